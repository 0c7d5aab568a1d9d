// SPDX-License-Identifier: MIT
// Panic-mode recovery for the parsers that abandon a construct at its first syntax error
// (GLSL's, Parasol's): after reporting, the parser throws SyntaxError; the nearest recovery
// point, a loop over the items of a list (the statements of a block, the declarations of a
// unit or module, the fields of a struct), catches it, skips tokens to where the next item
// can start, and goes on. So every independent error is reported once, and the rest of a
// broken item, which would only give guesses, is not looked at.
//
// Where the skip stops depends on what each token means to it (SyncRole, given by the
// parser's cursor): past the ';' that ends the item, or before the token that closes the
// list (a block's '}', Parasol's `end`), or before a word that only starts an item
// (Parasol's `function`). Brackets opened while skipping are skipped with what they hold,
// so a ';' inside a nested block does not end the item early. The depth the skip starts at
// is how many such constructs the parser had opened within the item when it failed, when it
// knows (Parasol counts its `end`-closed constructs); closers of constructs it does not
// count (a ')' after the error in `f(a +)`) are skipped when found at depth 0.
//
// Header-only and dependency-free: the parsers' token types differ, the loop does not.
// Cg's parser, which recovers without exceptions, skips with the same SkipToSync, and it
// shares its token roles with GLSL's (cfamily_sync.h).
#pragma once

namespace tessera::lang::common {

/// Thrown by a parser after it has reported a syntax error; a recovery point catches it.
struct SyntaxError {};

/// What a token means to recovery.
enum class SyncRole {
    kOther,      ///< skipped
    kOpen,       ///< opens a nested construct: '(', '[', '{', Parasol's `let` and `if`
    kClose,      ///< closes a bracket: at depth 0, one opened before the error, skipped
    kCloseList,  ///< closes a block: at depth 0 the list being recovered, so the skip stops before it
    kEndItem,    ///< ends an item (';'): at depth 0 the skip consumes it and stops
    kStartItem,  ///< begins an item (Parasol's `function`): the skip stops before it
};

/// Skips from a syntax error to where the list around it can go on (see above); true when
/// the skip ended the item (its ';' or block consumed), false when it stopped before a
/// closer or a start word, or at the end. The cursor gives `bool AtEnd()`, `void Skip()`,
/// `SyncRole Role(int depth)` of its current token at that depth, and `bool BlockEndsItem()`:
/// whether the block just closed, at the current token, ends the item (C's
/// `if (x +) { ... }`, but not before `else`).
template <class Cursor>
bool SkipToSync(Cursor& cursor, int depth = 0) {
    for (; !cursor.AtEnd(); cursor.Skip()) {
        switch (cursor.Role(depth)) {
            case SyncRole::kOther: break;
            case SyncRole::kOpen: ++depth; break;
            case SyncRole::kClose:
                if (depth > 0) --depth;
                break;
            case SyncRole::kCloseList:
                if (depth == 0) return false;
                if (--depth == 0 && cursor.BlockEndsItem()) {
                    cursor.Skip();
                    return true;
                }
                break;
            case SyncRole::kEndItem:
                if (depth > 0) break;
                cursor.Skip();
                return true;
            case SyncRole::kStartItem: return false;
        }
    }
    return false;
}

}  // namespace tessera::lang::common
