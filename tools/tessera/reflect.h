// SPDX-License-Identifier: MIT
// `tessera compile FILE --reflect OUT.json`: the reflection data of a compile as JSON, the
// machine-readable counterpart of cgc's `#var` lines (docs/api.md describes the format).
#pragma once

#include <string>

#include "tessera/tessera.hpp"

namespace tessera::tool {

/// Writes the reflection of `result` (compiled from `source`) as JSON to `path` ("-":
/// standard output). Returns 0, or 2 when the file cannot be written.
int WriteReflection(const CompileResult& result, const std::string& source,
                    const std::string& path);

}  // namespace tessera::tool
