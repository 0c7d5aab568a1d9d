// SPDX-License-Identifier: MIT
// Port of piglit's arb_fragment_program-minmax: every implementation limit can be queried,
// and none is below the minimum the spec demands.
//
// piglit reads each MAX_PROGRAM_* value with GetProgramivARB and a few with GetIntegerv
// and compares them with the spec's minimums: 24 env and 24 local parameters, 72
// instructions, 48 ALU and 24 texture instructions, 4 texture indirections,
// 16 temporaries, 24 parameters, 10 attributes (3.11.3.6 and 6.1.12), 2 texture
// coordinate sets and image units, 8 program matrices with stacks at least 1 deep
// (3.11.7); the native limits have no minimum but must be queryable; address registers
// exist only for vertex programs (at least 1 there).
//
// We check the same through Context/ProgramObjects, and more precisely than piglit can,
// because we know what the values must be: the default profile reports exactly
// lang/common/arbasm/fragment_limits.h's Limits::Default(), and the minimum profile exactly the spec's
// floor. Where the Mesa harness is built, Mesa's own answers must meet the same minimums
// and match the default profile where limits.cpp says it copies llvmpipe.
#include "fp_port_helpers.h"

namespace tessera::ports {
namespace {

using lang::arbasm::fragment::Limits;

struct ProgramLimit {
    const char* name;
    ProgramQuery pname;
    ProgramQuery native;  ///< the MAX_PROGRAM_NATIVE_* twin (same as pname when none)
    std::int32_t minimum;
    std::uint32_t Limits::*field;
};

const ProgramLimit kProgramLimits[] = {
    {"MAX_PROGRAM_ENV_PARAMETERS", ProgramQuery::kMaxEnvParameters, ProgramQuery::kMaxEnvParameters,
     24, &Limits::max_env_parameters},
    {"MAX_PROGRAM_LOCAL_PARAMETERS", ProgramQuery::kMaxLocalParameters,
     ProgramQuery::kMaxLocalParameters, 24, &Limits::max_local_parameters},
    {"MAX_PROGRAM_INSTRUCTIONS", ProgramQuery::kMaxInstructions,
     ProgramQuery::kMaxNativeInstructions, 72, &Limits::max_instructions},
    {"MAX_PROGRAM_ALU_INSTRUCTIONS", ProgramQuery::kMaxAluInstructions,
     ProgramQuery::kMaxNativeAluInstructions, 48, &Limits::max_alu_instructions},
    {"MAX_PROGRAM_TEX_INSTRUCTIONS", ProgramQuery::kMaxTexInstructions,
     ProgramQuery::kMaxNativeTexInstructions, 24, &Limits::max_tex_instructions},
    {"MAX_PROGRAM_TEX_INDIRECTIONS", ProgramQuery::kMaxTexIndirections,
     ProgramQuery::kMaxNativeTexIndirections, 4, &Limits::max_tex_indirections},
    {"MAX_PROGRAM_TEMPORARIES", ProgramQuery::kMaxTemporaries, ProgramQuery::kMaxNativeTemporaries,
     16, &Limits::max_temporaries},
    {"MAX_PROGRAM_PARAMETERS", ProgramQuery::kMaxParameters, ProgramQuery::kMaxNativeParameters, 24,
     &Limits::max_parameters},
    {"MAX_PROGRAM_ATTRIBS", ProgramQuery::kMaxAttribs, ProgramQuery::kMaxNativeAttribs, 10,
     &Limits::max_attributes},
};

TEST(FpMinmax, DefaultProfileReportsItsLimitsAboveTheMinimums) {
    const Context context(4, 4);
    const Limits expected = Limits::Default();
    for (const ProgramLimit& l : kProgramLimits) {
        const std::int32_t value = Query(context, l.pname);
        EXPECT_GE(value, l.minimum) << l.name;
        EXPECT_EQ(static_cast<std::uint32_t>(value), expected.*l.field) << l.name;
        // The native limits have no minimum; they are queryable and Tessera's equal the
        // plain ones.
        EXPECT_EQ(Query(context, l.native), value) << l.name << " (native)";
    }
    // 3.11.3.6: without a separate indirection limit, it equals the texture instruction
    // limit; it is never larger.
    EXPECT_LE(expected.max_tex_indirections, expected.max_tex_instructions);
}

TEST(FpMinmax, MinimumProfileReportsExactlyTheSpecsFloor) {
    const Context context(4, 4, Limits::Minimum());
    for (const ProgramLimit& l : kProgramLimits) {
        EXPECT_EQ(Query(context, l.pname), l.minimum) << l.name;
        EXPECT_EQ(Query(context, l.native), l.minimum) << l.name << " (native)";
    }
}

TEST(FpMinmax, IntegerLimitsMeetTheMinimums) {
    // piglit's GetIntegerv queries. Tessera has no glGetIntegerv; these are the values it
    // would return: the profile's fields and the stack depths of runtime/gl/state.h.
    for (const Limits& l : {Limits::Default(), Limits::Minimum()}) {
        EXPECT_GE(l.max_texture_coords, 2u);       // MAX_TEXTURE_COORDS_ARB
        EXPECT_GE(l.max_texture_image_units, 2u);  // MAX_TEXTURE_IMAGE_UNITS_ARB
        EXPECT_GE(l.max_texture_units, 2u);        // MAX_TEXTURE_UNITS (legacy)
        EXPECT_GE(l.max_program_matrices, 8u);     // MAX_PROGRAM_MATRICES_ARB
    }
    EXPECT_GE(runtime::gl::kMaxProgramMatrices, 8);
    EXPECT_GE(runtime::gl::kProgramStackDepth, 1u);  // MAX_PROGRAM_MATRIX_STACK_DEPTH_ARB
    // The runtime holds at least as many units and coordinate sets as the default
    // profile lets a program name.
    EXPECT_GE(static_cast<std::uint32_t>(runtime::texture::kMaxTextureUnits),
              Limits::Default().max_texture_image_units);
    EXPECT_GE(static_cast<std::uint32_t>(runtime::gl::kMaxTextureCoords),
              Limits::Default().max_texture_coords);
}

TEST(FpMinmax, AddressRegistersAreVertexOnly) {
    const Context context(4, 4);
    std::int32_t value = -1;
    // 6.1.12: the address register queries name vertex program state only.
    EXPECT_EQ(
        context.Programs().GetProgramiv(kFragment, ProgramQuery::kMaxAddressRegisters, &value),
        GlError::kInvalidEnum);
    EXPECT_EQ(context.Programs().GetProgramiv(kFragment, ProgramQuery::kMaxNativeAddressRegisters,
                                              &value),
              GlError::kInvalidEnum);
    // piglit's vertex-program half: at least one address register, native queryable.
    EXPECT_EQ(context.Programs().GetProgramiv(ProgramTarget::kVertexProgram,
                                              ProgramQuery::kMaxAddressRegisters, &value),
              GlError::kNoError);
    EXPECT_GE(value, 1);
    EXPECT_EQ(context.Programs().GetProgramiv(ProgramTarget::kVertexProgram,
                                              ProgramQuery::kMaxNativeAddressRegisters, &value),
              GlError::kNoError);
    EXPECT_GE(value, 0);
}

TEST(FpMinmax, FragmentOnlyQueriesRefuseTheVertexTarget) {
    const Context context(4, 4);
    std::int32_t value = -1;
    EXPECT_EQ(context.Programs().GetProgramiv(ProgramTarget::kVertexProgram,
                                              ProgramQuery::kMaxTexIndirections, &value),
              GlError::kInvalidEnum);
    EXPECT_EQ(value, -1);  // an error leaves the output alone
}

#ifdef TESSERA_HAVE_MESA

TEST(FpMinmaxMesa, MesaMeetsTheMinimumsAndMatchesTheDefaultProfile) {
    REQUIRE_MESA();
    const testing::ArbLimits mesa = testing::QueryArbLimits();
    const Limits d = Limits::Default();
    EXPECT_GE(mesa.max_env_parameters, 24);
    EXPECT_GE(mesa.max_local_parameters, 24);
    EXPECT_GE(mesa.max_instructions, 72);
    EXPECT_GE(mesa.max_alu_instructions, 48);
    EXPECT_GE(mesa.max_tex_instructions, 24);
    EXPECT_GE(mesa.max_tex_indirections, 4);
    EXPECT_GE(mesa.max_temporaries, 16);
    EXPECT_GE(mesa.max_parameters, 24);
    EXPECT_GE(mesa.max_attributes, 10);
    EXPECT_GE(mesa.max_texture_coords, 2);
    EXPECT_GE(mesa.max_texture_image_units, 2);
    EXPECT_GE(mesa.max_program_matrices, 8);
    // limits.cpp copies llvmpipe's values, capping only the instruction limits at 65536.
    EXPECT_EQ(static_cast<std::uint32_t>(mesa.max_temporaries), d.max_temporaries);
    EXPECT_EQ(static_cast<std::uint32_t>(mesa.max_parameters), d.max_parameters);
    EXPECT_EQ(static_cast<std::uint32_t>(mesa.max_attributes), d.max_attributes);
    EXPECT_EQ(static_cast<std::uint32_t>(mesa.max_env_parameters), d.max_env_parameters);
    EXPECT_EQ(static_cast<std::uint32_t>(mesa.max_local_parameters), d.max_local_parameters);
    EXPECT_EQ(static_cast<std::uint32_t>(mesa.max_texture_image_units), d.max_texture_image_units);
    EXPECT_EQ(static_cast<std::uint32_t>(mesa.max_texture_coords), d.max_texture_coords);
    EXPECT_EQ(static_cast<std::uint32_t>(mesa.max_program_matrices), d.max_program_matrices);
    EXPECT_GE(static_cast<std::uint32_t>(mesa.max_alu_instructions), d.max_alu_instructions);
    EXPECT_GE(static_cast<std::uint32_t>(mesa.max_tex_instructions), d.max_tex_instructions);
    EXPECT_GE(static_cast<std::uint32_t>(mesa.max_instructions), d.max_instructions);
}

#endif

}  // namespace
}  // namespace tessera::ports
