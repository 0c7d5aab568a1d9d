// SPDX-License-Identifier: MIT
// Ports of piglit's fp-lit-mask and fp-lit-src-equals-dst: LIT honours its write mask, and
// reads its whole operand before writing any component when source and destination are
// the same register.
//
// LIT (ARB_fragment_program 3.11.5.13) computes four components from one operand at once:
// (1, max(x, 0), x > 0 ? max(y, 0)^w : 0, 1). A compiler that expands it into per-component
// steps can get two things wrong. It may write components the mask excludes (fp-lit-mask),
// and, when the destination is also the source, a step may read a component an earlier
// step already overwrote (fp-lit-src-equals-dst). piglit runs all fifteen non-empty masks
// for each shape; so do we, one 2x2-pixel cell per mask on a float framebuffer so the
// comparison is not hidden by 8-bit rounding.
//
// The operand is (0.65, 0.9, 0, 8). By the pseudocode of 3.11.5.13:
//   x = 1
//   y = 0.65                      (x is positive, so unchanged by the clamp)
//   z = 0.9^8 = 0.43046721        (x > 0, y = 0.9, w = 8 lies inside (-128, 128))
//   w = 1
// Components outside the mask keep what the program wrote before: 0.8 everywhere.
// RoughApproxPower may be approximate; 1e-4 is far tighter than piglit's 0.02 yet leaves
// room for an EX2(w * LG2(y)) implementation.
#include <string>

#include "fp_port_helpers.h"

namespace tessera::ports {
namespace {

constexpr Vec4 kLit{1.0f, 0.65f, 0.43046721f, 1.0f};
constexpr float kBefore = 0.8f;
constexpr float kTolerance = 1e-4f;

/// "x", "xy", ..., "xyzw" for mask bits 1 (x), 2 (y), 4 (z), 8 (w).
std::string MaskSuffix(int mask) {
    std::string s;
    for (int i = 0; i < 4; ++i)
        if (mask & (1 << i)) s += "xyzw"[i];
    return s;
}

Vec4 Expected(int mask, const Vec4& unmasked) {
    Vec4 v;
    for (int i = 0; i < 4; ++i) v[i] = (mask & (1 << i)) ? kLit[i] : unmasked[i];
    return v;
}

// LIT straight into the masked result register.
std::string MaskedResultProgram(int mask) {
    return "!!ARBfp1.0\n"
           "PARAM operand = {0.65, 0.9, 0.0, 8.0};\n"
           "MOV result.color, 0.8;\n"
           "LIT result.color." +
           MaskSuffix(mask) +
           ", operand;\n"
           "END\n";
}

// LIT from a temporary into itself, then a masked copy to the result.
std::string SameRegisterProgram(int mask) {
    return "!!ARBfp1.0\n"
           "TEMP t;\n"
           "MOV t, {0.65, 0.9, 0.0, 8.0};\n"
           "MOV result.color, 0.8;\n"
           "LIT t, t;\n"
           "MOV result.color." +
           MaskSuffix(mask) +
           ", t;\n"
           "END\n";
}

// Both at once: the masked LIT writes its own source, so unmasked components of t keep
// the operand's values, and masked ones must be computed from the operand as it was
// before the instruction (y = 0.65 even when x = 1 was written first).
std::string MaskedSameRegisterProgram(int mask) {
    return "!!ARBfp1.0\n"
           "TEMP t;\n"
           "MOV t, {0.65, 0.9, 0.0, 8.0};\n"
           "LIT t." +
           MaskSuffix(mask) +
           ", t;\n"
           "MOV result.color, t;\n"
           "END\n";
}

class FpLit : public ::testing::Test {
  protected:
    FpLit() : context_(8, 8, lang::arbasm::fragment::Limits::Default(), runtime::raster::ColorFormat::kFloat) {
        // piglit's layout: a 4x4 grid of cells, mask m in cell (m % 4, m / 4).
        SetOrtho(context_, 0, 4, 0, 4);
        context_.SetClearColor({0, 0, 0, 0});
        context_.Clear(true, true);
        context_.Enable(Capability::kFragmentProgram);
    }

    template <typename MakeProgram>
    void DrawAllMasks(MakeProgram make_program) {
        for (int mask = 1; mask < 16; ++mask) {
            ASSERT_NE(LoadFragmentProgram(context_, make_program(mask)), 0u) << mask;
            ASSERT_EQ(
                context_.DrawRect(static_cast<float>(mask % 4), static_cast<float>(mask / 4), 1, 1),
                GlError::kNoError);
        }
    }

    void ExpectAllMasks(const Vec4& unmasked) {
        for (int mask = 1; mask < 16; ++mask) {
            EXPECT_TRUE(RectNear(context_, 2 * (mask % 4), 2 * (mask / 4), 2, 2,
                                 Expected(mask, unmasked), kTolerance))
                << "mask ." << MaskSuffix(mask);
        }
        // Cell 0 (no mask) is never drawn.
        EXPECT_TRUE(RectNear(context_, 0, 0, 2, 2, {0, 0, 0, 0}, 0));
    }

    Context context_;
};

TEST_F(FpLit, ResultWriteMaskIsHonoured) {
    DrawAllMasks(MaskedResultProgram);
    ExpectAllMasks({kBefore, kBefore, kBefore, kBefore});
}

TEST_F(FpLit, SourceEqualsDestination) {
    DrawAllMasks(SameRegisterProgram);
    ExpectAllMasks({kBefore, kBefore, kBefore, kBefore});
}

TEST_F(FpLit, MaskedSourceEqualsDestination) {
    DrawAllMasks(MaskedSameRegisterProgram);
    // Unmasked components of t keep the operand: (0.65, 0.9, 0, 8), and the float
    // framebuffer clamps 8 to 1 (3.11.4.4 clamps result.color to [0, 1]).
    ExpectAllMasks({0.65f, 0.9f, 0.0f, 1.0f});
}

// Not in piglit: the corners of 3.11.5.13's pseudocode, one pixel each.
struct LitEdge {
    Vec4 operand, expected;
    const char* why;
};
const LitEdge kLitEdges[] = {
    {{-0.5f, 0.9f, 0, 8}, {1, 0, 0, 1}, "x < 0: clamped to 0, and no specular term"},
    {{0, 0.9f, 0, 8}, {1, 0, 0, 1}, "x = 0 is not > 0: no specular term"},
    {{0.5f, -0.9f, 0, 2}, {1, 0.5f, 0, 1}, "y < 0 is clamped to 0: 0^2 = 0"},
    {{0.5f, 0, 0, 0}, {1, 0.5f, 1, 1}, "RoughApproxPower(0, 0) = 1 (0^0 is defined as 1)"},
    {{0.5f, 1, 0, 1000}, {1, 0.5f, 1, 1}, "w is clamped below 128: 1^w = 1"},
    {{0.5f, 0.25f, 0, 0.5f}, {1, 0.5f, 0.5f, 1}, "0.25^0.5 = 0.5"},
};

std::string LitOf(const Vec4& v) {
    return "!!ARBfp1.0\nLIT result.color, {" + std::to_string(v[0]) + ", " + std::to_string(v[1]) +
           ", " + std::to_string(v[2]) + ", " + std::to_string(v[3]) + "};\nEND\n";
}

TEST_F(FpLit, EdgeCasesFollowThePseudocode) {
    for (const LitEdge& e : kLitEdges) {
        ASSERT_NE(LoadFragmentProgram(context_, LitOf(e.operand)), 0u);
        ASSERT_EQ(context_.DrawRect(0, 0, 4, 4), GlError::kNoError);
        EXPECT_TRUE(PixelNear(context_, 3, 3, e.expected, kTolerance)) << e.why;
    }
}

#ifdef TESSERA_HAVE_MESA

void ExpectMesaAgrees(std::string (*make_program)(int), const Vec4& unmasked) {
    for (int mask = 1; mask < 16; ++mask) {
        testing::RenderRequest request;
        request.program = make_program(mask);
        // An RGBA8 target, so Mesa clamps result.color as our float framebuffer does (a
        // float target would not: CLAMP_FRAGMENT_COLOR is FIXED_ONLY by default).
        const testing::RenderResult result = MesaRender(request);
        EXPECT_TRUE(
            MesaPixelNear(result, request, 1, 1, Expected(mask, unmasked), kUnorm8Tolerance))
            << "mask ." << MaskSuffix(mask);
    }
}

TEST(FpLitMesa, AgreesOnTheResultWriteMask) {
    REQUIRE_MESA();
    ExpectMesaAgrees(MaskedResultProgram, {kBefore, kBefore, kBefore, kBefore});
}

TEST(FpLitMesa, AgreesOnSourceEqualsDestination) {
    REQUIRE_MESA();
    ExpectMesaAgrees(SameRegisterProgram, {kBefore, kBefore, kBefore, kBefore});
    ExpectMesaAgrees(MaskedSameRegisterProgram, {0.65f, 0.9f, 0.0f, 1.0f});
}

TEST(FpLitMesa, AgreesOnTheEdgeCasesExceptZeroToTheZero) {
    REQUIRE_MESA();
    for (const LitEdge& e : kLitEdges) {
        if (e.operand[1] == 0 && e.operand[3] == 0) {
            // Mesa 22.3 gives z = 0 here (REFERENCE_FACTS); the spec says 1 and wins, so
            // this case is left out of the comparison.
            continue;
        }
        testing::RenderRequest request;
        request.program = LitOf(e.operand);
        const testing::RenderResult result = MesaRender(request);
        EXPECT_TRUE(MesaPixelNear(result, request, 1, 1, e.expected, kUnorm8Tolerance)) << e.why;
    }
}

#endif

}  // namespace
}  // namespace tessera::ports
