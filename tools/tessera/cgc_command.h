// SPDX-License-Identifier: MIT
// `tessera cgc ...`: NVIDIA cgc's command line and output layout over Tessera's API, so
// build scripts that call cgc keep working (docs/cgc.md). Invoked through a link named `cgc`,
// the program behaves as `tessera cgc`.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <string>
#include <vector>

namespace tessera::tool {

/// Registers `tessera cgc`; its arguments are cgc's and are parsed by cgc's rules.
void AddCgcCommand(CLI::App& app, std::function<int()>& run);

/// `args` (argv) as `tessera` should see them: when argv[0]'s file name is `cgc`, the
/// arguments of `tessera cgc`.
std::vector<std::string> CgcInvocation(std::vector<std::string> args);

/// Runs cgc with its arguments (without the program name); returns cgc's exit status.
int RunCgc(const std::vector<std::string>& args);

}  // namespace tessera::tool
