// SPDX-License-Identifier: MIT
// The ARBvp reader on ARB_vertex_program 2.14.2's grammar and the restrictions of 2.14.2 to
// 2.14.4.5: each rule accepted, each restriction rejected at the right byte ("@").
#include <gtest/gtest.h>

#include "read_helpers.h"

namespace tessera::lang::arbvp {
namespace {

using testing::Check;
using testing::CheckLimit;
using AKind = AttributeBinding::Kind;
using OKind = OutputBinding::Kind;

// --- program, header, options (2.14.2, 2.14.4.5) ---

TEST(ArbvpReader, HeaderEndAndComments) {
    EXPECT_EQ(ReadProgram("!!ARBfp1.0\nEND").error_position, 0);
    EXPECT_EQ(ReadProgram(" !!ARBvp1.0\nEND").error_position, 0);
    EXPECT_TRUE(ReadProgram("!!ARBvp1.0\r\n# comment\r\nEND\r\n").program.has_value());
    Check("# only a comment\rEND # trailing");
    Check("MOV result.position, vertex.position;\n@", "missing 'END'");
    Check("END\n@MOV result.position, vertex.position;", "after 'END'");
    Check("MOV result.color, @|vertex.color;\nEND", "'|'");
}

TEST(ArbvpReader, PositionInvariantOption) {
    EXPECT_TRUE(Check("OPTION ARB_position_invariant;\nEND").position_invariant);
    EXPECT_FALSE(Check("END").position_invariant);
    Check("OPTION ARB_position_invariant;\nOPTION ARB_position_invariant;\nEND");
    // 2.14.4.5.1 removes result.position from <resultBinding>.
    Check("OPTION ARB_position_invariant;\nMOV result.@position, vertex.position;\nEND",
          "position-invariant");
    Check("OPTION ARB_position_invariant;\nOUTPUT p = result.@position;\nEND", "position-invariant");
    Check("OPTION @ARB_fog_linear;\nEND", "unsupported program option");
    Check("OPTION @NV_vertex_program2;\nEND", "unsupported program option");
    Check("MOV result.color, vertex.color;\n@OPTION ARB_position_invariant;\nEND", "before");
}

// --- attribute bindings (Table X.2, X.2.1) ---

TEST(ArbvpReader, AttributeBindings) {
    Program p = Check(
        "ATTRIB a = vertex.position; ATTRIB b = vertex.weight; ATTRIB c = vertex.normal;\n"
        "ATTRIB d = vertex.color; ATTRIB e = vertex.color.secondary; ATTRIB f = vertex.fogcoord;\n"
        "ATTRIB g = vertex.texcoord[7]; ATTRIB h = vertex.attrib[7]; ATTRIB i = vertex.weight[0];\n"
        "ATTRIB j = vertex.color.primary; ATTRIB k = vertex.texcoord;\nEND");
    ASSERT_EQ(p.attributes.size(), 9u);  // weight = weight[0], color = color.primary
    EXPECT_EQ(p.attributes[1], (AttributeBinding{AKind::kWeight, 0}));
    EXPECT_EQ(p.attributes[6], (AttributeBinding{AKind::kTexCoord, 7}));
    EXPECT_EQ(p.attributes[7], (AttributeBinding{AKind::kGeneric, 7}));
    EXPECT_EQ(p.attributes[8], (AttributeBinding{AKind::kTexCoord, 0}));
    EXPECT_EQ(p.counts.attributes, 9u);
    Check("ATTRIB a = vertex.attrib[@16];\nEND", "out of range");
    Check("ATTRIB a = vertex.texcoord[@8];\nEND", "out of range");
    Check("ATTRIB a = vertex.@colour;\nEND", "unknown vertex attribute");
    Check("ATTRIB a = vertex.weight[@4];\nEND", "out of range");  // one vertex unit
    Check("ATTRIB a = vertex.@matrixindex[0];\nEND", "ARB_matrix_palette");
    Check("ATTRIB a = @fragment.color;\nEND", "expected 'vertex'");
}

TEST(ArbvpReader, GenericAttributesMayNotAliasConventionalOnes) {
    Check("ATTRIB a = vertex.normal; ATTRIB b = @vertex.attrib[2];\nEND", "aliases");
    Check("MOV result.position, vertex.attrib[0];\nMOV result.color, @vertex.position;\nEND",
          "aliases");
    Check("ATTRIB a = vertex.texcoord[3]; ATTRIB b = @vertex.attrib[11];\nEND", "aliases");
    Check("ATTRIB a = vertex.weight; ATTRIB b = @vertex.attrib[1];\nEND", "aliases");
    Check("ATTRIB a = vertex.normal; ATTRIB b = vertex.attrib[3]; ATTRIB c = vertex.attrib[6];\nEND");
}

// --- result bindings (Table X.4) ---

TEST(ArbvpReader, ResultBindings) {
    Program p = Check(
        "OUTPUT a = result.position; OUTPUT b = result.color; OUTPUT c = result.color.back;\n"
        "OUTPUT d = result.color.front.secondary; OUTPUT e = result.color.back.secondary;\n"
        "OUTPUT f = result.fogcoord; OUTPUT g = result.pointsize; OUTPUT h = result.texcoord[2];\n"
        "OUTPUT i = result.color.primary; OUTPUT j = result.color.front.primary;\nEND");
    ASSERT_EQ(p.outputs.size(), 8u);
    EXPECT_EQ(p.outputs[2], (OutputBinding{OKind::kColor, Face::kBack, false, 0}));
    EXPECT_EQ(p.outputs[3], (OutputBinding{OKind::kColor, Face::kFront, true, 0}));
    EXPECT_EQ(p.outputs[7], (OutputBinding{OKind::kTexCoord, Face::kFront, false, 2}));
    Check("TEMP r;\nMOV result.@depth, r.x;\nEND", "unknown vertex result");
    Check("OUTPUT o = @vertex.color;\nEND", "expected 'result'");
    Check("TEMP r;\nMOV r, @result.color;\nEND", "write-only");
    Check("OUTPUT o = result.color;\nTEMP r;\nMOV r, @o;\nEND", "write-only");
}

// Tessera's MaxTexCoords extension (vertex_limits.h): result.texcoord[n] past ARB's eight
// sets with extended_texcoord_sets only; vertex.texcoord[n] (generic attributes 8 + n alias
// them, Table X.2.1) and texgen keep max_texture_coords.
TEST(ArbvpReader, ExtendedTexCoordSets) {
    Check("OUTPUT o = result.texcoord[@8];\nEND", "out of range");
    Limits extended = Limits::Default();
    extended.extended_texcoord_sets = 16;
    Program p = Check("MOV result.texcoord[8], vertex.position;\n"
                      "MOV result.texcoord[15], vertex.position;\nEND",
                      "", extended);
    ASSERT_EQ(p.outputs.size(), 2u);
    EXPECT_EQ(p.outputs[0], (OutputBinding{OKind::kTexCoord, Face::kFront, false, 8}));
    EXPECT_EQ(p.outputs[1], (OutputBinding{OKind::kTexCoord, Face::kFront, false, 15}));
    Check("OUTPUT o = result.texcoord[@16];\nEND", "out of range", extended);
    Check("ATTRIB a = vertex.texcoord[@8];\nEND", "out of range", extended);
    Check("PARAM p = state.texgen[@8].eye.s;\nEND", "out of range", extended);
}

// --- parameters (2.14.3.2) and the state the targets share ---

TEST(ArbvpReader, ParameterBindings) {
    Program p = Check(
        "PARAM a = {1, 2}; PARAM b = -3; PARAM c[] = { program.env[0..3], state.matrix.mvp };\n"
        "PARAM d = state.light[1].spot.direction; PARAM e = state.lightprod[0].back.specular;\n"
        "PARAM f = state.material.shininess; PARAM g = state.fog.params;\n"
        "PARAM h = state.matrix.texture[1].invtrans.row[2]; PARAM i = program.local[5];\nEND");
    ASSERT_EQ(p.parameters.size(), 16u);
    EXPECT_EQ(p.parameters[0].constant, (std::array<float, 4>{1, 2, 0, 1}));
    EXPECT_EQ(p.parameters[1].constant, (std::array<float, 4>{-3, -3, -3, -3}));
    EXPECT_EQ(p.parameters[5].state.row, 0);  // c[4..7] are the mvp rows
    ASSERT_EQ(p.parameter_declarations.size(), 9u);
    EXPECT_EQ(p.parameter_declarations[2].count, 8u);
    // Fragment-only state is unknown to vertex programs (2.14.2 has no texenv or depth).
    Check("PARAM t = state.@texenv.color;\nEND", "unknown state binding");
    Check("PARAM t = state.@depth.range;\nEND", "unknown state binding");
    Check("PARAM m = state.matrix.mvp@;\nEND", "must select one row");
    Check("PARAM c[@2] = { 1, 2, 3 };\nEND", "does not match");
    Check("PARAM c[] = { program.env[3..@1] };\nEND", "greater than the last");
}

TEST(ArbvpReader, VertexOnlyState) {
    using VKind = VertexStateBinding::Kind;
    Program p = Check(
        "PARAM a = state.texgen.eye.s; PARAM b = state.texgen[3].object.q;\n"
        "PARAM c = state.clip[5].plane; PARAM d = state.point.size;\n"
        "PARAM e = state.point.attenuation;\nEND");
    ASSERT_EQ(p.parameters.size(), 5u);
    EXPECT_EQ(p.parameters[0].kind, ParameterBinding::Kind::kVertexState);
    EXPECT_EQ(p.parameters[0].vertex_state, (VertexStateBinding{VKind::kTexGenEye, 0, 0}));
    EXPECT_EQ(p.parameters[1].vertex_state, (VertexStateBinding{VKind::kTexGenObject, 3, 3}));
    EXPECT_EQ(p.parameters[2].vertex_state, (VertexStateBinding{VKind::kClipPlane, 5, 0}));
    EXPECT_EQ(p.parameters[4].vertex_state.kind, VKind::kPointAttenuation);
    Check("PARAM a = state.texgen.eye.@u;\nEND", "s, t, r or q");
    Check("PARAM a = state.texgen.@linear.s;\nEND", "eye or object");
    Check("PARAM a = state.clip[@8].plane;\nEND", "out of range");
    Check("PARAM a = state.clip@.plane;\nEND", "'['");
    Check("PARAM a = state.point.@fade;\nEND", "size or attenuation");
}

// --- temporaries, address registers, aliases, names (2.14.3.3 to 2.14.3.6) ---

TEST(ArbvpReader, NamesAndDeclarations) {
    Program p = Check("TEMP a, b; ADDRESS A0; ALIAS c = a;\nMOV c, b;\nEND");
    EXPECT_EQ(p.temporaries.size(), 2u);
    EXPECT_EQ(p.address_registers.size(), 1u);
    EXPECT_EQ(p.instructions[0].dst.index, 0u);
    Check("ADDRESS A0;\nTEMP @A0;\nEND", "already declared");
    Check("TEMP @vertex;\nEND", "reserved");
    Check("TEMP @ARL;\nEND", "reserved");
    Check("ADDRESS @ADDRESS;\nEND", "reserved");
    Check("TEMP fragment, texture, KIL, CMP;\nEND");  // fragment-only words are names here
    Check("TEMP a;\nMOV a, @b;\nEND", "undeclared");
}

// --- instructions (Table X.5) and operands (2.14.4.1, 2.14.4.3) ---

TEST(ArbvpReader, EveryInstruction) {
    Program p = Check(
        "TEMP t; ADDRESS a;\n"
        "ABS t, t; ADD t, t, t; ARL a.x, t.y; DP3 t, t, t; DP4 t, t, t; DPH t, t, t;\n"
        "DST t, t, t; EX2 t, t.x; EXP t, t.y; FLR t, t; FRC t, t; LG2 t, t.z; LIT t, t;\n"
        "LOG t, t.w; MAD t, t, t, t; MAX t, t, t; MIN t, t, t; MOV t, t; MUL t, t, t;\n"
        "POW t, t.x, t.y; RCP t, t.x; RSQ t, t.x; SGE t, t, t; SLT t, t, t; SUB t, t, t;\n"
        "SWZ t, t, 0, 1, -x, +w; XPD t, t, t;\nEND");
    ASSERT_EQ(p.instructions.size(), 27u);
    for (int i = 0; i < kOpcodeCount; ++i)
        EXPECT_EQ(p.instructions[i].opcode, static_cast<Opcode>(i)) << OpcodeName(p.instructions[i].opcode);
    EXPECT_EQ(p.counts.instructions, 27u);
    EXPECT_EQ(p.counts.address_registers, 1u);
    const Instruction& swz = p.instructions[25];
    EXPECT_EQ(swz.extended_swizzle[2].select, Component::kX);
    EXPECT_TRUE(swz.extended_swizzle[2].negate);
    // No fragment-only instructions, no _SAT.
    Check("TEMP t;\n@TEX t, t, texture[0], 2D;\nEND", "unknown instruction");
    Check("TEMP t;\n@KIL t;\nEND", "unknown instruction");
    Check("TEMP t;\n@CMP t, t, t, t;\nEND", "unknown instruction");
    Check("TEMP t;\n@LRP t, t, t, t;\nEND", "unknown instruction");
    Check("TEMP t;\n@SIN t, t.x;\nEND", "unknown instruction");
    Check("TEMP t;\n@MOV_SAT t, t;\nEND", "unknown instruction");
}

TEST(ArbvpReader, OperandShapes) {
    Program p = Check("TEMP t;\nMOV t.xw, -t.yzwx;\nRCP t.z, -t.w;\nEND");
    EXPECT_EQ(p.instructions[0].dst.write_mask, 0x9);
    EXPECT_TRUE(p.instructions[0].src[0].negate);
    EXPECT_EQ(p.instructions[0].src[0].swizzle[3], Component::kX);
    EXPECT_TRUE(p.instructions[1].src[0].scalar);
    EXPECT_EQ(p.instructions[1].src[0].swizzle[0], Component::kW);
    Check("TEMP t;\nRCP t, t@;\nEND", "component selector");
    Check("TEMP t;\nMOV t.@yx, t;\nEND", "invalid write mask");
    Check("TEMP t;\nMOV t, t.@xy;\nEND", "invalid swizzle");
    // 2.14.2's <component> is xyzw only: rgba is a fragment program spelling.
    Check("TEMP t;\nMOV t.@rgba, t;\nEND", "xyzw");
    Check("TEMP t;\nMOV t, t.@rgba;\nEND", "xyzw");
    Check("TEMP t;\nSWZ t, t, @r, g, b, a;\nEND", "x, y, z or w");
    Check("TEMP t;\nSWZ t, @-t, x, y, z, w;\nEND", "source register");
    Check("PARAM c = {1};\nMOV @c, c;\nEND", "not writable");
    Check("TEMP t;\nMOV t, -2@, t;\nEND", "';'");
    Check("TEMP t;\nMOV t, 2.5;\nMAD t, t, 0.5, 0.5;\nEND");
}

// --- ARL and relative addressing (2.14.4.2, 2.14.5.3) ---

TEST(ArbvpReader, AddressRegisterAndRelativeAddressing) {
    Program p = Check(
        "ADDRESS A0; TEMP t; PARAM c[] = { program.local[0..7] };\n"
        "ARL A0.x, t.x;\nMOV t, c[A0.x];\nMOV t, c[A0.x + 63];\nMOV t, c[A0.x - 64];\n"
        "MOV t, c[7];\nEND");
    const SourceOperand& plain = p.instructions[1].src[0];
    EXPECT_TRUE(plain.relative);
    EXPECT_EQ(plain.array_size, 8u);
    EXPECT_EQ(plain.offset, 0);
    EXPECT_EQ(p.instructions[2].src[0].offset, 63);
    EXPECT_EQ(p.instructions[3].src[0].offset, -64);
    EXPECT_FALSE(p.instructions[4].src[0].relative);
    EXPECT_EQ(p.instructions[4].src[0].index, 7u);
    EXPECT_EQ(p.instructions[0].dst.file, RegisterFile::kAddress);
    const char* decl = "ADDRESS A0; TEMP t; PARAM c[] = { program.local[0..3] };\n";
    Check(std::string(decl) + "ARL A0.@y, t.x;\nEND", "'.x'");
    Check(std::string(decl) + "ARL A0.x, t@;\nEND", "component selector");
    Check(std::string(decl) + "ARL @t.x, t.x;\nEND", "not one");
    Check(std::string(decl) + "MOV t, @A0;\nEND", "address register");
    Check(std::string(decl) + "MOV t, c[@t.x];\nEND", "not an address register");
    Check(std::string(decl) + "MOV t, c[@A1.x];\nEND", "undeclared");
    Check(std::string(decl) + "MOV t, c[A0.@y];\nEND", "x component");
    Check(std::string(decl) + "MOV t, c[A0.x + @64];\nEND", "out of range");
    Check(std::string(decl) + "MOV t, c[A0.x - @65];\nEND", "out of range");
    Check(std::string(decl) + "MOV t, c[@4];\nEND", "out of bounds");
    Check(std::string(decl) + "MOV @A0.x, t;\nEND", "not writable");
}

// --- resource limits (2.14.3.7) ---

TEST(ArbvpReader, ResourceLimits) {
    Limits small = Limits::Minimum();
    small.max_instructions = 5;
    small.max_temporaries = 1;
    small.max_address_registers = 1;
    small.max_attributes = 1;
    small.max_parameters = 2;
    CheckLimit("TEMP a, b;\nEND", "too many temporaries", small);
    CheckLimit("ADDRESS a, b;\nEND", "too many address registers", small);
    CheckLimit("MOV result.color, vertex.color;\nMOV result.position, vertex.position;\nEND",
               "too many attributes", small);
    CheckLimit("MOV result.color, {1};\nMOV result.position, {2};\nMOV result.texcoord, {3};\nEND",
               "too many parameters", small);
    // Identical constants count once; a constant in a relatively addressed array always counts.
    Check("MOV result.color, {1};\nMOV result.position, {1};\nMOV result.texcoord, 1;\nEND", "", small);
    CheckLimit("ADDRESS a; PARAM c[] = { {1}, {1}, {1} };\nARL a.x, c[0].x;\nMOV result.color, c[a.x];\nEND",
               "too many parameters", small);
    const std::string five = "TEMP t;\nMOV t, t; MOV t, t; MOV t, t; MOV t, t; MOV t, t;\n";
    Check(five + "END", "", small);
    // Position-invariant programs get four instructions less (2.14.4.5.1).
    CheckLimit("OPTION ARB_position_invariant;\n" + five + "END", "too many instructions", small);
}

TEST(ArbvpReader, StateTwiceInRelativelyAddressedArrays) {
    CheckLimit(
        "ADDRESS a; TEMP t; PARAM c[] = { state.fog.color, state.fog.color };\n"
        "ARL a.x, t.x;\nMOV t, c[a.x];\nEND",
        "more than once");
    // Absolute access only: the same state vector twice is fine (it is combined).
    Check("TEMP t; PARAM c[] = { state.fog.color, state.fog.color };\nMOV t, c[1];\nEND");
}

}  // namespace
}  // namespace tessera::lang::arbvp
