// SPDX-License-Identifier: MIT
// Helpers for the cfamily tests: run the preprocessor on in-memory files and show the
// output as text and the diagnostics as "file:line:col: severity: message" lines.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "lang/common/cfamily/preprocessor.h"

namespace tessera::lang::cfamily::testing {

struct Outcome {
    std::string text;         ///< Print() of the tokens
    std::string diagnostics;  ///< one "file:line:col: severity: message" per line
    std::string formatted;    ///< SourceManager::FormatAll of the diagnostics
    std::vector<Token> tokens;
    // Keep the preprocessor (which owns the spellings) alive with the tokens.
    std::unique_ptr<support::DiagnosticList> list = std::make_unique<support::DiagnosticList>();
    std::unique_ptr<Preprocessor> pp;
};

inline std::string Brief(const SourceManager& sources, const support::DiagnosticList& list) {
    std::string out;
    for (const support::Diagnostic& d : list.All()) {
        auto [file, offset] = sources.Decompose({static_cast<std::uint32_t>(d.offset)});
        support::LineColumn at = sources.File(file).Locate(offset);
        const char* severity = d.severity == support::Severity::kError     ? "error"
                               : d.severity == support::Severity::kWarning ? "warning"
                                                                           : "note";
        out += sources.File(file).Name() + ":" + std::to_string(at.line) + ":" +
               std::to_string(at.column) + ": " + severity + ": " + d.message + "\n";
    }
    return out;
}

/// Preprocesses `text` as "main.cg" (or `name`), with `files` readable by #include.
inline Outcome Preprocess(const std::string& text, Options options = Options::Cg(),
                          std::map<std::string, std::string> files = {},
                          const std::string& name = "main.cg") {
    options.read_file = [files](const std::string& path) -> std::optional<std::string> {
        auto it = files.find(path);
        if (it == files.end()) return std::nullopt;
        return it->second;
    };
    Outcome out;
    out.pp = std::make_unique<Preprocessor>(options, *out.list);
    out.tokens = out.pp->Run(name, text);
    out.text = Print(out.tokens);
    out.diagnostics = Brief(out.pp->Sources(), *out.list);
    out.formatted = out.pp->Sources().FormatAll(*out.list);
    return out;
}

}  // namespace tessera::lang::cfamily::testing
