// The GLSL half of scene_render.h: Mesa compiles and links both shaders and draws the quad.
//
// tests/mesa's harness makes the EGL context (compatibility profile, current from then on);
// this file only adds what ARB programs did not need: shader objects, vertex attributes,
// sampler uniforms. The quad's corners go in the harness's order (-1,-1), (1,-1), (1,1),
// (-1,1) as triangles (0,1,2) and (0,2,3); the attributes are affine over the quad, so the
// split does not change the varyings.
#include "tests/parasol/scene_render.h"

#define GL_GLEXT_PROTOTYPES 1
#include <GL/gl.h>
#include <GL/glext.h>

#include <array>

#include "mesa_gl.h"

namespace tessera::parasol_test {

namespace {

std::string GlslName(const std::vector<std::pair<std::string, std::string>>& names, const std::string& global) {
    for (const auto& [g, glsl] : names)
        if (g == global) return glsl;
    return "";
}

GLuint CompileStage(GLenum kind, const std::string& text, std::string& error) {
    GLuint shader = glCreateShader(kind);
    const char* source = text.c_str();
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        std::array<char, 4096> log{};
        glGetShaderInfoLog(shader, static_cast<GLsizei>(log.size()), nullptr, log.data());
        error = std::string(kind == GL_VERTEX_SHADER ? "vertex" : "fragment") + " shader: " + log.data() + "\n" + text;
    }
    return shader;
}

}  // namespace

std::string MesaGlslUnavailable() { return testing::MesaUnavailableReason(); }

SceneImage RenderGlslInMesa(const lang::parasol::CompileResult& glsl, const lang::parasol::CompileResult& arbfp,
                            int size) {
    SceneImage out;
    if (!testing::MesaAvailable()) {
        out.error = testing::MesaUnavailableReason();
        return out;
    }
    GLuint vs = CompileStage(GL_VERTEX_SHADER, glsl.glsl_vertex, out.error);
    GLuint fs = CompileStage(GL_FRAGMENT_SHADER, glsl.glsl_fragment, out.error);
    GLuint program = glCreateProgram();
    glAttachShader(program, vs);
    glAttachShader(program, fs);
    // Vertex input k (global semantic ATTRk) gets attribute location k.
    int attributes = 0;
    for (const ir::Global& g : glsl.vertex_lowered->globals)
        if (g.kind == ir::Global::Kind::kInput && g.semantic.rfind("ATTR", 0) == 0) {
            int k = std::stoi(g.semantic.substr(4));
            glBindAttribLocation(program, k, GlslName(glsl.glsl_vertex_names, g.name).c_str());
            attributes = std::max(attributes, k + 1);
        }
    glLinkProgram(program);
    GLint linked = 0;
    glGetProgramiv(program, GL_LINK_STATUS, &linked);
    if (!linked && out.error.empty()) {
        std::array<char, 4096> log{};
        glGetProgramInfoLog(program, static_cast<GLsizei>(log.size()), nullptr, log.data());
        out.error = std::string("link: ") + log.data();
    }
    if (!out.error.empty()) {
        glDeleteProgram(program);
        glDeleteShader(vs);
        glDeleteShader(fs);
        return out;
    }
    glUseProgram(program);

    GLuint framebuffer = 0, color = 0, depth = 0;
    glGenFramebuffers(1, &framebuffer);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
    glGenRenderbuffers(1, &color);
    glBindRenderbuffer(GL_RENDERBUFFER, color);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, size, size);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, color);
    glGenRenderbuffers(1, &depth);
    glBindRenderbuffer(GL_RENDERBUFFER, depth);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT24, size, size);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, depth);
    glViewport(0, 0, size, size);
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_ALWAYS);
    glClearColor(0, 0, 0, 0);
    glClearDepth(1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);

    GLuint texture = 0;
    glGenTextures(1, &texture);
    std::vector<std::uint8_t> texels = ExampleTexture();
    for (const lang::arbfp::Binding& b : arbfp.arbfp.bindings) {
        if (b.kind != lang::arbfp::Binding::Kind::kSampler) continue;
        glActiveTexture(GL_TEXTURE0 + b.texture_unit);
        glBindTexture(GL_TEXTURE_2D, texture);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 64, 64, 0, GL_RGBA, GL_UNSIGNED_BYTE, texels.data());
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        glUniform1i(glGetUniformLocation(program, GlslName(glsl.glsl_fragment_names, b.name).c_str()),
                    static_cast<GLint>(b.texture_unit));
    }
    glActiveTexture(GL_TEXTURE0);

    // Corners (-1,-1), (1,-1), (1,1), (-1,1); position first, then (s, t, 0, 1) for the rest.
    const float corners[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    std::vector<std::array<float, 4>> positions, texcoords;
    for (const auto& c : corners) {
        positions.push_back({c[0], c[1], 0, 1});
        texcoords.push_back({(c[0] + 1) / 2, (c[1] + 1) / 2, 0, 1});
    }
    for (int k = 0; k < attributes; ++k) {
        glEnableVertexAttribArray(k);
        glVertexAttribPointer(k, 4, GL_FLOAT, GL_FALSE, 0, k == 0 ? positions.data() : texcoords.data());
    }
    const GLushort indices[] = {0, 1, 2, 0, 2, 3};
    glDrawElements(GL_TRIANGLES, 6, GL_UNSIGNED_SHORT, indices);
    out.rgba8.resize(static_cast<std::size_t>(size) * size * 4);
    glReadPixels(0, 0, size, size, GL_RGBA, GL_UNSIGNED_BYTE, out.rgba8.data());
    out.width = out.height = size;
    GLenum error = glGetError();
    if (error != GL_NO_ERROR) out.error = "GL error " + std::to_string(error);

    for (int k = 0; k < attributes; ++k) glDisableVertexAttribArray(k);
    glUseProgram(0);
    glDeleteTextures(1, &texture);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glDeleteRenderbuffers(1, &color);
    glDeleteRenderbuffers(1, &depth);
    glDeleteFramebuffers(1, &framebuffer);
    glDeleteProgram(program);
    glDeleteShader(vs);
    glDeleteShader(fs);
    glDisable(GL_DEPTH_TEST);
    return out;
}

}  // namespace tessera::parasol_test
