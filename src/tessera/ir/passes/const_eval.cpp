// SPDX-License-Identifier: MIT
#include "ir/passes/const_eval.h"

#include <cmath>
#include <cstdint>
#include <limits>

#include "ir/interpreter.h"
#include "ir/validate.h"

namespace tessera::ir::passes {

namespace {

using Values = std::vector<double>;

// An operation on values, as opposed to memory, texture, calls and control.
bool ComputesValue(Op op) {
    switch (op) {
        case Op::kConstant:
        case Op::kUndef:
        case Op::kLoad:
        case Op::kStore:
        case Op::kSample:
        case Op::kCall:
        case Op::kIf:
        case Op::kLoop:
        case Op::kBreak:
        case Op::kContinue:
        case Op::kReturn:
        case Op::kDiscard:
            return false;
        default:
            return true;
    }
}

// Where the interpreter makes a choice a program cannot count on (docs/IR.md), the folder
// leaves the instruction for the target to compute: int division and mod by zero or of
// INT_MIN by -1, float to int of NaN or out of range, extract.dyn out of range.
bool Undefined(TypeTable& types, const Function& function, const Instruction& inst,
               const std::vector<const Values*>& ops) {
    auto kind_of = [&](TypeId t) { return types.Get(types.ScalarOf(t)).scalar; };
    const TypeId operand = function.At(inst.operands[0]).type;
    switch (inst.op) {
        case Op::kDiv:
        case Op::kMod:
            if (kind_of(operand) != ScalarKind::kInt) return false;
            for (std::size_t c = 0; c < ops[0]->size(); ++c) {
                double x = (*ops[0])[c], y = (*ops[1])[c];
                if (y == 0 || (x == std::numeric_limits<std::int32_t>::min() && y == -1))
                    return true;
            }
            return false;
        case Op::kConvert:
            if (kind_of(operand) != ScalarKind::kFloat || kind_of(inst.type) != ScalarKind::kInt)
                return false;
            for (double x : *ops[0])
                if (std::isnan(x) || std::trunc(x) < -2147483648.0 || std::trunc(x) > 2147483647.0)
                    return true;
            return false;
        case Op::kDynamicExtract: {
            const Type& t = types.Get(operand);
            double index = (*ops[1])[0];
            return index < 0 || index >= (t.kind == Type::Kind::kArray ? t.count : t.rows);
        }
        default:
            return false;
    }
}

}  // namespace

std::optional<std::vector<double>> EvaluateConstant(TypeTable& types, const Function& function,
                                                    const Instruction& inst,
                                                    const std::vector<const Values*>& ops) {
    if (!ComputesValue(inst.op) || ops.size() != inst.operands.size()) return std::nullopt;
    // The interpreter's arithmetic is only defined on well-typed instructions with complete
    // operands; front ends fold while they build, before the module is validated.
    if (!CheckTypes(types, function, inst).empty()) return std::nullopt;
    for (std::size_t i = 0; i < ops.size(); ++i)
        if (ops[i]->size() != types.ComponentCount(function.At(inst.operands[i]).type))
            return std::nullopt;
    if (Undefined(types, function, inst, ops)) return std::nullopt;
    return EvaluateInstruction(types, function, inst, ops);
}

std::optional<std::vector<double>> TryFold(TypeTable& types, const Function& function,
                                           const Instruction& inst) {
    if (inst.op == Op::kConstant || inst.operands.empty()) return std::nullopt;
    std::vector<const Values*> ops;
    for (InstId operand : inst.operands) {
        if (!operand.Valid() || operand.value >= function.insts.size()) return std::nullopt;
        const Instruction& o = function.At(operand);
        if (o.op != Op::kConstant) return std::nullopt;
        ops.push_back(&o.literal);
    }
    return EvaluateConstant(types, function, inst, ops);
}

}  // namespace tessera::ir::passes
