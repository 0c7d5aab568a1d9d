// SPDX-License-Identifier: MIT
#include "ir/type.h"

namespace tessera::ir {

TypeTable::TypeTable() {
    void_ = Intern(Type{});
    for (ScalarKind kind : {ScalarKind::kBool, ScalarKind::kInt, ScalarKind::kFloat})
        scalars_[static_cast<int>(kind)] = Scalar(kind);
}

TypeId TypeTable::Intern(Type type) {
    auto key = std::make_tuple(static_cast<int>(type.kind), static_cast<int>(type.scalar),
                               static_cast<int>(type.rows), static_cast<int>(type.columns),
                               type.element.value, type.count, static_cast<int>(type.sampler));
    if (auto it = index_.find(key); it != index_.end()) return it->second;
    TypeId id{static_cast<std::uint32_t>(types_.size())};
    types_.push_back(std::move(type));
    index_.emplace(key, id);
    return id;
}

TypeId TypeTable::Scalar(ScalarKind kind) {
    Type t;
    t.kind = Type::Kind::kScalar;
    t.scalar = kind;
    return Intern(t);
}

TypeId TypeTable::Vector(ScalarKind kind, int size) {
    Type t;
    t.kind = Type::Kind::kVector;
    t.scalar = kind;
    t.rows = static_cast<std::uint8_t>(size);
    return Intern(t);
}

TypeId TypeTable::Matrix(int rows, int columns) {
    Type t;
    t.kind = Type::Kind::kMatrix;
    t.rows = static_cast<std::uint8_t>(rows);
    t.columns = static_cast<std::uint8_t>(columns);
    return Intern(t);
}

TypeId TypeTable::Array(TypeId element, std::uint32_t count) {
    Type t;
    t.kind = Type::Kind::kArray;
    t.element = element;
    t.count = count;
    return Intern(t);
}

TypeId TypeTable::Sampler(SamplerDim dim) {
    Type t;
    t.kind = Type::Kind::kSampler;
    t.sampler = dim;
    return Intern(t);
}

TypeId TypeTable::Struct(std::string name, std::vector<StructField> fields) {
    if (auto it = structs_.find(name); it != structs_.end()) return it->second;
    TypeId id{static_cast<std::uint32_t>(types_.size())};
    Type t;
    t.kind = Type::Kind::kStruct;
    t.name = name;
    t.fields = std::move(fields);
    types_.push_back(std::move(t));
    structs_.emplace(std::move(name), id);
    return id;
}

TypeId TypeTable::ScalarOf(TypeId id) {
    const Type& t = Get(id);
    return Scalar(t.kind == Type::Kind::kMatrix ? ScalarKind::kFloat : t.scalar);
}

TypeId TypeTable::WithScalar(TypeId id, ScalarKind kind) {
    const Type& t = Get(id);
    return t.kind == Type::Kind::kVector ? Vector(kind, t.rows) : Scalar(kind);
}

TypeId TypeTable::ScalarOrVector(ScalarKind kind, int width) {
    return width == 1 ? Scalar(kind) : Vector(kind, width);
}

std::uint32_t TypeTable::ComponentCount(TypeId id) const {
    const Type& t = Get(id);
    switch (t.kind) {
        case Type::Kind::kVoid: return 0;
        case Type::Kind::kScalar: return 1;
        case Type::Kind::kVector: return t.rows;
        case Type::Kind::kMatrix: return static_cast<std::uint32_t>(t.rows) * t.columns;
        case Type::Kind::kArray: return t.count * ComponentCount(t.element);
        case Type::Kind::kStruct: {
            std::uint32_t n = 0;
            for (const StructField& f : t.fields) n += ComponentCount(f.type);
            return n;
        }
        case Type::Kind::kSampler: return 1;
    }
    return 0;
}

std::string TypeTable::Name(TypeId id) const {
    const Type& t = Get(id);
    static constexpr const char* kScalars[] = {"bool", "int", "float"};
    static constexpr const char* kSamplers[] = {"sampler1D", "sampler2D", "sampler3D", "samplerCUBE",
                                                "samplerRECT", "sampler1DShadow", "sampler2DShadow",
                                                "samplerRECTShadow"};
    std::string scalar = kScalars[static_cast<int>(t.scalar)];
    switch (t.kind) {
        case Type::Kind::kVoid: return "void";
        case Type::Kind::kScalar: return scalar;
        case Type::Kind::kVector: return scalar + std::to_string(t.rows);
        // Cg's naming: floatRxC has R rows and C columns.
        case Type::Kind::kMatrix: return "float" + std::to_string(t.rows) + "x" + std::to_string(t.columns);
        case Type::Kind::kArray: return Name(t.element) + "[" + std::to_string(t.count) + "]";
        case Type::Kind::kStruct: return "struct " + t.name;
        case Type::Kind::kSampler: return kSamplers[static_cast<int>(t.sampler)];
    }
    return "void";
}

}  // namespace tessera::ir
