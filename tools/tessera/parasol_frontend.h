// Parasol's part of `tessera compile` and `tessera check` (parasol_frontend.cpp): Parasol
// compiles several units at once and names a program, so it has its own entry points,
// which compile.cpp and check.cpp call for .p files.
#pragma once

#include <string>
#include <vector>

namespace tessera::tool {

struct ParasolCompileRequest {
    std::vector<std::string> files;
    std::string program;  ///< package.Module.program
    std::string target = "arbfp1";
    std::string output;   ///< arbfp1: the file; GLSL: OUT.vert and OUT.frag; empty or "-": stdout
    bool emit_ir = false;
    bool stats = false;
    bool comments = true;
};

int RunParasolCompile(const ParasolCompileRequest& request);

/// Checks the files together; prints the diagnostics; 0 when all are valid, 1 otherwise.
int RunParasolCheck(const std::vector<std::string>& files);

}  // namespace tessera::tool
