// SPDX-License-Identifier: MIT
// The GLSL 1.10 syntax tree: what the parser builds and sema walks once.
//
// Deliberately small: one Expr node and one Stmt node, each with a kind, so the parser and
// the checker share one vocabulary without a class per construct. Nodes live in the unit's
// arenas (deques keep their addresses) and point at each other with plain pointers.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "lang/common/cfamily/token.h"

namespace tessera::lang::glsl {

/// A range in cfamily's global offset space.
struct Range {
    cfamily::Location location;
    std::uint32_t length = 1;
};

struct StructDecl;
struct Expr;

/// A type as written: a keyword or struct name, an inline struct, and an array size.
struct TypeSpec {
    std::string name;                  ///< "vec4", a struct's name; empty for an inline struct
    const StructDecl* inline_struct = nullptr;
    const Expr* array_size = nullptr;  ///< `T name[N]` puts N here (declarators carry it)
    bool is_array = false;
    Range range;
};

enum class ExprKind : std::uint8_t {
    kIntLiteral, kFloatLiteral, kBoolLiteral,
    kIdentifier,  ///< name
    kCall,        ///< name(args): a function or a constructor (sema decides); kids = args
    kMember,      ///< kids[0].name
    kIndex,       ///< kids[0][kids[1]]
    kUnary,       ///< op kids[0]: + - ! ~ and prefix ++ --
    kPostfix,     ///< kids[0] op: ++ --
    kBinary,      ///< kids[0] op kids[1]
    kAssign,      ///< kids[0] op= kids[1] (op kAssign for plain '=')
    kConditional, ///< kids[0] ? kids[1] : kids[2]
    kComma,       ///< kids[0], kids[1]
};

struct Expr {
    ExprKind kind = ExprKind::kIntLiteral;
    Range range;     ///< the whole expression
    Range op_range;  ///< the operator, the name of a call or field
    cfamily::Punct op = cfamily::Punct::kNone;
    std::string name;
    double number = 0;
    bool array_call = false;  ///< kCall: `T[N](...)` (1.20); kMember: a method call `a.length()`
    const Expr* array_size = nullptr;  ///< kCall with array_call: N, or null for `T[](...)`
    std::vector<const Expr*> kids;
    std::uint32_t depth = 1;  ///< of the tree below (the checker recurses this deep)
};

enum Qualifier : std::uint8_t {
    kQualConst = 1 << 0,
    kQualUniform = 1 << 1,
    kQualVarying = 1 << 2,
    kQualAttribute = 1 << 3,
    kQualIn = 1 << 4,
    kQualOut = 1 << 5,
    kQualInvariant = 1 << 6,
    kQualCentroid = 1 << 7,  ///< GLSL 1.20 section 4.3.6
};

struct VarDecl {
    std::uint8_t qualifiers = 0;
    TypeSpec type;
    std::string name;
    Range name_range;
    const Expr* array_size = nullptr;  ///< `name[N]`
    bool is_array = false;
    const Expr* init = nullptr;
};

struct StructDecl {
    std::string name;
    Range name_range;
    std::vector<VarDecl> fields;
};

struct Stmt;

struct FunctionDecl {
    TypeSpec return_type;
    std::string name;
    Range name_range;
    std::vector<VarDecl> params;  ///< qualifiers kQualIn/kQualOut/kQualConst; name may be empty
    const Stmt* body = nullptr;   ///< null for a prototype
};

enum class StmtKind : std::uint8_t {
    kEmpty, kBlock, kExpr, kDecl, kStruct, kIf, kFor, kWhile, kDo,
    kBreak, kContinue, kReturn, kDiscard,
};

struct Stmt {
    StmtKind kind = StmtKind::kEmpty;
    Range range;
    std::vector<const Stmt*> body;       ///< kBlock: statements; kIf: then, else; loops: body
    const Expr* expr = nullptr;          ///< kExpr, kReturn value, conditions
    const Expr* step = nullptr;          ///< kFor
    const Stmt* init = nullptr;          ///< kFor
    std::vector<VarDecl> decls;          ///< kDecl; kFor/kWhile condition declaration
    const StructDecl* structure = nullptr;  ///< kStruct, kDecl with an inline struct
};

/// A top-level item in source order.
struct ExternalDecl {
    /// kInvariant: GLSL 1.20's `invariant a, b;` redeclaring varyings (vars: names only).
    enum class Kind : std::uint8_t { kVariables, kFunction, kStruct, kPrecision, kInvariant } kind = Kind::kVariables;
    std::vector<VarDecl> vars;
    const StructDecl* structure = nullptr;
    const FunctionDecl* function = nullptr;
    Range range;
};

struct TranslationUnit {
    std::vector<ExternalDecl> decls;
    std::deque<Expr> exprs;
    std::deque<Stmt> stmts;
    std::deque<StructDecl> structs;
    std::deque<FunctionDecl> functions;
};

}  // namespace tessera::lang::glsl
