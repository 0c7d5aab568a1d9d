// SPDX-License-Identifier: MIT
// The two plans from one list of framebuffer operations (compiler.h's VOps).
#pragma once

#include <vector>

#include "lang/common/arbasm/fragment_limits.h"
#include "lang/isl/reader/compiler.h"

namespace tessera::lang::isl {

/// One pass per operation: a draw per FB assignment (its program computes the source, the
/// framebuffer operation combines), a copy per varying-variable save, a pixel transfer for
/// transform() and lookup(), a stencil update per varying if.
void BuildMultipass(const std::vector<VOp>& ops, plan::Plan& plan);

/// One draw whose program keeps FB, the varying variables and the active-pixel masks in
/// temporaries: combines become ALU instructions with _SAT, a varying if a select (CMP).
/// When that program exceeds `limits`, as few programs as fit, split between statements
/// outside varying ifs, with the varying variables saved by copy passes between them.
/// False when a single statement does not fit; `failed` is then its operation.
bool BuildFused(const std::vector<VOp>& ops, int images, const lang::arbasm::fragment::Limits& limits, plan::Plan& plan,
                std::size_t& failed);

}  // namespace tessera::lang::isl
