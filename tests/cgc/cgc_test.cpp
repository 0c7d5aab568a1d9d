// `cgc ...` as build scripts call it: through a link named cgc (and as `tessera cgc`), with
// -profile, -entry, -o, -D, -I, -q, -fastprecision. The output is checked line by line
// against cgc's layout as REFERENCE_FACTS records it from Cg Toolkit 3.1's own output:
//
//   !!ARBfp1.0
//   [OPTION ARB_precision_hint_fastest;]            -fastprecision
//   # cgc version V, build date D                   (Tessera: "# cgc version 3.1.0013 (...)")
//   # command line args: ARGS                       the arguments without the file and -o FILE
//   # source file: F                                one per file
//   #vendor ...  #version 3.1.0.13  #profile arbfp1  #program ENTRY
//   #semantic ENTRY.param [: SEM]                   uniforms and samplers; globals unqualified
//   #var TYPE NAME : SEMANTIC : RESOURCE : ORDINAL : REFERENCED
//   #const c[N] = x y z w
//   PARAM c[N] = { ..., \n\t\t... };
//   TEMP R0; ...
//   instructions
//   END
//   # N instructions, M R-regs
//
// and the #var lines for data/shader.cg follow from its declarations by cgc's rules:
// varyings are `$vin.SEMANTIC : COL0/TEXn`, the return value `$vout.COLOR : COL : -1`, entry
// parameters are numbered by position, globals -1, samplers `SEM : texunit N`.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace {

namespace fs = std::filesystem;

struct Output {
    int status = -1;
    std::string out;
    std::string err;
    std::vector<std::string> lines;  ///< of `out`
};

std::string ReadAll(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::vector<std::string> Lines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

class Cgc : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::path(::testing::TempDir()) /
               ("cgc_test_" +
                std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        fs::create_symlink(TESSERA_BINARY, dir_ / "cgc");
        fs::copy(TESSERA_CGC_DATA, dir_, fs::copy_options::recursive);
    }
    void TearDown() override { fs::remove_all(dir_); }

    // Runs `command` in the test's directory, as a build script's shell would.
    Output Shell(const std::string& command) {
        const std::string line =
            "cd '" + dir_.string() + "' && " + command + " >stdout.txt 2>stderr.txt";
        Output r;
        const int status = std::system(line.c_str());
        r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        r.out = ReadAll(dir_ / "stdout.txt");
        r.err = ReadAll(dir_ / "stderr.txt");
        r.lines = Lines(r.out);
        return r;
    }
    std::vector<std::string> FileLines(const std::string& name) {
        return Lines(ReadAll(dir_ / name));
    }

    fs::path dir_;
};

// Checks the whole layout; returns the #var lines.
std::vector<std::string> CheckLayout(const std::vector<std::string>& lines, const std::string& args,
                                     const std::string& entry, bool fastest = false) {
    std::size_t i = 0;
    auto next = [&]() -> const std::string& {
        static const std::string end = "<end of output>";
        return i < lines.size() ? lines[i++] : end;
    };
    EXPECT_EQ(next(), "!!ARBfp1.0");
    if (fastest) {
        EXPECT_EQ(next(), "OPTION ARB_precision_hint_fastest;");
    }
    EXPECT_EQ(next().rfind("# cgc version ", 0), 0u);
    EXPECT_EQ(next(), "# command line args: " + args);
    EXPECT_EQ(next(), "# source file: shader.cg");
    while (i < lines.size() && lines[i].rfind("# source file: ", 0) == 0) ++i;  // included files
    EXPECT_EQ(next().rfind("#vendor ", 0), 0u);
    EXPECT_EQ(next(), "#version 3.1.0.13");
    EXPECT_EQ(next(), "#profile arbfp1");
    EXPECT_EQ(next(), "#program " + entry);
    const std::regex semantic(R"(#semantic [A-Za-z_][\w.]*( : \S+)?)");
    while (i < lines.size() && lines[i].rfind("#semantic", 0) == 0)
        EXPECT_TRUE(std::regex_match(next(), semantic)) << lines[i - 1];
    std::vector<std::string> vars;
    const std::regex var(R"(#var \S+ \S+ : \S* : [^:]* : -?\d+ : [01])");
    while (i < lines.size() && lines[i].rfind("#var", 0) == 0) {
        EXPECT_TRUE(std::regex_match(lines[i], var)) << lines[i];
        vars.push_back(next());
    }
    const std::regex constant(R"(#const c\[\d+\] =( \S+){1,4})");
    while (i < lines.size() && lines[i].rfind("#const", 0) == 0)
        EXPECT_TRUE(std::regex_match(next(), constant)) << lines[i - 1];
    // PARAM c[N] = { a,\n\t\tb,\n\t\tc }; with N entries.
    std::smatch m;
    const std::string param_start = next();
    EXPECT_TRUE(std::regex_match(param_start, m, std::regex(R"(PARAM c\[(\d+)\] = \{ .*)")))
        << param_start;
    std::size_t items = 1 + std::count(param_start.begin(), param_start.end(), '{') - 1;
    std::string last = param_start;
    while (last.find("};") == std::string::npos && i < lines.size()) {
        last = next();
        EXPECT_EQ(last.rfind("\t\t", 0), 0u) << last;
        ++items;
    }
    EXPECT_EQ(last.substr(last.size() - 3), " };");
    if (!m.empty()) {
        EXPECT_GE(std::stoul(m[1]), items);  // a range item stands for several
    }
    std::size_t temps = 0;
    while (i < lines.size() && lines[i] == "TEMP R" + std::to_string(temps) + ";") ++temps, ++i;
    std::size_t instructions = 0;
    const std::regex instruction(R"([A-Z]{3}(_SAT)? [^;]*;)");
    while (i < lines.size() && lines[i] != "END") {
        EXPECT_TRUE(std::regex_match(lines[i], instruction)) << lines[i];
        ++instructions, ++i;
    }
    EXPECT_EQ(next(), "END");
    EXPECT_EQ(next(), "# " + std::to_string(instructions) + " instructions, " +
                          std::to_string(temps) + " R-regs");
    EXPECT_EQ(i, lines.size()) << "lines after the count";
    return vars;
}

TEST_F(Cgc, BuildScriptCommandLineWritesCgcLayout) {
    Output r = Shell("./cgc -profile arbfp1 -entry main_fp -Iinclude -o out.fp shader.cg");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out, "");
    std::vector<std::string> vars =
        CheckLayout(FileLines("out.fp"), "-profile arbfp1 -entry main_fp -Iinclude", "main_fp");
    const std::vector<std::string> expected = {
        "#var float4 color : $vin.COLOR0 : COL0 : 0 : 1",
        "#var float2 uv : $vin.TEXCOORD0 : TEX0 : 1 : 1",
        "#var sampler2D image : TEXUNIT1 : texunit 1 : 3 : 1",
        "#var float4 main_fp : $vout.COLOR : COL : -1 : 1",
        "#var float4 unused :  :  : -1 : 0",
    };
    for (const std::string& line : expected)
        EXPECT_NE(std::find(vars.begin(), vars.end(), line), vars.end()) << line;
    // tint: no semantic, some c[N], ordinal 2 (its position among main_fp's parameters).
    EXPECT_EQ(std::count_if(vars.begin(), vars.end(),
                            [](const std::string& v) {
                                return std::regex_match(
                                    v, std::regex(R"(#var float4 tint :  : c\[\d+\] : 2 : 1)"));
                            }),
              1);
    EXPECT_EQ(vars.size(), 6u);
    const std::vector<std::string> lines = FileLines("out.fp");
    for (const char* s :
         {"#semantic unused", "#semantic main_fp.tint", "#semantic main_fp.image : TEXUNIT1"})
        EXPECT_NE(std::find(lines.begin(), lines.end(), s), lines.end()) << s;
    // The program samples unit 1 as the #var line says.
    EXPECT_NE(ReadAll(dir_ / "out.fp").find("texture[1], 2D;"), std::string::npos);
}

TEST_F(Cgc, StandardOutputQuietDefinesAndPrecision) {
    Output plain = Shell("./cgc -q -profile arbfp1 -entry main_fp -I include shader.cg");
    ASSERT_EQ(plain.status, 0) << plain.err;
    CheckLayout(plain.lines, "-q -profile arbfp1 -entry main_fp -I include", "main_fp");
    EXPECT_EQ(plain.err, "");
    Output bright =
        Shell("./cgc -profile arbfp1 -entry main_fp -DBRIGHT -fastprecision -Iinclude shader.cg");
    ASSERT_EQ(bright.status, 0) << bright.err;
    CheckLayout(bright.lines, "-profile arbfp1 -entry main_fp -DBRIGHT -fastprecision -Iinclude",
                "main_fp", true);
    // SCALE * 3 = 2.25 is a literal only with BRIGHT defined, 0.75 only without.
    EXPECT_NE(bright.out.find("2.25"), std::string::npos);
    EXPECT_EQ(plain.out.find("2.25"), std::string::npos);
    EXPECT_NE(plain.out.find("0.75"), std::string::npos);
}

TEST_F(Cgc, TesseraCgcIsTheSameProgram) {
    Output link = Shell("./cgc -profile arbfp1 -entry main_fp -Iinclude shader.cg");
    Output sub = Shell("'" + std::string(TESSERA_BINARY) +
                       "' cgc -profile arbfp1 -entry main_fp -Iinclude shader.cg");
    ASSERT_EQ(link.status, 0) << link.err;
    EXPECT_EQ(sub.status, 0);
    EXPECT_EQ(link.out, sub.out);
}

TEST_F(Cgc, ErrorsAreCgcStyleOnStderrWithStatusOne) {
    Output r = Shell("./cgc -profile arbfp1 -o bad.fp bad.cg");
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.out, "");
    EXPECT_FALSE(fs::exists(dir_ / "bad.fp"));
    // file(line) : error Cnnnn: message, at the stray '*' on line 3.
    EXPECT_TRUE(
        std::regex_search(r.err, std::regex(R"((^|\n)bad\.cg\(3\) : error C\d{4}: \S[^\n]*\n)")))
        << r.err;
    Output missing = Shell("./cgc -profile arbfp1 -entry main_fp shader.cg");  // scale.h needs -I
    EXPECT_EQ(missing.status, 1);
    EXPECT_TRUE(std::regex_search(missing.err, std::regex(R"(shader\.cg\(3\) : error C\d{4}: )")))
        << missing.err;
    Output unreadable = Shell("./cgc -profile arbfp1 nothere.cg");
    EXPECT_EQ(unreadable.status, 1);
    EXPECT_TRUE(std::regex_search(unreadable.err, std::regex(R"(nothere\.cg\(0\) : error C\d{4}: )")))
        << unreadable.err;
    Output entry = Shell("./cgc -profile arbfp1 -entry nothere -Iinclude shader.cg");
    EXPECT_EQ(entry.status, 1);
    EXPECT_NE(entry.err.find("nothere"), std::string::npos);
}

TEST_F(Cgc, ProfilesNotYetAvailableAndBadOptionsSayWhy) {
    for (const char* profile : {"arbvp1", "glslf", "glslv"}) {
        Output r =
            Shell(std::string("./cgc -profile ") + profile + " -Iinclude -entry main_fp shader.cg");
        EXPECT_EQ(r.status, 1) << profile;
        EXPECT_NE(r.err.find(profile), std::string::npos) << r.err;
        EXPECT_NE(r.err.find("writer"), std::string::npos) << r.err;
        EXPECT_EQ(r.out, "");
    }
    Output unknown = Shell("./cgc -profile ps_9_9 shader.cg");
    EXPECT_EQ(unknown.status, 1);
    EXPECT_NE(unknown.err.find("unknown profile"), std::string::npos);
    Output option = Shell("./cgc -frobnicate shader.cg");
    EXPECT_EQ(option.status, 1);
    EXPECT_NE(option.err.find("-frobnicate"), std::string::npos);
    Output nofile = Shell("./cgc -profile arbfp1");
    EXPECT_EQ(nofile.status, 1);
}

// cgc binds the uniform at c[N] to program.local[N] (REFERENCE_FACTS: `PARAM c[3] = {
// state.fog.color, program.local[1], ...}`, `PARAM c[12] = { {...}, program.local[1..4], ...}`),
// so loaders set local N for `c[N]`. Tessera's writer numbers locals by declaration and
// packs c[] by use, so with an unread uniform before a read one they differ. Enable this
// when lang/arbfp/writer keeps the two equal.
TEST_F(Cgc, DISABLED_UniformAtCIndexIsProgramLocalOfTheSameIndex) {
    Output r = Shell("./cgc -profile arbfp1 -entry main_fp -Iinclude shader.cg");
    ASSERT_EQ(r.status, 0);
    std::smatch m;
    ASSERT_TRUE(std::regex_search(r.out, m, std::regex(R"(#var float4 tint :  : c\[(\d+)\])")));
    EXPECT_NE(r.out.find("program.local[" + m[1].str() + "]"), std::string::npos) << r.out;
}

}  // namespace
