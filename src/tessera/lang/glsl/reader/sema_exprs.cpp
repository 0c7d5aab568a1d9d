// SPDX-License-Identifier: MIT
// Operators with the exact type rules of GLSL 1.10 section 5 (glsl_operators.md): no
// implicit conversions (1.20 adds int -> float), reserved operators rejected, matrices
// column-major (see types.h for how that maps onto the IR's products).
#include "ir/passes/const_eval.h"
#include "lang/glsl/reader/sema_impl.h"

namespace tessera::lang::glsl::sema {

using cfamily::Punct;

Value Sema::Make(Type type, ir::InstId id, const Range& range, bool constant) {
    Value v;
    v.type = type;
    v.id = id.Valid() ? Fold(id) : id;
    v.range = range;
    v.constant = constant;
    return v;
}

Value Sema::ErrorValue(const Range& range) const {
    Value v;
    v.range = range;
    return v;
}

ir::InstId Sema::Fold(ir::InstId id) {
    // Operands first (lowerings like mod's build several instructions), each one once.
    ir::Function& f = b_->GetFunction();
    if (fold_function_ != &f) {
        fold_function_ = &f;
        fold_seen_.clear();
    }
    if (fold_seen_.size() < f.insts.size()) fold_seen_.resize(f.insts.size() * 2, 0);
    if (fold_seen_[id.value]) return id;
    fold_seen_[id.value] = 1;
    for (std::size_t i = 0; i < f.At(id).operands.size(); ++i) Fold(f.At(id).operands[i]);
    ir::Instruction& inst = f.At(id);
    if (inst.op == ir::Op::kConstant || inst.operands.empty()) return id;
    for (ir::InstId o : inst.operands)
        if (f.At(o).op != ir::Op::kConstant) return id;
    std::optional<std::vector<double>> folded = ir::passes::TryFold(module_.types, f, inst);
    if (!folded) return id;
    ir::Instruction& again = f.At(id);
    again.op = ir::Op::kConstant;
    again.operands.clear();
    again.indices.clear();
    again.literal = std::move(*folded);
    return id;
}

ir::InstId Sema::Literal(const Type& t, double value) { return b_->Splat(Ir(t), value); }

ir::InstId Sema::Splat(ir::InstId scalar, const Type& to) {
    if (to.IsMatrix()) {
        ir::InstId row = Splat(scalar, Type::Float(to.size));
        return b_->Construct(Ir(to), std::vector<ir::InstId>(to.columns, row));
    }
    if (to.size == 1) return scalar;
    return Fold(b_->Swizzle(scalar, std::vector<std::uint32_t>(to.size, 0)));
}

bool Sema::Converts(const Type& from, const Type& to) const {
    // GLSL 1.20 section 4.1.10: int, ivecN convert implicitly to float, vecN.
    return version_ >= 120 && !from.IsArray() && !to.IsArray() && from.base == Type::Base::kInt &&
           to.base == Type::Base::kFloat && from.size == to.size;
}

Value Sema::ConvertTo(const Value& v, const Type& to) {
    if (v.IsError() || to.IsError() || v.type == to || !Converts(v.type, to)) return v;
    return Make(to, ConvertIr(v.id, v.type, ir::ScalarKind::kFloat), v.range, v.constant);
}

Value Sema::Expression(const Expr* e) { return Materialize(Access(e)); }

Value Sema::Condition(const Expr* e, const char* what) {
    Value c = Expression(e);
    if (!c.IsError() && !(c.type == Type::Bool())) {
        Error(e->range, std::string("the condition of '") + what + "' must be a scalar bool, not '" + TypeName(c.type) + "'");
        return ErrorValue(e->range);
    }
    return c;
}

namespace {

bool Reserved(Punct op) {
    switch (op) {
        case Punct::kPercent: case Punct::kShl: case Punct::kShr: case Punct::kAmp: case Punct::kPipe:
        case Punct::kCaret: case Punct::kTilde: case Punct::kPercentAssign: case Punct::kShlAssign:
        case Punct::kShrAssign: case Punct::kAmpAssign: case Punct::kPipeAssign: case Punct::kCaretAssign: return true;
        default: return false;
    }
}

Punct ArithmeticOf(Punct assign) {
    switch (assign) {
        case Punct::kPlusAssign: return Punct::kPlus;
        case Punct::kMinusAssign: return Punct::kMinus;
        case Punct::kStarAssign: return Punct::kStar;
        case Punct::kSlashAssign: return Punct::kSlash;
        default: return Punct::kNone;
    }
}

ir::Op OpOf(Punct p) {
    switch (p) {
        case Punct::kPlus: return ir::Op::kAdd;
        case Punct::kMinus: return ir::Op::kSub;
        case Punct::kStar: return ir::Op::kMul;
        case Punct::kSlash: return ir::Op::kDiv;
        case Punct::kLess: return ir::Op::kLt;
        case Punct::kGreater: return ir::Op::kGt;
        case Punct::kLessEqual: return ir::Op::kLe;
        case Punct::kGreaterEqual: return ir::Op::kGe;
        case Punct::kEqualEqual: return ir::Op::kEq;
        case Punct::kBangEqual: return ir::Op::kNe;
        default: return ir::Op::kAdd;
    }
}

}  // namespace

Value Sema::Access(const Expr* e) {
    switch (e->kind) {
        case ExprKind::kIntLiteral: return Make(Type::Int(), b_->Int(static_cast<std::int32_t>(e->number)), e->range, true);
        case ExprKind::kFloatLiteral: return Make(Type::Float(), b_->Float(static_cast<float>(e->number)), e->range, true);
        case ExprKind::kBoolLiteral: return Make(Type::Bool(), b_->Bool(e->number != 0), e->range, true);
        case ExprKind::kIdentifier: return Identifier(e);
        case ExprKind::kCall: return Call(e);
        case ExprKind::kMember: return Member(e);
        case ExprKind::kIndex: return Index(e);
        case ExprKind::kUnary:
        case ExprKind::kPostfix: return Unary(e);
        case ExprKind::kBinary:
            if (e->op == Punct::kAmpAmp || e->op == Punct::kPipePipe) return Logical(e);
            return Binary(e);
        case ExprKind::kAssign: return Assign(e);
        case ExprKind::kConditional: return Conditional(e);
        case ExprKind::kComma: {
            Expression(e->kids[0]);
            // The right operand's value, neither an l-value nor (section 5.9) a constant
            // expression. Built field by field: copying the Value and resetting its place
            // made GCC 12 warn about the optional's payload (bug 80635).
            const Value last = Expression(e->kids[1]);
            Value v;
            v.type = last.type;
            v.id = last.id;
            v.range = e->range;
            v.iface = last.iface;
            v.leaf = last.leaf;
            return v;
        }
    }
    return ErrorValue(e->range);
}

Value Sema::Binary(const Expr* e) {
    Value a = Expression(e->kids[0]);
    Value b = Expression(e->kids[1]);
    return BinaryValues(e->op, a, b, e->range, e->op_range);
}

namespace {

bool SameBase(const Type& a, const Type& b) {
    auto numeric = [](const Type& t) { return t.base == Type::Base::kMatrix ? Type::Base::kFloat : t.base; };
    return numeric(a) == numeric(b);
}

}  // namespace

Value Sema::BinaryValues(Punct op, Value a, Value b, const Range& range, const Range& op_range) {
    std::string spelling(cfamily::PunctSpelling(op));
    if (Reserved(op)) {
        Error(op_range, "operator '" + spelling + "' is reserved in GLSL " + VersionName());
        return ErrorValue(range);
    }
    if (a.IsError() || b.IsError()) return ErrorValue(range);
    bool constant = a.constant && b.constant;
    auto mismatch = [&] {
        Error(op_range, "operator '" + spelling + "' cannot be applied to '" + TypeName(a.type) + "' and '" +
                            TypeName(b.type) + "'");
        return ErrorValue(range);
    };
    // A void call has no value to compare or combine (piglit compiler/void/void-equal).
    if (a.type.IsVoid() || b.type.IsVoid()) return mismatch();
    if (a.type.IsArray() || b.type.IsArray() || a.type.ContainsSampler() || b.type.ContainsSampler()) {
        if (!(version_ >= 120 && a.type == b.type && (op == Punct::kEqualEqual || op == Punct::kBangEqual)) ||
            a.type.ContainsSampler())
            return mismatch();
    }
    if (op == Punct::kCaretCaret) {
        if (!(a.type == Type::Bool()) || !(b.type == Type::Bool())) return mismatch();
        return Make(Type::Bool(), b_->Binary(ir::Op::kNe, a.id, b.id), range, constant);
    }
    if (op == Punct::kEqualEqual || op == Punct::kBangEqual) {
        if (!(a.type == b.type)) {
            if (Converts(a.type, b.type)) a = ConvertTo(a, b.type);
            else if (Converts(b.type, a.type)) b = ConvertTo(b, a.type);
            else return mismatch();
        }
        // Section 5.7: whole values; vectors, matrices, structs and arrays compare all components.
        std::vector<ir::InstId> xs = Scalars(a), ys = Scalars(b);
        ir::InstId all;
        for (std::size_t i = 0; i < xs.size(); ++i) {
            ir::InstId eq = Fold(b_->Binary(ir::Op::kEq, xs[i], ys[i]));
            all = all.Valid() ? Fold(b_->Binary(ir::Op::kAnd, all, eq)) : eq;
        }
        if (op == Punct::kBangEqual) all = Fold(b_->Not(all));
        return Make(Type::Bool(), all, range, constant);
    }
    if (a.type.base == Type::Base::kBool || b.type.base == Type::Base::kBool || a.type.IsStruct() || b.type.IsStruct() ||
        a.type.IsVoid() || b.type.IsVoid())
        return mismatch();
    if (!SameBase(a.type, b.type)) {
        Type fa = a.type, fb = b.type;
        fa.base = fb.base = Type::Base::kFloat;
        if (a.type.base == Type::Base::kInt && version_ >= 120) a = Make(fa, ConvertIr(a.id, a.type, ir::ScalarKind::kFloat), a.range, a.constant);
        else if (b.type.base == Type::Base::kInt && version_ >= 120) b = Make(fb, ConvertIr(b.id, b.type, ir::ScalarKind::kFloat), b.range, b.constant);
        else return mismatch();
    }
    if (op == Punct::kLess || op == Punct::kGreater || op == Punct::kLessEqual || op == Punct::kGreaterEqual) {
        if (!a.type.IsScalar() || !(a.type == b.type)) return mismatch();
        return Make(Type::Bool(), b_->Binary(OpOf(op), a.id, b.id), range, constant);
    }
    if (op != Punct::kPlus && op != Punct::kMinus && op != Punct::kStar && op != Punct::kSlash) return mismatch();
    const Type &ta = a.type, &tb = b.type;
    // Linear algebra (section 5.11): the IR holds GLSL columns as rows (types.h).
    if (op == Punct::kStar && (ta.IsMatrix() || tb.IsMatrix()) && !ta.IsScalar() && !tb.IsScalar()) {
        if (ta.IsMatrix() && tb.IsMatrix()) {
            if (ta.columns != tb.size) return mismatch();
            return Make(Type::Matrix(tb.columns, ta.size), b_->MatrixTimesMatrix(b.id, a.id), range, constant);
        }
        if (ta.IsMatrix()) {  // M * v: v is a column
            if (ta.columns != tb.size) return mismatch();
            return Make(Type::Float(ta.size), b_->VectorTimesMatrix(b.id, a.id), range, constant);
        }
        if (tb.size != ta.size) return mismatch();  // v * M: v is a row
        return Make(Type::Float(tb.columns), b_->MatrixTimesVector(b.id, a.id), range, constant);
    }
    Type result;
    ir::InstId x = a.id, y = b.id;
    if (ta == tb) {
        result = ta;
    } else if (ta.IsScalar() && (tb.IsVector() || tb.IsMatrix())) {
        result = tb;
        x = Splat(x, tb);
    } else if (tb.IsScalar() && (ta.IsVector() || ta.IsMatrix())) {
        result = ta;
        y = Splat(y, ta);
    } else {
        return mismatch();
    }
    ir::Op irop = OpOf(op);
    if (result.IsMatrix()) {  // component-wise, column by column
        std::vector<ir::InstId> cols;
        for (int c = 0; c < result.columns; ++c) {
            const ir::InstId y_column = Fold(b_->Extract(y, c));  // before x's: see ir/builder.h
            cols.push_back(Fold(b_->Binary(irop, Fold(b_->Extract(x, c)), y_column)));
        }
        return Make(result, b_->Construct(Ir(result), cols), range, constant);
    }
    if (irop == ir::Op::kDiv && result.base == Type::Base::kInt) {
        ir::InstId folded = Fold(b_->Div(x, y));
        if (b_->GetFunction().At(folded).op == ir::Op::kConstant) return Make(result, folded, range, constant);
        // ARBfp has no integer division: q = trunc(a / b + sign(a / b) * 0.5 / |b|) is the
        // truncated quotient while |a| < 2^21 (the true fraction is a multiple of 1/|b|, so
        // the bias absorbs RCP's rounding without reaching the next integer).
        Type f = result;
        f.base = Type::Base::kFloat;
        ir::TypeId ft = Ir(f);
        ir::InstId fa = ConvertIr(x, result, ir::ScalarKind::kFloat), fb = ConvertIr(y, result, ir::ScalarKind::kFloat);
        ir::InstId q = b_->Div(fa, fb);
        const ir::InstId abs_fb = b_->Intrinsic(ir::Intrinsic::kAbs, ft, {fb});  // see ir/builder.h
        ir::InstId bias = b_->Div(b_->Splat(ft, 0.5), abs_fb);
        q = b_->Add(q, b_->Mul(b_->Intrinsic(ir::Intrinsic::kSign, ft, {q}), bias));
        return Make(result, b_->Convert(b_->Intrinsic(ir::Intrinsic::kTrunc, ft, {q}), ir::ScalarKind::kInt), range, constant);
    }
    return Make(result, b_->Binary(irop, x, y), range, constant);
}

Value Sema::Logical(const Expr* e) {
    // Section 5.9: && evaluates its right operand only when the left is true, || only when false.
    Value a = Expression(e->kids[0]);
    bool is_and = e->op == Punct::kAmpAmp;
    std::string spelling = is_and ? "&&" : "||";
    if (!a.IsError() && !(a.type == Type::Bool())) {
        Error(e->op_range, "operator '" + spelling + "' needs bool operands, not '" + TypeName(a.type) + "'");
        a = ErrorValue(a.range);
    }
    ir::VarRef result = b_->Local("logical", module_.types.Bool());
    if (!a.IsError()) b_->Store(result, a.id);
    Value b;
    auto right = [&] {
        b = Expression(e->kids[1]);
        if (!b.IsError() && (b.type == Type::Bool()) && !a.IsError()) b_->Store(result, b.id);
    };
    ir::InstId cond = a.IsError() ? b_->Bool(true) : (is_and ? a.id : Fold(b_->Not(a.id)));
    b_->If(cond, right);
    if (!b.IsError() && !(b.type == Type::Bool())) {
        Error(e->op_range, "operator '" + spelling + "' needs bool operands, not '" + TypeName(b.type) + "'");
        return ErrorValue(e->range);
    }
    if (a.IsError() || b.IsError()) return ErrorValue(e->range);
    if (a.constant && b.constant) {
        ir::InstId v = Fold(is_and ? b_->Binary(ir::Op::kAnd, a.id, b.id) : b_->Binary(ir::Op::kOr, a.id, b.id));
        return Make(Type::Bool(), v, e->range, true);
    }
    return Make(Type::Bool(), b_->Load(result), e->range, false);
}

Value Sema::Conditional(const Expr* e) {
    // Section 5.9: only one of the second and third operands is evaluated.
    Value c = Condition(e->kids[0], "?:");
    ir::InstId cond = c.IsError() ? b_->Bool(true) : c.id;
    Value x, y;
    ir::VarRef result;
    bool have_var = false;
    auto side = [&](const Expr* k, Value& out) {
        out = Expression(k);
        if (out.IsError() || out.type.IsVoid()) return;
        if (!have_var) {
            result = b_->Local("select", Ir(out.type));
            have_var = true;
        }
        if (b_->VarType(result) == Ir(out.type)) b_->Store(result, out.id);
    };
    // Locals belong to the function, so the first side may create the result variable.
    b_->If(cond, [&] { side(e->kids[1], x); }, [&] { side(e->kids[2], y); });
    if (c.IsError() || x.IsError() || y.IsError()) return ErrorValue(e->range);
    if (!(x.type == y.type)) {
        Error(e->op_range, "the second and third operands of '?:' must have the same type, not '" + TypeName(x.type) +
                               "' and '" + TypeName(y.type) + "'");
        return ErrorValue(e->range);
    }
    if (x.type.IsArray() && version_ < 120) {
        Error(e->op_range, "'?:' cannot select arrays in GLSL " + VersionName());
        return ErrorValue(e->range);
    }
    if (x.type.IsVoid()) return Make(Type::Void(), {}, e->range, false);
    if (c.constant && x.constant && y.constant)
        return Make(x.type, b_->Select(c.id, x.id, y.id), e->range, true);
    return Make(x.type, b_->Load(result), e->range, false);
}

Value Sema::Unary(const Expr* e) {
    bool increment = e->op == Punct::kPlusPlus || e->op == Punct::kMinusMinus;
    std::string spelling(cfamily::PunctSpelling(e->op));
    if (e->op == Punct::kTilde) {
        Expression(e->kids[0]);
        Error(e->op_range, "operator '~' is reserved in GLSL " + VersionName());
        return ErrorValue(e->range);
    }
    Value v = Expression(e->kids[0]);
    if (v.IsError()) return ErrorValue(e->range);
    const Type& t = v.type;
    if (e->op == Punct::kBang) {
        if (!(t == Type::Bool())) {
            Error(e->op_range, "operator '!' needs a bool, not '" + TypeName(t) + "'");
            return ErrorValue(e->range);
        }
        return Make(t, b_->Not(v.id), e->range, v.constant);
    }
    if (t.IsArray() || t.IsStruct() || t.IsSampler() || t.base == Type::Base::kBool || t.IsVoid()) {
        Error(e->op_range, "operator '" + spelling + "' cannot be applied to '" + TypeName(t) + "'");
        return ErrorValue(e->range);
    }
    if (e->op == Punct::kPlus) return Make(t, v.id, e->range, v.constant);
    if (e->op == Punct::kMinus) {
        if (!t.IsMatrix()) return Make(t, b_->Neg(v.id), e->range, v.constant);
        std::vector<ir::InstId> cols;
        for (int c = 0; c < t.columns; ++c) cols.push_back(b_->Neg(b_->Extract(v.id, c)));
        return Make(t, b_->Construct(Ir(t), cols), e->range, v.constant);
    }
    // ++ and -- (section 5.9): add or subtract one; the prefix form gives the new value.
    if (!increment || !Writable(v, e->kids[0]->range, spelling.c_str())) return ErrorValue(e->range);
    Value one = Make(t.IsMatrix() ? Type::Float() : Type::Make(t.base), b_->Splat(Ir(t.IsMatrix() ? Type::Float() : Type::Make(t.base)), 1), e->range, true);
    Value next = BinaryValues(e->op == Punct::kPlusPlus ? Punct::kPlus : Punct::kMinus, v, one, e->range, e->op_range);
    if (next.IsError()) return ErrorValue(e->range);
    StoreTo(*v.place, next.id, e->range);
    return Make(t, e->kind == ExprKind::kPostfix ? v.id : next.id, e->range, false);
}

Value Sema::Assign(const Expr* e) {
    Value lhs = Access(e->kids[0]);
    if (lhs.iface) lhs = Materialize(lhs);
    Value rhs = Expression(e->kids[1]);
    std::string spelling(cfamily::PunctSpelling(e->op));
    if (Reserved(e->op)) {
        Error(e->op_range, "operator '" + spelling + "' is reserved in GLSL " + VersionName());
        return ErrorValue(e->range);
    }
    if (lhs.IsError() || rhs.IsError()) return ErrorValue(e->range);
    if (!Writable(lhs, e->kids[0]->range, "assignment")) return ErrorValue(e->range);
    if (lhs.type.ContainsSampler() || (lhs.type.IsArray() && version_ < 120)) {
        Error(e->op_range, "cannot assign to a value of type '" + TypeName(lhs.type) + "'");
        return ErrorValue(e->range);
    }
    Value result = rhs;
    if (e->op != Punct::kAssign) {
        result = BinaryValues(ArithmeticOf(e->op), lhs, rhs, e->range, e->op_range);
        if (result.IsError()) return ErrorValue(e->range);
    }
    result = ConvertTo(result, lhs.type);
    if (!(result.type == lhs.type)) {
        Error(e->op_range, "cannot assign a value of type '" + TypeName(result.type) + "' to '" + TypeName(lhs.type) + "'");
        return ErrorValue(e->range);
    }
    StoreTo(*lhs.place, result.id, e->range);
    return Make(lhs.type, result.id, e->range, false);
}

}  // namespace tessera::lang::glsl::sema
