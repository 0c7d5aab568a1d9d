// SPDX-License-Identifier: MIT
// Corpus shaders that do not pass yet, with the reason: each names the compiler feature or
// bug that stops it, so the test is skipped with that message instead of the shader being
// weakened. Remove an entry when the compiler learns the feature.
#pragma once

#include <map>
#include <string>

namespace tessera::cg_examples {

/// shader name -> why its compile-dependent tests are skipped.
inline const std::map<std::string, std::string>& KnownFailures() {
    // Empty: alpha_test (clip) and box_blur (a loop from a negative literal) compile since
    // the Cg front end landed. A shader that fails for a known compiler gap goes here, with
    // the reason, until the gap is closed.
    static const std::map<std::string, std::string> failures = {};
    return failures;
}

}  // namespace tessera::cg_examples
