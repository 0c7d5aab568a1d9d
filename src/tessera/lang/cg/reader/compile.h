// SPDX-License-Identifier: MIT
// Compiling Cg: the whole pipeline behind one call, as `cgc -profile arbfp1` did.
//
//     Cg source -> preprocess (cfamily) -> parse (parser.h) -> check (sema) -> IR (lower_*)
//               -> passes "lower,optimize" (ir/passes) -> ARBfp writer -> `!!ARBfp1.0` text
//
// Every stage reports into one diagnostic list in cfamily's global offset space, so all
// messages come out the same way: `file:line:col: error: message`, the line and a caret,
// with "in file included from" lines for headers. A stage runs only when the ones before it
// reported no error (a broken tree is not analysed, a broken IR is not optimised).
//
// CompileCg compiles one entry function for one profile (the spec's "program": the entry,
// what it calls, the globals it reads). CheckCg type-checks every function of a file, as
// the spec asks for functions that are not compiled ("Profiles"), without a profile's code
// generation restrictions; `tessera check` uses it.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ir/module.h"
#include "ir/passes/pass_manager.h"
#include "lang/arbfp/writer/arbfp_writer.h"
#include "lang/common/arbasm/vertex_limits.h"
#include "lang/common/cfamily/preprocessor.h"

namespace tessera::lang::cg {

struct CompileOptions {
    /// The main file's name, for diagnostics and `# source file` comments. When
    /// `source_text` is empty (nullopt), the file is read from this path.
    std::string source_name = "<source>";
    std::optional<std::string> source_text;
    /// -I directories, searched in order for `#include "..."` and `<...>`.
    std::vector<std::string> include_dirs;
    /// Reads an #include candidate (default: the file system). For tests.
    cfamily::IncludeReader read_file;
    /// -D and -U options, in command-line order (-D NAME means NAME=1).
    std::vector<cfamily::MacroOption> defines;

    /// The program is written as GLSL (cgc's glslv, glslf, glesv, glesf): accept GLSL's
    /// spellings of library functions and types as cgc did there (fract, mix, mod, vec3).
    bool glsl_builtins = false;

    /// The function to compile (cgc's -entry).
    std::string entry = "main";
    /// The profile: "arbfp1" or "arbvp1" (and "arbfp1-strict", "arbvp1-strict", which check
    /// the spec's minimum limits). arbvp1 compiles a vertex entry to `!!ARBvp1.0`. fp30,
    /// fp40, vp30 and vp40 write the same languages with cgc's NVIDIA option (FindProfile).
    std::string profile = "arbfp1";

    /// Run the "optimize" pipeline after "lower" (cgc's default); off: lower only.
    bool optimize = true;
    /// cgc's -fastmath: algebraic rules that ignore NaN, infinities and signed zeros.
    bool fast_math = false;
    /// print_after, skip, validate, unroll limits; fast_math above overrides passes.fast_math.
    ir::passes::PipelineOptions passes;
    /// `#var`/`#const` header and `# file:line` comments in the output.
    bool comments = true;
    /// Keep the front end's function bodies in CompileResult::ir (tests, `--emit-ir`);
    /// without it `ir` holds types, globals, files and function signatures only.
    bool keep_front_ir = false;
    /// Bind uniforms to program.env instead of program.local.
    bool uniforms_to_env = false;
    /// Uniforms of interface type (entry parameters, globals) -> the struct implementing the
    /// interface that each stands for, as the Cg runtime's cgConnectParameter bound them.
    std::map<std::string, std::string> interface_bindings;
    /// The limits to write for, instead of the profile's (arbfp1: Arbfp1Limits, arbvp1:
    /// Arbvp1Limits; the -strict profiles: the spec's minimums); cgc's `-po NumTemps=n`.
    std::optional<arbasm::fragment::Limits> arbfp_limits;
    std::optional<arbasm::vertex::Limits> arbvp_limits;
};

struct CompileResult {
    /// True when a program was written (no errors anywhere; warnings allowed).
    bool ok = false;
    /// The module as the front end made it, before any pass; nullopt when the front end
    /// reported errors. Its function bodies only with CompileOptions::keep_front_ir.
    std::optional<ir::Module> ir;
    /// The module after the pipeline, as the writer read it; nullopt when the passes failed.
    std::optional<ir::Module> lowered;
    /// The writer's result: text, bindings, constants, counts (empty when not reached); the
    /// `!!ARBvp1.0` program for arbvp1 (the ARBvp writer reports in the same form).
    arbfp::WriteResult arbfp;
    /// Uniforms' initializers by binding name (SemaResult::uniform_defaults says how).
    std::map<std::string, std::vector<double>> uniform_defaults;
    /// Every diagnostic of every stage, formatted with positions, source lines and carets.
    std::string diagnostics;
    std::size_t error_count = 0;
    std::size_t warning_count = 0;
};

/// Compiles `options.entry` of the source for `options.profile`.
CompileResult CompileCg(const CompileOptions& options);

/// A profile CompileCg writes for.
struct ProfileInfo {
    std::string_view profile;  ///< as given: "arbfp1-strict", "fp40"
    std::string_view name;     ///< in messages and `#profile`: "arbfp1", "fp40"
    bool vertex = false;
    /// The NVIDIA option the profile writes (WriterOptions::nv_option), empty for arbfp1/arbvp1.
    std::string nv_option;
};
/// The profile named `profile`, or nullptr.
const ProfileInfo* FindProfile(std::string_view profile);
/// arbvp1, arbvp1-strict, vp30 and vp40.
bool IsVertexProfile(std::string_view profile);

/// The limits `profile` writes for when CompileOptions gives none: arbfp1's and arbvp1's
/// (cgc's offline defaults), the specs' minimums for the -strict profiles.
arbasm::fragment::Limits DefaultArbfpLimits(std::string_view profile);
arbasm::vertex::Limits DefaultArbvpLimits(std::string_view profile);

struct CheckResult {
    bool ok = false;
    std::string diagnostics;
    std::size_t error_count = 0;
    std::size_t warning_count = 0;
};

/// Type-checks every declaration and function of the source (no entry, no code generation).
CheckResult CheckCg(const CompileOptions& options);

/// The macros a profile predefines (see docs/cg.md): `__CG__`-style names, `ARBFP1`...
std::vector<cfamily::MacroOption> PredefinedMacros(const std::string& profile);

}  // namespace tessera::lang::cg
