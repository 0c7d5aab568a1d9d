// SPDX-License-Identifier: MIT
// The four-component float vector every ARB register holds.
#pragma once

#include <array>

namespace tessera::support {

using Vec4 = std::array<float, 4>;

}  // namespace tessera::support
