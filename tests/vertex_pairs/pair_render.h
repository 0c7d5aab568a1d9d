// SPDX-License-Identifier: MIT
// Drawing one Cg vertex + fragment pair the same way on Tessera's GL and on Mesa.
//
// A pair is a .cg file with main_vertex and main_fragment, compiled with arbvp1 and arbfp1.
// A Scene says everything else a draw needs: the quad's four corners and their attributes,
// the uniforms' values (by name, bound through the writers' bindings, vertex and fragment
// locals separately), the GL state (matrices, light, material, fog, texgen), and an
// optional texture on unit 0. Each renderer turns the one Scene into its own calls.
//
// Mesa's harness (tests/mesa) feeds each vertex as generic attributes (0 position, 1 primary
// color, 2 secondary color, 3 fog coordinate, 4 + n texture coordinate n) and runs a
// pass-through vertex program; the pair's own vertex program replaces it in the bound object
// with its conventional attribute names spelled as those generic attributes (ARBvp's Table
// X.2.1 aliasing is optional, and Mesa does not alias). The unmodified text is loaded on its
// own first, so Mesa's parser sees exactly what the writer wrote.
#pragma once

#include <array>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "lang/cg/reader/compile.h"
#ifdef TESSERA_HAVE_MESA
#include "mesa_gl.h"
#endif

namespace tessera::vertex_pairs {

using Vec = std::array<float, 4>;

struct Corner {
    Vec position{0, 0, 0, 1};
    Vec color{1, 1, 1, 1};
    std::array<Vec, 2> texcoord{Vec{0, 0, 0, 1}, Vec{0, 0, 0, 1}};
    float fog = 0;
};

struct Scene {
    /// Corners (-1,-1), (1,-1), (1,1), (-1,1) unless a test changes them; drawn as the
    /// triangles (0,1,2) and (0,2,3).
    std::array<Corner, 4> corners;
    /// Uniform values by name: 4 floats per parameter (a matrix: its rows).
    std::map<std::string, std::vector<float>> uniforms;
    /// Column-major modelview and projection (identity when empty).
    std::vector<float> modelview, projection;
    Vec light_position{0, 0, 1, 0};  ///< set with the identity modelview (eye coordinates)
    Vec light_diffuse{1, 1, 1, 1}, light_ambient{0, 0, 0, 1};
    Vec material_ambient{0.2f, 0.2f, 0.2f, 1}, material_diffuse{0.8f, 0.8f, 0.8f, 1};
    Vec texgen_object_s{1, 0, 0, 0};  ///< unit 0's object-linear plane for s
    float fog_start = 0, fog_end = 1;
    Vec fog_color{0, 0, 0, 0};
    /// A texture on unit 0 (NEAREST, CLAMP_TO_EDGE): width x height RGBA floats, bottom row
    /// first; none when empty.
    int texture_width = 0, texture_height = 0;
    std::vector<float> texture;
};

struct CompiledPair {
    lang::cg::CompileResult vertex, fragment;
    bool ok() const { return vertex.ok && fragment.ok; }
};

CompiledPair CompilePair(const std::string& path);

inline constexpr int kSize = 16;

/// RGBA8 pixels, kSize x kSize, bottom row first; empty with `error` set on failure.
struct Image {
    std::vector<std::uint8_t> rgba;
    std::string error;
};

Image RenderOnTessera(const CompiledPair& pair, const Scene& scene);
/// "unavailable: ..." in `error` when Mesa cannot run here.
Image RenderOnMesa(const CompiledPair& pair, const Scene& scene);
/// The pair's lowered modules through the GLSL writer (GLSL 1.10), linked and drawn by
/// Mesa (glsl_render.cpp); "unavailable: ..." without Mesa or the GLSL writer. `sources`
/// receives the two shaders' text when given.
Image RenderGlslOnMesa(const CompiledPair& pair, const Scene& scene, std::string* sources = nullptr);
/// The scene's fixed-function state on Mesa's current context (matrices, light 0, front
/// material, texgen plane, linear fog); only with Mesa (TESSERA_HAVE_MESA).
void SetMesaFixedState(const Scene& scene);
/// Empty when Mesa loads `vertex_program` as written, else its error string.
std::string MesaLoadVertexProgram(const std::string& vertex_program);

#ifdef TESSERA_HAVE_MESA
/// The scene's corners and texture as the Mesa harness takes them, for both Mesa renderers.
std::array<testing::Vertex, 4> MesaCorners(const Scene& scene);
std::vector<testing::TextureSpec> MesaTextures(const Scene& scene);
#endif

}  // namespace tessera::vertex_pairs
