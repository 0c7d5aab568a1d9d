// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "ir/module.h"
#include "support/diagnostic.h"

namespace tessera::ir {

/// One diagnostic at an IR span, formatted for the user: "file:line:col: severity: message",
/// the source line and a caret when `source_text(span.file)` gives the file's text (and the
/// span is not empty), else "file: severity: message". The file's name is
/// module.files[span.file], or "<ir>". Ends with a newline. What the writers' Format*
/// functions print for each of their diagnostics.
std::string FormatSpanDiagnostic(const Module& module, support::Severity severity, const Span& span,
                                 const std::string& message,
                                 const std::function<const std::string*(std::uint32_t file)>& source_text);

}  // namespace tessera::ir
