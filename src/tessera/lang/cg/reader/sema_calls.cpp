// SPDX-License-Identifier: MIT
// Calls and overload resolution ("Function Overloading", "Function overloading and
// optional arguments", "Overloading of Functions by Profile", "Function Calls").
//
// The candidates are the user's functions of that name and the standard library's (a
// library overload with the same parameter types as a user function is hidden by it). Then
// the spec's steps, in its order: drop candidates whose profile conflicts, drop those with
// the wrong number of parameters (excess parameters must all have defaults), then for each
// argument left to right keep only the exact matches if there are any (cint matches int and
// cfloat float), else the promotions, else the implicit conversions, else fail; finally
// prefer an exact profile, then the most specific wildcard, and fail unless one is left.
//
// A call to a user function is an IR call: `in` and `inout` arguments are values, `out`
// and `inout` arguments are variables the callee writes back (a temporary, stored to the
// argument's place afterwards, when the argument is not a whole local variable).
#include "lang/cg/reader/sema_impl.h"

namespace tessera::lang::cg::sema {

namespace {

/// One overload still in the running: a user function or a library signature, by pointer
/// (resolution runs on every call, so it copies no parameter lists).
struct Candidate {
    FunctionInfo* user = nullptr;
    const BuiltinSignature* builtin = nullptr;
    int profile_rank = 0;  ///< 2 exact profile, 1 wildcard, 0 open
    std::size_t Arity() const { return user ? user->params.size() : builtin->params.size(); }
    const Type& Param(std::size_t i) const { return user ? user->params[i].type : builtin->params[i]; }
    std::string Signature(const std::string& name) const {
        std::string s = name + "(";
        for (std::size_t i = 0; i < Arity(); ++i) s += (i ? ", " : "") + TypeName(Param(i));
        return s + ")";
    }
};

bool SameParams(const FunctionInfo& f, const BuiltinSignature& sig) {
    if (f.params.size() != sig.params.size()) return false;
    for (std::size_t i = 0; i < sig.params.size(); ++i)
        if (!(f.params[i].type == sig.params[i])) return false;
    return true;
}

/// The user's functions `s` names whose profile does not conflict, then the `library`
/// overloads none of those hides. `matches` says whether a profile name matches ours.
template <typename ProfileMatches>
std::vector<Candidate> Gather(const Symbol* s, const std::vector<BuiltinSignature>& library,
                              ProfileMatches matches) {
    static const std::vector<FunctionInfo*> kNone;
    const std::vector<FunctionInfo*>& user = s && s->kind == Symbol::Kind::kFunctions ? s->functions : kNone;
    std::vector<Candidate> set;
    set.reserve(user.size() + library.size());
    for (FunctionInfo* f : user) {
        bool any_match = false, exact = false;
        for (const std::string& p : f->profiles) {
            any_match |= matches(p);
            exact |= matches(p) && p != "ps";
        }
        if (!f->profiles.empty() && !any_match) continue;  // the profile conflicts
        set.push_back({f, nullptr, f->profiles.empty() ? 0 : exact ? 2 : 1});
    }
    // Only user functions hide library overloads: the library's own lists have no two
    // signatures with the same parameters (tests/cg/types_test.cpp checks every list).
    const std::size_t user_count = set.size();
    for (const BuiltinSignature& sig : library) {
        bool hidden = false;
        for (std::size_t u = 0; u < user_count && !hidden; ++u) hidden = SameParams(*set[u].user, sig);
        if (!hidden) set.push_back({nullptr, &sig, 0});
    }
    return set;
}

}  // namespace

Value Sema::Call(const CallExpr* e) {
    std::string name;
    Value self;
    const StructInfo* owner = nullptr;
    if (e->callee->kind == ExprKind::kIdentifier) {
        name = static_cast<const IdentifierExpr*>(e->callee)->name;
    } else if (e->callee->kind == ExprKind::kMember) {
        const auto* m = static_cast<const MemberExpr*>(e->callee);
        self = Expression(m->base);
        if (self.IsError()) return ErrorValue(e->range);
        if (!self.type.IsStruct()) {
            Error(m->name_range, "'" + TypeName(self.type) + "' has no member function '" + m->name + "'");
            return ErrorValue(e->range);
        }
        owner = self.type.info;
        name = m->name;
    } else {
        Error(e->callee->range, "this expression cannot be called");
        return ErrorValue(e->range);
    }
    std::vector<Value> args;
    std::vector<const Expr*> arg_exprs;
    args.reserve(e->args.size());
    arg_exprs.reserve(e->args.size());
    bool bad = false;
    for (const Expr* a : e->args) {
        args.push_back(Expression(a));
        arg_exprs.push_back(a);
        bad |= args.back().IsError();
    }
    if (bad) return ErrorValue(e->range);
    b_->SetSpan(SpanOf(e->range));

    std::string key = owner ? owner->name + "::" + name : name;
    Symbol* s = Lookup(key);
    if (s && s->kind == Symbol::Kind::kVariable && !owner) {
        Error(e->callee->range, "'" + name + "' is a variable, not a function");
        return ErrorValue(e->range);
    }
    static const std::vector<BuiltinSignature> kNoLibrary;  // member functions have none
    std::vector<Candidate> set = Gather(s, owner ? kNoLibrary : LibraryOverloads(name, options_.glsl_builtins),
                                        [this](const std::string& p) { return ProfileMatches(p); });
    if (set.empty() && owner) {
        Error(e->callee->range, "'" + owner->name + "' has no member function '" + name + "'");
        return ErrorValue(e->range);
    }
    if (set.empty()) {
        UndeclaredName(e->callee->range, "undeclared function '" + name + "'");
        return ErrorValue(e->range);
    }
    // Arity, with default values for excess parameters.
    std::erase_if(set, [&](const Candidate& c) {
        if (c.Arity() < args.size()) return true;
        for (std::size_t i = args.size(); i < c.Arity(); ++i)
            if (!c.user || !c.user->params[i].decl->init) return true;
        return false;
    });
    if (set.empty()) {
        Error(e->range, "no overload of '" + name + "' takes " + std::to_string(args.size()) +
                            (args.size() == 1 ? " argument" : " arguments"));
        return ErrorValue(e->range);
    }
    for (std::size_t i = 0; i < args.size(); ++i) {
        const Type& actual = args[i].type;
        auto keep_if = [&](auto pred) {
            bool any = false;
            for (const Candidate& c : set) any |= pred(c.Param(i));
            if (any) std::erase_if(set, [&](const Candidate& c) { return !pred(c.Param(i)); });
            return any;
        };
        if (keep_if([&](const Type& f) { return IsExactMatch(actual, f); })) continue;
        if (keep_if([&](const Type& f) {
                // Dynamic types: an unsized array, an interface a struct implements.
                return (f.IsArray() && f.count < 0 && Classify(actual, f) == Conversion::kImplicit) ||
                       Implements(actual, f);
            }))
            continue;
        if (keep_if([&](const Type& f) { return IsPromotion(actual, f); })) continue;
        // Step d, the implicit casts, in three rounds: those the table marks A and that keep
        // the shape, then those that smear a scalar, then those it marks W (a warning). cgc
        // chose mul(half3x3, half3) for a float3 argument over the half3x1 matrix it converts
        // to with a warning (libretro's hqx.inc), and compiled lerp(float3, float3, bool)
        // (xbr-lv2), which the scalar and the smeared form would both take (the spec's "the
        // definition that best matches is called").
        auto implicit = [&](const Type& f) {
            Conversion c = Classify(actual, f);
            return c == Conversion::kImplicit || c == Conversion::kIdentical;
        };
        if (keep_if([&](const Type& f) { return implicit(f) && (f.IsScalar() || !actual.IsScalar()); }))
            continue;
        if (keep_if(implicit)) continue;
        if (keep_if([&](const Type& f) { return Classify(actual, f) == Conversion::kWarn; })) continue;
        Error(args[i].range, "no overload of '" + name + "' accepts '" + TypeName(actual) +
                                 "' as argument " + std::to_string(i + 1));
        return ErrorValue(e->range);
    }
    int best = 0;
    for (const Candidate& c : set) best = std::max(best, c.profile_rank);
    std::erase_if(set, [&](const Candidate& c) { return c.profile_rank != best; });
    if (set.size() != 1) {
        Error(e->range, "call to '" + name + "' is ambiguous");
        for (const Candidate& c : set)
            if (c.user) Note(c.user->decl->name_range, "candidate '" + c.Signature(name) + "'");
        return ErrorValue(e->range);
    }
    const Candidate& chosen = set.front();
    if (chosen.builtin) {
        std::string restriction = ProfileRestriction(*chosen.builtin, options_.profile);
        if (!restriction.empty() && !options_.check_only) {
            // The spec's "Profiles": the restrictions apply to the program, the functions the
            // entry reaches; libretro's shared gamma helpers wrap every lookup form.
            ErrorIfReached(e->callee->range, std::move(restriction));
            return Make(chosen.builtin->result, b_->Undef(IrType(chosen.builtin->result)), e->range);
        }
        if (UnresolvedSamplers(args, chosen.builtin->params))
            return Make(chosen.builtin->result, b_->Undef(IrType(chosen.builtin->result)), e->range);
        for (std::size_t i = 0; i < args.size(); ++i) {
            if (chosen.builtin->directions[i] != ir::ParamDirection::kIn) {
                if (!args[i].place || !args[i].place->read_only.empty()) {
                    Error(args[i].range, "argument " + std::to_string(i + 1) + " of '" + name +
                                             "' is an 'out' parameter and needs an assignable expression");
                    return ErrorValue(e->range);
                }
                continue;
            }
            args[i] = Convert(args[i], chosen.builtin->params[i], false, args[i].range, "argument");
            if (args[i].IsError()) return ErrorValue(e->range);
        }
        return CallBuiltin(*chosen.builtin, args, e->range);
    }
    if (owner) args.insert(args.begin(), self);
    return CallUser(chosen.user, args, e->range, arg_exprs);
}

Value Sema::CallUser(FunctionInfo* f, const std::vector<Value>& given, const SourceRange& range,
                     const std::vector<const Expr*>& arg_exprs) {
    (void)arg_exprs;
    if (f->owner && f->owner->is_interface) return CallAbstract(f, given, range);
    f = SpecializeForArguments(f, given, range);
    if (!f) return ErrorValue(range);
    if (f == current_) {
        Error(range, "'" + f->name + "' calls itself; recursion is not allowed");
        return ErrorValue(range);
    }
    f->called = true;
    if (f->ir_index == UINT32_MAX) return ErrorValue(range);
    std::vector<Type> formals;
    for (const ParamInfo& p : f->params) formals.push_back(p.type);
    if (UnresolvedSamplers({given.begin() + (f->owner ? 1 : 0), given.end()}, formals)) {
        if (f->return_type.IsVoid()) return Make(Type::Void(), {}, range);
        return Make(f->return_type, b_->Undef(IrType(f->return_type)), range);
    }
    std::size_t first = f->owner ? 1 : 0;
    std::vector<ir::InstId> in_args;
    std::vector<ir::VarRef> out_vars;
    struct WriteBack {
        ir::VarRef temp;
        Type param;
        Value arg;
    };
    std::vector<WriteBack> write_backs;
    if (f->owner) in_args.push_back(given[0].id);
    for (std::size_t i = 0; i < f->params.size(); ++i) {
        const ParamInfo& p = f->params[i];
        Value arg;
        if (first + i < given.size()) {
            arg = given[first + i];
        } else {
            // A default value, lowered here in global scope.
            auto saved = std::move(scopes_);
            scopes_.clear();
            scopes_.push_back(saved.front());
            Type t = p.type;
            arg = Initializer(p.decl->init, t, "default argument");
            scopes_ = std::move(saved);
            if (arg.IsError()) return ErrorValue(range);
        }
        if (p.direction != ir::ParamDirection::kIn) {
            if (!arg.place || !arg.place->read_only.empty()) {
                Error(arg.range, "argument " + std::to_string(i + 1) + " of '" + f->name +
                                     "' is an '" + (p.direction == ir::ParamDirection::kOut ? "out" : "inout") +
                                     "' parameter and needs an assignable expression");
                return ErrorValue(range);
            }
            if (Classify(p.type, arg.type) == Conversion::kNever ||
                Classify(p.type, arg.type) == Conversion::kExplicit) {
                Error(arg.range, "cannot convert '" + TypeName(p.type) + "' back to '" +
                                     TypeName(arg.type) + "' for argument " + std::to_string(i + 1));
                return ErrorValue(range);
            }
        }
        if (p.direction != ir::ParamDirection::kOut) {
            Value v = Convert(arg, p.type, false, arg.range, "argument");
            if (v.IsError()) return ErrorValue(range);
            in_args.push_back(v.id);
        }
        if (p.direction != ir::ParamDirection::kIn) {
            if (arg.place->steps.empty() && arg.place->var.scope == ir::VarRef::Scope::kLocal &&
                arg.type == p.type) {
                out_vars.push_back(arg.place->var);
            } else {
                ir::VarRef temp = b_->Local(p.name + "_out", IrType(p.type));
                out_vars.push_back(temp);
                write_backs.push_back({temp, p.type, arg});
            }
        }
    }
    b_->SetSpan(SpanOf(range));
    ir::InstId result = b_->Call(f->ir_index, in_args, out_vars);
    for (const WriteBack& w : write_backs) {
        ir::InstId v = ConvertIr(b_->Load(w.temp), w.param, w.arg.type);
        StoreTo(*w.arg.place, v, w.arg.range);
    }
    if (f->return_type.IsVoid()) return Make(Type::Void(), {}, range);
    return Make(f->return_type, result, range);
}

}  // namespace tessera::lang::cg::sema
