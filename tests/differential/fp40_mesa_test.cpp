// SPDX-License-Identifier: MIT
// Issue 34's check of the fp40 profile against Mesa: small Cg programs of our own that need
// what arbfp1 lacks (loops whose exit depends on a texel or on a varying, ddx/ddy/fwidth of a
// varying and of a texel, tex2Dlod at explicit levels of a mipmapped texture, FACE) compiled
// with `-profile fp40` and drawn by Tessera's reference executor, and the equivalent GLSL
// 1.10/1.20 written by hand and drawn by Mesa. llvmpipe has no NVIDIA option, so Mesa draws
// the GLSL through its own compiler, not our program: the two must agree pixel for pixel.
//
// Both draw the same 16x16 window-filling quad (tests/mesa's corners, split (0,1,2) and
// (0,2,3); scene.h's RenderWithTessera on our side), with texture coordinate 0 running (u, v)
// from 0 to 1 across it, so a pixel centre has u = (x + 0.5) / 16, an affine primary colour,
// and the same textures on the same units. Every texture is 16x16 and sampled at texel
// centres (or solid per level), so a lookup cannot fall on a texel boundary.
//
// Tolerances, in RGBA8 steps per channel:
//  - loops and texel derivatives: 1. Every decision is far from a tie (the exits compare
//    multiples of 1/8 with odd multiples of 1/32, or texels 0.1 and 0.9 with 0.5), so both
//    take the same iterations; what remains is the last bit of an interpolated varying,
//    which can move a value across a rounding boundary of the 8-bit target.
//  - derivatives of a varying: 1. Both take differences inside a 2x2 quad aligned on even
//    pixels. We take the quad's differences from its lower-left pixel (one value for the
//    quad: ddx = right - left, ddy = top - bottom); llvmpipe takes ddx per row and ddy per
//    column. The functions below keep their x and y terms apart (u*u + v*v, a texel whose red
//    depends on the column only and green on the row only), so both rows of a quad have the
//    same ddx and both columns the same ddy, and the two rules give the same numbers. A term
//    like u*v differs by the quad's second difference, which neither spec rules out: measured,
//    16 * ddx(u*v) is 8 in both rows of a quad for us and 8 then 24 for llvmpipe.
//  - explicit levels: 0 where each level is solid and the level is a whole number
//    (NEAREST_MIPMAP_NEAREST, exact); 1 where levels blend (LINEAR_MIPMAP_LINEAR, a fraction
//    in eighths times two level colours).
// Measured on llvmpipe: every picture identical but the blended levels, at most 1 step apart.
// Each case also checks some channel against values derived by hand from the program, so
// an agreement on a wrong picture (no loop taken, derivatives all zero) fails too.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "lang/cg/reader/compile.h"
#include "mesa_glsl.h"
#include "piglit_corpus.h"
#include "runtime/fast_exec/fast_draw.h"
#include "scene.h"

namespace tessera::testing::differential {
namespace {

constexpr int kSize = 16;

// u and v at pixel (x, y)'s centre.
double U(int x) { return (x + 0.5) / kSize; }

int Byte(double value) { return static_cast<int>(std::lround(std::clamp(value, 0.0, 1.0) * 255)); }

// Corners of the window (tests/mesa's order); back_facing mirrors the positions in x, so
// the quad winds clockwise and faces away (GL's default FrontFace CCW).
std::array<Vertex, 4> Corners(bool back_facing = false) {
    std::array<Vertex, 4> corners;
    const double uv[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    for (int i = 0; i < 4; ++i) {
        const float u = static_cast<float>(uv[i][0]), v = static_cast<float>(uv[i][1]);
        const float x = (2 * u - 1) * (back_facing ? -1.0f : 1.0f);
        corners[i].position = {x, 2 * v - 1, 0, 1};
        corners[i].primary_color = {0.1f + 0.8f * u, 0.2f + 0.6f * v, 0.5f, 1};
        corners[i].texcoords[0] = {back_facing ? 1 - u : u, v, 0, 1};
    }
    return corners;
}

// A 16x16 NEAREST texture whose texel (column, row) is `texel(column, row)`.
template <typename Texel>
TextureSpec Texture16(Texel texel) {
    TextureSpec spec;
    TextureLevel level;
    level.width = level.height = kSize;
    for (int row = 0; row < kSize; ++row)
        for (int column = 0; column < kSize; ++column) {
            const Vec4 t = texel(column, row);
            level.data.insert(level.data.end(), t.begin(), t.end());
        }
    spec.levels.push_back(level);
    return spec;
}

// The loops' texture: red 0.9 where (column + 3 row) % 7 is 0, else 0.1.
float LoopRed(int column, int row) { return (column + 3 * row) % 7 == 0 ? 0.9f : 0.1f; }
TextureSpec LoopTexture() {
    return Texture16([](int c, int r) { return Vec4{LoopRed(c, r), 0.25f, 0.5f, 1}; });
}

// The derivatives' texture: red from the column only, green from the row only, in 16ths.
float DerivRed(int column) { return static_cast<float>((5 * column) % 16) / 16; }
float DerivGreen(int row) { return static_cast<float>((3 * row) % 16) / 16; }
TextureSpec DerivativeTexture() {
    return Texture16([](int c, int r) { return Vec4{DerivRed(c), DerivGreen(r), 0, 1}; });
}

// Five levels (16x16 down to 1x1), each one solid colour, in fifths: 255 times a fifth is a
// whole number, so no channel sits on a rounding tie of the 8-bit target (0.1, 0.3 ... do:
// 0.3f * 255 is 76.5000, which llvmpipe stores as 76 and we as 77).
constexpr Vec4 kLevelColors[5] = {{0.8f, 0.2f, 0.4f, 1},
                                  {0.2f, 0.6f, 0.0f, 1},
                                  {0.4f, 0.0f, 0.8f, 1},
                                  {0.6f, 1.0f, 0.2f, 1},
                                  {0.0f, 0.4f, 0.6f, 1}};
TextureSpec MipTexture(std::uint32_t min_filter, std::uint32_t mag_filter) {
    TextureSpec spec;
    for (int level = 0, size = kSize; size >= 1; ++level, size /= 2) {
        TextureLevel l;
        l.width = l.height = size;
        for (int i = 0; i < size * size; ++i)
            l.data.insert(l.data.end(), kLevelColors[level].begin(), kLevelColors[level].end());
        spec.levels.push_back(l);
    }
    spec.min_filter = min_filter;
    spec.mag_filter = mag_filter;
    return spec;
}
constexpr std::uint32_t kFilterNearest = 0x2600, kFilterLinear = 0x2601;
constexpr std::uint32_t kFilterNearestMipmapNearest = 0x2700, kFilterLinearMipmapLinear = 0x2703;

struct Sampler {
    std::string name;
    TextureSpec texture;
};

struct Case {
    std::string cg;    ///< main(...) : COLOR, compiled with -profile fp40
    std::string glsl;  ///< the same computation for Mesa (gl_TexCoord[0], gl_Color)
    std::vector<std::pair<std::string, float>> uniforms;
    std::vector<Sampler> samplers;
    bool back_facing = false;
};

struct Pictures {
    std::string fp40;                ///< the program we drew
    std::vector<std::uint8_t> ours;  ///< RGBA8, bottom row first
    std::vector<std::uint8_t> mesa;
};

constexpr const char* kPassThroughVertex =
    "void main() { gl_Position = gl_Vertex; gl_FrontColor = gl_Color; "
    "gl_TexCoord[0] = gl_MultiTexCoord0; }";

// The binding of entry parameter `name` (the writer names it "main.name").
const lang::arbfp::Binding* FindBinding(const lang::cg::CompileResult& r, const std::string& name) {
    for (const lang::arbfp::Binding& b : r.arbfp.bindings)
        if (b.name == name || b.name == "main." + name) return &b;
    return nullptr;
}

// Compiles and draws `c` both ways; nullopt after a reported failure.
std::optional<Pictures> Draw(const Case& c) {
    lang::cg::CompileOptions options;
    options.source_name = "fp40_case.cg";
    options.source_text = c.cg;
    options.profile = "fp40";
    options.comments = false;
    const lang::cg::CompileResult compiled = lang::cg::CompileCg(options);
    if (!compiled.ok) {
        ADD_FAILURE() << compiled.diagnostics;
        return std::nullopt;
    }
    RenderRequest request;
    request.program = compiled.arbfp.text;
    request.width = request.height = kSize;
    request.corners = Corners(c.back_facing);
    GlslDraw draw;
    draw.vertex = kPassThroughVertex;
    draw.fragment = c.glsl;
    draw.inputs = GlslVertexInputs::kConventional;
    draw.width = draw.height = kSize;
    draw.corners = request.corners;
    for (const auto& [name, value] : c.uniforms) {
        const lang::arbfp::Binding* b = FindBinding(compiled, name);
        if (b == nullptr) {
            ADD_FAILURE() << "no binding for " << name << "\n" << compiled.arbfp.text;
            return std::nullopt;
        }
        request.local_parameters.push_back(
            {static_cast<int>(b->first_parameter), {value, 0, 0, 0}});
        draw.uniforms.push_back({name, {value}});
    }
    for (const Sampler& s : c.samplers) {
        const lang::arbfp::Binding* b = FindBinding(compiled, s.name);
        if (b == nullptr) {
            ADD_FAILURE() << "no binding for " << s.name << "\n" << compiled.arbfp.text;
            return std::nullopt;
        }
        TextureSpec texture = s.texture;
        texture.unit = static_cast<int>(b->texture_unit);
        request.textures.push_back(texture);
        draw.textures.push_back(texture);
        draw.samplers.push_back({s.name, texture.unit});
    }
    namespace fast = runtime::exec::fast;
    const fast::Executor before = fast::SelectedExecutor();
    fast::SelectExecutor(fast::Executor::kReference);
    const RenderResult ours =
        RenderWithTessera(request, lang::arbasm::fragment::Limits::Default().WithNvOptions());
    fast::SelectExecutor(before);
    const GlslDrawResult mesa = DrawGlsl(draw);
    if (!ours.ok() || !mesa.ok()) {
        ADD_FAILURE() << "ours: " << ours.error << "\nmesa: " << mesa.error << "\n"
                      << request.program;
        return std::nullopt;
    }
    return Pictures{request.program, ours.rgba8, mesa.rgba8};
}

int Channel(const std::vector<std::uint8_t>& rgba8, int x, int y, int c) {
    return rgba8[static_cast<std::size_t>((y * kSize + x) * 4 + c)];
}

// Every channel of both pictures within `tolerance` of each other.
void ExpectAgree(const Pictures& p, int tolerance) {
    RenderResult ours, mesa;
    ours.rgba8 = p.ours;
    mesa.rgba8 = p.mesa;
    const Difference d = CompareRgba8(ours, mesa, kSize, tolerance);
    EXPECT_LE(d.max_units, tolerance) << d.pixels_over << " pixels differ, the most at (" << d.x
                                      << ", " << d.y << ") channel " << d.channel << "\n"
                                      << p.fp40;
}

// Channel `c` of both pictures within `tolerance` of `expected(x, y)` (a byte).
template <typename Expected>
void ExpectChannel(const Pictures& p, int c, int tolerance, Expected expected) {
    int wrong = 0;
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x) {
            const int want = expected(x, y);
            for (const auto* picture : {&p.ours, &p.mesa})
                if (std::abs(Channel(*picture, x, y, c) - want) > tolerance && wrong++ < 4)
                    ADD_FAILURE() << (picture == &p.ours ? "ours" : "mesa") << " (" << x << ", "
                                  << y << ") channel " << c << ": " << Channel(*picture, x, y, c)
                                  << ", expected " << want;
        }
    EXPECT_EQ(wrong, 0);
}

class Fp40AgainstMesa : public ::testing::Test {
  protected:
    void SetUp() override {
        if (!MesaAvailable()) TESSERA_SKIP_OR_FAIL_IN_CI(MesaUnavailableReason());
    }
};

// --- loops whose exit depends on the data ---

// Draw(c) for a program fp40 keeps a loop in (REP): the pictures agree within a step (the
// tolerances above).
std::optional<Pictures> DrawKeptLoop(const Case& c) {
    auto p = Draw(c);
    if (p) {
        EXPECT_NE(p->fp40.find("REP"), std::string::npos) << p->fp40;
        ExpectAgree(*p, 1);
    }
    return p;
}

// A loop of count n (a uniform: fp40 keeps it, REP with BRK) walking right along the texture
// until a texel's red passes 0.5: the exit depends on texels fetched inside the loop.
TEST_F(Fp40AgainstMesa, LoopExitOnATexelFetchedInTheLoop) {
    Case c;
    c.cg =
        "float4 main(float2 uv : TEXCOORD0, uniform sampler2D tex, uniform float n) : COLOR {\n"
        "    float steps = 0;\n"
        "    float4 t = tex2D(tex, uv);\n"
        "    for (float i = 0; i < n; i++) {\n"
        "        if (t.r > 0.5) break;\n"
        "        uv.x += 0.0625;\n"
        "        t = tex2D(tex, uv);\n"
        "        steps += 1;\n"
        "    }\n"
        "    return float4(steps * 0.09375, t.r, uv.x * 0.5, 1);\n"
        "}\n";
    c.glsl =
        "uniform sampler2D tex;\nuniform float n;\n"
        "void main() {\n"
        "    vec2 uv = gl_TexCoord[0].xy;\n"
        "    float steps = 0.0;\n"
        "    vec4 t = texture2D(tex, uv);\n"
        "    for (float i = 0.0; i < n; i++) {\n"
        "        if (t.r > 0.5) break;\n"
        "        uv.x += 0.0625;\n"
        "        t = texture2D(tex, uv);\n"
        "        steps += 1.0;\n"
        "    }\n"
        "    gl_FragColor = vec4(steps * 0.09375, t.r, uv.x * 0.5, 1.0);\n"
        "}\n";
    c.uniforms = {{"n", 8}};
    c.samplers = {{"tex", LoopTexture()}};
    const auto p = DrawKeptLoop(c);
    ASSERT_TRUE(p);
    // By hand: each step moves one texel right (clamped at column 15) until red is 0.9,
    // at most n = 8 steps; both exits are taken (row 0 has 0.9 at columns 0, 7 and 14, and
    // from column 15 the walk never finds one).
    auto steps = [](int x, int y) {
        int k = 0;
        for (int column = x; k < 8 && LoopRed(std::min(column, 15), y) < 0.5f; ++column) ++k;
        return k;
    };
    ExpectChannel(*p, 0, 1, [&](int x, int y) { return Byte(steps(x, y) * 0.09375); });
    EXPECT_EQ(steps(0, 0), 0);
    EXPECT_EQ(steps(13, 0), 1);
    EXPECT_EQ(steps(15, 0), 8);
}

// A loop of count n = 6 that also ends when i / 8 passes the varying u: k = min(floor(8u) + 1,
// 6) iterations, each adding a sixteenth of the colour.
TEST_F(Fp40AgainstMesa, LoopExitOnAVarying) {
    Case c;
    c.cg =
        "float4 main(float4 c : COLOR0, float2 uv : TEXCOORD0, uniform float n) : COLOR {\n"
        "    float4 sum = 0;\n"
        "    for (float i = 0; i < n; i++) {\n"
        "        if (i * 0.125 > uv.x) break;\n"
        "        sum += c * 0.0625;\n"
        "    }\n"
        "    return sum;\n"
        "}\n";
    c.glsl =
        "uniform float n;\n"
        "void main() {\n"
        "    vec4 sum = vec4(0.0);\n"
        "    for (float i = 0.0; i < n; i++) {\n"
        "        if (i * 0.125 > gl_TexCoord[0].x) break;\n"
        "        sum += gl_Color * 0.0625;\n"
        "    }\n"
        "    gl_FragColor = sum;\n"
        "}\n";
    c.uniforms = {{"n", 6}};
    const auto p = DrawKeptLoop(c);
    ASSERT_TRUE(p);
    ExpectChannel(*p, 3, 1, [](int x, int) {
        return Byte(std::min(std::floor(8 * U(x)) + 1, 6.0) * 0.0625);  // alpha is 1 * k / 16
    });
}

// --- derivatives ---

// f = u*u + v*v and the DerivativeTexture texel t at uv, then the colour `cg_color` (Cg) or
// `glsl_color` (GLSL) computes from them.
std::optional<Pictures> DrawDerivatives(const std::string& cg_color,
                                        const std::string& glsl_color) {
    Case c;
    c.cg =
        "float4 main(float2 uv : TEXCOORD0, uniform sampler2D tex) : COLOR {\n"
        "    float f = uv.x * uv.x + uv.y * uv.y;\n"
        "    float4 t = tex2D(tex, uv);\n"
        "    return " +
        cg_color +
        ";\n"
        "}\n";
    c.glsl =
        "uniform sampler2D tex;\n"
        "void main() {\n"
        "    vec2 uv = gl_TexCoord[0].xy;\n"
        "    float f = uv.x * uv.x + uv.y * uv.y;\n"
        "    vec4 t = texture2D(tex, uv);\n"
        "    gl_FragColor = " +
        glsl_color +
        ";\n"
        "}\n";
    c.samplers = {{"tex", DerivativeTexture()}};
    auto p = Draw(c);
    if (p) {
        EXPECT_NE(p->fp40.find("DDXR"), std::string::npos) << p->fp40;
    }
    return p;
}

// The first pixel of pixel i's quad along x or y (quads start at even pixels).
int QuadStart(int i) { return i - i % 2; }

TEST_F(Fp40AgainstMesa, DdxDdyOfAVaryingAndOfATexel) {
    const auto p = DrawDerivatives(
        "float4(ddx(f) * 4.0 + 0.25, ddy(f) * 4.0 + 0.25, ddx(t.r) * 0.5 + 0.5, ddy(t.g) * 0.5 + "
        "0.5)",
        "vec4(dFdx(f) * 4.0 + 0.25, dFdy(f) * 4.0 + 0.25, dFdx(t.r) * 0.5 + 0.5, dFdy(t.g) * 0.5 + "
        "0.5)");
    ASSERT_TRUE(p);
    ExpectAgree(*p, 1);
    // By hand, quad by quad: d(u*u)/dx is u1^2 - u0^2 (the v terms cancel), the texel's red
    // steps from column x0 to x0 + 1, its green from row y0 to y0 + 1.
    ExpectChannel(*p, 0, 1, [](int x, int) {
        const double u0 = U(QuadStart(x)), u1 = U(QuadStart(x) + 1);
        return Byte((u1 * u1 - u0 * u0) * 4 + 0.25);
    });
    ExpectChannel(*p, 2, 1, [](int x, int) {
        return Byte((DerivRed(QuadStart(x) + 1) - DerivRed(QuadStart(x))) * 0.5 + 0.5);
    });
    ExpectChannel(*p, 3, 1, [](int, int y) {
        return Byte((DerivGreen(QuadStart(y) + 1) - DerivGreen(QuadStart(y))) * 0.5 + 0.5);
    });
}

// fwidth(p) = |ddx(p)| + |ddy(p)| (Cg's standard library; GLSL 1.10 section 8.8).
TEST_F(Fp40AgainstMesa, FwidthOfAVaryingAndOfATexel) {
    const auto p = DrawDerivatives(
        "float4(fwidth(f) * 2.0, fwidth(t.r) * 0.5, fwidth(t.g) * 0.5, fwidth(uv.x) * 4.0)",
        "vec4(fwidth(f) * 2.0, fwidth(t.r) * 0.5, fwidth(t.g) * 0.5, fwidth(uv.x) * 4.0)");
    ASSERT_TRUE(p);
    ExpectAgree(*p, 1);
    ExpectChannel(*p, 1, 1, [](int x, int) {  // the red texel does not change along y
        return Byte(std::abs(DerivRed(QuadStart(x) + 1) - DerivRed(QuadStart(x))) * 0.5);
    });
    ExpectChannel(*p, 3, 1, [](int, int) { return Byte(4.0 / kSize); });  // u steps by 1/16
}

// --- explicit levels of detail ---

// tex2Dlod(tex, float4(uv, 0, LOD)) in Cg (NV_fragment_program2's TXL reads the level from
// w), texture2DLod(tex, uv, LOD) in GLSL (ARB_shader_texture_lod), drawn over MipTexture
// with these filters; `lod` is LOD in both languages.
std::optional<Pictures> DrawAtLevels(const std::string& lod, std::uint32_t min_filter,
                                     std::uint32_t mag_filter) {
    Case c;
    c.cg =
        "float4 main(float2 uv : TEXCOORD0, uniform sampler2D tex) : COLOR {\n"
        "    return tex2Dlod(tex, float4(uv, 0, " +
        lod +
        "));\n"
        "}\n";
    c.glsl =
        "#version 120\n#extension GL_ARB_shader_texture_lod : require\n"
        "uniform sampler2D tex;\n"
        "void main() {\n"
        "    vec2 uv = gl_TexCoord[0].xy;\n"
        "    gl_FragColor = texture2DLod(tex, uv, " +
        lod +
        ");\n"
        "}\n";
    c.samplers = {{"tex", MipTexture(min_filter, mag_filter)}};
    auto p = Draw(c);
    if (p) {
        EXPECT_NE(p->fp40.find("TXL"), std::string::npos) << p->fp40;
    }
    return p;
}

// Red, green and blue of both pictures within `tolerance` of `color(x, y)`'s.
template <typename Color>
void ExpectColors(const Pictures& p, int tolerance, Color color) {
    for (int channel = 0; channel < 3; ++channel)
        ExpectChannel(p, channel, tolerance,
                      [&](int x, int y) { return Byte(color(x, y)[channel]); });
}

// floor(8u) - 1 runs -1, -1, 0, 0, 1, 1, ... 6, 6 across the window. NEAREST_MIPMAP_NEAREST
// with a NEAREST magnification filter (GL 2.0 section 3.8.8: c = 0): a level <= 0 magnifies
// level 0, a whole level d > 0 reads level d, clamped to the last (4).
TEST_F(Fp40AgainstMesa, Tex2DlodAtWholeLevels) {
    const auto p =
        DrawAtLevels("floor(uv.x * 8.0) - 1.0", kFilterNearestMipmapNearest, kFilterNearest);
    ASSERT_TRUE(p);
    ExpectAgree(*p, 0);
    ExpectColors(*p, 0, [](int x, int) { return kLevelColors[std::clamp(x / 2 - 1, 0, 4)]; });
}

// Fractional levels 4v - 0.5 = (2y - 3) / 8 with LINEAR_MIPMAP_LINEAR and LINEAR
// magnification: a level <= 0 magnifies level 0; else the levels floor(lod) and the next
// (clamped to 4) blend by lod's fraction (GL 2.0 section 3.8.8).
TEST_F(Fp40AgainstMesa, Tex2DlodBetweenLevels) {
    const auto p = DrawAtLevels("uv.y * 4.0 - 0.5", kFilterLinearMipmapLinear, kFilterLinear);
    ASSERT_TRUE(p);
    ExpectAgree(*p, 1);
    ExpectColors(*p, 1, [](int, int y) {
        const double lod = std::max((2 * y - 3) / 8.0, 0.0);  // level 0 alone at or below 0
        const int d = static_cast<int>(std::floor(lod));
        const double f = lod - d;
        std::array<double, 4> blend{};
        for (int c = 0; c < 4; ++c)
            blend[c] =
                (1 - f) * kLevelColors[std::min(d, 4)][c] + f * kLevelColors[std::min(d + 1, 4)][c];
        return blend;
    });
}

// --- arrays carried by a kept loop ---

// A local array written and read at the counter of a loop whose count is a uniform (fp40
// keeps it: each element in its own register, an access a compare per element, as
// isel_flow.cpp says), then read at an index from a varying after the loop.
TEST_F(Fp40AgainstMesa, ArrayIndexedByTheCounterOfAKeptLoop) {
    Case c;
    c.cg =
        "float4 main(float2 uv : TEXCOORD0, uniform float n) : COLOR {\n"
        "    float a[5] = {0.1, 0.2, 0.3, 0.4, 0.5};\n"
        "    for (int i = 0; i < n; i++)\n"
        "        a[i] = a[i] * 0.5 + uv.x * 0.25;\n"
        "    int j = (int)(uv.y * 5);\n"
        "    return float4(a[j], a[0] + a[4], a[2], 1);\n"
        "}\n";
    c.glsl =
        "uniform float n;\n"
        "void main() {\n"
        "    vec2 uv = gl_TexCoord[0].xy;\n"
        "    float a[5];\n"
        "    a[0] = 0.1; a[1] = 0.2; a[2] = 0.3; a[3] = 0.4; a[4] = 0.5;\n"
        "    for (int i = 0; float(i) < n; i++)\n"
        "        a[i] = a[i] * 0.5 + uv.x * 0.25;\n"
        "    int j = int(uv.y * 5.0);\n"
        "    gl_FragColor = vec4(a[j], a[0] + a[4], a[2], 1.0);\n"
        "}\n";
    c.uniforms = {{"n", 3}};
    const auto p = DrawKeptLoop(c);
    ASSERT_TRUE(p);
    // By hand: n = 3 iterations make a[k] = 0.05 (k + 1) + u / 4 for k < 3; a[3], a[4] keep
    // 0.4, 0.5. j = floor(5 v) is 0 to 4 down the window (5 v is never a whole number at a
    // pixel centre: 5 (2y + 1) / 32).
    ExpectChannel(*p, 0, 1, [](int x, int y) {
        const int j = static_cast<int>(std::floor(5 * U(y)));
        return Byte(j < 3 ? 0.05 * (j + 1) + U(x) / 4 : 0.1 * (j + 1));
    });
    ExpectChannel(*p, 1, 1, [](int x, int) { return Byte(0.05 + U(x) / 4 + 0.5); });
    ExpectChannel(*p, 2, 1, [](int x, int) { return Byte(0.15 + U(x) / 4); });
}

// --- FACE ---

// Cg's FACE is fragment.facing (+1 front, -1 back); GLSL's gl_FrontFacing. The same quad
// drawn counter-clockwise (front) and mirrored, clockwise (back).
TEST_F(Fp40AgainstMesa, FaceOnFrontAndBackFacingQuads) {
    Case c;
    c.cg =
        "float4 main(float face : FACE, float4 c : COLOR0) : COLOR {\n"
        "    return face > 0 ? c : float4(1 - c.rgb, 0.25);\n"
        "}\n";
    c.glsl =
        "void main() {\n"
        "    gl_FragColor = gl_FrontFacing ? gl_Color : vec4(1.0 - gl_Color.rgb, 0.25);\n"
        "}\n";
    for (const bool back : {false, true}) {
        c.back_facing = back;
        const auto p = Draw(c);
        ASSERT_TRUE(p);
        ExpectAgree(*p, 1);
        ExpectChannel(*p, 3, 0, [&](int, int) { return back ? 64 : 255; });
        ExpectChannel(*p, 2, 1, [&](int, int) { return Byte(0.5); });  // 1 - 0.5 either way
    }
}

}  // namespace
}  // namespace tessera::testing::differential
