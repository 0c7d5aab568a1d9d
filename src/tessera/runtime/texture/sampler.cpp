// SPDX-License-Identifier: MIT
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
//
// The index and weight helpers live in sampler_detail.h, shared with sampler_batch.cpp,
// which filters many fragments with the same arithmetic once their levels of detail are
// known: SampleQuads (the fast executor's entry) works those out per fragment as Sample()
// does, then filters the fragments reading the same levels together.
#include <algorithm>
#include <cmath>

#include "runtime/texture/sampler_detail.h"
#include "runtime/texture/texture.h"

namespace tessera::runtime::texture {

using lang::arbasm::fragment::TextureTarget;

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

using namespace detail;

/// One texel (or the border color), compared against r first when ARB_shadow is on: the
/// comparison is made per texel and the results are filtered (percentage closer).
[[gnu::always_inline]] inline Vec4 Fetch(const Lookup& lookup, const Image& image, int i, int j,
                                         int k) {
    Vec4 texel = (i == kBorder || j == kBorder || k == kBorder) ? lookup.params->border_color
                                                                : image.At(i, j, k);
    if (lookup.compare) {
        texel[0] = Compare(lookup.params->compare_func, lookup.reference, texel[0]) ? 1.0f : 0.0f;
    }
    return texel;
}

/// SampleLevel's LINEAR case for a fixed number of axes, written out: the same weights
/// (1 * w_s * w_t * w_r over the used axes, and 1 * x is x), fetches, products and sums in
/// the same order, with the axis loops unrolled by the compiler.
template <int kDims>
Vec4 LinearFiltered(const Lookup& lookup, const Image& image, float u, float v, float w) {
    const Parameters& p = *lookup.params;
    const float coords[3] = {u, v, w};
    const int sizes[3] = {image.width, image.height, image.depth};
    const Wrap wraps[3] = {p.wrap_s, p.wrap_t, p.wrap_r};
    int i0[3] = {}, i1[3] = {};  // unused axes stay at index 0
    float alpha[3] = {};
    for (int a = 0; a < kDims; ++a) {
        const LinearAxis axis = LinearIndices(coords[a], sizes[a], wraps[a]);
        i0[a] = axis.i0;
        i1[a] = axis.i1;
        alpha[a] = axis.alpha;
    }
    Vec4 sum{};
    for (int corner = 0; corner < (1 << kDims); ++corner) {
        int index[3];
        const float weight = Corner<kDims>(corner, i0, i1, alpha, index);
        const Vec4 texel = Fetch(lookup, image, index[0], index[1], index[2]);
        for (int c = 0; c < 4; ++c) sum[c] += weight * texel[c];
    }
    return sum;
}

/// Filters one level with NEAREST or LINEAR; u, v, w are in texel space of that level.
Vec4 SampleLevel(const Lookup& lookup, const Image& image, bool linear, float u, float v, float w) {
    if (linear) {
        if (lookup.dims == 1) return LinearFiltered<1>(lookup, image, u, v, w);
        if (lookup.dims == 2) return LinearFiltered<2>(lookup, image, u, v, w);
        return LinearFiltered<3>(lookup, image, u, v, w);
    }
    const Parameters& p = *lookup.params;
    const float coords[3] = {u, v, w};
    const int sizes[3] = {image.width, image.height, image.depth};
    const Wrap wraps[3] = {p.wrap_s, p.wrap_t, p.wrap_r};
    int index[3] = {0, 0, 0};  // unused axes stay at index 0
    for (int a = 0; a < lookup.dims; ++a) index[a] = NearestIndex(coords[a], sizes[a], wraps[a]);
    return Fetch(lookup, image, index[0], index[1], index[2]);
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

FilterPlan PlanLevels(const Lookup& lookup, const LevelChoice& choice) {
    FilterPlan plan;
    plan.first = lookup.texture->GetImage(choice.first, lookup.face);
    if (choice.second >= 0) plan.second = lookup.texture->GetImage(choice.second, lookup.face);
    plan.linear = choice.linear != 0;
    plan.frac = choice.frac;
    return plan;
}

/// Magnification, or one of the six minification filters (3.8.8, 3.8.9).
FilterPlan PlanFilter(const Lookup& lookup, float lambda) {
    return PlanLevels(lookup, ChooseLevels(*lookup.params, lookup.last_level, lambda));
}

/// The plans of `count` fragments from their level choices, on their faces: the images are
/// looked up again only where the face or the choice changes from the previous fragment
/// (the plan is kept in locals: reading back the plan just stored would stall on store
/// forwarding). Returns whether every fragment reads fragment 0's images with its filter.
bool ResolvePlans(const Lookup& lookup, const CubeFace* faces, const LevelChoices& choices,
                  int count, FragmentPlans& plans) {
    FilterPlan plan;
    bool one_group = true;
    for (int i = 0; i < count; ++i) {
        if (i == 0 || faces[i] != faces[i - 1] || choices.first[i] != choices.first[i - 1] ||
            choices.second[i] != choices.second[i - 1] ||
            choices.linear[i] != choices.linear[i - 1]) {
            Lookup on_face = lookup;
            on_face.face = faces[i];
            plan = PlanLevels(on_face, {choices.first[i], choices.second[i], choices.linear[i]});
            one_group = one_group && (i == 0 || (plan.first == plans.first[0] &&
                                                 plan.second == plans.second[0] &&
                                                 plan.linear == plans.linear[0]));
        }
        plans.first[i] = plan.first;
        plans.second[i] = plan.second;
        plans.linear[i] = plan.linear;
        plans.frac[i] = choices.frac[i];
    }
    return one_group;
}

/// Reads `image` at normalized (or, for RECT, texel) coordinates.
Vec4 SampleImage(const Lookup& lookup, const Image& image, bool linear,
                 const std::array<float, 3>& str) {
    if (!lookup.normalized) return SampleLevel(lookup, image, linear, str[0], str[1], str[2]);
    return SampleLevel(lookup, image, linear, str[0] * image.width, str[1] * image.height,
                       str[2] * image.depth);
}

Vec4 ApplyPlan(const Lookup& lookup, const FilterPlan& plan, const std::array<float, 3>& str) {
    const Vec4 t1 = SampleImage(lookup, *plan.first, plan.linear, str);
    if (plan.second == nullptr) return t1;
    const Vec4 t2 = SampleImage(lookup, *plan.second, plan.linear, str);
    Vec4 out;
    for (int c = 0; c < 4; ++c) out[c] = (1 - plan.frac) * t1[c] + plan.frac * t2[c];
    return out;
}

Vec4 FilterAt(const Lookup& lookup, float lambda, const std::array<float, 3>& str) {
    return ApplyPlan(lookup, PlanFilter(lookup, lambda), str);
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

namespace {

RgbaSources SourcesOf(BaseFormat format, DepthTextureMode depth_mode) {
    switch (format) {
        case BaseFormat::kAlpha:
            return {kSourceZero, kSourceZero, kSourceZero, 3};
        case BaseFormat::kLuminance:
            return {0, 0, 0, kSourceOne};
        case BaseFormat::kLuminanceAlpha:
            return {0, 0, 0, 3};
        case BaseFormat::kIntensity:
            return {0, 0, 0, 0};
        case BaseFormat::kRgb:
            return {0, 1, 2, kSourceOne};
        case BaseFormat::kRgba:
            break;
        case BaseFormat::kDepthComponent:
            switch (depth_mode) {
                case DepthTextureMode::kLuminance:
                    return {0, 0, 0, kSourceOne};
                case DepthTextureMode::kIntensity:
                    return {0, 0, 0, 0};
                case DepthTextureMode::kAlpha:
                    return {kSourceZero, kSourceZero, kSourceZero, 0};
            }
    }
    return kStoredAsIs;
}

[[gnu::always_inline]] inline Vec4 Mapped(const Vec4& v, const RgbaSources& sources) {
    const float pool[6] = {v[0], v[1], v[2], v[3], 0, 1};
    return {pool[sources[0]], pool[sources[1]], pool[sources[2]], pool[sources[3]]};
}

}  // namespace

Vec4 detail::MapToRgba(const Vec4& v, BaseFormat format, DepthTextureMode depth_mode) {
    return Mapped(v, SourcesOf(format, depth_mode));
}

PreparedTexture::PreparedTexture(const Texture& texture)
    : texture_(&texture),
      params_(texture.Params()),
      complete_(texture.IsComplete()),
      normalized_(texture.GetTarget() != Target::kRect),
      compare_(texture.Format() == BaseFormat::kDepthComponent &&
               texture.Params().compare_mode == CompareMode::kCompareRToTexture),
      cube_(texture.GetTarget() == Target::kCube),
      dims_(DimensionsOf(texture.GetTarget())),
      last_level_(texture.LastLevel()),
      sources_(complete_ ? SourcesOf(texture.Format(), params_.depth_mode) : kStoredAsIs),
      reads_derivatives_(complete_ && (cube_ || LambdaMatters(params_))) {
    if (const Image* base = texture.GetImage(params_.base_level)) {
        base_scale_[0] = static_cast<float>(base->width);
        base_scale_[1] = static_cast<float>(base->height);
        base_scale_[2] = static_cast<float>(base->depth);
    }
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
    if (!cube_) return SampleAtLambda(s, t, r, Lambda(Log2Rho(derivatives), bias));
    const FaceSample on_face = OnFace(s, t, r, derivatives, bias);
    return MapToRgba(FilterAt(on_face.lookup, on_face.lambda, {on_face.s, on_face.t, 0}),
                     texture_->Format(), params_.depth_mode);
}

// A cube map: the derivatives are those of the face coordinates of the face (s, t, r)
// selects, so the level of detail is worked out per fragment.
FaceSample PreparedTexture::OnFace(float s, float t, float r, const Derivatives& derivatives,
                                   float bias) const {
    const CubeCoordinates cube = SelectCubeFace(s, t, r);
    const std::array<float, 3> dx = derivatives.ddx, dy = derivatives.ddy;
    const auto at = FaceCoordinates(cube.face, s, t, r);
    const auto at_x = FaceCoordinates(cube.face, s + dx[0], t + dx[1], r + dx[2]);
    const auto at_y = FaceCoordinates(cube.face, s + dy[0], t + dy[1], r + dy[2]);
    Derivatives face;
    face.ddx = {at_x[0] - at[0], at_x[1] - at[1], 0};
    face.ddy = {at_y[0] - at[0], at_y[1] - at[1], 0};
    FaceSample sample;
    sample.lookup = MakeLookup(r);
    sample.lookup.face = cube.face;
    sample.s = at[0];
    sample.t = at[1];
    sample.lambda = Lambda(BaseLog2Rho(sample.lookup, face), bias);
    return sample;
}

Lookup PreparedTexture::MakeLookup(float r) const {
    Lookup lookup;
    lookup.texture = texture_;
    lookup.params = &params_;
    lookup.dims = dims_;
    lookup.normalized = normalized_;
    lookup.compare = compare_;
    lookup.reference = ShadowReference(r);
    lookup.last_level = last_level_;
    return lookup;
}

// log2(rho) with the derivatives scaled to texels of the base level (of lookup.face: a
// complete cube map's faces have one base size, 3.8.10).
float PreparedTexture::BaseLog2Rho(const Lookup& lookup, const Derivatives& derivatives) const {
    const DerivativeRows rows{
        {&derivatives.ddx[0], &derivatives.ddx[1], &derivatives.ddx[2]},
        {&derivatives.ddy[0], &derivatives.ddy[1], &derivatives.ddy[2]}};
    float log2_rho = 0;
    QuadLog2Rhos(rows, 1, lookup.normalized ? base_scale_ : kUnitScale, lookup.dims, &log2_rho);
    return log2_rho;
}

float PreparedTexture::Log2Rho(const Derivatives& derivatives) const {
    return BaseLog2Rho(MakeLookup(0), derivatives);
}

float PreparedTexture::Lambda(float log2_rho, float bias) const {
    return LambdaOf(params_, log2_rho, bias);
}

Vec4 PreparedTexture::SampleAtLog2Rho(float s, float t, float r, float log2_rho,
                                      float bias) const {
    if (!complete_) return {0, 0, 0, 1};
    if (!cube_) return SampleAtLambda(s, t, r, Lambda(log2_rho, bias));
    FaceSample on_face = OnFace(s, t, r, Derivatives{}, bias);  // selects the face
    on_face.lambda = Lambda(log2_rho, bias);
    return MapToRgba(FilterAt(on_face.lookup, on_face.lambda, {on_face.s, on_face.t, 0}),
                     texture_->Format(), params_.depth_mode);
}

Vec4 PreparedTexture::SampleAtLambda(float s, float t, float r, float lambda) const {
    return MapToRgba(FilterAt(MakeLookup(r), lambda, {s, t, r}), texture_->Format(),
                     params_.depth_mode);
}

void PreparedTexture::SampleAtLambda(const float* s, const float* t, const float* r, int count,
                                     float lambda, Vec4* out) const {
    const Lookup lookup = MakeLookup(0);
    const FilterPlan plan = PlanFilter(lookup, lambda);
    float frac[kBatch], reference[kBatch];
    std::fill_n(frac, kBatch, plan.frac);
    for (int first = 0; first < count; first += kBatch) {
        const int n = std::min(kBatch, count - first);
        for (int i = 0; i < n; ++i) reference[i] = ShadowReference(r[first + i]);
        const float* const str[3] = {s + first, t + first, r + first};
        ApplyPlanBatch(lookup, plan, frac, reference, str, n, out + first);
        MapAllToRgba(out + first, n);
    }
}

void PreparedTexture::SampleQuads(const float* s, const float* t, const float* r, const float* bias,
                                  const Derivatives* derivatives, int quads, Vec4* out) const {
    constexpr int kQuadsPerPass = kBatch / 4;
    for (int first = 0; first < quads; first += kQuadsPerPass) {
        const int n = std::min(kQuadsPerPass, quads - first);
        float ddx[3][kQuadsPerPass], ddy[3][kQuadsPerPass];
        for (int q = 0; q < n; ++q) {
            for (int a = 0; a < 3; ++a) {
                ddx[a][q] = derivatives[first + q].ddx[a];
                ddy[a][q] = derivatives[first + q].ddy[a];
            }
        }
        const DerivativeRows rows{{ddx[0], ddx[1], ddx[2]}, {ddy[0], ddy[1], ddy[2]}};
        const int lane = first * 4;
        SampleQuadsStored(s + lane, t + lane, r + lane, bias + lane, rows, n, out + lane);
    }
    if (complete_) MapAllToRgba(out, quads * 4);
}

void PreparedTexture::SampleQuadsStored(const float* s, const float* t, const float* r,
                                        const float* bias, const DerivativeRows& derivatives,
                                        int quads, Vec4* out) const {
    if (!complete_) {
        std::fill_n(out, quads * 4, Vec4{0, 0, 0, 1});
        return;
    }
    constexpr int kQuadsPerPass = kBatch / 4;
    for (int first = 0; first < quads; first += kQuadsPerPass) {
        const int n = std::min(kQuadsPerPass, quads - first) * 4;
        const int lane = first * 4;
        SamplePass(s + lane, t + lane, r + lane, bias + lane, derivatives.From(first), n,
                   out + lane);
    }
}

// SampleQuadsStored for at most kBatch fragments: each fragment's plan, as Sample() makes
// it, then the filtering grouped by the levels read.
void PreparedTexture::SamplePass(const float* s, const float* t, const float* r, const float* bias,
                                 const DerivativeRows& derivatives, int count, Vec4* out) const {
    if (count <= 0) return;  // (and GCC then sees that the loops below write lambda)
    const Lookup lookup = MakeLookup(0);
    float reference[kBatch];  // read only under the comparison
    for (int i = 0; i < count; ++i) reference[i] = compare_ ? ShadowReference(r[i]) : 0.0f;
    float lambda[kBatch];
    CubeFace faces[kBatch];
    float face_s[kBatch], face_t[kBatch];
    static constexpr float kZeros[kBatch] = {};
    const float* str[3] = {s, t, r};
    if (cube_) {
        for (int i = 0; i < count; ++i) {
            const FaceSample on_face = OnFace(s[i], t[i], r[i], derivatives.Of(i / 4), bias[i]);
            faces[i] = on_face.lookup.face;
            lambda[i] = on_face.lambda;
            face_s[i] = on_face.s;
            face_t[i] = on_face.t;
        }
        str[0] = face_s;
        str[1] = face_t;
        str[2] = kZeros;
    } else if (!reads_derivatives_) {
        // Every lambda, NaN too, gives lambda 0's plan: no level of detail is worked out.
        const LevelChoice choice = ChooseLevels(params_, last_level_, 0.0f);
        float frac[kBatch];
        std::fill_n(frac, count, choice.frac);
        ApplyPlanBatch(lookup, PlanLevels(lookup, choice), frac, reference, str, count, out);
        return;
    } else {
        // Every quad's log2(rho) in vectorised loops (BaseLog2Rho's values), then every
        // fragment's lambda in another.
        float quad_log2_rho[kBatch / 4], log2_rho[kBatch];
        QuadLog2Rhos(derivatives, count / 4, normalized_ ? base_scale_ : kUnitScale, dims_,
                     quad_log2_rho);
        for (int i = 0; i < count; i += 4) std::fill_n(log2_rho + i, 4, quad_log2_rho[i / 4]);
        FragmentLambdas(params_, log2_rho, bias, count, lambda);
    }
    // Each fragment's levels and filter in one loop; mostly they are the same for the whole
    // pass, which is then filtered as one batch (only the blend weights differ).
    LevelChoices choices;
    const bool one_choice = ChooseLevelsRow(params_, last_level_, lambda, count, choices);
    if (one_choice && !cube_) {
        const LevelChoice first{choices.first[0], choices.second[0], choices.linear[0]};
        ApplyPlanBatch(lookup, PlanLevels(lookup, first), choices.frac, reference, str, count, out);
    } else {
        // (Filled only here: a fill of every pass was a call to memset. The plans are
        // written for every fragment by ResolvePlans, so not zeroed first either.)
        if (!cube_) std::fill_n(faces, count, CubeFace::kPositiveX);
        FragmentPlans plans;
        if (ResolvePlans(lookup, faces, choices, count, plans)) {
            FilterPlan plan;
            plan.first = plans.first[0];
            plan.second = plans.second[0];
            plan.linear = plans.linear[0];
            ApplyPlanBatch(lookup, plan, plans.frac, reference, str, count, out);
        } else {
            ApplyPlansGrouped(lookup, plans, reference, str, count, out);
        }
    }
}

void PreparedTexture::MapAllToRgba(Vec4* values, int count) const {
    if (sources_ == kStoredAsIs) return;  // table 3.21: RGBA is kept as is
    // One component at a time, from A down to R: every source is a constant or a component
    // at or below the one written, which is therefore still the stored value.
    for (int c = 3; c >= 0; --c) {
        const int source = sources_[c];
        if (source == c) continue;
        if (source == kSourceZero || source == kSourceOne) {
            const float constant = source == kSourceOne ? 1.0f : 0.0f;
            for (int i = 0; i < count; ++i) values[i][c] = constant;
        } else {
            for (int i = 0; i < count; ++i) values[i][c] = values[i][source];
        }
    }
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

Vec4 TextureUnits::SampleAtLog2Rho(int unit, TextureTarget target, float s, float t, float r,
                                   float log2_rho, float fragment_bias) const {
    const Texture* texture = Bound(unit, TargetOf(target));
    if (texture == nullptr) return {0, 0, 0, 1};  // 3.11.6: as an incomplete texture
    return PreparedTexture(*texture).SampleAtLog2Rho(s, t, r, log2_rho,
                                                     LodBias(unit) + fragment_bias);
}

}  // namespace tessera::runtime::texture
