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

namespace tessera::lang::arbasm::fragment {

/// The 33 instructions of Table X.5, in alphabetical order, then the ones the NVIDIA options
/// add (NV_fragment_program_option, then NV_fragment_program2), each group alphabetical.
enum class Opcode : std::uint8_t {
    kABS, kADD, kCMP, kCOS, kDP3, kDP4, kDPH, kDST, kEX2, kFLR, kFRC,
    kKIL, kLG2, kLIT, kLRP, kMAD, kMAX, kMIN, kMOV, kMUL, kPOW, kRCP,
    kRSQ, kSCS, kSGE, kSIN, kSLT, kSUB, kSWZ, kTEX, kTXB, kTXP, kXPD,
    // NV_fragment_program_option
    kDDX, kDDY, kPK2H, kPK2US, kPK4B, kPK4UB, kRFL, kSEQ, kSFL, kSGT, kSLE, kSNE, kSTR, kTXD,
    kUP2H, kUP2US, kUP4B, kUP4UB, kX2D,
    // NV_fragment_program2
    kBRK, kCAL, kDIV, kDP2, kDP2A, kELSE, kENDIF, kENDLOOP, kENDREP, kIF, kLOOP, kNRM, kREP,
    kRET, kTXL,
};
/// ARB_fragment_program's opcodes: kABS to kXPD. These are the ones every executor runs;
/// the options' opcodes after them only the executors' NV parts
/// (runtime/exec/reference_nv.cpp, fast_nv.cpp).
inline constexpr int kOpcodeCount = 33;
/// Every opcode, the options' included.
inline constexpr int kOpcodeCountWithOptions = kOpcodeCount + 19 + 15;
inline constexpr bool IsArbOpcode(Opcode op) { return static_cast<int>(op) < kOpcodeCount; }

/// The case labels of every option opcode, for the executors' switches over opcodes: -Wswitch
/// wants each enumerator listed, and these are never reached there: a program that needs
/// them (Program::NeedsNvExecution) runs on the executors' NV parts, which evaluate them
/// before EvaluateAlu or the fast kernels would see them.
#define TESSERA_ARBFP_OPTION_OPCODE_CASES                    \
    case ::tessera::lang::arbasm::fragment::Opcode::kDDX:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kDDY:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kPK2H:   \
    case ::tessera::lang::arbasm::fragment::Opcode::kPK2US:  \
    case ::tessera::lang::arbasm::fragment::Opcode::kPK4B:   \
    case ::tessera::lang::arbasm::fragment::Opcode::kPK4UB:  \
    case ::tessera::lang::arbasm::fragment::Opcode::kRFL:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kSEQ:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kSFL:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kSGT:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kSLE:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kSNE:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kSTR:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kTXD:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kUP2H:   \
    case ::tessera::lang::arbasm::fragment::Opcode::kUP2US:  \
    case ::tessera::lang::arbasm::fragment::Opcode::kUP4B:   \
    case ::tessera::lang::arbasm::fragment::Opcode::kUP4UB:  \
    case ::tessera::lang::arbasm::fragment::Opcode::kX2D:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kBRK:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kCAL:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kDIV:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kDP2:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kDP2A:   \
    case ::tessera::lang::arbasm::fragment::Opcode::kELSE:   \
    case ::tessera::lang::arbasm::fragment::Opcode::kENDIF:  \
    case ::tessera::lang::arbasm::fragment::Opcode::kENDLOOP: \
    case ::tessera::lang::arbasm::fragment::Opcode::kENDREP: \
    case ::tessera::lang::arbasm::fragment::Opcode::kIF:     \
    case ::tessera::lang::arbasm::fragment::Opcode::kLOOP:   \
    case ::tessera::lang::arbasm::fragment::Opcode::kNRM:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kREP:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kRET:    \
    case ::tessera::lang::arbasm::fragment::Opcode::kTXL

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
    kKill,     ///< KIL: one vector operand (or, with the NV option, a condition), no destination
    // The NV options' shapes.
    kVectorScalar,      ///< DIV: a vector and a scalar operand
    kDerivativeSample,  ///< TXD: coordinate, d/dx, d/dy, a texture unit and a target
    kCondition,         ///< IF: a condition-code test
    kCall,              ///< CAL: a label and an optional condition
    kFlow,              ///< BRK, RET: an optional condition
    kBlockEnd,          ///< ELSE, ENDIF, ENDLOOP, ENDREP: no operands
    kLoop,              ///< LOOP, REP: one vector operand (REP reads its x)
};
OpcodeClass ClassOf(Opcode op);
inline bool IsTextureInstruction(Opcode op) {
    return op == Opcode::kTEX || op == Opcode::kTXB || op == Opcode::kTXP || op == Opcode::kKIL ||
           op == Opcode::kTXD || op == Opcode::kTXL;
}
/// True for the instructions that write no destination (KIL and the flow control).
bool HasNoDestination(Opcode op);

enum class RegisterFile : std::uint8_t {
    kTemporary,  ///< index into Program::temporaries
    kAttribute,  ///< index into Program::attributes
    kParameter,  ///< index into Program::parameters
    kOutput,     ///< index into Program::outputs
};

/// Components and extended-swizzle selectors. x..w are 0..3 so they index a vector.
enum class Component : std::uint8_t { kX = 0, kY = 1, kZ = 2, kW = 3, kZero = 4, kOne = 5 };

/// The precision suffix of an NV option's opcode ("MOVR", "ADDH", "MULX").
enum class Precision : std::uint8_t {
    kDefault,  ///< no suffix
    kFloat32,  ///< R
    kFloat16,  ///< H
    kFixed12,  ///< X: fixed point in [-2, 2)
};

/// SHORT or LONG before TEMP or OUTPUT (NV options): the storage a variable needs.
enum class StorageSize : std::uint8_t { kDefault, kShort, kLong };

/// A condition-code rule of the NV options: which comparison of a condition-code
/// component with zero passes (TR always, FL never).
enum class CcRule : std::uint8_t { kEQ, kGE, kGT, kLE, kLT, kNE, kTR, kFL };
inline const char* CcRuleName(CcRule rule) {
    constexpr const char* kNames[] = {"EQ", "GE", "GT", "LE", "LT", "NE", "TR", "FL"};
    return kNames[static_cast<int>(rule)];
}

/// A condition-code test "GT.xyzw": the rule applied to each swizzled condition-code
/// component. On a destination `R0 (GT.x)` it masks the write; after IF, BRK, CAL, RET and
/// KIL it decides (IF/KIL: any component passes; the NV specs' wording for each).
struct CcTest {
    CcRule rule = CcRule::kTR;
    std::array<Component, 4> swizzle = {Component::kX, Component::kY, Component::kZ, Component::kW};
    friend bool operator==(const CcTest&, const CcTest&) = default;
};

/// A source operand as in 3.11.4.1: register, swizzle and optional negation.
struct SourceOperand {
    RegisterFile file = RegisterFile::kTemporary;
    std::uint32_t index = 0;
    std::array<Component, 4> swizzle = {Component::kX, Component::kY, Component::kZ, Component::kW};
    bool negate = false;
    /// True for a <scalarSrcReg>: `swizzle` then holds the one selected component four times.
    bool scalar = false;
    /// `|R0|`: the absolute value is taken before the negation (NV options).
    bool absolute = false;
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
    Precision precision = Precision::kDefault;  ///< NV options: R, H or X
    bool update_cc = false;                     ///< NV options: the "C" suffix
    /// NV options: the destination's condition mask `R0 (GT.x)`, or the condition of IF,
    /// BRK, CAL, RET and KIL.
    std::optional<CcTest> condition;
    std::uint32_t label = 0;  ///< CAL: index into Program::labels
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
    enum class Kind : std::uint8_t {
        kColorPrimary, kColorSecondary, kTexCoord, kFogCoord, kPosition,
        kFacing,  ///< fragment.facing (NV_fragment_program2)
    };
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

/// GL state that only vertex programs bind (ARB_vertex_program Tables X.3.4, X.3.6, X.3.7).
struct VertexStateBinding {
    enum class Kind : std::uint8_t {
        kTexGenEye,         ///< state.texgen[unit].eye.{s,t,r,q}
        kTexGenObject,      ///< state.texgen[unit].object.{s,t,r,q}
        kClipPlane,         ///< state.clip[index].plane
        kPointSize,         ///< state.point.size: (size, min, max, fade threshold)
        kPointAttenuation,  ///< state.point.attenuation: (a, b, c, 1)
    };
    Kind kind = Kind::kPointSize;
    std::uint8_t index = 0;  ///< texture unit or clip plane
    std::uint8_t coord = 0;  ///< texgen coordinate: 0..3 for s, t, r, q
    friend bool operator==(const VertexStateBinding&, const VertexStateBinding&) = default;
};

/// What one entry of the parameter table is bound to (3.11.3.2, ARB_vertex_program 2.14.3.1),
/// for either target: only a vertex program's table holds kVertexState (the fragment
/// grammar has no texgen, clip or point state).
struct ParameterBinding {
    enum class Kind : std::uint8_t { kConstant, kEnv, kLocal, kState, kVertexState };
    Kind kind = Kind::kConstant;
    std::array<float, 4> constant{};  ///< kConstant
    std::uint32_t index = 0;          ///< kEnv, kLocal: parameter number
    StateBinding state;               ///< kState
    VertexStateBinding vertex_state;  ///< kVertexState
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
/// The NVIDIA option a program chose: NV_fragment_program_option's `OPTION
/// NV_fragment_program;` or NV_fragment_program2's `OPTION NV_fragment_program2;`, which
/// includes the first.
enum class NvOption : std::uint8_t { kNone, kFragmentProgram, kFragmentProgram2 };
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
    /// NV_fragment_program2: the deepest static nesting of IF blocks and of LOOP/REP blocks.
    std::uint32_t if_depth = 0;
    std::uint32_t loop_depth = 0;
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
    NvOption nv_option = NvOption::kNone;

    /// NV options: SHORT/LONG of each temporary (parallel to `temporaries`).
    std::vector<StorageSize> temporary_sizes;
    /// NV_fragment_program2: the labels CAL names, each at the instruction it precedes.
    struct Label {
        std::string name;
        std::uint32_t instruction = 0;
    };
    std::vector<Label> labels;

    /// For each texture image unit the program samples: the one target it uses.
    std::vector<std::optional<TextureTarget>> unit_targets;

    ResourceCounts counts;

    bool WritesDepth() const;
    bool WritesColor() const;
    /// True when the program uses an NVIDIA option, which the executors' NV parts run
    /// (runtime/exec/reference_nv.cpp, fast_nv.cpp).
    bool NeedsNvExecution() const { return nv_option != NvOption::kNone; }
};

}  // namespace tessera::lang::arbasm::fragment

// ARBfp's reader, printer and writer (lang/arbfp, namespace lang::arbfp) name this model
// unqualified; the rest of the code names it by its own namespace (arbasm::fragment::Program).
namespace tessera::lang::arbfp {
using namespace arbasm::fragment;
}  // namespace tessera::lang::arbfp
