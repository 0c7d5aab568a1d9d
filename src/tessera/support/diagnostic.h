// SPDX-License-Identifier: MIT
// Diagnostics: what a reader says about its input.
//
// A diagnostic is a severity, a byte range in one source and a one-sentence message that
// starts in lower case and has no final period. Readers collect them and keep going;
// the command line prints them in GNU style with the source line and a caret:
//
//     brick.fp:3:5: error: undeclared identifier 'foo'
//         MOV foo, fragment.color;
//             ^~~
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "support/source.h"

namespace tessera::support {

enum class Severity { kError, kWarning, kNote };

struct Diagnostic {
    Severity severity = Severity::kError;
    std::size_t offset = 0;  ///< byte offset of the first character the message is about
    std::size_t length = 1;  ///< how many bytes the caret underlines (at least one)
    std::string message;
    /// Which source the offsets are in, when a reader's input spans several files (an index
    /// the reader defines, e.g. ir::Span::file); 0 for single-file readers.
    std::uint32_t file = 0;
};

/// An ordered list of diagnostics, with a cap so hostile input cannot flood the output.
class DiagnosticList {
public:
    static constexpr std::size_t kMaxDiagnostics = 100;

    void Error(std::size_t offset, std::size_t length, std::string message);
    void Warning(std::size_t offset, std::size_t length, std::string message);
    void Note(std::size_t offset, std::size_t length, std::string message);
    /// An error in source `file` (see Diagnostic::file): IR passes report at ir::Span.
    void ErrorInFile(std::uint32_t file, std::size_t offset, std::size_t length,
                     std::string message);

    bool HasErrors() const { return error_count_ > 0; }
    std::size_t ErrorCount() const { return error_count_; }
    const std::vector<Diagnostic>& All() const { return items_; }
    /// The first error, or nullptr.
    const Diagnostic* FirstError() const;
    /// True when more diagnostics were reported than kept.
    bool Truncated() const { return truncated_; }

private:
    void Add(Severity severity, std::size_t offset, std::size_t length, std::string message,
             std::uint32_t file = 0);

    std::vector<Diagnostic> items_;
    std::size_t error_count_ = 0;
    bool truncated_ = false;
};

/// Formats one diagnostic as "file:line:col: error: message" plus the source line and caret.
std::string FormatDiagnostic(const SourceFile& source, const Diagnostic& diagnostic);

/// Formats every diagnostic of the list, and a final line if the list was truncated.
std::string FormatDiagnostics(const SourceFile& source, const DiagnosticList& list);

/// "1 argument", "2 arguments": `n` and the noun, plural unless n is 1 (for messages).
inline std::string Counted(std::size_t n, const std::string& noun) {
    return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

}  // namespace tessera::support
