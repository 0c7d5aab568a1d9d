// SPDX-License-Identifier: MIT
// Every corpus shader end to end: compiled for arbfp1, loaded by our ARBfp reader and by
// Mesa, rendered by Tessera's runtime, and every rendered pixel compared with the IR
// interpreter running the front end's module (before any pass) on the same inputs.
//
// The comparison is the corpus' main check of the compiler: the passes and the ARBfp writer
// must not change what the program computes. The runtime's pixels are RGBA8 (as `tessera
// render` and a GL framebuffer store them), so the interpreter's color is clamped to [0,1]
// and must be within 1/255 of the stored value per channel: half a step (0.5/255) is the
// framebuffer's rounding to the nearest k/255, and the other half covers float differences
// between the two computations (single-precision ARBfp instructions, MAD fusion, reordered
// dot products) that may push a value across a rounding boundary. Anything larger is a real
// disagreement. Discarded fragments must agree exactly; a written depth must agree to 1e-5
// (the depth buffer keeps floats).
//
// Every pixel of a 32x32 rendering is compared, not a sample: it is cheap (a few seconds for
// the corpus in a debug build), and a miscompiled select or discard shows on few pixels.
// No shader needs a looser tolerance, not even those built on a sin-based hash
// (frac(sin(x) * 43758.5)), which amplify the last bit of sin by 4e4: the runtime's SIN and
// the interpreter's sin both call std::sin on the same float.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <iostream>
#include <set>
#include <sstream>

#include "lang/arbfp/reader/reader.h"
#include "tests/cg_examples/harness.h"
#include "tests/cg_examples/known_failures.h"
#ifdef TESSERA_HAVE_MESA
#include "mesa_gl.h"
#endif

namespace tessera::cg_examples {
namespace {

constexpr float kTolerance = 1.0f / 255.0f;

struct Compiled {
    lang::cg::CompileResult result;
    ParsedShader parsed;
};

// Each shader is compiled once per process, whichever test asks first.
const Compiled& CompiledShader(const Shader& shader) {
    static std::map<std::string, Compiled> cache;
    auto it = cache.find(shader.name);
    if (it == cache.end())
        it = cache.emplace(shader.name, Compiled{Compile(shader), ParseShader(shader)}).first;
    return it->second;
}

std::vector<std::string> ShaderNames() {
    std::vector<std::string> names;
    for (const Shader& s : Corpus()) names.push_back(s.name);
    return names;
}

class CorpusShader : public ::testing::TestWithParam<std::string> {
  protected:
    std::string skipped_;  ///< set when the shader is a known failure

    // Compiles the shader; returns null (after failing or skipping the test) when there is
    // nothing to test further.
    const Compiled* Get() {
        const Shader* shader = FindShader(GetParam());
        if (shader == nullptr) return nullptr;
        const Compiled& c = CompiledShader(*shader);
        auto known = KnownFailures().find(GetParam());
        if (known != KnownFailures().end() && !c.result.ok) {
            ::testing::Test::RecordProperty("known_failure", known->second);
            std::cout << "known failure: " << known->second << "\n" << c.result.diagnostics;
            skipped_ = known->second;
            return nullptr;
        }
        if (!c.result.ok || !c.result.ir) {
            ADD_FAILURE() << GetParam() << " does not compile:\n" << c.result.diagnostics;
            return nullptr;
        }
        return &c;
    }
};

TEST_P(CorpusShader, Compiles) {
    const Compiled* c = Get();
    if (c == nullptr && !skipped_.empty()) GTEST_SKIP() << "known failure: " << skipped_;
    if (c == nullptr) return;
    EXPECT_EQ(c->result.error_count, 0u);
    // The corpus compiles cleanly: a warning here has so far always been the shader's
    // mistake (a float3 passed where overload resolution picked step(float, float)).
    EXPECT_EQ(c->result.warning_count, 0u) << c->result.diagnostics;
    EXPECT_EQ(c->result.arbfp.text.rfind("!!ARBfp1.0", 0), 0u);
}

TEST_P(CorpusShader, LoadsInOurReader) {
    const Compiled* c = Get();
    if (c == nullptr && !skipped_.empty()) GTEST_SKIP() << "known failure: " << skipped_;
    if (c == nullptr) return;
    lang::arbfp::ReadResult read = lang::arbfp::ReadProgram(c->result.arbfp.text);
    EXPECT_TRUE(read.program) << c->result.arbfp.text;
}

TEST_P(CorpusShader, LoadsInMesa) {
    const Compiled* c = Get();
    if (c == nullptr && !skipped_.empty()) GTEST_SKIP() << "known failure: " << skipped_;
    if (c == nullptr) return;
#ifdef TESSERA_HAVE_MESA
    if (!testing::MesaAvailable()) {
        if (const char* ci = std::getenv("CI"); ci && std::string(ci) == "true")
            FAIL() << testing::MesaUnavailableReason();
        GTEST_SKIP() << testing::MesaUnavailableReason();
    }
    testing::ArbLoadResult load = testing::LoadArbFragmentProgram(c->result.arbfp.text);
    EXPECT_TRUE(load.ok) << load.error_string << "\n" << c->result.arbfp.text;
#else
    GTEST_SKIP() << "built without the Mesa harness (EGL/GL development files)";
#endif
}

TEST_P(CorpusShader, RendersAsTheInterpreterComputes) {
    const Compiled* c = Get();
    if (c == nullptr && !skipped_.empty()) GTEST_SKIP() << "known failure: " << skipped_;
    if (c == nullptr) return;
    LocalValues locals = UniformLocals(c->result, c->parsed);
    ASSERT_EQ(locals.error, "");
    Rendering r = RenderWithRuntime(c->result, locals);
    ASSERT_EQ(r.error, "");

    int compared = 0, mismatches = 0;
    std::set<std::uint32_t> colors;  // distinct RGBA8 values: the picture shows something
    std::ostringstream report;
    for (const runtime::exec::QuadInputs& quad : r.quads) {
        InterpretedQuad iq = InterpretQuad(c->result, c->parsed, r, quad);
        ASSERT_EQ(iq.error, "");
        for (int lane = 0; lane < 4; ++lane) {
            auto [x, y] = PixelOf(quad, lane);
            if (!quad.covered[lane] || x < 0 || y < 0 || x >= r.width || y >= r.height) continue;
            const InterpretedFragment& f = iq.fragments[lane];
            ++compared;
            bool bad = false;
            std::ostringstream why;
            if (f.discarded != r.Killed(x, y)) {
                bad = true;
                why << "discarded: interpreter " << f.discarded << ", runtime " << r.Killed(x, y);
            } else if (!f.discarded) {
                if (!f.color) {
                    ADD_FAILURE() << "the interpreter wrote no COLOR at (" << x << ", " << y << ")";
                    return;
                }
                Vec4 got = r.Color(x, y);
                Vec4 want = *f.color;
                std::uint32_t packed = 0;
                for (int i = 0; i < 4; ++i) {
                    float w = std::isnan(want[i]) ? 0.0f : std::clamp(want[i], 0.0f, 1.0f);
                    if (!(std::fabs(w - got[i]) <= kTolerance)) bad = true;
                    packed = packed * 256 + static_cast<std::uint32_t>(std::lround(got[i] * 255));
                }
                colors.insert(packed);
                if (bad)
                    why << "runtime (" << got[0] << ", " << got[1] << ", " << got[2] << ", "
                        << got[3] << ") interpreter (" << want[0] << ", " << want[1] << ", "
                        << want[2] << ", " << want[3] << ")";
                if (f.depth && std::fabs(std::clamp(*f.depth, 0.0f, 1.0f) -
                                         r.framebuffer->DepthAt(x, y)) > 1e-5f) {
                    bad = true;
                    why << " depth: runtime " << r.framebuffer->DepthAt(x, y) << " interpreter "
                        << *f.depth;
                }
            }
            if (bad && ++mismatches <= 8) report << "  pixel (" << x << ", " << y << "): " << why.str() << "\n";
        }
    }
    EXPECT_EQ(compared, r.width * r.height);
    EXPECT_EQ(mismatches, 0) << mismatches << " of " << compared << " pixels differ:\n"
                             << report.str() << c->result.arbfp.text;
    EXPECT_GE(colors.size(), 2u) << "the rendering is a single color";
}

INSTANTIATE_TEST_SUITE_P(Examples, CorpusShader, ::testing::ValuesIn(ShaderNames()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                             return info.param;
                         });

}  // namespace
}  // namespace tessera::cg_examples
