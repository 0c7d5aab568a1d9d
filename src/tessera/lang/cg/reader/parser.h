// SPDX-License-Identifier: MIT
// The Cg parser: preprocessed tokens in, an AST (ast.h) and diagnostics out.
//
// Usage:
//     support::DiagnosticList diagnostics;
//     cfamily::Preprocessor pp(cfamily::Options::Cg(), diagnostics);
//     std::vector<cfamily::Token> tokens = pp.Run("brick.cg", text);
//     cg::TranslationUnit unit = cg::ParseTranslationUnit(tokens, diagnostics);
//     std::cerr << pp.Sources().FormatAll(diagnostics);
//
// The parser accepts the syntax of the Cg 2.0 language specification and nothing of CgFX
// (techniques, passes, annotations, state blocks), which it rejects with an error saying so.
// It reports every independent error: after a mistake it skips to the next ';' or '}' and
// goes on, and stays quiet about the rest of a statement it has already complained about.
// The tree it returns is complete (broken parts are ErrorExpr/ErrorStmt), so a caller may
// still walk it, but should not analyse it when the list has errors.
#pragma once

#include <cstddef>
#include <vector>

#include "lang/common/cfamily/token.h"
#include "lang/cg/reader/ast.h"
#include "support/diagnostic.h"

namespace tessera::lang::cg {

/// Bounds that keep hostile input from overflowing the stack, here or in the passes that
/// recurse over the tree; exceeding one is an error naming the limit.
struct ParseLimits {
    /// Nested parentheses, unary operators, ?: operands, initializer lists, blocks and
    /// nested statements: each level is a recursion of the parser.
    std::size_t max_nesting = 256;
    /// Height of an expression tree: `a+a+...+a` is parsed in a loop but is as deep as it is
    /// long for whoever walks it.
    std::size_t max_expression_depth = 1024;
};

/// What the parser takes beyond the Cg 2.0 specification.
struct ParseDialect {
    /// GLSL's type names (vec3, ivec2, bvec4, mat3, mat4x4) as names of Cg's types, as cgc
    /// took them in Cg compiled for its GLSL profiles (keywords.h, LookupGlslTypeName).
    bool glsl_type_names = false;
};

/// Parses a whole file. `tokens` must end with a kEndOfFile token (as Preprocessor::Run's
/// output does); diagnostics point at global cfamily offsets.
TranslationUnit ParseTranslationUnit(const std::vector<cfamily::Token>& tokens,
                                     support::DiagnosticList& diagnostics,
                                     const ParseLimits& limits = {}, const ParseDialect& dialect = {});

}  // namespace tessera::lang::cg
