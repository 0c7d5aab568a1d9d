// SPDX-License-Identifier: MIT
// Helpers for the Cg parser tests: preprocess and parse a text, dump the tree with line:col
// positions, and show diagnostics as "file:line:col: severity: message" lines.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "lang/common/cfamily/preprocessor.h"
#include "lang/cg/reader/ast_printer.h"
#include "lang/cg/reader/parser.h"

namespace tessera::lang::cg::testing {

struct Parsed {
    std::unique_ptr<support::DiagnosticList> list = std::make_unique<support::DiagnosticList>();
    std::unique_ptr<cfamily::Preprocessor> pp;
    TranslationUnit unit;
    std::string ast;          ///< PrintAst with line:col positions
    std::string diagnostics;  ///< one "name:line:col: severity: message" per line
    bool HasErrors() const { return list->HasErrors(); }
};

inline std::string LineColumn(const cfamily::SourceManager& sources, std::uint32_t offset) {
    auto [file, local] = sources.Decompose({offset});
    support::LineColumn at = sources.File(file).Locate(local);
    return std::to_string(at.line) + ":" + std::to_string(at.column);
}

inline std::string Brief(const cfamily::SourceManager& sources,
                         const support::DiagnosticList& list) {
    std::string out;
    for (const support::Diagnostic& d : list.All()) {
        auto [file, offset] = sources.Decompose({static_cast<std::uint32_t>(d.offset)});
        const char* severity = d.severity == support::Severity::kError     ? "error"
                               : d.severity == support::Severity::kWarning ? "warning"
                                                                           : "note";
        out += sources.File(file).Name() + ":" +
               LineColumn(sources, static_cast<std::uint32_t>(d.offset)) + ": " + severity + ": " +
               d.message + "\n";
    }
    if (list.Truncated()) out += "(truncated)\n";
    return out;
}

inline Parsed Parse(const std::string& text, const std::string& name = "main.cg",
                    const ParseLimits& limits = {}) {
    Parsed out;
    cfamily::Options options = cfamily::Options::Cg();
    options.read_file = [](const std::string&) -> std::optional<std::string> {
        return std::nullopt;
    };
    out.pp = std::make_unique<cfamily::Preprocessor>(options, *out.list);
    std::vector<cfamily::Token> tokens = out.pp->Run(name, text);
    out.unit = ParseTranslationUnit(tokens, *out.list, limits);
    const cfamily::SourceManager& sources = out.pp->Sources();
    out.ast = PrintAst(out.unit, [&](std::uint32_t offset) { return LineColumn(sources, offset); });
    out.diagnostics = Brief(sources, *out.list);
    return out;
}

}  // namespace tessera::lang::cg::testing
