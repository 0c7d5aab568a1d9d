// SPDX-License-Identifier: MIT
// See problems.h.
#include "checks/problems.h"

#include <algorithm>
#include <cctype>

namespace tessera::fuzz {

void Append(Problems& problems, std::string_view context, Problems more) {
    for (std::string& p : more) problems.push_back(std::string(context) + p);
}

namespace {

// "DIGITS:" at `at`, advancing past it; false if there are none.
bool SkipNumberAndColon(std::string_view line, std::size_t& at) {
    std::size_t start = at;
    while (at < line.size() && std::isdigit(static_cast<unsigned char>(line[at]))) ++at;
    if (at == start || at >= line.size() || line[at] != ':') return false;
    bool positive = std::any_of(line.begin() + static_cast<std::ptrdiff_t>(start),
                                line.begin() + static_cast<std::ptrdiff_t>(at),
                                [](char c) { return c != '0'; });
    ++at;
    return positive;
}

// Whether `line` is "NAME:LINE:COL: error: ..." for one of the names (any non-empty name
// when there are none: #line can rename a file).
bool IsPositionedError(std::string_view line, const std::vector<std::string>& names) {
    auto positioned_after = [&](std::size_t at) {
        return SkipNumberAndColon(line, at) && SkipNumberAndColon(line, at) &&
               line.substr(at).starts_with(" error: ");
    };
    if (names.empty()) {
        // The name ends at the ':' before the last "LINE:COL: error: ".
        const std::size_t error = line.find(": error: ");
        const std::size_t col = line.rfind(':', error - 1);
        const std::size_t row = col == 0 || col == line.npos ? line.npos : line.rfind(':', col - 1);
        return row != line.npos && row > 0 && positioned_after(row + 1);
    }
    for (const std::string& name : names)
        if (line.starts_with(name) && line.size() > name.size() && line[name.size()] == ':' &&
            positioned_after(name.size() + 1))
            return true;
    return false;
}

}  // namespace

void CheckDiagnosticText(std::string_view text, bool expect_errors,
                         const std::vector<std::string>& file_names, Problems& problems) {
    bool saw_error = false;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = std::min(text.find('\n', start), text.size());
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        // Source lines are quoted with an indent; a diagnostic line starts at column 1.
        if (line.starts_with(" ") || line.find(": error: ") == std::string_view::npos) continue;
        saw_error = true;
        if (!IsPositionedError(line, file_names))
            Add(problems, "an error without a file:line:col position: \"", line, "\"");
        // The message is what follows the first " error: " (a quoted name may repeat it).
        if (line.substr(line.find(": error: ") + 9).starts_with("internal error"))
            Add(problems, "internal error: \"", line, "\"");
    }
    if (saw_error != expect_errors)
        Add(problems,
            expect_errors ? "errors reported but no \"error:\" line in the diagnostics:\n"
                          : "an \"error:\" line without an error reported:\n",
            text);
}

}  // namespace tessera::fuzz
