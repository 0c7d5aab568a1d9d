// SPDX-License-Identifier: MIT
// Macro expansion (C 6.10.3): invocation, argument collection, substitution, "#", "##".
//
// ExpandNext pulls one token; if it names an enabled macro, the macro's replacement (with
// arguments substituted) is pushed as a context that disables the macro, and pulling goes
// on from there: that is the rescan. A context is popped, and its macro enabled again, only
// when a read finds it finished, so a name met while its own expansion is still the
// innermost input is painted and stays unexpanded forever ("blue paint").
//
// Substitution follows 6.10.3.1-3: a parameter next to "#" or "##" takes the argument as
// written; any other takes it fully expanded first, on its own (ExpandList, behind a
// barrier). An empty argument next to "##" is a placemarker, so "x ## ## y"-like chains
// with empty arguments paste what remains (6.10.3.3 p3).
#include <string>

#include "lang/common/cfamily/preprocessor_impl.h"

namespace tessera::lang::cfamily {

namespace {

// Gives `t` the white space of the token it replaces (the macro name or the parameter).
void TakeSpacing(Token& t, const Token& replaced) {
    t.flags &= static_cast<std::uint8_t>(~(kStartOfLine | kLeadingSpace));
    t.flags |= replaced.flags & (kStartOfLine | kLeadingSpace);
}

}  // namespace

Token Preprocessor::Impl::ExpandNext() {
    while (true) {
        Token t = Next();
        if (t.kind != TokenKind::kIdentifier || t.Has(kNoExpand)) return t;
        if (in_if_ && t.spelling == "defined") return DefinedOperator(t);
        std::shared_ptr<Macro> macro = FindMacro(t.spelling);
        if (!macro) return t;
        if (macro->disabled) {
            t.flags |= kNoExpand;
            return t;
        }
        if (macro->builtin != Macro::Builtin::kNone) return BuiltinToken(*macro, t);
        std::vector<std::vector<Token>> args;
        if (macro->function_like) {
            if (!NextIsLParen()) return t;
            Next();  // "("
            if (!CollectArguments(*macro, t, args)) continue;
        }
        if (contexts_.size() >= options_.limits.max_expansion_depth) {
            if (!depth_reported_) {
                Error(t, "macro expansion nested too deeply (limit " +
                             std::to_string(options_.limits.max_expansion_depth) + ")");
            }
            depth_reported_ = true;
            t.flags |= kNoExpand;
            return t;
        }
        std::vector<Token> body = Substitute(*macro, t, args);
        if (fatal_ || !Spend(tokens_, body.size(), t)) return EndToken();
        if (!body.empty()) TakeSpacing(body.front(), t);
        macro->disabled = true;
        contexts_.push_back({std::move(body), 0, macro, false});
    }
}

// Expands a token list on its own (a macro argument, an #if line): reading stops at its end.
std::vector<Token> Preprocessor::Impl::ExpandList(std::vector<Token> tokens) {
    std::size_t depth = contexts_.size();
    contexts_.push_back({std::move(tokens), 0, nullptr, true});
    std::vector<Token> out;
    while (!fatal_) {
        Token t = ExpandNext();
        if (t.kind == TokenKind::kEndOfFile) break;
        out.push_back(t);
    }
    while (contexts_.size() > depth) PopContext();
    return out;
}

// arguments = "(" argument ("," argument)* ")", where an argument is a balanced token run;
// "(" has already been read. False (reported) if the list is unterminated or the count is
// wrong.
bool Preprocessor::Impl::CollectArguments(const Macro& macro, const Token& name,
                                          std::vector<std::vector<Token>>& args) {
    args.assign(1, {});
    int depth = 0;
    while (true) {
        Token t = Next();
        if (t.kind == TokenKind::kEndOfFile) {
            if (!fatal_)
                Error(name, "unterminated argument list invoking macro '" + Shorten(macro.name) +
                                "'");
            return false;
        }
        if (t.Is(Punct::kLParen)) {
            ++depth;
        } else if (t.Is(Punct::kRParen)) {
            if (depth == 0) break;
            --depth;
        } else if (t.Is(Punct::kComma) && depth == 0) {
            args.emplace_back();
            continue;
        }
        // A line break inside the invocation is only white space in the expansion.
        if (t.Has(kStartOfLine))
            t.flags = static_cast<std::uint8_t>((t.flags & ~kStartOfLine) | kLeadingSpace);
        args.back().push_back(t);
    }
    // Each level of nested calls copies the arguments of the levels inside it, so
    // f(f(f(...))) n deep would hold n^2/2 tokens: they are counted against a limit.
    std::size_t collected = 0;
    for (const std::vector<Token>& arg : args) collected += arg.size();
    if (!Spend(arguments_, collected, name)) return false;
    // "f()" is zero arguments for a macro without parameters, one empty one otherwise.
    if (macro.params.empty() && args.size() == 1 && args[0].empty()) args.clear();
    if (args.size() != macro.params.size()) {
        Error(name, "macro '" + Shorten(macro.name) + "' expects " +
                        std::to_string(macro.params.size()) + " argument" +
                        (macro.params.size() == 1 ? "" : "s") + ", got " +
                        std::to_string(args.size()));
        return false;
    }
    return true;
}

std::vector<Token> Preprocessor::Impl::Substitute(const Macro& macro, const Token& name,
                                                  std::vector<std::vector<Token>>& args) {
    auto from_body = [&](Token t) {
        t.flags |= kFromMacro;
        t.expansion = name.expansion;
        t.expansion_length = name.expansion_length;
        return t;
    };
    std::vector<std::optional<std::vector<Token>>> expanded(args.size());
    // An argument used only expanded is given away to ExpandList, so that nested calls
    // (f(f(f(...)))) hold one copy of each level's argument, not two.
    std::vector<bool> used_raw(args.size(), false);
    for (std::size_t i = 0; i < macro.body.size(); ++i) {
        const bool pasted = (i + 1 < macro.body.size() && macro.body[i + 1].Is(Punct::kHashHash)) ||
                            (i > 0 && macro.body[i - 1].Is(Punct::kHashHash));
        const bool stringized = macro.function_like && i > 0 && macro.body[i - 1].Is(Punct::kHash);
        if (macro.param_of[i] >= 0 && (pasted || stringized)) used_raw[macro.param_of[i]] = true;
    }
    // The tokens one body element stands for: a token, a stringized or raw argument (next
    // to "##", where an empty one is a placemarker) or an expanded argument.
    auto element = [&](std::size_t& i, bool raw) -> std::vector<Token> {
        const Token& b = macro.body[i];
        if (macro.function_like && b.Is(Punct::kHash) && i + 1 < macro.body.size() &&
            macro.param_of[i + 1] >= 0) {
            ++i;
            return {from_body(Stringize(args[macro.param_of[i]], b, name))};
        }
        int p = macro.param_of[i];
        if (p < 0) return {from_body(b)};
        std::vector<Token> tokens;
        if (raw) {
            tokens = args[p];
            if (tokens.empty()) {
                Token placemarker = from_body(b);
                placemarker.kind = TokenKind::kPlacemarker;
                placemarker.spelling = "";
                tokens.push_back(placemarker);
            }
        } else {
            if (!expanded[p]) expanded[p] = ExpandList(used_raw[p] ? args[p] : std::move(args[p]));
            tokens = *expanded[p];
        }
        if (!tokens.empty()) TakeSpacing(tokens.front(), b);
        return tokens;
    };
    std::vector<Token> out;
    for (std::size_t i = 0; i < macro.body.size() && !fatal_; ++i) {
        if (macro.body[i].Is(Punct::kHashHash) && !out.empty() && i + 1 < macro.body.size()) {
            ++i;
            std::vector<Token> rhs = element(i, true);
            if (!Paste(out.back(), rhs.front(), name)) out.push_back(rhs.front());
            out.insert(out.end(), rhs.begin() + 1, rhs.end());
            continue;
        }
        bool raw = i + 1 < macro.body.size() && macro.body[i + 1].Is(Punct::kHashHash);
        std::vector<Token> tokens = element(i, raw);
        out.insert(out.end(), tokens.begin(), tokens.end());
        // Many uses of a long argument can outgrow the token limit before ExpandNext counts.
        if (out.size() > tokens_.Remaining()) {
            Spend(tokens_, out.size(), name);
            return {};
        }
    }
    std::erase_if(out, [](const Token& t) { return t.kind == TokenKind::kPlacemarker; });
    return out;
}

// "#" param: the argument's spelling as a string literal, one space for each run of white
// space between tokens, "\" and '"' escaped inside strings and characters (6.10.3.2).
Token Preprocessor::Impl::Stringize(const std::vector<Token>& arg, const Token& hash,
                                    const Token& name) {
    std::string text = "\"";
    for (std::size_t i = 0; i < arg.size(); ++i) {
        const Token& t = arg[i];
        if (i > 0 && t.SpaceBefore()) text += ' ';
        bool quoted = t.kind == TokenKind::kString || t.kind == TokenKind::kChar ||
                      (t.kind == TokenKind::kInvalid && t.Has(kUnterminated));
        for (char c : t.spelling) {
            if (quoted && (c == '"' || c == '\\')) text += '\\';
            text += c;
        }
        if (text.size() > made_bytes_.Remaining()) break;  // Spend below reports it
    }
    text += '"';
    Spend(made_bytes_, text.size(), name);
    Token out = hash;
    out.kind = TokenKind::kString;
    out.punct = Punct::kNone;
    out.spelling = sources_.Save(std::move(text));
    out.expansion = name.expansion;
    out.expansion_length = name.expansion_length;
    return out;
}

// lhs ## rhs: the two spellings must lex as exactly one token (6.10.3.3 p3); a placemarker
// on either side leaves the other. On failure lhs is unchanged and false is returned.
bool Preprocessor::Impl::Paste(Token& lhs, const Token& rhs, const Token& name) {
    if (rhs.kind == TokenKind::kPlacemarker) return true;
    if (lhs.kind == TokenKind::kPlacemarker) {
        std::uint8_t spacing = lhs.flags & (kStartOfLine | kLeadingSpace);
        lhs = rhs;
        lhs.flags =
            static_cast<std::uint8_t>((lhs.flags & ~(kStartOfLine | kLeadingSpace)) | spacing);
        return true;
    }
    std::string joined = std::string(lhs.spelling) + std::string(rhs.spelling);
    Spend(made_bytes_, joined.size(), name);
    std::string_view saved = sources_.Save(joined);
    Token pasted;
    if (!LexSingleToken(saved, options_.lex, sources_, pasted)) {
        Error(name, "pasting '" + Shorten(lhs.spelling) + "' and '" + Shorten(rhs.spelling) +
                        "' does not give a valid token");
        return false;
    }
    lhs.kind = pasted.kind;
    lhs.punct = pasted.punct;
    lhs.spelling = pasted.spelling;
    lhs.flags = static_cast<std::uint8_t>((lhs.flags & (kStartOfLine | kLeadingSpace)) |
                                          kFromMacro | kFromPaste);
    lhs.expansion = name.expansion;
    lhs.expansion_length = name.expansion_length;
    return true;
}

Token Preprocessor::Impl::MakeNumber(std::string spelling, const Token& like) {
    Token t = like;
    t.kind = TokenKind::kNumber;
    t.punct = Punct::kNone;
    t.flags &= static_cast<std::uint8_t>(kStartOfLine | kLeadingSpace);
    t.spelling = sources_.Save(std::move(spelling));
    return t;
}

// __LINE__: the presumed line of the macro use; __FILE__: Cg the presumed file name as a
// string, GLSL the source string number; __VERSION__: GLSL's version.
Token Preprocessor::Impl::BuiltinToken(const Macro& macro, const Token& name) {
    PresumedLocation at = sources_.Presumed(name.expansion);
    switch (macro.builtin) {
        case Macro::Builtin::kLine:
            return MakeNumber(std::to_string(at.line), name);
        case Macro::Builtin::kVersion:
            return MakeNumber(std::to_string(version_), name);
        case Macro::Builtin::kFile:
            if (options_.language == Language::kGlsl)
                return MakeNumber(std::to_string(at.source_number), name);
            break;
        case Macro::Builtin::kNone:
            break;
    }
    std::string text = "\"";
    for (char c : at.name) {
        if (c == '"' || c == '\\') text += '\\';
        text += c;
    }
    text += '"';
    Token t = MakeNumber(std::move(text), name);
    t.kind = TokenKind::kString;
    return t;
}

// defined-operator = "defined" identifier | "defined" "(" identifier ")"; becomes 1 or 0.
// Its operand is read unexpanded (6.10.1 p1).
Token Preprocessor::Impl::DefinedOperator(const Token& defined) {
    Token operand = Next();
    bool parenthesized = operand.Is(Punct::kLParen);
    if (parenthesized) operand = Next();
    if (operand.kind != TokenKind::kIdentifier) {
        Error(operand.kind == TokenKind::kEndOfFile ? defined : operand,
              "macro name missing after 'defined'");
        return MakeNumber("0", defined);
    }
    bool is_defined = FindMacro(operand.spelling) != nullptr;
    if (parenthesized) {
        Token close = Next();
        if (!close.Is(Punct::kRParen)) {
            Error(close.kind == TokenKind::kEndOfFile ? operand : close,
                  "missing ')' after 'defined'");
        }
    }
    return MakeNumber(is_defined ? "1" : "0", defined);
}

}  // namespace tessera::lang::cfamily
