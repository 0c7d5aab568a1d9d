// `tessera compile FILE --reflect OUT.json`: the reflection data of a compile as JSON, the
// machine-readable counterpart of cgc's `#var` lines (docs/api.md describes the format).
#pragma once

#include <string>
#include <vector>

namespace tessera::tool {

/// What `tessera compile` was asked to compile, in its own option spellings.
struct ReflectRequest {
    std::string file;
    std::string entry = "main";
    std::string profile = "arbfp1";
    std::vector<std::string> defines;  ///< NAME or NAME=VALUE
    std::vector<std::string> undefines;
    std::vector<std::string> include_dirs;
    bool fast_math = false;
    bool uniforms_to_env = false;
};

/// Compiles through the API and writes the JSON to `path` ("-": standard output). Returns
/// 0, 1 when the source does not compile, 2 when the file cannot be written.
int WriteReflection(const ReflectRequest& request, const std::string& path);

}  // namespace tessera::tool
