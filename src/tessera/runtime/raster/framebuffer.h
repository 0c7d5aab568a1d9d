// SPDX-License-Identifier: MIT
// The framebuffer: a color buffer and a depth buffer of width x height pixels.
//
// Pixel (x, y) is at index y * width + x with y = 0 the bottom row, as GL's window
// coordinates have it; image_io flips rows when it writes a PNG.
//
// By default the buffer is GL's usual RGBA8 buffer: a written color is clamped to [0,1] and
// rounded to the nearest k/255 (GL 1.4 section 2.13.9: f * (2^8 - 1) rounded) and kept as
// four bytes, so reading back as float (k / 255.0f) gives what Mesa's RGBA8 FBO gives.
// kFloat keeps the clamped value unrounded as floats, for comparing interpreters exactly.
// Depth is a float in [0,1]; GL's fixed-point depth buffer is not emulated (comparisons of
// nearly equal depths may differ from a 24-bit buffer in the last bits).
//
// Clearing the color buffer is lazy: ClearColor records the stored clear color and marks
// every 8x8 block of pixels as cleared instead of writing each pixel. A cleared block reads
// as the clear color; the first write into it stores the clear color in its pixels first
// (MaterializeBlock), except when the writer declares that it overwrites the whole block
// (OverwriteBlock), as the fast executor does for a covered square: such a pixel is then
// written once instead of twice. Blocks are the fast executor's 8x8 squares, and its bands
// of rows are made of whole blocks, so threads drawing different bands never share a
// block's state. The blocks' flags are kept by 64x64-pixel tile, each tile's 64 bytes a
// cache line of its own, and the pixel arrays start on a cache line (CacheLineAllocator):
// threads drawing bands of a multiple of 64 rows then never write the same cache line of
// this object, whatever the width.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <new>
#include <utility>
#include <vector>

#include "support/vec4.h"

namespace tessera::runtime::raster {

using support::Vec4;

enum class ColorFormat { kUnorm8, kFloat };

/// An allocator whose blocks start on a 64-byte cache line: the framebuffer's pixel arrays,
/// so that a band of 64 rows (a multiple of 64 bytes) starts on a line of its own. (malloc
/// aligns a large block to 16 bytes only.)
template <typename T>
struct CacheLineAllocator {
    using value_type = T;
    static constexpr std::align_val_t kAlignment{64};
    CacheLineAllocator() = default;
    template <typename U>
    CacheLineAllocator(const CacheLineAllocator<U>&) {}
    T* allocate(std::size_t n) {
        return static_cast<T*>(::operator new(n * sizeof(T), kAlignment));
    }
    void deallocate(T* p, std::size_t) { ::operator delete(p, kAlignment); }
    friend bool operator==(const CacheLineAllocator&, const CacheLineAllocator&) { return true; }
};
template <typename T>
using CacheLineVector = std::vector<T, CacheLineAllocator<T>>;

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
/// of it vectorises eight lanes wide: p = value * 255 is the same float product, and the
/// truncation of p + h with h = 0.5 - 2^-25 (the float below 1/2) is round(p) half away
/// from zero. Adding 1/2 itself would round 0.49999997f + 0.5f up to 1; with h, a tie
/// p = n - 1/2 gives n - 2^-25, which rounds to n (at most half the spacing of the floats
/// below n >= 1, and the even neighbour at n = 1), and the float below a tie stays below n.
/// Checked against FloatToUnorm8 on every float of [0, 1] (framebuffer_test.cpp).
inline int UnitToUnorm8(float value) { return static_cast<int>(value * 255.0f + 0x1.fffffep-2f); }

/// The float an 8-bit buffer reads back for the stored value k: k / 255.0f.
inline float Unorm8ToFloat(int k) { return static_cast<float>(k) / 255.0f; }

/// A pixel of an 8-bit buffer: r | g << 8 | b << 16 | a << 24.
inline std::uint32_t PackUnorm8(int r, int g, int b, int a) {
    return static_cast<std::uint32_t>(r) | static_cast<std::uint32_t>(g) << 8 |
           static_cast<std::uint32_t>(b) << 16 | static_cast<std::uint32_t>(a) << 24;
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
        if (format_ == ColorFormat::kUnorm8)
            WritePacked(x, y, Pack(color));
        else
            WriteStored(x, y, Store(color));
    }
    /// WriteColor in two steps, for writers that convert many values at once:
    /// StoreComponent is what WriteColor stores for one component, WriteStored stores
    /// components already converted by it.
    float StoreComponent(float value) const {
        return format_ == ColorFormat::kUnorm8 ? Unorm8ToFloat(FloatToUnorm8(value))
                                               : ((value > 0) ? std::min(value, 1.0f) : 0.0f);
    }
    void WriteStored(int x, int y, const Vec4& stored) {
        MaterializeBlock(x, y);
        if (format_ == ColorFormat::kUnorm8) {
            // stored[i] is k / 255.0f, which FloatToUnorm8 takes back to k.
            color8_[Index(x, y)] = Pack(stored);
        } else {
            color_[Index(x, y)] = stored;
        }
    }
    /// WriteStored of a kUnorm8 buffer with the 8-bit values already packed (PackUnorm8).
    void WritePacked(int x, int y, std::uint32_t packed) {
        MaterializeBlock(x, y);
        color8_[Index(x, y)] = packed;
    }
    /// Row y's stored colors from column x on (WriteStored for a span of pixels at once),
    /// of a kFloat buffer (StoredRow) or a kUnorm8 one (PackedRow). The blocks written
    /// through them must have been materialised or declared overwritten.
    Vec4* StoredRow(int x, int y) { return color_.data() + Index(x, y); }
    std::uint32_t* PackedRow(int x, int y) { return color8_.data() + Index(x, y); }
    void WriteDepth(int x, int y, float depth) { depth_[Index(x, y)] = depth; }
    Vec4 ColorAt(int x, int y) const {
        if (ClearFlag(x, y)) return clear_stored_;
        if (format_ == ColorFormat::kFloat) return color_[Index(x, y)];
        const std::uint32_t packed = color8_[Index(x, y)];
        Vec4 color{};
        for (int i = 0; i < 4; ++i) color[i] = Unorm8ToFloat((packed >> (8 * i)) & 0xFF);
        return color;
    }

    /// The side of the blocks a pending clear is tracked for.
    static constexpr int kClearBlockSide = 8;
    /// Writes the pending clear of the block holding (x, y), if it has one.
    void MaterializeBlock(int x, int y) {
        std::uint8_t& cleared = ClearFlag(x, y);
        if (cleared) WritePendingClear(x, y, cleared);
    }
    /// Declares that every pixel of the block at (bx, by) (multiples of kClearBlockSide,
    /// the whole block inside the buffer) is about to be written through StoredRow: its
    /// pending clear is dropped without being written.
    void OverwriteBlock(int bx, int by) { ClearFlag(bx, by) = 0; }
    float DepthAt(int x, int y) const { return depth_[Index(x, y)]; }
    /// Row y's depths from column x on (DepthAt and WriteDepth for a span of pixels).
    float* DepthRow(int x, int y) { return depth_.data() + Index(x, y); }

    /// glReadPixels(RGBA, FLOAT) of the whole buffer: width*height*4 floats, bottom row first.
    std::vector<float> ReadFloat() const;
    /// glReadPixels(RGBA, UNSIGNED_BYTE) of the whole buffer, bottom row first.
    std::vector<std::uint8_t> ReadRgba8() const;

  private:
    std::size_t PixelCount() const {
        return static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_);
    }
    std::size_t Index(int x, int y) const {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) +
               static_cast<std::size_t>(x);
    }
    // The pending-clear flag of the block holding (x, y): block (i, j) of the tile at
    // (x / kClearTileSide, y / kClearTileSide).
    static constexpr int kClearTileBlocks = 8;  ///< blocks per side of a tile of flags
    static constexpr int kClearTileSide = kClearTileBlocks * kClearBlockSide;
    struct alignas(64) ClearTile {
        std::uint8_t block[kClearTileBlocks][kClearTileBlocks];  // [row][column]
    };
    const std::uint8_t& ClearFlag(int x, int y) const {
        const ClearTile& tile = cleared_[static_cast<std::size_t>(y / kClearTileSide) *
                                             static_cast<std::size_t>(tiles_x_) +
                                         static_cast<std::size_t>(x / kClearTileSide)];
        return tile
            .block[(y % kClearTileSide) / kClearBlockSide][(x % kClearTileSide) / kClearBlockSide];
    }
    std::uint8_t& ClearFlag(int x, int y) {
        return const_cast<std::uint8_t&>(std::as_const(*this).ClearFlag(x, y));
    }
    void WritePendingClear(int x, int y, std::uint8_t& cleared);
    // The 8-bit values of `color` (clamped and rounded by FloatToUnorm8), packed.
    static std::uint32_t Pack(const Vec4& color) {
        return PackUnorm8(FloatToUnorm8(color[0]), FloatToUnorm8(color[1]),
                          FloatToUnorm8(color[2]), FloatToUnorm8(color[3]));
    }
    Vec4 Store(const Vec4& color) const {
        Vec4 stored{};
        for (int i = 0; i < 4; ++i) stored[i] = StoreComponent(color[i]);  // NaN -> 0
        return stored;
    }

    int width_;
    int height_;
    ColorFormat format_;
    CacheLineVector<Vec4> color_;            ///< kFloat's pixels (empty for kUnorm8)
    CacheLineVector<std::uint32_t> color8_;  ///< kUnorm8's pixels, PackUnorm8 (empty for kFloat)
    CacheLineVector<float> depth_;
    int tiles_x_;
    /// Per block (ClearFlag): 1 while it reads as clear_stored_ (not yet written), else 0.
    std::vector<ClearTile> cleared_;
    Vec4 clear_stored_{0, 0, 0, 0};
    std::uint32_t clear_packed_ = 0;  ///< clear_stored_ packed, for kUnorm8
};

}  // namespace tessera::runtime::raster
