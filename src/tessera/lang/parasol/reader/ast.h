// SPDX-License-Identifier: MIT
// Parasol's syntax tree and its types.
//
// The parser builds the tree; the checker (check.h) annotates it in place (each expression
// gets its type and, for names, what the name resolved to), and the lowering (lower.h)
// walks the annotated tree. Every node carries a Pos: the unit it came from (an index into
// the compile's list of units) and a byte range, from which diagnostics derive line:col.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tessera::lang::parasol {

struct Pos {
    std::uint32_t unit = 0;
    std::uint32_t offset = 0;
    std::uint32_t length = 1;
};

struct RecordInfo;
struct TermInfo;
struct IntrinsicDef;

/// A Parasol type (spec "Types"): the basic types and by-name record types.
struct PType {
    enum class Kind : std::uint8_t {
        kError,  ///< an earlier error; never reported twice
        kBoolean, kInteger, kFloat,
        kVectorI, kVectorF,  ///< n = 2..4
        kMatrix,             ///< matrix_nxnf, n = 3 or 4
        kSampler2D, kSamplerCube,
        kRecord,
    };
    Kind kind = Kind::kError;
    int n = 1;
    const RecordInfo* record = nullptr;

    static PType Of(Kind kind, int n = 1) { return PType{kind, n, nullptr}; }
    bool IsError() const { return kind == Kind::kError; }
    bool IsScalar() const { return kind == Kind::kBoolean || kind == Kind::kInteger || kind == Kind::kFloat; }
    bool IsVector() const { return kind == Kind::kVectorI || kind == Kind::kVectorF; }
    /// Scalars and vectors: the types a swizzle reads and constructors concatenate.
    int Components() const { return IsScalar() ? 1 : IsVector() ? n : 0; }
    /// The element kind of a scalar or vector: kInteger, kFloat or kBoolean.
    Kind Element() const;
    friend bool operator==(const PType& a, const PType& b) {
        return a.kind == b.kind && a.n == b.n && a.record == b.record;
    }
};

/// The spec's name for a type: "float", "vector_3f", "matrix_4x4f", "com.x.M.t".
std::string TypeName(const PType& type);

/// `name` or `Module.name` (term_path, type_path, shader_path).
struct Path {
    std::string module;  ///< empty when unqualified
    std::string name;
    Pos pos;
    std::string Text() const { return module.empty() ? name : module + "." + name; }
};

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;

/// `value name [: type] = expression` (local_declaration and value_declaration).
struct LocalDecl {
    std::string name;
    Pos pos;
    std::optional<Path> type;
    ExprPtr value;
};

struct FieldInit {
    std::string name;
    Pos pos;
    ExprPtr value;
};

struct Expr {
    enum class Kind : std::uint8_t {
        kInteger, kReal, kBoolean, kVariable, kApply, kIf, kLet, kNew, kRecord, kColumn,
        kProject, kSwizzle,
    };
    Kind kind = Kind::kInteger;
    Pos pos;
    std::int64_t integer = 0;  ///< kInteger; kColumn: the column index
    double real = 0;           ///< kReal
    bool boolean = false;      ///< kBoolean
    Path path;                 ///< kVariable, kApply (callee), kNew, kRecord (type)
    /// kApply/kNew: arguments; kIf: condition, then, else; kLet: body; kColumn, kProject,
    /// kSwizzle: the operand.
    std::vector<ExprPtr> args;
    std::vector<LocalDecl> locals;  ///< kLet
    std::vector<FieldInit> fields;  ///< kRecord
    /// kProject: the field (one); kSwizzle: the component names.
    std::vector<std::pair<std::string, Pos>> names;

    // --- filled in by the checker ---
    PType type;
    const TermInfo* term = nullptr;            ///< kVariable/kApply of a module term
    const IntrinsicDef* intrinsic = nullptr;   ///< kVariable/kApply of an intrinsic
    std::vector<std::uint32_t> indices;        ///< kSwizzle components; kProject/kRecord fields
};

struct Param {
    std::string name;
    Pos pos;
    Path type;
};

/// value_declaration or function_declaration.
struct TermDecl {
    bool is_function = false;
    std::string name;
    Pos pos;
    std::vector<Param> params;
    std::optional<Path> type;  ///< a value's ascription; a function's return type
    ExprPtr body;
};

struct TypeDecl {
    std::string name;
    Pos pos;
    std::vector<Param> fields;
};

/// A shader's parameter, input or output declaration.
struct Port {
    enum class Kind : std::uint8_t { kParameter, kInput, kOutput, kOutputVertex, kOutputDepth };
    Kind kind = Kind::kParameter;
    std::string name;
    Pos pos;
    Path type;
    std::int64_t index = -1;  ///< fragment output `as N`
    Pos index_pos;
};

/// A `with` entry: a local value or (fragment shaders) a discard.
struct ShaderLocal {
    bool is_discard = false;
    Pos pos;
    LocalDecl value;
    ExprPtr condition;
};

struct OutputAssign {
    std::string name;
    Pos pos;
    Path term;
    // --- filled in by the checker ---
    PType type;
    const TermInfo* term_info = nullptr;
};

struct ShaderDecl {
    enum class Kind : std::uint8_t { kVertex, kFragment, kProgram };
    Kind kind = Kind::kVertex;
    std::string name;
    Pos pos;
    std::vector<Port> ports;
    std::vector<ShaderLocal> locals;
    std::vector<OutputAssign> outputs;
    Path vertex, fragment;  ///< kProgram
    // --- filled in by the checker ---
    bool checked = false;
    std::vector<PType> port_types;  ///< the type of each port, in order
};

struct Import {
    std::string package;
    std::string module;
    Pos pos;
    std::string alias;  ///< the name it is known by (the module's own name without `as`)
    Pos alias_pos;
};

struct ModuleDecl {
    std::string name;
    Pos pos;
    std::vector<Import> imports;
    std::vector<TermDecl> terms;
    std::vector<TypeDecl> types;
    std::vector<ShaderDecl> shaders;
};

struct Unit {
    std::string name;  ///< file name
    std::string text;
    bool stdlib = false;
    std::string package;
    Pos package_pos;
    std::vector<ModuleDecl> modules;
};

}  // namespace tessera::lang::parasol
