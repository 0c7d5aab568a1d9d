// SPDX-License-Identifier: MIT
// GLSL types: names and the IR mapping (types.h).
#include "lang/glsl/reader/types.h"

#include <map>

namespace tessera::lang::glsl {

bool Type::ContainsSampler() const {
    if (base == Base::kSampler) return true;
    if (base != Base::kStruct || !info) return false;  // arrays: the element's base says
    for (const StructInfo::Field& f : info->fields)
        if (f.type.ContainsSampler()) return true;
    return false;
}

std::string TypeName(const Type& t) {
    std::string s;
    switch (t.base) {
        case Type::Base::kError: return "<error>";
        case Type::Base::kVoid: s = "void"; break;
        case Type::Base::kBool: s = t.size == 1 ? "bool" : "bvec" + std::to_string(t.size); break;
        case Type::Base::kInt: s = t.size == 1 ? "int" : "ivec" + std::to_string(t.size); break;
        case Type::Base::kFloat: s = t.size == 1 ? "float" : "vec" + std::to_string(t.size); break;
        case Type::Base::kMatrix:
            s = "mat" + std::to_string(t.columns);
            if (t.columns != t.size) s += "x" + std::to_string(t.size);
            break;
        case Type::Base::kSampler: {
            static const char* kNames[] = {"sampler1D", "sampler2D", "sampler3D", "samplerCube", "sampler2DRect",
                                           "sampler1DShadow", "sampler2DShadow", "sampler2DRectShadow"};
            s = kNames[static_cast<int>(t.dim)];
            break;
        }
        case Type::Base::kStruct: s = t.info ? t.info->name : "struct"; break;
    }
    if (t.array) s += "[" + (t.array > 0 ? std::to_string(t.array) : std::string()) + "]";
    return s;
}

Type BuiltinType(const std::string& name) {
    static const std::map<std::string, Type> kTypes = [] {
        std::map<std::string, Type> m;
        m["void"] = Type::Void();
        m["bool"] = Type::Bool();
        m["int"] = Type::Int();
        m["float"] = Type::Float();
        for (int n = 2; n <= 4; ++n) {
            std::string d = std::to_string(n);
            m["vec" + d] = Type::Float(n);
            m["ivec" + d] = Type::Int(n);
            m["bvec" + d] = Type::Bool(n);
            m["mat" + d] = Type::Matrix(n, n);
            for (int r = 2; r <= 4; ++r) m["mat" + d + "x" + std::to_string(r)] = Type::Matrix(n, r);
        }
        const std::pair<const char*, ir::SamplerDim> samplers[] = {
            {"sampler1D", ir::SamplerDim::k1D}, {"sampler2D", ir::SamplerDim::k2D},
            {"sampler3D", ir::SamplerDim::k3D}, {"samplerCube", ir::SamplerDim::kCube},
            {"sampler1DShadow", ir::SamplerDim::kShadow1D}, {"sampler2DShadow", ir::SamplerDim::kShadow2D}};
        for (const auto& [n, dim] : samplers) {
            Type t = Type::Make(Type::Base::kSampler);
            t.dim = dim;
            m[n] = t;
        }
        return m;
    }();
    auto it = kTypes.find(name);
    return it == kTypes.end() ? Type::Error() : it->second;
}

ir::TypeId IrType(const Type& t, ir::TypeTable& types) {
    if (t.IsArray()) return types.Array(IrType(t.Element(), types), static_cast<std::uint32_t>(std::max(t.array, 1)));
    switch (t.base) {
        case Type::Base::kError:
        case Type::Base::kVoid: return types.Void();
        case Type::Base::kMatrix: return types.Matrix(t.columns, t.size);
        case Type::Base::kSampler: return types.Sampler(t.dim);
        case Type::Base::kStruct: return t.info->ir;
        default: return t.size == 1 ? types.Scalar(t.Scalar()) : types.Vector(t.Scalar(), t.size);
    }
}

}  // namespace tessera::lang::glsl
