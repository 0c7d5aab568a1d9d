// SPDX-License-Identifier: MIT
// Functions: declaration, overloading by signature and profile, definition (lowering the
// body), and the driver loop over a translation unit ("Function Declarations", "Function
// overloading and optional arguments", "Overloading of Functions by Profile").
//
// Every Cg function becomes one IR function, created when it is first declared so that
// calls before the definition (after a prototype) have an index to name. A member function
// gets its struct as a hidden first `in` parameter named `this`; its fields are found by
// unqualified names inside the body (sema_access.cpp). The IR's vector of functions is
// reserved up front, so a Builder's reference to the function it fills stays valid while
// other functions are declared.
#include <cctype>

#include "lang/cg/reader/sema_impl.h"

namespace tessera::lang::cg {

namespace sema {

namespace {

/// Room for the specializations of functions with interface parameters.
constexpr std::size_t kMaxSpecializations = 256;

std::size_t CountFunctions(const FunctionDecl* f);

// The member functions of `defined` (null: none), with the local structs' in their bodies.
std::size_t CountMembers(const StructDecl* defined) {
    std::size_t n = 0;
    if (defined)
        for (const FunctionDecl* m : defined->methods) n += CountFunctions(m);
    return n;
}

// The member functions of the structs declared in `s` (DefineLocalMember), and of theirs.
std::size_t CountLocalMembers(const Stmt* s) {
    if (!s) return 0;
    std::size_t n = 0;
    switch (s->kind) {
        case StmtKind::kBlock:
            for (const Stmt* inner : static_cast<const BlockStmt*>(s)->statements) n += CountLocalMembers(inner);
            return n;
        case StmtKind::kDecl:
            for (const Decl* d : static_cast<const DeclStmt*>(s)->decls) {
                if (d->kind == DeclKind::kStruct) n += CountMembers(static_cast<const StructDecl*>(d));
                if (d->kind == DeclKind::kVariable)  // `struct S { ... } s;`
                    n += CountMembers(static_cast<const VarDecl*>(d)->type.definition);
            }
            return n;
        case StmtKind::kIf:
            return CountLocalMembers(static_cast<const IfStmt*>(s)->then_branch) +
                   CountLocalMembers(static_cast<const IfStmt*>(s)->else_branch);
        case StmtKind::kFor:
            return CountLocalMembers(static_cast<const ForStmt*>(s)->init) +
                   CountLocalMembers(static_cast<const ForStmt*>(s)->body);
        case StmtKind::kWhile: return CountLocalMembers(static_cast<const WhileStmt*>(s)->body);
        case StmtKind::kDo: return CountLocalMembers(static_cast<const DoStmt*>(s)->body);
        default: return 0;
    }
}

// A function and the member functions of the structs declared in its body.
std::size_t CountFunctions(const FunctionDecl* f) { return 1 + CountLocalMembers(f->body); }

std::size_t CountFunctions(const TranslationUnit& unit) {
    std::size_t n = 0;
    for (const Decl* d : unit.decls) {
        if (d->kind == DeclKind::kFunction) n += CountFunctions(static_cast<const FunctionDecl*>(d));
        if (d->kind == DeclKind::kStruct) n += CountMembers(static_cast<const StructDecl*>(d));
    }
    return n;
}

bool HasFunctionNamed(const ir::Module& module, const std::string& name) {
    for (const ir::Function& f : module.functions)
        if (f.name == name) return true;
    return false;
}

}  // namespace

void Sema::DeclareFunction(const FunctionDecl* decl, const StructInfo* owner) {
    std::uint16_t spec = decl->specifiers;
    if (spec & ~(kInline | kStatic | kExtern))
        Error(decl->name_range, "'" + std::string(spec & kUniform ? "uniform" : spec & kConst ? "const"
                                                  : spec & kVarying ? "varying" : "in/out") +
                                    "' cannot be used on a function");
    if ((spec & kInline) && !decl->body)
        Error(decl->name_range, "'inline' can only be used on a function definition");
    if (!decl->scope.empty() && !owner) {
        auto it = tags_.find(decl->scope);
        if (it == tags_.end()) {
            Error(decl->name_range, "'" + decl->scope + "' is not a struct");
            return;
        }
        owner = it->second;
    }
    FunctionInfo info;
    info.name = decl->name;
    info.decl = decl;
    info.owner = owner;
    info.return_type = ResolveType(decl->return_type);
    if (info.return_type.IsInterface()) {
        // Its struct could depend on the path taken to a return.
        Error(decl->return_type.range, "'" + decl->name + "' cannot return interface type '" +
                                           TypeName(info.return_type) + "': its caller would select the implementation" +
                                           RunTimeChoice());
        info.return_type = Type::Error();
    }
    for (const Name& p : decl->profiles) info.profiles.push_back(p.text);
    bool ok = !info.return_type.IsError();
    for (const ParamDecl* p : decl->params) {
        ParamInfo param;
        param.name = p->name;
        param.decl = p;
        param.type = ResolveType(p->type, true);
        if (!owner && decl->name == options_.entry) param.type = SamplerHint(param.type, true, p->name);
        if (param.type.IsVoid()) {
            Error(p->name_range, "parameter '" + p->name + "' has type 'void'");
            param.type = Type::Error();
        }
        if (p->specifiers & (kExtern | kInline))
            Error(p->name_range, "'" + std::string(p->specifiers & kExtern ? "extern" : "inline") +
                                     "' cannot be used on a parameter");
        else if (p->specifiers & kStatic)
            // crt-royale's helpers take `static const bool vertical`; cgc compiled them.
            Warning(p->name_range, "'static' on a parameter is ignored (cgc accepted it)");
        bool in = p->specifiers & kIn, out = p->specifiers & kOut;
        param.direction = out ? (in ? ir::ParamDirection::kInOut : ir::ParamDirection::kOut)
                              : ir::ParamDirection::kIn;
        param.uniform = p->specifiers & kUniform;
        if (p->init && param.direction != ir::ParamDirection::kIn)
            Error(p->init->range, "only 'in' and 'uniform' parameters can have default values");
        if (param.type.IsSampler() && param.direction != ir::ParamDirection::kIn)
            Error(p->name_range, "a sampler parameter must be 'in'");
        ok &= !param.type.IsError();
        info.params.push_back(param);
    }
    // Find an earlier declaration with the same parameter types and profiles.
    std::string key = owner ? owner->name + "::" + decl->name : decl->name;
    Symbol* existing = scopes_.front().count(key) ? &scopes_.front()[key] : nullptr;
    if (existing && existing->kind != Symbol::Kind::kFunctions) {
        Error(decl->name_range, "redefinition of '" + decl->name + "' as a function");
        return;
    }
    if (existing) {
        for (FunctionInfo* f : existing->functions) {
            if (f->params.size() != info.params.size() || f->profiles != info.profiles) continue;
            bool same = true;
            for (std::size_t i = 0; i < f->params.size(); ++i) same &= f->params[i].type == info.params[i].type;
            if (!same) continue;
            if (!(f->return_type == info.return_type)) {
                Error(decl->name_range, "'" + decl->name + "' redeclared with another return type");
                return;
            }
            if (decl->body && f->definition) {
                Error(decl->name_range, "redefinition of function '" + decl->name + "'");
                Note(f->definition->name_range, "'" + decl->name + "' defined here");
                return;
            }
            if (decl->body) DefineFunction(f, decl);
            return;
        }
    }
    functions_.push_back(std::move(info));
    FunctionInfo* f = &functions_.back();
    // An interface's member functions are only declared: calls through an interface are
    // resolved by specialization (sema_interfaces.cpp), so they have no IR function.
    if (!ok || (owner && owner->is_interface)) f->ir_index = UINT32_MAX;
    else if (!CreateIrFunction(f, key, decl->name_range)) return;
    if (!existing) {
        Symbol s;
        s.kind = Symbol::Kind::kFunctions;
        scopes_.front()[key] = s;
        existing = &scopes_.front()[key];
    }
    existing->functions.push_back(f);
    if (decl->body) DefineFunction(f, decl);
}

bool Sema::CreateIrFunction(FunctionInfo* f, const std::string& key, const SourceRange& range) {
    if (module_.functions.size() + 1 >= module_.functions.capacity()) {  // one for the entry wrapper
        Error(range, "too many functions (with the specializations of functions taking interfaces)");
        f->ir_index = UINT32_MAX;
        return false;
    }
    ir::Function fn;
    fn.name = key;
    for (char& c : fn.name)  // `S::f`, `f_float4[3]`
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    // After the spelling is made an identifier: `S::f` and a function `S__f` are both `S__f`.
    const std::string base = fn.name;
    for (std::size_t n = module_.functions.size(); HasFunctionNamed(module_, fn.name); ++n)
        fn.name = base + "_" + std::to_string(n);
    fn.return_type = IrType(f->return_type);
    fn.span = SpanOf(f->decl->name_range);
    auto add_param = [&](const std::string& name, const Type& t, ir::ParamDirection dir) {
        ir::Parameter p;
        p.name = name;
        p.type = IrType(t);
        p.direction = dir;
        p.var = static_cast<std::uint32_t>(fn.locals.size());
        fn.locals.push_back({name, p.type, fn.span});
        fn.params.push_back(p);
    };
    if (f->owner) add_param("this", Type::Struct(f->owner), ir::ParamDirection::kIn);
    for (const ParamInfo& p : f->params) add_param(p.name, p.type, p.direction);
    f->ir_index = static_cast<std::uint32_t>(module_.functions.size());
    module_.functions.push_back(std::move(fn));
    return true;
}

void Sema::DefineLocalMember(FunctionInfo* info, const FunctionDecl* decl) {
    // Its body is another IR function: the enclosing function's builder, flow and loops are
    // put aside, and of its scopes only the types stay visible (its variables are locals of
    // another function; C++ says the same of a local class's member functions).
    ir::Builder* const b = b_;
    FunctionInfo* const current = current_;
    const semakit::ControlFlow flow = flow_;
    const int branch_depth = branch_depth_, ruled_out_depth = ruled_out_depth_;
    std::vector<LoopInfo> loops = std::move(loops_);
    auto enclosing = SetScopesAside();
    PushScope();
    for (const auto& scope : enclosing)
        for (const auto& [name, symbol] : scope)
            if (symbol.kind == Symbol::Kind::kType) scopes_.back()[name] = symbol;
    b_ = nullptr;
    loops_.clear();
    branch_depth_ = ruled_out_depth_ = 0;
    DefineFunction(info, decl);
    RestoreScopes(std::move(enclosing));
    b_ = b;
    current_ = current;
    flow_ = flow;
    branch_depth_ = branch_depth;
    ruled_out_depth_ = ruled_out_depth;
    loops_ = std::move(loops);
}

void Sema::DefineFunction(FunctionInfo* info, const FunctionDecl* decl) {
    if (b_) {  // a member function of a struct declared in the function being lowered
        DefineLocalMember(info, decl);
        return;
    }
    info->definition = decl;
    if (info->ir_index == UINT32_MAX) return;
    ir::Function& fn = module_.functions[info->ir_index];
    ir::Builder builder(module_, fn);
    b_ = &builder;
    current_ = info;
    flow_.terminated = false;
    flow_.loop_depth = 0;
    PushScope();
    std::uint32_t first = info->owner ? 1 : 0;
    if (info->owner) {
        // The fields of `this` are in scope by their names.
        for (std::size_t i = 0; i < info->owner->fields.size(); ++i) {
            Symbol s;
            s.type = info->owner->fields[i].type;
            s.storage = Symbol::Storage::kLocal;
            s.var = {ir::VarRef::Scope::kLocal, 0};
            s.decl = info->owner->fields[i].decl;
            s.kind = Symbol::Kind::kVariable;
            s.is_const = true;  // `this` is an `in` copy: fields are read-only
            s.field = static_cast<int>(i);
            Declare(info->owner->fields[i].name, decl->name_range, s);
        }
        PushScope();
    }
    for (std::size_t i = 0; i < decl->params.size() && i < info->params.size(); ++i) {
        const ParamDecl* p = decl->params[i];
        Symbol s;
        s.type = info->params[i].type;
        s.storage = Symbol::Storage::kLocal;
        s.var = {ir::VarRef::Scope::kLocal, static_cast<std::uint32_t>(i + first)};
        s.decl = p;
        s.is_const = (p->specifiers & kConst) || s.type.IsSampler();
        if (!p->name.empty()) Declare(p->name, p->name_range, s);
    }
    Block(decl->body, false);
    b_->SetSpan(SpanOf(decl->body->range));
    const Type& result = info->return_type;
    if (flow_.ReturnAtEnd(*b_, result.IsVoid() ? module_.types.Void() : IrType(result)) && !result.IsError())
        Warning(decl->name_range, "control may reach the end of non-void function '" + decl->name + "'");
    if (info->owner) PopScope();
    PopScope();
    b_ = nullptr;
    current_ = nullptr;
}

SemaResult Sema::Run(const TranslationUnit& unit) {
    module_.functions.reserve(CountFunctions(unit) + 2 + kMaxSpecializations);
    module_.stage = VertexProfile() ? ir::Stage::kVertex : ir::Stage::kFragment;
    for (cfamily::FileId id : SpanFiles(sources_)) module_.files.push_back(sources_.File(id).Name());
    for (const Decl* d : unit.decls) {
        switch (d->kind) {
            case DeclKind::kStruct: DeclareStruct(static_cast<const StructDecl*>(d)); break;
            case DeclKind::kTypedef: DeclareTypedef(static_cast<const TypedefDecl*>(d)); break;
            case DeclKind::kVariable:
            case DeclKind::kParameter: DeclareGlobal(static_cast<const VarDecl*>(d)); break;
            case DeclKind::kFunction: DeclareFunction(static_cast<const FunctionDecl*>(d)); break;
        }
    }
    SemaResult result;
    if (!options_.check_only && !diags_.HasErrors()) {
        // The entry: a function of that name whose profile matches, the most specific one.
        Symbol* s = scopes_.front().count(options_.entry) ? &scopes_.front()[options_.entry] : nullptr;
        std::vector<FunctionInfo*> candidates;
        if (s && s->kind == Symbol::Kind::kFunctions) {
            for (int pass = 0; pass < 3 && candidates.empty(); ++pass) {
                for (FunctionInfo* f : s->functions) {
                    bool exact = false, wildcard = false;
                    for (const std::string& p : f->profiles) {
                        exact |= ProfileMatches(p) && p != ProfileWildcard();
                        wildcard |= p == ProfileWildcard();
                    }
                    if ((pass == 0 && exact) || (pass == 1 && wildcard) || (pass == 2 && f->profiles.empty()))
                        if (f->definition) candidates.push_back(f);
                }
            }
        }
        SourceRange start;
        if (!unit.decls.empty()) start = unit.decls.front()->range;
        if (candidates.empty()) {
            diags_.Error(0, 0, "entry function '" + options_.entry + "' is not defined");
        } else if (candidates.size() > 1) {
            Error(candidates[1]->decl->name_range, "entry function '" + options_.entry +
                                                       "' is overloaded; it must be unique");
        } else if (candidates[0]->decl->specifiers & kStatic) {
            Error(candidates[0]->decl->name_range, "a static function cannot be compiled as a program");
        } else if (FunctionInfo* entry = BindEntryInterfaces(candidates[0])) {
            BuildEntry(entry);
            CheckReachedErrors();
            if (!diags_.HasErrors()) PrivatizeGlobals();
            if (!diags_.HasErrors()) RetypeShadowSamplers();
        }
    }
    // A called function that was only declared.
    for (const FunctionInfo& f : functions_)
        if (f.called && !f.definition && !(f.owner && f.owner->is_interface))
            Error(f.decl->name_range, "function '" + f.name + "' is used but never defined");
    result.ok = !diags_.HasErrors();
    result.loops = loops_;
    result.uniform_defaults = uniform_defaults_;
    return result;
}

}  // namespace sema

std::vector<cfamily::FileId> SpanFiles(const cfamily::SourceManager& sources) {
    std::vector<cfamily::FileId> out;
    for (std::size_t i = 0; i < sources.FileCount(); ++i) {
        const std::string& name = sources.File(static_cast<cfamily::FileId>(i)).Name();
        if (!(name.size() > 1 && name.front() == '<' && name.back() == '>'))
            out.push_back(static_cast<cfamily::FileId>(i));
    }
    return out;
}

SemaResult AnalyzeAndLower(const TranslationUnit& unit, const cfamily::SourceManager& sources,
                           const SemaOptions& options, support::DiagnosticList& diagnostics,
                           ir::Module& module) {
    const support::DiagnosticList before = diagnostics;
    auto first = std::make_unique<sema::Sema>(sources, options, diagnostics, module);
    SemaResult result = first->Run(unit);
    if (first->sampler_uses_.empty()) return result;
    // Globals and entry parameters of the base type `sampler` take the type their uses ask
    // for ("a sampler variable must be used in a consistent way throughout the program"):
    // analyse again with those types, so any other use is an error at that use.
    SemaOptions typed = options;
    typed.sampler_kinds = first->sampler_uses_;
    first.reset();
    diagnostics = before;
    module = ir::Module{};
    sema::Sema again(sources, typed, diagnostics, module);
    return again.Run(unit);
}

}  // namespace tessera::lang::cg
