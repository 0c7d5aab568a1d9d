// SPDX-License-Identifier: MIT
// The decoded form of an ARB vertex program (`!!ARBvp1.0`).
//
// The vertex program's sibling of lang/common/arbasm/fragment_program.h, at the same level: every operand
// names a register in one of five files (the fragment program's four and the address
// registers), with its swizzle and sign as written, so the reference executor can follow the
// pseudocode of ARB_vertex_program section 2.14.4 literally.
//
// What the two targets share is shared by type, not copied: components, extended swizzles
// and GL state vectors come from the fragment model, and the parameter table is the ARB
// assembly core's (lang/common/arbasm), which can also hold the vertex-only state (texgen planes,
// clip planes, point parameters).
//
// Parameter arrays are flattened into one table as in ARBfp. An absolute operand `c[2]`
// refers to entry (base of c) + 2 directly; a relative one `c[A0.x + 2]` keeps the array's
// base and size, the address register and the offset, and is resolved at run time
// (2.14.4.2).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "lang/common/arbasm/parser_base.h"
#include "lang/common/arbasm/fragment_program.h"

namespace tessera::lang::arbasm::vertex {

using arbasm::ParameterBinding;
using arbasm::VertexStateBinding;
using fragment::Component;
using fragment::ExtendedSwizzleComponent;
using fragment::Face;
using fragment::ParameterDeclaration;
using fragment::StateBinding;

/// The 27 instructions of Table X.5, in alphabetical order, then the ones the NVIDIA options
/// add (NV_vertex_program2_option, then NV_vertex_program3), each group alphabetical.
enum class Opcode : std::uint8_t {
    kABS, kADD, kARL, kDP3, kDP4, kDPH, kDST, kEX2, kEXP, kFLR, kFRC, kLG2, kLIT, kLOG,
    kMAD, kMAX, kMIN, kMOV, kMUL, kPOW, kRCP, kRSQ, kSGE, kSLT, kSUB, kSWZ, kXPD,
    // NV_vertex_program2_option
    kARA, kARR, kBRA, kCAL, kCOS, kRCC, kRET, kSEQ, kSFL, kSGT, kSIN, kSLE, kSNE, kSSG, kSTR,
    // NV_vertex_program3
    kPOPA, kPUSHA, kTEX, kTXB, kTXL, kTXP,
};
/// ARB_vertex_program's opcodes, kABS to kXPD: the ones every executor runs. The options'
/// opcodes after them only the reference executor's NV part runs
/// (runtime/exec/vertex_reference_nv.cpp).
inline constexpr int kOpcodeCount = 27;
inline constexpr int kOpcodeCountWithOptions = kOpcodeCount + 15 + 6;

/// The case labels of every option opcode, for the executors' switches (see the fragment
/// program's TESSERA_ARBFP_OPTION_OPCODE_CASES): never reached there (the GL runs a program
/// that needs them on the reference executor, whose NV part handles them first).
#define TESSERA_ARBVP_OPTION_OPCODE_CASES                \
    case ::tessera::lang::arbasm::vertex::Opcode::kARA:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kARR:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kBRA:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kCAL:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kCOS:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kRCC:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kRET:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kSEQ:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kSFL:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kSGT:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kSIN:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kSLE:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kSNE:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kSSG:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kSTR:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kPOPA: \
    case ::tessera::lang::arbasm::vertex::Opcode::kPUSHA: \
    case ::tessera::lang::arbasm::vertex::Opcode::kTEX:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kTXB:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kTXL:  \
    case ::tessera::lang::arbasm::vertex::Opcode::kTXP

/// The mnemonic, e.g. "MAD".
const char* OpcodeName(Opcode op);

/// The fragment program opcode with the same definition (ABS ... XPD but ARL, EXP and LOG,
/// whose pseudocode is the same in 2.14.5 as in 3.11.5), so both executors share one ALU.
std::optional<fragment::Opcode> SharedOpcode(Opcode op);

/// Operand shapes of 2.14.2: the fragment classes that exist for vertex programs, plus ARL.
enum class OpcodeClass : std::uint8_t {
    kVector, kScalar, kBinScalar, kBinary, kTernary, kSwizzle,
    kAddressLoad,  ///< ARL <maskedAddrReg> "," <scalarSrcReg> (a vector one under the options)
    // The NV options' shapes.
    kAddressAdd,   ///< ARA <maskedAddrReg> "," <addrReg>
    kBranch,       ///< BRA, CAL: <label> <optionalCCMask>
    kReturn,       ///< RET <optionalCCMask>
    kAddressPush,  ///< PUSHA <addrReg>
    kAddressPop,   ///< POPA <addrReg> ".xyzw"? <optionalCCMask>
    kSample,       ///< TEX, TXB, TXL, TXP: a vector operand, a texture unit and a target
};
OpcodeClass ClassOf(Opcode op);

enum class RegisterFile : std::uint8_t {
    kTemporary,  ///< index into Program::temporaries
    kAttribute,  ///< index into Program::attributes
    kParameter,  ///< index into Program::parameters
    kOutput,     ///< index into Program::outputs
    kAddress,    ///< index into Program::address_registers
};

/// A source operand as in 2.14.4.1 and 2.14.4.2.
struct SourceOperand {
    RegisterFile file = RegisterFile::kTemporary;
    /// The register; for a relative access, the array's first parameter entry.
    std::uint32_t index = 0;
    std::array<Component, 4> swizzle = {Component::kX, Component::kY, Component::kZ, Component::kW};
    bool negate = false;
    bool scalar = false;  ///< a <scalarSrcReg>: the swizzle holds one component four times
    /// Relative addressing `array[A.x + offset]`: entry index + A.x + offset when that lies
    /// within [index, index + array_size).
    bool relative = false;
    std::uint32_t address_register = 0;
    std::int32_t offset = 0;  ///< -64 to 63
    std::uint32_t array_size = 0;
    /// The address register's component a relative access reads (x; any one under the NV
    /// options, whose address registers have four).
    Component address_component = Component::kX;
    bool absolute = false;  ///< `|R0|` (NV options)
};

/// A destination as in 2.14.4.3; ARL's is an address register whose mask is always x.
struct DestinationOperand {
    RegisterFile file = RegisterFile::kTemporary;  ///< kTemporary, kOutput or kAddress
    std::uint32_t index = 0;
    std::uint8_t write_mask = 0xF;  ///< bit 0 = x ... bit 3 = w
};

struct Instruction {
    Opcode opcode = Opcode::kMOV;
    DestinationOperand dst;
    std::array<SourceOperand, 3> src{};
    std::uint8_t source_count = 0;
    std::array<ExtendedSwizzleComponent, 4> extended_swizzle{};  ///< SWZ only
    std::uint32_t source_offset = 0;  ///< byte offset of the opcode in the program string
    bool update_cc = false;  ///< NV options: the "C" suffix
    /// NV options: the destination's condition mask, or the condition of BRA, CAL and RET.
    std::optional<fragment::CcTest> condition;
    std::uint32_t label = 0;  ///< BRA, CAL: index into Program::labels
    std::uint8_t texture_unit = 0;                                       ///< NV_vertex_program3
    fragment::TextureTarget texture_target = fragment::TextureTarget::k2D;  ///< NV_vertex_program3
};

/// The NVIDIA option a vertex program chose: `OPTION NV_vertex_program2;`
/// (NV_vertex_program2_option) or `OPTION NV_vertex_program3;`, which includes it.
enum class NvOption : std::uint8_t { kNone, kVertexProgram2, kVertexProgram3 };

/// Vertex attributes of Table X.2.
struct AttributeBinding {
    enum class Kind : std::uint8_t {
        kPosition, kWeight, kNormal, kColorPrimary, kColorSecondary, kFogCoord, kTexCoord,
        kMatrixIndex, kGeneric,
    };
    Kind kind = Kind::kPosition;
    /// Texture coordinate set, first weight or matrix index, or generic attribute number.
    std::uint8_t index = 0;
    friend bool operator==(const AttributeBinding&, const AttributeBinding&) = default;
};

/// The generic attribute a conventional one aliases (Table X.2.1), if any.
std::optional<std::uint32_t> AliasedGeneric(const AttributeBinding& binding);

/// Result registers of Table X.4.
struct OutputBinding {
    enum class Kind : std::uint8_t {
        kPosition, kColor, kFogCoord, kPointSize, kTexCoord,
        kClipDistance,  ///< result.clip[n] (NV_vertex_program2_option)
    };
    Kind kind = Kind::kPosition;
    Face face = Face::kFront;  ///< kColor
    bool secondary = false;    ///< kColor
    std::uint8_t unit = 0;     ///< kTexCoord; the clip plane of kClipDistance
    friend bool operator==(const OutputBinding&, const OutputBinding&) = default;
};

/// The resource counts of 2.14.3.7 (native counts are the same numbers).
struct ResourceCounts {
    std::uint32_t instructions = 0;
    std::uint32_t temporaries = 0;
    std::uint32_t parameters = 0;
    std::uint32_t attributes = 0;
    std::uint32_t address_registers = 0;
};

struct Program {
    std::vector<Instruction> instructions;

    std::vector<std::string> temporaries;        ///< names, in declaration order
    std::vector<std::string> address_registers;  ///< names, in declaration order
    std::vector<AttributeBinding> attributes;    ///< distinct attributes
    std::vector<ParameterBinding> parameters;    ///< flattened parameter table
    std::vector<OutputBinding> outputs;          ///< distinct result registers
    std::vector<ParameterDeclaration> parameter_declarations;

    /// OPTION ARB_position_invariant (2.14.4.5.1): the position is the fixed-function one.
    bool position_invariant = false;
    NvOption nv_option = NvOption::kNone;
    /// NV options: the branch targets, each at the instruction it precedes.
    struct Label {
        std::string name;
        std::uint32_t instruction = 0;
    };
    std::vector<Label> labels;

    ResourceCounts counts;

    /// True when the program uses an NVIDIA option, which only the reference executor runs.
    bool NeedsNvExecution() const { return nv_option != NvOption::kNone; }
};

}  // namespace tessera::lang::arbasm::vertex

// ARBvp's reader and writer (lang/arbvp, namespace lang::arbvp) name this model
// unqualified; the rest of the code names it by its own namespace (arbasm::vertex::Program).
namespace tessera::lang::arbvp {
using namespace arbasm::vertex;
}  // namespace tessera::lang::arbvp
