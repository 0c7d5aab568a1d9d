// SPDX-License-Identifier: MIT
// What only a vertex shader has (GLSL 1.10 sections 4.3.3, 7.1, 7.3, 8.7, 8.8): its built-in
// attributes and outputs, user attributes and varyings, ftransform, and the texture lookups
// that ARB_vertex_program cannot do. Everything else is the fragment stage's code.
//
// Bindings are Cg's arbvp1 semantics (lang/arbvp/writer): gl_Vertex POSITION, gl_Position
// POSITION, gl_BackColor BCOL0, a user attribute ATTRn (vertex.attrib[n]), a user varying
// TEXCOORDn as in the fragment stage (the link rule, VaryingSlot).
#include <array>
#include <functional>

#include "lang/glsl/reader/sema_impl.h"

namespace tessera::lang::glsl::sema {

namespace {

/// The interpolants a varying takes: one per vector, array element and matrix column.
int VaryingVectors(const Type& t) {
    const Type element = t.IsArray() ? t.Element() : t;
    return (t.IsArray() ? t.array : 1) * (element.IsMatrix() ? element.columns : 1);
}

/// The float components a varying takes when packed.
int VaryingComponents(const Type& t) {
    const Type element = t.IsArray() ? t.Element() : t;
    return VaryingVectors(t) * element.size;
}

/// Packed component c lives in TEXCOORD(7 - c/4), lane c % 4: packing counts down from
/// TEXCOORD7 like the whole-vector rule, so gl_TexCoord[0] stays free longest.
int PackedSlot(int component) { return 7 - component / 4; }

/// A varying's float components in packing order: elements, then columns, then lanes.
void Decompose(ir::Builder& b, const Type& t, ir::InstId value, std::vector<ir::InstId>& out) {
    const int parts = t.IsArray() ? t.array : t.IsMatrix() ? t.columns : t.size;
    if (parts == 1 && !t.IsArray() && !t.IsMatrix()) return out.push_back(value);
    const Type part = t.IsArray() ? t.Element() : t.IsMatrix() ? Type::Float(t.size) : Type::Float();
    for (int k = 0; k < parts; ++k) Decompose(b, part, b.Extract(value, static_cast<std::uint32_t>(k)), out);
}

/// The inverse of Decompose: a value of type `t` from its components, from `at` on.
ir::InstId Compose(ir::Builder& b, const Type& t, const std::vector<ir::InstId>& scalars, std::size_t& at,
                   const std::function<ir::TypeId(const Type&)>& ir_type) {
    if (!t.IsArray() && !t.IsMatrix() && t.size == 1) return scalars[at++];
    const int parts = t.IsArray() ? t.array : t.IsMatrix() ? t.columns : t.size;
    const Type part = t.IsArray() ? t.Element() : t.IsMatrix() ? Type::Float(t.size) : Type::Float();
    std::vector<ir::InstId> values;
    for (int k = 0; k < parts; ++k) values.push_back(Compose(b, part, scalars, at, ir_type));
    return b.Construct(ir_type(t), values);
}

}  // namespace

void Sema::DeclareVertexInterface() {
    // Outputs (section 7.1); gl_TexCoord is gl_MaxTextureCoords long.
    std::vector<std::string> texcoords;
    for (int i = 0; i < 8; ++i) texcoords.push_back("TEXCOORD" + std::to_string(i));
    Type texcoord_array = Type::Float(4);
    texcoord_array.array = 8;
    DeclareOutput("gl_Position", Type::Float(4), "POSITION");
    DeclareOutput("gl_PointSize", Type::Float(), "PSIZE");
    DeclareOutput("gl_FrontColor", Type::Float(4), "COLOR0");
    DeclareOutput("gl_BackColor", Type::Float(4), "BCOL0");
    DeclareOutput("gl_FrontSecondaryColor", Type::Float(4), "COLOR1");
    DeclareOutput("gl_BackSecondaryColor", Type::Float(4), "BCOL1");
    DeclareOutput("gl_TexCoord", texcoord_array, "TEXCOORD", texcoords);
    DeclareOutput("gl_FogFragCoord", Type::Float(), "FOG");
    Symbol* clip = DeclareOutput("gl_ClipVertex", Type::Float(4), "");
    if (!options_.check_only && !options_.clip_distances)
        clip->unsupported = "gl_ClipVertex cannot be expressed in ARB_vertex_program 1.0 (it clips against "
                            "result.position only; ARB_position_invariant is the way to clip like fixed function)";
    // Attributes (section 7.3); bound at first use (builtin_vars.cpp BindBuiltin).
    std::vector<std::pair<std::string, Type>> inputs = {{"gl_Vertex", Type::Float(4)},
                                                        {"gl_Normal", Type::Float(3)},
                                                        {"gl_Color", Type::Float(4)},
                                                        {"gl_SecondaryColor", Type::Float(4)},
                                                        {"gl_FogCoord", Type::Float()}};
    for (int i = 0; i < 8; ++i) inputs.push_back({"gl_MultiTexCoord" + std::to_string(i), Type::Float(4)});
    for (const auto& [name, type] : inputs) {
        Symbol s;
        s.type = type;
        s.storage = Symbol::Storage::kInterface;
        s.read_only = "built-in attribute '" + name + "' is read-only";
        Declare(name, Range{}, s);
    }
}

int Sema::VaryingSlot(const std::string& name, const Type& type, const Range& range) {
    const bool packed = options_.pack_varyings;
    const bool linked = !options_.varying_slots.empty();
    int first = -1;
    if (linked) {
        auto found = options_.varying_slots.find(name);
        if (found != options_.varying_slots.end()) first = found->second;
    } else {
        first = packed ? varyings_ : 7 - varyings_;
        varyings_ += packed ? VaryingComponents(type) : VaryingVectors(type);
    }
    // ARB programs interpolate 8 texture coordinates. Each vector takes a whole TEXCOORD
    // while they fit; when they do not, the driver analyses the shader again with the
    // varyings packed component by component into the 32 floats (gl_MaxVaryingFloats).
    // A linked vertex shader takes the fragment shader's assignment, which fits.
    if (!linked && !packed && varyings_ > 8) {
        varyings_overflow_ = true;
        if (!options_.check_only)
            Error(range, "varying '" + name + "' does not fit: ARB programs have 8 texture coordinate interpolants "
                         "and the user varyings need " + std::to_string(varyings_) + " (one per vector, array "
                         "element and matrix column)");
    }
    if (!linked && packed && varyings_ > 32 && !options_.check_only)
        Error(range, "varying '" + name + "' does not fit: the user varyings need " + std::to_string(varyings_) +
                         " floats, more than gl_MaxVaryingFloats (32)");
    if (first >= 0) varying_map_[name] = first;
    return first;
}

void Sema::DeclarePackedVarying(const VarDecl& v, const Type& t, int first) {
    std::vector<ir::InstId> scalars;
    for (int c = first; c < first + VaryingComponents(t); ++c) {
        const int slot = PackedSlot(c);
        if (!packed_inputs_.count(slot))
            packed_inputs_[slot] = AddGlobal("packed_varyings" + std::to_string(slot), Type::Float(4),
                                             ir::Global::Kind::kInput, "TEXCOORD" + std::to_string(slot), v.name_range);
        const ir::InstId texcoord = b_->Load({ir::VarRef::Scope::kGlobal, packed_inputs_[slot]});
        scalars.push_back(b_->Extract(texcoord, static_cast<std::uint32_t>(c % 4)));
    }
    std::size_t at = 0;
    const ir::InstId value = Compose(*b_, t, scalars, at, [this](const Type& part) { return Ir(part); });
    Symbol s;
    s.type = t;
    s.storage = Symbol::Storage::kMutableGlobal;
    s.slot = static_cast<int>(globals_.size());
    s.read_only = "varying '" + v.name + "' is read-only in a fragment shader";
    globals_.push_back({v.name, t, &v, "", false, v.name_range, {}});
    global_vars_.push_back(b_->Local(v.name, Ir(t)));
    b_->Store(global_vars_.back(), value);
    Declare(v.name, v.name_range, s);
}

void Sema::StoreClipDistances(ir::Builder& b) {
    // GL 2.0 section 2.12: with gl_ClipVertex written, a vertex is inside plane n where
    // plane_n . gl_ClipVertex >= 0 (the plane in eye coordinates, state.clip[n].plane).
    // NV_vertex_program2_option's result.clip[n] is that distance; the GL clips with the
    // distances of the enabled planes only, so every plane gets one (MAX_CLIP_PLANES, 8).
    constexpr int kClipPlanes = 8;
    if (!options_.clip_distances) return;
    for (std::size_t i = 0; i < globals_.size(); ++i) {
        if (globals_[i].name != "gl_ClipVertex" || !globals_[i].written) continue;
        const ir::InstId vertex = b.Load(global_vars_[i]);
        for (int n = 0; n < kClipPlanes; ++n) {
            const std::string state = "state.clip[" + std::to_string(n) + "].plane";
            auto plane = state_globals_.find(state);
            if (plane == state_globals_.end())
                plane = state_globals_.emplace(state, AddGlobal(state, Type::Float(4), ir::Global::Kind::kUniform,
                                                                state, globals_[i].range)).first;
            const ir::InstId p = b.Load({ir::VarRef::Scope::kGlobal, plane->second});
            const ir::InstId distance = b.Intrinsic(ir::Intrinsic::kDot, module_.types.Float(), {vertex, p});
            const std::uint32_t out = AddGlobal("gl_ClipDistance" + std::to_string(n), Type::Float(),
                                                ir::Global::Kind::kOutput, "CLP" + std::to_string(n),
                                                globals_[i].range);
            b.Store({ir::VarRef::Scope::kGlobal, out}, distance);
        }
    }
}

void Sema::StorePackedVaryings(ir::Builder& b, std::set<std::string>& claimed) {
    std::map<int, std::array<ir::InstId, 4>> slots;
    for (const auto& [index, first] : packed_outputs_) {
        const MutableGlobal& g = globals_[index];
        if (!g.written) continue;
        std::vector<ir::InstId> scalars;
        Decompose(b, g.type, b.Load(global_vars_[index]), scalars);
        for (std::size_t k = 0; k < scalars.size(); ++k) {
            const int c = first + static_cast<int>(k);
            slots[PackedSlot(c)][c % 4] = scalars[k];  // lanes start invalid (InstId{})
        }
    }
    for (auto& [slot, lanes] : slots) {
        const std::string semantic = "TEXCOORD" + std::to_string(slot);
        claimed.insert(semantic);
        for (ir::InstId& lane : lanes)
            if (!lane.Valid()) lane = b.Float(0.0f);  // a lane no varying takes
        const std::uint32_t out = AddGlobal("packed_varyings" + std::to_string(slot), Type::Float(4),
                                            ir::Global::Kind::kOutput, semantic, Range{});
        b.Store({ir::VarRef::Scope::kGlobal, out}, b.Construct(Ir(Type::Float(4)), {lanes.begin(), lanes.end()}));
    }
}

void Sema::AddVaryingInputs(const std::string& name, const Type& type, int first, const Range& range,
                            std::vector<Leaf>& out) {
    int slot = first;
    auto input = [&](const std::string& n, const Type& t) {
        return AddGlobal(n, t, ir::Global::Kind::kInput, "TEXCOORD" + std::to_string(std::max(0, slot--)), range);
    };
    auto element = [&](const std::string& n, const Type& t) {
        Leaf leaf;
        if (!t.IsMatrix()) leaf.global = input(n, t);
        for (int c = 0; t.IsMatrix() && c < t.columns; ++c)
            leaf.columns.push_back(input(n + "[" + std::to_string(c) + "]", Type::Float(t.size)));
        out.push_back(leaf);
    };
    if (!type.IsArray()) return element(name, type);
    for (int k = 0; k < type.array; ++k) element(name + "[" + std::to_string(k) + "]", type.Element());
}

void Sema::DeclareAttribute(const VarDecl& v, const Type& t) {
    // Section 4.3.3: float, vectors and matrices of float; no arrays, no structures.
    if (t.IsArray() || !(t.base == Type::Base::kFloat || t.base == Type::Base::kMatrix)) {
        Error(v.name_range, "attribute '" + v.name + "' must be float, a vector of float or a matrix");
        return;
    }
    if (v.init) Error(v.init->range, "an attribute cannot have an initializer");
    Symbol s;
    s.type = t;
    s.storage = Symbol::Storage::kInterface;
    s.read_only = "attribute '" + v.name + "' is read-only";
    // A matrix takes one generic attribute per column (section 2.7 of GL 2.0), as its inputs.
    Leaf leaf;
    std::vector<std::uint32_t> globals;
    if (!t.IsMatrix()) globals.push_back(leaf.global = AddGlobal(v.name, t, ir::Global::Kind::kInput, "", v.name_range));
    for (int c = 0; t.IsMatrix() && c < t.columns; ++c)
        globals.push_back(AddGlobal(v.name + "[" + std::to_string(c) + "]", Type::Float(t.size), ir::Global::Kind::kInput,
                                    "", v.name_range));
    if (t.IsMatrix()) leaf.columns = globals;
    s.leaves.push_back(leaf);
    attributes_.push_back({v.name, globals, v.name_range});
    Declare(v.name, v.name_range, s);
}

void Sema::AssignAttributes() {
    // Table X.2.1: the generic attribute each conventional one aliases; 6 and 7 alias none.
    static const std::map<std::string, int> kAliases = {
        {"POSITION", 0}, {"BLENDWEIGHT", 1}, {"NORMAL", 2}, {"COLOR0", 3}, {"COLOR1", 4}, {"FOG", 5},
        {"TEXCOORD0", 8}, {"TEXCOORD1", 9}, {"TEXCOORD2", 10}, {"TEXCOORD3", 11},
        {"TEXCOORD4", 12}, {"TEXCOORD5", 13}, {"TEXCOORD6", 14}, {"TEXCOORD7", 15}};
    constexpr int kMaxAttribs = 16;
    std::vector<bool> taken(kMaxAttribs, false);
    for (const ir::Global& g : module_.globals)
        if (auto it = kAliases.find(g.semantic); g.kind == ir::Global::Kind::kInput && it != kAliases.end())
            taken[it->second] = true;
    // Fixed locations first (glBindAttribLocation), then the others in declaration order.
    std::vector<const Attribute*> order;
    for (const Attribute& a : attributes_)
        if (options_.attribute_locations.count(a.name)) order.insert(order.begin(), &a);
        else order.push_back(&a);
    for (const Attribute* fixed : order) {
        const Attribute& a = *fixed;
        auto location = options_.attribute_locations.find(a.name);
        int first = location == options_.attribute_locations.end() ? 0 : location->second;
        auto free_run = [&](int at) {
            for (int k = at; k < at + static_cast<int>(a.globals.size()); ++k)
                if (k >= kMaxAttribs || taken[k]) return false;
            return true;
        };
        if (location != options_.attribute_locations.end() && !free_run(first)) {
            Error(a.range, "attribute '" + a.name + "' is bound to generic attribute " + std::to_string(first) +
                               ", which a built-in attribute the shader reads (or another binding) takes");
            continue;
        }
        while (first < kMaxAttribs && !free_run(first)) ++first;
        if (first >= kMaxAttribs) {
            Error(a.range, "too many attributes: attribute '" + a.name + "' finds no free generic attribute among "
                               "gl_MaxVertexAttribs (16, less those the built-in attributes the shader reads alias)");
            continue;
        }
        for (int k = first; k < first + static_cast<int>(a.globals.size()); ++k) taken[k] = true;
        for (std::size_t c = 0; c < a.globals.size(); ++c)
            module_.globals[a.globals[c]].semantic = "ATTR" + std::to_string(first + static_cast<int>(c));
        attribute_map_[a.name] = first;
    }
}

void Sema::DeclareVertexVarying(const VarDecl& v, const Type& t) {
    const int first = VaryingSlot(v.name, t, v.name_range);
    if (options_.pack_varyings) {  // StorePackedVaryings writes it out
        DeclareOutput(v.name, t, "", {}, v.name_range);
        globals_.back().decl = &v;
        global_vars_.push_back(b_->Local(v.name, Ir(t)));
        if (first >= 0) packed_outputs_[globals_.size() - 1] = first;
        return;
    }
    std::string semantic;
    std::vector<std::string> elements;
    const int vectors = VaryingVectors(t);
    if (first >= 0 && (t.IsArray() || t.IsMatrix())) {
        for (int i = 0; i < vectors; ++i) elements.push_back("TEXCOORD" + std::to_string(std::max(0, first - i)));
        semantic = elements.front();
    } else if (first >= 0) {
        semantic = "TEXCOORD" + std::to_string(first);
    }
    DeclareOutput(v.name, t, semantic, elements, v.name_range);
    globals_.back().decl = &v;
    global_vars_.push_back(b_->Local(v.name, Ir(t)));
}

std::optional<Value> Sema::VertexBuiltin(const Expr* e, const std::string& name, std::vector<Value>& args) {
    if (name == "ftransform" && args.empty()) {
        // Section 8.4: the fixed-function transform, gl_ModelViewProjectionMatrix * gl_Vertex
        // (without ARB_position_invariant's bit-exactness: Mesa computes it the same way).
        Expr matrix, vertex;
        matrix.kind = vertex.kind = ExprKind::kIdentifier;
        matrix.range = vertex.range = e->range;
        matrix.name = "gl_ModelViewProjectionMatrix";
        vertex.name = "gl_Vertex";
        const Value position = Materialize(Identifier(&vertex));  // before the matrix: see ir/builder.h
        return BinaryValues(cfamily::Punct::kStar, Materialize(Identifier(&matrix)), position, e->range, e->op_range);
    }
    if (name == "dFdx" || name == "dFdy" || name == "fwidth") {
        Error(e->op_range, "'" + name + "' is available only in fragment shaders");
        return ErrorValue(e->range);
    }
    if (name == "ftransform") {
        Error(e->op_range, "'ftransform' takes no arguments");
        return ErrorValue(e->range);
    }
    if (name.rfind("texture", 0) != 0 && name.rfind("shadow", 0) != 0) return std::nullopt;
    // Section 8.7: the Lod forms take the bias form's arguments; the bias form itself is
    // only for fragment shaders. Every lookup takes a sampler and a coordinate first.
    const bool lod = name.size() > 3 && name.compare(name.size() - 3, 3, "Lod") == 0;
    if (!lod && args.size() > 2) {
        Error(e->op_range, "the bias form of '" + name + "' is available only in fragment shaders");
        return ErrorValue(e->range);
    }
    if (lod && (args.size() != 3 || !(args.back().type == Type::Float()))) {
        Error(e->op_range, "'" + name + "' takes a sampler, a coordinate and a float level of detail");
        return ErrorValue(e->range);
    }
    if (!options_.check_only && !options_.vertex_textures) {
        Error(e->op_range, "'" + name + "' cannot be expressed in ARB_vertex_program 1.0 (it has no texture "
                                        "instructions; the vp40 target has them)");
        return ErrorValue(e->range);
    }
    // The fragment stage's checks and lowering; a plain lookup samples level 0 in a vertex
    // program (NV_vertex_program3), and the Lod forms are TXL with the given level.
    if (!lod) return std::nullopt;
    std::vector<Value> checked(args.begin(), args.end() - 1);
    if (options_.vertex_textures) explicit_lod_ = args.back().id;
    std::optional<Value> sampled = CallBuiltin(e, name.substr(0, name.size() - 3), checked);
    explicit_lod_.reset();
    return sampled;
}

}  // namespace tessera::lang::glsl::sema
