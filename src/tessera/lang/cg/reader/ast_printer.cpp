// SPDX-License-Identifier: MIT
// The AST dump (ast_printer.h). A straightforward recursive walk: the parser bounds the
// tree's depth, so recursion here is safe.
#include "lang/cg/reader/ast_printer.h"

#include <cstdio>
#include <cstdlib>

namespace tessera::lang::cg {

namespace {

std::string_view NumberTypeName(cfamily::NumberType type) {
    using cfamily::NumberType;
    switch (type) {
        case NumberType::kCint:
            return "cint";
        case NumberType::kCfloat:
            return "cfloat";
        case NumberType::kInt:
            return "int";
        case NumberType::kLong:
            return "long";
        case NumberType::kShort:
            return "short";
        case NumberType::kChar:
            return "char";
        case NumberType::kUnsigned:
            return "unsigned";
        case NumberType::kUnsignedShort:
            return "unsigned-short";
        case NumberType::kUnsignedChar:
            return "unsigned-char";
        case NumberType::kUnsignedInt:
            return "unsigned-int";
        case NumberType::kUnsignedLong:
            return "unsigned-long";
        case NumberType::kFloat:
            return "float";
        case NumberType::kHalf:
            return "half";
        case NumberType::kFixed:
            return "fixed";
        case NumberType::kDouble:
            return "double";
    }
    return "?";
}

// The shortest decimal that reads back as the same double.
std::string FormatReal(double value) {
    char buffer[400];
    if (value == static_cast<double>(static_cast<long long>(value)) && value > -1e15 &&
        value < 1e15) {
        std::snprintf(buffer, sizeof buffer, "%.0f", value);
        return buffer;
    }
    for (int precision = 1; precision <= 17; ++precision) {
        std::snprintf(buffer, sizeof buffer, "%.*g", precision, value);
        if (std::strtod(buffer, nullptr) == value) break;
    }
    return buffer;
}

std::string Specifiers(std::uint16_t bits) {
    std::string out;
    auto add = [&](std::uint16_t bit, const char* word) {
        if (bits & bit) out += std::string(" ") + word;
    };
    add(kConst, "const");
    add(kExtern, "extern");
    if ((bits & kIn) && (bits & kOut))
        out += " inout";
    else if (bits & kIn)
        out += " in";
    else if (bits & kOut)
        out += " out";
    add(kInline, "inline");
    add(kStatic, "static");
    add(kUniform, "uniform");
    add(kVarying, "varying");
    return out;
}

std::string SemanticText(const Semantic& semantic) {
    if (!semantic.present) return "";
    if (semantic.is_register) {
        std::string reg =
            semantic.profile.empty() ? semantic.text : semantic.profile + ", " + semantic.text;
        return " (semantic register(" + reg + "))";
    }
    return " (semantic " + semantic.text + ")";
}

std::string Profiles(const std::vector<Name>& profiles) {
    std::string out;
    for (const Name& profile : profiles) out += " (profile " + profile.text + ")";
    return out;
}

std::string Join(const std::vector<Expr*>& exprs) {
    std::string out;
    for (const Expr* e : exprs) out += " " + PrintExpr(e);
    return out;
}

class Printer {
  public:
    explicit Printer(const Locator& locate) : locate_(locate) {}

    std::string At(const Node* node) const { return AtOffset(node->range.location.offset); }
    // A declaration is shown where its name is, as "declared here" notes will point.
    std::string At(const Decl* decl) const {
        return AtOffset(decl->name.empty() ? decl->range.location.offset
                                           : decl->name_range.location.offset);
    }
    std::string AtOffset(std::uint32_t offset) const {
        return " @" + (locate_ ? locate_(offset) : std::to_string(offset));
    }

    void Line(int indent, const std::string& text) {
        out_ += std::string(static_cast<std::size_t>(indent) * 2, ' ') + text + "\n";
    }
    // Closes the last line's expression list: appends ')' to it.
    void Close() {
        if (!out_.empty() && out_.back() == '\n') out_.pop_back();
        out_ += ")\n";
    }

    void PrintDecl(const Decl* decl, int indent) {
        switch (decl->kind) {
            case DeclKind::kVariable:
            case DeclKind::kParameter: {
                auto* var = static_cast<const VarDecl*>(decl);
                std::string head = decl->kind == DeclKind::kParameter ? "(param " : "(var ";
                std::string text = head + (var->name.empty() ? "<unnamed>" : var->name) + At(var) +
                                   " " + PrintType(var->type) + Specifiers(var->specifiers) +
                                   Profiles(var->profiles) + SemanticText(var->semantic);
                if (var->init)
                    text += (decl->kind == DeclKind::kParameter ? " (default " : " (init ") +
                            PrintExpr(var->init) + ")";
                Line(indent, text + ")");
                return;
            }
            case DeclKind::kFunction: {
                auto* fn = static_cast<const FunctionDecl*>(decl);
                std::string name = fn->scope.empty() ? fn->name : fn->scope + "::" + fn->name;
                std::string text = "(function " + name + At(fn) + " " + PrintType(fn->return_type) +
                                   Specifiers(fn->specifiers) + Profiles(fn->profiles) +
                                   SemanticText(fn->semantic);
                if (fn->void_params) text += " (void)";
                if (!fn->body) text += " (declaration)";
                Line(indent, text);
                for (const ParamDecl* param : fn->params) PrintDecl(param, indent + 1);
                if (fn->body) PrintStmt(fn->body, indent + 1);
                Close();
                return;
            }
            case DeclKind::kStruct: {
                auto* st = static_cast<const StructDecl*>(decl);
                std::string text = std::string(st->is_interface ? "(interface " : "(struct ") +
                                   (st->name.empty() ? "<anonymous>" : st->name) + At(st);
                if (!st->base.text.empty()) text += " (implements " + st->base.text + ")";
                text += SemanticText(st->semantic);
                if (!st->is_definition) text += " (forward)";
                Line(indent, text);
                for (const Decl* member : st->members) PrintDecl(member, indent + 1);
                Close();
                return;
            }
            case DeclKind::kTypedef: {
                auto* td = static_cast<const TypedefDecl*>(decl);
                Line(indent, "(typedef " + td->name + At(td) + " " + PrintType(td->type) +
                                 Specifiers(td->specifiers) + ")");
                return;
            }
        }
    }

    void PrintStmt(const Stmt* stmt, int indent) {
        if (!stmt) {
            Line(indent, "(none)");
            return;
        }
        std::string at = At(stmt);
        switch (stmt->kind) {
            case StmtKind::kError:
                Line(indent, "(error" + at + ")");
                return;
            case StmtKind::kEmpty:
                Line(indent, "(empty" + at + ")");
                return;
            case StmtKind::kBreak:
                Line(indent, "(break" + at + ")");
                return;
            case StmtKind::kContinue:
                Line(indent, "(continue" + at + ")");
                return;
            case StmtKind::kDiscard:
                Line(indent, "(discard" + at + ")");
                return;
            case StmtKind::kReturn: {
                auto* ret = static_cast<const ReturnStmt*>(stmt);
                Line(indent,
                     "(return" + at + (ret->value ? " " + PrintExpr(ret->value) : "") + ")");
                return;
            }
            case StmtKind::kExpr:
                Line(indent, "(expr" + at + " " +
                                 PrintExpr(static_cast<const ExprStmt*>(stmt)->expr) + ")");
                return;
            case StmtKind::kBlock: {
                Line(indent, "(block" + at);
                for (const Stmt* s : static_cast<const BlockStmt*>(stmt)->statements)
                    PrintStmt(s, indent + 1);
                Close();
                return;
            }
            case StmtKind::kDecl: {
                Line(indent, "(decl" + at);
                for (const Decl* d : static_cast<const DeclStmt*>(stmt)->decls)
                    PrintDecl(d, indent + 1);
                Close();
                return;
            }
            case StmtKind::kIf: {
                auto* s = static_cast<const IfStmt*>(stmt);
                Line(indent, "(if" + at + " " + PrintExpr(s->condition));
                PrintStmt(s->then_branch, indent + 1);
                if (s->else_branch) PrintStmt(s->else_branch, indent + 1);
                Close();
                return;
            }
            case StmtKind::kFor: {
                auto* s = static_cast<const ForStmt*>(stmt);
                Line(indent, "(for" + at);
                if (s->init)
                    PrintStmt(s->init, indent + 1);
                else
                    Line(indent + 1, "(no-init)");
                Line(indent + 1,
                     "(cond" + (s->condition ? " " + PrintExpr(s->condition) : "") + ")");
                Line(indent + 1, "(step" + (s->step ? " " + PrintExpr(s->step) : "") + ")");
                PrintStmt(s->body, indent + 1);
                Close();
                return;
            }
            case StmtKind::kWhile: {
                auto* s = static_cast<const WhileStmt*>(stmt);
                Line(indent, "(while" + at + " " + PrintExpr(s->condition));
                PrintStmt(s->body, indent + 1);
                Close();
                return;
            }
            case StmtKind::kDo: {
                auto* s = static_cast<const DoStmt*>(stmt);
                Line(indent, "(do" + at);
                PrintStmt(s->body, indent + 1);
                Line(indent + 1, "(while " + PrintExpr(s->condition) + ")");
                Close();
                return;
            }
        }
    }

    std::string Take() { return std::move(out_); }

  private:
    const Locator& locate_;
    std::string out_;
};

}  // namespace

std::string PrintType(const TypeSpec& type) {
    std::string out = type.packed ? "packed " : "";
    if (type.is_struct_keyword)
        out += (type.definition && type.definition->is_interface ? "interface " : "struct ");
    out += type.name.empty() ? "<anonymous>" : type.name;
    for (const ArrayDim& dim : type.dims) {
        if (!dim.size)
            out += "[]";
        else if (dim.size->kind == ExprKind::kNumber)
            out += "[" + static_cast<const NumberExpr*>(dim.size)->spelling + "]";
        else
            out += "[" + PrintExpr(dim.size) + "]";
    }
    return out;
}

std::string PrintExpr(const Expr* expr) {
    if (!expr) return "<null>";
    switch (expr->kind) {
        case ExprKind::kError:
            return "<error>";
        case ExprKind::kNumber: {
            auto* n = static_cast<const NumberExpr*>(expr);
            std::string value =
                n->value.is_float ? FormatReal(n->value.real) : std::to_string(n->value.integer);
            return value + ":" + std::string(NumberTypeName(n->value.type));
        }
        case ExprKind::kBool:
            return static_cast<const BoolExpr*>(expr)->value ? "true" : "false";
        case ExprKind::kChar: {
            auto* c = static_cast<const CharExpr*>(expr);
            return "(char " + c->spelling + " " + std::to_string(c->value) + ")";
        }
        case ExprKind::kIdentifier:
            return static_cast<const IdentifierExpr*>(expr)->name;
        case ExprKind::kScope: {
            auto* s = static_cast<const ScopeExpr*>(expr);
            return s->scope + "::" + s->name;
        }
        case ExprKind::kMember: {
            auto* m = static_cast<const MemberExpr*>(expr);
            return "(. " + PrintExpr(m->base) + " " + m->name + ")";
        }
        case ExprKind::kIndex: {
            auto* i = static_cast<const IndexExpr*>(expr);
            return "([] " + PrintExpr(i->base) + " " + PrintExpr(i->index) + ")";
        }
        case ExprKind::kCall: {
            auto* c = static_cast<const CallExpr*>(expr);
            return "(call " + PrintExpr(c->callee) + Join(c->args) + ")";
        }
        case ExprKind::kConstructor: {
            auto* c = static_cast<const ConstructorExpr*>(expr);
            return "(construct " + PrintType(c->type) + Join(c->args) + ")";
        }
        case ExprKind::kCast: {
            auto* c = static_cast<const CastExpr*>(expr);
            return "(cast " + PrintType(c->type) + " " + PrintExpr(c->operand) + ")";
        }
        case ExprKind::kUnary: {
            auto* u = static_cast<const UnaryExpr*>(expr);
            std::string op(UnaryOpSpelling(u->op));
            if (u->op == UnaryOp::kPreIncrement || u->op == UnaryOp::kPreDecrement) op = "pre" + op;
            if (u->op == UnaryOp::kPostIncrement || u->op == UnaryOp::kPostDecrement)
                op = "post" + op;
            return "(" + op + " " + PrintExpr(u->operand) + ")";
        }
        case ExprKind::kBinary: {
            auto* b = static_cast<const BinaryExpr*>(expr);
            return "(" + std::string(BinaryOpSpelling(b->op)) + " " + PrintExpr(b->lhs) + " " +
                   PrintExpr(b->rhs) + ")";
        }
        case ExprKind::kAssign: {
            auto* a = static_cast<const AssignExpr*>(expr);
            return "(" + std::string(AssignOpSpelling(a->op)) + " " + PrintExpr(a->target) + " " +
                   PrintExpr(a->value) + ")";
        }
        case ExprKind::kConditional: {
            auto* c = static_cast<const ConditionalExpr*>(expr);
            return "(?: " + PrintExpr(c->condition) + " " + PrintExpr(c->if_true) + " " +
                   PrintExpr(c->if_false) + ")";
        }
        case ExprKind::kInitList:
            return "(init-list" + Join(static_cast<const InitListExpr*>(expr)->elements) + ")";
    }
    return "<?>";
}

std::string PrintAst(const TranslationUnit& unit, const Locator& locate) {
    Printer printer(locate);
    for (const Decl* decl : unit.decls) printer.PrintDecl(decl, 0);
    return printer.Take();
}

}  // namespace tessera::lang::cg
