// GLSL's part of `tessera check`, `tessera compile` and `tessera render` (glsl_frontend.cpp):
// check.cpp, compile.cpp and render.cpp call these for .frag, .vert (a vertex shader, to ARBvp)
// and .glsl files.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace tessera::tool {

/// Checks one GLSL shader as a compiler does (piglit's expect_result); prints the
/// diagnostics; 0 when valid, 1 otherwise.
int RunGlslCheck(const std::string& file, const std::vector<std::string>& defines);

struct GlslCompileRequest {
    std::string file;
    std::string output;  ///< empty or "-": stdout
    std::vector<std::string> defines;
    std::vector<std::string> undefines;
    std::vector<std::string> print_after;
    std::vector<std::string> skip_passes;
    bool stats = false;
    bool emit_ir = false;
    bool comments = true;
};

int RunGlslCompile(const GlslCompileRequest& request);

/// Compiles for `tessera render`: the ARBfp text, or nullopt after printing the errors.
std::optional<std::string> CompileGlslForRender(const std::string& file);

}  // namespace tessera::tool
