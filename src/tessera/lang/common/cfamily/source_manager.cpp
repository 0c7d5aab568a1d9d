// SPDX-License-Identifier: MIT
#include "lang/common/cfamily/source_manager.h"

#include <algorithm>

namespace tessera::lang::cfamily {

FileId SourceManager::AddFile(std::string name, std::string text,
                              std::optional<Location> included_from) {
    Entry entry;
    entry.base = next_base_;
    // One byte of gap, so the end-of-file offset of a file is not the first byte of the next.
    next_base_ += text.size() + 1;
    entry.file = std::make_unique<support::SourceFile>(std::move(name), std::move(text));
    entry.included_from = included_from;
    files_.push_back(std::move(entry));
    return static_cast<FileId>(files_.size() - 1);
}

std::pair<FileId, std::size_t> SourceManager::Decompose(Location location) const {
    // The last file whose base is at or before the offset.
    auto it = std::upper_bound(files_.begin(), files_.end(), std::size_t{location.offset},
                               [](std::size_t offset, const Entry& e) { return offset < e.base; });
    if (it == files_.begin()) return {0, 0};
    --it;
    return {static_cast<FileId>(it - files_.begin()), location.offset - it->base};
}

std::string_view SourceManager::Save(std::string text) {
    arena_.push_back(std::move(text));
    return arena_.back();
}

void SourceManager::AddLineDirective(FileId file, std::size_t offset, std::uint32_t line,
                                     std::optional<std::string> name,
                                     std::optional<std::uint32_t> source) {
    Entry& entry = files_[file];
    std::uint32_t previous_source =
        entry.lines.empty() ? initial_source_number_ : entry.lines.back().source_number;
    std::optional<std::string> previous_name =
        entry.lines.empty() ? std::nullopt : entry.lines.back().name;
    LineDirective directive;
    directive.offset = offset;
    directive.physical_line = entry.file->Locate(offset).line;
    directive.line = line;
    directive.name = name ? std::move(name) : std::move(previous_name);
    directive.source_number = source.value_or(previous_source);
    entry.lines.push_back(std::move(directive));
}

PresumedLocation SourceManager::Presumed(Location location) const {
    auto [id, offset] = Decompose(location);
    const Entry& entry = files_[id];
    support::LineColumn at = entry.file->Locate(offset);
    PresumedLocation out;
    out.name = entry.file->Name();
    out.line = at.line;
    out.column = at.column;
    out.source_number = initial_source_number_;
    // Directives are recorded in file order; the last one at or before the offset applies.
    for (auto it = entry.lines.rbegin(); it != entry.lines.rend(); ++it) {
        if (it->offset > offset) continue;
        out.line = it->line + (at.line - it->physical_line);
        if (it->name) out.name = *it->name;
        out.source_number = it->source_number;
        break;
    }
    return out;
}

std::string SourceManager::Format(const support::Diagnostic& diagnostic) const {
    if (files_.empty()) return diagnostic.message + "\n";
    auto [id, offset] = Decompose({static_cast<std::uint32_t>(diagnostic.offset)});
    std::string trail;
    for (std::optional<Location> from = files_[id].included_from; from;) {
        auto [outer, outer_offset] = Decompose(*from);
        const support::SourceFile& file = *files_[outer].file;
        trail = "in file included from " + file.Name() + ":" +
                std::to_string(file.Locate(outer_offset).line) + ":\n" + trail;
        from = files_[outer].included_from;
    }
    support::Diagnostic local = diagnostic;
    local.offset = offset;
    return trail + support::FormatDiagnostic(*files_[id].file, local);
}

std::string SourceManager::FormatAll(const support::DiagnosticList& list) const {
    std::string out;
    for (const support::Diagnostic& d : list.All()) out += Format(d);
    if (list.Truncated() && !files_.empty())
        out += files_[0].file->Name() + ": note: too many diagnostics; the rest are not shown\n";
    return out;
}

}  // namespace tessera::lang::cfamily
