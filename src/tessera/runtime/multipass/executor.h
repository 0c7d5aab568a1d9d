// SPDX-License-Identifier: MIT
// Runs a plan on the software GL: each draw pass on runtime/gl's Context, and the
// framebuffer operations (combining, color masks, the active-pixel stencil, copies, color
// matrices, lookup tables) on the framebuffer image here.
//
// Every draw renders the geometry into a scratch float framebuffer with its own depth test,
// so each pass sees the front-most surface only (SGI's passes used depth EQUAL against a
// first depth pass to the same effect). The pixels the geometry covers are the shaded
// object; the others keep the background. The framebuffer holds floats clamped to [0,1]
// after every operation (ISL section III: varying colors lie in [0,1]); it is rounded to
// 8 bits only when written out, so the multipass and fused plans can be compared exactly.
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "lang/isl/plan/plan.h"
#include "lang/isl/plan/values.h"
#include "runtime/raster/rasterizer.h"
#include "runtime/texture/texture.h"
#include "support/vec4.h"

namespace tessera::runtime::multipass {

/// Finds a texture image by the name a shader uses; std::nullopt when there is none.
using ImageLoader = std::function<std::optional<texture::Image>(const std::string& name)>;

/// Looks for NAME, then NAME.png, in each directory in turn.
ImageLoader DirectoryImageLoader(std::vector<std::string> directories);

struct ExecuteOptions {
    int width = 256;
    int height = 256;
    support::Vec4 background{0, 0, 0, 1};  ///< FB before the shader runs
    lang::isl::plan::Inputs inputs;         ///< parameter values (defaults otherwise)
    ImageLoader load_image;
};

struct ExecuteResult {
    bool ok = false;
    std::string error;
    std::vector<support::Vec4> color;  ///< width * height, bottom row first, each in [0,1]
    int draws = 0;                     ///< geometry draws made (passes of kind kDraw)
};

/// Runs `plan` over `triangles` (object coordinates in [-1,1]^3, viewed along -z with an
/// orthographic projection; texcoord[0] = surface coordinates, [1] = normal, [2] = position).
ExecuteResult Execute(const lang::isl::plan::Plan& plan, std::span<const raster::Vertex> triangles,
                      const ExecuteOptions& options);

/// The 8-bit RGBA pixels of a result (bottom row first), as a PNG writer takes them.
std::vector<std::uint8_t> ToRgba8(const std::vector<support::Vec4>& color);

}  // namespace tessera::runtime::multipass
