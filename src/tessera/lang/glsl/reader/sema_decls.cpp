// SPDX-License-Identifier: MIT
// Declarations: types as written, structs, global and local variables, functions
// (GLSL 1.10 sections 4.1-4.3 and 6.1).
#include <cmath>

#include "lang/glsl/reader/sema_impl.h"

namespace tessera::lang::glsl::sema {

void Sema::CheckName(const std::string& name, const Range& range) {
    // Section 3.7: "gl_" is reserved; "__" is reserved for future use.
    if (name.rfind("gl_", 0) == 0) Error(range, "identifier '" + name + "' is reserved: names beginning with 'gl_' belong to OpenGL");
    else if (name.find("__") != std::string::npos)
        Warning(range, "identifier '" + name + "' uses the reserved '__' (two underscores)");
}

Type Sema::ResolveType(const TypeSpec& spec) {
    Type t;
    if (spec.inline_struct) {
        const StructInfo* info = DeclareStruct(spec.inline_struct);
        if (!info) return Type::Error();
        t = Type::Make(Type::Base::kStruct);
        t.info = info;
    } else {
        t = BuiltinType(spec.name);
        if (t.IsError()) {
            Symbol* s = Lookup(spec.name);
            if (!s || s->kind != Symbol::Kind::kStruct) {
                Error(spec.range, "'" + spec.name + "' is not a type");
                return Type::Error();
            }
            t = Type::Make(Type::Base::kStruct);
            t.info = s->struct_info;
        }
        if (t.IsMatrix() && t.columns != t.size && version_ < 120) {
            Error(spec.range, "non-square matrices need GLSL 1.20");
            return Type::Error();
        }
    }
    if (spec.is_array) {
        t.array = spec.array_size ? ArraySize(spec.array_size) : -1;
        if (t.array == 0) return Type::Error();
    }
    return t;
}

Type Sema::DeclaredType(const VarDecl& v, bool allow_unsized) {
    Type t = ResolveType(v.type);
    if (t.IsError()) return t;
    if (v.is_array) {
        if (t.IsArray()) {
            Error(v.name_range, "arrays of arrays are not allowed");
            return Type::Error();
        }
        t.array = v.array_size ? ArraySize(v.array_size) : -1;
        if (t.array == 0) return Type::Error();
    }
    // `T a[]` and 1.20's `T[] a` alike.
    if (t.array < 0 && !v.init) t.array = ImplicitSize(v.name);
    if (t.array < 0 && !allow_unsized) {
        Error(v.name_range, "array '" + v.name + "' needs a size");
        return Type::Error();
    }
    return t;
}

int ImplicitSize(const TranslationUnit& unit, const std::string& name) {
    // By name over the whole shader: a shadowing declaration can only make it larger.
    double largest = -1;
    for (const Expr& e : unit.exprs)
        if (e.kind == ExprKind::kIndex && e.kids[0]->kind == ExprKind::kIdentifier &&
            e.kids[0]->name == name && e.kids[1]->kind == ExprKind::kIntLiteral)
            largest = std::max(largest, e.kids[1]->number);
    return largest < 0 ? -1 : static_cast<int>(std::min(largest, 65535.0)) + 1;
}

int Sema::ImplicitSize(const std::string& name) const {
    // Over every shader of the stage when linking, as Mesa sizes a shared array at link time.
    int size = -1;
    for (const LinkedShader& shader : shaders_)
        size = std::max(size, sema::ImplicitSize(*shader.unit, name));
    return size;
}

constexpr int kMaxArraySize = 65536;

int Sema::ArraySize(const Expr* size) {
    // Section 4.1.9: the size is an integral constant expression greater than zero.
    Value v = Expression(size);
    if (v.IsError()) return 0;
    const ir::Instruction& inst = b_->GetFunction().At(v.id);
    if (v.type != Type::Int() || !v.constant || inst.op != ir::Op::kConstant) {
        Error(size->range, "an array size must be a constant integer expression");
        return 0;
    }
    double n = inst.literal[0];
    if (n <= 0) {
        Error(size->range, "an array size must be greater than zero");
        return 0;
    }
    // GLSL sets no maximum; the implementation's limits do (section 4.1.9). No target takes
    // more than 65,536 elements, and a larger size would only make the compile slow, so
    // it is refused here, with the bound Cg's checker uses.
    if (n > kMaxArraySize) {
        Error(size->range, "array size must be between 1 and " + std::to_string(kMaxArraySize) +
                               ", not " + std::to_string(static_cast<long long>(n)));
        return 0;
    }
    return static_cast<int>(n);
}

const StructInfo* Sema::DeclareStruct(const StructDecl* decl) {
    if (const StructInfo* shared = LinkSharedStruct(decl)) return shared;
    StructInfo& info = structs_.emplace_back();
    info.name = decl->name.empty() ? "_anon" + std::to_string(structs_.size()) : decl->name;
    std::vector<ir::StructField> fields;
    for (const VarDecl& f : decl->fields) {
        CheckName(f.name, f.name_range);
        Type t = DeclaredType(f);
        if (t.IsVoid()) Error(f.name_range, "field '" + f.name + "' cannot have type 'void'");
        if (info.Find(f.name) >= 0) Error(f.name_range, "duplicate field '" + f.name + "' in structure '" + info.name + "'");
        if (t.IsError() || t.IsVoid()) t = Type::Float();
        info.fields.push_back({f.name, t});
        fields.push_back({f.name, Ir(t), ""});
    }
    // IR structs are nominal by name: struct names may repeat across scopes.
    info.ir = module_.types.Struct(info.name + (structs_.size() > 1 ? "_" + std::to_string(structs_.size()) : ""),
                                   std::move(fields));
    if (decl->name.empty()) return &info;
    CheckName(decl->name, decl->name_range);
    Symbol s;
    s.kind = Symbol::Kind::kStruct;
    s.struct_info = &info;
    Declare(decl->name, decl->name_range, s);
    return &info;
}

bool IsUnsizedDeclaration(const VarDecl& v) {
    if (v.init) return false;
    return v.is_array ? v.array_size == nullptr : v.type.is_array && v.type.array_size == nullptr;
}

namespace {

bool VaryingType(const Type& t) {
    // Section 4.3.6: float, vecN, matN and arrays of them.
    return t.base == Type::Base::kFloat || t.base == Type::Base::kMatrix;
}

}  // namespace

void Sema::DeclareGlobals(const ExternalDecl& d) {
    for (const VarDecl& v : d.vars) {
        // Section 7.2 allows redeclaring gl_TexCoord[] as a varying, to give it a size.
        if (v.name == "gl_TexCoord" && (v.qualifiers & kQualVarying) && v.is_array && v.type.name == "vec4") {
            if (v.array_size && ArraySize(v.array_size) > 8)
                Error(v.name_range, "gl_TexCoord cannot be larger than gl_MaxTextureCoords (8)");
            continue;
        }
        CheckName(v.name, v.name_range);
        declaring_qualifiers_ = v.qualifiers;
        if (LinkSharedGlobal(v) || RedeclareUnsizedArray(v) || DeclareUnsizedArray(v)) continue;
        std::uint8_t q = v.qualifiers;
        Type t = DeclaredType(v, true);
        Symbol s;
        s.type = t;
        // A declaration refused (reported, or its type already was) still declares its name,
        // unbound: its uses are not reported again as undeclared.
        auto refuse = [&](const std::string& message) {
            if (!message.empty()) Error(v.name_range, message);
            s.storage = Symbol::Storage::kUnbound;
            if (v.init) Expression(v.init);
            Declare(v.name, v.name_range, s);
        };
        if (t.IsError()) {
            refuse("");
            continue;
        }
        if (t.IsVoid() || (t.base == Type::Base::kVoid)) {
            refuse("variable '" + v.name + "' cannot have type 'void'");
            continue;
        }
        if (q & kQualAttribute) {
            if (!options_.vertex) refuse("'attribute' variables are only allowed in vertex shaders");
            else if (q & ~(kQualAttribute)) refuse("'attribute' cannot be combined with other qualifiers");
            else DeclareAttribute(v, t);
            continue;
        }
        if ((q & (kQualIn | kQualOut)) ) {
            refuse("'in' and 'out' qualify only function parameters in GLSL " + VersionName());
            continue;
        }
        if ((q & kQualInvariant) && !(q & kQualVarying)) Error(v.name_range, "'invariant' applies only to varyings");
        if ((q & kQualCentroid) && !(q & kQualVarying))
            Error(v.name_range, "'centroid' applies only to varyings");
        Value early;  // 1.20: an unsized array takes its initializer's size
        if (t.array < 0 && v.init && version_ >= 120) {
            early = Expression(v.init);
            if (early.type.IsArray()) t.array = s.type.array = early.type.array;
        }
        if (t.array < 0) {
            Error(v.name_range, "array '" + v.name + "' needs a size");
            continue;
        }
        if (t.ContainsSampler() && !(q & kQualUniform)) {
            Error(v.name_range, "sampler '" + v.name + "' must be a uniform or a function parameter");
            continue;
        }
        if ((q & kQualConst) && (q & (kQualUniform | kQualVarying))) {
            Error(v.name_range, "'const' cannot be combined with 'uniform' or 'varying'");
            continue;
        }
        if (q & kQualVarying) {
            if (!VaryingType(t)) {
                Error(v.name_range, "varying '" + v.name + "' must be float, a vector or matrix of float, or an array of them");
                continue;
            }
            if (v.init) Error(v.init->range, "a varying cannot have an initializer");
            if (options_.vertex) {
                DeclareVertexVarying(v, t);
                continue;
            }
            if (options_.pack_varyings) {
                DeclarePackedVarying(v, t, VaryingSlot(v.name, t, v.name_range));
                continue;
            }
            s.storage = Symbol::Storage::kInterface;
            s.read_only = "varying '" + v.name + "' is read-only in a fragment shader";
            AddVaryingInputs(v.name, t, VaryingSlot(v.name, t, v.name_range), v.name_range, s.leaves);
            Declare(v.name, v.name_range, s);
            continue;
        }
        if (q & kQualUniform) {
            if (v.init && version_ < 120) Error(v.init->range, "uniform initializers need GLSL 1.20");
            s.storage = Symbol::Storage::kInterface;
            s.read_only = "uniform '" + v.name + "' is read-only";
            AddLeaves(v.name, t, ir::Global::Kind::kUniform, "", v.name_range, s.leaves);
            if (v.init && version_ >= 120) UniformDefault(v, t, early.type.IsError() ? Expression(v.init) : early, s.leaves);
            s.initialized = v.init != nullptr;
            Declare(v.name, v.name_range, s);
            continue;
        }
        if (v.init && t.IsArray() && version_ < 120) {
            Error(v.init->range, "arrays cannot have initializers in GLSL " + VersionName());
            continue;
        }
        Value init;
        if (v.init) {
            init = ConvertTo(early.type.IsError() ? Expression(v.init) : early, t);
            if (!init.IsError() && init.type != t) {
                Error(v.init->range, "cannot initialize '" + v.name + "' of type '" + TypeName(t) + "' with a value of type '" +
                                         TypeName(init.type) + "'");
                init = ErrorValue(v.init->range);
            }
        }
        if (q & kQualConst) {
            s.storage = Symbol::Storage::kMutableGlobal;
            if (!v.init) {
                Error(v.name_range, "const variable '" + v.name + "' needs an initializer");
                s.storage = Symbol::Storage::kUnbound;
            } else if (!init.IsError() && !init.constant) {
                Error(v.init->range, "the initializer of const '" + v.name + "' must be a constant expression");
                s.storage = Symbol::Storage::kUnbound;
            } else if (init.IsError()) {
                s.storage = Symbol::Storage::kUnbound;
            } else if (b_->GetFunction().At(init.id).op == ir::Op::kConstant) {
                s.storage = Symbol::Storage::kConstant;
                s.literal = b_->GetFunction().At(init.id).literal;
                s.initialized = true;
                s.initial_value = s.literal;
            }
            s.is_const = true;
            s.read_only = "'" + v.name + "' is const";
            // A constant expression the folder leaves alone is a read-only global variable.
            if (s.storage != Symbol::Storage::kMutableGlobal) {
                Declare(v.name, v.name_range, s);
                continue;
            }
        }
        s.storage = Symbol::Storage::kMutableGlobal;
        s.unsized_declaration = q == 0 && IsUnsizedDeclaration(v);
        s.slot = static_cast<int>(globals_.size());
        globals_.push_back({v.name, t, &v, "", false, v.name_range, {}});
        global_vars_.push_back(b_->Local(v.name, Ir(t)));
        if (v.init && !init.IsError()) b_->Store(global_vars_.back(), init.id);
        s.initialized = v.init != nullptr;
        if (v.init && !init.IsError() && init.constant &&
            b_->GetFunction().At(init.id).op == ir::Op::kConstant)
            s.initial_value = b_->GetFunction().At(init.id).literal;
        Declare(v.name, v.name_range, s);
    }
    declaring_qualifiers_ = 0;
}

void Sema::RedeclareInvariant(const ExternalDecl& d) {
    // Built-in varyings and outputs may be redeclared invariant too (1.20 section 4.6.1).
    static const std::set<std::string> kBuiltinVaryings = {
        "gl_Position", "gl_PointSize", "gl_ClipVertex", "gl_FrontColor", "gl_BackColor", "gl_FrontSecondaryColor",
        "gl_BackSecondaryColor", "gl_TexCoord", "gl_FogFragCoord", "gl_Color", "gl_SecondaryColor"};
    if (version_ < 120) Error(d.range, "'invariant' needs GLSL 1.20");
    for (const VarDecl& v : d.vars) {
        const Symbol* s = Lookup(v.name);
        bool varying = s && s->kind == Symbol::Kind::kVariable && kBuiltinVaryings.count(v.name);
        if (s && s->storage == Symbol::Storage::kMutableGlobal && s->slot >= 0 && globals_[s->slot].decl)
            varying = globals_[s->slot].decl->qualifiers & kQualVarying;
        if (s && s->storage == Symbol::Storage::kInterface && s->read_only.rfind("varying", 0) == 0) varying = true;
        if (!varying) Error(v.name_range, "'invariant " + v.name + "' must redeclare a varying declared before it");
    }
}

void Sema::UniformDefault(const VarDecl& v, const Type& t, Value init, const std::vector<Leaf>& leaves) {
    // GLSL 1.20 section 4.3.5: the value a uniform has until the application sets it. It is
    // handed to whoever loads the program, by binding name, in the IR's layout.
    init = ConvertTo(init, t);
    if (init.IsError()) return;
    const ir::Instruction& inst = b_->GetFunction().At(init.id);
    if (!(init.type == t) || !init.constant || inst.op != ir::Op::kConstant) {
        Error(v.init->range, "the initializer of uniform '" + v.name + "' must be a constant expression of type '" +
                                 TypeName(t) + "'");
        return;
    }
    std::size_t at = 0;
    for (const Leaf& leaf : leaves) {
        const ir::Global& g = module_.globals[leaf.global];
        std::size_t n = module_.types.ComponentCount(g.type);
        if (g.kind == ir::Global::Kind::kUniform && at + n <= inst.literal.size())
            uniform_defaults_[g.name] = std::vector<double>(inst.literal.begin() + at, inst.literal.begin() + at + n);
        at += n;
    }
}

void Sema::DeclareFunction(const FunctionDecl* decl) {
    CheckName(decl->name, decl->name_range);
    FunctionInfo info;
    info.name = decl->name;
    info.decl = decl;
    info.order = next_order_;
    info.return_type = ResolveType(decl->return_type);
    if (info.return_type.IsArray()) Error(decl->return_type.range, "a function cannot return an array");
    if (info.return_type.ContainsSampler()) Error(decl->return_type.range, "a function cannot return a sampler");
    for (const VarDecl& p : decl->params) {
        Type t = DeclaredType(p);
        if (t.base == Type::Base::kVoid) {
            Error(p.name_range, "a parameter cannot have type 'void'");
            t = Type::Error();
        }
        bool in = p.qualifiers & kQualIn, out = p.qualifiers & kQualOut;
        if ((p.qualifiers & kQualConst) && out) Error(p.name_range, "a 'const' parameter cannot be 'out' or 'inout'");
        if (t.ContainsSampler() && out) Error(p.name_range, "a sampler parameter cannot be 'out' or 'inout'");
        // Section 5.8: arrays are not l-values in 1.10, so they cannot be out or inout.
        if (t.IsArray() && out && version_ < 120) Error(p.name_range, "an array parameter cannot be 'out' or 'inout' in GLSL 1.10");
        info.params.push_back(t);
        info.param_decls.push_back(&p);
        info.directions.push_back(in && out ? ir::ParamDirection::kInOut
                                  : out     ? ir::ParamDirection::kOut
                                            : ir::ParamDirection::kIn);
    }
    if (decl->name == "main" && (!info.return_type.IsVoid() || !info.params.empty()))
        Error(decl->name_range, "'main' must be declared 'void main()'");
    Symbol* sym = scopes_.back().count(decl->name) ? &scopes_.back()[decl->name] : nullptr;
    if (sym && sym->kind != Symbol::Kind::kFunctions) {
        Error(decl->name_range, "redeclaration of '" + decl->name + "' as a function");
        return;
    }
    if (!sym) {
        Symbol s;
        s.kind = Symbol::Kind::kFunctions;
        sym = Declare(decl->name, decl->name_range, s);
        if (!sym) return;
    }
    for (FunctionInfo* f : sym->functions) {
        if (f->params != info.params) continue;
        if (!f->VisibleFrom(shader_, next_order_)) f->declared.emplace_back(shader_, next_order_);
        if (!(f->return_type == info.return_type))
            Error(decl->name_range, "'" + decl->name + "' differs from an earlier declaration only in its return type");
        else if (f->directions != info.directions)
            Error(decl->name_range, "'" + decl->name + "' redeclared with different parameter qualifiers");
        if (decl->body && f->definition && f->def_shader != shader_) {
            ReportSecondDefinition(decl, *f);
            return;
        }
        if (decl->body && f->definition) {
            Error(decl->name_range, "redefinition of function '" + decl->name + "'");
            return;
        }
        if (decl->body) {
            f->definition = decl;
            f->def_order = next_order_;
            f->def_shader = shader_;
            f->param_decls = info.param_decls;
        }
        return;
    }
    if (decl->body) {
        info.definition = decl;
        info.def_order = next_order_;
        info.def_shader = shader_;
    }
    info.declared.emplace_back(shader_, next_order_);
    functions_.push_back(info);
    sym->functions.push_back(&functions_.back());
}

void Sema::LowerFunction(FunctionInfo* f) {
    ir::Function& fn = module_.functions[f->ir_index];
    ir::Builder b(module_, fn);
    b.SetSpan(SpanOf(f->definition->name_range));
    b_ = &b;
    current_ = f;
    EnterShader(f->def_shader);
    visible_order_ = f->def_order;
    flow_.terminated = false;
    global_vars_.clear();
    for (std::size_t i = 0; i < globals_.size(); ++i)
        global_vars_.push_back({ir::VarRef::Scope::kLocal, static_cast<std::uint32_t>(f->params.size() + i)});
    PushScope();
    for (std::size_t i = 0; i < f->params.size(); ++i) {
        const VarDecl* p = f->param_decls[i];
        if (p->name.empty()) continue;
        CheckName(p->name, p->name_range);
        Symbol s;
        s.type = f->params[i];
        s.storage = f->params[i].IsError() ? Symbol::Storage::kUnbound : Symbol::Storage::kLocal;
        s.var = {ir::VarRef::Scope::kLocal, static_cast<std::uint32_t>(i)};
        if (p->qualifiers & kQualConst) s.read_only = "parameter '" + p->name + "' is const";
        Declare(p->name, p->name_range, s);
    }
    for (const Stmt* st : f->definition->body->body) Statement(st);
    const Type& result = f->return_type;
    flow_.ReturnAtEnd(b, result.IsVoid() || result.IsError() ? module_.types.Void() : Ir(result));
    PopScope();
    b_ = nullptr;
    current_ = nullptr;
}

void Sema::LocalDecl(const VarDecl& v) {
    CheckName(v.name, v.name_range);
    if (v.qualifiers & ~kQualConst) {
        Error(v.name_range, "a local variable can only be qualified 'const'");
        if (v.init) Expression(v.init);
        return;
    }
    if (RedeclareUnsizedArray(v) || DeclareUnsizedArray(v)) return;
    Type t = DeclaredType(v, v.init != nullptr && version_ >= 120);
    Symbol s;
    s.type = t;
    s.storage = Symbol::Storage::kUnbound;
    if (t.base == Type::Base::kVoid) {
        Error(v.name_range, "variable '" + v.name + "' cannot have type 'void'");
        t = s.type = Type::Error();
    }
    if (t.ContainsSampler()) {
        Error(v.name_range, "sampler '" + v.name + "' must be a uniform or a function parameter");
        t = s.type = Type::Error();
    }
    if (v.init && t.IsArray() && version_ < 120) Error(v.init->range, "arrays cannot have initializers in GLSL " + VersionName());
    bool is_const = v.qualifiers & kQualConst;
    if (is_const && !v.init) Error(v.name_range, "const variable '" + v.name + "' needs an initializer");
    Value init;
    if (v.init) {
        init = Expression(v.init);
        if (t.array < 0 && init.type.IsArray()) t.array = s.type.array = init.type.array;  // sized by its initializer
        init = ConvertTo(init, t);
        if (!init.IsError() && !t.IsError() && init.type != t) {
            Error(v.init->range, "cannot initialize '" + v.name + "' of type '" + TypeName(t) + "' with a value of type '" +
                                     TypeName(init.type) + "'");
            init = ErrorValue(v.init->range);
        }
    }
    if (is_const) {
        s.is_const = true;
        s.read_only = "'" + v.name + "' is const";
        if (!init.IsError() && v.init && !init.constant)
            Error(v.init->range, "the initializer of const '" + v.name + "' must be a constant expression");
        else if (!init.IsError() && v.init && b_->GetFunction().At(init.id).op == ir::Op::kConstant) {
            s.storage = Symbol::Storage::kConstant;
            s.literal = b_->GetFunction().At(init.id).literal;
            Declare(v.name, v.name_range, s);
            return;
        }
        // A constant expression the folder leaves alone (one it must not fold, like a
        // division by zero) is kept in a read-only local.
        if (init.IsError() || t.IsError()) {
            Declare(v.name, v.name_range, s);
            return;
        }
    }
    if (!t.IsError()) {
        s.storage = Symbol::Storage::kLocal;
        s.var = b_->Local(v.name, Ir(t));
        if (v.init && !init.IsError()) b_->Store(s.var, init.id);
        s.unsized_declaration = IsUnsizedDeclaration(v);
    }
    // Section 4.2.2: the name is visible after its declarator (and its initializer).
    Declare(v.name, v.name_range, s);
}

// Section 4.1.9 (1.10 and 1.20 alike): "It is legal to declare an array without a size and
// then later re-declare the same name as an array of the same type and specify a size."
// A first declaration `T a[]` takes its size from the constant indices the shader uses
// (ImplicitSize); with none, it has no variable until a redeclaration gives it a size, and a
// use before that is an error (a non-constant index or the whole array needs the size).
// Mesa is the reference for the rest: the element type must match, the size must exceed
// every constant index used before, a second sized redeclaration is an error, `T a[];`
// again changes nothing, and an unsized array nobody uses is no error.
bool Sema::DeclareUnsizedArray(const VarDecl& v) {
    if (!IsUnsizedDeclaration(v) || v.qualifiers != 0 || ImplicitSize(v.name) >= 0) return false;
    Symbol s;
    s.type = ResolveType(v.type);
    if (s.type.IsError() || s.type.IsArray() != !v.is_array || s.type.Element().IsVoid() ||
        s.type.ContainsSampler())
        return false;  // the usual declaration reports what is wrong
    s.type.array = -1;
    s.storage = Symbol::Storage::kUnbound;
    s.unsized_declaration = true;
    s.unsupported = UnsizedUse(v.name);
    Declare(v.name, v.name_range, s);
    return true;
}

// The type `v` redeclares an unsized array `earlier` with, evaluating its initializer into
// `init`; an error type when it is no valid redeclaration (reported).
Type Sema::RedeclaredArrayType(const VarDecl& v, const Symbol& earlier, Value& init) {
    Type t = ResolveType(v.type);
    if (t.IsError()) return t;
    if (v.is_array && !t.IsArray()) {
        t.array = v.array_size ? ArraySize(v.array_size) : -1;
        if (t.array == 0) return Type::Error();
    }
    if (v.init) {
        init = Expression(v.init);
        if (version_ < 120) {
            Error(v.init->range, "arrays cannot have initializers in GLSL " + VersionName());
            return Type::Error();
        }
        if (t.array < 0 && init.type.IsArray()) t.array = init.type.array;
    }
    if (!t.IsArray() || t.Element() != earlier.type.Element()) {
        Error(v.name_range, "redeclaration of '" + v.name + "' as '" + TypeName(t) +
                                "': it was declared an array of '" +
                                TypeName(earlier.type.Element()) + "'");
        return Type::Error();
    }
    if (t.array > 0 && t.array <= earlier.largest_index) {
        Error(v.name_range, "array size must be greater than " +
                                std::to_string(earlier.largest_index) + ": element " +
                                std::to_string(earlier.largest_index) + " of '" + v.name +
                                "' is used before this declaration");
        return Type::Error();
    }
    if (v.init && t.array > 0) {
        init = ConvertTo(init, t);
        if (init.IsError()) return Type::Error();
        if (init.type != t) {
            Error(v.init->range, "cannot initialize '" + v.name + "' of type '" + TypeName(t) +
                                     "' with a value of type '" + TypeName(init.type) + "'");
            return Type::Error();
        }
    }
    return t;
}

bool Sema::RedeclareUnsizedArray(const VarDecl& v) {
    const auto found = scopes_.back().find(v.name);
    if (found == scopes_.back().end() || !found->second.unsized_declaration || v.qualifiers != 0)
        return false;
    Symbol& s = found->second;
    Value init;
    const Type t = RedeclaredArrayType(v, s, init);
    if (t.IsError() || t.array < 0) return true;
    s.unsized_declaration = false;
    s.unsupported.clear();
    const Type earlier = s.type;
    s.type = t;
    if (scopes_.size() == 2) {
        // A global. Functions are lowered after every global is declared: they see this type.
        if (s.storage == Symbol::Storage::kUnbound) {
            s.storage = Symbol::Storage::kMutableGlobal;
            s.slot = static_cast<int>(globals_.size());
            globals_.push_back({v.name, t, &v, "", false, v.name_range, {}});
            global_vars_.emplace_back();
        }
        globals_[s.slot].type = t;
        global_vars_[s.slot] = b_->Local(v.name, Ir(t));
        if (v.init) b_->Store(global_vars_[s.slot], init.id);
        return true;
    }
    const ir::VarRef sized = b_->Local(v.name, Ir(t));
    if (v.init) {
        b_->Store(sized, init.id);
    } else if (s.storage == Symbol::Storage::kLocal) {
        // Keep the elements stored through the earlier declaration.
        const ir::InstId old = b_->Load(s.var);
        std::vector<ir::InstId> elements;
        for (int i = 0; i < t.array; ++i)
            elements.push_back(i < earlier.array ? b_->Extract(old, static_cast<std::uint32_t>(i))
                                                 : b_->Undef(Ir(t.Element())));
        b_->Store(sized, b_->Construct(Ir(t), elements));
    }
    s.storage = Symbol::Storage::kLocal;
    s.var = sized;
    return true;
}

}  // namespace tessera::lang::glsl::sema
