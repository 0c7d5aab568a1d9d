// SPDX-License-Identifier: MIT
// The Cg example corpus as the tests see it: every examples/cg/*.cg file, its text, and
// the default values of its uniforms.
//
// A shader in the corpus declares each uniform as a global with a literal initializer
// (`uniform float3 lightDir = {0.4, 0.6, 0.7};`), which is the Cg way of stating a default
// (cgc printed them as `#default` lines for the application to set). The tests read those
// initializers from the parsed tree and give the same values to the renderer (as
// program.local vectors) and to the IR interpreter (as the global's scalars), so a shader is
// tested with the values it was written for rather than with arbitrary ones.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace tessera::cg_examples {

struct Shader {
    std::string name;  ///< file name without ".cg", e.g. "blinn_phong"
    std::string path;
    std::string text;
};

/// Every examples/cg/*.cg, sorted by name.
const std::vector<Shader>& Corpus();
/// The shader named `name`; fails the calling test (and returns null) when it is missing.
const Shader* FindShader(const std::string& name);

/// A uniform global with a default: its name and its initializer's numbers, flattened in
/// source order (which is Cg's order: vectors in order, matrices row by row, arrays and
/// structs element by element).
struct UniformDefault {
    std::string name;
    std::vector<double> values;
};

/// What parsing a shader gave: the diagnostics (empty when it parsed cleanly) and the
/// uniform defaults; `error` names a uniform without a usable literal initializer.
struct ParsedShader {
    std::string diagnostics;
    std::vector<UniformDefault> uniforms;
    std::vector<std::string> samplers;  ///< names of the sampler globals
    std::string error;
};
ParsedShader ParseShader(const Shader& shader);

/// The comment block the file opens with, without the `//` markers.
std::string HeaderComment(const std::string& text);

}  // namespace tessera::cg_examples
