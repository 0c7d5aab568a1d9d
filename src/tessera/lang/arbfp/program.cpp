// SPDX-License-Identifier: MIT
#include "lang/arbfp/program.h"

namespace tessera::lang::arbfp {

const char* OpcodeName(Opcode op) {
    static constexpr const char* kNames[kOpcodeCount] = {
        "ABS", "ADD", "CMP", "COS", "DP3", "DP4", "DPH", "DST", "EX2", "FLR", "FRC",
        "KIL", "LG2", "LIT", "LRP", "MAD", "MAX", "MIN", "MOV", "MUL", "POW", "RCP",
        "RSQ", "SCS", "SGE", "SIN", "SLT", "SUB", "SWZ", "TEX", "TXB", "TXP", "XPD",
    };
    return kNames[static_cast<int>(op)];
}

OpcodeClass ClassOf(Opcode op) {
    switch (op) {
        case Opcode::kABS: case Opcode::kFLR: case Opcode::kFRC: case Opcode::kLIT:
        case Opcode::kMOV:
            return OpcodeClass::kVector;
        case Opcode::kCOS: case Opcode::kEX2: case Opcode::kLG2: case Opcode::kRCP:
        case Opcode::kRSQ: case Opcode::kSIN: case Opcode::kSCS:
            return OpcodeClass::kScalar;
        case Opcode::kPOW:
            return OpcodeClass::kBinScalar;
        case Opcode::kCMP: case Opcode::kLRP: case Opcode::kMAD:
            return OpcodeClass::kTernary;
        case Opcode::kSWZ:
            return OpcodeClass::kSwizzle;
        case Opcode::kTEX: case Opcode::kTXB: case Opcode::kTXP:
            return OpcodeClass::kSample;
        case Opcode::kKIL:
            return OpcodeClass::kKill;
        default:
            return OpcodeClass::kBinary;
    }
}

const char* TextureTargetName(TextureTarget target) {
    switch (target) {
        case TextureTarget::k1D: return "1D";
        case TextureTarget::k2D: return "2D";
        case TextureTarget::k3D: return "3D";
        case TextureTarget::kCube: return "CUBE";
        case TextureTarget::kRect: return "RECT";
        case TextureTarget::kShadow1D: return "SHADOW1D";
        case TextureTarget::kShadow2D: return "SHADOW2D";
        case TextureTarget::kShadowRect: return "SHADOWRECT";
    }
    return "2D";
}

namespace {
bool WritesOutput(const Program& p, OutputBinding which) {
    for (const Instruction& inst : p.instructions) {
        if (inst.opcode == Opcode::kKIL || inst.dst.file != RegisterFile::kOutput) continue;
        if (p.outputs[inst.dst.index] != which) continue;
        // Only the z component of result.depth is used (Table X.3).
        if (which == OutputBinding::kDepth && !(inst.dst.write_mask & 4)) continue;
        return true;
    }
    return false;
}
}  // namespace

bool Program::WritesDepth() const { return WritesOutput(*this, OutputBinding::kDepth); }
bool Program::WritesColor() const { return WritesOutput(*this, OutputBinding::kColor); }

}  // namespace tessera::lang::arbfp
