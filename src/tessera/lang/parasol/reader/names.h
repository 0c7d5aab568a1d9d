// SPDX-License-Identifier: MIT
// The naming restrictions every declared name obeys (spec: the "Names" paragraphs of terms,
// types, shaders, inputs/outputs/parameters and modules): no two adjacent underscores, no
// trailing underscore, no `gl_` (lowercase names) or `GL_` (module names) prefix, and none
// of the GLSL reserved words of the appendix "GLSL identifiers". The first letter's case is
// the grammar's business (name_lower / name_upper) and is checked by the parser.
#pragma once

#include <optional>
#include <string>

namespace tessera::lang::parasol {

/// Why `name` breaks a restriction ("names cannot ..."), or nullopt when it is allowed.
/// `module_name` selects the module rule (`GL_` instead of `gl_`).
std::optional<std::string> NameRestriction(const std::string& name, bool module_name = false);

/// True for the appendix's GLSL reserved words.
bool IsGlslReserved(const std::string& word);

}  // namespace tessera::lang::parasol
