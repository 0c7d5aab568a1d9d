// SPDX-License-Identifier: MIT
// Statements (GLSL 1.10 section 6).
//
// Conditions must be scalar bool. Loops become the IR's structured loop:
//
//     for (init; cond; step) body   ->   init; loop { if (!cond) break; body } continuing { step }
//     while (cond) body             ->   loop { if (!cond) break; body }
//     do body while (cond);         ->   loop { body } continuing { if (!cond) break; }
//
// and are left to the IR's lower_unroll pass; the driver turns its complaint about a loop
// without a compile-time trip count into the ARBfp limitation (compile.cpp). After return,
// break, continue or discard... (discard does not end a block in the IR), the rest of a block
// is still checked, into a block that is then dropped.
#include "lang/glsl/reader/sema_impl.h"

namespace tessera::lang::glsl::sema {

void Sema::Statement(const Stmt* s) {
    if (flow_.Unreachable(*b_, [&] { Statement(s); })) return;
    b_->SetSpan(SpanOf(s->range));
    switch (s->kind) {
        case StmtKind::kEmpty: return;
        case StmtKind::kBlock:
            PushScope();
            for (const Stmt* st : s->body) Statement(st);
            PopScope();
            return;
        case StmtKind::kExpr: Expression(s->expr); return;
        case StmtKind::kStruct: DeclareStruct(s->structure); return;
        case StmtKind::kDecl:
            for (const VarDecl& v : s->decls) LocalDecl(v);
            return;
        case StmtKind::kIf: {
            Value c = Condition(s->expr, "if");
            ir::InstId cond = c.IsError() ? b_->Bool(false) : c.id;
            const ir::Instruction& c_inst = b_->GetFunction().At(cond);
            int known = c_inst.op == ir::Op::kConstant ? (c_inst.literal[0] != 0 ? 1 : 0) : -1;
            auto branch = [&](const Stmt* body, bool dead) {
                PushScope();
                dead_depth_ += dead;
                Statement(body);
                dead_depth_ -= dead;
                PopScope();
            };
            flow_.If(*b_, cond, [&] { branch(s->body[0], known == 0); },
                     s->body.size() > 1 ? std::function<void()>([&] { branch(s->body[1], known == 1); }) : nullptr);
            return;
        }
        case StmtKind::kFor:
        case StmtKind::kWhile:
        case StmtKind::kDo: Loop(s); return;
        case StmtKind::kBreak:
        case StmtKind::kContinue:
            if (std::string error = flow_.Jump(*b_, s->kind == StmtKind::kBreak); !error.empty())
                Error(s->range, std::move(error));
            return;
        case StmtKind::kReturn: {
            const Type& want = current_->return_type;
            if (!s->expr) {
                if (!want.IsVoid() && !want.IsError())
                    Error(s->range, semakit::MissingReturnValue(current_->name, TypeName(want)));
                b_->Return(want.IsVoid() || want.IsError() ? ir::InstId{} : b_->Undef(Ir(want)));
            } else {
                Value v = ConvertTo(Expression(s->expr), want);
                if (want.IsVoid()) {
                    Error(s->expr->range, semakit::VoidReturnsValue(current_->name));
                    b_->Return();
                } else if (!v.IsError() && !want.IsError() && !(v.type == want)) {
                    Error(s->expr->range, "function '" + current_->name + "' returns '" + TypeName(want) + "', not '" +
                                              TypeName(v.type) + "'");
                    b_->Return(b_->Undef(Ir(want)));
                } else {
                    b_->SetSpan(SpanOf(s->range));
                    b_->Return(v.IsError() || want.IsError() ? (want.IsError() ? ir::InstId{} : b_->Undef(Ir(want))) : v.id);
                }
            }
            flow_.Return();
            return;
        }
        case StmtKind::kDiscard:
            if (options_.vertex) Error(s->range, "'discard' is allowed only in fragment shaders");
            else b_->Discard();
            return;
    }
}

void Sema::Loop(const Stmt* s) {
    PushScope();
    const char* keyword = s->kind == StmtKind::kFor ? "for" : s->kind == StmtKind::kWhile ? "while" : "do";
    if (s->init) Statement(s->init);
    b_->SetSpan(SpanOf(s->range));
    loops_.push_back({SpanOf(s->range), keyword});
    // The condition may declare a variable (`while (bool b = f())`), fresh each iteration.
    auto exit_unless = [&] {
        Value c;
        if (!s->decls.empty()) {
            const VarDecl& v = s->decls[0];
            LocalDecl(v);
            Symbol* sym = Lookup(v.name);
            if (sym && sym->storage == Symbol::Storage::kLocal && sym->type == Type::Bool()) {
                c = Make(Type::Bool(), b_->Load(sym->var), v.name_range, false);
            } else if (sym && !sym->type.IsError()) {
                Error(v.name_range, std::string("the condition of '") + keyword + "' must be a scalar bool");
            }
        } else {
            c = Condition(s->expr, keyword);
        }
        if (!c.IsError()) b_->If(Fold(b_->Not(c.id)), [&] { b_->Break(); });
    };
    bool has_cond = s->expr || !s->decls.empty();
    flow_.Loop(
        *b_,
        [&] {
            PushScope();
            if (has_cond && s->kind != StmtKind::kDo) exit_unless();
            PushScope();
            Statement(s->body[0]);
            PopScope();
            PopScope();
        },
        [&] {
            if (s->step) Expression(s->step);
            if (s->kind == StmtKind::kDo) exit_unless();
        });
    PopScope();
}

}  // namespace tessera::lang::glsl::sema
