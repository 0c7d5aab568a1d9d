// Texture sampling, OpenGL 1.4 section 3.8.8, with ARB_texture_rectangle, ARB_shadow and
// ARB_depth_texture.
//
// The sampler works in texel space: a normalized coordinate s becomes u = s * width of the
// level being read (a rectangle texture's coordinates already are texel coordinates), and
// the wrap modes are applied to u and to the integer texel indices derived from it. For
// REPEAT and MIRRORED_REPEAT that means taking the index modulo the size (or 2 * size,
// reflected) instead of taking the fraction of s first; the two agree, and the integer form
// cannot suffer rounding when s * width is recomputed. The clamping modes clamp u to the
// ranges of 3.8.7 ([0, n] for CLAMP, [1/2, n - 1/2] for CLAMP_TO_EDGE, [-1/2, n + 1/2] for
// CLAMP_TO_BORDER) and a texel index outside [0, n) then reads the border color.
//
// Level of detail (3.8.8, equations 3.12 to 3.14): rho is the larger of the lengths of the
// x and y derivative vectors of (u, v, w) at the base level; lambda = log2(rho) plus the
// clamped sum of the texture object's, the unit's and the fragment's biases, then clamped
// to [MIN_LOD, MAX_LOD]. For a cube map the derivatives are those of the face coordinates:
// the neighbours P + dP/dx and P + dP/dy are projected onto the face P selected.
//
// Floats that become indices pass through FloorToInt, which maps NaN to 0 and saturates
// infinities, because converting either to int is undefined behaviour in C++. So NaN or
// infinite coordinates (TXP with q = 0, for instance) read some texel or the border, never
// outside the image.
#include <algorithm>
#include <cmath>

#include "runtime/texture/texture.h"

namespace tessera::runtime::texture {

using lang::arbfp::TextureTarget;

Target TargetOf(TextureTarget target) {
    switch (target) {
        case TextureTarget::k1D:
        case TextureTarget::kShadow1D:
            return Target::k1D;
        case TextureTarget::k2D:
        case TextureTarget::kShadow2D:
            return Target::k2D;
        case TextureTarget::k3D:
            return Target::k3D;
        case TextureTarget::kCube:
            return Target::kCube;
        case TextureTarget::kRect:
        case TextureTarget::kShadowRect:
            return Target::kRect;
    }
    return Target::k2D;
}

namespace {

constexpr int kBorder = -1;  ///< a texel index that reads the border color
constexpr float kIndexLimit = 1 << 30;

int FloorToInt(float v) {
    if (std::isnan(v)) return 0;
    const float f = std::floor(v);
    if (f >= kIndexLimit) return 1 << 30;
    if (f <= -kIndexLimit) return -(1 << 30);
    return static_cast<int>(f);
}

int PositiveMod(int a, int n) {
    const int m = a % n;
    return m < 0 ? m + n : m;
}

/// An integer texel index, possibly outside [0, n), wrapped per 3.8.7.
int WrapIndex(int i, int n, Wrap wrap) {
    switch (wrap) {
        case Wrap::kRepeat:
            return PositiveMod(i, n);
        case Wrap::kMirroredRepeat: {
            const int m = PositiveMod(i, 2 * n);
            return m < n ? m : 2 * n - 1 - m;
        }
        case Wrap::kClampToEdge:
            return std::clamp(i, 0, n - 1);
        case Wrap::kClamp:
        case Wrap::kClampToBorder:
            return (i < 0 || i >= n) ? kBorder : i;
    }
    return kBorder;
}

float ClampCoordinate(float u, int n, Wrap wrap) {
    const float size = static_cast<float>(n);
    switch (wrap) {
        case Wrap::kClamp:
            return std::clamp(u, 0.0f, size);
        case Wrap::kClampToEdge:
            return std::clamp(u, 0.5f, size - 0.5f);
        case Wrap::kClampToBorder:
            return std::clamp(u, -0.5f, size + 0.5f);
        default:
            return u;
    }
}

/// NEAREST along one axis: i = floor(u), the last texel when u reaches n under CLAMP.
int NearestIndex(float u, int n, Wrap wrap) {
    const int i = FloorToInt(ClampCoordinate(u, n, wrap));
    if (wrap == Wrap::kClamp) return std::clamp(i, 0, n - 1);
    return WrapIndex(i, n, wrap);
}

/// LINEAR along one axis: i0 = floor(u - 1/2), i1 = i0 + 1, alpha = frac(u - 1/2).
struct LinearAxis {
    int i0 = 0, i1 = 0;
    float alpha = 0;
};
LinearAxis LinearIndices(float u, int n, Wrap wrap) {
    const float shifted = ClampCoordinate(u, n, wrap) - 0.5f;
    const int i0 = FloorToInt(shifted);
    float alpha = shifted - std::floor(shifted);
    if (!(alpha >= 0 && alpha <= 1)) alpha = 0;  // NaN or infinite coordinates
    return {WrapIndex(i0, n, wrap), WrapIndex(i0 + 1, n, wrap), alpha};
}

/// Everything one lookup needs besides the coordinates.
struct Lookup {
    const Texture* texture = nullptr;
    const Parameters* params = nullptr;
    int dims = 2;            ///< coordinates used: 1, 2 or 3
    bool normalized = true;  ///< false for RECT
    bool compare = false;    ///< ARB_shadow comparison on
    float reference = 0;     ///< r clamped to [0, 1]
    CubeFace face = CubeFace::kPositiveX;
    int last_level = 0;      ///< Texture::LastLevel()
};

bool CompareDepth(CompareFunc func, float r, float depth) {
    switch (func) {
        case CompareFunc::kNever:
            return false;
        case CompareFunc::kLess:
            return r < depth;
        case CompareFunc::kEqual:
            return r == depth;
        case CompareFunc::kLequal:
            return r <= depth;
        case CompareFunc::kGreater:
            return r > depth;
        case CompareFunc::kNotequal:
            return r != depth;
        case CompareFunc::kGequal:
            return r >= depth;
        case CompareFunc::kAlways:
            return true;
    }
    return false;
}

/// One texel (or the border color), compared against r first when ARB_shadow is on: the
/// comparison is made per texel and the results are filtered (percentage closer).
Vec4 Fetch(const Lookup& lookup, const Image& image, int i, int j, int k) {
    Vec4 texel = (i == kBorder || j == kBorder || k == kBorder) ? lookup.params->border_color
                                                                : image.At(i, j, k);
    if (lookup.compare) {
        texel[0] =
            CompareDepth(lookup.params->compare_func, lookup.reference, texel[0]) ? 1.0f : 0.0f;
    }
    return texel;
}

/// Filters one level with NEAREST or LINEAR; u, v, w are in texel space of that level.
Vec4 SampleLevel(const Lookup& lookup, const Image& image, bool linear, float u, float v, float w) {
    const Parameters& p = *lookup.params;
    const std::array<float, 3> coords{u, v, w};
    const std::array<int, 3> sizes{image.width, image.height, image.depth};
    const std::array<Wrap, 3> wraps{p.wrap_s, p.wrap_t, p.wrap_r};
    std::array<LinearAxis, 3> axes{};  // unused axes stay at index 0 with weight 0
    for (int a = 0; a < lookup.dims; ++a) {
        if (linear) {
            axes[a] = LinearIndices(coords[a], sizes[a], wraps[a]);
        } else {
            const int i = NearestIndex(coords[a], sizes[a], wraps[a]);
            axes[a] = {i, i, 0};
        }
    }
    if (!linear) return Fetch(lookup, image, axes[0].i0, axes[1].i0, axes[2].i0);
    Vec4 sum{};
    for (int corner = 0; corner < (1 << lookup.dims); ++corner) {
        float weight = 1;
        int index[3];
        for (int a = 0; a < 3; ++a) {
            const bool high = (corner >> a) & 1;
            index[a] = high ? axes[a].i1 : axes[a].i0;
            if (a < lookup.dims) weight *= high ? axes[a].alpha : 1 - axes[a].alpha;
        }
        const Vec4 texel = Fetch(lookup, image, index[0], index[1], index[2]);
        for (int c = 0; c < 4; ++c) sum[c] += weight * texel[c];
    }
    return sum;
}

/// Reads level `level` at normalized (or, for RECT, texel) coordinates.
Vec4 SampleAt(const Lookup& lookup, int level, bool linear, const std::array<float, 3>& str) {
    const Image& image = *lookup.texture->GetImage(level, lookup.face);
    if (!lookup.normalized) return SampleLevel(lookup, image, linear, str[0], str[1], str[2]);
    return SampleLevel(lookup, image, linear, str[0] * image.width, str[1] * image.height,
                       str[2] * image.depth);
}

/// Cube face selection, table 3.19: the face and its (sc, tc, ma).
struct CubeCoordinates {
    CubeFace face;
    float sc, tc, ma;
};
CubeCoordinates SelectCubeFace(float rx, float ry, float rz) {
    const float ax = std::fabs(rx), ay = std::fabs(ry), az = std::fabs(rz);
    // Ties go to X before Y before Z (the spec leaves them open; Mesa does the same).
    if (ax >= ay && ax >= az) {
        return rx >= 0 ? CubeCoordinates{CubeFace::kPositiveX, -rz, -ry, rx}
                       : CubeCoordinates{CubeFace::kNegativeX, rz, -ry, rx};
    }
    if (ay >= az) {
        return ry >= 0 ? CubeCoordinates{CubeFace::kPositiveY, rx, rz, ry}
                       : CubeCoordinates{CubeFace::kNegativeY, rx, -rz, ry};
    }
    return rz >= 0 ? CubeCoordinates{CubeFace::kPositiveZ, rx, -ry, rz}
                   : CubeCoordinates{CubeFace::kNegativeZ, -rx, -ry, rz};
}

/// Face coordinates (s, t) = ((sc/|ma| + 1)/2, (tc/|ma| + 1)/2) of a direction on `face`.
std::array<float, 2> FaceCoordinates(CubeFace face, float rx, float ry, float rz) {
    CubeCoordinates c{};
    switch (face) {
        case CubeFace::kPositiveX:
            c = {face, -rz, -ry, rx};
            break;
        case CubeFace::kNegativeX:
            c = {face, rz, -ry, rx};
            break;
        case CubeFace::kPositiveY:
            c = {face, rx, rz, ry};
            break;
        case CubeFace::kNegativeY:
            c = {face, rx, -rz, ry};
            break;
        case CubeFace::kPositiveZ:
            c = {face, rx, -ry, rz};
            break;
        case CubeFace::kNegativeZ:
            c = {face, -rx, -ry, rz};
            break;
    }
    const float ma = std::fabs(c.ma);
    return {(c.sc / ma + 1) / 2, (c.tc / ma + 1) / 2};
}

float VectorLength(const std::array<float, 3>& v) {
    return std::sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
}

/// log2(rho) of equation 3.12 from derivatives already expressed in base-level texels.
float Log2Rho(const std::array<float, 3>& dx, const std::array<float, 3>& dy) {
    const float rho = std::max(VectorLength(dx), VectorLength(dy));
    const float lod = std::log2(rho);
    // NaN derivatives give no usable level of detail; treat them as an exact 1:1 mapping.
    return std::isnan(lod) ? 0.0f : lod;
}

/// Equation 3.14: lambda = clamp(log2(rho) + clamp(biases), MIN_LOD, MAX_LOD).
float Lambda(const Parameters& p, float log2_rho, float bias) {
    const float total_bias = std::clamp(p.lod_bias + bias, -kMaxTextureLodBias, kMaxTextureLodBias);
    float lambda = log2_rho + (std::isnan(total_bias) ? 0.0f : total_bias);
    // MIN_LOD > MAX_LOD is undefined; applying MIN_LOD last lets it win.
    if (lambda > p.max_lod) lambda = p.max_lod;
    if (lambda < p.min_lod) lambda = p.min_lod;
    return lambda;
}

/// The mag/min switch point c of 3.8.9.
float SwitchPoint(const Parameters& p) {
    const bool nearest_mipmap = p.min_filter == Filter::kNearestMipmapNearest ||
                                p.min_filter == Filter::kNearestMipmapLinear;
    return p.mag_filter == Filter::kLinear && nearest_mipmap ? 0.5f : 0.0f;
}

/// Filtering once lambda is known: magnification, or one of the six minification filters.
Vec4 FilterAt(const Lookup& lookup, float lambda, const std::array<float, 3>& str) {
    const Parameters& p = *lookup.params;
    const int base = p.base_level;
    if (lambda <= SwitchPoint(p)) {
        return SampleAt(lookup, base, p.mag_filter == Filter::kLinear, str);
    }
    const Filter min = p.min_filter;
    if (!UsesMipmaps(min)) return SampleAt(lookup, base, min == Filter::kLinear, str);
    const int q = lookup.last_level;
    const bool linear_within =
        min == Filter::kLinearMipmapNearest || min == Filter::kLinearMipmapLinear;
    if (min == Filter::kNearestMipmapNearest || min == Filter::kLinearMipmapNearest) {
        int level = q;  // 3.8.8, equation 3.17
        if (lambda <= 0.5f)
            level = base;
        else if (base + lambda <= q + 0.5f)
            level = base + FloorToInt(std::ceil(lambda + 0.5f)) - 1;
        return SampleAt(lookup, level, linear_within, str);
    }
    if (base + lambda >= q) return SampleAt(lookup, q, linear_within, str);
    const int d1 = FloorToInt(base + lambda);
    const float frac = lambda - std::floor(lambda);
    const Vec4 t1 = SampleAt(lookup, d1, linear_within, str);
    const Vec4 t2 = SampleAt(lookup, d1 + 1, linear_within, str);
    Vec4 out;
    for (int c = 0; c < 4; ++c) out[c] = (1 - frac) * t1[c] + frac * t2[c];
    return out;
}

/// Table 3.21 (and ARB_depth_texture's DEPTH_TEXTURE_MODE): stored components to RGBA.
Vec4 MapToRgba(const Vec4& v, BaseFormat format, DepthTextureMode depth_mode) {
    switch (format) {
        case BaseFormat::kAlpha:
            return {0, 0, 0, v[3]};
        case BaseFormat::kLuminance:
            return {v[0], v[0], v[0], 1};
        case BaseFormat::kLuminanceAlpha:
            return {v[0], v[0], v[0], v[3]};
        case BaseFormat::kIntensity:
            return {v[0], v[0], v[0], v[0]};
        case BaseFormat::kRgb:
            return {v[0], v[1], v[2], 1};
        case BaseFormat::kRgba:
            return v;
        case BaseFormat::kDepthComponent:
            switch (depth_mode) {
                case DepthTextureMode::kLuminance:
                    return {v[0], v[0], v[0], 1};
                case DepthTextureMode::kIntensity:
                    return {v[0], v[0], v[0], v[0]};
                case DepthTextureMode::kAlpha:
                    return {0, 0, 0, v[0]};
            }
    }
    return v;
}

int DimensionsOf(Target target) {
    switch (target) {
        case Target::k1D:
            return 1;
        case Target::k3D:
            return 3;
        default:
            return 2;
    }
}

}  // namespace

PreparedTexture::PreparedTexture(const Texture& texture)
    : texture_(&texture),
      params_(texture.Params()),
      complete_(texture.IsComplete()),
      normalized_(texture.GetTarget() != Target::kRect),
      compare_(texture.Format() == BaseFormat::kDepthComponent &&
               texture.Params().compare_mode == CompareMode::kCompareRToTexture),
      dims_(DimensionsOf(texture.GetTarget())),
      last_level_(texture.LastLevel()) {
    // Rectangle textures accept only the clamping wrap modes; anything else (an API error)
    // is read as CLAMP_TO_EDGE.
    if (!normalized_) {
        for (Wrap* w : {&params_.wrap_s, &params_.wrap_t, &params_.wrap_r}) {
            if (*w == Wrap::kRepeat || *w == Wrap::kMirroredRepeat) *w = Wrap::kClampToEdge;
        }
    }
}

Vec4 PreparedTexture::Sample(float s, float t, float r, const Derivatives& derivatives,
                             float bias) const {
    if (!complete_) return {0, 0, 0, 1};
    const Parameters& p = params_;
    Lookup lookup;
    lookup.texture = texture_;
    lookup.params = &params_;
    lookup.dims = dims_;
    lookup.normalized = normalized_;
    lookup.compare = compare_;
    lookup.reference = std::isnan(r) ? 0.0f : std::clamp(r, 0.0f, 1.0f);  // ARB_shadow
    lookup.last_level = last_level_;

    std::array<float, 3> str{s, t, r};
    std::array<float, 3> dx = derivatives.ddx, dy = derivatives.ddy;
    if (texture_->GetTarget() == Target::kCube) {
        const CubeCoordinates cube = SelectCubeFace(s, t, r);
        lookup.face = cube.face;
        const auto at = FaceCoordinates(cube.face, s, t, r);
        const auto at_x = FaceCoordinates(cube.face, s + dx[0], t + dx[1], r + dx[2]);
        const auto at_y = FaceCoordinates(cube.face, s + dy[0], t + dy[1], r + dy[2]);
        str = {at[0], at[1], 0};
        dx = {at_x[0] - at[0], at_x[1] - at[1], 0};
        dy = {at_y[0] - at[0], at_y[1] - at[1], 0};
    }
    const Image& base = *texture_->GetImage(p.base_level, lookup.face);
    if (lookup.normalized) {
        const std::array<float, 3> size{static_cast<float>(base.width),
                                        static_cast<float>(base.height),
                                        static_cast<float>(base.depth)};
        for (int a = 0; a < 3; ++a) {
            dx[a] *= size[a];
            dy[a] *= size[a];
        }
    }
    for (int a = lookup.dims; a < 3; ++a) dx[a] = dy[a] = 0;  // unused coordinates
    const float lambda = Lambda(p, Log2Rho(dx, dy), bias);
    return MapToRgba(FilterAt(lookup, lambda, str), texture_->Format(), p.depth_mode);
}

Vec4 SampleTexture(const Texture& texture, float s, float t, float r,
                   const Derivatives& derivatives, float bias) {
    return PreparedTexture(texture).Sample(s, t, r, derivatives, bias);
}

void TextureUnits::Bind(int unit, Target target, std::shared_ptr<const Texture> texture) {
    if (unit < 0 || unit >= kMaxTextureUnits) return;
    // GL refuses to bind a texture to a target other than its own (INVALID_OPERATION).
    if (texture != nullptr && texture->GetTarget() != target) return;
    units_[unit].bound[static_cast<int>(target)] = std::move(texture);
}

const Texture* TextureUnits::Bound(int unit, Target target) const {
    if (unit < 0 || unit >= kMaxTextureUnits) return nullptr;
    return units_[unit].bound[static_cast<int>(target)].get();
}

void TextureUnits::SetLodBias(int unit, float bias) {
    if (unit >= 0 && unit < kMaxTextureUnits) units_[unit].lod_bias = bias;
}

float TextureUnits::LodBias(int unit) const {
    return unit >= 0 && unit < kMaxTextureUnits ? units_[unit].lod_bias : 0.0f;
}

Vec4 TextureUnits::Sample(int unit, TextureTarget target, float s, float t, float r,
                          const Derivatives& derivatives, float fragment_bias) const {
    const Texture* texture = Bound(unit, TargetOf(target));
    if (texture == nullptr) return {0, 0, 0, 1};  // 3.11.6: as an incomplete texture
    return SampleTexture(*texture, s, t, r, derivatives, LodBias(unit) + fragment_bias);
}

}  // namespace tessera::runtime::texture
