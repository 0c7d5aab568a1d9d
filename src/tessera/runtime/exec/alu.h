// SPDX-License-Identifier: MIT
// The arithmetic of ARB fragment programs, shared by every executor.
//
// These are the pieces of sections 3.11.4 and 3.11.5 that do not depend on how registers
// are stored or how fragments are scheduled: the 29 ALU instructions as functions of their
// loaded operands, UpdateDestination's saturation and write mask, and the fog options'
// blend. The reference interpreter (reference.cpp) calls them per fragment; a faster
// executor can call the same functions so that the two cannot disagree on a number.
//
// The spec leaves some results undefined or to an "approximation"; the choices below are
// made once, here (REFERENCE_FACTS.md lists what Mesa 22.3 does):
// - NaN is not a value GL defines arithmetic for (GL 1.4 section 2.1.1), so NaN handling
//   follows Mesa: _SAT and the final color/depth clamps turn NaN into 0; MAX and MIN
//   return the other operand when exactly one is NaN (otherwise the pseudocode's
//   comparisons are kept, so MAX(-0, +0) = +0 and MAX(+0, -0) = -0); CMP, SGE, SLT and KIL
//   use the pseudocode's comparisons, under which NaN and -0 are not "< 0".
// - RCP(x) = 1/x (RCP(+-0) = +-inf); RSQ(x) = 1/sqrt(|x|) (RSQ(0) = +inf).
// - EX2, LG2, POW, SIN, COS, SCS, LIT's power and the EXP/EXP2 fog factors use our own
//   functions (lane_math.h), not libm's: libm's last bit depends on glibc's version and
//   on the variant it picks for the CPU, and a lane loop calling libm does not vectorise.
//   They are within 2 ulp of the exact result (nearly always correctly rounded; SIN and
//   COS over the full range); LG2(0) = -inf, LG2(x < 0) = NaN, EX2 and LG2 exact at
//   powers of two.
// - POW(a, b): NaN when a < 0 (as exp2(b * log2(a)) gives and Mesa does), otherwise
//   pow(a, b) with C's special cases, so POW(0, 0) = 1 as the spec defines 0^0 for LIT
//   (Mesa gives 0 at run time and 1 when it folds constants: exclude POW(0, 0) from
//   comparisons).
// - LIT: pow(y, w) with w clamped to +-(128 - epsilon), epsilon one float ulp of 128;
//   LIT(x > 0, 0, _, 0).z = 1 per the spec (Mesa gives 0).
// - SCS: (cos, sin, 0, 1) as Mesa, also outside [-PI, PI] where the spec leaves it
//   undefined.
// - XPD: w = 1, as Mesa's prog_to_nir writes it (the spec leaves w undefined).
// - FRC(x) = x - floor(x) literally, so FRC of a tiny negative number can round to 1.0.
// - Linear fog with END == START uses f = END - c instead of dividing by zero.
// - A program that writes no color has an undefined color (3.11.4.4): every executor gives
//   it (0, 0, 0, 0) and applies no fog option to it (AppliedFog), as Mesa does (it appends
//   its fog code only to programs that write result.color).
#pragma once

#include <array>
#include <cstdint>

#include "lang/common/arbasm/fragment_program.h"
#include "runtime/base/fragment.h"
#include "runtime/base/lane_math.h"
#include "support/vec4.h"

namespace tessera::runtime::exec {

/// The result vector of an ALU instruction (not TEX, TXP, TXB or KIL) from its operands,
/// already loaded with VectorLoad (3.11.4.1). A scalar operand is replicated, so its value
/// is operands[i][0].
Vec4 EvaluateAlu(const lang::arbasm::fragment::Instruction& instruction, const std::array<Vec4, 3>& operands);

/// Clamps to [0, 1] as _SAT does (3.11.4.3); NaN becomes 0. Inline: every executor's
/// per-fragment output path calls it.
inline float Saturate(float value) {
    if (!(value > 0)) return 0.0f;  // also NaN
    return value > 1 ? 1.0f : value;
}

/// UpdateDestination of 3.11.4.3: optional clamp, then the write mask (bit 0 = x).
void UpdateDestination(Vec4& destination, Vec4 result, bool saturate, std::uint8_t write_mask);

/// The fog factor f of GL 1.4 section 3.10 for fog coordinate `c`, clamped to [0, 1].
/// END == START divides by zero; we then use a scale of 1 (f = END - c) so the factor
/// stays a number. Static inline (internal linkage, as lane_math.h) because fast
/// executors call it per lane.
static inline float FogFactor(lang::arbasm::fragment::FogOption option, const FogParameters& fog, float c) {
    using lang::arbasm::fragment::FogOption;
    switch (option) {
        case FogOption::kNone:
            return 1.0f;
        case FogOption::kExp:
            return Saturate(lane_math::Exp(-(fog.density * c)));
        case FogOption::kExp2: {
            const float dc = fog.density * c;
            return Saturate(lane_math::Exp(-(dc * dc)));
        }
        case FogOption::kLinear: {
            const float range = fog.end - fog.start;
            return Saturate(range == 0.0f ? fog.end - c : (fog.end - c) / range);
        }
    }
    return 1.0f;
}

/// FogFactor for `count` coordinates: factor[i] = FogFactor(option, fog, coord[i]) bit for
/// bit, the option switched on once and each case a loop GCC vectorises.
static inline void FogFactorRow(lang::arbasm::fragment::FogOption option, const FogParameters& fog,
                                const float* __restrict coord, float* __restrict factor,
                                int count) {
    using lang::arbasm::fragment::FogOption;
    const float density = fog.density;
    const float end = fog.end;
    const float range = fog.end - fog.start;
    switch (option) {
        case FogOption::kNone:
            for (int i = 0; i < count; ++i) factor[i] = 1.0f;
            return;
        case FogOption::kExp:
            for (int i = 0; i < count; ++i)
                factor[i] = Saturate(lane_math::Exp(-(density * coord[i])));
            return;
        case FogOption::kExp2:
            for (int i = 0; i < count; ++i) {
                const float dc = density * coord[i];
                factor[i] = Saturate(lane_math::Exp(-(dc * dc)));
            }
            return;
        case FogOption::kLinear:
            if (range == 0.0f) {
                for (int i = 0; i < count; ++i) factor[i] = Saturate(end - coord[i]);
            } else {
                for (int i = 0; i < count; ++i) factor[i] = Saturate((end - coord[i]) / range);
            }
            return;
    }
}

/// The fog option applied to `program`'s results: its own, or none when it writes no color
/// (whose color is undefined, 3.11.4.4 and Table X.3, so there is nothing to fog).
inline lang::arbasm::fragment::FogOption AppliedFog(const lang::arbasm::fragment::Program& program) {
    return program.WritesColor() ? program.fog : lang::arbasm::fragment::FogOption::kNone;
}

/// Applies a fog option to the final clamped color (3.11.4.5.1): rgb = f*C + (1-f)*fog.rgb,
/// alpha unchanged. FogOption::kNone returns `color` unchanged.
Vec4 ApplyFog(lang::arbasm::fragment::FogOption option, const FogParameters& fog, float fogcoord,
              const Vec4& color);

}  // namespace tessera::runtime::exec
