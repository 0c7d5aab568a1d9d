// SPDX-License-Identifier: MIT
// A texture whose level of detail shows in its color, for the explicit-LOD tests.
#pragma once

#include <memory>

#include "runtime/texture/texture.h"

namespace tessera::runtime::exec::test_support {

/// Binds to unit 0's 2D target a 4x4 texture whose levels 0, 1, 2 are solid red, green and
/// blue, sampled NEAREST_MIPMAP_NEAREST: level d is chosen for lambda in (d - 0.5, d + 0.5].
inline void BindRedGreenBlueLevels(texture::TextureUnits& units) {
    auto t = std::make_shared<texture::Texture>(texture::Target::k2D, texture::BaseFormat::kRgba);
    t->SetImage(0, texture::SolidImage(4, 4, {1, 0, 0, 1}));
    t->SetImage(1, texture::SolidImage(2, 2, {0, 1, 0, 1}));
    t->SetImage(2, texture::SolidImage(1, 1, {0, 0, 1, 1}));
    t->Params().min_filter = texture::Filter::kNearestMipmapNearest;
    units.Bind(0, texture::Target::k2D, t);
}

}  // namespace tessera::runtime::exec::test_support
