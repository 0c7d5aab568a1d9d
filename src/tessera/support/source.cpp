// SPDX-License-Identifier: MIT
#include "support/source.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <sstream>

namespace tessera::support {

SourceFile::SourceFile(std::string name, std::string text)
    : name_(std::move(name)), text_(std::move(text)) {}

void SourceFile::IndexLines() const {
    if (!line_starts_.empty()) return;
    line_starts_.push_back(0);
    for (std::size_t i = 0; i < text_.size(); ++i) {
        if (text_[i] == '\r' && i + 1 < text_.size() && text_[i + 1] == '\n') ++i;
        if (text_[i] == '\n' || text_[i] == '\r') line_starts_.push_back(i + 1);
    }
}

LineColumn SourceFile::Locate(std::size_t offset) const {
    IndexLines();
    offset = std::min(offset, text_.size());
    auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
    std::size_t line = static_cast<std::size_t>(it - line_starts_.begin());  // 1-based
    std::size_t start = line_starts_[line - 1];
    return {static_cast<std::uint32_t>(line), static_cast<std::uint32_t>(offset - start + 1)};
}

std::string_view SourceFile::LineText(std::size_t offset) const {
    IndexLines();
    offset = std::min(offset, text_.size());
    auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
    std::size_t start = *(it - 1);
    std::size_t end = start;
    while (end < text_.size() && text_[end] != '\n' && text_[end] != '\r') ++end;
    return std::string_view(text_).substr(start, end - start);
}

bool ReadFile(const std::string& path, std::string& out) {
    out.clear();
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) return false;
    out = std::move(buffer).str();
    return true;
}

}  // namespace tessera::support
