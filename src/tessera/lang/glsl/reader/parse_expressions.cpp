// SPDX-License-Identifier: MIT
// The GLSL parser's expressions (section 5; the grammar of section 9), one rule per function.
#include "lang/glsl/reader/parser_impl.h"

namespace tessera::lang::glsl::detail {

/// Sets e's depth from its operands; a tree deeper than kMaxExprDepth is refused, so
/// the checker's recursion stays bounded (a chain of 200,000 '+' is 200,000 deep).
const Expr* Parser::Deepen(Expr& e) {
    for (const Expr* k : e.kids) e.depth = std::max(e.depth, k->depth + 1);
    if (e.depth > kMaxExprDepth) {
        diags_.Error(e.op_range.location.offset, e.op_range.length,
                     "the expression is too deeply nested (more than " + std::to_string(kMaxExprDepth) +
                         " operations)");
        throw SyntaxError{};
    }
    return &e;
}

Expr& Parser::NewExpr(ExprKind kind, Range range) {
    Expr& e = unit_.exprs.emplace_back();
    e.kind = kind;
    e.range = range;
    e.op_range = range;
    return e;
}

const Expr* Parser::Join(ExprKind kind, const Expr* a, const Expr* b, const Token& op) {
    Expr& e = NewExpr(kind, a->range);
    e.op = op.punct;
    e.op_range = RangeOf(op);
    e.kids = {a, b};
    std::uint32_t end = b->range.location.offset + b->range.length;
    if (end > e.range.location.offset) e.range.length = end - e.range.location.offset;
    return Deepen(e);
}

const Expr* Parser::Expression() {
    const Expr* e = Assignment();
    while (Is(Punct::kComma)) {
        const Token& op = Advance();
        e = Join(ExprKind::kComma, e, Assignment(), op);
    }
    return e;
}

bool Parser::IsAssignOp(Punct p) {
    switch (p) {
        case Punct::kAssign: case Punct::kStarAssign: case Punct::kSlashAssign:
        case Punct::kPercentAssign: case Punct::kPlusAssign: case Punct::kMinusAssign:
        case Punct::kShlAssign: case Punct::kShrAssign: case Punct::kAmpAssign:
        case Punct::kCaretAssign: case Punct::kPipeAssign: return true;
        default: return false;
    }
}

const Expr* Parser::Assignment() {
    Enter();
    const Expr* lhs = Conditional();
    if (Peek().kind == TokenKind::kPunct && IsAssignOp(Peek().punct)) {
        const Token& op = Advance();
        lhs = Join(ExprKind::kAssign, lhs, Assignment(), op);
    }
    --depth_;
    return lhs;
}

const Expr* Parser::Conditional() {
    const Expr* c = BinaryLevel(0);
    if (!Is(Punct::kQuestion)) return c;
    const Token& op = Advance();
    Enter();
    const Expr* a = Expression();
    Expect(Punct::kColon, "in a '?:' expression");
    const Expr* b = Assignment();
    --depth_;
    Expr* e = const_cast<Expr*>(Join(ExprKind::kConditional, c, b, op));
    e->kids = {c, a, b};
    return Deepen(*e);
}

/// Binary precedence levels, lowest first (section 5.1; the reserved ones parse and
/// sema rejects them).
int Parser::Level(Punct p) {
    switch (p) {
        case Punct::kPipePipe: return 0;
        case Punct::kCaretCaret: return 1;
        case Punct::kAmpAmp: return 2;
        case Punct::kPipe: return 3;
        case Punct::kCaret: return 4;
        case Punct::kAmp: return 5;
        case Punct::kEqualEqual: case Punct::kBangEqual: return 6;
        case Punct::kLess: case Punct::kGreater: case Punct::kLessEqual: case Punct::kGreaterEqual: return 7;
        case Punct::kShl: case Punct::kShr: return 8;
        case Punct::kPlus: case Punct::kMinus: return 9;
        case Punct::kStar: case Punct::kSlash: case Punct::kPercent: return 10;
        default: return -1;
    }
}

const Expr* Parser::BinaryLevel(int level) {
    if (level > 10) return Unary();
    const Expr* e = BinaryLevel(level + 1);
    while (Peek().kind == TokenKind::kPunct && Level(Peek().punct) == level) {
        const Token& op = Advance();
        e = Join(ExprKind::kBinary, e, BinaryLevel(level + 1), op);
    }
    return e;
}

const Expr* Parser::Unary() {
    const Token& t = Peek();
    if (t.Is(Punct::kPlusPlus) || t.Is(Punct::kMinusMinus) || t.Is(Punct::kPlus) || t.Is(Punct::kMinus) ||
        t.Is(Punct::kBang) || t.Is(Punct::kTilde)) {
        Advance();
        Enter();
        const Expr* operand = Unary();
        --depth_;
        Expr& e = NewExpr(ExprKind::kUnary, RangeOf(t));
        e.op = t.punct;
        e.kids = {operand};
        e.range = From(t);
        return Deepen(e);
    }
    return Postfix();
}

const Expr* Parser::Postfix() {
    const Token& first = Peek();
    const Expr* e = Primary();
    for (;;) {
        const Token& t = Peek();
        if (Accept(Punct::kLBracket)) {
            Expr& x = NewExpr(ExprKind::kIndex, e->range);
            x.op_range = RangeOf(t);
            x.kids = {e, Expression()};
            Expect(Punct::kRBracket, "after the index");
            x.range = From(first);
            e = Deepen(x);
        } else if (Accept(Punct::kDot)) {
            const Token& n = Peek();
            if (n.kind != TokenKind::kIdentifier) Fail(n, "expected a field or swizzle after '.', found " + Describe(n));
            Advance();
            Expr& x = NewExpr(ExprKind::kMember, e->range);
            x.name = std::string(n.spelling);
            x.op_range = RangeOf(n);
            x.kids = {e};
            x.range = From(first);
            if (Is(Punct::kLParen)) {  // `a.length()` is 1.20's; methods do not exist in 1.10
                if (version_ < 120 || x.name != "length" || !Is(Punct::kRParen, 1))
                    Fail(Peek(), "'." + x.name + "()' : methods are not supported in GLSL " +
                                     std::to_string(version_ / 100) + "." + std::to_string(version_ % 100 / 10) + "0");
                Advance();
                Advance();
                x.array_call = true;
                x.range = From(first);
            }
            e = Deepen(x);
        } else if (t.Is(Punct::kPlusPlus) || t.Is(Punct::kMinusMinus)) {
            Advance();
            Expr& x = NewExpr(ExprKind::kPostfix, e->range);
            x.op = t.punct;
            x.op_range = RangeOf(t);
            x.kids = {e};
            x.range = From(first);
            e = Deepen(x);
        } else {
            return e;
        }
    }
}

const Expr* Parser::Primary() {
    const Token& t = Peek();
    if (t.kind == TokenKind::kNumber) {
        Advance();
        Expr& e = NewExpr(t.number.is_float ? ExprKind::kFloatLiteral : ExprKind::kIntLiteral, RangeOf(t));
        if (t.number.is_float) {
            e.number = t.number.real;
        } else {
            if (t.number.integer > 0xffffffffull) Fail(t, "integer constant '" + std::string(t.spelling) + "' is too large");
            e.number = static_cast<double>(static_cast<std::int32_t>(static_cast<std::uint32_t>(t.number.integer)));
        }
        return &e;
    }
    if (Accept(Punct::kLParen)) {
        Enter();
        const Expr* e = Expression();
        --depth_;
        Expect(Punct::kRParen, "to close the parenthesis");
        return e;
    }
    if (t.kind != TokenKind::kIdentifier) Fail(t, "expected an expression, found " + Describe(t));
    std::string n(t.spelling);
    if (n == "true" || n == "false") {
        Advance();
        Expr& e = NewExpr(ExprKind::kBoolLiteral, RangeOf(t));
        e.number = n == "true";
        return &e;
    }
    if (kReserved.count(n)) Fail(t, "'" + n + "' is a reserved keyword");
    if (kStatementWords.count(n) || IsQualifier(t)) Fail(t, "expected an expression, found keyword '" + n + "'");
    Advance();
    bool array_call = false;
    const Expr* array_size = nullptr;
    if (IsTypeName(t) && Is(Punct::kLBracket)) {
        // 1.20's array constructor `T[N](...)`
        if (version_ < 120) Fail(Peek(), "array constructors need GLSL 1.20");
        Advance();
        if (!Is(Punct::kRBracket)) array_size = Conditional();
        Expect(Punct::kRBracket, "in an array constructor");
        array_call = true;
    }
    if (!Is(Punct::kLParen)) {
        if (IsTypeName(t)) Fail(t, "type name '" + n + "' used as a value (a constructor needs '(...)')");
        Expr& e = NewExpr(ExprKind::kIdentifier, RangeOf(t));
        e.name = n;
        return &e;
    }
    Advance();
    Expr& e = NewExpr(ExprKind::kCall, RangeOf(t));
    e.name = n;
    e.array_call = array_call;
    e.array_size = array_size;
    if (IsWord("void") && Is(Punct::kRParen, 1)) Advance();
    if (!Is(Punct::kRParen)) {
        Enter();
        do e.kids.push_back(Assignment());
        while (Accept(Punct::kComma));
        --depth_;
    }
    Expect(Punct::kRParen, "after the arguments");
    e.range = From(t);
    return Deepen(e);
}

}  // namespace tessera::lang::glsl::detail
