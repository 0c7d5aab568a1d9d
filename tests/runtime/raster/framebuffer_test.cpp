// SPDX-License-Identifier: MIT
// Framebuffer storage, clears and read-back conversions.
#include "runtime/raster/framebuffer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

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

TEST(FramebufferTest, UnitToUnorm8IsFloatToUnorm8OnTheUnitInterval) {
    // Every float of [0, 1] (bit patterns are ordered like the values they encode), about
    // 1.07e9 of them: a plain loop that counts, an assertion per value would take minutes.
    const std::uint32_t one = std::bit_cast<std::uint32_t>(1.0f);
    std::uint64_t mismatches = 0;
    float first = -1;
    for (std::uint32_t bits = 0; bits <= one; ++bits) {
        const float v = std::bit_cast<float>(bits);
        if (UnitToUnorm8(v) != FloatToUnorm8(v)) {
            if (mismatches++ == 0) first = v;
        }
    }
    EXPECT_EQ(mismatches, 0u) << "first at " << std::hexfloat << first;
    EXPECT_EQ(UnitToUnorm8(0.49999997f / 255), 0);  // p just below 0.5: p + 0.5f is 1.0f
    EXPECT_EQ(UnitToUnorm8(0.5f / 255), 1);         // a tie rounds away from zero
    EXPECT_EQ(UnitToUnorm8(1), 255);
    EXPECT_EQ(UnitToUnorm8(0), 0);
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

// The clear is lazy (framebuffer.h): a block reads as the clear color until written, the
// first write stores the clear color in the rest of its block, and a declared overwrite
// drops it. Every case must read back exactly as an eager clear (every pixel written).
class LazyClearTest : public ::testing::TestWithParam<ColorFormat> {};

TEST_P(LazyClearTest, ReadsAsAnEagerClear) {
    // 13x10: blocks of 8x8 at the right and top edges stick out of the buffer.
    const ColorFormat format = GetParam();
    Framebuffer lazy(13, 10, format);
    Framebuffer eager(13, 10, format);
    const Vec4 first{0.25f, 0.5f, 2, -1}, second{0.75f, 0, 0.125f, 1};
    auto clear_both = [&](const Vec4& color) {
        lazy.ClearColor(color);
        eager.ClearColor(color);
        for (int y = 0; y < eager.Height(); ++y)
            for (int x = 0; x < eager.Width(); ++x) eager.WriteColor(x, y, color);
    };
    auto write_both = [&](int x, int y, const Vec4& color) {
        lazy.WriteColor(x, y, color);
        eager.WriteColor(x, y, color);
    };
    auto expect_same = [&](const char* what) {
        EXPECT_EQ(lazy.ReadFloat(), eager.ReadFloat()) << what;
        EXPECT_EQ(lazy.ReadRgba8(), eager.ReadRgba8()) << what;
        for (int y = 0; y < lazy.Height(); ++y)
            for (int x = 0; x < lazy.Width(); ++x)
                ASSERT_EQ(lazy.ColorAt(x, y), eager.ColorAt(x, y)) << what << " " << x << "," << y;
    };
    clear_both(first);
    // Stored as a write stores it: clamped, and for 8 bits rounded (63.75 and 127.5 up).
    EXPECT_EQ(lazy.ColorAt(12, 9), format == ColorFormat::kFloat
                                       ? (Vec4{0.25f, 0.5f, 1, 0})
                                       : (Vec4{64 / 255.0f, 128 / 255.0f, 1, 0}));
    expect_same("after a clear");
    write_both(3, 2, {1, 1, 1, 1});   // one pixel of the bottom-left block
    write_both(12, 9, {0, 1, 0, 1});  // the top-right block, partly outside the buffer
    lazy.WriteStored(9, 1, {0.5f, 0.5f, 0.5f, 0.5f});
    eager.WriteStored(9, 1, {0.5f, 0.5f, 0.5f, 0.5f});
    expect_same("after single writes");
    clear_both(second);  // a second clear hides the writes
    expect_same("after a second clear");
    write_both(0, 8, {1, 0, 0, 1});
    expect_same("after a write following the second clear");

    // A declared overwrite of the bottom-left block, then all 64 pixels through StoredRow
    // (float) or PackedRow (8-bit, the bytes 32x, 32y, 7, 255).
    lazy.OverwriteBlock(0, 0);
    for (int y = 0; y < 8; ++y) {
        for (int x = 0; x < 8; ++x) {
            if (format == ColorFormat::kFloat) {
                const Vec4 c{x / 8.0f, y / 8.0f, 0, 1};
                lazy.StoredRow(0, y)[x] = c;
                eager.WriteStored(x, y, c);
            } else {
                lazy.PackedRow(0, y)[x] = PackUnorm8(32 * x, 32 * y, 7, 255);
                eager.WriteStored(x, y, {32 * x / 255.0f, 32 * y / 255.0f, 7 / 255.0f, 1});
            }
        }
    }
    expect_same("after overwriting a whole block");
    if (format == ColorFormat::kUnorm8) {
        EXPECT_EQ(lazy.ColorAt(7, 5), (Vec4{224 / 255.0f, 160 / 255.0f, 7 / 255.0f, 1}));
        lazy.WritePacked(12, 0, PackUnorm8(1, 2, 3, 4));
        eager.WriteColor(12, 0, {1 / 255.0f, 2 / 255.0f, 3 / 255.0f, 4 / 255.0f});
        expect_same("after a packed write");
    }
}

INSTANTIATE_TEST_SUITE_P(Formats, LazyClearTest,
                         ::testing::Values(ColorFormat::kFloat, ColorFormat::kUnorm8));

// An 8-bit buffer keeps bytes: whatever is written must read back as the float the
// conversion defines (StoreComponent: FloatToUnorm8(v) / 255.0f, GL 1.4 section 2.13.9)
// and as the byte FloatToUnorm8(v), and a stored value k / 255.0f must come back as k.
TEST(FramebufferTest, Unorm8KeepsTheRoundedBytes) {
    Framebuffer fb(4, 4);
    for (int k = 0; k <= 255; ++k) {
        const float stored = k / 255.0f;
        fb.WriteStored(1, 2, {stored, stored, 0, 1});
        ASSERT_EQ(fb.ColorAt(1, 2)[0], stored) << k;
        ASSERT_EQ(fb.ReadRgba8()[(2 * 4 + 1) * 4], k);
    }
    // Every 9973rd float bit pattern: negatives, NaNs, infinities, values above 1.
    for (std::uint64_t bits = 0; bits <= 0xFFFFFFFFu; bits += 9973) {
        const float v = std::bit_cast<float>(static_cast<std::uint32_t>(bits));
        fb.WriteColor(3, 3, {v, 0.5f, v, 1});
        const Vec4 got = fb.ColorAt(3, 3);
        ASSERT_EQ(std::bit_cast<std::uint32_t>(got[0]),
                  std::bit_cast<std::uint32_t>(fb.StoreComponent(v)))
            << std::hexfloat << v;
        ASSERT_EQ(got[1], 128 / 255.0f);
        ASSERT_EQ(got[2], got[0]);
        ASSERT_EQ(fb.ReadRgba8()[(3 * 4 + 3) * 4], FloatToUnorm8(v)) << std::hexfloat << v;
    }
}

TEST(FramebufferTest, LazyClearIsPerBlock) {
    // Writing a pixel of one block leaves a pending clear elsewhere: a later write there
    // must store the clear in the rest of that block, not the old contents.
    Framebuffer fb(16, 8, ColorFormat::kFloat);
    fb.WriteColor(10, 3, {1, 0, 0, 1});  // before any clear: the initial zeros
    fb.ClearColor({0, 0, 1, 1});
    fb.WriteColor(2, 2, {0, 1, 0, 1});
    EXPECT_EQ(fb.ColorAt(10, 3), (Vec4{0, 0, 1, 1}));  // still pending in block (8, 0)
    fb.WriteColor(15, 7, {1, 1, 1, 1});
    EXPECT_EQ(fb.ColorAt(10, 3), (Vec4{0, 0, 1, 1}));  // materialised with the clear
    EXPECT_EQ(fb.ColorAt(3, 2), (Vec4{0, 0, 1, 1}));
    EXPECT_EQ(fb.ColorAt(2, 2), (Vec4{0, 1, 0, 1}));
    EXPECT_EQ(fb.ColorAt(15, 7), (Vec4{1, 1, 1, 1}));
}

// The lazy clear must be invisible: on a buffer whose sides are not multiples of the
// 64-pixel tiles the flags are grouped by (150x75), pixels written one at a time and whole
// blocks overwritten through PackedRow read back as a plain array of pixels (`model`) says,
// across two clears: every block has a flag of its own.
TEST(FramebufferTest, LazyClearIsInvisibleAcrossFlagTiles) {
    constexpr int kWidth = 150, kHeight = 75;
    Framebuffer fb(kWidth, kHeight);
    std::vector<std::uint32_t> model(kWidth * kHeight, 0);
    const auto clear = [&](std::uint8_t red) {
        fb.ClearColor({red / 255.0f, 0, 0, 1});
        std::fill(model.begin(), model.end(), PackUnorm8(red, 0, 0, 255));
    };
    clear(10);
    for (int y = 0; y < kHeight; y += 7) {
        for (int x = 0; x < kWidth; x += 11) {
            fb.WritePacked(x, y, PackUnorm8(0, 20, 0, 255));
            model[y * kWidth + x] = PackUnorm8(0, 20, 0, 255);
        }
    }
    // Whole blocks on both sides of the flag tiles' edge at x = 64 and y = 64.
    for (const auto& [bx, by] : {std::pair{56, 0}, {64, 8}, {136, 64}, {56, 56}, {64, 64}}) {
        fb.OverwriteBlock(bx, by);
        for (int y = by; y < by + 8; ++y) {
            for (int x = bx; x < bx + 8; ++x) {
                fb.PackedRow(x, y)[0] = PackUnorm8(0, 0, 30, 255);
                model[y * kWidth + x] = PackUnorm8(0, 0, 30, 255);
            }
        }
    }
    const auto expect_model = [&](const char* when) {
        const std::vector<std::uint8_t> got = fb.ReadRgba8();
        for (int y = 0; y < kHeight; ++y) {
            for (int x = 0; x < kWidth; ++x) {
                std::uint32_t packed = 0;
                for (int i = 0; i < 4; ++i)
                    packed |= std::uint32_t{got[(y * kWidth + x) * 4 + i]} << (8 * i);
                ASSERT_EQ(packed, model[y * kWidth + x]) << when << " at " << x << ", " << y;
            }
        }
    };
    expect_model("after the first clear");
    clear(40);
    fb.WritePacked(149, 74, PackUnorm8(1, 2, 3, 4));
    model[74 * kWidth + 149] = PackUnorm8(1, 2, 3, 4);
    expect_model("after the second clear");
}

}  // namespace
}  // namespace tessera::runtime::raster
