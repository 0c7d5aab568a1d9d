// SPDX-License-Identifier: MIT
// Texture objects: image storage, mipmap generation and completeness.
//
// A texture keeps up to kMaxLevels images per face (one face unless it is a cube map). The
// images are whatever the caller set, so completeness (OpenGL 1.4 section 3.8.10) is a
// property computed on demand from the current images and parameters, exactly as GL
// decides it at draw time rather than at TexImage time. Sampling code asks IsComplete()
// first and reads only levels [base_level, LastLevel()] afterwards, so it never meets a
// missing or mis-sized image.
//
// Mipmap generation is a box filter: each texel of level n+1 averages the 2x2x2 (fewer
// along a dimension that is already 1) texels of level n it covers. GL 1.4 leaves the
// filter of GENERATE_MIPMAP to the implementation; a box filter is what Mesa uses for
// power-of-two images, and for odd sizes we average the texels the footprint covers.
#include "runtime/texture/texture.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace tessera::runtime::texture {

Texture::Texture(Target target, BaseFormat format) : target_(target), format_(format) {
    // ARB_texture_rectangle: the initial wrap modes are CLAMP_TO_EDGE and the initial
    // minification filter LINEAR (mipmap filters are errors on RECT).
    if (target == Target::kRect) {
        parameters_.wrap_s = parameters_.wrap_t = parameters_.wrap_r = Wrap::kClampToEdge;
        parameters_.min_filter = Filter::kLinear;
    }
}

namespace {

float Clamp01(float v) {
    // std::clamp would keep a NaN; a fixed-point texel cannot hold one, so it becomes 0.
    if (!(v > 0)) return 0;
    return v < 1 ? v : 1;
}

int FaceIndex(Target target, CubeFace face) {
    return target == Target::kCube ? static_cast<int>(face) : 0;
}

int Halve(int size) { return std::max(1, size / 2); }

}  // namespace

void Texture::SetImage(int level, Image image, CubeFace face) {
    if (level < 0 || level >= kMaxLevels) return;
    // An image whose texel count disagrees with its size would be read out of bounds.
    const auto count = static_cast<std::size_t>(std::max(image.width, 0)) *
                       std::max(image.height, 0) * std::max(image.depth, 0);
    if (image.texels.size() != count) return;
    for (Vec4& texel : image.texels) {
        for (float& c : texel) c = Clamp01(c);
    }
    std::vector<Image>& levels = faces_[FaceIndex(target_, face)];
    if (levels.size() <= static_cast<std::size_t>(level)) levels.resize(level + 1);
    levels[level] = std::move(image);
}

const Image* Texture::GetImage(int level, CubeFace face) const {
    const std::vector<Image>& levels = faces_[FaceIndex(target_, face)];
    if (level < 0 || static_cast<std::size_t>(level) >= levels.size()) return nullptr;
    const Image& image = levels[level];
    return image.Empty() ? nullptr : &image;
}

const std::vector<Image>& Texture::Levels(CubeFace face) const {
    return faces_[FaceIndex(target_, face)];
}

int Texture::LastLevel() const {
    // 3.8.8: p = max(log2 w, log2 h, log2 d) + level_base, q = min(p, level_max).
    const Image* base = GetImage(parameters_.base_level);
    if (base == nullptr) return parameters_.base_level;
    int largest = std::max({base->width, base->height, base->depth});
    int log2 = 0;
    while ((largest >> log2) > 1) ++log2;
    return std::min(parameters_.base_level + log2, parameters_.max_level);
}

bool Texture::LevelChainComplete(const std::vector<Image>& levels) const {
    const int base = parameters_.base_level;
    if (base < 0 || static_cast<std::size_t>(base) >= levels.size()) return false;
    const Image& base_image = levels[base];
    if (base_image.Empty()) return false;
    if (!UsesMipmaps(parameters_.min_filter)) return true;
    if (base > parameters_.max_level) return false;
    // 3.8.10: every level from base to q exists, each half the size of the one before.
    int w = base_image.width, h = base_image.height, d = base_image.depth;
    const int last = LastLevel();
    for (int level = base + 1; level <= last; ++level) {
        w = Halve(w);
        h = Halve(h);
        d = Halve(d);
        if (static_cast<std::size_t>(level) >= levels.size()) return false;
        const Image& image = levels[level];
        if (image.width != w || image.height != h || image.depth != d) return false;
    }
    return true;
}

bool Texture::IsComplete() const {
    // Rectangle textures have one level and cannot be mipmapped (ARB_texture_rectangle);
    // a mipmap filter there could only come from an API error, so we call it incomplete.
    if (target_ == Target::kRect &&
        (parameters_.base_level != 0 || UsesMipmaps(parameters_.min_filter))) {
        return false;
    }
    if (target_ != Target::kCube) return LevelChainComplete(faces_[0]);
    // Cube completeness: six square base images of one size, each face's chain complete.
    const Image* first = GetImage(parameters_.base_level);
    if (first == nullptr || first->width != first->height) return false;
    for (int face = 0; face < kCubeFaceCount; ++face) {
        const Image* base = GetImage(parameters_.base_level, static_cast<CubeFace>(face));
        if (base == nullptr || base->width != first->width || base->height != first->height) {
            return false;
        }
        if (!LevelChainComplete(faces_[face])) return false;
    }
    return true;
}

namespace {

/// One box-filtered reduction of `src`: each texel averages the texels it covers.
Image Reduce(const Image& src) {
    Image dst;
    dst.width = Halve(src.width);
    dst.height = Halve(src.height);
    dst.depth = Halve(src.depth);
    dst.texels.assign(static_cast<std::size_t>(dst.width) * dst.height * dst.depth, Vec4{});
    // Along a dimension of odd size the last destination texel also takes the last source
    // texel, so every source texel contributes (a 3-wide row reduces to 1 texel of 3).
    auto span = [](int i, int src_size, int dst_size, int& first, int& last) {
        first = src_size == 1 ? 0 : 2 * i;
        last = src_size == 1 ? 0 : (i == dst_size - 1 ? src_size - 1 : 2 * i + 1);
    };
    for (int z = 0; z < dst.depth; ++z) {
        int z0, z1;
        span(z, src.depth, dst.depth, z0, z1);
        for (int y = 0; y < dst.height; ++y) {
            int y0, y1;
            span(y, src.height, dst.height, y0, y1);
            for (int x = 0; x < dst.width; ++x) {
                int x0, x1;
                span(x, src.width, dst.width, x0, x1);
                Vec4 sum{};
                int count = 0;
                for (int sz = z0; sz <= z1; ++sz)
                    for (int sy = y0; sy <= y1; ++sy)
                        for (int sx = x0; sx <= x1; ++sx, ++count)
                            for (int c = 0; c < 4; ++c) sum[c] += src.At(sx, sy, sz)[c];
                for (int c = 0; c < 4; ++c) dst.At(x, y, z)[c] = sum[c] / count;
            }
        }
    }
    return dst;
}

}  // namespace

void Texture::GenerateMipmaps() {
    if (target_ == Target::kRect) return;  // rectangle textures have no mipmaps
    const int base = parameters_.base_level;
    const int faces = target_ == Target::kCube ? kCubeFaceCount : 1;
    for (int face = 0; face < faces; ++face) {
        const CubeFace which = static_cast<CubeFace>(face);
        const Image* level_image = GetImage(base, which);
        if (level_image == nullptr) continue;
        Image current = *level_image;
        for (int level = base + 1; level < kMaxLevels; ++level) {
            if (current.width == 1 && current.height == 1 && current.depth == 1) break;
            current = Reduce(current);
            SetImage(level, current, which);
        }
    }
}

}  // namespace tessera::runtime::texture
