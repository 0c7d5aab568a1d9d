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

/// state.matrix.NAME[.inverse|.transpose|.invtrans][.row[i]], after "state.matrix.".
std::string StateMatrix(std::string m, bool& matrix) {
    std::string base, index;
    for (const auto& [arb, glsl] : std::vector<std::pair<std::string, std::string>>{
             {"modelview[0]", "gl_ModelViewMatrix"}, {"modelview", "gl_ModelViewMatrix"},
             {"projection", "gl_ProjectionMatrix"}, {"mvp", "gl_ModelViewProjectionMatrix"},
             {"texture", "gl_TextureMatrix"}}) {
        if (m.rfind(arb, 0) != 0) continue;
        base = glsl;
        m = m.substr(arb.size());
        if (arb == "texture") {
            index = "[0]";
            if (!m.empty() && m[0] == '[') {
                const std::size_t close = m.find(']');
                if (close == std::string::npos || IndexedSemantic("N" + m.substr(1, close - 1), "N") < 0) return "";
                index = m.substr(0, close + 1);
                m = m.substr(close + 1);
            }
        }
        break;
    }
    if (base.empty()) return "";
    for (const auto& [arb, suffix] : std::vector<std::pair<std::string, std::string>>{
             {".inverse", "Inverse"}, {".transpose", "Transpose"}, {".invtrans", "InverseTranspose"}}) {
        if (m.rfind(arb, 0) == 0) {
            base += suffix;
            m = m.substr(arb.size());
            break;
        }
    }
    base += index;
    if (m.empty()) {
        matrix = true;
        return base;
    }
    // A row of the matrix as the ARB spec numbers them: row i of the mathematical matrix,
    // which is component i of each GLSL column.
    const int row = IndexedSemantic("N" + (m.size() > 6 ? m.substr(5, m.size() - 6) : ""), "N");
    if (m.rfind(".row[", 0) != 0 || m.back() != ']' || row < 0 || row > 3) return "";
    const std::string r = "[" + std::to_string(row) + "]";
    return "vec4(" + base + "[0]" + r + ", " + base + "[1]" + r + ", " + base + "[2]" + r + ", " + base + "[3]" + r + ")";
}

/// The GLSL built-in uniform for an ARB state binding (ARB_fragment_program 3.11.3.4 /
/// ARB_vertex_program 2.14.3.1 names; GLSL 1.10 section 7.5 built-ins), or "".
/// `matrix` says whether it is a whole matrix; `everywhere` that it exists in every version.
std::string StateUniform(const std::string& s, bool& matrix, bool& everywhere) {
    matrix = false;
    everywhere = false;
    if (s == "state.depth.range") {
        everywhere = true;
        return "vec4(gl_DepthRange.near, gl_DepthRange.far, gl_DepthRange.diff, 1.0)";
    }
    static const std::map<std::string, std::string> kVectors = {
        {"state.fog.color", "gl_Fog.color"},
        {"state.fog.params", "vec4(gl_Fog.density, gl_Fog.start, gl_Fog.end, gl_Fog.scale)"},
        {"state.lightmodel.ambient", "gl_LightModel.ambient"},
        {"state.lightmodel.scenecolor", "gl_FrontLightModelProduct.sceneColor"},
        {"state.lightmodel.front.scenecolor", "gl_FrontLightModelProduct.sceneColor"},
        {"state.lightmodel.back.scenecolor", "gl_BackLightModelProduct.sceneColor"},
        {"state.texenv.color", "gl_TextureEnvColor[0]"},
    };
    if (auto it = kVectors.find(s); it != kVectors.end()) return it->second;
    auto starts = [&](const std::string& p) { return s.rfind(p, 0) == 0; };
    // state.material[.front|.back].X
    if (starts("state.material.")) {
        std::string rest = s.substr(15), face = "gl_FrontMaterial";
        if (rest.rfind("front.", 0) == 0) rest = rest.substr(6);
        else if (rest.rfind("back.", 0) == 0) rest = rest.substr(5), face = "gl_BackMaterial";
        if (rest == "shininess") return "vec4(" + face + ".shininess, 0.0, 0.0, 1.0)";
        if (rest == "ambient" || rest == "diffuse" || rest == "specular" || rest == "emission")
            return face + "." + rest;
        return "";
    }
    // state.light[n].X, state.lightprod[n][.front|.back].X, state.texenv[n].color, state.clip[n].plane
    auto indexed = [&](const std::string& p, std::string& rest) -> int {
        if (!starts(p + "[")) return -1;
        const std::size_t close = s.find(']', p.size());
        if (close == std::string::npos || close + 1 >= s.size() || s[close + 1] != '.') return -1;
        const int n = IndexedSemantic("N" + s.substr(p.size() + 1, close - p.size() - 1), "N");
        rest = s.substr(close + 2);
        return n;
    };
    std::string rest;
    if (int n = indexed("state.light", rest); n >= 0) {
        const std::string l = "gl_LightSource[" + std::to_string(n) + "]";
        if (rest == "ambient" || rest == "diffuse" || rest == "specular" || rest == "position") return l + "." + rest;
        if (rest == "half") return l + ".halfVector";
        if (rest == "spot.direction") return "vec4(" + l + ".spotDirection, " + l + ".spotCosCutoff)";
        if (rest == "attenuation")
            return "vec4(" + l + ".constantAttenuation, " + l + ".linearAttenuation, " + l +
                   ".quadraticAttenuation, " + l + ".spotExponent)";
        return "";
    }
    if (int n = indexed("state.lightprod", rest); n >= 0) {
        std::string face = "gl_FrontLightProduct";
        if (rest.rfind("front.", 0) == 0) rest = rest.substr(6);
        else if (rest.rfind("back.", 0) == 0) rest = rest.substr(5), face = "gl_BackLightProduct";
        if (rest == "ambient" || rest == "diffuse" || rest == "specular")
            return face + "[" + std::to_string(n) + "]." + rest;
        return "";
    }
    if (int n = indexed("state.texenv", rest); n >= 0 && rest == "color")
        return "gl_TextureEnvColor[" + std::to_string(n) + "]";
    if (int n = indexed("state.clip", rest); n >= 0 && rest == "plane")
        return "gl_ClipPlane[" + std::to_string(n) + "]";
    return s.rfind("state.matrix.", 0) == 0 ? StateMatrix(s.substr(13), matrix) : "";
}

InterfaceNode Unbound(ir::TypeId type) {
    InterfaceNode node;
    node.type = type;
    return node;
}

class Binder {
public:
    Binder(const ir::Module& m, const VersionInfo& v, TypeNamer& t, Diags& d)
        : module_(m), version_(v), types_(t), diags_(d) {}

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
    void Declare(const std::string& glsl, const std::string& declaration, const std::string& display, ir::Span span);
    void CollectColorLocations(ir::TypeId type, const std::string& semantic, int binding);
    std::string TypeText(ir::TypeId type) const { return module_.types.Name(type); }

    const ir::Module& module_;
    const VersionInfo& version_;
    TypeNamer& types_;
    Diags& diags_;
    Interface out_;
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
        const std::string glsl = "o_" + base;
        Declare(glsl, "layout(location = " + std::to_string(location) + ") out " + types_.Declare(type, glsl, span) + ";",
                display, span);
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
    const std::string glsl = "u_" + base;
    Declare(glsl, "uniform " + types_.Declare(type, glsl, span) + ";", display, span);
    node.read = {glsl, kPrimary};
    out_.names.push_back({display, glsl});
    return node;
}

InterfaceNode Binder::Bind(Role role, const std::string& display, const std::string& base, ir::TypeId type,
                           const std::string& semantic, int binding, ir::Span span) {
    if (role == Role::kUniform || role == Role::kSampler) return BindUniform(display, base, type, semantic, span);
    const ir::Type& t = module_.types.Get(type);
    if (semantic.empty() && t.kind == ir::Type::Kind::kStruct) {
        InterfaceNode node;
        node.type = type;
        node.leaf = false;
        for (const ir::StructField& f : t.fields)
            node.fields.push_back(Bind(role, display + "." + f.name, base + "_" + Sanitize(f.name), f.type,
                                       f.semantic, -1, span));
        return node;
    }
    const std::string sem = CanonicalSemantic(semantic);
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
    return BindNamed(role, display, (attribute ? "a_" : "v_") + (sem.empty() ? base : Sanitize(sem)), type, span);
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
    if (Fragment()) {
        for (const ir::Global& g : module_.globals)
            if (g.kind == ir::Global::Kind::kOutput) CollectColorLocations(g.type, g.semantic, g.binding);
        for (const ir::Parameter& p : entry.params)
            if (p.direction != ir::ParamDirection::kIn) CollectColorLocations(p.type, p.semantic, -1);
        if (entry.return_type != module_.types.Void()) CollectColorLocations(entry.return_type, entry.return_semantic, -1);
    }
    for (const ir::Global& g : module_.globals) {
        static constexpr Role kRoles[] = {Role::kInput, Role::kOutput, Role::kUniform, Role::kSampler};
        out_.globals.push_back(Bind(kRoles[static_cast<int>(g.kind)], g.name, Sanitize(g.name), g.type, g.semantic,
                                    g.binding, g.span));
    }
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

Interface BindInterface(const ir::Module& module, const VersionInfo& version, TypeNamer& types, Diags& diags) {
    return Binder(module, version, types, diags).Run();
}

}  // namespace tessera::lang::glsl::writer_detail
