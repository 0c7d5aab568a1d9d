// SPDX-License-Identifier: MIT
// The fast vertex executor against the reference on what our own writer produces: the
// vertex entries (main_vertex) of the Cg vertex + fragment pairs in tests/vertex_pairs,
// compiled for arbvp1 and read back, on hostile inputs.
#include <gtest/gtest.h>

#include <filesystem>
#include <random>
#include <string>

#include "lang/arbvp/reader/reader.h"
#include "lang/cg/reader/compile.h"
#include "random_vertex_program.h"

namespace tessera::testing::vertex_fast {
namespace {

TEST(FastVertexExecutor, CgVertexPairs) {
    std::mt19937 random(7);
    int compared = 0;
    for (const auto& entry : std::filesystem::directory_iterator(TESSERA_VERTEX_PAIRS_DIR)) {
        if (entry.path().extension() != ".cg") continue;
        lang::cg::CompileOptions options;
        options.source_name = entry.path().string();
        options.entry = "main_vertex";
        options.profile = "arbvp1";
        const lang::cg::CompileResult compiled = lang::cg::CompileCg(options);
        ASSERT_TRUE(compiled.ok) << options.source_name << "\n" << compiled.diagnostics;
        const auto r = lang::arbvp::ReadProgram(compiled.arbfp.text);
        ASSERT_TRUE(r.program.has_value()) << compiled.arbfp.text << r.error_string;
        const std::vector<Vec4> parameters = ResolveParameters(*r.program, random);
        const std::vector<Vec4> attributes = RandomAttributes(*r.program, random, kVertices);
        EXPECT_EQ(CompareExecutors(*r.program, attributes, parameters, kVertices), "")
            << options.source_name << "\n" << compiled.arbfp.text;
        ++compared;
    }
    EXPECT_GE(compared, 7);  // the pairs in tests/vertex_pairs/pairs when this was written
}

}  // namespace
}  // namespace tessera::testing::vertex_fast
