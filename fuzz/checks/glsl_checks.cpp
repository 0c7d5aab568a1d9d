// SPDX-License-Identifier: MIT
// See glsl_checks.h.
#include "checks/glsl_checks.h"

#include "checks/compile_report.h"
#include "lang/glsl/reader/compile.h"

namespace tessera::fuzz {

namespace {

constexpr const char* kName = "fuzz.frag";
constexpr const char* kVertexName = "fuzz.vert";

// A shader that writes gl_Position is a vertex shader ("fuzz.vert", to ARBvp): a fragment
// shader cannot name it, so nothing a fragment compile could reach is lost.
bool IsVertexShader(std::string_view input) { return input.find("gl_Position") != std::string_view::npos; }

lang::glsl::CompileOptions OptionsFor(std::string_view input) {
    lang::glsl::CompileOptions options;
    const bool vertex = IsVertexShader(input);
    options.source_name = vertex ? kVertexName : kName;
    options.source_text = std::string(input);
    if (vertex) options.stage = lang::glsl::ShaderStage::kVertex;
    return options;
}

}  // namespace

Problems CheckGlslCheck(std::string_view input) {
    const lang::glsl::CompileOptions options = OptionsFor(input);
    const lang::glsl::CheckResult result = lang::glsl::CheckGlsl(options);
    Problems problems;
    CheckCompileReport(result.ok, result.error_count, result.diagnostics, {options.source_name}, input, problems);
    return problems;
}

Problems CheckGlslCompile(std::string_view input) {
    const lang::glsl::CompileOptions options = OptionsFor(input);
    const bool vertex = IsVertexShader(input);
    const lang::glsl::CompileResult result = lang::glsl::CompileGlsl(options);
    Problems problems;
    CheckCompileReport(result.ok, result.error_count, result.diagnostics, {options.source_name}, input, problems);
    if (result.ok && vertex) CheckWrittenVertexProgram(result.arbfp.text, problems);
    if (result.ok && !vertex) CheckWrittenProgram(result.arbfp.text, options.limits, problems);
    return problems;
}

}  // namespace tessera::fuzz
