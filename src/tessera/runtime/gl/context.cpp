// The drawing context (see context.h).
#include "runtime/gl/context.h"

#include "runtime/exec/fast_draw.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "runtime/exec/vertex.h"

namespace tessera::runtime::gl {
namespace {

using lang::arbfp::ParameterBinding;

float Clamp01(double v) { return static_cast<float>(std::clamp(v, 0.0, 1.0)); }

// The value of a vertex attribute binding (Table X.2) for `v`. Generic attribute n aliases
// the conventional attribute of Table X.2.1's row n (as NVIDIA's and Mesa's drivers do);
// generic attributes without a conventional twin, vertex weights and matrix indices are not
// kept by Tessera and read as (0,0,0,1) (2.14.3.1: unsupported weights read y = z = 0, w = 1).
Vec4 AttributeValue(const lang::arbvp::AttributeBinding& b, const raster::Vertex& v,
                    const CurrentAttributes& current) {
    using Kind = lang::arbvp::AttributeBinding::Kind;
    Kind kind = b.kind;
    int unit = b.index;
    if (kind == Kind::kGeneric) {
        static constexpr Kind kAliases[] = {Kind::kPosition,       Kind::kWeight,   Kind::kNormal,
                                            Kind::kColorPrimary,   Kind::kColorSecondary,
                                            Kind::kFogCoord};
        if (b.index < std::size(kAliases)) kind = kAliases[b.index];
        else if (b.index >= 8 && b.index < 8 + kMaxTextureCoords) kind = Kind::kTexCoord, unit = b.index - 8;
        else return {0, 0, 0, 1};
    }
    switch (kind) {
        case Kind::kPosition: return v.position;
        case Kind::kNormal: return {current.normal[0], current.normal[1], current.normal[2], 1};
        case Kind::kColorPrimary: return v.color;
        case Kind::kColorSecondary: return v.secondary;
        case Kind::kFogCoord: return {v.fogcoord, 0, 0, 1};
        case Kind::kTexCoord: return unit < kMaxTextureCoords ? v.texcoord[unit] : Vec4{0, 0, 0, 1};
        case Kind::kWeight:
        case Kind::kMatrixIndex:
        case Kind::kGeneric: break;
    }
    return {0, 0, 0, 1};
}

// Where a result register goes in the transformed vertex (Table X.4). Back colors and the
// point size have nowhere to go: two-sided color and points are not implemented.
void StoreResult(const lang::arbvp::OutputBinding& b, const Vec4& value, bool position_invariant,
                 raster::Vertex& out) {
    using Kind = lang::arbvp::OutputBinding::Kind;
    switch (b.kind) {
        case Kind::kPosition:
            if (!position_invariant) out.position = value;
            break;
        case Kind::kColor:
            if (b.face == lang::arbfp::Face::kFront) (b.secondary ? out.secondary : out.color) = value;
            break;
        case Kind::kFogCoord:
            out.fogcoord = value[0];
            break;
        case Kind::kTexCoord:
            if (b.unit < kMaxTextureCoords) out.texcoord[b.unit] = value;
            break;
        case Kind::kPointSize:
            break;
    }
}

}  // namespace

Context::Context(int width, int height, const lang::arbfp::Limits& limits,
                 raster::ColorFormat format)
    : programs_(limits), framebuffer_(width, height, format) {
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

std::vector<Vec4> Context::ResolveParameters(const lang::arbfp::Program& program) const {
    const ProgramObject& object = programs_.Current(ProgramTarget::kFragmentProgram);
    std::vector<Vec4> values;
    values.reserve(program.parameters.size());
    for (const ParameterBinding& p : program.parameters) {
        switch (p.kind) {
            case ParameterBinding::Kind::kConstant:
                values.push_back(p.constant);
                break;
            case ParameterBinding::Kind::kEnv:
                values.push_back(programs_.Env(ProgramTarget::kFragmentProgram, p.index));
                break;
            case ParameterBinding::Kind::kLocal:
                values.push_back(object.Local(p.index));
                break;
            case ParameterBinding::Kind::kState:
                values.push_back(state_.Fetch(p.state));
                break;
        }
    }
    return values;
}

std::vector<Vec4> Context::ResolveParameters(const lang::arbvp::Program& program) const {
    using Kind = lang::arbasm::ParameterBinding::Kind;
    const ProgramObject& object = programs_.Current(ProgramTarget::kVertexProgram);
    std::vector<Vec4> values;
    values.reserve(program.parameters.size());
    for (const lang::arbasm::ParameterBinding& p : program.parameters) {
        if (p.kind == Kind::kConstant) values.push_back(p.constant);
        else if (p.kind == Kind::kEnv) values.push_back(programs_.Env(ProgramTarget::kVertexProgram, p.index));
        else if (p.kind == Kind::kLocal) values.push_back(object.Local(p.index));
        else values.push_back(state_.Fetch(p));
    }
    return values;
}

raster::Vertex Context::MakeVertex(float x, float y, float z, float w) const {
    raster::Vertex v;
    v.position = {x, y, z, w};
    v.color = current_.color;
    v.secondary = current_.secondary_color;
    v.texcoord = current_.texcoord;
    v.fogcoord = current_.fogcoord;
    return v;
}

void Context::ApplyVertexProgram(const lang::arbvp::Program& program,
                                 const raster::Vertex& object, raster::Vertex& out) const {
    // Every result is undefined until written (2.14.3.4); exec/vertex.h's (0,0,0,1) stands
    // for it, and a fog coordinate of 0.
    out.color = {0, 0, 0, 1};
    out.secondary = {0, 0, 0, 1};
    out.texcoord = raster::Vertex::DefaultTexcoords();
    out.fogcoord = 0;
    if (!program.position_invariant) out.position = {0, 0, 0, 1};
    std::vector<Vec4> attributes;
    attributes.reserve(program.attributes.size());
    for (const lang::arbvp::AttributeBinding& b : program.attributes)
        attributes.push_back(AttributeValue(b, object, current_));
    const std::vector<Vec4> parameters = ResolveParameters(program);
    std::vector<Vec4> results(program.outputs.size());
    exec::RunVertexReference(program, attributes, parameters, results);
    for (std::size_t i = 0; i < program.outputs.size(); ++i)
        StoreResult(program.outputs[i], results[i], program.position_invariant, out);
}

raster::Vertex Context::RunVertexStage(const raster::Vertex& object) const {
    raster::Vertex out = object;
    // The position: fixed function, and ARB_position_invariant's identical transform.
    const Vec4 eye = Transform(state_.Modelview(), object.position);
    out.position = Transform(state_.Projection(), eye);
    const ProgramObject& vertex_program = programs_.Current(ProgramTarget::kVertexProgram);
    if (vertex_program_enabled_ && vertex_program.vertex) {
        ApplyVertexProgram(*vertex_program.vertex, object, out);
        return out;
    }
    // GL 1.4 section 2.10.2: texture coordinates go through the texture matrices.
    for (int i = 0; i < kMaxTextureCoords; ++i)
        out.texcoord[i] = Transform(state_.TextureMatrix(i), object.texcoord[i]);
    // GL 1.4 section 3.10: with FRAGMENT_DEPTH the fog coordinate is the eye distance,
    // approximated (as GL allows and Mesa does) by |z_eye|.
    if (state_.FogState().source == FogCoordinateSource::kFragmentDepth)
        out.fogcoord = std::fabs(eye[2]);
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
    std::vector<raster::Vertex> clip;
    clip.reserve(object_vertices.size());
    for (const raster::Vertex& v : object_vertices) clip.push_back(RunVertexStage(v));
    raster_state_.depth_near = state_.DepthNear();
    raster_state_.depth_far = state_.DepthFar();

    if (!fragment_program_enabled_) {
        last_stats_ =
            raster::DrawTriangles(clip, raster_state_, raster::ShadeFixedFunction, framebuffer_);
        return GlError::kNoError;
    }
    const ProgramObject& object = programs_.Current(ProgramTarget::kFragmentProgram);
    // Keep the program alive for the draw even if the caller reloads it from a callback.
    const std::shared_ptr<const lang::arbfp::Program> program = object.fragment;
    exec::DrawInputs inputs;
    inputs.program = program.get();
    inputs.parameters = ResolveParameters(*program);
    inputs.textures = &textures_;
    const Fog& fog = state_.FogState();
    inputs.fog = {fog.color, fog.density, fog.start, fog.end};
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
