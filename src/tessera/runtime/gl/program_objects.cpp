// SPDX-License-Identifier: MIT
// Program objects (see program_objects.h). Section numbers are ARB_fragment_program's
// (ARB_vertex_program's 2.14.1 and 2.14.7 say the same for the vertex target).
#include "runtime/gl/program_objects.h"

#include <algorithm>
#include <limits>

#include "lang/arbfp/reader/reader.h"
#include "lang/arbvp/reader/reader.h"

namespace tessera::runtime::gl {
namespace {

std::int32_t Clamp32(std::uint64_t v) {
    constexpr std::uint64_t kMax =
        static_cast<std::uint64_t>(std::numeric_limits<std::int32_t>::max());
    return static_cast<std::int32_t>(v > kMax ? kMax : v);
}

Vec4 FromDoubles(double x, double y, double z, double w) {
    return {static_cast<float>(x), static_cast<float>(y), static_cast<float>(z),
            static_cast<float>(w)};
}

}  // namespace

const char* GlErrorName(GlError error) {
    switch (error) {
        case GlError::kNoError:
            return "GL_NO_ERROR";
        case GlError::kInvalidEnum:
            return "GL_INVALID_ENUM";
        case GlError::kInvalidValue:
            return "GL_INVALID_VALUE";
        case GlError::kInvalidOperation:
            return "GL_INVALID_OPERATION";
        case GlError::kStackOverflow:
            return "GL_STACK_OVERFLOW";
        case GlError::kStackUnderflow:
            return "GL_STACK_UNDERFLOW";
    }
    return "GL_UNKNOWN_ERROR";
}

Vec4 ProgramObject::Local(std::uint32_t index) const {
    return index < locals.size() ? locals[index] : Vec4{0, 0, 0, 0};
}

ProgramObjects::ProgramObjects(const lang::arbasm::fragment::Limits& limits,
                               const lang::arbasm::vertex::Limits& vertex_limits)
    : limits_(limits), vertex_limits_(vertex_limits) {
    const ProgramTarget kinds[2] = {ProgramTarget::kFragmentProgram, ProgramTarget::kVertexProgram};
    for (ProgramTarget target : kinds) {
        TargetState& state = targets_[Slot(target)];
        state.default_object.target = target;
        // 3.11.8: environment parameters start at (0,0,0,0).
        state.env.assign(MaxEnv(target), Vec4{0, 0, 0, 0});
    }
}

std::uint32_t ProgramObjects::MaxEnv(ProgramTarget target) const {
    return target == ProgramTarget::kVertexProgram ? vertex_limits_.max_env_parameters
                                                   : limits_.max_env_parameters;
}

std::uint32_t ProgramObjects::MaxLocal(ProgramTarget target) const {
    return target == ProgramTarget::kVertexProgram ? vertex_limits_.max_local_parameters
                                                   : limits_.max_local_parameters;
}

int ProgramObjects::Slot(ProgramTarget target) {
    return target == ProgramTarget::kVertexProgram ? 1 : 0;
}

bool ProgramObjects::IsValid(ProgramTarget target) {
    return target == ProgramTarget::kFragmentProgram || target == ProgramTarget::kVertexProgram;
}

const ProgramObject& ProgramObjects::Current(ProgramTarget target) const {
    const TargetState& state = targets_[Slot(target)];
    if (state.bound == 0) return state.default_object;
    return objects_.at(state.bound);
}

ProgramObject& ProgramObjects::MutableCurrent(ProgramTarget target) {
    return const_cast<ProgramObject&>(static_cast<const ProgramObjects&>(*this).Current(target));
}

void ProgramObjects::GenPrograms(std::span<std::uint32_t> names) {
    for (std::uint32_t& name : names) {
        while (next_name_ == 0 || objects_.count(next_name_) != 0 ||
               reserved_.count(next_name_) != 0)
            ++next_name_;
        name = next_name_++;
        reserved_.insert(name);
    }
}

std::vector<std::uint32_t> ProgramObjects::GenPrograms(int n) {
    std::vector<std::uint32_t> names(n > 0 ? static_cast<std::size_t>(n) : 0);
    GenPrograms(std::span<std::uint32_t>(names));
    return names;
}

// 3.11.1: binding an unused name creates the object; a name of another target's object is
// INVALID_OPERATION.
GlError ProgramObjects::BindProgram(ProgramTarget target, std::uint32_t name) {
    if (!IsValid(target)) return GlError::kInvalidEnum;
    if (name != 0) {
        auto it = objects_.find(name);
        if (it == objects_.end()) {
            ProgramObject object;
            object.name = name;
            object.target = target;
            objects_.emplace(name, std::move(object));
            reserved_.erase(name);
        } else if (it->second.target != target) {
            return GlError::kInvalidOperation;
        }
    }
    targets_[Slot(target)].bound = name;
    return GlError::kNoError;
}

// 3.11.1: deleting a bound object binds 0 to its target; unused names and 0 are ignored.
GlError ProgramObjects::DeletePrograms(std::span<const std::uint32_t> names) {
    for (std::uint32_t name : names) {
        if (name == 0) continue;
        reserved_.erase(name);
        auto it = objects_.find(name);
        if (it == objects_.end()) continue;
        TargetState& state = targets_[Slot(it->second.target)];
        if (state.bound == name) state.bound = 0;
        objects_.erase(it);
    }
    return GlError::kNoError;
}

bool ProgramObjects::IsProgram(std::uint32_t name) const {
    return name != 0 && objects_.count(name) != 0;
}

GlError ProgramObjects::ProgramString(ProgramTarget target, ProgramFormat format,
                                      std::string_view text) {
    if (!IsValid(target) || format != ProgramFormat::kAscii) return GlError::kInvalidEnum;
    ProgramObject& object = MutableCurrent(target);
    return target == ProgramTarget::kFragmentProgram ? LoadFragment(object, text)
                                                     : LoadVertex(object, text);
}

// What ProgramStringARB does for either target (3.11.1): the error string, and the error
// position (the reader's byte offset of the first error, or the length for errors found
// only at the end; -1 on success). A failed load leaves the object as it was; a successful
// one stores the string. Returns whether the program loaded.
bool ProgramObjects::RecordLoad(bool loaded, std::int64_t error_position,
                                const std::string& error_string, std::string_view text,
                                ProgramObject& object) {
    error_string_ = error_string;
    if (!loaded) {
        error_position_ =
            error_position >= 0 ? error_position : static_cast<std::int64_t>(text.size());
        return false;
    }
    error_position_ = -1;
    object.string.assign(text);
    object.format = ProgramFormat::kAscii;
    return true;
}

GlError ProgramObjects::LoadFragment(ProgramObject& object, std::string_view text) {
    lang::arbfp::ReadResult result = lang::arbfp::ReadProgram(text, limits_);
    if (!RecordLoad(result.program.has_value(), result.error_position, result.error_string, text,
                    object))
        return GlError::kInvalidOperation;
    object.counts = result.program->counts;
    object.fragment = std::make_shared<const lang::arbasm::fragment::Program>(std::move(*result.program));
    object.loaded = true;
    return GlError::kNoError;
}

GlError ProgramObjects::LoadVertex(ProgramObject& object, std::string_view text) {
    lang::arbvp::ReadResult result = lang::arbvp::ReadProgram(text, vertex_limits_);
    if (!RecordLoad(result.program.has_value(), result.error_position, result.error_string, text,
                    object))
        return GlError::kInvalidOperation;
    const lang::arbasm::vertex::ResourceCounts& c = result.program->counts;
    object.counts = {};
    object.counts.instructions = object.counts.alu_instructions = c.instructions;
    object.counts.temporaries = c.temporaries;
    object.counts.parameters = c.parameters;
    object.counts.attributes = c.attributes;
    object.address_registers = c.address_registers;
    object.vertex = std::make_shared<const lang::arbasm::vertex::Program>(std::move(*result.program));
    object.loaded = true;
    return GlError::kNoError;
}

GlError ProgramObjects::SetLocal(ProgramTarget target, std::uint32_t index, const Vec4& value) {
    if (!IsValid(target)) return GlError::kInvalidEnum;
    if (index >= MaxLocal(target)) return GlError::kInvalidValue;
    ProgramObject& object = MutableCurrent(target);
    if (object.locals.size() <= index) object.locals.resize(index + 1, Vec4{0, 0, 0, 0});
    object.locals[index] = value;
    return GlError::kNoError;
}

GlError ProgramObjects::SetEnv(ProgramTarget target, std::uint32_t index, const Vec4& value) {
    if (!IsValid(target)) return GlError::kInvalidEnum;
    if (index >= MaxEnv(target)) return GlError::kInvalidValue;
    targets_[Slot(target)].env[index] = value;
    return GlError::kNoError;
}

GlError ProgramObjects::ProgramLocalParameter4f(ProgramTarget t, std::uint32_t i, float x, float y,
                                                float z, float w) {
    return SetLocal(t, i, {x, y, z, w});
}
GlError ProgramObjects::ProgramLocalParameter4fv(ProgramTarget t, std::uint32_t i, const float* p) {
    return SetLocal(t, i, {p[0], p[1], p[2], p[3]});
}
GlError ProgramObjects::ProgramLocalParameter4d(ProgramTarget t, std::uint32_t i, double x,
                                                double y, double z, double w) {
    return SetLocal(t, i, FromDoubles(x, y, z, w));
}
GlError ProgramObjects::ProgramLocalParameter4dv(ProgramTarget t, std::uint32_t i,
                                                 const double* p) {
    return SetLocal(t, i, FromDoubles(p[0], p[1], p[2], p[3]));
}
GlError ProgramObjects::ProgramEnvParameter4f(ProgramTarget t, std::uint32_t i, float x, float y,
                                              float z, float w) {
    return SetEnv(t, i, {x, y, z, w});
}
GlError ProgramObjects::ProgramEnvParameter4fv(ProgramTarget t, std::uint32_t i, const float* p) {
    return SetEnv(t, i, {p[0], p[1], p[2], p[3]});
}
GlError ProgramObjects::ProgramEnvParameter4d(ProgramTarget t, std::uint32_t i, double x, double y,
                                              double z, double w) {
    return SetEnv(t, i, FromDoubles(x, y, z, w));
}
GlError ProgramObjects::ProgramEnvParameter4dv(ProgramTarget t, std::uint32_t i, const double* p) {
    return SetEnv(t, i, FromDoubles(p[0], p[1], p[2], p[3]));
}

GlError ProgramObjects::GetProgramLocalParameterfv(ProgramTarget target, std::uint32_t index,
                                                   float* params) const {
    if (!IsValid(target)) return GlError::kInvalidEnum;
    if (index >= MaxLocal(target)) return GlError::kInvalidValue;
    const Vec4 v = Current(target).Local(index);
    for (int i = 0; i < 4; ++i) params[i] = v[i];
    return GlError::kNoError;
}

GlError ProgramObjects::GetProgramEnvParameterfv(ProgramTarget target, std::uint32_t index,
                                                 float* params) const {
    if (!IsValid(target)) return GlError::kInvalidEnum;
    if (index >= MaxEnv(target)) return GlError::kInvalidValue;
    const Vec4 v = targets_[Slot(target)].env[index];
    for (int i = 0; i < 4; ++i) params[i] = v[i];
    return GlError::kNoError;
}

Vec4 ProgramObjects::Env(ProgramTarget target, std::uint32_t index) const {
    const std::vector<Vec4>& env = targets_[Slot(target)].env;
    return index < env.size() ? env[index] : Vec4{0, 0, 0, 0};
}

// The MAX_* queries. Native limits equal the plain ones: Tessera runs programs as written.
// The vertex target reports its own limits for what it shares with the fragment target.
bool ProgramObjects::QueryLimit(ProgramTarget target, ProgramQuery pname,
                                std::int32_t* value) const {
    using Q = ProgramQuery;
    lang::arbasm::fragment::Limits l = limits_;
    if (target == ProgramTarget::kVertexProgram) {
        const lang::arbasm::vertex::Limits& v = vertex_limits_;
        l.max_instructions = v.max_instructions;
        l.max_temporaries = v.max_temporaries;
        l.max_parameters = v.max_parameters;
        l.max_attributes = v.max_attributes;
        l.max_local_parameters = v.max_local_parameters;
        l.max_env_parameters = v.max_env_parameters;
    }
    switch (pname) {
        case Q::kMaxInstructions:
        case Q::kMaxNativeInstructions:
            *value = Clamp32(l.max_instructions);
            return true;
        case Q::kMaxTemporaries:
        case Q::kMaxNativeTemporaries:
            *value = Clamp32(l.max_temporaries);
            return true;
        case Q::kMaxParameters:
        case Q::kMaxNativeParameters:
            *value = Clamp32(l.max_parameters);
            return true;
        case Q::kMaxAttribs:
        case Q::kMaxNativeAttribs:
            *value = Clamp32(l.max_attributes);
            return true;
        case Q::kMaxLocalParameters:
            *value = Clamp32(l.max_local_parameters);
            return true;
        case Q::kMaxEnvParameters:
            *value = Clamp32(l.max_env_parameters);
            return true;
        case Q::kMaxAluInstructions:
        case Q::kMaxNativeAluInstructions:
            *value = Clamp32(l.max_alu_instructions);
            return true;
        case Q::kMaxTexInstructions:
        case Q::kMaxNativeTexInstructions:
            *value = Clamp32(l.max_tex_instructions);
            return true;
        case Q::kMaxTexIndirections:
        case Q::kMaxNativeTexIndirections:
            *value = Clamp32(l.max_tex_indirections);
            return true;
        case Q::kMaxAddressRegisters:
        case Q::kMaxNativeAddressRegisters:
            *value = Clamp32(vertex_limits_.max_address_registers);
            return true;
        default:
            return false;
    }
}

// The per-object counts (3.11.8: initially zero); native counts are the same numbers.
bool ProgramObjects::QueryCount(const ProgramObject& object, ProgramQuery pname,
                                std::int32_t* value) const {
    using Q = ProgramQuery;
    const lang::arbasm::fragment::ResourceCounts& c = object.counts;
    switch (pname) {
        case Q::kLength:
            *value = Clamp32(object.string.size());
            return true;
        case Q::kFormat:
            *value = static_cast<std::int32_t>(object.format);
            return true;
        case Q::kBinding:
            *value = Clamp32(object.name);
            return true;
        case Q::kInstructions:
        case Q::kNativeInstructions:
            *value = Clamp32(c.instructions);
            return true;
        case Q::kTemporaries:
        case Q::kNativeTemporaries:
            *value = Clamp32(c.temporaries);
            return true;
        case Q::kParameters:
        case Q::kNativeParameters:
            *value = Clamp32(c.parameters);
            return true;
        case Q::kAttribs:
        case Q::kNativeAttribs:
            *value = Clamp32(c.attributes);
            return true;
        case Q::kAluInstructions:
        case Q::kNativeAluInstructions:
            *value = Clamp32(c.alu_instructions);
            return true;
        case Q::kTexInstructions:
        case Q::kNativeTexInstructions:
            *value = Clamp32(c.tex_instructions);
            return true;
        case Q::kTexIndirections:
        case Q::kNativeTexIndirections:
            *value = Clamp32(c.tex_indirections);
            return true;
        case Q::kAddressRegisters:
        case Q::kNativeAddressRegisters:
            *value = Clamp32(object.address_registers);
            return true;
        // Every program that loads fits: the reader refuses what exceeds the limits.
        case Q::kUnderNativeLimits:
            *value = object.loaded ? 1 : 0;
            return true;
        default:
            return false;
    }
}

GlError ProgramObjects::GetProgramiv(ProgramTarget target, ProgramQuery pname,
                                     std::int32_t* value) const {
    if (!IsValid(target)) return GlError::kInvalidEnum;
    const auto raw = static_cast<std::uint32_t>(pname);
    const bool fragment_only = raw >= 0x8805 && raw <= 0x8810;
    const bool vertex_only = raw >= 0x88B0 && raw <= 0x88B3;
    if ((fragment_only && target != ProgramTarget::kFragmentProgram) ||
        (vertex_only && target != ProgramTarget::kVertexProgram))
        return GlError::kInvalidEnum;
    if (QueryLimit(target, pname, value) || QueryCount(Current(target), pname, value))
        return GlError::kNoError;
    return GlError::kInvalidEnum;
}

GlError ProgramObjects::GetProgramString(ProgramTarget target, std::string* out) const {
    if (!IsValid(target)) return GlError::kInvalidEnum;
    *out = Current(target).string;
    return GlError::kNoError;
}

}  // namespace tessera::runtime::gl
