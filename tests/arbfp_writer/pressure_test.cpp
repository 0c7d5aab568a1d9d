// SPDX-License-Identifier: MIT
// Programs that need more TEMPs than the profile has when every texel is fetched first
// (ScheduleForIndirections): the writer schedules again for register pressure
// (arbfp_writer.cpp, FewerTemporaries; schedule.cpp, ScheduleForPressure).
// Real filters do this (lanczos6's 36 taps, aa-shader-4, xbr-mlv4; docs/cg.md). Each test
// writes the program twice: with fetches first (a TEMP limit no program reaches and an
// indirection limit of 2, which only that schedule meets) and with arbfp1's limits. The
// second must fit, and since only the order of independent
// instructions and the registers change, both must compute the same values bit for bit
// on our fragment processor's arithmetic, with a texture whose value depends on the
// coordinate, so that a fetch from the wrong register or lane would show.
#include <gtest/gtest.h>

#include <cmath>

#include "arbfp_run.h"
#include "writer_test_support.h"

namespace tessera::lang::arbfp::writer_test {
namespace {

using ir::InstId;

bool Contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

Vec4 Texel(const Vec4& c) {
    return Vec4{c[0] * 3.0f - c[1], c[1] * 0.5f + 0.25f, c[0] * c[1], 1.0f - c[0]};
}

/// A filter of `taps` fetches at uv + (i/64, -i/128), each weighted by (i + 1)/taps and
/// summed in order. `rgb_only` reads each texel's .xyz (its w is never read).
void BuildFilter(Shader& s, int taps, bool rgb_only) {
    InstId sampler = s.b->Load(s.Global(ir::Global::Kind::kSampler, "tex", s.module.types.Sampler(ir::SamplerDim::k2D)));
    InstId uv = s.Input("uv", 2, "TEXCOORD0");
    const int width = rgb_only ? 3 : 4;
    InstId sum = s.b->Splat(s.Float(width), 0.0);
    for (int i = 0; i < taps; ++i) {
        InstId texel = s.b->Sample(ir::SampleKind::kPlain, sampler, s.b->Add(uv, s.Vec({i / 64.0, -i / 128.0})));
        if (rgb_only) texel = s.b->Swizzle(texel, {0, 1, 2});
        sum = s.b->Add(sum, s.b->Mul(texel, s.b->Splat(s.Float(width), (i + 1.0) / taps)));
    }
    if (rgb_only) sum = s.b->Construct(s.Float(4), {sum, s.b->Float(1)});
    s.b->Return(sum);
}

WriterOptions WithTemporaries(std::uint32_t n) {
    WriterOptions o;
    o.limits = Arbfp1Limits();
    o.limits.max_temporaries = n;
    return o;
}

// The coordinates' arithmetic, then every fetch: two nodes (3.11.6). Under this limit the
// other orders, which may take a node per fetch, are tried only when the TEMPs run out.
WriterOptions FetchesFirst(std::uint32_t temporaries) {
    WriterOptions o = WithTemporaries(temporaries);
    o.limits.max_tex_indirections = 2;
    return o;
}

Vec4 Run(const WriteResult& written, float u, float v) {
    ReadResult read = ReadProgram(written.text, Limits::Default());
    EXPECT_TRUE(read.program.has_value()) << read.error_string;
    if (!read.program) return {};
    const std::vector<std::pair<AttributeBinding, Vec4>> attributes = {
        {AttributeBinding{AttributeBinding::Kind::kTexCoord, 0}, Vec4{u, v, 0, 1}}};
    return RunProgram(*read.program, {}, attributes, Texel).color;
}

void ExpectFitsAndComputesTheSame(int taps, bool rgb_only) {
    Shader s;
    BuildFilter(s, taps, rgb_only);
    const WriteResult unlimited = WriteArbfp(s.module, FetchesFirst(4096));
    ASSERT_TRUE(unlimited.ok()) << Messages(unlimited);
    ASSERT_GT(unlimited.counts.temporaries, 32u) << "the filter no longer needs the second try";
    const WriteResult fitted = CheckedWrite(s.module, WithTemporaries(32));
    ASSERT_TRUE(fitted.ok()) << Messages(fitted);
    EXPECT_LE(fitted.counts.temporaries, 32u);
    EXPECT_EQ(fitted.counts.tex_instructions, static_cast<std::uint32_t>(taps));
    for (float u : {0.0f, 0.3f, 0.71f})
        for (float v : {0.0f, 0.45f, 0.9f}) {
            const Vec4 a = Run(unlimited, u, v), b = Run(fitted, u, v);
            for (int k = 0; k < 4; ++k) EXPECT_EQ(a[k], b[k]) << "component " << k << " at " << u << ", " << v;
            // And the value itself, summed in double: the arithmetic is what the IR says.
            double expected[4] = {0, 0, 0, 0};
            for (int i = 0; i < taps; ++i) {
                const Vec4 t = Texel(Vec4{static_cast<float>(u + i / 64.0), static_cast<float>(v - i / 128.0), 0, 1});
                for (int k = 0; k < 4; ++k) expected[k] += t[k] * ((i + 1.0) / taps);
            }
            if (rgb_only) expected[3] = 1.0;
            for (int k = 0; k < 4; ++k) EXPECT_NEAR(b[k], expected[k], 1e-4 * taps) << "component " << k;
        }
}

TEST(WriterPressure, FortyTapFilterFitsInThirtyTwoTemporaries) { ExpectFitsAndComputesTheSame(40, false); }

// A texel read as .xyz: its w lane is not fetched (TEX R.xyz), so scalars can use it.
TEST(WriterPressure, TexelsReadAsRgbAreFetchedWithoutW) { ExpectFitsAndComputesTheSame(44, true); }

// The indirection limit decides the order of a program within the TEMP limit. Under a tight
// one it keeps the first schedule: the coordinates' arithmetic, then every fetch (two nodes,
// 12 texels live at once). With room for any order (arbfp1's limits: llvmpipe's 65,536
// indirections) the fewest TEMPs win: the running sum and one texel, whose coordinate can
// share its TEMP, the trade cgc made (docs/cg.md).
TEST(WriterPressure, TheIndirectionLimitDecidesTheOrder) {
    Shader s;
    BuildFilter(s, 12, false);
    const WriteResult together = CheckedWrite(s.module, FetchesFirst(32));
    ASSERT_TRUE(together.ok()) << Messages(together);
    EXPECT_EQ(together.counts.tex_indirections, 2u) << together.text;
    EXPECT_EQ(together.counts.temporaries, 12u) << together.text;
    const WriteResult fewest = CheckedWrite(s.module, WithTemporaries(32));
    ASSERT_TRUE(fewest.ok()) << Messages(fewest);
    EXPECT_EQ(fewest.counts.temporaries, 2u) << fewest.text;
}

// When nothing fits, the error gives the fewest TEMPs found, not the first schedule's: the
// filter needs two (the running sum and one texel, whose coordinate can share its TEMP).
TEST(WriterPressure, TheErrorGivesTheSmallestCountFound) {
    Shader s;
    BuildFilter(s, 40, false);
    const WriteResult r = WriteArbfp(s.module, WithTemporaries(1));
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(Contains(Messages(r), "needs 2 temporaries, the limit is 1")) << Messages(r);
}

}  // namespace
}  // namespace tessera::lang::arbfp::writer_test
