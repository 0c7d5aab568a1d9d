// Whole draws on the fast executor: screen tiles shaded by a pool of threads.
//
// Triangles are clipped and set up once per draw (raster::TriangleSetup). The framebuffer
// is cut into square tiles (64x64 pixels by default, a multiple of the 8x8 block so a block
// never straddles two tiles). Every thread takes the next tile from an atomic counter and
// walks the triangle list over it, shading each 8x8 block a triangle covers on its own
// BlockExecutor with the fused block path (BlockExecutor::ShadeBlock: interpolation into
// registers, the program, result processing and framebuffer writes). A pixel belongs to
// one tile, so one thread does every depth test and write on it, in triangle order: the
// image is the same as the single-threaded reference draw's, bit for bit, whatever the
// thread count.
//
// Triangles are not binned: each tile tests every triangle's bounding box. That is free
// for the full-screen quads the benchmarks draw and costs O(triangles x tiles) box tests
// for meshes; binning is the next step if a mesh workload needs it.
//
// This is also the hook runtime/gl plugs in (see docs/fast_executor.md): SelectedExecutor()
// says which executor a context should use, from TESSERA_EXECUTOR=reference|fast in the
// environment (default fast) or SelectExecutor().
#pragma once

#include <span>

#include "runtime/exec/fast_executor.h"
#include "runtime/exec/fragment.h"
#include "runtime/raster/framebuffer.h"
#include "runtime/raster/rasterizer.h"

namespace tessera::runtime::exec::fast {

struct DrawOptions {
    int threads = 0;      ///< 0: one per hardware thread (std::thread::hardware_concurrency)
    int tile_size = 64;   ///< pixels per tile side, rounded up to a multiple of 8
    Isa isa = BestIsa();  ///< kernel variant
};

/// raster::DrawTriangles with the fragment program of `draw` run by the fast executor.
/// draw.program must not be null.
raster::DrawStats DrawTriangles(std::span<const raster::Vertex> clip_vertices,
                                const raster::RasterState& state, const DrawInputs& draw,
                                raster::Framebuffer& framebuffer, const DrawOptions& options = {});

/// Which fragment executor a context should run programs on.
enum class Executor { kReference, kFast };
Executor SelectedExecutor();
void SelectExecutor(Executor executor);

}  // namespace tessera::runtime::exec::fast
