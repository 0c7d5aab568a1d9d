// SPDX-License-Identifier: MIT
// Parasol vertex shaders as ARB vertex programs (--target arbvp1): the written program is
// re-read by our ARBvp reader (the writer's contract) and run on the reference vertex
// executor; its outputs must be what the Parasol source computes, worked out by hand.
#include <gtest/gtest.h>

#include <vector>

#include "lang/arbvp/reader/reader.h"
#include "lang/parasol/compile.h"
#include "runtime/exec/vertex.h"

namespace tessera::parasol_test {
namespace {

using lang::arbvp::AttributeBinding;
using lang::arbvp::OutputBinding;
using support::Vec4;

// The vertex shader scales the position by 2 in x and y and moves it by (0.5, -0.25); the
// varying is uv * 3 + 1. The fragment shader only makes the program complete.
constexpr const char* kProgram = R"(package com.tessera.test;

module V is
  import com.io7m.parasol.Vector2f as V2;
  import com.io7m.parasol.Vector4f as V4;

  shader vertex v is
    in position : vector_4f;
    in uv_attribute : vector_2f;
    out vertex clip : vector_4f;
    out uv : vector_2f;
  with
    value scaled = V4.multiply (position, new vector_4f (2.0, 2.0, 1.0, 1.0));
    value moved = V4.add (scaled, new vector_4f (0.5, -0.25, 0.0, 0.0));
    value coordinates = V2.add_scalar (V2.multiply_scalar (uv_attribute, 3.0), 1.0);
  as
    out clip = moved;
    out uv = coordinates;
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

TEST(ParasolVertex, Arbvp1RunsOnTheVertexExecutor) {
    lang::parasol::CompileOptions options;
    options.units = {{"v.p", std::string(kProgram)}};
    options.program = "com.tessera.test.V.p";
    options.target = "arbvp1";
    lang::parasol::CompileResult compiled = lang::parasol::CompileParasol(options);
    ASSERT_TRUE(compiled.ok) << compiled.diagnostics;
    ASSERT_NE(compiled.arbvp.text.find("!!ARBvp1.0"), std::string::npos) << compiled.arbvp.text;

    lang::arbvp::ReadResult read = lang::arbvp::ReadProgram(compiled.arbvp.text);
    ASSERT_TRUE(read.program.has_value()) << compiled.arbvp.text;
    const lang::arbvp::Program& program = *read.program;

    // Inputs are ATTR0 (position) and ATTR1 (uv) in declaration order: generic attributes.
    const Vec4 position{0.25f, -0.5f, 0.75f, 1.0f};
    const Vec4 uv{0.125f, 0.5f, 0.0f, 1.0f};
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

    bool saw_position = false, saw_uv = false;
    for (std::size_t i = 0; i < program.outputs.size(); ++i) {
        const OutputBinding& o = program.outputs[i];
        if (o.kind == OutputBinding::Kind::kPosition) {
            // (0.25*2 + 0.5, -0.5*2 - 0.25, 0.75, 1)
            EXPECT_FLOAT_EQ(results[i][0], 1.0f);
            EXPECT_FLOAT_EQ(results[i][1], -1.25f);
            EXPECT_FLOAT_EQ(results[i][2], 0.75f);
            EXPECT_FLOAT_EQ(results[i][3], 1.0f);
            saw_position = true;
        } else if (o.kind == OutputBinding::Kind::kTexCoord) {
            // (0.125*3 + 1, 0.5*3 + 1)
            EXPECT_FLOAT_EQ(results[i][0], 1.375f);
            EXPECT_FLOAT_EQ(results[i][1], 2.5f);
            saw_uv = true;
        }
    }
    EXPECT_TRUE(saw_position) << compiled.arbvp.text;
    EXPECT_TRUE(saw_uv) << compiled.arbvp.text;
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
