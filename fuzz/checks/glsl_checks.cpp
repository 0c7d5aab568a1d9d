// See glsl_checks.h.
#include "checks/glsl_checks.h"

#include "checks/compile_report.h"
#include "lang/glsl/reader/compile.h"

namespace tessera::fuzz {

namespace {

constexpr const char* kName = "fuzz.frag";

lang::glsl::CompileOptions OptionsFor(std::string_view input) {
    lang::glsl::CompileOptions options;
    options.source_name = kName;
    options.source_text = std::string(input);
    return options;
}

}  // namespace

Problems CheckGlslCheck(std::string_view input) {
    const lang::glsl::CheckResult result = lang::glsl::CheckGlsl(OptionsFor(input));
    Problems problems;
    CheckCompileReport(result.ok, result.error_count, result.diagnostics, {kName}, input, problems);
    return problems;
}

Problems CheckGlslCompile(std::string_view input) {
    const lang::glsl::CompileOptions options = OptionsFor(input);
    const lang::glsl::CompileResult result = lang::glsl::CompileGlsl(options);
    Problems problems;
    CheckCompileReport(result.ok, result.error_count, result.diagnostics, {kName}, input, problems);
    if (result.ok) CheckWrittenProgram(result.arbfp.text, options.limits, problems);
    return problems;
}

}  // namespace tessera::fuzz
