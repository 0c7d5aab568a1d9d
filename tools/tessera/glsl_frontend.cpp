// GLSL's part of the command line (glsl_frontend.h): CheckGlsl and CompileGlsl behind the
// same options and output as the Cg path.
#include "glsl_frontend.h"

#include <fstream>
#include <iostream>

#include "ir/printer.h"
#include "lang/glsl/reader/compile.h"

namespace tessera::tool {

namespace {

lang::glsl::CompileOptions Options(const std::string& file, const std::vector<std::string>& defines,
                                   const std::vector<std::string>& undefines = {}) {
    lang::glsl::CompileOptions options;
    options.source_name = file;
    if (file.size() > 5 && file.compare(file.size() - 5, 5, ".vert") == 0) options.stage = lang::glsl::ShaderStage::kVertex;
    for (const std::string& d : defines) options.defines.push_back({false, d});
    for (const std::string& u : undefines) options.defines.push_back({true, u});
    return options;
}

}  // namespace

int RunGlslCheck(const std::string& file, const std::vector<std::string>& defines) {
    lang::glsl::CheckResult checked = lang::glsl::CheckGlsl(Options(file, defines));
    std::cerr << checked.diagnostics;
    return checked.ok ? 0 : 1;
}

int RunGlslCompile(const GlslCompileRequest& request) {
    lang::glsl::CompileOptions options = Options(request.file, request.defines, request.undefines);
    options.comments = request.comments;
    for (const std::string& p : request.print_after) options.passes.print_after.insert(p);
    for (const std::string& p : request.skip_passes) options.passes.skip.insert(p);
    lang::glsl::CompileResult result = lang::glsl::CompileGlsl(options);
    std::cerr << result.diagnostics;
    if (request.emit_ir && result.ir) std::cout << ir::Print(*result.ir);
    if (!result.ok) return 1;
    if (request.stats) {
        const auto& c = result.arbfp.counts;
        std::cout << request.file << ": instructions " << c.instructions << " (ALU " << c.alu_instructions << ", texture "
                  << c.tex_instructions << "), texture indirections " << c.tex_indirections << ", temporaries "
                  << c.temporaries << ", parameters " << c.parameters << ", attributes " << c.attributes << "\n";
    }
    if (request.output.empty() || request.output == "-") {
        if (!request.stats && !request.emit_ir) std::cout << result.arbfp.text;
        return 0;
    }
    std::ofstream out(request.output, std::ios::binary);
    out << result.arbfp.text;
    if (!out) {
        std::cerr << request.output << ": error: cannot write file\n";
        return 2;
    }
    return 0;
}

std::optional<std::string> CompileGlslForRender(const std::string& file) {
    lang::glsl::CompileResult compiled = lang::glsl::CompileGlsl(Options(file, {}));
    std::cerr << compiled.diagnostics;
    if (!compiled.ok) return std::nullopt;
    return compiled.arbfp.text;
}

}  // namespace tessera::tool
