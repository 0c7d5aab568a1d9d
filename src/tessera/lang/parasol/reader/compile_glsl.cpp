// SPDX-License-Identifier: MIT
// The GLSL half of the driver (see compile_glsl.h).
#include "lang/parasol/reader/compile_glsl.h"

#ifdef TESSERA_PARASOL_HAVE_GLSL_WRITER
#include "lang/glsl/writer/glsl_writer.h"
#endif

namespace tessera::lang::parasol {

#ifdef TESSERA_PARASOL_HAVE_GLSL_WRITER

bool IsGlslTarget(const std::string& target) { return glsl::GlslVersionByName(target).has_value(); }

void WriteGlslShaders(const CompileOptions& options, CompileResult& r, Diags& diags) {
    glsl::GlslWriterOptions writer;
    writer.version = *glsl::GlslVersionByName(options.target);
    writer.comments = options.comments;
    struct Stage {
        const ir::Module* module;
        std::string* text;
        std::vector<std::pair<std::string, std::string>>* names;
    };
    for (Stage stage : {Stage{&*r.vertex_lowered, &r.glsl_vertex, &r.glsl_vertex_names},
                        Stage{&*r.fragment_lowered, &r.glsl_fragment, &r.glsl_fragment_names}}) {
        glsl::GlslWriteResult written = glsl::WriteGlsl(*stage.module, writer);
        for (const glsl::GlslInterfaceName& n : written.names) stage.names->emplace_back(n.global, n.glsl);
        for (const glsl::GlslWriterDiagnostic& d : written.diagnostics)
            if (d.severity == support::Severity::kError)
                diags.Error({d.span.file, d.span.offset, d.span.length ? d.span.length : 1}, d.message);
        *stage.text = written.text;
    }
}

#else

bool IsGlslTarget(const std::string& target) {
    return target == "glsl110" || target == "glsl120" || target == "glsl130" || target == "glsl330" ||
           target == "glsles100" || target == "glsles300";
}

void WriteGlslShaders(const CompileOptions& options, CompileResult&, Diags& diags) {
    constexpr std::uint32_t kNoUnit = static_cast<std::uint32_t>(-1);
    diags.Error({kNoUnit, 0, 1}, "target '" + options.target + "' needs the GLSL writer, which this build lacks");
}

#endif

}  // namespace tessera::lang::parasol
