// `tessera check FILE...`: validate ARB fragment programs as ProgramStringARB would.
//
// Prints every diagnostic GNU-style with the source line and a caret, and exits 1 if any
// file is invalid (2 if a file cannot be read). `--stats` prints the resource counts of
// section 3.11.8 for each valid file; `--limits minimum` checks against the spec's minimum
// limits instead of Tessera's default (Mesa llvmpipe's).
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "commands.h"
#include "lang/arbfp/reader/reader.h"
#include "lang/cg/compile.h"
#include "isl_frontend.h"
#include "glsl_frontend.h"
#include "language.h"
#include "parasol_frontend.h"
#include "support/diagnostic.h"
#include "support/source.h"

namespace tessera::tool {

namespace {

struct CheckOptions {
    std::vector<std::string> files;
    std::vector<std::string> include_dirs;
    std::vector<std::string> defines;
    std::string lang;
    bool stats = false;
    std::string limits = "default";
};

void PrintStats(const std::string& name, const lang::arbfp::ResourceCounts& c) {
    std::cout << name << ": instructions " << c.instructions << " (ALU " << c.alu_instructions
              << ", texture " << c.tex_instructions << "), texture indirections "
              << c.tex_indirections << ", temporaries " << c.temporaries << ", parameters "
              << c.parameters << ", attributes " << c.attributes << "\n";
}

int RunCheck(const CheckOptions& options) {
    auto limits = lang::arbfp::Limits::ByName(options.limits);
    if (!limits) {
        std::cerr << "tessera: unknown limits profile '" << options.limits
                  << "' (expected default or minimum)\n";
        return 2;
    }
    int status = 0;
    // Parasol units are checked together: modules of one file import those of another.
    std::vector<std::string> parasol;
    for (const std::string& path : options.files)
        if (LanguageOf(path, options.lang) == Language::kParasol) parasol.push_back(path);
    if (!parasol.empty()) status = RunParasolCheck(parasol);
    for (const std::string& path : options.files) {
        auto language = LanguageOf(path, options.lang);
        if (language == Language::kParasol) continue;
        if (language == Language::kIsl) {
            if (int s = CheckIsl(path); s != 0 && status == 0) status = s;
            continue;
        }
        if (language == Language::kGlsl) {
            if (RunGlslCheck(path, options.defines) != 0 && status == 0) status = 1;
            continue;
        }
        if (language == Language::kCg) {
            // Cg: type-check every function of the file, as the spec asks for functions
            // that are not compiled.
            lang::cg::CompileOptions cg;
            cg.source_name = path;
            cg.include_dirs = options.include_dirs;
            for (const std::string& d : options.defines) cg.defines.push_back({false, d});
            lang::cg::CheckResult checked = lang::cg::CheckCg(cg);
            std::cerr << checked.diagnostics;
            if (!checked.ok && status == 0) status = 1;
            continue;
        }
        if (language && language != Language::kArbfp) {
            std::cerr << path << ": error: checking " << LanguageName(*language)
                      << " is not supported yet\n";
            status = 2;
            continue;
        }
        std::string text;
        if (!support::ReadFile(path, text)) {
            std::cerr << path << ": error: cannot read file\n";
            status = 2;
            continue;
        }
        support::SourceFile source(path, std::move(text));
        lang::arbfp::ReadResult result = lang::arbfp::ReadProgram(source.Text(), *limits);
        std::cerr << support::FormatDiagnostics(source, result.diagnostics);
        if (!result.program) {
            if (status == 0) status = 1;
            continue;
        }
        if (options.stats) PrintStats(path, result.program->counts);
    }
    return status;
}

}  // namespace

void AddCheckCommand(CLI::App& app, std::function<int()>& run) {
    auto options = std::make_shared<CheckOptions>();
    CLI::App* cmd = app.add_subcommand(
        "check", "Validate ARB fragment programs and check Cg, GLSL, Parasol and ISL sources; "
                 "exit 0 if every file is valid, 1 otherwise");
    cmd->add_option("files", options->files,
                    "ARBfp1.0 programs (.fp), Cg (.cg), GLSL (.frag, .glsl), Parasol (.p, checked "
                    "together) or ISL (.isl) sources")
        ->required();
    cmd->add_option("--lang", options->lang,
                    "Source language, overriding the extension (arbfp, cg, glsl, parasol, isl)");
    cmd->add_option("-I", options->include_dirs, "Cg: add an #include directory (repeatable)");
    cmd->add_option("-D", options->defines, "Cg: define a macro, NAME or NAME=VALUE (repeatable)");
    cmd->add_flag("--stats", options->stats,
                  "Print each valid program's resource counts (instructions, indirections, "
                  "temporaries, parameters, attributes)");
    cmd->add_option("--limits", options->limits,
                    "Limits to check against: 'default' (Mesa llvmpipe's) or 'minimum' (the "
                    "spec's minimums, for old hardware)")
        ->capture_default_str();
    cmd->callback([&run, options] { run = [options] { return RunCheck(*options); }; });
}

}  // namespace tessera::tool
