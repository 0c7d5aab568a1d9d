// SPDX-License-Identifier: MIT
// See isl_checks.h.
#include "checks/isl_checks.h"

#include "checks/compile_report.h"
#include "lang/isl/reader/compile.h"

namespace tessera::fuzz {

Problems CheckIslCompile(std::string_view input) {
    lang::isl::CompileOptions options;
    options.source_name = "fuzz.isl";
    options.text = std::string(input);
    const lang::isl::CompileResult result = lang::isl::CompileIsl(options);
    Problems problems;
    CheckCompileReport(result.ok, result.diagnostics, {options.source_name}, input, problems);
    return problems;
}

}  // namespace tessera::fuzz
