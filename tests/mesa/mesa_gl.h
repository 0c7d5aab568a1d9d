// SPDX-License-Identifier: MIT
// Mesa as a reference: load and run ARB fragment programs on Mesa's llvmpipe, headless.
//
// Tessera's tests compare its reader and renderer with a real GL. Mesa's llvmpipe runs on
// any machine without a display through EGL's surfaceless platform: the context has no
// window surface at all, and every draw goes into a framebuffer object we create. The
// context is made once per process, the first time anything here is called; when that
// fails (no libEGL, no Mesa driver) every entry point reports "unavailable: <reason>" so a
// test can skip with a message that says what is missing.
//
// The API is deliberately plain (vectors of floats, GL enum values as integers) so the same
// description of a draw can later be given to Tessera's own renderer and the pixels
// compared. Callers that want the GL enum names include <GL/gl.h> and <GL/glext.h>
// themselves; this header does not, so including it costs nothing.
//
// A draw is a full-window quad. Per-vertex inputs reach the fragment program through a
// pass-through ARB vertex program (generic attributes straight to result.*), so every
// component, secondary color alpha and the fog coordinate included, is exactly what the
// caller gave: the fixed-function vertex stage would rewrite some of them.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tessera::testing {

using Vec4 = std::array<float, 4>;

/// Empty when Mesa's context is ready, else "unavailable: <reason>". Creates the context
/// on the first call; the answer never changes afterwards.
const std::string& MesaUnavailableReason();
inline bool MesaAvailable() { return MesaUnavailableReason().empty(); }

/// GL_RENDERER and GL_VERSION, e.g. "llvmpipe (LLVM 15.0.6, 256 bits) | 4.5 ...".
std::string MesaRendererDescription();

/// True when GL_EXTENSIONS lists `name` (e.g. "GL_ARB_fragment_program_shadow").
bool MesaHasExtension(std::string_view name);

/// The outcome of glProgramStringARB on a fragment program (3.11.1).
struct ArbLoadResult {
    bool ok = false;
    int error_position = -1;   ///< PROGRAM_ERROR_POSITION_ARB (Mesa's is not the byte offset)
    std::string error_string;  ///< PROGRAM_ERROR_STRING_ARB
};

/// Loads `text` as the fragment program of a program object reserved for this purpose, and
/// leaves it bound so QueryArbResourceCounts() describes it. A failed load leaves the
/// previous program in place, as the GL does.
ArbLoadResult LoadArbFragmentProgram(std::string_view text);

/// The resource counts of the bound fragment program (3.11.3.6; the native ones when
/// `native`): PROGRAM_(NATIVE_)INSTRUCTIONS/ALU_INSTRUCTIONS/TEX_INSTRUCTIONS/
/// TEX_INDIRECTIONS/TEMPORARIES/PARAMETERS/ATTRIBS.
struct ArbResourceCounts {
    int instructions = 0;
    int alu_instructions = 0;
    int tex_instructions = 0;
    int tex_indirections = 0;
    int temporaries = 0;
    int parameters = 0;
    int attributes = 0;
};
ArbResourceCounts QueryArbResourceCounts(bool native = false);
/// PROGRAM_UNDER_NATIVE_LIMITS_ARB of the bound fragment program.
bool QueryArbUnderNativeLimits();

/// The implementation's limits, in the units of lang/common/arbasm/fragment_limits.h's Limits.
struct ArbLimits {
    int max_alu_instructions = 0;
    int max_tex_instructions = 0;
    int max_instructions = 0;
    int max_tex_indirections = 0;
    int max_temporaries = 0;
    int max_parameters = 0;
    int max_attributes = 0;
    int max_env_parameters = 0;
    int max_local_parameters = 0;
    int max_texture_image_units = 0;
    int max_texture_coords = 0;
    int max_texture_units = 0;
    int max_lights = 0;
    int max_program_matrices = 0;
};
ArbLimits QueryArbLimits();

// ---- Rendering -------------------------------------------------------------------------

/// What one corner of the quad carries. Position is in clip space; the default corners
/// cover the window at z = 0 (window depth 0.5) with w = 1.
struct Vertex {
    Vec4 position{0, 0, 0, 1};
    Vec4 primary_color{0, 0, 0, 1};    ///< fragment.color.primary
    Vec4 secondary_color{0, 0, 0, 0};  ///< fragment.color.secondary
    std::array<Vec4, 8> texcoords{};   ///< fragment.texcoord[0..7] (default 0,0,0,1)
    float fog_coord = 0;               ///< fragment.fogcoord.x

    Vertex() {
        for (Vec4& t : texcoords) t = {0, 0, 0, 1};
    }
};

/// A quad whose four corners carry the same vertex, at the default positions: corners
/// (-1,-1), (1,-1), (1,1), (-1,1) at z = 0, w = 1.
std::array<Vertex, 4> UniformCorners(const Vertex& v = Vertex());

/// Texture targets a fragment program can name (3.11.4.5); SHADOW* use a depth texture.
enum class TextureTarget { k1D, k2D, k3D, kCube, kRect };

/// One mipmap level. `data` holds width*height*depth texels, rows bottom-up as GL takes
/// them, each texel 4 floats (RGBA), or 1 float for a depth texture. A cube map's level
/// holds its six faces in GL's order (+X, -X, +Y, -Y, +Z, -Z), each width*height texels.
struct TextureLevel {
    int width = 1;
    int height = 1;
    int depth = 1;
    std::vector<float> data;
};

/// A texture bound to `unit` and `target` for the draw. Filters and wraps are GL enum
/// values; the defaults are NEAREST and CLAMP_TO_EDGE so a comparison is not about
/// filtering unless a test asks for it.
struct TextureSpec {
    int unit = 0;
    TextureTarget target = TextureTarget::k2D;
    std::vector<TextureLevel> levels;
    bool depth_texture = false;         ///< data is depth; internal format DEPTH_COMPONENT32F
    std::uint32_t internal_format = 0;  ///< 0: RGBA32F (or DEPTH_COMPONENT32F)
    std::uint32_t min_filter = 0x2600;  ///< GL_NEAREST
    std::uint32_t mag_filter = 0x2600;  ///< GL_NEAREST
    std::uint32_t wrap_s = 0x812F;      ///< GL_CLAMP_TO_EDGE
    std::uint32_t wrap_t = 0x812F;
    std::uint32_t wrap_r = 0x812F;
    Vec4 border_color{0, 0, 0, 0};
    /// TEXTURE_MAX_LEVEL; nullopt means levels.size() - 1, so the given levels make a
    /// complete texture. A larger value makes a mipmapped texture incomplete on purpose.
    std::optional<int> max_level;
    /// Any other glTexParameterf (pname, value): TEXTURE_COMPARE_MODE, _FUNC,
    /// DEPTH_TEXTURE_MODE, TEXTURE_LOD_BIAS, MIN_LOD...
    std::vector<std::pair<std::uint32_t, float>> parameters;
};

/// Creates texture `spec` on its unit (the active unit is left at that unit), filled and with
/// its parameters set; returns its GL name, or 0 with `error` set (data of the wrong size, a
/// GL error). The caller deletes it. Needs Mesa's context: call only when MesaAvailable().
std::uint32_t CreateTexture(const TextureSpec& spec, std::string& error);

/// Fixed-function fog state, which programs read through state.fog.* and which the
/// ARB_fog_* options apply after the program (3.11.4.4 and 3.11.6).
struct FogState {
    std::uint32_t mode = 0x0800;  ///< GL_EXP (GL's default)
    float density = 1;
    float start = 0;
    float end = 1;
    Vec4 color{0, 0, 0, 0};
};

/// Everything that decides the pixels of one draw.
struct RenderRequest {
    std::string program;  ///< the !!ARBfp1.0 text
    int width = 4;
    int height = 4;
    bool float_target = false;  ///< RGBA32F color buffer instead of RGBA8
    bool read_depth = false;    ///< attach a depth buffer (test ALWAYS) and read it back
    Vec4 clear_color{0, 0, 0, 0};
    /// Corners in order (-1,-1), (1,-1), (1,1), (-1,1); drawn as the triangles (0,1,2)
    /// and (0,2,3), so a renderer that compares must split the quad the same way.
    std::array<Vertex, 4> corners = UniformCorners();
    std::vector<std::pair<int, Vec4>> env_parameters;    ///< program.env[i]
    std::vector<std::pair<int, Vec4>> local_parameters;  ///< program.local[i]
    std::vector<TextureSpec> textures;
    FogState fog;
    /// GL_CLAMP_VERTEX_COLOR: TRUE (GL's default) clamps the interpolated colors to [0, 1].
    bool clamp_vertex_color = true;
    /// Called with the context current, the programs bound, just before the draw: for
    /// state the fields above do not cover (lights, materials, matrices, texenv).
    std::function<void()> extra_state;
};

struct RenderResult {
    /// Empty on success; else what failed ("unavailable: ...", "program: line 3, ...").
    std::string error;
    ArbLoadResult load;
    /// width*height RGBA, bottom row first, as glReadPixels(GL_FLOAT) returns them.
    std::vector<float> rgba;
    /// The same pixels as bytes, for an RGBA8 target only (exact, no float rounding).
    std::vector<std::uint8_t> rgba8;
    /// width*height window depths, when read_depth was set.
    std::vector<float> depth;

    bool ok() const { return error.empty(); }
    /// Pixel (x, y) of rgba, y counted from the bottom.
    Vec4 At(int x, int y, int width) const;
};

/// Draws `request` and reads the pixels back. The GL state it changes is restored (or
/// its objects deleted) afterwards, so draws do not leak into each other.
RenderResult RenderFragmentProgram(const RenderRequest& request);

}  // namespace tessera::testing
