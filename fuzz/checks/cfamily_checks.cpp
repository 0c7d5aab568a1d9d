// SPDX-License-Identifier: MIT
// See cfamily_checks.h.
#include "checks/cfamily_checks.h"

#include <algorithm>
#include <memory>

namespace tessera::fuzz {

namespace {

using lang::cfamily::Options;
using lang::cfamily::Preprocessor;
using lang::cfamily::SourceManager;
using lang::cfamily::Token;
using lang::cfamily::TokenKind;

constexpr const char* kFileNames[] = {"main.cg", "a.h", "b.h", "c.h"};

// Whether a global offset lies inside (or at the end of) a file the run read.
bool InsideAFile(const SourceManager& sources, std::uint32_t offset) {
    auto [file, local] = sources.Decompose({offset});
    return file < sources.FileCount() && local <= sources.File(file).Text().size();
}

void CheckTokens(const std::vector<Token>& tokens, const SourceManager& sources,
                 Problems& problems) {
    if (tokens.empty() || tokens.back().kind != TokenKind::kEndOfFile) {
        Add(problems, "the output does not end with an end-of-file token");
        return;
    }
    for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
        const Token& t = tokens[i];
        if (t.kind == TokenKind::kEndOfFile || t.kind == TokenKind::kPlacemarker)
            Add(problems, "token ", i, " is an internal token (kind ", int(t.kind), ")");
        if (t.spelling.empty()) Add(problems, "token ", i, " has an empty spelling");
        if (!InsideAFile(sources, t.location.offset) || !InsideAFile(sources, t.expansion.offset))
            Add(problems, "token ", i, " '", t.spelling, "' has a location outside every file");
    }
}

void CheckDiagnostics(const support::DiagnosticList& diagnostics, const SourceManager& sources,
                      const std::vector<std::string>& names, Problems& problems) {
    if (diagnostics.All().size() > support::DiagnosticList::kMaxDiagnostics)
        Add(problems, diagnostics.All().size(), " diagnostics kept, more than the cap");
    for (const support::Diagnostic& d : diagnostics.All())
        if (!InsideAFile(sources, static_cast<std::uint32_t>(d.offset)) || d.offset > 0xffffffffu)
            Add(problems, "diagnostic \"", d.message, "\" at offset ", d.offset,
                " outside every file");
    // When the cap dropped diagnostics, the errors may be among those not kept.
    const bool errors_shown = diagnostics.FirstError() != nullptr;
    CheckDiagnosticText(sources.FormatAll(diagnostics), errors_shown, names, problems);
}

bool HasHash(const std::vector<Token>& tokens) {
    return std::any_of(tokens.begin(), tokens.end(), [](const Token& t) {
        return t.Is(lang::cfamily::Punct::kHash) || t.Is(lang::cfamily::Punct::kHashHash);
    });
}

// Printed output, preprocessed again, must give the same tokens: Print separates what
// would otherwise lex differently, and the output holds no directive or macro use left.
void CheckReprocess(const std::vector<Token>& tokens, const Options& options, Problems& problems) {
    const std::string printed = lang::cfamily::Print(tokens);
    support::DiagnosticList diagnostics;
    Preprocessor again(options, diagnostics);
    const std::vector<Token> reread = again.Run("printed.cg", printed);
    if (diagnostics.HasErrors()) {
        Add(problems,
            "the printed output does not preprocess: ", again.Sources().FormatAll(diagnostics),
            "printed text:\n", printed);
        return;
    }
    bool same = reread.size() == tokens.size();
    for (std::size_t i = 0; same && i < tokens.size(); ++i)
        same = reread[i].kind == tokens[i].kind && reread[i].spelling == tokens[i].spelling;
    if (!same)
        Add(problems, "the printed output preprocesses to other tokens; printed text:\n", printed);
}

Problems RunOnce(const std::vector<VirtualFile>& files, Options options) {
    options.read_file = VirtualReader(files);
    support::DiagnosticList diagnostics;
    Preprocessor pp(options, diagnostics);
    const std::vector<Token> tokens = pp.Run(files[0].name, files[0].text);
    Problems problems;
    CheckTokens(tokens, pp.Sources(), problems);
    // #line may rename a file to anything; then any name is accepted.
    const bool renames = std::any_of(files.begin(), files.end(), [](const VirtualFile& f) {
        return f.text.find("line") != f.text.npos;
    });
    CheckDiagnostics(diagnostics, pp.Sources(),
                     renames ? std::vector<std::string>{} : FileNames(files), problems);
    if (!diagnostics.HasErrors() && !HasHash(tokens)) CheckReprocess(tokens, options, problems);
    return problems;
}

}  // namespace

std::vector<VirtualFile> SplitFiles(std::string_view input) {
    std::vector<VirtualFile> files;
    for (const char* name : kFileNames) {
        const std::size_t end = name == kFileNames[3] ? input.npos : input.find(kFileSeparator);
        files.push_back({name, std::string(input.substr(0, end))});
        if (end == input.npos) break;
        input.remove_prefix(end + kFileSeparator.size());
    }
    return files;
}

lang::cfamily::IncludeReader VirtualReader(const std::vector<VirtualFile>& files) {
    auto shared = std::make_shared<std::vector<VirtualFile>>(files);
    return [shared](const std::string& path) -> std::optional<std::string> {
        for (const VirtualFile& f : *shared)
            if (f.name == path) return f.text;
        return std::nullopt;
    };
}

std::vector<std::string> FileNames(const std::vector<VirtualFile>& files) {
    std::vector<std::string> names = {"<built-in>", "<command line>"};
    for (const VirtualFile& f : files) names.push_back(f.name);
    return names;
}

Problems CheckPreprocess(std::string_view input) {
    const std::vector<VirtualFile> files = SplitFiles(input);
    Problems problems;
    Append(problems, "Cg: ", RunOnce(files, Options::Cg()));
    Append(problems, "GLSL: ", RunOnce(files, Options::Glsl()));
    return problems;
}

}  // namespace tessera::fuzz
