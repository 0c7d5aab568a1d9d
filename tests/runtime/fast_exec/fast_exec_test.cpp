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

#include <array>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "lang/arbfp/reader/reader.h"
#include "piglit_corpus.h"
#include "random_inputs.h"
#include "runtime/exec/fast_executor.h"
#if TESSERA_HAVE_GENERATOR
#include "program_generator.h"
#include "scene.h"
#endif

namespace tessera::testing::fast_exec {
namespace {

namespace rt = runtime;
using lang::arbfp::Opcode;
using lang::arbfp::Program;
using rt::exec::fast::Isa;

std::vector<Isa> Isas() {
    std::vector<Isa> isas = {Isa::kPortable};
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx2")) isas.push_back(Isa::kAvx2);
#endif
    return isas;
}

const rt::texture::TextureUnits& Textures(std::uint32_t seed) {
    static const std::array<std::shared_ptr<rt::texture::TextureUnits>, 3> sets = {
        MakeTextureUnits(11), MakeTextureUnits(22, 16, 16), MakeTextureUnits(33, 16, 5)};
    return *sets[seed % sets.size()];
}

// Runs `program` on `quad_count` random quads; "" when both executors agree everywhere.
std::string Check(const Program& program, std::uint32_t seed, std::size_t quad_count = 12) {
    std::mt19937 random(seed);
    const bool specials = seed % 3 != 0;
    rt::exec::DrawInputs draw;
    draw.program = &program;
    draw.parameters = ResolveParameters(program, random, specials);
    draw.textures = seed % 17 == 5 ? nullptr : &Textures(seed);
    draw.fog = MakeFog(random);
    const std::vector<QuadInputs> quads = MakeQuads(random, quad_count, specials);

    std::vector<QuadResults> expected(quads.size());
    for (std::size_t q = 0; q < quads.size(); ++q)
        rt::exec::RunQuadReference(draw, quads[q], expected[q]);

    const rt::exec::fast::FastProgram fast(program);
    for (Isa isa : Isas()) {
        rt::exec::fast::BlockExecutor executor(fast, draw, isa);
        std::vector<QuadResults> got(quads.size());
        for (std::size_t first = 0; first < quads.size();) {
            const int n = static_cast<int>(std::min<std::size_t>(
                1 + random() % rt::exec::fast::kBlockQuads, quads.size() - first));
            executor.Shade(&quads[first], &got[first], n);
            first += static_cast<std::size_t>(n);
        }
        for (std::size_t q = 0; q < quads.size(); ++q) {
            const std::string difference = CompareResults(expected[q], got[q]);
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
        std::cout << ' ' << lang::arbfp::OpcodeName(op) << '=' << n;
    std::cout << " (" << opcode_counts.size() << " of " << lang::arbfp::kOpcodeCount << ")\n";
}

TEST(FastExecutor, MatchesReferenceOnGeneratedPrograms) {
    RunGenerated(0, 8000, differential::GeneratorOptions{});
}

TEST(FastExecutor, MatchesReferenceOnLongGeneratedPrograms) {
    differential::GeneratorOptions options;
    options.min_instructions = 20;
    options.max_instructions = 400;
    RunGenerated(100000, 300, options);
}
#endif

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

}  // namespace
}  // namespace tessera::testing::fast_exec
