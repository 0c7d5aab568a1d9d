// SPDX-License-Identifier: MIT
// PNG reading and writing with libpng's simplified API (see image_io.h).
//
// Row order is handled by the row stride: png_image accepts a negative stride, meaning
// "the buffer's first row is the image's bottom row", which is exactly GL's order. So
// neither direction copies or flips anything by hand.
#include "runtime/raster/image_io.h"

#include <png.h>

#include <cstring>

namespace tessera::runtime::raster {
namespace {

void SetError(std::string* error, const std::string& message) {
    if (error != nullptr) *error = message;
}

// png_image's row stride is in components; negative means bottom-up.
png_int_32 Stride(int width, RowOrder order) {
    const png_int_32 stride = static_cast<png_int_32>(width) * 4;
    return order == RowOrder::kBottomUp ? -stride : stride;
}

}  // namespace

bool WritePng(const std::string& path, int width, int height, std::span<const std::uint8_t> rgba,
              RowOrder order, std::string* error) {
    if (width <= 0 || height <= 0) {
        SetError(error, "cannot write an empty image");
        return false;
    }
    if (rgba.size() != static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4) {
        SetError(error, "pixel data does not match the image size");
        return false;
    }
    png_image image;
    std::memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = static_cast<png_uint_32>(width);
    image.height = static_cast<png_uint_32>(height);
    image.format = PNG_FORMAT_RGBA;
    if (png_image_write_to_file(&image, path.c_str(), 0, rgba.data(), Stride(width, order),
                                nullptr) == 0) {
        SetError(error, image.message);
        png_image_free(&image);
        return false;
    }
    return true;
}

std::optional<Rgba8Image> ReadPngRgba8(const std::string& path, RowOrder order,
                                       std::string* error) {
    png_image image;
    std::memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (png_image_begin_read_from_file(&image, path.c_str()) == 0) {
        SetError(error, image.message);
        png_image_free(&image);
        return std::nullopt;
    }
    image.format = PNG_FORMAT_RGBA;  // expands palette, grey and 16-bit to 8-bit RGBA
    Rgba8Image out;
    out.width = static_cast<int>(image.width);
    out.height = static_cast<int>(image.height);
    out.order = order;
    out.pixels.resize(PNG_IMAGE_SIZE(image));
    if (png_image_finish_read(&image, nullptr, out.pixels.data(), Stride(out.width, order),
                              nullptr) == 0) {
        SetError(error, image.message);
        png_image_free(&image);
        return std::nullopt;
    }
    return out;
}

std::optional<FloatImage> ReadPngFloat(const std::string& path, RowOrder order,
                                       std::string* error) {
    std::optional<Rgba8Image> bytes = ReadPngRgba8(path, order, error);
    if (!bytes) return std::nullopt;
    FloatImage out;
    out.width = bytes->width;
    out.height = bytes->height;
    out.order = order;
    out.pixels.reserve(bytes->pixels.size());
    for (std::uint8_t b : bytes->pixels) out.pixels.push_back(static_cast<float>(b) / 255.0f);
    return out;
}

}  // namespace tessera::runtime::raster
