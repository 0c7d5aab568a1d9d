// SPDX-License-Identifier: MIT
// ISL's recursive-descent parser. Each function carries its rule. Relations and arithmetic
// share one precedence ladder (|| < && < comparisons < + - < * / < unary < postfix); which
// of them may appear where is semantic analysis's business, so the messages can say why.
#include "lang/isl/reader/parser.h"

#include <map>
#include <optional>
#include <vector>

#include "lang/isl/reader/lexer.h"

namespace tessera::lang::isl {

namespace {

const std::map<std::string, ShaderKind>& ShaderKinds() {
    static const std::map<std::string, ShaderKind> kinds = {
        {"surface", ShaderKind::kSurface},           {"atmosphere", ShaderKind::kAtmosphere},
        {"ambientlight", ShaderKind::kAmbientLight}, {"distantlight", ShaderKind::kDistantLight},
        {"pointlight", ShaderKind::kPointLight}};
    return kinds;
}

class Parser {
  public:
    Parser(std::vector<Token> tokens, support::DiagnosticList& d) : tokens_(std::move(tokens)), diags_(d) {}

    // unit = function*
    Unit ParseUnit() {
        Unit unit;
        while (Peek().kind != TokenKind::kEnd && diags_.ErrorCount() < 50) {
            std::size_t before = pos_;
            if (auto f = ParseFunction()) unit.functions.push_back(std::move(*f));
            if (pos_ == before) ++pos_;
        }
        return unit;
    }

  private:
    const Token& Peek(std::size_t ahead = 0) const { return tokens_[std::min(pos_ + ahead, tokens_.size() - 1)]; }
    bool Is(const char* s, std::size_t ahead = 0) const {
        const Token& t = Peek(ahead);
        return (t.kind == TokenKind::kPunct || t.kind == TokenKind::kIdentifier) && t.text == s;
    }
    const Token& Next() {
        const Token& t = Peek();
        if (pos_ < tokens_.size() - 1) ++pos_;
        return t;
    }
    bool Accept(const char* s) {
        if (!Is(s)) return false;
        Next();
        return true;
    }
    bool Expect(const char* s) {
        if (Accept(s)) return true;
        const Token& t = Peek();
        ErrorAt(t, std::string("expected '") + s + "'" + (t.kind == TokenKind::kEnd ? " at end of file" : ""));
        return false;
    }
    /// Reports at `t`, unless the lexer found an error at it or just before it: a message
    /// there would be about the damage (an unterminated string ate the line's ')' and ';').
    void ErrorAt(const Token& t, std::string message) {
        if (!t.near_lexical_error) diags_.Error(t.offset, std::max<std::size_t>(t.length, 1), std::move(message));
    }
    static Span SpanOf(const Token& t) { return {t.offset, std::max<std::size_t>(t.length, 1)}; }
    Span From(std::size_t start) const {
        std::size_t end = pos_ > 0 ? tokens_[pos_ - 1].offset + tokens_[pos_ - 1].length : start + 1;
        return {start, end > start ? end - start : 1};
    }

    // Skips to just after the next ';' or before the next '}' (error recovery).
    void Recover() {
        while (Peek().kind != TokenKind::kEnd && !Is("}")) {
            if (Next().text == ";") return;
        }
    }

    // Takes one of `words`, setting `out` to its value; otherwise reports `error`.
    template <typename T>
    bool AcceptOneOf(const std::vector<std::pair<const char*, T>>& words, T& out, const char* error) {
        for (const auto& [word, value] : words) {
            if (Accept(word)) {
                out = value;
                return true;
            }
        }
        ErrorAt(Peek(), error);
        return false;
    }

    bool AtType() const {
        return Is("uniform") || Is("parameter") || Is("varying") || ShaderKinds().count(Peek().text);
    }

    // type = ("uniform" | "parameter" | "varying") ("float" | "color" | "matrix" | "string")
    //      | "surface" | "atmosphere" | "ambientlight" | "distantlight" | "pointlight"
    std::optional<TypeSpec> ParseType() {
        TypeSpec t;
        std::size_t start = Peek().offset;
        if (auto it = ShaderKinds().find(Peek().text); it != ShaderKinds().end() && Peek().kind == TokenKind::kIdentifier) {
            Next();
            t.shader = it->second;
            t.data = DataClass::kVarying;
            t.base = BaseType::kColor;
            t.span = From(start);
            return t;
        }
        static const std::vector<std::pair<const char*, DataClass>> classes = {
            {"uniform", DataClass::kUniform}, {"parameter", DataClass::kParameter}, {"varying", DataClass::kVarying}};
        static const std::vector<std::pair<const char*, BaseType>> bases = {
            {"float", BaseType::kFloat}, {"color", BaseType::kColor}, {"matrix", BaseType::kMatrix}, {"string", BaseType::kString}};
        if (!AcceptOneOf(classes, t.data, "expected a type ('uniform', 'parameter' or 'varying' and a type name)") ||
            !AcceptOneOf(bases, t.base, "expected 'float', 'color', 'matrix' or 'string'"))
            return std::nullopt;
        t.span = From(start);
        return t;
    }

    // declaration = type identifier ("[" expr? "]")? ("=" expr)?
    std::optional<Declaration> ParseDeclaration() {
        auto type = ParseType();
        if (!type) return std::nullopt;
        Declaration d;
        d.type = *type;
        if (Peek().kind != TokenKind::kIdentifier) {
            ErrorAt(Peek(), "expected a variable name");
            return std::nullopt;
        }
        d.name = Peek().text;
        d.name_span = SpanOf(Next());
        if (Accept("[")) {
            d.is_array = true;
            if (!Is("]")) d.size = ParseExpr();
            if (!Expect("]")) return std::nullopt;
        }
        if (Accept("=")) d.init = ParseExpr();
        return d;
    }

    // function = type identifier "(" (declaration (";" declaration)*)? ")" "{" statement* "}"
    std::optional<Function> ParseFunction() {
        Function f;
        std::size_t start = Peek().offset;
        auto type = ParseType();
        if (!type) {
            Recover();
            Accept("}");
            return std::nullopt;
        }
        f.type = *type;
        if (Peek().kind != TokenKind::kIdentifier) {
            ErrorAt(Peek(), "expected a function name");
            Recover();
            return std::nullopt;
        }
        f.name = Peek().text;
        f.name_span = SpanOf(Next());
        if (!Expect("(")) return std::nullopt;
        while (!Is(")") && Peek().kind != TokenKind::kEnd) {
            auto d = ParseDeclaration();
            if (!d) break;
            f.params.push_back(std::move(*d));
            if (!Accept(";")) break;
        }
        if (!Expect(")") || !Expect("{")) {
            Recover();
            return std::nullopt;
        }
        while (!Is("}") && Peek().kind != TokenKind::kEnd)
            if (auto s = ParseStatement()) f.body.push_back(std::move(s));
        Expect("}");
        f.span = From(start);
        return f;
    }

    // statement = "{" statement* "}" | "if" "(" expr ")" statement ("else" statement)?
    //           | "repeat" "(" expr ")" statement | "return" expr? ";"
    //           | declaration ";" | expr ("=" | "+=" | "-=" | "*=" | "/=") expr ";"
    StmtPtr ParseStatement() {
        if (depth_ >= 200) {
            ErrorAt(Peek(), "statements nested too deeply");
            pos_ = tokens_.size() - 1;
            return nullptr;
        }
        struct Nesting {
            int& depth;
            explicit Nesting(int& d) : depth(++d) {}
            ~Nesting() { --depth; }
        } nesting(depth_);
        auto s = std::make_unique<Stmt>();
        std::size_t start = Peek().offset, before = pos_;
        if (Accept("{")) {
            s->kind = StmtKind::kBlock;
            while (!Is("}") && Peek().kind != TokenKind::kEnd)
                if (auto inner = ParseStatement()) s->body.push_back(std::move(inner));
            Expect("}");
        } else if (Is("if") || Is("repeat")) {
            s->kind = Next().text == "if" ? StmtKind::kIf : StmtKind::kRepeat;
            Expect("(");
            s->value = ParseExpr();
            Expect(")");
            if (auto inner = ParseStatement()) s->body.push_back(std::move(inner));
            if (s->kind == StmtKind::kIf && Accept("else"))
                if (auto other = ParseStatement()) s->body.push_back(std::move(other));
            if (s->body.empty()) return nullptr;
        } else if (Accept("return")) {
            s->kind = StmtKind::kReturn;
            if (!Is(";")) s->value = ParseExpr();
            if (!Expect(";")) Recover();
        } else if (AtType()) {
            s->kind = StmtKind::kDeclare;
            auto d = ParseDeclaration();
            if (!d || !Expect(";")) {
                Recover();
                return nullptr;
            }
            s->declaration = std::move(*d);
        } else {
            s->target = ParseExpr();
            for (const char* op : {"=", "+=", "-=", "*=", "/="})
                if (Accept(op)) s->op = op;
            if (s->op.empty()) {
                ErrorAt(Peek(),
                             "expected an assignment ('=', '+=', '-=', '*=' or '/=')");
                Recover();
                if (pos_ == before) Next();
                return nullptr;
            }
            s->value = ParseExpr();
            if (!Expect(";")) Recover();
        }
        s->span = From(start);
        return s;
    }

    ExprPtr Make(ExprKind kind, Span span) {
        auto e = std::make_unique<Expr>();
        e->kind = kind;
        e->span = span;
        return e;
    }

    int Precedence(const Token& t) const {
        if (t.kind != TokenKind::kPunct) return -1;
        static const std::map<std::string, int> table = {
            {"||", 1}, {"&&", 2}, {"==", 3}, {"!=", 3}, {">=", 3}, {"<=", 3}, {">", 3},
            {"<", 3},  {"+", 4},  {"-", 4},  {"*", 5},  {"/", 5}};
        auto it = table.find(t.text);
        return it == table.end() ? -1 : it->second;
    }

    // expr = unary (binary-operator unary)*, by precedence climbing
    ExprPtr ParseExpr(int min_precedence = 1) {
        if (depth_ >= 200) {
            ErrorAt(Peek(), "expression nested too deeply");
            pos_ = tokens_.size() - 1;
            return Make(ExprKind::kNumber, SpanOf(Peek()));
        }
        ++depth_;
        // Every binary operator of one expression (its nested ones too) is counted: a chain
        // `1+1+...` is as deep as it is long, and the checker and compiler recurse on its
        // height (a 1 MB line overflowed the stack; issue 10).
        const bool outermost = !in_expression_;
        if (outermost) in_expression_ = true, operators_ = 0;
        ExprPtr left = ParseUnary();
        while (Precedence(Peek()) >= min_precedence && depth_ < 200) {
            if (++operators_ > kMaxOperators) {
                ErrorAt(Peek(),
                             "expression has more than " + std::to_string(kMaxOperators) +
                                 " operators, the limit");
                pos_ = tokens_.size() - 1;
                break;
            }
            std::string op = Peek().text;
            int p = Precedence(Next());
            ExprPtr right = ParseExpr(p + 1);
            auto e = Make(ExprKind::kBinary, {left->span.offset, 0});
            e->span.length = right->span.offset + right->span.length - left->span.offset;
            e->op = op;
            e->args.push_back(std::move(left));
            e->args.push_back(std::move(right));
            left = std::move(e);
        }
        --depth_;
        if (outermost) in_expression_ = false;
        return left;
    }

    // unary = ("-" | "!") unary | postfix
    ExprPtr ParseUnary() {
        if ((Is("-") || Is("!")) && depth_ < 400) {
            ++depth_;
            const Token& t = Next();
            auto e = Make(ExprKind::kUnary, SpanOf(t));
            e->op = t.text;
            e->args.push_back(ParseUnary());
            e->span.length = e->args[0]->span.offset + e->args[0]->span.length - e->span.offset;
            --depth_;
            return e;
        }
        return ParsePostfix();
    }

    // postfix = primary ("[" expr "]" | "." identifier)*
    ExprPtr ParsePostfix() {
        ExprPtr e = ParsePrimary();
        while (Is("[") || Is(".")) {
            if (Accept(".")) {
                // FB.C: a channel selection, kept as a unary "." with the letters in `text`.
                auto sel = Make(ExprKind::kUnary, e->span);
                sel->op = ".";
                sel->text = Peek().kind == TokenKind::kIdentifier ? Peek().text : "";
                if (sel->text.empty()) Expect("channel letters");
                else Next();
                sel->span = From(e->span.offset);
                sel->args.push_back(std::move(e));
                e = std::move(sel);
                continue;
            }
            Next();
            auto index = Make(ExprKind::kIndex, e->span);
            index->args.push_back(std::move(e));
            index->args.push_back(ParseExpr());
            Expect("]");
            index->span = From(index->span.offset);
            e = std::move(index);
        }
        return e;
    }

    // primary = number | string | identifier ("(" (expr ("," expr)*)? ")")? | "(" expr ")"
    //         | "{" (expr ("," expr)*)? "}"
    ExprPtr ParsePrimary() {
        const Token& t = Peek();
        std::size_t start = t.offset;
        if (t.kind == TokenKind::kNumber || t.kind == TokenKind::kString) {
            auto e = Make(t.kind == TokenKind::kNumber ? ExprKind::kNumber : ExprKind::kString, SpanOf(t));
            e->number = t.number;
            e->text = t.text;
            Next();
            return e;
        }
        if (t.kind == TokenKind::kIdentifier) {
            auto e = Make(t.text == "FB" ? ExprKind::kFB : ExprKind::kName, SpanOf(t));
            e->op = t.text;
            Next();
            if (Accept("(")) {
                e->kind = ExprKind::kCall;
                ParseList(e->args, ")");
                e->span = From(start);
            }
            return e;
        }
        if ((Is("(") || Is("{")) && depth_ < 200) {
            ++depth_;
            bool list = Next().text == "{";
            ExprPtr e;
            if (list) {
                e = Make(ExprKind::kList, {start, 1});
                ParseList(e->args, "}");
                e->span = From(start);
            } else {
                e = ParseExpr();
                Expect(")");
            }
            --depth_;
            return e;
        }
        ErrorAt(t, t.kind == TokenKind::kEnd ? "expected an expression at end of file" : "expected an expression");
        auto e = Make(ExprKind::kNumber, SpanOf(t));
        if (t.kind != TokenKind::kEnd && !Is(";") && !Is("}") && !Is(")")) Next();
        return e;
    }

    void ParseList(std::vector<ExprPtr>& out, const char* close) {
        if (!Is(close)) {
            do out.push_back(ParseExpr());
            while (Accept(","));
        }
        Expect(close);
    }

    std::vector<Token> tokens_;
    support::DiagnosticList& diags_;
    std::size_t pos_ = 0;
    int depth_ = 0;
    static constexpr std::size_t kMaxOperators = 1024;  ///< binary operators in one expression
    bool in_expression_ = false;
    std::size_t operators_ = 0;
};

}  // namespace

Unit Parse(std::string_view text, support::DiagnosticList& diagnostics) {
    return Parser(Lex(text, diagnostics), diagnostics).ParseUnit();
}

}  // namespace tessera::lang::isl
