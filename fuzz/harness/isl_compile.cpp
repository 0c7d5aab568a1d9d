// SPDX-License-Identifier: MIT
// fuzz_isl_compile: the ISL compiler (CompileIsl, a multipass plan) on arbitrary bytes; the
// report must be consistent (checks/isl_checks.h).
//
// fuzz-links: tessera_fuzz_checks_isl
// fuzz-dict: isl
// fuzz-seeds: examples/isl/*.isl tests/isl/**/*.isl
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "checks/isl_checks.h"
#include "harness/report.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    tessera::fuzz::AbortOnProblems(tessera::fuzz::CheckIslCompile(input));
    return 0;
}
