// SPDX-License-Identifier: MIT
// The standard library's overloads, generated per name from a few shapes (see stdlib.h).
//
// The reference manual gives most functions "for float, half and fixed, scalar and vectors
// of 1 to 4" (T below); a few add matrices or are only for vectors (dot, length), and the
// texture functions are per sampler dimension. Each generator here writes that family once.
#include "lang/cg/reader/stdlib.h"

#include <algorithm>
#include <mutex>
#include <string_view>

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
Type I(int n) { return n == 1 ? Type::Scalar(ScalarKind::kInt) : Type::Vector(ScalarKind::kInt, n); }

/// texND, texNDproj, texNDbias, texNDlod, texNDfetch and texND with derivatives, each also
/// with Cg 3's texel offset (`intN texelOff` last) except on cube maps, as the Cg 3.1
/// reference manual lists them. Every form is declared for every profile (the spec's
/// "Profiles": a function the program does not reach may use what the profile lacks);
/// ProfileRestriction says which forms a profile cannot run.
void Texture(Sigs& s, const std::string& name) {
    struct Dim {
        const char* suffix;
        SamplerKind sampler;
        int coords;   // coordinate components
        int shadow;   // coordinate components of the shadow form (0: none)
        int derivs;   // components of ddx/ddy, and of the texel offset
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
        const bool offsets = d.sampler != SamplerKind::kCube;
        // Each form, then (but for cube maps) the same with the texel offset.
        auto add = [&](std::vector<Type> params) {
            Add(s, name, params, result);
            if (!offsets) return;
            params.push_back(I(d.derivs));
            Add(s, name, std::move(params), result);
        };
        if (name == base) {
            for (int coords : {d.coords, d.shadow}) {
                if (coords == 0) continue;
                add({smp, F(coords)});
                add({smp, F(coords), F(d.derivs), F(d.derivs)});
            }
        } else if (name == base + "proj") {
            add({smp, F(d.coords == 3 ? 4 : d.coords + 1)});
            if (d.shadow) add({smp, F(d.shadow + 1)});
        } else if (name == base + "bias" || name == base + "lod") {
            add({smp, F(4)});
        } else if (name == base + "fetch" && offsets) {
            add({smp, I(4)});
        }
    }
}

// --- the families, one generator per shape of the reference manual ---

void Unary(Sigs& s, const std::string& name) { Componentwise(s, name, 1); }
void UnaryWithInt(Sigs& s, const std::string& name) { Componentwise(s, name, 1, true); }
void Binary(Sigs& s, const std::string& name) { Componentwise(s, name, 2); }
void BinaryWithInt(Sigs& s, const std::string& name) { Componentwise(s, name, 2, true); }
void Ternary(Sigs& s, const std::string& name) { Componentwise(s, name, 3); }
void TernaryWithInt(Sigs& s, const std::string& name) { Componentwise(s, name, 3, true); }

/// T f(T, T, scalar of T's kind), for every floating T (refract; lerp's vector forms).
void WithScalarLast(Sigs& s, const std::string& name, bool scalar_t) {
    for (ScalarKind k : kFloatKinds)
        for (const Type& t : Shapes(k, scalar_t)) Add(s, name, {t, t, Type::Scalar(k)}, t);
}

void Lerp(Sigs& s, const std::string& name) {
    Componentwise(s, name, 3);
    WithScalarLast(s, name, false);
}

void Refract(Sigs& s, const std::string& name) { WithScalarLast(s, name, true); }

void Classification(Sigs& s, const std::string& name) {  // isnan, isinf, isfinite
    for (ScalarKind k : kFloatKinds)
        for (const Type& t : Shapes(k)) Add(s, name, {t}, t.WithScalar(ScalarKind::kBool));
}

void Reduction(Sigs& s, const std::string& name) {  // all, any
    for (ScalarKind k : {ScalarKind::kBool, ScalarKind::kFloat, ScalarKind::kHalf, ScalarKind::kFixed,
                         ScalarKind::kInt})
        for (const Type& t : Shapes(k)) Add(s, name, {t}, Type::Scalar(ScalarKind::kBool));
}

/// scalar f(T...) with `arity` parameters (dot, distance, length).
void ToScalar(Sigs& s, const std::string& name, int arity) {
    for (ScalarKind k : kFloatKinds)
        for (const Type& t : Shapes(k)) Add(s, name, std::vector<Type>(arity, t), Type::Scalar(k));
}

void PairToScalar(Sigs& s, const std::string& name) { ToScalar(s, name, 2); }  // dot, distance
void Length(Sigs& s, const std::string& name) { ToScalar(s, name, 1); }

void Cross(Sigs& s, const std::string& name) {
    for (ScalarKind k : kFloatKinds) Add(s, name, {Type::Vector(k, 3), Type::Vector(k, 3)}, Type::Vector(k, 3));
}

void Lit(Sigs& s, const std::string& name) {
    for (ScalarKind k : kFloatKinds) {
        Type t = Type::Scalar(k);
        Add(s, name, {t, t, t}, Type::Vector(k, 4));
    }
}

void Clip(Sigs& s, const std::string& name) {
    for (ScalarKind k : kFloatKinds)
        for (const Type& t : Shapes(k)) Add(s, name, {t}, Type::Void());
}

void Sincos(Sigs& s, const std::string& name) {
    using D = ir::ParamDirection;
    for (ScalarKind k : kFloatKinds)
        for (const Type& t : Shapes(k)) Add(s, name, {t, t, t}, Type::Void(), {D::kIn, D::kOut, D::kOut});
}

void OutSecond(Sigs& s, const std::string& name) {  // modf, frexp
    using D = ir::ParamDirection;
    for (ScalarKind k : kFloatKinds)
        for (const Type& t : Shapes(k)) Add(s, name, {t, t}, t, {D::kIn, D::kOut});
}

void Mul(Sigs& s, const std::string& name) {
    // The nine forms: matrix * vector, vector * matrix, matrix * matrix, for float,
    // half and fixed, every size from 1 to 4.
    for (ScalarKind k : kFloatKinds) {
        for (int r = 1; r <= 4; ++r) {
            for (int c = 1; c <= 4; ++c) {
                Type m = Type::Matrix(k, r, c);
                Add(s, name, {m, Type::Vector(k, c)}, Type::Vector(k, r));
                Add(s, name, {Type::Vector(k, r), m}, Type::Vector(k, c));
                for (int c2 = 1; c2 <= 4; ++c2) Add(s, name, {m, Type::Matrix(k, c, c2)}, Type::Matrix(k, r, c2));
            }
        }
    }
}

void Transpose(Sigs& s, const std::string& name) {
    for (ScalarKind k : kFloatKinds)
        for (int r = 1; r <= 4; ++r)
            for (int c = 1; c <= 4; ++c) Add(s, name, {Type::Matrix(k, r, c)}, Type::Matrix(k, c, r));
}

void Determinant(Sigs& s, const std::string& name) {
    for (ScalarKind k : kFloatKinds)
        for (int n = 1; n <= 4; ++n) Add(s, name, {Type::Matrix(k, n, n)}, Type::Scalar(k));
}

using Generator = void (*)(Sigs&, const std::string&);

struct Family {
    std::string_view name;
    Generator generate;
};

/// Every library function, sorted by name for a binary search (the lookup runs on every
/// call in a shader; a user function's name falls through it without allocating).
constexpr Family kLibrary[] = {
    {"abs", UnaryWithInt},     {"acos", Unary},          {"all", Reduction},
    {"any", Reduction},        {"asin", Unary},          {"atan", Unary},
    {"atan2", Binary},         {"ceil", Unary},          {"clamp", TernaryWithInt},
    {"clip", Clip},            {"cos", Unary},           {"cosh", Unary},
    {"cross", Cross},          {"ddx", Unary},           {"ddy", Unary},
    {"degrees", Unary},        {"determinant", Determinant},
    {"distance", PairToScalar}, {"dot", PairToScalar},
    {"exp", Unary},            {"exp2", Unary},          {"faceforward", Ternary},
    {"floor", Unary},          {"fmod", Binary},         {"frac", Unary},
    {"frexp", OutSecond},      {"fwidth", Unary},        {"isfinite", Classification},
    {"isinf", Classification}, {"isnan", Classification}, {"ldexp", Binary},
    {"length", Length},
    {"lerp", Lerp},            {"lit", Lit},             {"log", Unary},
    {"log10", Unary},          {"log2", Unary},          {"max", BinaryWithInt},
    {"min", BinaryWithInt},    {"modf", OutSecond},      {"mul", Mul},
    {"normalize", Unary},      {"pow", Binary},          {"radians", Unary},
    {"reflect", Binary},       {"refract", Refract},     {"round", Unary},
    {"rsqrt", Unary},          {"saturate", Unary},      {"sign", UnaryWithInt},
    {"sin", Unary},            {"sincos", Sincos},       {"sinh", Unary},
    {"smoothstep", Ternary},   {"sqrt", Unary},          {"step", Binary},
    {"tan", Unary},            {"tanh", Unary},
    {"tex1D", Texture},        {"tex1Dbias", Texture},   {"tex1Dfetch", Texture},
    {"tex1Dlod", Texture},     {"tex1Dproj", Texture},   {"tex2D", Texture},
    {"tex2Dbias", Texture},    {"tex2Dfetch", Texture},  {"tex2Dlod", Texture},
    {"tex2Dproj", Texture},    {"tex3D", Texture},       {"tex3Dbias", Texture},
    {"tex3Dfetch", Texture},   {"tex3Dlod", Texture},    {"tex3Dproj", Texture},
    {"texCUBE", Texture},      {"texCUBEbias", Texture}, {"texCUBElod", Texture},
    {"texCUBEproj", Texture},  {"texRECT", Texture},     {"texRECTbias", Texture},
    {"texRECTfetch", Texture}, {"texRECTlod", Texture},  {"texRECTproj", Texture},
    {"transpose", Transpose},
    {"trunc", Unary},
};
constexpr bool ByName(const Family& a, const Family& b) { return a.name < b.name; }
static_assert(std::is_sorted(std::begin(kLibrary), std::end(kLibrary), ByName));

}  // namespace

const std::vector<BuiltinSignature>& BuiltinOverloads(const std::string& name) {
    static const Sigs kNone;
    const Family* family = std::lower_bound(std::begin(kLibrary), std::end(kLibrary), Family{name, nullptr}, ByName);
    if (family == std::end(kLibrary) || family->name != name) return kNone;
    // Each list is generated on first use, once per process (compiles may run in threads).
    struct Slot {
        std::once_flag once;
        Sigs sigs;
    };
    static Slot slots[std::size(kLibrary)];
    Slot& slot = slots[family - std::begin(kLibrary)];
    std::call_once(slot.once, [&] { family->generate(slot.sigs, name); });
    return slot.sigs;
}

std::vector<std::string_view> BuiltinNames() {
    std::vector<std::string_view> names;
    for (const Family& f : kLibrary) names.push_back(f.name);
    return names;
}

namespace {

bool EndsWith(const std::string& s, std::string_view suffix) {
    return s.size() > suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace

std::string ProfileRestriction(const BuiltinSignature& sig, const std::string& profile) {
    const std::string& name = sig.name;
    const std::string quoted = "'" + name + "'";
    const bool lookup = name.rfind("tex", 0) == 0 && sig.params.size() >= 2;
    // NV_gpu_program4's TXF and texel offsets: no profile we write has them.
    if (lookup && EndsWith(name, "fetch"))
        return "texel fetches (" + quoted + ") need an NV_gpu_program4 profile (gp4fp), not " + profile;
    if (lookup && sig.params.back().IsNumericShape() && IsIntegral(sig.params.back().scalar))
        return "texture lookups with a texel offset (" + quoted +
               " with an int offset) need an NV_gpu_program4 profile (gp4fp), not " + profile;
    // What each fragment profile adds (docs/cg.md): fp30 (NV_fragment_program_option) has
    // DDX, DDY and TXD; fp40 (NV_fragment_program2) also TXL. The vertex profiles' writers
    // say what a vertex program lacks (arbvp1 and vp30 fetch no textures; vp40 has TEX and
    // TXL but no derivatives).
    const bool arbfp1 = profile.rfind("arbfp1", 0) == 0;
    const bool fp30 = profile == "fp30";
    if (!arbfp1 && !fp30) return "";
    const bool derivative = name == "ddx" || name == "ddy" || name == "fwidth";
    if (arbfp1 && derivative)
        return "derivatives (" + quoted + ") are not supported in arbfp1 (fp30 and fp40 have them)";
    if (!lookup) return "";
    // NV_fragment_program2's TXL (fp40), NV_fragment_program_option's TXD (fp30, fp40).
    if (EndsWith(name, "lod"))
        return "texture lookups with an explicit level of detail (" + quoted + ") are not supported in " +
               profile.substr(0, profile.find('-')) + " (fp40 has them)";
    if (arbfp1 && sig.params.size() >= 4)
        return "texture lookups with explicit derivatives (" + quoted + " with " +
               std::to_string(sig.params.size()) + " arguments) are not supported in arbfp1 (fp30 and fp40 have them)";
    return "";
}

}  // namespace tessera::lang::cg
