// SPDX-License-Identifier: MIT
// Shaded scenes (see meshes.h). Each surface is a parametric grid (u, v) in [0,1]^2 turned
// into two triangles per cell, so one function builds all of them.
#include "runtime/raster/meshes.h"

#include <cmath>
#include <functional>
#include <numbers>

namespace tessera::runtime::raster {

namespace {

struct SurfacePoint {
    float position[3];
    float normal[3];
};

using Surface = std::function<SurfacePoint(float u, float v)>;

Vertex MakeVertex(const Surface& surface, float u, float v) {
    SurfacePoint p = surface(u, v);
    Vertex vertex;
    vertex.position = {p.position[0], p.position[1], p.position[2], 1};
    vertex.texcoord[0] = {u, v, 0, 1};
    vertex.texcoord[1] = {p.normal[0], p.normal[1], p.normal[2], 0};
    vertex.texcoord[2] = vertex.position;
    return vertex;
}

std::vector<Vertex> Grid(const Surface& surface, int columns, int rows) {
    std::vector<Vertex> out;
    out.reserve(static_cast<std::size_t>(columns * rows * 6));
    for (int j = 0; j < rows; ++j) {
        for (int i = 0; i < columns; ++i) {
            float u0 = float(i) / columns, u1 = float(i + 1) / columns;
            float v0 = float(j) / rows, v1 = float(j + 1) / rows;
            Vertex a = MakeVertex(surface, u0, v0), b = MakeVertex(surface, u1, v0);
            Vertex c = MakeVertex(surface, u1, v1), d = MakeVertex(surface, u0, v1);
            out.insert(out.end(), {a, b, c, a, c, d});
        }
    }
    return out;
}

constexpr float kPi = std::numbers::pi_v<float>;

}  // namespace

std::vector<Vertex> SphereMesh(int slices, int stacks) {
    return Grid(
        [](float u, float v) {
            float phi = 2 * kPi * u, theta = kPi * (v - 0.5f);
            float n[3] = {std::cos(theta) * std::cos(phi), std::cos(theta) * std::sin(phi), std::sin(theta)};
            // Rotate so the poles are at +-y and the seam faces away from the viewer.
            float nx = -n[1], ny = n[2], nz = -n[0];
            return SurfacePoint{{0.9f * nx, 0.9f * ny, 0.9f * nz}, {nx, ny, nz}};
        },
        slices, stacks);
}

std::vector<Vertex> PlaneMesh() {
    return Grid([](float u, float v) { return SurfacePoint{{1.8f * u - 0.9f, 1.8f * v - 0.9f, 0}, {0, 0, 1}}; }, 4, 4);
}

std::vector<Vertex> TorusMesh(int rings, int sides) {
    const float tilt = 0.5f, c = std::cos(tilt), s = std::sin(tilt);
    return Grid(
        [c, s](float u, float v) {
            float a = 2 * kPi * u, b = 2 * kPi * v;
            float n[3] = {std::cos(b) * std::cos(a), std::cos(b) * std::sin(a), std::sin(b)};
            float p[3] = {(0.6f + 0.3f * std::cos(b)) * std::cos(a), (0.6f + 0.3f * std::cos(b)) * std::sin(a),
                          0.3f * std::sin(b)};
            // Tilt about x so the hole is seen at an angle.
            auto tilt_point = [&](const float* q, float* out) {
                out[0] = q[0];
                out[1] = c * q[1] - s * q[2];
                out[2] = s * q[1] + c * q[2];
            };
            SurfacePoint sp{};
            tilt_point(p, sp.position);
            tilt_point(n, sp.normal);
            return sp;
        },
        rings, sides);
}

std::optional<std::vector<Vertex>> MeshByName(std::string_view name) {
    if (name == "sphere") return SphereMesh();
    if (name == "plane") return PlaneMesh();
    if (name == "torus") return TorusMesh();
    return std::nullopt;
}

}  // namespace tessera::runtime::raster
