// SPDX-License-Identifier: MIT
// The ARBfp reader's lexer is the ARB assembly lexer both program targets share
// (lang/common/arbasm/lexer.h); these names keep it reachable as part of the fragment reader.
#pragma once

#include "lang/common/arbasm/lexer.h"

namespace tessera::lang::arbfp {

using arbasm::Lex;
using arbasm::Token;
using arbasm::TokenKind;

}  // namespace tessera::lang::arbfp
