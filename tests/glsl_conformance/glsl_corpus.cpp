// SPDX-License-Identifier: MIT
// Finding piglit's GLSL tests and reading the expectation lists (see glsl_corpus.h).
//
// glslparsertest's config block sits in the file's first comment:
//
//     /* [config]
//      * expect_result: pass
//      * glsl_version: 1.20
//      * require_extensions: GL_ARB_foo
//      * [end config]
//      */
//
// (or the same with `//` lines). Each line between the markers is read as `key: value`
// after dropping the comment leaders ` * ` or `//`.
#include "glsl_corpus.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace tessera::testing {
namespace {

namespace fs = std::filesystem;

constexpr const char* kTrees[] = {"tests/spec", "generated_tests/spec"};
constexpr const char* kVersions[] = {"glsl-1.10", "glsl-1.20"};

std::string ReadWholeFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

std::vector<std::string> FilesWithExtension(const fs::path& root, const std::string& sub,
                                            const std::string& extension) {
    std::vector<std::string> files;
    for (const char* tree : kTrees) {
        for (const char* version : kVersions) {
            const fs::path base = root / tree / version / sub;
            if (!fs::is_directory(base)) continue;
            for (const fs::directory_entry& e : fs::recursive_directory_iterator(base))
                if (e.is_regular_file() && e.path().extension() == extension)
                    files.push_back(fs::relative(e.path(), root).generic_string());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

// `s` without surrounding blanks and, with `leaders`, the comment leaders `*` and `/`.
std::string Trim(std::string s, bool leaders = true) {
    const std::size_t first = s.find_first_not_of(leaders ? " \t\r*/" : " \t\r");
    if (first == std::string::npos) return {};
    const std::size_t last = s.find_last_not_of(" \t\r");
    return s.substr(first, last - first + 1);
}

void ReadConfigLine(const std::string& line, GlslCompilerTest& test) {
    const std::size_t colon = line.find(':');
    if (colon == std::string::npos) return;
    const std::string key = Trim(line.substr(0, colon));
    const std::string value = Trim(line.substr(colon + 1));
    if (key == "expect_result") test.expect_pass = value == "pass";
    if (key == "glsl_version") {
        const std::size_t dot = value.find('.');
        if (dot != std::string::npos)
            test.glsl_version = std::atoi(value.substr(0, dot).c_str()) * 100 +
                                std::atoi(value.substr(dot + 1).c_str());
    }
    if (key == "check_link") test.check_link = value == "true";
    if (key == "require_extensions") {
        std::istringstream words(value);
        for (std::string word; words >> word;) test.required_extensions.push_back(word);
    }
}

void ReadConfig(GlslCompilerTest& test) {
    const std::size_t begin = test.text.find("[config]");
    const std::size_t end = test.text.find("[end config]");
    if (begin == std::string::npos || end == std::string::npos || end < begin) return;
    std::istringstream lines(test.text.substr(begin + 8, end - begin - 8));
    for (std::string line; std::getline(lines, line);) {
        if (line.find("expect_result") != std::string::npos) test.has_config = true;
        ReadConfigLine(line, test);
    }
}

}  // namespace

std::vector<std::string> GlslExecutionTests(const fs::path& root) {
    return FilesWithExtension(root, "execution", ".shader_test");
}

std::vector<GlslCompilerTest> GlslCompilerTests(const fs::path& root) {
    std::vector<GlslCompilerTest> tests;
    std::vector<std::string> paths = FilesWithExtension(root, "", ".frag");
    for (const std::string& vert : FilesWithExtension(root, "", ".vert")) paths.push_back(vert);
    std::sort(paths.begin(), paths.end());
    for (const std::string& path : paths) {
        GlslCompilerTest test;
        test.path = path;
        test.text = ReadWholeFile(root / path);
        ReadConfig(test);
        tests.push_back(std::move(test));
    }
    return tests;
}

std::map<std::string, Expectation> ReadExpectations(const fs::path& file) {
    std::map<std::string, Expectation> entries;
    std::ifstream in(file);
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream words(line);
        std::string outcome, path;
        words >> outcome >> path;
        std::string reason;
        std::getline(words, reason);
        entries[path] = {outcome, Trim(reason, false)};
    }
    return entries;
}

void WriteExpectations(const fs::path& file, const std::string& header,
                       const std::map<std::string, Expectation>& entries) {
    std::ofstream out(file);
    std::istringstream lines(header);
    for (std::string line; std::getline(lines, line);) out << "# " << line << '\n';
    for (const auto& [path, e] : entries)
        out << e.outcome << ' ' << path << ' ' << e.reason << '\n';
}

bool UpdatingExpectations() {
    const char* value = std::getenv("TESSERA_UPDATE_EXPECTATIONS");
    return value != nullptr && *value != '\0' && std::string(value) != "0";
}

}  // namespace tessera::testing
