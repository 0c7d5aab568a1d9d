// SPDX-License-Identifier: MIT
// User clip planes (GL 2.0 section 2.12) on one triangle, worked out by hand.
#include "runtime/gl/user_clip.h"

#include <gtest/gtest.h>

namespace tessera::runtime::gl {
namespace {

EyeVertex At(float x, float y, Vec4 color) {
    EyeVertex v;
    v.eye = {x, y, 0, 1};
    v.clip.position = v.eye;
    v.clip.color = color;
    return v;
}

void ExpectVertex(const raster::Vertex& v, Vec4 position, Vec4 color) {
    for (int i = 0; i < 4; ++i) {
        EXPECT_FLOAT_EQ(v.position[i], position[i]) << "position " << i;
        EXPECT_FLOAT_EQ(v.color[i], color[i]) << "color " << i;
    }
}

TEST(UserClip, KeepsThePartInsideAndLerpsTheAttributes) {
    // x >= 0 cuts A(-1, 0) off the triangle A B(1, 0) C(1, 2): edge AB meets x = 0 halfway,
    // at (0, 0), and edge CA halfway too, at (0, 1); the quadrilateral (0,0) B C (0,1) is
    // fanned into two triangles. The colors are lerped the same way: red A, green B, blue C.
    const std::array<EyeVertex, 3> triangle = {At(-1, 0, {1, 0, 0, 1}), At(1, 0, {0, 1, 0, 1}),
                                               At(1, 2, {0, 0, 1, 1})};
    const std::array<Vec4, 1> planes = {Vec4{1, 0, 0, 0}};
    std::vector<raster::Vertex> out;
    AppendUserClipped(triangle, planes, out);
    ASSERT_EQ(out.size(), 6u);
    ExpectVertex(out[0], {0, 0, 0, 1}, {0.5f, 0.5f, 0, 1});
    ExpectVertex(out[1], {1, 0, 0, 1}, {0, 1, 0, 1});
    ExpectVertex(out[2], {1, 2, 0, 1}, {0, 0, 1, 1});
    ExpectVertex(out[3], {0, 0, 0, 1}, {0.5f, 0.5f, 0, 1});
    ExpectVertex(out[4], {1, 2, 0, 1}, {0, 0, 1, 1});
    ExpectVertex(out[5], {0, 1, 0, 1}, {0.5f, 0, 0.5f, 1});
}

TEST(UserClip, AllOutsideLeavesNothing) {
    // x >= 2 holds at no vertex of the triangle: nothing is drawn.
    const std::array<EyeVertex, 3> triangle = {At(-1, 0, {}), At(1, 0, {}), At(1, 2, {})};
    const std::array<Vec4, 1> planes = {Vec4{1, 0, 0, -2}};
    std::vector<raster::Vertex> out;
    AppendUserClipped(triangle, planes, out);
    EXPECT_TRUE(out.empty());
}

TEST(UserClip, OnlyEnabledPlanesAreReturned) {
    GlState state;
    state.SetClipPlane(1, {0, 1, 0, 0});
    state.SetClipPlane(2, {1, 0, 0, 0});
    state.EnableClipPlane(2, true);
    const std::vector<Vec4> planes = EnabledClipPlanes(state);
    ASSERT_EQ(planes.size(), 1u);
    EXPECT_EQ(planes[0], (Vec4{1, 0, 0, 0}));  // identity modelview: stored as given
}

}  // namespace
}  // namespace tessera::runtime::gl
