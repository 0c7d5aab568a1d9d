// SPDX-License-Identifier: MIT
// Attribute, result and parameter bindings (3.11.3.1 to 3.11.3.4, Tables X.1 to X.3).
#include <gtest/gtest.h>

#include "lang/common/arbasm/vertex_limits.h"
#include "read_helpers.h"

namespace tessera::lang::arbfp {
namespace {

using testing::ExpectErrorAt;
using testing::ExpectValid;
using Kind = StateBinding::Kind;

// The single parameter entry the program's only instruction reads.
ParameterBinding OnlyParameter(std::string_view binding) {
    Program p = ExpectValid("MOV result.color, " + std::string(binding) + ";\nEND");
    if (p.instructions.empty()) return {};
    const SourceOperand& s = p.instructions[0].src[0];
    EXPECT_EQ(s.file, RegisterFile::kParameter);
    return p.parameters[s.index];
}

StateBinding OnlyState(std::string_view binding) {
    ParameterBinding b = OnlyParameter(binding);
    EXPECT_EQ(b.kind, ParameterBinding::Kind::kState) << binding;
    return b.state;
}

TEST(ArbBindings, Attributes) {
    Program p = ExpectValid(
        "MOV result.color, fragment.color;\nMOV result.color, fragment.color.primary;\n"
        "MOV result.color, fragment.color.secondary;\nMOV result.color, fragment.texcoord;\n"
        "MOV result.color, fragment.texcoord[0];\nMOV result.color, fragment.texcoord[7];\n"
        "MOV result.color, fragment.fogcoord;\nMOV result.color, fragment.position;\nEND");
    // color = color.primary and texcoord = texcoord[0]: six distinct attributes (3.11.3.6).
    ASSERT_EQ(p.attributes.size(), 6u);
    EXPECT_EQ(p.counts.attributes, 6u);
    EXPECT_EQ(p.instructions[0].src[0].index, p.instructions[1].src[0].index);
    EXPECT_EQ(p.instructions[3].src[0].index, p.instructions[4].src[0].index);
    EXPECT_EQ(p.attributes[p.instructions[5].src[0].index],
              (AttributeBinding{AttributeBinding::Kind::kTexCoord, 7}));
    EXPECT_EQ(p.attributes[p.instructions[2].src[0].index].kind, AttributeBinding::Kind::kColorSecondary);
}

TEST(ArbBindings, AttributeSwizzleAfterOptionalPart) {
    Program p = ExpectValid("MOV result.color, fragment.color.x;\n"
                            "MOV result.color, fragment.color.primary.x;\nEND");
    EXPECT_EQ(p.instructions[0].src[0].swizzle[0], Component::kX);
    EXPECT_EQ(p.attributes.size(), 1u);
}

TEST(ArbBindings, AttributeErrors) {
    ExpectErrorAt("MOV result.color, fragment.@normal;\nEND", "unknown fragment attribute");
    ExpectErrorAt("MOV result.color, fragment.texcoord[@8];\nEND", "out of range");
    ExpectErrorAt("ATTRIB a = fragment.color@.front;\nEND", "';'");
}

// Tessera's MaxTexCoords extension (fragment_limits.h): fragment.texcoord[n] past ARB's
// eight sets only with extended_texcoord_sets, and up to it; the texture matrices and
// texgen keep max_texture_coords. Without it, AttributeErrors' texcoord[8] refusal stands.
TEST(ArbBindings, ExtendedTexCoordSets) {
    Limits extended = Limits::Default();
    extended.extended_texcoord_sets = 16;
    EXPECT_EQ(extended.TexCoordSets(), 16u);
    EXPECT_EQ(Limits::Default().TexCoordSets(), 8u);  // the named profiles: ARB's count
    Program p = ExpectValid("MOV result.color, fragment.texcoord[8];\n"
                            "MOV result.color, fragment.texcoord[15];\nEND",
                            extended);
    ASSERT_EQ(p.attributes.size(), 2u);
    EXPECT_EQ(p.attributes[0], (AttributeBinding{AttributeBinding::Kind::kTexCoord, 8}));
    EXPECT_EQ(p.attributes[1], (AttributeBinding{AttributeBinding::Kind::kTexCoord, 15}));
    ExpectErrorAt("MOV result.color, fragment.texcoord[@16];\nEND", "out of range", extended);
    ExpectErrorAt("MOV result.color, state.matrix.texture[@8].row[0];\nEND", "out of range",
                  extended);
    extended.extended_texcoord_sets = 9;
    ExpectValid("MOV result.color, fragment.texcoord[8];\nEND", extended);
    ExpectErrorAt("MOV result.color, fragment.texcoord[@9];\nEND", "out of range", extended);
}

// cgc's -po limits and Tessera's MaxTexCoords among them; a count past the sets a vertex
// and a fragment hold (16) is refused rather than clamped.
TEST(ArbBindings, MaxTexCoordsOption) {
    Limits l = Limits::Default();
    EXPECT_EQ(ApplyCgcLimitOption(l, "MaxTexCoords=12"), arbasm::LimitOption::kApplied);
    EXPECT_EQ(l.extended_texcoord_sets, 12u);
    EXPECT_EQ(l.max_texture_coords, 8u);  // MAX_TEXTURE_COORDS is not the option's
    EXPECT_EQ(ApplyCgcLimitOption(l, "maxtexcoords=16"), arbasm::LimitOption::kApplied);
    EXPECT_EQ(ApplyCgcLimitOption(l, "MaxTexCoords=17"), arbasm::LimitOption::kBadValue);
    EXPECT_EQ(l.extended_texcoord_sets, 16u);
    arbasm::vertex::Limits v = arbasm::vertex::Limits::Default();
    EXPECT_EQ(arbasm::vertex::ApplyCgcLimitOption(v, "MaxTexCoords=10"), arbasm::LimitOption::kApplied);
    EXPECT_EQ(v.TexCoordSets(), 10u);
}

TEST(ArbBindings, Materials) {
    StateBinding s = OnlyState("state.material.ambient");
    EXPECT_EQ(s.kind, Kind::kMaterialAmbient);
    EXPECT_EQ(s.face, Face::kFront);
    s = OnlyState("state.material.back.shininess");
    EXPECT_EQ(s.kind, Kind::kMaterialShininess);
    EXPECT_EQ(s.face, Face::kBack);
    EXPECT_EQ(OnlyState("state.material.front.emission").kind, Kind::kMaterialEmission);
    EXPECT_EQ(OnlyState("state.material.specular").kind, Kind::kMaterialSpecular);
    EXPECT_EQ(OnlyState("state.material.diffuse.x").kind, Kind::kMaterialDiffuse);
    ExpectErrorAt("MOV result.color, state.material.@shine;\nEND", "material property");
}

TEST(ArbBindings, Lights) {
    StateBinding s = OnlyState("state.light[7].spot.direction");
    EXPECT_EQ(s.kind, Kind::kLightSpotDirection);
    EXPECT_EQ(s.index, 7);
    EXPECT_EQ(OnlyState("state.light[0].ambient").kind, Kind::kLightAmbient);
    EXPECT_EQ(OnlyState("state.light[0].diffuse").kind, Kind::kLightDiffuse);
    EXPECT_EQ(OnlyState("state.light[0].specular").kind, Kind::kLightSpecular);
    EXPECT_EQ(OnlyState("state.light[1].position").kind, Kind::kLightPosition);
    EXPECT_EQ(OnlyState("state.light[1].attenuation").kind, Kind::kLightAttenuation);
    EXPECT_EQ(OnlyState("state.light[1].half").kind, Kind::kLightHalf);
    ExpectErrorAt("MOV result.color, state.light[@8].ambient;\nEND", "light number 8 is out of range");
    ExpectErrorAt("MOV result.color, state.light@.ambient;\nEND", "'['");
    ExpectErrorAt("MOV result.color, state.light[0].spot.@position;\nEND", "'direction'");
}

TEST(ArbBindings, LightModelAndProducts) {
    EXPECT_EQ(OnlyState("state.lightmodel.ambient").kind, Kind::kLightModelAmbient);
    StateBinding s = OnlyState("state.lightmodel.scenecolor");
    EXPECT_EQ(s.kind, Kind::kLightModelSceneColor);
    EXPECT_EQ(s.face, Face::kFront);
    EXPECT_EQ(OnlyState("state.lightmodel.back.scenecolor").face, Face::kBack);
    EXPECT_EQ(OnlyState("state.lightmodel.front.scenecolor").face, Face::kFront);
    s = OnlyState("state.lightprod[3].back.specular");
    EXPECT_EQ(s.kind, Kind::kLightProductSpecular);
    EXPECT_EQ(s.index, 3);
    EXPECT_EQ(s.face, Face::kBack);
    EXPECT_EQ(OnlyState("state.lightprod[0].ambient").kind, Kind::kLightProductAmbient);
    EXPECT_EQ(OnlyState("state.lightprod[0].front.diffuse").kind, Kind::kLightProductDiffuse);
    ExpectErrorAt("MOV result.color, state.lightmodel.back.@ambient;\nEND", "'scenecolor'");
    ExpectErrorAt("MOV result.color, state.lightprod[0].@emission;\nEND", "ambient, diffuse or specular");
}

TEST(ArbBindings, TexEnvFogDepth) {
    StateBinding s = OnlyState("state.texenv.color");
    EXPECT_EQ(s.kind, Kind::kTexEnvColor);
    EXPECT_EQ(s.index, 0);
    EXPECT_EQ(OnlyState("state.texenv[7].color").index, 7);
    EXPECT_EQ(OnlyState("state.fog.color").kind, Kind::kFogColor);
    EXPECT_EQ(OnlyState("state.fog.params").kind, Kind::kFogParams);
    EXPECT_EQ(OnlyState("state.depth.range").kind, Kind::kDepthRange);
    ExpectErrorAt("MOV result.color, state.texenv[@8].color;\nEND", "out of range");
    ExpectErrorAt("MOV result.color, state.@clip[0].plane;\nEND", "unknown state");
}

TEST(ArbBindings, MatrixRows) {
    StateBinding s = OnlyState("state.matrix.projection.transpose.row[3]");
    EXPECT_EQ(s.kind, Kind::kMatrixRow);
    EXPECT_EQ(s.matrix, MatrixName::kProjection);
    EXPECT_EQ(s.modifier, MatrixModifier::kTranspose);
    EXPECT_EQ(s.row, 3);
    s = OnlyState("state.matrix.modelview.inverse.row[1]");
    EXPECT_EQ(s.matrix, MatrixName::kModelview);
    EXPECT_EQ(s.modifier, MatrixModifier::kInverse);
    EXPECT_EQ(OnlyState("state.matrix.modelview[0].row[0]").index, 0);
    EXPECT_EQ(OnlyState("state.matrix.mvp.invtrans.row[2]").modifier, MatrixModifier::kInvTrans);
    s = OnlyState("state.matrix.texture[5].row[0].x");
    EXPECT_EQ(s.matrix, MatrixName::kTexture);
    EXPECT_EQ(s.index, 5);
    s = OnlyState("state.matrix.program[7].row[1]");
    EXPECT_EQ(s.matrix, MatrixName::kProgram);
    EXPECT_EQ(s.index, 7);
}

TEST(ArbBindings, MatrixErrors) {
    // A single parameter holds one row (Mesa says "expecting ROW").
    ExpectErrorAt("PARAM m = state.matrix.mvp@;\nEND", "one row");
    ExpectErrorAt("MOV result.color, state.matrix.mvp.row[@4];\nEND", "out of range");
    ExpectErrorAt("MOV result.color, state.matrix.mvp.row[0@..1];\nEND", "']'");
    ExpectErrorAt("MOV result.color, state.matrix.program[@8].row[0];\nEND", "out of range");
    // Without ARB_vertex_blend only modelview[0]; without ARB_matrix_palette no palette.
    ExpectErrorAt("MOV result.color, state.matrix.modelview[@1].row[0];\nEND", "out of range");
    ExpectErrorAt("MOV result.color, state.matrix.palette[@0].row[0];\nEND", "not supported");
    ExpectErrorAt("MOV result.color, state.matrix.@normal.row[0];\nEND", "unknown matrix");
}

TEST(ArbBindings, PaletteAndVertexUnitsWhenTheLimitsAllowThem) {
    Limits limits = Limits::Default();
    limits.max_palette_matrices = 8;
    limits.max_vertex_units = 4;
    Program p = ExpectValid("PARAM a[] = { state.matrix.palette[7].inverse, state.matrix.modelview[3].row[1] };\n"
                            "MOV result.color, a[4];\nEND", limits);
    ASSERT_EQ(p.parameters.size(), 5u);
    EXPECT_EQ(p.parameters[0].state.matrix, MatrixName::kPalette);
    EXPECT_EQ(p.parameters[4].state.index, 3);
}

TEST(ArbBindings, MatrixArrays) {
    // 3.11.3.2's examples: m2 holds rows 1 and 2, m3 all four rows of the transpose.
    Program p = ExpectValid("PARAM m2[] = { state.matrix.program[0].row[1..2] };\n"
                            "PARAM m3[] = { state.matrix.program[0].transpose };\n"
                            "MOV result.color, m3[3];\nEND");
    ASSERT_EQ(p.parameters.size(), 6u);
    EXPECT_EQ(p.parameters[0].state.row, 1);
    EXPECT_EQ(p.parameters[1].state.row, 2);
    for (int i = 0; i < 4; ++i) EXPECT_EQ(p.parameters[2 + i].state.row, i);
    EXPECT_EQ(p.parameters[5].state.modifier, MatrixModifier::kTranspose);
    ExpectErrorAt("PARAM m[] = { state.matrix.mvp.row[2..@1] };\nEND", "greater than the last");
}

TEST(ArbBindings, ProgramParameters) {
    ParameterBinding b = OnlyParameter("program.env[255]");
    EXPECT_EQ(b.kind, ParameterBinding::Kind::kEnv);
    EXPECT_EQ(b.index, 255u);
    b = OnlyParameter("program.local[2047]");
    EXPECT_EQ(b.kind, ParameterBinding::Kind::kLocal);
    EXPECT_EQ(b.index, 2047u);
    ExpectErrorAt("MOV result.color, program.env[@256];\nEND", "out of range");
    ExpectErrorAt("MOV result.color, program.local[@2048];\nEND", "out of range");
    ExpectErrorAt("MOV result.color, program.@global[0];\nEND", "env or local");
    // Ranges only in arrays, and a <= b (Table X.2.1).
    ExpectErrorAt("PARAM p = program.env[0@..1];\nEND", "']'");
    ExpectErrorAt("PARAM p[] = { program.env[3..@2] };\nEND", "greater than the last");
    Program p = ExpectValid("PARAM p[] = { program.local[4..6], program.env[1] };\n"
                            "MOV result.color, p[3];\nEND");
    ASSERT_EQ(p.parameters.size(), 4u);
    EXPECT_EQ(p.parameters[2].index, 6u);
    EXPECT_EQ(p.parameters[3].kind, ParameterBinding::Kind::kEnv);
}

TEST(ArbBindings, ConstantVectorsDefaultTo0001) {
    EXPECT_EQ(OnlyParameter("{0.5}").constant, (std::array<float, 4>{0.5f, 0, 0, 1}));
    EXPECT_EQ(OnlyParameter("{1, 2}").constant, (std::array<float, 4>{1, 2, 0, 1}));
    EXPECT_EQ(OnlyParameter("{1, 2, 3}").constant, (std::array<float, 4>{1, 2, 3, 1}));
    EXPECT_EQ(OnlyParameter("{-1, +2, -3e1, .5}").constant, (std::array<float, 4>{-1, 2, -30, 0.5f}));
    EXPECT_EQ(OnlyParameter("2.5").constant, (std::array<float, 4>{2.5f, 2.5f, 2.5f, 2.5f}));
    ExpectErrorAt("MOV result.color, {1, 2, 3, 4, @5};\nEND", "at most four");
    ExpectErrorAt("MOV result.color, {@};\nEND", "number");
}

TEST(ArbBindings, ScalarConstantDeclarationsMayBeSigned) {
    Program p = ExpectValid("PARAM p = -2;\nPARAM q = +3;\nMOV result.color, p;\nEND");
    EXPECT_EQ(p.parameters[0].constant, (std::array<float, 4>{-2, -2, -2, -2}));
    EXPECT_EQ(p.parameters[1].constant[3], 3);
}

TEST(ArbBindings, ParameterArrays) {
    Program p = ExpectValid("PARAM a[3] = { 1, {2, 3}, state.fog.color };\n"
                            "MOV result.color, a[2];\nMOV result.color, a[0];\nEND");
    EXPECT_EQ(p.parameters.size(), 3u);
    EXPECT_EQ(p.instructions[0].src[0].index, 2u);
    EXPECT_EQ(p.instructions[1].src[0].index, 0u);
}

TEST(ArbBindings, ParameterArrayErrors) {
    ExpectErrorAt("PARAM a[@2] = { 1, 2, 3 };\nEND", "does not match");
    ExpectErrorAt("PARAM a[@0] = { 1 };\nEND", "at least 1");
    ExpectErrorAt("PARAM a[2] = { 1, 2 };\nMOV result.color, a[@2];\nEND", "out of bounds");
    ExpectErrorAt("PARAM a[2] = { 1, 2 };\nMOV result.color, a@;\nEND", "'['");
    ExpectErrorAt("PARAM a[] = @1;\nEND", "'{'");
    ExpectErrorAt("PARAM a[] = { @};\nEND", "parameter binding");
}

TEST(ArbBindings, ImplicitBindingsAreShared) {
    Program p = ExpectValid("MOV result.color, program.local[0];\nADD result.color, program.local[0], 1;\n"
                            "MUL result.color, 1, {1};\nEND");
    // program.local[0] once; the scalar 1 once; {1} is (1,0,0,1), a different vector.
    EXPECT_EQ(p.parameters.size(), 3u);
    EXPECT_EQ(p.instructions[0].src[0].index, p.instructions[1].src[0].index);
}

}  // namespace
}  // namespace tessera::lang::arbfp
