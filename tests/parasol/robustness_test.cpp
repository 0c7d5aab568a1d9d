// SPDX-License-Identifier: MIT
// Hostile input: the examples with bytes deleted, duplicated or replaced (a fixed seed, so
// runs repeat) must each come back as accepted, or rejected with at least one positioned
// error; never a crash or a hang (the sanitizer build runs this too).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <regex>
#include <sstream>

#include "tests/parasol/parasol_test_util.h"

namespace tessera::parasol_test {
namespace {

TEST(ParasolRobustness, MutatedExamplesGetDiagnostics) {
    std::mt19937 random(20260101);
    const std::string noise = "-.;:,()[]{}=_ aZ09\n\r\t\x80\xff";
    const std::regex positioned(R"(\.p:\d+:\d+: error: )");
    int rejected = 0;
    std::ifstream common_file(std::string(TESSERA_PARASOL_EXAMPLES_DIR) + "/common.p");
    std::stringstream common;
    common << common_file.rdbuf();
    for (const auto& entry : std::filesystem::directory_iterator(TESSERA_PARASOL_EXAMPLES_DIR)) {
        if (entry.path().extension() != ".p") continue;
        std::ifstream in(entry.path());
        std::stringstream buffer;
        buffer << in.rdbuf();
        const std::string original = buffer.str();
        for (int round = 0; round < 12; ++round) {
            std::string text = original;
            for (int edits = 1 + static_cast<int>(random() % 4); edits > 0 && !text.empty(); --edits) {
                std::size_t at = random() % text.size();
                switch (random() % 3) {
                    case 0: text.erase(at, 1 + random() % 8); break;
                    case 1: text.insert(at, text.substr(random() % text.size(), 1 + random() % 40)); break;
                    default: text[at] = noise[random() % noise.size()]; break;
                }
            }
            // Each example with the unit it imports, so mutations reach the checker's later stages.
            bool is_common = entry.path().stem() == "common";
            lang::parasol::CheckResult r = is_common ? CheckUnits({text}) : CheckUnits({common.str(), text});
            if (r.ok) continue;
            ++rejected;
            EXPECT_TRUE(std::regex_search(r.diagnostics, positioned)) << r.diagnostics << "\n--- input ---\n" << text;
        }
    }
    EXPECT_GT(rejected, 0);
}

}  // namespace
}  // namespace tessera::parasol_test
