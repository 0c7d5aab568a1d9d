// SPDX-License-Identifier: MIT
// Names, fields, swizzles and indexing (GLSL 1.10 sections 5.5-5.7), places and stores.
//
// Interface variables (uniforms, varyings, built-in state) are one IR global per leaf
// (scalar, vector, matrix or sampler), named "s.f" and "a[2]" as the API names them. A
// constant path (`lights[1].color`) walks the leaves without loading anything else; any
// other use loads the leaves and constructs the value (Materialize).
//
// ARBfp has no relative addressing, so a non-constant index becomes a chain of selects
// over the elements (reads) or a select per element (writes); after unrolling, a loop
// counter index folds and the selects disappear.
#include "lang/glsl/reader/sema_impl.h"
#include "lang/common/semakit/swizzle.h"

namespace tessera::lang::glsl::sema {

namespace {

std::size_t LeafCount(const Type& t) {
    if (t.IsArray()) return static_cast<std::size_t>(std::max(t.array, 1)) * LeafCount(t.Element());
    if (t.IsStruct()) {
        std::size_t n = 0;
        for (const StructInfo::Field& f : t.info->fields) n += LeafCount(f.type);
        return n;
    }
    return 1;
}

int ElementCount(const Type& t) { return t.IsArray() ? t.array : t.IsMatrix() ? t.columns : t.size; }

Type ElementType(const Type& t) {
    if (t.IsArray()) return t.Element();
    if (t.IsMatrix()) return Type::Float(t.size);
    return Type::Make(t.base);
}

}  // namespace

Value Sema::Identifier(const Expr* e) {
    Symbol* s = Lookup(e->name);
    if (!s) {
        Error(e->range, "'" + e->name + "' is not declared");
        return ErrorValue(e->range);
    }
    if (s->kind == Symbol::Kind::kFunctions) {
        Error(e->range, "function '" + e->name + "' is used as a variable");
        return ErrorValue(e->range);
    }
    if (s->kind == Symbol::Kind::kStruct) {
        Error(e->range, "structure name '" + e->name + "' is used as a variable");
        return ErrorValue(e->range);
    }
    if (!s->unsupported.empty()) {
        Error(e->range, s->unsupported);
        return ErrorValue(e->range);
    }
    // Section 4.1.9: an array sized only by its constant indices (never redeclared with a
    // size) can only be indexed with constants; Index checks the index.
    if (s->unsized_declaration && s->type.IsArray() && !indexing_base_) {
        Error(e->range, UnsizedUse(e->name));
        return ErrorValue(e->range);
    }
    Value v;
    v.type = s->type;
    v.range = e->range;
    switch (s->storage) {
        case Symbol::Storage::kUnbound: return ErrorValue(e->range);
        case Symbol::Storage::kConstant:
            v.id = b_->Constant(Ir(s->type), s->literal);
            v.constant = true;
            v.place = Place{{}, {}, -1, s->read_only};
            return v;
        case Symbol::Storage::kInterface:
            if (s->leaves.empty()) BindBuiltin(*s, e->name);
            v.iface = s;
            v.place = Place{{}, {}, -1, s->read_only};
            return v;
        case Symbol::Storage::kLocal:
            v.id = b_->Load(s->var);
            v.place = Place{s->var, {}, -1, s->read_only};
            return v;
        case Symbol::Storage::kMutableGlobal:
            v.id = b_->Load(global_vars_[s->slot]);
            v.place = Place{global_vars_[s->slot], {}, s->slot, s->read_only};
            return v;
    }
    return v;
}

Value Sema::Materialize(Value v) {
    if (!v.iface) return v;
    std::size_t at = v.leaf;
    v.id = LoadLeaves(v.type, v.iface->leaves, at, v.range);
    v.iface = nullptr;
    return v;
}

ir::InstId Sema::LoadLeaves(const Type& type, const std::vector<Leaf>& leaves, std::size_t& at, const Range& range) {
    if ((type.IsArray() || type.IsStruct()) && type.ContainsSampler()) {
        // The IR constructs no samplers (a texture unit is not a value), so an aggregate
        // holding them is built element by element into an undefined one; once calls are
        // inlined, each sampler a function reads from it folds back to its own global.
        const std::size_t count = type.IsArray() ? static_cast<std::size_t>(type.array) : type.info->fields.size();
        ir::InstId value = b_->Undef(Ir(type));
        for (std::size_t i = 0; i < count; ++i) {
            const Type part = type.IsArray() ? type.Element() : type.info->fields[i].type;
            value = b_->Insert(value, static_cast<std::uint32_t>(i), LoadLeaves(part, leaves, at, range));
        }
        return value;
    }
    if (type.IsArray() || type.IsStruct()) {
        std::vector<ir::InstId> parts;
        if (type.IsArray()) {
            for (int i = 0; i < type.array; ++i) parts.push_back(LoadLeaves(type.Element(), leaves, at, range));
        } else {
            for (const StructInfo::Field& f : type.info->fields) parts.push_back(LoadLeaves(f.type, leaves, at, range));
        }
        return b_->Construct(Ir(type), parts);
    }
    if (at >= leaves.size()) return b_->Undef(Ir(type));
    const Leaf& leaf = leaves[at++];
    if (!leaf.columns.empty()) {  // a matrix varying, one input per column
        std::vector<ir::InstId> columns;
        for (std::uint32_t g : leaf.columns) columns.push_back(b_->Load({ir::VarRef::Scope::kGlobal, g}));
        return b_->Construct(Ir(type), columns);
    }
    if (leaf.global == UINT32_MAX) {
        Error(range, leaf.missing);
        return b_->Undef(Ir(type));
    }
    ir::InstId whole = b_->Load({ir::VarRef::Scope::kGlobal, leaf.global});
    if (leaf.positive) return b_->Binary(ir::Op::kGt, whole, b_->Float(0));
    if (leaf.lanes.empty()) return whole;
    if (leaf.acos_degrees) {
        ir::InstId cosine = b_->Extract(whole, leaf.lanes[0]);
        ir::InstId angle = b_->Intrinsic(ir::Intrinsic::kAcos, module_.types.Float(), {cosine});
        return b_->Mul(angle, b_->Float(static_cast<float>(180.0 / 3.14159265358979323846)));
    }
    return leaf.lanes.size() == 1 ? b_->Extract(whole, leaf.lanes[0]) : b_->Swizzle(whole, leaf.lanes);
}

bool Sema::Writable(const Value& v, const Range& range, const char* what) {
    if (!v.place) {
        Error(range, std::string("the operand of '") + what + "' must be an l-value (a variable, field, element or swizzle)");
        return false;
    }
    if (!v.place->read_only.empty()) {
        Error(range, v.place->read_only);
        return false;
    }
    return true;
}

Value Sema::Member(const Expr* e) {
    Value base = Access(e->kids[0]);
    if (base.IsError()) return base;
    const Type& t = base.type;
    if (e->array_call) {  // 1.20: a.length()
        if (!t.IsArray() || t.array < 0) {
            Error(e->op_range, "'length()' applies only to arrays of known size");
            return ErrorValue(e->range);
        }
        return Make(Type::Int(), b_->Int(t.array), e->range, true);
    }
    if (t.IsStruct()) {
        int k = t.info->Find(e->name);
        if (k < 0) {
            Error(e->op_range, "'" + e->name + "' is not a field of structure '" + t.info->name + "'");
            return ErrorValue(e->range);
        }
        Type ft = t.info->fields[k].type;
        Value v = base;
        v.type = ft;
        v.range = e->range;
        if (base.iface) {
            for (int i = 0; i < k; ++i) v.leaf += LeafCount(t.info->fields[i].type);
            return v;
        }
        v.id = Fold(b_->Extract(base.id, static_cast<std::uint32_t>(k)));
        if (v.place) v.place->steps.push_back({Step::Kind::kIndex, static_cast<std::uint32_t>(k), {}, {}, 0});
        return v;
    }
    base = Materialize(base);
    if (!t.IsVector()) {
        Error(e->op_range, "'" + TypeName(t) + "' has no field '" + e->name + "'");
        return ErrorValue(e->range);
    }
    // Section 5.5: one of the sets xyzw, rgba, stpq; up to four; within the vector's size.
    semakit::SwizzleParse parse = semakit::ParseSwizzle(e->name, t.size);
    using Problem = semakit::SwizzleParse::Problem;
    if (parse.problem == Problem::kNotAComponent || parse.problem == Problem::kMixedSets) {
        Error(e->op_range, parse.problem == Problem::kNotAComponent
                               ? "invalid swizzle '" + e->name + "'"
                               : "swizzle '" + e->name + "' mixes component sets (xyzw, rgba, stpq)");
        return ErrorValue(e->range);
    }
    if (parse.problem == Problem::kOutOfRange) {
        Error(e->op_range, "swizzle '" + e->name + "' selects a component beyond a " + TypeName(t));
        return ErrorValue(e->range);
    }
    if (parse.bad_length) {
        Error(e->op_range, "swizzle '" + e->name + "' has more than four components");
        return ErrorValue(e->range);
    }
    const std::vector<std::uint32_t>& comps = parse.components;
    Value v = base;
    v.type = Type::Make(t.base, static_cast<int>(comps.size()));
    v.range = e->range;
    v.id = Fold(comps.size() == 1 ? b_->Extract(base.id, comps[0]) : b_->Swizzle(base.id, comps));
    if (v.place) {
        v.place->steps.push_back({Step::Kind::kSwizzle, 0, {}, comps, 0});
        if (semakit::RepeatsComponent(v.place->steps.back()) && v.place->read_only.empty())
            v.place->read_only = "swizzle '" + e->name + "' repeats a component and cannot be assigned to";
    }
    return v;
}

std::string Sema::UnsizedUse(const std::string& name) const {
    return "array '" + name + "' has no declared size: before a declaration gives it one, only a "
           "constant index may be used with it";
}

Value Sema::Index(const Expr* e) {
    const Symbol* unsized = nullptr;
    if (e->kids[0]->kind == ExprKind::kIdentifier) {
        indexing_base_ = true;
        if (const Symbol* s = Lookup(e->kids[0]->name); s != nullptr && s->unsized_declaration)
            unsized = s;
    }
    Value base = Access(e->kids[0]);
    indexing_base_ = false;
    Value index = Expression(e->kids[1]);
    if (base.IsError() || index.IsError()) return ErrorValue(e->range);
    const Type& t = base.type;
    if (!(index.type == Type::Int())) {
        Error(e->kids[1]->range, "an index must be a scalar int, not '" + TypeName(index.type) + "'");
        return ErrorValue(e->range);
    }
    if (!t.IsArray() && !t.IsVector() && !t.IsMatrix()) {
        Error(e->op_range, "'" + TypeName(t) + "' cannot be indexed");
        return ErrorValue(e->range);
    }
    int count = ElementCount(t);
    Type et = ElementType(t);
    const ir::Instruction& inst = b_->GetFunction().At(index.id);
    bool is_constant = inst.op == ir::Op::kConstant;
    if (unsized != nullptr && !is_constant) {
        Error(e->range, UnsizedUse(e->kids[0]->name));
        return ErrorValue(e->range);
    }
    Value v = base;
    v.type = et;
    v.range = e->range;
    v.constant = base.constant && index.constant;
    if (is_constant) {
        double k = inst.literal[0];
        if (k < 0 || (count > 0 && k >= count)) {
            Error(e->kids[1]->range, "index " + std::to_string(static_cast<long>(k)) + " is out of range for '" +
                                         TypeName(t) + "'");
            return ErrorValue(e->range);
        }
        std::uint32_t i = static_cast<std::uint32_t>(k);
        // A size a redeclaration gives this array must exceed k (section 4.1.9).
        if (unsized != nullptr)
            Lookup(e->kids[0]->name)->largest_index =
                std::max(unsized->largest_index, static_cast<int>(k));
        if (base.iface && t.IsArray()) {
            v.leaf += i * LeafCount(et);
            return v;
        }
        base = Materialize(base);
        v.iface = nullptr;
        v.id = Fold(b_->Extract(base.id, i));
        if (v.place) v.place->steps.push_back({Step::Kind::kIndex, i, {}, {}, 0});
        return v;
    }
    if (et.ContainsSampler()) {
        // Valid GLSL 1.10, but a texture unit cannot be chosen at run time in ARBfp.
        if (options_.check_only) return Make(et, b_->Undef(Ir(et)), e->range, false);
        Error(e->kids[1]->range, "an array of samplers can only be indexed with a constant expression in "
                                 "ARB_fragment_program (texture units are fixed per instruction)");
        return ErrorValue(e->range);
    }
    // A vertex shader's uniform array read at a run-time index: one DynamicExtract, which
    // the ARBvp writer turns into ARL and relative addressing (ARB_vertex_program 2.14.1.3).
    // Anything else (fragment programs have no address register, a local array lives in
    // temporaries) compares the index with each element.
    const bool relative = options_.vertex && t.IsArray() && IsPlainUniform(base, t);
    base = Materialize(base);
    v.iface = nullptr;
    v.id = relative ? b_->DynamicExtract(base.id, index.id) : SelectIndex(base.id, t, index.id);
    if (v.place) v.place->steps.push_back({Step::Kind::kDynamic, 0, index.id, {}, count});
    return v;
}

bool Sema::IsPlainUniform(const Value& v, const Type& type) const {
    if (v.iface == nullptr) return false;
    const std::size_t end = v.leaf + LeafCount(type);
    if (end > v.iface->leaves.size()) return false;
    for (std::size_t k = v.leaf; k < end; ++k) {
        const Leaf& leaf = v.iface->leaves[k];
        if (leaf.global >= module_.globals.size() || !leaf.lanes.empty() || !leaf.columns.empty()) return false;
        const ir::Global& g = module_.globals[leaf.global];
        if (g.kind != ir::Global::Kind::kUniform || !g.semantic.empty()) return false;
    }
    return true;
}

ir::InstId Sema::SelectIndex(ir::InstId composite, const Type& type, ir::InstId index) {
    int n = ElementCount(type);
    ir::InstId result = b_->Extract(composite, static_cast<std::uint32_t>(n - 1));
    for (int k = n - 2; k >= 0; --k) {
        ir::InstId hit = b_->Binary(ir::Op::kEq, index, b_->Int(k));
        result = b_->Select(hit, b_->Extract(composite, static_cast<std::uint32_t>(k)), result);
    }
    return result;
}

void Sema::StoreTo(const Place& place, ir::InstId value, const Range& range) {
    (void)range;
    if (!place.read_only.empty()) return;
    ir::InstId whole = place.steps.empty() ? value : semakit::StoreThrough(*b_, b_->Load(place.var), place.steps, 0, value);
    b_->Store(place.var, whole);
    if (place.global_slot >= 0) globals_[place.global_slot].written = true;
}

}  // namespace tessera::lang::glsl::sema
