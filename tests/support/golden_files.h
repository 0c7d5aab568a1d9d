// SPDX-License-Identifier: MIT
// Helpers for golden-file tests, used by their runner (expectations.h): list the inputs of
// a folder, read and write expected files, and tell whether TESSERA_UPDATE_GOLDEN=1 asks
// for the expected files to be rewritten (to be reviewed in the git diff, never accepted
// blindly).
#pragma once

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace tessera::testing {

/// The names of the files in `dir` whose extension is `extension` (".cg"), sorted. Expected
/// files are not inputs even where their kind is the inputs' extension (NAME.ir.expected.ir).
inline std::vector<std::string> GoldenInputs(const std::filesystem::path& dir,
                                             const std::string& extension) {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        std::string name = entry.path().filename().string();
        if (entry.path().extension() == extension && name.find(".expected.") == std::string::npos)
            names.push_back(name);
    }
    std::sort(names.begin(), names.end());
    return names;
}

inline std::string ReadText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

inline void WriteText(const std::filesystem::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

/// True when the run should rewrite the expected files (TESSERA_UPDATE_GOLDEN=1).
inline bool UpdatingGolden() {
    const char* update = std::getenv("TESSERA_UPDATE_GOLDEN");
    return update != nullptr && std::string(update) == "1";
}

}  // namespace tessera::testing
