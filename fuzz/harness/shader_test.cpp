// SPDX-License-Identifier: MIT
// fuzz_shader_test: piglit's .shader_test reader (shader_test/parser.h) on arbitrary bytes.
// CheckShaderTestParse (checks/shader_test_checks.h) verifies sections, positions and
// diagnostics. The parser only reads; running a test is the runtime's business.
//
// fuzz-links: tessera_fuzz_checks_shader_test
// fuzz-dict: shader_test
// fuzz-seeds: fuzz/corpus/shader_test piglit:tests/spec/arb_fragment_program*/**/*.shader_test
// fuzz-seeds: piglit:tests/spec/glsl-1.10/**/*.shader_test piglit:tests/shaders/**/*.shader_test
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "checks/shader_test_checks.h"
#include "harness/report.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    tessera::fuzz::AbortOnProblems(tessera::fuzz::CheckShaderTestParse(input));
    return 0;
}
