// SPDX-License-Identifier: MIT
// Compiling, rendering and interpreting one corpus shader, for the corpus tests.
//
// Three views of a shader must agree: the ARBfp program the compiler wrote, run by Tessera's
// runtime (the rasterizer and the reference fragment interpreter, as `tessera render` runs
// it); the IR module the Cg front end made (before any pass), run by the IR interpreter; and
// for the small shaders, numbers worked out by hand.
//
// The one trick that keeps the comparison honest is to feed the IR interpreter exactly what
// the runtime's fragments saw. The draw goes through raster::DrawTriangles with a shader
// that records each quad's interpolated attributes before running the ARBfp reference
// interpreter on it; the IR interpreter then runs RunQuad on those same four fragments, so
// the inputs agree to the bit and texture derivatives (hence mipmap levels) agree too. Both
// sample the same runtime::texture::TextureUnits: the IR interpreter's sampling callback
// looks up the unit the writer bound the sampler to and calls TextureUnits::Sample.
//
// The scene is `tessera render`'s default one (raster::DefaultScene: a window-filling quad
// with distinct corner colors, texture coordinates 0..1 on every set, a fog coordinate from
// 0 at the left to 1 at the right), the framebuffer RGBA8 as on a real GL, and every
// sampled unit gets a built-in texture like the ones `tessera render` binds: a 64x64
// checkerboard with mipmaps for 2D units, a color per face for cube maps, a depth ramp with
// comparison enabled for shadow targets. Cg has no shadow sampler type: a shadow map is a
// sampler2D read with tex2Dproj/tex2D and a depth in r, and cgc wrote a plain `TXP ... 2D`,
// the comparison coming from the texture's compare mode. So a sampler whose name starts
// with "shadow" gets the depth ramp with comparison on a 2D unit; Tessera's runtime compares
// whenever the texture asks for it (runtime/texture/texture.h), and the IR interpreter samples
// the same TextureUnits, so both see the comparison.
#pragma once

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "lang/common/arbasm/fragment_program.h"
#include "lang/cg/reader/compile.h"
#include "runtime/base/fragment.h"
#include "runtime/raster/framebuffer.h"
#include "runtime/texture/texture.h"
#include "support/vec4.h"
#include "tests/cg_examples/corpus.h"

namespace tessera::cg_examples {

using support::Vec4;

/// Compiles `shader` for arbfp1 (main, optimized, with comments), as `tessera compile`.
lang::cg::CompileResult Compile(const Shader& shader);

/// The program.local values for the uniforms' defaults: index -> value. `error` says why
/// they could not be laid out (a default with the wrong number of values, a uniform the
/// writer did not bind).
struct LocalValues {
    std::map<std::uint32_t, Vec4> locals;
    std::string error;
};
LocalValues UniformLocals(const lang::cg::CompileResult& compiled, const ParsedShader& parsed);

/// A rendering of the default scene by Tessera's runtime, with what each quad saw.
struct Rendering {
    std::string error;  ///< empty on success
    int width = 0;
    int height = 0;
    std::shared_ptr<const lang::arbasm::fragment::Program> program;  ///< as our reader loaded it
    std::unique_ptr<runtime::raster::Framebuffer> framebuffer;
    std::unique_ptr<runtime::texture::TextureUnits> textures;
    /// The inputs of every quad shaded (a quad on the diagonal is shaded once per triangle,
    /// each time with the pixels that triangle covers).
    std::vector<runtime::exec::QuadInputs> quads;
    /// Pixels the fragment program killed (KIL).
    std::vector<bool> killed;

    bool Killed(int x, int y) const { return killed[static_cast<std::size_t>(y) * width + x]; }
    Vec4 Color(int x, int y) const { return framebuffer->ColorAt(x, y); }
};
Rendering RenderWithRuntime(const lang::cg::CompileResult& compiled, const LocalValues& locals,
                            int width = 32, int height = 32);

/// What the IR interpreter computed for one fragment.
struct InterpretedFragment {
    bool discarded = false;
    std::optional<Vec4> color;  ///< the COLOR output, unclamped
    std::optional<float> depth; ///< the DEPTH output, if the shader writes one
};

/// Runs the pre-lowering IR module on one recorded quad, with the uniforms' defaults and
/// the rendering's textures. `error` on failure.
struct InterpretedQuad {
    std::string error;
    std::array<InterpretedFragment, 4> fragments;
};
InterpretedQuad InterpretQuad(const lang::cg::CompileResult& compiled, const ParsedShader& parsed,
                              const Rendering& rendering, const runtime::exec::QuadInputs& quad);

/// The pixel of lane `lane` of `quad`: (floor(position.x), floor(position.y)).
std::pair<int, int> PixelOf(const runtime::exec::QuadInputs& quad, int lane);

}  // namespace tessera::cg_examples
