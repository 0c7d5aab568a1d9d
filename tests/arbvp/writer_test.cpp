// SPDX-License-Identifier: MIT
// The ARBvp writer on modules built with the IR builder: bindings of vertex inputs and
// outputs, scalar results, the rewriting of CMP, LRP and saturation (checked by running the
// written program on the reference vertex executor against values worked out by hand),
// vertex-only state, and the constructs a vertex program cannot have.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>

#include "ir/builder.h"
#include "lang/arbvp/reader/reader.h"
#include "lang/arbvp/writer/arbvp_writer.h"
#include "runtime/exec/vertex.h"

namespace tessera::lang::arbvp {
namespace {

using ir::InstId;
using support::Vec4;

struct VertexShader {
    ir::Module module;
    std::unique_ptr<ir::Builder> b;

    VertexShader() {
        module.stage = ir::Stage::kVertex;
        ir::Function f;
        f.name = "main";
        f.return_type = module.types.Void();
        module.functions.push_back(std::move(f));
        b = std::make_unique<ir::Builder>(module, module.functions[0]);
    }
    ir::TypeId Float(int n = 1) { return n == 1 ? module.types.Float() : module.types.Vector(ir::ScalarKind::kFloat, n); }
    ir::VarRef Global(ir::Global::Kind kind, const std::string& name, ir::TypeId type, const std::string& semantic) {
        ir::Global g;
        g.kind = kind;
        g.name = name;
        g.type = type;
        g.semantic = semantic;
        module.globals.push_back(g);
        return {ir::VarRef::Scope::kGlobal, static_cast<std::uint32_t>(module.globals.size() - 1)};
    }
    InstId In(const std::string& semantic, int width = 4) {
        return b->Load(Global(ir::Global::Kind::kInput, "in_" + semantic, Float(width), semantic));
    }
    void Out(const std::string& semantic, InstId value, int width = 4) {
        b->Store(Global(ir::Global::Kind::kOutput, "out_" + semantic, Float(width), semantic), value);
    }
    InstId Vec(std::vector<double> v) { return b->Constant(Float(static_cast<int>(v.size())), v); }
};

std::string Messages(const arbfp::WriteResult& r) {
    std::string s;
    for (const auto& d : r.diagnostics) s += d.message + "\n";
    return s;
}

/// Writes, re-reads and runs `shader` with the attribute values in program order; the
/// results in the order of the program's outputs.
std::vector<Vec4> WriteAndRun(VertexShader& shader, std::vector<Vec4> attributes, arbfp::WriteResult* written = nullptr) {
    shader.b->Return();
    arbfp::WriteResult r = WriteArbvp(shader.module);
    if (written) *written = r;
    EXPECT_TRUE(r.ok()) << Messages(r);
    ReadResult read = ReadProgram(r.text);
    EXPECT_TRUE(read.program.has_value()) << read.error_string;
    if (!read.program) return {};
    std::vector<Vec4> parameters;
    for (const ParameterBinding& p : read.program->parameters)
        parameters.push_back({p.constant[0], p.constant[1], p.constant[2], p.constant[3]});
    attributes.resize(read.program->attributes.size(), Vec4{0, 0, 0, 1});
    std::vector<Vec4> results(read.program->outputs.size());
    runtime::exec::RunVertexReference(*read.program, attributes, parameters, results);
    return results;
}

// select(p < 0, b, c) per component with b tiny and c = 1: the rewrite b*t + c*s gives b
// exactly where p < 0 and c where p >= 0 (-0 and +0 both pick c, as CMP does); the shorter
// (b - c)*t + c would give (1e-8 - 1) + 1 = 0 in float.
TEST(ArbvpWriter, SelectIsExact) {
    VertexShader s;
    InstId p = s.In("POSITION");
    InstId b = s.In("TEXCOORD0");
    InstId zero = s.Vec({0, 0, 0, 0});
    s.Out("POSITION", s.b->Select(s.b->Binary(ir::Op::kLt, p, zero), b, s.Vec({1, 1, 1, 1})));
    arbfp::WriteResult r;
    std::vector<Vec4> out = WriteAndRun(s, {Vec4{-1, 2, -0.0f, -3}, Vec4{1e-8f, 1e-8f, 1e-8f, -1e-20f}}, &r);
    EXPECT_EQ(r.text.find("CMP"), std::string::npos) << r.text;
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0], (Vec4{1e-8f, 1, 1, -1e-20f})) << r.text;
}

// lerp(a, b, saturate(t)): t = 1.5 saturates to 1 (gives b), t = -2 to 0 (gives a), 0.25
// gives a + 0.25 (b - a). No LRP and no _SAT in the text.
TEST(ArbvpWriter, LerpAndSaturate) {
    VertexShader s;
    InstId t = s.In("TEXCOORD0");
    InstId sat = s.b->Intrinsic(ir::Intrinsic::kSaturate, s.Float(4), {t});
    InstId mix = s.b->Intrinsic(ir::Intrinsic::kLerp, s.Float(4), {s.Vec({0, 1, 2, 4}), s.Vec({8, 3, 6, 0}), sat});
    s.Out("COLOR0", mix);
    arbfp::WriteResult r;
    std::vector<Vec4> out = WriteAndRun(s, {Vec4{1.5f, -2, 0.25f, 0.5f}}, &r);
    EXPECT_EQ(r.text.find("LRP"), std::string::npos) << r.text;
    EXPECT_EQ(r.text.find("_SAT"), std::string::npos) << r.text;
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0], (Vec4{8, 1, 3, 2})) << r.text;
}

// sin and cos as ARBvp's polynomial: within 2e-6 of the C library over several periods,
// plus the reduction's |x| * 2e-7 (x / 2pi rounded to float).
TEST(ArbvpWriter, SineAndCosinePolynomial) {
    for (float x = -20; x <= 20; x += 0.37f) {
        VertexShader s;
        InstId p = s.In("POSITION");
        s.Out("POSITION", s.b->Intrinsic(ir::Intrinsic::kSin, s.Float(4), {p}));
        s.Out("COLOR0", s.b->Intrinsic(ir::Intrinsic::kCos, s.Float(4), {p}));
        arbfp::WriteResult r;
        std::vector<Vec4> out = WriteAndRun(s, {Vec4{x, x / 3, -x / 7, 0.5f}}, &r);
        ASSERT_EQ(out.size(), 2u);
        EXPECT_EQ(r.text.find("SIN"), std::string::npos);
        const float in[] = {x, x / 3, -x / 7, 0.5f};
        for (int k = 0; k < 4; ++k) {
            const double tolerance = 2e-6 + std::abs(in[k]) * 2e-7;
            EXPECT_NEAR(out[0][k], std::sin(double(in[k])), tolerance) << "sin " << in[k];
            EXPECT_NEAR(out[1][k], std::cos(double(in[k])), tolerance) << "cos " << in[k];
        }
    }
}

// FOG and PSIZE are scalar results read from x (2.14.3.4); a vector's own x goes there.
TEST(ArbvpWriter, ScalarResultsAndVertexBindings) {
    VertexShader s;
    InstId n = s.In("NORMAL");
    s.Out("POSITION", s.In("ATTR6"));
    s.Out("FOG", s.b->Extract(n, 2), 1);
    s.Out("PSIZE", s.b->Extract(n, 1), 1);
    s.Out("TEXCOORD5", s.In("COLOR1"));
    arbfp::WriteResult r;
    WriteAndRun(s, {}, &r);
    for (const char* want : {"result.fogcoord.x, vertex.normal.z", "result.pointsize.x, vertex.normal.y",
                             "result.position, vertex.attrib[6]", "result.texcoord[5], vertex.color.secondary"})
        EXPECT_NE(r.text.find(want), std::string::npos) << want << "\n" << r.text;
}

// state.texgen and state.clip exist for vertex programs only (ARBvp Tables X.3.4, X.3.6).
TEST(ArbvpWriter, VertexOnlyState) {
    VertexShader s;
    InstId eye = s.b->Load(s.Global(ir::Global::Kind::kUniform, "eye_s", s.Float(4), "state.texgen[1].eye.s"));
    InstId clip = s.b->Load(s.Global(ir::Global::Kind::kUniform, "plane", s.Float(4), "state.clip[0].plane"));
    s.Out("POSITION", s.b->Add(eye, clip));
    arbfp::WriteResult r;
    WriteAndRun(s, {}, &r);
    EXPECT_NE(r.text.find("state.texgen[1].eye.s"), std::string::npos) << r.text;
    EXPECT_NE(r.text.find("state.clip[0].plane"), std::string::npos) << r.text;
}

/// The record of uniform `name` in a write result.
const arbfp::Binding* Record(const arbfp::WriteResult& r, const std::string& name) {
    for (const arbfp::Binding& b : r.bindings)
        if (b.name == name) return &b;
    return nullptr;
}

// ARL and relative addressing (2.14.1.3): `palette[i]` (a float4[3]) and row 2 of `m[j]` (a
// float4x4[2], four parameters an element) for every i and j, with program.local[n] =
// (100 + n, n, -n, 1): each output must be the local the element's own parameter number
// names, whatever c[] entry the writer put it in.
TEST(ArbvpWriter, RelativeAddressingReadsTheIndexedElement) {
    VertexShader s;
    const ir::TypeId palette_type = s.module.types.Array(s.Float(4), 3);
    const ir::TypeId m_type = s.module.types.Array(s.module.types.Matrix(4, 4), 2);
    InstId palette = s.b->Load(s.Global(ir::Global::Kind::kUniform, "palette", palette_type, ""));
    InstId m = s.b->Load(s.Global(ir::Global::Kind::kUniform, "m", m_type, ""));
    InstId select = s.In("TEXCOORD0");
    InstId i = s.b->Convert(s.b->Extract(select, 0), ir::ScalarKind::kInt);
    InstId j = s.b->Convert(s.b->Extract(select, 1), ir::ScalarKind::kInt);
    s.Out("COLOR0", s.b->DynamicExtract(palette, i));
    s.Out("TEXCOORD1", s.b->Extract(s.b->DynamicExtract(m, j), 2));
    s.b->Return();
    const arbfp::WriteResult r = WriteArbvp(s.module);
    ASSERT_TRUE(r.ok()) << Messages(r);
    EXPECT_NE(r.text.find("ADDRESS A0;"), std::string::npos) << r.text;
    EXPECT_NE(r.text.find("ARL A0.x, "), std::string::npos) << r.text;
    const arbfp::Binding* palette_record = Record(r, "palette");
    const arbfp::Binding* m_record = Record(r, "m");
    ASSERT_TRUE(palette_record && m_record);
    EXPECT_EQ(palette_record->parameter_count, 3u);
    EXPECT_EQ(m_record->parameter_count, 8u);

    const ReadResult read = ReadProgram(r.text);
    ASSERT_TRUE(read.program.has_value()) << read.error_string << "\n" << r.text;
    EXPECT_EQ(read.program->address_registers.size(), 1u);
    std::vector<Vec4> parameters;
    for (const ParameterBinding& p : read.program->parameters) {
        const float n = static_cast<float>(p.index);
        parameters.push_back(p.kind == ParameterBinding::Kind::kLocal ? Vec4{100 + n, n, -n, 1}
                                                                     : Vec4{p.constant[0], p.constant[1], p.constant[2], p.constant[3]});
    }
    auto local = [](std::uint32_t n) { return Vec4{100.0f + n, float(n), -float(n), 1}; };
    for (int ii = 0; ii < 3; ++ii) {
        for (int jj = 0; jj < 2; ++jj) {
            std::vector<Vec4> attributes(read.program->attributes.size(), Vec4{float(ii), float(jj), 0, 1});
            std::vector<Vec4> results(read.program->outputs.size());
            runtime::exec::RunVertexReference(*read.program, attributes, parameters, results);
            ASSERT_EQ(results.size(), 2u);
            EXPECT_EQ(results[0], local(palette_record->first_parameter + ii)) << "palette[" << ii << "]\n" << r.text;
            EXPECT_EQ(results[1], local(m_record->first_parameter + 4 * jj + 2)) << "m[" << jj << "][2]\n" << r.text;
        }
    }
}

// What relative addressing cannot reach: a local array, a vector's component (ARBvp has
// no addressing of temporaries or components), and a fragment program (no address register).
TEST(ArbvpWriter, RelativeAddressingOnlyReachesUniformArrays) {
    const std::string kOnlyUniforms = "reaches only uniform arrays in ARBvp";
    {
        VertexShader s;
        InstId t = s.In("TEXCOORD0");
        InstId local = s.b->Construct(s.module.types.Array(s.Float(4), 2), {t, t});
        s.Out("POSITION", s.b->DynamicExtract(local, s.b->Convert(s.b->Extract(t, 0), ir::ScalarKind::kInt)));
        s.b->Return();
        EXPECT_NE(Messages(WriteArbvp(s.module)).find(kOnlyUniforms), std::string::npos);
    }
    {
        VertexShader s;
        InstId t = s.In("TEXCOORD0");
        InstId c = s.b->DynamicExtract(t, s.b->Convert(s.b->Extract(t, 0), ir::ScalarKind::kInt));
        s.Out("POSITION", s.b->Construct(s.Float(4), {c, c, c, c}));
        s.b->Return();
        EXPECT_NE(Messages(WriteArbvp(s.module)).find(kOnlyUniforms), std::string::npos);
    }
    {
        VertexShader s;
        s.module.stage = ir::Stage::kFragment;
        InstId palette = s.b->Load(s.Global(ir::Global::Kind::kUniform, "palette", s.module.types.Array(s.Float(4), 3), ""));
        InstId t = s.b->Load(s.Global(ir::Global::Kind::kInput, "t", s.Float(4), "TEXCOORD0"));
        s.b->Store(s.Global(ir::Global::Kind::kOutput, "c", s.Float(4), "COLOR"),
                   s.b->DynamicExtract(palette, s.b->Convert(s.b->Extract(t, 0), ir::ScalarKind::kInt)));
        s.b->Return();
        const arbfp::WriteResult r = arbfp::WriteArbfp(s.module);
        EXPECT_NE(Messages(r).find("not supported by ARBfp (it has no relative addressing)"), std::string::npos)
            << Messages(r);
    }
}

// 2.14.1.3: a relative offset is at most 63, so an array whose first entry is c[64] or later
// cannot be indexed; the writer says so instead of writing a program no reader accepts.
TEST(ArbvpWriter, RelativeOffsetBeyondTheGrammarIsAnError) {
    VertexShader s;
    InstId before = s.b->Load(s.Global(ir::Global::Kind::kUniform, "before", s.module.types.Array(s.Float(4), 64), ""));
    InstId palette = s.b->Load(s.Global(ir::Global::Kind::kUniform, "palette", s.module.types.Array(s.Float(4), 3), ""));
    InstId t = s.In("TEXCOORD0");
    InstId i = s.b->Convert(s.b->Extract(t, 0), ir::ScalarKind::kInt);
    s.Out("POSITION", s.b->Binary(ir::Op::kAdd, s.b->DynamicExtract(before, i), s.b->DynamicExtract(palette, i)));
    s.b->Return();
    const arbfp::WriteResult r = WriteArbvp(s.module);
    EXPECT_NE(Messages(r).find("starts at c[64], beyond the 63 entries relative addressing can reach"),
              std::string::npos)
        << Messages(r) << r.text;
}

TEST(ArbvpWriter, WhatAVertexProgramCannotDo) {
    {
        VertexShader s;
        s.b->Discard();
        s.b->Return();
        arbfp::WriteResult r = WriteArbvp(s.module);
        EXPECT_NE(Messages(r).find("'discard' cannot be expressed in ARBvp"), std::string::npos) << Messages(r);
    }
    {
        VertexShader s;
        InstId d = s.b->Load(s.Global(ir::Global::Kind::kUniform, "d", s.Float(4), "state.depth.range"));
        s.Out("POSITION", d);
        s.b->Return();
        arbfp::WriteResult r = WriteArbvp(s.module);
        EXPECT_NE(Messages(r).find("unknown state binding"), std::string::npos) << Messages(r);
    }
    {
        VertexShader s;
        s.module.stage = ir::Stage::kFragment;
        s.b->Return();
        EXPECT_NE(Messages(WriteArbvp(s.module)).find("the module is a fragment module"), std::string::npos);
    }
    {
        VertexShader s;
        s.Out("POSITION", s.In("POSITION"));
        s.b->Return();
        // More temporaries and instructions than any program needs is fine; a profile with
        // room for no instruction is not.
        Limits tiny = Limits::Minimum();
        tiny.max_instructions = 0;
        arbfp::WriteResult r = WriteArbvp(s.module, {}, tiny);
        EXPECT_NE(Messages(r).find("the limit is 0"), std::string::npos) << Messages(r);
    }
}

}  // namespace
}  // namespace tessera::lang::arbvp
