// SPDX-License-Identifier: MIT
// The standard library's Parasol source: package com.io7m.parasol, modules Boolean, Float,
// Integer, Vector2f..Vector4f, Vector2i..Vector4i, Matrix3x3f, Matrix4x4f, Sampler2D,
// SamplerCube and Fragment, plus the hidden Intrinsic module (see intrinsics.h).
#pragma once

#include <string>

namespace tessera::lang::parasol {

/// The text of the standard library unit (one unit, every module).
const std::string& StandardLibrarySource();

/// The name diagnostics use for the standard library unit.
inline constexpr const char* kStandardLibraryName = "<parasol-stdlib>";

}  // namespace tessera::lang::parasol
