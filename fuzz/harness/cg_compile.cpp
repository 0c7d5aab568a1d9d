// SPDX-License-Identifier: MIT
// fuzz_cg_compile: the whole Cg compile path on arbitrary bytes: CompileCg (preprocess,
// parse, check, IR, the "lower,optimize" passes, the ARBfp writer) with entry "main" for
// arbfp1; then the emitted text goes through our ARBfp reader, which must accept it (a
// program the writer emits that the reader rejects is a finding), and the program runs on
// the reference interpreter on one quad (CheckCgCompile, checks/cg_checks.h).
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
    tessera::fuzz::AbortOnProblems(tessera::fuzz::CheckCgCompile(input));
    return 0;
}
