// SPDX-License-Identifier: MIT
// Cg's type system: the types semantic analysis gives expressions, and the conversions
// between them ("Types", "Type Conversions", "Type-Promotion Rules").
//
// A Type is a small value. Scalars keep their Cg kind (half, fixed, unsigned short, the
// compile-time cint and cfloat...) because overloading and the usual arithmetic conversions
// depend on it, even though the IR computes every floating kind as float and every integral
// kind as int (Cg allows both: "Profiles may optionally treat int as float", "may choose to
// implement half and/or fixed at float precision"). Vectors and matrices are the packed
// arrays the spec predefines (float4 = packed float[4]); other arrays keep their element
// type, their size (-1 while unsized) and packedness. Structs and interfaces point at their
// StructInfo, which the checker owns.
//
// The one table that matters is the conversion table of "Type Conversions": Classify says
// whether a conversion is allowed implicitly (A), implicitly with a warning (W), only with
// an explicit cast (E) or never (-), with the numbered notes applied.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ir/type.h"
#include "lang/cg/reader/ast.h"

namespace tessera::lang::cg {

/// The scalar kinds, in the order the promotion rules rank them within a category.
enum class ScalarKind : std::uint8_t {
    kBool,
    kCint,
    kChar,
    kShort,
    kInt,
    kLong,
    kUChar,
    kUShort,
    kUInt,
    kULong,
    kCfloat,
    kFixed,
    kHalf,
    kFloat,
    kDouble,
};

bool IsIntegral(ScalarKind k);
bool IsFloating(ScalarKind k);  ///< cfloat, fixed, half, float, double
bool IsCompileTime(ScalarKind k);
bool IsUnsigned(ScalarKind k);
/// Bytes of storage for the promotion rules' "smaller/larger" (cint 4, cfloat 4).
int ScalarRank(ScalarKind k);
std::string_view ScalarName(ScalarKind k);
/// The scalar a built-in base type names (kNone for samplers and void).
bool ScalarOfBase(BaseType base, ScalarKind& out);

enum class SamplerKind : std::uint8_t { kGeneric, k1D, k2D, k3D, kCube, kRect };

struct StructInfo;

struct Type {
    enum class Kind : std::uint8_t {
        kError,  ///< an expression already diagnosed; converts to and from anything silently
        kVoid,
        kScalar,
        kVector,
        kMatrix,
        kArray,
        kStruct,
        kSampler,
    };
    Kind kind = Kind::kError;
    ScalarKind scalar = ScalarKind::kFloat;  ///< kScalar, kVector, kMatrix
    int rows = 1;                            ///< matrix rows
    int columns = 1;                         ///< vector size or matrix columns
    std::shared_ptr<const Type> element;     ///< kArray
    int count = 0;                           ///< kArray: -1 when unsized
    bool packed = false;                     ///< kArray
    const StructInfo* info = nullptr;        ///< kStruct (interfaces too)
    SamplerKind sampler = SamplerKind::kGeneric;

    static Type Error() { return {}; }
    static Type Void();
    static Type Scalar(ScalarKind k);
    static Type Vector(ScalarKind k, int n);
    static Type Matrix(ScalarKind k, int rows, int columns);
    static Type Array(Type element, int count, bool packed = false);
    static Type Struct(const StructInfo* info);
    static Type Sampler(SamplerKind s);

    bool IsError() const { return kind == Kind::kError; }
    bool IsVoid() const { return kind == Kind::kVoid; }
    bool IsScalar() const { return kind == Kind::kScalar; }
    bool IsVector() const { return kind == Kind::kVector; }
    bool IsMatrix() const { return kind == Kind::kMatrix; }
    bool IsArray() const { return kind == Kind::kArray; }
    bool IsStruct() const { return kind == Kind::kStruct; }
    bool IsSampler() const { return kind == Kind::kSampler; }
    /// Scalar, vector or matrix: what arithmetic applies to.
    bool IsNumericShape() const { return IsScalar() || IsVector() || IsMatrix(); }
    bool IsBoolean() const { return IsNumericShape() && scalar == ScalarKind::kBool; }
    /// Scalar (1), vector (n), matrix (rows * columns); 0 otherwise.
    int Components() const;
    /// The same shape with another scalar kind.
    Type WithScalar(ScalarKind k) const;
    bool IsInterface() const;
};

bool operator==(const Type& a, const Type& b);

/// Cg's spelling: float4, half3x3, int, float[3], Light, sampler2D.
std::string TypeName(const Type& type);

/// A struct or interface ("Struct and Interface types").
struct StructInfo {
    struct Field {
        std::string name;
        Type type;
        std::string semantic;  ///< as written, or empty
        const VarDecl* decl = nullptr;
    };
    std::string name;
    bool is_interface = false;
    const StructDecl* decl = nullptr;
    std::vector<Field> fields;
    std::vector<const FunctionDecl*> methods;
    const StructInfo* base = nullptr;  ///< the implemented interface
    ir::TypeId ir_type;                ///< set when first lowered
    bool lowered = false;

    int FieldIndex(std::string_view field) const;
};

/// The verdict of the conversion table for one conversion.
enum class Conversion : std::uint8_t {
    kIdentical,  ///< same type (no conversion)
    kImplicit,   ///< A: allowed implicitly
    kWarn,       ///< W: allowed; a warning when implicit
    kExplicit,   ///< E: only with a cast
    kNever,      ///< -: not allowed
};

/// Classifies converting a value of `from` to `to` ("Type Conversions", table and notes).
Conversion Classify(const Type& from, const Type& to);

/// The usual arithmetic conversions on two scalar kinds ("Type-Promotion Rules").
ScalarKind CommonScalar(ScalarKind a, ScalarKind b);

/// A promotion in the sense of the overloading rules (step c): same shape, and the scalar
/// kind converts without loss (cint to any numeric kind, cfloat to any floating kind,
/// smaller floating to larger floating, smaller integral to larger integral of the same
/// signedness, integral to floating).
bool IsPromotion(const Type& from, const Type& to);

/// An exact match for overloading (step a): equal types, with cint matching int and cfloat
/// matching float (the kinds they default to).
bool IsExactMatch(const Type& from, const Type& to);

/// The IR type a Cg type lowers to (floating -> float, integral -> int, bool -> bool).
ir::ScalarKind IrScalar(ScalarKind k);

}  // namespace tessera::lang::cg
