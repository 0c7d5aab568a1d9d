// SPDX-License-Identifier: MIT
// The ARBfp1.0 reader: instructions and their operands (3.11.2, 3.11.4.1, 3.11.4.3, 3.11.6).
//
// Every instruction is parsed by one routine driven by its opcode class (vector, scalar,
// binary, ...), which fixes how many operands of which shape follow. Operand registers are
// resolved to (file, index) at once; implicit bindings written in an operand (a literal
// constant, `fragment.texcoord[1]`, `state.fog.color`, `program.local[3]`) become attribute
// or parameter entries on the spot.
#include <array>
#include <string>
#include <string_view>

#include "lang/arbfp/reader/parser.h"

namespace tessera::lang::arbfp::detail {

// <instruction> ::= <ALUInstruction> | <TexInstruction>
bool Parser::ParseInstruction() {
    const Token& op_token = Peek();
    if (op_token.kind != TokenKind::kWord) {
        Error(op_token, "expected an instruction or a declaration, found " +
                            std::string(op_token.kind == TokenKind::kEnd ? "end of program"
                                                                         : "'" + std::string(Text(op_token)) + "'"));
        return false;
    }
    Instruction inst;
    auto opcode = LookUpOpcode(Text(op_token), program_.nv_option);
    if (!opcode) {
        // An option's instruction names the option, when these limits would accept it.
        const auto added_by = OptionOfInstruction(Text(op_token)).value_or(NvOption::kNone);
        Error(op_token, arbasm::UnavailableInstructionMessage(
                            Text(op_token), static_cast<int>(added_by), NvOptions()));
        return false;
    }
    Advance();
    inst.opcode = opcode->opcode;
    inst.saturate = opcode->suffixes.saturate;
    inst.precision = opcode->suffixes.precision;
    inst.update_cc = opcode->suffixes.update_cc;
    inst.source_offset = op_token.offset;
    if (!ParseOperands(inst, ClassOf(inst.opcode))) return false;
    if (!TrackBlock(inst, op_token)) return false;
    program_.instructions.push_back(inst);
    return true;
}

bool Parser::ParseOperands(Instruction& inst, OpcodeClass cls) {
    // <KIL_instruction> ::= "KIL" <vectorSrcReg> | "KIL" <ccTest> (the NV options)
    if (cls == OpcodeClass::kKill) {
        if (AtKillCondition()) return ParseCcTest(inst.condition.emplace());
        inst.source_count = 1;
        return ParseSource(inst.src[0], false);
    }
    if (HasNoDestination(inst.opcode)) return ParseNvOperands(inst, cls);
    if (!ParseDestination(inst.dst)) return false;
    // <maskedDstReg> ::= <dstReg> <optionalMask> <optionalCCMask> (the NV options)
    if (Nv() && !ParseOptionalCcMask(inst.condition)) return false;
    if (!Expect(",", "','")) return false;
    switch (cls) {
        // <VECTORop> <maskedDstReg> "," <vectorSrcReg>, and the same with <scalarSrcReg>
        case OpcodeClass::kVector:
        case OpcodeClass::kScalar:
            inst.source_count = 1;
            return ParseSource(inst.src[0], cls == OpcodeClass::kScalar);
        // <BINSCop> <maskedDstReg> "," <scalarSrcReg> "," <scalarSrcReg>, and BINop, TRIop
        case OpcodeClass::kBinScalar:
        case OpcodeClass::kBinary:
        case OpcodeClass::kTernary: {
            inst.source_count = cls == OpcodeClass::kTernary ? 3 : 2;
            bool scalar = cls == OpcodeClass::kBinScalar;
            for (int i = 0; i < inst.source_count; ++i) {
                if (i > 0 && !Expect(",", "','")) return false;
                if (!ParseSource(inst.src[i], scalar)) return false;
            }
            return true;
        }
        // <SWZop> <maskedDstReg> "," <srcReg> "," <extendedSwizzle>: the source takes neither
        // a sign nor a suffix, since the extended swizzle does both (3.11.5.28).
        case OpcodeClass::kSwizzle: {
            inst.source_count = 1;
            auto reg = ParseSourceRegister();
            if (!reg) return false;
            inst.src[0].file = reg->file;
            inst.src[0].index = reg->index;
            return Expect(",", "','") && ParseExtendedSwizzle(inst.extended_swizzle);
        }
        case OpcodeClass::kSample:
            inst.source_count = 1;
            return ParseSource(inst.src[0], false) && Expect(",", "','") &&
                   ParseTextureOperands(inst);
        default:
            return ParseNvOperands(inst, cls);
    }
}

// <maskedDstReg> ::= <dstReg> <optionalMask>
// <dstReg>       ::= <temporaryReg> | <fragmentResultReg>
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
            Error(t, "'" + std::string(Text(t)) + "' is read-only; an instruction can write only a "
                                                  "temporary or a result");
            return false;
        }
        Advance();
        dst.file = symbol->kind == Symbol::Kind::kTemporary ? RegisterFile::kTemporary
                                                            : RegisterFile::kOutput;
        dst.index = symbol->index;
    } else if (IsWord("fragment") || IsWord("program") || IsWord("state") || IsPunct("{") ||
               t.kind == TokenKind::kInteger || t.kind == TokenKind::kFloat) {
        Error(t, "an instruction can write only a temporary or a result");
        return false;
    } else {
        Error(t, "expected a destination register, found " +
                     (t.kind == TokenKind::kEnd ? std::string("end of program")
                                                : "'" + std::string(Text(t)) + "'"));
        return false;
    }
    // <optionalMask> (the core's)
    auto mask = ParseOptionalMask();
    if (!mask) return false;
    dst.write_mask = *mask;
    return true;
}

// <srcReg> ::= <fragmentAttribReg> | <temporaryReg> | <progParamReg>
// <progParamReg> ::= <progParamSingle> | <progParamArray> "[" <progParamArrayAbs> "]"
//                  | <paramSingleItemUse>
std::optional<RegisterRef> Parser::ParseSourceRegister() {
    const Token& t = Peek();
    if (IsWord("fragment")) {
        auto binding = ParseAttributeBinding();
        if (!binding) return std::nullopt;
        return RegisterRef{RegisterFile::kAttribute, InternAttribute(*binding)};
    }
    if (AtParameterItem()) {
        auto entry = ParseImplicitParameter();
        if (!entry) return std::nullopt;
        return RegisterRef{RegisterFile::kParameter, *entry};
    }
    if (IsWord("result")) {
        Error(t, "result registers are write-only");
        return std::nullopt;
    }
    if (t.kind != TokenKind::kWord || IsReserved(Text(t))) {
        Error(t, "expected a source register, found " +
                     (t.kind == TokenKind::kEnd ? std::string("end of program")
                                                : "'" + std::string(Text(t)) + "'"));
        return std::nullopt;
    }
    const Symbol* symbol = LookUp(t);
    if (!symbol) return std::nullopt;
    Advance();
    switch (symbol->kind) {
        case Symbol::Kind::kTemporary: return RegisterRef{RegisterFile::kTemporary, symbol->index};
        case Symbol::Kind::kAttribute: return RegisterRef{RegisterFile::kAttribute, symbol->index};
        case Symbol::Kind::kParameter: return RegisterRef{RegisterFile::kParameter, symbol->index};
        case Symbol::Kind::kOutput:
            Error(t, "'" + std::string(Text(t)) + "' is a result register, which is write-only");
            return std::nullopt;
        case Symbol::Kind::kParameterArray: {
            // Arrays are accessed with absolute addressing only, checked against the size
            // (3.11.3.2).
            if (!Expect("[", "'[' after a parameter array name")) return std::nullopt;
            auto index = ParseArrayIndex(t, *symbol);
            if (!index || !Expect("]", "']'")) return std::nullopt;
            return RegisterRef{RegisterFile::kParameter, symbol->index + *index};
        }
        case Symbol::Kind::kAddress:  // ADDRESS is a vertex program statement
            break;
    }
    return std::nullopt;
}

// <vectorSrcReg> ::= <optionalSign> <srcReg> <optionalSuffix>
// <scalarSrcReg> ::= <optionalSign> <srcReg> <scalarSuffix>
// and, under the NV options, the same with "|" <srcReg> <suffix> "|" after the sign, and a
// scalar literal constant without a suffix.
bool Parser::ParseSource(SourceOperand& src, bool scalar) {
    src.negate = ParseOptionalSign();
    if (Nv() && IsPunct("|")) return ParseAbsoluteSource(src, scalar);
    const bool literal = scalar && AtScalarLiteral();
    auto reg = ParseSourceRegister();
    if (!reg) return false;
    src.file = reg->file;
    src.index = reg->index;
    src.scalar = scalar;
    if (literal && !IsPunct(".")) {
        src.swizzle.fill(Component::kX);
        return true;
    }
    return ParseSuffix(src.swizzle, scalar);
}

// <SAMPLE_instruction> ... "," <texImageUnit> "," <texTarget>
// <texImageUnit> ::= "texture" <optTexImageUnitNum>
bool Parser::ParseTextureOperands(Instruction& inst) {
    if (!ExpectWord("texture")) return false;
    std::uint32_t unit = 0;
    if (Accept("[")) {
        auto n = ParseIndex(fragment_limits_.max_texture_image_units, "texture image unit");
        if (!n || !Expect("]", "']'")) return false;
        unit = *n;
    }
    if (!Expect(",", "','")) return false;
    const Token& t = Peek();
    std::string_view name = Text(t);
    std::optional<TextureTarget> target;
    static constexpr std::pair<std::string_view, TextureTarget> kTargets[] = {
        {"1D", TextureTarget::k1D},     {"2D", TextureTarget::k2D},
        {"3D", TextureTarget::k3D},     {"CUBE", TextureTarget::kCube},
        {"RECT", TextureTarget::kRect}, {"SHADOW1D", TextureTarget::kShadow1D},
        {"SHADOW2D", TextureTarget::kShadow2D}, {"SHADOWRECT", TextureTarget::kShadowRect},
    };
    for (const auto& [text, value] : kTargets)
        if (t.kind != TokenKind::kPunct && name == text) target = value;
    if (!target) {
        Error(t, "expected a texture target (1D, 2D, 3D, CUBE or RECT), found " +
                     (t.kind == TokenKind::kEnd ? std::string("end of program")
                                                : "'" + std::string(name) + "'"));
        return false;
    }
    bool shadow = *target >= TextureTarget::kShadow1D;
    if (shadow && !program_.shadow_option) {
        Error(t, "shadow targets need 'OPTION ARB_fragment_program_shadow;'");
        return false;
    }
    // A program may sample only one target on each texture image unit (3.11.6).
    std::optional<TextureTarget>& used = program_.unit_targets[unit];
    if (used && *used != *target) {
        Error(t, "texture unit " + std::to_string(unit) + " is already sampled as " +
                     TextureTargetName(*used) + " in this program");
        return false;
    }
    Advance();
    used = *target;
    inst.texture_unit = static_cast<std::uint8_t>(unit);
    inst.texture_target = *target;
    return true;
}

}  // namespace tessera::lang::arbfp::detail
