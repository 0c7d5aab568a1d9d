// SPDX-License-Identifier: MIT
// opt_constant_fold: fold operations on constants, and branches on constants.
//
// Each foldable instruction is rewritten in place into a `const` (keeping its id, so no use
// needs rewriting). Blocks are walked in order, so a chain of constants folds in one pass:
// an operand is always defined, and so already folded, before its use.
//
// Branch folding splices the taken block of `if true/false` into its parent. Values defined
// in it stay visible to what follows (they were visible only inside before, and moving
// them out can only widen where they may be used). If the spliced block ends with
// `break`, `continue` or `ret`, that now ends the parent block, and whatever followed is
// unreachable and is dropped.
#include "ir/passes/opt_constant_fold.h"

#include "ir/passes/const_eval.h"
#include "ir/passes/ir_util.h"

namespace tessera::ir::passes {

namespace {

bool EndsBlock(Op op) { return op == Op::kBreak || op == Op::kContinue || op == Op::kReturn; }

struct State {
    Module& module;
    Function& f;
    bool progress = false;

    void Process(Block& block) {
        Block out;
        for (std::size_t i = 0; i < block.size(); ++i) {
            InstId id = block[i];
            if (f.At(id).op == Op::kIf) {
                if (const Instruction* c = AsConstant(f, f.At(id).operands[0])) {
                    Block taken = f.At(id).blocks[c->literal[0] != 0 ? 0 : 1];
                    Process(taken);
                    progress = true;
                    out.insert(out.end(), taken.begin(), taken.end());
                    if (!taken.empty() && EndsBlock(f.At(taken.back()).op)) break;
                    continue;
                }
            }
            if (f.At(id).op == Op::kDiscard && !f.At(id).operands.empty()) {
                if (const Instruction* c = AsConstant(f, f.At(id).operands[0])) {
                    progress = true;
                    if (c->literal[0] == 0) continue;  // never discards
                    f.At(id).operands.clear();
                }
            }
            for (std::size_t b = 0; b < f.At(id).blocks.size(); ++b) {
                Block nested = f.At(id).blocks[b];
                Process(nested);
                f.At(id).blocks[b] = std::move(nested);
            }
            if (IsPure(f.At(id)) && f.At(id).op != Op::kLoad) {
                if (auto value = TryFold(module.types, f, f.At(id))) {
                    Instruction& inst = f.At(id);
                    inst.op = Op::kConstant;
                    inst.literal = std::move(*value);
                    inst.operands.clear();
                    inst.indices.clear();
                    progress = true;
                }
            }
            out.push_back(id);
        }
        block = std::move(out);
    }
};

}  // namespace

Result OptConstantFold(Module& module, DiagnosticList&) {
    Result result;
    for (Function& f : module.functions) {
        State state{module, f};
        state.Process(f.body);
        result.progress = result.progress || state.progress;
    }
    return result;
}

}  // namespace tessera::ir::passes
