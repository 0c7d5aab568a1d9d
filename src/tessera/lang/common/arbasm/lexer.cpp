// SPDX-License-Identifier: MIT
#include "lang/common/arbasm/lexer.h"

namespace tessera::lang::arbasm {

namespace {

bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsWordStart(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_' || c == '$';
}
bool IsWordChar(char c) { return IsWordStart(c) || IsDigit(c); }

class Lexer {
public:
    Lexer(std::string_view text, std::size_t start) : text_(text), pos_(start) {}

    std::vector<Token> Run() {
        std::vector<Token> tokens;
        while (true) {
            SkipWhitespaceAndComments();
            if (pos_ >= text_.size()) break;
            tokens.push_back(Next());
        }
        tokens.push_back({TokenKind::kEnd, static_cast<std::uint32_t>(text_.size()), 0});
        return tokens;
    }

private:
    char At(std::size_t i) const { return i < text_.size() ? text_[i] : '\0'; }

    // Spaces, tabs, newlines, carriage returns and comments are whitespace; a comment runs
    // from "#" to a newline, a carriage return or the end of the string (3.11.2).
    void SkipWhitespaceAndComments() {
        while (pos_ < text_.size()) {
            char c = text_[pos_];
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                ++pos_;
            } else if (c == '#') {
                while (pos_ < text_.size() && text_[pos_] != '\n' && text_[pos_] != '\r') ++pos_;
            } else {
                break;
            }
        }
    }

    Token Make(TokenKind kind, std::size_t begin) const {
        return {kind, static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(pos_ - begin)};
    }

    std::size_t SkipDigits(std::size_t i) const {
        while (IsDigit(At(i))) ++i;
        return i;
    }

    Token Next() {
        std::size_t begin = pos_;
        char c = text_[pos_];
        if (IsWordStart(c)) {
            while (IsWordChar(At(pos_))) ++pos_;
            return Make(TokenKind::kWord, begin);
        }
        if (IsDigit(c) || (c == '.' && IsDigit(At(pos_ + 1)))) return Number();
        if (c == '.' && At(pos_ + 1) == '.') {
            pos_ += 2;
            return Make(TokenKind::kPunct, begin);
        }
        // "|", "(", ")" and ":" are the NV options' (absolute values, condition masks,
        // labels); the ARB grammars reject them where the parser meets them.
        if (std::string_view(";,.[]{}=+-|():").find(c) != std::string_view::npos) {
            ++pos_;
            return Make(TokenKind::kPunct, begin);
        }
        ++pos_;
        return Make(TokenKind::kInvalid, begin);
    }

    // <floatConstant>: integer part, ".", fraction part, "e"/"E" and a signed exponent,
    // where one of the integer and fraction parts, and one of the point and the exponent,
    // may be missing. A lone run of digits is an <integer> (which is also a valid float).
    Token Number() {
        std::size_t begin = pos_;
        bool is_float = false;
        pos_ = SkipDigits(pos_);
        // A point followed by another point is a range "..", not a decimal point.
        if (At(pos_) == '.' && At(pos_ + 1) != '.') {
            is_float = true;
            pos_ = SkipDigits(pos_ + 1);
        }
        if (At(pos_) == 'e' || At(pos_) == 'E') {
            std::size_t exponent = pos_ + 1;
            if (At(exponent) == '+' || At(exponent) == '-') ++exponent;
            if (IsDigit(At(exponent))) {
                is_float = true;
                pos_ = SkipDigits(exponent);
            }
        }
        if (IsWordChar(At(pos_))) {
            while (IsWordChar(At(pos_))) ++pos_;
            return Make(TokenKind::kNumberWord, begin);
        }
        return Make(is_float ? TokenKind::kFloat : TokenKind::kInteger, begin);
    }

    std::string_view text_;
    std::size_t pos_;
};

}  // namespace

std::vector<Token> Lex(std::string_view text, std::size_t start) { return Lexer(text, start).Run(); }

}  // namespace tessera::lang::arbasm
