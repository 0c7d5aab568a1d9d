// SPDX-License-Identifier: MIT
// The reference interpreter on programs with the NVIDIA options: each program is read with
// the options accepted and run on one quad; every expected value is derived by hand from
// the pseudocode of the section the test names (NV_fragment_program_option "opt",
// NV_fragment_program2 "fp2", NV_fragment_program "nvfp"). Results are read before the
// color clamp (RunQuadReference's raw_color).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "lang/arbfp/reader/reader.h"
#include "mip_levels.h"
#include "runtime/base/fragment.h"
#include "runtime/exec/nv_alu.h"
#include "runtime/texture/texture.h"

namespace tessera::runtime::exec {
namespace {

using lang::arbasm::fragment::ParameterBinding;
using lang::arbasm::fragment::Program;

struct NvRun {
    std::array<Vec4, kQuadSize> color{};  ///< result.color before the clamp
    QuadResults results;
};

// Reads `body` after the option line and runs it; program.local[i] = locals[i].
NvRun RunNv(const std::string& body, const QuadInputs& quad = {},
            const texture::TextureUnits* textures = nullptr, const std::vector<Vec4>& locals = {},
            const char* option = "NV_fragment_program2", bool fine_derivatives = false) {
    const std::string text = std::string("!!ARBfp1.0\nOPTION ") + option + ";\n" + body + "END\n";
    lang::arbfp::ReadResult read =
        lang::arbfp::ReadProgram(text, lang::arbasm::fragment::Limits::Default().WithNvOptions());
    NvRun run;
    EXPECT_TRUE(read.program.has_value()) << read.error_string << text;
    if (!read.program) return run;
    DrawInputs draw;
    draw.program = &*read.program;
    draw.textures = textures;
    draw.fine_derivatives = fine_derivatives;
    for (const ParameterBinding& p : read.program->parameters) {
        if (p.kind == ParameterBinding::Kind::kConstant)
            draw.parameters.push_back({p.constant[0], p.constant[1], p.constant[2], p.constant[3]});
        else
            draw.parameters.push_back(p.index < locals.size() ? locals[p.index] : Vec4{0, 0, 0, 0});
    }
    RunQuadReference(draw, quad, run.results, &run.color);
    return run;
}

Vec4 First(const std::string& body) { return RunNv(body).color[0]; }

// --- Condition codes (opt 3.11.3.X, 3.11.4.3) ---------------------------------------------

// The example of opt 3.11.4.3: R1 = (-2, 0, 2, NaN); MOVC R0, R1 gives CC (LT,EQ,GT,UN);
// MOVC R0.xyz, R1.yzwx gives R0 (0,2,NaN,NaN), CC (EQ,GT,UN,UN); MOVC R0 (NE), R1.zywx
// gives R0 (0,0,NaN,-2), CC (EQ,EQ,UN,LT). The CC is then read back through write masks:
// EQ passes (EQ,EQ,UN,LT) on x, y; NE (UN counts as not equal) on z, w; LT on w only.
constexpr const char* kSpecExample =
    "TEMP R0, R1, R2, R3;\n"
    "MOV R1, {-2, 0, 2, 0};\nLG2 R1.w, -1;\n"  // LG2 of a negative number is NaN
    "MOVC R0, R1;\nMOVC R0.xyz, R1.yzwx;\nMOVC R0 (NE), R1.zywx;\n";

TEST(NvReferenceTest, ConditionCodeExampleOfTheSpec) {
    const NvRun run = RunNv(std::string(kSpecExample) +
                            "MOV R2 (EQ), {1, 1, 1, 1};\nMOV R3 (LT), {1, 1, 1, 1};\n"
                            "MAD result.color, R3, 10, R2;\n");
    EXPECT_EQ(run.color[0], (Vec4{1, 1, 0, 10}));
}

TEST(NvReferenceTest, ConditionCodeResultOfTheThirdMove) {
    const Vec4 c = RunNv(std::string(kSpecExample) + "MOV result.color, R0;\n").color[0];
    EXPECT_EQ(c[0], 0);
    EXPECT_EQ(c[1], 0);
    EXPECT_TRUE(std::isnan(c[2]));
    EXPECT_EQ(c[3], -2);
}

// opt 3.11.4.3: CC (GT,LT,EQ,GT) under "(NE.zyxw)" loads (EQ,LT,GT,GT) and enables y, z, w.
TEST(NvReferenceTest, SwizzledConditionMask) {
    EXPECT_EQ(First("TEMP R0, R9;\nMOVC R9, {1, -1, 0, 1};\n"
                    "MOV R0 (NE.zyxw), {1, 1, 1, 1};\nMOV result.color, R0;\n"),
              (Vec4{0, 1, 1, 1}));
}

// A component the write mask disables keeps its condition code (opt 3.11.4.3); CC starts
// as EQ (3.11.3.X); "C" with _SAT sets the code from the clamped value.
TEST(NvReferenceTest, ConditionCodeUpdatesOnlyWrittenComponents) {
    EXPECT_EQ(First("TEMP R0, R1;\nMOVC R1.x, -3;\nMOV R0 (EQ), {1, 1, 1, 1};\n"
                    "MOV result.color, R0;\n"),
              (Vec4{0, 1, 1, 1}));
    EXPECT_EQ(First("TEMP R0, R1;\nMOVC_SAT R1, {-3, 0.5, 0, 0};\nMOV R0 (EQ), {1, 1, 1, 1};\n"
                    "MOV result.color, R0;\n"),
              (Vec4{1, 0, 1, 1}));
}

// opt 3.11.6.4: KIL on a condition kills when any component of the mask passes.
TEST(NvReferenceTest, KillOnCondition) {
    EXPECT_TRUE(RunNv("TEMP R0;\nMOVC R0, {-1, 1, 1, 1};\nKIL LT.x;\n").results.killed[0]);
    EXPECT_FALSE(RunNv("TEMP R0;\nMOVC R0, {-1, 1, 1, 1};\nKIL GT.x;\n").results.killed[0]);
    EXPECT_TRUE(RunNv("TEMP R0;\nMOVC R0, {-1, 1, 1, 1};\nKIL GT;\n").results.killed[0]);
}

// --- The added ALU instructions --------------------------------------------------------

TEST(NvReferenceTest, DivideDotProductsAndNormalize) {
    // fp2 3.11.5.48: each component over the scalar.
    EXPECT_EQ(First("DIV result.color, {1, 2, 3, 4}, 2;\n"), (Vec4{0.5f, 1, 1.5f, 2}));
    // fp2 3.11.5.49 and 3.11.5.50: 1*5 + 2*6 = 17, plus 0.5.
    EXPECT_EQ(First("DP2 result.color, {1, 2, 3, 4}, {5, 6, 7, 8};\n"), (Vec4{17, 17, 17, 17}));
    EXPECT_EQ(First("DP2A result.color, {1, 2, 3, 4}, {5, 6, 7, 8}, {0.5, 9, 9, 9};\n"),
              (Vec4{17.5f, 17.5f, 17.5f, 17.5f}));
    // fp2 3.11.5.51: (3, 0, 4) / 5.
    const Vec4 n = First("NRM result.color.xyz, {3, 0, 4, 7};\n");
    EXPECT_FLOAT_EQ(n[0], 0.6f);
    EXPECT_EQ(n[1], 0.0f);
    EXPECT_FLOAT_EQ(n[2], 0.8f);
}

// opt 3.11.5.37 to 3.11.5.42 on a = (1,2,3,4), b = (1,3,2,4).
TEST(NvReferenceTest, SetOnInstructions) {
    const std::string ab = " result.color, {1, 2, 3, 4}, {1, 3, 2, 4};\n";
    EXPECT_EQ(First("SEQ" + ab), (Vec4{1, 0, 0, 1}));
    EXPECT_EQ(First("SGT" + ab), (Vec4{0, 0, 1, 0}));
    EXPECT_EQ(First("SLE" + ab), (Vec4{1, 1, 0, 1}));
    EXPECT_EQ(First("SNE" + ab), (Vec4{0, 1, 1, 0}));
    EXPECT_EQ(First("SFL" + ab), (Vec4{0, 0, 0, 0}));
    EXPECT_EQ(First("STR" + ab), (Vec4{1, 1, 1, 1}));
}

// opt 3.11.5.36: axis (0,0,1), direction (1,0,1): 2 * 1 / 1 * axis - direction = (-1,0,1).
// opt 3.11.5.47: (1 + 3*1 + 4*2, 2 + 3*3 + 4*4) = (12, 27), repeated.
TEST(NvReferenceTest, ReflectAndTransform2D) {
    const Vec4 r =
        First("MOV result.color, 5;\nRFL result.color.xyz, {0, 0, 1, 0}, {1, 0, 1, 0};\n");
    EXPECT_EQ(r, (Vec4{-1, 0, 1, 5}));
    EXPECT_EQ(First("X2D result.color, {1, 2, 0, 0}, {3, 4, 0, 0}, {1, 2, 3, 4};\n"),
              (Vec4{12, 27, 12, 27}));
}

// opt 3.11.5.32 to 3.11.5.35 packed, then 3.11.5.43 to 3.11.5.46 unpacked.
TEST(NvReferenceTest, PackAndUnpack) {
    // Bytes round(255 * (0, 1, 0.5, 0.2)) = (0, 255, 128, 51).
    EXPECT_EQ(First("TEMP R0;\nPK4UB R0, {0, 1, 0.5, 0.2};\nUP4UB result.color, R0.x;\n"),
              (Vec4{0, 1, 128 / 255.0f, 51 / 255.0f}));
    // round(127 * (-1, 0, 1, 0.5) + 128) = (1, 128, 255, 192); (b - 128) / 127.
    EXPECT_EQ(First("TEMP R0;\nPK4B R0, {-1, 0, 1, 0.5};\nUP4B result.color, R0.x;\n"),
              (Vec4{-1, 0, 1, 64 / 127.0f}));
    // round(65535 * 0.5) = 32768 (halves away from zero), 65535.
    EXPECT_EQ(First("TEMP R0;\nPK2US R0, {0.5, 1, 0, 0};\nUP2US result.color, R0.y;\n"),
              (Vec4{32768 / 65535.0f, 1, 32768 / 65535.0f, 1}));
    // 0.1 as fp16: 1638 steps of 2^-14 (0.1 / 2^-14 = 1638.4) = 0.0999755859375.
    EXPECT_EQ(First("TEMP R0;\nPK2H R0, {0.1, -2, 0, 0};\nUP2H result.color, R0.z;\n"),
              (Vec4{0.0999755859375f, -2, 0.0999755859375f, -2}));
}

// nvfp 3.11.4.1 and 3.11.4.2 (the option's precision, opt 3.11.4.X): H converts operands
// and result to fp16, X to fx12 (10 fraction bits, [-2048/1024, 2047/1024]).
TEST(NvReferenceTest, PrecisionSuffixes) {
    EXPECT_EQ(First("MOVH result.color, 0.1;\n")[0], 0.0999755859375f);
    EXPECT_EQ(First("MOVR result.color, 0.1;\n")[0], 0.1f);
    // 65504 is the largest fp16; 65504 + 16 lies half-way to 2^16 and rounds (to even) up.
    EXPECT_EQ(First("ADDH result.color, 65504, 16;\n")[0], std::numeric_limits<float>::infinity());
    EXPECT_EQ(First("ADDH result.color, 65504, 8;\n")[0], 65504.0f);
    EXPECT_EQ(First("MOVX result.color, 3;\n")[0], 2047 / 1024.0f);
    EXPECT_EQ(First("MOVX result.color, -3;\n")[0], -2.0f);
    EXPECT_EQ(First("MOVX result.color, 0.1;\n")[0], 102 / 1024.0f);  // 102.4 steps
    // The operands are converted first: 0.1 is 102/1024 before the multiply.
    EXPECT_EQ(First("MULX result.color, 0.1, 1;\n")[0], 102 / 1024.0f);
}

TEST(NvReferenceTest, HalfConversionHelpers) {
    EXPECT_EQ(RoundToHalf(1.0f + 0x1p-11f), 1.0f);  // a tie rounds to even
    EXPECT_EQ(RoundToHalf(1.0f + 0x1p-11f + 0x1p-20f), 1.0f + 0x1p-10f);
    EXPECT_EQ(RoundToHalf(0x1p-25f + 0x1p-30f), 0x1p-24f);  // to the smallest denormal
    EXPECT_EQ(HalfBits(1.0f), 0x3C00);
    EXPECT_EQ(HalfBits(-2.0f), 0xC000);
    EXPECT_EQ(HalfBits(0x1p-24f), 0x0001);
    EXPECT_EQ(HalfValue(0x7BFF), 65504.0f);
    EXPECT_EQ(RoundToFixed12(std::numeric_limits<float>::quiet_NaN()), 0.0f);
}

// --- Derivatives (opt 3.11.5.30, 3.11.5.31) ----------------------------------------------

QuadInputs QuadWithTexcoords(const std::array<Vec4, kQuadSize>& values) {
    QuadInputs quad;
    for (int i = 0; i < kQuadSize; ++i) {
        quad.fragments[i].texcoord[0] = values[i];
        quad.covered[i] = true;
    }
    return quad;
}

// A quad whose texcoord[0].x is 2 * x + 3 * y at the fragments (0,0), (1,0), (0,1), (1,1).
QuadInputs LinearQuad() {
    QuadInputs quad;
    for (int i = 0; i < kQuadSize; ++i) {
        const float v = 2.0f * static_cast<float>(i & 1) + 3.0f * static_cast<float>(i >> 1);
        quad.fragments[i].texcoord[0] = {v, -v, 0, 1};
        quad.covered[i] = true;
    }
    return quad;
}

TEST(NvReferenceTest, DerivativesOfALinearAttribute) {
    const NvRun dx = RunNv("DDX result.color, fragment.texcoord[0];\n", LinearQuad(), nullptr, {},
                           "NV_fragment_program");
    const NvRun dy = RunNv("DDY result.color, fragment.texcoord[0];\n", LinearQuad());
    for (int i = 0; i < kQuadSize; ++i) {
        EXPECT_EQ(dx.color[i], (Vec4{2, -2, 0, 0})) << i;
        EXPECT_EQ(dy.color[i], (Vec4{3, -3, 0, 0})) << i;
    }
}

// A quad whose texcoord[0].x is not linear: 1, 4 on the lower row and 10, 20 on the upper.
// Per quad (the default), DDX is 4 - 1 = 3 and DDY 10 - 1 = 9 at every fragment; per row
// and column (DrawInputs::fine_derivatives, the NICEST hint), DDX is 3 on the lower row and
// 20 - 10 = 10 on the upper, DDY 9 on the left column and 20 - 4 = 16 on the right.
TEST(NvReferenceTest, DerivativesPerQuadAndPerRowAndColumn) {
    const QuadInputs quad = QuadWithTexcoords({Vec4{1, 0, 0, 0}, Vec4{4, 0, 0, 0},
                                               Vec4{10, 0, 0, 0}, Vec4{20, 0, 0, 0}});
    const std::string body =
        "TEMP R0;\nDDX R0.x, fragment.texcoord[0].x;\nDDY R0.y, fragment.texcoord[0].x;\n"
        "MOV result.color, R0;\n";
    const NvRun coarse = RunNv(body, quad);
    const NvRun fine = RunNv(body, quad, nullptr, {}, "NV_fragment_program2", true);
    const std::array<float, kQuadSize> fine_dx = {3, 3, 10, 10}, fine_dy = {9, 16, 9, 16};
    for (int i = 0; i < kQuadSize; ++i) {
        EXPECT_EQ(coarse.color[i][0], 3) << i;
        EXPECT_EQ(coarse.color[i][1], 9) << i;
        EXPECT_EQ(fine.color[i][0], fine_dx[i]) << i;
        EXPECT_EQ(fine.color[i][1], fine_dy[i]) << i;
    }
}

// In divergent control flow the fragments outside the IF still give their operand: here
// fragments 0 and 1 (x = 0, 2, below 2.5) take the IF and 2 and 3 (x = 3, 5) do not; the
// derivative inside is the quad's difference all the same (reference_nv.cpp's choice: the
// specs do not say).
TEST(NvReferenceTest, DerivativeInsideADivergentIf) {
    const NvRun run = RunNv(
        "TEMP R0, R1;\nMOV R0, -1;\nSUBC R1, fragment.texcoord[0], 2.5;\n"
        "IF LT.x;\nDDX R0, fragment.texcoord[0];\nENDIF;\nMOV result.color, R0;\n",
        LinearQuad());
    EXPECT_EQ(run.color[0][0], 2);   // x = 0: inside
    EXPECT_EQ(run.color[1][0], 2);   // x = 2: inside
    EXPECT_EQ(run.color[2][0], -1);  // x = 3: not
    EXPECT_EQ(run.color[3][0], -1);  // x = 5: not
}

// --- Control flow (fp2 3.11.4.X and 3.11.X) ------------------------------------------------

// Nested IF/ELSE with the four fragments of the quad on four paths.
TEST(NvReferenceTest, NestedIfElseWithDivergentFragments) {
    const NvRun run = RunNv(
        "TEMP R0, R1;\nMOVC R1, fragment.texcoord[0];\n"
        "IF GT.x;\n  IF GT.y;\n    MOV R0, 1;\n  ELSE;\n    MOV R0, 2;\n  ENDIF;\n"
        "ELSE;\n  MOV R0, 3;\n  IF LT.y;\n    ADD R0, R0, 1;\n  ENDIF;\nENDIF;\n"
        "MOV result.color, R0;\n",
        QuadWithTexcoords({Vec4{1, 1, 0, 0}, {1, -1, 0, 0}, {-1, 1, 0, 0}, {-1, -1, 0, 0}}));
    EXPECT_EQ(run.color[0][0], 1);
    EXPECT_EQ(run.color[1][0], 2);
    EXPECT_EQ(run.color[2][0], 3);
    EXPECT_EQ(run.color[3][0], 4);
}

// REP 10 times, each fragment breaking once R0.x reaches its texcoord's x (3.11.X.1); the
// fourth's 12 is never reached, so it stops when the count runs out.
TEST(NvReferenceTest, RepeatWithBreak) {
    const NvRun run = RunNv(
        "TEMP R0, R2;\nMOV R0, 0;\nREP {10, 0, 0, 0};\n  ADD R0.x, R0.x, 1;\n"
        "  SUBC R2.x, R0.x, fragment.texcoord[0].x;\n  BRK (GE.x);\nENDREP;\n"
        "MOV result.color, R0;\n",
        QuadWithTexcoords({Vec4{1, 0, 0, 0}, {2, 0, 0, 0}, {3, 0, 0, 0}, {12, 0, 0, 0}}));
    EXPECT_EQ(run.color[0][0], 1);
    EXPECT_EQ(run.color[1][0], 2);
    EXPECT_EQ(run.color[2][0], 3);
    EXPECT_EQ(run.color[3][0], 10);
}

// LOOP {count, start, step} runs floor(count) times (3.11.X.8); a count <= 0 skips the
// block; REP's count is clamped to MAX_PROGRAM_LOOP_COUNT_NV (255); nested loops multiply.
TEST(NvReferenceTest, LoopCounts) {
    EXPECT_EQ(First("TEMP R0;\nMOV R0, 0;\nLOOP {3.7, 0, 1, 0};\nADD R0.x, R0.x, 1;\nENDLOOP;\n"
                    "MOV result.color, R0;\n")[0],
              3);
    EXPECT_EQ(First("TEMP R0;\nMOV R0, 0;\nLOOP {0, 0, 1, 0};\nADD R0.x, R0.x, 1;\nENDLOOP;\n"
                    "MOV result.color, R0;\n")[0],
              0);
    EXPECT_EQ(First("TEMP R0;\nMOV R0, 0;\nREP {1000, 0, 0, 0};\nADD R0.x, R0.x, 1;\nENDREP;\n"
                    "MOV result.color, R0;\n")[0],
              255);
    EXPECT_EQ(First("TEMP R0;\nMOV R0, 0;\nREP {3, 0, 0, 0};\nLOOP {4, 0, 1, 0};\n"
                    "ADD R0.x, R0.x, 1;\nENDLOOP;\nENDREP;\nMOV result.color, R0;\n")[0],
              12);
}

// REP's count from program.local (the spec's use: a parameter set at run time).
TEST(NvReferenceTest, RepeatCountFromALocalParameter) {
    const NvRun run = RunNv(
        "TEMP R0;\nMOV R0, 0;\nREP program.local[0];\nADD R0.x, R0.x, 2;\n"
        "ENDREP;\nMOV result.color, R0;\n",
        {}, nullptr, {Vec4{6, 0, 0, 0}});
    EXPECT_EQ(run.color[0][0], 12);
}

// CAL pushes the return point, RET returns to it (3.11.X.2, 3.11.X.10); RET with an
// empty stack ends the program; execution starts after "main:" when there is one.
TEST(NvReferenceTest, SubroutineCallAndReturn) {
    EXPECT_EQ(First("TEMP R0;\nMOV R0, 0;\nCAL sub;\nADD R0.x, R0.x, 10;\nMOV result.color, R0;\n"
                    "RET;\nsub:\nADD R0.x, R0.x, 1;\nRET;\n")[0],
              11);
    EXPECT_EQ(First("TEMP R0;\nsub:\nADD R0.x, R0.x, 1;\nRET;\n"
                    "main:\nCAL sub;\nCAL sub;\nMOV result.color, R0;\n")[0],
              2);
    // A conditional call: taken only when the condition holds.
    EXPECT_EQ(
        First("TEMP R0, R1;\nsub:\nADD R0.x, R0.x, 1;\nRET;\n"
              "main:\nMOVC R1, -1;\nCAL sub (GT.x);\nCAL sub (LT.x);\nMOV result.color, R0;\n")[0],
        1);
}

// A subroutine that runs off the end of the program ends it (fp2 3.11.4.X: the program
// terminates after its last instruction), so the instruction after the CAL never runs.
TEST(NvReferenceTest, SubroutineRunningOffTheEndTerminates) {
    EXPECT_EQ(First("main:\nCAL sub;\nMOV result.color, 5;\nRET;\nsub:\nMOV result.color, 1;\n")[0],
              1);
}

// Divergent subroutines: each fragment calls `sub` only when its x is positive (fragments 0
// and 2), and inside it returns early from an IF when its y is positive (fragment 0); a
// BRK in an IF leaves the loop only for the fragments that take it.
TEST(NvReferenceTest, DivergentCallsReturnsAndBreaks) {
    const NvRun run = RunNv(
        "TEMP R0, R1;\nsub:\nADD R0.x, R0.x, 1;\nMOVC R1, fragment.texcoord[0];\nIF GT.y;\n"
        "RET;\nENDIF;\nADD R0.x, R0.x, 10;\nRET;\n"
        "main:\nMOV R0, 0;\nMOVC R1, fragment.texcoord[0];\nCAL sub (GT.x);\n"
        "REP {5, 0, 0, 0};\nADD R0.y, R0.y, 1;\nMOVC R1, fragment.texcoord[0];\nIF LT.x;\nBRK;\n"
        "ENDIF;\nENDREP;\nMOV result.color, R0;\n",
        QuadWithTexcoords({Vec4{1, 1, 0, 0}, {-1, 1, 0, 0}, {1, -1, 0, 0}, {-1, -1, 0, 0}}));
    EXPECT_EQ(run.color[0], (Vec4{1, 5, 0, 0}));   // called, returned early; no break
    EXPECT_EQ(run.color[1], (Vec4{0, 1, 0, 0}));   // not called; broke in the first pass
    EXPECT_EQ(run.color[2], (Vec4{11, 5, 0, 0}));  // called, ran to the RET
    EXPECT_EQ(run.color[3], (Vec4{0, 1, 0, 0}));
}

// fp2 3.11.X.7: an IF met with MAX_PROGRAM_IF_DEPTH_NV (48) IF blocks active terminates the
// program, the caller's blocks counted: 48 nested IFs (the most a program may nest
// statically) around a CAL whose subroutine opens a 49th.
TEST(NvReferenceTest, IfNestedTooDeeplyThroughACallTerminates) {
    std::string body = "TEMP R0;\nMOV R0, 0;\n";
    for (int i = 0; i < 48; ++i) body += "IF TR;\n";
    body += "CAL sub;\n";
    for (int i = 0; i < 48; ++i) body += "ENDIF;\n";
    body +=
        "MOV R0.y, 1;\nMOV result.color, R0;\nRET;\n"
        "sub:\nMOV R0.x, 1;\nMOV result.color, R0;\nIF TR;\nMOV R0.z, 1;\nENDIF;\nRET;\n";
    EXPECT_EQ(First(body), (Vec4{1, 0, 0, 0}));
}

// fp2 3.11.X.2: the fifth nested CAL overflows MAX_PROGRAM_CALL_DEPTH_NV (4) and the
// program terminates, keeping the results written so far (3.11.4.X).
TEST(NvReferenceTest, CallStackOverflowTerminates) {
    const NvRun run = RunNv(
        "TEMP R0;\nsub:\nADD R0.x, R0.x, 1;\nMOV result.color, R0;\nCAL sub;\nRET;\n"
        "main:\nMOV R0, 0;\nCAL sub;\nMOV result.color, 100;\n");
    EXPECT_EQ(run.color[0][0], 4);
    EXPECT_FALSE(run.results.killed[0]);
}

// fp2 3.11.X.9: a REP met with MAX_PROGRAM_LOOP_DEPTH_NV (4) loops active terminates the
// program, the caller's loops counted: four REPs around the CAL, a fifth in the subroutine.
TEST(NvReferenceTest, LoopNestedTooDeeplyThroughACallTerminates) {
    const NvRun run = RunNv(
        "TEMP R0;\nMOV R0, 0;\nREP {1, 0, 0, 0};\nREP {1, 0, 0, 0};\nREP {1, 0, 0, 0};\n"
        "REP {1, 0, 0, 0};\nCAL sub;\nENDREP;\nENDREP;\nENDREP;\nENDREP;\nMOV R0.y, 1;\n"
        "MOV result.color, R0;\nRET;\n"
        "sub:\nMOV R0.x, 1;\nMOV result.color, R0;\nREP {1, 0, 0, 0};\nMOV R0.z, 1;\nENDREP;\n"
        "RET;\n");
    EXPECT_EQ(run.color[0], (Vec4{1, 0, 0, 0}));
}

// fp2 3.11.4.X: a program terminates after MAX_PROGRAM_EXEC_INSTRUCTIONS_NV (65,536)
// executed instructions. 255 * 255 iterations of three instructions are far more: the
// count stops well short of 65,025 and the instruction after the loops never runs.
TEST(NvReferenceTest, ExecutionLimitEndsLongLoops) {
    const NvRun run = RunNv(
        "TEMP R0;\nMOV R0, 0;\nREP {255, 0, 0, 0};\nREP {255, 0, 0, 0};\n"
        "ADD R0.x, R0.x, 1;\nMOV result.color, R0;\nENDREP;\nENDREP;\nMOV result.color, -1;\n");
    EXPECT_GT(run.color[0][0], 20000);
    EXPECT_LT(run.color[0][0], 65536 / 3 + 1);
}

// --- fragment.facing (fp2 3.11.3.1) and the explicit-LOD lookups ---------------------------

TEST(NvReferenceTest, FacingReadsTheFragmentsFacing) {
    QuadInputs quad;
    quad.fragments[0].facing = -1;
    quad.fragments[1].facing = 1;
    const NvRun run = RunNv("MOV result.color, fragment.facing;\n", quad);
    EXPECT_EQ(run.color[0], (Vec4{-1, 0, 0, 1}));
    EXPECT_EQ(run.color[1], (Vec4{1, 0, 0, 1}));
}

// A 4x4 texture whose levels are red, green and blue, sampled NEAREST_MIPMAP_NEAREST: TXL
// with w = 1 is lambda 1 (fp2 3.11.6.6: rho = 2^w), level 1; TXD with d/dx = (0.5, 0) is
// rho = 0.5 * 4 = 2, lambda 1 (opt 3.11.6.5); w = 2 or d/dx = (1, 0) gives level 2.
TEST(NvReferenceTest, ExplicitLodAndDerivativeLookups) {
    texture::TextureUnits units;
    test_support::BindRedGreenBlueLevels(units);
    EXPECT_EQ(RunNv("TXL result.color, {0.5, 0.5, 0, 1}, texture[0], 2D;\n", {}, &units).color[0],
              (Vec4{0, 1, 0, 1}));
    EXPECT_EQ(RunNv("TXL result.color, {0.5, 0.5, 0, 2}, texture[0], 2D;\n", {}, &units).color[0],
              (Vec4{0, 0, 1, 1}));
    EXPECT_EQ(RunNv("TXD result.color, {0.5, 0.5, 0, 0}, {0.5, 0, 0, 0}, {0, 0, 0, 0}, "
                    "texture[0], 2D;\n",
                    {}, &units)
                  .color[0],
              (Vec4{0, 1, 0, 1}));
    EXPECT_EQ(RunNv("TXD result.color, {0.5, 0.5, 0, 0}, {1, 0, 0, 0}, {0, 0, 0, 0}, "
                    "texture[0], 2D;\n",
                    {}, &units)
                  .color[0],
              (Vec4{0, 0, 1, 1}));
}

}  // namespace
}  // namespace tessera::runtime::exec
