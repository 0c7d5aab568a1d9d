// SPDX-License-Identifier: MIT
// Small corpus shaders checked against pixel values worked out by hand.
//
// The interpreter comparison (corpus_test.cpp) shows that the compiled program computes
// what the front end's IR computes; it cannot show that the front end understood the
// shader. These tests close that gap for the small shaders: each expected value below is
// derived from the shader's source with pencil-and-paper arithmetic (written out in the
// comments), then compared with Tessera's rendering of the compiled program.
//
// What every derivation starts from: the default scene on a 32x32 window. Pixel (x, y)
// (y counted from the bottom) is shaded at its centre, so every texture coordinate set is
// (u, v, 0, 1) with u = (x + 0.5) / 32, v = (y + 0.5) / 32, and the fog coordinate is u.
// The quad is split along the diagonal from bottom-right to top-left into the triangles
// (bottom-left red, bottom-right green, top-left blue) and (bottom-right green, top-right
// white, top-left blue); interpolating the corner colors gives, in both triangles,
//     COLOR0 = (|1 - u - v|, u, v, 1),
// (the first triangle: red (1-u-v) + green u + blue v; the second: green (1-v) + white
// (u+v-1) + blue (1-u), whose red is u+v-1). WPOS is (x + 0.5, y + 0.5, 0.5, 1).
//
// Tolerance: the framebuffer stores k/255, so a value is within 0.5/255 of its exact
// real value; 1/255 is allowed, the rest for single-precision arithmetic on the way.
#include <gtest/gtest.h>

#include <cmath>

#include "tests/cg_examples/harness.h"
#include "tests/cg_examples/known_failures.h"

namespace tessera::cg_examples {
namespace {

struct Expected {
    int x;
    int y;
    Vec4 color;
};

// Renders `name` with its uniforms' defaults and checks each expected pixel.
void CheckPixels(const std::string& name, const std::vector<Expected>& expected) {
    const Shader* shader = FindShader(name);
    ASSERT_NE(shader, nullptr);
    lang::cg::CompileResult compiled = Compile(*shader);
    if (!compiled.ok) {
        auto known = KnownFailures().find(name);
        if (known != KnownFailures().end()) GTEST_SKIP() << "known failure: " << known->second;
        FAIL() << compiled.diagnostics;
    }
    ParsedShader parsed = ParseShader(*shader);
    LocalValues locals = UniformLocals(compiled, parsed);
    ASSERT_EQ(locals.error, "");
    Rendering r = RenderWithRuntime(compiled, locals);
    ASSERT_EQ(r.error, "");
    for (const Expected& e : expected) {
        SCOPED_TRACE("pixel (" + std::to_string(e.x) + ", " + std::to_string(e.y) + ")");
        ASSERT_FALSE(r.Killed(e.x, e.y));
        Vec4 got = r.Color(e.x, e.y);
        for (int i = 0; i < 4; ++i)
            EXPECT_NEAR(got[i], e.color[i], 1.0 / 255) << "component " << i;
    }
}

// invert.cg: (1 - rgb, a).
TEST(CgExamplesByHand, Invert) {
    // (7, 23): u = 7.5/32 = 0.234375, v = 23.5/32 = 0.734375, u + v = 0.96875,
    // COLOR0 = (0.03125, 0.234375, 0.734375, 1) -> (0.96875, 0.765625, 0.265625, 1).
    CheckPixels("invert", {{7, 23, {0.96875f, 0.765625f, 0.265625f, 1}}});
}

// clamp_bands.cg: d = r - g; (0.5 + 0.5 sign(d), clamp(2 (0.2 - |d|), 0, 1), max(b, 0.25), 1).
TEST(CgExamplesByHand, ClampBands) {
    // (12, 4): u = 12.5/32 = 0.390625, v = 4.5/32 = 0.140625, r = 1 - 0.53125 = 0.46875.
    //   d = 0.46875 - 0.390625 = 0.078125 > 0 -> red 1; glow = 2 (0.2 - 0.078125) = 0.24375;
    //   blue = max(0.140625, 0.25) = 0.25.
    // (16, 8): u = 0.515625, v = 0.265625, r = 1 - 0.78125 = 0.21875.
    //   d = 0.21875 - 0.515625 = -0.296875 -> red 0; glow = 2 (0.2 - 0.296875) < 0 -> 0;
    //   blue = max(0.265625, 0.25) = 0.265625.
    CheckPixels("clamp_bands", {{12, 4, {1, 0.24375f, 0.25f, 1}},
                                {16, 8, {0, 0, 0.265625f, 1}}});
}

// fog_linear.cg: f = saturate((0.9 - fog) / (0.9 - 0.1)); lerp(fogColor, color, f).
TEST(CgExamplesByHand, FogLinear) {
    // (3, 20): fog = u = 3.5/32 = 0.109375, v = 20.5/32 = 0.640625, r = 1 - 0.75 = 0.25.
    //   f = (0.9 - 0.109375) / 0.8 = 0.790625 / 0.8 = 0.98828125.
    //   red   = 0.7  + (0.25     - 0.7 ) f = 0.7  - 0.45     * 0.98828125 = 0.25527344
    //   green = 0.75 + (0.109375 - 0.75) f = 0.75 - 0.640625 * 0.98828125 = 0.11688232
    //   blue  = 0.8  + (0.640625 - 0.8 ) f = 0.8  - 0.159375 * 0.98828125 = 0.64249268
    CheckPixels("fog_linear", {{3, 20, {0.25527344f, 0.11688232f, 0.64249268f, 1}}});
}

// posterize.cg: c = pow(rgb, 0.6); c = floor(4 c) / 3; pow(saturate(c), 1 / 0.6).
TEST(CgExamplesByHand, Posterize) {
    // (20, 6): u = 20.5/32 = 0.640625, v = 6.5/32 = 0.203125, r = 1 - 0.84375 = 0.15625.
    //   0.15625^0.6 = e^(0.6 ln 0.15625) = e^(0.6 * -1.8563) = e^-1.1138 = 0.3283;
    //     4 * 0.3283 = 1.313 -> floor 1 -> 1/3; (1/3)^(5/3) = e^(-1.0986 * 5/3) = 0.16025
    //   0.640625^0.6 = e^(0.6 * -0.44531) = 0.76553; 4 * 0.76553 = 3.06 -> 3 -> 1; 1^(5/3) = 1
    //   0.203125^0.6 = e^(0.6 * -1.59393) = 0.38429; 4 * 0.38429 = 1.54 -> 1 -> 0.16025
    CheckPixels("posterize", {{20, 6, {0.16025f, 1, 0.16025f, 1}}});
}

// brightness_contrast.cg with bcs = (1.1, 1.3, 0.6): c = 1.1 rgb; c = 1.3 (c - 0.5) + 0.5;
// y = (0.299, 0.587, 0.114) . c; saturate(y + 0.6 (c - y)).
TEST(CgExamplesByHand, BrightnessContrast) {
    // (10, 20): u = 10.5/32 = 0.328125, v = 20.5/32 = 0.640625, r = 1 - 0.96875 = 0.03125.
    //   1.1 rgb = (0.034375, 0.3609375, 0.7046875)
    //   contrast: (-0.4656250 * 1.3 + 0.5, -0.1390625 * 1.3 + 0.5, 0.2046875 * 1.3 + 0.5)
    //           = (-0.1053125, 0.3192188, 0.7660938)
    //   y = 0.299 * -0.1053125 + 0.587 * 0.3192188 + 0.114 * 0.7660938
    //     = -0.0314884 + 0.1873814 + 0.0873347 = 0.2432277
    //   y + 0.6 (c - y) = 0.4 y + 0.6 c = 0.0972911 + (-0.0631875, 0.1915313, 0.4596563)
    //                   = (0.0341036, 0.2888224, 0.5569474)
    CheckPixels("brightness_contrast", {{10, 20, {0.0341036f, 0.2888224f, 0.5569474f, 1}}});
}

// gamma.cg with exposure (1.2, 0.4545): exp2(0.4545 log2(saturate(1.2 rgb))).
TEST(CgExamplesByHand, Gamma) {
    // (24, 9): u = 24.5/32 = 0.765625, v = 9.5/32 = 0.296875, r = 1.0625 - 1 = 0.0625.
    //   1.2 rgb = (0.075, 0.91875, 0.35625)
    //   log2: (-3.73697, -0.12224, -1.48905); times 0.4545: (-1.69846, -0.05556, -0.67677)
    //   exp2: (0.30812, 0.96222, 0.62557)
    CheckPixels("gamma", {{24, 9, {0.30812f, 0.96222f, 0.62557f, 1}}});
}

// checker.cg with 8 squares: odd = fmod(floor(8u) + floor(8v), 2); lerp(colorA, colorB, odd).
TEST(CgExamplesByHand, Checker) {
    // (5, 9): 8u = 8 * 5.5/32 = 1.375 -> 1, 8v = 8 * 9.5/32 = 2.375 -> 2; fmod(3, 2) = 1:
    //   colorB = (0.2, 0.25, 0.3, 1).
    // (1, 1): 8u = 8v = 0.375 -> 0 + 0; fmod(0, 2) = 0: colorA = (0.9, 0.9, 0.85, 1).
    CheckPixels("checker", {{5, 9, {0.2f, 0.25f, 0.3f, 1}}, {1, 1, {0.9f, 0.9f, 0.85f, 1}}});
}

// dither.cg with 1 level: m = (x mod 2, y mod 2); t = (2 m.x + 3 m.y - 4 m.x m.y + 0.5) / 4;
// each channel floor(c) + step(t, frac(c)).
TEST(CgExamplesByHand, Dither) {
    // (3, 3): m = (1, 1), t = (2 + 3 - 4 + 0.5) / 4 = 0.375; u = v = 3.5/32 = 0.109375,
    //   r = 1 - 0.21875 = 0.78125 >= 0.375 -> 1; g = b = 0.109375 < 0.375 -> 0.
    // (2, 3): m = (0, 1), t = 3.5 / 4 = 0.875; r = 1 - (2.5 + 3.5)/32 = 0.8125 < 0.875 -> 0.
    // (30, 1): m = (0, 1), t = 0.875; u = 30.5/32 = 0.953125 >= 0.875 -> green 1;
    //   v = 1.5/32 = 0.046875 -> 0; r = |1 - 1| = 0 -> 0.
    CheckPixels("dither", {{3, 3, {1, 0, 0, 1}}, {2, 3, {0, 0, 0, 1}}, {30, 1, {0, 1, 0, 1}}});
}

// lambert.cg: p = 2 uv - 1, n = (p, sqrt(1 - p.p)); (albedo.rgb (0.1 + 0.9 max(n.l, 0)), 1)
// inside the disk, background outside; l = (0.4, 0.6, 0.7) / |(0.4, 0.6, 0.7)|, the length
// sqrt(0.16 + 0.36 + 0.49) = sqrt(1.01) = 1.0049876, so l = (0.39801, 0.59702, 0.69653).
TEST(CgExamplesByHand, Lambert) {
    // (16, 16): p = (0.03125, 0.03125), p.p = 0.00195313, n.z = sqrt(0.99804688) = 0.99902296
    //   n.l = 0.03125 * (0.39801 + 0.59702) + 0.99902296 * 0.69653 = 0.03109 + 0.69585
    //       = 0.72694; k = 0.1 + 0.9 * 0.72694 = 0.75425
    //   albedo (0.9, 0.55, 0.3) * k = (0.67882, 0.41484, 0.22627)
    // (8, 20): p = (-0.46875, 0.28125), p.p = 0.21973 + 0.07910 = 0.29883, n.z = 0.83736
    //   n.l = -0.18657 + 0.16791 + 0.58325 = 0.56459; k = 0.60813
    //   (0.54731, 0.33447, 0.18244)
    // (1, 1): p = (-0.90625, -0.90625), p.p = 1.64258 >= 1: background (0.1, 0.1, 0.15, 1).
    CheckPixels("lambert", {{16, 16, {0.67882f, 0.41484f, 0.22627f, 1}},
                            {8, 20, {0.54731f, 0.33447f, 0.18244f, 1}},
                            {1, 1, {0.1f, 0.1f, 0.15f, 1}}});
}

// kernel_filter.cg on the harness' 2D texture: a 64x64 checkerboard of 8x8-texel squares,
// dark (0.15, 0.2, 0.35, 1) at the origin, light (0.95, 0.85, 0.55, 1) next to it, with
// mipmaps. Two texels per pixel, so lambda = 1 and level 1 (squares of 4 texels, 4 pixels
// wide) is sampled. Inside a square every tap (at most one texel, 1/64, from the centre)
// reads the same color c, whatever the filtering: the blur gives (0.25 + 0.5 + 0.25) c = c,
// the sharpen (5 - 1 - 1 - 1 - 1) c = c, and their mix (amount 0.5) times 2 / applied,
// applied = 1 + 1, is c. A kernel lowered at the wrong size would not give c: with only
// its first tap, soft = 0.25 c and crisp = 5 c.
TEST(CgExamplesByHand, KernelFilter) {
    // (1, 1): u = v = 1.5 / 32 = 0.047, taps 0.031..0.063 inside square (0, 0): dark.
    // (5, 1): u = 0.172, taps 0.156..0.188 inside square (1, 0): light.
    CheckPixels("kernel_filter", {{1, 1, {0.15f, 0.2f, 0.35f, 1}}, {5, 1, {0.95f, 0.85f, 0.55f, 1}}});
}

}  // namespace
}  // namespace tessera::cg_examples
