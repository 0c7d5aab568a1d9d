// SPDX-License-Identifier: MIT
// The arithmetic the NVIDIA fragment options add: condition codes, precision conversion and
// the instructions of NV_fragment_program_option (3.11.5.30 to 3.11.5.47) and
// NV_fragment_program2 (3.11.5.48 to 3.11.5.51), as functions of loaded operands.
//
// Like alu.h, nothing here knows how registers are stored or fragments scheduled; the
// reference interpreter's NV part (reference_nv.cpp) calls these per fragment.
//
// Choices where the specs leave room (docs/arbfp.md lists them too):
// - Precision (NV_fragment_program_option 3.11.4.X says R, H and X give the *minimum*
//   precision; NV_fragment_program 3.11.4.2, which the option defers to, says operands and
//   results are converted to the instruction's precision). We convert: for H and X every
//   loaded operand and the result are rounded to fp16 or fx12 (ConvertPrecision); the
//   arithmetic in between is single precision. R and no suffix compute in fp32 exactly as
//   ARB_fragment_program does (denormals are kept, not flushed as NV_fragment_program's
//   hardware did). SHORT/LONG storage is fp32 for every variable ("at least 16 bits").
// - fp16 conversion rounds to nearest, ties to even, with fp16 denormals (3.11.4.1 of
//   NV_fragment_program); magnitudes from 65520 (half an ulp above the largest fp16,
//   65504) round to infinity, which includes the spec's ">= 2^16 become INF".
// - fx12 conversion clamps to [-2048/1024, 2047/1024], maps NaN to 0 (NV_fragment_program,
//   issue "What fx12 value should NaN map to?") and rounds to the nearest 1/1024, ties to
//   even (the spec allows rounding or truncation).
// - PK2US, PK4B, PK4UB of NaN pack 0 bits (the pseudocode's clamps leave NaN and its
//   round() is then undefined); round() is to nearest, halves away from zero.
// - NRM's and RFL's w (undefined, 3.11.5.51; RFL may not write it, 3.11.5.36) is 0.
// - DIV divides (it need not equal RCP then MUL, 3.11.5.48); NRM scales by 1/sqrt(|d|),
//   the ARB interpreter's RSQ.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "lang/common/arbasm/fragment_program.h"
#include "support/vec4.h"

namespace tessera::runtime::exec {

using support::Vec4;

/// One component of the condition code register (NV_fragment_program_option 3.11.3.X).
enum class CondCode : std::uint8_t { kLT, kEQ, kGT, kUN };
using CondCodes = std::array<CondCode, 4>;

/// The register's value each time a program starts: four EQ.
inline constexpr CondCodes kInitialCondCodes = {CondCode::kEQ, CondCode::kEQ, CondCode::kEQ,
                                                CondCode::kEQ};

/// GenerateCC of 3.11.4.3: LT, EQ (-0 and +0 alike), GT, or UN for NaN.
CondCode GenerateCC(float value);
/// TestCC of 3.11.4.3 for one (already swizzled) component.
bool TestCC(lang::arbasm::fragment::CcRule rule, CondCode field);
/// The four components of `test`'s mask: bit i is TestCC on the swizzled component i.
std::uint8_t CcMask(const lang::arbasm::fragment::CcTest& test, const CondCodes& cc);
/// Whether a flow-control or KIL condition holds: any component of its mask (3.11.X of
/// NV_fragment_program2, 3.11.6.4). No condition is "(TR)".
bool ConditionHolds(const std::optional<lang::arbasm::fragment::CcTest>& test, const CondCodes& cc);

/// The value rounded to fp16 and back (see the file comment).
float RoundToHalf(float value);
/// The value converted to fx12 (see the file comment).
float RoundToFixed12(float value);
/// Every component converted to `precision` (H and X convert; R and none leave it alone).
Vec4 ConvertPrecision(lang::arbasm::fragment::Precision precision, Vec4 value);

/// The bits of the fp16 nearest `value` (PK2H), and the value of fp16 bits (UP2H).
std::uint16_t HalfBits(float value);
float HalfValue(std::uint16_t bits);

/// The result of an ALU instruction from its loaded operands: the NV options' own ALU
/// instructions, and ARB's through EvaluateAlu. Not for DDX, DDY (which need the quad),
/// the texture instructions, KIL or flow control.
Vec4 EvaluateNvAlu(const lang::arbasm::fragment::Instruction& instruction,
                   const std::array<Vec4, 3>& operands);

/// DDX (`along_x`) or DDY (3.11.5.30, 3.11.5.31) for `fragment` of a quad whose operands
/// are `value` (fragment i at (i & 1, i >> 1), fragment.h). Coarse: one difference for the
/// whole quad, value 1 - value 0 along x and value 2 - value 0 along y, the differences the
/// texture instructions' level of detail uses. Fine: one per row along x (3 - 2 for the upper
/// row) and one per column along y (3 - 1 for the right column). NV_fragment_program_option
/// leaves the derivatives' accuracy to the implementation; GL 2.0 section 5.6's
/// FRAGMENT_SHADER_DERIVATIVE_HINT chooses (DrawInputs::fine_derivatives). Both executors
/// call this, so they agree bit for bit.
Vec4 QuadDifference(bool along_x, bool fine, const std::array<Vec4, 4>& value, int fragment);

/// UpdateDestination of NV_fragment_program_option 3.11.4.3: the result is written to the
/// components both the write mask and the condition mask enable (after _SAT), and with the
/// "C" suffix each written component's condition code is generated from the value written.
void UpdateDestinationNv(const lang::arbasm::fragment::Instruction& instruction, const Vec4& result,
                         Vec4& destination, CondCodes& cc);

/// NV_fragment_program2's run-time limits, its minimum values (its "New Implementation
/// Dependent State"); reference_nv.cpp says how each applies. Both executors enforce them.
inline constexpr int kMaxExecInstructions = 65536;  ///< MAX_PROGRAM_EXEC_INSTRUCTIONS_NV
inline constexpr int kMaxCallDepth = 4;             ///< MAX_PROGRAM_CALL_DEPTH_NV
inline constexpr int kMaxIfDepth = 48;              ///< MAX_PROGRAM_IF_DEPTH_NV
inline constexpr int kMaxLoopDepth = 4;             ///< MAX_PROGRAM_LOOP_DEPTH_NV
inline constexpr float kMaxLoopCount = 255;         ///< MAX_PROGRAM_LOOP_COUNT_NV

/// floor(count) clamped to [0, MAX_PROGRAM_LOOP_COUNT_NV]; NaN gives 0 (3.11.X.8, 3.11.X.9).
float LoopCount(float x);

/// Where each block of an NV_fragment_program2 program continues: for IF its ELSE (or its
/// ENDIF when it has none) in `next` and its ENDIF in `end`; for LOOP and REP their
/// ENDLOOP/ENDREP in `next`. A block left open (only a malformed program) runs to the end.
struct NvBlockMap {
    std::vector<std::uint32_t> next;
    std::vector<std::uint32_t> end;
    explicit NvBlockMap(const std::vector<lang::arbasm::fragment::Instruction>& program);
};

/// Where execution starts (3.11.4.X of NV_fragment_program2): after the label "main" when
/// there is one, else at the first instruction.
std::uint32_t NvStart(const lang::arbasm::fragment::Program& program);

}  // namespace tessera::runtime::exec
