// SPDX-License-Identifier: MIT
// The lexer and the multi-unit diagnostic list (see lexer.h and diagnostics.h).
#include "lang/parasol/reader/lexer.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <string_view>

namespace tessera::lang::parasol {

void Diags::Add(support::Severity severity, Pos pos, std::string message) {
    if (severity == support::Severity::kError) ++errors_;
    if (items_.size() < kMax) items_.push_back({severity, pos, std::move(message)});
    else ++dropped_;
}

std::string Diags::Format(const std::vector<Unit>& units) const {
    std::string out;
    for (const Diag& d : items_) {
        if (d.pos.unit >= units.size()) {
            out += std::string(d.severity == support::Severity::kError ? "error: " : "note: ") +
                   d.message + "\n";
            continue;
        }
        support::SourceFile source(units[d.pos.unit].name, units[d.pos.unit].text);
        out += support::FormatDiagnostic(source, {d.severity, d.pos.offset, d.pos.length, d.message});
    }
    if (dropped_ > 0) out += "note: too many diagnostics; the rest are not shown\n";
    return out;
}

namespace {

constexpr std::array<std::string_view, 28> kKeywords = {
    "as",      "column",  "depth", "discard", "else",    "end",       "false",   "fragment",
    "function", "if",     "import", "in",     "is",      "let",       "module",  "new",
    "out",     "package", "parameter", "program", "record", "shader",  "then",    "true",
    "type",    "value",   "vertex", "with"};

bool IsLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }

class Lexer {
public:
    Lexer(const std::string& text, std::uint32_t unit, Diags& diags)
        : text_(text), unit_(unit), diags_(diags) {}

    std::vector<Token> Run() {
        while (true) {
            SkipSpaceAndComments();
            if (at_ >= text_.size()) break;
            std::size_t start = at_;
            char c = text_[at_];
            if (IsLetter(c)) Word();
            else if (IsDigit(c) || (c == '-' && at_ + 1 < text_.size() && IsDigit(text_[at_ + 1]))) Number();
            else if (std::string_view(":,{}.=();[]").find(c) != std::string_view::npos) Push(Token::Kind::kPunct, start, 1);
            else Unexpected(c);
        }
        Token end;
        end.pos = {unit_, static_cast<std::uint32_t>(text_.size()), 1};
        tokens_.push_back(end);
        return std::move(tokens_);
    }

private:
    void SkipSpaceAndComments() {
        while (at_ < text_.size()) {
            if (IsSpace(text_[at_])) {
                ++at_;
            } else if (text_.compare(at_, 2, "--") == 0) {
                while (at_ < text_.size() && text_[at_] != '\n' && text_[at_] != '\r') ++at_;
            } else {
                return;
            }
        }
    }

    Token& Push(Token::Kind kind, std::size_t start, std::size_t length) {
        at_ = start + length;
        Token t;
        t.kind = kind;
        t.text = text_.substr(start, length);
        t.pos = {unit_, static_cast<std::uint32_t>(start), static_cast<std::uint32_t>(length)};
        tokens_.push_back(std::move(t));
        return tokens_.back();
    }

    void Word() {
        std::size_t end = at_;
        while (end < text_.size() && (IsLetter(text_[end]) || IsDigit(text_[end]) || text_[end] == '_')) ++end;
        std::string word = text_.substr(at_, end - at_);
        Token::Kind kind = IsKeyword(word)                          ? Token::Kind::kKeyword
                           : (word[0] >= 'A' && word[0] <= 'Z') ? Token::Kind::kUpper
                                                                  : Token::Kind::kLower;
        Push(kind, at_, end - at_);
        // The EBNF lets `-` continue a name, but no GLSL identifier can hold one and `a--b`
        // would be ambiguous with a comment, so Tessera rejects it (docs/parasol.md).
        if (at_ + 1 < text_.size() && text_[at_] == '-' && text_[at_ + 1] != '-' &&
            (IsLetter(text_[at_ + 1]) || IsDigit(text_[at_ + 1]) || text_[at_ + 1] == '_'))
            diags_.Error({unit_, static_cast<std::uint32_t>(at_), 1},
                         "names cannot contain '-' in Tessera (GLSL identifiers cannot hold it)");
    }

    // integer = "0" | ["-"] digit_nonzero {digit};  real = ["-"] digit {digit} "." digit {digit}
    void Number() {
        std::size_t start = at_;
        std::size_t end = at_ + (text_[at_] == '-' ? 1 : 0);
        while (end < text_.size() && IsDigit(text_[end])) ++end;
        bool real = end + 1 < text_.size() && text_[end] == '.' && IsDigit(text_[end + 1]);
        if (real) {
            ++end;
            while (end < text_.size() && IsDigit(text_[end])) ++end;
            Token& t = Push(Token::Kind::kReal, start, end - start);
            t.real = std::strtod(t.text.c_str(), nullptr);
            if (!(std::abs(t.real) <= std::numeric_limits<float>::max()))
                diags_.Error(t.pos, "real literal is out of the range of float");
            return;
        }
        Token& t = Push(Token::Kind::kInteger, start, end - start);
        std::string_view digits = std::string_view(t.text).substr(t.text[0] == '-' ? 1 : 0);
        if (digits.size() > 1 && digits[0] == '0') {
            diags_.Error(t.pos, "integer literal cannot start with 0");
        } else if (t.text == "-0") {
            diags_.Error(t.pos, "'-0' is not an integer literal (the grammar allows '0')");
        } else {
            errno = 0;
            long long v = std::strtoll(t.text.c_str(), nullptr, 10);
            if (errno == ERANGE || v > std::numeric_limits<std::int32_t>::max() ||
                v < std::numeric_limits<std::int32_t>::min())
                diags_.Error(t.pos, "integer literal is out of the 32-bit range");
            else
                t.integer = v;
        }
    }

    void Unexpected(char c) {
        Pos pos{unit_, static_cast<std::uint32_t>(at_), 1};
        if (c == '-')
            diags_.Error(pos, "'-' must start a comment ('--') or a negative literal");
        else if (static_cast<unsigned char>(c) >= 0x80)
            diags_.Error(pos, "characters outside ASCII may appear only in comments");
        else if (c == '_')
            diags_.Error(pos, "names cannot begin with '_'");
        else
            diags_.Error(pos, std::string("unexpected character '") + c + "'");
        ++at_;
        while (at_ < text_.size() && (static_cast<unsigned char>(text_[at_]) & 0xC0) == 0x80) ++at_;
    }

    const std::string& text_;
    std::uint32_t unit_;
    Diags& diags_;
    std::size_t at_ = 0;
    std::vector<Token> tokens_;
};

}  // namespace

bool IsKeyword(const std::string& word) {
    return std::find(kKeywords.begin(), kKeywords.end(), word) != kKeywords.end();
}

std::vector<Token> Lex(const std::string& text, std::uint32_t unit, Diags& diags) {
    return Lexer(text, unit, diags).Run();
}

}  // namespace tessera::lang::parasol
