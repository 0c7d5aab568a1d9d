// SPDX-License-Identifier: MIT
// Compiling GLSL 1.10: the whole pipeline behind one call, like cgc's `-oglsl -profile arbfp1`.
//
//     GLSL source -> preprocess (cfamily, GLSL mode) -> parse -> check -> IR
//                 -> passes "lower,optimize" (ir/passes) -> ARBfp writer -> `!!ARBfp1.0` text
//
// Every stage reports into one diagnostic list, formatted `file:line:col: error: message`
// with the source line and a caret. A stage runs only when the ones before it reported no
// error. What ARBfp cannot express (a loop without a compile-time trip count, a non-constant
// index the writer cannot turn into selects, ...) is an error naming the limitation.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "ir/module.h"
#include "ir/passes/pass_manager.h"
#include "lang/arbfp/writer/arbfp_writer.h"
#include "lang/arbvp/writer/arbvp_writer.h"
#include "lang/common/cfamily/preprocessor.h"

namespace tessera::lang::glsl {

enum class ShaderStage : std::uint8_t { kFragment, kVertex };

/// A shader's source: a name for diagnostics, and its text, or nullopt to read the file.
struct ShaderSource {
    std::string name;
    std::optional<std::string> text;
};

struct CompileOptions {
    /// The main file's name, for diagnostics. When `source_text` is nullopt the file is read
    /// from this path.
    std::string source_name = "<source>";
    std::optional<std::string> source_text;
    /// Further shaders of the same stage, linked with the first into one program stage, as
    /// glLinkProgram links several shader objects (GLSL 1.10 sections 4.2 and 6.1;
    /// docs/glsl.md, "Several shaders in a stage"). Each is preprocessed and checked on its
    /// own first, with its own #version and macros (the -D options apply to each).
    std::vector<ShaderSource> linked_sources;
    /// -D and -U options, in command-line order (-D NAME means NAME=1).
    std::vector<cfamily::MacroOption> defines;
    /// The stage the source is a shader for (by extension: .frag fragment, .vert vertex).
    ShaderStage stage = ShaderStage::kFragment;
    /// The version of a shader without #version (110 or 120; piglit's shader_runner uses its
    /// [require] section's "GLSL >= 1.20" this way).
    int default_version = 110;
    /// Run the "optimize" pipeline after "lower"; off: lower only.
    bool optimize = true;
    ir::passes::PipelineOptions passes;
    /// `#var`/`#const` header and `# file:line` comments in the output.
    bool comments = true;
    /// The ARBfp limits the program must fit (default: Mesa llvmpipe's, as GL reports them).
    arbasm::fragment::Limits limits = arbasm::fragment::Limits::Default();
    /// A vertex shader's ARBvp limits.
    arbasm::vertex::Limits vertex_limits = arbvp::Arbvp1Limits();
    /// The NVIDIA option to write for (arbfp::WriterOptions::nv_option): with
    /// "NV_fragment_program" dFdx, dFdy and fwidth are DDX and DDY; with
    /// "NV_fragment_program2" also gl_FrontFacing is fragment.facing; with
    /// "NV_vertex_program3" a vertex shader's texture lookups are TEX and TXL. Empty: plain
    /// ARB_fragment_program / ARB_vertex_program.
    std::string nv_option;
    /// The link rule's varying assignment (LinkGlsl fills it): user varying -> first
    /// TEXCOORD index. Empty: each stage counts down from TEXCOORD7 in declaration order.
    std::map<std::string, int> varying_slots;
    /// The varyings are packed (LinkGlsl copies the fragment shader's packed_varyings):
    /// varying_slots then holds first components, not TEXCOORD indices (docs/glsl.md).
    bool pack_varyings = false;
    /// A vertex shader's fixed generic attribute indices (glBindAttribLocation): a name
    /// listed here takes that index; the others take free ones (docs/glsl.md).
    std::map<std::string, int> attribute_locations;
};

struct CompileResult {
    /// True when a program was written (no errors anywhere; warnings allowed).
    bool ok = false;
    /// The module as the front end made it, before any pass; nullopt after front-end errors.
    std::optional<ir::Module> ir;
    /// The module after the pipeline, as the writer read it; nullopt when the passes failed.
    std::optional<ir::Module> lowered;
    /// The writer's result: text, and where every uniform, sampler, input and output went.
    /// A uniform's binding has its GLSL name ("color", "lights[2].pos" for fields and
    /// elements as separate bindings where the writer splits them) and its program.local
    /// range; docs/glsl.md says how matrix columns map onto parameters.
    arbfp::WriteResult arbfp;
    /// GLSL 1.20 uniform initializers (`uniform float a[2] = float[2](1.0, 2.0);`): the value
    /// each uniform binding ("a[0]", "s.f") has until the application sets it, as the IR
    /// lays it out (a vector's components; a matrix column by column, one parameter per
    /// column). A loader sets these parameters before the program runs.
    std::map<std::string, std::vector<double>> uniform_defaults;
    /// A vertex shader's user attributes: name -> generic attribute index (vertex.attrib[n];
    /// a matrix takes one index per column, from n on).
    std::map<std::string, int> attributes;
    /// User varyings the program reads or writes: name -> first TEXCOORD index, or, when
    /// packed_varyings, first component of the packed interpolants (component c is
    /// TEXCOORD(7 - c/4), lane c % 4).
    std::map<std::string, int> varyings;
    /// True when whole vectors did not fit the 8 TEXCOORDs and the varyings were packed.
    bool packed_varyings = false;
    /// Every diagnostic of every stage, formatted with positions, source lines and carets.
    std::string diagnostics;
    std::size_t error_count = 0;
    std::size_t warning_count = 0;
    /// The errors include a link error (a function or `main` defined in no shader of the
    /// stage or in two, shared globals that disagree): each shader compiled, the link failed.
    bool link_failed = false;
};

/// Compiles a shader's `main`: a fragment shader to ARBfp, a vertex shader (options.stage)
/// to ARBvp (the text and bindings are in `arbfp`, the writers' shared result type).
CompileResult CompileGlsl(const CompileOptions& options);

struct LinkResult {
    CompileResult vertex;
    CompileResult fragment;
    bool ok() const { return vertex.ok && fragment.ok; }
};

/// Compiles a vertex and a fragment shader as one program: the fragment shader first, and
/// the vertex shader with its varying assignment, so that every varying the fragment shader
/// reads is written to the same TEXCOORD (docs/glsl.md, "Linking").
LinkResult LinkGlsl(CompileOptions vertex, CompileOptions fragment);

struct CheckResult {
    bool ok = false;
    std::string diagnostics;
    std::size_t error_count = 0;
    std::size_t warning_count = 0;
    bool link_failed = false;  ///< as CompileResult::link_failed
};

/// Checks a shader of options.stage as a GLSL 1.10 compiler does (what piglit's
/// `expect_result` judges): the language rules only, no ARB code generation or limits.
CheckResult CheckGlsl(const CompileOptions& options);

}  // namespace tessera::lang::glsl
