// SPDX-License-Identifier: MIT
// The interpreter's arithmetic: what every pure op and intrinsic computes, per fragment.
//
// Floats are computed in single precision, one rounding per operation, in the order the
// formula is written (no fused multiply-add; dot products add left to right, as ARBfp's
// DP3/DP4 pseudocode does). Ints are int32 and wrap. Values are held as doubles, which
// represent every float and int32 exactly, so "rounding" is a cast to float and back.
//
// Choices where C, Cg or GLSL leave the result open (the ARBfp reference's choice,
// runtime/exec/alu.h, where there is one, so the writer's output can agree):
// - Int division by zero gives 0; int `mod` by zero gives 0; INT_MIN / -1 wraps to
//   INT_MIN and INT_MIN mod -1 is 0. Float division by zero is IEEE (+-inf, NaN for 0/0).
// - Float `mod` and `fmod` are x - y * trunc(x / y), rounding after each step (Cg's fmod,
//   sign of x); y = 0 gives NaN.
// - float -> int truncates toward zero, NaN gives 0, out-of-range values saturate to
//   INT_MIN / INT_MAX (C leaves both undefined). -> bool is `!= 0`, so NaN -> true.
// - abs(INT_MIN) = INT_MIN (wraps). sign(+-0) = 0, sign(NaN) = 0 (NaN is neither > 0 nor
//   < 0, which is what a SLT/SGE-based sign computes).
// - min and max of floats return the other operand when exactly one is NaN (Mesa's MIN
//   and MAX); clamp(x, lo, hi) = min(max(x, lo), hi); saturate(NaN) = 0 (as _SAT).
// - round is half away from zero (C's roundf); fract(x) = x - floor(x), so fract of a tiny
//   negative number rounds to 1.0 (as FRC).
// - sqrt(x < 0) = NaN; rsqrt(x) = 1 / sqrt(x): rsqrt(0) = +inf, rsqrt(x < 0) = NaN (ARBfp's
//   RSQ takes |x| instead: the writer must not use RSQ where x may be negative, or accept
//   the difference); rcp(0) = +inf (IEEE, as RCP).
// - log(0) = -inf, log(x < 0) = NaN; pow(x < 0, y) = NaN for every y (as ARBfp's POW,
//   exp2(y * log2(x))); otherwise C's powf, so pow(0, 0) = 1.
// - lerp(a, b, t) = a + t * (b - a); smoothstep(e0, e1, x) with t = saturate((x - e0) /
//   (e1 - e0)) is t * t * (3 - 2 * t) (e0 = e1 gives 0 or 1 by the sign of x - e0, 0 at x = e0).
// - normalize(x) = x * (1 / sqrt(dot(x, x))), as DP3/RSQ/MUL computes it; normalize(0) = NaN.
//   length(x) = sqrt(dot(x, x)); distance(a, b) = length(a - b).
// - refract(i, n, eta): k = 1 - eta^2 (1 - dot(n, i)^2); k < 0 gives 0, else
//   eta i - (eta dot(n, i) + sqrt(k)) n. faceforward(n, i, ng) = dot(ng, i) < 0 ? n : -n.
// - determinant by cofactor expansion along the first row.
// - lit(ndotl, ndoth, m) = (1, max(ndotl, 0), ndotl > 0 ? pow(max(ndoth, 0), m) : 0, 1) as
//   docs/IR.md says: unlike ARBfp's LIT, m is not clamped to +-128.
// - extract.dyn with an index outside the composite clamps it to the nearest element (the
//   languages leave it undefined; clamping keeps the interpreter memory-safe and total).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

#include "ir/interpreter_internal.h"

namespace tessera::ir::interpreter_detail {

namespace {

using K = Type::Kind;

float F(double v) { return static_cast<float>(v); }
double D(float v) { return static_cast<double>(v); }
std::int32_t I(double v) { return static_cast<std::int32_t>(v); }
std::int32_t Wrap(std::int64_t v) {
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(v));
}

float FMin(float a, float b) {
    if (std::isnan(a)) return b;
    if (std::isnan(b)) return a;
    return a > b ? b : a;
}
float FMax(float a, float b) {
    if (std::isnan(a)) return b;
    if (std::isnan(b)) return a;
    return a > b ? a : b;
}
float Saturate(float x) { return std::isnan(x) ? 0.0f : std::min(std::max(x, 0.0f), 1.0f); }
float FMod(float x, float y) {
    float q = x / y;
    float t = std::trunc(q);
    float p = y * t;
    return x - p;
}
float Pow(float x, float y) {
    return x < 0 ? std::numeric_limits<float>::quiet_NaN() : std::pow(x, y);
}
float Dot(const Scalars& a, const Scalars& b) {
    float sum = F(a[0]) * F(b[0]);
    for (std::size_t i = 1; i < a.size(); ++i) {
        float product = F(a[i]) * F(b[i]);
        sum = sum + product;
    }
    return sum;
}

std::int32_t IntDiv(std::int32_t a, std::int32_t b) {
    if (b == 0) return 0;
    if (b == -1) return Wrap(-static_cast<std::int64_t>(a));
    return a / b;
}
std::int32_t IntMod(std::int32_t a, std::int32_t b) {
    if (b == 0 || b == -1) return 0;
    return a % b;
}

std::int32_t FloatToInt(float f) {
    if (std::isnan(f)) return 0;
    if (f >= 2147483648.0f) return std::numeric_limits<std::int32_t>::max();
    if (f < -2147483648.0f) return std::numeric_limits<std::int32_t>::min();
    return static_cast<std::int32_t>(f);
}

ScalarKind KindOf(const TypeTable& types, TypeId id) {
    const Type& t = types.Get(id);
    return t.kind == K::kMatrix ? ScalarKind::kFloat : t.scalar;
}

/// A component-wise function over equal-width operands: f(lane values) per component.
template <typename Fn>
Scalars Map(std::size_t width, Fn f) {
    Scalars out(width);
    for (std::size_t i = 0; i < width; ++i) out[i] = f(i);
    return out;
}

float Det(const Scalars& m, int n, const std::vector<int>& rows, const std::vector<int>& cols) {
    // Cofactor expansion of the submatrix (rows x cols) of the n x n matrix m.
    if (rows.size() == 1) return F(m[rows[0] * n + cols[0]]);
    if (rows.size() == 2) {
        float ad = F(m[rows[0] * n + cols[0]]) * F(m[rows[1] * n + cols[1]]);
        float bc = F(m[rows[0] * n + cols[1]]) * F(m[rows[1] * n + cols[0]]);
        return ad - bc;
    }
    std::vector<int> sub_rows(rows.begin() + 1, rows.end());
    float sum = 0;
    for (std::size_t c = 0; c < cols.size(); ++c) {
        std::vector<int> sub_cols;
        for (std::size_t k = 0; k < cols.size(); ++k)
            if (k != c) sub_cols.push_back(cols[k]);
        float term = F(m[rows[0] * n + cols[c]]) * Det(m, n, sub_rows, sub_cols);
        sum = c % 2 == 0 ? sum + term : sum - term;
    }
    return sum;
}

Scalars Intrinsic(const TypeTable& types, const Function& f, const Instruction& inst,
                  const std::vector<const Scalars*>& args) {
    using In = ir::Intrinsic;
    const Scalars& a = *args[0];
    const std::size_t w = a.size();
    const bool is_int = KindOf(types, f.At(inst.operands[0]).type) == ScalarKind::kInt;
    auto unary = [&](float (*fn)(float)) {
        return Map(w, [&](std::size_t i) { return D(fn(F(a[i]))); });
    };
    auto arg = [&](std::size_t k, std::size_t i) { return F((*args[k])[i]); };
    switch (inst.intrinsic) {
        case In::kAbs:
            if (is_int)
                return Map(w, [&](std::size_t i) {
                    return D(0) + Wrap(std::abs(static_cast<std::int64_t>(I(a[i]))));
                });
            return unary([](float x) { return std::fabs(x); });
        case In::kSign:
            return Map(w, [&](std::size_t i) { return a[i] > 0 ? 1.0 : a[i] < 0 ? -1.0 : 0.0; });
        case In::kFloor:
            return unary([](float x) { return std::floor(x); });
        case In::kCeil:
            return unary([](float x) { return std::ceil(x); });
        case In::kFract:
            return unary([](float x) { return x - std::floor(x); });
        case In::kRound:
            return unary([](float x) { return std::round(x); });
        case In::kTrunc:
            return unary([](float x) { return std::trunc(x); });
        case In::kMin:
        case In::kMax: {
            bool is_min = inst.intrinsic == In::kMin;
            return Map(w, [&](std::size_t i) -> double {
                if (is_int)
                    return is_min ? std::min(a[i], (*args[1])[i]) : std::max(a[i], (*args[1])[i]);
                return D(is_min ? FMin(arg(0, i), arg(1, i)) : FMax(arg(0, i), arg(1, i)));
            });
        }
        case In::kClamp:
            return Map(w, [&](std::size_t i) -> double {
                if (is_int) return std::min(std::max(a[i], (*args[1])[i]), (*args[2])[i]);
                return D(FMin(FMax(arg(0, i), arg(1, i)), arg(2, i)));
            });
        case In::kSaturate:
            return unary(Saturate);
        case In::kLerp:
            return Map(w, [&](std::size_t i) {
                float diff = arg(1, i) - arg(0, i);
                float scaled = arg(2, i) * diff;
                return D(arg(0, i) + scaled);
            });
        case In::kStep:
            return Map(w, [&](std::size_t i) { return arg(1, i) >= arg(0, i) ? 1.0 : 0.0; });
        case In::kSmoothstep:
            return Map(w, [&](std::size_t i) {
                float num = arg(2, i) - arg(0, i);
                float den = arg(1, i) - arg(0, i);
                float t = Saturate(num / den);
                float t2 = t * t;
                float twice = 2.0f * t;
                float poly = 3.0f - twice;
                return D(t2 * poly);
            });
        case In::kSqrt:
            return unary([](float x) { return std::sqrt(x); });
        case In::kRsqrt:
            return unary([](float x) { return 1.0f / std::sqrt(x); });
        case In::kRcp:
            return unary([](float x) { return 1.0f / x; });
        case In::kExp:
            return unary([](float x) { return std::exp(x); });
        case In::kExp2:
            return unary([](float x) { return std::exp2(x); });
        case In::kLog:
            return unary([](float x) { return std::log(x); });
        case In::kLog2:
            return unary([](float x) { return std::log2(x); });
        case In::kPow:
            return Map(w, [&](std::size_t i) { return D(Pow(arg(0, i), arg(1, i))); });
        case In::kSin:
            return unary([](float x) { return std::sin(x); });
        case In::kCos:
            return unary([](float x) { return std::cos(x); });
        case In::kTan:
            return unary([](float x) { return std::tan(x); });
        case In::kAsin:
            return unary([](float x) { return std::asin(x); });
        case In::kAcos:
            return unary([](float x) { return std::acos(x); });
        case In::kAtan:
            return unary([](float x) { return std::atan(x); });
        case In::kAtan2:
            return Map(w, [&](std::size_t i) { return D(std::atan2(arg(0, i), arg(1, i))); });
        case In::kFmod:
            return Map(w, [&](std::size_t i) { return D(FMod(arg(0, i), arg(1, i))); });
        case In::kDot:
            return {D(Dot(a, *args[1]))};
        case In::kCross: {
            const Scalars& b = *args[1];
            auto term = [&](int p, int q) {
                float l = F(a[p]) * F(b[q]);
                float r = F(a[q]) * F(b[p]);
                return D(l - r);
            };
            return {term(1, 2), term(2, 0), term(0, 1)};
        }
        case In::kLength:
            return {D(std::sqrt(Dot(a, a)))};
        case In::kDistance: {
            Scalars d = Map(w, [&](std::size_t i) { return D(arg(0, i) - arg(1, i)); });
            return {D(std::sqrt(Dot(d, d)))};
        }
        case In::kNormalize: {
            float inv = 1.0f / std::sqrt(Dot(a, a));
            return Map(w, [&](std::size_t i) { return D(F(a[i]) * inv); });
        }
        case In::kReflect: {
            float twice = 2.0f * Dot(*args[1], a);
            return Map(w, [&](std::size_t i) {
                float s = twice * arg(1, i);
                return D(arg(0, i) - s);
            });
        }
        case In::kRefract: {
            float d = Dot(*args[1], a);
            float eta = F((*args[2])[0]);
            float d2 = d * d;
            float one_minus = 1.0f - d2;
            float eta2 = eta * eta;
            float k = 1.0f - eta2 * one_minus;
            if (k < 0) return Scalars(w, 0.0);
            float ed = eta * d;
            float s = ed + std::sqrt(k);
            return Map(w, [&](std::size_t i) {
                float l = eta * arg(0, i);
                float r = s * arg(1, i);
                return D(l - r);
            });
        }
        case In::kFaceforward: {
            bool keep = Dot(*args[2], *args[1]) < 0;
            return Map(w, [&](std::size_t i) { return keep ? a[i] : -a[i]; });
        }
        case In::kTranspose: {
            const Type& t = types.Get(f.At(inst.operands[0]).type);
            Scalars out(w);
            for (int r = 0; r < t.rows; ++r)
                for (int c = 0; c < t.columns; ++c) out[c * t.rows + r] = a[r * t.columns + c];
            return out;
        }
        case In::kDeterminant: {
            int n = types.Get(f.At(inst.operands[0]).type).rows;
            std::vector<int> idx(n);
            for (int i = 0; i < n; ++i) idx[i] = i;
            return {D(Det(a, n, idx, idx))};
        }
        case In::kLit: {
            float ndotl = F(a[0]), ndoth = F((*args[1])[0]), m = F((*args[2])[0]);
            float specular = ndotl > 0 ? Pow(FMax(ndoth, 0.0f), m) : 0.0f;
            return {1.0, D(FMax(ndotl, 0.0f)), D(specular), 1.0};
        }
        case In::kDdx:
        case In::kDdy:
            break;  // the machine computes these across the quad
    }
    return Scalars(w, 0.0);
}

}  // namespace

void ElementRange(const TypeTable& types, TypeId composite, std::uint32_t index,
                  std::uint32_t& offset, std::uint32_t& count) {
    const Type& t = types.Get(composite);
    switch (t.kind) {
        case K::kVector:
            offset = index, count = 1;
            return;
        case K::kMatrix:
            offset = index * t.columns, count = t.columns;
            return;
        case K::kArray:
            count = types.ComponentCount(t.element), offset = index * count;
            return;
        case K::kStruct:
            offset = 0;
            for (std::uint32_t i = 0; i < index; ++i)
                offset += types.ComponentCount(t.fields[i].type);
            count = types.ComponentCount(t.fields[index].type);
            return;
        default:
            offset = 0, count = types.ComponentCount(composite);
            return;
    }
}

Scalars Evaluate(const TypeTable& types, const Function& f, const Instruction& inst,
                 const std::vector<const Scalars*>& args) {
    auto type_of = [&](std::size_t i) { return f.At(inst.operands[i]).type; };
    const std::size_t w = args.empty() ? 0 : args[0]->size();
    auto a = [&](std::size_t i) { return (*args[0])[i]; };
    auto b = [&](std::size_t i) { return (*args[1])[i]; };
    switch (inst.op) {
        case Op::kConstant:
            return inst.literal;
        case Op::kUndef:
            return Scalars(types.ComponentCount(inst.type), 0.0);
        case Op::kAdd:
        case Op::kSub:
        case Op::kMul:
        case Op::kDiv:
        case Op::kMod: {
            bool is_int = KindOf(types, type_of(0)) == ScalarKind::kInt;
            Op op = inst.op;
            return Map(w, [&](std::size_t i) -> double {
                if (is_int) {
                    std::int64_t x = I(a(i)), y = I(b(i));
                    switch (op) {
                        case Op::kAdd:
                            return Wrap(x + y);
                        case Op::kSub:
                            return Wrap(x - y);
                        case Op::kMul:
                            return Wrap(x * y);
                        case Op::kDiv:
                            return IntDiv(I(a(i)), I(b(i)));
                        default:
                            return IntMod(I(a(i)), I(b(i)));
                    }
                }
                float x = F(a(i)), y = F(b(i));
                switch (op) {
                    case Op::kAdd:
                        return D(x + y);
                    case Op::kSub:
                        return D(x - y);
                    case Op::kMul:
                        return D(x * y);
                    case Op::kDiv:
                        return D(x / y);
                    default:
                        return D(FMod(x, y));
                }
            });
        }
        case Op::kNeg: {
            bool is_int = KindOf(types, type_of(0)) == ScalarKind::kInt;
            return Map(w, [&](std::size_t i) {
                return is_int ? D(0) + Wrap(-static_cast<std::int64_t>(I(a(i)))) : -a(i);
            });
        }
        case Op::kMatrixTimesVector: {
            const Type& m = types.Get(type_of(0));
            Scalars out(m.rows);
            for (int r = 0; r < m.rows; ++r) {
                Scalars row(args[0]->begin() + r * m.columns,
                            args[0]->begin() + (r + 1) * m.columns);
                out[r] = D(Dot(row, *args[1]));
            }
            return out;
        }
        case Op::kVectorTimesMatrix: {
            const Type& m = types.Get(type_of(1));
            Scalars out(m.columns);
            for (int c = 0; c < m.columns; ++c) {
                Scalars column(m.rows);
                for (int r = 0; r < m.rows; ++r) column[r] = b(r * m.columns + c);
                out[c] = D(Dot(*args[0], column));
            }
            return out;
        }
        case Op::kMatrixTimesMatrix: {
            const Type& x = types.Get(type_of(0));
            const Type& y = types.Get(type_of(1));
            Scalars out(static_cast<std::size_t>(x.rows) * y.columns);
            for (int r = 0; r < x.rows; ++r) {
                Scalars row(args[0]->begin() + r * x.columns,
                            args[0]->begin() + (r + 1) * x.columns);
                for (int c = 0; c < y.columns; ++c) {
                    Scalars column(y.rows);
                    for (int k = 0; k < y.rows; ++k) column[k] = b(k * y.columns + c);
                    out[r * y.columns + c] = D(Dot(row, column));
                }
            }
            return out;
        }
        case Op::kEq:
            return Map(w, [&](std::size_t i) { return a(i) == b(i) ? 1.0 : 0.0; });
        case Op::kNe:
            return Map(w, [&](std::size_t i) { return a(i) != b(i) ? 1.0 : 0.0; });
        case Op::kLt:
            return Map(w, [&](std::size_t i) { return a(i) < b(i) ? 1.0 : 0.0; });
        case Op::kLe:
            return Map(w, [&](std::size_t i) { return a(i) <= b(i) ? 1.0 : 0.0; });
        case Op::kGt:
            return Map(w, [&](std::size_t i) { return a(i) > b(i) ? 1.0 : 0.0; });
        case Op::kGe:
            return Map(w, [&](std::size_t i) { return a(i) >= b(i) ? 1.0 : 0.0; });
        case Op::kAnd:
            return Map(w, [&](std::size_t i) { return a(i) != 0 && b(i) != 0 ? 1.0 : 0.0; });
        case Op::kOr:
            return Map(w, [&](std::size_t i) { return a(i) != 0 || b(i) != 0 ? 1.0 : 0.0; });
        case Op::kXor:
            return Map(w, [&](std::size_t i) { return (a(i) != 0) != (b(i) != 0) ? 1.0 : 0.0; });
        case Op::kNot:
            return Map(w, [&](std::size_t i) { return a(i) != 0 ? 0.0 : 1.0; });
        case Op::kAny:
            return {std::any_of(args[0]->begin(), args[0]->end(), [](double v) { return v != 0; })
                        ? 1.0
                        : 0.0};
        case Op::kAll:
            return {std::all_of(args[0]->begin(), args[0]->end(), [](double v) { return v != 0; })
                        ? 1.0
                        : 0.0};
        case Op::kSelect: {
            const Scalars& c = *args[0];
            return Map(args[1]->size(), [&](std::size_t i) {
                bool take = c.size() == 1 ? c[0] != 0 : c[i] != 0;
                return take ? (*args[1])[i] : (*args[2])[i];
            });
        }
        case Op::kSwizzle:
            return Map(inst.indices.size(), [&](std::size_t i) { return a(inst.indices[i]); });
        case Op::kExtract: {
            std::uint32_t offset = 0, count = 0;
            ElementRange(types, type_of(0), inst.indices[0], offset, count);
            return Scalars(args[0]->begin() + offset, args[0]->begin() + offset + count);
        }
        case Op::kInsert: {
            std::uint32_t offset = 0, count = 0;
            ElementRange(types, type_of(0), inst.indices[0], offset, count);
            Scalars out = *args[0];
            std::copy(args[1]->begin(), args[1]->end(), out.begin() + offset);
            return out;
        }
        case Op::kDynamicExtract: {
            const Type& t = types.Get(type_of(0));
            std::int64_t n = t.kind == K::kArray ? t.count : t.rows;
            std::int64_t index = std::clamp<std::int64_t>(I(b(0)), 0, n - 1);
            std::uint32_t offset = 0, count = 0;
            ElementRange(types, type_of(0), static_cast<std::uint32_t>(index), offset, count);
            return Scalars(args[0]->begin() + offset, args[0]->begin() + offset + count);
        }
        case Op::kConstruct: {
            Scalars out;
            for (const Scalars* part : args) out.insert(out.end(), part->begin(), part->end());
            return out;
        }
        case Op::kConvert: {
            ScalarKind from = KindOf(types, type_of(0));
            ScalarKind to = KindOf(types, inst.type);
            return Map(w, [&](std::size_t i) -> double {
                double v = a(i);
                switch (to) {
                    case ScalarKind::kBool:
                        return v != 0 ? 1.0 : 0.0;
                    case ScalarKind::kInt:
                        return from == ScalarKind::kFloat ? FloatToInt(F(v)) : v;
                    case ScalarKind::kFloat:
                        return RoundToFloat(v);
                }
                return v;
            });
        }
        case Op::kIntrinsic:
            return Intrinsic(types, f, inst, args);
        default:
            break;
    }
    return Scalars(types.ComponentCount(inst.type), 0.0);
}

}  // namespace tessera::ir::interpreter_detail
