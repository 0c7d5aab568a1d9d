// SPDX-License-Identifier: MIT
// Expressions: operators with Cg's semantics, the usual arithmetic conversions with cint
// and cfloat, smearing, and conversions ("Type-Promotion Rules", "Smearing of Scalars to
// Vectors", "Operators", "Operator Enhancements").
//
// An operator's operands are first brought to one type: the scalar kind by CommonScalar
// (cint and cfloat give way to the other operand's kind, so `half3 h * 2.0` stays half),
// the shape by smearing a scalar over the other operand's vector or matrix. Then the IR is
// emitted on that type. The IR's arithmetic is on scalars and vectors only, so a matrix
// operation is done row by row. && and || evaluate both operands (no short circuit, the
// spec says so); ?: evaluates both arms and selects, per component for a bool vector.
#include <utility>

#include "lang/cg/reader/sema_impl.h"

namespace tessera::lang::cg::sema {

Value Sema::ErrorValue(const SourceRange& range) const {
    Value v;
    v.range = range;
    return v;
}

Value Sema::Make(Type type, ir::InstId id, const SourceRange& range) const {
    Value v;
    v.type = std::move(type);
    v.id = id;
    v.range = range;
    return v;
}

ir::InstId Sema::Constant(const Type& type, double value) {
    return b_->Splat(IrType(type), value);
}

ir::InstId Sema::Splat(ir::InstId scalar, const Type& to) {
    if (to.IsScalar()) return scalar;
    return b_->Construct(IrType(to), std::vector<ir::InstId>(to.Components(), scalar));
}

namespace {

/// Converts the scalar kind of an IR scalar or vector value when it differs.
ir::InstId ToKind(ir::Builder& b, ir::InstId id, ir::ScalarKind kind) {
    const ir::Type& t = b.Types().Get(b.TypeOf(id));
    if (!t.IsNumeric() || t.scalar == kind) return id;
    return b.Convert(id, kind);
}

std::vector<std::uint32_t> Iota(int n) {
    std::vector<std::uint32_t> v(n);
    for (int i = 0; i < n; ++i) v[i] = static_cast<std::uint32_t>(i);
    return v;
}

}  // namespace

ir::InstId Sema::ConvertIr(ir::InstId id, const Type& from, const Type& to) {
    if (from.IsError() || to.IsError() || from == to || !id.Valid()) return id;
    ir::Builder& b = *b_;
    const ir::TypeId target = IrType(to);
    if (from.IsNumericShape() && to.IsNumericShape()) {
        ir::ScalarKind kind = IrScalar(to.scalar);
        if (to.IsMatrix()) kind = ir::ScalarKind::kFloat;
        if (from.IsScalar()) {
            ir::InstId s = ToKind(b, id, kind);
            return to.IsScalar() ? s : b.Construct(target, std::vector<ir::InstId>(to.Components(), s));
        }
        if (to.IsScalar()) {
            ir::InstId first = from.IsMatrix() ? b.Extract(b.Extract(id, 0), 0) : b.Extract(id, 0);
            return ToKind(b, first, kind);
        }
        if (from.IsVector() && to.IsVector()) {
            ir::InstId v = id;
            if (to.columns < from.columns) {
                v = b.Swizzle(id, Iota(to.columns));
                if (to.columns == 1) v = b.Construct(b.Types().Vector(b.Types().Get(b.TypeOf(v)).scalar, 1), {v});
            }
            return ToKind(b, v, kind);
        }
        if (from.IsMatrix() && to.IsMatrix()) {
            if (to.rows == from.rows && to.columns == from.columns) return id;
            std::vector<ir::InstId> rows;
            for (int r = 0; r < to.rows; ++r) {
                ir::InstId row = b.Extract(id, static_cast<std::uint32_t>(r));
                rows.push_back(to.columns == from.columns ? row : b.Swizzle(row, Iota(to.columns)));
            }
            return b.Construct(target, rows);
        }
        // Vector <-> matrix of the same size: the scalars in order.
        return b.Construct(target, {ToKind(b, id, kind)});
    }
    if (from.IsStruct() && to.IsStruct() && from.info->fields.size() == to.info->fields.size()) {
        std::vector<ir::InstId> parts;
        for (std::size_t i = 0; i < from.info->fields.size(); ++i)
            parts.push_back(ConvertIr(b.Extract(id, static_cast<std::uint32_t>(i)),
                                      from.info->fields[i].type, to.info->fields[i].type));
        return b.Construct(target, parts);
    }
    if (from.IsStruct()) return ConvertIr(b.Extract(id, 0), from.info->fields[0].type, to);
    if (to.IsStruct()) {
        std::vector<ir::InstId> parts;
        for (const StructInfo::Field& f : to.info->fields) parts.push_back(ConvertIr(id, from, f.type));
        return b.Construct(target, parts);
    }
    if (from.IsArray() || to.IsArray()) {
        // Element by element: arrays, vector components, matrix rows.
        auto element_type = [](const Type& t) {
            if (t.IsArray()) return *t.element;
            if (t.IsMatrix()) return Type::Vector(t.scalar, t.columns);
            return Type::Scalar(t.scalar);
        };
        int count = from.IsArray() ? from.count : from.IsMatrix() ? from.rows : from.columns;
        if (to.IsArray() && to.count < 0) return id;
        std::vector<ir::InstId> parts;
        for (int i = 0; i < count; ++i)
            parts.push_back(ConvertIr(b.Extract(id, static_cast<std::uint32_t>(i)), element_type(from),
                                      element_type(to)));
        return b.Construct(target, parts);
    }
    return id;  // samplers: the same handle
}

Value Sema::Convert(const Value& v, const Type& to, bool explicit_cast, const SourceRange& range,
                    const char* context) {
    if (v.IsError() || to.IsError()) return ErrorValue(range);
    Conversion c = Classify(v.type, to);
    std::string where = context ? std::string(" in ") + context : "";
    if (c == Conversion::kNever || (c == Conversion::kExplicit && !explicit_cast)) {
        Error(range, "cannot " + std::string(c == Conversion::kNever ? "" : "implicitly ") +
                         "convert '" + TypeName(v.type) + "' to '" + TypeName(to) + "'" + where);
        return ErrorValue(range);
    }
    if (c == Conversion::kWarn && !explicit_cast) {
        bool drops = to.Components() < v.type.Components();
        Warning(range, "implicit conversion from '" + TypeName(v.type) + "' to '" + TypeName(to) +
                           (drops ? "' drops components" : "' changes the shape"));
    }
    if (to.IsArray() && to.count < 0 && v.type.IsArray()) return Make(v.type, v.id, range);
    return Make(to, ConvertIr(v.id, v.type, to), range);
}

Value Sema::ExpressionAs(const Expr* e, const Type& to, const char* context) {
    Value v = Expression(e);
    return Convert(v, to, false, e->range, context);
}

Value Sema::AsBool(const Value& v) {
    if (v.IsError() || v.type.IsBoolean() || !(v.type.IsScalar() || v.type.IsVector())) return v;
    const Type to = v.type.WithScalar(ScalarKind::kBool);
    return Make(to, ConvertIr(v.id, v.type, to), v.range);
}

// cgc took a number as a condition (`if (x)`, `while (n)`, true when not 0, as C does);
// libretro's shaders test float uniforms this way (docs/cg.md "Cg as cgc accepted it").
Value Sema::Condition(const Expr* e, const char* statement) {
    Value v = AsBool(Expression(e));
    if (v.IsError()) return v;
    if (!(v.type.IsScalar() || (v.type.IsVector() && v.type.columns == 1)) ||
        v.type.scalar != ScalarKind::kBool) {
        Error(e->range, std::string("'") + statement + "' condition must be 'bool', not '" +
                            TypeName(v.type) + "'");
        return ErrorValue(e->range);
    }
    return Convert(v, Type::Scalar(ScalarKind::kBool), true, e->range);
}

Value Sema::Binary(const BinaryExpr* e) {
    Value a = Expression(e->lhs);
    Value b = Expression(e->rhs);
    return BinaryValues(e->op, std::move(a), std::move(b), e->range, e->op_range);
}

namespace {

bool IsComparison(BinaryOp op) {
    return op == BinaryOp::kLess || op == BinaryOp::kGreater || op == BinaryOp::kLessEqual ||
           op == BinaryOp::kGreaterEqual || op == BinaryOp::kEqual || op == BinaryOp::kNotEqual;
}

ir::Op IrOp(BinaryOp op) {
    switch (op) {
        case BinaryOp::kMul: return ir::Op::kMul;
        case BinaryOp::kDiv: return ir::Op::kDiv;
        case BinaryOp::kMod: return ir::Op::kMod;
        case BinaryOp::kAdd: return ir::Op::kAdd;
        case BinaryOp::kSub: return ir::Op::kSub;
        case BinaryOp::kLess: return ir::Op::kLt;
        case BinaryOp::kGreater: return ir::Op::kGt;
        case BinaryOp::kLessEqual: return ir::Op::kLe;
        case BinaryOp::kGreaterEqual: return ir::Op::kGe;
        case BinaryOp::kEqual: return ir::Op::kEq;
        case BinaryOp::kNotEqual: return ir::Op::kNe;
        case BinaryOp::kLogicalAnd: return ir::Op::kAnd;
        default: return ir::Op::kOr;
    }
}

}  // namespace

Value Sema::BinaryValues(BinaryOp op, Value a, Value b, const SourceRange& range,
                         const SourceRange& op_range) {
    if (op == BinaryOp::kComma) return Make(b.type, b.id, range);
    std::string spelling(BinaryOpSpelling(op));
    if (op == BinaryOp::kShl || op == BinaryOp::kShr || op == BinaryOp::kBitAnd ||
        op == BinaryOp::kBitOr || op == BinaryOp::kBitXor) {
        Error(op_range, "operator '" + spelling + "' is not part of the Cg language");
        return ErrorValue(range);
    }
    if (a.IsError() || b.IsError()) return ErrorValue(range);
    if (!a.type.IsNumericShape() || !b.type.IsNumericShape()) {
        Error(op_range, "operator '" + spelling + "' cannot be applied to '" + TypeName(a.type) +
                            "' and '" + TypeName(b.type) + "'");
        return ErrorValue(range);
    }
    // The shape: equal shapes, or a scalar smeared over the other operand.
    Type shape;
    if (a.type.IsScalar()) shape = b.type;
    else if (b.type.IsScalar()) shape = a.type;
    else if (a.type.kind == b.type.kind && a.type.rows == b.type.rows && a.type.columns == b.type.columns)
        shape = a.type;
    else {
        Error(op_range, "operands of '" + spelling + "' have incompatible types '" +
                            TypeName(a.type) + "' and '" + TypeName(b.type) + "'");
        return ErrorValue(range);
    }
    bool logical = op == BinaryOp::kLogicalAnd || op == BinaryOp::kLogicalOr;
    if (logical && !shape.IsMatrix()) {  // cgc: numbers as truth values, as in C
        a = AsBool(a);
        b = AsBool(b);
    }
    ScalarKind kind = CommonScalar(a.type.scalar, b.type.scalar);
    // cgc did arithmetic on bools as the numbers 1 and 0 (`edge * weight`, in libretro's
    // xBR shaders); two bools add as floats.
    if (!logical && !IsComparison(op) && kind == ScalarKind::kBool) kind = ScalarKind::kFloat;
    if (logical) {
        if (a.type.scalar != ScalarKind::kBool || b.type.scalar != ScalarKind::kBool || shape.IsMatrix()) {
            Error(op_range, "operator '" + spelling + "' needs bool operands, not '" +
                                TypeName(a.type) + "' and '" + TypeName(b.type) + "'");
            return ErrorValue(range);
        }
    } else if (IsComparison(op)) {
        if (shape.IsMatrix()) {
            Error(op_range, "operator '" + spelling + "' cannot compare matrices");
            return ErrorValue(range);
        }
    } else {
        if (op == BinaryOp::kMod && (!IsIntegral(a.type.scalar) || !IsIntegral(b.type.scalar))) {
            Error(op_range, "operator '%' needs integer operands; use fmod for floating-point values");
            return ErrorValue(range);
        }
    }
    Type common = shape.WithScalar(kind);
    ir::InstId x = ConvertIr(a.id, a.type, common);
    ir::InstId y = ConvertIr(b.id, b.type, common);
    if (IsComparison(op) && kind == ScalarKind::kBool) {
        // "true is treated as one and false is treated as zero".
        x = b_->Convert(x, ir::ScalarKind::kFloat);
        y = b_->Convert(y, ir::ScalarKind::kFloat);
    }
    Type result = IsComparison(op) ? common.WithScalar(ScalarKind::kBool) : common;
    if (common.IsMatrix()) {
        std::vector<ir::InstId> rows;
        for (int r = 0; r < common.rows; ++r) {
            const ir::InstId y_row = b_->Extract(y, r);  // before x's: see ir/builder.h
            rows.push_back(b_->Binary(IrOp(op), b_->Extract(x, r), y_row));
        }
        return Make(result, b_->Construct(IrType(result), rows), range);
    }
    return Make(result, b_->Binary(IrOp(op), x, y), range);
}

Value Sema::Unary(const UnaryExpr* e) {
    Value v = Expression(e->operand);
    if (v.IsError()) return ErrorValue(e->range);
    std::string spelling(UnaryOpSpelling(e->op));
    switch (e->op) {
        case UnaryOp::kBitNot:
            Error(e->range, "operator '~' is not part of the Cg language");
            return ErrorValue(e->range);
        case UnaryOp::kNot:
            v = AsBool(v);  // cgc: `!x` of a number is `x == 0`
            if (!v.type.IsBoolean() || v.type.IsMatrix()) {
                Error(e->range, "operator '!' needs a bool operand, not '" + TypeName(v.type) + "'");
                return ErrorValue(e->range);
            }
            return Make(v.type, b_->Not(v.id), e->range);
        case UnaryOp::kPlus:
        case UnaryOp::kMinus: {
            if (v.type.IsBoolean() && !v.type.IsMatrix()) {  // cgc: a bool is the number 1 or 0
                const Type to = v.type.WithScalar(ScalarKind::kFloat);
                v = Make(to, ConvertIr(v.id, v.type, to), v.range);
            }
            if (!v.type.IsNumericShape() || v.type.scalar == ScalarKind::kBool) {
                Error(e->range, "operator '" + spelling + "' cannot be applied to '" + TypeName(v.type) + "'");
                return ErrorValue(e->range);
            }
            if (e->op == UnaryOp::kPlus) return Make(v.type, v.id, e->range);
            if (const ir::Instruction& k = b_->GetFunction().At(v.id); k.op == ir::Op::kConstant) {
                // Negated literals stay literals: lower_unroll reads loop bounds from
                // constants and does not fold `neg` itself (`for (int i = -1; ...)`).
                std::vector<double> negated = k.literal;
                for (double& x : negated) x = -x;
                return Make(v.type, b_->Constant(k.type, negated), e->range);
            }
            if (v.type.IsMatrix()) {
                std::vector<ir::InstId> rows;
                for (int r = 0; r < v.type.rows; ++r) rows.push_back(b_->Neg(b_->Extract(v.id, r)));
                return Make(v.type, b_->Construct(IrType(v.type), rows), e->range);
            }
            return Make(v.type, b_->Neg(v.id), e->range);
        }
        default: break;
    }
    // ++ and --: read, add or subtract one, write back.
    if (!v.place || !v.place->read_only.empty()) {
        Error(e->range, v.place ? v.place->read_only
                                : "operator '" + spelling + "' needs an assignable operand");
        return ErrorValue(e->range);
    }
    if (!v.type.IsNumericShape() || v.type.scalar == ScalarKind::kBool) {
        Error(e->range, "operator '" + spelling + "' cannot be applied to '" + TypeName(v.type) + "'");
        return ErrorValue(e->range);
    }
    bool increment = e->op == UnaryOp::kPreIncrement || e->op == UnaryOp::kPostIncrement;
    Value one = Make(Type::Scalar(ScalarKind::kCint), b_->Int(1), e->range);
    Value updated = BinaryValues(increment ? BinaryOp::kAdd : BinaryOp::kSub, v, one, e->range, e->range);
    if (updated.IsError()) return updated;
    StoreTo(*v.place, updated.id, e->range);
    bool post = e->op == UnaryOp::kPostIncrement || e->op == UnaryOp::kPostDecrement;
    return Make(v.type, post ? v.id : updated.id, e->range);
}

Value Sema::Assign(const AssignExpr* e) {
    Value target = Expression(e->target);
    Value value = Expression(e->value);
    if (target.IsError() || value.IsError()) return ErrorValue(e->range);
    if (!target.place) {
        Error(e->target->range, "the left side of '" + std::string(AssignOpSpelling(e->op)) +
                                    "' is not assignable");
        return ErrorValue(e->range);
    }
    if (!target.place->read_only.empty()) {
        Error(e->target->range, target.place->read_only);
        return ErrorValue(e->range);
    }
    if (target.type.IsSampler() && e->op != AssignOp::kAssign) {
        Error(e->target->range, "a sampler cannot be assigned");
        return ErrorValue(e->range);
    }
    if (target.type.IsSampler() && (branch_depth_ > 0 || flow_.loop_depth > 0)) {
        // Samplers alias others (cgc compiled crt-lottes-multipass's `s0_global =
        // REFERENCE.texture;`), but each lookup names its texture unit in the instruction.
        Error(e->target->range, "a sampler can be assigned only outside 'if' statements and loops: "
                                "the texture unit each lookup reads must be known at compile time");
        return ErrorValue(e->range);
    }
    if (e->op != AssignOp::kAssign) {
        static constexpr BinaryOp kOps[] = {BinaryOp::kAdd, BinaryOp::kMul, BinaryOp::kDiv,
                                            BinaryOp::kMod, BinaryOp::kAdd, BinaryOp::kSub,
                                            BinaryOp::kShl, BinaryOp::kShr, BinaryOp::kBitAnd,
                                            BinaryOp::kBitXor, BinaryOp::kBitOr};
        value = BinaryValues(kOps[static_cast<int>(e->op)], target, value, e->range, e->op_range);
        if (value.IsError()) return value;
    }
    const std::string target_name = e->target->kind == ExprKind::kIdentifier
                                        ? "'" + static_cast<const IdentifierExpr*>(e->target)->name + "'"
                                        : "the target";
    if (RejectRunTimeChoice(target.type, value.type, e->value->range,
                            target_name + " holds a '" + TypeName(target.type) + "'; assigning a '" +
                                TypeName(value.type) + "'"))
        return ErrorValue(e->range);
    Value converted = Convert(value, target.type, false, e->value->range, "assignment");
    if (converted.IsError()) return converted;
    StoreTo(*target.place, converted.id, e->range);
    return Make(target.type, converted.id, e->range);
}

Value Sema::Conditional(const ConditionalExpr* e) {
    Value c = AsBool(Expression(e->condition));  // cgc: a number selects when not 0
    Value a = Expression(e->if_true);
    Value b = Expression(e->if_false);
    if (c.IsError() || a.IsError() || b.IsError()) return ErrorValue(e->range);
    if (!c.type.IsBoolean() || c.type.IsMatrix()) {
        Error(e->condition->range, "the condition of '?:' must be 'bool' or a bool vector, not '" +
                                       TypeName(c.type) + "'");
        return ErrorValue(e->range);
    }
    Type result;
    if (a.type.IsNumericShape() && b.type.IsNumericShape()) {
        // "The binary rule is applied to the second and third operands first, and then the
        // binary rule is applied to this result and the first operand."
        Type shape = a.type.IsScalar() ? b.type : a.type;
        if (!a.type.IsScalar() && !b.type.IsScalar() &&
            (a.type.kind != b.type.kind || a.type.rows != b.type.rows || a.type.columns != b.type.columns)) {
            Error(e->range, "the arms of '?:' have incompatible types '" + TypeName(a.type) +
                                "' and '" + TypeName(b.type) + "'");
            return ErrorValue(e->range);
        }
        result = shape.WithScalar(CommonScalar(a.type.scalar, b.type.scalar));
        if (c.type.IsVector() && c.type.columns > 1) {
            if (result.IsScalar()) result = Type::Vector(result.scalar, c.type.columns);
            if (!result.IsVector() || result.columns != c.type.columns) {
                Error(e->range, "a '" + TypeName(c.type) + "' condition selects between vectors of " +
                                    std::to_string(c.type.columns) + " components, not '" +
                                    TypeName(result) + "'");
                return ErrorValue(e->range);
            }
        }
    } else if (a.type == b.type && (a.type.IsStruct() || a.type.IsArray())) {
        result = a.type;
        if (c.type.IsVector() && c.type.columns > 1) {
            Error(e->condition->range, "a bool vector condition needs vector arms");
            return ErrorValue(e->range);
        }
    } else {
        if (!RejectRunTimeChoice(a.type, b.type, e->range,
                                 "'?:' between '" + TypeName(a.type) + "' and '" + TypeName(b.type) + "'"))
            Error(e->range, "the arms of '?:' have incompatible types '" + TypeName(a.type) + "' and '" +
                                TypeName(b.type) + "'");
        return ErrorValue(e->range);
    }
    ir::InstId x = ConvertIr(a.id, a.type, result);
    ir::InstId y = ConvertIr(b.id, b.type, result);
    ir::InstId cond = c.id;
    if (c.type.IsVector() && c.type.columns == 1) cond = b_->Extract(cond, 0);
    if (result.IsMatrix()) {
        std::vector<ir::InstId> rows;
        for (int r = 0; r < result.rows; ++r) {
            const ir::InstId y_row = b_->Extract(y, r);  // before x's: see ir/builder.h
            rows.push_back(b_->Select(cond, b_->Extract(x, r), y_row));
        }
        return Make(result, b_->Construct(IrType(result), rows), e->range);
    }
    return Make(result, b_->Select(cond, x, y), e->range);
}

Value Sema::Expression(const Expr* e) {
    if (lowering_depth_ >= kMaxLoweringDepth) {
        if (!std::exchange(lowering_limit_reported_, true))
            Error(e->range, "expressions nest more than " + std::to_string(kMaxLoweringDepth) +
                                " levels deep through the initializers of const globals");
        return ErrorValue(e->range);
    }
    const LoweringLevel level(lowering_depth_);
    if (b_) b_->SetSpan(SpanOf(e->range));
    switch (e->kind) {
        case ExprKind::kError: return ErrorValue(e->range);
        case ExprKind::kNumber: return Number(static_cast<const NumberExpr*>(e));
        case ExprKind::kBool:
            return Make(Type::Scalar(ScalarKind::kBool), b_->Bool(static_cast<const BoolExpr*>(e)->value), e->range);
        case ExprKind::kChar:
            return Make(Type::Scalar(ScalarKind::kChar),
                        b_->Int(static_cast<std::int32_t>(static_cast<const CharExpr*>(e)->value)), e->range);
        case ExprKind::kIdentifier: return Identifier(static_cast<const IdentifierExpr*>(e));
        case ExprKind::kScope:
            Error(e->range, "'" + static_cast<const ScopeExpr*>(e)->scope + "::" +
                                static_cast<const ScopeExpr*>(e)->name + "' can only be called");
            return ErrorValue(e->range);
        case ExprKind::kMember: return Member(static_cast<const MemberExpr*>(e));
        case ExprKind::kIndex: return Index(static_cast<const IndexExpr*>(e));
        case ExprKind::kCall: return Call(static_cast<const CallExpr*>(e));
        case ExprKind::kConstructor: return Constructor(static_cast<const ConstructorExpr*>(e));
        case ExprKind::kCast: return Cast(static_cast<const CastExpr*>(e));
        case ExprKind::kUnary: return Unary(static_cast<const UnaryExpr*>(e));
        case ExprKind::kBinary: return Binary(static_cast<const BinaryExpr*>(e));
        case ExprKind::kAssign: return Assign(static_cast<const AssignExpr*>(e));
        case ExprKind::kConditional: return Conditional(static_cast<const ConditionalExpr*>(e));
        case ExprKind::kInitList:
            Error(e->range, "an initializer list can only initialize a variable");
            return ErrorValue(e->range);
    }
    return ErrorValue(e->range);
}

}  // namespace tessera::lang::cg::sema
