// SPDX-License-Identifier: MIT
// Instruction selection for code with loops left in it (fp40, issue 34): REP/ENDREP and BRK
// of NV_fragment_program2, and the variables the loops carry.
//
// The pipeline keeps the loops it cannot unroll (PipelineOptions::keep_loops), with the
// locals their iterations share and the `if %c { break }` that end them. This is the
// simplest correct way to write them, as cgc wrote loops whose count is a uniform:
//
//     REP c[k].x;                  (a literal 255: the count must be a program parameter,
//     ...                           NV_fragment_program2 3.11.X.9, and at most
//     MOVRC RC.x, <condition>;      MAX_PROGRAM_LOOP_COUNT_NV, 255 at least)
//     BRK   (NE.x);
//     ...
//     ENDREP;
//
// - A local is a home register; a load copies it into a fresh register and a store copies a
//   value into it, so a value read before a store keeps what it read (the IR's values are
//   immutable). Values are not shared across a loop's boundary by reference: every value is
//   lowered and made one operand (Settle) where the IR defines it, never first at a use in
//   a deeper block, which a loop that runs no iteration would skip. The idioms that lower a
//   value at its user (deferral, comparisons kept for CMP) are off.
// - A loop runs at most 255 iterations (cgc's loops had the same bound).
// - What is not written yet: `continue`, an `if` holding anything but a lone `break` (ifs
//   if-conversion could flatten are flattened before), locals of aggregate type; each is an
//   error at its span.
// The machine passes leave such code in its order (arbfp_writer.cpp) and register
// allocation keeps every register a loop touches live through the whole loop.
#include <functional>

#include "lang/arbfp/writer/selector.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

/// The most iterations a REP runs: NV_fragment_program2's MAX_PROGRAM_LOOP_COUNT_NV minimum.
constexpr float kMaxIterations = 255;

bool HasLoop(const ir::Function& f, const ir::Block& block) {
    for (ir::InstId id : block) {
        const ir::Instruction& inst = f.At(id);
        if (inst.op == ir::Op::kLoop) return true;
        for (const ir::Block& nested : inst.blocks)
            if (HasLoop(f, nested)) return true;
    }
    return false;
}

}  // namespace

bool HasControlFlow(const Machine& machine) {
    for (const MInst& inst : machine.code)
        if (IsFlowInstruction(inst.op)) return true;
    return false;
}

bool Selector::Structured() const { return target_.has_loops && HasLoop(fn_, fn_.body); }

void Selector::ComputeStructuredLiveness() {
    const std::size_t n = fn_.insts.size();
    live_.assign(n, 1);
    uses_.assign(n, 0);
    users_.assign(n, ir::InstId{});
    only_added_.assign(n, 0);
    deferred_.assign(n, 0);
    std::function<void(const ir::Block&)> count = [&](const ir::Block& block) {
        for (ir::InstId id : block) {
            const ir::Instruction& inst = fn_.At(id);
            for (ir::InstId op : inst.operands) {
                ++uses_[op.value];
                users_[op.value] = id;
            }
            for (const ir::Block& nested : inst.blocks) count(nested);
        }
    };
    count(fn_.body);
}

void Selector::Settle(Val& v) {
    if (v.cond >= 0) {
        v = MaterializeCondition(v.cond);
        return;
    }
    for (Val& e : v.elems) Settle(e);
    if (!v.aggregate && !v.is_sampler && !v.lanes.empty()) Materialize(v);
}

std::uint32_t Selector::Home(ir::VarRef ref, const ir::Instruction& inst) {
    auto found = homes_.find(ref.index);
    if (found != homes_.end()) return found->second;
    const ir::Type& t = module_.types.Get(fn_.locals[ref.index].type);
    if (t.kind != ir::Type::Kind::kScalar && t.kind != ir::Type::Kind::kVector) {
        diags_.Error(inst.span, "a local of type '" + module_.types.Name(fn_.locals[ref.index].type) +
                                    "' carried by a loop is not written yet (scalars and vectors are)");
        return homes_[ref.index] = NewVReg(4);
    }
    return homes_[ref.index] = NewVReg(t.Width());
}

bool Selector::LowerLocal(ir::InstId id, const ir::Instruction& inst) {
    const bool load = inst.op == ir::Op::kLoad, store = inst.op == ir::Op::kStore;
    if ((!load && !store) || inst.vars[0].scope != ir::VarRef::Scope::kLocal) return false;
    const ir::VarRef ref = inst.vars[0];
    if (ref.index < bindings_.locals.size() && bindings_.locals[ref.index].bound) return false;  // a parameter
    lowered_[id.value] = 1;
    span_ = inst.span;
    const std::uint32_t home = Home(ref, inst);
    const int width = m_.vregs[home].width;
    if (store) {
        Val v = Value(inst.operands[0]);
        Emit(Opcode::kMOV, ToVReg(home, Mask(width)), {Operand(v)});
    } else {
        const std::uint32_t copy = NewVReg(width);
        Emit(Opcode::kMOV, ToVReg(copy, Mask(width)), {Operand(VRegVal(home, width))});
        vals_[id.value] = VRegVal(copy, width);
    }
    return true;
}

void Selector::LowerBlock(const ir::Block& block) {
    for (ir::InstId id : block) {
        // After an error (a local this cannot carry through a loop) the values are not what
        // their users expect (an array read as a vector): stop, the program is not written.
        if (diags_.HasErrors()) return;
        const ir::Instruction& inst = fn_.At(id);
        span_ = inst.span;
        switch (inst.op) {
            case ir::Op::kLoop: {
                Emit(Opcode::kREP, MDst{}, {Operand(Splat(kMaxIterations, 1))});
                LowerBlock(inst.blocks[0]);
                LowerBlock(inst.blocks[1]);
                span_ = inst.span;
                Emit(Opcode::kENDREP, MDst{}, {});
                continue;
            }
            case ir::Op::kBreak: Emit(Opcode::kBRK, MDst{}, {}); continue;
            case ir::Op::kIf: {
                const bool lone_break = inst.blocks[1].empty() && inst.blocks[0].size() == 1 &&
                                        fn_.At(inst.blocks[0][0]).op == ir::Op::kBreak;
                if (!lone_break) {
                    diags_.Error(inst.span, "an 'if' inside a loop that if-conversion cannot flatten is not "
                                            "written yet (a lone 'break' is)");
                    continue;
                }
                // The condition (0.0 or 1.0) sets the condition code; BRK when it is not zero.
                MInst& cc = Emit(Opcode::kMOV, MDst{DstKind::kCc, 0, 0x1}, {ScalarOperand(Value(inst.operands[0]), 0)});
                cc.update_cc = true;
                MInst& brk = Emit(Opcode::kBRK, MDst{}, {});
                brk.has_condition = true;
                brk.condition = CcRule::kNE;
                continue;
            }
            case ir::Op::kContinue:
                diags_.Error(inst.span, "'continue' in a loop that is not unrolled is not written yet");
                continue;
            default: break;
        }
        if (LowerLocal(id, inst)) continue;
        Lower(id);
        Settle(vals_[id.value]);
    }
}

}  // namespace tessera::lang::arbfp::writer_detail
