// SPDX-License-Identifier: MIT
// bench/vs-mesa: the same fragment programs rendered by Tessera's fast executor and by
// Mesa's llvmpipe, side by side in one run, in fragments per second.
//
// Each program draws a full-window quad (two triangles) into a 1024x1024 RGBA8 target on
// both renderers, with the same attributes, parameters and textures (bench_programs.h).
// Programs are loaded and textures built before timing; a frame is clear + draw + wait
// (glFinish for Mesa; the draw call returning for Tessera, whose threads join inside it).
// Frames alternate between the two renderers (one Tessera frame, one Mesa frame, ...) so
// that the machine's background load hits both alike; each side's figure is its median
// frame. Both use every core: llvmpipe its default LP_NUM_THREADS (the CPU count), Tessera
// a thread per hardware thread.
//
// The output is one line per program (fragments/s for each, the ratio Tessera/Mesa, and
// the share of pixels whose RGBA8 values agree within 2/255, a check that both did the
// same work: piglit's programs may read undefined values, so it need not be 100%), then
// geometric means of the ratio per group and overall.
//
// Wall-clock frames are only fair on an otherwise idle machine. Each frame's CPU time (the
// process's user + system time across all its threads, taken around the frame: llvmpipe's
// threads are idle while Tessera draws and Tessera's while Mesa draws) is measured too; the
// "cpu ratio" (Mesa's CPU time per frame over Tessera's) compares the work each renderer
// spends on a frame and stays meaningful when other jobs share the cores.
//
//   tessera_vs_mesa [--size N] [--frames N] [--threads N] [--filter TEXT] [--isa NAME]
//
// --isa picks the fast executor's kernel variant by its Highway target name (avx2, sse4,
// scalar...; the default is the best this CPU runs).
#include <strings.h>
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "bench_programs.h"
#include "lang/arbfp/reader/reader.h"
#include "mesa_gl.h"
#include "mesa_side.h"
#include "runtime/fast_exec/fast_draw.h"

namespace tessera::bench {
namespace {

namespace rt = runtime;
using Clock = std::chrono::steady_clock;

struct Options {
    int size = 1024;
    int frames = 5;
    int threads = 0;
    std::string isa;  ///< a kernel variant's name (IsaName), empty for BestIsa
    bool print = false;  ///< print each selected program's text instead of measuring it
    std::string filter;
};

// The kernel variant --isa names (any case), else the best this CPU runs.
rt::exec::fast::Isa ChosenIsa(const Options& options) {
    for (const rt::exec::fast::Isa isa : rt::exec::fast::RunnableIsas())
        if (strcasecmp(options.isa.c_str(), rt::exec::fast::IsaName(isa)) == 0) return isa;
    return rt::exec::fast::BestIsa();
}

double Seconds(Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration<double>(b - a).count();
}

// User + system CPU time of the whole process (every thread), in seconds.
double ProcessCpuSeconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    auto seconds = [](const timeval& t) {
        return static_cast<double>(t.tv_sec) + t.tv_usec * 1e-6;
    };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

double Median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

struct Row {
    std::string name;
    std::string group;
    std::size_t instructions = 0;
    double tessera = 0;  // fragments per second
    double mesa = 0;
    double tessera_cpu = 0;  // CPU seconds per frame
    double mesa_cpu = 0;
    double agree = 0;  // fraction of pixels within 2/255
};

double Agreement(const std::vector<std::uint8_t>& a, const std::vector<std::uint8_t>& b) {
    std::size_t same = 0, pixels = std::min(a.size(), b.size()) / 4;
    for (std::size_t p = 0; p < pixels; ++p) {
        bool ok = true;
        for (int c = 0; c < 4; ++c) ok = ok && std::abs(int{a[p * 4 + c]} - int{b[p * 4 + c]}) <= 2;
        same += ok ? 1 : 0;
    }
    return pixels ? static_cast<double>(same) / static_cast<double>(pixels) : 0;
}

// Renders one program on both sides; false (with a message) when either cannot run it.
bool Measure(const BenchProgram& source, const Options& options, Row& row) {
    auto read = lang::arbfp::ReadProgram(source.text);
    if (!read.program) {
        std::printf("  skip %s: tessera rejects it\n", source.name.c_str());
        return false;
    }
    const lang::arbasm::fragment::Program& program = *read.program;
    const std::vector<BenchTexture> textures = MakeBenchTextures(program);
    MesaProgram mesa(source.text, textures, options.size, options.size);
    if (!mesa.Error().empty()) {
        std::printf("  skip %s: %s\n", source.name.c_str(), mesa.Error().c_str());
        return false;
    }
    const auto units = MakeTesseraTextures(textures);
    rt::exec::DrawInputs draw;
    draw.program = &program;
    draw.parameters = ResolveParameters(program);
    draw.textures = units.get();
    const std::vector<rt::raster::Vertex> triangles = QuadTriangles();
    rt::raster::RasterState state;
    state.viewport = {0, 0, options.size, options.size};
    rt::raster::Framebuffer framebuffer(options.size, options.size);
    rt::exec::fast::DrawOptions draw_options;
    draw_options.threads = options.threads;
    draw_options.isa = ChosenIsa(options);
    auto tessera_frame = [&] {
        framebuffer.ClearColor({0, 0, 0, 0});
        rt::exec::fast::DrawTriangles(triangles, state, draw, framebuffer, draw_options);
    };

    // Warm-up: llvmpipe compiles its shader variant on the first draw.
    tessera_frame();
    mesa.DrawFrame();
    std::vector<double> tessera_times, mesa_times, tessera_cpu, mesa_cpu;
    for (int f = 0; f < options.frames; ++f) {
        const double c0 = ProcessCpuSeconds();
        auto t0 = Clock::now();
        tessera_frame();
        auto t1 = Clock::now();
        const double c1 = ProcessCpuSeconds();
        mesa.DrawFrame();
        auto t2 = Clock::now();
        const double c2 = ProcessCpuSeconds();
        tessera_times.push_back(Seconds(t0, t1));
        mesa_times.push_back(Seconds(t1, t2));
        tessera_cpu.push_back(c1 - c0);
        mesa_cpu.push_back(c2 - c1);
    }
    const double fragments = static_cast<double>(options.size) * options.size;
    row.name = source.name;
    row.group = source.name.substr(0, source.name.find('/'));
    row.instructions = program.instructions.size();
    row.tessera = fragments / Median(tessera_times);
    row.mesa = fragments / Median(mesa_times);
    row.tessera_cpu = Median(tessera_cpu);
    row.mesa_cpu = Median(mesa_cpu);
    row.agree = Agreement(framebuffer.ReadRgba8(), mesa.ReadRgba8());
    return true;
}

// Mesa's CPU time per frame over Tessera's: above 1 when Tessera does a frame with less work.
double CpuRatio(const Row& row) { return row.tessera_cpu > 0 ? row.mesa_cpu / row.tessera_cpu : 0; }

double GeometricMean(const std::vector<double>& values) {
    double log_sum = 0;
    for (double v : values) log_sum += std::log(v);
    return values.empty() ? 0 : std::exp(log_sum / static_cast<double>(values.size()));
}

// The programs measured: piglit's, the examples, then generated ones of 20 to 400 instructions.
std::vector<BenchProgram> AllPrograms() {
    std::vector<BenchProgram> programs = PiglitPrograms();
    for (const BenchProgram& p : ExamplePrograms()) programs.push_back(p);
    for (const BenchProgram& p : GeneratedPrograms({20, 50, 100, 200, 400}, 2))
        programs.push_back(p);
    return programs;
}

int Run(const Options& options) {
    if (options.print) {
        for (const BenchProgram& p : AllPrograms()) {
            if (options.filter.empty() || p.name.find(options.filter) != std::string::npos)
                std::printf("# %s\n%s\n", p.name.c_str(), p.text.c_str());
        }
        return 0;
    }
    if (!testing::MesaAvailable()) {
        std::fprintf(stderr, "%s\n", testing::MesaUnavailableReason().c_str());
        return 1;
    }
    const char* lp_threads = std::getenv("LP_NUM_THREADS");
    std::printf("mesa:    %s (LP_NUM_THREADS=%s)\n", testing::MesaRendererDescription().c_str(),
                lp_threads ? lp_threads : "default");
    std::printf("tessera: fast executor, %s kernels, %d threads\n",
                rt::exec::fast::IsaName(ChosenIsa(options)),
                options.threads > 0 ? options.threads
                                    : static_cast<int>(std::thread::hardware_concurrency()));
    std::printf("target:  %dx%d RGBA8, %d frames per renderer (median), interleaved\n\n",
                options.size, options.size, options.frames);

    const std::vector<BenchProgram> programs = AllPrograms();
    std::printf("%-36s %6s %14s %14s %8s %7s %9s\n", "program", "instr", "tessera Mfrag/s",
                "mesa Mfrag/s", "ratio", "agree", "cpu ratio");
    std::vector<Row> rows;
    for (const BenchProgram& p : programs) {
        if (!options.filter.empty() && p.name.find(options.filter) == std::string::npos) continue;
        Row row;
        if (!Measure(p, options, row)) continue;
        std::printf("%-36s %6zu %14.2f %14.2f %8.3f %6.1f%% %9.3f\n", row.name.c_str(),
                    row.instructions, row.tessera / 1e6, row.mesa / 1e6, row.tessera / row.mesa,
                    row.agree * 100, CpuRatio(row));
        std::fflush(stdout);
        rows.push_back(row);
    }
    std::map<std::string, std::vector<double>> ratios, cpu_ratios;
    for (const Row& r : rows) {
        for (const std::string& group : {r.group, std::string("all")}) {
            ratios[group].push_back(r.tessera / r.mesa);
            cpu_ratios[group].push_back(CpuRatio(r));
        }
    }
    std::printf("\ngeometric mean of tessera/mesa (wall-clock ratio, cpu ratio):\n");
    for (const auto& [group, values] : ratios)
        std::printf("  %-10s %8.3f %8.3f  (%zu programs)\n", group.c_str(), GeometricMean(values),
                    GeometricMean(cpu_ratios[group]), values.size());
    return 0;
}

}  // namespace
}  // namespace tessera::bench

int main(int argc, char** argv) {
    tessera::bench::Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
        if (arg == "--size")
            options.size = std::max(2, std::atoi(next().c_str()));
        else if (arg == "--frames")
            options.frames = std::max(1, std::atoi(next().c_str()));
        else if (arg == "--threads")
            options.threads = std::atoi(next().c_str());
        else if (arg == "--filter")
            options.filter = next();
        else if (arg == "--isa")
            options.isa = next();
        else if (arg == "--print")
            options.print = true;
        else {
            std::fprintf(stderr,
                         "usage: %s [--size N] [--frames N] [--threads N] [--filter TEXT] "
                         "[--isa NAME] [--print]\n",
                         argv[0]);
            return 2;
        }
    }
    return tessera::bench::Run(options);
}
