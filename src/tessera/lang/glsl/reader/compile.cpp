// The GLSL compile driver (see compile.h): stages in order, one diagnostic list, one format.
//
// IR spans name file 0, the shader's one source (GLSL has no #include); this driver turns
// them back into cfamily's global offsets so that SourceManager formats every message.
// The one message rewritten is lower_unroll's "cannot unroll loop": for ARBfp it is the
// target's restriction, and the user should read it as such, with the loop named.
#include "lang/glsl/reader/compile.h"

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

std::size_t Count(const support::DiagnosticList& list, support::Severity severity) {
    std::size_t n = 0;
    for (const support::Diagnostic& d : list.All()) n += d.severity == severity;
    return n;
}

std::string FormatAll(const Front& front) {
    if (!front.pp || front.pp->Sources().FileCount() == 0) {
        std::string out;
        for (const support::Diagnostic& d : front.diagnostics.All()) out += "error: " + d.message + "\n";
        return out;
    }
    return front.pp->Sources().FormatAll(front.diagnostics);
}

void Report(support::DiagnosticList& list, support::Severity severity, std::size_t at, std::size_t length,
            const std::string& message) {
    if (severity == support::Severity::kError) list.Error(at, length, message);
    else if (severity == support::Severity::kWarning) list.Warning(at, length, message);
    else list.Note(at, length, message);
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
        AnalyzeGlsl(front.unit, front.pp->Sources(), sema, front.diagnostics, module);
    }
    CheckResult r;
    r.ok = !front.diagnostics.HasErrors();
    r.diagnostics = FormatAll(front);
    r.error_count = front.diagnostics.ErrorCount();
    r.warning_count = Count(front.diagnostics, support::Severity::kWarning);
    return r;
}

CompileResult CompileGlsl(const CompileOptions& options) {
    CompileResult r;
    Front front;
    RunFront(options, front);
    auto finish = [&]() -> CompileResult {
        r.diagnostics = FormatAll(front);
        r.error_count = front.diagnostics.ErrorCount();
        r.warning_count = Count(front.diagnostics, support::Severity::kWarning);
        r.ok = r.error_count == 0 && r.arbfp.ok();
        return std::move(r);
    };
    if (!front.ok) return finish();
    if (options.stage != ShaderStage::kFragment) {
        front.diagnostics.Error(0, 0, "only fragment shaders can be compiled to ARBfp");
        return finish();
    }
    const cfamily::SourceManager& sources = front.pp->Sources();
    ir::Module module;
    SemaOptions sema;
    sema.version = front.version;
    SemaResult analysed = AnalyzeGlsl(front.unit, sources, sema, front.diagnostics, module);
    if (!analysed.ok) return finish();
    r.ir = module;
    r.uniform_defaults = analysed.uniform_defaults;

    const cfamily::FileId main_file = MainFile(sources);
    auto global = [&](std::size_t offset) -> std::size_t { return sources.At(main_file, offset).offset; };

    support::DiagnosticList pass_diagnostics;
    ir::passes::Result ran =
        ir::passes::RunPipeline(module, options.optimize ? "lower,optimize" : "lower", options.passes, pass_diagnostics);
    for (const support::Diagnostic& d : pass_diagnostics.All()) {
        std::string message = d.message;
        for (const LoopInfo& loop : analysed.loops) {
            if (loop.span.offset != d.offset || message.rfind("cannot unroll loop", 0) != 0) continue;
            std::string why = message.find(':') != std::string::npos ? message.substr(message.find(':') + 2) : message;
            message = "loops must have a compile-time iteration count in ARB_fragment_program: this '" + loop.keyword +
                      "' loop cannot be unrolled (" + why + ")";
            break;
        }
        Report(front.diagnostics, d.severity, global(d.offset), d.length, message);
    }
    if (!ran.ok || pass_diagnostics.HasErrors()) return finish();
    r.lowered = module;

    arbfp::WriterOptions writer;
    writer.limits = options.limits;
    writer.comments = options.comments;
    writer.profile = "arbfp1";
    const std::string text(sources.File(main_file).Text());
    writer.source_text = [&text](std::uint32_t file) -> const std::string* { return file == 0 ? &text : nullptr; };
    r.arbfp = arbfp::WriteArbfp(*r.lowered, writer);
    for (const arbfp::WriterDiagnostic& d : r.arbfp.diagnostics)
        Report(front.diagnostics, d.severity, global(d.span.offset), d.span.length ? d.span.length : 1, d.message);
    return finish();
}

}  // namespace tessera::lang::glsl
