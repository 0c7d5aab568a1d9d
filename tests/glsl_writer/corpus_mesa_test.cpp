// SPDX-License-Identifier: MIT
// The independent check of the GLSL writer: every Cg example (examples/cg) compiled to IR,
// written as GLSL of each version, compiled, linked and drawn by Mesa with a pass-through
// vertex shader, and compared with the same shader's ARBfp output drawn by Mesa. Mesa's
// GLSL compiler and its ARB_fragment_program path are independent of each other and of
// Tessera's runtime, so agreement says the GLSL means what the ARBfp means.
//
// Both draws get the same inputs: the same quad with the same per-corner attributes
// (generic attributes at the same locations), the same uniform values (each example's
// defaults: program.local vectors for ARBfp, glUniform by the writer's documented names for
// GLSL, matrices with transpose = GL_TRUE since the IR lays them out row by row), and the
// same textures on the same units. The textures are smooth and linearly filtered without
// mipmaps, so a last-bit difference in a computed coordinate moves a sample by a last bit,
// not onto another texel.
//
// Tolerance: 1/255 per channel of the RGBA8 framebuffer. Half a step is the framebuffer's
// rounding; the other half covers float differences between the two compilations (ARBfp's
// MAD and its RSQ-based normalize vs GLSL's own, reordered additions) that can push a value
// across a rounding boundary. Depth (sphere_impostor writes it) agrees to 1e-5.
#include <gtest/gtest.h>

#include <cmath>
#include <iostream>
#include <map>

#include "glsl_test_support.h"
#include "mesa_glsl.h"  // tests/mesa
#include "piglit_corpus.h"
#include "tests/cg_examples/harness.h"

namespace tessera::glsl_writer_test {
namespace {

using testing::DrawGlsl;
using testing::GlslDraw;
using testing::GlslDrawResult;

using cg_examples::Shader;

constexpr int kSize = 31;

struct Compiled {
    lang::cg::CompileResult result;
    cg_examples::ParsedShader parsed;
};

const Compiled& CompiledShader(const Shader& shader) {
    static std::map<std::string, Compiled> cache;
    auto it = cache.find(shader.name);
    if (it == cache.end())
        it = cache.emplace(shader.name, Compiled{cg_examples::Compile(shader), cg_examples::ParseShader(shader)}).first;
    return it->second;
}

// The quad: distinct corner colors (alpha included), texture coordinates 0..1 with r and q
// set, a fog coordinate from 0 at the left to 1 at the right.
std::array<testing::Vertex, 4> Scene() {
    std::array<testing::Vertex, 4> corners = testing::UniformCorners();
    const float uv[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    const testing::Vec4 colors[4] = {{1, 0.2f, 0, 1}, {0, 1, 0.2f, 0.8f}, {0.2f, 0, 1, 0.6f}, {1, 1, 1, 0.4f}};
    for (int i = 0; i < 4; ++i) {
        testing::Vertex& v = corners[static_cast<std::size_t>(i)];
        v.primary_color = colors[i];
        v.secondary_color = {uv[i][1], 0.5f, uv[i][0], 0.25f};
        for (testing::Vec4& t : v.texcoords) t = {uv[i][0], uv[i][1], 0.25f + 0.5f * uv[i][0], 1};
        v.fog_coord = uv[i][0];
    }
    return corners;
}

testing::TextureSpec SmoothTexture(int unit, lang::arbasm::fragment::TextureTarget target) {
    testing::TextureSpec spec;
    spec.unit = unit;
    spec.min_filter = spec.mag_filter = 0x2601;  // GL_LINEAR
    const bool cube = target == lang::arbasm::fragment::TextureTarget::kCube;
    spec.target = cube ? testing::TextureTarget::kCube : testing::TextureTarget::k2D;
    testing::TextureLevel level;
    level.width = level.height = cube ? 4 : 16;
    for (int face = 0; face < (cube ? 6 : 1); ++face)
        for (int y = 0; y < level.height; ++y)
            for (int x = 0; x < level.width; ++x) {
                const float s = (x + 0.5f) / level.width, t = (y + 0.5f) / level.height;
                // Blue stays above 0.5, so a normal map's 2 * texel - 1 is never the zero
                // vector, whose normalisation would turn last-bit differences into any color.
                level.data.insert(level.data.end(), {s, t, cube ? face / 6.0f : 0.75f + 0.25f * s * t, 1 - 0.5f * s});
            }
    spec.levels.push_back(std::move(level));
    return spec;
}

// A vertex shader that hands the harness's attributes to the fragment shader's inputs: the
// built-ins where the version has them, else the varyings the writer named.
std::string PassThroughVertex(GlslVersion v, const ir::Module& fragment, const lang::glsl::GlslWriteResult& w) {
    const bool legacy = v == GlslVersion::k110 || v == GlslVersion::k120 || v == GlslVersion::k130;
    const bool in_out = v == GlslVersion::k130 || v == GlslVersion::k330 || v == GlslVersion::kEs300;
    static const char* kDirective[] = {"#version 110", "#version 120", "#version 130", "#version 330", "#version 100",
                                       "#version 300 es"};
    std::string decl = std::string(kDirective[static_cast<int>(v)]) + "\n", body = "    gl_Position = tsr_position;\n";
    for (int i = 0; i < 12; ++i) decl += std::string(in_out ? "in" : "attribute") + " vec4 " + testing::GlslAttributeName(i) + ";\n";
    if (legacy) {
        body += "    gl_FrontColor = tsr_color0;\n    gl_FrontSecondaryColor = tsr_color1;\n"
                "    gl_FogFragCoord = tsr_fog.x;\n";
        for (int i = 0; i < 8; ++i)
            body += "    gl_TexCoord[" + std::to_string(i) + "] = tsr_texcoord" + std::to_string(i) + ";\n";
        return decl + "void main() {\n" + body + "}\n";
    }
    // Every non-built-in fragment input: a varying named by the writer (v_SEMANTIC).
    for (const lang::glsl::GlslInterfaceName& n : w.names) {
        if (n.glsl.rfind("v_", 0) != 0) continue;
        const std::string sem = n.glsl.substr(2);
        std::string source = sem == "COLOR0" ? "tsr_color0" : sem == "COLOR1" ? "tsr_color1" : sem == "FOG" ? "tsr_fog" : "";
        if (sem.rfind("TEXCOORD", 0) == 0) source = "tsr_texcoord" + sem.substr(8);
        int width = 4;
        for (const ir::Global& g : fragment.globals) {
            const ir::Type& t = fragment.types.Get(g.type);
            if (g.name == n.global) width = t.Width();
            for (const ir::StructField& f : t.fields)
                if (g.name + "." + f.name == n.global) width = fragment.types.Get(f.type).Width();
        }
        const std::string type = width == 1 ? "float" : "vec" + std::to_string(width);
        decl += std::string(in_out ? "out " : "varying ") + type + " " + n.glsl + ";\n";
        body += "    " + n.glsl + " = " + source + (width < 4 ? "." + std::string("xyzw", static_cast<std::size_t>(width)) : "") + ";\n";
    }
    return decl + "void main() {\n" + body + "}\n";
}

std::string GlslName(const lang::glsl::GlslWriteResult& w, const std::string& global) {
    for (const lang::glsl::GlslInterfaceName& n : w.names)
        if (n.global == global) return n.glsl;
    return "";
}

// One GlslUniform per leaf of a uniform's type: arrays element by element (name[i]),
// structs field by field (name.field), from the default's scalars in the IR's order.
void Leaves(const ir::TypeTable& types, ir::TypeId type, const std::string& name, const std::vector<double>& values,
            std::size_t& at, std::vector<testing::GlslUniform>& out) {
    const ir::Type& t = types.Get(type);
    if (t.kind == ir::Type::Kind::kArray) {
        for (std::uint32_t i = 0; i < t.count; ++i) Leaves(types, t.element, name + "[" + std::to_string(i) + "]", values, at, out);
        return;
    }
    if (t.kind == ir::Type::Kind::kStruct) {
        for (const ir::StructField& f : t.fields) Leaves(types, f.type, name + "." + f.name, values, at, out);
        return;
    }
    testing::GlslUniform u{name, {}};
    for (std::uint32_t i = 0; i < types.ComponentCount(type) && at < values.size(); ++i)
        u.values.push_back(static_cast<float>(values[at++]));
    out.push_back(std::move(u));
}

struct Param {
    std::string shader;
    GlslVersion version;
};

// Examples whose GLSL and ARBfp draws differ, with the reason and the most pixels that may
// differ. Each is a tie the example's own values create, which the last bit of a different
// (equally correct) rounding decides; the pixels were worked out by hand.
struct KnownDifference {
    int pixels;
    const char* reason;
};
const std::map<std::string, KnownDifference>& KnownDifferences() {
    static const std::map<std::string, KnownDifference> known = {
        {"projective",
         {1, "at pixel (26, 30), u = 26.5/31 and v = 30.5/31 make q.x = 1.2u + 0.3v + 0.1 equal to "
             "q.w = 0.5u + 0.4v + 0.6 (both 1.420968), so st.x = q.x / q.w is exactly 1 and step(st.x, 1) "
             "is decided by rounding: ARBfp computes the quotient as RCP then MUL, GLSL divides"}},
    };
    return known;
}

void PrintTo(const Param& p, std::ostream* os) { *os << p.shader << " " << lang::glsl::GlslVersionName(p.version); }

class GlslCorpus : public ::testing::TestWithParam<Param> {};

TEST_P(GlslCorpus, DrawsAsItsArbfpDoes) {
    const Shader* shader = cg_examples::FindShader(GetParam().shader);
    ASSERT_NE(shader, nullptr);
    const Compiled& c = CompiledShader(*shader);
    ASSERT_TRUE(c.result.ok && c.result.lowered) << c.result.diagnostics;
    const GlslVersion version = GetParam().version;
    const lang::glsl::GlslWriteResult w = Write(*c.result.lowered, version);
    if (!w.ok()) {
        // Only a construct the version lacks may stop the writer; the message names it.
        ExpectRefusedFor(GetParam().shader, version, w);
        ::testing::Test::RecordProperty("not_expressible", Messages(w));
        return;
    }
    if (!testing::MesaAvailable()) TESSERA_SKIP_OR_FAIL_IN_CI(testing::MesaUnavailableReason());

    testing::RenderRequest arb;
    arb.program = c.result.arbfp.text;
    arb.width = arb.height = kSize;
    arb.corners = Scene();
    arb.read_depth = true;
    arb.clear_color = {0.25f, 0.5f, 0.75f, 0.125f};
    GlslDraw glsl;
    glsl.fragment = w.text;
    glsl.vertex = PassThroughVertex(version, *c.result.lowered, w);
    glsl.corners = arb.corners;
    glsl.width = glsl.height = kSize;
    glsl.read_depth = true;
    glsl.clear_color = arb.clear_color;
    const cg_examples::LocalValues locals = cg_examples::UniformLocals(c.result, c.parsed);
    ASSERT_EQ(locals.error, "");
    for (const auto& [index, v] : locals.locals) arb.local_parameters.push_back({static_cast<int>(index), {v[0], v[1], v[2], v[3]}});
    for (const lang::arbfp::Binding& b : c.result.arbfp.bindings) {
        if (b.kind != lang::arbfp::Binding::Kind::kSampler) continue;
        arb.textures.push_back(SmoothTexture(static_cast<int>(b.texture_unit), b.texture_target));
        glsl.samplers.push_back({GlslName(w, b.name), static_cast<int>(b.texture_unit)});
    }
    glsl.textures = arb.textures;
    for (const ir::Global& g : c.result.lowered->globals) {
        if (g.kind != ir::Global::Kind::kUniform) continue;
        for (const cg_examples::UniformDefault& d : c.parsed.uniforms) {
            std::size_t at = 0;
            if (d.name == g.name) Leaves(c.result.lowered->types, g.type, GlslName(w, g.name), d.values, at, glsl.uniforms);
        }
    }

    const testing::RenderResult want = testing::RenderFragmentProgram(arb);
    ASSERT_TRUE(want.ok()) << want.error;
    const GlslDrawResult got = DrawGlsl(glsl);
    ASSERT_TRUE(got.ok()) << got.error << "\n" << glsl.vertex << "\n" << w.text;
    int bad = 0;
    std::string report;
    for (std::size_t p = 0; p < got.depth.size(); ++p) {
        bool differs = std::fabs(got.depth[p] - want.depth[p]) > 1e-5f;
        std::string channels;
        for (std::size_t k = p * 4; k < p * 4 + 4; ++k) {
            channels += " " + std::to_string(got.rgba8[k]) + "/" + std::to_string(want.rgba8[k]);
            differs = differs || std::abs(static_cast<int>(got.rgba8[k]) - static_cast<int>(want.rgba8[k])) > 1;
        }
        if (differs && ++bad <= 6)
            report += "  pixel (" + std::to_string(p % kSize) + ", " + std::to_string(p / kSize) +
                      ") GLSL/ARBfp RGBA:" + channels + ", depth " + std::to_string(got.depth[p]) + "/" +
                      std::to_string(want.depth[p]) + "\n";
    }
    const auto known = KnownDifferences().find(GetParam().shader);
    const int allowed = known == KnownDifferences().end() ? 0 : known->second.pixels;
    if (known != KnownDifferences().end()) {
        std::cout << "known difference (" << bad << " pixel(s)): " << known->second.reason << "\n" << report;
        EXPECT_GT(bad, 0) << "the known difference is gone: remove " << GetParam().shader << " from the list";
    }
    EXPECT_LE(bad, allowed) << report << w.text << "\n" << c.result.arbfp.text;
}

std::vector<Param> Params() {
    std::vector<Param> out;
    for (const Shader& s : cg_examples::Corpus())
        for (GlslVersion v : kAllVersions) out.push_back({s.name, v});
    return out;
}

INSTANTIATE_TEST_SUITE_P(Examples, GlslCorpus, ::testing::ValuesIn(Params()),
                         [](const ::testing::TestParamInfo<Param>& info) {
                             return info.param.shader + "_" + lang::glsl::GlslVersionName(info.param.version);
                         });

}  // namespace
}  // namespace tessera::glsl_writer_test
