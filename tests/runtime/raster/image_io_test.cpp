// SPDX-License-Identifier: MIT
// PNG round trips, row order, and conversion of other colour types to RGBA8.
#include "runtime/raster/image_io.h"

#include <gtest/gtest.h>
#include <png.h>

#include <cstring>
#include <filesystem>

namespace tessera::runtime::raster {
namespace {

std::string TempPath(const std::string& name) {
    return (std::filesystem::temp_directory_path() /
            ("tessera_image_io_" +
             std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "_" + name))
        .string();
}

// 3 x 2 pixels, bottom row first: bottom red, green, blue; top white, black, half grey
// with alpha 0x40.
const std::vector<std::uint8_t> kPixels = {
    255, 0,   0,   255, 0, 255, 0, 255, 0,   0,   255, 255,
    255, 255, 255, 255, 0, 0,   0, 255, 128, 128, 128, 64,
};

TEST(ImageIoTest, RoundTripKeepsBytesAndOrder) {
    const std::string path = TempPath("round_trip.png");
    std::string error;
    ASSERT_TRUE(WritePng(path, 3, 2, kPixels, RowOrder::kBottomUp, &error)) << error;
    const auto image = ReadPngRgba8(path, RowOrder::kBottomUp, &error);
    ASSERT_TRUE(image.has_value()) << error;
    EXPECT_EQ(image->width, 3);
    EXPECT_EQ(image->height, 2);
    EXPECT_EQ(image->pixels, kPixels);
    std::filesystem::remove(path);
}

TEST(ImageIoTest, FileIsTopRowFirst) {
    const std::string path = TempPath("top_down.png");
    ASSERT_TRUE(WritePng(path, 3, 2, kPixels));
    const auto top_down = ReadPngRgba8(path, RowOrder::kTopDown);
    ASSERT_TRUE(top_down.has_value());
    // The image's first row is GL's top row: white first.
    EXPECT_EQ(top_down->pixels[0], 255);
    EXPECT_EQ(top_down->pixels[1], 255);
    EXPECT_EQ(top_down->pixels[2], 255);
    EXPECT_EQ(top_down->pixels[12], 255);  // then the red pixel starts the second row
    EXPECT_EQ(top_down->pixels[13], 0);
    const auto floats = ReadPngFloat(path);
    ASSERT_TRUE(floats.has_value());
    EXPECT_EQ(floats->pixels[0], 1.0f);
    EXPECT_EQ(floats->pixels[23], 64.0f / 255);
    std::filesystem::remove(path);
}

TEST(ImageIoTest, GreyscaleIsExpandedToRgba) {
    // Written with libpng directly as 8-bit grey, one of the colour types ReadPng converts.
    const std::string path = TempPath("grey.png");
    const std::uint8_t grey[4] = {0, 50, 200, 255};
    png_image image;
    std::memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = 2;
    image.height = 2;
    image.format = PNG_FORMAT_GRAY;
    ASSERT_NE(png_image_write_to_file(&image, path.c_str(), 0, grey, 0, nullptr), 0);
    const auto read = ReadPngRgba8(path, RowOrder::kTopDown);
    ASSERT_TRUE(read.has_value());
    const std::vector<std::uint8_t> expected = {0,   0,   0,   255, 50,  50,  50,  255,
                                                200, 200, 200, 255, 255, 255, 255, 255};
    EXPECT_EQ(read->pixels, expected);
    std::filesystem::remove(path);
}

TEST(ImageIoTest, Errors) {
    std::string error;
    EXPECT_FALSE(
        ReadPngRgba8(TempPath("does_not_exist.png"), RowOrder::kBottomUp, &error).has_value());
    EXPECT_FALSE(error.empty());
    EXPECT_FALSE(WritePng(TempPath("short.png"), 3, 2, std::vector<std::uint8_t>(5),
                          RowOrder::kBottomUp, &error));
    EXPECT_FALSE(WritePng(TempPath("empty.png"), 0, 2, {}, RowOrder::kBottomUp, &error));
    EXPECT_FALSE(WritePng("/nonexistent-dir/x.png", 3, 2, kPixels, RowOrder::kBottomUp, &error));
}

}  // namespace
}  // namespace tessera::runtime::raster
