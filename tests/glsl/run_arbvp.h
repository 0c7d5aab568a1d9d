// SPDX-License-Identifier: MIT
// Running a compiled GLSL vertex shader on our reference vertex executor, for the tests: the
// ARBvp text through our ARBvp reader, attributes by GLSL name (gl_Vertex, gl_MultiTexCoord1,
// or a user attribute through the compiler's name -> generic index map), uniforms into
// program.local by binding name, GL state bindings fetched from a runtime GlState.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "lang/glsl/reader/compile.h"
#include "runtime/gl/state.h"
#include "support/vec4.h"

namespace tessera::lang::glsl::test_support {

struct VertexInputs {
    /// "gl_Vertex", "gl_Normal", "gl_Color", "gl_SecondaryColor", "gl_FogCoord",
    /// "gl_MultiTexCoordN", or a user attribute's name ("m[k]" for a matrix's column k).
    /// Missing ones read (0, 0, 0, 1).
    std::map<std::string, support::Vec4> attributes;
    /// By binding name: 4 floats per parameter (a matrix column by column).
    std::map<std::string, std::vector<float>> uniforms;
    runtime::gl::GlState state;
};

/// The result registers the program wrote, by ARB name without "result.": "position",
/// "color", "color.back", "color.secondary", "color.back.secondary", "texcoord[N]",
/// "fogcoord", "pointsize".
using VertexOutcome = std::map<std::string, support::Vec4>;

/// Runs `compiled` (which must be ok); nullopt and `error` when its text does not read.
std::optional<VertexOutcome> RunOnVertexProcessor(const CompileResult& compiled, const VertexInputs& in,
                                                  std::string& error);

}  // namespace tessera::lang::glsl::test_support
