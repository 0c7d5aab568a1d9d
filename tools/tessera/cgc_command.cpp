// SPDX-License-Identifier: MIT
// `tessera cgc [options] FILE`: cgc's command line (Cg Toolkit 3.1) over Tessera's API.
//
// cgc's options are single-dash words, some with attached values (-DNAME=V, -Idir), which
// CLI11 cannot express, so the subcommand takes its arguments raw and parses them here
// with one table (kFlags) of what each option does. Profiles are a second table (kProfiles):
// the API's target and stage for each of cgc's. Output is
// cgc's layout (cgc_layout.cpp); errors are cgc's `file(line) : error Cnnnn: message` on
// stderr with exit status 1, as build scripts expect.
#include "cgc_command.h"

#include <fstream>
#include <iostream>
#include <memory>

#include "cgc_layout.h"
#include "tessera/tessera.hpp"

namespace tessera::tool {

namespace {

struct CgcOptions {
    std::string file;
    std::string output;
    std::string profile = "arbfp1";
    std::string entry = "main";
    std::vector<Define> defines;
    std::vector<std::string> include_dirs;
    std::vector<std::string> profile_options;
    bool fast_math = false;
    bool glsl_source = false;
    bool no_entry = false;
    bool quiet = false;
    CgcHeader header;
};

// cgc's profiles and what each is in the API: the target and the stage. cgc's GLSL
// profiles wrote the GLSL of OpenGL 2.0's era, GLSL 1.10.
struct Profile {
    const char* name;
    const char* api_profile;
    Stage stage;
};

const Profile kProfiles[] = {
    {"arbfp1", "arbfp1", Stage::kFragment},
    {"arbvp1", "arbvp1", Stage::kVertex},
    {"glslf", "glsl110", Stage::kFragment},
    {"glslv", "glsl110", Stage::kVertex},
};

const Profile* FindProfile(const std::string& name) {
    for (const Profile& p : kProfiles)
        if (name == p.name) return &p;
    return nullptr;
}

// Options without a value: what each sets. Accepted for compatibility where Tessera has
// nothing to change (-strict: Tessera's Cg checks are always cgc's strict ones; -O3:
// the optimiser always runs; -nostdlib, -fx: no effect on arbfp1).
using FlagAction = void (*)(CgcOptions&);
const std::pair<const char*, FlagAction> kFlags[] = {
    {"-fastmath", [](CgcOptions& o) { o.fast_math = true; }},
    {"-nofastmath", [](CgcOptions& o) { o.fast_math = false; }},
    {"-fastprecision",
     [](CgcOptions& o) { o.header.precision_option = "ARB_precision_hint_fastest"; }},
    {"-bestprecision",
     [](CgcOptions& o) { o.header.precision_option = "ARB_precision_hint_nicest"; }},
    {"-oglsl", [](CgcOptions& o) { o.glsl_source = true; }},
    {"-ogles", [](CgcOptions& o) { o.glsl_source = true; }},
    {"-noentry", [](CgcOptions& o) { o.no_entry = true; }},
    {"-q", [](CgcOptions& o) { o.quiet = true; }},
    {"-quiet", [](CgcOptions& o) { o.quiet = true; }},
    {"-strict", [](CgcOptions&) {}},
    {"-nostrict", [](CgcOptions&) {}},
    {"-O0", [](CgcOptions&) {}},
    {"-O1", [](CgcOptions&) {}},
    {"-O2", [](CgcOptions&) {}},
    {"-O3", [](CgcOptions&) {}},
    {"-nostdlib", [](CgcOptions&) {}},
    {"-fx", [](CgcOptions&) {}},
    {"-nofx", [](CgcOptions&) {}},
    {"-glslWerror", [](CgcOptions&) {}},
    {"-nowarn", [](CgcOptions&) {}},
};

// main.cpp spells -profile and -entry with two dashes for CLI11; cgc's spelling is one.
std::string CgcSpelling(const std::string& arg) {
    return arg == "--profile" || arg == "--entry" ? arg.substr(1) : arg;
}

// Parses cgc's arguments; returns an error message, empty on success.
std::string Parse(const std::vector<std::string>& raw, CgcOptions& o) {
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const std::string arg = CgcSpelling(raw[i]);
        auto value = [&](std::string& out) {
            if (i + 1 >= raw.size()) return false;
            out = raw[++i];
            return true;
        };
        std::string v;
        if (arg == "-o") {
            if (!value(o.output)) return "-o needs a file name";
            continue;  // cgc leaves -o FILE out of "# command line args"
        }
        if (!arg.starts_with("-") || arg == "-") {
            if (!o.file.empty())
                return "more than one source file ('" + o.file + "', '" + arg + "')";
            o.file = arg;
            continue;
        }
        o.header.args.push_back(arg);
        if (arg == "-profile" || arg == "-entry" || arg == "-po" || arg == "-profileopts") {
            if (!value(v)) return arg + " needs a value";
            o.header.args.push_back(v);
            if (arg == "-profile")
                o.profile = v;
            else if (arg == "-entry")
                o.entry = v;
            else
                o.profile_options.push_back(v);
        } else if (arg.starts_with("-D") || arg.starts_with("-I")) {
            v = arg.substr(2);
            if (v.empty()) {
                if (!value(v)) return arg + " needs a value";
                o.header.args.push_back(v);
            }
            if (arg[1] == 'D')
                o.defines.push_back(Define::FromText(v));
            else
                o.include_dirs.push_back(v);
        } else {
            const std::string flag = arg.substr(0, arg.find('='));  // -nowarn=N,...
            auto it = std::find_if(std::begin(kFlags), std::end(kFlags),
                                   [&](const auto& f) { return flag == f.first; });
            if (it == std::end(kFlags)) return "unknown option '" + arg + "'";
            it->second(o);
        }
    }
    if (o.file.empty()) return "no source file given";
    return "";
}

// Why this build cannot compile `o`, or empty.
std::string Unsupported(const CgcOptions& o) {
    const Profile* profile = FindProfile(o.profile);
    if (!profile) return "unknown profile '" + o.profile + "' (arbfp1, arbvp1, glslf, glslv)";
    if (o.glsl_source && std::string(profile->api_profile).starts_with("glsl"))
        return "-oglsl with profile '" + o.profile +
               "': GLSL to GLSL is not supported; use arbfp1 or arbvp1";
    if (o.no_entry && !o.glsl_source)
        return "-noentry applies to GLSL sources (-oglsl); Cg needs an entry function";
    return "";
}

int Fail(const std::string& message) {
    std::cerr << "cgc: error: " << message << "\n";
    return 1;
}

}  // namespace

int RunCgc(const std::vector<std::string>& args) {
    CgcOptions o;
    if (std::string error = Parse(args, o); !error.empty()) return Fail(error);
    if (std::string error = Unsupported(o); !error.empty()) return Fail(error);
    if (!o.quiet)
        for (const std::string& p : o.profile_options)
            std::cerr << "cgc: warning: profile option '" << p
                      << "' is ignored (Tessera's arbfp1 limits apply)\n";

    const Profile& profile = *FindProfile(o.profile);
    CompileOptions options;
    options.language = o.glsl_source ? Language::kGlsl : Language::kCg;
    options.source_name = o.file;
    options.entry = o.entry;
    options.profile = profile.api_profile;
    options.stage = profile.stage;
    options.defines = o.defines;
    options.include_dirs = o.include_dirs;
    options.fast_math = o.fast_math;
    options.comments = false;  // the layout adds cgc's header itself
    const CompileResult result = Compile(options);
    std::cerr << CgcDiagnostics(result.diagnostics, o.file);
    if (!result.ok) return 1;

    o.header.source_files = result.source_files;
    o.header.profile = o.profile;
    const std::string text = CgcLayout(result, o.header);
    if (o.output.empty() || o.output == "-") {
        std::cout << text;
        return 0;
    }
    std::ofstream out(o.output, std::ios::binary);
    out << text;
    return out ? 0 : Fail("cannot write '" + o.output + "'");
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
        "cgc's options: -profile arbfp1|arbvp1|glslf|glslv, -entry NAME, -o FILE, -DNAME[=V], "
        "-IDIR, -O3, -fastmath, -nofastmath, -fastprecision, -bestprecision, -strict, -nostrict, "
        "-oglsl, -q, -po OPTION, -noentry. Errors go to stderr as 'file(line) : error Cnnnn: "
        "message' and the exit status is 1.");
    cmd->callback([&run, cmd] { run = [args = cmd->remaining()] { return RunCgc(args); }; });
}

}  // namespace tessera::tool
