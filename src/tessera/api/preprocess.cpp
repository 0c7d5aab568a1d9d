// SPDX-License-Identifier: MIT
// Preprocess(): the preprocessor alone, as `cgc -E` ran it. The same options a compile of the
// language uses (lang/cg/reader/compile.cpp's RunFront for Cg: -I, -D, the profile's predefined
// macros), and the output printed with every #pragma back on a line of its own, so that the
// text compiles again to the same program (cg2glsl.py pipes `cgc -E` into `cgc -profile`).
#include "api/frontends.h"
#include "lang/cg/reader/compile.h"
#include "lang/cg/reader/sema.h"
#include "support/source.h"

namespace tessera {

PreprocessResult Preprocess(const CompileOptions& options) {
    PreprocessResult result;
    support::DiagnosticList diagnostics;
    const bool glsl = options.language == Language::kGlsl;
    lang::cfamily::Options pp_options =
        glsl ? lang::cfamily::Options::Glsl() : lang::cfamily::Options::Cg();
    pp_options.include_dirs = options.include_dirs;
    if (!glsl) pp_options.predefined = lang::cg::PredefinedMacros(options.profile);
    pp_options.command_line = api_detail::MacroOptions(options.defines);
    std::string text;
    if (options.source_text) {
        text = *options.source_text;
    } else if (!support::ReadFile(options.source_name, text)) {
        result.diagnostics_text =
            options.source_name + ": error: cannot read '" + options.source_name + "'\n";
        result.diagnostics = api_detail::ParseDiagnostics(result.diagnostics_text);
        return result;
    }
    lang::cfamily::Preprocessor pp(pp_options, diagnostics);
    const std::vector<lang::cfamily::Token> tokens = pp.Run(options.source_name, std::move(text));
    result.diagnostics_text = pp.Sources().FormatAll(diagnostics);
    result.diagnostics = api_detail::ParseDiagnostics(result.diagnostics_text);
    for (lang::cfamily::FileId id : lang::cg::SpanFiles(pp.Sources()))
        result.source_files.push_back(pp.Sources().File(id).Name());
    result.ok = !diagnostics.HasErrors();
    if (result.ok) result.text = lang::cfamily::Print(tokens, pp.Pragmas());
    return result;
}

}  // namespace tessera
