// SPDX-License-Identifier: MIT
// Several shaders in one stage: the link rules of GLSL 1.10 that the checker applies while it
// walks the stage's shaders one after another as one program.
//
// The trick that keeps this small: the shaders are analysed in one pass, in order, with one
// global scope, and each symbol remembers the shader that declared it. A global declared
// again by a later shader is then the same variable (section 4.2, "shared globals"), once
// the two declarations agree; a function is seen by a call only where the caller's own
// shader declared it (FunctionInfo::VisibleFrom), so a built-in redeclared in one shader
// stays the built-in in the others (section 6.1). Each shader has compiled on its own
// before (CheckGlsl), so what is left to report here is what only the link can see.
// Mesa 22.3's linker is the reference where the spec is silent; docs/glsl.md lists the rules.
#include "lang/glsl/reader/sema_impl.h"

namespace tessera::lang::glsl::sema {

void Sema::LinkError(const Range& range, std::string message) {
    link_failed_ = true;
    Error(range, std::move(message));
}

void Sema::EnterShader(int index) {
    shader_ = index;
    unit_ = shaders_[static_cast<std::size_t>(index)].unit;
    version_ = shaders_[static_cast<std::size_t>(index)].version;
}

void Sema::ReportSecondDefinition(const FunctionDecl* decl, const FunctionInfo& earlier) {
    LinkError(decl->name_range,
              "function '" + decl->name + "' is defined in two shaders of the stage");
    const Range& first = earlier.definition->name_range;
    diags_.Note(first.location.offset, std::max<std::uint32_t>(first.length, 1),
                "the other definition");
}

// Mesa's linker copies main's shader whole and pulls in the definitions its calls need, one
// after another; a function of another shader that nothing calls is left out, and so are the
// calls in it (Mesa 22.3 links a shader whose unused function calls an undefined one, and
// fails the same call in main's shader).
void Sema::ReportUnresolvedCalls(const FunctionInfo* main) {
    if (unresolved_.empty()) return;
    std::map<std::uint32_t, const FunctionInfo*> by_ir_index;
    std::vector<const FunctionInfo*> work;
    for (const FunctionInfo& f : functions_) {
        if (!f.definition) continue;
        by_ir_index[f.ir_index] = &f;
        if (!main || f.def_shader == main->def_shader) work.push_back(&f);
    }
    std::set<const FunctionInfo*> linked;
    while (!work.empty()) {
        const FunctionInfo* f = work.back();
        work.pop_back();
        if (!linked.insert(f).second) continue;
        for (const ir::Instruction& inst : module_.functions[f->ir_index].insts)
            if (inst.op == ir::Op::kCall && by_ir_index.count(inst.callee))
                work.push_back(by_ir_index[inst.callee]);
    }
    for (const UnresolvedCall& call : unresolved_)
        if (linked.count(call.caller))
            LinkError(call.range, "function '" + call.name + "' is declared but no shader of the stage defines it");
}

namespace {

// The qualifiers two declarations of a shared global must agree on: its kind, and a varying's
// invariance and centroid sampling (Mesa: "declared invariant in one shader and not another").
constexpr std::uint8_t kStorageQualifiers =
    kQualConst | kQualUniform | kQualVarying | kQualAttribute | kQualInvariant | kQualCentroid;

}  // namespace

// Section 4.2 (Scoping): "Shared globals ... must be declared with the same type. They will share
// the same storage. Shared global arrays must have the same base type and the same explicit size.
// [...] All initializers for a shared global must have the same value, or a link error will
// result." An array declared without a size takes the other declaration's (Mesa).
bool Sema::LinkSharedGlobal(const VarDecl& v) {
    if (scopes_.size() != 2) return false;
    const auto found = scopes_.back().find(v.name);
    if (found == scopes_.back().end() || found->second.shader == shader_) return false;
    Symbol& shared = found->second;
    if (shared.kind != Symbol::Kind::kVariable) {
        LinkError(v.name_range,
                  "'" + v.name + "' is a function or structure in another shader of the stage");
        return true;
    }
    if (shared.unsized_declaration) return false;  // RedeclareUnsizedArray gives it its size
    Type t = DeclaredType(v, true);
    if (t.IsError()) return true;
    if (IsUnsizedDeclaration(v) && shared.type.IsArray() && t.Element() == shared.type.Element()) {
        // Its own shader's indices size it (section 4.1.9); they must fit the other's size.
        const int size = sema::ImplicitSize(*unit_, v.name);
        if (size > shared.type.array) {
            LinkError(v.name_range,
                      "shared global '" + v.name + "' is indexed with " + std::to_string(size - 1) +
                          " in this shader, but another shader of the stage declares it '" +
                          TypeName(shared.type) + "'");
            return true;
        }
        t = shared.type;
    }
    if (t != shared.type ||
        (v.qualifiers & kStorageQualifiers) != (shared.qualifiers & kStorageQualifiers)) {
        LinkError(v.name_range, "shared global '" + v.name + "' is declared '" +
                                    TypeName(shared.type) + "' in one shader of the stage and '" +
                                    TypeName(t) + "' in another" +
                                    ((t == shared.type) ? " with other qualifiers" : ""));
        diags_.Note(shared.range.location.offset, std::max<std::uint32_t>(shared.range.length, 1),
                    "the other declaration");
        return true;
    }
    if (!v.init) return true;
    const Value init = ConvertTo(Expression(v.init), t);
    if (init.IsError()) return true;
    std::optional<std::vector<double>> value;
    if (init.constant && b_->GetFunction().At(init.id).op == ir::Op::kConstant)
        value = b_->GetFunction().At(init.id).literal;
    if (shared.initialized) {
        // Mesa compares constant values; two initializers of which one is not constant are
        // an error even when they are spelled alike ("multiple non-constant initializers").
        if (!value || !shared.initial_value)
            LinkError(v.init->range,
                      "shared global '" + v.name +
                          "' has initializers in two shaders of the stage, not both constant");
        else if (*value != *shared.initial_value)
            LinkError(v.init->range,
                      "shared global '" + v.name +
                          "' has another initializer in another shader of the stage");
        return true;
    }
    shared.initialized = true;
    shared.initial_value = value;
    // The entry wrapper runs the initializers in the stage's declaration order, before main.
    if (shared.storage == Symbol::Storage::kMutableGlobal)
        b_->Store(global_vars_[static_cast<std::size_t>(shared.slot)], init.id);
    return true;
}

// Section 4.2 (Scoping): structures "must have the same name, sequence of type names, and type
// definitions, and field names to be considered the same type".
const StructInfo* Sema::LinkSharedStruct(const StructDecl* decl) {
    if (decl->name.empty() || scopes_.size() != 2) return nullptr;
    const auto found = scopes_.back().find(decl->name);
    if (found == scopes_.back().end() || found->second.shader == shader_ ||
        found->second.kind != Symbol::Kind::kStruct)
        return nullptr;
    const StructInfo* shared = found->second.struct_info;
    bool same = shared->fields.size() == decl->fields.size();
    for (std::size_t i = 0; same && i < decl->fields.size(); ++i)
        same = shared->fields[i].name == decl->fields[i].name &&
               shared->fields[i].type == DeclaredType(decl->fields[i]);
    if (!same) {
        LinkError(decl->name_range, "structure '" + decl->name +
                                        "' is defined differently in another shader of the stage");
        diags_.Note(found->second.range.location.offset,
                    std::max<std::uint32_t>(found->second.range.length, 1), "the other definition");
    }
    return shared;
}

}  // namespace tessera::lang::glsl::sema
