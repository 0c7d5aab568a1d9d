// SPDX-License-Identifier: MIT
// See parasol_checks.h.
#include "checks/parasol_checks.h"

#include "checks/compile_report.h"
#include "lang/parasol/reader/compile.h"

namespace tessera::fuzz {

Problems CheckParasolCheck(std::string_view input) {
    const char* name = "fuzz.p";
    const lang::parasol::CheckResult result =
        lang::parasol::CheckParasol({{name, std::string(input)}});
    Problems problems;
    CheckCompileReport(result.ok, result.error_count, result.diagnostics, {name}, input, problems);
    return problems;
}

}  // namespace tessera::fuzz
