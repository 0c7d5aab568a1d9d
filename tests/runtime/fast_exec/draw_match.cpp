// SPDX-License-Identifier: MIT
// Whole draws by both executors, compared bit for bit (draw_match.h).
#include "draw_match.h"

#include <gtest/gtest.h>

#include <bit>
#include <span>

#include "random_inputs.h"

namespace tessera::testing::fast_exec {

namespace rt = runtime;
using rt::exec::fast::Isa;

namespace {

void ExpectSameFramebuffer(const rt::raster::Framebuffer& a, const rt::raster::Framebuffer& b,
                           const std::string& what) {
    const std::vector<float> ca = a.ReadFloat(), cb = b.ReadFloat();
    for (std::size_t i = 0; i < ca.size(); ++i)
        ASSERT_EQ(std::bit_cast<std::uint32_t>(ca[i]), std::bit_cast<std::uint32_t>(cb[i]))
            << what << ": color float " << i;
    for (int y = 0; y < a.Height(); ++y)
        for (int x = 0; x < a.Width(); ++x)
            ASSERT_EQ(std::bit_cast<std::uint32_t>(a.DepthAt(x, y)),
                      std::bit_cast<std::uint32_t>(b.DepthAt(x, y)))
                << what << ": depth at " << x << "," << y;
}

// DrawStats of two draws added up.
rt::raster::DrawStats Sum(const rt::raster::DrawStats& a, const rt::raster::DrawStats& b) {
    rt::raster::DrawStats sum;
    sum.triangles = a.triangles + b.triangles;
    sum.quads = a.quads + b.quads;
    sum.covered = a.covered + b.covered;
    sum.written = a.written + b.written;
    return sum;
}

}  // namespace

void ExpectFastDrawsMatch(const std::vector<rt::raster::Vertex>& triangles,
                          const rt::raster::RasterState& state, const rt::exec::DrawInputs& draw,
                          const std::string& name, std::size_t min_written, float clear_depth) {
    // kFloat shows every bit of the results; kUnorm8 checks the fast path's own rounding to
    // 8 bits against the framebuffer's.
    for (const auto format : {rt::raster::ColorFormat::kFloat, rt::raster::ColorFormat::kUnorm8}) {
        const Vec4 clear{0.125f, 0.75f, 0.5f, 1};
        rt::raster::Framebuffer expected(70, 38, format);
        expected.ClearColor(clear);
        for (int y = 0; y < expected.Height(); ++y)
            for (int x = 0; x < expected.Width(); ++x) expected.WriteColor(x, y, clear);
        expected.ClearDepth(clear_depth);
        const rt::raster::QuadShader reference = [&draw](const QuadInputs& q, QuadResults& r) {
            rt::exec::RunQuadReference(draw, q, r);
        };
        const rt::raster::DrawStats expected_stats =
            rt::raster::DrawTriangles(triangles, state, reference, expected);
        ASSERT_GE(expected_stats.written, min_written) << name;

        for (Isa isa : rt::exec::fast::RunnableIsas()) {
            for (int threads : {1, 2, 3}) {
                for (int rows : {2, 14, 64}) {
                    rt::raster::Framebuffer got(70, 38, format);
                    got.ClearColor(clear);
                    got.ClearDepth(clear_depth);
                    rt::exec::fast::DrawOptions options;
                    options.threads = threads;
                    options.band_rows = rows;
                    options.isa = isa;
                    const std::size_t half = triangles.size() / 6 * 3;
                    const std::span<const rt::raster::Vertex> all(triangles);
                    const rt::raster::DrawStats first =
                        rt::exec::fast::DrawTriangles(all.first(half), state, draw, got, options);
                    const rt::raster::DrawStats stats =
                        Sum(first, rt::exec::fast::DrawTriangles(all.subspan(half), state, draw,
                                                                 got, options));
                    const std::string what = name + " isa " + rt::exec::fast::IsaName(isa) +
                                             " threads " + std::to_string(threads) + " rows " +
                                             std::to_string(rows);
                    EXPECT_EQ(stats.quads, expected_stats.quads) << what;
                    EXPECT_EQ(stats.covered, expected_stats.covered) << what;
                    EXPECT_EQ(stats.written, expected_stats.written) << what;
                    EXPECT_EQ(stats.triangles, expected_stats.triangles) << what;
                    ExpectSameFramebuffer(expected, got, what);
                }
            }
        }
    }
}

rt::exec::DrawInputs MakeDraw(const lang::arbasm::fragment::Program& program,
                              const rt::texture::TextureUnits& textures, std::mt19937& random) {
    rt::exec::DrawInputs draw;
    draw.program = &program;
    draw.parameters = ResolveParameters(program, random, false);
    draw.textures = &textures;
    draw.fog = MakeFog(random);
    return draw;
}

}  // namespace tessera::testing::fast_exec
