// SPDX-License-Identifier: MIT
// Evaluating one instruction whose operands are all constants, for constant folding and
// for the loop unroller (which folds loop counters while it copies bodies).
//
// Values are flattened scalars held in doubles, as in Instruction::literal. Folding calls
// the interpreter's arithmetic (ir::EvaluateInstruction, over the functions ir/ops.def
// names), so it computes exactly what the interpreter would at run time: folding never
// changes what a program computes, only when. What the interpreter only defines by a
// choice is not folded: int division by zero, INT_MIN / -1, float to int conversion of NaN
// or out-of-range values, out-of-range dynamic indices; nor is an ill-typed instruction.
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
