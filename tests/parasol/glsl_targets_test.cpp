// SPDX-License-Identifier: MIT
// What one GLSL target can express and another cannot, program by program: each case is
// compiled for every GLSL target, accepted by those that can write it and rejected, with
// the reason at the declaration concerned, by those that cannot.
#include <gtest/gtest.h>

#include "tests/parasol/parasol_test_util.h"

namespace tessera::parasol_test {
namespace {

// Line numbers below count from here: line 10 declares `color`, 11 `extra`, 20 `only`.
const char* const kColorOutputs = R"(package p;
module M is
  shader vertex v is
    in position : vector_4f;
    out vertex clip : vector_4f;
  as
    out clip = position;
  end;
  shader fragment two is
    out color : vector_4f as 0;
    out extra : vector_4f as 1;
  with
    value red = new vector_4f (1.0, 0.0, 0.0, 1.0);
    value green = new vector_4f (0.0, 1.0, 0.0, 1.0);
  as
    out color = red;
    out extra = green;
  end;
  shader fragment second is
    out only : vector_4f as 1;
  with
    value red = new vector_4f (1.0, 0.0, 0.0, 1.0);
  as
    out only = red;
  end;
  shader program several is
    vertex v;
    fragment two;
  end;
  shader program index_one is
    vertex v;
    fragment second;
  end;
end;
)";

// GLSL 1.10 to 1.30 write color output n to gl_FragData[n], 3.30 and ES 3.00 declare
// `layout(location = n) out`; OpenGL ES 2.0 draws to one color buffer (GLSL ES 1.00's
// gl_MaxDrawBuffers is 1, section 7.4), so a fragment shader there writes color output 0
// alone (gl_FragColor), whatever the other targets can do with the same program.
TEST(ParasolGlslTargets, ColorOutputsAboveZeroAreRejectedForEs100Only) {
    struct Case {
        const char* program;
        const char* error;  ///< for glsles100: the output's name in its declaration
    };
    const Case cases[] = {
        {"p.M.several",
         "test.p:11:9: error: 'extra' is color output 1, but GLSL ES 1.00 has only gl_FragColor"},
        {"p.M.index_one",
         "test.p:20:9: error: 'only' is color output 1, but GLSL ES 1.00 has only gl_FragColor"},
    };
    for (const Case& c : cases) {
        for (const char* target : {"glsl110", "glsl120", "glsl130", "glsl330", "glsles300"}) {
            const lang::parasol::CompileResult r = Compile(kColorOutputs, c.program, target);
            EXPECT_TRUE(r.ok) << c.program << " for " << target << ":\n" << r.diagnostics;
        }
        const lang::parasol::CompileResult es = Compile(kColorOutputs, c.program, "glsles100");
        EXPECT_FALSE(es.ok) << c.program;
        EXPECT_EQ(es.error_count, 1u) << es.diagnostics;
        EXPECT_NE(es.diagnostics.find(c.error), std::string::npos) << c.program << ":\n"
                                                                   << es.diagnostics;
    }
}

}  // namespace
}  // namespace tessera::parasol_test
