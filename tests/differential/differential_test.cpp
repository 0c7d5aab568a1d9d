// SPDX-License-Identifier: MIT
// Tessera's fragment processor against Mesa's llvmpipe, pixel for pixel.
//
// Each case is a program and a Scene (scene.h); both renderers draw the same quad with the
// same attributes, parameters, textures and fog state into a 16x16 RGBA8 target, and every
// channel of every pixel must agree within 1/255 (the rounding of a value that lands near
// k + 1/2 over 255 may go either way; nothing else may differ). Two sources of programs:
//
//   - piglit's asmparsertest ARBfp1.0 files that both Tessera and Mesa load, each over a
//     few scenes. These were written to test the assembler, not to be well defined: a file
//     that writes no channel of result.color, or reads a temporary before writing it, is
//     excluded by rule and listed; unwritten color channels are not compared;
//   - at least 1,000 programs from the generator (fixed seeds), which only writes defined,
//     boundary-safe programs (program_generator.h lists what it excludes and why). Each is
//     first read by Tessera's reader: a rejected program is a generator bug, and fails.
//
// GeneratedProgramsAreValid prints how often each of the 33 opcodes appears in the random
// programs and the exclusions; each block of random programs prints the largest channel
// difference it saw.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <iostream>
#include <map>
#include <set>
#include <string>

#include "lang/arbfp/reader/reader.h"
#include "mesa_gl.h"
#include "piglit_corpus.h"
#include "program_generator.h"
#include "scene.h"

namespace tessera::testing::differential {
namespace {

using lang::arbasm::fragment::Opcode;

constexpr int kTolerance = 1;  // in units of 1/255
constexpr int kRandomPrograms = 1000;
constexpr int kScenes = 25;  // random programs cycle through this many scenes

#define REQUIRE_MESA()                                                             \
    do {                                                                           \
        if (!MesaAvailable()) TESSERA_SKIP_OR_FAIL_IN_CI(MesaUnavailableReason()); \
    } while (false)

// The channels of result.color a program writes; the others are undefined (3.11.4.4).
std::uint8_t ColorChannels(const lang::arbasm::fragment::Program& p) {
    std::uint8_t channels = 0;
    for (const lang::arbasm::fragment::Instruction& i : p.instructions)
        if (i.opcode != Opcode::kKIL && i.dst.file == lang::arbasm::fragment::RegisterFile::kOutput &&
            p.outputs[i.dst.index] == lang::arbasm::fragment::OutputBinding::kColor)
            channels |= i.dst.write_mask;
    return channels;
}

// The first read of a temporary component that no earlier instruction wrote (undefined,
// 3.11.3.3), as text, or "". ARBfp has no control flow, so one pass in order is exact.
std::string UnwrittenRead(const lang::arbasm::fragment::Program& p) {
    using lang::arbasm::fragment::Component;
    using lang::arbasm::fragment::RegisterFile;
    std::vector<std::uint8_t> written(p.temporaries.size(), 0);
    for (const lang::arbasm::fragment::Instruction& i : p.instructions) {
        for (int s = 0; s < i.source_count; ++s) {
            const lang::arbasm::fragment::SourceOperand& src = i.src[s];
            if (src.file != RegisterFile::kTemporary) continue;
            std::uint8_t read = 0;
            for (int c = 0; c < (src.scalar ? 1 : 4); ++c) {
                const Component sel = i.opcode == Opcode::kSWZ ? i.extended_swizzle[c].select
                                                               : src.swizzle[c];
                if (sel <= Component::kW) read |= static_cast<std::uint8_t>(1 << static_cast<int>(sel));
            }
            if ((read & ~written[src.index]) != 0)
                return std::string(lang::arbasm::fragment::OpcodeName(i.opcode)) + " reads temporary " +
                       p.temporaries[src.index] + " before writing it";
        }
        if (i.opcode != Opcode::kKIL && i.dst.file == RegisterFile::kTemporary)
            written[i.dst.index] |= i.dst.write_mask;
    }
    return "";
}

struct Outcome {
    std::string error;  ///< a renderer failed, or the pixels differ beyond the tolerance
    Difference color;
};

std::string Pixel(const RenderResult& r, int x, int y, int width) {
    const std::size_t i = (static_cast<std::size_t>(y) * width + x) * 4;
    if (i + 3 >= r.rgba8.size()) return "(none)";
    return "(" + std::to_string(r.rgba8[i]) + ", " + std::to_string(r.rgba8[i + 1]) + ", " +
           std::to_string(r.rgba8[i + 2]) + ", " + std::to_string(r.rgba8[i + 3]) + ")";
}

Outcome RenderBoth(const Scene& scene, const std::string& text,
                   const lang::arbasm::fragment::Program& program, std::uint8_t channels = 0xF) {
    const RenderRequest request = MakeRequest(scene, text, program.unit_targets);
    const RenderResult mesa = RenderFragmentProgram(request);
    const RenderResult tessera = RenderWithTessera(request);
    Outcome out;
    if (!mesa.ok()) {
        out.error = "Mesa: " + mesa.error;
        return out;
    }
    if (!tessera.ok()) {
        out.error = "Tessera: " + tessera.error;
        return out;
    }
    out.color = CompareRgba8(mesa, tessera, scene.width, kTolerance, channels);
    if (out.color.pixels_over > 0) {
        const int x = out.color.x, y = out.color.y;
        out.error = std::to_string(out.color.pixels_over) + " pixel(s) differ by more than " +
                    std::to_string(kTolerance) + "/255; the largest (" +
                    std::to_string(out.color.max_units) + "/255) at (" + std::to_string(x) +
                    ", " + std::to_string(y) + ") channel " + std::to_string(out.color.channel) +
                    ": Mesa " + Pixel(mesa, x, y, scene.width) + ", Tessera " +
                    Pixel(tessera, x, y, scene.width);
    }
    return out;
}

// What the generated programs cover, gathered without rendering (the rendering tests below
// run the seeds in blocks, in parallel shards).
struct Coverage {
    std::array<long, lang::arbasm::fragment::kOpcodeCount> uses{};
    std::set<std::string> targets;
    int with_kil = 0, with_fog = 0, saturated = 0;

    void Add(const lang::arbasm::fragment::Program& program) {
        for (const lang::arbasm::fragment::Instruction& i : program.instructions) {
            ++uses[static_cast<int>(i.opcode)];
            if (lang::arbasm::fragment::IsTextureInstruction(i.opcode) && i.opcode != Opcode::kKIL)
                targets.insert(lang::arbasm::fragment::TextureTargetName(i.texture_target));
            if (i.opcode == Opcode::kKIL) ++with_kil;
            if (i.saturate) ++saturated;
        }
        if (program.fog != lang::arbasm::fragment::FogOption::kNone) ++with_fog;
    }

    void Print() const {
        std::cout << "[differential] instructions per opcode in " << kRandomPrograms
                  << " random programs:";
        for (int op = 0; op < lang::arbasm::fragment::kOpcodeCount; ++op)
            std::cout << (op % 8 == 0 ? "\n  " : " ")
                      << lang::arbasm::fragment::OpcodeName(static_cast<Opcode>(op)) << "=" << uses[op];
        std::cout << "\n[differential] KIL instructions " << with_kil << ", _SAT " << saturated
                  << ", programs with a fog option " << with_fog << "; texture targets:";
        for (const std::string& t : targets) std::cout << " " << t;
        std::cout << "\n[differential] excluded by construction:\n";
        for (const Exclusion& e : Exclusions()) std::cout << "  - " << e.what << ": " << e.why << "\n";
    }
};

TEST(Differential, GeneratedProgramsAreValid) {
    // Needs no Mesa: every program must load in Tessera's reader, or the generator is wrong;
    // and together they must use every opcode and every texture target.
    Coverage coverage;
    for (std::uint32_t seed = 0; seed < kRandomPrograms; ++seed) {
        const Scene scene = MakeScene(seed % kScenes);
        const std::string text = GenerateProgram(scene, seed);
        const lang::arbfp::ReadResult read = lang::arbfp::ReadProgram(text);
        ASSERT_TRUE(read.program.has_value())
            << "seed " << seed << ": the generator wrote a program the reader rejects:\n"
            << read.error_string << "\n"
            << text;
        ASSERT_TRUE(read.program->WritesColor()) << text;
        coverage.Add(*read.program);
    }
    coverage.Print();
    for (int op = 0; op < lang::arbasm::fragment::kOpcodeCount; ++op)
        EXPECT_GT(coverage.uses[op], 0)
            << lang::arbasm::fragment::OpcodeName(static_cast<Opcode>(op)) << " never generated";
    EXPECT_EQ(coverage.targets.size(), 8u) << "every texture target, the SHADOW ones included";
}

// The random programs in kSeedBlocks blocks of seeds, one test each, so that CTest's shards
// of this executable (tessera_add_gtest) share them out.
constexpr std::uint32_t kSeedBlocks = 8;
static_assert(kRandomPrograms % kSeedBlocks == 0);

class RandomProgramsMatchMesa : public ::testing::TestWithParam<std::uint32_t> {};

TEST_P(RandomProgramsMatchMesa, SeedBlock) {
    REQUIRE_MESA();
    constexpr std::uint32_t kBlockSize = kRandomPrograms / kSeedBlocks;
    const std::uint32_t first = GetParam() * kBlockSize;
    int max_units = 0, failures = 0;
    std::vector<Scene> scenes;
    for (int s = 0; s < kScenes; ++s) scenes.push_back(MakeScene(static_cast<std::uint32_t>(s)));
    for (std::uint32_t seed = first; seed < first + kBlockSize; ++seed) {
        const Scene& scene = scenes[seed % kScenes];
        const std::string text = GenerateProgram(scene, seed);
        const lang::arbfp::ReadResult read = lang::arbfp::ReadProgram(text);
        ASSERT_TRUE(read.program.has_value()) << read.error_string << "\n" << text;
        const Outcome out = RenderBoth(scene, text, *read.program);
        max_units = std::max(max_units, out.color.max_units);
        if (!out.error.empty() && ++failures <= 5) {
            ADD_FAILURE() << "seed " << seed << " (scene " << seed % kScenes << "): " << out.error
                          << "\n"
                          << text;
        }
    }
    std::cout << "[differential] random programs " << first << " to " << first + kBlockSize - 1
              << " over " << kScenes << " scenes, " << failures << " failing; max channel difference "
              << max_units << "/255 (tolerance " << kTolerance << "/255)\n";
}

INSTANTIATE_TEST_SUITE_P(Differential, RandomProgramsMatchMesa,
                         ::testing::Range<std::uint32_t>(0, kSeedBlocks));

TEST(Differential, PiglitProgramsMatchMesa) {
    REQUIRE_MESA();
    const std::optional<std::filesystem::path> root = FindPiglitRoot();
    if (!root) TESSERA_SKIP_OR_FAIL_IN_CI("piglit not found: " + PiglitSearchDescription());
    const bool shadow = MesaHasExtension("GL_ARB_fragment_program_shadow");
    int compared = 0, renders = 0, max_units = 0;
    std::vector<std::string> not_loaded, excluded;
    const std::vector<Scene> scenes = {MakeScene(101), MakeScene(202), MakeScene(303)};
    for (const PiglitProgram& p : LoadArbfpAsmParserTests(*root)) {
        if (p.expect_fail || p.Requires(kNvFragmentProgramOption)) continue;
        if (p.Requires("GL_ARB_fragment_program_shadow") && !shadow) continue;
        const lang::arbfp::ReadResult read = lang::arbfp::ReadProgram(p.text);
        const ArbLoadResult mesa = LoadArbFragmentProgram(p.text);
        if (!read.program || !mesa.ok) {
            not_loaded.push_back(p.name + (read.program ? " (Mesa rejects)" : " (Tessera rejects)"));
            continue;
        }
        // Undefined results are excluded by rule, and listed.
        const std::uint8_t channels = ColorChannels(*read.program);
        const std::string unwritten = UnwrittenRead(*read.program);
        if (channels == 0 || !unwritten.empty()) {
            excluded.push_back(p.name + ": " +
                               (channels == 0 ? "writes no component of result.color (undefined, "
                                                "3.11.4.4)"
                                              : unwritten + " (undefined, 3.11.3.3)"));
            continue;
        }
        if (channels != 0xF)
            excluded.push_back(p.name + ": only channels with mask " + std::to_string(channels) +
                               " compared; the others are never written (undefined)");
        ++compared;
        for (std::size_t s = 0; s < scenes.size(); ++s) {
            const Outcome out = RenderBoth(scenes[s], p.text, *read.program, channels);
            ++renders;
            max_units = std::max(max_units, out.color.max_units);
            EXPECT_TRUE(out.error.empty())
                << p.name << " (scene " << s << "): " << out.error << "\n"
                << p.text;
        }
    }
    std::cout << "[differential] piglit: " << compared << " programs x " << scenes.size()
              << " scenes (" << renders << " renders); max channel difference " << max_units
              << "/255\n";
    for (const std::string& n : not_loaded) std::cout << "  not loaded by both: " << n << "\n";
    for (const std::string& e : excluded) std::cout << "  excluded: " << e << "\n";
    EXPECT_GT(compared, 0);
}

}  // namespace
}  // namespace tessera::testing::differential
