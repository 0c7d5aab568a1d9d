// SPDX-License-Identifier: MIT
// fuzz_glsl_check: the GLSL 1.10 reader and checker (CheckGlsl) on arbitrary bytes; the
// report must be consistent (checks/glsl_checks.h).
//
// fuzz-links: tessera_fuzz_checks_glsl
// fuzz-dict: glsl
// fuzz-seeds: piglit:tests/spec/glsl-1.10/**/*.frag piglit:tests/shaders/**/*.frag
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "checks/glsl_checks.h"
#include "harness/report.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    tessera::fuzz::AbortOnProblems(tessera::fuzz::CheckGlslCheck(input));
    return 0;
}
