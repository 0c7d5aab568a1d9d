// SPDX-License-Identifier: MIT
// The Cg abstract syntax tree: what the parser read, as written, before any meaning is given.
//
// The tree is plain data. Every node is a struct with a kind, public fields and its source
// range (the location of its first token, where a diagnostic's caret goes, and its length in
// bytes). There is no behaviour here: name lookup, types, overloads and conversions belong to
// semantic analysis, which walks this tree with `switch (node->kind)` and a static_cast.
//
// The one design choice: nodes live in an arena (`Arena`, owned by the TranslationUnit) and
// point at each other with raw pointers. A tree of unique_ptrs would free itself recursively,
// and `a+a+a+...` with a million terms is a million-deep left spine even though the parser
// never recursed for it: destroying it would overflow the stack. The arena frees its nodes
// in a flat loop, so the only recursion left is in the passes that walk the tree, and the
// parser bounds the tree's depth (Limits in parser.h) so that they cannot overflow either.
//
// Things are kept as written, so the later stages can both understand and quote them:
// - a member access keeps its name raw (`.xyz`, `._m00_m11`, `.length`, `.position`):
//   whether it is a swizzle, a matrix swizzle or a field depends on the type of the left side;
// - a numeric constant keeps cfamily's NumberValue, with its cint/cfloat or suffix type;
// - a type is a TypeSpec: the base as spelled (`float4`, `unsigned int`, `Light`), what a
//   built-in name means (scalar, vector or matrix shape), packedness and array dimensions,
//   with `[]` for an unsized dimension;
// - `T(...)` is a ConstructorExpr whatever T is (vector, matrix, struct, typedef): the parser
//   knows T names a type, not what it is;
// - a semantic is its raw text (`COLOR0`, `TEXUNIT2`, `state.matrix.mvp`) or register form.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "lang/common/cfamily/token.h"

namespace tessera::lang::cg {

/// Where a node is: its first byte (a global cfamily offset, of the macro use when the text
/// came from a macro) and how many bytes it spans (at least one).
struct SourceRange {
    cfamily::Location location;
    std::uint32_t length = 1;
};

/// Every node's base. Nodes are created by Arena::Make and never deleted one by one.
struct Node {
    SourceRange range;
    virtual ~Node() = default;
};

/// Owns every node of one translation unit.
class Arena {
  public:
    template <typename T, typename... Args>
    T* Make(Args&&... args) {
        auto node = std::make_unique<T>(std::forward<Args>(args)...);
        T* raw = node.get();
        nodes_.push_back(std::move(node));
        return raw;
    }
    std::size_t Size() const { return nodes_.size(); }

  private:
    std::vector<std::unique_ptr<Node>> nodes_;
};

// ---------------------------------------------------------------------------------------------
// Types as written
// ---------------------------------------------------------------------------------------------

/// The scalar or object a built-in type name is made of ("Types").
enum class BaseType : std::uint8_t {
    kNone,  ///< not a built-in: a struct, interface or typedef name (TypeSpec::name)
    kVoid,
    kBool,
    kChar,
    kShort,
    kInt,
    kLong,
    kUnsignedChar,
    kUnsignedShort,
    kUnsignedInt,
    kUnsignedLong,
    kHalf,
    kFixed,
    kFloat,
    kDouble,
    kSampler,
    kSampler1D,
    kSampler2D,
    kSampler3D,
    kSamplerCube,
    kSamplerRect,
};

/// The spelling of a scalar base type ("unsigned int" for kUnsignedInt).
std::string_view BaseTypeName(BaseType base);

enum class Shape : std::uint8_t { kScalar, kVector, kMatrix };

struct Expr;
struct StructDecl;

/// One array dimension: `[size]`, or `[]` (size == nullptr) for an unsized array.
struct ArrayDim {
    Expr* size = nullptr;
    SourceRange range;
};

/// A type as written in a declaration, a cast or a constructor.
struct TypeSpec {
    SourceRange range;
    std::string name;  ///< as spelled: "float4", "unsigned int", "Light", "sampler2D"
    BaseType base = BaseType::kNone;
    Shape shape = Shape::kScalar;    ///< for built-in names: float4 is a vector, float3x3 a matrix
    std::uint8_t rows = 1;           ///< matrix rows (1 for scalars and vectors)
    std::uint8_t columns = 1;        ///< vector size or matrix columns
    bool is_struct_keyword = false;  ///< written `struct S` or `interface I` (C's tag syntax)
    bool packed = false;             ///< the `packed` modifier
    StructDecl* definition = nullptr;  ///< the struct/interface defined right here, if any
    std::vector<ArrayDim> dims;        ///< outermost first: `float a[2][3]` has {2, 3}
};

// ---------------------------------------------------------------------------------------------
// Expressions
// ---------------------------------------------------------------------------------------------

enum class ExprKind : std::uint8_t {
    kError,  ///< stands for an expression that failed to parse (already diagnosed)
    kNumber,
    kBool,
    kChar,
    kIdentifier,
    kScope,        ///< Type::name
    kMember,       ///< base.name (field, swizzle, matrix swizzle, .length, method name)
    kIndex,        ///< base[index]
    kCall,         ///< callee(args): a function, or a method when callee is a kMember
    kConstructor,  ///< Type(args)
    kCast,         ///< (Type)operand
    kUnary,
    kBinary,       ///< arithmetic, comparison, logical, bitwise and the comma operator
    kAssign,       ///< = and the compound assignments
    kConditional,  ///< cond ? a : b
    kInitList,     ///< { a, b, ... } (initializers only)
};

enum class UnaryOp : std::uint8_t {
    kPlus,
    kMinus,
    kNot,
    kBitNot,
    kPreIncrement,
    kPreDecrement,
    kPostIncrement,
    kPostDecrement,
};

enum class BinaryOp : std::uint8_t {
    kMul,
    kDiv,
    kMod,
    kAdd,
    kSub,
    kShl,
    kShr,
    kLess,
    kGreater,
    kLessEqual,
    kGreaterEqual,
    kEqual,
    kNotEqual,
    kBitAnd,
    kBitXor,
    kBitOr,
    kLogicalAnd,
    kLogicalOr,
    kComma,
};

enum class AssignOp : std::uint8_t {
    kAssign,
    kMul,
    kDiv,
    kMod,
    kAdd,
    kSub,
    kShl,
    kShr,
    kBitAnd,
    kBitXor,
    kBitOr,
};

std::string_view UnaryOpSpelling(UnaryOp op);    ///< "-", "++" (pre and post alike)
std::string_view BinaryOpSpelling(BinaryOp op);  ///< "*", "&&", ","
std::string_view AssignOpSpelling(AssignOp op);  ///< "=", "+="

struct Expr : Node {
    explicit Expr(ExprKind k) : kind(k) {}
    ExprKind kind;
    /// Height of the tree below and including this node (a leaf is 1); bounded by the parser.
    std::uint32_t depth = 1;
};

struct ErrorExpr : Expr {
    ErrorExpr() : Expr(ExprKind::kError) {}
};

struct NumberExpr : Expr {
    NumberExpr() : Expr(ExprKind::kNumber) {}
    cfamily::NumberValue value;
    std::string spelling;
};

struct BoolExpr : Expr {
    BoolExpr() : Expr(ExprKind::kBool) {}
    bool value = false;
};

/// A C character constant such as 'a' or '\n'; `value` is its code (one byte).
struct CharExpr : Expr {
    CharExpr() : Expr(ExprKind::kChar) {}
    std::string spelling;
    std::uint32_t value = 0;
};

struct IdentifierExpr : Expr {
    IdentifierExpr() : Expr(ExprKind::kIdentifier) {}
    std::string name;
};

/// `Scope::name`: a member of a struct or interface named from outside it ("Declarations").
struct ScopeExpr : Expr {
    ScopeExpr() : Expr(ExprKind::kScope) {}
    std::string scope;
    std::string name;
};

struct MemberExpr : Expr {
    MemberExpr() : Expr(ExprKind::kMember) {}
    Expr* base = nullptr;
    std::string name;        ///< raw: "xyz", "_m00_m11", "_11", "length", "color"
    SourceRange name_range;  ///< the name after the dot
};

struct IndexExpr : Expr {
    IndexExpr() : Expr(ExprKind::kIndex) {}
    Expr* base = nullptr;
    Expr* index = nullptr;
};

struct CallExpr : Expr {
    CallExpr() : Expr(ExprKind::kCall) {}
    Expr* callee = nullptr;  ///< an IdentifierExpr, ScopeExpr or MemberExpr (method)
    std::vector<Expr*> args;
};

struct ConstructorExpr : Expr {
    ConstructorExpr() : Expr(ExprKind::kConstructor) {}
    TypeSpec type;
    std::vector<Expr*> args;
};

struct CastExpr : Expr {
    CastExpr() : Expr(ExprKind::kCast) {}
    TypeSpec type;
    Expr* operand = nullptr;
};

struct UnaryExpr : Expr {
    UnaryExpr() : Expr(ExprKind::kUnary) {}
    UnaryOp op = UnaryOp::kPlus;
    Expr* operand = nullptr;
};

struct BinaryExpr : Expr {
    BinaryExpr() : Expr(ExprKind::kBinary) {}
    BinaryOp op = BinaryOp::kAdd;
    Expr* lhs = nullptr;
    Expr* rhs = nullptr;
    SourceRange op_range;  ///< the operator token
};

struct AssignExpr : Expr {
    AssignExpr() : Expr(ExprKind::kAssign) {}
    AssignOp op = AssignOp::kAssign;
    Expr* target = nullptr;
    Expr* value = nullptr;
    SourceRange op_range;
};

struct ConditionalExpr : Expr {
    ConditionalExpr() : Expr(ExprKind::kConditional) {}
    Expr* condition = nullptr;
    Expr* if_true = nullptr;
    Expr* if_false = nullptr;
};

struct InitListExpr : Expr {
    InitListExpr() : Expr(ExprKind::kInitList) {}
    std::vector<Expr*> elements;
};

// ---------------------------------------------------------------------------------------------
// Declarations
// ---------------------------------------------------------------------------------------------

/// Declaration specifiers ("Declarations and declaration specifiers"), as bits: which ones
/// are allowed where (in/out only on parameters and varyings, ...) is semantic analysis's call.
enum Specifier : std::uint16_t {
    kConst = 1 << 0,
    kExtern = 1 << 1,
    kIn = 1 << 2,
    kInline = 1 << 3,
    kOut = 1 << 4,  ///< `inout` and `in out` set both kIn and kOut
    kStatic = 1 << 5,
    kUniform = 1 << 6,
    kVarying = 1 << 7,
};

/// A name with its range (a profile specifier, a struct's base interface, ...).
struct Name {
    std::string text;
    SourceRange range;
};

/// A binding semantic after ':' ("Binding Semantics"): `COLOR0`, `state.matrix.mvp`, or the
/// register form `register(c0)` / `register(ps_2_0, s1)`.
struct Semantic {
    bool present = false;
    bool is_register = false;
    std::string text;     ///< the name, or the register for the register form
    std::string profile;  ///< register form only: the profile before the register, if any
    SourceRange range;
};

enum class DeclKind : std::uint8_t { kVariable, kParameter, kFunction, kStruct, kTypedef };

struct Decl : Node {
    explicit Decl(DeclKind k) : kind(k) {}
    DeclKind kind;
    std::string name;        ///< empty for an anonymous struct
    SourceRange name_range;  ///< the declared name, where "declared here" notes point
};

/// Shared by variables, parameters and struct fields.
struct VarDecl : Decl {
    VarDecl() : Decl(DeclKind::kVariable) {}
    std::uint16_t specifiers = 0;  ///< Specifier bits
    std::vector<Name> profiles;    ///< profile-name specifiers (legal only on functions)
    TypeSpec type;                 ///< the declarator's array dimensions included
    Semantic semantic;
    Expr* init = nullptr;  ///< initializer, or a parameter's default value
};

struct ParamDecl : VarDecl {
    ParamDecl() { kind = DeclKind::kParameter; }
};

struct BlockStmt;

struct FunctionDecl : Decl {
    FunctionDecl() : Decl(DeclKind::kFunction) {}
    std::uint16_t specifiers = 0;
    std::vector<Name> profiles;  ///< `arbfp1 float4 f()`: {"arbfp1"}; empty: open-profile
    TypeSpec return_type;
    std::string scope;  ///< `float S::f()`: "S" (a member defined out of line)
    std::vector<ParamDecl*> params;
    bool void_params = false;   ///< written `f(void)`
    Semantic semantic;          ///< the return value's, `f() : COLOR`
    BlockStmt* body = nullptr;  ///< nullptr for a declaration (prototype)
};

/// A struct or interface. `struct S : I` names the implemented interface when I is a known
/// type, and is a binding semantic on the structure tag otherwise.
struct StructDecl : Decl {
    StructDecl() : Decl(DeclKind::kStruct) {}
    bool is_interface = false;
    bool is_definition = false;    ///< false for `struct S;` and for `struct S x;` uses
    Name base;                     ///< implemented interface (empty text when none)
    Semantic semantic;             ///< a semantic on the structure tag
    std::vector<VarDecl*> fields;  ///< in declaration order
    std::vector<FunctionDecl*> methods;
    std::vector<Decl*> members;  ///< fields and methods interleaved, in source order
};

struct TypedefDecl : Decl {
    TypedefDecl() : Decl(DeclKind::kTypedef) {}
    std::uint16_t specifiers = 0;
    TypeSpec type;
};

// ---------------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------------

enum class StmtKind : std::uint8_t {
    kError,
    kEmpty,
    kBlock,
    kExpr,
    kDecl,
    kIf,
    kFor,
    kWhile,
    kDo,
    kBreak,
    kContinue,
    kReturn,
    kDiscard,
};

struct Stmt : Node {
    explicit Stmt(StmtKind k) : kind(k) {}
    StmtKind kind;
};

struct ErrorStmt : Stmt {
    ErrorStmt() : Stmt(StmtKind::kError) {}
};
struct EmptyStmt : Stmt {
    EmptyStmt() : Stmt(StmtKind::kEmpty) {}
};
struct BlockStmt : Stmt {
    BlockStmt() : Stmt(StmtKind::kBlock) {}
    std::vector<Stmt*> statements;
};
struct ExprStmt : Stmt {
    ExprStmt() : Stmt(StmtKind::kExpr) {}
    Expr* expr = nullptr;
};
/// Local variables (one per declarator), or a local struct or typedef.
struct DeclStmt : Stmt {
    DeclStmt() : Stmt(StmtKind::kDecl) {}
    std::vector<Decl*> decls;
};
struct IfStmt : Stmt {
    IfStmt() : Stmt(StmtKind::kIf) {}
    Expr* condition = nullptr;
    Stmt* then_branch = nullptr;
    Stmt* else_branch = nullptr;  ///< may be nullptr
};
struct ForStmt : Stmt {
    ForStmt() : Stmt(StmtKind::kFor) {}
    Stmt* init = nullptr;       ///< a DeclStmt, ExprStmt or nullptr
    Expr* condition = nullptr;  ///< may be nullptr
    Expr* step = nullptr;       ///< may be nullptr
    Stmt* body = nullptr;
};
struct WhileStmt : Stmt {
    WhileStmt() : Stmt(StmtKind::kWhile) {}
    Expr* condition = nullptr;
    Stmt* body = nullptr;
};
struct DoStmt : Stmt {
    DoStmt() : Stmt(StmtKind::kDo) {}
    Stmt* body = nullptr;
    Expr* condition = nullptr;
};
struct BreakStmt : Stmt {
    BreakStmt() : Stmt(StmtKind::kBreak) {}
};
struct ContinueStmt : Stmt {
    ContinueStmt() : Stmt(StmtKind::kContinue) {}
};
struct ReturnStmt : Stmt {
    ReturnStmt() : Stmt(StmtKind::kReturn) {}
    Expr* value = nullptr;  ///< may be nullptr
};
struct DiscardStmt : Stmt {
    DiscardStmt() : Stmt(StmtKind::kDiscard) {}
};

// ---------------------------------------------------------------------------------------------

/// A parsed file: its top-level declarations in order (a struct defined inside a variable or
/// typedef declaration comes first, as its own StructDecl), and the arena owning every node.
struct TranslationUnit {
    std::unique_ptr<Arena> arena = std::make_unique<Arena>();
    std::vector<Decl*> decls;
};

}  // namespace tessera::lang::cg
