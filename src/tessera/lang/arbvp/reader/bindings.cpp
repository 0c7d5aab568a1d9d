// SPDX-License-Identifier: MIT
// The ARBvp1.0 reader: vertex attribute and result bindings (2.14.3.1, 2.14.3.4, Tables X.2,
// X.2.1 and X.4). Parameter bindings are the ARB assembly core's.
//
// Two restrictions live here rather than in the grammar: a program may not bind both a
// conventional attribute and the generic attribute it aliases (Table X.2.1), and a
// position-invariant program has no result.position (2.14.4.5.1 removes it from
// <resultBinding>, so writing it is a syntax error at that binding).
#include <string>

#include "lang/arbvp/reader/parser.h"

namespace tessera::lang::arbvp::detail {

namespace {

// <optColorType> ::= "" | "." "primary" | "." "secondary"; true for secondary.
bool ParseColorType(Parser& p) {
    if (p.IsPunct(".") && (p.IsWord("primary", 1) || p.IsWord("secondary", 1))) {
        p.Advance();
        return p.Text(p.Advance()) == "secondary";
    }
    return false;
}

}  // namespace

// <vtxAttribBinding> ::= "vertex" "." <vtxAttribItem>
// <vtxAttribItem>    ::= "position" | "weight" <vtxOptWeightNum> | "normal"
//                      | "color" <optColorType> | "fogcoord" | "texcoord" <optTexCoordNum>
//                      | "matrixindex" "[" <vtxWeightNum> "]" | "attrib" "[" <vtxAttribNum> "]"
std::optional<AttributeBinding> Parser::ParseAttributeBinding() {
    using Kind = AttributeBinding::Kind;
    if (!ExpectWord("vertex") || !Expect(".", "'.'")) return std::nullopt;
    const Token& item = Peek();
    const std::string_view word = item.kind == TokenKind::kWord ? Text(item) : std::string_view();
    AttributeBinding binding;
    // "[" <integer> "]" below `limit`, optional when `optional`.
    auto number = [&](bool optional, std::uint32_t limit, const char* what) -> bool {
        if (optional && !IsPunct("[")) return true;
        if (!Expect("[", "'['")) return false;
        auto n = ParseIndex(limit, what);
        if (!n || !Expect("]", "']'")) return false;
        binding.index = static_cast<std::uint8_t>(*n);
        return true;
    };
    if (word == "position" || word == "normal" || word == "fogcoord") {
        Advance();
        binding.kind = word == "position" ? Kind::kPosition
                       : word == "normal" ? Kind::kNormal
                                          : Kind::kFogCoord;
        return binding;
    }
    if (word == "color") {
        Advance();
        binding.kind = ParseColorType(*this) ? Kind::kColorSecondary : Kind::kColorPrimary;
        return binding;
    }
    if (word == "texcoord") {
        Advance();
        binding.kind = Kind::kTexCoord;
        if (!number(true, vertex_limits_.max_texture_coords, "texture coordinate set"))
            return std::nullopt;
        return binding;
    }
    if (word == "attrib") {
        Advance();
        binding.kind = Kind::kGeneric;
        if (!number(false, vertex_limits_.max_vertex_attribs, "generic vertex attribute"))
            return std::nullopt;
        return binding;
    }
    if (word == "weight" || word == "matrixindex") {
        // <vtxWeightNum>: below MAX_VERTEX_UNITS_ARB and divisible by four. Without
        // ARB_vertex_blend (one vertex unit) vertex.weight still names weights 0-3
        // (2.14.3.1: unsupported weights read as 0, 0, 1); matrix indices need
        // ARB_matrix_palette, which Tessera does not support.
        Advance();
        const bool weight = word == "weight";
        if (!weight && vertex_limits_.max_palette_matrices == 0) {
            Error(item, "vertex.matrixindex needs ARB_matrix_palette, which is not supported");
            return std::nullopt;
        }
        binding.kind = weight ? Kind::kWeight : Kind::kMatrixIndex;
        const Token& n = Peek(1);
        if (!number(weight, vertex_limits_.max_vertex_units, weight ? "vertex weight" : "matrix index"))
            return std::nullopt;
        if (binding.index % 4 != 0) {
            Error(n, "a vertex weight or matrix index number must be divisible by four");
            return std::nullopt;
        }
        return binding;
    }
    Error(item, "unknown vertex attribute; expected position, weight, normal, color, fogcoord, "
                "texcoord, matrixindex or attrib");
    return std::nullopt;
}

// <resultBinding>    ::= "result" "." ("position" | <resultColBinding> | "fogcoord"
//                                      | "pointsize" | "texcoord" <optTexCoordNum>)
// <resultColBinding> ::= "color" <optFaceType> <optColorType>
std::optional<OutputBinding> Parser::ParseResultBinding() {
    using Kind = OutputBinding::Kind;
    if (!ExpectWord("result") || !Expect(".", "'.'")) return std::nullopt;
    const Token& item = Peek();
    const std::string_view word = item.kind == TokenKind::kWord ? Text(item) : std::string_view();
    OutputBinding binding;
    if (word == "position") {
        if (program_.position_invariant) {
            Error(item, "a position-invariant program cannot write result.position");
            return std::nullopt;
        }
        binding.kind = Kind::kPosition;
    } else if (word == "fogcoord" || word == "pointsize") {
        binding.kind = word == "fogcoord" ? Kind::kFogCoord : Kind::kPointSize;
    } else if (word == "color") {
        Advance();
        binding.kind = Kind::kColor;
        // <optFaceType> ::= "" | "." "front" | "." "back"
        if (IsPunct(".") && (IsWord("front", 1) || IsWord("back", 1))) {
            Advance();
            binding.face = Text(Advance()) == "back" ? Face::kBack : Face::kFront;
        }
        binding.secondary = ParseColorType(*this);
        return binding;
    } else if (word == "texcoord") {
        Advance();
        binding.kind = Kind::kTexCoord;
        if (Accept("[")) {  // past 8 only with Tessera's MaxTexCoords (extended_texcoord_sets)
            auto n = ParseIndex(vertex_limits_.TexCoordSets(), "texture coordinate set");
            if (!n || !Expect("]", "']'")) return std::nullopt;
            binding.unit = static_cast<std::uint8_t>(*n);
        }
        return binding;
    } else if (word == "clip" && program_.nv_option != NvOption::kNone) {
        // "result" "." "clip" "[" <clipPlaneNum> "]" (NV_vertex_program2_option)
        Advance();
        binding.kind = Kind::kClipDistance;
        if (!Expect("[", "'[' after result.clip")) return std::nullopt;
        auto n = ParseIndex(vertex_limits_.max_clip_planes, "clip plane");
        if (!n || !Expect("]", "']'")) return std::nullopt;
        binding.unit = static_cast<std::uint8_t>(*n);
        return binding;
    } else {
        Error(item, "unknown vertex result; expected position, color, fogcoord, pointsize or "
                    "texcoord");
        return std::nullopt;
    }
    Advance();
    return binding;
}

// Distinct attributes get one register each; binding a conventional attribute and the
// generic one it aliases is an error at the second binding (Table X.2.1).
std::optional<std::uint32_t> Parser::InternAttribute(const AttributeBinding& binding,
                                                     const Token& at) {
    for (std::size_t i = 0; i < program_.attributes.size(); ++i)
        if (program_.attributes[i] == binding) return static_cast<std::uint32_t>(i);
    for (const AttributeBinding& other : program_.attributes) {
        const AttributeBinding* generic = binding.kind == AttributeBinding::Kind::kGeneric ? &binding
                                          : other.kind == AttributeBinding::Kind::kGeneric ? &other
                                                                                            : nullptr;
        const AttributeBinding& conventional = generic == &binding ? other : binding;
        if (generic && AliasedGeneric(conventional) == std::optional<std::uint32_t>(generic->index)) {
            Error(at, "vertex.attrib[" + std::to_string(generic->index) +
                          "] and the conventional attribute it aliases cannot both be bound");
            return std::nullopt;
        }
    }
    program_.attributes.push_back(binding);
    return static_cast<std::uint32_t>(program_.attributes.size() - 1);
}

std::uint32_t Parser::InternOutput(const OutputBinding& binding) {
    for (std::size_t i = 0; i < program_.outputs.size(); ++i)
        if (program_.outputs[i] == binding) return static_cast<std::uint32_t>(i);
    program_.outputs.push_back(binding);
    return static_cast<std::uint32_t>(program_.outputs.size() - 1);
}

}  // namespace tessera::lang::arbvp::detail
