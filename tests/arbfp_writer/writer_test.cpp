// SPDX-License-Identifier: MIT
// Unit tests of the ARBfp writer, on modules built with the IR builder: register allocation
// counts, constant pooling counts, bindings, limit errors, and the constructs it rejects.
#include <gtest/gtest.h>

#include "writer_test_support.h"

namespace tessera::lang::arbfp::writer_test {
namespace {

using ir::InstId;
using ir::Intrinsic;

bool Contains(const std::string& haystack, const std::string& needle) {
    return haystack.find(needle) != std::string::npos;
}

// K independent fetches summed. Under an indirection limit the fetches could exceed, the
// fetches go first, in one node, all live at once: exactly K TEMPs (each result is a whole
// vector). With room for any order (llvmpipe's limit, the arbfp1 profile's), the order
// with the fewest TEMPs wins: each texel is added to the running sum as it arrives, two.
TEST(WriterRegisters, ProgramNeedingNTemporariesGetsN) {
    for (int k = 1; k <= 6; ++k) {
        Shader s;
        InstId sampler = s.b->Load(s.Global(ir::Global::Kind::kSampler, "tex",
                                            s.module.types.Sampler(ir::SamplerDim::k2D)));
        std::vector<InstId> texels;
        for (int i = 0; i < k; ++i)
            texels.push_back(s.b->Sample(ir::SampleKind::kPlain, sampler,
                                         s.Input("uv" + std::to_string(i), 2, "TEXCOORD" + std::to_string(i))));
        InstId sum = texels[0];
        for (int i = 1; i < k; ++i) sum = s.b->Add(sum, texels[i]);
        s.b->Return(s.b->Mul(sum, sum));
        WriterOptions one_node;
        one_node.limits.max_tex_indirections = 1;
        WriteResult r = CheckedWrite(s.module, one_node);
        ASSERT_TRUE(r.ok()) << Messages(r);
        EXPECT_EQ(r.counts.temporaries, static_cast<std::uint32_t>(k)) << r.text;
        EXPECT_EQ(r.counts.tex_indirections, 1u) << r.text;
        EXPECT_TRUE(Contains(r.text, "# " + std::to_string(r.counts.instructions) + " instructions, " +
                                         std::to_string(k) + " R-regs"));
        const WriteResult fewest = CheckedWrite(s.module);
        ASSERT_TRUE(fewest.ok()) << Messages(fewest);
        EXPECT_EQ(fewest.counts.temporaries, static_cast<std::uint32_t>(std::min(k, 2))) << fewest.text;
    }
}

// Four live scalars share the four components of one TEMP.
TEST(WriterRegisters, ScalarsPackIntoOneTemporary) {
    Shader s;
    InstId v = s.Input("v", 4, "TEXCOORD0");
    std::vector<InstId> parts;
    const Intrinsic ops[] = {Intrinsic::kRcp, Intrinsic::kRsqrt, Intrinsic::kExp2, Intrinsic::kLog2};
    for (int i = 0; i < 4; ++i)
        parts.push_back(s.b->Intrinsic(ops[i], s.Float(), {s.b->Extract(v, static_cast<std::uint32_t>(i))}));
    InstId packed = s.b->Construct(s.Float(4), parts);
    s.b->Return(s.b->Mul(packed, v));
    WriteResult r = CheckedWrite(s.module);
    ASSERT_TRUE(r.ok()) << Messages(r);
    EXPECT_EQ(r.counts.temporaries, 1u) << r.text;
    EXPECT_EQ(r.counts.instructions, 5u) << r.text;
}

// N distinct literals used one per instruction pack four to a vector: ceil(N/4) parameters.
TEST(WriterConstants, DistinctLiteralsPackFourToAVector) {
    for (int n = 1; n <= 9; ++n) {
        Shader s;
        InstId x = s.b->Extract(s.Input("v", 4, "TEXCOORD0"), 0);
        for (int i = 0; i < n; ++i) x = s.b->Mul(x, s.b->Float(static_cast<float>(i + 2)));
        s.b->Return(s.b->Construct(s.Float(4), {x, x, x, x}));
        WriteResult r = CheckedWrite(s.module);
        ASSERT_TRUE(r.ok()) << Messages(r);
        EXPECT_EQ(r.counts.parameters, static_cast<std::uint32_t>((n + 3) / 4)) << r.text;
        EXPECT_EQ(r.constants.size(), static_cast<std::size_t>((n + 3) / 4));
    }
}

// A negated literal reuses the component of its positive value through the operand's `-`.
TEST(WriterConstants, NegationSharesTheComponent) {
    Shader s;
    InstId v = s.Input("v", 4, "TEXCOORD0");
    InstId a = s.b->Mul(v, s.Vec({0.5, 2, 3, 4}));
    InstId c = s.b->Add(a, s.Vec({-0.5, -2, -3, -4}));
    s.b->Return(c);
    WriteResult r = CheckedWrite(s.module);
    ASSERT_TRUE(r.ok()) << Messages(r);
    EXPECT_EQ(r.counts.parameters, 1u) << r.text;
}

TEST(WriterBindings, SemanticsUniformsAndSamplers) {
    Shader s;
    InstId uv = s.Input("uv", 2, "TEX3");
    InstId fog = s.Input("fog", 1, "FOGC");
    InstId m = s.Uniform("m", s.module.types.Matrix(4, 4));
    InstId k = s.Uniform("k", s.Float(4));
    InstId tex = s.b->Load(s.Global(ir::Global::Kind::kSampler, "rect", s.module.types.Sampler(ir::SamplerDim::kRect),
                                    "TEXUNIT3"));
    InstId t = s.b->Sample(ir::SampleKind::kPlain, tex, uv);
    InstId p = s.b->MatrixTimesVector(m, t);
    InstId f = s.b->Construct(s.Float(4), {fog, fog, fog, fog});
    s.b->Return(s.b->Add(s.b->Mul(p, k), f));
    WriteResult r = CheckedWrite(s.module);
    ASSERT_TRUE(r.ok()) << Messages(r);
    ASSERT_EQ(r.bindings.size(), 6u);
    EXPECT_EQ(r.bindings[0].resource, "fragment.texcoord[3]");
    EXPECT_EQ(r.bindings[1].resource, "fragment.fogcoord");
    EXPECT_EQ(r.bindings[2].resource, "program.local[0..3]");
    EXPECT_EQ(r.bindings[2].parameter_count, 4u);
    EXPECT_EQ(r.bindings[3].resource, "program.local[4]");
    EXPECT_EQ(r.bindings[4].texture_unit, 3u);
    EXPECT_EQ(r.bindings[4].texture_target, TextureTarget::kRect);
    EXPECT_EQ(r.bindings[5].resource, "result.color");
    for (const Binding& b : r.bindings) EXPECT_TRUE(b.referenced) << b.name;
    EXPECT_TRUE(Contains(r.text, "PARAM c[5] = { program.local[0..4] };")) << r.text;
    EXPECT_TRUE(Contains(r.text, "texture[3], RECT;")) << r.text;
    EXPECT_TRUE(Contains(r.text, "#var float4x4 m :  : c[0], 4 : 2 : 1")) << r.text;
}

TEST(WriterBindings, EnvParametersOnRequest) {
    Shader s;
    s.b->Return(s.Uniform("k", s.Float(4)));
    WriterOptions o;
    o.uniforms = UniformSpace::kEnv;
    o.comments = false;
    WriteResult r = CheckedWrite(s.module, o);
    ASSERT_TRUE(r.ok()) << Messages(r);
    EXPECT_EQ(r.text,
              "!!ARBfp1.0\nPARAM c[1] = { program.env[0] };\nMOV result.color, c[0];\nEND\n"
              "# 1 instructions, 0 R-regs\n");
}

TEST(WriterBindings, UnknownSemanticIsAnError) {
    Shader s;
    s.b->Return(s.Input("n", 4, "NORMAL"));
    WriteResult r = WriteArbfp(s.module);
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(Contains(Messages(r), "semantic 'NORMAL'")) << Messages(r);
}

// Five dependent fetches (each coordinate is the previous texel) need 5 indirections: fine
// by default, an error naming the resource and the limit on the spec's minimum profile.
TEST(WriterLimits, TooManyIndirectionsNamesTheResource) {
    Shader s;
    InstId sampler = s.b->Load(s.Global(ir::Global::Kind::kSampler, "tex", s.module.types.Sampler(ir::SamplerDim::k2D)));
    InstId t = s.b->Sample(ir::SampleKind::kPlain, sampler, s.Input("uv", 2, "TEXCOORD0"));
    for (int i = 0; i < 4; ++i) t = s.b->Sample(ir::SampleKind::kPlain, sampler, s.b->Mul(t, t));
    s.b->Return(t);
    WriteResult ok = CheckedWrite(s.module);
    ASSERT_TRUE(ok.ok()) << Messages(ok);
    EXPECT_EQ(ok.counts.tex_indirections, 5u) << ok.text;
    WriterOptions strict;
    strict.limits = Limits::Minimum();
    WriteResult r = WriteArbfp(s.module, strict);
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(Contains(Messages(r), "needs 5 texture indirections, the limit is 4")) << Messages(r);
}

TEST(WriterLimits, TooManyTemporariesAndInstructions) {
    Shader s;
    InstId sampler = s.b->Load(s.Global(ir::Global::Kind::kSampler, "tex", s.module.types.Sampler(ir::SamplerDim::k2D)));
    std::vector<InstId> texels;
    for (int i = 0; i < 8; ++i)
        texels.push_back(s.b->Sample(ir::SampleKind::kPlain, sampler, s.Input("uv" + std::to_string(i), 2,
                                                                             "TEXCOORD" + std::to_string(i))));
    // Every texel is read again after their sum, which reads them all: at the last addition
    // the eight texels and the running sum are live, nine TEMPs in any order.
    InstId sum = texels[0];
    for (int i = 1; i < 8; ++i) sum = s.b->Add(sum, texels[i]);
    InstId weighted = s.b->Mul(texels[0], sum);
    for (int i = 1; i < 8; ++i) weighted = s.b->Add(weighted, s.b->Mul(texels[i], sum));
    for (int i = 0; i < 60; ++i) weighted = s.b->Mul(weighted, weighted);
    s.b->Return(weighted);
    WriterOptions o;
    o.limits = Limits::Minimum();
    o.limits.max_temporaries = 4;
    WriteResult r = WriteArbfp(s.module, o);
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(Contains(Messages(r), "needs 9 temporaries, the limit is 4")) << Messages(r);
    EXPECT_TRUE(Contains(Messages(r), "ALU instructions, the limit is 48")) << Messages(r);
}

TEST(WriterLimits, Arbfp1ProfileHas32Temporaries) {
    EXPECT_EQ(Arbfp1Limits().max_temporaries, 32u);
}

// ---- What ARBfp cannot express: an error naming the construct ----

TEST(WriterRejects, DynamicIndexByANonConstant) {
    Shader s;
    InstId arr = s.Uniform("a", s.module.types.Array(s.Float(4), 4));
    InstId i = s.b->Convert(s.b->Extract(s.Input("i", 4, "TEXCOORD0"), 0), ir::ScalarKind::kInt);
    s.b->Return(s.b->DynamicExtract(arr, i));
    WriteResult r = WriteArbfp(s.module);
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(Contains(Messages(r), "non-constant")) << Messages(r);
}

TEST(WriterRejects, SampleWithLod) {
    Shader s;
    InstId sampler = s.b->Load(s.Global(ir::Global::Kind::kSampler, "tex", s.module.types.Sampler(ir::SamplerDim::k2D)));
    s.b->Return(s.b->Sample(ir::SampleKind::kLod, sampler, s.Input("uv", 2, "TEXCOORD0"), {s.b->Float(1)}));
    WriteResult r = WriteArbfp(s.module);
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(Contains(Messages(r), "(.lod)")) << Messages(r);
}

// Integer division used to be rejected; it is now a sequence of instructions (its values
// are checked in lowering_test.cpp). The program must be written and load everywhere.
TEST(WriterAccepts, IntegerDivision) {
    Shader s;
    InstId i = s.b->Convert(s.b->Extract(s.Input("v", 4, "TEXCOORD0"), 0), ir::ScalarKind::kInt);
    InstId q = s.b->Div(i, s.b->Int(3));
    InstId f = s.b->Convert(q, ir::ScalarKind::kFloat);
    s.b->Return(s.b->Construct(s.Float(4), {f, f, f, f}));
    WriteResult r = CheckedWrite(s.module);
    EXPECT_TRUE(r.ok()) << Messages(r);
}

TEST(WriterRejects, LeftoverLoopAndCall) {
    Shader s;
    s.b->Loop([&] { s.b->Break(); });
    s.b->Return(s.Vec({0, 0, 0, 1}));
    WriteResult r = WriteArbfp(s.module);
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(Contains(Messages(r), "loop is left over")) << Messages(r);
}

TEST(WriterRejects, DerivativesAndInverseTrigonometry) {
    for (Intrinsic which : {Intrinsic::kDdx, Intrinsic::kAsin, Intrinsic::kAtan2}) {
        Shader s;
        InstId x = s.Input("v", 4, "TEXCOORD0");
        std::vector<InstId> args = {x};
        if (which == Intrinsic::kAtan2) args.push_back(x);
        s.b->Return(s.b->Intrinsic(which, s.Float(4), args));
        WriteResult r = WriteArbfp(s.module);
        EXPECT_FALSE(r.ok());
        EXPECT_TRUE(Contains(Messages(r), std::string("'") + ir::IntrinsicName(which) + "'")) << Messages(r);
    }
}

TEST(WriterRejects, IntegerConstantBeyondFloatPrecision) {
    Shader s;
    InstId big = s.b->Int(16777217);
    InstId f = s.b->Convert(big, ir::ScalarKind::kFloat);
    s.b->Return(s.b->Construct(s.Float(4), {f, f, f, f}));
    WriteResult r = WriteArbfp(s.module);
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(Contains(Messages(r), "not exactly representable")) << Messages(r);
}

// Comments: `# file:line  text` before the first instruction of each source line.
TEST(WriterOutput, SourceLineComments) {
    Shader s;
    s.module.files = {"brick.cg"};
    const std::string source = "float4 main(float4 c : COLOR) : COLOR {\n  return c * c;\n}\n";
    InstId c = s.Input("c", 4, "COLOR0");
    s.b->SetSpan(ir::Span{0, 49, 5});
    s.b->Return(s.b->Mul(c, c));
    WriterOptions o;
    o.source_text = [&](std::uint32_t) { return &source; };
    WriteResult r = CheckedWrite(s.module, o);
    ASSERT_TRUE(r.ok()) << Messages(r);
    EXPECT_TRUE(Contains(r.text, "# brick.cg:2  return c * c;\nMUL result.color, fragment.color.primary, fragment.color.primary;\n"))
        << r.text;
}

// Two stores to one output: the later one wins, even when its value was computed first
// (the direct-to-result peephole must not move a write past the other store).
TEST(WriterOutput, LastStoreToAnOutputWins) {
    Shader s(false);
    ir::VarRef color = s.Global(ir::Global::Kind::kOutput, "color", s.Float(4), "COLOR");
    InstId a = s.Input("a", 4, "TEXCOORD0");
    InstId second = s.b->Mul(a, a);
    InstId first = s.b->Add(a, a);
    s.b->Store(color, first);
    s.b->Store(color, second);
    s.b->Return();
    WriteResult r = CheckedWrite(s.module);
    ASSERT_TRUE(r.ok()) << Messages(r);
    const std::size_t add = r.text.find("ADD result.color");
    const std::size_t mov = r.text.find("MOV result.color");
    ASSERT_NE(add, std::string::npos) << r.text;
    ASSERT_NE(mov, std::string::npos) << r.text;
    EXPECT_LT(add, mov) << r.text;
}

}  // namespace
}  // namespace tessera::lang::arbfp::writer_test
