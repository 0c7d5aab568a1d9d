// SPDX-License-Identifier: MIT
// Built-in variables, uniforms and constants of GLSL 1.10 (section 7), and the ARB program
// bindings behind them (docs/glsl.md has the tables; a vertex shader's own variables are
// declared in vertex_stage.cpp).
//
// Outputs (gl_FragColor, gl_FragData, gl_FragDepth) are mutable globals (sema_impl.h).
// Inputs and built-in uniforms are interface symbols whose IR globals are made at their
// first use, so a program declares only the state it reads. A built-in uniform's global
// has the ARB state string as its semantic ("state.light[0].diffuse"), which the ARBfp
// writer binds; scalar members that ARB packs into one vector (gl_Fog.density is
// state.fog.params.x) are components of that vector's global. Matrices: the IR holds a
// GLSL matrix's columns as rows (types.h), and state.matrix.X.row[i] is row i, so
// gl_ModelViewMatrix is state.matrix.modelview.transpose (whose rows are the columns) and
// gl_ModelViewMatrixTranspose is state.matrix.modelview.
#include <functional>

#include "lang/glsl/reader/sema_impl.h"

namespace tessera::lang::glsl::sema {

namespace {

struct FieldSpec {
    const char* name;
    Type type;
};

const std::vector<std::pair<const char*, std::vector<FieldSpec>>>& BuiltinStructs() {
    static const std::vector<std::pair<const char*, std::vector<FieldSpec>>> kStructs = {
        {"gl_DepthRangeParameters", {{"near", Type::Float()}, {"far", Type::Float()}, {"diff", Type::Float()}}},
        {"gl_PointParameters",
         {{"size", Type::Float()}, {"sizeMin", Type::Float()}, {"sizeMax", Type::Float()},
          {"fadeThresholdSize", Type::Float()}, {"distanceConstantAttenuation", Type::Float()},
          {"distanceLinearAttenuation", Type::Float()}, {"distanceQuadraticAttenuation", Type::Float()}}},
        {"gl_MaterialParameters",
         {{"emission", Type::Float(4)}, {"ambient", Type::Float(4)}, {"diffuse", Type::Float(4)},
          {"specular", Type::Float(4)}, {"shininess", Type::Float()}}},
        {"gl_LightSourceParameters",
         {{"ambient", Type::Float(4)}, {"diffuse", Type::Float(4)}, {"specular", Type::Float(4)},
          {"position", Type::Float(4)}, {"halfVector", Type::Float(4)}, {"spotDirection", Type::Float(3)},
          {"spotExponent", Type::Float()}, {"spotCutoff", Type::Float()}, {"spotCosCutoff", Type::Float()},
          {"constantAttenuation", Type::Float()}, {"linearAttenuation", Type::Float()},
          {"quadraticAttenuation", Type::Float()}}},
        {"gl_LightModelParameters", {{"ambient", Type::Float(4)}}},
        {"gl_LightModelProducts", {{"sceneColor", Type::Float(4)}}},
        {"gl_LightProducts", {{"ambient", Type::Float(4)}, {"diffuse", Type::Float(4)}, {"specular", Type::Float(4)}}},
        {"gl_FogParameters",
         {{"color", Type::Float(4)}, {"density", Type::Float()}, {"start", Type::Float()}, {"end", Type::Float()},
          {"scale", Type::Float()}}},
    };
    return kStructs;
}

/// Where one leaf of a built-in uniform comes from: a state vector and its lanes, or why
/// ARBfp has none.
struct StateRef {
    std::string state;
    std::vector<std::uint32_t> lanes;
    std::string missing;
    bool acos_degrees = false;
};

StateRef Packed(const std::string& state, std::uint32_t lane) { return {state, {lane}, ""}; }

/// The state only ARB vertex programs have (ARB_vertex_program 2.14.3.2: state.clip,
/// state.texgen, state.point).
StateRef VertexStateOf(const std::string& var, int index, const std::string& field) {
    const std::string i = std::to_string(index);
    if (var == "gl_ClipPlane") return {"state.clip[" + i + "].plane", {}, ""};
    for (const char* kind : {"Eye", "Object"}) {
        const std::string prefix = std::string("gl_") + kind + "Plane";
        if (var.rfind(prefix, 0) == 0 && var.size() == prefix.size() + 1) {
            const char coord = static_cast<char>(var.back() - 'A' + 'a');
            return {"state.texgen[" + i + "]." + (kind[0] == 'E' ? "eye." : "object.") + coord, {}, ""};
        }
    }
    if (var == "gl_Point") {
        static const char* kSize[] = {"size", "sizeMin", "sizeMax", "fadeThresholdSize"};
        for (std::uint32_t k = 0; k < 4; ++k)
            if (field == kSize[k]) return Packed("state.point.size", k);
        static const char* kAttenuation[] = {"distanceConstantAttenuation", "distanceLinearAttenuation",
                                             "distanceQuadraticAttenuation"};
        for (std::uint32_t k = 0; k < 3; ++k)
            if (field == kAttenuation[k]) return Packed("state.point.attenuation", k);
    }
    return {"", {}, "'" + var + "' has no ARB vertex program state binding"};
}

/// `path` is the leaf's GLSL name split into the variable, its index (or -1) and a field.
StateRef StateOf(const std::string& var, int index, const std::string& field, bool vertex) {
    const std::string i = std::to_string(index);
    auto face = [&](const char* front) { return var.find(front) != std::string::npos ? "front" : "back"; };
    if (var == "gl_LightSource") {
        const std::string base = "state.light[" + i + "].";
        if (field == "halfVector") return {base + "half", {}, ""};
        if (field == "spotDirection") return {base + "spot.direction", {0, 1, 2}, ""};
        if (field == "spotCosCutoff") return Packed(base + "spot.direction", 3);
        if (field == "spotExponent") return Packed(base + "attenuation", 3);
        if (field == "constantAttenuation") return Packed(base + "attenuation", 0);
        if (field == "linearAttenuation") return Packed(base + "attenuation", 1);
        if (field == "quadraticAttenuation") return Packed(base + "attenuation", 2);
        // ARB keeps the cutoff's cosine (spot.direction.w); the angle in degrees is its acos.
        if (field == "spotCutoff") return {base + "spot.direction", {3}, "", true};
        return {base + field, {}, ""};
    }
    if (var == "gl_FrontMaterial" || var == "gl_BackMaterial") {
        const std::string base = std::string("state.material.") + face("Front") + ".";
        if (field == "shininess") return Packed(base + "shininess", 0);
        return {base + field, {}, ""};
    }
    if (var == "gl_LightModel") return {"state.lightmodel.ambient", {}, ""};
    if (var == "gl_FrontLightModelProduct" || var == "gl_BackLightModelProduct")
        return {std::string("state.lightmodel.") + face("Front") + ".scenecolor", {}, ""};
    if (var == "gl_FrontLightProduct" || var == "gl_BackLightProduct")
        return {"state.lightprod[" + i + "]." + face("Front") + "." + field, {}, ""};
    if (var == "gl_TextureEnvColor") return {"state.texenv[" + i + "].color", {}, ""};
    if (var == "gl_Fog") {
        if (field == "color") return {"state.fog.color", {}, ""};
        static const char* kParams[] = {"density", "start", "end", "scale"};
        for (std::uint32_t k = 0; k < 4; ++k)
            if (field == kParams[k]) return Packed("state.fog.params", k);
    }
    if (var == "gl_DepthRange") {
        static const char* kRange[] = {"near", "far", "diff"};
        for (std::uint32_t k = 0; k < 3; ++k)
            if (field == kRange[k]) return Packed("state.depth.range", k);
    }
    // Matrices: see the file comment for the transposes.
    static const std::pair<const char*, const char*> kMatrices[] = {
        {"gl_ModelViewMatrix", "modelview"}, {"gl_ProjectionMatrix", "projection"},
        {"gl_ModelViewProjectionMatrix", "mvp"}, {"gl_TextureMatrix", "texture"}};
    for (const auto& [prefix, arb] : kMatrices) {
        std::string p(prefix);
        if (var.rfind(p, 0) != 0) continue;
        std::string rest = var.substr(p.size());
        std::string m = "state.matrix." + std::string(arb) + (index >= 0 ? "[" + i + "]" : "");
        if (rest.empty()) return {m + ".transpose", {}, ""};
        if (rest == "Transpose") return {m, {}, ""};
        if (rest == "Inverse") return {m + ".invtrans", {}, ""};
        if (rest == "InverseTranspose") return {m + ".inverse", {}, ""};
    }
    // gl_NormalMatrix's columns are those of the modelview's inverse transpose: the rows of
    // the inverse (their xyz).
    if (var == "gl_NormalMatrix") return {"state.matrix.modelview.inverse", {}, ""};
    if (vertex) return VertexStateOf(var, index, field);
    return {"", {}, "'" + var + "' is not available to ARB fragment programs (its state exists only for vertex programs)"};
}

}  // namespace

void Sema::DeclareBuiltinVariables() {
    auto declare = [&](const std::string& name, Type t, Symbol::Storage storage, std::string read_only = "") {
        Symbol s;
        s.type = t;
        s.storage = storage;
        s.read_only = read_only.empty() && storage != Symbol::Storage::kMutableGlobal
                          ? "built-in '" + name + "' is read-only"
                          : read_only;
        return Declare(name, Range{}, s);
    };
    for (const auto& [name, fields] : BuiltinStructs()) {
        StructInfo& info = structs_.emplace_back();
        info.name = name;
        for (const FieldSpec& f : fields) info.fields.push_back({f.name, f.type});
        Symbol s;
        s.kind = Symbol::Kind::kStruct;
        s.struct_info = &info;
        Declare(name, Range{}, s);
    }
    auto struct_type = [&](const char* name, int array = 0) {
        Type t = Type::Make(Type::Base::kStruct);
        t.info = Lookup(name)->struct_info;
        t.array = array;
        return t;
    };
    if (options_.vertex) DeclareVertexInterface();
    else DeclareFragmentInterface();
    // Built-in uniforms (section 7.5).
    for (const char* base : {"gl_ModelViewMatrix", "gl_ProjectionMatrix", "gl_ModelViewProjectionMatrix", "gl_TextureMatrix"})
        for (const char* suffix : {"", "Inverse", "Transpose", "InverseTranspose"})
            declare(std::string(base) + suffix, [&] {
                Type m = Type::Matrix(4, 4);
                if (std::string(base) == "gl_TextureMatrix") m.array = 8;
                return m;
            }(), Symbol::Storage::kInterface);
    declare("gl_NormalMatrix", Type::Matrix(3, 3), Symbol::Storage::kInterface);
    declare("gl_NormalScale", Type::Float(), Symbol::Storage::kUnbound)->unsupported =
        std::string("gl_NormalScale has no ARB ") + (options_.vertex ? "vertex" : "fragment") + " program state binding";
    declare("gl_DepthRange", struct_type("gl_DepthRangeParameters"), Symbol::Storage::kInterface);
    for (const char* plane : {"gl_ClipPlane", "gl_EyePlaneS", "gl_EyePlaneT", "gl_EyePlaneR", "gl_EyePlaneQ",
                              "gl_ObjectPlaneS", "gl_ObjectPlaneT", "gl_ObjectPlaneR", "gl_ObjectPlaneQ"}) {
        Type t = Type::Float(4);
        t.array = std::string(plane) == "gl_ClipPlane" ? 6 : 8;
        declare(plane, t, Symbol::Storage::kInterface);
    }
    declare("gl_Point", struct_type("gl_PointParameters"), Symbol::Storage::kInterface);
    declare("gl_FrontMaterial", struct_type("gl_MaterialParameters"), Symbol::Storage::kInterface);
    declare("gl_BackMaterial", struct_type("gl_MaterialParameters"), Symbol::Storage::kInterface);
    declare("gl_LightSource", struct_type("gl_LightSourceParameters", 8), Symbol::Storage::kInterface);
    declare("gl_LightModel", struct_type("gl_LightModelParameters"), Symbol::Storage::kInterface);
    declare("gl_FrontLightModelProduct", struct_type("gl_LightModelProducts"), Symbol::Storage::kInterface);
    declare("gl_BackLightModelProduct", struct_type("gl_LightModelProducts"), Symbol::Storage::kInterface);
    declare("gl_FrontLightProduct", struct_type("gl_LightProducts", 8), Symbol::Storage::kInterface);
    declare("gl_BackLightProduct", struct_type("gl_LightProducts", 8), Symbol::Storage::kInterface);
    Type env = Type::Float(4);
    env.array = 8;
    declare("gl_TextureEnvColor", env, Symbol::Storage::kInterface);
    declare("gl_Fog", struct_type("gl_FogParameters"), Symbol::Storage::kInterface);
    // Built-in constants (section 7.4): the implementation's values (ARBfp on Mesa).
    for (const auto& [name, value] : std::vector<std::pair<const char*, int>>{
             {"gl_MaxLights", 8}, {"gl_MaxClipPlanes", 6}, {"gl_MaxTextureUnits", 8}, {"gl_MaxTextureCoords", 8},
             {"gl_MaxVertexAttribs", 16}, {"gl_MaxVertexUniformComponents", 512}, {"gl_MaxVaryingFloats", 32},
             {"gl_MaxVertexTextureImageUnits", 0}, {"gl_MaxCombinedTextureImageUnits", 16},
             {"gl_MaxTextureImageUnits", 16}, {"gl_MaxFragmentUniformComponents", 4 * 32},
             {"gl_MaxDrawBuffers", 1}}) {
        Symbol* s = declare(name, Type::Int(), Symbol::Storage::kConstant);
        s->literal = {static_cast<double>(value)};
        s->is_const = true;
    }
}

Symbol* Sema::DeclareOutput(const std::string& name, const Type& type, const std::string& semantic,
                            std::vector<std::string> element_semantics, const Range& range) {
    Symbol s;
    s.type = type;
    s.storage = Symbol::Storage::kMutableGlobal;
    s.slot = static_cast<int>(globals_.size());
    MutableGlobal g{name, type, nullptr, semantic, false, range, {}};
    g.element_outputs = std::move(element_semantics);
    globals_.push_back(std::move(g));
    return Declare(name, range, s);
}

void Sema::StoreOutputs(ir::Builder& b) {
    // A vertex shader's user varyings own their TEXCOORDs: gl_TexCoord (stored whole,
    // elements the shader never wrote included) does not overwrite them.
    std::set<std::string> claimed;
    for (const MutableGlobal& g : globals_)
        if (g.decl && g.written) {
            claimed.insert(g.output);
            claimed.insert(g.element_outputs.begin(), g.element_outputs.end());
        }
    StorePackedVaryings(b, claimed);
    StoreClipDistances(b);
    for (std::size_t i = 0; i < globals_.size(); ++i) {
        const MutableGlobal& g = globals_[i];
        if (g.output.empty() || !g.written) continue;
        ir::InstId value = b.Load(global_vars_[i]);
        if (g.element_outputs.empty()) {
            std::uint32_t out = AddGlobal(g.name, g.type, ir::Global::Kind::kOutput, g.output, g.range);
            b.Store({ir::VarRef::Scope::kGlobal, out}, value);
            continue;
        }
        // The vectors in element order, a matrix's columns after one another.
        std::vector<std::pair<std::string, ir::InstId>> vectors;
        auto columns = [&](const Type& t, const std::string& name, ir::InstId v) {
            if (!t.IsMatrix()) return vectors.push_back({name, v});
            for (int c = 0; c < t.columns; ++c)
                vectors.push_back({name + "[" + std::to_string(c) + "]", b.Extract(v, static_cast<std::uint32_t>(c))});
        };
        if (g.type.IsArray()) {
            for (int k = 0; k < g.type.array; ++k)
                columns(g.type.Element(), g.name + "[" + std::to_string(k) + "]", b.Extract(value, static_cast<std::uint32_t>(k)));
        } else {
            columns(g.type, g.name, value);
        }
        for (std::size_t k = 0; k < vectors.size() && k < g.element_outputs.size(); ++k) {
            const std::string& sem = g.element_outputs[k];
            if (!g.decl && claimed.count(sem)) continue;
            const Type vector = g.type.IsArray() ? g.type.Element() : g.type;
            const Type column = vector.IsMatrix() ? Type::Float(vector.size) : vector;
            std::uint32_t out = AddGlobal(vectors[k].first, column, ir::Global::Kind::kOutput, sem, g.range);
            b.Store({ir::VarRef::Scope::kGlobal, out}, vectors[k].second);
        }
    }
}

void Sema::DeclareFragmentInterface() {
    // Outputs (section 7.2); gl_MaxDrawBuffers is 1.
    Type frag_data = Type::Float(4);
    frag_data.array = 1;
    DeclareOutput("gl_FragColor", Type::Float(4), "COLOR");
    DeclareOutput("gl_FragData", frag_data, "COLOR", {"COLOR"});
    DeclareOutput("gl_FragDepth", Type::Float(), "DEPTH");
    // Varying inputs (section 7.2); bound at first use.
    auto input = [&](const char* name, Type t) {
        Symbol s;
        s.type = t;
        s.storage = Symbol::Storage::kInterface;
        s.read_only = "built-in '" + std::string(name) + "' is read-only";
        return Declare(name, Range{}, s);
    };
    Type texcoords = Type::Float(4);
    texcoords.array = 8;
    for (const auto& [name, type] : std::vector<std::pair<const char*, Type>>{
             {"gl_FragCoord", Type::Float(4)}, {"gl_Color", Type::Float(4)}, {"gl_SecondaryColor", Type::Float(4)},
             {"gl_TexCoord", texcoords}, {"gl_FogFragCoord", Type::Float()}})
        input(name, type);
    Symbol* facing = input("gl_FrontFacing", Type::Bool());
    if (!options_.facing && !options_.check_only) {
        facing->storage = Symbol::Storage::kUnbound;
        facing->unsupported = "gl_FrontFacing cannot be expressed in ARB_fragment_program 1.0 (it has no facing input; "
                              "the fp40 target has it)";
    }
    if (version_ >= 120) {
        Symbol* point = input("gl_PointCoord", Type::Float(2));
        point->storage = Symbol::Storage::kUnbound;
        point->unsupported = "gl_PointCoord cannot be expressed in ARB_fragment_program 1.0 (it has no point-coordinate input)";
    }
}

void Sema::DefineIrStruct(const Type& t) {
    if (t.base != Type::Base::kStruct || !t.info || t.info->ir != ir::TypeId{}) return;
    std::vector<ir::StructField> fields;
    for (const StructInfo::Field& f : t.info->fields) fields.push_back({f.name, Ir(f.type), ""});
    // The StructInfo is the sema's own (structs_); only its IR id is filled in late.
    const_cast<StructInfo*>(t.info)->ir = module_.types.Struct(t.info->name, std::move(fields));
}

void Sema::BindBuiltin(Symbol& s, const std::string& name) {
    static const std::map<std::string, std::string> kInputs = {
        {"gl_FragCoord", "WPOS"}, {"gl_Color", "COLOR0"}, {"gl_SecondaryColor", "COLOR1"}, {"gl_FogFragCoord", "FOG"},
        // Vertex shaders' attributes (section 7.3) as Cg's arbvp1 names them.
        {"gl_Vertex", "POSITION"}, {"gl_Normal", "NORMAL"}, {"gl_FogCoord", "FOG"},
        {"gl_MultiTexCoord0", "TEXCOORD0"}, {"gl_MultiTexCoord1", "TEXCOORD1"}, {"gl_MultiTexCoord2", "TEXCOORD2"},
        {"gl_MultiTexCoord3", "TEXCOORD3"}, {"gl_MultiTexCoord4", "TEXCOORD4"}, {"gl_MultiTexCoord5", "TEXCOORD5"},
        {"gl_MultiTexCoord6", "TEXCOORD6"}, {"gl_MultiTexCoord7", "TEXCOORD7"}};
    if (auto it = kInputs.find(name); it != kInputs.end()) {
        s.leaves.push_back({AddGlobal(name, s.type, ir::Global::Kind::kInput, it->second, s.range), {}, "", false, {}});
        return;
    }
    if (name == "gl_FrontFacing") {
        // NV_fragment_program2's fragment.facing: x is +1.0 front-facing, -1.0 back-facing;
        // gl_FrontFacing is whether it is positive (a float FACE input, as Cg's).
        Leaf leaf;
        leaf.global = AddGlobal(name, Type::Float(), ir::Global::Kind::kInput, "FACE", s.range);
        leaf.positive = true;
        s.leaves.push_back(leaf);
        return;
    }
    if (name == "gl_TexCoord") {
        for (int i = 0; i < s.type.array; ++i)
            s.leaves.push_back({AddGlobal(name + "[" + std::to_string(i) + "]", s.type.Element(), ir::Global::Kind::kInput,
                                          "TEXCOORD" + std::to_string(i), s.range),
                                {}, "", false, {}});
        return;
    }
    // A built-in uniform: one leaf per field and element, in the order LoadLeaves reads them.
    std::function<void(const Type&, int, const std::string&)> walk = [&](const Type& t, int index, const std::string& field) {
        if (t.IsArray()) {
            for (int i = 0; i < t.array; ++i) walk(t.Element(), i, field);
            return;
        }
        if (t.IsStruct()) {
            for (const StructInfo::Field& f : t.info->fields) walk(f.type, index, f.name);
            return;
        }
        StateRef ref = StateOf(name, index, field, options_.vertex);
        Leaf leaf;
        leaf.missing = ref.missing;
        leaf.lanes = ref.lanes;
        leaf.acos_degrees = ref.acos_degrees;
        if (ref.missing.empty()) {
            auto found = state_globals_.find(ref.state);
            if (found == state_globals_.end()) {
                Type gt = ref.lanes.empty() ? t : Type::Float(4);
                found = state_globals_.emplace(ref.state, AddGlobal(ref.state, gt, ir::Global::Kind::kUniform, ref.state, s.range)).first;
            }
            leaf.global = found->second;
        }
        s.leaves.push_back(leaf);
    };
    walk(s.type, -1, "");
}

}  // namespace tessera::lang::glsl::sema
