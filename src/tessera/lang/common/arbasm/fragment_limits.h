// SPDX-License-Identifier: MIT
// Implementation limits that the ARBfp reader checks a program against.
//
// The spec leaves every limit to the implementation above a stated minimum. Tessera's
// default profile matches what Mesa 22.3's llvmpipe reports for fragment programs, so the
// two agree on which programs load; the minimum profile is the spec's floor, for people
// checking that a program will load on the oldest hardware (`tessera check --limits minimum`).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "lang/common/arbasm/limit_options.h"

namespace tessera::lang::arbasm::fragment {

struct Limits {
    // Resource limits (3.11.3.6).
    std::uint32_t max_alu_instructions;
    std::uint32_t max_tex_instructions;
    std::uint32_t max_instructions;
    std::uint32_t max_tex_indirections;
    std::uint32_t max_temporaries;
    std::uint32_t max_parameters;
    std::uint32_t max_attributes;
    // Ranges of the grammar's integers (3.11.2).
    std::uint32_t max_env_parameters;
    std::uint32_t max_local_parameters;
    std::uint32_t max_texture_image_units;
    std::uint32_t max_texture_coords;
    std::uint32_t max_texture_units;  ///< legacy units, with texture environment state
    std::uint32_t max_lights;
    std::uint32_t max_vertex_units;  ///< modelview matrices (ARB_vertex_blend)
    std::uint32_t max_palette_matrices;
    std::uint32_t max_program_matrices;
    // NV_fragment_program2's static nesting limits (MAX_PROGRAM_IF_DEPTH_NV and
    // MAX_PROGRAM_LOOP_DEPTH_NV).
    std::uint32_t max_if_depth;
    std::uint32_t max_loop_depth;

    // The NVIDIA options the reader accepts, as a driver exposing the extension would. Off
    // in the named profiles (Default(), Minimum()); the GL context turns them on
    // (runtime/gl/context.h), whose reference interpreter runs such programs, and so do the
    // callers that ask (the fp30/fp40 writers, the conformance tests, the reader's own).
    bool nv_fragment_program_option = false;  ///< OPTION NV_fragment_program
    bool nv_fragment_program2 = false;        ///< OPTION NV_fragment_program2 (and the above)

    /// Tessera's extension `MaxTexCoords=N` (docs/arbfp.md, "Limits"): fragment.texcoord[n]
    /// up to N - 1 (N <= kMaxTexCoordSets), for a reference draw of Cg that needs more
    /// interpolated sets than arbfp1 has. 0 (the named profiles): max_texture_coords. Not
    /// ARB's or cgc's behaviour; texture matrices and MAX_TEXTURE_COORDS stay as they are.
    std::uint32_t extended_texcoord_sets = 0;
    /// How many fragment.texcoord[n] the reader accepts.
    std::uint32_t TexCoordSets() const {
        return extended_texcoord_sets > max_texture_coords ? extended_texcoord_sets : max_texture_coords;
    }

    /// The spec's minimum values (and GL 1.4's for the legacy limits).
    static Limits Minimum();
    /// Tessera's default: Mesa llvmpipe's values.
    static Limits Default();
    /// "default" or "minimum".
    static std::optional<Limits> ByName(std::string_view name);
    /// These limits with both NVIDIA fragment options accepted.
    Limits WithNvOptions() const {
        Limits l = *this;
        l.nv_fragment_program_option = l.nv_fragment_program2 = true;
        return l;
    }

    friend bool operator==(const Limits&, const Limits&) = default;
};

/// cgc's arbfp1 options that set a limit, as Cg 3.1's arbfp1 profile page names them
/// (NumTemps, NumInstructionSlots, NumTexInstructionSlots, NumMathInstructionSlots,
/// MaxTexIndirections, MaxLocalParams) and Cg 1.4's did (MaxInstructionSlots,
/// NumTexInstructions, NumMathInstructions). What cgGLSetOptimalOptions passed.
/// And Tessera's own MaxTexCoords=N (extended_texcoord_sets; N above kMaxTexCoordSets is
/// kBadValue).
arbasm::LimitOption ApplyCgcLimitOption(Limits& limits, std::string_view option);

}  // namespace tessera::lang::arbasm::fragment

// ARBfp's reader, printer and writer (lang/arbfp, namespace lang::arbfp) name this model
// unqualified; the rest of the code names it by its own namespace (arbasm::fragment::Program).
namespace tessera::lang::arbfp {
using namespace arbasm::fragment;
}  // namespace tessera::lang::arbfp
