// SPDX-License-Identifier: MIT
// fuzz_arbfp_reader: the ARBfp1.0 reader on arbitrary bytes.
//
// The reader is the first thing hostile text meets, so it must never crash, hang or read
// out of bounds (ASan and UBSan watch for that), and whatever it returns must be
// consistent: CheckRead (checks/arbfp_checks.h) verifies the error position and, for a
// program that loads, that every count is within the limits and every operand index is
// inside its register file. Each input is read twice, with the default limits (Mesa
// llvmpipe's, large) and the spec's minimum ones (small, so the limit checks fire often).
//
// fuzz-links: tessera_fuzz_checks
// fuzz-dict: arbfp
// fuzz-seeds: fuzz/corpus/arbfp piglit:tests/asmparsertest/shaders/ARBfp1.0 examples/arbfp/*.fp
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "checks/arbfp_checks.h"
#include "harness/report.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using tessera::lang::arbasm::fragment::Limits;
    static const Limits kDefault = Limits::Default();
    static const Limits kMinimum = Limits::Minimum();
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    tessera::fuzz::AbortOnProblems(tessera::fuzz::CheckRead(text, kDefault));
    tessera::fuzz::AbortOnProblems(tessera::fuzz::CheckRead(text, kMinimum));
    return 0;
}
