// SPDX-License-Identifier: MIT
// The inputs of one differential draw, and the two renderers that consume them.
//
// A Scene is everything a fragment program can read besides its own text: the four corners
// of a window-filling quad (colors, eight texture coordinate sets, fog coordinate), the env
// and local parameters, the fog state, and the textures bound to each (unit, target). The
// same Scene becomes a Mesa RenderRequest (tests/mesa/mesa_gl.h) and a Tessera draw through
// gl::Context, so the two renderers see identical inputs by construction: textures are
// described once as Mesa TextureSpecs and converted for Tessera, never built twice.
//
// The one trick that keeps comparisons meaningful is that every input is chosen so a tiny
// arithmetic difference cannot become a large pixel difference:
// - Corner attributes are affine over the quad (c0 + c2 = c1 + c3), so both triangles of the
//   quad carry one plane and it does not matter which triangle a pixel on the diagonal is
//   given to (llvmpipe's and Tessera's tie rules may differ).
// - Texture coordinate sets 0..2 are "raw" ramps whose pixel centres sit half a pixel away
//   from every texel boundary of the NEAREST textures (see TexcoordSet); sets 3..7 are
//   random affine values for arithmetic.
// - Textures come in four kinds (TextureKind), each safe for a known family of coordinates;
//   the program generator asks KindOf() which kind a (unit, target) has and builds its
//   coordinates accordingly.
#pragma once

#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "lang/common/arbasm/fragment_limits.h"
#include "lang/common/arbasm/fragment_program.h"
#include "mesa_gl.h"

namespace tessera::testing::differential {

/// What sits on a (unit, target) pair, and so which coordinates are safe to sample it with.
enum class TextureKind {
    /// NEAREST, texels from kPalette: safe with raw coordinate sets only (texel boundaries).
    kDiscrete,
    /// LINEAR / LINEAR_MIPMAP_LINEAR, every level the same affine function of the normalized
    /// coordinates: any coordinate inside [0.25, 0.75] (per axis; [W/4, 3W/4] for RECT)
    /// samples that function exactly whatever the level of detail, so LOD approximations
    /// cannot matter. Cube maps: the same on each face, for directions with a dominant axis.
    kPlane,
    /// 2D only: 64x64 with a solid, distinct palette color per level, NEAREST_MIPMAP_NEAREST,
    /// sampled with raw coordinates, whose level of detail is an exact integer.
    kMiptree,
    /// DEPTH_COMPONENT with a comparison (SHADOW targets): depths from kDepthPalette,
    /// NEAREST, raw coordinates, references far from every depth.
    kDepth,
};

/// Texel values of discrete textures (every channel) and miptree level colors.
inline constexpr std::array<double, 4> kPalette = {0.1, 0.3, 0.6, 0.9};
/// Depth texels of depth textures; raw sets carry references 0.375, 0.625 and 0.3125.
inline constexpr std::array<double, 4> kDepthPalette = {0.1, 0.2, 0.5, 0.9};

/// The raw coordinate sets (u, v run 0..1 across the quad in x and y):
///   set 0: (u, v, 0.375, 1)       set 1: (2u, 2v, 0.625, 2)       set 2: (8u, 8v, 0.375, 1)
/// Set 2 addresses the 8x8 RECT textures in texels.
inline constexpr int kRawSets = 3;
inline constexpr int kRectSize = 8;

/// The texture kind on `unit` for `target` (SHADOW targets are always kDepth).
TextureKind KindOf(int unit, lang::arbasm::fragment::TextureTarget target);

struct Scene {
    int width = 16;
    int height = 16;
    std::array<Vertex, 4> corners;  ///< (-1,-1), (1,-1), (1,1), (-1,1)
    std::array<Vec4, 16> env{};
    std::array<Vec4, 16> local{};
    FogState fog;
    std::uint32_t texture_seed = 0;
};

/// A scene with random (seeded) affine attributes, parameters and fog state.
Scene MakeScene(std::uint32_t seed, int size = 16);

/// The smallest and largest value component `c` of attribute `binding` takes over the quad
/// (the interpolated values lie in the corners' hull). fragment.position included.
std::array<double, 2> AttributeRange(const Scene& scene, lang::arbasm::fragment::AttributeBinding binding,
                                     int component);

/// The texture on `unit` for `target` in `scene` (deterministic from the scene's seed).
TextureSpec MakeTexture(const Scene& scene, int unit, lang::arbasm::fragment::TextureTarget target);

/// The Mesa request drawing `program_text` over `scene`, with one texture per (unit, target)
/// in `unit_targets` (Program::unit_targets of the program as Tessera read it).
RenderRequest MakeRequest(const Scene& scene, const std::string& program_text,
                          const std::vector<std::optional<lang::arbasm::fragment::TextureTarget>>& unit_targets);

/// Draws `request` with Tessera's runtime (gl::Context, fixed-function vertex stage with
/// identity matrices and the fog coordinate source FOG_COORDINATE, so every attribute
/// arrives as given). Same result layout as Mesa's. `limits` are the context's (the NVIDIA
/// options are accepted only when they say so).
RenderResult RenderWithTessera(const RenderRequest& request,
                               const lang::arbasm::fragment::Limits& limits = lang::arbasm::fragment::Limits::Default());

/// The largest per-channel difference of two RGBA8 results, in units of 1/255, and where.
struct Difference {
    int max_units = 0;
    int x = -1;
    int y = -1;
    int channel = -1;
    int pixels_over = 0;  ///< pixels with a channel more than `tolerance` apart
};
/// Only the channels in `channels` (bit 0 = red) are compared.
Difference CompareRgba8(const RenderResult& a, const RenderResult& b, int width, int tolerance,
                        std::uint8_t channels = 0xF);

}  // namespace tessera::testing::differential
