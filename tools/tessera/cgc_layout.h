// SPDX-License-Identifier: MIT
// cgc's output layout (REFERENCE_FACTS, "NVIDIA cgc ... with -profile arbfp1"); arbvp1 has
// the same with `!!ARBvp1.0` and vertex registers, the GLSL profiles (glslf, glslv, glesf,
// glesv) the same header with `//` for `#`, after a first line `// glslf output by Cg
// compiler`, then a blank line and the GLSL text in cgc's conventions (docs/cgc.md):
//
//   !!ARBfp1.0
//   OPTION ARB_precision_hint_fastest;            (-fastprecision; _nicest with -bestprecision)
//   # cgc version 3.1.0013 (tessera 0.1.0)
//   # command line args: -profile arbfp1          (the file name and -o FILE left out)
//   # source file: shader.cg                      (one per file)
//   #vendor Tessera
//   #version 3.1.0.13
//   #profile arbfp1
//   #program main
//   #semantic main.tint : C0                      (uniforms and samplers; globals unqualified)
//   #var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//   #var float4 tint : C0 : c[0] : 1 : 1
//   #var float4 main : $vout.COLOR : COL : -1 : 1
//   #const c[1] = 0.5 2
//   PARAM c[2] = { program.local[0], ... };      (the program, as the ARBfp writer wrote it)
//   ...
//   END
//   # 2 instructions, 1 R-regs
#pragma once

#include <string>
#include <vector>

#include "tessera/tessera.hpp"

namespace tessera::tool {

struct CgcHeader {
    std::vector<std::string> args;  ///< the command line, without the file and -o FILE
    std::string precision_option;   ///< "ARB_precision_hint_fastest" or "_nicest", or empty
    std::vector<std::string> source_files;
    std::string profile;  ///< cgc's profile name (the #profile line): arbfp1, arbvp1, glslf...
    Stage stage = Stage::kFragment;
    bool es = false;           ///< glesv, glesf
    std::string version_line;  ///< GLSL: `#version N` (-po version=N), or empty
};

/// The program text of `result` (compiled without comments) in cgc's layout: the ARB
/// program, or the GLSL shader when the result has one.
std::string CgcLayout(const CompileResult& result, const CgcHeader& header);

/// `file(line) : error Cnnnn: message`, one line per error and warning, as cgc prints them;
/// `source` names the file of messages that have none.
std::string CgcDiagnostics(const std::vector<Diagnostic>& diagnostics, const std::string& source);

}  // namespace tessera::tool
