// SPDX-License-Identifier: MIT
//
// Cg as cgc accepted it (docs/cg.md, "Cg as cgc accepted it"): minimal reproductions, written
// here, of idioms found in Cg code that cgc 3.1 compiled (libretro's common-shaders, Ogre's
// samples, HPL1), each with the cgc behaviour it follows.
#include <gtest/gtest.h>

#include "tests/cg/run_cg.h"

namespace tessera::lang::cg::test {
namespace {

CompileResult Compile(const std::string& source, const std::string& entry = "main",
                      const std::string& profile = "arbfp1") {
    CompileOptions options;
    options.source_name = "dialect.cg";
    options.source_text = source;
    options.entry = entry;
    options.profile = profile;
    return CompileCg(options);
}

bool Has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

TEST(CgcDialect, EffectWordsAreNames) {
    // cgc's arbfp1 output names such a variable: `#var sampler2D texture : TEXUNIT0 : texunit 0`.
    CompileResult r = Compile(
        "uniform sampler2D texture;\n"
        "float4 main(float2 uv : TEXCOORD0, uniform float pass) : COLOR {\n"
        "    float technique = pass * 2;\n"
        "    return tex2D(texture, uv) * technique;\n"
        "}\n");
    ASSERT_TRUE(r.ok) << r.diagnostics;
    EXPECT_TRUE(Has(r.arbfp.text, "texture[0], 2D")) << r.arbfp.text;
}

constexpr const char* kSharedStruct =
    "struct out_vertex { float4 position : POSITION; float2 uv : TEXCOORD; float2 extra; };\n"
    "void main_vertex(float4 p : POSITION, float2 t : TEXCOORD0, out out_vertex o) {\n"
    "    o.position = p; o.uv = t; o.extra = t * 2;\n"
    "}\n";

TEST(CgcDialect, SharedStructPositionIsUnboundInTheFragmentProgramUnlessRead) {
    // The fragment profiles compiled one struct for both stages; the POSITION member, which
    // arbfp1 has no attribute for, was not bound. TEXCOORD means TEXCOORD0; `extra` has no
    // semantic and takes the first TEXCOORD the struct leaves free (the spec's connectors).
    const std::string unread = std::string(kSharedStruct) +
        "float4 main_fragment(in out_vertex v) : COLOR { return float4(v.uv, v.extra); }\n";
    CompileResult fp = Compile(unread, "main_fragment");
    ASSERT_TRUE(fp.ok) << fp.diagnostics;
    EXPECT_TRUE(Has(fp.arbfp.text, "fragment.texcoord[0]")) << fp.arbfp.text;
    EXPECT_TRUE(Has(fp.arbfp.text, "fragment.texcoord[1]")) << fp.arbfp.text;
    EXPECT_FALSE(Has(fp.arbfp.text, "fragment.position")) << fp.arbfp.text;
    CompileResult vp = Compile(unread, "main_vertex", "arbvp1");
    ASSERT_TRUE(vp.ok) << vp.diagnostics;
    EXPECT_TRUE(Has(vp.arbfp.text, "result.texcoord[1]")) << vp.arbfp.text;

    const std::string read = std::string(kSharedStruct) +
        "float4 main_fragment(in out_vertex v) : COLOR { return v.position; }\n";
    CompileResult bad = Compile(read, "main_fragment");
    EXPECT_FALSE(bad.ok);
    EXPECT_TRUE(Has(bad.diagnostics, "input 'v.position' has semantic 'POSITION', which is not "
                                     "a fragment attribute of arbfp1"))
        << bad.diagnostics;
}

TEST(CgcDialect, NumbersAsConditionsAndBoolsAsNumbers) {
    // cgc read a number as a truth value (true when not 0) in if, ?:, !, && and ||, and a
    // bool as the number 1 or 0 in arithmetic and where a number is expected.
    const char* source =
        "bool4 big(float4 c) { return c * 2; }\n"
        "uniform float k;\n"
        "float4 main(float4 c : COLOR0) : COLOR {\n"
        "    float4 r = float4(0, 0, 0, 1);\n"
        "    if (k) r.x = 1;\n"
        "    r.y = !k ? 0.5 : 0.25;\n"
        "    r.z = (c.x > 0.5) * 0.75 + (k || 0.0) * 0.125;\n"
        "    r.w = dot(big(c), float4(0.25, 0.25, 0.25, 0.25));\n"
        "    return r;\n"
        "}\n";
    Fixture in;
    in.color = {1, 0, 0, 0};
    in.uniforms["k"] = {0};
    ExpectColor(Execute(source, in), {0, 0.5f, 0.75f, 0.25f});
    in.uniforms["k"] = {0.5};
    ExpectColor(Execute(source, in), {1, 0.25f, 0.875f, 0.25f});
}

TEST(CgcDialect, UniformStructMemberSamplerStaticLocal) {
    // libretro's `struct orig { float2 tex_coord; uniform sampler2D texture; };` as a
    // uniform parameter: cgc bound ORIG.texture to a texture unit. HLSL-style
    // `static const` locals compiled too.
    CompileResult r = Compile(
        "struct orig { float2 tex_coord; uniform sampler2D texture; };\n"
        "float4 main(float2 uv : TEXCOORD0, uniform orig ORIG) : COLOR {\n"
        "    static const float half_weight = 0.5;\n"
        "    return tex2D(ORIG.texture, uv + ORIG.tex_coord) * half_weight;\n"
        "}\n");
    ASSERT_TRUE(r.ok) << r.diagnostics;
    EXPECT_TRUE(Has(r.arbfp.text, "texture[0], 2D")) << r.arbfp.text;
}

TEST(CgcDialect, TexelOffsetLookupsAreDeclaredButNeedGp4) {
    // Cg 3's stdlib declares tex1D(sampler1D, float, int) (libretro's gamma-management.h
    // defines helpers with it): the overload resolves, and a lookup the program makes needs
    // an NV_gpu_program4 profile, which arbfp1 is not.
    CompileResult unused = Compile(
        "float4 shift(sampler1D s, float x) { return tex1D(s, x, 1); }\n"
        "float4 main(float4 c : COLOR0) : COLOR { return c; }\n");
    EXPECT_TRUE(unused.ok) << unused.diagnostics;
    CompileResult bad = Compile(
        "float4 main(float x : TEXCOORD0, uniform sampler1D s) : COLOR { return tex1D(s, x, 1); }\n");
    EXPECT_FALSE(bad.ok);
    EXPECT_TRUE(Has(bad.diagnostics, "dialect.cg:1:72: error: texture lookups with a texel offset"))
        << bad.diagnostics;
}

TEST(CgcDialect, ProfileRestrictionsOnlyWhereTheEntryReachesThem) {
    // The spec's "Profiles": restrictions apply to the functions the entry reaches. Every
    // lookup form of Cg 3.1 is declared (libretro's gamma helpers wrap each of them, with
    // and without offsets); those arbfp1 lacks are errors only in the program.
    const std::string helpers =
        "float4 a(sampler1D s, float4 c) { return tex1Dbias(s, c, 1) + tex1Dlod(s, c, 2); }\n"
        "float4 b(sampler2D s, float3 c) { return tex2Dproj(s, c, int2(1, 0)); }\n"
        "float4 f(sampler2D s, int4 c) { return tex2Dfetch(s, c) + tex2Dfetch(s, c, int2(0, 1)); }\n"
        "float4 l(sampler3D s, float4 c) { return tex3Dlod(s, c); }\n"
        "float2 d(float2 x) { return ddx(x) + ddy(x); }\n";
    CompileResult unused = Compile(helpers +
        "float4 main(float2 uv : TEXCOORD0, uniform sampler2D s) : COLOR { return tex2D(s, uv); }\n");
    EXPECT_TRUE(unused.ok) << unused.diagnostics;
    CompileResult reached = Compile(helpers +
        "float4 main(float4 uv : TEXCOORD0, uniform sampler3D s, uniform sampler2D t) : COLOR {\n"
        "    return l(s, uv) + f(t, int4(uv)) + d(uv.xy).xyxy;\n"
        "}\n");
    EXPECT_FALSE(reached.ok);
    EXPECT_TRUE(Has(reached.diagnostics, "dialect.cg:4:42: error: texture lookups with an explicit "
                                         "level of detail ('tex3Dlod') are not supported in arbfp1"))
        << reached.diagnostics;
    EXPECT_TRUE(Has(reached.diagnostics, "dialect.cg:3:40: error: texel fetches ('tex2Dfetch') need an "
                                         "NV_gpu_program4 profile (gp4fp), not arbfp1"))
        << reached.diagnostics;
    EXPECT_TRUE(Has(reached.diagnostics, "dialect.cg:5:29: error: derivatives ('ddx')"))
        << reached.diagnostics;
    EXPECT_FALSE(Has(reached.diagnostics, "dialect.cg:1:")) << reached.diagnostics;
}

TEST(CgcDialect, ImplicitCastsWithoutWarningBeatThoseWithOne) {
    // libretro's hqx: mul(half3x3, float3). Both mul(half3x3, half3) and mul(half3x3,
    // half3x1) take a float3 by an implicit cast, the second with a warning (vector to
    // matrix, the spec's W); cgc called the first. Hand-computed: rows (1 2 3), (4 5 6),
    // (7 8 9) times (1, 0.5, 0.25) is (2.75, 8, 13.25).
    const char* source =
        "static const half3x3 m = half3x3(1, 2, 3, 4, 5, 6, 7, 8, 9);\n"
        "float pick(half3 v) { return 0.5; }\n"
        "float pick(half3x1 v) { return 0.25; }\n"
        "float4 main(float4 c : COLOR0) : COLOR {\n"
        "    float3 v = mul(m, c.rgb);\n"
        "    return float4(v / 32, pick(c.rgb));\n"
        "}\n";
    Fixture in;
    in.color = {1, 0.5f, 0.25f, 0};
    ExpectColor(Execute(source, in), {2.75f / 32, 8.0f / 32, 13.25f / 32, 0.5f});
}

TEST(CgcDialect, ScalarArgumentPrefersTheScalarFormOverSmearing) {
    // libretro's xbr-lv2: lerp(float3, float3, bool). lerp(float3, float3, float) takes the
    // bool as a scalar, lerp(float3, float3, float3) by smearing it; both are implicit (A)
    // and cgc compiled the call. The scalar form: 0.25 + 1 * (0.75 - 0.25) = 0.75.
    const char* source =
        "float4 main(float4 c : COLOR0) : COLOR {\n"
        "    float3 r = lerp(float3(0.25, 0.25, 0.25), float3(0.75, 0.5, 0.25), c.x > 0.5);\n"
        "    return float4(r, 1);\n"
        "}\n";
    Fixture in;
    in.color = {1, 0, 0, 0};
    ExpectColor(Execute(source, in), {0.75f, 0.5f, 0.25f, 1});
}

TEST(CgcDialect, UniformMembersOfAVaryingStructParameter) {
    // libretro's `struct prev { uniform float2 texture_size; uniform sampler2D texture;
    // float2 tex_coord; }` taken as `prev PASSPREV1` (no `uniform`): cgc made the members
    // declared `uniform` and the sampler uniforms named PASSPREV1.texture_size and
    // PASSPREV1.texture (RetroArch sets them by name); tex_coord stays a varying, unbound
    // while unread. A TEXUNITn on the parameter is its sampler's unit.
    const char* source =
        "struct prev { uniform float2 texture_size; uniform sampler2D texture; float2 tex_coord; };\n"
        "float4 main(float2 uv : TEXCOORD0, prev PASSPREV1 : TEXUNIT2) : COLOR {\n"
        "    return tex2D(PASSPREV1.texture, uv * PASSPREV1.texture_size);\n"
        "}\n";
    CompileResult r = Compile(source);
    ASSERT_TRUE(r.ok) << r.diagnostics;
    EXPECT_TRUE(Has(r.arbfp.text, "#var float2 PASSPREV1.texture_size :  : c[0]")) << r.arbfp.text;
    EXPECT_TRUE(Has(r.arbfp.text, "#var sampler2D PASSPREV1.texture : TEXUNIT2 : texunit 2")) << r.arbfp.text;
    EXPECT_TRUE(Has(r.arbfp.text, "texture[2], 2D")) << r.arbfp.text;
    // tex_coord, a varying without a semantic, takes the first free TEXCOORDn (Connectors).
    EXPECT_TRUE(Has(r.arbfp.text, "#var float2 PASSPREV1.tex_coord : TEXCOORD1 : fragment.texcoord[1]"))
        << r.arbfp.text;
}

TEST(CgcDialect, VaryingsWithoutSemanticsAreAllocated) {
    // The spec's "Connectors": "Binding semantics may be omitted from any input or output,
    // and the compiler performs automatic allocation". libretro's glow shaders pass
    // `struct data { float2 tex; float pix_no; float one; }` from main_vertex to
    // main_fragment with no semantic at all; GTU-famicom passes `out float colorPhase`.
    // A struct's members take the TEXCOORDs the struct leaves free, in order (the same in
    // both programs); another varying the first one no varying of the program names.
    const std::string source =
        "struct data { float2 tex; float pix_no : TEXCOORD0; float one; };\n"
        "void main_vertex(float4 p : POSITION, float2 t : TEXCOORD0, out float4 o : POSITION,\n"
        "                 out data d, out float phase) {\n"
        "    o = p; d.tex = t; d.pix_no = t.x; d.one = t.y; phase = 0.5;\n"
        "}\n"
        "float4 main_fragment(in data d, float phase) { return float4(d.tex, d.one, phase); }\n";
    CompileResult vp = Compile(source, "main_vertex", "arbvp1");
    ASSERT_TRUE(vp.ok) << vp.diagnostics;
    EXPECT_TRUE(Has(vp.arbfp.text, "#var float2 d.tex : TEXCOORD1 : result.texcoord[1]")) << vp.arbfp.text;
    EXPECT_TRUE(Has(vp.arbfp.text, "#var float d.one : TEXCOORD2 : result.texcoord[2]")) << vp.arbfp.text;
    EXPECT_TRUE(Has(vp.arbfp.text, "#var float phase : TEXCOORD3 : result.texcoord[3]")) << vp.arbfp.text;
    CompileResult fp = Compile(source, "main_fragment");
    ASSERT_TRUE(fp.ok) << fp.diagnostics;
    EXPECT_TRUE(Has(fp.arbfp.text, "#var float2 d.tex : TEXCOORD1 : fragment.texcoord[1]")) << fp.arbfp.text;
    EXPECT_TRUE(Has(fp.arbfp.text, "#var float d.one : TEXCOORD2 : fragment.texcoord[2]")) << fp.arbfp.text;
    EXPECT_TRUE(Has(fp.arbfp.text, "#var float phase : TEXCOORD3 : fragment.texcoord[3]")) << fp.arbfp.text;
    // A fragment program's return value without a semantic is its COLOR.
    EXPECT_TRUE(Has(fp.arbfp.text, ": COLOR : result.color")) << fp.arbfp.text;
}

TEST(CgcDialect, NamesAreLookedUpOnlyInTheProgram) {
    // crt-royale's bloom-functions.h defines a function that no shader calls and that uses a
    // global no file declares; every shader including it compiled with cgc. An undeclared
    // name (or GLSL's fract in a fragment entry of a file compiled for its vertex entry) is
    // an error only where the entry reaches it; a global's initializer is always checked.
    const std::string source =
        "float helper(float x) { return fract(x) * missing_scale; }\n"
        "float4 main(float4 c : COLOR0) : COLOR { return c; }\n"
        "float4 other(float4 c : COLOR0) : COLOR { return helper(c.x).xxxx; }\n";
    CompileResult ok = Compile(source);
    EXPECT_TRUE(ok.ok) << ok.diagnostics;
    CompileResult bad = Compile(source, "other");
    EXPECT_FALSE(bad.ok);
    EXPECT_TRUE(Has(bad.diagnostics, "dialect.cg:1:32: error: undeclared function 'fract'")) << bad.diagnostics;
    EXPECT_TRUE(Has(bad.diagnostics, "dialect.cg:1:43: error: undeclared identifier 'missing_scale'"))
        << bad.diagnostics;
    CompileResult global = Compile("static float k = missing;\n" + source);
    EXPECT_FALSE(global.ok);
    EXPECT_TRUE(Has(global.diagnostics, "dialect.cg:1:18: error: undeclared identifier 'missing'"))
        << global.diagnostics;
}

TEST(CgcDialect, NamesAreNotLookedUpInABranchTheProgramsConstantsRuleOut) {
    // crt-royale's -intel passes, made for and tested on Intel HD 4000 (arbfp1, its README
    // says): `static const bool sample_orig_luts = true; if (sample_orig_luts) ... else ...
    // MASK_RESIZE.texture ...` with no MASK_RESIZE declared in that mode. A warning says so.
    auto source = [](const std::string& condition, const std::string& stated) {
        return "float4 main(float2 uv : TEXCOORD0, uniform sampler2D image, uniform bool k)"
               " : COLOR {\n"
               "    static const bool use_image = " + stated + ";\n"
               "    float4 c;\n"
               "    if (" + condition + ") c = tex2D(image, uv);\n"
               "    else c = tex2D(RESIZED.texture, uv);\n"
               "    return c;\n"
               "}\n";
    };
    using Case = std::pair<std::string, std::string>;  // the condition, use_image's initializer
    for (const auto& [condition, stated] :
         {Case{"use_image", "true"}, Case{"!use_image", "false"},
          Case{"use_image || k", "!false && true"}}) {
        CompileResult r = Compile(source(condition, stated));
        ASSERT_TRUE(r.ok) << condition << " " << stated << "\n" << r.diagnostics;
        EXPECT_TRUE(Has(r.diagnostics, "undeclared identifier 'RESIZED' in a branch its if's "
                                       "constant condition rules out: ignored, as cgc did"))
            << r.diagnostics;
        EXPECT_TRUE(Has(r.arbfp.text, "texture[0], 2D")) << r.arbfp.text;
    }
    // Like any name lookup, it counts only where the entry reaches it: no warning here.
    CompileResult other = Compile(
        source("use_image", "true") + "float4 other() : COLOR { return 0; }\n", "other");
    ASSERT_TRUE(other.ok) << other.diagnostics;
    EXPECT_FALSE(Has(other.diagnostics, "RESIZED")) << other.diagnostics;
    // The branch the constants take, or a condition they do not decide, still looks names up.
    for (const auto& [condition, stated] : {Case{"use_image", "false"}, Case{"k", "true"}}) {
        CompileResult bad = Compile(source(condition, stated));
        EXPECT_FALSE(bad.ok) << condition << " " << stated;
        EXPECT_TRUE(Has(bad.diagnostics, "error: undeclared identifier 'RESIZED'"))
            << bad.diagnostics;
    }
}

TEST(CgcDialect, SamplersAliasOtherSamplers) {
    // libretro's crt-lottes-multipass assigns a global sampler in its entry
    // (`s0_global = REFERENCE.texture;`) for helpers to read, and crt-royale declares
    // `const sampler2D texture = ORIG_LINEARIZED.texture;` locals; cgc compiled both, the
    // sampler being known at compile time.
    const char* source =
        "struct prev { uniform sampler2D texture; };\n"
        "sampler2D chosen;\n"
        "float4 look(float2 uv) { return tex2D(chosen, uv); }\n"
        "float4 main(float2 uv : TEXCOORD0, uniform sampler2D s0 : TEXUNIT0, uniform prev REF) : COLOR {\n"
        "    chosen = REF.texture;\n"
        "    const sampler2D local = s0;\n"
        "    return look(uv) + tex2D(local, uv);\n"
        "}\n";
    CompileResult r = Compile(source);
    ASSERT_TRUE(r.ok) << r.diagnostics;
    EXPECT_TRUE(Has(r.arbfp.text, "#var sampler2D REF.texture :  : texunit 2")) << r.arbfp.text;
    EXPECT_TRUE(Has(r.arbfp.text, "TEX R0, fragment.texcoord[0], texture[2], 2D;")) << r.arbfp.text;
    EXPECT_TRUE(Has(r.arbfp.text, "TEX R1, fragment.texcoord[0], texture[0], 2D;")) << r.arbfp.text;
}

TEST(CgcDialect, StaticParameterIsIgnoredWithAWarning) {
    // crt-royale's helpers take `static const bool vertical`; cgc compiled them.
    CompileResult r = Compile(
        "float pick(static const bool vertical, float2 v) { return vertical ? v.y : v.x; }\n"
        "float4 main(float2 uv : TEXCOORD0) : COLOR { return pick(true, uv).xxxx; }\n");
    ASSERT_TRUE(r.ok) << r.diagnostics;
    EXPECT_TRUE(Has(r.diagnostics, "dialect.cg:1:30: warning: 'static' on a parameter is ignored (cgc accepted it)"))
        << r.diagnostics;
}

TEST(CgcDialect, SemanticOnAStructOfBoundMembers) {
    // libretro's phosphorlut-v3: `output main_fragment(...) : COLOR` returning `struct output
    // { float4 color : COLOR; }`; cgc compiled it. The members' semantics bind them; the
    // struct's is ignored, with a warning at the entry.
    CompileResult r = Compile(
        "struct output { float4 color : COLOR; };\n"
        "output main(float4 c : COLOR0) : COLOR { output o; o.color = c; return o; }\n");
    ASSERT_TRUE(r.ok) << r.diagnostics;
    EXPECT_TRUE(Has(r.diagnostics, "dialect.cg:2:8: warning: the semantic 'COLOR' of 'main' is ignored"))
        << r.diagnostics;
    EXPECT_TRUE(Has(r.arbfp.text, "MOV result.color, fragment.color")) << r.arbfp.text;
}

TEST(CgcDialect, MatrixIsAName) {
    // crt-royale: `float2x2 mul_scale(float2 scale, float2x2 matrix)`; cgc compiled it (the
    // spec reserves `matrix` for HLSL's matrix<T, r, c>, which Cg never had).
    CompileResult r = Compile(
        "float2 apply(float2x2 matrix, float2 v) { return mul(matrix, v); }\n"
        "float4 main(float4 c : COLOR0) : COLOR { return apply(float2x2(1, 0, 0, 1), c.xy).xyxy; }\n");
    EXPECT_TRUE(r.ok) << r.diagnostics;
}

TEST(CgcDialect, AParameterOrLocalMayHideAPredefinedTypeName) {
    // Ogre's CSMShadows compiles an overload for arbfp1 alone, in its Cg build, that names a
    // parameter `sampler`: `float4 f(uniform sampler2D sampler, float2 uv) { return tex2D(
    // sampler, uv); }`. The vector, matrix and sampler type names are predefined typedef
    // names of the global scope (spec "Types"; the Cg Tutorial's reserved-word list leaves
    // the vector and matrix names off "because they can be used as identifiers"), and as in
    // C ("Namespaces") an inner declaration hides them in its scope. Keywords (float, int,
    // void) never name anything.
    CompileResult r = Compile(
        "float4 fetch(uniform sampler2D sampler, float2 uv) { return tex2D(sampler, uv); }\n"
        "float4 scaled(sampler2D s, float2 uv) { float2 half2 = uv * 0.5; return fetch(s, half2); }\n"
        "float4 main(float2 uv : TEXCOORD0, uniform sampler2D image) : COLOR {\n"
        "    half2 h = uv;\n"  // the names are types again outside those scopes
        "    return scaled(image, h);\n"
        "}\n");
    ASSERT_TRUE(r.ok) << r.diagnostics;
    EXPECT_TRUE(Has(r.arbfp.text, "texture[0], 2D")) << r.arbfp.text;

    // Inside its scope the word is the variable, so it is no longer a type there.
    CompileResult inner = Compile(
        "float4 main(float2 uv : TEXCOORD0) : COLOR { float2 half2 = uv; half2 h = uv; return h.xyxy; }\n");
    EXPECT_FALSE(inner.ok);
    EXPECT_TRUE(Has(inner.diagnostics, "unknown type name 'half2'")) << inner.diagnostics;
    // A global cannot: the predefined names are globals themselves (as `typedef float T; int
    // T;` in one scope is an error in C); nor can a function or a keyword.
    for (const char* source : {"uniform float4 float4;\nfloat4 main() : COLOR { return 0; }\n",
                               "float4 half2() { return 0; }\nfloat4 main() : COLOR { return 0; }\n",
                               "float4 main(float2 float) : COLOR { return 0; }\n"}) {
        CompileResult bad = Compile(source);
        EXPECT_FALSE(bad.ok) << source;
    }
}

TEST(CgcDialect, TangentAndBinormalAreGenericAttributesInArbvp1) {
    // cgc's arbvp1 took NV_vertex_program's numbering for the semantics ARB_vertex_program
    // has no attribute for: TANGENT is attribute 14, BINORMAL 15, BLENDINDICES 7 (Ogre's GL
    // render system feeds tangents to attribute 14 for its Cg samples' TANGENT inputs).
    CompileResult r = Compile(
        "void main(float4 p : POSITION, float3 t : TANGENT, float3 b : BINORMAL,\n"
        "          float4 i : BLENDINDICES, out float4 o : POSITION, out float4 c : COLOR0) {\n"
        "    o = p; c = float4(t + b, i.x);\n"
        "}\n",
        "main", "arbvp1");
    ASSERT_TRUE(r.ok) << r.diagnostics;
    EXPECT_TRUE(Has(r.arbfp.text, "#var float3 t : TANGENT : vertex.attrib[14]")) << r.arbfp.text;
    EXPECT_TRUE(Has(r.arbfp.text, "#var float3 b : BINORMAL : vertex.attrib[15]")) << r.arbfp.text;
    EXPECT_TRUE(Has(r.arbfp.text, "#var float4 i : BLENDINDICES : vertex.attrib[7]")) << r.arbfp.text;
}

}  // namespace
}  // namespace tessera::lang::cg::test
