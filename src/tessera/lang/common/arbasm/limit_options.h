// SPDX-License-Identifier: MIT
// cgc's profile options that set a resource limit (`-po NumTemps=24`, cgGLSetOptimalOptions),
// applied to a profile's limits. Each ARB profile names its options and the field each one
// sets (fragment::ApplyCgcLimitOption, vertex::ApplyCgcLimitOption).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string_view>

namespace tessera::lang::arbasm {

enum class LimitOption : std::uint8_t {
    kApplied,    ///< NAME=N with a known NAME: the field is N
    kNotALimit,  ///< another option (the caller decides what to do with it)
    kBadValue,   ///< a known NAME whose value is not a whole number from 0 to 2^32 - 1
};

struct LimitOptionName {
    std::string_view name;
    std::uint32_t* field;
};

/// `option` is NAME=VALUE; NAME is compared without regard to case, as cgc did.
LimitOption ApplyLimitOption(std::string_view option, std::initializer_list<LimitOptionName> names);

}  // namespace tessera::lang::arbasm
