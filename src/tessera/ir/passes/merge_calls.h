// SPDX-License-Identifier: MIT
#pragma once

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

/// Merges repeated calls in `function`: a call of a side-effect-free function (no out or
/// inout parameter, and neither it nor its callees discard or store a global) with the same
/// arguments as an earlier call that dominates it is dropped and its value replaced by the
/// earlier call's. Arguments compare as values, with loads of a variable seen through the
/// last value stored or loaded (as lower_unroll tracks them). Returns whether it merged any.
bool MergeRepeatedCalls(const Module& module, Function& function);

}  // namespace tessera::ir::passes
