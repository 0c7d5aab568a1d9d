// SPDX-License-Identifier: MIT
// The instruction selector's state, shared by isel.cpp (values, operands, control, shape)
// and isel_ops.cpp (arithmetic, comparisons, intrinsics, matrices, texture sampling).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ir/module.h"
#include "lang/arbfp/writer/isel.h"

namespace tessera::lang::arbfp::writer_detail {

class Selector {
public:
    Selector(const ir::Module& module, const StageTarget& target, BindingTable& bindings,
             Machine& machine, Diags& diags);
    void Run();

    // ---- core (isel.cpp) ----
    std::uint32_t NewVReg(int width, bool fixed = false);
    MInst& Emit(Opcode op, MDst dst, std::initializer_list<MSrc> srcs, bool sat = false);
    static MDst ToVReg(std::uint32_t v, std::uint8_t lanes) { return MDst{DstKind::kVReg, v, lanes}; }
    static std::uint8_t Mask(int width) { return static_cast<std::uint8_t>((1u << width) - 1); }
    /// Lanes 0..width-1 of virtual register v.
    static Val VRegVal(std::uint32_t v, int width);
    static Val LiteralVal(std::vector<float> values);
    static Val Splat(float value, int width) { return LiteralVal(std::vector<float>(width, value)); }
    static Val Broadcast(const Val& scalar, int width);
    static Val Negate(Val v);
    static Val LaneOf(const Val& v, int lane);
    static bool IsLiteral(const Val& v, float value);
    static bool AllLiteral(const Val& v);
    /// The lanes form one operand (one register or all literals) without a MOV.
    static bool IsSingleSource(const Val& v);

    /// The Val of an IR value, comparisons materialized to 0/1 floats.
    Val& Value(ir::InstId id);
    /// The Val of an IR value as it is (a comparison may be left unevaluated).
    Val& Raw(ir::InstId id);
    /// Makes `v` a single operand (MOVs into a new register when its lanes are scattered).
    void Materialize(Val& v);
    /// A source operand for `v`: slot s reads lane min(s, width-1).
    MSrc Operand(Val& v);
    MSrc Operand(Val&& v) { return Operand(v); }
    /// `v` as an operand whose every slot reads lane `lane` (a scalar operand).
    MSrc ScalarOperand(const Val& v, int lane);
    bool IsWholeVReg(const Val& v, std::uint32_t& vreg) const;

    // ---- operations (isel_ops.cpp) ----
    Val Unary(Opcode op, Val a, bool sat = false);
    Val Binary(Opcode op, Val a, Val b, bool sat = false);
    /// Binary(op, operand 0, operand 1) of `inst`, their values taken last first. Value() may
    /// emit instructions (a condition materialised, a deferred value lowered), so the order
    /// is part of the program; as two arguments of one call it would be the C++ compiler's
    /// choice, and GCC and clang choose differently. Last first is GCC's order, in which the
    /// expected programs of the golden tests were written.
    Val BinaryOfOperands(Opcode op, const ir::Instruction& inst);
    Val Ternary(Opcode op, Val a, Val b, Val c, bool sat = false);
    /// A scalar instruction (RCP, RSQ, EX2, LG2, SIN, COS, and POW with `b`) per distinct lane.
    Val PerLane(Opcode op, const Val& a, const Val* b = nullptr);
    Val Dot(Val a, Val b);
    void DotInto(Val a, Val b, std::uint32_t vreg, int lane);
    /// A 4-lane value (v.xyz, 0) or (v.xyz, 1) with v.xyz one register: DP3 or DPH take it.
    static bool AffineW(const Val& v);
    /// sin(x + 2 pi `turns`): SIN or COS, or a polynomial where the target has neither.
    Val Sine(const Val& x, float turns);
    Val Length(Val v);
    Val Normalize(Val v);
    Val Divide(Val a, Val b);
    /// 1 / b: the literals inverted, else an RCP per distinct lane.
    Val Reciprocal(Val b);
    Val Truncate(Val x);
    /// Integer a / b rounded toward zero, or (`remainder`) C's a % b (isel_exact.cpp).
    Val IntegerDivide(Val a, Val b, bool remainder);
    /// The determinant of a 4x4 matrix value (isel_exact.cpp).
    Val Determinant4(const Val& m);
    Val Saturate(ir::InstId x);
    Val MaterializeCondition(int cond);
    bool SumOfDifferences(const ir::Instruction& all_or_any, Val& out);
    /// A value that is negative exactly where the comparison holds (`inverted`: where it
    /// does not), for CMP and KIL; false when the comparison has no such form.
    bool NegativeWhere(int cond, Val& out, bool& inverted);
    Val Select(ir::InstId c, Val a, Val b);
    Val VectorTimesMatrix(Val v, const Val& m);
    /// `array[index]` for a non-constant index (isel_relative.cpp): relative addressing of
    /// a uniform array where the target has it (ARBvp), else an error at `span`.
    Val DynamicElement(const Val& array, const Val& index, ir::TypeId type, ir::Span span);
    /// `array[index]` as a CMP per element and leaf (targets with loops and no indexing).
    Val ElementByCompares(const Val& array, const Val& index);

    void LowerArithmetic(ir::InstId id, const ir::Instruction& inst);
    void LowerIntrinsic(ir::InstId id, const ir::Instruction& inst);
    void LowerSample(ir::InstId id, const ir::Instruction& inst);
    void LowerComparisonOrLogic(ir::InstId id, const ir::Instruction& inst);
    void LowerMatrix(ir::InstId id, const ir::Instruction& inst);
    ir::ScalarKind KindOf(ir::TypeId t) const { return module_.types.Get(t).scalar; }

    /// "'what' cannot be expressed in ARBvp, which has no X" for a missing instruction.
    bool Unavailable(bool available, const std::string& what, const char* missing);

    const ir::Module& module_;
    const StageTarget& target_;
    const ir::Function& fn_;
    BindingTable& bindings_;
    Machine& m_;
    Diags& diags_;

    struct Condition {
        ir::Op op = ir::Op::kLt;  ///< kLt, kLe, kGt, kGe, kEq, kNe
        Val x, y;
    };
    std::vector<Condition> conds_;
    struct Difference {
        std::vector<Lane> a, b;
        Val d;
    };
    std::vector<Difference> differences_;
    std::vector<Val> vals_;
    std::vector<int> uses_;
    std::vector<char> live_, lowered_, deferred_;
    std::vector<ir::InstId> users_;  ///< the single live user of each value (when uses_ == 1)
    std::vector<char> only_added_;   ///< every live user is an add or sub reading it once
    std::vector<ir::InstId> vreg_owner_;
    std::vector<std::vector<std::uint32_t>> vreg_defs_;
    ir::InstId current_;
    ir::Span span_;

    // ---- loops kept as loops (isel_flow.cpp) ----
    /// The entry function has loops left (fp40's pipeline keeps those it cannot unroll).
    bool Structured() const;
    /// Kept loops are printed as labels and BRA (a vertex program): no REP count, no
    /// nesting limits (isel_flow.cpp).
    bool Branches() const;
    /// Lowers a block in order, loops as REP/ENDREP, `if %c { break }` as a conditional BRK.
    void LowerBlock(const ir::Block& block);
    /// A load or store of a local the loops carry, through its home register; false for
    /// anything else.
    bool LowerLocal(ir::InstId id, const ir::Instruction& inst);
    /// The home of a local the loops carry: a register per scalar or vector, an element
    /// per array element, matrix row or struct field (isel_flow.cpp says why).
    const Val& Home(ir::VarRef ref, const ir::Instruction& inst);
    Val NewHome(ir::TypeId type, ir::Span span);
    /// MOVs `value` into `home` leaf by leaf.
    void StoreHome(const Val& home, Val& value);
    /// A copy of `home` in fresh registers (a later store must not change a value read).
    Val LoadHome(const Val& home);
    /// Makes `v` operands now (conditions evaluated, scattered lanes gathered), so no later
    /// use in a deeper block makes it there.
    void Settle(Val& v);
    /// Counts the uses in nested blocks too, every instruction live, nothing deferred.
    void ComputeStructuredLiveness();
    std::map<std::uint32_t, Val> homes_;  ///< local index -> its home registers
    /// Home register -> a register known to hold the same value here (a load's copy, or the
    /// value last stored), until a REP, IF, ELSE or their end.
    std::map<std::uint32_t, std::uint32_t> mirrors_;
    /// A loop being lowered: `broke` is its flag register when it is two REPs deep (its
    /// breaks must leave the outer REP too), else it is written as one REP (no flag).
    struct KeptLoop {
        bool doubled = false;
        std::uint32_t broke = 0;
    };
    std::vector<KeptLoop> loops_;
    int loop_depth_ = 0;  ///< REP blocks open (NV_fragment_program2 allows 4)
    int if_depth_ = 0;    ///< IF blocks open (NV_fragment_program2 allows 48)
    void LowerLoop(const ir::Instruction& inst);
    void LowerIf(const ir::Instruction& inst);
    /// BRK when `condition` (a 0/1 value, lane 0) is not zero, or always (null). The
    /// condition (or 1) goes to the condition code through the innermost loop's flag when
    /// `innermost` and that loop is two REPs, else through RC.
    void Break(const Val* condition, bool innermost);

private:
    void Lower(ir::InstId id);
    void LowerShape(ir::InstId id, const ir::Instruction& inst);
    void StoreOutput(const OutTree& tree, const Val& v);
    /// Reports why input field `index` (Val::unbound) is unbound, once: the program reads it.
    void ReportUnboundInput(int index);
public:
    Val ConstantVal(ir::TypeId type, const std::vector<double>& literal, std::size_t& pos,
                    ir::Span span);

private:
    Val Reshape(ir::TypeId type, const std::vector<Lane>& lanes, std::size_t& pos);
    void Flatten(const Val& v, std::vector<Lane>& out) const;
    VarBinding* Variable(ir::VarRef ref, const ir::Instruction& inst);
    void MarkReferenced(VarBinding& vb);
    void ComputeLiveness();
    void CoalesceMoves();
    void PeepholeOutputs();
    bool IsLiteralInst(ir::InstId id, double value) const;
    std::string TypeName(ir::TypeId t) const { return module_.types.Name(t); }
};

}  // namespace tessera::lang::arbfp::writer_detail
