// SPDX-License-Identifier: MIT
// The reflection JSON (reflect.h). One object per compile:
//
//   { "tessera": "0.1.0", "source": "brick.cg", "entry": "main", "profile": "arbfp1",
//     "target": "ARBfp1.0",
//     "uniforms":   [ { "name", "type", "semantic", "binding": "program.local[0..3]",
//                       "first_parameter", "parameter_count", "constant_index", ... } ],
//     "samplers":   [ { ..., "binding": "texunit 0", "texture_unit", "texture_target" } ],
//     "attributes": [ { ..., "binding": "fragment.texcoord[0]" } ],
//     "outputs":    [ { ..., "binding": "result.color" } ],
//     "constants":  [ { "index": 3, "values": [0.5, 2] } ],
//     "counts":     { "instructions", "alu_instructions", ..., "temporaries", ... } }
//
// Every variable also carries "ordinal", "entry_parameter" and "referenced", the last two
// columns of cgc's `#var` line.
#include "reflect.h"

#include <nlohmann/json.hpp>

#include "shared.h"

namespace tessera::tool {

namespace {

using nlohmann::ordered_json;

ordered_json VariableJson(const Variable& v) {
    ordered_json j = {{"name", v.name},
                      {"type", v.type},
                      {"semantic", v.semantic},
                      {"binding", v.binding},
                      {"ordinal", v.ordinal},
                      {"entry_parameter", v.entry_parameter},
                      {"referenced", v.referenced}};
    if (v.kind == VariableKind::kUniform) {
        j["first_parameter"] = v.first_parameter;
        j["parameter_count"] = v.parameter_count;
        j["constant_index"] = v.constant_index;
        if (!v.default_value.empty()) j["default_value"] = v.default_value;
    } else if (v.kind == VariableKind::kSampler) {
        j["texture_unit"] = v.texture_unit;
        j["texture_target"] = v.texture_target;
    }
    return j;
}

// What the program text is: "ARBfp1.0", "ARBvp1.0", or the GLSL version's profile name.
std::string Target(const CompileResult& r) {
    if (!r.arbvp.empty()) return "ARBvp1.0";
    if (!r.glsl.empty()) return r.profile;
    if (!r.plan.empty()) return "plan";
    return "ARBfp1.0";
}

ordered_json ReflectionJson(const CompileResult& r, const std::string& source) {
    ordered_json j = {{"tessera", Version()},
                      {"source", source},
                      {"entry", r.entry},
                      {"profile", r.profile},
                      {"target", Target(r)}};
    const std::pair<const char*, VariableKind> groups[] = {{"uniforms", VariableKind::kUniform},
                                                           {"samplers", VariableKind::kSampler},
                                                           {"attributes", VariableKind::kAttribute},
                                                           {"outputs", VariableKind::kOutput}};
    for (const auto& [key, kind] : groups) {
        ordered_json list = ordered_json::array();
        for (const Variable& v : r.variables)
            if (v.kind == kind) list.push_back(VariableJson(v));
        j[key] = std::move(list);
    }
    ordered_json constants = ordered_json::array();
    for (const Constant& c : r.constants)
        constants.push_back({{"index", c.index}, {"values", c.values}});
    j["constants"] = std::move(constants);
    const Counts& c = r.counts;
    j["counts"] = {{"instructions", c.instructions},
                   {"alu_instructions", c.alu_instructions},
                   {"tex_instructions", c.tex_instructions},
                   {"tex_indirections", c.tex_indirections},
                   {"temporaries", c.temporaries},
                   {"parameters", c.parameters},
                   {"attributes", c.attributes}};
    return j;
}

}  // namespace

int WriteReflection(const CompileResult& result, const std::string& source,
                    const std::string& path) {
    return WriteOutput(path == "-" ? "" : path, ReflectionJson(result, source).dump(2) + "\n");
}

}  // namespace tessera::tool
