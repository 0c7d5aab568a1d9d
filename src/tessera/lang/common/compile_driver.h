// SPDX-License-Identifier: MIT
// What the C-family compile drivers (lang/cg/reader/compile.cpp, lang/glsl/reader/compile.cpp)
// share: running the pass pipeline and the writer on a module sema made from preprocessed
// source, and mapping their diagnostics back to cfamily's global offsets, so that one
// SourceManager formats every message the same way.
//
// The passes and the writers speak in IR spans (a file index and a byte offset in that
// file); sema numbers the files, and the driver says how (`span_files[i]` is the FileId of
// span file i). Pass diagnostics carry the span's file (support::Diagnostic::file), so an
// error in an #included header points into the header.
//
// Header-only on purpose: a handful of small functions used by two drivers that already
// link everything they call (cfamily, the passes, the writers); a library of their own
// would add a link edge to every language module for no gain.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "ir/passes/pass_manager.h"
#include "lang/arbfp/writer/arbfp_writer.h"
#include "lang/common/cfamily/preprocessor.h"
#include "lang/common/cfamily/source_manager.h"
#include "support/diagnostic.h"

namespace tessera::lang::common {

/// IR spans to cfamily's global offsets, and the text of every span file for the writer's
/// source comments.
class SpanMap {
public:
    SpanMap(const cfamily::SourceManager& sources, std::vector<cfamily::FileId> span_files)
        : sources_(sources), files_(std::move(span_files)) {
        for (cfamily::FileId id : files_) texts_.emplace_back(sources.File(id).Text());
    }
    /// The global offset of `offset` in span file `file`; a file out of range is taken to be
    /// span file 0 (the main file).
    std::size_t Global(std::uint32_t file, std::size_t offset) const {
        if (files_.empty()) return offset;
        return sources_.At(files_[file < files_.size() ? file : 0], offset).offset;
    }
    /// For arbfp::WriterOptions::source_text (valid while this map lives).
    const std::string* Text(std::uint32_t file) const { return file < texts_.size() ? &texts_[file] : nullptr; }

private:
    const cfamily::SourceManager& sources_;
    std::vector<cfamily::FileId> files_;
    std::vector<std::string> texts_;
};

inline void Report(support::DiagnosticList& list, support::Severity severity, std::size_t at, std::size_t length,
                   const std::string& message) {
    if (severity == support::Severity::kError) list.Error(at, length, message);
    else if (severity == support::Severity::kWarning) list.Warning(at, length, message);
    else list.Note(at, length, message);
}

/// How many diagnostics of `list` have `severity`.
inline std::size_t CountOf(const support::DiagnosticList& list, support::Severity severity) {
    std::size_t n = 0;
    for (const support::Diagnostic& d : list.All()) n += d.severity == severity;
    return n;
}

/// Every diagnostic formatted by the preprocessor's SourceManager, or as bare "error: ..."
/// lines when no file was read (the main file could not be).
inline std::string FormatAll(const cfamily::Preprocessor* pp, const support::DiagnosticList& list) {
    if (pp == nullptr || pp->Sources().FileCount() == 0) {
        std::string out;
        for (const support::Diagnostic& d : list.All()) out += "error: " + d.message + "\n";
        return out;
    }
    return pp->Sources().FormatAll(list);
}

/// Fills a driver result's `diagnostics`, `error_count` and `warning_count` (the fields of
/// Cg's and GLSL's CheckResult and CompileResult) from `list`.
template <typename DriverResult>
void FillDiagnostics(DriverResult& r, const cfamily::Preprocessor* pp, const support::DiagnosticList& list) {
    r.diagnostics = FormatAll(pp, list);
    r.error_count = list.ErrorCount();
    r.warning_count = CountOf(list, support::Severity::kWarning);
}

/// Runs `pipeline` on `module` and reports its diagnostics into `out` at their source. The
/// one message rewritten is lower_unroll's "cannot unroll loop": for an ARB target it is
/// the target's restriction, and the user should read it as such ("loops must have a
/// compile-time iteration count in TARGET"), with the loop named by its keyword. `loops`
/// are sema's (anything with `ir::Span span` and `std::string keyword`). Returns whether
/// the pipeline succeeded without errors.
template <typename Loops>
bool RunPasses(ir::Module& module, const std::string& pipeline, const ir::passes::PipelineOptions& options,
               const Loops& loops, const std::string& target, const SpanMap& spans, support::DiagnosticList& out) {
    support::DiagnosticList diagnostics;
    ir::passes::Result ran = ir::passes::RunPipeline(module, pipeline, options, diagnostics);
    for (const support::Diagnostic& d : diagnostics.All()) {
        std::string message = d.message;
        for (const auto& loop : loops) {
            if (loop.span.file != d.file || loop.span.offset != d.offset) continue;
            if (message.rfind("cannot unroll loop", 0) != 0) break;
            const std::size_t colon = message.find(':');
            const std::string why = colon != std::string::npos ? message.substr(colon + 2) : message;
            message = "loops must have a compile-time iteration count in " + target + ": this '" + loop.keyword +
                      "' loop cannot be unrolled (" + why + ")";
            break;
        }
        Report(out, d.severity, spans.Global(d.file, d.offset), d.length, message);
    }
    return ran.ok && !diagnostics.HasErrors();
}

/// Reports the writer's diagnostics into `out` at their source (at least one character).
inline void ReportWriterDiagnostics(const arbfp::WriteResult& written, const SpanMap& spans,
                                    support::DiagnosticList& out) {
    for (const arbfp::WriterDiagnostic& d : written.diagnostics)
        Report(out, d.severity, spans.Global(d.span.file, d.span.offset), d.span.length ? d.span.length : 1,
               d.message);
}

}  // namespace tessera::lang::common
