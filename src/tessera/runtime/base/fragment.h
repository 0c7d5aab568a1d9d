// SPDX-License-Identifier: MIT
// The interface between the rasterizer and the fragment processors.
//
// Fragments arrive in 2x2 quads so that texture level of detail can be computed from
// derivatives (the difference of a coordinate across the quad), as GL implementations do.
// Fragment i of a quad sits at (x + (i & 1), y + (i >> 1)). A fragment outside the
// primitive is still executed (a "helper") so its neighbours have derivatives, but its
// results are dropped.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "lang/common/arbasm/fragment_program.h"
#include "lang/common/arbasm/limit_options.h"
#include "support/vec4.h"

namespace tessera::runtime::texture {
class TextureUnits;
}

namespace tessera::runtime::exec {

using support::Vec4;

inline constexpr int kQuadSize = 4;
/// The texture coordinate sets a vertex and a fragment hold: ARB's 8 (MAX_TEXTURE_COORDS,
/// which runtime/gl reports and whose texture matrices it keeps) and the 8 more of Tessera's
/// MaxTexCoords extension (lang/common/arbasm/limit_options.h), which only programs read
/// with that extension's limits use. The rasterizer interpolates only the sets a program reads.
inline constexpr int kMaxTextureCoords = static_cast<int>(lang::arbasm::kMaxTexCoordSets);

/// Every attribute of Table X.1 for one fragment, as the rasterizer interpolated it.
struct FragmentAttributes {
    Vec4 color_primary{0, 0, 0, 1};
    Vec4 color_secondary{0, 0, 0, 1};
    std::array<Vec4, kMaxTextureCoords> texcoord{};  ///< (s, t, r, q) per coordinate set
    float fogcoord = 0;  ///< fragment.fogcoord.x, also the fog option's coordinate
    Vec4 position{0, 0, 0, 1};  ///< (window x, window y, window z, 1/w_clip)
    /// fragment.facing.x (NV_fragment_program2 3.11.3.1): -1 for a fragment of a
    /// back-facing polygon, +1 otherwise.
    float facing = 1;
};

/// The value an attribute register holds for one fragment (Table X.1); a texture
/// coordinate set past the ones interpolated reads (0, 0, 0, 1). Both executors use it.
inline Vec4 AttributeValue(const lang::arbfp::AttributeBinding& binding,
                           const FragmentAttributes& fragment) {
    using Kind = lang::arbfp::AttributeBinding::Kind;
    switch (binding.kind) {
        case Kind::kColorPrimary:
            return fragment.color_primary;
        case Kind::kColorSecondary:
            return fragment.color_secondary;
        case Kind::kTexCoord:
            return binding.unit < kMaxTextureCoords ? fragment.texcoord[binding.unit]
                                                    : Vec4{0, 0, 0, 1};
        case Kind::kFogCoord:
            return {fragment.fogcoord, 0, 0, 1};
        case Kind::kPosition:
            return fragment.position;
        case Kind::kFacing:  // NV_fragment_program2 3.11.3.1: (f, 0, 0, 1)
            return {fragment.facing, 0, 0, 1};
    }
    return {0, 0, 0, 0};
}

/// Fog as the ARB_fog_* options apply it (3.11.4.5.1, GL 1.4 section 3.10).
struct FogParameters {
    Vec4 color{0, 0, 0, 0};
    float density = 1;
    float start = 0;
    float end = 1;
};

/// What stays the same for every fragment of one draw.
struct DrawInputs {
    const lang::arbasm::fragment::Program* program = nullptr;
    /// The value of each entry of program->parameters, resolved by runtime/gl for this draw.
    std::vector<Vec4> parameters;
    /// The texture units; null means every unit is incomplete (samples give (0,0,0,1)).
    const texture::TextureUnits* textures = nullptr;
    FogParameters fog;
    /// DDX and DDY take one difference per row (DDX) and per column (DDY) of the quad
    /// instead of one per quad: glHint(FRAGMENT_SHADER_DERIVATIVE_HINT, NICEST) (nv_alu.h's
    /// QuadDifference). Texture lookups keep the quad's one pair of derivatives.
    bool fine_derivatives = false;
};

struct QuadInputs {
    std::array<FragmentAttributes, kQuadSize> fragments;
    std::array<bool, kQuadSize> covered{};  ///< false for helper fragments
};

/// A killed fragment has no results (3.11.6.4 discards it): its color and depth are
/// unspecified. The reference computes them anyway; the fast executor stops a block once
/// every fragment in it is killed.
struct QuadResults {
    std::array<Vec4, kQuadSize> color{};      ///< after result processing (clamped, fogged)
    std::array<float, kQuadSize> depth{};     ///< result.depth.z clamped, or the window z
    std::array<bool, kQuadSize> killed{};     ///< KIL discarded the fragment
};

}  // namespace tessera::runtime::exec

namespace tessera::runtime::exec {

/// The reference interpreter (runtime/exec/reference.cpp): runs the program on one quad,
/// following the pseudocode of sections 3.11.4 to 3.11.6 literally, then applies result
/// processing (3.11.4.4) and the fog option. A program with an NVIDIA option
/// (NV_fragment_program_option, NV_fragment_program2) runs on its NV part
/// (reference_nv.cpp). `raw_color`, when given, receives each fragment's result.color
/// before result processing clamps it (for tests of values outside [0, 1]).
void RunQuadReference(const DrawInputs& draw, const QuadInputs& quad, QuadResults& results,
                      std::array<Vec4, kQuadSize>* raw_color = nullptr);

}  // namespace tessera::runtime::exec
