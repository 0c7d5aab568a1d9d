// SPDX-License-Identifier: MIT
// Recognising GLSL vertex shaders that only do what GL's fixed-function vertex stage does.
//
// Tessera compiles fragment shaders; it has no GLSL vertex stage yet (issue 11). Most of
// piglit's fragment shader tests pair their fragment shader with a vertex shader such as
//
//     void main() { gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex; }
//
// which computes nothing the fixed-function vertex stage does not. Such a shader is
// recognised by matching each of its statements against a small table of pass-through
// forms, each with the ARB vertex program instructions that do the same; the matched
// instructions make one `!!ARBvp1.0` program the runner loads in the shader's place. A
// shader with any other statement (or declaration, or function) is not matched, and the
// test is skipped with the reason: only an exact equivalent may stand in for a shader.
#pragma once

#include <string>
#include <string_view>

namespace tessera::shader_test {

struct VertexStageMatch {
    bool matched = false;
    /// The equivalent ARB vertex program, when matched.
    std::string program;
    /// Why the shader is not a pass-through, when not matched (one line).
    std::string reason;
};

/// Matches a [vertex shader] section's GLSL source against the pass-through forms.
VertexStageMatch MatchPassThroughVertexShader(std::string_view source);

/// The ARB vertex program equivalent to piglit's [vertex shader passthrough]
/// (`gl_Position = piglit_vertex`, attribute 0, which is the vertex position).
std::string PassThroughVertexProgram();

}  // namespace tessera::shader_test
