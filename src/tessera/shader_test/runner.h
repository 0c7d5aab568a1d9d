// SPDX-License-Identifier: MIT
// Running a parsed `.shader_test` the way piglit's shader_runner does, on a gl::Context.
//
// A run has three stages, and each can end it:
//
//   1. Admission: every [require] line must be one Tessera satisfies (an extension: one
//      the context names, or a texture extension runner.cpp lists), and every section
//      one it can run (ARB programs, GLSL fragment shaders with a pass-through vertex
//      stage, [vertex data], [test]); otherwise the test is skipped with the requirement
//      or section as the reason.
//   2. Setup: the [fragment program] and [vertex program] are loaded through the GL-like
//      program objects and enabled, as shader_runner does before the first command; a
//      program the reader rejects fails the test. GLSL stages become ARB programs
//      (glsl_stage.h; with an NVIDIA option, fp40 or vp40, when the ARB target cannot take
//      them): a [fragment shader] that does not compile fails the test, and so does a
//      [vertex shader] that is not a recognised pass-through.
//   3. Commands: every [test] command must have a handler before the first one runs, so a
//      test is not half run and then skipped for a command Tessera lacks. (An argument
//      value it lacks, like `texparameter 2D depth_mode red`, is found only when the
//      command runs; that skips the test unless a probe has already failed.) Probes that
//      fail are collected and the run goes on, as in piglit, where the test fails at the
//      end.
//
// A test passes only when all three stages complete with no failed probe: anything
// Tessera cannot do is a skip with a true reason, never a pass. When only `probe warn`
// probes fail, the test ends WARN, as in piglit.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "runtime/gl/context.h"
#include "shader_test/parser.h"
#include "support/source.h"

namespace tessera::shader_test {

/// kWarn: piglit's WARN, when the only probes that failed are `probe warn` ones (the
/// result is not a pass, and not counted as a failure either).
enum class Outcome { kPass, kFail, kSkip, kWarn };

/// "PASS", "FAIL", "SKIP" or "WARN".
const char* OutcomeName(Outcome outcome);

struct Result {
    Outcome outcome = Outcome::kPass;
    /// Why the test failed or was skipped (empty for a pass): the first failure, e.g.
    /// "line 12: probe at (3, 4): expected 0.000000 1.000000 0.000000 1.000000, observed ...".
    std::string reason;
    /// Every failed probe, in order (a failing test may have several); for kWarn, the
    /// failed `probe warn` probes.
    std::vector<std::string> failures;
};

/// piglit's default window (shader_runner's config) when [require] has no SIZE line.
inline constexpr int kDefaultWindowWidth = 250;
inline constexpr int kDefaultWindowHeight = 250;

/// piglit_tolerance's initial value, which shader_runner never changes: a channel fails a
/// pixel probe when it is off by more than this. Rectangle probes on an 8-bit framebuffer
/// compare bytes instead (see commands.cpp).
inline constexpr float kProbeTolerance = 0.01f;

/// The OpenGL version Tessera's runtime models (GL 1.4: runtime/gl follows its state
/// tables), for `GL >= x` requirements.
inline constexpr double kGlVersion = 1.4;
/// The version offered to tests that run GLSL shaders: GLSL 1.20's OpenGL, which piglit's
/// GLSL tests name only to get the shading language (see runner.cpp).
inline constexpr double kGlslGlVersion = 2.1;

struct WindowSize {
    int width = kDefaultWindowWidth;
    int height = kDefaultWindowHeight;
};

/// The window a test asks for: `SIZE w h` in [require], or piglit's default.
WindowSize RequestedWindowSize(const ShaderTest& test);

/// Runs `test` on `context`, whose framebuffer should be RequestedWindowSize(test).
Result Run(const ShaderTest& test, runtime::gl::Context& context);

/// Parses `source`, makes a context of the requested size and runs the test. A file
/// that does not parse fails; the reason is its first error as "file:line:col: error: ...".
Result RunSource(const support::SourceFile& source);

/// RunSource on a file read from disk; an unreadable file fails.
Result RunFile(const std::string& path);

/// True when the runner executes the [test] command `name` (a grammar name).
bool HasHandler(std::string_view name);

}  // namespace tessera::shader_test
