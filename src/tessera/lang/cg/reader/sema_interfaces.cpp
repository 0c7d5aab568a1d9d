// SPDX-License-Identifier: MIT
// Interfaces and the structs that implement them ("Struct and Interface types", "Type
// Categories": interfaces are dynamic types; "Assignment": an object of dynamic type takes
// on the type of what is assigned to it).
//
// arbfp1 and arbvp1 have no indirect calls, so every interface is resolved at compile time
// by specialization. A function with a parameter of interface type is checked once as
// written (a call through the interface is checked against the interface's declaration and
// gives an undefined value); each call that passes a concrete struct lowers the body again
// with the parameter's type replaced by that struct (one IR function per function and
// struct types), so `x.f()` inside names the struct's own member function. A local of
// interface type takes the struct type of its initializer. A uniform of interface type (an
// entry parameter or a global) is bound to a struct by the caller, as the Cg runtime's
// cgConnectParameter did: CompileOptions::interface_bindings maps its name to the struct.
//
// The other dynamic types take the same path: a parameter that is an unsized array ("take
// on the size of any array assigned to them") or of the base type `sampler` is specialized
// for the argument's type at each call (ConcreteFor). A `sampler` global or entry parameter
// takes the type its lookups ask for: the uses are noted here and AnalyzeAndLower analyses
// the file again with those types.
#include "lang/cg/reader/sema_impl.h"

namespace tessera::lang::cg::sema {

bool Implements(const Type& concrete, const Type& iface) {
    return concrete.IsStruct() && iface.IsInterface() && concrete.info && !concrete.info->is_interface &&
           concrete.info->base == iface.info;
}

std::optional<Type> ConcreteFor(const Type& formal, const Type& actual) {
    if (Implements(actual, formal)) return actual;
    // "Unsized arrays are dynamic typed objects that take on the size of any array assigned
    // to them": the element types are the same (Classify allows no other implicitly).
    if (formal.IsArray() && formal.count < 0 && actual.IsArray() && actual.count >= 0 &&
        Classify(actual, formal) == Conversion::kImplicit)
        return actual;
    // "The base sampler type may be used in any context in which a more specific sampler
    // type is valid": it is the sampler passed.
    if (formal.IsSampler() && formal.sampler == SamplerKind::kGeneric && actual.IsSampler() &&
        actual.sampler != SamplerKind::kGeneric)
        return actual;
    return std::nullopt;
}

void Sema::CheckImplementation(const StructInfo* info, const SourceRange& where) {
    // "must define an implementation member function for every member function declared in
    // the interface type": same name, parameter types and return type.
    for (const FunctionDecl* want : info->base->methods) {
        Symbol* declared = Lookup(info->base->name + "::" + want->name);
        Symbol* defined = Lookup(info->name + "::" + want->name);
        if (!declared || declared->kind != Symbol::Kind::kFunctions) continue;
        for (const FunctionInfo* w : declared->functions) {
            if (w->decl != want) continue;
            bool found = false;
            for (const FunctionInfo* h : defined ? defined->functions : std::vector<FunctionInfo*>{}) {
                bool same = h->params.size() == w->params.size() && h->return_type == w->return_type;
                for (std::size_t i = 0; same && i < h->params.size(); ++i)
                    same = h->params[i].type == w->params[i].type && h->params[i].direction == w->params[i].direction;
                found |= same;
            }
            if (found) continue;
            std::string signature = TypeName(w->return_type) + " " + w->name + "(";
            for (std::size_t i = 0; i < w->params.size(); ++i)
                signature += (i ? ", " : "") + TypeName(w->params[i].type);
            Error(where, "struct '" + info->name + "' does not implement '" + signature + ")' of interface '" +
                             info->base->name + "'");
            Note(want->name_range, "declared here");
        }
    }
}

FunctionInfo* Sema::Specialize(FunctionInfo* f, const std::vector<Type>& params, const SourceRange& range) {
    std::string suffix;
    for (const Type& t : params) suffix += "_" + TypeName(t);
    auto key = std::make_pair(f, suffix);
    if (auto it = specializations_.find(key); it != specializations_.end()) return it->second;
    if (!f->definition) {
        Error(range, "'" + f->name + "' has parameters of dynamic type (interface, unsized array or "
                     "'sampler'), resolved at each call, so it must be defined before it is called");
        return nullptr;
    }
    functions_.push_back(*f);
    FunctionInfo* s = &functions_.back();
    for (std::size_t i = 0; i < params.size(); ++i) s->params[i].type = params[i];
    s->called = false;
    specializations_[key] = s;
    if (!CreateIrFunction(s, module_.functions[f->ir_index].name + suffix, range)) return nullptr;
    // Lower the body again from global scope, then resume the function being lowered. Its
    // diagnostics were reported for the body as written; only a new error is reported.
    auto scopes = std::move(scopes_);
    scopes_.clear();
    scopes_.push_back(scopes.front());
    ir::Builder* b = b_;
    FunctionInfo* current = current_;
    const semakit::ControlFlow flow{flow_.terminated, flow_.loop_depth, {}};
    const std::size_t errors = diags_.ErrorCount();
    ++muted_;
    DefineFunction(s, f->definition);
    --muted_;
    if (diags_.ErrorCount() > errors) {
        std::string types;
        for (const Type& t : params) types += (types.empty() ? "" : ", ") + TypeName(t);
        diags_.Note(range.location.offset, range.length, "in '" + f->name + "' called here with (" + types + ")");
    }
    scopes_ = std::move(scopes);
    b_ = b;
    current_ = current;
    flow_.terminated = flow.terminated;
    flow_.loop_depth = flow.loop_depth;
    return s;
}

FunctionInfo* Sema::SpecializeForArguments(FunctionInfo* f, const std::vector<Value>& args,
                                           const SourceRange& range) {
    std::size_t first = f->owner ? 1 : 0;
    std::vector<Type> params;
    bool any = false;
    for (std::size_t i = 0; i < f->params.size(); ++i) {
        const Type& formal = f->params[i].type;
        std::optional<Type> concrete;
        if (first + i < args.size()) concrete = ConcreteFor(formal, args[first + i].type);
        auto asked = parameter_samplers_.find({f, i});
        if (!concrete && asked != parameter_samplers_.end() && first + i < args.size() && args[first + i].place &&
            args[first + i].type.IsSampler())
            NoteSamplerUse(*args[first + i].place, asked->second);  // a `sampler` passed on
        params.push_back(concrete ? *concrete : formal);
        any |= concrete.has_value();
    }
    return any ? Specialize(f, params, range) : f;
}

Value Sema::CallAbstract(const FunctionInfo* f, std::vector<Value> args, const SourceRange& range) {
    // Only in a body checked as written: each call site lowers a specialization instead.
    for (std::size_t i = 0; i < f->params.size() && i + 1 < args.size(); ++i) {
        if (f->params[i].direction != ir::ParamDirection::kIn) continue;
        if (Convert(args[i + 1], f->params[i].type, false, args[i + 1].range, "argument").IsError())
            return ErrorValue(range);
    }
    if (f->return_type.IsVoid()) return Make(Type::Void(), {}, range);
    return Make(f->return_type, b_->Undef(IrType(f->return_type)), range);
}

Type Sema::BindInterface(const std::string& name, const Type& iface, const SourceRange& range) {
    auto binding = options_.interface_bindings.find(name);
    if (binding == options_.interface_bindings.end()) {
        Error(range, "uniform '" + name + "' has interface type '" + TypeName(iface) +
                         "'; bind it to a struct that implements it (interface binding " + name + "=STRUCT)");
        return Type::Error();
    }
    auto it = tags_.find(binding->second);
    Type bound = it == tags_.end() ? Type::Error() : Type::Struct(it->second);
    if (!Implements(bound, iface)) {
        Error(range, "uniform '" + name + "' is bound to '" + binding->second + "', which is not a struct "
                         "implementing interface '" + TypeName(iface) + "'");
        return Type::Error();
    }
    return bound;
}

FunctionInfo* Sema::BindEntryInterfaces(FunctionInfo* entry) {
    std::vector<Type> params;
    bool any = false;
    for (const ParamInfo& p : entry->params) {
        params.push_back(p.type);
        if (!p.type.IsInterface()) continue;
        any = true;
        if (!p.uniform) {
            Error(p.decl->name_range, "varying parameter '" + p.name + "' cannot have interface type '" +
                                          TypeName(p.type) + "'; declare it 'uniform'");
            continue;
        }
        params.back() = BindInterface(p.name, p.type, p.decl->name_range);
    }
    if (!any || diags_.HasErrors()) return any ? nullptr : entry;
    // The entry's name goes to the wrapper (BuildEntry); the body as written keeps another.
    std::string& generic = module_.functions[entry->ir_index].name;
    generic += "_as_written_" + std::to_string(entry->ir_index);
    return Specialize(entry, params, entry->decl->name_range);
}


void Sema::NoteSamplerUse(const Place& place, SamplerKind kind) {
    if (place.var.scope == ir::VarRef::Scope::kGlobal) {
        sampler_uses_.emplace(std::make_pair(false, module_.globals[place.var.index].name), kind);
        return;
    }
    const std::size_t first = current_ && current_->owner ? 1 : 0;
    if (!current_ || place.var.index < first || place.var.index - first >= current_->params.size()) return;
    const std::size_t param = place.var.index - first;
    parameter_samplers_.emplace(std::make_pair(current_, param), kind);
    if (!current_->owner && current_->name == options_.entry)
        sampler_uses_.emplace(std::make_pair(true, current_->params[param].name), kind);
}

bool Sema::UnresolvedSamplers(const std::vector<Value>& args, const std::vector<Type>& params) {
    bool any = false;
    for (std::size_t i = 0; i < args.size() && i < params.size(); ++i) {
        const Type& a = args[i].type;
        if (!a.IsSampler() || a.sampler != SamplerKind::kGeneric || !params[i].IsSampler() ||
            params[i].sampler == SamplerKind::kGeneric)
            continue;
        if (args[i].place) NoteSamplerUse(*args[i].place, params[i].sampler);
        any = true;
    }
    return any;
}

Type Sema::SamplerHint(const Type& type, bool parameter, const std::string& name) const {
    if (!type.IsSampler() || type.sampler != SamplerKind::kGeneric) return type;
    auto it = options_.sampler_kinds.find({parameter, name});
    return it == options_.sampler_kinds.end() ? type : Type::Sampler(it->second);
}

std::string Sema::RunTimeChoice() const {
    std::string profile = options_.profile.substr(0, options_.profile.find('-'));
    return " at run time, which " + profile + " cannot do (it has no indirect calls)";
}

bool Sema::RejectRunTimeChoice(const Type& a, const Type& b, const SourceRange& range, const std::string& what) {
    // Two structs implementing one interface: which implementation runs would depend on
    // the path taken ("Assignment": the object takes on the type assigned to it).
    if (!a.IsStruct() || !b.IsStruct() || a == b || !a.info->base || a.info->base != b.info->base) return false;
    Error(range, what + " would select the implementation of interface '" + a.info->base->name + "'" +
                     RunTimeChoice());
    return true;
}

}  // namespace tessera::lang::cg::sema
