// `tessera`: the command-line front of the toolchain. DESIGN.md's "command line" section is
// the contract; each subcommand lives in its own file.
#include <functional>
#include <iostream>

#include "commands.h"

int main(int argc, char** argv) {
    CLI::App app{"Tessera: a shading-language toolchain for ARB fragment programs, Cg, GLSL, "
                 "Parasol and ISL"};
    app.require_subcommand(1);
    app.set_version_flag("--version", "tessera 0.1.0");
    std::function<int()> run;
    tessera::tool::AddCheckCommand(app, run);
    tessera::tool::AddRenderCommand(app, run);
    tessera::tool::AddShaderTestCommand(app, run);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e);
    }
    return run ? run() : 2;
}
