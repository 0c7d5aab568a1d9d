// SPDX-License-Identifier: MIT
// The subcommands of the `tessera` program. Each file in tools/tessera/ adds one subcommand
// to the CLI11 application and runs it; main.cpp only wires them together.
#pragma once

#include <CLI/CLI.hpp>

namespace tessera::tool {

/// Registers `tessera check`; sets `run` to the function that executes it.
void AddCheckCommand(CLI::App& app, std::function<int()>& run);

/// Registers `tessera compile`; sets `run` to the function that executes it.
void AddCompileCommand(CLI::App& app, std::function<int()>& run);

/// Registers `tessera render`; sets `run` to the function that executes it.
void AddRenderCommand(CLI::App& app, std::function<int()>& run);

/// Registers `tessera shader-test`; sets `run` to the function that executes it.
void AddShaderTestCommand(CLI::App& app, std::function<int()>& run);

}  // namespace tessera::tool
