// SPDX-License-Identifier: MIT
// Vector swizzles (swizzle.h).
#include "lang/common/semakit/swizzle.h"

namespace tessera::lang::semakit {

namespace {

constexpr std::string_view kSets[] = {"xyzw", "rgba", "stpq"};

/// The set a character is in (the three are disjoint), or -1.
int SetOf(char c) {
    for (int s = 0; s < 3; ++s)
        if (kSets[s].find(c) != std::string_view::npos) return s;
    return -1;
}

}  // namespace

SwizzleParse ParseSwizzle(std::string_view name, int width) {
    SwizzleParse out;
    out.bad_length = name.empty() || name.size() > 4;
    const int set = name.empty() ? -1 : SetOf(name[0]);
    for (std::size_t i = 0; i < name.size(); ++i) {
        const int in = SetOf(name[i]);
        if (in < 0 || in != set) {
            out.problem = in < 0 ? SwizzleParse::Problem::kNotAComponent : SwizzleParse::Problem::kMixedSets;
        } else {
            const std::size_t index = kSets[set].find(name[i]);
            if (static_cast<int>(index) < width) {
                out.components.push_back(static_cast<std::uint32_t>(index));
                continue;
            }
            out.problem = SwizzleParse::Problem::kOutOfRange;
        }
        out.bad = name[i];
        out.bad_at = i;
        break;
    }
    return out;
}

}  // namespace tessera::lang::semakit
