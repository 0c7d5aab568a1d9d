// SPDX-License-Identifier: MIT
// Declarations: scopes, types as written, structs, typedefs, globals and functions
// ("Declarations and declaration specifiers", "Function Declarations", "Namespaces").
//
// Where each specifier is allowed (the spec's list, as decided in docs/cg.md):
//   const     variables and parameters; a const variable that is not uniform or varying
//             needs an initializer
//   extern    global variables (a declaration only)
//   in out inout   parameters, and globals (which then are varying)
//   inline    function definitions only
//   static    global variables and functions; not with uniform or varying (on a local it
//             is accepted and changes nothing, as cgc took it: sema_stmts.cpp)
//   uniform varying   globals and parameters (ignored on a non-entry function's parameters;
//             `uniform` on a struct member is accepted and ignored, as cgc took it)
// Each violation is one error at the declaration's name.
#include <algorithm>
#include <cctype>

#include "lang/cg/reader/sema_impl.h"

namespace tessera::lang::cg {

namespace sema {

std::string UpperSemantic(const std::string& text) {
    std::string s = text;
    for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    // A numbered semantic written without its number means number 0, as in HLSL: cgc
    // compiled `float2 uv : TEXCOORD` as TEXCOORD0 (docs/cg.md "Cg as cgc accepted it").
    // COLOR needs nothing: the writers take COLOR itself as COLOR0.
    for (const char* family : {"TEXCOORD", "TEXUNIT", "ATTR", "BCOL"})
        if (s == family) return s + "0";
    return s;
}

namespace {

std::string SpecifierList(std::uint16_t bits) {
    static constexpr std::pair<Specifier, const char*> kNames[] = {
        {kConst, "const"}, {kExtern, "extern"}, {kIn, "in"},           {kInline, "inline"},
        {kOut, "out"},     {kStatic, "static"}, {kUniform, "uniform"}, {kVarying, "varying"}};
    for (const auto& [bit, name] : kNames)
        if (bits & bit) return name;
    return "";
}

/// Counts the functions (with struct methods) a unit can make, to size the IR's vector.
}  // namespace

Sema::Sema(const cfamily::SourceManager& sources, const SemaOptions& options,
           support::DiagnosticList& diagnostics, ir::Module& module)
    : sources_(sources),
      span_files_(SpanFiles(sources)),
      options_(options),
      diags_(diagnostics),
      module_(module) {
    scopes_.emplace_back();
}

void Sema::Error(const SourceRange& r, std::string message) {
    if (muted_ && diags_.HasErrors()) return;
    diags_.Error(r.location.offset, r.length, std::move(message));
}
void Sema::Warning(const SourceRange& r, std::string message) {
    if (muted_) return;
    diags_.Warning(r.location.offset, r.length, std::move(message));
}
void Sema::Note(const SourceRange& r, std::string message) {
    if (muted_) return;
    diags_.Note(r.location.offset, r.length, std::move(message));
}

ir::Span Sema::SpanOf(const SourceRange& r) const {
    if (sources_.FileCount() == 0) return {};
    auto [file, offset] = sources_.Decompose(r.location);
    std::uint32_t index = 0;
    for (std::size_t i = 0; i < span_files_.size(); ++i)
        if (span_files_[i] == file) index = static_cast<std::uint32_t>(i);
    return {index, static_cast<std::uint32_t>(offset), r.length};
}

Symbol* Sema::Lookup(const std::string& name) {
    for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
        auto found = it->find(name);
        if (found != it->end()) return &found->second;
    }
    return nullptr;
}

Symbol* Sema::Declare(const std::string& name, const SourceRange& range, Symbol symbol) {
    auto& scope = scopes_.back();
    auto it = scope.find(name);
    if (it != scope.end()) {
        // "Variables may not be redeclared within the same scope"; a struct's automatic
        // typedef may replace an earlier type name (a "silent incompatibility" of the spec).
        if (!(symbol.kind == Symbol::Kind::kType && it->second.kind == Symbol::Kind::kType) &&
            !(symbol.decl && symbol.decl->specifiers & kExtern)) {
            Error(range, "redefinition of '" + name + "'");
            return nullptr;
        }
        it->second = std::move(symbol);
        return &it->second;
    }
    return &scope.emplace(name, std::move(symbol)).first->second;
}

Type Sema::ResolveBase(const TypeSpec& spec) {
    if (spec.definition) DeclareStruct(spec.definition);
    ScalarKind k;
    if (spec.base == BaseType::kVoid) return Type::Void();
    if (ScalarOfBase(spec.base, k)) {
        if (spec.shape == Shape::kVector) return Type::Vector(k, spec.columns);
        if (spec.shape == Shape::kMatrix) return Type::Matrix(k, spec.rows, spec.columns);
        return Type::Scalar(k);
    }
    switch (spec.base) {
        case BaseType::kSampler: return Type::Sampler(SamplerKind::kGeneric);
        case BaseType::kSampler1D: return Type::Sampler(SamplerKind::k1D);
        case BaseType::kSampler2D: return Type::Sampler(SamplerKind::k2D);
        case BaseType::kSampler3D: return Type::Sampler(SamplerKind::k3D);
        case BaseType::kSamplerCube: return Type::Sampler(SamplerKind::kCube);
        case BaseType::kSamplerRect: return Type::Sampler(SamplerKind::kRect);
        default: break;
    }
    if (spec.is_struct_keyword) {
        auto it = tags_.find(spec.name);
        if (it != tags_.end()) return Type::Struct(it->second);
    }
    Symbol* s = Lookup(spec.name);
    if (s && s->kind == Symbol::Kind::kType) return s->type;
    Error(spec.range, "unknown type '" + spec.name + "'");
    return Type::Error();
}

Type Sema::ResolveType(const TypeSpec& spec, bool allow_unsized) {
    Type t = ResolveBase(spec);
    if (t.IsError()) return t;
    for (auto it = spec.dims.rbegin(); it != spec.dims.rend(); ++it) {
        int count = -1;
        if (it->size) {
            std::optional<std::int64_t> n = EvalConstInt(it->size);
            if (!n) {
                Error(it->size->range, "array size must be a compile-time integer constant");
                return Type::Error();
            }
            if (*n <= 0 || *n > 65536) {
                Error(it->size->range, "array size must be between 1 and 65536, not " +
                                           std::to_string(*n));
                return Type::Error();
            }
            count = static_cast<int>(*n);
        } else if (!allow_unsized) {
            Error(it->range, "an unsized array is not allowed here");
            return Type::Error();
        }
        if (t.IsVoid()) {
            Error(spec.range, "array of 'void'");
            return Type::Error();
        }
        if (t.IsInterface()) {
            // Each element could hold another struct, chosen by a run-time index.
            Error(it->range, "an array of interface type '" + TypeName(t) + "' would select its elements' "
                             "implementations" + RunTimeChoice());
            return Type::Error();
        }
        t = Type::Array(std::move(t), count, spec.packed);
    }
    return t;
}

ir::TypeId Sema::IrType(const Type& t) {
    ir::TypeTable& types = module_.types;
    switch (t.kind) {
        case Type::Kind::kScalar: return types.Scalar(IrScalar(t.scalar));
        case Type::Kind::kVector: return types.Vector(IrScalar(t.scalar), t.columns);
        case Type::Kind::kMatrix: return types.Matrix(t.rows, t.columns);
        case Type::Kind::kArray:
            return types.Array(IrType(*t.element), static_cast<std::uint32_t>(std::max(t.count, 1)));
        case Type::Kind::kStruct: {
            StructInfo* info = const_cast<StructInfo*>(t.info);
            if (!info->lowered) {
                std::vector<ir::StructField> fields;
                for (const StructInfo::Field& f : info->fields)
                    fields.push_back({f.name, IrType(f.type), UpperSemantic(f.semantic)});
                info->ir_type = types.Struct(info->name, std::move(fields));
                info->lowered = true;
            }
            return info->ir_type;
        }
        case Type::Kind::kSampler: {
            static constexpr ir::SamplerDim kDims[] = {ir::SamplerDim::k2D, ir::SamplerDim::k1D,
                                                       ir::SamplerDim::k2D, ir::SamplerDim::k3D,
                                                       ir::SamplerDim::kCube, ir::SamplerDim::kRect};
            return types.Sampler(kDims[static_cast<int>(t.sampler)]);
        }
        default: return types.Void();
    }
}

void Sema::DeclareStruct(const StructDecl* decl) {
    if (!decl) return;
    std::string name = decl->name.empty() ? "__anonymous" + std::to_string(structs_.size()) : decl->name;
    auto it = tags_.find(name);
    StructInfo* info = it != tags_.end() ? it->second : nullptr;
    if (info && info->decl == decl) return;  // already declared (a hoisted definition)
    if (info && info->decl && info->decl->is_definition && decl->is_definition) {
        Error(decl->name_range, "redefinition of struct '" + name + "'");
        return;
    }
    if (!info || decl->is_definition) {
        if (!info) {
            structs_.emplace_back();
            info = &structs_.back();
            tags_[name] = info;
        }
        info->name = name;
        info->decl = decl;
        info->is_interface = decl->is_interface;
    }
    Symbol type_symbol;
    type_symbol.kind = Symbol::Kind::kType;
    type_symbol.type = Type::Struct(info);
    if (!decl->name.empty()) Declare(name, decl->name_range, type_symbol);
    if (!decl->is_definition) return;
    if (!decl->base.text.empty()) {
        auto base = tags_.find(decl->base.text);
        if (base == tags_.end() || !base->second->is_interface)
            Error(decl->base.range, "'" + decl->base.text + "' is not an interface");
        else
            info->base = base->second;
    }
    for (const VarDecl* field : decl->fields) {
        if (decl->is_interface) {
            Error(field->name_range, "an interface cannot have data members");
            continue;
        }
        // `uniform` on a member is accepted, as cgc took it: libretro's shared `struct prev
        // { uniform float2 texture_size; uniform sampler2D texture; float2 tex_coord; }`. In
        // a uniform struct it changes nothing; in a varying entry parameter the member is a
        // uniform of its own (lower_entry.cpp, LoadSplitInput).
        if (field->specifiers & ~kUniform)
            Error(field->name_range, "'" + SpecifierList(static_cast<std::uint16_t>(field->specifiers & ~kUniform)) +
                                         "' cannot be used on a struct member");
        Type t = ResolveType(field->type);
        if (t.IsSampler() || t.IsVoid()) {
            if (t.IsVoid()) Error(field->name_range, "struct member '" + field->name + "' has type 'void'");
        }
        if (t.IsInterface()) {
            // Nothing binds a member to a struct (a uniform is bound by its name).
            Error(field->name_range, "struct member '" + field->name + "' of interface type '" + TypeName(t) +
                                         "' would select its implementation" + RunTimeChoice());
            t = Type::Error();
        }
        if (info->FieldIndex(field->name) >= 0) {
            Error(field->name_range, "duplicate member '" + field->name + "'");
            continue;
        }
        info->fields.push_back({field->name, t, field->semantic.present ? field->semantic.text : "", field});
    }
    for (const FunctionDecl* m : decl->methods) {
        if (decl->is_interface && m->body)
            Error(m->name_range, "an interface member function cannot have a body");
        info->methods.push_back(m);
        DeclareFunction(m, info);
    }
    if (info->base) CheckImplementation(info, decl->name_range);
}

bool IsUniformMember(const StructInfo::Field& f) { return f.decl && (f.decl->specifiers & kUniform); }

void Sema::DeclareTypedef(const TypedefDecl* decl) {
    if (decl->specifiers & ~kConst)
        Error(decl->name_range, "'" + SpecifierList(decl->specifiers & ~kConst) +
                                    "' cannot be used in a typedef");
    Symbol s;
    s.kind = Symbol::Kind::kType;
    s.type = ResolveType(decl->type);
    Declare(decl->name, decl->name_range, s);
}

bool Sema::IsProfileName(const std::string& name) const {
    (void)name;
    return true;
}

bool Sema::ProfileMatches(const std::string& profile) const {
    // arbfp1 and fp40 are fragment profiles, arbvp1 and vp40 vertex profiles: the wildcards
    // "ps" and "vs" match them ("Overloading of Functions by Profile"); ps_1/vs_1 name
    // DirectX profiles.
    const ProfileInfo* info = FindProfile(options_.profile);
    const std::string base = info != nullptr ? std::string(info->name) : options_.profile;
    return profile == base || profile == ProfileWildcard();
}

void Sema::DeclareGlobal(const VarDecl* decl) {
    std::uint16_t spec = decl->specifiers;
    if (spec & kInline) Error(decl->name_range, "'inline' can only be used on a function definition");
    if ((spec & kStatic) && (spec & (kUniform | kVarying)))
        Error(decl->name_range, "'static' cannot be combined with 'uniform' or 'varying'");
    if ((spec & kUniform) && (spec & kVarying))
        Error(decl->name_range, "'uniform' cannot be combined with 'varying'");
    if (!decl->profiles.empty())
        Error(decl->profiles[0].range, "a profile name can only be used on a function");
    Type type = SamplerHint(ResolveType(decl->type, decl->init != nullptr || (spec & kExtern)), false, decl->name);
    Symbol s;
    s.decl = decl;
    s.is_const = (spec & kConst) != 0;
    bool varying = (spec & (kVarying | kIn | kOut)) != 0;
    bool is_static = (spec & kStatic) != 0;
    if (type.IsVoid()) {
        Error(decl->name_range, "variable '" + decl->name + "' has type 'void'");
        type = Type::Error();
    }
    if (type.IsInterface()) {
        if (varying || is_static || decl->init) {
            Error(decl->name_range, "global '" + decl->name + "' of interface type '" + TypeName(type) +
                                        "' must be a uniform without initializer");
            type = Type::Error();
        } else if (!options_.check_only || options_.interface_bindings.count(decl->name)) {
            type = BindInterface(decl->name, type, decl->name_range);
        }
    }
    if (s.is_const && !decl->init && !(spec & (kUniform | kVarying | kExtern)) && !varying)
        Error(decl->name_range, "const variable '" + decl->name + "' needs an initializer");
    // Checked here (a static is lowered again at each use; a uniform's is its default value).
    CheckedInitializer init;
    if (decl->init) init = CheckInitializer(decl->init, type, "initializer");
    s.type = type;
    if (type.IsSampler()) {
        if (is_static || varying) Error(decl->name_range, "a sampler must be a uniform");
    }
    // A const global not declared uniform is a compile-time value: its initializer is
    // lowered where it is used (docs/cg.md). Other static globals are the program's private
    // state, which it may write (lower_globals.cpp).
    if (!type.IsSampler() && !varying && !(spec & (kUniform | kExtern)) && s.is_const &&
        (is_static || decl->init)) {
        s.storage = Symbol::Storage::kConstant;
    } else if (is_static && !type.IsSampler() && !type.IsError()) {
        DeclareStatic(decl, type, s);
    } else if (!type.IsError() && (!(spec & kExtern))) {
        if (varying && (spec & kOut) && (!decl->semantic.present || decl->semantic.is_register)) {
            Error(decl->name_range, "global 'out' variable '" + decl->name + "' needs a semantic " + OutputHint());
            s.storage = Symbol::Storage::kUnbound;
        } else {
            ir::Global g;
            g.name = decl->name;
            g.type = IrType(type);
            g.span = SpanOf(decl->name_range);
            g.semantic = decl->semantic.present ? UpperSemantic(decl->semantic.text) : "";
            g.kind = type.IsSampler()            ? ir::Global::Kind::kSampler
                     : varying && !(spec & kIn) && (spec & kOut) ? ir::Global::Kind::kOutput
                     : varying                    ? ir::Global::Kind::kInput
                                                  : ir::Global::Kind::kUniform;
            if (decl->semantic.present && decl->semantic.is_register && g.semantic.size() > 1) {
                // register(c3) / register(s1): the parameter or texture unit.
                std::string n = g.semantic.substr(1);
                if (!n.empty() && std::all_of(n.begin(), n.end(), ::isdigit)) g.binding = std::stoi(n);
                g.semantic.clear();
            } else if (g.kind == ir::Global::Kind::kUniform && g.semantic.size() > 1 &&
                       g.semantic[0] == 'C' &&
                       std::all_of(g.semantic.begin() + 1, g.semantic.end(), ::isdigit)) {
                g.binding = std::stoi(g.semantic.substr(1));  // `: C3`, cgc's register semantic
            }
            module_.globals.push_back(g);
            if (decl->init && g.kind == ir::Global::Kind::kUniform)
                KeepUniformDefault(g.name, g.type, decl->init->range, init);
            s.storage = Symbol::Storage::kGlobal;
            s.var = {ir::VarRef::Scope::kGlobal, static_cast<std::uint32_t>(module_.globals.size() - 1)};
            if (varying && (spec & kOut)) {
                // Written through a private copy (lower_globals.cpp); an `inout` global is an
                // input and an output with the same semantic.
                if (spec & kIn) {
                    g.kind = ir::Global::Kind::kOutput;
                    g.name += "_out";
                    module_.globals.push_back(g);
                }
                private_globals_[s.var.index] = static_cast<int>(module_.globals.size() - 1);
            }
        }
    } else {
        s.storage = Symbol::Storage::kUnbound;
    }
    Declare(decl->name, decl->name_range, s);
}

}  // namespace sema
}  // namespace tessera::lang::cg
