// Clipping, setup and scan conversion of triangles (see rasterizer.h for the rules).
#include "runtime/raster/rasterizer.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "runtime/raster/clones.h"

namespace tessera::runtime::raster {
namespace {

constexpr int kSubpixelBits = 8;
constexpr std::int64_t kSubpixelScale = std::int64_t{1} << kSubpixelBits;
constexpr std::int64_t kHalfPixel = kSubpixelScale / 2;
// Window coordinates are clamped to this many pixels either way before snapping, which
// bounds every edge-function product below 2^60. Clipping keeps real input far inside.
constexpr double kMaxWindowCoordinate = 1 << 20;

// --- Clipping (GL 1.4 section 2.11) --------------------------------------------------------

// Signed distance of `v` to clip plane `plane` (inside when >= 0): -w<=x<=w, and so on.
double PlaneDistance(const Vertex& v, int plane) {
    const double w = v.position[3];
    const double c = v.position[plane / 2];
    return (plane % 2 == 0) ? w + c : w - c;
}

Vec4 Lerp(const Vec4& a, const Vec4& b, double t) {
    Vec4 r{};
    for (int i = 0; i < 4; ++i) r[i] = static_cast<float>(a[i] + (b[i] - a[i]) * t);
    return r;
}

// Every attribute is linear in clip space, so a clipped vertex is a plain lerp.
Vertex LerpVertex(const Vertex& a, const Vertex& b, double t) {
    Vertex r;
    r.position = Lerp(a.position, b.position, t);
    r.color = Lerp(a.color, b.color, t);
    r.secondary = Lerp(a.secondary, b.secondary, t);
    for (std::size_t i = 0; i < r.texcoord.size(); ++i)
        r.texcoord[i] = Lerp(a.texcoord[i], b.texcoord[i], t);
    r.fogcoord = static_cast<float>(a.fogcoord + (b.fogcoord - a.fogcoord) * t);
    return r;
}

// Sutherland-Hodgman against one plane. The intersection is always computed from the
// inside vertex towards the outside one, so two triangles sharing an edge get bit-identical
// new vertices whatever direction each traverses the edge in.
std::vector<Vertex> ClipAgainst(const std::vector<Vertex>& polygon, int plane) {
    std::vector<Vertex> out;
    const std::size_t n = polygon.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Vertex& cur = polygon[i];
        const Vertex& next = polygon[(i + 1) % n];
        const double dc = PlaneDistance(cur, plane);
        const double dn = PlaneDistance(next, plane);
        if (dc >= 0) out.push_back(cur);
        if ((dc >= 0) != (dn >= 0)) {
            const Vertex& in = dc >= 0 ? cur : next;
            const Vertex& outside = dc >= 0 ? next : cur;
            const double d_in = dc >= 0 ? dc : dn;
            const double d_out = dc >= 0 ? dn : dc;
            out.push_back(LerpVertex(in, outside, d_in / (d_in - d_out)));
        }
    }
    return out;
}

std::vector<Vertex> ClipTriangle(const Vertex& a, const Vertex& b, const Vertex& c) {
    std::vector<Vertex> polygon{a, b, c};
    for (int plane = 0; plane < 6 && polygon.size() >= 3; ++plane) {
        bool all_inside = true;
        for (const Vertex& v : polygon) all_inside = all_inside && PlaneDistance(v, plane) >= 0;
        if (!all_inside) polygon = ClipAgainst(polygon, plane);
    }
    return polygon;
}

// --- Setup ----------------------------------------------------------------------------------

bool ToWindow(const Vertex& v, const RasterState& state, WindowVertex& out) {
    const double w = v.position[3];
    if (!(w > 0)) return false;  // only the degenerate all-zero vertex survives clipping so
    const double ndc_x = v.position[0] / w;
    const double ndc_y = v.position[1] / w;
    const double ndc_z = v.position[2] / w;
    const Viewport& vp = state.viewport;
    // GL 1.4 section 2.10.1: the viewport transformation.
    double x = (ndc_x + 1) * vp.width / 2.0 + vp.x;
    double y = (ndc_y + 1) * vp.height / 2.0 + vp.y;
    const double z = ndc_z * (state.depth_far - state.depth_near) / 2.0 +
                     (state.depth_far + state.depth_near) / 2.0;
    if (!std::isfinite(x) || !std::isfinite(y) || !std::isfinite(z)) return false;
    x = std::clamp(x, -kMaxWindowCoordinate, kMaxWindowCoordinate);
    y = std::clamp(y, -kMaxWindowCoordinate, kMaxWindowCoordinate);
    out.x = std::llround(x * kSubpixelScale);
    out.y = std::llround(y * kSubpixelScale);
    out.z = static_cast<float>(z);
    out.inv_w = static_cast<float>(1.0 / w);
    out.attributes = &v;
    return true;
}

// E_ab(p): twice the signed area of (a, b, p); positive when p is left of a->b.
std::int64_t Edge(const WindowVertex& a, const WindowVertex& b, std::int64_t px, std::int64_t py) {
    return (b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x);
}

// The tie rule of rasterizer.h: left edges (running down) and bottom edges (horizontal,
// running towards +x) own the pixel centres on them.
bool OwnsTies(const WindowVertex& a, const WindowVertex& b) {
    const std::int64_t dy = b.y - a.y;
    const std::int64_t dx = b.x - a.x;
    return dy < 0 || (dy == 0 && dx > 0);
}

// The edge opposite vertex k runs from vertex k+1 to vertex k+2.
const WindowVertex& EdgeStart(const SetupTriangle& tri, int k) { return tri.v[(k + 1) % 3]; }
const WindowVertex& EdgeEnd(const SetupTriangle& tri, int k) { return tri.v[(k + 2) % 3]; }

// Everything scan conversion needs that depends only on the triangle.
void FinishSetup(SetupTriangle& tri) {
    std::int64_t min_x = tri.v[0].x, max_x = tri.v[0].x, min_y = tri.v[0].y, max_y = tri.v[0].y;
    for (const WindowVertex& v : tri.v) {
        min_x = std::min(min_x, v.x);
        max_x = std::max(max_x, v.x);
        min_y = std::min(min_y, v.y);
        max_y = std::max(max_y, v.y);
    }
    auto to_pixel = [](std::int64_t s) {
        return static_cast<int>(std::floor(double(s) / kSubpixelScale));
    };
    tri.x0 = to_pixel(min_x) & ~1;
    tri.y0 = to_pixel(min_y) & ~1;
    tri.x1 = to_pixel(max_x);
    tri.y1 = to_pixel(max_y);
    constexpr std::int64_t kSmall = std::int64_t{1} << (15 + kSubpixelBits);
    tri.small = true;
    for (const WindowVertex& v : tri.v)
        tri.small = tri.small && std::abs(v.x) < kSmall && std::abs(v.y) < kSmall;
    for (int k = 0; k < 3; ++k) {
        const WindowVertex& a = EdgeStart(tri, k);
        const WindowVertex& b = EdgeEnd(tri, k);
        tri.owns[k] = OwnsTies(a, b);
        tri.step_x[k] = -(b.y - a.y) * kSubpixelScale;
        tri.step_y[k] = (b.x - a.x) * kSubpixelScale;
    }
}

// Interpolates every attribute at barycentric weights `l` (GL 1.4 equations 3.4 and 3.6).
// Attributes not in `attributes` (AttributeBits) are left as they were.
void Interpolate(const SetupTriangle& tri, const std::array<double, 3>& l, int px, int py,
                 std::uint32_t attributes, exec::FragmentAttributes& f) {
    const PerspectiveWeights w = Perspective(tri, l[0], l[1], l[2]);
    auto blend = [&](auto member) {
        Vec4 r{};
        for (int c = 0; c < 4; ++c) {
            r[c] = Blend(w.pw[0], w.pw[1], w.pw[2], member(*tri.v[0].attributes)[c],
                         member(*tri.v[1].attributes)[c], member(*tri.v[2].attributes)[c]);
        }
        return r;
    };
    if (attributes & kAttributeColorPrimary)
        f.color_primary = blend([](const Vertex& v) -> const Vec4& { return v.color; });
    if (attributes & kAttributeColorSecondary)
        f.color_secondary = blend([](const Vertex& v) -> const Vec4& { return v.secondary; });
    for (std::size_t t = 0; t < f.texcoord.size(); ++t) {
        if (!(attributes & (kAttributeTexCoord0 << t))) continue;
        f.texcoord[t] = blend([t](const Vertex& v) -> const Vec4& { return v.texcoord[t]; });
    }
    if (attributes & kAttributeFogCoord) {
        f.fogcoord = Blend(w.pw[0], w.pw[1], w.pw[2], tri.v[0].attributes->fogcoord,
                           tri.v[1].attributes->fogcoord, tri.v[2].attributes->fogcoord);
    }
    f.position = {static_cast<float>(px + 0.5), static_cast<float>(py + 0.5),
                  static_cast<float>(w.z), static_cast<float>(w.inv_w)};
}

// Writes the quad's surviving fragments: KIL, then the depth test (GL 1.4 section 4.1.5).
void Resolve(const exec::QuadInputs& quad, const exec::QuadResults& results, int qx, int qy,
             const RasterState& state, Framebuffer& framebuffer, DrawStats& stats) {
    for (int i = 0; i < exec::kQuadSize; ++i) {
        if (!quad.covered[i] || results.killed[i]) continue;
        const int x = qx + (i & 1);
        const int y = qy + (i >> 1);
        const float depth = results.depth[i];
        if (state.depth_test) {
            if (!DepthPasses(state.depth_func, depth, framebuffer.DepthAt(x, y))) continue;
            if (state.depth_write) framebuffer.WriteDepth(x, y, std::clamp(depth, 0.0f, 1.0f));
        }
        framebuffer.WriteColor(x, y, results.color[i]);
        ++stats.written;
    }
}

// Quads waiting for the shader: all from one triangle, at most options.batch_quads.
struct QuadBatch {
    std::vector<exec::QuadInputs> quads;
    std::vector<exec::QuadResults> results;
    std::vector<std::array<int, 2>> origins;
    int count = 0;
};

void FlushBatch(QuadBatch& batch, const RasterState& state, const QuadBatchShader& shader,
                Framebuffer& framebuffer, DrawStats& stats) {
    if (batch.count == 0) return;
    for (int k = 0; k < batch.count; ++k) batch.results[k] = exec::QuadResults{};
    shader(batch.quads.data(), batch.results.data(), batch.count);
    for (int k = 0; k < batch.count; ++k) {
        ++stats.quads;
        Resolve(batch.quads[k], batch.results[k], batch.origins[k][0], batch.origins[k][1], state,
                framebuffer, stats);
    }
    batch.count = 0;
}

void RasterizeTriangle(const SetupTriangle& tri, const RasterState& state,
                       const BatchedDrawOptions& options, const QuadBatchShader& shader,
                       Framebuffer& framebuffer, QuadBatch& batch, DrawStats& stats) {
    // The bounding box clamped to the framebuffer and the rectangle, in whole quads.
    const int x0 = std::max({tri.x0, 0, options.x0}) & ~1;
    const int y0 = std::max({tri.y0, 0, options.y0}) & ~1;
    const int x1 = std::min({tri.x1, framebuffer.Width() - 1, options.x1 - 1});
    const int y1 = std::min({tri.y1, framebuffer.Height() - 1, options.y1 - 1});
    for (int qy = y0; qy <= y1; qy += 2) {
        for (int qx = x0; qx <= x1; qx += 2) {
            exec::QuadInputs& quad = batch.quads[batch.count];
            std::array<std::array<double, 3>, exec::kQuadSize> weights{};
            std::array<std::int64_t, 3> origin{};
            for (int k = 0; k < 3; ++k) origin[k] = tri.EdgeAt(k, qx, qy);
            bool any = false;
            for (int i = 0; i < exec::kQuadSize; ++i) {
                const int px = qx + (i & 1);
                const int py = qy + (i >> 1);
                std::array<std::int64_t, 3> e{};
                for (int k = 0; k < 3; ++k)
                    e[k] = origin[k] + (i & 1 ? tri.step_x[k] : 0) + (i >> 1 ? tri.step_y[k] : 0);
                bool inside = framebuffer.Contains(px, py) && px >= options.x0 &&
                              py >= options.y0 && px < options.x1 && py < options.y1;
                for (int k = 0; k < 3; ++k)
                    inside = inside && (e[k] > 0 || (e[k] == 0 && tri.owns[k]));
                quad.covered[i] = inside;
                any = any || inside;
                for (int k = 0; k < 3; ++k) weights[i][k] = double(e[k]) / double(tri.area2);
            }
            if (!any) continue;
            for (int i = 0; i < exec::kQuadSize; ++i) {
                Interpolate(tri, weights[i], qx + (i & 1), qy + (i >> 1), options.attributes,
                            quad.fragments[i]);
                stats.covered += quad.covered[i] ? 1 : 0;
            }
            batch.origins[batch.count] = {qx, qy};
            if (++batch.count == static_cast<int>(batch.quads.size()))
                FlushBatch(batch, state, shader, framebuffer, stats);
        }
    }
    FlushBatch(batch, state, shader, framebuffer, stats);
}

}  // namespace

bool DepthPasses(DepthFunc func, float incoming, float stored) {
    return Compare(func, incoming, stored);
}

void ShadeFixedFunction(const exec::QuadInputs& quad, exec::QuadResults& results) {
    for (int i = 0; i < exec::kQuadSize; ++i) {
        results.color[i] = quad.fragments[i].color_primary;
        results.depth[i] = quad.fragments[i].position[2];
        results.killed[i] = false;
    }
}

DrawStats DrawTriangles(std::span<const Vertex> clip_vertices, const RasterState& state,
                        const QuadShader& shader, Framebuffer& framebuffer) {
    const QuadBatchShader one_by_one = [&shader](const exec::QuadInputs* quads,
                                                 exec::QuadResults* results, int count) {
        for (int k = 0; k < count; ++k) shader(quads[k], results[k]);
    };
    BatchedDrawOptions options;
    options.batch_quads = 1;
    return DrawTrianglesBatched(clip_vertices, state, one_by_one, framebuffer, options);
}

DrawStats DrawTrianglesBatched(std::span<const Vertex> clip_vertices, const RasterState& state,
                               const QuadBatchShader& shader, Framebuffer& framebuffer,
                               const BatchedDrawOptions& options) {
    DrawStats stats;
    QuadBatch batch;
    const std::size_t batch_size = static_cast<std::size_t>(std::max(options.batch_quads, 1));
    batch.quads.resize(batch_size);
    batch.results.resize(batch_size);
    batch.origins.resize(batch_size);
    const TriangleSetup setup(clip_vertices, state);
    for (const SetupTriangle& tri : setup.Triangles()) {
        ++stats.triangles;
        RasterizeTriangle(tri, state, options, shader, framebuffer, batch, stats);
    }
    return stats;
}

std::int64_t SetupTriangle::EdgeAt(int k, int px, int py) const {
    const std::int64_t sx = std::int64_t{px} * kSubpixelScale + kHalfPixel;
    const std::int64_t sy = std::int64_t{py} * kSubpixelScale + kHalfPixel;
    return Edge(EdgeStart(*this, k), EdgeEnd(*this, k), sx, sy);
}

TriangleSetup::TriangleSetup(std::span<const Vertex> clip_vertices, const RasterState& state) {
    for (std::size_t t = 0; t + 2 < clip_vertices.size(); t += 3) {
        std::vector<Vertex> polygon =
            ClipTriangle(clip_vertices[t], clip_vertices[t + 1], clip_vertices[t + 2]);
        if (polygon.size() < 3) continue;
        const std::size_t first = clipped_.size();
        clipped_.insert(clipped_.end(), polygon.begin(), polygon.end());
        std::vector<WindowVertex> window(polygon.size());
        bool ok = true;
        for (std::size_t i = 0; i < polygon.size() && ok; ++i)
            ok = ToWindow(clipped_[first + i], state, window[i]);
        if (!ok) continue;
        // A convex polygon: a fan from its first vertex covers it.
        for (std::size_t i = 1; i + 1 < window.size(); ++i) {
            SetupTriangle tri;
            tri.v = {window[0], window[i], window[i + 1]};
            tri.area2 = Edge(tri.v[0], tri.v[1], tri.v[2].x, tri.v[2].y);
            if (tri.area2 == 0) continue;  // degenerate: covers no sample
            if (tri.area2 < 0) {           // clockwise: both faces are drawn, so flip it
                std::swap(tri.v[1], tri.v[2]);
                tri.area2 = -tri.area2;
            }
            FinishSetup(tri);
            triangles_.push_back(tri);
        }
    }
}

namespace {

// Each lane's offset from the block's origin, in pixels.
struct LaneOffsets {
    alignas(64) double x[kBlockLanes];
    alignas(64) double y[kBlockLanes];
    alignas(64) int ix[kBlockLanes];
    alignas(64) int iy[kBlockLanes];
    constexpr LaneOffsets() : x(), y(), ix(), iy() {
        for (int lane = 0; lane < kBlockLanes; ++lane) {
            ix[lane] = LaneX(lane);
            iy[lane] = LaneY(lane);
            x[lane] = ix[lane];
            y[lane] = iy[lane];
        }
    }
};
constexpr LaneOffsets kLaneOffsets;

// Coverage in double arithmetic, for a small triangle (SetupTriangle::small) in a
// framebuffer under 2^15 pixels a side: every edge value and partial sum is an integer
// below 2^53, so the doubles hold exactly the int64 values of the general path, and the
// loops vectorise (AVX2 where the CPU has it).
//
// When twice the area is a power of two (a window-aligned rectangle of power-of-two sides,
// such as a full-window quad at 1024x1024), its reciprocal is exact and e * (1 / area) is
// the quotient e / area itself (an integer times a power of two, no rounding), so the
// divisions become multiplications. Without weights (kWeights false) only the edges that
// cross the block are evaluated. Inlined into CoverSmallExact, CoverSmallDivided and
// CoverSmallTest, which are compiled per CPU (target_clones cannot be put on a template:
// clang refuses).
template <bool kPowerOfTwoArea, bool kWeights = true>
[[gnu::always_inline]] inline void CoverSmall(const SetupTriangle& tri, const std::int64_t (&origin)[3],
                                              const bool (&test_edge)[3], BlockCoverage& coverage,
                                              std::uint8_t (&inside)[kBlockLanes]) {
    const double area = static_cast<double>(tri.area2);
    const double inverse_area = 1 / area;
    for (int k = 0; k < 3; ++k) {
        if (!kWeights && !test_edge[k]) continue;
        const double o = static_cast<double>(origin[k]);
        const double sx = static_cast<double>(tri.step_x[k]);
        const double sy = static_cast<double>(tri.step_y[k]);
        const bool owns = tri.owns[k];
        double* weight = coverage.weight[k];
        if (!kWeights) {
            for (int lane = 0; lane < kBlockLanes; ++lane) {
                const double e = o + kLaneOffsets.x[lane] * sx + kLaneOffsets.y[lane] * sy;
                inside[lane] &= (e > 0) | ((e == 0) & owns);
            }
        } else if (test_edge[k]) {
            for (int lane = 0; lane < kBlockLanes; ++lane) {
                const double e = o + kLaneOffsets.x[lane] * sx + kLaneOffsets.y[lane] * sy;
                inside[lane] &= (e > 0) | ((e == 0) & owns);
                weight[lane] = kPowerOfTwoArea ? e * inverse_area : e / area;
            }
        } else {
            for (int lane = 0; lane < kBlockLanes; ++lane) {
                const double e = o + kLaneOffsets.x[lane] * sx + kLaneOffsets.y[lane] * sy;
                weight[lane] = kPowerOfTwoArea ? e * inverse_area : e / area;
            }
        }
    }
}

TESSERA_CLONES void CoverSmallExact(const SetupTriangle& tri, const std::int64_t (&origin)[3],
                                    const bool (&test_edge)[3], BlockCoverage& coverage,
                                    std::uint8_t (&inside)[kBlockLanes]) {
    CoverSmall<true>(tri, origin, test_edge, coverage, inside);
}

TESSERA_CLONES void CoverSmallDivided(const SetupTriangle& tri, const std::int64_t (&origin)[3],
                                      const bool (&test_edge)[3], BlockCoverage& coverage,
                                      std::uint8_t (&inside)[kBlockLanes]) {
    CoverSmall<false>(tri, origin, test_edge, coverage, inside);
}

TESSERA_CLONES void CoverSmallTest(const SetupTriangle& tri, const std::int64_t (&origin)[3],
                                   const bool (&test_edge)[3], BlockCoverage& coverage,
                                   std::uint8_t (&inside)[kBlockLanes]) {
    CoverSmall<false, false>(tri, origin, test_edge, coverage, inside);
}

void CoverGeneral(const SetupTriangle& tri, const std::int64_t (&origin)[3], bool weights,
                  BlockCoverage& coverage, std::uint8_t (&inside)[kBlockLanes]) {
    const double area = static_cast<double>(tri.area2);
    for (int lane = 0; lane < kBlockLanes; ++lane) {
        for (int k = 0; k < 3; ++k) {
            const std::int64_t e =
                origin[k] + LaneX(lane) * tri.step_x[k] + LaneY(lane) * tri.step_y[k];
            inside[lane] &= (e > 0) | ((e == 0) & tri.owns[k]);
            if (weights) coverage.weight[k][lane] = static_cast<double>(e) / area;
        }
    }
}

// Where the block lies for edge k: an edge function is linear, so its extremes over the
// block are at its four corner pixels (exact integers, as CoverGeneral computes them).
enum class EdgeSide { kOutside, kCrossing, kInside };
EdgeSide SideOfBlock(const SetupTriangle& tri, int k, std::int64_t origin) {
    constexpr std::int64_t kLast = kBlockSide - 1;
    const std::int64_t right = origin + kLast * tri.step_x[k];
    const std::int64_t top = origin + kLast * tri.step_y[k];
    const std::int64_t top_right = right + kLast * tri.step_y[k];
    const auto [smallest, largest] = std::minmax({origin, right, top, top_right});
    auto passes = [&](std::int64_t e) { return e > 0 || (e == 0 && tri.owns[k]); };
    if (!passes(largest)) return EdgeSide::kOutside;
    return passes(smallest) ? EdgeSide::kInside : EdgeSide::kCrossing;
}

}  // namespace

bool CoverBlock(const SetupTriangle& tri, int bx, int by, const PixelRect& limit,
                BlockCoverage& coverage, bool weights) {
    std::int64_t origin[3];
    for (int k = 0; k < 3; ++k) origin[k] = tri.EdgeAt(k, bx, by);
    // A block wholly outside one edge (half the blocks of a triangle's bounding box) is
    // rejected before any lane is computed; an edge the whole block is inside of needs no
    // per-lane test.
    bool test_edge[3];
    for (int k = 0; k < 3; ++k) {
        const EdgeSide side = SideOfBlock(tri, k, origin[k]);
        if (side == EdgeSide::kOutside) {
            std::memset(coverage.covered, 0, sizeof coverage.covered);
            coverage.quads = 0;
            return false;
        }
        test_edge[k] = side == EdgeSide::kCrossing;
    }
    const bool inside_limit = bx >= limit.x0 && by >= limit.y0 && bx + kBlockSide <= limit.x1 &&
                              by + kBlockSide <= limit.y1;
    if (inside_limit && !weights && !test_edge[0] && !test_edge[1] && !test_edge[2]) {
        // Trivially accepted: every lane is covered and nothing else is asked for.
        std::memset(coverage.covered, 1, sizeof coverage.covered);
        coverage.quads = (1u << kBlockQuadCount) - 1;
        return true;
    }
    alignas(64) std::uint8_t inside[kBlockLanes];
    if (inside_limit) {
        std::memset(inside, 1, sizeof inside);  // the block lies inside the limit
    } else {
        for (int lane = 0; lane < kBlockLanes; ++lane) {
            const int px = bx + kLaneOffsets.ix[lane];
            const int py = by + kLaneOffsets.iy[lane];
            inside[lane] = (px >= limit.x0) & (py >= limit.y0) & (px < limit.x1) & (py < limit.y1);
        }
    }
    constexpr int kSmallPixels = 1 << 15;
    if (tri.small && limit.x1 <= kSmallPixels && limit.y1 <= kSmallPixels) {
        if (!weights) {
            if (test_edge[0] || test_edge[1] || test_edge[2])
                CoverSmallTest(tri, origin, test_edge, coverage, inside);
        } else if (std::has_single_bit(static_cast<std::uint64_t>(tri.area2))) {
            CoverSmallExact(tri, origin, test_edge, coverage, inside);
        } else {
            CoverSmallDivided(tri, origin, test_edge, coverage, inside);
        }
    } else {
        CoverGeneral(tri, origin, weights, coverage, inside);
    }
    std::memcpy(coverage.covered, inside, sizeof inside);
    coverage.quads = 0;
    for (int q = 0; q < kBlockQuadCount; ++q) {
        std::uint32_t fragments;  // the quad's four lanes at once
        std::memcpy(&fragments, inside + q * exec::kQuadSize, sizeof fragments);
        if (fragments != 0) coverage.quads |= 1u << q;
    }
    return coverage.quads != 0;
}

namespace {

// The lanes' 1/w sums and window z, Perspective's sums in its order (its sums start at 0,
// so the first vertex's terms are added to 0.0, which turns -0 into +0, rather than the
// arrays being zeroed first), and the products l_k * (1/w_k) in pw when `products`.
TESSERA_CLONES void PerspectiveSums(const SetupTriangle& tri, const BlockCoverage& coverage,
                                    bool products, const PerspectiveParts& parts, LaneWeights& pw,
                                    double (&inv_w)[kBlockLanes], double (&z)[kBlockLanes]) {
    for (int i = 0; i < 3; ++i) {
        const double vertex_inv_w = tri.v[i].inv_w;
        const double vertex_z = tri.v[i].z;
        const double* __restrict screen = coverage.weight[i];
        double* __restrict weight = pw[i];
        double* __restrict sum = inv_w;
        double* __restrict depth = z;
        if (products) {
            for (int lane = 0; lane < kBlockLanes; ++lane) {
                weight[lane] = screen[lane] * vertex_inv_w;
                sum[lane] = (i == 0 ? 0.0 : sum[lane]) + weight[lane];
            }
        } else if (parts.weights || parts.inv_w) {  // every 1/w_k is 1: l_k * 1 is l_k
            for (int lane = 0; lane < kBlockLanes; ++lane)
                sum[lane] = (i == 0 ? 0.0 : sum[lane]) + screen[lane];
        }
        if (parts.z) {
            for (int lane = 0; lane < kBlockLanes; ++lane)
                depth[lane] = (i == 0 ? 0.0 : depth[lane]) + screen[lane] * vertex_z;
        }
    }
}

// Perspective's division of the products by the sums, from `products` into pw.
TESSERA_CLONES void PerspectiveDivide(const BlockCoverage& coverage, const LaneWeights& products,
                                      const double (&inv_w)[kBlockLanes], LaneWeights& pw) {
    for (int i = 0; i < 3; ++i) {
        const double* product = products[i];
        const double* __restrict screen = coverage.weight[i];
        const double* __restrict sum = inv_w;
        double* weight = pw[i];  // may be `product` itself
        for (int lane = 0; lane < kBlockLanes; ++lane) {
            // Screen-space weights where 1/w is not positive (see Perspective). Both are
            // computed for every lane, so the loop needs no branch.
            const double quotient = product[lane] / sum[lane];
            const double fallback = screen[lane];
            weight[lane] = sum[lane] > 0 ? quotient : fallback;
        }
    }
}

// Whether every lane's sum is exactly 1, a compare and an AND a vector of lanes (where the
// scalar loop costs a compare, a parity test and a branchless select per lane).
TESSERA_CLONES bool EveryLaneIsOne(const double (&sum)[kBlockLanes]) {
    std::int64_t all = -1;
    for (int lane = 0; lane < kBlockLanes; ++lane) all &= sum[lane] == 1.0 ? -1 : 0;
    return all != 0;
}

}  // namespace

const LaneWeights& PerspectiveBlock(const SetupTriangle& tri, const BlockCoverage& coverage,
                                    LaneWeights& pw, double (&inv_w)[kBlockLanes],
                                    double (&z)[kBlockLanes], const PerspectiveParts& parts) {
    // Where every vertex has 1/w = 1 (a 2D draw), each product l_k * 1 is l_k: the screen
    // weights are the products, read in place.
    const bool unit_w = tri.v[0].inv_w == 1 && tri.v[1].inv_w == 1 && tri.v[2].inv_w == 1;
    const bool products = (parts.weights || parts.inv_w) && !unit_w;
    PerspectiveSums(tri, coverage, products, parts, pw, inv_w, z);
    if (!parts.weights) return pw;
    const LaneWeights& product = unit_w ? coverage.weight : pw;
    // Where every lane's sum is exactly 1 (equal 1/w at the vertices, as a 2D draw has, and
    // rounded barycentric weights that add up to 1), each quotient would equal its dividend
    // and the fallback is not taken: the products are already the weights.
    if (EveryLaneIsOne(inv_w)) return product;
    PerspectiveDivide(coverage, product, inv_w, pw);
    return pw;
}

}  // namespace tessera::runtime::raster
