// SPDX-License-Identifier: MIT
// GLSL to the NVIDIA options (CompileOptions::nv_option; `tessera compile --target fp40`):
// dFdx, dFdy and fwidth as NV_fragment_program_option's DDX and DDY, gl_FrontFacing as
// NV_fragment_program2's fragment.facing, a vertex shader's texture*Lod as
// NV_vertex_program3's TXL. The expected programs are derived by hand in the comments (the
// layout is docs/cgc.md's); each is also read back by our reader with the options accepted,
// since Mesa's llvmpipe has none of them.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

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
        const arbvp::ReadResult read = arbvp::ReadProgram(r.arbfp.text, arbasm::vertex::Limits::Default().WithNvOptions());
        EXPECT_TRUE(read.program.has_value()) << read.error_string;
    } else {
        const arbfp::ReadResult read = arbfp::ReadProgram(r.arbfp.text, arbasm::fragment::Limits::Default().WithNvOptions());
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

TEST(GlslNvTarget, DerivativesOfConstantsAreConstantZero) {
    // A built-in call on constant expressions is a constant expression (GLSL 1.20 section
    // 4.3.3), so it may initialize a const; a constant does not vary, so dFdx, dFdy and
    // fwidth of it are 0 (section 8.8), which needs no derivative instruction: arbfp1 takes
    // it, and the program is the constant color (0, 0, 0, 1).
    const CompileResult arb = Compile("void main() {\n"
                                      "  const float dx = dFdx(1.5);\n"
                                      "  const vec2 fw = fwidth(vec2(2.0, 3.0));\n"
                                      "  gl_FragColor = vec4(dx, fw, 1.0);\n"
                                      "}\n",
                                      "");
    ASSERT_TRUE(arb.ok) << arb.diagnostics;
    EXPECT_EQ(arb.arbfp.text.find("DDX"), std::string::npos) << arb.arbfp.text;
    EXPECT_EQ(arb.arbfp.text, "!!ARBfp1.0\nPARAM c[1] = { { 0, 1 } };\nMOV result.color, c[0].xxxy;\nEND\n# 1 instructions, 0 R-regs\n");
}

TEST(GlslNvTarget, Fp40KeepsALoopWhoseCountIsAUniform) {
    // NV_fragment_program2: a loop count is a program parameter (at most 255 iterations,
    // MAX_PROGRAM_LOOP_COUNT_NV's minimum), so the loop is two REPs of c[1].y = 255, one in
    // the other, and both exits are BRKs on the condition code: MOVRC sets the loop's
    // "broke" flag R1.x (cleared before the REPs; lane x, so the condition code's x) from the
    // condition (1.0 true), BRK (NE.x) leaves the inner REP when it is not zero, and after
    // the inner ENDREP the flag, moved to RC, leaves the outer one. `sum` lives in R0 and `i`
    // in R1.y; each load copies the home register first (R1.z, R2); `i < n` is SLT and
    // its negation 1 - SLT; `sum.x > 4.0` is SLT(4, sum.x). The values an iteration writes
    // before it reads them share components (R1.z holds the copy of i, then the test of
    // sum.x, then i again; R1.w the test of i, then i + 1): only the homes and the flag
    // live across the back edge.
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
                  "TEMP R0;\nTEMP R1;\nTEMP R2;\nTEMP R3;\nTEMP R4;\n"
                  "TEMP RC;\nTEMP HC;\n"
                  "OUTPUT oCol = result.color;\n"
                  "MOVR  R0, c[1].x;\n"
                  "MOVR  R1.y, c[1].x;\n"
                  "MOVR  R1.x, c[1];\n"
                  "REP   c[1].y;\n"
                  "REP   c[1].y;\n"
                  "MOVR  R1.z, R1.y;\n"
                  "SLTR  R1.w, R1.z, c[0].x;\n"
                  "ADDR  R2.y, -R1.w, c[1].z;\n"
                  "MOVRC R1.x, R2.y;\n"
                  "BRK   (NE.x);\n"
                  "MOVR  R2, R0;\n"
                  "MULR  R3, fragment.color.primary, R1.z;\n"
                  "ADDR  R4, R3, R2;\n"
                  "MOVR  R0, R4;\n"
                  "SLTR  R1.z, c[1].w, R4.x;\n"
                  "MOVRC R1.x, R1.z;\n"
                  "BRK   (NE.x);\n"
                  "MOVR  R1.z, R1.y;\n"
                  "ADDR  R1.w, R1.z, c[1].z;\n"
                  "MOVR  R1.y, R1.w;\n"
                  "ENDREP;\n"
                  "MOVRC RC.x, R1;\n"
                  "BRK   (NE.x);\n"
                  "ENDREP;\n"
                  "MOVR  R1, R0;\n"
                  "MOVR  oCol, R1;\n"
                  "END\n"
                  "# 26 instructions, 5 R-regs, 0 H-regs\n");
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

TEST(GlslNvTarget, ClipVertexIsTheDistanceToEachPlane) {
    // GLSL 1.10 section 7.1 / GL 2.0 section 2.12: a vertex is inside user plane n where
    // plane_n . gl_ClipVertex >= 0, the plane in eye coordinates (state.clip[n].plane). vp30
    // and vp40 write that distance to result.clip[n] (NV_vertex_program2_option), one DP4
    // per plane for all 8 (the GL clips with the enabled ones only); the planes take c[0]
    // to c[7] in plane order.
    std::string want = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nPARAM c[8] = { state.clip[0].plane,\n";
    for (int n = 1; n < 8; ++n)
        want += "\t\tstate.clip[" + std::to_string(n) + "].plane" + (n < 7 ? ",\n" : " };\n");
    want += "TEMP RC, HC;\n";
    for (int n = 0; n < 8; ++n)
        want += "DP4   result.clip[" + std::to_string(n) + "].x, vertex.position, c[" + std::to_string(n) + "];\n";
    want += "MOV   result.position, vertex.position;\nEND\n# 9 instructions, 0 R-regs\n";
    ExpectProgram(Compile("void main() { gl_Position = gl_Vertex; gl_ClipVertex = gl_Vertex; }", "NV_vertex_program2",
                          true),
                  want);
    // arbvp1 has no clip distance output: the error stays (tests/glsl/vertex_test.cpp).
    EXPECT_FALSE(Compile("void main() { gl_Position = gl_Vertex; gl_ClipVertex = gl_Vertex; }", "", true).ok);
}

// The control flow of a written fp40 program, one entry per line: REP, ENDREP, IF with its
// test, ELSE, ENDIF, BRK with its test, KIL, and each MOVRC as "MOVRC RC" (the condition
// code alone) or "MOVRC R" (a register too: a loop's "broke" flag).
std::vector<std::string> Flow(const std::string& text) {
    std::vector<std::string> flow;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        std::istringstream words(line);
        std::string op, operand;
        words >> op >> operand;
        if (op == "MOVRC") flow.push_back(operand.starts_with("RC") ? "MOVRC RC" : "MOVRC R");
        else if (op == "BRK" || op == "IF") flow.push_back(op + " " + operand.substr(0, operand.find(';')));
        else if (op.starts_with("REP") || op.starts_with("ENDREP") || op.starts_with("ELSE") || op.starts_with("ENDIF") ||
                 op.starts_with("KIL"))
            flow.push_back(op.substr(0, op.find(';')));
    }
    return flow;
}

std::vector<std::string> FlowOf(const std::string& source) {
    const CompileResult r = Compile(source, "NV_fragment_program2");
    EXPECT_TRUE(r.ok) << r.diagnostics;
    const arbfp::ReadResult read = arbfp::ReadProgram(r.arbfp.text, arbasm::fragment::Limits::Default().WithNvOptions());
    EXPECT_TRUE(read.program.has_value()) << read.error_string << "\n" << r.arbfp.text;
    return Flow(r.arbfp.text);
}

using Lines = std::vector<std::string>;

TEST(GlslNvTarget, Fp40ContinueIsAFlagNotABranch) {
    // The option has no CONT: `continue` sets a flag at the top of the body cleared, and the
    // rest of the body is guarded by it; both `if`s hold no break, so if-conversion makes them
    // selects. Left: the loop's two REPs, the exit test (MOVRC into the loop's broke flag,
    // BRK), and after the inner REP the outer one's exit on that flag.
    EXPECT_EQ(FlowOf("uniform int n;\n"
                     "void main() {\n"
                     "  float s = 0.0;\n"
                     "  for (int i = 0; i < n; i++) { if (i == 2) continue; s += 0.125; }\n"
                     "  gl_FragColor = vec4(s);\n"
                     "}\n"),
              (Lines{"REP", "REP", "MOVRC R", "BRK (NE.x)", "ENDREP", "MOVRC RC", "BRK (NE.x)", "ENDREP"}));
}

TEST(GlslNvTarget, Fp40IfElseInALoop) {
    // The `if` holds a break in its else side: IF NE.x on the condition in RC, the then side
    // (an add, no flow), ELSE, the else side's add and its lone `break` as a conditional BRK
    // through the loop's flag, ENDIF.
    EXPECT_EQ(FlowOf("uniform int n; uniform float t;\n"
                     "void main() {\n"
                     "  float a = 0.0, b = 0.0;\n"
                     "  for (int i = 0; i < n; i++) {\n"
                     "    if (i < 3) { a += 0.125; } else { b += 0.25; if (b > t) break; }\n"
                     "  }\n"
                     "  gl_FragColor = vec4(a, b, 0.0, 1.0);\n"
                     "}\n"),
              (Lines{"REP", "REP", "MOVRC R", "BRK (NE.x)", "MOVRC RC", "IF NE.x", "ELSE", "MOVRC R", "BRK (NE.x)",
                     "ENDIF", "ENDREP", "MOVRC RC", "BRK (NE.x)", "ENDREP"}));
}

// The control flow of a written vp40 program, one entry per line: its labels ("L0:"), BRA
// with its target and test ("BRA L1 (NE.x)"), MOVC. Also checks the count line: labels are
// not instructions (NV_vertex_program2_option's grammar: a label names the next one).
std::vector<std::string> VertexFlowOf(const std::string& source) {
    const CompileResult r = Compile(source, "NV_vertex_program3", /*vertex=*/true);
    EXPECT_TRUE(r.ok) << r.diagnostics;
    const arbvp::ReadResult read = arbvp::ReadProgram(r.arbfp.text, arbasm::vertex::Limits::Default().WithNvOptions());
    EXPECT_TRUE(read.program.has_value()) << read.error_string << "\n" << r.arbfp.text;
    std::vector<std::string> flow;
    std::istringstream lines(r.arbfp.text.substr(r.arbfp.text.find("TEMP RC, HC;\n") + 13));
    int instructions = 0;
    for (std::string line; std::getline(lines, line) && line != "END";) {
        if (line.ends_with(":")) {
            flow.push_back(line);
            continue;
        }
        ++instructions;
        std::istringstream words(line);
        std::string op;
        words >> op;
        if (op == "MOVC") flow.push_back(op);
        if (op == "BRA") flow.push_back("BRA " + line.substr(6, line.size() - 7));
    }
    EXPECT_NE(r.arbfp.text.find("# " + std::to_string(instructions) + " instructions"), std::string::npos)
        << r.arbfp.text;
    EXPECT_EQ(r.arbfp.text.find("REP"), std::string::npos) << r.arbfp.text;
    return flow;
}

TEST(GlslNvTarget, Vp40LoopIsLabelsAndBranches) {
    // Fp40IfElseInALoop's shader in a vertex program: the loop's top L0; its exit test
    // (i < n negated, in RC by MOVC) branches to the end L1 when not zero; the `if` branches
    // past its then side to L2 when its test is zero (EQ, the complement of IF NE.x); the then
    // side ends with a branch over the else side to L3; the break in the else side branches to
    // L1; after i++ the back edge to L0, then L1.
    EXPECT_EQ(VertexFlowOf("uniform int n; uniform float t;\n"
                           "void main() {\n"
                           "  float a = 0.0, b = 0.0;\n"
                           "  for (int i = 0; i < n; i++) {\n"
                           "    if (i < 3) { a += 0.125; } else { b += 0.25; if (b > t) break; }\n"
                           "  }\n"
                           "  gl_Position = gl_Vertex;\n"
                           "  gl_FrontColor = vec4(a, b, 0.0, 1.0);\n"
                           "}\n"),
              (Lines{"L0:", "MOVC", "BRA L1 (NE.x)", "MOVC", "BRA L2 (EQ.x)", "BRA L3", "L2:", "MOVC",
                     "BRA L1 (NE.x)", "L3:", "BRA L0", "L1:"}));
}

TEST(GlslNvTarget, Fp40ThreeNestedLoopsShareFourLevels) {
    // NV_fragment_program2 nests 4 loops: the outermost takes two REPs (and a broke flag),
    // the two inside one each, with their exit tests in RC alone.
    EXPECT_EQ(FlowOf("uniform int n;\n"
                     "void main() {\n"
                     "  float s = 0.0;\n"
                     "  for (int i = 0; i < n; i++)\n"
                     "    for (int j = 0; j < n; j++)\n"
                     "      for (int k = 0; k < n; k++) s += 1.0;\n"
                     "  gl_FragColor = vec4(s);\n"
                     "}\n"),
              (Lines{"REP", "REP", "MOVRC R", "BRK (NE.x)", "REP", "MOVRC RC", "BRK (NE.x)", "REP", "MOVRC RC",
                     "BRK (NE.x)", "ENDREP", "ENDREP", "ENDREP", "MOVRC RC", "BRK (NE.x)", "ENDREP"}));
}

TEST(GlslNvTarget, Fp40IfsNestedPastTheLimitAreAnError) {
    // 49 ifs, each holding the next and a break: past MAX_PROGRAM_IF_DEPTH_NV's 48.
    std::string body = "break;";
    for (int level = 0; level < 49; ++level)
        body = "if (c.x > " + std::to_string(level) + ".0) { s += 1.0; " + body + " }";
    const CompileResult r = Compile("uniform int n; uniform vec4 c;\n"
                                    "void main() { float s = 0.0; for (int i = 0; i < n; i++) { " + body +
                                        " } gl_FragColor = vec4(s); }\n",
                                    "NV_fragment_program2");
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.diagnostics.find("MAX_PROGRAM_IF_DEPTH_NV"), std::string::npos) << r.diagnostics;
}

// An array written in a loop fp40 keeps is written with a register per element (the option
// has no indexing of temporaries; isel_flow.cpp), where it was an error and, before that,
// a crash of the writer (piglit's temp-dst-in-loop). Its values are checked by drawing:
// piglit's temp-dst-in-loop tests and differential/fp40_mesa_test.cpp.
TEST(GlslNvTarget, Fp40ArrayCarriedByALoopIsWrittenPerElement) {
    const CompileResult r = Compile(
        "uniform int count; uniform vec4 red;\n"
        "void main() {\n"
        "    vec4 a[4];\n"
        "    a[0] = vec4(0.0); a[1] = vec4(0.0); a[2] = vec4(0.0); a[3] = vec4(0.0);\n"
        "    for (int i = 0; i < count; i++) a[i] = red;\n"
        "    gl_FragColor = a[0] + a[1] + a[2] + a[3];\n"
        "}\n",
        "NV_fragment_program2");
    ASSERT_TRUE(r.ok) << r.diagnostics;
    EXPECT_NE(r.arbfp.text.find("REP"), std::string::npos) << r.arbfp.text;
    EXPECT_EQ(r.arbfp.text.find("A0"), std::string::npos) << r.arbfp.text;  // no address register
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
