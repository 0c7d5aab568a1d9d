// SPDX-License-Identifier: MIT
// bench/compile: how long Tessera takes to turn a shader into a loaded program.
//
// One Google Benchmark per source file, timing the whole public path a user runs:
//   arbfp/NAME   ReadProgram (assemble, validate, count resources) of examples/arbfp/NAME.fp
//   cg/NAME      CompileCg (preprocess, parse, check, IR, passes, ARBfp writer, and the
//                writer's own re-read of its output) of examples/cg/NAME.cg
//   cg/long-N    the same for a generated Cg shader of N lines (the 200-line target)
//   glsl/long-N  CompileGlsl of the same generated program in GLSL 1.10 (long_shaders.h)
//   glsl-read/long-N  CheckGlsl (preprocess, parse, check) of it: the part glslangValidator
//                does; tessera_compile_vs_glslang (vs_glslang.cpp) compares the two
//   parasol/NAME CompileParasol of examples/parasol/NAME.p with common.p, program p, to
//                arbfp1 (parse, check, lower, passes, ARBfp writer)
//   isl/NAME     CompileIsl of examples/isl/NAME.isl to its multipass plan, with the
//                command line's default lights (an ambient and a distant one)
// Each reports its time per compile; run with --benchmark_min_time=0.2 for quick figures.
//
//   tessera_compile_bench --benchmark_filter=cg/long
#include <benchmark/benchmark.h>

#include <sys/resource.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "lang/arbfp/reader/reader.h"
#include "lang/cg/reader/compile.h"
#include "lang/glsl/reader/compile.h"
#include "lang/isl/reader/compile.h"
#include "lang/parasol/reader/compile.h"
#include "long_shaders.h"

namespace tessera::bench {
namespace {

struct SourceFile {
    std::string name;
    std::string text;
};

std::vector<SourceFile> FilesIn(const std::string& folder, const std::string& extension) {
    std::vector<SourceFile> files;
    const std::filesystem::path dir = std::filesystem::path(TESSERA_SOURCE_DIR) / folder;
    if (!std::filesystem::is_directory(dir)) return files;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != extension) continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        files.push_back({entry.path().stem().string(), text.str()});
    }
    std::sort(files.begin(), files.end(),
              [](const SourceFile& a, const SourceFile& b) { return a.name < b.name; });
    return files;
}

// Page faults of this process so far (minor and major).
long PageFaults() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_minflt + usage.ru_majflt;
}

// Times `compile()` per iteration; its result has `ok` and `diagnostics`. A shader that does
// not compile is reported, not timed. The `faults` counter is the page faults per compile:
// a compile whose memory the heap hands back to the system and takes again (glibc's trim,
// docs/compile_performance.md) shows there first, at ~15 us a fault in a VM.
template <typename Compile>
void TimeCompiles(benchmark::State& state, Compile compile) {
    const long faults_before = PageFaults();
    for (auto _ : state) {
        auto result = compile();
        if (!result.ok) {
            state.SkipWithError(("does not compile: " + result.diagnostics).c_str());
            return;
        }
        benchmark::DoNotOptimize(result);
    }
    state.counters["faults"] = benchmark::Counter(static_cast<double>(PageFaults() - faults_before),
                                                  benchmark::Counter::kAvgIterations);
}

void CompileCgBenchmark(benchmark::State& state, const SourceFile& file) {
    lang::cg::CompileOptions options;
    options.source_name = file.name + ".cg";
    options.source_text = file.text;
    TimeCompiles(state, [&] { return lang::cg::CompileCg(options); });
    state.counters["lines"] = static_cast<double>(std::count(file.text.begin(), file.text.end(), '\n'));
}

void CompileGlslBenchmark(benchmark::State& state, const SourceFile& file, bool read_only) {
    lang::glsl::CompileOptions options;
    options.source_name = file.name + ".frag";
    options.source_text = file.text;
    if (read_only)
        TimeCompiles(state, [&] { return lang::glsl::CheckGlsl(options); });
    else
        TimeCompiles(state, [&] { return lang::glsl::CompileGlsl(options); });
}

void ReadArbfpBenchmark(benchmark::State& state, const SourceFile& file) {
    for (auto _ : state) {
        auto read = lang::arbfp::ReadProgram(file.text);
        if (!read.program) {
            state.SkipWithError("does not load");
            return;
        }
        benchmark::DoNotOptimize(read.program->instructions.data());
    }
}

// The module that declares a Parasol example's `shader program p` (its first module).
std::string ParasolModule(const std::string& text) {
    std::smatch m;
    static const std::regex module_line("\nmodule ([A-Za-z0-9_]+) is");
    return std::regex_search(text, m, module_line) ? m[1].str() : "";
}

void CompileParasolBenchmark(benchmark::State& state, const SourceFile& common,
                             const SourceFile& file) {
    lang::parasol::CompileOptions options;
    options.units = {{"common.p", common.text}, {file.name + ".p", file.text}};
    options.program = "com.tessera.examples." + ParasolModule(file.text) + ".p";
    TimeCompiles(state, [&] { return lang::parasol::CompileParasol(options); });
}

void CompileIslBenchmark(benchmark::State& state, const SourceFile& file) {
    lang::isl::CompileOptions options;
    options.source_name = file.name + ".isl";
    options.text = file.text;
    options.lights = {lang::isl::plan::LightKind::kAmbient,
                      lang::isl::plan::LightKind::kDistant};
    TimeCompiles(state, [&] { return lang::isl::CompileIsl(options); });
}

void RegisterAll() {
    // The files live as long as the process: the benchmarks capture them by reference.
    static std::vector<SourceFile> arbfp = FilesIn("examples/arbfp", ".fp");
    static std::vector<SourceFile> cg = FilesIn("examples/cg", ".cg");
    static std::vector<SourceFile> glsl;
    static std::vector<SourceFile> parasol = FilesIn("examples/parasol", ".p");
    static std::vector<SourceFile> isl = FilesIn("examples/isl", ".isl");
    for (int lines : {50, 200, 800}) {
        cg.push_back({"long-" + std::to_string(lines), LongCgShader(lines)});
        glsl.push_back({"long-" + std::to_string(lines), LongGlslFragmentShader(lines)});
    }
    for (const SourceFile& f : arbfp)
        benchmark::RegisterBenchmark(("arbfp/" + f.name).c_str(), ReadArbfpBenchmark, f)
            ->Unit(benchmark::kMicrosecond);
    for (const SourceFile& f : cg)
        benchmark::RegisterBenchmark(("cg/" + f.name).c_str(), CompileCgBenchmark, f)
            ->Unit(benchmark::kMicrosecond);
    for (const SourceFile& f : glsl) {
        benchmark::RegisterBenchmark(("glsl/" + f.name).c_str(), CompileGlslBenchmark, f, false)
            ->Unit(benchmark::kMicrosecond);
        benchmark::RegisterBenchmark(("glsl-read/" + f.name).c_str(), CompileGlslBenchmark, f, true)
            ->Unit(benchmark::kMicrosecond);
    }
    const auto common = std::find_if(parasol.begin(), parasol.end(),
                                     [](const SourceFile& f) { return f.name == "common"; });
    for (const SourceFile& f : parasol)
        if (common != parasol.end() && &f != &*common)
            benchmark::RegisterBenchmark(("parasol/" + f.name).c_str(), CompileParasolBenchmark,
                                         *common, f)
                ->Unit(benchmark::kMicrosecond);
    for (const SourceFile& f : isl)
        benchmark::RegisterBenchmark(("isl/" + f.name).c_str(), CompileIslBenchmark, f)
            ->Unit(benchmark::kMicrosecond);
}

}  // namespace
}  // namespace tessera::bench

int main(int argc, char** argv) {
    tessera::bench::RegisterAll();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
