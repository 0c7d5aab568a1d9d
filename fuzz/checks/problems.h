// SPDX-License-Identifier: MIT
// What every fuzz check returns, and checks that apply to every language's diagnostics.
#pragma once

#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace tessera::fuzz {

/// Problems found; empty when every invariant holds.
using Problems = std::vector<std::string>;

/// Appends one problem message built from streamable parts.
template <typename... Parts>
void Add(Problems& problems, const Parts&... parts) {
    std::ostringstream out;
    (out << ... << parts);
    problems.push_back(out.str());
}

/// Prefixes every problem of `more` with `context` and appends it to `problems`.
void Append(Problems& problems, std::string_view context, Problems more);

/// Checks formatted diagnostics (support/diagnostic.h's GNU style): there is an
/// "error:" line exactly when `expect_errors`, every such line reads
/// `NAME:LINE:COL: error: message` for one of `file_names` (any name when it is empty)
/// with LINE, COL >= 1, and no
/// message is an internal error (a bug the compiler caught in itself).
void CheckDiagnosticText(std::string_view text, bool expect_errors,
                         const std::vector<std::string>& file_names, Problems& problems);

}  // namespace tessera::fuzz
