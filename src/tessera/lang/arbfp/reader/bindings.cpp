// SPDX-License-Identifier: MIT
// The ARBfp1.0 reader: the fragment attribute and result bindings (3.11.3.1, 3.11.3.4,
// Tables X.1 and X.3). Parameter bindings are the ARB assembly core's
// (lang/common/arbasm/bindings.cpp), shared with vertex programs.
//
// An optional part starting with "." (`fragment.color.primary`) is taken only when the
// word after the "." is one it can start with, since an operand's swizzle also starts
// with ".".
#include <string>

#include "lang/arbfp/reader/parser.h"

namespace tessera::lang::arbfp::detail {

// <fragAttribBinding> ::= "fragment" "." <fragAttribItem>
// <fragAttribItem>    ::= "color" <optColorType> | "texcoord" <optTexCoordNum>
//                       | "fogcoord" | "position"
//                       | "facing" (NV_fragment_program2)
std::optional<AttributeBinding> Parser::ParseAttributeBinding() {
    if (!ExpectWord("fragment") || !Expect(".", "'.'")) return std::nullopt;
    const Token& item = Peek();
    std::string_view word = Text(item);
    AttributeBinding binding;
    if (item.kind == TokenKind::kWord && word == "color") {
        Advance();
        // <optColorType> ::= "" | "." "primary" | "." "secondary"
        if (IsPunct(".") && (IsWord("primary", 1) || IsWord("secondary", 1))) {
            Advance();
            if (Text(Advance()) == "secondary") binding.kind = AttributeBinding::Kind::kColorSecondary;
        }
        return binding;
    }
    if (item.kind == TokenKind::kWord && word == "texcoord") {
        Advance();
        binding.kind = AttributeBinding::Kind::kTexCoord;
        // <optTexCoordNum> ::= "" | "[" <texCoordNum> "]" (past MAX_TEXTURE_COORDS only with
        // Tessera's MaxTexCoords extension: Limits::extended_texcoord_sets)
        if (Accept("[")) {
            auto n = ParseIndex(fragment_limits_.TexCoordSets(), "texture coordinate set");
            if (!n || !Expect("]", "']'")) return std::nullopt;
            binding.unit = static_cast<std::uint8_t>(*n);
        }
        return binding;
    }
    if (item.kind == TokenKind::kWord && (word == "fogcoord" || word == "position")) {
        Advance();
        binding.kind = word == "fogcoord" ? AttributeBinding::Kind::kFogCoord
                                          : AttributeBinding::Kind::kPosition;
        return binding;
    }
    if (item.kind == TokenKind::kWord && word == "facing" &&
        program_.nv_option == NvOption::kFragmentProgram2) {
        Advance();
        binding.kind = AttributeBinding::Kind::kFacing;
        return binding;
    }
    Error(item, "unknown fragment attribute; expected color, texcoord, fogcoord or position");
    return std::nullopt;
}

// <resultBinding> ::= "result" "." "color" | "result" "." "depth"
std::optional<OutputBinding> Parser::ParseResultBinding() {
    if (!ExpectWord("result") || !Expect(".", "'.'")) return std::nullopt;
    const Token& item = Peek();
    if (IsWord("color") || IsWord("depth")) {
        Advance();
        return Text(item) == "color" ? OutputBinding::kColor : OutputBinding::kDepth;
    }
    Error(item, "unknown fragment result; expected color or depth");
    return std::nullopt;
}

}  // namespace tessera::lang::arbfp::detail
