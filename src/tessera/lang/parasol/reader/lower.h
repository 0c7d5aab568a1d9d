// SPDX-License-Identifier: MIT
// Lowering one checked Parasol shader to an IR module (docs/IR.md).
//
// The shader becomes a parameterless entry function `main` that loads its inputs and
// parameters from globals, evaluates the `with` declarations in order (a discard becomes
// `if c { discard }`), and stores each output. Every module term the shader reaches becomes
// an IR function (a value: a function without parameters), so the `inline` pass flattens
// everything and the optimiser sees through the standard library.
//
// Representations: boolean, integer and float are IR bool, int and float; vectors are
// vectors; a record is an IR struct named by its qualified name. A matrix_NxNf is held as
// its transpose in an IR floatNxN (whose layout is row by row): the IR matrix's row k is
// Parasol's column k, so `column m k` is one `extract`, `new` takes the columns as they are,
// and a matrix parameter's program.local[i] (or GLSL's column-major mat[i]) is column i.
//
// Interface (the semantics of the globals, what links the two stages):
//   vertex inputs         ATTRi, in declaration order
//   fragment inputs       TEXCOORDi, in declaration order (the default scene supplies them)
//   vertex outputs        the semantic of the fragment input of the same name; outputs no
//                         fragment input reads get the following TEXCOORD numbers
//   out vertex            POSITION
//   fragment out ... as N COLOR (N = 0) or COLORN
//   out depth             DEPTH
//   parameters            uniforms and samplers named as declared (no semantic)
#pragma once

#include <map>
#include <string>

#include "ir/module.h"
#include "lang/parasol/reader/check.h"

namespace tessera::lang::parasol {

/// The varying semantics of a program: fragment input name -> "TEXCOORDi".
std::map<std::string, std::string> VaryingSemantics(const ShaderDecl& vertex, const ShaderDecl& fragment);

/// Lowers `shader` (a checked vertex or fragment shader) into `out`. `varyings` gives the
/// vertex outputs' and fragment inputs' semantics (VaryingSemantics). Reports what the IR
/// cannot express (texel offsets) to `diags`; returns false then.
bool LowerShader(const ShaderDecl& shader, const std::map<std::string, std::string>& varyings,
                 const std::vector<Unit>& units, ir::Module& out, Diags& diags);

}  // namespace tessera::lang::parasol
