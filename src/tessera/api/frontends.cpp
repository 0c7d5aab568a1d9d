// SPDX-License-Identifier: MIT
// The Cg and Parasol rows' functions, and the table that lists every row (frontends.h says
// why); GLSL's are in glsl_frontend.cpp, ISL's in isl_frontend.cpp.
//
// Each function turns the API's CompileOptions into its front end's options, runs it, and
// hands the ARB writer's result to ReflectArbfp, which every ARB-producing front end
// shares. To add a language: write `CompileX` and `CheckX` here (or in a file of their own
// in this folder), put them into the language's row of kFrontEnds, and link its library in
// CMakeLists.txt.
#include "api/frontends.h"

#include <algorithm>

#include "ir/printer.h"
#include "lang/arbvp/writer/arbvp_writer.h"
#include "lang/cg/reader/compile.h"
#include "lang/parasol/reader/compile.h"

namespace tessera::api_detail {

namespace {

// The Cg front end keeps the entry function as `ENTRY_cg` and makes each of its parameters a
// global of the parameter's name (or ENTRY_name where a global of the source has the name;
// lang/cg/reader/lower_entry.cpp), and the return value a global named ENTRY. They are found by
// name: members the front end makes globals of their own ("PREV.texture") follow them.
EntryParameters CgEntryParameters(const ir::Module& module, const std::string& entry) {
    EntryParameters out;
    auto impl = std::find_if(module.functions.begin(), module.functions.end(),
                             [&](const ir::Function& f) { return f.name == entry + "_cg"; });
    if (impl == module.functions.end()) return out;
    auto global = [&](const std::string& name) {
        return std::any_of(module.globals.begin(), module.globals.end(),
                           [&](const ir::Global& g) { return g.name == name; });
    };
    for (const ir::Parameter& p : impl->params) {
        const std::string renamed = entry + "_" + p.name;
        out.names.push_back(global(renamed) ? renamed : p.name);
    }
    if (impl->return_type != module.types.Void()) out.return_name = entry;
    return out;
}

lang::cg::CompileOptions CgOptions(const CompileOptions& options) {
    lang::cg::CompileOptions cg;
    cg.source_name = options.source_name;
    cg.source_text = options.source_text;
    cg.include_dirs = options.include_dirs;
    cg.defines = MacroOptions(options.defines);
    cg.entry = options.entry;
    cg.profile = options.profile;
    cg.optimize = options.optimize;
    cg.fast_math = options.fast_math;
    cg.passes = PassOptions(options);
    cg.comments = options.comments;
    cg.keep_front_ir = options.keep_ir;  // ir_text prints the bodies
    cg.uniforms_to_env = options.uniforms_to_env;
    cg.interface_bindings = options.interface_bindings;
    return cg;
}

std::vector<lang::parasol::SourceUnit> ParasolUnits(const CompileOptions& options) {
    std::vector<lang::parasol::SourceUnit> units = {{options.source_name, options.source_text}};
    for (const std::string& more : options.more_sources) units.push_back({more, std::nullopt});
    return units;
}

// cgc's profile options that set a limit (CompileOptions::profile_options) applied to the
// ARB profile's limits; any other option is ignored with a warning, and a limit without a
// whole number is an error. The messages have no position (the API's "error: ..." form).
struct ProfileLimits {
    std::string text;
    int errors = 0, warnings = 0;
};

ProfileLimits ApplyProfileOptions(const std::vector<std::string>& profile_options, lang::cg::CompileOptions& cg) {
    ProfileLimits out;
    if (profile_options.empty()) return out;
    const bool vertex = lang::cg::IsVertexProfile(cg.profile);
    lang::arbasm::fragment::Limits fragment = lang::cg::DefaultArbfpLimits(cg.profile);
    lang::arbasm::vertex::Limits vertex_limits = lang::cg::DefaultArbvpLimits(cg.profile);
    for (const std::string& option : profile_options) {
        switch (vertex ? lang::arbasm::vertex::ApplyCgcLimitOption(vertex_limits, option)
                       : lang::arbasm::fragment::ApplyCgcLimitOption(fragment, option)) {
            case lang::arbasm::LimitOption::kApplied: break;
            case lang::arbasm::LimitOption::kBadValue:
                out.text += "error: profile option '" + option + "': the value is not a whole number in its range\n";
                ++out.errors;
                break;
            case lang::arbasm::LimitOption::kNotALimit:
                out.text += "warning: profile option '" + option + "' is ignored (Tessera acts on " + cg.profile +
                            "'s resource options only)\n";
                ++out.warnings;
                break;
        }
    }
    if (vertex) cg.arbvp_limits = vertex_limits;
    else cg.arbfp_limits = fragment;
    return out;
}

}  // namespace

CompileResult CompileCg(const CompileOptions& options) {
    if (options.profile == "retroarch-glsl") return CompileRetroArch(options);
    lang::cg::CompileOptions cg = CgOptions(options);
    const bool glsl = IsGlslProfile(options.profile);
    // A GLSL target writes the lowered module of the stage's ARB profile; the ARB writer's
    // verdict does not matter then (GLSL expresses what arbfp1 cannot, e.g. derivatives), so
    // its diagnostics are dropped when the lowered module exists. GLSL's spellings of
    // library functions are Cg there, as in cgc's GLSL profiles.
    if (glsl) {
        cg.profile = WantsVertex(options) ? "arbvp1" : "arbfp1";
        cg.glsl_builtins = true;
    }
    const ProfileLimits limits = glsl ? ProfileLimits{} : ApplyProfileOptions(options.profile_options, cg);
    if (limits.errors) return StartResult(options, limits.text, limits.errors, limits.warnings);
    lang::cg::CompileResult compiled = lang::cg::CompileCg(cg);
    const bool keep_arb_diagnostics = !glsl || compiled.ok || !compiled.lowered;
    CompileResult result =
        StartResult(options, limits.text + (keep_arb_diagnostics ? std::move(compiled.diagnostics) : ""),
                    keep_arb_diagnostics ? compiled.error_count : 0, compiled.warning_count + limits.warnings);
    if (options.keep_ir && compiled.ir) result.ir_text = ir::Print(*compiled.ir);
    if (compiled.ir) result.source_files = compiled.ir->files;
    if (glsl ? !compiled.lowered : !compiled.ok) return result;
    EntryParameters entry;
    if (compiled.ir) entry = CgEntryParameters(*compiled.ir, options.entry);
    if (compiled.ok) {
        ReflectArbfp(compiled.arbfp, entry, result);
        AddUniformDefaults(compiled.uniform_defaults, result);
    }
    if (glsl) {
        result.arbfp.clear();
        result.arbvp.clear();
        lang::glsl::GlslWriteResult written;
        if (!WriteGlslOf(*compiled.lowered, options, result.glsl, result, &written)) return result;
        if (compiled.ir) ReflectGlsl(*compiled.ir, *compiled.lowered, entry, written, result);
    }
    result.ok = true;
    return result;
}

CompileResult CheckCg(const CompileOptions& options) {
    return FromCheck(options, lang::cg::CheckCg(CgOptions(options)));
}

CompileResult CompileParasol(const CompileOptions& options) {
    if (options.program.empty())
        return StartResult(options,
                           options.source_name +
                               ": error: Parasol needs the program to compile, "
                               "package.Module.program\n",
                           1, 0);
    lang::parasol::CompileOptions parasol;
    parasol.units = ParasolUnits(options);
    parasol.program = options.program;
    parasol.target = options.profile;
    parasol.optimize = options.optimize;
    parasol.comments = options.comments;
    parasol.passes = PassOptions(options);
    lang::parasol::CompileResult compiled = lang::parasol::CompileParasol(parasol);
    CompileResult result =
        StartResult(options, std::move(compiled.diagnostics), compiled.error_count, 0);
    result.entry = options.program;
    for (const auto& unit : parasol.units) result.source_files.push_back(unit.name);
    if (options.keep_ir) {
        if (compiled.vertex_ir) result.ir_text += "# vertex shader\n" + ir::Print(*compiled.vertex_ir);
        if (compiled.fragment_ir)
            result.ir_text += "# fragment shader\n" + ir::Print(*compiled.fragment_ir);
    }
    if (!compiled.ok) return result;
    if (lang::parasol::IsGlslTarget(options.profile)) {
        result.glsl = std::move(compiled.glsl_fragment);
        result.glsl_vertex = std::move(compiled.glsl_vertex);
    } else {
        ReflectArbfp(WantsVertex(options) ? compiled.arbvp : compiled.arbfp, {}, result);
    }
    result.ok = true;
    return result;
}

CompileResult CheckParasol(const CompileOptions& options) {
    return FromCheck(options, lang::parasol::CheckParasol(ParasolUnits(options)));
}

namespace {

const FrontEnd kFrontEnds[] = {
    {Language::kArbfp, "arbfp", {"fp", "arbfp"}, nullptr, nullptr},
    {Language::kArbvp, "arbvp", {"vp", "arbvp"}, nullptr, nullptr},
    {Language::kCg, "cg", {"cg"}, &CompileCg, &CheckCg},
    {Language::kGlsl, "glsl", {"frag", "vert", "glsl"}, &CompileGlsl, &CheckGlsl},
    {Language::kParasol, "parasol", {"p"}, &CompileParasol, &CheckParasol},
    {Language::kIsl, "isl", {"isl"}, &CompileIsl, &CheckIsl},
};

}  // namespace

std::span<const FrontEnd> FrontEnds() { return kFrontEnds; }

const FrontEnd& FrontEndOf(Language language) {
    for (const FrontEnd& f : kFrontEnds)
        if (f.language == language) return f;
    return kFrontEnds[0];  // unreachable: every Language has a row
}

}  // namespace tessera::api_detail
