// SPDX-License-Identifier: MIT
// The sampler's batch: the per-pass loops of SampleQuads (lambdas, level choices) and the
// filters for many fragments whose levels are known. Each axis' indices and weights, the
// corners' texel positions and weights, are computed in loops over the fragments (wrap
// mode, filter or compare function a template constant, chosen outside them), then each
// fragment's fetches (compared against its reference under ARB_shadow) are summed. Every
// value comes from the functions the one-fragment path uses (sampler_detail.h) in the same
// order, so the results are its results bit for bit. Fragments with different plans (a level of detail per fragment:
// TXB, cube maps, quads of a non-affine mapping) are grouped by the levels and filter they
// read; only the blend weight between two levels differs within a group, and it is per
// fragment.
#if defined(__SSE2__)
#include <xmmintrin.h>
#endif

#include "runtime/base/clones.h"
#include "runtime/texture/sampler_detail.h"

namespace tessera::runtime::texture::detail {
namespace {

// Calls body.template operator()<k>() for the one k of kValues equal to `value`: a run-time
// setting made a constant for the loop in `body`, whose tests on it then fold away.
template <typename T, T... kValues, typename Body>
[[gnu::always_inline]] inline void WithConstant(T value, Body body) {
    (void)((value == kValues && (body.template operator()<kValues>(), true)) || ...);
}

template <typename Row>
[[gnu::always_inline]] inline void WithWrap(Wrap wrap, Row row) {
    WithConstant<Wrap, Wrap::kRepeat, Wrap::kClamp, Wrap::kClampToEdge, Wrap::kClampToBorder,
                 Wrap::kMirroredRepeat>(wrap, row);
}

// One axis of NEAREST or LINEAR for `count` fragments. Compiled for baseline x86-64 and
// for AVX2 (raster/clones.h), where GCC vectorises the loops (floor is vroundps; with
// -fno-trapping-math, set on this file, the NaN and range tests become selects): the same
// IEEE operations per lane, so the same bits on either variant.
TESSERA_CLONES void NearestRow(Wrap wrap, const float* u, int count, int n, int* index) {
    WithWrap(
        wrap, [&]<Wrap kWrap>() __attribute__((always_inline)) {
            for (int i = 0; i < count; ++i) index[i] = NearestIndex(u[i], n, kWrap);
        });
}
TESSERA_CLONES void LinearRow(Wrap wrap, const float* u, int count, int n, int* i0, int* i1,
                              float* alpha) {
    WithWrap(
        wrap, [&]<Wrap kWrap>() __attribute__((always_inline)) {
            float shifted[kBatch];  // LinearIndices in its two steps, a loop each
            for (int i = 0; i < count; ++i) shifted[i] = LinearShifted(u[i], n, kWrap, alpha[i]);
            for (int i = 0; i < count; ++i) LinearWrapped(shifted[i], n, kWrap, i0[i], i1[i]);
        });
}

// sampler.cpp's Fetch: the texel or the border color, and under ARB_shadow its first
// component replaced by the comparison's 1 or 0.
template <bool kCompare>
[[gnu::always_inline]] inline Vec4 TexelAt(const Image& image, const Lookup& lookup,
                                           float reference, int i, int j, int k) {
    Vec4 texel = (i == kBorder || j == kBorder || k == kBorder) ? lookup.params->border_color
                                                                : image.At(i, j, k);
    if constexpr (kCompare) {
        texel[0] = Compare(lookup.params->compare_func, reference, texel[0]) ? 1.0f : 0.0f;
    }
    return texel;
}

// TexelAt for a texel known not to be the border, by its position in image.texels.
template <bool kCompare>
[[gnu::always_inline]] inline Vec4 TexelAtOffset(const Image& image, const Lookup& lookup,
                                                 float reference, int offset) {
    Vec4 texel = image.texels[static_cast<std::size_t>(offset)];
    if constexpr (kCompare) {
        texel[0] = Compare(lookup.params->compare_func, reference, texel[0]) ? 1.0f : 0.0f;
    }
    return texel;
}

// TexelAt's comparison applied afterwards to fetched texels: out[i][0] becomes 1 or 0 as
// reference[i] FUNC out[i][0] holds, with the function a constant in the loop. Compiled per
// CPU: as a baseline loop it was the largest part of piglit's shadow-01 (a NEAREST SHADOW2D
// lookup), 11% in perf; cloned, the program drew 1.24x as many fragments a second.
TESSERA_CLONES void CompareFirst(CompareFunc func, const float* reference, int count, Vec4* out) {
    const auto compare = [&]<CompareFunc kFunc>() __attribute__((always_inline)) {
        for (int i = 0; i < count; ++i)
            out[i][0] = Compare(kFunc, reference[i], out[i][0]) ? 1.0f : 0.0f;
    };
    WithConstant<CompareFunc, CompareFunc::kNever, CompareFunc::kLess, CompareFunc::kEqual,
                 CompareFunc::kLequal, CompareFunc::kGreater, CompareFunc::kNotequal,
                 CompareFunc::kGequal, CompareFunc::kAlways>(func, compare);
}

// Per fragment: whether one of its texel indices (index[a][i], and index_high[a][i] for
// LINEAR) reads the border. Only CLAMP and CLAMP_TO_BORDER give such indices: returns false,
// and writes nothing, when no axis has one of those. Each flag is written once, in one loop
// (filling the flags with false first was a call to memset per level read).
template <int kDims, bool kLinear>
[[gnu::always_inline]] inline bool BorderFlags(const Wrap (&wraps)[3], const int (*index)[kBatch],
                                               const int (*index_high)[kBatch], int count,
                                               bool* border) {
    bool clamps[kDims];
    bool any = false;
    for (int a = 0; a < kDims; ++a) {
        clamps[a] = wraps[a] == Wrap::kClamp || wraps[a] == Wrap::kClampToBorder;
        any = any || clamps[a];
    }
    if (!any) return false;
    for (int i = 0; i < count; ++i) {
        bool reads = false;
        for (int a = 0; a < kDims; ++a) {
            const bool high = kLinear && index_high[a][i] == kBorder;
            reads = reads | (clamps[a] & ((index[a][i] == kBorder) | high));
        }
        border[i] = reads;
    }
    return true;
}

// The position in image.texels of texel (i, j, k) for every fragment: Image::At's
// (k * height + j) * width + i, the unused axes' indices 0 (not read: no loop fills them).
// (Meaningless for fragments that read the border.)
template <int kDims>
[[gnu::always_inline]] inline void TexelOffsets(const Image& image, const int (*index)[kBatch],
                                                int count, int* offset) {
    for (int i = 0; i < count; ++i) {
        const int k = kDims > 2 ? index[2][i] : 0, j = kDims > 1 ? index[1][i] : 0;
        offset[i] = (k * image.height + j) * image.width + index[0][i];
    }
}

// The 2^kDims corners of LINEAR for every fragment, as tables by corner: each corner's
// position in image.texels and its weight, Corner()'s product 1 * w_s * w_t * w_r.
template <int kDims>
[[gnu::always_inline]] inline void CornerTablesOf(const Image& image, const int (*i0)[kBatch],
                                                  const int (*i1)[kBatch],
                                                  const float (*alpha)[kBatch], int count,
                                                  int (*__restrict offset)[kBatch],
                                                  float (*__restrict weight)[kBatch]) {
    // One loop over the fragments with every corner made in it, so that each fragment's
    // indices and weights are loaded once (a loop per corner reloaded them for each; the
    // tables cannot alias them: __restrict). The indices are scaled by their axis' stride
    // in image.texels, so that a corner's position is a sum (unused axes, index 0, add
    // nothing).
    const int strides[3] = {1, image.width, image.width * image.height};
    for (int i = 0; i < count; ++i) {
        int lo[3] = {}, hi[3] = {};
        float weights[3] = {};
        for (int a = 0; a < kDims; ++a) {
            lo[a] = i0[a][i] * strides[a];
            hi[a] = i1[a][i] * strides[a];
            weights[a] = alpha[a][i];
        }
#pragma GCC unroll 8
        for (int corner = 0; corner < (1 << kDims); ++corner) {
            int index[3];
            weight[corner][i] = Corner<kDims>(corner, lo, hi, weights, index);
            offset[corner][i] = index[0] + index[1] + index[2];
        }
    }
}
TESSERA_CLONES void CornerTables(int dims, const Image& image, const int (*i0)[kBatch],
                                 const int (*i1)[kBatch], const float (*alpha)[kBatch], int count,
                                 int (*offset)[kBatch], float (*weight)[kBatch]) {
    if (dims == 1) return CornerTablesOf<1>(image, i0, i1, alpha, count, offset, weight);
    if (dims == 2) return CornerTablesOf<2>(image, i0, i1, alpha, count, offset, weight);
    CornerTablesOf<3>(image, i0, i1, alpha, count, offset, weight);
}

// LINEAR's sum for fragment i as LinearFiltered makes it: corner by corner, sum[c] +=
// weight * texel[c] from 0. `texel(corner)` is that corner's (compared) texel.
template <int kDims, typename TexelOf>
[[gnu::always_inline]] inline Vec4 LinearSum(const float (*weight)[kBatch], int i,
                                             TexelOf texel_of) {
    Vec4 sum{};
#pragma GCC unroll 8
    for (int corner = 0; corner < (1 << kDims); ++corner) {
        const Vec4 texel = texel_of(corner);
        for (int c = 0; c < 4; ++c) sum[c] += weight[corner][i] * texel[c];
    }
    return sum;
}

// LinearSum for the four fragments i .. i + 3, none of which reads the border, without the
// comparison: each corner's four weights are one vector load, and each fragment's weight is
// broadcast from that register (one load of a weight per fragment and corner kept the
// load ports busy: with the position and the texel, three loads a corner, about one cycle
// each). The same products and sums in the same order as LinearSum, so the same bits.
template <int kDims>
[[gnu::always_inline]] inline void LinearSumsOfFour(const Vec4* texels, const int (*offset)[kBatch],
                                                    const float (*weight)[kBatch], int i,
                                                    Vec4* out) {
#if defined(__SSE2__)
    __m128 sum[4] = {_mm_setzero_ps(), _mm_setzero_ps(), _mm_setzero_ps(), _mm_setzero_ps()};
#pragma GCC unroll 8
    for (int corner = 0; corner < (1 << kDims); ++corner) {
        __m128 weights = _mm_loadu_ps(weight[corner] + i);
        // (Opaque to GCC, which otherwise turns the broadcasts back into loads.)
        asm("" : "+x"(weights));
        const auto add = [&]<int kLane>() __attribute__((always_inline)) {
            const __m128 w = _mm_shuffle_ps(weights, weights, _MM_SHUFFLE(kLane, kLane, kLane, kLane));
            const __m128 texel = _mm_loadu_ps(texels[offset[corner][i + kLane]].data());
            sum[kLane] = _mm_add_ps(sum[kLane], _mm_mul_ps(w, texel));
        };
        add.template operator()<0>();
        add.template operator()<1>();
        add.template operator()<2>();
        add.template operator()<3>();
    }
    for (int k = 0; k < 4; ++k) _mm_storeu_ps(out[k].data(), sum[k]);
#else
    for (int k = 0; k < 4; ++k) {
        out[k] = LinearSum<kDims>(weight, i + k, [&](int corner) {
            return texels[offset[corner][i + k]];
        });
    }
#endif
}

// SampleImage on `count` (<= kBatch) fragments, kDims axes. The indices, texel positions,
// border flags and corner weights are loops over the fragments (vectorised); then each
// fragment's fetches and sums, through the border-aware TexelAt only for fragments that
// read the border.
template <int kDims, bool kCompare>
[[gnu::always_inline]] inline void SampleImageBatch(const Lookup& lookup, const Image& image,
                                                    bool linear, const float* reference,
                                                    const float* const str[3], int count,
                                                    Vec4* out) {
    if (count <= 0) return;  // (and GCC then sees coord written before it is read)
    const Parameters& p = *lookup.params;
    const int sizes[3] = {image.width, image.height, image.depth};
    const Wrap wraps[3] = {p.wrap_s, p.wrap_t, p.wrap_r};
    float coord[kDims][kBatch];
    for (int a = 0; a < kDims; ++a)
        for (int i = 0; i < count; ++i)
            coord[a][i] = lookup.normalized ? str[a][i] * sizes[a] : str[a][i];
    // Only the used axes' rows are written; an unused axis reads index 0 (`index`).
    int i0[kDims][kBatch], i1[kDims][kBatch];
    const auto index = [](const int (*rows)[kBatch], int a, int i) {
        return a < kDims ? rows[a][i] : 0;
    };
    const auto ref = [&](int i) { return kCompare ? reference[i] : 0.0f; };
    bool border[kBatch];
    if (!linear) {
        for (int a = 0; a < kDims; ++a) NearestRow(wraps[a], coord[a], count, sizes[a], i0[a]);
        const bool may_border = BorderFlags<kDims, false>(wraps, i0, nullptr, count, border);
        int offset[kBatch];
        TexelOffsets<kDims>(image, i0, count, offset);
        for (int i = 0; i < count; ++i) {
            out[i] = may_border && border[i]
                         ? TexelAt<false>(image, lookup, 0, index(i0, 0, i), index(i0, 1, i),
                                          index(i0, 2, i))
                         : TexelAtOffset<false>(image, lookup, 0, offset[i]);
        }
        if constexpr (kCompare) CompareFirst(p.compare_func, reference, count, out);
        return;
    }
    float alpha[3][kBatch];
    for (int a = 0; a < kDims; ++a)
        LinearRow(wraps[a], coord[a], count, sizes[a], i0[a], i1[a], alpha[a]);
    const bool may_border = BorderFlags<kDims, true>(wraps, i0, i1, count, border);
    int offset[1 << kDims][kBatch];
    float weight[1 << kDims][kBatch];
    CornerTables(kDims, image, i0, i1, alpha, count, offset, weight);
    // Fragment i's sum: through TexelAt for its corners when it reads the border.
    const auto one = [&](int i) __attribute__((always_inline)) {
        if (!may_border || !border[i]) {
            out[i] = LinearSum<kDims>(weight, i, [&](int corner) {
                return TexelAtOffset<kCompare>(image, lookup, ref(i), offset[corner][i]);
            });
            return;
        }
        const int lo[3] = {index(i0, 0, i), index(i0, 1, i), index(i0, 2, i)};
        const int hi[3] = {index(i1, 0, i), index(i1, 1, i), index(i1, 2, i)};
        const float no_weights[3] = {};
        out[i] = LinearSum<kDims>(weight, i, [&](int corner) {
            int index[3];
            Corner<kDims>(corner, lo, hi, no_weights, index);  // the indices only
            return TexelAt<kCompare>(image, lookup, ref(i), index[0], index[1], index[2]);
        });
    };
    int i = 0;
    if constexpr (!kCompare) {  // four fragments at a time where none reads the border
        for (; i + 4 <= count; i += 4) {
            if (may_border && (border[i] | border[i + 1] | border[i + 2] | border[i + 3])) {
                for (int k = i; k < i + 4; ++k) one(k);
            } else {
                LinearSumsOfFour<kDims>(image.texels.data(), offset, weight, i, out + i);
            }
        }
    }
    for (; i < count; ++i) one(i);
}

template <bool kCompare>
[[gnu::always_inline]] inline void SampleImageBatch(const Lookup& lookup, const Image& image,
                                                    bool linear, const float* reference,
                                                    const float* const str[3], int count,
                                                    Vec4* out) {
    if (lookup.dims == 1)
        return SampleImageBatch<1, kCompare>(lookup, image, linear, reference, str, count, out);
    if (lookup.dims == 2)
        return SampleImageBatch<2, kCompare>(lookup, image, linear, reference, str, count, out);
    SampleImageBatch<3, kCompare>(lookup, image, linear, reference, str, count, out);
}

// Cloned (base/clones.h) with everything it inlines: the coordinate scaling, the border
// flags and each fragment's fetches and sums then use the CPU's vectors and encodings (a
// weight is one broadcast load, a texel a memory operand of the multiplication), the same
// operations in the same order, so the same bits.
TESSERA_CLONES void SampleImageBatch(const Lookup& lookup, const Image& image, bool linear,
                                     const float* reference, const float* const str[3], int count,
                                     Vec4* out) {
    if (lookup.compare)
        return SampleImageBatch<true>(lookup, image, linear, reference, str, count, out);
    SampleImageBatch<false>(lookup, image, linear, reference, str, count, out);
}

bool SameLevels(const FragmentPlans& plans, int i, int j) {
    return plans.first[i] == plans.first[j] && plans.second[i] == plans.second[j] &&
           plans.linear[i] == plans.linear[j];
}

}  // namespace

// QuadLog2Rhos with kDims axes. The unused axes' components, 0 after scaling, are left out
// of the sums rather than added: the squares are >= 0 or NaN, and x + 0 is x for those, so
// the lengths are the same. The derivatives are read from their rows and scaled as they are
// squared, in one loop over the quads that vectorises (a staging copy from an array of
// Derivatives, written a float at a time, made the vector loads wait for those stores).
template <int kDims>
[[gnu::always_inline]] inline void QuadLog2RhosOf(const DerivativeRows& derivatives, int quads,
                                                  const float (&scale)[3], float* log2_rho) {
    float rho[kBatch / 4];
    for (int first = 0; first < quads; first += kBatch / 4) {
        const int n = std::min(kBatch / 4, quads - first);
        const DerivativeRows d = derivatives.From(first);
        for (int q = 0; q < n; ++q) {
            const float dx0 = d.ddx[0][q] * scale[0], dy0 = d.ddy[0][q] * scale[0];
            float squares_x = dx0 * dx0, squares_y = dy0 * dy0;
            for (int a = 1; a < kDims; ++a) {
                const float dx = d.ddx[a][q] * scale[a], dy = d.ddy[a][q] * scale[a];
                squares_x = squares_x + dx * dx;
                squares_y = squares_y + dy * dy;
            }
            const float length_x = std::sqrt(squares_x), length_y = std::sqrt(squares_y);
            rho[q] = length_x < length_y ? length_y : length_x;  // std::max's choice
        }
        for (int q = 0; q < n; ++q) log2_rho[first + q] = LodLog2(rho[q]);
    }
}

TESSERA_CLONES void QuadLog2Rhos(const DerivativeRows& derivatives, int quads,
                                 const float (&scale)[3], int dims, float* log2_rho) {
    if (dims == 1) return QuadLog2RhosOf<1>(derivatives, quads, scale, log2_rho);
    if (dims == 2) return QuadLog2RhosOf<2>(derivatives, quads, scale, log2_rho);
    QuadLog2RhosOf<3>(derivatives, quads, scale, log2_rho);
}

TESSERA_CLONES void FragmentLambdas(const Parameters& p, const float* log2_rho, const float* bias,
                                    int count, float* lambda) {
    const Parameters params = p;  // (a copy: lambda cannot alias it, so the loop vectorises)
    for (int i = 0; i < count; ++i) lambda[i] = LambdaOf(params, log2_rho[i], bias[i]);
}

TESSERA_CLONES bool ChooseLevelsRow(const Parameters& p, int last_level,
                                    const float* __restrict lambda, int count,
                                    LevelChoices& __restrict choices) {
    const auto row = [&]<Filter kMin>() __attribute__((always_inline)) {
        // A copy (the choices cannot alias it) with the filter a constant: the filter's
        // tests fold away and the loop vectorises. The choices are stored where the caller
        // reads them (a copy from local rows was three calls to memcpy per pass).
        Parameters params = p;
        params.min_filter = kMin;
        for (int i = 0; i < count; ++i) {
            const LevelChoice choice = ChooseLevels(params, last_level, lambda[i]);
            choices.first[i] = choice.first;
            choices.second[i] = choice.second;
            choices.linear[i] = choice.linear;
            choices.frac[i] = choice.frac;
        }
    };
    WithConstant<Filter, Filter::kNearest, Filter::kLinear, Filter::kNearestMipmapNearest,
                 Filter::kLinearMipmapNearest, Filter::kNearestMipmapLinear,
                 Filter::kLinearMipmapLinear>(p.min_filter, row);
    int differ = 0;
    for (int i = 1; i < count; ++i) {
        differ |= (choices.first[i] ^ choices.first[0]) | (choices.second[i] ^ choices.second[0]) |
                  (choices.linear[i] ^ choices.linear[0]);
    }
    return differ == 0;
}

// (Cloned for its blend of two levels, a loop over the fragments.)
TESSERA_CLONES void ApplyPlanBatch(const Lookup& lookup, const FilterPlan& plan, const float* frac,
                    const float* reference, const float* const str[3], int count, Vec4* out) {
    SampleImageBatch(lookup, *plan.first, plan.linear, reference, str, count, out);
    if (plan.second == nullptr) return;
    Vec4 second[kBatch];
    SampleImageBatch(lookup, *plan.second, plan.linear, reference, str, count, second);
    for (int i = 0; i < count; ++i) {  // ApplyPlan's blend, with this fragment's weight
        for (int c = 0; c < 4; ++c) out[i][c] = (1 - frac[i]) * out[i][c] + frac[i] * second[i][c];
    }
}

void ApplyPlansGrouped(const Lookup& lookup, const FragmentPlans& plans, const float* reference,
                       const float* const str[3], int count, Vec4* out) {
    const auto plan_of = [&](int i) {
        FilterPlan plan;
        plan.first = plans.first[i];
        plan.second = plans.second[i];
        plan.linear = plans.linear[i];
        return plan;
    };
    // Mostly every fragment reads the same levels: no grouping then.
    bool one_group = true;
    for (int i = 1; i < count; ++i) one_group = one_group && SameLevels(plans, i, 0);
    if (one_group)
        return ApplyPlanBatch(lookup, plan_of(0), plans.frac, reference, str, count, out);
    bool done[kBatch] = {};
    for (int first = 0; first < count; ++first) {
        if (done[first]) continue;
        // The group: every later fragment reading the same levels, gathered in order.
        int members[kBatch];
        float coords[3][kBatch], frac[kBatch], refs[kBatch];
        int n = 0;
        for (int i = first; i < count; ++i) {
            if (done[i] || !SameLevels(plans, i, first)) continue;
            done[i] = true;
            members[n] = i;
            for (int a = 0; a < 3; ++a) coords[a][n] = str[a][i];
            frac[n] = plans.frac[i];
            refs[n] = reference[i];
            ++n;
        }
        const float* const gathered[3] = {coords[0], coords[1], coords[2]};
        Vec4 results[kBatch];
        ApplyPlanBatch(lookup, plan_of(first), frac, refs, gathered, n, results);
        for (int k = 0; k < n; ++k) out[members[k]] = results[k];
    }
}

}  // namespace tessera::runtime::texture::detail
