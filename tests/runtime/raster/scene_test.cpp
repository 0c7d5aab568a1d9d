// SPDX-License-Identifier: MIT
// The default scene's vertices, and what it looks like drawn with identity matrices.
#include "runtime/raster/scene.h"

#include <gtest/gtest.h>

namespace tessera::runtime::raster {
namespace {

TEST(SceneTest, CornersCarryTheDocumentedAttributes) {
    const std::vector<Vertex> c = DefaultSceneCorners();
    ASSERT_EQ(c.size(), 4u);
    EXPECT_EQ(c[0].position, (Vec4{-1, -1, 0, 1}));
    EXPECT_EQ(c[3].position, (Vec4{1, 1, 0, 1}));
    EXPECT_EQ(c[0].color, (Vec4{1, 0, 0, 1}));
    EXPECT_EQ(c[1].color, (Vec4{0, 1, 0, 1}));
    EXPECT_EQ(c[2].color, (Vec4{0, 0, 1, 1}));
    EXPECT_EQ(c[3].color, (Vec4{1, 1, 1, 1}));
    EXPECT_EQ(c[0].secondary, (Vec4{0, 1, 1, 1}));
    EXPECT_EQ(c[3].secondary, (Vec4{0, 0, 0, 1}));
    for (const Vec4& t : c[1].texcoord) EXPECT_EQ(t, (Vec4{1, 0, 0, 1}));
    for (const Vec4& t : c[2].texcoord) EXPECT_EQ(t, (Vec4{0, 1, 0, 1}));
    EXPECT_EQ(c[0].fogcoord, 0);
    EXPECT_EQ(c[1].fogcoord, 1);
    EXPECT_EQ(c[2].fogcoord, 0);
}

TEST(SceneTest, FillsTheWindowWithInterpolatedColors) {
    Framebuffer fb(4, 4, ColorFormat::kFloat);
    RasterState state;
    state.viewport = {0, 0, 4, 4};
    const DrawStats stats = DrawTriangles(DefaultScene(), state, ShadeFixedFunction, fb);
    EXPECT_EQ(stats.written, 16u);
    // Pixel (0,0), centre (0.125, 0.125) in [0,1]^2, lies in the triangle (BL, BR, TL)
    // with weights BL 0.75, BR 0.125, TL 0.125: 0.75 red + 0.125 green + 0.125 blue.
    const Vec4 bl = fb.ColorAt(0, 0);
    EXPECT_FLOAT_EQ(bl[0], 0.75f);
    EXPECT_FLOAT_EQ(bl[1], 0.125f);
    EXPECT_FLOAT_EQ(bl[2], 0.125f);
    EXPECT_FLOAT_EQ(bl[3], 1);
    // Pixel (3,3), centre (0.875, 0.875), in (BR, TR, TL) with weights 0.125, 0.75, 0.125.
    const Vec4 tr = fb.ColorAt(3, 3);
    EXPECT_FLOAT_EQ(tr[0], 0.75f);
    EXPECT_FLOAT_EQ(tr[1], 0.875f);
    EXPECT_FLOAT_EQ(tr[2], 0.875f);
}

}  // namespace
}  // namespace tessera::runtime::raster
