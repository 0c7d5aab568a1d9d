// SPDX-License-Identifier: MIT
// The C++ API (include/tessera/tessera.hpp) from the outside: only the public header.
//
// Expected values come from the shaders' declarations and from the specs, derived in the
// comments: a float4x4 uniform takes four program.local vectors (one per row, Cg's "Binding
// Semantics" for arbfp1), the default scene's texture coordinate at a pixel center is
// ((x + 0.5) / W, (H - y - 0.5) / H) with y counted from the top (runtime/raster/scene.h),
// and UNORM8 conversion is round(255 * c) (OpenGL 1.4, 2.14.9).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "tessera/tessera.hpp"

namespace {

using tessera::CompileOptions;
using tessera::CompileResult;
using tessera::VariableKind;

// Two globals, then an entry with a varying, a uniform and a sampler parameter.
constexpr const char* kShader = R"(uniform float4 tint;
uniform float4x4 xform;
float4 main(float2 uv : TEXCOORD0, uniform float gain, uniform sampler2D image) : COLOR
{
    float4 t = tex2D(image, uv);
    return mul(xform, t) * tint * gain;
}
)";

CompileResult CompileText(const std::string& text, const std::string& name = "shader.cg") {
    CompileOptions options;
    options.source_name = name;
    options.source_text = text;
    return tessera::Compile(options);
}

int Channel(float c) { return static_cast<int>(std::lround(255.0 * c)); }

TEST(ApiCompile, CgProducesAnArbProgramAndCounts) {
    CompileResult r = CompileText(kShader);
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    EXPECT_EQ(r.arbfp.rfind("!!ARBfp1.0\n", 0), 0u);
    EXPECT_NE(r.arbfp.find("\nEND\n"), std::string::npos);
    EXPECT_EQ(r.entry, "main");
    EXPECT_EQ(r.profile, "arbfp1");
    ASSERT_FALSE(r.source_files.empty());
    EXPECT_EQ(r.source_files[0], "shader.cg");
    EXPECT_EQ(r.counts.tex_instructions, 1);  // the one tex2D
    EXPECT_GE(r.counts.instructions, 2);
    EXPECT_EQ(r.error_count, 0u);
    EXPECT_TRUE(r.glsl.empty());
}

TEST(ApiReflection, UniformsMatchTheDeclarations) {
    CompileResult r = CompileText(kShader);
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    const tessera::Variable* tint = r.FindVariable("tint");
    const tessera::Variable* xform = r.FindVariable("xform");
    const tessera::Variable* gain = r.FindVariable("gain");
    ASSERT_TRUE(tint && xform && gain);
    EXPECT_EQ(tint->kind, VariableKind::kUniform);
    EXPECT_EQ(tint->type, "float4");
    EXPECT_EQ(tint->parameter_count, 1);
    EXPECT_EQ(xform->type, "float4x4");
    EXPECT_EQ(xform->parameter_count, 4);  // one vector per row
    EXPECT_EQ(gain->type, "float");
    EXPECT_EQ(gain->parameter_count, 1);
    // Each uniform's binding names its own program.local range, and the ranges do not overlap.
    std::vector<bool> used(16, false);
    for (const tessera::Variable* v : {tint, xform, gain}) {
        ASSERT_GE(v->first_parameter, 0);
        const std::string expected =
            v->parameter_count == 1
                ? "program.local[" + std::to_string(v->first_parameter) + "]"
                : "program.local[" + std::to_string(v->first_parameter) + ".." +
                      std::to_string(v->first_parameter + v->parameter_count - 1) + "]";
        EXPECT_EQ(v->binding, expected) << v->name;
        for (int k = 0; k < v->parameter_count; ++k) {
            EXPECT_FALSE(used.at(static_cast<std::size_t>(v->first_parameter + k))) << v->name;
            used[static_cast<std::size_t>(v->first_parameter + k)] = true;
        }
        EXPECT_TRUE(v->referenced) << v->name;
        EXPECT_GE(v->constant_index, 0) << v->name;
    }
}

TEST(ApiReflection, EntryParametersGlobalsSamplersAndOutputs) {
    CompileResult r = CompileText(kShader);
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    // cgc's ordinals: the entry parameter's position; -1 for globals and the return value.
    EXPECT_EQ(r.FindVariable("tint")->ordinal, -1);
    EXPECT_FALSE(r.FindVariable("tint")->entry_parameter);
    const tessera::Variable* uv = r.FindVariable("uv");
    ASSERT_NE(uv, nullptr);
    EXPECT_EQ(uv->kind, VariableKind::kAttribute);
    EXPECT_EQ(uv->semantic, "TEXCOORD0");
    EXPECT_EQ(uv->binding, "fragment.texcoord[0]");
    EXPECT_EQ(uv->ordinal, 0);
    EXPECT_TRUE(uv->entry_parameter);
    EXPECT_EQ(r.FindVariable("gain")->ordinal, 1);
    const tessera::Variable* image = r.FindVariable("image");
    ASSERT_NE(image, nullptr);
    EXPECT_EQ(image->kind, VariableKind::kSampler);
    EXPECT_EQ(image->type, "sampler2D");
    EXPECT_EQ(image->ordinal, 2);
    EXPECT_EQ(image->texture_unit, 0);
    EXPECT_EQ(image->texture_target, "2D");
    EXPECT_EQ(image->binding, "texunit 0");
    const tessera::Variable* out = r.FindVariable("main");
    ASSERT_NE(out, nullptr);
    EXPECT_EQ(out->kind, VariableKind::kOutput);
    EXPECT_EQ(out->semantic, "COLOR");
    EXPECT_EQ(out->binding, "result.color");
    EXPECT_EQ(out->ordinal, -1);
    EXPECT_EQ(r.variables.size(), 6u);
}

TEST(ApiReflection, ConstantsAreTheLiteralsOfThePool) {
    CompileResult r = CompileText("float4 main() : COLOR { return float4(0.25, 0.5, 0.75, 1); }\n");
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    // Whatever vectors the pool made, together they hold the four literals.
    std::vector<float> seen;
    for (const tessera::Constant& c : r.constants)
        seen.insert(seen.end(), c.values.begin(), c.values.end());
    for (float f : {0.25f, 0.5f, 0.75f, 1.0f})
        EXPECT_NE(std::find(seen.begin(), seen.end(), f), seen.end()) << f;
}

TEST(ApiDiagnostics, ErrorsCarryFileLineAndColumn) {
    // Line 3, column 12 is the 'q' of the undeclared name (4 spaces + "return " = 11).
    CompileResult r = CompileText("float4 main() : COLOR\n{\n    return q * 2;\n}\n", "bad.cg");
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(r.arbfp.empty());
    ASSERT_FALSE(r.diagnostics.empty()) << r.diagnostics_text;
    const tessera::Diagnostic& d = r.diagnostics[0];
    EXPECT_EQ(d.severity, tessera::Severity::kError);
    EXPECT_EQ(d.file, "bad.cg");
    EXPECT_EQ(d.line, 3);
    EXPECT_EQ(d.column, 12);
    EXPECT_NE(d.message.find("q"), std::string::npos);
    EXPECT_NE(r.diagnostics_text.find("bad.cg:3:12: error: "), std::string::npos);
    EXPECT_GE(r.error_count, 1u);
}

TEST(ApiDiagnostics, AnUnreadableFileIsADiagnostic) {
    CompileOptions options;
    options.source_name = "/nonexistent/tessera/shader.cg";
    CompileResult r = tessera::Compile(options);
    EXPECT_FALSE(r.ok);
    ASSERT_EQ(r.diagnostics.size(), 1u) << r.diagnostics_text;
    EXPECT_EQ(r.diagnostics[0].severity, tessera::Severity::kError);
    EXPECT_NE(r.diagnostics[0].message.find("/nonexistent/tessera/shader.cg"), std::string::npos);
}

TEST(ApiDiagnostics, MissingEntryAndUncompiledLanguagesAreErrors) {
    CompileOptions options;
    options.source_text = "float4 main() : COLOR { return 1; }\n";
    options.entry = "nothere";
    EXPECT_FALSE(tessera::Compile(options).ok);
    options.language = tessera::Language::kArbfp;  // assembly is loaded, not compiled
    CompileResult r = tessera::Compile(options);
    EXPECT_FALSE(r.ok);
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_NE(r.diagnostics[0].message.find("LoadProgram"), std::string::npos);
}

TEST(ApiCompile, DefinesAndIncludeDirectoriesReachThePreprocessor) {
    const std::filesystem::path dir =
        std::filesystem::path(::testing::TempDir()) / "tessera_api_include_test";
    std::filesystem::create_directories(dir / "inc");
    std::ofstream(dir / "inc" / "color.h") << "#define HALF 0.5\n";
    CompileOptions options;
    options.source_name = (dir / "main.cg").string();
    options.source_text =
        "#include \"color.h\"\nfloat4 main() : COLOR {\n#ifdef RED\n return float4(1, 0, 0, 1);\n"
        "#else\n return float4(0, HALF, 0, 1);\n#endif\n}\n";
    EXPECT_FALSE(tessera::Compile(options).ok);  // color.h is not found without -I
    options.include_dirs.push_back((dir / "inc").string());
    CompileResult green = tessera::Compile(options);
    ASSERT_TRUE(green.ok) << green.diagnostics_text;
    options.defines.push_back({"RED", "1", false});
    CompileResult red = tessera::Compile(options);
    ASSERT_TRUE(red.ok) << red.diagnostics_text;
    tessera::RenderOptions small;
    small.width = small.height = 2;
    EXPECT_EQ(tessera::Render(green.arbfp, small).image.At(0, 0),
              (std::array<std::uint8_t, 4>{0, 128, 0, 255}));
    EXPECT_EQ(tessera::Render(red.arbfp, small).image.At(1, 1),
              (std::array<std::uint8_t, 4>{255, 0, 0, 255}));
    std::filesystem::remove_all(dir);
}

TEST(ApiLanguages, NamesAndExtensions) {
    EXPECT_EQ(tessera::LanguageFromPath("a/b.cg"), tessera::Language::kCg);
    EXPECT_EQ(tessera::LanguageFromPath("x.fp"), tessera::Language::kArbfp);
    EXPECT_EQ(tessera::LanguageFromPath("x.vp"), tessera::Language::kArbvp);
    EXPECT_EQ(tessera::LanguageFromPath("x.frag"), tessera::Language::kGlsl);
    EXPECT_FALSE(tessera::LanguageFromPath("x.txt").has_value());
    EXPECT_EQ(tessera::LanguageFromName("isl"), tessera::Language::kIsl);
    EXPECT_STREQ(tessera::LanguageName(tessera::Language::kParasol), "parasol");
    EXPECT_TRUE(tessera::LanguageCompiles(tessera::Language::kCg));
    EXPECT_FALSE(tessera::LanguageCompiles(tessera::Language::kArbfp));
    EXPECT_STREQ(tessera::Version(), "0.1.0");
}

TEST(ApiLoad, CountsFollowTheSpec) {
    // 3.11.3.6: TEX is a texture instruction, MUL and MOV are ALU; END is not counted here.
    tessera::ProgramInfo info = tessera::LoadProgram(
        "!!ARBfp1.0\nTEMP t;\nTEX t, fragment.texcoord[0], texture[1], 2D;\n"
        "MUL t, t, program.local[0];\nMOV result.color, t;\nEND\n");
    ASSERT_TRUE(info.ok) << info.diagnostics_text;
    EXPECT_EQ(info.language, tessera::Language::kArbfp);
    EXPECT_EQ(info.counts.tex_instructions, 1);
    EXPECT_EQ(info.counts.alu_instructions, 2);
    EXPECT_EQ(info.counts.temporaries, 1);
    EXPECT_EQ(info.error_position, -1);
    ASSERT_EQ(info.texture_units.size() > 1, true);
    EXPECT_EQ(info.texture_units[1], "2D");
}

TEST(ApiLoad, ErrorsHavePositionsAndVertexProgramsAreRecognised) {
    // "MOV a, fragment.colour;" on line 3: 'colour' starts at byte 11 + 16 of the line.
    const std::string text = "!!ARBfp1.0\nTEMP a;\nMOV a, fragment.colour;\nEND\n";
    tessera::ProgramInfo bad = tessera::LoadProgram(text, "bad.fp");
    EXPECT_FALSE(bad.ok);
    EXPECT_EQ(bad.error_position, static_cast<long long>(text.find("colour")));
    ASSERT_FALSE(bad.diagnostics.empty());
    EXPECT_EQ(bad.diagnostics[0].line, 3);
    EXPECT_EQ(bad.diagnostics[0].column, 17);
    EXPECT_EQ(bad.diagnostics[0].file, "bad.fp");
    tessera::ProgramInfo vp =
        tessera::LoadProgram("!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n");
    EXPECT_TRUE(vp.ok) << vp.diagnostics_text;
    EXPECT_EQ(vp.language, tessera::Language::kArbvp);
    EXPECT_EQ(vp.counts.instructions, 1);
    EXPECT_EQ(vp.counts.alu_instructions, 1);  // an ARBvp instruction is an ALU one
    EXPECT_EQ(vp.counts.tex_instructions, 0);
}

TEST(ApiLoad, NvOptionsOnlyWhenAsked) {
    // NV_fragment_program_option's DDX (its instruction table) and NV_vertex_program3's TXL
    // load with Limits::kNvOptions; with the default limits the option is unknown.
    const std::string fp = "!!ARBfp1.0\nOPTION NV_fragment_program;\nDDXR result.color, fragment.color;\nEND\n";
    const std::string vp = "!!ARBvp1.0\nOPTION NV_vertex_program3;\n"
                           "TXL result.position, vertex.texcoord[0], texture[0], 2D;\nEND\n";
    EXPECT_FALSE(tessera::LoadProgram(fp).ok);
    EXPECT_FALSE(tessera::LoadProgram(vp).ok);
    const tessera::ProgramInfo nv_fp = tessera::LoadProgram(fp, "x.fp", tessera::Limits::kNvOptions);
    EXPECT_TRUE(nv_fp.ok) << nv_fp.diagnostics_text;
    EXPECT_EQ(nv_fp.counts.alu_instructions, 1);
    const tessera::ProgramInfo nv_vp = tessera::LoadProgram(vp, "x.vp", tessera::Limits::kNvOptions);
    EXPECT_TRUE(nv_vp.ok) << nv_vp.diagnostics_text;
    EXPECT_EQ(nv_vp.language, tessera::Language::kArbvp);
}

TEST(ApiRender, TextureCoordinatesAcrossTheDefaultScene) {
    tessera::RenderOptions options;
    options.width = 4;
    options.height = 2;
    tessera::RenderResult r =
        tessera::Render("!!ARBfp1.0\nMOV result.color, fragment.texcoord[0];\nEND\n", options);
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    ASSERT_EQ(r.image.rgba.size(), 4u * 2u * 4u);
    for (int y = 0; y < 2; ++y)
        for (int x = 0; x < 4; ++x) {
            const auto p = r.image.At(x, y);
            EXPECT_NEAR(p[0], Channel((x + 0.5f) / 4), 1) << x << "," << y;
            EXPECT_NEAR(p[1], Channel((2 - y - 0.5f) / 2), 1) << x << "," << y;
            EXPECT_EQ(p[2], 0);
            EXPECT_EQ(p[3], 255);  // texcoord q is 1
        }
}

TEST(ApiRender, ParametersAndImagesReachTheProgram) {
    tessera::RenderOptions options;
    options.width = options.height = 2;
    options.locals.push_back({3, {0.2f, 0.4f, 0.6f, 0.8f}});
    tessera::RenderResult r =
        tessera::Render("!!ARBfp1.0\nMOV result.color, program.local[3];\nEND\n", options);
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    EXPECT_EQ(r.image.At(1, 0), (std::array<std::uint8_t, 4>{51, 102, 153, 204}));
    // A 1x1 image on unit 2 is that color everywhere.
    tessera::RenderOptions textured;
    textured.width = textured.height = 2;
    textured.textures.push_back({2, tessera::Image{1, 1, {10, 20, 30, 255}}});
    r = tessera::Render(
        "!!ARBfp1.0\nTEX result.color, fragment.texcoord[0], texture[2], 2D;\nEND\n", textured);
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    EXPECT_EQ(r.image.At(0, 1), (std::array<std::uint8_t, 4>{10, 20, 30, 255}));
}

// tessera::Render (and so `tessera render`) takes an NV_fragment_program2 program: a REP
// loop of program.local[0].x = 4 iterations adding 0.25 gives 1 in red; the default scene
// faces the viewer (facing +1, green 255); DDX of the window x is 1 (blue 255).
TEST(ApiRender, NvFragmentProgram2Renders) {
    tessera::RenderOptions options;
    options.width = options.height = 2;
    options.locals.push_back({0, {4, 0, 0, 0}});
    tessera::RenderResult r = tessera::Render(
        "!!ARBfp1.0\nOPTION NV_fragment_program2;\nTEMP R0;\nMOV R0, 0;\n"
        "REP program.local[0];\nADD R0.x, R0.x, 0.25;\nENDREP;\n"
        "MOV R0.y, fragment.facing.x;\nDDX R0.z, fragment.position.x;\nMOV R0.w, 1;\n"
        "MOV result.color, R0;\nEND\n",
        options);
    ASSERT_TRUE(r.ok) << r.diagnostics_text;
    EXPECT_EQ(r.image.At(1, 1), (std::array<std::uint8_t, 4>{255, 255, 255, 255}));
}

// `loop` (a Cg shader with COUNT for its loop's count) with COUNT replaced.
std::string WithCount(const std::string& loop, const std::string& count) {
    std::string text = loop;
    text.replace(text.find("COUNT"), 5, count);
    return text;
}

tessera::RenderResult RenderOn16x16(const std::string& arbfp, std::vector<tessera::ParameterValue> locals = {}) {
    tessera::RenderOptions options;
    options.width = options.height = 16;
    options.locals = std::move(locals);
    return tessera::Render(arbfp, options);
}

// Equivalence (issue 34): `loop` with COUNT the uniform n, kept as a loop by fp40 and run
// with n = `count`, renders as the same loop with the literal count that arbfp1 unrolls (the
// unroller's guards and selects, a separate implementation of the loop's semantics), over
// the default scene's varying colors, on the reference NV executor. The fp40 program goes to
// `fp40_text`. Each line of `exits` must matter: without it, the image differs (so each
// exit is taken somewhere).
void ExpectKeptRendersAsUnrolled(const std::string& loop, int count, const std::vector<std::string>& exits,
                                 std::string& fp40_text) {
    CompileOptions fp40;
    fp40.source_name = "loop.cg";
    fp40.source_text = WithCount(loop, "n");
    fp40.profile = "fp40";
    const CompileResult kept = tessera::Compile(fp40);
    EXPECT_TRUE(kept.ok) << kept.diagnostics_text;
    fp40_text = kept.arbfp;
    const std::string literal = WithCount(loop, std::to_string(count));
    const CompileResult unrolled = CompileText(literal, "unrolled.cg");
    EXPECT_TRUE(unrolled.ok) << unrolled.diagnostics_text;
    // n is `#var float n : c[0]`, program.local[0].
    const tessera::RenderResult a = RenderOn16x16(kept.arbfp, {{0, {static_cast<float>(count), 0, 0, 0}}});
    const tessera::RenderResult b = RenderOn16x16(unrolled.arbfp);
    EXPECT_TRUE(a.ok) << a.diagnostics_text;
    EXPECT_TRUE(b.ok) << b.diagnostics_text;
    EXPECT_EQ(a.image.rgba, b.image.rgba);
    for (const std::string& line : exits) {
        std::string without = literal;
        without.erase(without.find(line), line.size());
        const CompileResult other = CompileText(without, "without.cg");
        EXPECT_TRUE(other.ok) << other.diagnostics_text;
        EXPECT_NE(RenderOn16x16(other.arbfp).image.rgba, a.image.rgba) << line;
    }
}

// A loop with a BRK on the data: the break is taken at different iterations in different
// places.
TEST(ApiRender, Fp40LoopRendersAsTheUnrolledArbfp1Loop) {
    std::string fp40;
    ExpectKeptRendersAsUnrolled("float4 main(float4 c : COLOR0, uniform float n) : COLOR {\n"
                                "    float4 sum = 0;\n"
                                "    for (float i = 0; i < COUNT; i++) {\n"
                                "        if (sum.x > 0.3) break;\n"
                                "        sum += c * 0.25;\n"
                                "    }\n"
                                "    return sum;\n"
                                "}\n",
                                3, {"        if (sum.x > 0.3) break;\n"}, fp40);
    EXPECT_NE(fp40.find("REP"), std::string::npos) << fp40;
}

// The other forms fp40 writes in a kept loop: a `continue` on the data (a flag guarding the
// rest of the body) and an `if` holding a store and a `break` (IF NE.x ... ENDIF).
TEST(ApiRender, Fp40ContinueAndIfRenderAsTheUnrolledArbfp1Loop) {
    std::string fp40;
    ExpectKeptRendersAsUnrolled("float4 main(float4 c : COLOR0, uniform float n) : COLOR {\n"
                                "    float4 sum = 0;\n"
                                "    float4 last = 0;\n"
                                "    for (float i = 0; i < COUNT; i++) {\n"
                                "        if (c.x > 0.25 * i) continue;\n"
                                "        if (sum.y > 0.1) { last = c; break; }\n"
                                "        sum += c * 0.25;\n"
                                "    }\n"
                                "    return sum + last * 0.5;\n"
                                "}\n",
                                5,
                                {"        if (c.x > 0.25 * i) continue;\n",
                                 "        if (sum.y > 0.1) { last = c; break; }\n"},
                                fp40);
    EXPECT_NE(fp40.find("IF    NE.x;"), std::string::npos) << fp40;
}

TEST(ApiRender, BadInputIsReportedNotCrashed) {
    tessera::RenderOptions huge;
    huge.width = 100000;
    EXPECT_FALSE(tessera::Render("!!ARBfp1.0\nEND\n", huge).ok);
    tessera::RenderResult r = tessera::Render("!!ARBfp1.0\nFOO;\nEND\n");
    EXPECT_FALSE(r.ok);
    ASSERT_FALSE(r.diagnostics.empty());
    EXPECT_EQ(r.diagnostics[0].line, 2);
    tessera::RenderOptions wrong;
    wrong.textures.push_back({0, tessera::Image{2, 2, {1, 2, 3}}});
    EXPECT_FALSE(
        tessera::Render(
            "!!ARBfp1.0\nTEX result.color, fragment.texcoord[0], texture[0], 2D;\nEND\n", wrong)
            .ok);
}

TEST(ApiImage, PngRoundTrip) {
    const std::string path =
        (std::filesystem::temp_directory_path() / "tessera_api_image.png").string();
    tessera::Image image{2, 1, {255, 0, 0, 255, 0, 0, 255, 128}};
    ASSERT_TRUE(image.WritePng(path));
    auto back = tessera::Image::ReadPng(path);
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(back->rgba, image.rgba);
    std::string error;
    EXPECT_FALSE(tessera::Image::ReadPng(path + ".missing", &error).has_value());
    EXPECT_FALSE(error.empty());
    std::remove(path.c_str());
}

}  // namespace
