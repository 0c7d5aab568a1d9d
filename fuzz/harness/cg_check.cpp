// SPDX-License-Identifier: MIT
// fuzz_cg_check: the Cg reader and checker (CheckCg: preprocess, parse, type-check every
// function) on arbitrary bytes, split into a main file and headers as the preprocessor
// harness does. CheckCgCheck (checks/cg_checks.h) verifies the report: ok exactly without
// errors, each error with its file:line:col, no internal error.
//
// fuzz-links: tessera_fuzz_checks_cg
// fuzz-dict: cg
// fuzz-seeds: fuzz/corpus/cg examples/cg/*.cg tests/cg/**/*.cg tests/cg_parser/**/*.cg
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "checks/cg_checks.h"
#include "harness/report.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    tessera::fuzz::AbortOnProblems(tessera::fuzz::CheckCgCheck(input));
    return 0;
}
