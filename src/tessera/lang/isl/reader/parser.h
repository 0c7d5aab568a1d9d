// SPDX-License-Identifier: MIT
// ISL's lexer and parser: source text to an ast::Unit, with diagnostics.
#pragma once

#include <string_view>

#include "lang/isl/reader/ast.h"
#include "support/diagnostic.h"

namespace tessera::lang::isl {

/// Parses a whole .isl file. Syntax errors are reported (the parser resumes at the next
/// `;` or `}`); the returned unit holds what could be parsed.
Unit Parse(std::string_view text, support::DiagnosticList& diagnostics);

}  // namespace tessera::lang::isl
