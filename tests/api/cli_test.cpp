// SPDX-License-Identifier: MIT
// The command line as a layer over the API: `tessera check`, `compile` and `render` on every
// language the API compiles, run as a user would, `tessera render` honouring uniform
// initializers (GLSL's and Cg's) unless --param (-u) or --local sets the uniform, Cg's
// --bind, and an explicit --lang over an ARB program's header.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "piglit_corpus.h"
#include "tessera/tessera.hpp"

namespace {

namespace fs = std::filesystem;

class Cli : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::path(::testing::TempDir()) /
               ("tessera_cli_" +
                std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    void Write(const std::string& name, const std::string& text) {
        std::ofstream(dir_ / name, std::ios::binary) << text;
    }
    std::string Read(const std::string& name) {
        std::ifstream in(dir_ / name, std::ios::binary);
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    }
    // Runs `tessera ARGS` in the test's directory; stdout in out_, stderr in err_.
    int Run(const std::string& args) {
        const std::string line = "cd '" + dir_.string() + "' && '" TESSERA_BINARY "' " + args +
                                 " >stdout.txt 2>stderr.txt";
        const int status = std::system(line.c_str());
        out_ = Read("stdout.txt");
        err_ = Read("stderr.txt");
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
    std::array<std::uint8_t, 4> CenterPixel(const std::string& png) {
        std::optional<tessera::Image> image = tessera::Image::ReadPng((dir_ / png).string());
        if (!image) return {0, 0, 0, 0};
        return image->At(image->width / 2, image->height / 2);
    }

    // `tessera render ARGS --size 8x8` to a PNG: its center pixel; 0, 0, 0, 0 (and a failed
    // expectation) when the render fails.
    std::array<std::uint8_t, 4> Rendered(const std::string& args) {
        const int status = Run("render " + args + " --size 8x8 -o rendered.png");
        EXPECT_EQ(status, 0) << "render " << args << ": " << err_;
        if (status != 0) return {0, 0, 0, 0};
        return CenterPixel("rendered.png");
    }

    fs::path dir_;
    std::string out_, err_;
};

using Pixel = std::array<std::uint8_t, 4>;

// tint = (1.0, 0.2, 0.6, 1.0) is 255, 51, 153, 255 in 8 bits (x * 255: 0.2 * 255 = 51,
// 0.6 * 255 = 153, both exact).
constexpr const char* kInitialized =
    "#version 120\nuniform vec4 tint = vec4(1.0, 0.2, 0.6, 1.0);\n"
    "void main() { gl_FragColor = tint; }\n";

TEST_F(Cli, RenderUsesGlslInitializer) {
    Write("init.frag", kInitialized);
    EXPECT_EQ(Rendered("init.frag"), (Pixel{255, 51, 153, 255}));
}

TEST_F(Cli, ParamOverridesInitializer) {
    Write("init.frag", kInitialized);
    // 0.2 * 255 = 51 again; the unnamed components keep a constant vector's w = 1.
    EXPECT_EQ(Rendered("init.frag -u tint=0,1,0.2"), (Pixel{0, 255, 51, 255}));
    EXPECT_EQ(Rendered("init.frag --param tint=0,0,1,1"), (Pixel{0, 0, 255, 255}));
    EXPECT_NE(Run("render init.frag --size 8x8 -u nothere=1 -o c.png"), 0);
    EXPECT_NE(err_.find("nothere"), std::string::npos) << err_;
}

TEST_F(Cli, LocalOverridesInitializerAtTheReflectedParameter) {
    Write("init.frag", kInitialized);
    ASSERT_EQ(Run("compile init.frag --reflect - -o init.fp"), 0) << err_;
    // A single uniform read whole is c[0], so program.local[0] (cgc's numbering).
    EXPECT_NE(out_.find("\"binding\": \"program.local[0]\""), std::string::npos) << out_;
    EXPECT_NE(out_.find("\"default_value\""), std::string::npos) << out_;
    EXPECT_EQ(Rendered("init.frag --local 0=1,1,1,1"), (Pixel{255, 255, 255, 255}));
}

TEST_F(Cli, CgUniformWithoutInitializerIsZero) {
    Write("t.cg",
          "float4 main(uniform float4 tint) : COLOR { return tint + float4(0, 0, 0, 1); }\n");
    EXPECT_EQ(Rendered("t.cg"), (Pixel{0, 0, 0, 255}));
    // 0.2 * 255 = 51, 0.6 * 255 = 153; w is 0 + 1.
    EXPECT_EQ(Rendered("t.cg -u tint=1,0.2,0.6,0"), (Pixel{255, 51, 153, 255}));
}

// tint's initializer (1, 0.2, 0.6, 1) minus k's default value (0, 0.2, 0, 0) is (1, 0, 0.6,
// 1): 255, 0, 153, 255 (0.6 * 255 = 153). With -u k=0,0,0,0 the result is tint itself,
// 255, 51, 153, 255; with --local at tint's parameter (from --reflect) 1,1,1,1 - k is
// 255, 204, 255, 255 (0.8 * 255 = 204).
constexpr const char* kCgInitialized =
    "uniform float4 tint = {1, 0.2, 0.6, 1};\n"
    "float4 main(uniform float4 k = {0, 0.2, 0, 0}) : COLOR { return tint - k; }\n";

TEST_F(Cli, RenderUsesCgInitializersUnlessSet) {
    Write("init.cg", kCgInitialized);
    EXPECT_EQ(Rendered("init.cg"), (Pixel{255, 0, 153, 255}));
    EXPECT_EQ(Rendered("init.cg -u k=0,0,0,0"), (Pixel{255, 51, 153, 255}));
    ASSERT_EQ(Run("compile init.cg --reflect - -o init.fp"), 0) << err_;
    const std::size_t tint = out_.find("\"name\": \"tint\"");
    ASSERT_NE(tint, std::string::npos) << out_;
    const std::size_t key = out_.find("\"first_parameter\": ", tint);
    ASSERT_NE(key, std::string::npos) << out_;
    const int first = std::atoi(out_.c_str() + key + std::string("\"first_parameter\": ").size());
    EXPECT_EQ(Rendered("init.cg --local " + std::to_string(first) + "=1,1,1,1"),
              (Pixel{255, 204, 255, 255}));
}

// --bind NAME=STRUCT: `sun` stands for Flat, whose one field is its color; -u sets it
// (0.2 * 255 = 51). Without the binding the compile fails naming `sun`; a spelling that is
// not NAME=STRUCT is a usage error (status 2).
TEST_F(Cli, BindInterfaceUniformToStruct) {
    Write("sun.cg", "interface Light { float3 light(); };\n"
                    "struct Flat : Light { float3 color; float3 light() { return color; } };\n"
                    "uniform Light sun;\n"
                    "float4 main() : COLOR { return float4(sun.light(), 1); }\n");
    EXPECT_EQ(Run("compile sun.cg -o sun.fp"), 1);
    EXPECT_NE(err_.find("sun"), std::string::npos) << err_;
    ASSERT_EQ(Run("compile sun.cg --bind sun=Flat -o sun.fp"), 0) << err_;
    EXPECT_EQ(Read("sun.fp").rfind("!!ARBfp1.0", 0), 0u);
    EXPECT_EQ(Rendered("sun.cg --bind sun=Flat -u sun=0.2,1,0"), (Pixel{51, 255, 0, 255}));
    EXPECT_EQ(Run("compile sun.cg --bind sun -o x.fp"), 2);
    EXPECT_NE(err_.find("NAME=STRUCT"), std::string::npos) << err_;
}

TEST_F(Cli, CompileVertexShaderAndCheckEveryLanguage) {
    Write("pass.vert", "void main() { gl_Position = gl_Vertex; }\n");
    ASSERT_EQ(Run("compile pass.vert"), 0) << err_;
    EXPECT_EQ(out_.rfind("!!ARBvp1.0", 0), 0u) << out_;
    ASSERT_EQ(Run("compile pass.vert -o pass.vp"), 0) << err_;
    EXPECT_EQ(Run("check pass.vp --stats"), 0) << err_;
    EXPECT_NE(out_.find("pass.vp: instructions "), std::string::npos) << out_;
    Write("bad.frag", "void main() {\n  gl_FragColor = nothere;\n}\n");
    EXPECT_EQ(Run("check bad.frag"), 1);
    EXPECT_NE(err_.find("bad.frag:2:"), std::string::npos) << err_;
    const std::string parasol = TESSERA_EXAMPLES "/parasol/";
    EXPECT_EQ(Run("check '" + parasol + "checker.p' '" + parasol + "common.p'"), 0) << err_;
    EXPECT_EQ(Run("check '" + parasol + "checker.p'"), 1);  // Common is not given
    EXPECT_EQ(Run("check '" TESSERA_EXAMPLES "/isl/brick.isl'"), 0) << err_;
}

TEST_F(Cli, CompileLinksSeveralGlslShadersOfAStage) {
    // GLSL 1.10 section 6.1: shade() is declared in a.frag and defined in b.frag.
    Write("a.frag", "vec4 shade();\nvoid main() { gl_FragColor = shade(); }\n");
    Write("b.frag", "vec4 shade() { return vec4(0.0, 1.0, 0.0, 1.0); }\n");
    ASSERT_EQ(Run("compile a.frag b.frag"), 0) << err_;
    EXPECT_EQ(out_.rfind("!!ARBfp1.0", 0), 0u) << out_;
    // Alone, a.frag does not link: the call is where the error is (column 30).
    EXPECT_EQ(Run("compile a.frag"), 1);
    EXPECT_NE(err_.find("a.frag:2:30: error: function 'shade' is declared but never defined"), std::string::npos)
        << err_;
    // The files of one compile are one stage's shaders.
    Write("c.vert", "void main() { gl_Position = gl_Vertex; }\n");
    EXPECT_EQ(Run("compile a.frag c.vert"), 2);
    EXPECT_NE(err_.find("'c.vert' is not a fragment shader"), std::string::npos) << err_;
    // check --link: the fragment shaders as one stage; shade() defined twice is a link error
    // (Mesa 22.3: "function `shade' is multiply defined").
    Write("d.frag", "vec4 shade() { return vec4(1.0); }\n");
    EXPECT_EQ(Run("check --link a.frag b.frag c.vert"), 0) << err_;
    EXPECT_EQ(Run("check --link a.frag b.frag d.frag"), 1);
    EXPECT_NE(
        err_.find("d.frag:1:6: error: function 'shade' is defined in two shaders of the stage"),
        std::string::npos)
        << err_;
    EXPECT_EQ(Run("check a.frag b.frag d.frag"), 0) << err_;  // each alone is valid GLSL
}

TEST_F(Cli, CompileCgToGlslAndParasolToBothShaders) {
    Write("t.cg", "float4 main(float4 c : COLOR0) : COLOR { return c * 0.5; }\n");
    ASSERT_EQ(Run("compile t.cg --target glsl110 -o t.glsl"), 0) << err_;
    EXPECT_NE(Read("t.glsl").find("gl_FragColor"), std::string::npos);
    const std::string parasol = TESSERA_EXAMPLES "/parasol/";
    ASSERT_EQ(Run("compile '" + parasol + "checker.p' '" + parasol +
                  "common.p' --program com.tessera.examples.Checker.p --target glsl120 -o out"),
              0)
        << err_;
    EXPECT_NE(Read("out.vert").find("gl_Position"), std::string::npos);
    EXPECT_NE(Read("out.frag").find("void main"), std::string::npos);
    // Without --program: the units are checked (status 1 for an error in them), then 2.
    EXPECT_EQ(Run("compile '" + parasol + "checker.p' '" + parasol + "common.p'"), 2);
    EXPECT_NE(err_.find("--program"), std::string::npos) << err_;
    EXPECT_EQ(Run("compile '" + parasol + "checker.p'"), 1);
}

// Without --lang an ARB program is read as its header says; without one, as the extension
// says, and the message names the header that program must begin with (not a fragment
// program's for a .vp file).
TEST_F(Cli, CheckChoosesTheStageByHeaderThenExtension) {
    Write("x.vp", "MOV result.position, vertex.position;\nEND\n");
    EXPECT_EQ(Run("check x.vp"), 1);
    EXPECT_NE(err_.find("x.vp:1:1: error: a vertex program must begin with '!!ARBvp1.0'"),
              std::string::npos)
        << err_;
    EXPECT_EQ(err_.find("fragment"), std::string::npos) << err_;
    Write("x.txt", "MOV result.position, vertex.position;\nEND\n");
    EXPECT_EQ(Run("check --lang arbvp x.txt"), 1);
    EXPECT_NE(err_.find("'!!ARBvp1.0'"), std::string::npos) << err_;
    Write("v.fp", "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n");
    EXPECT_EQ(Run("check v.fp"), 0) << err_;  // the header wins over the extension
}

// An explicit --lang names the program's target, as ProgramStringARB's target argument does:
// a text whose header is the other target's is an error (ARB_vertex_program 2.14.1 and
// ARB_fragment_program 3.11.1: the program string must begin with the target's header),
// at 1:1. Piglit's ARBvp1.0/arbfp.txt, `!!ARBfp1.0` loaded as a vertex program, expects
// that failure.
TEST_F(Cli, CheckHonoursAnExplicitLang) {
    Write("f.txt", "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n");
    Write("v.txt", "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n");
    EXPECT_EQ(Run("check --lang arbvp f.txt"), 1);
    EXPECT_NE(err_.find("f.txt:1:1: error: a vertex program must begin with '!!ARBvp1.0'"),
              std::string::npos)
        << err_;
    EXPECT_EQ(Run("check --lang arbfp v.txt"), 1);
    EXPECT_NE(err_.find("v.txt:1:1: error: a fragment program must begin with '!!ARBfp1.0'"),
              std::string::npos)
        << err_;
    EXPECT_EQ(Run("check --lang arbfp f.txt"), 0) << err_;
    EXPECT_EQ(Run("check --lang arbvp v.txt"), 0) << err_;
    // The extension does not count as an explicit language: the header still chooses.
    Write("f.vp", "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n");
    EXPECT_EQ(Run("check f.vp"), 0) << err_;
    EXPECT_EQ(Run("check --lang arbvp f.vp"), 1);
    // A misspelt --lang is an error, not ignored.
    EXPECT_EQ(Run("check --lang arbvp1 f.txt"), 2);
    EXPECT_NE(err_.find("unknown language 'arbvp1'"), std::string::npos) << err_;
    const std::optional<fs::path> piglit = tessera::testing::FindPiglitRoot();
    if (!piglit)
        TESSERA_SKIP_OR_FAIL_IN_CI("piglit not found: " +
                                   tessera::testing::PiglitSearchDescription());
    const fs::path arbfp = *piglit / "tests/asmparsertest/shaders/ARBvp1.0/arbfp.txt";
    ASSERT_TRUE(fs::exists(arbfp)) << arbfp;
    EXPECT_EQ(Run("check --lang arbvp '" + arbfp.string() + "'"), 1);
    EXPECT_NE(err_.find("must begin with '!!ARBvp1.0'"), std::string::npos) << err_;
}

// `render` and `compile` read --lang the same way: an ARB program named a vertex program
// is not rendered (only fragment programs are), one named a fragment program is read as one
// whatever its header says, and a misspelt --lang is an error for every subcommand.
TEST_F(Cli, RenderAndCompileHonourAnExplicitLang) {
    Write("f.txt", "!!ARBfp1.0\nMOV result.color, {0, 1, 0, 1};\nEND\n");
    Write("v.txt", "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n");
    EXPECT_EQ(Rendered("--lang arbfp f.txt"), (Pixel{0, 255, 0, 255}));
    EXPECT_EQ(Run("render --lang arbvp f.txt -o x.png"), 1);
    EXPECT_NE(err_.find("f.txt: error: only fragment programs are rendered"), std::string::npos)
        << err_;
    EXPECT_EQ(Run("render --lang arbfp v.txt -o x.png"), 1);
    EXPECT_NE(err_.find("v.txt:1:1: error: a fragment program must begin with '!!ARBfp1.0'"),
              std::string::npos)
        << err_;
    EXPECT_EQ(Run("render v.txt -o x.png"), 1);  // the header says vertex program
    EXPECT_NE(err_.find("only fragment programs are rendered"), std::string::npos) << err_;
    for (const char* command : {"render", "compile"}) {
        EXPECT_EQ(Run(std::string(command) + " --lang fp f.txt"), 2) << command;
        EXPECT_NE(err_.find("unknown language 'fp' for --lang"), std::string::npos)
            << command << ": " << err_;
    }
    EXPECT_EQ(Run("compile --lang arbvp v.txt"), 2);
    EXPECT_NE(err_.find("ARB assembly is checked: tessera check"), std::string::npos) << err_;
}

// ISL through the API (RenderScene). The spec's example shader (SGI's ISL spec, section XI)
// on the plane, whose normal faces the viewer, under one distant light of 0.8 along it:
// diffuse() = (0.8, 0.8, 0.8, 1), times c * f = (0.25, 0, 0, 0.25) is (0.2, 0, 0, 0.25),
// i.e. 255 * 0.2 = 51 and 255 * 0.25 = 63.75 -> 64; with -u f=0.5, (0.4, 0, 0, 0.5): 102
// and 127.5 (127 or 128).
TEST_F(Cli, RenderIslThroughTheApi) {
    Write("spec.isl",
          "surface shadertest(uniform color c = color(1,0,0,1); uniform float f = .25)\n"
          "{ FB = diffuse(); FB *= c*f; return FB; }\n");
    const std::string scene = "spec.isl --scene plane --light distant:0.8,0.8,0.8:0,0,1";
    Pixel p = Rendered(scene);
    EXPECT_EQ(p, (Pixel{51, 0, 0, 64}));
    p = Rendered(scene + " --plan fused -u f=0.5");
    EXPECT_EQ(p[0], 102);
    EXPECT_NEAR(p[3], 128, 1);
    EXPECT_EQ(Run("render spec.isl --scene teapot -o t.png"), 2);
    EXPECT_NE(err_.find("--scene"), std::string::npos) << err_;
    EXPECT_EQ(Run("render spec.isl --light sideways -o t.png"), 2);
    Write("p.isl", "surface p(parameter color c = color(0.25,0.5,0.75,1)) { FB = c; }\n");
    EXPECT_EQ(Run("render p.isl -u c=1,2 -o t.png"), 1);
    EXPECT_NE(err_.find("formal 'c' takes 4 values, got 2"), std::string::npos) << err_;
    ASSERT_EQ(Run("compile spec.isl --plan fused"), 0) << err_;
    EXPECT_EQ(out_.rfind("plan fused for 'shadertest'", 0), 0u) << out_;
}

// `tessera shader-test` through the API (RunShaderTest): a program writing green passes a
// green probe and fails a red one; the exit status is 1 when any test failed.
TEST_F(Cli, ShaderTestThroughTheApi) {
    const std::string program =
        "[require]\nGL >= 1.3\nGL_ARB_fragment_program\n\n[fragment program]\n!!ARBfp1.0\n"
        "MOV result.color, {0, 1, 0, 1};\nEND\n\n[test]\ndraw rect -1 -1 2 2\n";
    Write("green.shader_test", program + "probe all rgba 0 1 0 1\n");
    Write("red.shader_test", program + "probe all rgba 1 0 0 1\n");
    ASSERT_EQ(Run("shader-test green.shader_test"), 0) << out_ << err_;
    EXPECT_NE(out_.find("PASS green.shader_test\n1 passed, 0 failed, 0 skipped\n"),
              std::string::npos)
        << out_;
    EXPECT_EQ(Run("shader-test green.shader_test red.shader_test"), 1);
    EXPECT_NE(out_.find("FAIL red.shader_test"), std::string::npos) << out_;
    EXPECT_NE(out_.find("1 passed, 1 failed, 0 skipped"), std::string::npos) << out_;
}

}  // namespace
