// SPDX-License-Identifier: MIT
// The parser's state, shared by its files (parser.cpp: cursor, diagnostics, recovery and the
// type-name table; parse_types.cpp, parse_declarations.cpp, parse_statements.cpp,
// parse_expressions.cpp: the grammar, one rule per function, the rule in a comment above it).
//
// It is a plain recursive-descent parser over the preprocessor's tokens. Two things make Cg
// harder than its grammar looks:
//
// 1. Whether an identifier names a type changes the parse: `(T)-x` is a cast or a
//    subtraction, `T(x)` a constructor or a call, `T x;` a declaration or garbage. So the
//    parser keeps C's "lexer hack" table: a stack of scopes mapping each name declared so
//    far to "type" (typedef, struct, interface) or "ordinary" (variable, function,
//    parameter), so a variable can hide a type in an inner scope as in C. Built-in type
//    names (float4, half3x3, sampler2D) are recognised by spelling (keywords.h).
// 2. A profile name is a specifier (`arbfp1 float4 f()`), yet it is an ordinary identifier.
//    An identifier that is not a type, at the start of a declaration, followed by a type or
//    a specifier, is a profile name; a typedef of the same name wins, as the spec says.
// 3. The vector, matrix and sampler type names are predefined typedef names, not keywords
//    (spec "Types": "Type identifiers must be predefined for these types in the global
//    scope"), so, as in C, a parameter or local variable may take one as its name and hide
//    the type in its scope (`uniform sampler2D sampler`, which cgc compiled). The table
//    counts such declarations so that, in the usual program that has none, a built-in
//    word is a type without looking through the scopes.
//
// Errors: `Error` reports unless the current statement or declaration has already had one
// (`panic_`), so one mistake gives one message. Statements and declarations clear the flag
// when they start; a statement whose end cannot be found skips to the next ';' or '}'.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "lang/cg/reader/ast.h"
#include "lang/cg/reader/keywords.h"
#include "lang/cg/reader/parser.h"

namespace tessera::lang::cg::detail {

using cfamily::Punct;
using cfamily::Token;
using cfamily::TokenKind;

/// Where a declaration is: it decides what a declarator may be.
enum class DeclContext { kGlobal, kLocal, kMember, kInterfaceMember };

/// The specifiers and type at the start of a declaration.
struct DeclSpecs {
    std::uint16_t specifiers = 0;
    std::vector<Name> profiles;
    bool is_typedef = false;
    bool has_type = false;
    TypeSpec type;
};

class Parser {
  public:
    Parser(const std::vector<Token>& tokens, support::DiagnosticList& diagnostics,
           const ParseLimits& limits, const ParseDialect& dialect);
    TranslationUnit Run();

    // --- parser.cpp: tokens -----------------------------------------------------------------
    // Inline: the parser asks these several times per token.
    const Token& Peek(std::size_t ahead = 0) const {
        const std::size_t i = pos_ + ahead;
        return i < tokens_.size() ? tokens_[i] : end_;
    }
    const Token& Advance() {
        const Token& token = Peek();
        if (pos_ < tokens_.size() && token.kind != TokenKind::kEndOfFile) ++pos_;
        return token;
    }
    bool Is(Punct p) const { return Peek().Is(p); }
    bool IsWord(std::string_view word, std::size_t ahead = 0) const {
        return Peek(ahead).IsIdentifier(word);
    }
    bool AtEnd() const { return Peek().kind == TokenKind::kEndOfFile; }
    bool Accept(Punct p);
    bool AcceptWord(std::string_view word);
    /// Consumes `p` or reports "expected 'p' <context>" (at the end of the previous token
    /// when `after_previous`, the way a missing ';' is best shown).
    bool Expect(Punct p, std::string_view context = "", bool after_previous = false);
    /// Expects the ';' ending a statement or declaration; when it is missing, skips to the
    /// next one unless the next line starts right away (a forgotten ';' at the end of a line).
    void ExpectSemicolon(std::string_view context, bool top_level = false);

    // --- parser.cpp: diagnostics and ranges ------------------------------------------------
    void Error(const Token& at, std::string message);
    void ErrorAt(SourceRange range, std::string message);
    SourceRange RangeOf(const Token& token) const;
    /// From the token at index `first` to the last token consumed.
    SourceRange RangeFrom(std::size_t first) const;
    std::size_t Position() const { return pos_; }

    // --- parser.cpp: recovery ---------------------------------------------------------------
    void SyncStatement();
    void SyncTopLevel();
    /// At a CgFX `technique` block (`technique NAME { ... }`): reports it and skips it.
    bool SkipEffectBlock();
    /// Skips the rest of an expression: to a ')', ']', ',', ';', ':' or '}' outside brackets.
    void SkipExpressionRest();
    /// At '{': skips to after its matching '}'.
    void SkipBraces();
    /// At '<' after a declarator: reports CgFX annotations and skips them.
    void SkipAnnotation();

    /// Nesting bound: Enter reports (once) and returns false past the limit.
    bool EnterNesting(const Token& at, std::string_view what);
    void LeaveNesting() { --nesting_; }

    // --- parser.cpp: the type-name table ----------------------------------------------------
    void PushScope() { scopes_.emplace_back(); }
    void PopScope() {
        hiding_builtin_types_ -= scopes_.back().hiding_builtin_types;
        scopes_.pop_back();
    }
    void DeclareType(const std::string& name) { Declare(name, true); }
    void DeclareOrdinary(const std::string& name) { Declare(name, false); }
    bool IsTypeName(std::string_view name) const;
    /// A built-in type's word (keywords.h), and GLSL's names of them where the dialect takes
    /// them, unless a variable or parameter of that name hides the type here.
    std::optional<BuiltinType> BuiltinTypeOf(std::string_view word) const;
    /// A built-in type's word that a parameter or local variable may take as its name (essay,
    /// point 3): every one but the keywords (float, int, void, ...).
    bool IsHideableTypeWord(const Token& t) const {
        return t.kind == TokenKind::kIdentifier && !IsKeyword(t.spelling) &&
               BuiltinTypeOf(t.spelling);
    }
    /// An identifier that is no keyword, built-in type or reserved word.
    bool IsPlainIdentifier(const Token& t) const;
    /// An identifier that may be declared: no keyword or built-in type (a reserved word is
    /// reported where it is declared).
    bool IsDeclarableName(const Token& t) const {
        return t.kind == TokenKind::kIdentifier && !IsKeyword(t.spelling) && !BuiltinTypeOf(t.spelling);
    }
    /// The token `ahead` begins a type: a built-in word, `unsigned`, `struct`, `interface`,
    /// or a declared type name.
    bool StartsType(std::size_t ahead = 0) const;
    bool IsSpecifierWord(std::size_t ahead = 0) const;
    /// A profile-name specifier begins at `ahead` (see the essay).
    bool StartsProfile(std::size_t ahead = 0) const;
    /// The current token begins a declaration rather than an expression.
    bool StartsDeclaration() const;
    /// Reports a reserved word used as a name; true if it was one.
    bool CheckReserved(const Token& token);

    template <typename T>
    T* Make(std::size_t first) {
        T* node = arena_->Make<T>();
        node->range = RangeFrom(first);
        return node;
    }
    template <typename T>
    T* Finish(T* node, std::size_t first) {
        node->range = RangeFrom(first);
        return node;
    }

    // --- parse_types.cpp ---------------------------------------------------------------------
    DeclSpecs ParseDeclSpecifiers(std::vector<Decl*>& hoisted, DeclContext context);
    bool ParseTypeSpec(TypeSpec& type, std::vector<Decl*>& hoisted);
    StructDecl* ParseStructSpecifier(TypeSpec& type);
    void ParseArrayDims(std::vector<ArrayDim>& dims);
    Semantic ParseSemantic();

    // --- parse_declarations.cpp --------------------------------------------------------------
    void ParseDeclaration(std::vector<Decl*>& out, DeclContext context);
    FunctionDecl* ParseFunction(DeclSpecs& specs, const Token& name, std::size_t first,
                                DeclContext context);
    ParamDecl* ParseParameter();
    void ParseStructBody(StructDecl* decl);

    // --- parse_statements.cpp ----------------------------------------------------------------
    Stmt* ParseStatement();
    Stmt* ParseStatementInScope();
    Stmt* ParseUnnestedStatement();
    BlockStmt* ParseBlock(bool new_scope);
    Stmt* ParseIf();
    Stmt* ParseFor();
    Stmt* ParseWhile();
    Stmt* ParseDo();
    Stmt* ParseJump();
    /// "(" expression ")" after if, while and do-while.
    Expr* ParseCondition(std::string_view keyword);

    // --- parse_expressions.cpp ---------------------------------------------------------------
    Expr* ParseExpression();
    Expr* ParseAssignment();
    Expr* ParseConditional();
    Expr* ParseBinary(int min_precedence);
    Expr* ParseUnary();
    Expr* ParsePostfix(Expr* base, std::size_t first);
    Expr* ParsePrimary();
    Expr* ParseInitializer();
    /// `(` type `)` follows: the current '(' starts a cast.
    bool StartsCast() const;
    /// Sets `depth` from the children's and enforces the expression depth limit.
    Expr* CheckDepth(Expr* node, std::initializer_list<const Expr*> children);
    Expr* CheckDepth(Expr* node, const std::vector<Expr*>& children);
    std::vector<Expr*> ParseArguments();
    ErrorExpr* MakeError(std::size_t first);

  private:
    void Declare(const std::string& name, bool is_type);

    const std::vector<Token>& tokens_;
    support::DiagnosticList& diagnostics_;
    ParseLimits limits_;
    ParseDialect dialect_;
    std::unique_ptr<Arena> arena_ = std::make_unique<Arena>();
    std::size_t pos_ = 0;
    std::size_t nesting_ = 0;
    bool too_deep_ = false;  // the nesting limit was hit in this top-level declaration
    // Looked up by string_view (a token's spelling) without building a string.
    struct NameHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view name) const {
            return std::hash<std::string_view>{}(name);
        }
    };
    struct Scope {
        std::unordered_map<std::string, bool, NameHash, std::equal_to<>> names;  // true: a type
        std::size_t hiding_builtin_types = 0;  // ordinary names spelt as a built-in type
    };
    std::vector<Scope> scopes_;
    std::size_t hiding_builtin_types_ = 0;  // over all open scopes
    Token end_;  // returned by Peek past the end when the input lacks a kEndOfFile

  public:
    bool panic_ = false;
};

}  // namespace tessera::lang::cg::detail
