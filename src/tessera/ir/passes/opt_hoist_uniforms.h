// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "ir/passes/pass.h"

namespace tessera::ir::passes {

/// One expression of the entry function that depends on uniforms (and constants) only.
struct UniformExpression {
    InstId value;
    Span span;
};

/// The largest expressions of the entry function computed from uniforms and constants only
/// (not single loads or constants): the values a runtime could compute once per draw on
/// the CPU and pass as parameters. In definition order.
std::vector<UniformExpression> FindUniformExpressions(const Module& module);

/// opt_hoist_uniforms: reports FindUniformExpressions as notes. It changes nothing: moving
/// the work to the CPU needs a runtime that evaluates the expressions, which is future
/// work; the report shows how much it would save. Not part of the "optimize" pipeline.
Result OptHoistUniforms(Module& module, DiagnosticList& diagnostics);

}  // namespace tessera::ir::passes
