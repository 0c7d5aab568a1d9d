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

#include "lang/arbfp/limits.h"
#include "lang/arbfp/program.h"
#include "support/diagnostic.h"

namespace tessera::lang::arbfp {

struct ReadResult {
    /// The loaded program, present only when there were no errors.
    std::optional<Program> program;
    support::DiagnosticList diagnostics;
    /// PROGRAM_ERROR_POSITION_ARB: -1 on success, else the byte offset of the first error.
    std::int64_t error_position = -1;
    /// PROGRAM_ERROR_STRING_ARB: one "line:col: error|warning: message" line per
    /// diagnostic; on success it holds only warnings (often none), as 3.11.1 allows.
    std::string error_string;
};

/// Reads `text` (the whole program string, header included) against `limits`.
ReadResult ReadProgram(std::string_view text, const Limits& limits = Limits::Default());

}  // namespace tessera::lang::arbfp
