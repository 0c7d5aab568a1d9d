// SPDX-License-Identifier: MIT
// GLSL to the NVIDIA options (CompileOptions::nv_option; `tessera compile --target fp40`):
// dFdx, dFdy and fwidth as NV_fragment_program_option's DDX and DDY, gl_FrontFacing as
// NV_fragment_program2's fragment.facing, a vertex shader's texture*Lod as
// NV_vertex_program3's TXL. The expected programs are derived by hand in the comments (the
// layout is docs/cgc.md's); each is also read back by our reader with the options accepted,
// since Mesa's llvmpipe has none of them.
#include <gtest/gtest.h>

#include "lang/arbfp/reader/reader.h"
#include "lang/arbvp/reader/reader.h"
#include "lang/glsl/reader/compile.h"

namespace tessera::lang::glsl {
namespace {

CompileResult Compile(const std::string& source, const std::string& nv_option, bool vertex = false) {
    CompileOptions options;
    options.source_name = vertex ? "t.vert" : "t.frag";
    options.source_text = source;
    options.stage = vertex ? ShaderStage::kVertex : ShaderStage::kFragment;
    options.nv_option = nv_option;
    options.comments = false;
    return CompileGlsl(options);
}

void ExpectProgram(const CompileResult& r, const std::string& want) {
    ASSERT_TRUE(r.ok) << r.diagnostics;
    EXPECT_EQ(r.arbfp.text, want);
    if (r.arbfp.text.starts_with("!!ARBvp")) {
        const arbvp::ReadResult read = arbvp::ReadProgram(r.arbfp.text, arbvp::Limits::Default().WithNvOptions());
        EXPECT_TRUE(read.program.has_value()) << read.error_string;
    } else {
        const arbfp::ReadResult read = arbfp::ReadProgram(r.arbfp.text, arbfp::Limits::Default().WithNvOptions());
        EXPECT_TRUE(read.program.has_value()) << read.error_string;
    }
}

TEST(GlslNvTarget, Fp40DerivativesAndFacing) {
    // gl_FrontFacing is fragment.facing.x > 0 (NV_fragment_program2: +1.0 front, -1.0 back);
    // the select is CMP on 0 - facing, negative exactly for front faces, as every `x > y`
    // select is written. dFdx and dFdy are DDX and DDY with cgc's precision suffix R.
    ExpectProgram(Compile("void main() { gl_FragColor = gl_FrontFacing ? dFdx(gl_Color) : dFdy(gl_Color); }",
                          "NV_fragment_program2"),
                  "!!ARBfp1.0\n"
                  "OPTION NV_fragment_program2;\n"
                  "TEMP R0;\n"
                  "TEMP R1;\n"
                  "TEMP RC;\n"
                  "TEMP HC;\n"
                  "OUTPUT oCol = result.color;\n"
                  "DDXR  R0, fragment.color.primary;\n"
                  "DDYR  R1, fragment.color.primary;\n"
                  "CMP   oCol, -fragment.facing.x, R0, R1;\n"
                  "END\n"
                  "# 3 instructions, 2 R-regs, 0 H-regs\n");
}

TEST(GlslNvTarget, Fp30Fwidth) {
    // GLSL 1.10 section 8.8: fwidth(p) = abs(dFdx(p)) + abs(dFdy(p)).
    ExpectProgram(Compile("void main() { gl_FragColor = fwidth(gl_Color); }", "NV_fragment_program"),
                  "!!ARBfp1.0\n"
                  "OPTION NV_fragment_program;\n"
                  "TEMP R0;\n"
                  "TEMP R1;\n"
                  "TEMP RC;\n"
                  "TEMP HC;\n"
                  "OUTPUT oCol = result.color;\n"
                  "DDXR  R0, fragment.color.primary;\n"
                  "ABSR  R0, R0;\n"
                  "DDYR  R1, fragment.color.primary;\n"
                  "ABSR  R1, R1;\n"
                  "ADDR  oCol, R0, R1;\n"
                  "END\n"
                  "# 5 instructions, 2 R-regs, 0 H-regs\n");
}

TEST(GlslNvTarget, Fp30HasNoFacingAndArbHasNoDerivatives) {
    const CompileResult fp30 = Compile("void main() { gl_FragColor = vec4(float(gl_FrontFacing)); }", "NV_fragment_program");
    EXPECT_FALSE(fp30.ok);
    EXPECT_NE(fp30.diagnostics.find("t.frag:1:41: error: gl_FrontFacing cannot be expressed"), std::string::npos)
        << fp30.diagnostics;
    const CompileResult arb = Compile("void main() { gl_FragColor = dFdx(gl_Color); }", "");
    EXPECT_NE(arb.diagnostics.find("'dFdx' cannot be expressed in ARB_fragment_program 1.0"), std::string::npos)
        << arb.diagnostics;
}

TEST(GlslNvTarget, Fp40KeepsALoopWhoseCountIsAUniform) {
    // NV_fragment_program2: a loop count is a program parameter (at most 255 iterations,
    // MAX_PROGRAM_LOOP_COUNT_NV's minimum), so REP runs c[1].y = 255 times and both exits
    // are BRKs on the condition code: MOVRC sets RC.x from the condition (1.0 true), BRK
    // (NE.x) leaves when it is not zero. `sum` lives in R0 and `i` in R1.x; each load
    // copies the home register first (R1.y, R2, R5.y); `i < n` is SLT and its negation
    // 1 - SLT; `sum.x > 4.0` is SLT(4, sum) read at x.
    ExpectProgram(Compile("uniform int n;\n"
                          "void main() {\n"
                          "    vec4 sum = vec4(0.0);\n"
                          "    for (int i = 0; i < n; i++) {\n"
                          "        sum += gl_Color * float(i);\n"
                          "        if (sum.x > 4.0) break;\n"
                          "    }\n"
                          "    gl_FragColor = sum;\n"
                          "}\n",
                          "NV_fragment_program2"),
                  "!!ARBfp1.0\n"
                  "OPTION NV_fragment_program2;\n"
                  "PARAM c[2] = { program.local[0],\n"
                  "\t\t{ 0, 255, 1, 4 } };\n"
                  "TEMP R0;\nTEMP R1;\nTEMP R2;\nTEMP R3;\nTEMP R4;\nTEMP R5;\n"
                  "TEMP RC;\nTEMP HC;\n"
                  "OUTPUT oCol = result.color;\n"
                  "MOVR  R0, c[1].x;\n"
                  "MOVR  R1.x, c[1];\n"
                  "REP   c[1].y;\n"
                  "MOVR  R1.y, R1.x;\n"
                  "SLTR  R1.z, R1.y, c[0].x;\n"
                  "ADDR  R1.w, -R1.z, c[1].z;\n"
                  "MOVRC RC.x, R1.w;\n"
                  "BRK   (NE.x);\n"
                  "MOVR  R2, R0;\n"
                  "MULR  R3, fragment.color.primary, R1.y;\n"
                  "ADDR  R4, R3, R2;\n"
                  "MOVR  R0, R4;\n"
                  "SLTR  R5.x, c[1].w, R4;\n"
                  "MOVRC RC.x, R5;\n"
                  "BRK   (NE.x);\n"
                  "MOVR  R5.y, R1.x;\n"
                  "ADDR  R5.z, R5.y, c[1];\n"
                  "MOVR  R1.x, R5.z;\n"
                  "ENDREP;\n"
                  "MOVR  R1, R0;\n"
                  "MOVR  oCol, R1;\n"
                  "END\n"
                  "# 21 instructions, 6 R-regs, 0 H-regs\n");
}

TEST(GlslNvTarget, Vp40TextureLod) {
    // GLSL 1.10 section 8.7: texture2DLod's lod is the level of detail; TXL reads it from the
    // coordinate's w (NV_vertex_program3), so the coordinate is assembled: s, t from the
    // texture coordinate, the level from the literal 0 in c[0]. The operand's z is unread
    // (2D), so the level takes R0.z and the swizzle brings it to w; TXL writes the position
    // directly.
    ExpectProgram(Compile("uniform sampler2D h;\n"
                          "void main() { gl_Position = texture2DLod(h, gl_MultiTexCoord0.xy, 0.0); }",
                          "NV_vertex_program3", true),
                  "!!ARBvp1.0\n"
                  "OPTION NV_vertex_program3;\n"
                  "PARAM c[1] = { { 0 } };\n"
                  "TEMP R0;\n"
                  "TEMP RC, HC;\n"
                  "MOV   R0.xy, vertex.texcoord[0];\n"
                  "MOV   R0.z, c[0].x;\n"
                  "TXL   result.position, R0.xyyz, texture[0], 2D;\n"
                  "END\n"
                  "# 3 instructions, 1 R-regs\n");
}

// An array written in a loop fp40 keeps is an error at the array (a loop carries only scalars
// and vectors yet), not a crash of the writer (piglit's temp-dst-in-loop once crashed it).
TEST(GlslNvTarget, Fp40ArrayCarriedByALoopIsAnError) {
    const CompileResult r = Compile(
        "uniform int count; uniform vec4 red;\n"
        "void main() {\n"
        "    vec4 a[4];\n"
        "    a[0] = vec4(0.0); a[1] = vec4(0.0); a[2] = vec4(0.0); a[3] = vec4(0.0);\n"
        "    for (int i = 0; i < count; i++) a[i] = red;\n"
        "    gl_FragColor = a[0] + a[1] + a[2] + a[3];\n"
        "}\n",
        "NV_fragment_program2");
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.diagnostics.find("carried by a loop is not written yet"), std::string::npos) << r.diagnostics;
}

// Loops nested too deep to unroll stay loops for fp40, and unrolling stops at the first size
// limit instead of copying each kept loop into every enclosing one again (piglit's 16 nested
// 16-iteration loops ran for minutes and took gigabytes). Eight levels of 16 here: 16^8
// iterations, far past the limit, reported at once.
TEST(GlslNvTarget, Fp40UnrollingStopsAtTheLimit) {
    std::string body = "x += 1.0;";
    for (int level = 0; level < 8; ++level)
        body = "for (int i" + std::to_string(level) + " = 0; i" + std::to_string(level) + " < 16; i" +
               std::to_string(level) + "++) { " + body + " }";
    const CompileResult r =
        Compile("void main() { float x = 0.0; " + body + " gl_FragColor = vec4(x); }", "NV_fragment_program2");
    // Kept as loops, the nest is written (REP per level) or refused with a reason; either way
    // the compile ends.
    if (!r.ok) EXPECT_FALSE(r.diagnostics.empty());
    else EXPECT_NE(r.arbfp.text.find("REP"), std::string::npos) << r.arbfp.text;
}

}  // namespace
}  // namespace tessera::lang::glsl
