// SPDX-License-Identifier: MIT
// Control flow in loops fp40 keeps (OPTION NV_fragment_program2, isel_flow.cpp), run through
// the runner: `continue`, an `if` holding more than a `break` (IF/ELSE/ENDIF), a loop inside
// an `if`, counts past REP's 255, and nests deeper than the option's 4. Each loop's count is a uniform, so arbfp1 refuses the
// shader and the runner falls back to fp40. Every probed value is derived by hand in the
// test's comment from GLSL 1.10's loop semantics (sections 6.3 and 6.4), and each test's text
// also passes piglit's shader_runner on Mesa's llvmpipe (checked when the tests were written:
// Mesa compiles the GLSL itself, so it is an independent check of the derivations).
#include <gtest/gtest.h>

#include <string>

#include "shader_test/runner.h"

namespace tessera::shader_test {
namespace {

// A 4x4 window: the reference interpreter runs every iteration of every fragment (a loop of
// 1,000 iterations over piglit's 250x250 would take minutes).
Result RunFlow(const std::string& shader, const std::string& commands) {
    return RunSource(support::SourceFile(
        "nv_flow.shader_test", "[require]\nGLSL >= 1.10\nSIZE 4 4\n\n[vertex shader passthrough]\n\n[fragment shader]\n" +
                                   shader + "\n[test]\n" + commands));
}

TEST(GlslNvFlow, ContinueSkipsTheRestOfTheBody) {
    // i = 0..n-1 adds 0.125 except at i = 2 and i = 4: n = 6 adds 4 times (0.5), n = 3 twice
    // (0.25), n = 0 never; the counter still advances after a continue (n = 6 ends).
    const Result r = RunFlow(
        "uniform int n;\n"
        "void main() {\n"
        "  float s = 0.0;\n"
        "  for (int i = 0; i < n; i++) {\n"
        "    if (i == 2 || i == 4) continue;\n"
        "    s += 0.125;\n"
        "  }\n"
        "  gl_FragColor = vec4(s, 0.0, 0.0, 1.0);\n"
        "}\n",
        "uniform int n 6\ndraw rect -1 -1 2 2\nprobe all rgba 0.5 0 0 1\n"
        "uniform int n 3\ndraw rect -1 -1 2 2\nprobe all rgba 0.25 0 0 1\n"
        "uniform int n 0\ndraw rect -1 -1 2 2\nprobe all rgba 0 0 0 1\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslNvFlow, IfElseInALoopWithABreakInOneSide) {
    // i < 3 adds 0.125 to a (at most 0.375); later iterations add 0.25 to b and leave once
    // b > t = 0.3, i.e. at the second of them (b = 0.5). (A constant 0.3 would let arbfp1
    // unroll the loop: its break would come at a known iteration.) n = 2: (0.25, 0); n = 4: one later
    // iteration, (0.375, 0.25); n = 10: (0.375, 0.5), the break taken at i = 4.
    const Result r = RunFlow(
        "uniform int n;\nuniform float t;\n"
        "void main() {\n"
        "  float a = 0.0, b = 0.0;\n"
        "  for (int i = 0; i < n; i++) {\n"
        "    if (i < 3) {\n"
        "      a += 0.125;\n"
        "    } else {\n"
        "      b += 0.25;\n"
        "      if (b > t) break;\n"
        "    }\n"
        "  }\n"
        "  gl_FragColor = vec4(a, b, 0.0, 1.0);\n"
        "}\n",
        "uniform float t 0.3\nuniform int n 2\ndraw rect -1 -1 2 2\nprobe all rgba 0.25 0 0 1\n"
        "uniform int n 4\ndraw rect -1 -1 2 2\nprobe all rgba 0.375 0.25 0 1\n"
        "uniform int n 10\ndraw rect -1 -1 2 2\nprobe all rgba 0.375 0.5 0 1\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslNvFlow, StoresBeforeABreakUnderAnIf) {
    // The `if` holds a store and the break: b is 0.25 exactly when the loop was left by it
    // (n > m = 3, after a = 3 * 0.125), and 0 when the count ended it first (n = 2: a = 0.25).
    const Result r = RunFlow(
        "uniform int n, m;\n"
        "void main() {\n"
        "  float a = 0.0, b = 0.0;\n"
        "  for (int i = 0; i < n; i++) {\n"
        "    if (i >= m) { b = 0.25; break; }\n"
        "    a += 0.125;\n"
        "  }\n"
        "  gl_FragColor = vec4(a, b, 0.0, 1.0);\n"
        "}\n",
        "uniform int m 3\nuniform int n 2\ndraw rect -1 -1 2 2\nprobe all rgba 0.25 0 0 1\n"
        "uniform int n 8\ndraw rect -1 -1 2 2\nprobe all rgba 0.375 0.25 0 1\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslNvFlow, ALoopInsideAnIf) {
    // t > 0.5 runs the loop (n = 2: 0.25); otherwise the else side stores 0.75.
    const std::string shader =
        "uniform int n;\nuniform float t;\n"
        "void main() {\n"
        "  float s = 0.0;\n"
        "  if (t > 0.5) {\n"
        "    for (int i = 0; i < n; i++) s += 0.125;\n"
        "  } else {\n"
        "    s = 0.75;\n"
        "  }\n"
        "  gl_FragColor = vec4(s, 0.0, 0.0, 1.0);\n"
        "}\n";
    const Result r = RunFlow(shader, "uniform int n 2\nuniform float t 1.0\ndraw rect -1 -1 2 2\n"
                                     "probe all rgba 0.25 0 0 1\n"
                                     "uniform float t 0.0\ndraw rect -1 -1 2 2\nprobe all rgba 0.75 0 0 1\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslNvFlow, CountsPastREPsLimit) {
    // One REP runs 255 iterations at most (MAX_PROGRAM_LOOP_COUNT_NV); the loop must still
    // run n times: s = n exactly (small integers are exact in floats), shown as n / 1024 in
    // red and fract(n / 4) in green, which tells neighbouring counts apart: 300 -> (0.29296875,
    // 0), 1000 -> (0.9765625, 0), 255 -> (0.2490234375, 0.75), 256 -> (0.25, 0), 510 -> (0.498046875,
    // 0.5) and 511 -> (0.4990234375, 0.75), around the ends of the first and second inner REPs.
    const std::string shader =
        "uniform int n;\n"
        "void main() {\n"
        "  float s = 0.0;\n"
        "  for (int i = 0; i < n; i++) s += 1.0;\n"
        "  gl_FragColor = vec4(s / 1024.0, fract(s / 4.0), 0.0, 1.0);\n"
        "}\n";
    const Result r = RunFlow(shader, "uniform int n 300\ndraw rect -1 -1 2 2\nprobe all rgba 0.29296875 0 0 1\n"
                                     "uniform int n 1000\ndraw rect -1 -1 2 2\nprobe all rgba 0.9765625 0 0 1\n"
                                     "uniform int n 255\ndraw rect -1 -1 2 2\nprobe all rgba 0.2490234375 0.75 0 1\n"
                                     "uniform int n 256\ndraw rect -1 -1 2 2\nprobe all rgba 0.25 0 0 1\n"
                                     "uniform int n 510\ndraw rect -1 -1 2 2\nprobe all rgba 0.498046875 0.5 0 1\n"
                                     "uniform int n 511\ndraw rect -1 -1 2 2\nprobe all rgba 0.4990234375 0.75 0 1\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

TEST(GlslNvFlow, BreakOfAnInnerLoopLeavesOnlyIt) {
    // The inner loop (two REPs when nested two deep) is left by its break at j = m = 2 in
    // each of the n outer iterations: 2 additions of 0.0625 per outer iteration, n = 3 ->
    // 0.375. The outer loop goes on after each inner break.
    const Result r = RunFlow(
        "uniform int n, m;\n"
        "void main() {\n"
        "  float s = 0.0;\n"
        "  for (int i = 0; i < n; i++)\n"
        "    for (int j = 0; j < n + 5; j++) {\n"
        "      if (j == m) break;\n"
        "      s += 0.0625;\n"
        "    }\n"
        "  gl_FragColor = vec4(s, 0.0, 0.0, 1.0);\n"
        "}\n",
        "uniform int n 3\nuniform int m 2\ndraw rect -1 -1 2 2\nprobe all rgba 0.375 0 0 1\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

// Loops nested deeper than NV_fragment_program2's 4 are flattened into fewer loops
// (lower_flatten_loops.h). Five loops of n = 3: the innermost breaks when e + a == 3 and
// skips (d, e) = (1, 0). For a = 0, e runs 0..2 for d = 0 and 2, and 1..2 for d = 1: 8
// counted per (b, c); a = 1 breaks at e = 2: 2 + 1 + 2 = 5; a = 2 breaks at e = 1: 1 + 0 + 1
// = 2. s = 9 * (8 + 5 + 2) = 135, 135 / 256 = 0.527344. t sums a + b + c + d + e over the
// counted runs: 594 (the same enumeration), 594 / 1024 = 0.580078.
// The start of both nests' shaders, and the tests of their innermost body.
constexpr const char* kNestStart =
    "uniform int n;\nvoid main() {\n  float s = 0.0;\n  float t = 0.0;\n  for (int a = 0; a < n; ++a)\n";
constexpr const char* kInnermostTests =
    "        if (e + a == 3) break;\n        if (d == 1 && e == 0) continue;\n        s += 1.0;\n";

TEST(GlslNvFlow, FiveNestedLoopsWithBreakAndContinue) {
    const Result r = RunFlow(
        std::string(kNestStart) +
            "   for (int b = 0; b < n; ++b)\n"
            "    for (int c = 0; c < n; ++c)\n"
            "     for (int d = 0; d < n; ++d)\n"
            "      for (int e = 0; e < n; ++e) {\n" +
            kInnermostTests +
            "        t += float(a + b + c + d + e);\n"
            "      }\n"
            "  gl_FragColor = vec4(s / 256.0, t / 1024.0, 0.0, 1.0);\n"
            "}\n",
        "uniform int n 3\ndraw rect -1 -1 2 2\nprobe all rgba 0.527344 0.580078 0 1\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

// Six loops, with work between the levels: a value computed in the second level's body (w)
// and read in the innermost, and a break in the third level's body (c == 1 when a == 2). The
// innermost loop (g < n - 1, two runs) breaks when e + a == 3, leaving only g's loop, and
// skips (d, e) = (1, 0). Per (a, b, c), two runs for each counted (d, e): a = 0 counts 8
// (d, e) pairs, a = 1 (e = 2 breaks) 2 + 1 + 2 = 5, a = 2 (e = 1 breaks, e = 2 counts)
// 2 + 1 + 2 = 5; a = 2 runs only c = 0. s = 9 * 16 + 9 * 10 + 3 * 10 = 264, 264 / 512 =
// 0.515625; t sums
// b / 2 + c over them: 366 (the same enumeration), 366 / 1024 = 0.357422.
TEST(GlslNvFlow, SixNestedLoopsWithWorkBetweenTheLevels) {
    const Result r = RunFlow(
        std::string(kNestStart) +
            "   for (int b = 0; b < n; ++b) {\n"
            "    float w = float(b) * 0.5;\n"
            "    for (int c = 0; c < n; ++c) {\n"
            "     if (c == 1 && a == 2) break;\n"
            "     for (int d = 0; d < n; ++d)\n"
            "      for (int e = 0; e < n; ++e)\n"
            "       for (int g = 0; g < n - 1; ++g) {\n" +
            kInnermostTests +
            "        t += w + float(c);\n"
            "       }\n"
            "    }\n"
            "   }\n"
            "  gl_FragColor = vec4(s / 512.0, t / 1024.0, 0.0, 1.0);\n"
            "}\n",
        "uniform int n 3\ndraw rect -1 -1 2 2\nprobe all rgba 0.515625 0.357422 0 1\n");
    EXPECT_EQ(r.outcome, Outcome::kPass) << r.reason;
}

}  // namespace
}  // namespace tessera::shader_test
