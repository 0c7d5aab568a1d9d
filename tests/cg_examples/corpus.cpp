// SPDX-License-Identifier: MIT
// The corpus (see corpus.h): directory listing, parsing, and the uniforms' defaults read
// from the tree's initializers.
#include "tests/cg_examples/corpus.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include "lang/common/cfamily/preprocessor.h"
#include "lang/cg/reader/parser.h"

namespace tessera::cg_examples {
namespace {

using lang::cg::Expr;
using lang::cg::ExprKind;

std::vector<Shader> LoadCorpus() {
    std::vector<Shader> out;
    for (const auto& entry : std::filesystem::directory_iterator(TESSERA_CG_EXAMPLES_DIR)) {
        if (entry.path().extension() != ".cg") continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        out.push_back({entry.path().stem().string(), entry.path().string(), text.str()});
    }
    std::sort(out.begin(), out.end(),
              [](const Shader& a, const Shader& b) { return a.name < b.name; });
    return out;
}

// The numbers of a literal initializer: numbers, unary minus and plus, init lists and
// constructors. Anything else makes it not a literal (false).
bool Flatten(const Expr* e, double sign, std::vector<double>& out) {
    switch (e->kind) {
        case ExprKind::kNumber: {
            const auto* n = static_cast<const lang::cg::NumberExpr*>(e);
            double v = n->value.is_float ? n->value.real : static_cast<double>(n->value.integer);
            out.push_back(sign * v);
            return true;
        }
        case ExprKind::kUnary: {
            const auto* u = static_cast<const lang::cg::UnaryExpr*>(e);
            if (u->op == lang::cg::UnaryOp::kMinus) return Flatten(u->operand, -sign, out);
            if (u->op == lang::cg::UnaryOp::kPlus) return Flatten(u->operand, sign, out);
            return false;
        }
        case ExprKind::kInitList:
            for (const Expr* element : static_cast<const lang::cg::InitListExpr*>(e)->elements)
                if (!Flatten(element, sign, out)) return false;
            return true;
        case ExprKind::kConstructor:
            for (const Expr* arg : static_cast<const lang::cg::ConstructorExpr*>(e)->args)
                if (!Flatten(arg, sign, out)) return false;
            return true;
        default:
            return false;
    }
}

}  // namespace

const std::vector<Shader>& Corpus() {
    static const std::vector<Shader> corpus = LoadCorpus();
    return corpus;
}

const Shader* FindShader(const std::string& name) {
    for (const Shader& s : Corpus())
        if (s.name == name) return &s;
    ADD_FAILURE() << "no examples/cg/" << name << ".cg";
    return nullptr;
}

ParsedShader ParseShader(const Shader& shader) {
    ParsedShader out;
    support::DiagnosticList diagnostics;
    lang::cfamily::Preprocessor pp(lang::cfamily::Options::Cg(), diagnostics);
    std::vector<lang::cfamily::Token> tokens = pp.Run(shader.name + ".cg", shader.text);
    lang::cg::TranslationUnit unit = lang::cg::ParseTranslationUnit(tokens, diagnostics);
    out.diagnostics = pp.Sources().FormatAll(diagnostics);
    for (const lang::cg::Decl* decl : unit.decls) {
        if (decl->kind != lang::cg::DeclKind::kVariable) continue;
        const auto* var = static_cast<const lang::cg::VarDecl*>(decl);
        if (!(var->specifiers & lang::cg::kUniform)) continue;
        if (var->type.name.rfind("sampler", 0) == 0) {
            out.samplers.push_back(var->name);
            continue;
        }
        UniformDefault u{var->name, {}};
        if (var->init == nullptr || !Flatten(var->init, 1, u.values)) {
            out.error = "uniform '" + var->name + "' has no literal default";
            continue;
        }
        out.uniforms.push_back(std::move(u));
    }
    return out;
}

std::string HeaderComment(const std::string& text) {
    std::string out;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line) && line.rfind("//", 0) == 0)
        out += (line.size() > 3 ? line.substr(3) : std::string()) + "\n";
    return out;
}

}  // namespace tessera::cg_examples
