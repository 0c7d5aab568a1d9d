// SPDX-License-Identifier: MIT
// Parasol's lexer ("Lexical Conventions").
//
// Tokens are names (lower or upper case by their first letter), integer and real literals
// (the grammar's optional leading minus belongs to the literal: `-1` is one token, since
// Parasol has no operators), keywords and the punctuation keywords. `--` starts a comment
// to the end of the line; LF, CR and CR LF end lines. Anything else outside a comment
// (another character, a lone `-`, a byte above U+007F) is an error at its position.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "lang/parasol/reader/diagnostics.h"

namespace tessera::lang::parasol {

struct Token {
    enum class Kind : std::uint8_t { kEnd, kLower, kUpper, kInteger, kReal, kKeyword, kPunct };
    Kind kind = Kind::kEnd;
    std::string text;
    Pos pos;
    std::int64_t integer = 0;
    double real = 0;
};

/// True for every keyword of the spec's "Keywords" list that is a word (`as` ... `with`).
bool IsKeyword(const std::string& word);

/// The tokens of unit `unit` (its text), ending with one kEnd token.
std::vector<Token> Lex(const std::string& text, std::uint32_t unit, Diags& diags);

}  // namespace tessera::lang::parasol
