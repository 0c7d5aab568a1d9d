// SPDX-License-Identifier: MIT
// Binding globals to ARBfp resources, the way cgc's arbfp1 profile did.
//
// Stage inputs and outputs are bound by semantic (Cg's names and their short forms), those
// without one to a free TEXCOORDn (COLOR for a fragment output; bindings_auto.h); an input
// whose semantic the stage lacks is an error only where the program reads it:
//   COLOR0 COLOR COL0 COL -> fragment.color.primary     COLOR1 COL1 -> fragment.color.secondary
//   TEXCOORDn TEXn        -> fragment.texcoord[n]        FOG FOGC FOGCOORD -> fragment.fogcoord
//   WPOS                  -> fragment.position
//   outputs COLOR COLOR0 COL COL0 -> result.color        DEPTH DEPR -> result.depth (.z)
// A struct-typed variable without a semantic of its own is bound field by field. Entry
// parameters bind the same way (`in` with a semantic: an input; `out`: an output); an `in`
// parameter without a semantic is a uniform, as Cg's non-varying entry parameters are.
//
// Uniforms take one parameter per vector or scalar, per matrix row and per array element,
// numbered from the uniform's `binding` when it asks for one, else in declaration order
// from the lowest free number. Every uniform gets its slots whether or not the program reads
// it, so an application's parameter layout does not move when the shader's code changes;
// only referenced ones are declared (and counted, 3.11.3.6). Samplers take the unit their
// binding (or TEXUNITn semantic) asks for, else the lowest free unit, in declaration order.
#include <algorithm>
#include <set>
#include <string>

#include "ir/printer.h"
#include "lang/arbfp/writer/bindings_auto.h"
#include "lang/arbfp/writer/isel.h"
#include "lang/arbfp/writer/printer.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

bool ParseIndexed(const std::string& s, const std::string& prefix, int& n) {
    if (s.size() <= prefix.size() || s.compare(0, prefix.size(), prefix) != 0) return false;
    n = 0;
    for (std::size_t i = prefix.size(); i < s.size(); ++i) {
        if (s[i] < '0' || s[i] > '9' || n > 1000) return false;
        n = n * 10 + (s[i] - '0');
    }
    return true;
}

bool InputSemantic(const std::string& sem, AttributeBinding& out) {
    int n = 0;
    if (sem == "COLOR" || sem == "COLOR0" || sem == "COL" || sem == "COL0") {
        out = {AttributeBinding::Kind::kColorPrimary, 0};
    } else if (sem == "COLOR1" || sem == "COL1") {
        out = {AttributeBinding::Kind::kColorSecondary, 0};
    } else if ((ParseIndexed(sem, "TEXCOORD", n) || ParseIndexed(sem, "TEX", n)) &&
               n < static_cast<int>(arbasm::kMaxTexCoordSets)) {  // the target's own count: Binder
        out = {AttributeBinding::Kind::kTexCoord, static_cast<std::uint8_t>(n)};
    } else if (sem == "FOG" || sem == "FOGC" || sem == "FOGCOORD") {
        out = {AttributeBinding::Kind::kFogCoord, 0};
    } else if (sem == "WPOS") {
        out = {AttributeBinding::Kind::kPosition, 0};
    } else {
        return false;
    }
    return true;
}

bool OutputSemantic(const std::string& sem, OutputBinding& out) {
    if (sem == "COLOR" || sem == "COLOR0" || sem == "COL" || sem == "COL0") out = OutputBinding::kColor;
    else if (sem == "DEPTH" || sem == "DEPR") out = OutputBinding::kDepth;
    else return false;
    return true;
}

bool FragmentInput(const std::string& semantic, Binding& record) {
    if (!InputSemantic(semantic, record.attribute)) return false;
    record.resource = PrintAttributeBinding(record.attribute);
    return true;
}

bool FragmentOutput(const std::string& semantic, Binding& record, OutputRegister& reg) {
    if (!OutputSemantic(semantic, record.output)) return false;
    const bool depth = record.output == OutputBinding::kDepth;
    record.resource = depth ? "result.depth" : "result.color";
    reg = {record.resource, depth ? 2 : -1};  // result.depth is read from z (3.11.4.4)
    return true;
}

TextureTarget TargetOf(ir::SamplerDim dim) {
    switch (dim) {
        case ir::SamplerDim::k1D: return TextureTarget::k1D;
        case ir::SamplerDim::k2D: return TextureTarget::k2D;
        case ir::SamplerDim::k3D: return TextureTarget::k3D;
        case ir::SamplerDim::kCube: return TextureTarget::kCube;
        case ir::SamplerDim::kRect: return TextureTarget::kRect;
        case ir::SamplerDim::kShadow1D: return TextureTarget::kShadow1D;
        case ir::SamplerDim::kShadow2D: return TextureTarget::kShadow2D;
        case ir::SamplerDim::kShadowRect: return TextureTarget::kShadowRect;
    }
    return TextureTarget::k2D;
}

/// Parameters a uniform of `type` takes: one per vector/scalar, matrix row, array element.
std::uint32_t ParameterSlots(const ir::TypeTable& types, ir::TypeId type) {
    const ir::Type& t = types.Get(type);
    switch (t.kind) {
        case ir::Type::Kind::kScalar:
        case ir::Type::Kind::kVector: return 1;
        case ir::Type::Kind::kMatrix: return t.rows;
        case ir::Type::Kind::kArray: return t.count * ParameterSlots(types, t.element);
        case ir::Type::Kind::kStruct: {
            std::uint32_t n = 0;
            for (const ir::StructField& f : t.fields) n += ParameterSlots(types, f.type);
            return n;
        }
        default: return 0;
    }
}

bool EveryFieldHasSemantic(const ir::Type& t) {
    return std::all_of(t.fields.begin(), t.fields.end(), [](const ir::StructField& f) { return !f.semantic.empty(); });
}

/// A struct with a sampler among its fields (nested structs included).
bool HasSamplerField(const ir::TypeTable& types, ir::TypeId type) {
    const ir::Type& t = types.Get(type);
    if (t.kind != ir::Type::Kind::kStruct) return false;
    for (const ir::StructField& f : t.fields)
        if (types.Get(f.type).kind == ir::Type::Kind::kSampler || HasSamplerField(types, f.type))
            return true;
    return false;
}

/// The Val of a uniform of `type` whose first parameter is `next` (advanced past it).
Val UniformVal(const ir::TypeTable& types, ir::TypeId type, std::uint32_t& next) {
    const ir::Type& t = types.Get(type);
    Val v;
    if (t.IsNumeric()) {
        for (int c = 0; c < t.Width(); ++c)
            v.lanes.push_back(Lane{SrcKind::kParam, next, static_cast<std::uint8_t>(c), false, 0});
        ++next;
        return v;
    }
    v.aggregate = true;
    if (t.kind == ir::Type::Kind::kMatrix) {
        for (int r = 0; r < t.rows; ++r) {
            Val row;
            for (int c = 0; c < t.columns; ++c)
                row.lanes.push_back(Lane{SrcKind::kParam, next, static_cast<std::uint8_t>(c), false, 0});
            ++next;
            v.elems.push_back(std::move(row));
        }
    } else if (t.kind == ir::Type::Kind::kArray) {
        for (std::uint32_t i = 0; i < t.count; ++i) v.elems.push_back(UniformVal(types, t.element, next));
    } else if (t.kind == ir::Type::Kind::kStruct) {
        for (const ir::StructField& f : t.fields) v.elems.push_back(UniformVal(types, f.type, next));
    }
    return v;
}

class Binder {
public:
    Binder(const ir::Module& m, const WriterOptions& o, const StageTarget& t, Diags& d)
        : module_(m), options_(o), target_(t), diags_(d),
          auto_(m, static_cast<int>(t.texcoord_sets)) {}

    BindingTable Run();

private:
    void BindVariable(VarBinding& vb, const std::string& name, ir::TypeId type,
                      const std::string& semantic, bool output, int ordinal, ir::Span span);
    /// A TEXCOORDn (TEXn) past the target's sets: the semantic functions know every set up
    /// to kMaxTexCoordSets (Tessera's MaxTexCoords extension). A semantic may name any of
    /// the eight the profiles have whatever the limits (under smaller ones the read-back of
    /// the program refuses it), more only under the extension's texcoord_sets.
    bool PastTexCoordSets(const std::string& semantic) const {
        int n = 0;
        return (ParseIndexed(semantic, "TEXCOORD", n) || ParseIndexed(semantic, "TEX", n)) &&
               n >= std::max(8, static_cast<int>(target_.texcoord_sets));
    }
    std::size_t Record(Binding b, int ordinal) {
        table_.records.push_back(std::move(b));
        table_.ordinals.push_back(ordinal);
        return table_.records.size() - 1;
    }
    void BindUniform(VarBinding& vb, const std::string& name, ir::TypeId type,
                     const std::string& semantic, int binding, int ordinal, ir::Span span);
    void BindState(VarBinding& vb, Binding b, ir::TypeId type, int ordinal, ir::Span span);
    void BindSampler(VarBinding& vb, const std::string& name, ir::TypeId type,
                     const std::string& semantic, int binding, int ordinal, ir::Span span);

    const ir::Module& module_;
    const WriterOptions& options_;
    const StageTarget& target_;
    Diags& diags_;
    SemanticAllocator auto_;  ///< semantics for varyings without one
    BindingTable table_;
    std::set<std::uint32_t> used_parameters_;
    std::set<std::uint32_t> reserved_parameters_;  ///< numbers explicit bindings ask for
    /// No number below this one is free: numbers are only ever taken, so the search for a
    /// free run starts here (from 0 it made 65,536 one-element uniforms quadratic).
    std::uint32_t lowest_free_parameter_ = 0;
    /// Uniforms past the parameter limit: the first is an error of its own, the rest one
    /// error at the last (a GLSL array of 65,536 floats is that many uniforms).
    int uniforms_past_limit_ = 0;
    ir::Span last_past_limit_;
    std::set<std::uint32_t> used_units_;
    std::set<std::uint32_t> explicit_units_;  ///< units some sampler asks for by binding
};

void Binder::BindVariable(VarBinding& vb, const std::string& name, ir::TypeId type,
                          const std::string& given, bool output, int ordinal, ir::Span span) {
    const ir::Type& t = module_.types.Get(type);
    vb.bound = true;
    vb.is_output = output;
    if (t.kind == ir::Type::Kind::kStruct && (given.empty() || EveryFieldHasSemantic(t))) {
        // libretro's phosphorlut-v3 returns `struct output { float4 color : COLOR; }` from
        // `output main_fragment(...) : COLOR`, which cgc compiled: the members' own
        // semantics bind them.
        if (!given.empty())
            diags_.Warning(span, "the semantic '" + given + "' of '" + name + "' is ignored: each member of its " +
                                     "struct has a semantic of its own, which binds it (cgc compiled such code)");
        vb.value.aggregate = true;
        const std::vector<std::string> semantics = auto_.StructFields(type, output);
        for (std::size_t i = 0; i < t.fields.size(); ++i) {
            const ir::StructField& f = t.fields[i];
            VarBinding field;
            BindVariable(field, name + "." + f.name, f.type, semantics[i], output, ordinal, span);
            vb.value.elems.push_back(std::move(field.value));
            vb.out.elems.push_back(std::move(field.out));
            vb.records.insert(vb.records.end(), field.records.begin(), field.records.end());
        }
        return;
    }
    const std::string semantic = given.empty() && t.IsNumeric() ? auto_.Next(output) : given;
    Binding b;
    b.name = name;
    b.type = module_.types.Name(type);
    b.semantic = semantic;
    if (!output && t.kind == ir::Type::Kind::kSampler) {
        // A sampler member of a varying struct parameter (libretro's `previous PREV` with
        // `struct previous { uniform sampler2D texture; float2 tex_coord; }`): samplers are
        // uniform whatever the parameter says, and cgc bound it to a texture unit.
        vb.is_output = false;
        BindSampler(vb, name, type, semantic, -1, ordinal, span);
        return;
    }
    if (!t.IsNumeric()) {
        diags_.Error(span, "'" + name + "' of type '" + b.type + "' cannot be a stage " +
                               (output ? "output" : "input") + " in " + target_.language +
                               " (only scalars and vectors can)");
        return;
    }
    if (output) {
        OutputRegister reg;
        if (semantic.empty()) {
            diags_.Error(span, "output '" + name + "' has no semantic, and no " +
                                   (target_.stage == ir::Stage::kFragment ? "COLOR" : "TEXCOORDn") +
                                   " is left to give it");
            return;
        }
        if (PastTexCoordSets(semantic) || !target_.bind_output(semantic, b, reg)) {
            diags_.Error(span, "output '" + name + "' has semantic '" + semantic + "', which " +
                                   target_.outputs_hint);
            return;
        }
        b.kind = Binding::Kind::kOutput;
        if (options_.position_invariant && reg.name == "result.position") {
            // A position-invariant program must not write result.position (2.14.4.5.1).
            vb.records.push_back(Record(std::move(b), ordinal));
            return;
        }
        auto it = std::find(table_.outputs.begin(), table_.outputs.end(), reg);
        vb.out.output = static_cast<int>(it - table_.outputs.begin());
        if (it == table_.outputs.end()) table_.outputs.push_back(reg);
    } else {
        if (PastTexCoordSets(semantic) || !target_.bind_input(semantic, b)) {
            // Reported only if the program reads it (isel.cpp): cgc left an input it does
            // not read unbound, whatever its semantic (docs/cg.md, "Cg as cgc accepted it").
            std::vector<WriterDiagnostic> why;
            Diags{&why}.Error(span, semantic.empty()
                                        ? "input '" + name + "' is read but has no semantic, and no "
                                          "TEXCOORDn is left to give it"
                                        : "input '" + name + "' has semantic '" + semantic +
                                              "', which is not " + target_.inputs_hint);
            vb.bound = false;
            vb.pending = why;
            vb.value.unbound = static_cast<int>(table_.unbound_inputs.size());
            table_.unbound_inputs.push_back(std::move(why));
            for (int c = 0; c < t.Width(); ++c) vb.value.lanes.push_back(Lane{});
            b.kind = Binding::Kind::kAttribute;
            vb.records.push_back(Record(std::move(b), ordinal));
            return;
        }
        b.kind = Binding::Kind::kAttribute;
        auto it = std::find(table_.attributes.begin(), table_.attributes.end(), b.resource);
        std::uint32_t id = static_cast<std::uint32_t>(it - table_.attributes.begin());
        if (it == table_.attributes.end()) table_.attributes.push_back(b.resource);
        for (int c = 0; c < t.Width(); ++c)
            vb.value.lanes.push_back(Lane{SrcKind::kAttribute, id, static_cast<std::uint8_t>(c), false, 0});
    }
    vb.records.push_back(Record(std::move(b), ordinal));
}

void Binder::BindUniform(VarBinding& vb, const std::string& name, ir::TypeId type,
                         const std::string& semantic, int binding, int ordinal, ir::Span span) {
    if (semantic.rfind("state.", 0) == 0) {
        Binding b;
        b.kind = Binding::Kind::kUniform;
        b.name = name;
        b.type = module_.types.Name(type);
        b.semantic = semantic;
        BindState(vb, std::move(b), type, ordinal, span);
        return;
    }
    if (HasSamplerField(module_.types, type)) {
        // A uniform struct holding a sampler (libretro's `struct orig { float2 tex_coord;
        // sampler2D texture; }`): each field is bound on its own, the sampler to a unit, as
        // cgc's `#var sampler2D ORIG.texture : TEXUNIT1` shows.
        vb.bound = true;
        vb.value.aggregate = true;
        for (const ir::StructField& f : module_.types.Get(type).fields) {
            VarBinding field;
            const std::string field_name = name + "." + f.name;
            if (module_.types.Get(f.type).kind == ir::Type::Kind::kSampler)
                BindSampler(field, field_name, f.type, f.semantic, -1, ordinal, span);
            else
                BindUniform(field, field_name, f.type, f.semantic, -1, ordinal, span);
            vb.value.elems.push_back(std::move(field.value));
            vb.records.insert(vb.records.end(), field.records.begin(), field.records.end());
        }
        return;
    }
    std::uint32_t count = ParameterSlots(module_.types, type);
    const std::uint32_t limit = options_.uniforms == UniformSpace::kLocal
                                    ? options_.limits.max_local_parameters
                                    : options_.limits.max_env_parameters;
    std::uint32_t first = 0;
    if (binding >= 0) {
        first = static_cast<std::uint32_t>(binding);
    } else {
        // The lowest run of `count` free numbers.
        while (used_parameters_.count(lowest_free_parameter_) || reserved_parameters_.count(lowest_free_parameter_))
            ++lowest_free_parameter_;
        for (first = lowest_free_parameter_;; ++first) {
            bool free = true;
            for (std::uint32_t i = 0; i < count && free; ++i)
                free = !used_parameters_.count(first + i) && !reserved_parameters_.count(first + i);
            if (free) break;
        }
    }
    for (std::uint32_t i = 0; i < count; ++i) {
        if (!used_parameters_.insert(first + i).second) {
            diags_.Error(span, "uniform '" + name + "' overlaps another uniform at parameter " +
                                   std::to_string(first + i));
            break;
        }
    }
    const char* space = options_.uniforms == UniformSpace::kLocal ? "program.local" : "program.env";
    if (count > 0 && first + count > limit && uniforms_past_limit_++ == 0) {
        diags_.Error(span, "uniform '" + name + "' needs " + space + "[" + std::to_string(first) +
                               ".." + std::to_string(first + count - 1) + "], past the limit of " +
                               std::to_string(limit) + " parameters");
    } else if (count > 0 && first + count > limit) {
        last_past_limit_ = span;
    }
    std::uint32_t next = first;
    vb.bound = true;
    vb.value = UniformVal(module_.types, type, next);
    Binding b;
    b.kind = Binding::Kind::kUniform;
    b.name = name;
    b.type = module_.types.Name(type);
    b.semantic = semantic;
    b.first_parameter = first;
    b.parameter_count = count;
    b.resource = std::string(space) + "[" + std::to_string(first) +
                 (count > 1 ? ".." + std::to_string(first + count - 1) : "") + "]";
    vb.records.push_back(Record(std::move(b), ordinal));
}

// A `state.*` uniform: its rows are state vectors, one Val lane per component read.
void Binder::BindState(VarBinding& vb, Binding b, ir::TypeId type, int ordinal, ir::Span span) {
    const ir::Type& t = module_.types.Get(type);
    if (!t.IsNumeric() && t.kind != ir::Type::Kind::kMatrix) {
        diags_.Error(span, "uniform '" + b.name + "' of type '" + b.type +
                               "' cannot be bound to GL state (only vectors and matrices can)");
        return;
    }
    const bool matrix = t.kind == ir::Type::Kind::kMatrix;
    Diags pending{&vb.pending};
    const std::vector<std::string> rows = StateRows(b.semantic, matrix ? t.rows : 0, target_, span, pending);
    if (rows.empty()) return;  // reported if the program reads it (Selector::Variable)
    std::vector<std::uint32_t> ids;
    for (const std::string& row : rows) {
        auto it = std::find(table_.state_rows.begin(), table_.state_rows.end(), row);
        ids.push_back(static_cast<std::uint32_t>(it - table_.state_rows.begin()));
        if (it == table_.state_rows.end()) table_.state_rows.push_back(row);
    }
    auto row_val = [&](std::uint32_t id, int width) {
        Val v;
        for (int c = 0; c < width; ++c) v.lanes.push_back(Lane{SrcKind::kState, id, static_cast<std::uint8_t>(c), false, 0});
        return v;
    };
    vb.bound = true;
    if (matrix) {
        vb.value.aggregate = true;
        for (std::uint32_t id : ids) vb.value.elems.push_back(row_val(id, t.columns));
    } else {
        vb.value = row_val(ids[0], t.Width());
    }
    b.gl_state = true;
    b.resource = rows.size() == 1 ? rows[0] : rows[0] + " .. " + rows.back();
    vb.records.push_back(Record(std::move(b), ordinal));
    table_.record_state_rows[vb.records.back()] = ids;
}

void Binder::BindSampler(VarBinding& vb, const std::string& name, ir::TypeId type,
                         const std::string& semantic, int binding, int ordinal, ir::Span span) {
    const ir::Type& t = module_.types.Get(type);
    if (t.kind != ir::Type::Kind::kSampler) {
        diags_.Error(span, "sampler '" + name + "' of type '" + module_.types.Name(type) +
                               "': sampler arrays and structs are not supported by arbfp1");
        return;
    }
    vb.bound = true;
    vb.value.is_sampler = true;
    Binding b;
    b.kind = Binding::Kind::kSampler;
    b.name = name;
    b.type = module_.types.Name(type);
    b.semantic = semantic;
    if (!target_.has_textures) {
        // Another stage's sampler in a shared file: bound to nothing; a use is an error.
        b.resource = "none";
        vb.records.push_back(Record(std::move(b), ordinal));
        return;
    }
    int unit = binding;
    int n = 0;
    if (unit < 0 && ParseIndexed(semantic, "TEXUNIT", n)) unit = n;
    if (unit < 0) {
        unit = 0;
        while (used_units_.count(static_cast<std::uint32_t>(unit)) ||
               explicit_units_.count(static_cast<std::uint32_t>(unit)))
            ++unit;
    }
    used_units_.insert(static_cast<std::uint32_t>(unit));
    if (static_cast<std::uint32_t>(unit) >= options_.limits.max_texture_image_units) {
        diags_.Error(span, "sampler '" + name + "' needs texture unit " + std::to_string(unit) +
                               ", past the limit of " +
                               std::to_string(options_.limits.max_texture_image_units) + " units");
    }
    vb.value.unit = static_cast<std::uint8_t>(unit);
    vb.value.target = TargetOf(t.sampler);
    b.texture_unit = static_cast<std::uint32_t>(unit);
    b.texture_target = vb.value.target;
    b.resource = "texunit " + std::to_string(unit);
    vb.records.push_back(Record(std::move(b), ordinal));
}

BindingTable Binder::Run() {
    const ir::Function& entry = module_.functions[module_.entry];
    table_.globals.resize(module_.globals.size());
    table_.locals.resize(entry.locals.size());
    // Explicit uniform bindings and sampler units first, so the others fill around them.
    for (const ir::Global& g : module_.globals) {
        if (g.kind == ir::Global::Kind::kSampler) {
            int n = 0;
            if (g.binding >= 0) explicit_units_.insert(static_cast<std::uint32_t>(g.binding));
            else if (ParseIndexed(g.semantic, "TEXUNIT", n)) explicit_units_.insert(static_cast<std::uint32_t>(n));
        }
    }
    // Explicitly bound uniforms reserve their numbers first; records stay in declaration order.
    for (const ir::Global& g : module_.globals) {
        if (g.kind != ir::Global::Kind::kUniform || g.binding < 0) continue;
        const std::uint32_t count = ParameterSlots(module_.types, g.type);
        for (std::uint32_t k = 0; k < count; ++k) reserved_parameters_.insert(static_cast<std::uint32_t>(g.binding) + k);
    }
    for (std::size_t i = 0; i < module_.globals.size(); ++i) {
        const ir::Global& g = module_.globals[i];
        const int ordinal = static_cast<int>(i);
        switch (g.kind) {
            case ir::Global::Kind::kInput:
                BindVariable(table_.globals[i], g.name, g.type, g.semantic, false, ordinal, g.span);
                break;
            case ir::Global::Kind::kOutput:
                BindVariable(table_.globals[i], g.name, g.type, g.semantic, true, ordinal, g.span);
                break;
            case ir::Global::Kind::kUniform:
                BindUniform(table_.globals[i], g.name, g.type, g.semantic, g.binding, ordinal, g.span);
                break;
            case ir::Global::Kind::kSampler:
                BindSampler(table_.globals[i], g.name, g.type, g.semantic, g.binding, ordinal, g.span);
                break;
        }
    }
    const int base = static_cast<int>(module_.globals.size());
    for (std::size_t p = 0; p < entry.params.size(); ++p) {
        const ir::Parameter& param = entry.params[p];
        if (param.var >= table_.locals.size()) continue;
        VarBinding& vb = table_.locals[param.var];
        const std::string name = entry.name + "." + param.name;
        const ir::Type& t = module_.types.Get(param.type);
        const int ordinal = base + static_cast<int>(p);
        if (param.direction == ir::ParamDirection::kInOut) {
            diags_.Error(entry.span, "entry parameter '" + param.name +
                                         "' is inout, which an " + target_.language + " program cannot have");
        } else if (param.direction == ir::ParamDirection::kOut) {
            BindVariable(vb, name, param.type, param.semantic, true, ordinal, entry.span);
        } else if (t.kind == ir::Type::Kind::kSampler) {
            BindSampler(vb, name, param.type, param.semantic, -1, ordinal, entry.span);
        } else if (!param.semantic.empty() || t.kind == ir::Type::Kind::kStruct) {
            BindVariable(vb, name, param.type, param.semantic, false, ordinal, entry.span);
        } else {
            BindUniform(vb, name, param.type, param.semantic, -1, ordinal, entry.span);
        }
    }
    if (entry.return_type != module_.types.Void()) {
        BindVariable(table_.ret, entry.name, entry.return_type, entry.return_semantic, true, -1,
                     entry.span);
    }
    if (uniforms_past_limit_ > 1) {
        diags_.Error(last_past_limit_, std::to_string(uniforms_past_limit_ - 1) +
                                           " more uniforms are past the parameter limit");
    }
    return std::move(table_);
}

}  // namespace

BindingTable BindGlobals(const ir::Module& module, const WriterOptions& options,
                         const StageTarget& target, Diags& diags) {
    return Binder(module, options, target, diags).Run();
}

StageTarget FragmentTarget(const Limits& limits) {
    StageTarget t;
    t.binding_limits.max_parameters = limits.max_parameters;
    t.binding_limits.max_env_parameters = limits.max_env_parameters;
    t.binding_limits.max_local_parameters = limits.max_local_parameters;
    t.binding_limits.max_texture_coords = limits.max_texture_coords;
    t.binding_limits.max_texture_units = limits.max_texture_units;
    t.binding_limits.max_lights = limits.max_lights;
    t.binding_limits.max_vertex_units = limits.max_vertex_units;
    t.binding_limits.max_palette_matrices = limits.max_palette_matrices;
    t.binding_limits.max_program_matrices = limits.max_program_matrices;
    t.texcoord_sets = limits.TexCoordSets();
    t.bind_input = FragmentInput;
    t.bind_output = FragmentOutput;
    t.inputs_hint = "a fragment attribute of arbfp1";
    t.outputs_hint = "arbfp1 cannot write (COLOR, COLOR0 or DEPTH)";
    return t;
}

}  // namespace tessera::lang::arbfp::writer_detail
