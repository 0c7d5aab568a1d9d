// SPDX-License-Identifier: MIT
// Semantic analysis and lowering of GLSL 1.10: one walk over the AST that checks the
// language's rules and emits the IR (sema_impl.h has the design).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "ir/module.h"
#include "lang/common/cfamily/source_manager.h"
#include "lang/glsl/reader/ast.h"
#include "support/diagnostic.h"

namespace tessera::lang::glsl {

struct SemaOptions {
    int version = 110;
    /// CheckGlsl: the language rules only; no entry wrapper, no ARBfp-specific errors.
    bool check_only = false;
    /// A vertex shader (builtin vars, attributes, varyings as outputs; docs/glsl.md).
    bool vertex = false;
    /// The link rule's result (LinkGlsl): each user varying's first TEXCOORD index. Empty:
    /// the stage's own rule (7 downward in declaration order). Non-empty in a vertex shader:
    /// a varying missing from it is not read by the fragment shader and is not written out.
    std::map<std::string, int> varying_slots;
    /// Pack the varyings component by component (see CompileOptions::pack_varyings).
    bool pack_varyings = false;
    /// glBindAttribLocation: user attributes with a fixed generic index.
    std::map<std::string, int> attribute_locations;
    /// What the target's NVIDIA option adds (CompileOptions::nv_option): derivatives
    /// (dFdx, dFdy, fwidth), gl_FrontFacing, texture lookups in a vertex shader, clip
    /// distance outputs (NV_vertex_program2_option's result.clip[n], for gl_ClipVertex).
    bool derivatives = false;
    bool facing = false;
    bool vertex_textures = false;
    bool clip_distances = false;
};

/// Spans of the loops lowered, so the driver can name them in unroll errors.
struct LoopInfo {
    ir::Span span;
    std::string keyword;
};

struct SemaResult {
    bool ok = false;
    std::vector<LoopInfo> loops;
    /// GLSL 1.20 uniform initializers by binding name (see CompileResult::uniform_defaults).
    std::map<std::string, std::vector<double>> uniform_defaults;
    /// A vertex shader's user attributes: name -> generic attribute index (vertex.attrib[n]).
    std::map<std::string, int> attributes;
    /// User varyings: name -> first TEXCOORD index (elements and columns go downward).
    std::map<std::string, int> varyings;
    /// Whole vectors needed more than the 8 TEXCOORDs: analyse again with pack_varyings.
    bool varyings_overflow = false;
    /// An error was a link error (a function or main defined in no shader or in two, shared
    /// globals that disagree): GL's glLinkProgram would fail, not glCompileShader.
    bool link_failed = false;
};

/// The cfamily file behind IR span file 0 (the shader's one source).
cfamily::FileId MainFile(const cfamily::SourceManager& sources);

/// One shader of a stage: its syntax tree, the file it was read from (IR span file i is
/// shader i's), and its #version.
struct LinkedShader {
    const TranslationUnit* unit = nullptr;
    cfamily::FileId file = 0;
    int version = 110;
};

SemaResult AnalyzeGlsl(const TranslationUnit& unit, const cfamily::SourceManager& sources,
                       const SemaOptions& options, support::DiagnosticList& diagnostics, ir::Module& module);

/// Analyses the shaders of one stage as the stage's linked program (GLSL 1.10 section 4.2
/// and 6.1; docs/glsl.md, "Several shaders in a stage"): each shader sees its own
/// declarations, shared globals are one variable, and a call reaches the definition in
/// whichever shader has it. Each shader must already compile on its own (CheckGlsl).
SemaResult AnalyzeLinkedGlsl(const std::vector<LinkedShader>& shaders,
                             const cfamily::SourceManager& sources, const SemaOptions& options,
                             support::DiagnosticList& diagnostics, ir::Module& module);

}  // namespace tessera::lang::glsl
