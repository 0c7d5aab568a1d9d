// SPDX-License-Identifier: MIT
// The GLSL writer: an IR module (fragment or vertex stage) in, GLSL source text out, for
// any of the versions below. Shared by every front end (Parasol's `--target glsl*`, Cg's and
// ISL's GLSL output).
//
// The input is the lowered form of docs/IR.md (one straight block after the "lower"
// pipeline) or, where the writer supports it, structured IR. What a version cannot express
// (integer operations in 1.10, `texture` overloads before 1.30, ...) is an error naming the
// construct, never wrong code.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "ir/module.h"
#include "support/diagnostic.h"

namespace tessera::lang::glsl {

enum class GlslVersion : std::uint8_t { k110, k120, k130, k330, kEs100, kEs300, k140, k150 };

/// "glsl110", "glsl120", "glsl130", "glsl140", "glsl150", "glsl330", "glsles100", "glsles300"
/// (the --target names).
std::optional<GlslVersion> GlslVersionByName(std::string_view name);
const char* GlslVersionName(GlslVersion version);

/// Whose conventions the output follows: its names, the shape of its interface, what
/// surrounds main (docs/glsl_writer.md, "Conventions"; docs/cgc.md for cgc's).
enum class GlslConventions : std::uint8_t {
    kTessera,    ///< prefixed names (u_, a_, v_, t0), `#version` first
    kCgc,        ///< NVIDIA cgc's GLSL profiles: _name1 uniforms, TEX0 varyings, _TMP0
    kRetroArch,  ///< RetroArch's GLSL shaders: VertexCoord, TexCoord, MVPMatrix, InputSize...
};

struct GlslWriterOptions {
    GlslVersion version = GlslVersion::k110;
    GlslConventions conventions = GlslConventions::kTessera;
    /// Write the `#version` line (cgc wrote one only when asked, RetroArch's files have none).
    bool directive = true;
    /// RetroArch: samplers that keep their own names (the preset's look-up textures); the
    /// main texture is the TEXUNIT0 sampler, or else the first other sampler.
    std::vector<std::string> lookup_textures;
    /// A header comment naming the source and `// file:line` comments.
    bool comments = true;
    /// The text of source file `file` (an index into Module::files), or nullptr when it is
    /// not available; used for the `// file:line` comments and diagnostics' positions.
    std::function<const std::string*(std::uint32_t file)> source_text;
};

struct GlslWriterDiagnostic {
    support::Severity severity = support::Severity::kError;
    ir::Span span;
    std::string message;
};

/// How one global of the module appears in the GLSL text.
struct GlslInterfaceName {
    std::string global;  ///< ir::Global::name
    std::string glsl;    ///< the GLSL spelling: "gl_FragColor", "v_texcoord0", "u_color", ...
};

/// A varying declared without a semantic and the one the writer gave it (cgc's and
/// RetroArch's conventions name varyings by semantic).
struct GlslGivenSemantic {
    std::string global;    ///< "main_vertex.uv", "coords"
    std::string semantic;  ///< "TEXCOORD1"
};

struct GlslWriteResult {
    std::string text;  ///< empty when there are errors
    std::vector<GlslInterfaceName> names;
    std::vector<GlslGivenSemantic> given_semantics;
    std::vector<GlslWriterDiagnostic> diagnostics;
    bool ok() const { return !text.empty(); }
};

/// The globals the entry function of `module` reads or writes, by path: "g" for a whole
/// global, "g.field" for a field of a struct global that is only read field by field.
std::set<std::string> ReferencedGlobals(const ir::Module& module);

/// Writes the entry function of `module` (docs/glsl_writer.md describes the mapping).
GlslWriteResult WriteGlsl(const ir::Module& module, const GlslWriterOptions& options = {});

/// "file:line:col: error: message" plus the line and a caret for each diagnostic, using
/// `options.source_text` for positions when it can (else "file: error: message").
std::string FormatGlslDiagnostics(const ir::Module& module, const GlslWriteResult& result,
                                  const GlslWriterOptions& options);

}  // namespace tessera::lang::glsl
