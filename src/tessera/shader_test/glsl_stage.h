// SPDX-License-Identifier: MIT
// GLSL shader tests: the fragment shader compiled to ARBfp, the vertex shader replaced by
// its ARBvp equivalent, and uniforms set by name. Internal to the module (runner.cpp and
// commands.cpp use it).
//
// shader_runner links the test's shaders into one GLSL program. Tessera has no GLSL
// program object; it has the two ARB program targets, so the run becomes:
//
//   [fragment shader]        -> lang::glsl::CompileGlsl -> ARBfp text -> fragment program
//                               (several sections of a stage are linked: CompileOptions::
//                               linked_sources)
//   [vertex shader]          -> lang::glsl::CompileGlsl (vertex stage, linked to the
//                               fragment shader's varyings) -> ARBvp text -> vertex program
//                               (vertex_stage.h's pass-through matcher is the fallback when
//                               the compiler is missing or the shader needs what ARBvp lacks)
//   [vertex shader passthrough] -> `MOV result.position, vertex.position;`
//   (no vertex shader)       -> the fixed-function vertex stage
//
// A stage arbfp1 (arbvp1) cannot take is compiled for fp40 (vp40), whose NVIDIA option the
// GL context runs (glsl_fragment.cpp). `uniform TYPE NAME VALUES` finds NAME in the compiler's bindings and writes its
// program.local range (docs/glsl.md: one parameter per vector, per matrix column, per
// array element, struct fields and array elements bound separately by their GLSL names).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "lang/arbfp/writer/arbfp_writer.h"
#include "shader_test/commands.h"
#include "shader_test/parser.h"

namespace tessera::shader_test::detail {

/// The GLSL version a test's `GLSL >= x.yz` requirement names, as piglit's number (110,
/// 120), or 0 when it has none.
int RequiredGlslVersion(const ShaderTest& test);

/// The newest GLSL version Tessera compiles (piglit's numbering).
inline constexpr int kGlslVersion = 120;

/// True when the test has GLSL sections Tessera runs ([fragment shader], [vertex shader],
/// [vertex shader passthrough]); `reason` says why not when it has other GLSL sections.
bool HasGlslStages(const ShaderTest& test);
std::optional<std::string> UnsupportedGlslSection(const ShaderTest& test);

/// The link rule's varying assignment (docs/glsl.md): user varying -> first TEXCOORD, or
/// first packed component when `packed`.
struct VaryingLayout {
    std::map<std::string, int> slots;
    bool packed = false;
};

/// A compiled shader of either stage.
struct CompiledFragmentShader {
    bool ok = false;
    std::string program;  ///< `!!ARBfp1.0` or `!!ARBvp1.0` text
    /// The profile it was compiled for: "arbfp1" or "arbvp1", or, when the shader needs what
    /// those lack, "fp40" or "vp40" (the program then has an NVIDIA option; glsl_fragment.cpp).
    std::string profile;
    std::vector<lang::arbfp::Binding> bindings;
    /// GLSL 1.20 uniform initializers: binding name -> its values, one parameter's
    /// components after another (a matrix column by column).
    std::map<std::string, std::vector<double>> uniform_defaults;
    VaryingLayout varyings;
    /// A vertex shader's user attributes -> generic attribute index.
    std::map<std::string, int> attributes;
    std::string error;              ///< the first diagnostic, one line, when !ok
    bool link_failed = false;       ///< !ok because of a link error (lang::glsl's link_failed)
    bool compiler_missing = false;  ///< built without lang/glsl/reader
};

/// The shader's text as shader_runner gives it to the GL: `#version <version>` first when
/// the text has no `#version` of its own, and blank lines so every line keeps its line
/// number in the test file (diagnostics then point into the .shader_test).
std::string GlslSourceText(const Section& section, int version);

/// The [fragment shader] or [vertex shader] sections of a test, in order: one stage's shaders.
using StageSections = std::vector<const Section*>;

/// Compiles `sections`, linked (glsl_fragment.cpp; needs the GLSL compiler library).
CompiledFragmentShader CompileFragmentShader(const std::string& file_name,
                                             const StageSections& sections, int version);

/// Compiles a [vertex shader] to ARBvp with the fragment shader's varying assignment
/// (`varyings`; empty when there is no GLSL fragment shader), piglit_vertex and
/// piglit_texcoord bound where the runtime's draw commands put the rectangle's position
/// and texture coordinate (generic attributes 0 and 8, which alias them).
CompiledFragmentShader CompileVertexShader(const std::string& file_name,
                                           const StageSections& sections, int version,
                                           const VaryingLayout& varyings);

/// Loads the GLSL stages of `test` (as shader_runner links and uses its program): compiles
/// the fragment shader and loads it, loads the vertex stage's equivalent, and records the
/// bindings in state.glsl. A fragment shader that does not compile fails the test; so does
/// a vertex shader, unless it is a pass-through (vertex_stage.h) or the compiler is missing.
Step LoadGlslStages(RunState& state, const ShaderTest& test);

}  // namespace tessera::shader_test::detail
