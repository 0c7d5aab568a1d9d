// SPDX-License-Identifier: MIT
// The corpus itself: enough shaders, each documented and parsing cleanly, each uniform with
// a default the other tests can use.
//
// These tests need only the parser, so they run before (and independently of) the
// compiler: a shader that does not even parse is the shader's fault, never the compiler's.
// What the corpus must cover (issue 5) is checked loosely by looking for the constructs in
// the text: a list of features, each found in at least one shader.
#include <gtest/gtest.h>

#include <regex>

#include "tests/cg_examples/corpus.h"

namespace tessera::cg_examples {
namespace {

TEST(CgExamples, AtLeastFortyShaders) { EXPECT_GE(Corpus().size(), 40u); }

TEST(CgExamples, EveryShaderParsesWithDocumentedDefaults) {
    for (const Shader& shader : Corpus()) {
        SCOPED_TRACE(shader.name);
        ParsedShader parsed = ParseShader(shader);
        EXPECT_EQ(parsed.diagnostics, "");
        EXPECT_EQ(parsed.error, "");
        // A header comment of at least two lines says what the shader shows.
        std::string header = HeaderComment(shader.text);
        EXPECT_GE(std::count(header.begin(), header.end(), '\n'), 2) << "header:\n" << header;
        // Every uniform and sampler is mentioned in the header (what it expects).
        for (const UniformDefault& u : parsed.uniforms)
            EXPECT_NE(header.find(u.name), std::string::npos) << u.name << " is not documented";
    }
}

// Each feature the issue lists, and the standard-library functions, appear somewhere.
TEST(CgExamples, TheCorpusCoversTheFeatures) {
    const char* features[] = {
        // lighting and mapping
        R"(struct \w+ \{)", R"(\blit\()", R"(texCUBE\()", R"(tex2Dproj\()", R"(\bclip\()",
        R"(\bdiscard\b)", R"(\bmul\()", R"(\bout float)", R"(for \(int)", R"(: WPOS)",
        R"(: FOG)", R"(: COLOR1)", R"(: DEPTH)", R"(: TEXUNIT1)", R"(float3x3)", R"(float4x4)",
        // the standard library
        R"(\blerp\()", R"(\bsmoothstep\()", R"(\bsaturate\()", R"(\bstep\()", R"(\bfrac\()",
        R"(\bfmod\()", R"(\breflect\()", R"(\brefract\()", R"(\bnormalize\()", R"(\bpow\()",
        R"(\bexp2\()", R"(\blog2\()", R"(\bexp\()", R"(\bdot\()", R"(\bcross\()",
        R"(\bclamp\()", R"(\babs\()", R"(\bsign\()", R"(\bmin\()", R"(\bmax\()", R"(\bsin\()",
        R"(\bcos\()", R"(\bfloor\()", R"(\blength\()", R"(\bdistance\()", R"(\bsqrt\()",
    };
    for (const char* feature : features) {
        std::regex re(feature);
        bool found = false;
        for (const Shader& shader : Corpus())
            found = found || std::regex_search(shader.text, re);
        EXPECT_TRUE(found) << "no shader uses " << feature;
    }
}

}  // namespace
}  // namespace tessera::cg_examples
