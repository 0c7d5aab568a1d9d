// SPDX-License-Identifier: MIT
#include "lang/common/cfamily/expression.h"

#include <cctype>
#include <string>

namespace tessera::lang::cfamily {

namespace {

struct Value {
    std::uint64_t bits = 0;
    bool is_unsigned = false;
    std::int64_t Signed() const { return static_cast<std::int64_t>(bits); }
    bool IsTrue() const { return bits != 0; }
};

Value Int(std::int64_t v) { return {static_cast<std::uint64_t>(v), false}; }

class Evaluator {
  public:
    Evaluator(const std::vector<Token>& tokens, const Token& directive,
              const ExpressionOptions& options, support::DiagnosticList& diagnostics)
        : tokens_(tokens), directive_(directive), options_(options), diagnostics_(diagnostics) {}

    std::optional<std::int64_t> Run() {
        Value v = Comma(true);
        if (!failed_ && pos_ < tokens_.size())
            Fail(tokens_[pos_],
                 "missing binary operator before '" + Shorten(tokens_[pos_].spelling) + "'");
        if (failed_) return std::nullopt;
        return v.Signed();
    }

  private:
    const Token* Peek() const { return pos_ < tokens_.size() ? &tokens_[pos_] : nullptr; }
    bool Accept(Punct p) {
        if (pos_ < tokens_.size() && tokens_[pos_].Is(p)) {
            ++pos_;
            return true;
        }
        return false;
    }
    // Where "expected ..." points: the token found, or the last token of the line.
    const Token& Here() const {
        if (pos_ < tokens_.size()) return tokens_[pos_];
        return tokens_.empty() ? directive_ : tokens_.back();
    }
    void Fail(const Token& at, std::string message) {
        if (!failed_)
            diagnostics_.Error(at.expansion.offset, at.expansion_length, std::move(message));
        failed_ = true;
    }
    // An error that only counts where the operand is evaluated.
    void FailIf(bool evaluated, const Token& at, std::string message) {
        if (evaluated) Fail(at, std::move(message));
    }
    bool Enter() {
        if (++depth_ <= options_.max_depth) return true;
        Fail(Here(),
             "#if expression nested too deeply (limit " + std::to_string(options_.max_depth) + ")");
        return false;
    }

    // expr = cond ("," cond)*
    Value Comma(bool ev) {
        Value v = Conditional(ev);
        while (!failed_ && Accept(Punct::kComma)) v = Conditional(ev);
        return v;
    }

    // cond = logical-or ("?" expr ":" cond)?
    Value Conditional(bool ev) {
        Value c = LogicalOr(ev);
        if (!failed_ && Accept(Punct::kQuestion)) {
            if (!Enter()) return {};
            Value a = Comma(ev && c.IsTrue());
            if (!failed_ && !Accept(Punct::kColon)) Fail(Here(), "expected ':' in #if expression");
            Value b = Conditional(ev && !c.IsTrue());
            --depth_;
            Value r = c.IsTrue() ? a : b;
            r.is_unsigned = a.is_unsigned || b.is_unsigned;
            c = r;
        }
        return c;
    }

    // logical-or = logical-and ("||" logical-and)*
    Value LogicalOr(bool ev) {
        Value v = LogicalAnd(ev);
        while (!failed_ && Accept(Punct::kPipePipe)) {
            Value r = LogicalAnd(ev && !v.IsTrue());
            v = Int(v.IsTrue() || r.IsTrue());
        }
        return v;
    }

    // logical-and = binary ("&&" binary)*
    Value LogicalAnd(bool ev) {
        Value v = Binary(0, ev);
        while (!failed_ && Accept(Punct::kAmpAmp)) {
            Value r = Binary(0, ev && v.IsTrue());
            v = Int(v.IsTrue() && r.IsTrue());
        }
        return v;
    }

    // The left-associative binary levels, loosest first:
    //   "|"  "^"  "&"  "==" "!="  "<" ">" "<=" ">="  "<<" ">>"  "+" "-"  "*" "/" "%"
    // binary(level) = binary(level + 1) (op(level) binary(level + 1))*
    static int LevelOf(Punct p) {
        switch (p) {
            case Punct::kPipe:
                return 0;
            case Punct::kCaret:
                return 1;
            case Punct::kAmp:
                return 2;
            case Punct::kEqualEqual:
            case Punct::kBangEqual:
                return 3;
            case Punct::kLess:
            case Punct::kGreater:
            case Punct::kLessEqual:
            case Punct::kGreaterEqual:
                return 4;
            case Punct::kShl:
            case Punct::kShr:
                return 5;
            case Punct::kPlus:
            case Punct::kMinus:
                return 6;
            case Punct::kStar:
            case Punct::kSlash:
            case Punct::kPercent:
                return 7;
            default:
                return -1;
        }
    }

    Value Binary(int level, bool ev) {
        if (level > 7) return Unary(ev);
        Value v = Binary(level + 1, ev);
        while (!failed_) {
            const Token* op = Peek();
            if (!op || op->kind != TokenKind::kPunct || LevelOf(op->punct) != level) break;
            ++pos_;
            Value r = Binary(level + 1, ev);
            v = Apply(*op, v, r, ev);
        }
        return v;
    }

    Value Apply(const Token& op, Value a, Value b, bool ev) {
        bool u = a.is_unsigned || b.is_unsigned;
        auto both = [&](std::uint64_t bits) { return Value{bits, u}; };
        auto less = [&](Value x, Value y) { return u ? x.bits < y.bits : x.Signed() < y.Signed(); };
        switch (op.punct) {
            case Punct::kPipe:
                return both(a.bits | b.bits);
            case Punct::kCaret:
                return both(a.bits ^ b.bits);
            case Punct::kAmp:
                return both(a.bits & b.bits);
            case Punct::kEqualEqual:
                return Int(a.bits == b.bits);
            case Punct::kBangEqual:
                return Int(a.bits != b.bits);
            case Punct::kLess:
                return Int(less(a, b));
            case Punct::kGreater:
                return Int(less(b, a));
            case Punct::kLessEqual:
                return Int(!less(b, a));
            case Punct::kGreaterEqual:
                return Int(!less(a, b));
            case Punct::kPlus:
                return both(a.bits + b.bits);
            case Punct::kMinus:
                return both(a.bits - b.bits);
            case Punct::kStar:
                return both(a.bits * b.bits);
            case Punct::kShl:
            case Punct::kShr: {
                bool negative = !b.is_unsigned && b.Signed() < 0;
                if (negative || b.bits >= 64) {
                    FailIf(ev, op, "shift count is negative or not less than 64");
                    return Value{0, a.is_unsigned};
                }
                if (op.punct == Punct::kShl) return Value{a.bits << b.bits, a.is_unsigned};
                if (a.is_unsigned) return Value{a.bits >> b.bits, true};
                return Int(a.Signed() >> b.bits);
            }
            case Punct::kSlash:
            case Punct::kPercent: {
                bool div = op.punct == Punct::kSlash;
                if (b.bits == 0) {
                    FailIf(ev, op, div ? "division by zero in #if" : "remainder by zero in #if");
                    return both(0);
                }
                if (u) return both(div ? a.bits / b.bits : a.bits % b.bits);
                if (a.Signed() == INT64_MIN && b.Signed() == -1) return div ? a : Int(0);
                return Int(div ? a.Signed() / b.Signed() : a.Signed() % b.Signed());
            }
            default:
                return a;
        }
    }

    // unary = ("+" | "-" | "~" | "!") unary | primary
    Value Unary(bool ev) {
        const Token* t = Peek();
        if (t && t->kind == TokenKind::kPunct &&
            (t->punct == Punct::kPlus || t->punct == Punct::kMinus || t->punct == Punct::kTilde ||
             t->punct == Punct::kBang)) {
            Punct p = t->punct;
            ++pos_;
            if (!Enter()) return {};
            Value v = Unary(ev);
            --depth_;
            if (p == Punct::kMinus) return Value{0 - v.bits, v.is_unsigned};
            if (p == Punct::kTilde) return Value{~v.bits, v.is_unsigned};
            if (p == Punct::kBang) return Int(!v.IsTrue());
            return v;
        }
        return Primary(ev);
    }

    // primary = number | character | identifier | "(" expr ")"
    Value Primary(bool ev) {
        const Token* t = Peek();
        if (!t) {
            Fail(Here(), "expected an expression in #if");
            return {};
        }
        ++pos_;
        if (t->Is(Punct::kLParen)) {
            if (!Enter()) return {};
            Value v = Comma(ev);
            --depth_;
            if (!failed_ && !Accept(Punct::kRParen)) Fail(Here(), "expected ')' in #if expression");
            return v;
        }
        if (t->kind == TokenKind::kNumber) return Number(*t);
        if (t->kind == TokenKind::kChar) return Character(*t);
        if (t->kind == TokenKind::kIdentifier) {
            if (options_.undefined_identifier_is_error)
                Fail(*t, "'" + Shorten(t->spelling) + "' is not defined");
            return Int(0);
        }
        Fail(*t, "'" + Shorten(t->spelling) + "' is not valid in an #if expression");
        return {};
    }

    Value Number(const Token& t) {
        ParsedNumber n = ParseNumber(t.spelling, options_.numbers);
        if (!n.ok) {
            Fail(t, n.error);
            return {};
        }
        if (n.value.is_float) {
            Fail(t, "floating constant in #if expression");
            return {};
        }
        NumberType type = n.value.type;
        bool is_unsigned = type == NumberType::kUnsigned || type == NumberType::kUnsignedShort ||
                           type == NumberType::kUnsignedChar || type == NumberType::kUnsignedInt ||
                           type == NumberType::kUnsignedLong || n.value.integer > INT64_MAX;
        return Value{n.value.integer, is_unsigned};
    }

    // A character constant's value: one character or escape (C 6.4.4.4).
    Value Character(const Token& t) {
        std::string_view s = t.spelling.substr(1, t.spelling.size() - 2);
        std::size_t i = 0;
        std::int64_t value = 0;
        int count = 0;
        while (i < s.size()) {
            ++count;
            unsigned char c = static_cast<unsigned char>(s[i++]);
            if (c != '\\' || i >= s.size()) {
                value = c;
                continue;
            }
            char e = s[i++];
            switch (e) {
                case 'n':
                    value = '\n';
                    break;
                case 't':
                    value = '\t';
                    break;
                case 'r':
                    value = '\r';
                    break;
                case 'a':
                    value = '\a';
                    break;
                case 'b':
                    value = '\b';
                    break;
                case 'f':
                    value = '\f';
                    break;
                case 'v':
                    value = '\v';
                    break;
                case 'x': {
                    value = 0;
                    while (i < s.size() && std::isxdigit(static_cast<unsigned char>(s[i]))) {
                        char h = s[i++];
                        int d = h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10;
                        value = (value * 16 + d) & 0xff;
                    }
                    break;
                }
                default:
                    if (e >= '0' && e <= '7') {
                        value = e - '0';
                        for (int k = 0; k < 2 && i < s.size() && s[i] >= '0' && s[i] <= '7'; ++k)
                            value = value * 8 + (s[i++] - '0');
                        value &= 0xff;
                    } else {
                        value = static_cast<unsigned char>(e);  // \' \" \? \\ and the rest
                    }
            }
        }
        if (count != 1) {
            Fail(t, count == 0 ? "empty character constant" : "multi-character constant");
            return {};
        }
        return Int(value);
    }

    const std::vector<Token>& tokens_;
    const Token& directive_;
    const ExpressionOptions& options_;
    support::DiagnosticList& diagnostics_;
    std::size_t pos_ = 0;
    std::size_t depth_ = 0;
    bool failed_ = false;
};

}  // namespace

std::optional<std::int64_t> EvaluateExpression(const std::vector<Token>& tokens,
                                               const Token& directive,
                                               const ExpressionOptions& options,
                                               support::DiagnosticList& diagnostics) {
    return Evaluator(tokens, directive, options, diagnostics).Run();
}

}  // namespace tessera::lang::cfamily
