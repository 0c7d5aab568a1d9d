// SPDX-License-Identifier: MIT
// The ARBfp half of scene_render.h: Tessera's rasterizer and reference fragment processor.
#include "tests/parasol/scene_render.h"

#include <memory>

#include "lang/arbfp/reader/reader.h"
#include "runtime/base/fragment.h"
#include "runtime/raster/framebuffer.h"
#include "runtime/raster/rasterizer.h"
#include "runtime/raster/scene.h"
#include "runtime/texture/texture.h"
#include "tests/support/arbfp_fragment.h"

namespace tessera::parasol_test {

std::vector<std::uint8_t> ExampleTexture() {
    // Smooth ramps in red and green, 8-texel checks in blue: every texel differs from its
    // neighbours, so a wrong coordinate shows.
    std::vector<std::uint8_t> texels;
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 64; ++x) {
            texels.push_back(static_cast<std::uint8_t>(x * 4));
            texels.push_back(static_cast<std::uint8_t>(y * 4));
            texels.push_back(((x / 8) ^ (y / 8)) & 1 ? 220 : 40);
            texels.push_back(255);
        }
    return texels;
}

std::vector<std::uint8_t> OtherCubeFace() {
    std::vector<std::uint8_t> texels;
    for (int k = 0; k < 64 * 64; ++k) texels.insert(texels.end(), {128, 128, 128, 255});
    return texels;
}

namespace {

// The scene's texture for `target`: ExampleTexture(), a cube's +X face, NEAREST, clamped.
std::shared_ptr<runtime::texture::Texture> SceneTexture(runtime::texture::Target target) {
    namespace tx = runtime::texture;
    auto texture = std::make_shared<tx::Texture>(target, tx::BaseFormat::kRgba);
    texture->SetImage(0, tx::ImageFromRgba8(64, 64, ExampleTexture()));
    if (target == tx::Target::kCube)
        for (int face = 1; face < tx::kCubeFaceCount; ++face)
            texture->SetImage(0, tx::ImageFromRgba8(64, 64, OtherCubeFace()), static_cast<tx::CubeFace>(face));
    texture->Params().min_filter = tx::Filter::kNearest;
    texture->Params().mag_filter = tx::Filter::kNearest;
    texture->Params().wrap_s = texture->Params().wrap_t = texture->Params().wrap_r = tx::Wrap::kClampToEdge;
    return texture;
}

}  // namespace

SceneImage RenderArbfp(const lang::parasol::CompileResult& compiled, int size) {
    namespace rt = runtime;
    SceneImage out;
    lang::arbfp::ReadResult read = lang::arbfp::ReadProgram(compiled.arbfp.text);
    if (!read.program) {
        out.error = "our reader rejected the program: " + read.error_string;
        return out;
    }
    rt::texture::TextureUnits units;
    for (const lang::arbfp::Binding& b : compiled.arbfp.bindings) {
        if (b.kind != lang::arbfp::Binding::Kind::kSampler) continue;
        const rt::texture::Target target = b.texture_target == lang::arbasm::fragment::TextureTarget::kCube
                                               ? rt::texture::Target::kCube
                                               : rt::texture::Target::k2D;
        units.Bind(static_cast<int>(b.texture_unit), target, SceneTexture(target));
    }
    rt::exec::DrawInputs inputs;
    inputs.program = &*read.program;
    inputs.textures = &units;
    inputs.parameters = testing::ResolveParameters(*read.program, {});  // the examples' parameters are samplers
    rt::raster::Framebuffer framebuffer(size, size);
    framebuffer.ClearColor({0, 0, 0, 0});
    framebuffer.ClearDepth(1);
    rt::raster::RasterState state;
    state.viewport = {0, 0, size, size};
    state.depth_test = true;
    state.depth_func = rt::raster::DepthFunc::kAlways;
    // The default scene's positions are already clip coordinates (identity matrices).
    std::vector<rt::raster::Vertex> clip = rt::raster::DefaultScene();
    rt::raster::DrawTriangles(clip, state,
                              [&](const rt::exec::QuadInputs& quad, rt::exec::QuadResults& results) {
                                  rt::exec::RunQuadReference(inputs, quad, results);
                              },
                              framebuffer);
    out.width = out.height = size;
    out.rgba8 = framebuffer.ReadRgba8();
    return out;
}

}  // namespace tessera::parasol_test

#ifndef TESSERA_PARASOL_HAVE_MESA_GLSL
namespace tessera::parasol_test {
std::string MesaGlslUnavailable() { return "the Mesa harness or the GLSL writer was not built"; }
SceneImage RenderGlslInMesa(const lang::parasol::CompileResult&, const lang::parasol::CompileResult&, int) {
    return {MesaGlslUnavailable(), 0, 0, {}};
}
}  // namespace tessera::parasol_test
#endif
