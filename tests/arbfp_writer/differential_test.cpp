// SPDX-License-Identifier: MIT
// The differential test: the IR interpreter against the written ARBfp run by our fragment
// processor's ALU, on the golden programs and on generated ones, with random inputs.
//
// The ARBfp side runs through the processor's own arithmetic (runtime/exec/alu.h:
// EvaluateAlu and UpdateDestination, the code RunQuadReference uses) in a small
// straight-line loop here, because RunQuadReference clamps result.color to [0, 1] (result
// processing, 3.11.4.4) and a comparison of clamped colors would hide most differences.
// Texture instructions return (0, 0, 0, 1) on both sides (no texture bound, as the
// interpreter's default sampler).
//
// Tolerance: |ir - arbfp| <= 1e-5 * max(1, |ir|, |arbfp|). RCP and RSQ are exact IEEE
// operations in our processor, EX2, LG2, SIN and COS within 1 ulp and POW within 2^-23
// relative (lane_math.h; the interpreter calls libm, within 1 ulp), and the interpreter
// rounds every float result to float, so beyond those ulps the two differ only where the
// writer rewrote the algebra: a / b = a * RCP(b),
// sqrt = RCP(RSQ(x)), exp = EX2(x * log2 e), log = LG2(x) * ln 2, normalize = v * RSQ(dot),
// lerp = t b + (1 - t) a. Each rewrite costs at most a few float roundings (2^-24 ~ 6e-8
// each); programs here chain fewer than ten of them on values of magnitude ~1-100, which
// stays two orders of magnitude below 1e-5. Discontinuous operations (floor, fract, step,
// comparisons) are only applied to inputs, never to computed values, so a rounding
// difference cannot flip them.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "ir/interpreter.h"
#include "ir/text_reader.h"
#include "ir/validate.h"
#include "arbfp_run.h"
#include "writer_test_support.h"

namespace tessera::lang::arbfp::writer_test {
namespace {

using support::Vec4;

// A NaN from the interpreter marks a result outside the function's domain (sqrt, rsqrt, log
// or pow of a negative number): the IR leaves it NaN, ARBfp's RSQ takes |x| (3.11.5.24) and
// LG2/POW are undefined there, so such results are not compared.
bool Close(double a, double b) {
    if (std::isnan(a)) return true;
    if (std::isnan(b)) return false;
    if (std::isinf(a) || std::isinf(b)) return a == b;
    return std::fabs(a - b) <= 1e-5 * std::max({1.0, std::fabs(a), std::fabs(b)});
}

/// Flattened scalars of a uniform of `type` from its parameter slots (the writer's layout).
void UniformScalars(const ir::TypeTable& types, ir::TypeId type, std::uint32_t& slot,
                    std::map<std::uint32_t, Vec4>& locals, std::vector<double>& out) {
    const ir::Type& t = types.Get(type);
    if (t.IsNumeric()) {
        for (int c = 0; c < t.Width(); ++c) out.push_back(locals[slot][c]);
        ++slot;
    } else if (t.IsMatrix()) {
        for (int r = 0; r < t.rows; ++r, ++slot)
            for (int c = 0; c < t.columns; ++c) out.push_back(locals[slot][c]);
    } else if (t.kind == ir::Type::Kind::kArray) {
        for (std::uint32_t i = 0; i < t.count; ++i) UniformScalars(types, t.element, slot, locals, out);
    }
}

/// Runs `module` both ways on `trials` random inputs and compares.
void Compare(const ir::Module& module, const std::string& what, std::uint32_t seed, int trials = 8) {
    WriteResult w = CheckedWrite(module);
    ASSERT_TRUE(w.ok()) << what << ": " << Messages(w);
    ReadResult read = ReadProgram(w.text);
    ASSERT_TRUE(read.program.has_value());
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> dist(-2.0f, 2.0f);
    for (int trial = 0; trial < trials; ++trial) {
        ir::Inputs inputs(module);
        std::map<std::uint32_t, Vec4> locals;
        std::vector<std::pair<AttributeBinding, Vec4>> attributes;
        for (const Binding& b : w.bindings) {
            std::uint32_t g = 0;
            while (g < module.globals.size() && module.globals[g].name != b.name) ++g;
            if (g == module.globals.size()) continue;
            const ir::Type& t = module.types.Get(module.globals[g].type);
            if (b.kind == Binding::Kind::kAttribute) {
                Vec4 v{dist(rng), dist(rng), dist(rng), dist(rng)};
                if (b.attribute.kind == AttributeBinding::Kind::kFogCoord) v = {v[0], 0, 0, 1};
                attributes.push_back({b.attribute, v});
                std::vector<double> s;
                for (int c = 0; c < t.Width(); ++c) s.push_back(v[c]);
                ASSERT_TRUE(inputs.SetGlobal(g, s)) << b.name;
            } else if (b.kind == Binding::Kind::kUniform) {
                for (std::uint32_t k = 0; k < b.parameter_count; ++k)
                    locals[b.first_parameter + k] = {dist(rng), dist(rng), dist(rng), dist(rng)};
                std::uint32_t slot = b.first_parameter;
                std::vector<double> s;
                UniformScalars(module.types, module.globals[g].type, slot, locals, s);
                ASSERT_TRUE(inputs.SetGlobal(g, s)) << b.name;
            }
        }
        ir::RunResult ir_run = ir::RunFragment(module, inputs);
        ASSERT_TRUE(ir_run.ok) << what << ": " << ir_run.error;
        const ir::FragmentResult& f = ir_run.fragments[0];
        const ArbfpRun a = RunProgram(*read.program, locals, attributes);
        EXPECT_EQ(f.discarded, a.killed) << what << " trial " << trial;
        auto check = [&](const ir::Value& v, const Vec4& got, bool depth) {
            for (std::size_t c = 0; c < v.scalars.size() && c < 4; ++c) {
                const double arb = depth ? got[2] : got[c];
                EXPECT_TRUE(Close(v.scalars[c], arb))
                    << what << " trial " << trial << " component " << c << ": interpreter " << v.scalars[c]
                    << ", ARBfp " << arb << "\n" << w.text;
                if (depth) break;
            }
        };
        if (f.returned) check(*f.returned, a.color, false);
        for (const auto& [name, value] : f.outputs) {
            for (const ir::Global& g : module.globals) {
                if ("@" + g.name != name) continue;
                const bool depth = g.semantic == "DEPTH" || g.semantic == "DEPR";
                check(value, depth ? a.depth : a.color, depth);
            }
        }
    }
}

TEST(WriterDifferential, GoldenPrograms) {
    namespace fs = std::filesystem;
    std::uint32_t seed = 1;
    for (const auto& e : fs::directory_iterator(TESSERA_WRITER_GOLDEN_DIR)) {
        if (e.path().extension() != ".ir") continue;
        std::ifstream in(e.path());
        std::stringstream ss;
        ss << in.rdbuf();
        support::SourceFile source(e.path().filename().string(), ss.str());
        support::DiagnosticList diags;
        std::optional<ir::Module> m = ir::ReadModule(source, diags);
        ASSERT_TRUE(m.has_value()) << e.path();
        Compare(*m, e.path().filename().string(), seed++);
    }
}

/// Random expression trees over float4 inputs and uniforms (see the essay for the rules).
class Generator {
public:
    Generator(Shader& s, std::uint32_t seed) : s_(s), rng_(seed) {
        for (int i = 0; i < 3; ++i) leaves_.push_back(s_.Input("in" + std::to_string(i), 4, "TEXCOORD" + std::to_string(i)));
        leaves_.push_back(s_.Uniform("u0", s_.Float(4)));
        leaves_.push_back(s_.Uniform("u1", s_.Float(4)));
        matrix_ = s_.Uniform("m", s_.module.types.Matrix(4, 4));
    }
    ir::InstId Leaf() {
        if (Pick(6) == 0) {
            std::uniform_real_distribution<float> d(-2, 2);
            return s_.Vec({d(rng_), d(rng_), d(rng_), d(rng_)});
        }
        return leaves_[Pick(static_cast<int>(leaves_.size()))];
    }
    ir::InstId Expr(int depth) {
        if (depth == 0) return Leaf();
        ir::Builder& b = *s_.b;
        const ir::TypeId f4 = s_.Float(4), f1 = s_.Float();
        auto e = [&] { return Expr(depth - 1); };
        auto in = [&](ir::Intrinsic i, std::vector<ir::InstId> a, ir::TypeId t) { return b.Intrinsic(i, t, a); };
        switch (Pick(22)) {
            case 0: return b.Add(e(), e());
            case 1: return b.Sub(e(), e());
            case 2: return b.Mul(e(), e());
            case 3: return b.Add(b.Mul(e(), e()), e());
            case 4: return b.Neg(e());
            case 5: {
                std::vector<std::uint32_t> sw;
                for (int k = 0; k < 4; ++k) sw.push_back(static_cast<std::uint32_t>(Pick(4)));
                return b.Swizzle(e(), sw);
            }
            case 6: return in(ir::Intrinsic::kMin, {e(), e()}, f4);
            case 7: return in(ir::Intrinsic::kMax, {e(), e()}, f4);
            case 8: return in(ir::Intrinsic::kAbs, {e()}, f4);
            case 9: return in(ir::Intrinsic::kLerp, {e(), e(), in(ir::Intrinsic::kSaturate, {Leaf()}, f4)}, f4);
            case 10: return in(ir::Intrinsic::kSaturate, {e()}, f4);
            case 11: {
                ir::InstId d = in(ir::Intrinsic::kDot, {e(), e()}, f1);
                return b.Construct(f4, {d, d, d, d});
            }
            case 12: {
                const ir::TypeId f3 = s_.Float(3);
                ir::InstId c = in(ir::Intrinsic::kCross, {b.Swizzle(e(), {0, 1, 2}), b.Swizzle(e(), {1, 2, 3})}, f3);
                return b.Construct(f4, {c, b.Extract(Leaf(), 3)});
            }
            case 13: return b.Select(b.Binary(ir::Op::kLt, Leaf(), Leaf()), e(), e());
            case 14: return in(ir::Intrinsic::kFloor, {Leaf()}, f4);
            case 15: return in(ir::Intrinsic::kFract, {Leaf()}, f4);
            case 16: return in(ir::Intrinsic::kExp2, {Leaf()}, f4);
            case 17: return in(ir::Intrinsic::kSin, {e()}, f4);
            case 18: return b.Div(e(), b.Add(in(ir::Intrinsic::kAbs, {Leaf()}, f4), s_.Vec({1, 1, 1, 1})));
            case 19: return b.MatrixTimesVector(matrix_, e());
            case 20: return b.VectorTimesMatrix(e(), matrix_);
            default: return in(ir::Intrinsic::kNormalize, {b.Add(in(ir::Intrinsic::kAbs, {e()}, f4), s_.Vec({0.5, 0.5, 0.5, 0.5}))}, f4);
        }
    }

private:
    int Pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
    Shader& s_;
    std::mt19937 rng_;
    std::vector<ir::InstId> leaves_;
    ir::InstId matrix_;
};

TEST(WriterDifferential, GeneratedPrograms) {
    for (std::uint32_t seed = 1; seed <= 200; ++seed) {
        Shader s;
        Generator g(s, seed);
        s.b->Return(g.Expr(1 + static_cast<int>(seed % 3)));
        ir::ValidationResult v = ir::Validate(s.module);
        ASSERT_TRUE(v.Ok()) << "seed " << seed << ": " << v.Message();
        Compare(s.module, "generated program " + std::to_string(seed), seed, 4);
        if (::testing::Test::HasFailure()) break;
    }
}

}  // namespace
}  // namespace tessera::lang::arbfp::writer_test
