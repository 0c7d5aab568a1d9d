// The ARBfp1.0 reader: statements, instructions and operands (3.11.2 to 3.11.4).
//
// A hand-written recursive-descent parser over the token list. The grammar is LL(2) except
// for one spot: after "fragment.color" or a state binding, a "." may start either the rest
// of the binding (".primary", ".front") or the operand's swizzle, and a two-token look-ahead
// decides. Names are resolved as they are met, because the spec requires a name to be
// declared before its use (3.11.3).
#include "lang/arbfp/reader/reader.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <string>

#include "lang/arbfp/reader/parser.h"

namespace tessera::lang::arbfp {
namespace detail {

namespace {

constexpr std::string_view kHeader = "!!ARBfp1.0";

}  // namespace

bool IsReservedWord(std::string_view word) {
    static constexpr std::string_view kStatementWords[] = {
        "ALIAS", "ATTRIB", "END", "OPTION", "OUTPUT", "PARAM", "TEMP",
        "fragment", "program", "result", "state", "texture"};
    for (std::string_view w : kStatementWords)
        if (w == word) return true;
    bool saturate = false;
    return LookUpOpcode(word, saturate).has_value();
}

Parser::Parser(std::string_view text, const Limits& limits, support::DiagnosticList& diagnostics)
    : text_(text), limits_(limits), diagnostics_(diagnostics) {
    program_.unit_targets.resize(limits.max_texture_image_units);
}

// --- token access ---

const Token& Parser::Peek(std::size_t ahead) const {
    std::size_t i = pos_ + ahead;
    return i < tokens_.size() ? tokens_[i] : tokens_.back();
}
std::string_view Parser::Text(const Token& token) const {
    return text_.substr(token.offset, token.length);
}
bool Parser::IsPunct(std::string_view punct, std::size_t ahead) const {
    const Token& t = Peek(ahead);
    return t.kind == TokenKind::kPunct && Text(t) == punct;
}
bool Parser::IsWord(std::string_view word, std::size_t ahead) const {
    const Token& t = Peek(ahead);
    return t.kind == TokenKind::kWord && Text(t) == word;
}
const Token& Parser::Advance() {
    const Token& t = Peek();
    if (pos_ + 1 < tokens_.size()) ++pos_;
    return t;
}
bool Parser::Accept(std::string_view punct) {
    if (!IsPunct(punct)) return false;
    Advance();
    return true;
}

namespace {
std::string Describe(std::string_view text, const Token& t) {
    if (t.kind == TokenKind::kEnd) return "end of program";
    std::string_view s = text.substr(t.offset, std::min<std::uint32_t>(t.length, 40));
    return "'" + std::string(s) + "'";
}
}  // namespace

bool Parser::Expect(std::string_view punct, const char* what) {
    if (Accept(punct)) return true;
    Error(Peek(), std::string("expected ") + what + ", found " + Describe(text_, Peek()));
    return false;
}
bool Parser::ExpectWord(std::string_view word) {
    if (IsWord(word)) {
        Advance();
        return true;
    }
    Error(Peek(), "expected '" + std::string(word) + "', found " + Describe(text_, Peek()));
    return false;
}
void Parser::Error(const Token& at, std::string message) {
    ErrorAt(at.offset, std::max<std::uint32_t>(at.length, 1), std::move(message));
}
void Parser::ErrorAt(std::uint32_t offset, std::uint32_t length, std::string message) {
    diagnostics_.Error(offset, length, std::move(message));
}

// --- numbers ---

std::optional<std::uint32_t> Parser::ParseIndex(std::uint32_t limit, const char* what) {
    const Token& t = Peek();
    if (t.kind != TokenKind::kInteger) {
        Error(t, std::string("expected ") + what + ", found " + Describe(text_, t));
        return std::nullopt;
    }
    Advance();
    std::uint64_t value = 0;
    auto [end, ec] = std::from_chars(text_.data() + t.offset, text_.data() + t.offset + t.length, value);
    (void)end;
    if (ec != std::errc() || value >= limit) {
        Error(t, std::string(what) + " " + std::string(Text(t)) + " is out of range (the limit is " +
                     std::to_string(limit) + ")");
        return std::nullopt;
    }
    return static_cast<std::uint32_t>(value);
}

std::optional<float> Parser::ParseFloat(bool allow_sign) {
    bool negative = false;
    if (allow_sign && (IsPunct("-") || IsPunct("+"))) negative = Text(Advance()) == "-";
    const Token& t = Peek();
    if (t.kind != TokenKind::kInteger && t.kind != TokenKind::kFloat) {
        Error(t, "expected a number, found " + Describe(text_, t));
        return std::nullopt;
    }
    Advance();
    // strtof would accept hex and "inf"; the token is already known to be decimal.
    std::string digits(Text(t));
    float value = std::strtof(digits.c_str(), nullptr);
    if (std::isinf(value)) diagnostics_.Warning(t.offset, t.length, "constant overflows to infinity");
    return negative ? -value : value;
}

// --- statements ---

Program Parser::Run() {
    if (text_.substr(0, kHeader.size()) != kHeader) {
        ErrorAt(0, 1, "a fragment program must begin with '!!ARBfp1.0'");
        return std::move(program_);
    }
    tokens_ = Lex(text_, kHeader.size());
    for (const Token& t : tokens_) {
        if (t.kind == TokenKind::kInvalid) {
            // Report the first stray character; the parser would trip over it anyway.
            Error(t, "invalid character '" + std::string(Text(t)) + "' in program");
            return std::move(program_);
        }
    }
    // <program> ::= <optionSequence> <statementSequence> "END"
    while (IsWord("OPTION")) {
        if (!ParseOption()) SkipStatement();
    }
    while (Peek().kind != TokenKind::kEnd && !IsWord("END")) {
        if (!ParseStatement()) SkipStatement();
        if (diagnostics_.ErrorCount() >= support::DiagnosticList::kMaxDiagnostics) break;
    }
    if (!IsWord("END")) {
        Error(Peek(), "missing 'END' at the end of the program");
        return std::move(program_);
    }
    // <program> ends with "END": anything after it but whitespace and comments is not
    // part of the grammar (Mesa rejects it too).
    Advance();
    if (Peek().kind != TokenKind::kEnd) Error(Peek(), "unexpected text after 'END'");
    if (!diagnostics_.HasErrors()) CountAndCheckResources();
    return std::move(program_);
}

void Parser::SkipStatement() {
    while (Peek().kind != TokenKind::kEnd && !IsPunct(";")) {
        if (IsWord("END") && (IsPunct(";", 1) || Peek(1).kind == TokenKind::kEnd)) return;
        Advance();
    }
    Accept(";");
}

// <option> ::= "OPTION" <identifier> ";"
bool Parser::ParseOption() {
    Advance();
    const Token& name = Peek();
    if (name.kind != TokenKind::kWord) {
        Error(name, "expected an option name, found " + Describe(text_, name));
        return false;
    }
    Advance();
    std::string_view option = Text(name);
    // 3.11.4.5.1: at most one fog option; 3.11.4.5.2: at most one precision hint. Repeating
    // the same option is harmless, and piglit expects it to load.
    auto set_once = [&](auto& slot, auto value, const char* kind) {
        if (slot != decltype(value){} && slot != value) {
            Error(name, std::string("only one ") + kind + " option may be given");
            return false;
        }
        slot = value;
        return true;
    };
    bool ok = true;
    if (option == "ARB_fog_exp") ok = set_once(program_.fog, FogOption::kExp, "fog");
    else if (option == "ARB_fog_exp2") ok = set_once(program_.fog, FogOption::kExp2, "fog");
    else if (option == "ARB_fog_linear") ok = set_once(program_.fog, FogOption::kLinear, "fog");
    else if (option == "ARB_precision_hint_fastest")
        ok = set_once(program_.precision, PrecisionHint::kFastest, "precision hint");
    else if (option == "ARB_precision_hint_nicest")
        ok = set_once(program_.precision, PrecisionHint::kNicest, "precision hint");
    else if (option == "ARB_fragment_program_shadow") program_.shadow_option = true;
    else {
        Error(name, "unsupported program option '" + std::string(option) + "'");
        ok = false;
    }
    return Expect(";", "';'") && ok;
}

// <statement> ::= <instruction> ";" | <namingStatement> ";"
bool Parser::ParseStatement() {
    const Token& t = Peek();
    std::string_view word = t.kind == TokenKind::kWord ? Text(t) : std::string_view();
    bool ok;
    if (word == "ATTRIB") ok = ParseAttribStatement();
    else if (word == "PARAM") ok = ParseParamStatement();
    else if (word == "TEMP") ok = ParseTempStatement();
    else if (word == "OUTPUT") ok = ParseOutputStatement();
    else if (word == "ALIAS") ok = ParseAliasStatement();
    else if (word == "OPTION") {
        Error(t, "options must come before every other statement");
        return false;
    } else ok = ParseInstruction();
    return ok && Expect(";", "';'");
}

// <establishName> ::= <identifier>, a name not declared before and not a keyword.
std::optional<std::string> Parser::ParseNewName() {
    const Token& t = Peek();
    if (t.kind != TokenKind::kWord) {
        Error(t, "expected a name, found " + Describe(text_, t));
        return std::nullopt;
    }
    std::string name(Text(t));
    if (IsReservedWord(name)) {
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

const Symbol* Parser::LookUp(const Token& name) {
    auto it = symbols_.find(std::string(Text(name)));
    if (it == symbols_.end()) {
        Error(name, "undeclared identifier '" + std::string(Text(name)) + "'");
        return nullptr;
    }
    return &it->second;
}

// <ATTRIB_statement> ::= "ATTRIB" <establishName> "=" <fragAttribBinding>
bool Parser::ParseAttribStatement() {
    std::uint32_t at = Advance().offset;
    auto name = ParseNewName();
    if (!name || !Expect("=", "'='")) return false;
    auto binding = ParseAttributeBinding();
    if (!binding) return false;
    std::uint32_t index = InternAttribute(*binding);
    symbols_[*name] = {Symbol::Kind::kAttribute, index, 1, at};
    program_.attribute_names.push_back({*name, RegisterFile::kAttribute, index});
    return true;
}

// <OUTPUT_statement> ::= "OUTPUT" <establishName> "=" <resultBinding>
bool Parser::ParseOutputStatement() {
    std::uint32_t at = Advance().offset;
    auto name = ParseNewName();
    if (!name || !Expect("=", "'='")) return false;
    auto binding = ParseResultBinding();
    if (!binding) return false;
    std::uint32_t index = InternOutput(*binding);
    symbols_[*name] = {Symbol::Kind::kOutput, index, 1, at};
    program_.output_names.push_back({*name, RegisterFile::kOutput, index});
    return true;
}

// <TEMP_statement> ::= "TEMP" <varNameList>
// <varNameList>    ::= <establishName> | <establishName> "," <varNameList>
bool Parser::ParseTempStatement() {
    std::uint32_t at = Advance().offset;
    do {
        auto name = ParseNewName();
        if (!name) return false;
        symbols_[*name] = {Symbol::Kind::kTemporary,
                           static_cast<std::uint32_t>(program_.temporaries.size()), 1, at};
        program_.temporaries.push_back(*name);
    } while (Accept(","));
    return true;
}

// <ALIAS_statement> ::= "ALIAS" <establishName> "=" <establishedName>
bool Parser::ParseAliasStatement() {
    Advance();
    auto name = ParseNewName();
    if (!name || !Expect("=", "'='")) return false;
    const Token& target = Peek();
    if (target.kind != TokenKind::kWord) {
        Error(target, "expected a declared name, found " + Describe(text_, target));
        return false;
    }
    const Symbol* symbol = LookUp(target);
    if (!symbol) return false;
    Advance();
    // An alias is the same variable under another name (3.11.3.5); it declares nothing.
    Symbol copy = *symbol;
    symbols_[*name] = copy;
    return true;
}

// <PARAM_singleStmt>   ::= "PARAM" <establishName> <paramSingleInit>
// <PARAM_multipleStmt> ::= "PARAM" <establishName> "[" <optArraySize> "]" <paramMultipleInit>
bool Parser::ParseParamStatement() {
    std::uint32_t at = Advance().offset;
    auto name = ParseNewName();
    if (!name) return false;
    std::vector<ParameterBinding> items;
    ParameterDeclaration decl{*name, static_cast<std::uint32_t>(program_.parameters.size()), 0};
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
    for (const ParameterBinding& b : items) program_.parameters.push_back(b);
    symbols_[*name] = {decl.is_array ? Symbol::Kind::kParameterArray : Symbol::Kind::kParameter,
                       decl.first, decl.count, at};
    program_.parameter_declarations.push_back(std::move(decl));
    return true;
}

// --- registers ---

std::uint32_t Parser::InternAttribute(const AttributeBinding& binding) {
    for (std::size_t i = 0; i < program_.attributes.size(); ++i)
        if (program_.attributes[i] == binding) return static_cast<std::uint32_t>(i);
    program_.attributes.push_back(binding);
    return static_cast<std::uint32_t>(program_.attributes.size() - 1);
}

std::uint32_t Parser::InternOutput(OutputBinding binding) {
    for (std::size_t i = 0; i < program_.outputs.size(); ++i)
        if (program_.outputs[i] == binding) return static_cast<std::uint32_t>(i);
    program_.outputs.push_back(binding);
    return static_cast<std::uint32_t>(program_.outputs.size() - 1);
}

namespace {
bool SameBinding(const ParameterBinding& a, const ParameterBinding& b) {
    if (a.kind != b.kind) return false;
    switch (a.kind) {
        case ParameterBinding::Kind::kConstant: return a.constant == b.constant;
        case ParameterBinding::Kind::kEnv:
        case ParameterBinding::Kind::kLocal: return a.index == b.index;
        case ParameterBinding::Kind::kState: return a.state == b.state;
    }
    return false;
}
}  // namespace

// An implicit binding in an instruction reuses an earlier entry with the same binding, so
// a program that writes `program.local[0]` ten times has one parameter entry for it.
std::uint32_t Parser::AddImplicitParameter(const ParameterBinding& binding) {
    for (std::size_t i = 0; i < program_.parameters.size(); ++i)
        if (SameBinding(program_.parameters[i], binding)) return static_cast<std::uint32_t>(i);
    program_.parameters.push_back(binding);
    return static_cast<std::uint32_t>(program_.parameters.size() - 1);
}

}  // namespace detail

ReadResult ReadProgram(std::string_view text, const Limits& limits) {
    ReadResult result;
    detail::Parser parser(text, limits, result.diagnostics);
    Program program = parser.Run();
    if (const support::Diagnostic* first = result.diagnostics.FirstError()) {
        result.error_position = static_cast<std::int64_t>(first->offset);
    } else {
        result.program = std::move(program);
    }
    // The error string lists every message, errors and warnings, one per line, with the
    // line and column of each (a GL error string is free-form).
    support::SourceFile source("program", std::string(text));
    for (const support::Diagnostic& d : result.diagnostics.All()) {
        support::LineColumn at = source.Locate(d.offset);
        result.error_string += std::to_string(at.line) + ":" + std::to_string(at.column) + ": " +
                               (d.severity == support::Severity::kError ? "error: " : "warning: ") +
                               d.message + "\n";
    }
    return result;
}

}  // namespace tessera::lang::arbfp
