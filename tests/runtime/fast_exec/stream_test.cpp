// SPDX-License-Identifier: MIT
// The instruction stream (runtime/fast_exec/fast_stream.h) against the reference interpreter,
// on the cases its decoder specialises, with every bit compared (NaN payloads and signs too,
// which tests/runtime/fast_exec's other tests let any NaN match):
//   - negated sources in every operand position of the per-component, dot-product and
//     scalar-result ops, applied as the rows are loaded (a sign flip: -0 becomes +0, a NaN
//     keeps its payload and changes sign, as the reference's `-x` does);
//   - a negated source that is also the destination;
//   - saturation of NaN (to 0, alu.h's Saturate), of -0 and of infinities;
//   - components written through scratch because a later component of the same step reads
//     the destination (`MOV r, r.yxzw`, `ADD r.xy, r.yxzw, r`), and in-place writes that
//     need no scratch (a component reading its own destination row);
//   - KIL between other steps, narrowing the quads that are sampled, and the early exit
//     once every fragment of the block is killed;
//   - LIT as an op of its own (x <= 0, -0, denormal and NaN x; y below 0; w at and beyond
//     the clamps; negated, saturated, masked, written over its source);
//   - the transcendentals after KILs that leave chunks of 16 lanes partly and wholly dead
//     (those chunks are skipped: the live fragments' results must not change).
// Temporaries start as negated copies of the attributes (MOV r, -fragment.color): a plain
// MOV would be propagated (fast_program.h), and the steps after it would read the
// attribute's rows instead of their own destination's.
// The inputs are chosen, not random, so that no operation sees two different NaNs: which
// of two NaN operands an operation returns is not fixed by IEEE 754 (6.2.3: one of them)
// and did differ here between the scalar reference and a vector instruction whose operands
// the compiler commuted (MAD r, r, -r, r, on a NaN r: ffc01234 against 7fc01234).
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <sstream>

#include "lang/arbfp/reader/reader.h"
#include "random_inputs.h"
#include "runtime/fast_exec/fast_executor.h"

namespace tessera::testing::fast_exec {
namespace {

namespace rt = runtime;
using lang::arbasm::fragment::Program;

constexpr float kInf = std::numeric_limits<float>::infinity();

// A quiet NaN with the sign bit and a payload: negation must give 0x7fc01234.
float SignedNaN() { return std::bit_cast<float>(0xffc01234u); }

// Values without a NaN: zeros of both signs, denormals, infinities, fractions around the
// 0.5 and 1 of FRC, FLR, SGE and _SAT.
constexpr float kValues[] = {-0.0f, 0.0f, 1e-40f, -1e-40f, 0.5f, -2.5f, 1.0f, 3.25f,
                             -1.0f, 0.75f, 7.0f, -0.25f, kInf, -kInf};
constexpr int kValueCount = sizeof(kValues) / sizeof(kValues[0]);

// 21 quads (one full block and one of 5): fragment.color has the signed NaN in one
// component of most fragments and finite values from kValues elsewhere (infinities only in
// the others, so that no inf * 0 meets the NaN in a sum); texcoord[0] and [2] are
// finite values from kValues; texcoord[1] decides KIL -fragment.texcoord[1] (which kills
// where a component is > 0): every fragment of quads 0, 3, 6... is killed, one fragment of
// quads 1, 4, 7..., none of quads 2, 5, 8...; its z is -1 everywhere, so KIL
// fragment.texcoord[1].z kills every fragment.
std::vector<QuadInputs> ChosenQuads() {
    std::vector<QuadInputs> quads(21);
    int k = 0;
    for (std::size_t q = 0; q < quads.size(); ++q) {
        for (int i = 0; i < rt::exec::kQuadSize; ++i, ++k) {
            rt::exec::FragmentAttributes& f = quads[q].fragments[i];
            const bool has_nan = k % 5 != 4;
            for (int c = 0; c < 4; ++c) {
                const int choices = has_nan ? kValueCount - 2 : kValueCount;
                f.color_primary[c] = kValues[(k * 5 + c * 3) % choices];
                f.texcoord[0][c] = kValues[(k * 7 + c) % (kValueCount - 2)];  // no infinities
                f.texcoord[2][c] = kValues[(k * 3 + c * 5 + 1) % (kValueCount - 2)];
            }
            if (has_nan) f.color_primary[k % 4] = SignedNaN();
            const bool killed = q % 3 == 0 || (q % 3 == 1 && i == 2);
            f.texcoord[1] = {-0.0f, killed ? 2.0f : -1.0f, -1.0f, k % 2 ? -1e-40f : 0.0f};
            f.position = {static_cast<float>(q), static_cast<float>(i), 0.5f, 1.0f};
            quads[q].covered[i] = true;
        }
    }
    return quads;
}

std::uint32_t Bits(float value) { return std::bit_cast<std::uint32_t>(value); }

// "" when the fragment's kill flags agree and, unless killed, its raw color, color and
// depth have the same bits; else the first difference.
std::string CompareBits(const QuadResults& expected, const QuadResults& got,
                        const std::array<Vec4, rt::exec::kQuadSize>& expected_raw,
                        const std::array<Vec4, rt::exec::kQuadSize>& got_raw) {
    std::ostringstream out;
    out << std::hex;
    for (int i = 0; i < rt::exec::kQuadSize; ++i) {
        if (expected.killed[i] != got.killed[i]) {
            out << "fragment " << i << " killed: " << expected.killed[i] << " vs " << got.killed[i];
            return out.str();
        }
        if (expected.killed[i]) continue;
        for (int c = 0; c < 4; ++c) {
            if (Bits(expected_raw[i][c]) != Bits(got_raw[i][c]) ||
                Bits(expected.color[i][c]) != Bits(got.color[i][c])) {
                out << "fragment " << i << " color[" << c << "]: raw " << Bits(expected_raw[i][c])
                    << " vs " << Bits(got_raw[i][c]) << ", clamped " << Bits(expected.color[i][c])
                    << " vs " << Bits(got.color[i][c]);
                return out.str();
            }
        }
        if (Bits(expected.depth[i]) != Bits(got.depth[i])) {
            out << "fragment " << i << " depth " << Bits(expected.depth[i]) << " vs "
                << Bits(got.depth[i]);
            return out.str();
        }
    }
    return "";
}

// Runs `text` on ChosenQuads through the reference and every kernel variant's stream; ""
// when every bit agrees. `killed_fragments` receives how many the reference killed.
std::string CheckBits(const char* text, int* killed_fragments = nullptr) {
    const std::optional<Program> program = lang::arbfp::ReadProgram(text).program;
    if (!program) return "does not read";
    std::mt19937 random(1);
    rt::exec::DrawInputs draw;
    draw.program = &*program;
    draw.parameters = ResolveParameters(*program, random, false);  // constants as written
    const auto textures = MakeTextureUnits(7);
    draw.textures = textures.get();
    const std::vector<QuadInputs> quads = ChosenQuads();
    using RawColors = std::array<Vec4, rt::exec::kQuadSize>;
    std::vector<QuadResults> expected(quads.size()), got(quads.size());
    std::vector<RawColors> expected_raw(quads.size()), got_raw(quads.size());
    int killed = 0;
    for (std::size_t q = 0; q < quads.size(); ++q) {
        rt::exec::RunQuadReference(draw, quads[q], expected[q], &expected_raw[q]);
        for (bool k : expected[q].killed) killed += k ? 1 : 0;
    }
    if (killed_fragments != nullptr) *killed_fragments = killed;
    const rt::exec::fast::FastProgram fast(*program);
    for (rt::exec::fast::Isa isa : rt::exec::fast::RunnableIsas()) {
        rt::exec::fast::BlockExecutor executor(fast, draw, isa);
        executor.Shade(&quads[0], &got[0], 16, &got_raw[0]);
        executor.Shade(&quads[16], &got[16], 5, &got_raw[16]);
        for (std::size_t q = 0; q < quads.size(); ++q) {
            const std::string difference =
                CompareBits(expected[q], got[q], expected_raw[q], got_raw[q]);
            if (!difference.empty())
                return std::string(rt::exec::fast::IsaName(isa)) + ", quad " +
                       std::to_string(q) + ": " + difference;
        }
    }
    return "";
}

TEST(FastStream, NegatesEveryOperandPositionOnLoad) {
    const char* programs[] = {
        // Per-component ops of one, two and three sources, each source negated alone and all
        // together.
        "!!ARBfp1.0\nMOV result.color, -fragment.color;\nEND\n",
        "!!ARBfp1.0\nABS result.color, -fragment.color.wzyx;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nFLR r, -fragment.color;\nFRC r.xz, -fragment.texcoord[0];\n"
        "MOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nADD r, -fragment.color, fragment.texcoord[0];\n"
        "SUB r.yw, fragment.texcoord[2], -fragment.color;\nMOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMUL r, -fragment.color, -fragment.texcoord[0].yxwz;\n"
        "MAX r.xy, -fragment.texcoord[2], r;\nMIN r.zw, r, -fragment.color;\n"
        "MOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nSGE r, -fragment.color, -fragment.texcoord[0];\n"
        "SLT r.xz, fragment.texcoord[2], -fragment.texcoord[0];\nMOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nMAD result.color, -fragment.color, fragment.texcoord[0], "
        "fragment.texcoord[2];\nEND\n",
        "!!ARBfp1.0\nMAD result.color, fragment.texcoord[0], -fragment.color, "
        "fragment.texcoord[2];\nEND\n",
        "!!ARBfp1.0\nMAD result.color, fragment.texcoord[2], fragment.texcoord[0], "
        "-fragment.color;\nEND\n",
        "!!ARBfp1.0\nLRP result.color, -fragment.color, -fragment.texcoord[0], "
        "-fragment.texcoord[2];\nEND\n",
        "!!ARBfp1.0\nCMP result.color, -fragment.texcoord[0], -fragment.color, "
        "-fragment.texcoord[2];\nEND\n",
        // Dot products: negated components of either source, a swizzle that negates one
        // component twice.
        "!!ARBfp1.0\nTEMP r;\nDP4 r.x, -fragment.color, fragment.texcoord[0];\n"
        "DP3 r.yw, fragment.texcoord[2], -fragment.color.zxyw;\n"
        "DPH r.z, -fragment.texcoord[0], -fragment.color;\nMOV result.color, r;\nEND\n",
        // The scalar-result instructions: a negated x, saturated, written over the register
        // they read, replicated.
        "!!ARBfp1.0\nTEMP r;\nMOV r, -fragment.texcoord[0];\nRCP_SAT r.xy, -r.y;\n"
        "POW r.zw, -r.x, r.z;\nEX2 r.x, -r.w;\nMOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nLG2 r.y, -fragment.color.w;\nRSQ r.zw, -fragment.color.x;\n"
        "SIN r.x, -fragment.texcoord[0].y;\nCOS_SAT r.w, -fragment.color.z;\n"
        "MOV result.color, r;\nEND\n",
        // A negated source that is also the destination (here and in the dot product).
        // (One step each: a NaN must not meet itself negated, see the top of the file.)
        "!!ARBfp1.0\nTEMP r;\nMOV r, -fragment.color;\nADD r, -r, r.yzwx;\n"
        "MOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMOV r, -fragment.color;\n"
        "MAD r, -r.wzyx, fragment.texcoord[0], -r;\nMOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMOV r, -fragment.color;\nDP4 r.yz, -r, fragment.texcoord[2];\n"
        "MOV result.color, r;\nEND\n",
    };
    for (const char* text : programs) EXPECT_EQ(CheckBits(text), "") << text;
}

TEST(FastStream, SaturatesNaNZerosAndInfinities) {
    const char* programs[] = {
        "!!ARBfp1.0\nTEMP r;\nMOV_SAT r, fragment.color;\nMOV result.color, -r;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nADD_SAT r, -fragment.color, fragment.texcoord[0];\n"
        "MOV result.color, -r;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMAD_SAT r, fragment.color, fragment.texcoord[0], -0.5;\n"
        "DP3_SAT r.yw, -fragment.color, fragment.texcoord[2];\nMOV result.color, -r;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMOV r, -fragment.color;\nMUL_SAT r, r.yxzw, -r;\n"
        "MOV result.color, -r;\nEND\n",
    };
    for (const char* text : programs) EXPECT_EQ(CheckBits(text), "") << text;
}

TEST(FastStream, ComponentsReadTheDestinationAsItWasBeforeTheStep) {
    const char* programs[] = {
        "!!ARBfp1.0\nTEMP r;\nMOV r, -fragment.color;\nMOV r, r.yxzw;\nMOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMOV r, -fragment.texcoord[2];\nADD r.xy, r.yxzw, r;\n"
        "MOV result.color, r;\nEND\n",
        // Each component reads only its own row: written in place.
        "!!ARBfp1.0\nTEMP r;\nMOV r, -fragment.color;\nMAD r, r, -fragment.texcoord[0], r;\n"
        "MOV result.color, r;\nEND\n",
        // A cycle through three components, negated, saturated; then a dot product written
        // into rows it reads.
        "!!ARBfp1.0\nTEMP r;\nMOV r, -fragment.texcoord[0];\nSUB_SAT r.xyz, -r.zxyw, r.yzxw;\n"
        "DPH r.xw, r.wzyx, r;\nMOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMOV r, -fragment.color;\nCMP r.yzw, -r.xxyz, r.wxyz, -r;\n"
        "MOV result.color, r;\nEND\n",
    };
    for (const char* text : programs) EXPECT_EQ(CheckBits(text), "") << text;
}

TEST(FastStream, KillsBetweenStepsAndStopsWhenEveryFragmentIsKilled) {
    // ChosenQuads: quads 0, 3, ..., 18 killed whole (7 quads, 28 fragments), one fragment of
    // each of quads 1, 4, ..., 19 (7).
    int killed = 0;
    EXPECT_EQ(CheckBits("!!ARBfp1.0\nTEMP r;\nMUL r, fragment.texcoord[0], -fragment.color;\n"
                        "KIL -fragment.texcoord[1];\nTEX r.yw, -r.zxyw, texture[0], 2D;\n"
                        "ADD_SAT r.xz, r, -fragment.color;\nKIL r.w;\n"
                        "MOV result.color, r;\nEND\n",
                        &killed),
              "");
    EXPECT_GE(killed, 28 + 7);
    EXPECT_EQ(CheckBits("!!ARBfp1.0\nTEMP r;\nMOV r, -fragment.color;\n"
                        "KIL fragment.texcoord[1].z;\nTEX r, r, texture[0], 2D;\n"
                        "MOV result.color, -r;\nEND\n",
                        &killed),
              "");
    EXPECT_EQ(killed, 21 * 4);
}

TEST(FastStream, LitMatchesTheReferenceAtItsEdges) {
    // texcoord[0] and [2]: -0, +0, 1e-40, negatives and positives (kValues); times 128 in w,
    // they give w = +-128 (the clamp is the float just below 128), 96, -320, 896... so
    // POW overflows to inf and underflows to subnormals. fragment.color has NaNs and
    // infinities in every component position.
    const char* programs[] = {
        "!!ARBfp1.0\nTEMP r;\nMUL r, fragment.texcoord[0], {1, 1, 1, 128};\nLIT r, r;\n"
        "MOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMUL r, fragment.texcoord[2].yxzw, {1, 1, 1, 128};\n"
        "LIT_SAT r.yz, -r;\nMOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nLIT result.color, fragment.color;\nEND\n",
        "!!ARBfp1.0\nLIT result.color, -fragment.color.wzyx;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMOV r, 0.5;\nLIT r.xzw, fragment.texcoord[0].wyzx;\n"
        "MOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMOV r, 0.5;\nLIT_SAT r.xw, -fragment.color;\n"
        "MOV result.color, r;\nEND\n",
    };
    for (const char* text : programs) EXPECT_EQ(CheckBits(text), "") << text;
}

TEST(FastStream, TranscendentalsSkipDeadChunksWithoutChangingLiveFragments) {
    // The first KIL kills quads 0 to 7 (fragment.position.x is the quad's index): the
    // first two chunks of 16 lanes are dead. The second kills quads 0, 3, ... whole and one
    // fragment of quads 1, 4, ...: the other chunks are partly dead. Padding quads 5 to 15
    // of the second block are dead from the start.
    int killed = 0;
    EXPECT_EQ(CheckBits("!!ARBfp1.0\nTEMP k, r, s;\nADD k, fragment.position.x, -7.5;\nKIL k.x;\n"
                        "KIL -fragment.texcoord[1];\n"
                        "POW r.x, fragment.texcoord[0].x, fragment.texcoord[2].y;\n"
                        "SIN r.y, fragment.texcoord[0].z;\nCOS_SAT r.z, -fragment.texcoord[2].w;\n"
                        "EX2 r.w, fragment.texcoord[2].x;\nLG2 s.x, fragment.texcoord[0].w;\n"
                        "SCS s.yz, fragment.texcoord[2].z;\nADD r, r, s;\n"
                        "MUL s, fragment.texcoord[2], {1, 1, 1, 128};\nLIT s, s;\n"
                        "MAD result.color, r, 0.5, s;\nEND\n",
                        &killed),
              "");
    // Quads 0 to 7 (32 fragments), 9, 12, 15 and 18 (16) whole; one fragment of 10, 13, 16
    // and 19 (4).
    EXPECT_EQ(killed, 32 + 16 + 4);
}

}  // namespace
}  // namespace tessera::testing::fast_exec
