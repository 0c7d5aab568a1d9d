// SPDX-License-Identifier: MIT
// Parasol's parser: the appendix's complete EBNF ("EBNF Grammar"), one function per rule.
//
// After a syntax error the parser recovers: the declaration (or shader port, local or output)
// it was in is abandoned and the parse goes on after its ';', so each independent error is
// reported once (parser.cpp, "Recovery"; lang/common/recovery.h). Units are parsed apart.
#pragma once

#include "lang/parasol/reader/ast.h"
#include "lang/parasol/reader/diagnostics.h"

namespace tessera::lang::parasol {

/// Lexes and parses `unit.text` (unit number `index`) into `unit`. False on any error.
bool ParseUnit(Unit& unit, std::uint32_t index, Diags& diags);

}  // namespace tessera::lang::parasol
