// SPDX-License-Identifier: MIT
// GLSL programs on Mesa: compile and link a vertex and a fragment shader, set uniforms by
// name, bind textures, draw the harness's full-window quad and read the pixels back.
//
// This sits beside the ARB harness (mesa_gl.h) and shares its EGL context: MesaAvailable()
// makes that context current, then the calls here are plain GL 2.0 code. Textures are made
// by the harness's CreateTexture, so a GLSL draw and an ARB draw of the same TextureSpec
// sample the same texels.
//
// The quad's corners (testing::Vertex) reach the vertex shader one of two ways:
//  - generic attributes (the default) at the locations the ARB harness uses: 0 position,
//    1 primary color, 2 secondary color, 3 fog coordinate (fog, 0, 0, 1), 4..11 texture
//    coordinates 0..7, sent the same way (immediate mode, attribute 0 last), so a GLSL draw
//    and an ARB draw of one RenderRequest see the same inputs. The names GlslAttributeName()
//    gives are bound to those locations; GlslDraw::attributes binds further names;
//  - conventional attributes (gl_Vertex, gl_Color, gl_SecondaryColor's rgb,
//    gl_MultiTexCoord0..7, gl_FogCoord), for shaders written against the fixed-function
//    built-ins.
// The quad is drawn as the triangles (0,1,2) and (0,2,3), as the ARB harness draws it.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "mesa_gl.h"

namespace tessera::testing {

/// The attribute names bound to the harness's generic locations: tsr_position, tsr_color0,
/// tsr_color1, tsr_fog, tsr_texcoord0..7 for locations 0..11.
std::string GlslAttributeName(int location);

/// How a matrix uniform's values are ordered.
enum class MatrixLayout {
    kRows,     ///< row by row (the IR's order): uploaded with transpose = GL_TRUE
    kColumns,  ///< column by column (GL's order): uploaded with transpose = GL_FALSE
};

/// One uniform (or uniform array) set by name; its GL type, as the linker reports it,
/// decides the glUniform* call, and the number of values the array count. Int and bool
/// uniforms take the values converted to integers.
struct GlslUniform {
    std::string name;  ///< "u", "a[2]", "s.f", "lights[1].color"
    std::vector<float> values;
    MatrixLayout layout = MatrixLayout::kRows;
};

enum class GlslVertexInputs { kGeneric, kConventional };

struct GlslDraw {
    std::string vertex;    ///< vertex shader text
    std::string fragment;  ///< fragment shader text
    int width = 32;
    int height = 32;
    Vec4 clear_color{0, 0, 0, 0};
    std::array<Vertex, 4> corners = UniformCorners();
    GlslVertexInputs inputs = GlslVertexInputs::kGeneric;
    std::vector<GlslUniform> uniforms;
    std::vector<std::pair<std::string, int>> samplers;  ///< sampler uniform -> texture unit
    /// Further vertex shader inputs bound to the harness's generic locations (a_POSITION -> 0).
    std::vector<std::pair<std::string, int>> attributes;
    std::vector<TextureSpec> textures;
    /// Enables the depth test with ALWAYS (so every fragment's depth is stored) and reads
    /// the depth buffer back.
    bool read_depth = false;
    /// Called with the program in use and the textures bound, just before the draw: GL
    /// state the test needs (matrices, lights, fog, depth range), which the test restores.
    std::function<void()> extra_state;
};

struct GlslDrawResult {
    /// Empty on success; else "unavailable: ...", the compile and link logs ("vertex
    /// shader: ...", "fragment shader: ...", "link: ..."), or the GL error that stopped it.
    std::string error;
    std::vector<std::uint8_t> rgba8;  ///< width*height RGBA, bottom row first
    std::vector<float> depth;         ///< width*height window depths, when read_depth
    bool ok() const { return error.empty(); }
};

/// Compiles, links and draws `draw`; the objects it makes are deleted afterwards.
GlslDrawResult DrawGlsl(const GlslDraw& draw);

/// Compiles and links only; "" or the logs (or "unavailable: ...").
std::string LinkGlsl(const std::string& vertex, const std::string& fragment);

}  // namespace tessera::testing
