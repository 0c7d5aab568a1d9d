// SPDX-License-Identifier: MIT
// `tessera check FILE...`: validate ARB programs as ProgramStringARB would, and check
// sources through their front ends (tessera::Check), all through the public API. An ARB
// program is read as the target `--lang arbfp|arbvp` names, so that the other target's
// header is an error as it is for ProgramStringARB(target, ...); without --lang its header
// chooses (a headerless text: its extension, else a fragment program).
//
// Prints every diagnostic GNU-style with the source line and a caret, and exits 1 if any
// file is invalid (2 if a file cannot be read). `--stats` prints the resource counts of
// section 3.11.8 for each valid file; `--limits minimum` checks against the spec's minimum
// limits instead of Tessera's default (Mesa llvmpipe's). `--link` checks the GLSL files of
// each stage (the .vert files, and the other GLSL files) as the shaders of one program
// stage, linked, instead of one by one.
#include <iostream>
#include <string>
#include <vector>

#include "commands.h"
#include "shared.h"

namespace tessera::tool {

namespace {

struct CheckOptions {
    std::vector<std::string> files;
    std::vector<std::string> include_dirs;
    std::vector<std::string> defines;
    std::string lang;
    bool stats = false;
    bool link = false;
    std::string limits = "default";
};

// An ARB program (or a file of no known language) as ProgramStringARB would load it: as the
// target --lang names (`forced`), whatever its header says, else as its header says.
int CheckAssembly(const std::string& path, const CheckOptions& options, Limits limits,
                  std::optional<Language> forced) {
    std::string text;
    if (!ReadText(path, text)) {
        std::cerr << path << ": error: cannot read file\n";
        return 2;
    }
    const ProgramInfo info = LoadProgram(text, path, limits, forced);
    std::cerr << info.diagnostics_text;
    if (!info.ok) return 1;
    if (options.stats) PrintStats(path, info.counts);
    return 0;
}

// A source through its front end's check (tessera::Check); Parasol's units all at once.
int CheckSource(Language language, const std::vector<std::string>& files,
                const CheckOptions& options) {
    CompileOptions source;
    source.language = language;
    source.source_name = files.front();
    source.more_sources.assign(files.begin() + 1, files.end());
    source.include_dirs = options.include_dirs;
    source.defines = Defines(options.defines);
    const CompileResult checked = Check(source);
    std::cerr << checked.diagnostics_text;
    return checked.ok ? 0 : 1;
}

int RunCheck(const CheckOptions& options) {
    if (options.limits != "default" && options.limits != "minimum" && options.limits != "nv") {
        std::cerr << "tessera: unknown limits profile '" << options.limits
                  << "' (expected default, minimum or nv)\n";
        return 2;
    }
    std::optional<Language> forced;
    if (!ForcedLanguage(options.lang, forced)) return 2;
    const Limits limits = options.limits == "minimum" ? Limits::kMinimum
                          : options.limits == "nv"    ? Limits::kNvOptions
                                                      : Limits::kDefault;
    int status = 0;
    auto note = [&status](int s) {
        if (s != 0 && status == 0) status = s;
    };
    // Parasol units are checked together: modules of one file import those of another. With
    // --link, so are the GLSL shaders of a stage.
    std::vector<std::string> parasol, fragment, vertex;
    for (const std::string& path : options.files) {
        const std::optional<Language> language = LanguageOf(path, forced);
        if (language == Language::kParasol) parasol.push_back(path);
        if (language == Language::kGlsl && options.link)
            (path.ends_with(".vert") ? vertex : fragment).push_back(path);
    }
    if (!parasol.empty()) note(CheckSource(Language::kParasol, parasol, options));
    for (const std::vector<std::string>* stage : {&fragment, &vertex})
        if (!stage->empty()) note(CheckSource(Language::kGlsl, *stage, options));
    for (const std::string& path : options.files) {
        const std::optional<Language> language = LanguageOf(path, forced);
        if (language == Language::kParasol || (language == Language::kGlsl && options.link))
            continue;
        if (!language || !LanguageCompiles(*language))
            note(CheckAssembly(path, options, limits, forced));
        else
            note(CheckSource(*language, {path}, options));
    }
    return status;
}

}  // namespace

void AddCheckCommand(CLI::App& app, std::function<int()>& run) {
    auto options = std::make_shared<CheckOptions>();
    CLI::App* cmd = app.add_subcommand(
        "check", "Validate ARB fragment and vertex programs and check Cg, GLSL, Parasol and ISL "
                 "sources; exit 0 if every file is valid, 1 otherwise");
    cmd->add_option("files", options->files,
                    "ARBfp1.0 (.fp) or ARBvp1.0 (.vp) programs, Cg (.cg), GLSL (.frag, .vert, "
                    ".glsl), Parasol (.p, checked together) or ISL (.isl) sources")
        ->required();
    cmd->add_option(
        "--lang", options->lang,
        "Source language, overriding the extension (arbfp, arbvp, cg, glsl, parasol, isl); "
        "an ARB program is then read as that target's, whatever its header says");
    cmd->add_option("-I", options->include_dirs, "Cg: add an #include directory (repeatable)");
    cmd->add_option("-D", options->defines, "Cg, GLSL: define a macro, NAME or NAME=VALUE (repeatable)");
    cmd->add_flag(
        "--link", options->link,
        "GLSL: check the fragment shaders given as the shaders of one stage, linked (a function "
        "declared in one and defined in another), and the .vert files likewise");
    cmd->add_flag("--stats", options->stats,
                  "Print each valid program's resource counts (instructions, indirections, "
                  "temporaries, parameters, attributes)");
    cmd->add_option("--limits", options->limits,
                    "Limits to check against: 'default' (Mesa llvmpipe's), 'minimum' (the "
                    "spec's minimums, for old hardware) or 'nv' (Mesa llvmpipe's, with the NVIDIA "
                    "options of cgc's fp30, fp40, vp30 and vp40 profiles accepted)")
        ->capture_default_str();
    cmd->callback([&run, options] { run = [options] { return RunCheck(*options); }; });
}

}  // namespace tessera::tool
