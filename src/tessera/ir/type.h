// SPDX-License-Identifier: MIT
// IR types, interned.
//
// Every type lives once in a module's TypeTable and is referred to by a TypeId, so types
// compare by id and an instruction carries a 4-byte type. The set is what the front ends
// need and ARBfp can hold: bool, int and float scalars, vectors of 1 to 4, float matrices
// up to 4x4, arrays, structs and samplers. Cg's half and fixed are float (arbfp1 computes
// everything in float). A vector of 1 is distinct from its scalar, as in Cg (float1 is a
// vector); GLSL never makes one.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace tessera::ir {

struct TypeId {
    std::uint32_t value = 0;
    friend bool operator==(TypeId, TypeId) = default;
    friend auto operator<=>(TypeId, TypeId) = default;
};

enum class ScalarKind : std::uint8_t { kBool, kInt, kFloat };
enum class SamplerDim : std::uint8_t { k1D, k2D, k3D, kCube, kRect, kShadow1D, kShadow2D, kShadowRect };

struct StructField {
    std::string name;
    TypeId type;
    std::string semantic;  ///< Cg binding semantic or empty
    friend bool operator==(const StructField&, const StructField&) = default;
};

struct Type {
    enum class Kind : std::uint8_t { kVoid, kScalar, kVector, kMatrix, kArray, kStruct, kSampler };
    Kind kind = Kind::kVoid;
    ScalarKind scalar = ScalarKind::kFloat;  ///< kScalar, kVector, kMatrix (always float)
    std::uint8_t rows = 1;     ///< vector size, or matrix rows
    std::uint8_t columns = 1;  ///< matrix columns
    TypeId element;            ///< kArray
    std::uint32_t count = 0;   ///< kArray: element count
    std::string name;          ///< kStruct
    std::vector<StructField> fields;  ///< kStruct
    SamplerDim sampler = SamplerDim::k2D;

    bool IsScalar() const { return kind == Kind::kScalar; }
    bool IsVector() const { return kind == Kind::kVector; }
    bool IsMatrix() const { return kind == Kind::kMatrix; }
    /// Scalar or vector: the types most instructions operate on component-wise.
    bool IsNumeric() const { return kind == Kind::kScalar || kind == Kind::kVector; }
    /// Components of a scalar (1) or vector (rows); 0 otherwise.
    int Width() const { return IsScalar() ? 1 : IsVector() ? rows : 0; }
};

/// The types of one module. Ids stay valid for the module's life.
class TypeTable {
public:
    TypeTable();

    TypeId Void() const { return void_; }
    /// The three scalar types are interned by the constructor, so they are const lookups.
    TypeId Bool() const { return scalars_[static_cast<int>(ScalarKind::kBool)]; }
    TypeId Int() const { return scalars_[static_cast<int>(ScalarKind::kInt)]; }
    TypeId Float() const { return scalars_[static_cast<int>(ScalarKind::kFloat)]; }
    TypeId Scalar(ScalarKind kind);
    /// A vector of `size` (1 to 4) components; size 1 is a 1-vector, not the scalar.
    TypeId Vector(ScalarKind kind, int size);
    /// A float matrix of `rows` rows and `columns` columns (Cg's floatRxC).
    TypeId Matrix(int rows, int columns);
    TypeId Array(TypeId element, std::uint32_t count);
    TypeId Sampler(SamplerDim dim);
    /// Structs are nominal: two structs with the same fields but different names differ.
    TypeId Struct(std::string name, std::vector<StructField> fields);

    const Type& Get(TypeId id) const { return types_[id.value]; }
    std::size_t Size() const { return types_.size(); }

    /// The scalar type of a scalar, vector or matrix.
    TypeId ScalarOf(TypeId id);
    /// Same shape as `id` (scalar or vector of the same width) with scalar kind `kind`.
    TypeId WithScalar(TypeId id, ScalarKind kind);
    /// Scalar (width 1) or vector (width 2..4) of `kind`: the result type of reductions.
    TypeId ScalarOrVector(ScalarKind kind, int width);
    /// The number of scalars a value of the type holds (arrays and structs flattened).
    std::uint32_t ComponentCount(TypeId id) const;

    /// The type's name in IR text: float, int2, float4x4, float[3], struct S, sampler2D.
    std::string Name(TypeId id) const;

private:
    TypeId Intern(Type type);

    std::vector<Type> types_;
    std::map<std::tuple<int, int, int, int, std::uint32_t, std::uint32_t, int>, TypeId> index_;
    std::map<std::string, TypeId> structs_;
    TypeId void_;
    TypeId scalars_[3];
};

}  // namespace tessera::ir
