// Framebuffer storage, clears and read-back conversions.
#include "runtime/raster/framebuffer.h"

#include <gtest/gtest.h>

#include <cmath>

namespace tessera::runtime::raster {
namespace {

TEST(FramebufferTest, FloatToUnorm8RoundsToNearest) {
    EXPECT_EQ(FloatToUnorm8(0), 0);
    EXPECT_EQ(FloatToUnorm8(1), 255);
    EXPECT_EQ(FloatToUnorm8(0.5f), 128);  // 127.5 rounds up
    EXPECT_EQ(FloatToUnorm8(1.0f / 255), 1);
    EXPECT_EQ(FloatToUnorm8(0.4f / 255), 0);
    EXPECT_EQ(FloatToUnorm8(0.6f / 255), 1);
    EXPECT_EQ(FloatToUnorm8(-3), 0);
    EXPECT_EQ(FloatToUnorm8(7), 255);
    EXPECT_EQ(FloatToUnorm8(std::nanf("")), 0);
}

TEST(FramebufferTest, Unorm8StoresRoundedValues) {
    Framebuffer fb(2, 2);
    fb.WriteColor(1, 0, {0.5f, 2, -1, 0.1f});
    const Vec4& stored = fb.ColorAt(1, 0);
    EXPECT_EQ(stored[0], 128.0f / 255);
    EXPECT_EQ(stored[1], 1);
    EXPECT_EQ(stored[2], 0);
    EXPECT_EQ(stored[3], 26.0f / 255);  // 25.5 rounds to 26
}

TEST(FramebufferTest, FloatFormatKeepsClampedValues) {
    Framebuffer fb(1, 1, ColorFormat::kFloat);
    fb.WriteColor(0, 0, {0.5f, 2, -1, 0.1f});
    EXPECT_EQ(fb.ColorAt(0, 0), (Vec4{0.5f, 1, 0, 0.1f}));
}

TEST(FramebufferTest, ClearAndReadBackBottomRowFirst) {
    Framebuffer fb(2, 3);
    EXPECT_EQ(fb.DepthAt(1, 2), 1);  // GL's initial clear depth
    fb.ClearColor({0, 0, 1, 1});
    fb.ClearDepth(2);
    EXPECT_EQ(fb.DepthAt(0, 0), 1);
    fb.WriteColor(1, 2, {1, 0, 0, 1});  // top-right pixel
    const std::vector<std::uint8_t> bytes = fb.ReadRgba8();
    ASSERT_EQ(bytes.size(), 2u * 3u * 4u);
    EXPECT_EQ(bytes[0], 0);
    EXPECT_EQ(bytes[2], 255);
    const std::size_t last = (2 * 2 + 1) * 4;  // row 2, column 1
    EXPECT_EQ(bytes[last + 0], 255);
    EXPECT_EQ(bytes[last + 2], 0);
    const std::vector<float> floats = fb.ReadFloat();
    EXPECT_EQ(floats[last + 0], 1.0f);
    EXPECT_EQ(floats[2], 1.0f);
    EXPECT_TRUE(fb.Contains(1, 2));
    EXPECT_FALSE(fb.Contains(2, 0));
    EXPECT_FALSE(fb.Contains(0, -1));
}

}  // namespace
}  // namespace tessera::runtime::raster
