// SPDX-License-Identifier: MIT
// Diagnostics over several units: a Parasol compile reads many files at once, so each
// message carries the unit it points into, and formatting picks that unit's text.
#pragma once

#include <string>
#include <vector>

#include "lang/parasol/reader/ast.h"
#include "support/diagnostic.h"

namespace tessera::lang::parasol {

struct Diag {
    support::Severity severity = support::Severity::kError;
    Pos pos;
    std::string message;
};

class Diags {
public:
    static constexpr std::size_t kMax = 100;

    void Error(Pos pos, std::string message) { Add(support::Severity::kError, pos, std::move(message)); }
    void Note(Pos pos, std::string message) { Add(support::Severity::kNote, pos, std::move(message)); }
    bool HasErrors() const { return errors_ > 0; }
    std::size_t ErrorCount() const { return errors_; }
    const std::vector<Diag>& All() const { return items_; }

    /// "file:line:col: error: message", the line and a caret, for each diagnostic.
    std::string Format(const std::vector<Unit>& units) const;

private:
    void Add(support::Severity severity, Pos pos, std::string message);
    std::vector<Diag> items_;
    std::size_t errors_ = 0;
    std::size_t dropped_ = 0;
};

}  // namespace tessera::lang::parasol
