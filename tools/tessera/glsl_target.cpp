// `tessera compile FILE.cg --target glsl110|glsl120|glsl130|glsl330|glsles100|glsles300`:
// Cg through the front end and the "lower,optimize" pipeline, then the GLSL writer
// (docs/glsl_writer.md) instead of the ARBfp writer.
//
// CompileCg also runs the ARBfp writer; its verdict does not matter here (GLSL can express
// what arbfp1 cannot, e.g. derivatives), so its diagnostics are dropped when the lowered
// module exists, and the GLSL writer's own diagnostics decide.
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "lang/cg/compile.h"
#include "lang/glsl/writer/glsl_writer.h"

namespace tessera::tool {

bool IsGlslTarget(const std::string& target) { return lang::glsl::GlslVersionByName(target).has_value(); }

int CompileCgToGlsl(lang::cg::CompileOptions options, const std::string& target, const std::string& output) {
    const lang::glsl::GlslVersion version = *lang::glsl::GlslVersionByName(target);
    options.profile = "arbfp1";
    options.optimize = true;
    lang::cg::CompileResult result = lang::cg::CompileCg(options);
    if (!result.lowered) {
        std::cerr << result.diagnostics;
        return 1;
    }
    if (result.ok) std::cerr << result.diagnostics;  // warnings only

    std::map<std::uint32_t, std::string> texts;
    lang::glsl::GlslWriterOptions writer;
    writer.version = version;
    writer.comments = options.comments;
    const ir::Module& module = *result.lowered;
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
    lang::glsl::GlslWriteResult glsl = lang::glsl::WriteGlsl(module, writer);
    std::cerr << lang::glsl::FormatGlslDiagnostics(module, glsl, writer);
    if (!glsl.ok()) return 1;
    if (output.empty() || output == "-") {
        std::cout << glsl.text;
        return 0;
    }
    std::ofstream out(output, std::ios::binary);
    out << glsl.text;
    if (!out) {
        std::cerr << output << ": error: cannot write file\n";
        return 2;
    }
    return 0;
}

}  // namespace tessera::tool
