// SPDX-License-Identifier: MIT
// Running a compiled GLSL shader on our fragment processor, for the tests: the ARBfp text
// through our reader, uniforms into program.local by the compiler's binding names, and
// one quad of fragments with the same inputs through RunQuadReference
// (tests/support/arbfp_fragment.h, which the Cg and Parasol tests share).
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "lang/glsl/reader/compile.h"
#include "support/vec4.h"

namespace tessera::lang::glsl::test_support {

struct FragmentInputs {
    /// By binding name ("m", "s.f", "a[2]"): 4 floats per parameter (a matrix column by column).
    std::map<std::string, std::vector<float>> uniforms;
    support::Vec4 color{0, 0, 0, 1};
    std::array<support::Vec4, 8> texcoord{};
};

struct FragmentOutcome {
    support::Vec4 color{0, 0, 0, 0};  ///< after result processing (clamped to [0, 1])
    bool killed = false;
};

/// Runs `compiled` (which must be ok); nullopt and `error` when its text does not read.
std::optional<FragmentOutcome> RunOnFragmentProcessor(const CompileResult& compiled, const FragmentInputs& in,
                                                      std::string& error);

}  // namespace tessera::lang::glsl::test_support
