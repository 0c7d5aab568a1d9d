// The framebuffer: a color buffer and a depth buffer of width x height pixels.
//
// Pixel (x, y) is at index y * width + x with y = 0 the bottom row, as GL's window
// coordinates have it; image_io flips rows when it writes a PNG.
//
// Colors are kept as floats, but by default the buffer behaves like GL's usual RGBA8
// buffer: a written color is clamped to [0,1] and rounded to the nearest k/255 (GL 1.4
// section 2.13.9: f * (2^8 - 1) rounded), so reading back as float gives what Mesa's RGBA8
// FBO gives. kFloat keeps the clamped value unrounded, for comparing interpreters exactly.
// Depth is a float in [0,1]; GL's fixed-point depth buffer is not emulated (comparisons of
// nearly equal depths may differ from a 24-bit buffer in the last bits).
//
// Clearing the color buffer is lazy: ClearColor records the stored clear color and marks
// every 8x8 block of pixels as cleared instead of writing each pixel. A cleared block reads
// as the clear color; the first write into it stores the clear color in its pixels first
// (MaterializeBlock), except when the writer declares that it overwrites the whole block
// (OverwriteBlock), as the fast executor does for a covered square: such a pixel is then
// written once instead of twice. Blocks are the fast executor's 8x8 squares, and its tiles
// are made of whole blocks, so threads drawing different tiles never share a block's state.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "support/vec4.h"

namespace tessera::runtime::raster {

using support::Vec4;

enum class ColorFormat { kUnorm8, kFloat };

/// float -> 8-bit unsigned normalized: clamp to [0,1], then round(f * 255).
inline std::uint8_t FloatToUnorm8(float value) {
    // NaN has no meaningful conversion; it becomes 0, as clamping does in Mesa.
    if (!(value > 0)) return 0;
    if (value >= 1) return 255;
    // Round half away from zero, as std::lround: the product is in (0, 255), where adding
    // 1/2 in double is exact, so truncation rounds the same way without a libm call.
    return static_cast<std::uint8_t>(static_cast<double>(value * 255.0f) + 0.5);
}

/// FloatToUnorm8 for a value already in [0, 1], in float arithmetic only, so that a loop
/// of it vectorises eight lanes wide. p = value * 255 is the same float product; p + 0.5f
/// may round up to the next integer (0.49999997f + 0.5f is 1.0f), never down past one
/// (rounding is monotonic and integers are floats), so the truncation is round(p) or one
/// more, and the exact comparison p < n - 0.5 (n - 0.5 is a float for n <= 256) takes the
/// extra one back. Checked against FloatToUnorm8 around every rounding boundary and on a
/// sample of all floats in [0, 1] (framebuffer_test.cpp).
inline int UnitToUnorm8(float value) {
    const float scaled = value * 255.0f;
    int unorm = static_cast<int>(scaled + 0.5f);
    unorm -= scaled < static_cast<float>(unorm) - 0.5f;
    return unorm;
}

class Framebuffer {
  public:
    Framebuffer(int width, int height, ColorFormat format = ColorFormat::kUnorm8);

    int Width() const { return width_; }
    int Height() const { return height_; }
    ColorFormat Format() const { return format_; }
    bool Contains(int x, int y) const { return x >= 0 && y >= 0 && x < width_ && y < height_; }

    /// glClear of the color buffer with `color` (stored as a write would store it).
    void ClearColor(const Vec4& color);
    /// glClear of the depth buffer; `depth` is clamped to [0,1].
    void ClearDepth(float depth);

    /// Stores `color` at (x, y) after clamping (and rounding for kUnorm8).
    void WriteColor(int x, int y, const Vec4& color) {
        MaterializeBlock(x, y);
        color_[Index(x, y)] = Store(color);
    }
    /// WriteColor in two steps, for writers that convert many values at once:
    /// StoreComponent is what WriteColor stores for one component, WriteStored stores
    /// components already converted by it.
    float StoreComponent(float value) const {
        return format_ == ColorFormat::kUnorm8 ? static_cast<float>(FloatToUnorm8(value)) / 255.0f
                                               : ((value > 0) ? std::min(value, 1.0f) : 0.0f);
    }
    void WriteStored(int x, int y, const Vec4& stored) {
        MaterializeBlock(x, y);
        color_[Index(x, y)] = stored;
    }
    /// Row y's stored colors from column x on (WriteStored for a span of pixels at once).
    /// The blocks written through it must have been materialised or declared overwritten.
    Vec4* StoredRow(int x, int y) { return color_.data() + Index(x, y); }
    void WriteDepth(int x, int y, float depth) { depth_[Index(x, y)] = depth; }
    const Vec4& ColorAt(int x, int y) const {
        return cleared_[BlockIndex(x, y)] ? clear_stored_ : color_[Index(x, y)];
    }

    /// The side of the blocks a pending clear is tracked for.
    static constexpr int kClearBlockSide = 8;
    /// Writes the pending clear of the block holding (x, y), if it has one.
    void MaterializeBlock(int x, int y) {
        std::uint8_t& cleared = cleared_[BlockIndex(x, y)];
        if (cleared) WritePendingClear(x, y, cleared);
    }
    /// Declares that every pixel of the block at (bx, by) (multiples of kClearBlockSide,
    /// the whole block inside the buffer) is about to be written through StoredRow: its
    /// pending clear is dropped without being written.
    void OverwriteBlock(int bx, int by) { cleared_[BlockIndex(bx, by)] = 0; }
    float DepthAt(int x, int y) const { return depth_[Index(x, y)]; }

    /// glReadPixels(RGBA, FLOAT) of the whole buffer: width*height*4 floats, bottom row first.
    std::vector<float> ReadFloat() const;
    /// glReadPixels(RGBA, UNSIGNED_BYTE) of the whole buffer, bottom row first.
    std::vector<std::uint8_t> ReadRgba8() const;

  private:
    std::size_t Index(int x, int y) const {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) +
               static_cast<std::size_t>(x);
    }
    std::size_t BlockIndex(int x, int y) const {
        return static_cast<std::size_t>(y / kClearBlockSide) * static_cast<std::size_t>(blocks_x_) +
               static_cast<std::size_t>(x / kClearBlockSide);
    }
    void WritePendingClear(int x, int y, std::uint8_t& cleared);
    Vec4 Store(const Vec4& color) const {
        Vec4 stored{};
        for (int i = 0; i < 4; ++i) stored[i] = StoreComponent(color[i]);  // NaN -> 0
        return stored;
    }

    int width_;
    int height_;
    ColorFormat format_;
    std::vector<Vec4> color_;
    std::vector<float> depth_;
    int blocks_x_;
    std::vector<std::uint8_t> cleared_;  ///< per block: reads as clear_stored_ (not yet written)
    Vec4 clear_stored_{0, 0, 0, 0};
};

}  // namespace tessera::runtime::raster
