// SPDX-License-Identifier: MIT
// The drawing context: the state of one GL context and the draw calls a test harness needs.
//
// Context ties the runtime together. It owns the fixed-function state (GlState), the
// program objects, the texture units, the current vertex attributes, the framebuffer and
// the per-fragment state (viewport, depth test, clear values), and turns a draw call into
// work for the rasterizer:
//
//   object vertices --vertex stage--> clip vertices --raster::DrawTriangles--> quads
//     --fragment stage (exec::RunQuadReference, or fixed function)--> depth test, framebuffer
//
// The vertex stage is the fixed-function one (GL 1.4 section 2.10: position through
// modelview then projection, texture coordinates through the texture matrices, lighting
// off) or, when VERTEX_PROGRAM_ARB is enabled, the bound ARB vertex program run by the
// reference vertex executor (exec::RunVertexReference). A position-invariant program's
// position is the fixed-function transform (2.14.4.5.1). With VERTEX_PROGRAM_TWO_SIDE a
// back-facing triangle takes the back colors (2.14.4.4), the colors a program writes are
// clamped to [0,1] (GL 2.0 section 2.14.6), flat shading gives a triangle its last
// vertex's colors (2.14.7), and the point size is not used (only triangles are drawn).
// The fragment stage runs the bound fragment program when FRAGMENT_PROGRAM_ARB is enabled;
// otherwise fragments take the interpolated primary color (texturing, color sum and fog of
// the fixed-function fragment stage are not implemented).
//
// The fragment programs it takes by default are ARB_fragment_program's with the NVIDIA
// options GL_NV_fragment_program_option and GL_NV_fragment_program2 (Extensions()), which
// both executors run (the fast one with lane masks, fast_nv.h).
//
// Draw calls follow GL's error rules: drawing with a program target enabled whose current
// program is not valid generates INVALID_OPERATION and draws nothing (3.11.1 / 3.11.4).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "lang/common/arbasm/fragment_limits.h"
#include "lang/common/arbasm/fragment_program.h"
#include "runtime/base/fragment.h"
#include "runtime/gl/error.h"
#include "runtime/gl/program_objects.h"
#include "runtime/gl/state.h"
#include "runtime/raster/framebuffer.h"
#include "runtime/raster/rasterizer.h"
#include "runtime/texture/texture.h"
#include "support/vec4.h"

namespace tessera::runtime::gl {

/// gl_MaxVertexAttribs: the generic vertex attributes of ARB_vertex_program (GL 2.0 2.7).
inline constexpr int kMaxVertexAttribs = 16;

/// A vertex as generic attributes (glVertexAttrib, vertex arrays). Generic attribute n is
/// the conventional attribute of ARB_vertex_program Table X.2.1's row n: 0 position,
/// 1 weight, 2 normal, 3 color, 4 secondary color, 5 fog coordinate (x), 8 + i texture
/// coordinate set i; 6 and 7 alias nothing (as in NVIDIA's and Mesa's drivers).
using GenericVertex = std::array<Vec4, kMaxVertexAttribs>;

/// The current vertex attributes (GL 1.4 section 2.7; initial values from table 6.5).
struct CurrentAttributes {
    Vec4 color{1, 1, 1, 1};
    Vec4 secondary_color{0, 0, 0, 1};
    std::array<Vec4, kMaxTextureCoords> texcoord = raster::Vertex::DefaultTexcoords<kMaxTextureCoords>();
    float fogcoord = 0;
    std::array<float, 3> normal{0, 0, 1};  ///< GL 1.4 table 6.5
    /// The generic attributes that alias no conventional one (1, 6, 7; GL 2.0 table 6.7).
    std::array<Vec4, kMaxVertexAttribs> generic = [] {
        std::array<Vec4, kMaxVertexAttribs> a{};
        for (Vec4& v : a) v = {0, 0, 0, 1};
        return a;
    }();
};

enum class Capability { kFragmentProgram, kVertexProgram, kDepthTest, kVertexProgramTwoSide };

/// glShadeModel (GL 2.0 section 2.14.7).
enum class ShadeModel { kSmooth, kFlat };

/// glFrontFace's modes.
enum class FrontFace { kCcw, kCw };

/// glHint's modes (GL 2.0 section 5.6).
enum class HintMode { kDontCare, kFastest, kNicest };

/// The primitives DrawArrays assembles into triangles (GL 2.0 section 2.6.1).
enum class Primitive { kTriangles, kTriangleStrip, kTriangleFan };

class Context {
  public:
    Context(int width, int height,
            const lang::arbasm::fragment::Limits& limits = lang::arbasm::fragment::Limits::Default().WithNvOptions(),
            raster::ColorFormat format = raster::ColorFormat::kUnorm8);

    GlState& State() { return state_; }
    const GlState& State() const { return state_; }
    ProgramObjects& Programs() { return programs_; }
    const ProgramObjects& Programs() const { return programs_; }
    texture::TextureUnits& Textures() { return textures_; }
    raster::Framebuffer& Framebuffer() { return framebuffer_; }
    const raster::Framebuffer& Framebuffer() const { return framebuffer_; }
    CurrentAttributes& Current() { return current_; }
    /// glVertexAttrib4f: generic attribute `index`'s current value, which is the aliased
    /// conventional one's (Table X.2.1); INVALID_VALUE for an index out of range and for 0,
    /// which has no current value (the position is given per vertex).
    GlError SetVertexAttrib(int index, const Vec4& value);
    void SetShadeModel(ShadeModel model) { shade_model_ = model; }
    /// glFrontFace: which winding is front-facing (GL 1.4 section 2.14.1), for
    /// fragment.facing and VERTEX_PROGRAM_TWO_SIDE.
    void SetFrontFace(FrontFace mode) { raster_state_.front_face_ccw = mode == FrontFace::kCcw; }
    /// glHint(FRAGMENT_SHADER_DERIVATIVE_HINT, mode) (GL 2.0 section 5.6): NICEST makes
    /// DDX and DDY one difference per row and per column of the quad; DONT_CARE (the initial
    /// value) and FASTEST keep one per quad (exec::DrawInputs::fine_derivatives).
    void SetDerivativeHint(HintMode mode) { derivative_hint_ = mode; }
    HintMode DerivativeHint() const { return derivative_hint_; }
    /// The GL_EXTENSIONS names of what this context's program targets accept: the ARB
    /// program extensions, and the NVIDIA fragment options when its fragment limits accept
    /// them (the default).
    std::vector<std::string> Extensions() const;

    void Enable(Capability capability) { SetEnabled(capability, true); }
    void Disable(Capability capability) { SetEnabled(capability, false); }
    void SetEnabled(Capability capability, bool enabled);
    bool IsEnabled(Capability capability) const;
    /// True when the enabled clip planes (GlState::EnableClipPlane) clip what is drawn: with
    /// the fixed-function vertex stage or a position-invariant vertex program, the ones whose
    /// eye coordinates GL defines (GL 2.0 section 2.12; ARB_vertex_program supports user
    /// clipping only with ARB_position_invariant), and with a program that writes
    /// result.clip[n] (NV_vertex_program2_option), by its distances.
    bool UserClippingApplies() const;

    /// glViewport; INVALID_VALUE for a negative width or height. Initially the whole window.
    GlError SetViewport(int x, int y, int width, int height);
    const raster::Viewport& Viewport() const { return raster_state_.viewport; }
    void SetDepthFunc(raster::DepthFunc func) { raster_state_.depth_func = func; }
    void SetDepthMask(bool write) { raster_state_.depth_write = write; }
    /// glClearColor (clamped to [0,1]) and glClearDepth (clamped to [0,1]).
    void SetClearColor(const Vec4& color);
    void SetClearDepth(double depth);
    /// glClear of the color and/or depth buffer.
    void Clear(bool color, bool depth);

    /// GL-style sticky error: remembers the first error until TakeError() reads it.
    GlError Record(GlError error);
    GlError TakeError();

    /// The value of every entry of `program.parameters` for a draw now: constants,
    /// fragment env and local parameters of the current fragment program, and state.
    std::vector<Vec4> ResolveParameters(const lang::arbasm::fragment::Program& program) const;
    /// The same for a vertex program, with the vertex target's env and local parameters.
    std::vector<Vec4> ResolveParameters(const lang::arbasm::vertex::Program& program) const;

    /// A vertex at object position (x, y, z, w) carrying the current attributes.
    raster::Vertex MakeVertex(float x, float y, float z = 0, float w = 1) const;
    /// The current attributes as a generic vertex at position (0,0,0,1).
    GenericVertex MakeGenericVertex() const;
    /// The vertex stage: object vertex to clip vertex (fixed function or vertex program).
    raster::Vertex RunVertexStage(const raster::Vertex& object) const;

    /// piglit_draw_rect: the rectangle (x, y)-(x+w, y+h) at z = 0 in object coordinates,
    /// as a two-triangle strip, with the current attributes.
    GlError DrawRect(float x, float y, float w, float h);
    /// piglit_draw_rect_tex: the same with texture coordinate set 0 running from (tx, ty)
    /// to (tx+tw, ty+th) across the rectangle.
    GlError DrawRectTex(float x, float y, float w, float h, float tx = 0, float ty = 0,
                        float tw = 1, float th = 1);
    /// A triangle list of object-space vertices.
    GlError DrawTriangles(std::span<const raster::Vertex> object_vertices);
    /// glDrawArrays of `vertices` given as generic attributes (vertex.attrib[n] reads
    /// attribute n); the fixed-function stage reads the conventional attributes they alias.
    GlError DrawArrays(Primitive mode, std::span<const GenericVertex> vertices);
    /// What the last successful draw did (for tests and statistics).
    const raster::DrawStats& LastDrawStats() const { return last_stats_; }

  private:
    /// A vertex after the vertex stage, with the back colors a vertex program wrote.
    struct ShadedVertex {
        raster::Vertex clip;
        Vec4 eye{0, 0, 0, 1};  ///< the fixed-function eye position, for user clipping
        /// result.clip[n] of a program with NV_vertex_program2_option (x of each).
        std::array<float, kMaxClipPlanes> clip_distance{};
        Vec4 back_color{0, 0, 0, 1};
        Vec4 back_secondary{0, 0, 0, 1};
    };

    /// ResolveParameters for either target: one parameter table type serves both.
    std::vector<Vec4> ResolveParameters(ProgramTarget target,
                                        const std::vector<lang::arbasm::fragment::ParameterBinding>& parameters) const;
    GenericVertex GenericOf(const raster::Vertex& object) const;
    /// The vertex stage for a batch: objects[v] with its generic attributes generics[v].
    std::vector<ShadedVertex> RunVertexStage(std::span<const raster::Vertex> objects,
                                             std::span<const GenericVertex> generics) const;
    /// Two-sided color selection and flat shading per triangle, then rasterization.
    GlError DrawShaded(std::vector<ShadedVertex> triangles);
    GlError CheckPrograms() const;
    /// DrawRect's strip; `tex` is (tx, ty, tw, th) for texture coordinate set 0, or null.
    GlError DrawQuad(float x, float y, float w, float h, const std::array<float, 4>* tex);
    /// Runs the vertex program on a batch (the fast or the reference executor) and stores
    /// its results into `out`, whose positions hold the fixed-function transform.
    void ApplyVertexProgram(const lang::arbasm::vertex::Program& program, std::span<const GenericVertex> generics,
                            std::span<ShadedVertex> out) const;
    void StoreResults(const lang::arbasm::vertex::Program& program, std::span<const Vec4> results, ShadedVertex& out) const;

    GlState state_;
    ProgramObjects programs_;
    texture::TextureUnits textures_;
    CurrentAttributes current_;
    raster::Framebuffer framebuffer_;
    raster::RasterState raster_state_;
    bool fragment_program_enabled_ = false;
    bool vertex_program_enabled_ = false;
    bool two_side_ = false;
    ShadeModel shade_model_ = ShadeModel::kSmooth;
    HintMode derivative_hint_ = HintMode::kDontCare;
    Vec4 clear_color_{0, 0, 0, 0};
    float clear_depth_ = 1;
    GlError sticky_error_ = GlError::kNoError;
    raster::DrawStats last_stats_;
};

}  // namespace tessera::runtime::gl
