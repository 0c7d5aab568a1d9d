// SPDX-License-Identifier: MIT
// cgc's profile options that set a resource limit (`-po NumTemps=24`, cgGLSetOptimalOptions),
// applied to a profile's limits. Each ARB profile names its options and the field each one
// sets (fragment::ApplyCgcLimitOption, vertex::ApplyCgcLimitOption).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string_view>

namespace tessera::lang::arbasm {

/// The most texture coordinate sets Tessera's MaxTexCoords extension gives a program (the
/// runtime's storage per vertex and fragment, runtime/base/fragment.h); ARB's profiles and
/// MAX_TEXTURE_COORDS stay at 8.
inline constexpr std::uint32_t kMaxTexCoordSets = 16;

enum class LimitOption : std::uint8_t {
    kApplied,    ///< NAME=N with a known NAME: the field is N
    kNotALimit,  ///< another option (the caller decides what to do with it)
    kBadValue,   ///< a known NAME whose value is not a whole number from 0 to its maximum
};

struct LimitOptionName {
    std::string_view name;
    std::uint32_t* field;
    std::uint32_t max = UINT32_MAX;  ///< a larger value is kBadValue
};

/// `option` is NAME=VALUE; NAME is compared without regard to case, as cgc did.
LimitOption ApplyLimitOption(std::string_view option, std::initializer_list<LimitOptionName> names);

}  // namespace tessera::lang::arbasm
