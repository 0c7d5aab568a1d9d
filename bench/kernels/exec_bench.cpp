// SPDX-License-Identifier: MIT
// Google Benchmark kernels: the reference interpreter against the fast executor (each
// kernel variant), one thread, on the same quads, reported as fragments per second
// (items_per_second). No rasterizer here: quads are made once (tests/runtime/fast_exec's
// random inputs, textures on every unit) and shaded again and again, so the numbers are the
// executors' own cost per fragment.
//
//   tessera_exec_bench --benchmark_filter=generated/200
#include <benchmark/benchmark.h>

#include <cstdio>
#include <optional>
#include <random>

#include "bench_programs.h"
#include "lang/arbfp/reader/reader.h"
#include "random_inputs.h"
#include "runtime/fast_exec/fast_draw.h"
#include "runtime/fast_exec/fast_executor.h"
#include "runtime/raster/framebuffer.h"

namespace tessera::bench {
namespace {

namespace rt = runtime;
constexpr std::size_t kQuads = 256;  // 1024 fragments per iteration

struct Workload {
    std::string name;
    lang::arbasm::fragment::Program program;
    rt::exec::DrawInputs draw;
    std::shared_ptr<rt::texture::TextureUnits> textures;
    std::vector<rt::exec::QuadInputs> quads;
};

std::vector<std::unique_ptr<Workload>>& Workloads() {
    static std::vector<std::unique_ptr<Workload>> workloads;
    return workloads;
}

void AddWorkload(const BenchProgram& source) {
    auto read = lang::arbfp::ReadProgram(source.text);
    if (!read.program) return;
    auto w = std::make_unique<Workload>();
    w->name = source.name;
    w->program = std::move(*read.program);
    w->textures = MakeTesseraTextures(MakeBenchTextures(w->program));
    w->draw.program = &w->program;
    w->draw.parameters = ResolveParameters(w->program);
    w->draw.textures = w->textures.get();
    std::mt19937 random(7);
    w->quads = testing::fast_exec::MakeQuads(random, kQuads, false);
    Workloads().push_back(std::move(w));
}

void Reference(benchmark::State& state, const Workload* w) {
    std::vector<rt::exec::QuadResults> results(w->quads.size());
    for (auto _ : state) {
        for (std::size_t q = 0; q < w->quads.size(); ++q)
            rt::exec::RunQuadReference(w->draw, w->quads[q], results[q]);
        benchmark::DoNotOptimize(results.data());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kQuads * 4));
}

void Fast(benchmark::State& state, const Workload* w, rt::exec::fast::Isa isa) {
    const rt::exec::fast::FastProgram program(w->program);
    rt::exec::fast::BlockExecutor executor(program, w->draw, isa);
    std::vector<rt::exec::QuadResults> results(w->quads.size());
    for (auto _ : state) {
        executor.ShadeMany(w->quads.data(), results.data(), w->quads.size());
        benchmark::DoNotOptimize(results.data());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kQuads * 4));
}

// The whole block path on one thread: a full-window quad (bench_programs.h's QuadTriangles,
// the vs-mesa draw) at 256x256 RGBA8 through fast::DrawTriangles, coverage, interpolation,
// the program and the framebuffer stores included.
// With `depth_test` (the depth/ benchmarks) the quad passes GL_LESS against a depth buffer
// cleared to 1 in every iteration.
void Draw(benchmark::State& state, const Workload* w, bool depth_test) {
    constexpr int kSide = 256;
    const std::vector<rt::raster::Vertex> triangles = QuadTriangles();
    rt::raster::RasterState raster;
    raster.viewport = {0, 0, kSide, kSide};
    raster.depth_test = depth_test;
    rt::raster::Framebuffer framebuffer(kSide, kSide);
    rt::exec::fast::DrawOptions options;
    options.threads = 1;
    for (auto _ : state) {
        framebuffer.ClearColor({0, 0, 0, 0});
        if (depth_test) framebuffer.ClearDepth(1);
        rt::exec::fast::DrawTriangles(triangles, raster, w->draw, framebuffer, options);
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * std::int64_t{kSide} * kSide);
}

// Decoding cost, per program.
void Decode(benchmark::State& state, const Workload* w) {
    for (auto _ : state) {
        const rt::exec::fast::FastProgram program(w->program);
        benchmark::DoNotOptimize(&program);
    }
}

}  // namespace
}  // namespace tessera::bench

int main(int argc, char** argv) {
    using namespace tessera::bench;
    namespace fast = tessera::runtime::exec::fast;
    for (const BenchProgram& p : ExamplePrograms()) AddWorkload(p);
    const std::vector<BenchProgram> piglit = PiglitPrograms();
    // The first four (the shortest programs), and the fog options on an empty program.
    for (std::size_t i = 0; i < piglit.size(); ++i) {
        if (i < 4 || piglit[i].name.find("/fog-0") != std::string::npos) AddWorkload(piglit[i]);
    }
    for (const BenchProgram& p : GeneratedPrograms({20, 50, 200, 400}, 1)) AddWorkload(p);
    for (const auto& w : Workloads()) {
        const Workload* workload = w.get();
        benchmark::RegisterBenchmark(("reference/" + w->name).c_str(), Reference, workload);
        // Each kernel variant this CPU runs (fast-AVX3/..., fast-AVX2/..., fast-SSE4/...).
        for (const fast::Isa isa : fast::RunnableIsas()) {
            const std::string name = std::string("fast-") + fast::IsaName(isa) + "/" + w->name;
            benchmark::RegisterBenchmark(name.c_str(), Fast, workload, isa);
        }
        benchmark::RegisterBenchmark(("draw/" + w->name).c_str(), Draw, workload, false);
        benchmark::RegisterBenchmark(("depth/" + w->name).c_str(), Draw, workload, true);
        benchmark::RegisterBenchmark(("decode/" + w->name).c_str(), Decode, workload);
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
