// GLSL programs on Mesa: compile and link a vertex and a fragment shader, set uniforms by
// name, bind textures, draw the harness's full-window quad and read the pixels back.
//
// This sits beside tests/mesa's ARB harness (which only knows ARB programs) and shares its
// EGL context: MesaAvailable() makes that context current, then the calls here are plain
// GL 2.0 code. Per-vertex data reach the vertex shader as generic attributes bound to the
// same locations the ARB harness uses (0 position, 1 primary color, 2 secondary color,
// 3 fog coordinate, 4..11 texture coordinates 0..7), and are sent the same way (immediate
// mode, attribute 0 last), so a GLSL draw and an ARB draw of one RenderRequest see the same
// inputs.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "mesa_gl.h"

namespace tessera::glsl_writer_test {

/// The attribute names a vertex shader declares to receive the harness's vertex data:
/// tsr_position, tsr_color0, tsr_color1, tsr_fog, tsr_texcoord0..7.
std::string AttributeName(int location);

/// A uniform value: its GLSL name and its scalars in the IR's order (matrices row by row:
/// they are loaded with transpose = GL_TRUE, so a GLSL matrix holds the IR's matrix).
struct UniformValue {
    std::string name;
    std::vector<float> values;
};

struct GlslDraw {
    std::string vertex;    ///< vertex shader text
    std::string fragment;  ///< fragment shader text
    int width = 32;
    int height = 32;
    testing::Vec4 clear_color{0, 0, 0, 0};
    std::array<testing::Vertex, 4> corners = testing::UniformCorners();
    std::vector<UniformValue> uniforms;
    std::vector<std::pair<std::string, int>> samplers;  ///< sampler uniform -> texture unit
    /// Further vertex shader inputs bound to the harness's attribute locations (a_POSITION -> 0).
    std::vector<std::pair<std::string, int>> attributes;
    std::vector<testing::TextureSpec> textures;
    bool read_depth = false;
    /// Called with the program in use, just before the draw: GL state the test needs
    /// (matrices, fog, depth range), which the test restores afterwards.
    std::function<void()> extra_state;
};

struct GlslDrawResult {
    std::string error;  ///< empty on success; compile and link logs otherwise
    std::vector<std::uint8_t> rgba8;  ///< width*height RGBA, bottom row first
    std::vector<float> depth;         ///< when read_depth
    bool ok() const { return error.empty(); }
};

GlslDrawResult DrawGlsl(const GlslDraw& draw);

/// Compiles and links only; "" or the logs.
std::string LinkGlsl(const std::string& vertex, const std::string& fragment);

}  // namespace tessera::glsl_writer_test
