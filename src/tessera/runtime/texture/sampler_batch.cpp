// PreparedTexture::SampleAtLambda's batch: the filters without a depth comparison, for many
// fragments at one level of detail. Each axis' indices and weights are computed in one loop
// over the fragments (the wrap mode a template constant, chosen outside it), then the
// fetches are summed. Every value comes from the functions the one-fragment path uses
// (sampler_detail.h) in the same order, so the results are its results bit for bit.
#include "runtime/texture/sampler_detail.h"

namespace tessera::runtime::texture::detail {
namespace {

template <Wrap kWrap>
void NearestRow(const float* u, int count, int n, int* index) {
    for (int i = 0; i < count; ++i) index[i] = NearestIndex(u[i], n, kWrap);
}
template <Wrap kWrap>
void LinearRow(const float* u, int count, int n, int* i0, int* i1, float* alpha) {
    for (int i = 0; i < count; ++i) {
        const LinearAxis axis = LinearIndices(u[i], n, kWrap);
        i0[i] = axis.i0;
        i1[i] = axis.i1;
        alpha[i] = axis.alpha;
    }
}

// Calls row.template operator()<wrap>() with the wrap mode as a constant.
template <typename Row>
void WithWrap(Wrap wrap, Row row) {
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

// Fetch() without the comparison.
const Vec4& TexelAt(const Image& image, const Vec4& border, int i, int j, int k) {
    if (i == kBorder || j == kBorder || k == kBorder) return border;
    return image.At(i, j, k);
}

// SampleImage on `count` (<= kBatch) fragments, without comparison, kDims axes.
template <int kDims>
void SampleImageBatch(const Lookup& lookup, const Image& image, bool linear,
                      const float* const str[3], int count, Vec4* out) {
    const Parameters& p = *lookup.params;
    const int sizes[3] = {image.width, image.height, image.depth};
    const Wrap wraps[3] = {p.wrap_s, p.wrap_t, p.wrap_r};
    const Vec4& border = p.border_color;
    float coord[kDims][kBatch];
    for (int a = 0; a < kDims; ++a)
        for (int i = 0; i < count; ++i)
            coord[a][i] = lookup.normalized ? str[a][i] * sizes[a] : str[a][i];
    int i0[3][kBatch] = {}, i1[3][kBatch] = {};  // unused axes stay at index 0
    if (!linear) {
        for (int a = 0; a < kDims; ++a)
            WithWrap(wraps[a], [&]<Wrap w>() { NearestRow<w>(coord[a], count, sizes[a], i0[a]); });
        for (int i = 0; i < count; ++i)
            out[i] = TexelAt(image, border, i0[0][i], i0[1][i], i0[2][i]);
        return;
    }
    float alpha[kDims][kBatch];
    for (int a = 0; a < kDims; ++a) {
        WithWrap(wraps[a], [&]<Wrap w>() {
            LinearRow<w>(coord[a], count, sizes[a], i0[a], i1[a], alpha[a]);
        });
    }
    for (int i = 0; i < count; ++i) {
        const int lo[3] = {i0[0][i], i0[1][i], i0[2][i]};
        const int hi[3] = {i1[0][i], i1[1][i], i1[2][i]};
        float weights[3] = {};
        for (int a = 0; a < kDims; ++a) weights[a] = alpha[a][i];
        Vec4 sum{};
        for (int corner = 0; corner < (1 << kDims); ++corner) {
            int index[3];
            const float weight = Corner<kDims>(corner, lo, hi, weights, index);
            const Vec4& texel = TexelAt(image, border, index[0], index[1], index[2]);
            for (int c = 0; c < 4; ++c) sum[c] += weight * texel[c];
        }
        out[i] = sum;
    }
}

void SampleImageBatch(const Lookup& lookup, const Image& image, bool linear,
                      const float* const str[3], int count, Vec4* out) {
    if (lookup.dims == 1) return SampleImageBatch<1>(lookup, image, linear, str, count, out);
    if (lookup.dims == 2) return SampleImageBatch<2>(lookup, image, linear, str, count, out);
    SampleImageBatch<3>(lookup, image, linear, str, count, out);
}

}  // namespace

void ApplyPlanBatch(const Lookup& lookup, const FilterPlan& plan, const float* const str[3],
                    int count, Vec4* out) {
    SampleImageBatch(lookup, *plan.first, plan.linear, str, count, out);
    if (plan.second == nullptr) return;
    Vec4 second[kBatch];
    SampleImageBatch(lookup, *plan.second, plan.linear, str, count, second);
    for (int i = 0; i < count; ++i) {
        for (int c = 0; c < 4; ++c)
            out[i][c] = (1 - plan.frac) * out[i][c] + plan.frac * second[i][c];
    }
}

}  // namespace tessera::runtime::texture::detail
