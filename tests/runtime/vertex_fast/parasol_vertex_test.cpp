// SPDX-License-Identifier: MIT
// The fast vertex executor against the reference on the vertex shaders of the Parasol
// examples (examples/parasol/*.p, each with common.p), compiled for arbvp1 by our writer
// and read back, on hostile inputs.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <regex>
#include <sstream>
#include <string>

#include "lang/arbvp/reader/reader.h"
#include "lang/parasol/reader/compile.h"
#include "random_vertex_program.h"

namespace tessera::testing::vertex_fast {
namespace {

namespace fs = std::filesystem;

// The module declaring `program p` in `file` (the examples' convention), or "".
std::string ModuleOf(const fs::path& file) {
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    const std::string s = text.str();
    std::smatch m;
    if (!std::regex_search(s, m, std::regex("\nmodule ([A-Za-z0-9_]+) is"))) return "";
    return m[1];
}

TEST(FastVertexExecutor, ParasolExampleVertexShaders) {
    const fs::path dir = TESSERA_PARASOL_EXAMPLES_DIR;
    std::mt19937 random(11);
    int compared = 0;
    for (const auto& entry : fs::directory_iterator(dir)) {
        if (entry.path().extension() != ".p" || entry.path().stem() == "common") continue;
        const std::string module = ModuleOf(entry.path());
        if (module.empty()) continue;
        lang::parasol::CompileOptions options;
        options.units = {{(dir / "common.p").string(), std::nullopt},
                         {entry.path().string(), std::nullopt}};
        options.program = "com.tessera.examples." + module + ".p";
        options.target = "arbvp1";
        const lang::parasol::CompileResult compiled = lang::parasol::CompileParasol(options);
        ASSERT_TRUE(compiled.ok) << entry.path() << "\n" << compiled.diagnostics;
        const auto r = lang::arbvp::ReadProgram(compiled.arbvp.text);
        ASSERT_TRUE(r.program.has_value()) << compiled.arbvp.text << r.error_string;
        const std::vector<Vec4> parameters = ResolveParameters(*r.program, random);
        const std::vector<Vec4> attributes = RandomAttributes(*r.program, random, kVertices);
        EXPECT_EQ(CompareExecutors(*r.program, attributes, parameters, kVertices), "")
            << entry.path() << "\n" << compiled.arbvp.text;
        ++compared;
    }
    EXPECT_GE(compared, 15);  // 19 examples with a program when this was written
}

}  // namespace
}  // namespace tessera::testing::vertex_fast
