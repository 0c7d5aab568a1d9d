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

#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "tessera/tessera.hpp"

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
    } else if (v.kind == VariableKind::kSampler) {
        j["texture_unit"] = v.texture_unit;
        j["texture_target"] = v.texture_target;
    }
    return j;
}

ordered_json ReflectionJson(const CompileResult& r, const std::string& source) {
    ordered_json j = {{"tessera", Version()},
                      {"source", source},
                      {"entry", r.entry},
                      {"profile", r.profile},
                      {"target", "ARBfp1.0"}};
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

int WriteReflection(const ReflectRequest& request, const std::string& path) {
    CompileOptions options;
    options.language = LanguageFromPath(request.file).value_or(Language::kCg);
    options.source_name = request.file;
    options.entry = request.entry;
    options.profile = request.profile;
    for (const std::string& d : request.defines) options.defines.push_back(Define::FromText(d));
    for (const std::string& u : request.undefines)
        options.defines.push_back(Define::FromText(u, true));
    options.include_dirs = request.include_dirs;
    options.fast_math = request.fast_math;
    options.uniforms_to_env = request.uniforms_to_env;
    const CompileResult result = Compile(options);
    if (!result.ok) {
        std::cerr << result.diagnostics_text;
        return 1;
    }
    const std::string text = ReflectionJson(result, request.file).dump(2) + "\n";
    if (path == "-") {
        std::cout << text;
        return 0;
    }
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out) {
        std::cerr << path << ": error: cannot write file\n";
        return 2;
    }
    return 0;
}

}  // namespace tessera::tool
