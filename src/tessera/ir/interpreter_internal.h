// SPDX-License-Identifier: MIT
// Pieces of the interpreter shared by its files (not a public API).
#pragma once

#include <cstdint>
#include <vector>

#include "ir/module.h"

namespace tessera::ir::interpreter_detail {

using Scalars = std::vector<double>;

/// Rounds to single precision: every float result goes through here.
inline double RoundToFloat(double value) { return static_cast<double>(static_cast<float>(value)); }

/// Where element `index` of a composite starts in its flattened scalars, and how many
/// scalars it has (vector component, matrix row, array element, struct field).
void ElementRange(const TypeTable& types, TypeId composite, std::uint32_t index,
                  std::uint32_t& offset, std::uint32_t& count);

}  // namespace tessera::ir::interpreter_detail
