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
#include <GL/gl.h>
#include <GL/glext.h>

#include "mesa_gl.h"
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

GLuint CompileShader(GLenum kind, const std::string& text, std::string& error) {
    GLuint shader = glCreateShader(kind);
    const char* source = text.c_str();
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[2048] = {};
        glGetShaderInfoLog(shader, sizeof log, nullptr, log);
        error += std::string(kind == GL_VERTEX_SHADER ? "vertex" : "fragment") + " shader: " + log + "\n" + text;
    }
    return shader;
}

/// Sets the uniforms of one stage's module that the scene gives values (and samplers to 0).
void SetUniforms(GLuint program, const lang::cg::CompileResult& result, const GlslStage& stage, const Scene& scene) {
    const ir::Module& module = *result.lowered;
    for (const lang::glsl::GlslInterfaceName& n : stage.names) {
        const GLint location = glGetUniformLocation(program, n.glsl.c_str());
        if (location < 0) continue;
        const auto g = std::find_if(module.globals.begin(), module.globals.end(),
                                    [&](const ir::Global& x) { return x.name == n.global; });
        if (g == module.globals.end()) continue;
        if (g->kind == ir::Global::Kind::kSampler) {
            glUniform1i(location, 0);
            continue;
        }
        auto value = scene.uniforms.find(n.global);
        if (g->kind != ir::Global::Kind::kUniform || value == scene.uniforms.end()) continue;
        const ir::Type& t = module.types.Get(g->type);
        const float* v = value->second.data();
        if (t.kind == ir::Type::Kind::kMatrix) glUniformMatrix4fv(location, 1, GL_TRUE, v);  // rows given
        else if (t.Width() == 1) glUniform1fv(location, 1, v);
        else if (t.Width() == 2) glUniform2fv(location, 1, v);
        else if (t.Width() == 3) glUniform3fv(location, 1, v);
        else glUniform4fv(location, 1, v);
    }
}

GLuint MakeTexture(const Scene& scene) {
    if (scene.texture.empty()) return 0;
    GLuint texture = 0;
    glActiveTexture(GL_TEXTURE0);
    glGenTextures(1, &texture);
    glBindTexture(GL_TEXTURE_2D, texture);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F, scene.texture_width, scene.texture_height, 0, GL_RGBA, GL_FLOAT,
                 scene.texture.data());
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    return texture;
}

void Draw(const Scene& scene) {
    glBegin(GL_TRIANGLES);
    for (int i : {0, 1, 2, 0, 2, 3}) {
        const Corner& c = scene.corners[static_cast<std::size_t>(i)];
        glColor4fv(c.color.data());
        glMultiTexCoord4fv(GL_TEXTURE0, c.texcoord[0].data());
        glMultiTexCoord4fv(GL_TEXTURE1, c.texcoord[1].data());
        glFogCoordf(c.fog);
        glVertex4fv(c.position.data());
    }
    glEnd();
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
    while (glGetError() != GL_NO_ERROR) {
    }
    GLuint framebuffer = 0, color = 0;
    glGenFramebuffers(1, &framebuffer);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
    glGenRenderbuffers(1, &color);
    glBindRenderbuffer(GL_RENDERBUFFER, color);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, kSize, kSize);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, color);
    glViewport(0, 0, kSize, kSize);
    glClearColor(0, 0, 0, 0);
    glClear(GL_COLOR_BUFFER_BIT);

    GLuint program = glCreateProgram();
    GLuint shaders[] = {CompileShader(GL_VERTEX_SHADER, vs.text, image.error),
                        CompileShader(GL_FRAGMENT_SHADER, fs.text, image.error)};
    for (GLuint s : shaders) glAttachShader(program, s);
    glLinkProgram(program);
    GLint linked = 0;
    glGetProgramiv(program, GL_LINK_STATUS, &linked);
    if (!linked && image.error.empty()) {
        char log[2048] = {};
        glGetProgramInfoLog(program, sizeof log, nullptr, log);
        image.error = std::string("link: ") + log;
    }
    GLuint texture = 0;
    if (image.error.empty()) {
        SetMesaFixedState(scene);
        texture = MakeTexture(scene);
        glUseProgram(program);
        SetUniforms(program, pair.vertex, vs, scene);
        SetUniforms(program, pair.fragment, fs, scene);
        Draw(scene);
        image.rgba.resize(static_cast<std::size_t>(kSize * kSize * 4));
        glReadPixels(0, 0, kSize, kSize, GL_RGBA, GL_UNSIGNED_BYTE, image.rgba.data());
        if (GLenum e = glGetError(); e != GL_NO_ERROR) image.error = "GL error " + std::to_string(e);
    }
    glUseProgram(0);
    for (GLuint s : shaders) glDeleteShader(s);
    glDeleteProgram(program);
    if (texture != 0) glDeleteTextures(1, &texture);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glDeleteFramebuffers(1, &framebuffer);
    glDeleteRenderbuffers(1, &color);
    if (!image.error.empty()) image.rgba.clear();
    return image;
}

#else

Image RenderGlslOnMesa(const CompiledPair&, const Scene&, std::string*) {
    return {{}, "unavailable: built without Mesa or the GLSL writer"};
}

#endif

}  // namespace tessera::vertex_pairs
