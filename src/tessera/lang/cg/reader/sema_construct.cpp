// SPDX-License-Identifier: MIT
// Constructors, casts, initializers and constants ("Vector construction operator", "Matrix
// construction operator", "Type Conversions" (explicit casts), "Constants", "Unsized Arrays").
//
// A constructor `T(args)` takes scalars, vectors and matrices whose components add up to
// T's (a matrix's rows may be given as any mix of scalars and vectors); a single scalar is
// smeared over T (decided in docs/cg.md). A struct's constructor takes one argument per
// field. An initializer `{...}` gives an array, struct, vector or matrix either one
// element per entry (entries may be nested lists) or all scalars flat; an unsized array
// takes its size from it ("it is declared with a concrete (sized) array type").
//
// EvalConstInt is the small constant evaluator array sizes and constant indices need:
// integer constants, + - * / % and unary minus, parentheses, and const variables whose
// initializer is itself constant.
//
// A uniform's initializer (a global's, or an entry parameter's default value) is the value
// the program expects until the application sets it. It is lowered into a scratch function
// like any initializer and folded there by the IR's own constant evaluator, so whatever the
// optimiser folds (constructors, casts, arithmetic, static consts) is a constant here too.
#include "ir/passes/const_eval.h"
#include "lang/cg/reader/sema_impl.h"

namespace tessera::lang::cg::sema {

namespace {

// The value of instruction `id` of a straight-line scratch function, when every
// instruction it depends on folds (the builder appends, so operands come first).
std::optional<std::vector<double>> FoldScratch(ir::TypeTable& types, const ir::Function& f,
                                               ir::InstId id) {
    std::vector<std::optional<std::vector<double>>> values(id.value + 1);
    for (std::uint32_t i = 0; i <= id.value && i < f.insts.size(); ++i) {
        const ir::Instruction& inst = f.insts[i];
        if (inst.op == ir::Op::kConstant) {
            values[i] = inst.literal;
            continue;
        }
        std::vector<const std::vector<double>*> operands;
        for (ir::InstId o : inst.operands)
            if (o.Valid() && o.value < i && values[o.value]) operands.push_back(&*values[o.value]);
        if (!inst.operands.empty() && operands.size() == inst.operands.size())
            values[i] = ir::passes::EvaluateConstant(types, f, inst, operands);
    }
    return values[id.value];
}

ScalarKind KindOfNumber(cfamily::NumberType t) {
    using N = cfamily::NumberType;
    switch (t) {
        case N::kCint: return ScalarKind::kCint;
        case N::kCfloat: return ScalarKind::kCfloat;
        case N::kInt: return ScalarKind::kInt;
        case N::kLong: return ScalarKind::kLong;
        case N::kShort: return ScalarKind::kShort;
        case N::kChar: return ScalarKind::kChar;
        case N::kUnsigned: case N::kUnsignedInt: return ScalarKind::kUInt;
        case N::kUnsignedShort: return ScalarKind::kUShort;
        case N::kUnsignedChar: return ScalarKind::kUChar;
        case N::kUnsignedLong: return ScalarKind::kULong;
        case N::kFloat: return ScalarKind::kFloat;
        case N::kHalf: return ScalarKind::kHalf;
        case N::kFixed: return ScalarKind::kFixed;
        case N::kDouble: return ScalarKind::kDouble;
    }
    return ScalarKind::kCint;
}

}  // namespace

Value Sema::Number(const NumberExpr* e) {
    ScalarKind kind = KindOfNumber(e->value.type);
    Type type = Type::Scalar(kind);
    double value = e->value.is_float ? e->value.real : static_cast<double>(e->value.integer);
    if (IsFloating(kind)) return Make(type, b_->Float(static_cast<float>(value)), e->range);
    if (e->value.integer > 0xFFFFFFFFull)
        Warning(e->range, "integer constant is too large for 32 bits and is truncated");
    return Make(type, b_->Int(static_cast<std::int32_t>(static_cast<std::uint32_t>(e->value.integer))), e->range);
}

std::optional<std::int64_t> Sema::EvalConstInt(const Expr* e) {
    if (lowering_depth_ >= kMaxLoweringDepth) return std::nullopt;  // Expression reports it
    const LoweringLevel level(lowering_depth_);
    switch (e->kind) {
        case ExprKind::kNumber: {
            const auto* n = static_cast<const NumberExpr*>(e);
            if (n->value.is_float) return std::nullopt;
            return static_cast<std::int64_t>(n->value.integer);
        }
        case ExprKind::kUnary: {
            const auto* u = static_cast<const UnaryExpr*>(e);
            auto v = EvalConstInt(u->operand);
            if (!v) return v;
            if (u->op == UnaryOp::kMinus) return -*v;
            if (u->op == UnaryOp::kPlus) return v;
            return std::nullopt;
        }
        case ExprKind::kBinary: {
            const auto* bin = static_cast<const BinaryExpr*>(e);
            auto a = EvalConstInt(bin->lhs);
            auto c = a ? EvalConstInt(bin->rhs) : std::nullopt;
            if (!a || !c) return std::nullopt;
            switch (bin->op) {
                case BinaryOp::kAdd: return *a + *c;
                case BinaryOp::kSub: return *a - *c;
                case BinaryOp::kMul: return *a * *c;
                case BinaryOp::kDiv: return *c ? std::optional<std::int64_t>(*a / *c) : std::nullopt;
                case BinaryOp::kMod: return *c ? std::optional<std::int64_t>(*a % *c) : std::nullopt;
                default: return std::nullopt;
            }
        }
        case ExprKind::kIdentifier: {
            Symbol* s = Lookup(static_cast<const IdentifierExpr*>(e)->name);
            if (!s || s->kind != Symbol::Kind::kVariable || !s->is_const || !s->decl || !s->decl->init ||
                !s->type.IsScalar() || !IsIntegral(s->type.scalar) || expanding_.count(s->decl))
                return std::nullopt;
            if (!CountConstExpansion(e->range, s->decl->name)) return std::nullopt;
            expanding_.insert(s->decl);
            auto v = EvalConstInt(s->decl->init);
            expanding_.erase(s->decl);
            return v;
        }
        default: return std::nullopt;
    }
}

Value Sema::Constructor(const ConstructorExpr* e) {
    Type t = ResolveType(e->type);
    std::vector<Value> args;
    bool bad = t.IsError();
    for (const Expr* a : e->args) {
        args.push_back(Expression(a));
        bad |= args.back().IsError();
    }
    if (bad) return ErrorValue(e->range);
    b_->SetSpan(SpanOf(e->range));
    if (t.IsStruct()) {
        if (t.IsInterface() || args.size() != t.info->fields.size()) {
            Error(e->range, t.IsInterface() ? "an interface cannot be constructed"
                                            : "constructor of '" + TypeName(t) + "' needs " +
                                                  std::to_string(t.info->fields.size()) + " arguments, not " +
                                                  std::to_string(args.size()));
            return ErrorValue(e->range);
        }
        std::vector<ir::InstId> parts;
        for (std::size_t i = 0; i < args.size(); ++i) {
            Value v = Convert(args[i], t.info->fields[i].type, false, args[i].range, "constructor");
            if (v.IsError()) return v;
            parts.push_back(v.id);
        }
        return Make(t, b_->Construct(IrType(t), parts), e->range);
    }
    if (!t.IsNumericShape()) {
        Error(e->range, "'" + TypeName(t) + "' cannot be constructed");
        return ErrorValue(e->range);
    }
    if (t.IsScalar()) {
        if (args.size() != 1) {
            Error(e->range, "constructor of '" + TypeName(t) + "' needs 1 argument");
            return ErrorValue(e->range);
        }
        return Convert(args[0], t, true, e->range);
    }
    if (args.size() == 1 && args[0].type.IsScalar()) return Convert(args[0], t, true, e->range);
    int total = 0;
    std::vector<ir::InstId> parts;
    ir::ScalarKind kind = t.IsMatrix() ? ir::ScalarKind::kFloat : IrScalar(t.scalar);
    for (const Value& a : args) {
        if (!a.type.IsNumericShape()) {
            Error(a.range, "'" + TypeName(a.type) + "' cannot be part of a '" + TypeName(t) + "'");
            return ErrorValue(e->range);
        }
        total += a.type.Components();
        ir::InstId id = a.id;
        if (a.type.IsMatrix()) {
            for (int r = 0; r < a.type.rows; ++r) parts.push_back(b_->Extract(id, r));
            continue;
        }
        if (IrScalar(a.type.scalar) != kind) id = b_->Convert(id, kind);
        parts.push_back(id);
    }
    if (total != t.Components()) {
        Error(e->range, "constructor of '" + TypeName(t) + "' needs " + std::to_string(t.Components()) +
                            " components, not " + std::to_string(total));
        return ErrorValue(e->range);
    }
    return Make(t, b_->Construct(IrType(t), parts), e->range);
}

Value Sema::Cast(const CastExpr* e) {
    Type t = ResolveType(e->type);
    Value v = Expression(e->operand);
    if (t.IsError() || v.IsError()) return ErrorValue(e->range);
    b_->SetSpan(SpanOf(e->range));
    if (t.IsVoid()) return Make(Type::Void(), {}, e->range);
    return Convert(v, t, true, e->range, "cast");
}

Value Sema::Initializer(const Expr* init, Type& type, const char* context) {
    if (init->kind != ExprKind::kInitList) {
        Value v = Expression(init);
        if (type.IsArray() && type.count < 0 && v.type.IsArray()) {
            type = v.type;  // an unsized array takes the size of its initializer
            return v;
        }
        return Convert(v, type, false, init->range, context);
    }
    const auto* list = static_cast<const InitListExpr*>(init);
    if (type.IsError()) {
        for (const Expr* x : list->elements) Expression(x);
        return ErrorValue(init->range);
    }
    if (type.IsArray() && type.count < 0)
        type = Type::Array(*type.element, static_cast<int>(list->elements.size()), type.packed);
    // The element types, one per entry.
    std::vector<Type> elements;
    if (type.IsArray()) elements.assign(type.count, *type.element);
    else if (type.IsStruct()) for (const auto& f : type.info->fields) elements.push_back(f.type);
    else if (type.IsMatrix()) elements.assign(type.rows, Type::Vector(type.scalar, type.columns));
    else if (type.IsVector()) elements.assign(type.columns, Type::Scalar(type.scalar));
    else if (type.IsScalar()) elements.assign(1, type);
    else {
        Error(init->range, "'" + TypeName(type) + "' cannot be initialized with a list");
        return ErrorValue(init->range);
    }
    std::vector<ir::InstId> parts;
    if (list->elements.size() == elements.size()) {
        for (std::size_t i = 0; i < elements.size(); ++i) {
            Type et = elements[i];
            Value v = Initializer(list->elements[i], et, context);
            if (v.IsError()) return ErrorValue(init->range);
            parts.push_back(v.id);
        }
        b_->SetSpan(SpanOf(init->range));
        return Make(type, type.IsScalar() ? parts[0] : b_->Construct(IrType(type), parts), init->range);
    }
    // All scalars flat (vectors and matrices inside count their components).
    const Type* leaf = &type;
    while (leaf->IsArray()) leaf = leaf->element.get();
    int need = 1;
    for (const Type* t = &type; t->IsArray(); t = t->element.get()) need *= t->count;
    need *= leaf->Components();
    int have = 0;
    for (const Expr* x : list->elements) {
        Value v = Expression(x);
        if (v.IsError()) return ErrorValue(init->range);
        if (!v.type.IsNumericShape() || !leaf->IsNumericShape() || x->kind == ExprKind::kInitList) {
            Error(x->range, "initializer entry of type '" + TypeName(v.type) + "' does not fit '" +
                                TypeName(type) + "'");
            return ErrorValue(init->range);
        }
        have += v.type.Components();
        Type as = v.type.WithScalar(leaf->scalar);
        parts.push_back(ConvertIr(v.id, v.type, as));
    }
    if (have != need) {
        Error(init->range, "initializer for '" + TypeName(type) + "' has " + std::to_string(have) +
                               " components, not " + std::to_string(need));
        return ErrorValue(init->range);
    }
    b_->SetSpan(SpanOf(init->range));
    return Make(type, b_->Construct(IrType(type), parts), init->range);
}

Sema::CheckedInitializer Sema::CheckInitializer(const Expr* init, Type& type,
                                                 const char* context) {
    ir::Function scratch;
    ir::Builder builder(module_, scratch);
    ir::Builder* saved_builder = b_;
    b_ = &builder;
    auto saved_scopes = std::move(scopes_);
    scopes_.clear();
    scopes_.push_back(saved_scopes.front());
    Value v = Initializer(init, type, context);
    scopes_ = std::move(saved_scopes);
    b_ = saved_builder;
    CheckedInitializer out;
    out.ok = !v.IsError() && !type.IsError();
    if (out.ok && v.id.Valid()) out.value = FoldScratch(module_.types, scratch, v.id);
    return out;
}

void Sema::KeepUniformDefault(const std::string& name, ir::TypeId type, const SourceRange& range,
                              const CheckedInitializer& init) {
    if (!init.ok) return;
    if (!init.value) {
        // "Syntax for Parameters in Function Definitions": a default value "is an expression
        // that resolves to a constant at compile time"; a global uniform's likewise.
        Error(range, "the initializer of uniform '" + name + "' must be a constant expression");
        return;
    }
    // The writer gives each vector, matrix row, array element and struct field (in the order
    // of the flattened value) a parameter of its own; each is padded as a constant vector is
    // (0, 0, 0, 1), so the API shares the values out four to a parameter.
    std::vector<double> parameters;
    std::size_t at = 0;
    const std::vector<double>& flat = *init.value;
    std::function<bool(ir::TypeId)> keep = [&](ir::TypeId t) {
        const ir::Type& ty = module_.types.Get(t);
        switch (ty.kind) {
            case ir::Type::Kind::kStruct:
                for (const ir::StructField& f : ty.fields)
                    if (!keep(f.type)) return false;
                return true;
            case ir::Type::Kind::kArray:
                for (std::uint32_t i = 0; i < ty.count; ++i)
                    if (!keep(ty.element)) return false;
                return true;
            case ir::Type::Kind::kScalar:
            case ir::Type::Kind::kVector:
            case ir::Type::Kind::kMatrix: {
                const int rows = ty.IsMatrix() ? ty.rows : 1;
                const int width = ty.IsMatrix() ? ty.columns : ty.Width();
                for (int r = 0; r < rows; ++r) {
                    for (int c = 0; c < 4; ++c) {
                        const double pad = c == 3 ? 1.0 : 0.0;
                        parameters.push_back(c < width && at < flat.size() ? flat[at++] : pad);
                    }
                }
                return true;
            }
            default:
                return false;  // samplers take no parameter
        }
    };
    if (keep(type)) uniform_defaults_[name] = std::move(parameters);
}

}  // namespace tessera::lang::cg::sema
