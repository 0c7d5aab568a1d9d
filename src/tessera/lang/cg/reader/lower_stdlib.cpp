// SPDX-License-Identifier: MIT
// The standard library in IR: a chosen overload (stdlib.h) and converted arguments in, the
// instructions that compute it out.
//
// Most functions are one IR intrinsic of the same meaning (the table Cg and GLSL share,
// lang/common/semakit/builtins.h). The rest are written here from
// intrinsics, with the identities the reference manual documents them by:
//   degrees(x) = x * 180/pi            radians(x) = x * pi/180
//   log10(x)   = log2(x) * log10(2)    ldexp(x, n) = x * exp2(n)
//   sinh, cosh, tanh from exp          modf(x, out i): i = trunc(x), x - i
//   frexp(x, out e): e = floor(log2|x|) + 1 (0 for 0), x * exp2(-e)
//   isnan(x) = x != x                  isinf(x) = |x| == inf      isfinite(x) = |x| < inf
//   sincos(x, out s, out c): s = sin(x), c = cos(x)
//   clip(x): discard when any component of x is below 0
//   mod(x, y) = x - y * floor(x / y)  (GLSL's spelling, for cgc's GLSL profiles)
// The IR's intrinsics take no scalar where a vector is expected, so scalar arguments of
// lerp's t are smeared here; dot, length, distance and normalize of scalars are spelled out.
// Texture functions become `sample` in its plain, projective, bias, lod and gradient forms;
// texNDbias and texNDlod read the bias or level from the coordinate's w.
#include <cmath>
#include <limits>

#include "lang/cg/reader/sema_impl.h"
#include "lang/common/semakit/builtins.h"

namespace tessera::lang::cg::sema {

Value Sema::CallBuiltin(const BuiltinSignature& sig, std::vector<Value>& args, const SourceRange& range) {
    ir::Builder& b = *b_;
    b.SetSpan(SpanOf(range));
    const std::string& n = sig.name;
    const Type& rt = sig.result;
    ir::TypeId result = IrType(rt);
    std::vector<ir::InstId> a;
    for (const Value& v : args) a.push_back(v.id);
    auto make = [&](ir::InstId id) { return Make(rt, id, range); };
    auto in = [&](ir::Intrinsic i, ir::TypeId t, std::vector<ir::InstId> ops) { return b.Intrinsic(i, t, std::move(ops)); };
    auto splat = [&](double v, const Type& like) { return Constant(like, v); };
    const Type& t0 = sig.params.empty() ? rt : sig.params[0];
    ir::TypeId ty0 = IrType(t0);

    // Texture functions.
    if (n.rfind("tex", 0) == 0) {
        const ir::Type& st = b.Types().Get(b.TypeOf(a[0]));
        int dims = st.sampler == ir::SamplerDim::k1D ? 1
                   : st.sampler == ir::SamplerDim::k3D || st.sampler == ir::SamplerDim::kCube ? 3
                                                                                              : 2;
        std::vector<std::uint32_t> coords;
        for (int i = 0; i < dims; ++i) coords.push_back(static_cast<std::uint32_t>(i));
        auto ends = [&](const char* suffix) {
            std::string s(suffix);
            return n.size() > s.size() && n.compare(n.size() - s.size(), s.size(), s) == 0;
        };
        if (IsShadowLookup(st.sampler, sig.params[1].Components(), ends("proj"))) {
            // A shadow lookup (lower_shadow.cpp): the depth to compare goes to r, ARBfp's
            // place for it (1D: (s, ref) -> (s, 0, ref), projective (s, ref, q) -> (s, 0, ref, q)).
            ir::InstId c = a[1];
            if (dims == 1) {
                std::vector<ir::InstId> parts = {b.Extract(c, 0), b.Float(0), b.Extract(c, 1)};
                if (ends("proj")) parts.push_back(b.Extract(c, 2));
                c = b.Construct(b.Types().Vector(ir::ScalarKind::kFloat, static_cast<int>(parts.size())), parts);
            }
            std::vector<ir::InstId> extra(a.begin() + 2, a.end());
            ir::SampleKind kind = ends("proj") ? ir::SampleKind::kProjective
                                  : extra.empty() ? ir::SampleKind::kPlain : ir::SampleKind::kGrad;
            ir::InstId sample = b.Sample(kind, a[0], c, extra);
            NoteShadowLookup(sample, range);
            return make(sample);
        }
        auto plain = [&](ir::InstId sample) {
            NotePlainLookup(sample, range);
            return make(sample);
        };
        if (ends("proj")) return plain(b.Sample(ir::SampleKind::kProjective, a[0], a[1]));
        if (ends("bias") || ends("lod")) {
            ir::InstId c = b.Swizzle(a[1], coords);
            return plain(b.Sample(ends("bias") ? ir::SampleKind::kBias : ir::SampleKind::kLod, a[0], c,
                                  {b.Extract(a[1], 3)}));
        }
        if (a.size() == 4) return plain(b.Sample(ir::SampleKind::kGrad, a[0], a[1], {a[2], a[3]}));
        return plain(b.Sample(ir::SampleKind::kPlain, a[0], a[1]));
    }
    if (n == "mul") {
        const Type& p0 = sig.params[0];
        const Type& p1 = sig.params[1];
        if (p0.IsMatrix() && p1.IsMatrix()) return make(b.MatrixTimesMatrix(a[0], a[1]));
        if (p0.IsMatrix()) return make(b.MatrixTimesVector(a[0], a[1]));
        return make(b.VectorTimesMatrix(a[0], a[1]));
    }
    // Scalars where the IR wants vectors.
    if (t0.IsScalar()) {
        if (n == "dot") return make(b.Mul(a[0], a[1]));
        if (n == "length") return make(in(ir::Intrinsic::kAbs, result, {a[0]}));
        if (n == "distance") return make(in(ir::Intrinsic::kAbs, result, {b.Sub(a[0], a[1])}));
        if (n == "normalize") return make(in(ir::Intrinsic::kSign, result, {a[0]}));
    }
    if (n == "lerp" && sig.params[2].IsScalar() && !t0.IsScalar())
        return make(in(ir::Intrinsic::kLerp, result, {a[0], a[1], Splat(a[2], t0)}));
    if (std::optional<ir::Intrinsic> direct = semakit::DirectIntrinsic(semakit::Language::kCg, n))
        return make(in(*direct, result, a));

    // GLSL's mod (glsl_builtins.cpp), floored where Cg's fmod truncates.
    if (n == "mod") return make(b.Sub(a[0], b.Mul(a[1], in(ir::Intrinsic::kFloor, ty0, {b.Div(a[0], a[1])}))));
    if (n == "degrees") return make(b.Mul(a[0], splat(180.0 / M_PI, t0)));
    if (n == "radians") return make(b.Mul(a[0], splat(M_PI / 180.0, t0)));
    if (n == "log10") return make(b.Mul(in(ir::Intrinsic::kLog2, ty0, {a[0]}), splat(std::log10(2.0), t0)));
    if (n == "ldexp") return make(b.Mul(a[0], in(ir::Intrinsic::kExp2, ty0, {a[1]})));
    if (n == "sinh" || n == "cosh" || n == "tanh") {
        ir::InstId ep = in(ir::Intrinsic::kExp, ty0, {a[0]});
        ir::InstId en = in(ir::Intrinsic::kExp, ty0, {b.Neg(a[0])});
        if (n == "sinh") return make(b.Mul(b.Sub(ep, en), splat(0.5, t0)));
        if (n == "cosh") return make(b.Mul(b.Add(ep, en), splat(0.5, t0)));
        const ir::InstId sum = b.Add(ep, en);  // before the difference: see ir/builder.h
        return make(b.Div(b.Sub(ep, en), sum));
    }
    if (n == "fwidth") {  // abs(ddx(x)) + abs(ddy(x)), as the Cg reference manual defines it
        const ir::InstId dx = in(ir::Intrinsic::kAbs, ty0, {in(ir::Intrinsic::kDdx, ty0, {a[0]})});
        const ir::InstId dy = in(ir::Intrinsic::kAbs, ty0, {in(ir::Intrinsic::kDdy, ty0, {a[0]})});
        return make(b.Add(dx, dy));
    }
    if (n == "isnan") return make(b.Binary(ir::Op::kNe, a[0], a[0]));
    if (n == "isinf" || n == "isfinite") {
        ir::InstId mag = in(ir::Intrinsic::kAbs, ty0, {a[0]});
        ir::InstId inf = splat(std::numeric_limits<double>::infinity(), t0);
        return make(b.Binary(n == "isinf" ? ir::Op::kEq : ir::Op::kLt, mag, inf));
    }
    if (n == "all" || n == "any") {
        ir::InstId v = a[0];
        if (t0.scalar != ScalarKind::kBool) v = b.Convert(v, ir::ScalarKind::kBool);
        if (t0.IsScalar()) return make(v);
        if (t0.columns == 1) return make(b.Extract(v, 0));
        return make(b.Reduce(n == "all" ? ir::Op::kAll : ir::Op::kAny, v));
    }
    if (n == "clip") {
        // clip(x): the fragment is discarded when any component of x is negative.
        ir::InstId below = b.Binary(ir::Op::kLt, a[0], splat(0, t0));
        if (!t0.IsScalar()) below = t0.columns == 1 ? b.Extract(below, 0) : b.Reduce(ir::Op::kAny, below);
        if (!VertexDiscard(range)) b.If(below, [&] { b.Discard(); });
        return Make(Type::Void(), {}, range);
    }
    if (n == "sincos") {
        StoreTo(*args[1].place, ConvertIr(in(ir::Intrinsic::kSin, ty0, {a[0]}), t0, args[1].type), range);
        StoreTo(*args[2].place, ConvertIr(in(ir::Intrinsic::kCos, ty0, {a[0]}), t0, args[2].type), range);
        return Make(Type::Void(), {}, range);
    }
    if (n == "modf") {
        ir::InstId whole = in(ir::Intrinsic::kTrunc, ty0, {a[0]});
        StoreTo(*args[1].place, ConvertIr(whole, t0, args[1].type), range);
        return make(b.Sub(a[0], whole));
    }
    if (n == "frexp") {
        ir::InstId mag = in(ir::Intrinsic::kAbs, ty0, {a[0]});
        ir::InstId e = b.Add(in(ir::Intrinsic::kFloor, ty0, {in(ir::Intrinsic::kLog2, ty0, {mag})}), splat(1, t0));
        ir::InstId zero = b.Binary(ir::Op::kEq, a[0], splat(0, t0));
        e = b.Select(zero, splat(0, t0), e);
        StoreTo(*args[1].place, ConvertIr(e, t0, args[1].type), range);
        return make(b.Mul(a[0], in(ir::Intrinsic::kExp2, ty0, {b.Neg(e)})));
    }
    Error(range, "internal error: no lowering for the library function '" + n + "'");
    return ErrorValue(range);
}

}  // namespace tessera::lang::cg::sema
