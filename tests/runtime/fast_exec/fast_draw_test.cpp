// SPDX-License-Identifier: MIT
// Whole draws: fast::DrawTriangles (tiles, threads, blocks) must leave the framebuffer
// exactly as raster::DrawTriangles with RunQuadReference does, for any thread count, tile
// size and kernel variant, with overlapping triangles, the depth test, KIL and depth writes.
#include "runtime/fast_exec/fast_draw.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <iterator>
#include <random>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "lang/arbfp/reader/reader.h"
#include "draw_match.h"
#include "random_inputs.h"

namespace tessera::testing::fast_exec {
namespace {

namespace rt = runtime;
using rt::exec::fast::Isa;

std::vector<rt::raster::Vertex> RandomTriangles(std::mt19937& random, int count) {
    std::uniform_real_distribution<float> position(-1.3f, 1.3f), unit(0, 1);
    std::vector<rt::raster::Vertex> vertices;
    for (int i = 0; i < count * 3; ++i) {
        rt::raster::Vertex v;
        const float w = 0.5f + unit(random);
        v.position = {position(random) * w, position(random) * w, (unit(random) * 2 - 1) * w, w};
        v.color = {unit(random), unit(random), unit(random), unit(random)};
        v.secondary = {unit(random), unit(random), unit(random), unit(random)};
        for (auto& t : v.texcoord) t = {unit(random) * 2 - 0.5f, unit(random), unit(random), 1};
        v.fogcoord = unit(random);
        vertices.push_back(v);
    }
    return vertices;
}

// Fog blended into colors that Saturate must clamp first: red NaN (the logarithm of a
// negative number), green negative, blue above 1, alpha in range and not fogged.
constexpr const char* kFogOfHostileColors =
    "!!ARBfp1.0\nOPTION ARB_fog_exp;\nTEMP r;\nLG2 r.x, -fragment.color.x;\n"
    "MUL r.yzw, fragment.color, {0, -2, 4, 0.5};\nMOV result.color, r;\nEND\n";

// Each program (read with the NVIDIA options allowed) drawn by both executors over 12 random
// triangles with the depth test (ExpectFastDrawsMatch): textures from `texture_seed`,
// triangles and parameters from `seed`.
void ExpectRandomTriangleDrawsMatch(const std::vector<std::string>& texts,
                                    std::uint32_t texture_seed, std::uint32_t seed) {
    const auto textures = MakeTextureUnits(texture_seed);
    std::mt19937 random(seed);
    const std::vector<rt::raster::Vertex> triangles = RandomTriangles(random, 12);
    rt::raster::RasterState state;
    state.viewport = {0, 0, 70, 38};
    state.depth_test = true;
    state.depth_func = rt::raster::DepthFunc::kLequal;
    for (const std::string& text : texts) {
        const auto read =
            lang::arbfp::ReadProgram(text, lang::arbasm::fragment::Limits::Default().WithNvOptions());
        ASSERT_TRUE(read.program.has_value()) << read.error_string << text;
        ExpectFastDrawsMatch(triangles, state, MakeDraw(*read.program, *textures, random), text);
    }
}

TEST(FastDraw, MatchesReferenceDraw) {
    const char* programs[] = {
        "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n",
        "!!ARBfp1.0\nTEMP r, s;\nTEX r, fragment.texcoord[0], texture[0], 2D;\n"
        "SUB s, r, {0.5}.x;\nKIL s.yzxx;\nMUL result.color, r, fragment.color;\n"
        "MAD result.depth.z, r.x, 0.5, fragment.position.z;\nEND\n",
        "!!ARBfp1.0\nOPTION ARB_fog_exp;\nTEMP r;\nTXP r, fragment.texcoord[1], texture[2], CUBE;\n"
        "LRP r, fragment.color.w, r, fragment.color.secondary;\nSIN r.x, r.x;\n"
        "MOV result.color, r;\nEND\n",
        kFogOfHostileColors,
    };
    ExpectRandomTriangleDrawsMatch({std::begin(programs), std::end(programs)}, 5, 42);
}

// Programs with NV_fragment_program2 (fast_nv.h) drawn whole: fragment.facing from each
// triangle's orientation (RandomTriangles draws both), loops whose trip counts and breaks
// differ between the fragments of a block, a subroutine, derivatives in divergent control
// flow, KIL on a condition, TXL and TXD, and result.depth written under a condition mask.
TEST(FastDraw, MatchesReferenceDrawWithNvPrograms) {
    const char* programs[] = {
        "MOV result.color, fragment.facing;\nMUL result.color.y, fragment.facing.x, -0.5;\n",
        "TEMP r, n;\nMOV r, 0;\nMUL n.x, fragment.texcoord[0].x, 5;\n"
        "REP {5, 0, 0, 0};\nSUBC n.z, n.x, r.z;\nBRK (LE.z);\nADD r, r, {0.125, 0.25, 0.0625, 0};\n"
        "SUBC n.y, r.x, fragment.color.y;\nBRK (GT.y);\n"
        "ENDREP;\nDDX r.w, r.x;\nADD result.color, r, |r.w|;\n",
        "TEMP r, c;\nsub:\nTXL r, fragment.texcoord[0], texture[0], 2D;\nMULC c, r, fragment.facing.x;\n"
        "RET (LT.x);\nTXD r, fragment.texcoord[1], c, -c.yxzw, texture[2], 3D;\nRET;\n"
        "main:\nMOVC c, fragment.texcoord[0].xyxy;\nSUBC c, c, 0.4;\nIF GT.x;\nCAL sub;\nELSE;\n"
        "DDY r, fragment.texcoord[1];\nMUL r, r, 16;\nENDIF;\nKIL LT.y;\nMOV result.color, r;\n"
        "MOVH result.depth.z (GE.y), r.y;\n",
    };
    std::vector<std::string> texts;
    for (const char* body : programs)
        texts.push_back(std::string("!!ARBfp1.0\nOPTION NV_fragment_program2;\n") + body + "END\n");
    ExpectRandomTriangleDrawsMatch(texts, 7, 43);
}

// A window-filling quad without perspective and without the depth test, as a benchmark or
// a post-processing pass draws: whole 8x8 squares are covered (the fast path's row-at-a-
// time framebuffer writes) and the texture coordinates are affine, so every quad of a
// square has the same level of detail (the sampler filters the runs of quads together).
TEST(FastDraw, MatchesReferenceOnWindowQuads) {
    const char* programs[] = {
        "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n",
        "!!ARBfp1.0\nTEMP a, b, c;\nTEX a, fragment.texcoord[0], texture[0], 2D;\n"
        "TEX b, fragment.texcoord[1], texture[2], 3D;\nTXP c, fragment.texcoord[2], texture[4], "
        "1D;\n"
        "ADD a, a, b;\nMAD result.color, c, 0.5, a;\nEND\n",
        "!!ARBfp1.0\nOPTION ARB_fragment_program_shadow;\nTEMP a, b;\n"
        "TEX a, fragment.texcoord[0], texture[0], RECT;\n"
        "TXB b, fragment.texcoord[1], texture[2], 2D;\nTEX a.w, fragment.texcoord[2], texture[1], "
        "SHADOW2D;\nKIL -fragment.texcoord[3].x;\nMUL result.color, a, b;\nEND\n",
        // Fog on whole squares: the factor per lane, the blend a row at a time.
        "!!ARBfp1.0\nOPTION ARB_fog_linear;\nMOV result.color, fragment.color;\nEND\n",
        "!!ARBfp1.0\nOPTION ARB_fog_exp2;\nMUL result.color, fragment.color, 3;\nEND\n",
        kFogOfHostileColors,
    };
    std::mt19937 random(3);
    rt::raster::RasterState state;
    state.viewport = {0, 0, 70, 38};
    for (const float scale : {0.4f, 3.0f, 40.0f}) {  // magnified, about 1:1, minified
        const auto textures = MakeTextureUnits(11 + static_cast<std::uint32_t>(scale), 5);
        std::vector<rt::raster::Vertex> quad;
        const float corners[6][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, -1}, {1, 1}, {-1, 1}};
        for (const auto& corner : corners) {
            rt::raster::Vertex v;
            v.position = {corner[0], corner[1], 0.25f, 1};
            v.color = {0.5f + 0.4f * corner[0], 0.5f - 0.3f * corner[1], 0.25f, 1};
            v.fogcoord = 1.5f * corner[0] + 0.5f * corner[1];  // fog from none to full
            for (int t = 0; t < 4; ++t) {
                const float s = scale * (corner[0] + 1) / 2 + 0.1f * t;
                v.texcoord[t] = {s, scale * (corner[1] + 1) / 2, 0.3f * s, 1.5f - corner[1]};
            }
            v.texcoord[3][0] = corner[0] - 0.5f;  // KIL's operand: kills the left quarter
            quad.push_back(v);
        }
        for (const char* text : programs) {
            const auto read = lang::arbfp::ReadProgram(text);
            ASSERT_TRUE(read.program.has_value()) << text;
            ExpectFastDrawsMatch(quad, state, MakeDraw(*read.program, *textures, random),
                                 std::string(text) + " scale " + std::to_string(scale));
        }
    }
}

// Two triangles filling the viewport, every vertex at clip w = `w` (w = 1: the 2D case,
// where the perspective products l * (1/w) are the screen weights themselves).
std::vector<rt::raster::Vertex> ViewportQuad(float w) {
    std::vector<rt::raster::Vertex> quad;
    const float corners[6][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, -1}, {1, 1}, {-1, 1}};
    for (const auto& corner : corners) {
        rt::raster::Vertex v;
        v.position = {corner[0] * w, corner[1] * w, (0.3f * corner[0] - 0.2f * corner[1]) * w, w};
        v.color = {0.5f + 0.4f * corner[0], 0.5f - 0.3f * corner[1], 0.25f, 1};
        v.fogcoord = 1.5f * corner[0] + 0.5f * corner[1];
        quad.push_back(v);
    }
    return quad;
}

// Attribute components that are the same float at a triangle's three vertices, which the
// block path copies instead of interpolating where raster::WeightsBounded proves Blend
// gives the value back: hostile constants (zeros of both signs, a subnormal, huge values,
// infinity, NaN) on triangles without perspective, among them slivers whose helper lanes
// have large weights (all still bounded in a viewport this small: block_test.cpp's
// WeightsBoundedSeparatesSlivers has one that is not). RCP shows the sign of a zero and
// the low bits of a tiny value as the saturated color cannot.
TEST(FastDraw, ConstantAttributesMatchTheReference) {
    const char* text =
        "!!ARBfp1.0\nTEMP r;\nRCP r.x, fragment.color.x;\nRCP r.y, fragment.color.y;\n"
        "MUL r.z, fragment.color.z, 1e30;\nMOV r.w, fragment.texcoord[0].w;\n"
        "MOV result.color, r;\nEND\n";
    const float constants[] = {0.0f,  -0.0f,       1e-40f,   0.3f, -2.5f,
                               1e30f, 0.99999994f, INFINITY, NAN,  7e-38f};
    std::mt19937 random(11);
    std::uniform_real_distribution<float> position(-1, 1), unit(0, 1);
    std::vector<rt::raster::Vertex> triangles;
    int bounded = 0;
    for (int t = 0; t < 24; ++t) {
        const float a = constants[t % std::size(constants)];
        const float b = constants[(t * 7 + 3) % std::size(constants)];
        float x[3], y[3];
        for (int i = 0; i < 3; ++i) x[i] = position(random), y[i] = position(random);
        if (t % 3 == 2) {  // a sliver: the third vertex a hair off the first edge's midpoint
            x[2] = (x[0] + x[1]) / 2 + 1e-3f;
            y[2] = (y[0] + y[1]) / 2;
        }
        for (int i = 0; i < 3; ++i) {
            rt::raster::Vertex v;
            v.position = {x[i], y[i], 0, 1};
            v.color = {a, b, unit(random) < 0.5f ? a : unit(random), 1e-35f};
            v.texcoord[0] = {unit(random), unit(random), 0, b};
            triangles.push_back(v);
        }
    }
    // Two right triangles whose legs run through pixel centres (x = 10.5 or 50.5, y = 30.5 or
    // 4.5 of the 70x38 window), a vertex's weight exactly 0 on the lanes of the opposite
    // legs that the tie rule gives them: there Blend of an infinite constant is
    // inf * 0 + ..., NaN, which the copy must keep.
    for (const auto& [px, py] : {std::pair{10.5f, 30.5f},
                                 {10.5f, 4.5f},
                                 {50.5f, 30.5f},
                                 {50.5f, 4.5f},
                                 {50.5f, 30.5f},
                                 {10.5f, 4.5f}}) {
        rt::raster::Vertex v;
        v.position = {px / 35 - 1, py / 19 - 1, 0, 1};
        v.color = {0.3f, INFINITY, INFINITY, 1};
        triangles.push_back(v);
    }
    rt::raster::RasterState state;
    state.viewport = {0, 0, 70, 38};
    const rt::raster::TriangleSetup setup(triangles, state);
    for (const rt::raster::SetupTriangle& tri : setup.Triangles())
        bounded += rt::raster::WeightsBounded(tri) ? 1 : 0;
    EXPECT_EQ(bounded, 26);  // the constants are copied in every triangle
    const auto read = lang::arbfp::ReadProgram(text);
    ASSERT_TRUE(read.program.has_value());
    const auto textures = MakeTextureUnits(2);
    ExpectFastDrawsMatch(triangles, state, MakeDraw(*read.program, *textures, random), text);
}

// The block path computes only what a draw reads: only the attribute components some step
// reads, no barycentric weights when the program reads no attribute, has no fog option and the depth test needs no window z; 1/w and z
// without the perspective division for fragment.position alone; the screen weights read
// in place when every vertex has 1/w = 1 (and divided when the sums are not 1: odd areas).
// Each such draw must still be the reference's, with and without the depth test, on
// perspective triangles, on window quads of power-of-two area (64x32) and of odd area
// (70x38, 33x17), at w = 1 and w = 2.
TEST(FastDraw, ComputesOnlyWhatTheProgramReads) {
    const char* programs[] = {
        "!!ARBfp1.0\nEND\n",
        "!!ARBfp1.0\nOPTION ARB_fog_linear;\nEND\n",
        "!!ARBfp1.0\nMOV result.color, {0.25, 0.5, 0.75, 1};\nEND\n",
        "!!ARBfp1.0\nMUL result.color, fragment.position, {0.01, 0.02, 1, 0.5};\nEND\n",
        "!!ARBfp1.0\nMUL result.depth.z, fragment.position.x, 0.01;\nMOV result.color, 0.5;\nEND\n",
        "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n",
        // Some components of an attribute read (only those rows are interpolated), or none
        // (a dead read).
        "!!ARBfp1.0\nMOV result.color, fragment.color.zzxy;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMOV r, fragment.color;\nMUL result.color.xy, r.w, "
        "fragment.texcoord[2].zxyw;\nMOV result.color.zw, fragment.position.w;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMOV r, fragment.color;\nMOV result.color, "
        "fragment.texcoord[0].y;\nEND\n",
        // fragment.position and fragment.fogcoord, whose rows are computed rather than
        // interpolated, read in part: position's y alone; fogcoord's constant rows (0, 0, 1)
        // without its x, under a fog option, which then interpolates the coordinate anyway.
        "!!ARBfp1.0\nMUL result.color, fragment.position.y, 0.03;\nEND\n",
        "!!ARBfp1.0\nOPTION ARB_fog_exp;\nMOV result.color, fragment.fogcoord.wzyw;\nEND\n",
        "!!ARBfp1.0\nMAD result.color, fragment.fogcoord.xwwy, 0.5, "
        "fragment.position.wzxx;\nEND\n",
    };
    const auto textures = MakeTextureUnits(7);
    std::mt19937 random(11);
    struct Scene {
        std::vector<rt::raster::Vertex> triangles;
        rt::raster::Viewport viewport;
        std::string name;
    };
    const Scene scenes[] = {
        {RandomTriangles(random, 10), {0, 0, 70, 38}, "perspective triangles"},
        {ViewportQuad(1), {0, 0, 64, 32}, "64x32 quad, w 1"},
        {ViewportQuad(2), {0, 0, 64, 32}, "64x32 quad, w 2"},
        {ViewportQuad(1), {0, 0, 70, 38}, "70x38 quad, w 1"},
        {ViewportQuad(1), {3, 5, 33, 17}, "33x17 quad at (3,5), w 1"},
    };
    for (const Scene& scene : scenes) {
        for (const bool depth_test : {false, true}) {
            rt::raster::RasterState state;
            state.viewport = scene.viewport;
            state.depth_test = depth_test;
            state.depth_func = rt::raster::DepthFunc::kLess;
            for (const char* text : programs) {
                const auto read = lang::arbfp::ReadProgram(text);
                ASSERT_TRUE(read.program.has_value()) << text;
                ExpectFastDrawsMatch(scene.triangles, state,
                                     MakeDraw(*read.program, *textures, random),
                                     std::string(text) + " on " + scene.name +
                                         (depth_test ? ", depth test" : ""));
            }
        }
    }
}

// The block path plans each triangle's rows once and blends them up to four at a time
// (fast_interpolate.cpp), the fog option reading the coordinate from fragment.fogcoord's
// row when a step reads it: programs reading 1 to 13 rows, with each fog option, on
// triangles with and without perspective whose fog coordinates are extreme (+-1e30, +-60,
// -0, a subnormal) or the same at the three vertices (copied, not blended, where the weights
// allow: the 2D triangles). Fog factors and colors must be the reference's, bit for bit.
TEST(FastDraw, PlannedRowsAndExtremeFogCoordinatesMatchTheReference) {
    const char* programs[] = {
        "!!ARBfp1.0\nOPTION ARB_fog_exp2;\nMUL result.color, fragment.fogcoord.x, 1e-3;\nEND\n",
        "!!ARBfp1.0\nOPTION ARB_fog_exp;\nMOV result.color, fragment.color.zyxx;\nEND\n",
        "!!ARBfp1.0\nOPTION ARB_fog_linear;\nMAD result.color, fragment.color, "
        "fragment.fogcoord.x, fragment.texcoord[1].yyxw;\nEND\n",
        "!!ARBfp1.0\nOPTION ARB_fog_exp2;\nTEMP r;\nADD r, fragment.texcoord[0], "
        "fragment.texcoord[3];\nMAD r, fragment.color.xzyw, r, fragment.texcoord[2].x;\n"
        "MAD result.color, fragment.color.secondary, r, fragment.fogcoord.x;\nEND\n",
    };
    const float fog[] = {-1e30f, 1e30f, 60.0f, -60.0f, -0.0f, 1e-40f, 0.5f, 2.0f};
    const auto textures = MakeTextureUnits(5);
    std::mt19937 random(17);
    std::vector<rt::raster::Vertex> perspective = RandomTriangles(random, 12);
    for (std::size_t i = 0; i < perspective.size(); ++i) {
        const std::size_t triangle = i / 3;
        // Every other triangle has one coordinate at its three vertices.
        perspective[i].fogcoord = fog[(triangle % 2 == 0 ? triangle / 2 : i) % std::size(fog)];
    }
    std::vector<rt::raster::Vertex> flat = perspective;
    for (rt::raster::Vertex& v : flat) {
        const float w = v.position[3];
        v.position = {v.position[0] / w, v.position[1] / w, v.position[2] / w, 1};
    }
    rt::raster::RasterState state;
    state.viewport = {0, 0, 70, 38};
    for (const auto* triangles : {&perspective, &flat}) {
        for (const char* text : programs) {
            const auto read = lang::arbfp::ReadProgram(text);
            ASSERT_TRUE(read.program.has_value()) << text << read.error_string;
            ExpectFastDrawsMatch(*triangles, state, MakeDraw(*read.program, *textures, random),
                                 std::string(text) + (triangles == &flat ? " in 2D" : ""));
        }
    }
}

// ExpectFastDrawsMatch for each program in `texts`, in a 70x38 viewport, on a window-filling
// quad without the depth test and on 8 random triangles, with it when `with_depth_test`.
void ExpectProgramsDrawAlike(std::span<const char* const> texts, std::uint32_t seed,
                             bool with_depth_test) {
    const auto textures = MakeTextureUnits(seed);
    std::mt19937 random(seed);
    const std::vector<rt::raster::Vertex> triangles = RandomTriangles(random, 8);
    for (const bool window_quad : {false, true}) {
        rt::raster::RasterState state;
        state.viewport = {0, 0, 70, 38};
        state.depth_test = with_depth_test && !window_quad;
        for (const char* text : texts) {
            const auto read = lang::arbfp::ReadProgram(text);
            ASSERT_TRUE(read.program.has_value()) << text << read.error_string;
            ExpectFastDrawsMatch(window_quad ? ViewportQuad(1) : triangles, state,
                                 MakeDraw(*read.program, *textures, random),
                                 std::string(text) + (window_quad ? " on a window quad" : ""));
        }
    }
}

// Temporaries start at zero in every block, though the executor zeroes none per block (the
// decoder points reads before the first write at the zero row; a row no step writes keeps
// the zero it was constructed with). Each program below reads such rows: if a block saw the
// previous block's values, the accumulations would differ from the reference's. r.zw and
// s.y are read and never written; t is read by TEX (all four components) before TEX writes it.
TEST(FastDraw, TemporariesReadBeforeWrittenStartAtZeroInEveryBlock) {
    const char* programs[] = {
        "!!ARBfp1.0\nTEMP r;\nADD r, r, fragment.color;\nMOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nTEMP r, s;\nMAD r.xy, s, 2, fragment.color;\nMOV s.x, r.y;\n"
        "ADD result.color, r, s.xyxy;\nEND\n",
        "!!ARBfp1.0\nTEMP t;\nTEX t, t, texture[0], 2D;\nADD t, t, fragment.texcoord[0];\n"
        "TEX t, t, texture[0], 2D;\nMUL result.color, t, fragment.color;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nMUL r.x, r.y, 3;\nSUB r.y, fragment.color.x, 0.5;\nKIL r.xyxy;\n"
        "MOV result.color, r.yxyx;\nEND\n",
    };
    ExpectProgramsDrawAlike(programs, 17, false);
}

// KIL that discards whole quads and whole blocks (strips and a disc of the window), then
// texture reads, more KILs and a depth write: a block whose fragments are all killed stops
// early and a quad whose fragments are all killed is not sampled (fast_kernels.inc), which
// must change nothing for the fragments that live, on either side of a block's edge.
TEST(FastDraw, BlocksAndQuadsKilledEarlyChangeNoLiveFragment) {
    const char* programs[] = {
        "!!ARBfp1.0\nTEMP r;\nSUB r, fragment.position, {21, 13, 0, 0};\nKIL r.xyxy;\n"
        "TEX r, fragment.texcoord[0], texture[0], 2D;\nMOV result.color, r;\nEND\n",
        "!!ARBfp1.0\nTEMP r, d;\nSUB d, fragment.position, {35, 19, 0, 0};\nDP3 d.w, d, d;\n"
        "SUB r.x, 400, d.w;\nKIL r.x;\nTXB r, fragment.texcoord[1], texture[1], 3D;\n"
        "SLT d.x, fragment.position.x, 40;\nSUB d.x, 0.5, d.x;\nKIL d.x;\n"
        "TXP r, r, texture[2], CUBE;\nMOV result.color, r;\nMUL result.depth.z, r.y, 0.5;\n"
        "END\n",
        "!!ARBfp1.0\nTEMP r;\nFRC r, fragment.position.xyxy;\nSUB r, r, 0.5;\nKIL r.yxxy;\n"
        "TEX r, fragment.texcoord[0], texture[0], 2D;\nMOV result.color, r;\nEND\n",
    };
    ExpectProgramsDrawAlike(programs, 29, true);
}

// Colors that cannot differ between blocks (result.color in the prologue's rows, a
// parameter's or the constant rows, or not written at all, and no fog option) are stored
// once per executor and written to every block: with KILs that discard some lanes of a
// block, depth written and tested, partly covered squares and both framebuffer formats.
TEST(FastDraw, ColorsSharedByEveryBlockMatchTheReference) {
    const char* programs[] = {
        "!!ARBfp1.0\nCOS result.color, 3.14159.x;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nSUB r, fragment.position, {30, 20, 0, 0};\nKIL r.xyxx;\n"
        "MOV result.color, program.local[1];\nEND\n",
        "!!ARBfp1.0\nSWZ result.color, program.local[0], 0, 1, -1, -x;\nEND\n",
        "!!ARBfp1.0\nMUL result.depth.z, fragment.position.x, 0.01;\n"
        "MUL result.color, program.env[0], {2, 0.5, -1, 0.25};\nEND\n",
        "!!ARBfp1.0\nKIL fragment.texcoord[0].yxxx;\nEND\n",
    };
    ExpectProgramsDrawAlike(programs, 41, true);
}

// A mipmapped RGBA texture of `size` texels a side (3D: a cube of them) whose texels all
// differ, read with LINEAR_MIPMAP_LINEAR and the wrap modes `wraps` (s, t, r).
std::shared_ptr<rt::texture::Texture> TrilinearTexture(rt::texture::Target target, int size,
                                                       const rt::texture::Wrap (&wraps)[3]) {
    namespace tex = rt::texture;
    tex::Image image;
    image.width = image.height = size;
    image.depth = target == tex::Target::k3D ? size : 1;
    for (int z = 0; z < image.depth; ++z)
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x) {
                const auto c = [&](int k) {
                    return static_cast<float>((x * 7 + y * 13 + z * 29 + k * 5) % 31) / 30;
                };
                image.texels.push_back({c(0), c(1), c(2), c(3)});
            }
    auto texture = std::make_shared<tex::Texture>(target, tex::BaseFormat::kRgba);
    texture->SetImage(0, std::move(image));
    texture->GenerateMipmaps();
    tex::Parameters& p = texture->Params();
    p.min_filter = tex::Filter::kLinearMipmapLinear;
    p.mag_filter = tex::Filter::kLinear;
    p.wrap_s = wraps[0];
    p.wrap_t = wraps[1];
    p.wrap_r = wraps[2];
    p.border_color = {0.25f, 0.5f, 0.75f, 1};
    return texture;
}

// The sampler's per-pass work on what long programs do most: TXP and TXB of trilinear 3D
// and 2D textures, on a quad in perspective (every 2x2 quad its own derivatives, q and the
// bias varying per fragment) whose coordinates run past both edges of the texture, magnified
// and minified beyond the last level, under every wrap mode on every axis (the three axes
// of a lookup taking different modes, clamping and repeating ones mixed).
TEST(FastDraw, MatchesReferenceOnTrilinearLookupsInPerspective) {
    namespace tex = rt::texture;
    const auto read = lang::arbfp::ReadProgram(
        "!!ARBfp1.0\nTEMP a, b, c, d;\n"
        "TXP a, fragment.texcoord[0], texture[0], 3D;\n"
        "TXB b, fragment.texcoord[1], texture[0], 3D;\n"
        "TXP c, fragment.texcoord[2], texture[1], 2D;\n"
        "TXB d, fragment.texcoord[3], texture[1], 2D;\n"
        "ADD a, a, b;\nMUL c, c, d;\nMUL c, c, 0.5;\nMAD result.color, a, 0.25, c;\nEND\n");
    ASSERT_TRUE(read.program.has_value());
    constexpr tex::Wrap kWraps[] = {tex::Wrap::kRepeat, tex::Wrap::kClamp, tex::Wrap::kClampToEdge,
                                    tex::Wrap::kClampToBorder, tex::Wrap::kMirroredRepeat};
    rt::raster::RasterState state;
    state.viewport = {0, 0, 70, 38};
    std::mt19937 random(5);
    for (int first = 0; first < 5; ++first) {
        const tex::Wrap wraps[3] = {kWraps[first], kWraps[(first + 1) % 5],
                                    kWraps[(first + 3) % 5]};
        tex::TextureUnits units;
        units.Bind(0, tex::Target::k3D, TrilinearTexture(tex::Target::k3D, 8, wraps));
        units.Bind(1, tex::Target::k2D, TrilinearTexture(tex::Target::k2D, 16, wraps));
        for (const float scale : {0.3f, 24.0f}) {  // magnified; minified past the last level
            std::vector<rt::raster::Vertex> quad;
            const float corners[6][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, -1}, {1, 1}, {-1, 1}};
            for (const auto& corner : corners) {
                rt::raster::Vertex v;
                const float w = 1.2f + 0.7f * corner[0] - 0.3f * corner[1];  // perspective
                v.position = {corner[0] * w, corner[1] * w, 0.5f * w, w};
                v.color = {1, 1, 1, 1};
                for (int t = 0; t < 4; ++t) {
                    const float s = scale * corner[0] + 0.4f, u = scale * corner[1] * 0.8f + 0.5f;
                    // q from 0.5 to 2 for TXP; TXB's bias from -3 to 3
                    const float q = t % 2 == 0 ? 1.25f + 0.75f * corner[1] : 3.0f * corner[0];
                    v.texcoord[t] = {s, u, 0.5f - 0.6f * s + 0.1f * t, q};
                }
                quad.push_back(v);
            }
            ExpectFastDrawsMatch(quad, state, MakeDraw(*read.program, units, random),
                                 "wraps from " + std::to_string(first) + " scale " +
                                     std::to_string(scale));
        }
    }
}

TEST(FastDraw, ExecutorSelection) {
    using rt::exec::fast::Executor;
    const Executor before = rt::exec::fast::SelectedExecutor();
    rt::exec::fast::SelectExecutor(Executor::kReference);
    EXPECT_EQ(rt::exec::fast::SelectedExecutor(), Executor::kReference);
    rt::exec::fast::SelectExecutor(Executor::kFast);
    EXPECT_EQ(rt::exec::fast::SelectedExecutor(), Executor::kFast);
    rt::exec::fast::SelectExecutor(before);
}

// Every depth function, with and without depth writes, from the window z and from
// result.depth (under KIL): first a window quad at the cleared depth d (GREATER, NEVER and
// ALWAYS: 0, which GREATER fails and NEVER's alternatives pass; the others: 1, which LESS
// fails and EQUAL, LEQUAL, GEQUAL pass), then overlapping triangles in front of and behind
// one another (0 <= z <= 1), so that whole squares pass, whole squares fail and squares are
// split, and every function's neighbour (< for <=, and so on) would change some pixel.
TEST(FastDraw, EveryDepthFunctionMatchesReference) {
    using rt::raster::DepthFunc;
    const char* programs[] = {
        "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n",
        "!!ARBfp1.0\nTEMP r;\nSUB r, fragment.color, 0.15;\nKIL r.xyzz;\n"
        "MOV result.color, fragment.texcoord[0];\n"
        "MAD result.depth.z, fragment.color.x, 0.5, fragment.position.z;\nEND\n",
    };
    std::mt19937 random(44);
    const std::vector<rt::raster::Vertex> more = RandomTriangles(random, 10);
    const auto textures = MakeTextureUnits(3);
    rt::raster::RasterState state;
    state.viewport = {0, 0, 70, 38};
    state.depth_test = true;
    for (int f = 0; f < 8; ++f) {
        state.depth_func = static_cast<DepthFunc>(f);
        state.depth_write = (f / 2) % 2 == 0;
        const DepthFunc func = state.depth_func;
        const float cleared =
            func == DepthFunc::kGreater || func == DepthFunc::kNever || func == DepthFunc::kAlways
                ? 0.0f
                : 1.0f;
        std::vector<rt::raster::Vertex> triangles = ViewportQuad(1);
        for (rt::raster::Vertex& v : triangles) v.position[2] = 2 * cleared - 1;  // window z d
        triangles.insert(triangles.end(), more.begin(), more.end());
        const auto read = lang::arbfp::ReadProgram(programs[f % 2]);
        ASSERT_TRUE(read.program.has_value());
        ExpectFastDrawsMatch(triangles, state, MakeDraw(*read.program, *textures, random),
                             "depth function " + std::to_string(f) + " " + programs[f % 2],
                             func == DepthFunc::kNever ? 0 : 101, cleared);
    }
}

}  // namespace
}  // namespace tessera::testing::fast_exec
