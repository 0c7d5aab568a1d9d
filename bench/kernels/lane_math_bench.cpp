// SPDX-License-Identifier: MIT
// Google Benchmark: lane_math.h's transcendentals over rows of 64 lanes (to compare two
// versions, build this target at each and run them alternately), compiled as the AVX2 kernels are (-mavx2, no contraction, -fno-trapping-math,
// -fno-math-errno: see bench/CMakeLists.txt), so the loops vectorise as RunSteps' do.
// Reported as lanes per second (items_per_second).
//
//   tessera_lane_math_bench --benchmark_filter=Pow
#include <benchmark/benchmark.h>

#include <cstdint>

#include "runtime/base/lane_math.h"

namespace tessera::bench {
namespace {

namespace now = runtime::exec::lane_math;

constexpr int kLanes = 64;

// kLanes values spread evenly over [low, high] (a fixed, repeatable row).
struct Row {
    alignas(64) float value[kLanes];
    Row(float low, float high) {
        for (int i = 0; i < kLanes; ++i)
            value[i] = low + (high - low) * static_cast<float>(i) / (kLanes - 1);
    }
};

// The ranges the programs use: EX2/LG2 and POW on moderate arguments, LIT's power with
// N.H in [0, 1] and a shininess up to 128, the fog's exp(-d c) on [-8, 0], SIN/COS on a
// few periods.
const Row kExp2Arguments(-20.0f, 20.0f);
const Row kLog2Arguments(1e-3f, 1e3f);
const Row kBases(0.0f, 1.0f);
const Row kExponents(1.0f, 128.0f);
const Row kExpArguments(-8.0f, 0.0f);
const Row kAngles(-10.0f, 10.0f);

template <typename F>
void Unary(benchmark::State& state, const Row& x, F f) {
    alignas(64) float out[kLanes];
    for (auto _ : state) {
        for (int i = 0; i < kLanes; ++i) out[i] = f(x.value[i]);
        benchmark::DoNotOptimize(out);
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * kLanes);
}

template <typename F>
void Binary(benchmark::State& state, const Row& a, const Row& b, F f) {
    alignas(64) float out[kLanes];
    for (auto _ : state) {
        for (int i = 0; i < kLanes; ++i) out[i] = f(a.value[i], b.value[i]);
        benchmark::DoNotOptimize(out);
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * kLanes);
}

template <typename F>
void RowForm(benchmark::State& state, const Row& x, F row) {
    alignas(64) float out[kLanes];
    for (auto _ : state) {
        row(out, x.value, kLanes);
        benchmark::DoNotOptimize(out);
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * kLanes);
}

void Exp2(benchmark::State& s) { Unary(s, kExp2Arguments, [](float x) { return now::Exp2(x); }); }
void Exp(benchmark::State& s) { Unary(s, kExpArguments, [](float x) { return now::Exp(x); }); }
void Log2(benchmark::State& s) { Unary(s, kLog2Arguments, [](float x) { return now::Log2(x); }); }
void Pow(benchmark::State& s) {
    Binary(s, kBases, kExponents, [](float a, float b) { return now::Pow(a, b); });
}
void SinRow(benchmark::State& s) { RowForm(s, kAngles, now::SinRow); }
void CosRow(benchmark::State& s) { RowForm(s, kAngles, now::CosRow); }

BENCHMARK(Exp2);
BENCHMARK(Exp);
BENCHMARK(Log2);
BENCHMARK(Pow);
BENCHMARK(SinRow);
BENCHMARK(CosRow);

}  // namespace
}  // namespace tessera::bench

BENCHMARK_MAIN();
