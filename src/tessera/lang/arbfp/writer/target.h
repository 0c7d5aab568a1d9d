// SPDX-License-Identifier: MIT
// What the ARB writer's stages need to know about the program target they write for.
//
// The writer's stages (bind, select, schedule, allocate, pool, emit) were written for ARBfp
// and are shared by the ARBvp writer (lang/arbvp/writer): the two assembly languages share
// their syntax, their parameter bindings and all but a few instructions, so one back end
// serves both and a StageTarget says where they differ:
// - the header line and the name used in messages;
// - how a semantic binds to an attribute or a result register (each target's table);
// - which instructions exist: ARBvp has no texture instructions, no KIL, no CMP or LRP and
//   no SIN/COS/SCS (ARB_vertex_program 2.14.5). CMP and LRP are rewritten by
//   LegalizeSelects (legalize.cpp) after selection, sin and cos become a polynomial
//   (Selector::Sine); texture sampling and discard are reported at their span; ARBvp
//   alone has ARL and relative addressing of parameter arrays (Selector::DynamicElement);
// - the grammar variant the ARB core uses to check `state.*` uniforms (arbasm::Target), and
//   the ranges of the integers inside them.
// - the NVIDIA option a Cg profile writes (fp30, fp40, vp30, vp40: nv_target.cpp): the
//   instructions it adds (DDX/DDY, TXD, TXL, vertex texture fetch), fragment.facing, and
//   cgc's layout of such programs (precision suffixes, RC/HC, `OUTPUT oCol`).
// Each target's driver re-reads the text with its own reader, which is the final check.
#pragma once

#include <string>

#include "ir/module.h"
#include "lang/common/arbasm/parser_base.h"
#include "lang/arbfp/writer/arbfp_writer.h"

namespace tessera::lang::arbfp::writer_detail {

/// A result register the program writes.
struct OutputRegister {
    std::string name;  ///< "result.color", "result.texcoord[1]", ...
    /// >= 0: a scalar result kept in this component (result.depth in z, result.fogcoord
    /// and result.pointsize in x); -1: a vector written lane l -> component l.
    int scalar_component = -1;
    friend bool operator==(const OutputRegister&, const OutputRegister&) = default;
};

struct StageTarget {
    ir::Stage stage = ir::Stage::kFragment;
    const char* language = "ARBfp";   ///< in messages: "cannot be expressed in ARBfp"
    const char* header = "!!ARBfp1.0";
    arbasm::Target grammar = arbasm::Target::kFragment;
    arbasm::BindingLimits binding_limits;
    /// The varying texture coordinate sets (fragment inputs, vertex outputs) the automatic
    /// allocation hands out (the limits' max_texture_coords), and that a semantic may name
    /// past ARB's 8 with Tessera's MaxTexCoords extension (Limits::extended_texcoord_sets).
    std::uint32_t texcoord_sets = 8;
    /// An input semantic (upper case) -> `record.resource` (and, for fragment programs,
    /// `record.attribute`); false when the target has no such input.
    bool (*bind_input)(const std::string& semantic, Binding& record) = nullptr;
    /// An output semantic -> `record.resource` and the register; false when unknown.
    bool (*bind_output)(const std::string& semantic, Binding& record, OutputRegister& reg) = nullptr;
    const char* inputs_hint = "";   ///< completes "... which is not ..." for a bad input
    const char* outputs_hint = "";  ///< the writable output semantics, for a bad output
    bool has_textures = true;       ///< TEX, TXP, TXB and KIL
    bool has_select = true;         ///< CMP and LRP (else LegalizeSelects rewrites them)
    bool has_trigonometry = true;   ///< SIN, COS, SCS (else sin/cos are a polynomial)
    /// ARL and `c[A0.x + n]`: a uniform array indexed by a value known only at run time.
    bool has_relative_addressing = false;

    // The NVIDIA option written after the header (nv_target.cpp), or nullptr.
    const char* nv_option = nullptr;
    bool has_derivatives = false;     ///< DDX, DDY (NV_fragment_program_option)
    bool has_gradient_lookups = false;  ///< TXD (NV_fragment_program_option)
    bool has_explicit_lod = false;    ///< TXL (NV_fragment_program2, NV_vertex_program3)
    /// Loops kept as loops: REP/ENDREP and BRK (NV_fragment_program2); in a vertex program
    /// (NV_vertex_program2_option, NV_vertex_program3) the same machine code printed as
    /// labels and BRA (emit_branches.cpp).
    bool has_loops = false;
    /// The fragment ALU opcodes take cgc's precision suffix R ("MULR", "MADR_SAT").
    bool precision_suffix = false;
};

/// The fragment target with `limits`' binding ranges (bindings.cpp).
StageTarget FragmentTarget(const Limits& limits);

/// Turns on what `option` ("NV_fragment_program", "NV_fragment_program2",
/// "NV_vertex_program2", "NV_vertex_program3"; empty: nothing) adds to `target`
/// (nv_target.cpp). False for an unknown option.
bool EnableNvOption(StageTarget& target, const std::string& option);

/// The mnemonic `op` is printed with for `target`: cgc's precision suffix R on the NV
/// fragment options' ALU instructions, "_SAT" after it.
std::string PrintedOpcode(const StageTarget& target, Opcode op, bool sat, bool update_cc = false);

}  // namespace tessera::lang::arbfp::writer_detail
