// SPDX-License-Identifier: MIT
// Globals and entry parameters -> GLSL declarations and the expressions that read and
// write them (docs/glsl_writer.md, "Interface").
//
// A stage input or output is bound by its semantic, canonicalised (COL -> COLOR0, TEX1 ->
// TEXCOORD1, ...). Where the version has a built-in for it (gl_TexCoord[n], gl_Color,
// gl_FragCoord, gl_Position, ...) the global becomes that built-in, read or written through
// a swizzle when the widths differ; otherwise it becomes a named variable whose name comes
// from the semantic when there is one (so two stages link by semantic, Cg's model) and from
// the global's name otherwise (Parasol's model). A struct without a semantic of its own is
// bound field by field. Uniforms are `u_` + the name, except those whose semantic names ARB
// state (`state.matrix.mvp`), which become the GLSL built-in uniforms where they exist.
#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "lang/glsl/writer/writer_impl.h"

namespace tessera::lang::glsl::writer_detail {

namespace {

enum class Role { kInput, kOutput, kUniform, kSampler };

/// A built-in variable one semantic maps to, for one stage and direction.
struct Builtin {
    const char* semantic;  ///< canonical; "TEXCOORD" matches TEXCOORD0..7 (name gets [n])
    const char* name;
    int width;
    bool legacy;          ///< only where VersionInfo::legacy_builtins
    int write_component;  ///< the component a wider value stores (depth is .z, as ARBfp's)
};

// GLSL 1.10 sections 7.1-7.3 (built-in variables and attributes).
constexpr Builtin kFragmentInputs[] = {
    {"COLOR0", "gl_Color", 4, true, 0},        {"COLOR1", "gl_SecondaryColor", 4, true, 0},
    {"TEXCOORD", "gl_TexCoord", 4, true, 0},   {"FOG", "gl_FogFragCoord", 1, true, 0},
    {"WPOS", "gl_FragCoord", 4, false, 0},
};
constexpr Builtin kVertexInputs[] = {
    {"POSITION", "gl_Vertex", 4, true, 0},    {"NORMAL", "gl_Normal", 3, true, 0},
    {"COLOR0", "gl_Color", 4, true, 0},       {"COLOR1", "gl_SecondaryColor", 4, true, 0},
    {"TEXCOORD", "gl_MultiTexCoord", 4, true, 0}, {"FOG", "gl_FogCoord", 1, true, 0},
};
constexpr Builtin kVertexOutputs[] = {
    {"POSITION", "gl_Position", 4, false, 0},   {"PSIZE", "gl_PointSize", 1, false, 0},
    {"COLOR0", "gl_FrontColor", 4, true, 0},    {"COLOR1", "gl_FrontSecondaryColor", 4, true, 0},
    {"TEXCOORD", "gl_TexCoord", 4, true, 0},    {"FOG", "gl_FogFragCoord", 1, true, 0},
};

const char* kLetters = "xyzw";

/// The built-in for a canonical semantic, with its final name (gl_TexCoord[2],
/// gl_MultiTexCoord2), or null.
const Builtin* FindBuiltin(ir::Stage stage, Role role, const std::string& semantic, std::string& name) {
    auto search = [&](const auto& table) -> const Builtin* {
        for (const Builtin& b : table) {
            if (std::string(b.semantic) == "TEXCOORD") {
                const int n = IndexedSemantic(semantic, "TEXCOORD");
                if (n < 0 || n > 7) continue;
                name = std::string(b.name) + (stage == ir::Stage::kVertex && role == Role::kInput
                                                  ? std::to_string(n)
                                                  : "[" + std::to_string(n) + "]");
                return &b;
            }
            if (semantic == b.semantic) {
                name = b.name;
                return &b;
            }
        }
        return nullptr;
    };
    if (stage == ir::Stage::kFragment) return role == Role::kInput ? search(kFragmentInputs) : nullptr;
    return role == Role::kInput ? search(kVertexInputs) : search(kVertexOutputs);
}

/// Reads a built-in of `width` floats as `w` floats: a swizzle when narrower, ARB's
/// attribute defaults (0, 0, 1 for y, z, w) when wider (fragment.fogcoord is (f, 0, 0, 1)).
Expr ReadAs(const std::string& name, int width, int w) {
    if (w == width) return {name, kPrimary};
    if (w < width) return SwizzleOf({name, kPrimary}, std::string(kLetters, static_cast<std::size_t>(w)));
    std::string args = name;
    for (int i = width; i < w; ++i) args += i == 3 ? ", 1.0" : ", 0.0";
    return {"vec" + std::to_string(w) + "(" + args + ")", kPrimary};
}

InterfaceNode Unbound(ir::TypeId type) {
    InterfaceNode node;
    node.type = type;
    return node;
}

class Binder {
public:
    Binder(const ir::Module& m, const GlslWriterOptions& o, const VersionInfo& v, TypeNamer& t, Diags& d)
        : module_(m), options_(o), version_(v), types_(t), naming_(t.naming()), diags_(d) {}

    Interface Run();

private:
    bool Fragment() const { return module_.stage == ir::Stage::kFragment; }
    InterfaceNode Bind(Role role, const std::string& display, const std::string& base, ir::TypeId type,
                       const std::string& semantic, int binding, ir::Span span);
    InterfaceNode BindUniform(const std::string& display, const std::string& base, ir::TypeId type,
                              const std::string& semantic, ir::Span span);
    InterfaceNode BindBuiltin(const Builtin& b, const std::string& name, const std::string& display,
                              ir::TypeId type, Role role, ir::Span span);
    InterfaceNode BindColorOutput(const std::string& display, const std::string& base, ir::TypeId type, int location,
                                  ir::Span span);
    InterfaceNode BindNamed(Role role, const std::string& display, const std::string& glsl, ir::TypeId type,
                            ir::Span span);
    InterfaceNode BindFullWidth(Role role, const std::string& display, const std::string& glsl, ir::TypeId type,
                                ir::Span span);
    InterfaceNode BindRetroArch(const std::string& display, const std::string& global, ir::TypeId type,
                                const std::string& semantic, ir::Span span);
    InterfaceNode BindRetroArchField(const std::string& global, const std::string& struct_name,
                                     const ir::StructField& field, ir::Span span);
    InterfaceNode BindDeclared(const std::string& display, const std::string& glsl, const std::string& declaration,
                               Expr read, ir::TypeId type, ir::Span span);
    InterfaceNode BindSplitMember(const ir::Global& g, ir::TypeId frame);
    std::optional<ir::TypeId> SplitStruct(const std::string& owner) const;
    void NameFields(const std::string& display, const std::string& glsl, ir::TypeId type);
    void FindMainTexture();
    /// `display`, a path above it ("VAR" for "VAR.uv") or one below it is used.
    bool Used(const std::string& display) const {
        for (std::size_t end = display.size(); end != std::string::npos && end > 0; end = display.rfind('.', end - 1))
            if (used_->count(display.substr(0, end))) return true;
        auto below = used_->lower_bound(display + ".");
        return below != used_->end() && below->rfind(display + ".", 0) == 0;
    }
    void Declare(const std::string& glsl, const std::string& declaration, const std::string& display, ir::Span span);
    void CollectColorLocations(ir::TypeId type, const std::string& semantic, int binding);
    std::string TypeText(ir::TypeId type) const { return module_.types.Name(type); }

    const ir::Module& module_;
    const GlslWriterOptions& options_;
    const VersionInfo& version_;
    TypeNamer& types_;
    const Naming& naming_;
    Diags& diags_;
    Interface out_;
    std::string main_texture_;  ///< RetroArch: the sampler global that becomes `Texture`
    /// cgc and RetroArch declare only what the entry uses (cgc's outputs do; an unused ES
    /// varying would have to be written by the other stage): the paths it uses.
    std::optional<std::set<std::string>> used_;
    std::optional<AutoSemantics> auto_;  ///< cgc and RetroArch: semantics for those without
    bool pruning_ = false;  ///< binding globals (entry parameters are not in used_)
    std::map<std::string, std::string> declared_;  ///< GLSL name -> its declaration
    int next_color_ = 0;                           ///< next location for an unlocated output
    bool frag_data_ = false;                       ///< some color output has location > 0
};

void Binder::Declare(const std::string& glsl, const std::string& declaration, const std::string& display,
                     ir::Span span) {
    auto [it, fresh] = declared_.emplace(glsl, declaration);
    if (fresh) {
        out_.declarations.push_back(declaration);
    } else if (it->second != declaration) {
        diags_.Error(span, "'" + display + "' becomes '" + glsl + "', which another global declares differently ('" +
                               it->second + "' vs '" + declaration + "')");
    }
}

InterfaceNode Binder::BindBuiltin(const Builtin& b, const std::string& name, const std::string& display,
                                  ir::TypeId type, Role role, ir::Span span) {
    InterfaceNode node;
    node.type = type;
    const ir::Type& t = module_.types.Get(type);
    if (!t.IsNumeric() || t.scalar != ir::ScalarKind::kFloat) {
        diags_.Error(span, "'" + display + "' of type '" + TypeText(type) + "' cannot bind " + name +
                               " (a float built-in)");
        return node;
    }
    const int w = t.Width();
    if (role == Role::kInput) {
        node.read = ReadAs(name, b.width, w);
    } else if (w <= b.width) {
        node.write = w == b.width ? name : name + "." + std::string(kLetters, static_cast<std::size_t>(w));
    } else {
        node.write = name;
        node.write_component = std::min(b.write_component, w - 1);
    }
    out_.names.push_back({display, name});
    return node;
}

InterfaceNode Binder::BindNamed(Role role, const std::string& display, const std::string& glsl, ir::TypeId type,
                                ir::Span span) {
    InterfaceNode node;
    node.type = type;
    const ir::Type& t = module_.types.Get(type);
    const bool attribute = role == Role::kInput && !Fragment();
    const char* what = attribute ? "a vertex attribute" : "a varying";
    if (t.kind == ir::Type::Kind::kStruct || t.kind == ir::Type::Kind::kSampler ||
        (t.kind != ir::Type::Kind::kMatrix && t.scalar == ir::ScalarKind::kBool) ||
        (attribute && t.kind == ir::Type::Kind::kArray)) {
        diags_.Error(span, "'" + display + "' of type '" + TypeText(type) + "' cannot be " + what + " in GLSL");
        return node;
    }
    std::string qualifier = version_.in_out ? (role == Role::kInput ? "in" : "out")
                                            : (attribute ? "attribute" : "varying");
    const ir::Type& scalar_type = t.kind == ir::Type::Kind::kArray ? module_.types.Get(t.element) : t;
    if (scalar_type.kind != ir::Type::Kind::kMatrix && scalar_type.scalar == ir::ScalarKind::kInt) {
        if (!version_.integer_ops) {
            diags_.Error(span, "'" + display + "' of type '" + TypeText(type) + "' cannot be " + what + " in " +
                                   version_.title + " (integer " + (attribute ? "attributes" : "varyings") +
                                   " need GLSL 1.30 or ES 3.00)");
            return node;
        }
        if (!attribute) qualifier = "flat " + qualifier;
    }
    Declare(glsl, qualifier + " " + types_.Declare(type, glsl, span) + ";", display, span);
    if (role == Role::kInput) node.read = {glsl, kPrimary};
    else node.write = glsl;
    out_.names.push_back({display, glsl});
    return node;
}

// A named attribute or varying declared vec4 (cgc's `varying vec4 TEX0;`) and used like a
// four-component built-in: narrower values through a swizzle.
InterfaceNode Binder::BindFullWidth(Role role, const std::string& display, const std::string& glsl, ir::TypeId type,
                                    ir::Span span) {
    const ir::Type& t = module_.types.Get(type);
    const bool attribute = role == Role::kInput && !Fragment();
    if (!t.IsNumeric() || t.scalar != ir::ScalarKind::kFloat) {
        diags_.Error(span, "'" + display + "' of type '" + TypeText(type) + "' cannot be " +
                               (attribute ? "a vertex attribute" : "a varying") + " in GLSL (a float vector)");
        return Unbound(type);
    }
    const std::string qualifier = version_.in_out ? (role == Role::kInput ? "in" : "out")
                                                  : (attribute ? "attribute" : "varying");
    Declare(glsl, qualifier + " vec4 " + glsl + ";", display, span);
    const Builtin named{"", "", 4, false, 0};
    return BindBuiltin(named, glsl, display, type, role, span);
}

InterfaceNode Binder::BindDeclared(const std::string& display, const std::string& glsl, const std::string& declaration,
                                   Expr read, ir::TypeId type, ir::Span span) {
    InterfaceNode node;
    node.type = type;
    Declare(glsl, declaration, display, span);
    node.read = std::move(read);
    out_.names.push_back({display, glsl});
    return node;
}

// RetroArch: a uniform struct is bound field by field, each to the uniform (or attribute)
// RetroArch's driver sets; other uniforms keep their names (its #pragma parameters are set
// by name), the main texture is `Texture` and the projection matrix `MVPMatrix`.
InterfaceNode Binder::BindRetroArch(const std::string& display, const std::string& global, ir::TypeId type,
                                    const std::string& semantic, ir::Span span) {
    const ir::Type& t = module_.types.Get(type);
    if (t.kind == ir::Type::Kind::kStruct && semantic.empty()) {
        InterfaceNode node;
        node.type = type;
        node.leaf = false;
        for (const ir::StructField& f : t.fields) node.fields.push_back(BindRetroArchField(global, t.name, f, span));
        return node;
    }
    // A member of a frame struct the front end made a uniform of its own ("PREV.texture", a
    // sampler in a varying struct) is named as the struct's field would be.
    const std::size_t dot = display.rfind('.');
    auto known = dot == std::string::npos ? RetroArchUniformFor(global, "", "", !Fragment())
                                          : RetroArchUniformFor(display.substr(0, dot), "", display.substr(dot + 1), !Fragment());
    const std::string glsl = display == main_texture_ ? "Texture" : known && !known->attribute ? known->name : FieldName(global);
    if (known && known->integer && glsl == known->name && module_.types.Get(type).IsScalar())
        return BindDeclared(display, glsl, "uniform int " + glsl + ";", {"float(" + glsl + ")", kPrimary}, type, span);
    return BindDeclared(display, glsl, "uniform " + types_.Declare(type, glsl, span) + ";", {glsl, kPrimary}, type, span);
}

InterfaceNode Binder::BindRetroArchField(const std::string& global, const std::string& struct_name,
                                         const ir::StructField& field, ir::Span span) {
    const std::string display = global + "." + field.name;
    if (pruning_ && used_ && !Used(display)) return Unbound(field.type);
    const auto known = RetroArchUniformFor(global, struct_name, field.name, !Fragment());
    if (!known) return BindRetroArch(display, Sanitize(display), field.type, field.semantic, span);
    if (known->attribute) return BindFullWidth(Role::kInput, display, known->name, field.type, span);
    const ir::Type& t = module_.types.Get(field.type);
    if (known->integer && t.IsScalar())
        return BindDeclared(display, known->name, "uniform int " + known->name + ";",
                            {"float(" + known->name + ")", kPrimary}, field.type, span);
    return BindDeclared(display, known->name, "uniform " + types_.Declare(field.type, known->name, span) + ";",
                        {known->name, kPrimary}, field.type, span);
}

// RetroArch binds its input frame to `Texture`: the sampler on TEXUNIT0, or else the first
// sampler that is not one of the preset's look-up textures.
// cgc: a member of a frame struct that the front end made a global of its own (PREV.texture,
// PREV.tex_coord; lower_entry.cpp, LoadSplitInput) is read from one uniform of the struct per
// parameter, the per-vertex coordinate too, as cgc's glesv/glesf outputs did
// (`previous _PREV7;` ... `_PREV7._tex_coord`; docs/cgc.md, "Frame structs"): cg2glsl.py
// renames that member to its own `PrevTexCoord` attribute and the sampler to `PrevTexture`.
InterfaceNode Binder::BindSplitMember(const ir::Global& g, ir::TypeId frame) {
    if (used_ && !Used(g.name)) return Unbound(g.type);
    const std::size_t dot = g.name.rfind('.');
    const std::string owner = g.name.substr(0, dot);
    const std::string glsl = naming_.Uniform(owner);
    Declare(glsl, "uniform " + types_.Declare(frame, glsl, g.span) + ";", owner, g.span);
    const std::string field = glsl + "." + naming_.Field(g.name.substr(dot + 1));
    if (g.kind == ir::Global::Kind::kInput && g.semantic.empty() && auto_ && module_.types.Get(g.type).IsNumeric())
        out_.given_semantics.push_back({g.name, CanonicalSemantic(auto_->Next(false))});
    out_.names.push_back({g.name, field});
    InterfaceNode node;
    node.type = g.type;
    node.read = {field, kPrimary};
    return node;
}

// The struct type of the entry parameter `owner` that the front end split into the globals
// `owner.field` (only those have a '.' in their names): the struct whose fields are exactly
// those globals, by name and type. The IR keeps every type it interned.
std::optional<ir::TypeId> Binder::SplitStruct(const std::string& owner) const {
    std::map<std::string, ir::TypeId> members;
    for (const ir::Global& g : module_.globals)
        if (g.name.size() > owner.size() + 1 && g.name.compare(0, owner.size() + 1, owner + ".") == 0)
            members.emplace(g.name.substr(owner.size() + 1), g.type);
    for (std::uint32_t id = 0; id < module_.types.Size(); ++id) {
        const ir::Type& t = module_.types.Get(ir::TypeId{id});
        if (t.kind != ir::Type::Kind::kStruct || t.fields.size() != members.size()) continue;
        if (std::all_of(t.fields.begin(), t.fields.end(), [&](const ir::StructField& f) {
                auto it = members.find(f.name);
                return it != members.end() && it->second == f.type;
            }))
            return ir::TypeId{id};
    }
    return std::nullopt;
}

void Binder::FindMainTexture() {
    const std::vector<std::string>& luts = options_.lookup_textures;
    for (const ir::Global& g : module_.globals) {
        if (g.kind != ir::Global::Kind::kSampler) continue;
        if (g.semantic == "TEXUNIT0") {
            main_texture_ = g.name;
            return;
        }
        if (main_texture_.empty() && std::find(luts.begin(), luts.end(), g.name) == luts.end()) main_texture_ = g.name;
    }
}

InterfaceNode Binder::BindColorOutput(const std::string& display, const std::string& base, ir::TypeId type,
                                      int location, ir::Span span) {
    if (version_.fragment_out) {
        InterfaceNode node;
        node.type = type;
        const ir::Type& t = module_.types.Get(type);
        if (!t.IsNumeric() || t.scalar == ir::ScalarKind::kBool) {
            diags_.Error(span, "'" + display + "' of type '" + TypeText(type) + "' cannot be a fragment output");
            return node;
        }
        const std::string glsl = naming_.FragmentOutput(base);
        const std::string layout = version_.output_layout ? "layout(location = " + std::to_string(location) + ") " : "";
        Declare(glsl, layout + "out " + types_.Declare(type, glsl, span) + ";", display, span);
        node.write = glsl;
        out_.names.push_back({display, glsl});
        return node;
    }
    if (location > 0 && !version_.max_draw_buffers) {
        diags_.Error(span, "'" + display + "' is color output " + std::to_string(location) + ", but " + version_.title +
                               " has only gl_FragColor");
        return Unbound(type);
    }
    const std::string name = frag_data_ ? "gl_FragData[" + std::to_string(location) + "]" : "gl_FragColor";
    const Builtin color{"COLOR", "", 4, false, 0};
    return BindBuiltin(color, name, display, type, Role::kOutput, span);
}

InterfaceNode Binder::BindUniform(const std::string& display, const std::string& base, ir::TypeId type,
                                  const std::string& semantic, ir::Span span) {
    InterfaceNode node;
    node.type = type;
    std::string lower = semantic;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    if (lower.rfind("state.", 0) == 0) {
        bool matrix = false, everywhere = false;
        const std::string expr = StateUniform(lower, matrix, everywhere);
        const ir::Type& t = module_.types.Get(type);
        const bool shape_ok = matrix ? (t.IsMatrix() && t.rows == 4 && t.columns == 4)
                                     : (t.IsNumeric() && t.scalar == ir::ScalarKind::kFloat);
        if (expr.empty()) {
            diags_.Error(span, "uniform '" + display + "' binds '" + semantic + "', which is not an ARB state binding the GLSL writer knows");
        } else if (!shape_ok) {
            diags_.Error(span, "uniform '" + display + "' of type '" + TypeText(type) + "' cannot hold '" + semantic +
                                   "' (a " + (matrix ? "float4x4" : "float4") + ")");
        } else if (!everywhere && !version_.legacy_builtins) {
            diags_.Error(span, "uniform '" + display + "' binds '" + semantic + "', but " + version_.title +
                                   " has no built-in uniform for ARB state (GLSL 1.10, 1.20 and 1.30 have)");
        } else {
            node.read = matrix ? Expr{expr, kPrimary} : ReadAs(expr, 4, t.Width());
            out_.names.push_back({display, expr});
        }
        return node;
    }
    if (naming_.Is(GlslConventions::kRetroArch)) return BindRetroArch(display, base, type, semantic, span);
    const std::string glsl = naming_.Uniform(base);
    Declare(glsl, "uniform " + types_.Declare(type, glsl, span) + ";", display, span);
    node.read = {glsl, kPrimary};
    out_.names.push_back({display, glsl});
    NameFields(display, glsl, type);
    return node;
}

// The reflection's names of a struct uniform's fields ("IN.video_size" -> "_IN1._video_size").
void Binder::NameFields(const std::string& display, const std::string& glsl, ir::TypeId type) {
    const ir::Type& t = module_.types.Get(type);
    if (t.kind != ir::Type::Kind::kStruct) return;
    for (const ir::StructField& f : t.fields) {
        const std::string field = glsl + "." + naming_.Field(f.name);
        out_.names.push_back({display + "." + f.name, field});
        NameFields(display + "." + f.name, field, f.type);
    }
}

InterfaceNode Binder::Bind(Role role, const std::string& display, const std::string& base, ir::TypeId type,
                           const std::string& semantic, int binding, ir::Span span) {
    if (pruning_ && used_ && !Used(display)) return Unbound(type);
    if (role == Role::kUniform || role == Role::kSampler) return BindUniform(display, base, type, semantic, span);
    const ir::Type& t = module_.types.Get(type);
    const bool output = role == Role::kOutput;
    if (semantic.empty() && t.kind == ir::Type::Kind::kStruct) {
        InterfaceNode node;
        node.type = type;
        node.leaf = false;
        std::vector<std::string> semantics;
        for (const ir::StructField& f : t.fields) semantics.push_back(f.semantic);
        if (auto_) semantics = auto_->StructFields(type, output);
        for (std::size_t i = 0; i < t.fields.size(); ++i)
            if (t.fields[i].semantic.empty() && !semantics[i].empty())
                out_.given_semantics.push_back({display + "." + t.fields[i].name, CanonicalSemantic(semantics[i])});
        for (std::size_t i = 0; i < t.fields.size(); ++i)
            node.fields.push_back(Bind(role, display + "." + t.fields[i].name, base + "_" + Sanitize(t.fields[i].name),
                                       t.fields[i].type, semantics[i], -1, span));
        return node;
    }
    const bool fragment_output = Fragment() && output;
    const std::string sem = CanonicalSemantic(semantic.empty() && auto_ && !fragment_output && t.IsNumeric()
                                                  ? auto_->Next(output) : semantic);
    if (semantic.empty() && !sem.empty()) out_.given_semantics.push_back({display, sem});
    if (Fragment() && role == Role::kOutput) {
        if (sem == "DEPTH") {
            if (!version_.frag_depth) {
                diags_.Error(span, "'" + display + "' writes DEPTH, but " + version_.title + " has no gl_FragDepth");
                return Unbound(type);
            }
            const Builtin depth{"DEPTH", "gl_FragDepth", 1, false, 2};
            return BindBuiltin(depth, "gl_FragDepth", display, type, role, span);
        }
        int location = IndexedSemantic(sem, "COLOR");
        if (location < 0 && !sem.empty()) {
            diags_.Error(span, "fragment output '" + display + "' has semantic '" + semantic +
                                   "'; a fragment shader writes COLORn or DEPTH");
            return Unbound(type);
        }
        if (location < 0) location = binding >= 0 ? binding : next_color_;
        next_color_ = std::max(next_color_, location + 1);
        return BindColorOutput(display, base, type, location, span);
    }
    std::string name;
    if (const Builtin* b = FindBuiltin(module_.stage, role, sem, name); b && (!b->legacy || version_.legacy_builtins))
        return BindBuiltin(*b, name, display, type, role, span);
    const bool attribute = role == Role::kInput && !Fragment();
    // Without a semantic, two stages compiled apart can only agree on a name: cgc's and
    // RetroArch's conventions take the member's or parameter's own (`OUT.uv` and `VAR.uv`
    // are both `_uv`), Tessera's the global's path.
    const std::string own = naming_.Is(GlslConventions::kTessera) ? base : Sanitize(display.substr(display.rfind('.') + 1));
    std::string glsl = attribute ? naming_.Attribute(sem, own) : naming_.Varying(sem, own);
    if (attribute && naming_.Is(GlslConventions::kRetroArch) && display.find('.') != std::string::npos) {
        // A frame struct's per-vertex coordinate (PREV.tex_coord): RetroArch's attribute.
        const std::size_t dot = display.rfind('.');
        if (auto known = RetroArchUniformFor(display.substr(0, dot), "", display.substr(dot + 1), true); known && known->attribute)
            glsl = known->name;
    }
    if (naming_.FullWidth()) return BindFullWidth(role, display, glsl, type, span);
    return BindNamed(role, display, glsl, type, span);
}

void Binder::CollectColorLocations(ir::TypeId type, const std::string& semantic, int binding) {
    const ir::Type& t = module_.types.Get(type);
    if (semantic.empty() && t.kind == ir::Type::Kind::kStruct) {
        for (const ir::StructField& f : t.fields) CollectColorLocations(f.type, f.semantic, -1);
        return;
    }
    const int n = IndexedSemantic(CanonicalSemantic(semantic), "COLOR");
    if (n > 0 || (semantic.empty() && binding > 0)) frag_data_ = true;
}

Interface Binder::Run() {
    const ir::Function& entry = module_.functions[module_.entry];
    if (naming_.Is(GlslConventions::kRetroArch)) FindMainTexture();
    if (!naming_.Is(GlslConventions::kTessera)) {
        used_ = ReferencedGlobals(module_);
        auto_.emplace(module_);
    }
    if (Fragment()) {
        for (const ir::Global& g : module_.globals)
            if (g.kind == ir::Global::Kind::kOutput) CollectColorLocations(g.type, g.semantic, g.binding);
        for (const ir::Parameter& p : entry.params)
            if (p.direction != ir::ParamDirection::kIn) CollectColorLocations(p.type, p.semantic, -1);
        if (entry.return_type != module_.types.Void()) CollectColorLocations(entry.return_type, entry.return_semantic, -1);
    }
    pruning_ = true;
    for (const ir::Global& g : module_.globals) {
        const std::size_t dot = g.name.find('.');
        if (naming_.Is(GlslConventions::kCgc) && dot != std::string::npos && dot == g.name.rfind('.')) {
            if (std::optional<ir::TypeId> frame = SplitStruct(g.name.substr(0, dot))) {
                out_.globals.push_back(BindSplitMember(g, *frame));
                continue;
            }
        }
        static constexpr Role kRoles[] = {Role::kInput, Role::kOutput, Role::kUniform, Role::kSampler};
        out_.globals.push_back(Bind(kRoles[static_cast<int>(g.kind)], g.name, Sanitize(g.name), g.type, g.semantic,
                                    g.binding, g.span));
    }
    pruning_ = false;
    for (const ir::Parameter& p : entry.params) {
        const ir::Type& t = module_.types.Get(p.type);
        Role role = Role::kUniform;
        if (p.direction == ir::ParamDirection::kInOut) {
            diags_.Error(entry.span, "entry parameter '" + p.name + "' is inout, which a shader stage cannot have");
            continue;
        }
        if (p.direction == ir::ParamDirection::kOut) role = Role::kOutput;
        else if (t.kind == ir::Type::Kind::kSampler) role = Role::kSampler;
        else if (!p.semantic.empty() || t.kind == ir::Type::Kind::kStruct) role = Role::kInput;
        out_.params[p.var] = Bind(role, p.name, Sanitize(p.name), p.type, p.semantic, -1, entry.span);
    }
    if (entry.return_type != module_.types.Void()) {
        out_.has_ret = true;
        out_.ret = Bind(Role::kOutput, entry.name, Sanitize(entry.name), entry.return_type, entry.return_semantic, -1,
                        entry.span);
    }
    return std::move(out_);
}

}  // namespace

Interface BindInterface(const ir::Module& module, const GlslWriterOptions& options, const VersionInfo& version,
                        TypeNamer& types, Diags& diags) {
    return Binder(module, options, version, types, diags).Run();
}

}  // namespace tessera::lang::glsl::writer_detail
