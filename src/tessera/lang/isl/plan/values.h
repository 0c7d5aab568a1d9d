// SPDX-License-Identifier: MIT
// The parameter program's evaluator: runs a plan's value steps on the CPU.
//
// The ISL compiler uses the same functions to fold uniform expressions at compile time
// (a step whose operands are all constants is evaluated at once), so a built-in gives the
// same number whether it was folded or computed per draw.
#pragma once

#include <map>
#include <span>
#include <string>
#include <vector>

#include "lang/isl/plan/plan.h"

namespace tessera::lang::isl::plan {

using Value = std::vector<float>;

/// Parameter values by name; missing names take their step's default.
using Inputs = std::map<std::string, Value>;

/// The value of one step given its operands' values (`args` in step order).
Value EvaluateStep(const ValueStep& step, std::span<const Value> args, const Inputs& inputs);

/// Every step of `steps` in order.
std::vector<Value> EvaluateSteps(const std::vector<ValueStep>& steps, const Inputs& inputs);

/// The result size of built-in `name` for arguments of the given sizes, or -1 if the
/// built-in is unknown (used by the compiler to type calls).
int BuiltinResultSize(const std::string& name, std::span<const int> arg_sizes);

}  // namespace tessera::lang::isl::plan
