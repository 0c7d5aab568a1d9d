// SPDX-License-Identifier: MIT
// Mesa's llvmpipe behind a plain API (see mesa_gl.h).
//
// The one trick is the EGL set-up: EGL_MESA_platform_surfaceless gives a display with no
// window system, EGL_KHR_surfaceless_context lets a context be current with no surface,
// and the compatibility profile keeps ARB_fragment_program (a core profile drops it).
// Everything else is ordinary GL 2-era code drawing into a framebuffer object.
//
// GL entry points are called directly: libglvnd's libGL exports a dispatch stub for every
// GL function, extension ones included, so no eglGetProcAddress table is needed. Only the
// EGL extension function eglGetPlatformDisplayEXT must be looked up.
#include "mesa_gl.h"

#define GL_GLEXT_PROTOTYPES 1
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GL/gl.h>
#include <GL/glext.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace tessera::testing {
namespace {

std::string Hex(unsigned value) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "0x%04x", value);
    return buffer;
}

// The display and context in use, released at exit (ReleaseAtExit).
EGLDisplay g_display = EGL_NO_DISPLAY;
EGLContext g_context = EGL_NO_CONTEXT;

// Destroys the context, so that llvmpipe joins the rasterizer threads it made for it while
// the process is whole. Registered with atexit once the context is current, so it runs
// before the handlers Mesa registered while initialising (atexit runs them in reverse order)
// and long before LeakSanitizer's leak check, whose stop-the-world tracer crashed now and
// then ("Tracer caught signal 11") in processes that exited with those threads running. The
// display is not terminated: that unloads the driver, and the driver's own allocations kept
// until exit would then be reported as leaks from an unknown module.
void ReleaseAtExit() {
    if (g_display == EGL_NO_DISPLAY) return;
    eglMakeCurrent(g_display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    if (g_context != EGL_NO_CONTEXT) eglDestroyContext(g_display, g_context);
    g_display = EGL_NO_DISPLAY;
}

#if defined(__SANITIZE_ADDRESS__)
#define TESSERA_MESA_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TESSERA_MESA_UNDER_ASAN 1
#endif
#endif

// Under AddressSanitizer, llvmpipe rasterizes on the calling thread (LP_NUM_THREADS=0):
// its screen keeps worker threads that no context release joins, each one more thread for
// LeakSanitizer's exit check to stop and walk (see __lsan_default_options at the end of
// this file). Every draw's pixels are the same for any thread count; the benchmarks (never
// sanitized) keep llvmpipe's threads, so the comparison with Mesa stays fair. The caller's
// setting wins.
void RasterizeOnThisThreadUnderSanitizers() {
#ifdef TESSERA_MESA_UNDER_ASAN
    setenv("LP_NUM_THREADS", "0", 0);
#endif
}

// The process-wide context, created on first use and released at exit (above; a static
// destructor would race with Mesa's own atexit handlers).
struct Context {
    std::string unavailable;      // empty when ready
    GLuint fragment_program = 0;  // the object of the last LoadArbFragmentProgram

    Context() { unavailable = Create(); }

    std::string Create() {
        // Mesa's on-disk shader cache would make a draw depend on what other processes (a
        // parallel test, an earlier run) compiled and stored; the reference must depend only
        // on the test's own inputs. The caller's own setting wins.
        setenv("MESA_SHADER_CACHE_DISABLE", "true", 0);
        RasterizeOnThisThreadUnderSanitizers();
        const char* client_extensions = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
        if (client_extensions == nullptr ||
            std::strstr(client_extensions, "EGL_MESA_platform_surfaceless") == nullptr) {
            return "unavailable: EGL has no EGL_MESA_platform_surfaceless (is Mesa's libEGL "
                   "installed?)";
        }
        auto get_platform_display = reinterpret_cast<PFNEGLGETPLATFORMDISPLAYEXTPROC>(
            eglGetProcAddress("eglGetPlatformDisplayEXT"));
        if (get_platform_display == nullptr) {
            return "unavailable: no eglGetPlatformDisplayEXT";
        }
        EGLDisplay display =
            get_platform_display(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, nullptr);
        EGLint major = 0, minor = 0;
        if (display == EGL_NO_DISPLAY || !eglInitialize(display, &major, &minor)) {
            return "unavailable: eglInitialize failed on the surfaceless platform (EGL error " +
                   Hex(eglGetError()) + ")";
        }
        if (!eglBindAPI(EGL_OPENGL_API)) return "unavailable: eglBindAPI(EGL_OPENGL_API) failed";

        // A config is only a hint here (no surface will use it); fall back to no config,
        // which EGL_KHR_no_config_context allows, when the driver offers none.
        const EGLint config_attributes[] = {EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE,
                                            EGL_OPENGL_BIT, EGL_NONE};
        EGLConfig config = nullptr;
        EGLint config_count = 0;
        eglChooseConfig(display, config_attributes, &config, 1, &config_count);
        const EGLint context_attributes[] = {EGL_CONTEXT_OPENGL_PROFILE_MASK,
                                             EGL_CONTEXT_OPENGL_COMPATIBILITY_PROFILE_BIT,
                                             EGL_NONE};
        EGLContext context =
            eglCreateContext(display, config_count > 0 ? config : EGL_NO_CONFIG_KHR, EGL_NO_CONTEXT,
                             context_attributes);
        if (context == EGL_NO_CONTEXT) {
            return "unavailable: eglCreateContext (compatibility profile) failed (EGL error " +
                   Hex(eglGetError()) + ")";
        }
        if (!eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, context)) {
            return "unavailable: eglMakeCurrent without a surface failed (EGL error " +
                   Hex(eglGetError()) + ")";
        }
        g_display = display;
        g_context = context;
        std::atexit(ReleaseAtExit);
        const char* extensions = reinterpret_cast<const char*>(glGetString(GL_EXTENSIONS));
        if (extensions == nullptr ||
            std::strstr(extensions, "GL_ARB_fragment_program ") == nullptr) {
            return "unavailable: the GL context has no GL_ARB_fragment_program";
        }
        return "";
    }
};

Context& TheContext() {
    static Context* context = new Context();
    return *context;
}

void ClearGlErrors() {
    while (glGetError() != GL_NO_ERROR) {
    }
}

int ProgramInt(GLenum pname) {
    GLint value = 0;
    glGetProgramivARB(GL_FRAGMENT_PROGRAM_ARB, pname, &value);
    return value;
}

int Integer(GLenum pname) {
    GLint value = 0;
    glGetIntegerv(pname, &value);
    return value;
}

// Loads `text` into the currently bound fragment program and reports the outcome.
ArbLoadResult LoadIntoBound(std::string_view text) {
    ClearGlErrors();
    glProgramStringARB(GL_FRAGMENT_PROGRAM_ARB, GL_PROGRAM_FORMAT_ASCII_ARB,
                       static_cast<GLsizei>(text.size()), text.data());
    ArbLoadResult result;
    result.ok = glGetError() == GL_NO_ERROR;
    result.error_position = Integer(GL_PROGRAM_ERROR_POSITION_ARB);
    const GLubyte* error = glGetString(GL_PROGRAM_ERROR_STRING_ARB);
    if (error != nullptr) result.error_string = reinterpret_cast<const char*>(error);
    return result;
}

// ---- Rendering -------------------------------------------------------------------------

// Generic vertex attributes of the pass-through vertex program below. Attribute 0 is
// last in each vertex because writing it is what emits the vertex in immediate mode.
constexpr GLuint kAttribPosition = 0;
constexpr GLuint kAttribPrimary = 1;
constexpr GLuint kAttribSecondary = 2;
constexpr GLuint kAttribFog = 3;
constexpr GLuint kAttribTexcoord0 = 4;

constexpr std::string_view kPassThroughVertexProgram =
    "!!ARBvp1.0\n"
    "MOV result.position, vertex.attrib[0];\n"
    "MOV result.color.primary, vertex.attrib[1];\n"
    "MOV result.color.secondary, vertex.attrib[2];\n"
    "MOV result.fogcoord.x, vertex.attrib[3].x;\n"
    "MOV result.texcoord[0], vertex.attrib[4];\n"
    "MOV result.texcoord[1], vertex.attrib[5];\n"
    "MOV result.texcoord[2], vertex.attrib[6];\n"
    "MOV result.texcoord[3], vertex.attrib[7];\n"
    "MOV result.texcoord[4], vertex.attrib[8];\n"
    "MOV result.texcoord[5], vertex.attrib[9];\n"
    "MOV result.texcoord[6], vertex.attrib[10];\n"
    "MOV result.texcoord[7], vertex.attrib[11];\n"
    "END\n";

GLenum GlTarget(TextureTarget target) {
    switch (target) {
        case TextureTarget::k1D:
            return GL_TEXTURE_1D;
        case TextureTarget::k2D:
            return GL_TEXTURE_2D;
        case TextureTarget::k3D:
            return GL_TEXTURE_3D;
        case TextureTarget::kCube:
            return GL_TEXTURE_CUBE_MAP;
        case TextureTarget::kRect:
            return GL_TEXTURE_RECTANGLE_ARB;
    }
    return GL_TEXTURE_2D;
}

}  // namespace

std::uint32_t CreateTexture(const TextureSpec& spec, std::string& error) {
    const GLenum target = GlTarget(spec.target);
    const GLenum format = spec.depth_texture ? GL_DEPTH_COMPONENT : GL_RGBA;
    const GLint internal_format = spec.internal_format != 0
                                      ? static_cast<GLint>(spec.internal_format)
                                      : (spec.depth_texture ? GL_DEPTH_COMPONENT32F : GL_RGBA32F);
    const std::size_t channels = spec.depth_texture ? 1 : 4;
    GLuint name = 0;
    glActiveTexture(GL_TEXTURE0 + spec.unit);
    glGenTextures(1, &name);
    glBindTexture(target, name);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    for (std::size_t level = 0; level < spec.levels.size(); ++level) {
        const TextureLevel& l = spec.levels[level];
        const std::size_t faces = spec.target == TextureTarget::kCube ? 6 : 1;
        const std::size_t face_size =
            static_cast<std::size_t>(l.width) * l.height * l.depth * channels;
        if (l.data.size() != face_size * faces) {
            error = "texture unit " + std::to_string(spec.unit) + " level " +
                    std::to_string(level) + ": data has " + std::to_string(l.data.size()) +
                    " floats, expected " + std::to_string(face_size * faces);
            glDeleteTextures(1, &name);
            return 0;
        }
        const GLint lv = static_cast<GLint>(level);
        switch (spec.target) {
            case TextureTarget::k1D:
                glTexImage1D(target, lv, internal_format, l.width, 0, format, GL_FLOAT,
                             l.data.data());
                break;
            case TextureTarget::k2D:
            case TextureTarget::kRect:
                glTexImage2D(target, lv, internal_format, l.width, l.height, 0, format, GL_FLOAT,
                             l.data.data());
                break;
            case TextureTarget::k3D:
                glTexImage3D(target, lv, internal_format, l.width, l.height, l.depth, 0, format,
                             GL_FLOAT, l.data.data());
                break;
            case TextureTarget::kCube:
                for (std::size_t face = 0; face < 6; ++face) {
                    glTexImage2D(static_cast<GLenum>(GL_TEXTURE_CUBE_MAP_POSITIVE_X + face), lv,
                                 internal_format, l.width, l.height, 0, format, GL_FLOAT,
                                 l.data.data() + face * face_size);
                }
                break;
        }
    }
    glTexParameteri(target, GL_TEXTURE_MIN_FILTER, static_cast<GLint>(spec.min_filter));
    glTexParameteri(target, GL_TEXTURE_MAG_FILTER, static_cast<GLint>(spec.mag_filter));
    glTexParameteri(target, GL_TEXTURE_WRAP_S, static_cast<GLint>(spec.wrap_s));
    glTexParameteri(target, GL_TEXTURE_WRAP_T, static_cast<GLint>(spec.wrap_t));
    glTexParameteri(target, GL_TEXTURE_WRAP_R, static_cast<GLint>(spec.wrap_r));
    glTexParameterfv(target, GL_TEXTURE_BORDER_COLOR, spec.border_color.data());
    const int max_level =
        spec.max_level.value_or(spec.levels.empty() ? 0 : static_cast<int>(spec.levels.size()) - 1);
    glTexParameteri(target, GL_TEXTURE_MAX_LEVEL, max_level);
    for (const auto& [pname, value] : spec.parameters) glTexParameterf(target, pname, value);
    if (GLenum e = glGetError(); e != GL_NO_ERROR) {
        error = "texture unit " + std::to_string(spec.unit) + ": GL error " + Hex(e);
        glDeleteTextures(1, &name);
        return 0;
    }
    return name;
}

namespace {

void SetFog(const FogState& fog) {
    glFogi(GL_FOG_MODE, static_cast<GLint>(fog.mode));
    glFogf(GL_FOG_DENSITY, fog.density);
    glFogf(GL_FOG_START, fog.start);
    glFogf(GL_FOG_END, fog.end);
    glFogfv(GL_FOG_COLOR, fog.color.data());
}

void EmitVertex(const Vertex& v) {
    glVertexAttrib4fvARB(kAttribPrimary, v.primary_color.data());
    glVertexAttrib4fvARB(kAttribSecondary, v.secondary_color.data());
    glVertexAttrib4fARB(kAttribFog, v.fog_coord, 0, 0, 1);
    for (GLuint i = 0; i < 8; ++i) {
        glVertexAttrib4fvARB(kAttribTexcoord0 + i, v.texcoords[i].data());
    }
    glVertexAttrib4fvARB(kAttribPosition, v.position.data());
}

// Objects of one draw, deleted when it ends whatever happened.
struct DrawObjects {
    GLuint framebuffer = 0;
    GLuint color = 0;
    GLuint depth = 0;
    GLuint vertex_program = 0;
    GLuint fragment_program = 0;
    GLuint previous_fragment_program = 0;  // rebound at the end, for the queries
    std::vector<GLuint> textures;

    ~DrawObjects() {
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        if (framebuffer != 0) glDeleteFramebuffers(1, &framebuffer);
        if (color != 0) glDeleteRenderbuffers(1, &color);
        if (depth != 0) glDeleteRenderbuffers(1, &depth);
        if (vertex_program != 0) glDeleteProgramsARB(1, &vertex_program);
        if (fragment_program != 0) glDeleteProgramsARB(1, &fragment_program);
        glBindProgramARB(GL_FRAGMENT_PROGRAM_ARB, previous_fragment_program);
        if (!textures.empty()) {
            glDeleteTextures(static_cast<GLsizei>(textures.size()), textures.data());
        }
        glActiveTexture(GL_TEXTURE0);
        glDisable(GL_FRAGMENT_PROGRAM_ARB);
        glDisable(GL_VERTEX_PROGRAM_ARB);
        glDisable(GL_DEPTH_TEST);
        glClampColor(GL_CLAMP_VERTEX_COLOR, GL_TRUE);
        ClearGlErrors();
    }
};

}  // namespace

const std::string& MesaUnavailableReason() { return TheContext().unavailable; }

std::string MesaRendererDescription() {
    if (!MesaAvailable()) return MesaUnavailableReason();
    return std::string(reinterpret_cast<const char*>(glGetString(GL_RENDERER))) + " | " +
           reinterpret_cast<const char*>(glGetString(GL_VERSION));
}

bool MesaHasExtension(std::string_view name) {
    if (!MesaAvailable()) return false;
    std::string_view all = reinterpret_cast<const char*>(glGetString(GL_EXTENSIONS));
    // Whole-word match: the list is space-separated and some names prefix others.
    for (std::size_t at = all.find(name); at != std::string_view::npos;
         at = all.find(name, at + 1)) {
        const bool starts = at == 0 || all[at - 1] == ' ';
        const std::size_t end = at + name.size();
        if (starts && (end == all.size() || all[end] == ' ')) return true;
    }
    return false;
}

ArbLoadResult LoadArbFragmentProgram(std::string_view text) {
    Context& context = TheContext();
    if (!context.unavailable.empty()) return {false, -1, context.unavailable};
    // A fresh program object per load: with one object loaded again and again (failed
    // loads among them), llvmpipe 22.3 crashed in the next draw in this harness's tests.
    if (context.fragment_program != 0) glDeleteProgramsARB(1, &context.fragment_program);
    glGenProgramsARB(1, &context.fragment_program);
    glBindProgramARB(GL_FRAGMENT_PROGRAM_ARB, context.fragment_program);
    return LoadIntoBound(text);
}

ArbResourceCounts QueryArbResourceCounts(bool native) {
    ArbResourceCounts c;
    if (!MesaAvailable()) return c;
    c.instructions =
        ProgramInt(native ? GL_PROGRAM_NATIVE_INSTRUCTIONS_ARB : GL_PROGRAM_INSTRUCTIONS_ARB);
    c.alu_instructions = ProgramInt(native ? GL_PROGRAM_NATIVE_ALU_INSTRUCTIONS_ARB
                                           : GL_PROGRAM_ALU_INSTRUCTIONS_ARB);
    c.tex_instructions = ProgramInt(native ? GL_PROGRAM_NATIVE_TEX_INSTRUCTIONS_ARB
                                           : GL_PROGRAM_TEX_INSTRUCTIONS_ARB);
    c.tex_indirections = ProgramInt(native ? GL_PROGRAM_NATIVE_TEX_INDIRECTIONS_ARB
                                           : GL_PROGRAM_TEX_INDIRECTIONS_ARB);
    c.temporaries =
        ProgramInt(native ? GL_PROGRAM_NATIVE_TEMPORARIES_ARB : GL_PROGRAM_TEMPORARIES_ARB);
    c.parameters =
        ProgramInt(native ? GL_PROGRAM_NATIVE_PARAMETERS_ARB : GL_PROGRAM_PARAMETERS_ARB);
    c.attributes = ProgramInt(native ? GL_PROGRAM_NATIVE_ATTRIBS_ARB : GL_PROGRAM_ATTRIBS_ARB);
    return c;
}

bool QueryArbUnderNativeLimits() {
    return MesaAvailable() && ProgramInt(GL_PROGRAM_UNDER_NATIVE_LIMITS_ARB) != 0;
}

ArbLimits QueryArbLimits() {
    ArbLimits l;
    if (!MesaAvailable()) return l;
    l.max_alu_instructions = ProgramInt(GL_MAX_PROGRAM_ALU_INSTRUCTIONS_ARB);
    l.max_tex_instructions = ProgramInt(GL_MAX_PROGRAM_TEX_INSTRUCTIONS_ARB);
    l.max_instructions = ProgramInt(GL_MAX_PROGRAM_INSTRUCTIONS_ARB);
    l.max_tex_indirections = ProgramInt(GL_MAX_PROGRAM_TEX_INDIRECTIONS_ARB);
    l.max_temporaries = ProgramInt(GL_MAX_PROGRAM_TEMPORARIES_ARB);
    l.max_parameters = ProgramInt(GL_MAX_PROGRAM_PARAMETERS_ARB);
    l.max_attributes = ProgramInt(GL_MAX_PROGRAM_ATTRIBS_ARB);
    l.max_env_parameters = ProgramInt(GL_MAX_PROGRAM_ENV_PARAMETERS_ARB);
    l.max_local_parameters = ProgramInt(GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB);
    l.max_texture_image_units = Integer(GL_MAX_TEXTURE_IMAGE_UNITS_ARB);
    l.max_texture_coords = Integer(GL_MAX_TEXTURE_COORDS_ARB);
    l.max_texture_units = Integer(GL_MAX_TEXTURE_UNITS);
    l.max_lights = Integer(GL_MAX_LIGHTS);
    l.max_program_matrices = Integer(GL_MAX_PROGRAM_MATRICES_ARB);
    ClearGlErrors();
    return l;
}

Vec4 RenderResult::At(int x, int y, int width) const {
    const std::size_t i = (static_cast<std::size_t>(y) * width + x) * 4;
    return {rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]};
}

std::array<Vertex, 4> UniformCorners(const Vertex& v) {
    std::array<Vertex, 4> corners{v, v, v, v};
    const float xy[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    for (int i = 0; i < 4; ++i) corners[i].position = {xy[i][0], xy[i][1], 0, 1};
    return corners;
}

RenderResult RenderFragmentProgram(const RenderRequest& request) {
    RenderResult result;
    Context& context = TheContext();
    if (!context.unavailable.empty()) {
        result.error = context.unavailable;
        return result;
    }
    if (request.width <= 0 || request.height <= 0) {
        result.error = "the framebuffer size must be positive";
        return result;
    }
    ClearGlErrors();
    DrawObjects objects;

    // The color (and depth) buffers: renderbuffers, since nothing samples them.
    glGenFramebuffers(1, &objects.framebuffer);
    glBindFramebuffer(GL_FRAMEBUFFER, objects.framebuffer);
    glGenRenderbuffers(1, &objects.color);
    glBindRenderbuffer(GL_RENDERBUFFER, objects.color);
    glRenderbufferStorage(GL_RENDERBUFFER, request.float_target ? GL_RGBA32F : GL_RGBA8,
                          request.width, request.height);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, objects.color);
    if (request.read_depth) {
        glGenRenderbuffers(1, &objects.depth);
        glBindRenderbuffer(GL_RENDERBUFFER, objects.depth);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT32F, request.width,
                              request.height);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER,
                                  objects.depth);
    }
    if (GLenum status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
        status != GL_FRAMEBUFFER_COMPLETE) {
        result.error = "framebuffer incomplete: " + Hex(status);
        return result;
    }
    glViewport(0, 0, request.width, request.height);
    glClearColor(request.clear_color[0], request.clear_color[1], request.clear_color[2],
                 request.clear_color[3]);
    glClearDepth(1.0);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    if (request.read_depth) {
        // ALWAYS so result.depth is stored whatever it is, without hiding any fragment.
        glEnable(GL_DEPTH_TEST);
        glDepthFunc(GL_ALWAYS);
    }

    // Programs: the pass-through vertex program and the program under test.
    glGenProgramsARB(1, &objects.vertex_program);
    glBindProgramARB(GL_VERTEX_PROGRAM_ARB, objects.vertex_program);
    glProgramStringARB(GL_VERTEX_PROGRAM_ARB, GL_PROGRAM_FORMAT_ASCII_ARB,
                       static_cast<GLsizei>(kPassThroughVertexProgram.size()),
                       kPassThroughVertexProgram.data());
    if (glGetError() != GL_NO_ERROR) {
        result.error = std::string("internal: the pass-through vertex program failed: ") +
                       reinterpret_cast<const char*>(glGetString(GL_PROGRAM_ERROR_STRING_ARB));
        return result;
    }
    objects.previous_fragment_program = context.fragment_program;
    glGenProgramsARB(1, &objects.fragment_program);
    glBindProgramARB(GL_FRAGMENT_PROGRAM_ARB, objects.fragment_program);
    result.load = LoadIntoBound(request.program);
    if (!result.load.ok) {
        result.error = "program: " + result.load.error_string;
        return result;
    }
    for (const auto& [index, value] : request.env_parameters) {
        glProgramEnvParameter4fvARB(GL_FRAGMENT_PROGRAM_ARB, index, value.data());
    }
    for (const auto& [index, value] : request.local_parameters) {
        glProgramLocalParameter4fvARB(GL_FRAGMENT_PROGRAM_ARB, index, value.data());
    }
    if (GLenum e = glGetError(); e != GL_NO_ERROR) {
        result.error = "program parameters: GL error " + Hex(e);
        return result;
    }
    for (const TextureSpec& spec : request.textures) {
        GLuint name = CreateTexture(spec, result.error);
        if (name == 0) return result;
        objects.textures.push_back(name);
    }
    glActiveTexture(GL_TEXTURE0);
    SetFog(request.fog);
    glClampColor(GL_CLAMP_VERTEX_COLOR, request.clamp_vertex_color ? GL_TRUE : GL_FALSE);
    glEnable(GL_VERTEX_PROGRAM_ARB);
    glEnable(GL_FRAGMENT_PROGRAM_ARB);
    if (request.extra_state) request.extra_state();
    if (GLenum e = glGetError(); e != GL_NO_ERROR) {
        result.error = "state before the draw: GL error " + Hex(e);
        return result;
    }

    glBegin(GL_TRIANGLES);
    for (int i : {0, 1, 2, 0, 2, 3}) EmitVertex(request.corners[i]);
    glEnd();
    if (GLenum e = glGetError(); e != GL_NO_ERROR) {
        result.error = "draw: GL error " + Hex(e);
        return result;
    }

    const std::size_t pixels = static_cast<std::size_t>(request.width) * request.height;
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    result.rgba.resize(pixels * 4);
    glReadPixels(0, 0, request.width, request.height, GL_RGBA, GL_FLOAT, result.rgba.data());
    if (!request.float_target) {
        result.rgba8.resize(pixels * 4);
        glReadPixels(0, 0, request.width, request.height, GL_RGBA, GL_UNSIGNED_BYTE,
                     result.rgba8.data());
    }
    if (request.read_depth) {
        result.depth.resize(pixels);
        glReadPixels(0, 0, request.width, request.height, GL_DEPTH_COMPONENT, GL_FLOAT,
                     result.depth.data());
    }
    if (GLenum e = glGetError(); e != GL_NO_ERROR) result.error = "readback: GL error " + Hex(e);
    return result;
}

}  // namespace tessera::testing

#ifdef TESSERA_MESA_UNDER_ASAN
// LeakSanitizer's options in every sanitized process that loads Mesa (LSAN_OPTIONS still
// wins). use_tls=0: the exit check does not scan thread-local storage. With GCC 12's
// libasan and Debian 12's glibc, the dynamic TLS blocks it records for the libraries Mesa
// loads with dlopen can have garbage bounds (log_threads=1 showed "DTLS 10 at
// 0x000000000f16-0x001800002018"), and its tracer crashed reading them ("Tracer caught
// signal 11") in a test that had passed; this failed three CI runs. Tessera keeps no heap
// memory reachable only from thread-local storage, so the check loses nothing of ours.
extern "C" const char* __lsan_default_options() { return "use_tls=0"; }
#endif
