// SPDX-License-Identifier: MIT
// `tessera`: the command-line front of the toolchain. DESIGN.md's "command line" section is
// the contract; each subcommand lives in its own file.
#include <algorithm>
#include <functional>
#include <string>
#include <vector>
#include <iostream>

#include "cgc_command.h"
#include "commands.h"

namespace {

// cgc spells its long options with one dash (-profile, -entry); CLI11 wants two. The
// rewrite is limited to the options whose cgc spelling cannot mean anything else.
std::vector<std::string> CgcSpellings(int argc, char** argv) {
    std::vector<std::string> args(argv, argv + argc);
    for (std::string& a : args)
        if (a == "-profile" || a == "-entry") a = "-" + a;
    return args;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Tessera: a shading-language toolchain for ARB fragment programs, Cg, GLSL, "
                 "Parasol and ISL"};
    app.name("tessera");
    app.require_subcommand(1);
    app.set_version_flag("--version", "tessera 0.1.0");
    std::function<int()> run;
    // Run through a link named cgc, the program is `tessera cgc`.
    const std::vector<std::string> tessera_args =
        tessera::tool::CgcInvocation(CgcSpellings(argc, argv));
    tessera::tool::AddCheckCommand(app, run);
    tessera::tool::AddCompileCommand(app, run);
    tessera::tool::AddRenderCommand(app, run);
    tessera::tool::AddShaderTestCommand(app, run);
    tessera::tool::AddCgcCommand(app, run);
    try {
        std::vector<std::string> args = tessera_args;
        std::reverse(args.begin(), args.end());
        args.pop_back();  // the program name
        app.parse(args);
    } catch (const CLI::ParseError& e) {
        return app.exit(e);
    }
    return run ? run() : 2;
}
