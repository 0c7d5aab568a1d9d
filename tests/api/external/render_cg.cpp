// SPDX-License-Identifier: MIT
// Compiles a Cg shader with Tessera's installed API, sets its `tint` uniform where the
// reflection data says it is bound, renders it and writes a PNG; prints the pixel at (x, y).
//
//     render_cg SHADER.cg OUT.png X Y
#include <iostream>
#include <string>
#include <tessera/tessera.hpp>

int main(int argc, char** argv) {
    if (argc != 5) {
        std::cerr << "usage: render_cg SHADER.cg OUT.png X Y\n";
        return 2;
    }
    tessera::CompileOptions options;
    options.source_name = argv[1];
    tessera::CompileResult compiled = tessera::Compile(options);
    if (!compiled.ok) {
        std::cerr << compiled.diagnostics_text;
        return 1;
    }
    tessera::RenderOptions render;
    render.width = render.height = 64;
    if (const tessera::Variable* tint = compiled.FindVariable("tint"))
        render.locals.push_back(
            {static_cast<unsigned>(tint->first_parameter), {1.0f, 0.5f, 1.0f, 1.0f}});
    tessera::RenderResult picture = tessera::Render(compiled.arbfp, render, argv[1]);
    std::string error;
    if (!picture.ok || !picture.image.WritePng(argv[2], &error)) {
        std::cerr << picture.diagnostics_text << error << "\n";
        return 1;
    }
    const auto p = picture.image.At(std::stoi(argv[3]), std::stoi(argv[4]));
    std::cout << int(p[0]) << " " << int(p[1]) << " " << int(p[2]) << " " << int(p[3]) << "\n";
    return 0;
}
