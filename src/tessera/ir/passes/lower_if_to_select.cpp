// SPDX-License-Identifier: MIT
// lower_if_to_select: if-conversion, the way ARBfp has to do it (it has no branches).
//
// Both sides of an `if` run, one after the other, in the parent block, and each store is
// made conditional:
//
//     if %c { store $x, %a } else { store $x, %b }
//       ==>   %o = load $x;  %s = select %c, %a, %o;   store $x, %s
//             %n = not %c
//             %p = load $x;  %t = select %n, %b, %p;   store $x, %t
//
// That is exact even when a side reads a variable the other wrote: a conditional store
// leaves the old value when its condition is false. Nested ifs are flattened first (inner
// before outer), so an inner store is wrapped again by the outer condition; a `discard`
// takes the condition (`discard %c`, or `and` of both for an already conditional one).
// Everything else on the two sides is pure and simply runs: ARBfp evaluates both sides
// of a CMP too, so a texture sample or a division in the untaken side is harmless.
//
// Two things cannot be made conditional this way, so they are rewritten first:
//  - early returns become a "returned" flag (lower_returns.h), which guards the rest with
//    ifs that this pass then flattens;
//  - outputs cannot be loaded, so an output stored under an `if` gets a local shadow that
//    takes every store, and is copied to the output once at the end. An output that a path
//    never writes then gets `undef`, which is what that path left in it before.
// The loads and selects this leaves behind are for lower_promote_variables and the opt
// passes (select of not, select of equal values) to clean up.
#include "ir/passes/lower_if_to_select.h"

#include "ir/passes/ir_util.h"
#include "ir/passes/lower_returns.h"

namespace tessera::ir::passes {

namespace {

struct State {
    Module& module;
    Function& f;

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

    // Moves `block`'s instructions to `out`, making them happen only when `c` holds.
    void Hoist(const Block& block, InstId c, Block& out) {
        for (InstId id : block) {
            Op op = f.At(id).op;
            Span span = f.At(id).span;
            if (op == Op::kStore) {
                VarRef var = f.At(id).vars[0];
                TypeId type = f.At(f.At(id).operands[0]).type;
                InstId old = Emit(out, Op::kLoad, type, {}, span);
                f.At(old).vars = {var};
                InstId merged = SelectValue(out, c, f.At(id).operands[0], old, type, span);
                f.At(id).operands[0] = merged;
            } else if (op == Op::kDiscard) {
                InstId when = c;
                if (!f.At(id).operands.empty())
                    when = Emit(out, Op::kAnd, module.types.Bool(), {c, f.At(id).operands[0]}, span);
                f.At(id).operands = {when};
            }
            out.push_back(id);
        }
    }

    void Flatten(Block& block) {
        Block out;
        for (InstId id : Block(block)) {
            if (f.At(id).op != Op::kIf) {
                out.push_back(id);
                continue;
            }
            for (std::size_t b = 0; b < 2; ++b) {
                Block nested = f.At(id).blocks[b];
                Flatten(nested);
                f.At(id).blocks[b] = std::move(nested);
            }
            InstId c = f.At(id).operands[0];
            Span span = f.At(id).span;
            Hoist(Block(f.At(id).blocks[0]), c, out);
            if (!f.At(id).blocks[1].empty()) {
                InstId not_c = Emit(out, Op::kNot, module.types.Bool(), {c}, span);
                Hoist(Block(f.At(id).blocks[1]), not_c, out);
            }
        }
        block = std::move(out);
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
    Result result;
    for (Function& f : module.functions) {
        InstId where;
        if (const char* what = Blocker(f, where)) {
            ReportError(diagnostics, f.At(where).span,
                              std::string("cannot if-convert: the if holds ") + what);
            result.ok = false;
            continue;
        }
        if (!ContainsOp(f, f.body, Op::kIf) && !HasEarlyReturn(f)) continue;
        State state{module, f};
        LowerReturns(module.types, f);
        state.ShadowOutputs();
        state.Flatten(f.body);
        result.progress = true;
    }
    return result;
}

}  // namespace tessera::ir::passes
