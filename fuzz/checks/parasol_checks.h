// SPDX-License-Identifier: MIT
// The invariants of the Parasol front end (lang/parasol), shared by its fuzz harness and the
// regression tests. CheckParasolCheck: CheckParasol on one unit, "fuzz.p", reports `ok`
// exactly when it counts no error, each error with its file:line:col, none internal.
#pragma once

#include <string_view>

#include "checks/problems.h"

namespace tessera::fuzz {

Problems CheckParasolCheck(std::string_view input);

}  // namespace tessera::fuzz
