// SPDX-License-Identifier: MIT
// Pieces of the validator shared by its files (not a public API).
#pragma once

#include <string>

#include "ir/module.h"

namespace tessera::ir::validate_detail {

/// The type rules of docs/IR.md's instruction table for one instruction whose operands
/// and variables are known to exist. Returns "" when the instruction is well typed, else
/// the reason (one clause, lower case). Calls are checked by the caller, which knows the
/// callee.
std::string CheckTypes(const Module& module, const Function& function, const Instruction& inst);

}  // namespace tessera::ir::validate_detail
