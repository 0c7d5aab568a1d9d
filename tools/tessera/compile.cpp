// `tessera compile FILE.cg -o OUT.fp`: compile a Cg fragment program to ARB assembly, the
// way `cgc -profile arbfp1` did (cgc's spellings -profile, -entry and -o work too: main.cpp
// rewrites them).
//
// The output is re-read by Tessera's own ARBfp reader before it is written (the writer
// does that itself), so a file this command writes always loads. --stats prints the
// resource counts; --print-after and --skip-pass expose the pass manager for bisecting a
// miscompile; --emit-ir prints the IR as the front end made it.
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "commands.h"
#include "ir/printer.h"
#include "lang/cg/compile.h"
#include "glsl_frontend.h"
#include "isl_frontend.h"
#include "language.h"
#include "parasol_frontend.h"
#include "reflect.h"

namespace tessera::tool {

// glsl_target.cpp: `--target glsl110` ... `glsles300` for Cg sources.
bool IsGlslTarget(const std::string& target);
int CompileCgToGlsl(lang::cg::CompileOptions options, const std::string& target, const std::string& output);

namespace {

struct CompileCommandOptions {
    std::string file;
    std::vector<std::string> more_files;  ///< Parasol: further units
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
    bool stats = false;
    bool emit_ir = false;
    bool no_comments = false;
    bool fast_math = false;
    bool env = false;
    std::string reflect;  ///< --reflect OUT.json
};

void PrintStats(const std::string& name, const lang::arbfp::ResourceCounts& c) {
    std::cout << name << ": instructions " << c.instructions << " (ALU " << c.alu_instructions
              << ", texture " << c.tex_instructions << "), texture indirections "
              << c.tex_indirections << ", temporaries " << c.temporaries << ", parameters "
              << c.parameters << ", attributes " << c.attributes << "\n";
}

int RunCompile(const CompileCommandOptions& o) {
    auto language = LanguageOf(o.file, o.lang);
    if (!language) {
        std::cerr << "tessera: cannot tell the language of '" << o.file << "'; use --lang\n";
        return 2;
    }
    if (*language == Language::kIsl) return CompileIsl(o.file, o.output);
    if (*language == Language::kParasol) {
        std::vector<std::string> files = {o.file};
        files.insert(files.end(), o.more_files.begin(), o.more_files.end());
        return RunParasolCompile({files, o.program, o.profile, o.output, o.emit_ir, o.stats, !o.no_comments});
    }
    if (!o.more_files.empty()) {
        std::cerr << "tessera: only Parasol compiles several files at once\n";
        return 2;
    }
    if (*language == Language::kGlsl)
        return RunGlslCompile({o.file, o.output, o.defines, o.undefines, o.print_after, o.skip_passes, o.stats,
                               o.emit_ir, !o.no_comments});
    if (*language != Language::kCg) {
        std::cerr << "tessera: compiling " << LanguageName(*language)
                  << " is not supported yet (Cg is: .cg)\n";
        return 2;
    }
    lang::cg::CompileOptions options;
    options.source_name = o.file;
    options.include_dirs = o.include_dirs;
    for (const std::string& d : o.defines) options.defines.push_back({false, d});
    for (const std::string& u : o.undefines) options.defines.push_back({true, u});
    options.entry = o.entry;
    options.profile = o.profile;
    options.fast_math = o.fast_math;
    options.comments = !o.no_comments;
    options.uniforms_to_env = o.env;
    for (const std::string& p : o.print_after) options.passes.print_after.insert(p);
    for (const std::string& p : o.skip_passes) options.passes.skip.insert(p);

    if (IsGlslTarget(o.profile)) return CompileCgToGlsl(options, o.profile, o.output);
    lang::cg::CompileResult result = lang::cg::CompileCg(options);
    std::cerr << result.diagnostics;
    if (o.emit_ir && result.ir) std::cout << ir::Print(*result.ir);
    if (!result.ok) return 1;
    if (!o.reflect.empty()) {
        const ReflectRequest request{o.file,         o.entry,        o.profile, o.defines,
                                     o.undefines,    o.include_dirs, o.fast_math, o.env};
        if (int status = WriteReflection(request, o.reflect)) return status;
    }
    if (o.stats) PrintStats(o.file, result.arbfp.counts);
    if (o.output.empty() || o.output == "-") {
        if (!o.stats && !o.emit_ir) std::cout << result.arbfp.text;
        return 0;
    }
    std::ofstream out(o.output, std::ios::binary);
    out << result.arbfp.text;
    if (!out) {
        std::cerr << o.output << ": error: cannot write file\n";
        return 2;
    }
    return 0;
}

}  // namespace

void AddCompileCommand(CLI::App& app, std::function<int()>& run) {
    auto o = std::make_shared<CompileCommandOptions>();
    CLI::App* cmd = app.add_subcommand(
        "compile",
        "Compile a shader to an ARB program or GLSL: Cg (.cg), GLSL (.frag, .glsl), Parasol (.p) or "
        "ISL (.isl, prints its pass plan)");
    cmd->add_option("file", o->file, "Source file (.cg, .frag, .glsl, .p, .isl)")->required();
    cmd->add_option("more", o->more_files, "Parasol: further units compiled together with the first");
    cmd->add_option("--program", o->program,
                    "Parasol: the program to compile, package.Module.program (--target arbfp1 "
                    "writes its fragment shader, arbvp1 its vertex shader; glsl110|glsl120|glsl130|"
                    "glsl330|glsles100|glsles300 write both shaders, to OUT.vert and OUT.frag with "
                    "-o OUT)");
    cmd->add_option("-o,--output", o->output, "Output file (default: standard output)");
    cmd->add_option("--profile,--target", o->profile,
                    "arbfp1 (cgc's default of 32 temporaries, Mesa llvmpipe's other limits) or "
                    "arbfp1-strict (the spec's minimum limits); arbvp1 or arbvp1-strict compile a vertex "
                    "entry to ARBvp; glsl110, glsl120, glsl130, glsl330, "
                    "glsles100 or glsles300 write GLSL")
        ->capture_default_str();
    cmd->add_option("--entry", o->entry, "The function to compile")->capture_default_str();
    cmd->add_option("--lang", o->lang,
                    "Source language, overriding the extension (cg, glsl, parasol, isl)");
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
    cmd->add_option("--reflect", o->reflect,
                    "Write the reflection data (uniforms, samplers, attributes, outputs and their "
                    "bindings) as JSON to this file");
    AddIslCompileOptions(cmd);
    cmd->callback([&run, o] { run = [o] { return RunCompile(*o); }; });
}

}  // namespace tessera::tool
