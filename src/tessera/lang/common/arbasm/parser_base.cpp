// SPDX-License-Identifier: MIT
// The shared ARB assembly core: token access, numbers, names and the naming statements both
// targets have (TEMP, ADDRESS, ALIAS, PARAM). See parser_base.h for what is shared and why.
//
// Error handling: a method that finds a syntax error reports it and returns false (or an
// empty optional); the target's statement loop then skips to the next ";" and goes on, so
// one run finds every independent mistake. The first error reported is the one
// ProgramStringARB reports, since tokens are consumed in order.
#include "lang/common/arbasm/parser_base.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace tessera::lang::arbasm {

bool SameBinding(const ParameterBinding& a, const ParameterBinding& b) {
    if (a.kind != b.kind) return false;
    switch (a.kind) {
        case ParameterBinding::Kind::kConstant: return a.constant == b.constant;
        case ParameterBinding::Kind::kEnv:
        case ParameterBinding::Kind::kLocal: return a.index == b.index;
        case ParameterBinding::Kind::kState: return a.state == b.state;
        case ParameterBinding::Kind::kVertexState: return a.vertex_state == b.vertex_state;
    }
    return false;
}

bool CountsOnce(const ParameterBinding& a, const ParameterBinding& b) {
    if (a.kind == ParameterBinding::Kind::kConstant && b.kind == a.kind)
        return std::equal(a.constant.begin(), a.constant.end(), b.constant.begin());
    return SameBinding(a, b);
}

std::uint32_t CountDistinctParameters(const std::vector<ParameterBinding>& parameters) {
    std::vector<const ParameterBinding*> counted;
    for (const ParameterBinding& p : parameters) {
        bool seen = std::any_of(counted.begin(), counted.end(),
                                [&](const ParameterBinding* q) { return CountsOnce(p, *q); });
        if (!seen) counted.push_back(&p);
    }
    return static_cast<std::uint32_t>(counted.size());
}

std::string FormatErrorString(std::string_view text, const support::DiagnosticList& diagnostics) {
    std::string out;
    support::SourceFile source("program", std::string(text));
    for (const support::Diagnostic& d : diagnostics.All()) {
        support::LineColumn at = source.Locate(d.offset);
        out += std::to_string(at.line) + ":" + std::to_string(at.column) + ": " +
               (d.severity == support::Severity::kError ? "error: " : "warning: ") + d.message + "\n";
    }
    return out;
}

ParserBase::ParserBase(std::string_view text, Target target, const BindingLimits& limits,
                       support::DiagnosticList& diagnostics)
    : text_(text), target_(target), limits_(limits), diagnostics_(diagnostics) {}

// --- token access ---

const Token& ParserBase::Peek(std::size_t ahead) const {
    std::size_t i = pos_ + ahead;
    return i < tokens_.size() ? tokens_[i] : tokens_.back();
}
std::string_view ParserBase::Text(const Token& token) const {
    return text_.substr(token.offset, token.length);
}
bool ParserBase::IsPunct(std::string_view punct, std::size_t ahead) const {
    const Token& t = Peek(ahead);
    return t.kind == TokenKind::kPunct && Text(t) == punct;
}
bool ParserBase::IsWord(std::string_view word, std::size_t ahead) const {
    const Token& t = Peek(ahead);
    return t.kind == TokenKind::kWord && Text(t) == word;
}
const Token& ParserBase::Advance() {
    const Token& t = Peek();
    if (pos_ + 1 < tokens_.size()) ++pos_;
    return t;
}
bool ParserBase::Accept(std::string_view punct) {
    if (!IsPunct(punct)) return false;
    Advance();
    return true;
}

std::string ParserBase::Describe(const Token& t) const {
    if (t.kind == TokenKind::kEnd) return "end of program";
    std::string_view s = text_.substr(t.offset, std::min<std::uint32_t>(t.length, 40));
    return "'" + std::string(s) + "'";
}

bool ParserBase::Expect(std::string_view punct, const char* what) {
    if (Accept(punct)) return true;
    Error(Peek(), std::string("expected ") + what + ", found " + Describe(Peek()));
    return false;
}
bool ParserBase::ExpectWord(std::string_view word) {
    if (IsWord(word)) {
        Advance();
        return true;
    }
    Error(Peek(), "expected '" + std::string(word) + "', found " + Describe(Peek()));
    return false;
}
void ParserBase::Error(const Token& at, std::string message) {
    ErrorAt(at.offset, std::max<std::uint32_t>(at.length, 1), std::move(message));
}
void ParserBase::ErrorAt(std::uint32_t offset, std::uint32_t length, std::string message) {
    diagnostics_.Error(offset, length, std::move(message));
}

bool ParserBase::Start(std::string_view header, const char* message) {
    if (text_.substr(0, header.size()) != header) {
        ErrorAt(0, 1, message);
        return false;
    }
    tokens_ = Lex(text_, header.size());
    for (const Token& t : tokens_) {
        if (t.kind == TokenKind::kInvalid) {
            // Report the first stray character; the parser would trip over it anyway.
            Error(t, "invalid character '" + std::string(Text(t)) + "' in program");
            return false;
        }
    }
    return true;
}

void ParserBase::SkipStatement() {
    while (Peek().kind != TokenKind::kEnd && !IsPunct(";")) {
        if (IsWord("END") && (IsPunct(";", 1) || Peek(1).kind == TokenKind::kEnd)) return;
        Advance();
    }
    Accept(";");
}

bool ParserBase::ParseProgram() {
    while (IsWord("OPTION")) {
        if (!ParseOption()) SkipStatement();
    }
    while (Peek().kind != TokenKind::kEnd && !IsWord("END")) {
        if (AtLabelDefinition()) {
            ParseLabelDefinition(InstructionCount());
            continue;
        }
        if (!ParseStatement()) SkipStatement();
        if (diagnostics_.ErrorCount() >= support::DiagnosticList::kMaxDiagnostics) break;
    }
    return ParseEnd();
}

bool ParserBase::ParseOption() {
    Advance();
    const Token& name = Peek();
    if (name.kind != TokenKind::kWord) {
        Error(name, "expected an option name, found " + Describe(name));
        return false;
    }
    Advance();
    const bool ok = ApplyOption(name);
    return Expect(";", "';'") && ok;
}

// <namingStatement> ::= <ATTRIB_statement> | <PARAM_statement> | <TEMP_statement>
//                     | <OUTPUT_statement> | <ALIAS_statement> (| <ADDRESS_statement>)
bool ParserBase::ParseStatement() {
    const Token& t = Peek();
    std::string_view word = t.kind == TokenKind::kWord ? Text(t) : std::string_view();
    bool ok;
    pending_size_ = fragment::StorageSize::kDefault;
    if ((word == "SHORT" || word == "LONG") && AllowsStorageSizes()) {
        if (!ParseStorageSize()) return false;
        word = Text(Peek());
    }
    if (word == "PARAM") ok = ParseParamStatement();
    else if (word == "TEMP") ok = ParseNameList(Symbol::Kind::kTemporary, temporaries_);
    else if (word == "ALIAS") ok = ParseAliasStatement();
    else if (word == "OPTION") {
        Error(t, "options must come before every other statement");
        return false;
    } else ok = ParseTargetStatement(word);
    return ok && Expect(";", "';'");
}

bool ParserBase::ParseEnd() {
    if (!IsWord("END")) {
        Error(Peek(), "missing 'END' at the end of the program");
        return false;
    }
    // <program> ends with "END": anything after it but whitespace and comments is not
    // part of the grammar (Mesa rejects it too).
    Advance();
    if (Peek().kind != TokenKind::kEnd) Error(Peek(), "unexpected text after 'END'");
    return true;
}

// --- numbers ---

std::optional<std::uint32_t> ParserBase::ParseIndex(std::uint32_t limit, const char* what) {
    const Token& t = Peek();
    if (t.kind != TokenKind::kInteger) {
        Error(t, std::string("expected ") + what + ", found " + Describe(t));
        return std::nullopt;
    }
    Advance();
    std::uint64_t value = 0;
    auto [end, ec] =
        std::from_chars(text_.data() + t.offset, text_.data() + t.offset + t.length, value);
    (void)end;
    if (ec != std::errc() || value >= limit) {
        Error(t, std::string(what) + " " + std::string(Text(t)) + " is out of range (the limit is " +
                     std::to_string(limit) + ")");
        return std::nullopt;
    }
    return static_cast<std::uint32_t>(value);
}

std::optional<float> ParserBase::ParseFloat(bool allow_sign) {
    bool negative = false;
    if (allow_sign && (IsPunct("-") || IsPunct("+"))) negative = Text(Advance()) == "-";
    const Token& t = Peek();
    if (t.kind != TokenKind::kInteger && t.kind != TokenKind::kFloat) {
        Error(t, "expected a number, found " + Describe(t));
        return std::nullopt;
    }
    Advance();
    // strtof would accept hex and "inf"; the token is already known to be decimal.
    std::string digits(Text(t));
    float value = std::strtof(digits.c_str(), nullptr);
    if (std::isinf(value)) diagnostics_.Warning(t.offset, t.length, "constant overflows to infinity");
    return negative ? -value : value;
}

// --- names ---

// <establishName> ::= <identifier>, a name not declared before and not a keyword.
std::optional<std::string> ParserBase::ParseNewName() {
    const Token& t = Peek();
    if (t.kind != TokenKind::kWord) {
        Error(t, "expected a name, found " + Describe(t));
        return std::nullopt;
    }
    std::string name(Text(t));
    if (IsReserved(name)) {
        Error(t, "'" + name + "' is a reserved keyword");
        return std::nullopt;
    }
    if (symbols_.count(name)) {
        Error(t, "'" + name + "' is already declared");
        return std::nullopt;
    }
    Advance();
    return name;
}

const Symbol* ParserBase::LookUp(const Token& name) {
    auto it = symbols_.find(std::string(Text(name)));
    if (it == symbols_.end()) {
        Error(name, "undeclared identifier '" + std::string(Text(name)) + "'");
        return nullptr;
    }
    return &it->second;
}

const Symbol* ParserBase::ParseDeclaredName(const char* expected) {
    const Token& t = Peek();
    if (t.kind != TokenKind::kWord || IsReserved(Text(t))) {
        Error(t, std::string("expected ") + expected + ", found " + Describe(t));
        return nullptr;
    }
    const Symbol* symbol = LookUp(t);
    if (symbol) Advance();
    return symbol;
}

// <TEMP_statement>    ::= "TEMP" <varNameList>
// <ADDRESS_statement> ::= "ADDRESS" <varNameList>
// <varNameList>       ::= <establishName> | <establishName> "," <varNameList>
bool ParserBase::ParseNameList(Symbol::Kind kind, std::vector<std::string>& names) {
    std::uint32_t at = Advance().offset;
    do {
        auto name = ParseNewName();
        if (!name) return false;
        symbols_[*name] = {kind, static_cast<std::uint32_t>(names.size()), 1, at};
        names.push_back(*name);
        if (kind == Symbol::Kind::kTemporary) temporary_sizes_.push_back(pending_size_);
    } while (Accept(","));
    return true;
}

// <ALIAS_statement> ::= "ALIAS" <establishName> "=" <establishedName>
bool ParserBase::ParseAliasStatement() {
    Advance();
    auto name = ParseNewName();
    if (!name || !Expect("=", "'='")) return false;
    const Token& target = Peek();
    if (target.kind != TokenKind::kWord) {
        Error(target, "expected a declared name, found " + Describe(target));
        return false;
    }
    const Symbol* symbol = LookUp(target);
    if (!symbol) return false;
    Advance();
    // An alias is the same variable under another name (3.11.3.5, 2.14.3.6); it declares
    // nothing.
    Symbol copy = *symbol;
    symbols_[*name] = copy;
    return true;
}

// <PARAM_singleStmt>   ::= "PARAM" <establishName> <paramSingleInit>
// <PARAM_multipleStmt> ::= "PARAM" <establishName> "[" <optArraySize> "]" <paramMultipleInit>
bool ParserBase::ParseParamStatement() {
    std::uint32_t at = Advance().offset;
    auto name = ParseNewName();
    if (!name) return false;
    std::vector<ParameterBinding> items;
    ParameterDeclaration decl{*name, static_cast<std::uint32_t>(parameters_.size()), 0};
    std::optional<Token> size_token;
    std::uint32_t size = 0;
    if (Accept("[")) {
        decl.is_array = true;
        if (!IsPunct("]")) {
            size_token = Peek();
            // <optArraySize> ::= "" | <integer> from 1 to MAX_PROGRAM_PARAMETERS_ARB
            auto n = ParseIndex(limits_.max_parameters + 1, "array size");
            if (!n) return false;
            if (*n == 0) {
                Error(*size_token, "array size must be at least 1");
                return false;
            }
            size = *n;
        }
        if (!Expect("]", "']'") || !Expect("=", "'='") || !Expect("{", "'{'")) return false;
        // <paramMultInitList> ::= <paramMultipleItem> | <paramMultipleItem> "," <...>
        do {
            if (!ParseParameterItem(items, /*multiple=*/true, /*declaration=*/true)) return false;
        } while (Accept(","));
        if (!Expect("}", "'}'")) return false;
        if (size_token && items.size() != size) {
            Error(*size_token, "array size " + std::to_string(size) + " does not match the " +
                                   std::to_string(items.size()) + " bindings of its initializer");
            return false;
        }
        decl.size_given = size_token.has_value();
    } else {
        if (!Expect("=", "'='")) return false;
        if (!ParseParameterItem(items, /*multiple=*/false, /*declaration=*/true)) return false;
    }
    decl.count = static_cast<std::uint32_t>(items.size());
    for (const ParameterBinding& b : items) parameters_.push_back(b);
    symbols_[*name] = {decl.is_array ? Symbol::Kind::kParameterArray : Symbol::Kind::kParameter,
                       decl.first, decl.count, at};
    parameter_declarations_.push_back(std::move(decl));
    return true;
}

// An implicit binding in an instruction reuses an earlier entry with the same binding, so
// a program that writes `program.local[0]` ten times has one parameter entry for it.
std::uint32_t ParserBase::AddImplicitParameter(const ParameterBinding& binding) {
    for (std::size_t i = 0; i < parameters_.size(); ++i)
        if (SameBinding(parameters_[i], binding)) return static_cast<std::uint32_t>(i);
    parameters_.push_back(binding);
    return static_cast<std::uint32_t>(parameters_.size() - 1);
}

bool ParserBase::AtParameterItem() const {
    const Token& t = Peek();
    return IsWord("state") || IsWord("program") || IsPunct("{") || t.kind == TokenKind::kInteger ||
           t.kind == TokenKind::kFloat;
}

std::optional<std::uint32_t> ParserBase::ParseImplicitParameter() {
    std::vector<ParameterBinding> items;
    if (!ParseParameterItem(items, /*multiple=*/false, /*declaration=*/false)) return std::nullopt;
    return AddImplicitParameter(items.front());
}

}  // namespace tessera::lang::arbasm
