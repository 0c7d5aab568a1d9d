// SPDX-License-Identifier: MIT
// The parser's machinery: the token cursor, diagnostics, error recovery, nesting limits and
// the scoped table of type names. The grammar is in the parse_*.cpp files; the essay on the
// design is in parser_impl.h.
#include "lang/cg/reader/parser.h"

#include <algorithm>
#include <cctype>

#include "lang/cg/reader/parser_impl.h"
#include "lang/common/cfamily_sync.h"

namespace tessera::lang::cg {

namespace detail {

Parser::Parser(const std::vector<Token>& tokens, support::DiagnosticList& diagnostics,
               const ParseLimits& limits, const ParseDialect& dialect)
    : tokens_(tokens), diagnostics_(diagnostics), limits_(limits), dialect_(dialect) {
    end_.kind = TokenKind::kEndOfFile;
    if (!tokens_.empty()) {
        end_.location = end_.expansion = tokens_.back().expansion;
        end_.location.offset += tokens_.back().expansion_length;
        end_.expansion = end_.location;
    }
    scopes_.emplace_back();  // the global scope
}

// translation-unit = (";" | declaration)*
TranslationUnit Parser::Run() {
    TranslationUnit unit;
    while (!AtEnd()) {
        panic_ = false;
        too_deep_ = false;
        if (Accept(Punct::kSemicolon)) continue;  // `f() {...};` as in the spec's examples
        if (SkipEffectBlock()) continue;
        std::size_t before = pos_;
        ParseDeclaration(unit.decls, DeclContext::kGlobal);
        if (pos_ == before) {
            SyncTopLevel();
            if (pos_ == before) Advance();
        }
    }
    unit.arena = std::move(arena_);
    return unit;
}

// effect-block = ("technique" | "technique10" | "technique11") identifier? "{" ... "}"
// The word is an ordinary name in core Cg (keywords.cpp); only this shape, which no
// declaration has, is an effect file's technique, reported so the user knows why.
bool Parser::SkipEffectBlock() {
    const Token& word = Peek();
    if (word.kind != TokenKind::kIdentifier) return false;
    std::string lower(word.spelling);
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower != "technique" && lower != "technique10" && lower != "technique11") return false;
    const std::size_t brace = Peek(1).kind == TokenKind::kIdentifier ? 2 : 1;
    if (!Peek(brace).Is(Punct::kLBrace)) return false;
    Error(word, "'" + std::string(word.spelling) +
                    "' blocks are CgFX effect syntax, which is not part of core Cg; compile "
                    "the effect's functions with --entry");
    for (std::size_t i = 0; i < brace; ++i) Advance();
    std::size_t depth = 0;
    do {
        if (Is(Punct::kLBrace)) ++depth;
        if (Is(Punct::kRBrace)) --depth;
        Advance();
    } while (depth > 0 && !AtEnd());
    return true;
}

bool Parser::Accept(Punct p) {
    if (!Is(p)) return false;
    Advance();
    return true;
}

bool Parser::AcceptWord(std::string_view word) {
    if (!IsWord(word)) return false;
    Advance();
    return true;
}

bool Parser::Expect(Punct p, std::string_view context, bool after_previous) {
    if (Accept(p)) return true;
    std::string message = "expected '" + std::string(cfamily::PunctSpelling(p)) + "'";
    if (!context.empty()) message += " " + std::string(context);
    if (after_previous && pos_ > 0) {
        const Token& previous = tokens_[pos_ - 1];
        ErrorAt({{previous.expansion.offset + previous.expansion_length}, 1}, message);
    } else {
        Error(Peek(), message);
    }
    return false;
}

void Parser::ExpectSemicolon(std::string_view context, bool top_level) {
    if (Expect(Punct::kSemicolon, context, true)) return;
    if (Peek().Has(cfamily::kStartOfLine) && !Is(Punct::kLBrace)) return;
    top_level ? SyncTopLevel() : SyncStatement();
}

void Parser::Error(const Token& at, std::string message) { ErrorAt(RangeOf(at), message); }

void Parser::ErrorAt(SourceRange range, std::string message) {
    if (!panic_) diagnostics_.Error(range.location.offset, range.length, std::move(message));
    panic_ = true;
}

SourceRange Parser::RangeOf(const Token& token) const {
    return {token.expansion, std::max<std::uint32_t>(token.expansion_length, 1)};
}

SourceRange Parser::RangeFrom(std::size_t first) const {
    if (first >= pos_ || first >= tokens_.size()) return RangeOf(Peek());
    const Token& begin = tokens_[first];
    const Token& last = tokens_[pos_ - 1];
    std::uint32_t start = begin.expansion.offset;
    std::uint32_t end = last.expansion.offset + last.expansion_length;
    // Tokens from different files or macro uses can end "before" they start; fall back to
    // the first token then.
    if (end <= start) return RangeOf(begin);
    return {begin.expansion, end - start};
}

// --- Recovery --------------------------------------------------------------------------------

// Past the ';' ending the statement or declaration, or past a block that ends it, or before
// the '}' of the enclosing block; brackets opened while skipping are skipped whole
// (lang/common/recovery.h, the same skip as GLSL's).
void Parser::SyncStatement() {
    struct Cursor {
        Parser& parser;
        bool AtEnd() const { return parser.AtEnd(); }
        void Skip() { parser.Advance(); }
        bool BlockEndsItem() const { return true; }
        common::SyncRole Role(int /*depth*/) const { return common::CFamilySyncRole(parser.Peek()); }
    } cursor{*this};
    common::SkipToSync(cursor);
}

void Parser::SyncTopLevel() {
    if (Is(Punct::kRBrace)) {  // a stray '}' at file scope
        Advance();
        return;
    }
    SyncStatement();
    if (Is(Punct::kRBrace)) Advance();
}

void Parser::SkipExpressionRest() {
    std::size_t depth = 0;
    while (!AtEnd()) {
        const Token& t = Peek();
        bool closer = t.Is(Punct::kRParen) || t.Is(Punct::kRBracket) || t.Is(Punct::kRBrace);
        if (depth == 0 &&
            (closer || t.Is(Punct::kComma) || t.Is(Punct::kSemicolon) || t.Is(Punct::kColon)))
            return;
        if (t.Is(Punct::kLParen) || t.Is(Punct::kLBracket) || t.Is(Punct::kLBrace)) ++depth;
        if (closer) --depth;
        Advance();
    }
}

void Parser::SkipBraces() {
    std::size_t depth = 0;
    while (!AtEnd()) {
        const Token& t = Advance();
        if (t.Is(Punct::kLBrace)) ++depth;
        if (t.Is(Punct::kRBrace) && --depth == 0) return;
    }
}

void Parser::SkipAnnotation() {
    Error(Peek(), "annotations ('<...>') are CgFX effect syntax, which is not part of core Cg");
    Advance();
    // Annotations hold declarations ending in ';', so only '>' (or a brace, or the end of the
    // file) can end the skip.
    while (!AtEnd() && !Is(Punct::kGreater) && !Is(Punct::kLBrace) && !Is(Punct::kRBrace))
        Advance();
    Accept(Punct::kGreater);
}

bool Parser::EnterNesting(const Token& at, std::string_view what) {
    // After one report, everything until the end of the top-level declaration that is
    // nested at all is skipped quietly: the input is hostile and one message says so.
    if (too_deep_) return false;
    if (nesting_ >= limits_.max_nesting) {
        too_deep_ = true;
        Error(at, std::string(what) + " nested too deeply (the limit is " +
                      std::to_string(limits_.max_nesting) + " levels)");
        return false;
    }
    ++nesting_;
    return true;
}

// --- Type names ------------------------------------------------------------------------------

void Parser::Declare(const std::string& name, bool is_type) {
    if (name.empty()) return;
    Scope& scope = scopes_.back();
    const bool hides = !is_type && BuiltinTypeOf(name);
    auto [it, added] = scope.names.try_emplace(name, is_type);
    if (!added) it->second = is_type;
    if (hides) {
        ++scope.hiding_builtin_types;
        ++hiding_builtin_types_;
    }
}

bool Parser::IsTypeName(std::string_view name) const {
    for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
        auto it = scope->names.find(name);
        if (it != scope->names.end()) return it->second;
    }
    return false;
}

std::optional<BuiltinType> Parser::BuiltinTypeOf(std::string_view word) const {
    std::optional<BuiltinType> type = LookupBuiltinType(word);
    if (!type && dialect_.glsl_type_names) type = LookupGlslTypeName(word);
    if (!type || hiding_builtin_types_ == 0) return type;
    // The nearest declaration of the word decides; the built-ins are outside every scope.
    for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
        auto it = scope->names.find(word);
        if (it != scope->names.end()) return it->second ? type : std::nullopt;
    }
    return type;
}

bool Parser::IsPlainIdentifier(const Token& t) const {
    return t.kind == TokenKind::kIdentifier && !IsKeyword(t.spelling) && !BuiltinTypeOf(t.spelling) &&
           ReservedWordMessage(t.spelling).empty();
}

bool Parser::StartsType(std::size_t ahead) const {
    const Token& t = Peek(ahead);
    if (t.kind != TokenKind::kIdentifier) return false;
    if (t.spelling == "struct" || t.spelling == "interface") return true;
    if (BuiltinTypeOf(t.spelling)) return true;
    return IsTypeName(t.spelling);
}

bool Parser::IsSpecifierWord(std::size_t ahead) const {
    static constexpr std::string_view kWords[] = {
        "const",  "extern",  "in",      "inline", "inout",   "out",
        "static", "uniform", "varying", "packed", "typedef",
    };
    const Token& t = Peek(ahead);
    if (t.kind != TokenKind::kIdentifier) return false;
    return std::find(std::begin(kWords), std::end(kWords), t.spelling) != std::end(kWords);
}

bool Parser::StartsProfile(std::size_t ahead) const {
    // A run of plain identifiers (any identifier that is nothing else could be a profile name) ("arbfp1 fp30 float4 f()") followed by a type or specifier.
    std::size_t i = ahead;
    while (IsPlainIdentifier(Peek(i)) && !IsTypeName(Peek(i).spelling)) ++i;
    return i > ahead && (StartsType(i) || IsSpecifierWord(i));
}

bool Parser::StartsDeclaration() const {
    if (IsSpecifierWord()) return true;
    const Token& t = Peek();
    if (StartsType()) {
        if (t.spelling == "struct" || t.spelling == "interface") return true;
        // `float4(...)` and `S::f(...)` are expressions.
        return !Peek(1).Is(Punct::kLParen) && !Peek(1).Is(Punct::kColonColon);
    }
    if (StartsProfile()) return true;
    // `Unknown x`: a declaration with a misspelt or undeclared type.
    return IsPlainIdentifier(t) && IsPlainIdentifier(Peek(1)) && !IsTypeName(Peek(1).spelling);
}

bool Parser::CheckReserved(const Token& token) {
    std::string message = ReservedWordMessage(token.spelling);
    if (message.empty()) return false;
    Error(token, message);
    return true;
}

ErrorExpr* Parser::MakeError(std::size_t first) { return Make<ErrorExpr>(first); }

Expr* Parser::CheckDepth(Expr* node, const std::vector<Expr*>& children) {
    std::uint32_t depth = 0;
    for (const Expr* child : children)
        if (child) depth = std::max(depth, child->depth);
    if (depth == 0) return CheckDepth(node, {});
    // Reuse the general check with the deepest child standing for all of them.
    const Expr* deepest = *std::max_element(
        children.begin(), children.end(),
        [](const Expr* a, const Expr* b) { return (a ? a->depth : 0) < (b ? b->depth : 0); });
    return CheckDepth(node, {deepest});
}

Expr* Parser::CheckDepth(Expr* node, std::initializer_list<const Expr*> children) {
    std::uint32_t depth = 0;
    for (const Expr* child : children)
        if (child) depth = std::max(depth, child->depth);
    node->depth = depth + 1;
    if (node->depth > limits_.max_expression_depth) {
        ErrorAt(node->range, "expression too deep (the limit is " +
                                 std::to_string(limits_.max_expression_depth) + " levels)");
        ErrorExpr* error = arena_->Make<ErrorExpr>();
        error->range = node->range;
        return error;
    }
    return node;
}

}  // namespace detail

TranslationUnit ParseTranslationUnit(const std::vector<cfamily::Token>& tokens,
                                     support::DiagnosticList& diagnostics,
                                     const ParseLimits& limits, const ParseDialect& dialect) {
    return detail::Parser(tokens, diagnostics, limits, dialect).Run();
}

}  // namespace tessera::lang::cg
