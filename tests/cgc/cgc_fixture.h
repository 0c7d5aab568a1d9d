// SPDX-License-Identifier: MIT
// The cgc tests' fixture: a temporary folder per test with a link named `cgc` to tessera and
// the test data (tests/cgc/data), and a shell that runs a command there as a build script
// would, capturing its status, output and errors.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace tessera::cgc_test {

namespace fs = std::filesystem;

struct Output {
    int status = -1;
    std::string out;
    std::string err;
    std::vector<std::string> lines;  ///< of `out`
};

inline std::string ReadAll(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

inline std::vector<std::string> Lines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// An output's lines and its #var lines.
struct Layout {
    std::vector<std::string> lines, vars;
};

class CgcFixture : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::path(::testing::TempDir()) /
               ("cgc_test_" +
                std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        fs::create_symlink(TESSERA_BINARY, dir_ / "cgc");
        fs::copy(TESSERA_CGC_DATA, dir_, fs::copy_options::recursive);
    }
    void TearDown() override { fs::remove_all(dir_); }

    // Runs `command` in the test's directory, as a build script's shell would (standard
    // input empty unless the command redirects it).
    Output Shell(const std::string& command) {
        const std::string input = command.find('<') == std::string::npos ? " </dev/null" : "";
        const std::string line =
            "cd '" + dir_.string() + "' && " + command + input + " >stdout.txt 2>stderr.txt";
        Output r;
        const int status = std::system(line.c_str());
        r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        r.out = ReadAll(dir_ / "stdout.txt");
        r.err = ReadAll(dir_ / "stderr.txt");
        r.lines = Lines(r.out);
        return r;
    }
    // Runs `command` and expects cgc's refusal: status 1 and `message` on standard error.
    void ExpectRefused(const std::string& command, const std::string& message) {
        const Output r = Shell(command);
        EXPECT_EQ(r.status, 1) << command << ": " << r.err;
        EXPECT_NE(r.err.find(message), std::string::npos) << command << ": " << r.err;
    }
    std::vector<std::string> FileLines(const std::string& name) {
        return Lines(ReadAll(dir_ / name));
    }
    void WriteFile(const std::string& name, const std::string& text) {
        std::ofstream(dir_ / name, std::ios::binary) << text;
    }

    fs::path dir_;
};

}  // namespace tessera::cgc_test
