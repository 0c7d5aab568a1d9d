// SPDX-License-Identifier: MIT
// Finding and reading piglit's asmparsertest files (ARBfp1.0, ARBvp1.0) (see piglit_corpus.h).
//
// The expectation markers are matched the way piglit's asmparsertest runner matches them:
// a plain substring search for "# FAIL" anywhere in the file, and one "# REQUIRE " line per
// needed extension. Nothing is parsed beyond that, so a comment such as
// "# FAIL - requires 'OPTION NV_fragment_program'" still counts as an expected failure.
#include "piglit_corpus.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#ifndef TESSERA_SOURCE_DIR
#error "TESSERA_SOURCE_DIR must be defined by the build (the repository's root)"
#endif

namespace tessera::testing {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kAsmParserDir = "tests/asmparsertest/shaders";

std::string EnvOrEmpty(const char* name) {
    const char* value = std::getenv(name);
    return value != nullptr ? value : "";
}

// Where piglit should be. An explicit setting is the only candidate: a mistyped
// TESSERA_PIGLIT_DIR must not silently fall back to another copy. The cache default is
// the one scripts/fetch-piglit uses.
std::vector<fs::path> Candidates() {
    if (auto dir = EnvOrEmpty("TESSERA_PIGLIT_DIR"); !dir.empty()) return {fs::path(dir)};
    auto cache = EnvOrEmpty("TESSERA_CACHE");
    const fs::path base = cache.empty() ? fs::path(TESSERA_SOURCE_DIR) / ".cache" : fs::path(cache);
    return {base / "piglit" / "root"};
}

std::string ReadWholeFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

// The extension names of "# REQUIRE GL_x" lines, in file order.
std::vector<std::string> RequiredExtensions(std::string_view text) {
    constexpr std::string_view kMarker = "# REQUIRE ";
    std::vector<std::string> out;
    for (std::size_t at = text.find(kMarker); at != std::string_view::npos;
         at = text.find(kMarker, at + 1)) {
        std::size_t begin = at + kMarker.size();
        std::size_t end = text.find_first_of(" \t\r\n", begin);
        if (end == std::string_view::npos) end = text.size();
        if (end > begin) out.emplace_back(text.substr(begin, end - begin));
    }
    return out;
}

}  // namespace

bool PiglitProgram::Requires(std::string_view extension) const {
    return std::find(required_extensions.begin(), required_extensions.end(), extension) !=
           required_extensions.end();
}

std::optional<fs::path> FindPiglitRoot() {
    for (const fs::path& root : Candidates()) {
        std::error_code ec;
        if (fs::is_directory(root / kAsmParserDir / "ARBfp1.0", ec)) return root;
    }
    return std::nullopt;
}

std::string PiglitSearchDescription() {
    std::string out = "piglit not found (run scripts/fetch-piglit); looked for " +
                      std::string(kAsmParserDir) + "/ARBfp1.0 under:";
    for (const fs::path& root : Candidates()) out += " " + root.string();
    return out;
}

std::vector<PiglitProgram> LoadArbfpAsmParserTests(const fs::path& root) {
    return LoadAsmParserTests(root, "ARBfp1.0");
}

std::vector<PiglitProgram> LoadAsmParserTests(const fs::path& root, std::string_view folder) {
    std::vector<PiglitProgram> out;
    for (const auto& entry : fs::directory_iterator(root / kAsmParserDir / folder)) {
        if (!entry.is_regular_file()) continue;
        PiglitProgram program;
        program.name = entry.path().filename().string();
        program.text = ReadWholeFile(entry.path());
        program.expect_fail = program.text.find("# FAIL") != std::string::npos;
        program.required_extensions = RequiredExtensions(program.text);
        out.push_back(std::move(program));
    }
    std::sort(out.begin(), out.end(),
              [](const PiglitProgram& a, const PiglitProgram& b) { return a.name < b.name; });
    return out;
}

std::string WithCrlf(std::string_view text) {
    std::string out;
    out.reserve(text.size() + text.size() / 16);
    for (char c : text) {
        if (c == '\n') out += '\r';
        out += c;
    }
    return out;
}

bool RunningInCi() { return EnvOrEmpty("CI") == "true"; }

}  // namespace tessera::testing
