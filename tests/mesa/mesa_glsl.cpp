// SPDX-License-Identifier: MIT
// GLSL programs on Mesa (see mesa_glsl.h).
//
// Uniforms are set by the type the linker reports (glGetActiveUniform), not by the number
// of values given, so a vec3 given four floats still gets glUniform3fv and a mismatch
// shows as a GL error instead of a silently different upload.
#include "mesa_glsl.h"

#define GL_GLEXT_PROTOTYPES 1
#include <GL/gl.h>
#include <GL/glext.h>

#include <optional>

namespace tessera::testing {
namespace {

void ClearErrors() {
    while (glGetError() != GL_NO_ERROR) {
    }
}

std::string InfoLog(GLuint object, bool program) {
    GLint length = 0;
    if (program)
        glGetProgramiv(object, GL_INFO_LOG_LENGTH, &length);
    else
        glGetShaderiv(object, GL_INFO_LOG_LENGTH, &length);
    std::string log(static_cast<std::size_t>(length > 0 ? length : 1), '\0');
    if (program)
        glGetProgramInfoLog(object, length, nullptr, log.data());
    else
        glGetShaderInfoLog(object, length, nullptr, log.data());
    return log;
}

// Compiles and links, binding the harness's attribute names and `attributes`; 0 and
// `error` on failure.
GLuint BuildProgram(const std::string& vertex, const std::string& fragment, std::string& error,
                    const std::vector<std::pair<std::string, int>>& attributes = {}) {
    GLuint program = glCreateProgram();
    const std::pair<GLenum, const std::string*> stages[] = {{GL_VERTEX_SHADER, &vertex},
                                                            {GL_FRAGMENT_SHADER, &fragment}};
    for (const auto& [kind, text] : stages) {
        GLuint shader = glCreateShader(kind);
        const char* source = text->c_str();
        glShaderSource(shader, 1, &source, nullptr);
        glCompileShader(shader);
        GLint ok = 0;
        glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
        if (!ok) {
            error += (kind == GL_VERTEX_SHADER ? "vertex shader: " : "fragment shader: ") +
                     InfoLog(shader, false);
        }
        glAttachShader(program, shader);
        glDeleteShader(shader);  // freed with the program
    }
    for (int i = 0; i < 12; ++i) {
        glBindAttribLocation(program, static_cast<GLuint>(i), GlslAttributeName(i).c_str());
    }
    for (const auto& [name, location] : attributes) {
        glBindAttribLocation(program, static_cast<GLuint>(location), name.c_str());
    }
    glLinkProgram(program);
    GLint linked = 0;
    glGetProgramiv(program, GL_LINK_STATUS, &linked);
    if (!linked) error += "link: " + InfoLog(program, true);
    if (!error.empty()) {
        glDeleteProgram(program);
        return 0;
    }
    return program;
}

// The GL type of uniform `name`: an active uniform of that name, or the array whose
// element it names ("a" and "a[2]" both find the active "a[0]").
std::optional<GLenum> ActiveUniformType(GLuint program, const std::string& name) {
    std::string base = name;
    if (!name.empty() && name.back() == ']') base = name.substr(0, name.rfind('['));
    GLint count = 0;
    glGetProgramiv(program, GL_ACTIVE_UNIFORMS, &count);
    for (GLint i = 0; i < count; ++i) {
        char active[256];
        GLint size = 0;
        GLenum type = 0;
        glGetActiveUniform(program, static_cast<GLuint>(i), sizeof active, nullptr, &size, &type,
                           active);
        if (active == name || active == name + "[0]" || active == base + "[0]") return type;
    }
    return std::nullopt;
}

// How a GL uniform type is set: its scalars per element and the one glUniform* call that
// takes it (vector, matrix or integer form).
struct Upload {
    GLenum type;
    std::size_t scalars;
    void (*floats)(GLint, GLsizei, const GLfloat*) = nullptr;
    void (*matrix)(GLint, GLsizei, GLboolean, const GLfloat*) = nullptr;
    void (*ints)(GLint, GLsizei, const GLint*) = nullptr;
};

const Upload kUploads[] = {
    {GL_FLOAT, 1, glUniform1fv},
    {GL_FLOAT_VEC2, 2, glUniform2fv},
    {GL_FLOAT_VEC3, 3, glUniform3fv},
    {GL_FLOAT_VEC4, 4, glUniform4fv},
    {GL_FLOAT_MAT2, 4, nullptr, glUniformMatrix2fv},
    {GL_FLOAT_MAT3, 9, nullptr, glUniformMatrix3fv},
    {GL_FLOAT_MAT4, 16, nullptr, glUniformMatrix4fv},
    {GL_FLOAT_MAT2x3, 6, nullptr, glUniformMatrix2x3fv},
    {GL_FLOAT_MAT3x2, 6, nullptr, glUniformMatrix3x2fv},
    {GL_FLOAT_MAT2x4, 8, nullptr, glUniformMatrix2x4fv},
    {GL_FLOAT_MAT4x2, 8, nullptr, glUniformMatrix4x2fv},
    {GL_FLOAT_MAT3x4, 12, nullptr, glUniformMatrix3x4fv},
    {GL_FLOAT_MAT4x3, 12, nullptr, glUniformMatrix4x3fv},
    {GL_INT, 1, nullptr, nullptr, glUniform1iv},
    {GL_BOOL, 1, nullptr, nullptr, glUniform1iv},
    {GL_INT_VEC2, 2, nullptr, nullptr, glUniform2iv},
    {GL_BOOL_VEC2, 2, nullptr, nullptr, glUniform2iv},
    {GL_INT_VEC3, 3, nullptr, nullptr, glUniform3iv},
    {GL_BOOL_VEC3, 3, nullptr, nullptr, glUniform3iv},
    {GL_INT_VEC4, 4, nullptr, nullptr, glUniform4iv},
    {GL_BOOL_VEC4, 4, nullptr, nullptr, glUniform4iv},
};

// Sets one uniform by the type the GL reports, as many elements as the values fill; ""
// or why it could not.
std::string SetUniform(GLuint program, const GlslUniform& u) {
    const GLint location = glGetUniformLocation(program, u.name.c_str());
    if (location < 0) return "";  // optimised away (or not used): nothing to set
    const std::optional<GLenum> type = ActiveUniformType(program, u.name);
    if (!type) return "";
    const Upload* upload = nullptr;
    for (const Upload& candidate : kUploads)
        if (candidate.type == *type) upload = &candidate;
    if (upload == nullptr) return "uniform '" + u.name + "' has a type this helper does not set";
    const auto count = static_cast<GLsizei>(u.values.size() / upload->scalars);
    if (upload->floats) upload->floats(location, count, u.values.data());
    if (upload->matrix) {
        const GLboolean transpose = u.layout == MatrixLayout::kRows ? GL_TRUE : GL_FALSE;
        upload->matrix(location, count, transpose, u.values.data());
    }
    if (upload->ints) {
        const std::vector<GLint> ints(u.values.begin(), u.values.end());
        upload->ints(location, count, ints.data());
    }
    return glGetError() == GL_NO_ERROR ? "" : "setting uniform '" + u.name + "' failed";
}

void EmitGeneric(const Vertex& v) {
    glVertexAttrib4fv(1, v.primary_color.data());
    glVertexAttrib4fv(2, v.secondary_color.data());
    glVertexAttrib4f(3, v.fog_coord, 0, 0, 1);
    for (GLuint i = 0; i < 8; ++i) glVertexAttrib4fv(4 + i, v.texcoords[i].data());
    glVertexAttrib4fv(0, v.position.data());  // last: attribute 0 emits the vertex
}

void EmitConventional(const Vertex& v) {
    glColor4fv(v.primary_color.data());
    glSecondaryColor3fv(v.secondary_color.data());
    for (GLenum i = 0; i < 8; ++i) glMultiTexCoord4fv(GL_TEXTURE0 + i, v.texcoords[i].data());
    glFogCoordf(v.fog_coord);
    glVertex4fv(v.position.data());  // last: glVertex emits the vertex
}

// The color (RGBA8) and depth (32F) renderbuffers of one draw, deleted with it.
struct Framebuffer {
    GLuint name = 0;
    GLuint buffers[2] = {0, 0};

    Framebuffer(int width, int height) {
        glGenFramebuffers(1, &name);
        glBindFramebuffer(GL_FRAMEBUFFER, name);
        glGenRenderbuffers(2, buffers);
        glBindRenderbuffer(GL_RENDERBUFFER, buffers[0]);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER,
                                  buffers[0]);
        glBindRenderbuffer(GL_RENDERBUFFER, buffers[1]);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT32F, width, height);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, buffers[1]);
        glViewport(0, 0, width, height);
    }
    ~Framebuffer() {
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        glDeleteFramebuffers(1, &name);
        glDeleteRenderbuffers(2, buffers);
    }
};

// Uniforms, samplers and textures of `draw` on the program in use; the first error is kept.
void SetInputs(GLuint program, const GlslDraw& draw, std::vector<GLuint>& textures,
               std::string& error) {
    for (const GlslUniform& u : draw.uniforms) {
        if (std::string e = SetUniform(program, u); !e.empty() && error.empty()) error = e;
    }
    for (const auto& [name, unit] : draw.samplers) {
        const GLint location = glGetUniformLocation(program, name.c_str());
        if (location >= 0) glUniform1i(location, unit);
    }
    for (const TextureSpec& spec : draw.textures) {
        std::string e;
        if (GLuint name = CreateTexture(spec, e); name != 0)
            textures.push_back(name);
        else if (error.empty())
            error = e;
    }
    glActiveTexture(GL_TEXTURE0);
    if (GLenum e = glGetError(); e != GL_NO_ERROR && error.empty())
        error = "state before the draw: GL error " + std::to_string(e);
}

void ReadBack(const GlslDraw& draw, GlslDrawResult& result) {
    const std::size_t pixels = static_cast<std::size_t>(draw.width) * draw.height;
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    result.rgba8.resize(pixels * 4);
    glReadPixels(0, 0, draw.width, draw.height, GL_RGBA, GL_UNSIGNED_BYTE, result.rgba8.data());
    if (draw.read_depth) {
        result.depth.resize(pixels);
        glReadPixels(0, 0, draw.width, draw.height, GL_DEPTH_COMPONENT, GL_FLOAT,
                     result.depth.data());
    }
}

}  // namespace

std::string GlslAttributeName(int location) {
    static const char* kNames[] = {"tsr_position", "tsr_color0", "tsr_color1", "tsr_fog"};
    return location < 4 ? kNames[location] : "tsr_texcoord" + std::to_string(location - 4);
}

std::string LinkGlsl(const std::string& vertex, const std::string& fragment) {
    if (!MesaAvailable()) return MesaUnavailableReason();
    std::string error;
    GLuint program = BuildProgram(vertex, fragment, error);
    if (program != 0) glDeleteProgram(program);
    return error;
}

GlslDrawResult DrawGlsl(const GlslDraw& draw) {
    GlslDrawResult result;
    if (!MesaAvailable()) {
        result.error = MesaUnavailableReason();
        return result;
    }
    ClearErrors();
    GLuint program = BuildProgram(draw.vertex, draw.fragment, result.error, draw.attributes);
    if (program == 0) return result;
    std::vector<GLuint> textures;
    {
        Framebuffer framebuffer(draw.width, draw.height);
        const Vec4& c = draw.clear_color;
        glClearColor(c[0], c[1], c[2], c[3]);
        glClearDepth(1.0);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
        if (draw.read_depth) {
            glEnable(GL_DEPTH_TEST);
            glDepthFunc(GL_ALWAYS);
        }
        glUseProgram(program);
        SetInputs(program, draw, textures, result.error);
        if (draw.extra_state) draw.extra_state();
        glBegin(GL_TRIANGLES);
        for (int i : {0, 1, 2, 0, 2, 3}) {
            const Vertex& v = draw.corners[static_cast<std::size_t>(i)];
            if (draw.inputs == GlslVertexInputs::kConventional)
                EmitConventional(v);
            else
                EmitGeneric(v);
        }
        glEnd();
        ReadBack(draw, result);
        if (GLenum e = glGetError(); e != GL_NO_ERROR && result.error.empty())
            result.error = "draw: GL error " + std::to_string(e);
    }
    glUseProgram(0);
    if (!textures.empty()) glDeleteTextures(static_cast<GLsizei>(textures.size()), textures.data());
    glDeleteProgram(program);
    glDisable(GL_DEPTH_TEST);
    ClearErrors();
    return result;
}

}  // namespace tessera::testing
