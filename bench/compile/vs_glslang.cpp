// SPDX-License-Identifier: MIT
// bench/compile, GLSL side by side: Tessera's GLSL reading against Debian's glslangValidator
// (glslang-tools) on the same files, in one run.
//
// The shaders: piglit's GLSL 1.10 compiler tests (.frag and .vert) that expect to compile,
// need no extension and no link step, and that both compilers accept, plus generated long
// shaders of 50, 200 and 800 lines (long_shaders.h). Each is written to a temporary folder
// so that glslangValidator reads exactly the text Tessera reads.
//
// What is timed, per shader, in CPU time (user + system: the machine is shared, and CPU
// time does not count the time another process holds the core):
//   glslang   glslangValidator's parse-and-validate of the file (its default: compile and
//             link-validate each file on its own). A process per file would mostly time
//             process start-up and glslang's one-time built-in symbol tables, so each
//             measurement is one invocation with the file given `copies` + 1 times minus one
//             invocation with it given once, divided by `copies`: what remains is the cost of
//             one more file in an already warm process (reading the file, preprocessing,
//             parsing, checking, the link check). The child's CPU time comes from wait4.
//             `copies` starts at --copies and grows fourfold until the difference is well
//             above the machine's noise (kResolvableMicros); a file still below it at
//             kMaxCopies is reported as unresolved and left out of the totals and the mean.
//   read      Tessera's lang::glsl::CheckGlsl (preprocess, parse, check): the same job.
//   compile   Tessera's CompileGlsl (read, IR, passes, ARBfp/ARBvp writer and re-read).
// Each figure is the minimum over `rounds` measurements, so both sides
// are timed warm and the noise of a loaded machine is filtered the same way.
//
//   tessera_compile_vs_glslang [--copies N] [--rounds N] [--filter TEXT] [--summary]
//
// Prints one row per shader (times in microseconds, ratio = glslang / Tessera read, above 1
// when Tessera is faster), then the totals and the geometric mean of the ratios.
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "glsl_corpus.h"
#include "lang/glsl/reader/compile.h"
#include "long_shaders.h"
#include "piglit_corpus.h"

extern char** environ;

namespace tessera::bench {
namespace {

namespace fs = std::filesystem;

struct Settings {
    int copies = 50;
    int rounds = 5;
    std::string filter;
    bool summary = false;
};

struct Shader {
    std::string name;  ///< piglit path, or "generated/long-N.frag"
    std::string text;
    bool vertex = false;
    int lines = 0;
    fs::path file;  ///< the copy glslangValidator reads
};

constexpr double kNotMeasured = -1.0;

struct Timing {
    double glslang = kNotMeasured;
    bool glslang_resolved = false;  ///< false: below what this machine's CPU times resolve
    double read = kNotMeasured;
    double compile = kNotMeasured;  ///< kNotMeasured when CompileGlsl rejects the shader
};

int CountLines(const std::string& text) {
    return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

// As piglit's glslparsertest does: a file without #version gets its config's version.
std::string WithVersion(const testing::GlslCompilerTest& test) {
    if (test.text.find("#version") != std::string::npos) return test.text;
    return "#version " + std::to_string(test.glsl_version) + "\n" + test.text;
}

std::vector<Shader> PiglitShaders() {
    std::vector<Shader> shaders;
    const std::optional<fs::path> root = testing::FindPiglitRoot();
    if (!root) {
        std::cerr << "piglit not found (" << testing::PiglitSearchDescription()
                  << "): generated shaders only\n";
        return shaders;
    }
    for (const testing::GlslCompilerTest& test : testing::GlslCompilerTests(*root)) {
        if (test.path.find("glsl-1.10") == std::string::npos) continue;
        if (!test.has_config || !test.expect_pass || test.check_link) continue;
        if (!test.required_extensions.empty()) continue;
        const std::string text = WithVersion(test);
        shaders.push_back({test.path, text, test.path.ends_with(".vert"), CountLines(text), {}});
    }
    return shaders;
}

std::vector<Shader> GeneratedShaders() {
    std::vector<Shader> shaders;
    for (int lines : {50, 200, 800}) {
        const std::string n = std::to_string(lines);
        std::string frag = LongGlslFragmentShader(lines), vert = LongGlslVertexShader(lines);
        shaders.push_back({"generated/long-" + n + ".frag", frag, false, CountLines(frag), {}});
        shaders.push_back({"generated/long-" + n + ".vert", vert, true, CountLines(vert), {}});
    }
    return shaders;
}

void WriteFile(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

// One run of glslangValidator on `args`; its CPU time in microseconds, or nullopt when it
// cannot be started or rejects a file.
std::optional<double> RunGlslang(const std::vector<std::string>& args) {
    std::vector<char*> argv;
    std::string program = "glslangValidator";
    argv.push_back(program.data());
    std::vector<std::string> copy = args;
    for (std::string& arg : copy) argv.push_back(arg.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    const int spawned = posix_spawnp(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0) return std::nullopt;
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid) return std::nullopt;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return std::nullopt;
    const auto micros = [](const timeval& t) { return t.tv_sec * 1e6 + static_cast<double>(t.tv_usec); };
    return micros(usage.ru_utime) + micros(usage.ru_stime);
}

// The least difference between the two invocations that is trusted. glslangValidator's
// start-up (its built-in symbol tables) costs milliseconds and varies from run to run, and on
// a loaded virtual machine the minimum over a few rounds still moves by about a millisecond:
// with too few copies a small file's difference drowned in that and came out as 0.
constexpr double kResolvableMicros = 10000;
constexpr int kMaxCopies = 3200;

// The minimum over the rounds of (`copies` + 1 files) - (1 file), or nullopt when
// glslangValidator rejects the shader.
std::optional<double> GlslangDifference(const Shader& shader, int copies, int rounds) {
    const std::vector<std::string> once = {shader.file.string()};
    const std::vector<std::string> many(static_cast<std::size_t>(copies) + 1, shader.file.string());
    double best_once = std::numeric_limits<double>::infinity(), best_many = best_once;
    for (int round = 0; round < rounds; ++round) {
        const std::optional<double> a = RunGlslang(once);
        const std::optional<double> b = RunGlslang(many);
        if (!a || !b) return std::nullopt;
        best_once = std::min(best_once, *a);
        best_many = std::min(best_many, *b);
    }
    return best_many - best_once;
}

struct GlslangTiming {
    double micros = 0;      ///< per file
    bool resolved = false;  ///< the difference reached kResolvableMicros
};

// glslangValidator's cost of one more file (see the header comment): the copies grow
// fourfold from --copies until the difference is resolvable, up to kMaxCopies; nullopt when
// it rejects the shader.
std::optional<GlslangTiming> GlslangMicros(const Shader& shader, const Settings& settings) {
    for (int copies = settings.copies;; copies *= 4) {
        const std::optional<double> difference = GlslangDifference(shader, copies, settings.rounds);
        if (!difference) return std::nullopt;
        const bool resolved = *difference >= kResolvableMicros;
        if (resolved || copies > kMaxCopies / 4)
            return GlslangTiming{std::max(0.0, *difference) / copies, resolved};
    }
}

double ThreadCpuMicros() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e6 + static_cast<double>(now.tv_nsec) / 1e3;
}

// The minimum over the rounds of the mean CPU time of `copies` calls of `run`, or nullopt
// when `run` fails.
template <typename Run>
std::optional<double> TesseraMicros(const Settings& settings, Run run) {
    if (!run()) return std::nullopt;  // also warms up one-time tables
    double best = std::numeric_limits<double>::infinity();
    for (int round = 0; round < settings.rounds; ++round) {
        const double start = ThreadCpuMicros();
        for (int i = 0; i < settings.copies; ++i) run();
        best = std::min(best, (ThreadCpuMicros() - start) / settings.copies);
    }
    return best;
}

lang::glsl::CompileOptions OptionsFor(const Shader& shader) {
    lang::glsl::CompileOptions options;
    options.source_name = shader.name;
    options.source_text = shader.text;
    options.stage = shader.vertex ? lang::glsl::ShaderStage::kVertex : lang::glsl::ShaderStage::kFragment;
    return options;
}

// Both sides' times, or nullopt when either compiler rejects the shader (it is then left
// out: a rejected file stops early and would flatter whichever side rejects it).
std::optional<Timing> Measure(const Shader& shader, const Settings& settings, std::string& rejected_by) {
    const lang::glsl::CompileOptions options = OptionsFor(shader);
    const std::optional<double> read =
        TesseraMicros(settings, [&] { return lang::glsl::CheckGlsl(options).ok; });
    if (!read) {
        rejected_by = "Tessera";
        return std::nullopt;
    }
    const std::optional<GlslangTiming> glslang = GlslangMicros(shader, settings);
    if (!glslang) {
        rejected_by = "glslangValidator";
        return std::nullopt;
    }
    const std::optional<double> compile =
        TesseraMicros(settings, [&] { return lang::glsl::CompileGlsl(options).ok; });
    return Timing{glslang->micros, glslang->resolved, *read, compile.value_or(kNotMeasured)};
}

std::optional<Settings> ParseArguments(int argc, char** argv) {
    Settings settings;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool has_value = i + 1 < argc;
        if (arg == "--summary") {
            settings.summary = true;
        } else if (arg == "--copies" && has_value) {
            settings.copies = std::max(1, std::atoi(argv[++i]));
        } else if (arg == "--rounds" && has_value) {
            settings.rounds = std::max(1, std::atoi(argv[++i]));
        } else if (arg == "--filter" && has_value) {
            settings.filter = argv[++i];
        } else {
            std::cerr << "usage: " << argv[0]
                      << " [--copies N] [--rounds N] [--filter TEXT] [--summary]\n";
            return std::nullopt;
        }
    }
    return settings;
}

void PrintRow(const Shader& shader, const Timing& t) {
    char compile[32] = "-";
    if (t.compile != kNotMeasured) std::snprintf(compile, sizeof compile, "%.1f", t.compile);
    char glslang[32] = "unresolved";
    char ratio[32] = "-";
    if (t.glslang_resolved) {
        std::snprintf(glslang, sizeof glslang, "%.1f", t.glslang);
        std::snprintf(ratio, sizeof ratio, "%.2f", t.glslang / t.read);
    }
    std::printf("%-80s %5d %10s %10.1f %6s %10s\n", shader.name.c_str(), shader.lines, glslang,
                t.read, ratio, compile);
}

struct Totals {
    int measured = 0, rejected = 0;
    std::vector<std::string> unresolved;  ///< left out of the sums and the mean
    double glslang = 0, read = 0, log_ratio = 0;

    void Add(const Shader& shader, const Timing& t) {
        if (!t.glslang_resolved) {
            unresolved.push_back(shader.name);
            return;
        }
        ++measured;
        glslang += t.glslang;
        read += t.read;
        log_ratio += std::log(t.glslang / t.read);
    }
    void Print() const {
        std::printf("\n%d shaders measured, %d left out (rejected by one compiler)\n", measured, rejected);
        if (!unresolved.empty()) {
            std::printf(
                "%zu more left out: glslang's time for them stayed below what the CPU times of "
                "this "
                "machine resolve (%.0f us over %d copies):\n",
                unresolved.size(), kResolvableMicros, kMaxCopies);
            for (const std::string& name : unresolved) std::printf("  %s\n", name.c_str());
        }
        if (measured == 0) return;
        std::printf("total: glslang %.1f us, Tessera read %.1f us, ratio %.2f\n", glslang, read,
                    glslang / read);
        std::printf("geometric mean of glslang / Tessera read: %.2f\n", std::exp(log_ratio / measured));
    }
};

int Run(const Settings& settings) {
    const fs::path folder = fs::temp_directory_path() / ("tessera_vs_glslang." + std::to_string(getpid()));
    fs::create_directories(folder);
    std::vector<Shader> shaders = PiglitShaders();
    for (Shader& generated : GeneratedShaders()) shaders.push_back(std::move(generated));
    if (!settings.summary)
        std::printf("%-80s %5s %10s %10s %6s %10s\n", "shader (us per file, CPU)", "lines", "glslang",
                    "read", "ratio", "compile");
    Totals totals;
    int index = 0;
    for (Shader& shader : shaders) {
        if (shader.name.find(settings.filter) == std::string::npos) continue;
        shader.file = folder / (std::to_string(index++) + (shader.vertex ? ".vert" : ".frag"));
        WriteFile(shader.file, shader.text);
        std::string rejected_by;
        const std::optional<Timing> timing = Measure(shader, settings, rejected_by);
        if (!timing) {
            ++totals.rejected;
            std::printf("# left out %s: %s rejects it\n", shader.name.c_str(), rejected_by.c_str());
            continue;
        }
        totals.Add(shader, *timing);
        if (!settings.summary) PrintRow(shader, *timing);
    }
    totals.Print();
    fs::remove_all(folder);
    return totals.measured > 0 ? 0 : 1;
}

}  // namespace
}  // namespace tessera::bench

int main(int argc, char** argv) {
    const std::optional<tessera::bench::Settings> settings = tessera::bench::ParseArguments(argc, argv);
    if (!settings) return 2;
    if (std::system("glslangValidator --version > /dev/null 2>&1") != 0) {
        std::cerr << "glslangValidator is missing (apt-get install glslang-tools)\n";
        return 1;
    }
    return tessera::bench::Run(*settings);
}
