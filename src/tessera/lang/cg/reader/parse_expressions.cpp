// SPDX-License-Identifier: MIT
// Expressions, with C's precedence ("Operator Precedence"): comma, assignment, ?:, the binary
// operators by precedence climbing, unary operators and casts, then postfix operators
// (swizzles and member access share the precedence of '[]', as the spec says).
//
// Binary operators are read in a loop, not by recursion, so a long chain costs no stack here;
// the tree it builds is still deep, so every node records its height and a chain past
// ParseLimits::max_expression_depth is an error. Real recursion (parentheses, unary
// operators, ?:, nested initializer lists) is bounded by ParseLimits::max_nesting.
//
// Types decide three parses: `(T)x` is a cast when T names a type, `T(...)` is a constructor,
// and `S::f` names a member of struct or interface S. The bitwise operators (& | ^ ~ << >>)
// and their assignments are read as in C; the spec's operator list omits them, so whether a
// profile accepts them is semantic analysis's decision.
#include <cctype>

#include "lang/cg/reader/parser_impl.h"

namespace tessera::lang::cg::detail {

namespace {

// The binary operators' precedence, higher binds tighter; 0 for a token that is none.
int Precedence(const Token& t, BinaryOp& op) {
    if (t.kind != TokenKind::kPunct) return 0;
    switch (t.punct) {
        case Punct::kPipePipe:
            op = BinaryOp::kLogicalOr;
            return 1;
        case Punct::kAmpAmp:
            op = BinaryOp::kLogicalAnd;
            return 2;
        case Punct::kPipe:
            op = BinaryOp::kBitOr;
            return 3;
        case Punct::kCaret:
            op = BinaryOp::kBitXor;
            return 4;
        case Punct::kAmp:
            op = BinaryOp::kBitAnd;
            return 5;
        case Punct::kEqualEqual:
            op = BinaryOp::kEqual;
            return 6;
        case Punct::kBangEqual:
            op = BinaryOp::kNotEqual;
            return 6;
        case Punct::kLess:
            op = BinaryOp::kLess;
            return 7;
        case Punct::kGreater:
            op = BinaryOp::kGreater;
            return 7;
        case Punct::kLessEqual:
            op = BinaryOp::kLessEqual;
            return 7;
        case Punct::kGreaterEqual:
            op = BinaryOp::kGreaterEqual;
            return 7;
        case Punct::kShl:
            op = BinaryOp::kShl;
            return 8;
        case Punct::kShr:
            op = BinaryOp::kShr;
            return 8;
        case Punct::kPlus:
            op = BinaryOp::kAdd;
            return 9;
        case Punct::kMinus:
            op = BinaryOp::kSub;
            return 9;
        case Punct::kStar:
            op = BinaryOp::kMul;
            return 10;
        case Punct::kSlash:
            op = BinaryOp::kDiv;
            return 10;
        case Punct::kPercent:
            op = BinaryOp::kMod;
            return 10;
        default:
            return 0;
    }
}

bool AssignOperator(const Token& t, AssignOp& op) {
    if (t.kind != TokenKind::kPunct) return false;
    switch (t.punct) {
        case Punct::kAssign:
            op = AssignOp::kAssign;
            return true;
        case Punct::kStarAssign:
            op = AssignOp::kMul;
            return true;
        case Punct::kSlashAssign:
            op = AssignOp::kDiv;
            return true;
        case Punct::kPercentAssign:
            op = AssignOp::kMod;
            return true;
        case Punct::kPlusAssign:
            op = AssignOp::kAdd;
            return true;
        case Punct::kMinusAssign:
            op = AssignOp::kSub;
            return true;
        case Punct::kShlAssign:
            op = AssignOp::kShl;
            return true;
        case Punct::kShrAssign:
            op = AssignOp::kShr;
            return true;
        case Punct::kAmpAssign:
            op = AssignOp::kBitAnd;
            return true;
        case Punct::kCaretAssign:
            op = AssignOp::kBitXor;
            return true;
        case Punct::kPipeAssign:
            op = AssignOp::kBitOr;
            return true;
        default:
            return false;
    }
}

bool PrefixOperator(const Token& t, UnaryOp& op) {
    if (t.kind != TokenKind::kPunct) return false;
    switch (t.punct) {
        case Punct::kPlus:
            op = UnaryOp::kPlus;
            return true;
        case Punct::kMinus:
            op = UnaryOp::kMinus;
            return true;
        case Punct::kBang:
            op = UnaryOp::kNot;
            return true;
        case Punct::kTilde:
            op = UnaryOp::kBitNot;
            return true;
        case Punct::kPlusPlus:
            op = UnaryOp::kPreIncrement;
            return true;
        case Punct::kMinusMinus:
            op = UnaryOp::kPreDecrement;
            return true;
        default:
            return false;
    }
}

// The code of a C character constant's first character ('a', '\n', '\x41', '\101').
std::uint32_t CharValue(std::string_view spelling) {
    std::string_view body = spelling.substr(1);
    if (body.empty()) return 0;
    if (body[0] != '\\') return static_cast<unsigned char>(body[0]);
    if (body.size() < 2) return '\\';
    char c = body[1];
    switch (c) {
        case 'n':
            return '\n';
        case 't':
            return '\t';
        case 'r':
            return '\r';
        case 'a':
            return '\a';
        case 'b':
            return '\b';
        case 'f':
            return '\f';
        case 'v':
            return '\v';
        case 'x': {
            std::uint32_t value = 0;
            for (std::size_t i = 2; i < body.size(); ++i) {
                int digit = std::tolower(static_cast<unsigned char>(body[i]));
                if (std::isdigit(digit))
                    value = value * 16 + static_cast<std::uint32_t>(digit - '0');
                else if (digit >= 'a' && digit <= 'f')
                    value = value * 16 + static_cast<std::uint32_t>(digit - 'a' + 10);
                else
                    break;
                value &= 0xff;
            }
            return value;
        }
        default:
            if (c >= '0' && c <= '7') {
                std::uint32_t value = 0;
                for (std::size_t i = 1;
                     i < body.size() && i < 4 && body[i] >= '0' && body[i] <= '7'; ++i)
                    value = value * 8 + static_cast<std::uint32_t>(body[i] - '0');
                return value & 0xff;
            }
            return static_cast<unsigned char>(c);
    }
}

}  // namespace

// expr = assign ("," assign)*
Expr* Parser::ParseExpression() {
    std::size_t first = Position();
    Expr* expr = ParseAssignment();
    while (Is(Punct::kComma)) {
        SourceRange op_range = RangeOf(Advance());
        auto* binary = arena_->Make<BinaryExpr>();
        binary->op = BinaryOp::kComma;
        binary->op_range = op_range;
        binary->lhs = expr;
        binary->rhs = ParseAssignment();
        binary->range = RangeFrom(first);
        expr = CheckDepth(binary, {binary->lhs, binary->rhs});
    }
    return expr;
}

// assign    = conditional (assign-op assign)?
// assign-op = "=" | "*=" | "/=" | "%=" | "+=" | "-=" | "<<=" | ">>=" | "&=" | "^=" | "|="
Expr* Parser::ParseAssignment() {
    std::size_t first = Position();
    if (!EnterNesting(Peek(), "expressions")) {
        SkipExpressionRest();
        return MakeError(first);
    }
    Expr* expr = ParseConditional();
    AssignOp op;
    if (AssignOperator(Peek(), op)) {
        auto* assign = arena_->Make<AssignExpr>();
        assign->op = op;
        assign->op_range = RangeOf(Advance());
        assign->target = expr;
        assign->value = ParseAssignment();
        assign->range = RangeFrom(first);
        expr = CheckDepth(assign, {assign->target, assign->value});
    }
    LeaveNesting();
    return expr;
}

// conditional = binary ("?" expr ":" conditional)?
Expr* Parser::ParseConditional() {
    std::size_t first = Position();
    Expr* condition = ParseBinary(1);
    if (!Is(Punct::kQuestion)) return condition;
    if (!EnterNesting(Peek(), "expressions")) {
        SkipExpressionRest();
        return MakeError(first);
    }
    Advance();
    auto* expr = arena_->Make<ConditionalExpr>();
    expr->condition = condition;
    expr->if_true = ParseExpression();
    if (Expect(Punct::kColon, "in the conditional expression"))
        expr->if_false = ParseConditional();
    else
        expr->if_false = MakeError(Position());
    LeaveNesting();
    expr->range = RangeFrom(first);
    return CheckDepth(expr, {expr->condition, expr->if_true, expr->if_false});
}

// binary = unary (binary-op unary)*, by precedence climbing; all binary operators are
// left-associative. Precedence, loosest first: || && | ^ & (== !=) (< > <= >=) (<< >>)
// (+ -) (* / %).
Expr* Parser::ParseBinary(int min_precedence) {
    std::size_t first = Position();
    Expr* lhs = ParseUnary();
    while (true) {
        BinaryOp op;
        int precedence = Precedence(Peek(), op);
        if (precedence == 0 || precedence < min_precedence) return lhs;
        auto* binary = arena_->Make<BinaryExpr>();
        binary->op = op;
        binary->op_range = RangeOf(Advance());
        binary->lhs = lhs;
        binary->rhs = ParseBinary(precedence + 1);  // recursion bounded by the 10 levels
        binary->range = RangeFrom(first);
        lhs = CheckDepth(binary, {binary->lhs, binary->rhs});
    }
}

// unary = ("+" | "-" | "!" | "~" | "++" | "--") unary
//       | "(" type array-dims ")" unary
//       | postfix
Expr* Parser::ParseUnary() {
    std::size_t first = Position();
    UnaryOp op;
    bool recursive =
        PrefixOperator(Peek(), op) || Is(Punct::kAmp) || Is(Punct::kStar) || StartsCast();
    if (!recursive) return ParsePostfix(ParsePrimary(), first);
    // Only the forms that recurse count as a level (a parenthesis counts in ParseAssignment).
    if (!EnterNesting(Peek(), "expressions")) {
        SkipExpressionRest();
        return MakeError(first);
    }
    Expr* result = nullptr;
    if (PrefixOperator(Peek(), op)) {
        Advance();
        auto* unary = arena_->Make<UnaryExpr>();
        unary->op = op;
        unary->operand = ParseUnary();
        unary->range = RangeFrom(first);
        result = CheckDepth(unary, {unary->operand});
    } else if (Is(Punct::kAmp) || Is(Punct::kStar)) {
        Error(Peek(), "Cg has no pointers: unary '" +
                          std::string(cfamily::PunctSpelling(Peek().punct)) + "' is not supported");
        Advance();
        ParseUnary();
        result = MakeError(first);
    } else if (StartsCast()) {
        Advance();  // '('
        auto* cast = arena_->Make<CastExpr>();
        std::vector<Decl*> hoisted;
        ParseTypeSpec(cast->type, hoisted);
        if (!hoisted.empty())
            ErrorAt(hoisted.front()->range, "a struct cannot be defined in a cast");
        ParseArrayDims(cast->type.dims);
        Expect(Punct::kRParen, "after the type of the cast");
        cast->operand = ParseUnary();
        cast->range = RangeFrom(first);
        result = CheckDepth(cast, {cast->operand});
    }
    LeaveNesting();
    return result;
}

bool Parser::StartsCast() const {
    if (!Is(Punct::kLParen) || !StartsType(1)) return false;
    std::size_t i = 2;
    const Token& word = Peek(1);
    if (word.spelling == "struct" || word.spelling == "interface") {
        if (Peek(i).kind != TokenKind::kIdentifier) return false;  // not `(struct {...})`
        ++i;
    } else if (word.spelling == "unsigned") {
        std::string_view next = Peek(i).spelling;
        if (Peek(i).kind == TokenKind::kIdentifier &&
            (next == "char" || next == "short" || next == "int" || next == "long"))
            ++i;
    }
    // `(float[4])x`: skip the dimensions, brackets balanced.
    while (Peek(i).Is(Punct::kLBracket)) {
        std::size_t depth = 0;
        do {
            const Token& t = Peek(i);
            if (t.kind == TokenKind::kEndOfFile) return false;
            if (t.Is(Punct::kLBracket)) ++depth;
            if (t.Is(Punct::kRBracket)) --depth;
            ++i;
        } while (depth > 0);
    }
    return Peek(i).Is(Punct::kRParen);
}

// postfix = primary ( "[" expr "]" | "(" arguments ")" | "." identifier | "++" | "--" )*
Expr* Parser::ParsePostfix(Expr* base, std::size_t first) {
    while (true) {
        if (Is(Punct::kLBracket)) {
            Advance();
            auto* index = arena_->Make<IndexExpr>();
            index->base = base;
            index->index = ParseExpression();
            Expect(Punct::kRBracket, "after the index");
            index->range = RangeFrom(first);
            base = CheckDepth(index, {index->base, index->index});
        } else if (Is(Punct::kLParen)) {
            auto* call = arena_->Make<CallExpr>();
            call->callee = base;
            call->args = ParseArguments();
            call->range = RangeFrom(first);
            std::vector<Expr*> children = call->args;
            children.push_back(base);
            base = CheckDepth(call, children);
        } else if (Is(Punct::kDot)) {
            Advance();
            if (Peek().kind != TokenKind::kIdentifier) {
                Error(Peek(), "expected a member name or swizzle after '.'");
                return MakeError(first);
            }
            auto* member = arena_->Make<MemberExpr>();
            member->base = base;
            member->name = std::string(Peek().spelling);
            member->name_range = RangeOf(Advance());
            member->range = RangeFrom(first);
            base = CheckDepth(member, {member->base});
        } else if (Is(Punct::kPlusPlus) || Is(Punct::kMinusMinus)) {
            auto* unary = arena_->Make<UnaryExpr>();
            unary->op =
                Advance().Is(Punct::kPlusPlus) ? UnaryOp::kPostIncrement : UnaryOp::kPostDecrement;
            unary->operand = base;
            unary->range = RangeFrom(first);
            base = CheckDepth(unary, {unary->operand});
        } else if (Is(Punct::kArrow)) {
            Error(Peek(), "Cg has no pointers: '->' is not supported");
            Advance();
            if (Peek().kind == TokenKind::kIdentifier) Advance();
            base = MakeError(first);
        } else {
            return base;
        }
    }
}

// arguments = "(" (assign ("," assign)*)? ")"
std::vector<Expr*> Parser::ParseArguments() {
    std::vector<Expr*> args;
    Advance();  // '('
    if (!Is(Punct::kRParen)) {
        while (true) {
            args.push_back(ParseAssignment());
            if (!Accept(Punct::kComma)) break;
        }
    }
    if (!Expect(Punct::kRParen, "after the arguments")) {
        SkipExpressionRest();
        Accept(Punct::kRParen);
    }
    return args;
}

// primary = number | character | "true" | "false" | identifier | identifier "::" identifier
//         | type arguments                  (a constructor: float4(...), S(...))
//         | "(" expr ")"
Expr* Parser::ParsePrimary() {
    std::size_t first = Position();
    const Token& t = Peek();
    switch (t.kind) {
        case TokenKind::kNumber: {
            Advance();
            auto* number = Make<NumberExpr>(first);
            number->value = t.number;
            number->spelling = std::string(t.spelling);
            return number;
        }
        case TokenKind::kChar: {
            Advance();
            auto* character = Make<CharExpr>(first);
            character->spelling = std::string(t.spelling);
            character->value = CharValue(t.spelling);
            return character;
        }
        case TokenKind::kString:
            Error(t, "string literals are not part of core Cg");
            Advance();
            return MakeError(first);
        case TokenKind::kPunct:
            if (t.Is(Punct::kLParen)) {
                Advance();
                Expr* inner = ParseExpression();
                if (!Expect(Punct::kRParen, "to close the parenthesis")) {
                    SkipExpressionRest();
                    Accept(Punct::kRParen);
                }
                return inner;
            }
            if (t.Is(Punct::kLBrace)) {
                Error(t, "an initializer list is only allowed in a declaration's initializer");
                ParseInitializer();
                return MakeError(first);
            }
            break;
        case TokenKind::kIdentifier: {
            if (t.spelling == "true" || t.spelling == "false") {
                Advance();
                auto* boolean = Make<BoolExpr>(first);
                boolean->value = t.spelling == "true";
                return boolean;
            }
            if (Peek(1).Is(Punct::kColonColon) && Peek(2).kind == TokenKind::kIdentifier &&
                !IsKeyword(t.spelling) && !BuiltinTypeOf(t.spelling)) {
                auto* scope = arena_->Make<ScopeExpr>();
                scope->scope = std::string(Advance().spelling);
                Advance();
                scope->name = std::string(Advance().spelling);
                return Finish(scope, first);
            }
            if (StartsType()) {
                auto* constructor = arena_->Make<ConstructorExpr>();
                std::vector<Decl*> hoisted;
                ParseTypeSpec(constructor->type, hoisted);
                if (!Is(Punct::kLParen)) {
                    ErrorAt(constructor->type.range, "a type is not a value; write '" +
                                                         constructor->type.name +
                                                         "(...)' to construct one");
                    return MakeError(first);
                }
                constructor->args = ParseArguments();
                constructor->range = RangeFrom(first);
                return CheckDepth(constructor, constructor->args);
            }
            if (CheckReserved(t)) {
                Advance();
                return MakeError(first);
            }
            if (IsKeyword(t.spelling)) break;
            Advance();
            auto* identifier = Make<IdentifierExpr>(first);
            identifier->name = std::string(t.spelling);
            return identifier;
        }
        default:
            break;
    }
    Error(t, "expected an expression");
    return MakeError(first);
}

// initializer = "{" (initializer ("," initializer)* ","?)? "}" | assign
Expr* Parser::ParseInitializer() {
    if (!Is(Punct::kLBrace)) return ParseAssignment();
    std::size_t first = Position();
    Advance();
    if (!EnterNesting(Peek(), "initializer lists")) {
        SkipExpressionRest();
        Accept(Punct::kRBrace);
        return MakeError(first);
    }
    auto* list = arena_->Make<InitListExpr>();
    while (!Is(Punct::kRBrace) && !AtEnd()) {
        list->elements.push_back(ParseInitializer());
        if (!Accept(Punct::kComma)) break;
    }
    if (!Expect(Punct::kRBrace, "at the end of the initializer list")) {
        SkipExpressionRest();
        Accept(Punct::kRBrace);
    }
    LeaveNesting();
    list->range = RangeFrom(first);
    return CheckDepth(list, list->elements);
}

}  // namespace tessera::lang::cg::detail
