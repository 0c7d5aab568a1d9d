// SPDX-License-Identifier: MIT
// The ARBfp1.0 reader under the NVIDIA options: the operand shapes ARB_fragment_program
// does not have, absolute-value operands, and NV_fragment_program2's flow control.
//
// NV_fragment_program_option adds one new shape, TXD's (a coordinate and two derivative
// vectors before the texture), and KIL of a condition; NV_fragment_program2 adds DIV (a
// vector and a scalar), the blocks IF/ELSE/ENDIF, REP/ENDREP and LOOP/ENDLOOP, BRK, and subroutines
// (CAL to a label, RET). Blocks must nest properly and not deeper than the limits; BRK
// must be inside a REP or LOOP; every label CAL names must be defined somewhere in the
// program, and none may be defined inside a block; REP's and LOOP's operand must be a program
// parameter. The ones only the end shows (a block left open, a label never defined) are
// reported at the program's length, as 3.11.1 places errors found after the whole program
// was scanned.
#include <string>

#include "lang/arbfp/reader/parser.h"

namespace tessera::lang::arbfp::detail {

bool Parser::AtKillCondition() const {
    // A condition rule name is not reserved, so `KIL EQ;` reads a temporary named EQ when
    // one is declared, and a condition otherwise.
    const Token& t = Peek();
    return Nv() && t.kind == TokenKind::kWord && arbasm::CcRuleNamed(Text(t)) &&
           symbols_.count(std::string(Text(t))) == 0;
}

bool Parser::AtScalarLiteral() const {
    if (!Nv()) return false;
    const std::size_t at = IsPunct("-") || IsPunct("+") ? 1 : 0;
    const TokenKind kind = Peek(at).kind;
    return kind == TokenKind::kInteger || kind == TokenKind::kFloat;
}

// <absSrcReg> ::= <optionalSign> "|" <srcReg> <optionalSuffix> "|" (the sign is read);
// the suffix may also follow the closing bar.
bool Parser::ParseAbsoluteSource(SourceOperand& src, bool scalar) {
    Advance();  // "|"
    src.absolute = true;
    src.scalar = scalar;
    const bool literal = scalar && AtScalarLiteral();
    auto reg = ParseSourceRegister();
    if (!reg) return false;
    src.file = reg->file;
    src.index = reg->index;
    const bool suffix_inside = IsPunct(".");
    if (suffix_inside && !ParseSuffix(src.swizzle, scalar)) return false;
    if (!Expect("|", "'|' to close the absolute value")) return false;
    if (suffix_inside) return true;
    if (literal && !IsPunct(".")) {
        src.swizzle.fill(Component::kX);
        return true;
    }
    return ParseSuffix(src.swizzle, scalar);
}

bool Parser::ParseNvOperands(Instruction& inst, OpcodeClass cls) {
    switch (cls) {
        // <DIVop> <maskedDstReg> "," <vectorSrcReg> "," <scalarSrcReg>
        case OpcodeClass::kVectorScalar:
            inst.source_count = 2;
            return ParseSource(inst.src[0], false) && Expect(",", "','") &&
                   ParseSource(inst.src[1], true);
        // <TXDop> <maskedDstReg> "," <vectorSrcReg> "," <vectorSrcReg> "," <vectorSrcReg>
        //         "," <texImageUnit> "," <texTarget>
        case OpcodeClass::kDerivativeSample:
            inst.source_count = 3;
            for (int i = 0; i < 3; ++i) {
                if (i > 0 && !Expect(",", "','")) return false;
                if (!ParseSource(inst.src[i], false)) return false;
            }
            return Expect(",", "','") && ParseTextureOperands(inst);
        // "IF" <ccTest>
        case OpcodeClass::kCondition:
            return ParseCcTest(inst.condition.emplace());
        // "CAL" <branchLabel> <optionalCCMask>
        case OpcodeClass::kCall:
            return ParseBranchOperands(inst.condition);
        // "BRK" <optionalCCMask>, "RET" <optionalCCMask>
        case OpcodeClass::kFlow:
            return ParseOptionalCcMask(inst.condition);
        // "ELSE", "ENDIF", "ENDREP", "ENDLOOP"
        case OpcodeClass::kBlockEnd:
            return true;
        // "REP" <vectorSrcReg> (the count is its x), "LOOP" <vectorSrcReg> (count, start,
        // step in x, y, z)
        case OpcodeClass::kLoop:
            inst.source_count = 1;
            return ParseLoopOperand(inst.src[0], inst.opcode);
        default:
            Error(Peek(), std::string("internal error: no operand rule for ") +
                              OpcodeName(inst.opcode));
            return false;
    }
}

// NV_fragment_program2 3.11.X.8 (LOOP) and 3.11.X.9 (REP): "a fragment program will fail to
// load if the vector operand is not a program parameter"; the count "can not be computed at
// run time" (3.11.4.X). A parameter written with a sign or bars is still one.
bool Parser::ParseLoopOperand(SourceOperand& src, Opcode opcode) {
    const Token at = Peek();
    if (!ParseSource(src, false)) return false;
    if (src.file == RegisterFile::kParameter) return true;
    Error(at, std::string(OpcodeName(opcode)) +
                  "'s operand must be a program parameter (a constant, program.env, "
                  "program.local or state), not a value computed at run time");
    return false;
}

bool Parser::TrackBlock(const Instruction& inst, const Token& at) {
    std::optional<std::string> error;
    switch (inst.opcode) {
        case Opcode::kIF:
        case Opcode::kREP:
        case Opcode::kLOOP: {
            const arbasm::Block block = inst.opcode == Opcode::kIF    ? arbasm::Block::kIf
                                        : inst.opcode == Opcode::kREP ? arbasm::Block::kRep
                                                                      : arbasm::Block::kLoop;
            error = flow_.Open(block, fragment_limits_.max_if_depth, fragment_limits_.max_loop_depth);
            break;
        }
        case Opcode::kELSE: error = flow_.Close(arbasm::BlockEnd::kElse); break;
        case Opcode::kENDIF: error = flow_.Close(arbasm::BlockEnd::kEndIf); break;
        case Opcode::kENDREP: error = flow_.Close(arbasm::BlockEnd::kEndRep); break;
        case Opcode::kENDLOOP: error = flow_.Close(arbasm::BlockEnd::kEndLoop); break;
        case Opcode::kBRK:
            if (!flow_.InLoop()) error = "BRK outside a REP or LOOP block";
            break;
        default:
            break;
    }
    if (!error) return true;
    Error(at, *error);
    return false;
}

void Parser::CheckControlFlowAtEnd() {
    if (auto open = flow_.Unclosed()) {
        static constexpr const char* kEnds[] = {"ENDIF", "ENDIF", "ENDREP", "ENDLOOP"};
        ErrorAt(static_cast<std::uint32_t>(text_.size()), 1,
                std::string("a block is still open at END; expected ") +
                    kEnds[static_cast<int>(*open)]);
    }
    ResolveBranchLabels(program_.instructions);
}

}  // namespace tessera::lang::arbfp::detail
