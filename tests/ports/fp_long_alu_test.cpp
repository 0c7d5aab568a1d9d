// SPDX-License-Identifier: MIT
// Port of piglit's fp-long-alu: very long chains of dependent ALU instructions run to the
// end and give the exact answer, for lengths from 1 up to thousands of instructions.
//
// Each instruction of our chain reads the previous one's result through a rotating
// swizzle and adds a constant:
//
//   MOV r, 0;
//   ADD r, r.yzwx, {a, b, 0, 0};      repeated N times, the last one into result.color
//
// so an interpreter that drops, reorders or mis-swizzles a single step gives a different
// answer. The answer in closed form: r.yzwx moves y to x, z to y, w to z and x to w, so an
// amount added to x is, k steps later, in x, w, z, y for k mod 4 = 0, 1, 2, 3, and an
// amount added to y is in y, x, w, z. The step i of N (0-based) is followed by k = N-1-i
// more steps, and k takes every value 0 .. N-1 once; the number of those with
// k mod 4 = m is count(m) = (N - m + 3) / 4 (integer division). Hence
//
//   x = a count(0) + b count(1)      y = a count(3) + b count(0)
//   z = a count(2) + b count(3)      w = a count(1) + b count(2)
//
// With a = 2^-13 and b = 2^-14 every partial sum is a multiple of 2^-14, and below 1 for
// the longest chain (count(m) <= 4096 for N <= 16384, so a component is at most
// 4096 (a + b) = 0.75): exact in single precision, so the float framebuffer must match to
// the bit. piglit stops at 16384 instructions, or at the native ALU limit; so do we (the
// one covered quad keeps that cheap). The resource counts of the chain are checked by hand too, and
// the minimum profile's ALU limit (48) is shown to be enforced at exactly that boundary.
#include <string>
#include <vector>

#include "fp_port_helpers.h"

namespace tessera::ports {
namespace {

constexpr float kA = 1.0f / 8192;   // 2^-13
constexpr float kB = 1.0f / 16384;  // 2^-14

std::string ChainProgram(int n) {
    std::string text = "!!ARBfp1.0\nTEMP r;\nMOV r, 0;\n";
    text.reserve(text.size() + static_cast<std::size_t>(n) * 48);
    for (int i = 0; i < n; ++i) {
        text += i == n - 1 ? "ADD result.color" : "ADD r";
        text += ", r.yzwx, {0.0001220703125, 0.00006103515625, 0, 0};\n";
    }
    return text + "END\n";
}

Vec4 ChainResult(int n) {
    auto count = [n](int m) { return static_cast<float>((n - m + 3) / 4); };
    return {kA * count(0) + kB * count(1), kA * count(3) + kB * count(0),
            kA * count(2) + kB * count(3), kA * count(1) + kB * count(2)};
}

/// 1 .. 8, then roughly doubling (not powers of two, so no length is special), up to
/// min(16384, limit).
std::vector<int> ChainLengths(int limit) {
    std::vector<int> lengths;
    for (int n = 1; n <= 16384 && n <= limit; n = n < 8 ? n + 1 : 2 * n + 3) lengths.push_back(n);
    return lengths;
}

TEST(FpLongAlu, ClosedFormMatchesAShortChainByHand) {
    // N = 5: steps 0..4 add (a, b) to (x, y) and are followed by 4, 3, 2, 1, 0 more
    // rotations. a lands in x, y, z, w, x and b in y, z, w, x, y:
    // x = 2a + b, y = a + 2b, z = a + b, w = a + b.
    EXPECT_EQ(ChainResult(5), (Vec4{2 * kA + kB, kA + 2 * kB, kA + kB, kA + kB}));
}

TEST(FpLongAlu, ChainsUpToTheAluLimitGiveTheExactAnswer) {
    Context context(2, 2, lang::arbasm::fragment::Limits::Default(), runtime::raster::ColorFormat::kFloat);
    SetPixelOrtho(context);
    context.Enable(Capability::kFragmentProgram);
    const std::int32_t limit = Query(context, ProgramQuery::kMaxNativeAluInstructions);
    ASSERT_GE(limit, 48);
    // The chain has n + 1 ALU instructions (the MOV too).
    const std::vector<int> lengths = ChainLengths(limit - 1);
    ASSERT_GE(lengths.back(), 5000);
    for (int n : lengths) {
        SCOPED_TRACE("chain of " + std::to_string(n));
        ASSERT_NE(LoadFragmentProgram(context, ChainProgram(n)), 0u);
        ASSERT_EQ(context.DrawRect(0, 0, 2, 2), GlError::kNoError);
        EXPECT_TRUE(RectNear(context, 0, 0, 2, 2, ChainResult(n), 0));
    }
}

TEST(FpLongAlu, ResourceCountsOfAChain) {
    Context context(2, 2);
    ASSERT_NE(LoadFragmentProgram(context, ChainProgram(100)), 0u);
    // 3.11.3.6: 101 ALU instructions (MOV and 100 ADDs), no texture instruction, one
    // texture indirection (every program has one), one temporary, and two parameters: the
    // scalar 0, which is the vector (0, 0, 0, 0), and the one constant all ADDs share.
    EXPECT_EQ(Query(context, ProgramQuery::kInstructions), 101);
    EXPECT_EQ(Query(context, ProgramQuery::kAluInstructions), 101);
    EXPECT_EQ(Query(context, ProgramQuery::kTexInstructions), 0);
    EXPECT_EQ(Query(context, ProgramQuery::kTexIndirections), 1);
    EXPECT_EQ(Query(context, ProgramQuery::kTemporaries), 1);
    EXPECT_EQ(Query(context, ProgramQuery::kParameters), 2);
    EXPECT_EQ(Query(context, ProgramQuery::kAttribs), 0);
    EXPECT_EQ(Query(context, ProgramQuery::kUnderNativeLimits), 1);
}

TEST(FpLongAlu, MinimumProfileEnforcesTheAluLimit) {
    Context context(2, 2, lang::arbasm::fragment::Limits::Minimum());
    EXPECT_EQ(Query(context, ProgramQuery::kMaxAluInstructions), 48);
    // 47 ADDs and the MOV: 48 ALU instructions, at the limit.
    EXPECT_TRUE(TryLoad(context, ChainProgram(47)));
    std::string error;
    const std::string too_long = ChainProgram(48);
    EXPECT_FALSE(TryLoad(context, too_long, &error));
    EXPECT_FALSE(error.empty());
    // A limit is checked once the program is scanned: the position is its length (3.11.1).
    EXPECT_EQ(context.Programs().ErrorPosition(), static_cast<std::int64_t>(too_long.size()));
}

#ifdef TESSERA_HAVE_MESA

TEST(FpLongAluMesa, AgreesOnTheChains) {
    REQUIRE_MESA();
    for (int n : {1, 2, 3, 4, 5, 6, 7, 8, 41, 349, 2813, 11261}) {
        testing::RenderRequest request;
        request.width = request.height = 2;
        request.float_target = true;
        request.program = ChainProgram(n);
        const testing::RenderResult result = MesaRender(request);
        EXPECT_TRUE(MesaPixelNear(result, request, 0, 0, ChainResult(n), 0)) << n;
    }
}

#endif

}  // namespace
}  // namespace tessera::ports
