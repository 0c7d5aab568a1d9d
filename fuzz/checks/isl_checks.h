// SPDX-License-Identifier: MIT
// The invariants of the ISL compiler (lang/isl), shared by its fuzz harness and the
// regression tests. CheckIslCompile: CompileIsl on "fuzz.isl" (multipass plan, default
// limits, no lights) reports errors exactly when not `ok`, each with its file:line:col,
// none internal.
#pragma once

#include <string_view>

#include "checks/problems.h"

namespace tessera::fuzz {

Problems CheckIslCompile(std::string_view input);

}  // namespace tessera::fuzz
