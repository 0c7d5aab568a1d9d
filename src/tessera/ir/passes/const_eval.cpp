// SPDX-License-Identifier: MIT
#include "ir/passes/const_eval.h"

#include <cmath>
#include <cstdint>
#include <limits>

namespace tessera::ir::passes {

namespace {

using Values = std::vector<double>;
using Opt = std::optional<Values>;

double F(float x) { return static_cast<double>(x); }
float AsF(double x) { return static_cast<float>(x); }
std::int32_t AsI(double x) { return static_cast<std::int32_t>(x); }
// Wrapping int arithmetic: do it in uint32, whose overflow is defined.
double Wrap(std::uint32_t x) { return static_cast<double>(static_cast<std::int32_t>(x)); }
std::uint32_t U(double x) { return static_cast<std::uint32_t>(AsI(x)); }

struct Evaluator {
    TypeTable& types;
    const Instruction& inst;
    const std::vector<const Values*>& ops;

    ScalarKind ResultKind() const { return types.Get(types.ScalarOf(inst.type)).scalar; }
    std::size_t Width() const { return types.ComponentCount(inst.type); }
    // Operand `i` at component `c`, a one-component operand broadcast to every component.
    double At(std::size_t i, std::size_t c) const {
        const Values& v = *ops[i];
        return v.size() == 1 ? v[0] : v[c];
    }

    template <typename Fn>
    Opt Map(Fn fn) const {
        Values out(Width());
        for (std::size_t c = 0; c < out.size(); ++c) {
            std::optional<double> r = fn(c);
            if (!r) return std::nullopt;
            out[c] = *r;
        }
        return out;
    }

    Opt Arithmetic() const;
    Opt Intrinsic() const;
};

Opt Evaluator::Arithmetic() const {
    bool is_float = ResultKind() == ScalarKind::kFloat;
    Op op = inst.op;
    return Map([&](std::size_t c) -> std::optional<double> {
        double a = At(0, c);
        if (op == Op::kNeg) return is_float ? F(-AsF(a)) : Wrap(0u - U(a));
        double b = At(1, c);
        if (is_float) {
            float x = AsF(a), y = AsF(b);
            switch (op) {
                case Op::kAdd: return F(x + y);
                case Op::kSub: return F(x - y);
                case Op::kMul: return F(x * y);
                case Op::kDiv: return F(x / y);
                default: return F(x - y * std::trunc(x / y));  // kMod: Cg's fmod
            }
        }
        std::int32_t x = AsI(a), y = AsI(b);
        switch (op) {
            case Op::kAdd: return Wrap(U(a) + U(b));
            case Op::kSub: return Wrap(U(a) - U(b));
            case Op::kMul: return Wrap(U(a) * U(b));
            default:
                if (y == 0 || (x == std::numeric_limits<std::int32_t>::min() && y == -1)) return std::nullopt;
                return op == Op::kDiv ? x / y : x % y;
        }
    });
}

// min and max return the other operand when exactly one is NaN (the interpreter's and
// Mesa's MIN/MAX rule); saturate sends NaN to 0 (as _SAT does).
double Min(double a, double b) { return std::isnan(a) ? b : std::isnan(b) ? a : (b < a ? b : a); }
double Max(double a, double b) { return std::isnan(a) ? b : std::isnan(b) ? a : (b > a ? b : a); }
float Saturate(float x) { return !(x > 0.0f) ? 0.0f : x > 1.0f ? 1.0f : x; }

float Dot(const Values& a, const Values& b) {
    float sum = 0.0f;
    for (std::size_t i = 0; i < a.size(); ++i) sum += AsF(a[i]) * AsF(b[i]);
    return sum;
}

float Determinant(const Values& m, int n) {
    if (n == 1) return AsF(m[0]);
    float det = 0.0f;
    for (int col = 0; col < n; ++col) {
        Values minor;
        for (int r = 1; r < n; ++r)
            for (int c = 0; c < n; ++c)
                if (c != col) minor.push_back(m[static_cast<std::size_t>(r * n + c)]);
        float term = AsF(m[static_cast<std::size_t>(col)]) * Determinant(minor, n - 1);
        det += (col % 2 == 0) ? term : -term;
    }
    return det;
}

Opt Evaluator::Intrinsic() const {
    using I = ir::Intrinsic;
    bool is_float = ResultKind() == ScalarKind::kFloat;
    auto unary = [&](float (*fn)(float)) {
        return Map([&](std::size_t c) -> std::optional<double> { return F(fn(AsF(At(0, c)))); });
    };
    switch (inst.intrinsic) {
        case I::kAbs:
            return Map([&](std::size_t c) -> std::optional<double> {
                if (is_float) return F(std::fabs(AsF(At(0, c))));
                return Wrap(AsI(At(0, c)) < 0 ? 0u - U(At(0, c)) : U(At(0, c)));
            });
        case I::kSign:
            return Map([&](std::size_t c) -> std::optional<double> {
                double x = At(0, c);
                return x > 0 ? 1.0 : x < 0 ? -1.0 : 0.0;  // sign(NaN) = 0, as SLT/SGE compute it
            });
        case I::kFloor: return unary([](float x) { return std::floor(x); });
        case I::kCeil: return unary([](float x) { return std::ceil(x); });
        case I::kFract: return unary([](float x) { return x - std::floor(x); });
        case I::kRound: return unary([](float x) { return std::round(x); });
        case I::kTrunc: return unary([](float x) { return std::trunc(x); });
        case I::kMin: return Map([&](std::size_t c) -> std::optional<double> { return Min(At(0, c), At(1, c)); });
        case I::kMax: return Map([&](std::size_t c) -> std::optional<double> { return Max(At(0, c), At(1, c)); });
        case I::kClamp:
            return Map([&](std::size_t c) -> std::optional<double> { return Min(Max(At(0, c), At(1, c)), At(2, c)); });
        case I::kSaturate: return unary(Saturate);
        case I::kLerp:
            return Map([&](std::size_t c) -> std::optional<double> {
                float a = AsF(At(0, c)), b = AsF(At(1, c)), t = AsF(At(2, c));
                return F(a + t * (b - a));
            });
        case I::kStep: return Map([&](std::size_t c) -> std::optional<double> { return AsF(At(1, c)) >= AsF(At(0, c)) ? 1.0 : 0.0; });
        case I::kSmoothstep:
            return Map([&](std::size_t c) -> std::optional<double> {
                float e0 = AsF(At(0, c)), e1 = AsF(At(1, c)), x = AsF(At(2, c));
                float t = Saturate((x - e0) / (e1 - e0));
                return F(t * t * (3.0f - 2.0f * t));
            });
        case I::kSqrt: return unary([](float x) { return std::sqrt(x); });
        case I::kRsqrt: return unary([](float x) { return 1.0f / std::sqrt(x); });
        case I::kRcp: return unary([](float x) { return 1.0f / x; });
        case I::kExp: return unary([](float x) { return std::exp(x); });
        case I::kExp2: return unary([](float x) { return std::exp2(x); });
        case I::kLog: return unary([](float x) { return std::log(x); });
        case I::kLog2: return unary([](float x) { return std::log2(x); });
        case I::kPow:
            // pow(x < 0, y) is NaN for every y, as ARBfp's POW (exp2(y * log2 x)) computes it.
            return Map([&](std::size_t c) -> std::optional<double> {
                float x = AsF(At(0, c));
                return x < 0.0f ? std::nan("") : F(std::pow(x, AsF(At(1, c))));
            });
        case I::kSin: return unary([](float x) { return std::sin(x); });
        case I::kCos: return unary([](float x) { return std::cos(x); });
        case I::kTan: return unary([](float x) { return std::tan(x); });
        case I::kAsin: return unary([](float x) { return std::asin(x); });
        case I::kAcos: return unary([](float x) { return std::acos(x); });
        case I::kAtan: return unary([](float x) { return std::atan(x); });
        case I::kAtan2: return Map([&](std::size_t c) -> std::optional<double> { return F(std::atan2(AsF(At(0, c)), AsF(At(1, c)))); });
        case I::kFmod:
            return Map([&](std::size_t c) -> std::optional<double> {
                float x = AsF(At(0, c)), y = AsF(At(1, c));
                return F(x - y * std::trunc(x / y));
            });
        case I::kDdx: case I::kDdy:
            return Values(Width(), 0.0);  // a constant does not vary across pixels
        case I::kDot: return Values{F(Dot(*ops[0], *ops[1]))};
        case I::kLength: return Values{F(std::sqrt(Dot(*ops[0], *ops[0])))};
        case I::kDistance: {
            Values d(ops[0]->size());
            for (std::size_t c = 0; c < d.size(); ++c) d[c] = F(AsF(At(0, c)) - AsF(At(1, c)));
            return Values{F(std::sqrt(Dot(d, d)))};
        }
        case I::kNormalize: {
            float inv = 1.0f / std::sqrt(Dot(*ops[0], *ops[0]));
            return Map([&](std::size_t c) -> std::optional<double> { return F(AsF(At(0, c)) * inv); });
        }
        case I::kCross: {
            const Values& a = *ops[0];
            const Values& b = *ops[1];
            auto k = [&](int i, int j) { return AsF(a[i]) * AsF(b[j]) - AsF(a[j]) * AsF(b[i]); };
            return Values{F(k(1, 2)), F(k(2, 0)), F(k(0, 1))};
        }
        case I::kReflect: {
            float d = Dot(*ops[1], *ops[0]);
            return Map([&](std::size_t c) -> std::optional<double> {
                return F(AsF(At(0, c)) - 2.0f * d * AsF(At(1, c)));
            });
        }
        case I::kRefract: {
            float d = Dot(*ops[1], *ops[0]);
            float eta = AsF((*ops[2])[0]);
            float k = 1.0f - eta * eta * (1.0f - d * d);
            return Map([&](std::size_t c) -> std::optional<double> {
                if (k < 0.0f) return 0.0;
                return F(eta * AsF(At(0, c)) - (eta * d + std::sqrt(k)) * AsF(At(1, c)));
            });
        }
        case I::kFaceforward: {
            bool keep = Dot(*ops[2], *ops[1]) < 0.0f;
            return Map([&](std::size_t c) -> std::optional<double> { return keep ? At(0, c) : F(-AsF(At(0, c))); });
        }
        case I::kTranspose: {
            const Type& t = types.Get(inst.type);  // R x C result from a C x R operand
            Values out(Width());
            for (int r = 0; r < t.rows; ++r)
                for (int c = 0; c < t.columns; ++c) out[static_cast<std::size_t>(r * t.columns + c)] = (*ops[0])[static_cast<std::size_t>(c * t.rows + r)];
            return out;
        }
        case I::kDeterminant: {
            int n = static_cast<int>(std::lround(std::sqrt(static_cast<double>(ops[0]->size()))));
            if (n * n != static_cast<int>(ops[0]->size())) return std::nullopt;
            return Values{F(Determinant(*ops[0], n))};
        }
        case I::kLit: {
            float ndotl = AsF((*ops[0])[0]), ndoth = AsF((*ops[1])[0]), m = AsF((*ops[2])[0]);
            float spec = ndotl > 0.0f ? std::pow(ndoth > 0.0f ? ndoth : 0.0f, m) : 0.0f;
            return Values{1.0, F(ndotl > 0.0f ? ndotl : 0.0f), F(spec), 1.0};
        }
    }
    return std::nullopt;
}

// Where element `index` of a composite of type `type` starts in the flattened value, and
// how many scalars it has.
std::pair<std::size_t, std::size_t> ElementRange(TypeTable& types, TypeId type, std::uint32_t index) {
    const Type& t = types.Get(type);
    switch (t.kind) {
        case Type::Kind::kMatrix: return {std::size_t{index} * t.columns, t.columns};
        case Type::Kind::kArray: {
            std::size_t n = types.ComponentCount(t.element);
            return {index * n, n};
        }
        case Type::Kind::kStruct: {
            std::size_t start = 0;
            for (std::uint32_t f = 0; f < index; ++f) start += types.ComponentCount(t.fields[f].type);
            return {start, types.ComponentCount(t.fields[index].type)};
        }
        default: return {index, 1};
    }
}

std::uint32_t ElementCount(const Type& t) {
    switch (t.kind) {
        case Type::Kind::kVector: return t.rows;
        case Type::Kind::kMatrix: return t.rows;
        case Type::Kind::kArray: return t.count;
        case Type::Kind::kStruct: return static_cast<std::uint32_t>(t.fields.size());
        default: return 1;
    }
}

}  // namespace

std::optional<std::vector<double>> EvaluateConstant(TypeTable& types, const Function& function,
                                                    const Instruction& inst,
                                                    const std::vector<const Values*>& ops) {
    Evaluator e{types, inst, ops};
    auto type_of = [&](std::size_t i) { return function.At(inst.operands[i]).type; };
    auto kind_of = [&](std::size_t i) { return types.Get(types.ScalarOf(type_of(i))).scalar; };
    switch (inst.op) {
        case Op::kAdd: case Op::kSub: case Op::kMul: case Op::kDiv: case Op::kMod: case Op::kNeg:
            return e.Arithmetic();
        case Op::kEq: case Op::kNe: case Op::kLt: case Op::kLe: case Op::kGt: case Op::kGe: {
            // Doubles compare exactly like the floats and ints they hold (NaN included).
            Op op = inst.op;
            return e.Map([&](std::size_t c) -> std::optional<double> {
                double a = e.At(0, c), b = e.At(1, c);
                bool r = op == Op::kEq ? a == b : op == Op::kNe ? a != b : op == Op::kLt ? a < b
                         : op == Op::kLe ? a <= b : op == Op::kGt ? a > b : a >= b;
                return r ? 1.0 : 0.0;
            });
        }
        case Op::kAnd: return e.Map([&](std::size_t c) -> std::optional<double> { return (e.At(0, c) != 0 && e.At(1, c) != 0) ? 1.0 : 0.0; });
        case Op::kOr: return e.Map([&](std::size_t c) -> std::optional<double> { return (e.At(0, c) != 0 || e.At(1, c) != 0) ? 1.0 : 0.0; });
        case Op::kXor: return e.Map([&](std::size_t c) -> std::optional<double> { return ((e.At(0, c) != 0) != (e.At(1, c) != 0)) ? 1.0 : 0.0; });
        case Op::kNot: return e.Map([&](std::size_t c) -> std::optional<double> { return e.At(0, c) != 0 ? 0.0 : 1.0; });
        case Op::kAny: case Op::kAll: {
            bool any = false, all = true;
            for (double x : *ops[0]) any = any || x != 0, all = all && x != 0;
            return Values{(inst.op == Op::kAny ? any : all) ? 1.0 : 0.0};
        }
        case Op::kSelect:
            return e.Map([&](std::size_t c) -> std::optional<double> { return e.At(0, c) != 0 ? e.At(1, c) : e.At(2, c); });
        case Op::kSwizzle: {
            Values out;
            for (std::uint32_t i : inst.indices) {
                if (i >= ops[0]->size()) return std::nullopt;
                out.push_back((*ops[0])[i]);
            }
            return out;
        }
        case Op::kExtract: case Op::kInsert: case Op::kDynamicExtract: {
            const Type& t = types.Get(type_of(0));
            std::uint32_t index;
            if (inst.op == Op::kDynamicExtract) {
                double i = (*ops[1])[0];
                if (i < 0 || i >= ElementCount(t)) return std::nullopt;
                index = static_cast<std::uint32_t>(i);
            } else {
                if (inst.indices.empty() || inst.indices[0] >= ElementCount(t)) return std::nullopt;
                index = inst.indices[0];
            }
            auto [start, count] = ElementRange(types, type_of(0), index);
            if (start + count > ops[0]->size()) return std::nullopt;
            if (inst.op != Op::kInsert) return Values(ops[0]->begin() + static_cast<long>(start), ops[0]->begin() + static_cast<long>(start + count));
            if (ops[1]->size() != count) return std::nullopt;
            Values out = *ops[0];
            for (std::size_t c = 0; c < count; ++c) out[start + c] = (*ops[1])[c];
            return out;
        }
        case Op::kConstruct: {
            Values out;
            for (const Values* v : ops) out.insert(out.end(), v->begin(), v->end());
            if (out.size() != types.ComponentCount(inst.type)) return std::nullopt;
            return out;
        }
        case Op::kConvert: {
            ScalarKind from = kind_of(0), to = e.ResultKind();
            return e.Map([&](std::size_t c) -> std::optional<double> {
                double x = e.At(0, c);
                if (to == ScalarKind::kBool) return x != 0 ? 1.0 : 0.0;
                if (to == ScalarKind::kFloat) return F(static_cast<float>(x));
                if (from != ScalarKind::kFloat) return x;  // bool 0/1 or int to int
                double t = std::trunc(x);
                if (std::isnan(x) || t < -2147483648.0 || t > 2147483647.0) return std::nullopt;
                return t;
            });
        }
        case Op::kIntrinsic: return e.Intrinsic();
        case Op::kMatrixTimesVector: case Op::kVectorTimesMatrix: case Op::kMatrixTimesMatrix: {
            // Products accumulate in float in index order, as a dot product does.
            bool mv = inst.op == Op::kMatrixTimesVector, vm = inst.op == Op::kVectorTimesMatrix;
            const Type& a = types.Get(type_of(0));
            const Type& b = types.Get(type_of(1));
            int rows = mv ? a.rows : vm ? 1 : a.rows;
            int inner = mv ? a.columns : vm ? b.rows : a.columns;
            int cols = mv ? 1 : b.columns;
            const Values& x = *ops[0];
            const Values& y = *ops[1];
            Values out;
            for (int r = 0; r < rows; ++r)
                for (int c = 0; c < cols; ++c) {
                    float sum = 0.0f;
                    for (int k = 0; k < inner; ++k) {
                        std::size_t xi = static_cast<std::size_t>(vm ? k : r * inner + k);
                        std::size_t yi = static_cast<std::size_t>(mv ? k : k * cols + c);
                        sum += AsF(x[xi]) * AsF(y[yi]);
                    }
                    out.push_back(F(sum));
                }
            return out;
        }
        default: return std::nullopt;
    }
}

std::optional<std::vector<double>> TryFold(TypeTable& types, const Function& function,
                                           const Instruction& inst) {
    if (inst.op == Op::kConstant || inst.operands.empty()) return std::nullopt;
    std::vector<const Values*> ops;
    for (InstId operand : inst.operands) {
        if (!operand.Valid() || operand.value >= function.insts.size()) return std::nullopt;
        const Instruction& o = function.At(operand);
        if (o.op != Op::kConstant) return std::nullopt;
        ops.push_back(&o.literal);
    }
    return EvaluateConstant(types, function, inst, ops);
}

}  // namespace tessera::ir::passes
