// SPDX-License-Identifier: MIT
// PNG files in and out.
//
// GL stores images bottom row first; PNG top row first. Every function here takes or
// returns pixels in an explicit RowOrder, and the GL-facing default is kBottomUp, so a
// framebuffer read-back goes to WritePng unchanged and comes back from ReadPng unchanged.
//
// libpng's simplified API (png_image, libpng 1.6) does the work: it converts any colour
// type and bit depth (palette, grey, grey+alpha, 16-bit) to 8-bit RGBA on reading, and it
// reports errors through a message instead of longjmp, which would skip C++ destructors.
// One consequence: when a file declares a gamma other than sRGB's (a gAMA chunk), libpng
// converts its samples to sRGB; files without colour-space chunks are read unchanged.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tessera::runtime::raster {

enum class RowOrder { kBottomUp, kTopDown };

/// An 8-bit RGBA image, width * height * 4 bytes.
struct Rgba8Image {
    int width = 0;
    int height = 0;
    RowOrder order = RowOrder::kBottomUp;
    std::vector<std::uint8_t> pixels;
};

/// A float RGBA image (components k/255 of the file's 8-bit values).
struct FloatImage {
    int width = 0;
    int height = 0;
    RowOrder order = RowOrder::kBottomUp;
    std::vector<float> pixels;
};

/// Writes `rgba` (width * height * 4 bytes in `order`) as an 8-bit RGBA PNG. On failure
/// returns false and sets `error` (when given) to libpng's message.
bool WritePng(const std::string& path, int width, int height, std::span<const std::uint8_t> rgba,
              RowOrder order = RowOrder::kBottomUp, std::string* error = nullptr);

/// Reads any PNG as 8-bit RGBA, rows in `order`. std::nullopt (and `error`) on failure.
std::optional<Rgba8Image> ReadPngRgba8(const std::string& path,
                                       RowOrder order = RowOrder::kBottomUp,
                                       std::string* error = nullptr);

/// Reads any PNG as float RGBA in [0,1], rows in `order`.
std::optional<FloatImage> ReadPngFloat(const std::string& path,
                                       RowOrder order = RowOrder::kBottomUp,
                                       std::string* error = nullptr);

}  // namespace tessera::runtime::raster
