// The command line as a layer over the API: `tessera check`, `compile` and `render` on every
// language the API compiles, run as a user would, `tessera render` honouring uniform
// initializers (GLSL's and Cg's) unless --param (-u) or --local sets the uniform, and Cg's
// --bind.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

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
    ASSERT_EQ(Run("render init.frag --size 8x8 -o init.png"), 0) << err_;
    EXPECT_EQ(CenterPixel("init.png"), (Pixel{255, 51, 153, 255}));
}

TEST_F(Cli, ParamOverridesInitializer) {
    Write("init.frag", kInitialized);
    // 0.2 * 255 = 51 again; the unnamed components keep a constant vector's w = 1.
    ASSERT_EQ(Run("render init.frag --size 8x8 -u tint=0,1,0.2 -o a.png"), 0) << err_;
    EXPECT_EQ(CenterPixel("a.png"), (Pixel{0, 255, 51, 255}));
    ASSERT_EQ(Run("render init.frag --size 8x8 --param tint=0,0,1,1 -o b.png"), 0) << err_;
    EXPECT_EQ(CenterPixel("b.png"), (Pixel{0, 0, 255, 255}));
    EXPECT_NE(Run("render init.frag --size 8x8 -u nothere=1 -o c.png"), 0);
    EXPECT_NE(err_.find("nothere"), std::string::npos) << err_;
}

TEST_F(Cli, LocalOverridesInitializerAtTheReflectedParameter) {
    Write("init.frag", kInitialized);
    ASSERT_EQ(Run("compile init.frag --reflect - -o init.fp"), 0) << err_;
    // A single uniform read whole is c[0], so program.local[0] (cgc's numbering).
    EXPECT_NE(out_.find("\"binding\": \"program.local[0]\""), std::string::npos) << out_;
    EXPECT_NE(out_.find("\"default_value\""), std::string::npos) << out_;
    ASSERT_EQ(Run("render init.frag --size 8x8 --local 0=1,1,1,1 -o l.png"), 0) << err_;
    EXPECT_EQ(CenterPixel("l.png"), (Pixel{255, 255, 255, 255}));
}

TEST_F(Cli, CgUniformWithoutInitializerIsZero) {
    Write("t.cg", "float4 main(uniform float4 tint) : COLOR { return tint + float4(0, 0, 0, 1); }\n");
    ASSERT_EQ(Run("render t.cg --size 8x8 -o z.png"), 0) << err_;
    EXPECT_EQ(CenterPixel("z.png"), (Pixel{0, 0, 0, 255}));
    // 0.2 * 255 = 51, 0.6 * 255 = 153; w is 0 + 1.
    ASSERT_EQ(Run("render t.cg --size 8x8 -u tint=1,0.2,0.6,0 -o t.png"), 0) << err_;
    EXPECT_EQ(CenterPixel("t.png"), (Pixel{255, 51, 153, 255}));
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
    ASSERT_EQ(Run("render init.cg --size 8x8 -o d.png"), 0) << err_;
    EXPECT_EQ(CenterPixel("d.png"), (Pixel{255, 0, 153, 255}));
    ASSERT_EQ(Run("render init.cg --size 8x8 -u k=0,0,0,0 -o u.png"), 0) << err_;
    EXPECT_EQ(CenterPixel("u.png"), (Pixel{255, 51, 153, 255}));
    ASSERT_EQ(Run("compile init.cg --reflect - -o init.fp"), 0) << err_;
    const std::size_t tint = out_.find("\"name\": \"tint\"");
    ASSERT_NE(tint, std::string::npos) << out_;
    const std::size_t key = out_.find("\"first_parameter\": ", tint);
    ASSERT_NE(key, std::string::npos) << out_;
    const int first = std::atoi(out_.c_str() + key + std::string("\"first_parameter\": ").size());
    ASSERT_EQ(Run("render init.cg --size 8x8 --local " + std::to_string(first) +
                  "=1,1,1,1 -o l.png"),
              0)
        << err_;
    EXPECT_EQ(CenterPixel("l.png"), (Pixel{255, 204, 255, 255}));
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
    ASSERT_EQ(Run("render sun.cg --bind sun=Flat -u sun=0.2,1,0 --size 8x8 -o s.png"), 0)
        << err_;
    EXPECT_EQ(CenterPixel("s.png"), (Pixel{51, 255, 0, 255}));
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

}  // namespace
