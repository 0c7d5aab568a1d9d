// SPDX-License-Identifier: MIT
// `tessera compile PRESET.cgp --target retroarch-glsl -o OUT.glslp`: a RetroArch Cg preset as
// a GLSL preset (docs/cgc.md, "RetroArch's GLSL shaders").
#pragma once

#include <string>

#include "tessera/tessera.hpp"

namespace tessera::tool {

/// Converts every pass of `preset` (shaderN = PATH.cg) to RetroArch GLSL, written at the same
/// relative path (PATH.glsl) under `output`'s folder, and writes the preset itself to
/// `output` with those paths; look-up textures' paths are rewritten to stay valid from there.
/// `base` carries the compile options (defines, include directories). Returns 0, 1 when a
/// pass did not compile (its diagnostics printed), 2 when the preset cannot be read or
/// written.
int ConvertRetroArchPreset(const std::string& preset, const std::string& output,
                           const CompileOptions& base);

}  // namespace tessera::tool
