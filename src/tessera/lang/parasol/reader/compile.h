// SPDX-License-Identifier: MIT
// Compiling Parasol: units in, a program's shaders out (ARBfp or GLSL).
//
//     units (+ the standard library) -> parse -> check (check.h) -> the named program
//         -> each shader lowered to an IR module (lower.h) -> passes "lower,optimize"
//         -> fragment: the ARBfp writer (arbfp1) | vertex: the ARBvp writer (arbvp1)
//          | both: the GLSL writer (glsl110 ... glsles300)
//
// Diagnostics of every stage (the IR passes' and writers' too, through the spans) come out
// as `file:line:col: error: message` with the source line and a caret.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "ir/module.h"
#include "ir/passes/pass_manager.h"
#include "lang/arbfp/writer/arbfp_writer.h"

namespace tessera::lang::parasol {

struct SourceUnit {
    std::string name;
    /// The text; when nullopt the unit is read from the file `name`.
    std::optional<std::string> text;
};

struct CompileOptions {
    std::vector<SourceUnit> units;
    /// The program to compile: package.Module.program (spec "Compilation and Execution").
    std::string program;
    /// "arbfp1", "arbvp1" or a GLSL version name (glsl110, glsl120, glsl130, glsl330, glsles100,
    /// glsles300).
    std::string target = "arbfp1";
    bool optimize = true;
    bool comments = true;
    ir::passes::PipelineOptions passes;
};

struct CompileResult {
    bool ok = false;
    std::string diagnostics;
    std::size_t error_count = 0;
    /// The shaders' IR as lowered from Parasol, before any pass.
    std::optional<ir::Module> vertex_ir, fragment_ir;
    /// After the pipeline.
    std::optional<ir::Module> vertex_lowered, fragment_lowered;
    /// arbfp1: the fragment shader.
    arbfp::WriteResult arbfp;
    /// arbvp1: the vertex shader.
    arbfp::WriteResult arbvp;
    /// GLSL targets: both shaders.
    std::string glsl_vertex, glsl_fragment;
    /// GLSL targets: how each global of either shader is spelled in GLSL (global, GLSL name).
    std::vector<std::pair<std::string, std::string>> glsl_vertex_names, glsl_fragment_names;
};

CompileResult CompileParasol(const CompileOptions& options);

struct CheckResult {
    bool ok = false;
    std::string diagnostics;
    std::size_t error_count = 0;
};

/// Checks the units together (every module, term, type and shader), without a program.
CheckResult CheckParasol(const std::vector<SourceUnit>& units);

/// True when `target` names a GLSL version this build can write.
bool IsGlslTarget(const std::string& target);

}  // namespace tessera::lang::parasol
