// The ISL parts of `tessera check`, `compile` and `render` (isl_frontend.cpp); the shared
// subcommand files register these options and dispatch .isl files here.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

namespace tessera::tool {

/// --plan for `tessera compile` (multipass or fused).
void AddIslCompileOptions(CLI::App* command);
/// --scene, --light, --param, --plan and --background for `tessera render`.
void AddIslRenderOptions(CLI::App* command);

/// `tessera check FILE.isl`: 0 when the shader compiles, 1 after printing diagnostics.
int CheckIsl(const std::string& file);
/// `tessera compile FILE.isl --plan P [-o OUT]`: prints the plan listing.
int CompileIsl(const std::string& file, const std::string& output);
/// `tessera render FILE.isl ... -o OUT.png` at width x height.
int RenderIsl(const std::string& file, const std::string& output, int width, int height);

}  // namespace tessera::tool
