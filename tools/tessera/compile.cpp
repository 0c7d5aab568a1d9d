// SPDX-License-Identifier: MIT
// `tessera compile FILE.cg -o OUT.fp`: compile a shader to ARB assembly or GLSL through the
// public API (tessera::Compile), the way `cgc -profile arbfp1` did (cgc's spellings -profile,
// -entry and -o work too: main.cpp rewrites them).
//
// The output is re-read by Tessera's own ARB readers before it is written (the writers
// do that themselves), so a file this command writes always loads. --stats prints the
// resource counts; --print-after and --skip-pass expose the pass manager for bisecting a
// miscompile; --emit-ir prints the IR as the front end made it.
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "commands.h"
#include "isl_frontend.h"
#include "reflect.h"
#include "retroarch_preset.h"
#include "shared.h"

namespace tessera::tool {

namespace {

struct CompileCommandOptions {
    std::string file;
    std::vector<std::string>
        more_files;  ///< Parasol: further units; GLSL: the stage's further shaders
    std::string program;                  ///< Parasol: package.Module.program
    std::string output;
    std::string profile = "arbfp1";
    std::string entry = "main";
    std::string lang;
    std::vector<std::string> defines;
    std::vector<std::string> undefines;
    std::vector<std::string> include_dirs;
    std::vector<std::string> print_after;
    std::vector<std::string> skip_passes;
    std::vector<std::string> profile_options;  ///< cgc's -po (limits), and MaxTexCoords=N
    std::vector<std::string> binds;  ///< NAME=STRUCT
    bool stats = false;
    bool emit_ir = false;
    bool no_comments = false;
    bool fast_math = false;
    bool env = false;
    std::string reflect;  ///< --reflect OUT.json
};

CompileOptions ApiOptions(const CompileCommandOptions& o, Language language) {
    CompileOptions options;
    options.language = language;
    options.source_name = o.file;
    options.more_sources = o.more_files;
    options.program = o.program;
    options.entry = o.entry;
    options.profile = o.profile;
    options.defines = Defines(o.defines, o.undefines);
    options.include_dirs = o.include_dirs;
    options.fast_math = o.fast_math;
    options.comments = !o.no_comments;
    options.uniforms_to_env = o.env;
    options.print_after = o.print_after;
    options.skip_passes = o.skip_passes;
    options.profile_options = o.profile_options;
    options.keep_ir = o.emit_ir;
    return options;
}

// Writes what the compile made: one program, or (Parasol's GLSL targets) both shaders, to
// OUT.vert and OUT.frag with -o OUT, else to standard output after a comment line each.
int WriteProgram(const CompileCommandOptions& o, const CompileResult& result) {
    const bool to_stdout = o.output.empty() || o.output == "-";
    if (to_stdout && (o.stats || o.emit_ir)) return 0;
    if (result.glsl_vertex.empty()) return WriteOutput(o.output, ProgramText(result));
    if (to_stdout)
        return WriteOutput("", "// vertex shader\n" + result.glsl_vertex +
                                   "// fragment shader\n" + result.glsl);
    if (int status = WriteOutput(o.output + ".vert", result.glsl_vertex)) return status;
    return WriteOutput(o.output + ".frag", result.glsl);
}

// A RetroArch Cg preset converts to a GLSL preset (retroarch_preset.h); nothing else.
int RunPreset(const CompileCommandOptions& o) {
    if (o.profile != "retroarch-glsl") {
        std::cerr << "tessera: a .cgp preset compiles only with --target retroarch-glsl\n";
        return 2;
    }
    if (o.output.empty() || o.output == "-") {
        std::cerr << "tessera: a preset needs -o OUT.glslp (its passes are written beside it)\n";
        return 2;
    }
    return ConvertRetroArchPreset(o.file, o.output, ApiOptions(o, Language::kCg));
}

// GLSL's several files are the shaders of one stage: a .vert among .frag files is a mistake.
bool SameGlslStage(const CompileCommandOptions& o) {
    const bool vertex = o.file.ends_with(".vert");
    for (const std::string& more : o.more_files) {
        if (more.ends_with(".vert") == vertex) continue;
        std::cerr << "tessera: '" << more << "' is not a " << (vertex ? "vertex" : "fragment")
                  << " shader like '" << o.file
                  << "': the files of one compile are the shaders of one stage\n";
        return false;
    }
    return true;
}

int RunCompile(const CompileCommandOptions& o) {
    if (o.file.ends_with(".cgp")) return RunPreset(o);
    std::optional<Language> forced;
    if (!ForcedLanguage(o.lang, forced)) return 2;
    const std::optional<Language> language = LanguageOf(o.file, forced);
    if (!language) {
        std::cerr << "tessera: cannot tell the language of '" << o.file << "'; use --lang\n";
        return 2;
    }
    if (!o.more_files.empty() && *language != Language::kParasol && *language != Language::kGlsl) {
        std::cerr << "tessera: only Parasol and GLSL compile several files at once\n";
        return 2;
    }
    if (*language == Language::kGlsl && !SameGlslStage(o)) return 2;
    if (*language == Language::kParasol && o.program.empty()) {
        // The units are checked first, so that an error in them is reported where it is.
        const CompileResult checked = Check(ApiOptions(o, *language));
        std::cerr << checked.diagnostics_text;
        if (!checked.ok) return 1;
        std::cerr << "tessera: Parasol needs --program package.Module.program\n";
        return 2;
    }
    if (!LanguageCompiles(*language)) {
        std::cerr << "tessera: compiling " << LanguageName(*language)
                  << " is not supported (ARB assembly is checked: tessera check)\n";
        return 2;
    }
    CompileOptions options = ApiOptions(o, *language);
    // ISL's scene (--plan, --plan-limits, --light): isl_frontend.cpp.
    if (*language == Language::kIsl && !SetIslOptions({}, options)) return 2;
    if (!SetInterfaceBindings(o.binds, options)) return 2;
    const CompileResult result = Compile(options);
    std::cerr << result.diagnostics_text;
    if (o.emit_ir) std::cout << result.ir_text;
    if (!result.ok) return 1;
    if (!o.reflect.empty())
        if (int status = WriteReflection(result, o.file, o.reflect)) return status;
    if (o.stats) PrintStats(*language == Language::kParasol ? o.program : o.file, result.counts);
    return WriteProgram(o, result);
}

}  // namespace

void AddCompileCommand(CLI::App& app, std::function<int()>& run) {
    auto o = std::make_shared<CompileCommandOptions>();
    CLI::App* cmd = app.add_subcommand(
        "compile",
        "Compile a shader to an ARB program or GLSL: Cg (.cg), GLSL (.frag, .vert, .glsl), Parasol "
        "(.p) or ISL (.isl, prints its pass plan)");
    cmd->add_option("file", o->file,
                    "Source file (.cg, .frag, .vert, .glsl, .p, .isl), or a RetroArch Cg preset (.cgp) with "
                    "--target retroarch-glsl")
        ->required();
    cmd->add_option(
        "more", o->more_files,
        "Parasol: further units compiled together with the first; GLSL: further shaders of "
        "the first one's stage, linked with it (a function declared in one and defined in "
        "another)");
    cmd->add_option("--program", o->program,
                    "Parasol: the program to compile, package.Module.program (--target arbfp1 "
                    "writes its fragment shader, arbvp1 its vertex shader; glsl110|glsl120|glsl130|"
                    "glsl330|glsles100|glsles300 write both shaders, to OUT.vert and OUT.frag with "
                    "-o OUT)");
    cmd->add_option("-o,--output", o->output, "Output file (default: standard output)");
    cmd->add_option("--profile,--target", o->profile,
                    "arbfp1 (cgc's default of 32 temporaries, Mesa llvmpipe's other limits) or "
                    "arbfp1-strict (the spec's minimum limits); arbvp1 or arbvp1-strict compile a vertex "
                    "entry to ARBvp; fp30, fp40 (ARBfp with NV_fragment_program_option or "
                    "NV_fragment_program2: derivatives, explicit-LOD lookups, FACE) and vp30, vp40 "
                    "(ARBvp with NV_vertex_program2 or NV_vertex_program3: vertex texture fetch) are "
                    "cgc's NVIDIA profiles (Cg only); glsl110, glsl120, glsl130, glsl330, "
                    "glsles100 or glsles300 write GLSL; retroarch-glsl writes a RetroArch GLSL shader "
                    "from a Cg shader's main_vertex and main_fragment (a .cgp preset: a .glslp and its "
                    "passes)")
        ->capture_default_str();
    cmd->add_option("--entry", o->entry, "The function to compile")->capture_default_str();
    cmd->add_option("--lang", o->lang,
                    "Source language, overriding the extension (cg, glsl, parasol, isl)");
    cmd->add_option("--profile-option", o->profile_options,
                    "Cg for an ARB profile: one of cgc's -po limits (NumTemps=N, MaxLocalParams=N, ... as "
                    "docs/cgc.md lists), or MaxTexCoords=N, Tessera's extension (neither ARB's nor "
                    "cgc's): up to N (at most 16) texture coordinate sets between the stages instead of "
                    "8, for a reference of a shader with more varyings (repeatable)");
    cmd->add_option("-D", o->defines, "Define a macro: NAME or NAME=VALUE (repeatable)");
    cmd->add_option("-U", o->undefines, "Undefine a macro (repeatable)");
    cmd->add_option("-I", o->include_dirs, "Add an #include directory (repeatable)");
    cmd->add_flag("--stats", o->stats, "Print the program's resource counts");
    cmd->add_flag("--emit-ir", o->emit_ir, "Print the IR as the front end made it");
    cmd->add_option("--print-after", o->print_after,
                    "Print the IR after this pass (repeatable; 'all' for every pass)");
    cmd->add_option("--skip-pass", o->skip_passes, "Do not run this pass (repeatable)");
    cmd->add_flag("--fastmath", o->fast_math,
                  "Allow rewrites that ignore NaN, infinities and signed zeros (cgc -fastmath)");
    cmd->add_flag("--no-comments", o->no_comments, "Leave out the #var header and source comments");
    cmd->add_flag("--env", o->env, "Bind uniforms to program.env instead of program.local");
    AddBindOption(cmd, o->binds);
    cmd->add_option("--reflect", o->reflect,
                    "Write the reflection data (uniforms, samplers, attributes, outputs and their "
                    "bindings) as JSON to this file");
    AddIslCompileOptions(cmd);
    cmd->callback([&run, o] { run = [o] { return RunCompile(*o); }; });
}

}  // namespace tessera::tool
