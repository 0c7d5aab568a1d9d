// SPDX-License-Identifier: MIT
// The validator's type rules: docs/IR.md's instruction table, one case per op.
//
// The rules are written against the const TypeTable (the validator must not intern new
// types into the module it checks), so "float3" is spelled as a predicate on the Type
// (IsVec(t, kFloat, 3)) rather than as a TypeId to compare with. Each rule returns the
// reason it fails as a clause; validate.cpp prefixes the function and instruction.
//
// Deliberately strict where the table is silent:
// - `construct` requires the operands' flattened scalars to have the result's scalar kinds
//   in order (a float into an int slot is a missing `convert`, which front ends must make).
// - Intrinsic operands have equal types (no scalar broadcast: `lerp(a, b, t)` with a
//   scalar t needs the front end to splat t), except where the table says otherwise
//   (refract's eta, lit's scalars).
// - Ordering comparisons (lt le gt ge) take int or float; eq and ne also bool.
#include <string>
#include <vector>

#include "ir/op_table.h"
#include "ir/validate.h"

namespace tessera::ir {

namespace {

using K = Type::Kind;

class Rules {
  public:
    Rules(const TypeTable& types, const Function& f, const Instruction& inst)
        : types_(types), f_(f), inst_(inst) {}

    std::string Check();

  private:
    const Type& T(TypeId id) const { return types_.Get(id); }
    TypeId Op(std::size_t i) const { return f_.At(inst_.operands[i]).type; }
    std::string N(TypeId id) const { return "'" + types_.Name(id) + "'"; }
    TypeId R() const { return inst_.type; }

    bool IsScalar(TypeId id, ScalarKind k) const {
        return T(id).kind == K::kScalar && T(id).scalar == k;
    }
    bool IsVec(TypeId id, ScalarKind k, int n) const {
        return T(id).kind == K::kVector && T(id).scalar == k && T(id).rows == n;
    }
    /// Scalar or vector of kind k.
    bool IsNum(TypeId id, ScalarKind k) const { return T(id).IsNumeric() && T(id).scalar == k; }
    bool IsIntOrFloat(TypeId id) const {
        return T(id).IsNumeric() && T(id).scalar != ScalarKind::kBool;
    }
    /// `b` has the shape of scalar/vector `a` with scalar kind k.
    bool ShapeOf(TypeId b, TypeId a, ScalarKind k) const {
        return T(b).IsNumeric() && T(b).kind == T(a).kind && T(b).rows == T(a).rows &&
               T(b).scalar == k;
    }
    /// A float scalar (width 1) or float vector of width n: the type reductions give.
    bool IsScalarOrVec(TypeId id, ScalarKind k, int n) const {
        return n == 1 ? IsScalar(id, k) : IsVec(id, k, n);
    }

    std::string Count(std::size_t n) const {
        if (inst_.operands.size() == n) return "";
        return "expects " + std::to_string(n) + " operand" + (n == 1 ? "" : "s") + " but has " +
               std::to_string(inst_.operands.size());
    }
    std::string NeedVoid() const {
        return ProducesValue(inst_) ? "produces no value but has type " + N(R()) : "";
    }
    std::string NeedValue() const {
        return ProducesValue(inst_) ? "" : "produces a value but has type 'void'";
    }
    std::string ResultIs(TypeId expected) const {
        return R() == expected ? "" : "result type should be " + N(expected) + " but is " + N(R());
    }
    // TypeTable::Float() interns, so it is not const: compare the shape instead.
    std::string ResultIsFloat() const {
        return IsScalar(R(), ScalarKind::kFloat) ? ""
                                                 : "result type should be 'float' but is " + N(R());
    }
    std::string AllEqual(std::size_t from = 0) const {
        for (std::size_t i = from + 1; i < inst_.operands.size(); ++i)
            if (Op(i) != Op(from))
                return "operands have different types (" + N(Op(from)) + " and " + N(Op(i)) + ")";
        return "";
    }
    std::string Literal() const;
    std::string Arithmetic() const;
    std::string Comparison() const;
    std::string Logic() const;
    std::string Select() const;
    std::string Shape() const;
    std::string Construct() const;
    std::string Intrinsic() const;
    std::string Sample() const;

    const TypeTable& types_;
    const Function& f_;
    const Instruction& inst_;
};

#define TRY(expr)                                            \
    do {                                                     \
        if (std::string e_ = (expr); !e_.empty()) return e_; \
    } while (0)

std::string Rules::Check() {
    // ops.def's operand count; variadic ops (and intrinsics, by their entry) check their own.
    if (int n = Info(inst_.op).operands; n != kVariadic) TRY(Count(static_cast<std::size_t>(n)));
    switch (inst_.op) {
        case Op::kConstant:
            return Literal();
        case Op::kUndef:
            TRY(NeedValue());
            return T(R()).kind == K::kSampler ? "a sampler cannot be undef" : "";
        case Op::kLoad:
            return NeedValue();  // the variable's type is checked with the variable
        case Op::kStore:
            return NeedVoid();
        case Op::kAdd:
        case Op::kSub:
        case Op::kMul:
        case Op::kDiv:
        case Op::kMod:
        case Op::kNeg:
            return Arithmetic();
        case Op::kMatrixTimesVector:
        case Op::kVectorTimesMatrix:
        case Op::kMatrixTimesMatrix: {
            const Type& a = T(Op(0));
            const Type& b = T(Op(1));
            if (inst_.op == Op::kMatrixTimesVector) {
                if (!a.IsMatrix() || !IsVec(Op(1), ScalarKind::kFloat, a.columns))
                    return "needs a matrix and a float vector of its column count, not " +
                           N(Op(0)) + " and " + N(Op(1));
                return IsVec(R(), ScalarKind::kFloat, a.rows)
                           ? ""
                           : "result type should be float" + std::to_string(a.rows) + " but is " +
                                 N(R());
            }
            if (inst_.op == Op::kVectorTimesMatrix) {
                if (!b.IsMatrix() || !IsVec(Op(0), ScalarKind::kFloat, b.rows))
                    return "needs a float vector of the matrix's row count and a matrix, not " +
                           N(Op(0)) + " and " + N(Op(1));
                return IsVec(R(), ScalarKind::kFloat, b.columns)
                           ? ""
                           : "result type should be float" + std::to_string(b.columns) +
                                 " but is " + N(R());
            }
            if (!a.IsMatrix() || !b.IsMatrix() || a.columns != b.rows)
                return "needs an RxK and a KxC matrix, not " + N(Op(0)) + " and " + N(Op(1));
            const Type& r = T(R());
            if (!r.IsMatrix() || r.rows != a.rows || r.columns != b.columns)
                return "result type should be float" + std::to_string(a.rows) + "x" +
                       std::to_string(b.columns) + " but is " + N(R());
            return "";
        }
        case Op::kEq:
        case Op::kNe:
        case Op::kLt:
        case Op::kLe:
        case Op::kGt:
        case Op::kGe:
            return Comparison();
        case Op::kAnd:
        case Op::kOr:
        case Op::kXor:
        case Op::kNot:
        case Op::kAny:
        case Op::kAll:
            return Logic();
        case Op::kSelect:
            return Select();
        case Op::kSwizzle:
        case Op::kExtract:
        case Op::kInsert:
        case Op::kDynamicExtract:
            return Shape();
        case Op::kConstruct:
            return Construct();
        case Op::kConvert:
            if (!T(Op(0)).IsNumeric()) return "converts scalars and vectors, not " + N(Op(0));
            if (!T(R()).IsNumeric() || T(R()).kind != T(Op(0)).kind || T(R()).rows != T(Op(0)).rows)
                return "result " + N(R()) + " does not have the shape of " + N(Op(0));
            return "";
        case Op::kIntrinsic:
            return Intrinsic();
        case Op::kSample:
            return Sample();
        case Op::kCall:
            return "";
        case Op::kIf:
            TRY(NeedVoid());
            if (!IsScalar(Op(0), ScalarKind::kBool))
                return "condition must be 'bool', not " + N(Op(0));
            return inst_.blocks.size() == 2 ? "" : "must have two blocks";
        case Op::kLoop:
            TRY(NeedVoid());
            return inst_.blocks.size() == 2 ? "" : "must have two blocks";
        case Op::kBreak:
        case Op::kContinue:
            return NeedVoid();
        case Op::kReturn: {
            TRY(NeedVoid());
            bool is_void = f_.return_type == types_.Void();
            if (is_void) return Count(0);
            TRY(Count(1));
            return Op(0) == f_.return_type
                       ? ""
                       : "returns " + N(Op(0)) + " from a function returning " + N(f_.return_type);
        }
        case Op::kDiscard:
            TRY(NeedVoid());
            if (inst_.operands.size() > 1) return "takes at most one operand";
            if (inst_.operands.size() == 1 && !IsScalar(Op(0), ScalarKind::kBool))
                return "condition must be 'bool', not " + N(Op(0));
            return "";
    }
    return "unknown op";
}

std::string Rules::Literal() const {
    TRY(NeedValue());
    if (T(R()).kind == K::kSampler) return "a sampler cannot be a constant";
    std::uint32_t n = types_.ComponentCount(R());
    if (inst_.literal.size() != n)
        return N(R()) + " has " + std::to_string(n) + " scalars but the literal has " +
               std::to_string(inst_.literal.size());
    return "";
}

std::string Rules::Arithmetic() const {
    TRY(AllEqual());
    if (!IsIntOrFloat(Op(0)))
        return "operates on int or float scalars and vectors, not " + N(Op(0));
    return ResultIs(Op(0));
}

std::string Rules::Comparison() const {
    TRY(AllEqual());
    bool equality = inst_.op == Op::kEq || inst_.op == Op::kNe;
    if (!T(Op(0)).IsNumeric() || (!equality && T(Op(0)).scalar == ScalarKind::kBool))
        return std::string("compares ") + (equality ? "" : "int or float ") +
               "scalars and vectors, not " + N(Op(0));
    if (!ShapeOf(R(), Op(0), ScalarKind::kBool))
        return "result should be bool of the operands' width, not " + N(R());
    return "";
}

std::string Rules::Logic() const {
    TRY(AllEqual());
    if (!IsNum(Op(0), ScalarKind::kBool)) return "operates on bools, not " + N(Op(0));
    if (inst_.op == Op::kAny || inst_.op == Op::kAll)
        return IsScalar(R(), ScalarKind::kBool) ? "" : "result should be 'bool', not " + N(R());
    return ResultIs(Op(0));
}

std::string Rules::Select() const {
    TRY(AllEqual(1));
    TRY(ResultIs(Op(1)));
    if (IsScalar(Op(0), ScalarKind::kBool)) {
        return T(Op(1)).kind == K::kSampler ? "cannot select samplers" : "";
    }
    if (IsVec(Op(0), ScalarKind::kBool, T(Op(0)).rows) && T(Op(1)).IsVector() &&
        T(Op(1)).rows == T(Op(0)).rows)
        return "";
    return "condition " + N(Op(0)) + " is neither 'bool' nor bool of the width of " + N(Op(1));
}

std::string Rules::Shape() const {
    const Type& a = T(Op(0));
    switch (inst_.op) {
        case Op::kSwizzle: {
            if (!a.IsNumeric()) return "swizzles scalars and vectors, not " + N(Op(0));
            if (inst_.indices.empty() || inst_.indices.size() > 4) return "takes 1 to 4 components";
            for (std::uint32_t i : inst_.indices)
                if (static_cast<int>(i) >= a.Width())
                    return "component " + std::to_string(i) + " is out of range for " + N(Op(0));
            return IsScalarOrVec(R(), a.scalar, static_cast<int>(inst_.indices.size()))
                       ? ""
                       : "result type " + N(R()) + " does not match " +
                             std::to_string(inst_.indices.size()) + " components of " + N(Op(0));
        }
        case Op::kExtract:
        case Op::kInsert: {
            bool insert = inst_.op == Op::kInsert;
            if (inst_.indices.size() != 1) return "takes exactly one index";
            std::uint32_t i = inst_.indices[0];
            std::uint32_t size = a.kind == K::kVector   ? a.rows
                                 : a.kind == K::kMatrix ? a.rows
                                 : a.kind == K::kArray  ? a.count
                                 : a.kind == K::kStruct
                                     ? static_cast<std::uint32_t>(a.fields.size())
                                     : 0;
            if (size == 0) return "needs a vector, matrix, array or struct, not " + N(Op(0));
            if (i >= size) return "index " + std::to_string(i) + " is out of range for " + N(Op(0));
            bool ok = false;
            TypeId element = R();
            if (insert) element = Op(1);
            switch (a.kind) {
                case K::kVector:
                    ok = IsScalar(element, a.scalar);
                    break;
                case K::kMatrix:
                    ok = IsVec(element, ScalarKind::kFloat, a.columns);
                    break;
                case K::kArray:
                    ok = element == a.element;
                    break;
                case K::kStruct:
                    ok = element == a.fields[i].type;
                    break;
                default:
                    break;
            }
            if (!ok)
                return std::string(insert ? "element " : "result ") + N(element) +
                       " is not element " + std::to_string(i) + " of " + N(Op(0));
            return insert ? ResultIs(Op(0)) : "";
        }
        default: {  // kDynamicExtract
            if (!IsScalar(Op(1), ScalarKind::kInt)) return "index must be 'int', not " + N(Op(1));
            bool ok = a.kind == K::kVector   ? IsScalar(R(), a.scalar)
                      : a.kind == K::kMatrix ? IsVec(R(), ScalarKind::kFloat, a.columns)
                      : a.kind == K::kArray  ? R() == a.element
                                             : false;
            if (!(a.IsVector() || a.IsMatrix() || a.kind == K::kArray))
                return "needs a vector, matrix or array, not " + N(Op(0));
            return ok ? "" : "result " + N(R()) + " is not an element of " + N(Op(0));
        }
    }
}

void Flatten(const TypeTable& types, TypeId id, std::vector<ScalarKind>& out) {
    const Type& t = types.Get(id);
    switch (t.kind) {
        case K::kScalar:
        case K::kVector:
        case K::kMatrix:
            out.insert(out.end(), types.ComponentCount(id),
                       t.kind == K::kMatrix ? ScalarKind::kFloat : t.scalar);
            break;
        case K::kArray:
            for (std::uint32_t i = 0; i < t.count; ++i) Flatten(types, t.element, out);
            break;
        case K::kStruct:
            for (const StructField& f : t.fields) Flatten(types, f.type, out);
            break;
        default:
            break;
    }
}

bool HasSampler(const TypeTable& types, TypeId id) {
    const Type& t = types.Get(id);
    if (t.kind == K::kSampler) return true;
    if (t.kind == K::kArray) return HasSampler(types, t.element);
    if (t.kind == K::kStruct)
        for (const StructField& f : t.fields)
            if (HasSampler(types, f.type)) return true;
    return false;
}

std::string Rules::Construct() const {
    TRY(NeedValue());
    if (inst_.operands.empty()) return "needs at least one operand";
    if (HasSampler(types_, R())) return "cannot construct samplers";
    std::vector<ScalarKind> want, have;
    Flatten(types_, R(), want);
    for (std::size_t i = 0; i < inst_.operands.size(); ++i) {
        if (HasSampler(types_, Op(i))) return "cannot construct from samplers";
        Flatten(types_, Op(i), have);
    }
    if (want.size() != have.size())
        return "operands give " + std::to_string(have.size()) + " scalars but " + N(R()) + " has " +
               std::to_string(want.size());
    static constexpr const char* kKinds[] = {"bool", "int", "float"};
    for (std::size_t i = 0; i < want.size(); ++i)
        if (want[i] != have[i])
            return "scalar " + std::to_string(i) + " is " + kKinds[static_cast<int>(have[i])] +
                   " but " + N(R()) + " needs " + kKinds[static_cast<int>(want[i])] +
                   " (convert it first)";
    return "";
}

// The rule ops.def gives the intrinsic; kSpecial ones are spelled out here.
std::string Rules::Intrinsic() const {
    using I = ir::Intrinsic;
    const IntrinsicInfo& info = Info(inst_.intrinsic);
    constexpr ScalarKind F = ScalarKind::kFloat;
    auto equal_operands = [&](bool ok, const char* kinds) -> std::string {
        TRY(AllEqual());
        return ok ? ""
                  : std::string("'") + info.name + "' takes " + kinds +
                        " scalars or vectors, not " + N(Op(0));
    };
    TRY(Count(static_cast<std::size_t>(info.operands)));
    switch (info.rule) {
        case IntrinsicRule::kNumeric:
            TRY(equal_operands(IsIntOrFloat(Op(0)), "int or float"));
            return ResultIs(Op(0));
        case IntrinsicRule::kFloat:
            TRY(equal_operands(IsNum(Op(0), F), "float"));
            return ResultIs(Op(0));
        case IntrinsicRule::kFloatToScalar:
            TRY(equal_operands(IsNum(Op(0), F), "float"));
            return ResultIsFloat();
        case IntrinsicRule::kSpecial:
            break;
    }
    switch (inst_.intrinsic) {
        case I::kCross:
            TRY(equal_operands(IsNum(Op(0), F), "float"));
            if (!IsVec(Op(0), F, 3)) return "'cross' takes float3, not " + N(Op(0));
            return ResultIs(Op(0));
        case I::kRefract:
            if (Op(0) != Op(1) || !IsNum(Op(0), F))
                return "'refract' takes two equal float scalars or vectors, not " + N(Op(0)) +
                       " and " + N(Op(1));
            if (!IsScalar(Op(2), F)) return "'refract''s ratio must be 'float', not " + N(Op(2));
            return ResultIs(Op(0));
        case I::kTranspose: {
            const Type& a = T(Op(0));
            if (!a.IsMatrix()) return "'transpose' takes a matrix, not " + N(Op(0));
            const Type& r = T(R());
            return r.IsMatrix() && r.rows == a.columns && r.columns == a.rows
                       ? ""
                       : "result type " + N(R()) + " is not the transpose of " + N(Op(0));
        }
        case I::kDeterminant:
            if (!T(Op(0)).IsMatrix() || T(Op(0)).rows != T(Op(0)).columns)
                return "'determinant' takes a square matrix, not " + N(Op(0));
            return ResultIsFloat();
        case I::kLit:
            for (std::size_t i = 0; i < 3; ++i)
                if (!IsScalar(Op(i), F)) return "'lit' takes three floats, not " + N(Op(i));
            return IsVec(R(), F, 4) ? "" : "result should be 'float4', not " + N(R());
        default:
            break;
    }
    return "unknown intrinsic";
}

std::string Rules::Sample() const {
    constexpr ScalarKind F = ScalarKind::kFloat;
    std::size_t extra = inst_.sample == SampleKind::kGrad                                       ? 2
                        : inst_.sample == SampleKind::kBias || inst_.sample == SampleKind::kLod ? 1
                                                                                                : 0;
    TRY(Count(2 + extra));
    if (T(Op(0)).kind != K::kSampler) return "first operand must be a sampler, not " + N(Op(0));
    // The coordinate holds at least the texture's dimensions (plus q for .proj); shadow
    // samplers' reference value and ARBfp's habit of reading (s, t, r, q) leave the rest free.
    static constexpr int kDims[] = {1, 2, 3, 3, 2, 1, 2, 2};
    int dims = kDims[static_cast<int>(T(Op(0)).sampler)];
    int need = dims + (inst_.sample == SampleKind::kProjective ? 1 : 0);
    if (!IsNum(Op(1), F) || T(Op(1)).Width() < need)
        return "coordinate must be float with at least " + std::to_string(need) +
               " components, not " + N(Op(1));
    if (inst_.sample == SampleKind::kGrad) {
        if (Op(2) != Op(3) || !IsNum(Op(2), F) || T(Op(2)).Width() < dims)
            return "derivatives must be two equal float types of at least " + std::to_string(dims) +
                   " components, not " + N(Op(2)) + " and " + N(Op(3));
    } else if (extra == 1 && !IsScalar(Op(2), F)) {
        return std::string(inst_.sample == SampleKind::kBias ? "bias" : "level of detail") +
               " must be 'float', not " + N(Op(2));
    }
    return IsVec(R(), F, 4) ? "" : "result should be 'float4', not " + N(R());
}

}  // namespace

std::string CheckTypes(const TypeTable& types, const Function& function, const Instruction& inst) {
    return Rules(types, function, inst).Check();
}

}  // namespace tessera::ir
