// Framebuffer storage and read-back (see framebuffer.h).
#include "runtime/raster/framebuffer.h"

#include <algorithm>
#include <cmath>

namespace tessera::runtime::raster {

Framebuffer::Framebuffer(int width, int height, ColorFormat format)
    : width_(std::max(width, 0)),
      height_(std::max(height, 0)),
      format_(format),
      color_(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_),
             Vec4{0, 0, 0, 0}),
      depth_(color_.size(), 1.0f) {}

void Framebuffer::ClearColor(const Vec4& color) {
    std::fill(color_.begin(), color_.end(), Store(color));
}

void Framebuffer::ClearDepth(float depth) {
    const float clamped = (depth > 0) ? std::min(depth, 1.0f) : 0.0f;
    std::fill(depth_.begin(), depth_.end(), clamped);
}

std::vector<float> Framebuffer::ReadFloat() const {
    std::vector<float> out;
    out.reserve(color_.size() * 4);
    for (const Vec4& c : color_) out.insert(out.end(), c.begin(), c.end());
    return out;
}

std::vector<std::uint8_t> Framebuffer::ReadRgba8() const {
    std::vector<std::uint8_t> out;
    out.reserve(color_.size() * 4);
    for (const Vec4& c : color_)
        for (float component : c) out.push_back(FloatToUnorm8(component));
    return out;
}

}  // namespace tessera::runtime::raster
