// SPDX-License-Identifier: MIT
// The decoded form of an ARB fragment program (`!!ARBfp1.0`).
//
// This is the meeting point of the whole project: the reader produces it from text, the
// printer turns it back into text, the interpreters run it, and the compilers' output is
// re-read into it. It keeps the program at the level of the spec: every operand names a
// register in one of four files, with its swizzle and sign as written, so an executor can
// follow the pseudocode of section 3.11.4 literally.
//
// Names are kept beside the registers only so the printer can reproduce them; nothing
// else looks at them. Parameter arrays are flattened into one table: an array is a run of
// consecutive entries, and an operand `c[2]` refers to entry (base of c) + 2 directly,
// since ARBfp only has absolute addressing (section 3.11.4.2).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tessera::lang::arbfp {

/// The 33 instructions of Table X.5, in alphabetical order.
enum class Opcode : std::uint8_t {
    kABS, kADD, kCMP, kCOS, kDP3, kDP4, kDPH, kDST, kEX2, kFLR, kFRC,
    kKIL, kLG2, kLIT, kLRP, kMAD, kMAX, kMIN, kMOV, kMUL, kPOW, kRCP,
    kRSQ, kSCS, kSGE, kSIN, kSLT, kSUB, kSWZ, kTEX, kTXB, kTXP, kXPD,
};
inline constexpr int kOpcodeCount = 33;

/// The instruction's mnemonic without "_SAT", e.g. "MAD".
const char* OpcodeName(Opcode op);

/// Operand shape classes of the grammar (3.11.2): which <...op_instruction> rule applies.
enum class OpcodeClass : std::uint8_t {
    kVector,   ///< VECTORop: one vector operand
    kScalar,   ///< SCALARop: one scalar operand
    kBinScalar,///< BINSCop: two scalar operands (POW)
    kBinary,   ///< BINop: two vector operands
    kTernary,  ///< TRIop: three vector operands
    kSwizzle,  ///< SWZ: a source register and an extended swizzle
    kSample,   ///< TEX/TXP/TXB: a vector operand, a texture unit and a target
    kKill,     ///< KIL: one vector operand, no destination
};
OpcodeClass ClassOf(Opcode op);
inline bool IsTextureInstruction(Opcode op) {
    return op == Opcode::kTEX || op == Opcode::kTXB || op == Opcode::kTXP || op == Opcode::kKIL;
}

enum class RegisterFile : std::uint8_t {
    kTemporary,  ///< index into Program::temporaries
    kAttribute,  ///< index into Program::attributes
    kParameter,  ///< index into Program::parameters
    kOutput,     ///< index into Program::outputs
};

/// Components and extended-swizzle selectors. x..w are 0..3 so they index a vector.
enum class Component : std::uint8_t { kX = 0, kY = 1, kZ = 2, kW = 3, kZero = 4, kOne = 5 };

/// A source operand as in 3.11.4.1: register, swizzle and optional negation.
struct SourceOperand {
    RegisterFile file = RegisterFile::kTemporary;
    std::uint32_t index = 0;
    std::array<Component, 4> swizzle = {Component::kX, Component::kY, Component::kZ, Component::kW};
    bool negate = false;
    /// True for a <scalarSrcReg>: `swizzle` then holds the one selected component four times.
    bool scalar = false;
};

/// A destination as in 3.11.4.3: a temporary or a result register and a write mask.
struct DestinationOperand {
    RegisterFile file = RegisterFile::kTemporary;  ///< kTemporary or kOutput
    std::uint32_t index = 0;
    std::uint8_t write_mask = 0xF;  ///< bit 0 = x ... bit 3 = w
};

/// One component of SWZ's extended swizzle (3.11.5.28).
struct ExtendedSwizzleComponent {
    Component select = Component::kX;
    bool negate = false;
};

enum class TextureTarget : std::uint8_t {
    k1D, k2D, k3D, kCube, kRect,
    // ARB_fragment_program_shadow: depth comparison on 1D, 2D and RECT depth textures.
    kShadow1D, kShadow2D, kShadowRect,
};
const char* TextureTargetName(TextureTarget target);

struct Instruction {
    Opcode opcode = Opcode::kMOV;
    bool saturate = false;  ///< the "_SAT" suffix
    DestinationOperand dst;  ///< unused for KIL
    std::array<SourceOperand, 3> src{};
    std::uint8_t source_count = 0;
    std::array<ExtendedSwizzleComponent, 4> extended_swizzle{};  ///< SWZ only
    std::uint8_t texture_unit = 0;                                ///< TEX/TXP/TXB only
    TextureTarget texture_target = TextureTarget::k2D;           ///< TEX/TXP/TXB only
    std::uint32_t source_offset = 0;  ///< byte offset of the opcode in the program string
};

/// Fragment attributes of Table X.1. Texture coordinate n is kTexCoord + n.
struct AttributeBinding {
    enum class Kind : std::uint8_t { kColorPrimary, kColorSecondary, kTexCoord, kFogCoord, kPosition };
    Kind kind = Kind::kColorPrimary;
    std::uint8_t unit = 0;  ///< texture coordinate set for kTexCoord
    friend bool operator==(const AttributeBinding&, const AttributeBinding&) = default;
};

/// Result registers of Table X.3.
enum class OutputBinding : std::uint8_t { kColor, kDepth };

enum class Face : std::uint8_t { kFront, kBack };
enum class MatrixName : std::uint8_t { kModelview, kProjection, kMvp, kTexture, kPalette, kProgram };
enum class MatrixModifier : std::uint8_t { kNone, kInverse, kTranspose, kInvTrans };

/// One GL state vector of Tables X.2.2 to X.2.7 (always a single four-component vector:
/// a matrix binding is one row).
struct StateBinding {
    enum class Kind : std::uint8_t {
        kMaterialAmbient, kMaterialDiffuse, kMaterialSpecular, kMaterialEmission,
        kMaterialShininess,
        kLightAmbient, kLightDiffuse, kLightSpecular, kLightPosition, kLightAttenuation,
        kLightSpotDirection, kLightHalf,
        kLightModelAmbient, kLightModelSceneColor,
        kLightProductAmbient, kLightProductDiffuse, kLightProductSpecular,
        kTexEnvColor, kFogColor, kFogParams, kDepthRange,
        kMatrixRow,
    };
    Kind kind = Kind::kFogColor;
    Face face = Face::kFront;         ///< material, scene color, light product
    std::uint8_t index = 0;           ///< light number, legacy texture unit, or matrix number
    MatrixName matrix = MatrixName::kModelview;
    MatrixModifier modifier = MatrixModifier::kNone;
    std::uint8_t row = 0;
    friend bool operator==(const StateBinding&, const StateBinding&) = default;
};

/// What one entry of the parameter table is bound to (3.11.3.2).
struct ParameterBinding {
    enum class Kind : std::uint8_t { kConstant, kEnv, kLocal, kState };
    Kind kind = Kind::kConstant;
    std::array<float, 4> constant{};  ///< kConstant
    std::uint32_t index = 0;          ///< kEnv, kLocal: parameter number
    StateBinding state;               ///< kState
    /// For the printer: how a constant was written (scalar `2.0` or vector `{...}`), and
    /// how many components a vector constant listed.
    bool constant_was_scalar = false;
    std::uint8_t constant_components = 4;
};

/// A PARAM declaration, kept for the printer: a name over a run of parameter entries.
struct ParameterDeclaration {
    std::string name;
    std::uint32_t first = 0;  ///< first entry in Program::parameters
    std::uint32_t count = 1;
    bool is_array = false;
    bool size_given = false;  ///< `c[3]` rather than `c[]`
};

enum class FogOption : std::uint8_t { kNone, kExp, kExp2, kLinear };
enum class PrecisionHint : std::uint8_t { kNone, kFastest, kNicest };

/// The six resource counts of section 3.11.8 (the native counts are the same numbers:
/// Tessera's software processor runs the program as written).
struct ResourceCounts {
    std::uint32_t alu_instructions = 0;
    std::uint32_t tex_instructions = 0;
    std::uint32_t instructions = 0;
    std::uint32_t tex_indirections = 0;
    std::uint32_t temporaries = 0;
    std::uint32_t parameters = 0;
    std::uint32_t attributes = 0;
};

struct Program {
    std::vector<Instruction> instructions;

    std::vector<std::string> temporaries;        ///< names, in declaration order
    std::vector<AttributeBinding> attributes;    ///< distinct attributes
    std::vector<ParameterBinding> parameters;    ///< flattened parameter table
    std::vector<OutputBinding> outputs;          ///< distinct result registers

    /// Named declarations, kept for the printer (ATTRIB/OUTPUT/ALIAS names resolve to the
    /// register they name; the printer may re-declare them).
    std::vector<ParameterDeclaration> parameter_declarations;
    struct NamedRegister {
        std::string name;
        RegisterFile file;
        std::uint32_t index;
    };
    std::vector<NamedRegister> attribute_names;  ///< ATTRIB statements
    std::vector<NamedRegister> output_names;     ///< OUTPUT statements

    FogOption fog = FogOption::kNone;
    PrecisionHint precision = PrecisionHint::kNone;
    bool shadow_option = false;  ///< OPTION ARB_fragment_program_shadow

    /// For each texture image unit the program samples: the one target it uses.
    std::vector<std::optional<TextureTarget>> unit_targets;

    ResourceCounts counts;

    bool WritesDepth() const;
    bool WritesColor() const;
};

}  // namespace tessera::lang::arbfp
