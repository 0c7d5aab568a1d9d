// SPDX-License-Identifier: MIT
// The Cg standard library's signatures (the functions of the Cg 3.1 reference manual).
//
// The library is not declared in Cg source: each function name expands, on first use, into
// the list of overloads the reference documents (abs for float, float1..float4 and the same
// for half and fixed; mul in its three forms for every size and those three types; tex2D in
// its plain, shadow and derivative forms...). Overload resolution treats them exactly like
// user functions (sema_calls.cpp), after the user's own: a user function with the same
// signature hides the library's. lower_stdlib.cpp turns a chosen signature into IR.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ir/module.h"
#include "lang/cg/reader/types.h"

namespace tessera::lang::cg {

struct BuiltinSignature {
    std::string name;
    std::vector<Type> params;
    std::vector<ir::ParamDirection> directions;  ///< all kIn except sincos, modf, frexp
    Type result;
};

/// Every overload of the library function `name`; empty when there is no such function.
const std::vector<BuiltinSignature>& BuiltinOverloads(const std::string& name);

/// The overloads a call to `name` considers: BuiltinOverloads(name), or with `glsl_spellings`
/// (cgc's GLSL profiles) also GLSL's names of Cg functions: fract, mix, mod, atan(y, x)
/// (glsl_builtins.cpp).
const std::vector<BuiltinSignature>& LibraryOverloads(const std::string& name, bool glsl_spellings);

/// The names of every library function (for tests that check each list).
std::vector<std::string_view> BuiltinNames();

/// Library overloads that `profile` cannot run: texel fetches and offsets (NV_gpu_program4)
/// in every profile we write; in arbfp1 also ddx and ddy (fp30), explicit levels of detail
/// and derivatives (fp40). The message for `sig`, or empty. Sema reports it only where the
/// entry reaches the call (the spec's "Profiles").
std::string ProfileRestriction(const BuiltinSignature& sig, const std::string& profile);

}  // namespace tessera::lang::cg
