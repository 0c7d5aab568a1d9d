// SPDX-License-Identifier: MIT
// Whole draws on the fast executor: bands of framebuffer rows shaded by a pool of threads.
//
// Triangles are clipped and set up once per draw (raster::TriangleSetup). The framebuffer
// is cut into bands of whole rows (64 rows by default, a multiple of the 8x8 block so a
// block never straddles two bands). Every thread takes the next band from an atomic
// counter, half of them from the top down and the others from the bottom up, and walks the
// triangle list over it, shading each 8x8 block a triangle covers on
// its own BlockExecutor with the fused block path (BlockExecutor::ShadeBlock:
// interpolation into registers, the program, result processing and framebuffer writes). A
// pixel belongs to one band, so one thread does every depth test and write on it, in
// triangle order: the image is the same as the single-threaded reference draw's, bit for
// bit, whatever the thread count.
//
// Bands span the width so that two threads never write the same rows at once. With square
// 64x64 tiles, two threads drew side by side on the same rows (in the same 4 KB pages, on
// lines of their own), and in many runs on the 2-core machine a two-thread draw of a short
// program was barely faster than a one-thread draw, or slower (piglit's cos-04 at
// 1024x1024: 850 against 1,090 million fragments a second; 256x256 tiles no better, 512x64
// halfway; in other runs the same build scaled); full-width bands scale in every run so far
// (1,800). The cause was not pinned down (no hardware counters in this VM); the hardware
// prefetchers streaming along a row into the neighbour's lines would explain it.
//
// Bands were first taken in turn from one counter, so two threads drew neighbouring bands
// and each jumped a band at a time: on piglit's short programs at 1024x1024 two threads
// then spent about 20% more CPU time per frame than one, the excess growing with the
// number of bands (about 10 us a band; with 512-row bands it was 4%). Taken from both ends,
// each thread walks its rows in order, far from the other's, and the excess was gone
// (tessera_vs_mesa, fog-01 to fog-03, two threads: 0.74 to 0.81 ms of CPU per frame
// against 0.57 to 0.71, three alternated runs each, 2026-12-07; the cause, prefetching or
// memory pages, was not pinned down without hardware counters).
//
// Triangles are not binned: each band tests every triangle's bounding box. That is free
// for the full-screen quads the benchmarks draw and costs O(triangles x bands) box tests
// for meshes; binning is the next step if a mesh workload needs it.
//
// A program with an NVIDIA option (NV_fragment_program_option, NV_fragment_program2) runs
// the same way, its blocks on fast_nv.h's masked interpreter.
//
// This is also the hook runtime/gl plugs in (see docs/fast_executor.md): SelectedExecutor()
// says which executor a context should use, from TESSERA_EXECUTOR=reference|fast in the
// environment (default fast) or SelectExecutor().
#pragma once

#include <span>

#include "runtime/fast_exec/fast_executor.h"
#include "runtime/base/fragment.h"
#include "runtime/raster/framebuffer.h"
#include "runtime/raster/rasterizer.h"

namespace tessera::runtime::exec::fast {

struct DrawOptions {
    int threads = 0;      ///< 0: one per hardware thread (std::thread::hardware_concurrency)
    int band_rows = 64;   ///< pixel rows per band of the framebuffer, rounded up to a multiple of 8
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
