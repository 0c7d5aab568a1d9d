// SPDX-License-Identifier: MIT
// ISL's syntax tree: expressions, statements and functions as plain structs, each node with
// the byte offset of its first character (and length) for diagnostics.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace tessera::lang::isl {

/// ISL section III: every datum is uniform, parameter or varying.
enum class DataClass { kUniform, kParameter, kVarying };
enum class BaseType { kFloat, kColor, kMatrix, kString };
/// Section XI: the shader function types, besides the ordinary types.
enum class ShaderKind { kNone, kSurface, kAtmosphere, kAmbientLight, kDistantLight, kPointLight };

struct Span {
    std::size_t offset = 0;
    std::size_t length = 1;
};

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;

enum class ExprKind {
    kNumber, kString, kName, kFB,  ///< leaves
    kUnary,                        ///< op "-" or "!"
    kBinary,                       ///< op + - * / == != >= <= > < && ||
    kIndex,                        ///< args[0][args[1]]
    kCall,                         ///< name(args)
    kList,                         ///< { args } (array initializers)
};

struct Expr {
    ExprKind kind = ExprKind::kNumber;
    Span span;
    std::string op;    ///< operator, or the name of kName / kCall
    double number = 0;
    std::string text;  ///< kString's value (escapes resolved)
    std::vector<ExprPtr> args;
};

struct TypeSpec {
    DataClass data = DataClass::kUniform;
    BaseType base = BaseType::kFloat;
    ShaderKind shader = ShaderKind::kNone;
    Span span;
};

struct Declaration {
    TypeSpec type;
    std::string name;
    Span name_span;
    bool is_array = false;
    ExprPtr size;  ///< null for `[]` and for scalars
    ExprPtr init;
};

struct Stmt;
using StmtPtr = std::unique_ptr<Stmt>;

enum class StmtKind { kAssign, kDeclare, kBlock, kIf, kRepeat, kReturn };

struct Stmt {
    StmtKind kind = StmtKind::kAssign;
    Span span;
    // kAssign: target op= value (op "=", "+=", "-=", "*=", "/=")
    ExprPtr target;
    std::string op;
    ExprPtr value;  ///< also kIf's / kRepeat's condition, kReturn's value
    Declaration declaration;
    std::vector<StmtPtr> body;  ///< kBlock's statements; kIf: then [, else]; kRepeat: body
};

struct Function {
    TypeSpec type;
    std::string name;
    Span name_span;
    std::vector<Declaration> params;
    std::vector<StmtPtr> body;
    Span span;
};

struct Unit {
    std::vector<Function> functions;
};

}  // namespace tessera::lang::isl
