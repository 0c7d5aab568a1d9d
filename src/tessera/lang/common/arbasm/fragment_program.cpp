// SPDX-License-Identifier: MIT
#include "lang/common/arbasm/fragment_program.h"

namespace tessera::lang::arbasm::fragment {

const char* OpcodeName(Opcode op) {
    static constexpr const char* kNames[kOpcodeCountWithOptions] = {
        "ABS", "ADD", "CMP", "COS", "DP3", "DP4", "DPH", "DST", "EX2", "FLR", "FRC",
        "KIL", "LG2", "LIT", "LRP", "MAD", "MAX", "MIN", "MOV", "MUL", "POW", "RCP",
        "RSQ", "SCS", "SGE", "SIN", "SLT", "SUB", "SWZ", "TEX", "TXB", "TXP", "XPD",
        "DDX", "DDY", "PK2H", "PK2US", "PK4B", "PK4UB", "RFL", "SEQ", "SFL", "SGT", "SLE",
        "SNE", "STR", "TXD", "UP2H", "UP2US", "UP4B", "UP4UB", "X2D",
        "BRK", "CAL", "DIV", "DP2", "DP2A", "ELSE", "ENDIF", "ENDLOOP", "ENDREP", "IF", "LOOP",
        "NRM", "REP", "RET", "TXL",
    };
    return kNames[static_cast<int>(op)];
}

bool HasNoDestination(Opcode op) {
    switch (ClassOf(op)) {
        case OpcodeClass::kKill: case OpcodeClass::kCondition: case OpcodeClass::kCall:
        case OpcodeClass::kFlow: case OpcodeClass::kBlockEnd: case OpcodeClass::kLoop:
            return true;
        default:
            return false;
    }
}

// The NV options' shapes follow the instruction tables of NV_fragment_program_option and
// NV_fragment_program2 (the PK* instructions read a vector, the UP* ones a scalar).
OpcodeClass ClassOf(Opcode op) {
    switch (op) {
        case Opcode::kABS: case Opcode::kFLR: case Opcode::kFRC: case Opcode::kLIT:
        case Opcode::kMOV: case Opcode::kDDX: case Opcode::kDDY: case Opcode::kNRM:
        case Opcode::kPK2H: case Opcode::kPK2US: case Opcode::kPK4B: case Opcode::kPK4UB:
            return OpcodeClass::kVector;
        case Opcode::kCOS: case Opcode::kEX2: case Opcode::kLG2: case Opcode::kRCP:
        case Opcode::kRSQ: case Opcode::kSIN: case Opcode::kSCS: case Opcode::kUP2H:
        case Opcode::kUP2US: case Opcode::kUP4B: case Opcode::kUP4UB:
            return OpcodeClass::kScalar;
        case Opcode::kPOW:
            return OpcodeClass::kBinScalar;
        case Opcode::kCMP: case Opcode::kLRP: case Opcode::kMAD: case Opcode::kX2D:
        case Opcode::kDP2A:
            return OpcodeClass::kTernary;
        case Opcode::kSWZ:
            return OpcodeClass::kSwizzle;
        case Opcode::kTEX: case Opcode::kTXB: case Opcode::kTXP: case Opcode::kTXL:
            return OpcodeClass::kSample;
        case Opcode::kKIL:
            return OpcodeClass::kKill;
        case Opcode::kDIV: return OpcodeClass::kVectorScalar;
        case Opcode::kTXD: return OpcodeClass::kDerivativeSample;
        case Opcode::kIF: return OpcodeClass::kCondition;
        case Opcode::kCAL: return OpcodeClass::kCall;
        case Opcode::kBRK: case Opcode::kRET: return OpcodeClass::kFlow;
        case Opcode::kELSE: case Opcode::kENDIF: case Opcode::kENDLOOP: case Opcode::kENDREP:
            return OpcodeClass::kBlockEnd;
        case Opcode::kLOOP: case Opcode::kREP: return OpcodeClass::kLoop;
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
        if (HasNoDestination(inst.opcode) || inst.dst.file != RegisterFile::kOutput) continue;
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

}  // namespace tessera::lang::arbasm::fragment
