// SPDX-License-Identifier: MIT
// The source manager: every text the preprocessor reads, in one global offset space.
//
// Each file (the main source, every #include, the "<built-in>" and "<command line>"
// pseudo-files that hold predefined and -D macros) is appended with a base offset, so a
// Location (a 32-bit number) says which file and which byte. Line and column are found
// only when a diagnostic is printed, through support::SourceFile.
//
// It also owns a string arena for spellings that exist in no file: tokens with a line
// splice in them, "##" results, stringized arguments, __LINE__ values. And it keeps the
// #line directives, so a location has a "presumed" line and name besides its physical one.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "lang/common/cfamily/token.h"
#include "support/diagnostic.h"
#include "support/source.h"

namespace tessera::lang::cfamily {

using FileId = std::uint32_t;

/// A location's presumed position: what __LINE__ and __FILE__ say after #line directives.
struct PresumedLocation {
    std::string name;                 ///< the file's name, or the name given by #line
    std::uint32_t line = 1;           ///< the line number, after #line
    std::uint32_t column = 1;         ///< the physical column
    std::uint32_t source_number = 0;  ///< GLSL's source string number (__FILE__)
};

class SourceManager {
  public:
    /// Adds a text; `included_from` is the location of the #include (none for the main file).
    FileId AddFile(std::string name, std::string text,
                   std::optional<Location> included_from = std::nullopt);

    std::size_t FileCount() const { return files_.size(); }
    const support::SourceFile& File(FileId id) const { return *files_[id].file; }
    /// The global location of byte `offset` of file `id`.
    Location At(FileId id, std::size_t offset) const {
        return {static_cast<std::uint32_t>(files_[id].base + offset)};
    }
    /// The file a location is in, and the byte offset in that file.
    std::pair<FileId, std::size_t> Decompose(Location location) const;
    std::optional<Location> IncludedFrom(FileId id) const { return files_[id].included_from; }

    /// Keeps `text` alive as long as the manager and returns a view of it.
    std::string_view Save(std::string text);

    /// Records a #line directive: from byte `offset` of `file` on, the line there is `line`;
    /// a name and a GLSL source string number replace the current ones when given.
    void AddLineDirective(FileId file, std::size_t offset, std::uint32_t line,
                          std::optional<std::string> name, std::optional<std::uint32_t> source);
    /// The source string number a file starts with (GLSL: the caller's, default 0).
    void SetInitialSourceNumber(std::uint32_t number) { initial_source_number_ = number; }
    PresumedLocation Presumed(Location location) const;

    /// "file:line:col: error: message", the source line and a caret, preceded by an
    /// "in file included from" line per level of #include. Offsets are global.
    std::string Format(const support::Diagnostic& diagnostic) const;
    std::string FormatAll(const support::DiagnosticList& list) const;

  private:
    struct LineDirective {
        std::size_t offset;           // byte in the file where it takes effect
        std::uint32_t physical_line;  // the physical line at `offset`
        std::uint32_t line;           // the presumed line at `offset`
        std::optional<std::string> name;
        std::uint32_t source_number;
    };
    struct Entry {
        std::unique_ptr<support::SourceFile> file;
        std::size_t base;
        std::optional<Location> included_from;
        std::vector<LineDirective> lines;
    };
    std::vector<Entry> files_;
    std::size_t next_base_ = 0;
    std::deque<std::string> arena_;
    std::uint32_t initial_source_number_ = 0;
};

}  // namespace tessera::lang::cfamily
