// SPDX-License-Identifier: MIT
// Cg's words: the built-in type names and the reserved words ("Types", "Reserved Words").
//
// The cfamily lexer knows no keywords (Cg and GLSL disagree on them), so the parser asks
// here about every identifier's spelling. Built-in type names are computed, not listed: a
// scalar name, then optionally a size 1-4 (a vector) or RxC (a matrix), for every scalar the
// spec gives vector and matrix typedefs ("For any supported numeric data type TYPE").
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "lang/cg/reader/ast.h"

namespace tessera::lang::cg {

/// What a one-word built-in type name means.
struct BuiltinType {
    BaseType base = BaseType::kNone;
    Shape shape = Shape::kScalar;
    std::uint8_t rows = 1;
    std::uint8_t columns = 1;
};

/// `float`, `half3`, `fixed4x4`, `bool1`, `sampler2D`, `void` and the like; `unsigned` alone
/// (= unsigned int). Not `unsigned char` and friends, which are two words (the parser's).
std::optional<BuiltinType> LookupBuiltinType(std::string_view name);

/// GLSL's names of the same types, which cgc took in Cg compiled for its GLSL profiles
/// (docs/cgc.md, "GLSL's spellings"): vec2-4 (float), ivec2-4 (int), bvec2-4 (bool), mat2-4
/// and mat2x2-mat4x4 (square float matrices; the non-square ones, whose rows and columns
/// GLSL names the other way round, are not taken).
std::optional<BuiltinType> LookupGlslTypeName(std::string_view name);

/// True for the words the grammar itself uses (if, struct, uniform, float, true, ...); they
/// can never name a variable, function, field or type.
bool IsKeyword(std::string_view name);

/// When `name` is one of the spec's reserved words the grammar does not use (switch, class,
/// technique, Float, __x, ...), the one-sentence error about using it; else empty.
std::string ReservedWordMessage(std::string_view name);

}  // namespace tessera::lang::cg
