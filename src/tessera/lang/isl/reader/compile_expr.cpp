// SPDX-License-Identifier: MIT
// Expressions (ISL sections V to VII): uniform values fold to constants, parameter values
// become value steps, varying values are sources for a framebuffer operation.
#include <algorithm>
#include <cmath>

#include "lang/isl/reader/compiler.h"
#include "lang/isl/plan/values.h"

namespace tessera::lang::isl {

const char* TypeName(BaseType base) {
    static const char* names[] = {"float", "color", "matrix", "string"};
    return names[static_cast<int>(base)];
}

const char* ClassName(DataClass data) {
    static const char* names[] = {"uniform", "parameter", "varying"};
    return names[static_cast<int>(data)];
}

namespace {

std::string Describe(const Val& v) {
    std::string s = std::string(ClassName(v.data)) + " " + TypeName(v.base);
    return v.count >= 0 ? s + " array" : s;
}

}  // namespace

Val Compiler::Number(float x) {
    Val v;
    v.kind = Val::Kind::kNumeric;
    v.k = {x};
    return v;
}

int Compiler::StepOf(const Val& v) {
    if (!v.IsConst()) return v.step;
    plan::ValueStep s;
    s.op = plan::ValueOp::kConst;
    s.constant = v.k;
    steps_.push_back(std::move(s));
    return static_cast<int>(steps_.size()) - 1;
}

// A value step over `args`; folded at once when every argument is a constant.
Val Compiler::Step(plan::ValueOp op, std::vector<Val> args, DataClass data, BaseType base, int count,
                   std::string name, int width) {
    plan::ValueStep step;
    step.op = op;
    step.name = std::move(name);
    step.width = width;
    Val out;
    out.kind = Val::Kind::kNumeric;
    out.data = data;
    out.base = base;
    out.count = count;
    bool constant = std::all_of(args.begin(), args.end(), [](const Val& a) { return a.IsConst(); });
    if (constant) {
        std::vector<plan::Value> values;
        for (const Val& a : args) values.push_back(a.k);
        out.k = plan::EvaluateStep(step, values, {});
        return out;
    }
    for (const Val& a : args) step.args.push_back(StepOf(a));
    steps_.push_back(std::move(step));
    out.step = static_cast<int>(steps_.size()) - 1;
    return out;
}

// Section V/VI conversions: a float widens to color(f,f,f,f) or matrix(f,0,0,0, ...).
Val Compiler::Convert(const Val& v, BaseType base, const Expr& where) {
    if (!v.Ok() || v.base == base) return v;
    if (v.kind == Val::Kind::kNumeric && v.count < 0 && v.base == BaseType::kFloat && base != BaseType::kString)
        return base == BaseType::kColor ? Step(plan::ValueOp::kSplat, {v}, v.data, base, -1, "", 4)
                                        : Step(plan::ValueOp::kDiagonal, {v}, v.data, base);
    Error(where.span, "cannot convert " + Describe(v) + " to " + TypeName(base));
    return Bad();
}

// True when `a` can take part in arithmetic; reports why not otherwise.
bool Compiler::Arithmetic(const Val& a, const Expr& where) {
    if (!a.Ok()) return false;
    if (a.kind == Val::Kind::kVarying) {
        Error(where.span, "varying values can only be combined with FB in an assignment ('FB += v', blend(v), ...)");
        return false;
    }
    if (a.kind == Val::Kind::kRelation || a.kind == Val::Kind::kVaryingRelation) {
        Error(where.span, "a relation is not a value");
        return false;
    }
    if (a.kind == Val::Kind::kString) {
        Error(where.span, "strings have no arithmetic");
        return false;
    }
    if (a.count >= 0) {
        Error(where.span, "arrays have no arithmetic; index an element");
        return false;
    }
    return true;
}

Val Compiler::Eval(const Expr& e) {
    switch (e.kind) {
        case ExprKind::kNumber: return Number(static_cast<float>(e.number));
        case ExprKind::kString: {
            Val v;
            v.kind = Val::Kind::kString;
            v.base = BaseType::kString;
            v.strings = {e.text};
            return v;
        }
        case ExprKind::kFB: {
            Val v;
            v.kind = Val::Kind::kVarying;
            v.data = DataClass::kVarying;
            v.base = BaseType::kColor;
            v.source.kind = Source::Kind::kFramebuffer;
            return v;
        }
        case ExprKind::kName: return EvalName(e);
        case ExprKind::kUnary: return EvalUnary(e);
        case ExprKind::kBinary: return EvalBinary(e);
        case ExprKind::kIndex: return EvalIndex(e);
        case ExprKind::kCall: return EvalCall(e);
        case ExprKind::kList: return EvalList(e);
    }
    return Bad();
}

Val Compiler::EvalName(const Expr& e) {
    Variable* var = Lookup(e.op);
    if (!var) {
        Error(e.span, "undeclared identifier '" + e.op + "'");
        return Bad();
    }
    if (var->data == DataClass::kVarying) {
        Val v;
        v.kind = Val::Kind::kVarying;
        v.data = DataClass::kVarying;
        v.base = BaseType::kColor;
        v.source.kind = Source::Kind::kImage;
        v.source.image = var->image;
        return v;
    }
    return var->value;
}

Val Compiler::EvalUnary(const Expr& e) {
    if (e.op == ".") {
        Error(e.span, "a channel selection 'FB." + e.text + "' can only be assigned to");
        return Bad();
    }
    Val a = Eval(*e.args[0]);
    if (e.op == "!") {
        if (a.kind == Val::Kind::kRelation) {
            a.truth = !a.truth;
            return a;
        }
        if (a.Ok())
            Error(e.span, a.kind == Val::Kind::kVaryingRelation ? "varying relations cannot be negated or combined"
                                                               : "'!' needs a uniform relation");
        return Bad();
    }
    if (!Arithmetic(a, *e.args[0])) return Bad();
    return Step(plan::ValueOp::kNeg, {a}, a.data, a.base);
}

Val Compiler::EvalBinary(const Expr& e) {
    const std::string& op = e.op;
    bool comparison = op == "==" || op == "!=" || op == ">=" || op == "<=" || op == ">" || op == "<";
    if (comparison && e.args[0]->kind == ExprKind::kIndex && e.args[0]->args[0]->kind == ExprKind::kFB) {
        // Section VII: FB[channel] compared with a reference, per pixel.
        Val channel = Eval(*e.args[0]->args[1]);
        Val ref = Eval(*e.args[1]);
        if (!channel.Ok() || !ref.Ok()) return Bad();
        if (channel.kind != Val::Kind::kNumeric || channel.data != DataClass::kUniform || channel.base != BaseType::kFloat ||
            channel.count >= 0) {
            Error(e.args[0]->args[1]->span, "the FB channel must be a uniform float");
            return Bad();
        }
        if (ref.kind != Val::Kind::kNumeric || ref.base != BaseType::kFloat || ref.count >= 0) {
            Error(e.args[1]->span, "FB[c] is compared with a uniform or parameter float, not " +
                                       (ref.kind == Val::Kind::kVarying ? std::string("a varying color") : Describe(ref)));
            return Bad();
        }
        Val v;
        v.kind = Val::Kind::kVaryingRelation;
        v.data = DataClass::kVarying;
        v.channel = ClampedIndex(channel.k[0], 3);
        v.step = StepOf(ref);
        static const std::map<std::string, plan::Compare> compares = {
            {"==", plan::Compare::kEqual},        {"!=", plan::Compare::kNotEqual}, {">=", plan::Compare::kGreaterEqual},
            {"<=", plan::Compare::kLessEqual},    {">", plan::Compare::kGreater},   {"<", plan::Compare::kLess}};
        v.compare = compares.at(op);
        return v;
    }
    Val a = Eval(*e.args[0]);
    Val b = Eval(*e.args[1]);
    if (!a.Ok() || !b.Ok()) return Bad();
    if (op == "&&" || op == "||") {
        for (const Val* v : {&a, &b}) {
            if (v->kind != Val::Kind::kRelation) {
                Error((v == &a ? e.args[0] : e.args[1])->span,
                      v->kind == Val::Kind::kVaryingRelation ? "varying relations cannot be negated or combined"
                                                             : "'" + op + "' needs uniform relations");
                return Bad();
            }
        }
        a.truth = op == "&&" ? a.truth && b.truth : a.truth || b.truth;
        return a;
    }
    if (comparison) return EvalRelation(e, a, b);
    return Arith(op, a, b, *e.args[0], *e.args[1], e);
}

// Sections V, VI: + - * / element by element after widening a float; matrix * matrix is
// the matrix product.
Val Compiler::Arith(const std::string& op, Val a, Val b, const Expr& ea, const Expr& eb, const Expr& e) {
    if (!Arithmetic(a, ea) || !Arithmetic(b, eb)) return Bad();
    BaseType base = std::max(a.base, b.base);
    a = Convert(a, base, ea);
    b = Convert(b, base, eb);
    if (!a.Ok() || !b.Ok()) return Bad();
    DataClass data = std::max(a.data, b.data);
    if (base == BaseType::kMatrix && op == "*") return Step(plan::ValueOp::kMatMul, {a, b}, data, base);
    if (base == BaseType::kMatrix && op == "/") {
        Error(e.span, "matrices cannot be divided");
        return Bad();
    }
    plan::ValueOp vop = op == "+" ? plan::ValueOp::kAdd : op == "-" ? plan::ValueOp::kSub : op == "*" ? plan::ValueOp::kMul : plan::ValueOp::kDiv;
    return Step(vop, {a, b}, data, base);
}

// Section V: comparisons of uniform values only (floats all six; colors, matrices and
// strings == and !=).
Val Compiler::EvalRelation(const Expr& e, const Val& a0, const Val& b0) {
    const std::string& op = e.op;
    Val a = a0, b = b0;
    for (const Val* v : {&a, &b}) {
        if (v->kind == Val::Kind::kVarying || v->data != DataClass::kUniform) {
            Error((v == &a ? e.args[0] : e.args[1])->span,
                  "a " + std::string(ClassName(v->data)) +
                      " value cannot be compared; relations are uniform (or compare FB[c] per pixel)");
            return Bad();
        }
        if (v->count >= 0 || v->kind == Val::Kind::kRelation || v->kind == Val::Kind::kVaryingRelation) {
            Error((v == &a ? e.args[0] : e.args[1])->span, "only floats, colors, matrices and strings can be compared");
            return Bad();
        }
    }
    Val r;
    r.kind = Val::Kind::kRelation;
    if (a.kind == Val::Kind::kString || b.kind == Val::Kind::kString) {
        if (a.kind != b.kind || (op != "==" && op != "!=")) {
            Error(e.span, "strings can only be compared with strings, by '==' or '!='");
            return Bad();
        }
        r.truth = (a.strings == b.strings) == (op == "==");
        return r;
    }
    BaseType base = std::max(a.base, b.base);
    a = Convert(a, base, *e.args[0]);
    b = Convert(b, base, *e.args[1]);
    if (!a.Ok() || !b.Ok()) return Bad();
    if (base != BaseType::kFloat && op != "==" && op != "!=") {
        Error(e.span, std::string(TypeName(base)) + " values can only be compared by '==' or '!='");
        return Bad();
    }
    float x = a.k[0], y = b.k[0];
    if (op == "==" || op == "!=") r.truth = (a.k == b.k) == (op == "==");
    else if (op == ">=") r.truth = x >= y;
    else if (op == "<=") r.truth = x <= y;
    else if (op == ">") r.truth = x > y;
    else r.truth = x < y;
    return r;
}

// Sections V, VI: array elements, color channels and matrix rows, each floor(index);
// um[a][b] is element floor(4a + b).
Val Compiler::EvalIndex(const Expr& e) {
    if (e.args[0]->kind == ExprKind::kFB) {
        Error(e.span, "FB[c] can only be compared in the condition of an if");
        return Bad();
    }
    const Expr* inner = e.args[0].get();
    if (inner->kind == ExprKind::kIndex && inner->args[0]->kind != ExprKind::kFB) {
        Val base = Eval(*inner->args[0]);
        if (base.Ok() && base.kind == Val::Kind::kNumeric && base.base == BaseType::kMatrix && base.count < 0) {
            Val row = Eval(*inner->args[1]), col = Eval(*e.args[1]);
            if (!Arithmetic(row, *inner->args[1]) || !Arithmetic(col, *e.args[1])) return Bad();
            Val at = Step(plan::ValueOp::kAdd, {Step(plan::ValueOp::kMul, {Number(4), row}, row.data, BaseType::kFloat), col},
                          std::max(row.data, col.data), BaseType::kFloat);
            return Step(plan::ValueOp::kExtract, {base, at}, std::max(base.data, at.data), BaseType::kFloat, -1, "", 1);
        }
    }
    Val base = Eval(*e.args[0]);
    Val index = Eval(*e.args[1]);
    if (!base.Ok() || !index.Ok()) return Bad();
    if (base.kind == Val::Kind::kVarying) {
        Error(e.span, "varying colors cannot be indexed (only FB[c] in an if condition)");
        return Bad();
    }
    if (index.kind != Val::Kind::kNumeric || index.base != BaseType::kFloat || index.count >= 0) {
        Error(e.args[1]->span, "an index must be a float");
        return Bad();
    }
    if (base.kind == Val::Kind::kString) {
        if (index.data != DataClass::kUniform || base.count < 0) {
            Error(e.span, base.count < 0 ? "a string cannot be indexed" : "a string array's index must be uniform");
            return Bad();
        }
        int i = ClampedIndex(index.k[0], std::max(0, base.count - 1));
        Val v = base;
        v.count = -1;
        v.strings = {base.strings.empty() ? "" : base.strings[static_cast<std::size_t>(i)]};
        return v;
    }
    if (base.kind != Val::Kind::kNumeric || (base.base == BaseType::kFloat && base.count < 0)) {
        Error(e.args[0]->span, "only arrays, colors and matrices can be indexed");
        return Bad();
    }
    if (base.count >= 0 && base.data == DataClass::kParameter && index.data != DataClass::kUniform) {
        Error(e.args[1]->span, "a parameter array's index must be uniform");
        return Bad();
    }
    int width = base.count >= 0 ? ElementSize(base.base) : base.base == BaseType::kColor ? 1 : 4;
    BaseType result = base.count >= 0 ? base.base : base.base == BaseType::kColor ? BaseType::kFloat : BaseType::kColor;
    return Step(plan::ValueOp::kExtract, {base, index}, std::max(base.data, index.data), result, -1, "", width);
}

// `{a, b, ...}`: an array value (Tessera's initializer syntax, docs/isl.md).
Val Compiler::EvalList(const Expr& e) {
    std::vector<Val> items;
    if (e.args.empty()) {
        Error(e.span, "an array needs at least one element");
        return Bad();
    }
    for (const ExprPtr& a : e.args) items.push_back(Eval(*a));
    Val first = items[0];
    if (!first.Ok()) return Bad();
    if (first.kind == Val::Kind::kString) {
        Val v = first;
        v.strings.clear();
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (items[i].kind != Val::Kind::kString || items[i].count >= 0) {
                Error(e.args[i]->span, "the elements of a string array must be strings");
                return Bad();
            }
            v.strings.push_back(items[i].strings[0]);
        }
        v.count = static_cast<int>(items.size());
        return v;
    }
    BaseType base = BaseType::kFloat;
    DataClass data = DataClass::kUniform;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (!Arithmetic(items[i], *e.args[i])) return Bad();
        base = std::max(base, items[i].base);
        data = std::max(data, items[i].data);
    }
    for (std::size_t i = 0; i < items.size(); ++i) items[i] = Convert(items[i], base, *e.args[i]);
    return Step(plan::ValueOp::kConcat, items, data, base, static_cast<int>(items.size()));
}

}  // namespace tessera::lang::isl
