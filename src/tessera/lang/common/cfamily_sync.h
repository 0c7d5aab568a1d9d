// SPDX-License-Identifier: MIT
// What a C-family token (Cg's and GLSL's) means to panic-mode recovery (recovery.h): a
// bracket opens or closes a nested construct, '}' closes the block whose statements are
// being recovered, ';' ends the statement or declaration. Both parsers skip with this one
// table; only whether a block just closed ends the item differs (GLSL's `if (x +) { ... }
// else`, where the block does not).
#pragma once

#include "lang/common/cfamily/token.h"
#include "lang/common/recovery.h"

namespace tessera::lang::common {

inline SyncRole CFamilySyncRole(const cfamily::Token& t) {
    using cfamily::Punct;
    if (t.kind != cfamily::TokenKind::kPunct) return SyncRole::kOther;
    switch (t.punct) {
        case Punct::kLParen: case Punct::kLBracket: case Punct::kLBrace: return SyncRole::kOpen;
        case Punct::kRParen: case Punct::kRBracket: return SyncRole::kClose;
        case Punct::kRBrace: return SyncRole::kCloseList;
        case Punct::kSemicolon: return SyncRole::kEndItem;
        default: return SyncRole::kOther;
    }
}

}  // namespace tessera::lang::common
