// SPDX-License-Identifier: MIT
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
#include "cgc_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace {

using namespace tessera::cgc_test;

class Cgc : public CgcFixture {
  protected:
    // `./cgc -profile arbfp1 -o NAME.fp NAME.cg` on `source`, its layout checked (none, with
    // a failure, when cgc fails). Defined after CheckLayout, which it uses.
    Layout Arbfp1(const std::string& name, const std::string& source);
};

// Checks the whole layout; returns the #var lines.
std::vector<std::string> CheckLayout(const std::vector<std::string>& lines, const std::string& args,
                                     const std::string& entry, bool fastest = false,
                                     const std::string& profile = "arbfp1",
                                     const std::string& source = "shader.cg") {
    std::size_t i = 0;
    auto next = [&]() -> const std::string& {
        static const std::string end = "<end of output>";
        return i < lines.size() ? lines[i++] : end;
    };
    EXPECT_EQ(next(), profile == "arbvp1" ? "!!ARBvp1.0" : "!!ARBfp1.0");
    if (fastest) {
        EXPECT_EQ(next(), "OPTION ARB_precision_hint_fastest;");
    }
    EXPECT_EQ(next().rfind("# cgc version ", 0), 0u);
    EXPECT_EQ(next(), "# command line args: " + args);
    EXPECT_EQ(next(), "# source file: " + source);
    while (i < lines.size() && lines[i].rfind("# source file: ", 0) == 0) ++i;  // included files
    EXPECT_EQ(next().rfind("#vendor ", 0), 0u);
    EXPECT_EQ(next(), "#version 3.1.0.13");
    EXPECT_EQ(next(), "#profile " + profile);
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
    const std::regex default_line(R"(#default [A-Za-z_][\w.]* =( \S+)+)");
    while (i < lines.size() && lines[i].rfind("#default", 0) == 0)
        EXPECT_TRUE(std::regex_match(next(), default_line)) << lines[i - 1];
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
    const std::regex instruction(R"([A-Z][A-Z0-9]{2}(_SAT)? [^;]*;)");  // MUL, DP4
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

Layout Cgc::Arbfp1(const std::string& name, const std::string& source) {
    std::ofstream(dir_ / (name + ".cg")) << source;
    const Output r = Shell("./cgc -profile arbfp1 -o " + name + ".fp " + name + ".cg");
    EXPECT_EQ(r.status, 0) << r.err;
    if (r.status != 0) return {};
    Layout out;
    out.lines = FileLines(name + ".fp");
    out.vars = CheckLayout(out.lines, "-profile arbfp1", "main", false, "arbfp1", name + ".cg");
    return out;
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

TEST_F(Cgc, BadProfilesAndOptionsSayWhy) {
    Output unknown = Shell("./cgc -profile ps_9_9 shader.cg");
    EXPECT_EQ(unknown.status, 1);
    EXPECT_NE(unknown.err.find("unknown profile"), std::string::npos);
    Output option = Shell("./cgc -frobnicate shader.cg");
    EXPECT_EQ(option.status, 1);
    EXPECT_NE(option.err.find("-frobnicate"), std::string::npos);
    Output nofile = Shell("./cgc -profile arbfp1");
    EXPECT_EQ(nofile.status, 1);
    Output fragment_as_vertex = Shell("./cgc -profile arbvp1 -entry main_fp -Iinclude shader.cg");
    EXPECT_EQ(fragment_as_vertex.status, 1);
    EXPECT_TRUE(std::regex_search(fragment_as_vertex.err, std::regex(R"(shader\.cg\(\d+\) : error C\d{4}: )")))
        << fragment_as_vertex.err;
}

// cgc's arbvp1 layout, from its published outputs: inputs `$vin.SEM : SEM` (POSITION,
// NORMAL, TEXCOORD0), outputs `$vout.SEM` in the fragment stage's registers (HPOS, COL0,
// TEX0), a matrix `c[N], 4`, parameters by position.
TEST_F(Cgc, Arbvp1VertexProgramInCgcLayout) {
    Output r = Shell("./cgc -profile arbvp1 -entry main_vp -o out.vp vertex.cg");
    ASSERT_EQ(r.status, 0) << r.err;
    const std::vector<std::string> lines = FileLines("out.vp");
    std::vector<std::string> vars =
        CheckLayout(lines, "-profile arbvp1 -entry main_vp", "main_vp", false, "arbvp1", "vertex.cg");
    for (const char* line : {"#var float4 position : $vin.POSITION : POSITION : 0 : 1",
                             "#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1",
                             "#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1",
                             "#var float4 hpos : $vout.POSITION : HPOS : 4 : 1",
                             "#var float4 color : $vout.COLOR0 : COL0 : 5 : 1",
                             "#var float2 tex : $vout.TEXCOORD0 : TEX0 : 6 : 1"})
        EXPECT_NE(std::find(vars.begin(), vars.end(), line), vars.end()) << line << "\n"
                                                                          << ReadAll(dir_ / "out.vp");
    std::smatch m;
    const std::string all = ReadAll(dir_ / "out.vp");
    ASSERT_TRUE(std::regex_search(all, m, std::regex(R"(#var float4x4 mvp :  : c\[(\d+)\], 4 : 3 : 1)")))
        << all;
    // The matrix at c[N..N+3] is program.local[N..N+3], as cgc binds it.
    const int n = std::stoi(m[1]);
    EXPECT_NE(all.find("program.local[" + std::to_string(n) + ".." + std::to_string(n + 3) + "]"),
              std::string::npos)
        << all;
    // The program loads as ARB_vertex_program: one DP4 per row of the matrix product.
    EXPECT_EQ(std::count(lines.begin(), lines.end(), std::string()), 0);
    EXPECT_GE(std::count_if(lines.begin(), lines.end(),
                            [](const std::string& l) { return l.rfind("DP4 result.position", 0) == 0; }),
              4);
}

// The GLSL profiles: cgc's header with `//` for `#` after `// PROFILE output by Cg compiler`,
// a blank line, then the shader.
std::vector<std::string> CheckGlslLayout(const std::vector<std::string>& lines, const std::string& profile,
                                         const std::string& args, const std::string& entry,
                                         const std::string& source) {
    std::size_t i = 0;
    auto next = [&]() -> std::string { return i < lines.size() ? lines[i++] : "<end of output>"; };
    EXPECT_EQ(next(), "// " + profile + " output by Cg compiler");
    EXPECT_EQ(next().rfind("// cgc version ", 0), 0u);
    EXPECT_EQ(next(), "// command line args: " + args);
    EXPECT_EQ(next(), "// source file: " + source);
    while (i < lines.size() && lines[i].rfind("// source file: ", 0) == 0) ++i;  // included files
    EXPECT_EQ(next().rfind("//vendor ", 0), 0u);
    EXPECT_EQ(next(), "//version 3.1.0.13");
    EXPECT_EQ(next(), "//profile " + profile);
    EXPECT_EQ(next(), "//program " + entry);
    while (i < lines.size() && lines[i].rfind("//semantic ", 0) == 0) ++i;
    std::vector<std::string> vars;
    const std::regex var(R"(//var \S+ \S+ : \S* : [^:]* : -?\d+ : [01])");
    while (i < lines.size() && lines[i].rfind("//var", 0) == 0) {
        EXPECT_TRUE(std::regex_match(lines[i], var)) << lines[i];
        vars.push_back(next());
    }
    EXPECT_EQ(next(), "");
    std::string rest;
    while (i < lines.size()) rest += next() + "\n";
    EXPECT_NE(rest.find("void main()"), std::string::npos) << rest;
    return vars;
}

TEST_F(Cgc, GlslfAndGlslvWriteGlslInCgcLayout) {
    Output f = Shell("./cgc -profile glslf -entry main_fp -Iinclude shader.cg");
    ASSERT_EQ(f.status, 0) << f.err;
    std::vector<std::string> fvars =
        CheckGlslLayout(f.lines, "glslf", "-profile glslf -entry main_fp -Iinclude", "main_fp", "shader.cg");
    EXPECT_NE(f.out.find("gl_FragColor"), std::string::npos) << f.out;
    EXPECT_NE(f.out.find("texture2D("), std::string::npos) << f.out;
    // The sampler's #var line names the GLSL uniform, which the shader declares.
    std::smatch m;
    ASSERT_TRUE(std::regex_search(f.out, m, std::regex(R"(//var sampler2D image : TEXUNIT1 : (\w+) : 3 : 1)")))
        << f.out;
    EXPECT_NE(f.out.find("uniform sampler2D " + m[1].str() + ";"), std::string::npos) << f.out;

    Output v = Shell("./cgc -profile glslv -entry main_vp -o out.vert vertex.cg");
    ASSERT_EQ(v.status, 0) << v.err;
    const std::vector<std::string> lines = FileLines("out.vert");
    CheckGlslLayout(lines, "glslv", "-profile glslv -entry main_vp", "main_vp", "vertex.cg");
    EXPECT_NE(ReadAll(dir_ / "out.vert").find("gl_Position ="), std::string::npos);
}

// cgc binds the uniform at c[N] to program.local[N] (REFERENCE_FACTS: `PARAM c[3] = {
// state.fog.color, program.local[1], ...}`, `PARAM c[12] = { {...}, program.local[1..4], ...}`),
// so loaders set local N for `c[N]`; shader.cg's unread global comes before tint.
TEST_F(Cgc, UniformAtCIndexIsProgramLocalOfTheSameIndex) {
    Output r = Shell("./cgc -profile arbfp1 -entry main_fp -Iinclude shader.cg");
    ASSERT_EQ(r.status, 0);
    std::smatch m;
    ASSERT_TRUE(std::regex_search(r.out, m, std::regex(R"(#var float4 tint :  : c\[(\d+)\])")));
    EXPECT_NE(r.out.find("program.local[" + m[1].str() + "]"), std::string::npos) << r.out;
}

// cgc wrote `#default NAME = v ...` (REFERENCE_FACTS.md) for a uniform with an initializer,
// after the #const lines: the declared values, without padding. Here `tint` is a global
// initialized to {1, 0.5, 0, 1}, `k` an entry parameter whose default is 0.25 and `rows` a
// float2x2 given row after row (1 2, then 3 4); `plain` has no initializer, so no line.
TEST_F(Cgc, DefaultLinesForUniformInitializers) {
    const Layout layout = Arbfp1("init",
                                 "uniform float4 tint = {1, 0.5, 0, 1};\n"
                                 "uniform float2x2 rows = {1, 2, 3, 4};\n"
                                 "uniform float4 plain;\n"
                                 "float4 main(uniform float k = 0.25) : COLOR {\n"
                                 "    return tint * k + plain + float4(rows[0], rows[1]);\n"
                                 "}\n");
    std::vector<std::string> defaults;
    for (const std::string& line : layout.lines)
        if (line.rfind("#default", 0) == 0) defaults.push_back(line);
    EXPECT_EQ(defaults, (std::vector<std::string>{"#default k = 0.25", "#default tint = 1 0.5 0 1",
                                                  "#default rows = 1 2 3 4"}));
}

// cgc writes a uniform array as a line per element, each with its element's type and its own
// c[] entry (`#var float s[0] :  : c[0] : 1 : 1` style, the brief's cgc 3.1 facts). Here
// `unused` is declared first and never read, `weights` (two floats) and `rows` (two float2x2,
// two rows each) are read whole. The c[] entries follow the program's use, parameters before
// literals; by cgc's numbering (UniformAtCIndexIsProgramLocalOfTheSameIndex) each read
// element's program.local is its c[] index, and `unused` takes numbers after the c[] array.
TEST_F(Cgc, ArrayUniformIsALinePerElement) {
    const std::vector<std::string> vars =
        Arbfp1("arrays",
               "uniform float4 unused;\n"
               "uniform float weights[2];\n"
               "uniform float2x2 rows[2];\n"
               "float4 main(float2 uv : TEXCOORD0) : COLOR {\n"
               "    return float4(weights[0] * mul(rows[0], uv), weights[1] * mul(rows[1], uv));\n"
               "}\n")
            .vars;
    EXPECT_NE(std::find(vars.begin(), vars.end(), "#var float4 unused :  :  : -1 : 0"), vars.end());
    // The elements in order, each taking its share of the array's consecutive c[] entries.
    std::vector<std::string> elements;
    for (const std::string& v : vars)
        if (v.find("weights") != std::string::npos || v.find("rows") != std::string::npos)
            elements.push_back(v);
    ASSERT_EQ(elements.size(), 4u);
    std::smatch w0, r0;
    ASSERT_TRUE(std::regex_match(
        elements[0], w0, std::regex(R"(#var float weights\[0\] :  : c\[(\d+)\] : -1 : 1)")));
    const int w = std::stoi(w0[1]);
    EXPECT_EQ(elements[1], "#var float weights[1] :  : c[" + std::to_string(w + 1) + "] : -1 : 1");
    ASSERT_TRUE(std::regex_match(
        elements[2], r0, std::regex(R"(#var float2x2 rows\[0\] :  : c\[(\d+)\], 2 : -1 : 1)")));
    const int m = std::stoi(r0[1]);
    EXPECT_EQ(elements[3],
              "#var float2x2 rows[1] :  : c[" + std::to_string(m + 2) + "], 2 : -1 : 1");
    // Six parameters read whole sit at c[0..5], so the PARAM statement names locals 0..5 in
    // one run, and `unused` (local 6 or later) is not in it.
    const std::string text = ReadAll(dir_ / "arrays.fp");
    EXPECT_NE(text.find("program.local[0..5]"), std::string::npos) << text;
}

}  // namespace
