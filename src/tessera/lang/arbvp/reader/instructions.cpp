// SPDX-License-Identifier: MIT
// The ARBvp1.0 reader: instructions and their operands (2.14.2, 2.14.4.1 to 2.14.4.3).
//
// An instruction is parsed by its operand shape (Table X.5's classes), as in the fragment
// reader; what is new for vertex programs is ARL, whose destination is an address register
// with the mask ".x", and relative addressing: a parameter array may be indexed by an
// address register's x plus a constant offset, `c[A0.x + 3]` (2.14.4.2), resolved at run
// time. Sign, swizzle, mask, extended swizzle and implicit parameter bindings are the ARB
// assembly core's.
#include <string>

#include "lang/arbvp/reader/parser.h"

namespace tessera::lang::arbvp::detail {

// <instruction> ::= <ARL_instruction> | <VECTORop_instruction> | <SCALARop_instruction>
//                 | <BINSCop_instruction> | <BINop_instruction> | <TRIop_instruction>
//                 | <SWZ_instruction>
bool Parser::ParseInstruction() {
    const Token& op_token = Peek();
    if (op_token.kind != TokenKind::kWord) {
        Error(op_token, "expected an instruction or a declaration, found " + Describe(op_token));
        return false;
    }
    auto opcode = LookUpOpcode(Text(op_token), program_.nv_option);
    if (!opcode) {
        const auto added_by = OptionOfInstruction(Text(op_token)).value_or(NvOption::kNone);
        Error(op_token, arbasm::UnavailableInstructionMessage(
                            Text(op_token), static_cast<int>(added_by), NvOptions()));
        return false;
    }
    Advance();
    Instruction inst;
    inst.opcode = opcode->opcode;
    inst.update_cc = opcode->update_cc;
    inst.source_offset = op_token.offset;
    if (!ParseOperands(inst)) return false;
    program_.instructions.push_back(inst);
    return true;
}

bool Parser::ParseOperands(Instruction& inst) {
    const OpcodeClass cls = ClassOf(inst.opcode);
    if (cls >= OpcodeClass::kAddressAdd) return ParseNvOperands(inst, cls);
    // <ARL_instruction> ::= "ARL" <maskedAddrReg> "," <scalarSrcReg>; under the NV options
    // any mask, an optional condition mask and a vector source.
    const bool address = cls == OpcodeClass::kAddressLoad;
    const bool ok = !address ? ParseDestination(inst.dst)
                    : Nv()   ? ParseMaskedAddressDestination(inst.dst)
                             : ParseAddressDestination(inst.dst);
    if (!ok) return false;
    // <maskedDstReg> ::= <dstReg> <optionalMask> <optionalCCMask> (NV options)
    if (Nv() && !ParseOptionalCcMask(inst.condition)) return false;
    if (!Expect(",", "','")) return false;
    // <SWZ_instruction> ::= "SWZ" <maskedDstReg> "," <srcReg> "," <extendedSwizzle>
    if (cls == OpcodeClass::kSwizzle) {
        inst.source_count = 1;
        return ParseSourceRegister(inst.src[0]) && Expect(",", "','") &&
               ParseExtendedSwizzle(inst.extended_swizzle);
    }
    // VECTORop: <swizzleSrcReg>; SCALARop and ARL: <scalarSrcReg>; BINSCop: two scalars;
    // BINop: two vectors; TRIop: three vectors.
    inst.source_count = cls == OpcodeClass::kTernary                                     ? 3
                        : cls == OpcodeClass::kBinary || cls == OpcodeClass::kBinScalar ? 2
                                                                                         : 1;
    const bool scalar = cls == OpcodeClass::kScalar || cls == OpcodeClass::kBinScalar ||
                        (address && !Nv());
    for (int i = 0; i < inst.source_count; ++i) {
        if (i > 0 && !Expect(",", "','")) return false;
        if (!ParseSource(inst.src[i], scalar)) return false;
    }
    return true;
}

// <maskedDstReg>    ::= <dstReg> <optionalMask>
// <dstReg>          ::= <temporaryReg> | <vertexResultReg>
// <vertexResultReg> ::= <establishedName> | <resultBinding>
bool Parser::ParseDestination(DestinationOperand& dst) {
    const Token& t = Peek();
    if (IsWord("result")) {
        auto binding = ParseResultBinding();
        if (!binding) return false;
        dst.file = RegisterFile::kOutput;
        dst.index = InternOutput(*binding);
    } else if (t.kind == TokenKind::kWord && !IsReserved(Text(t))) {
        const Symbol* symbol = LookUp(t);
        if (!symbol) return false;
        if (symbol->kind != Symbol::Kind::kTemporary && symbol->kind != Symbol::Kind::kOutput) {
            Error(t, "'" + std::string(Text(t)) +
                         "' is not writable here; an instruction can write only a temporary or a "
                         "result (and ARL an address register)");
            return false;
        }
        Advance();
        dst.file = symbol->kind == Symbol::Kind::kTemporary ? RegisterFile::kTemporary
                                                            : RegisterFile::kOutput;
        dst.index = symbol->index;
    } else {
        Error(t, "expected a temporary or a result register, found " + Describe(t));
        return false;
    }
    auto mask = ParseOptionalMask();
    if (!mask) return false;
    dst.write_mask = *mask;
    return true;
}

// <maskedAddrReg> ::= <addrReg> <addrWriteMask>
// <addrWriteMask> ::= "." "x"
bool Parser::ParseAddressDestination(DestinationOperand& dst) {
    const Token& t = Peek();
    const Symbol* symbol = ParseDeclaredName("an address register");
    if (!symbol) return false;
    if (symbol->kind != Symbol::Kind::kAddress) {
        Error(t, "ARL writes an address register, and '" + std::string(Text(t)) + "' is not one");
        return false;
    }
    dst.file = RegisterFile::kAddress;
    dst.index = symbol->index;
    dst.write_mask = 0x1;
    if (!Expect(".", "'.x' after the address register")) return false;
    if (!IsWord("x")) {
        Error(Peek(), "an address register's write mask must be '.x'");
        return false;
    }
    Advance();
    return true;
}

// <swizzleSrcReg> ::= <optionalSign> <srcReg> <swizzleSuffix>
// <scalarSrcReg>  ::= <optionalSign> <srcReg> <scalarSuffix>
// and under the NV options the same inside "|" bars for the absolute value.
bool Parser::ParseSource(SourceOperand& src, bool scalar) {
    src.negate = ParseOptionalSign();
    if (Nv() && IsPunct("|")) return ParseAbsoluteSource(src, scalar);
    if (!ParseSourceRegister(src)) return false;
    src.scalar = scalar;
    return ParseSuffix(src.swizzle, scalar);
}

// <srcReg>       ::= <vertexAttribReg> | <temporaryReg> | <progParamReg>
// <progParamReg> ::= <progParamSingle> | <progParamArray> "[" <progParamArrayMem> "]"
//                  | <paramSingleItemUse>
bool Parser::ParseSourceRegister(SourceOperand& src) {
    const Token t = Peek();
    if (IsWord("vertex")) {
        auto binding = ParseAttributeBinding();
        if (!binding) return false;
        auto index = InternAttribute(*binding, t);
        if (!index) return false;
        src.file = RegisterFile::kAttribute;
        src.index = *index;
        return true;
    }
    if (AtParameterItem()) {
        auto entry = ParseImplicitParameter();
        if (!entry) return false;
        src.file = RegisterFile::kParameter;
        src.index = *entry;
        return true;
    }
    if (IsWord("result")) {
        Error(t, "result registers are write-only");
        return false;
    }
    const Symbol* symbol = ParseDeclaredName("a source register");
    if (!symbol) return false;
    switch (symbol->kind) {
        case Symbol::Kind::kTemporary: src.file = RegisterFile::kTemporary; break;
        case Symbol::Kind::kAttribute: src.file = RegisterFile::kAttribute; break;
        case Symbol::Kind::kParameter: src.file = RegisterFile::kParameter; break;
        case Symbol::Kind::kOutput:
            Error(t, "'" + std::string(Text(t)) + "' is a result register, which is write-only");
            return false;
        case Symbol::Kind::kAddress:
            Error(t, "'" + std::string(Text(t)) +
                         "' is an address register, which can only index a parameter array");
            return false;
        case Symbol::Kind::kParameterArray:
            src.file = RegisterFile::kParameter;
            return Expect("[", "'[' after a parameter array name") &&
                   ParseArrayMember(src, t, *symbol) && Expect("]", "']'");
    }
    src.index = symbol->index;
    return true;
}

// <progParamArrayMem> ::= <progParamArrayAbs> | <progParamArrayRel>
// <progParamArrayRel> ::= <addrReg> <addrComponent> <addrRegRelOffset>
// <addrComponent>     ::= "." "x"
// <addrRegRelOffset>  ::= "" | "+" <addrRegPosOffset> | "-" <addrRegNegOffset>
// <addrRegPosOffset>  ::= <integer> from 0 to 63
// <addrRegNegOffset>  ::= <integer> from 0 to 64
bool Parser::ParseArrayMember(SourceOperand& src, const Token& name, const Symbol& array) {
    if (Peek().kind == TokenKind::kInteger) {
        auto index = ParseArrayIndex(name, array);
        if (!index) return false;
        src.index = array.index + *index;
        return true;
    }
    const Token& reg = Peek();
    const Symbol* address = ParseDeclaredName("an array index or an address register");
    if (!address) return false;
    if (address->kind != Symbol::Kind::kAddress) {
        Error(reg, "an array can be indexed only by a number or an address register, and '" +
                       std::string(Text(reg)) + "' is not an address register");
        return false;
    }
    if (!Expect(".", "'.x' after the address register")) return false;
    // Under the NV options an address register has four components, any one of which may
    // index (`c[A0.y]`).
    static constexpr std::string_view kComponents = "xyzw";
    const std::size_t component = kComponents.find(Text(Peek()));
    if (!IsWord("x") && !(Nv() && Text(Peek()).size() == 1 && component != std::string_view::npos)) {
        Error(Peek(), "relative addressing uses the address register's x component");
        return false;
    }
    Advance();
    src.address_component = Nv() ? static_cast<Component>(component) : Component::kX;
    src.relative = true;
    src.address_register = address->index;
    src.index = array.index;
    src.array_size = array.size;
    src.offset = 0;
    if (IsPunct("+") || IsPunct("-")) {
        const bool negative = Text(Advance()) == "-";
        auto offset = ParseIndex(negative ? 65 : 64, "address offset");
        if (!offset) return false;
        src.offset = negative ? -static_cast<std::int32_t>(*offset) : static_cast<std::int32_t>(*offset);
    }
    return true;
}

}  // namespace tessera::lang::arbvp::detail
