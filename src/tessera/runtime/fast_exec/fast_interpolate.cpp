// SPDX-License-Identifier: MIT
// The fast executor's block path, its first stage: the attributes a program reads,
// interpolated at the 64 lanes of an 8x8 block straight into their register rows
// (fast_block.cpp has the rest: the program, result processing and the framebuffer).
//
// What a triangle's blocks interpolate is worked out once per triangle (PrepareTriangle):
// the rows some step reads, each with its values at the three vertices, and the rows that
// hold one value in every lane. Per block (InterpolateBlock) the perspective weights are
// computed once per lane and the planned rows are blended up to four at a time, each lane's
// three weights loaded once for the group. The arithmetic is the rasterizer's own
// (raster::Perspective and raster::Blend, the very functions raster::Interpolate calls), so
// every row holds the bits the reference draw gives each fragment
// (tests/runtime/fast_exec/fast_draw_test.cpp).
#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

#include "runtime/base/clones.h"
#include "runtime/fast_exec/fast_executor.h"

namespace tessera::runtime::exec::fast {

using lang::arbasm::fragment::AttributeBinding;
using raster::BlendSum;
using raster::LaneWeights;
using raster::Vertex;

namespace {

// The vertex value an attribute binding reads (Table X.1); null for position, which is
// not a vertex attribute, and for texture coordinate sets that do not exist.
const Vec4* VertexValue(const AttributeBinding& binding, const Vertex& v) {
    switch (binding.kind) {
        case AttributeBinding::Kind::kColorPrimary:
            return &v.color;
        case AttributeBinding::Kind::kColorSecondary:
            return &v.secondary;
        case AttributeBinding::Kind::kTexCoord:
            return binding.unit < kMaxTextureCoords ? &v.texcoord[binding.unit] : nullptr;
        case AttributeBinding::Kind::kFogCoord:
        case AttributeBinding::Kind::kPosition:
        case AttributeBinding::Kind::kFacing:  // per triangle (PrepareTriangle)
            return nullptr;
    }
    return nullptr;
}

// A row to interpolate from the values a0, a1, a2 at the three vertices. `constant` marks
// the same nonzero finite float at the three: the value raster::WeightsBounded's weights
// give back exactly. (A zero is left to Blend: products with weights of either sign would
// decide the sign of its result; so is an infinity, whose product with a zero weight is NaN.)
InterpolatedRow Planned(float* row, float a0, float a1, float a2) {
    const std::uint32_t bits = std::bit_cast<std::uint32_t>(a0);
    const bool same =
        bits == std::bit_cast<std::uint32_t>(a1) && bits == std::bit_cast<std::uint32_t>(a2);
    return {row, {a0, a1, a2}, same && a0 != 0 && std::isfinite(a0)};
}

// raster::Blend of `kRows` rows at every lane, the lane's three weights loaded once for
// all of them (the rows are float, the weights double: stores to one cannot change the
// other, so the loop vectorises).
template <int kRows>
[[gnu::always_inline]] inline void BlendGroup(const LaneWeights& weights,
                                              const InterpolatedRow* const (&group)[4]) {
    float* out[kRows];
    float v0[kRows], v1[kRows], v2[kRows];
    for (int r = 0; r < kRows; ++r) {
        out[r] = group[r]->row;
        v0[r] = group[r]->value[0], v1[r] = group[r]->value[1], v2[r] = group[r]->value[2];
    }
    for (int lane = 0; lane < kLanes; ++lane) {
        const double p0 = weights[0][lane], p1 = weights[1][lane], p2 = weights[2][lane];
        for (int r = 0; r < kRows; ++r)
            out[r][lane] = raster::Blend(p0, p1, p2, v0[r], v1[r], v2[r]);
    }
}

// Each group size compiled per CPU (target_clones cannot be put on a template).
TESSERA_CLONES void BlendOne(const LaneWeights& w, const InterpolatedRow* const (&g)[4]) {
    BlendGroup<1>(w, g);
}
TESSERA_CLONES void BlendTwo(const LaneWeights& w, const InterpolatedRow* const (&g)[4]) {
    BlendGroup<2>(w, g);
}
TESSERA_CLONES void BlendThree(const LaneWeights& w, const InterpolatedRow* const (&g)[4]) {
    BlendGroup<3>(w, g);
}
TESSERA_CLONES void BlendFour(const LaneWeights& w, const InterpolatedRow* const (&g)[4]) {
    BlendGroup<4>(w, g);
}

void Blend(const LaneWeights& weights, const InterpolatedRow* const (&group)[4], int rows) {
    switch (rows) {
        case 1:
            return BlendOne(weights, group);
        case 2:
            return BlendTwo(weights, group);
        case 3:
            return BlendThree(weights, group);
        default:
            return BlendFour(weights, group);
    }
}

// Every planned row at every lane: copied where Blend would return its constant unchanged
// (`exact_constants`: the weights are the coverage's own and bounded), else blended, up to
// four rows at a time.
void InterpolateRows(const LaneWeights& weights, const std::vector<InterpolatedRow>& rows,
                     bool exact_constants) {
    const InterpolatedRow* group[4];
    int count = 0;
    for (const InterpolatedRow& row : rows) {
        if (exact_constants && row.constant) {
            std::fill_n(row.row, kLanes, row.value[0]);
            continue;
        }
        group[count++] = &row;
        if (count == 4) Blend(weights, group, count), count = 0;
    }
    if (count > 0) Blend(weights, group, count);
}

// fragment.position's rows of `reads` (a component mask): raster::Interpolate's x + 0.5,
// y + 0.5, the window z and 1/w.
TESSERA_CLONES void PositionRows(int bx, int by, unsigned reads, const float* window_z,
                                 const double* inv_w, float* slot) {
    if (reads & 1u) {
        for (int lane = 0; lane < kLanes; ++lane)
            slot[lane] = static_cast<float>(bx + raster::LaneX(lane) + 0.5);
    }
    if (reads & 2u) {
        for (int lane = 0; lane < kLanes; ++lane)
            slot[kRowFloats + lane] = static_cast<float>(by + raster::LaneY(lane) + 0.5);
    }
    if (reads & 4u) std::copy_n(window_z, kLanes, slot + 2 * kRowFloats);
    if (reads & 8u) {
        for (int lane = 0; lane < kLanes; ++lane)
            slot[3 * kRowFloats + lane] = static_cast<float>(inv_w[lane]);
    }
}

// --- Affine rows ---------------------------------------------------------------------------
//
// Where every vertex has 1/w = 1 and twice the area is a power of two 2^n (a 2D draw of a
// window-aligned rectangle with power-of-two sides, such as a full-window quad at 1024x1024),
// Blend reads the screen weights p_k = e_k 2^-n, exact (raster::CoverBlock; PerspectiveBlock
// returns them unchanged: each lane's sum is exactly 1). Each e_k is a multiple of 2^z_k
// (z_k: the trailing zero bits its value at pixel (0, 0) and its two steps share; vertices
// on pixel corners or centres make it large), and each nonzero a_k of a row a multiple of
// 2^l_k (its lowest set bit); with L = min (z_k + l_k), every product p_k a_k = e_k a_k 2^-n
// is an integer multiple of 2^(L-n), and so is every partial sum; when none can reach
// 2^(L-n+53) in magnitude, Blend's two products and two sums are all exact
// and it returns the float nearest the exact sum V = sum_k e_k a_k 2^-n. V is linear in the
// lane: with o_k = e_k at the block's origin and s_k(lane) = x step_x[k] + y step_y[k] its
// change at the lane's offset (x, y), V = O + S(lane), O = sum_k o_k a_k 2^-n, S(lane) =
// sum_k s_k(lane) a_k 2^-n, each an exact multiple of 2^(L-n) too. So each block computes O
// once (Blend's sum at lane 0) and each lane one exact addition, O + S(lane), S made once
// per triangle: the same bits as Blend, without the per-lane weights, which CoverBlock
// then need not compute. Bounds: |e_k| <= E_k (raster::EdgeBounds) over every lane of the
// triangle's blocks, so |O| and Blend's partial sums are at most T 2^-n, T = sum_k E_k |a_k|,
// and |s_k| <= 2 E_k, so S's at most 2 T 2^-n: T < 2^(L+51) leaves room for T's own
// rounding. Zero: Blend returns -0 only when its three products are all -0 (a sum of two
// terms is -0 only when both are). p_k is never -0 (e_k is an integer), so p_k a_k is -0
// only for p_k = +0 and a_k < 0, p_k < 0 and a_k = +0, or p_k > 0 and a_k = -0; as the p_k
// add up to 1, one of them is positive, so that takes an a_k = -0, and no a_k > 0 (whose
// product is never -0). Rows with some a_k > 0 or no -0 therefore never give -0 (-0 at
// a lane on an edge's line: (-0, -0, -1) where p_2 = 0), and neither does O + S (O is
// Blend's sum at lane 0, so never -0, and -0 + -0 is the only sum giving -0).

// Whether `tri`'s blocks read the exact weights e_k 2^-n (see above), each below 2^52.
bool AffineTriangle(const raster::SetupTriangle& tri) {
    const bool unit_w = tri.v[0].inv_w == 1 && tri.v[1].inv_w == 1 && tri.v[2].inv_w == 1;
    const bool power_of_two = (tri.area2 & (tri.area2 - 1)) == 0;  // area2 > 0
    constexpr std::int64_t kExact = std::int64_t{1} << 52;
    // (A bound of 0 is no real triangle's: one not made by TriangleSetup has no bounds.)
    bool bounded = tri.small;
    for (const std::int64_t bound : tri.edge_bound) bounded = bounded && bound > 0 && bound < kExact;
    return unit_w && power_of_two && bounded;
}

// The exponent of the lowest set bit of a finite nonzero float.
int LowestBit(float a) {
    int exponent = 0;  // a = f 2^exponent, 0.5 <= |f| < 1: f 2^24 is an integer
    const float f = std::frexp(a, &exponent);
    const auto m = static_cast<std::uint32_t>(std::fabs(std::ldexp(f, 24)));
    return exponent - 24 + std::countr_zero(m);
}

// z_k of edge k (see above).
int EdgeLowestBit(const raster::SetupTriangle& tri, int k) {
    const auto bits = static_cast<std::uint64_t>(tri.edge_origin[k] | tri.step_x[k] | tri.step_y[k]);
    return bits == 0 ? 63 : std::countr_zero(bits);
}

// Whether Blend of the values `a` is exact at every lane of an affine triangle's blocks
// and never -0 (see above).
bool ExactRow(const raster::SetupTriangle& tri, const float (&a)[3]) {
    bool positive = false, negative_zero = false;
    int lowest = std::numeric_limits<int>::max();
    double bound = 0;  // T
    for (int k = 0; k < 3; ++k) {
        if (!std::isfinite(a[k])) return false;
        if (a[k] == 0) {
            negative_zero = negative_zero || std::signbit(a[k]);
            continue;
        }
        positive = positive || a[k] > 0;
        lowest = std::min(lowest, EdgeLowestBit(tri, k) + LowestBit(a[k]));
        bound += static_cast<double>(tri.edge_bound[k]) * std::fabs(static_cast<double>(a[k]));
    }
    if (lowest == std::numeric_limits<int>::max()) return false;  // three zeros: left to Blend
    return (positive || !negative_zero) && bound < std::ldexp(1.0, lowest + 51);
}

// S(lane) of the values `a` (exact: see above).
void AffineSteps(const raster::SetupTriangle& tri, double inverse_area, const float (&a)[3],
                 double* steps) {
    for (int lane = 0; lane < kLanes; ++lane) {
        double p[3];
        for (int k = 0; k < 3; ++k) {
            const double offset = static_cast<double>(raster::LaneX(lane)) * tri.step_x[k] +
                                  static_cast<double>(raster::LaneY(lane)) * tri.step_y[k];
            p[k] = offset * inverse_area;
        }
        steps[lane] = BlendSum(p[0], p[1], p[2], a[0], a[1], a[2]);
    }
}

// 1/w at every lane of an affine triangle.
struct Ones {
    alignas(64) double lanes[kLanes];
    constexpr Ones() : lanes() {
        for (double& lane : lanes) lane = 1;
    }
};
constexpr Ones kOnes;

// One affine row of a block: O + S(lane) at every lane, rounded to float.
TESSERA_CLONES void AffineLanes(double origin_value, const double* __restrict steps,
                                float* __restrict row) {
    for (int lane = 0; lane < kLanes; ++lane)
        row[lane] = static_cast<float>(origin_value + steps[lane]);
}

}  // namespace

std::vector<std::uint8_t> BlockExecutor::AttributeComponentsRead(const FastProgram& program) {
    const std::size_t count = program.Source().attributes.size();
    // An NV program's reads are not tracked (its steps keep every component they load).
    if (program.IsNv()) return std::vector<std::uint8_t>(count, 0xF);
    std::vector<std::uint8_t> read(count, 0);
    const std::uint32_t first = program.GetLayout().attributes;
    const auto mark = [&](std::uint32_t row) {
        const std::uint32_t slot = row / 4;
        if (slot >= first && slot - first < count)
            read[slot - first] |= static_cast<std::uint8_t>(1u << (row % 4));
    };
    for (const Step& step : program.Steps()) {
        for (int s = 0; s < step.source_count; ++s) {
            for (int c = 0; c < 4; ++c)
                if (step.needed[s] & (1u << c)) mark(step.src[s].row[c] / kRowFloats);
        }
    }
    // result.color's rows may be an attribute's (FastProgram::ColorRows).
    for (const std::int64_t row : program.ColorRows())
        if (row >= 0) mark(static_cast<std::uint32_t>(row / kRowFloats));
    return read;
}

// What the block path reads of PerspectiveBlock: the weights for every attribute component
// a step reads and for the fog option's coordinate, 1/w and z for fragment.position's z
// and w (decided once per executor), and z for the depth test of a program that writes no
// depth (ResolveBlock).
raster::PerspectiveParts BlockExecutor::AttributeParts(const FastProgram& program,
                                                       const std::vector<std::uint8_t>& reads) {
    raster::PerspectiveParts parts{false, false, false};
    parts.weights = program.Fog() != lang::arbasm::fragment::FogOption::kNone;
    const auto& bindings = program.Source().attributes;
    for (std::size_t k = 0; k < bindings.size(); ++k) {
        if (bindings[k].kind == AttributeBinding::Kind::kFacing) continue;  // per triangle
        if (bindings[k].kind != AttributeBinding::Kind::kPosition) {
            parts.weights = parts.weights || reads[k] != 0;
        } else {
            parts.inv_w = parts.inv_w || (reads[k] & 0x8) != 0;
            parts.z = parts.z || (reads[k] & 0x4) != 0;
        }
    }
    return parts;
}

raster::PerspectiveParts BlockExecutor::PerspectiveNeeds(const raster::RasterState& state) const {
    raster::PerspectiveParts parts = attribute_parts_;
    parts.z = parts.z || (state.depth_test && !program_.WritesDepth());
    return parts;
}

bool BlockExecutor::NeedsWeights(const raster::SetupTriangle& tri,
                                 const raster::RasterState& state) {
    if (&tri != plan_.triangle || &state != plan_.state) PrepareTriangle(tri, state);
    const raster::PerspectiveParts& parts = plan_.parts;
    return parts.weights || parts.inv_w || parts.z;
}

void BlockExecutor::PrepareTriangle(const raster::SetupTriangle& tri,
                                    const raster::RasterState& state) {
    TrianglePlan& plan = plan_;
    plan.triangle = &tri;
    plan.state = &state;
    plan.parts = PerspectiveNeeds(state);
    plan.rows.clear();
    plan.filled.clear();
    plan.position = nullptr;
    fog_row_ = fogcoord_;
    const Vertex* v[3] = {tri.v[0].attributes, tri.v[1].attributes, tri.v[2].attributes};
    const auto fill = [&](unsigned reads, float* slot, const Vec4& value) {
        for (int c = 0; c < 4; ++c)
            if (reads & (1u << c)) plan.filled.push_back({slot + c * kRowFloats, value[c]});
    };
    const bool fog_option = program_.Fog() != lang::arbasm::fragment::FogOption::kNone;
    bool fog_read = false;
    const auto& bindings = program_.Source().attributes;
    for (std::size_t k = 0; k < bindings.size(); ++k) {
        const unsigned reads = attribute_reads_[k];  // the rows steps read; only they are written
        if (reads == 0) continue;
        float* slot = registers_ + (program_.GetLayout().attributes + k) * kSlotFloats;
        const AttributeBinding& binding = bindings[k];
        switch (binding.kind) {
            case AttributeBinding::Kind::kPosition:  // computed per block
                plan.position = slot;
                plan.position_reads = reads;
                continue;
            case AttributeBinding::Kind::kFacing:  // raster::Interpolate's (facing, 0, 0, 1)
                fill(reads, slot, {tri.back_facing ? -1.0f : 1.0f, 0, 0, 1});
                continue;
            case AttributeBinding::Kind::kFogCoord:  // (f, 0, 0, 1)
                fill(reads & 0xEu, slot, {0, 0, 0, 1});
                if (!(reads & 1u)) continue;
                plan.rows.push_back(Planned(slot, v[0]->fogcoord, v[1]->fogcoord, v[2]->fogcoord));
                // The fog option reads the same values from the attribute's row.
                if (!fog_read) fog_row_ = slot;
                fog_read = true;
                continue;
            default:
                break;
        }
        const Vec4* a[3] = {VertexValue(binding, *v[0]), VertexValue(binding, *v[1]),
                            VertexValue(binding, *v[2])};
        if (a[0] == nullptr) {  // a texture coordinate set that does not exist
            fill(reads, slot, {0, 0, 0, 1});
            continue;
        }
        for (int c = 0; c < 4; ++c) {
            if (reads & (1u << c))
                plan.rows.push_back(
                    Planned(slot + c * kRowFloats, (*a[0])[c], (*a[1])[c], (*a[2])[c]));
        }
    }
    if (fog_option && !fog_read)
        plan.rows.push_back(Planned(fogcoord_, v[0]->fogcoord, v[1]->fogcoord, v[2]->fogcoord));
    plan.window_z = plan.parts.z;
    plan.affine.clear();
    plan.affine_z = false;
    plan.unit_inv_w = false;
    if (AffineTriangle(tri)) PlanAffineRows(tri);
}

void BlockExecutor::PlanAffineRows(const raster::SetupTriangle& tri) {
    TrianglePlan& plan = plan_;
    plan.inverse_area = 1.0 / static_cast<double>(tri.area2);  // a power of two: exact
    std::size_t kept = 0;
    for (const InterpolatedRow& row : plan.rows) {
        // A constant is Blend's own result where the weights are bounded (InterpolateRows).
        if (row.constant && tri.weights_bounded) {
            plan.filled.push_back({row.row, row.value[0]});
        } else if (ExactRow(tri, row.value)) {
            plan.affine.push_back({row.row, {row.value[0], row.value[1], row.value[2]}, nullptr});
        } else {
            plan.rows[kept++] = row;
        }
    }
    plan.rows.resize(kept);
    // The window z, PerspectiveSums' ((0 + p_0 z_0) + p_1 z_1) + p_2 z_2: Blend's sum but
    // for the sign of a zero (never -0), so exact where Blend's is (ExactRow's -0 rule is
    // more than it needs).
    for (int k = 0; k < 3; ++k) plan.z_value[k] = tri.v[k].z;
    plan.affine_z = plan.parts.z && ExactRow(tri, plan.z_value);
    plan.parts.z = plan.parts.z && !plan.affine_z;
    plan.affine_steps.resize((plan.affine.size() + 1) * kLanes);
    for (std::size_t r = 0; r < plan.affine.size(); ++r) {
        double* steps = plan.affine_steps.data() + r * kLanes;
        AffineSteps(tri, plan.inverse_area, plan.affine[r].value, steps);
        plan.affine[r].steps = steps;
    }
    double* z_steps = plan.affine_steps.data() + plan.affine.size() * kLanes;
    if (plan.affine_z) AffineSteps(tri, plan.inverse_area, plan.z_value, z_steps);
    plan.z_steps = z_steps;
    // 1/w's sums: the weights' sums, exactly 1 here (partial sums of multiples of 2^-n
    // below 2^52 are exact, and e_0 + e_1 + e_2 = area2).
    plan.unit_inv_w = plan.parts.inv_w;
    plan.parts.inv_w = false;
    // No row left to blend: the weights are read only for the z of the depth test.
    plan.parts.weights = !plan.rows.empty();
}

void BlockExecutor::InterpolateBlock(const raster::SetupTriangle& tri,
                                     const raster::BlockCoverage& coverage, int bx, int by) {
    const raster::PerspectiveParts& parts = plan_.parts;
    alignas(64) double inv_w[kLanes];
    alignas(64) double z[kLanes];
    const LaneWeights& weights =
        parts.weights || parts.inv_w || parts.z
            ? raster::PerspectiveBlock(tri, coverage, weights_, inv_w, z, parts)
            : weights_;  // not read
    if (parts.z) {
        for (int lane = 0; lane < kLanes; ++lane) window_z_[lane] = static_cast<float>(z[lane]);
    }
    // The weights of an affine triangle's block at its first lane (see "Affine rows").
    double p[3] = {};
    if (!plan_.affine.empty() || plan_.affine_z) {
        for (int k = 0; k < 3; ++k)
            p[k] = static_cast<double>(tri.EdgeAt(k, bx, by)) * plan_.inverse_area;
    }
    if (plan_.affine_z) {
        const float* zs = plan_.z_value;
        AffineLanes(0.0 + BlendSum(p[0], p[1], p[2], zs[0], zs[1], zs[2]), plan_.z_steps,
                    window_z_);
    }
    // (parts has z and 1/w when fragment.position's are read: AttributeParts.)
    if (plan_.position != nullptr)
        PositionRows(bx, by, plan_.position_reads, window_z_,
                     plan_.unit_inv_w ? kOnes.lanes : inv_w, plan_.position);
    for (const auto& [row, value] : plan_.filled) std::fill_n(row, kLanes, value);
    // Blend gives a component that is the same at the three vertices unchanged when the
    // weights are the coverage's own (not perspective-divided) and bounded.
    InterpolateRows(weights, plan_.rows, tri.weights_bounded && &weights == &coverage.weight);
    for (const AffineRow& row : plan_.affine) {
        const double origin_value =
            BlendSum(p[0], p[1], p[2], row.value[0], row.value[1], row.value[2]);
        AffineLanes(origin_value, row.steps, row.row);
    }
}

}  // namespace tessera::runtime::exec::fast
