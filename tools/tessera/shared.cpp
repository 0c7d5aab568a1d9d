// SPDX-License-Identifier: MIT
// The subcommands' shared helpers (shared.h).
#include "shared.h"

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

namespace tessera::tool {

std::optional<Language> LanguageOf(const std::string& path, std::optional<Language> forced) {
    return forced ? forced : LanguageFromPath(path);
}

bool ForcedLanguage(const std::string& forced, std::optional<Language>& language) {
    language.reset();
    if (forced.empty()) return true;
    language = LanguageFromName(forced);
    if (language) return true;
    std::cerr << "tessera: unknown language '" << forced
              << "' for --lang (arbfp, arbvp, cg, glsl, parasol, isl)\n";
    return false;
}

void PrintStats(const std::string& name, const Counts& c) {
    std::cout << name << ": instructions " << c.instructions << " (ALU " << c.alu_instructions
              << ", texture " << c.tex_instructions << "), texture indirections "
              << c.tex_indirections << ", temporaries " << c.temporaries << ", parameters "
              << c.parameters << ", attributes " << c.attributes << "\n";
}

bool ReadText(const std::string& path, std::string& text) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream all;
    all << in.rdbuf();
    text = all.str();
    return !in.bad();
}

int WriteOutput(const std::string& path, const std::string& text) {
    if (path.empty() || path == "-") {
        std::cout << text;
        return 0;
    }
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (out) return 0;
    std::cerr << path << ": error: cannot write file\n";
    return 2;
}

void AddBindOption(CLI::App* command, std::vector<std::string>& binds) {
    command->add_option("--bind", binds,
                        "Cg: NAME=STRUCT: the struct a uniform of interface type (entry "
                        "parameter or global) stands for, as cgConnectParameter bound it "
                        "(repeatable)");
}

bool SetInterfaceBindings(const std::vector<std::string>& binds, CompileOptions& options) {
    for (const std::string& spec : binds) {
        const std::size_t eq = spec.find('=');
        if (eq == 0 || eq == std::string::npos || eq + 1 == spec.size()) {
            std::cerr << "tessera: --bind expects NAME=STRUCT, got '" << spec << "'\n";
            return false;
        }
        options.interface_bindings[spec.substr(0, eq)] = spec.substr(eq + 1);
    }
    return true;
}

int WritePicture(const Image& image, const std::string& file, const std::string& output) {
    const std::string path = output.empty() ? file.substr(0, file.rfind('.')) + ".png" : output;
    std::string error;
    if (!image.WritePng(path, &error)) {
        std::cerr << path << ": error: " << error << "\n";
        return 2;
    }
    std::cout << path << "\n";
    return 0;
}

std::vector<Define> Defines(const std::vector<std::string>& defines,
                            const std::vector<std::string>& undefines) {
    std::vector<Define> out;
    for (const std::string& d : defines) out.push_back(Define::FromText(d));
    for (const std::string& u : undefines) out.push_back(Define::FromText(u, true));
    return out;
}

}  // namespace tessera::tool
