// SPDX-License-Identifier: MIT
// fuzz_preprocessor: the C preprocessor (lang/common/cfamily) on a small file system of arbitrary
// bytes: the main file and up to three headers it can #include (itself too), separated by
// "//--" lines (checks/cfamily_checks.h). Cg's and GLSL's options both run. Besides crashes,
// hangs and memory use (the limits of cfamily::Limits must stop exponential macros and
// include cycles well inside libFuzzer's -rss_limit_mb and -timeout), CheckPreprocess
// verifies the output tokens, the diagnostics and that printed output preprocesses again to
// the same tokens.
//
// fuzz-links: tessera_fuzz_checks_cfamily
// fuzz-dict: cfamily
// fuzz-seeds: fuzz/corpus/cfamily examples/cg/*.cg tests/cg/**/*.cg tests/cg_parser/**/*.cg
// fuzz-seeds: tests/cg_examples/*.h
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "checks/cfamily_checks.h"
#include "harness/report.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    tessera::fuzz::AbortOnProblems(tessera::fuzz::CheckPreprocess(input));
    return 0;
}
