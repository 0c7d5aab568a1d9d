// SPDX-License-Identifier: MIT
// The sampler's internals shared by sampler.cpp (one fragment at a time) and
// sampler_batch.cpp (many fragments at one level of detail), so that both compute every
// texel index and weight with the very same functions. Not part of the texture API.
#pragma once

#include <algorithm>
#include <cmath>

#include "runtime/base/lane_math.h"
#include "runtime/texture/texture.h"

namespace tessera::runtime::texture {

/// Everything one lookup needs besides the coordinates (internal to the sampler;
/// in namespace texture because PreparedTexture declares helpers taking it).
struct Lookup {
    const Texture* texture = nullptr;
    const Parameters* params = nullptr;
    int dims = 2;            ///< coordinates used: 1, 2 or 3
    bool normalized = true;  ///< false for RECT
    bool compare = false;    ///< ARB_shadow comparison on
    float reference = 0;     ///< r clamped to [0, 1]
    CubeFace face = CubeFace::kPositiveX;
    int last_level = 0;  ///< Texture::LastLevel()
};

/// A cube map fragment on the face its direction selects (table 3.19): the lookup with
/// that face, the face coordinates (s, t) and the level of detail.
struct FaceSample {
    Lookup lookup;
    float s = 0, t = 0;
    float lambda = 0;
};

namespace detail {

inline constexpr int kBorder = -1;  ///< a texel index that reads the border color
inline constexpr float kIndexLimit = 1 << 30;

/// floor(v) as an int: NaN gives 0, and values beyond +-2^30 saturate there. Written as
/// selects on floats (2^30 converts exactly) and one conversion, which GCC vectorises.
[[gnu::always_inline]] inline int FloorToInt(float v) {
    float f = std::floor(v);
    f = f >= kIndexLimit ? kIndexLimit : f;
    f = f <= -kIndexLimit ? -kIndexLimit : f;
    f = std::isnan(v) ? 0.0f : f;
    return static_cast<int>(f);
}

[[gnu::always_inline]] inline int PositiveMod(int a, int n) {
    // Texture sizes are mostly powers of two, where the mask gives the same (non-negative)
    // remainder as the division below without its latency.
    if ((n & (n - 1)) == 0) return a & (n - 1);
    const int m = a % n;
    return m < 0 ? m + n : m;
}

/// An integer texel index, possibly outside [0, n), wrapped per 3.8.7.
[[gnu::always_inline]] inline int WrapIndex(int i, int n, Wrap wrap) {
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

/// std::clamp(v, lo, hi)'s result (v < lo gives lo, else hi < v gives hi, else v; NaN
/// stays NaN) as two selects, which GCC vectorises where it leaves std::clamp's branches.
[[gnu::always_inline]] inline float ClampFloat(float v, float lo, float hi) {
    const float below_hi = hi < v ? hi : v;
    return v < lo ? lo : below_hi;
}

[[gnu::always_inline]] inline float ClampCoordinate(float u, int n, Wrap wrap) {
    const float size = static_cast<float>(n);
    switch (wrap) {
        case Wrap::kClamp:
            return ClampFloat(u, 0.0f, size);
        case Wrap::kClampToEdge:
            return ClampFloat(u, 0.5f, size - 0.5f);
        case Wrap::kClampToBorder:
            return ClampFloat(u, -0.5f, size + 0.5f);
        default:
            return u;
    }
}

/// ARB_shadow's reference value: r clamped to [0, 1] (NaN reads as 0).
[[gnu::always_inline]] inline float ShadowReference(float r) {
    return std::isnan(r) ? 0.0f : std::clamp(r, 0.0f, 1.0f);
}

/// NEAREST along one axis: i = floor(u), the last texel when u reaches n under CLAMP.
[[gnu::always_inline]] inline int NearestIndex(float u, int n, Wrap wrap) {
    const int i = FloorToInt(ClampCoordinate(u, n, wrap));
    if (wrap == Wrap::kClamp) return std::clamp(i, 0, n - 1);
    return WrapIndex(i, n, wrap);
}

/// LINEAR along one axis: i0 = floor(u - 1/2), i1 = i0 + 1, alpha = frac(u - 1/2).
struct LinearAxis {
    int i0 = 0, i1 = 0;
    float alpha = 0;
};
/// LinearIndices in two steps (the batch runs each as its own loop over the fragments,
/// which GCC vectorises where it does not vectorise the whole): the coordinate shifted by
/// -1/2 with its weight alpha, then the wrapped indices from the shifted coordinate.
[[gnu::always_inline]] inline float LinearShifted(float u, int n, Wrap wrap, float& alpha) {
    const float shifted = ClampCoordinate(u, n, wrap) - 0.5f;
    alpha = shifted - std::floor(shifted);
    if (!(alpha >= 0 && alpha <= 1)) alpha = 0;  // NaN or infinite coordinates
    return shifted;
}
[[gnu::always_inline]] inline void LinearWrapped(float shifted, int n, Wrap wrap, int& i0,
                                                 int& i1) {
    const int low = FloorToInt(shifted);
    i0 = WrapIndex(low, n, wrap);
    i1 = WrapIndex(low + 1, n, wrap);
}
[[gnu::always_inline]] inline LinearAxis LinearIndices(float u, int n, Wrap wrap) {
    LinearAxis axis;
    const float shifted = LinearShifted(u, n, wrap, axis.alpha);
    LinearWrapped(shifted, n, wrap, axis.i0, axis.i1);
    return axis;
}

/// Corner `corner` of the 2^kDims texels LINEAR blends (bit a set: the high index on axis
/// a): its texel indices, and its weight 1 * w_s * w_t * w_r over the used axes, multiplied
/// in that order. Unused axes keep index i0 (0).
template <int kDims>
[[gnu::always_inline]] inline float Corner(int corner, const int (&i0)[3], const int (&i1)[3],
                                           const float (&alpha)[3], int (&index)[3]) {
    float weight = 1;
    for (int a = 0; a < 3; ++a) {
        const bool high = (corner >> a) & 1;
        index[a] = high ? i1[a] : i0[a];
        if (a < kDims) weight *= high ? alpha[a] : 1 - alpha[a];
    }
    return weight;
}

/// Equation 3.14: lambda = clamp(log2(rho) + clamp(biases), MIN_LOD, MAX_LOD).
[[gnu::always_inline]] inline float LambdaOf(const Parameters& p, float log2_rho, float bias) {
    const float total_bias = std::clamp(p.lod_bias + bias, -kMaxTextureLodBias, kMaxTextureLodBias);
    float lambda = log2_rho + (std::isnan(total_bias) ? 0.0f : total_bias);
    // MIN_LOD > MAX_LOD is undefined; applying MIN_LOD last lets it win.
    if (lambda > p.max_lod) lambda = p.max_lod;
    if (lambda < p.min_lod) lambda = p.min_lod;
    return lambda;
}

/// The mag/min switch point c of 3.8.9.
[[gnu::always_inline]] inline float SwitchPoint(const Parameters& p) {
    const bool nearest_mipmap = p.min_filter == Filter::kNearestMipmapNearest ||
                                p.min_filter == Filter::kNearestMipmapLinear;
    return p.mag_filter == Filter::kLinear && nearest_mipmap ? 0.5f : 0.0f;
}

/// The levels lambda selects (3.8.8, 3.8.9): level `first` (and level `second`, blended
/// with weight `frac`, when second >= 0), read with LINEAR when `linear`.
struct LevelChoice {
    int first = 0;
    int second = -1;
    int linear = 0;  ///< 0 or 1 (an int: a loop storing a bool field does not vectorise)
    float frac = 0;
};

/// Magnification, or one of the six minification filters; `last_level` is q of 3.8.8.
/// Every case is worked out and the filter's picked by selects (no branch on lambda), so
/// that a loop over fragments vectorises; the values are those of the case alone.
[[gnu::always_inline]] inline LevelChoice ChooseLevels(const Parameters& p, int last_level,
                                                       float lambda) {
    const int base = p.base_level, q = last_level;
    const Filter min = p.min_filter;
    const bool magnify = lambda <= SwitchPoint(p);
    const bool one_level = !UsesMipmaps(min) || min == Filter::kNearestMipmapNearest ||
                           min == Filter::kLinearMipmapNearest;
    // NEAREST_MIPMAP_*: equation 3.17's level d.
    const int nearest = lambda <= 0.5f ? base
                        : base + lambda <= q + 0.5f
                            ? base + FloorToInt(std::ceil(lambda + 0.5f)) - 1
                            : q;
    // LINEAR_MIPMAP_*: levels d1 and d1 + 1, or q alone from q on.
    const bool top = base + lambda >= q;
    const int d1 = FloorToInt(base + lambda);
    const int minified = !UsesMipmaps(min) ? base : one_level ? nearest : top ? q : d1;
    const bool blend = !magnify && !one_level && !top;
    const bool linear_within =
        min == Filter::kLinearMipmapNearest || min == Filter::kLinearMipmapLinear;
    const int min_linear = (UsesMipmaps(min) ? linear_within : min == Filter::kLinear) ? 1 : 0;
    const int mag_linear = p.mag_filter == Filter::kLinear ? 1 : 0;
    return {magnify ? base : minified, blend ? d1 + 1 : -1, magnify ? mag_linear : min_linear,
            blend ? lambda - std::floor(lambda) : 0.0f};
}

/// What filtering does once lambda is known: which level(s) to read, with which filter,
/// and how to blend two levels. It depends on lambda only, so fragments sharing lambda
/// share it.
struct FilterPlan {
    const Image* first = nullptr;
    const Image* second = nullptr;  ///< null unless two levels are blended
    bool linear = false;
    float frac = 0;  ///< the second level's weight
};

/// ApplyPlan for `count` fragments, at most kBatch, that share the plan's levels and filter
/// but each have their own blend weight frac[i] (which replaces plan.frac) and, when the
/// comparison is on, their own reference[i] (r clamped to [0, 1]): out[i] is the filtered
/// (not yet RGBA-mapped) value at (str[0][i], str[1][i], str[2][i]), bit for bit what the
/// one-fragment path gives (sampler_batch.cpp).
inline constexpr int kBatch = 64;  ///< fragments per pass (a fast-executor block)
void ApplyPlanBatch(const Lookup& lookup, const FilterPlan& plan, const float* frac,
                    const float* reference, const float* const str[3], int count, Vec4* out);

/// A plan per fragment, as structure of arrays: fragment i reads first[i] (and second[i],
/// blended with weight frac[i]) with LINEAR when linear[i]. (Fields, not FilterPlans: copying
/// a FilterPlan right after it was written stalls on store forwarding.)
struct FragmentPlans {
    const Image* first[kBatch];
    const Image* second[kBatch];
    bool linear[kBatch];
    float frac[kBatch];
};

/// ApplyPlan for `count` (at most kBatch) fragments with a plan each: the fragments are
/// filtered in groups that read the same levels with the same filter, one ApplyPlanBatch
/// per group, so out[i] is the one-fragment result for fragment i.
void ApplyPlansGrouped(const Lookup& lookup, const FragmentPlans& plans, const float* reference,
                       const float* const str[3], int count, Vec4* out);

/// LodLog2(rho) of equation 3.12 for `quads` quads, rho the larger of the lengths of the x
/// and y derivative vectors, each component multiplied by scale[a] (the base level's size,
/// or 1 for RECT) and the components of axes a >= dims read as 0. Loops over the quads
/// (sampler_batch.cpp, vectorised); Sample() calls it for one quad, so both agree.
void QuadLog2Rhos(const DerivativeRows& derivatives, int quads, const float (&scale)[3], int dims,
                  float* log2_rho);

/// ChooseLevels for a pass of fragments, as structure of arrays (linear as 0 or 1).
struct LevelChoices {
    int first[kBatch];
    int second[kBatch];
    int linear[kBatch];
    float frac[kBatch];
};

/// choices.*[i] = ChooseLevels(p, last_level, lambda[i]) for `count` (1 to kBatch)
/// fragments in one loop (sampler_batch.cpp); returns whether every fragment reads fragment
/// 0's levels with its filter (the blend weights may differ).
bool ChooseLevelsRow(const Parameters& p, int last_level, const float* lambda, int count,
                     LevelChoices& choices);

/// lambda[i] = LambdaOf(p, log2_rho[i], bias[i]) for `count` fragments, in one vectorised
/// loop (sampler_batch.cpp).
void FragmentLambdas(const Parameters& p, const float* log2_rho, const float* bias, int count,
                     float* lambda);

/// Whether lambda can change which levels are read and how: false when the texture has no
/// mipmap filter and magnification and minification filter alike (3.8.9), so that every
/// lambda, NaN too, gives ChooseLevels' one choice {base level, no second, that filter}.
inline bool LambdaMatters(const Parameters& p) {
    return UsesMipmaps(p.min_filter) ||
           (p.mag_filter == Filter::kLinear) != (p.min_filter == Filter::kLinear);
}

/// log2(rho), the level of detail before biases (0 for NaN: no usable level of detail
/// is read as an exact 1:1 mapping). The one log2 of the sampler, for Sample() and the
/// batch: lane_math's, straight-line code that vectorises over quads (libm's log2f is a
/// call per quad), within an ulp and exact at powers of two, so a 1:1 or 2:1 mapping
/// still gives lambda 0 or 1 exactly; log2(+-0) is -infinity.
inline float LodLog2(float rho) {
    const float lod = exec::lane_math::Log2(rho);
    return lod != lod ? 0.0f : lod;  // NaN (a NaN rho) reads as 0
}

/// Table 3.21 (and ARB_depth_texture's DEPTH_TEXTURE_MODE): stored components to RGBA.
Vec4 MapToRgba(const Vec4& v, BaseFormat format, DepthTextureMode depth_mode);

}  // namespace detail
}  // namespace tessera::runtime::texture
