// SPDX-License-Identifier: MIT
// The ARBfp1.0 reader: resource counting and limits (3.11.3.6, 3.11.4.5.1, 3.11.6).
//
// Counting happens once, after the whole program was read, because the counts depend on
// every statement (a parameter bound twice counts once). Limit violations are therefore
// "semantic restrictions not detected until the program is fully scanned", and 3.11.1
// puts their error position at the program's length.
#include <set>
#include <string>

#include "lang/arbfp/reader/parser.h"

namespace tessera::lang::arbfp::detail {

namespace {

bool IsTemporary(const SourceOperand& s) { return s.file == RegisterFile::kTemporary; }

}  // namespace

// Texture indirections (3.11.6): the program is cut into nodes; a texture instruction
// starts a new node when its coordinate is a temporary written earlier in the current node,
// or when its result is a temporary that an earlier ALU instruction of the node read or
// wrote. Write masks and swizzles are ignored. KIL is a texture instruction in the grammar
// (<TexInstruction>), so its operand is treated as a texture coordinate; it has no result.
std::uint32_t CountTextureIndirections(const Program& program) {
    std::uint32_t nodes = 1;
    std::set<std::uint32_t> written;      // temporaries written in the current node
    std::set<std::uint32_t> alu_touched;  // temporaries read or written by its ALU instructions
    for (const Instruction& inst : program.instructions) {
        bool writes_temp = !HasNoDestination(inst.opcode) && inst.dst.file == RegisterFile::kTemporary;
        if (IsTextureInstruction(inst.opcode)) {
            // KIL of a condition (NV options) reads no coordinate.
            const SourceOperand& coord = inst.src[0];
            bool dependent = inst.source_count > 0 && IsTemporary(coord) && written.count(coord.index);
            bool reused = writes_temp && alu_touched.count(inst.dst.index);
            if (dependent || reused) {
                ++nodes;
                written.clear();
                alu_touched.clear();
            }
        } else {
            for (int i = 0; i < inst.source_count; ++i)
                if (IsTemporary(inst.src[i])) alu_touched.insert(inst.src[i].index);
            if (writes_temp) alu_touched.insert(inst.dst.index);
        }
        if (writes_temp) written.insert(inst.dst.index);
    }
    return nodes;
}

void Parser::CountAndCheckResources() {
    ResourceCounts& c = program_.counts;
    for (const Instruction& inst : program_.instructions) {
        if (IsTextureInstruction(inst.opcode)) ++c.tex_instructions;
        else ++c.alu_instructions;
    }
    c.instructions = static_cast<std::uint32_t>(program_.instructions.size());
    c.temporaries = static_cast<std::uint32_t>(program_.temporaries.size());
    c.attributes = static_cast<std::uint32_t>(program_.attributes.size());
    c.parameters = arbasm::CountDistinctParameters(program_.parameters);
    c.tex_indirections = CountTextureIndirections(program_);
    c.if_depth = flow_.MaxIfDepth();
    c.loop_depth = flow_.MaxLoopDepth();

    // A fog option costs the implementation a temporary, an attribute, two parameters and
    // 2 (linear), 3 (exp) or 4 (exp2) instructions of the program's budget (3.11.4.5.1).
    std::uint32_t fog_instructions = 0, fog_temps = 0, fog_attribs = 0, fog_params = 0;
    if (program_.fog != FogOption::kNone) {
        fog_temps = fog_attribs = 1;
        fog_params = 2;
        fog_instructions = program_.fog == FogOption::kLinear ? 2 : program_.fog == FogOption::kExp ? 3 : 4;
    }
    auto check = [&](std::uint32_t used, std::uint32_t limit, std::uint32_t reserved, const char* what) {
        std::uint32_t available = limit > reserved ? limit - reserved : 0;
        if (used <= available) return;
        std::string message = std::string("too many ") + what + ": the program uses " +
                              std::to_string(used) + ", the limit is " + std::to_string(available);
        if (reserved) message += " (the fog option reserves " + std::to_string(reserved) + ")";
        ErrorAt(static_cast<std::uint32_t>(text_.size()), 1, message);
    };
    check(c.alu_instructions, fragment_limits_.max_alu_instructions, fog_instructions, "ALU instructions");
    check(c.tex_instructions, fragment_limits_.max_tex_instructions, 0, "texture instructions");
    check(c.instructions, fragment_limits_.max_instructions, fog_instructions, "instructions");
    check(c.tex_indirections, fragment_limits_.max_tex_indirections, 0, "texture indirections");
    check(c.temporaries, fragment_limits_.max_temporaries, fog_temps, "temporaries");
    check(c.attributes, fragment_limits_.max_attributes, fog_attribs, "attributes");
    check(c.parameters, fragment_limits_.max_parameters, fog_params, "parameters");
}

}  // namespace tessera::lang::arbfp::detail
