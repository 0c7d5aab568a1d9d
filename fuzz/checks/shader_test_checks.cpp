// SPDX-License-Identifier: MIT
// See shader_test_checks.h.
#include "checks/shader_test_checks.h"

#include <string>

#include "shader_test/parser.h"

namespace tessera::fuzz {

namespace {

constexpr const char* kName = "fuzz.shader_test";

void CheckSections(const shader_test::ShaderTest& test, std::string_view text, Problems& problems) {
    std::uint32_t previous_line = 0;
    for (const shader_test::Section& s : test.sections) {
        if (s.line == 0 || s.line < previous_line)
            Add(problems, "section [", s.name, "] at line ", s.line);
        previous_line = s.line;
        if (s.body_offset > text.size() || text.substr(s.body_offset, s.body.size()) != s.body)
            Add(problems, "section [", s.name, "]: its body is not the file's text at offset ",
                s.body_offset);
    }
}

template <typename Item>
void CheckPositions(const std::vector<Item>& items, const char* what, std::string_view text,
                    Problems& problems) {
    std::size_t previous = 0;
    for (const Item& item : items) {
        if (item.line == 0 || item.offset > text.size() || item.offset < previous)
            Add(problems, what, " \"", item.text, "\" at line ", item.line, ", offset ",
                item.offset);
        previous = item.offset;
    }
}

void CheckArguments(const shader_test::ShaderTest& test, Problems& problems) {
    for (const shader_test::Command& c : test.commands) {
        if (c.name.empty()) Add(problems, "a command without a name at line ", c.line);
        for (const shader_test::Argument& a : c.arguments)
            if (a.word.empty())
                Add(problems, "command '", c.name, "' has an empty argument at line ", c.line);
    }
}

}  // namespace

Problems CheckShaderTestParse(std::string_view input) {
    const support::SourceFile source(kName, std::string(input));
    const shader_test::ParseResult result = shader_test::Parse(source);
    Problems problems;
    CheckSections(result.test, input, problems);
    CheckPositions(result.test.requirements, "requirement", input, problems);
    CheckPositions(result.test.commands, "command", input, problems);
    CheckArguments(result.test, problems);
    const support::DiagnosticList& diagnostics = result.diagnostics;
    if (diagnostics.All().size() > support::DiagnosticList::kMaxDiagnostics)
        Add(problems, diagnostics.All().size(), " diagnostics kept, more than the cap");
    for (const support::Diagnostic& d : diagnostics.All())
        if (d.offset > input.size())
            Add(problems, "diagnostic \"", d.message, "\" at offset ", d.offset,
                " outside the file");
    if (diagnostics.FirstError() || !diagnostics.Truncated())
        CheckDiagnosticText(shader_test::FormatErrors(source, result), !result.Ok(), {kName},
                            problems);
    return problems;
}

}  // namespace tessera::fuzz
