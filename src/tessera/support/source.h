// SPDX-License-Identifier: MIT
// A source text and the mapping from byte offsets to lines and columns.
//
// Everything in Tessera that points into an input (diagnostics, IR spans, comments in the
// output) holds a byte offset. Lines and columns are derived only when a human needs them,
// so the readers never pay for position bookkeeping on the hot path.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tessera::support {

/// A position in a source as a 1-based line and a 1-based column (in bytes).
struct LineColumn {
    std::uint32_t line = 1;
    std::uint32_t column = 1;
};

/// An input text with its name. Line starts are computed lazily on first use.
class SourceFile {
public:
    SourceFile(std::string name, std::string text);

    const std::string& Name() const { return name_; }
    std::string_view Text() const { return text_; }

    /// Line and column of a byte offset; an offset at or past the end maps to the end.
    /// A line ends at "\n", "\r\n" or a lone "\r", as the ARB and C-family grammars agree.
    LineColumn Locate(std::size_t offset) const;

    /// The text of the line containing `offset`, without its terminator.
    std::string_view LineText(std::size_t offset) const;

private:
    void IndexLines() const;

    std::string name_;
    std::string text_;
    mutable std::vector<std::size_t> line_starts_;
};

/// Reads a whole file; returns false (and leaves `out` empty) if it cannot be read.
bool ReadFile(const std::string& path, std::string& out);

}  // namespace tessera::support
