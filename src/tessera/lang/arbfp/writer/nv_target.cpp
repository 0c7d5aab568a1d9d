// SPDX-License-Identifier: MIT
// The NVIDIA options as targets of the ARB writers: what cgc's fp30, fp40, vp30 and vp40
// profiles add to arbfp1 and arbvp1, and how cgc printed such programs (docs/cgc.md).
//
// Each option is a row: the instructions it adds that the writer uses, from the option
// specifications' instruction tables:
//   NV_fragment_program_option (fp30): DDX, DDY, TXD; no TXL, no branching, no facing;
//   NV_fragment_program2 (fp40): the above, TXL, and fragment.facing (Cg's FACE);
//   NV_vertex_program2_option (vp30): BRA to labels, for the loops the pipeline keeps
//     (isel_flow.cpp, written as branches by emit_branches.cpp);
//   NV_vertex_program3 (vp40): the above, and TEX, TXB, TXP and TXL in a vertex program.
// The precision suffix is asked of our own reader's opcode table (LookUpOpcode) under the
// target's option: an opcode takes "R" exactly when the reader accepts it with one, so the
// writer cannot print a suffix the option lacks (TEX and CMP keep their ARB spelling, as in
// cgc's output; XPD takes R under fp40, whose table has it, and not under fp30).
#include <string>
#include <string_view>

#include "lang/arbfp/reader/parser.h"
#include "lang/arbfp/writer/isel.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

/// The fragment input binder of fp40: arbfp1's semantics, and FACE -> fragment.facing
/// (NV_fragment_program2: x is +1.0 for front-facing primitives, -1.0 for back-facing,
/// the sign convention of Cg's FACE).
bool FragmentInputWithFacing(const std::string& semantic, Binding& record) {
    if (semantic == "FACE" || semantic == "VFACE") {
        record.attribute = {AttributeBinding::Kind::kFacing, 0};
        record.resource = "fragment.facing";
        return true;
    }
    return FragmentTarget(Limits::Default()).bind_input(semantic, record);
}

}  // namespace

bool EnableNvOption(StageTarget& t, const std::string& option) {
    if (option.empty()) return true;
    const bool fragment = t.stage == ir::Stage::kFragment;
    if (fragment && (option == "NV_fragment_program" || option == "NV_fragment_program2")) {
        t.nv_option = option == "NV_fragment_program" ? "NV_fragment_program" : "NV_fragment_program2";
        t.has_derivatives = t.has_gradient_lookups = t.precision_suffix = true;
        if (option == "NV_fragment_program2") {
            t.has_explicit_lod = t.has_loops = true;
            t.bind_input = FragmentInputWithFacing;
            t.inputs_hint = "a fragment attribute of fp40";
        } else {
            t.inputs_hint = "a fragment attribute of fp30";
        }
        return true;
    }
    if (!fragment && (option == "NV_vertex_program2" || option == "NV_vertex_program3")) {
        t.nv_option = option == "NV_vertex_program2" ? "NV_vertex_program2" : "NV_vertex_program3";
        if (option == "NV_vertex_program3") t.has_textures = t.has_explicit_lod = true;
        t.has_loops = true;
        return true;
    }
    return false;
}

}  // namespace tessera::lang::arbfp::writer_detail

namespace tessera::lang::arbfp {

bool KeepsLoops(const std::string& nv_option) {
    return nv_option == "NV_fragment_program2" || nv_option == "NV_vertex_program2" ||
           nv_option == "NV_vertex_program3";
}

}  // namespace tessera::lang::arbfp

namespace tessera::lang::arbfp::writer_detail {

std::string PrintedOpcode(const StageTarget& t, Opcode op, bool sat, bool update_cc) {
    std::string name = OpcodeName(op);
    // R where the option's instruction table has it (fp2's has it on SCS, SWZ and XPD too).
    const NvOption option = t.nv_option && std::string_view(t.nv_option) == "NV_fragment_program2"
                                ? NvOption::kFragmentProgram2
                                : NvOption::kFragmentProgram;
    if (t.precision_suffix && detail::LookUpOpcode(name + "R", option)) name += "R";
    if (update_cc) name += "C";
    return sat ? name + "_SAT" : name;
}

}  // namespace tessera::lang::arbfp::writer_detail
