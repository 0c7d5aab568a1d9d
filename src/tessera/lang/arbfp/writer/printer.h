// SPDX-License-Identifier: MIT
// The canonical printer of a decoded ARB fragment program.
//
// Printing then re-reading gives the same program: the same instructions over the same
// bindings (register numbering may differ, since the printer emits every declaration before
// the first instruction). Declared names are kept; operands that were written as implicit
// bindings are printed as bindings again. Constants are printed in the shortest form that
// reads back to the same float.
#pragma once

#include <string>

#include "lang/common/arbasm/fragment_program.h"

namespace tessera::lang::arbfp {

/// The text of `program`, starting with "!!ARBfp1.0" and ending with "END\n".
std::string PrintProgram(const Program& program);

/// The text of one parameter binding, as it would appear in a PARAM statement.
std::string PrintParameterBinding(const ParameterBinding& binding, bool in_declaration);

/// The text of one attribute binding, e.g. "fragment.texcoord[1]".
std::string PrintAttributeBinding(const AttributeBinding& binding);

/// A float as the shortest <floatConstant> text that reads back to the same value
/// (infinity as a constant that overflows to it); the sign is printed when negative.
std::string PrintFloat(float value);

}  // namespace tessera::lang::arbfp
