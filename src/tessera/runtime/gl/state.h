// SPDX-License-Identifier: MIT
// The fixed-function GL state that ARB programs can read through `state.*` bindings.
//
// GlState holds exactly what Tables X.2.2 to X.2.7 of ARB_fragment_program (section
// 3.11.3.2) name: the matrix stacks, the lights and materials, the light model ambient
// color, the legacy texture units' environment colors, the fog parameters and the depth
// range; plus the setters that GL 1.4 offers for them, with the side effects GL gives them
// (a light position is transformed by the modelview matrix current when it is set; fog and
// texture-environment colors are clamped to [0,1] when set).
//
// Fetch() is the one place that turns a StateBinding into the four numbers a program sees.
// Derived values (MVP, inverses, light products, the scene color, the half-angle vector)
// are computed on every fetch rather than cached: a draw fetches a handful of bindings, and
// with no cache there is nothing to invalidate.
//
// Initial values are GL 1.4's (section 6.2, tables 6.9 to 6.13 and 6.16).
#pragma once

#include <array>
#include <cstddef>

#include "lang/common/arbasm/parser_base.h"
#include "lang/common/arbasm/fragment_program.h"
#include "runtime/gl/error.h"
#include "runtime/gl/matrix.h"
#include "support/vec4.h"

namespace tessera::runtime::gl {

inline constexpr int kMaxLights = 8;
inline constexpr int kMaxLegacyTextureUnits = 8;  ///< MAX_TEXTURE_UNITS (texture environments)
inline constexpr int kMaxTextureCoords = 8;       ///< texture matrices
inline constexpr int kMaxProgramMatrices = 8;     ///< MAX_PROGRAM_MATRICES_ARB (3.11.7)
/// ARB_vertex_blend is not supported, so only modelview matrix 0 exists.
inline constexpr int kMaxVertexUnits = 1;
/// ARB_matrix_palette is not supported by the default limits; a few matrices are kept so a
/// program read against custom limits still has something to read.
inline constexpr int kMaxPaletteMatrices = 4;
inline constexpr int kMaxClipPlanes = 8;  ///< MAX_CLIP_PLANES (Mesa's value)

// Stack depths: Mesa's (MAX_MODELVIEW_STACK_DEPTH 32, MAX_PROJECTION_STACK_DEPTH 32,
// MAX_TEXTURE_STACK_DEPTH 10, MAX_PROGRAM_MATRIX_STACK_DEPTH 4), all above GL's minimums.
inline constexpr std::size_t kModelviewStackDepth = 32;
inline constexpr std::size_t kProjectionStackDepth = 32;
inline constexpr std::size_t kTextureStackDepth = 10;
inline constexpr std::size_t kProgramStackDepth = 4;

/// MatrixMode's targets; the index (texture unit, program matrix number) is separate.
enum class MatrixMode { kModelview, kProjection, kTexture, kProgram, kPalette };

/// One light of GL 1.4 section 2.13.1, in eye coordinates.
struct Light {
    Vec4 ambient{0, 0, 0, 1};
    Vec4 diffuse{0, 0, 0, 1};                       ///< light 0 starts at (1,1,1,1)
    Vec4 specular{0, 0, 0, 1};                      ///< light 0 starts at (1,1,1,1)
    Vec4 position{0, 0, 1, 0};                      ///< eye coordinates
    std::array<float, 3> spot_direction{0, 0, -1};  ///< eye coordinates
    float spot_exponent = 0;
    float spot_cutoff = 180;  ///< degrees; 180 means no spot light
    float constant_attenuation = 1;
    float linear_attenuation = 0;
    float quadratic_attenuation = 0;
};

/// One face's material, GL 1.4 table 6.11.
struct Material {
    Vec4 ambient{0.2f, 0.2f, 0.2f, 1};
    Vec4 diffuse{0.8f, 0.8f, 0.8f, 1};
    Vec4 specular{0, 0, 0, 1};
    Vec4 emission{0, 0, 0, 1};
    float shininess = 0;
};

enum class FogMode { kLinear, kExp, kExp2 };
/// FOG_COORDINATE_SOURCE (GL 1.4 section 3.10): which value the fixed-function vertex stage
/// passes on as the fog coordinate.
enum class FogCoordinateSource { kFragmentDepth, kFogCoordinate };

/// GL 1.4 section 3.10's fog state (table 6.8).
struct Fog {
    FogMode mode = FogMode::kExp;
    Vec4 color{0, 0, 0, 0};
    float density = 1;
    float start = 0;
    float end = 1;
    FogCoordinateSource source = FogCoordinateSource::kFragmentDepth;
};

/// One texture unit's TexGen planes (GL 1.4 section 2.10.4, table 6.16): object and eye
/// linear coefficients for s, t, r and q.
struct TexGenPlanes {
    std::array<Vec4, 4> object{Vec4{1, 0, 0, 0}, Vec4{0, 1, 0, 0}, Vec4{0, 0, 0, 0}, Vec4{0, 0, 0, 0}};
    std::array<Vec4, 4> eye = object;
};

/// Point parameters (GL 1.4 section 3.3, table 6.12).
struct PointParameters {
    float size = 1;
    float min_size = 0;
    float max_size = 64;  ///< an implementation's largest point size
    float fade_threshold = 1;
    std::array<float, 3> attenuation{1, 0, 0};  ///< constant, linear, quadratic
};

class GlState {
  public:
    GlState();

    // --- Matrices (GL 1.4 section 2.10.2, ARB_fragment_program 3.11.7) -------------------

    /// Selects the stack the matrix commands below operate on. `index` is the texture unit
    /// for kTexture and the matrix number for kProgram and kPalette (MATRIXi_ARB).
    /// INVALID_VALUE when `index` is out of range.
    GlError SetMatrixMode(MatrixMode mode, int index = 0);
    MatrixMode CurrentMatrixMode() const { return mode_; }
    MatrixStack& CurrentStack() { return Stack(mode_, mode_index_); }

    void LoadIdentity() { CurrentStack().LoadIdentity(); }
    void LoadMatrix(const Matrix4& m) { CurrentStack().Load(m); }
    void MultMatrix(const Matrix4& m) { CurrentStack().Multiply(m); }
    GlError PushMatrix() { return CurrentStack().Push(); }
    GlError PopMatrix() { return CurrentStack().Pop(); }
    /// INVALID_VALUE when l == r, b == t or n == f (GL 1.4 section 2.10.2).
    GlError Ortho(double l, double r, double b, double t, double n, double f);
    /// INVALID_VALUE when n <= 0, f <= 0, l == r, b == t or n == f.
    GlError Frustum(double l, double r, double b, double t, double n, double f);
    void Translate(double x, double y, double z);
    void Rotate(double angle_degrees, double x, double y, double z);
    void Scale(double x, double y, double z);

    /// The stack of `mode` number `index` (which must be in range).
    MatrixStack& Stack(MatrixMode mode, int index = 0);
    const MatrixStack& Stack(MatrixMode mode, int index = 0) const;
    const Matrix4& Modelview() const { return modelview_[0].Top(); }
    const Matrix4& Projection() const { return projection_.Top(); }
    const Matrix4& TextureMatrix(int unit) const { return texture_.at(unit).Top(); }
    /// P * M0 (3.11.3.2).
    Matrix4 Mvp() const { return Multiply(Projection(), Modelview()); }

    // --- Lighting (GL 1.4 section 2.13) -------------------------------------------------

    Light& LightAt(int n) { return lights_.at(n); }
    const Light& LightAt(int n) const { return lights_.at(n); }
    /// glLight(POSITION): `object_position` is transformed by the current modelview matrix.
    void SetLightPosition(int n, const Vec4& object_position);
    /// glLight(SPOT_DIRECTION): transformed by the upper left 3x3 of the modelview matrix.
    void SetSpotDirection(int n, float x, float y, float z);
    Material& MaterialOf(lang::arbasm::fragment::Face face);
    const Material& MaterialOf(lang::arbasm::fragment::Face face) const;
    Vec4& LightModelAmbient() { return light_model_ambient_; }

    // --- Texture environment, fog, depth range ------------------------------------------

    /// TEXTURE_ENV_COLOR of a legacy texture unit, clamped to [0,1] (GL 1.4 section 3.13).
    void SetTexEnvColor(int unit, const Vec4& color);
    const Vec4& TexEnvColor(int unit) const { return texenv_color_.at(unit); }
    Fog& FogState() { return fog_; }
    const Fog& FogState() const { return fog_; }
    /// FOG_COLOR, clamped to [0,1] (GL 1.4 section 3.10).
    void SetFogColor(const Vec4& color);
    /// DepthRange: both values are clamped to [0,1] (GL 1.4 section 2.10.1).
    void SetDepthRange(double near_value, double far_value);
    float DepthNear() const { return depth_near_; }
    float DepthFar() const { return depth_far_; }

    // --- Vertex-only state: texgen planes, clip planes, points ---------------------------

    TexGenPlanes& TexGen(int unit) { return texgen_.at(unit); }
    /// glClipPlane: `object_plane` is transformed by the inverse of the current modelview
    /// matrix (GL 1.4 section 2.11), so the stored plane is in eye coordinates.
    void SetClipPlane(int n, const Vec4& object_plane);
    const Vec4& ClipPlane(int n) const { return clip_planes_.at(n); }
    /// glEnable/glDisable(CLIP_PLANEn); all start disabled.
    void EnableClipPlane(int n, bool enabled) { clip_plane_enabled_.at(n) = enabled; }
    bool ClipPlaneEnabled(int n) const { return clip_plane_enabled_.at(n); }
    PointParameters& Point() { return point_; }

    // --- The bindings --------------------------------------------------------------------

    /// The value of one state binding, per section 3.11.3.2. An index beyond what this
    /// state holds (a light, unit or matrix number the reader's limits allowed but
    /// Tessera does not keep) reads as (0,0,0,0).
    support::Vec4 Fetch(const lang::arbasm::fragment::StateBinding& binding) const;
    /// The value of a vertex-only binding (ARB_vertex_program Tables X.3.4, X.3.6, X.3.7).
    support::Vec4 Fetch(const lang::arbasm::VertexStateBinding& binding) const;
    /// Any parameter binding that names GL state (kState or kVertexState).
    support::Vec4 Fetch(const lang::arbasm::ParameterBinding& binding) const;

    /// The base matrix of Table X.2.7, or null when `index` is out of range.
    const Matrix4* BaseMatrix(lang::arbasm::fragment::MatrixName name, int index, Matrix4& scratch) const;

  private:
    Vec4 FetchMatrixRow(const lang::arbasm::fragment::StateBinding& binding) const;
    Vec4 FetchLight(const lang::arbasm::fragment::StateBinding& binding) const;
    Vec4 HalfAngle(const Light& light) const;

    MatrixMode mode_ = MatrixMode::kModelview;
    int mode_index_ = 0;
    std::array<MatrixStack, kMaxVertexUnits> modelview_;
    MatrixStack projection_;
    std::array<MatrixStack, kMaxTextureCoords> texture_;
    std::array<MatrixStack, kMaxProgramMatrices> program_;
    std::array<MatrixStack, kMaxPaletteMatrices> palette_;

    std::array<Light, kMaxLights> lights_;
    Material front_;
    Material back_;
    Vec4 light_model_ambient_{0.2f, 0.2f, 0.2f, 1};
    std::array<Vec4, kMaxLegacyTextureUnits> texenv_color_{};
    Fog fog_;
    float depth_near_ = 0;
    float depth_far_ = 1;
    std::array<TexGenPlanes, kMaxTextureCoords> texgen_{};
    std::array<Vec4, kMaxClipPlanes> clip_planes_{};
    std::array<bool, kMaxClipPlanes> clip_plane_enabled_{};
    PointParameters point_;
};

}  // namespace tessera::runtime::gl
