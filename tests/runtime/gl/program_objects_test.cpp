// SPDX-License-Identifier: MIT
// Program object semantics of ARB_fragment_program section 3.11.1 and 3.11.8.
#include "runtime/gl/program_objects.h"

#include <gtest/gtest.h>

#include "lang/arbfp/reader/reader.h"

namespace tessera::runtime::gl {
namespace {

constexpr ProgramTarget kFragment = ProgramTarget::kFragmentProgram;
constexpr ProgramTarget kVertex = ProgramTarget::kVertexProgram;
constexpr const char* kPassThrough = "!!ARBvp1.0 OPTION ARB_position_invariant; END";
constexpr const char* kPassColor =
    "!!ARBvp1.0\nOPTION ARB_position_invariant;\nMOV result.color, vertex.color;\nEND\n";
constexpr const char* kSimpleFragment = "!!ARBfp1.0\nMOV result.color, program.local[0];\nEND\n";
constexpr const char* kOtherFragment = "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n";

std::int32_t Query(const ProgramObjects& p, ProgramTarget target, ProgramQuery q) {
    std::int32_t value = -12345;
    EXPECT_EQ(p.GetProgramiv(target, q, &value), GlError::kNoError);
    return value;
}

bool ReaderAvailable() { return lang::arbfp::ReadProgram(kSimpleFragment).program.has_value(); }

TEST(ProgramObjectsTest, InitialState) {
    const ProgramObjects p;
    EXPECT_EQ(p.ErrorPosition(), -1);
    EXPECT_TRUE(p.ErrorString().empty());
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kBinding), 0);
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kLength), 0);
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kFormat), 0x8875);
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kInstructions), 0);
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kNativeTexIndirections), 0);
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kUnderNativeLimits), 0);
    float env[4] = {9, 9, 9, 9};
    EXPECT_EQ(p.GetProgramEnvParameterfv(kFragment, 7, env), GlError::kNoError);
    EXPECT_EQ(env[0], 0);
    EXPECT_EQ(env[3], 0);
}

TEST(ProgramObjectsTest, GenBindAndIsProgram) {
    ProgramObjects p;
    const std::vector<std::uint32_t> names = p.GenPrograms(3);
    ASSERT_EQ(names.size(), 3u);
    EXPECT_NE(names[0], 0u);
    EXPECT_NE(names[0], names[1]);
    EXPECT_NE(names[1], names[2]);
    EXPECT_FALSE(p.IsProgram(names[0]));  // objects are created by the first bind
    EXPECT_EQ(p.BindProgram(kFragment, names[0]), GlError::kNoError);
    EXPECT_TRUE(p.IsProgram(names[0]));
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kBinding), static_cast<std::int32_t>(names[0]));
    // Binding a never-generated name also creates an object.
    EXPECT_EQ(p.BindProgram(kVertex, 100), GlError::kNoError);
    EXPECT_TRUE(p.IsProgram(100));
    // Gen never hands out a name in use.
    for (std::uint32_t n : p.GenPrograms(200)) {
        EXPECT_NE(n, 100u);
        EXPECT_NE(n, names[0]);
    }
}

TEST(ProgramObjectsTest, BindingToAnotherTargetIsInvalidOperation) {
    ProgramObjects p;
    ASSERT_EQ(p.BindProgram(kFragment, 5), GlError::kNoError);
    EXPECT_EQ(p.BindProgram(kVertex, 5), GlError::kInvalidOperation);
    EXPECT_EQ(Query(p, kVertex, ProgramQuery::kBinding), 0);
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kBinding), 5);
    EXPECT_EQ(p.BindProgram(static_cast<ProgramTarget>(0x1234), 6), GlError::kInvalidEnum);
    EXPECT_FALSE(p.IsProgram(6));
}

TEST(ProgramObjectsTest, DeletingABoundProgramBindsZero) {
    ProgramObjects p;
    ASSERT_EQ(p.BindProgram(kVertex, 3), GlError::kNoError);
    ASSERT_EQ(p.ProgramString(kVertex, ProgramFormat::kAscii, kPassThrough), GlError::kNoError);
    const std::uint32_t doomed[] = {0, 3, 77};  // 0 and unused names are ignored
    EXPECT_EQ(p.DeletePrograms(doomed), GlError::kNoError);
    EXPECT_FALSE(p.IsProgram(3));
    EXPECT_EQ(Query(p, kVertex, ProgramQuery::kBinding), 0);
    EXPECT_FALSE(p.Current(kVertex).loaded);  // the default object was never loaded
    // The name is unused again: it may now name a fragment program.
    EXPECT_EQ(p.BindProgram(kFragment, 3), GlError::kNoError);
}

TEST(ProgramObjectsTest, FailedFragmentLoadReportsAndKeepsObject) {
    ProgramObjects p;
    ASSERT_EQ(p.BindProgram(kFragment, 1), GlError::kNoError);
    const std::string bad = "!!ARBfp1.0\nBOGUS result.color;\nEND\n";
    EXPECT_EQ(p.ProgramString(kFragment, ProgramFormat::kAscii, bad), GlError::kInvalidOperation);
    EXPECT_GE(p.ErrorPosition(), 0);
    EXPECT_LE(p.ErrorPosition(), static_cast<std::int64_t>(bad.size()));
    EXPECT_FALSE(p.ErrorString().empty());
    EXPECT_FALSE(p.Current(kFragment).loaded);
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kLength), 0);
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kUnderNativeLimits), 0);
}

TEST(ProgramObjectsTest, FailedFragmentLoadKeepsPreviousProgram) {
    if (!ReaderAvailable()) GTEST_SKIP() << "the ARBfp reader is still a placeholder";
    ProgramObjects p;
    ASSERT_EQ(p.ProgramString(kFragment, ProgramFormat::kAscii, kSimpleFragment),
              GlError::kNoError);
    EXPECT_EQ(p.ErrorPosition(), -1);
    const auto* loaded = p.Current(kFragment).fragment.get();
    ASSERT_NE(loaded, nullptr);
    EXPECT_EQ(p.ProgramString(kFragment, ProgramFormat::kAscii, "!!ARBfp1.0\nMOV;\nEND\n"),
              GlError::kInvalidOperation);
    EXPECT_EQ(p.Current(kFragment).fragment.get(), loaded);
    std::string text;
    EXPECT_EQ(p.GetProgramString(kFragment, &text), GlError::kNoError);
    EXPECT_EQ(text, kSimpleFragment);
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kLength), static_cast<std::int32_t>(text.size()));
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kUnderNativeLimits), 1);
    // A second successful load replaces it, and the error position returns to -1.
    ASSERT_EQ(p.ProgramString(kFragment, ProgramFormat::kAscii, kOtherFragment), GlError::kNoError);
    EXPECT_EQ(p.ErrorPosition(), -1);
    EXPECT_NE(p.Current(kFragment).fragment.get(), loaded);
}

TEST(ProgramObjectsTest, FragmentCountsComeFromTheReader) {
    if (!ReaderAvailable()) GTEST_SKIP() << "the ARBfp reader is still a placeholder";
    ProgramObjects p;
    ASSERT_EQ(p.ProgramString(kFragment, ProgramFormat::kAscii,
                              "!!ARBfp1.0\nTEMP t;\nTEX t, fragment.texcoord[0], texture[0], 2D;\n"
                              "MOV result.color, t;\nEND\n"),
              GlError::kNoError);
    // One ALU and one TEX instruction, plus END (Mesa counts it); one temporary.
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kTexInstructions), 1);
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kNativeTexInstructions), 1);
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kTemporaries), 1);
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kAttribs), 1);
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kInstructions),
              Query(p, kFragment, ProgramQuery::kNativeInstructions));
}

TEST(ProgramObjectsTest, VertexProgramLoadsAndFailedLoadKeepsIt) {
    ProgramObjects p;
    ASSERT_EQ(p.ProgramString(kVertex, ProgramFormat::kAscii, kPassColor), GlError::kNoError);
    EXPECT_EQ(p.ErrorPosition(), -1);
    EXPECT_EQ(Query(p, kVertex, ProgramQuery::kInstructions), 1);  // the MOV (END is not one)
    EXPECT_EQ(Query(p, kVertex, ProgramQuery::kAttribs), 1);
    EXPECT_EQ(Query(p, kVertex, ProgramQuery::kUnderNativeLimits), 1);
    // A real vertex program loads too; one with a syntax error fails where the error is.
    ASSERT_EQ(p.ProgramString(kVertex, ProgramFormat::kAscii,
                              "!!ARBvp1.0\nADDRESS a;\nARL a.x, vertex.position.x;\n"
                              "DP4 result.position.x, state.matrix.mvp.row[0], vertex.position;\nEND\n"),
              GlError::kNoError);
    EXPECT_EQ(Query(p, kVertex, ProgramQuery::kAddressRegisters), 1);
    ASSERT_EQ(p.ProgramString(kVertex, ProgramFormat::kAscii, kPassColor), GlError::kNoError);
    const std::string bad = "!!ARBvp1.0\nMOV result.color, vertex.colour;\nEND\n";
    EXPECT_EQ(p.ProgramString(kVertex, ProgramFormat::kAscii, bad), GlError::kInvalidOperation);
    EXPECT_EQ(p.ErrorPosition(), static_cast<std::int64_t>(bad.find("colour")));
    EXPECT_FALSE(p.ErrorString().empty());
    ASSERT_NE(p.Current(kVertex).vertex, nullptr);
    EXPECT_EQ(p.Current(kVertex).vertex->instructions.size(), 1u);
    std::string text;
    ASSERT_EQ(p.GetProgramString(kVertex, &text), GlError::kNoError);
    EXPECT_EQ(text, kPassColor);
}

TEST(ProgramObjectsTest, BadFormatOrTargetIsInvalidEnum) {
    ProgramObjects p;
    EXPECT_EQ(p.ProgramString(kVertex, static_cast<ProgramFormat>(0x1), kPassThrough),
              GlError::kInvalidEnum);
    EXPECT_FALSE(p.Current(kVertex).loaded);
    EXPECT_EQ(p.ErrorPosition(), -1);  // an enum error does not touch the error state
    EXPECT_EQ(
        p.ProgramString(static_cast<ProgramTarget>(0x8805), ProgramFormat::kAscii, kPassThrough),
        GlError::kInvalidEnum);
}

TEST(ProgramObjectsTest, LocalParametersArePerObject) {
    ProgramObjects p;
    ASSERT_EQ(p.BindProgram(kFragment, 1), GlError::kNoError);
    EXPECT_EQ(p.ProgramLocalParameter4f(kFragment, 2, 1, 2, 3, 4), GlError::kNoError);
    ASSERT_EQ(p.BindProgram(kFragment, 2), GlError::kNoError);
    const double dv[4] = {0.5, -1, 8, 16};
    EXPECT_EQ(p.ProgramLocalParameter4dv(kFragment, 2, dv), GlError::kNoError);
    float out[4];
    ASSERT_EQ(p.GetProgramLocalParameterfv(kFragment, 2, out), GlError::kNoError);
    EXPECT_EQ((Vec4{out[0], out[1], out[2], out[3]}), (Vec4{0.5f, -1, 8, 16}));
    ASSERT_EQ(p.BindProgram(kFragment, 1), GlError::kNoError);
    ASSERT_EQ(p.GetProgramLocalParameterfv(kFragment, 2, out), GlError::kNoError);
    EXPECT_EQ((Vec4{out[0], out[1], out[2], out[3]}), (Vec4{1, 2, 3, 4}));
    EXPECT_EQ(p.Current(kFragment).Local(3), (Vec4{0, 0, 0, 0}));  // never written
}

TEST(ProgramObjectsTest, EnvParametersArePerTarget) {
    ProgramObjects p;
    ASSERT_EQ(p.BindProgram(kFragment, 1), GlError::kNoError);
    const float fv[4] = {4, 3, 2, 1};
    EXPECT_EQ(p.ProgramEnvParameter4fv(kFragment, 0, fv), GlError::kNoError);
    EXPECT_EQ(p.ProgramEnvParameter4d(kVertex, 0, 9, 9, 9, 9), GlError::kNoError);
    ASSERT_EQ(p.BindProgram(kFragment, 2), GlError::kNoError);  // shared by all objects
    EXPECT_EQ(p.Env(kFragment, 0), (Vec4{4, 3, 2, 1}));
    EXPECT_EQ(p.Env(kVertex, 0), (Vec4{9, 9, 9, 9}));
}

TEST(ProgramObjectsTest, OutOfRangeParameterIndexIsInvalidValue) {
    const lang::arbasm::fragment::Limits limits = lang::arbasm::fragment::Limits::Minimum();  // 24 env, 24 local
    ProgramObjects p(limits);
    EXPECT_EQ(p.ProgramLocalParameter4f(kFragment, 23, 1, 1, 1, 1), GlError::kNoError);
    EXPECT_EQ(p.ProgramLocalParameter4f(kFragment, 24, 1, 1, 1, 1), GlError::kInvalidValue);
    EXPECT_EQ(p.ProgramEnvParameter4f(kFragment, 24, 1, 1, 1, 1), GlError::kInvalidValue);
    EXPECT_EQ(p.ProgramEnvParameter4f(kVertex, 1000, 1, 1, 1, 1), GlError::kInvalidValue);
    float out[4];
    EXPECT_EQ(p.GetProgramEnvParameterfv(kFragment, 24, out), GlError::kInvalidValue);
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kMaxEnvParameters), 24);
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kMaxLocalParameters), 24);
    EXPECT_EQ(Query(p, kFragment, ProgramQuery::kMaxNativeAluInstructions), 48);
}

TEST(ProgramObjectsTest, TargetSpecificQueries) {
    const ProgramObjects p;
    std::int32_t value = 0;
    EXPECT_EQ(p.GetProgramiv(kVertex, ProgramQuery::kAluInstructions, &value),
              GlError::kInvalidEnum);
    EXPECT_EQ(p.GetProgramiv(kFragment, ProgramQuery::kAddressRegisters, &value),
              GlError::kInvalidEnum);
    EXPECT_EQ(p.GetProgramiv(kFragment, static_cast<ProgramQuery>(0x8628), &value),
              GlError::kInvalidEnum);
    EXPECT_EQ(p.GetProgramiv(kVertex, ProgramQuery::kAddressRegisters, &value), GlError::kNoError);
    EXPECT_EQ(value, 0);
}

TEST(GlErrorTest, Names) {
    EXPECT_STREQ(GlErrorName(GlError::kInvalidOperation), "GL_INVALID_OPERATION");
    EXPECT_STREQ(GlErrorName(GlError::kNoError), "GL_NO_ERROR");
}

// A GL whose limits accept the NVIDIA fragment options loads such a program (the reference
// interpreter runs it); with the default limits the option is simply unknown, as before.
TEST(ProgramObjectsTest, NvOptionProgramLoadsUnderNvLimits) {
    ProgramObjects p(lang::arbasm::fragment::Limits::Default().WithNvOptions());
    const std::string nv =
        "!!ARBfp1.0\nOPTION NV_fragment_program;\nDDX result.color, fragment.color;\nEND\n";
    EXPECT_EQ(p.ProgramString(kFragment, ProgramFormat::kAscii, nv), GlError::kNoError)
        << p.ErrorString();
    EXPECT_EQ(p.ErrorPosition(), -1);
    ProgramObjects plain;
    EXPECT_EQ(plain.ProgramString(kFragment, ProgramFormat::kAscii, nv), GlError::kInvalidOperation);
    EXPECT_NE(plain.ErrorString().find("unsupported program option"), std::string::npos);
}

// Vertex programs under NV_vertex_program2_option load under limits that accept it (the
// reference vertex executor runs them); with the default limits the option is unknown.
TEST(ProgramObjectsTest, NvVertexOptionProgramLoadsUnderNvLimits) {
    ProgramObjects p(lang::arbasm::fragment::Limits::Default(), lang::arbasm::vertex::Limits::Default().WithNvOptions());
    const std::string nv = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nTEMP r;\n"
                           "SSG r, vertex.position;\nMOV result.position, r;\nEND\n";
    EXPECT_EQ(p.ProgramString(kVertex, ProgramFormat::kAscii, nv), GlError::kNoError)
        << p.ErrorString();
    ProgramObjects plain;
    EXPECT_EQ(plain.ProgramString(kVertex, ProgramFormat::kAscii, nv), GlError::kInvalidOperation);
}

}  // namespace
}  // namespace tessera::runtime::gl
