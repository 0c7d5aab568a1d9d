// SPDX-License-Identifier: MIT
// cgc's options and profiles as tables: kFlags says what each option without a value does,
// kProfiles what each profile is in the API. Sources: cgc(1) of Cg Toolkit 3.1 (-entry, -o,
// -l, -profile, -profileopts/-po, -noentry, -oglsl, -ogles, -strict, -nostrict, -glslWerror,
// -nowarn, -fx, -nofx, -nostdlib, -fastmath, -fastprecision, -bestprecision, -quiet/-q,
// -E, -I, -D) and the glslv/glslf profile pages (version=N, userTexCoord, ATI_draw_buffers,
// EXT_gpu_shader4).
#include "cgc_options.h"

#include <algorithm>
#include <charconv>

namespace tessera::tool {

namespace {

// cgc's GLSL profiles wrote the GLSL of OpenGL 2.0's era (1.10) and of OpenGL ES 2.0 (1.00).
const CgcProfile kProfiles[] = {
    {"arbfp1", "arbfp1", Stage::kFragment, false, false},
    {"arbvp1", "arbvp1", Stage::kVertex, false, false},
    // The NVIDIA options of the ARB languages (docs/cgc.md: cgc's fp30 and vp30 wrote !!FP1.0
    // and !!VP2.0, the same instruction sets as NV_fragment_program_option and
    // NV_vertex_program2_option, which Tessera writes instead).
    {"fp30", "fp30", Stage::kFragment, false, false},
    {"fp40", "fp40", Stage::kFragment, false, false},
    {"vp30", "vp30", Stage::kVertex, false, false},
    {"vp40", "vp40", Stage::kVertex, false, false},
    {"glslf", "glsl110", Stage::kFragment, true, false},
    {"glslv", "glsl110", Stage::kVertex, true, false},
    {"glesf", "glsles100", Stage::kFragment, true, true},
    {"glesv", "glsles100", Stage::kVertex, true, true},
};

// Options without a value: what each sets. Accepted for compatibility where Tessera has
// nothing to change (-strict: Tessera's Cg checks are always cgc's strict ones; -O3: the
// optimiser always runs; -nostdlib, -fx: no effect on these profiles).
using FlagAction = void (*)(CgcOptions&);
const std::pair<const char*, FlagAction> kFlags[] = {
    {"-fastmath", [](CgcOptions& o) { o.fast_math = true; }},
    {"-nofastmath", [](CgcOptions& o) { o.fast_math = false; }},
    {"-fastprecision",
     [](CgcOptions& o) { o.header.precision_option = "ARB_precision_hint_fastest"; }},
    {"-bestprecision",
     [](CgcOptions& o) { o.header.precision_option = "ARB_precision_hint_nicest"; }},
    {"-oglsl", [](CgcOptions& o) { o.glsl_source = true; }},
    {"-ogles", [](CgcOptions& o) { o.glsl_source = o.es_source = true; }},
    {"-noentry", [](CgcOptions& o) { o.no_entry = true; }},
    {"-E", [](CgcOptions& o) { o.preprocess_only = true; }},
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

// Options that take the next argument.
bool TakesValue(const std::string& arg) {
    return arg == "-profile" || arg == "-entry" || arg == "-po" || arg == "-profileopts" ||
           arg == "-o" || arg == "-l";
}

void SetValue(const std::string& arg, const std::string& v, CgcOptions& o) {
    if (arg == "-profile") {
        o.profile = v;
    } else if (arg == "-entry") {
        o.entry = v;
    } else if (arg == "-o") {
        o.output = v;
    } else if (arg == "-l") {
        o.listing = v;
    } else {  // -po a,b,c
        for (std::size_t start = 0; start <= v.size();) {
            const std::size_t comma = std::min(v.find(',', start), v.size());
            if (comma > start) o.profile_options.push_back(v.substr(start, comma - start));
            start = comma + 1;
        }
    }
}

}  // namespace

const CgcProfile* FindCgcProfile(const std::string& name) {
    for (const CgcProfile& p : kProfiles)
        if (name == p.name) return &p;
    return nullptr;
}

std::string CgcProfileNames() {
    std::string out;
    for (const CgcProfile& p : kProfiles) out += (out.empty() ? "" : ", ") + std::string(p.name);
    return out;
}

std::string ParseCgcArguments(const std::vector<std::string>& raw, CgcOptions& o) {
    for (std::size_t i = 0; i < raw.size(); ++i) {
        // main.cpp spells -profile and -entry with two dashes for CLI11; cgc's is one.
        const std::string arg =
            raw[i] == "--profile" || raw[i] == "--entry" ? raw[i].substr(1) : raw[i];
        if (!arg.starts_with("-") || arg == "-") {
            if (!o.file.empty())
                return "more than one source file ('" + o.file + "', '" + arg + "')";
            o.file = arg == "-" ? "" : arg;
            continue;
        }
        if (TakesValue(arg)) {
            if (i + 1 >= raw.size()) return arg + " needs a value";
            const std::string v = raw[++i];
            SetValue(arg, v, o);
            // cgc leaves -o FILE (and the file) out of "command line args".
            if (arg != "-o" && arg != "-l") o.header.args.insert(o.header.args.end(), {arg, v});
            continue;
        }
        o.header.args.push_back(arg);
        if (arg.starts_with("-D") || arg.starts_with("-I")) {
            std::string v = arg.substr(2);
            if (v.empty()) {
                if (i + 1 >= raw.size()) return arg + " needs a value";
                v = raw[++i];
                o.header.args.push_back(v);
            }
            if (arg[1] == 'D')
                o.defines.push_back(Define::FromText(v));
            else
                o.include_dirs.push_back(v);
            continue;
        }
        const std::string flag = arg.substr(0, arg.find('='));  // -nowarn=N,...
        auto it = std::find_if(std::begin(kFlags), std::end(kFlags),
                               [&](const auto& f) { return flag == f.first; });
        if (it == std::end(kFlags)) return "unknown option '" + arg + "'";
        it->second(o);
    }
    return "";
}

GlslTarget CgcGlslTarget(const CgcProfile& profile, const std::vector<std::string>& options) {
    // Without the option, cgc 3.1's glslv and glslf outputs begin their shader with
    // `#version 110` (for example `// command line args: -profile glslv` ... `#version 110`
    // in public outputs of 3.1.0013), its glesv and glesf outputs with no #version at all.
    GlslTarget out{profile.api_profile, profile.es ? "" : "#version 110", ""};
    for (const std::string& option : options) {
        if (option.rfind("version=", 0) != 0) continue;
        int version = 0;
        const char* first = option.data() + 8;
        const char* last = option.data() + option.size();
        if (std::from_chars(first, last, version).ptr != last) {
            out.error = "profile option '" + option + "': the version is not a number";
            return out;
        }
        // The writer's rows (docs/glsl_writer.md) that can stand for each version cgc knew.
        struct Row {
            int version;
            bool es;
            const char* api_profile;
            const char* line;
        };
        static const Row kRows[] = {
            {100, false, "glsl110", "#version 100"},     {110, false, "glsl110", "#version 110"},
            {120, false, "glsl120", "#version 120"},     {130, false, "glsl130", "#version 130"},
            {140, false, "glsl140", "#version 140"},     {150, false, "glsl150", "#version 150"},
            {330, false, "glsl330", "#version 330"},     {100, true, "glsles100", "#version 100"},
            {300, true, "glsles300", "#version 300 es"},
        };
        auto row = std::find_if(std::begin(kRows), std::end(kRows), [&](const Row& r) {
            return r.version == version && r.es == profile.es;
        });
        if (row == std::end(kRows)) {
            out.error =
                "profile option '" + option + "': Tessera writes GLSL " +
                (profile.es ? "ES 1.00 (version=100) and ES 3.00 (version=300)"
                            : "1.10 to 1.50 and 3.30 (version=100, 110, 120, 130, 140, 150, 330)") +
                " for profile " + profile.name;
            return out;
        }
        out.api_profile = row->api_profile;
        out.version_line = row->line;
    }
    return out;
}

}  // namespace tessera::tool
