// SPDX-License-Identifier: MIT
// Piglit's ARBvp1.0 assembler tests, run through Tessera's vertex program reader.
//
// The rules are the ARBfp1.0 ones (arbfp_asmparsertest_test.cpp): each file is loaded with
// LF and with CRLF line endings, and must fail to load exactly when it says "# FAIL". A file
// with a "# REQUIRE" line for GL_NV_vertex_program2_option or GL_NV_vertex_program3 is read
// with the NVIDIA options accepted (as on a driver exposing them) and counted like the
// others; the rest are read with the options off, as everywhere else. A file requiring any
// other extension would be counted as skipped, as piglit skips it on a GL without it.
#include <gtest/gtest.h>

#include <iostream>
#include <map>
#include <string>

#include "lang/arbvp/reader/reader.h"
#include "runtime/exec/vertex.h"
#include "piglit_corpus.h"

namespace tessera::testing {
namespace {

using lang::arbasm::vertex::Limits;

bool NeedsNvOption(const PiglitProgram& p) {
    return p.Requires("GL_NV_vertex_program2_option") || p.Requires("GL_NV_vertex_program3");
}

TEST(PiglitAsmParserTest, ArbVp10FilesAgreeWithTheirExpectation) {
    auto root = FindPiglitRoot();
    if (!root) TESSERA_SKIP_OR_FAIL_IN_CI(PiglitSearchDescription());
    const std::vector<PiglitProgram> programs = LoadAsmParserTests(*root, "ARBvp1.0");
    ASSERT_FALSE(programs.empty()) << "no ARBvp1.0 files under " << root->string();

    int agree = 0, disagree = 0, nv_agree = 0;
    std::map<std::string, int> skipped_by_extension;
    for (const PiglitProgram& p : programs) {
        if (!p.required_extensions.empty() && !NeedsNvOption(p)) {
            ++skipped_by_extension[p.required_extensions.front()];
            continue;
        }
        int wrong = 0;
        for (const std::string& text : {p.text, WithCrlf(p.text)}) {
            const Limits limits = NeedsNvOption(p) ? Limits::Default().WithNvOptions()
                                                   : Limits::Default();
            const lang::arbvp::ReadResult r = lang::arbvp::ReadProgram(text, limits);
            const bool loaded = r.program.has_value();
            EXPECT_EQ(loaded, r.error_position == -1) << p.name;
            if (loaded == p.expect_fail) {
                ++wrong;
                ADD_FAILURE() << p.name << (text.size() == p.text.size() ? " [LF]" : " [CRLF]")
                              << ": piglit expects " << (p.expect_fail ? "failure" : "success")
                              << "; Tessera says: "
                              << (loaded ? std::string("loaded") : r.error_string);
            }
        }
        (wrong == 0 ? agree : disagree) += 1;
        if (wrong == 0 && NeedsNvOption(p)) ++nv_agree;
    }
    int skipped = 0;
    std::cout << "ARBvp1.0 asmparsertest: " << agree << " agree (" << nv_agree
              << " of them with an NV option), " << disagree << " disagree";
    for (const auto& [extension, count] : skipped_by_extension) {
        std::cout << ", " << count << " skipped (" << extension << ")";
        skipped += count;
    }
    std::cout << "\n";
    RecordProperty("agree", agree);
    RecordProperty("disagree", disagree);
    RecordProperty("skipped", skipped);
    EXPECT_EQ(agree + disagree + skipped, static_cast<int>(programs.size()));
}

// Every NV option file piglit expects to load runs on the reference vertex executor's NV
// part to its end (a smoke test: piglit only loads these files), every attribute and
// parameter (0.5, -1, 2, 0.25).
TEST(PiglitAsmParserTest, NvOptionProgramsRunOnTheReferenceExecutor) {
    auto root = FindPiglitRoot();
    if (!root) TESSERA_SKIP_OR_FAIL_IN_CI(PiglitSearchDescription());
    int ran = 0;
    for (const PiglitProgram& p : LoadAsmParserTests(*root, "ARBvp1.0")) {
        if (p.expect_fail || !NeedsNvOption(p)) continue;
        const lang::arbvp::ReadResult read =
            lang::arbvp::ReadProgram(p.text, Limits::Default().WithNvOptions());
        ASSERT_TRUE(read.program.has_value()) << p.name;
        const support::Vec4 value{0.5f, -1, 2, 0.25f};
        const std::vector<support::Vec4> attributes(read.program->attributes.size(), value);
        const std::vector<support::Vec4> parameters(read.program->parameters.size(), value);
        std::vector<support::Vec4> results(read.program->outputs.size());
        runtime::exec::RunVertexReference(*read.program, attributes, parameters, results);
        ++ran;
    }
    std::cout << "NV option programs run: " << ran << "\n";
    EXPECT_GT(ran, 5);
}

}  // namespace
}  // namespace tessera::testing
