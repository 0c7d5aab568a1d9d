// SPDX-License-Identifier: MIT
// The GLSL checker's driver (sema_impl.h has the design).
//
// Several shaders of a stage are analysed as one program: phase 1 walks each shader's
// declarations in turn, phase 2 lowers each function in its own shader (sema_link.cpp).
//
// Two phases. Phase 1 walks the external declarations in order: structs, globals (their
// initializers are lowered into the entry wrapper, which runs them before main, section
// 4.3), and function signatures. Phase 2 lowers every function body, seeing only what was
// declared before the function (section 4.2.1: a name is visible from its declaration on).
// Phase 2 needs phase 1's full list of mutable globals, because every function gets one
// hidden inout parameter per global.
#include "lang/glsl/reader/sema_impl.h"

#include <functional>

namespace tessera::lang::glsl {

cfamily::FileId MainFile(const cfamily::SourceManager& sources) {
    for (cfamily::FileId id = 0; id < sources.FileCount(); ++id) {
        const std::string& name = sources.File(id).Name();
        if (name != "<built-in>" && name != "<command line>") return id;
    }
    return 0;
}

SemaResult AnalyzeGlsl(const TranslationUnit& unit, const cfamily::SourceManager& sources, const SemaOptions& options,
                       support::DiagnosticList& diagnostics, ir::Module& module) {
    return AnalyzeLinkedGlsl({{&unit, MainFile(sources), options.version}}, sources, options,
                             diagnostics, module);
}

SemaResult AnalyzeLinkedGlsl(const std::vector<LinkedShader>& shaders,
                             const cfamily::SourceManager& sources, const SemaOptions& options,
                             support::DiagnosticList& diagnostics, ir::Module& module) {
    sema::Sema s(sources, options, diagnostics, module);
    return s.Run(shaders);
}

namespace sema {

Sema::Sema(const cfamily::SourceManager& sources, const SemaOptions& options, support::DiagnosticList& diagnostics,
           ir::Module& module)
    : sources_(sources), options_(options), diags_(diagnostics), module_(module), version_(options.version) {}

void Sema::Error(const Range& range, std::string message) {
    diags_.Error(range.location.offset, std::max<std::uint32_t>(range.length, 1), std::move(message));
}

void Sema::Warning(const Range& range, std::string message) {
    diags_.Warning(range.location.offset, std::max<std::uint32_t>(range.length, 1), std::move(message));
}

ir::Span Sema::SpanOf(const Range& range) const {
    if (sources_.FileCount() == 0) return {};
    auto [file, offset] = sources_.Decompose(range.location);
    std::uint32_t index = 0;  // IR file i is shader i's
    for (std::size_t i = 0; i < shaders_.size(); ++i)
        if (shaders_[i].file == file) index = static_cast<std::uint32_t>(i);
    return {index, static_cast<std::uint32_t>(offset), range.length};
}

std::string Sema::VersionName() const {
    return std::to_string(version_ / 100) + "." + std::to_string(version_ % 100);
}

Symbol* Sema::Lookup(const std::string& name) {
    for (std::size_t i = scopes_.size(); i-- > 0;) {
        auto found = scopes_[i].find(name);
        if (found == scopes_[i].end()) continue;
        // Phase 2 sees only the globals declared before the function being lowered.
        if (i == 1 && found->second.order > visible_order_) continue;
        return &found->second;
    }
    return nullptr;
}

Symbol* Sema::Declare(const std::string& name, const Range& range, Symbol symbol) {
    std::map<std::string, Symbol>& scope = scopes_.back();
    auto found = scope.find(name);
    if (found != scope.end()) {
        Error(range, "redeclaration of '" + name + "'");
        return nullptr;
    }
    // Section 4.2.6: built-in functions can be overloaded or redefined only at global scope;
    // a local variable that hides a built-in function is fine, a global one hides it too.
    symbol.range = range;
    symbol.order = scopes_.size() == 2 ? next_order_ : -1;
    symbol.shader = shader_;
    if (scopes_.size() == 2) symbol.qualifiers = declaring_qualifiers_;
    return &scope.emplace(name, std::move(symbol)).first->second;
}

SemaResult Sema::Run(const std::vector<LinkedShader>& shaders) {
    shaders_ = shaders;
    module_.stage = options_.vertex ? ir::Stage::kVertex : ir::Stage::kFragment;
    module_.files.clear();
    for (const LinkedShader& shader : shaders_)
        module_.files.push_back(sources_.FileCount() ? sources_.File(shader.file).Name()
                                                     : "<source>");
    ir::Function wrapper;
    wrapper.name = "main";
    wrapper.return_type = module_.types.Void();
    module_.functions.push_back(std::move(wrapper));
    PushScope();
    DeclareBuiltinVariables();
    PushScope();
    {
        ir::Builder b(module_, module_.functions[0]);
        b_ = &b;
        global_vars_.clear();
        for (std::size_t i = 0; i < globals_.size(); ++i)
            global_vars_.push_back(b.Local(globals_[i].name, Ir(globals_[i].type)));
        for (std::size_t shader = 0; shader < shaders_.size(); ++shader) {
            EnterShader(static_cast<int>(shader));
            for (const ExternalDecl& d : unit_->decls) {
                ++next_order_;
                b.SetSpan(SpanOf(d.range));
                switch (d.kind) {
                    case ExternalDecl::Kind::kStruct:
                        DeclareStruct(d.structure);
                        if (!d.vars.empty())
                            Error(d.range, "a qualifier needs a variable to qualify");
                        break;
                    case ExternalDecl::Kind::kVariables:
                        DeclareGlobals(d);
                        break;
                    case ExternalDecl::Kind::kFunction:
                        DeclareFunction(d.function);
                        break;
                    case ExternalDecl::Kind::kPrecision:
                        break;
                    case ExternalDecl::Kind::kInvariant:
                        RedeclareInvariant(d);
                        break;
                }
            }
        }
        b_ = nullptr;
    }
    ++next_order_;
    const std::vector<ir::VarRef> wrapper_vars = global_vars_;

    // Phase 2: the IR functions (declared and hidden parameters), then their bodies.
    for (FunctionInfo& f : functions_) {
        if (!f.definition) continue;
        f.ir_index = static_cast<std::uint32_t>(module_.functions.size());
        ir::Function fn;
        // IR names are unique: overloads and a user function named like the wrapper differ.
        fn.name = f.name + "_" + std::to_string(module_.functions.size());
        fn.return_type = Ir(f.return_type);
        fn.span = SpanOf(f.definition->name_range);
        for (std::size_t i = 0; i < f.params.size(); ++i) {
            const VarDecl* p = f.param_decls[i];
            std::string name = p->name.empty() ? "_p" + std::to_string(i) : p->name;
            fn.params.push_back({name, Ir(f.params[i]), f.directions[i], static_cast<std::uint32_t>(fn.locals.size()), ""});
            fn.locals.push_back({name, Ir(f.params[i]), SpanOf(p->name_range)});
        }
        for (const MutableGlobal& g : globals_) {
            fn.params.push_back({g.name, Ir(g.type), ir::ParamDirection::kInOut,
                                 static_cast<std::uint32_t>(fn.locals.size()), ""});
            fn.locals.push_back({g.name, Ir(g.type), SpanOf(g.range)});
        }
        module_.functions.push_back(std::move(fn));
    }
    for (FunctionInfo& f : functions_)
        if (f.definition) LowerFunction(&f);

    if (options_.vertex) AssignAttributes();
    // Section 7.2: a shader may write gl_FragColor or gl_FragData, not both.
    if (!options_.vertex && globals_.size() >= 2 && globals_[0].written && globals_[1].written)
        Error(Range{}, "the shader writes both gl_FragColor and gl_FragData");
    FunctionInfo* main = nullptr;
    for (FunctionInfo& f : functions_)
        if (f.name == "main" && f.definition) main = &f;
    ReportUnresolvedCalls(main);
    if (!options_.check_only && !main && !diags_.HasErrors())
        LinkError(Range{}, shaders_.size() > 1 ? "no shader of the stage defines 'main'"
                                               : "the shader has no 'main' function");
    if (!options_.check_only && main && !diags_.HasErrors()) {
        // The call graph must be acyclic (section 6.1: recursion is not allowed).
        std::vector<int> state(module_.functions.size(), 0);
        bool cycle = false;
        std::function<void(std::uint32_t)> visit = [&](std::uint32_t fi) {
            if (state[fi] == 2 || cycle) return;
            if (state[fi] == 1) {
                cycle = true;
                return;
            }
            state[fi] = 1;
            for (const ir::Instruction& inst : module_.functions[fi].insts)
                if (inst.op == ir::Op::kCall) visit(inst.callee);
            state[fi] = 2;
        };
        visit(main->ir_index);
        if (cycle) Error(main->definition->name_range, "recursion is not allowed (GLSL 1.10 section 6.1)");
    }
    if (!options_.check_only && main && !diags_.HasErrors()) {
        std::vector<std::uint64_t> memo(module_.functions.size(), UINT64_MAX);
        constexpr std::uint64_t kMaxInlined = 1'000'000;
        if (InlinedSize(main->ir_index, memo) > kMaxInlined)
            Error(main->definition->name_range, "inlining every call would make this shader more than " +
                                                    std::to_string(kMaxInlined) + " instructions");
    }
    if (!options_.check_only && main && !diags_.HasErrors()) {
        ir::Builder b(module_, module_.functions[0]);
        b.SetSpan(SpanOf(main->definition->name_range));
        global_vars_ = wrapper_vars;
        std::vector<ir::InstId> args;
        for (ir::VarRef v : global_vars_) args.push_back(b.Load(v));
        b.Call(main->ir_index, args, global_vars_);
        StoreOutputs(b);
        b.Return();
    }
    SemaResult r;
    r.ok = !diags_.HasErrors();
    r.loops = loops_;
    r.uniform_defaults = uniform_defaults_;
    r.attributes = attribute_map_;
    r.varyings = varying_map_;
    r.varyings_overflow = varyings_overflow_;
    r.link_failed = link_failed_;
    return r;
}

std::uint64_t Sema::InlinedSize(std::uint32_t function, std::vector<std::uint64_t>& memo) {
    if (memo[function] != UINT64_MAX) return memo[function];
    memo[function] = 0;  // the call graph is acyclic here (checked before)
    std::uint64_t n = 0;
    for (const ir::Instruction& inst : module_.functions[function].insts) {
        n += 1;
        if (inst.op == ir::Op::kCall) n += InlinedSize(inst.callee, memo);
        n = std::min<std::uint64_t>(n, UINT64_MAX / 4);
    }
    return memo[function] = n;
}

std::uint32_t Sema::AddGlobal(const std::string& name, const Type& type, ir::Global::Kind kind,
                              const std::string& semantic, const Range& range) {
    ir::Global g;
    g.name = name;
    g.type = Ir(type);
    g.kind = kind;
    g.semantic = semantic;
    g.span = SpanOf(range);
    module_.globals.push_back(g);
    return static_cast<std::uint32_t>(module_.globals.size() - 1);
}

void Sema::AddLeaves(const std::string& name, const Type& type, ir::Global::Kind kind, const std::string& semantic,
                     const Range& range, std::vector<Leaf>& out) {
    if (type.IsArray()) {
        for (int i = 0; i < std::max(type.array, 1); ++i)
            AddLeaves(name + "[" + std::to_string(i) + "]", type.Element(), kind, semantic, range, out);
        return;
    }
    if (type.IsStruct()) {
        for (const StructInfo::Field& f : type.info->fields)
            AddLeaves(name + "." + f.name, f.type, f.type.IsSampler() ? ir::Global::Kind::kSampler : kind, semantic,
                      range, out);
        return;
    }
    Leaf leaf;
    leaf.global = AddGlobal(name, type, type.IsSampler() ? ir::Global::Kind::kSampler : kind, semantic, range);
    out.push_back(leaf);
}

}  // namespace sema
}  // namespace tessera::lang::glsl
