// SPDX-License-Identifier: MIT
// Affine rows (fast_interpolate.cpp): on a triangle without perspective whose doubled area
// is a power of two, the block path computes an attribute row whose Blend is exact as one
// value per block plus a per-lane step, without the barycentric weights, and leaves the
// other rows to Blend. Both must give raster::Blend's bits, zeros' signs included: whole
// draws against the reference, on triangles chosen to take the path next to ones that do
// not, with attribute values that keep Blend exact and values that do not.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "draw_match.h"
#include "lang/arbfp/reader/reader.h"
#include "random_inputs.h"

namespace tessera::testing::fast_exec {
namespace {

namespace rt = runtime;

constexpr int kWidth = 70, kHeight = 38;

// A vertex at pixel (px, py) of the 70x38 window, at clip w = 1.
rt::raster::Vertex At(float px, float py) {
    rt::raster::Vertex v;
    v.position = {px / (kWidth / 2.0f) - 1, py / (kHeight / 2.0f) - 1, 0.1f * px / kWidth, 1};
    return v;
}

// Values at the three vertices of a row. Exact on the affine path: magnitudes near each
// other without -0, or with a positive value; Blend kept: a -0 with no positive value
// (a -0 could come out), all zeros, magnitudes 2^100 apart, infinity, NaN.
const float kRows[][3] = {
    {0.25f, 0.75f, 0.5f},         {0.1f, 0.2f, 0.7f},   {-0.0f, 2, 3},
    {0, -1, -1},                  {-0.0f, -0.0f, -0.0f}, {-1, -2, -3},
    {1e-30f, 1e30f, 1},           {0x1p-140f, 1, 0},     {0.999f, 1e-3f, 3e5f},
    {-0.7f, 100, 0.0625f},        {INFINITY, 0.5f, 0.5f}, {0.3f, 0.3f, 0.3f},
    {NAN, 0.2f, 0.4f},            {-2.5f, -1e-5f, 7e-38f},
};

// The triangles: doubled areas 2^9, 2^10 and 2^11 pixels (vertices at pixel corners, and
// at pixel centres, where lanes have weights of exactly 0 and 1), the 64x32 rectangle's
// two halves, and triangles of other areas, overlapping.
std::vector<rt::raster::Vertex> Triangles() {
    const float corners[][3][2] = {
        {{3, 3}, {67, 3}, {67, 35}},  // the rectangle (3,3)-(67,35)
        {{3, 3}, {67, 35}, {3, 35}},
        {{5, 5}, {40, 9}, {20, 30}},              // 775: Blend everywhere
        {{50.5f, 1.5f}, {69, 30}, {40.25f, 33}},  // not a power of two either
        {{4, 2}, {36, 2}, {13, 18}},              // 512
        {{60, 3}, {60, 35}, {28, 20}},            // 1024
        {{1, 37}, {65, 37}, {33, 5}},             // 2048
        // 512 each, at pixel centres, drawn last (every triangle has the same z at a pixel):
        {{4.5f, 20.5f}, {36.5f, 20.5f}, {30.5f, 36.5f}},
        {{36.5f, 20.5f}, {4.5f, 20.5f}, {10.5f, 4.5f}},
    };
    std::vector<rt::raster::Vertex> triangles;
    int row = 0;
    for (const auto& triangle : corners) {
        for (int i = 0; i < 3; ++i) {
            rt::raster::Vertex v = At(triangle[i][0], triangle[i][1]);
            const auto value = [&](int offset) {
                return kRows[(row + offset) % std::size(kRows)][i];
            };
            v.color = {value(0), value(3), value(6), value(9)};
            // Lanes on the edge through pixel centres have p_2 = 0: Blend gives -0 there.
            if (triangle[0][0] == 4.5f || triangle[0][0] == 36.5f) v.color[0] = i < 2 ? -0.0f : -1;
            v.texcoord[0] = {value(1), value(4), value(7), value(10)};
            v.texcoord[1] = {value(2), value(5), value(8), value(11)};
            v.fogcoord = value(12);
            triangles.push_back(v);
        }
        row += 5;
    }
    return triangles;
}

// Every row of the colors and texture coordinates, through programs that show their bits:
// as colors (every bit of a value in [0, 1] in the float framebuffer), reciprocals (the
// sign of a zero, large values' bits), scaled by 2^-10 and as fractions; the fog
// coordinate through the fog option; fragment.position's z and w, with and without the
// depth test (which reads the window z too).
TEST(FastDraw, AffineRowsMatchTheReference) {
    const char* programs[] = {
        "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n",
        "!!ARBfp1.0\nMOV result.color, fragment.texcoord[1].wzyx;\nEND\n",
        ("!!ARBfp1.0\nTEMP r;\nRCP r.x, fragment.color.x;\nRCP r.y, fragment.color.y;\n"
         "RCP r.z, fragment.texcoord[0].x;\nRCP r.w, fragment.texcoord[1].z;\n"
         "MOV result.color, r;\nEND\n"),
        ("!!ARBfp1.0\nTEMP r;\nMUL r, fragment.texcoord[0], 0.0009765625;\n"
         "FRC r.xy, fragment.texcoord[1];\nMOV result.color, r;\nEND\n"),
        "!!ARBfp1.0\nOPTION ARB_fog_linear;\nMUL result.color, fragment.color.zwxy, 0.5;\nEND\n",
        // The window z and 1/w, from the edge functions alone where the triangle is affine.
        "!!ARBfp1.0\nMUL result.color, fragment.position.wzwz, {1, 1, 0.5, 1};\nEND\n",
        "!!ARBfp1.0\nMAD result.color, fragment.position.zwzw, 0.5, fragment.texcoord[0];\nEND\n",
    };
    const std::vector<rt::raster::Vertex> triangles = Triangles();
    rt::raster::RasterState state;
    state.viewport = {0, 0, kWidth, kHeight};
    // The path is taken where it should be: seven triangles of power-of-two area, w = 1.
    const rt::raster::TriangleSetup setup(triangles, state);
    int affine = 0;
    for (const rt::raster::SetupTriangle& tri : setup.Triangles())
        affine += (tri.area2 & (tri.area2 - 1)) == 0 ? 1 : 0;
    ASSERT_EQ(setup.Triangles().size(), 9u);
    EXPECT_EQ(affine, 7);

    const auto textures = MakeTextureUnits(5);
    std::mt19937 random(17);
    for (const bool depth_test : {false, true}) {  // with the weights computed for z, too
        state.depth_test = depth_test;
        state.depth_func = rt::raster::DepthFunc::kLequal;
        for (const char* text : programs) {
            const auto read = lang::arbfp::ReadProgram(text);
            ASSERT_TRUE(read.program.has_value()) << text;
            ExpectFastDrawsMatch(triangles, state, MakeDraw(*read.program, *textures, random),
                                 std::string(text) + (depth_test ? " with the depth test" : ""));
        }
    }
}

}  // namespace
}  // namespace tessera::testing::fast_exec
