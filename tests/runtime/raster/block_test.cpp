// SPDX-License-Identifier: MIT
// The block entry points (TriangleSetup, CoverBlock, PerspectiveBlock, Blend) that the fast
// executor's fused path scans with, against DrawTriangles' quad-by-quad scan: the same
// triangles, the same covered pixels (helpers too), and the same interpolated values. The
// quad scan's own coverage and interpolation are checked against hand-worked numbers in
// rasterizer_test.cpp; here only the agreement of the two scans is at stake, and a
// disagreement in any pixel or any bit fails.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <map>
#include <random>
#include <utility>

#include "runtime/raster/rasterizer.h"

namespace tessera::runtime::raster {
namespace {

constexpr int kWidth = 45, kHeight = 29;  // odd: blocks and quads stick out of the buffer

std::vector<Vertex> RandomTriangles(std::mt19937& random, int count) {
    // Inside the view volume, so that clipping leaves each triangle whole (clipped vertices
    // would be clipped again, differently, when drawn on their own).
    std::uniform_real_distribution<float> position(-0.95f, 0.95f), unit(0, 1);
    std::vector<Vertex> vertices;
    for (int i = 0; i < count * 3; ++i) {
        Vertex v;
        const float w = 0.4f + unit(random);
        v.position = {position(random) * w, position(random) * w, position(random) * w, w};
        v.color = {unit(random), unit(random), unit(random), unit(random)};
        v.fogcoord = unit(random);
        vertices.push_back(v);
    }
    return vertices;
}

// What the quad scan gives one fragment (helpers included).
struct Fragment {
    bool covered = false;
    exec::FragmentAttributes attributes;
};
using FragmentMap = std::map<std::pair<int, int>, Fragment>;

FragmentMap QuadScan(const std::vector<Vertex>& triangle, const RasterState& state) {
    FragmentMap fragments;
    Framebuffer framebuffer(kWidth, kHeight);
    const QuadShader record = [&fragments](const exec::QuadInputs& quad, exec::QuadResults& r) {
        for (int i = 0; i < exec::kQuadSize; ++i) {
            const auto& f = quad.fragments[i];
            const std::pair<int, int> key{static_cast<int>(f.position[0]),
                                          static_cast<int>(f.position[1])};
            fragments[key] = {quad.covered[i], f};
        }
        ShadeFixedFunction(quad, r);
    };
    DrawTriangles(triangle, state, record, framebuffer);
    return fragments;
}

std::uint32_t Bits(float v) { return std::bit_cast<std::uint32_t>(v); }

// A triangle of three vertices at these clip positions, nothing else set.
std::vector<Vertex> Positions(const Vec4& a, const Vec4& b, const Vec4& c) {
    std::vector<Vertex> v(3);
    v[0].position = a;
    v[1].position = b;
    v[2].position = c;
    return v;
}

TEST(BlockScanTest, AgreesWithTheQuadScan) {
    std::mt19937 random(7);
    RasterState state;
    state.viewport = {0, 0, kWidth, kHeight};
    const std::vector<Vertex> vertices = RandomTriangles(random, 40);
    const PixelRect everything{0, 0, kWidth, kHeight};
    int compared = 0;
    for (std::size_t t = 0; t + 2 < vertices.size(); t += 3) {
        const std::vector<Vertex> one(vertices.begin() + t, vertices.begin() + t + 3);
        const TriangleSetup setup(one, state);
        ASSERT_LE(setup.Triangles().size(), 1u);  // one, or none when degenerate
        for (const SetupTriangle& tri : setup.Triangles()) {
            const FragmentMap expected = QuadScan(one, state);
            FragmentMap got;
            BlockCoverage coverage;
            for (int by = 0; by < kHeight; by += kBlockSide) {
                for (int bx = 0; bx < kWidth; bx += kBlockSide) {
                    if (!CoverBlock(tri, bx, by, everything, coverage)) continue;
                    double scratch[3][kBlockLanes], inv_w[kBlockLanes], z[kBlockLanes];
                    const LaneWeights& pw = PerspectiveBlock(tri, coverage, scratch, inv_w, z);
                    for (int lane = 0; lane < kBlockLanes; ++lane) {
                        if (!(coverage.quads & (1u << (lane / exec::kQuadSize)))) continue;
                        Fragment& f = got[{bx + LaneX(lane), by + LaneY(lane)}];
                        f.covered = coverage.covered[lane] != 0;
                        f.attributes.position[2] = static_cast<float>(z[lane]);
                        f.attributes.position[3] = static_cast<float>(inv_w[lane]);
                        for (int c = 0; c < 4; ++c) {
                            f.attributes.color_primary[c] =
                                Blend(pw[0][lane], pw[1][lane], pw[2][lane],
                                      tri.v[0].attributes->color[c], tri.v[1].attributes->color[c],
                                      tri.v[2].attributes->color[c]);
                        }
                    }
                }
            }
            ASSERT_EQ(got.size(), expected.size()) << "triangle " << t / 3;
            for (const auto& [key, e] : expected) {
                const auto found = got.find(key);
                ASSERT_NE(found, got.end()) << key.first << "," << key.second;
                const Fragment& g = found->second;
                EXPECT_EQ(g.covered, e.covered) << key.first << "," << key.second;
                EXPECT_EQ(Bits(g.attributes.position[2]), Bits(e.attributes.position[2]));
                EXPECT_EQ(Bits(g.attributes.position[3]), Bits(e.attributes.position[3]));
                for (int c = 0; c < 4; ++c) {
                    EXPECT_EQ(Bits(g.attributes.color_primary[c]),
                              Bits(e.attributes.color_primary[c]));
                }
                ++compared;
            }
        }
    }
    EXPECT_GT(compared, 1000);  // the random triangles really cover the buffer
}

std::uint64_t Bits(double v) { return std::bit_cast<std::uint64_t>(v); }

// A triangle of the given window corners (pixels) at clip w = `w` for every vertex but the
// last, which has `last_w`.
std::vector<Vertex> WindowTriangle(const float (&corners)[3][2], float w, float last_w,
                                   int size) {
    std::vector<Vertex> vertices(3);
    for (int i = 0; i < 3; ++i) {
        const float vw = i == 2 ? last_w : w;
        vertices[i].position = {(2 * corners[i][0] / size - 1) * vw,
                                (2 * corners[i][1] / size - 1) * vw, 0.1f * i * vw, vw};
    }
    return vertices;
}

// PerspectiveBlock against Perspective() lane by lane, in double, every bit: with 1/w = 1 at
// every vertex (the screen weights read in place: a power-of-two area, whose sums are all
// 1, and odd areas, whose sums are not and need the division), with equal w != 1, and with
// unequal w; for every combination of the parts asked for (a part not asked for is not
// compared). The weights are compared on every lane, covered or not.
TEST(BlockScanTest, PerspectiveBlockIsPerspectivePerLane) {
    const int size = 64;
    const float right_angle[3][2] = {{0, 0}, {64, 0}, {0, 64}};  // area 2048 px^2
    const float odd[3][2] = {{1.3f, 2.1f}, {50.7f, 9.9f}, {17.2f, 61.3f}};
    const std::vector<std::vector<Vertex>> triangles = {
        WindowTriangle(right_angle, 1, 1, size), WindowTriangle(odd, 1, 1, size),
        WindowTriangle(right_angle, 2, 2, size), WindowTriangle(odd, 0.75f, 0.75f, size),
        WindowTriangle(odd, 1, 3, size),
    };
    RasterState state;
    state.viewport = {0, 0, size, size};
    int compared = 0;
    for (const std::vector<Vertex>& vertices : triangles) {
        const TriangleSetup setup(vertices, state);
        ASSERT_EQ(setup.Triangles().size(), 1u);
        const SetupTriangle& tri = setup.Triangles()[0];
        BlockCoverage coverage;
        for (int by = 0; by < size; by += kBlockSide) {
            for (int bx = 0; bx < size; bx += kBlockSide) {
                if (!CoverBlock(tri, bx, by, PixelRect{0, 0, size, size}, coverage)) continue;
                for (int mask = 1; mask < 8; ++mask) {
                    const PerspectiveParts parts{(mask & 1) != 0, (mask & 2) != 0, (mask & 4) != 0};
                    double scratch[3][kBlockLanes], inv_w[kBlockLanes], z[kBlockLanes];
                    const LaneWeights& pw =
                        PerspectiveBlock(tri, coverage, scratch, inv_w, z, parts);
                    for (int lane = 0; lane < kBlockLanes; ++lane) {
                        const PerspectiveWeights e =
                            Perspective(tri, coverage.weight[0][lane], coverage.weight[1][lane],
                                        coverage.weight[2][lane]);
                        for (int k = 0; k < 3 && parts.weights; ++k)
                            ASSERT_EQ(Bits(pw[k][lane]), Bits(e.pw[k])) << bx << "," << by;
                        if (parts.inv_w) {
                            ASSERT_EQ(Bits(inv_w[lane]), Bits(e.inv_w));
                        }
                        if (parts.z) {
                            ASSERT_EQ(Bits(z[lane]), Bits(e.z));
                        }
                        ++compared;
                    }
                }
            }
        }
    }
    EXPECT_GT(compared, 5 * 7 * 1000);
}

// CoverBlock without weights (for draws that read none) decides the same coverage, on
// small triangles (double lanes) and in a buffer too large for them (int64 lanes).
TEST(BlockScanTest, CoverageWithoutWeightsIsTheSame) {
    std::mt19937 random(23);
    RasterState state;
    state.viewport = {0, 0, kWidth, kHeight};
    std::vector<Vertex> vertices = RandomTriangles(random, 30);
    // And one triangle over the whole viewport: clipped, two halves of it, which cover
    // wholly the blocks inside the limit that their diagonal does not cross (for the two
    // limits holding the viewport, each 15 blocks of 45x29 minus those on the diagonal),
    // the blocks CoverBlock accepts without a lane test.
    for (const auto& [x, y] : {std::pair{-1.0f, -1.0f}, {3.0f, -1.0f}, {-1.0f, 3.0f}}) {
        Vertex v;
        v.position = {x, y, 0, 1};
        vertices.push_back(v);
    }
    const TriangleSetup setup(vertices, state);
    int covered = 0;
    int whole_blocks = 0;  // wholly covered: the trivial accept without weights
    for (const SetupTriangle& tri : setup.Triangles()) {
        for (const PixelRect limit : {PixelRect{0, 0, kWidth, kHeight}, PixelRect{3, 2, 40, 27},
                                      PixelRect{0, 0, 40000, kHeight}}) {
            for (int by = 0; by < kHeight; by += kBlockSide) {
                for (int bx = 0; bx < kWidth; bx += kBlockSide) {
                    BlockCoverage with, without;
                    const bool a = CoverBlock(tri, bx, by, limit, with, true);
                    const bool b = CoverBlock(tri, bx, by, limit, without, false);
                    ASSERT_EQ(a, b) << bx << "," << by;
                    ASSERT_EQ(with.quads, without.quads) << bx << "," << by;
                    int block_covered = 0;
                    for (int lane = 0; lane < kBlockLanes; ++lane) {
                        ASSERT_EQ(with.covered[lane], without.covered[lane]) << bx << "," << by;
                        block_covered += with.covered[lane];
                    }
                    covered += block_covered;
                    whole_blocks += block_covered == kBlockLanes;  // trivially accepted
                }
            }
        }
    }
    EXPECT_GT(covered, 1000);
    EXPECT_GE(whole_blocks, 20);
}

TEST(BlockScanTest, LimitRectangleCutsCoverage) {
    // A triangle over the whole 16x16 viewport, clipped to it: two triangles, the square's
    // halves. The block at (8, 8) limited to [8, 12) x [8, 10) covers exactly those 4x2
    // pixels, each once: 8 lanes, in quads 0 and 1 (quad q sits at (2 (q % 4), 2 (q / 4))).
    RasterState state;
    state.viewport = {0, 0, 16, 16};
    const TriangleSetup setup(Positions({-1, -1, 0, 1}, {3, -1, 0, 1}, {-1, 3, 0, 1}), state);
    ASSERT_EQ(setup.Triangles().size(), 2u);
    std::uint32_t quads = 0;
    int covered = 0;
    for (const SetupTriangle& tri : setup.Triangles()) {
        BlockCoverage coverage;
        if (!CoverBlock(tri, 8, 8, PixelRect{8, 8, 12, 10}, coverage)) continue;
        quads |= coverage.quads;
        for (int lane = 0; lane < kBlockLanes; ++lane) covered += coverage.covered[lane];
        EXPECT_FALSE(CoverBlock(tri, 0, 0, PixelRect{8, 8, 12, 10}, coverage));
    }
    EXPECT_EQ(quads, 0b11u);
    EXPECT_EQ(covered, 8);
}

// Covered pixels of the block at (bx, by), counted from CoverBlock's lanes.
int CoveredPixels(const SetupTriangle& tri, int bx, int by, const PixelRect& limit) {
    BlockCoverage coverage;
    const bool any = CoverBlock(tri, bx, by, limit, coverage);
    int covered = 0;
    for (int lane = 0; lane < kBlockLanes; ++lane) covered += coverage.covered[lane];
    EXPECT_EQ(any, coverage.quads != 0);
    return covered;
}

TEST(BlockScanTest, EdgesThroughTheCornerColumnsFollowTheTieRule) {
    // CoverBlock rejects a block from its four corner pixels when one edge function is
    // negative at all of them, or zero at best on an edge that does not own its samples.
    // Two triangles in a 32x16 window have a vertical edge exactly on a column of pixel
    // centres at a block's border (window x = ndc * 16 + 16):
    // - right of x = 7.5, with vertices (7.5, 0), (20, 8), (7.5, 16): the edge runs down
    //   in counter-clockwise order, a left edge, so it owns the centres (7.5, y + 0.5):
    //   column 7 of blocks (0, 0) and (0, 8), all 8 rows of each;
    // - left of x = 8.5, with vertices (8.5, 0), (8.5, 16), (0.5, 8): the edge runs up, a
    //   right edge, which does not own column 8, so blocks (8, 0) and (8, 8) get nothing.
    RasterState state;
    state.viewport = {0, 0, 32, 16};
    const PixelRect window{0, 0, 32, 16};
    auto triangle = [&](float x0, float y0, float x1, float y1, float x2, float y2) {
        std::vector<Vertex> v(3);
        v[0].position = {x0 / 16 - 1, y0 / 8 - 1, 0, 1};
        v[1].position = {x1 / 16 - 1, y1 / 8 - 1, 0, 1};
        v[2].position = {x2 / 16 - 1, y2 / 8 - 1, 0, 1};
        return v;
    };
    const TriangleSetup right_of(triangle(7.5f, 0, 20, 8, 7.5f, 16), state);
    ASSERT_EQ(right_of.Triangles().size(), 1u);
    EXPECT_EQ(CoveredPixels(right_of.Triangles()[0], 0, 0, window), 8);
    EXPECT_EQ(CoveredPixels(right_of.Triangles()[0], 0, 8, window), 8);
    const TriangleSetup left_of(triangle(8.5f, 0, 8.5f, 16, 0.5f, 8), state);
    ASSERT_EQ(left_of.Triangles().size(), 1u);
    EXPECT_EQ(CoveredPixels(left_of.Triangles()[0], 8, 0, window), 0);
    EXPECT_EQ(CoveredPixels(left_of.Triangles()[0], 8, 8, window), 0);
    EXPECT_GT(CoveredPixels(left_of.Triangles()[0], 0, 0, window), 8);
}

TEST(BlockScanTest, DoubleAndIntegerEdgePathsAgree) {
    // CoverBlock evaluates edge functions in doubles when every value is an exact integer
    // (vertices and limit within 2^15 pixels) and in int64 otherwise. The same triangle and
    // block, once with a limit inside 2^15 pixels and once beyond it, must give the same
    // coverage and bit-identical weights.
    RasterState state;
    state.viewport = {0, 0, 40000, 64};
    std::vector<Vertex> tri(3);
    tri[0].position = {-1, -1, 0, 1};
    tri[1].position = {-0.99f, 1, 0, 1};
    tri[2].position = {-0.9995f, -0.2f, 0, 1};
    const TriangleSetup setup(tri, state);
    ASSERT_EQ(setup.Triangles().size(), 1u);
    const SetupTriangle& t = setup.Triangles()[0];
    ASSERT_TRUE(t.small);
    int covered = 0;
    for (int by = 0; by < 64; by += kBlockSide) {
        for (int bx = 0; bx < 200; bx += kBlockSide) {
            BlockCoverage exact, general;
            const bool a = CoverBlock(t, bx, by, PixelRect{0, 0, 1024, 64}, exact);
            const bool b = CoverBlock(t, bx, by, PixelRect{0, 0, 40000, 64}, general);
            ASSERT_EQ(a, b) << bx << "," << by;
            EXPECT_EQ(exact.quads, general.quads);
            for (int lane = 0; lane < kBlockLanes; ++lane) {
                EXPECT_EQ(exact.covered[lane], general.covered[lane]);
                covered += exact.covered[lane];
                if (!a) continue;  // the weights of a block covering nothing are unspecified
                for (int k = 0; k < 3; ++k) {
                    EXPECT_EQ(std::bit_cast<std::uint64_t>(exact.weight[k][lane]),
                              std::bit_cast<std::uint64_t>(general.weight[k][lane]));
                }
            }
        }
    }
    EXPECT_GT(covered, 100);
}

// CoverBlock marks weights that add up to exactly 1 in every lane (unit_sums): twice the
// area a power of two, so each weight e_k / area2 is exact and ((0 + w_0) + w_1) + w_2 is
// area2 / area2. PerspectiveBlock then returns the screen weights of a 2D draw without
// adding them up. Checked on every covered block of right-angled and skewed triangles of
// power-of-two area (one reaching 2^14 pixels from the origin), and not claimed for an odd
// area.
TEST(BlockScanTest, UnitSumsAreExactlyOne) {
    struct Case {
        float corners[3][2];
        int size;
        bool power_of_two;
    };
    const Case cases[] = {
        {{{0, 0}, {64, 0}, {0, 64}}, 64, true},
        {{{0, 0}, {64, 0}, {13.5f, 64}}, 64, true},  // skewed: base 64, height 64
        {{{16384, 16384}, {8192, 16384}, {16384, 8192}}, 16384, true},
        {{{1.3f, 2.1f}, {50.7f, 9.9f}, {17.2f, 61.3f}}, 64, false},
    };
    int lanes = 0;
    for (const Case& c : cases) {
        RasterState state;
        state.viewport = {0, 0, c.size, c.size};
        const TriangleSetup setup(WindowTriangle(c.corners, 1, 1, c.size), state);
        ASSERT_EQ(setup.Triangles().size(), 1u);
        const SetupTriangle& tri = setup.Triangles()[0];
        ASSERT_EQ(std::has_single_bit(static_cast<std::uint64_t>(tri.area2)), c.power_of_two);
        BlockCoverage coverage;
        const int stride = kBlockSide * std::max(1, c.size / 256);  // a sample of large ones
        for (int by = std::max(0, tri.y0 / kBlockSide * kBlockSide); by <= tri.y1; by += stride) {
            for (int bx = std::max(0, tri.x0 / kBlockSide * kBlockSide); bx <= tri.x1;
                 bx += stride) {
                if (!CoverBlock(tri, bx, by, PixelRect{0, 0, c.size, c.size}, coverage)) continue;
                ASSERT_EQ(coverage.unit_sums, c.power_of_two) << bx << "," << by;
                if (!c.power_of_two) continue;
                for (int lane = 0; lane < kBlockLanes; ++lane, ++lanes) {
                    const double sum = ((0.0 + coverage.weight[0][lane]) + coverage.weight[1][lane]) +
                                       coverage.weight[2][lane];
                    ASSERT_EQ(sum, 1.0) << bx << "," << by << " lane " << lane;
                }
                double scratch[3][kBlockLanes], inv_w[kBlockLanes], z[kBlockLanes];
                for (const bool z_too : {false, true}) {
                    const LaneWeights& pw = PerspectiveBlock(tri, coverage, scratch, inv_w, z,
                                                             PerspectiveParts{true, false, z_too});
                    EXPECT_EQ(&pw, &coverage.weight);  // the screen weights, read in place
                }
            }
        }
    }
    EXPECT_GT(lanes, 3000);
}

// WeightsBounded: |w0| + |w1| + |w2| <= 2^20 over the triangle's (grown) bounding box. An
// ordinary triangle's weights stay near [0, 1] (checked on the blocks CoverBlock covers). A
// sliver along the diagonal of an 8192-pixel viewport, its apex 1/256 pixel above the long
// edge: at the bounding box's corner (4, 8004) the long edge's weight is the corner's
// distance from that edge over the apex's, 4000 sqrt(2) / (1 / (256 sqrt(2))) = 2048000.
TEST(BlockScanTest, WeightsBoundedSeparatesSlivers) {
    constexpr int kSize = 8192;
    RasterState state;
    state.viewport = {0, 0, kSize, kSize};
    const float ordinary[3][2] = {{10, 20}, {300, 40}, {90, 250}};
    const TriangleSetup ordinary_setup(WindowTriangle(ordinary, 1, 1, kSize), state);
    ASSERT_EQ(ordinary_setup.Triangles().size(), 1u);
    const SetupTriangle& tri = ordinary_setup.Triangles()[0];
    EXPECT_TRUE(WeightsBounded(tri));
    double largest = 0;
    BlockCoverage coverage;
    for (int by = tri.y0 / kBlockSide * kBlockSide; by <= tri.y1; by += kBlockSide) {
        for (int bx = tri.x0 / kBlockSide * kBlockSide; bx <= tri.x1; bx += kBlockSide) {
            if (!CoverBlock(tri, bx, by, PixelRect{0, 0, kSize, kSize}, coverage)) continue;
            for (int lane = 0; lane < kBlockLanes; ++lane) {
                largest = std::max(largest, std::abs(coverage.weight[0][lane]) +
                                                std::abs(coverage.weight[1][lane]) +
                                                std::abs(coverage.weight[2][lane]));
            }
        }
    }
    EXPECT_LT(largest, 2);

    const float sliver[3][2] = {{4, 4}, {8004, 8004}, {4004, 4004 + 1.0f / 256}};
    const TriangleSetup sliver_setup(WindowTriangle(sliver, 1, 1, kSize), state);
    ASSERT_EQ(sliver_setup.Triangles().size(), 1u);
    EXPECT_FALSE(WeightsBounded(sliver_setup.Triangles()[0]));
}

// CoverBlock keeps a table per triangle's steps in the BlockCoverage it is given: blocks
// of different triangles in turn through one BlockCoverage (a translated copy of a
// triangle has the same steps and reuses the table) must give what a fresh BlockCoverage
// gives each block: coverage and weights, every bit.
TEST(BlockScanTest, OneCoverageServesTrianglesInTurn) {
    std::mt19937 random(31);
    RasterState state;
    state.viewport = {0, 0, kWidth, kHeight};
    std::vector<Vertex> vertices = RandomTriangles(random, 6);
    for (int i = 0; i < 3; ++i) {  // the first triangle moved by 5 pixels right, 3 up
        Vertex v = vertices[i];
        v.position[0] += 10.0f / kWidth * v.position[3];
        v.position[1] += 6.0f / kHeight * v.position[3];
        vertices.push_back(v);
    }
    const TriangleSetup setup(vertices, state);
    ASSERT_GE(setup.Triangles().size(), 5u);
    const PixelRect everything{0, 0, kWidth, kHeight};
    BlockCoverage shared;
    int covered = 0;
    for (int by = 0; by < kHeight; by += kBlockSide) {
        for (int bx = 0; bx < kWidth; bx += kBlockSide) {
            for (const SetupTriangle& tri : setup.Triangles()) {
                BlockCoverage fresh;
                const bool a = CoverBlock(tri, bx, by, everything, fresh);
                ASSERT_EQ(CoverBlock(tri, bx, by, everything, shared), a);
                ASSERT_EQ(shared.quads, fresh.quads);
                if (!a) continue;
                for (int lane = 0; lane < kBlockLanes; ++lane) {
                    ASSERT_EQ(shared.covered[lane], fresh.covered[lane]);
                    covered += shared.covered[lane];
                    for (int k = 0; k < 3; ++k)
                        ASSERT_EQ(Bits(shared.weight[k][lane]), Bits(fresh.weight[k][lane]));
                }
            }
        }
    }
    EXPECT_GT(covered, 500);
}

// Whether the block at (bx, by) has, for every edge, a corner pixel where the edge function
// is >= 0: the blocks BlocksInRow keeps (from the edge values themselves, not its algebra).
bool NotWhollyOutside(const SetupTriangle& tri, int bx, int by) {
    const int last = kBlockSide - 1;
    for (int k = 0; k < 3; ++k) {
        const std::int64_t corners[4] = {tri.EdgeAt(k, bx, by), tri.EdgeAt(k, bx + last, by),
                                         tri.EdgeAt(k, bx, by + last),
                                         tri.EdgeAt(k, bx + last, by + last)};
        if (*std::max_element(corners, corners + 4) < 0) return false;
    }
    return true;
}

TEST(BlockScanTest, BlocksInRowKeepExactlyTheBlocksNotOutsideAnEdge) {
    // Random triangles in a window of 25 by 20 blocks, and the tie-rule triangles of the
    // test above (edges exactly on pixel centres at a block's border): every block of a
    // row's bounding range is in the run exactly when no edge is negative at all four of
    // its corners, so every block CoverBlock covers is in it.
    constexpr int kWide = 200, kTall = 157;
    std::mt19937 random(11);
    RasterState state;
    state.viewport = {0, 0, kWide, kTall};
    std::vector<Vertex> vertices = RandomTriangles(random, 60);
    for (float x : {7.5f, 8.5f}) {  // vertical edges on x = 7.5 and 8.5, both windings
        for (float side : {12.5f, -8.0f}) {
            for (float y : {0.0f, 16.0f, 8.0f}) {
                Vertex v;
                v.position = {(y == 8 ? x + side : x) / (kWide / 2.0f) - 1, y / (kTall / 2.0f) - 1,
                              0, 1};
                vertices.push_back(v);
            }
        }
    }
    const TriangleSetup setup(vertices, state);
    ASSERT_GE(setup.Triangles().size(), 60u);
    const PixelRect window{0, 0, kWide, kTall};
    int kept = 0, skipped = 0, covered_blocks = 0;
    for (const SetupTriangle& tri : setup.Triangles()) {
        // DrawTile's range of blocks over the whole window.
        const int x0 = std::max(tri.x0, 0) / kBlockSide * kBlockSide;
        const int x1 = std::min(tri.x1 + 1, kWide);
        for (int by = std::max(tri.y0, 0) / kBlockSide * kBlockSide; by < kTall; by += kBlockSide) {
            const BlockRun run = BlocksInRow(tri, by, x0, x1);
            ASSERT_EQ(run.first % kBlockSide, 0);
            for (int bx = x0; bx < x1; bx += kBlockSide) {
                const bool in_run = bx >= run.first && bx < run.end;
                ASSERT_EQ(in_run, NotWhollyOutside(tri, bx, by)) << bx << ", " << by;
                (in_run ? kept : skipped) += 1;
                BlockCoverage coverage;
                if (!CoverBlock(tri, bx, by, window, coverage)) continue;
                ASSERT_TRUE(in_run) << bx << ", " << by;
                ++covered_blocks;
            }
        }
    }
    EXPECT_GT(skipped, 1000);
    EXPECT_GT(covered_blocks, 500);
    EXPECT_GT(kept, covered_blocks);  // blocks near a vertex pass each edge, yet are empty
}

TEST(BlockScanTest, BlocksInRowOfAHalfSquare) {
    // The lower left half of a 64x64 window, below x + y = 64: block (8j, 8k) reaches down to
    // the pixel centre (8j + 0.5, 8k + 0.5), inside exactly when 8 (j + k) + 1 < 64, that is
    // j <= 7 - k. So row k has the blocks j = 0 ... 7 - k: 36 of the 64 blocks.
    RasterState state;
    state.viewport = {0, 0, 64, 64};
    const TriangleSetup setup(Positions({-1, -1, 0, 1}, {1, -1, 0, 1}, {-1, 1, 0, 1}), state);
    ASSERT_EQ(setup.Triangles().size(), 1u);
    for (int k = 0; k < 8; ++k) {
        const BlockRun run = BlocksInRow(setup.Triangles()[0], 8 * k, 0, 64);
        EXPECT_EQ(run.first, 0) << k;
        EXPECT_EQ((run.end + kBlockSide - 1) / kBlockSide, 8 - k) << k;
    }
}

}  // namespace
}  // namespace tessera::runtime::raster
