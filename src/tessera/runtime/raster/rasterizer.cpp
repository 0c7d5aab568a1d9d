// SPDX-License-Identifier: MIT
// Clipping, setup and scan conversion of triangles (see rasterizer.h for the rules).
#include "runtime/raster/rasterizer.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <vector>

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

// Sutherland-Hodgman against one plane of the view volume.
std::vector<Vertex> ClipAgainst(const std::vector<Vertex>& polygon, int plane) {
    return ClipPolygon(
        polygon, [plane](const Vertex& v) { return PlaneDistance(v, plane); }, LerpVertex);
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
        tri.edge_origin[k] = Edge(a, b, kHalfPixel, kHalfPixel);
    }
    if (tri.small) tri.edge_bound = EdgeBounds(tri);
    tri.weights_bounded = WeightsBounded(tri);
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
                quad.fragments[i].facing = tri.back_facing ? -1.0f : 1.0f;
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
            tri.back_facing = (tri.area2 < 0) == state.front_face_ccw;
            if (tri.area2 < 0) {           // clockwise: both faces are drawn, so flip it
                std::swap(tri.v[1], tri.v[2]);
                tri.area2 = -tri.area2;
            }
            FinishSetup(tri);
            triangles_.push_back(tri);
        }
    }
}

}  // namespace tessera::runtime::raster
