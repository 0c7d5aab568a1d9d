// SPDX-License-Identifier: MIT
// Program objects: the GL entry points of ARB_fragment_program section 3.11.1 as a C++ API.
//
// ProgramObjects owns every program object and the per-target state of section 3.11.8:
// the bound program, the environment parameters, and the shared error position and string.
// Each entry point returns the GL error it would raise instead of setting GL's sticky flag,
// and has no effect when it returns an error, as GL requires.
//
// Targets and query names carry GL's enum values, so a harness can pass numbers read from a
// piglit test straight through; a value outside an enum (built with static_cast) is how a
// caller exercises INVALID_ENUM.
//
// Fragment programs are read by lang/arbfp/reader and vertex programs by lang/arbvp/reader,
// each against its own target's limits (which GetProgramivARB reports per target).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "lang/common/arbasm/fragment_limits.h"
#include "lang/common/arbasm/fragment_program.h"
#include "lang/common/arbasm/vertex_limits.h"
#include "lang/common/arbasm/vertex_program.h"
#include "runtime/gl/error.h"
#include "support/vec4.h"

namespace tessera::runtime::gl {

using support::Vec4;

enum class ProgramTarget : std::uint32_t { kVertexProgram = 0x8620, kFragmentProgram = 0x8804 };
enum class ProgramFormat : std::uint32_t { kAscii = 0x8875 };

/// GetProgramivARB's names (6.1.12), with GL's values.
enum class ProgramQuery : std::uint32_t {
    kLength = 0x8627,
    kFormat = 0x8876,
    kBinding = 0x8677,
    kInstructions = 0x88A0,
    kMaxInstructions = 0x88A1,
    kNativeInstructions = 0x88A2,
    kMaxNativeInstructions = 0x88A3,
    kTemporaries = 0x88A4,
    kMaxTemporaries = 0x88A5,
    kNativeTemporaries = 0x88A6,
    kMaxNativeTemporaries = 0x88A7,
    kParameters = 0x88A8,
    kMaxParameters = 0x88A9,
    kNativeParameters = 0x88AA,
    kMaxNativeParameters = 0x88AB,
    kAttribs = 0x88AC,
    kMaxAttribs = 0x88AD,
    kNativeAttribs = 0x88AE,
    kMaxNativeAttribs = 0x88AF,
    kAddressRegisters = 0x88B0,
    kMaxAddressRegisters = 0x88B1,  // vertex only
    kNativeAddressRegisters = 0x88B2,
    kMaxNativeAddressRegisters = 0x88B3,  // vertex only
    kMaxLocalParameters = 0x88B4,
    kMaxEnvParameters = 0x88B5,
    kUnderNativeLimits = 0x88B6,
    // Fragment only:
    kAluInstructions = 0x8805,
    kTexInstructions = 0x8806,
    kTexIndirections = 0x8807,
    kNativeAluInstructions = 0x8808,
    kNativeTexInstructions = 0x8809,
    kNativeTexIndirections = 0x880A,
    kMaxAluInstructions = 0x880B,
    kMaxTexInstructions = 0x880C,
    kMaxTexIndirections = 0x880D,
    kMaxNativeAluInstructions = 0x880E,
    kMaxNativeTexInstructions = 0x880F,
    kMaxNativeTexIndirections = 0x8810,
};

/// A program object (3.11.8's per-object state).
struct ProgramObject {
    std::uint32_t name = 0;
    ProgramTarget target = ProgramTarget::kFragmentProgram;
    std::string string;  ///< the last successfully loaded program string
    ProgramFormat format = ProgramFormat::kAscii;
    bool loaded = false;  ///< a program string was loaded successfully
    std::shared_ptr<const lang::arbasm::fragment::Program> fragment;    ///< fragment target, when loaded
    std::shared_ptr<const lang::arbasm::vertex::Program> vertex;      ///< vertex target, when loaded
    /// The loaded program's counts (for a vertex program: instructions, temporaries,
    /// parameters and attributes; ALU instructions = instructions).
    lang::arbasm::fragment::ResourceCounts counts;
    std::uint32_t address_registers = 0;  ///< vertex programs' PROGRAM_ADDRESS_REGISTERS
    /// Local parameters; grown on first write, entries beyond the size read as (0,0,0,0).
    std::vector<Vec4> locals;

    Vec4 Local(std::uint32_t index) const;
};

class ProgramObjects {
  public:
    explicit ProgramObjects(const lang::arbasm::fragment::Limits& limits = lang::arbasm::fragment::Limits::Default(),
                            const lang::arbasm::vertex::Limits& vertex_limits = lang::arbasm::vertex::Limits::Default());

    const lang::arbasm::fragment::Limits& Limits() const { return limits_; }
    const lang::arbasm::vertex::Limits& VertexLimits() const { return vertex_limits_; }
    /// Tessera's MaxTexCoords extension (docs/arbfp.md, "Limits") for the programs loaded
    /// from now on: fragment.texcoord[n] and result.texcoord[n] up to `sets` - 1 (at most
    /// lang::arbasm::kMaxTexCoordSets, the sets a vertex and a fragment hold). Not GL's: what
    /// GetProgramivARB and MAX_TEXTURE_COORDS report, texture matrices and vertex.texcoord
    /// stay ARB's. For reference draws of Cg compiled with `-po MaxTexCoords=N`.
    void ExtendTexCoordSets(std::uint32_t sets) {
        limits_.extended_texcoord_sets = vertex_limits_.extended_texcoord_sets =
            std::min(sets, lang::arbasm::kMaxTexCoordSets);
    }

    /// GenProgramsARB: fills `names` with unused names and reserves them.
    void GenPrograms(std::span<std::uint32_t> names);
    std::vector<std::uint32_t> GenPrograms(int n);
    GlError BindProgram(ProgramTarget target, std::uint32_t name);
    GlError DeletePrograms(std::span<const std::uint32_t> names);
    /// IsProgramARB: true for the name of an existing (bound at least once) program object.
    bool IsProgram(std::uint32_t name) const;

    /// ProgramStringARB. On failure the current program is unchanged (3.11.1).
    GlError ProgramString(ProgramTarget target, ProgramFormat format, std::string_view text);

    GlError ProgramLocalParameter4f(ProgramTarget target, std::uint32_t index, float x, float y,
                                    float z, float w);
    GlError ProgramLocalParameter4fv(ProgramTarget target, std::uint32_t index,
                                     const float* params);
    GlError ProgramLocalParameter4d(ProgramTarget target, std::uint32_t index, double x, double y,
                                    double z, double w);
    GlError ProgramLocalParameter4dv(ProgramTarget target, std::uint32_t index,
                                     const double* params);
    GlError ProgramEnvParameter4f(ProgramTarget target, std::uint32_t index, float x, float y,
                                  float z, float w);
    GlError ProgramEnvParameter4fv(ProgramTarget target, std::uint32_t index, const float* params);
    GlError ProgramEnvParameter4d(ProgramTarget target, std::uint32_t index, double x, double y,
                                  double z, double w);
    GlError ProgramEnvParameter4dv(ProgramTarget target, std::uint32_t index, const double* params);
    GlError GetProgramLocalParameterfv(ProgramTarget target, std::uint32_t index,
                                       float* params) const;
    GlError GetProgramEnvParameterfv(ProgramTarget target, std::uint32_t index,
                                     float* params) const;

    /// GetProgramivARB.
    GlError GetProgramiv(ProgramTarget target, ProgramQuery pname, std::int32_t* value) const;
    /// GetProgramStringARB(target, PROGRAM_STRING_ARB).
    GlError GetProgramString(ProgramTarget target, std::string* out) const;
    /// PROGRAM_ERROR_POSITION_ARB and PROGRAM_ERROR_STRING_ARB.
    std::int64_t ErrorPosition() const { return error_position_; }
    const std::string& ErrorString() const { return error_string_; }

    /// The program object bound to `target` (the default object when the binding is 0).
    /// `target` must be valid.
    const ProgramObject& Current(ProgramTarget target) const;
    /// Environment parameter `index` of `target`, (0,0,0,0) beyond the limit.
    Vec4 Env(ProgramTarget target, std::uint32_t index) const;

  private:
    struct TargetState {
        ProgramObject default_object;
        std::uint32_t bound = 0;
        std::vector<Vec4> env;
    };
    static int Slot(ProgramTarget target);
    static bool IsValid(ProgramTarget target);
    ProgramObject& MutableCurrent(ProgramTarget target);
    GlError SetLocal(ProgramTarget target, std::uint32_t index, const Vec4& value);
    GlError SetEnv(ProgramTarget target, std::uint32_t index, const Vec4& value);
    bool RecordLoad(bool loaded, std::int64_t error_position, const std::string& error_string,
                    std::string_view text, ProgramObject& object);
    GlError LoadFragment(ProgramObject& object, std::string_view text);
    GlError LoadVertex(ProgramObject& object, std::string_view text);
    bool QueryLimit(ProgramTarget target, ProgramQuery pname, std::int32_t* value) const;
    std::uint32_t MaxEnv(ProgramTarget target) const;
    std::uint32_t MaxLocal(ProgramTarget target) const;
    bool QueryCount(const ProgramObject& object, ProgramQuery pname, std::int32_t* value) const;

    lang::arbasm::fragment::Limits limits_;
    lang::arbasm::vertex::Limits vertex_limits_;
    std::array<TargetState, 2> targets_;
    std::map<std::uint32_t, ProgramObject> objects_;  ///< created (bound) objects
    std::set<std::uint32_t> reserved_;                ///< generated but never bound
    std::uint32_t next_name_ = 1;
    std::int64_t error_position_ = -1;
    std::string error_string_;
};

}  // namespace tessera::runtime::gl
