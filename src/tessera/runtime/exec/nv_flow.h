// SPDX-License-Identifier: MIT
// NV_fragment_program2's control flow over an execution mask, shared by the reference
// interpreter's NV part (reference_nv.cpp, a mask of a quad's four fragments) and the fast
// executor's (fast_nv.cpp, a mask of a block's 64 lanes). An internal header of
// runtime/exec.
//
// Each instruction runs for a set of lanes (bit i = lane i), and every block narrows the
// set it passes to the instructions inside it. Because the language's blocks nest properly
// and labels sit only outside blocks (3.11.4.X of NV_fragment_program2, checked by the
// reader), the flow follows the program's structure: RunRange runs a range of instructions
// for a mask, recursing into each IF and loop; a CAL runs the subroutine from its label for
// the lanes that take it. Three masks leave lanes out until their construct ends:
// `broken_` (BRK in the innermost loop), `returned_` (RET in the current subroutine) and the
// complement of `live_` (lanes whose program has terminated). A lane's state changes only
// while its bit is set, so running many quads under one mask gives each the operations it
// would get alone.
//
// The run-time limits are NV_fragment_program2's minimum values (nv_alu.h): 65,536 executed
// instructions (past it a lane's program terminates abnormally, which is how an endless
// loop ends), call depth 4, IF nesting 48, loop nesting 4 (a CAL, IF, LOOP or REP beyond
// these terminates the lane's program, counting the blocks active in its callers), loop
// count 255 (a larger count is clamped to it). A lane whose program terminates, normally or
// abnormally, keeps the result registers it wrote (3.11.4.X). An executed instruction is
// each instruction dispatched for a lane, plus each ENDLOOP/ENDREP that ends an iteration;
// IF's ELSE and ENDIF are not counted. (LOOP's index A0.x is not kept: no operand the
// reader takes can read it, fragment.texcoord[A0.x+n] being the only one.)
//
// The machine (`Machine`) does everything else: Execute(at, active) runs any instruction
// but flow control for the active lanes, Holds(condition, lane) is ConditionHolds on the
// lane's condition codes, LoopOperand(at, lane) the x of the lane's loaded LOOP/REP operand.
#pragma once

#include <bit>
#include <cstdint>
#include <optional>

#include "runtime/exec/nv_alu.h"

namespace tessera::runtime::exec::detail {

/// Calls f(lane) for each set bit of `mask`, lowest first.
template <typename Mask, typename F>
void ForEachLane(Mask mask, F f) {
    for (; mask != 0; mask = static_cast<Mask>(mask & (mask - 1))) f(std::countr_zero(mask));
}

template <typename Mask, int kLaneCount, typename Machine>
class NvFlow {
  public:
    NvFlow(Machine& machine, const lang::arbasm::fragment::Program& program, const NvBlockMap& blocks)
        : machine_(machine), program_(program), blocks_(blocks) {}

    /// Runs the program from its entry (NvStart) to its end for the lanes of `all`.
    void Run(Mask all) {
        live_ = all;
        RunRange(NvStart(program_), Size(), all);
    }

  private:
    static constexpr Mask Bit(int lane) { return static_cast<Mask>(Mask{1} << lane); }

    std::uint32_t Size() const { return static_cast<std::uint32_t>(program_.instructions.size()); }
    /// The lanes of `block` still executing: not terminated, not out of the innermost loop
    /// by BRK, not returned from the current subroutine.
    Mask Running(Mask block) const { return static_cast<Mask>(block & live_ & ~broken_ & ~returned_); }
    void Terminate(Mask lanes) { live_ = static_cast<Mask>(live_ & ~lanes); }

    Mask Passing(const std::optional<lang::arbasm::fragment::CcTest>& condition, Mask active) const {
        if (!condition) return active;
        Mask passing = 0;
        ForEachLane(active, [&](int lane) {
            if (machine_.Holds(condition, lane)) passing |= Bit(lane);
        });
        return passing;
    }

    // A lane that has executed MAX_PROGRAM_EXEC_INSTRUCTIONS_NV instructions terminates
    // before the next one. No lane has executed more instructions than `dispatches_`
    // counts, so below the limit none needs checking.
    void CountExecution(Mask active) {
        if (active == 0) return;
        if (dispatches_ < kMaxExecInstructions) {
            ++dispatches_;
            for (int lane = 0; lane < kLaneCount; ++lane)
                executed_[lane] += static_cast<int>((active >> lane) & 1);
            return;
        }
        ForEachLane(active, [&](int lane) {
            if (executed_[lane] >= kMaxExecInstructions)
                Terminate(Bit(lane));
            else
                ++executed_[lane];
        });
    }

    void RunRange(std::uint32_t begin, std::uint32_t end, Mask block) {
        using lang::arbasm::fragment::Opcode;
        std::uint32_t at = begin;
        while (at < end) {
            CountExecution(Running(block));
            const Mask active = Running(block);
            if (active == 0) return;
            const lang::arbasm::fragment::Instruction& instruction = program_.instructions[at];
            switch (instruction.opcode) {
                case Opcode::kIF:
                    at = RunIf(at, active);
                    continue;
                case Opcode::kLOOP:
                case Opcode::kREP:
                    at = RunLoop(at, active);
                    continue;
                case Opcode::kBRK:  // 3.11.X.1
                    broken_ |= Passing(instruction.condition, active);
                    break;
                case Opcode::kCAL:
                    Call(instruction, active);
                    break;
                case Opcode::kRET:
                    Return(instruction, active);
                    break;
                case Opcode::kELSE:
                case Opcode::kENDIF:
                case Opcode::kENDLOOP:
                case Opcode::kENDREP:
                    break;  // RunIf and RunLoop end before these; met here only unmatched
                default:
                    machine_.Execute(at, active);
                    break;
            }
            ++at;
        }
    }

    // 3.11.X.7 (IF), 3.11.X.3 (ELSE), 3.11.X.4 (ENDIF): the lanes whose condition holds
    // run the IF part, the others the ELSE part.
    std::uint32_t RunIf(std::uint32_t at, Mask active) {
        const std::uint32_t middle = blocks_.next[at];
        const std::uint32_t endif = blocks_.end[at];
        if (if_depth_ >= kMaxIfDepth) {
            Terminate(active);
            return endif + 1;
        }
        const Mask taken = Passing(program_.instructions[at].condition, active);
        ++if_depth_;
        RunRange(at + 1, middle, taken);
        if (middle < endif) RunRange(middle + 1, endif, static_cast<Mask>(active & ~taken));
        --if_depth_;
        return endif + 1;
    }

    // 3.11.X.8 (LOOP), 3.11.X.9 (REP), 3.11.X.5 (ENDLOOP), 3.11.X.6 (ENDREP). Each lane has
    // its own count (the operand is a program parameter, so in practice they agree); a lane
    // leaves the loop when its count runs out or it takes a BRK.
    std::uint32_t RunLoop(std::uint32_t at, Mask active) {
        const std::uint32_t end = blocks_.next[at];
        if (loop_depth_ >= kMaxLoopDepth) {
            Terminate(active);
            return end + 1;
        }
        float count[kLaneCount];
        Mask iterating = 0;
        ForEachLane(active, [&](int lane) {
            count[lane] = LoopCount(machine_.LoopOperand(at, lane));
            if (count[lane] > 0) iterating |= Bit(lane);
        });
        const Mask outer_broken = broken_;
        broken_ = 0;
        ++loop_depth_;
        while ((iterating = Running(iterating)) != 0) {
            RunRange(at + 1, end, iterating);
            const Mask reached_end = Running(iterating);
            CountExecution(reached_end);  // the ENDLOOP or ENDREP
            ForEachLane(reached_end, [&](int lane) {
                count[lane] -= 1;
                if (count[lane] <= 0) iterating = static_cast<Mask>(iterating & ~Bit(lane));
            });
        }
        --loop_depth_;
        broken_ = outer_broken;
        return end + 1;
    }

    // 3.11.X.2: the lanes taking the call run the subroutine from its label. One that
    // reaches the end of the program there has terminated (3.11.4.X).
    void Call(const lang::arbasm::fragment::Instruction& instruction, Mask active) {
        const Mask taken = Passing(instruction.condition, active);
        if (taken == 0) return;
        if (call_depth_ >= kMaxCallDepth) {  // call stack overflow: the program terminates
            Terminate(taken);
            return;
        }
        const std::uint32_t target = instruction.label < program_.labels.size()
                                         ? program_.labels[instruction.label].instruction
                                         : Size();
        const Mask caller_broken = broken_;
        const Mask caller_returned = returned_;
        broken_ = returned_ = 0;
        ++call_depth_;
        RunRange(target, Size(), taken);
        Terminate(static_cast<Mask>(taken & ~returned_));
        --call_depth_;
        broken_ = caller_broken;
        returned_ = caller_returned;
    }

    // 3.11.X.10: a RET with an empty call stack ends the program.
    void Return(const lang::arbasm::fragment::Instruction& instruction, Mask active) {
        const Mask taken = Passing(instruction.condition, active);
        if (call_depth_ == 0)
            Terminate(taken);
        else
            returned_ |= taken;
    }

    Machine& machine_;
    const lang::arbasm::fragment::Program& program_;
    const NvBlockMap& blocks_;
    Mask live_ = 0;
    Mask broken_ = 0;
    Mask returned_ = 0;
    int call_depth_ = 0;
    int if_depth_ = 0;
    int loop_depth_ = 0;
    int dispatches_ = 0;
    int executed_[kLaneCount] = {};
};

}  // namespace tessera::runtime::exec::detail
