// SPDX-License-Identifier: MIT
#include "lang/common/cfamily/lexer.h"

#include <algorithm>
#include <cctype>
#include <array>
#include <bit>
#include <cstdint>
#include <string>

namespace tessera::lang::cfamily {

namespace {

bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsIdentStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool IsIdentChar(char c) { return IsIdentStart(c) || IsDigit(c); }
bool IsNewline(char c) { return c == '\n' || c == '\r'; }
bool IsHorizontalSpace(char c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f'; }

struct PunctEntry {
    std::string_view spelling;
    Punct punct;
};

// Longest first, so the first match at a position is the longest one (C 6.4 "maximal munch").
constexpr std::array<PunctEntry, 50> kPuncts = {{
    {"<<=", Punct::kShlAssign},    {">>=", Punct::kShrAssign},  {"...", Punct::kEllipsis},
    {"->", Punct::kArrow},         {"++", Punct::kPlusPlus},    {"--", Punct::kMinusMinus},
    {"<<", Punct::kShl},           {">>", Punct::kShr},         {"<=", Punct::kLessEqual},
    {">=", Punct::kGreaterEqual},  {"==", Punct::kEqualEqual},  {"!=", Punct::kBangEqual},
    {"&&", Punct::kAmpAmp},        {"||", Punct::kPipePipe},    {"^^", Punct::kCaretCaret},
    {"::", Punct::kColonColon},    {"*=", Punct::kStarAssign},  {"/=", Punct::kSlashAssign},
    {"%=", Punct::kPercentAssign}, {"+=", Punct::kPlusAssign},  {"-=", Punct::kMinusAssign},
    {"&=", Punct::kAmpAssign},     {"^=", Punct::kCaretAssign}, {"|=", Punct::kPipeAssign},
    {"##", Punct::kHashHash},      {"[", Punct::kLBracket},     {"]", Punct::kRBracket},
    {"(", Punct::kLParen},         {")", Punct::kRParen},       {"{", Punct::kLBrace},
    {"}", Punct::kRBrace},         {".", Punct::kDot},          {"&", Punct::kAmp},
    {"*", Punct::kStar},           {"+", Punct::kPlus},         {"-", Punct::kMinus},
    {"~", Punct::kTilde},          {"!", Punct::kBang},         {"/", Punct::kSlash},
    {"%", Punct::kPercent},        {"<", Punct::kLess},         {">", Punct::kGreater},
    {"^", Punct::kCaret},          {"|", Punct::kPipe},         {"?", Punct::kQuestion},
    {":", Punct::kColon},          {";", Punct::kSemicolon},    {"=", Punct::kAssign},
    {",", Punct::kComma},          {"#", Punct::kHash},
}};

// For each first byte, the entries of kPuncts that start with it (bit i: entry i), so
// LexPunct tries only those, still longest first.
constexpr std::array<std::uint64_t, 256> kPunctsByFirst = [] {
    std::array<std::uint64_t, 256> by_first{};
    for (std::size_t i = 0; i < kPuncts.size(); ++i)
        by_first[static_cast<unsigned char>(kPuncts[i].spelling[0])] |= std::uint64_t{1} << i;
    return by_first;
}();
static_assert(kPuncts.size() <= 64, "kPunctsByFirst holds one bit per entry");

}  // namespace

std::string_view PunctSpelling(Punct punct) {
    for (const PunctEntry& e : kPuncts)
        if (e.punct == punct) return e.spelling;
    return "";
}

Lexer::Lexer(std::string_view text, Location base, const LexOptions& options,
             support::DiagnosticList& diagnostics, SourceManager& sources)
    : text_(text), base_(base), options_(options), diagnostics_(diagnostics), sources_(sources) {
    // A UTF-8 byte order mark (as some editors write) is not part of the text.
    pos_ = SkipSplices(text_.starts_with("\xEF\xBB\xBF") ? 3 : 0);
}

// A splice is a backslash directly followed by "\n", "\r\n" or "\r" (C 5.1.1.2 phase 2).
std::size_t Lexer::SkipSplices(std::size_t i) const {
    while (i + 1 < text_.size() && text_[i] == '\\' && IsNewline(text_[i + 1])) {
        i += (text_[i + 1] == '\r' && i + 2 < text_.size() && text_[i + 2] == '\n') ? 3 : 2;
    }
    return i;
}

// The character `ahead` logical characters past the cursor; '\0' past the end.
char Lexer::Peek(std::size_t ahead) const {
    std::size_t i = pos_;
    while (ahead-- > 0 && i < text_.size()) i = SkipSplices(i + 1);
    return i < text_.size() ? text_[i] : '\0';
}

void Lexer::Bump(std::size_t count) {
    while (count-- > 0 && pos_ < text_.size()) pos_ = SkipSplices(pos_ + 1);
}

// White space and comments; a line break sets at_line_start_, anything else leading_space_.
void Lexer::SkipTrivia() {
    while (pos_ < text_.size()) {
        char c = text_[pos_];
        if (IsNewline(c)) {
            at_line_start_ = true;
            leading_space_ = false;
            Bump();
        } else if (IsHorizontalSpace(c)) {
            leading_space_ = true;
            Bump();
        } else if (c == '/' && Peek(1) == '/') {
            // A // comment runs to the line break (which a splice can postpone).
            while (pos_ < text_.size() && !IsNewline(text_[pos_])) Bump();
            leading_space_ = true;
        } else if (c == '/' && Peek(1) == '*') {
            std::size_t start = pos_;
            Bump(2);
            bool closed = false;
            while (pos_ < text_.size()) {
                if (text_[pos_] == '*' && Peek(1) == '/') {
                    Bump(2);
                    closed = true;
                    break;
                }
                Bump();  // a line break inside is part of the comment, one space in all
            }
            if (!closed) diagnostics_.Error(base_.offset + start, 2, "unterminated comment");
            leading_space_ = true;
        } else if (c == '\\' && pos_ + 1 >= text_.size()) {
            // A backslash as the file's very last byte: C calls it undefined; we drop it.
            Bump();
        } else {
            break;
        }
    }
}

Token Lexer::Make(TokenKind kind, std::size_t begin) {
    Token t;
    t.kind = kind;
    t.location = {static_cast<std::uint32_t>(base_.offset + begin)};
    t.expansion = t.location;
    std::size_t raw = pos_ - begin;
    t.length = static_cast<std::uint16_t>(std::min<std::size_t>(raw, 0xffff));
    t.expansion_length = t.length;
    std::string_view spelling = text_.substr(begin, raw);
    if (spelling.find('\\') != std::string_view::npos) {
        // Rebuild the spelling without its splices, if it had any.
        std::string clean;
        for (std::size_t i = SkipSplices(begin); i < pos_; i = SkipSplices(i + 1))
            clean += text_[i];
        if (clean.size() != raw) spelling = sources_.Save(std::move(clean));
    }
    t.spelling = spelling;
    if (at_line_start_) t.flags |= kStartOfLine;
    if (leading_space_) t.flags |= kLeadingSpace;
    at_line_start_ = false;
    leading_space_ = false;
    return t;
}

// pp-number = ("digit" | "." digit) (digit | letter | "_" | "." | ("e"|"E") ("+"|"-"))*
// In Cg mode a second '.' followed by a letter or '_' is not part of the number (LexOptions).
void Lexer::LexNumber() {
    bool seen_dot = text_[pos_] == '.';
    Bump();
    while (pos_ < text_.size()) {
        char c = text_[pos_];
        char next = Peek(1);
        if ((c == 'e' || c == 'E') && (next == '+' || next == '-')) {
            Bump(2);
        } else if (c == '.' && seen_dot && options_.swizzle_after_number &&
                   (std::isalpha(static_cast<unsigned char>(next)) || next == '_')) {
            break;
        } else if (IsIdentChar(c) || c == '.') {
            seen_dot |= c == '.';
            Bump();
        } else {
            break;
        }
    }
}

// string = '"' (escape | any but '"', "\" and a line break)* '"'; character likewise with "'".
void Lexer::LexQuoted(char quote, Token& token) {
    Bump();
    while (pos_ < text_.size() && !IsNewline(text_[pos_])) {
        char c = text_[pos_];
        if (c == quote) {
            Bump();
            return;
        }
        Bump(c == '\\' && pos_ + 1 < text_.size() && !IsNewline(Peek(1)) ? 2 : 1);
    }
    token.flags |= kUnterminated;
}

Punct Lexer::LexPunct() {
    std::uint64_t candidates = kPunctsByFirst[static_cast<unsigned char>(Peek(0))];
    if (candidates == 0) return Punct::kNone;
    char c[3] = {Peek(0), Peek(1), Peek(2)};
    for (; candidates != 0; candidates &= candidates - 1) {
        const PunctEntry& e = kPuncts[static_cast<std::size_t>(std::countr_zero(candidates))];
        if (e.punct == Punct::kCaretCaret && !options_.caret_caret) continue;
        bool match = true;
        for (std::size_t i = 0; i < e.spelling.size(); ++i) match = match && c[i] == e.spelling[i];
        if (match) {
            Bump(e.spelling.size());
            return e.punct;
        }
    }
    return Punct::kNone;
}

Token Lexer::Next() {
    SkipTrivia();
    std::size_t begin = pos_;
    if (pos_ >= text_.size()) {
        Token t = Make(TokenKind::kEndOfFile, begin);
        t.flags |= kStartOfLine;
        return t;
    }
    char c = text_[pos_];
    if (IsIdentStart(c)) {
        while (pos_ < text_.size() && IsIdentChar(text_[pos_])) Bump();
        return Make(TokenKind::kIdentifier, begin);
    }
    if (IsDigit(c) || (c == '.' && IsDigit(Peek(1)))) {
        LexNumber();
        return Make(TokenKind::kNumber, begin);
    }
    if ((c == '"' || c == '\'') && options_.strings_and_chars) {
        Token probe;
        LexQuoted(c, probe);
        Token t = Make(c == '"' ? TokenKind::kString : TokenKind::kChar, begin);
        if (probe.Has(kUnterminated)) {
            t.kind = TokenKind::kInvalid;
            t.flags |= kUnterminated;
        }
        return t;
    }
    if (Punct p = LexPunct(); p != Punct::kNone) {
        Token t = Make(TokenKind::kPunct, begin);
        t.punct = p;
        return t;
    }
    // Anything else is one invalid token; a run of bytes outside ASCII (one UTF-8 character
    // or more) stays together so it is reported once.
    Bump();
    if (static_cast<unsigned char>(c) >= 0x80)
        while (pos_ < text_.size() && static_cast<unsigned char>(text_[pos_]) >= 0x80) Bump();
    return Make(TokenKind::kInvalid, begin);
}

std::string Shorten(std::string_view text) {
    constexpr std::size_t kShown = 60;
    return text.size() <= kShown ? std::string(text) : std::string(text.substr(0, kShown)) + "...";
}

bool LexSingleToken(std::string_view text, const LexOptions& options, SourceManager& sources,
                    Token& out) {
    support::DiagnosticList ignored;
    Lexer lexer(text, {0}, options, ignored, sources);
    out = lexer.Next();
    if (out.kind == TokenKind::kEndOfFile || out.kind == TokenKind::kInvalid) return false;
    // The spelling, not `length` (saturated at 65535), so a long pasted token is one token.
    return out.location.offset == 0 && out.spelling.size() == text.size() &&
           lexer.Next().kind == TokenKind::kEndOfFile && !ignored.HasErrors();
}

}  // namespace tessera::lang::cfamily
