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

}  // namespace
}  // namespace tessera::lang::glsl
