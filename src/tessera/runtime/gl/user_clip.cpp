// SPDX-License-Identifier: MIT
// Clipping triangles against the user clip planes (see user_clip.h).
#include "runtime/gl/user_clip.h"

#include <algorithm>

namespace tessera::runtime::gl {

std::vector<int> EnabledClipPlaneNumbers(const GlState& state) {
    std::vector<int> numbers;
    for (int n = 0; n < kMaxClipPlanes; ++n)
        if (state.ClipPlaneEnabled(n)) numbers.push_back(n);
    return numbers;
}

std::vector<Vec4> EnabledClipPlanes(const GlState& state) {
    std::vector<Vec4> planes;
    for (int n : EnabledClipPlaneNumbers(state)) planes.push_back(state.ClipPlane(n));
    return planes;
}

namespace {

/// Clips `polygon` against planes 0 to `planes` - 1, distance(v, k) being v's distance to
/// plane k, and appends the rest as a fan of triangles.
template <typename V, typename Distance, typename LerpFn>
void AppendFan(std::vector<V> polygon, std::size_t planes, Distance distance, LerpFn lerp,
               std::vector<raster::Vertex>& out) {
    for (std::size_t k = 0; k < planes; ++k) {
        polygon = raster::ClipPolygon(polygon, [&](const V& v) { return distance(v, k); }, lerp);
        if (polygon.size() < 3) return;
    }
    for (std::size_t i = 1; i + 1 < polygon.size(); ++i)
        out.insert(out.end(), {polygon[0].clip, polygon[i].clip, polygon[i + 1].clip});
}

}  // namespace

void AppendClipped(const std::array<DistancedVertex, 3>& triangle, std::size_t planes,
                   std::vector<raster::Vertex>& out) {
    const auto lerp = [](const DistancedVertex& a, const DistancedVertex& b, double t) {
        DistancedVertex v{raster::LerpVertex(a.clip, b.clip, t), {}};
        for (std::size_t k = 0; k < v.distance.size(); ++k)
            v.distance[k] = a.distance[k] + (b.distance[k] - a.distance[k]) * t;
        return v;
    };
    const auto distance = [](const DistancedVertex& v, std::size_t k) { return v.distance[k]; };
    AppendFan(std::vector<DistancedVertex>(triangle.begin(), triangle.end()), std::min<std::size_t>(planes, kMaxClipPlanes), distance,
              lerp, out);
}

void AppendUserClipped(const std::array<EyeVertex, 3>& triangle, std::span<const Vec4> planes,
                       std::vector<raster::Vertex>& out) {
    const auto lerp = [](const EyeVertex& a, const EyeVertex& b, double t) {
        return EyeVertex{raster::LerpVertex(a.clip, b.clip, t), raster::Lerp(a.eye, b.eye, t)};
    };
    const auto distance = [&planes](const EyeVertex& v, std::size_t k) {
        double d = 0;
        for (int i = 0; i < 4; ++i) d += static_cast<double>(planes[k][i]) * v.eye[i];
        return d;
    };
    AppendFan(std::vector<EyeVertex>(triangle.begin(), triangle.end()), planes.size(), distance, lerp, out);
}

}  // namespace tessera::runtime::gl
