// SPDX-License-Identifier: MIT
// lower_exit_flags: exits nested in ifs as flags, for loops the unroller cannot copy otherwise.
//
// lower_unroll follows a `continue` or `break` under an `if` that does not fold only at the
// body's own level (it turns the rest of the run into a guard). One nested deeper, as in
//
//     if %u { if %v { ...; continue } else { if %w { ...; break } } }
//     ...rest...
//
// is rewritten here into structured code with the same meaning:
//
//     store $exited, false                       # at the top of the body
//     if %u { if %v { ...; store $exited, true }
//             else { if %w { ...; store $exited, true; store $broke, true } } }
//     %c = load $exited;  %n = not %c
//     if %n { ...rest... }
//     %b = load $broke
//     if %b { break }                            # at the end of the body
//
// An exit ends its block, so replacing it by stores leaves nothing after it to skip in
// that block; every enclosing block up to the body skips its own rest through the guard
// after the `if` that may have set the flag. Values of the rest move into the guard's
// block, which is where their uses are (the rest of a block, and blocks nested in it; the
// continuing block cannot see body values). The closing `if %b { break }` is at the body's
// level, where the unroller guards what follows it (the continuing block and later runs),
// so a break still skips the continuing block. Exits of nested loops belong to those loops
// and are left alone; so are an exit directly in the body, and an `if` at the body's level
// whose one branch ends in the only exit (the loop's own condition), which the unroller
// guards itself.
//
// For a loop kept as a loop (fp40: NV_fragment_program2 has BRK but no continue), the
// continues alone become the flag, also those at the body's level, and breaks stay BRKs:
// `if %c { continue }` becomes `if %c { store $exited, true }` and what follows it
// `if not $exited { ... }`, which if-conversion then flattens into selects unless it holds
// a loop or a break.
#include "ir/passes/lower_exit_flags.h"

#include "ir/passes/ir_util.h"

namespace tessera::ir::passes {

namespace {

struct State {
    Module& module;
    Function& f;
    VarRef exited{}, broke{};
    bool has_break = false;
    bool continues_only = false;
    Span span;

    VarRef NewFlag(const char* name) {
        f.locals.push_back({name, module.types.Bool(), span});
        return VarRef{VarRef::Scope::kLocal, static_cast<std::uint32_t>(f.locals.size() - 1)};
    }

    InstId Emit(Block& out, Instruction inst) {
        inst.span = span;
        InstId id = AddInst(f, std::move(inst));
        out.push_back(id);
        return id;
    }
    void StoreFlag(Block& out, VarRef flag, bool value) {
        InstId c = AddConstant(f, module.types.Bool(), {value ? 1.0 : 0.0}, span);
        out.push_back(c);
        EmitStore(f, out, module.types.Void(), flag, c, span);
    }
    InstId LoadFlag(Block& out, VarRef flag) { return EmitLoad(f, out, module.types.Bool(), flag, span); }
    void If(Block& out, InstId condition, Block then) {
        Instruction inst;
        inst.op = Op::kIf;
        inst.type = module.types.Void();
        inst.operands = {condition};
        inst.blocks = {std::move(then), Block{}};
        Emit(out, std::move(inst));
    }
    // `if not $exited { rest }`.
    void Guard(Block& out, Block rest) {
        Instruction negate;
        negate.op = Op::kNot;
        negate.type = module.types.Bool();
        negate.operands = {LoadFlag(out, exited)};
        If(out, Emit(out, std::move(negate)), std::move(rest));
    }

    bool HasExit(const Block& block) const {
        return ContainsOp(f, block, Op::kBreak) || ContainsOp(f, block, Op::kContinue);
    }
    // `if %c { ...; break }` (or continue, either branch) at the body's level with no other
    // exit: lower_unroll guards it itself (the loop's own condition has this shape).
    bool UnrollerGuards(const Instruction& inst) const {
        for (std::size_t b = 0; b < 2; ++b) {
            const Block& exiting = inst.blocks[b];
            if (exiting.empty() || HasExit(inst.blocks[1 - b])) continue;
            const Op last = f.At(exiting.back()).op;
            if ((last == Op::kBreak || last == Op::kContinue) && !HasExit(Block(exiting.begin(), exiting.end() - 1)))
                return true;
        }
        return false;
    }

    // Rewrites the exits of `block` (`nested`: inside an if of the body); returns whether
    // it may set the flags.
    bool Rewrite(Block& block, bool nested) {
        Block out;
        for (std::size_t i = 0; i < block.size(); ++i) {
            InstId id = block[i];
            const Op op = f.At(id).op;
            const bool exit = continues_only ? op == Op::kContinue : nested && (op == Op::kContinue || op == Op::kBreak);
            if (exit) {
                StoreFlag(out, exited, true);
                if (op == Op::kBreak) {
                    StoreFlag(out, broke, true);
                    has_break = true;
                }
                block = std::move(out);
                return true;  // nothing follows an exit
            }
            if (op != Op::kIf || (!nested && !continues_only && UnrollerGuards(f.At(id)))) {
                out.push_back(id);
                continue;  // nested loops keep their own exits
            }
            bool sets = false;
            for (std::size_t b = 0; b < 2; ++b) {
                Block nested = f.At(id).blocks[b];
                sets = Rewrite(nested, true) || sets;
                f.At(id).blocks[b] = std::move(nested);
            }
            out.push_back(id);
            if (!sets) continue;
            Block rest(block.begin() + static_cast<std::ptrdiff_t>(i) + 1, block.end());
            Rewrite(rest, nested);
            if (!rest.empty()) Guard(out, std::move(rest));
            block = std::move(out);
            return true;
        }
        block = std::move(out);
        return false;
    }
};

}  // namespace

bool LowerExitsToFlags(Module& module, Function& function, InstId loop, bool continues_only) {
    const Block& original = function.At(loop).blocks[0];
    if (!ContainsOp(function, original, Op::kContinue) && (continues_only || !ContainsOp(function, original, Op::kBreak)))
        return false;
    const std::size_t locals = function.locals.size();
    State state{module, function, {}, {}, false, continues_only, function.At(loop).span};
    state.exited = state.NewFlag("exited");
    state.broke = state.NewFlag("broke");
    Block body = original;
    if (!state.Rewrite(body, false)) {  // only exits at the body's level, or of nested loops
        function.locals.resize(locals);
        return false;
    }
    if (!state.has_break) function.locals.pop_back();  // "broke", made last, is unused
    Block top;
    state.StoreFlag(top, state.exited, false);
    if (state.has_break) state.StoreFlag(top, state.broke, false);
    body.insert(body.begin(), top.begin(), top.end());
    const Op last = function.At(body.back()).op;
    if (state.has_break && last != Op::kBreak && last != Op::kContinue && last != Op::kReturn) {
        Block exit;
        Instruction brk;
        brk.op = Op::kBreak;
        brk.type = module.types.Void();
        state.Emit(exit, std::move(brk));
        state.If(body, state.LoadFlag(body, state.broke), std::move(exit));
    }
    function.At(loop).blocks[0] = std::move(body);
    return true;
}

}  // namespace tessera::ir::passes
