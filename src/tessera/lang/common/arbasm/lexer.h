// SPDX-License-Identifier: MIT
// The ARB assembly lexer, shared by ARBfp (3.11.2) and ARBvp (2.14.2): words, numbers and
// punctuation, with "#" comments and whitespace between them. Both targets define their
// tokens in the same words, so one lexer serves both; the grammars differ only above it.
//
// The grammar's tokens are simple except in two places, and the lexer handles both so the
// parser never has to re-split text:
//   - "0..3" is an integer, "..", an integer (a range), not the float "0." and ".3";
//   - "2D" (a texture target) starts with a digit but is a word, so a number directly
//     followed by letters becomes one kNumberWord token; the parser accepts only 1D, 2D and
//     3D of those, and reports the rest as malformed numbers.
// A number's sign is never part of the token: the grammar's <optionalSign> is a token of its
// own, which is what lets "-2" mean "negate the constant 2" (3.11.3.2).
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace tessera::lang::arbasm {

enum class TokenKind : std::uint8_t {
    kWord,        ///< identifier or keyword: [A-Za-z_$][A-Za-z0-9_$]*
    kInteger,     ///< [0-9]+
    kFloat,       ///< a <floatConstant> that is not a plain integer
    kNumberWord,  ///< digits run into letters: "2D", or garbage like "12abc"
    kPunct,       ///< one of ; , . [ ] { } = + - | ( ) : or ".."
    kInvalid,     ///< a character no token can start with
    kEnd,         ///< end of the program string
};

struct Token {
    TokenKind kind = TokenKind::kEnd;
    std::uint32_t offset = 0;  ///< byte offset in the program string
    std::uint32_t length = 0;
};

/// Splits `text` from byte `start` on (the header is not a token). The last token is kEnd.
std::vector<Token> Lex(std::string_view text, std::size_t start);

}  // namespace tessera::lang::arbasm
