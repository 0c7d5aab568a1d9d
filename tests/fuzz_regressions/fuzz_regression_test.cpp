// SPDX-License-Identifier: MIT
// Regression tests for fuzz findings.
//
// Each file under tests/fuzz_regressions/LANG/ is an input that once made a harness fail
// (a crash, a sanitizer report, a broken invariant), copied there, minimised, when the bug
// was fixed. The test runs every file through the checks of that language's harnesses
// (fuzz/checks/), so the bug cannot come back unnoticed. Files are found at run time:
// adding a finding needs no code change. Name a file after what it found (e.g.
// printer-drops-negation.fp); the contents are read as raw bytes.
//
// A finding whose bug is not fixed yet (in code another module owns) waits in
// LANG/pending/, with the bug described in LANG/pending/README.md; DISABLED_PendingFindings
// runs those and passes once the bug is fixed: then move the file up into LANG/.
//
// The fuzzers' starting points, the committed seeds (fuzz/corpus/LANG/) and the examples,
// go through the same checks: a seed that fails would make every fuzz run report it at once.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "checks/arbfp_checks.h"
#include "checks/cfamily_checks.h"
#include "checks/cg_checks.h"
#include "checks/glsl_checks.h"
#include "checks/isl_checks.h"
#include "checks/parasol_checks.h"
#include "checks/shader_test_checks.h"

namespace {

using Check = std::function<tessera::fuzz::Problems(std::string_view)>;
namespace fs = std::filesystem;

// Every regular file of `directory` whose name ends with `suffix` (README.md excluded).
std::vector<fs::path> FilesIn(const fs::path& directory, const std::string& suffix = "") {
    std::vector<fs::path> files;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(directory, ec))
        if (entry.is_regular_file() && entry.path().filename() != "README.md" &&
            entry.path().string().ends_with(suffix))
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

std::string ReadBytes(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

void ExpectNoProblems(const std::vector<fs::path>& files, const Check& check) {
    for (const fs::path& file : files) {
        SCOPED_TRACE(file.string());
        for (const std::string& problem : check(ReadBytes(file))) ADD_FAILURE() << problem;
    }
}

tessera::fuzz::Problems CgChecks(std::string_view input) {
    tessera::fuzz::Problems problems = tessera::fuzz::CheckCgCheck(input);
    tessera::fuzz::Append(problems, "compile: ", tessera::fuzz::CheckCgCompile(input));
    return problems;
}

tessera::fuzz::Problems GlslChecks(std::string_view input) {
    tessera::fuzz::Problems problems = tessera::fuzz::CheckGlslCheck(input);
    tessera::fuzz::Append(problems, "compile: ", tessera::fuzz::CheckGlslCompile(input));
    return problems;
}

const fs::path kFindings = TESSERA_FUZZ_REGRESSIONS_DIR;
const fs::path kSeeds = TESSERA_FUZZ_SEEDS_DIR;
const fs::path kExamples = TESSERA_EXAMPLES_DIR;

// Each folder of findings (tests/fuzz_regressions/DIR/) with the checks of its harnesses.
struct FindingsFolder {
    const char* dir;
    Check check;
};
const std::vector<FindingsFolder>& Folders() {
    static const std::vector<FindingsFolder> folders = {
        {"arbfp", tessera::fuzz::CheckAll},
        {"cfamily", tessera::fuzz::CheckPreprocess},
        {"cg", CgChecks},
        {"shader_test", tessera::fuzz::CheckShaderTestParse},
        {"glsl", GlslChecks},
        {"parasol", tessera::fuzz::CheckParasolCheck},
        {"isl", tessera::fuzz::CheckIslCompile},
    };
    return folders;
}

TEST(FuzzRegressions, Findings) {
    std::size_t inputs = 0;
    for (const FindingsFolder& folder : Folders()) {
        const std::vector<fs::path> files = FilesIn(kFindings / folder.dir);
        inputs += files.size();
        ExpectNoProblems(files, folder.check);
    }
    EXPECT_GT(inputs, 0u);  // the folders were found
}

// Findings whose bugs are still open wait in DIR/pending/ (described in
// DIR/pending/README.md); this fails until they are fixed (--gtest_also_run_disabled_tests),
// then they move up to DIR/. It is disabled because a pending finding may fail in one build
// only (the IR validator runs by default in Debug and fuzz builds, not in release ones).
TEST(FuzzRegressions, DISABLED_PendingFindings) {
    for (const FindingsFolder& folder : Folders())
        ExpectNoProblems(FilesIn(kFindings / folder.dir / "pending"), folder.check);
}

TEST(FuzzRegressions, SeedsAndExamples) {
    for (const char* lang : {"arbfp", "cfamily", "cg", "shader_test", "glsl"})
        EXPECT_FALSE(FilesIn(kSeeds / lang).empty()) << lang;
    ExpectNoProblems(FilesIn(kSeeds / "glsl"), GlslChecks);
    ExpectNoProblems(FilesIn(kSeeds / "arbfp"), tessera::fuzz::CheckAll);
    ExpectNoProblems(FilesIn(kExamples / "arbfp", ".fp"), tessera::fuzz::CheckAll);
    ExpectNoProblems(FilesIn(kSeeds / "cfamily"), tessera::fuzz::CheckPreprocess);
    ExpectNoProblems(FilesIn(kSeeds / "cg"), CgChecks);
    ExpectNoProblems(FilesIn(kExamples / "cg", ".cg"), CgChecks);
    ExpectNoProblems(FilesIn(kExamples / "cg", ".cg"), tessera::fuzz::CheckPreprocess);
    ExpectNoProblems(FilesIn(kSeeds / "shader_test"), tessera::fuzz::CheckShaderTestParse);
    ExpectNoProblems(FilesIn(kExamples / "parasol", ".p"), tessera::fuzz::CheckParasolCheck);
    ExpectNoProblems(FilesIn(kExamples / "isl", ".isl"), tessera::fuzz::CheckIslCompile);
}

// The checks must be able to fail, or the tests above prove nothing.
TEST(FuzzRegressions, ChecksCatchAMalformedProgram) {
    using namespace tessera::lang::arbfp;
    Program program;
    Instruction mov;
    mov.opcode = Opcode::kMOV;
    mov.source_count = 1;
    mov.src[0].file = RegisterFile::kTemporary;
    mov.src[0].index = 3;  // no temporaries declared
    mov.dst.file = RegisterFile::kOutput;
    program.instructions.push_back(mov);
    program.counts.instructions = program.counts.alu_instructions = 1;
    EXPECT_EQ(tessera::fuzz::CheckProgram(program, Limits::Default()).size(),
              2u);  // source and destination
}

TEST(FuzzRegressions, DiagnosticTextCheckCatchesBadReports) {
    tessera::fuzz::Problems problems;
    tessera::fuzz::CheckDiagnosticText("a.cg:3:4: error: bad\n    x\n    ^\n", true, {"a.cg"},
                                       problems);
    EXPECT_TRUE(problems.empty());
    tessera::fuzz::CheckDiagnosticText("a.cg: error: no position\n", true, {"a.cg"}, problems);
    EXPECT_EQ(problems.size(), 1u);
    tessera::fuzz::CheckDiagnosticText("a.cg:0:4: error: line zero\n", true, {}, problems);
    EXPECT_EQ(problems.size(), 2u);
    tessera::fuzz::CheckDiagnosticText("a.cg:1:1: error: internal error: oops\n", true, {"a.cg"},
                                       problems);
    EXPECT_EQ(problems.size(), 3u);
    tessera::fuzz::CheckDiagnosticText("", true, {"a.cg"}, problems);  // errors but no line
    EXPECT_EQ(problems.size(), 4u);
}

TEST(FuzzRegressions, FilesAreSplitAtSeparators) {
    const auto files =
        tessera::fuzz::SplitFiles("main\n//--\nfirst\n//--\n\n//--\nthird\n//--\nrest");
    ASSERT_EQ(files.size(), 4u);
    EXPECT_EQ(files[0].name, "main.cg");
    EXPECT_EQ(files[0].text, "main");
    EXPECT_EQ(files[1].text, "first");
    EXPECT_EQ(files[2].text, "");
    EXPECT_EQ(files[3].name, "c.h");
    EXPECT_EQ(files[3].text, "third\n//--\nrest");  // the last header takes the rest
}

}  // namespace
