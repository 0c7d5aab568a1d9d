// SPDX-License-Identifier: MIT
// Texture samples per version: the function names of GLSL 1.10 section 8.7 (texture2D,
// texture2DProj, textureCube, shadow2D) and of 1.30 (texture, textureProj, textureLod,
// textureGrad), and errors where a version has no way to say it.
#include "glsl_test_support.h"

namespace tessera::glsl_writer_test {
namespace {

constexpr const char* kSamples = R"(module fragment
input @uv: float4 @TEXCOORD0
sampler @tex: sampler2D
output @color: float4 @COLOR
fn main() -> void {
  %0: float4 = load @uv
  %1: sampler2D = load @tex
  %2: float2 = swizzle %0, [0, 1]
  %3: float4 = sample %1, %2
  %4: float4 = sample.proj %1, %0
  %5: float = extract %0, [2]
  %6: float4 = sample.bias %1, %2, %5
  %7: float4 = add %3, %4
  %8: float4 = add %7, %6
  store @color, %8
  ret
}
entry main
)";

TEST(GlslWriter, TextureFunctionsPerVersion) {
    // 1.10 section 8.7: texture2D, texture2DProj (vec4: divides by q), the bias form.
    for (GlslVersion v : {GlslVersion::k110, GlslVersion::k120, GlslVersion::kEs100}) {
        const std::string t = WriteValid(kSamples, v);
        EXPECT_TRUE(Has(t, "texture2D(u_tex, ")) << t;
        EXPECT_TRUE(Has(t, "texture2DProj(u_tex, ")) << t;
        EXPECT_TRUE(Has(t, "uniform sampler2D u_tex;")) << t;
    }
    // 1.30 section 8.7: the overloaded texture and textureProj.
    for (GlslVersion v : {GlslVersion::k130, GlslVersion::k330, GlslVersion::kEs300}) {
        const std::string t = WriteValid(kSamples, v);
        EXPECT_TRUE(Has(t, "texture(u_tex, ")) << t;
        EXPECT_TRUE(Has(t, "textureProj(u_tex, ")) << t;
        EXPECT_FALSE(Has(t, "texture2D")) << t;
    }
}

TEST(GlslWriter, ExplicitLodAndGradientsNeedNewerVersions) {
    const std::string lod = R"(module fragment
input @uv: float2 @TEXCOORD0
sampler @tex: sampler2D
output @color: float4 @COLOR
fn main() -> void {
  %0: float2 = load @uv
  %1: sampler2D = load @tex
  %2: float = const (2)
  %3: float4 = sample.lod %1, %0, %2
  %4: float2 = intrinsic ddx %0
  %5: float2 = intrinsic ddy %0
  %6: float4 = sample.grad %1, %0, %4, %5
  %7: float4 = add %3, %6
  store @color, %7
  ret
}
entry main
)";
    ExpectError(lod, GlslVersion::k110, "explicit level in a fragment shader");
    ExpectError(lod, GlslVersion::kEs100, "explicit level in a fragment shader");
    const std::string t = WriteValid(lod, GlslVersion::k130);
    EXPECT_TRUE(Has(t, "textureLod(u_tex, ")) << t;
    EXPECT_TRUE(Has(t, "textureGrad(u_tex, ")) << t;
    EXPECT_TRUE(Has(t, "dFdx(")) << t;
}

TEST(GlslWriter, CubeAndShadowSamplers) {
    const std::string ir = R"(module fragment
input @uv: float4 @TEXCOORD0
sampler @env: samplerCUBE
sampler @shadow: sampler2DShadow
output @color: float4 @COLOR
fn main() -> void {
  %0: float4 = load @uv
  %1: samplerCUBE = load @env
  %2: float3 = swizzle %0, [0, 1, 2]
  %3: float4 = sample %1, %2
  %4: sampler2DShadow = load @shadow
  %5: float4 = sample %4, %2
  %6: float4 = add %3, %5
  store @color, %6
  ret
}
entry main
)";
    const std::string t110 = WriteValid(ir, GlslVersion::k110);
    EXPECT_TRUE(Has(t110, "textureCube(u_env, ")) << t110;
    EXPECT_TRUE(Has(t110, "shadow2D(u_shadow, ")) << t110;
    // texture() of a shadow sampler is a float (1.30 section 8.7): (r, r, r, 1) as shadow2D.
    const std::string t330 = WriteValid(ir, GlslVersion::k330);
    EXPECT_TRUE(Has(t330, "vec4(vec3(texture(u_shadow, ")) << t330;
    EXPECT_TRUE(Has(WriteValid(ir, GlslVersion::kEs300), "precision highp sampler2DShadow;"));
    ExpectError(ir, GlslVersion::kEs100, "sampler type does not exist");
}

}  // namespace
}  // namespace tessera::glsl_writer_test
