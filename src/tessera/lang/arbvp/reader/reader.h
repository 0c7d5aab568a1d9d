// SPDX-License-Identifier: MIT
// The ARBvp1.0 reader: assembles and validates a vertex program string.
//
// It implements ARB_vertex_program section 2.14.2's grammar and the semantic restrictions of
// 2.14.2 to 2.14.4, and reports errors as ProgramStringARB does (2.14.1): the byte offset of
// the first error, or the program's length for a restriction found only once the whole
// program was scanned (a resource limit). Like the ARBfp reader, whose core it shares
// (lang/common/arbasm), it keeps going after an error so a user sees every mistake at once.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "lang/common/arbasm/parser_base.h"
#include "lang/common/arbasm/vertex_limits.h"
#include "lang/common/arbasm/vertex_program.h"
#include "support/diagnostic.h"

namespace tessera::lang::arbvp {

/// The loaded program or the errors, as ProgramStringARB reports them (2.14.1).
using ReadResult = arbasm::ReadResultOf<Program>;

/// Reads `text` (the whole program string, header included) against `limits`.
ReadResult ReadProgram(std::string_view text, const Limits& limits = Limits::Default());

}  // namespace tessera::lang::arbvp
