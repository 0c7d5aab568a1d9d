// SPDX-License-Identifier: MIT
#include "ir/passes/ir_util.h"

#include <algorithm>
#include <map>
#include <utility>

namespace tessera::ir::passes {

namespace {

void WalkBlocks(Function& f, Block& block, const std::function<void(Block&)>& visit) {
    visit(block);
    for (InstId id : block)
        for (Block& nested : f.At(id).blocks) WalkBlocks(f, nested, visit);
}

bool SameVar(VarRef a, VarRef b) { return a == b; }

}  // namespace

void ForEachBlock(Function& function, const std::function<void(Block&)>& visit) {
    WalkBlocks(function, function.body, visit);
}

std::vector<std::uint32_t> CountUses(const Function& function) {
    std::vector<std::uint32_t> uses(function.insts.size(), 0);
    ForEachInst(function, [&](InstId id) {
        for (InstId operand : function.At(id).operands)
            if (operand.value < uses.size()) ++uses[operand.value];
    });
    return uses;
}

void ReplaceUses(Function& function, const std::vector<InstId>& map) {
    auto resolve = [&](InstId id) {
        // Chains are short (x -> y -> z when two rewrites meet); the bound guards cycles.
        for (int hops = 0; hops < 64 && id.value < map.size() && map[id.value].Valid(); ++hops)
            id = map[id.value];
        return id;
    };
    ForEachInst(function, [&](InstId id) {
        for (InstId& operand : function.At(id).operands) operand = resolve(operand);
    });
}

void DropInstructions(Function& function, const std::vector<bool>& drop) {
    ForEachBlock(function, [&](Block& block) {
        std::erase_if(block, [&](InstId id) { return id.value < drop.size() && drop[id.value]; });
    });
}

InstId AddInst(Function& function, Instruction inst) {
    function.insts.push_back(std::move(inst));
    return InstId{static_cast<std::uint32_t>(function.insts.size() - 1)};
}

InstId EmitInst(Function& function, Block& out, Op op, TypeId type, std::vector<InstId> operands,
                std::vector<std::uint32_t> indices, Span span) {
    Instruction inst;
    inst.op = op;
    inst.type = type;
    inst.operands = std::move(operands);
    inst.indices = std::move(indices);
    inst.span = span;
    InstId id = AddInst(function, std::move(inst));
    out.push_back(id);
    return id;
}

InstId EmitStore(Function& function, Block& out, TypeId void_type, VarRef var, InstId value, Span span) {
    const InstId id = EmitInst(function, out, Op::kStore, void_type, {value}, {}, span);
    function.At(id).vars = {var};
    return id;
}

InstId EmitLoad(Function& function, Block& out, TypeId type, VarRef var, Span span) {
    const InstId id = EmitInst(function, out, Op::kLoad, type, {}, {}, span);
    function.At(id).vars = {var};
    return id;
}

InstId AddConstant(Function& function, TypeId type, std::vector<double> scalars, Span span) {
    Instruction inst;
    inst.op = Op::kConstant;
    inst.type = type;
    inst.literal = std::move(scalars);
    inst.span = span;
    return AddInst(function, std::move(inst));
}

const Instruction* AsConstant(const Function& function, InstId id) {
    if (!id.Valid() || id.value >= function.insts.size()) return nullptr;
    const Instruction& inst = function.At(id);
    return inst.op == Op::kConstant ? &inst : nullptr;
}

bool IsPure(const Instruction& inst) {
    switch (inst.op) {
        case Op::kStore: case Op::kCall: case Op::kIf: case Op::kLoop: case Op::kBreak:
        case Op::kContinue: case Op::kReturn: case Op::kDiscard:
            return false;
        default:
            return true;
    }
}

bool HasGlobalEffects(const Module& module, const Function& function) {
    bool effects = false;
    ForEachInst(function, [&](InstId id) {
        const Instruction& inst = function.At(id);
        if (inst.op == Op::kDiscard) effects = true;
        if (inst.op == Op::kStore && inst.vars[0].scope == VarRef::Scope::kGlobal) effects = true;
        // Recursion is rejected by the validator; a self-call here would only make us
        // conservative, never loop, because we do not follow a call into its own caller.
        if (inst.op == Op::kCall && inst.callee < module.functions.size() &&
            &module.functions[inst.callee] != &function)
            effects = effects || HasGlobalEffects(module, module.functions[inst.callee]);
        if (inst.op == Op::kCall && &module.functions[inst.callee] == &function) effects = true;
    });
    return effects;
}

void CollectStoredVars(const Function& function, const Block& block, std::vector<VarRef>& out) {
    auto add = [&](VarRef v) {
        if (std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
    };
    auto visit = [&](InstId id) {
        const Instruction& inst = function.At(id);
        if (inst.op == Op::kStore || inst.op == Op::kCall)
            for (VarRef v : inst.vars) add(v);
    };
    detail::WalkInsts(function, block, visit);
}

bool ContainsOp(const Function& function, const Block& block, Op op) {
    bool found = false;
    auto visit = [&](InstId id) { found = found || function.At(id).op == op; };
    detail::WalkInsts(function, block, visit);
    return found;
}

bool RemoveUnusedLocals(Function& function) {
    std::vector<bool> used(function.locals.size(), false);
    for (const Parameter& p : function.params) used[p.var] = true;
    ForEachInst(function, [&](InstId id) {
        for (VarRef v : function.At(id).vars)
            if (v.scope == VarRef::Scope::kLocal) used[v.index] = true;
    });
    if (std::all_of(used.begin(), used.end(), [](bool u) { return u; })) return false;
    std::vector<std::uint32_t> renumber(function.locals.size(), 0);
    std::vector<Variable> kept;
    for (std::size_t i = 0; i < function.locals.size(); ++i) {
        renumber[i] = static_cast<std::uint32_t>(kept.size());
        if (used[i]) kept.push_back(std::move(function.locals[i]));
    }
    function.locals = std::move(kept);
    for (Parameter& p : function.params) p.var = renumber[p.var];
    ForEachInst(function, [&](InstId id) {
        for (VarRef& v : function.At(id).vars)
            if (v.scope == VarRef::Scope::kLocal) v.index = renumber[v.index];
    });
    return true;
}

// --- store-to-load forwarding ---

namespace {

// The known value of each variable at a point: the structure gives dominance for free, so a
// value known before an `if` is still known inside both of its blocks.
using Known = std::vector<std::pair<VarRef, InstId>>;

struct Forwarder {
    Function& f;
    bool undef_uninitialised;
    std::vector<InstId> map;
    std::vector<bool> drop;
    bool progress = false;

    static InstId* Find(Known& known, VarRef v) {
        for (auto& [var, value] : known)
            if (SameVar(var, v)) return &value;
        return nullptr;
    }
    static void Set(Known& known, VarRef v, InstId value) {
        if (InstId* slot = Find(known, v)) *slot = value;
        else known.emplace_back(v, value);
    }
    static void Forget(Known& known, const std::vector<VarRef>& vars) {
        std::erase_if(known, [&](const auto& kv) {
            return std::find(vars.begin(), vars.end(), kv.first) != vars.end();
        });
    }
    InstId Resolve(InstId id) const {
        while (id.value < map.size() && map[id.value].Valid()) id = map[id.value];
        return id;
    }

    void Walk(const Block& block, Known known) {
        for (std::size_t i = 0; i < block.size(); ++i) {
            InstId id = block[i];
            Op op = f.At(id).op;
            if (op == Op::kLoad) {
                VarRef v = f.At(id).vars[0];
                if (InstId* value = Find(known, v)) {
                    map[id.value] = Resolve(*value);
                    drop[id.value] = true;
                    progress = true;
                } else {
                    Set(known, v, id);
                }
            } else if (op == Op::kStore) {
                Set(known, f.At(id).vars[0], f.At(id).operands[0]);
            } else if (op == Op::kCall) {
                Forget(known, f.At(id).vars);
            } else if (op == Op::kIf) {
                Walk(f.At(id).blocks[0], known);
                Walk(f.At(id).blocks[1], known);
                std::vector<VarRef> stored;
                CollectStoredVars(f, f.At(id).blocks[0], stored);
                CollectStoredVars(f, f.At(id).blocks[1], stored);
                Forget(known, stored);
            } else if (op == Op::kLoop) {
                // Whatever the loop writes is unknown at the top of every iteration.
                std::vector<VarRef> stored;
                CollectStoredVars(f, f.At(id).blocks[0], stored);
                CollectStoredVars(f, f.At(id).blocks[1], stored);
                Forget(known, stored);
                Walk(f.At(id).blocks[0], known);
                Walk(f.At(id).blocks[1], known);
            }
        }
    }
};

}  // namespace

bool ForwardLoads(Function& function, bool undef_uninitialised) {
    Forwarder fw{function, undef_uninitialised, {}, {}, false};
    fw.map.assign(function.insts.size(), InstId{});
    fw.drop.assign(function.insts.size(), false);
    Known initial;
    std::vector<InstId> undefs;
    if (undef_uninitialised) {
        // Locals other than parameters start undefined: make one `undef` per local, put at
        // the top of the body only if a load ends up using it.
        std::vector<bool> is_param(function.locals.size(), false);
        for (const Parameter& p : function.params) is_param[p.var] = true;
        for (std::uint32_t i = 0; i < function.locals.size(); ++i) {
            if (is_param[i]) continue;
            Instruction u;
            u.op = Op::kUndef;
            u.type = function.locals[i].type;
            u.span = function.locals[i].span;
            InstId slot = AddInst(function, std::move(u));
            undefs.push_back(slot);
            initial.emplace_back(VarRef{VarRef::Scope::kLocal, i}, slot);
        }
        fw.map.resize(function.insts.size(), InstId{});
        fw.drop.resize(function.insts.size(), false);
    }
    fw.Walk(function.body, initial);
    if (!fw.progress) return false;
    ReplaceUses(function, fw.map);
    DropInstructions(function, fw.drop);
    std::vector<std::uint32_t> uses = CountUses(function);
    Block prefix;
    for (InstId u : undefs)
        if (uses[u.value] > 0) prefix.push_back(u);
    function.body.insert(function.body.begin(), prefix.begin(), prefix.end());
    return true;
}

// --- cloning ---

InstId Cloner::Map(InstId id) const {
    return id.value < values.size() && values[id.value].Valid() ? values[id.value] : id;
}

InstId Cloner::CloneInst(const Function& src, InstId id) {
    Instruction copy = src.At(id);  // by value: its operands are renamed, and dst may be src
    for (InstId& operand : copy.operands) operand = Map(operand);
    if (vars) for (VarRef& v : copy.vars) v = vars(v);
    std::vector<Block> nested = std::move(copy.blocks);
    copy.blocks.clear();
    InstId clone = AddInst(dst, std::move(copy));
    if (values.size() <= id.value)
        values.resize(std::max<std::size_t>(id.value + 1, src.insts.size()));
    values[id.value] = clone;
    std::vector<Block> cloned;
    for (const Block& b : nested) cloned.push_back(CloneBlock(src, b));
    dst.At(clone).blocks = std::move(cloned);
    return clone;
}

Block Cloner::CloneBlock(const Function& src, const Block& block) {
    Block ids = block;  // `block` may be one the caller replaces with our result
    Block out;
    for (InstId id : ids) out.push_back(CloneInst(src, id));
    return out;
}

}  // namespace tessera::ir::passes
