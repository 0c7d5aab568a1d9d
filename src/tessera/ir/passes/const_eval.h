// SPDX-License-Identifier: MIT
// Evaluating one instruction whose operands are all constants, for constant folding and
// for the loop unroller (which folds loop counters while it copies bodies).
//
// Values are flattened scalars held in doubles, as in Instruction::literal. The trick that
// keeps folding faithful is to compute every float operation in `float` and store the
// rounded result, as the IR interpreter does: folding never changes what a program
// computes, only when. Ints are int32 and wrap (computed in uint32). Whatever would be
// undefined or target-dependent is not folded: int division by zero, INT_MIN / -1, float to
// int conversion of NaN or out-of-range values, out-of-range dynamic indices.
#pragma once

#include <optional>
#include <vector>

#include "ir/module.h"

namespace tessera::ir::passes {

/// The flattened value of `inst` given the flattened values of its operands, or nothing
/// when it is not an operation on values (load, sample, call, control) or must not be folded.
std::optional<std::vector<double>> EvaluateConstant(TypeTable& types, const Function& function,
                                                    const Instruction& inst,
                                                    const std::vector<const std::vector<double>*>& operands);

/// Folds `inst` if every operand is a constant instruction of `function`.
std::optional<std::vector<double>> TryFold(TypeTable& types, const Function& function,
                                           const Instruction& inst);

}  // namespace tessera::ir::passes
