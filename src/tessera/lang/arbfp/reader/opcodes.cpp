// SPDX-License-Identifier: MIT
// The ARBfp1.0 reader: which words are opcodes, and with which suffixes (3.11.2, and the
// instruction tables of NV_fragment_program_option and NV_fragment_program2).
//
// Without an NVIDIA option an opcode is its mnemonic, optionally followed by "_SAT" (KIL
// has no _SAT form). With one, each mnemonic takes the suffixes its row of the option's
// table lists: a precision (R and H, and X where fixed point is allowed), "C" to update the
// condition code, and "_SAT", in that order. The rows below are NV_fragment_program_option's
// Table X.5; NV_fragment_program2's Table X.5 is the same for the rows they share but for
// four ARB_fragment_program instructions, which take more there (Fp2Additions).
#include <array>
#include <string_view>

#include "lang/arbfp/reader/parser.h"

namespace tessera::lang::arbfp::detail {

namespace {

using arbasm::kSuffixCc;
using arbasm::kSuffixFixed;
using arbasm::kSuffixPrecision;
using arbasm::kSuffixSat;

constexpr std::uint8_t kFull = kSuffixPrecision | kSuffixFixed | kSuffixCc | kSuffixSat;  // RHX C _SAT
constexpr std::uint8_t kFloat = kSuffixPrecision | kSuffixCc | kSuffixSat;                // RH C _SAT
constexpr std::uint8_t kTexture = kSuffixCc | kSuffixSat;                                 // C _SAT
constexpr std::uint8_t kBare = 0;

struct Row {
    Opcode opcode;
    NvOption option;      ///< the option that adds it (kNone: ARB_fragment_program's)
    std::uint8_t nv_suffixes;  ///< what it takes under NV_fragment_program_option
};

constexpr Row kRows[] = {
    {Opcode::kABS, NvOption::kNone, kFull},     {Opcode::kADD, NvOption::kNone, kFull},
    {Opcode::kCMP, NvOption::kNone, kSuffixSat}, {Opcode::kCOS, NvOption::kNone, kFloat},
    {Opcode::kDP3, NvOption::kNone, kFull},     {Opcode::kDP4, NvOption::kNone, kFull},
    {Opcode::kDPH, NvOption::kNone, kFull},     {Opcode::kDST, NvOption::kNone, kFloat},
    {Opcode::kEX2, NvOption::kNone, kFloat},    {Opcode::kFLR, NvOption::kNone, kFull},
    {Opcode::kFRC, NvOption::kNone, kFull},     {Opcode::kKIL, NvOption::kNone, kBare},
    {Opcode::kLG2, NvOption::kNone, kFloat},    {Opcode::kLIT, NvOption::kNone, kFloat},
    {Opcode::kLRP, NvOption::kNone, kFull},     {Opcode::kMAD, NvOption::kNone, kFull},
    {Opcode::kMAX, NvOption::kNone, kFull},     {Opcode::kMIN, NvOption::kNone, kFull},
    {Opcode::kMOV, NvOption::kNone, kFull},     {Opcode::kMUL, NvOption::kNone, kFull},
    {Opcode::kPOW, NvOption::kNone, kFloat},    {Opcode::kRCP, NvOption::kNone, kFloat},
    {Opcode::kRSQ, NvOption::kNone, kFloat},    {Opcode::kSCS, NvOption::kNone, kSuffixSat},
    {Opcode::kSGE, NvOption::kNone, kFull},     {Opcode::kSIN, NvOption::kNone, kFloat},
    {Opcode::kSLT, NvOption::kNone, kFull},     {Opcode::kSUB, NvOption::kNone, kFull},
    {Opcode::kSWZ, NvOption::kNone, kSuffixSat}, {Opcode::kTEX, NvOption::kNone, kTexture},
    {Opcode::kTXB, NvOption::kNone, kTexture},  {Opcode::kTXP, NvOption::kNone, kTexture},
    {Opcode::kXPD, NvOption::kNone, kSuffixSat},
    // NV_fragment_program_option
    {Opcode::kDDX, NvOption::kFragmentProgram, kFloat},
    {Opcode::kDDY, NvOption::kFragmentProgram, kFloat},
    {Opcode::kPK2H, NvOption::kFragmentProgram, kBare},
    {Opcode::kPK2US, NvOption::kFragmentProgram, kBare},
    {Opcode::kPK4B, NvOption::kFragmentProgram, kBare},
    {Opcode::kPK4UB, NvOption::kFragmentProgram, kBare},
    {Opcode::kRFL, NvOption::kFragmentProgram, kFloat},
    {Opcode::kSEQ, NvOption::kFragmentProgram, kFull},
    {Opcode::kSFL, NvOption::kFragmentProgram, kFull},
    {Opcode::kSGT, NvOption::kFragmentProgram, kFull},
    {Opcode::kSLE, NvOption::kFragmentProgram, kFull},
    {Opcode::kSNE, NvOption::kFragmentProgram, kFull},
    {Opcode::kSTR, NvOption::kFragmentProgram, kFull},
    {Opcode::kTXD, NvOption::kFragmentProgram, kTexture},
    {Opcode::kUP2H, NvOption::kFragmentProgram, kTexture},
    {Opcode::kUP2US, NvOption::kFragmentProgram, kTexture},
    {Opcode::kUP4B, NvOption::kFragmentProgram, kTexture},
    {Opcode::kUP4UB, NvOption::kFragmentProgram, kTexture},
    {Opcode::kX2D, NvOption::kFragmentProgram, kFloat},
    // NV_fragment_program2
    {Opcode::kBRK, NvOption::kFragmentProgram2, kBare},
    {Opcode::kCAL, NvOption::kFragmentProgram2, kBare},
    {Opcode::kDIV, NvOption::kFragmentProgram2, kFull},
    {Opcode::kDP2, NvOption::kFragmentProgram2, kFull},
    {Opcode::kDP2A, NvOption::kFragmentProgram2, kFull},
    {Opcode::kELSE, NvOption::kFragmentProgram2, kBare},
    {Opcode::kENDIF, NvOption::kFragmentProgram2, kBare},
    {Opcode::kENDLOOP, NvOption::kFragmentProgram2, kBare},
    {Opcode::kENDREP, NvOption::kFragmentProgram2, kBare},
    {Opcode::kIF, NvOption::kFragmentProgram2, kBare},
    {Opcode::kLOOP, NvOption::kFragmentProgram2, kBare},
    {Opcode::kNRM, NvOption::kFragmentProgram2, kFloat},
    {Opcode::kREP, NvOption::kFragmentProgram2, kBare},
    {Opcode::kRET, NvOption::kFragmentProgram2, kBare},
    {Opcode::kTXL, NvOption::kFragmentProgram2, kTexture},
};
static_assert(std::size(kRows) == kOpcodeCountWithOptions);

// What NV_fragment_program2's Table X.5 adds to NV_fragment_program_option's row: C on CMP
// (there "- - - X X", in the first "- - - - X"), and R, H and C on SCS, SWZ and XPD (there
// "X X - X X").
std::uint8_t Fp2Additions(Opcode op) {
    switch (op) {
        case Opcode::kCMP: return kSuffixCc;
        case Opcode::kSCS: case Opcode::kSWZ: case Opcode::kXPD:
            return kSuffixPrecision | kSuffixCc;
        default: return kBare;
    }
}

// The suffixes a row allows when the program chose `option`.
std::uint8_t AllowedSuffixes(const Row& row, NvOption option) {
    if (option == NvOption::kFragmentProgram2) return row.nv_suffixes | Fp2Additions(row.opcode);
    if (option != NvOption::kNone) return row.nv_suffixes;
    return row.opcode == Opcode::kKIL ? kBare : std::uint8_t{kSuffixSat};
}

// The rows whose mnemonic starts with each capital letter, in table order: the reader
// asks for every word it meets (IsReservedWord checks each register name), and scanning
// all 68 rows was ~1.5% of compiling a long Cg shader, whose output is read back.
struct RowsByLetter {
    std::array<std::array<std::uint8_t, 16>, 26> rows{};  // S has 12
    std::array<std::uint8_t, 26> count{};
};

RowsByLetter IndexRows() {
    RowsByLetter index;
    for (std::size_t r = 0; r < std::size(kRows); ++r) {
        const int letter = OpcodeName(kRows[r].opcode)[0] - 'A';
        index.rows[letter][index.count[letter]++] = static_cast<std::uint8_t>(r);
    }
    return index;
}

// The opcode `word` spells among the rows of options up to `option`; `word` starts with a
// capital letter.
std::optional<OpcodeWord> Match(std::string_view word, NvOption option) {
    static const RowsByLetter kIndex = IndexRows();
    const int letter = word[0] - 'A';
    for (std::uint8_t r = 0; r < kIndex.count[letter]; ++r) {
        const Row& row = kRows[kIndex.rows[letter][r]];
        if (row.option > option) continue;
        const std::string_view name = OpcodeName(row.opcode);
        if (word.substr(0, name.size()) != name) continue;
        if (auto suffixes = arbasm::SplitOpcodeSuffixes(word.substr(name.size()),
                                                        AllowedSuffixes(row, option)))
            return OpcodeWord{row.opcode, *suffixes};
    }
    return std::nullopt;
}

}  // namespace

std::optional<OpcodeWord> LookUpOpcode(std::string_view word, NvOption option) {
    // Every opcode starts with a capital letter; most words the reader meets are names.
    if (word.empty() || word[0] < 'A' || word[0] > 'X') return std::nullopt;
    return Match(word, option);
}

std::optional<NvOption> OptionOfInstruction(std::string_view word) {
    auto found = LookUpOpcode(word, NvOption::kFragmentProgram2);
    if (!found) return std::nullopt;
    for (const Row& row : kRows)
        if (row.opcode == found->opcode) return row.option;
    return std::nullopt;
}

bool IsReservedWord(std::string_view word, NvOption option) {
    static constexpr std::string_view kStatementWords[] = {
        "ALIAS", "ATTRIB", "END", "OPTION", "OUTPUT", "PARAM", "TEMP",
        "fragment", "program", "result", "state", "texture"};
    for (std::string_view w : kStatementWords)
        if (w == word) return true;
    return LookUpOpcode(word, option).has_value();
}

}  // namespace tessera::lang::arbfp::detail
