// SPDX-License-Identifier: MIT
// Piglit's ARBfp1.0 assembler tests, run through Tessera's reader.
//
// Piglit's asmparsertest hands each file to glProgramStringARB twice (LF, then CRLF line
// endings) and checks only that the load fails exactly when the file says "# FAIL". This
// does the same with lang/arbfp's ReadProgram and the default (Mesa-like) limits. A file
// that says "# REQUIRE GL_NV_fragment_program_option" is read with the NVIDIA options
// accepted (as on a driver exposing the extension) and counted like the others; the rest
// are read with the options off, as everywhere else. Tessera implements
// ARB_fragment_program_shadow, so the three files needing it run like the others.
//
// It is one test over all files rather than one test per file, so the list of tests does
// not depend on whether piglit was fetched when the build ran; every disagreement is
// reported with the file's name and our first error, and a summary line closes the run.
#include <gtest/gtest.h>

#include <iostream>
#include <string>
#include <vector>

#include "lang/arbfp/reader/reader.h"
#include "lang/arbfp/writer/printer.h"
#include "runtime/base/fragment.h"
#include "piglit_corpus.h"

namespace tessera::testing {
namespace {

using lang::arbasm::fragment::Limits;
using lang::arbfp::ReadProgram;
using lang::arbfp::ReadResult;

// The limits a piglit file is read with: the NV options on only when it requires them.
Limits LimitsFor(const PiglitProgram& p) {
    return p.Requires(kNvFragmentProgramOption) ? Limits::Default().WithNvOptions()
                                                : Limits::Default();
}

// "line:col: message" of the first error, or a note that there was none.
std::string FirstError(std::string_view text, const ReadResult& result) {
    const support::Diagnostic* d = result.diagnostics.FirstError();
    if (d == nullptr) {
        return result.error_string.empty() ? "(no error)" : result.error_string;
    }
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < d->offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return std::to_string(line) + ":" + std::to_string(column) + ": " + d->message;
}

TEST(PiglitAsmParserTest, ArbFp10FilesAgreeWithTheirExpectation) {
    auto root = FindPiglitRoot();
    if (!root) TESSERA_SKIP_OR_FAIL_IN_CI(PiglitSearchDescription());
    std::vector<PiglitProgram> programs = LoadArbfpAsmParserTests(*root);
    ASSERT_FALSE(programs.empty()) << "no files under " << root->string();

    int agree = 0, disagree = 0, nv_agree = 0;
    for (const PiglitProgram& p : programs) {
        bool file_agrees = true;
        for (bool crlf : {false, true}) {
            const std::string text = crlf ? WithCrlf(p.text) : p.text;
            const ReadResult result = ReadProgram(text, LimitsFor(p));
            const bool loaded = result.program.has_value();
            // A successful load must say so everywhere (3.11.1: position -1, no string).
            if (loaded) {
                EXPECT_EQ(result.error_position, -1) << p.name;
                EXPECT_FALSE(result.diagnostics.HasErrors()) << p.name;
            } else {
                EXPECT_GE(result.error_position, 0) << p.name;
                EXPECT_FALSE(result.error_string.empty()) << p.name;
            }
            if (loaded != p.expect_fail) continue;
            file_agrees = false;
            ADD_FAILURE() << p.name << (crlf ? " [CRLF]" : " [LF]") << ": piglit expects "
                          << (p.expect_fail
                                  ? "failure, we loaded it"
                                  : "success, we rejected it: " + FirstError(text, result));
        }
        file_agrees ? ++agree : ++disagree;
        if (file_agrees && p.Requires(kNvFragmentProgramOption)) ++nv_agree;
    }

    std::cout << "ARBfp1.0 asmparsertest: " << agree << " agree (" << nv_agree << " of them with "
              << kNvFragmentProgramOption << "), " << disagree << " disagree, 0 skipped\n";
    RecordProperty("agree", agree);
    RecordProperty("disagree", disagree);
    RecordProperty("skipped", 0);
}

// Every program piglit expects to load survives the canonical printer: the printed text
// loads, has the same resource counts, and printing it again gives the same text; the
// NVIDIA option files too, read and re-read with the options accepted.
TEST(PiglitAsmParserTest, ValidProgramsSurviveThePrinter) {
    auto root = FindPiglitRoot();
    if (!root) TESSERA_SKIP_OR_FAIL_IN_CI(PiglitSearchDescription());
    int checked = 0;
    for (const PiglitProgram& p : LoadArbfpAsmParserTests(*root)) {
        if (p.expect_fail) continue;
        ReadResult first = ReadProgram(p.text, LimitsFor(p));
        ASSERT_TRUE(first.program.has_value()) << p.name;
        std::string printed = lang::arbfp::PrintProgram(*first.program);
        ReadResult again = ReadProgram(printed, LimitsFor(p));
        ASSERT_TRUE(again.program.has_value()) << p.name << ":\n" << printed << again.error_string;
        const auto& a = first.program->counts;
        const auto& b = again.program->counts;
        EXPECT_EQ(a.instructions, b.instructions) << p.name;
        EXPECT_EQ(a.tex_indirections, b.tex_indirections) << p.name;
        EXPECT_EQ(a.temporaries, b.temporaries) << p.name;
        EXPECT_EQ(a.parameters, b.parameters) << p.name;
        EXPECT_EQ(a.attributes, b.attributes) << p.name;
        EXPECT_EQ(lang::arbfp::PrintProgram(*again.program), printed) << p.name;
        ++checked;
    }
    std::cout << "printer round trip: " << checked << " piglit programs\n";
    EXPECT_GT(checked, 15);
}

// Every NV option file piglit expects to load runs on the reference interpreter's NV part
// to its end (a smoke test: piglit only loads these files, so there are no values to
// compare), every parameter (0.5, -1, 2, 0.25) and each fragment's attributes different.
TEST(PiglitAsmParserTest, NvOptionProgramsRunOnTheReferenceInterpreter) {
    auto root = FindPiglitRoot();
    if (!root) TESSERA_SKIP_OR_FAIL_IN_CI(PiglitSearchDescription());
    int ran = 0;
    for (const PiglitProgram& p : LoadArbfpAsmParserTests(*root)) {
        if (p.expect_fail || !p.Requires(kNvFragmentProgramOption)) continue;
        const ReadResult read = ReadProgram(p.text, LimitsFor(p));
        ASSERT_TRUE(read.program.has_value()) << p.name;
        runtime::exec::DrawInputs draw;
        draw.program = &*read.program;
        draw.parameters.assign(read.program->parameters.size(), {0.5f, -1, 2, 0.25f});
        runtime::exec::QuadInputs quad;
        for (int i = 0; i < runtime::exec::kQuadSize; ++i) {
            auto& f = quad.fragments[i];
            f.color_primary = {0.25f * static_cast<float>(i), 0.5f, -0.5f, 1};
            for (auto& t : f.texcoord) t = {static_cast<float>(i), -1, 0.5f, 1};
            f.facing = i % 2 ? 1.0f : -1.0f;
            quad.covered[i] = true;
        }
        runtime::exec::QuadResults results;
        runtime::exec::RunQuadReference(draw, quad, results);
        ++ran;
    }
    std::cout << "NV option programs run: " << ran << "\n";
    EXPECT_GT(ran, 5);
}

}  // namespace
}  // namespace tessera::testing
