// SPDX-License-Identifier: MIT
// One RetroArch shader pass drawn two ways, for the harness that checks converted shaders
// (scripts/retroarch-harness, docs/cgc.md): the Cg source through Tessera's own ARB compile
// (main_vertex with arbvp1, main_fragment with arbfp1) on Tessera's GL, and a RetroArch GLSL
// file (cg2glsl.py's output, or `tessera compile --target retroarch-glsl`'s) on Mesa, both
// with what RetroArch's drivers give a pass:
//
//   - a quad with corners (0,0), (1,0), (1,1), (0,1) (RetroArch's vertex coordinates), the
//     texture coordinates from 0 to video size / texture size (the frame fills only part of
//     its texture, as RetroArch's frames do), look-up texture coordinates 0 to 1, white
//     vertex colour;
//   - the projection RetroArch sets, ortho(0, 1, 0, 1, -1, 1): `modelViewProj` in Cg (its
//     rows), `MVPMatrix` in GLSL;
//   - IN.video_size = InputSize, IN.texture_size = TextureSize, IN.output_size = OutputSize,
//     IN.frame_count = FrameCount, IN.frame_direction = FrameDirection (ORIG, PREV and PREVn
//     the same frame again);
//   - the input frame on texture unit 0 (`Texture`, the TEXUNIT0 sampler or the first
//     other one), look-up textures on further units by name, NEAREST and CLAMP_TO_EDGE;
//   - the shader's parameters: a GLSL file with `#pragma parameter` lines (Tessera's direct
//     output keeps them, as RetroArch's GLSL shaders do) has them as uniforms, which get the
//     lines' default values, and the Cg is then compiled with PARAMETER_UNIFORM defined (as
//     RetroArch's drivers do) and the same values; a GLSL file without them (cg2glsl.py's)
//     was compiled from the Cg without PARAMETER_UNIFORM, and so is the Cg (a shader's
//     `#else` branch may define other values than its #pragma defaults).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace tessera::retroarch {

struct Texture {
    int width = 0, height = 0;
    std::vector<float> rgba;  ///< RGBA floats (multiples of 1/255), bottom row first
};

// The sizes are binary fractions of each other (a 60x48 frame in a 64x64 texture, drawn at
// twice its size), so that neither the texture coordinates at pixel centres nor a shader's
// `floor(uv * texture_size)` land on a texel boundary by rounding: ARB's RCP-then-MUL and
// GLSL's division may differ in the last bit, which would pick another texel there.
struct Scene {
    int width = 120, height = 96;             ///< the output (OutputSize)
    int video_width = 60, video_height = 48;  ///< the frame in its texture (InputSize)
    Texture input;                            ///< the frame's texture (TextureSize = its size)
    std::map<std::string, Texture> lookups;   ///< look-up textures by sampler name
    int frame_count = 17;
    int frame_direction = 1;
};

/// The fixed test image: flat-coloured blocks, a diagonal, a circle and a gradient band, so
/// that scalers, edge detectors and colour filters all have something to do.
Texture TestImage(int width = 64, int height = 64);

/// A drawn picture: RGBA8, bottom row first; `error` says why there is none.
struct Picture {
    std::vector<std::uint8_t> rgba;
    std::string error;
};

/// A shader's parameters: `#pragma parameter NAME "Label" default min max step` values.
using Parameters = std::vector<std::pair<std::string, float>>;
Parameters ParametersOf(const std::string& glsl_text);

/// The Cg file through Tessera's ARB compile on Tessera's GL; with `parameters`, compiled with
/// PARAMETER_UNIFORM defined and those uniforms set. GLSL's spellings of library functions
/// are accepted, as for the GLSL profiles the GLSL side comes from. `profile_options` are
/// cgc's `-po` limits for both stages; Tessera's MaxTexCoords=N among them also raises the
/// GL context's, so that a shader with more varyings than arbfp1's eight sets has a
/// reference (docs/cgc.md, "The harness").
Picture RenderArb(const std::string& cg_path, const Scene& scene,
                  const Parameters& parameters = {},
                  const std::vector<std::string>& profile_options = {});

/// The RetroArch GLSL text on Mesa ("unavailable: ..." without it).
Picture RenderGlsl(const std::string& glsl_text, const Scene& scene);

struct Agreement {
    std::size_t pixels = 0;
    std::size_t within = 0;  ///< pixels whose channels all differ by at most `tolerance`
    int max_difference = 0;
};
Agreement Compare(const Picture& a, const Picture& b, int tolerance = 2);

}  // namespace tessera::retroarch
