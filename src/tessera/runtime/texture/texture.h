// SPDX-License-Identifier: MIT
// Texture objects and texture image units, as OpenGL 1.4 section 3.8 describes them.
//
// A Texture is what glGenTextures/glBindTexture create: a target, a base internal format,
// mipmap arrays (six of them for a cube map) and the texture parameters. Texels are kept
// as float RGBA whatever the format, with the format's components in the slots that
// table 3.15 assigns them when an RGBA image is converted (luminance and intensity in R,
// alpha in A, depth in R); table 3.21's mapping to the RGBA that a program sees is
// applied after filtering. Filtering the stored components and mapping afterwards gives
// the same result as mapping first, because the mapping only copies components or
// substitutes constants.
//
// Sampling (sampler.cpp) follows section 3.8.8: the wrap modes, the level of detail
// computed from the quad's derivatives, the magnification/minification switch, the
// four mipmap filters, cube face selection (table 3.19) and, for DEPTH_COMPONENT
// textures, the ARB_shadow comparison. TextureUnits is the per-unit binding table a GL
// context keeps and the fragment processors sample through.
//
// Choices where GL leaves room:
// - Texture borders (border width 1) are not supported; every image has border 0.
// - Color texels are clamped to [0,1] when an image is built, as GL's fixed-point
//   internal formats do; depth texels likewise (depth formats are fixed point).
// - The comparison of ARB_shadow is made whenever the texture is DEPTH_COMPONENT and
//   its compare mode is COMPARE_R_TO_TEXTURE, whatever the program's target says;
//   ARB_fragment_program_shadow leaves the mismatched cases (SHADOW target without
//   comparison, plain target with comparison) undefined.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "lang/common/arbasm/fragment_program.h"
#include "support/compare_func.h"
#include "support/vec4.h"

namespace tessera::runtime::texture {

using support::Vec4;

inline constexpr int kMaxTextureUnits = 32;
inline constexpr int kMaxLevels = 16;            ///< up to 32768 texels on a side
inline constexpr float kMaxTextureLodBias = 16;  ///< MAX_TEXTURE_LOD_BIAS (as llvmpipe)

/// The texture object's target (what it was first bound to).
enum class Target : std::uint8_t { k1D, k2D, k3D, kCube, kRect };
inline constexpr int kTargetCount = 5;

/// Base internal formats of table 3.15 plus ARB_depth_texture's DEPTH_COMPONENT.
enum class BaseFormat : std::uint8_t {
    kAlpha,
    kLuminance,
    kLuminanceAlpha,
    kIntensity,
    kRgb,
    kRgba,
    kDepthComponent,
};

enum class Wrap : std::uint8_t { kRepeat, kClamp, kClampToEdge, kClampToBorder, kMirroredRepeat };

enum class Filter : std::uint8_t {
    kNearest,
    kLinear,
    kNearestMipmapNearest,
    kLinearMipmapNearest,
    kNearestMipmapLinear,
    kLinearMipmapLinear,
};
inline bool UsesMipmaps(Filter filter) {
    return filter != Filter::kNearest && filter != Filter::kLinear;
}

enum class CompareMode : std::uint8_t { kNone, kCompareRToTexture };
using CompareFunc = tessera::CompareFunc;  ///< ARB_shadow's TEXTURE_COMPARE_FUNC
enum class DepthTextureMode : std::uint8_t { kLuminance, kIntensity, kAlpha };

/// Cube map faces in GL's enum order (TEXTURE_CUBE_MAP_POSITIVE_X + i).
enum class CubeFace : std::uint8_t {
    kPositiveX,
    kNegativeX,
    kPositiveY,
    kNegativeY,
    kPositiveZ,
    kNegativeZ
};
inline constexpr int kCubeFaceCount = 6;

/// One mipmap image. Texel (x, y, z) is texels[(z * height + y) * width + x]; row 0 is the
/// bottom row (GL's order). 1D images have height 1 and depth 1, 2D images depth 1.
struct Image {
    int width = 0;
    int height = 0;
    int depth = 0;
    std::vector<Vec4> texels;

    bool Empty() const { return width <= 0 || height <= 0 || depth <= 0; }
    const Vec4& At(int x, int y, int z = 0) const {
        return texels[(static_cast<std::size_t>(z) * height + y) * width + x];
    }
    Vec4& At(int x, int y, int z = 0) {
        return texels[(static_cast<std::size_t>(z) * height + y) * width + x];
    }
};

/// The texture parameters of table 6.16 (GL 1.4) and ARB_shadow / ARB_depth_texture.
struct Parameters {
    Wrap wrap_s = Wrap::kRepeat;
    Wrap wrap_t = Wrap::kRepeat;
    Wrap wrap_r = Wrap::kRepeat;
    Filter min_filter = Filter::kNearestMipmapLinear;
    Filter mag_filter = Filter::kLinear;
    Vec4 border_color{0, 0, 0, 0};
    float lod_bias = 0;  ///< TEXTURE_LOD_BIAS (texobj_bias of equation 3.14)
    float min_lod = -1000;
    float max_lod = 1000;
    int base_level = 0;
    int max_level = 1000;
    CompareMode compare_mode = CompareMode::kNone;
    CompareFunc compare_func = CompareFunc::kLequal;
    DepthTextureMode depth_mode = DepthTextureMode::kLuminance;
};

/// A texture object.
class Texture {
  public:
    /// Parameters start at GL's defaults; a RECT texture's defaults are CLAMP_TO_EDGE and a
    /// LINEAR minification filter (ARB_texture_rectangle).
    Texture(Target target, BaseFormat format);

    Target GetTarget() const { return target_; }
    BaseFormat Format() const { return format_; }
    Parameters& Params() { return parameters_; }
    const Parameters& Params() const { return parameters_; }

    /// Sets mipmap `level` (of `face` for a cube map; `face` is ignored otherwise). Levels
    /// outside [0, kMaxLevels) are ignored. Texel values are clamped to [0,1].
    void SetImage(int level, Image image, CubeFace face = CubeFace::kPositiveX);
    /// The image of `level`, or null when it was never specified.
    const Image* GetImage(int level, CubeFace face = CubeFace::kPositiveX) const;

    /// Replaces levels base_level+1 ... with box-filtered reductions of the base level (of
    /// every face), down to 1x1 (GENERATE_MIPMAP / gluBuild2DMipmaps).
    void GenerateMipmaps();

    /// Texture completeness, section 3.8.10 (and cube completeness for cube maps).
    bool IsComplete() const;
    /// The last level the mipmap filters use: min(q, max_level) with q from 3.8.8.
    int LastLevel() const;

  private:
    const std::vector<Image>& Levels(CubeFace face) const;
    bool LevelChainComplete(const std::vector<Image>& levels) const;

    Target target_;
    BaseFormat format_;
    Parameters parameters_;
    std::array<std::vector<Image>, kCubeFaceCount> faces_;  ///< faces_[0] for non-cube targets
};

// --- Building images --------------------------------------------------------------------

/// From 8-bit RGBA data, bottom row first (as glTexImage reads it).
Image ImageFromRgba8(int width, int height, std::span<const std::uint8_t> rgba, int depth = 1);
/// From float RGBA data, bottom row first.
Image ImageFromFloats(int width, int height, std::span<const float> rgba, int depth = 1);
/// From one float per texel (depth or luminance), stored in R; G = B = 0, A = 1.
Image ImageFromSingle(int width, int height, std::span<const float> values, int depth = 1);
Image SolidImage(int width, int height, Vec4 color, int depth = 1);
/// Squares alternating between `first` (the square holding texel (0,0)) and `second`, as
/// piglit_checkerboard_texture: texel (x, y) is `second` when (x / square_w) ^ (y / square_h)
/// is odd.
Image CheckerboardImage(int width, int height, int square_w, int square_h, Vec4 first, Vec4 second);
/// piglit's "rgbw" image: texels with x < w/2 and y < h/2 red, y < h/2 green, x < w/2 blue,
/// the rest white (bottom-left red, bottom-right green, top-left blue, top-right white).
Image RgbwImage(int width, int height);
/// Red increasing from 0 at the left column to 1 at the right one (G = B = 0, A = 1).
Image HorizontalGradientImage(int width, int height);
/// Red increasing from 0 at the bottom row to 1 at the top one (G = B = 0, A = 1).
Image VerticalGradientImage(int width, int height);
/// piglit_depth_texture's ramp: depth x / (width - 1), 0 at the left, 1 at the right.
Image DepthRampImage(int width, int height);

// --- piglit's textures (what shader_runner's `texture ...` commands create) ---------------

/// `texture rgbw`: a single-level RGBA 2D texture, NEAREST filters, CLAMP_TO_EDGE.
std::shared_ptr<Texture> MakeRgbwTexture(int width, int height);
/// `texture rgbw 1D`: 4 texels, red, green, blue, white from s = 0 up; NEAREST, CLAMP_TO_EDGE.
std::shared_ptr<Texture> MakeRgbw1DTexture();
/// `texture rgbw 3D`: 2x2x2; slice r = 0 as the 2D rgbw (red, green in the bottom row, blue,
/// white above), slice 1 yellow, magenta / cyan, black; NEAREST, CLAMP_TO_EDGE on s, t, r.
std::shared_ptr<Texture> MakeRgbw3DTexture();
/// `texture checkerboard`: squares of width/2 x height/2, NEAREST filters, CLAMP_TO_BORDER
/// with border color (1,0,0,1).
std::shared_ptr<Texture> MakeCheckerboardTexture(int width, int height, Vec4 first, Vec4 second);
/// The solid color of level `level` (0..3) of the miptree texture: red, green, blue, white.
Vec4 MiptreeLevelColor(int level);
/// `texture miptree`: 8x8 RGBA 2D, level n solid MiptreeLevelColor(n) for n = 0..3,
/// NEAREST_MIPMAP_NEAREST / NEAREST, CLAMP_TO_EDGE.
std::shared_ptr<Texture> MakeMiptreeTexture();
/// piglit_depth_texture without mipmaps: a DEPTH_COMPONENT texture holding DepthRampImage
/// (height 1 for 1D), NEAREST filters, CLAMP_TO_EDGE, compare mode NONE.
std::shared_ptr<Texture> MakeDepthRampTexture(Target target, int width, int height);

// --- Texture units ----------------------------------------------------------------------

/// The derivatives of (s, t, r) across a quad, in normalized coordinates (unnormalized for
/// RECT): d/dx and d/dy of each coordinate.
struct Derivatives {
    std::array<float, 3> ddx{};
    std::array<float, 3> ddy{};
};

/// Many quads' derivatives as rows (structure of arrays): quad q's d/dx of coordinate a is
/// ddx[a][q]. The fast executor builds them from its coordinate rows in vectorised loops, and
/// the sampler's level of detail reads them so, with no transposition in between.
struct DerivativeRows {
    const float* ddx[3] = {};
    const float* ddy[3] = {};

    /// The rows from quad `quad` on.
    DerivativeRows From(int quad) const {
        return {{ddx[0] + quad, ddx[1] + quad, ddx[2] + quad},
                {ddy[0] + quad, ddy[1] + quad, ddy[2] + quad}};
    }
    /// Quad `quad`'s derivatives.
    Derivatives Of(int quad) const {
        return {{ddx[0][quad], ddx[1][quad], ddx[2][quad]},
                {ddy[0][quad], ddy[1][quad], ddy[2][quad]}};
    }
};

/// The texture image units: per unit, the texture bound to each target and the unit's
/// TEXTURE_LOD_BIAS (texunit_bias of equation 3.14).
class TextureUnits {
  public:
    /// Binds `texture` (null unbinds) to `target` of `unit`. Out-of-range units are ignored.
    void Bind(int unit, Target target, std::shared_ptr<const Texture> texture);
    const Texture* Bound(int unit, Target target) const;
    void SetLodBias(int unit, float bias);
    float LodBias(int unit) const;

    /// TextureSample of section 3.11.6: samples the texture bound to the target `target`
    /// names on `unit`, mapped to RGBA per table 3.21. An incomplete or missing texture gives
    /// (0,0,0,1). `fragment_bias` is TXB's w (0 for TEX and TXP).
    Vec4 Sample(int unit, lang::arbasm::fragment::TextureTarget target, float s, float t, float r,
                const Derivatives& derivatives, float fragment_bias) const;
    /// Sample with log2(rho) given instead of computed from derivatives: TXL of
    /// NV_fragment_program2 (3.11.6.6: "rho(x,y) is given by 2^w"). The biases and the LOD
    /// clamps of equation 3.14 apply as for Sample, `fragment_bias` among the biases (a
    /// vertex program's TXB, NV_vertex_program3 2.14.5.46).
    Vec4 SampleAtLog2Rho(int unit, lang::arbasm::fragment::TextureTarget target, float s, float t, float r,
                         float log2_rho, float fragment_bias = 0) const;

  private:
    struct Unit {
        std::array<std::shared_ptr<const Texture>, kTargetCount> bound;
        float lod_bias = 0;
    };
    std::array<Unit, kMaxTextureUnits> units_;
};

/// The texture object target a program's texture target samples (SHADOW1D samples the 1D
/// binding and so on).
Target TargetOf(lang::arbasm::fragment::TextureTarget target);

/// Table 3.21 (and ARB_depth_texture's DEPTH_TEXTURE_MODE) as data: for each of the R, G,
/// B, A a program sees, the stored component it copies (0 to 3, never a higher one) or a
/// constant, kSourceZero or kSourceOne.
inline constexpr int kSourceZero = 4, kSourceOne = 5;
using RgbaSources = std::array<int, 4>;
inline constexpr RgbaSources kStoredAsIs = {0, 1, 2, 3};

/// A texture readied for lookups: everything sampling needs that depends only on the
/// texture object (completeness, target, effective parameters, the last mipmap level),
/// worked out once. A draw's textures do not change while it runs, so an executor prepares
/// one per block or draw instead of re-deriving it per sample. It points into `texture`,
/// which must outlive it, and into itself, so it is neither copied nor moved.
struct Lookup;      // sampler_detail.h
struct FaceSample;  // sampler_detail.h

class PreparedTexture {
  public:
    explicit PreparedTexture(const Texture& texture);
    PreparedTexture(const PreparedTexture&) = delete;
    PreparedTexture& operator=(const PreparedTexture&) = delete;

    /// `bias` is texunit_bias + fragment_bias; the texture's own bias is added here.
    Vec4 Sample(float s, float t, float r, const Derivatives& derivatives, float bias) const;

    // Sample() in two steps, for callers that sample a whole quad: a quad shares its
    // derivatives, so log2(rho) (and, without a per-fragment bias, lambda) is worked out
    // once for its four fragments. Only for a complete texture that is not a cube map
    // (whose derivatives depend on each fragment's face): see SplitsLod().

    /// Whether Log2Rho, Lambda and SampleAtLambda may be used.
    bool SplitsLod() const { return complete_ && !cube_; }
    /// log2(rho) of equation 3.12 (0 for NaN derivatives).
    float Log2Rho(const Derivatives& derivatives) const;
    /// Equation 3.14's lambda; `bias` as for Sample().
    float Lambda(float log2_rho, float bias) const;
    /// The filtered, RGBA-mapped sample at level of detail `lambda`.
    Vec4 SampleAtLambda(float s, float t, float r, float lambda) const;
    /// Sample() with log2(rho) given (any texture, cube maps included); `bias` as there.
    Vec4 SampleAtLog2Rho(float s, float t, float r, float log2_rho, float bias) const;
    /// The same for `count` fragments sharing lambda: out[i] for (s[i], t[i], r[i]). The
    /// level and filter choice is made once.
    void SampleAtLambda(const float* s, const float* t, const float* r, int count, float lambda,
                        Vec4* out) const;

    /// Sample() for `quads` quads of four fragments, any texture (cube maps and incomplete
    /// ones too): out[i] = Sample(s[i], t[i], r[i], derivatives[i / 4], bias[i]), bit for
    /// bit. Each fragment's level of detail and filter plan are worked out as Sample()
    /// does (once per quad where they cannot differ), then the fragments that read the same
    /// levels with the same filter are filtered in one batch.
    void SampleQuads(const float* s, const float* t, const float* r, const float* bias,
                     const Derivatives* derivatives, int quads, Vec4* out) const;
    /// SampleQuads before table 3.21's mapping, with the derivatives as rows: the filtered
    /// stored components, to which the caller applies Sources() (the fast executor, as it
    /// rearranges the results).
    void SampleQuadsStored(const float* s, const float* t, const float* r, const float* bias,
                           const DerivativeRows& derivatives, int quads, Vec4* out) const;
    /// The mapping SampleQuads applies: kStoredAsIs for RGBA and for an incomplete texture
    /// (whose (0, 0, 0, 1) is already the result).
    const RgbaSources& Sources() const { return sources_; }
    /// Whether SampleQuads reads its derivatives and biases: not for an incomplete texture,
    /// nor for one (not a cube map) whose every lambda gives one plan (no mipmap filter,
    /// one filter for magnification and minification), which may be given any.
    bool ReadsDerivatives() const { return reads_derivatives_; }

  private:
    Lookup MakeLookup(float r) const;
    float BaseLog2Rho(const Lookup& lookup, const Derivatives& derivatives) const;
    FaceSample OnFace(float s, float t, float r, const Derivatives& derivatives, float bias) const;
    void SamplePass(const float* s, const float* t, const float* r, const float* bias,
                    const DerivativeRows& derivatives, int count, Vec4* out) const;
    void MapAllToRgba(Vec4* values, int count) const;

    const Texture* texture_;
    Parameters params_;  ///< the texture's, with a rectangle texture's wrap modes corrected
    bool complete_ = false;
    bool normalized_ = true;
    bool compare_ = false;
    bool cube_ = false;
    int dims_ = 2;
    int last_level_ = 0;
    float base_scale_[3] = {};  ///< the base level's width, height and depth
    RgbaSources sources_;       ///< Sources(), made once
    bool reads_derivatives_;    ///< ReadsDerivatives()
    static constexpr float kUnitScale[3] = {1, 1, 1};  ///< RECT: texel coordinates already
};

/// Samples `texture` directly (what TextureUnits::Sample does once it found the texture):
/// PreparedTexture(texture).Sample(...).
Vec4 SampleTexture(const Texture& texture, float s, float t, float r,
                   const Derivatives& derivatives, float bias);

}  // namespace tessera::runtime::texture
