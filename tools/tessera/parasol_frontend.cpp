// `tessera compile a.p [b.p ...] --program pkg.Module.p --target T [-o OUT]` and
// `tessera check a.p ...` for Parasol (see parasol_frontend.h).
//
// arbfp1 writes the program's fragment shader as ARBfp, arbvp1 its vertex shader as ARBvp
// (each checks and lowers both shaders). The GLSL targets write both shaders: with -o OUT to
// OUT.vert and OUT.frag, else both to standard output, each after a `// vertex shader` or
// `// fragment shader` comment line.
#include "parasol_frontend.h"

#include <fstream>
#include <iostream>

#include "ir/printer.h"
#include "lang/parasol/compile.h"

namespace tessera::tool {

namespace {

std::vector<lang::parasol::SourceUnit> Units(const std::vector<std::string>& files) {
    std::vector<lang::parasol::SourceUnit> units;
    for (const std::string& f : files) units.push_back({f, std::nullopt});
    return units;
}

bool WriteFile(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out) std::cerr << path << ": error: cannot write file\n";
    return static_cast<bool>(out);
}

}  // namespace

int RunParasolCompile(const ParasolCompileRequest& request) {
    if (request.program.empty()) {
        std::cerr << "tessera: Parasol needs --program package.Module.program\n";
        return 2;
    }
    lang::parasol::CompileOptions options;
    options.units = Units(request.files);
    options.program = request.program;
    options.target = request.target;
    options.comments = request.comments;
    lang::parasol::CompileResult result = lang::parasol::CompileParasol(options);
    std::cerr << result.diagnostics;
    if (request.emit_ir) {
        if (result.vertex_ir) std::cout << "# vertex shader\n" << ir::Print(*result.vertex_ir);
        if (result.fragment_ir) std::cout << "# fragment shader\n" << ir::Print(*result.fragment_ir);
    }
    if (!result.ok) return 1;
    bool to_stdout = request.output.empty() || request.output == "-";
    if (request.target == "arbfp1" || request.target == "arbvp1") {
        const lang::arbfp::WriteResult& written =
            request.target == "arbfp1" ? result.arbfp : result.arbvp;
        const auto& c = written.counts;
        if (request.stats)
            std::cout << request.program << ": instructions " << c.instructions << " (ALU " << c.alu_instructions
                      << ", texture " << c.tex_instructions << "), texture indirections " << c.tex_indirections
                      << ", temporaries " << c.temporaries << ", parameters " << c.parameters
                      << ", attributes " << c.attributes << "\n";
        if (!to_stdout) return WriteFile(request.output, written.text) ? 0 : 2;
        if (!request.stats && !request.emit_ir) std::cout << written.text;
        return 0;
    }
    if (!to_stdout)
        return WriteFile(request.output + ".vert", result.glsl_vertex) &&
                       WriteFile(request.output + ".frag", result.glsl_fragment)
                   ? 0
                   : 2;
    if (!request.emit_ir)
        std::cout << "// vertex shader\n" << result.glsl_vertex << "// fragment shader\n" << result.glsl_fragment;
    return 0;
}

int RunParasolCheck(const std::vector<std::string>& files) {
    lang::parasol::CheckResult checked = lang::parasol::CheckParasol(Units(files));
    std::cerr << checked.diagnostics;
    return checked.ok ? 0 : 1;
}

}  // namespace tessera::tool
