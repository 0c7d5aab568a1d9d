// SPDX-License-Identifier: MIT
// The C-family lexer: raw preprocessing tokens of one text.
//
// It does what translation phases 1 to 3 of C do, in one pass over the bytes: line
// splices (a backslash before a line break joins the lines) are skipped wherever they
// occur, even inside a token; comments become white space; the rest becomes identifiers,
// preprocessing numbers, strings, characters and punctuators. The one trick is that the
// cursor is always kept past any splice, so every rule below reads plain characters and
// only the (rare) token that had a splice inside it is copied to get a clean spelling.
//
// A number is a "preprocessing number" (C 6.4.8): a digit or ".digit", then letters,
// digits, "_", "." and "e+"/"e-". Its value is found later, by ParseNumber, because
// pasting can build a number ("1 ## e5") and because the suffixes differ by language.
//
// The lexer reports only what can never be valid anywhere (an unterminated comment);
// stray characters and unterminated strings become kInvalid tokens that the preprocessor
// reports when they reach the output, so a skipped #if group may hold anything.
#pragma once

#include <cstddef>
#include <string_view>

#include "lang/common/cfamily/source_manager.h"
#include "lang/common/cfamily/token.h"
#include "support/diagnostic.h"

namespace tessera::lang::cfamily {

struct LexOptions {
    bool strings_and_chars = true;  ///< "..." and '...' are tokens (Cg); GLSL has neither
    bool caret_caret = false;       ///< "^^" is one token (GLSL's logical xor)
    /// Cg: a '.' followed by a letter ends a number that already has a '.', so `1..xxx`,
    /// `1.0.xxx` and `1.0f.xxx` are a constant and a swizzle (Cg's "Vector swizzle operator").
    bool swizzle_after_number = false;
};

class Lexer {
  public:
    /// Lexes `text`, whose first byte is at global location `base`. Spellings that need
    /// cleaning are saved in `sources`; an unterminated comment is reported to `diagnostics`.
    Lexer(std::string_view text, Location base, const LexOptions& options,
          support::DiagnosticList& diagnostics, SourceManager& sources);

    /// The next token; kEndOfFile (at the end of the text) forever after the last one.
    Token Next();

    /// True when the whole text has been consumed.
    bool AtEnd() const { return pos_ >= text_.size(); }

  private:
    std::size_t SkipSplices(std::size_t i) const;
    char Peek(std::size_t ahead = 0) const;
    void Bump(std::size_t count = 1);
    void SkipTrivia();
    Token Make(TokenKind kind, std::size_t begin);
    void LexNumber();
    void LexQuoted(char quote, Token& token);
    Punct LexPunct();

    std::string_view text_;
    Location base_;
    LexOptions options_;
    support::DiagnosticList& diagnostics_;
    SourceManager& sources_;
    std::size_t pos_ = 0;
    bool at_line_start_ = true;
    bool leading_space_ = false;
};

/// Lexes the whole of `text` as one token, for "##": returns false unless it is exactly one
/// valid token (no comment, no trailing characters, nothing unterminated or invalid).
bool LexSingleToken(std::string_view text, const LexOptions& options, SourceManager& sources,
                    Token& out);

}  // namespace tessera::lang::cfamily
