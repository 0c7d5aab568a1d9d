// SPDX-License-Identifier: MIT
// The default scene's vertices (see scene.h for the table they follow).
#include "runtime/raster/scene.h"

namespace tessera::runtime::raster {
namespace {

Vertex Corner(float x, float y, const Vec4& primary) {
    Vertex v;
    v.position = {x, y, 0, 1};
    v.color = primary;
    v.secondary = {1 - primary[0], 1 - primary[1], 1 - primary[2], 1};
    // Object x and y run over [-1,1]; the coordinates run over [0,1] the same way.
    const float s = (x + 1) / 2;
    const float t = (y + 1) / 2;
    for (Vec4& tc : v.texcoord) tc = {s, t, 0, 1};
    v.fogcoord = s;
    return v;
}

}  // namespace

std::vector<Vertex> DefaultSceneCorners() {
    return {
        Corner(-1, -1, {1, 0, 0, 1}),  // bottom-left: red
        Corner(1, -1, {0, 1, 0, 1}),   // bottom-right: green
        Corner(-1, 1, {0, 0, 1, 1}),   // top-left: blue
        Corner(1, 1, {1, 1, 1, 1}),    // top-right: white
    };
}

std::vector<Vertex> DefaultScene() {
    const std::vector<Vertex> c = DefaultSceneCorners();
    return {c[0], c[1], c[2], c[1], c[3], c[2]};
}

}  // namespace tessera::runtime::raster
