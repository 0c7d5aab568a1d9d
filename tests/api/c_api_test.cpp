// SPDX-License-Identifier: MIT
// The C API (include/tessera/tessera.h): a round trip from C (c_api_from_c.c) and each call
// from C++, including the answers for bad arguments. Expected values come from the shaders:
// a constant color renders as round(255 * c) (OpenGL 1.4, 2.14.9).
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "tessera/tessera.h"

extern "C" int tessera_c_round_trip(const char* source, float* red_out);

namespace {

struct ProgramDeleter {
    void operator()(TesseraProgram* p) const { tessera_delete_program(p); }
};
using Program = std::unique_ptr<TesseraProgram, ProgramDeleter>;

TEST(CApi, RoundTripFromC) {
    float red = -1;
    EXPECT_EQ(
        tessera_c_round_trip("float4 main() : COLOR { return float4(0.6, 0, 0, 1); }\n", &red), 0);
    EXPECT_NEAR(red, 153 / 255.0f, 1e-6);  // round(255 * 0.6) = 153
}

TEST(CApi, ReflectionByIndexAndByName) {
    Program p(tessera_create_program(TESSERA_LANGUAGE_CG));
    tessera_program_source(p.get(), "tint.cg",
                           "float4 main(uniform float4 tint, uniform samplerCUBE sky, float3 dir : "
                           "TEXCOORD2) : COLOR\n"
                           "{ return texCUBE(sky, dir) * tint; }\n");
    ASSERT_EQ(tessera_compile_program(p.get()), 1) << tessera_get_program_info_log(p.get());
    EXPECT_EQ(tessera_get_program_iv(p.get(), TESSERA_COMPILE_STATUS), 1);
    ASSERT_EQ(tessera_get_program_iv(p.get(), TESSERA_ACTIVE_VARIABLES),
              4);  // tint, sky, dir, main
    EXPECT_EQ(tessera_get_program_iv(p.get(), TESSERA_TEX_INSTRUCTIONS), 1);
    TesseraVariable v;
    ASSERT_EQ(tessera_get_active_variable(p.get(), tessera_get_variable_index(p.get(), "sky"), &v),
              1);
    EXPECT_EQ(v.kind, TESSERA_VARIABLE_SAMPLER);
    EXPECT_STREQ(v.type, "samplerCUBE");
    EXPECT_STREQ(v.texture_target, "CUBE");
    EXPECT_EQ(v.ordinal, 1);
    ASSERT_EQ(tessera_get_active_variable(p.get(), tessera_get_variable_index(p.get(), "dir"), &v),
              1);
    EXPECT_STREQ(v.binding, "fragment.texcoord[2]");
    EXPECT_STREQ(v.semantic, "TEXCOORD2");
    ASSERT_EQ(tessera_get_active_variable(p.get(), tessera_get_variable_index(p.get(), "tint"), &v),
              1);
    EXPECT_EQ(v.kind, TESSERA_VARIABLE_UNIFORM);
    EXPECT_EQ(v.parameter_count, 1);
    EXPECT_EQ(tessera_get_variable_index(p.get(), "nothing"), -1);
    EXPECT_EQ(tessera_get_active_variable(p.get(), 4, &v), 0);
    EXPECT_EQ(tessera_get_active_variable(p.get(), -1, &v), 0);
}

TEST(CApi, ErrorsThroughTheInfoLogAndDiagnostics) {
    Program p(tessera_create_program(TESSERA_LANGUAGE_CG));
    tessera_program_source(p.get(), "bad.cg", "float4 main() : COLOR\n{\n  return nope;\n}\n");
    EXPECT_EQ(tessera_compile_program(p.get()), 0);
    EXPECT_EQ(tessera_get_program_iv(p.get(), TESSERA_COMPILE_STATUS), 0);
    EXPECT_NE(std::string(tessera_get_program_info_log(p.get())).find("bad.cg:3:10: error:"),
              std::string::npos);
    ASSERT_GE(tessera_get_program_iv(p.get(), TESSERA_DIAGNOSTICS), 1);
    TesseraDiagnostic d;
    ASSERT_EQ(tessera_get_diagnostic(p.get(), 0, &d), 1);
    EXPECT_EQ(d.severity, TESSERA_ERROR);
    EXPECT_EQ(d.line, 3);
    EXPECT_EQ(d.column, 10);  // "  return " is 9 characters
    EXPECT_STREQ(tessera_get_program_text(p.get(), TESSERA_TEXT_ARBFP), "");
    unsigned char pixel[4];
    EXPECT_EQ(tessera_render_program(p.get(), 1, 1, pixel), 0);
}

TEST(CApi, AssemblyProgramsAreLoadedAndCounted) {
    Program p(tessera_create_program(TESSERA_LANGUAGE_ARBFP));
    tessera_program_source(p.get(), "p.fp", "!!ARBfp1.0\nMOV result.color, {0, 1, 0, 1};\nEND\n");
    ASSERT_EQ(tessera_compile_program(p.get()), 1) << tessera_get_program_info_log(p.get());
    EXPECT_EQ(tessera_get_program_iv(p.get(), TESSERA_ALU_INSTRUCTIONS), 1);
    EXPECT_EQ(tessera_get_program_iv(p.get(), TESSERA_ERROR_POSITION), -1);
    unsigned char pixel[4] = {};
    ASSERT_EQ(tessera_render_program(p.get(), 1, 1, pixel), 1);
    EXPECT_EQ(pixel[1], 255);
    EXPECT_EQ(pixel[0], 0);
    // An error's byte offset, as PROGRAM_ERROR_POSITION_ARB gives it.
    tessera_program_source(p.get(), "p.fp", "!!ARBfp1.0\nMOVE result.color, 1;\nEND\n");
    EXPECT_EQ(tessera_compile_program(p.get()), 0);
    EXPECT_EQ(tessera_get_program_iv(p.get(), TESSERA_ERROR_POSITION), 11);  // after "!!ARBfp1.0\n"
    // The program's language is its target, as glProgramStringARB's: a vertex program's
    // text is not a fragment program (ARB_fragment_program 3.11.1), an error at byte 0.
    tessera_program_source(p.get(), "p.vp",
                           "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n");
    EXPECT_EQ(tessera_compile_program(p.get()), 0);
    EXPECT_EQ(tessera_get_program_iv(p.get(), TESSERA_ERROR_POSITION), 0);
    EXPECT_STREQ(tessera_get_program_text(p.get(), TESSERA_TEXT_ARBVP), "");
}

TEST(CApi, OptionsConstantsAndBadArguments) {
    Program p(tessera_create_program(TESSERA_LANGUAGE_CG));
    EXPECT_EQ(tessera_program_option(p.get(), "define", "K=0.25"), 1);
    EXPECT_EQ(tessera_program_option(p.get(), "fastmath", "1"), 1);
    EXPECT_EQ(tessera_program_option(p.get(), "fastmath", "yes"), 0);
    EXPECT_EQ(tessera_program_option(p.get(), "colour", "1"), 0);
    EXPECT_EQ(tessera_program_option(p.get(), "bind", "sun"), 0);  // not NAME=STRUCT
    EXPECT_EQ(tessera_program_option(p.get(), "bind", "sun="), 0);
    tessera_program_source(p.get(), "k.cg",
                           "float4 main() : COLOR { return float4(K, K, K, 1); }\n");
    ASSERT_EQ(tessera_compile_program(p.get()), 1) << tessera_get_program_info_log(p.get());
    float values[4] = {};
    int index = -1;
    ASSERT_GE(tessera_get_program_iv(p.get(), TESSERA_CONSTANTS), 1);
    const int n = tessera_get_constant(p.get(), 0, &index, values);
    ASSERT_GE(n, 1);
    EXPECT_GE(index, 0);
    bool quarter = false;
    for (int i = 0; i < n; ++i) quarter = quarter || values[i] == 0.25f;
    EXPECT_TRUE(quarter);  // the macro's value reached the program
    // "bind": the uniform `sun` of interface type stands for the struct Flat, and is then a
    // uniform of the program like any struct.
    tessera_program_source(p.get(), "sun.cg",
                           "interface Light { float3 light(); };\n"
                           "struct Flat : Light {\n"
                           "    float3 color;\n    float3 light() { return color; }\n};\n"
                           "uniform Light sun;\n"
                           "float4 main() : COLOR { return float4(sun.light(), 1); }\n");
    EXPECT_EQ(tessera_compile_program(p.get()), 0);  // unbound
    EXPECT_EQ(tessera_program_option(p.get(), "bind", "sun=Flat"), 1);
    ASSERT_EQ(tessera_compile_program(p.get()), 1) << tessera_get_program_info_log(p.get());
    EXPECT_GE(tessera_get_variable_index(p.get(), "sun"), 0);
    // "profile_option": cgc's -po for a limit. `x` is read twice after it is computed, so
    // it needs one TEMP; with none allowed the compile fails and says so.
    Program q(tessera_create_program(TESSERA_LANGUAGE_CG));
    tessera_program_source(q.get(), "x.cg",
                           "float4 main(float4 a : TEXCOORD0) : COLOR { float4 x = a * a; return x * x; }\n");
    ASSERT_EQ(tessera_compile_program(q.get()), 1) << tessera_get_program_info_log(q.get());
    EXPECT_EQ(tessera_program_option(q.get(), "profile_option", "NumTemps=0"), 1);
    EXPECT_EQ(tessera_compile_program(q.get()), 0);
    EXPECT_NE(std::string(tessera_get_program_info_log(q.get())).find("the limit is 0"), std::string::npos)
        << tessera_get_program_info_log(q.get());
    EXPECT_EQ(tessera_create_program(static_cast<TesseraLanguage>(42)), nullptr);
    EXPECT_EQ(tessera_compile_program(nullptr), 0);
    EXPECT_STREQ(tessera_get_program_info_log(nullptr), "");
    EXPECT_EQ(tessera_get_variable_index(nullptr, "x"), -1);
    EXPECT_EQ(tessera_write_png(nullptr, 1, 1, nullptr), 0);
    EXPECT_STREQ(tessera_version(), "0.1.0");
}

// An ISL shader drawn through the C API, with hand-derived pixels: the ISL spec's section XI
// example (FB = diffuse() * c * f) under a distant light of 0.8 along the plane's normal
// (N.L = 1): (0.8, 0.8, 0.8, 1) * (1, 0, 0, 1) * f. With "param" f=0.5 that is (0.4, 0, 0,
// 0.5): round(255 * 0.4) = 102, 255 * 0.5 = 127.5 (127 or 128). Outside the plane the
// "background" (0, 0, 1, 1) stays: (0, 0, 255, 255). UNORM8: OpenGL 1.4, 2.14.9.
TEST(CApi, RendersAnIslScene) {
    Program p(tessera_create_program(TESSERA_LANGUAGE_ISL));
    tessera_program_source(p.get(), "spec.isl",
                           "surface shadertest(uniform color c = color(1,0,0,1); uniform float f = .25)\n"
                           "{ FB = diffuse(); FB *= c*f; return FB; }\n");
    EXPECT_EQ(tessera_program_option(p.get(), "mesh", "plane"), 1);
    EXPECT_EQ(tessera_program_option(p.get(), "light", "distant:0.8,0.8,0.8:0,0,1"), 1);
    EXPECT_EQ(tessera_program_option(p.get(), "param", "f=0.5"), 1);
    EXPECT_EQ(tessera_program_option(p.get(), "background", "0,0,1,1"), 1);
    EXPECT_EQ(tessera_program_option(p.get(), "profile", "fused"), 1);
    ASSERT_EQ(tessera_compile_program(p.get()), 1) << tessera_get_program_info_log(p.get());
    EXPECT_NE(std::string(tessera_get_program_text(p.get(), TESSERA_TEXT_PLAN)).find("plan fused"),
              std::string::npos);
    std::vector<unsigned char> rgba(32 * 32 * 4);
    ASSERT_EQ(tessera_render_program(p.get(), 32, 32, rgba.data()), 1) << tessera_get_program_info_log(p.get());
    const unsigned char* centre = &rgba[(16 * 32 + 16) * 4];
    EXPECT_NEAR(centre[0], 102, 1);
    EXPECT_EQ(centre[1], 0);
    EXPECT_EQ(centre[2], 0);
    EXPECT_NEAR(centre[3], 128, 1);
    const unsigned char corner[4] = {rgba[0], rgba[1], rgba[2], rgba[3]};
    EXPECT_EQ(corner[2], 255);
    EXPECT_EQ(corner[0], 0);
    // Bad values are refused and leave the options as they were.
    EXPECT_EQ(tessera_program_option(p.get(), "mesh", "teapot"), 0);
    EXPECT_EQ(tessera_program_option(p.get(), "light", "spot:1,1,1"), 0);
    EXPECT_EQ(tessera_program_option(p.get(), "param", "=1"), 0);
    EXPECT_EQ(tessera_program_option(p.get(), "background", "1,1"), 0);
    EXPECT_EQ(tessera_program_option(p.get(), "plan_limits", "tiny"), 0);
    EXPECT_EQ(tessera_program_option(p.get(), "plan_limits", "minimum"), 1);
    // A light shader file that does not exist: 0, and the info log names it.
    EXPECT_EQ(tessera_program_option(p.get(), "light", "no/such/light.isl"), 1);
    EXPECT_EQ(tessera_render_program(p.get(), 8, 8, rgba.data()), 0);
    EXPECT_NE(std::string(tessera_get_program_info_log(p.get())).find("no/such/light.isl"), std::string::npos);
    EXPECT_EQ(tessera_render_program(p.get(), 0, 8, rgba.data()), 0);
}

// A piglit .shader_test file through the C API: a program writing green passes a green probe
// and fails a red one, with the probe in the reason; a missing file is not a pass.
TEST(CApi, RunsShaderTests) {
    const std::filesystem::path dir = std::filesystem::path(::testing::TempDir()) / "tessera_c_api_shader_test";
    std::filesystem::create_directories(dir);
    const std::string program =
        "[require]\nGL >= 1.3\nGL_ARB_fragment_program\n\n[fragment program]\n!!ARBfp1.0\n"
        "MOV result.color, {0, 1, 0, 1};\nEND\n\n[test]\ndraw rect -1 -1 2 2\n";
    std::ofstream(dir / "green.shader_test") << program << "probe all rgba 0 1 0 1\n";
    std::ofstream(dir / "red.shader_test") << program << "probe all rgba 1 0 0 1\n";
    char reason[256] = "unchanged";
    EXPECT_EQ(tessera_run_shader_test((dir / "green.shader_test").c_str(), reason, sizeof reason), TESSERA_TEST_PASS);
    EXPECT_STREQ(reason, "");
    EXPECT_EQ(tessera_run_shader_test((dir / "red.shader_test").c_str(), reason, sizeof reason), TESSERA_TEST_FAIL);
    EXPECT_NE(std::string(reason).find("probe"), std::string::npos) << reason;
    char tiny[4];
    EXPECT_EQ(tessera_run_shader_test((dir / "red.shader_test").c_str(), tiny, sizeof tiny), TESSERA_TEST_FAIL);
    EXPECT_EQ(std::string(tiny).size(), 3u);  // cut to the buffer, terminated
    EXPECT_NE(tessera_run_shader_test((dir / "none.shader_test").c_str(), nullptr, 0), TESSERA_TEST_PASS);
    std::filesystem::remove_all(dir);
}

}  // namespace
