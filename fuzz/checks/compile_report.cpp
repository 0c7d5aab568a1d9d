// SPDX-License-Identifier: MIT
// See compile_report.h.
#include "checks/compile_report.h"

#include "checks/arbfp_checks.h"
#include "lang/arbfp/reader/reader.h"
#include "lang/arbvp/reader/reader.h"
#include "runtime/exec/vertex.h"

namespace tessera::fuzz {

void CheckCompileReport(bool ok, std::size_t error_count, const std::string& diagnostics,
                        std::vector<std::string> file_names, std::string_view input,
                        Problems& problems) {
    if (ok != (error_count == 0)) Add(problems, "ok is ", ok, " with ", error_count, " errors");
    const bool capped = diagnostics.find("too many diagnostics") != std::string::npos;
    if (capped && error_count > 0) return;
    if (input.find("line") != input.npos) file_names.clear();
    CheckDiagnosticText(diagnostics, error_count > 0, file_names, problems);
}

void CheckCompileReport(bool ok, const std::string& diagnostics,
                        std::vector<std::string> file_names, std::string_view input,
                        Problems& problems) {
    CheckCompileReport(ok, ok ? 0 : 1, diagnostics, std::move(file_names), input, problems);
}

void CheckWrittenProgram(const std::string& text, const lang::arbasm::fragment::Limits& limits,
                         Problems& problems) {
    const lang::arbfp::ReadResult read = lang::arbfp::ReadProgram(text, limits);
    if (!read.program) {
        Add(problems, "the ARBfp writer emitted a program our reader rejects: ", read.error_string,
            "the program:\n", text);
        return;
    }
    Append(problems, "the written program: ", CheckProgram(*read.program, limits));
    CheckResults(RunFixedQuad(*read.program), "the written program", problems);
}

void CheckWrittenVertexProgram(const std::string& text, Problems& problems) {
    const lang::arbvp::ReadResult read = lang::arbvp::ReadProgram(text);
    if (!read.program) {
        Add(problems, "the ARBvp writer emitted a program our reader rejects: ", read.error_string,
            "the program:\n", text);
        return;
    }
    const support::Vec4 value{0.5f, -2, 3, 1};
    const std::vector<support::Vec4> attributes(read.program->attributes.size(), value);
    const std::vector<support::Vec4> parameters(read.program->parameters.size(), value);
    std::vector<support::Vec4> results(read.program->outputs.size());
    runtime::exec::RunVertexReference(*read.program, attributes, parameters, results);
}

}  // namespace tessera::fuzz
