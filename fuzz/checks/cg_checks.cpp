// SPDX-License-Identifier: MIT
// See cg_checks.h.
#include "checks/cg_checks.h"

#include "checks/cfamily_checks.h"
#include "checks/compile_report.h"
#include "lang/cg/reader/compile.h"

namespace tessera::fuzz {

namespace {

lang::cg::CompileOptions OptionsFor(const std::vector<VirtualFile>& files) {
    lang::cg::CompileOptions options;
    options.source_name = files[0].name;
    options.source_text = files[0].text;
    options.read_file = VirtualReader(files);
    return options;
}

}  // namespace

Problems CheckCgCheck(std::string_view input) {
    const std::vector<VirtualFile> files = SplitFiles(input);
    const lang::cg::CheckResult result = lang::cg::CheckCg(OptionsFor(files));
    Problems problems;
    CheckCompileReport(result.ok, result.error_count, result.diagnostics, FileNames(files), input,
                       problems);
    return problems;
}

Problems CheckCgCompile(std::string_view input) {
    const std::vector<VirtualFile> files = SplitFiles(input);
    const lang::cg::CompileResult result = lang::cg::CompileCg(OptionsFor(files));
    Problems problems;
    CheckCompileReport(result.ok, result.error_count, result.diagnostics, FileNames(files), input,
                       problems);
    if (result.ok) CheckWrittenProgram(result.arbfp.text, lang::arbfp::Arbfp1Limits(), problems);
    return problems;
}

}  // namespace tessera::fuzz
