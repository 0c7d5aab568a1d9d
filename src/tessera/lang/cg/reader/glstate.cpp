// SPDX-License-Identifier: MIT
// Cg's predefined `glstate` structure: the OpenGL state the ARB profiles can bind.
//
// The Cg Toolkit's arbvp1 and arbfp1 profile pages describe `glstate` as a structure whose
// members mirror ARB_vertex_program's `state.*` bindings: `glstate.matrix.mvp`,
// `glstate.matrix.inverse.modelview[0]`, `glstate.light[0].diffuse`,
// `glstate.lightprod[0].front.ambient`, `glstate.fog.color`, `glstate.texgen[0].eye.s`...
// Matrices are float4x4 and everything else float4. The only difference in spelling is the
// matrix modifier, which Cg writes before the matrix (`matrix.inverse.mvp`) and ARB after it
// (`state.matrix.mvp.inverse`).
//
// The trick: no structure is declared. A member or index expression whose chain of names
// starts at an undeclared `glstate` and spells one complete state item becomes a load of a
// uniform global named after it (`glstate.matrix.mvp`, one per item) with the ARB binding as
// its semantic (`state.matrix.mvp`). Anything after the item (a row index, a swizzle) is an
// ordinary access on that value. Which items the program's target accepts (texgen only in
// vertex programs, texenv and depth only in fragment programs) and whether the numbers are
// in range is decided by the ARB writer, which checks the binding with the ARB grammar
// itself, so the diagnostics of both ways of writing state are the same.
#include <regex>

#include "lang/cg/reader/sema_impl.h"

namespace tessera::lang::cg::sema {

namespace {

// Complete `glstate.` items (after "glstate.", indices written as [n]).
const std::regex& ItemPattern() {
    static const std::regex pattern(
        "material(\\.(front|back))?\\.(ambient|diffuse|specular|emission|shininess)"
        "|light\\[\\d+\\]\\.(ambient|diffuse|specular|position|attenuation|half|spot\\.direction)"
        "|lightmodel\\.ambient|lightmodel(\\.(front|back))?\\.scenecolor"
        "|lightprod\\[\\d+\\](\\.(front|back))?\\.(ambient|diffuse|specular)"
        "|texgen(\\[\\d+\\])?\\.(eye|object)\\.[strq]"
        "|fog\\.(color|params)|clip\\[\\d+\\]\\.plane|point\\.(size|attenuation)"
        "|texenv(\\[\\d+\\])?\\.color|depth\\.range"
        "|matrix(\\.(inverse|transpose|invtrans))?"
        "\\.(projection|mvp|modelview(\\[\\d+\\])?|texture(\\[\\d+\\])?|palette\\[\\d+\\]|program\\[\\d+\\])");
    return pattern;
}

/// The ARB binding of a complete item: "state." + the item, the matrix modifier moved last.
std::string ArbBinding(const std::string& item) {
    static const std::regex modifier("matrix\\.(inverse|transpose|invtrans)\\.(.*)");
    std::smatch m;
    if (std::regex_match(item, m, modifier)) return "state.matrix." + m[2].str() + "." + m[1].str();
    return "state." + item;
}

}  // namespace

bool Sema::GlStatePath(const Expr* e, std::string& path) {
    if (e->kind == ExprKind::kIdentifier) {
        const auto* id = static_cast<const IdentifierExpr*>(e);
        return id->name == "glstate" && Lookup("glstate") == nullptr;
    }
    if (e->kind == ExprKind::kMember) {
        const auto* m = static_cast<const MemberExpr*>(e);
        if (!GlStatePath(m->base, path)) return false;
        path += (path.empty() ? "" : ".") + m->name;
        return true;
    }
    if (e->kind == ExprKind::kIndex) {
        const auto* x = static_cast<const IndexExpr*>(e);
        if (!GlStatePath(x->base, path)) return false;
        std::optional<std::int64_t> n = EvalConstInt(x->index);
        path += "[" + (n ? std::to_string(*n) : std::string("?")) + "]";
        return true;
    }
    return false;
}

std::optional<Value> Sema::GlState(const Expr* e) {
    std::string path;
    if (!GlStatePath(e, path) || !std::regex_match(path, ItemPattern())) return std::nullopt;
    const std::string name = "glstate." + path;
    auto [it, added] = glstate_globals_.try_emplace(name, 0);
    const bool matrix = path.rfind("matrix.", 0) == 0;
    const Type type = matrix ? Type::Matrix(ScalarKind::kFloat, 4, 4) : Type::Vector(ScalarKind::kFloat, 4);
    if (added) {
        ir::Global g;
        g.name = name;
        g.type = IrType(type);
        g.kind = ir::Global::Kind::kUniform;
        g.semantic = ArbBinding(path);
        g.span = SpanOf(e->range);
        module_.globals.push_back(g);
        it->second = static_cast<std::uint32_t>(module_.globals.size() - 1);
    }
    b_->SetSpan(SpanOf(e->range));
    Value v = Make(type, b_->Load({ir::VarRef::Scope::kGlobal, it->second}), e->range);
    v.place = Place{};
    v.place->read_only = "cannot assign to '" + name + "': GL state is read-only";
    return v;
}

}  // namespace tessera::lang::cg::sema
