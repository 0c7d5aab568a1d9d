// SPDX-License-Identifier: MIT
// A pair through GLSL on Mesa: the lowered modules the ARB writers read, written as GLSL
// 1.10 by the GLSL writer (lang/glsl/writer), compiled and linked by Mesa, and drawn with the
// scene's state. The GLSL writer maps the pair's semantics to the fixed-function built-ins
// (gl_Vertex, gl_Color, gl_MultiTexCoordN, gl_TexCoord[n], gl_FogFragCoord...) and `state.*`
// uniforms to the built-in state uniforms, so the draw feeds conventional attributes in
// immediate mode and sets the GL state the usual way.
#include "pair_render.h"

#include <algorithm>

#ifdef TESSERA_HAVE_GLSL_WRITER
#include "lang/glsl/writer/glsl_writer.h"
#endif

#if defined(TESSERA_HAVE_MESA) && defined(TESSERA_HAVE_GLSL_WRITER)
#include "mesa_glsl.h"
#endif

namespace tessera::vertex_pairs {

#if defined(TESSERA_HAVE_MESA) && defined(TESSERA_HAVE_GLSL_WRITER)

namespace {

struct GlslStage {
    std::string text;
    std::vector<lang::glsl::GlslInterfaceName> names;
    std::string error;
};

GlslStage WriteStage(const lang::cg::CompileResult& result) {
    GlslStage out;
    if (!result.lowered) {
        out.error = "no lowered module";
        return out;
    }
    lang::glsl::GlslWriteResult w = lang::glsl::WriteGlsl(*result.lowered);
    if (!w.ok()) {
        for (const auto& d : w.diagnostics) out.error += d.message + "\n";
        return out;
    }
    out.text = w.text;
    out.names = w.names;
    return out;
}

/// The uniforms of one stage's module that the scene gives values, and its samplers (all
/// on unit 0). The scene gives 4 floats per parameter: a vector's first Width() are its
/// value, a matrix's rows are compacted to rows x columns values uploaded row by row
/// (transpose = GL_TRUE), an array's elements follow one another.
void AddUniforms(const lang::cg::CompileResult& result, const GlslStage& stage, const Scene& scene,
                 testing::GlslDraw& draw) {
    const ir::Module& module = *result.lowered;
    for (const lang::glsl::GlslInterfaceName& n : stage.names) {
        const auto g = std::find_if(module.globals.begin(), module.globals.end(),
                                    [&](const ir::Global& x) { return x.name == n.global; });
        if (g == module.globals.end()) continue;
        if (g->kind == ir::Global::Kind::kSampler) {
            draw.samplers.push_back({n.glsl, 0});
            continue;
        }
        auto value = scene.uniforms.find(n.global);
        if (g->kind != ir::Global::Kind::kUniform || value == scene.uniforms.end()) continue;
        // An array is its elements one after another, each taking whole parameters.
        const ir::Type& whole = module.types.Get(g->type);
        const bool array = whole.kind == ir::Type::Kind::kArray;
        const ir::Type& t = array ? module.types.Get(whole.element) : whole;
        const std::size_t count = array ? whole.count : 1;
        const bool matrix = t.kind == ir::Type::Kind::kMatrix;
        const std::size_t rows = matrix ? static_cast<std::size_t>(t.rows) : 1;
        const std::size_t width = matrix ? static_cast<std::size_t>(t.columns) : static_cast<std::size_t>(t.Width());
        testing::GlslUniform u{n.glsl, {}, testing::MatrixLayout::kRows};
        for (std::size_t r = 0; r < count * rows; ++r)
            for (std::size_t c = 0; c < width && 4 * r + c < value->second.size(); ++c)
                u.values.push_back(value->second[4 * r + c]);
        draw.uniforms.push_back(std::move(u));
    }
}

}  // namespace

Image RenderGlslOnMesa(const CompiledPair& pair, const Scene& scene, std::string* sources) {
    Image image;
    if (!testing::MesaAvailable()) {
        image.error = testing::MesaUnavailableReason();
        return image;
    }
    const GlslStage vs = WriteStage(pair.vertex), fs = WriteStage(pair.fragment);
    if (sources) *sources = vs.text + fs.text;
    if (!vs.error.empty() || !fs.error.empty()) {
        image.error = "GLSL writer: " + vs.error + fs.error;
        return image;
    }
    testing::GlslDraw draw;
    draw.vertex = vs.text;
    draw.fragment = fs.text;
    draw.width = draw.height = kSize;
    draw.inputs = testing::GlslVertexInputs::kConventional;  // the writer uses gl_Vertex, gl_Color...
    draw.corners = MesaCorners(scene);
    draw.textures = MesaTextures(scene);
    AddUniforms(pair.vertex, vs, scene, draw);
    AddUniforms(pair.fragment, fs, scene, draw);
    draw.extra_state = [&] { SetMesaFixedState(scene); };
    testing::GlslDrawResult r = testing::DrawGlsl(draw);
    if (!r.ok()) {
        image.error = r.error + "\n" + vs.text + fs.text;
        return image;
    }
    image.rgba = std::move(r.rgba8);
    return image;
}

#else

Image RenderGlslOnMesa(const CompiledPair&, const Scene&, std::string*) {
    return {{}, "unavailable: built without Mesa or the GLSL writer"};
}

#endif

}  // namespace tessera::vertex_pairs
