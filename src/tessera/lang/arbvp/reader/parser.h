// SPDX-License-Identifier: MIT
// Internal to the ARBvp reader: the vertex end of the ARB assembly core.
//
// Parser derives from arbasm::ParserBase, which reads everything ARBfp and ARBvp share
// (names, TEMP/ALIAS/PARAM, parameter bindings, swizzles, masks). What is vertex-only is
// here: the header and ARB_position_invariant (reader.cpp), ADDRESS statements, the
// vertex.* and result.* bindings of Tables X.2 and X.4 (bindings.cpp), and the instruction
// set with ARL and relative addressing (instructions.cpp). Grammar rules are quoted from
// 2.14.2 above each parse method.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "lang/common/arbasm/parser_base.h"
#include "lang/common/arbasm/vertex_limits.h"
#include "lang/common/arbasm/vertex_program.h"
#include "support/diagnostic.h"

namespace tessera::lang::arbvp::detail {

using arbasm::Symbol;
using arbasm::Token;
using arbasm::TokenKind;

class Parser : public arbasm::ParserBase {
  public:
    Parser(std::string_view text, const Limits& limits, support::DiagnosticList& diagnostics);

    /// Parses the whole program; the program is complete only if no error was reported.
    Program Run();

  protected:
    bool IsReserved(std::string_view word) const override;
    bool ApplyOption(const Token& name) override;
    bool ParseTargetStatement(std::string_view word) override;
    std::uint32_t InstructionCount() const override {
        return static_cast<std::uint32_t>(program_.instructions.size());
    }
    bool AllowsLabels() const override { return Nv(); }

  private:
    bool Nv() const { return program_.nv_option != NvOption::kNone; }
    /// NV_vertex_program2_option and NV_vertex_program3, as the limits expose them.
    arbasm::NvOptionPair NvOptions() const {
        return {{"NV_vertex_program2", "NV_vertex_program3"},
                {vertex_limits_.nv_vertex_program2_option, vertex_limits_.nv_vertex_program3}};
    }
    // nv_instructions.cpp
    /// The operands of the shapes only the options have (ARA, BRA, CAL, RET, PUSHA, POPA,
    /// TEX); false when `cls` is not one of them.
    bool ParseNvOperands(Instruction& inst, OpcodeClass cls);
    /// An address register operand with nothing after it (ARA's source, PUSHA's).
    bool ParseBareAddressRegister(SourceOperand& src);
    /// ARL, ARR (vector source) and POPA under the options: <maskedAddrReg>.
    bool ParseMaskedAddressDestination(DestinationOperand& dst);
    bool ParseTextureOperands(Instruction& inst);
    /// "|" <srcReg> <swizzleSuffix> "|" after the sign.
    bool ParseAbsoluteSource(SourceOperand& src, bool scalar);
    /// Undefined branch labels, and each BRA/CAL's label index.
    void CheckLabels();
    bool ParseAttribStatement();
    bool ParseOutputStatement();
    // bindings.cpp
    std::optional<AttributeBinding> ParseAttributeBinding();
    std::optional<OutputBinding> ParseResultBinding();
    std::optional<std::uint32_t> InternAttribute(const AttributeBinding& binding, const Token& at);
    std::uint32_t InternOutput(const OutputBinding& binding);
    // instructions.cpp
    bool ParseInstruction();
    bool ParseOperands(Instruction& inst);
    bool ParseDestination(DestinationOperand& dst);
    bool ParseAddressDestination(DestinationOperand& dst);
    bool ParseSource(SourceOperand& src, bool scalar);
    bool ParseSourceRegister(SourceOperand& src);
    bool ParseArrayMember(SourceOperand& src, const Token& name, const Symbol& array);
    // reader.cpp
    void CountAndCheckResources();

    const Limits& vertex_limits_;
    Program program_;
    std::vector<std::string> address_registers_;
};

/// The reserved words of 2.14.2, and under an NV option its opcodes with their suffixes (the
/// condition-code rule names are not reserved).
bool IsReservedWord(std::string_view word, NvOption option = NvOption::kNone);

/// An opcode word: the opcode, and whether it has the "C" suffix (NV options).
struct OpcodeWord {
    Opcode opcode;
    bool update_cc = false;
};
/// The opcode named by `word` under `option`; ARBvp has no _SAT forms, and the NV options
/// add their mnemonics and the "C" suffix.
std::optional<OpcodeWord> LookUpOpcode(std::string_view word, NvOption option);
/// The option that adds the instruction `word` (kNone for ARB's own), if it names one.
std::optional<NvOption> OptionOfInstruction(std::string_view word);

}  // namespace tessera::lang::arbvp::detail
