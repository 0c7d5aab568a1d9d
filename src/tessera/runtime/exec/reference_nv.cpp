// SPDX-License-Identifier: MIT
// The reference interpreter's NV part: fragment programs with `OPTION NV_fragment_program;`
// (NV_fragment_program_option) or `OPTION NV_fragment_program2;`, one quad at a time.
//
// The quad still runs in lock-step, one instruction for its four fragments before the next,
// so that DDX, DDY and the implicit-derivative texture instructions can read every
// fragment's operand. What the ARB interpreter does not have is control flow that differs
// between fragments: an IF whose condition holds for two of them, a BRK taken by one. The
// trick is an execution mask: each instruction runs for a set of fragments (bit i =
// fragment i), and every block narrows the set it passes to the instructions inside it.
// Fragments outside the set "run" as inactive: their registers are not written, but their
// operands are still loaded where the quad needs them (derivatives), so a derivative in
// divergent control flow reads each neighbour's current register value. The specs say
// nothing about derivatives in divergent control flow; that is the choice made here.
//
// Because the language's blocks nest properly and labels sit only outside blocks (3.11.4.X
// of NV_fragment_program2, checked by the reader), the interpreter follows the program's
// structure: RunRange runs a range of instructions for a mask, recursing into each IF and
// loop; a CAL runs the subroutine from its label for the fragments that take it. Three
// masks leave fragments out until their construct ends: `broken_` (BRK in the innermost
// loop), `returned_` (RET in the current subroutine) and the complement of `live_`
// (fragments whose program has terminated).
//
// The run-time limits are NV_fragment_program2's minimum values (its "New Implementation
// Dependent State"): 65,536 executed instructions (MAX_PROGRAM_EXEC_INSTRUCTIONS_NV: past
// it a fragment's program terminates abnormally, which is how an endless loop ends), call
// depth 4, IF nesting 48, loop nesting 4 (a CAL, IF, LOOP or REP beyond these terminates
// the fragment's program, counting the blocks active in its callers), loop count 255
// (MAX_PROGRAM_LOOP_COUNT_NV: a larger count is clamped to it). A fragment whose program
// terminates, normally or abnormally, keeps the result registers it wrote (3.11.4.X).
// An executed instruction is each instruction dispatched for a fragment, plus each
// ENDLOOP/ENDREP that ends an iteration; IF's ELSE and ENDIF are not counted.
//
// Arithmetic, precision and condition codes are nv_alu.h's; registers, sampling and result
// processing the ARB interpreter's (reference_quad.h).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "runtime/exec/nv_alu.h"
#include "runtime/exec/reference_quad.h"

namespace tessera::runtime::exec::detail {

namespace {

using lang::arbfp::CcTest;
using lang::arbfp::Instruction;
using lang::arbfp::Opcode;

using Mask = std::uint8_t;  ///< bit i: fragment i of the quad
constexpr Mask kAllFragments = 0xF;

constexpr int kMaxExecInstructions = 65536;
constexpr int kMaxCallDepth = 4;
constexpr int kMaxIfDepth = 48;
constexpr int kMaxLoopDepth = 4;
constexpr float kMaxLoopCount = 255;

constexpr Mask Bit(int fragment) { return static_cast<Mask>(1u << fragment); }

/// Where each block continues: for IF its ELSE (or its ENDIF when it has none) in `next`
/// and its ENDIF in `end`; for LOOP and REP their ENDLOOP/ENDREP in `next`.
struct BlockMap {
    std::vector<std::uint32_t> next;
    std::vector<std::uint32_t> end;

    explicit BlockMap(const std::vector<Instruction>& program) {
        const auto size = static_cast<std::uint32_t>(program.size());
        next.assign(size, size);  // a block left open (only a malformed program) runs to the end
        end.assign(size, size);
        std::vector<std::uint32_t> open;
        for (std::uint32_t at = 0; at < size; ++at) {
            switch (program[at].opcode) {
                case Opcode::kIF:
                case Opcode::kLOOP:
                case Opcode::kREP:
                    open.push_back(at);
                    break;
                case Opcode::kELSE:
                    if (!open.empty()) next[open.back()] = at;
                    break;
                case Opcode::kENDIF:
                case Opcode::kENDLOOP:
                case Opcode::kENDREP:
                    if (open.empty()) break;
                    if (program[open.back()].opcode != Opcode::kIF || next[open.back()] == size)
                        next[open.back()] = at;
                    end[open.back()] = at;
                    open.pop_back();
                    break;
                default:
                    break;
            }
        }
    }
};

/// floor(count) clamped to [0, MAX_PROGRAM_LOOP_COUNT_NV]; NaN gives 0 (3.11.X.8, 3.11.X.9).
float LoopCount(float x) {
    const float count = std::floor(x);
    return count > 0 ? std::min(count, kMaxLoopCount) : 0.0f;
}

class NvQuadInterpreter {
  public:
    NvQuadInterpreter(const DrawInputs& draw, const QuadInputs& quad)
        : quad_(draw, quad), program_(*draw.program), blocks_(program_.instructions) {
        cc_.fill(kInitialCondCodes);
    }

    // 3.11.4.X of NV_fragment_program2: execution starts after the label "main" when there
    // is one, else at the first instruction, and ends after the last.
    void Run() {
        std::uint32_t start = 0;
        for (const auto& label : program_.labels)
            if (label.name == "main") start = label.instruction;
        RunRange(start, Size(), kAllFragments);
    }

    void Finish(QuadResults& results, std::array<Vec4, kQuadSize>* raw_color) const {
        quad_.Finish(results, raw_color);
    }

  private:
    std::uint32_t Size() const { return static_cast<std::uint32_t>(program_.instructions.size()); }
    /// The fragments of `block` still executing: not terminated, not out of the innermost
    /// loop by BRK, not returned from the current subroutine.
    Mask Running(Mask block) const { return block & live_ & ~broken_ & ~returned_; }
    Mask Passing(const std::optional<CcTest>& condition, Mask active) const;
    void CountExecution(Mask active);

    void RunRange(std::uint32_t begin, std::uint32_t end, Mask block);
    std::uint32_t RunIf(std::uint32_t at, Mask active);
    std::uint32_t RunLoop(std::uint32_t at, Mask active);
    void Call(const Instruction& instruction, Mask active);
    void Return(const Instruction& instruction, Mask active);

    void Execute(const Instruction& instruction, Mask active);
    void ExecuteDerivative(const Instruction& instruction, Mask active);
    void ExecuteSample(const Instruction& instruction, Mask active);
    void ExecuteKill(const Instruction& instruction, Mask active);
    std::array<Vec4, 3> LoadOperands(int fragment, const Instruction& instruction) const;
    void Write(int fragment, const Instruction& instruction, const Vec4& result);

    QuadRegisters quad_;
    const lang::arbfp::Program& program_;
    BlockMap blocks_;
    std::array<CondCodes, kQuadSize> cc_{};
    std::array<int, kQuadSize> executed_{};
    Mask live_ = kAllFragments;
    Mask broken_ = 0;
    Mask returned_ = 0;
    int call_depth_ = 0;
    int if_depth_ = 0;
    int loop_depth_ = 0;
    /// The innermost LOOP's index A0.x per fragment (3.11.3.Y), for
    /// fragment.texcoord[A0.x+n], which the reader does not take yet.
    std::array<float, kQuadSize> loop_index_{};
};

Mask NvQuadInterpreter::Passing(const std::optional<CcTest>& condition, Mask active) const {
    Mask passing = 0;
    for (int i = 0; i < kQuadSize; ++i)
        if ((active & Bit(i)) && ConditionHolds(condition, cc_[i])) passing |= Bit(i);
    return passing;
}

// A fragment that has executed MAX_PROGRAM_EXEC_INSTRUCTIONS_NV instructions terminates
// before the next one.
void NvQuadInterpreter::CountExecution(Mask active) {
    for (int i = 0; i < kQuadSize; ++i) {
        if (!(active & Bit(i))) continue;
        if (executed_[i] >= kMaxExecInstructions)
            live_ &= static_cast<Mask>(~Bit(i));
        else
            ++executed_[i];
    }
}

void NvQuadInterpreter::RunRange(std::uint32_t begin, std::uint32_t end, Mask block) {
    std::uint32_t at = begin;
    while (at < end) {
        CountExecution(Running(block));
        const Mask active = Running(block);
        if (active == 0) return;
        const Instruction& instruction = program_.instructions[at];
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
                Execute(instruction, active);
                break;
        }
        ++at;
    }
}

// 3.11.X.7 (IF), 3.11.X.3 (ELSE), 3.11.X.4 (ENDIF): the fragments whose condition holds
// run the IF part, the others the ELSE part.
std::uint32_t NvQuadInterpreter::RunIf(std::uint32_t at, Mask active) {
    const std::uint32_t middle = blocks_.next[at];
    const std::uint32_t endif = blocks_.end[at];
    if (if_depth_ >= kMaxIfDepth) {
        live_ &= static_cast<Mask>(~active);
        return endif + 1;
    }
    const Mask taken = Passing(program_.instructions[at].condition, active);
    ++if_depth_;
    RunRange(at + 1, middle, taken);
    if (middle < endif) RunRange(middle + 1, endif, active & static_cast<Mask>(~taken));
    --if_depth_;
    return endif + 1;
}

// 3.11.X.8 (LOOP), 3.11.X.9 (REP), 3.11.X.5 (ENDLOOP), 3.11.X.6 (ENDREP). Each fragment
// has its own count (the operand is a program parameter, so in practice they agree); a
// fragment leaves the loop when its count runs out or it takes a BRK.
std::uint32_t NvQuadInterpreter::RunLoop(std::uint32_t at, Mask active) {
    const Instruction& instruction = program_.instructions[at];
    const std::uint32_t end = blocks_.next[at];
    if (loop_depth_ >= kMaxLoopDepth) {
        live_ &= static_cast<Mask>(~active);
        return end + 1;
    }
    const bool indexed = instruction.opcode == Opcode::kLOOP;
    std::array<float, kQuadSize> count{}, index{}, step{};
    Mask iterating = 0;
    for (int i = 0; i < kQuadSize; ++i) {
        if (!(active & Bit(i))) continue;
        const Vec4 operand = quad_.VectorLoad(i, instruction.src[0]);
        count[i] = LoopCount(operand[0]);
        index[i] = indexed ? std::floor(operand[1]) : 0;
        step[i] = indexed ? std::floor(operand[2]) : 0;
        if (count[i] > 0) iterating |= Bit(i);
    }
    const Mask outer_broken = broken_;
    const std::array<float, kQuadSize> outer_index = loop_index_;
    broken_ = 0;
    ++loop_depth_;
    while ((iterating = Running(iterating)) != 0) {
        for (int i = 0; i < kQuadSize; ++i) loop_index_[i] = std::max(index[i], 0.0f);
        RunRange(at + 1, end, iterating);
        const Mask reached_end = Running(iterating);
        CountExecution(reached_end);  // the ENDLOOP or ENDREP
        for (int i = 0; i < kQuadSize; ++i) {
            if (!(reached_end & Bit(i))) continue;
            count[i] -= 1;
            index[i] += step[i];
            if (count[i] <= 0) iterating &= static_cast<Mask>(~Bit(i));
        }
    }
    --loop_depth_;
    broken_ = outer_broken;
    loop_index_ = outer_index;
    return end + 1;
}

// 3.11.X.2: the fragments taking the call run the subroutine from its label. One that
// reaches the end of the program there has terminated (3.11.4.X).
void NvQuadInterpreter::Call(const Instruction& instruction, Mask active) {
    const Mask taken = Passing(instruction.condition, active);
    if (taken == 0) return;
    if (call_depth_ >= kMaxCallDepth) {  // call stack overflow: the program terminates
        live_ &= static_cast<Mask>(~taken);
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
    live_ &= static_cast<Mask>(~(taken & ~returned_));
    --call_depth_;
    broken_ = caller_broken;
    returned_ = caller_returned;
}

// 3.11.X.10: a RET with an empty call stack ends the program.
void NvQuadInterpreter::Return(const Instruction& instruction, Mask active) {
    const Mask taken = Passing(instruction.condition, active);
    if (call_depth_ == 0)
        live_ &= static_cast<Mask>(~taken);
    else
        returned_ |= taken;
}

void NvQuadInterpreter::Execute(const Instruction& instruction, Mask active) {
    switch (instruction.opcode) {
        case Opcode::kDDX:
        case Opcode::kDDY:
            ExecuteDerivative(instruction, active);
            return;
        case Opcode::kTEX:
        case Opcode::kTXP:
        case Opcode::kTXB:
        case Opcode::kTXD:
        case Opcode::kTXL:
            ExecuteSample(instruction, active);
            return;
        case Opcode::kKIL:
            ExecuteKill(instruction, active);
            return;
        default:
            break;
    }
    for (int i = 0; i < kQuadSize; ++i)
        if (active & Bit(i))
            Write(i, instruction, EvaluateNvAlu(instruction, LoadOperands(i, instruction)));
}

// 3.11.5.30, 3.11.5.31: the quad's differences, as the texture instructions' derivatives
// (QuadRegisters::QuadDerivatives): d/dx = fragment 1 - fragment 0, d/dy = fragment 2 -
// fragment 0, the same for the four fragments.
void NvQuadInterpreter::ExecuteDerivative(const Instruction& instruction, Mask active) {
    std::array<Vec4, kQuadSize> value;
    for (int i = 0; i < kQuadSize; ++i) value[i] = LoadOperands(i, instruction)[0];
    const int neighbour = instruction.opcode == Opcode::kDDX ? 1 : 2;
    Vec4 derivative{};
    for (int c = 0; c < 4; ++c) derivative[c] = value[neighbour][c] - value[0][c];
    for (int i = 0; i < kQuadSize; ++i)
        if (active & Bit(i)) Write(i, instruction, derivative);
}

// TEX, TXP, TXB as in the ARB interpreter (derivatives from all four fragments); TXD with
// the derivatives its operands give (3.11.6.5); TXL with log2(rho) = w (3.11.6.6).
void NvQuadInterpreter::ExecuteSample(const Instruction& instruction, Mask active) {
    const Opcode op = instruction.opcode;
    if (op == Opcode::kTXD || op == Opcode::kTXL) {
        for (int i = 0; i < kQuadSize; ++i) {
            if (!(active & Bit(i))) continue;
            const Vec4 coord = quad_.VectorLoad(i, instruction.src[0]);
            if (op == Opcode::kTXL) {
                Write(i, instruction, quad_.SampleAtLog2Rho(instruction, coord, coord[3]));
                continue;
            }
            const Vec4 ddx = quad_.VectorLoad(i, instruction.src[1]);
            const Vec4 ddy = quad_.VectorLoad(i, instruction.src[2]);
            const texture::Derivatives given{{ddx[0], ddx[1], ddx[2]}, {ddy[0], ddy[1], ddy[2]}};
            Write(i, instruction, quad_.Sample(instruction, coord, given, 0.0f));
        }
        return;
    }
    const std::array<Vec4, kQuadSize> coords = quad_.SampleCoordinates(instruction);
    const texture::Derivatives derivatives = QuadRegisters::QuadDerivatives(coords);
    for (int i = 0; i < kQuadSize; ++i) {
        if (!(active & Bit(i))) continue;
        const float bias = op == Opcode::kTXB ? coords[i][3] : 0.0f;
        Write(i, instruction, quad_.Sample(instruction, coords[i], derivatives, bias));
    }
}

// 3.11.6.4 as NV_fragment_program_option modifies it: a vector operand kills when a
// component is negative, a condition when any component of its mask passes.
void NvQuadInterpreter::ExecuteKill(const Instruction& instruction, Mask active) {
    const bool on_condition = instruction.source_count == 0;
    for (int i = 0; i < kQuadSize; ++i) {
        if (!(active & Bit(i))) continue;
        if (on_condition) {
            if (ConditionHolds(instruction.condition, cc_[i])) quad_.Kill(i);
            continue;
        }
        const Vec4 tmp = quad_.VectorLoad(i, instruction.src[0]);
        if (tmp[0] < 0 || tmp[1] < 0 || tmp[2] < 0 || tmp[3] < 0) quad_.Kill(i);
    }
}

// Operands converted to the instruction's precision (NV_fragment_program 3.11.4.2).
std::array<Vec4, 3> NvQuadInterpreter::LoadOperands(int fragment,
                                                    const Instruction& instruction) const {
    std::array<Vec4, 3> operands{};
    const int count = std::min<int>(instruction.source_count, 3);
    for (int s = 0; s < count; ++s)
        operands[s] =
            ConvertPrecision(instruction.precision, quad_.VectorLoad(fragment, instruction.src[s]));
    return operands;
}

void NvQuadInterpreter::Write(int fragment, const Instruction& instruction, const Vec4& result) {
    if (Vec4* destination = quad_.Destination(fragment, instruction))
        UpdateDestinationNv(instruction, ConvertPrecision(instruction.precision, result),
                            *destination, cc_[fragment]);
}

}  // namespace

void RunQuadNv(const DrawInputs& draw, const QuadInputs& quad, QuadResults& results,
               std::array<Vec4, kQuadSize>* raw_color) {
    NvQuadInterpreter interpreter(draw, quad);
    interpreter.Run();
    interpreter.Finish(results, raw_color);
}

}  // namespace tessera::runtime::exec::detail
