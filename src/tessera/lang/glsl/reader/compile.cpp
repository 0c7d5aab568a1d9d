// SPDX-License-Identifier: MIT
// The GLSL compile driver (see compile.h): stages in order, one diagnostic list, one format.
//
// IR span file i is shader i of the stage (GLSL has no #include; several shaders are linked);
// lang/common/compile_driver.h runs the passes and the writer and turns their spans back
// into cfamily's global offsets so that SourceManager formats every message. The one
// message rewritten is lower_unroll's "cannot unroll loop": for ARBfp it is the target's
// restriction, and the user should read it as such, with the loop named.
#include "lang/glsl/reader/compile.h"

#include <deque>

#include "lang/common/compile_driver.h"
#include "lang/glsl/reader/parser.h"
#include "lang/glsl/reader/sema.h"
#include "support/source.h"

namespace tessera::lang::glsl {

namespace {

struct Front {
    support::DiagnosticList diagnostics;
    std::unique_ptr<cfamily::Preprocessor> pp;
    std::deque<TranslationUnit> units;
    std::vector<LinkedShader> shaders;
    bool ok = false;

    std::vector<cfamily::FileId> Files() const {
        std::vector<cfamily::FileId> files;
        for (const LinkedShader& s : shaders) files.push_back(s.file);
        return files;
    }
};

// Preprocesses and parses one shader of the stage into front.units; false after errors.
bool ReadShader(const ShaderSource& source, Front& front) {
    std::string text;
    if (source.text) {
        text = *source.text;
    } else if (!support::ReadFile(source.name, text)) {
        front.diagnostics.Error(0, 0, "cannot read '" + source.name + "'");
        return false;
    }
    const cfamily::SourceManager& sources = front.pp->Sources();
    const std::size_t first_file = sources.FileCount();
    std::vector<cfamily::Token> tokens = front.pp->Run(source.name, std::move(text));
    if (front.diagnostics.HasErrors()) return false;
    LinkedShader shader;
    shader.unit = &front.units.emplace_back();
    shader.version = front.pp->Version();
    // The run's own file, after the "<built-in>" and "<command line>" ones it may add.
    for (cfamily::FileId id = static_cast<cfamily::FileId>(first_file); id < sources.FileCount();
         ++id)
        if (sources.File(id).Name() == source.name) {
            shader.file = id;
            break;
        }
    ParseGlsl(tokens, shader.version, front.diagnostics, front.units.back());
    cfamily::Preprocessor::Recycle(std::move(tokens));
    front.shaders.push_back(shader);
    return !front.diagnostics.HasErrors();
}

// Each shader of a link must compile on its own, as glCompileShader runs before the link.
bool CheckEachShader(const CompileOptions& options, Front& front) {
    for (const LinkedShader& shader : front.shaders) {
        ir::Module module;
        SemaOptions sema;
        sema.version = shader.version;
        sema.check_only = true;
        sema.vertex = options.stage == ShaderStage::kVertex;
        AnalyzeLinkedGlsl({shader}, front.pp->Sources(), sema, front.diagnostics, module);
    }
    return !front.diagnostics.HasErrors();
}

void RunFront(const CompileOptions& options, Front& front) {
    cfamily::Options pp_options = cfamily::Options::Glsl();
    pp_options.supported_versions = {110, 120};
    pp_options.default_version = options.default_version == 120 ? 120 : 110;
    // The "f" suffix is GLSL 1.20's, but Mesa (the reference piglit expects) takes it in 1.10 too.
    pp_options.numbers.float_suffix_f = true;
    pp_options.command_line = options.defines;
    front.pp = std::make_unique<cfamily::Preprocessor>(pp_options, front.diagnostics);
    if (!ReadShader({options.source_name, options.source_text}, front)) return;
    for (const ShaderSource& source : options.linked_sources)
        if (!ReadShader(source, front)) return;
    front.ok = front.shaders.size() == 1 || CheckEachShader(options, front);
}

}  // namespace

CheckResult CheckGlsl(const CompileOptions& options) {
    Front front;
    RunFront(options, front);
    bool link_failed = false;
    if (front.ok) {
        ir::Module module;
        SemaOptions sema;
        sema.version = front.shaders[0].version;
        sema.check_only = true;
        sema.vertex = options.stage == ShaderStage::kVertex;
        link_failed =
            AnalyzeLinkedGlsl(front.shaders, front.pp->Sources(), sema, front.diagnostics, module)
                .link_failed;
    }
    CheckResult r;
    r.ok = !front.diagnostics.HasErrors();
    r.link_failed = link_failed;
    common::FillDiagnostics(r, front.pp.get(), front.diagnostics);
    return r;
}

namespace {

/// The target as messages name it: "ARB_fragment_program", or the option's name.
std::string TargetName(const std::string& nv_option, bool vertex) {
    if (!nv_option.empty()) return "ARB_" + std::string(vertex ? "vertex" : "fragment") + "_program with " + nv_option;
    return vertex ? "ARB_vertex_program" : "ARB_fragment_program";
}

/// The `#profile` line's name: cgc's profile of the option (docs/cgc.md), else arbfp1/arbvp1.
std::string ProfileName(const std::string& nv_option, bool vertex) {
    if (nv_option == "NV_fragment_program") return "fp30";
    if (nv_option == "NV_fragment_program2") return "fp40";
    if (nv_option == "NV_vertex_program2") return "vp30";
    if (nv_option == "NV_vertex_program3") return "vp40";
    return vertex ? "arbvp1" : "arbfp1";
}

}  // namespace

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
    sema.version = front.shaders[0].version;
    sema.vertex = vertex;
    sema.derivatives = !vertex && options.nv_option.starts_with("NV_fragment_program");
    sema.facing = !vertex && options.nv_option == "NV_fragment_program2";
    sema.vertex_textures = vertex && options.nv_option == "NV_vertex_program3";
    sema.clip_distances = vertex && options.nv_option.starts_with("NV_vertex_program");
    sema.varying_slots = options.varying_slots;
    sema.pack_varyings = options.pack_varyings;
    sema.attribute_locations = options.attribute_locations;
    const support::DiagnosticList before = front.diagnostics;
    SemaResult analysed =
        AnalyzeLinkedGlsl(front.shaders, sources, sema, front.diagnostics, module);
    if (analysed.varyings_overflow && !sema.pack_varyings) {
        // Whole vectors do not fit: the same shader again with its varyings packed.
        front.diagnostics = before;
        module = ir::Module{};
        sema.pack_varyings = true;
        analysed = AnalyzeLinkedGlsl(front.shaders, sources, sema, front.diagnostics, module);
    }
    r.packed_varyings = sema.pack_varyings;
    r.link_failed = analysed.link_failed;
    if (!analysed.ok) return finish();
    r.ir = module;
    r.uniform_defaults = analysed.uniform_defaults;
    r.attributes = analysed.attributes;
    r.varyings = analysed.varyings;

    const common::SpanMap spans(sources, front.Files());
    ir::passes::PipelineOptions passes = options.passes;
    passes.keep_loops = arbfp::KeepsLoops(options.nv_option);  // REP/ENDREP, or BRA in a vertex program
    if (!common::RunPasses(module, options.optimize ? "lower,optimize" : "lower", passes, analysed.loops,
                           TargetName(options.nv_option, vertex), spans, front.diagnostics))
        return finish();
    r.lowered = std::move(module);  // not used below; copying it cost ~6% of a compile

    arbfp::WriterOptions writer;
    writer.limits = options.limits;
    writer.comments = options.comments;
    writer.profile = ProfileName(options.nv_option, vertex);
    writer.nv_option = options.nv_option;
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
