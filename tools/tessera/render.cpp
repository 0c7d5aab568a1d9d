// SPDX-License-Identifier: MIT
// `tessera render FILE -o OUT.png`: run a fragment program over the default scene and write
// the picture, through the public API (tessera::Compile, tessera::Render).
//
// The default scene is one window-filling quad whose corners carry distinct primary and
// secondary colors, texture coordinates 0..1 on every set and a fog coordinate running from
// 0 (left) to 1 (right), so any program shows something meaningful. Every texture unit the
// program samples gets a texture: the PNG given with --texture UNIT=IMAGE.png, or else a
// built-in pattern for the target (a checkerboard for 2D and RECT, a gradient for 1D, a
// colored checker volume for 3D, a different color per face for CUBE, a depth ramp for the
// shadow targets, compared with R as ARB_shadow does), so a textured program needs no set-up
// to be looked at.
#include <charconv>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "commands.h"
#include "isl_frontend.h"
#include "shared.h"

namespace tessera::tool {

namespace {

struct RenderCommandOptions {
    std::string file;
    std::string output;
    std::string size = "256x256";
    std::vector<std::string> textures;  ///< UNIT=IMAGE.png
    std::vector<std::string> locals;    ///< N=x,y,z,w
    std::vector<std::string> envs;      ///< N=x,y,z,w
    std::vector<std::string> params;    ///< NAME=V[,V...]
    std::vector<std::string> binds;     ///< NAME=STRUCT
    std::string entry = "main";
    std::string lang;
};

bool ParseSize(const std::string& text, int& width, int& height) {
    auto x = text.find('x');
    if (x == std::string::npos) return false;
    auto first = std::from_chars(text.data(), text.data() + x, width);
    auto second = std::from_chars(text.data() + x + 1, text.data() + text.size(), height);
    return first.ec == std::errc() && second.ec == std::errc() && first.ptr == text.data() + x &&
           second.ptr == text.data() + text.size() && width > 0 && height > 0 &&
           width <= 8192 && height <= 8192;
}

// "N=x,y,z,w" (missing components default to 0, 0, 0, 1 like a constant vector).
bool ParseIndexedVector(const std::string& text, ParameterValue& out) {
    auto eq = text.find('=');
    std::vector<float> values;
    if (eq == std::string::npos ||
        std::from_chars(text.data(), text.data() + eq, out.index).ptr != text.data() + eq ||
        !ParseFloats(text.substr(eq + 1), values) || values.size() > 4)
        return false;
    out.value = {0, 0, 0, 1};
    std::copy(values.begin(), values.end(), out.value.begin());
    return true;
}

// A uniform's parameters from its values: an equal share of them per parameter (a vector's
// components; a matrix's rows in Cg, columns in GLSL, as its binding has them), the missing
// components as a constant vector has them.
std::vector<ParameterValue> UniformValues(const Variable& v, const std::vector<float>& values) {
    std::vector<ParameterValue> out;
    const std::size_t count = static_cast<std::size_t>(v.parameter_count);
    if (count == 0 || values.size() % count != 0 || values.size() / count > 4) return out;
    const std::size_t per = values.size() / count;
    for (std::size_t p = 0; p < count; ++p) {
        ParameterValue value{static_cast<unsigned>(v.first_parameter) + static_cast<unsigned>(p)};
        std::copy_n(values.begin() + static_cast<long>(p * per), per, value.value.begin());
        out.push_back(value);
    }
    return out;
}

// The program's parameters: each uniform's initializer, then --param NAME=V..., then --local
// N=... (later ones win). Returns false after printing an error.
bool SetParameters(const RenderCommandOptions& o, const CompileResult& compiled,
                   RenderOptions& render) {
    for (const Variable& v : compiled.variables)
        for (std::size_t p = 0; p * 4 < v.default_value.size(); ++p)
            render.locals.push_back(
                {static_cast<unsigned>(v.first_parameter) + static_cast<unsigned>(p),
                 {v.default_value[p * 4], v.default_value[p * 4 + 1], v.default_value[p * 4 + 2],
                  v.default_value[p * 4 + 3]}});
    for (const std::string& spec : o.params) {
        const std::size_t eq = spec.find('=');
        const Variable* v = eq == std::string::npos ? nullptr : compiled.FindVariable(spec.substr(0, eq));
        std::vector<float> values;
        if (!v || v->kind != VariableKind::kUniform || v->first_parameter < 0) {
            std::cerr << "tessera: --param: '" << spec.substr(0, eq)
                      << "' is not a uniform of the program\n";
            return false;
        }
        std::vector<ParameterValue> set;
        if (ParseFloats(spec.substr(eq + 1), values)) set = UniformValues(*v, values);
        if (set.empty()) {
            std::cerr << "tessera: --param expects NAME=V[,V...] with up to 4 values for each of "
                      << v->name << "'s " << v->parameter_count << " parameters, got '" << spec << "'\n";
            return false;
        }
        render.locals.insert(render.locals.end(), set.begin(), set.end());
    }
    for (bool local : {true, false}) {
        for (const std::string& spec : local ? o.locals : o.envs) {
            ParameterValue value;
            if (!ParseIndexedVector(spec, value)) {
                std::cerr << "tessera: --" << (local ? "local" : "env")
                          << " expects N=x,y,z,w, got '" << spec << "'\n";
                return false;
            }
            (local ? render.locals : render.envs).push_back(value);
        }
    }
    return true;
}

bool LoadTextures(const RenderCommandOptions& o, RenderOptions& render) {
    for (const std::string& spec : o.textures) {
        auto eq = spec.find('=');
        unsigned unit = 0;
        if (eq == std::string::npos ||
            std::from_chars(spec.data(), spec.data() + eq, unit).ptr != spec.data() + eq) {
            std::cerr << "tessera: --texture expects UNIT=IMAGE.png, got '" << spec << "'\n";
            return false;
        }
        std::string error;
        std::optional<Image> image = Image::ReadPng(spec.substr(eq + 1), &error);
        if (!image) {
            std::cerr << spec.substr(eq + 1) << ": error: " << error << "\n";
            return false;
        }
        render.textures.emplace_back(unit, std::move(*image));
    }
    return true;
}

// The fragment program to run: a source compiled through the API, or an ARB file as it is.
std::optional<std::string> ProgramOf(const RenderCommandOptions& o, std::optional<Language> language,
                                     CompileResult& compiled) {
    std::string text;
    if (!language || !LanguageCompiles(*language)) {
        if (!ReadText(o.file, text)) {
            std::cerr << o.file << ": error: cannot read file\n";
            return std::nullopt;
        }
        // The target is the one --lang names, else the header's, as `check` reads it.
        const bool vertex =
            o.lang.empty() ? text.starts_with("!!ARBvp1.0") : language == Language::kArbvp;
        if (!vertex) return text;
        std::cerr << o.file << ": error: only fragment programs are rendered\n";
        return std::nullopt;
    }
    CompileOptions options;
    options.language = *language;
    options.source_name = o.file;
    options.entry = o.entry;
    if (!SetInterfaceBindings(o.binds, options)) return std::nullopt;
    compiled = Compile(options);
    std::cerr << compiled.diagnostics_text;
    if (!compiled.ok) return std::nullopt;
    if (compiled.arbfp.empty()) {
        std::cerr << o.file << ": error: only fragment programs are rendered\n";
        return std::nullopt;
    }
    return compiled.arbfp;
}

int RunRender(const RenderCommandOptions& o) {
    RenderOptions render;
    if (!ParseSize(o.size, render.width, render.height)) {
        std::cerr << "tessera: --size expects WxH with each side 1 to 8192, got '" << o.size << "'\n";
        return 2;
    }
    std::optional<Language> forced;
    if (!ForcedLanguage(o.lang, forced)) return 2;
    const std::optional<Language> language = LanguageOf(o.file, forced);
    if (language == Language::kIsl) return RenderIsl(o.file, o.output, render.width, render.height, o.params);
    if (language == Language::kParasol) {
        std::cerr << o.file << ": error: rendering Parasol is not supported yet\n";
        return 2;
    }
    CompileResult compiled;
    const std::optional<std::string> program = ProgramOf(o, language, compiled);
    if (!program) return 1;
    if (!LoadTextures(o, render) || !SetParameters(o, compiled, render)) return 2;
    const bool source = language && LanguageCompiles(*language);
    const RenderResult picture = Render(*program, render, o.file + (source ? " (compiled)" : ""));
    std::cerr << picture.diagnostics_text;
    if (!picture.ok) return 1;
    return WritePicture(picture.image, o.file, o.output);
}

}  // namespace

void AddRenderCommand(CLI::App& app, std::function<int()>& run) {
    auto options = std::make_shared<RenderCommandOptions>();
    CLI::App* cmd = app.add_subcommand(
        "render", "Run an ARB fragment program, or a Cg or GLSL fragment shader compiled first, "
                  "over the default scene (a window-filling quad with distinct corner colors and "
                  "texture coordinates 0..1) and write a PNG; uniforms take their initializers, "
                  "else 0, unless --param or --local sets them. An ISL shader is rendered by its "
                  "pass plan on --scene");
    cmd->add_option("file", options->file,
                    "ARBfp1.0 program (.fp), Cg (.cg), GLSL (.frag, .glsl) or ISL (.isl) source")
        ->required();
    cmd->add_option("--entry", options->entry, "Cg: the function to compile")->capture_default_str();
    cmd->add_option("--lang", options->lang,
                    "Source language, overriding the extension (arbfp, cg, glsl, isl); an ARB "
                    "program is then read as a fragment program, whatever its header says");
    cmd->add_option("-o,--output", options->output, "Output PNG (default: FILE with .png)");
    cmd->add_option("--size", options->size, "Image size as WxH")->capture_default_str();
    cmd->add_option("--texture", options->textures,
                    "UNIT=IMAGE.png: bind a PNG to a 2D or RECT texture unit (repeatable); units "
                    "without one get a built-in pattern");
    cmd->add_option("--local", options->locals, "N=x,y,z,w: set program.local[N] (repeatable)");
    cmd->add_option("--env", options->envs, "N=x,y,z,w: set program.env[N] (repeatable)");
    cmd->add_option("-u,--param", options->params,
                    "NAME=V[,V...]: set a uniform by name (Cg, GLSL: up to 4 values per parameter, "
                    "a matrix's rows in Cg and columns in GLSL; ISL: a shader formal) (repeatable)");
    AddBindOption(cmd, options->binds);
    AddIslRenderOptions(cmd);
    cmd->callback([&run, options] { run = [options] { return RunRender(*options); }; });
}

}  // namespace tessera::tool
