// SPDX-License-Identifier: MIT
// lower_unroll: run the loop at compile time, keeping the code instead of the results.
//
// Front ends produce counted loops in one canonical shape,
//
//     store $i, %zero                       # a constant
//     loop {
//       %x = load $i;  %c = lt %x, %n       # %n a constant
//       %nc = not %c;  if %nc { break }
//       ...body...
//     } continuing {
//       %y = load $i;  %i1 = add %y, %one;  store $i, %i1
//     }
//
// but rather than pattern-match that shape, the unroller is a tiny partial evaluator: it
// copies the body once per iteration while tracking the value each variable holds, and
// folds every operation whose operands are now constants. The counter's loads become
// constants, so `lt` folds, so the `if` around `break` is decided, and the copy stops where
// the loop would stop. The canonical form is just the commonest case of "a loop that ends
// within the limit once its control values fold", and `for` loops with two counters,
// `while` loops over a constant-stepped float, or a `break` under a constant test all work
// for the same reason.
//
// A `break` or `continue` under an `if` whose condition does not fold (`if %c { continue }`
// at the body's level) does not stop the copy: what follows it is wrapped in a guard
// `if not %c { ... }` (for a break, every later iteration too; a break behind a continue
// guard sets a "broke" flag checked after the body), and the copy goes on as long as the
// loop's own control folds. Exits nested deeper are rewritten into flags as a last resort
// (lower_exit_flags.h) and the loop is tried again. A loop that still does not unroll, or
// finds no constant exit within the limit, is reported as not having a compile-time trip
// count. Stores are copied too (only loads are resolved), so the
// variables hold the right values after the loop; lower_promote_variables then removes them.
#include "ir/passes/lower_unroll.h"

#include <algorithm>
#include <deque>
#include <string>
#include <unordered_map>

#include "ir/passes/const_eval.h"
#include "ir/passes/ir_util.h"
#include "ir/passes/lower_exit_flags.h"

namespace tessera::ir::passes {

namespace {

using Known = std::vector<std::pair<VarRef, InstId>>;

InstId* Find(Known& known, VarRef v) {
    for (auto& [var, value] : known)
        if (var == v) return &value;
    return nullptr;
}
void Set(Known& known, VarRef v, InstId value) {
    if (InstId* slot = Find(known, v)) *slot = value;
    else known.emplace_back(v, value);
}
void Forget(Known& known, const std::vector<VarRef>& vars) {
    std::erase_if(known, [&](const auto& kv) { return std::find(vars.begin(), vars.end(), kv.first) != vars.end(); });
}

enum class Exit { kFallthrough, kBreak, kContinue, kReturn, kStuck };

struct Env {
    Known known;
    std::unordered_map<std::uint32_t, InstId> values;  // original slot -> copy
    InstId Map(InstId id) const {
        auto it = values.find(id.value);
        return it == values.end() ? id : it->second;
    }
};

struct State {
    State(Module& m, Function& fn, DiagnosticList& d, const UnrollOptions& o)
        : module(m), f(fn), diagnostics(d), options(o) {}

    Module& module;
    Function& f;
    DiagnosticList& diagnostics;
    const UnrollOptions& options;
    std::uint32_t emitted = 0;  // instructions made for the loop being unrolled
    std::uint32_t total = 0;    // instructions the loops unrolled so far in `f` made
    bool progress = false;
    bool ok = true;
    bool past_limit = false;  ///< loops kept and a size limit passed: unroll no more

    InstId Emit(Block& out, Instruction inst) {
        ++emitted;
        InstId id = AddInst(f, std::move(inst));
        out.push_back(id);
        return id;
    }

    // Guards: `if %c { break }` (or continue) whose %c does not fold. The rest of the run
    // (for break: of every later iteration too; for continue: of this body) is emitted
    // into the block of a guarding `if not %c`, kept here until the guard is patched.
    std::deque<Block> guard_blocks;
    std::vector<std::pair<InstId, std::size_t>> guard_patches;
    bool allow_guards = false;
    bool pending_broke = false;  // a flagged break happened in this iteration's body
    std::optional<VarRef> broke;  // the flag, made on first need
    Block* unroll_out = nullptr;

    // Stores `value` to the "broke" flag (made, and cleared before the loop, on first use).
    void SetBrokeFlag(Block& out, bool value, Span span) {
        if (!broke) {
            f.locals.push_back({"broke", module.types.Bool(), span});
            broke = VarRef{VarRef::Scope::kLocal, static_cast<std::uint32_t>(f.locals.size() - 1)};
            Block init;
            SetBrokeFlag(init, false, span);
            unroll_out->insert(unroll_out->begin(), init.begin(), init.end());
        }
        InstId c = AddConstant(f, module.types.Bool(), {value ? 1.0 : 0.0}, span);
        out.push_back(c);
        Instruction store;
        store.op = Op::kStore;
        store.type = module.types.Void();
        store.vars = {*broke};
        store.operands = {c};
        store.span = span;
        Emit(out, std::move(store));
    }

    // After a body with a flagged break: the rest runs only if the flag is clear.
    void GuardOnBrokeFlag(Block*& target, Span span) {
        Instruction load;
        load.op = Op::kLoad;
        load.type = module.types.Bool();
        load.vars = {*broke};
        load.span = span;
        InstId flag = Emit(*target, std::move(load));
        Instruction negate;
        negate.op = Op::kNot;
        negate.type = module.types.Bool();
        negate.operands = {flag};
        negate.span = span;
        InstId go_on = Emit(*target, std::move(negate));
        Instruction guard;
        guard.op = Op::kIf;
        guard.type = module.types.Void();
        guard.operands = {go_on};
        guard.span = span;
        guard.blocks.resize(2);
        InstId guard_id = Emit(*target, std::move(guard));
        guard_blocks.emplace_back();
        guard_patches.emplace_back(guard_id, guard_blocks.size() - 1);
        target = &guard_blocks.back();
        break_guard = true;
    }

    bool break_guard = false;
    bool continue_guard = false;
    Known continue_snapshot;
    Block* continue_base = nullptr;

    // The branch (0 or 1) of a non-constant `if` that ends in break or continue while the
    // other branch has no loop exit, or -1.
    int ExitingBranch(const Instruction& inst) const {
        for (int b = 0; b < 2; ++b) {
            const Block& exiting = inst.blocks[static_cast<std::size_t>(b)];
            const Block& other = inst.blocks[static_cast<std::size_t>(1 - b)];
            if (exiting.empty()) continue;
            Op last = f.At(exiting.back()).op;
            if ((last == Op::kBreak || last == Op::kContinue) && !ContainsOp(f, other, Op::kBreak) &&
                !ContainsOp(f, other, Op::kContinue))
                return b;
        }
        return -1;
    }

    // Copies `src` to `*out` as one run of it in `env`, folding what becomes constant.
    // `top`: `src` runs at the loop body's level (not under a non-constant `if`), where a
    // guarded exit may open a guard and redirect `out` into it.
    Exit Copy(const Block& src_block, Block*& out, Env& env, bool top) {
        const Block src = src_block;
        for (InstId id : src) {
            Instruction inst = f.At(id);  // a copy: its operands are renamed below
            for (InstId& operand : inst.operands) operand = env.Map(operand);
            switch (inst.op) {
                case Op::kBreak: return Exit::kBreak;
                case Op::kContinue: return Exit::kContinue;
                case Op::kLoad:
                    if (InstId* value = Find(env.known, inst.vars[0])) {
                        env.values[id.value] = *value;
                        continue;
                    }
                    env.values[id.value] = Emit(*out, inst);
                    Set(env.known, inst.vars[0], env.values[id.value]);
                    continue;
                case Op::kStore:
                    Emit(*out, inst);
                    Set(env.known, inst.vars[0], inst.operands[0]);
                    continue;
                case Op::kIf: {
                    if (const Instruction* c = AsConstant(f, inst.operands[0])) {
                        Exit e = Copy(inst.blocks[c->literal[0] != 0 ? 0 : 1], out, env, top);
                        if (e != Exit::kFallthrough) return e;
                        continue;
                    }
                    int exiting = top && allow_guards ? ExitingBranch(inst) : -1;
                    Op exit_op = exiting < 0 ? Op::kBreak : f.At(inst.blocks[static_cast<std::size_t>(exiting)].back()).op;
                    // A break behind a continue guard cannot redirect what follows the body
                    // (the guard closes there), so it also sets a flag checked after the body.
                    bool flag_break = exiting >= 0 && exit_op == Op::kBreak && continue_guard;
                    std::vector<Block> blocks(2);
                    for (int b = 0; b < 2; ++b) {
                        Env inner = env;
                        Block source = inst.blocks[static_cast<std::size_t>(b)];
                        if (b == exiting) source.pop_back();  // the exit becomes the guard below
                        Block* target = &blocks[static_cast<std::size_t>(b)];
                        Exit e = Copy(source, target, inner, false);
                        if (e != Exit::kFallthrough && e != Exit::kReturn) return Exit::kStuck;
                        if (b == exiting && flag_break) SetBrokeFlag(*target, true, inst.span);
                    }
                    std::vector<VarRef> stored;
                    CollectStoredVars(f, inst.blocks[0], stored);
                    CollectStoredVars(f, inst.blocks[1], stored);
                    Forget(env.known, stored);
                    InstId condition = inst.operands[0];
                    Span span = inst.span;
                    inst.blocks = std::move(blocks);
                    Emit(*out, std::move(inst));
                    if (exiting < 0) continue;
                    // What follows runs only when the exit was not taken.
                    if (exit_op == Op::kContinue && !continue_guard) {
                        continue_guard = true;
                        continue_base = out;
                        continue_snapshot = env.known;
                    }
                    if (exit_op == Op::kBreak && !flag_break) break_guard = true;
                    if (flag_break) pending_broke = true;
                    if (exiting == 0) {
                        Instruction negate;
                        negate.op = Op::kNot;
                        negate.type = module.types.Bool();
                        negate.operands = {condition};
                        negate.span = span;
                        condition = Emit(*out, std::move(negate));
                    }
                    Instruction guard;
                    guard.op = Op::kIf;
                    guard.type = module.types.Void();
                    guard.operands = {condition};
                    guard.span = span;
                    guard.blocks.resize(2);
                    InstId guard_id = Emit(*out, std::move(guard));
                    guard_blocks.emplace_back();
                    guard_patches.emplace_back(guard_id, guard_blocks.size() - 1);
                    out = &guard_blocks.back();
                    continue;
                }
                case Op::kLoop: {
                    // An inner loop the first round could not unroll: copy it as it is;
                    // the next round may unroll the copy, now that more is constant.
                    Cloner cloner{f, {}, std::vector<InstId>(f.insts.size())};
                    for (auto [slot, copy] : env.values) cloner.values[slot] = copy;
                    InstId clone = cloner.CloneInst(f, id);
                    ++emitted;
                    out->push_back(clone);
                    std::vector<VarRef> stored;
                    CollectStoredVars(f, f.At(id).blocks[0], stored);
                    CollectStoredVars(f, f.At(id).blocks[1], stored);
                    Forget(env.known, stored);
                    continue;
                }
                case Op::kReturn:
                    Emit(*out, inst);
                    return Exit::kReturn;
                case Op::kCall:
                    env.values[id.value] = Emit(*out, inst);
                    Forget(env.known, inst.vars);
                    continue;
                default:
                    if (auto value = TryFold(module.types, f, inst)) {
                        inst.op = Op::kConstant;
                        inst.literal = std::move(*value);
                        inst.operands.clear();
                        inst.indices.clear();
                    }
                    env.values[id.value] = Emit(*out, std::move(inst));
                    continue;
            }
        }
        return Exit::kFallthrough;
    }

    void Error(InstId loop, const std::string& message) {
        // With loops kept, the loop stays (its caller notes it as failed).
        if (options.keep_loops) return;
        ReportError(diagnostics, f.At(loop).span, message);
        ok = false;
    }

    // Reports the instruction limit (of this loop, or of all of the function's loops) that
    // unrolling `loop` has passed so far, if any.
    bool PastALimit(InstId loop) {
        // With loops kept, nothing more is unrolled in this function past a size limit:
        // each enclosing loop would copy the kept one up to the limit again (piglit's 16
        // nested 16-iteration loops ran away).
        const bool past = emitted > options.max_instructions ||
                          std::uint64_t{total} + emitted > options.max_total_instructions;
        past_limit = past_limit || (past && options.keep_loops);
        if (emitted > options.max_instructions) {
            Error(loop, "unrolling this loop makes more than " + std::to_string(options.max_instructions) +
                            " instructions, the limit");
            return true;
        }
        if (std::uint64_t{total} + emitted > options.max_total_instructions) {
            Error(loop, "unrolling the loops of '" + f.name + "' makes more than " +
                            std::to_string(options.max_total_instructions) +
                            " instructions, the limit for a function (this loop passes it)");
            return true;
        }
        return false;
    }

    // Unrolls `loop` entered with `known`; on success replaces `known` with the state after
    // it, fills `out`, and returns how the last copy ended.
    std::optional<Exit> Unroll(InstId loop, Known& known, Block& out, std::vector<InstId>& failed) {
        Env env{known, {}};
        emitted = 0;
        guard_blocks.clear();
        guard_patches.clear();
        break_guard = false;
        broke.reset();
        unroll_out = &out;
        Block* target = &out;
        for (std::uint32_t iteration = 0;; ++iteration) {
            if (iteration == options.max_iterations) {
                // With a guarded break, running on means no constant exit was found: the
                // loop ends when a run-time condition says so.
                if (break_guard) Error(loop, "cannot unroll loop: its trip count is not a compile-time constant");
                else Error(loop, "loop runs more than " + std::to_string(options.max_iterations) +
                                     " times, the unrolling limit");
                failed.push_back(loop);
                return std::nullopt;
            }
            continue_guard = false;
            pending_broke = false;
            Exit e = Copy(f.At(loop).blocks[0], target, env, true);
            if (continue_guard && e != Exit::kStuck) {
                // The continuing block runs whether or not the body continued early.
                target = continue_base;
                env.known = continue_snapshot;
                std::vector<VarRef> stored;
                CollectStoredVars(f, f.At(loop).blocks[0], stored);
                Forget(env.known, stored);
                if (e == Exit::kBreak || e == Exit::kReturn) return std::nullopt;  // exits under a guard: give up
                e = Exit::kFallthrough;
                if (pending_broke) GuardOnBrokeFlag(target, f.At(loop).span);
            }
            if (e == Exit::kFallthrough || e == Exit::kContinue) e = Copy(f.At(loop).blocks[1], target, env, false);
            if (e == Exit::kStuck) return std::nullopt;
            if (PastALimit(loop)) {
                failed.push_back(loop);
                return std::nullopt;
            }
            if (e != Exit::kBreak && e != Exit::kReturn) continue;
            total += emitted;
            for (auto [guard, index] : guard_patches) f.At(guard).blocks[0] = std::move(guard_blocks[index]);
            if (!break_guard) {
                known = std::move(env.known);
                return e;
            }
            // Some paths left early: after the loop only what the loop never writes is known,
            // and a return in the last copy does not end every path.
            std::vector<VarRef> stored;
            CollectStoredVars(f, f.At(loop).blocks[0], stored);
            CollectStoredVars(f, f.At(loop).blocks[1], stored);
            Forget(known, stored);
            return Exit::kBreak;
        }
    }

    std::vector<InstId> failed;

    void Walk(Block& block, Known known) {
        Block out;
        for (InstId id : Block(block)) {
            Op op = f.At(id).op;
            if (op == Op::kLoad) {
                if (!Find(known, f.At(id).vars[0])) Set(known, f.At(id).vars[0], id);
            } else if (op == Op::kStore) {
                Set(known, f.At(id).vars[0], f.At(id).operands[0]);
            } else if (op == Op::kCall) {
                Forget(known, f.At(id).vars);
            } else if (op == Op::kIf || op == Op::kLoop) {
                std::vector<VarRef> stored;
                CollectStoredVars(f, f.At(id).blocks[0], stored);
                CollectStoredVars(f, f.At(id).blocks[1], stored);
                Known inner = known;
                if (op == Op::kLoop) Forget(inner, stored);
                for (std::size_t b = 0; b < 2; ++b) {
                    Block nested = f.At(id).blocks[b];
                    Walk(nested, inner);
                    f.At(id).blocks[b] = std::move(nested);
                }
                if (op == Op::kLoop && ok && !past_limit && std::find(failed.begin(), failed.end(), id) == failed.end()) {
                    Block unrolled;
                    Known after = known;
                    std::optional<Exit> e = Unroll(id, after, unrolled, failed);
                    // Last resort for exits nested in run-time ifs: as flags, then again.
                    if (!e && ok && allow_guards && !options.keep_loops &&
                        std::find(failed.begin(), failed.end(), id) == failed.end() &&
                        LowerExitsToFlags(module, f, id)) {
                        unrolled.clear();
                        after = known;
                        e = Unroll(id, after, unrolled, failed);
                    }
                    if (e) {
                        progress = true;
                        out.insert(out.end(), unrolled.begin(), unrolled.end());
                        known = std::move(after);
                        if (*e == Exit::kReturn) break;  // the loop always returns: nothing follows
                        continue;
                    }
                }
                Forget(known, stored);
            }
            out.push_back(id);
        }
        block = std::move(out);
    }
};

}  // namespace

Result LowerUnroll(Module& module, DiagnosticList& diagnostics, const UnrollOptions& options) {
    Result result;
    for (Function& f : module.functions) {
        if (!ContainsOp(f, f.body, Op::kLoop)) continue;  // nothing to unroll or report
        State state(module, f, diagnostics, options);
        // Each round unrolls every loop it can, innermost first; a loop whose bounds come
        // from an outer loop's counter unrolls in the round after the outer one did. Guarded
        // exits (a break under a run-time condition) are tried only once nothing else
        // unrolls: a guarded loop without a constant exit costs a full run to the limit.
        for (bool guards : {false, true}) {
            state.allow_guards = guards;
            for (int round = 0; round < 16; ++round) {
                state.progress = false;
                state.Walk(f.body, {});
                result.progress = result.progress || state.progress;
                if (!state.progress || !state.ok) break;
            }
        }
        // After a limit error, the loops left are the one past the limit and copies of it.
        if (state.ok && !options.keep_loops) ForEachInst(f, [&](InstId id) {
            if (f.At(id).op != Op::kLoop) return;
            if (std::find(state.failed.begin(), state.failed.end(), id) != state.failed.end()) return;
            state.Error(id, "cannot unroll loop: its trip count is not a compile-time constant");
        });
        result.ok = result.ok && state.ok;
    }
    return result;
}

Result LowerUnroll(Module& module, DiagnosticList& diagnostics) {
    return LowerUnroll(module, diagnostics, UnrollOptions{});
}

}  // namespace tessera::ir::passes
