// SPDX-License-Identifier: MIT
// A seeded generator of valid `OPTION NV_fragment_program2;` programs (fp40's form) for the
// fast executor's differential test against the reference interpreter.
//
// Unlike tests/differential's generator, which must keep every result well defined for a
// comparison with Mesa, this one compares two executors of the same documented semantics,
// so it goes wherever the specs let a program go: condition codes set by "C" suffixes and
// tested by condition masks, IF/ELSE/ENDIF, REP and LOOP nested up to the loop limit with
// per-fragment trip counts, BRK, subroutines called conditionally (and recursively, past
// the call depth limit), RET, KIL on operands and on conditions, R/H/X precision suffixes,
// _SAT, absolute values, DDX/DDY in divergent control flow, every NV ALU instruction and
// TEX/TXP/TXB/TXD/TXL. Trip counts stay below 4 per loop so that a program costs
// milliseconds; the instruction limit (65,536) is left to hand-written tests.
#pragma once

#include <cstdint>
#include <string>

namespace tessera::testing::fast_exec {

/// A program the reader accepts under Limits::Default().WithNvOptions(), the same text for
/// the same seed. It reads fragment.color, fragment.texcoord[0..1], fragment.position,
/// fragment.facing, program.local[0..3] and samples units 0 to 4 (unit u on the u-th of
/// 1D, 2D, 3D, CUBE, RECT).
std::string GenerateNvProgram(std::uint32_t seed);

}  // namespace tessera::testing::fast_exec
