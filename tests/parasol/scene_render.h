// SPDX-License-Identifier: MIT
// Rendering a compiled Parasol program on the default quad, two ways.
//
// The scene is runtime/raster's default quad: corners at clip (-1,-1) .. (1,1), every
// texture coordinate set (s, t, 0, 1) with s, t in {0, 1}. A Parasol fragment shader's
// inputs read texture coordinate sets 0, 1, ... (lower.h), so the scene supplies what the
// vertex stage would have written. For GLSL, the examples' vertex shaders pass vertex input
// k (k >= 1, after the position) to output k - 1 unchanged, so the same per-corner values,
// fed as attributes, reach the fragment shader as the same varyings.
//
// Every sampler gets ExampleTexture(): 64 x 64 RGBA8, NEAREST, CLAMP_TO_EDGE, one level;
// at 64 x 64 pixels each pixel center samples the middle of one texel, so filtering cannot
// differ between the two renderers. A cube sampler has it as its +X face and the other five
// faces OtherCubeFace(), so a direction that picks the wrong face shows.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "lang/parasol/reader/compile.h"

namespace tessera::parasol_test {

inline constexpr int kExampleSize = 64;

struct SceneImage {
    std::string error;  ///< empty on success
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> rgba8;  ///< bottom row first
};

/// The texture every sampler reads: 64 x 64 RGBA8, bottom row first.
std::vector<std::uint8_t> ExampleTexture();

/// A cube sampler's faces other than +X: 64 x 64 of (128, 128, 128, 255).
std::vector<std::uint8_t> OtherCubeFace();

/// The ARBfp of `compiled` run by Tessera's rasterizer and reference fragment processor.
SceneImage RenderArbfp(const lang::parasol::CompileResult& compiled, int size = kExampleSize);

/// The GLSL of `glsl` (a GLSL-target compile) compiled, linked and drawn by Mesa; sampler
/// units follow the ARBfp compile's bindings (`arbfp`), so both read the same unit.
SceneImage RenderGlslInMesa(const lang::parasol::CompileResult& glsl, const lang::parasol::CompileResult& arbfp,
                            int size = kExampleSize);

/// The GLSL name the GLSL writer gave `global` (a CompileResult's glsl_*_names), or "".
/// Built with the Mesa half (scene_render_glsl.cpp).
std::string GlslName(const std::vector<std::pair<std::string, std::string>>& names, const std::string& global);

/// Empty when Mesa can be used for GLSL, else why not.
std::string MesaGlslUnavailable();

}  // namespace tessera::parasol_test
