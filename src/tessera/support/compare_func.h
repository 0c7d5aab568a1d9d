// SPDX-License-Identifier: MIT
// GL's eight comparison functions, shared by the depth test (GL 1.4 section 4.1.5) and
// ARB_shadow's texture comparison (section 3.8.14), which list the same eight in the same
// order. One enum and one comparison, so the two cannot disagree on a function.
#pragma once

#include <cstdint>

namespace tessera {

enum class CompareFunc : std::uint8_t {
    kNever,
    kLess,
    kEqual,
    kLequal,
    kGreater,
    kNotequal,
    kGequal,
    kAlways,
};

/// `a FUNC b`: the depth test compares the incoming depth with the stored one, ARB_shadow
/// the reference r with the texel's depth. NaN makes every function but NOTEQUAL and
/// ALWAYS fail, as IEEE comparisons do. Always inlined: the texture sampler calls it per
/// texel in loops compiled for several instruction sets.
[[gnu::always_inline]] inline bool Compare(CompareFunc func, float a, float b) {
    switch (func) {
        case CompareFunc::kNever:
            return false;
        case CompareFunc::kLess:
            return a < b;
        case CompareFunc::kEqual:
            return a == b;
        case CompareFunc::kLequal:
            return a <= b;
        case CompareFunc::kGreater:
            return a > b;
        case CompareFunc::kNotequal:
            return a != b;
        case CompareFunc::kGequal:
            return a >= b;
        case CompareFunc::kAlways:
            return true;
    }
    return false;
}

}  // namespace tessera
