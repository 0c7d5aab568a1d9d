// SPDX-License-Identifier: MIT
// Cg's types and the conversion table ("Types", "Type Conversions", "Type-Promotion Rules").
//
// Classify is the table of "Type Conversions" read row (target) by column (source), with
// its notes as code. Two readings the table leaves open, decided here (docs/cg.md):
// - bool is not a "numeric" type, but bool <-> numeric conversions of the same shape are
//   implicit, as cgc made them (true is 1, a number is true when not 0): code cgc compiled
//   returns a float4 from a bool4 function and passes bool4 to dot() and lerp()
//   (docs/cg.md "Cg as cgc accepted it");
// - a 1-vector and a scalar convert both ways without a warning (float1 <-> float): the
//   spec's W is for dropping components, and a 1-vector has nothing to drop.
#include "lang/cg/reader/types.h"

#include <algorithm>

namespace tessera::lang::cg {

bool IsIntegral(ScalarKind k) { return k >= ScalarKind::kCint && k <= ScalarKind::kULong; }
bool IsFloating(ScalarKind k) { return k >= ScalarKind::kCfloat; }
bool IsCompileTime(ScalarKind k) { return k == ScalarKind::kCint || k == ScalarKind::kCfloat; }
bool IsUnsigned(ScalarKind k) { return k >= ScalarKind::kUChar && k <= ScalarKind::kULong; }

int ScalarRank(ScalarKind k) {
    switch (k) {
        case ScalarKind::kBool: return 0;
        case ScalarKind::kChar: case ScalarKind::kUChar: case ScalarKind::kFixed: return 1;
        case ScalarKind::kShort: case ScalarKind::kUShort: case ScalarKind::kHalf: return 2;
        case ScalarKind::kLong: case ScalarKind::kULong: case ScalarKind::kDouble: return 8;
        default: return 4;
    }
}

std::string_view ScalarName(ScalarKind k) {
    static constexpr std::string_view kNames[] = {
        "bool", "cint", "char", "short", "int", "long", "unsigned char", "unsigned short",
        "unsigned int", "unsigned long", "cfloat", "fixed", "half", "float", "double"};
    return kNames[static_cast<int>(k)];
}

bool ScalarOfBase(BaseType base, ScalarKind& out) {
    switch (base) {
        case BaseType::kBool: out = ScalarKind::kBool; return true;
        case BaseType::kChar: out = ScalarKind::kChar; return true;
        case BaseType::kShort: out = ScalarKind::kShort; return true;
        case BaseType::kInt: out = ScalarKind::kInt; return true;
        case BaseType::kLong: out = ScalarKind::kLong; return true;
        case BaseType::kUnsignedChar: out = ScalarKind::kUChar; return true;
        case BaseType::kUnsignedShort: out = ScalarKind::kUShort; return true;
        case BaseType::kUnsignedInt: out = ScalarKind::kUInt; return true;
        case BaseType::kUnsignedLong: out = ScalarKind::kULong; return true;
        case BaseType::kHalf: out = ScalarKind::kHalf; return true;
        case BaseType::kFixed: out = ScalarKind::kFixed; return true;
        case BaseType::kFloat: out = ScalarKind::kFloat; return true;
        case BaseType::kDouble: out = ScalarKind::kDouble; return true;
        default: return false;
    }
}

Type Type::Void() {
    Type t;
    t.kind = Kind::kVoid;
    return t;
}
Type Type::Scalar(ScalarKind k) {
    Type t;
    t.kind = Kind::kScalar;
    t.scalar = k;
    return t;
}
Type Type::Vector(ScalarKind k, int n) {
    Type t = Scalar(k);
    t.kind = Kind::kVector;
    t.columns = n;
    return t;
}
Type Type::Matrix(ScalarKind k, int rows, int columns) {
    Type t = Scalar(k);
    t.kind = Kind::kMatrix;
    t.rows = rows;
    t.columns = columns;
    return t;
}
Type Type::Array(Type element, int count, bool packed) {
    Type t;
    t.kind = Kind::kArray;
    t.element = std::make_shared<const Type>(std::move(element));
    t.count = count;
    t.packed = packed;
    return t;
}
Type Type::Struct(const StructInfo* info) {
    Type t;
    t.kind = Kind::kStruct;
    t.info = info;
    return t;
}
Type Type::Sampler(SamplerKind s) {
    Type t;
    t.kind = Kind::kSampler;
    t.sampler = s;
    return t;
}

int Type::Components() const {
    switch (kind) {
        case Kind::kScalar: return 1;
        case Kind::kVector: return columns;
        case Kind::kMatrix: return rows * columns;
        default: return 0;
    }
}

Type Type::WithScalar(ScalarKind k) const {
    Type t = *this;
    t.scalar = k;
    return t;
}

bool Type::IsInterface() const { return kind == Kind::kStruct && info && info->is_interface; }

bool operator==(const Type& a, const Type& b) {
    if (a.kind != b.kind) return false;
    switch (a.kind) {
        case Type::Kind::kScalar: return a.scalar == b.scalar;
        case Type::Kind::kVector: return a.scalar == b.scalar && a.columns == b.columns;
        case Type::Kind::kMatrix:
            return a.scalar == b.scalar && a.rows == b.rows && a.columns == b.columns;
        case Type::Kind::kArray:
            return a.count == b.count && a.packed == b.packed && *a.element == *b.element;
        case Type::Kind::kStruct: return a.info == b.info;
        case Type::Kind::kSampler: return a.sampler == b.sampler;
        default: return true;
    }
}

std::string TypeName(const Type& type) {
    switch (type.kind) {
        case Type::Kind::kError: return "<error>";
        case Type::Kind::kVoid: return "void";
        case Type::Kind::kScalar: return std::string(ScalarName(type.scalar));
        case Type::Kind::kVector:
            return std::string(ScalarName(type.scalar)) + std::to_string(type.columns);
        case Type::Kind::kMatrix:
            return std::string(ScalarName(type.scalar)) + std::to_string(type.rows) + "x" +
                   std::to_string(type.columns);
        case Type::Kind::kArray: {
            // Dimensions print outermost first: float[2][3].
            const Type* t = &type;
            std::string dims;
            while (t->IsArray()) {
                dims += "[" + (t->count < 0 ? std::string() : std::to_string(t->count)) + "]";
                t = t->element.get();
            }
            return TypeName(*t) + dims;
        }
        case Type::Kind::kStruct: return type.info ? type.info->name : "struct";
        case Type::Kind::kSampler: {
            static constexpr const char* kNames[] = {"sampler",     "sampler1D",   "sampler2D",
                                                     "sampler3D",   "samplerCUBE", "samplerRECT"};
            return kNames[static_cast<int>(type.sampler)];
        }
    }
    return "?";
}

int StructInfo::FieldIndex(std::string_view field) const {
    for (std::size_t i = 0; i < fields.size(); ++i)
        if (fields[i].name == field) return static_cast<int>(i);
    return -1;
}

namespace {

bool ScalarConvertible(ScalarKind from, ScalarKind to) {
    // "Implicit conversion of any scalar numeric type to any other scalar numeric type is
    // allowed"; bool is not numeric (see the header).
    return (from == ScalarKind::kBool) == (to == ScalarKind::kBool);
}

/// Every scalar of the source converts to the target's scalar, possibly with a cast.
bool ElementsCompatible(const Type& from, const Type& to) {
    Conversion c = Classify(from, to);
    return c == Conversion::kIdentical || c == Conversion::kImplicit || c == Conversion::kWarn;
}


Conversion FromStruct(const Type& from, const Type& to) {
    const StructInfo* s = from.info;
    if (!s || s->fields.empty()) return Conversion::kNever;
    if (to.IsStruct()) {
        // Note (4/5): same member count, each member convertible; or a single field.
        const StructInfo* t = to.info;
        if (t && t->fields.size() == s->fields.size()) {
            for (std::size_t i = 0; i < s->fields.size(); ++i)
                if (Classify(s->fields[i].type, t->fields[i].type) == Conversion::kNever)
                    return Conversion::kNever;
            return Conversion::kExplicit;
        }
        if (t && t->fields.size() == 1 && t->fields[0].type == from) return Conversion::kExplicit;
        return Conversion::kNever;
    }
    // Note (3): the first member converts to the target.
    return Classify(s->fields[0].type, to) == Conversion::kNever ? Conversion::kNever
                                                                 : Conversion::kExplicit;
}

}  // namespace

Conversion Classify(const Type& from, const Type& to) {
    using K = Type::Kind;
    if (from.IsError() || to.IsError()) return Conversion::kImplicit;
    if (from == to) return Conversion::kIdentical;
    if (from.IsVoid() || to.IsVoid()) return Conversion::kNever;
    if (from.IsSampler() || to.IsSampler()) {
        // "sampler" is compatible with every specific sampler type, nothing else is.
        if (from.IsSampler() && to.IsSampler() &&
            (from.sampler == SamplerKind::kGeneric || to.sampler == SamplerKind::kGeneric))
            return Conversion::kImplicit;
        return Conversion::kNever;
    }
    if (from.IsStruct()) return FromStruct(from, to);
    if (to.IsStruct()) {
        const StructInfo* t = to.info;
        if (!t || t->is_interface) return Conversion::kNever;
        if (from.IsScalar()) {
            // "Scalar types may also be explicitly cast to structure types if the scalar
            // type can be legally cast to every member of the structure."
            for (const StructInfo::Field& f : t->fields)
                if (Classify(from, f.type) == Conversion::kNever) return Conversion::kNever;
            return t->fields.empty() ? Conversion::kNever : Conversion::kExplicit;
        }
        // Note (4): the target has a single field of the source type.
        return t->fields.size() == 1 && t->fields[0].type == from ? Conversion::kExplicit
                                                                  : Conversion::kNever;
    }
    if (from.IsArray() || to.IsArray()) {
        if (from.IsArray() && to.IsArray()) {
            if (to.count >= 0 && from.count >= 0 && from.count != to.count) return Conversion::kNever;
            if (*from.element == *to.element)
                return to.count < 0 ? Conversion::kImplicit : Conversion::kExplicit;
            return ElementsCompatible(*from.element, *to.element) ? Conversion::kExplicit
                                                                  : Conversion::kNever;
        }
        const Type& array = from.IsArray() ? from : to;
        const Type& other = from.IsArray() ? to : from;
        if (other.IsScalar() || array.count < 0) return Conversion::kNever;
        if (other.IsVector()) {  // note (6)
            if (array.count != other.columns || !array.element->IsScalar()) return Conversion::kNever;
            return ScalarConvertible(array.element->scalar, other.scalar) ? Conversion::kExplicit
                                                                          : Conversion::kNever;
        }
        // Matrix: note (7), an array of row vectors matching the matrix.
        const Type& e = *array.element;
        if (array.count != other.rows || !e.IsVector() || e.columns != other.columns)
            return Conversion::kNever;
        return ScalarConvertible(e.scalar, other.scalar) ? Conversion::kExplicit : Conversion::kNever;
    }
    // Scalars, vectors and matrices.
    if (!ScalarConvertible(from.scalar, to.scalar)) {
        // bool <-> numeric: implicit for the same shape (or a scalar source), as cgc did.
        bool shape_ok = from.kind == to.kind ? from.Components() == to.Components() &&
                                                   from.rows == to.rows
                                             : from.IsScalar();
        return shape_ok ? Conversion::kImplicit : Conversion::kNever;
    }
    if (from.IsScalar()) return Conversion::kImplicit;  // smearing
    if (to.IsScalar())
        return from.Components() == 1 ? Conversion::kImplicit : Conversion::kWarn;
    if (from.kind == K::kVector && to.kind == K::kVector) {  // note (1)
        if (to.columns > from.columns) return Conversion::kNever;
        return to.columns < from.columns ? Conversion::kWarn : Conversion::kImplicit;
    }
    if (from.kind == K::kMatrix && to.kind == K::kMatrix) {  // note (1), upper-left submatrix
        if (to.rows > from.rows || to.columns > from.columns) return Conversion::kNever;
        return to.rows < from.rows || to.columns < from.columns ? Conversion::kWarn
                                                                : Conversion::kImplicit;
    }
    // Vector <-> matrix: note (2), the same total size.
    return from.Components() == to.Components() ? Conversion::kWarn : Conversion::kNever;
}

ScalarKind CommonScalar(ScalarKind a, ScalarKind b) {
    if (a == b) return a;
    if (a == ScalarKind::kBool) return b;
    if (b == ScalarKind::kBool) return a;
    // "If one operand is cint it is converted to the other type."
    if (a == ScalarKind::kCint) return b;
    if (b == ScalarKind::kCint) return a;
    // "If one operand is cfloat and the other is floating, the cfloat is converted."
    if (a == ScalarKind::kCfloat && IsFloating(b)) return b;
    if (b == ScalarKind::kCfloat && IsFloating(a)) return a;
    bool fa = IsFloating(a), fb = IsFloating(b);
    if (fa != fb) return fa ? a : b;  // integral converts to the floating type
    int ra = ScalarRank(a), rb = ScalarRank(b);
    if (ra != rb) return ra > rb ? a : b;  // the smaller converts to the larger
    // Same size: a signed integral converts to unsigned; half vs fixed are ranked apart.
    if (IsUnsigned(a) != IsUnsigned(b)) return IsUnsigned(a) ? a : b;
    return a > b ? a : b;
}

bool IsExactMatch(const Type& from, const Type& to) {
    if (from == to) return true;
    if (!from.IsNumericShape() || from.kind != to.kind || from.rows != to.rows ||
        from.columns != to.columns)
        return false;
    return (from.scalar == ScalarKind::kCint && to.scalar == ScalarKind::kInt) ||
           (from.scalar == ScalarKind::kCfloat && to.scalar == ScalarKind::kFloat);
}

bool IsPromotion(const Type& from, const Type& to) {
    if (!from.IsNumericShape() || from.kind != to.kind || from.rows != to.rows ||
        from.columns != to.columns)
        return false;
    ScalarKind f = from.scalar, t = to.scalar;
    if (f == t) return true;
    if (f == ScalarKind::kBool || t == ScalarKind::kBool || IsCompileTime(t)) return false;
    if (f == ScalarKind::kCint) return true;
    if (f == ScalarKind::kCfloat) return IsFloating(t);
    if (IsFloating(f)) return IsFloating(t) && ScalarRank(t) > ScalarRank(f);
    if (IsFloating(t)) return true;
    return IsUnsigned(f) == IsUnsigned(t) && ScalarRank(t) > ScalarRank(f);
}

ir::ScalarKind IrScalar(ScalarKind k) {
    if (k == ScalarKind::kBool) return ir::ScalarKind::kBool;
    return IsFloating(k) ? ir::ScalarKind::kFloat : ir::ScalarKind::kInt;
}

}  // namespace tessera::lang::cg
