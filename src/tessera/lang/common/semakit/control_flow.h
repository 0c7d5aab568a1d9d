// SPDX-License-Identifier: MIT
// Where a function body's code stops being reachable, shared by the Cg and GLSL readers.
//
// After `return`, `break` or `continue` the rest of a block is still checked (its errors
// count), but into a block that is then dropped, so the IR holds no code after a jump. An
// `if` ends its block when both branches do; a loop never does (its condition may end it
// before the body runs). A function whose body can reach its end gets an implicit return
// (ReturnAtEnd); whether that deserves a warning each language decides.
#pragma once

#include <deque>
#include <functional>
#include <string>

#include "ir/builder.h"

namespace tessera::lang::semakit {

struct ControlFlow {
    /// The current block has ended (return, break, continue, or an if both of whose branches
    /// did): what follows is unreachable.
    bool terminated = false;
    /// Loops around the statement being checked.
    int loop_depth = 0;
    /// Where unreachable statements are checked: kept alive for the builder, never used.
    std::deque<ir::Block> dead_blocks;

    /// When the current block has ended: runs `check` (the statement) into a block that is
    /// dropped, and returns true. False, without running it, while the code is reachable.
    bool Unreachable(ir::Builder& b, const std::function<void()>& check);

    /// An IR `if` on `cond` whose branches `then_branch` and `else_branch` (empty: none)
    /// check; afterwards the block has ended when both branches did.
    void If(ir::Builder& b, ir::InstId cond, const std::function<void()>& then_branch,
            const std::function<void()>& else_branch);

    /// An IR loop whose body and continuing block `body` and `continuing` check.
    void Loop(ir::Builder& b, const std::function<void()>& body, const std::function<void()>& continuing);

    /// `break` (or `continue`): emitted, ending the block; or, outside of any loop, the error
    /// to report and nothing emitted.
    std::string Jump(ir::Builder& b, bool is_break);

    /// `return` has been emitted: the block has ended.
    void Return() { terminated = true; }

    /// The end of a function's body: when control reaches it, the implicit return, of an
    /// undefined value of `type` unless that is void. True when it returned such a value (a
    /// non-void function whose end is reachable, which a language may warn about).
    bool ReturnAtEnd(ir::Builder& b, ir::TypeId type);
};

/// The errors of a `return` that does not fit its function, worded alike in both languages.
std::string MissingReturnValue(const std::string& function, const std::string& type);
std::string VoidReturnsValue(const std::string& function);

}  // namespace tessera::lang::semakit
