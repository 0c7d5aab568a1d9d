// SPDX-License-Identifier: MIT
// #if arithmetic (C 6.10.1 p4): integer constant expressions on 64-bit values.
//
// The tokens have already been macro-expanded and "defined" replaced by 0 or 1. What is
// left is evaluated as C does with intmax_t/uintmax_t: an unsigned operand makes the
// operation unsigned, an identifier still standing is 0, && || and ?: evaluate only what
// they need (so "0 && 1/0" is fine). Overflow wraps; division by zero and shifts by a
// negative count or by 64 or more are errors, but only where evaluated.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "lang/common/cfamily/number.h"
#include "lang/common/cfamily/token.h"
#include "support/diagnostic.h"

namespace tessera::lang::cfamily {

struct ExpressionOptions {
    NumberSyntax numbers;
    bool undefined_identifier_is_error = false;  ///< instead of reading it as 0
    std::size_t max_depth = 256;                 ///< nesting of operators and parentheses
};

/// Evaluates `tokens` (an #if or #elif line after expansion); `directive` is where errors
/// about a missing expression point. nullopt after an error (which has been reported).
std::optional<std::int64_t> EvaluateExpression(const std::vector<Token>& tokens,
                                               const Token& directive,
                                               const ExpressionOptions& options,
                                               support::DiagnosticList& diagnostics);

}  // namespace tessera::lang::cfamily
