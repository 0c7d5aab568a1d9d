// GLSL programs on Mesa (see mesa_glsl.h).
#include "mesa_glsl.h"

#define GL_GLEXT_PROTOTYPES 1
#include <GL/gl.h>
#include <GL/glext.h>

namespace tessera::glsl_writer_test {
namespace {

GLenum Target(testing::TextureTarget target) {
    switch (target) {
        case testing::TextureTarget::k1D: return GL_TEXTURE_1D;
        case testing::TextureTarget::k2D: return GL_TEXTURE_2D;
        case testing::TextureTarget::k3D: return GL_TEXTURE_3D;
        case testing::TextureTarget::kCube: return GL_TEXTURE_CUBE_MAP;
        case testing::TextureTarget::kRect: return GL_TEXTURE_RECTANGLE_ARB;
    }
    return GL_TEXTURE_2D;
}

// One RGBA32F texture (no depth textures: the tests here do not need them).
GLuint CreateTexture(const testing::TextureSpec& spec) {
    const GLenum target = Target(spec.target);
    GLuint name = 0;
    glActiveTexture(GL_TEXTURE0 + spec.unit);
    glGenTextures(1, &name);
    glBindTexture(target, name);
    for (std::size_t level = 0; level < spec.levels.size(); ++level) {
        const testing::TextureLevel& l = spec.levels[level];
        const GLint lv = static_cast<GLint>(level);
        const std::size_t face = static_cast<std::size_t>(l.width) * l.height * l.depth * 4;
        switch (spec.target) {
            case testing::TextureTarget::k1D:
                glTexImage1D(target, lv, GL_RGBA32F, l.width, 0, GL_RGBA, GL_FLOAT, l.data.data());
                break;
            case testing::TextureTarget::k3D:
                glTexImage3D(target, lv, GL_RGBA32F, l.width, l.height, l.depth, 0, GL_RGBA, GL_FLOAT, l.data.data());
                break;
            case testing::TextureTarget::kCube:
                for (std::size_t f = 0; f < 6; ++f)
                    glTexImage2D(static_cast<GLenum>(GL_TEXTURE_CUBE_MAP_POSITIVE_X + f), lv, GL_RGBA32F, l.width,
                                 l.height, 0, GL_RGBA, GL_FLOAT, l.data.data() + f * face);
                break;
            default:
                glTexImage2D(target, lv, GL_RGBA32F, l.width, l.height, 0, GL_RGBA, GL_FLOAT, l.data.data());
                break;
        }
    }
    glTexParameteri(target, GL_TEXTURE_MIN_FILTER, static_cast<GLint>(spec.min_filter));
    glTexParameteri(target, GL_TEXTURE_MAG_FILTER, static_cast<GLint>(spec.mag_filter));
    glTexParameteri(target, GL_TEXTURE_WRAP_S, static_cast<GLint>(spec.wrap_s));
    glTexParameteri(target, GL_TEXTURE_WRAP_T, static_cast<GLint>(spec.wrap_t));
    glTexParameteri(target, GL_TEXTURE_WRAP_R, static_cast<GLint>(spec.wrap_r));
    glTexParameteri(target, GL_TEXTURE_MAX_LEVEL, spec.levels.empty() ? 0 : static_cast<GLint>(spec.levels.size()) - 1);
    return name;
}

std::string ShaderLog(GLuint shader) {
    GLint length = 0;
    glGetShaderiv(shader, GL_INFO_LOG_LENGTH, &length);
    std::string log(static_cast<std::size_t>(length > 0 ? length : 1), '\0');
    glGetShaderInfoLog(shader, length, nullptr, log.data());
    return log;
}

// Compiles and links; 0 and `error` on failure.
GLuint BuildProgram(const std::string& vertex, const std::string& fragment, std::string& error,
                    const std::vector<std::pair<std::string, int>>& attributes = {}) {
    GLuint program = glCreateProgram();
    const std::pair<GLenum, const std::string*> stages[] = {{GL_VERTEX_SHADER, &vertex}, {GL_FRAGMENT_SHADER, &fragment}};
    for (const auto& [kind, text] : stages) {
        GLuint shader = glCreateShader(kind);
        const char* source = text->c_str();
        glShaderSource(shader, 1, &source, nullptr);
        glCompileShader(shader);
        GLint ok = 0;
        glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
        if (!ok) error += (kind == GL_VERTEX_SHADER ? "vertex shader: " : "fragment shader: ") + ShaderLog(shader);
        glAttachShader(program, shader);
        glDeleteShader(shader);
    }
    for (int i = 0; i < 12; ++i) glBindAttribLocation(program, static_cast<GLuint>(i), AttributeName(i).c_str());
    for (const auto& [name, location] : attributes) glBindAttribLocation(program, static_cast<GLuint>(location), name.c_str());
    glLinkProgram(program);
    GLint linked = 0;
    glGetProgramiv(program, GL_LINK_STATUS, &linked);
    if (!linked) {
        GLint length = 0;
        glGetProgramiv(program, GL_INFO_LOG_LENGTH, &length);
        std::string log(static_cast<std::size_t>(length > 0 ? length : 1), '\0');
        glGetProgramInfoLog(program, length, nullptr, log.data());
        error += "link: " + log;
    }
    if (!error.empty()) {
        glDeleteProgram(program);
        return 0;
    }
    return program;
}

// Sets one uniform by name from its IR-ordered scalars, by the type the GL reports.
std::string SetUniform(GLuint program, const UniformValue& u) {
    const GLint location = glGetUniformLocation(program, u.name.c_str());
    if (location < 0) return "";  // optimised away (or not used): nothing to set
    GLint count = 0;
    glGetProgramiv(program, GL_ACTIVE_UNIFORMS, &count);
    for (GLint i = 0; i < count; ++i) {
        char name[256];
        GLint size = 0;
        GLenum type = 0;
        glGetActiveUniform(program, static_cast<GLuint>(i), sizeof name, nullptr, &size, &type, name);
        std::string n = name;
        if (n != u.name && n != u.name + "[0]") continue;
        const float* v = u.values.data();
        const auto per = [&](std::size_t k) { return static_cast<GLsizei>(u.values.size() / k); };
        switch (type) {
            case GL_FLOAT: glUniform1fv(location, per(1), v); break;
            case GL_FLOAT_VEC2: glUniform2fv(location, per(2), v); break;
            case GL_FLOAT_VEC3: glUniform3fv(location, per(3), v); break;
            case GL_FLOAT_VEC4: glUniform4fv(location, per(4), v); break;
            case GL_FLOAT_MAT2: glUniformMatrix2fv(location, per(4), GL_TRUE, v); break;
            case GL_FLOAT_MAT3: glUniformMatrix3fv(location, per(9), GL_TRUE, v); break;
            case GL_FLOAT_MAT4: glUniformMatrix4fv(location, per(16), GL_TRUE, v); break;
            case GL_FLOAT_MAT2x3: glUniformMatrix2x3fv(location, per(6), GL_TRUE, v); break;
            case GL_FLOAT_MAT3x2: glUniformMatrix3x2fv(location, per(6), GL_TRUE, v); break;
            case GL_FLOAT_MAT2x4: glUniformMatrix2x4fv(location, per(8), GL_TRUE, v); break;
            case GL_FLOAT_MAT4x2: glUniformMatrix4x2fv(location, per(8), GL_TRUE, v); break;
            case GL_FLOAT_MAT3x4: glUniformMatrix3x4fv(location, per(12), GL_TRUE, v); break;
            case GL_FLOAT_MAT4x3: glUniformMatrix4x3fv(location, per(12), GL_TRUE, v); break;
            default: return "uniform '" + u.name + "' has a type this helper does not set";
        }
        return glGetError() == GL_NO_ERROR ? "" : "setting uniform '" + u.name + "' failed";
    }
    return "";
}

void EmitVertex(const testing::Vertex& v) {
    glVertexAttrib4fv(1, v.primary_color.data());
    glVertexAttrib4fv(2, v.secondary_color.data());
    glVertexAttrib4f(3, v.fog_coord, 0, 0, 1);
    for (GLuint i = 0; i < 8; ++i) glVertexAttrib4fv(4 + i, v.texcoords[i].data());
    glVertexAttrib4fv(0, v.position.data());
}

}  // namespace

std::string AttributeName(int location) {
    static const char* kNames[] = {"tsr_position", "tsr_color0", "tsr_color1", "tsr_fog"};
    return location < 4 ? kNames[location] : "tsr_texcoord" + std::to_string(location - 4);
}

std::string LinkGlsl(const std::string& vertex, const std::string& fragment) {
    if (!testing::MesaAvailable()) return testing::MesaUnavailableReason();
    std::string error;
    GLuint program = BuildProgram(vertex, fragment, error);
    if (program != 0) glDeleteProgram(program);
    return error;
}

GlslDrawResult DrawGlsl(const GlslDraw& draw) {
    GlslDrawResult result;
    if (!testing::MesaAvailable()) {
        result.error = testing::MesaUnavailableReason();
        return result;
    }
    while (glGetError() != GL_NO_ERROR) {
    }
    GLuint program = BuildProgram(draw.vertex, draw.fragment, result.error, draw.attributes);
    if (program == 0) return result;
    GLuint framebuffer = 0, buffers[2] = {0, 0};
    glGenFramebuffers(1, &framebuffer);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
    glGenRenderbuffers(2, buffers);
    glBindRenderbuffer(GL_RENDERBUFFER, buffers[0]);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, draw.width, draw.height);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, buffers[0]);
    glBindRenderbuffer(GL_RENDERBUFFER, buffers[1]);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT32F, draw.width, draw.height);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, buffers[1]);
    glViewport(0, 0, draw.width, draw.height);
    glClearColor(draw.clear_color[0], draw.clear_color[1], draw.clear_color[2], draw.clear_color[3]);
    glClearDepth(1.0);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    if (draw.read_depth) {
        glEnable(GL_DEPTH_TEST);
        glDepthFunc(GL_ALWAYS);
    }
    glUseProgram(program);
    for (const UniformValue& u : draw.uniforms)
        if (std::string e = SetUniform(program, u); !e.empty() && result.error.empty()) result.error = e;
    for (const auto& [name, unit] : draw.samplers) {
        const GLint location = glGetUniformLocation(program, name.c_str());
        if (location >= 0) glUniform1i(location, unit);
    }
    std::vector<GLuint> textures;
    for (const testing::TextureSpec& spec : draw.textures) textures.push_back(CreateTexture(spec));
    glActiveTexture(GL_TEXTURE0);
    if (GLenum e = glGetError(); e != GL_NO_ERROR && result.error.empty())
        result.error = "state before the draw: GL error " + std::to_string(e);
    if (draw.extra_state) draw.extra_state();
    glBegin(GL_TRIANGLES);
    for (int i : {0, 1, 2, 0, 2, 3}) EmitVertex(draw.corners[static_cast<std::size_t>(i)]);
    glEnd();
    const std::size_t pixels = static_cast<std::size_t>(draw.width) * draw.height;
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    result.rgba8.resize(pixels * 4);
    glReadPixels(0, 0, draw.width, draw.height, GL_RGBA, GL_UNSIGNED_BYTE, result.rgba8.data());
    if (draw.read_depth) {
        result.depth.resize(pixels);
        glReadPixels(0, 0, draw.width, draw.height, GL_DEPTH_COMPONENT, GL_FLOAT, result.depth.data());
    }
    if (GLenum e = glGetError(); e != GL_NO_ERROR && result.error.empty())
        result.error = "draw: GL error " + std::to_string(e);
    glUseProgram(0);
    if (!textures.empty()) glDeleteTextures(static_cast<GLsizei>(textures.size()), textures.data());
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glDeleteFramebuffers(1, &framebuffer);
    glDeleteRenderbuffers(2, buffers);
    glDeleteProgram(program);
    glDisable(GL_DEPTH_TEST);
    while (glGetError() != GL_NO_ERROR) {
    }
    return result;
}

}  // namespace tessera::glsl_writer_test
