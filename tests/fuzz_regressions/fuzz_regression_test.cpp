// Regression tests for fuzz findings.
//
// Each file under tests/fuzz_regressions/arbfp/ is an input that once made a harness fail
// (a crash, a sanitizer report, a broken invariant), copied there, minimised, when the bug
// was fixed. The test runs every file through CheckAll, the union of what the ARBfp
// harnesses check (fuzz/checks/arbfp_checks.h), so the bug cannot come back unnoticed.
// Files are found at run time: adding a finding needs no code change. Name a file after
// what it found (e.g. printer-drops-negation.fp); the contents are read as raw bytes.
//
// The fuzzers' starting points, the committed seeds and the examples, go through the same
// checks: a seed that fails would make every fuzz run report it at once.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "checks/arbfp_checks.h"

namespace {

std::vector<std::filesystem::path> FilesIn(const char* directory) {
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(directory, ec))
        if (entry.is_regular_file() && entry.path().filename() != "README.md") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

std::string ReadBytes(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

void ExpectNoProblems(const char* directory) {
    for (const std::filesystem::path& file : FilesIn(directory)) {
        SCOPED_TRACE(file.string());
        for (const std::string& problem : tessera::fuzz::CheckAll(ReadBytes(file))) ADD_FAILURE() << problem;
    }
}

TEST(FuzzRegressions, ArbfpFindings) { ExpectNoProblems(TESSERA_FUZZ_REGRESSIONS_DIR); }

TEST(FuzzRegressions, ArbfpSeedsAndExamples) {
    ASSERT_FALSE(FilesIn(TESSERA_FUZZ_SEEDS_DIR).empty());
    ExpectNoProblems(TESSERA_FUZZ_SEEDS_DIR);
    ExpectNoProblems(TESSERA_EXAMPLES_DIR);
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
    EXPECT_EQ(tessera::fuzz::CheckProgram(program, Limits::Default()).size(), 2u);  // source and destination
}

}  // namespace
