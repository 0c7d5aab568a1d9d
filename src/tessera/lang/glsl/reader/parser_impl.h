// SPDX-License-Identifier: MIT
// The GLSL parser's state and tables, shared by its two files: parser.cpp (declarations and
// statements) and parse_expressions.cpp (expressions). parser.h describes the parser.
#pragma once

#include <set>
#include <string>

#include "lang/common/cfamily_sync.h"
#include "lang/glsl/reader/parser.h"

namespace tessera::lang::glsl::detail {

using cfamily::Punct;
using cfamily::Token;
using cfamily::TokenKind;

// GLSL 1.10 section 3.6: keywords reserved for future use; using one is an error.
inline const std::set<std::string> kReserved = {
    "asm", "class", "union", "enum", "typedef", "template", "this", "packed", "goto", "switch",
    "default", "inline", "noinline", "volatile", "public", "static", "extern", "external",
    "interface", "long", "short", "double", "half", "fixed", "unsigned", "input", "output",
    "hvec2", "hvec3", "hvec4", "dvec2", "dvec3", "dvec4", "fvec2", "fvec3", "fvec4",
    "sampler2DRect", "sampler3DRect", "sampler2DRectShadow", "sizeof", "cast", "namespace",
    "using"};

inline const std::set<std::string> kTypes110 = {
    "void", "bool", "int", "float", "vec2", "vec3", "vec4", "bvec2", "bvec3", "bvec4",
    "ivec2", "ivec3", "ivec4", "mat2", "mat3", "mat4", "sampler1D", "sampler2D", "sampler3D",
    "samplerCube", "sampler1DShadow", "sampler2DShadow"};
inline const std::set<std::string> kTypes120 = {"mat2x2", "mat2x3", "mat2x4", "mat3x2", "mat3x3",
                                         "mat3x4", "mat4x2", "mat4x3", "mat4x4"};
inline const std::set<std::string> kStatementWords = {
    "attribute", "const", "uniform", "varying", "in", "out", "inout", "struct", "break",
    "continue", "do", "for", "while", "if", "else", "discard", "return", "true", "false"};

inline constexpr int kMaxDepth = 200;
inline constexpr std::uint32_t kMaxExprDepth = 2000;

/// Thrown at a syntax error (after reporting it); the recovery point around it catches it.
using common::SyntaxError;

class Parser {
  public:
    Parser(const std::vector<Token>& tokens, int version, support::DiagnosticList& d, TranslationUnit& u)
        : tokens_(tokens), version_(version), diags_(d), unit_(u) {
        // The built-in uniforms' structure types (section 7.5) are type names from the start.
        struct_names_.push_back({"gl_DepthRangeParameters", "gl_PointParameters", "gl_MaterialParameters",
                                 "gl_LightSourceParameters", "gl_LightModelParameters", "gl_LightModelProducts",
                                 "gl_LightProducts", "gl_FogParameters"});
        struct_names_.emplace_back();
    }

    // translation_unit = external*
    void Run() {
        try {
            while (!AtEnd()) {
                const std::size_t before = pos_;
                if (!Recovering([&] { External(); }) && pos_ == before) Advance();  // a stray '}'
            }
        } catch (const SyntaxError&) {  // the diagnostic list is full: the rest is not read
        }
    }

  private:
    // --- tokens -------------------------------------------------------------------------
    const Token& Peek(std::size_t ahead = 0) const {
        std::size_t i = pos_ + ahead;
        return i < tokens_.size() ? tokens_[i] : tokens_.back();
    }
    const Token& Advance() {
        const Token& t = Peek();
        if (pos_ + 1 < tokens_.size()) ++pos_;
        return t;
    }
    bool AtEnd() const { return Peek().kind == TokenKind::kEndOfFile; }
    bool Is(Punct p, std::size_t ahead = 0) const { return Peek(ahead).Is(p); }
    bool IsWord(const char* w, std::size_t ahead = 0) const { return Peek(ahead).IsIdentifier(w); }
    bool Accept(Punct p) {
        if (!Is(p)) return false;
        Advance();
        return true;
    }
    bool AcceptWord(const char* w) {
        if (!IsWord(w)) return false;
        Advance();
        return true;
    }
    [[noreturn]] void Fail(const Token& at, const std::string& message) {
        Range r = RangeOf(at);
        diags_.Error(r.location.offset, r.length, message);
        throw SyntaxError{};
    }
    static std::string Describe(const Token& t) {
        if (t.kind == TokenKind::kEndOfFile) return "end of file";
        return "'" + std::string(t.spelling) + "'";
    }
    void Expect(Punct p, const char* context) {
        if (Accept(p)) return;
        Fail(Peek(), "expected '" + std::string(cfamily::PunctSpelling(p)) + "' " + context + ", found " +
                         Describe(Peek()));
    }
    static Range RangeOf(const Token& t) {
        return {t.expansion, static_cast<std::uint32_t>(t.expansion == t.location ? std::max<int>(t.length, 1)
                                                                                : std::max<int>(t.expansion_length, 1))};
    }
    Range From(const Token& first) const {
        Range r = RangeOf(first);
        const Token& last = tokens_[pos_ > 0 ? pos_ - 1 : 0];
        std::uint32_t end = last.expansion.offset + RangeOf(last).length;
        if (end > r.location.offset) r.length = end - r.location.offset;
        return r;
    }
    void Enter() {
        if (++depth_ > kMaxDepth) Fail(Peek(), "the program nests too deeply (more than 200 levels)");
    }

    // --- recovery (lang/common/recovery.h) ------------------------------------------------
    /// A recovery point: parses one item of a list; after a syntax error in it, puts the
    /// scopes and nesting count back as they were at its start and skips to where the next
    /// item can start. False after an error. Once the diagnostic list is full, or when the
    /// file ended inside the item, the error goes on up and ends the parse.
    template <class Item>
    bool Recovering(Item&& item) {
        const std::size_t scopes = struct_names_.size();
        const int depth = depth_;
        try {
            item();
            return true;
        } catch (const SyntaxError&) {
            if (diags_.All().size() >= support::DiagnosticList::kMaxDiagnostics) throw;
            struct_names_.resize(scopes);
            depth_ = depth;
            // An item the file ended inside: so did every construct around it, already told.
            if (!Resynchronise() && AtEnd()) throw;
            return false;
        }
    }
    bool Resynchronise();

    // --- names --------------------------------------------------------------------------
    bool IsStructName(const std::string& n) const {
        for (auto it = struct_names_.rbegin(); it != struct_names_.rend(); ++it)
            if (it->count(n)) return true;
        return false;
    }
    bool IsTypeName(const Token& t) const {
        if (t.kind != TokenKind::kIdentifier) return false;
        std::string n(t.spelling);
        return IsBuiltinTypeName(n, version_) || IsStructName(n);
    }
    bool IsQualifier(const Token& t) const {
        return t.IsIdentifier("const") || t.IsIdentifier("uniform") || t.IsIdentifier("varying") ||
               t.IsIdentifier("attribute") || t.IsIdentifier("in") || t.IsIdentifier("out") ||
               t.IsIdentifier("inout") ||
               // Not reserved in GLSL 1.10: names there (piglit qualifiers/centroid-01, invariant-01).
               (version_ >= 120 && (t.IsIdentifier("invariant") || t.IsIdentifier("centroid")));
    }
    /// An identifier a declaration may introduce: not a keyword, not reserved.
    std::string Name(const char* what, Range& range) {
        const Token& t = Peek();
        if (t.kind != TokenKind::kIdentifier) Fail(t, std::string("expected ") + what + ", found " + Describe(t));
        std::string n(t.spelling);
        if (kReserved.count(n)) Fail(t, "'" + n + "' is a reserved keyword");
        if (IsBuiltinTypeName(n, version_) || kStatementWords.count(n) || IsQualifier(t))
            Fail(t, std::string("expected ") + what + ", found keyword '" + n + "'");
        range = RangeOf(t);
        Advance();
        return n;
    }

    // --- types --------------------------------------------------------------------------
    TypeSpec Type();
    const StructDecl* Struct();
    void Field(StructDecl& s);
    void ArraySuffix(VarDecl& v);
    std::uint8_t Qualifiers();
    // --- declarations -------------------------------------------------------------------
    void External();
    void Declarators(std::uint8_t q, const TypeSpec& type, std::vector<VarDecl>& out);
    const FunctionDecl* Function(std::uint8_t q, const TypeSpec& type, const Token& first);
    // --- statements ---------------------------------------------------------------------
    Stmt& NewStmt(StmtKind kind, const Token& first);
    const Stmt* Compound();
    bool StartsDeclaration() const;
    const Stmt* SubStatement();
    const Stmt* Statement();
    const Stmt* Simple(const Token& first);
    void Condition(Stmt& s);

    // --- expressions --------------------------------------------------------------------
    const Expr* Deepen(Expr& e);
    Expr& NewExpr(ExprKind kind, Range range);
    const Expr* Join(ExprKind kind, const Expr* a, const Expr* b, const Token& op);
    const Expr* Expression();
    static bool IsAssignOp(Punct p);
    const Expr* Assignment();
    const Expr* Conditional();
    static int Level(Punct p);
    const Expr* BinaryLevel(int level);
    const Expr* Unary();
    const Expr* Postfix();
    const Expr* Primary();

    const std::vector<Token>& tokens_;
    int version_;
    support::DiagnosticList& diags_;
    TranslationUnit& unit_;
    std::size_t pos_ = 0;
    int depth_ = 0;
    std::vector<std::set<std::string>> struct_names_;
};

}  // namespace tessera::lang::glsl::detail
