// SPDX-License-Identifier: MIT
// The lowering (see lower.h).
#include "lang/parasol/reader/lower.h"

#include <limits>
#include <set>

#include "ir/builder.h"
#include "lang/parasol/reader/intrinsics.h"

namespace tessera::lang::parasol {

namespace {

using K = PType::Kind;
using ir::InstId;
using Env = std::vector<std::pair<std::string, InstId>>;

ir::Span SpanOf(Pos pos) { return {pos.unit, pos.offset, pos.length}; }

ir::ScalarKind ScalarOf(K kind) {
    return kind == K::kBoolean ? ir::ScalarKind::kBool
           : kind == K::kInteger ? ir::ScalarKind::kInt
                                 : ir::ScalarKind::kFloat;
}

class Lowerer {
public:
    Lowerer(ir::Module& m, ir::Stage stage, Diags& diags) : m_(m), stage_(stage), diags_(diags) {}

    using Varyings = std::map<std::string, std::string>;
    void Shader(const ShaderDecl& s, const Varyings& varyings);

private:
    static std::string SemanticOf(const ShaderDecl& s, const Port& p, const Varyings& varyings, int& attributes);
    std::map<std::string, std::uint32_t> Ports(ir::Builder& b, const ShaderDecl& s, const Varyings& varyings, Env& env);
    ir::TypeId Type(const PType& t);
    void Collect(const Expr& e);
    void CollectTerm(const TermInfo* term);
    void DeclareFunction(const TermInfo& term);
    void DefineFunction(const TermInfo& term);
    std::uint32_t AddGlobal(const std::string& name, const PType& type, ir::Global::Kind kind,
                            std::string semantic, Pos pos);
    InstId Expression(ir::Builder& b, const Expr& e, Env& env);
    InstId Intrinsic(ir::Builder& b, const Expr& e, std::vector<InstId> args);
    InstId New(ir::Builder& b, const Expr& e, std::vector<InstId> args);
    InstId Conditional(ir::Builder& b, const Expr& e, Env& env);
    InstId Call(ir::Builder& b, const TermInfo* term, std::vector<InstId> args);
    static InstId Find(const Env& env, const std::string& name);

    ir::Module& m_;
    ir::Stage stage_;
    Diags& diags_;
    std::map<const TermInfo*, std::uint32_t> functions_;
    std::vector<const TermInfo*> order_;
    std::map<const RecordInfo*, ir::TypeId> records_;
    int frag_coord_ = -1;
    /// Calls already made in the function being built, by callee and arguments. Parasol is
    /// pure, so a second identical call reuses the first: without this, `value b = f (a, a)`
    /// over a chain of values would inline exponentially many copies.
    std::map<std::pair<std::uint32_t, std::vector<InstId>>, InstId> calls_;
    int branch_depth_ = 0;  ///< inside an `if` branch, whose values do not dominate what follows
};

ir::TypeId Lowerer::Type(const PType& t) {
    ir::TypeTable& types = m_.types;
    switch (t.kind) {
        case K::kBoolean: case K::kInteger: case K::kFloat: return types.Scalar(ScalarOf(t.kind));
        case K::kVectorI: case K::kVectorF: return types.Vector(ScalarOf(t.Element()), t.n);
        case K::kMatrix: return types.Matrix(t.n, t.n);
        case K::kSampler2D: return types.Sampler(ir::SamplerDim::k2D);
        case K::kSamplerCube: return types.Sampler(ir::SamplerDim::kCube);
        case K::kRecord: {
            auto found = records_.find(t.record);
            if (found != records_.end()) return found->second;
            std::vector<ir::StructField> fields;
            for (const auto& [name, type] : t.record->fields) fields.push_back({name, Type(type), ""});
            std::string name = t.record->qualified;
            for (char& c : name) c = c == '.' ? '_' : c;
            return records_[t.record] = types.Struct(name, std::move(fields));
        }
        case K::kError: break;
    }
    return types.Void();
}

// Every term the shader reaches, so that all IR functions exist before any body is built
// (a Builder holds a reference into Module::functions).
void Lowerer::Collect(const Expr& e) {
    CollectTerm(e.term);
    for (const ExprPtr& a : e.args) Collect(*a);
    for (const LocalDecl& d : e.locals) Collect(*d.value);
    for (const FieldInit& f : e.fields) Collect(*f.value);
}

void Lowerer::CollectTerm(const TermInfo* term) {
    if (!term || functions_.count(term)) return;
    functions_[term] = 0;
    order_.push_back(term);
    Collect(*term->decl->body);
}

void Lowerer::DeclareFunction(const TermInfo& term) {
    ir::Function f;
    f.name = term.qualified;
    for (char& c : f.name) c = c == '.' ? '_' : c;
    f.return_type = Type(term.type);
    f.span = SpanOf(term.decl->pos);
    for (std::size_t i = 0; i < term.params.size(); ++i) {
        const Param& p = term.decl->params[i];
        f.locals.push_back({p.name, Type(term.params[i]), SpanOf(p.pos)});
        f.params.push_back({p.name, Type(term.params[i]), ir::ParamDirection::kIn, static_cast<std::uint32_t>(i), ""});
    }
    functions_[&term] = static_cast<std::uint32_t>(m_.functions.size());
    m_.functions.push_back(std::move(f));
}

void Lowerer::DefineFunction(const TermInfo& term) {
    ir::Function& f = m_.functions[functions_[&term]];
    ir::Builder b(m_, f);
    b.SetSpan(f.span);
    calls_.clear();
    Env env;
    for (std::size_t i = 0; i < f.params.size(); ++i)
        env.emplace_back(f.params[i].name, b.Load({ir::VarRef::Scope::kLocal, static_cast<std::uint32_t>(i)}));
    b.Return(Expression(b, *term.decl->body, env));
}

std::uint32_t Lowerer::AddGlobal(const std::string& name, const PType& type, ir::Global::Kind kind,
                                 std::string semantic, Pos pos) {
    ir::Global g;
    g.name = name;
    g.type = Type(type);
    g.kind = kind;
    g.semantic = std::move(semantic);
    g.span = SpanOf(pos);
    m_.globals.push_back(std::move(g));
    return static_cast<std::uint32_t>(m_.globals.size() - 1);
}

// The semantic of port `p` of `s` (the table in lower.h); `attributes` counts vertex inputs.
std::string Lowerer::SemanticOf(const ShaderDecl& s, const Port& p, const Varyings& varyings, int& attributes) {
    bool vertex = s.kind == ShaderDecl::Kind::kVertex;
    switch (p.kind) {
        case Port::Kind::kParameter: return "";
        case Port::Kind::kInput: return vertex ? "ATTR" + std::to_string(attributes++) : varyings.at(p.name);
        case Port::Kind::kOutput:
            if (vertex) return varyings.at(p.name);
            return p.index == 0 ? "COLOR" : "COLOR" + std::to_string(p.index);
        case Port::Kind::kOutputVertex: return "POSITION";
        case Port::Kind::kOutputDepth: return "DEPTH";
    }
    return "";
}

// One global per port; inputs and parameters are loaded into `env`, outputs are returned by name.
std::map<std::string, std::uint32_t> Lowerer::Ports(ir::Builder& b, const ShaderDecl& s, const Varyings& varyings,
                                                    Env& env) {
    std::map<std::string, std::uint32_t> outputs;
    int attributes = 0;
    for (std::size_t i = 0; i < s.ports.size(); ++i) {
        const Port& p = s.ports[i];
        const PType& t = s.port_types[i];
        bool sampler = t.kind == K::kSampler2D || t.kind == K::kSamplerCube;
        ir::Global::Kind kind = p.kind == Port::Kind::kParameter
                                    ? (sampler ? ir::Global::Kind::kSampler : ir::Global::Kind::kUniform)
                                : p.kind == Port::Kind::kInput ? ir::Global::Kind::kInput
                                                               : ir::Global::Kind::kOutput;
        std::uint32_t g = AddGlobal(p.name, t, kind, SemanticOf(s, p, varyings, attributes), p.pos);
        if (kind == ir::Global::Kind::kOutput) outputs[p.name] = g;
        else env.emplace_back(p.name, b.Load({ir::VarRef::Scope::kGlobal, g}));
    }
    return outputs;
}

void Lowerer::Shader(const ShaderDecl& s, const Varyings& varyings) {
    for (const ShaderLocal& l : s.locals) Collect(l.is_discard ? *l.condition : *l.value.value);
    for (const OutputAssign& a : s.outputs) CollectTerm(a.term_info);
    for (const TermInfo* term : order_) DeclareFunction(*term);
    for (const TermInfo* term : order_) DefineFunction(*term);

    ir::Function main;
    main.name = "main";
    main.return_type = m_.types.Void();
    main.span = SpanOf(s.pos);
    m_.functions.push_back(std::move(main));
    m_.entry = static_cast<std::uint32_t>(m_.functions.size() - 1);
    ir::Builder b(m_, m_.functions.back());
    b.SetSpan(SpanOf(s.pos));
    calls_.clear();
    Env env;
    std::map<std::string, std::uint32_t> outputs = Ports(b, s, varyings, env);
    for (const ShaderLocal& l : s.locals) {
        if (!l.is_discard) {
            env.emplace_back(l.value.name, Expression(b, *l.value.value, env));
            continue;
        }
        // "Discard": evaluation halts when the condition is true.
        InstId c = Expression(b, *l.condition, env);
        b.SetSpan(SpanOf(l.pos));
        b.If(c, [&] { b.Discard(); });
    }
    for (const OutputAssign& a : s.outputs) {
        b.SetSpan(SpanOf(a.pos));
        InstId value = a.term_info ? Call(b, a.term_info, {}) : Find(env, a.term.name);
        b.Store({ir::VarRef::Scope::kGlobal, outputs.at(a.name)}, value);
    }
    b.Return();
}

InstId Lowerer::Find(const Env& env, const std::string& name) {
    for (auto it = env.rbegin(); it != env.rend(); ++it)
        if (it->first == name) return it->second;
    return InstId{};  // the checker resolved every name
}

InstId Lowerer::Expression(ir::Builder& b, const Expr& e, Env& env) {
    b.SetSpan(SpanOf(e.pos));
    switch (e.kind) {
        case Expr::Kind::kInteger: return b.Int(static_cast<std::int32_t>(e.integer));
        case Expr::Kind::kReal: return b.Float(static_cast<float>(e.real));
        case Expr::Kind::kBoolean: return b.Bool(e.boolean);
        case Expr::Kind::kVariable:
            if (e.intrinsic) return Intrinsic(b, e, {});
            if (e.term) return Call(b, e.term, {});
            return Find(env, e.path.name);
        case Expr::Kind::kApply:
        case Expr::Kind::kNew: {
            std::vector<InstId> args;
            for (const ExprPtr& a : e.args) args.push_back(Expression(b, *a, env));
            b.SetSpan(SpanOf(e.pos));
            if (e.kind == Expr::Kind::kNew) return New(b, e, std::move(args));
            if (e.intrinsic) return Intrinsic(b, e, std::move(args));
            return Call(b, e.term, std::move(args));
        }
        case Expr::Kind::kIf: return Conditional(b, e, env);
        case Expr::Kind::kLet: {
            std::size_t depth = env.size();
            for (const LocalDecl& d : e.locals) env.emplace_back(d.name, Expression(b, *d.value, env));
            InstId body = Expression(b, *e.args[0], env);
            env.resize(depth);
            return body;
        }
        case Expr::Kind::kRecord: {
            std::vector<InstId> values;
            for (const FieldInit& f : e.fields) values.push_back(Expression(b, *f.value, env));
            b.SetSpan(SpanOf(e.pos));
            InstId r = b.Undef(Type(e.type));
            for (std::size_t i = 0; i < values.size(); ++i) r = b.Insert(r, e.indices[i], values[i]);
            return r;
        }
        case Expr::Kind::kColumn: return b.Extract(Expression(b, *e.args[0], env), static_cast<std::uint32_t>(e.integer));
        case Expr::Kind::kProject: return b.Extract(Expression(b, *e.args[0], env), e.indices[0]);
        case Expr::Kind::kSwizzle: return b.Swizzle(Expression(b, *e.args[0], env), e.indices);
    }
    return InstId{};
}

// Both branches are pure, so numeric conditionals become a select; records and matrices
// (which `select` does not take) go through a local variable and an `if`.
InstId Lowerer::Conditional(ir::Builder& b, const Expr& e, Env& env) {
    InstId c = Expression(b, *e.args[0], env);
    if (e.type.Components() > 0) {
        InstId x = Expression(b, *e.args[1], env);
        InstId y = Expression(b, *e.args[2], env);
        b.SetSpan(SpanOf(e.pos));
        return b.Select(c, x, y);
    }
    ir::VarRef var = b.Local("if_result", Type(e.type));
    ++branch_depth_;
    b.If(c, [&] { b.Store(var, Expression(b, *e.args[1], env)); },
         [&] { b.Store(var, Expression(b, *e.args[2], env)); });
    --branch_depth_;
    return b.Load(var);
}

InstId Lowerer::Call(ir::Builder& b, const TermInfo* term, std::vector<InstId> args) {
    std::pair key{functions_.at(term), args};
    if (auto found = calls_.find(key); found != calls_.end()) return found->second;
    InstId result = b.Call(key.first, std::move(args));
    if (branch_depth_ == 0) calls_[key] = result;
    return result;
}

InstId Lowerer::New(ir::Builder& b, const Expr& e, std::vector<InstId> args) {
    ir::TypeId type = Type(e.type);
    if (e.type.IsScalar()) {
        const PType& from = e.args[0]->type;
        return from.kind == e.type.kind ? args[0] : b.Convert(args[0], ScalarOf(e.type.kind));
    }
    if (args.size() == 1 && b.TypeOf(args[0]) == type) return args[0];
    return b.Construct(type, std::move(args));  // matrices: the columns are the IR rows (lower.h)
}

InstId Lowerer::Intrinsic(ir::Builder& b, const Expr& e, std::vector<InstId> a) {
    using Form = IntrinsicDef::Form;
    const IntrinsicDef& d = *e.intrinsic;
    switch (d.form) {
        case Form::kOp:
            if (d.op == ir::Op::kNeg) return b.Neg(a[0]);
            if (d.op == ir::Op::kNot) return b.Not(a[0]);
            return b.Binary(d.op, a[0], a[1]);
        case Form::kIntrinsic: return b.Intrinsic(d.intrinsic, Type(d.result), std::move(a));
        case Form::kIsNan: return b.Binary(ir::Op::kNe, a[0], a[0]);
        // |x| > the largest float: true for +-inf only. No infinite constant (GLSL before 3.30
        // cannot write one) and no equality (ARBfp's writer tests x == y as |x - y| <= 0,
        // and inf - inf is NaN).
        case Form::kIsInfinite: {
            const ir::InstId largest = b.Float(std::numeric_limits<float>::max());
            return b.Binary(ir::Op::kGt, b.Intrinsic(ir::Intrinsic::kAbs, b.TypeOf(a[0]), {a[0]}), largest);
        }
        // Matrices are held transposed (lower.h): (M0 M1)^T = M1^T M0^T and M v = v^T M^T.
        case Form::kMatrixMatrix: return b.MatrixTimesMatrix(a[1], a[0]);
        case Form::kMatrixVector: return b.VectorTimesMatrix(a[1], a[0]);
        case Form::kSample: return b.Sample(ir::SampleKind::kPlain, a[0], a[1]);
        case Form::kSampleLod: return b.Sample(ir::SampleKind::kLod, a[0], a[1], {a[2]});
        case Form::kSampleProjective: return b.Sample(ir::SampleKind::kProjective, a[0], a[1]);
        case Form::kSampleOffset:
            diags_.Error(e.pos, "texture_with_offset cannot be compiled by Tessera: its IR has no texel offsets");
            return b.Undef(Type(d.result));
        case Form::kFragCoord:
            if (stage_ == ir::Stage::kVertex) {
                diags_.Error(e.pos, "the fragment coordinate exists only in fragment shaders");
                return b.Undef(Type(d.result));
            }
            if (frag_coord_ < 0)
                frag_coord_ = static_cast<int>(AddGlobal("fragment_coordinate", d.result, ir::Global::Kind::kInput, "WPOS", e.pos));
            return b.Load({ir::VarRef::Scope::kGlobal, static_cast<std::uint32_t>(frag_coord_)});
    }
    return InstId{};
}

}  // namespace

std::map<std::string, std::string> VaryingSemantics(const ShaderDecl& vertex, const ShaderDecl& fragment) {
    std::map<std::string, std::string> out;
    int next = 0;
    for (const Port& p : fragment.ports)
        if (p.kind == Port::Kind::kInput) out[p.name] = "TEXCOORD" + std::to_string(next++);
    for (const Port& p : vertex.ports)
        if (p.kind == Port::Kind::kOutput && !out.count(p.name)) out[p.name] = "TEXCOORD" + std::to_string(next++);
    return out;
}

bool LowerShader(const ShaderDecl& shader, const std::map<std::string, std::string>& varyings,
                 const std::vector<Unit>& units, ir::Module& out, Diags& diags) {
    std::size_t before = diags.ErrorCount();
    out.stage = shader.kind == ShaderDecl::Kind::kVertex ? ir::Stage::kVertex : ir::Stage::kFragment;
    for (const Unit& u : units) out.files.push_back(u.name);
    Lowerer(out, out.stage, diags).Shader(shader, varyings);
    return diags.ErrorCount() == before;
}

}  // namespace tessera::lang::parasol
