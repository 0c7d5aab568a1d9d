// SPDX-License-Identifier: MIT
// `tessera compile FILE --reflect OUT.json`: the JSON holds what the shader declares.
// Expected values come from the declarations below by Cg's arbfp1 binding rules (a float3x3
// takes three program.local vectors, one per row; TEXCOORD3 is fragment.texcoord[3]; a
// sampler on TEXUNIT2 is texture unit 2), not from Tessera's output.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

namespace {

namespace fs = std::filesystem;

constexpr const char* kShader = R"(uniform float3x3 rotate;
uniform float4 unusedColor;
float4 main(float3 dir : TEXCOORD3, uniform sampler2D ramp : TEXUNIT2, uniform float bias) : COLOR
{
    float3 d = mul(rotate, dir);
    return tex2D(ramp, d.xy) + bias;
}
)";

int Shell(const std::string& command) {
    const int status = std::system(command.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

const nlohmann::json* Find(const nlohmann::json& list, const std::string& name) {
    for (const nlohmann::json& v : list)
        if (v.at("name") == name) return &v;
    return nullptr;
}

TEST(ReflectCli, JsonListsEveryDeclaredVariableWithItsBinding) {
    const fs::path dir = fs::path(::testing::TempDir()) / "tessera_reflect_cli";
    fs::create_directories(dir);
    std::ofstream(dir / "shader.cg") << kShader;
    const fs::path json_path = dir / "shader.json";
    ASSERT_EQ(Shell("'" TESSERA_BINARY "' compile '" + (dir / "shader.cg").string() + "' -o '" +
                    (dir / "shader.fp").string() + "' --reflect '" + json_path.string() + "'"),
              0);
    std::ifstream in(json_path);
    const nlohmann::json j = nlohmann::json::parse(in);
    EXPECT_EQ(j.at("entry"), "main");
    EXPECT_EQ(j.at("profile"), "arbfp1");
    EXPECT_EQ(j.at("target"), "ARBfp1.0");

    const nlohmann::json& uniforms = j.at("uniforms");
    EXPECT_EQ(uniforms.size(), 3u);  // rotate, unusedColor, bias
    const nlohmann::json* rotate = Find(uniforms, "rotate");
    ASSERT_NE(rotate, nullptr);
    EXPECT_EQ(rotate->at("type"), "float3x3");
    EXPECT_EQ(rotate->at("parameter_count"), 3);
    EXPECT_EQ(rotate->at("ordinal"), -1);  // a global
    const int first = rotate->at("first_parameter");
    EXPECT_EQ(rotate->at("binding"),
              "program.local[" + std::to_string(first) + ".." + std::to_string(first + 2) + "]");
    EXPECT_EQ(rotate->at("referenced"), true);
    const nlohmann::json* unused = Find(uniforms, "unusedColor");
    ASSERT_NE(unused, nullptr);
    EXPECT_EQ(unused->at("referenced"), false);
    EXPECT_EQ(unused->at("constant_index"), -1);
    const nlohmann::json* bias = Find(uniforms, "bias");
    ASSERT_NE(bias, nullptr);
    EXPECT_EQ(bias->at("entry_parameter"), true);
    EXPECT_EQ(bias->at("ordinal"), 2);  // main's third parameter

    ASSERT_EQ(j.at("samplers").size(), 1u);
    const nlohmann::json& ramp = j.at("samplers")[0];
    EXPECT_EQ(ramp.at("name"), "ramp");
    EXPECT_EQ(ramp.at("semantic"), "TEXUNIT2");
    EXPECT_EQ(ramp.at("texture_unit"), 2);
    EXPECT_EQ(ramp.at("texture_target"), "2D");
    ASSERT_EQ(j.at("attributes").size(), 1u);
    EXPECT_EQ(j.at("attributes")[0].at("binding"), "fragment.texcoord[3]");
    ASSERT_EQ(j.at("outputs").size(), 1u);
    EXPECT_EQ(j.at("outputs")[0].at("binding"), "result.color");
    EXPECT_EQ(j.at("counts").at("tex_instructions"), 1);
    fs::remove_all(dir);
}

// A Cg uniform's initializer and an entry parameter's default value are the uniforms'
// `default_value`, four floats per parameter padded as a constant vector (0, 0, 0, 1):
// scale = 0.5 gives (0.5, 0, 0, 1); offset {0.25, 0.75} gives (0.25, 0.75, 0, 1).
TEST(ReflectCli, CgInitializersAreDefaultValues) {
    const fs::path dir = fs::path(::testing::TempDir()) / "tessera_reflect_cli_defaults";
    fs::create_directories(dir);
    std::ofstream(dir / "d.cg") << "uniform float scale = 0.5;\n"
                                   "float4 main(uniform float2 offset = {0.25, 0.75}) : COLOR {\n"
                                   "    return float4(offset * scale, 0, 1);\n}\n";
    const fs::path json_path = dir / "d.json";
    ASSERT_EQ(Shell("'" TESSERA_BINARY "' compile '" + (dir / "d.cg").string() +
                    "' -o /dev/null --reflect '" + json_path.string() + "'"),
              0);
    std::ifstream in(json_path);
    const nlohmann::json j = nlohmann::json::parse(in);
    const nlohmann::json* scale = Find(j.at("uniforms"), "scale");
    const nlohmann::json* offset = Find(j.at("uniforms"), "offset");
    ASSERT_TRUE(scale && offset);
    EXPECT_EQ(scale->at("default_value"), (std::vector<float>{0.5f, 0, 0, 1}));
    EXPECT_EQ(offset->at("default_value"), (std::vector<float>{0.25f, 0.75f, 0, 1}));
    fs::remove_all(dir);
}

TEST(ReflectCli, ACompileErrorWritesNoJson) {
    const fs::path dir = fs::path(::testing::TempDir()) / "tessera_reflect_cli_bad";
    fs::create_directories(dir);
    std::ofstream(dir / "bad.cg") << "float4 main() : COLOR { return undefinedThing; }\n";
    EXPECT_EQ(Shell("'" TESSERA_BINARY "' compile '" + (dir / "bad.cg").string() + "' --reflect '" +
                    (dir / "bad.json").string() + "' 2>/dev/null"),
              1);
    EXPECT_FALSE(fs::exists(dir / "bad.json"));
    fs::remove_all(dir);
}

}  // namespace
