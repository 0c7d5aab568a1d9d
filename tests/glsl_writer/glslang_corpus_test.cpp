// SPDX-License-Identifier: MIT
// Every Cg example (examples/cg) compiled to lowered IR and written as GLSL of every
// version; glslangValidator must accept every text the writer produces. The writer refuses
// only what a version lacks (ExpectedRefusal: sphere_impostor writes DEPTH and shadow_map
// samples a shadow sampler, neither of which GLSL ES 1.00 has); the test checks the reason.
#include "glsl_test_support.h"
#include "lang/cg/reader/compile.h"
#include "piglit_corpus.h"
#include "tests/cg_examples/corpus.h"

namespace tessera::glsl_writer_test {
namespace {

class GlslangCorpus : public ::testing::TestWithParam<std::string> {};

TEST_P(GlslangCorpus, EveryVersionValidates) {
    if (!HaveGlslang()) TESSERA_SKIP_OR_FAIL_IN_CI("glslangValidator is missing (apt-get install glslang-tools)");
    const cg_examples::Shader* shader = cg_examples::FindShader(GetParam());
    ASSERT_NE(shader, nullptr);
    lang::cg::CompileOptions options;
    options.source_name = shader->path;
    options.source_text = shader->text;
    const lang::cg::CompileResult compiled = lang::cg::CompileCg(options);
    ASSERT_TRUE(compiled.lowered) << compiled.diagnostics;
    for (GlslVersion v : kAllVersions) {
        SCOPED_TRACE(lang::glsl::GlslVersionName(v));
        const lang::glsl::GlslWriteResult r = Write(*compiled.lowered, v, /*comments=*/true);
        if (!r.ok()) {
            ExpectRefusedFor(GetParam(), v, r);
            continue;
        }
        EXPECT_EQ(ExpectedRefusal(GetParam(), v), "") << "written although the version lacks it";
        EXPECT_EQ(Glslang(r.text, ir::Stage::kFragment), "") << r.text;
    }
}

std::vector<std::string> Names() {
    std::vector<std::string> names;
    for (const cg_examples::Shader& s : cg_examples::Corpus()) names.push_back(s.name);
    return names;
}

INSTANTIATE_TEST_SUITE_P(Examples, GlslangCorpus, ::testing::ValuesIn(Names()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

}  // namespace
}  // namespace tessera::glsl_writer_test
