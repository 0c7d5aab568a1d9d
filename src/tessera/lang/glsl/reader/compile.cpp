// SPDX-License-Identifier: MIT
// The GLSL compile driver (see compile.h): stages in order, one diagnostic list, one format.
//
// IR spans name file 0, the shader's one source (GLSL has no #include);
// lang/common/compile_driver.h runs the passes and the writer and turns their spans back
// into cfamily's global offsets so that SourceManager formats every message. The one
// message rewritten is lower_unroll's "cannot unroll loop": for ARBfp it is the target's
// restriction, and the user should read it as such, with the loop named.
#include "lang/glsl/reader/compile.h"

#include "lang/common/compile_driver.h"
#include "lang/glsl/reader/parser.h"
#include "lang/glsl/reader/sema.h"
#include "support/source.h"

namespace tessera::lang::glsl {

namespace {

struct Front {
    support::DiagnosticList diagnostics;
    std::unique_ptr<cfamily::Preprocessor> pp;
    TranslationUnit unit;
    int version = 110;
    bool ok = false;
};

void RunFront(const CompileOptions& options, Front& front) {
    cfamily::Options pp_options = cfamily::Options::Glsl();
    pp_options.supported_versions = {110, 120};
    pp_options.default_version = options.default_version == 120 ? 120 : 110;
    // The "f" suffix is GLSL 1.20's, but Mesa (the reference piglit expects) takes it in 1.10 too.
    pp_options.numbers.float_suffix_f = true;
    pp_options.command_line = options.defines;
    front.pp = std::make_unique<cfamily::Preprocessor>(pp_options, front.diagnostics);
    std::string text;
    if (options.source_text) {
        text = *options.source_text;
    } else if (!support::ReadFile(options.source_name, text)) {
        front.diagnostics.Error(0, 0, "cannot read '" + options.source_name + "'");
        return;
    }
    std::vector<cfamily::Token> tokens = front.pp->Run(options.source_name, std::move(text));
    if (front.diagnostics.HasErrors()) return;
    front.version = front.pp->Version();
    ParseGlsl(tokens, front.version, front.diagnostics, front.unit);
    front.ok = !front.diagnostics.HasErrors();
}

}  // namespace

CheckResult CheckGlsl(const CompileOptions& options) {
    Front front;
    RunFront(options, front);
    if (front.ok) {
        ir::Module module;
        SemaOptions sema;
        sema.version = front.version;
        sema.check_only = true;
        sema.vertex = options.stage == ShaderStage::kVertex;
        AnalyzeGlsl(front.unit, front.pp->Sources(), sema, front.diagnostics, module);
    }
    CheckResult r;
    r.ok = !front.diagnostics.HasErrors();
    common::FillDiagnostics(r, front.pp.get(), front.diagnostics);
    return r;
}

CompileResult CompileGlsl(const CompileOptions& options) {
    CompileResult r;
    Front front;
    RunFront(options, front);
    auto finish = [&]() -> CompileResult {
        common::FillDiagnostics(r, front.pp.get(), front.diagnostics);
        r.ok = r.error_count == 0 && r.arbfp.ok();
        return std::move(r);
    };
    if (!front.ok) return finish();
    const bool vertex = options.stage == ShaderStage::kVertex;
    const cfamily::SourceManager& sources = front.pp->Sources();
    ir::Module module;
    SemaOptions sema;
    sema.version = front.version;
    sema.vertex = vertex;
    sema.varying_slots = options.varying_slots;
    sema.pack_varyings = options.pack_varyings;
    sema.attribute_locations = options.attribute_locations;
    const support::DiagnosticList before = front.diagnostics;
    SemaResult analysed = AnalyzeGlsl(front.unit, sources, sema, front.diagnostics, module);
    if (analysed.varyings_overflow && !sema.pack_varyings) {
        // Whole vectors do not fit: the same shader again with its varyings packed.
        front.diagnostics = before;
        module = ir::Module{};
        sema.pack_varyings = true;
        analysed = AnalyzeGlsl(front.unit, sources, sema, front.diagnostics, module);
    }
    r.packed_varyings = sema.pack_varyings;
    if (!analysed.ok) return finish();
    r.ir = module;
    r.uniform_defaults = analysed.uniform_defaults;
    r.attributes = analysed.attributes;
    r.varyings = analysed.varyings;

    // IR span file 0 is the shader's one source.
    const common::SpanMap spans(sources, {MainFile(sources)});
    if (!common::RunPasses(module, options.optimize ? "lower,optimize" : "lower", options.passes, analysed.loops,
                           vertex ? "ARB_vertex_program" : "ARB_fragment_program", spans, front.diagnostics))
        return finish();
    r.lowered = std::move(module);  // not used below; copying it cost ~6% of a compile

    arbfp::WriterOptions writer;
    writer.limits = options.limits;
    writer.comments = options.comments;
    writer.profile = vertex ? "arbvp1" : "arbfp1";
    writer.source_text = [&spans](std::uint32_t file) { return spans.Text(file); };
    r.arbfp = vertex ? arbvp::WriteArbvp(*r.lowered, writer, options.vertex_limits) : arbfp::WriteArbfp(*r.lowered, writer);
    common::ReportWriterDiagnostics(r.arbfp, spans, front.diagnostics);
    return finish();
}

LinkResult LinkGlsl(CompileOptions vertex, CompileOptions fragment) {
    vertex.stage = ShaderStage::kVertex;
    fragment.stage = ShaderStage::kFragment;
    LinkResult r;
    r.fragment = CompileGlsl(fragment);
    // The fragment shader's own assignment is the program's; a vertex shader of a program
    // whose fragment shader reads no varying writes none.
    vertex.varying_slots = r.fragment.varyings;
    vertex.pack_varyings = r.fragment.packed_varyings;
    if (vertex.varying_slots.empty()) vertex.varying_slots[""] = -1;
    r.vertex = CompileGlsl(vertex);
    return r;
}

}  // namespace tessera::lang::glsl
