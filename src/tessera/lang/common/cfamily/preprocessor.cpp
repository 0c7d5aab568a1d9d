// SPDX-License-Identifier: MIT
// The preprocessor's driver: options, the file stack, reading tokens, checking output.
//
// Run pushes the predefined and command-line macros as two small pseudo-files of
// #define/#undef lines (so a bad -D gets a diagnostic with a position like any other),
// then the main file, and pulls fully expanded tokens until the main file ends. Each output
// token is checked once, at the end: its number parsed for the language, a stray character
// or unterminated string reported. Checking late is what lets a skipped #if group or an
// unused macro hold text that would be an error if it were used.
#include <algorithm>
#include <cstdio>

#include "lang/common/cfamily/preprocessor_impl.h"

namespace tessera::lang::cfamily {

Options Options::Cg() {
    Options o;
    o.language = Language::kCg;
    o.lex.strings_and_chars = true;
    o.lex.swizzle_after_number = true;
    o.numbers.cg_suffixes = true;
    o.redefinition_is_warning = true;
    return o;
}

Options Options::Glsl() {
    Options o;
    o.language = Language::kGlsl;
    o.lex.strings_and_chars = false;
    o.lex.caret_caret = true;
    o.line_directive_plus_one = true;
    o.reserved_gl_prefix = ReservedNameCheck::kError;
    o.reserved_double_underscore = ReservedNameCheck::kError;
    return o;
}

Preprocessor::Impl::Impl(Options options, support::DiagnosticList& diagnostics)
    : options_(std::move(options)), diagnostics_(diagnostics) {
    if (!options_.read_file) {
        options_.read_file = [](const std::string& path) -> std::optional<std::string> {
            std::string text;
            if (!support::ReadFile(path, text)) return std::nullopt;
            return text;
        };
    }
    const Limits& l = options_.limits;
    tokens_ = {0, l.max_tokens, "macro expansion produced too many tokens"};
    output_bytes_ = {0, l.max_output_bytes, "the preprocessed output is too large (bytes)"};
    made_bytes_ = {0, l.max_made_bytes, "'#' and '##' made too much text (bytes)"};
    arguments_ = {0, l.max_argument_tokens, "macro arguments hold too many tokens"};
    includes_ = {0, l.max_includes, "too many #include files"};
    source_bytes_ = {0, l.max_source_bytes, "the source files are too large (bytes, in all)"};
    sources_.SetInitialSourceNumber(options_.source_string_number);
    base_options_ = options_;
    StartUnit();
}

// A fresh compilation unit: the options as given, no macros but the built-in ones, and no
// #version yet. Every Run starts one, so the shaders of a GLSL link share nothing but the
// source manager (and the limits, which count every shader of the link).
void Preprocessor::Impl::StartUnit() {
    options_ = base_options_;
    version_ = options_.default_version;
    has_version_ = false;
    macros_.clear();
    auto builtin = [&](const char* name, Macro::Builtin kind) {
        auto m = std::make_shared<Macro>();
        m->name = name;
        m->builtin = kind;
        macros_[name] = std::move(m);
    };
    builtin("__LINE__", Macro::Builtin::kLine);
    builtin("__FILE__", Macro::Builtin::kFile);
    if (options_.language == Language::kGlsl) builtin("__VERSION__", Macro::Builtin::kVersion);
}

namespace {

// One vector's storage per thread, kept between compiles (Preprocessor::Recycle); a
// storage past the bound is freed rather than held by an idle thread.
constexpr std::size_t kMaxRecycledBytes = std::size_t{4} << 20;
thread_local std::vector<Token> recycled_tokens;

std::vector<Token> TakeRecycledTokens() {
    std::vector<Token> tokens = std::move(recycled_tokens);
    recycled_tokens = {};
    tokens.clear();
    return tokens;
}

}  // namespace

void Preprocessor::Recycle(std::vector<Token>&& tokens) {
    if (tokens.capacity() * sizeof(Token) > kMaxRecycledBytes) return;
    if (tokens.capacity() > recycled_tokens.capacity()) recycled_tokens = std::move(tokens);
}

std::vector<Token> Preprocessor::Impl::Run(std::string name, std::string text) {
    StartUnit();
    std::vector<MacroOption> predefined;
    if (options_.language == Language::kGlsl && options_.glsl_es) {
        predefined.push_back({false, "GL_ES=1"});
        if (options_.fragment_precision_high)
            predefined.push_back({false, "GL_FRAGMENT_PRECISION_HIGH=1"});
    }
    predefined.insert(predefined.end(), options_.predefined.begin(), options_.predefined.end());
    ApplyMacroOptions(predefined, "<built-in>");
    ApplyMacroOptions(options_.command_line, "<command line>");
    saw_content_ = false;

    const std::size_t size = text.size();
    FileId main = sources_.AddFile(name, std::move(text));
    PushFile(main, name, false);
    Spend(source_bytes_, size, sources_.At(main, 0), 1);
    std::vector<Token> out = TakeRecycledTokens();
    while (!fatal_) {
        Token t = ExpandNext();
        if (t.kind == TokenKind::kEndOfFile) {
            if (files_.size() <= 1) break;
            files_.pop_back();
            continue;
        }
        saw_content_ = true;
        if (!Spend(tokens_, 1, t) || !Spend(output_bytes_, t.spelling.size(), t)) break;
        FinishToken(t);
        out.push_back(t);
        ++output_count_;
    }
    out.push_back(EndToken());
    files_.clear();
    contexts_.clear();
    return out;
}

// Runs a pseudo-file of #define/#undef lines made from -D/-U style options.
void Preprocessor::Impl::ApplyMacroOptions(const std::vector<MacroOption>& list,
                                           std::string file_name) {
    if (list.empty()) return;
    std::string text;
    for (const MacroOption& option : list) {
        std::string spec = option.text;
        std::replace(spec.begin(), spec.end(), '\n', ' ');
        std::replace(spec.begin(), spec.end(), '\r', ' ');
        if (option.undefine) {
            text += "#undef " + spec + "\n";
            continue;
        }
        std::size_t eq = spec.find('=');
        if (eq == std::string::npos) {
            text += "#define " + spec + " 1\n";
        } else {
            text += "#define " + spec.substr(0, eq) + " " + spec.substr(eq + 1) + "\n";
        }
    }
    FileId id = sources_.AddFile(file_name, std::move(text));
    PushFile(id, file_name, true);
    while (!fatal_) {
        Token t = ExpandNext();
        if (t.kind == TokenKind::kEndOfFile) break;
    }
    files_.pop_back();
}

void Preprocessor::Impl::PushFile(FileId id, std::string path, bool builtin) {
    FileState state;
    state.id = id;
    state.path = std::move(path);
    state.builtin = builtin;
    state.lexer = std::make_unique<Lexer>(sources_.File(id).Text(), sources_.At(id, 0),
                                          options_.lex, diagnostics_, sources_);
    files_.push_back(std::move(state));
}

void Preprocessor::Impl::PopContext() {
    if (contexts_.back().macro) contexts_.back().macro->disabled = false;
    contexts_.pop_back();
}

// The next unexpanded token: from the innermost unfinished context, else from the file. A
// barrier context ends in kEndOfFile instead of letting the reader fall through.
Token Preprocessor::Impl::Next() {
    if (fatal_) return EndToken();
    while (!contexts_.empty()) {
        Context& c = contexts_.back();
        if (c.pos < c.tokens.size()) return c.tokens[c.pos++];
        if (c.barrier) return EndToken();
        PopContext();
    }
    return NextFromFile();
}

// Whether the next token is "(", for a function-like macro's name (C 6.10.3 p10). Finished
// contexts are popped on the way, as Next would; a directive line stops the search.
bool Preprocessor::Impl::NextIsLParen() {
    while (!contexts_.empty()) {
        Context& c = contexts_.back();
        if (c.pos < c.tokens.size()) return c.tokens[c.pos].Is(Punct::kLParen);
        if (c.barrier) return false;
        PopContext();
    }
    if (files_.empty()) return false;
    Token& t = PeekFile();
    if (t.Is(Punct::kHash) && t.Has(kStartOfLine)) return false;
    return t.Is(Punct::kLParen);
}

Token& Preprocessor::Impl::PeekFile() {
    FileState& f = files_.back();
    if (!f.lookahead) f.lookahead = f.lexer->Next();
    return *f.lookahead;
}

Token Preprocessor::Impl::RawFileToken() {
    FileState& f = files_.back();
    if (f.lookahead) {
        Token t = *f.lookahead;
        f.lookahead.reset();
        return t;
    }
    return f.lexer->Next();
}

// A file's next token after directives; kEndOfFile stays (sticky) until Run pops the file.
// After a limit stopped the run (a directive can hit one), no further directive runs.
Token Preprocessor::Impl::NextFromFile() {
    while (!files_.empty() && !fatal_) {
        Token t = RawFileToken();
        FileState& f = files_.back();
        if (t.kind == TokenKind::kEndOfFile) {
            f.lookahead = t;
            if (!f.end_checked) {
                f.end_checked = true;
                for (const Conditional& c : f.conditionals)
                    ErrorAt(c.location, 1, "unterminated conditional directive");
                f.conditionals.clear();
            }
            return t;
        }
        if (t.Is(Punct::kHash) && t.Has(kStartOfLine)) {
            HandleDirective(t);
            continue;
        }
        return t;
    }
    return EndToken();
}

// The rest of a directive's line: every token up to the next one that starts a line.
std::vector<Token> Preprocessor::Impl::ReadLine() {
    std::vector<Token> line;
    while (true) {
        Token& t = PeekFile();
        if (t.kind == TokenKind::kEndOfFile || t.Has(kStartOfLine)) break;
        line.push_back(RawFileToken());
    }
    return line;
}

Token Preprocessor::Impl::EndToken() const {
    Token t;
    t.kind = TokenKind::kEndOfFile;
    t.flags = kStartOfLine;
    if (!files_.empty()) {
        const FileState& f = files_.front();
        t.location = sources_.At(f.id, sources_.File(f.id).Text().size());
        t.expansion = t.location;
    }
    return t;
}

// Spends `amount` of a budget; false (and the run stops, reported once) when it runs out.
bool Preprocessor::Impl::Spend(Budget& budget, std::size_t amount, Location at,
                               std::size_t length) {
    budget.used += amount;
    if (budget.used <= budget.limit) return true;
    if (!fatal_) {
        ErrorAt(at, length,
                std::string(budget.message) + " (limit " + std::to_string(budget.limit) + ")");
    }
    fatal_ = true;
    return false;
}

bool Preprocessor::Impl::Spend(Budget& budget, std::size_t amount, const Token& at) {
    return Spend(budget, amount, at.expansion, at.expansion_length);
}

void Preprocessor::Impl::ErrorAt(Location location, std::size_t length, std::string message) {
    diagnostics_.Error(location.offset, length, std::move(message));
}

void Preprocessor::Impl::Error(const Token& token, std::string message) {
    diagnostics_.Error(token.expansion.offset, token.expansion_length, std::move(message));
}

void Preprocessor::Impl::Warning(const Token& token, std::string message) {
    diagnostics_.Warning(token.expansion.offset, token.expansion_length, std::move(message));
}

namespace {

std::string DescribeByte(std::string_view spelling) {
    auto c = static_cast<unsigned char>(spelling.empty() ? 0 : spelling[0]);
    if (c >= 0x20 && c < 0x7f)
        return std::string("invalid character '") + static_cast<char>(c) + "'";
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02X", c);
    return std::string("invalid byte ") + hex + " in source";
}

}  // namespace

// The output checks: a number's value for the language, stray and unterminated tokens.
void Preprocessor::Impl::FinishToken(Token& t) {
    if (t.kind == TokenKind::kNumber) {
        ParsedNumber parsed = ParseNumber(t.spelling, options_.numbers);
        if (!parsed.ok) {
            Error(t, parsed.error);
            return;
        }
        t.number = parsed.value;
        if (!t.number.is_float && options_.int_bits < 64 &&
            t.number.integer > (std::uint64_t{1} << options_.int_bits) - 1) {
            Error(t, "integer constant does not fit in " + std::to_string(options_.int_bits) +
                         " bits");
        }
    } else if (t.kind == TokenKind::kInvalid) {
        if (t.Has(kUnterminated)) {
            Error(t, std::string("missing terminating ") + t.spelling[0] + " character");
        } else {
            Error(t, DescribeByte(t.spelling));
        }
    }
}

std::shared_ptr<Macro> Preprocessor::Impl::FindMacro(std::string_view name) const {
    auto it = macros_.find(name);
    return it == macros_.end() ? nullptr : it->second;
}

Preprocessor::Preprocessor(Options options, support::DiagnosticList& diagnostics)
    : impl_(std::make_unique<Impl>(std::move(options), diagnostics)) {}
Preprocessor::~Preprocessor() = default;

std::vector<Token> Preprocessor::Run(std::string name, std::string text) {
    return impl_->Run(std::move(name), std::move(text));
}
const SourceManager& Preprocessor::Sources() const { return impl_->sources_; }
const std::vector<Pragma>& Preprocessor::Pragmas() const { return impl_->pragmas_; }
const std::vector<ExtensionDirective>& Preprocessor::Extensions() const {
    return impl_->extensions_;
}
int Preprocessor::Version() const { return impl_->version_; }
bool Preprocessor::HasVersionDirective() const { return impl_->has_version_; }
bool Preprocessor::IsDefined(std::string_view name) const {
    return impl_->FindMacro(name) != nullptr;
}

namespace {

bool IsWordLike(const Token& t) {
    return t.kind == TokenKind::kIdentifier || t.kind == TokenKind::kNumber;
}

// Whether printing `b` right after `a` would lex differently: "a b", "- -", "/ /", "1 .x".
bool WouldMerge(const Token& a, const Token& b) {
    if (IsWordLike(a) && (IsWordLike(b) || b.Is(Punct::kDot))) return true;
    if (a.Is(Punct::kDot) && (b.kind == TokenKind::kNumber || b.Is(Punct::kDot))) return true;
    if (a.kind == TokenKind::kNumber && (b.Is(Punct::kPlus) || b.Is(Punct::kMinus))) {
        char last = a.spelling.empty() ? 0 : a.spelling.back();
        return last == 'e' || last == 'E';
    }
    if (a.kind != TokenKind::kPunct || b.kind != TokenKind::kPunct) return false;
    if (a.Is(Punct::kSlash) && (b.Is(Punct::kSlash) || b.Is(Punct::kStar))) return true;
    std::string joined = std::string(a.spelling) + std::string(b.spelling);
    for (int p = static_cast<int>(Punct::kLBracket); p <= static_cast<int>(Punct::kHashHash); ++p) {
        std::string_view s = PunctSpelling(static_cast<Punct>(p));
        if (s.size() > a.spelling.size() && joined.compare(0, s.size(), s) == 0) return true;
    }
    return false;
}

}  // namespace

std::string Print(const std::vector<Token>& tokens, const std::vector<Pragma>& pragmas) {
    std::string out;
    const Token* previous = nullptr;
    std::size_t next_pragma = 0;
    for (std::size_t i = 0; i <= tokens.size(); ++i) {
        for (; next_pragma < pragmas.size() && pragmas[next_pragma].token_index == i;
             ++next_pragma) {
            if (!out.empty() && out.back() != '\n') out += '\n';
            out += "#pragma";
            std::string_view space = " ";
            for (const Token& t : pragmas[next_pragma].tokens) {
                out += t.SpaceBefore() ? space : "";
                out += t.spelling;
            }
            out += '\n';
            previous = nullptr;
        }
        if (i == tokens.size() || tokens[i].kind == TokenKind::kEndOfFile) continue;
        const Token& t = tokens[i];
        if (previous) {
            if (t.Has(kStartOfLine)) {
                out += '\n';
            } else if (t.Has(kLeadingSpace) || WouldMerge(*previous, t)) {
                out += ' ';
            }
        }
        out += t.spelling;
        previous = &t;
    }
    if (!out.empty() && out.back() != '\n') out += '\n';
    return out;
}

std::string Print(const std::vector<Token>& tokens) { return Print(tokens, {}); }

}  // namespace tessera::lang::cfamily
