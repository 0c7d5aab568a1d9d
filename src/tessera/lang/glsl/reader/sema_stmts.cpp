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
    if (terminated_) {
        dead_blocks_.emplace_back();
        b_->WithBlock(dead_blocks_.back(), [&] {
            terminated_ = false;
            Statement(s);
        });
        terminated_ = true;
        return;
    }
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
            bool then_end = false, else_end = false;
            const ir::Instruction& c_inst = b_->GetFunction().At(cond);
            int known = c_inst.op == ir::Op::kConstant ? (c_inst.literal[0] != 0 ? 1 : 0) : -1;
            auto branch = [&](const Stmt* body, bool& ended, bool dead) {
                PushScope();
                terminated_ = false;
                dead_depth_ += dead;
                Statement(body);
                dead_depth_ -= dead;
                ended = terminated_;
                PopScope();
            };
            if (s->body.size() > 1)
                b_->If(cond, [&] { branch(s->body[0], then_end, known == 0); },
                       [&] { branch(s->body[1], else_end, known == 1); });
            else
                b_->If(cond, [&] { branch(s->body[0], then_end, known == 0); });
            terminated_ = s->body.size() > 1 && then_end && else_end;
            return;
        }
        case StmtKind::kFor:
        case StmtKind::kWhile:
        case StmtKind::kDo: Loop(s); return;
        case StmtKind::kBreak:
        case StmtKind::kContinue: {
            bool is_break = s->kind == StmtKind::kBreak;
            if (loop_depth_ == 0) {
                Error(s->range, std::string("'") + (is_break ? "break" : "continue") + "' outside of a loop");
                return;
            }
            if (is_break) b_->Break();
            else b_->Continue();
            terminated_ = true;
            return;
        }
        case StmtKind::kReturn: {
            const Type& want = current_->return_type;
            if (!s->expr) {
                if (!want.IsVoid() && !want.IsError())
                    Error(s->range, "function '" + current_->name + "' must return a '" + TypeName(want) + "'");
                b_->Return(want.IsVoid() || want.IsError() ? ir::InstId{} : b_->Undef(Ir(want)));
            } else {
                Value v = ConvertTo(Expression(s->expr), want);
                if (want.IsVoid()) {
                    Error(s->expr->range, "void function '" + current_->name + "' cannot return a value");
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
            terminated_ = true;
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
    ++loop_depth_;
    b_->Loop(
        [&] {
            terminated_ = false;
            PushScope();
            if (has_cond && s->kind != StmtKind::kDo) exit_unless();
            PushScope();
            Statement(s->body[0]);
            PopScope();
            PopScope();
            terminated_ = false;
        },
        [&] {
            terminated_ = false;
            if (s->step) Expression(s->step);
            if (s->kind == StmtKind::kDo) exit_unless();
            terminated_ = false;
        });
    --loop_depth_;
    terminated_ = false;
    PopScope();
}

}  // namespace tessera::lang::glsl::sema
