// SPDX-License-Identifier: MIT
// Names and access paths: identifiers, fields, swizzles, write masks, matrix swizzles and
// indexing ("Vector swizzle operator", "Matrix swizzle operator", "The write-mask
// operator", "Arrays and Subscripting").
//
// What `.name` means depends on the type on its left: a field of a struct, a swizzle of a
// vector or scalar (xyzw, rgba or stpq, one set only), a matrix swizzle of a matrix
// (`_m00`, zero-based, or `_11`, one-based, never mixed), or `.length` of an array.
//
// An lvalue is a Place: a variable and the path of steps through it. Reading it is a load
// and a chain of extracts and swizzles; writing it is load-modify-store: StoreThrough
// rebuilds the variable's value from the inside out with inserts, so `a[i].xz = v` is
// one load, the inserts, one store. A dynamic index in a store becomes a select per
// element (arbfp1 cannot index at run time anyway; unrolling makes most indices constant).
#include "lang/cg/reader/sema_impl.h"
#include "lang/common/semakit/swizzle.h"

namespace tessera::lang::cg::sema {

bool Sema::CountConstExpansion(const SourceRange& use, const std::string& name) {
    if (++const_expansions_ <= kMaxConstExpansions) return true;
    if (!std::exchange(lowering_limit_reported_, true))
        Error(use, "the initializers of const globals were expanded more than " +
                       std::to_string(kMaxConstExpansions) + " times, here at '" + name +
                       "' (each use expands them again: does one initializer use another several times?)");
    return false;
}

Value Sema::Identifier(const IdentifierExpr* e) {
    Symbol* s = Lookup(e->name);
    if (!s && e->name == "glstate") {
        Error(e->range, "'glstate' is Cg's GL state; name a whole item of it, such as "
                        "glstate.matrix.mvp or glstate.light[0].diffuse");
        return ErrorValue(e->range);
    }
    if (!s) {
        UndeclaredName(e->range, "undeclared identifier '" + e->name + "'");
        return ErrorValue(e->range);
    }
    if (s->kind == Symbol::Kind::kType) {
        Error(e->range, "'" + e->name + "' is a type, not a value");
        return ErrorValue(e->range);
    }
    if (s->kind == Symbol::Kind::kFunctions) {
        Error(e->range, "'" + e->name + "' is a function; call it with arguments");
        return ErrorValue(e->range);
    }
    if (s->type.IsError()) return ErrorValue(e->range);
    switch (s->storage) {
        case Symbol::Storage::kUnbound: return ErrorValue(e->range);
        case Symbol::Storage::kConstant: {
            // A const global: its initializer, lowered here in global scope.
            if (!s->decl->init) return Make(s->type, b_->Undef(IrType(s->type)), e->range);
            if (expanding_.count(s->decl)) {
                Error(e->range, "'" + e->name + "' is used in its own initializer");
                return ErrorValue(e->range);
            }
            if (!CountConstExpansion(e->range, e->name)) return ErrorValue(e->range);
            expanding_.insert(s->decl);
            auto inner = SetScopesAside();
            Type type = s->type;
            Value v = Initializer(s->decl->init, type, "initializer");
            RestoreScopes(std::move(inner));
            expanding_.erase(s->decl);
            Value out = Make(type, v.id, e->range);
            if (v.IsError()) out.type = Type::Error();
            out.place = Place{};
            out.place->read_only = "cannot assign to the const global '" + e->name + "'";
            return out;
        }
        default: break;
    }
    Value v;
    v.range = e->range;
    v.type = s->type;
    Place p;
    p.var = s->var;
    if (s->field >= 0) {
        // A field of `this` in a member function.
        ir::InstId self = b_->Load(s->var);
        v.id = b_->Extract(self, static_cast<std::uint32_t>(s->field));
        p.steps.push_back({Step::Kind::kIndex, static_cast<std::uint32_t>(s->field), {}, {}, 0});
        p.read_only = "cannot assign to '" + e->name + "': a member function's fields are read-only";
    } else {
        v.id = b_->Load(s->var);
        if (s->is_const)
            p.read_only = "cannot assign to '" + e->name + "', which is const";
    }
    v.place = std::move(p);
    return v;
}

bool Sema::ParseSwizzle(const std::string& name, int width, std::vector<std::uint32_t>& out,
                        std::string& error) const {
    semakit::SwizzleParse p = semakit::ParseSwizzle(name, width);
    using Problem = semakit::SwizzleParse::Problem;
    if (p.bad_length) {
        error = "a swizzle has 1 to 4 components, not " + std::to_string(name.size());
        return false;
    }
    const std::string bad(1, p.bad);
    switch (p.problem) {
        case Problem::kNone: out = std::move(p.components); return true;
        // Not a swizzle at all: the caller's message.
        case Problem::kNotAComponent:
            error = p.bad_at == 0 ? "" : "'" + bad + "' is not a swizzle component";
            return false;
        case Problem::kMixedSets:
            error = "swizzle '" + name + "' mixes the component sets xyzw, rgba and stpq";
            return false;
        case Problem::kOutOfRange:
            error = "swizzle component '" + bad + "' is out of range for a value of " + std::to_string(width) +
                    (width == 1 ? " component" : " components");
            return false;
    }
    return false;
}

bool Sema::ParseMatrixSwizzle(const std::string& name, int rows, int columns,
                              std::vector<std::uint32_t>& out, std::string& error) const {
    // ._mRC (zero-based) or ._RC (one-based), repeated, not mixed.
    out.clear();
    std::size_t i = 0;
    int based = -1;
    while (i < name.size()) {
        if (name[i] != '_') return false;
        ++i;
        int form = i < name.size() && name[i] == 'm' ? 0 : 1;
        if (form == 0) ++i;
        if (based >= 0 && based != form) {
            error = "matrix swizzle '" + name + "' mixes zero-based (_m) and one-based (_) elements";
            return false;
        }
        based = form;
        if (i + 2 > name.size() || !isdigit(static_cast<unsigned char>(name[i])) ||
            !isdigit(static_cast<unsigned char>(name[i + 1])))
            return false;
        int r = name[i] - '0' - form, c = name[i + 1] - '0' - form;
        i += 2;
        if (r < 0 || c < 0 || r >= rows || c >= columns) {
            error = "matrix element '" + name.substr(i - 2 - (form == 0 ? 2 : 1), form == 0 ? 4 : 3) +
                    "' is out of range for a " + std::to_string(rows) + "x" + std::to_string(columns) +
                    " matrix";
            return false;
        }
        out.push_back(static_cast<std::uint32_t>(r));
        out.push_back(static_cast<std::uint32_t>(c));
    }
    if (out.empty() || out.size() > 8) {
        error = "a matrix swizzle has 1 to 4 elements";
        return false;
    }
    return true;
}

Value Sema::Member(const MemberExpr* e) {
    if (std::optional<Value> state = GlState(e)) return *state;
    Value base = Expression(e->base);
    if (base.IsError()) return ErrorValue(e->range);
    b_->SetSpan(SpanOf(e->range));
    const Type& t = base.type;
    auto extend = [&](Value& out, Step step) {
        if (base.place) {
            out.place = base.place;
            out.place->steps.push_back(std::move(step));
        }
    };
    if (t.IsStruct()) {
        int field = t.info->FieldIndex(e->name);
        if (field < 0) {
            Error(e->name_range, "'" + TypeName(t) + "' has no member '" + e->name + "'");
            return ErrorValue(e->range);
        }
        Value v = Make(t.info->fields[field].type, b_->Extract(base.id, static_cast<std::uint32_t>(field)), e->range);
        extend(v, {Step::Kind::kIndex, static_cast<std::uint32_t>(field), {}, {}, {}});
        return v;
    }
    if (t.IsArray() && e->name == "length") {
        // An unsized parameter in a body checked as written: each call lowers the body
        // again with the argument's size (sema_interfaces.cpp), so the value is never used.
        if (t.count < 0) return Make(Type::Scalar(ScalarKind::kCint), b_->Undef(IrType(Type::Scalar(ScalarKind::kCint))), e->range);
        return Make(Type::Scalar(ScalarKind::kCint), b_->Int(t.count), e->range);
    }
    std::vector<std::uint32_t> comps;
    std::string error;
    if (t.IsMatrix()) {
        if (!ParseMatrixSwizzle(e->name, t.rows, t.columns, comps, error)) {
            Error(e->name_range, error.empty() ? "'" + e->name + "' is not a matrix swizzle" : error);
            return ErrorValue(e->range);
        }
        std::vector<ir::InstId> parts;
        for (std::size_t i = 0; i < comps.size(); i += 2)
            parts.push_back(b_->Extract(b_->Extract(base.id, comps[i]), comps[i + 1]));
        int n = static_cast<int>(parts.size());
        Type type = n == 1 ? Type::Scalar(t.scalar) : Type::Vector(t.scalar, n);
        Value v = Make(type, n == 1 ? parts[0] : b_->Construct(IrType(type), parts), e->range);
        extend(v, {Step::Kind::kMatrixSwizzle, 0, {}, comps, {}});
        return v;
    }
    if (t.IsScalar() || t.IsVector()) {
        int width = t.IsScalar() ? 1 : t.columns;
        if (!ParseSwizzle(e->name, width, comps, error)) {
            Error(e->name_range, error.empty() ? "'" + e->name + "' is not a swizzle of '" + TypeName(t) + "'"
                                               : error);
            return ErrorValue(e->range);
        }
        int n = static_cast<int>(comps.size());
        // "If only one swizzle character is specified, the result is a scalar."
        Type type = n == 1 ? Type::Scalar(t.scalar) : Type::Vector(t.scalar, n);
        ir::InstId id;
        if (t.IsScalar()) id = n == 1 ? base.id : b_->Swizzle(base.id, comps);
        else if (n == 1) id = b_->Extract(base.id, comps[0]);
        else id = b_->Swizzle(base.id, comps);
        Value v = Make(type, id, e->range);
        if (!t.IsScalar() || base.place) extend(v, {Step::Kind::kSwizzle, 0, {}, comps, {}});
        return v;
    }
    Error(e->name_range, "'" + TypeName(t) + "' has no member '" + e->name + "'");
    return ErrorValue(e->range);
}

Value Sema::Index(const IndexExpr* e) {
    if (std::optional<Value> state = GlState(e)) return *state;
    Value base = Expression(e->base);
    Value index = Expression(e->index);
    if (base.IsError() || index.IsError()) return ErrorValue(e->range);
    b_->SetSpan(SpanOf(e->range));
    const Type& t = base.type;
    Type element;
    int count = 0;
    if (t.IsArray()) element = *t.element, count = t.count;
    else if (t.IsMatrix()) element = Type::Vector(t.scalar, t.columns), count = t.rows;  // m[i] is row i
    else if (t.IsVector()) element = Type::Scalar(t.scalar), count = t.columns;
    else {
        Error(e->base->range, "'" + TypeName(t) + "' cannot be indexed");
        return ErrorValue(e->range);
    }
    if (!index.type.IsScalar() || !IsIntegral(index.type.scalar)) {
        if (index.type.IsScalar() && IsFloating(index.type.scalar)) {
            index = Convert(index, Type::Scalar(ScalarKind::kInt), true, e->index->range);
        } else {
            Error(e->index->range, "an index must be an integer, not '" + TypeName(index.type) + "'");
            return ErrorValue(e->range);
        }
    }
    Value v;
    v.range = e->range;
    v.type = element;
    Step step;
    std::optional<std::int64_t> k = EvalConstInt(e->index);
    if (k && (*k < 0 || (count >= 0 && *k >= count))) {
        Error(e->index->range, "index " + std::to_string(*k) + " is out of range for '" + TypeName(t) + "'");
        return ErrorValue(e->range);
    }
    if (t.IsArray() && t.count < 0) {
        // An unsized parameter in a body checked as written (see `.length`): no element is
        // read, and a store through it changes nothing (StoreThrough visits no element).
        v.id = b_->Undef(IrType(element));
        step.kind = Step::Kind::kDynamic;
        step.dynamic = ConvertIr(index.id, index.type, Type::Scalar(ScalarKind::kInt));
    } else if (k) {
        v.id = b_->Extract(base.id, static_cast<std::uint32_t>(*k));
        step.kind = Step::Kind::kIndex;
        step.index = static_cast<std::uint32_t>(*k);
    } else {
        ir::InstId i = ConvertIr(index.id, index.type, Type::Scalar(ScalarKind::kInt));
        v.id = b_->DynamicExtract(base.id, i);
        step.kind = Step::Kind::kDynamic;
        step.dynamic = i;
        step.count = count;
    }
    if (base.place) {
        v.place = base.place;
        v.place->steps.push_back(step);
    }
    return v;
}

void Sema::StoreTo(const Place& place, ir::InstId value, const SourceRange& range) {
    // Write masks: "a component cannot be repeated".
    if (semakit::PathRepeatsComponent(place.steps)) {
        Error(range, "a write mask cannot repeat a component");
        return;
    }
    NoteGlobalWrite(place.var);
    if (place.steps.empty()) {
        b_->Store(place.var, value);
        return;
    }
    ir::InstId whole = b_->Load(place.var);
    b_->Store(place.var, semakit::StoreThrough(*b_, whole, place.steps, 0, value));
}

}  // namespace tessera::lang::cg::sema
