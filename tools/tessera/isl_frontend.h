// SPDX-License-Identifier: MIT
// ISL's options of `tessera compile` and `render` (isl_frontend.cpp): the scene's lights,
// plan and limits, and for render the mesh and background, read from the command line into
// the API's CompileOptions and SceneOptions; compile.cpp and render.cpp register them.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "tessera/tessera.hpp"

namespace tessera::tool {

/// --plan, --plan-limits and --light for `tessera compile`.
void AddIslCompileOptions(CLI::App* command);
/// --scene, --light, --plan, --background and --plan-limits for `tessera render` (render.cpp
/// has --param).
void AddIslRenderOptions(CLI::App* command);

/// Sets the ISL fields of `options` (profile, plan_limits, lights, and formals from the
/// --param values NAME=V[,V...]) from the command line; false after an error message.
bool SetIslOptions(const std::vector<std::string>& params, CompileOptions& options);

/// `tessera render FILE.isl ... -o OUT.png` at width x height through tessera::RenderScene.
int RenderIsl(const std::string& file, const std::string& output, int width, int height,
              const std::vector<std::string>& params);

}  // namespace tessera::tool
