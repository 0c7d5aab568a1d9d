// The sampler's batch: the filters for many fragments whose level of detail is known. Each
// axis' indices and weights are computed in one loop over the fragments (the wrap mode a
// template constant, chosen outside it), then the fetches (compared against each
// fragment's reference under ARB_shadow) are summed. Every value comes from the functions
// the one-fragment path uses (sampler_detail.h) in the same order, so the results are its
// results bit for bit. Fragments with different plans (a level of detail per fragment:
// TXB, cube maps, quads of a non-affine mapping) are grouped by the levels and filter they
// read; only the blend weight between two levels differs within a group, and it is per
// fragment.
#include "runtime/raster/clones.h"
#include "runtime/texture/sampler_detail.h"

namespace tessera::runtime::texture::detail {
namespace {

// Calls row.template operator()<wrap>() with the wrap mode as a constant.
template <typename Row>
[[gnu::always_inline]] inline void WithWrap(Wrap wrap, Row row) {
    switch (wrap) {
        case Wrap::kRepeat:
            return row.template operator()<Wrap::kRepeat>();
        case Wrap::kClamp:
            return row.template operator()<Wrap::kClamp>();
        case Wrap::kClampToEdge:
            return row.template operator()<Wrap::kClampToEdge>();
        case Wrap::kClampToBorder:
            return row.template operator()<Wrap::kClampToBorder>();
        case Wrap::kMirroredRepeat:
            return row.template operator()<Wrap::kMirroredRepeat>();
    }
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
            for (int i = 0; i < count; ++i) {
                const LinearAxis axis = LinearIndices(u[i], n, kWrap);
                i0[i] = axis.i0;
                i1[i] = axis.i1;
                alpha[i] = axis.alpha;
            }
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

// SampleImage on `count` (<= kBatch) fragments, kDims axes.
template <int kDims, bool kCompare>
void SampleImageBatch(const Lookup& lookup, const Image& image, bool linear, const float* reference,
                      const float* const str[3], int count, Vec4* out) {
    if (count <= 0) return;  // (and GCC then sees coord written before it is read)
    const Parameters& p = *lookup.params;
    const int sizes[3] = {image.width, image.height, image.depth};
    const Wrap wraps[3] = {p.wrap_s, p.wrap_t, p.wrap_r};
    float coord[kDims][kBatch];
    for (int a = 0; a < kDims; ++a)
        for (int i = 0; i < count; ++i)
            coord[a][i] = lookup.normalized ? str[a][i] * sizes[a] : str[a][i];
    int i0[3][kBatch], i1[3][kBatch];
    for (int a = kDims; a < 3; ++a) {  // unused axes stay at index 0
        std::fill_n(i0[a], count, 0);
        std::fill_n(i1[a], count, 0);
    }
    const auto ref = [&](int i) { return kCompare ? reference[i] : 0.0f; };
    if (!linear) {
        for (int a = 0; a < kDims; ++a) NearestRow(wraps[a], coord[a], count, sizes[a], i0[a]);
        for (int i = 0; i < count; ++i)
            out[i] = TexelAt<kCompare>(image, lookup, ref(i), i0[0][i], i0[1][i], i0[2][i]);
        return;
    }
    float alpha[kDims][kBatch];
    for (int a = 0; a < kDims; ++a)
        LinearRow(wraps[a], coord[a], count, sizes[a], i0[a], i1[a], alpha[a]);
    for (int i = 0; i < count; ++i) {
        const int lo[3] = {i0[0][i], i0[1][i], i0[2][i]};
        const int hi[3] = {i1[0][i], i1[1][i], i1[2][i]};
        float weights[3] = {};
        for (int a = 0; a < kDims; ++a) weights[a] = alpha[a][i];
        Vec4 sum{};
#pragma GCC unroll 8  // the corners written out: their index and weight choices fold away
        for (int corner = 0; corner < (1 << kDims); ++corner) {
            int index[3];
            const float weight = Corner<kDims>(corner, lo, hi, weights, index);
            const Vec4 texel =
                TexelAt<kCompare>(image, lookup, ref(i), index[0], index[1], index[2]);
            for (int c = 0; c < 4; ++c) sum[c] += weight * texel[c];
        }
        out[i] = sum;
    }
}

template <bool kCompare>
void SampleImageBatch(const Lookup& lookup, const Image& image, bool linear, const float* reference,
                      const float* const str[3], int count, Vec4* out) {
    if (lookup.dims == 1)
        return SampleImageBatch<1, kCompare>(lookup, image, linear, reference, str, count, out);
    if (lookup.dims == 2)
        return SampleImageBatch<2, kCompare>(lookup, image, linear, reference, str, count, out);
    SampleImageBatch<3, kCompare>(lookup, image, linear, reference, str, count, out);
}

void SampleImageBatch(const Lookup& lookup, const Image& image, bool linear, const float* reference,
                      const float* const str[3], int count, Vec4* out) {
    if (lookup.compare)
        return SampleImageBatch<true>(lookup, image, linear, reference, str, count, out);
    SampleImageBatch<false>(lookup, image, linear, reference, str, count, out);
}

bool SameLevels(const FragmentPlans& plans, int i, int j) {
    return plans.first[i] == plans.first[j] && plans.second[i] == plans.second[j] &&
           plans.linear[i] == plans.linear[j];
}

}  // namespace

TESSERA_CLONES void QuadRhos(const Derivatives* derivatives, int quads, const float (&scale)[3],
                              int dims, float* rho) {
    // Structure of arrays first, scaled (the components of unused axes 0 after scaling), so
    // that the arithmetic below vectorises over the quads.
    float dx[3][kBatch / 4], dy[3][kBatch / 4];
    for (int first = 0; first < quads; first += kBatch / 4) {
        const int n = std::min(kBatch / 4, quads - first);
        for (int a = 0; a < 3; ++a) {
            for (int q = 0; q < n; ++q) {
                dx[a][q] = a < dims ? derivatives[first + q].ddx[a] * scale[a] : 0.0f;
                dy[a][q] = a < dims ? derivatives[first + q].ddy[a] * scale[a] : 0.0f;
            }
        }
        for (int q = 0; q < n; ++q) {
            const float length_x =
                std::sqrt(dx[0][q] * dx[0][q] + dx[1][q] * dx[1][q] + dx[2][q] * dx[2][q]);
            const float length_y =
                std::sqrt(dy[0][q] * dy[0][q] + dy[1][q] * dy[1][q] + dy[2][q] * dy[2][q]);
            rho[first + q] = length_x < length_y ? length_y : length_x;  // std::max's choice
        }
    }
}

void ApplyPlanBatch(const Lookup& lookup, const FilterPlan& plan, const float* frac,
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
