// SPDX-License-Identifier: MIT
#include "lang/common/arbasm/fragment_limits.h"

namespace tessera::lang::arbasm::fragment {

namespace {
// NV_fragment_program2's nesting limits: the values GeForce 6 drivers reported for
// MAX_PROGRAM_IF_DEPTH_NV and MAX_PROGRAM_LOOP_DEPTH_NV. They matter only when the option
// is accepted; Mesa has no such option to compare with.
void SetNvDepthLimits(Limits& l) {
    l.max_if_depth = 48;
    l.max_loop_depth = 4;
}
}  // namespace

Limits Limits::Minimum() {
    Limits l{};
    // 3.11.3.6 and 3.11.1.
    l.max_alu_instructions = 48;
    l.max_tex_instructions = 24;
    l.max_instructions = 72;
    l.max_tex_indirections = 4;
    l.max_temporaries = 16;
    l.max_parameters = 24;
    l.max_attributes = 10;
    l.max_env_parameters = 24;
    l.max_local_parameters = 24;
    // ARB_fragment_program's minimums for image units and coordinate sets; GL 1.4's for
    // legacy texture units and lights; 3.11.7 for program matrices. Without
    // ARB_vertex_blend and ARB_matrix_palette only modelview[0] exists and no palette.
    l.max_texture_image_units = 2;
    l.max_texture_coords = 2;
    l.max_texture_units = 2;
    l.max_lights = 8;
    l.max_vertex_units = 1;
    l.max_palette_matrices = 0;
    l.max_program_matrices = 8;
    SetNvDepthLimits(l);
    return l;
}

Limits Limits::Default() {
    // Mesa 22.3 llvmpipe (glGetProgramivARB / glGetIntegerv), except that instruction
    // counts are capped at 65536 so a hostile program is refused before it costs memory.
    Limits l{};
    l.max_alu_instructions = 65536;
    l.max_tex_instructions = 65536;
    l.max_instructions = 65536;
    l.max_tex_indirections = 65536;
    l.max_temporaries = 4096;
    l.max_parameters = 2048;
    l.max_attributes = 32;
    l.max_env_parameters = 256;
    l.max_local_parameters = 2048;
    l.max_texture_image_units = 32;
    l.max_texture_coords = 8;
    l.max_texture_units = 8;
    l.max_lights = 8;
    l.max_vertex_units = 1;
    l.max_palette_matrices = 0;
    l.max_program_matrices = 8;
    SetNvDepthLimits(l);
    return l;
}

std::optional<Limits> Limits::ByName(std::string_view name) {
    if (name == "default") return Default();
    if (name == "minimum") return Minimum();
    return std::nullopt;
}

arbasm::LimitOption ApplyCgcLimitOption(Limits& limits, std::string_view option) {
    return arbasm::ApplyLimitOption(option,
                                    {{"NumTemps", &limits.max_temporaries},
                                     {"NumInstructionSlots", &limits.max_instructions},
                                     {"MaxInstructionSlots", &limits.max_instructions},
                                     {"NumTexInstructionSlots", &limits.max_tex_instructions},
                                     {"NumTexInstructions", &limits.max_tex_instructions},
                                     {"NumMathInstructionSlots", &limits.max_alu_instructions},
                                     {"NumMathInstructions", &limits.max_alu_instructions},
                                     {"MaxTexIndirections", &limits.max_tex_indirections},
                                     {"MaxLocalParams", &limits.max_local_parameters},
                                     // Tessera's extension (fragment_limits.h), not cgc's
                                     {"MaxTexCoords", &limits.extended_texcoord_sets, kMaxTexCoordSets}});
}

}  // namespace tessera::lang::arbasm::fragment
