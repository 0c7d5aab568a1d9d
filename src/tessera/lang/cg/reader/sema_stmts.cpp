// SPDX-License-Identifier: MIT
// Statements ("Statements and Expressions", "Minimum Requirements for if, while, for").
//
// Conditions of if, while, for and do must be bool. Loops become the IR's structured loop:
//
//     for (init; cond; step) body   ->   init; loop { if (!cond) break; body } continuing { step }
//     while (cond) body             ->   loop { if (!cond) break; body }
//     do body while (cond);         ->   loop { body } continuing { if (!cond) break; }
//
// and are left for the IR's lower_unroll pass, which unrolls those whose iteration count
// folds to a constant; the driver turns its complaint about the others into the arbfp1
// restriction (compile.cpp), naming the loop by the span recorded here.
//
// After return, break or continue the rest of a block cannot run, and the IR allows nothing
// after them: it is still checked, into a block that is then dropped.
#include "lang/cg/reader/sema_impl.h"

namespace tessera::lang::cg::sema {

void Sema::Block(const BlockStmt* s, bool new_scope) {
    if (new_scope) PushScope();
    for (const Stmt* st : s->statements) Statement(st);
    if (new_scope) PopScope();
}

std::optional<bool> Sema::StatedTruth(const Expr* e, int depth) {
    if (!e || depth > 16) return std::nullopt;  // a bound on const chains
    switch (e->kind) {
        case ExprKind::kBool: return static_cast<const BoolExpr*>(e)->value;
        case ExprKind::kUnary: {
            const auto* u = static_cast<const UnaryExpr*>(e);
            if (u->op != UnaryOp::kNot) return std::nullopt;
            std::optional<bool> v = StatedTruth(u->operand, depth + 1);
            return v ? std::optional<bool>(!*v) : std::nullopt;
        }
        case ExprKind::kBinary: {
            const auto* b = static_cast<const BinaryExpr*>(e);
            if (b->op != BinaryOp::kLogicalAnd && b->op != BinaryOp::kLogicalOr)
                return std::nullopt;
            // `false && x` and `true || x` are stated whatever x is.
            const bool absorbing = b->op == BinaryOp::kLogicalOr;
            std::optional<bool> l = StatedTruth(b->lhs, depth + 1);
            std::optional<bool> r = StatedTruth(b->rhs, depth + 1);
            if (l == absorbing || r == absorbing) return absorbing;
            if (!l || !r) return std::nullopt;
            return !absorbing;
        }
        case ExprKind::kIdentifier: {
            const Symbol* s = Lookup(static_cast<const IdentifierExpr*>(e)->name);
            if (!s || s->kind != Symbol::Kind::kVariable || !s->is_const || !s->decl)
                return std::nullopt;
            return StatedTruth(s->decl->init, depth + 1);
        }
        default: return std::nullopt;
    }
}

void Sema::LocalDecl(const VarDecl* decl) {
    std::uint16_t spec = decl->specifiers;
    if (spec & ~(kConst | kStatic)) {
        const char* which = spec & kUniform ? "uniform" : spec & kVarying ? "varying" : spec & kExtern ? "extern"
                            : spec & kInline ? "inline" : (spec & kIn) && (spec & kOut) ? "inout"
                            : spec & kIn ? "in" : "out";
        Error(decl->name_range, std::string("'") + which + "' cannot be used on a local variable");
    }
    // `static` on a local (`static const float3 w = ...;`, as HLSL writes it) changes
    // nothing in a program that runs once per vertex or fragment: cgc accepted it (code it
    // compiled, libretro's crt-royale, has it), so the local is an ordinary one.
    if (!decl->profiles.empty())
        Error(decl->profiles[0].range, "a profile name can only be used on a function");
    Type type = ResolveType(decl->type, decl->init != nullptr);
    if (type.IsVoid()) {
        Error(decl->name_range, "variable '" + decl->name + "' has type 'void'");
        type = Type::Error();
    }
    // A local sampler names another one (crt-royale's `const sampler2D texture =
    // ORIG_LINEARIZED.texture;`, which cgc compiled); which unit a lookup reads must still be
    // known at compile time (the ARBfp writer says so where it is not).
    if (type.IsSampler() && !decl->init) {
        Error(decl->name_range, "a local sampler needs an initializer naming another sampler");
        type = Type::Error();
    }
    if ((spec & kConst) && !decl->init)
        Error(decl->name_range, "const variable '" + decl->name + "' needs an initializer");
    Value init;
    if (type.IsInterface()) {
        // A dynamic type: the variable takes on the struct type of its initializer
        // ("Assignment"), resolved here at compile time (sema_interfaces.cpp).
        if (!decl->init) {
            Error(decl->name_range, "variable '" + decl->name + "' of interface type '" + TypeName(type) +
                                        "' needs an initializer (the struct it holds is resolved at compile time)");
            type = Type::Error();
        } else {
            init = Expression(decl->init);
            if (Implements(init.type, type) || init.type == type || init.IsError()) {
                type = init.type;
            } else {
                Error(decl->init->range, "'" + TypeName(init.type) + "' does not implement interface '" +
                                             TypeName(type) + "'");
                type = Type::Error();
            }
        }
    } else if (decl->init) {
        init = Initializer(decl->init, type, "initializer");
    }
    Symbol s;
    s.type = type;
    s.decl = decl;
    s.is_const = spec & kConst;
    if (type.IsError()) {
        s.storage = Symbol::Storage::kUnbound;
    } else {
        b_->SetSpan(SpanOf(decl->name_range));
        s.var = b_->Local(decl->name, IrType(type));
        if (decl->init && !init.IsError()) b_->Store(s.var, init.id);
    }
    Declare(decl->name, decl->name_range, s);
}

void Sema::Statement(const Stmt* s) {
    if (flow_.Unreachable(*b_, [&] { Statement(s); })) return;  // checked into a block nobody keeps
    b_->SetSpan(SpanOf(s->range));
    switch (s->kind) {
        case StmtKind::kError:
        case StmtKind::kEmpty: return;
        case StmtKind::kBlock: Block(static_cast<const BlockStmt*>(s)); return;
        case StmtKind::kExpr: Expression(static_cast<const ExprStmt*>(s)->expr); return;
        case StmtKind::kDecl:
            for (const Decl* d : static_cast<const DeclStmt*>(s)->decls) {
                if (d->kind == DeclKind::kVariable) LocalDecl(static_cast<const VarDecl*>(d));
                else if (d->kind == DeclKind::kStruct) DeclareStruct(static_cast<const StructDecl*>(d));
                else if (d->kind == DeclKind::kTypedef) DeclareTypedef(static_cast<const TypedefDecl*>(d));
                else Error(d->name_range, "a function cannot be declared inside a function");
            }
            return;
        case StmtKind::kIf: {
            const auto* st = static_cast<const IfStmt*>(s);
            Value c = Condition(st->condition, "if");
            ir::InstId cond = c.IsError() ? b_->Bool(false) : c.id;
            const std::optional<bool> stated = StatedTruth(st->condition);
            auto branch = [&](const Stmt* body, bool taken_when) {
                const bool ruled_out = stated && *stated != taken_when;
                PushScope();
                ++branch_depth_;
                if (ruled_out) ++ruled_out_depth_;
                Statement(body);
                if (ruled_out) --ruled_out_depth_;
                --branch_depth_;
                PopScope();
            };
            flow_.If(*b_, cond, [&] { branch(st->then_branch, true); },
                     st->else_branch ? std::function<void()>([&] { branch(st->else_branch, false); }) : nullptr);
            return;
        }
        case StmtKind::kFor:
        case StmtKind::kWhile:
        case StmtKind::kDo: {
            PushScope();
            const Stmt* body = nullptr;
            const Expr* cond = nullptr;
            const Expr* step = nullptr;
            const char* keyword = "for";
            if (s->kind == StmtKind::kFor) {
                const auto* st = static_cast<const ForStmt*>(s);
                if (st->init) Statement(st->init);
                body = st->body, cond = st->condition, step = st->step;
            } else if (s->kind == StmtKind::kWhile) {
                const auto* st = static_cast<const WhileStmt*>(s);
                body = st->body, cond = st->condition, keyword = "while";
            } else {
                const auto* st = static_cast<const DoStmt*>(s);
                body = st->body, cond = st->condition, keyword = "do";
            }
            b_->SetSpan(SpanOf(s->range));
            loops_.push_back({SpanOf(s->range), keyword});
            auto exit_unless = [&] {
                Value c = Condition(cond, keyword);
                if (!c.IsError()) b_->If(b_->Not(c.id), [&] { b_->Break(); });
            };
            flow_.Loop(
                *b_,
                [&] {
                    if (cond && s->kind != StmtKind::kDo) exit_unless();
                    PushScope();
                    Statement(body);
                    PopScope();
                },
                [&] {
                    if (step) Expression(step);
                    if (s->kind == StmtKind::kDo) exit_unless();
                });
            PopScope();
            return;
        }
        case StmtKind::kBreak:
        case StmtKind::kContinue:
            if (std::string error = flow_.Jump(*b_, s->kind == StmtKind::kBreak); !error.empty())
                Error(s->range, std::move(error));
            return;
        case StmtKind::kReturn: {
            const auto* st = static_cast<const ReturnStmt*>(s);
            const Type& want = current_->return_type;
            if (!st->value) {
                if (!want.IsVoid() && !want.IsError())
                    Error(s->range, semakit::MissingReturnValue(current_->name, TypeName(want)));
                b_->Return(want.IsVoid() ? ir::InstId{} : b_->Undef(IrType(want)));
            } else if (want.IsVoid()) {
                Expression(st->value);
                Error(st->value->range, semakit::VoidReturnsValue(current_->name));
                b_->Return();
            } else {
                Value v = ExpressionAs(st->value, want, "return");
                b_->SetSpan(SpanOf(s->range));
                b_->Return(v.IsError() ? b_->Undef(IrType(want)) : v.id);
            }
            flow_.Return();
            return;
        }
        case StmtKind::kDiscard:
            if (!VertexDiscard(s->range)) b_->Discard();
            return;
    }
}

}  // namespace tessera::lang::cg::sema
