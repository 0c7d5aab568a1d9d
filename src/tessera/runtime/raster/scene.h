// SPDX-License-Identifier: MIT
// The default scene that `tessera render` draws when no scene is given.
//
// One window-filling quad, as two triangles in object coordinates spanning [-1,1] x [-1,1]
// at z = 0, so that with identity modelview and projection matrices (GL's initial state)
// it covers the whole viewport. Every attribute varies, so a program reading any of them
// shows something:
//
//   corner         primary  secondary  texcoord (every set)  fog coordinate
//   bottom-left    red      cyan       (0, 0, 0, 1)          0
//   bottom-right   green    magenta    (1, 0, 0, 1)          1
//   top-left       blue     yellow     (0, 1, 0, 1)          0
//   top-right      white    black      (1, 1, 0, 1)          1
//
// (secondary = 1 - primary, alpha 1). The positions are object coordinates: the caller's
// vertex stage (gl::Context's fixed-function stage) transforms them by the modelview and
// projection matrices. The fog coordinate only reaches fragments when FOG_COORDINATE_SOURCE
// is FOG_COORDINATE (GL's default is FRAGMENT_DEPTH), so a renderer showing the scene
// selects that source.
#pragma once

#include <vector>

#include "runtime/raster/rasterizer.h"

namespace tessera::runtime::raster {

/// The four corners, in the order bottom-left, bottom-right, top-left, top-right.
std::vector<Vertex> DefaultSceneCorners();

/// The quad as a triangle list of two counter-clockwise triangles:
/// (bottom-left, bottom-right, top-left) and (bottom-right, top-right, top-left).
std::vector<Vertex> DefaultScene();

}  // namespace tessera::runtime::raster
