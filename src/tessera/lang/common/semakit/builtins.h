// SPDX-License-Identifier: MIT
// The built-in functions that are one IR intrinsic, shared by the Cg and GLSL readers: one
// table, a row per intrinsic, with each language's spelling of it (Cg's `frac`, `lerp`,
// `rsqrt` are GLSL's `fract`, `mix`, `inversesqrt`). A row maps a built-in to its intrinsic
// when the call is the intrinsic on the converted arguments as they are; functions written
// from several instructions (GLSL's `mod` and `faceforward`, Cg's `degrees`), and those with
// special cases (GLSL's one- or two-argument `atan`), stay with their language.
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "ir/module.h"

namespace tessera::lang::semakit {

enum class Language : std::uint8_t { kCg, kGlsl };

struct BuiltinIntrinsic {
    ir::Intrinsic intrinsic;
    const char* cg;    ///< Cg's name, or null when no Cg built-in is this intrinsic alone
    const char* glsl;  ///< GLSL's name, or null likewise
};

/// Every row.
std::span<const BuiltinIntrinsic> BuiltinIntrinsics();

/// The intrinsic `language`'s built-in function `name` is (see above); nullopt when it is none.
std::optional<ir::Intrinsic> DirectIntrinsic(Language language, std::string_view name);

}  // namespace tessera::lang::semakit
