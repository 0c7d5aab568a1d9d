// SPDX-License-Identifier: MIT
// The interpreter's arithmetic: what every pure op and intrinsic computes, per fragment.
//
// Floats are computed in single precision, one rounding per operation, in the order the
// formula is written (no fused multiply-add; dot products add left to right, as ARBfp's
// DP3/DP4 pseudocode does). Ints are int32 and wrap. Values are held as doubles, which
// represent every float and int32 exactly, so "rounding" is a cast to float and back.
//
// The component-wise operations and intrinsics run through one loop over the functions
// ir/ops.def names (support/scalar_math.h states their choices where C, Cg or GLSL leave the
// result open); this file holds the rest, whose choices are:
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

#include "ir/interpreter.h"
#include "ir/interpreter_internal.h"
#include "ir/op_table.h"
#include "support/scalar_math.h"

namespace tessera::ir {

using interpreter_detail::ElementRange;
using interpreter_detail::RoundToFloat;
using interpreter_detail::Scalars;
namespace scalar = support::scalar;

namespace {

using K = Type::Kind;

float F(double v) { return static_cast<float>(v); }
double D(float v) { return static_cast<double>(v); }
std::int32_t I(double v) { return static_cast<std::int32_t>(v); }

float Dot(const Scalars& a, const Scalars& b) {
    float sum = F(a[0]) * F(b[0]);
    for (std::size_t i = 1; i < a.size(); ++i) {
        float product = F(a[i]) * F(b[i]);
        sum = sum + product;
    }
    return sum;
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

/// One component-wise operation: fn over the operands' components at each index (ints
/// through int_fn when the operands are int).
Scalars Lanes(FloatLanes float_fn, IntLanes int_fn, bool is_int,
              const std::vector<const Scalars*>& args) {
    auto at = [&](std::size_t k, std::size_t i) { return k < args.size() ? (*args[k])[i] : 0.0; };
    return Map(args[0]->size(), [&](std::size_t i) {
        if (is_int) return D(0) + int_fn(I(at(0, i)), I(at(1, i)), I(at(2, i)));
        return D(float_fn(F(at(0, i)), F(at(1, i)), F(at(2, i))));
    });
}

/// The intrinsics that are not component-wise.
Scalars WholeValueIntrinsic(const TypeTable& types, const Function& f, const Instruction& inst,
                            const std::vector<const Scalars*>& args) {
    using In = ir::Intrinsic;
    const Scalars& a = *args[0];
    const std::size_t w = a.size();
    auto arg = [&](std::size_t k, std::size_t i) { return F((*args[k])[i]); };
    switch (inst.intrinsic) {
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
            float specular = ndotl > 0 ? scalar::Pow(scalar::Max(ndoth, 0.0f), m) : 0.0f;
            return {1.0, D(scalar::Max(ndotl, 0.0f)), D(specular), 1.0};
        }
        default:
            break;  // ddx and ddy: the machine computes these across the quad
    }
    return Scalars(w, 0.0);
}

}  // namespace

void interpreter_detail::ElementRange(const TypeTable& types, TypeId composite, std::uint32_t index,
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

namespace {

/// mul.mv, mul.vm and mul.mm as one R x K by K x C product (a column vector is K x 1, a row
/// vector 1 x K); each result is a dot product of a row and a column, added left to right.
Scalars MatrixProduct(const Type& x, const Type& y, Op op,
                      const std::vector<const Scalars*>& args) {
    const bool row_vector = op == Op::kVectorTimesMatrix,
               column_vector = op == Op::kMatrixTimesVector;
    const std::size_t rows = row_vector ? 1 : x.rows;
    const std::size_t inner = row_vector ? y.rows : x.columns;
    const std::size_t columns = column_vector ? 1 : y.columns;
    Scalars out(rows * columns), row(inner), column(inner);
    for (std::size_t r = 0; r < rows; ++r)
        for (std::size_t c = 0; c < columns; ++c) {
            for (std::size_t k = 0; k < inner; ++k) {
                row[k] = (*args[0])[r * inner + k];
                column[k] = (*args[1])[k * columns + c];
            }
            out[r * columns + c] = D(Dot(row, column));
        }
    return out;
}

/// extract, insert and extract.dyn: element `indices[0]` (or operand 1, clamped) of `composite`.
Scalars Element(const TypeTable& types, TypeId composite, const Instruction& inst,
                const std::vector<const Scalars*>& args) {
    std::uint32_t index = inst.op == Op::kDynamicExtract ? 0 : inst.indices[0];
    if (inst.op == Op::kDynamicExtract) {
        const Type& t = types.Get(composite);
        std::int64_t n = t.kind == Type::Kind::kArray ? t.count : t.rows;
        index = static_cast<std::uint32_t>(std::clamp<std::int64_t>(I((*args[1])[0]), 0, n - 1));
    }
    std::uint32_t offset = 0, count = 0;
    ElementRange(types, composite, index, offset, count);
    if (inst.op != Op::kInsert)
        return Scalars(args[0]->begin() + offset, args[0]->begin() + offset + count);
    Scalars out = *args[0];
    std::copy(args[1]->begin(), args[1]->end(), out.begin() + offset);
    return out;
}

/// Component-wise conversion: float -> int truncates (scalar::FloatToInt), -> bool is != 0.
Scalars Convert(ScalarKind from, ScalarKind to, const Scalars& a) {
    return Map(a.size(), [&](std::size_t i) -> double {
        switch (to) {
            case ScalarKind::kBool:
                return a[i] != 0 ? 1.0 : 0.0;
            case ScalarKind::kInt:
                return from == ScalarKind::kFloat ? scalar::FloatToInt(F(a[i])) : a[i];
            case ScalarKind::kFloat:
                return RoundToFloat(a[i]);
        }
        return a[i];
    });
}

}  // namespace

std::vector<double> EvaluateInstruction(const TypeTable& types, const Function& f,
                                        const Instruction& inst,
                                        const std::vector<const Scalars*>& args) {
    auto type_of = [&](std::size_t i) { return f.At(inst.operands[i]).type; };
    const std::size_t w = args.empty() ? 0 : args[0]->size();
    auto a = [&](std::size_t i) { return (*args[0])[i]; };
    auto b = [&](std::size_t i) { return (*args[1])[i]; };
    const OpInfo& info = Info(inst.op);
    FloatLanes float_lanes = info.float_lanes;
    IntLanes int_lanes = info.int_lanes;
    if (inst.op == Op::kIntrinsic) {
        float_lanes = Info(inst.intrinsic).float_lanes;
        int_lanes = Info(inst.intrinsic).int_lanes;
    }
    if (float_lanes)
        return Lanes(float_lanes, int_lanes, KindOf(types, type_of(0)) == ScalarKind::kInt, args);
    if (info.compare)
        return Map(w, [&](std::size_t i) { return info.compare(a(i), b(i)) ? 1.0 : 0.0; });
    if (info.logic)
        return Map(w, [&](std::size_t i) {
            return info.logic(a(i) != 0, args.size() > 1 && b(i) != 0) ? 1.0 : 0.0;
        });
    switch (inst.op) {
        case Op::kConstant:
            return inst.literal;
        case Op::kUndef:
            return Scalars(types.ComponentCount(inst.type), 0.0);
        case Op::kMatrixTimesVector:
        case Op::kVectorTimesMatrix:
        case Op::kMatrixTimesMatrix:
            return MatrixProduct(types.Get(type_of(0)), types.Get(type_of(1)), inst.op, args);
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
        case Op::kExtract:
        case Op::kInsert:
        case Op::kDynamicExtract:
            return Element(types, type_of(0), inst, args);
        case Op::kConstruct: {
            Scalars out;
            for (const Scalars* part : args) out.insert(out.end(), part->begin(), part->end());
            return out;
        }
        case Op::kConvert:
            return Convert(KindOf(types, type_of(0)), KindOf(types, inst.type), *args[0]);
        case Op::kIntrinsic:
            return WholeValueIntrinsic(types, f, inst, args);
        default:
            break;
    }
    return Scalars(types.ComponentCount(inst.type), 0.0);
}

}  // namespace tessera::ir
