// SPDX-License-Identifier: MIT
// The ARBvp1.0 reader: which words are opcodes (2.14.2, and the instruction sets
// NV_vertex_program2_option and NV_vertex_program3 add).
//
// ARB_vertex_program's opcodes are bare mnemonics. Under an NV option every instruction
// that computes a result may carry "C" to update the condition code (MOVC, ARLC); the
// branches and the address stack (BRA, CAL, RET, PUSHA, POPA) take no suffix. The option
// instructions are reserved words only under the option that adds them.
#include <string_view>

#include "lang/arbvp/reader/parser.h"

namespace tessera::lang::arbvp::detail {

namespace {

// The option that adds each opcode (kNone: ARB_vertex_program's own).
NvOption OptionOf(Opcode op) {
    if (static_cast<int>(op) < kOpcodeCount) return NvOption::kNone;
    return op >= Opcode::kPOPA ? NvOption::kVertexProgram3 : NvOption::kVertexProgram2;
}

bool TakesCcSuffix(Opcode op) {
    switch (op) {
        case Opcode::kBRA: case Opcode::kCAL: case Opcode::kRET: case Opcode::kPUSHA:
        case Opcode::kPOPA:
            return false;
        default:
            return true;
    }
}

}  // namespace

std::optional<OpcodeWord> LookUpOpcode(std::string_view word, NvOption option) {
    for (int i = 0; i < kOpcodeCountWithOptions; ++i) {
        const auto op = static_cast<Opcode>(i);
        if (OptionOf(op) > option) continue;
        const std::string_view name = OpcodeName(op);
        if (word == name) return OpcodeWord{op, false};
        if (option != NvOption::kNone && TakesCcSuffix(op) && word.size() == name.size() + 1 &&
            word.substr(0, name.size()) == name && word.back() == 'C')
            return OpcodeWord{op, true};
    }
    return std::nullopt;
}

std::optional<NvOption> OptionOfInstruction(std::string_view word) {
    auto found = LookUpOpcode(word, NvOption::kVertexProgram3);
    if (!found) return std::nullopt;
    return OptionOf(found->opcode);
}

// 2.14.2: "ABS, ADD, ADDRESS, ALIAS, ARL, ATTRIB, ... XPD, program, result, state, and
// vertex" are reserved.
bool IsReservedWord(std::string_view word, NvOption option) {
    static constexpr std::string_view kStatementWords[] = {
        "ADDRESS", "ALIAS", "ATTRIB", "END", "OPTION", "OUTPUT", "PARAM", "TEMP",
        "program", "result", "state", "vertex"};
    for (std::string_view w : kStatementWords)
        if (w == word) return true;
    return LookUpOpcode(word, option).has_value();
}

}  // namespace tessera::lang::arbvp::detail
