// The triangle rasterizer: from clip-space vertices to shaded, depth-tested pixels.
//
// The pipeline is GL 1.4's (sections 2.11 to 3.6, 4.1.5): clip each triangle against the
// view volume (all six planes, so window coordinates stay within the viewport and the
// fixed-point arithmetic below cannot overflow), divide by w, map to the viewport and the
// depth range, then decide coverage by sampling at pixel centres (x + 0.5, y + 0.5).
//
// Coverage is decided exactly: window positions are snapped to 1/256 of a pixel and the
// edge functions evaluated in 64-bit integers, so a pixel centre lying on an edge shared by
// two triangles is given to exactly one of them. The tie rule (GL leaves it open but asks
// for consistency) is: after orienting the triangle counter-clockwise in GL's y-up window
// space, a centre on an edge belongs to the triangle when the edge is a left edge (runs
// downwards) or a bottom edge (horizontal, running towards +x). That is Direct3D's
// top-left rule seen with y pointing up.
//
// Pixels are visited in aligned 2x2 quads, the unit the fragment processors take (see
// runtime/exec/fragment.h); a quad member outside the triangle or the framebuffer is a
// helper: its attributes are extrapolated from the same plane equations so derivatives
// are right, and its results are dropped.
//
// Attributes are interpolated perspective-correctly (GL 1.4 equation 3.4: a/w and 1/w are
// linear in window space); window z is interpolated linearly in window space (equation
// 3.6). fragment.position is (x + 0.5, y + 0.5, z_window, 1/w_clip).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>

#include "runtime/exec/fragment.h"
#include "runtime/raster/framebuffer.h"
#include "support/vec4.h"

namespace tessera::runtime::raster {

using support::Vec4;

/// A vertex with every attribute a fragment program can read. The position is in object
/// coordinates before the vertex stage and in clip coordinates after it.
struct Vertex {
    Vec4 position{0, 0, 0, 1};
    Vec4 color{1, 1, 1, 1};  ///< primary color
    Vec4 secondary{0, 0, 0, 1};
    std::array<Vec4, exec::kMaxTextureCoords> texcoord = DefaultTexcoords();
    float fogcoord = 0;

    static constexpr std::array<Vec4, exec::kMaxTextureCoords> DefaultTexcoords() {
        std::array<Vec4, exec::kMaxTextureCoords> t{};
        for (Vec4& v : t) v = {0, 0, 0, 1};
        return t;
    }
};

/// glViewport.
struct Viewport {
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;
};

/// DepthFunc, GL 1.4 section 4.1.5.
enum class DepthFunc { kNever, kLess, kEqual, kLequal, kGreater, kNotequal, kGequal, kAlways };
bool DepthPasses(DepthFunc func, float incoming, float stored);

struct RasterState {
    Viewport viewport;
    float depth_near = 0;
    float depth_far = 1;
    bool depth_test = false;
    DepthFunc depth_func = DepthFunc::kLess;
    bool depth_write = true;  ///< DepthMask; the buffer is written only when the test is on
};

/// Shades one quad: fills `results` from `quad` (exec::RunQuadReference, or the
/// fixed-function stand-in below).
using QuadShader = std::function<void(const exec::QuadInputs&, exec::QuadResults&)>;

/// The fixed-function fragment stage without texturing, fog or color sum: color = the
/// interpolated primary color, depth = the window z.
void ShadeFixedFunction(const exec::QuadInputs& quad, exec::QuadResults& results);

struct DrawStats {
    std::size_t triangles = 0;  ///< after clipping and fan triangulation
    std::size_t quads = 0;      ///< quads shaded
    std::size_t covered = 0;    ///< covered fragments (helpers excluded)
    std::size_t written = 0;    ///< fragments that passed KIL and the depth test
};

/// Draws a triangle list (3 vertices per triangle; a trailing partial triangle is
/// ignored). Positions are clip coordinates.
DrawStats DrawTriangles(std::span<const Vertex> clip_vertices, const RasterState& state,
                        const QuadShader& shader, Framebuffer& framebuffer);

// --- The batched, rectangle-limited entry point (for runtime/exec/fast_draw) -------------

/// Shades `count` quads of one triangle at once: fills results[0..count) from quads[0..count).
using QuadBatchShader =
    std::function<void(const exec::QuadInputs* quads, exec::QuadResults* results, int count)>;

/// Bits of BatchedDrawOptions::attributes: which fragment attributes to interpolate. An
/// attribute left out keeps an unspecified value (the shader must not read it); the window
/// position is always interpolated.
enum AttributeBits : std::uint32_t {
    kAttributeColorPrimary = 1u << 0,
    kAttributeColorSecondary = 1u << 1,
    kAttributeFogCoord = 1u << 2,
    kAttributeTexCoord0 = 1u << 3,  ///< texture coordinate set n is kAttributeTexCoord0 << n
    kAllAttributes = 0xFFFFFFFFu,
};

struct BatchedDrawOptions {
    /// The pixels [x0, x1) x [y0, y1) the draw may touch (a scissor box). x0 and y0 must be
    /// even, so every 2x2 quad lies wholly inside or wholly outside the rectangle: draws
    /// over disjoint rectangles then shade disjoint quads and may run on different threads.
    int x0 = 0, y0 = 0, x1 = 1 << 30, y1 = 1 << 30;
    int batch_quads = 4;  ///< at most this many quads per shader call
    std::uint32_t attributes = kAllAttributes;
};

/// DrawTriangles limited to a rectangle, with quads handed over in batches (never mixing
/// two triangles, so the results are those of DrawTriangles with the same per-quad shading).
DrawStats DrawTrianglesBatched(std::span<const Vertex> clip_vertices, const RasterState& state,
                               const QuadBatchShader& shader, Framebuffer& framebuffer,
                               const BatchedDrawOptions& options);

}  // namespace tessera::runtime::raster
