// SPDX-License-Identifier: MIT
// Compile(): pick the language's front end from the table in frontends.cpp and turn what it
// made into the API's value types: the reflection data (from the ARBfp writer's bindings)
// and the diagnostics (parsed back from the formatted text the front ends produce, which is
// the one form every front end shares).
#include <algorithm>
#include <charconv>

#include "api/frontends.h"
#include "tessera/tessera.hpp"

namespace tessera {

const char* Version() { return TESSERA_VERSION; }

const char* LanguageName(Language language) { return api_detail::FrontEndOf(language).name; }

std::optional<Language> LanguageFromName(std::string_view name) {
    for (const api_detail::FrontEnd& f : api_detail::FrontEnds())
        if (name == f.name) return f.language;
    return std::nullopt;
}

std::optional<Language> LanguageFromPath(std::string_view path) {
    const std::size_t dot = path.rfind('.');
    if (dot == std::string_view::npos) return std::nullopt;
    const std::string_view ext = path.substr(dot + 1);
    for (const api_detail::FrontEnd& f : api_detail::FrontEnds())
        if (std::find(f.extensions.begin(), f.extensions.end(), ext) != f.extensions.end())
            return f.language;
    return std::nullopt;
}

bool LanguageCompiles(Language language) {
    return api_detail::FrontEndOf(language).compile != nullptr;
}

Define Define::FromText(std::string_view text, bool undefine) {
    Define d;
    d.undefine = undefine;
    const std::size_t eq = text.find('=');
    d.name = std::string(text.substr(0, eq));
    if (eq != std::string_view::npos) d.value = std::string(text.substr(eq + 1));
    return d;
}

const Variable* CompileResult::FindVariable(std::string_view name) const {
    for (const Variable& v : variables)
        if (v.name == name) return &v;
    return nullptr;
}

namespace {

// The result for a language without a front end of the kind asked for.
CompileResult NotSupported(const CompileOptions& options, const char* what) {
    const api_detail::FrontEnd& front = api_detail::FrontEndOf(options.language);
    const bool assembly =
        options.language == Language::kArbfp || options.language == Language::kArbvp;
    const std::string message =
        std::string(assembly ? "ARB assembly is loaded, not compiled (LoadProgram)" : what) +
        " (" + front.name + ")";
    return api_detail::StartResult(options, options.source_name + ": error: " + message + "\n",
                                   1, 0);
}

}  // namespace

CompileResult Compile(const CompileOptions& options) {
    const api_detail::FrontEnd& front = api_detail::FrontEndOf(options.language);
    if (front.compile) return front.compile(options);
    return NotSupported(options, "compiling this language is not supported yet");
}

CompileResult Check(const CompileOptions& options) {
    const api_detail::FrontEnd& front = api_detail::FrontEndOf(options.language);
    if (front.check) return front.check(options);
    return NotSupported(options, "checking this language is not supported yet");
}

const std::string& ProgramText(const CompileResult& result) {
    for (const std::string* text : {&result.arbfp, &result.arbvp, &result.glsl, &result.plan})
        if (!text->empty()) return *text;
    return result.arbfp;
}

namespace api_detail {

std::vector<lang::cfamily::MacroOption> MacroOptions(const std::vector<Define>& defines) {
    std::vector<lang::cfamily::MacroOption> out;
    for (const Define& d : defines)
        out.push_back({d.undefine, d.undefine ? d.name : d.name + "=" + d.value});
    return out;
}

ir::passes::PipelineOptions PassOptions(const CompileOptions& options) {
    ir::passes::PipelineOptions passes;
    passes.print_after.insert(options.print_after.begin(), options.print_after.end());
    passes.skip.insert(options.skip_passes.begin(), options.skip_passes.end());
    return passes;
}

bool WantsVertex(const CompileOptions& options) {
    return options.stage == Stage::kVertex || options.profile.starts_with("arbvp") || options.profile == "vp30" ||
           options.profile == "vp40" ||
           (options.language == Language::kGlsl && options.source_name.ends_with(".vert"));
}

CompileResult StartResult(const CompileOptions& options, std::string diagnostics,
                          std::size_t errors, std::size_t warnings) {
    CompileResult result;
    result.entry = options.entry;
    result.profile = options.profile;
    SetDiagnostics(std::move(diagnostics), result);
    result.error_count = errors;
    result.warning_count = warnings;
    return result;
}

int EntryParameters::OrdinalOf(std::string_view global) const {
    // A member of a struct parameter made a global of its own ("PREV.texture") is the
    // parameter's.
    for (std::string_view name : {global, global.substr(0, global.find('.'))})
        for (std::size_t i = 0; i < names.size(); ++i)
            if (names[i] == name) return static_cast<int>(i);
    return -1;
}

namespace {

VariableKind KindOf(lang::arbfp::Binding::Kind kind) {
    using K = lang::arbfp::Binding::Kind;
    switch (kind) {
        case K::kAttribute:
            return VariableKind::kAttribute;
        case K::kOutput:
            return VariableKind::kOutput;
        case K::kUniform:
            return VariableKind::kUniform;
        case K::kSampler:
            return VariableKind::kSampler;
    }
    return VariableKind::kUniform;
}

Variable FromBinding(const lang::arbfp::Binding& b, const EntryParameters& entry) {
    Variable v;
    v.kind = KindOf(b.kind);
    v.name = b.name;
    v.type = b.type;
    v.semantic = b.semantic;
    v.binding = b.resource;
    v.referenced = b.referenced;
    // A struct's fields are bound one by one as "param.field"; the global is the prefix.
    const std::string global = b.name.substr(0, b.name.find('.'));
    v.ordinal = entry.OrdinalOf(global);
    v.entry_parameter = v.ordinal >= 0;
    if (b.kind == lang::arbfp::Binding::Kind::kUniform) {
        v.first_parameter = static_cast<int>(b.first_parameter);
        v.parameter_count = static_cast<int>(b.parameter_count);
        v.constant_index = b.constant_index;
    } else if (b.kind == lang::arbfp::Binding::Kind::kSampler) {
        v.texture_unit = static_cast<int>(b.texture_unit);
        v.texture_target = lang::arbasm::fragment::TextureTargetName(b.texture_target);
    }
    return v;
}

}  // namespace

void ReflectArbfp(const lang::arbfp::WriteResult& written, const EntryParameters& entry,
                  CompileResult& result) {
    (written.text.starts_with("!!ARBvp") ? result.arbvp : result.arbfp) = written.text;
    for (const lang::arbfp::Binding& b : written.bindings)
        result.variables.push_back(FromBinding(b, entry));
    for (const lang::arbfp::ConstantVector& c : written.constants)
        result.constants.push_back({static_cast<int>(c.index), c.values});
    result.counts = CountsOf(written.counts);
}

// A binding's values, shared equally among its parameters and each padded as a constant
// vector is: GLSL's in its IR layout (vector components, a matrix's columns); Cg's already
// four to a parameter (lang/cg/reader/sema.h).
void AddUniformDefaults(const std::map<std::string, std::vector<double>>& defaults,
                        CompileResult& result) {
    for (Variable& v : result.variables) {
        auto it = defaults.find(v.name);
        if (v.kind != VariableKind::kUniform || it == defaults.end() || v.parameter_count <= 0)
            continue;
        const std::size_t count = static_cast<std::size_t>(v.parameter_count);
        const std::size_t per = std::max<std::size_t>(1, it->second.size() / count);
        v.default_value.assign(count * 4, 0.0f);
        for (std::size_t p = 0; p < count; ++p) {
            v.default_value[p * 4 + 3] = 1.0f;
            for (std::size_t c = 0; c < per && c < 4 && p * per + c < it->second.size(); ++c)
                v.default_value[p * 4 + c] = static_cast<float>(it->second[p * per + c]);
        }
    }
}

namespace {

constexpr std::pair<std::string_view, Severity> kSeverities[] = {
    {": error: ", Severity::kError},
    {": warning: ", Severity::kWarning},
    {": note: ", Severity::kNote}};

bool ParseNumber(std::string_view text, int& out) {
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && ptr == text.data() + text.size() && !text.empty();
}

// "file:line:col: error: message", "file: error: message" or "error: message"; nullopt for
// other lines (source lines, carets, "in file included from").
std::optional<Diagnostic> ParseLine(std::string_view line) {
    for (const auto& [marker, severity] : kSeverities) {
        if (line.starts_with(marker.substr(2)))
            return Diagnostic{severity, "", 0, 0, std::string(line.substr(marker.size() - 2))};
        const std::size_t at = line.find(marker);
        if (at == std::string_view::npos) continue;
        Diagnostic d;
        d.severity = severity;
        d.message = std::string(line.substr(at + marker.size()));
        std::string_view where = line.substr(0, at);
        const std::size_t c2 = where.rfind(':');
        const std::size_t c1 = c2 == std::string_view::npos || c2 == 0 ? std::string_view::npos
                                                                       : where.rfind(':', c2 - 1);
        if (c1 != std::string_view::npos &&
            ParseNumber(where.substr(c1 + 1, c2 - c1 - 1), d.line) &&
            ParseNumber(where.substr(c2 + 1), d.column)) {
            where = where.substr(0, c1);
        } else {
            d.line = d.column = 0;
        }
        d.file = std::string(where);
        return d;
    }
    return std::nullopt;
}

}  // namespace

std::vector<Diagnostic> ParseDiagnostics(std::string_view formatted) {
    std::vector<Diagnostic> out;
    while (!formatted.empty()) {
        const std::size_t end = formatted.find('\n');
        const std::string_view line = formatted.substr(0, end);
        // Source lines are indented; a diagnostic line starts with its file name.
        if (!line.empty() && line[0] != ' ')
            if (auto d = ParseLine(line)) out.push_back(std::move(*d));
        if (end == std::string_view::npos) break;
        formatted.remove_prefix(end + 1);
    }
    return out;
}

void SetDiagnostics(std::string formatted, CompileResult& result) {
    result.diagnostics = ParseDiagnostics(formatted);
    result.diagnostics_text = std::move(formatted);
}

}  // namespace api_detail

}  // namespace tessera
