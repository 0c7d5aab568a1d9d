// cgc's layout around the ARBfp writer's program (cgc_layout.h shows it whole). The program
// itself is the writer's text without comments; everything cgc put around it is rebuilt
// here from the API's reflection data, so the layout does not depend on the writer's own
// comment style.
//
// Where the header cannot honestly be cgc's it says so and keeps the shape: the version
// line names Tessera after cgc's version number, the vendor is Tessera. Tools that read
// cgc's output parse `#var`, `#semantic`, `#const`, `#program` and `#profile`, which follow
// cgc exactly.
#include "cgc_layout.h"

#include <charconv>
#include <map>
#include <set>

namespace tessera::tool {

namespace {

// cgc's register names for the fragment attributes and results (its RESOURCE column).
const std::map<std::string, std::string, std::less<>> kCgcRegisters = {
    {"fragment.color.primary", "COL0"},
    {"fragment.color.secondary", "COL1"},
    {"fragment.fogcoord", "FOGC"},
    {"fragment.position", "WPOS"},
    {"result.color", "COL"},
    {"result.depth", "DEPR"},
};

std::string CgcRegister(const std::string& binding) {
    if (auto it = kCgcRegisters.find(binding); it != kCgcRegisters.end()) return it->second;
    const std::string texcoord = "fragment.texcoord[";
    if (binding.starts_with(texcoord))
        return "TEX" + binding.substr(texcoord.size(), binding.size() - texcoord.size() - 1);
    return binding;
}

std::string FloatText(float value) {
    char buffer[32];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    (void)ec;
    return std::string(buffer, end);
}

// The SEMANTIC and RESOURCE columns of a #var line.
std::pair<std::string, std::string> Columns(const Variable& v) {
    switch (v.kind) {
        case VariableKind::kAttribute:
            return {"$vin." + v.semantic, CgcRegister(v.binding)};
        case VariableKind::kOutput:
            return {"$vout." + v.semantic, CgcRegister(v.binding)};
        case VariableKind::kSampler:
            return {v.semantic, v.binding};
        case VariableKind::kUniform: {
            if (v.constant_index < 0) return {v.semantic, ""};
            std::string resource = "c[" + std::to_string(v.constant_index) + "]";
            if (v.parameter_count > 1) resource += ", " + std::to_string(v.parameter_count);
            return {v.semantic, resource};
        }
    }
    return {};
}

// cgc's order: the entry's parameters by position, then globals, then the return value.
int Rank(const Variable& v) {
    if (v.entry_parameter) return v.ordinal;
    return v.kind == VariableKind::kOutput ? 1 << 30 : (1 << 30) - 1;
}

std::string SemanticLines(const CompileResult& result) {
    std::string text;
    std::set<std::string> done;
    for (const Variable& v : result.variables) {
        if (v.kind != VariableKind::kUniform && v.kind != VariableKind::kSampler) continue;
        // A struct parameter is one line, named without its fields.
        const std::string name = v.name.substr(0, v.name.find('.'));
        if (!done.insert(name).second) continue;
        const std::string semantic = name == v.name ? v.semantic : "";
        text += "#semantic " + (v.entry_parameter ? result.entry + "." : "") + name +
                (semantic.empty() ? "" : " : " + semantic) + "\n";
    }
    return text;
}

}  // namespace

std::string CgcLayout(const CompileResult& result, const CgcHeader& header) {
    const std::string& program = result.arbfp;
    std::size_t body = program.find('\n') + 1;  // after "!!ARBfp1.0"
    std::string text = program.substr(0, body);
    if (!header.precision_option.empty()) text += "OPTION " + header.precision_option + ";\n";
    while (program.compare(body, 7, "OPTION ") == 0) {  // the writer's own options (shadow)
        const std::size_t end = program.find('\n', body) + 1;
        text += program.substr(body, end - body);
        body = end;
    }
    text += std::string("# cgc version 3.1.0013 (tessera ") + Version() + ")\n";
    text += "# command line args:";
    for (const std::string& a : header.args) text += " " + a;
    text += "\n";
    for (const std::string& f : header.source_files) text += "# source file: " + f + "\n";
    text += "#vendor Tessera\n#version 3.1.0.13\n";
    text += "#profile " + result.profile + "\n#program " + result.entry + "\n";
    text += SemanticLines(result);
    std::multimap<int, const Variable*> ordered;
    for (const Variable& v : result.variables) ordered.emplace(Rank(v), &v);
    for (const auto& [rank, v] : ordered) {
        const auto [semantic, resource] = Columns(*v);
        text += "#var " + v->type + " " + v->name + " : " + semantic + " : " + resource + " : " +
                std::to_string(v->ordinal) + " : " + (v->referenced ? "1" : "0") + "\n";
    }
    for (const Constant& c : result.constants) {
        text += "#const c[" + std::to_string(c.index) + "] =";
        for (float f : c.values) text += " " + FloatText(f);
        text += "\n";
    }
    return text + program.substr(body);
}

std::string CgcDiagnostics(const std::vector<Diagnostic>& diagnostics, const std::string& source) {
    // cgc numbers its messages; Tessera's do not map one to one, so the families cgc users
    // know are kept (C0000 syntax, C1008 undefined names, C1115 overloads, C1035
    // conversions, C3004 profile support, C5041 binding, C6001 limits) and the rest is C9999.
    static const std::pair<const char*, const char*> kCodes[] = {
        {"expected", "C0000"},       {"syntax", "C0000"},        {"undeclared", "C1008"},
        {"undefined", "C1008"},      {"overload", "C1115"},      {"no matching", "C1115"},
        {"cannot convert", "C1035"}, {"not supported", "C3004"}, {"semantic", "C5041"},
        {"limit", "C6001"},
    };
    std::string text;
    for (const Diagnostic& d : diagnostics) {
        if (d.severity == Severity::kNote) continue;
        const char* code = "C9999";
        for (const auto& [word, c] : kCodes)
            if (d.message.find(word) != std::string::npos) {
                code = c;
                break;
            }
        text += (d.file.empty() ? source : d.file) + "(" + std::to_string(d.line) +
                ") : " + (d.severity == Severity::kError ? "error " : "warning ") + code + ": " +
                d.message + "\n";
    }
    return text;
}

}  // namespace tessera::tool
