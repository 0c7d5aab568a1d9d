// SPDX-License-Identifier: MIT
// The ARBfp1.0 reader: assembles and validates a fragment program string.
//
// It implements section 3.11.2's grammar and every semantic restriction of 3.11.2 to 3.11.6,
// and reports errors as ProgramStringARB does (3.11.1): the byte offset of the first error,
// or the program's length when the error is a semantic one found only after the whole
// program was scanned (a resource limit). It keeps going after an error (resuming at the
// next ";") so a user sees every mistake at once.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "lang/common/arbasm/parser_base.h"
#include "lang/common/arbasm/fragment_limits.h"
#include "lang/common/arbasm/fragment_program.h"
#include "support/diagnostic.h"

namespace tessera::lang::arbfp {

/// The loaded program or the errors, as ProgramStringARB reports them (3.11.1).
using ReadResult = arbasm::ReadResultOf<Program>;

/// Reads `text` (the whole program string, header included) against `limits`.
ReadResult ReadProgram(std::string_view text, const Limits& limits = Limits::Default());

}  // namespace tessera::lang::arbfp
