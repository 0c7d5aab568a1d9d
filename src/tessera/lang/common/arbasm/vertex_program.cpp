// SPDX-License-Identifier: MIT
#include "lang/common/arbasm/vertex_program.h"

namespace tessera::lang::arbasm::vertex {

namespace {
constexpr const char* kNames[kOpcodeCountWithOptions] = {
    "ABS", "ADD", "ARL", "DP3", "DP4", "DPH", "DST", "EX2", "EXP", "FLR", "FRC", "LG2", "LIT", "LOG",
    "MAD", "MAX", "MIN", "MOV", "MUL", "POW", "RCP", "RSQ", "SGE", "SLT", "SUB", "SWZ", "XPD",
    "ARA", "ARR", "BRA", "CAL", "COS", "RCC", "RET", "SEQ", "SFL", "SGT", "SIN", "SLE", "SNE",
    "SSG", "STR", "POPA", "PUSHA", "TEX", "TXB", "TXL", "TXP",
};
}  // namespace

const char* OpcodeName(Opcode op) { return kNames[static_cast<int>(op)]; }

std::optional<fragment::Opcode> SharedOpcode(Opcode op) {
    if (op == Opcode::kARL || op == Opcode::kEXP || op == Opcode::kLOG) return std::nullopt;
    // The options' opcodes are not executed yet, so none is shared (COS and TEX have
    // fragment namesakes, but their vertex forms are not run).
    if (static_cast<int>(op) >= kOpcodeCount) return std::nullopt;
    const std::string_view name = OpcodeName(op);
    for (int i = 0; i < fragment::kOpcodeCount; ++i)
        if (name == fragment::OpcodeName(static_cast<fragment::Opcode>(i)))
            return static_cast<fragment::Opcode>(i);
    return std::nullopt;
}

OpcodeClass ClassOf(Opcode op) {
    switch (op) {
        case Opcode::kARL: case Opcode::kARR: return OpcodeClass::kAddressLoad;
        case Opcode::kARA: return OpcodeClass::kAddressAdd;
        case Opcode::kBRA: case Opcode::kCAL: return OpcodeClass::kBranch;
        case Opcode::kRET: return OpcodeClass::kReturn;
        case Opcode::kPUSHA: return OpcodeClass::kAddressPush;
        case Opcode::kPOPA: return OpcodeClass::kAddressPop;
        case Opcode::kTEX: case Opcode::kTXB: case Opcode::kTXL: case Opcode::kTXP:
            return OpcodeClass::kSample;
        case Opcode::kCOS: case Opcode::kSIN: case Opcode::kRCC: return OpcodeClass::kScalar;
        case Opcode::kSSG: return OpcodeClass::kVector;
        case Opcode::kSEQ: case Opcode::kSFL: case Opcode::kSGT: case Opcode::kSLE:
        case Opcode::kSNE: case Opcode::kSTR:
            return OpcodeClass::kBinary;
        case Opcode::kEXP:
        case Opcode::kLOG: return OpcodeClass::kScalar;
        case Opcode::kSWZ: return OpcodeClass::kSwizzle;
        default: break;
    }
    // The others have the shape they have in fragment programs (2.14.2 and 3.11.2 agree).
    switch (fragment::ClassOf(*SharedOpcode(op))) {
        case fragment::OpcodeClass::kScalar: return OpcodeClass::kScalar;
        case fragment::OpcodeClass::kBinScalar: return OpcodeClass::kBinScalar;
        case fragment::OpcodeClass::kBinary: return OpcodeClass::kBinary;
        case fragment::OpcodeClass::kTernary: return OpcodeClass::kTernary;
        default: return OpcodeClass::kVector;
    }
}

std::optional<std::uint32_t> AliasedGeneric(const AttributeBinding& b) {
    using Kind = AttributeBinding::Kind;
    switch (b.kind) {
        case Kind::kPosition: return 0;
        case Kind::kWeight: return b.index == 0 ? std::optional<std::uint32_t>(1) : std::nullopt;
        case Kind::kNormal: return 2;
        case Kind::kColorPrimary: return 3;
        case Kind::kColorSecondary: return 4;
        case Kind::kFogCoord: return 5;
        case Kind::kTexCoord: return 8u + b.index;
        case Kind::kMatrixIndex:
        case Kind::kGeneric: return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace tessera::lang::arbasm::vertex
