// SPDX-License-Identifier: MIT
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

#include <cctype>
#include <charconv>
#include <cstdlib>
#include <map>
#include <set>

namespace tessera::tool {

namespace {

// cgc's register names (its RESOURCE column) for the ARB bindings. Fragment programs:
// REFERENCE_FACTS. Vertex programs: as cgc 1.4 to 3.1 print them for arbvp1 (e.g.
// `#var float4 IN.position : $vin.POSITION : POSITION : 0 : 1`, `$vin.ATTR1 : ATTR1`,
// `$vout.POSITION : HPOS`, `$vout.COLOR0 : COL0`, `$vout.TEXCOORD0 : TEX0`): inputs keep
// the semantic's name, outputs take the fragment stage's register names.
using RegisterTable = std::map<std::string, std::string, std::less<>>;
const RegisterTable kFragmentRegisters = {
    {"fragment.color.primary", "COL0"}, {"fragment.color", "COL0"},
    {"fragment.color.secondary", "COL1"}, {"fragment.fogcoord", "FOGC"},
    {"fragment.position", "WPOS"},      {"result.color", "COL"},
    {"result.depth", "DEPR"},
    // fp40's facing input: named by its semantic as WPOS is (no published cgc output shows it).
    {"fragment.facing", "FACE"},
};
const RegisterTable kVertexRegisters = {
    {"vertex.position", "POSITION"},   {"vertex.normal", "NORMAL"},
    {"vertex.color", "COLOR0"},        {"vertex.color.primary", "COLOR0"},
    {"vertex.color.secondary", "COLOR1"}, {"vertex.fogcoord", "FOGCOORD"},
    {"result.position", "HPOS"},       {"result.color", "COL0"},
    {"result.color.primary", "COL0"},  {"result.color.secondary", "COL1"},
    {"result.fogcoord", "FOGC"},       {"result.pointsize", "PSIZ"},
};
// Indexed bindings: "prefix[N]" -> register name + N.
const std::pair<const char*, const char*> kIndexedRegisters[] = {
    {"fragment.texcoord[", "TEX"},
    {"vertex.texcoord[", "TEXCOORD"},
    {"vertex.attrib[", "ATTR"},
    {"result.texcoord[", "TEX"},
};

std::string CgcRegister(const std::string& binding, bool vertex) {
    const RegisterTable& table = vertex ? kVertexRegisters : kFragmentRegisters;
    if (auto it = table.find(binding); it != table.end()) return it->second;
    for (const auto& [prefix, name] : kIndexedRegisters) {
        const std::string_view p(prefix);
        if (binding.starts_with(p) && binding.ends_with("]"))
            return name + binding.substr(p.size(), binding.size() - p.size() - 1);
    }
    return binding;
}

std::string FloatText(float value) {
    char buffer[32];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    (void)ec;
    return std::string(buffer, end);
}

// How many components each parameter of a uniform of `type` holds: a vector's size, a Cg
// matrix row's ("float3x4": 4), 1 for a scalar; an array's are its element's.
std::size_t ComponentsPerParameter(std::string_view type) {
    type = type.substr(0, type.find('['));
    if (type.empty() || type.back() < '1' || type.back() > '4') return 1;
    return static_cast<std::size_t>(type.back() - '0');
}

// cgc's `#default NAME = v ...` for a uniform with an initializer: its values as declared,
// parameter by parameter, without the padding the reflection's four-vectors carry.
std::string DefaultLine(const Variable& v, const std::string& comment) {
    const std::size_t per = ComponentsPerParameter(v.type);
    std::string text = comment + "default " + v.name + " =";
    for (std::size_t p = 0; p * 4 < v.default_value.size(); ++p)
        for (std::size_t c = 0; c < per; ++c) text += " " + FloatText(v.default_value[p * 4 + c]);
    return text + "\n";
}

// Which kind of program a result holds.
enum class Target { kFragment, kVertex, kGlsl };

// A semantic as cgc's tables list it: upper case, COL/COL0/COLOR -> COLOR0, TEXn and a
// TEXCOORD without a number -> TEXCOORDn, FOGC -> FOG, HPOS -> POSITION, DEPR -> DEPTH.
std::string Canonical(std::string s) {
    for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (s == "COLOR" || s == "COL" || s == "COL0" || s == "DIFFUSE") return "COLOR0";
    if (s == "COL1" || s == "SPECULAR") return "COLOR1";
    if (s == "TEXCOORD") return "TEXCOORD0";
    if (s.size() > 3 && s.compare(0, 3, "TEX") == 0 && std::isdigit(static_cast<unsigned char>(s[3])))
        return "TEXCOORD" + s.substr(3);
    if (s == "FOGC" || s == "FOGCOORD") return "FOG";
    if (s == "HPOS") return "POSITION";
    if (s == "DEPR") return "DEPTH";
    if (s == "PSIZ") return "PSIZE";
    return s;
}

// The register a semantic names in cgc's ARB profiles (COL0, TEX3, FOGC, HPOS...).
std::string RegisterOf(const std::string& canonical, bool fragment_output) {
    if (fragment_output) return canonical == "DEPTH" ? "DEPR" : canonical == "COLOR0" ? "COL" : canonical;
    if (canonical == "COLOR0") return "COL0";
    if (canonical == "COLOR1") return "COL1";
    if (canonical.rfind("TEXCOORD", 0) == 0) return "TEX" + canonical.substr(8);
    if (canonical == "FOG") return "FOGC";
    if (canonical == "POSITION") return "HPOS";
    if (canonical == "PSIZE") return "PSIZ";
    return canonical;
}

// glslv's generic attribute for a vertex input (the glslv profile page's table: POSITION is
// ATTR0, NORMAL ATTR2, COLOR0 ATTR3, COLOR1 ATTR4, FOGCOORD ATTR5, TEXCOORDn ATTR8+n; cgc's
// glslv outputs show `$vin.POSITION : ATTR0`, `$vin.TEXCOORD0 : ATTR8`).
std::string AttributeRegister(const std::string& canonical) {
    static const std::map<std::string, int, std::less<>> kAttributes = {
        {"POSITION", 0}, {"BLENDWEIGHT", 1}, {"NORMAL", 2},   {"COLOR0", 3},   {"COLOR1", 4},
        {"FOG", 5},      {"PSIZE", 6},       {"BLENDINDICES", 7}, {"TANGENT", 14}, {"BINORMAL", 15},
    };
    if (auto it = kAttributes.find(canonical); it != kAttributes.end()) return "ATTR" + std::to_string(it->second);
    if (canonical.rfind("TEXCOORD", 0) == 0) return "ATTR" + std::to_string(8 + std::atoi(canonical.c_str() + 8));
    return canonical;
}

// The RESOURCE column of a GLSL profile's `//var` line, as cgc's glslv, glslf, glesv and glesf
// outputs show it: empty for a variable the program does not use; a uniform's GLSL name
// (`_IN1._video_size`; a matrix `_mvp1[0], 4`); for varyings the ARB register names in the
// GLSL profiles (ATTR8, TEX0, HPOS, COL) and the semantic in the ES ones (TEXCOORD0,
// POSITION), whose attributes are named by it; a fragment output is COL either way.
std::string GlslResource(const Variable& v, const CgcHeader& header) {
    if (!v.referenced) return "";
    const bool vertex = header.stage == Stage::kVertex;
    const std::string semantic = Canonical(v.semantic);
    switch (v.kind) {
        case VariableKind::kAttribute:
            if (vertex) return header.es ? v.binding : AttributeRegister(semantic);
            return header.es ? semantic : RegisterOf(semantic, false);
        case VariableKind::kOutput:
            if (!vertex) return RegisterOf(semantic, true);
            return header.es ? semantic : RegisterOf(semantic, false);
        case VariableKind::kSampler: return v.binding;
        case VariableKind::kUniform: {
            const std::string type = v.type.substr(0, v.type.find('['));
            const bool matrix = type.size() > 2 && type[type.size() - 2] == 'x';
            if (matrix && v.type.find('[') == std::string::npos)
                return v.binding + "[0], " + std::to_string(v.parameter_count);
            return v.binding;
        }
    }
    return "";
}

// The SEMANTIC and RESOURCE columns of a #var line. For GLSL the resource is the GLSL name
// the variable was given (cgc's GLSL profiles name it there too).
std::pair<std::string, std::string> Columns(const Variable& v, Target target, const CgcHeader& header) {
    const bool vertex = target == Target::kVertex;
    if (target == Target::kGlsl) {
        const std::string prefix = v.kind == VariableKind::kAttribute ? "$vin." : v.kind == VariableKind::kOutput ? "$vout." : "";
        return {prefix + v.semantic, GlslResource(v, header)};
    }
    switch (v.kind) {
        case VariableKind::kAttribute: return {"$vin." + v.semantic, CgcRegister(v.binding, vertex)};
        case VariableKind::kOutput: return {"$vout." + v.semantic, CgcRegister(v.binding, vertex)};
        case VariableKind::kSampler: return {v.semantic, v.binding};
        case VariableKind::kUniform: {
            if (v.constant_index < 0) return {v.semantic, ""};
            std::string resource = "c[" + std::to_string(v.constant_index) + "]";
            if (v.parameter_count > 1) resource += ", " + std::to_string(v.parameter_count);
            return {v.semantic, resource};
        }
    }
    return {};
}

// One `#var` line's fields; an array uniform is a line per element (below).
struct VarLine {
    std::string type, name, semantic, resource;
};

// cgc writes a uniform array as one `#var` line per element, named `s[0]`, `s[1]`... with
// the element's type and its own c[] entry (`#var float s[1] :  : c[1] : 1 : 1`); an array
// of arrays is expanded down to its innermost elements. Each element takes an equal share
// of the uniform's parameters. An array read in part has no c[] entry for the whole (its
// `constant_index` is -1), so its elements' RESOURCE columns stay empty.
void AddElementLines(const VarLine& whole, int parameters, int constant_index,
                     const std::string& glsl_name, std::vector<VarLine>& out) {
    const std::size_t open = whole.type.find('[');
    const std::size_t close = whole.type.find(']', open);
    int count = 0;
    if (open != std::string::npos && close != std::string::npos)
        std::from_chars(whole.type.data() + open + 1, whole.type.data() + close, count);
    if (count <= 0 || parameters % count != 0) {
        out.push_back(whole);
        return;
    }
    const int per = parameters / count;
    for (int k = 0; k < count; ++k) {
        VarLine element{whole.type.substr(0, open) + whole.type.substr(close + 1),
                        whole.name + "[" + std::to_string(k) + "]", whole.semantic, ""};
        const std::string glsl_element =
            glsl_name.empty() ? "" : glsl_name + "[" + std::to_string(k) + "]";
        const int first = constant_index < 0 ? -1 : constant_index + k * per;
        if (!glsl_element.empty())
            element.resource = glsl_element;
        else if (first >= 0)
            element.resource = "c[" + std::to_string(first) + "]" +
                               (per > 1 ? ", " + std::to_string(per) : "");
        AddElementLines(element, per, first, glsl_element, out);
    }
}

// The `#var` lines of `v`: one, or one per element of a uniform array.
std::vector<VarLine> VarLines(const Variable& v, Target target, const CgcHeader& header) {
    const auto [semantic, resource] = Columns(v, target, header);
    std::vector<VarLine> lines;
    const VarLine whole{v.type, v.name, semantic, resource};
    if (v.kind != VariableKind::kUniform || v.type.find('[') == std::string::npos ||
        v.type.starts_with("struct ")) {
        lines.push_back(whole);
        return lines;
    }
    const bool glsl = target == Target::kGlsl && v.referenced;
    AddElementLines(whole, v.parameter_count, glsl ? -1 : v.constant_index,
                    glsl ? v.binding : "", lines);
    return lines;
}

// cgc's order: the entry's parameters by position, then globals, then the return value.
int Rank(const Variable& v) {
    if (v.entry_parameter) return v.ordinal;
    return v.kind == VariableKind::kOutput ? 1 << 30 : (1 << 30) - 1;
}

std::string SemanticLines(const CompileResult& result, const std::string& comment) {
    std::string text;
    std::set<std::string> done;
    for (const Variable& v : result.variables) {
        if (v.kind != VariableKind::kUniform && v.kind != VariableKind::kSampler) continue;
        // A struct parameter is one line, named without its fields.
        const std::string name = v.name.substr(0, v.name.find('.'));
        if (!done.insert(name).second) continue;
        const std::string semantic = name == v.name ? v.semantic : "";
        text += comment + "semantic " + (v.entry_parameter ? result.entry + "." : "") + name +
                (semantic.empty() ? "" : " : " + semantic) + "\n";
    }
    return text;
}

// The header's comment lines, each after `comment` ("#" in ARB programs, "//" in GLSL).
std::string HeaderLines(const CompileResult& result, const CgcHeader& header, Target target,
                        const std::string& comment) {
    std::string text = comment + " cgc version 3.1.0013 (tessera " + Version() + ")\n";
    text += comment + " command line args:";
    for (const std::string& a : header.args) text += " " + a;
    text += "\n";
    for (const std::string& f : header.source_files) text += comment + " source file: " + f + "\n";
    text += comment + "vendor Tessera\n" + comment + "version 3.1.0.13\n";
    text += comment + "profile " + header.profile + "\n" + comment + "program " + result.entry + "\n";
    text += SemanticLines(result, comment);
    std::multimap<int, const Variable*> ordered;
    for (const Variable& v : result.variables) ordered.emplace(Rank(v), &v);
    for (const auto& [rank, v] : ordered)
        for (const VarLine& line : VarLines(*v, target, header))
            text += comment + "var " + line.type + " " + line.name + " : " + line.semantic +
                    " : " + line.resource + " : " + std::to_string(v->ordinal) + " : " +
                    (v->referenced ? "1" : "0") + "\n";
    if (target == Target::kGlsl) return text;  // GLSL writes its literals in place
    for (const Constant& c : result.constants) {
        text += comment + "const c[" + std::to_string(c.index) + "] =";
        for (float f : c.values) text += " " + FloatText(f);
        text += "\n";
    }
    // A struct's fields may differ in size, which the reflection does not say: no line.
    for (const auto& [rank, v] : ordered)
        if (!v->default_value.empty() && !v->type.starts_with("struct "))
            text += DefaultLine(*v, comment);
    return text;
}

}  // namespace

std::string CgcLayout(const CompileResult& result, const CgcHeader& header) {
    if (!result.glsl.empty())
        return "// " + header.profile + " output by Cg compiler\n" +
               HeaderLines(result, header, Target::kGlsl, "//") + "\n" +
               (header.version_line.empty() ? "" : header.version_line + "\n\n") + result.glsl;
    const std::string& program = ProgramText(result);
    const Target target = result.arbvp.empty() ? Target::kFragment : Target::kVertex;
    std::size_t body = program.find('\n') + 1;  // after "!!ARBfp1.0" or "!!ARBvp1.0"
    std::string text = program.substr(0, body);
    if (!header.precision_option.empty() && target == Target::kFragment)
        text += "OPTION " + header.precision_option + ";\n";
    while (program.compare(body, 7, "OPTION ") == 0) {  // the writer's own options (shadow)
        const std::size_t end = program.find('\n', body) + 1;
        text += program.substr(body, end - body);
        body = end;
    }
    return text + HeaderLines(result, header, target, "#") + program.substr(body);
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
