// SPDX-License-Identifier: MIT
// State bindings (ARB_fragment_program 3.11.3.2) against hand-derived values.
#include "runtime/gl/state.h"

#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>

namespace tessera::runtime::gl {
namespace {

using lang::arbasm::fragment::Face;
using lang::arbasm::fragment::MatrixModifier;
using lang::arbasm::fragment::MatrixName;
using lang::arbasm::fragment::StateBinding;
using Kind = StateBinding::Kind;

StateBinding Bind(Kind kind, int index = 0, Face face = Face::kFront) {
    StateBinding b;
    b.kind = kind;
    b.index = static_cast<std::uint8_t>(index);
    b.face = face;
    return b;
}

StateBinding MatrixRow(MatrixName name, MatrixModifier modifier, int row, int index = 0) {
    StateBinding b;
    b.kind = Kind::kMatrixRow;
    b.matrix = name;
    b.modifier = modifier;
    b.row = static_cast<std::uint8_t>(row);
    b.index = static_cast<std::uint8_t>(index);
    return b;
}

void ExpectVecNear(const Vec4& actual, const Vec4& expected, float tolerance = 1e-6f) {
    for (int i = 0; i < 4; ++i) EXPECT_NEAR(actual[i], expected[i], tolerance) << "component " << i;
}

TEST(GlStateTest, InitialLightsAndMaterials) {
    const GlState s;
    EXPECT_EQ(s.Fetch(Bind(Kind::kLightDiffuse, 0)), (Vec4{1, 1, 1, 1}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kLightSpecular, 0)), (Vec4{1, 1, 1, 1}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kLightDiffuse, 1)), (Vec4{0, 0, 0, 1}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kLightAmbient, 0)), (Vec4{0, 0, 0, 1}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kLightPosition, 3)), (Vec4{0, 0, 1, 0}));
    // Attenuation (1, 0, 0) and spot exponent 0; spot direction (0,0,-1), cutoff 180.
    EXPECT_EQ(s.Fetch(Bind(Kind::kLightAttenuation, 2)), (Vec4{1, 0, 0, 0}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kLightSpotDirection, 2)), (Vec4{0, 0, -1, -1}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kMaterialAmbient)), (Vec4{0.2f, 0.2f, 0.2f, 1}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kMaterialDiffuse, 0, Face::kBack)), (Vec4{0.8f, 0.8f, 0.8f, 1}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kMaterialShininess)), (Vec4{0, 0, 0, 1}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kLightModelAmbient)), (Vec4{0.2f, 0.2f, 0.2f, 1}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kFogColor)), (Vec4{0, 0, 0, 0}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kFogParams)), (Vec4{1, 0, 1, 1}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kDepthRange)), (Vec4{0, 1, 1, 1}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kTexEnvColor, 5)), (Vec4{0, 0, 0, 0}));
}

TEST(GlStateTest, MaterialShininessAndFaces) {
    GlState s;
    s.MaterialOf(Face::kBack).shininess = 20;
    s.MaterialOf(Face::kFront).emission = {0.5f, 0.25f, 0, 1};
    EXPECT_EQ(s.Fetch(Bind(Kind::kMaterialShininess, 0, Face::kBack)), (Vec4{20, 0, 0, 1}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kMaterialShininess, 0, Face::kFront)), (Vec4{0, 0, 0, 1}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kMaterialEmission)), (Vec4{0.5f, 0.25f, 0, 1}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kMaterialEmission, 0, Face::kBack)), (Vec4{0, 0, 0, 1}));
}

TEST(GlStateTest, HalfAngleVectors) {
    GlState s;
    // The default light points down +z: normalize((0,0,1) + (0,0,1)) = (0,0,1).
    EXPECT_EQ(s.Fetch(Bind(Kind::kLightHalf, 0)), (Vec4{0, 0, 1, 1}));
    // Directional light along +x: normalize((1,0,1)) = (1/sqrt2, 0, 1/sqrt2).
    s.LightAt(1).position = {5, 0, 0, 0};
    const float r = 1 / std::sqrt(2.0f);
    ExpectVecNear(s.Fetch(Bind(Kind::kLightHalf, 1)), {r, 0, r, 1});
    // Local light at (3,0,4): P = (0.6,0,0.8); P + z = (0.6,0,1.8), length sqrt(3.6).
    s.LightAt(2).position = {6, 0, 8, 2};
    const float len = std::sqrt(3.6f);
    ExpectVecNear(s.Fetch(Bind(Kind::kLightHalf, 2)), {0.6f / len, 0, 1.8f / len, 1});
}

TEST(GlStateTest, LightPositionAndSpotDirectionUseModelview) {
    GlState s;
    s.Translate(1, 2, 3);
    s.SetLightPosition(0, {0, 0, 0, 1});
    s.SetLightPosition(1, {0, 0, 1, 0});  // a direction ignores the translation
    EXPECT_EQ(s.Fetch(Bind(Kind::kLightPosition, 0)), (Vec4{1, 2, 3, 1}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kLightPosition, 1)), (Vec4{0, 0, 1, 0}));
    s.LoadIdentity();
    s.Rotate(90, 0, 0, 1);
    s.SetSpotDirection(0, 1, 0, 0);
    s.LightAt(0).spot_cutoff = 60;
    ExpectVecNear(s.Fetch(Bind(Kind::kLightSpotDirection, 0)), {0, 1, 0, 0.5f});
}

TEST(GlStateTest, LightProductsAndSceneColor) {
    GlState s;
    s.LightAt(1).diffuse = {0.5f, 0.25f, 1, 0.7f};
    // Front diffuse material (0.8,0.8,0.8,1): product (0.4,0.2,0.8) with the material's alpha.
    ExpectVecNear(s.Fetch(Bind(Kind::kLightProductDiffuse, 1)), {0.4f, 0.2f, 0.8f, 1});
    s.MaterialOf(Face::kBack).specular = {1, 0.5f, 0.5f, 0.3f};
    ExpectVecNear(s.Fetch(Bind(Kind::kLightProductSpecular, 0, Face::kBack)),
                  {1, 0.5f, 0.5f, 0.3f});
    // Light 2's ambient (0,0,0,1) times anything is black, alpha from the material.
    EXPECT_EQ(s.Fetch(Bind(Kind::kLightProductAmbient, 2)), (Vec4{0, 0, 0, 1}));
    // Default scene color: 0.2 * 0.2 + 0 = 0.04, alpha = front diffuse alpha.
    ExpectVecNear(s.Fetch(Bind(Kind::kLightModelSceneColor)), {0.04f, 0.04f, 0.04f, 1});
    Material& front = s.MaterialOf(Face::kFront);
    front.emission = {0.1f, 0.2f, 0.3f, 0.5f};
    front.diffuse[3] = 0.25f;
    ExpectVecNear(s.Fetch(Bind(Kind::kLightModelSceneColor)), {0.14f, 0.24f, 0.34f, 0.25f});
    // The back scene color uses the back material, still at its defaults.
    ExpectVecNear(s.Fetch(Bind(Kind::kLightModelSceneColor, 0, Face::kBack)),
                  {0.04f, 0.04f, 0.04f, 1});
}

TEST(GlStateTest, FogDepthRangeAndTexEnv) {
    GlState s;
    Fog& fog = s.FogState();
    fog.density = 0.5f;
    fog.start = 2;
    fog.end = 6;
    EXPECT_EQ(s.Fetch(Bind(Kind::kFogParams)), (Vec4{0.5f, 2, 6, 0.25f}));
    fog.end = 2;  // end == start: FLT_MAX / 2 rather than a division by zero
    EXPECT_EQ(s.Fetch(Bind(Kind::kFogParams))[3], FLT_MAX / 2);
    s.SetFogColor({1.5f, 0.5f, -1, 1});
    EXPECT_EQ(s.Fetch(Bind(Kind::kFogColor)), (Vec4{1, 0.5f, 0, 1}));
    s.SetDepthRange(0.25, 0.75);
    EXPECT_EQ(s.Fetch(Bind(Kind::kDepthRange)), (Vec4{0.25f, 0.75f, 0.5f, 1}));
    s.SetDepthRange(2, -1);  // clamped to [0,1]; far < near is allowed
    EXPECT_EQ(s.Fetch(Bind(Kind::kDepthRange)), (Vec4{1, 0, -1, 1}));
    s.SetTexEnvColor(3, {0.25f, 2, 0.5f, -3});
    EXPECT_EQ(s.Fetch(Bind(Kind::kTexEnvColor, 3)), (Vec4{0.25f, 1, 0.5f, 0}));
    EXPECT_EQ(s.Fetch(Bind(Kind::kTexEnvColor, 0)), (Vec4{0, 0, 0, 0}));
}

TEST(GlStateTest, MatrixRowsWithModifiers) {
    GlState s;
    // M = T(1,2,3) S(2,4,8) = rows (2,0,0,1) (0,4,0,2) (0,0,8,3) (0,0,0,1).
    s.Translate(1, 2, 3);
    s.Scale(2, 4, 8);
    using M = MatrixModifier;
    EXPECT_EQ(s.Fetch(MatrixRow(MatrixName::kModelview, M::kNone, 0)), (Vec4{2, 0, 0, 1}));
    EXPECT_EQ(s.Fetch(MatrixRow(MatrixName::kModelview, M::kNone, 2)), (Vec4{0, 0, 8, 3}));
    // Transpose row 3 is column 3 of M.
    EXPECT_EQ(s.Fetch(MatrixRow(MatrixName::kModelview, M::kTranspose, 3)), (Vec4{1, 2, 3, 1}));
    // M^-1 = rows (1/2,0,0,-1/2) (0,1/4,0,-1/2) (0,0,1/8,-3/8) (0,0,0,1).
    EXPECT_EQ(s.Fetch(MatrixRow(MatrixName::kModelview, M::kInverse, 0)),
              (Vec4{0.5f, 0, 0, -0.5f}));
    EXPECT_EQ(s.Fetch(MatrixRow(MatrixName::kModelview, M::kInverse, 2)),
              (Vec4{0, 0, 0.125f, -0.375f}));
    // Invtrans row 3 is column 3 of M^-1.
    EXPECT_EQ(s.Fetch(MatrixRow(MatrixName::kModelview, M::kInvTrans, 3)),
              (Vec4{-0.5f, -0.5f, -0.375f, 1}));
    EXPECT_EQ(s.Fetch(MatrixRow(MatrixName::kModelview, M::kInvTrans, 0)), (Vec4{0.5f, 0, 0, 0}));
}

TEST(GlStateTest, MvpIsProjectionTimesModelview) {
    GlState s;
    s.Translate(1, 0, 0);  // M0
    ASSERT_EQ(s.SetMatrixMode(MatrixMode::kProjection), GlError::kNoError);
    ASSERT_EQ(s.Ortho(0, 4, 0, 2, -1, 1), GlError::kNoError);
    // P * M0: x' = (x + 1)/2 - 1 = x/2 - 0.5. (M0 * P would give x/2 + 0.)
    EXPECT_EQ(s.Fetch(MatrixRow(MatrixName::kMvp, MatrixModifier::kNone, 0)),
              (Vec4{0.5f, 0, 0, -0.5f}));
    EXPECT_EQ(s.Fetch(MatrixRow(MatrixName::kProjection, MatrixModifier::kNone, 1)),
              (Vec4{0, 1, 0, -1}));
}

TEST(GlStateTest, TextureAndProgramMatrices) {
    GlState s;
    ASSERT_EQ(s.SetMatrixMode(MatrixMode::kProgram, 3), GlError::kNoError);
    s.Scale(2, 3, 4);
    ASSERT_EQ(s.SetMatrixMode(MatrixMode::kTexture, 7), GlError::kNoError);
    s.Translate(0, 0, 5);
    EXPECT_EQ(s.Fetch(MatrixRow(MatrixName::kProgram, MatrixModifier::kNone, 1, 3)),
              (Vec4{0, 3, 0, 0}));
    EXPECT_EQ(s.Fetch(MatrixRow(MatrixName::kProgram, MatrixModifier::kNone, 1, 2)),
              (Vec4{0, 1, 0, 0}));
    EXPECT_EQ(s.Fetch(MatrixRow(MatrixName::kTexture, MatrixModifier::kNone, 2, 7)),
              (Vec4{0, 0, 1, 5}));
    EXPECT_EQ(s.Fetch(MatrixRow(MatrixName::kTexture, MatrixModifier::kNone, 2, 0)),
              (Vec4{0, 0, 1, 0}));
    EXPECT_EQ(s.SetMatrixMode(MatrixMode::kProgram, 8), GlError::kInvalidValue);
    EXPECT_EQ(s.SetMatrixMode(MatrixMode::kModelview, 1), GlError::kInvalidValue);
    EXPECT_EQ(s.CurrentMatrixMode(), MatrixMode::kTexture);  // unchanged by the errors
    // Modelview 1 does not exist without ARB_vertex_blend: it reads as zeros.
    EXPECT_EQ(s.Fetch(MatrixRow(MatrixName::kModelview, MatrixModifier::kNone, 0, 1)),
              (Vec4{0, 0, 0, 0}));
}

TEST(GlStateTest, StackDepthsAndErrors) {
    GlState s;
    ASSERT_EQ(s.SetMatrixMode(MatrixMode::kProgram, 0), GlError::kNoError);
    for (std::size_t i = 1; i < kProgramStackDepth; ++i)
        EXPECT_EQ(s.PushMatrix(), GlError::kNoError);
    EXPECT_EQ(s.PushMatrix(), GlError::kStackOverflow);
    EXPECT_EQ(s.Ortho(0, 0, 0, 1, 0, 1), GlError::kInvalidValue);
    EXPECT_EQ(s.Frustum(-1, 1, -1, 1, 0, 1), GlError::kInvalidValue);
    ASSERT_EQ(s.SetMatrixMode(MatrixMode::kProjection), GlError::kNoError);
    EXPECT_EQ(s.PopMatrix(), GlError::kStackUnderflow);
}

}  // namespace
}  // namespace tessera::runtime::gl
