// SPDX-License-Identifier: MIT
// Building texture images: from client data, and the patterns piglit's tests use.
//
// Every builder returns an Image in GL's row order (row 0 at the bottom), so a test that
// reads "bottom-left is red" from piglit's source checks texel (0, 0). The piglit textures
// reproduce what shader_runner's `texture rgbw`, `texture checkerboard`, `texture miptree`
// and piglit_depth_texture create, parameters included, because tests written for Mesa
// depend on those parameters (NEAREST filtering, the wrap modes, the checkerboard's red
// border) as much as on the texels. The facts come from piglit's util library; the code is
// our own.
//
// Sizes that are zero or negative give an empty image (which SetImage stores as "no
// image"), and data spans that are too short are padded with (0,0,0,1) rather than read
// past their end.
#include <algorithm>
#include <cstddef>
#include <utility>

#include "runtime/texture/texture.h"

namespace tessera::runtime::texture {

namespace {

Image Allocate(int width, int height, int depth) {
    Image image;
    if (width <= 0 || height <= 0 || depth <= 0) return image;
    image.width = width;
    image.height = height;
    image.depth = depth;
    image.texels.assign(static_cast<std::size_t>(width) * height * depth, Vec4{0, 0, 0, 1});
    return image;
}

template <typename Fill>
Image Generate(int width, int height, Fill fill) {
    Image image = Allocate(width, height, 1);
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) image.At(x, y) = fill(x, y);
    return image;
}

}  // namespace

Image ImageFromRgba8(int width, int height, std::span<const std::uint8_t> rgba, int depth) {
    Image image = Allocate(width, height, depth);
    const std::size_t n = std::min(image.texels.size(), rgba.size() / 4);
    for (std::size_t i = 0; i < n; ++i)
        for (int c = 0; c < 4; ++c) image.texels[i][c] = rgba[4 * i + c] / 255.0f;
    return image;
}

Image ImageFromFloats(int width, int height, std::span<const float> rgba, int depth) {
    Image image = Allocate(width, height, depth);
    const std::size_t n = std::min(image.texels.size(), rgba.size() / 4);
    for (std::size_t i = 0; i < n; ++i)
        for (int c = 0; c < 4; ++c) image.texels[i][c] = rgba[4 * i + c];
    return image;
}

Image ImageFromSingle(int width, int height, std::span<const float> values, int depth) {
    Image image = Allocate(width, height, depth);
    const std::size_t n = std::min(image.texels.size(), values.size());
    for (std::size_t i = 0; i < n; ++i) image.texels[i] = Vec4{values[i], 0, 0, 1};
    return image;
}

Image SolidImage(int width, int height, Vec4 color, int depth) {
    Image image = Allocate(width, height, depth);
    std::fill(image.texels.begin(), image.texels.end(), color);
    return image;
}

Image CheckerboardImage(int width, int height, int square_w, int square_h, Vec4 first,
                        Vec4 second) {
    square_w = std::max(square_w, 1);
    square_h = std::max(square_h, 1);
    return Generate(width, height, [&](int x, int y) {
        return ((x / square_w) ^ (y / square_h)) & 1 ? second : first;
    });
}

Image RgbwImage(int width, int height) {
    static constexpr Vec4 kRed{1, 0, 0, 1}, kGreen{0, 1, 0, 1}, kBlue{0, 0, 1, 1},
        kWhite{1, 1, 1, 1};
    return Generate(width, height, [&](int x, int y) {
        const bool left = x < width / 2, bottom = y < height / 2;
        if (bottom) return left ? kRed : kGreen;
        return left ? kBlue : kWhite;
    });
}

Image HorizontalGradientImage(int width, int height) {
    return Generate(width, height, [&](int x, int) {
        const float r = width > 1 ? static_cast<float>(x) / (width - 1) : 0.0f;
        return Vec4{r, 0, 0, 1};
    });
}

Image VerticalGradientImage(int width, int height) {
    return Generate(width, height, [&](int, int y) {
        const float r = height > 1 ? static_cast<float>(y) / (height - 1) : 0.0f;
        return Vec4{r, 0, 0, 1};
    });
}

Image DepthRampImage(int width, int height) {
    return Generate(width, height, [&](int x, int) {
        const float d = width > 1 ? static_cast<float>(x) / (width - 1) : 0.0f;
        return Vec4{d, 0, 0, 1};
    });
}

std::shared_ptr<Texture> MakeRgbwTexture(int width, int height) {
    auto texture = std::make_shared<Texture>(Target::k2D, BaseFormat::kRgba);
    Parameters& p = texture->Params();
    p.wrap_s = p.wrap_t = Wrap::kClampToEdge;
    p.min_filter = p.mag_filter = Filter::kNearest;
    texture->SetImage(0, RgbwImage(width, height));
    return texture;
}

namespace {

std::shared_ptr<Texture> NearestClampedTexture(Target target, Image image) {
    auto texture = std::make_shared<Texture>(target, BaseFormat::kRgba);
    Parameters& p = texture->Params();
    p.wrap_s = p.wrap_t = p.wrap_r = Wrap::kClampToEdge;
    p.min_filter = p.mag_filter = Filter::kNearest;
    texture->SetImage(0, std::move(image));
    return texture;
}

}  // namespace

// The texels are what Mesa 22.3 returns from texelFetch on the textures piglit's
// shader_runner makes for `texture rgbw 1D` and `texture rgbw 3D` (and textureSize: 4, and
// 2x2x2, one level); sampling between and beyond the texels there gives the nearest texel
// and the edge one, hence NEAREST and CLAMP_TO_EDGE.
std::shared_ptr<Texture> MakeRgbw1DTexture() {
    static constexpr float kTexels[] = {1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 1, 1, 1, 1};
    return NearestClampedTexture(Target::k1D, ImageFromFloats(4, 1, kTexels));
}

std::shared_ptr<Texture> MakeRgbw3DTexture() {
    static constexpr float kTexels[] = {
        1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 1, 1, 1, 1,  // slice 0: red green / blue white
        1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 1, 0, 0, 0, 1,  // slice 1: yellow magenta / cyan black
    };
    return NearestClampedTexture(Target::k3D, ImageFromFloats(2, 2, kTexels, 2));
}

std::shared_ptr<Texture> MakeCheckerboardTexture(int width, int height, Vec4 first, Vec4 second) {
    auto texture = std::make_shared<Texture>(Target::k2D, BaseFormat::kRgba);
    Parameters& p = texture->Params();
    p.wrap_s = p.wrap_t = Wrap::kClampToBorder;
    p.border_color = Vec4{1, 0, 0, 1};
    p.min_filter = p.mag_filter = Filter::kNearest;
    texture->SetImage(0, CheckerboardImage(width, height, width / 2, height / 2, first, second));
    return texture;
}

Vec4 MiptreeLevelColor(int level) {
    static constexpr Vec4 kWheel[4] = {{1, 0, 0, 1}, {0, 1, 0, 1}, {0, 0, 1, 1}, {1, 1, 1, 1}};
    return kWheel[std::clamp(level, 0, 3)];
}

std::shared_ptr<Texture> MakeMiptreeTexture() {
    auto texture = std::make_shared<Texture>(Target::k2D, BaseFormat::kRgba);
    Parameters& p = texture->Params();
    p.wrap_s = p.wrap_t = Wrap::kClampToEdge;
    p.mag_filter = Filter::kNearest;
    p.min_filter = Filter::kNearestMipmapNearest;
    for (int level = 0; level < 4; ++level) {
        const int size = 8 >> level;
        texture->SetImage(level, SolidImage(size, size, MiptreeLevelColor(level)));
    }
    return texture;
}

std::shared_ptr<Texture> MakeDepthRampTexture(Target target, int width, int height) {
    auto texture = std::make_shared<Texture>(target, BaseFormat::kDepthComponent);
    Parameters& p = texture->Params();
    p.wrap_s = p.wrap_t = Wrap::kClampToEdge;
    p.min_filter = p.mag_filter = Filter::kNearest;
    texture->SetImage(0, DepthRampImage(width, target == Target::k1D ? 1 : height));
    return texture;
}

}  // namespace tessera::runtime::texture
