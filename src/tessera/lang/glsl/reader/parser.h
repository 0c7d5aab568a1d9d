// SPDX-License-Identifier: MIT
// The GLSL 1.10 parser: preprocessed tokens in, a TranslationUnit out (ast.h).
//
// Recursive descent over the grammar of the GLSL 1.10 specification, section 9. The one
// context-sensitive point is C's: whether an identifier names a type (a struct declared so
// far) decides between a declaration and an expression, so the parser keeps the struct
// names of each scope. After a syntax error the parser recovers (lang/common/recovery.h):
// the statement, declaration or struct field it was in is abandoned and the parse goes on
// past its ';' (or its block, or before the enclosing '}'), so each independent error is
// reported once; the rest of a broken statement is not read, since messages about it would
// be guesses. The parse stops when the diagnostic list is full (DiagnosticList's cap).
#pragma once

#include <vector>

#include "lang/common/cfamily/token.h"
#include "lang/glsl/reader/ast.h"
#include "support/diagnostic.h"

namespace tessera::lang::glsl {

/// Parses a GLSL shader of `version` (110 or 120: 1.20's array constructors, non-square
/// matrices and `invariant`/`centroid` are accepted only there).
void ParseGlsl(const std::vector<cfamily::Token>& tokens, int version,
               support::DiagnosticList& diagnostics, TranslationUnit& unit);

/// True for the spelling of a built-in type keyword of `version` (vec3, mat4, sampler2D...).
bool IsBuiltinTypeName(const std::string& name, int version);

}  // namespace tessera::lang::glsl
