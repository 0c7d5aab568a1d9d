// SPDX-License-Identifier: MIT
// User clip planes (GL 2.0 section 2.12): a primitive keeps the part where every enabled
// plane p, stored in eye coordinates by glClipPlane, has p . eye >= 0.
//
// The rasterizer clips against the view volume only, in clip coordinates, where the eye
// position no longer exists; so the context clips each triangle against the user planes
// first, with each vertex's eye position carried beside it (every attribute and the eye
// position are linear along an edge, so a new vertex is a lerp of both), and hands the
// rasterizer the clipped polygon as a fan of triangles.
//
// A vertex program with NV_vertex_program2_option computes the distances itself
// (result.clip[n]): a vertex is inside enabled plane n where its distance n is >= 0, and
// the distances are linear along an edge as the eye position is; AppendClipped takes them.
#pragma once

#include <array>
#include <span>
#include <vector>

#include "runtime/gl/state.h"
#include "runtime/raster/rasterizer.h"

namespace tessera::runtime::gl {

/// A vertex after the vertex stage, with its eye position.
struct EyeVertex {
    raster::Vertex clip;
    Vec4 eye;
};

/// A vertex after the vertex stage, with its distances to the planes in use.
struct DistancedVertex {
    raster::Vertex clip;
    std::array<double, kMaxClipPlanes> distance{};
};

/// The numbers of the enabled clip planes, in increasing order.
std::vector<int> EnabledClipPlaneNumbers(const GlState& state);

/// The planes of the enabled clip planes, in eye coordinates (empty when none is enabled).
std::vector<Vec4> EnabledClipPlanes(const GlState& state);

/// Appends what of `triangle` has its first `planes` distances all >= 0 to `out`, as
/// triangles fanned from the first remaining vertex (the winding is kept).
void AppendClipped(const std::array<DistancedVertex, 3>& triangle, std::size_t planes,
                   std::vector<raster::Vertex>& out);

/// Appends what of `triangle` is inside every plane of `planes` to `out`, as triangles
/// fanned from the first remaining vertex (the winding is kept).
void AppendUserClipped(const std::array<EyeVertex, 3>& triangle, std::span<const Vec4> planes,
                       std::vector<raster::Vertex>& out);

}  // namespace tessera::runtime::gl
