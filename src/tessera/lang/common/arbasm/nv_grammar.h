// SPDX-License-Identifier: MIT
// What the NVIDIA program options add to both ARB assembly grammars, in one place.
//
// NV_fragment_program_option and NV_fragment_program2 (for !!ARBfp1.0), and
// NV_vertex_program2_option and NV_vertex_program3 (for !!ARBvp1.0), extend the two ARB
// languages in the same words:
//   - an opcode may carry suffixes after its mnemonic: a precision (R, H or X), "C" to
//     update the condition code, and "_SAT" (ADDRC_SAT), each where the opcode's row of the
//     option's instruction table allows it;
//   - a condition-code test is a rule (EQ GE GT LE LT NE TR FL) and a swizzle; it masks a
//     destination's write `R0 (GT.x)` and conditions branches `BRA label (EQ.x)`; the rule
//     names are not reserved words, so `TEMP EQ;` still declares a temporary;
//   - a source may be wrapped in bars for its absolute value `-|R0.xyzw|`;
//   - branch targets are labels `name:`, in a name space of their own (a label may share
//     its name with a temporary);
//   - fragment programs (NV_fragment_program2) have structured blocks IF/ELSE/ENDIF,
//     REP/ENDREP and LOOP/ENDLOOP whose static nesting is limited.
// The mnemonic tables stay with each target (they differ); the suffix splitting, the
// condition-code test, labels and block nesting are here, used by both readers.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "lang/common/arbasm/fragment_program.h"

namespace tessera::lang::arbasm {

using fragment::CcRule;
using fragment::CcTest;
using fragment::Precision;

/// The suffixes a mnemonic's row of an option's instruction table allows.
enum OpcodeSuffix : std::uint8_t {
    kSuffixSat = 1,        ///< "_SAT"
    kSuffixCc = 2,         ///< "C": update the condition code
    kSuffixPrecision = 4,  ///< "R" or "H"
    kSuffixFixed = 8,      ///< "X" (only where R and H are allowed too)
};

struct OpcodeSuffixes {
    Precision precision = Precision::kDefault;
    bool update_cc = false;
    bool saturate = false;
};

/// `rest`, what follows a mnemonic in an opcode word, read as [R|H|X] [C] [_SAT], each
/// present only where `allowed` has it; nullopt when `rest` is anything else.
std::optional<OpcodeSuffixes> SplitOpcodeSuffixes(std::string_view rest, std::uint8_t allowed);

/// The rule named `word` ("EQ" ... "FL"), if it is one.
std::optional<CcRule> CcRuleNamed(std::string_view word);

/// The two NVIDIA options of one ARB language, the second including the first:
/// NV_fragment_program_option (`OPTION NV_fragment_program;`) and NV_fragment_program2 for
/// !!ARBfp1.0, NV_vertex_program2_option (`OPTION NV_vertex_program2;`) and NV_vertex_program3
/// for !!ARBvp1.0. `exposed` says which of them the reader's limits accept, as a driver
/// exposing the extension would. A level counts as each reader's NvOption enum does: 0 for
/// none, 1 for the first option, 2 for the second.
struct NvOptionPair {
    std::array<std::string_view, 2> names;
    std::array<bool, 2> exposed{};
    /// True when a program may ask for option `level` (1: the first, 2: the second): that
    /// option is exposed, or the second, which includes the first.
    bool Accepts(int level) const;
};

/// The error for a word that is not an opcode under the program's option. `added_by` is the
/// level of the option whose instruction table has it (0: neither): when the limits accept
/// that option the message asks for it ("instruction 'DIV' needs 'OPTION
/// NV_fragment_program2;'"); otherwise the word is just an unknown instruction.
std::string UnavailableInstructionMessage(std::string_view word, int added_by,
                                          const NvOptionPair& options);

/// The structured blocks of NV_fragment_program2 (IF, its ELSE part, REP, LOOP).
enum class Block : std::uint8_t { kIf, kElse, kRep, kLoop };
/// What ends or continues a block.
enum class BlockEnd : std::uint8_t { kElse, kEndIf, kEndRep, kEndLoop };

/// Labels and open blocks while a program is read; the reader reports what it returns.
class ControlFlow {
  public:
    /// Defines `name` at instruction `index`; false when it was defined before.
    bool DefineLabel(const std::string& name, std::uint32_t index);
    /// Records that instruction `instruction` branches to `name`, written at byte `offset`
    /// (checked by UndefinedLabels at the end).
    void UseLabel(const std::string& name, std::uint32_t offset, std::uint32_t length,
                  std::uint32_t instruction);
    /// The label table, in definition order.
    const std::vector<std::pair<std::string, std::uint32_t>>& Labels() const { return labels_; }
    std::optional<std::uint32_t> LabelIndex(const std::string& name) const;

    struct Use {
        std::string name;
        std::uint32_t offset = 0, length = 0;
        std::uint32_t instruction = 0;  ///< the branch
    };
    /// The uses whose label was never defined, in program order.
    std::vector<Use> UndefinedLabels() const;
    /// Each branch whose label is defined: (instruction, index in Labels()).
    std::vector<std::pair<std::uint32_t, std::uint32_t>> ResolvedBranches() const;

    /// Opens IF, REP or LOOP; returns an error message when the nesting limit is passed.
    std::optional<std::string> Open(Block block, std::uint32_t if_limit, std::uint32_t loop_limit);
    /// ELSE, ENDIF, ENDREP or ENDLOOP; an error message when it does not close (or, for
    /// ELSE, continue) the innermost open block.
    std::optional<std::string> Close(BlockEnd end);
    bool InLoop() const;
    /// True while any IF, REP or LOOP block is open.
    bool InBlock() const { return !open_.empty(); }
    /// The innermost block still open at END, if any.
    std::optional<Block> Unclosed() const;
    std::uint32_t MaxIfDepth() const { return max_if_depth_; }
    std::uint32_t MaxLoopDepth() const { return max_loop_depth_; }

  private:
    std::vector<std::pair<std::string, std::uint32_t>> labels_;
    std::vector<Use> uses_;
    std::vector<Block> open_;
    std::uint32_t max_if_depth_ = 0, max_loop_depth_ = 0;
};

}  // namespace tessera::lang::arbasm
