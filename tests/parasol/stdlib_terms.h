// SPDX-License-Identifier: MIT
// The standard library term by term (issue 32): a case per function and value of jparasol
// 0.11.3's modules (the spec's "Standard Library Reference" plus jparasol's additions,
// docs/parasol.md's table), each calling the term with arguments of exactly its declared
// types, ascribing the result its declared type, and expecting a value worked out by hand
// from the term's definition (the spec's sentence, or GLSL 1.10's for the functions
// jparasol maps straight to a GLSL built-in). stdlib_terms_test.cpp runs the cases on
// ARBfp and the IR interpreter, stdlib_terms_mesa_test.cpp through GLSL in Mesa.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "tests/parasol/parasol_test_util.h"

namespace tessera::parasol_test::stdlib_terms {

struct Case {
    std::string term;                ///< Module.name, for the report
    std::string type;                ///< the declared result type
    std::vector<std::string> calls;  ///< up to four for a scalar type, one otherwise
    Vec4 want;
    std::string encode = "";         ///< overrides the default vector_4f of r0..r3
    bool arbfp = true;               ///< false: run on the IR only, not ARBfp (is_nan of NaN)
    bool mesa = true;                ///< false where Mesa's draw differs (the window position)
};

/// What the program writes as its color: the value as (v + 16) / 32, or, for 8-bit pixels,
/// 0.5 + 16 (v - want), 0.5 when the value is right.
enum class Output { kValue, kDifference };

/// The program p.M.prog computing `k` from the parameters below.
std::string Program(const Case& k, Output output);

/// The fragment shader's vector_4f parameters by name (stdlib_terms.cpp lists them).
const std::map<std::string, std::vector<float>>& Parameters();

/// The window position the ARBfp run gives the fragment (Fragment.coordinate's case).
inline constexpr Vec4 kPosition{3.5f, 2.5f, 0.25f, 1};

/// Boolean, Float, Integer, Matrix3x3f, Matrix4x4f, Fragment: every term.
const std::vector<Case>& ScalarModuleCases();
/// Every term of Vector2f..Vector4f (element 'f') or Vector2i..Vector4i ('i').
std::vector<Case> VectorModuleCases(char element);

}  // namespace tessera::parasol_test::stdlib_terms
