// SPDX-License-Identifier: MIT
// See run_arbfp.h.
#include "run_arbfp.h"

#include <algorithm>

#include "tests/support/arbfp_fragment.h"

namespace tessera::lang::glsl::test_support {

std::optional<FragmentOutcome> RunOnFragmentProcessor(const CompileResult& compiled, const FragmentInputs& in,
                                                      std::string& error) {
    runtime::exec::FragmentAttributes fragment;
    fragment.color_primary = in.color;
    std::copy(in.texcoord.begin(), in.texcoord.end(), fragment.texcoord.begin());  // ARB's 8 sets
    const testing::FragmentRun run = testing::RunArbfpFragment(
        compiled.arbfp.text,
        testing::UniformLocals(compiled.arbfp.bindings, in.uniforms, testing::SlotLayout::kFourPerSlot), fragment);
    if (!run.ok()) {
        error = run.error;
        return std::nullopt;
    }
    return FragmentOutcome{run.color, run.killed};
}

}  // namespace tessera::lang::glsl::test_support
