// SPDX-License-Identifier: MIT
// lower_if_to_select: if-conversion, the way ARBfp has to do it (it has no branches).
//
// Both sides of an `if` run, one after the other, in the parent block. A side writes its
// locals as it pleases (its own reads see its own values, as on its path) and, at its end,
// each local it wrote is set back to its value from before the side unless the side's
// condition holds: one select per variable and join, however many stores the side makes
// (FXAA 3.11's edge search stores each variable twice per level, eleven levels deep):
//
//     if %c { store $x, %a } else { store $x, %b }
//       ==>   %o = load $x;  store $x, %a;  %l = load $x;  %s = select %c, %l, %o;  store $x, %s
//             %n = not %c
//             %p = load $x;  store $x, %b;  %m = load $x;  %t = select %n, %m, %p;  store $x, %t
//
// That is exact even when a side reads a variable the other wrote: the else side starts
// from what the then side left, which is the old value wherever the else side is taken.
// Nested ifs are flattened first (inner before outer), so an inner join is wrapped again by
// the outer one; a `discard` takes the condition (`discard %c`, or `and` of both for an
// already conditional one). Everything else on the two sides is pure and simply runs:
// ARBfp evaluates both sides of a CMP too, so a texture sample or a division in the untaken
// side is harmless.
//
// A join needs its select only when something can observe the old value. A local that
// nothing reads after the `if` (and that the other side does not read) keeps whatever the
// side wrote. This matters most under an early return: `if (c) return x;` wraps the whole
// rest of the function in `if (!returned)`, and without this rule every variable there
// would pay one more CMP per component, although only `$result` is read after it.
// (FXAA 3.11 for arbfp1: 377 instructions before both rules, 265 after; cgc wrote 260.)
//
// Two things cannot be made conditional this way, so they are rewritten first:
//  - early returns become a "returned" flag (lower_returns.h), which guards the rest with
//    ifs that this pass then flattens;
//  - outputs cannot be loaded, so an output stored under an `if` gets a local shadow that
//    takes every store, and is copied to the output once at the end. An output that a path
//    never writes then gets `undef`, which is what that path left in it before. (A global
//    that still reached a side would keep a select per store.)
// The loads and selects this leaves behind are for lower_promote_variables and the opt
// passes (select of not, select of equal values, select of select) to clean up.
#include "ir/passes/lower_if_to_select.h"

#include <algorithm>
#include <utility>

#include "ir/passes/ir_util.h"
#include "ir/passes/lower_exit_flags.h"
#include "ir/passes/lower_flatten_loops.h"
#include "ir/passes/lower_returns.h"

namespace tessera::ir::passes {

namespace {

// Per local of the function: whether it may be read (at some point the pass is looking at).
using LocalSet = std::vector<bool>;

struct State {
    Module& module;
    Function& f;
    bool keep_loops = false;

    InstId Emit(Block& out, Op op, TypeId type, std::vector<InstId> operands, Span span) {
        Instruction inst;
        inst.op = op;
        inst.type = type;
        inst.operands = std::move(operands);
        inst.span = span;
        InstId id = AddInst(f, std::move(inst));
        out.push_back(id);
        return id;
    }

    // `c ? a : b` for a value of any type: select works on scalars and vectors, so a
    // matrix, array or struct is taken apart, selected element by element, and rebuilt.
    InstId SelectValue(Block& out, InstId c, InstId a, InstId b, TypeId type, Span span) {
        const Type& t = module.types.Get(type);
        if (t.IsNumeric()) return Emit(out, Op::kSelect, type, {c, a, b}, span);
        std::uint32_t count = t.kind == Type::Kind::kMatrix ? t.rows
                              : t.kind == Type::Kind::kArray ? t.count
                                                             : static_cast<std::uint32_t>(t.fields.size());
        std::vector<InstId> parts;
        for (std::uint32_t i = 0; i < count; ++i) {
            TypeId element = t.kind == Type::Kind::kMatrix ? module.types.Vector(ScalarKind::kFloat, t.columns)
                             : t.kind == Type::Kind::kArray ? t.element
                                                            : t.fields[i].type;
            InstId ea = Emit(out, Op::kExtract, element, {a}, span);
            f.At(ea).indices = {i};
            InstId eb = Emit(out, Op::kExtract, element, {b}, span);
            f.At(eb).indices = {i};
            parts.push_back(SelectValue(out, c, ea, eb, element, span));
        }
        return Emit(out, Op::kConstruct, type, std::move(parts), span);
    }

    // Moves `block`'s instructions (flattened already) to `out`, making their effects happen
    // only when `c` holds. A discard takes the condition. The locals the block stores are
    // written unconditionally inside it (its own reads see its own values, as on its path)
    // and, at its end, each one `observed` holds is set back to its value from before the
    // block unless `c` holds: one select per variable and join, however many stores the
    // block makes. A global (an output, which cannot be loaded) keeps a select per store.
    void Hoist(const Block& block, InstId c, const LocalSet& observed, Span span, Block& out) {
        std::vector<std::pair<VarRef, InstId>> before;  // observed locals, their old values
        for (InstId id : block) {
            const Instruction& inst = f.At(id);
            if (inst.op != Op::kStore || !IsLocal(inst.vars[0]) || !observed[inst.vars[0].index]) continue;
            const VarRef var = inst.vars[0];
            auto same = [var](const auto& entry) { return entry.first == var; };
            if (std::none_of(before.begin(), before.end(), same)) before.push_back({var, Load(out, var, span)});
        }
        for (InstId id : block) {
            Op op = f.At(id).op;
            if (op == Op::kStore && !IsLocal(f.At(id).vars[0])) {
                VarRef var = f.At(id).vars[0];
                TypeId type = f.At(f.At(id).operands[0]).type;
                InstId old = Emit(out, Op::kLoad, type, {}, f.At(id).span);
                f.At(old).vars = {var};
                f.At(id).operands[0] = SelectValue(out, c, f.At(id).operands[0], old, type, f.At(id).span);
            } else if (op == Op::kDiscard) {
                InstId when = c;
                if (!f.At(id).operands.empty())
                    when = Emit(out, Op::kAnd, module.types.Bool(), {c, f.At(id).operands[0]}, f.At(id).span);
                f.At(id).operands = {when};
            }
            out.push_back(id);
        }
        for (const auto& [var, old] : before) {
            const TypeId type = f.locals[var.index].type;
            InstId merged = SelectValue(out, c, Load(out, var, span), old, type, span);
            InstId store = Emit(out, Op::kStore, module.types.Void(), {merged}, span);
            f.At(store).vars = {var};
        }
    }

    InstId Load(Block& out, VarRef var, Span span) {
        InstId load = Emit(out, Op::kLoad, f.locals[var.index].type, {}, span);
        f.At(load).vars = {var};
        return load;
    }

    static bool IsLocal(VarRef var) { return var.scope == VarRef::Scope::kLocal; }

    // Flattens the ifs of `block`; `read_after` holds the locals something after the block
    // may read.
    void Flatten(Block& block, const LocalSet& read_after) {
        const Block original = block;
        // after[i]: the locals that may be read after original[i].
        std::vector<LocalSet> after(original.size(), read_after);
        for (std::size_t i = original.size(); i-- > 1;) {
            after[i - 1] = after[i];
            MarkReads(original[i], after[i - 1]);
        }
        Block out;
        for (std::size_t i = 0; i < original.size(); ++i) {
            const InstId id = original[i];
            if (keep_loops && (f.At(id).op == Op::kLoop || (f.At(id).op == Op::kIf && HoldsControl(id)))) {
                // A kept loop's body runs again, and a kept `if` is a branch around code
                // flattened as usual: any local may be read after anything in them.
                for (std::size_t b = 0; b < f.At(id).blocks.size(); ++b) {
                    Block nested = f.At(id).blocks[b];
                    Flatten(nested, LocalSet(f.locals.size(), true));
                    f.At(id).blocks[b] = std::move(nested);
                }
                out.push_back(id);
                continue;
            }
            if (f.At(id).op != Op::kIf) {
                out.push_back(id);
                continue;
            }
            // The then side runs first once flattened: what the else side reads, and the old
            // values its conditional stores keep, are read after it.
            LocalSet then_after = after[i];
            MarkReads(f.At(id).blocks[1], then_after, true);
            for (std::size_t b = 0; b < 2; ++b) {
                Block nested = f.At(id).blocks[b];
                Flatten(nested, b == 0 ? then_after : after[i]);
                f.At(id).blocks[b] = std::move(nested);
            }
            InstId c = f.At(id).operands[0];
            Span span = f.At(id).span;
            Hoist(Block(f.At(id).blocks[0]), c, then_after, span, out);
            if (!f.At(id).blocks[1].empty()) {
                InstId not_c = Emit(out, Op::kNot, module.types.Bool(), {c}, span);
                Hoist(Block(f.At(id).blocks[1]), not_c, after[i], span, out);
            }
        }
        block = std::move(out);
    }

    // An `if` if-conversion leaves to a target with loops: it holds a break, a continue or a loop.
    bool HoldsControl(InstId id) const {
        for (const Block& b : f.At(id).blocks)
            if (ContainsOp(f, b, Op::kLoop) || ContainsOp(f, b, Op::kBreak) || ContainsOp(f, b, Op::kContinue))
                return true;
        return false;
    }

    // Adds to `reads` the locals `id` (and its nested blocks) may read: its loads, and the
    // variables an `if` in it stores, whose old value the flattened store reads.
    void MarkReads(InstId id, LocalSet& reads) const { MarkReads(Block{id}, reads, false); }
    void MarkReads(const Block& block, LocalSet& reads, bool under_if = false) const {
        for (InstId id : block) {
            const Instruction& inst = f.At(id);
            const bool conditional_store = inst.op == Op::kStore && under_if;
            if ((inst.op == Op::kLoad || conditional_store) && inst.vars[0].scope == VarRef::Scope::kLocal)
                reads[inst.vars[0].index] = true;
            for (const Block& nested : inst.blocks) MarkReads(nested, reads, under_if || inst.op == Op::kIf);
        }
    }


    void ShadowOutputs() {
        std::vector<VarRef> stored;
        ForEachInst(f, [&](InstId id) {
            if (f.At(id).op != Op::kIf) return;
            CollectStoredVars(f, f.At(id).blocks[0], stored);
            CollectStoredVars(f, f.At(id).blocks[1], stored);
        });
        Block prologue, epilogue;
        for (VarRef g : stored) {
            if (g.scope != VarRef::Scope::kGlobal) continue;
            const Global& global = module.globals[g.index];
            f.locals.push_back({global.name, global.type, global.span});
            VarRef shadow{VarRef::Scope::kLocal, static_cast<std::uint32_t>(f.locals.size() - 1)};
            ForEachInst(f, [&](InstId id) {
                for (VarRef& v : f.At(id).vars)
                    if (v == g) v = shadow;
            });
            InstId undef = Emit(prologue, Op::kUndef, global.type, {}, global.span);
            InstId init = Emit(prologue, Op::kStore, module.types.Void(), {undef}, global.span);
            f.At(init).vars = {shadow};
            InstId value = Emit(epilogue, Op::kLoad, global.type, {}, global.span);
            f.At(value).vars = {shadow};
            InstId copy = Emit(epilogue, Op::kStore, module.types.Void(), {value}, global.span);
            f.At(copy).vars = {g};
        }
        f.body.insert(f.body.begin(), prologue.begin(), prologue.end());
        bool ends_with_ret = !f.body.empty() && f.At(f.body.back()).op == Op::kReturn;
        f.body.insert(ends_with_ret ? f.body.end() - 1 : f.body.end(), epilogue.begin(), epilogue.end());
    }
};

// The first `if` holding something if-conversion cannot make conditional, and what.
const char* Blocker(const Function& f, InstId& where) {
    const char* what = nullptr;
    ForEachInst(f, [&](InstId id) {
        if (what || f.At(id).op != Op::kIf) return;
        for (const Block& b : f.At(id).blocks) {
            if (ContainsOp(f, b, Op::kLoop)) what = "a loop (run lower_unroll first)";
            else if (ContainsOp(f, b, Op::kCall)) what = "a call (run lower_inline first)";
            else if (ContainsOp(f, b, Op::kBreak) || ContainsOp(f, b, Op::kContinue))
                what = "a break or continue of a loop (run lower_unroll first)";
            if (what) {
                where = id;
                return;
            }
        }
    });
    return what;
}

}  // namespace

Result LowerIfToSelect(Module& module, DiagnosticList& diagnostics) {
    return LowerIfToSelect(module, diagnostics, false);
}

Result LowerIfToSelect(Module& module, DiagnosticList& diagnostics, bool keep_loops) {
    Result result;
    for (Function& f : module.functions) {
        InstId where;
        if (const char* what = keep_loops ? nullptr : Blocker(f, where)) {
            ReportError(diagnostics, f.At(where).span,
                              std::string("cannot if-convert: the if holds ") + what);
            result.ok = false;
            continue;
        }
        if (keep_loops) {
            // The target runs 4 nested loops: a deeper nest becomes fewer loops whose exits
            // are continues (lower_flatten_loops.h). It has BRK but no continue: each kept
            // loop's continues become a flag guarding the rest of its body (ifs, which the
            // flattening below handles).
            result.progress = FlattenDeepLoopNests(module, f) || result.progress;
            std::vector<InstId> loops;
            ForEachInst(f, [&](InstId id) {
                if (f.At(id).op == Op::kLoop) loops.push_back(id);
            });
            for (InstId loop : loops) result.progress = LowerExitsToFlags(module, f, loop, true) || result.progress;
        }
        if (!ContainsOp(f, f.body, Op::kIf) && !HasEarlyReturn(f)) continue;
        State state{module, f, keep_loops};
        LowerReturns(module.types, f);
        state.ShadowOutputs();
        // Nothing reads a local after the function (the result is returned as a value).
        state.Flatten(f.body, LocalSet(f.locals.size(), false));
        result.progress = true;
    }
    return result;
}

}  // namespace tessera::ir::passes
