// SPDX-License-Identifier: MIT
// The invariants of the C preprocessor (lang/common/cfamily), shared by the preprocessor and Cg
// fuzz harnesses and the regression tests (see arbfp_checks.h for why checks are shared).
//
// A fuzz input is a small file system: the main file, then up to three headers, each
// starting after a line "//--" (kFileSeparator). The headers are "a.h", "b.h" and "c.h",
// and the main file is "main.cg"; all of them can be #included, the main file too, so
// include cycles and repeated includes are reachable from one input.
//
// CheckPreprocess runs the preprocessor (Cg's options, then GLSL's) and checks:
// - the output ends with exactly one end-of-file token and holds no internal token;
// - every token and diagnostic location lies inside a file the run read;
// - at most DiagnosticList::kMaxDiagnostics diagnostics are kept;
// - the formatted diagnostics have an "error:" line, with its file:line:col, exactly when
//   there are errors;
// - an output without errors and without "#" (which would start a directive when re-read)
//   prints (cfamily::Print) to text that preprocesses, again, to the same tokens.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "checks/problems.h"
#include "lang/common/cfamily/preprocessor.h"

namespace tessera::fuzz {

inline constexpr std::string_view kFileSeparator = "\n//--\n";

struct VirtualFile {
    std::string name;
    std::string text;
};

/// The files of a fuzz input: main.cg first, then a.h, b.h, c.h (those present).
std::vector<VirtualFile> SplitFiles(std::string_view input);

/// An #include reader over `files` (copied); a path names a file when it equals its name.
lang::cfamily::IncludeReader VirtualReader(const std::vector<VirtualFile>& files);

/// The names of `files`, and the preprocessor's pseudo-files, for CheckDiagnosticText.
std::vector<std::string> FileNames(const std::vector<VirtualFile>& files);

Problems CheckPreprocess(std::string_view input);

}  // namespace tessera::fuzz
