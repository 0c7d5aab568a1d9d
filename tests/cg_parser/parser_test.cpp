// SPDX-License-Identifier: MIT
// Unit tests of the Cg parser beyond the golden files: source ranges, the type-name table,
// profile specifiers, statement/expression disambiguation, the API without the preprocessor,
// and the formatted diagnostics.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "lang/common/cfamily/lexer.h"
#include "lang/cg/reader/keywords.h"
#include "tests/cg_parser/test_util.h"

namespace tessera::lang::cg {
namespace {

using testing::Parse;

std::string_view Text(const std::string& source, SourceRange range) {
    return std::string_view(source).substr(range.location.offset, range.length);
}

const FunctionDecl* Function(const TranslationUnit& unit, std::size_t index) {
    EXPECT_LT(index, unit.decls.size());
    EXPECT_EQ(unit.decls[index]->kind, DeclKind::kFunction);
    return static_cast<const FunctionDecl*>(unit.decls[index]);
}

// The initializer of the first variable of the i-th statement of function `f`.
const Expr* LocalInit(const FunctionDecl* f, std::size_t i) {
    const Stmt* stmt = f->body->statements.at(i);
    EXPECT_EQ(stmt->kind, StmtKind::kDecl);
    auto* decl = static_cast<const DeclStmt*>(stmt);
    return static_cast<const VarDecl*>(decl->decls.at(0))->init;
}

TEST(CgParser, ExpressionRangesCoverTheirText) {
    std::string source =
        "float f(float4 a, float b) {\n  float x = a.x + b * (a.y - 1);\n"
        "  float4 y = float4(a.xyz, 1);\n  return x;\n}\n";
    auto parsed = Parse(source);
    ASSERT_EQ(parsed.diagnostics, "");
    const FunctionDecl* f = Function(parsed.unit, 0);
    const Expr* x = LocalInit(f, 0);
    EXPECT_EQ(Text(source, x->range), "a.x + b * (a.y - 1)");
    auto* sum = static_cast<const BinaryExpr*>(x);
    EXPECT_EQ(Text(source, sum->op_range), "+");
    EXPECT_EQ(Text(source, sum->rhs->range), "b * (a.y - 1)");
    auto* member = static_cast<const MemberExpr*>(sum->lhs);
    EXPECT_EQ(Text(source, member->name_range), "x");
    const Expr* y = LocalInit(f, 1);
    EXPECT_EQ(Text(source, y->range), "float4(a.xyz, 1)");
    EXPECT_EQ(Text(source, static_cast<const ConstructorExpr*>(y)->type.range), "float4");
    EXPECT_EQ(Text(source, f->name_range), "f");
    EXPECT_EQ(Text(source, f->params[1]->range), "float b");
    EXPECT_EQ(Text(source, f->body->statements[2]->range), "return x;");
    EXPECT_EQ(Text(source, f->range), source.substr(0, source.size() - 1));
}

TEST(CgParser, MacroTokensAreLocatedAtTheMacroUse) {
    std::string source = "#define TWICE(v) ((v) * 2)\nfloat f(float a) { return TWICE(a); }\n";
    auto parsed = Parse(source);
    ASSERT_EQ(parsed.diagnostics, "");
    auto* ret = static_cast<const ReturnStmt*>(Function(parsed.unit, 0)->body->statements[0]);
    // Every token of the expansion is "at" the use, whose extent the preprocessor gives as
    // the macro's name: the whole expression is shown there.
    EXPECT_EQ(Text(source, ret->value->range), "TWICE");
}

TEST(CgParser, ProfileSpecifiers) {
    auto parsed = Parse(
        "arbfp1 fp30 float4 f() { return 0; }\n"
        "typedef float arbvp1;\n"
        "arbvp1 g;\n"
        "vs static float h();\n");
    ASSERT_EQ(parsed.diagnostics, "");
    const FunctionDecl* f = Function(parsed.unit, 0);
    ASSERT_EQ(f->profiles.size(), 2u);
    EXPECT_EQ(f->profiles[0].text, "arbfp1");
    EXPECT_EQ(f->profiles[1].text, "fp30");
    auto* g = static_cast<const VarDecl*>(parsed.unit.decls[2]);
    EXPECT_EQ(g->type.name, "arbvp1");
    EXPECT_TRUE(g->profiles.empty());
    const FunctionDecl* h = Function(parsed.unit, 3);
    ASSERT_EQ(h->profiles.size(), 1u);
    EXPECT_EQ(h->profiles[0].text, "vs");
    EXPECT_EQ(h->specifiers, kStatic);
}

TEST(CgParser, BuiltinTypeShapes) {
    auto parsed = Parse("half3x4 m; fixed2 v; bool b; unsigned short u; sampler2D s;");
    ASSERT_EQ(parsed.diagnostics, "");
    auto type = [&](std::size_t i) {
        return static_cast<const VarDecl*>(parsed.unit.decls[i])->type;
    };
    EXPECT_EQ(type(0).base, BaseType::kHalf);
    EXPECT_EQ(type(0).shape, Shape::kMatrix);
    EXPECT_EQ(type(0).rows, 3);
    EXPECT_EQ(type(0).columns, 4);
    EXPECT_EQ(type(1).base, BaseType::kFixed);
    EXPECT_EQ(type(1).shape, Shape::kVector);
    EXPECT_EQ(type(1).columns, 2);
    EXPECT_EQ(type(2).shape, Shape::kScalar);
    EXPECT_EQ(type(3).base, BaseType::kUnsignedShort);
    EXPECT_EQ(type(4).base, BaseType::kSampler2D);
}

TEST(CgParser, TypeNameFollowedByParenthesisIsAConstructorStatement) {
    auto parsed = Parse(
        "struct S { float a; };\n"
        "void f() { float4(1, 2, 3, 4); S::a; S s; }\n");
    ASSERT_EQ(parsed.diagnostics, "");
    const FunctionDecl* f = Function(parsed.unit, 1);
    ASSERT_EQ(f->body->statements.size(), 3u);
    EXPECT_EQ(f->body->statements[0]->kind, StmtKind::kExpr);
    EXPECT_EQ(f->body->statements[1]->kind, StmtKind::kExpr);
    EXPECT_EQ(f->body->statements[2]->kind, StmtKind::kDecl);
}

TEST(CgParser, StructTagSemanticOrInterface) {
    auto parsed = Parse(
        "interface I { float f(); };\n"
        "struct A : I { float f() { return 1; } };\n"
        "struct B : CONNECTOR { float x; };\n");
    ASSERT_EQ(parsed.diagnostics, "");
    auto* a = static_cast<const StructDecl*>(parsed.unit.decls[1]);
    EXPECT_EQ(a->base.text, "I");
    EXPECT_FALSE(a->semantic.present);
    auto* b = static_cast<const StructDecl*>(parsed.unit.decls[2]);
    EXPECT_TRUE(b->base.text.empty());
    EXPECT_EQ(b->semantic.text, "CONNECTOR");
    EXPECT_EQ(a->methods.size(), 1u);
    EXPECT_EQ(b->fields.size(), 1u);
}

TEST(CgParser, DuplicateSpecifierIsAWarning) {
    auto parsed = Parse("uniform uniform float x;");
    EXPECT_FALSE(parsed.HasErrors());
    EXPECT_EQ(parsed.diagnostics, "main.cg:1:9: warning: duplicate 'uniform'\n");
}

TEST(CgParser, FormattedDiagnosticHasCaret) {
    auto parsed = Parse("float4 main() : COLOR\n{\n    return float4(1, 2, 3, 4)\n}\n");
    EXPECT_EQ(parsed.pp->Sources().FormatAll(*parsed.list),
              "main.cg:3:30: error: expected ';' after the return value\n"
              "        return float4(1, 2, 3, 4)\n"
              "                                 ^\n");
}

TEST(CgParser, EmptyInputs) {
    support::DiagnosticList list;
    TranslationUnit none = ParseTranslationUnit({}, list);
    EXPECT_TRUE(none.decls.empty());
    auto parsed = Parse("");
    EXPECT_TRUE(parsed.unit.decls.empty());
    EXPECT_EQ(parsed.diagnostics, "");
    auto semicolons = Parse(";;;");
    EXPECT_EQ(semicolons.diagnostics, "");
}

TEST(CgParser, TokensStraightFromTheLexer) {
    // Without the preprocessor (numbers have no values then, but the syntax is all there).
    std::string text = "float4 main(float2 uv : TEXCOORD0) : COLOR { return uv.xyxy; }";
    support::DiagnosticList list;
    cfamily::SourceManager sources;
    cfamily::FileId file = sources.AddFile("lexed.cg", text);
    cfamily::Lexer lexer(text, sources.At(file, 0), cfamily::LexOptions{}, list, sources);
    std::vector<cfamily::Token> tokens;
    do tokens.push_back(lexer.Next());
    while (tokens.back().kind != cfamily::TokenKind::kEndOfFile);
    TranslationUnit unit = ParseTranslationUnit(tokens, list);
    EXPECT_FALSE(list.HasErrors());
    EXPECT_EQ(PrintAst(unit),
              "(function main @7 float4 (semantic COLOR)\n"
              "  (param uv @19 float2 (semantic TEXCOORD0))\n"
              "  (block @43\n"
              "    (return @45 (. uv xyxy))))\n");
}

TEST(CgParser, NamesDeclaredInABranchDoNotLeak) {
    // `T` is a variable only inside the if's branch; after it, (T)-1 is a cast again.
    auto parsed = Parse(
        "typedef float T;\n"
        "float f(bool c) { if (c) float T = 1; return (T)-1; }\n");
    ASSERT_EQ(parsed.diagnostics, "");
    auto* ret = static_cast<const ReturnStmt*>(Function(parsed.unit, 1)->body->statements[1]);
    EXPECT_EQ(ret->value->kind, ExprKind::kCast);
}

TEST(CgParser, AParameterOrLocalHidesAPredefinedTypeNameInItsScope) {
    // parser_impl.h, point 3: in f, `sampler` names the parameter, so `(sampler)` is a
    // parenthesized name and `float4` after the local is a subtraction's operand; in g, after
    // both scopes have closed, `(float4)-1` is a cast again.
    auto parsed = Parse(
        "float4 f(uniform sampler2D sampler, float2 uv) {\n"
        "    float float4 = 2;\n"
        "    return tex2D((sampler), uv) * ((float4) - 1);\n"
        "}\n"
        "float4 g(float x) { return (float4)-x; }\n");
    ASSERT_EQ(parsed.diagnostics, "");
    const FunctionDecl* f = Function(parsed.unit, 0);
    ASSERT_EQ(f->params.size(), 2u);
    EXPECT_EQ(f->params[0]->name, "sampler");
    EXPECT_EQ(f->params[0]->type.base, BaseType::kSampler2D);
    auto* product = static_cast<const BinaryExpr*>(
        static_cast<const ReturnStmt*>(f->body->statements[1])->value);
    ASSERT_EQ(product->kind, ExprKind::kBinary);
    EXPECT_EQ(product->rhs->kind, ExprKind::kBinary);  // (float4) - 1, not a cast of -1
    auto* ret = static_cast<const ReturnStmt*>(Function(parsed.unit, 1)->body->statements[0]);
    EXPECT_EQ(ret->value->kind, ExprKind::kCast);
}

TEST(CgParser, EveryNodeHasARangeInsideTheSource) {
    std::string source =
        "struct L { float3 p : TEXCOORD0; float3 f(float3 x) { return x - p; } };\n"
        "float4 main(L l, uniform sampler2D s : TEXUNIT0, float k = 2) : COLOR {\n"
        "  float a[2] = {1, 2}; int i;\n"
        "  for (i = 0; i < 2; i++) { a[i] += (float)i * k ? 1 : 0; }\n"
        "  do { i--; } while (i > 0);\n"
        "  if (a[0] > 1) discard; else { a[1] = -a[0]; }\n"
        "  return tex2D(s, l.f(l.p).xy) * float4(a[0], a[1], 0, 1);\n"
        "}\n";
    auto parsed = Parse(source);
    ASSERT_EQ(parsed.diagnostics, "");
    // Every node the arena holds was given a range inside the text.
    std::size_t count = parsed.unit.arena->Size();
    EXPECT_GT(count, 80u);
    struct Walker {
        const std::string& text;
        std::size_t visited = 0;
        void Check(const Node* n) {
            ++visited;
            EXPECT_GE(n->range.length, 1u);
            EXPECT_LE(n->range.location.offset + n->range.length, text.size());
        }
        void Expr(const tessera::lang::cg::Expr* e) {
            if (!e) return;
            Check(e);
            switch (e->kind) {
                case ExprKind::kMember:
                    Expr(static_cast<const MemberExpr*>(e)->base);
                    break;
                case ExprKind::kIndex: {
                    auto* i = static_cast<const IndexExpr*>(e);
                    Expr(i->base);
                    Expr(i->index);
                    break;
                }
                case ExprKind::kCall: {
                    auto* c = static_cast<const CallExpr*>(e);
                    Expr(c->callee);
                    for (auto* a : c->args) Expr(a);
                    break;
                }
                case ExprKind::kConstructor:
                    for (auto* a : static_cast<const ConstructorExpr*>(e)->args) Expr(a);
                    break;
                case ExprKind::kCast:
                    Expr(static_cast<const CastExpr*>(e)->operand);
                    break;
                case ExprKind::kUnary:
                    Expr(static_cast<const UnaryExpr*>(e)->operand);
                    break;
                case ExprKind::kBinary: {
                    auto* b = static_cast<const BinaryExpr*>(e);
                    Expr(b->lhs);
                    Expr(b->rhs);
                    break;
                }
                case ExprKind::kAssign: {
                    auto* a = static_cast<const AssignExpr*>(e);
                    Expr(a->target);
                    Expr(a->value);
                    break;
                }
                case ExprKind::kConditional: {
                    auto* c = static_cast<const ConditionalExpr*>(e);
                    Expr(c->condition);
                    Expr(c->if_true);
                    Expr(c->if_false);
                    break;
                }
                case ExprKind::kInitList:
                    for (auto* a : static_cast<const InitListExpr*>(e)->elements) Expr(a);
                    break;
                default:
                    break;
            }
        }
        void Stmt(const tessera::lang::cg::Stmt* s) {
            if (!s) return;
            Check(s);
            switch (s->kind) {
                case StmtKind::kBlock:
                    for (auto* c : static_cast<const BlockStmt*>(s)->statements) Stmt(c);
                    break;
                case StmtKind::kExpr:
                    Expr(static_cast<const ExprStmt*>(s)->expr);
                    break;
                case StmtKind::kDecl:
                    for (auto* d : static_cast<const DeclStmt*>(s)->decls) Decl(d);
                    break;
                case StmtKind::kIf: {
                    auto* i = static_cast<const IfStmt*>(s);
                    Expr(i->condition);
                    Stmt(i->then_branch);
                    Stmt(i->else_branch);
                    break;
                }
                case StmtKind::kFor: {
                    auto* f = static_cast<const ForStmt*>(s);
                    Stmt(f->init);
                    Expr(f->condition);
                    Expr(f->step);
                    Stmt(f->body);
                    break;
                }
                case StmtKind::kDo: {
                    auto* d = static_cast<const DoStmt*>(s);
                    Stmt(d->body);
                    Expr(d->condition);
                    break;
                }
                case StmtKind::kReturn:
                    Expr(static_cast<const ReturnStmt*>(s)->value);
                    break;
                default:
                    break;
            }
        }
        void Decl(const tessera::lang::cg::Decl* d) {
            Check(d);
            if (d->kind == DeclKind::kVariable || d->kind == DeclKind::kParameter)
                Expr(static_cast<const VarDecl*>(d)->init);
            if (d->kind == DeclKind::kFunction) {
                auto* f = static_cast<const FunctionDecl*>(d);
                for (auto* p : f->params) Decl(p);
                Stmt(f->body);
            }
            if (d->kind == DeclKind::kStruct)
                for (auto* m : static_cast<const StructDecl*>(d)->members) Decl(m);
        }
    } walker{source};
    for (const Decl* d : parsed.unit.decls) walker.Decl(d);
    EXPECT_GT(walker.visited, 80u);
}

TEST(CgParser, EveryReservedWordOfTheSpecIsAKeywordOrRejected) {
    // The spec's "Reserved Words" list, in its order; '*' marks the case-insensitive ones.
    const char* words[] = {
        "asm*", "asm_fragment", "auto", "bool", "break", "case", "catch", "char", "class",
        "column_major", "compile", "const", "const_cast", "continue", "decl*", "default",
        "delete", "discard", "do", "double", "dword*", "dynamic_cast", "else", "emit", "enum",
        "explicit", "extern", "false", "fixed", "float*", "for", "friend", "get", "goto", "half",
        "if", "in", "inline", "inout", "int", "interface", "long", "matrix*", "mutable",
        "namespace", "new", "operator", "out", "packed", "pass*", "pixelfragment*",
        "pixelshader*", "private", "protected", "public", "register", "reinterpret_cast",
        "return", "row_major", "sampler", "sampler_state", "sampler1D", "sampler2D",
        "sampler3D", "samplerCUBE", "shared", "short", "signed", "sizeof", "static",
        "static_cast", "string*", "struct", "switch", "technique*", "template", "texture*",
        "texture1D", "texture2D", "texture3D", "textureCUBE", "textureRECT", "this", "throw",
        "true", "try", "typedef", "typeid", "typename", "uniform", "union", "unsigned", "using",
        "vector*", "vertexfragment*", "vertexshader*", "virtual", "void", "volatile", "while",
    };
    // CgFX words are names in core Cg: cgc's arbfp1 output has `#var sampler2D texture :
    // TEXUNIT0 : texunit 0 : 11 : 1`, and code cgc compiled names variables `texture`, `pass`.
    const std::set<std::string> effect_words = {
        "asm_fragment", "compile", "decl", "dword", "emit", "pass", "pixelfragment",
        "pixelshader", "sampler_state", "string", "technique", "texture", "texture1D",
        "texture2D", "texture3D", "textureCUBE", "textureRECT", "vertexfragment", "vertexshader",
        // crt-royale names a `float2x2 matrix` parameter; cgc compiled it.
        "matrix"};
    // The sampler types are predefined type names like float4, which a parameter or local may
    // hide: Ogre's CSMShadows names a parameter `sampler` in an overload only its Cg build
    // compiles, for arbfp1 (parser_impl.h, point 3).
    const std::set<std::string> predefined_types = {"sampler", "sampler1D", "sampler2D",
                                                    "sampler3D", "samplerCUBE"};
    for (std::string word : words) {
        bool any_case = word.back() == '*';
        if (any_case) word.pop_back();
        if (predefined_types.count(word)) {
            EXPECT_FALSE(IsKeyword(word)) << word;
            EXPECT_TRUE(LookupBuiltinType(word).has_value()) << word;
            continue;
        }
        if (effect_words.count(word)) {
            EXPECT_FALSE(IsKeyword(word)) << word;
            EXPECT_EQ(ReservedWordMessage(word), "") << word;
            continue;
        }
        EXPECT_TRUE(IsKeyword(word) || !ReservedWordMessage(word).empty()) << word;
        if (any_case) {
            std::string upper = word;
            for (char& c : upper) c = static_cast<char>(std::toupper(c));
            EXPECT_FALSE(ReservedWordMessage(upper).empty()) << upper;
        }
    }
    EXPECT_FALSE(ReservedWordMessage("__anything").empty());
    EXPECT_TRUE(ReservedWordMessage("float4").empty());
    EXPECT_TRUE(ReservedWordMessage("passes").empty());
}

}  // namespace
}  // namespace tessera::lang::cg
