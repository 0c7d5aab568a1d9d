// SPDX-License-Identifier: MIT
// Framebuffer storage and read-back (see framebuffer.h).
#include "runtime/raster/framebuffer.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace tessera::runtime::raster {

Framebuffer::Framebuffer(int width, int height, ColorFormat format)
    : width_(std::max(width, 0)),
      height_(std::max(height, 0)),
      format_(format),
      color_(format == ColorFormat::kFloat ? PixelCount() : 0, Vec4{0, 0, 0, 0}),
      color8_(format == ColorFormat::kUnorm8 ? PixelCount() : 0, 0),
      depth_(PixelCount(), 1.0f),
      tiles_x_((width_ + kClearTileSide - 1) / kClearTileSide),
      cleared_(static_cast<std::size_t>(tiles_x_) *
                   static_cast<std::size_t>((height_ + kClearTileSide - 1) / kClearTileSide),
               ClearTile{}) {}

void Framebuffer::ClearColor(const Vec4& color) {
    clear_stored_ = Store(color);
    clear_packed_ = Pack(color);
    for (ClearTile& tile : cleared_) std::memset(tile.block, 1, sizeof tile.block);
}

void Framebuffer::WritePendingClear(int x, int y, std::uint8_t& cleared) {
    const int bx = x / kClearBlockSide * kClearBlockSide;
    const int by = y / kClearBlockSide * kClearBlockSide;
    const int x1 = std::min(bx + kClearBlockSide, width_);
    const int y1 = std::min(by + kClearBlockSide, height_);
    for (int row = by; row < y1; ++row) {
        if (format_ == ColorFormat::kUnorm8)
            std::fill(PackedRow(bx, row), PackedRow(x1, row), clear_packed_);
        else
            std::fill(StoredRow(bx, row), StoredRow(x1, row), clear_stored_);
    }
    cleared = 0;
}

void Framebuffer::ClearDepth(float depth) {
    const float clamped = (depth > 0) ? std::min(depth, 1.0f) : 0.0f;
    std::fill(depth_.begin(), depth_.end(), clamped);
}

std::vector<float> Framebuffer::ReadFloat() const {
    std::vector<float> out;
    out.reserve(PixelCount() * 4);
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            const Vec4 c = ColorAt(x, y);
            out.insert(out.end(), c.begin(), c.end());
        }
    }
    return out;
}

std::vector<std::uint8_t> Framebuffer::ReadRgba8() const {
    std::vector<std::uint8_t> out;
    out.reserve(PixelCount() * 4);
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            if (format_ == ColorFormat::kUnorm8 && !ClearFlag(x, y)) {
                // The stored bytes themselves (FloatToUnorm8 of k / 255.0f is k).
                const std::uint32_t packed = color8_[Index(x, y)];
                for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(packed >> (8 * i)));
                continue;
            }
            for (float component : ColorAt(x, y)) out.push_back(FloatToUnorm8(component));
        }
    }
    return out;
}

}  // namespace tessera::runtime::raster
