// SPDX-License-Identifier: MIT
// The reflection of a Cg entry written as GLSL, from the IR rather than from the ARB writer:
// the GLSL text exists even where an ARB program could not be made (a limit of arbfp1, a
// POSITION member in a fragment input), and cgc's `//var` lines list every variable of the
// source, referenced or not.
//
// One Variable per global of the front end's module, in its order (the source's globals,
// then the entry's parameters, then its return value); a struct varying or uniform is
// listed field by field (`IN.video_size`), as cgc listed it. `referenced` says whether the
// lowered entry reads or writes it (lang::glsl::ReferencedGlobals).
#include <functional>
#include <map>
#include <set>

#include "api/frontends.h"

namespace tessera::api_detail {

namespace {

VariableKind KindOf(ir::Global::Kind kind) {
    switch (kind) {
        case ir::Global::Kind::kInput:
            return VariableKind::kAttribute;
        case ir::Global::Kind::kOutput:
            return VariableKind::kOutput;
        case ir::Global::Kind::kUniform:
            return VariableKind::kUniform;
        case ir::Global::Kind::kSampler:
            return VariableKind::kSampler;
    }
    return VariableKind::kUniform;
}

// How many program parameters (ARB's count: one per vector, matrix row, array element).
int ParameterCount(const ir::TypeTable& types, ir::TypeId id) {
    const ir::Type& t = types.Get(id);
    if (t.IsMatrix()) return t.rows;
    if (t.kind == ir::Type::Kind::kArray)
        return static_cast<int>(t.count) * ParameterCount(types, t.element);
    return 1;
}

struct Reflector {
    const ir::Module& front;
    const EntryParameters& entry;
    const std::map<std::string, std::string>& glsl_names;
    const std::map<std::string, std::string>& given;  ///< semantics the writer gave
    const std::set<std::string>& referenced;
    std::vector<Variable>& out;

    void Add(const ir::Global& g, const std::string& path, ir::TypeId type,
             const std::string& semantic, bool referenced_above) {
        const ir::Type& t = front.types.Get(type);
        const bool used = referenced_above || referenced.count(path);
        if (t.kind == ir::Type::Kind::kStruct && semantic.empty()) {
            for (const ir::StructField& f : t.fields)
                Add(g, path + "." + f.name, f.type, f.semantic, used);
            return;
        }
        Variable v;
        v.kind = t.kind == ir::Type::Kind::kSampler ? VariableKind::kSampler : KindOf(g.kind);
        v.name = path;
        v.type = front.types.Name(type);
        v.semantic = semantic;
        if (auto it = given.find(path); semantic.empty() && it != given.end()) v.semantic = it->second;
        v.ordinal = entry.OrdinalOf(g.name);
        v.entry_parameter = v.ordinal >= 0;
        v.referenced = used;
        auto it = glsl_names.find(path);
        if (it != glsl_names.end()) v.binding = it->second;
        if (v.kind == VariableKind::kUniform) v.parameter_count = ParameterCount(front.types, type);
        out.push_back(std::move(v));
    }
};

}  // namespace

void ReflectGlsl(const ir::Module& front, const ir::Module& lowered, const EntryParameters& entry,
                 const lang::glsl::GlslWriteResult& written, CompileResult& result) {
    std::map<std::string, std::string> glsl_names, given;
    for (const lang::glsl::GlslInterfaceName& n : written.names) glsl_names.emplace(n.global, n.glsl);
    for (const lang::glsl::GlslGivenSemantic& g : written.given_semantics) given.emplace(g.global, g.semantic);
    const std::set<std::string> referenced = lang::glsl::ReferencedGlobals(lowered);
    std::vector<Variable> variables;
    Reflector reflector{front, entry, glsl_names, given, referenced, variables};
    for (const ir::Global& g : front.globals) reflector.Add(g, g.name, g.type, g.semantic, false);
    // The ARB writer's numbers, where it wrote the same entry (docs/api.md, "Reflection").
    for (Variable& v : variables)
        if (const Variable* arb = result.FindVariable(v.name)) {
            v.first_parameter = arb->first_parameter;
            v.parameter_count = arb->parameter_count;
            v.constant_index = arb->constant_index;
            v.texture_unit = arb->texture_unit;
            v.texture_target = arb->texture_target;
            v.default_value = arb->default_value;
        }
    result.variables = std::move(variables);
}

}  // namespace tessera::api_detail
