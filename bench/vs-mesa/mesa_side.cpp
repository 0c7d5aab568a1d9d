// SPDX-License-Identifier: MIT
// Mesa's side of the comparison (see mesa_side.h).
#include "mesa_side.h"

#define GL_GLEXT_PROTOTYPES 1
#include <GL/gl.h>
#include <GL/glext.h>

#include "mesa_gl.h"

namespace tessera::bench {
namespace {

using lang::arbasm::fragment::TextureTarget;

GLenum GlTarget(TextureTarget target) {
    switch (target) {
        case TextureTarget::k1D:
        case TextureTarget::kShadow1D:
            return GL_TEXTURE_1D;
        case TextureTarget::k2D:
        case TextureTarget::kShadow2D:
            return GL_TEXTURE_2D;
        case TextureTarget::k3D:
            return GL_TEXTURE_3D;
        case TextureTarget::kCube:
            return GL_TEXTURE_CUBE_MAP;
        case TextureTarget::kRect:
        case TextureTarget::kShadowRect:
            return GL_TEXTURE_RECTANGLE_ARB;
    }
    return GL_TEXTURE_2D;
}

// Uploads level 0 of `t` to the texture bound to `target` on the active unit.
void Upload(const BenchTexture& t, GLenum target) {
    const int height = target == GL_TEXTURE_1D ? 1 : t.size;
    if (t.IsDepth()) {
        if (target == GL_TEXTURE_1D)
            glTexImage1D(target, 0, GL_DEPTH_COMPONENT24, t.size, 0, GL_DEPTH_COMPONENT, GL_FLOAT,
                         t.depth.data());
        else
            glTexImage2D(target, 0, GL_DEPTH_COMPONENT24, t.size, height, 0, GL_DEPTH_COMPONENT,
                         GL_FLOAT, t.depth.data());
        return;
    }
    switch (target) {
        case GL_TEXTURE_1D:
            glTexImage1D(target, 0, GL_RGBA8, t.size, 0, GL_RGBA, GL_UNSIGNED_BYTE, t.rgba.data());
            break;
        case GL_TEXTURE_3D:
            glTexImage3D(target, 0, GL_RGBA8, t.size, t.size, t.layers, 0, GL_RGBA,
                         GL_UNSIGNED_BYTE, t.rgba.data());
            break;
        case GL_TEXTURE_CUBE_MAP: {
            const std::size_t face_bytes = static_cast<std::size_t>(t.size) * t.size * 4;
            for (int face = 0; face < 6; ++face)
                glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + face, 0, GL_RGBA8, t.size, t.size, 0,
                             GL_RGBA, GL_UNSIGNED_BYTE, t.rgba.data() + face * face_bytes);
            break;
        }
        default:
            glTexImage2D(target, 0, GL_RGBA8, t.size, height, 0, GL_RGBA, GL_UNSIGNED_BYTE,
                         t.rgba.data());
            break;
    }
}

}  // namespace

MesaProgram::MesaProgram(const std::string& text, const std::vector<BenchTexture>& textures,
                         int width, int height)
    : width_(width), height_(height) {
    if (!testing::MesaAvailable()) {
        error_ = testing::MesaUnavailableReason();
        return;
    }
    const testing::ArbLoadResult load = testing::LoadArbFragmentProgram(text);
    if (!load.ok) {
        error_ = "mesa rejected the program: " + load.error_string;
        return;
    }
    for (int i = 0; i < 16; ++i) {
        glProgramEnvParameter4fvARB(GL_FRAGMENT_PROGRAM_ARB, i, EnvParameter(i).data());
        glProgramLocalParameter4fvARB(GL_FRAGMENT_PROGRAM_ARB, i, LocalParameter(i).data());
    }
    for (const BenchTexture& t : textures) {
        const GLenum target = GlTarget(t.target);
        GLuint name = 0;
        glGenTextures(1, &name);
        textures_.push_back(name);
        glActiveTexture(GL_TEXTURE0 + t.unit);
        glBindTexture(target, name);
        Upload(t, target);
        const bool rect = target == GL_TEXTURE_RECTANGLE_ARB;
        if (t.IsDepth()) {
            glTexParameteri(target, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
            glTexParameteri(target, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
            glTexParameteri(target, GL_TEXTURE_COMPARE_MODE, GL_COMPARE_R_TO_TEXTURE);
        } else if (rect) {
            glTexParameteri(target, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
            glTexParameteri(target, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
        } else {
            glGenerateMipmap(target);
            glTexParameteri(target, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
            glTexParameteri(target, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
            glTexParameteri(target, GL_TEXTURE_WRAP_S, GL_REPEAT);
            glTexParameteri(target, GL_TEXTURE_WRAP_T, GL_REPEAT);
            glTexParameteri(target, GL_TEXTURE_WRAP_R, GL_REPEAT);
        }
        if (rect) {
            glTexParameteri(target, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
            glTexParameteri(target, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        }
    }
    glActiveTexture(GL_TEXTURE0);

    glGenFramebuffers(1, &framebuffer_);
    glGenRenderbuffers(1, &renderbuffer_);
    glBindRenderbuffer(GL_RENDERBUFFER, renderbuffer_);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width_, height_);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, renderbuffer_);
    if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
        error_ = "incomplete framebuffer";
        return;
    }
    glViewport(0, 0, width_, height_);
    glDisable(GL_DEPTH_TEST);
    // The program gets the fog coordinate as given, as Tessera's rasterizer passes it.
    glFogi(GL_FOG_COORDINATE_SOURCE, GL_FOG_COORDINATE);
    glEnable(GL_FRAGMENT_PROGRAM_ARB);
    glClearColor(0, 0, 0, 0);
    if (glGetError() != GL_NO_ERROR) error_ = "GL error while setting up";
}

MesaProgram::~MesaProgram() {
    if (!testing::MesaAvailable()) return;
    glDisable(GL_FRAGMENT_PROGRAM_ARB);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (framebuffer_) glDeleteFramebuffers(1, &framebuffer_);
    if (renderbuffer_) glDeleteRenderbuffers(1, &renderbuffer_);
    if (!textures_.empty())
        glDeleteTextures(static_cast<GLsizei>(textures_.size()), textures_.data());
    while (glGetError() != GL_NO_ERROR) {
    }
}

void MesaProgram::DrawFrame() {
    glClear(GL_COLOR_BUFFER_BIT);
    glBegin(GL_TRIANGLES);
    for (int i : {0, 1, 2, 0, 2, 3}) {
        const Corner c = QuadCorner(i);
        glColor4fv(c.color.data());
        glSecondaryColor3fv(c.secondary.data());
        glFogCoordf(c.fogcoord);
        for (int t = 0; t < 8; ++t) glMultiTexCoord4fv(GL_TEXTURE0 + t, c.texcoord[t].data());
        glVertex4fv(c.position.data());
    }
    glEnd();
    glFinish();
}

std::vector<std::uint8_t> MesaProgram::ReadRgba8() const {
    std::vector<std::uint8_t> pixels(static_cast<std::size_t>(width_) * height_ * 4);
    glReadPixels(0, 0, width_, height_, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
    return pixels;
}

}  // namespace tessera::bench
