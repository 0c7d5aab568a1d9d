// SPDX-License-Identifier: MIT
// Statements ("Statements and Expressions": as in C, plus discard; no switch, goto or labels).
//
// A statement that begins like a declaration (parser_impl.h says how that is decided) is a
// DeclStmt; anything else that is not a keyword statement is an expression statement. Each
// statement starts with a clean error state, so a mistake in one does not silence the next;
// one whose end cannot be found skips to the next ';' or to the '}' closing its block.
// Branches and loop bodies get their own scope, as in C++, so a declaration there cannot
// leak a name (and with it a type-name shadowing) into the enclosing block.
#include "lang/cg/reader/parser_impl.h"

namespace tessera::lang::cg::detail {

// stmt = block | if | for | while | do | jump | ";" | declaration | expr ";"
Stmt* Parser::ParseStatement() {
    panic_ = false;
    std::size_t first = Position();
    if (!EnterNesting(Peek(), "statements")) {
        if (Is(Punct::kLBrace))
            SkipBraces();
        else
            SyncStatement();
        return Make<ErrorStmt>(first);
    }
    Stmt* stmt = ParseUnnestedStatement();
    LeaveNesting();
    return stmt;
}

Stmt* Parser::ParseStatementInScope() {
    PushScope();
    Stmt* stmt = ParseStatement();
    PopScope();
    return stmt;
}

Stmt* Parser::ParseUnnestedStatement() {
    std::size_t first = Position();
    const Token& t = Peek();
    if (t.Is(Punct::kLBrace)) return ParseBlock(true);
    if (t.Is(Punct::kSemicolon)) {
        Advance();
        return Make<EmptyStmt>(first);
    }
    if (t.kind == TokenKind::kIdentifier) {
        if (t.spelling == "if") return ParseIf();
        if (t.spelling == "for") return ParseFor();
        if (t.spelling == "while") return ParseWhile();
        if (t.spelling == "do") return ParseDo();
        if (t.spelling == "break" || t.spelling == "continue" || t.spelling == "return" ||
            t.spelling == "discard")
            return ParseJump();
        if (t.spelling == "else") {
            Error(t, "'else' without a matching 'if'");
            Advance();
            return ParseStatement();
        }
        if (Peek(1).Is(Punct::kColon) && !IsKeyword(t.spelling) &&
            ReservedWordMessage(t.spelling).empty()) {
            // "Reserved keywords goto, switch, case, and default are not supported, nor are
            // labels."
            Error(t, "labels are not supported in Cg");
            Advance();
            Advance();
            return ParseStatement();
        }
        if (StartsDeclaration()) {
            auto* stmt = arena_->Make<DeclStmt>();
            ParseDeclaration(stmt->decls, DeclContext::kLocal);
            return Finish(stmt, first);
        }
    }
    auto* stmt = arena_->Make<ExprStmt>();
    stmt->expr = ParseExpression();
    ExpectSemicolon("after the expression");
    return Finish(stmt, first);
}

// block = "{" stmt* "}"
BlockStmt* Parser::ParseBlock(bool new_scope) {
    std::size_t first = Position();
    auto* block = arena_->Make<BlockStmt>();
    Advance();  // '{'
    if (new_scope) PushScope();
    while (!AtEnd() && !Is(Punct::kRBrace)) {
        std::size_t before = Position();
        block->statements.push_back(ParseStatement());
        if (Position() == before) {
            SyncStatement();
            if (Position() == before) Advance();
        }
    }
    panic_ = false;
    Expect(Punct::kRBrace, "at the end of the block");
    if (new_scope) PopScope();
    return Finish(block, first);
}

Expr* Parser::ParseCondition(std::string_view keyword) {
    std::size_t first = Position();
    if (!Expect(Punct::kLParen, "after '" + std::string(keyword) + "'")) return MakeError(first);
    Expr* condition = ParseExpression();
    if (!Expect(Punct::kRParen, "after the condition") && !Is(Punct::kLBrace) &&
        !Peek().Has(cfamily::kStartOfLine)) {
        SkipExpressionRest();
        Accept(Punct::kRParen);
    }
    return condition;
}

// if = "if" "(" expr ")" stmt ("else" stmt)?
Stmt* Parser::ParseIf() {
    std::size_t first = Position();
    auto* stmt = arena_->Make<IfStmt>();
    Advance();
    stmt->condition = ParseCondition("if");
    stmt->then_branch = ParseStatementInScope();
    if (AcceptWord("else")) stmt->else_branch = ParseStatementInScope();
    return Finish(stmt, first);
}

// for = "for" "(" (declaration | expr? ";") expr? ";" expr? ")" stmt
Stmt* Parser::ParseFor() {
    std::size_t first = Position();
    auto* stmt = arena_->Make<ForStmt>();
    Advance();
    if (!Expect(Punct::kLParen, "after 'for'")) {
        SyncStatement();
        return Make<ErrorStmt>(first);
    }
    PushScope();  // the loop variable's
    std::size_t init_first = Position();
    if (Accept(Punct::kSemicolon)) {
        // no initialization
    } else if (StartsDeclaration()) {
        auto* decl = arena_->Make<DeclStmt>();
        ParseDeclaration(decl->decls, DeclContext::kLocal);
        stmt->init = Finish(decl, init_first);
    } else {
        auto* expr = arena_->Make<ExprStmt>();
        expr->expr = ParseExpression();
        Expect(Punct::kSemicolon, "after the loop initialization");
        stmt->init = Finish(expr, init_first);
    }
    if (!Is(Punct::kSemicolon)) stmt->condition = ParseExpression();
    Expect(Punct::kSemicolon, "after the loop condition");
    if (!Is(Punct::kRParen)) stmt->step = ParseExpression();
    if (!Expect(Punct::kRParen, "after the loop increment")) {
        SkipExpressionRest();
        Accept(Punct::kRParen);
    }
    stmt->body = ParseStatementInScope();
    PopScope();
    return Finish(stmt, first);
}

// while = "while" "(" expr ")" stmt
Stmt* Parser::ParseWhile() {
    std::size_t first = Position();
    auto* stmt = arena_->Make<WhileStmt>();
    Advance();
    stmt->condition = ParseCondition("while");
    stmt->body = ParseStatementInScope();
    return Finish(stmt, first);
}

// do = "do" stmt "while" "(" expr ")" ";"
Stmt* Parser::ParseDo() {
    std::size_t first = Position();
    auto* stmt = arena_->Make<DoStmt>();
    Advance();
    stmt->body = ParseStatementInScope();
    if (!AcceptWord("while")) {
        Error(Peek(), "expected 'while' after the body of a do loop");
        SyncStatement();
        stmt->condition = MakeError(Position());
        return Finish(stmt, first);
    }
    stmt->condition = ParseCondition("while");
    ExpectSemicolon("after the do loop");
    return Finish(stmt, first);
}

// jump = "break" ";" | "continue" ";" | "return" expr? ";" | "discard" ";"
Stmt* Parser::ParseJump() {
    std::size_t first = Position();
    std::string_view word = Advance().spelling;
    Stmt* stmt = nullptr;
    if (word == "break") {
        stmt = arena_->Make<BreakStmt>();
    } else if (word == "continue") {
        stmt = arena_->Make<ContinueStmt>();
    } else if (word == "discard") {
        stmt = arena_->Make<DiscardStmt>();
    } else {
        auto* ret = arena_->Make<ReturnStmt>();
        if (!Is(Punct::kSemicolon)) ret->value = ParseExpression();
        stmt = ret;
    }
    ExpectSemicolon(word == "return" && stmt->kind == StmtKind::kReturn &&
                            static_cast<ReturnStmt*>(stmt)->value
                        ? "after the return value"
                        : "after '" + std::string(word) + "'");
    return Finish(stmt, first);
}

}  // namespace tessera::lang::cg::detail
