// SPDX-License-Identifier: MIT
// Semantics for Cg varyings declared without one, for cgc's and RetroArch's conventions,
// whose varyings are named by their semantic (`TEX3`). The Cg spec ("Using a Structure to
// Define Binding Semantics (Connectors)"): "Binding semantics may be omitted from any input
// or output, and the compiler performs automatic allocation of that input or output to a
// hardware resource", and two programs agree when their varyings are members of one struct.
// So, as Tessera's ARB binding allocates them (issue 29's rule):
//   - a struct member without a semantic takes the first TEXCOORDn its struct does not name,
//     in member order, from the struct alone (the vertex program returning `out_vertex` and
//     the fragment program taking it agree); an output also skips what other outputs name;
//   - any other varying takes the first TEXCOORDn no varying of the same direction names or
//     was given.
#include "lang/glsl/writer/writer_impl.h"

namespace tessera::lang::glsl::writer_detail {

namespace {

// GLSL has no fixed number of texture coordinate sets for named varyings (ES 1.00 asks for 8
// vectors at least; GLSL 1.10's gl_TexCoord has 8): TEXCOORD8 to 15 are named TEX8 to TEX15,
// as cgc's glsl profiles knew TEXCOORD0-15.
constexpr int kTexcoords = 16;

bool Allocatable(const ir::Type& t) { return t.kind == ir::Type::Kind::kScalar || t.kind == ir::Type::Kind::kVector; }

}  // namespace

AutoSemantics::AutoSemantics(const ir::Module& module) : module_(module) {
    for (const ir::Global& g : module.globals)
        if (g.kind == ir::Global::Kind::kInput || g.kind == ir::Global::Kind::kOutput)
            Take(g.semantic, g.type, g.kind == ir::Global::Kind::kOutput);
}

void AutoSemantics::Take(const std::string& semantic, ir::TypeId type, bool output) {
    const ir::Type& t = module_.types.Get(type);
    if (semantic.empty() && t.kind == ir::Type::Kind::kStruct) {
        for (const ir::StructField& f : t.fields) Take(f.semantic, f.type, output);
        return;
    }
    const int n = IndexedSemantic(CanonicalSemantic(semantic), "TEXCOORD");
    if (n >= 0) taken_[output].insert(n);
}

int AutoSemantics::FirstFree(const std::set<int>& taken) {
    for (int n = 0; n < kTexcoords; ++n)
        if (!taken.count(n)) return n;
    return -1;
}

std::vector<std::string> AutoSemantics::StructFields(ir::TypeId type, bool output) {
    const ir::Type& t = module_.types.Get(type);
    std::set<int> taken = output ? taken_[1] : std::set<int>{};
    for (const ir::StructField& f : t.fields)
        if (int n = IndexedSemantic(CanonicalSemantic(f.semantic), "TEXCOORD"); n >= 0) taken.insert(n);
    std::vector<std::string> out;
    for (const ir::StructField& f : t.fields) {
        out.push_back(f.semantic);
        if (!f.semantic.empty() || !Allocatable(module_.types.Get(f.type))) continue;
        const int n = FirstFree(taken);
        if (n < 0) continue;
        taken.insert(n);
        taken_[output].insert(n);
        out.back() = "TEXCOORD" + std::to_string(n);
    }
    return out;
}

std::string AutoSemantics::Next(bool output) {
    const int n = FirstFree(taken_[output]);
    if (n < 0) return "";
    taken_[output].insert(n);
    return "TEXCOORD" + std::to_string(n);
}

}  // namespace tessera::lang::glsl::writer_detail
