// SPDX-License-Identifier: MIT
// `tessera shader-test FILE...`: run piglit .shader_test files on Tessera's GL runtime,
// through the public API (tessera::RunShaderTest).
//
// Prints one line per file, `PASS|FAIL|SKIP|WARN file [reason]`, then the totals, and exits
// 1 when any file failed (a WARN, piglit's verdict when only `probe warn` probes failed, is
// not a failure). A skip is not a failure: it says what Tessera does not implement
// yet (a requirement, a section, a piglit command), which is the honest answer for a test
// it cannot run.
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "commands.h"
#include "tessera/tessera.hpp"

namespace tessera::tool {

namespace {

int RunShaderTests(const std::vector<std::string>& files) {
    int counts[4] = {0, 0, 0, 0};  // indexed by TestOutcome
    for (const std::string& file : files) {
        const ShaderTestResult result = RunShaderTest(file);
        ++counts[static_cast<int>(result.outcome)];
        std::cout << TestOutcomeName(result.outcome) << ' ' << file;
        if (!result.reason.empty()) std::cout << ' ' << result.reason;
        std::cout << '\n';
    }
    const int passed = counts[static_cast<int>(TestOutcome::kPass)];
    const int failed = counts[static_cast<int>(TestOutcome::kFail)];
    const int skipped = counts[static_cast<int>(TestOutcome::kSkip)];
    const int warned = counts[static_cast<int>(TestOutcome::kWarn)];
    std::cout << passed << " passed, " << failed << " failed, " << skipped << " skipped";
    if (warned > 0) std::cout << ", " << warned << " warned";
    std::cout << '\n';
    return failed > 0 ? 1 : 0;
}

}  // namespace

void AddShaderTestCommand(CLI::App& app, std::function<int()>& run) {
    auto files = std::make_shared<std::vector<std::string>>();
    CLI::App* cmd = app.add_subcommand("shader-test",
                                       "Run piglit .shader_test files; exit 1 if any test fails");
    cmd->add_option("files", *files, "piglit shader tests (.shader_test)")->required();
    cmd->callback([&run, files] { run = [files] { return RunShaderTests(*files); }; });
}

}  // namespace tessera::tool
