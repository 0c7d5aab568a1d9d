// SPDX-License-Identifier: MIT
#include "lang/common/arbasm/vertex_limits.h"

namespace tessera::lang::arbasm::vertex {

Limits Limits::Minimum() {
    Limits l{};
    // 2.14.3.7 and 2.14.1.
    l.max_instructions = 128;
    l.max_temporaries = 12;
    l.max_parameters = 96;
    l.max_attributes = 16;
    l.max_address_registers = 1;
    l.max_env_parameters = 96;
    l.max_local_parameters = 96;
    l.max_vertex_attribs = 16;
    // GL 1.4's minimums for texture units, lights and clip planes; 2.14.6 for program
    // matrices. Without ARB_vertex_blend and ARB_matrix_palette: one modelview, no palette.
    l.max_texture_coords = 2;
    l.max_lights = 8;
    l.max_clip_planes = 6;
    l.max_texture_image_units = 4;  // GeForce 6's vertex texture units
    l.max_vertex_units = 1;
    l.max_palette_matrices = 0;
    l.max_program_matrices = 8;
    return l;
}

Limits Limits::Default() {
    // Mesa 22.3 llvmpipe's vertex program limits, with the instruction count capped at
    // 65536 as for fragment programs so that a hostile program is refused early.
    Limits l{};
    l.max_instructions = 65536;
    l.max_temporaries = 4096;
    l.max_parameters = 2048;
    l.max_attributes = 16;
    l.max_address_registers = 1;
    l.max_env_parameters = 256;
    l.max_local_parameters = 2048;
    l.max_vertex_attribs = 16;
    l.max_texture_coords = 8;
    l.max_lights = 8;
    l.max_clip_planes = 8;
    l.max_texture_image_units = 4;  // GeForce 6's vertex texture units
    l.max_vertex_units = 1;
    l.max_palette_matrices = 0;
    l.max_program_matrices = 8;
    return l;
}

std::optional<Limits> Limits::ByName(std::string_view name) {
    if (name == "default") return Default();
    if (name == "minimum") return Minimum();
    return std::nullopt;
}

arbasm::BindingLimits Limits::Bindings() const {
    arbasm::BindingLimits b;
    b.max_parameters = max_parameters;
    b.max_env_parameters = max_env_parameters;
    b.max_local_parameters = max_local_parameters;
    b.max_texture_coords = max_texture_coords;
    b.max_texture_units = 0;  // state.texenv is fragment-only
    b.max_lights = max_lights;
    b.max_vertex_units = max_vertex_units;
    b.max_palette_matrices = max_palette_matrices;
    b.max_program_matrices = max_program_matrices;
    b.max_clip_planes = max_clip_planes;
    return b;
}

arbasm::LimitOption ApplyCgcLimitOption(Limits& limits, std::string_view option) {
    return arbasm::ApplyLimitOption(option,
                                    {{"NumTemps", &limits.max_temporaries},
                                     {"MaxInstructions", &limits.max_instructions},
                                     {"MaxLocalParams", &limits.max_local_parameters},
                                     {"MaxAddressRegs", &limits.max_address_registers},
                                     // Tessera's extension (fragment_limits.h), not cgc's
                                     {"MaxTexCoords", &limits.extended_texcoord_sets, kMaxTexCoordSets}});
}

}  // namespace tessera::lang::arbasm::vertex
