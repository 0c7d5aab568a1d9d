// SPDX-License-Identifier: MIT
// Port of piglit's fp-indirections2: chains of dependent texture lookups, each sample's
// result the next one's coordinate, run correctly for 1D, 2D and 3D textures up to the
// reported indirection limit; plus the counting rule of ARB_fragment_program 3.11.6.
//
// The texture is our "pointer table": every texel holds the texture coordinates of
// another texel (components (8i + 4)/255 for a texel index i of a 32-texel side; an index
// read back through NEAREST, floor(32 (8i + 4)/255) = i for every i < 32, lands on texel
// i again). Following the chain on the CPU gives each pixel's expected color exactly: the
// last texel's stored value, or, with no lookup at all, the coordinate itself. The table
// is filled from a fixed-seed generator of our own, so runs repeat.
//
// Counting (3.11.6): a program starts with one indirection node; a texture instruction
// starts a new node when its coordinate is a temporary written earlier in the current
// node, or when its result is a temporary that an ALU instruction of the current node
// read or wrote. A chain of s dependent lookups therefore has max(1, s) indirections;
// independent lookups share a node. The minimum profile's limit (4) is enforced exactly.
// Mesa reports 0 indirections (see REFERENCE_FACTS), so only its pixels are compared.
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "fp_port_helpers.h"

namespace tessera::ports {
namespace {

using runtime::texture::BaseFormat;
using runtime::texture::ImageFromRgba8;
using runtime::texture::Target;

constexpr int kSide = 32;

/// The pointer table: per texel, three indices in [0, 32).
struct Table {
    std::vector<std::array<int, 3>> next;  // kSide^3 entries, x fastest
    std::vector<std::uint8_t> rgba;        // the same as 8-bit RGBA, alpha 255

    Table() {
        std::uint32_t state = 0x9e3779b9u;  // xorshift32, fixed seed
        for (int i = 0; i < kSide * kSide * kSide; ++i) {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            const std::array<int, 3> n = {static_cast<int>(state & 31),
                                          static_cast<int>((state >> 5) & 31),
                                          static_cast<int>((state >> 10) & 31)};
            next.push_back(n);
            for (int c : n) rgba.push_back(static_cast<std::uint8_t>(8 * c + 4));
            rgba.push_back(255);
        }
    }

    /// The texel of a `dim`-dimensional texture at (x, y, z) (rows of the larger
    /// textures, so the 1D texture is the first row and the 2D one the first slice).
    const std::array<int, 3>& At(int dim, int x, int y, int z) const {
        if (dim < 3) z = 0;
        if (dim < 2) y = 0;
        return next[static_cast<std::size_t>((z * kSide + y) * kSide + x)];
    }
};

const Table& PointerTable() {
    static const Table table;
    return table;
}

const char* TargetName(int dim) { return dim == 1 ? "1D" : dim == 2 ? "2D" : "3D"; }

/// `samples` dependent lookups from coordinate set 0, or a plain MOV when zero.
std::string ChainProgram(int dim, int samples) {
    std::string text = "!!ARBfp1.0\nTEMP r;\n";
    if (samples == 0) return text + "MOV result.color, fragment.texcoord[0];\nEND\n";
    for (int i = 1; i <= samples; ++i) {
        text += std::string("TEX ") + (i == samples ? "result.color" : "r") + ", " +
                (i == 1 ? "fragment.texcoord[0]" : "r") + ", texture[0], " + TargetName(dim) +
                ";\n";
    }
    return text + "END\n";
}

/// The color of pixel (x, y) after `samples` hops (the rectangle maps pixel x to the
/// centre of texel x, and texture coordinate r is 0).
Vec4 Follow(int dim, int x, int y, int samples) {
    if (samples == 0) return {(x + 0.5f) / kSide, (y + 0.5f) / kSide, 0, 1};
    std::array<int, 3> at = {x, y, 0};
    for (int i = 0; i < samples; ++i) at = PointerTable().At(dim, at[0], at[1], at[2]);
    return {(8 * at[0] + 4) / 255.0f, (8 * at[1] + 4) / 255.0f, (8 * at[2] + 4) / 255.0f, 1};
}

class FpIndirections : public ::testing::Test {
  protected:
    FpIndirections()
        : context_(kSide, kSide, lang::arbasm::fragment::Limits::Default(),
                   runtime::raster::ColorFormat::kFloat) {
        SetPixelOrtho(context_);
        context_.Enable(Capability::kFragmentProgram);
        const std::vector<std::uint8_t>& rgba = PointerTable().rgba;
        const std::size_t row = kSide * 4, slice = row * kSide;
        BindTable(Target::k1D, ImageFromRgba8(kSide, 1, {rgba.data(), row}));
        BindTable(Target::k2D, ImageFromRgba8(kSide, kSide, {rgba.data(), slice}));
        BindTable(Target::k3D, ImageFromRgba8(kSide, kSide, rgba, kSide));
    }

    void BindTable(Target target, runtime::texture::Image image) {
        context_.Textures().Bind(0, target,
                                 MakeNearestTexture(target, BaseFormat::kRgba, std::move(image)));
    }

    Context context_;
};

TEST_F(FpIndirections, DependentChainsUpToTheLimit) {
    const int max_tex = Query(context_, ProgramQuery::kMaxNativeTexInstructions);
    const int max_indirections = Query(context_, ProgramQuery::kMaxNativeTexIndirections);
    // ARB_fragment_program issue 24 and 3.11.3.6: with no separate limit on indirections,
    // the indirection limit equals the texture instruction limit; never above it.
    EXPECT_LE(max_indirections, max_tex);
    const int max_samples = std::min({max_indirections, max_tex, 1024});
    for (int dim = 1; dim <= 3; ++dim) {
        for (int samples = 0;;) {
            SCOPED_TRACE(std::string(TargetName(dim)) + ", " + std::to_string(samples) + " hops");
            ASSERT_NE(LoadFragmentProgram(context_, ChainProgram(dim, samples)), 0u);
            // Short chains on the whole window; long ones on a 32x4 strip, enough pixels
            // to follow 128 different chains.
            const int height = samples <= 8 ? kSide : 4;
            ASSERT_EQ(context_.DrawRectTex(0, 0, kSide, height, 0, 0, 1,
                                           static_cast<float>(height) / kSide),
                      GlError::kNoError);
            EXPECT_EQ(Query(context_, ProgramQuery::kTexIndirections), std::max(1, samples));
            EXPECT_EQ(Query(context_, ProgramQuery::kTexInstructions), samples);
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < kSide; ++x)
                    ASSERT_TRUE(PixelNear(context_, x, y, Follow(dim, x, y, samples), 1e-6f));
            if (samples >= max_samples) break;
            samples = samples < 8 ? samples + 1 : std::min(2 * samples, max_samples);
        }
    }
}

struct CountCase {
    const char* what;
    const char* body;  // between the header and END
    int instructions, alu, tex, indirections;
};

// Counted by hand with the rule of 3.11.6 (see the file comment).
const CountCase kCountCases[] = {
    {"no texture instruction still has one node", "MOV result.color, fragment.color;\n", 1, 1, 0,
     1},
    {"lookups from attributes share the first node",
     "TEMP a, b;\n"
     "TEX a, fragment.texcoord[0], texture[0], 2D;\n"
     "TEX b, fragment.texcoord[1], texture[0], 2D;\n"
     "ADD result.color, a, b;\n",
     3, 1, 2, 1},
    {"a coordinate written in the node starts a new one",
     "TEMP a;\n"
     "TEX a, fragment.texcoord[0], texture[0], 2D;\n"
     "TEX result.color, a, texture[0], 2D;\n",
     2, 0, 2, 2},
    {"a coordinate computed by ALU starts a new one",
     "TEMP a;\n"
     "MUL a, fragment.texcoord[0], 0.5;\n"
     "TEX result.color, a, texture[0], 2D;\n",
     2, 1, 1, 2},
    {"writing a temporary an ALU instruction of the node used starts a new one",
     "TEMP a, b;\n"
     "TEX a, fragment.texcoord[0], texture[0], 2D;\n"
     "MUL b, a, 2;\n"
     "TEX b, fragment.texcoord[1], texture[0], 2D;\n"
     "ADD result.color, a, b;\n",
     4, 2, 2, 2},
    {"a lookup into a temporary no ALU instruction touched stays in the node",
     "TEMP a, b, c;\n"
     "TEX a, fragment.texcoord[0], texture[0], 2D;\n"
     "MUL b, a, 2;\n"
     "TEX c, fragment.texcoord[1], texture[0], 2D;\n"
     "ADD result.color, b, c;\n",
     4, 2, 2, 1},
    {"KIL is a texture instruction (<TexInstruction>)",
     "KIL fragment.texcoord[0];\n"
     "MOV result.color, fragment.color;\n",
     2, 1, 1, 1},
};

TEST(FpIndirectionCounts, GetProgramivGivesTheHandCounts) {
    Context context(4, 4);
    for (const CountCase& c : kCountCases) {
        SCOPED_TRACE(c.what);
        ASSERT_NE(LoadFragmentProgram(context, std::string("!!ARBfp1.0\n") + c.body + "END\n"), 0u);
        EXPECT_EQ(Query(context, ProgramQuery::kInstructions), c.instructions);
        EXPECT_EQ(Query(context, ProgramQuery::kAluInstructions), c.alu);
        EXPECT_EQ(Query(context, ProgramQuery::kTexInstructions), c.tex);
        EXPECT_EQ(Query(context, ProgramQuery::kTexIndirections), c.indirections);
        // Tessera's native counts are the same numbers.
        EXPECT_EQ(Query(context, ProgramQuery::kNativeTexIndirections), c.indirections);
    }
}

TEST(FpIndirectionCounts, MinimumProfileAllowsExactlyFourIndirections) {
    Context context(4, 4, lang::arbasm::fragment::Limits::Minimum());
    EXPECT_EQ(Query(context, ProgramQuery::kMaxTexIndirections), 4);
    EXPECT_EQ(Query(context, ProgramQuery::kMaxNativeTexIndirections), 4);
    EXPECT_EQ(Query(context, ProgramQuery::kMaxTexInstructions), 24);
    EXPECT_TRUE(TryLoad(context, ChainProgram(2, 4)));
    EXPECT_EQ(Query(context, ProgramQuery::kTexIndirections), 4);
    const std::string five = ChainProgram(2, 5);
    std::string error;
    EXPECT_FALSE(TryLoad(context, five, &error));
    EXPECT_FALSE(error.empty());
    EXPECT_EQ(context.Programs().ErrorPosition(), static_cast<std::int64_t>(five.size()));
    // Twenty independent lookups are one node, and fit.
    std::string independent = "!!ARBfp1.0\nTEMP a;\n";
    for (int i = 0; i < 20; ++i) independent += "TEX a, fragment.texcoord[0], texture[0], 2D;\n";
    EXPECT_TRUE(TryLoad(context, independent + "MOV result.color, a;\nEND\n"));
    EXPECT_EQ(Query(context, ProgramQuery::kTexIndirections), 1);
}

#ifdef TESSERA_HAVE_MESA

TEST(FpIndirectionsMesa, AgreesOnDependentChains) {
    REQUIRE_MESA();
    const std::vector<std::uint8_t>& bytes = PointerTable().rgba;
    for (int dim = 1; dim <= 3; ++dim) {
        for (int samples : {1, 2, 3, 8, 64}) {
            testing::RenderRequest request;
            request.width = kSide;
            request.height = 4;
            request.float_target = true;
            request.program = ChainProgram(dim, samples);
            // Corners (-1,-1) (1,-1) (1,1) (-1,1): s from 0 to 1, t from 0 to 4/32.
            const std::array<Vec4, 4> st = {Vec4{0, 0, 0, 1}, Vec4{1, 0, 0, 1},
                                            Vec4{1, 4.0f / kSide, 0, 1},
                                            Vec4{0, 4.0f / kSide, 0, 1}};
            for (int c = 0; c < 4; ++c) request.corners[c].texcoords[0] = st[c];
            testing::TextureSpec texture;
            texture.target = dim == 1   ? testing::TextureTarget::k1D
                             : dim == 2 ? testing::TextureTarget::k2D
                                        : testing::TextureTarget::k3D;
            const int h = dim >= 2 ? kSide : 1, d = dim == 3 ? kSide : 1;
            testing::TextureLevel level{kSide, h, d, {}};
            for (std::size_t i = 0; i < static_cast<std::size_t>(kSide * h * d) * 4; ++i)
                level.data.push_back(bytes[i] / 255.0f);
            texture.levels.push_back(level);
            texture.internal_format = 0x8058;  // GL_RGBA8, as the 8-bit table
            request.textures.push_back(texture);
            const testing::RenderResult result = MesaRender(request);
            for (int y = 0; y < 4; ++y)
                for (int x = 0; x < kSide; ++x)
                    ASSERT_TRUE(
                        MesaPixelNear(result, request, x, y, Follow(dim, x, y, samples), 1e-6f))
                        << TargetName(dim) << " " << samples;
        }
    }
}

#endif

}  // namespace
}  // namespace tessera::ports
