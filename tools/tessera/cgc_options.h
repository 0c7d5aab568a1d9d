// SPDX-License-Identifier: MIT
// cgc's command line (Cg Toolkit 3.1's cgc(1) and the Cg reference's profile pages), parsed
// by cgc's rules: single-dash words, some with attached values (-DNAME=V, -Idir), a source
// file or standard input. cgc_command.cpp runs what this describes.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cgc_layout.h"
#include "tessera/tessera.hpp"

namespace tessera::tool {

/// One of cgc's profiles as Tessera compiles it.
struct CgcProfile {
    const char* name;         ///< cgc's: arbfp1, glslv, glesf...
    const char* api_profile;  ///< the API's: arbfp1, glsl110, glsles100...
    Stage stage;
    bool glsl;  ///< writes GLSL (in cgc's conventions)
    bool es;    ///< GLSL ES (glesv, glesf)
};

/// The profile called `name`, or nullptr.
const CgcProfile* FindCgcProfile(const std::string& name);

/// "arbfp1, arbvp1, glslf, ..." for messages and --help.
std::string CgcProfileNames();

struct CgcOptions {
    std::string file;     ///< empty: the source is read from standard input
    std::string output;   ///< -o; empty or "-": standard output
    std::string listing;  ///< -l: where errors and warnings go (default: standard error)
    std::string profile = "arbfp1";
    std::string entry = "main";
    std::vector<Define> defines;
    std::vector<std::string> include_dirs;
    std::vector<std::string> profile_options;  ///< -po a,b: each option separately
    bool fast_math = false;
    bool glsl_source = false;  ///< -oglsl or -ogles
    bool es_source = false;    ///< -ogles
    bool no_entry = false;     ///< -noentry: check only
    bool quiet = false;
    bool preprocess_only = false;  ///< -E
    CgcHeader header;
};

/// Parses cgc's arguments (without the program name) into `options`; returns an error
/// message, empty on success.
std::string ParseCgcArguments(const std::vector<std::string>& raw, CgcOptions& options);

/// What a GLSL profile writes for `-po version=N`: the API's profile and the `#version`
/// line (without the option: `#version 110` for glslv and glslf, none for glesv and glesf,
/// as cgc 3.1 wrote them); or an error message.
struct GlslTarget {
    std::string api_profile;
    std::string version_line;
    std::string error;
};
GlslTarget CgcGlslTarget(const CgcProfile& profile,
                         const std::vector<std::string>& profile_options);

}  // namespace tessera::tool
