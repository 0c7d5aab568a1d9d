// SPDX-License-Identifier: MIT
//
// Automatic allocation of varyings without a binding semantic (bindings_auto.h).
#include "lang/arbfp/writer/bindings_auto.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

/// n for TEXCOORDn or TEXn, else -1.
int TexcoordNumber(const std::string& semantic) {
    for (const char* prefix : {"TEXCOORD", "TEX"}) {
        const std::string p(prefix);
        if (semantic.size() <= p.size() || semantic.compare(0, p.size(), p) != 0) continue;
        int n = 0;
        for (std::size_t i = p.size(); i < semantic.size(); ++i) {
            if (semantic[i] < '0' || semantic[i] > '9' || n > 1000) return -1;
            n = n * 10 + (semantic[i] - '0');
        }
        return n;
    }
    return -1;
}

bool IsColor(const std::string& semantic) {
    return semantic == "COLOR" || semantic == "COLOR0" || semantic == "COL" || semantic == "COL0";
}

bool Allocatable(const ir::Type& t) { return t.kind == ir::Type::Kind::kScalar || t.kind == ir::Type::Kind::kVector; }

}  // namespace

SemanticAllocator::SemanticAllocator(const ir::Module& module, int texcoords)
    : module_(module), texcoords_(texcoords), fragment_(module.stage == ir::Stage::kFragment) {
    for (const ir::Global& g : module.globals) {
        if (g.kind == ir::Global::Kind::kInput || g.kind == ir::Global::Kind::kOutput)
            Name(g.semantic, g.type, g.kind == ir::Global::Kind::kOutput);
    }
    const ir::Function& entry = module.functions[module.entry];
    for (const ir::Parameter& p : entry.params)
        Name(p.semantic, p.type, p.direction != ir::ParamDirection::kIn);
    if (entry.return_type != module.types.Void()) Name(entry.return_semantic, entry.return_type, true);
}

void SemanticAllocator::Name(const std::string& semantic, ir::TypeId type, bool output) {
    const ir::Type& t = module_.types.Get(type);
    if (semantic.empty() && t.kind == ir::Type::Kind::kStruct) {
        for (const ir::StructField& f : t.fields) Name(f.semantic, f.type, output);
        return;
    }
    if (output && IsColor(semantic)) color_taken_ = true;
    const int n = TexcoordNumber(semantic);
    if (n >= 0) taken_[output].insert(n);
}

int SemanticAllocator::FirstFree(const std::set<int>& taken) const {
    for (int n = 0; n < texcoords_; ++n)
        if (!taken.count(n)) return n;
    return -1;
}

std::vector<std::string> SemanticAllocator::StructFields(ir::TypeId type, bool output) {
    const ir::Type& t = module_.types.Get(type);
    std::set<int> taken = output ? taken_[1] : std::set<int>{};
    for (const ir::StructField& f : t.fields) {
        const int n = TexcoordNumber(f.semantic);
        if (n >= 0) taken.insert(n);
    }
    std::vector<std::string> out;
    for (const ir::StructField& f : t.fields) {
        out.push_back(f.semantic);
        if (!f.semantic.empty() || !Allocatable(module_.types.Get(f.type))) continue;
        if (output && fragment_) {  // a fragment program's only other output is DEPTH
            if (!color_taken_) out.back() = "COLOR";
            color_taken_ = true;
            continue;
        }
        const int n = FirstFree(taken);
        if (n < 0) continue;
        taken.insert(n);
        taken_[output].insert(n);
        out.back() = "TEXCOORD" + std::to_string(n);
    }
    return out;
}

std::string SemanticAllocator::Next(bool output) {
    if (output && fragment_) {
        if (color_taken_) return "";
        color_taken_ = true;
        return "COLOR";
    }
    const int n = FirstFree(taken_[output]);
    if (n < 0) return "";
    taken_[output].insert(n);
    return "TEXCOORD" + std::to_string(n);
}

}  // namespace tessera::lang::arbfp::writer_detail
