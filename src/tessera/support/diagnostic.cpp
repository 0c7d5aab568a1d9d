// SPDX-License-Identifier: MIT
#include "support/diagnostic.h"

#include <algorithm>

namespace tessera::support {

void DiagnosticList::Add(Severity severity, std::size_t offset, std::size_t length,
                         std::string message, std::uint32_t file) {
    if (severity == Severity::kError) ++error_count_;
    if (items_.size() >= kMaxDiagnostics) {
        truncated_ = true;
        return;
    }
    items_.push_back(
        {severity, offset, std::max<std::size_t>(length, 1), std::move(message), file});
}

void DiagnosticList::Error(std::size_t offset, std::size_t length, std::string message) {
    Add(Severity::kError, offset, length, std::move(message));
}
void DiagnosticList::ErrorInFile(std::uint32_t file, std::size_t offset, std::size_t length,
                                 std::string message) {
    Add(Severity::kError, offset, length, std::move(message), file);
}
void DiagnosticList::Warning(std::size_t offset, std::size_t length, std::string message) {
    Add(Severity::kWarning, offset, length, std::move(message));
}
void DiagnosticList::Note(std::size_t offset, std::size_t length, std::string message) {
    Add(Severity::kNote, offset, length, std::move(message));
}

const Diagnostic* DiagnosticList::FirstError() const {
    for (const Diagnostic& d : items_)
        if (d.severity == Severity::kError) return &d;
    return nullptr;
}

namespace {

const char* SeverityName(Severity severity) {
    switch (severity) {
        case Severity::kError: return "error";
        case Severity::kWarning: return "warning";
        case Severity::kNote: return "note";
    }
    return "error";
}

// Replaces control bytes and bytes outside ASCII so a caret line stays aligned and a
// binary file cannot write escape sequences to the user's terminal.
std::string Printable(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        auto u = static_cast<unsigned char>(c);
        out += (c == '\t') ? ' ' : (u < 0x20 || u >= 0x7f) ? '?' : c;
    }
    return out;
}

}  // namespace

std::string FormatDiagnostic(const SourceFile& source, const Diagnostic& d) {
    LineColumn at = source.Locate(d.offset);
    std::string out = source.Name() + ":" + std::to_string(at.line) + ":" +
                      std::to_string(at.column) + ": " + SeverityName(d.severity) + ": " +
                      d.message + "\n";
    // Very long lines (a 1 MB line of garbage) are shown as a window around the caret.
    constexpr std::size_t kWindow = 120;
    std::string_view line = source.LineText(d.offset);
    std::size_t caret = at.column - 1;
    std::size_t first = caret > kWindow / 2 ? caret - kWindow / 2 : 0;
    std::string_view shown = line.substr(std::min(first, line.size()), kWindow);
    out += "    " + Printable(shown) + "\n";
    std::size_t pad = caret - first;
    std::size_t underline = std::min(d.length, shown.size() > pad ? shown.size() - pad : 1);
    out += "    " + std::string(pad, ' ') + "^" + std::string(underline > 1 ? underline - 1 : 0, '~');
    out += "\n";
    return out;
}

std::string FormatDiagnostics(const SourceFile& source, const DiagnosticList& list) {
    std::string out;
    for (const Diagnostic& d : list.All()) out += FormatDiagnostic(source, d);
    if (list.Truncated())
        out += source.Name() + ": note: too many diagnostics; the rest are not shown\n";
    return out;
}

}  // namespace tessera::support
