// SPDX-License-Identifier: MIT
// Assignments (sections V to VII): to uniform and parameter variables and their elements,
// to varying variables (only `v = FB`), and to FB or FB.C, which become framebuffer
// operations.
#include <algorithm>
#include <cmath>

#include "lang/isl/reader/compiler.h"

namespace tessera::lang::isl {

namespace {

// "rgba" letters in order, each at most once (section VII); false if malformed.
bool ChannelMask(const std::string& letters, std::array<bool, 4>& mask) {
    mask = {false, false, false, false};
    int last = -1;
    for (char c : letters) {
        int i = static_cast<int>(std::string_view("rgba").find(c));
        if (i < 0 || i <= last) return false;
        mask[i] = true;
        last = i;
    }
    return !letters.empty();
}

std::string ArithOp(const std::string& assign) { return assign.substr(0, 1); }

}  // namespace

void Compiler::Assign(const Stmt& s) {
    const Expr* t = s.target.get();
    if (t->kind == ExprKind::kFB || (t->kind == ExprKind::kUnary && t->op == "." && t->args[0]->kind == ExprKind::kFB))
        return AssignFB(s);
    if (t->kind == ExprKind::kName || t->kind == ExprKind::kIndex) return AssignVariable(s);
    Error(t->span, "cannot assign to this expression");
}

void Compiler::AssignFB(const Stmt& s) {
    std::array<bool, 4> mask{true, true, true, true};
    if (s.target->kind == ExprKind::kUnary && !ChannelMask(s.target->text, mask))
        return Error(s.target->span, "channels of FB are some of r, g, b, a, in that order, each at most once");
    bool whole = mask == std::array<bool, 4>{true, true, true, true};
    if (s.op == "/=") return Error(s.span, "FB cannot be divided; the varying assignments are =, +=, -= and *=");
    const Expr& rhs = *s.value;
    Val r = Eval(rhs);
    if (!r.Ok()) return;
    VOp op;
    op.mask = mask;
    op.comment = Snippet(s.span);
    if (r.kind == Val::Kind::kVarying && !r.strings.empty()) {
        const std::string& f = r.strings[0];
        const std::string& name = f == "call" ? rhs.op : f;
        if (s.op != "=" || !whole)
            return Error(rhs.span, "the result of '" + name + "' can only be assigned to all of FB ('FB = " + name + "(...)')");
        if (f == "call") {
            if (r.source.kind != Source::Kind::kFramebuffer) {
                op.source = r.source;
                Emit(op, s.span);
            }
            return;
        }
        if (f == "transform" || f == "lookup") {
            op.kind = f == "transform" ? VOp::Kind::kTransform : VOp::Kind::kLookup;
            op.step = r.step;
            op.width = r.count;
            op.entries = r.channel;
            return Emit(op, s.span);
        }
        op.combine = f == "blend" ? plan::Combine::kBlend : f == "over" ? plan::Combine::kOver : plan::Combine::kUnder;
        op.source = r.source;
        return Emit(op, s.span);
    }
    if (r.kind == Val::Kind::kVarying) {
        op.source = r.source;
    } else {
        // Section VII: a parameter color converts to varying, clamped to [0,1].
        Val c = Assignable(DataClass::kParameter, BaseType::kColor, -1, r, rhs.span);
        if (!c.Ok()) return;
        op.source.kind = Source::Kind::kParameter;
        op.source.step = StepOf(c);
    }
    op.combine = s.op == "=" ? plan::Combine::kReplace : s.op == "+=" ? plan::Combine::kAdd
               : s.op == "-=" ? plan::Combine::kSubtract : plan::Combine::kMultiply;
    Emit(op, s.span);
}

void Compiler::AssignVariable(const Stmt& s) {
    std::vector<const Expr*> indices;
    const Expr* root = s.target.get();
    while (root->kind == ExprKind::kIndex) {
        indices.insert(indices.begin(), root->args[1].get());
        root = root->args[0].get();
    }
    if (root->kind != ExprKind::kName) return Error(s.target->span, "cannot assign to this expression");
    Variable* var = Lookup(root->op);
    if (!var) return Error(root->span, "undeclared identifier '" + root->op + "'");
    if (root->op == "pi" && scopes_.size() > 0 && &scopes_[0].at("pi") == var)
        return Error(root->span, "'pi' is a constant");
    if (var->data == DataClass::kVarying) {
        if (!indices.empty() || s.op != "=" || s.value->kind != ExprKind::kFB)
            return Error(s.span, "a varying variable can only be assigned FB ('" + root->op + " = FB')");
        return Emit(VOp::Simple(VOp::Kind::kSave, Snippet(s.span), var->image), s.span);
    }
    Val rhs = Eval(*s.value);
    if (!rhs.Ok()) return;
    if (!indices.empty()) return AssignElement(*var, s, indices, rhs);
    if (s.op != "=" && var->base == BaseType::kString) return Error(s.span, "strings can only be assigned with '='");
    if (s.op == "/=" && var->base == BaseType::kMatrix) return Error(s.span, "matrices cannot be divided");
    Val value = rhs;
    if (s.op != "=") {
        if (rhs.kind == Val::Kind::kVarying) return Error(s.value->span, std::string("a varying value cannot be assigned to a ") +
                                                                              ClassName(var->data) + " " + TypeName(var->base));
        value = Arith(ArithOp(s.op), var->value, rhs, *s.target, *s.value, *s.value);
    }
    Val stored = Assignable(var->data, var->base, var->count, value, s.value->span);
    if (stored.Ok()) var->value = stored;
}

// var[i] op= v, var[i][j] op= v, var[i][j][k] op= v. Uniform variables can be set element
// by element down to a float; parameter arrays only by whole element, with a uniform
// index; parameter colors and matrices not at all (section VI).
void Compiler::AssignElement(Variable& var, const Stmt& s, std::vector<const Expr*>& indices, const Val& rhs) {
    if (var.data == DataClass::kParameter && var.count < 0)
        return Error(s.target->span, var.base == BaseType::kMatrix ? "parameter matrices cannot be set by element"
                                                                   : "parameter colors cannot be set by element");
    if (var.data == DataClass::kParameter && indices.size() > 1)
        return Error(s.target->span, "parameter arrays can only be set by whole element");
    int offset = 0;
    int width = std::max(var.count, 1) * ElementSize(var.base);
    BaseType type = var.base;
    bool array = var.count >= 0;
    std::vector<Val> index_values;
    for (const Expr* index : indices) {
        Val i = Eval(*index);
        if (!i.Ok()) return;
        if (i.kind != Val::Kind::kNumeric || i.base != BaseType::kFloat || i.count >= 0 || i.data != DataClass::kUniform)
            return Error(index->span, "an element index in an assignment must be a uniform float");
        if (!array && type == BaseType::kFloat) return Error(index->span, "too many indices");
        if (!array && type == BaseType::kString) return Error(index->span, "a string cannot be indexed");
        int step = array ? width / std::max(var.count, 1) : (type == BaseType::kColor ? 1 : 4);
        int count = width / step;
        int at = ClampedIndex(i.k[0], std::max(0, count - 1));
        offset += at * step;
        width = step;
        index_values.push_back(i);
        if (array) array = false;
        else type = type == BaseType::kColor ? BaseType::kFloat : BaseType::kColor;
    }
    if (type == BaseType::kString) {
        if (s.op != "=") return Error(s.span, "strings can only be assigned with '='");
        Val v = Assignable(DataClass::kUniform, BaseType::kString, -1, rhs, s.value->span);
        if (v.Ok()) var.value.strings[static_cast<std::size_t>(offset)] = v.strings[0];
        return;
    }
    Val element = Step(plan::ValueOp::kExtract, {var.value, Number(static_cast<float>(offset / width))}, var.data, type, -1, "", width);
    Val value = rhs;
    if (s.op != "=") {
        if (s.op == "/=" && type == BaseType::kMatrix) return Error(s.span, "matrices cannot be divided");
        value = Arith(ArithOp(s.op), element, rhs, *s.target, *s.value, *s.value);
    }
    Val v = Assignable(var.data, type, -1, value, s.value->span);
    if (!v.Ok()) return;
    var.value = Step(plan::ValueOp::kInsert, {var.value, Number(static_cast<float>(offset / width)), v}, var.data, var.base,
                     var.count, "", width);
}

}  // namespace tessera::lang::isl
