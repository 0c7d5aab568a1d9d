// SPDX-License-Identifier: MIT
// Parasol's parser: the appendix's complete EBNF ("EBNF Grammar"), one function per rule.
//
// A syntax error ends the parse of its unit (the rest of the unit is not examined, other
// units still are): Parasol's `end`-delimited nesting gives no reliable point to resume.
#pragma once

#include "lang/parasol/reader/ast.h"
#include "lang/parasol/reader/diagnostics.h"

namespace tessera::lang::parasol {

/// Lexes and parses `unit.text` (unit number `index`) into `unit`. False on any error.
bool ParseUnit(Unit& unit, std::uint32_t index, Diags& diags);

}  // namespace tessera::lang::parasol
