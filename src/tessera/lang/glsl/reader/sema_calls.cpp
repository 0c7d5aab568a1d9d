// SPDX-License-Identifier: MIT
// Calls (GLSL 1.10 sections 5.4 and 6.1): constructors, user functions and built-ins.
//
// Overloads are resolved by exact parameter types (1.10 has no implicit conversions; with
// 1.20's int -> float conversions a unique convertible match is taken). User functions
// are found first, so a shader's own function of a built-in's name and parameters wins
// (1.10 and 1.20 let a shader redefine a built-in). Arguments are copied in at the call and
// out/inout ones copied back at the return, in order (section 6.1.1): each goes through a
// temporary so that `f(v.x)` and `f(a[i])` write back through their paths.
#include "lang/glsl/reader/parser.h"
#include "lang/glsl/reader/sema_impl.h"

namespace tessera::lang::glsl::sema {

namespace {

std::string Signature(const std::string& name, const std::vector<Value>& args) {
    std::string s = name + "(";
    for (std::size_t i = 0; i < args.size(); ++i) s += (i ? ", " : "") + TypeName(args[i].type);
    return s + ")";
}

}  // namespace

Value Sema::Call(const Expr* e) {
    std::vector<Value> args;
    bool error = false;
    for (const Expr* k : e->kids) {
        args.push_back(Expression(k));
        error = error || args.back().IsError();
    }
    Symbol* s = Lookup(e->name);
    Type ctor = BuiltinType(e->name);
    if (IsBuiltinTypeName(e->name, version_) || (s && s->kind == Symbol::Kind::kStruct)) {
        if (s && s->kind == Symbol::Kind::kStruct && ctor.IsError()) {
            ctor = Type::Make(Type::Base::kStruct);
            ctor.info = s->struct_info;
        }
        if (error) return ErrorValue(e->range);
        if (e->array_call) return ArrayConstructor(e, ctor, args);
        return Constructor(e, ctor, std::move(args));
    }
    if (error) return ErrorValue(e->range);
    if (s && s->kind != Symbol::Kind::kFunctions) {
        Error(e->op_range, "'" + e->name + "' is not a function");
        return ErrorValue(e->range);
    }
    std::vector<FunctionInfo*> candidates;
    if (s)
        for (FunctionInfo* f : s->functions)
            if (f->VisibleFrom(shader_, visible_order_) && f->params.size() == args.size())
                candidates.push_back(f);
    // GLSL 1.20 section 6.1: an in argument converts to the parameter's type, an out
    // parameter's value to the argument's type on the copy back; inout needs both.
    auto matches = [&](const FunctionInfo* f, bool convert) {
        for (std::size_t i = 0; i < args.size(); ++i) {
            if (args[i].type == f->params[i]) continue;
            const ir::ParamDirection dir = f->directions[i];
            if (!convert) return false;
            if (dir != ir::ParamDirection::kOut && !Converts(args[i].type, f->params[i])) return false;
            if (dir != ir::ParamDirection::kIn && !Converts(f->params[i], args[i].type)) return false;
        }
        return true;
    };
    for (FunctionInfo* f : candidates)
        if (matches(f, false)) return CallUser(e, f, args);
    std::vector<FunctionInfo*> convertible;
    for (FunctionInfo* f : candidates)
        if (matches(f, true)) convertible.push_back(f);
    if (convertible.size() == 1) return CallUser(e, convertible[0], args);
    if (std::optional<Value> builtin = CallBuiltin(e, e->name, args)) return *builtin;
    if (convertible.size() > 1) {
        Error(e->op_range, "call of '" + Signature(e->name, args) + "' is ambiguous");
    } else if (s) {
        Error(e->op_range, "no matching overload for '" + Signature(e->name, args) + "'");
    } else {
        Error(e->op_range, "no function '" + e->name + "' is declared");
    }
    return ErrorValue(e->range);
}

Value Sema::ArrayConstructor(const Expr* e, Type element, std::vector<Value>& args) {
    // GLSL 1.20 section 5.4.4: one argument per element, of the element type.
    int n = e->array_size ? ArraySize(e->array_size) : static_cast<int>(args.size());
    if (n == 0) return ErrorValue(e->range);
    if (n != static_cast<int>(args.size())) {
        Error(e->range, "array constructor of " + std::to_string(n) + " elements has " + std::to_string(args.size()) +
                            " arguments");
        return ErrorValue(e->range);
    }
    std::vector<ir::InstId> parts;
    bool constant = true;
    for (Value& a : args) {
        Value v = ConvertTo(a, element);
        if (!(v.type == element)) {
            Error(a.range, "an element of a '" + TypeName(element) + "' array cannot be '" + TypeName(a.type) + "'");
            return ErrorValue(e->range);
        }
        parts.push_back(v.id);
        constant = constant && v.constant;
    }
    Type t = element;
    t.array = n;
    return Make(t, b_->Construct(Ir(t), parts), e->range, constant);
}

Value Sema::CallUser(const Expr* e, FunctionInfo* f, std::vector<Value>& args) {
    std::vector<ir::InstId> in;
    std::vector<ir::VarRef> out;
    struct CopyBack {
        Place place;
        std::size_t arg;  ///< the argument (and parameter) index
        ir::VarRef temp;
    };
    std::vector<CopyBack> copy_back;
    bool ok = true;
    for (std::size_t i = 0; i < args.size(); ++i) {
        ir::ParamDirection dir = f->directions[i];
        Value a = ConvertTo(args[i], f->params[i]);
        if (dir != ir::ParamDirection::kIn) {
            if (!a.place || !a.place->read_only.empty()) {
                Error(args[i].range, "argument " + std::to_string(i + 1) + " of '" + f->name +
                                         "' is an out or inout parameter: it needs a writable l-value" +
                                         (a.place && !a.place->read_only.empty() ? " (" + a.place->read_only + ")" : ""));
                ok = false;
                continue;
            }
            ir::VarRef temp = b_->Local(f->name + "_arg", Ir(f->params[i]));
            if (dir == ir::ParamDirection::kInOut) {
                b_->Store(temp, a.id);
                in.push_back(a.id);
            }
            out.push_back(temp);
            copy_back.push_back({*a.place, i, temp});
        } else {
            in.push_back(a.id);
        }
    }
    if (!ok) return ErrorValue(e->range);
    if (!f->definition) {
        // A redeclared built-in (section 6.1: "a shader can redefine built-in functions")
        // that this shader does not define is the built-in.
        if (std::optional<Value> builtin = CallBuiltin(e, f->name, args)) return *builtin;
        // A function declared but defined in no shader of ours is a link error (section 6.1),
        // unless the call is in a branch a constant condition never takes.
        // When linking, only calls the program can reach count (ReportUnresolvedCalls).
        if (!options_.check_only && dead_depth_ == 0 && shaders_.size() > 1 && current_) {
            unresolved_.push_back({current_, e->op_range, f->name});
        } else if (!options_.check_only && dead_depth_ == 0) {
            LinkError(e->op_range, "function '" + f->name + "' is declared but never defined");
            return ErrorValue(e->range);
        }
        return Make(f->return_type, f->return_type.IsVoid() ? ir::InstId{} : b_->Undef(Ir(f->return_type)), e->range, false);
    }
    for (ir::VarRef g : global_vars_) {
        in.push_back(b_->Load(g));
        out.push_back(g);
    }
    b_->SetSpan(SpanOf(e->range));
    ir::InstId result = b_->Call(f->ir_index, in, out);
    for (const CopyBack& c : copy_back) {
        const Value value = ConvertTo(Make(f->params[c.arg], b_->Load(c.temp), e->range, false), args[c.arg].type);
        StoreTo(c.place, value.id, e->range);
    }
    return Make(f->return_type, f->return_type.IsVoid() ? ir::InstId{} : result, e->range, false);
}

}  // namespace tessera::lang::glsl::sema
