// SPDX-License-Identifier: MIT
// The two renderers of a pair (see pair_render.h).
#include "pair_render.h"

#include <memory>
#include <regex>

#include "runtime/gl/context.h"
#include "runtime/texture/texture.h"

#ifdef TESSERA_HAVE_MESA
#include <GL/gl.h>
#include <GL/glext.h>

#include "mesa_gl.h"
#endif

namespace tessera::vertex_pairs {

namespace {

namespace gl = runtime::gl;

lang::cg::CompileResult CompileEntry(const std::string& path, const char* entry, const char* profile) {
    lang::cg::CompileOptions options;
    options.source_name = path;
    options.entry = entry;
    options.profile = profile;
    return lang::cg::CompileCg(options);
}

/// (program.local index, value) for every uniform of `result` the scene gives a value.
std::vector<std::pair<int, Vec>> Locals(const lang::cg::CompileResult& result, const Scene& scene) {
    std::vector<std::pair<int, Vec>> out;
    for (const lang::arbfp::Binding& b : result.arbfp.bindings) {
        if (b.kind != lang::arbfp::Binding::Kind::kUniform || b.gl_state) continue;
        auto it = scene.uniforms.find(b.name);
        if (it == scene.uniforms.end()) continue;
        for (std::uint32_t i = 0; i < b.parameter_count && 4 * i + 3 < it->second.size(); ++i) {
            const float* v = &it->second[4 * i];
            out.push_back({static_cast<int>(b.first_parameter + i), Vec{v[0], v[1], v[2], v[3]}});
        }
    }
    return out;
}

gl::Matrix4 MatrixOr(const std::vector<float>& m) {
    gl::Matrix4 out = gl::IdentityMatrix();
    if (m.size() == 16) std::copy(m.begin(), m.end(), out.begin());
    return out;
}

void SetTesseraState(gl::GlState& s, const Scene& scene) {
    s.SetMatrixMode(gl::MatrixMode::kModelview);
    s.LoadIdentity();
    s.SetLightPosition(0, scene.light_position);
    s.LightAt(0).diffuse = scene.light_diffuse;
    s.LightAt(0).ambient = scene.light_ambient;
    s.MaterialOf(lang::arbasm::fragment::Face::kFront).ambient = scene.material_ambient;
    s.MaterialOf(lang::arbasm::fragment::Face::kFront).diffuse = scene.material_diffuse;
    s.TexGen(0).object[0] = scene.texgen_object_s;
    s.FogState().mode = gl::FogMode::kLinear;
    s.FogState().start = scene.fog_start;
    s.FogState().end = scene.fog_end;
    s.SetFogColor(scene.fog_color);
    s.LoadMatrix(MatrixOr(scene.modelview));
    s.SetMatrixMode(gl::MatrixMode::kProjection);
    s.LoadMatrix(MatrixOr(scene.projection));
}

std::string Load(gl::ProgramObjects& programs, gl::ProgramTarget target, const std::string& text) {
    programs.BindProgram(target, programs.GenPrograms(1).at(0));
    if (programs.ProgramString(target, gl::ProgramFormat::kAscii, text) != gl::GlError::kNoError)
        return programs.ErrorString();
    return "";
}

}  // namespace

CompiledPair CompilePair(const std::string& path) {
    return {CompileEntry(path, "main_vertex", "arbvp1"), CompileEntry(path, "main_fragment", "arbfp1")};
}

Image RenderOnTessera(const CompiledPair& pair, const Scene& scene) {
    Image image;
    gl::Context context(kSize, kSize);
    SetTesseraState(context.State(), scene);
    gl::ProgramObjects& programs = context.Programs();
    const std::pair<gl::ProgramTarget, const lang::cg::CompileResult*> stages[] = {
        {gl::ProgramTarget::kVertexProgram, &pair.vertex}, {gl::ProgramTarget::kFragmentProgram, &pair.fragment}};
    for (const auto& [target, result] : stages) {
        image.error = Load(programs, target, result->arbfp.text);
        if (!image.error.empty()) return image;
        for (const auto& [index, value] : Locals(*result, scene))
            programs.ProgramLocalParameter4fv(target, static_cast<std::uint32_t>(index), value.data());
    }
    context.Enable(gl::Capability::kVertexProgram);
    context.Enable(gl::Capability::kFragmentProgram);
    if (!scene.texture.empty()) {
        namespace tx = runtime::texture;
        auto texture = std::make_shared<tx::Texture>(tx::Target::k2D, tx::BaseFormat::kRgba);
        texture->SetImage(0, tx::ImageFromFloats(scene.texture_width, scene.texture_height, scene.texture));
        texture->Params().min_filter = texture->Params().mag_filter = tx::Filter::kNearest;
        texture->Params().wrap_s = texture->Params().wrap_t = tx::Wrap::kClampToEdge;
        context.Textures().Bind(0, tx::Target::k2D, texture);
    }
    std::vector<runtime::raster::Vertex> vertices;
    for (int i : {0, 1, 2, 0, 2, 3}) {
        const Corner& c = scene.corners[static_cast<std::size_t>(i)];
        runtime::raster::Vertex v;
        v.position = {c.position[0], c.position[1], c.position[2], c.position[3]};
        v.color = {c.color[0], c.color[1], c.color[2], c.color[3]};
        for (int t = 0; t < 2; ++t) {
            const Vec& tc = c.texcoord[static_cast<std::size_t>(t)];
            v.texcoord[static_cast<std::size_t>(t)] = {tc[0], tc[1], tc[2], tc[3]};
        }
        v.fogcoord = c.fog;
        vertices.push_back(v);
    }
    if (context.DrawTriangles(vertices) != gl::GlError::kNoError) {
        image.error = "the draw failed";
        return image;
    }
    image.rgba = context.Framebuffer().ReadRgba8();
    return image;
}

#ifdef TESSERA_HAVE_MESA

namespace {

/// The pair's vertex program reading the harness's generic attributes.
std::string ToHarnessAttributes(std::string text) {
    const std::pair<const char*, const char*> names[] = {
        {"vertex\\.position", "vertex.attrib[0]"},   {"vertex\\.color\\.secondary", "vertex.attrib[2]"},
        {"vertex\\.color", "vertex.attrib[1]"},      {"vertex\\.fogcoord", "vertex.attrib[3]"},
        {"vertex\\.texcoord\\[0\\]", "vertex.attrib[4]"}, {"vertex\\.texcoord\\[1\\]", "vertex.attrib[5]"},
    };
    for (const auto& [from, to] : names) text = std::regex_replace(text, std::regex(from), to);
    return text;
}

void SetMesaState(const Scene& scene, const std::string& vertex_program,
                  const std::vector<std::pair<int, Vec>>& vertex_locals, std::string& error) {
    SetMesaFixedState(scene);
    const std::string text = ToHarnessAttributes(vertex_program);
    glProgramStringARB(GL_VERTEX_PROGRAM_ARB, GL_PROGRAM_FORMAT_ASCII_ARB, static_cast<GLsizei>(text.size()),
                       text.data());
    if (glGetError() != GL_NO_ERROR)
        error = reinterpret_cast<const char*>(glGetString(GL_PROGRAM_ERROR_STRING_ARB));
    for (const auto& [index, value] : vertex_locals)
        glProgramLocalParameter4fvARB(GL_VERTEX_PROGRAM_ARB, static_cast<GLuint>(index), value.data());
}

}  // namespace

void SetMesaFixedState(const Scene& scene) {
    glMatrixMode(GL_MODELVIEW);
    glLoadIdentity();
    glLightfv(GL_LIGHT0, GL_POSITION, scene.light_position.data());  // in eye coordinates
    glLightfv(GL_LIGHT0, GL_DIFFUSE, scene.light_diffuse.data());
    glLightfv(GL_LIGHT0, GL_AMBIENT, scene.light_ambient.data());
    glMaterialfv(GL_FRONT, GL_AMBIENT, scene.material_ambient.data());
    glMaterialfv(GL_FRONT, GL_DIFFUSE, scene.material_diffuse.data());
    glTexGenfv(GL_S, GL_OBJECT_PLANE, scene.texgen_object_s.data());
    glFogi(GL_FOG_MODE, GL_LINEAR);
    glFogf(GL_FOG_START, scene.fog_start);
    glFogf(GL_FOG_END, scene.fog_end);
    glFogfv(GL_FOG_COLOR, scene.fog_color.data());
    glLoadMatrixf(MatrixOr(scene.modelview).data());
    glMatrixMode(GL_PROJECTION);
    glLoadMatrixf(MatrixOr(scene.projection).data());
    glMatrixMode(GL_MODELVIEW);
}

std::array<testing::Vertex, 4> MesaCorners(const Scene& scene) {
    std::array<testing::Vertex, 4> corners;
    for (std::size_t i = 0; i < 4; ++i) {
        const Corner& c = scene.corners[i];
        testing::Vertex& v = corners[i];
        v.position = c.position;
        v.primary_color = c.color;
        v.texcoords[0] = c.texcoord[0];
        v.texcoords[1] = c.texcoord[1];
        v.fog_coord = c.fog;
    }
    return corners;
}

std::vector<testing::TextureSpec> MesaTextures(const Scene& scene) {
    if (scene.texture.empty()) return {};
    testing::TextureSpec spec;  // unit 0, 2D, NEAREST, CLAMP_TO_EDGE, RGBA32F
    spec.levels.push_back({scene.texture_width, scene.texture_height, 1, scene.texture});
    return {spec};
}

std::string MesaLoadVertexProgram(const std::string& vertex_program) {
    if (!testing::MesaAvailable()) return testing::MesaUnavailableReason();
    GLuint name = 0;
    glGenProgramsARB(1, &name);
    glBindProgramARB(GL_VERTEX_PROGRAM_ARB, name);
    while (glGetError() != GL_NO_ERROR) {
    }
    glProgramStringARB(GL_VERTEX_PROGRAM_ARB, GL_PROGRAM_FORMAT_ASCII_ARB,
                       static_cast<GLsizei>(vertex_program.size()), vertex_program.data());
    std::string error;
    if (glGetError() != GL_NO_ERROR) {
        error = reinterpret_cast<const char*>(glGetString(GL_PROGRAM_ERROR_STRING_ARB));
        if (error.empty()) error = "rejected";
    }
    glBindProgramARB(GL_VERTEX_PROGRAM_ARB, 0);
    glDeleteProgramsARB(1, &name);
    return error;
}

Image RenderOnMesa(const CompiledPair& pair, const Scene& scene) {
    Image image;
    if (!testing::MesaAvailable()) {
        image.error = testing::MesaUnavailableReason();
        return image;
    }
    testing::RenderRequest request;
    request.program = pair.fragment.arbfp.text;
    request.width = request.height = kSize;
    request.corners = MesaCorners(scene);
    request.local_parameters = Locals(pair.fragment, scene);
    request.fog.mode = GL_LINEAR;
    request.fog.start = scene.fog_start;
    request.fog.end = scene.fog_end;
    request.fog.color = scene.fog_color;
    request.textures = MesaTextures(scene);
    std::string vertex_error;
    const std::vector<std::pair<int, Vec>> vertex_locals = Locals(pair.vertex, scene);
    request.extra_state = [&] { SetMesaState(scene, pair.vertex.arbfp.text, vertex_locals, vertex_error); };
    testing::RenderResult result = testing::RenderFragmentProgram(request);
    image.error = !vertex_error.empty() ? "vertex program: " + vertex_error : result.error;
    if (image.error.empty()) image.rgba = result.rgba8;
    return image;
}

#else

std::string MesaLoadVertexProgram(const std::string&) { return "unavailable: the Mesa harness was not built"; }
Image RenderOnMesa(const CompiledPair&, const Scene&) { return {{}, "unavailable: the Mesa harness was not built"}; }

#endif

}  // namespace tessera::vertex_pairs
