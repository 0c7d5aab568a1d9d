// SPDX-License-Identifier: MIT
// Render(): a fragment program over the default scene (runtime/raster/scene.h), through the
// software GL exactly as an application would drive a real one: load the program string,
// enable FRAGMENT_PROGRAM_ARB, bind textures, set parameters, clear, draw, read back.
//
// Every sampled unit gets a texture, so a program needs no set-up to be looked at: the
// caller's image on a 2D or RECT unit, else a built-in pattern for the unit's target.
#include <algorithm>

#include "api/frontends.h"
#include "lang/arbfp/reader/reader.h"
#include "runtime/gl/context.h"
#include "runtime/raster/image_io.h"
#include "runtime/raster/scene.h"
#include "runtime/texture/texture.h"
#include "support/diagnostic.h"
#include "support/source.h"
#include "tessera/tessera.hpp"

namespace tessera {

namespace {

namespace texture = runtime::texture;
using api_detail::FlipRows;
using runtime::texture::Texture;
using support::Vec4;

constexpr int kMaxSide = 8192;

void UseMipmaps(Texture& t, texture::Target target) {
    if (target == texture::Target::kRect) {
        t.Params().min_filter = texture::Filter::kLinear;
        t.Params().wrap_s = t.Params().wrap_t = texture::Wrap::kClampToEdge;
        return;
    }
    t.GenerateMipmaps();
    t.Params().min_filter = texture::Filter::kLinearMipmapLinear;
}

texture::Image CheckerVolume(Vec4 dark, Vec4 light) {
    texture::Image volume = texture::SolidImage(16, 16, dark, 16);
    for (int z = 0; z < 16; ++z)
        for (int y = 0; y < 16; ++y)
            for (int x = 0; x < 16; ++x)
                if ((x / 4 + y / 4 + z / 4) % 2) volume.At(x, y, z) = light;
    return volume;
}

// The same patterns `tessera render` binds, so pictures from either agree.
std::shared_ptr<Texture> PatternTexture(texture::Target target, bool shadow) {
    if (shadow) {
        // A SHADOW target reads a comparison: without one its result is undefined
        // (ARB_fragment_program_shadow), so the ramp compares R <= depth (ARB_shadow).
        auto ramp =
            texture::MakeDepthRampTexture(target, 64, target == texture::Target::k1D ? 1 : 64);
        ramp->Params().compare_mode = texture::CompareMode::kCompareRToTexture;
        ramp->Params().compare_func = texture::CompareFunc::kLequal;
        return ramp;
    }
    const Vec4 dark{0.15f, 0.2f, 0.35f, 1}, light{0.95f, 0.85f, 0.55f, 1};
    auto t = std::make_shared<Texture>(target, texture::BaseFormat::kRgba);
    if (target == texture::Target::k1D) t->SetImage(0, texture::HorizontalGradientImage(64, 1));
    if (target == texture::Target::k2D || target == texture::Target::kRect)
        t->SetImage(0, texture::CheckerboardImage(64, 64, 8, 8, dark, light));
    if (target == texture::Target::k3D) t->SetImage(0, CheckerVolume(dark, light));
    if (target == texture::Target::kCube) {
        const Vec4 faces[6] = {{1, 0.3f, 0.3f, 1}, {0.3f, 1, 1, 1},    {0.3f, 1, 0.3f, 1},
                               {1, 0.3f, 1, 1},    {0.3f, 0.3f, 1, 1}, {1, 1, 0.3f, 1}};
        for (int f = 0; f < 6; ++f)
            t->SetImage(0, texture::SolidImage(16, 16, faces[f]),
                        static_cast<texture::CubeFace>(f));
    }
    UseMipmaps(*t, target);
    return t;
}

std::shared_ptr<Texture> ImageTexture(const Image& image, texture::Target target) {
    auto t = std::make_shared<Texture>(target, texture::BaseFormat::kRgba);
    t->SetImage(0, texture::ImageFromRgba8(image.width, image.height,
                                           FlipRows(image.rgba, image.width, image.height)));
    UseMipmaps(*t, target);
    return t;
}

void Fail(RenderResult& result, std::string name, std::string message) {
    result.diagnostics.push_back({Severity::kError, name, 0, 0, message});
    result.diagnostics_text += name + ": error: " + message + "\n";
}

bool BindTextures(const lang::arbasm::fragment::Program& program, const RenderOptions& options,
                  runtime::gl::Context& context, RenderResult& result, const std::string& name) {
    for (unsigned unit = 0; unit < program.unit_targets.size(); ++unit) {
        const auto& used = program.unit_targets[unit];
        if (!used) continue;
        const texture::Target target = texture::TargetOf(*used);
        const bool shadow = *used >= lang::arbasm::fragment::TextureTarget::kShadow1D;
        auto given = std::find_if(options.textures.begin(), options.textures.end(),
                                  [&](const auto& t) { return t.first == unit; });
        std::shared_ptr<Texture> t;
        if (given != options.textures.end() && !shadow) {
            const Image& image = given->second;
            if (target != texture::Target::k2D && target != texture::Target::kRect) {
                Fail(result, name,
                     "an image can only be bound to a 2D or RECT unit (unit " +
                         std::to_string(unit) + ")");
                return false;
            }
            if (image.width <= 0 || image.height <= 0 ||
                image.rgba.size() != static_cast<std::size_t>(image.width) *
                                         static_cast<std::size_t>(image.height) * 4) {
                Fail(result, name,
                     "the image for unit " + std::to_string(unit) +
                         " has no pixels or the wrong size");
                return false;
            }
            t = ImageTexture(image, target);
        } else {
            t = PatternTexture(target, shadow);
        }
        context.Textures().Bind(static_cast<int>(unit), target, std::move(t));
    }
    return true;
}

bool SetParameters(const RenderOptions& options, runtime::gl::Context& context,
                   RenderResult& result, const std::string& name) {
    using runtime::gl::ProgramTarget;
    auto& programs = context.Programs();
    for (const ParameterValue& p : options.locals)
        if (programs.ProgramLocalParameter4fv(ProgramTarget::kFragmentProgram, p.index,
                                              p.value.data()) != runtime::gl::GlError::kNoError) {
            Fail(result, name, "program.local[" + std::to_string(p.index) + "] is out of range");
            return false;
        }
    for (const ParameterValue& p : options.envs)
        if (programs.ProgramEnvParameter4fv(ProgramTarget::kFragmentProgram, p.index,
                                            p.value.data()) != runtime::gl::GlError::kNoError) {
            Fail(result, name, "program.env[" + std::to_string(p.index) + "] is out of range");
            return false;
        }
    return true;
}

}  // namespace

RenderResult Render(std::string_view arbfp_text, const RenderOptions& options,
                    std::string_view name_view) {
    RenderResult result;
    const std::string name(name_view);
    if (options.width <= 0 || options.height <= 0 || options.width > kMaxSide ||
        options.height > kMaxSide) {
        Fail(result, name, "the image size must be 1 to 8192 pixels on each side");
        return result;
    }
    const support::SourceFile source(name, std::string(arbfp_text));
    // Read as the context's glProgramStringARB does: with the NVIDIA fragment options.
    const lang::arbfp::ReadResult read =
        lang::arbfp::ReadProgram(source.Text(), lang::arbasm::fragment::Limits::Default().WithNvOptions());
    result.diagnostics_text = support::FormatDiagnostics(source, read.diagnostics);
    result.diagnostics = api_detail::ParseDiagnostics(result.diagnostics_text);
    if (!read.program) return result;

    using runtime::gl::ProgramTarget;
    runtime::gl::Context context(options.width, options.height);
    auto& programs = context.Programs();
    programs.BindProgram(ProgramTarget::kFragmentProgram, programs.GenPrograms(1)[0]);
    if (programs.ProgramString(ProgramTarget::kFragmentProgram, runtime::gl::ProgramFormat::kAscii,
                               source.Text()) != runtime::gl::GlError::kNoError) {
        Fail(result, name,
             "internal error: the program read but did not load: " + programs.ErrorString());
        return result;
    }
    context.Enable(runtime::gl::Capability::kFragmentProgram);
    // The scene carries its own fog coordinate (GL's default source is the eye depth).
    context.State().FogState().source = runtime::gl::FogCoordinateSource::kFogCoordinate;
    if (!BindTextures(*read.program, options, context, result, name) ||
        !SetParameters(options, context, result, name))
        return result;
    context.SetClearColor({0, 0, 0, 0});
    context.Clear(true, true);
    if (context.DrawTriangles(runtime::raster::DefaultScene()) != runtime::gl::GlError::kNoError) {
        Fail(result, name, "internal error: the draw failed");
        return result;
    }
    result.image.width = options.width;
    result.image.height = options.height;
    result.image.rgba = FlipRows(context.Framebuffer().ReadRgba8(), options.width, options.height);
    result.ok = true;
    return result;
}

std::array<std::uint8_t, 4> Image::At(int x, int y) const {
    if (x < 0 || y < 0 || x >= width || y >= height) return {0, 0, 0, 0};
    const std::size_t i = (static_cast<std::size_t>(y) * static_cast<std::size_t>(width) +
                           static_cast<std::size_t>(x)) *
                          4;
    return {rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]};
}

bool Image::WritePng(const std::string& path, std::string* error) const {
    if (rgba.size() != static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4 ||
        width <= 0) {
        if (error) *error = "the image has no pixels or the wrong size";
        return false;
    }
    return runtime::raster::WritePng(path, width, height, rgba, runtime::raster::RowOrder::kTopDown,
                                     error);
}

std::optional<Image> Image::ReadPng(const std::string& path, std::string* error) {
    auto read = runtime::raster::ReadPngRgba8(path, runtime::raster::RowOrder::kTopDown, error);
    if (!read) return std::nullopt;
    return Image{read->width, read->height, std::move(read->pixels)};
}

namespace api_detail {

std::vector<std::uint8_t> FlipRows(std::span<const std::uint8_t> rgba, int width, int height) {
    std::vector<std::uint8_t> out(rgba.size());
    const std::size_t row = static_cast<std::size_t>(width) * 4;
    for (int y = 0; y < height; ++y)
        std::copy_n(
            rgba.begin() + static_cast<long>(row * static_cast<std::size_t>(y)), row,
            out.begin() + static_cast<long>(row * static_cast<std::size_t>(height - 1 - y)));
    return out;
}

}  // namespace api_detail

}  // namespace tessera
