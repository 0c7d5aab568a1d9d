// SPDX-License-Identifier: MIT
// GLSL types as the checker sees them, and how they map onto IR types.
//
// Matrices: GLSL's are column-major (m[i] is column i) and the IR's are row-addressed
// (extract gives a row). The reader stores a GLSL matCxR (C columns of R rows) as the IR
// matrix float C x R whose *rows are the GLSL columns*: m[i] is then a plain extract, a
// matrix constructor's arguments fill the IR layout in order, and a uniform's parameters
// (one per IR row) are its columns, the order glUniformMatrix uploads. The products follow
// (docs/glsl.md): GLSL M * v = mul.vm(v, M), v * M = mul.mv(M, v), A * B = mul.mm(B, A).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/type.h"

namespace tessera::lang::glsl {

struct StructInfo;

struct Type {
    enum class Base : std::uint8_t { kError, kVoid, kBool, kInt, kFloat, kMatrix, kSampler, kStruct };
    Base base = Base::kError;
    int size = 1;     ///< vector width (1: scalar); a matrix's rows
    int columns = 1;  ///< a matrix's columns
    int array = 0;    ///< 0: not an array; else the element count (-1: size not given)
    const StructInfo* info = nullptr;
    ir::SamplerDim dim = ir::SamplerDim::k2D;

    static Type Error() { return {}; }
    static Type Void() { return Make(Base::kVoid); }
    static Type Make(Base base, int size = 1) {
        Type t;
        t.base = base;
        t.size = size;
        return t;
    }
    static Type Float(int size = 1) { return Make(Base::kFloat, size); }
    static Type Int(int size = 1) { return Make(Base::kInt, size); }
    static Type Bool(int size = 1) { return Make(Base::kBool, size); }
    static Type Matrix(int columns, int rows) {
        Type t = Make(Base::kMatrix, rows);
        t.columns = columns;
        return t;
    }

    bool IsError() const { return base == Base::kError; }
    bool IsVoid() const { return base == Base::kVoid && !array; }
    bool IsArray() const { return array != 0; }
    bool IsScalar() const { return !array && size == 1 && IsNumericBase(); }
    bool IsVector() const { return !array && size > 1 && IsNumericBase(); }
    bool IsNumeric() const { return !array && IsNumericBase(); }  ///< scalar or vector
    bool IsMatrix() const { return !array && base == Base::kMatrix; }
    bool IsStruct() const { return !array && base == Base::kStruct; }
    bool IsSampler() const { return !array && base == Base::kSampler; }
    bool IsNumericBase() const { return base == Base::kBool || base == Base::kInt || base == Base::kFloat; }
    bool IsFloatLike() const { return base == Base::kFloat || base == Base::kMatrix; }
    /// Holds a sampler anywhere (samplers cannot be assigned or compared).
    bool ContainsSampler() const;
    Type Element() const {
        Type t = *this;
        t.array = 0;
        return t;
    }
    /// Scalar components of a scalar, vector or matrix.
    int Components() const { return base == Base::kMatrix ? size * columns : size; }
    ir::ScalarKind Scalar() const {
        return base == Base::kBool ? ir::ScalarKind::kBool : base == Base::kInt ? ir::ScalarKind::kInt
                                                                                : ir::ScalarKind::kFloat;
    }

    friend bool operator==(const Type& a, const Type& b) {
        return a.base == b.base && a.size == b.size && a.columns == b.columns && a.array == b.array &&
               a.info == b.info && (a.base != Base::kSampler || a.dim == b.dim);
    }
};

struct StructInfo {
    struct Field {
        std::string name;
        Type type;
    };
    std::string name;
    std::vector<Field> fields;
    ir::TypeId ir;
    int Find(const std::string& field) const {
        for (std::size_t i = 0; i < fields.size(); ++i)
            if (fields[i].name == field) return static_cast<int>(i);
        return -1;
    }
};

/// The GLSL spelling: "vec3", "mat4", "float[4]", "S".
std::string TypeName(const Type& t);
/// A built-in type by keyword ("ivec3"), or an error type.
Type BuiltinType(const std::string& name);
/// The IR type (see the matrix note above).
ir::TypeId IrType(const Type& t, ir::TypeTable& types);

}  // namespace tessera::lang::glsl
