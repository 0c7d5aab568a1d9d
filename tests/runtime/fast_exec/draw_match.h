// SPDX-License-Identifier: MIT
// Whole draws by both executors, compared bit for bit: fast::DrawTriangles against
// raster::DrawTriangles with RunQuadReference (fast_draw_test.cpp, affine_rows_test.cpp).
#pragma once

#include <cstddef>
#include <random>
#include <string>
#include <vector>

#include "lang/common/arbasm/fragment_program.h"
#include "runtime/fast_exec/fast_draw.h"
#include "runtime/raster/rasterizer.h"
#include "runtime/texture/texture.h"

namespace tessera::testing::fast_exec {

/// Draws `triangles` with the reference and with the fast executor (every kernel variant
/// this CPU runs, 1 to 3 threads, several band heights) into float and 8-bit framebuffers
/// of 70x38 and expects the same statistics and the same bits. Both framebuffers are
/// cleared to a color first; the reference's clear is then written into every pixel, so it
/// holds what an eager clear leaves, while the fast executor's stays lazy (framebuffer.h)
/// and is drawn into in two draws (the first and the second half of the triangles): covered
/// squares, partly covered ones, killed pixels and the depth test must all leave the clear
/// where an eager clear would be. The reference must write at least `min_written` pixels.
void ExpectFastDrawsMatch(const std::vector<runtime::raster::Vertex>& triangles,
                          const runtime::raster::RasterState& state,
                          const runtime::exec::DrawInputs& draw, const std::string& name,
                          std::size_t min_written = 101, float clear_depth = 1);

/// `program` drawn with `textures`, random parameters (no special values) and random fog.
runtime::exec::DrawInputs MakeDraw(const lang::arbasm::fragment::Program& program,
                                   const runtime::texture::TextureUnits& textures,
                                   std::mt19937& random);

}  // namespace tessera::testing::fast_exec
