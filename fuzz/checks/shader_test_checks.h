// SPDX-License-Identifier: MIT
// The invariants of piglit's shader_test parser (shader_test/parser.h), shared by its fuzz
// harness and the regression tests. CheckShaderTestParse parses the input as "fuzz.shader_test":
// - every section body is the file's text at its offset, verbatim, and sections, requirements
//   and commands come in file order with lines >= 1 and offsets inside the file;
// - every command has a name, and no argument is empty;
// - at most DiagnosticList::kMaxDiagnostics diagnostics are kept, each inside the file;
// - FormatErrors has an "error:" line with file:line:col exactly when the parse failed.
#pragma once

#include <string_view>

#include "checks/problems.h"

namespace tessera::fuzz {

Problems CheckShaderTestParse(std::string_view input);

}  // namespace tessera::fuzz
