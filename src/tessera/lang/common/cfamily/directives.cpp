// SPDX-License-Identifier: MIT
// Directives other than the conditional ones: #define, #undef, #include, #line, #error,
// #pragma, and GLSL's #version and #extension (C 6.10, GLSL 1.10 section 3.3).
//
// A directive is a "#" that begins a line, read straight from a file. Its line is read
// whole (ReadLine) before anything is done, so every handler sees just its tokens and an
// error anywhere leaves the next line untouched.
#include <algorithm>

#include "lang/common/cfamily/preprocessor_impl.h"

namespace tessera::lang::cfamily {

namespace {

std::string Spell(const std::vector<Token>& tokens, std::size_t from = 0) {
    std::string text;
    for (std::size_t i = from; i < tokens.size(); ++i) {
        if (i > from && tokens[i].SpaceBefore()) text += ' ';
        text += tokens[i].spelling;
    }
    return text;
}

// Directory part of a path ("" for a bare name), and a path with "." and "x/.." removed.
std::string DirectoryOf(const std::string& path) {
    std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? "" : path.substr(0, slash);
}

std::string Normalize(const std::string& path) {
    std::vector<std::string> parts;
    bool absolute = !path.empty() && path[0] == '/';
    std::size_t start = 0;
    while (start <= path.size()) {
        std::size_t end = std::min(path.find('/', start), path.size());
        std::string part = path.substr(start, end - start);
        if (part == "..") {
            if (!parts.empty() && parts.back() != "..") {
                parts.pop_back();
            } else if (!absolute) {
                parts.push_back(part);
            }
        } else if (!part.empty() && part != ".") {
            parts.push_back(part);
        }
        start = end + 1;
    }
    std::string out = absolute ? "/" : "";
    for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? "/" : "") + parts[i];
    return out;
}

std::string JoinPath(const std::string& dir, const std::string& name) {
    if (dir.empty() || name.starts_with('/')) return Normalize(name);
    return Normalize(dir + "/" + name);
}

}  // namespace

// directive = "#" (name tokens*)? newline; an empty one (the null directive) does nothing.
void Preprocessor::Impl::HandleDirective(const Token& hash) {
    std::vector<Token> line = ReadLine();
    if (line.empty()) return;
    const Token& name = line[0];
    bool glsl = options_.language == Language::kGlsl;
    if (name.kind != TokenKind::kIdentifier) {
        Error(name, "invalid preprocessing directive");
        return;
    }
    std::string_view n = name.spelling;
    if (glsl && n != "version") saw_content_ = true;
    if (n == "define") return Define(name, line);
    if (n == "undef") return Undef(name, line);
    if (n == "include") return Include(name, line);
    if (n == "if") return If(name, line);
    if (n == "ifdef") return Ifdef(name, line, false);
    if (n == "ifndef") return Ifdef(name, line, true);
    if (n == "elif") return Elif(name, line);
    if (n == "else") return Else(name, line);
    if (n == "endif") return Endif(name, line);
    if (n == "line") return LineDirective(name, line);
    if (n == "error") return ErrorDirective(name, line);
    if (n == "pragma") return PragmaDirective(name, line);
    if (glsl && n == "version") return VersionDirective(name, line);
    if (glsl && n == "extension") return ExtensionDirective(name, line);
    (void)hash;
    Error(name, "unknown directive '#" + Shorten(n) + "'");
}

void Preprocessor::Impl::ExtraTokens(const std::vector<Token>& line, std::size_t from,
                                     std::string_view directive) {
    if (from < line.size())
        Warning(line[from], "extra tokens after #" + std::string(directive) + " are ignored");
}

// The name of #define/#undef: an identifier that is not "defined", a built-in or (GLSL,
// outside the built-in pseudo-files) a reserved name.
bool Preprocessor::Impl::CheckMacroName(const Token& directive, const std::vector<Token>& line,
                                        bool defining) {
    if (line.size() < 2) {
        Error(directive, "macro name missing after #" + std::string(directive.spelling));
        return false;
    }
    const Token& name = line[1];
    if (name.kind != TokenKind::kIdentifier) {
        Error(name, "macro names must be identifiers");
        return false;
    }
    std::string_view n = name.spelling;
    if (n == "defined") {
        Error(name, std::string("cannot ") + (defining ? "define" : "undefine") + " 'defined'");
        return false;
    }
    if (std::shared_ptr<Macro> m = FindMacro(n); m && m->builtin != Macro::Builtin::kNone) {
        Error(name, std::string("cannot ") + (defining ? "redefine" : "undefine") +
                        " built-in macro '" + std::string(n) + "'");
        return false;
    }
    if (files_.back().builtin) return true;
    auto check = [&](ReservedNameCheck how, std::string message) {
        if (how == ReservedNameCheck::kError) {
            Error(name, std::move(message));
            return false;
        }
        if (how == ReservedNameCheck::kWarning) Warning(name, std::move(message));
        return true;
    };
    if (n.starts_with("GL_") &&
        !check(options_.reserved_gl_prefix, "macro names beginning with 'GL_' are reserved"))
        return false;
    if (n.find("__") != std::string_view::npos &&
        !check(options_.reserved_double_underscore, "macro names containing '__' are reserved"))
        return false;
    return true;
}

// define = "#define" identifier replacement-list
//        | "#define" identifier "(" (identifier ("," identifier)*)? ")" replacement-list
// where "(" directly follows the name (no white space) for a function-like macro.
void Preprocessor::Impl::Define(const Token& directive, std::vector<Token>& line) {
    if (!CheckMacroName(directive, line, true)) return;
    auto macro = std::make_shared<Macro>();
    macro->name = std::string(line[1].spelling);
    macro->location = line[1].location;
    std::size_t i = 2;
    if (i < line.size() && line[i].Is(Punct::kLParen) && !line[i].SpaceBefore()) {
        macro->function_like = true;
        ++i;
        bool expect_name = true;
        bool closed = false;
        for (; i < line.size(); ++i) {
            const Token& t = line[i];
            if (t.Is(Punct::kRParen) && (!expect_name || macro->params.empty())) {
                closed = true;
                ++i;
                break;
            }
            if (t.Is(Punct::kEllipsis)) {
                Error(t, "variadic macros are not supported");
                return;
            }
            if (expect_name && t.kind == TokenKind::kIdentifier) {
                std::string param(t.spelling);
                if (std::find(macro->params.begin(), macro->params.end(), param) !=
                    macro->params.end()) {
                    Error(t, "duplicate macro parameter '" + param + "'");
                    return;
                }
                macro->params.push_back(std::move(param));
                expect_name = false;
            } else if (!expect_name && t.Is(Punct::kComma)) {
                expect_name = true;
            } else {
                Error(t, expect_name ? "expected a parameter name"
                                     : "expected ',' or ')' in macro parameter list");
                return;
            }
        }
        if (!closed) {
            Error(line.back(), "missing ')' in macro parameter list");
            return;
        }
    }
    macro->body.assign(line.begin() + static_cast<std::ptrdiff_t>(i), line.end());
    if (!macro->body.empty()) {
        macro->body.front().flags &= static_cast<std::uint8_t>(~(kStartOfLine | kLeadingSpace));
    }
    for (const Token& t : macro->body) {
        auto it = std::find(macro->params.begin(), macro->params.end(), t.spelling);
        bool is_param = t.kind == TokenKind::kIdentifier && it != macro->params.end();
        macro->param_of.push_back(is_param ? static_cast<int>(it - macro->params.begin()) : -1);
    }
    // 6.10.3.3 p1: "##" is not first or last; 6.10.3.2 p1: "#" is followed by a parameter.
    const std::vector<Token>& body = macro->body;
    if (!body.empty() && (body.front().Is(Punct::kHashHash) || body.back().Is(Punct::kHashHash))) {
        Error(body.front().Is(Punct::kHashHash) ? body.front() : body.back(),
              "'##' cannot appear at either end of a macro expansion");
        return;
    }
    for (std::size_t k = 0; macro->function_like && k < body.size(); ++k) {
        if (!body[k].Is(Punct::kHash)) continue;
        if (options_.language == Language::kGlsl) {
            Error(body[k], "'#' (stringizing) is not available in GLSL");
            return;
        }
        if (k + 1 >= body.size() || macro->param_of[k + 1] < 0) {
            Error(body[k], "'#' is not followed by a macro parameter");
            return;
        }
    }
    // 6.10.3 p2: a redefinition must be identical (same parameters, same tokens, same
    // white space between them). cgc only warned, and the last definition won; Cg code
    // relies on that (a header's default after a -D, docs/cg.md "Cg as cgc accepted it").
    if (std::shared_ptr<Macro> old = FindMacro(macro->name)) {
        bool same = old->function_like == macro->function_like && old->params == macro->params &&
                    old->body.size() == macro->body.size();
        for (std::size_t k = 0; same && k < body.size(); ++k) {
            same = old->body[k].spelling == body[k].spelling &&
                   (k == 0 || old->body[k].SpaceBefore() == body[k].SpaceBefore());
        }
        if (!same && options_.redefinition_is_warning) {
            Warning(line[1], "macro '" + Shorten(macro->name) +
                                 "' redefined differently; the new definition is used, as cgc did");
            diagnostics_.Note(old->location.offset, old->name.size(),
                              "previous definition is here");
        } else if (!same) {
            Error(line[1], "macro '" + Shorten(macro->name) + "' redefined differently");
            diagnostics_.Note(old->location.offset, old->name.size(),
                              "previous definition is here");
        }
    }
    macros_[macro->name] = std::move(macro);
}

// undef = "#undef" identifier
void Preprocessor::Impl::Undef(const Token& directive, std::vector<Token>& line) {
    if (!CheckMacroName(directive, line, false)) return;
    macros_.erase(std::string(line[1].spelling));
    ExtraTokens(line, 2, "undef");
}

// include = "#include" ('"' path '"' | "<" path ">" | tokens that expand to one of these)
void Preprocessor::Impl::Include(const Token& directive, std::vector<Token>& line) {
    if (options_.language == Language::kGlsl) {
        Error(directive, "#include is not available in GLSL");
        return;
    }
    std::vector<Token> operand(line.begin() + 1, line.end());
    if (!operand.empty() && operand[0].kind != TokenKind::kString && !operand[0].Is(Punct::kLess)) {
        operand = ExpandList(std::move(operand));
    }
    std::string name;
    bool angled = false;
    std::size_t next = 1;
    if (!operand.empty() && operand[0].kind == TokenKind::kString) {
        name = std::string(operand[0].spelling.substr(1, operand[0].spelling.size() - 2));
    } else if (!operand.empty() && operand[0].Is(Punct::kLess)) {
        angled = true;
        while (next < operand.size() && !operand[next].Is(Punct::kGreater)) ++next;
        if (next == operand.size()) {
            Error(operand[0], "missing '>' in #include");
            return;
        }
        std::vector<Token> inside(operand.begin() + 1,
                                  operand.begin() + static_cast<std::ptrdiff_t>(next));
        name = Spell(inside);
        ++next;
    } else {
        Error(operand.empty() ? directive : operand[0],
              "#include expects \"FILENAME\" or <FILENAME>");
        return;
    }
    ExtraTokens(operand, next, "include");
    if (name.empty()) {
        Error(directive, "empty file name in #include");
        return;
    }
    std::vector<std::string> candidates;
    if (name.starts_with('/')) {
        candidates.push_back(Normalize(name));
    } else {
        if (!angled) candidates.push_back(JoinPath(DirectoryOf(files_.back().path), name));
        for (const std::string& dir : options_.include_dirs)
            candidates.push_back(JoinPath(dir, name));
    }
    for (const std::string& path : candidates) {
        std::optional<std::string> text = options_.read_file(path);
        if (!text) continue;
        // Including a file that is already open is legal (include guards make it stop);
        // only a cycle that never stops is an error, and the depth limit catches it. The
        // message then names the cycle so the user sees where it closes, and the run stops.
        if (files_.size() > options_.limits.max_include_depth) {
            std::string message = "#include nested too deeply (limit " +
                                  std::to_string(options_.limits.max_include_depth) + ")";
            for (std::size_t k = files_.size(); k-- > 0;) {  // innermost: the shortest cycle
                if (files_[k].builtin || files_[k].path != path) continue;
                std::string cycle;
                for (std::size_t j = k; j < files_.size(); ++j) cycle += files_[j].path + " -> ";
                message += "; the includes form a cycle: " + cycle + path;
                break;
            }
            Error(directive, message);
            fatal_ = true;  // a runaway cycle would repeat this for every open branch
            return;
        }
        if (!Spend(includes_, 1, directive) || !Spend(source_bytes_, text->size(), directive))
            return;
        FileId id = sources_.AddFile(path, std::move(*text), directive.location);
        PushFile(id, path, false);
        return;
    }
    Error(directive, "cannot find include file '" + Shorten(name) + "'");
}

// line = "#line" digits ('"' name '"')?          (C 6.10.4, after macro expansion)
//      | "#line" line-number source-number?      (GLSL 3.3)
void Preprocessor::Impl::LineDirective(const Token& directive, std::vector<Token>& line) {
    std::vector<Token> operand = ExpandList(std::vector<Token>(line.begin() + 1, line.end()));
    bool glsl = options_.language == Language::kGlsl;
    auto integer = [&](const Token& t, std::uint64_t& value) {
        if (t.kind != TokenKind::kNumber) return false;
        ParsedNumber n = ParseNumber(t.spelling, NumberSyntax{});
        value = n.value.integer;
        return n.ok && !n.value.is_float;
    };
    std::uint64_t number = 0;
    if (operand.empty() || !integer(operand[0], number)) {
        Error(operand.empty() ? directive : operand[0], "#line expects a line number");
        return;
    }
    if (number > 2147483647 || (number == 0 && !glsl)) {
        Error(operand[0], "line number out of range");
        return;
    }
    std::optional<std::string> name;
    std::optional<std::uint32_t> source;
    std::size_t next = 1;
    if (operand.size() > 1) {
        std::uint64_t value = 0;
        if (!glsl && operand[1].kind == TokenKind::kString) {
            std::string_view s = operand[1].spelling;
            name = std::string(s.substr(1, s.size() - 2));
            next = 2;
        } else if (glsl && integer(operand[1], value) && value <= 0xffffffffu) {
            source = static_cast<std::uint32_t>(value);
            next = 2;
        } else {
            Error(operand[1], glsl ? "#line expects a source string number after the line number"
                                   : "#line expects a file name in quotes after the line number");
            return;
        }
    }
    ExtraTokens(operand, next, "line");
    // GLSL 3.30 made "#line L" name the next line, as C does; before, it named this one.
    bool plus_one = options_.line_directive_plus_one && !(glsl && has_version_ && version_ >= 330);
    auto presumed = static_cast<std::uint32_t>(number + (plus_one ? 1 : 0));
    // It applies from the line after the directive's last token.
    const Token& last = line.back();
    auto [file, offset] = sources_.Decompose(last.location);
    const support::SourceFile& text = sources_.File(file);
    std::size_t end = offset;
    while (end < text.Text().size() && text.Text()[end] != '\n' && text.Text()[end] != '\r') ++end;
    if (end < text.Text().size() && text.Text()[end] == '\r' && end + 1 < text.Text().size() &&
        text.Text()[end + 1] == '\n')
        ++end;
    sources_.AddLineDirective(file, end + 1, presumed, std::move(name), source);
}

// error = "#error" tokens*: an error whose message is the tokens as written.
void Preprocessor::Impl::ErrorDirective(const Token& directive, std::vector<Token>& line) {
    std::string text = Spell(line, 1);
    if (text.size() > 1000) text = text.substr(0, 1000) + "...";  // one long line, not megabytes
    Error(directive, text.empty() ? "#error" : "#error " + text);
}

// pragma = "#pragma" tokens*: kept, unexpanded, for the language to interpret.
void Preprocessor::Impl::PragmaDirective(const Token& directive, std::vector<Token>& line) {
    Pragma pragma;
    pragma.location = directive.location;
    pragma.tokens.assign(line.begin() + 1, line.end());
    pragma.token_index = output_count_;
    pragmas_.push_back(std::move(pragma));
}

// version = "#version" number profile?   (GLSL 3.3: before anything but comments and spaces)
void Preprocessor::Impl::VersionDirective(const Token& directive, std::vector<Token>& line) {
    if (saw_content_ || has_version_) {
        Error(directive, "#version must come before anything else in the shader");
        saw_content_ = true;
        return;
    }
    saw_content_ = true;
    ParsedNumber n;
    if (line.size() >= 2 && line[1].kind == TokenKind::kNumber)
        n = ParseNumber(line[1].spelling, NumberSyntax{});
    if (!n.ok || n.value.is_float) {
        Error(line.size() >= 2 ? line[1] : directive, "#version expects a version number");
        return;
    }
    const auto& supported = options_.supported_versions;
    if (n.value.integer > 100000 ||
        std::find(supported.begin(), supported.end(), static_cast<int>(n.value.integer)) ==
            supported.end()) {
        Error(line[1], "GLSL version " + Shorten(line[1].spelling) + " is not supported");
        return;
    }
    version_ = static_cast<int>(n.value.integer);
    has_version_ = true;
    // GLSL 1.20 section 4.1.4 adds the "f"/"F" suffix on floating constants.
    if (version_ >= 120) options_.numbers.float_suffix_f = true;
    std::size_t next = 2;
    if (next < line.size() && version_ >= 150 &&
        (line[next].IsIdentifier("core") || line[next].IsIdentifier("compatibility") ||
         line[next].IsIdentifier("es")))
        ++next;
    if (next < line.size()) Error(line[next], "unexpected tokens after #version");
}

// extension = "#extension" (name | "all") ":" ("require" | "enable" | "warn" | "disable")
void Preprocessor::Impl::ExtensionDirective(const Token& directive, std::vector<Token>& line) {
    if (line.size() < 4 || line[1].kind != TokenKind::kIdentifier || !line[2].Is(Punct::kColon) ||
        line[3].kind != TokenKind::kIdentifier) {
        Error(line.size() > 1 ? line[1] : directive, "#extension expects 'name : behavior'");
        return;
    }
    std::string name(line[1].spelling);
    std::string behavior(line[3].spelling);
    // GLSL's grammar ends the directive after the behavior, as #version's ends after the number.
    if (line.size() > 4) Error(line[4], "unexpected tokens after #extension");
    if (behavior != "require" && behavior != "enable" && behavior != "warn" &&
        behavior != "disable") {
        Error(line[3], "unknown extension behavior '" + behavior + "'");
        return;
    }
    const auto& known = options_.supported_extensions;
    if (name == "all") {
        if (behavior == "require" || behavior == "enable") {
            Error(line[3], "extension 'all' cannot have behavior '" + behavior + "'");
            return;
        }
    } else if (std::find(known.begin(), known.end(), name) == known.end()) {
        if (behavior == "require") {
            Error(line[1], "extension '" + name + "' is not supported");
            return;
        }
        if (behavior != "disable") Warning(line[1], "extension '" + name + "' is not supported");
    }
    extensions_.push_back({directive.location, std::move(name), std::move(behavior)});
}

}  // namespace tessera::lang::cfamily
