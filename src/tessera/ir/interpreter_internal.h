// SPDX-License-Identifier: MIT
// Pieces of the interpreter shared by its files (not a public API).
#pragma once

#include <cstdint>
#include <vector>

#include "ir/module.h"

namespace tessera::ir::interpreter_detail {

using Scalars = std::vector<double>;

/// Evaluates a pure instruction (every op except load, store, call, sample, control and
/// the derivative intrinsics) for one fragment. `args[i]` holds operand i's scalars.
/// The instruction is valid (Validate passed), so shapes match.
Scalars Evaluate(const TypeTable& types, const Function& function, const Instruction& inst,
                 const std::vector<const Scalars*>& args);

/// Rounds to single precision: every float result goes through here.
inline double RoundToFloat(double value) { return static_cast<double>(static_cast<float>(value)); }

/// Where element `index` of a composite starts in its flattened scalars, and how many
/// scalars it has (vector component, matrix row, array element, struct field).
void ElementRange(const TypeTable& types, TypeId composite, std::uint32_t index,
                  std::uint32_t& offset, std::uint32_t& count);

}  // namespace tessera::ir::interpreter_detail
