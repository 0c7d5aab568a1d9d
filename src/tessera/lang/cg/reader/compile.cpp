// SPDX-License-Identifier: MIT
// The Cg compile driver (see compile.h): stages in order, one diagnostic list, one format.
//
// The passes and the writer speak in IR spans (file index and byte offset in that file;
// span file i is SpanFiles(sources)[i]); lang/common/compile_driver.h runs them and maps
// their diagnostics back to cfamily's global offsets, the file included, so an error in an
// #included header points into the header. It also rewrites lower_unroll's "cannot unroll
// loop" as the profile's restriction ("loops must have a compile-time iteration count in
// arbfp1"), with the loop named by its keyword.
#include "lang/cg/reader/compile.h"

#include <utility>

#include "lang/arbvp/writer/arbvp_writer.h"
#include "lang/cg/reader/parser.h"
#include "lang/common/compile_driver.h"
#include "lang/cg/reader/sema.h"
#include "support/source.h"

namespace tessera::lang::cg {

std::vector<cfamily::MacroOption> PredefinedMacros(const std::string& profile) {
    // Our decision (docs/cg.md): __CG__ says "this is Cg", PROFILE_<NAME> which profile.
    std::vector<cfamily::MacroOption> out = {{false, "__CG__=1"}};
    std::string upper;
    for (char c : profile.substr(0, profile.find('-')))
        upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (!upper.empty()) out.push_back({false, "PROFILE_" + upper + "=1"});
    return out;
}

namespace {

struct Front {
    support::DiagnosticList diagnostics;
    std::unique_ptr<cfamily::Preprocessor> pp;
    TranslationUnit unit;
    bool ok = false;
};

void RunFront(const CompileOptions& options, Front& front) {
    cfamily::Options pp_options = cfamily::Options::Cg();
    pp_options.include_dirs = options.include_dirs;
    if (options.read_file) pp_options.read_file = options.read_file;
    pp_options.predefined = PredefinedMacros(options.profile);
    pp_options.command_line = options.defines;
    std::string text;
    if (options.source_text) {
        text = *options.source_text;
    } else if (!support::ReadFile(options.source_name, text)) {
        front.diagnostics.Error(0, 0, "cannot read '" + options.source_name + "'");
        front.pp = std::make_unique<cfamily::Preprocessor>(pp_options, front.diagnostics);
        return;
    }
    front.pp = std::make_unique<cfamily::Preprocessor>(pp_options, front.diagnostics);
    std::vector<cfamily::Token> tokens = front.pp->Run(options.source_name, std::move(text));
    if (front.diagnostics.HasErrors()) return;
    ParseDialect dialect;
    dialect.glsl_type_names = options.glsl_builtins;  // cgc's GLSL profiles took both kinds of names
    front.unit = ParseTranslationUnit(tokens, front.diagnostics, {}, dialect);
    front.ok = !front.diagnostics.HasErrors();
    cfamily::Preprocessor::Recycle(std::move(tokens));
}

// The module without its function bodies: what reflection reads (types, globals, files,
// signatures). Copying every body cost ~5% of a compile that only reflects.
ir::Module Signatures(ir::Module& module) {
    std::vector<std::pair<support::ChunkedVector<ir::Instruction>, ir::Block>> bodies;
    bodies.reserve(module.functions.size());
    for (ir::Function& f : module.functions) {
        bodies.emplace_back(std::exchange(f.insts, {}), std::exchange(f.body, {}));
    }
    ir::Module copy = module;
    for (std::size_t i = 0; i < bodies.size(); ++i) {
        module.functions[i].insts = std::move(bodies[i].first);
        module.functions[i].body = std::move(bodies[i].second);
    }
    return copy;
}

}  // namespace

CheckResult CheckCg(const CompileOptions& options) {
    Front front;
    RunFront(options, front);
    if (front.ok) {
        ir::Module module;
        SemaOptions sema;
        sema.entry = options.entry;
        sema.profile = options.profile;
        sema.check_only = true;
        sema.glsl_builtins = options.glsl_builtins;
        sema.interface_bindings = options.interface_bindings;
        AnalyzeAndLower(front.unit, front.pp->Sources(), sema, front.diagnostics, module);
    }
    CheckResult r;
    r.ok = !front.diagnostics.HasErrors();
    common::FillDiagnostics(r, front.pp.get(), front.diagnostics);
    return r;
}

CompileResult CompileCg(const CompileOptions& options) {
    CompileResult r;
    Front front;
    RunFront(options, front);
    auto finish = [&]() -> CompileResult {
        common::FillDiagnostics(r, front.pp.get(), front.diagnostics);
        r.ok = r.error_count == 0 && r.arbfp.ok();
        return std::move(r);
    };
    if (!front.ok) return finish();
    const ProfileInfo* info = FindProfile(options.profile);
    if (info == nullptr) {
        front.diagnostics.Error(0, 0, "unknown profile '" + options.profile +
                                          "' (this compiler supports arbfp1, arbvp1, fp30, fp40, vp30 and vp40)");
        return finish();
    }
    const bool vertex = info->vertex;
    const std::string profile_name(info->name);
    const cfamily::SourceManager& sources = front.pp->Sources();
    ir::Module module;
    SemaOptions sema;
    sema.entry = options.entry;
    sema.profile = options.profile;
    sema.interface_bindings = options.interface_bindings;
    sema.glsl_builtins = options.glsl_builtins;
    SemaResult analysed = AnalyzeAndLower(front.unit, sources, sema, front.diagnostics, module);
    if (!analysed.ok) return finish();
    r.ir = options.keep_front_ir ? module : Signatures(module);
    r.uniform_defaults = std::move(analysed.uniform_defaults);

    // Span file i is FileId files[i] (the main file is the first real one).
    const common::SpanMap spans(sources, SpanFiles(sources));
    ir::passes::PipelineOptions passes = options.passes;
    passes.fast_math = options.fast_math;
    // fp40 writes the loops it cannot unroll as REP/ENDREP, vp30 and vp40 as branches
    // (lang/arbfp/writer/isel_flow.cpp).
    passes.keep_loops = arbfp::KeepsLoops(info->nv_option);
    if (!common::RunPasses(module, options.optimize ? "lower,optimize" : "lower", passes, analysed.loops, profile_name,
                           spans, front.diagnostics))
        return finish();
    r.lowered = std::move(module);  // not used below; copying it cost ~6% of a compile

    arbfp::WriterOptions writer;
    writer.limits = options.arbfp_limits.value_or(DefaultArbfpLimits(options.profile));
    writer.uniforms = options.uniforms_to_env ? arbfp::UniformSpace::kEnv : arbfp::UniformSpace::kLocal;
    writer.comments = options.comments;
    writer.profile = profile_name;
    writer.nv_option = info->nv_option;
    // "#pragma position_invariant" (the Cg spec's "Position Invariance"): ARBvp's option.
    for (const cfamily::Pragma& pragma : front.pp->Pragmas())
        if (vertex && !pragma.tokens.empty() && pragma.tokens[0].IsIdentifier("position_invariant"))
            writer.position_invariant = true;
    writer.source_text = [&spans](std::uint32_t file) { return spans.Text(file); };
    if (vertex) {
        r.arbfp = arbvp::WriteArbvp(*r.lowered, writer, options.arbvp_limits.value_or(DefaultArbvpLimits(options.profile)));
    } else {
        r.arbfp = arbfp::WriteArbfp(*r.lowered, writer);
    }
    common::ReportWriterDiagnostics(r.arbfp, spans, front.diagnostics);
    writer.source_text = nullptr;
    return finish();
}

const ProfileInfo* FindProfile(std::string_view profile) {
    // cgc's fp30 and vp30 wrote NVIDIA's own languages (`!!FP1.0`, `!!VP2.0`); Tessera
    // writes the same instruction sets as the options of the ARB languages (docs/cgc.md).
    static const ProfileInfo kProfiles[] = {
        {"arbfp1", "arbfp1", false, ""},
        {"arbfp1-strict", "arbfp1", false, ""},
        {"arbvp1", "arbvp1", true, ""},
        {"arbvp1-strict", "arbvp1", true, ""},
        {"fp30", "fp30", false, "NV_fragment_program"},
        {"fp40", "fp40", false, "NV_fragment_program2"},
        {"vp30", "vp30", true, "NV_vertex_program2"},
        {"vp40", "vp40", true, "NV_vertex_program3"},
    };
    for (const ProfileInfo& p : kProfiles)
        if (p.profile == profile) return &p;
    return nullptr;
}

bool IsVertexProfile(std::string_view profile) {
    const ProfileInfo* info = FindProfile(profile);
    return info != nullptr && info->vertex;
}

arbasm::fragment::Limits DefaultArbfpLimits(std::string_view profile) {
    if (profile.ends_with("-strict")) return arbasm::fragment::Limits::Minimum();
    const ProfileInfo* info = FindProfile(profile);
    // The NV profiles keep arbfp1's limits (cgc's NumTemps default of 32 among them).
    return info != nullptr && !info->nv_option.empty() ? arbfp::Arbfp1Limits().WithNvOptions() : arbfp::Arbfp1Limits();
}

arbasm::vertex::Limits DefaultArbvpLimits(std::string_view profile) {
    if (profile.ends_with("-strict")) return arbasm::vertex::Limits::Minimum();
    const ProfileInfo* info = FindProfile(profile);
    return info != nullptr && !info->nv_option.empty() ? arbvp::Arbvp1Limits().WithNvOptions() : arbvp::Arbvp1Limits();
}

}  // namespace tessera::lang::cg
