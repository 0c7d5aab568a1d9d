// The Cg compile driver (see compile.h): stages in order, one diagnostic list, one format.
//
// The passes and the writer speak in IR spans (file index and byte offset in that file;
// sema uses cfamily's FileId as the index); this driver turns them back into cfamily's
// global offsets so that SourceManager formats every message the same way. Pass
// diagnostics carry only an offset, so the file is recovered from the spans sema recorded
// (a loop's span, for the unroll pass's complaint) or taken to be the main file.
//
// The one message rewritten here is lower_unroll's "cannot unroll loop": in arbfp1 it is the
// profile's restriction, and the user should read it as such ("loops must have a
// compile-time iteration count in arbfp1"), with the loop named by its keyword.
#include "lang/cg/compile.h"

#include "lang/cg/parser.h"
#include "lang/cg/sema.h"
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
    front.unit = ParseTranslationUnit(tokens, front.diagnostics);
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
        AnalyzeAndLower(front.unit, front.pp->Sources(), sema, front.diagnostics, module);
    }
    CheckResult r;
    r.ok = !front.diagnostics.HasErrors();
    r.diagnostics = FormatAll(front);
    r.error_count = front.diagnostics.ErrorCount();
    r.warning_count = Count(front.diagnostics, support::Severity::kWarning);
    return r;
}

CompileResult CompileCg(const CompileOptions& options) {
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
    if (options.profile != "arbfp1" && options.profile != "arbfp1-strict") {
        front.diagnostics.Error(0, 0, "unknown profile '" + options.profile +
                                          "' (this compiler supports arbfp1)");
        return finish();
    }
    const cfamily::SourceManager& sources = front.pp->Sources();
    ir::Module module;
    SemaOptions sema;
    sema.entry = options.entry;
    sema.profile = options.profile;
    SemaResult analysed = AnalyzeAndLower(front.unit, sources, sema, front.diagnostics, module);
    if (!analysed.ok) return finish();
    r.ir = module;

    // Span file i is FileId files[i]; the main file is the first real one.
    const std::vector<cfamily::FileId> files = SpanFiles(sources);
    const std::uint32_t main_file = 0;
    auto global = [&](std::uint32_t file, std::size_t offset) -> std::size_t {
        if (files.empty()) return offset;
        if (file >= files.size()) file = main_file;
        return sources.At(files[file], offset).offset;
    };

    ir::passes::PipelineOptions passes = options.passes;
    passes.fast_math = options.fast_math;
    support::DiagnosticList pass_diagnostics;
    ir::passes::Result ran = ir::passes::RunPipeline(
        module, options.optimize ? "lower,optimize" : "lower", passes, pass_diagnostics);
    for (const support::Diagnostic& d : pass_diagnostics.All()) {
        std::uint32_t file = main_file;
        std::string message = d.message;
        for (const LoopInfo& loop : analysed.loops) {
            if (loop.span.offset != d.offset) continue;
            file = loop.span.file;
            if (message.rfind("cannot unroll loop", 0) == 0) {
                std::string why = message.find(':') != std::string::npos
                                      ? message.substr(message.find(':') + 2)
                                      : message;
                message = "loops must have a compile-time iteration count in arbfp1: this '" +
                          loop.keyword + "' loop cannot be unrolled (" + why + ")";
            }
            break;
        }
        std::size_t at = global(file, d.offset);
        if (d.severity == support::Severity::kError) front.diagnostics.Error(at, d.length, message);
        else if (d.severity == support::Severity::kWarning) front.diagnostics.Warning(at, d.length, message);
        else front.diagnostics.Note(at, d.length, message);
    }
    if (!ran.ok || pass_diagnostics.HasErrors()) return finish();
    r.lowered = module;

    arbfp::WriterOptions writer;
    writer.limits = options.profile == "arbfp1-strict" ? arbfp::Limits::Minimum() : arbfp::Arbfp1Limits();
    writer.uniforms = options.uniforms_to_env ? arbfp::UniformSpace::kEnv : arbfp::UniformSpace::kLocal;
    writer.comments = options.comments;
    writer.profile = "arbfp1";
    std::vector<std::string> texts;
    for (cfamily::FileId id : files) texts.emplace_back(sources.File(id).Text());
    writer.source_text = [&texts](std::uint32_t file) -> const std::string* {
        return file < texts.size() ? &texts[file] : nullptr;
    };
    r.arbfp = arbfp::WriteArbfp(*r.lowered, writer);
    for (const arbfp::WriterDiagnostic& d : r.arbfp.diagnostics) {
        std::size_t at = global(d.span.file, d.span.offset);
        std::size_t length = d.span.length ? d.span.length : 1;
        if (d.severity == support::Severity::kError) front.diagnostics.Error(at, length, d.message);
        else if (d.severity == support::Severity::kWarning) front.diagnostics.Warning(at, length, d.message);
        else front.diagnostics.Note(at, length, d.message);
    }
    writer.source_text = nullptr;
    return finish();
}

}  // namespace tessera::lang::cg
