// SPDX-License-Identifier: MIT
// Early returns into a "returned" flag.
//
// Structured IR cannot jump to the end of a function, so an early `ret %v` becomes
//
//     store $result, %v
//     store $returned, true
//     break                      # only inside a loop: leave it now
//
// and everything that could run after a construct containing such a return is guarded:
//
//  - at function level, the rest of the block is wrapped in `if not(load $returned) { ... }`;
//  - inside a loop, after an inner loop that returned, `if (load $returned) { break }`
//    leaves the enclosing loop too (a return inside an `if` in a loop already breaks);
//
// The function then ends with `%r = load $result; ret %r`. A function whose only `ret` is
// already its last instruction is left alone. The nested ifs this creates are what
// lower_if_to_select flattens, and the flag loads fold away once values are known.
#include "ir/passes/lower_returns.h"

#include "ir/passes/ir_util.h"

namespace tessera::ir::passes {

namespace {

struct State {
    TypeTable& types;
    Function& f;
    VarRef returned;
    VarRef result;
    bool has_result = false;

    InstId Emit(Block& out, Instruction inst) {
        InstId id = AddInst(f, std::move(inst));
        out.push_back(id);
        return id;
    }
    InstId Emit(Block& out, Op op, TypeId type, std::vector<InstId> operands = {}, Span span = {}) {
        Instruction inst;
        inst.op = op;
        inst.type = type;
        inst.operands = std::move(operands);
        inst.span = span;
        return Emit(out, std::move(inst));
    }
    void EmitStore(Block& out, VarRef var, InstId value, Span span) {
        Instruction inst;
        inst.op = Op::kStore;
        inst.type = types.Void();
        inst.vars = {var};
        inst.operands = {value};
        inst.span = span;
        Emit(out, std::move(inst));
    }
    InstId EmitLoad(Block& out, VarRef var, Span span) {
        Instruction inst;
        inst.op = Op::kLoad;
        inst.type = f.locals[var.index].type;
        inst.vars = {var};
        inst.span = span;
        return Emit(out, std::move(inst));
    }

    // Rewrites `block` in place; returns whether it may return early.
    bool Process(Block& block, int loop_depth) {
        Block out;
        bool block_returns = false;
        for (std::size_t i = 0; i < block.size(); ++i) {
            InstId id = block[i];
            Op op = f.At(id).op;
            Span span = f.At(id).span;
            if (op == Op::kReturn) {
                if (!f.At(id).operands.empty()) EmitStore(out, result, f.At(id).operands[0], span);
                InstId yes = AddConstant(f, types.Bool(), {1.0}, span);
                out.push_back(yes);
                EmitStore(out, returned, yes, span);
                if (loop_depth > 0) Emit(out, Op::kBreak, types.Void(), {}, span);
                block_returns = true;
                break;  // nothing follows a ret
            }
            bool nested_returns = false;
            int depth = op == Op::kLoop ? loop_depth + 1 : loop_depth;
            for (std::size_t b = 0; b < f.At(id).blocks.size(); ++b) {
                Block nested = f.At(id).blocks[b];
                nested_returns = Process(nested, depth) || nested_returns;
                f.At(id).blocks[b] = std::move(nested);
            }
            out.push_back(id);
            if (!nested_returns) continue;
            block_returns = true;
            if (loop_depth > 0) {
                // A return inside an `if` here has already broken out of this loop; after an
                // inner loop, check the flag and leave this loop too.
                if (op == Op::kLoop) GuardBreak(out, span);
                continue;
            }
            Block rest(block.begin() + static_cast<long>(i) + 1, block.end());
            if (rest.empty()) break;
            Process(rest, 0);
            InstId flag = EmitLoad(out, returned, span);
            InstId go_on = Emit(out, Op::kNot, types.Bool(), {flag}, span);
            InstId guard = Emit(out, Op::kIf, types.Void(), {go_on}, span);
            f.At(guard).blocks = {std::move(rest), Block{}};
            break;
        }
        block = std::move(out);
        return block_returns;
    }

    void GuardBreak(Block& out, Span span) {
        InstId flag = EmitLoad(out, returned, span);
        InstId guard = Emit(out, Op::kIf, types.Void(), {flag}, span);
        Block then_block;
        Emit(then_block, Op::kBreak, types.Void(), {}, span);
        f.At(guard).blocks = {std::move(then_block), Block{}};
    }
};

}  // namespace

bool HasEarlyReturn(const Function& function) {
    bool early = false;
    ForEachInst(function, [&](InstId id) {
        if (function.At(id).op == Op::kReturn && id != function.body.back()) early = true;
    });
    return early;
}

bool LowerReturns(TypeTable& types, Function& f) {
    if (!HasEarlyReturn(f)) return false;
    auto add_local = [&](std::string name, TypeId type) {
        f.locals.push_back({std::move(name), type, f.span});
        return VarRef{VarRef::Scope::kLocal, static_cast<std::uint32_t>(f.locals.size() - 1)};
    };
    State state{types, f, add_local("returned", types.Bool()), {}, false};
    state.has_result = f.return_type != types.Void();
    if (state.has_result) state.result = add_local("result", f.return_type);
    state.Process(f.body, 0);
    Block prologue;
    InstId no = AddConstant(f, types.Bool(), {0.0}, f.span);
    prologue.push_back(no);
    state.EmitStore(prologue, state.returned, no, f.span);
    f.body.insert(f.body.begin(), prologue.begin(), prologue.end());
    if (state.has_result) {
        InstId value = state.EmitLoad(f.body, state.result, f.span);
        state.Emit(f.body, Op::kReturn, types.Void(), {value}, f.span);
    }
    return true;
}

}  // namespace tessera::ir::passes
