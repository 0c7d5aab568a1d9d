// SPDX-License-Identifier: MIT
// Internal to the reader: the recursive-descent parser over the token list.
//
// One Parser reads one program string. It is the fragment end of the ARB assembly core
// (lang/common/arbasm/parser_base.h), which reads what ARBfp and ARBvp share: token access,
// numbers, names, the TEMP/ALIAS/PARAM statements, parameter bindings, swizzles and masks.
// What is fragment-only is here, split by subject: statements, instructions and operands in
// reader.cpp and instructions.cpp, the attribute and result bindings of Tables X.1 and X.3
// in bindings.cpp, resource counting in resources.cpp, the opcode table in opcodes.cpp and
// the NVIDIA options' operand shapes and flow control in nv_instructions.cpp. Every parse
// method carries its grammar rule (from 3.11.2, or the option's) as a comment.
//
// Error handling: a method that finds a syntax error reports it and returns false (or an
// empty optional); the statement loop then skips to the next ";" and goes on, so one run
// finds every independent mistake. The first error reported is the one ProgramStringARB
// reports, since tokens are consumed in order.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "lang/common/arbasm/parser_base.h"
#include "lang/common/arbasm/fragment_limits.h"
#include "lang/common/arbasm/fragment_program.h"
#include "lang/arbfp/reader/lexer.h"
#include "support/diagnostic.h"

namespace tessera::lang::arbfp::detail {

using arbasm::Symbol;

/// A register reference before a swizzle is applied.
struct RegisterRef {
    RegisterFile file = RegisterFile::kTemporary;
    std::uint32_t index = 0;
};

class Parser : public arbasm::ParserBase {
public:
    Parser(std::string_view text, const Limits& limits, support::DiagnosticList& diagnostics);

    /// Parses the whole program; the program is complete only if no error was reported.
    Program Run();

    // --- bindings (bindings.cpp) ---
    /// <fragAttribBinding>, after "fragment" was seen (not consumed).
    std::optional<AttributeBinding> ParseAttributeBinding();
    /// <resultBinding>, after "result" was seen.
    std::optional<OutputBinding> ParseResultBinding();

    // --- registers (reader.cpp) ---
    std::uint32_t InternAttribute(const AttributeBinding& binding);
    std::uint32_t InternOutput(OutputBinding binding);

    // --- resources (resources.cpp) ---
    void CountAndCheckResources();

protected:
    bool IsReserved(std::string_view word) const override;
    bool ApplyOption(const Token& name) override;
    bool ParseTargetStatement(std::string_view word) override;
    bool AllowsLabels() const override { return program_.nv_option == NvOption::kFragmentProgram2; }
    bool AllowsStorageSizes() const override { return program_.nv_option != NvOption::kNone; }
    std::uint32_t InstructionCount() const override {
        return static_cast<std::uint32_t>(program_.instructions.size());
    }

private:
    bool Nv() const { return program_.nv_option != NvOption::kNone; }
    bool SetNvOption(const Token& name, NvOption option, bool accepted);
    /// NV_fragment_program_option and NV_fragment_program2, as the limits expose them.
    arbasm::NvOptionPair NvOptions() const {
        return {{"NV_fragment_program", "NV_fragment_program2"},
                {fragment_limits_.nv_fragment_program_option,
                 fragment_limits_.nv_fragment_program2}};
    }
    // --- the NV options (nv_instructions.cpp) ---
    /// The operands of the shapes only the options have (DIV, TXD, IF, CAL, BRK, ...).
    bool ParseNvOperands(Instruction& inst, OpcodeClass cls);
    /// KIL <ccTest> (NV_fragment_program_option), when the operand is a condition.
    bool AtKillCondition() const;
    /// REP's or LOOP's operand, which must be a program parameter.
    bool ParseLoopOperand(SourceOperand& src, Opcode opcode);
    /// Opens or closes IF/REP/LOOP blocks; reports a nesting or matching error at `at`.
    bool TrackBlock(const Instruction& inst, const Token& at);
    /// "|" <srcReg> <optionalSuffix> "|" after the sign (NV options).
    bool ParseAbsoluteSource(SourceOperand& src, bool scalar);
    /// A scalar operand that is a literal constant needs no suffix under the options.
    bool AtScalarLiteral() const;
    /// Checks what only the end of the program shows: open blocks, undefined labels.
    void CheckControlFlowAtEnd();
    bool ParseAttribStatement();
    bool ParseOutputStatement();
    bool ParseInstruction();
    bool ParseOperands(Instruction& inst, OpcodeClass cls);
    bool ParseDestination(DestinationOperand& dst);
    bool ParseSource(SourceOperand& src, bool scalar);
    std::optional<RegisterRef> ParseSourceRegister();
    bool ParseTextureOperands(Instruction& inst);
    /// Moves the declarations the core collected into program_.
    void TakeDeclarations();

    const Limits& fragment_limits_;
    Program program_;
};

/// True for the reserved keywords of 3.11.2 (opcodes with and without _SAT, statement
/// keywords, and fragment, program, result, state, texture), and under an NV option its
/// opcodes with their suffixes. The condition-code rule names are not reserved.
bool IsReservedWord(std::string_view word, NvOption option = NvOption::kNone);

/// An opcode word: the opcode and its suffixes.
struct OpcodeWord {
    Opcode opcode;
    arbasm::OpcodeSuffixes suffixes;
};
/// The opcode `word` names under `option`: "MAD" or "MAD_SAT" (KIL has no _SAT form), and
/// with an NV option also the added mnemonics and suffixes ("MADRC_SAT", "DDXH").
std::optional<OpcodeWord> LookUpOpcode(std::string_view word, NvOption option);
/// The option that adds the instruction `word` (kNone for ARB's own), if it names one.
std::optional<NvOption> OptionOfInstruction(std::string_view word);

}  // namespace tessera::lang::arbfp::detail
