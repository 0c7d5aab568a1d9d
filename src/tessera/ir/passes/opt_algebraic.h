// SPDX-License-Identifier: MIT
#pragma once

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

struct AlgebraicOptions {
    /// Allow rules that are wrong for NaN, infinities or the sign of zero (x*0 = 0,
    /// x-x = 0, 0-x = -x, x+0 = x). Off by default: off, every rule is exact in IEEE float.
    bool fast_math = false;
};

/// opt_algebraic: rewrites by the rule table in opt_algebraic.cpp (x*1 = x, neg(neg x) = x,
/// select(true, a, b) = a, ...) and by the shape rules (swizzle of swizzle, extract of
/// construct or insert, construct of extracts of one vector).
Result OptAlgebraic(Module& module, DiagnosticList& diagnostics, const AlgebraicOptions& options);
Result OptAlgebraic(Module& module, DiagnosticList& diagnostics);

}  // namespace tessera::ir::passes
