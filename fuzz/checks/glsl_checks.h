// SPDX-License-Identifier: MIT
// The invariants of the GLSL front end (lang/glsl/reader) and of its compile path to ARBfp,
// shared by the GLSL fuzz harnesses and the regression tests. The input is one shader:
// "fuzz.vert", a vertex shader, when it writes gl_Position, else "fuzz.frag" (GLSL has no
// #include).
//
// CheckGlslCheck: CheckGlsl reports `ok` exactly when it counts no error, each error with
// its file:line:col, none an internal error (CheckCompileReport).
// CheckGlslCompile: CompileGlsl, the same report checks, and a program it writes loads in
// our ARBfp reader and runs (CheckWrittenProgram); a vertex shader's ARBvp program loads in
// our ARBvp reader and runs (CheckWrittenVertexProgram).
#pragma once

#include <string_view>

#include "checks/problems.h"

namespace tessera::fuzz {

Problems CheckGlslCheck(std::string_view input);
Problems CheckGlslCompile(std::string_view input);

}  // namespace tessera::fuzz
