// SPDX-License-Identifier: MIT
// See span_diagnostic.h. Shared by the ARBfp and GLSL writers so that their diagnostics read
// the same (and are formatted by support::FormatDiagnostic, like every reader's).
#include "ir/span_diagnostic.h"

#include "support/source.h"

namespace tessera::ir {

std::string FormatSpanDiagnostic(const Module& module, support::Severity severity, const Span& span,
                                 const std::string& message,
                                 const std::function<const std::string*(std::uint32_t file)>& source_text) {
    const std::string name = span.file < module.files.size() ? module.files[span.file] : "<ir>";
    const std::string* text = source_text ? source_text(span.file) : nullptr;
    if (text == nullptr || span.length == 0) {
        const char* word = severity == support::Severity::kError     ? "error"
                           : severity == support::Severity::kWarning ? "warning"
                                                                     : "note";
        return name + ": " + word + ": " + message + "\n";
    }
    support::SourceFile source(name, *text);
    std::string out = support::FormatDiagnostic(source, support::Diagnostic{severity, span.offset, span.length, message});
    if (!out.empty() && out.back() != '\n') out += "\n";
    return out;
}

}  // namespace tessera::ir
