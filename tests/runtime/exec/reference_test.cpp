// SPDX-License-Identifier: MIT
// The reference interpreter on hand-built programs: operand loading (swizzles, negation,
// scalar replication), destination update (masks, _SAT), register initial values, KIL per
// fragment, result processing (color clamp, depth replacement), the fog options, and the
// texture instructions with quad derivatives.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "program_builder.h"
#include "runtime/base/fragment.h"
#include "runtime/texture/texture.h"

namespace tessera::runtime::exec {
namespace {

using namespace test_support;  // the builder's vocabulary
using Kind = AttributeBinding::Kind;
using RF = RegisterFile;

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

QuadInputs Uniform(const FragmentAttributes& fragment) {
    QuadInputs quad;
    quad.fragments.fill(fragment);
    quad.covered.fill(true);
    return quad;
}

TEST(ReferenceTest, MovColorIsClamped) {
    ProgramBuilder b;
    const auto color = b.Attribute(Kind::kColorPrimary);
    const auto out = b.Output(OutputBinding::kColor);
    b.Add(Opcode::kMOV, Dst(RF::kOutput, out), {Src(RF::kAttribute, color)});
    FragmentAttributes f;
    f.color_primary = {1.5f, -0.5f, 0.25f, kNaN};
    const QuadResults r = b.Run(Uniform(f));
    for (int i = 0; i < kQuadSize; ++i) EXPECT_EQ(r.color[i], (Vec4{1, 0, 0.25f, 0}));
}

TEST(ReferenceTest, SwizzleAndNegation) {
    ProgramBuilder b;
    const auto c0 = b.Constant({0.1f, 0.2f, 0.3f, 0.4f});
    const auto c1 = b.Constant({0.5f, 0.5f, 0.5f, 0.5f});
    const auto out = b.Output(OutputBinding::kColor);
    // ADD result, c1, -c0.wzyx: (0.5 - 0.4, 0.5 - 0.3, 0.5 - 0.2, 0.5 - 0.1).
    b.Add(Opcode::kADD, Dst(RF::kOutput, out),
          {Src(RF::kParameter, c1), Src(RF::kParameter, c0, "wzyx", true)});
    const QuadResults r = b.Run();
    EXPECT_NEAR(r.color[0][0], 0.1f, 1e-6);  // 0.5 - 0.4
    EXPECT_NEAR(r.color[0][1], 0.2f, 1e-6);  // 0.5 - 0.3
    EXPECT_NEAR(r.color[0][2], 0.3f, 1e-6);  // 0.5 - 0.2
    EXPECT_NEAR(r.color[0][3], 0.4f, 1e-6);  // 0.5 - 0.1
}

TEST(ReferenceTest, ScalarOperandIsReplicated) {
    ProgramBuilder b;
    const auto c0 = b.Constant({0.5f, 4, 8, 16});
    const auto out = b.Output(OutputBinding::kColor);
    b.Add(Opcode::kRCP, Dst(RF::kOutput, out), {Src(RF::kParameter, c0, "y")});
    EXPECT_EQ(b.Run().color[2], (Vec4{0.25f, 0.25f, 0.25f, 0.25f}));
}

TEST(ReferenceTest, WriteMaskKeepsOtherComponents) {
    ProgramBuilder b;
    const auto t0 = b.Temp();
    const auto c0 = b.Constant({0.1f, 0.2f, 0.3f, 0.4f});
    const auto c1 = b.Constant({0.6f, 0.7f, 0.8f, 0.9f});
    const auto out = b.Output(OutputBinding::kColor);
    b.Add(Opcode::kMOV, Dst(RF::kTemporary, t0), {Src(RF::kParameter, c0)});
    b.Add(Opcode::kMOV, Dst(RF::kTemporary, t0, 0b1010), {Src(RF::kParameter, c1)});  // .yw
    b.Add(Opcode::kMOV, Dst(RF::kOutput, out), {Src(RF::kTemporary, t0)});
    EXPECT_EQ(b.Run().color[0], (Vec4{0.1f, 0.7f, 0.3f, 0.9f}));
}

TEST(ReferenceTest, SaturateClampsBeforeTheWrite) {
    ProgramBuilder b;
    const auto t0 = b.Temp();
    const auto c0 = b.Constant({1.5f, -1, 0.5f, 1.5f});
    const auto half = b.Constant({0.5f, 0.5f, 0.5f, 0.5f});
    const auto out = b.Output(OutputBinding::kColor);
    // MOV_SAT T0.xyz, c0; MOV T0.w, c0 (no clamp); MUL result, T0, 0.5.
    b.Add(Opcode::kMOV, Dst(RF::kTemporary, t0, 0b0111), {Src(RF::kParameter, c0)}, true);
    b.Add(Opcode::kMOV, Dst(RF::kTemporary, t0, 0b1000), {Src(RF::kParameter, c0)});
    b.Add(Opcode::kMUL, Dst(RF::kOutput, out),
          {Src(RF::kTemporary, t0), Src(RF::kParameter, half)});
    EXPECT_EQ(b.Run().color[0], (Vec4{0.5f, 0, 0.25f, 0.75f}));
}

TEST(ReferenceTest, SourceEqualsDestination) {
    // fp-lit-src-equals-dst: the operand is loaded before the destination is written.
    ProgramBuilder b;
    const auto t0 = b.Temp();
    const auto c0 = b.Constant({0.5f, 0.25f, 0, 2});
    const auto out = b.Output(OutputBinding::kColor);
    b.Add(Opcode::kMOV, Dst(RF::kTemporary, t0), {Src(RF::kParameter, c0)});
    b.Add(Opcode::kLIT, Dst(RF::kTemporary, t0), {Src(RF::kTemporary, t0)});
    b.Add(Opcode::kMOV, Dst(RF::kOutput, out), {Src(RF::kTemporary, t0, "wzyx")});
    EXPECT_EQ(b.Run().color[0], (Vec4{1, 0.0625f, 0.5f, 1}));
}

TEST(ReferenceTest, UnwrittenRegistersReadZero) {
    ProgramBuilder b;
    const auto t0 = b.Temp();
    const auto one = b.Constant({1, 1, 1, 1});
    const auto out = b.Output(OutputBinding::kColor);
    b.Add(Opcode::kADD, Dst(RF::kOutput, out),
          {Src(RF::kTemporary, t0), Src(RF::kParameter, one, "xyzw", true)});
    b.Add(Opcode::kADD, Dst(RF::kOutput, out, 0b0001),
          {Src(RF::kTemporary, t0), Src(RF::kParameter, one)});
    EXPECT_EQ(b.Run().color[0], (Vec4{1, 0, 0, 0}));  // T0 = 0: 0 - 1 clamps to 0, x = 0 + 1

    ProgramBuilder none;  // never writes result.color
    none.Temp();
    EXPECT_EQ(none.Run().color[3], (Vec4{0, 0, 0, 0}));
}

TEST(ReferenceTest, KilDiscardsOnlyItsFragment) {
    ProgramBuilder b;
    const auto tc = b.Attribute(Kind::kTexCoord, 0);
    const auto c0 = b.Constant({0.2f, 0.4f, 0.6f, 0.8f});
    const auto out = b.Output(OutputBinding::kColor);
    b.Add(Opcode::kKIL, {}, {Src(RF::kAttribute, tc)});
    b.Add(Opcode::kMOV, Dst(RF::kOutput, out), {Src(RF::kParameter, c0)});
    QuadInputs quad;
    quad.fragments[0].texcoord[0] = {0, 0, 0, 0};
    quad.fragments[1].texcoord[0] = {1, 1, -0.1f, 1};
    quad.fragments[2].texcoord[0] = {-0.0f, kNaN, 0, 0};  // -0 and NaN do not kill
    quad.fragments[3].texcoord[0] = {1, 1, 1, -1e-20f};
    const QuadResults r = b.Run(quad);
    EXPECT_FALSE(r.killed[0]);
    EXPECT_TRUE(r.killed[1]);
    EXPECT_FALSE(r.killed[2]);
    EXPECT_TRUE(r.killed[3]);
    EXPECT_EQ(r.color[0], (Vec4{0.2f, 0.4f, 0.6f, 0.8f}));
    EXPECT_EQ(r.color[2], (Vec4{0.2f, 0.4f, 0.6f, 0.8f}));
}

TEST(ReferenceTest, DepthIsReplacedOnlyWhenZIsWritten) {
    QuadInputs quad;
    for (int i = 0; i < kQuadSize; ++i) quad.fragments[i].position = {0, 0, 0.1f * (i + 1), 1};
    {
        ProgramBuilder b;
        const auto c0 = b.Constant({0, 0, 1.5f, 0});
        const auto depth = b.Output(OutputBinding::kDepth);
        b.Add(Opcode::kMOV, Dst(RF::kOutput, depth), {Src(RF::kParameter, c0)});
        EXPECT_EQ(b.Run(quad).depth[1], 1.0f);  // clamped to [0, 1]
    }
    {
        ProgramBuilder b;
        const auto c0 = b.Constant({0.25f, 0, 0.75f, 0});
        const auto depth = b.Output(OutputBinding::kDepth);
        b.Add(Opcode::kMOV, Dst(RF::kOutput, depth, 0b0100), {Src(RF::kParameter, c0)});
        EXPECT_EQ(b.Run(quad).depth[2], 0.75f);
    }
    {
        ProgramBuilder b;  // writes result.depth.x only: the depth is not replaced
        const auto c0 = b.Constant({0.25f, 0, 0.75f, 0});
        const auto depth = b.Output(OutputBinding::kDepth);
        b.Add(Opcode::kMOV, Dst(RF::kOutput, depth, 0b0001), {Src(RF::kParameter, c0)});
        EXPECT_FLOAT_EQ(b.Run(quad).depth[3], 0.4f);
    }
}

TEST(ReferenceTest, FogCoordAndPositionAttributes) {
    ProgramBuilder b;
    const auto fog = b.Attribute(Kind::kFogCoord);
    const auto pos = b.Attribute(Kind::kPosition);
    const auto secondary = b.Attribute(Kind::kColorSecondary);
    const auto out = b.Output(OutputBinding::kColor);
    b.Add(Opcode::kMOV, Dst(RF::kOutput, out), {Src(RF::kAttribute, fog)});
    FragmentAttributes f;
    f.fogcoord = 0.3f;
    EXPECT_EQ(b.Run(Uniform(f)).color[0], (Vec4{0.3f, 0, 0, 1}));  // (f, 0, 0, 1)
    b.program.instructions.clear();
    b.Add(Opcode::kMUL, Dst(RF::kOutput, out),
          {Src(RF::kAttribute, pos), Src(RF::kAttribute, secondary)});
    f.position = {10, 20, 0.5f, 0.25f};
    f.color_secondary = {0.01f, 0.02f, 1, 2};
    const Vec4 c = b.Run(Uniform(f)).color[0];
    EXPECT_NEAR(c[0], 0.1f, 1e-6);
    EXPECT_NEAR(c[1], 0.4f, 1e-6);
    EXPECT_EQ(c[2], 0.5f);
    EXPECT_EQ(c[3], 0.5f);
}

TEST(ReferenceTest, FogOptionsApplyToTheClampedColor) {
    auto run = [](FogOption option, float fogcoord) {
        ProgramBuilder b;
        b.program.fog = option;
        const auto c0 = b.Constant({2, 0, 0, 0.5f});  // red clamps to 1 before fog
        const auto out = b.Output(OutputBinding::kColor);
        b.Add(Opcode::kMOV, Dst(RF::kOutput, out), {Src(RF::kParameter, c0)});
        b.draw.fog.color = {0, 1, 0, 1};
        b.draw.fog.density = 0.5f;
        b.draw.fog.start = 1;
        b.draw.fog.end = 3;
        FragmentAttributes f;
        f.fogcoord = fogcoord;
        return b.Run(Uniform(f)).color[0];
    };
    // LINEAR: f = (3 - 2) / (3 - 1) = 0.5.
    EXPECT_EQ(run(FogOption::kLinear, 2), (Vec4{0.5f, 0.5f, 0, 0.5f}));
    // EXP: f = e^-(0.5 * 2) = e^-1.
    const float e1 = std::exp(-1.0f);
    Vec4 c = run(FogOption::kExp, 2);
    EXPECT_NEAR(c[0], e1, 1e-6);
    EXPECT_NEAR(c[1], 1 - e1, 1e-6);
    EXPECT_EQ(c[3], 0.5f);
    // EXP2: f = e^-((0.5 * 4)^2) = e^-4.
    c = run(FogOption::kExp2, 4);
    EXPECT_NEAR(c[0], std::exp(-4.0f), 1e-6);
    // No option: no fog.
    EXPECT_EQ(run(FogOption::kNone, 2), (Vec4{1, 0, 0, 0.5f}));
}

// A program that writes no color has an undefined color (3.11.4.4); ours is zero, and no
// fog option is applied to it (as in Mesa, which adds its fog code only to programs that
// write result.color). Bound but never written counts as not written (Table X.3).
TEST(ReferenceTest, NoFogWithoutAColor) {
    for (const FogOption option : {FogOption::kLinear, FogOption::kExp, FogOption::kExp2}) {
        ProgramBuilder b;
        b.program.fog = option;
        b.Output(OutputBinding::kColor);  // bound, not written
        b.draw.fog.color = {0, 1, 0, 1};
        FragmentAttributes f;
        f.fogcoord = 2;  // linear: f = (1 - 2) / 1, clamped to 0: all fog color if fogged
        EXPECT_EQ(b.Run(Uniform(f)).color[0], (Vec4{0, 0, 0, 0})) << static_cast<int>(option);
        ProgramBuilder unbound;
        unbound.program.fog = option;
        unbound.draw.fog.color = {0, 1, 0, 1};
        EXPECT_EQ(unbound.Run(Uniform(f)).color[0], (Vec4{0, 0, 0, 0}));
    }
}

// --- Texture instructions -----------------------------------------------------------------

struct TextureProgram {
    ProgramBuilder b;
    std::uint32_t tc;
    std::uint32_t out;
    TextureProgram(Opcode op, TextureTarget target, std::uint8_t unit = 0) {
        tc = b.Attribute(Kind::kTexCoord, 0);
        out = b.Output(OutputBinding::kColor);
        Instruction& inst = b.Add(op, Dst(RF::kOutput, out), {Src(RF::kAttribute, tc)});
        inst.texture_unit = unit;
        inst.texture_target = target;
    }
};

/// A quad whose texcoord s steps by `step` along x and t by `step` along y.
QuadInputs Stepped(float s, float t, float step, float r = 0, float q = 1) {
    QuadInputs quad;
    for (int i = 0; i < kQuadSize; ++i) {
        quad.fragments[i].texcoord[0] = {s + step * (i & 1), t + step * (i >> 1), r, q};
        quad.covered[i] = true;
    }
    return quad;
}

TEST(ReferenceTextureTest, TexReadsTheBoundTexture) {
    texture::TextureUnits units;
    units.Bind(2, texture::Target::k2D, texture::MakeRgbwTexture(8, 8));
    TextureProgram p(Opcode::kTEX, TextureTarget::k2D, 2);
    p.b.draw.textures = &units;
    const QuadResults r = p.b.Run(Stepped(0.25f, 0.25f, 0.5f));
    EXPECT_EQ(r.color[0], (Vec4{1, 0, 0, 1}));  // (0.25, 0.25): red
    EXPECT_EQ(r.color[1], (Vec4{0, 1, 0, 1}));  // (0.75, 0.25): green
    EXPECT_EQ(r.color[2], (Vec4{0, 0, 1, 1}));  // (0.25, 0.75): blue
    EXPECT_EQ(r.color[3], (Vec4{1, 1, 1, 1}));  // (0.75, 0.75): white
}

TEST(ReferenceTextureTest, MissingTexturesGiveOpaqueBlack) {
    TextureProgram p(Opcode::kTEX, TextureTarget::k2D, 0);
    EXPECT_EQ(p.b.Run(Stepped(0.5f, 0.5f, 0)).color[0], (Vec4{0, 0, 0, 1}));  // no units
    texture::TextureUnits units;
    p.b.draw.textures = &units;
    EXPECT_EQ(p.b.Run(Stepped(0.5f, 0.5f, 0)).color[0], (Vec4{0, 0, 0, 1}));  // unbound
}

TEST(ReferenceTextureTest, QuadDerivativesSelectTheMipLevel) {
    texture::TextureUnits units;
    units.Bind(0, texture::Target::k2D, texture::MakeMiptreeTexture());
    TextureProgram p(Opcode::kTEX, TextureTarget::k2D);
    p.b.draw.textures = &units;
    // 8x8 base: a step of 1/8 per pixel is lambda 0 (red), 2/8 is a 2x-minified quad
    // (lambda 1: green), 4/8 is lambda 2 (blue). All four fragments agree.
    for (const auto& [step, expected] :
         {std::pair{1.0f / 8, Vec4{1, 0, 0, 1}}, std::pair{2.0f / 8, Vec4{0, 1, 0, 1}},
          std::pair{4.0f / 8, Vec4{0, 0, 1, 1}}}) {
        const QuadResults r = p.b.Run(Stepped(0.1f, 0.1f, step));
        for (int i = 0; i < kQuadSize; ++i) EXPECT_EQ(r.color[i], expected) << step << " " << i;
    }
    // Only s changes, only along x (fragment 1 - fragment 0); then only t, only along y.
    QuadInputs along_x = Stepped(0.1f, 0.1f, 0);
    along_x.fragments[1].texcoord[0][0] += 4.0f / 8;
    along_x.fragments[3].texcoord[0][0] += 4.0f / 8;
    EXPECT_EQ(p.b.Run(along_x).color[2], (Vec4{0, 0, 1, 1}));
    QuadInputs along_y = Stepped(0.1f, 0.1f, 0);
    along_y.fragments[2].texcoord[0][1] += 2.0f / 8;
    along_y.fragments[3].texcoord[0][1] += 2.0f / 8;
    EXPECT_EQ(p.b.Run(along_y).color[1], (Vec4{0, 1, 0, 1}));
}

TEST(ReferenceTextureTest, HelperFragmentsStillProvideDerivatives) {
    texture::TextureUnits units;
    units.Bind(0, texture::Target::k2D, texture::MakeMiptreeTexture());
    TextureProgram p(Opcode::kTEX, TextureTarget::k2D);
    p.b.draw.textures = &units;
    QuadInputs quad = Stepped(0.1f, 0.1f, 2.0f / 8);
    quad.covered = {true, false, false, false};
    EXPECT_EQ(p.b.Run(quad).color[0], (Vec4{0, 1, 0, 1}));
}

TEST(ReferenceTextureTest, TxbAddsTheFragmentBias) {
    texture::TextureUnits units;
    units.Bind(0, texture::Target::k2D, texture::MakeMiptreeTexture());
    TextureProgram p(Opcode::kTXB, TextureTarget::k2D);
    p.b.draw.textures = &units;
    // lambda 0 from the derivatives, plus w = 1 (green) or w = 2 (blue).
    EXPECT_EQ(p.b.Run(Stepped(0.1f, 0.1f, 1.0f / 8, 0, 1)).color[0], (Vec4{0, 1, 0, 1}));
    EXPECT_EQ(p.b.Run(Stepped(0.1f, 0.1f, 1.0f / 8, 0, 2)).color[3], (Vec4{0, 0, 1, 1}));
}

TEST(ReferenceTextureTest, TxpDividesByQ) {
    texture::TextureUnits units;
    units.Bind(0, texture::Target::k2D, texture::MakeRgbwTexture(8, 8));
    TextureProgram p(Opcode::kTXP, TextureTarget::k2D);
    p.b.draw.textures = &units;
    // (1.5, 0.5) / 2 = (0.75, 0.25): green. Undivided, (1.5, 0.5) would read white.
    EXPECT_EQ(p.b.Run(Stepped(1.5f, 0.5f, 0, 0, 2)).color[0], (Vec4{0, 1, 0, 1}));
    // q = 0 is undefined: the division gives infinities; the result must still be a texel.
    const Vec4 c = p.b.Run(Stepped(1.5f, 0.5f, 0, 0, 0)).color[0];
    EXPECT_EQ(c[3], 1.0f);
}

TEST(ReferenceTextureTest, Shadow1DComparesTheThirdComponent) {
    texture::TextureUnits units;
    auto depth = texture::MakeDepthRampTexture(texture::Target::k1D, 4, 1);
    depth->Params().compare_mode = texture::CompareMode::kCompareRToTexture;  // LEQUAL
    units.Bind(0, texture::Target::k1D, depth);
    TextureProgram p(Opcode::kTEX, TextureTarget::kShadow1D);
    p.b.program.shadow_option = true;
    p.b.draw.textures = &units;
    // s = 0.9: depth 1, r = 0.5 passes; s = 0.1: depth 0 fails.
    EXPECT_EQ(p.b.Run(Stepped(0.9f, 7, 0, 0.5f)).color[0], (Vec4{1, 1, 1, 1}));
    EXPECT_EQ(p.b.Run(Stepped(0.1f, 7, 0, 0.5f)).color[0], (Vec4{0, 0, 0, 1}));
}

}  // namespace
}  // namespace tessera::runtime::exec
