// SPDX-License-Identifier: MIT
// Uniforms bound to GL state (semantic `state.*`): the written program reads the state the
// binding names, on Tessera's runtime and on Mesa, with the state set the same way in both;
// the expected values are derived by hand below. Invalid bindings are diagnostics.
#include <gtest/gtest.h>
#ifdef TESSERA_HAVE_MESA
#include <GL/gl.h>
#include <GL/glext.h>
#endif

#include <functional>

#include "runtime/gl/context.h"
#include "writer_test_support.h"

namespace tessera::lang::arbfp::writer_test {
namespace {

using ir::InstId;
using Vec = std::array<float, 4>;

// The modelview matrix of every case, column-major as glLoadMatrixf takes it:
// translate(0.5, 0.25, 0.125) * scale(1, 2, 4).
constexpr std::array<float, 16> kModelview = {1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 4, 0, 0.5f, 0.25f, 0.125f, 1};

struct StateCase {
    const char* semantic;
    bool matrix;  ///< float4x4 uniform, output mul(M, (1, 2, 3, 4)); else the float4 itself
    Vec expected;
};

// Hand-derived with M = kModelview, v = (1, 2, 3, 4), the projection left at identity; a
// matrix case outputs M (v / 32) + 0.5 so every value stays inside [0, 1], where result.color
// is not clamped (all values are exact binary fractions):
//   M v           = (1 + 0.5*4, 2*2 + 0.25*4, 4*3 + 0.125*4, 4)          = (3, 5, 12.5, 4)
//   M^-1 v        = scale(1, 1/2, 1/4) (v - 4 t) = scale(...)(-1, 1, 2.5, 4) = (-1, 0.5, 0.625, 4)
//   M^T v         = the columns of M dotted with v                      = (1, 4, 12, 5.375)
//   light products: light ambient (0.5, 0.5, 0.5, 1) * material ambient (0.5, 0.25, 1, 0.75),
//                   w = the material's alpha (ARBfp Table X.2.4)
//   shininess 0.5 -> (0.5, 0, 0, 1); DepthRange(0.25, 0.75) -> (n, f, f - n, 1) (Table X.2.7)
const StateCase kCases[] = {
    {"state.matrix.modelview", true, {0.59375f, 0.65625f, 0.890625f, 0.625f}},
    {"state.matrix.mvp", true, {0.59375f, 0.65625f, 0.890625f, 0.625f}},
    {"state.matrix.modelview.inverse", true, {0.46875f, 0.515625f, 0.51953125f, 0.625f}},
    {"state.matrix.mvp.transpose", true, {0.53125f, 0.625f, 0.875f, 0.66796875f}},
    {"state.light[0].diffuse", false, {0.25f, 0.5f, 0.75f, 1}},
    {"state.lightprod[0].front.ambient", false, {0.25f, 0.125f, 0.5f, 0.75f}},
    {"state.material.front.shininess", false, {0.5f, 0, 0, 1}},
    {"state.fog.color", false, {0.125f, 0.25f, 0.375f, 0.5f}},
    {"state.depth.range", false, {0.25f, 0.75f, 0.5f, 1}},
    {"state.texenv[1].color", false, {0.75f, 0.5f, 0.25f, 1}},
};

void SetRuntimeState(runtime::gl::GlState& s) {
    s.SetMatrixMode(runtime::gl::MatrixMode::kModelview);
    s.LoadMatrix(kModelview);
    s.LightAt(0).diffuse = {0.25f, 0.5f, 0.75f, 1};
    s.LightAt(0).ambient = {0.5f, 0.5f, 0.5f, 1};
    s.MaterialOf(Face::kFront).ambient = {0.5f, 0.25f, 1, 0.75f};
    s.MaterialOf(Face::kFront).shininess = 0.5f;
    s.SetFogColor({0.125f, 0.25f, 0.375f, 0.5f});
    s.SetDepthRange(0.25, 0.75);
    s.SetTexEnvColor(1, {0.75f, 0.5f, 0.25f, 1});
}

#ifdef TESSERA_HAVE_MESA
void SetMesaState() {
    glMatrixMode(GL_MODELVIEW);
    glLoadMatrixf(kModelview.data());
    const float diffuse[] = {0.25f, 0.5f, 0.75f, 1}, ambient[] = {0.5f, 0.5f, 0.5f, 1};
    const float material[] = {0.5f, 0.25f, 1, 0.75f}, texenv[] = {0.75f, 0.5f, 0.25f, 1};
    glLightfv(GL_LIGHT0, GL_DIFFUSE, diffuse);
    glLightfv(GL_LIGHT0, GL_AMBIENT, ambient);
    glMaterialfv(GL_FRONT, GL_AMBIENT, material);
    glMaterialf(GL_FRONT, GL_SHININESS, 0.5f);
    glDepthRange(0.25, 0.75);
    glActiveTexture(GL_TEXTURE1);
    glTexEnvfv(GL_TEXTURE_ENV, GL_TEXTURE_ENV_COLOR, texenv);
    glActiveTexture(GL_TEXTURE0);
}
#endif

/// The fragment program for `c`, written and checked by CheckedWrite.
WriteResult WriteCase(const StateCase& c) {
    Shader s;
    ir::TypeId type = c.matrix ? s.module.types.Matrix(4, 4) : s.Float(4);
    InstId u = s.b->Load(s.Global(ir::Global::Kind::kUniform, "u", type, c.semantic));
    if (c.matrix) {
        InstId mv = s.b->MatrixTimesVector(u, s.Vec({1.0 / 32, 2.0 / 32, 3.0 / 32, 4.0 / 32}));
        s.b->Return(s.b->Add(mv, s.Vec({0.5, 0.5, 0.5, 0.5})));
    } else {
        s.b->Return(u);
    }
    return CheckedWrite(s.module);
}

Vec RenderOnRuntime(const std::string& fragment_program) {
    namespace gl = runtime::gl;
    gl::Context context(4, 4, Limits::Default(), runtime::raster::ColorFormat::kFloat);
    SetRuntimeState(context.State());
    gl::ProgramObjects& programs = context.Programs();
    // A pass-through vertex program, so the modelview matrix does not move the quad.
    const std::pair<gl::ProgramTarget, std::string> stages[] = {
        {gl::ProgramTarget::kVertexProgram, "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n"},
        {gl::ProgramTarget::kFragmentProgram, fragment_program}};
    for (const auto& [target, text] : stages) {
        programs.BindProgram(target, programs.GenPrograms(1).at(0));
        EXPECT_EQ(programs.ProgramString(target, gl::ProgramFormat::kAscii, text), gl::GlError::kNoError)
            << programs.ErrorString();
    }
    context.Enable(gl::Capability::kVertexProgram);
    context.Enable(gl::Capability::kFragmentProgram);
    EXPECT_EQ(context.DrawRect(-1, -1, 2, 2), gl::GlError::kNoError);
    const auto& c = context.Framebuffer().ColorAt(1, 1);
    return {c[0], c[1], c[2], c[3]};
}

TEST(WriterState, UniformsReadTheStateTheyName) {
    for (const StateCase& c : kCases) {
        SCOPED_TRACE(c.semantic);
        WriteResult r = WriteCase(c);
        ASSERT_TRUE(r.ok()) << Messages(r);
        ASSERT_EQ(r.bindings.size(), 2u);
        EXPECT_TRUE(r.bindings[0].gl_state);
        EXPECT_EQ(r.bindings[0].parameter_count, 0u) << "a state uniform takes no program.local";
        EXPECT_EQ(r.text.find("program.local"), std::string::npos) << r.text;
        const Vec got = RenderOnRuntime(r.text);
        for (int k = 0; k < 4; ++k) EXPECT_FLOAT_EQ(got[k], c.expected[k]) << k << "\n" << r.text;
#ifdef TESSERA_HAVE_MESA
        if (!tessera::testing::MesaAvailable()) continue;
        tessera::testing::RenderRequest request;
        request.program = r.text;
        request.float_target = true;
        request.fog.color = {0.125f, 0.25f, 0.375f, 0.5f};
        request.extra_state = SetMesaState;
        tessera::testing::RenderResult mesa = tessera::testing::RenderFragmentProgram(request);
        ASSERT_TRUE(mesa.ok()) << mesa.error;
        const tessera::testing::Vec4 m = mesa.At(1, 1, request.width);
        for (int k = 0; k < 4; ++k) EXPECT_NEAR(m[k], c.expected[k], 1e-5) << "Mesa, component " << k;
#endif
    }
}

// A matrix takes its four rows as one run of c[], printed as one row range.
TEST(WriterState, MatrixRowsAreOneRange) {
    WriteResult r = WriteCase(kCases[0]);
    ASSERT_TRUE(r.ok()) << Messages(r);
    EXPECT_NE(r.text.find("state.matrix.modelview[0].row[0..3]"), std::string::npos) << r.text;
    EXPECT_EQ(r.bindings[0].resource, "state.matrix.modelview[0].row[0] .. state.matrix.modelview[0].row[3]");
    EXPECT_EQ(r.counts.parameters, 6u) << r.text;  // four rows, v / 32 and 0.5
}

// What a fragment program cannot bind is an error at the uniform, with the ARB core's reason.
TEST(WriterState, InvalidBindingsAreDiagnostics) {
    struct Bad {
        const char* semantic;
        bool matrix;
        const char* message;
    };
    const Bad bad[] = {
        {"state.texgen[0].eye.s", false, "unknown state binding"},
        {"state.light[99].diffuse", false, "light number"},
        {"state.matrix.mvp", false, "must select one row"},
        {"state.matrix.mvp.row[2]", true, "binds 1 row,"},
        {"state.fog.colour", false, "is not GL state an ARBfp program can bind"},
        {"state.fog.color junk", false, "after the state binding"},
    };
    for (const Bad& b : bad) {
        SCOPED_TRACE(b.semantic);
        WriteResult r = WriteCase({b.semantic, b.matrix, {}});
        EXPECT_FALSE(r.ok());
        EXPECT_NE(Messages(r).find(b.message), std::string::npos) << Messages(r);
    }
}

}  // namespace
}  // namespace tessera::lang::arbfp::writer_test
