// SPDX-License-Identifier: MIT
// cgc's options as its clients use them (cgc(1) of Cg Toolkit 3.1; libretro's cg2glsl.py
// calls `cgc -E -I DIR FILE`, pipes the result into `cgc -profile glesv -entry main_vertex
// -quiet` and checks its conversion with `cgc -noentry -ogles` on standard input): -E, a
// source on standard input, -noentry with Cg and GLSL sources, -quiet, -l, and the exit
// statuses (0, or 1 with `file(line) : error Cnnnn: message`).
#include <gtest/gtest.h>

#include <regex>

#include "cgc_fixture.h"

namespace {

using namespace tessera::cgc_test;

using CgcOptions = CgcFixture;

constexpr const char* kShader =
    "#pragma parameter GAIN \"Gain\" 2.0 0.0 4.0 0.1\n"
    "#include \"scale.h\"\n"
    "#ifdef BRIGHT\n"
    "#define GAIN 3.0\n"
    "#else\n"
    "#define GAIN 2.0\n"
    "#endif\n"
    "float4 main_fragment(float2 uv : TEXCOORD0, uniform sampler2D s : TEXUNIT0) : COLOR {\n"
    "    return tex2D(s, uv) * GAIN * SCALE;\n"
    "}\n";

// -E prints the preprocessed source: macros expanded (with -D and -I applied), includes
// inlined, and the #pragma kept on its line, so that the text compiles again by itself.
TEST_F(CgcOptions, PreprocessOnly) {
    WriteFile("pp.cg", kShader);
    const Output r = Shell("./cgc -E -DBRIGHT -Iinclude pp.cg");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("#pragma parameter GAIN \"Gain\" 2.0 0.0 4.0 0.1"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("3.0"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("GAIN *"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("#include"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("#define"), std::string::npos) << r.out;
    // What cg2glsl.py does next: the preprocessed text on standard input, no -I needed.
    WriteFile("pre.cg", r.out);
    const Output piped = Shell("./cgc -profile glesf -entry main_fragment -quiet < pre.cg");
    ASSERT_EQ(piped.status, 0) << piped.err;
    const Output direct =
        Shell("./cgc -profile glesf -entry main_fragment -quiet -DBRIGHT -Iinclude pp.cg");
    ASSERT_EQ(direct.status, 0) << direct.err;
    // The same shader either way (the header's command line and file lines aside).
    EXPECT_EQ(piped.out.substr(piped.out.find("//program")),
              direct.out.substr(direct.out.find("//program")));
    const Output missing = Shell("./cgc -E pp.cg");  // scale.h is not found without -I
    EXPECT_EQ(missing.status, 1);
    EXPECT_TRUE(std::regex_search(missing.err, std::regex(R"(pp\.cg\(2\) : error C\d{4}: )")))
        << missing.err;
}

// Without a file, cgc reads its source from standard input; messages name it <stdin>.
TEST_F(CgcOptions, SourceOnStandardInput) {
    WriteFile("in.cg", "float4 main(float4 c : COLOR0) : COLOR { return c.bgra; }\n");
    const Output r = Shell("./cgc -profile arbfp1 -q < in.cg");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.lines.at(0), "!!ARBfp1.0");
    EXPECT_NE(r.out.find("#var float4 c : $vin.COLOR0 : COL0 : 0 : 1"), std::string::npos) << r.out;
    WriteFile("bad.cg", "float4 main() : COLOR {\n  return nothere;\n}\n");
    const Output bad = Shell("./cgc -profile glslf < bad.cg");
    EXPECT_EQ(bad.status, 1);
    EXPECT_TRUE(std::regex_search(bad.err, std::regex(R"(<stdin>\(2\) : error C\d{4}: )")))
        << bad.err;
}

// -noentry: "check only mode, where no shader is compiled, but all the code in the input file
// is checked". A Cg source: every function. A GLSL (-oglsl) or GLSL ES (-ogles) source: the
// shader of the stage it reads as (gl_Position or an attribute: a vertex shader), which is
// how cg2glsl.py checks its conversions.
TEST_F(CgcOptions, NoEntryChecksWithoutCompiling) {
    WriteFile("two.cg",
              "float4 good(float4 c : COLOR0) : COLOR { return c; }\n"
              "float4 broken() : COLOR { return float3(1, 2); }\n");
    const Output cg = Shell("./cgc -noentry two.cg");
    EXPECT_EQ(cg.status, 1);
    EXPECT_EQ(cg.out, "");
    EXPECT_TRUE(std::regex_search(cg.err, std::regex(R"(two\.cg\(2\) : error C\d{4}: )")))
        << cg.err;
    WriteFile("vertex.glsl",
              "attribute vec4 VertexCoord;\nattribute vec4 TexCoord;\nvarying vec4 TEX0;\n"
              "uniform mat4 MVPMatrix;\n"
              "void main()\n{\n    gl_Position = MVPMatrix * VertexCoord;\n    TEX0.xy = "
              "TexCoord.xy;\n}\n");
    WriteFile("fragment.glsl",
              "#ifdef GL_ES\nprecision mediump float;\n#endif\n"
              "varying vec4 TEX0;\nuniform sampler2D Texture;\n"
              "void main()\n{\n    gl_FragColor = texture2D(Texture, TEX0.xy);\n}\n");
    for (const char* file : {"vertex.glsl", "fragment.glsl"}) {
        const Output ok = Shell(std::string("./cgc -noentry -ogles < ") + file);
        EXPECT_EQ(ok.status, 0) << file << ": " << ok.err;
        EXPECT_EQ(ok.out, "");
    }
    WriteFile("broken.glsl",
              "varying vec4 TEX0;\nvoid main()\n{\n    gl_FragColor = TEX0 * undeclared;\n}\n");
    const Output broken = Shell("./cgc -noentry -ogles < broken.glsl");
    EXPECT_EQ(broken.status, 1);
    EXPECT_TRUE(std::regex_search(broken.err, std::regex(R"(<stdin>\(4\) : error C\d{4}: )")))
        << broken.err;
    const Output oglsl = Shell("./cgc -noentry -oglsl vertex.glsl");
    EXPECT_EQ(oglsl.status, 0) << oglsl.err;
}

// -quiet (-q) leaves out what is not an error: here the note that a profile option of the
// ARB profiles is ignored. -l FILE sends the messages to FILE instead of standard error.
TEST_F(CgcOptions, QuietAndListingFile) {
    WriteFile("in.cg", "float4 main(float4 c : COLOR0) : COLOR { return c; }\n");
    // The GLSL profiles act on version=N; naming another option is noise -quiet drops. (An
    // ARB profile's options go to the compiler, whose warning is a warning like any other.)
    const Output noisy = Shell("./cgc -profile glslf -po ATI_draw_buffers in.cg");
    ASSERT_EQ(noisy.status, 0);
    EXPECT_NE(noisy.err.find("ATI_draw_buffers"), std::string::npos) << noisy.err;
    const Output quiet = Shell("./cgc -profile glslf -po ATI_draw_buffers -quiet in.cg");
    ASSERT_EQ(quiet.status, 0);
    EXPECT_EQ(quiet.err, "");
    WriteFile("bad.cg", "float4 main() : COLOR {\n  return nothere;\n}\n");
    const Output listed = Shell("./cgc -l errors.txt -profile arbfp1 bad.cg");
    EXPECT_EQ(listed.status, 1);
    EXPECT_EQ(listed.err, "");
    EXPECT_TRUE(std::regex_search(ReadAll(dir_ / "errors.txt"),
                                  std::regex(R"(bad\.cg\(2\) : error C\d{4}: )")));
}

// The profile options that set a limit (Cg 3.1's arbfp1 and arbvp1 pages; what the Cg
// runtime's cgGLSetOptimalOptions passed from the GL's own limits) are applied. `x` is read
// twice after it is computed, so it needs a TEMP: one is enough, none is too few.
TEST_F(CgcOptions, ProfileOptionsSetTheLimits) {
    WriteFile("in.cg",
              "float4 main(float4 a : TEXCOORD0, float4 b : TEXCOORD1) : COLOR {\n"
              "    float4 x = a * b;\n"
              "    return x * x;\n"
              "}\n");
    EXPECT_EQ(Shell("./cgc -profile arbfp1 -po NumTemps=1 in.cg").status, 0);
    ExpectRefused("./cgc -profile arbfp1 -po NumTemps=0 in.cg", "the limit is 0");
    ExpectRefused("./cgc -profile arbfp1 -profileopts numtemps=0 in.cg", "the limit is 0");  // any case
    const Output ignored = Shell("./cgc -profile arbfp1 -quiet -po NumTemps=1,ATI_draw_buffers in.cg");
    EXPECT_EQ(ignored.status, 0);
    EXPECT_NE(ignored.err.find("warning C9999: profile option 'ATI_draw_buffers' is ignored"), std::string::npos)
        << ignored.err;
    ExpectRefused("./cgc -profile arbfp1 -po NumTemps=some in.cg", "'NumTemps=some': the value is not a whole number");
    // arbvp1's: a transform by a uniform matrix is four DP4s, over a limit of three.
    WriteFile("vp.cg",
              "float4 main(float4 p : POSITION, uniform float4x4 m) : POSITION {\n"
              "    return mul(m, p);\n"
              "}\n");
    EXPECT_EQ(Shell("./cgc -profile arbvp1 -po MaxInstructions=4 vp.cg").status, 0);
    ExpectRefused("./cgc -profile arbvp1 -po MaxInstructions=3 vp.cg", "the limit is 3");
}

// Tessera's MaxTexCoords=N (neither cgc's nor ARB's; docs/cgc.md, "The harness"): a varying
// struct with nine members besides the position, the last without a semantic (as libretro's
// bicubic-fast), needs a ninth texture coordinate set. arbvp1 and arbfp1 have eight (Cg 3.1's
// profile pages, GL's MAX_TEXTURE_COORDS), so without the option the ninth is refused; with
// it, the ninth member is bound to the first free set, 8, in both stages.
TEST_F(CgcOptions, MaxTexCoordsExtension) {
    std::string members, reads = "float4(i.t8, 0, 0)";
    for (int n = 0; n < 8; ++n) {
        members += "    float4 t" + std::to_string(n) + " : TEXCOORD" + std::to_string(n) + ";\n";
        reads += " + i.t" + std::to_string(n);
    }
    WriteFile("nine.cg", "struct v2f {\n    float4 pos : POSITION;\n" + members + "    float2 t8;\n};\n"
                         "v2f main_vertex(float4 p : POSITION, float4 uv : TEXCOORD0) {\n"
                         "    v2f o;\n    o.pos = p;\n    o.t0 = o.t1 = o.t2 = o.t3 = o.t4 = o.t5 = o.t6 = o.t7 = uv;\n"
                         "    o.t8 = uv.yx;\n    return o;\n}\n"
                         "float4 main_fragment(in v2f i) : COLOR {\n    return " + reads + ";\n}\n");
    ExpectRefused("./cgc -profile arbvp1 -entry main_vertex nine.cg", "no TEXCOORDn is left");
    ExpectRefused("./cgc -profile arbfp1 -entry main_fragment nine.cg", "no TEXCOORDn is left");
    const Output vertex = Shell("./cgc -profile arbvp1 -entry main_vertex -po MaxTexCoords=16 nine.cg");
    ASSERT_EQ(vertex.status, 0) << vertex.err;
    EXPECT_NE(vertex.out.find("result.texcoord[8]"), std::string::npos)
        << vertex.out;
    const Output fragment = Shell("./cgc -profile arbfp1 -entry main_fragment -po MaxTexCoords=9 nine.cg");
    ASSERT_EQ(fragment.status, 0) << fragment.err;
    EXPECT_NE(fragment.out.find("fragment.texcoord[8]"), std::string::npos) << fragment.out;
    ExpectRefused("./cgc -profile arbfp1 -entry main_fragment -po MaxTexCoords=17 nine.cg",
                  "'MaxTexCoords=17': the value is not a whole number in its range");
    // A semantic that names the ninth set: refused by arbfp1, accepted with the option.
    WriteFile("t8.cg", "float4 main(float4 a : TEXCOORD8) : COLOR { return a; }\n");
    ExpectRefused("./cgc -profile arbfp1 t8.cg", "semantic 'TEXCOORD8'");
    EXPECT_EQ(Shell("./cgc -profile arbfp1 -po MaxTexCoords=16 t8.cg").status, 0);
    // Both commands' help name the option and say whose it is.
    for (const char* command : {" cgc --help", " compile --help"}) {
        const Output help = Shell(std::string(TESSERA_BINARY) + command);
        EXPECT_NE((help.out + help.err).find("MaxTexCoords=N, Tessera's extension"), std::string::npos)
            << command << ": " << help.out;
    }
}

// The other options cgc documented are accepted (Tessera's Cg is always cgc's -strict, its
// optimiser always runs); what cannot be done says why, with status 1.
TEST_F(CgcOptions, AcceptedAndRefusedOptions) {
    WriteFile("in.cg", "float4 main(float4 c : COLOR0) : COLOR { return c; }\n");
    for (const char* options :
         {"-strict", "-nostrict", "-O3", "-fastmath", "-nofastmath", "-nostdlib", "-nofx",
          "-glslWerror", "-nowarn", "-nowarn=7506", "-bestprecision"}) {
        const Output r = Shell(std::string("./cgc -profile glslf ") + options + " in.cg");
        EXPECT_EQ(r.status, 0) << options << ": " << r.err;
    }
    const Output glsl_to_glsl = Shell("./cgc -oglsl -profile glslf in.cg");
    EXPECT_EQ(glsl_to_glsl.status, 1);
    const Output unknown = Shell("./cgc -profile gp5fp in.cg");
    EXPECT_EQ(unknown.status, 1);
    EXPECT_NE(unknown.err.find("glesf"), std::string::npos) << unknown.err;  // the list of profiles
    const Output no_value = Shell("./cgc in.cg -entry");
    EXPECT_EQ(no_value.status, 1);
    EXPECT_NE(no_value.err.find("-entry"), std::string::npos) << no_value.err;
    const Output two_files = Shell("./cgc in.cg in.cg");
    EXPECT_EQ(two_files.status, 1);
}

}  // namespace
