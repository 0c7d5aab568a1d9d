// SPDX-License-Identifier: MIT
// The ARBvp1.0 reader under the NVIDIA options: NV_vertex_program2_option's four-component
// address registers (ARL and ARR with any mask and a vector source, ARA adding pairs of
// components), branches to labels (BRA, CAL, RET, each with an optional condition), and
// NV_vertex_program3's address stack (PUSHA, POPA) and texture fetches (TEX, TXB, TXL, TXP).
//
// The address-stack rules are the spec's: PUSHA pushes a whole address register, so its
// operand takes no swizzle and no condition; POPA pops a whole one, so its write mask, if
// written, is ".xyzw", while a condition mask may still select what is written. ARA reads
// its address register whole (no swizzle). A label may share its name with a variable.
#include <string>

#include "lang/arbvp/reader/parser.h"

namespace tessera::lang::arbvp::detail {

bool Parser::ParseNvOperands(Instruction& inst, OpcodeClass cls) {
    switch (cls) {
        // "ARA" <maskedAddrReg> <optionalCCMask> "," <addrReg>
        case OpcodeClass::kAddressAdd:
            inst.source_count = 1;
            return ParseMaskedAddressDestination(inst.dst) &&
                   ParseOptionalCcMask(inst.condition) && Expect(",", "','") &&
                   ParseBareAddressRegister(inst.src[0]);
        // "BRA" | "CAL" <branchLabel> <optionalCCMask>
        case OpcodeClass::kBranch:
            return ParseBranchOperands(inst.condition);
        // "RET" <optionalCCMask>
        case OpcodeClass::kReturn:
            return ParseOptionalCcMask(inst.condition);
        // "PUSHA" <addrReg>
        case OpcodeClass::kAddressPush:
            inst.source_count = 1;
            return ParseBareAddressRegister(inst.src[0]);
        // "POPA" <addrReg> <optionalMask> <optionalCCMask>, the mask only ".xyzw"
        case OpcodeClass::kAddressPop: {
            const Token mask_at = Peek(2);
            if (!ParseMaskedAddressDestination(inst.dst)) return false;
            if (inst.dst.write_mask != 0xF) {
                Error(mask_at, "POPA writes a whole address register; its mask can only be .xyzw");
                return false;
            }
            return ParseOptionalCcMask(inst.condition);
        }
        // <SAMPLE_instruction> ::= <SAMPLEop> <maskedDstReg> "," <vectorSrcReg> ","
        //                          <texImageUnit> "," <texTarget>
        case OpcodeClass::kSample:
            inst.source_count = 1;
            return ParseDestination(inst.dst) && ParseOptionalCcMask(inst.condition) &&
                   Expect(",", "','") && ParseSource(inst.src[0], false) && Expect(",", "','") &&
                   ParseTextureOperands(inst);
        default:
            Error(Peek(), std::string("internal error: no operand rule for ") +
                              OpcodeName(inst.opcode));
            return false;
    }
}

// <addrReg>, whole: no sign, no swizzle.
bool Parser::ParseBareAddressRegister(SourceOperand& src) {
    const Token& t = Peek();
    const Symbol* symbol = ParseDeclaredName("an address register");
    if (!symbol) return false;
    if (symbol->kind != Symbol::Kind::kAddress) {
        Error(t, "expected an address register, and '" + std::string(Text(t)) + "' is not one");
        return false;
    }
    src.file = RegisterFile::kAddress;
    src.index = symbol->index;
    if (IsPunct(".")) {
        Error(Peek(), "this address register operand is read whole and takes no swizzle");
        return false;
    }
    return true;
}

// <maskedAddrReg> ::= <addrReg> <optionalMask> (four components under the options)
bool Parser::ParseMaskedAddressDestination(DestinationOperand& dst) {
    const Token& t = Peek();
    const Symbol* symbol = ParseDeclaredName("an address register");
    if (!symbol) return false;
    if (symbol->kind != Symbol::Kind::kAddress) {
        Error(t, "'" + std::string(Text(t)) +
                     "' is not an address register, which ARL, ARR, ARA and POPA write");
        return false;
    }
    dst.file = RegisterFile::kAddress;
    dst.index = symbol->index;
    auto mask = ParseOptionalMask();
    if (!mask) return false;
    dst.write_mask = *mask;
    return true;
}

// "|" <srcReg> <swizzleSuffix> "|", the sign already read; the suffix may follow the bar.
bool Parser::ParseAbsoluteSource(SourceOperand& src, bool scalar) {
    Advance();  // "|"
    src.absolute = true;
    src.scalar = scalar;
    if (!ParseSourceRegister(src)) return false;
    const bool suffix_inside = IsPunct(".");
    if (suffix_inside && !ParseSuffix(src.swizzle, scalar)) return false;
    if (!Expect("|", "'|' to close the absolute value")) return false;
    return suffix_inside || ParseSuffix(src.swizzle, scalar);
}

// <texImageUnit> "," <texTarget>, as in fragment programs (NV_vertex_program3).
bool Parser::ParseTextureOperands(Instruction& inst) {
    if (!ExpectWord("texture")) return false;
    std::uint32_t unit = 0;
    if (Accept("[")) {
        auto n = ParseIndex(vertex_limits_.max_texture_image_units, "texture image unit");
        if (!n || !Expect("]", "']'")) return false;
        unit = *n;
    }
    if (!Expect(",", "','")) return false;
    const Token& t = Peek();
    static constexpr std::pair<std::string_view, arbfp::TextureTarget> kTargets[] = {
        {"1D", arbfp::TextureTarget::k1D},     {"2D", arbfp::TextureTarget::k2D},
        {"3D", arbfp::TextureTarget::k3D},     {"CUBE", arbfp::TextureTarget::kCube},
        {"RECT", arbfp::TextureTarget::kRect},
    };
    for (const auto& [name, target] : kTargets) {
        if (t.kind == TokenKind::kPunct || Text(t) != name) continue;
        Advance();
        inst.texture_unit = static_cast<std::uint8_t>(unit);
        inst.texture_target = target;
        return true;
    }
    Error(t, "expected a texture target (1D, 2D, 3D, CUBE or RECT), found " + Describe(t));
    return false;
}

void Parser::CheckLabels() {
    ResolveBranchLabels(program_.instructions);
    for (const auto& [name, index] : flow_.Labels()) program_.labels.push_back({name, index});
}

}  // namespace tessera::lang::arbvp::detail
