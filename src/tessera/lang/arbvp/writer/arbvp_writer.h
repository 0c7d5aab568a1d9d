// SPDX-License-Identifier: MIT
// The ARBvp writer: a lowered IR module of the vertex stage in, an `!!ARBvp1.0` program out.
//
// It is the ARBfp writer's back end (lang/arbfp/writer: bind, select, schedule, allocate,
// pool, emit) run with the vertex target (vertex_target.cpp): the vertex attributes and
// result registers of ARB_vertex_program Tables X.2 and X.4 as Cg's arbvp1 profile binds
// them, no texture instructions, and CMP, LRP and saturation rewritten into instructions
// ARBvp has (lang/arbfp/writer/legalize.cpp). Uniforms go to program.local (or env), or to
// GL state for a `state.*` semantic, checked with the vertex grammar (state.texgen,
// state.clip and state.point are vertex-only).
//
// As with ARBfp, the text is re-read by our own ARBvp reader before it is handed out: the
// counts reported are the reader's, and a program the reader rejects is never returned.
#pragma once

#include "ir/module.h"
#include "lang/arbfp/writer/arbfp_writer.h"
#include "lang/common/arbasm/vertex_limits.h"

namespace tessera::lang::arbvp {

/// The limits of Cg's arbvp1 profile: Limits::Default() (Mesa llvmpipe's), so every program
/// that loads in Mesa can be written; `Limits::Minimum()` checks the spec's floor.
Limits Arbvp1Limits();

/// Writes the entry function of `lowered` (stage kVertex) as an ARB vertex program. Only
/// `uniforms`, `comments`, `source_text` and `profile` of `options` are used; `limits` takes
/// the place of options.limits. In the result, `counts.instructions`, `temporaries`,
/// `parameters` and `attributes` are the vertex program's (2.14.3.7), ALU instructions are
/// all of them, and the texture counts are 0.
arbfp::WriteResult WriteArbvp(const ir::Module& lowered, const arbfp::WriterOptions& options = {},
                              const Limits& limits = Arbvp1Limits());

}  // namespace tessera::lang::arbvp
