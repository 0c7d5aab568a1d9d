// SPDX-License-Identifier: MIT
// Helpers for the Parasol tests: compile a source, check it, and run a compiled fragment
// shader's ARBfp on Tessera's reference fragment processor.
#pragma once

#include <array>
#include <map>
#include <string>
#include <vector>

#include "lang/parasol/reader/compile.h"
#include "support/vec4.h"

namespace tessera::parasol_test {

using support::Vec4;

/// True when glslangValidator is installed (the tests that validate the GLSL targets).
bool HaveGlslang();

/// "package p;\nmodule M is\n" + body + "end;\n": line 1 of `body` is line 3 of test.p.
std::string InModule(const std::string& body);

/// The end of the tests' program p.M.prog: fragment shader f's body writing its local
/// `result` to the output `color`, then `shader program prog` of shaders v and f, closing
/// module M. Opens with the line "  as".
std::string WriteResultAndDeclareProg();

lang::parasol::CompileResult Compile(const std::string& source, const std::string& program = "p.M.prog",
                                     const std::string& target = "arbfp1");
/// Several units, named a.p, b.p, ...
lang::parasol::CheckResult CheckUnits(const std::vector<std::string>& sources);
lang::parasol::CheckResult Check(const std::string& source);

/// What one fragment computed.
struct Outcome {
    bool ok = false;
    Vec4 color{0, 0, 0, 0};
    float depth = 0;
    bool killed = false;
    /// The IR interpreter on the module as lowered from Parasol (before any pass), the same
    /// inputs: an independent path that shares only the front end.
    Vec4 ir_color{0, 0, 0, 0};
    bool ir_killed = false;
};

/// The fragment's inputs: texcoord[i] feeds the i-th fragment input (lower.h), uniforms
/// are given by parameter name (4 floats per program.local slot), position is the window
/// position.
struct Fixture {
    std::array<Vec4, 8> texcoord{};
    Vec4 position{0, 0, 0.5f, 1};
    std::map<std::string, std::vector<float>> uniforms;
};

/// Compiles `source` (program p.M.prog) for arbfp1, loads the text with our reader and
/// runs it on the reference fragment processor. Colors are clamped to [0, 1] there.
Outcome RunFragment(const std::string& source, const Fixture& in);

/// For what ARBfp cannot express (integer division): compiles `source` for glsl330 and runs
/// only the IR interpreter (Outcome::ir_*) on the fragment shader as lowered from Parasol.
Outcome RunFragmentOnIr(const std::string& source, const Fixture& in);

}  // namespace tessera::parasol_test
