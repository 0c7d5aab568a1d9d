// SPDX-License-Identifier: MIT
// The fast executor against the reference interpreter, bit for bit.
//
// Every program runs on the same random quads (random_inputs.h: hostile values, random
// coverage, textures on every unit and target, random fog) through RunQuadReference and
// through a BlockExecutor for each kernel variant this CPU runs, with the quads split into
// blocks of random sizes so padded lanes are exercised too. Colors, depths and kill flags
// must have identical bits (any NaN equals any NaN). Programs come from:
//   - the differential test's generator (tests/differential), thousands of seeds, short and
//     long programs, with a summary of how often each opcode ran;
//   - piglit's ARBfp1.0 asmparsertest files that Tessera reads;
//   - examples/arbfp/*.fp;
//   - a few hand-written programs aimed at the decoder's special cases (aliasing, SWZ).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <span>
#include <sstream>

#include "lang/arbfp/reader/reader.h"
#include "nv_program_generator.h"
#include "piglit_corpus.h"
#include "random_inputs.h"
#include "runtime/fast_exec/fast_executor.h"
#if TESSERA_HAVE_GENERATOR
#include "program_generator.h"
#include "scene.h"
#endif

namespace tessera::testing::fast_exec {
namespace {

namespace rt = runtime;
using lang::arbasm::fragment::Opcode;
using lang::arbasm::fragment::Program;
using rt::exec::fast::Isa;

// Every kernel variant this CPU runs (Highway's targets: AVX-512, AVX2, SSE4, SSSE3 and
// scalar on this project's x86 machines).
std::vector<Isa> Isas() { return rt::exec::fast::RunnableIsas(); }

const rt::texture::TextureUnits& Textures(std::uint32_t seed) {
    static const std::array<std::shared_ptr<rt::texture::TextureUnits>, 3> sets = {
        MakeTextureUnits(11), MakeTextureUnits(22, 16, 16), MakeTextureUnits(33, 16, 5)};
    return *sets[seed % sets.size()];
}

// FastProgram::Steps' promise, on which BlockExecutor relies to zero no temporary per
// block: "" when no per-block step reads a temporary or output row before a per-block step
// writes it, else the first such read.
std::string FirstReadBeforeWrite(const rt::exec::fast::FastProgram& fast) {
    namespace fx = rt::exec::fast;
    const fx::Layout& layout = fast.GetLayout();
    const std::uint32_t first = layout.temporaries * 4, end = layout.attributes * 4;
    std::vector<bool> written(end - first, false);
    for (std::size_t k = 0; k < fast.Steps().size(); ++k) {
        const fx::Step& step = fast.Steps()[k];
        for (int s = 0; s < step.source_count; ++s) {
            for (int c = 0; c < 4; ++c) {
                const std::uint32_t row = step.src[s].row[c] / fx::kRowFloats;
                if ((step.needed[s] & (1u << c)) && row >= first && row < end && !written[row - first])
                    return "step " + std::to_string(k) + " reads row " + std::to_string(row) +
                           " before it is written";
            }
        }
        if (step.opcode == Opcode::kKIL) continue;  // writes no register
        for (std::uint32_t c = 0; c < 4; ++c) {
            const std::uint32_t row = step.dst / fx::kRowFloats + c;
            if ((step.write_mask & (1u << c)) && row >= first && row < end) written[row - first] = true;
        }
    }
    return "";
}

// Runs `program` on `quad_count` random quads; "" when both executors agree everywhere:
// kills, depths, colors, and result.color before the clamp (which keeps the signs, NaNs and
// magnitudes the clamp hides).
// How many fragments Check compared, and how many of them the reference killed (a killed
// fragment has no results to compare).
struct CheckedFragments {
    long fragments = 0;
    long killed = 0;
};

std::string Check(const Program& program, std::uint32_t seed, std::size_t quad_count = 12,
                  CheckedFragments* checked = nullptr) {
    std::mt19937 random(seed);
    const bool specials = seed % 3 != 0;
    rt::exec::DrawInputs draw;
    draw.program = &program;
    draw.parameters = ResolveParameters(program, random, specials);
    draw.textures = seed % 17 == 5 ? nullptr : &Textures(seed);
    draw.fog = MakeFog(random);
    // Odd seeds take DDX/DDY per row and column (the NICEST derivative hint), even ones per
    // quad, without drawing from `random` (the inputs stay those of the seed).
    draw.fine_derivatives = seed % 2 == 1;
    const std::vector<QuadInputs> quads = MakeQuads(random, quad_count, specials);

    using RawColors = std::array<Vec4, rt::exec::kQuadSize>;
    std::vector<QuadResults> expected(quads.size());
    std::vector<RawColors> expected_raw(quads.size());
    for (std::size_t q = 0; q < quads.size(); ++q)
        rt::exec::RunQuadReference(draw, quads[q], expected[q], &expected_raw[q]);
    for (std::size_t q = 0; checked != nullptr && q < quads.size(); ++q) {
        for (bool killed : expected[q].killed) {
            ++checked->fragments;
            checked->killed += killed ? 1 : 0;
        }
    }

    const rt::exec::fast::FastProgram fast(program);
    if (std::string read = FirstReadBeforeWrite(fast); !read.empty()) return read;
    for (Isa isa : Isas()) {
        rt::exec::fast::BlockExecutor executor(fast, draw, isa);
        std::vector<QuadResults> got(quads.size());
        std::vector<RawColors> got_raw(quads.size());
        for (std::size_t first = 0; first < quads.size();) {
            const int n = static_cast<int>(std::min<std::size_t>(
                1 + random() % rt::exec::fast::kBlockQuads, quads.size() - first));
            executor.Shade(&quads[first], &got[first], n, &got_raw[first]);
            first += static_cast<std::size_t>(n);
        }
        for (std::size_t q = 0; q < quads.size(); ++q) {
            const std::string difference =
                CompareResults(expected[q], got[q], &expected_raw[q], &got_raw[q]);
            if (!difference.empty()) {
                std::ostringstream out;
                out << rt::exec::fast::IsaName(isa) << " kernels, seed " << seed << ", quad " << q
                    << ": " << difference << " (reference vs fast)";
                return out.str();
            }
        }
    }
    return "";
}

std::optional<Program> Read(const std::string& text) {
    auto result = lang::arbfp::ReadProgram(text);
    return result.program;
}

#if TESSERA_HAVE_GENERATOR
void RunGenerated(int first_seed, int count, const differential::GeneratorOptions& options) {
    std::map<Opcode, int> opcode_counts;
    int instructions = 0;
    for (int seed = first_seed; seed < first_seed + count; ++seed) {
        const differential::Scene scene =
            differential::MakeScene(static_cast<std::uint32_t>(seed % 25));
        const std::string text =
            differential::GenerateProgram(scene, static_cast<std::uint32_t>(seed), options);
        const std::optional<Program> program = Read(text);
        ASSERT_TRUE(program.has_value()) << "generator seed " << seed << ":\n" << text;
        for (const auto& i : program->instructions) ++opcode_counts[i.opcode];
        instructions += static_cast<int>(program->instructions.size());
        const std::string difference = Check(*program, static_cast<std::uint32_t>(seed), 8);
        ASSERT_EQ(difference, "") << "generator seed " << seed << ":\n" << text;
    }
    std::cout << "[ fast_exec ] " << count << " generated programs, " << instructions
              << " instructions; opcodes seen:";
    for (const auto& [op, n] : opcode_counts)
        std::cout << ' ' << lang::arbasm::fragment::OpcodeName(op) << '=' << n;
    std::cout << " (" << opcode_counts.size() << " of " << lang::arbasm::fragment::kOpcodeCount << ")\n";
}

// 8,000 generated programs in four blocks of seeds, so that CTest's shards share them.
class FastExecutorGenerated : public ::testing::TestWithParam<int> {};

TEST_P(FastExecutorGenerated, MatchesReferenceOnGeneratedPrograms) {
    RunGenerated(GetParam() * 2000, 2000, differential::GeneratorOptions{});
}

INSTANTIATE_TEST_SUITE_P(SeedBlocks, FastExecutorGenerated, ::testing::Range(0, 4));

TEST(FastExecutor, MatchesReferenceOnLongGeneratedPrograms) {
    differential::GeneratorOptions options;
    options.min_instructions = 20;
    options.max_instructions = 400;
    RunGenerated(100000, 300, options);
}
#endif

// --- Programs with an NVIDIA option (fast_nv.h) -------------------------------------------

// 1,000 random NV_fragment_program2 programs (nv_program_generator.h): condition codes,
// IF/ELSE, nested REP and LOOP with per-fragment trip counts and BRK, CAL/RET (recursion
// past the call depth included), KIL, precision suffixes, derivatives and every texture
// instruction, each on 8 random quads through every kernel variant: the reference's bits.
// Four blocks of seeds so that CTest's shards share them.
constexpr int kNvPrograms = 1000;
constexpr int kNvSeedBlocks = 4;

class FastExecutorNv : public ::testing::TestWithParam<int> {};

TEST_P(FastExecutorNv, MatchesReferenceOnGeneratedPrograms) {
    std::map<Opcode, int> opcode_counts;
    CheckedFragments checked;
    constexpr int kBlock = kNvPrograms / kNvSeedBlocks;
    for (int seed = GetParam() * kBlock; seed < (GetParam() + 1) * kBlock; ++seed) {
        const std::string text = GenerateNvProgram(static_cast<std::uint32_t>(seed));
        const auto read =
            lang::arbfp::ReadProgram(text, lang::arbasm::fragment::Limits::Default().WithNvOptions());
        ASSERT_TRUE(read.program.has_value())
            << "generator seed " << seed << ": " << read.error_string << "\n" << text;
        for (const auto& i : read.program->instructions) ++opcode_counts[i.opcode];
        const std::string difference =
            Check(*read.program, static_cast<std::uint32_t>(seed), 8, &checked);
        ASSERT_EQ(difference, "") << "generator seed " << seed << ":\n" << text;
    }
    std::cout << "[ fast_exec ] " << kBlock << " NV programs, " << checked.fragments
              << " fragments of which " << checked.killed << " killed; opcodes seen:";
    for (const auto& [op, n] : opcode_counts) std::cout << ' ' << lang::arbasm::fragment::OpcodeName(op) << '=' << n;
    std::cout << "\n";
    // Every instruction of both options and of ARB_fragment_program appears in each block.
    for (int op = 0; op < lang::arbasm::fragment::kOpcodeCountWithOptions; ++op)
        EXPECT_GT(opcode_counts[static_cast<Opcode>(op)], 0)
            << lang::arbasm::fragment::OpcodeName(static_cast<Opcode>(op)) << " never generated";
}

INSTANTIATE_TEST_SUITE_P(SeedBlocks, FastExecutorNv, ::testing::Range(0, kNvSeedBlocks));

// The limits of NV_fragment_program2 on the fast path: 65,536 executed instructions end a
// fragment's program (two nested 255-iteration loops), a fifth nested CAL terminates, and
// a loop count past 255 is clamped; fragments take different paths by their texcoord.
TEST(FastExecutorNv, MatchesReferenceAtTheRunTimeLimits) {
    const char* programs[] = {
        "TEMP R0;\nMOV R0, 0;\nREP {255, 0, 0, 0};\nREP {255, 0, 0, 0};\n"
        "ADD R0.x, R0.x, 1;\nMOV result.color, R0;\nENDREP;\nENDREP;\nMOV result.color, -1;\n",
        "TEMP R0, R1;\nsub:\nADD R0.x, R0.x, 1;\nMOV result.color, R0;\nMOVC R1, fragment.texcoord[0];\n"
        "CAL sub (GT.x);\nRET;\nmain:\nMOV R0, 0;\nCAL sub;\nMOV result.color.y, 100;\n",
        "TEMP R0, R1;\nMOV R0, 0;\nMULC R1, fragment.texcoord[0], 400;\nREP {255, 0, 0, 0};\n"
        "ADD R0.x, R0.x, 1;\nSUBC R1.y, R1.y, 1;\nBRK (LT.y);\nENDREP;\nDDX R0.z, R0.x;\n"
        "DDY R0.w, R0.x;\nMOV result.color, R0;\n",
    };
    for (const char* body : programs) {
        const std::string text = std::string("!!ARBfp1.0\nOPTION NV_fragment_program2;\n") + body + "END\n";
        const auto read = lang::arbfp::ReadProgram(text, lang::arbasm::fragment::Limits::Default().WithNvOptions());
        ASSERT_TRUE(read.program.has_value()) << read.error_string << text;
        for (std::uint32_t seed = 0; seed < 3; ++seed) ASSERT_EQ(Check(*read.program, seed, 4), "") << text;
    }
}

TEST(FastExecutor, MatchesReferenceOnPiglitPrograms) {
    const auto root = FindPiglitRoot();
    if (!root) TESSERA_SKIP_OR_FAIL_IN_CI("piglit not found: " + PiglitSearchDescription());
    int checked = 0;
    for (const PiglitProgram& file : LoadArbfpAsmParserTests(*root)) {
        if (file.expect_fail) continue;
        const std::optional<Program> program = Read(file.text);
        if (!program) continue;
        for (std::uint32_t seed = 0; seed < 6; ++seed)
            ASSERT_EQ(Check(*program, seed * 7919u + 1), "") << file.name;
        ++checked;
    }
    std::cout << "[ fast_exec ] " << checked << " piglit programs\n";
    EXPECT_GE(checked, 15);
}

// The variants every test here iterates, printed so that a run shows which kernels it
// checked (under qemu-aarch64 they follow the emulated SVE vector length:
// scripts/cross-aarch64). Highway's own choice is among them, and each has a name.
TEST(FastExecutor, RunsEveryVariantThisCpuOffers) {
    const std::vector<Isa> isas = Isas();
    ASSERT_FALSE(isas.empty());
    EXPECT_NE(std::find(isas.begin(), isas.end(), rt::exec::fast::BestIsa()), isas.end());
    std::cout << "[ fast_exec ] kernel variants:";
    for (Isa isa : isas) {
        EXPECT_STRNE(rt::exec::fast::IsaName(isa), "unknown");
        std::cout << ' ' << rt::exec::fast::IsaName(isa);
    }
    std::cout << "\n";
}

TEST(FastExecutor, MatchesReferenceOnExamples) {
    int checked = 0;
    for (const auto& entry : std::filesystem::directory_iterator(
             std::filesystem::path(TESSERA_SOURCE_DIR) / "examples/arbfp")) {
        if (entry.path().extension() != ".fp") continue;
        std::ifstream in(entry.path());
        std::stringstream text;
        text << in.rdbuf();
        const std::optional<Program> program = Read(text.str());
        ASSERT_TRUE(program.has_value()) << entry.path();
        for (std::uint32_t seed = 0; seed < 20; ++seed)
            ASSERT_EQ(Check(*program, seed), "") << entry.path();
        ++checked;
    }
    EXPECT_GT(checked, 0);
}

// The decoder's special cases: a destination that is also a source (with swizzles that
// read a component after it is written), SWZ's constants and double negations, KIL on
// swizzled negated operands, result.depth, the fog options and _SAT on NaN.
TEST(FastExecutor, MatchesReferenceOnDecoderCornerCases) {
    const char* programs[] = {
        "!!ARBfp1.0\nTEMP r;\nMOV r, fragment.texcoord[0];\nMOV r, r.yxwz;\n"
        "ADD r, r.wzyx, -r;\nMAD r.xz, r.zzxx, r.y, r;\nMOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nSWZ r, fragment.color, -x, 0, -1, -0;\n"
        "SWZ r.yw, r, w, -z, 1, -y;\nMOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMOV r, fragment.texcoord[1];\nKIL -r.wzyx;\nKIL r.x;\n"
        "DP4 result.color, r, r;\nMOV result.depth.z, -r.y;\nEND\n",
        "!!ARBfp1.0\nOPTION ARB_fog_linear;\nTEMP r;\nRCP r, fragment.texcoord[2].w;\n"
        "LG2 r.y, r.x;\nMUL_SAT result.color, r, program.env[0];\nEND\n",
        "!!ARBfp1.0\nOPTION ARB_fog_exp2;\nTEMP r, s;\nTEX r, fragment.texcoord[0], texture[0], "
        "2D;\n"
        "TXP s, r, texture[2], CUBE;\nTXB r, -s.zyxw, texture[4], 3D;\nLIT r, r;\n"
        "XPD s.xyz, r, s;\nDST r, r, s;\nLRP result.color, s, r, program.local[3];\nEND\n",
        "!!ARBfp1.0\nOPTION ARB_fragment_program_shadow;\nTEMP r;\n"
        "TEX r, fragment.texcoord[0], texture[1], SHADOW2D;\nTEX r.y, r, texture[3], SHADOW1D;\n"
        "SCS r.xy, r.y;\nPOW r.z, r.x, -r.y;\nCMP r, -r, r.yzwx, fragment.color;\n"
        "MAX r, r, fragment.texcoord[3];\nMIN r.w, r, -r.x;\nFRC r.x, r.w;\nFLR r.y, -r.x;\n"
        "SGE r.z, r.x, r.y;\nSLT r.w, r.y, r;\nRSQ r.x, r.x;\nEX2 r.y, r.z;\nSIN r.z, r.w;\n"
        "COS r.w, r.x;\nDPH r.x, r, r;\nABS result.color, r;\nEND\n",
    };
    for (const char* text : programs) {
        const std::optional<Program> program = Read(text);
        ASSERT_TRUE(program.has_value()) << text;
        for (std::uint32_t seed = 0; seed < 200; ++seed)
            ASSERT_EQ(Check(*program, seed), "") << text;
    }
}

// Uniform steps (fast_program.h: HoistUniformSteps) run once per executor: chains of them,
// every kind of operation, negation and _SAT, a temporary read before it is written, a
// uniform value partly overwritten by a varying one and the other way round, results that
// are partly uniform, result.depth, and uniform operands of TEX and KIL (which stay per
// fragment). Parameters are random, NaN and infinities included (Check).
TEST(FastExecutor, MatchesReferenceOnUniformSteps) {
    const char* programs[] = {
        "!!ARBfp1.0\nCOS result.color, 3.14159.x;\nEND\n",
        "!!ARBfp1.0\nPARAM p = program.env[0];\nTEMP a, b;\nDP4 a.x, p, p;\nRSQ a.y, a.x;\n"
        "MUL_SAT b, p, -a.y;\nSWZ b.w, p, -x, 0, 1, -0;\nMAD result.color, fragment.color, b, "
        "a.yyyy;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMOV r, program.local[1];\nMOV r.y, fragment.texcoord[0].x;\n"
        "ADD result.color, r, r.wzyx;\nEND\n",
        "!!ARBfp1.0\nTEMP u, z;\nADD u, z, program.env[2];\nEX2 u.w, -u.x;\nLG2 u.z, u.y;\n"
        "MUL result.color, u, fragment.color;\nEND\n",
        "!!ARBfp1.0\nMOV result.color.xz, program.env[1];\nMOV result.color.yw, fragment.color;\n"
        "MOV_SAT result.depth.z, program.env[3].w;\nEND\n",
        "!!ARBfp1.0\nTEMP c;\nMUL c, program.env[0], 0.5;\nTEX c, c, texture[0], 2D;\n"
        "KIL -program.env[1];\nTXP result.color, program.env[2], texture[1], 3D;\n"
        "ADD result.color.w, c, 0.25;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMOV r, program.env[0];\nADD r, r, 1;\nLIT r, r;\nSCS r.xy, r.z;\n"
        "POW r.w, r.y, program.env[1].x;\nMOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nTEMP r, s;\nMOV r, fragment.color;\nMOV r.xy, program.env[0];\n"
        "XPD s.xyz, r, program.env[1];\nDST s, program.env[2], s;\nLRP r, program.env[3], s, r;\n"
        "CMP r, -s, r, program.env[0].wzyx;\nMUL result.color, r, fragment.texcoord[0];\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMOV r, fragment.color;\nMOV r, program.env[0];\nSIN r.x, r.y;\n"
        "FRC r.y, r;\nFLR r.z, -r;\nSGE r.w, r.x, r.y;\nMAX r, r, -r.wzyx;\nMIN r.x, r, r.w;\n"
        "SLT r.y, r.x, r;\nRCP r.z, r.y;\nDPH r.w, r, program.env[1];\nABS result.color, r;\n"
        "END\n",
    };
    for (const char* text : programs) {
        const std::optional<Program> program = Read(text);
        ASSERT_TRUE(program.has_value()) << text;
        for (std::uint32_t seed = 0; seed < 200; ++seed)
            ASSERT_EQ(Check(*program, seed), "") << text;
    }
}

// What the decoder hoists, worked out by hand: COS of a literal is one prologue step, and
// result.color is read from the prologue's slot (no step per block); in the second program
// the first MOV is dead (overwritten), the second reads only a parameter (prologue), and
// the ADD reads an attribute (per block); in the last program every step depends on the
// texture coordinate, and the MOVs copy rows unchanged that no later step writes: the first
// is not run (LIT reads the coordinate's rows in place) and result.color is read from r's
// slot (copy propagation).
TEST(FastExecutor, HoistsExactlyTheUniformSteps) {
    struct Case {
        const char* text;
        std::size_t prologue, per_block;
    };
    const Case cases[] = {
        {"!!ARBfp1.0\nCOS result.color, 3.14159.x;\nEND\n", 1, 0},
        {"!!ARBfp1.0\nTEMP r;\nMOV r, fragment.color;\nMOV r, program.env[0];\n"
         "ADD result.color, r, fragment.texcoord[0];\nEND\n",
         1, 1},
        {"!!ARBfp1.0\nTEMP r;\nMOV r, fragment.texcoord[0];\nMUL r.w, r.x, 40;\nLIT r, r;\n"
         "MOV result.color, r;\nEND\n",
         0, 2},
    };
    for (const Case& c : cases) {
        const std::optional<Program> program = Read(c.text);
        ASSERT_TRUE(program.has_value()) << c.text;
        const rt::exec::fast::FastProgram fast(*program);
        EXPECT_EQ(fast.Prologue().size(), c.prologue) << c.text;
        EXPECT_EQ(fast.Steps().size(), c.per_block) << c.text;
    }
    const std::optional<Program> cosine = Read(cases[0].text);
    const rt::exec::fast::FastProgram fast(*cosine);
    ASSERT_EQ(fast.Prologue().size(), 1u);
    EXPECT_EQ(fast.Prologue()[0].opcode, Opcode::kCOS);
    for (std::uint32_t c = 0; c < 4; ++c)  // result.color read from the prologue's rows
        EXPECT_EQ(fast.ColorRows()[c], std::int64_t{fast.Prologue()[0].dst + c * rt::exec::fast::kRowFloats});
}

// A program and the number of steps its FastProgram runs per block (none in a prologue).
struct StepCount {
    const char* text;
    std::size_t per_block;
};

// Each program's per-block step count, and its agreement with the reference on 50 seeds.
void ExpectStepCounts(std::span<const StepCount> cases) {
    for (const StepCount& c : cases) {
        const std::optional<Program> program = Read(c.text);
        ASSERT_TRUE(program.has_value()) << c.text;
        const rt::exec::fast::FastProgram fast(*program);
        EXPECT_EQ(fast.Prologue().size(), 0u) << c.text;
        EXPECT_EQ(fast.Steps().size(), c.per_block) << c.text;
        for (std::uint32_t seed = 0; seed < 50; ++seed)
            ASSERT_EQ(Check(*program, seed), "") << c.text;
    }
}

// Copy propagation (fast_program.h: HoistUniformSteps), worked out by hand: a MOV is
// dropped only when it copies without negation or _SAT and no later step writes the rows it
// copies (its own destination included). Each program also runs against the reference.
TEST(FastExecutor, PropagatesOnlyCopiesWhoseSourceStaysUnchanged) {
    const StepCount cases[] = {
        // Copied twice, then read with a swizzle: both MOVs go; the ADD reads the color.
        {"!!ARBfp1.0\nTEMP a, b;\nMOV a, fragment.color;\nMOV b, a.yxzw;\n"
         "ADD result.color, b.wzyx, 1;\nEND\n",
         1},
        // The source is written after the copy: the MOV stays (b must keep the old a).
        {"!!ARBfp1.0\nTEMP a, b;\nMUL a, fragment.color, 2;\nMOV b, a;\nADD a, a, 1;\n"
         "MUL result.color, a, b;\nEND\n",
         4},
        // A swizzle within one register writes its own source: the MOV stays.
        {"!!ARBfp1.0\nTEMP a;\nMUL a, fragment.color, 2;\nMOV a, a.yxwz;\n"
         "ADD result.color, a, 1;\nEND\n",
         3},
        // Negation and _SAT change the value: both MOVs stay.
        {"!!ARBfp1.0\nTEMP a, b;\nMOV a, -fragment.color;\nMOV_SAT b, fragment.texcoord[0];\n"
         "ADD result.color, a, b;\nEND\n",
         3},
        // Copied into result.color, in order or not, repeating a component or selecting a
        // constant (SWZ's 1 is a constant row): the resolve reads each color row where it
        // lies, no step at all.
        {"!!ARBfp1.0\nTEMP a;\nMOV a, fragment.texcoord[1].wzyx;\nMOV result.color, a;\nEND\n",
         0},
        {"!!ARBfp1.0\nTEMP a;\nMOV a, fragment.texcoord[1];\nMOV result.color, a;\nEND\n",
         0},
        {"!!ARBfp1.0\nMOV result.color, fragment.color.xxzx;\nEND\n", 0},
        {"!!ARBfp1.0\nSWZ result.color, fragment.color, 1, x, y, z;\nEND\n", 0},
        // Only in part: the unwritten w is read at home (zero). Partly negated: the negating
        // MOV is the one step left; the other three rows are the attribute's.
        {"!!ARBfp1.0\nMOV result.color.xyz, fragment.color;\nEND\n", 0},
        {"!!ARBfp1.0\nMOV result.color.xyz, fragment.color;\nMOV result.color.w, "
         "-fragment.color;\nEND\n",
         1},
        {"!!ARBfp1.0\nSWZ result.color, fragment.color, 1, -x, y, z;\nEND\n", 1},
        // Partly copied, partly computed, and a copy read by TEX and KIL.
        {"!!ARBfp1.0\nTEMP a;\nMOV a, fragment.texcoord[0];\nMUL a.z, a.x, 3;\n"
         "KIL a;\nTEX result.color, a, texture[0], 2D;\nEND\n",
         3},
    };
    ExpectStepCounts(cases);
}

TEST(FastExecutor, TextureInstructionsReadOnlyTheCoordinatesTheSamplerUses) {
    // The sampler reads s (and t, beyond 1D), r (the depth reference of a comparing texture,
    // on any target), and q only for TXB's bias and TXP's divisor: a step that computes only
    // a component no texture instruction reads is dead.
    const StepCount cases[] = {
        // q of TEX: the ADD goes; of TXP and TXB: it stays.
        {"!!ARBfp1.0\nTEMP c;\nMUL c.xyz, fragment.texcoord[0], 2;\n"
         "ADD c.w, fragment.texcoord[0].x, 1;\nTEX result.color, c, texture[0], 2D;\nEND\n",
         2},
        {"!!ARBfp1.0\nTEMP c;\nMUL c.xyz, fragment.texcoord[0], 2;\n"
         "ADD c.w, fragment.texcoord[0].x, 1;\nTXP result.color, c, texture[0], 2D;\nEND\n",
         3},
        {"!!ARBfp1.0\nTEMP c;\nMUL c.xyz, fragment.texcoord[0], 2;\n"
         "ADD c.w, fragment.texcoord[0].x, 1;\nTXB result.color, c, texture[0], 2D;\nEND\n",
         3},
        // t of a 1D target goes; r of a 2D one stays (a depth texture may compare with it).
        {"!!ARBfp1.0\nTEMP c;\nMUL c.xz, fragment.texcoord[0], 2;\n"
         "ADD c.y, fragment.texcoord[0].x, 1;\nTEX result.color, c, texture[0], 1D;\nEND\n",
         2},
        {"!!ARBfp1.0\nTEMP c;\nMUL c.xy, fragment.texcoord[0], 2;\n"
         "ADD c.z, fragment.texcoord[0].x, 1;\nTEX result.color, c, texture[0], 2D;\nEND\n",
         3},
    };
    ExpectStepCounts(cases);
}

// Each KIL runs right after the last step writing a row its operand reads (fast_program.h:
// MoveKillsEarly), the order worked out by hand for each program; each program also runs
// against the reference on 50 seeds (Check: the same kills and the same results of the
// fragments left, with the lookups after a moved KIL skipping the quads it killed).
TEST(FastExecutor, MovesEachKillJustAfterWhatItReads) {
    struct Case {
        const char* text;
        std::vector<Opcode> order;
    };
    using O = Opcode;
    const Case cases[] = {
        // An attribute's KIL at the end goes first; the ALU and the lookup follow in order.
        {"!!ARBfp1.0\nTEMP t, u;\nPOW t.x, fragment.texcoord.x, fragment.color.y;\n"
         "TEX u, fragment.texcoord, texture[0], 2D;\nMUL t, t.x, u;\n"
         "KIL fragment.texcoord.wzyx;\nMOV result.color, t;\nEND\n",
         {O::kKIL, O::kPOW, O::kTEX, O::kMUL}},
        // KIL of a computed value: after the SUB it reads, before the lookup; the second KIL
        // reads the lookup and stays after it; the third reads a parameter (the prologue's
        // rows or the parameter's own: no step writes them) and passes both KILs to the top.
        {"!!ARBfp1.0\nTEMP k, u;\nSUB k, fragment.texcoord, 0.25;\n"
         "TEX u, fragment.texcoord, texture[1], 2D;\nKIL k;\nKIL u;\n"
         "KIL program.env[0];\nADD result.color, u, k;\nEND\n",
         {O::kKIL, O::kSUB, O::kKIL, O::kTEX, O::kKIL, O::kADD}},
        // A KIL reading a register written twice stays after the second write; a write
        // between them of a component it does not read (a.y) does not hold it back.
        {"!!ARBfp1.0\nTEMP a;\nMUL a, fragment.color, 2;\nMUL a.x, a.y, 3;\n"
         "ADD a.y, a.z, 1;\nKIL a.xxzw;\nADD result.color, a, 1;\nEND\n",
         {O::kMUL, O::kMUL, O::kKIL, O::kADD, O::kADD}},
    };
    for (const Case& c : cases) {
        const std::optional<Program> program = Read(c.text);
        ASSERT_TRUE(program.has_value()) << c.text;
        const rt::exec::fast::FastProgram fast(*program);
        std::vector<Opcode> order;
        for (const rt::exec::fast::Step& step : fast.Steps()) order.push_back(step.opcode);
        EXPECT_EQ(order, c.order) << c.text;
        for (std::uint32_t seed = 0; seed < 50; ++seed)
            ASSERT_EQ(Check(*program, seed), "") << c.text;
    }
}

}  // namespace
}  // namespace tessera::testing::fast_exec
