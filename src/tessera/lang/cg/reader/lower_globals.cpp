// SPDX-License-Identifier: MIT
// Globals the program writes: uniforms and varying inputs it assigns, and varying `out`
// (and `inout`) globals ("Declarations and declaration specifiers": "uniform variables may
// be read and written just like non-uniform variables"; "How Programs Receive and Return
// Data": the outputs include "any varying out global variables that are written by the
// program"; "Aliasing of Semantics": copy-on-input and copy-on-output).
//
// The IR's globals are read-only (inputs, uniforms) or write-only (outputs), so such a
// global gets a private copy: the entry wrapper keeps it in a local, initialized from the
// input or uniform (an `out` global starts undefined), and every function that reads or
// writes it, directly or through calls, takes the copy as a hidden `inout` parameter. The
// wrapper stores the copy to the output global after the call. After inlining the copy is
// an ordinary temporary, so a written uniform costs nothing where it is not written.
//
// A static global that is not const is the program's private state ("static: Marks the
// variable as 'private' to the program"; "Global Variables" are "declared and used as in
// C"): it takes the same path. While the functions are lowered it is a placeholder global;
// the wrapper starts by storing each static's initializer to it (in declaration order, so
// an initializer may read an earlier static), and after privatizing, when every use names
// a private copy, the placeholders leave the module. A static without an initializer
// starts undefined ("Use of Uninitialized Variables").
#include "lang/cg/reader/sema_impl.h"

namespace tessera::lang::cg::sema {

namespace {

bool Uses(const ir::Function& fn, ir::VarRef global) {
    for (const ir::Instruction& inst : fn.insts)
        for (const ir::VarRef& v : inst.vars)
            if (v == global) return true;
    return false;
}

/// Adds an `inout` parameter after the others: its local takes the index after the last
/// parameter's ("parameters first, then declared locals"), so later locals move up by one.
ir::VarRef AddHiddenParameter(ir::Function& fn, const std::string& name, ir::TypeId type) {
    auto at = static_cast<std::uint32_t>(fn.params.size());
    for (ir::Instruction& inst : fn.insts)
        for (ir::VarRef& v : inst.vars)
            if (v.scope == ir::VarRef::Scope::kLocal && v.index >= at) ++v.index;
    fn.locals.insert(fn.locals.begin() + at, {name, type, fn.span});
    ir::Parameter p;
    p.name = name;
    p.type = type;
    p.direction = ir::ParamDirection::kInOut;
    p.var = at;
    fn.params.push_back(p);
    return {ir::VarRef::Scope::kLocal, at};
}

ir::InstId Append(ir::Function& fn, ir::Instruction inst) {
    fn.insts.push_back(std::move(inst));
    return {static_cast<std::uint32_t>(fn.insts.size() - 1)};
}

/// Replaces `global` by `copy` in the reachable code of `fn`, and passes `copy` to every
/// call of a function in `takes` (its new last parameter: a loaded value and the variable).
void Rewrite(ir::Function& fn, ir::Block& block, ir::VarRef global, ir::VarRef copy, ir::TypeId type,
             const std::vector<bool>& takes) {
    ir::Block out;
    for (ir::InstId id : block) {
        for (ir::VarRef& v : fn.At(id).vars)
            if (v == global) v = copy;
        for (std::size_t b = 0; b < fn.At(id).blocks.size(); ++b) {
            ir::Block inner = fn.At(id).blocks[b];
            Rewrite(fn, inner, global, copy, type, takes);
            fn.At(id).blocks[b] = std::move(inner);
        }
        if (fn.At(id).op == ir::Op::kCall && takes[fn.At(id).callee]) {
            ir::Instruction load;
            load.op = ir::Op::kLoad;
            load.type = type;
            load.vars = {copy};
            load.span = fn.At(id).span;
            ir::InstId value = Append(fn, std::move(load));
            out.push_back(value);
            fn.At(id).operands.push_back(value);
            fn.At(id).vars.push_back(copy);
        }
        out.push_back(id);
    }
    block = std::move(out);
}

}  // namespace

void Sema::DeclareStatic(const VarDecl* decl, const Type& type, Symbol& symbol) {
    ir::Global g;
    g.name = decl->name;
    g.type = IrType(type);
    g.span = SpanOf(decl->name_range);
    module_.globals.push_back(g);
    auto index = static_cast<std::uint32_t>(module_.globals.size() - 1);
    symbol.storage = Symbol::Storage::kGlobal;
    symbol.var = {ir::VarRef::Scope::kGlobal, index};
    private_globals_[index] = -1;
    static_globals_[index] = {decl, type};
}

void Sema::InitializeStatics() {
    ir::Function& entry = module_.functions[module_.entry];
    ir::Block body = std::move(entry.body);
    entry.body.clear();
    ir::Builder builder(module_, entry);
    b_ = &builder;
    auto saved = std::move(scopes_);
    scopes_.clear();
    scopes_.push_back(saved.front());
    for (const auto& [index, static_global] : static_globals_) {
        const auto& [decl, declared] = static_global;
        if (!decl->init) continue;
        Type type = declared;
        builder.SetSpan(SpanOf(decl->init->range));
        Value v = Initializer(decl->init, type, "initializer");
        if (!v.IsError()) builder.Store({ir::VarRef::Scope::kGlobal, index}, v.id);
    }
    scopes_ = std::move(saved);
    b_ = nullptr;
    entry.body.insert(entry.body.end(), body.begin(), body.end());
}

void Sema::RemoveStaticPlaceholders() {
    std::vector<std::uint32_t> renumbered(module_.globals.size());
    std::vector<ir::Global> kept;
    for (std::uint32_t g = 0; g < module_.globals.size(); ++g) {
        renumbered[g] = static_cast<std::uint32_t>(kept.size());
        if (!static_globals_.count(g)) kept.push_back(std::move(module_.globals[g]));
    }
    for (ir::Function& fn : module_.functions)
        for (ir::Instruction& inst : fn.insts)
            for (ir::VarRef& v : inst.vars)
                if (v.scope == ir::VarRef::Scope::kGlobal) v.index = renumbered[v.index];
    module_.globals = std::move(kept);
    static_globals_.clear();
}

void Sema::NoteGlobalWrite(ir::VarRef var) {
    if (var.scope == ir::VarRef::Scope::kGlobal && !private_globals_.count(var.index))
        private_globals_[var.index] = -1;
}

void Sema::PrivatizeGlobals() {
    InitializeStatics();
    for (const auto& [index, sink] : private_globals_) {
        const bool is_static = static_globals_.count(index) != 0;
        const ir::Global global = module_.globals[index];
        const ir::VarRef ref{ir::VarRef::Scope::kGlobal, index};
        // The functions that use the global, directly or through the functions they call.
        std::vector<bool> takes(module_.functions.size());
        for (std::size_t f = 0; f < takes.size(); ++f) takes[f] = Uses(module_.functions[f], ref);
        for (bool changed = true; changed;) {
            changed = false;
            for (std::size_t f = 0; f < takes.size(); ++f)
                for (const ir::Instruction& inst : module_.functions[f].insts)
                    if (!takes[f] && inst.op == ir::Op::kCall && takes[inst.callee]) takes[f] = changed = true;
        }
        // The program neither reads nor writes it (a static's placeholder must still go).
        if (!takes[module_.entry] && !is_static) continue;
        for (std::size_t f = 0; f < takes.size(); ++f) {
            ir::Function& fn = module_.functions[f];
            if (!takes[f] || f == module_.entry) continue;
            ir::VarRef copy = AddHiddenParameter(fn, global.name, global.type);
            Rewrite(fn, fn.body, ref, copy, global.type, takes);
        }
        // The wrapper: copy in, call, copy out.
        ir::Function& entry = module_.functions[module_.entry];
        ir::Builder b(module_, entry);
        b.SetSpan(global.span);
        ir::VarRef copy = b.Local(global.name, global.type);
        ir::Block body = std::move(entry.body);
        Rewrite(entry, body, ref, copy, global.type, takes);
        entry.body.clear();
        if (global.kind != ir::Global::Kind::kOutput && !is_static) b.Store(copy, b.Load(ref));
        ir::InstId ret = body.back();  // the wrapper ends with its return
        body.pop_back();
        entry.body.insert(entry.body.end(), body.begin(), body.end());
        if (sink >= 0) b.Store({ir::VarRef::Scope::kGlobal, static_cast<std::uint32_t>(sink)}, b.Load(copy));
        entry.body.push_back(ret);
    }
    RemoveStaticPlaceholders();
}

}  // namespace tessera::lang::cg::sema
