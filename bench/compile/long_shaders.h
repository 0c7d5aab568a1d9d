// SPDX-License-Identifier: MIT
// Generated shaders of a chosen length for bench/compile: the same program shape in Cg and
// in GLSL 1.10, so the languages' compile times can be compared line for line.
//
// The shape: a chain of small helper functions, each mixing its input with uniforms
// through arithmetic, a swizzle and an intrinsic (dot, lerp/mix, saturate/clamp), then a
// main that samples a texture and calls every helper in turn. It exercises the whole front
// end (many declarations, calls to inline, constants to fold) without loops, whose
// unrolling would dominate the time.
#pragma once

#include <string>

namespace tessera::bench {

/// A Cg fragment shader of about `lines` lines (main: float4 main(...) : COLOR).
std::string LongCgShader(int lines);

/// A GLSL 1.10 fragment shader of about `lines` lines, the same program as LongCgShader.
std::string LongGlslFragmentShader(int lines);

/// A GLSL 1.10 vertex shader of about `lines` lines: the same helper chain applied to
/// gl_Vertex before the modelview-projection transform.
std::string LongGlslVertexShader(int lines);

}  // namespace tessera::bench
