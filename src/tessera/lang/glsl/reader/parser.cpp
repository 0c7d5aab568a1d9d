// SPDX-License-Identifier: MIT
// The GLSL 1.10 parser (see parser.h): declarations and statements, one rule per function,
// the rule in a comment above it. Expressions are in parse_expressions.cpp.
#include "lang/glsl/reader/parser_impl.h"

namespace tessera::lang::glsl {

namespace detail {

// type_specifier = builtin_type | struct_name | struct_specifier
TypeSpec Parser::Type() {
    TypeSpec spec;
    const Token& t = Peek();
    spec.range = RangeOf(t);
    if (t.IsIdentifier("struct")) {
        spec.inline_struct = Struct();
        spec.name = spec.inline_struct->name;
    } else if (IsTypeName(t)) {
        spec.name = std::string(t.spelling);
        Advance();
    } else if (t.kind == TokenKind::kIdentifier && kReserved.count(std::string(t.spelling))) {
        Fail(t, "'" + std::string(t.spelling) + "' is a reserved keyword");
    } else {
        Fail(t, "expected a type, found " + Describe(t));
    }
    if (Is(Punct::kLBracket)) {
        if (version_ < 120) Fail(Peek(), "array types in this position need GLSL 1.20");
        Advance();
        spec.is_array = true;
        if (!Is(Punct::kRBracket)) spec.array_size = Conditional();
        Expect(Punct::kRBracket, "after the array size");
    }
    return spec;
}

// struct_specifier = "struct" name? "{" (type declarator ("," declarator)* ";")+ "}"
const StructDecl* Parser::Struct() {
    Advance();
    StructDecl& s = unit_.structs.emplace_back();
    if (!Is(Punct::kLBrace)) s.name = Name("a structure name", s.name_range);
    else s.name_range = RangeOf(Peek());
    Enter();  // before the '{': a block too deep is skipped whole, its '}' with it
    Expect(Punct::kLBrace, "to begin the structure's fields");
    bool fields_ok = true;
    while (!Is(Punct::kRBrace)) {
        if (AtEnd()) Fail(Peek(), "expected '}' to end the structure");
        fields_ok &= Recovering([&] { Field(s); });
    }
    --depth_;
    Advance();
    // Declared even when a field failed (it recovers): its uses must not be errors too.
    if (!s.name.empty()) struct_names_.back().insert(s.name);
    if (s.fields.empty() && fields_ok) Fail(Peek(), "a structure needs at least one field");
    return &s;
}

// field = type declarator ("," declarator)* ";"
void Parser::Field(StructDecl& s) {
    if (IsQualifier(Peek())) Fail(Peek(), "a structure field cannot have a qualifier");
    TypeSpec type = Type();
    do {
        VarDecl& f = s.fields.emplace_back();
        f.type = type;
        f.name = Name("a field name", f.name_range);
        ArraySuffix(f);
    } while (Accept(Punct::kComma));
    Expect(Punct::kSemicolon, "after a structure field");
}

void Parser::ArraySuffix(VarDecl& v) {
    if (!Accept(Punct::kLBracket)) return;
    v.is_array = true;
    if (!Is(Punct::kRBracket)) v.array_size = Conditional();
    Expect(Punct::kRBracket, "after the array size");
}

std::uint8_t Parser::Qualifiers() {
    std::uint8_t q = 0;
    while (IsQualifier(Peek())) {
        const Token& t = Peek();
        std::uint8_t bit = t.IsIdentifier("const")       ? kQualConst
                           : t.IsIdentifier("uniform")   ? kQualUniform
                           : t.IsIdentifier("varying")   ? kQualVarying
                           : t.IsIdentifier("attribute") ? kQualAttribute
                           : t.IsIdentifier("in")        ? kQualIn
                           : t.IsIdentifier("out")       ? kQualOut
                           : t.IsIdentifier("inout")     ? kQualIn | kQualOut
                           : t.IsIdentifier("centroid")  ? kQualCentroid
                                                         : kQualInvariant;
        if (q & bit & ~(kQualInvariant | kQualCentroid))
            Fail(t, "repeated qualifier '" + std::string(t.spelling) + "'");
        q |= bit;
        Advance();
    }
    return q;
}

// external = function_definition | declaration
void Parser::External() {
    const Token& first = Peek();
    if (Accept(Punct::kSemicolon)) return;
    if (IsQualifier(first) && first.IsIdentifier("invariant") && Peek(1).kind == TokenKind::kIdentifier &&
        !IsTypeName(Peek(1)) && !IsQualifier(Peek(1))) {
        // 1.20 section 4.6.1: `invariant x, y;` makes declared varyings invariant.
        Advance();
        ExternalDecl d;
        d.kind = ExternalDecl::Kind::kInvariant;
        do {
            VarDecl& v = d.vars.emplace_back();
            v.name = Name("a varying name", v.name_range);
        } while (Accept(Punct::kComma));
        Expect(Punct::kSemicolon, "after the invariant declaration");
        d.range = From(first);
        unit_.decls.push_back(std::move(d));
        return;
    }
    std::uint8_t q = Qualifiers();
    TypeSpec type = Type();
    ExternalDecl d;
    if (Accept(Punct::kSemicolon)) {
        if (!type.inline_struct) Fail(first, "a declaration must declare something");
        d.kind = ExternalDecl::Kind::kStruct;
        d.structure = type.inline_struct;
        d.range = From(first);
        if (q) {
            VarDecl v;
            v.qualifiers = q;
            v.type = type;
            d.vars.push_back(v);
        }
        unit_.decls.push_back(d);
        return;
    }
    if (Peek().kind == TokenKind::kIdentifier && Is(Punct::kLParen, 1)) {
        d.kind = ExternalDecl::Kind::kFunction;
        d.function = Function(q, type, first);
        d.range = From(first);
        unit_.decls.push_back(d);
        return;
    }
    d.kind = ExternalDecl::Kind::kVariables;
    d.structure = type.inline_struct;
    Declarators(q, type, d.vars);
    Expect(Punct::kSemicolon, "after the declaration");
    d.range = From(first);
    unit_.decls.push_back(std::move(d));
}

void Parser::Declarators(std::uint8_t q, const TypeSpec& type, std::vector<VarDecl>& out) {
    do {
        VarDecl& v = out.emplace_back();
        v.qualifiers = q;
        v.type = type;
        v.name = Name("a variable name", v.name_range);
        ArraySuffix(v);
        if (Accept(Punct::kAssign)) v.init = Assignment();
    } while (Accept(Punct::kComma));
}

// function = type name "(" (param ("," param)*)? ")" (";" | compound_statement)
const FunctionDecl* Parser::Function(std::uint8_t q, const TypeSpec& type, const Token& first) {
    if (q) Fail(first, "a function's return type cannot have a qualifier");
    FunctionDecl& f = unit_.functions.emplace_back();
    f.return_type = type;
    f.name = Name("a function name", f.name_range);
    Expect(Punct::kLParen, "after the function name");
    if (IsWord("void") && Is(Punct::kRParen, 1)) Advance();
    if (!Is(Punct::kRParen)) {
        do {
            VarDecl& p = f.params.emplace_back();
            p.qualifiers = Qualifiers();
            if (p.qualifiers & ~(kQualConst | kQualIn | kQualOut))
                Fail(first, "a parameter can only be qualified const, in, out or inout");
            p.type = Type();
            p.name_range = p.type.range;
            if (Peek().kind == TokenKind::kIdentifier) p.name = Name("a parameter name", p.name_range);
            ArraySuffix(p);
        } while (Accept(Punct::kComma));
    }
    Expect(Punct::kRParen, "after the parameters");
    if (Accept(Punct::kSemicolon)) return &f;
    if (!Is(Punct::kLBrace)) Fail(Peek(), "expected ';' or a function body, found " + Describe(Peek()));
    f.body = Compound();
    return &f;
}

Stmt& Parser::NewStmt(StmtKind kind, const Token& first) {
    Stmt& s = unit_.stmts.emplace_back();
    s.kind = kind;
    s.range = RangeOf(first);
    return s;
}

const Stmt* Parser::Compound() {
    const Token& first = Peek();
    Enter();  // before the '{': a block too deep is skipped whole, its '}' with it
    Expect(Punct::kLBrace, "to begin a block");
    Stmt& s = NewStmt(StmtKind::kBlock, first);
    struct_names_.emplace_back();
    while (!Is(Punct::kRBrace)) {
        if (AtEnd()) Fail(Peek(), "expected '}' to end the block");
        Recovering([&] { s.body.push_back(Statement()); });
    }
    --depth_;
    struct_names_.pop_back();
    Advance();
    s.range = From(first);
    return &s;
}

// After a syntax error: past the ';' ending the statement or declaration, or past the block
// that ends it (`if (x +) { ... }`, a function body), or before the '}' of the enclosing
// block. Parentheses and brackets opened before the error are not counted: their closers
// are skipped.
bool Parser::Resynchronise() {
    struct Cursor {
        Parser& parser;
        bool AtEnd() const { return parser.AtEnd(); }
        void Skip() { parser.Advance(); }
        bool BlockEndsItem() const { return !parser.IsWord("else", 1); }
        common::SyncRole Role(int /*depth*/) const { return common::CFamilySyncRole(parser.Peek()); }
    } cursor{*this};
    return common::SkipToSync(cursor);
}

bool Parser::StartsDeclaration() const {
    const Token& t = Peek();
    if (IsQualifier(t) || t.IsIdentifier("struct")) return true;
    if (!IsTypeName(t)) return false;
    if (Peek(1).kind == TokenKind::kIdentifier) return true;
    if (version_ < 120 || !Is(Punct::kLBracket, 1)) return false;
    // 1.20: `T[N] name`: find the matching ']' and look past it.
    int depth = 0;
    for (std::size_t i = 1; Peek(i).kind != TokenKind::kEndOfFile; ++i) {
        if (Is(Punct::kLBracket, i)) ++depth;
        if (Is(Punct::kRBracket, i) && --depth == 0) return Peek(i + 1).kind == TokenKind::kIdentifier;
    }
    return false;
}

/// A body of if/for/while: a statement in a scope of its own.
const Stmt* Parser::SubStatement() {
    struct_names_.emplace_back();
    const Stmt* s = Statement();
    struct_names_.pop_back();
    return s;
}

const Stmt* Parser::Statement() {
    const Token& first = Peek();
    if (Is(Punct::kLBrace)) return Compound();
    if (Accept(Punct::kSemicolon)) return &NewStmt(StmtKind::kEmpty, first);
    Enter();
    const Stmt* s = Simple(first);
    --depth_;
    return s;
}

const Stmt* Parser::Simple(const Token& first) {
    if (AcceptWord("if")) {
        Stmt& s = NewStmt(StmtKind::kIf, first);
        Expect(Punct::kLParen, "after 'if'");
        s.expr = Expression();
        Expect(Punct::kRParen, "after the condition");
        s.body.push_back(SubStatement());
        if (AcceptWord("else")) s.body.push_back(SubStatement());
        s.range = From(first);
        return &s;
    }
    if (AcceptWord("while")) {
        Stmt& s = NewStmt(StmtKind::kWhile, first);
        Expect(Punct::kLParen, "after 'while'");
        struct_names_.emplace_back();
        Condition(s);
        Expect(Punct::kRParen, "after the condition");
        s.body.push_back(Statement());
        struct_names_.pop_back();
        s.range = From(first);
        return &s;
    }
    if (AcceptWord("do")) {
        Stmt& s = NewStmt(StmtKind::kDo, first);
        s.body.push_back(SubStatement());
        if (!AcceptWord("while")) Fail(Peek(), "expected 'while' after the body of 'do'");
        Expect(Punct::kLParen, "after 'while'");
        s.expr = Expression();
        Expect(Punct::kRParen, "after the condition");
        Expect(Punct::kSemicolon, "after 'do ... while (...)'");
        s.range = From(first);
        return &s;
    }
    if (AcceptWord("for")) {
        Stmt& s = NewStmt(StmtKind::kFor, first);
        Expect(Punct::kLParen, "after 'for'");
        struct_names_.emplace_back();
        s.init = Statement();  // an expression statement, maybe empty (section 6.3)
        if (!Is(Punct::kSemicolon)) Condition(s);
        Expect(Punct::kSemicolon, "after the loop condition");
        if (!Is(Punct::kRParen)) s.step = Expression();
        Expect(Punct::kRParen, "after the loop's step");
        s.body.push_back(Statement());
        struct_names_.pop_back();
        s.range = From(first);
        return &s;
    }
    StmtKind jump = IsWord("break")      ? StmtKind::kBreak
                    : IsWord("continue") ? StmtKind::kContinue
                    : IsWord("discard")  ? StmtKind::kDiscard
                    : IsWord("return")   ? StmtKind::kReturn
                                         : StmtKind::kEmpty;
    if (jump != StmtKind::kEmpty) {
        Advance();
        Stmt& s = NewStmt(jump, first);
        if (jump == StmtKind::kReturn && !Is(Punct::kSemicolon)) s.expr = Expression();
        Expect(Punct::kSemicolon, "after the statement");
        s.range = From(first);
        return &s;
    }
    if (StartsDeclaration()) {
        Stmt& s = NewStmt(StmtKind::kDecl, first);
        std::uint8_t q = Qualifiers();
        TypeSpec type = Type();
        s.structure = type.inline_struct;
        if (type.inline_struct && Is(Punct::kSemicolon)) s.kind = StmtKind::kStruct;
        else Declarators(q, type, s.decls);
        Expect(Punct::kSemicolon, "after the declaration");
        s.range = From(first);
        return &s;
    }
    Stmt& s = NewStmt(StmtKind::kExpr, first);
    s.expr = Expression();
    Expect(Punct::kSemicolon, "after the expression");
    s.range = From(first);
    return &s;
}

// condition = expression | type name "=" initializer
void Parser::Condition(Stmt& s) {
    if (IsTypeName(Peek()) && Peek(1).kind == TokenKind::kIdentifier) {
        VarDecl& v = s.decls.emplace_back();
        v.type = Type();
        v.name = Name("a variable name", v.name_range);
        Expect(Punct::kAssign, "after the variable in a condition");
        v.init = Assignment();
        return;
    }
    s.expr = Expression();
}

}  // namespace detail

bool IsBuiltinTypeName(const std::string& name, int version) {
    return detail::kTypes110.count(name) || (version >= 120 && detail::kTypes120.count(name));
}

void ParseGlsl(const std::vector<cfamily::Token>& tokens, int version, support::DiagnosticList& diagnostics,
               TranslationUnit& unit) {
    if (tokens.empty()) return;
    detail::Parser(tokens, version, diagnostics, unit).Run();
}

}  // namespace tessera::lang::glsl
