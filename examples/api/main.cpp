// SPDX-License-Identifier: MIT
// A complete program over Tessera's C++ API (docs/api.md walks through it):
//
//     tessera_api_example SHADER.cg [OUT.png]
//
// compiles a Cg fragment shader for arbfp1, prints its reflection data the way cgc's `#var`
// lines list it, gives every vector uniform a value where the reflection says it is bound,
// checks the program as a GL would load it, and renders it to a PNG.
#include <iostream>
#include <string>
#include <tessera/tessera.hpp>

namespace {

const char* KindName(tessera::VariableKind kind) {
    switch (kind) {
        case tessera::VariableKind::kAttribute:
            return "attribute";
        case tessera::VariableKind::kOutput:
            return "output";
        case tessera::VariableKind::kUniform:
            return "uniform";
        case tessera::VariableKind::kSampler:
            return "sampler";
    }
    return "";
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: tessera_api_example SHADER.cg [OUT.png]\n";
        return 2;
    }
    const std::string output = argc > 2 ? argv[2] : "out.png";

    // 1. Compile. Errors come back as data (file, line, column, message) and as text.
    tessera::CompileOptions options;
    options.source_name = argv[1];
    options.entry = "main";
    options.profile = "arbfp1";
    options.defines.push_back({"TESSERA_EXAMPLE", "1", false});
    tessera::CompileResult compiled = tessera::Compile(options);
    if (!compiled.ok) {
        for (const tessera::Diagnostic& d : compiled.diagnostics)
            std::cerr << d.file << ":" << d.line << ":" << d.column << ": " << d.message << "\n";
        return 1;
    }

    // 2. Reflect: where each variable of the source went.
    tessera::RenderOptions render;
    for (const tessera::Variable& v : compiled.variables) {
        std::cout << KindName(v.kind) << " " << v.type << " " << v.name << " -> " << v.binding
                  << (v.referenced ? "" : " (unused)") << "\n";
        // One value for every vector uniform (matrices and arrays take parameter_count).
        if (v.kind == tessera::VariableKind::kUniform && v.parameter_count == 1 && v.referenced)
            render.locals.push_back(
                {static_cast<unsigned>(v.first_parameter), {0.8f, 0.6f, 0.4f, 1.0f}});
    }

    // 3. Load the ARB program as ProgramStringARB would, and count its resources.
    tessera::ProgramInfo info = tessera::LoadProgram(compiled.arbfp, options.source_name);
    std::cout << info.counts.instructions << " instructions (" << info.counts.alu_instructions
              << " ALU, " << info.counts.tex_instructions << " texture), "
              << info.counts.temporaries << " temporaries\n";

    // 4. Render over the default scene and write the picture.
    tessera::RenderResult picture = tessera::Render(compiled.arbfp, render, options.source_name);
    std::string error;
    if (!picture.ok || !picture.image.WritePng(output, &error)) {
        std::cerr << picture.diagnostics_text << error << "\n";
        return 1;
    }
    const auto center = picture.image.At(picture.image.width / 2, picture.image.height / 2);
    std::cout << output << ": center pixel " << int(center[0]) << " " << int(center[1]) << " "
              << int(center[2]) << " " << int(center[3]) << "\n";
    return 0;
}
