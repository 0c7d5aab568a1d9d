// SPDX-License-Identifier: MIT
// Clipping triangles against the user clip planes (see user_clip.h).
#include "runtime/gl/user_clip.h"

namespace tessera::runtime::gl {

std::vector<Vec4> EnabledClipPlanes(const GlState& state) {
    std::vector<Vec4> planes;
    for (int n = 0; n < kMaxClipPlanes; ++n)
        if (state.ClipPlaneEnabled(n)) planes.push_back(state.ClipPlane(n));
    return planes;
}

void AppendUserClipped(const std::array<EyeVertex, 3>& triangle, std::span<const Vec4> planes,
                       std::vector<raster::Vertex>& out) {
    const auto lerp = [](const EyeVertex& a, const EyeVertex& b, double t) {
        return EyeVertex{raster::LerpVertex(a.clip, b.clip, t), raster::Lerp(a.eye, b.eye, t)};
    };
    std::vector<EyeVertex> polygon(triangle.begin(), triangle.end());
    for (const Vec4& p : planes) {
        const auto distance = [&p](const EyeVertex& v) {
            double d = 0;
            for (int i = 0; i < 4; ++i) d += static_cast<double>(p[i]) * v.eye[i];
            return d;
        };
        polygon = raster::ClipPolygon(polygon, distance, lerp);
        if (polygon.size() < 3) return;
    }
    for (std::size_t i = 1; i + 1 < polygon.size(); ++i)
        out.insert(out.end(), {polygon[0].clip, polygon[i].clip, polygon[i + 1].clip});
}

}  // namespace tessera::runtime::gl
