// SPDX-License-Identifier: MIT
// The interface between the runtime's vertex stage and the vertex program executors.
//
// An executor sees one vertex at a time as three register files already resolved by
// runtime/gl: the value of each of the program's attribute registers, the value of each
// parameter table entry, and the result registers it fills. It knows nothing of GL state,
// so the same inputs always give the same outputs, and a faster executor can be checked
// against the reference one register by register.
//
// Choices where ARB_vertex_program leaves a value undefined (2.14.3.3 to 2.14.3.5, 2.14.4.2),
// made once here:
// - Temporaries start as (0,0,0,0) and address registers as 0 at each invocation.
// - Result registers start as (0,0,0,1): a result the program does not write reads as that
//   (and a fog coordinate of 0), as the pass-through subset always gave.
// - A relative access outside its array (A0.x + offset < 0 or >= the array's size) reads
//   (0,0,0,0); it never reads a neighbouring array.
// - ARL converts floor(x) to an integer: NaN gives 0 and values beyond +-2^24 are clamped
//   there (every such index is out of range anyway).
// - EXP and LOG compute their partial-precision z exactly (exp2 and log2 of IEEE single
//   precision), which is within the spec's 2^-11 bound. LOG of 0 gives (-inf, NaN, -inf, 1)
//   and LOG of inf (inf, NaN, inf, 1), the pseudocode's arithmetic taken literally.
// - The other instructions are the fragment programs' (runtime/exec/alu.h), whose
//   pseudocode 2.14.5 repeats; alu.h lists the choices made there (RCP(0), POW, LIT, ...).
#pragma once

#include <cstdint>
#include <span>

#include "lang/common/arbasm/vertex_program.h"
#include "support/vec4.h"

namespace tessera::runtime::texture {
class TextureUnits;
}

namespace tessera::runtime::exec {

using support::Vec4;

/// The reference vertex executor (vertex_reference.cpp): runs `program` once, following the
/// pseudocode of 2.14.4 and 2.14.5 literally. `attributes[i]` is the value of
/// program.attributes[i], `parameters[i]` of program.parameters[i]; `results[i]` receives
/// program.outputs[i] and must have room for every output. A program with an NVIDIA option
/// (NV_vertex_program2_option, NV_vertex_program3) runs on its NV part
/// (vertex_reference_nv.cpp), whose texture lookups read `textures` ((0,0,0,1) without).
void RunVertexReference(const lang::arbasm::vertex::Program& program, std::span<const Vec4> attributes,
                        std::span<const Vec4> parameters, std::span<Vec4> results,
                        const texture::TextureUnits* textures = nullptr);
/// The NV part of RunVertexReference.
void RunVertexReferenceNv(const lang::arbasm::vertex::Program& program, std::span<const Vec4> attributes,
                          std::span<const Vec4> parameters, std::span<Vec4> results,
                          const texture::TextureUnits* textures);

/// EXP's result (2.14.5.9) for scalar operand `x`.
Vec4 ExpApproximate(float x);
/// LOG's result (2.14.5.14) for scalar operand `x`.
Vec4 LogApproximate(float x);
/// ARL's integer (2.14.5.3) for scalar operand `x`.
std::int32_t AddressLoad(float x);

}  // namespace tessera::runtime::exec
