// SPDX-License-Identifier: MIT
// Cg's "retroarch-glsl" target: a RetroArch Cg shader as RetroArch's own GLSL shader file, so
// that no conversion script is needed (docs/cgc.md, "RetroArch's GLSL shaders").
//
// RetroArch's Cg shaders have the entries main_vertex and main_fragment; its GLSL driver
// compiles one file twice, after `#define VERTEX` and after `#define FRAGMENT` (and
// `#define PARAMETER_UNIFORM`), and reads `#pragma parameter` lines from it to set those
// uniforms. So the file is
//
//   // RetroArch GLSL shader written by Tessera V from FILE (main_vertex, main_fragment)
//   #pragma parameter NAME "Label" default min max step     (the source's, in order)
//   #if defined(VERTEX)
//   ...the vertex shader...
//   #elif defined(FRAGMENT)
//   ...the fragment shader...
//   #endif
//
// with each stage written in RetroArch's conventions (lang/glsl/writer/conventions.cpp):
// GLSL ES 1.00's features, no #version (the driver adds its own), precision only under
// GL_ES, the attributes and uniforms the driver binds (VertexCoord, TexCoord, COLOR,
// MVPMatrix, Texture, InputSize, ...), varyings TEX0, COL0 as cgc named them.
#include <set>
#include <sstream>

#include "api/frontends.h"

namespace tessera::api_detail {

namespace {

// The source's `#pragma parameter` lines, from the preprocessed text.
std::string ParameterPragmas(const CompileOptions& options) {
    const PreprocessResult pre = Preprocess(options);
    std::istringstream in(pre.text);
    std::string out;
    for (std::string line; std::getline(in, line);) {
        const std::size_t start = line.find_first_not_of(" \t");
        if (start != std::string::npos && line.compare(start, 17, "#pragma parameter") == 0)
            out += line.substr(start) + "\n";
    }
    return out;
}

// The diagnostics of both stages; a message both compiles gave (an error in shared code)
// once.
void AddDiagnostics(CompileResult& to, const CompileResult& stage) {
    if (to.diagnostics_text == stage.diagnostics_text) return;
    to.diagnostics_text += stage.diagnostics_text;
    to.diagnostics.insert(to.diagnostics.end(), stage.diagnostics.begin(), stage.diagnostics.end());
    to.error_count += stage.error_count;
    to.warning_count += stage.warning_count;
}

}  // namespace

CompileResult CompileRetroArch(const CompileOptions& options) {
    CompileOptions stage = options;
    stage.profile = "glsles100";
    stage.glsl_conventions = GlslConventions::kRetroArch;
    stage.glsl_version_line = false;
    // Before the user's options, so that -U PARAMETER_UNIFORM can take it back.
    stage.defines.insert(stage.defines.begin(), Define{"PARAMETER_UNIFORM", "1", false});
    stage.entry = "main_vertex";
    stage.stage = Stage::kVertex;
    const CompileResult vertex = CompileCg(stage);
    stage.entry = "main_fragment";
    stage.stage = Stage::kFragment;
    const CompileResult fragment = CompileCg(stage);

    CompileResult result = StartResult(options, "", 0, 0);
    result.entry = "main_vertex, main_fragment";
    AddDiagnostics(result, vertex);
    AddDiagnostics(result, fragment);
    result.source_files = vertex.source_files.empty() ? fragment.source_files : vertex.source_files;
    if (!vertex.ok || !fragment.ok) return result;
    std::set<std::string> names;
    for (const CompileResult* r : {&vertex, &fragment})
        for (const Variable& v : r->variables)
            if (names.insert(v.name).second) result.variables.push_back(v);
    std::string source = options.source_name.substr(options.source_name.find_last_of("/\\") + 1);
    for (char& c : source)
        if (static_cast<unsigned char>(c) < ' ' || static_cast<unsigned char>(c) > '~') c = '?';
    result.glsl = "// RetroArch GLSL shader written by Tessera " + std::string(Version()) +
                  " from " + source + " (main_vertex, main_fragment)\n" + ParameterPragmas(stage) +
                  "#if defined(VERTEX)\n" + vertex.glsl + "#elif defined(FRAGMENT)\n" +
                  fragment.glsl + "#endif\n";
    result.ok = true;
    return result;
}

}  // namespace tessera::api_detail
