// SPDX-License-Identifier: MIT
// The GLSL row (GLSL 1.10/1.20 shaders to ARBfp or ARBvp) and the GLSL writer behind every
// GLSL target (glsl110 ... glsles300) of the other front ends.
#include <fstream>
#include <map>
#include <sstream>

#include "api/frontends.h"
#include "ir/printer.h"
#include "lang/cg/reader/compile.h"
#include "lang/glsl/reader/compile.h"
#include "lang/glsl/writer/glsl_writer.h"

namespace tessera::api_detail {

namespace {

lang::glsl::CompileOptions GlslOptions(const CompileOptions& options) {
    lang::glsl::CompileOptions glsl;
    glsl.source_name = options.source_name;
    glsl.source_text = options.source_text;
    for (const std::string& more : options.more_sources)
        glsl.linked_sources.push_back({more, std::nullopt});
    glsl.defines = MacroOptions(options.defines);
    glsl.stage = WantsVertex(options) ? lang::glsl::ShaderStage::kVertex
                                      : lang::glsl::ShaderStage::kFragment;
    glsl.optimize = options.optimize;
    glsl.passes = PassOptions(options);
    glsl.comments = options.comments;
    // --target fp30, fp40, vp30, vp40: the NVIDIA option of cgc's profile of that name.
    if (const lang::cg::ProfileInfo* nv = lang::cg::FindProfile(options.profile)) glsl.nv_option = nv->nv_option;
    return glsl;
}

}  // namespace

CompileResult CompileGlsl(const CompileOptions& options) {
    lang::glsl::CompileResult compiled = lang::glsl::CompileGlsl(GlslOptions(options));
    CompileResult result = StartResult(options, std::move(compiled.diagnostics),
                                       compiled.error_count, compiled.warning_count);
    result.entry = "main";
    if (options.keep_ir && compiled.ir) result.ir_text = ir::Print(*compiled.ir);
    if (compiled.ir) result.source_files = compiled.ir->files;
    if (!compiled.ok) return result;
    ReflectArbfp(compiled.arbfp, {}, result);
    AddUniformDefaults(compiled.uniform_defaults, result);
    result.ok = true;
    return result;
}

CompileResult CheckGlsl(const CompileOptions& options) {
    return FromCheck(options, lang::glsl::CheckGlsl(GlslOptions(options)));
}

bool IsGlslProfile(const std::string& profile) {
    return lang::glsl::GlslVersionByName(profile).has_value();
}

namespace {

lang::glsl::GlslConventions WriterConventions(GlslConventions c) {
    switch (c) {
        case GlslConventions::kCgc: return lang::glsl::GlslConventions::kCgc;
        case GlslConventions::kRetroArch: return lang::glsl::GlslConventions::kRetroArch;
        case GlslConventions::kTessera: break;
    }
    return lang::glsl::GlslConventions::kTessera;
}

}  // namespace

bool WriteGlslOf(const ir::Module& module, const CompileOptions& options, std::string& glsl,
                 CompileResult& result, lang::glsl::GlslWriteResult* out) {
    std::map<std::uint32_t, std::string> texts;
    lang::glsl::GlslWriterOptions writer;
    writer.version = *lang::glsl::GlslVersionByName(options.profile);
    writer.comments = options.comments;
    writer.conventions = WriterConventions(options.glsl_conventions);
    writer.directive = options.glsl_version_line;
    writer.lookup_textures = options.lookup_textures;
    writer.source_text = [&](std::uint32_t file) -> const std::string* {
        if (file >= module.files.size()) return nullptr;
        auto it = texts.find(file);
        if (it == texts.end()) {
            std::ifstream in(module.files[file], std::ios::binary);
            if (!in) return nullptr;
            std::ostringstream all;
            all << in.rdbuf();
            it = texts.emplace(file, all.str()).first;
        }
        return &it->second;
    };
    lang::glsl::GlslWriteResult written = lang::glsl::WriteGlsl(module, writer);
    const std::string diagnostics = lang::glsl::FormatGlslDiagnostics(module, written, writer);
    for (const Diagnostic& d : ParseDiagnostics(diagnostics)) {
        result.diagnostics.push_back(d);
        (d.severity == Severity::kError ? result.error_count : result.warning_count) += 1;
    }
    result.diagnostics_text += diagnostics;
    if (!written.ok()) return false;
    glsl = written.text;
    if (out) *out = std::move(written);
    return true;
}

}  // namespace tessera::api_detail
