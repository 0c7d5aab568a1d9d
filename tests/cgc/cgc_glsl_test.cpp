// SPDX-License-Identifier: MIT
// cgc's GLSL profiles (glslv, glslf, glesv, glesf) through the drop-in, checked against cgc's
// published outputs (cgc 3.1.0013 and 3.0; docs/cgc.md lists them): each test compiles a Cg
// program of ours whose parameters are those of a published output and expects that
// output's `//var` lines, field by field (TYPE NAME : SEMANTIC : RESOURCE : ORDINAL :
// REFERENCED), and the shapes of its GLSL. Where Tessera differs on purpose (a global
// uniform is `_name1`, not `_name`) the test says so.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <regex>

#include "cgc_fixture.h"

namespace {

using namespace tessera::cgc_test;

using CgcGlsl = CgcFixture;

std::vector<std::string> VarLines(const std::vector<std::string>& lines) {
    std::vector<std::string> vars;
    for (const std::string& l : lines)
        if (l.rfind("//var ", 0) == 0) vars.push_back(l);
    return vars;
}

bool Has(const std::vector<std::string>& lines, const std::string& line) {
    return std::find(lines.begin(), lines.end(), line) != lines.end();
}

#define EXPECT_LINE(lines, line) EXPECT_TRUE(Has(lines, line)) << "missing: " << (line)

// cgc 3.1's glslv output of a vertex program with these parameters (a public
// `reflect_nicemetal_vp`, "command line args: -profile glslv"): inputs bound to glslv's
// generic attributes (ATTR0 POSITION, ATTR2 NORMAL, ATTR3 COLOR, ATTR8 TEXCOORD0), outputs to
// the ARB registers (HPOS, TEXn, COL0), uniforms to their GLSL names, a matrix as four rows
// (`_world1[0], 4`), every parameter numbered by its position.
TEST_F(CgcGlsl, GlslvVarLinesAreCgcs) {
    WriteFile(
        "vp.cg",
        "void reflect_vp(float4 position : POSITION, float3 normal : NORMAL, float2 uv : "
        "TEXCOORD0,\n"
        "    float4 cols : COLOR, out float4 oPosition : POSITION, out float2 oUv : TEXCOORD0,\n"
        "    out float3 oViewDirection : TEXCOORD1, out float3 oNormal : TEXCOORD2,\n"
        "    out float4 ocols : COLOR, uniform float3 camPosition, uniform float4x4 world,\n"
        "    uniform float4x4 worldViewProj) {\n"
        "    oPosition = mul(worldViewProj, position);\n"
        "    oUv = uv;\n"
        "    ocols = cols;\n"
        "    oViewDirection = mul(world, position).xyz - camPosition;\n"
        "    oNormal = mul(world, float4(normal, 0)).xyz;\n"
        "}\n");
    const Output r = Shell("./cgc -profile glslv -entry reflect_vp vp.cg");
    ASSERT_EQ(r.status, 0) << r.err;
    const std::vector<std::string> vars = VarLines(r.lines);
    for (const char* line : {"//var float3 camPosition :  : _camPosition1 : 9 : 1",
                             "//var float4x4 world :  : _world1[0], 4 : 10 : 1",
                             "//var float4x4 worldViewProj :  : _worldViewProj1[0], 4 : 11 : 1",
                             "//var float4 position : $vin.POSITION : ATTR0 : 0 : 1",
                             "//var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1",
                             "//var float2 uv : $vin.TEXCOORD0 : ATTR8 : 2 : 1",
                             "//var float4 cols : $vin.COLOR : ATTR3 : 3 : 1",
                             "//var float4 oPosition : $vout.POSITION : HPOS : 4 : 1",
                             "//var float2 oUv : $vout.TEXCOORD0 : TEX0 : 5 : 1",
                             "//var float3 oViewDirection : $vout.TEXCOORD1 : TEX1 : 6 : 1",
                             "//var float3 oNormal : $vout.TEXCOORD2 : TEX2 : 7 : 1",
                             "//var float4 ocols : $vout.COLOR : COL0 : 8 : 1"})
        EXPECT_LINE(vars, line);
    EXPECT_EQ(vars.size(), 12u);
    // The same output declares the uniforms so, reads the built-ins and begins with
    // `#version 110` after a blank line.
    for (const char* line :
         {"uniform vec3 _camPosition1;", "uniform vec4 _world1[4];", "#version 110", ""})
        EXPECT_LINE(r.lines, line);
    for (const char* text :
         {"gl_Vertex", "gl_Normal", "gl_Color", "gl_MultiTexCoord0.xy", "gl_Position =",
          "gl_TexCoord[0].xy =", "gl_FrontColor =", "dot(_worldViewProj1[0], gl_Vertex)"})
        EXPECT_NE(r.out.find(text), std::string::npos) << text << "\n" << r.out;
}

// cgc 3.1's glslf output of a public `ps(..., float2 texCoord : TEXCOORD0) : COLOR0` with two
// global samplers: `$vin.TEXCOORD0 : TEX0` with the parameter's position, the return value
// `$vout.COLOR0 : COL : -1`. An unused varying has no resource and is not referenced, as
// in cgc's outputs (`//var float4 color : $vin.COLOR :  : 1 : 0`). cgc named a global
// sampler `_ColorMap`; Tessera names every uniform `_name1` (docs/cgc.md says why).
TEST_F(CgcGlsl, GlslfVarLinesAreCgcs) {
    WriteFile("ps.cg",
              "uniform sampler2D ColorMap;\n"
              "uniform sampler2D LightSourceMap;\n"
              "float4 ps(float4 color : COLOR0, float2 texCoord : TEXCOORD0) : COLOR0 {\n"
              "    float4 diffuse = tex2D(ColorMap, texCoord);\n"
              "    return float4(tex2D(LightSourceMap, texCoord).rgb, diffuse.a);\n"
              "}\n");
    const Output r = Shell("./cgc -profile glslf -entry ps ps.cg");
    ASSERT_EQ(r.status, 0) << r.err;
    const std::vector<std::string> vars = VarLines(r.lines);
    for (const char* line : {"//var float2 texCoord : $vin.TEXCOORD0 : TEX0 : 1 : 1",
                             "//var float4 ps : $vout.COLOR0 : COL : -1 : 1",
                             "//var float4 color : $vin.COLOR0 :  : 0 : 0",
                             "//var sampler2D ColorMap :  : _ColorMap1 : -1 : 1",
                             "//var sampler2D LightSourceMap :  : _LightSourceMap1 : -1 : 1"})
        EXPECT_LINE(vars, line);
    for (const char* line :
         {"//semantic ColorMap", "//semantic LightSourceMap", "#version 110",
          "uniform sampler2D _ColorMap1;", "uniform sampler2D _LightSourceMap1;"})
        EXPECT_LINE(r.lines, line);
    EXPECT_NE(r.out.find("texture2D(_ColorMap1, gl_TexCoord[0].xy)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("gl_FragColor ="), std::string::npos) << r.out;
    // What cgc put around main.
    EXPECT_LINE(r.lines, " // main procedure, the original name was ps");
    EXPECT_LINE(r.lines, "void main()");
    EXPECT_LINE(r.lines, "} // main end");
}

// cgc 3.1's glesv output of a public `vert(appdata IN)` returning `v2f`: inputs are
// attributes named by their semantic (`attribute vec4 POSITION;`, `NORMAL`, `TEXCOORD0`) and
// so are their resources; varyings are `varying vec4 TEXn` while the outputs' resources name
// the semantic; no #version and no precision statement.
TEST_F(CgcGlsl, GlesvVarLinesAndVaryingsAreCgcs) {
    WriteFile(
        "vert.cg",
        "struct appdata { float4 vertex : POSITION; float2 uv : TEXCOORD0; float3 normal : NORMAL; "
        "};\n"
        "struct v2f { float2 uv : TEXCOORD0; float4 pos : POSITION; float3 normal : TEXCOORD1; };\n"
        "uniform float4x4 transform;\n"
        "v2f vert(appdata IN) {\n"
        "    v2f o;\n"
        "    o.pos = mul(IN.vertex, transform);\n"
        "    o.uv = IN.uv;\n"
        "    o.normal = normalize(mul(float4(IN.normal, 0), transform).xyz);\n"
        "    return o;\n"
        "}\n");
    const Output r = Shell("./cgc -profile glesv -entry vert vert.cg");
    ASSERT_EQ(r.status, 0) << r.err;
    const std::vector<std::string> vars = VarLines(r.lines);
    for (const char* line : {"//var float4 IN.vertex : $vin.POSITION : POSITION : 0 : 1",
                             "//var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1",
                             "//var float3 IN.normal : $vin.NORMAL : NORMAL : 0 : 1",
                             "//var float2 vert.uv : $vout.TEXCOORD0 : TEXCOORD0 : -1 : 1",
                             "//var float4 vert.pos : $vout.POSITION : POSITION : -1 : 1",
                             "//var float3 vert.normal : $vout.TEXCOORD1 : TEXCOORD1 : -1 : 1",
                             "//var float4x4 transform :  : _transform1[0], 4 : -1 : 1"})
        EXPECT_LINE(vars, line);
    for (const char* line :
         {"attribute vec4 POSITION;", "attribute vec4 NORMAL;", "attribute vec4 TEXCOORD0;",
          "varying vec4 TEX0;", "varying vec4 TEX1;", "uniform vec4 _transform1[4];"})
        EXPECT_LINE(r.lines, line);
    for (const char* text : {"gl_Position =", "TEX0.xy =", "TEX1.xyz ="})
        EXPECT_NE(r.out.find(text), std::string::npos) << text << "\n" << r.out;
    // mul(v, M) with M's rows: cgc wrote POSITION.x*_transform[0] + ... (a scalar times a row).
    EXPECT_TRUE(std::regex_search(r.out, std::regex(R"(POSITION\.x+ \* _transform1\[0\])")))
        << r.out;
    EXPECT_EQ(r.out.find("#version"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("precision"), std::string::npos) << r.out;
}

// cgc 3.1's glesf output of a public `frag(v2f IN) : COLOR`: `$vin.TEXCOORD0 : TEXCOORD0`,
// `$vout.COLOR : COL`, the same `varying vec4 TEX0;` as the vertex shader, gl_FragColor.
TEST_F(CgcGlsl, GlesfVarLinesAreCgcs) {
    WriteFile("frag.cg",
              "struct v2f { float2 uv : TEXCOORD0; float3 normal : TEXCOORD1; };\n"
              "uniform sampler2D _MainTex;\n"
              "float4 frag(v2f IN) : COLOR {\n"
              "    float diffuse = max(dot(IN.normal, float3(0, 0, 1)), 0) + 0.1;\n"
              "    return tex2D(_MainTex, IN.uv) * diffuse;\n"
              "}\n");
    const Output r = Shell("./cgc -profile glesf -entry frag frag.cg");
    ASSERT_EQ(r.status, 0) << r.err;
    const std::vector<std::string> vars = VarLines(r.lines);
    for (const char* line : {"//var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1",
                             "//var float3 IN.normal : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1",
                             "//var float4 frag : $vout.COLOR : COL : -1 : 1",
                             // cgc: `_MainTex` kept its single underscore; so does Tessera.
                             "//var sampler2D _MainTex :  : _MainTex1 : -1 : 1"})
        EXPECT_LINE(vars, line);
    for (const char* line :
         {"varying vec4 TEX0;", "varying vec4 TEX1;", "uniform sampler2D _MainTex1;"})
        EXPECT_LINE(r.lines, line);
    EXPECT_NE(r.out.find("texture2D(_MainTex1, TEX0.xy)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("gl_FragColor ="), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("#version"), std::string::npos) << r.out;
}

// `-po version=N`: cgc's profile option (the glslf page: "version=val GLSL version to
// target"). REFERENCE_FACTS: version=140 gives `#version 140`, in/out and cg_FragColor.
TEST_F(CgcGlsl, ProfileOptionVersion) {
    WriteFile(
        "ps.cg",
        "float4 main(float2 uv : TEXCOORD0, float4 c : COLOR0) : COLOR { return c * uv.x; }\n");
    const Output v140 = Shell("./cgc -profile glslf -po version=140 ps.cg");
    ASSERT_EQ(v140.status, 0) << v140.err;
    for (const char* line :
         {"#version 140", "in vec4 TEX0;", "in vec4 COL0;", "out vec4 cg_FragColor;"})
        EXPECT_LINE(v140.lines, line);
    EXPECT_NE(v140.out.find("cg_FragColor = "), std::string::npos) << v140.out;
    EXPECT_EQ(v140.out.find("gl_FragColor"), std::string::npos) << v140.out;
    const Output v120 = Shell("./cgc -profile glslf -profileopts version=120 ps.cg");
    ASSERT_EQ(v120.status, 0) << v120.err;
    EXPECT_LINE(v120.lines, "#version 120");
    EXPECT_LINE(v120.lines, "// command line args: -profile glslf -profileopts version=120");
    const Output es = Shell("./cgc -profile glesf -po version=100 ps.cg");
    ASSERT_EQ(es.status, 0) << es.err;
    EXPECT_LINE(es.lines, "#version 100");
    const Output bad = Shell("./cgc -profile glslf -po version=400 ps.cg");
    EXPECT_EQ(bad.status, 1);
    EXPECT_NE(bad.err.find("version=400"), std::string::npos) << bad.err;
    const Output word = Shell("./cgc -profile glslf -po version=abc ps.cg");
    EXPECT_EQ(word.status, 1);
}

// cg2glsl.py reads cgc's glesv/glesf output with string operations: a `//var` line's name is
// its third word split on single spaces, its GLSL name the second word of its third field
// split on ':'; `$vin.`/`$vout.` mark varyings, `TEXUNIT0` (outside a //semantic line) the
// main texture; `IN.video_size` and its kin are replaced in the text by their GLSL name,
// `_modelViewProj1[k]` is read as row k, `void main()` must be followed by a `{` line. This
// test reads a RetroArch-style shader's output the same way.
std::vector<std::string> SplitExact(const std::string& s,
                                    char separator) {  // Python's str.split(sep)
    std::vector<std::string> out(1);
    for (char c : s) {
        if (c == separator)
            out.emplace_back();
        else
            out.back() += c;
    }
    return out;
}

struct ScriptVar {
    std::string name, glsl;
};

ScriptVar ReadAsScript(const std::string& line) {
    const std::vector<std::string> words = SplitExact(line, ' ');
    const std::vector<std::string> fields = SplitExact(line, ':');
    if (words.size() < 3 || fields.size() < 3) return {};
    const std::vector<std::string> resource = SplitExact(fields[2], ' ');
    return {words[2], resource.size() > 1 ? resource[1] : ""};
}

constexpr const char* kRetroArchShader =
    "struct input { float2 video_size; float2 texture_size; float2 output_size; float "
    "frame_count;\n"
    "               float frame_direction; };\n"
    "struct out_vertex { float4 position : POSITION; float2 texCoord : TEXCOORD0; float4 t1 : "
    "TEXCOORD1; };\n"
    "struct frag_in { float2 texCoord : TEXCOORD0; float4 t1 : TEXCOORD1; };\n"
    "out_vertex main_vertex(float4 position : POSITION, float2 texCoord : TEXCOORD0,\n"
    "                       uniform float4x4 modelViewProj, uniform input IN) {\n"
    "    out_vertex OUT;\n"
    "    OUT.position = mul(modelViewProj, position);\n"
    "    OUT.texCoord = texCoord;\n"
    "    float2 ps = 1.0 / IN.texture_size;\n"
    "    OUT.t1 = texCoord.xyxy + float4(-ps.x, 0, ps.x, 0);\n"
    "    return OUT;\n"
    "}\n"
    "float4 main_fragment(in frag_in VAR, uniform sampler2D decal : TEXUNIT0, uniform input IN) : "
    "COLOR {\n"
    "    float3 c = tex2D(decal, VAR.t1.xy).rgb + tex2D(decal, VAR.t1.zw).rgb;\n"
    "    return float4(c * fract(IN.frame_count / 4.0) * IN.output_size.x / IN.video_size.x, "
    "1.0);\n"
    "}\n";

TEST_F(CgcGlsl, OutputReadsAsCg2GlslReadsIt) {
    WriteFile("shader.cg", kRetroArchShader);
    const Output v = Shell("./cgc -profile glesv -entry main_vertex shader.cg");
    const Output f = Shell("./cgc -profile glesf -entry main_fragment shader.cg");
    ASSERT_EQ(v.status, 0) << v.err;
    ASSERT_EQ(f.status, 0) << f.err;
    // The first line is the one the script drops ("It contains the name of the cg program").
    EXPECT_EQ(v.lines.at(0), "// glesv output by Cg compiler");
    EXPECT_EQ(f.lines.at(0), "// glesf output by Cg compiler");
    for (const Output* o : {&v, &f}) {
        // replace_global_in: the GLSL name of each referenced IN field is what the text uses.
        const std::string body = o->out.substr(o->out.find("\n\n"));
        for (const std::string& line : o->lines) {
            if (line.rfind("//var", 0) != 0) continue;
            const ScriptVar var = ReadAsScript(line);
            if (var.name.rfind("IN.", 0) == 0 && !var.glsl.empty()) {
                EXPECT_NE(body.find(var.glsl), std::string::npos) << var.glsl << " used\n"
                                                                  << o->out;
            }
        }
        const auto main = std::find(o->lines.begin(), o->lines.end(), "void main()");
        ASSERT_NE(main, o->lines.end());
        EXPECT_EQ(*(main + 1), "{");
    }
    std::map<std::string, std::string> vertex;
    for (const std::string& line : v.lines)
        if (line.rfind("//var", 0) == 0) vertex[ReadAsScript(line).name] = ReadAsScript(line).glsl;
    EXPECT_EQ(vertex["IN.texture_size"], "_IN1._texture_size");
    EXPECT_EQ(vertex["IN.video_size"], "");  // not used by the vertex shader
    // The MVP matrix: the declaration the script replaces, and only rows k = 0..3 read.
    EXPECT_LINE(v.lines, "uniform vec4 _modelViewProj1[4];");
    const std::size_t declared = v.out.find("uniform vec4 _modelViewProj1[4];");
    for (std::size_t at = v.out.find("_modelViewProj1", v.out.find("\n\n"));
         at != std::string::npos; at = v.out.find("_modelViewProj1", at + 1))
        if (at != declared + 13) {
            EXPECT_TRUE(
                std::regex_search(v.out.substr(at, 19), std::regex(R"(^_modelViewProj1\[[0-3]\])")))
                << v.out.substr(at, 40);
        }
    // Attributes the script renames (POSITION -> VertexCoord, TEXCOORD0 -> TexCoord).
    EXPECT_LINE(v.lines, "attribute vec4 POSITION;");
    EXPECT_LINE(v.lines, "attribute vec4 TEXCOORD0;");
    // The fragment shader's main texture: the //var line with TEXUNIT0 names the sampler.
    std::string texunit0;
    for (const std::string& line : f.lines)
        if (line.find("TEXUNIT0") != std::string::npos &&
            line.find("semantic") == std::string::npos)
            texunit0 = ReadAsScript(line).glsl;
    EXPECT_EQ(texunit0, "_decal1");
    EXPECT_LINE(f.lines, "uniform sampler2D _decal1;");
    // $vin./$vout.: the varyings both stages declare alike, so they link.
    int vin = 0, vout = 0;
    for (const std::string& line : f.lines)
        vin += line.rfind("//var", 0) == 0 && line.find("$vin.") != std::string::npos;
    for (const std::string& line : v.lines)
        vout += line.rfind("//var", 0) == 0 && line.find("$vout.") != std::string::npos;
    EXPECT_EQ(vin, 2);
    EXPECT_EQ(vout, 3);
    // The fragment shader reads VAR.t1 only: it declares TEX1, the vertex shader both.
    EXPECT_LINE(v.lines, "varying vec4 TEX0;");
    EXPECT_LINE(v.lines, "varying vec4 TEX1;");
    EXPECT_LINE(f.lines, "varying vec4 TEX1;");
}

}  // namespace
