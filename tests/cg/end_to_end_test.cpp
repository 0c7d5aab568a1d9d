// SPDX-License-Identifier: MIT
// End to end: Cg source -> CompileCg -> our ARBfp reader -> our fragment processor
// (RunQuadReference), compared with values derived by hand, and the same inputs run through
// the IR interpreter on the module before lowering. Inputs stay in [0, 1] so that the
// processor's result clamping (3.11.4.4) does not hide anything.
#include <gtest/gtest.h>

#include <map>

#include "tests/cg/run_cg.h"

namespace tessera::lang::cg {
namespace {

using namespace test;  // Execute, ExpectColor, Fixture, Outcome, Vec4

// A uniform bound to GL state takes no program.local (parameter_count 0): a value given for
// it is not laid out (no division by its zero slots), and the others keep their slots.
TEST(CgEndToEnd, StateBoundUniformsTakeNoProgramLocal) {
    arbfp::Binding state, tint;
    state.name = "fogColor";
    state.gl_state = true;
    tint.name = "tint";
    tint.first_parameter = 3;
    tint.parameter_count = 1;
    const std::map<std::string, std::vector<float>> values = {{"fogColor", {1, 1, 1, 1}}, {"tint", {0.5f, 1, 0.25f}}};
    for (testing::SlotLayout layout : {testing::SlotLayout::kEvenSplit, testing::SlotLayout::kFourPerSlot}) {
        const std::map<std::uint32_t, Vec4> locals = testing::UniformLocals({state, tint}, values, layout);
        EXPECT_EQ(locals, (std::map<std::uint32_t, Vec4>{{3, Vec4{0.5f, 1, 0.25f, 0}}}));
    }
}

TEST(CgEndToEnd, TintedColor) {
    Fixture in;
    in.color = {0.5f, 0.25f, 1, 1};
    in.uniforms["tint"] = {0.5, 1, 0.5, 0.8};
    Outcome run = Execute("float4 main(float4 c : COLOR0, uniform float4 tint) : COLOR { return c * tint; }", in);
    ExpectColor(run, {0.25f, 0.25f, 0.5f, 0.8f});
}

TEST(CgEndToEnd, DiffuseLighting) {
    // normalize((0, 0, 2)) = (0, 0, 1); dot with (0, 0.6, 0.8) = 0.8; times the base color.
    Fixture in;
    in.texcoord[0] = {0, 0, 2, 0};
    in.texcoord[1] = {0, 0.6f, 0.8f, 0};
    in.uniforms["base"] = {1, 0.5, 0.25, 1};
    Outcome run = Execute(R"(
float4 main(float3 n : TEXCOORD0, float3 l : TEXCOORD1, uniform float4 base) : COLOR {
    float d = saturate(dot(normalize(n), l));
    return float4(base.rgb * d, base.a);
})", in);
    ExpectColor(run, {0.8f, 0.4f, 0.2f, 1});
}

TEST(CgEndToEnd, LoopOverUniformArray) {
    // 0.1 * 1 + 0.2 * 0.5 + 0.3 * 0.25 + 0.4 * 0 = 0.275 in every component.
    Fixture in;
    in.uniforms["w"] = {1, 1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.25, 0.25, 0.25, 0.25, 0, 0, 0, 0};
    Outcome run = Execute(R"(
uniform float4 w[4];
float4 main() : COLOR {
    float4 sum = 0;
    for (int i = 0; i < 4; i++) sum += w[i] * (0.1 * (i + 1));
    return sum;
})", in);
    ExpectColor(run, {0.275f, 0.275f, 0.275f, 0.275f});
}

TEST(CgEndToEnd, OutParametersAndSwizzles) {
    // split gives rgb = (0.2, 0.4, 0.6) and a = 0.5; rgb.zx = rgb.xz swaps; alpha doubled.
    Fixture in;
    in.color = {0.2f, 0.4f, 0.6f, 0.5f};
    Outcome run = Execute(R"(
void split(float4 v, out float3 rgb, out float a) { rgb = v.rgb; a = v.a; }
float4 main(float4 c : COLOR0) : COLOR {
    float3 rgb; float a;
    split(c, rgb, a);
    rgb.zx = rgb.xz;
    return float4(rgb, a * 2);
})", in);
    ExpectColor(run, {0.6f, 0.4f, 0.2f, 1});
}

TEST(CgEndToEnd, StoresThroughASwizzleOfASwizzle) {
    // A path is read left to right: v.wy names (v.w, v.y), so v.wy.x is v.w; n._m11_m00
    // names (n[1][1], n[0][0]), so its .y is n[0][0]. With c = (0.2, 0.4, 0.6, 0.5) and m's
    // first rows (0.1, 0.2, 0, 0), (0.3, 0.4, 0, 0): v = (0.2, 0.4, 0.6, 0.75), n[0].x = 0.9.
    // Result (n[0].x, n[1].y, v.w, v.y) = (0.9, 0.4, 0.75, 0.4).
    Fixture in;
    in.color = {0.2f, 0.4f, 0.6f, 0.5f};
    in.uniforms["m"] = {0.1, 0.2, 0, 0, 0.3, 0.4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    Outcome run = Execute(R"(
float4 main(float4 c : COLOR0, uniform float4x4 m) : COLOR {
    float4 v = c;
    v.wy.x = 0.75;
    float4x4 n = m;
    n._m11_m00.y = 0.9;
    return float4(n[0].x, n[1].y, v.w, v.y);
})", in);
    ExpectColor(run, {0.9f, 0.4f, 0.75f, 0.4f});
}

TEST(CgEndToEnd, MatrixTimesVector) {
    // Rows (1,0,0,0), (0,0.5,0,0), (0,0,0,1), (0.25,0.25,0,0) times (0.4, 0.8, 0.2, 0.6).
    Fixture in;
    in.texcoord[0] = {0.4f, 0.8f, 0.2f, 0.6f};
    in.uniforms["m"] = {1, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 1, 0.25, 0.25, 0, 0};
    Outcome run = Execute(R"(
float4 main(float4 v : TEXCOORD0, uniform float4x4 m) : COLOR { return mul(m, v); })", in);
    ExpectColor(run, {0.4f, 0.4f, 0.6f, 0.3f});
}

TEST(CgEndToEnd, DiscardAndSelect) {
    const char* source = R"(
float4 main(float4 c : COLOR0) : COLOR {
    if (c.a < 0.5) discard;
    return c.r > 0.5 ? c.bgra : c;
})";
    Fixture in;
    in.color = {0.75f, 0.5f, 0.25f, 1};
    Outcome kept = Execute(source, in);
    EXPECT_FALSE(kept.killed);
    EXPECT_FALSE(kept.ir_killed);
    ExpectColor(kept, {0.25f, 0.5f, 0.75f, 1});
    in.color = {0.75f, 0.5f, 0.25f, 0.25f};
    Outcome killed = Execute(source, in);
    EXPECT_TRUE(killed.killed);
    EXPECT_TRUE(killed.ir_killed);
}

TEST(CgEndToEnd, VectorComparisonsAndLogic) {
    // c < 0.5 per component, and (a && b) per component, selected with vector ?:.
    Fixture in;
    in.color = {0.25f, 0.75f, 0.25f, 0.75f};
    in.texcoord[0] = {1, 1, 0, 0};
    Outcome run = Execute(R"(
float4 main(float4 c : COLOR0, float4 t : TEXCOORD0) : COLOR {
    bool4 low = c < 0.5;
    bool4 on = t > 0.5;
    return (low && on) ? float4(1, 1, 1, 1) : float4(0, 0, 0, 0);
})", in);
    ExpectColor(run, {1, 0, 0, 0});
}

}  // namespace
}  // namespace tessera::lang::cg
