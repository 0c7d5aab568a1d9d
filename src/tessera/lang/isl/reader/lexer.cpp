// SPDX-License-Identifier: MIT
// ISL's lexer (see lexer.h). Numbers: a leading "0x" is hex, a leading 0 followed by
// digits and nothing decimal-looking is octal (section V's "0O"), anything else is the
// decimal patterns D, D., .D, D.D each with an optional exponent eSD.
#include "lang/isl/reader/lexer.h"

#include <cctype>
#include <cmath>
#include <cstdlib>

namespace tessera::lang::isl {

namespace {

bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsIdentStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }
bool IsIdent(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }

class Lexer {
  public:
    Lexer(std::string_view text, support::DiagnosticList& d) : text_(text), diags_(d) {
        errors_one_back_ = errors_two_back_ = d.ErrorCount();
    }

    std::vector<Token> Run() {
        while (SkipSpaceAndComments()) {
            std::size_t start = pos_;
            char c = text_[pos_];
            if (IsIdentStart(c)) {
                while (pos_ < text_.size() && IsIdent(text_[pos_])) ++pos_;
                Add(TokenKind::kIdentifier, start, std::string(text_.substr(start, pos_ - start)));
            } else if (IsDigit(c) || (c == '.' && pos_ + 1 < text_.size() && IsDigit(text_[pos_ + 1]))) {
                Number(start);
            } else if (c == '"') {
                String(start);
            } else {
                Punct(start);
            }
        }
        pos_ = text_.size();
        Add(TokenKind::kEnd, pos_, "");
        return std::move(tokens_);
    }

  private:
    char At(std::size_t i) const { return i < text_.size() ? text_[i] : '\0'; }

    // A token is near a lexical error when one was reported while lexing it, the token
    // before it, or the text between them.
    void Add(TokenKind kind, std::size_t start, std::string spelling, double number = 0) {
        const std::size_t errors = diags_.ErrorCount();
        tokens_.push_back(Token{kind, start, pos_ - start, std::move(spelling), number, errors != errors_two_back_});
        errors_two_back_ = errors_one_back_;
        errors_one_back_ = errors;
    }

    // Returns false at the end of the text.
    bool SkipSpaceAndComments() {
        while (pos_ < text_.size()) {
            char c = text_[pos_];
            if (std::isspace(static_cast<unsigned char>(c))) {
                ++pos_;
            } else if (c == '/' && At(pos_ + 1) == '/') {
                while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
            } else if (c == '/' && At(pos_ + 1) == '*') {
                std::size_t end = text_.find("*/", pos_ + 2);
                if (end == std::string_view::npos) {
                    diags_.Error(pos_, 2, "unterminated comment");
                    pos_ = text_.size();
                } else {
                    pos_ = end + 2;
                }
            } else {
                return true;
            }
        }
        return false;
    }

    void Number(std::size_t start) {
        if (text_[pos_] == '0' && (At(pos_ + 1) == 'x' || At(pos_ + 1) == 'X')) {
            pos_ += 2;
            std::size_t digits = pos_;
            while (std::isxdigit(static_cast<unsigned char>(At(pos_)))) ++pos_;
            if (pos_ == digits) diags_.Error(start, pos_ - start, "hex constant needs digits after '0x'");
            double v = 0;
            for (std::size_t i = digits; i < pos_; ++i)
                v = v * 16 + std::stoi(std::string(1, text_[i]), nullptr, 16);
            return Add(TokenKind::kNumber, start, "", v);
        }
        while (IsDigit(At(pos_))) ++pos_;
        bool decimal = false;
        if (At(pos_) == '.') {
            decimal = true;
            ++pos_;
            while (IsDigit(At(pos_))) ++pos_;
        }
        if (At(pos_) == 'e' || At(pos_) == 'E') {
            std::size_t e = pos_ + 1;
            if (At(e) == '+' || At(e) == '-') ++e;
            if (IsDigit(At(e))) {
                decimal = true;
                pos_ = e;
                while (IsDigit(At(pos_))) ++pos_;
            }
        }
        if (IsIdent(At(pos_))) {
            while (IsIdent(At(pos_))) ++pos_;
            diags_.Error(start, pos_ - start, "malformed number");
            return Add(TokenKind::kNumber, start, "", 0);
        }
        std::string spelling(text_.substr(start, pos_ - start));
        if (!decimal && spelling.size() > 1 && spelling[0] == '0') {
            double v = 0;
            for (char d : spelling.substr(1)) {
                if (d > '7') {
                    diags_.Error(start, pos_ - start, "invalid digit in octal constant");
                    break;
                }
                v = v * 8 + (d - '0');
            }
            return Add(TokenKind::kNumber, start, "", v);
        }
        Add(TokenKind::kNumber, start, "", std::strtod(spelling.c_str(), nullptr));
    }

    // Section V's escapes: \O (octal), \xH (hex), \n \t \v \b \r \f \a \\ \? \' \".
    void String(std::size_t start) {
        ++pos_;
        std::string value;
        while (true) {
            char c = At(pos_);
            if (pos_ >= text_.size() || c == '\n') {
                diags_.Error(start, pos_ - start, "unterminated string");
                break;
            }
            ++pos_;
            if (c == '"') break;
            if (c != '\\') {
                value += c;
                continue;
            }
            value += Escape();
        }
        Add(TokenKind::kString, start, value);
    }

    char Escape() {
        std::size_t at = pos_ - 1;
        char e = At(pos_++);
        switch (e) {
            case 'n': return '\n';
            case 't': return '\t';
            case 'v': return '\v';
            case 'b': return '\b';
            case 'r': return '\r';
            case 'f': return '\f';
            case 'a': return '\a';
            case '\\': return '\\';
            case '?': return '?';
            case '\'': return '\'';
            case '"': return '"';
            case 'x': {
                int v = 0, n = 0;
                while (std::isxdigit(static_cast<unsigned char>(At(pos_))) && n < 2)
                    v = v * 16 + std::stoi(std::string(1, At(pos_++)), nullptr, 16), ++n;
                if (n == 0) diags_.Error(at, 2, "'\\x' needs hex digits");
                return static_cast<char>(v);
            }
            default:
                if (e >= '0' && e <= '7') {
                    int v = e - '0', n = 1;
                    while (At(pos_) >= '0' && At(pos_) <= '7' && n < 3) v = v * 8 + (At(pos_++) - '0'), ++n;
                    return static_cast<char>(v);
                }
                diags_.Error(at, 2, "unknown escape sequence");
                return e;
        }
    }

    void Punct(std::size_t start) {
        static const char* two[] = {"+=", "-=", "*=", "/=", "==", "!=", ">=", "<=", "&&", "||"};
        for (const char* p : two) {
            if (text_.substr(pos_, 2) == p) {
                pos_ += 2;
                return Add(TokenKind::kPunct, start, p);
            }
        }
        char c = text_[pos_++];
        if (std::string_view("(){}[];,.=+-*/<>!").find(c) == std::string_view::npos) {
            diags_.Error(start, 1, std::string("unexpected character '") + c + "'");
            return;
        }
        Add(TokenKind::kPunct, start, std::string(1, c));
    }

    std::string_view text_;
    support::DiagnosticList& diags_;
    std::size_t pos_ = 0;
    std::vector<Token> tokens_;
    std::size_t errors_one_back_ = 0;  ///< the error count when the last token was added
    std::size_t errors_two_back_ = 0;  ///< ... and the one before it
};

}  // namespace

std::vector<Token> Lex(std::string_view text, support::DiagnosticList& diagnostics) {
    return Lexer(text, diagnostics).Run();
}

}  // namespace tessera::lang::isl
