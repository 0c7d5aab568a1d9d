// SPDX-License-Identifier: MIT
// Instruction selection for code with loops left in it (fp40, issue 34): REP/ENDREP, BRK and
// IF/ELSE/ENDIF of NV_fragment_program2, and the variables the loops carry.
//
// The pipeline keeps the loops it cannot unroll (PipelineOptions::keep_loops), with the
// locals their iterations share; if-conversion flattens every `if` in them except those
// holding a break or a loop, and turns `continue` into a flag guarding the rest of the body
// (lower_exit_flags.h: the option has no CONT). A loop is written as
//
//     MOVR  R9.x, 0;               the loop's "broke" flag
//     REP   c[k].x;                (a literal 255: the count must be a program parameter,
//     REP   c[k].x;                 NV_fragment_program2 3.11.X.9, and at most
//     ...                           MAX_PROGRAM_LOOP_COUNT_NV, 255 at least)
//     MOVRC R9.x, <condition>;     a break: the flag takes the condition,
//     BRK   (NE.x);                and BRK leaves the inner REP when it is not zero
//     ...
//     ENDREP;
//     MOVRC RC.x, R9.x;            the outer REP ends when the inner one was left by a break,
//     BRK   (NE.x);                not by its count
//     ENDREP;
//
// Two REPs run 255 x 255 = 65,025 iterations, more than MAX_PROGRAM_EXEC_INSTRUCTIONS_NV
// (65,536 at least) lets any loop run (an iteration executes at least its ENDREP and one
// more instruction), so the count never ends a loop early: piglit's glsl-fs-loop-300 runs
// 300. The option allows 4 nested loops (MAX_PROGRAM_LOOP_DEPTH_NV); loops that nest deeper
// than 2 are written with one REP each from the outermost that cannot have two (255
// iterations at most, as cgc's loops), and deeper than 4 they are an error.
// An `if` left is `MOVRC RC.x, <condition>; IF NE.x; ... ELSE; ... ENDIF;` (at most 48
// nested, MAX_PROGRAM_IF_DEPTH_NV), or, holding only a break, a conditional BRK.
//
// A vertex program (NV_vertex_program2_option, NV_vertex_program3) has no REP or IF but BRA
// to a label, taken when its condition holds (vp2 2.14.5.x "BRA"), with nothing limiting
// how loops nest and no count: the same machine code is printed as branches
// (emit_branches.cpp), each loop one "REP" with no count (its exits alone end it, or
// MAX_PROGRAM_EXEC_INSTRUCTIONS_NV, 65,536), and no nesting limit applies.
//
// - A local is a home register; a load copies it into a fresh register and a store copies a
//   value into it, so a value read before a store keeps what it read (the IR's values are
//   immutable). A store of the copy a load made is skipped while nothing can have changed
//   the home between them (no store, no loop or IF boundary: `mirrors_`): GLSL's `a[k] = v`
//   stores the whole array, every other element as it was loaded. Values are not shared
//   across a loop's boundary by reference: every value is lowered and made one operand
//   (Settle) where the IR defines it, never first at a use in a deeper block, which a loop
//   that runs no iteration would skip. The idioms that lower a value at its user (deferral,
//   comparisons kept for CMP) are off.
// - A local array (or matrix, or struct) has a home register per element: the option has
//   no relative addressing (NV_fragment_program2's only index is the loop index into the
//   texture coordinates), and the front ends already write an element chosen at run time
//   as a chain of compares and selects over the elements (GLSL's `a[i] = v` stores every
//   element, each `i == k ? v : a[k]`); a read at a run-time index is a CMP per element
//   (isel_relative.cpp). This is what a compiler for a machine without indexing does; it
//   costs a CMP per element per access, which the arrays in these programs (5 to 13
//   elements) afford. Samplers in a local are an error at its span.
// The machine passes leave such code in its order (arbfp_writer.cpp), and register
// allocation keeps a register a loop touches live through the whole loop unless each
// iteration writes it before reading it (regalloc.cpp).
#include <algorithm>
#include <functional>

#include "lang/arbfp/writer/selector.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

/// NV_fragment_program2's minimum limits ("New Implementation Dependent State"): the most
/// iterations a REP runs (MAX_PROGRAM_LOOP_COUNT_NV), loops and IFs open at once
/// (MAX_PROGRAM_LOOP_DEPTH_NV, MAX_PROGRAM_IF_DEPTH_NV).
constexpr float kMaxIterations = 255;
constexpr int kMaxLoopDepth = 4;
constexpr int kMaxIfDepth = 48;

/// How deep the loops in `block` nest (0: none).
int LoopDepth(const ir::Function& f, const ir::Block& block) {
    int depth = 0;
    for (ir::InstId id : block) {
        const ir::Instruction& inst = f.At(id);
        for (const ir::Block& nested : inst.blocks)
            depth = std::max(depth, LoopDepth(f, nested) + (inst.op == ir::Op::kLoop ? 1 : 0));
    }
    return depth;
}

bool IsLoneBreak(const ir::Function& f, const ir::Block& block) {
    return block.size() == 1 && f.At(block[0]).op == ir::Op::kBreak;
}

}  // namespace

bool HasControlFlow(const Machine& machine) {
    for (const MInst& inst : machine.code)
        if (IsFlowInstruction(inst.op)) return true;
    return false;
}

bool Selector::Structured() const { return target_.has_loops && LoopDepth(fn_, fn_.body) > 0; }

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

Val Selector::NewHome(ir::TypeId type, ir::Span span) {
    const ir::Type& t = module_.types.Get(type);
    Val home;
    switch (t.kind) {
        case ir::Type::Kind::kScalar:
        case ir::Type::Kind::kVector: return VRegVal(NewVReg(t.Width()), t.Width());
        case ir::Type::Kind::kMatrix:  // its elements are its rows (isel.h)
            for (int r = 0; r < t.rows; ++r) home.elems.push_back(VRegVal(NewVReg(t.columns), t.columns));
            break;
        case ir::Type::Kind::kArray:
            for (std::uint32_t k = 0; k < t.count; ++k) home.elems.push_back(NewHome(t.element, span));
            break;
        case ir::Type::Kind::kStruct:
            for (const ir::StructField& field : t.fields) home.elems.push_back(NewHome(field.type, span));
            break;
        default:
            diags_.Error(span, "a local of type '" + module_.types.Name(type) +
                                   "' carried by a loop is not written yet (numbers, and arrays, matrices and "
                                   "structs of them, are)");
            return VRegVal(NewVReg(4), 4);
    }
    home.aggregate = true;
    return home;
}

const Val& Selector::Home(ir::VarRef ref, const ir::Instruction& inst) {
    auto found = homes_.find(ref.index);
    if (found != homes_.end()) return found->second;
    return homes_[ref.index] = NewHome(fn_.locals[ref.index].type, inst.span);
}

void Selector::StoreHome(const Val& home, Val& value) {
    if (home.aggregate) {
        for (std::size_t k = 0; k < home.elems.size() && k < value.elems.size(); ++k)
            StoreHome(home.elems[k], value.elems[k]);
        return;
    }
    std::uint32_t vreg = 0, from = 0;
    if (!IsWholeVReg(home, vreg)) return;
    const auto mirror = mirrors_.find(vreg);
    if (mirror != mirrors_.end() && IsWholeVReg(value, from) && from == mirror->second) return;  // holds it
    Emit(Opcode::kMOV, ToVReg(vreg, Mask(home.Width())), {Operand(value)});
    if (IsWholeVReg(value, from))
        mirrors_[vreg] = from;
    else
        mirrors_.erase(vreg);
}

Val Selector::LoadHome(const Val& home) {
    if (home.aggregate) {
        Val copy = home;
        for (Val& e : copy.elems) e = LoadHome(e);
        return copy;
    }
    const int width = home.Width();
    const std::uint32_t copy = NewVReg(width);
    Emit(Opcode::kMOV, ToVReg(copy, Mask(width)), {Operand(Val(home))});
    std::uint32_t vreg = 0;
    if (IsWholeVReg(home, vreg)) mirrors_[vreg] = copy;
    return VRegVal(copy, width);
}

bool Selector::LowerLocal(ir::InstId id, const ir::Instruction& inst) {
    const bool load = inst.op == ir::Op::kLoad, store = inst.op == ir::Op::kStore;
    if ((!load && !store) || inst.vars[0].scope != ir::VarRef::Scope::kLocal) return false;
    const ir::VarRef ref = inst.vars[0];
    if (ref.index < bindings_.locals.size() && bindings_.locals[ref.index].bound) return false;  // a parameter
    lowered_[id.value] = 1;
    span_ = inst.span;
    // A copy: Home() may add to homes_, and the leaves are vregs that never move.
    const Val home = Home(ref, inst);
    if (store)
        StoreHome(home, Value(inst.operands[0]));
    else
        vals_[id.value] = LoadHome(home);
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
            case ir::Op::kLoop: LowerLoop(inst); continue;
            case ir::Op::kBreak: Break(nullptr, true); continue;
            case ir::Op::kIf: LowerIf(inst); continue;
            case ir::Op::kContinue:  // lower_if_to_select made every continue a flag
                diags_.Error(inst.span, "internal: a 'continue' reached the writer");
                continue;
            default: break;
        }
        if (LowerLocal(id, inst)) continue;
        Lower(id);
        Settle(vals_[id.value]);
    }
}

bool Selector::Branches() const { return target_.stage == ir::Stage::kVertex; }

void Selector::LowerLoop(const ir::Instruction& inst) {
    const int below = std::max(LoopDepth(fn_, inst.blocks[0]), LoopDepth(fn_, inst.blocks[1]));
    if (!Branches() && loop_depth_ + 1 + below > kMaxLoopDepth) {
        diags_.Error(inst.span, "loops nested " + std::to_string(loop_depth_ + 1 + below) +
                                    " deep cannot be written: NV_fragment_program2 runs 4 at most "
                                    "(MAX_PROGRAM_LOOP_DEPTH_NV)");
        return;
    }
    mirrors_.clear();  // the next iteration starts with what this one stored
    KeptLoop loop;
    loop.doubled = !Branches() && loop_depth_ + 2 + below <= kMaxLoopDepth;
    if (loop.doubled) {
        // Fixed: lane 0 in x, so that MOVRC writes the condition code's x, which BRK tests.
        loop.broke = NewVReg(1, /*fixed=*/true);
        Emit(Opcode::kMOV, ToVReg(loop.broke, 1), {Operand(Splat(0, 1))});
        Emit(Opcode::kREP, MDst{}, {Operand(Splat(kMaxIterations, 1))});
    }
    if (Branches())
        Emit(Opcode::kREP, MDst{}, {});  // a label: the loop runs until it breaks
    else
        Emit(Opcode::kREP, MDst{}, {Operand(Splat(kMaxIterations, 1))});
    const int levels = loop.doubled ? 2 : 1;
    loop_depth_ += levels;
    loops_.push_back(loop);
    LowerBlock(inst.blocks[0]);
    LowerBlock(inst.blocks[1]);
    loops_.pop_back();
    loop_depth_ -= levels;
    span_ = inst.span;
    Emit(Opcode::kENDREP, MDst{}, {});
    if (loop.doubled) {
        const Val flag = VRegVal(loop.broke, 1);
        Break(&flag, /*innermost=*/false);  // the outer REP's: no flag of an enclosing loop is set
        Emit(Opcode::kENDREP, MDst{}, {});
    }
    mirrors_.clear();
}

void Selector::Break(const Val* condition, bool innermost) {
    const bool flagged = innermost && !loops_.empty() && loops_.back().doubled;
    if (condition == nullptr) {
        if (flagged) Emit(Opcode::kMOV, ToVReg(loops_.back().broke, 1), {Operand(Splat(1, 1))});
        Emit(Opcode::kBRK, MDst{}, {});
        return;
    }
    const MDst dst = flagged ? ToVReg(loops_.back().broke, 1) : MDst{DstKind::kCc, 0, 0x1};
    MInst& cc = Emit(Opcode::kMOV, dst, {ScalarOperand(*condition, 0)});
    cc.update_cc = true;
    MInst& brk = Emit(Opcode::kBRK, MDst{}, {});
    brk.has_condition = true;
    brk.condition = CcRule::kNE;
}

void Selector::LowerIf(const ir::Instruction& inst) {
    const ir::Block& then = inst.blocks[0];
    const ir::Block& otherwise = inst.blocks[1];
    // With nothing to run when the condition holds, the test is inverted.
    const bool inverted = then.empty();
    const ir::Block& taken = inverted ? otherwise : then;
    if (taken.empty()) return;
    Val condition = Value(inst.operands[0]);
    if (!inverted && otherwise.empty() && IsLoneBreak(fn_, then)) {
        Break(&condition, true);
        return;
    }
    if (!Branches() && if_depth_ >= kMaxIfDepth) {
        diags_.Error(inst.span, "ifs nested more than 48 deep cannot be written: NV_fragment_program2 runs 48 at "
                                "most (MAX_PROGRAM_IF_DEPTH_NV)");
        return;
    }
    MInst& cc = Emit(Opcode::kMOV, MDst{DstKind::kCc, 0, 0x1}, {ScalarOperand(condition, 0)});
    cc.update_cc = true;
    mirrors_.clear();  // each side may store, or not
    MInst& open = Emit(Opcode::kIF, MDst{}, {});
    open.has_condition = true;
    open.condition = inverted ? CcRule::kEQ : CcRule::kNE;
    ++if_depth_;
    LowerBlock(taken);
    if (!inverted && !otherwise.empty()) {
        span_ = inst.span;
        Emit(Opcode::kELSE, MDst{}, {});
        mirrors_.clear();
        LowerBlock(otherwise);
    }
    --if_depth_;
    span_ = inst.span;
    Emit(Opcode::kENDIF, MDst{}, {});
    mirrors_.clear();
}

}  // namespace tessera::lang::arbfp::writer_detail
