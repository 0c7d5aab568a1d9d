// SPDX-License-Identifier: MIT
// The C API (include/tessera/tessera.h): a program object holding the C++ API's options and
// results. Strings handed out point into the held results, so they live until the next
// compile or the program's deletion, as GL's do.
#include <algorithm>
#include <cstring>

#include "support/source.h"
#include "tessera/tessera.h"
#include "tessera/tessera.hpp"

struct TesseraProgram {
    tessera::CompileOptions options;
    bool from_file = true;
    tessera::CompileResult result;  ///< also holds an assembly program's text and log
    tessera::ProgramInfo loaded;    ///< assembly languages: what LoadProgram said
    long long error_position = -1;
    tessera::SceneOptions scene;    ///< ISL: what tessera_render_program draws on
};

namespace {

// The C verdicts are the C++ API's, by value (tessera_run_shader_test converts by value).
static_assert(TESSERA_TEST_PASS == static_cast<int>(tessera::TestOutcome::kPass) &&
              TESSERA_TEST_FAIL == static_cast<int>(tessera::TestOutcome::kFail) &&
              TESSERA_TEST_SKIP == static_cast<int>(tessera::TestOutcome::kSkip) &&
              TESSERA_TEST_WARN == static_cast<int>(tessera::TestOutcome::kWarn));

bool IsAssembly(tessera::Language language) {
    return language == tessera::Language::kArbfp || language == tessera::Language::kArbvp;
}

bool ParseSwitch(const char* value, bool& out) {
    if (std::strcmp(value, "1") == 0)
        out = true;
    else if (std::strcmp(value, "0") == 0)
        out = false;
    else
        return false;
    return true;
}

// "NAME=STRUCT": a Cg uniform of interface type and the struct it stands for.
bool BindInterface(const char* value, std::map<std::string, std::string>& bindings) {
    const std::string text = value;
    const std::size_t eq = text.find('=');
    if (eq == 0 || eq == std::string::npos || eq + 1 == text.size()) return false;
    bindings[text.substr(0, eq)] = text.substr(eq + 1);
    return true;
}

// ISL's options (lights, formals, plan limits) and scene (mesh, background, image folders);
// -1 when `name` is not one of them.
int IslOption(TesseraProgram& p, const std::string& name, const char* value) {
    tessera::CompileOptions& o = p.options;
    std::vector<float> floats;
    if (name == "light") {
        std::optional<tessera::Light> light = tessera::ParseLight(value);
        if (light) o.lights.push_back(std::move(*light));
        return light ? 1 : 0;
    }
    if (name == "param") return tessera::ParseFormal(value, o.formals) ? 1 : 0;
    if (name == "plan_limits") {
        const std::string v = value;
        if (v != "default" && v != "minimum") return 0;
        o.plan_limits = v == "minimum" ? tessera::Limits::kMinimum : tessera::Limits::kDefault;
        return 1;
    }
    if (name == "mesh") {
        const std::string v = value;
        if (v != "sphere" && v != "plane" && v != "torus") return 0;
        p.scene.mesh = v;
        return 1;
    }
    if (name == "background") {
        if (!tessera::ParseFloats(value, floats) || floats.size() != 4) return 0;
        std::copy(floats.begin(), floats.end(), p.scene.background.begin());
        return 1;
    }
    if (name == "image_dir") {
        p.scene.image_dirs.push_back(value);
        return 1;
    }
    return -1;
}

// Assembly is loaded, not compiled; its result is filled from LoadProgram's.
void LoadAssembly(TesseraProgram& p) {
    std::string text;
    p.result = {};
    if (p.options.source_text) {
        text = *p.options.source_text;
    } else if (!tessera::support::ReadFile(p.options.source_name, text)) {
        p.result.diagnostics.push_back(
            {tessera::Severity::kError, p.options.source_name, 0, 0, "cannot read file"});
        p.result.diagnostics_text = p.options.source_name + ": error: cannot read file\n";
        return;
    }
    const tessera::ProgramInfo info = tessera::LoadProgram(
        text, p.options.source_name, tessera::Limits::kDefault, p.options.language);
    p.result.ok = info.ok;
    if (info.ok) (info.language == tessera::Language::kArbfp ? p.result.arbfp : p.result.arbvp) = text;
    p.result.counts = info.counts;
    p.result.diagnostics = info.diagnostics;
    p.result.diagnostics_text = info.diagnostics_text;
    p.error_position = info.error_position;
}

}  // namespace

extern "C" {

const char* tessera_version(void) { return tessera::Version(); }

TesseraProgram* tessera_create_program(TesseraLanguage language) {
    if (language < TESSERA_LANGUAGE_ARBFP || language > TESSERA_LANGUAGE_ISL) return nullptr;
    auto* p = new TesseraProgram;
    p->options.language = static_cast<tessera::Language>(language);
    return p;
}

void tessera_delete_program(TesseraProgram* program) { delete program; }

void tessera_program_source(TesseraProgram* program, const char* name, const char* text) {
    if (!program) return;
    program->options.source_name = name ? name : "<source>";
    if (text)
        program->options.source_text = std::string(text);
    else
        program->options.source_text.reset();
}

int tessera_program_option(TesseraProgram* program, const char* option, const char* value) {
    if (!program || !option || !value) return 0;
    tessera::CompileOptions& o = program->options;
    const std::string name = option;
    if (name == "entry")
        o.entry = value;
    else if (name == "profile")
        o.profile = value;
    else if (name == "define" || name == "undefine")
        o.defines.push_back(tessera::Define::FromText(value, name == "undefine"));
    else if (name == "include")
        o.include_dirs.push_back(value);
    else if (name == "bind")
        return BindInterface(value, o.interface_bindings);
    else if (name == "profile_option")
        o.profile_options.push_back(value);
    else if (name == "optimize")
        return ParseSwitch(value, o.optimize);
    else if (name == "fastmath")
        return ParseSwitch(value, o.fast_math);
    else if (name == "comments")
        return ParseSwitch(value, o.comments);
    else if (name == "env")
        return ParseSwitch(value, o.uniforms_to_env);
    else if (const int isl = IslOption(*program, name, value); isl >= 0)
        return isl;
    else
        return 0;
    return 1;
}

int tessera_compile_program(TesseraProgram* program) {
    if (!program) return 0;
    program->error_position = -1;
    if (IsAssembly(program->options.language))
        LoadAssembly(*program);
    else
        program->result = tessera::Compile(program->options);
    return program->result.ok ? 1 : 0;
}

int tessera_get_program_iv(const TesseraProgram* program, TesseraProgramParameter pname) {
    if (!program) return 0;
    const tessera::CompileResult& r = program->result;
    const tessera::Counts& c = r.counts;
    switch (pname) {
        case TESSERA_COMPILE_STATUS:
            return r.ok ? 1 : 0;
        case TESSERA_ACTIVE_VARIABLES:
            return static_cast<int>(r.variables.size());
        case TESSERA_CONSTANTS:
            return static_cast<int>(r.constants.size());
        case TESSERA_DIAGNOSTICS:
            return static_cast<int>(r.diagnostics.size());
        case TESSERA_INSTRUCTIONS:
            return c.instructions;
        case TESSERA_ALU_INSTRUCTIONS:
            return c.alu_instructions;
        case TESSERA_TEX_INSTRUCTIONS:
            return c.tex_instructions;
        case TESSERA_TEX_INDIRECTIONS:
            return c.tex_indirections;
        case TESSERA_TEMPORARIES:
            return c.temporaries;
        case TESSERA_PARAMETERS:
            return c.parameters;
        case TESSERA_ATTRIBUTES:
            return c.attributes;
        case TESSERA_ERROR_POSITION:
            return static_cast<int>(program->error_position);
        case TESSERA_PROGRAM_PARAMETER_MAX_ENUM:
            break;
    }
    return 0;
}

const char* tessera_get_program_text(const TesseraProgram* program, TesseraTextKind kind) {
    if (!program) return "";
    const tessera::CompileResult& r = program->result;
    switch (kind) {
        case TESSERA_TEXT_ARBFP: return r.arbfp.c_str();
        case TESSERA_TEXT_GLSL: return r.glsl.c_str();
        case TESSERA_TEXT_ARBVP: return r.arbvp.c_str();
        case TESSERA_TEXT_GLSL_VERTEX: return r.glsl_vertex.c_str();
        case TESSERA_TEXT_PLAN: return r.plan.c_str();
        case TESSERA_TEXT_KIND_MAX_ENUM: break;
    }
    return "";
}

const char* tessera_get_program_info_log(const TesseraProgram* program) {
    return program ? program->result.diagnostics_text.c_str() : "";
}

int tessera_get_active_variable(const TesseraProgram* program, int index, TesseraVariable* out) {
    if (!program || !out || index < 0 ||
        static_cast<std::size_t>(index) >= program->result.variables.size())
        return 0;
    const tessera::Variable& v = program->result.variables[static_cast<std::size_t>(index)];
    *out = {static_cast<TesseraVariableKind>(v.kind),
            v.name.c_str(),
            v.type.c_str(),
            v.semantic.c_str(),
            v.binding.c_str(),
            v.ordinal,
            v.entry_parameter ? 1 : 0,
            v.referenced ? 1 : 0,
            v.first_parameter,
            v.parameter_count,
            v.constant_index,
            v.texture_unit,
            v.texture_target.c_str()};
    return 1;
}

int tessera_get_diagnostic(const TesseraProgram* program, int index, TesseraDiagnostic* out) {
    if (!program || !out || index < 0 ||
        static_cast<std::size_t>(index) >= program->result.diagnostics.size())
        return 0;
    const tessera::Diagnostic& d = program->result.diagnostics[static_cast<std::size_t>(index)];
    *out = {static_cast<TesseraSeverity>(d.severity), d.file.c_str(), d.line, d.column,
            d.message.c_str()};
    return 1;
}

int tessera_get_constant(const TesseraProgram* program, int index, int* c_index, float values[4]) {
    if (!program || index < 0 ||
        static_cast<std::size_t>(index) >= program->result.constants.size())
        return 0;
    const tessera::Constant& c = program->result.constants[static_cast<std::size_t>(index)];
    if (c_index) *c_index = c.index;
    const std::size_t n = std::min<std::size_t>(c.values.size(), 4);
    if (values) std::copy_n(c.values.begin(), n, values);
    return static_cast<int>(n);
}

int tessera_get_variable_index(const TesseraProgram* program, const char* name) {
    if (!program || !name) return -1;
    const auto& vars = program->result.variables;
    for (std::size_t i = 0; i < vars.size(); ++i)
        if (vars[i].name == name) return static_cast<int>(i);
    return -1;
}

int tessera_render_program(TesseraProgram* program, int width, int height, unsigned char* rgba) {
    if (!program || !rgba || width <= 0 || height <= 0) return 0;
    tessera::RenderResult r;
    if (program->options.language == tessera::Language::kIsl) {
        // The scene is drawn from the source (RenderScene compiles it with the options).
        tessera::SceneOptions scene = program->scene;
        scene.width = width;
        scene.height = height;
        r = tessera::RenderScene(program->options, scene);
    } else {
        if (!program->result.ok || program->result.arbfp.empty()) return 0;
        tessera::RenderOptions options;
        options.width = width;
        options.height = height;
        r = tessera::Render(program->result.arbfp, options, program->options.source_name);
    }
    program->result.diagnostics_text += r.diagnostics_text;
    if (!r.ok) return 0;
    std::copy(r.image.rgba.begin(), r.image.rgba.end(), rgba);
    return 1;
}

TesseraTestOutcome tessera_run_shader_test(const char* path, char* reason, int reason_size) {
    const tessera::ShaderTestResult r = tessera::RunShaderTest(path ? path : "");
    if (reason && reason_size > 0) {
        const std::size_t n = std::min(r.reason.size(), static_cast<std::size_t>(reason_size - 1));
        std::copy_n(r.reason.begin(), n, reason);
        reason[n] = '\0';
    }
    return static_cast<TesseraTestOutcome>(r.outcome);
}

int tessera_write_png(const char* path, int width, int height, const unsigned char* rgba) {
    if (!path || !rgba || width <= 0 || height <= 0) return 0;
    tessera::Image image;
    image.width = width;
    image.height = height;
    image.rgba.assign(
        rgba, rgba + static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4);
    return image.WritePng(path) ? 1 : 0;
}

}  // extern "C"
