// `tessera render FILE -o OUT.png`: run a fragment program over the default scene and write
// the picture.
//
// The default scene is one window-filling quad whose corners carry distinct primary and
// secondary colors, texture coordinates 0..1 on every set and a fog coordinate running from
// 0 (left) to 1 (right), so any program shows something meaningful. Every texture unit the
// program samples gets a texture: the PNG given with --texture UNIT=IMAGE.png, or else a
// built-in pattern for the target (a checkerboard for 2D and RECT, a gradient for 1D, a
// colored checker volume for 3D, a different color per face for CUBE, a depth ramp for the
// shadow targets), so a textured program needs no set-up to be looked at.
#include <charconv>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "commands.h"
#include "lang/arbfp/reader/reader.h"
#include "lang/cg/compile.h"
#include "isl_frontend.h"
#include "glsl_frontend.h"
#include "language.h"
#include "runtime/gl/context.h"
#include "runtime/raster/image_io.h"
#include "runtime/raster/scene.h"
#include "runtime/texture/texture.h"
#include "support/diagnostic.h"
#include "support/source.h"

namespace tessera::tool {

namespace {

using runtime::texture::Texture;
using support::Vec4;
namespace texture = runtime::texture;

struct RenderOptions {
    std::string file;
    std::string output;
    std::string size = "256x256";
    std::vector<std::string> textures;  ///< UNIT=IMAGE.png
    std::vector<std::string> locals;    ///< N=x,y,z,w
    std::vector<std::string> envs;      ///< N=x,y,z,w
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
bool ParseIndexedVector(const std::string& text, unsigned& index, Vec4& value) {
    auto eq = text.find('=');
    if (eq == std::string::npos) return false;
    if (std::from_chars(text.data(), text.data() + eq, index).ptr != text.data() + eq) return false;
    value = {0, 0, 0, 1};
    std::size_t pos = eq + 1;
    for (int i = 0; i < 4 && pos <= text.size(); ++i) {
        std::size_t comma = text.find(',', pos);
        std::string part = text.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
        char* end = nullptr;
        value[i] = std::strtof(part.c_str(), &end);
        if (part.empty() || *end != '\0') return false;
        if (comma == std::string::npos) return true;
        pos = comma + 1;
    }
    return false;  // more than four components
}

std::shared_ptr<Texture> BuiltInTexture(texture::Target target, bool shadow) {
    using texture::BaseFormat;
    const Vec4 dark{0.15f, 0.2f, 0.35f, 1}, light{0.95f, 0.85f, 0.55f, 1};
    if (shadow) return texture::MakeDepthRampTexture(target, 64, target == texture::Target::k1D ? 1 : 64);
    auto t = std::make_shared<Texture>(target, BaseFormat::kRgba);
    switch (target) {
        case texture::Target::k1D:
            t->SetImage(0, texture::HorizontalGradientImage(64, 1));
            break;
        case texture::Target::k2D:
        case texture::Target::kRect:
            t->SetImage(0, texture::CheckerboardImage(64, 64, 8, 8, dark, light));
            break;
        case texture::Target::k3D: {
            texture::Image volume = texture::SolidImage(16, 16, dark, 16);
            for (int z = 0; z < 16; ++z)
                for (int y = 0; y < 16; ++y)
                    for (int x = 0; x < 16; ++x)
                        if (((x / 4) + (y / 4) + (z / 4)) % 2) volume.At(x, y, z) = light;
            t->SetImage(0, std::move(volume));
            break;
        }
        case texture::Target::kCube: {
            const Vec4 faces[6] = {{1, 0.3f, 0.3f, 1}, {0.3f, 1, 1, 1}, {0.3f, 1, 0.3f, 1},
                                   {1, 0.3f, 1, 1},    {0.3f, 0.3f, 1, 1}, {1, 1, 0.3f, 1}};
            for (int f = 0; f < 6; ++f)
                t->SetImage(0, texture::SolidImage(16, 16, faces[f]), static_cast<texture::CubeFace>(f));
            break;
        }
    }
    if (target != texture::Target::kRect) {
        t->GenerateMipmaps();
        t->Params().min_filter = texture::Filter::kLinearMipmapLinear;
    } else {
        t->Params().min_filter = texture::Filter::kLinear;
        t->Params().wrap_s = t->Params().wrap_t = texture::Wrap::kClampToEdge;
    }
    return t;
}

std::shared_ptr<Texture> TextureFromPng(const std::string& path, texture::Target target, std::string& error) {
    auto image = runtime::raster::ReadPngRgba8(path, runtime::raster::RowOrder::kBottomUp, &error);
    if (!image) return nullptr;
    if (target != texture::Target::k2D && target != texture::Target::kRect) {
        error = "a PNG can only be bound to a 2D or RECT unit";
        return nullptr;
    }
    auto t = std::make_shared<Texture>(target, texture::BaseFormat::kRgba);
    t->SetImage(0, texture::ImageFromRgba8(image->width, image->height, image->pixels));
    if (target == texture::Target::k2D) {
        t->GenerateMipmaps();
        t->Params().min_filter = texture::Filter::kLinearMipmapLinear;
    } else {
        t->Params().min_filter = texture::Filter::kLinear;
        t->Params().wrap_s = t->Params().wrap_t = texture::Wrap::kClampToEdge;
    }
    return t;
}

// Binds a texture to every unit the program samples; returns false after printing an error.
bool BindTextures(const RenderOptions& options, const lang::arbfp::Program& program,
                  runtime::gl::Context& context) {
    std::map<unsigned, std::string> given;
    for (const std::string& spec : options.textures) {
        auto eq = spec.find('=');
        unsigned unit = 0;
        if (eq == std::string::npos ||
            std::from_chars(spec.data(), spec.data() + eq, unit).ptr != spec.data() + eq) {
            std::cerr << "tessera: --texture expects UNIT=IMAGE.png, got '" << spec << "'\n";
            return false;
        }
        given[unit] = spec.substr(eq + 1);
    }
    for (unsigned unit = 0; unit < program.unit_targets.size(); ++unit) {
        const auto& used = program.unit_targets[unit];
        if (!used) continue;
        texture::Target target = texture::TargetOf(*used);
        bool shadow = *used >= lang::arbfp::TextureTarget::kShadow1D;
        std::shared_ptr<Texture> t;
        if (auto it = given.find(unit); it != given.end() && !shadow) {
            std::string error;
            t = TextureFromPng(it->second, target, error);
            if (!t) {
                std::cerr << it->second << ": error: " << error << "\n";
                return false;
            }
        } else {
            t = BuiltInTexture(target, shadow);
        }
        context.Textures().Bind(static_cast<int>(unit), target, std::move(t));
    }
    return true;
}

// Sets program.local / program.env values; returns false after printing an error.
bool SetParameters(const RenderOptions& options, runtime::gl::Context& context) {
    using runtime::gl::ProgramTarget;
    for (bool local : {true, false}) {
        for (const std::string& spec : local ? options.locals : options.envs) {
            unsigned index = 0;
            Vec4 v;
            if (!ParseIndexedVector(spec, index, v)) {
                std::cerr << "tessera: --" << (local ? "local" : "env")
                          << " expects N=x,y,z,w, got '" << spec << "'\n";
                return false;
            }
            auto& programs = context.Programs();
            auto error = local ? programs.ProgramLocalParameter4fv(ProgramTarget::kFragmentProgram, index, v.data())
                               : programs.ProgramEnvParameter4fv(ProgramTarget::kFragmentProgram, index, v.data());
            if (error != runtime::gl::GlError::kNoError) {
                std::cerr << "tessera: parameter index " << index << " is out of range\n";
                return false;
            }
        }
    }
    return true;
}

int RunRender(const RenderOptions& options) {
    int width = 0, height = 0;
    if (!ParseSize(options.size, width, height)) {
        std::cerr << "tessera: --size expects WxH with each side 1 to 8192, got '" << options.size << "'\n";
        return 2;
    }
    auto language = LanguageOf(options.file, options.lang);
    if (language == Language::kIsl) return RenderIsl(options.file, options.output, width, height);
    std::string text;
    std::string name = options.file;
    if (language == Language::kCg) {
        // Compile first; the ARB program is then read and run like a hand-written one.
        lang::cg::CompileOptions cg;
        cg.source_name = options.file;
        cg.entry = options.entry;
        lang::cg::CompileResult compiled = lang::cg::CompileCg(cg);
        std::cerr << compiled.diagnostics;
        if (!compiled.ok) return 1;
        text = compiled.arbfp.text;
        name += " (compiled)";
    } else if (language == Language::kGlsl) {
        std::optional<std::string> compiled = CompileGlslForRender(options.file);
        if (!compiled) return 1;
        text = *compiled;
        name += " (compiled)";
    } else if (language && language != Language::kArbfp) {
        std::cerr << options.file << ": error: rendering " << LanguageName(*language)
                  << " is not supported yet\n";
        return 2;
    } else if (!support::ReadFile(options.file, text)) {
        std::cerr << options.file << ": error: cannot read file\n";
        return 2;
    }
    support::SourceFile source(name, std::move(text));
    lang::arbfp::ReadResult read = lang::arbfp::ReadProgram(source.Text());
    std::cerr << support::FormatDiagnostics(source, read.diagnostics);
    if (!read.program) return 1;

    runtime::gl::Context context(width, height);
    using runtime::gl::ProgramTarget;
    auto& programs = context.Programs();
    std::vector<std::uint32_t> names = programs.GenPrograms(1);
    programs.BindProgram(ProgramTarget::kFragmentProgram, names[0]);
    if (programs.ProgramString(ProgramTarget::kFragmentProgram, runtime::gl::ProgramFormat::kAscii,
                               source.Text()) != runtime::gl::GlError::kNoError) {
        std::cerr << "tessera: internal error: the program read but did not load: "
                  << programs.ErrorString() << "\n";
        return 1;
    }
    context.Enable(runtime::gl::Capability::kFragmentProgram);
    // The scene carries its own fog coordinate (GL's default source is the eye depth).
    context.State().FogState().source = runtime::gl::FogCoordinateSource::kFogCoordinate;
    if (!BindTextures(options, *read.program, context) || !SetParameters(options, context)) return 2;

    context.SetClearColor({0, 0, 0, 0});
    context.Clear(true, true);
    std::vector<runtime::raster::Vertex> scene = runtime::raster::DefaultScene();
    if (context.DrawTriangles(scene) != runtime::gl::GlError::kNoError) {
        std::cerr << "tessera: internal error: the draw failed\n";
        return 1;
    }
    std::string output = options.output;
    if (output.empty()) {
        auto dot = options.file.rfind('.');
        output = (dot == std::string::npos ? options.file : options.file.substr(0, dot)) + ".png";
    }
    std::string error;
    std::vector<std::uint8_t> pixels = context.Framebuffer().ReadRgba8();
    if (!runtime::raster::WritePng(output, width, height, pixels, runtime::raster::RowOrder::kBottomUp, &error)) {
        std::cerr << output << ": error: " << error << "\n";
        return 2;
    }
    std::cout << output << "\n";
    return 0;
}

}  // namespace

void AddRenderCommand(CLI::App& app, std::function<int()>& run) {
    auto options = std::make_shared<RenderOptions>();
    CLI::App* cmd = app.add_subcommand(
        "render", "Run an ARB fragment program, or a Cg or GLSL fragment shader compiled first, "
                  "over the default scene (a window-filling quad with distinct corner colors and "
                  "texture coordinates 0..1) and write a PNG; uniforms are 0 unless --local sets "
                  "them. An ISL shader is rendered by its pass plan on --scene");
    cmd->add_option("file", options->file,
                    "ARBfp1.0 program (.fp), Cg (.cg), GLSL (.frag, .glsl) or ISL (.isl) source")
        ->required();
    cmd->add_option("--entry", options->entry, "Cg: the function to compile")->capture_default_str();
    cmd->add_option("--lang", options->lang,
                    "Source language, overriding the extension (arbfp, cg, glsl, isl)");
    cmd->add_option("-o,--output", options->output, "Output PNG (default: FILE with .png)");
    cmd->add_option("--size", options->size, "Image size as WxH")->capture_default_str();
    cmd->add_option("--texture", options->textures,
                    "UNIT=IMAGE.png: bind a PNG to a 2D or RECT texture unit (repeatable); units "
                    "without one get a built-in pattern");
    cmd->add_option("--local", options->locals, "N=x,y,z,w: set program.local[N] (repeatable)");
    cmd->add_option("--env", options->envs, "N=x,y,z,w: set program.env[N] (repeatable)");
    AddIslRenderOptions(cmd);
    cmd->callback([&run, options] { run = [options] { return RunRender(*options); }; });
}

}  // namespace tessera::tool
