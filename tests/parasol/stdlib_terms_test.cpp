// SPDX-License-Identifier: MIT
// The standard library's cases (stdlib_terms.h) on ARBfp: each program compiled for arbfp1
// and run on Tessera's fragment processor, and its fragment shader as lowered from Parasol
// run on the IR interpreter, both against the case's hand-worked value.
#include <gtest/gtest.h>

#include "tests/parasol/parasol_test_util.h"
#include "tests/parasol/stdlib_terms.h"

namespace tessera::parasol_test {
namespace {

using stdlib_terms::Case;

void ExpectCase(const Case& k) {
    SCOPED_TRACE(k.term);
    const std::string source = stdlib_terms::Program(k, stdlib_terms::Output::kValue);
    Fixture in;
    in.uniforms = stdlib_terms::Parameters();
    in.position = stdlib_terms::kPosition;
    const Outcome o = k.arbfp ? RunFragment(source, in) : RunFragmentOnIr(source, in);
    ASSERT_TRUE(o.ok);
    for (int n = 0; n < 4; ++n) {
        const float want = (k.want[n] + 16) / 32;  // Output::kValue's mapping
        if (k.arbfp) {
            EXPECT_NEAR(o.color[n], want, 1e-5) << "ARBfp component " << n;
        }
        EXPECT_NEAR(o.ir_color[n], want, 1e-5) << "IR interpreter component " << n;
    }
}

TEST(ParasolStdlibTerms, BooleanFloatIntegerMatrixFragment) {
    for (const Case& k : stdlib_terms::ScalarModuleCases()) ExpectCase(k);
}

TEST(ParasolStdlibTerms, FloatVectors) {
    for (const Case& k : stdlib_terms::VectorModuleCases('f')) ExpectCase(k);
}

TEST(ParasolStdlibTerms, IntegerVectors) {
    for (const Case& k : stdlib_terms::VectorModuleCases('i')) ExpectCase(k);
}

TEST(ParasolStdlibTerms, IsInfiniteCompilesForEveryTarget) {
    // Written without an infinite constant (lower.cpp), which GLSL before 3.30 cannot spell.
    const Case k{"Float.is_infinite", "boolean", {"F.is_infinite (e [x])"}, {1, 0, 0, 0}};
    for (const char* target : {"arbfp1", "glsl110", "glsl120", "glsl130", "glsl330", "glsles100", "glsles300"}) {
        const lang::parasol::CompileResult r =
            Compile(stdlib_terms::Program(k, stdlib_terms::Output::kValue), "p.M.prog", target);
        EXPECT_TRUE(r.ok) << target << "\n" << r.diagnostics;
    }
}

}  // namespace
}  // namespace tessera::parasol_test
