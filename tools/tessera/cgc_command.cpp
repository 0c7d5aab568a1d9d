// SPDX-License-Identifier: MIT
// `tessera cgc [options] [FILE]`: cgc's command line (Cg Toolkit 3.1) over Tessera's API.
//
// cgc_options.cpp parses the arguments; this file runs them the way cgc did: the source
// from FILE or, without one, from standard input; -E prints the preprocessed source;
// -noentry only checks it (every function of a Cg source, or a GLSL shader with -oglsl or
// -ogles); otherwise the entry is compiled for the profile and written in cgc's layout
// (cgc_layout.cpp). Errors are cgc's `file(line) : error Cnnnn: message` on standard error
// (or the -l file) with exit status 1, as build scripts and cg2glsl.py expect.
#include "cgc_command.h"

#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>

#include "cgc_layout.h"
#include "cgc_options.h"
#include "tessera/tessera.hpp"

namespace tessera::tool {

namespace {

int Fail(const std::string& message) {
    std::cerr << "cgc: error: " << message << "\n";
    return 1;
}

// Where cgc's messages go: the -l file, or standard error.
void Report(const CgcOptions& o, const std::string& text) {
    if (text.empty()) return;
    if (o.listing.empty()) {
        std::cerr << text;
        return;
    }
    std::ofstream(o.listing, std::ios::binary | std::ios::app) << text;
}

int Write(const CgcOptions& o, const std::string& text) {
    if (o.output.empty() || o.output == "-") {
        std::cout << text;
        return 0;
    }
    std::ofstream out(o.output, std::ios::binary);
    out << text;
    return out ? 0 : Fail("cannot write '" + o.output + "'");
}

// The name messages and the header give a source read from standard input.
constexpr const char* kStdinName = "<stdin>";

CompileOptions ApiOptions(const CgcOptions& o, const std::optional<std::string>& stdin_text) {
    CompileOptions options;
    options.language = o.glsl_source ? Language::kGlsl : Language::kCg;
    options.source_name = o.file.empty() ? kStdinName : o.file;
    options.source_text = stdin_text;
    options.entry = o.entry;
    options.defines = o.defines;
    options.include_dirs = o.include_dirs;
    options.fast_math = o.fast_math;
    options.comments = false;  // the layout adds cgc's header itself
    return options;
}

// A GLSL source checked with -noentry has no profile to say its stage: a shader that writes
// gl_Position or declares an attribute is a vertex shader, any other a fragment shader.
Stage GuessStage(const std::string& text) {
    for (const char* word : {"gl_Position", "attribute"}) {
        for (std::size_t at = text.find(word); at != std::string::npos;
             at = text.find(word, at + 1)) {
            auto is_word = [](char c) {
                return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
            };
            const std::size_t end = at + std::string(word).size();
            if ((at == 0 || !is_word(text[at - 1])) && (end >= text.size() || !is_word(text[end])))
                return Stage::kVertex;
        }
    }
    return Stage::kFragment;
}

int Preprocess(const CgcOptions& o, const CompileOptions& options) {
    const PreprocessResult result = tessera::Preprocess(options);
    Report(o, CgcDiagnostics(result.diagnostics, options.source_name));
    if (!result.ok) return 1;
    return Write(o, result.text);
}

int CheckOnly(const CgcOptions& o, CompileOptions options) {
    if (options.language == Language::kGlsl) {
        std::string text;
        if (options.source_text)
            text = *options.source_text;
        else if (std::ifstream in{options.source_name, std::ios::binary})
            text.assign(std::istreambuf_iterator<char>(in), {});
        options.stage = GuessStage(text);
    }
    const CompileResult result = Check(options);
    Report(o, CgcDiagnostics(result.diagnostics, options.source_name));
    return result.ok ? 0 : 1;
}

// The GLSL profiles act on version=N only; the others (extension switches) are named unless
// -quiet. The ARB profiles pass theirs to the compiler, which sets the limits they name
// (NumTemps=n, ...) and warns about the rest.
void WarnIgnoredGlslOptions(const CgcOptions& o) {
    if (o.quiet) return;
    for (const std::string& p : o.profile_options)
        if (p.rfind("version=", 0) != 0)
            std::cerr << "cgc: warning: profile option '" << p << "' is ignored\n";
}

int CompileEntry(CgcOptions& o, CompileOptions options) {
    const CgcProfile* profile = FindCgcProfile(o.profile);
    if (!profile) return Fail("unknown profile '" + o.profile + "' (" + CgcProfileNames() + ")");
    if (o.glsl_source && profile->glsl)
        return Fail("-oglsl with profile '" + o.profile +
                    "': GLSL to GLSL is not supported; use arbfp1 or arbvp1");
    options.profile = profile->api_profile;
    options.stage = profile->stage;
    if (profile->glsl) {
        const GlslTarget target = CgcGlslTarget(*profile, o.profile_options);
        if (!target.error.empty()) return Fail(target.error);
        options.profile = target.api_profile;
        options.glsl_conventions = GlslConventions::kCgc;
        options.glsl_version_line = false;  // the layout writes cgc's own, when asked
        o.header.version_line = target.version_line;
        WarnIgnoredGlslOptions(o);
    } else {
        options.profile_options = o.profile_options;
    }
    const CompileResult result = Compile(options);
    Report(o, CgcDiagnostics(result.diagnostics, options.source_name));
    if (!result.ok) return 1;
    o.header.source_files = result.source_files;
    o.header.profile = o.profile;
    o.header.stage = profile->stage;
    o.header.es = profile->es;
    return Write(o, CgcLayout(result, o.header));
}

}  // namespace

int RunCgc(const std::vector<std::string>& args) {
    CgcOptions o;
    if (std::string error = ParseCgcArguments(args, o); !error.empty()) return Fail(error);
    if (!o.listing.empty()) std::ofstream(o.listing, std::ios::binary | std::ios::trunc);
    std::optional<std::string> stdin_text;
    if (o.file.empty())
        stdin_text.emplace(std::istreambuf_iterator<char>(std::cin),
                           std::istreambuf_iterator<char>());
    CompileOptions options = ApiOptions(o, stdin_text);
    if (o.preprocess_only) return Preprocess(o, options);
    if (o.no_entry) return CheckOnly(o, options);
    return CompileEntry(o, options);
}

std::vector<std::string> CgcInvocation(std::vector<std::string> args) {
    if (args.empty()) return args;
    const std::string& program = args[0];
    const std::size_t slash = program.find_last_of('/');
    if (program.substr(slash == std::string::npos ? 0 : slash + 1) == "cgc")
        args.insert(args.begin() + 1, "cgc");
    return args;
}

void AddCgcCommand(CLI::App& app, std::function<int()>& run) {
    CLI::App* cmd = app.add_subcommand(
        "cgc",
        "Compile Cg the way NVIDIA's cgc did, with its command line and output layout (also "
        "run as `cgc` through the link installed beside tessera)");
    cmd->prefix_command();
    cmd->footer(
        "cgc's options: -profile " + CgcProfileNames() +
        ", -entry NAME, -o FILE, -l FILE, -DNAME[=V], -IDIR, -E (preprocess only), -noentry "
        "(check only), -oglsl, -ogles (the source is GLSL or GLSL ES), -po OPTION,... "
        "(-profileopts; version=N for the GLSL profiles; NumTemps=N and cgc's other limits for "
        "arbfp1/arbvp1; MaxTexCoords=N, Tessera's extension: up to N (at most 16) texture "
        "coordinate sets, not 8), -q, -quiet, -O3, -fastmath, "
        "-nofastmath, -fastprecision, -bestprecision, -strict, -nostrict. Without FILE the "
        "source is read from standard input. Errors go to stderr as 'file(line) : error "
        "Cnnnn: message' and the exit status is 1. docs/cgc.md has the details.");
    cmd->callback([&run, cmd] { run = [args = cmd->remaining()] { return RunCgc(args); }; });
}

}  // namespace tessera::tool
