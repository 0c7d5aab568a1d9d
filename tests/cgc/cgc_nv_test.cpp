// SPDX-License-Identifier: MIT
// cgc's NVIDIA profiles through the drop-in: `-profile fp40`, `fp30`, `vp40` and `vp30`
// write ARB programs with the NVIDIA option, in the layout of cgc's published outputs
// (docs/cgc.md): the option after the header line, cgc's `#` lines, `TEMP RC; TEMP HC;`
// and `OUTPUT oCol = result.color;` in fragment programs, ", 0 H-regs" on the count line.
#include "cgc_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <regex>

namespace {

using namespace tessera::cgc_test;

class CgcNv : public CgcFixture {
  protected:
    std::vector<std::string> Compile(const std::string& profile, const std::string& source) {
        std::ofstream(dir_ / "nv.cg") << source;
        const Output r = Shell("./cgc -profile " + profile + " -o nv.out nv.cg");
        EXPECT_EQ(r.status, 0) << r.err;
        return r.status == 0 ? FileLines("nv.out") : std::vector<std::string>{};
    }
    static bool Has(const std::vector<std::string>& lines, const std::string& line) {
        return std::find(lines.begin(), lines.end(), line) != lines.end();
    }
};

constexpr const char* kFragment =
    "float4 main(float2 uv : TEXCOORD0, float face : FACE, uniform sampler2D s) : COLOR\n"
    "{\n"
    "    float4 c = tex2Dlod(s, float4(uv, 0, 1));\n"
    "    return face > 0 ? c : c * ddx(uv.x);\n"
    "}\n";

TEST_F(CgcNv, Fp40IsArbfpWithNvFragmentProgram2InCgcLayout) {
    const std::vector<std::string> lines = Compile("fp40", kFragment);
    ASSERT_GE(lines.size(), 4u);
    EXPECT_EQ(lines[0], "!!ARBfp1.0");
    EXPECT_EQ(lines[1], "OPTION NV_fragment_program2;");
    EXPECT_EQ(lines[2].rfind("# cgc version ", 0), 0u);
    EXPECT_TRUE(Has(lines, "#profile fp40"));
    EXPECT_TRUE(Has(lines, "#var float face : $vin.FACE : FACE : 1 : 1"));
    for (const char* line : {"TEMP RC;", "TEMP HC;", "OUTPUT oCol = result.color;", "END"})
        EXPECT_TRUE(Has(lines, line)) << line;
    auto starts = [&](const std::string& prefix) {
        return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.rfind(prefix, 0) == 0; });
    };
    EXPECT_TRUE(starts("TXL   ")) << "tex2Dlod is TXL";
    EXPECT_TRUE(starts("DDXR  ")) << "ddx is DDX with cgc's precision suffix";
    EXPECT_TRUE(std::regex_match(lines.back(), std::regex(R"(# \d+ instructions, \d+ R-regs, 0 H-regs)")))
        << lines.back();
}

TEST_F(CgcNv, Fp30HasDerivativesButNoExplicitLod) {
    const std::vector<std::string> lines =
        Compile("fp30", "float4 main(float4 c : COLOR0) : COLOR { return ddy(c); }\n");
    ASSERT_GE(lines.size(), 2u);
    EXPECT_EQ(lines[1], "OPTION NV_fragment_program;");
    EXPECT_TRUE(Has(lines, "#profile fp30"));
    std::ofstream(dir_ / "lod.cg") << kFragment;
    const Output lod = Shell("./cgc -profile fp30 lod.cg");
    EXPECT_EQ(lod.status, 1);
    EXPECT_NE(lod.err.find("lod.cg(3) : error C3004: texture lookups with an explicit level of detail "
                           "('tex2Dlod') are not supported in fp30"),
              std::string::npos)
        << lod.err;
    const Output arbfp1 = Shell("./cgc -profile arbfp1 lod.cg");
    EXPECT_EQ(arbfp1.status, 1) << "arbfp1 still refuses tex2Dlod and ddx";
}

TEST_F(CgcNv, Vp40FetchesTexturesAndVp30DoesNot) {
    const char* source =
        "void main(float4 p : POSITION, uniform sampler2D h, out float4 hpos : POSITION)\n"
        "{\n"
        "    hpos = p + tex2Dlod(h, p);\n"
        "}\n";
    const std::vector<std::string> lines = Compile("vp40", source);
    ASSERT_GE(lines.size(), 2u);
    EXPECT_EQ(lines[0], "!!ARBvp1.0");
    EXPECT_EQ(lines[1], "OPTION NV_vertex_program3;");
    EXPECT_TRUE(Has(lines, "TEMP RC, HC;"));
    EXPECT_TRUE(std::regex_match(lines.back(), std::regex(R"(# \d+ instructions, \d+ R-regs)"))) << lines.back();
    std::ofstream(dir_ / "vp30.cg") << source;
    const Output vp30 = Shell("./cgc -profile vp30 vp30.cg");
    EXPECT_EQ(vp30.status, 1);
    EXPECT_NE(vp30.err.find("the vp40 target has them"), std::string::npos) << vp30.err;
}

TEST_F(CgcNv, Vp30AndVp40KeepALoopAsBranches) {
    // A loop whose count is a uniform: arbvp1 cannot unroll it; vp30 and vp40 write it as
    // labels and BRA (docs/cg.md, "Loops vp30 and vp40 keep"): the top L0, the exit test
    // branching to L1 (NE.x), the back edge `BRA   L0;`, and the uniform array read at the
    // counter by ARL inside the loop, before the back edge.
    const char* source =
        "float4 main(float4 p : POSITION, uniform int n, uniform float4 w[8], out float4 c : COLOR0) : POSITION\n"
        "{\n"
        "    c = 0;\n"
        "    for (int i = 0; i < n; i++) c += w[i];\n"
        "    return p;\n"
        "}\n";
    for (const char* profile : {"vp30", "vp40"}) {
        const std::vector<std::string> lines = Compile(profile, source);
        ASSERT_GE(lines.size(), 2u);
        EXPECT_EQ(lines[1], std::string("OPTION NV_vertex_program") + (profile[2] == '3' ? "2;" : "3;"));
        const auto at = [&](const std::string& line) { return std::find(lines.begin(), lines.end(), line); };
        const auto top = at("L0:"), exit = at("BRA   L1 (NE.x);"), back = at("BRA   L0;"), end = at("L1:");
        ASSERT_NE(back, lines.end()) << profile;
        EXPECT_TRUE(top < exit && exit < back && back + 1 == end) << profile;
        EXPECT_TRUE(std::any_of(exit, back, [](const std::string& l) { return l.rfind("ARL A0.x, ", 0) == 0; }))
            << profile;
    }
    std::ofstream(dir_ / "loop.cg") << source;
    EXPECT_EQ(Shell("./cgc -profile arbvp1 loop.cg").status, 1) << "arbvp1 cannot unroll a count from a uniform";
}

TEST_F(CgcNv, ClipDistanceOutputsAreResultClip) {
    // NV_vertex_program2_option's result.clip[n] holds the distance to user clip plane n in
    // x; Cg's CLPn output is that distance, so `c = p.x` is a MOV of the position's x into
    // result.clip[0].x (a source with no swizzle gives its x to an .x mask). arbvp1 has no
    // such result.
    const char* source = "void main(float4 p : POSITION, out float4 o : POSITION, out float c : CLP0) { o = p; c = p.x; }\n";
    for (const char* profile : {"vp30", "vp40"}) {
        const std::vector<std::string> lines = Compile(profile, source);
        EXPECT_TRUE(std::any_of(lines.begin(), lines.end(), [](const std::string& l) {
            return std::regex_match(l, std::regex(R"(MOV   result\.clip\[0\]\.x, vertex\.position(\.x)?;)"));
        })) << profile;
    }
    std::ofstream(dir_ / "clip.cg") << source;
    const Output arbvp1 = Shell("./cgc -profile arbvp1 clip.cg");
    EXPECT_EQ(arbvp1.status, 1);
    EXPECT_NE(arbvp1.err.find("'CLP0', which arbvp1 cannot write"), std::string::npos) << arbvp1.err;
}

}  // namespace
