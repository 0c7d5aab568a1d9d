// SPDX-License-Identifier: MIT
// Random ARB vertex programs, hostile vertex inputs and the comparison of both vertex
// executors, for the fast vertex executor's differential tests.
//
// The programs are text (`!!ARBvp1.0 ...`), read by the real reader, so they are only ever
// programs the reader accepts. They use every instruction of Table X.5, ARL from attributes
// and temporaries, relative reads `c[A0.x + n]` whose index lands inside and outside the
// array, negation, swizzles, SWZ selectors and write masks; the values include NaN,
// infinities, -0, denormals, huge numbers and small integers (so ARL addresses hit the
// array as well as miss it).
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "lang/common/arbasm/vertex_program.h"
#include "support/vec4.h"

namespace tessera::testing::vertex_fast {

using support::Vec4;

/// The size of the generated programs' relative array `c`.
inline constexpr int kArraySize = 8;

/// A random program of `instructions` instructions.
std::string RandomVertexProgram(std::mt19937& random, int instructions);

/// One float: with `hostile`, often one of the special values above.
float RandomValue(std::mt19937& random, bool hostile);

/// `count` vertices' attributes, vertex-major (count * program.attributes.size() values).
std::vector<Vec4> RandomAttributes(const lang::arbasm::vertex::Program& program, std::mt19937& random,
                                   std::size_t count);

/// A value for every entry of program.parameters: constants as written, the others random.
std::vector<Vec4> ResolveParameters(const lang::arbasm::vertex::Program& program, std::mt19937& random);

/// True when `a` and `b` hold the same bits, any NaN equalling any NaN.
bool SameBits(float a, float b);

/// Vertices per comparison: three blocks of 16 and a partial one.
inline constexpr std::size_t kVertices = 53;

/// Runs `count` vertices (vertex-major `attributes`) through the reference executor and the
/// fast one with every kernel variant this CPU has; "" when all agree by SameBits,
/// otherwise the first difference.
std::string CompareExecutors(const lang::arbasm::vertex::Program& program,
                             const std::vector<Vec4>& attributes,
                             const std::vector<Vec4>& parameters, std::size_t count);

}  // namespace tessera::testing::vertex_fast
