// SPDX-License-Identifier: MIT
// Reachability of a function body's code (control_flow.h).
#include "lang/common/semakit/control_flow.h"

namespace tessera::lang::semakit {

bool ControlFlow::Unreachable(ir::Builder& b, const std::function<void()>& check) {
    if (!terminated) return false;
    dead_blocks.emplace_back();
    b.WithBlock(dead_blocks.back(), [&] {
        terminated = false;
        check();
    });
    terminated = true;
    return true;
}

void ControlFlow::If(ir::Builder& b, ir::InstId cond, const std::function<void()>& then_branch,
                     const std::function<void()>& else_branch) {
    bool then_end = false, else_end = false;
    auto check = [&](const std::function<void()>& branch, bool& ended) {
        terminated = false;
        branch();
        ended = terminated;
    };
    if (else_branch)
        b.If(cond, [&] { check(then_branch, then_end); }, [&] { check(else_branch, else_end); });
    else
        b.If(cond, [&] { check(then_branch, then_end); });
    terminated = else_branch && then_end && else_end;
}

void ControlFlow::Loop(ir::Builder& b, const std::function<void()>& body, const std::function<void()>& continuing) {
    // Each part starts reachable, and a jump inside it ends only that part.
    auto check = [&](const std::function<void()>& part) {
        terminated = false;
        part();
        terminated = false;
    };
    ++loop_depth;
    b.Loop([&] { check(body); }, [&] { check(continuing); });
    --loop_depth;
    terminated = false;
}

std::string ControlFlow::Jump(ir::Builder& b, bool is_break) {
    if (loop_depth == 0) return std::string("'") + (is_break ? "break" : "continue") + "' outside of a loop";
    if (is_break) b.Break();
    else b.Continue();
    terminated = true;
    return {};
}

bool ControlFlow::ReturnAtEnd(ir::Builder& b, ir::TypeId type) {
    if (terminated) return false;
    const bool value = type != b.Types().Void();
    b.Return(value ? b.Undef(type) : ir::InstId{});
    return value;
}

std::string MissingReturnValue(const std::string& function, const std::string& type) {
    return "function '" + function + "' must return a '" + type + "'";
}

std::string VoidReturnsValue(const std::string& function) {
    return "void function '" + function + "' cannot return a value";
}

}  // namespace tessera::lang::semakit
