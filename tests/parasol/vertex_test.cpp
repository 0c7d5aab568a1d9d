// SPDX-License-Identifier: MIT
// Parasol vertex shaders as ARB vertex programs (--target arbvp1): the written program is
// re-read by our ARBvp reader (the writer's contract) and run on the reference vertex
// executor; its outputs must be what the Parasol source computes, worked out by hand.
#include <gtest/gtest.h>

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "lang/arbvp/reader/reader.h"
#include "lang/parasol/reader/compile.h"
#include "runtime/exec/vertex.h"

namespace tessera::parasol_test {
namespace {

using lang::arbasm::vertex::AttributeBinding;
using lang::arbasm::vertex::OutputBinding;
using support::Vec4;

// The vertex shader scales the position by 2 in x and y and moves it by (0.5, -0.25); the
// varying uv is uv * 3 + 1 and `wide` a swizzle of four labels of the vector_2f input. The
// fragment shader only makes the program complete (it does not read `wide`, which takes the
// next texture coordinate set, 1).
constexpr const char* kProgram = R"(package com.tessera.test;

module V is
  import com.io7m.parasol.Vector2f as V2;
  import com.io7m.parasol.Vector4f as V4;

  shader vertex v is
    in position : vector_4f;
    in uv_attribute : vector_2f;
    out vertex clip : vector_4f;
    out uv : vector_2f;
    out wide : vector_4f;
  with
    value swizzled = uv_attribute [y x x y];
    value scaled = V4.multiply (position, new vector_4f (2.0, 2.0, 1.0, 1.0));
    value moved = V4.add (scaled, new vector_4f (0.5, -0.25, 0.0, 0.0));
    value coordinates = V2.add_scalar (V2.multiply_scalar (uv_attribute, 3.0), 1.0);
  as
    out clip = moved;
    out uv = coordinates;
    out wide = swizzled;
  end;

  shader fragment f is
    in uv : vector_2f;
    out out0 : vector_4f as 0;
  with
    value c = new vector_4f (uv, 0.0, 1.0);
  as
    out out0 = c;
  end;

  shader program p is
    vertex v;
    fragment f;
  end;
end;
)";

// What the vertex program wrote: its position and its texture coordinate sets 0 and 1.
struct VertexOutputs {
    std::optional<Vec4> position;
    std::array<std::optional<Vec4>, 2> texcoord;
};

// Compiles kProgram's vertex shader for arbvp1, re-reads it with our ARBvp reader and runs it
// on the reference vertex executor with ATTR0 (position) and ATTR1 (uv), the inputs in
// declaration order, as generic attributes.
void RunArbvp(Vec4 position, Vec4 uv, VertexOutputs& out) {
    lang::parasol::CompileOptions options;
    options.units = {{"v.p", std::string(kProgram)}};
    options.program = "com.tessera.test.V.p";
    options.target = "arbvp1";
    lang::parasol::CompileResult compiled = lang::parasol::CompileParasol(options);
    ASSERT_TRUE(compiled.ok) << compiled.diagnostics;
    ASSERT_NE(compiled.arbvp.text.find("!!ARBvp1.0"), std::string::npos) << compiled.arbvp.text;

    lang::arbvp::ReadResult read = lang::arbvp::ReadProgram(compiled.arbvp.text);
    ASSERT_TRUE(read.program.has_value()) << compiled.arbvp.text;
    const lang::arbasm::vertex::Program& program = *read.program;
    std::vector<Vec4> attributes;
    for (const AttributeBinding& a : program.attributes) {
        ASSERT_EQ(a.kind, AttributeBinding::Kind::kGeneric);
        attributes.push_back(a.index == 0 ? position : uv);
    }
    std::vector<Vec4> parameters;
    for (const auto& p : program.parameters) {
        ASSERT_EQ(p.kind, lang::arbasm::ParameterBinding::Kind::kConstant);
        parameters.push_back(p.constant);
    }
    std::vector<Vec4> results(program.outputs.size());
    runtime::exec::RunVertexReference(program, attributes, parameters, results);
    for (std::size_t i = 0; i < program.outputs.size(); ++i) {
        const OutputBinding& o = program.outputs[i];
        if (o.kind == OutputBinding::Kind::kPosition) out.position = results[i];
        if (o.kind == OutputBinding::Kind::kTexCoord && o.unit < out.texcoord.size())
            out.texcoord[o.unit] = results[i];
    }
    ASSERT_TRUE(out.position && out.texcoord[0] && out.texcoord[1]) << compiled.arbvp.text;
}

TEST(ParasolVertex, Arbvp1RunsOnTheVertexExecutor) {
    VertexOutputs out;
    RunArbvp({0.25f, -0.5f, 0.75f, 1.0f}, {0.125f, 0.5f, 0.0f, 1.0f}, out);
    if (!out.position || !out.texcoord[0]) return;
    // (0.25*2 + 0.5, -0.5*2 - 0.25, 0.75, 1)
    EXPECT_FLOAT_EQ((*out.position)[0], 1.0f);
    EXPECT_FLOAT_EQ((*out.position)[1], -1.25f);
    EXPECT_FLOAT_EQ((*out.position)[2], 0.75f);
    EXPECT_FLOAT_EQ((*out.position)[3], 1.0f);
    // (0.125*3 + 1, 0.5*3 + 1)
    EXPECT_FLOAT_EQ((*out.texcoord[0])[0], 1.375f);
    EXPECT_FLOAT_EQ((*out.texcoord[0])[1], 2.5f);
}

TEST(ParasolVertex, SwizzleWiderThanItsVector) {
    // uv_attribute is the vector_2f (0.125, 0.5); its [y x x y] is the vector_4f
    // (0.5, 0.125, 0.125, 0.5) ("Vectors": up to four labels of any vector, as jparasol
    // 0.11.3 reads it), written to texture coordinate set 1 whole.
    VertexOutputs out;
    RunArbvp({0, 0, 0, 1}, {0.125f, 0.5f, 0.0f, 1.0f}, out);
    if (!out.texcoord[1]) return;
    EXPECT_FLOAT_EQ((*out.texcoord[1])[0], 0.5f);
    EXPECT_FLOAT_EQ((*out.texcoord[1])[1], 0.125f);
    EXPECT_FLOAT_EQ((*out.texcoord[1])[2], 0.125f);
    EXPECT_FLOAT_EQ((*out.texcoord[1])[3], 0.5f);
}

TEST(ParasolVertex, UnknownTargetNamesArbvp1) {
    lang::parasol::CompileOptions options;
    options.units = {{"v.p", std::string(kProgram)}};
    options.program = "com.tessera.test.V.p";
    options.target = "arbvp2";
    lang::parasol::CompileResult compiled = lang::parasol::CompileParasol(options);
    EXPECT_FALSE(compiled.ok);
    EXPECT_NE(compiled.diagnostics.find("unknown target 'arbvp2' (arbfp1, arbvp1,"), std::string::npos)
        << compiled.diagnostics;
}

}  // namespace
}  // namespace tessera::parasol_test
