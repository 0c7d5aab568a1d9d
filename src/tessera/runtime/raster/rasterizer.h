// SPDX-License-Identifier: MIT
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
// runtime/base/fragment.h); a quad member outside the triangle or the framebuffer is a
// helper: its attributes are extrapolated from the same plane equations so derivatives
// are right, and its results are dropped.
//
// Attributes are interpolated perspective-correctly (GL 1.4 equation 3.4: a/w and 1/w are
// linear in window space); window z is interpolated linearly in window space (equation
// 3.6). fragment.position is (x + 0.5, y + 0.5, z_window, 1/w_clip). fragment.facing is
// -1 for a back-facing triangle: by the sign of its window-space area (GL 1.4 section
// 2.14.1, y up) and FrontFace; both faces are drawn (there is no culling).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <span>
#include <vector>

#include "runtime/base/fragment.h"
#include "runtime/raster/framebuffer.h"
#include "support/compare_func.h"
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

    /// N sets of (0, 0, 0, 1), GL's initial texture coordinate (table 6.5).
    template <std::size_t N = exec::kMaxTextureCoords>
    static constexpr std::array<Vec4, N> DefaultTexcoords() {
        std::array<Vec4, N> t{};
        for (Vec4& v : t) v = {0, 0, 0, 1};
        return t;
    }
};

/// a + (b - a) * t, per component.
Vec4 Lerp(const Vec4& a, const Vec4& b, double t);
/// Every attribute of a and b lerped by t (they are all linear in clip space).
Vertex LerpVertex(const Vertex& a, const Vertex& b, double t);

/// Sutherland-Hodgman against one half-space: the part of the convex `polygon` where
/// distance(v) >= 0, a new vertex being lerp(inside, outside, t). The intersection is always
/// computed from the inside vertex towards the outside one, so two triangles sharing an edge
/// get bit-identical new vertices whatever direction each traverses the edge in.
template <typename V, typename Distance, typename LerpFn>
std::vector<V> ClipPolygon(const std::vector<V>& polygon, Distance distance, LerpFn lerp) {
    std::vector<V> out;
    const std::size_t n = polygon.size();
    for (std::size_t i = 0; i < n; ++i) {
        const V& cur = polygon[i];
        const V& next = polygon[(i + 1) % n];
        const double dc = distance(cur);
        const double dn = distance(next);
        if (dc >= 0) out.push_back(cur);
        if ((dc >= 0) != (dn >= 0)) {
            const V& in = dc >= 0 ? cur : next;
            const V& outside = dc >= 0 ? next : cur;
            const double d_in = dc >= 0 ? dc : dn;
            const double d_out = dc >= 0 ? dn : dc;
            out.push_back(lerp(in, outside, d_in / (d_in - d_out)));
        }
    }
    return out;
}

/// glViewport.
struct Viewport {
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;
};

/// DEPTH_FUNC, GL 1.4 section 4.1.5: the comparisons ARB_shadow uses too.
using DepthFunc = tessera::CompareFunc;
bool DepthPasses(DepthFunc func, float incoming, float stored);

struct RasterState {
    Viewport viewport;
    float depth_near = 0;
    float depth_far = 1;
    bool depth_test = false;
    DepthFunc depth_func = DepthFunc::kLess;
    bool depth_write = true;  ///< DepthMask; the buffer is written only when the test is on
    /// FrontFace (GL 1.4 section 2.14.1): counter-clockwise triangles are front-facing
    /// when true (CCW, GL's default), clockwise ones when false.
    bool front_face_ccw = true;
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

// --- The batched, rectangle-limited entry point (for runtime/fast_exec/fast_draw) -------------

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

// --- Set-up triangles and 8x8 blocks (for runtime/fast_exec/fast_draw's fused path) ----------
//
// The entry points above are built from these pieces, so a caller that scans triangles
// block by block (and interpolates in structure-of-arrays layout) sees exactly the
// coverage, weights and attribute values DrawTriangles gives each fragment.

/// A vertex in window space: position snapped to 1/256 pixel, window z, 1/w_clip and the
/// (clipped) vertex whose attributes it carries.
struct WindowVertex {
    std::int64_t x = 0;
    std::int64_t y = 0;
    float z = 0;
    float inv_w = 1;
    const Vertex* attributes = nullptr;
};

/// A counter-clockwise triangle ready for scan conversion. e_k, the edge function of the
/// edge opposite vertex k, is twice the signed area of that edge and the sample point, so
/// e_k / area2 is vertex k's barycentric weight; one pixel right adds step_x[k] to it and
/// one pixel up step_y[k] (exact integers).
struct SetupTriangle {
    std::array<WindowVertex, 3> v;
    std::int64_t area2 = 0;      ///< twice the area, > 0
    /// Whether the triangle as drawn (before setup made it counter-clockwise) faces away
    /// under RasterState::front_face_ccw: fragment.facing is then -1.
    bool back_facing = false;
    std::array<bool, 3> owns{};  ///< edge k owns sample points lying on it (the tie rule)
    std::array<std::int64_t, 3> step_x{};
    std::array<std::int64_t, 3> step_y{};
    std::array<std::int64_t, 3> edge_origin{};  ///< e_k at the centre of pixel (0, 0)
    /// Pixel bounding box, inclusive, x0 and y0 rounded down to even (not yet clamped).
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    /// Every vertex within 2^15 pixels of the origin: edge functions at pixels of such a
    /// framebuffer are then integers below 2^53, exact in double arithmetic.
    bool small = false;
    /// For a `small` triangle, the largest |e_k| over every lane of every block CoverBlock
    /// can give for it (EdgeBounds; 0 for other triangles), computed once by TriangleSetup.
    std::array<std::int64_t, 3> edge_bound{};
    /// WeightsBounded(*this), computed once by TriangleSetup.
    bool weights_bounded = false;

    /// e_k at the centre of pixel (px, py): e_k is linear in the sample point, so this is
    /// the edge function evaluated there, exactly (inline: CoverBlock calls it per block).
    std::int64_t EdgeAt(int k, int px, int py) const {
        return edge_origin[k] + std::int64_t{px} * step_x[k] + std::int64_t{py} * step_y[k];
    }
};

/// Clips a triangle list, maps it to window space and fans the clipped polygons into
/// non-degenerate triangles, in drawing order. Owns the clipped vertices the triangles
/// point into.
class TriangleSetup {
  public:
    TriangleSetup(std::span<const Vertex> clip_vertices, const RasterState& state);
    TriangleSetup(const TriangleSetup&) = delete;
    TriangleSetup& operator=(const TriangleSetup&) = delete;
    const std::vector<SetupTriangle>& Triangles() const { return triangles_; }

  private:
    std::deque<Vertex> clipped_;
    std::vector<SetupTriangle> triangles_;
};

/// An 8x8 pixel block as 16 quads of 4 fragments: lane q * 4 + i is fragment i of quad q
/// (fragment.h's order), quad q being the one at (2 * (q % 4), 2 * (q / 4)) in the block.
inline constexpr int kBlockSide = 8;
inline constexpr int kBlockQuadCount = 16;
inline constexpr int kBlockLanes = kBlockQuadCount * exec::kQuadSize;
inline constexpr int LaneX(int lane) { return 2 * ((lane / 4) % 4) + (lane & 1); }
inline constexpr int LaneY(int lane) { return 2 * ((lane / 4) / 4) + ((lane >> 1) & 1); }

/// A triangle's coverage of one block: `covered` per lane, `weight[k]` the barycentric
/// weight e_k / area2 of every lane (helpers and uncovered quads included), and which
/// quads hold at least one covered fragment (bit q): only those are shaded.
struct BlockCoverage {
    alignas(64) double weight[3][kBlockLanes];
    alignas(64) std::uint8_t covered[kBlockLanes];  ///< 1 covered, 0 not (nothing else)
    std::uint32_t quads = 0;
    /// The weights are the exact quotients e_k / area2 of a power-of-two area (each an
    /// integer times a power of two, small enough that sums of them are exact), so that
    /// every lane's weights add up to exactly 1: e_0 + e_1 + e_2 = area2 at any point.
    bool unit_sums = false;
    /// CoverBlock's own cache for small triangles: x * step_x[k] + y * step_y[k] for each
    /// lane's offset (x, y) from the block's origin pixel (exact integers), made for the
    /// steps in `lane_steps_for` and kept while blocks of triangles with the same steps
    /// follow. Callers need not touch it.
    alignas(64) double lane_steps[3][kBlockLanes];
    std::array<std::int64_t, 6> lane_steps_for{};
    bool lane_steps_valid = false;
};

/// The pixels a draw may touch: [x0, x1) x [y0, y1).
struct PixelRect {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

/// Coverage of the block at (bx, by) (multiples of kBlockSide) limited to `limit` (which
/// must already lie inside the framebuffer). Returns whether any quad is covered; when it
/// returns false, `covered` and `quads` are zero and the weights are unspecified. With
/// `weights` false the weights are not computed (unspecified): for draws that interpolate
/// nothing, not even the window z.
bool CoverBlock(const SetupTriangle& tri, int bx, int by, const PixelRect& limit,
                BlockCoverage& coverage, bool weights = true);

/// The blocks of one row that may touch a triangle: x from `first` (a multiple of
/// kBlockSide) up to but excluding `end`.
struct BlockRun {
    int first = 0, end = 0;
};

/// The blocks at (bx, by), bx = x0, x0 + kBlockSide, ... below x1 (x0 a multiple of
/// kBlockSide), that are not wholly outside an edge of `tri`: every block CoverBlock can
/// find covered lies in the run (a block at its ends may still be found empty). A
/// triangle's bounding box is half outside it; the run spares CoverBlock those blocks.
BlockRun BlocksInRow(const SetupTriangle& tri, int by, int x0, int x1);

/// The largest |e_k| of each edge over every lane of every block CoverBlock can give for
/// `tri`: its bounding box grown by a block each way, so helpers and uncovered lanes
/// included (the edge functions are linear, so their largest magnitudes are at the
/// corners). Only triangles with `small` set (the values cannot overflow).
std::array<std::int64_t, 3> EdgeBounds(const SetupTriangle& tri);

/// Whether every lane of every block CoverBlock can give for `tri` (its bounding box grown by
/// a block each way, so helpers and uncovered lanes included) has barycentric weights with
/// |w0| + |w1| + |w2| <= 2^20 (the edge functions are linear, so their largest magnitudes
/// are at the corners). Blend of such weights, which add up to 1 within rounding, returns
/// an attribute that is the same nonzero finite float a at the three vertices as exactly a:
/// the products and sums err by at most about 5 * 2^-53 * 2^20 * |a| < 2^-30 |a| in all,
/// and the floats next to a lie at least 2^-24 |a| away. Only triangles with `small` set.
bool WeightsBounded(const SetupTriangle& tri);

/// Which results of PerspectiveBlock a caller reads; the others are left unspecified.
struct PerspectiveParts {
    bool weights = true;  ///< pw
    bool inv_w = true;
    bool z = true;
};

using LaneWeights = double[3][kBlockLanes];

/// Perspective() for every lane of a block (the same operations, arranged so the compiler
/// vectorises them): pw[k][lane], inv_w[lane] and z[lane], those of `parts` only. Returns
/// the perspective weights: `pw`, or coverage.weight itself when every vertex has 1/w = 1
/// and every lane's 1/w sum is 1 (Perspective's products and quotients then return their
/// operands: l * 1 = l, l / 1 = l), in which case `pw` is not written. With 1/w = 1 at the
/// vertices and coverage.unit_sums, the sums are known to be 1 and are not added up
/// (unless `parts.inv_w` asks for them).
const LaneWeights& PerspectiveBlock(const SetupTriangle& tri, const BlockCoverage& coverage,
                                    LaneWeights& pw, double (&inv_w)[kBlockLanes],
                                    double (&z)[kBlockLanes], const PerspectiveParts& parts = {});

/// Perspective-correct weights (GL 1.4 equation 3.4): pw[k] = (l_k / w_k) / sum(l_i / w_i),
/// and the interpolated 1/w and window z (equation 3.6, linear in window space). Every path
/// that interpolates calls this, so they agree bit for bit.
struct PerspectiveWeights {
    double pw[3];
    double inv_w;
    double z;
};
inline PerspectiveWeights Perspective(const SetupTriangle& tri, double l0, double l1, double l2) {
    const double l[3] = {l0, l1, l2};
    PerspectiveWeights r{{0, 0, 0}, 0, 0};
    for (int i = 0; i < 3; ++i) {
        r.pw[i] = l[i] * tri.v[i].inv_w;
        r.inv_w += r.pw[i];
        r.z += l[i] * tri.v[i].z;
    }
    if (r.inv_w > 0) {
        for (double& weight : r.pw) weight /= r.inv_w;
    } else {
        // Only a helper far outside a steeply receding triangle extrapolates 1/w to zero or
        // below; screen-space weights keep its (discarded) attributes finite.
        for (int i = 0; i < 3; ++i) r.pw[i] = l[i];
    }
    return r;
}

/// One attribute component (a0, a1, a2 at the three vertices) interpolated with
/// Perspective's weights (p0, p1, p2) (BlendSum: the sum before it is rounded to float). The sum starts from the first product, not from 0: an
/// addition of +0 changes only the sign of a zero product (to +0) and costs an add per
/// lane in the block path (fast_block.cpp's BlendRows).
inline double BlendSum(double p0, double p1, double p2, float a0, float a1, float a2) {
    double sum = p0 * a0;
    sum += p1 * a1;
    sum += p2 * a2;
    return sum;
}
inline float Blend(double p0, double p1, double p2, float a0, float a1, float a2) {
    return static_cast<float>(BlendSum(p0, p1, p2, a0, a1, a2));
}

}  // namespace tessera::runtime::raster
