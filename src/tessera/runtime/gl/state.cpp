// SPDX-License-Identifier: MIT
// GlState: the setters and Fetch() (see state.h).
//
// Fetch() follows the text of section 3.11.3.2 binding by binding; where Mesa's state
// tracker makes a choice the spec leaves open, the comment says so (REFERENCE_FACTS.md).
#include "runtime/gl/state.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <numbers>

namespace tessera::runtime::gl {
namespace {

using lang::arbasm::fragment::Face;
using lang::arbasm::fragment::MatrixModifier;
using lang::arbasm::fragment::MatrixName;
using lang::arbasm::fragment::StateBinding;
using Kind = StateBinding::Kind;

float Clamp01(float v) { return std::clamp(v, 0.0f, 1.0f); }

Vec4 Clamp01(const Vec4& v) { return {Clamp01(v[0]), Clamp01(v[1]), Clamp01(v[2]), Clamp01(v[3])}; }

// "The three light product components are the products of the corresponding color
// components of the specified material property and the light color ... The w component
// is filled with the alpha component of the specified material property."
Vec4 LightProduct(const Vec4& light, const Vec4& material) {
    return {light[0] * material[0], light[1] * material[1], light[2] * material[2], material[3]};
}

// Normalizes the xyz of `v` in double; a zero vector stays zero (Mesa's NORMALIZE_3FV
// leaves it unchanged too), since the direction is undefined there.
std::array<double, 3> Normalize3(double x, double y, double z) {
    const double length = std::sqrt(x * x + y * y + z * z);
    if (length == 0) return {0, 0, 0};
    return {x / length, y / length, z / length};
}

}  // namespace

GlState::GlState() {
    modelview_.fill(MatrixStack(kModelviewStackDepth));
    projection_ = MatrixStack(kProjectionStackDepth);
    texture_.fill(MatrixStack(kTextureStackDepth));
    program_.fill(MatrixStack(kProgramStackDepth));
    // ARB_matrix_palette's palette matrices have no stack beyond the current matrix.
    palette_.fill(MatrixStack(1));
    // GL 1.4 table 6.10: light 0's diffuse and specular colors are white, the others black.
    lights_[0].diffuse = {1, 1, 1, 1};
    lights_[0].specular = {1, 1, 1, 1};
}

GlError GlState::SetMatrixMode(MatrixMode mode, int index) {
    int count = 1;
    switch (mode) {
        case MatrixMode::kModelview:
            count = kMaxVertexUnits;
            break;
        case MatrixMode::kProjection:
            count = 1;
            break;
        case MatrixMode::kTexture:
            count = kMaxTextureCoords;
            break;
        case MatrixMode::kProgram:
            count = kMaxProgramMatrices;
            break;
        case MatrixMode::kPalette:
            count = kMaxPaletteMatrices;
            break;
    }
    if (index < 0 || index >= count) return GlError::kInvalidValue;
    mode_ = mode;
    mode_index_ = index;
    return GlError::kNoError;
}

MatrixStack& GlState::Stack(MatrixMode mode, int index) {
    return const_cast<MatrixStack&>(static_cast<const GlState&>(*this).Stack(mode, index));
}

const MatrixStack& GlState::Stack(MatrixMode mode, int index) const {
    switch (mode) {
        case MatrixMode::kModelview:
            return modelview_.at(index);
        case MatrixMode::kProjection:
            return projection_;
        case MatrixMode::kTexture:
            return texture_.at(index);
        case MatrixMode::kProgram:
            return program_.at(index);
        case MatrixMode::kPalette:
            return palette_.at(index);
    }
    return projection_;  // unreachable: every enumerator is handled above
}

GlError GlState::Ortho(double l, double r, double b, double t, double n, double f) {
    if (l == r || b == t || n == f) return GlError::kInvalidValue;
    MultMatrix(OrthoMatrix(l, r, b, t, n, f));
    return GlError::kNoError;
}

GlError GlState::Frustum(double l, double r, double b, double t, double n, double f) {
    if (n <= 0 || f <= 0 || l == r || b == t || n == f) return GlError::kInvalidValue;
    MultMatrix(FrustumMatrix(l, r, b, t, n, f));
    return GlError::kNoError;
}

void GlState::Translate(double x, double y, double z) { MultMatrix(TranslateMatrix(x, y, z)); }
void GlState::Rotate(double a, double x, double y, double z) {
    MultMatrix(RotateMatrix(a, x, y, z));
}
void GlState::Scale(double x, double y, double z) { MultMatrix(ScaleMatrix(x, y, z)); }

void GlState::SetLightPosition(int n, const Vec4& object_position) {
    lights_.at(n).position = Transform(Modelview(), object_position);
}

void GlState::SetSpotDirection(int n, float x, float y, float z) {
    // A direction: w = 0 drops the translation, leaving the upper left 3x3.
    const Vec4 eye = Transform(Modelview(), {x, y, z, 0});
    lights_.at(n).spot_direction = {eye[0], eye[1], eye[2]};
}

Material& GlState::MaterialOf(Face face) { return face == Face::kBack ? back_ : front_; }
const Material& GlState::MaterialOf(Face face) const {
    return face == Face::kBack ? back_ : front_;
}

void GlState::SetTexEnvColor(int unit, const Vec4& color) {
    texenv_color_.at(unit) = Clamp01(color);
}
void GlState::SetFogColor(const Vec4& color) { fog_.color = Clamp01(color); }

void GlState::SetDepthRange(double near_value, double far_value) {
    depth_near_ = Clamp01(static_cast<float>(near_value));
    depth_far_ = Clamp01(static_cast<float>(far_value));
}

const Matrix4* GlState::BaseMatrix(MatrixName name, int index, Matrix4& scratch) const {
    auto pick = [&](const auto& stacks) -> const Matrix4* {
        if (index < 0 || index >= static_cast<int>(stacks.size())) return nullptr;
        return &stacks[index].Top();
    };
    switch (name) {
        case MatrixName::kModelview:
            return pick(modelview_);
        case MatrixName::kProjection:
            return &projection_.Top();
        case MatrixName::kMvp:
            scratch = Mvp();
            return &scratch;
        case MatrixName::kTexture:
            return pick(texture_);
        case MatrixName::kPalette:
            return pick(palette_);
        case MatrixName::kProgram:
            return pick(program_);
    }
    return nullptr;
}

// Tables X.2.7: a base matrix, an optional modifier, then one row.
Vec4 GlState::FetchMatrixRow(const StateBinding& binding) const {
    Matrix4 scratch{};
    const Matrix4* base = BaseMatrix(binding.matrix, binding.index, scratch);
    if (base == nullptr || binding.row > 3) return {0, 0, 0, 0};
    Matrix4 selected = *base;
    switch (binding.modifier) {
        case MatrixModifier::kNone:
            break;
        case MatrixModifier::kInverse:
            selected = Inverse(selected);
            break;
        case MatrixModifier::kTranspose:
            selected = Transpose(selected);
            break;
        case MatrixModifier::kInvTrans:
            selected = Transpose(Inverse(selected));
            break;
    }
    return Row(selected, binding.row);
}

// state.light[n].half: h_inf = ||P + (0,0,1)||, P the normalized vector from the eye
// (the origin of eye space) to the light. For a directional light (w = 0) the position is
// itself that direction; for a local light it is xyz / w. Mesa normalizes xyz without the
// division, which differs only for w < 0.
Vec4 GlState::HalfAngle(const Light& light) const {
    const Vec4& p = light.position;
    const double w = (p[3] == 0) ? 1.0 : p[3];
    const auto to_light = Normalize3(p[0] / w, p[1] / w, p[2] / w);
    const auto h = Normalize3(to_light[0], to_light[1], to_light[2] + 1.0);
    return {static_cast<float>(h[0]), static_cast<float>(h[1]), static_cast<float>(h[2]), 1};
}

Vec4 GlState::FetchLight(const StateBinding& binding) const {
    if (binding.index >= kMaxLights) return {0, 0, 0, 0};
    const Light& light = lights_[binding.index];
    const Material& material = MaterialOf(binding.face);
    switch (binding.kind) {
        case Kind::kLightAmbient:
            return light.ambient;
        case Kind::kLightDiffuse:
            return light.diffuse;
        case Kind::kLightSpecular:
            return light.specular;
        case Kind::kLightPosition:
            return light.position;
        case Kind::kLightAttenuation:
            return {light.constant_attenuation, light.linear_attenuation,
                    light.quadratic_attenuation, light.spot_exponent};
        case Kind::kLightSpotDirection: {
            // The cutoff's cosine; 180 degrees (no spot light) is exactly -1.
            const float cosine =
                light.spot_cutoff == 180
                    ? -1.0f
                    : static_cast<float>(std::cos(light.spot_cutoff * std::numbers::pi / 180.0));
            return {light.spot_direction[0], light.spot_direction[1], light.spot_direction[2],
                    cosine};
        }
        case Kind::kLightHalf:
            return HalfAngle(light);
        case Kind::kLightProductAmbient:
            return LightProduct(light.ambient, material.ambient);
        case Kind::kLightProductDiffuse:
            return LightProduct(light.diffuse, material.diffuse);
        case Kind::kLightProductSpecular:
            return LightProduct(light.specular, material.specular);
        default:
            return {0, 0, 0, 0};
    }
}

Vec4 GlState::Fetch(const StateBinding& binding) const {
    const Material& material = MaterialOf(binding.face);
    switch (binding.kind) {
        case Kind::kMaterialAmbient:
            return material.ambient;
        case Kind::kMaterialDiffuse:
            return material.diffuse;
        case Kind::kMaterialSpecular:
            return material.specular;
        case Kind::kMaterialEmission:
            return material.emission;
        case Kind::kMaterialShininess:
            return {material.shininess, 0, 0, 1};
        case Kind::kLightAmbient:
        case Kind::kLightDiffuse:
        case Kind::kLightSpecular:
        case Kind::kLightPosition:
        case Kind::kLightAttenuation:
        case Kind::kLightSpotDirection:
        case Kind::kLightHalf:
        case Kind::kLightProductAmbient:
        case Kind::kLightProductDiffuse:
        case Kind::kLightProductSpecular:
            return FetchLight(binding);
        case Kind::kLightModelAmbient:
            return light_model_ambient_;
        case Kind::kLightModelSceneColor: {
            // c_scene = a_cs * a_cm + e_cm, with the diffuse material's alpha.
            const Vec4& a = light_model_ambient_;
            return {a[0] * material.ambient[0] + material.emission[0],
                    a[1] * material.ambient[1] + material.emission[1],
                    a[2] * material.ambient[2] + material.emission[2], material.diffuse[3]};
        }
        case Kind::kTexEnvColor:
            if (binding.index >= kMaxLegacyTextureUnits) return {0, 0, 0, 0};
            return texenv_color_[binding.index];
        case Kind::kFogColor:
            return fog_.color;
        case Kind::kFogParams: {
            // (d, s, e, 1/(e-s)). With e == s the spec's value is a division by zero;
            // Mesa 22 passes FLT_MAX/2 then, to keep an infinity out of the program.
            const float range = fog_.end - fog_.start;
            const float scale = range == 0 ? FLT_MAX / 2 : 1.0f / range;
            return {fog_.density, fog_.start, fog_.end, scale};
        }
        case Kind::kDepthRange:
            return {depth_near_, depth_far_, depth_far_ - depth_near_, 1};
        case Kind::kMatrixRow:
            return FetchMatrixRow(binding);
    }
    return {0, 0, 0, 0};
}

}  // namespace tessera::runtime::gl

namespace tessera::runtime::gl {

void GlState::SetClipPlane(int n, const Vec4& p) {
    // The plane (p1 p2 p3 p4) becomes (p1 p2 p3 p4) M^-1 for the modelview matrix M: the
    // row vector times the inverse, i.e. the inverse's transpose times the column vector.
    Matrix4 inverse_transpose = Transpose(Inverse(Modelview()));
    clip_planes_.at(n) = Transform(inverse_transpose, p);
}

Vec4 GlState::Fetch(const lang::arbasm::VertexStateBinding& binding) const {
    using VKind = lang::arbasm::VertexStateBinding::Kind;
    switch (binding.kind) {
        case VKind::kTexGenEye:
        case VKind::kTexGenObject: {
            if (binding.index >= kMaxTextureCoords) return {0, 0, 0, 0};
            const TexGenPlanes& t = texgen_[binding.index];
            return binding.kind == VKind::kTexGenEye ? t.eye[binding.coord] : t.object[binding.coord];
        }
        case VKind::kClipPlane:
            if (binding.index >= kMaxClipPlanes) return {0, 0, 0, 0};
            return clip_planes_[binding.index];
        case VKind::kPointSize:
            return {point_.size, point_.min_size, point_.max_size, point_.fade_threshold};
        case VKind::kPointAttenuation:
            return {point_.attenuation[0], point_.attenuation[1], point_.attenuation[2], 1};
    }
    return {0, 0, 0, 0};
}

Vec4 GlState::Fetch(const lang::arbasm::ParameterBinding& binding) const {
    if (binding.kind == lang::arbasm::ParameterBinding::Kind::kVertexState)
        return Fetch(binding.vertex_state);
    return Fetch(binding.state);
}

}  // namespace tessera::runtime::gl
