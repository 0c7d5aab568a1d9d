// SPDX-License-Identifier: MIT
// What every pass shares: its result type and the diagnostics it reports to.
//
// Passes follow Tint's shape (a free function over the module, its state in an
// anonymous-namespace struct) and Mesa NIR's naming: `opt_*` passes keep the meaning and
// report whether they made progress; `lower_*` passes rewrite into the form a back end takes
// and can fail, with an error in the DiagnosticList. Every pass has the signature
//
//     Result PassName(ir::Module&, support::DiagnosticList&);
//
// so the pass manager can run, skip and print them by name.
#pragma once

#include <string>
#include <utility>

#include "ir/module.h"
#include "support/diagnostic.h"

namespace tessera::ir::passes {

using support::DiagnosticList;

/// What a pass did: `progress` when the module changed, `ok` false when it reported an error
/// (the module is then still valid IR, but not in the form the pass promises).
struct Result {
    bool progress = false;
    bool ok = true;
};

/// Reports an error at an IR span, keeping its file (front ends map it back to a source).
inline void ReportError(DiagnosticList& diagnostics, const Span& span, std::string message) {
    diagnostics.ErrorInFile(span.file, span.offset, span.length, std::move(message));
}

}  // namespace tessera::ir::passes
