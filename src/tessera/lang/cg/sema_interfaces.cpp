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
#include "lang/cg/sema_impl.h"

namespace tessera::lang::cg::sema {

bool Implements(const Type& concrete, const Type& iface) {
    return concrete.IsStruct() && iface.IsInterface() && concrete.info && !concrete.info->is_interface &&
           concrete.info->base == iface.info;
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
        Error(range, "'" + f->name + "' takes an interface and must be defined before it is called");
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
    bool terminated = terminated_;
    int depth = loop_depth_;
    ++muted_;
    DefineFunction(s, f->definition);
    --muted_;
    scopes_ = std::move(scopes);
    b_ = b;
    current_ = current;
    terminated_ = terminated;
    loop_depth_ = depth;
    return s;
}

FunctionInfo* Sema::SpecializeForArguments(FunctionInfo* f, const std::vector<Value>& args,
                                           const SourceRange& range) {
    std::size_t first = f->owner ? 1 : 0;
    std::vector<Type> params;
    bool any = false;
    for (std::size_t i = 0; i < f->params.size(); ++i) {
        const Type& formal = f->params[i].type;
        bool concrete = first + i < args.size() && Implements(args[first + i].type, formal);
        params.push_back(concrete ? args[first + i].type : formal);
        any |= concrete;
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

}  // namespace tessera::lang::cg::sema
