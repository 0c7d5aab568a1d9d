// SPDX-License-Identifier: MIT
// Shaded scenes: triangle meshes carrying what a surface shader needs at each vertex.
//
// Every mesh fits in [-1,1]^3 in object coordinates, which a renderer uses as eye
// coordinates too (viewer on +z, orthographic). Each vertex carries
//   texcoord[0] = surface coordinates (s, t, 0, 1), each running over [0,1] once;
//   texcoord[1] = the unit normal (x, y, z, 0);
//   texcoord[2] = the object position (x, y, z, 1);
// and a white primary color. Triangles are counter-clockwise seen from outside.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "runtime/raster/rasterizer.h"

namespace tessera::runtime::raster {

/// A sphere of radius 0.9 at the origin; s runs around the z axis, t from pole to pole.
std::vector<Vertex> SphereMesh(int slices = 48, int stacks = 24);

/// A square facing +z at z = 0 spanning [-0.9,0.9]^2, s and t along x and y.
std::vector<Vertex> PlaneMesh();

/// A torus around the z axis tilted toward the viewer: major radius 0.6, minor 0.3.
std::vector<Vertex> TorusMesh(int rings = 48, int sides = 24);

/// The mesh called `name` ("sphere", "plane", "torus"), or std::nullopt.
std::optional<std::vector<Vertex>> MeshByName(std::string_view name);

}  // namespace tessera::runtime::raster
