// The ISL parts of `tessera compile` and `render` (isl_frontend.cpp): their scene options
// (lights, plan limits, scenes) are not the public API's, so compile.cpp and render.cpp
// register these options and dispatch .isl files here; `tessera check` goes through the API.
#pragma once

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace tessera::tool {

/// --plan for `tessera compile` (multipass or fused).
void AddIslCompileOptions(CLI::App* command);
/// --scene, --light, --plan and --background for `tessera render` (render.cpp has --param).
void AddIslRenderOptions(CLI::App* command);

/// `tessera compile FILE.isl --plan P [-o OUT]`: prints the plan listing.
int CompileIsl(const std::string& file, const std::string& output);
/// `tessera render FILE.isl ... -o OUT.png` at width x height; `params` are the --param
/// values (NAME=V[,V...]) for the shader's formals.
int RenderIsl(const std::string& file, const std::string& output, int width, int height,
              const std::vector<std::string>& params);

}  // namespace tessera::tool
