// SPDX-License-Identifier: MIT
// GLSL 1.10 expectation files (tests/support/expectations.h): expectations/NAME.frag
// compiles to NAME.frag.expected.fp (ARBfp) and NAME.vert to NAME.vert.expected.vp
// (ARBvp), or gives NAME.EXT.expected.diag. expectations/README.md says how each expected
// file was checked.
#include <gtest/gtest.h>

#include "lang/glsl/reader/compile.h"
#include "tests/support/expectations.h"
#include "tests/support/golden_files.h"

namespace tessera::lang::glsl {
namespace {

tessera::testing::Translation CompileShader(const std::filesystem::path& path, ShaderStage stage) {
    CompileOptions options;
    options.source_name = path.filename().string();
    options.source_text = tessera::testing::ReadText(path);
    options.stage = stage;
    const CompileResult r = CompileGlsl(options);
    return {r.ok, r.ok ? r.arbfp.text : "", r.diagnostics};
}

const tessera::testing::ExpectationFolder kFragment{
    TESSERA_GLSL_EXPECTATIONS_DIR, ".frag", "fp",
    [](const std::filesystem::path& path) { return CompileShader(path, ShaderStage::kFragment); }};
const tessera::testing::ExpectationFolder kVertex{
    TESSERA_GLSL_EXPECTATIONS_DIR, ".vert", "vp",
    [](const std::filesystem::path& path) { return CompileShader(path, ShaderStage::kVertex); }};

}  // namespace
}  // namespace tessera::lang::glsl

namespace tessera::testing {
INSTANTIATE_TEST_SUITE_P(GlslFragment, Expectations, ::testing::ValuesIn(ExpectationCases(lang::glsl::kFragment)),
                         ExpectationName);
INSTANTIATE_TEST_SUITE_P(GlslVertex, Expectations, ::testing::ValuesIn(ExpectationCases(lang::glsl::kVertex)),
                         ExpectationName);
}  // namespace tessera::testing
