// SPDX-License-Identifier: MIT
// Coverage, tie rule, interpolation and clipping of the rasterizer, against hand-worked
// numbers. Positions are given in window pixels and converted to clip coordinates for an
// N x N viewport at the origin (ndc = 2 p / N - 1), so the expected pixels can be read
// off the inputs.
#include "runtime/raster/rasterizer.h"

#include <gtest/gtest.h>

#include <map>
#include <utility>

namespace tessera::runtime::raster {
namespace {

constexpr int kN = 16;

Vertex At(float px, float py, float w = 1) {
    Vertex v;
    v.position = {(2 * px / kN - 1) * w, (2 * py / kN - 1) * w, 0, w};
    return v;
}

RasterState FullViewport() {
    RasterState s;
    s.viewport = {0, 0, kN, kN};
    return s;
}

// Counts how often each pixel is covered, and keeps each covered fragment's attributes.
struct Recorder {
    std::map<std::pair<int, int>, int> count;
    std::map<std::pair<int, int>, exec::FragmentAttributes> attributes;
    std::vector<exec::QuadInputs> quads;

    QuadShader Shader() {
        return [this](const exec::QuadInputs& quad, exec::QuadResults& results) {
            quads.push_back(quad);
            for (int i = 0; i < exec::kQuadSize; ++i) {
                const auto& f = quad.fragments[i];
                const std::pair<int, int> key{static_cast<int>(f.position[0]),
                                              static_cast<int>(f.position[1])};
                if (quad.covered[i]) {
                    ++count[key];
                    attributes[key] = f;
                }
            }
            ShadeFixedFunction(quad, results);
        };
    }
};

DrawStats Draw(const std::vector<Vertex>& vertices, Recorder& recorder, Framebuffer& fb) {
    return DrawTriangles(vertices, FullViewport(), recorder.Shader(), fb);
}

TEST(RasterizerTest, RectCoversExactlyOneHundredPixels) {
    Framebuffer fb(kN, kN);
    Recorder r;
    const Vertex a = At(0, 0), b = At(10, 0), c = At(0, 10), d = At(10, 10);
    const DrawStats stats = Draw({a, b, c, c, b, d}, r, fb);
    EXPECT_EQ(stats.triangles, 2u);
    EXPECT_EQ(stats.covered, 100u);
    EXPECT_EQ(stats.written, 100u);
    ASSERT_EQ(r.count.size(), 100u);
    for (const auto& [pixel, n] : r.count) {
        EXPECT_EQ(n, 1) << pixel.first << "," << pixel.second;  // the diagonal is drawn once
        EXPECT_LT(pixel.first, 10);
        EXPECT_LT(pixel.second, 10);
    }
}

TEST(RasterizerTest, SharedEdgesThroughPixelCentresDrawnOnce) {
    // A fan of eight triangles around the pixel centre (8.5, 8.5), whose spokes run along
    // rows, columns and diagonals of pixel centres; the outline is the square
    // (2.5,2.5)-(14.5,14.5). Every pixel centre strictly inside the square must be
    // covered exactly once; centres on the outline follow the left/bottom rule.
    Framebuffer fb(kN, kN);
    Recorder r;
    const float c = 8.5f, lo = 2.5f, hi = 14.5f;
    const std::vector<std::pair<float, float>> ring = {{lo, lo}, {c, lo}, {hi, lo}, {hi, c},
                                                       {hi, hi}, {c, hi}, {lo, hi}, {lo, c}};
    std::vector<Vertex> vertices;
    for (std::size_t i = 0; i < ring.size(); ++i) {
        const auto& p = ring[i];
        const auto& q = ring[(i + 1) % ring.size()];
        vertices.push_back(At(c, c));
        vertices.push_back(At(p.first, p.second));
        vertices.push_back(At(q.first, q.second));
    }
    Draw(vertices, r, fb);
    // Centres x + 0.5 in [2.5, 14.5): columns and rows 2..13, a 12 x 12 block.
    EXPECT_EQ(r.count.size(), 144u);
    for (int y = 2; y <= 13; ++y)
        for (int x = 2; x <= 13; ++x) EXPECT_EQ((r.count[{x, y}]), 1) << x << "," << y;
}

TEST(RasterizerTest, ClockwiseTrianglesAreDrawnToo) {
    Framebuffer fb(kN, kN);
    Recorder r;
    const DrawStats stats = Draw({At(0, 0), At(0, 4), At(4, 0)}, r, fb);
    // Centres with x + y < 4 strictly inside, plus those on the hypotenuse x + y = 4 that
    // the rule gives to this triangle: (i + 0.5) + (j + 0.5) < 4 means i + j <= 2 (6
    // pixels); i + j = 3 lies on the hypotenuse, which runs up-left (dy > 0): not owned.
    EXPECT_EQ(stats.covered, 6u);
}

TEST(RasterizerTest, DegenerateTriangleDrawsNothing) {
    Framebuffer fb(kN, kN);
    Recorder r;
    EXPECT_EQ(Draw({At(0, 0), At(4, 4), At(8, 8)}, r, fb).covered, 0u);
}

TEST(RasterizerTest, PerspectiveCorrectInterpolation) {
    // Window positions A (0,0), B (16,0), C (0,16) with w = 1, 2, 1; red is 0, 1, 0.
    // At pixel (7, 3), centre (7.5, 3.5): screen weights B = 7.5/16, C = 3.5/16, A = 5/16.
    // red = (wB/2) / (wA + wB/2 + wC) = (7.5/32) / (5/16 + 7.5/32 + 3.5/16) = 7.5/24.5,
    // where plain linear interpolation would give 7.5/16. 1/w is interpolated linearly:
    // 5/16 + 3.75/16 + 3.5/16 = 12.25/16.
    Framebuffer fb(kN, kN);
    Recorder r;
    Vertex a = At(0, 0), b = At(16, 0, 2), c = At(0, 16);
    a.color = {0, 0, 0, 1};
    b.color = {1, 0, 0, 1};
    c.color = {0, 0, 0, 1};
    b.texcoord[5] = {4, 0, 0, 1};
    b.fogcoord = 2;
    // Depth: z_ndc 0, 0.5, 0 -> window z 0.5, 0.75, 0.5, linear in window space.
    b.position[2] = 0.5f * 2;
    Draw({a, b, c}, r, fb);
    const auto& f = r.attributes.at({7, 3});
    EXPECT_FLOAT_EQ(f.color_primary[0], 7.5f / 24.5f);
    EXPECT_FLOAT_EQ(f.texcoord[5][0], 4 * 7.5f / 24.5f);
    EXPECT_FLOAT_EQ(f.fogcoord, 2 * 7.5f / 24.5f);
    EXPECT_FLOAT_EQ(f.position[0], 7.5f);
    EXPECT_FLOAT_EQ(f.position[1], 3.5f);
    EXPECT_FLOAT_EQ(f.position[2], 0.5f + 0.25f * 7.5f / 16);
    EXPECT_FLOAT_EQ(f.position[3], 12.25f / 16);
}

TEST(RasterizerTest, AttributesAreTheExactInterpolationRoundedOnce) {
    // docs/cgc.md ("ddt-waterpaint") relies on this: an attribute whose vertex values carry a
    // small offset (a shader's 1e-7 nudge scaled by 64) keeps it at each pixel as exactly as a
    // float can, where a float plane equation may lose up to an ulp of the larger vertex
    // value. s runs from s0 at x = 0 to s1 at x = 16 across the square; at the centre of
    // pixel i the formula of OpenGL 1.4 §3.5.1 (w = 1) gives s0 + (s1 - s0) * (2i + 1) / 32.
    // That is exact in double (s1 - s0 spans bits 2^4 to 2^-41, the product adds five bits),
    // so rounding it to float once gives the expected value.
    const float s0 = 64 * 1e-7f, s1 = 16 + 0x1p-17f;
    Framebuffer fb(kN, kN);
    Recorder r;
    Vertex a = At(0, 0), b = At(16, 0), c = At(0, 16), d = At(16, 16);
    a.texcoord[0][0] = c.texcoord[0][0] = s0;
    b.texcoord[0][0] = d.texcoord[0][0] = s1;
    Draw({a, b, c, c, b, d}, r, fb);
    for (int y : {0, 7, 15})
        for (int i = 0; i < kN; ++i) {
            const double exact = double{s0} + (double{s1} - double{s0}) * (2 * i + 1) / 32;
            EXPECT_EQ(r.attributes.at({i, y}).texcoord[0][0], static_cast<float>(exact))
                << i << "," << y;
        }
}

TEST(RasterizerTest, HelperFragmentsCarryExtrapolatedAttributes) {
    // A small triangle covering only pixel (3, 3): its quad at (2, 2) has three helpers.
    Framebuffer fb(kN, kN);
    Recorder r;
    // (Coordinates on the 1/256 snapping grid, so the plane through them is exact.)
    Vertex a = At(3.25f, 3.25f), b = At(3.875f, 3.25f), c = At(3.25f, 3.875f);
    // Red equal to window x / 16 (linear since w = 1).
    a.color[0] = 3.25f / 16;
    b.color[0] = 3.875f / 16;
    c.color[0] = 3.25f / 16;
    Draw({a, b, c}, r, fb);
    ASSERT_EQ(r.quads.size(), 1u);
    const exec::QuadInputs& q = r.quads[0];
    EXPECT_EQ(q.covered, (std::array<bool, 4>{false, false, false, true}));
    EXPECT_FLOAT_EQ(q.fragments[0].position[0], 2.5f);
    EXPECT_FLOAT_EQ(q.fragments[0].position[1], 2.5f);
    EXPECT_NEAR(q.fragments[0].color_primary[0], 2.5f / 16, 1e-6);
    EXPECT_NEAR(q.fragments[3].color_primary[0], 3.5f / 16, 1e-6);
}

TEST(RasterizerTest, NearPlaneClipping) {
    // A full-viewport quad whose bottom edge has z = -3 (in front of the near plane,
    // z < -w) and top edge z = 1 (on the far plane). z + w goes from -2 to 2, so the
    // near plane cuts at ndc y = 0: only rows 8..15 remain, 128 pixels.
    Framebuffer fb(kN, kN);
    Recorder r;
    Vertex a = At(0, 0), b = At(16, 0), c = At(0, 16), d = At(16, 16);
    a.position[2] = b.position[2] = -3;
    c.position[2] = d.position[2] = 1;
    const DrawStats stats = Draw({a, b, c, c, b, d}, r, fb);
    EXPECT_EQ(stats.covered, 128u);
    for (const auto& [pixel, n] : r.count) {
        EXPECT_GE(pixel.second, 8);
        EXPECT_EQ(n, 1);
    }
}

TEST(RasterizerTest, BehindTheEyeIsClippedAway) {
    Framebuffer fb(kN, kN);
    Recorder r;
    Vertex a = At(0, 0, -1), b = At(16, 0, -1), c = At(0, 16, -1);
    EXPECT_EQ(Draw({a, b, c}, r, fb).covered, 0u);
}

TEST(RasterizerTest, HugeTriangleIsClippedToTheViewport) {
    Framebuffer fb(kN, kN);
    Recorder r;
    const DrawStats stats = Draw({At(-1000, -1000), At(5000, -1000), At(-1000, 5000)}, r, fb);
    EXPECT_EQ(stats.covered, static_cast<std::size_t>(kN * kN));
    for (const auto& [pixel, n] : r.count) EXPECT_EQ(n, 1);
}

TEST(RasterizerTest, DepthFunctions) {
    EXPECT_TRUE(DepthPasses(DepthFunc::kLess, 0.25f, 0.5f));
    EXPECT_FALSE(DepthPasses(DepthFunc::kLess, 0.5f, 0.5f));
    EXPECT_TRUE(DepthPasses(DepthFunc::kLequal, 0.5f, 0.5f));
    EXPECT_TRUE(DepthPasses(DepthFunc::kGreater, 0.75f, 0.5f));
    EXPECT_TRUE(DepthPasses(DepthFunc::kNotequal, 0.75f, 0.5f));
    EXPECT_FALSE(DepthPasses(DepthFunc::kEqual, 0.75f, 0.5f));
    EXPECT_FALSE(DepthPasses(DepthFunc::kNever, 0, 1));
    EXPECT_TRUE(DepthPasses(DepthFunc::kAlways, 1, 0));
    EXPECT_TRUE(DepthPasses(DepthFunc::kGequal, 0.5f, 0.5f));
}

TEST(RasterizerTest, KilledFragmentsAreNotWritten) {
    Framebuffer fb(kN, kN);
    fb.ClearColor({0, 0, 0, 0});
    const QuadShader kill_left = [](const exec::QuadInputs& quad, exec::QuadResults& results) {
        ShadeFixedFunction(quad, results);
        for (int i = 0; i < exec::kQuadSize; ++i)
            results.killed[i] = quad.fragments[i].position[0] < 2;
    };
    const DrawStats stats = DrawTriangles(
        std::vector<Vertex>{At(0, 0), At(4, 0), At(0, 4), At(0, 4), At(4, 0), At(4, 4)},
        FullViewport(), kill_left, fb);
    EXPECT_EQ(stats.covered, 16u);
    EXPECT_EQ(stats.written, 8u);
    EXPECT_EQ(fb.ColorAt(1, 1), (Vec4{0, 0, 0, 0}));
    EXPECT_EQ(fb.ColorAt(2, 1), (Vec4{1, 1, 1, 1}));
}

}  // namespace
}  // namespace tessera::runtime::raster
