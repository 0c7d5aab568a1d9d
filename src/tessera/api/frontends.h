// SPDX-License-Identifier: MIT
// The API's one table of languages: each row names a language, its file extensions and the
// functions that compile and check it (nullptr while the front end has not landed). A new
// front end is two functions (frontends.cpp or a file of its own here) and one filled-in
// row; nothing else in the API changes.
#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <string_view>
#include <vector>

#include "ir/module.h"
#include "ir/passes/pass_manager.h"
#include "lang/arbfp/writer/arbfp_writer.h"
#include "lang/common/cfamily/preprocessor.h"
#include "lang/glsl/writer/glsl_writer.h"
#include "tessera/tessera.hpp"

namespace tessera::api_detail {

using CompileFunction = CompileResult (*)(const CompileOptions& options);

struct FrontEnd {
    Language language;
    const char* name;
    std::vector<std::string_view> extensions;
    CompileFunction compile;  ///< nullptr: the language is known but does not compile yet
    CompileFunction check;    ///< nullptr: no front-end check of its own
};

// The rows' functions, by language (frontends.cpp, glsl_frontend.cpp, isl_frontend.cpp).
CompileResult CompileCg(const CompileOptions& options);
/// Cg's "retroarch-glsl" target: main_vertex and main_fragment in RetroArch's GLSL shader
/// file (retroarch.cpp).
CompileResult CompileRetroArch(const CompileOptions& options);
CompileResult CheckCg(const CompileOptions& options);
CompileResult CompileGlsl(const CompileOptions& options);
CompileResult CheckGlsl(const CompileOptions& options);
CompileResult CompileParasol(const CompileOptions& options);
CompileResult CheckParasol(const CompileOptions& options);
CompileResult CompileIsl(const CompileOptions& options);
CompileResult CheckIsl(const CompileOptions& options);

/// What the C-family front ends share of the options: -D/-U, and the pass manager's
/// debugging switches.
std::vector<lang::cfamily::MacroOption> MacroOptions(const std::vector<Define>& defines);
ir::passes::PipelineOptions PassOptions(const CompileOptions& options);
/// True when `options` asks for a vertex program (CompileOptions::stage says which imply it).
bool WantsVertex(const CompileOptions& options);

/// Writes `module` (a lowered fragment or vertex module) as GLSL of `options.profile`, in
/// `options.glsl_conventions`, into `glsl`; the writer's result (names...) to `written`.
/// On failure adds the writer's diagnostics to `result` and returns false.
bool WriteGlslOf(const ir::Module& module, const CompileOptions& options, std::string& glsl,
                 CompileResult& result, lang::glsl::GlslWriteResult* written = nullptr);
bool IsGlslProfile(const std::string& profile);

/// Starts a result: entry, profile, and the front end's formatted diagnostics and counts.
CompileResult StartResult(const CompileOptions& options, std::string diagnostics,
                          std::size_t errors, std::size_t warnings);

/// The result of a front end's check: its verdict, diagnostics and counts.
template <typename CheckResultT>
CompileResult FromCheck(const CompileOptions& options, CheckResultT checked) {
    std::size_t warnings = 0;
    if constexpr (requires { checked.warning_count; }) warnings = checked.warning_count;
    CompileResult result =
        StartResult(options, std::move(checked.diagnostics), checked.error_count, warnings);
    result.ok = checked.ok;
    return result;
}

std::span<const FrontEnd> FrontEnds();
const FrontEnd& FrontEndOf(Language language);

/// Which entry parameter (by index) each global of the front end's module stands for;
/// globals that are not entry parameters are absent. Returns -1 for those.
struct EntryParameters {
    std::vector<std::string> names;  ///< the globals that hold entry parameters, in order
    std::string return_name;         ///< the global holding the return value, or empty
    int OrdinalOf(std::string_view global) const;
};

/// The API's counts from either ARB target's ResourceCounts (ARBvp has no texture
/// instructions: every instruction is an ALU one, as the ARBvp writer counts them).
template <typename CountsT>
Counts CountsOf(const CountsT& c) {
    Counts out;
    out.instructions = static_cast<int>(c.instructions);
    if constexpr (requires { c.tex_indirections; }) {  // fragment programs only
        out.alu_instructions = static_cast<int>(c.alu_instructions);
        out.tex_instructions = static_cast<int>(c.tex_instructions);
        out.tex_indirections = static_cast<int>(c.tex_indirections);
    } else {
        out.alu_instructions = out.instructions;
    }
    out.temporaries = static_cast<int>(c.temporaries);
    out.parameters = static_cast<int>(c.parameters);
    out.attributes = static_cast<int>(c.attributes);
    return out;
}

/// Fills `result`'s ARB text (arbfp or arbvp, by its header), variables, constants and counts
/// from an ARB writer's result.
void ReflectArbfp(const lang::arbfp::WriteResult& written, const EntryParameters& entry,
                  CompileResult& result);

/// The reflection of a Cg entry written as GLSL (glsl_reflect.cpp): every global of `front`
/// (struct varyings and uniforms field by field), bound to the writer's GLSL names (and
/// semantics it gave varyings declared without one),
/// referenced as the `lowered` entry uses them; the ARB writer's numbers are kept from
/// `result.variables` where it wrote the same entry.
void ReflectGlsl(const ir::Module& front, const ir::Module& lowered, const EntryParameters& entry,
                 const lang::glsl::GlslWriteResult& written, CompileResult& result);

/// Sets `default_value` of the uniforms `defaults` names (front ends' initializers, by
/// binding name, flattened in the IR's layout).
void AddUniformDefaults(const std::map<std::string, std::vector<double>>& defaults,
                        CompileResult& result);

/// Rows from the top (the API's Image) <-> rows from the bottom (GL's framebuffer).
std::vector<std::uint8_t> FlipRows(std::span<const std::uint8_t> rgba, int width, int height);

/// Parses formatted diagnostics (`file:line:col: error: message` lines, then the source line
/// and caret) back into positions, keeping the formatted text too.
void SetDiagnostics(std::string formatted, CompileResult& result);
std::vector<Diagnostic> ParseDiagnostics(std::string_view formatted);

}  // namespace tessera::api_detail
