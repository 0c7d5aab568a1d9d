// SPDX-License-Identifier: MIT
// Vector swizzles, shared by the Cg and GLSL readers: `.name` after a vector (a scalar too,
// in Cg) names 1 to 4 of its components from one of the sets xyzw, rgba and stpq (GLSL
// 1.10 section 5.5; the Cg Language Specification's "Vector swizzle operator"), repeats
// allowed when read. Each language words its own diagnostics from the parse's finding.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace tessera::lang::semakit {

struct SwizzleParse {
    enum class Problem : std::uint8_t {
        kNone,
        kNotAComponent,  ///< `bad` is in none of the three sets
        kMixedSets,      ///< `bad` is in another set than the first character's
        kOutOfRange,     ///< `bad` names a component past the vector's width
    };
    /// The component indices (0 to 3) read before the first problem; all of them without one.
    std::vector<std::uint32_t> components;
    Problem problem = Problem::kNone;
    char bad = 0;               ///< the character with the problem
    std::size_t bad_at = 0;     ///< its position in the name
    /// The name's length is outside 1 to 4. Checked apart from the characters: the two
    /// languages report the two findings in different orders.
    bool bad_length = false;

    bool Ok() const { return problem == Problem::kNone && !bad_length; }
};

/// Reads `name` as a swizzle of a value with `width` components (1 for a scalar), the
/// characters left to right up to the first problem.
SwizzleParse ParseSwizzle(std::string_view name, int width);

}  // namespace tessera::lang::semakit
