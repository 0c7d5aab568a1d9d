// SPDX-License-Identifier: MIT
// Implementation limits that the ARBvp reader checks a program against.
//
// As for fragment programs (lang/common/arbasm/fragment_limits.h), the default profile follows Mesa 22.3's
// llvmpipe for vertex programs so the two agree on which programs load, and the minimum
// profile is the spec's floor (2.14.3.7, 2.14.1, 2.14.2).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "lang/common/arbasm/limit_options.h"

#include "lang/common/arbasm/parser_base.h"

namespace tessera::lang::arbasm::vertex {

struct Limits {
    // Resource limits (2.14.3.7).
    std::uint32_t max_instructions;
    std::uint32_t max_temporaries;
    std::uint32_t max_parameters;
    std::uint32_t max_attributes;
    std::uint32_t max_address_registers;
    // Ranges of the grammar's integers (2.14.2).
    std::uint32_t max_env_parameters;
    std::uint32_t max_local_parameters;
    std::uint32_t max_vertex_attribs;  ///< generic attributes: vertex.attrib[n]
    std::uint32_t max_texture_coords;  ///< texture coordinate sets (<texCoordNum>)
    std::uint32_t max_lights;
    std::uint32_t max_clip_planes;
    std::uint32_t max_vertex_units;  ///< ARB_vertex_blend weights and modelview matrices
    std::uint32_t max_palette_matrices;
    std::uint32_t max_program_matrices;
    /// NV_vertex_program3's vertex texture image units (texture[n] in TEX and friends).
    std::uint32_t max_texture_image_units;

    // The NVIDIA options the reader accepts, as a driver exposing the extension would. Off
    // in the named profiles; the GL context turns them on, and its reference vertex
    // executor runs such programs (runtime/exec/vertex_reference_nv.cpp).
    bool nv_vertex_program2_option = false;  ///< OPTION NV_vertex_program2
    bool nv_vertex_program3 = false;         ///< OPTION NV_vertex_program3 (and the above)

    /// Tessera's extension `MaxTexCoords=N` (docs/arbvp.md, "Limits"): result.texcoord[n] up
    /// to N - 1 (N <= kMaxTexCoordSets), the vertex side of fragment::Limits' field of that
    /// name. vertex.texcoord[n], texture matrices and texgen planes keep max_texture_coords.
    std::uint32_t extended_texcoord_sets = 0;
    /// How many result.texcoord[n] the reader accepts.
    std::uint32_t TexCoordSets() const {
        return extended_texcoord_sets > max_texture_coords ? extended_texcoord_sets : max_texture_coords;
    }

    static Limits Minimum();
    static Limits Default();
    /// "default" or "minimum".
    static std::optional<Limits> ByName(std::string_view name);

    /// These limits with both NVIDIA vertex options accepted.
    Limits WithNvOptions() const {
        Limits l = *this;
        l.nv_vertex_program2_option = l.nv_vertex_program3 = true;
        return l;
    }

    /// The ranges the shared binding parser checks.
    arbasm::BindingLimits Bindings() const;

    friend bool operator==(const Limits&, const Limits&) = default;
};

/// cgc's arbvp1 options that set a limit, as Cg 3.1's arbvp1 profile page names them
/// (NumTemps, MaxInstructions, MaxLocalParams, MaxAddressRegs), and Tessera's own
/// MaxTexCoords=N (extended_texcoord_sets).
arbasm::LimitOption ApplyCgcLimitOption(Limits& limits, std::string_view option);

}  // namespace tessera::lang::arbasm::vertex

// ARBvp's reader and writer (lang/arbvp, namespace lang::arbvp) name this model
// unqualified; the rest of the code names it by its own namespace (arbasm::vertex::Program).
namespace tessera::lang::arbvp {
using namespace arbasm::vertex;
}  // namespace tessera::lang::arbvp
