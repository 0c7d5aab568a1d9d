// SPDX-License-Identifier: MIT
// The block scan of runtime/fast_exec/fast_draw's fused path (rasterizer.h, "Set-up triangles
// and 8x8 blocks"): coverage and barycentric weights of a triangle on an 8x8 block
// (CoverBlock) and Perspective() for each of its lanes (PerspectiveBlock), arranged so that
// the lane loops vectorise and compiled for baseline x86-64 and AVX2 (clones.h).
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "runtime/base/clones.h"
#include "runtime/raster/rasterizer.h"

namespace tessera::runtime::raster {

namespace {

// Each lane's offset from the block's origin, in pixels.
struct LaneOffsets {
    alignas(64) double x[kBlockLanes];
    alignas(64) double y[kBlockLanes];
    alignas(64) int ix[kBlockLanes];
    alignas(64) int iy[kBlockLanes];
    constexpr LaneOffsets() : x(), y(), ix(), iy() {
        for (int lane = 0; lane < kBlockLanes; ++lane) {
            ix[lane] = LaneX(lane);
            iy[lane] = LaneY(lane);
            x[lane] = ix[lane];
            y[lane] = iy[lane];
        }
    }
};
constexpr LaneOffsets kLaneOffsets;

// Coverage in double arithmetic, for a small triangle (SetupTriangle::small) in a
// framebuffer under 2^15 pixels a side: every edge value and partial sum is an integer
// below 2^53, so the doubles hold exactly the int64 values of the general path, and the
// loops vectorise (AVX2 where the CPU has it). Being exact, e = origin + (x * step_x +
// y * step_y) may take the bracket from a table made once per triangle (coverage.lane_steps,
// LaneSteps): one addition per lane instead of two products and two additions.
//
// When twice the area is a power of two (a window-aligned rectangle of power-of-two sides,
// such as a full-window quad at 1024x1024), its reciprocal is exact and e * (1 / area) is
// the quotient e / area itself (an integer times a power of two, no rounding), so the
// divisions become multiplications. Without weights (kWeights false) only the edges that
// cross the block are evaluated. Inlined into CoverSmallExact, CoverSmallDivided and
// CoverSmallTest, which are compiled per CPU (target_clones cannot be put on a template:
// clang refuses).
template <bool kPowerOfTwoArea, bool kWeights = true>
[[gnu::always_inline]] inline void CoverSmall(const SetupTriangle& tri, const std::int64_t (&origin)[3],
                                              const bool (&test_edge)[3], BlockCoverage& coverage,
                                              std::uint8_t (&inside)[kBlockLanes]) {
    const double area = static_cast<double>(tri.area2);
    const double inverse_area = 1 / area;
    for (int k = 0; k < 3; ++k) {
        if (!kWeights && !test_edge[k]) continue;
        const double o = static_cast<double>(origin[k]);
        const double* __restrict steps = coverage.lane_steps[k];
        const bool owns = tri.owns[k];
        double* __restrict weight = coverage.weight[k];
        if (!kWeights) {
            for (int lane = 0; lane < kBlockLanes; ++lane) {
                const double e = o + steps[lane];
                inside[lane] &= (e > 0) | ((e == 0) & owns);
            }
        } else if (test_edge[k]) {
            for (int lane = 0; lane < kBlockLanes; ++lane) {
                const double e = o + steps[lane];
                inside[lane] &= (e > 0) | ((e == 0) & owns);
                weight[lane] = kPowerOfTwoArea ? e * inverse_area : e / area;
            }
        } else {
            for (int lane = 0; lane < kBlockLanes; ++lane) {
                const double e = o + steps[lane];
                weight[lane] = kPowerOfTwoArea ? e * inverse_area : e / area;
            }
        }
    }
}

TESSERA_CLONES void CoverSmallExact(const SetupTriangle& tri, const std::int64_t (&origin)[3],
                                    const bool (&test_edge)[3], BlockCoverage& coverage,
                                    std::uint8_t (&inside)[kBlockLanes]) {
    CoverSmall<true>(tri, origin, test_edge, coverage, inside);
}

TESSERA_CLONES void CoverSmallDivided(const SetupTriangle& tri, const std::int64_t (&origin)[3],
                                      const bool (&test_edge)[3], BlockCoverage& coverage,
                                      std::uint8_t (&inside)[kBlockLanes]) {
    CoverSmall<false>(tri, origin, test_edge, coverage, inside);
}

TESSERA_CLONES void CoverSmallTest(const SetupTriangle& tri, const std::int64_t (&origin)[3],
                                   const bool (&test_edge)[3], BlockCoverage& coverage,
                                   std::uint8_t (&inside)[kBlockLanes]) {
    CoverSmall<false, false>(tri, origin, test_edge, coverage, inside);
}

// Fills coverage.lane_steps for `tri` unless it holds them already.
void LaneSteps(const SetupTriangle& tri, BlockCoverage& coverage) {
    const std::array<std::int64_t, 6> steps = {tri.step_x[0], tri.step_x[1], tri.step_x[2],
                                               tri.step_y[0], tri.step_y[1], tri.step_y[2]};
    bool same = coverage.lane_steps_valid;  // (operator== is a call to memcmp)
    for (int i = 0; i < 6; ++i) same = same && coverage.lane_steps_for[i] == steps[i];
    if (same) return;
    for (int k = 0; k < 3; ++k) {
        const double sx = static_cast<double>(tri.step_x[k]);
        const double sy = static_cast<double>(tri.step_y[k]);
        for (int lane = 0; lane < kBlockLanes; ++lane)
            coverage.lane_steps[k][lane] = kLaneOffsets.x[lane] * sx + kLaneOffsets.y[lane] * sy;
    }
    coverage.lane_steps_for = steps;
    coverage.lane_steps_valid = true;
}

void CoverGeneral(const SetupTriangle& tri, const std::int64_t (&origin)[3], bool weights,
                  BlockCoverage& coverage, std::uint8_t (&inside)[kBlockLanes]) {
    const double area = static_cast<double>(tri.area2);
    for (int lane = 0; lane < kBlockLanes; ++lane) {
        for (int k = 0; k < 3; ++k) {
            const std::int64_t e =
                origin[k] + LaneX(lane) * tri.step_x[k] + LaneY(lane) * tri.step_y[k];
            inside[lane] &= (e > 0) | ((e == 0) & tri.owns[k]);
            if (weights) coverage.weight[k][lane] = static_cast<double>(e) / area;
        }
    }
}

// Bit q set when quad q has a covered lane. With SSE2, four quads (16 bytes) a load and a
// compare of 32-bit lanes: the lanes were just written by the vector loops above, and the
// 4-byte loads of a quad at a time failed store forwarding (a third of CoverBlock's time).
std::uint32_t QuadMask(const std::uint8_t (&inside)[kBlockLanes]) {
    std::uint32_t quads = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    for (int i = 0; i < kBlockLanes / 16; ++i) {
        const __m128i lanes = _mm_load_si128(reinterpret_cast<const __m128i*>(inside) + i);
        const int empty = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(lanes, zero)));
        quads |= static_cast<std::uint32_t>(~empty & 0xF) << (4 * i);
    }
#else
    for (int q = 0; q < kBlockQuadCount; ++q) {
        std::uint32_t fragments;  // the quad's four lanes at once
        std::memcpy(&fragments, inside + q * exec::kQuadSize, sizeof fragments);
        if (fragments != 0) quads |= 1u << q;
    }
#endif
    return quads;
}

// Where the block lies for edge k: an edge function is linear, so its extremes over the
// block are at its four corner pixels (exact integers, as CoverGeneral computes them).
enum class EdgeSide { kOutside, kCrossing, kInside };
EdgeSide SideOfBlock(const SetupTriangle& tri, int k, std::int64_t origin) {
    constexpr std::int64_t kLast = kBlockSide - 1;
    const std::int64_t right = origin + kLast * tri.step_x[k];
    const std::int64_t top = origin + kLast * tri.step_y[k];
    const std::int64_t top_right = right + kLast * tri.step_y[k];
    const auto [smallest, largest] = std::minmax({origin, right, top, top_right});
    auto passes = [&](std::int64_t e) { return e > 0 || (e == 0 && tri.owns[k]); };
    if (!passes(largest)) return EdgeSide::kOutside;
    return passes(smallest) ? EdgeSide::kInside : EdgeSide::kCrossing;
}

// Integer quotients rounded toward minus and plus infinity, for a divisor b > 0.
std::int64_t FloorDiv(std::int64_t a, std::int64_t b) {
    return a >= 0 ? a / b : -((b - 1 - a) / b);
}
std::int64_t CeilDiv(std::int64_t a, std::int64_t b) {
    return a >= 0 ? (a + b - 1) / b : -(-a / b);
}

}  // namespace

bool CoverBlock(const SetupTriangle& tri, int bx, int by, const PixelRect& limit,
                BlockCoverage& coverage, bool weights) {
    std::int64_t origin[3];
    for (int k = 0; k < 3; ++k) origin[k] = tri.EdgeAt(k, bx, by);
    // A block wholly outside one edge (half the blocks of a triangle's bounding box) is
    // rejected before any lane is computed; an edge the whole block is inside of needs no
    // per-lane test.
    bool test_edge[3];
    for (int k = 0; k < 3; ++k) {
        const EdgeSide side = SideOfBlock(tri, k, origin[k]);
        if (side == EdgeSide::kOutside) {
            std::memset(coverage.covered, 0, sizeof coverage.covered);
            coverage.quads = 0;
            return false;
        }
        test_edge[k] = side == EdgeSide::kCrossing;
    }
    const bool inside_limit = bx >= limit.x0 && by >= limit.y0 && bx + kBlockSide <= limit.x1 &&
                              by + kBlockSide <= limit.y1;
    if (inside_limit && !weights && !test_edge[0] && !test_edge[1] && !test_edge[2]) {
        // Trivially accepted: every lane is covered and nothing else is asked for.
        std::memset(coverage.covered, 1, sizeof coverage.covered);
        coverage.quads = (1u << kBlockQuadCount) - 1;
        coverage.unit_sums = false;
        return true;
    }
    alignas(64) std::uint8_t inside[kBlockLanes];
    if (inside_limit) {
        std::memset(inside, 1, sizeof inside);  // the block lies inside the limit
    } else {
        for (int lane = 0; lane < kBlockLanes; ++lane) {
            const int px = bx + kLaneOffsets.ix[lane];
            const int py = by + kLaneOffsets.iy[lane];
            inside[lane] = (px >= limit.x0) & (py >= limit.y0) & (px < limit.x1) & (py < limit.y1);
        }
    }
    constexpr int kSmallPixels = 1 << 15;
    coverage.unit_sums = false;
    if (tri.small && limit.x1 <= kSmallPixels && limit.y1 <= kSmallPixels) {
        LaneSteps(tri, coverage);
        if (!weights) {
            if (test_edge[0] || test_edge[1] || test_edge[2])
                CoverSmallTest(tri, origin, test_edge, coverage, inside);
        } else if ((tri.area2 & (tri.area2 - 1)) == 0) {
            // A power of two (area2 > 0; std::has_single_bit is a libgcc call on x86-64).
            CoverSmallExact(tri, origin, test_edge, coverage, inside);
            coverage.unit_sums = true;  // exact integers (below 2^51) times 1 / area2
        } else {
            CoverSmallDivided(tri, origin, test_edge, coverage, inside);
        }
    } else {
        CoverGeneral(tri, origin, weights, coverage, inside);
    }
    std::memcpy(coverage.covered, inside, sizeof inside);
    coverage.quads = QuadMask(inside);
    return coverage.quads != 0;
}

namespace {

// The lanes' 1/w sums (when `sums`) and window z (when `window_z`), Perspective's sums in its
// order (its sums start at 0, so the first vertex's terms are added to 0.0, which turns -0
// into +0, rather than the arrays being zeroed first), and the products l_k * (1/w_k) in pw
// when `products`. (Flags by value, not a PerspectiveParts: the caller's modified copy of
// one was a 2-byte store read back a byte at a time, a failed store forwarding per block.)
TESSERA_CLONES void PerspectiveSums(const SetupTriangle& tri, const BlockCoverage& coverage,
                                    bool products, bool sums, bool window_z, LaneWeights& pw,
                                    double (&inv_w)[kBlockLanes], double (&z)[kBlockLanes]) {
    for (int i = 0; i < 3; ++i) {
        const double vertex_inv_w = tri.v[i].inv_w;
        const double vertex_z = tri.v[i].z;
        const double* __restrict screen = coverage.weight[i];
        double* __restrict weight = pw[i];
        double* __restrict sum = inv_w;
        double* __restrict depth = z;
        if (products) {
            for (int lane = 0; lane < kBlockLanes; ++lane) {
                weight[lane] = screen[lane] * vertex_inv_w;
                sum[lane] = (i == 0 ? 0.0 : sum[lane]) + weight[lane];
            }
        } else if (sums) {  // every 1/w_k is 1: l_k * 1 is l_k
            for (int lane = 0; lane < kBlockLanes; ++lane)
                sum[lane] = (i == 0 ? 0.0 : sum[lane]) + screen[lane];
        }
        if (window_z) {
            for (int lane = 0; lane < kBlockLanes; ++lane)
                depth[lane] = (i == 0 ? 0.0 : depth[lane]) + screen[lane] * vertex_z;
        }
    }
}

// Perspective's division of the products by the sums, from `products` into pw.
TESSERA_CLONES void PerspectiveDivide(const BlockCoverage& coverage, const LaneWeights& products,
                                      const double (&inv_w)[kBlockLanes], LaneWeights& pw) {
    for (int i = 0; i < 3; ++i) {
        const double* product = products[i];
        const double* __restrict screen = coverage.weight[i];
        const double* __restrict sum = inv_w;
        double* weight = pw[i];  // may be `product` itself
        for (int lane = 0; lane < kBlockLanes; ++lane) {
            // Screen-space weights where 1/w is not positive (see Perspective). Both are
            // computed for every lane, so the loop needs no branch.
            const double quotient = product[lane] / sum[lane];
            const double fallback = screen[lane];
            weight[lane] = sum[lane] > 0 ? quotient : fallback;
        }
    }
}

// Whether every lane's sum is exactly 1, a compare and an AND a vector of lanes (where the
// scalar loop costs a compare, a parity test and a branchless select per lane).
TESSERA_CLONES bool EveryLaneIsOne(const double (&sum)[kBlockLanes]) {
    std::int64_t all = -1;
    for (int lane = 0; lane < kBlockLanes; ++lane) all &= sum[lane] == 1.0 ? -1 : 0;
    return all != 0;
}

}  // namespace

const LaneWeights& PerspectiveBlock(const SetupTriangle& tri, const BlockCoverage& coverage,
                                    LaneWeights& pw, double (&inv_w)[kBlockLanes],
                                    double (&z)[kBlockLanes], const PerspectiveParts& parts) {
    // Where every vertex has 1/w = 1 (a 2D draw), each product l_k * 1 is l_k: the screen
    // weights are the products, read in place.
    const bool unit_w = tri.v[0].inv_w == 1 && tri.v[1].inv_w == 1 && tri.v[2].inv_w == 1;
    const bool products = (parts.weights || parts.inv_w) && !unit_w;
    // The 1/w sums of unit 1/w are the weights' sums: with unit_sums each is exactly 1
    // (((0 + e_0 / A) + e_1 / A) + e_2 / A, every partial sum exact, is area2 / A).
    const bool sums_are_one = unit_w && coverage.unit_sums;
    const bool sums = (parts.weights && !sums_are_one) || parts.inv_w;
    if (products || sums || parts.z)
        PerspectiveSums(tri, coverage, products, sums, parts.z, pw, inv_w, z);
    if (!parts.weights) return pw;
    const LaneWeights& product = unit_w ? coverage.weight : pw;
    // Where every lane's sum is exactly 1 (equal 1/w at the vertices, as a 2D draw has, and
    // rounded barycentric weights that add up to 1), each quotient would equal its dividend
    // and the fallback is not taken: the products are already the weights.
    if (sums_are_one || EveryLaneIsOne(inv_w)) return product;
    PerspectiveDivide(coverage, product, inv_w, pw);
    return pw;
}

std::array<std::int64_t, 3> EdgeBounds(const SetupTriangle& tri) {
    const int xs[2] = {tri.x0 - kBlockSide, tri.x1 + kBlockSide};
    const int ys[2] = {tri.y0 - kBlockSide, tri.y1 + kBlockSide};
    std::array<std::int64_t, 3> bounds{};
    for (int k = 0; k < 3; ++k) {
        for (const int x : xs)
            for (const int y : ys) bounds[k] = std::max(bounds[k], std::abs(tri.EdgeAt(k, x, y)));
    }
    return bounds;
}

bool WeightsBounded(const SetupTriangle& tri) {
    if (!tri.small) return false;  // (EdgeAt could overflow far from the origin)
    const std::array<std::int64_t, 3> bounds = EdgeBounds(tri);
    const std::int64_t sum = bounds[0] + bounds[1] + bounds[2];  // of each edge's largest |e_k|
    constexpr std::int64_t kBound = std::int64_t{1} << 20;
    return (sum + kBound - 1) / kBound <= tri.area2;  // sum <= 2^20 * area2, not overflowing
}

BlockRun BlocksInRow(const SetupTriangle& tri, int by, int x0, int x1) {
    constexpr std::int64_t kLast = kBlockSide - 1;
    // The first and last block origins (pixel x) the edges allow, inclusive.
    std::int64_t lowest = x0, highest = std::int64_t{x1} - 1;
    for (int k = 0; k < 3; ++k) {
        const std::int64_t sx = tri.step_x[k], sy = tri.step_y[k];
        // SideOfBlock's largest corner value is linear in bx: base + bx * sx. Blocks where
        // it is >= 0 are kept (a superset of those it passes: > 0, or 0 on an owned edge).
        const std::int64_t base = tri.edge_origin[k] + by * sy +
                                  kLast * std::max<std::int64_t>(sx, 0) +
                                  kLast * std::max<std::int64_t>(sy, 0);
        if (sx > 0) {
            lowest = std::max(lowest, CeilDiv(-base, sx));
        } else if (sx < 0) {
            highest = std::min(highest, FloorDiv(base, -sx));
        } else if (base < 0) {
            return {x0, x0};  // the whole row lies outside this edge
        }
    }
    if (lowest > highest) return {x0, x0};
    const std::int64_t first = x0 + CeilDiv(lowest - x0, kBlockSide) * kBlockSide;
    return {static_cast<int>(first), static_cast<int>(highest + 1)};
}

}  // namespace tessera::runtime::raster
