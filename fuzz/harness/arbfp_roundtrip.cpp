// SPDX-License-Identifier: MIT
// fuzz_arbfp_roundtrip: read -> print -> re-read -> execute.
//
// The printer is how every compiler in Tessera will emit ARBfp, so a program it prints
// that the reader then rejects (or reads as something else) is a bug in one of the two.
// For an input that loads, CheckRoundTrip (checks/arbfp_checks.h) prints it, re-reads the
// text, requires a second print to give the same text, then runs both programs on one
// fixed quad with the reference interpreter and no textures: no crash or UB, results
// finite or NaN within result processing's clamp, and the same results from both.
// Inputs that do not load are the reader harness's business and return at once.
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
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    tessera::fuzz::AbortOnProblems(tessera::fuzz::CheckRoundTrip(text));
    return 0;
}
