// SPDX-License-Identifier: MIT
// The drawing context (see context.h).
#include "runtime/gl/context.h"

#include "runtime/fast_exec/fast_draw.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "runtime/exec/vertex.h"
#include "runtime/fast_exec/vertex_fast.h"
#include "runtime/gl/user_clip.h"

namespace tessera::runtime::gl {
namespace {

using lang::arbasm::fragment::ParameterBinding;

float Clamp01(double v) { return static_cast<float>(std::clamp(v, 0.0, 1.0)); }

// The value of a vertex attribute binding (Table X.2) for a vertex given as generic
// attributes: a conventional binding reads the generic attribute it aliases (Table X.2.1);
// weights other than the first and matrix indices are not kept and read as (0,0,0,1)
// (2.14.3.1: unsupported weights read y = z = 0, w = 1).
Vec4 AttributeValue(const lang::arbasm::vertex::AttributeBinding& b, const GenericVertex& v) {
    using Kind = lang::arbasm::vertex::AttributeBinding::Kind;
    int index = -1;
    switch (b.kind) {
        case Kind::kGeneric: index = b.index; break;
        case Kind::kPosition: index = 0; break;
        case Kind::kWeight: index = b.index == 0 ? 1 : -1; break;
        case Kind::kNormal: index = 2; break;
        case Kind::kColorPrimary: index = 3; break;
        case Kind::kColorSecondary: index = 4; break;
        case Kind::kFogCoord: index = 5; break;
        case Kind::kTexCoord: index = b.index < kMaxTextureCoords ? 8 + b.index : -1; break;
        case Kind::kMatrixIndex: break;
    }
    return index >= 0 && index < kMaxVertexAttribs ? v[index] : Vec4{0, 0, 0, 1};
}

// The conventional attributes a generic vertex gives the fixed-function stage.
raster::Vertex ConventionalOf(const GenericVertex& g) {
    raster::Vertex v;
    v.position = g[0];
    v.color = g[3];
    v.secondary = g[4];
    v.fogcoord = g[5][0];
    for (int i = 0; i < kMaxTextureCoords; ++i) v.texcoord[i] = g[8 + i];
    return v;
}

Vec4 Clamp01(const Vec4& v) { return {Clamp01(v[0]), Clamp01(v[1]), Clamp01(v[2]), Clamp01(v[3])}; }

// Where a result register goes in the transformed vertex (Table X.4). The point size has
// nowhere to go: points are not implemented.
void StoreResult(const lang::arbasm::vertex::OutputBinding& b, const Vec4& value, bool position_invariant, raster::Vertex& out,
                 Vec4& back_color, Vec4& back_secondary, std::array<float, kMaxClipPlanes>& clip_distance) {
    using Kind = lang::arbasm::vertex::OutputBinding::Kind;
    switch (b.kind) {
        case Kind::kPosition:
            if (!position_invariant) out.position = value;
            break;
        case Kind::kColor:
            if (b.face == lang::arbasm::fragment::Face::kFront) (b.secondary ? out.secondary : out.color) = value;
            else (b.secondary ? back_secondary : back_color) = value;
            break;
        case Kind::kFogCoord:
            out.fogcoord = value[0];
            break;
        case Kind::kTexCoord:
            if (b.unit < out.texcoord.size()) out.texcoord[b.unit] = value;  // 16 with MaxTexCoords
            break;
        case Kind::kClipDistance:  // NV_vertex_program2_option: the distance is x
            if (b.unit < kMaxClipPlanes) clip_distance[b.unit] = value[0];
            break;
        case Kind::kPointSize:
            break;
    }
}

// Whether the program writes a clip distance (result.clip[n], NV_vertex_program2_option).
bool WritesClipDistances(const lang::arbasm::vertex::Program& program) {
    return std::any_of(program.outputs.begin(), program.outputs.end(), [](const auto& b) {
        return b.kind == lang::arbasm::vertex::OutputBinding::Kind::kClipDistance;
    });
}

// Twice the signed area of a triangle's projection, from its clip coordinates: the
// determinant of the (x, y, w) rows has the sign of the window-space area wherever the
// triangle is visible (homogeneous rasterization), so it decides the facing (GL 2.0
// section 2.14.1 with FrontFace CCW: a positive area is front-facing).
double FacingArea(const Vec4& a, const Vec4& b, const Vec4& c) {
    auto det = [](double x0, double y0, double w0, double x1, double y1, double w1, double x2, double y2, double w2) {
        return x0 * (y1 * w2 - w1 * y2) - y0 * (x1 * w2 - w1 * x2) + w0 * (x1 * y2 - y1 * x2);
    };
    return det(a[0], a[1], a[3], b[0], b[1], b[3], c[0], c[1], c[3]);
}

}  // namespace

std::vector<std::string> Context::Extensions() const {
    std::vector<std::string> names = {"GL_ARB_fragment_program", "GL_ARB_fragment_program_shadow",
                                      "GL_ARB_vertex_program"};
    const lang::arbasm::fragment::Limits& limits = programs_.Limits();
    if (limits.nv_fragment_program_option) names.push_back("GL_NV_fragment_program_option");
    if (limits.nv_fragment_program2) names.push_back("GL_NV_fragment_program2");
    const lang::arbasm::vertex::Limits& vertex = programs_.VertexLimits();
    if (vertex.nv_vertex_program2_option) names.push_back("GL_NV_vertex_program2_option");
    if (vertex.nv_vertex_program3) names.push_back("GL_NV_vertex_program3");
    return names;
}

Context::Context(int width, int height, const lang::arbasm::fragment::Limits& limits,
                 raster::ColorFormat format)
    : programs_(limits, lang::arbasm::vertex::Limits::Default().WithNvOptions()),
      framebuffer_(width, height, format) {
    // GL 1.4 section 2.10.1: the viewport starts as the whole window.
    raster_state_.viewport = {0, 0, framebuffer_.Width(), framebuffer_.Height()};
}

void Context::SetEnabled(Capability capability, bool enabled) {
    switch (capability) {
        case Capability::kFragmentProgram:
            fragment_program_enabled_ = enabled;
            break;
        case Capability::kVertexProgram:
            vertex_program_enabled_ = enabled;
            break;
        case Capability::kDepthTest:
            raster_state_.depth_test = enabled;
            break;
        case Capability::kVertexProgramTwoSide:
            two_side_ = enabled;
            break;
    }
}

bool Context::IsEnabled(Capability capability) const {
    switch (capability) {
        case Capability::kFragmentProgram:
            return fragment_program_enabled_;
        case Capability::kVertexProgram:
            return vertex_program_enabled_;
        case Capability::kDepthTest:
            return raster_state_.depth_test;
        case Capability::kVertexProgramTwoSide:
            return two_side_;
    }
    return false;
}

GlError Context::SetViewport(int x, int y, int width, int height) {
    if (width < 0 || height < 0) return GlError::kInvalidValue;
    raster_state_.viewport = {x, y, width, height};
    return GlError::kNoError;
}

void Context::SetClearColor(const Vec4& c) {
    clear_color_ = {Clamp01(c[0]), Clamp01(c[1]), Clamp01(c[2]), Clamp01(c[3])};
}

void Context::SetClearDepth(double depth) { clear_depth_ = Clamp01(depth); }

void Context::Clear(bool color, bool depth) {
    if (color) framebuffer_.ClearColor(clear_color_);
    if (depth) framebuffer_.ClearDepth(clear_depth_);
}

GlError Context::Record(GlError error) {
    if (sticky_error_ == GlError::kNoError) sticky_error_ = error;
    return error;
}

GlError Context::TakeError() {
    const GlError error = sticky_error_;
    sticky_error_ = GlError::kNoError;
    return error;
}

std::vector<Vec4> Context::ResolveParameters(const lang::arbasm::fragment::Program& program) const {
    return ResolveParameters(ProgramTarget::kFragmentProgram, program.parameters);
}

std::vector<Vec4> Context::ResolveParameters(const lang::arbasm::vertex::Program& program) const {
    return ResolveParameters(ProgramTarget::kVertexProgram, program.parameters);
}

std::vector<Vec4> Context::ResolveParameters(ProgramTarget target,
                                             const std::vector<ParameterBinding>& parameters) const {
    const ProgramObject& object = programs_.Current(target);
    std::vector<Vec4> values;
    values.reserve(parameters.size());
    for (const ParameterBinding& p : parameters) {
        switch (p.kind) {
            case ParameterBinding::Kind::kConstant: values.push_back(p.constant); break;
            case ParameterBinding::Kind::kEnv: values.push_back(programs_.Env(target, p.index)); break;
            case ParameterBinding::Kind::kLocal: values.push_back(object.Local(p.index)); break;
            case ParameterBinding::Kind::kState:
            case ParameterBinding::Kind::kVertexState: values.push_back(state_.Fetch(p)); break;
        }
    }
    return values;
}

raster::Vertex Context::MakeVertex(float x, float y, float z, float w) const {
    raster::Vertex v;
    v.position = {x, y, z, w};
    v.color = current_.color;
    v.secondary = current_.secondary_color;
    std::copy(current_.texcoord.begin(), current_.texcoord.end(), v.texcoord.begin());  // ARB's 8 sets
    v.fogcoord = current_.fogcoord;
    return v;
}

void Context::ApplyVertexProgram(const lang::arbasm::vertex::Program& program, std::span<const GenericVertex> generics,
                                 std::span<ShadedVertex> out) const {
    // Vertex-major attribute and result arrays: vertex v's attribute i at v * attribute_count + i.
    const std::size_t attribute_count = program.attributes.size();
    const std::size_t output_count = program.outputs.size();
    std::vector<Vec4> attributes;
    attributes.reserve(generics.size() * attribute_count);
    for (const GenericVertex& generic : generics)
        for (const lang::arbasm::vertex::AttributeBinding& b : program.attributes)
            attributes.push_back(AttributeValue(b, generic));
    const std::vector<Vec4> parameters = ResolveParameters(program);
    std::vector<Vec4> results(generics.size() * output_count);
    // The fast executor gives bit-identical results (tests/runtime/vertex_fast); it is
    // decoded once per draw. TESSERA_EXECUTOR=reference selects the reference instead, and
    // a program with an NVIDIA option always runs on the reference (the fast executor does
    // not know its opcodes, condition codes or branches).
    if (exec::fast::SelectedExecutor() == exec::fast::Executor::kFast && !program.NeedsNvExecution()) {
        const exec::FastVertexProgram decoded(program);
        exec::FastVertexExecutor executor(decoded, parameters);
        executor.Run(attributes, results, generics.size());
    } else {
        for (std::size_t v = 0; v < generics.size(); ++v)
            exec::RunVertexReference(program, std::span(attributes).subspan(v * attribute_count, attribute_count),
                                     parameters, std::span(results).subspan(v * output_count, output_count),
                                     &textures_);
    }
    for (std::size_t v = 0; v < out.size(); ++v)
        StoreResults(program, std::span(results).subspan(v * output_count, output_count), out[v]);
}

void Context::StoreResults(const lang::arbasm::vertex::Program& program, std::span<const Vec4> results,
                           ShadedVertex& out) const {
    // Every result is undefined until written (2.14.3.4); exec/vertex.h's (0,0,0,1) stands
    // for it, and a fog coordinate of 0.
    raster::Vertex& v = out.clip;
    v.color = v.secondary = out.back_color = out.back_secondary = {0, 0, 0, 1};
    v.texcoord = raster::Vertex::DefaultTexcoords();
    v.fogcoord = 0;
    if (!program.position_invariant) v.position = {0, 0, 0, 1};
    for (std::size_t i = 0; i < program.outputs.size(); ++i)
        StoreResult(program.outputs[i], results[i], program.position_invariant, v, out.back_color, out.back_secondary,
                    out.clip_distance);
    // GL 2.0 section 2.14.6: the colors a vertex program writes are clamped to [0,1].
    for (Vec4* color : {&v.color, &v.secondary, &out.back_color, &out.back_secondary}) *color = Clamp01(*color);
}

GenericVertex Context::GenericOf(const raster::Vertex& object) const {
    GenericVertex g = current_.generic;
    g[0] = object.position;
    g[2] = {current_.normal[0], current_.normal[1], current_.normal[2], 1};
    g[3] = object.color;
    g[4] = object.secondary;
    g[5] = {object.fogcoord, 0, 0, 1};
    for (int i = 0; i < kMaxTextureCoords; ++i) g[8 + i] = object.texcoord[i];
    return g;
}

GenericVertex Context::MakeGenericVertex() const { return GenericOf(MakeVertex(0, 0, 0, 1)); }

GlError Context::SetVertexAttrib(int index, const Vec4& value) {
    if (index < 0 || index >= kMaxVertexAttribs) return Record(GlError::kInvalidValue);
    switch (index) {
        case 0: return Record(GlError::kInvalidOperation);  // a vertex, not a current value
        case 2: current_.normal = {value[0], value[1], value[2]}; break;
        case 3: current_.color = value; break;
        case 4: current_.secondary_color = value; break;
        case 5: current_.fogcoord = value[0]; break;
        default:
            if (index >= 8) current_.texcoord[index - 8] = value;
            else current_.generic[index] = value;
    }
    return GlError::kNoError;
}

raster::Vertex Context::RunVertexStage(const raster::Vertex& object) const {
    const GenericVertex generic = GenericOf(object);
    return RunVertexStage(std::span(&object, 1), std::span(&generic, 1)).front().clip;
}

std::vector<Context::ShadedVertex> Context::RunVertexStage(std::span<const raster::Vertex> objects,
                                                           std::span<const GenericVertex> generics) const {
    std::vector<ShadedVertex> out(objects.size());
    std::vector<Vec4> eye(objects.size());
    for (std::size_t v = 0; v < objects.size(); ++v) {
        // The position: fixed function, and ARB_position_invariant's identical transform.
        out[v].clip = objects[v];
        eye[v] = Transform(state_.Modelview(), objects[v].position);
        out[v].clip.position = Transform(state_.Projection(), eye[v]);
        out[v].eye = eye[v];
    }
    const ProgramObject& vertex_program = programs_.Current(ProgramTarget::kVertexProgram);
    if (vertex_program_enabled_ && vertex_program.vertex) {
        ApplyVertexProgram(*vertex_program.vertex, generics, out);
        return out;
    }
    for (std::size_t v = 0; v < objects.size(); ++v) {
        // GL 1.4 section 2.10.2: texture coordinates go through the texture matrices.
        for (int i = 0; i < kMaxTextureCoords; ++i)
            out[v].clip.texcoord[i] = Transform(state_.TextureMatrix(i), objects[v].texcoord[i]);
        // GL 1.4 section 3.10: with FRAGMENT_DEPTH the fog coordinate is the eye distance,
        // approximated (as GL allows and Mesa does) by |z_eye|.
        if (state_.FogState().source == FogCoordinateSource::kFragmentDepth)
            out[v].clip.fogcoord = std::fabs(eye[v][2]);
    }
    return out;
}

GlError Context::CheckPrograms() const {
    if (fragment_program_enabled_ && !programs_.Current(ProgramTarget::kFragmentProgram).loaded)
        return GlError::kInvalidOperation;
    if (vertex_program_enabled_ && !programs_.Current(ProgramTarget::kVertexProgram).loaded)
        return GlError::kInvalidOperation;
    return GlError::kNoError;
}

GlError Context::DrawTriangles(std::span<const raster::Vertex> object_vertices) {
    if (const GlError error = CheckPrograms(); error != GlError::kNoError) return Record(error);
    std::vector<GenericVertex> generics;
    generics.reserve(object_vertices.size());
    for (const raster::Vertex& v : object_vertices) generics.push_back(GenericOf(v));
    return DrawShaded(RunVertexStage(object_vertices, generics));
}

GlError Context::DrawArrays(Primitive mode, std::span<const GenericVertex> vertices) {
    if (const GlError error = CheckPrograms(); error != GlError::kNoError) return Record(error);
    std::vector<raster::Vertex> objects;
    objects.reserve(vertices.size());
    for (const GenericVertex& g : vertices) objects.push_back(ConventionalOf(g));
    const std::vector<ShadedVertex> shaded = RunVertexStage(objects, vertices);
    // GL 2.0 section 2.6.1: the triangles in order, each with its provoking vertex last
    // (strip triangle i is (i, i+1, i+2), its odd ones wound (i+1, i, i+2); fan (0, i+1, i+2)).
    std::vector<ShadedVertex> triangles;
    const std::size_t n = shaded.size();
    for (std::size_t i = 0; i + 2 < n; ++i) {
        if (mode == Primitive::kTriangles && i % 3 != 0) continue;
        const bool odd = mode == Primitive::kTriangleStrip && i % 2 == 1;
        const std::size_t first = mode == Primitive::kTriangleFan ? 0 : odd ? i + 1 : i;
        const std::size_t second = mode == Primitive::kTriangleFan ? i + 1 : odd ? i : i + 1;
        triangles.insert(triangles.end(), {shaded[first], shaded[second], shaded[i + 2]});
    }
    return DrawShaded(std::move(triangles));
}

bool Context::UserClippingApplies() const {
    const ProgramObject& object = programs_.Current(ProgramTarget::kVertexProgram);
    return !vertex_program_enabled_ || !object.vertex || object.vertex->position_invariant ||
           WritesClipDistances(*object.vertex);
}

GlError Context::DrawShaded(std::vector<ShadedVertex> triangles) {
    const ProgramObject& vertex_object = programs_.Current(ProgramTarget::kVertexProgram);
    const bool vertex_program = vertex_program_enabled_ && vertex_object.vertex;
    // NV_vertex_program2_option: a program writing result.clip[n] clips with its distances,
    // for the enabled planes; otherwise the planes apply to the eye position (section 2.12).
    const bool program_distances = vertex_program && WritesClipDistances(*vertex_object.vertex);
    const std::vector<int> plane_numbers = UserClippingApplies() ? EnabledClipPlaneNumbers(state_) : std::vector<int>{};
    const std::vector<Vec4> user_planes = program_distances || plane_numbers.empty() ? std::vector<Vec4>{}
                                                                                     : EnabledClipPlanes(state_);
    std::vector<raster::Vertex> clip;
    clip.reserve(triangles.size());
    for (std::size_t t = 0; t + 2 < triangles.size(); t += 3) {
        ShadedVertex* v = &triangles[t];
        // 2.14.4.4: with VERTEX_PROGRAM_TWO_SIDE a back-facing triangle takes the back colors.
        const bool back = (FacingArea(v[0].clip.position, v[1].clip.position, v[2].clip.position) < 0) ==
                          raster_state_.front_face_ccw;
        if (vertex_program && two_side_ && back)
            for (int k = 0; k < 3; ++k) v[k].clip.color = v[k].back_color, v[k].clip.secondary = v[k].back_secondary;
        // 2.14.7: flat shading gives every vertex the provoking (last) vertex's colors.
        for (int k = 0; shade_model_ == ShadeModel::kFlat && k < 2; ++k)
            v[k].clip.color = v[2].clip.color, v[k].clip.secondary = v[2].clip.secondary;
        if (plane_numbers.empty()) {
            for (int k = 0; k < 3; ++k) clip.push_back(v[k].clip);
        } else if (program_distances) {
            std::array<DistancedVertex, 3> distanced;
            for (int k = 0; k < 3; ++k) {
                distanced[k].clip = v[k].clip;
                for (std::size_t p = 0; p < plane_numbers.size(); ++p)
                    distanced[k].distance[p] = v[k].clip_distance[plane_numbers[p]];
            }
            AppendClipped(distanced, plane_numbers.size(), clip);
        } else {
            AppendUserClipped(
                {{{v[0].clip, v[0].eye}, {v[1].clip, v[1].eye}, {v[2].clip, v[2].eye}}},
                user_planes, clip);
        }
    }
    raster_state_.depth_near = state_.DepthNear();
    raster_state_.depth_far = state_.DepthFar();

    if (!fragment_program_enabled_) {
        last_stats_ =
            raster::DrawTriangles(clip, raster_state_, raster::ShadeFixedFunction, framebuffer_);
        return GlError::kNoError;
    }
    const ProgramObject& object = programs_.Current(ProgramTarget::kFragmentProgram);
    // Keep the program alive for the draw even if the caller reloads it from a callback.
    const std::shared_ptr<const lang::arbasm::fragment::Program> program = object.fragment;
    exec::DrawInputs inputs;
    inputs.program = program.get();
    inputs.parameters = ResolveParameters(*program);
    inputs.textures = &textures_;
    const Fog& fog = state_.FogState();
    inputs.fog = {fog.color, fog.density, fog.start, fog.end};
    inputs.fine_derivatives = derivative_hint_ == HintMode::kNicest;
    // The fast executor gives bit-identical results (tests/runtime/fast_exec);
    // TESSERA_EXECUTOR=reference selects the reference interpreter instead.
    if (exec::fast::SelectedExecutor() == exec::fast::Executor::kFast) {
        last_stats_ = exec::fast::DrawTriangles(clip, raster_state_, inputs, framebuffer_);
        return GlError::kNoError;
    }
    const raster::QuadShader shader = [&inputs](const exec::QuadInputs& quad,
                                                exec::QuadResults& results) {
        exec::RunQuadReference(inputs, quad, results);
    };
    last_stats_ = raster::DrawTriangles(clip, raster_state_, shader, framebuffer_);
    return GlError::kNoError;
}

GlError Context::DrawRect(float x, float y, float w, float h) {
    return DrawQuad(x, y, w, h, nullptr);
}

GlError Context::DrawRectTex(float x, float y, float w, float h, float tx, float ty, float tw,
                             float th) {
    const std::array<float, 4> texture_rect = {tx, ty, tw, th};
    return DrawQuad(x, y, w, h, &texture_rect);
}

GlError Context::DrawQuad(float x, float y, float w, float h, const std::array<float, 4>* tex) {
    // The strip (x,y), (x+w,y), (x,y+h), (x+w,y+h), as piglit_draw_rect orders it.
    std::array<raster::Vertex, 4> corner = {MakeVertex(x, y), MakeVertex(x + w, y),
                                            MakeVertex(x, y + h), MakeVertex(x + w, y + h)};
    if (tex != nullptr) {
        const auto [tx, ty, tw, th] = *tex;
        corner[0].texcoord[0] = {tx, ty, 0, 1};
        corner[1].texcoord[0] = {tx + tw, ty, 0, 1};
        corner[2].texcoord[0] = {tx, ty + th, 0, 1};
        corner[3].texcoord[0] = {tx + tw, ty + th, 0, 1};
    }
    // GL's strip order: triangles (v0, v1, v2) and (v2, v1, v3).
    const std::array<raster::Vertex, 6> triangles = {corner[0], corner[1], corner[2],
                                                     corner[2], corner[1], corner[3]};
    return DrawTriangles(triangles);
}

}  // namespace tessera::runtime::gl
