// The standard library's overloads, generated per name from a few shapes (see stdlib.h).
//
// The reference manual gives most functions "for float, half and fixed, scalar and vectors
// of 1 to 4" (T below); a few add matrices or are only for vectors (dot, length), and the
// texture functions are per sampler dimension. Each generator here writes that family once.
#include "lang/cg/stdlib.h"

#include <map>
#include <mutex>

namespace tessera::lang::cg {

namespace {

using Sigs = std::vector<BuiltinSignature>;
constexpr ScalarKind kFloatKinds[] = {ScalarKind::kFloat, ScalarKind::kHalf, ScalarKind::kFixed};

/// float, float1..float4 (and half, fixed): every "T" of the reference manual.
std::vector<Type> Shapes(ScalarKind k, bool scalar = true) {
    std::vector<Type> out;
    if (scalar) out.push_back(Type::Scalar(k));
    for (int n = 1; n <= 4; ++n) out.push_back(Type::Vector(k, n));
    return out;
}

void Add(Sigs& s, const std::string& name, std::vector<Type> params, Type result,
         std::vector<ir::ParamDirection> dirs = {}) {
    if (dirs.empty()) dirs.assign(params.size(), ir::ParamDirection::kIn);
    s.push_back({name, std::move(params), std::move(dirs), std::move(result)});
}

/// T f(T, ...) with `arity` parameters, for every floating T.
void Componentwise(Sigs& s, const std::string& name, int arity, bool with_int = false) {
    std::vector<ScalarKind> kinds(std::begin(kFloatKinds), std::end(kFloatKinds));
    if (with_int) kinds.push_back(ScalarKind::kInt);
    for (ScalarKind k : kinds)
        for (const Type& t : Shapes(k)) Add(s, name, std::vector<Type>(arity, t), t);
}

Type Sampler(SamplerKind k) { return Type::Sampler(k); }
Type F(int n) { return n == 1 ? Type::Scalar(ScalarKind::kFloat) : Type::Vector(ScalarKind::kFloat, n); }

/// texND, texNDproj, texNDbias, texNDlod and texND with derivatives.
void Texture(Sigs& s, const std::string& name) {
    struct Dim {
        const char* suffix;
        SamplerKind sampler;
        int coords;   // coordinate components
        int shadow;   // coordinate components of the shadow form (0: none)
        int derivs;   // components of ddx/ddy
    };
    static constexpr Dim kDims[] = {{"1D", SamplerKind::k1D, 1, 2, 1},
                                    {"2D", SamplerKind::k2D, 2, 3, 2},
                                    {"3D", SamplerKind::k3D, 3, 0, 3},
                                    {"CUBE", SamplerKind::kCube, 3, 0, 3},
                                    {"RECT", SamplerKind::kRect, 2, 3, 2}};
    const Type result = F(4);
    for (const Dim& d : kDims) {
        const std::string base = std::string("tex") + d.suffix;
        const Type smp = Sampler(d.sampler);
        if (name == base) {
            Add(s, name, {smp, F(d.coords)}, result);
            if (d.shadow) Add(s, name, {smp, F(d.shadow)}, result);
            Add(s, name, {smp, F(d.coords), F(d.derivs), F(d.derivs)}, result);
            if (d.shadow) Add(s, name, {smp, F(d.shadow), F(d.derivs), F(d.derivs)}, result);
        } else if (name == base + "proj") {
            Add(s, name, {smp, F(d.coords == 3 ? 4 : d.coords + 1)}, result);
            if (d.shadow) Add(s, name, {smp, F(d.shadow + 1)}, result);
        } else if (name == base + "bias" || name == base + "lod") {
            Add(s, name, {smp, F(4)}, result);
        }
    }
}

Sigs Generate(const std::string& name) {
    Sigs s;
    static const char* kUnary[] = {"abs",   "acos",  "asin", "atan", "ceil",    "cos",  "cosh",
                                   "degrees", "exp", "exp2", "floor", "frac",   "log",  "log10",
                                   "log2",  "radians", "round", "rsqrt", "saturate", "sign",
                                   "sin",   "sinh",  "sqrt", "tan",  "tanh",    "trunc", "ddx",
                                   "ddy",   "normalize"};
    for (const char* u : kUnary) {
        if (name == u) {
            bool ints = name == "abs" || name == "sign";
            Componentwise(s, name, 1, ints);
            return s;
        }
    }
    static const char* kBinary[] = {"atan2", "fmod", "pow", "step", "ldexp", "reflect"};
    for (const char* u : kBinary)
        if (name == u) Componentwise(s, name, 2);
    if (name == "min" || name == "max") Componentwise(s, name, 2, true);
    if (name == "clamp") Componentwise(s, name, 3, true);
    if (name == "smoothstep" || name == "faceforward") Componentwise(s, name, 3);
    if (name == "lerp") {
        Componentwise(s, name, 3);
        for (ScalarKind k : kFloatKinds)
            for (const Type& t : Shapes(k, false)) Add(s, name, {t, t, Type::Scalar(k)}, t);
    }
    if (name == "refract") {
        for (ScalarKind k : kFloatKinds)
            for (const Type& t : Shapes(k)) Add(s, name, {t, t, Type::Scalar(k)}, t);
    }
    if (name == "isnan" || name == "isinf" || name == "isfinite") {
        for (ScalarKind k : kFloatKinds)
            for (const Type& t : Shapes(k)) Add(s, name, {t}, t.WithScalar(ScalarKind::kBool));
    }
    if (name == "all" || name == "any") {
        for (ScalarKind k : {ScalarKind::kBool, ScalarKind::kFloat, ScalarKind::kHalf,
                             ScalarKind::kFixed, ScalarKind::kInt})
            for (const Type& t : Shapes(k)) Add(s, name, {t}, Type::Scalar(ScalarKind::kBool));
    }
    if (name == "dot" || name == "distance") {
        for (ScalarKind k : kFloatKinds)
            for (const Type& t : Shapes(k)) Add(s, name, {t, t}, Type::Scalar(k));
    }
    if (name == "length") {
        for (ScalarKind k : kFloatKinds)
            for (const Type& t : Shapes(k)) Add(s, name, {t}, Type::Scalar(k));
    }
    if (name == "cross") {
        for (ScalarKind k : kFloatKinds) Add(s, name, {Type::Vector(k, 3), Type::Vector(k, 3)}, Type::Vector(k, 3));
    }
    if (name == "lit") {
        for (ScalarKind k : kFloatKinds) {
            Type t = Type::Scalar(k);
            Add(s, name, {t, t, t}, Type::Vector(k, 4));
        }
    }
    if (name == "clip") {
        for (ScalarKind k : kFloatKinds)
            for (const Type& t : Shapes(k)) Add(s, name, {t}, Type::Void());
    }
    if (name == "sincos") {
        using D = ir::ParamDirection;
        for (ScalarKind k : kFloatKinds)
            for (const Type& t : Shapes(k))
                Add(s, name, {t, t, t}, Type::Void(), {D::kIn, D::kOut, D::kOut});
    }
    if (name == "modf" || name == "frexp") {
        using D = ir::ParamDirection;
        for (ScalarKind k : kFloatKinds)
            for (const Type& t : Shapes(k)) Add(s, name, {t, t}, t, {D::kIn, D::kOut});
    }
    if (name == "mul") {
        // The nine forms: matrix * vector, vector * matrix, matrix * matrix, for float,
        // half and fixed, every size from 1 to 4.
        for (ScalarKind k : kFloatKinds) {
            for (int r = 1; r <= 4; ++r) {
                for (int c = 1; c <= 4; ++c) {
                    Type m = Type::Matrix(k, r, c);
                    Add(s, name, {m, Type::Vector(k, c)}, Type::Vector(k, r));
                    Add(s, name, {Type::Vector(k, r), m}, Type::Vector(k, c));
                    for (int c2 = 1; c2 <= 4; ++c2)
                        Add(s, name, {m, Type::Matrix(k, c, c2)}, Type::Matrix(k, r, c2));
                }
            }
        }
    }
    if (name == "transpose") {
        for (ScalarKind k : kFloatKinds)
            for (int r = 1; r <= 4; ++r)
                for (int c = 1; c <= 4; ++c)
                    Add(s, name, {Type::Matrix(k, r, c)}, Type::Matrix(k, c, r));
    }
    if (name == "determinant") {
        for (ScalarKind k : kFloatKinds)
            for (int n = 1; n <= 4; ++n) Add(s, name, {Type::Matrix(k, n, n)}, Type::Scalar(k));
    }
    if (name.rfind("tex", 0) == 0) Texture(s, name);
    return s;
}

}  // namespace

const std::vector<BuiltinSignature>& BuiltinOverloads(const std::string& name) {
    static std::mutex mutex;
    static std::map<std::string, Sigs> cache;
    std::lock_guard<std::mutex> lock(mutex);
    auto it = cache.find(name);
    if (it == cache.end()) it = cache.emplace(name, Generate(name)).first;
    return it->second;
}

std::string ProfileRestriction(const std::string& name, const std::string& profile) {
    if (profile.rfind("arbfp1", 0) != 0) return "";
    if (name == "ddx" || name == "ddy")
        return "derivatives ('" + name + "') are not supported in arbfp1";
    if (name.size() > 3 && name.compare(name.size() - 3, 3, "lod") == 0 && name.rfind("tex", 0) == 0)
        return "texture lookups with an explicit level of detail ('" + name +
               "') are not supported in arbfp1";
    return "";
}

}  // namespace tessera::lang::cg
