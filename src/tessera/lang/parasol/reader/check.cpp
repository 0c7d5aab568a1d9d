// SPDX-License-Identifier: MIT
// The checker's module level (see check.h): modules, imports, names, types, terms.
#include "lang/parasol/reader/check_impl.h"

#include "lang/parasol/reader/intrinsics.h"
#include "lang/parasol/reader/names.h"

namespace tessera::lang::parasol {

PType::Kind PType::Element() const {
    if (kind == Kind::kVectorI) return Kind::kInteger;
    if (kind == Kind::kVectorF || kind == Kind::kMatrix) return Kind::kFloat;
    return kind;
}

std::string TypeName(const PType& t) {
    std::string n = std::to_string(t.n);
    switch (t.kind) {
        case PType::Kind::kError: return "<error>";
        case PType::Kind::kBoolean: return "boolean";
        case PType::Kind::kInteger: return "integer";
        case PType::Kind::kFloat: return "float";
        case PType::Kind::kVectorI: return "vector_" + n + "i";
        case PType::Kind::kVectorF: return "vector_" + n + "f";
        case PType::Kind::kMatrix: return "matrix_" + n + "x" + n + "f";
        case PType::Kind::kSampler2D: return "sampler_2d";
        case PType::Kind::kSamplerCube: return "sampler_cube";
        case PType::Kind::kRecord: return t.record->qualified;
    }
    return "";
}

PType BuiltinType(const std::string& name) {
    using K = PType::Kind;
    if (name == "boolean") return PType::Of(K::kBoolean);
    if (name == "integer") return PType::Of(K::kInteger);
    if (name == "float") return PType::Of(K::kFloat);
    if (name == "sampler_2d") return PType::Of(K::kSampler2D);
    if (name == "sampler_cube") return PType::Of(K::kSamplerCube);
    if (name == "matrix_3x3f") return PType::Of(K::kMatrix, 3);
    if (name == "matrix_4x4f") return PType::Of(K::kMatrix, 4);
    if (name.size() == 9 && name.rfind("vector_", 0) == 0 && name[7] >= '2' && name[7] <= '4' &&
        (name[8] == 'f' || name[8] == 'i'))
        return PType::Of(name[8] == 'f' ? K::kVectorF : K::kVectorI, name[7] - '0');
    return PType{};
}

bool Check(std::vector<Unit>& units, Checked& out, Diags& diags) {
    return Checker(units, out, diags).Run();
}

bool Checker::Run() {
    BuildModules();
    for (auto& m : out_.modules) ResolveImports(*m);
    for (auto& m : out_.modules) {
        std::vector<ModuleInfo*> stack;
        CheckImportCycles(*m, stack);
    }
    if (diags_.HasErrors()) return false;  // names cannot be resolved through a cycle
    for (auto& m : out_.modules)
        for (auto& [name, record] : m->types) ResolveRecord(*record);
    for (auto& m : out_.modules)
        for (auto& [name, term] : m->terms) CheckTerm(*term);
    for (auto& m : out_.modules)
        for (auto& [name, shader] : m->shaders) {
            scope_ = Scope{m.get(), {}};
            CheckShader(*shader);
        }
    return !diags_.HasErrors();
}

bool Checker::CheckName(const std::string& name, Pos pos, const char* what, bool module_name) {
    if (auto why = NameRestriction(name, module_name)) {
        diags_.Error(pos, std::string("invalid ") + what + " name '" + name + "': " + *why);
        return false;
    }
    return true;
}

void Checker::BuildModules() {
    for (std::uint32_t u = 0; u < units_.size(); ++u)
        for (ModuleDecl& decl : units_[u].modules) AddModule(decl, u);
}

void Checker::AddModule(ModuleDecl& decl, std::uint32_t unit_index) {
    const Unit& unit = units_[unit_index];
    auto m = std::make_unique<ModuleInfo>();
    m->package = unit.package;
    m->name = decl.name;
    m->qualified = unit.package + "." + decl.name;
    m->decl = &decl;
    m->unit = unit_index;
    m->stdlib = unit.stdlib;
    m->intrinsic = unit.stdlib && m->qualified == kIntrinsicModule;
    if (!unit.stdlib) CheckName(decl.name, decl.pos, "module", true);
    // "Compilation and Execution": the compiler checks for module name collisions.
    if (ModuleInfo* other = out_.by_name.count(m->qualified) ? out_.by_name[m->qualified] : nullptr) {
        diags_.Error(decl.pos, "module '" + m->qualified + "' is declared twice");
        if (!other->stdlib) diags_.Note(other->decl->pos, "the first declaration is here");
        return;
    }
    // Terms, types and shaders each have their own name space within the module.
    for (TermDecl& t : decl.terms) {
        CheckName(t.name, t.pos, t.is_function ? "function" : "value");
        if (!Unique(m->terms, t.name, t.pos, "term", *m)) continue;
        auto info = std::make_unique<TermInfo>();
        info->qualified = m->qualified + "." + t.name;
        info->decl = &t;
        info->module = m.get();
        m->terms[t.name] = std::move(info);
    }
    for (TypeDecl& t : decl.types) {
        CheckName(t.name, t.pos, "type");
        if (!BuiltinType(t.name).IsError())
            diags_.Error(t.pos, "'" + t.name + "' is the name of a basic type");
        if (!Unique(m->types, t.name, t.pos, "type", *m)) continue;
        auto info = std::make_unique<RecordInfo>();
        info->name = t.name;
        info->qualified = m->qualified + "." + t.name;
        info->decl = &t;
        info->module = m.get();
        m->types[t.name] = std::move(info);
    }
    for (ShaderDecl& s : decl.shaders) {
        CheckName(s.name, s.pos, "shader");
        if (!Unique(m->shaders, s.name, s.pos, "shader", *m)) continue;
        m->shaders[s.name] = &s;
    }
    out_.by_name[m->qualified] = m.get();
    out_.modules.push_back(std::move(m));
}

void Checker::ResolveImports(ModuleInfo& m) {
    for (const Import& i : m.decl->imports) {
        std::string target = i.package + "." + i.module;
        if (i.alias != i.module) CheckName(i.alias, i.alias_pos, "module", true);
        auto found = out_.by_name.find(target);
        if (found == out_.by_name.end()) {
            diags_.Error(i.pos, "no module '" + target + "' is declared in the given units");
            continue;
        }
        if (found->second->intrinsic && !m.stdlib) {
            diags_.Error(i.pos, "module '" + target + "' is internal to the standard library");
            continue;
        }
        if (m.imports.count(i.alias)) {
            diags_.Error(i.alias_pos, "the name '" + i.alias + "' is already used by another import "
                                      "(give one of them a different name with 'as')");
            continue;
        }
        m.imports[i.alias] = found->second;
    }
}

// "Modules: Recursion": no module may import itself, directly or through others.
void Checker::CheckImportCycles(ModuleInfo& m, std::vector<ModuleInfo*>& stack) {
    if (m.import_state == VisitState::kDone) return;
    if (m.import_state == VisitState::kActive) {
        std::string cycle = CycleText(stack, &m, [](const ModuleInfo& x) { return x.qualified; });
        ModuleInfo* from = stack.back();
        Pos at = from->decl->pos;
        for (const Import& i : from->decl->imports)
            if (from->imports.count(i.alias) && from->imports[i.alias] == &m) at = i.pos;
        diags_.Error(at, "modules cannot import each other in a cycle: " + cycle);
        return;
    }
    m.import_state = VisitState::kActive;
    stack.push_back(&m);
    for (auto& [alias, target] : m.imports) CheckImportCycles(*target, stack);
    stack.pop_back();
    m.import_state = VisitState::kDone;
}

ModuleInfo* Checker::ModuleOf(const Path& path, ModuleInfo* module) {
    if (path.module.empty()) return module;
    auto found = module->imports.find(path.module);
    if (found != module->imports.end()) return found->second;
    diags_.Error({path.pos.unit, path.pos.offset, static_cast<std::uint32_t>(path.module.size())},
                 "no module is imported as '" + path.module + "'");
    return nullptr;
}

PType Checker::ResolveType(const Path& path, ModuleInfo* module) {
    if (path.module.empty()) {
        PType basic = BuiltinType(path.name);
        if (!basic.IsError()) return basic;
    }
    ModuleInfo* where = ModuleOf(path, module);
    if (!where) return PType{};
    auto found = where->types.find(path.name);
    if (found == where->types.end()) {
        diags_.Error(path.pos, "unknown type '" + path.Text() + "'");
        return PType{};
    }
    RecordInfo& record = *found->second;
    if (record.state == VisitState::kActive) {
        // "Types: Recursion": a record may not contain itself, directly or through others.
        diags_.Error(path.pos, "record types cannot be recursive: " +
                                   CycleText(record_stack_, &record, [](const RecordInfo& r) { return r.name; }));
        return PType{};
    }
    ResolveRecord(record);
    return PType{PType::Kind::kRecord, 1, &record};
}

void Checker::ResolveRecord(RecordInfo& record) {
    if (record.state != VisitState::kUnvisited) return;
    if (record_stack_.size() >= kMaxDependencyDepth) {
        diags_.Error(record.decl->pos, "record types nest more than " + std::to_string(kMaxDependencyDepth) +
                                           " levels deep");
        record.state = VisitState::kDone;
        return;
    }
    record.state = VisitState::kActive;
    record_stack_.push_back(&record);
    for (const Param& f : record.decl->fields) {
        CheckName(f.name, f.pos, "field");
        for (auto& [name, type] : record.fields)
            if (name == f.name) diags_.Error(f.pos, "field '" + f.name + "' is declared twice in record '" + record.name + "'");
        PType type = ResolveType(f.type, record.module);
        if (type.kind == PType::Kind::kSampler2D || type.kind == PType::Kind::kSamplerCube)
            diags_.Error(f.type.pos, "record fields cannot be samplers");
        record.fields.emplace_back(f.name, type);
    }
    record_stack_.pop_back();
    record.state = VisitState::kDone;
}

// Terms are checked depth first from their references (see check.h).
void Checker::CheckTerm(TermInfo& term) {
    if (term.state != VisitState::kUnvisited) return;
    if (term_stack_.size() >= kMaxDependencyDepth) {
        // A bound on the checker's recursion, so hostile input cannot exhaust the stack.
        diags_.Error(term.decl->pos, "terms depend on each other more than " +
                                         std::to_string(kMaxDependencyDepth) + " levels deep");
        term.state = VisitState::kDone;
        return;
    }
    term.state = VisitState::kActive;
    term_stack_.push_back(&term);
    Scope saved = std::move(scope_);
    scope_ = Scope{term.module, {}};
    const TermDecl& d = *term.decl;
    if (d.type) term.type = ResolveType(*d.type, term.module);
    for (const Param& p : d.params) {
        CheckName(p.name, p.pos, "parameter");
        for (std::size_t i = 0; i < term.params.size(); ++i)
            if (d.params[i].name == p.name) diags_.Error(p.pos, "parameter '" + p.name + "' is declared twice");
        term.params.push_back(ResolveType(p.type, term.module));
        scope_.locals.emplace_back(p.name, term.params.back());
    }
    PType body = Expression(*d.body);
    if (!d.type) {
        term.type = body;
    } else if (!body.IsError() && !term.type.IsError() && !(body == term.type)) {
        diags_.Error(d.body->pos, std::string(d.is_function ? "the body of function '" : "value '") + d.name +
                                      "' has type '" + TypeName(body) + "' but is declared '" +
                                      TypeName(term.type) + "'");
    }
    scope_ = std::move(saved);
    term_stack_.pop_back();
    term.state = VisitState::kDone;
    term.module->sorted.push_back(&term);
}

bool FindProgram(const Checked& checked, const std::string& path, ProgramRef& out, std::string& error) {
    auto dot = path.rfind('.');
    auto found = dot == std::string::npos ? checked.by_name.end() : checked.by_name.find(path.substr(0, dot));
    if (found == checked.by_name.end()) {
        error = "no module '" + (dot == std::string::npos ? path : path.substr(0, dot)) +
                "' for program '" + path + "' (give package.Module.program)";
        return false;
    }
    const ModuleInfo& m = *found->second;
    auto shader = m.shaders.find(path.substr(dot + 1));
    if (shader == m.shaders.end() || shader->second->kind != ShaderDecl::Kind::kProgram) {
        error = "module '" + m.qualified + "' declares no program '" + path.substr(dot + 1) + "'";
        return false;
    }
    out.program = shader->second;
    auto find = [&](const Path& p, const ModuleInfo*& where) -> const ShaderDecl* {
        where = p.module.empty() ? &m : m.imports.at(p.module);
        return where->shaders.at(p.name);
    };
    out.vertex = find(out.program->vertex, out.vertex_module);
    out.fragment = find(out.program->fragment, out.fragment_module);
    return true;
}

}  // namespace tessera::lang::parasol
