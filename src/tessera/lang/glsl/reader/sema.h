// Semantic analysis and lowering of GLSL 1.10: one walk over the AST that checks the
// language's rules and emits the IR (sema_impl.h has the design).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "ir/module.h"
#include "lang/cfamily/source_manager.h"
#include "lang/glsl/reader/ast.h"
#include "support/diagnostic.h"

namespace tessera::lang::glsl {

struct SemaOptions {
    int version = 110;
    /// CheckGlsl: the language rules only; no entry wrapper, no ARBfp-specific errors.
    bool check_only = false;
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
};

/// The cfamily file behind IR span file 0 (the shader's one source).
cfamily::FileId MainFile(const cfamily::SourceManager& sources);

SemaResult AnalyzeGlsl(const TranslationUnit& unit, const cfamily::SourceManager& sources,
                       const SemaOptions& options, support::DiagnosticList& diagnostics, ir::Module& module);

}  // namespace tessera::lang::glsl
