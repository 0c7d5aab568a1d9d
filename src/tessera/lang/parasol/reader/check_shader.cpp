// SPDX-License-Identifier: MIT
// The checker's shaders ("Shaders": vertex, fragment, program).
//
// Tessera's choice where the spec's table of permitted input/output types was lost: inputs
// and outputs are float or vector_2f..vector_4f (what every GLSL version can pass between
// stages and ARBfp can read as a texture coordinate); the `out vertex` output and
// fragment `as N` outputs are vector_4f and `out depth` is float (docs/parasol.md).
#include "lang/parasol/reader/check_impl.h"

#include <set>

namespace tessera::lang::parasol {

namespace {

using K = PType::Kind;

bool IsVaryingType(const PType& t) { return t.kind == K::kFloat || t.kind == K::kVectorF; }

const char* PortWord(Port::Kind kind) {
    switch (kind) {
        case Port::Kind::kParameter: return "parameter";
        case Port::Kind::kInput: return "input";
        default: return "output";
    }
}

}  // namespace

ShaderDecl* Checker::LookupShader(const Path& path, ModuleInfo* module, ShaderDecl::Kind kind,
                                  ModuleInfo** where) {
    ModuleInfo* m = ModuleOf(path, module);
    if (!m) return nullptr;
    auto found = m->shaders.find(path.name);
    const char* word = kind == ShaderDecl::Kind::kVertex ? "vertex" : "fragment";
    if (found == m->shaders.end()) {
        diags_.Error(path.pos, std::string("unknown ") + word + " shader '" + path.Text() + "'");
        return nullptr;
    }
    if (found->second->kind != kind) {
        diags_.Error(path.pos, "'" + path.Text() + "' is not a " + word + " shader");
        return nullptr;
    }
    if (where) *where = m;
    return found->second;
}

void Checker::CheckPorts(ShaderDecl& s) {
    bool vertex = s.kind == ShaderDecl::Kind::kVertex;
    int main_outputs = 0, depth_outputs = 0;
    std::set<std::string> names;
    std::set<std::int64_t> indices;
    for (const Port& p : s.ports) {
        CheckName(p.name, p.pos, PortWord(p.kind));
        if (!names.insert(p.name).second)
            diags_.Error(p.pos, "'" + p.name + "' is already declared as an input, output or parameter of this shader");
        PType t = ResolveType(p.type, scope_.module);
        s.port_types.push_back(t);
        if (t.IsError()) continue;
        std::string bad;
        switch (p.kind) {
            case Port::Kind::kParameter: break;
            case Port::Kind::kInput:
            case Port::Kind::kOutput:
                if (!IsVaryingType(t)) bad = "float or vector_2f to vector_4f";
                if (!vertex && p.kind == Port::Kind::kOutput) {
                    if (t != PType::Of(K::kVectorF, 4)) bad = "vector_4f";
                    if (p.index < 0) diags_.Error(p.index_pos, "output indices start at 0");
                    else if (!indices.insert(p.index).second)
                        diags_.Error(p.index_pos, "output index " + std::to_string(p.index) + " is already used");
                }
                break;
            case Port::Kind::kOutputVertex:
                if (++main_outputs > 1) diags_.Error(p.pos, "a vertex shader has exactly one 'out vertex' output");
                if (t != PType::Of(K::kVectorF, 4)) bad = "vector_4f";
                break;
            case Port::Kind::kOutputDepth:
                if (++depth_outputs > 1) diags_.Error(p.pos, "a fragment shader has at most one 'out depth' output");
                if (t != PType::Of(K::kFloat)) bad = "float";
                break;
        }
        if (!bad.empty())
            diags_.Error(p.type.pos, std::string("this ") + PortWord(p.kind) + " must be " + bad + ", not '" +
                                         TypeName(t) + "'");
        if (p.kind == Port::Kind::kParameter || p.kind == Port::Kind::kInput) scope_.locals.emplace_back(p.name, t);
    }
    if (vertex && main_outputs == 0)
        diags_.Error(s.pos, "vertex shader '" + s.name + "' needs exactly one 'out vertex' output (the position)");
}

void Checker::CheckShader(ShaderDecl& s) {
    if (s.checked) return;
    s.checked = true;
    if (s.kind == ShaderDecl::Kind::kProgram) {
        CheckProgram(s);
        return;
    }
    in_vertex_shader_ = s.kind == ShaderDecl::Kind::kVertex;
    CheckPorts(s);
    for (ShaderLocal& l : s.locals) {
        if (!l.is_discard) {
            LocalValue(l.value);
            continue;
        }
        PType c = Expression(*l.condition);
        if (!c.IsError() && c.kind != K::kBoolean)
            diags_.Error(l.condition->pos, "the condition of 'discard' must be boolean, not '" + TypeName(c) + "'");
    }
    // Exactly one assignment for each output, of the output's type.
    std::set<std::string> assigned;
    for (OutputAssign& a : s.outputs) {
        std::size_t port = s.ports.size();
        for (std::size_t i = 0; i < s.ports.size(); ++i)
            if (s.ports[i].name == a.name && s.ports[i].kind != Port::Kind::kParameter &&
                s.ports[i].kind != Port::Kind::kInput)
                port = i;
        if (port == s.ports.size()) {
            diags_.Error(a.pos, "'" + a.name + "' is not an output of shader '" + s.name + "'");
            continue;
        }
        if (!assigned.insert(a.name).second) diags_.Error(a.pos, "output '" + a.name + "' is assigned twice");
        const PType* local = a.term.module.empty() ? LookupLocal(a.term.name) : nullptr;
        if (local) {
            a.type = *local;
        } else {
            bool is_intrinsic = false;
            a.term_info = LookupTerm(a.term, is_intrinsic);
            if (!a.term_info) continue;
            if (a.term_info->decl->is_function) {
                diags_.Error(a.term.pos, "'" + a.term.Text() + "' is a function; outputs take values");
                continue;
            }
            a.type = a.term_info->type;
            if (a.term_info->fragment_only) NoteFragmentOnly(a.term.pos, a.term.Text());
        }
        const PType& want = s.port_types[port];
        if (!a.type.IsError() && !want.IsError() && !(a.type == want))
            diags_.Error(a.term.pos, "output '" + a.name + "' has type '" + TypeName(want) + "' but '" +
                                         a.term.Text() + "' has type '" + TypeName(a.type) + "'");
    }
    for (const Port& p : s.ports)
        if (p.kind != Port::Kind::kParameter && p.kind != Port::Kind::kInput && !assigned.count(p.name))
            diags_.Error(p.pos, "output '" + p.name + "' of shader '" + s.name + "' is never assigned");
    in_vertex_shader_ = false;
}

// "Programs: Compatibility": every fragment input matches a vertex output by name and type;
// parameters of both shaders with one name have one type.
void Checker::CheckProgram(ShaderDecl& program) {
    ModuleInfo* vm = nullptr;
    ModuleInfo* fm = nullptr;
    ShaderDecl* v = LookupShader(program.vertex, scope_.module, ShaderDecl::Kind::kVertex, &vm);
    ShaderDecl* f = LookupShader(program.fragment, scope_.module, ShaderDecl::Kind::kFragment, &fm);
    if (!v || !f) return;
    // The shaders' own checks fill port_types; check them first if they have not run yet.
    for (auto [shader, module] : {std::pair{v, vm}, std::pair{f, fm}}) {
        if (shader->checked) continue;
        Scope saved = std::move(scope_);
        scope_ = Scope{module, {}};
        CheckShader(*shader);
        scope_ = std::move(saved);
    }
    if (v->port_types.size() != v->ports.size() || f->port_types.size() != f->ports.size()) return;
    auto find = [](const ShaderDecl* s, const std::string& name, bool want_param) -> int {
        for (std::size_t i = 0; i < s->ports.size(); ++i) {
            bool is_param = s->ports[i].kind == Port::Kind::kParameter;
            bool is_output = s->ports[i].kind == Port::Kind::kOutput || s->ports[i].kind == Port::Kind::kOutputVertex;
            if (s->ports[i].name == name && (want_param ? is_param : is_output)) return static_cast<int>(i);
        }
        return -1;
    };
    for (std::size_t i = 0; i < f->ports.size(); ++i) {
        const Port& p = f->ports[i];
        if (p.kind != Port::Kind::kInput && p.kind != Port::Kind::kParameter) continue;
        bool param = p.kind == Port::Kind::kParameter;
        int o = find(v, p.name, param);
        if (o < 0) {
            if (!param)
                diags_.Error(program.fragment.pos, "fragment input '" + p.name + "' of '" + f->name +
                                                       "' is not an output of vertex shader '" + v->name + "'");
            continue;
        }
        if (v->port_types[o] != f->port_types[i])
            diags_.Error(program.fragment.pos,
                         std::string(param ? "parameter '" : "fragment input '") + p.name + "' has type '" +
                             TypeName(f->port_types[i]) + "' in '" + f->name + "' but '" +
                             TypeName(v->port_types[o]) + "' in '" + v->name + "'");
    }
}

}  // namespace tessera::lang::parasol
