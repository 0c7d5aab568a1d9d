// SPDX-License-Identifier: MIT
// Checks every compiler's report shares, for the language checks (cg_checks, glsl_checks,
// parasol_checks, isl_checks): the result says ok exactly when it counts no error, and its
// formatted diagnostics agree (CheckDiagnosticText); a written ARBfp program loads in our
// reader and runs.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "checks/problems.h"
#include "lang/arbfp/writer/arbfp_writer.h"

namespace tessera::fuzz {

/// `ok` against `error_count` and the diagnostics text. `file_names` are the names an error
/// may carry (any name when `input` holds "line", which a #line can rename a file with).
/// When the diagnostic cap kept only warnings, errors may be missing from the text.
void CheckCompileReport(bool ok, std::size_t error_count, const std::string& diagnostics,
                        std::vector<std::string> file_names, std::string_view input,
                        Problems& problems);

/// For results without an error count: errors are expected exactly when not `ok`.
void CheckCompileReport(bool ok, const std::string& diagnostics,
                        std::vector<std::string> file_names, std::string_view input,
                        Problems& problems);

/// A program a writer emitted: it loads in our ARBfp reader with `limits` (a rejection is
/// a bug in the writer or the reader), passes CheckProgram, and runs (RunFixedQuad) to
/// colors and depths inside result processing's clamp.
void CheckWrittenProgram(const std::string& text, const lang::arbasm::fragment::Limits& limits,
                         Problems& problems);

/// A vertex program a writer emitted: it loads in our ARBvp reader (a rejection is a bug in
/// the writer or the reader) and the reference vertex executor runs it on one vertex whose
/// attributes and parameters are all (0.5, -2, 3, 1), relative addressing included.
void CheckWrittenVertexProgram(const std::string& text, Problems& problems);

}  // namespace tessera::fuzz
