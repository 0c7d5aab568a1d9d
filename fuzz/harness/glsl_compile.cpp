// SPDX-License-Identifier: MIT
// fuzz_glsl_compile: the whole GLSL compile path (CompileGlsl to ARBfp, or for an input that
// writes gl_Position to ARBvp); the emitted program must load in our reader and run
// (checks/glsl_checks.h).
//
// fuzz-links: tessera_fuzz_checks_glsl
// fuzz-dict: glsl
// fuzz-seeds: piglit:tests/spec/glsl-1.10/**/*.frag piglit:tests/shaders/**/*.frag piglit:tests/spec/glsl-1.10/**/*.vert fuzz/corpus/glsl
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "checks/glsl_checks.h"
#include "harness/report.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    tessera::fuzz::AbortOnProblems(tessera::fuzz::CheckGlslCompile(input));
    return 0;
}
