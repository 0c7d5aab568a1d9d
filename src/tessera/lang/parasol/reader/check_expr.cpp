// SPDX-License-Identifier: MIT
// The checker's expressions ("Expressions" and the constructors of "Types").
#include "lang/parasol/reader/check_impl.h"

#include <algorithm>

#include "lang/parasol/reader/intrinsics.h"

namespace tessera::lang::parasol {

namespace {

using K = PType::Kind;

std::string TypeList(const std::vector<PType>& types) {
    std::string out = "(";
    for (std::size_t i = 0; i < types.size(); ++i) out += (i ? ", " : "") + TypeName(types[i]);
    return out + ")";
}

bool AnyError(const std::vector<PType>& types) {
    return std::any_of(types.begin(), types.end(), [](const PType& t) { return t.IsError(); });
}

// "Constructors": scalars convert from any scalar; a vector_NT takes scalars and vectors of
// T whose components add up to N (the primary and every auxiliary constructor of the
// spec's tables are exactly these sequences); a matrix_NxNf takes N vector_Nf columns.
bool HasConstructor(const PType& t, const std::vector<PType>& args) {
    if (t.IsScalar()) return args.size() == 1 && args[0].IsScalar();
    if (t.IsVector()) {
        int total = 0;
        for (const PType& a : args) {
            if (a.Components() == 0 || a.Element() != t.Element()) return false;
            total += a.Components();
        }
        return total == t.n;
    }
    if (t.kind == K::kMatrix) {
        if (static_cast<int>(args.size()) != t.n) return false;
        return std::all_of(args.begin(), args.end(),
                           [&](const PType& a) { return a == PType::Of(K::kVectorF, t.n); });
    }
    return false;
}

}  // namespace

const PType* Checker::LookupLocal(const std::string& name) const {
    for (auto it = scope_.locals.rbegin(); it != scope_.locals.rend(); ++it)
        if (it->first == name) return &it->second;
    return nullptr;
}

TermInfo* Checker::LookupTerm(const Path& path, bool& is_intrinsic) {
    is_intrinsic = false;
    ModuleInfo* m = ModuleOf(path, scope_.module);
    if (!m) return nullptr;
    if (m->intrinsic) {
        is_intrinsic = IntrinsicExists(path.name);
        if (!is_intrinsic) diags_.Error(path.pos, "unknown intrinsic '" + path.name + "'");
        return nullptr;
    }
    auto found = m->terms.find(path.name);
    if (found == m->terms.end()) {
        diags_.Error(path.pos, path.module.empty()
                                   ? "unknown name '" + path.name + "'"
                                   : "module '" + m->qualified + "' has no term '" + path.name + "'");
        return nullptr;
    }
    TermInfo& term = *found->second;
    if (term.state == VisitState::kActive) {
        // "Terms: Recursion": the reference closes a cycle of static references.
        diags_.Error(path.pos, "terms cannot be recursive: " +
                                   CycleText(term_stack_, &term, [](const TermInfo& t) { return t.decl->name; }));
        return nullptr;
    }
    CheckTerm(term);
    return &term;
}

void Checker::NoteFragmentOnly(Pos pos, const std::string& what) {
    if (!term_stack_.empty()) term_stack_.back()->fragment_only = true;
    else if (in_vertex_shader_)
        diags_.Error(pos, "'" + what + "' reads the fragment coordinate, which only fragment shaders have");
}

PType Checker::Expression(Expr& e) {
    switch (e.kind) {
        case Expr::Kind::kInteger: e.type = PType::Of(K::kInteger); break;
        case Expr::Kind::kReal: e.type = PType::Of(K::kFloat); break;
        case Expr::Kind::kBoolean: e.type = PType::Of(K::kBoolean); break;
        case Expr::Kind::kVariable: e.type = Variable(e); break;
        case Expr::Kind::kApply: e.type = Apply(e); break;
        case Expr::Kind::kLet: e.type = Let(e); break;
        case Expr::Kind::kNew: e.type = New(e); break;
        case Expr::Kind::kRecord: e.type = Record(e); break;
        case Expr::Kind::kSwizzle: e.type = Swizzle(e); break;
        case Expr::Kind::kIf: e.type = Conditional(e); break;
        case Expr::Kind::kColumn: e.type = Column(e); break;
        case Expr::Kind::kProject: e.type = Project(e); break;
    }
    return e.type;
}

PType Checker::Conditional(Expr& e) {
    PType c = Expression(*e.args[0]);
    PType a = Expression(*e.args[1]);
    PType b = Expression(*e.args[2]);
    if (!c.IsError() && c.kind != K::kBoolean)
        diags_.Error(e.args[0]->pos, "the condition of 'if' must be boolean, not '" + TypeName(c) + "'");
    if (!a.IsError() && !b.IsError() && !(a == b))
        diags_.Error(e.args[2]->pos, "the branches of 'if' have different types: '" + TypeName(a) + "' and '" +
                                         TypeName(b) + "'");
    return a == b ? a : PType{};
}

// "Matrices": column K of a matrix_NxNf, 0 <= K < N, is a vector_Nf.
PType Checker::Column(Expr& e) {
    PType m = Expression(*e.args[0]);
    if (m.IsError()) return m;
    if (m.kind != K::kMatrix) {
        diags_.Error(e.args[0]->pos, "'column' needs a matrix, not '" + TypeName(m) + "'");
        return PType{};
    }
    if (e.integer < 0 || e.integer >= m.n) {
        diags_.Error(e.pos, "column " + std::to_string(e.integer) + " is out of range for '" + TypeName(m) +
                                "' (0 to " + std::to_string(m.n - 1) + ")");
        return PType{};
    }
    return PType::Of(K::kVectorF, m.n);
}

PType Checker::Project(Expr& e) {
    PType r = Expression(*e.args[0]);
    if (r.IsError()) return r;
    const auto& [name, pos] = e.names[0];
    if (r.kind != K::kRecord) {
        diags_.Error(pos, "'." + name + "' needs a record, not '" + TypeName(r) + "'");
        return PType{};
    }
    for (std::uint32_t i = 0; i < r.record->fields.size(); ++i)
        if (r.record->fields[i].first == name) {
            e.indices = {i};
            return r.record->fields[i].second;
        }
    diags_.Error(pos, "record '" + TypeName(r) + "' has no field '" + name + "'");
    return PType{};
}

PType Checker::Variable(Expr& e) {
    if (e.path.module.empty())
        if (const PType* local = LookupLocal(e.path.name)) return *local;
    bool is_intrinsic = false;
    TermInfo* term = LookupTerm(e.path, is_intrinsic);
    if (is_intrinsic) {
        e.intrinsic = FindIntrinsic(e.path.name, {});
        if (!e.intrinsic || !e.intrinsic->is_value) {
            diags_.Error(e.pos, "intrinsic '" + e.path.name + "' must be applied to arguments");
            return PType{};
        }
        NoteFragmentOnly(e.pos, e.path.Text());
        return e.intrinsic->result;
    }
    if (!term) return PType{};
    e.term = term;
    if (term->fragment_only) NoteFragmentOnly(e.pos, e.path.Text());
    if (term->decl->is_function) {
        diags_.Error(e.pos, "function '" + e.path.Text() + "' must be applied to arguments");
        return PType{};
    }
    return term->type;
}

PType Checker::Apply(Expr& e) {
    std::vector<PType> args;
    for (ExprPtr& a : e.args) args.push_back(Expression(*a));
    if (e.path.module.empty() && LookupLocal(e.path.name)) {
        diags_.Error(e.path.pos, "'" + e.path.name + "' is a local value, not a function");
        return PType{};
    }
    bool is_intrinsic = false;
    TermInfo* term = LookupTerm(e.path, is_intrinsic);
    if (is_intrinsic) {
        if (AnyError(args)) return PType{};
        e.intrinsic = FindIntrinsic(e.path.name, args);
        if (!e.intrinsic) {
            diags_.Error(e.pos, "no intrinsic '" + e.path.name + "' takes " + TypeList(args));
            return PType{};
        }
        return e.intrinsic->result;
    }
    if (!term) return PType{};
    e.term = term;
    if (term->fragment_only) NoteFragmentOnly(e.pos, e.path.Text());
    if (!term->decl->is_function) {
        diags_.Error(e.path.pos, "'" + e.path.Text() + "' is a value, not a function");
        return PType{};
    }
    if (args.size() != term->params.size()) {
        diags_.Error(e.pos, "function '" + e.path.Text() + "' takes " + std::to_string(term->params.size()) +
                                " argument" + (term->params.size() == 1 ? "" : "s") + ", not " +
                                std::to_string(args.size()));
        return term->type;
    }
    for (std::size_t i = 0; i < args.size(); ++i)
        if (!args[i].IsError() && !term->params[i].IsError() && !(args[i] == term->params[i]))
            diags_.Error(e.args[i]->pos, "argument " + std::to_string(i + 1) + " of '" + e.path.Text() +
                                             "' has type '" + TypeName(args[i]) + "' but the function takes '" +
                                             TypeName(term->params[i]) + "'");
    return term->type;
}

// A local value: checked in the scope so far, then added to it (hiding earlier names).
PType Checker::LocalValue(LocalDecl& d) {
    CheckName(d.name, d.pos, "value");
    PType type = Expression(*d.value);
    if (d.type) {
        PType declared = ResolveType(*d.type, scope_.module);
        if (!declared.IsError() && !type.IsError() && !(declared == type))
            diags_.Error(d.value->pos, "value '" + d.name + "' has type '" + TypeName(type) +
                                           "' but is declared '" + TypeName(declared) + "'");
        type = declared;
    }
    scope_.locals.emplace_back(d.name, type);
    return type;
}

PType Checker::Let(Expr& e) {
    std::size_t depth = scope_.locals.size();
    for (LocalDecl& d : e.locals) LocalValue(d);
    PType body = Expression(*e.args[0]);
    scope_.locals.resize(depth);
    return body;
}

PType Checker::New(Expr& e) {
    std::vector<PType> args;
    for (ExprPtr& a : e.args) args.push_back(Expression(*a));
    PType t = ResolveType(e.path, scope_.module);
    if (t.IsError() || AnyError(args)) return t;
    if (t.kind == K::kRecord) {
        diags_.Error(e.path.pos, "record types have no constructors; write 'record " + e.path.Text() + " { ... }'");
    } else if (t.kind == K::kSampler2D || t.kind == K::kSamplerCube) {
        diags_.Error(e.path.pos, "sampler types have no constructors (samplers come from shader parameters)");
    } else if (!HasConstructor(t, args)) {
        diags_.Error(e.pos, "no constructor of '" + TypeName(t) + "' takes " + TypeList(args));
    }
    return t;
}

PType Checker::Record(Expr& e) {
    std::vector<PType> values;
    for (FieldInit& f : e.fields) values.push_back(Expression(*f.value));
    PType t = ResolveType(e.path, scope_.module);
    if (t.IsError()) return t;
    if (t.kind != K::kRecord) {
        diags_.Error(e.path.pos, "'" + TypeName(t) + "' is not a record type");
        return PType{};
    }
    const auto& fields = t.record->fields;
    std::vector<bool> given(fields.size(), false);
    for (std::size_t i = 0; i < e.fields.size(); ++i) {
        const FieldInit& f = e.fields[i];
        auto at = std::find_if(fields.begin(), fields.end(), [&](const auto& fd) { return fd.first == f.name; });
        if (at == fields.end()) {
            diags_.Error(f.pos, "record '" + TypeName(t) + "' has no field '" + f.name + "'");
            continue;
        }
        std::uint32_t index = static_cast<std::uint32_t>(at - fields.begin());
        if (given[index]) diags_.Error(f.pos, "field '" + f.name + "' is given twice");
        given[index] = true;
        e.indices.push_back(index);
        if (!values[i].IsError() && !at->second.IsError() && !(values[i] == at->second))
            diags_.Error(f.value->pos, "field '" + f.name + "' has type '" + TypeName(at->second) +
                                           "', not '" + TypeName(values[i]) + "'");
    }
    std::string missing;
    for (std::size_t i = 0; i < fields.size(); ++i)
        if (!given[i]) missing += (missing.empty() ? "'" : ", '") + fields[i].first + "'";
    if (!missing.empty()) diags_.Error(e.pos, "record expression lacks field(s) " + missing);
    return t;
}

// "Vectors": each label names one of the first N components x, y, z, w, and a swizzle of
// one to four labels is a scalar or a vector of that many: `v [x y x y]` of a vector_2f is a
// vector_4f. The spec's "M <= N" reads as a bound on the result's width by the source's,
// but jparasol 0.11.3 (the reference compiler) accepts up to four labels of any vector, and
// programs written for it use that (issue 32), so the bound is the widest vector type.
PType Checker::Swizzle(Expr& e) {
    PType v = Expression(*e.args[0]);
    if (v.IsError()) return v;
    if (!v.IsVector()) {
        diags_.Error(e.names[0].second, "swizzles need a vector, not '" + TypeName(v) + "'");
        return PType{};
    }
    bool ok = true;
    for (const auto& [name, pos] : e.names) {
        static const std::string kLabels = "xyzw";
        std::size_t index = name.size() == 1 ? kLabels.find(name[0]) : std::string::npos;
        if (index == std::string::npos || static_cast<int>(index) >= v.n) {
            diags_.Error(pos, "'" + name + "' is not a component of '" + TypeName(v) + "' (" +
                                  kLabels.substr(0, v.n) + ")");
            ok = false;
        }
        e.indices.push_back(static_cast<std::uint32_t>(index));
    }
    constexpr std::size_t kMaxLabels = 4;  // vector_4T is the widest result
    if (e.names.size() > kMaxLabels) {
        diags_.Error(e.names[kMaxLabels].second, "a swizzle names at most 4 components");
        ok = false;
    }
    if (!ok) return PType{};
    if (e.names.size() == 1) return PType::Of(v.Element());
    return PType::Of(v.kind, static_cast<int>(e.names.size()));
}

}  // namespace tessera::lang::parasol
