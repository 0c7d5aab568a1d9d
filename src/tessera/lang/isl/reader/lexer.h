// SPDX-License-Identifier: MIT
// ISL's tokens (spec sections II, IV, V): identifiers, the float-constant patterns (hex
// 0xH, octal 0O, decimal with optional fraction and exponent, case-insensitive), strings
// with C escapes, and C / C++ comments.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "support/diagnostic.h"

namespace tessera::lang::isl {

enum class TokenKind { kIdentifier, kNumber, kString, kPunct, kEnd };

struct Token {
    TokenKind kind = TokenKind::kEnd;
    std::size_t offset = 0;
    std::size_t length = 0;
    std::string text;   ///< identifier or punctuation spelling; a string's value
    double number = 0;
    bool near_lexical_error = false;  ///< the parser does not report here (lexer.cpp, Add)
};

std::vector<Token> Lex(std::string_view text, support::DiagnosticList& diagnostics);

}  // namespace tessera::lang::isl
