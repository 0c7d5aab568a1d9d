// SPDX-License-Identifier: MIT
// lower_flatten_loops: a loop nest deeper than the target runs, as fewer loops with the same
// meaning (fp40, issue 34: piglit's glsl-fs-unroll-explosion nests sixteen loops of sixteen,
// NV_fragment_program2 runs four).
//
// A loop whose body ends in a loop, with nothing after it and no other loop in it,
//
//     loop { H; loop { B } continuing { C } } continuing { D }
//
// runs H, then the inner loop to its end, then D, again and again. One loop runs the same
// steps when a flag says which phase it is in:
//
//     store $inner, false
//     loop {
//       if not $inner { H; store $inner, true }    # H's breaks still leave the loop
//       B'                                         # B, each of its own breaks replaced by
//     } continuing {                               #   `store $inner, false; continue`
//       if $inner { C } else { D }
//     }
//
// An iteration of the inner loop is an iteration of the new loop: B', then C. When it
// ends (a break of B), the flag falls and `continue` goes to the continuing block, which runs
// D instead of C, and the next iteration runs H again: the outer loop's next iteration. A
// `continue` of B runs C, as before; a `continue` of H (an outer iteration given up) runs D.
// Breaks in loops nested in B belong to those loops and stay. A value of H the inner loop
// reads (copy propagation forwards loads of the counters into it) would not be there on
// the later iterations, which skip H: a constant, or a load of a global neither H nor the
// inner loop stores, is made again at the top of B' (and of C when C reads it); any other value is
// stored in a local at the end of H and loaded there. The continuing blocks read no body
// values (lower_exit_flags.h).
//
// Each flattening takes one level off the nest, so a nest of counted loops becomes an
// odometer: one loop whose iterations step the innermost counter, and, when it runs out,
// the next one out. The count is not a REP count (NV_fragment_program2's REP runs 255
// times at most, four nested: 255^4, fewer than 16^16): the flattened loop ends by its own
// breaks, inside two REPs of 255 (isel_flow.cpp), which outlast MAX_PROGRAM_EXEC_INSTRUCTIONS_NV.
#include "ir/passes/lower_flatten_loops.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "ir/passes/ir_util.h"

namespace tessera::ir::passes {

namespace {

int LoopDepth(const Function& f, const Block& block) {
    int depth = 0;
    for (InstId id : block) {
        const Instruction& inst = f.At(id);
        for (const Block& nested : inst.blocks)
            depth = std::max(depth, LoopDepth(f, nested) + (inst.op == Op::kLoop ? 1 : 0));
    }
    return depth;
}

int LoopDepth(const Function& f, InstId loop) {
    const Instruction& inst = f.At(loop);
    return 1 + std::max(LoopDepth(f, inst.blocks[0]), LoopDepth(f, inst.blocks[1]));
}

void CollectDefined(const Function& f, const Block& block, std::unordered_set<std::uint32_t>& out) {
    for (InstId id : block) {
        out.insert(id.value);
        for (const Block& nested : f.At(id).blocks) CollectDefined(f, nested, out);
    }
}

// The values of `values` that `block` reads, in the order it first reads them.
void CollectUsed(const Function& f, const Block& block, const std::unordered_set<std::uint32_t>& values,
                 std::vector<InstId>& out) {
    for (InstId id : block) {
        for (InstId op : f.At(id).operands)
            if (values.count(op.value) && std::find(out.begin(), out.end(), op) == out.end()) out.push_back(op);
        for (const Block& nested : f.At(id).blocks) CollectUsed(f, nested, values, out);
    }
}

void Rename(Function& f, const Block& block, const std::unordered_map<std::uint32_t, InstId>& map) {
    for (InstId id : block) {
        for (InstId& op : f.At(id).operands)
            if (const auto found = map.find(op.value); found != map.end()) op = found->second;
        for (std::size_t b = 0; b < f.At(id).blocks.size(); ++b) Rename(f, f.At(id).blocks[b], map);
    }
}

struct State {
    Module& module;
    Function& f;

    // `loop { H; M }` with M a loop and no loop in H.
    bool HasShape(InstId loop) const {
        const Block& body = f.At(loop).blocks[0];
        if (body.empty() || f.At(body.back()).op != Op::kLoop) return false;
        return !ContainsOp(f, Block(body.begin(), body.end() - 1), Op::kLoop);
    }

    VarRef NewLocal(const char* name, TypeId type, Span span) {
        f.locals.push_back({name, type, span});
        return VarRef{VarRef::Scope::kLocal, static_cast<std::uint32_t>(f.locals.size() - 1)};
    }

    // Makes the values of `head` that `inner` (the inner loop's body or continuing block)
    // reads again at its top, storing in `head` those that cannot be made again.
    void CarryValues(Block& head, InstId inner_loop, std::size_t which, std::unordered_map<std::uint32_t, VarRef>& spills) {
        std::unordered_set<std::uint32_t> defined;
        CollectDefined(f, head, defined);
        std::vector<InstId> used;
        CollectUsed(f, f.At(inner_loop).blocks[which], defined, used);
        if (used.empty()) return;
        std::vector<VarRef> stored;  // by the outer loop's body: H after the load, or the inner loop
        CollectStoredVars(f, head, stored);
        CollectStoredVars(f, f.At(inner_loop).blocks[0], stored);
        CollectStoredVars(f, f.At(inner_loop).blocks[1], stored);
        Block top;
        std::unordered_map<std::uint32_t, InstId> map;
        for (InstId value : used) {
            const Instruction& inst = f.At(value);
            const bool global_load = inst.op == Op::kLoad && inst.vars[0].scope == VarRef::Scope::kGlobal &&
                                     std::find(stored.begin(), stored.end(), inst.vars[0]) == stored.end();
            if (inst.op == Op::kConstant || global_load) {
                map[value.value] = AddInst(f, Instruction(inst));
                top.push_back(map[value.value]);
                continue;
            }
            auto spill = spills.find(value.value);
            const TypeId type = inst.type;
            const Span span = inst.span;
            if (spill == spills.end()) {
                spill = spills.emplace(value.value, NewLocal("carried", type, span)).first;
                EmitStore(f, head, module.types.Void(), spill->second, value, span);
            }
            map[value.value] = EmitLoad(f, top, type, spill->second, span);
        }
        Block& block = f.At(inner_loop).blocks[which];
        Rename(f, block, map);
        block.insert(block.begin(), top.begin(), top.end());
    }

    InstId Emit(Block& out, Op op, TypeId type, std::vector<InstId> operands, Span span) {
        return EmitInst(f, out, op, type, std::move(operands), {}, span);
    }
    void Store(Block& out, VarRef flag, bool value, Span span) {
        const InstId c = AddConstant(f, module.types.Bool(), {value ? 1.0 : 0.0}, span);
        out.push_back(c);
        EmitStore(f, out, module.types.Void(), flag, c, span);
    }
    InstId Load(Block& out, VarRef flag, Span span) { return EmitLoad(f, out, module.types.Bool(), flag, span); }
    void If(Block& out, InstId condition, Block then, Block otherwise, Span span) {
        Instruction inst;
        inst.op = Op::kIf;
        inst.type = module.types.Void();
        inst.operands = {condition};
        inst.blocks = {std::move(then), std::move(otherwise)};
        inst.span = span;
        out.push_back(AddInst(f, std::move(inst)));
    }

    // The inner loop's own breaks (not those of loops nested in it) end its phase.
    void ReplaceBreaks(Block& block, VarRef inner) {
        Block out;
        for (InstId id : block) {
            const Op op = f.At(id).op;
            if (op == Op::kBreak) {
                const Span span = f.At(id).span;
                Store(out, inner, false, span);
                Emit(out, Op::kContinue, module.types.Void(), {}, span);
                continue;
            }
            if (op == Op::kIf) {
                for (std::size_t b = 0; b < 2; ++b) {
                    Block nested = f.At(id).blocks[b];
                    ReplaceBreaks(nested, inner);
                    f.At(id).blocks[b] = std::move(nested);
                }
            }
            out.push_back(id);
        }
        block = std::move(out);
    }

    // Rewrites `loop` as the file comment shows; `before` receives the flag's first store.
    void Flatten(InstId loop, Block& before) {
        const Span span = f.At(loop).span;
        Block head = f.At(loop).blocks[0];
        const Block outer_continuing = f.At(loop).blocks[1];
        const InstId inner_loop = head.back();
        head.pop_back();
        std::unordered_map<std::uint32_t, VarRef> spills;
        for (std::size_t which = 0; which < 2; ++which) CarryValues(head, inner_loop, which, spills);
        Block inner_body = f.At(inner_loop).blocks[0];
        const Block inner_continuing = f.At(inner_loop).blocks[1];

        const VarRef inner = NewLocal("inner", module.types.Bool(), span);
        Store(before, inner, false, span);
        ReplaceBreaks(inner_body, inner);
        Store(head, inner, true, span);

        Block body;
        const InstId outside = Emit(body, Op::kNot, module.types.Bool(), {Load(body, inner, span)}, span);
        If(body, outside, std::move(head), {}, span);
        body.insert(body.end(), inner_body.begin(), inner_body.end());
        Block continuing;
        If(continuing, Load(continuing, inner, span), inner_continuing, outer_continuing, span);
        f.At(loop).blocks = {std::move(body), std::move(continuing)};
    }

    // Flattens the first loop (outermost first) nesting more than two deep that has the
    // shape; returns whether there was one.
    bool FlattenOne(Block& block) {
        for (std::size_t i = 0; i < block.size(); ++i) {
            const InstId id = block[i];
            if (f.At(id).op == Op::kLoop && LoopDepth(f, id) > 2 && HasShape(id)) {
                Block before;
                Flatten(id, before);
                block.insert(block.begin() + static_cast<std::ptrdiff_t>(i), before.begin(), before.end());
                return true;
            }
            for (std::size_t b = 0; b < f.At(id).blocks.size(); ++b) {
                Block nested = f.At(id).blocks[b];
                if (!FlattenOne(nested)) continue;
                f.At(id).blocks[b] = std::move(nested);
                return true;
            }
        }
        return false;
    }
};

}  // namespace

bool FlattenDeepLoopNests(Module& module, Function& function) {
    if (LoopDepth(function, function.body) <= kMaxKeptLoopDepth) return false;
    State state{module, function};
    bool flattened = false;
    while (LoopDepth(function, function.body) > 2 && state.FlattenOne(function.body)) flattened = true;
    return flattened;
}

}  // namespace tessera::ir::passes
