// SPDX-License-Identifier: MIT
// The 29 ALU instructions of section 3.11.5, UpdateDestination and the fog factor, called
// directly on loaded operands so that values outside [0, 1], infinities and NaNs can be
// checked (a program's color output is clamped). Expected values are worked out from the
// spec's pseudocode in the comments; choices for undefined cases are those of alu.h.
#include "runtime/exec/alu.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace tessera::runtime::exec {
namespace {

using lang::arbasm::fragment::Component;
using lang::arbasm::fragment::FogOption;
using lang::arbasm::fragment::Instruction;
using lang::arbasm::fragment::Opcode;

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr float kPi = 3.14159265358979f;

Vec4 Eval(Opcode op, Vec4 a, Vec4 b = {}, Vec4 c = {}) {
    Instruction instruction;
    instruction.opcode = op;
    return EvaluateAlu(instruction, {a, b, c});
}
Vec4 Scalar(Opcode op, float a, float b = 0) { return Eval(op, {a, a, a, a}, {b, b, b, b}); }
Vec4 All(float v) { return {v, v, v, v}; }

TEST(AluTest, Abs) {
    EXPECT_EQ(Eval(Opcode::kABS, {-1.5f, 2, -0.0f, -kInf}), (Vec4{1.5f, 2, 0, kInf}));
    EXPECT_FALSE(std::signbit(Eval(Opcode::kABS, {-0.0f, 0, 0, 0})[0]));
}

TEST(AluTest, AddSubMulMad) {
    EXPECT_EQ(Eval(Opcode::kADD, {1, 2, 3, 4}, {0.5f, -2, -4, 0}), (Vec4{1.5f, 0, -1, 4}));
    EXPECT_EQ(Eval(Opcode::kSUB, {1, 2, 3, 4}, {0.5f, -2, -4, 0}), (Vec4{0.5f, 4, 7, 4}));
    EXPECT_EQ(Eval(Opcode::kMUL, {2, -0.0f, 1, 3}, {3, 5, -7, 0.5f}), (Vec4{6, -0.0f, -7, 1.5f}));
    EXPECT_TRUE(std::signbit(Eval(Opcode::kMUL, {-0.0f, 0, 0, 0}, {5, 0, 0, 0})[0]));
    EXPECT_EQ(Eval(Opcode::kMAD, {2, 0.5f, -1, 0}, {3, 4, 2, 9}, {1, 1, 1, 1}),
              (Vec4{7, 3, -1, 1}));
}

TEST(AluTest, CmpSelectsSecondOnlyForNegative) {
    // -0 and NaN are not < 0, so they select the third operand.
    EXPECT_EQ(Eval(Opcode::kCMP, {-1, 0, -0.0f, kNaN}, All(1), All(2)), (Vec4{1, 2, 2, 2}));
    EXPECT_EQ(Eval(Opcode::kCMP, {-kInf, 5, -1e-30f, 1}, All(1), All(2)), (Vec4{1, 2, 1, 2}));
}

TEST(AluTest, SinCosReplicateAndAcceptAnyAngle) {
    EXPECT_EQ(Scalar(Opcode::kCOS, 0), All(1));
    EXPECT_EQ(Scalar(Opcode::kSIN, 0), All(0));
    EXPECT_NEAR(Scalar(Opcode::kSIN, kPi / 2)[3], 1.0f, 1e-6);
    EXPECT_NEAR(Scalar(Opcode::kCOS, kPi)[2], -1.0f, 1e-6);
    // Outside [-PI, PI]: 8 full turns plus a quarter.
    EXPECT_NEAR(Scalar(Opcode::kSIN, 16 * kPi + kPi / 2)[0], 1.0f, 1e-4);
    EXPECT_NEAR(Scalar(Opcode::kCOS, -10 * kPi)[1], 1.0f, 1e-4);
}

TEST(AluTest, DotProducts) {
    const Vec4 a{1, 2, 3, 4}, b{5, 6, 7, 8};
    EXPECT_EQ(Eval(Opcode::kDP3, a, b), All(38));  // 5 + 12 + 21
    EXPECT_EQ(Eval(Opcode::kDP4, a, b), All(70));  // 38 + 32
    EXPECT_EQ(Eval(Opcode::kDPH, a, b), All(46));  // 38 + b.w
}

TEST(AluTest, Dst) {
    // [NA, d^2, d^2, NA] and [NA, 1/d, NA, 1/d] with d = 4: [1, d, d^2, 1/d].
    EXPECT_EQ(Eval(Opcode::kDST, {9, 16, 16, 9}, {9, 0.25f, 9, 0.25f}), (Vec4{1, 4, 16, 0.25f}));
}

TEST(AluTest, Ex2AndLg2) {
    EXPECT_EQ(Scalar(Opcode::kEX2, 3), All(8));
    EXPECT_EQ(Scalar(Opcode::kEX2, -1), All(0.5f));
    EXPECT_EQ(Scalar(Opcode::kEX2, -200), All(0));
    EXPECT_EQ(Scalar(Opcode::kEX2, 200), All(kInf));
    EXPECT_EQ(Scalar(Opcode::kLG2, 8), All(3));
    EXPECT_EQ(Scalar(Opcode::kLG2, 0.25f), All(-2));
    EXPECT_EQ(Scalar(Opcode::kLG2, 0), All(-kInf));
    EXPECT_TRUE(std::isnan(Scalar(Opcode::kLG2, -1)[0]));
}

TEST(AluTest, FloorAndFraction) {
    EXPECT_EQ(Eval(Opcode::kFLR, {2.3f, -3.6f, 0, -0.5f}), (Vec4{2, -4, 0, -1}));
    EXPECT_EQ(Eval(Opcode::kFRC, {2.25f, -1.75f, 3, -0.5f}), (Vec4{0.25f, 0.25f, 0, 0.5f}));
    EXPECT_NEAR(Eval(Opcode::kFRC, All(-1.7f))[0], 0.3f, 1e-6);  // the spec's own example
}

TEST(AluTest, Lit) {
    // The brief's example: (1, 0.5, 0.25^2, 1).
    EXPECT_EQ(Eval(Opcode::kLIT, {0.5f, 0.25f, 0, 2}), (Vec4{1, 0.5f, 0.0625f, 1}));
    // Negative diffuse: y = 0 and no specular.
    EXPECT_EQ(Eval(Opcode::kLIT, {-0.5f, 0.25f, 0, 2}), (Vec4{1, 0, 0, 1}));
    // Negative specular dot product clamps to 0: 0^2 = 0.
    EXPECT_EQ(Eval(Opcode::kLIT, {1, -3, 7, 2}), (Vec4{1, 1, 0, 1}));
    // The spec defines 0^0 = 1.
    EXPECT_EQ(Eval(Opcode::kLIT, {1, 0, 0, 0}), (Vec4{1, 1, 1, 1}));
    // The exponent is clamped to (-128, 128): 2^200 would be inf, 2^127.99 is finite;
    // 0.5^200 would underflow to 0, 0.5^127.99 is a (denormal) positive number.
    EXPECT_TRUE(std::isfinite(Eval(Opcode::kLIT, {1, 2, 0, 200})[2]));
    EXPECT_GT(Eval(Opcode::kLIT, {1, 2, 0, 200})[2], 1e38f);
    EXPECT_GT(Eval(Opcode::kLIT, {1, 0.5f, 0, 200})[2], 0.0f);
    EXPECT_TRUE(std::isfinite(Eval(Opcode::kLIT, {1, 0.5f, 0, -200})[2]));
}

TEST(AluTest, Lrp) {
    // 0.25 * 4 + 0.75 * 8 = 7; 1 * 4 + 0 * 8 = 4; 0 * 4 + 1 * 8 = 8; 2 * 4 - 1 * 8 = 0.
    EXPECT_EQ(Eval(Opcode::kLRP, {0.25f, 1, 0, 2}, All(4), All(8)), (Vec4{7, 4, 8, 0}));
}

TEST(AluTest, MaxMin) {
    EXPECT_EQ(Eval(Opcode::kMAX, {1, 5, -2, 3}, {2, 1, -3, 3}), (Vec4{2, 5, -2, 3}));
    EXPECT_EQ(Eval(Opcode::kMIN, {1, 5, -2, 3}, {2, 1, -3, 3}), (Vec4{1, 1, -3, 3}));
    // NaN: the other operand (Mesa). Zeros: the pseudocode's comparison picks the second.
    const Vec4 max = Eval(Opcode::kMAX, {kNaN, 1, -0.0f, 0.0f}, {1, kNaN, 0.0f, -0.0f});
    EXPECT_EQ(max[0], 1);
    EXPECT_EQ(max[1], 1);
    EXPECT_FALSE(std::signbit(max[2]));
    EXPECT_TRUE(std::signbit(max[3]));
    const Vec4 min = Eval(Opcode::kMIN, {kNaN, 1, 0, 0}, {1, kNaN, 0, 0});
    EXPECT_EQ(min[0], 1);
    EXPECT_EQ(min[1], 1);
}

TEST(AluTest, Mov) {
    EXPECT_EQ(Eval(Opcode::kMOV, {1, -2, kInf, 0.5f}), (Vec4{1, -2, kInf, 0.5f}));
}

TEST(AluTest, Pow) {
    EXPECT_EQ(Scalar(Opcode::kPOW, 2, 10), All(1024));
    EXPECT_EQ(Scalar(Opcode::kPOW, 4, 0.5f), All(2));
    EXPECT_EQ(Scalar(Opcode::kPOW, 0, 0), All(1));            // our choice: 0^0 = 1 as in LIT
    EXPECT_TRUE(std::isnan(Scalar(Opcode::kPOW, -2, 2)[0]));  // log2 of a negative base
    // POW is BINSCop: the second operand's first component is the exponent.
    EXPECT_EQ(Eval(Opcode::kPOW, {3, 9, 9, 9}, {2, 5, 5, 5}), All(9));
}

TEST(AluTest, RcpAndRsq) {
    EXPECT_EQ(Scalar(Opcode::kRCP, 1), All(1));
    EXPECT_EQ(Scalar(Opcode::kRCP, 4), All(0.25f));
    EXPECT_EQ(Scalar(Opcode::kRCP, 0), All(kInf));
    EXPECT_EQ(Scalar(Opcode::kRCP, -0.0f), All(-kInf));
    EXPECT_EQ(Scalar(Opcode::kRSQ, 4), All(0.5f));
    EXPECT_EQ(Scalar(Opcode::kRSQ, -4), All(0.5f));  // 3.11.5.22 takes |x|
    EXPECT_EQ(Scalar(Opcode::kRSQ, 0), All(kInf));
}

TEST(AluTest, Scs) {
    EXPECT_EQ(Scalar(Opcode::kSCS, 0), (Vec4{1, 0, 0, 1}));
    const Vec4 quarter = Scalar(Opcode::kSCS, kPi / 2);
    EXPECT_NEAR(quarter[0], 0.0f, 1e-6);
    EXPECT_NEAR(quarter[1], 1.0f, 1e-6);
    EXPECT_EQ(quarter[2], 0.0f);
    EXPECT_EQ(quarter[3], 1.0f);
}

TEST(AluTest, SetOnCompare) {
    EXPECT_EQ(Eval(Opcode::kSGE, {1, 2, kNaN, -0.0f}, {1, 3, 0, 0}), (Vec4{1, 0, 0, 1}));
    EXPECT_EQ(Eval(Opcode::kSLT, {1, 2, kNaN, -0.0f}, {1, 3, 0, 0}), (Vec4{0, 1, 0, 0}));
}

TEST(AluTest, SwzSelectsNegatesAndInsertsConstants) {
    Instruction swz;
    swz.opcode = Opcode::kSWZ;
    swz.extended_swizzle = {{{Component::kW, false},
                             {Component::kX, true},
                             {Component::kZero, false},
                             {Component::kOne, true}}};
    EXPECT_EQ(EvaluateAlu(swz, {Vec4{2, 3, 4, 5}, Vec4{}, Vec4{}}), (Vec4{5, -2, 0, -1}));
}

TEST(AluTest, XpdWithWOne) {
    EXPECT_EQ(Eval(Opcode::kXPD, {1, 0, 0, 9}, {0, 1, 0, 9}), (Vec4{0, 0, 1, 1}));
    // (2*6 - 3*5, 3*4 - 1*6, 1*5 - 2*4)
    EXPECT_EQ(Eval(Opcode::kXPD, {1, 2, 3, 0}, {4, 5, 6, 0}), (Vec4{-3, 6, -3, 1}));
}

TEST(UpdateDestinationTest, MaskAndSaturate) {
    Vec4 dst{9, 9, 9, 9};
    UpdateDestination(dst, {1.5f, -2, 0.25f, kNaN}, false, 0b0101);  // .xz
    EXPECT_EQ(dst, (Vec4{1.5f, 9, 0.25f, 9}));
    UpdateDestination(dst, {1.5f, -2, 0.25f, kNaN}, true, 0xF);
    EXPECT_EQ(dst, (Vec4{1, 0, 0.25f, 0}));  // NaN saturates to 0
}

TEST(FogTest, Factors) {
    FogParameters fog;
    fog.density = 0.5f;
    fog.start = 0;
    fog.end = 10;
    EXPECT_NEAR(FogFactor(FogOption::kExp, fog, 2), std::exp(-1.0f), 1e-7);
    EXPECT_NEAR(FogFactor(FogOption::kExp2, fog, 4), std::exp(-4.0f), 1e-7);
    EXPECT_NEAR(FogFactor(FogOption::kLinear, fog, 2.5f), 0.75f, 1e-7);
    EXPECT_EQ(FogFactor(FogOption::kLinear, fog, -1), 1.0f);  // 1.1 clamped
    EXPECT_EQ(FogFactor(FogOption::kLinear, fog, 12), 0.0f);  // -0.2 clamped
    EXPECT_EQ(FogFactor(FogOption::kExp, fog, -10), 1.0f);    // e^5 clamped
}

TEST(FogTest, BlendKeepsAlpha) {
    FogParameters fog;
    fog.start = 0;
    fog.end = 4;
    fog.color = {0, 0, 1, 0.3f};
    // f = (4 - 1) / 4 = 0.75: rgb = 0.75 C + 0.25 fog.
    EXPECT_EQ(ApplyFog(FogOption::kLinear, fog, 1, {1, 0, 0, 0.5f}), (Vec4{0.75f, 0, 0.25f, 0.5f}));
    EXPECT_EQ(ApplyFog(FogOption::kNone, fog, 1, {1, 0, 0, 0.5f}), (Vec4{1, 0, 0, 0.5f}));
}

// The fast executor stores ApplyFog's blend without saturating it again (fast_block.cpp's
// StoreLanesFogged says why it is in [0, 1]). Here about 2^18 fog factors spread over
// [0, 1] (linear fog's f = 1 - c) for each of 25 pairs of color and fog color, each at
// or just below 1 (where a term rounded up would show), 1/2 or 0.
TEST(FogTest, BlendStaysInTheUnitInterval) {
    FogParameters fog;
    fog.start = 0;
    fog.end = 1;  // f = Saturate(1 - c)
    const float below_one = std::nextafter(1.0f, 0.0f);
    const float levels[] = {1.0f, below_one, std::nextafter(below_one, 0.0f), 0.5f, 0.0f};
    int checked = 0;
    for (const float color : levels) {
        for (const float fog_color : levels) {
            fog.color = {fog_color, fog_color, fog_color, 1};
            for (std::uint32_t k = 0; k <= (1u << 20); k += 1 + (k % 7)) {
                const float c = static_cast<float>(k) / static_cast<float>(1u << 20) +
                                static_cast<float>(k % 5) * 1e-8f;  // between grid points
                const Vec4 out = ApplyFog(FogOption::kLinear, fog, c, {color, color, color, 1});
                ASSERT_GE(out[0], 0.0f) << c << " " << color << " " << fog_color;
                ASSERT_LE(out[0], 1.0f) << c << " " << color << " " << fog_color;
                ++checked;
            }
        }
    }
    EXPECT_GT(checked, 25 * (1 << 18));
}

}  // namespace
}  // namespace tessera::runtime::exec
