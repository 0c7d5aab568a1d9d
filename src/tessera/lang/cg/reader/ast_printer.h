// SPDX-License-Identifier: MIT
// An S-expression dump of the Cg AST, for golden tests and for debugging.
//
// Declarations and statements take one line each, indented by nesting and tagged with their
// position (`@line:col`); expressions are printed on one line in prefix form:
//
//     (function main @4:1 float4 (semantic COLOR)
//       (param IN @4:18 VertexOut)
//       (block @4:40
//         (return @5:5 (construct float4 (. IN color) 1:cfloat))))
//
// Identifiers are bare, numbers are value:type (`2:cint`, `0.5:cfloat`, `1:half`), members
// are `(. base name)`, indexing `([] base index)`, operators `(op lhs rhs)`, prefix and
// postfix increments `(pre++ x)` and `(post++ x)`, types C-like (`packed float[4]`,
// `float3[]`, `struct S`).
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "lang/cg/reader/ast.h"

namespace tessera::lang::cg {

/// Turns a global offset into the text after '@' ("12:5"); without one, the offset itself.
using Locator = std::function<std::string(std::uint32_t offset)>;

std::string PrintAst(const TranslationUnit& unit, const Locator& locate = {});
std::string PrintExpr(const Expr* expr);
std::string PrintType(const TypeSpec& type);

}  // namespace tessera::lang::cg
