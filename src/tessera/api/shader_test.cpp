// SPDX-License-Identifier: MIT
// RunShaderTest(): piglit's `.shader_test` files through the public API, so that `tessera
// shader-test` (and any program) runs them without Tessera's internals. The runner itself is
// src/tessera/shader_test (runner.h says what passes, fails and skips); this is its verdict
// as the API's value types.
#include "shader_test/runner.h"
#include "tessera/tessera.hpp"

namespace tessera {

// The API's outcomes are the runner's, in the same order.
static_assert(static_cast<int>(TestOutcome::kPass) ==
              static_cast<int>(shader_test::Outcome::kPass));
static_assert(static_cast<int>(TestOutcome::kFail) ==
              static_cast<int>(shader_test::Outcome::kFail));
static_assert(static_cast<int>(TestOutcome::kSkip) ==
              static_cast<int>(shader_test::Outcome::kSkip));
static_assert(static_cast<int>(TestOutcome::kWarn) ==
              static_cast<int>(shader_test::Outcome::kWarn));

const char* TestOutcomeName(TestOutcome outcome) {
    return shader_test::OutcomeName(static_cast<shader_test::Outcome>(outcome));
}

ShaderTestResult RunShaderTest(const std::string& path) {
    shader_test::Result run = shader_test::RunFile(path);
    return {static_cast<TestOutcome>(run.outcome), std::move(run.reason), std::move(run.failures)};
}

}  // namespace tessera
