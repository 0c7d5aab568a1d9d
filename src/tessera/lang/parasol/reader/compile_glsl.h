// SPDX-License-Identifier: MIT
// The GLSL half of the driver: both shaders through lang/glsl/writer. Kept apart so the
// library builds (reporting GLSL targets as unavailable) in a tree without the writer.
#pragma once

#include "lang/parasol/reader/compile.h"
#include "lang/parasol/reader/diagnostics.h"

namespace tessera::lang::parasol {

/// Writes r.vertex_lowered and r.fragment_lowered as GLSL of options.target into
/// r.glsl_vertex and r.glsl_fragment; the writer's diagnostics go to `diags`.
void WriteGlslShaders(const CompileOptions& options, CompileResult& r, Diags& diags);

}  // namespace tessera::lang::parasol
