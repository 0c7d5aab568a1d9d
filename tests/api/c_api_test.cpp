// The C API (include/tessera/tessera.h): a round trip from C (c_api_from_c.c) and each call
// from C++, including the answers for bad arguments. Expected values come from the shaders:
// a constant color renders as round(255 * c) (OpenGL 1.4, 2.14.9).
#include <gtest/gtest.h>

#include <memory>
#include <string>

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
    EXPECT_EQ(tessera_create_program(static_cast<TesseraLanguage>(42)), nullptr);
    EXPECT_EQ(tessera_compile_program(nullptr), 0);
    EXPECT_STREQ(tessera_get_program_info_log(nullptr), "");
    EXPECT_EQ(tessera_get_variable_index(nullptr, "x"), -1);
    EXPECT_EQ(tessera_write_png(nullptr, 1, 1, nullptr), 0);
    EXPECT_STREQ(tessera_version(), "0.1.0");
}

}  // namespace
