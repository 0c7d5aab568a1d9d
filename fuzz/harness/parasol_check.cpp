// SPDX-License-Identifier: MIT
// fuzz_parasol_check: the Parasol reader and checker (CheckParasol) on one unit of arbitrary
// bytes; the report must be consistent (checks/parasol_checks.h).
//
// fuzz-links: tessera_fuzz_checks_parasol
// fuzz-dict: parasol
// fuzz-seeds: examples/parasol/*.p tests/parasol/**/*.p
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "checks/parasol_checks.h"
#include "harness/report.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    tessera::fuzz::AbortOnProblems(tessera::fuzz::CheckParasolCheck(input));
    return 0;
}
