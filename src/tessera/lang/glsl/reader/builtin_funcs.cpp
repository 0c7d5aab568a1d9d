// SPDX-License-Identifier: MIT
// The built-in functions of a GLSL 1.10 fragment shader (section 8): signatures as data,
// then one lowering per name onto IR operations and intrinsics (those that are one intrinsic
// from the table Cg and GLSL share, lang/common/semakit/builtins.h).
//
// A signature is a list of argument patterns: "genF" (float, vec2, vec3 or vec4, the same
// size at every "genF"), "vecN"/"ivecN"/"bvecN" (a vector of 2 to 4, one N per call), "mat"
// (one matrix type), or an exact type name. Where a scalar stands in for a vector (min(v,
// 0.5)), it is splatted, because IR intrinsics do not broadcast.
//
// What ARBfp 1.0 cannot do: derivatives (dFdx, dFdy, fwidth) are an error naming the
// limitation; noise1-4 return 0, as Mesa's compilers do (the GLSL range rules allow it).
#include <cmath>

#include "lang/common/semakit/builtins.h"
#include "lang/glsl/reader/sema_impl.h"

namespace tessera::lang::glsl::sema {

namespace {

struct Signature {
    const char* name;
    std::vector<const char*> args;
    const char* result;
};

const std::vector<Signature>& Signatures() {
    static const std::vector<Signature> kTable = [] {
        std::vector<Signature> t;
        for (const char* n : {"radians", "degrees", "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "exp2", "log2",
                              "sqrt", "inversesqrt", "abs", "sign", "floor", "ceil", "fract", "normalize", "dFdx", "dFdy",
                              "fwidth"})
            t.push_back({n, {"genF"}, "genF"});
        for (const char* n : {"atan", "pow", "mod", "min", "max", "step", "reflect"}) t.push_back({n, {"genF", "genF"}, "genF"});
        for (const char* n : {"mod", "min", "max"}) t.push_back({n, {"genF", "float"}, "genF"});
        t.push_back({"step", {"float", "genF"}, "genF"});
        for (const char* n : {"clamp", "mix", "smoothstep", "faceforward"}) t.push_back({n, {"genF", "genF", "genF"}, "genF"});
        t.push_back({"clamp", {"genF", "float", "float"}, "genF"});
        t.push_back({"mix", {"genF", "genF", "float"}, "genF"});
        t.push_back({"smoothstep", {"float", "float", "genF"}, "genF"});
        t.push_back({"refract", {"genF", "genF", "float"}, "genF"});
        t.push_back({"length", {"genF"}, "float"});
        t.push_back({"distance", {"genF", "genF"}, "float"});
        t.push_back({"dot", {"genF", "genF"}, "float"});
        t.push_back({"cross", {"vec3", "vec3"}, "vec3"});
        t.push_back({"matrixCompMult", {"mat", "mat"}, "mat"});
        for (const char* n : {"lessThan", "lessThanEqual", "greaterThan", "greaterThanEqual", "equal", "notEqual"}) {
            t.push_back({n, {"vecN", "vecN"}, "bvecN"});
            t.push_back({n, {"ivecN", "ivecN"}, "bvecN"});
        }
        for (const char* n : {"equal", "notEqual"}) t.push_back({n, {"bvecN", "bvecN"}, "bvecN"});
        t.push_back({"any", {"bvecN"}, "bool"});
        t.push_back({"all", {"bvecN"}, "bool"});
        t.push_back({"not", {"bvecN"}, "bvecN"});
        const std::vector<std::pair<const char*, std::vector<const char*>>> textures = {
            {"texture1D", {"sampler1D", "float"}},      {"texture1DProj", {"sampler1D", "vec2"}},
            {"texture1DProj", {"sampler1D", "vec4"}},   {"texture2D", {"sampler2D", "vec2"}},
            {"texture2DProj", {"sampler2D", "vec3"}},   {"texture2DProj", {"sampler2D", "vec4"}},
            {"texture3D", {"sampler3D", "vec3"}},       {"texture3DProj", {"sampler3D", "vec4"}},
            {"textureCube", {"samplerCube", "vec3"}},   {"shadow1D", {"sampler1DShadow", "vec3"}},
            {"shadow2D", {"sampler2DShadow", "vec3"}},  {"shadow1DProj", {"sampler1DShadow", "vec4"}},
            {"shadow2DProj", {"sampler2DShadow", "vec4"}}};
        for (const auto& [n, args] : textures) {
            t.push_back({n, args, "vec4"});
            std::vector<const char*> biased = args;
            biased.push_back("float");
            t.push_back({n, biased, "vec4"});
        }
        t.push_back({"noise1", {"genF"}, "float"});
        t.push_back({"noise2", {"genF"}, "vec2"});
        t.push_back({"noise3", {"genF"}, "vec3"});
        t.push_back({"noise4", {"genF"}, "vec4"});
        return t;
    }();
    return kTable;
}

/// Matches `args` against `sig`; on success sets the result type.
bool Match(const Signature& sig, const std::vector<Value>& args, Type& result) {
    if (sig.args.size() != args.size()) return false;
    int gen = 0, n = 0;
    Type mat;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const Type& t = args[i].type;
        std::string p = sig.args[i];
        if (p == "genF") {
            if (!t.IsNumeric() || t.base != Type::Base::kFloat || (gen && gen != t.size)) return false;
            gen = t.size;
        } else if (p == "vecN" || p == "ivecN" || p == "bvecN") {
            Type::Base base = p[0] == 'v' ? Type::Base::kFloat : p[0] == 'i' ? Type::Base::kInt : Type::Base::kBool;
            if (!t.IsVector() || t.base != base || (n && n != t.size)) return false;
            n = t.size;
        } else if (p == "mat") {
            if (!t.IsMatrix() || (!mat.IsError() && !(mat == t))) return false;
            mat = t;
        } else if (!(BuiltinType(p) == t)) {
            return false;
        }
    }
    std::string r = sig.result;
    result = r == "genF" ? Type::Float(gen) : r == "bvecN" ? Type::Bool(n) : r == "mat" ? mat : BuiltinType(r);
    return true;
}

}  // namespace

std::optional<Value> Sema::CallBuiltin(const Expr* e, const std::string& name, std::vector<Value>& args) {
    if (options_.vertex)
        if (std::optional<Value> v = VertexBuiltin(e, name, args)) return v;
    if (name == "ftransform" || name.find("Lod") != std::string::npos) {
        bool known = name == "ftransform";
        for (const Signature& s : Signatures()) known = known || name.rfind(s.name, 0) == 0;
        if (known) {
            Error(e->op_range, "'" + name + "' is available only in vertex shaders");
            return ErrorValue(e->range);
        }
    }
    if (version_ >= 120 && (name == "outerProduct" || name == "transpose")) return MatrixBuiltin120(e, name, args);
    const Signature* sig = nullptr;
    Type result;
    for (const Signature& s : Signatures())
        if (name == s.name && Match(s, args, result)) {
            sig = &s;
            break;
        }
    if (!sig && version_ >= 120) {  // 1.20 section 6.1: implicit int -> float conversions
        std::vector<Value> converted = args;
        for (Value& a : converted)
            if (a.type.base == Type::Base::kInt && a.type.IsNumeric()) a = ConvertTo(a, Type::Float(a.type.size));
        for (const Signature& s : Signatures())
            if (name == s.name && Match(s, converted, result)) {
                sig = &s;
                args = converted;
                break;
            }
    }
    if (!sig) {
        for (const Signature& s : Signatures())
            if (name == s.name) {
                std::string list;
                for (std::size_t i = 0; i < args.size(); ++i) list += (i ? ", " : "") + TypeName(args[i].type);
                Error(e->op_range, "no matching overload for '" + name + "(" + list + ")'");
                return ErrorValue(e->range);
            }
        return std::nullopt;
    }
    bool constant = name.rfind("texture", 0) != 0 && name.rfind("shadow", 0) != 0 && name.rfind("noise", 0) != 0;
    std::vector<ir::InstId> a;
    for (std::size_t i = 0; i < args.size(); ++i) {
        constant = constant && args[i].constant;
        // A float standing in for a genType is splatted (IR intrinsics do not broadcast).
        bool splat = std::string(sig->args[i]) == "float" && result.IsVector() && name.rfind("texture", 0) != 0 &&
                     name.rfind("shadow", 0) != 0 && name != "refract";
        a.push_back(splat ? Splat(args[i].id, result) : args[i].id);
    }
    ir::TypeId rt = Ir(result);
    auto intrinsic = [&](ir::Intrinsic op) { return Make(result, b_->Intrinsic(op, rt, a), e->range, constant); };
    auto scale = [&](double k) { return Make(result, b_->Mul(a[0], Literal(result, k)), e->range, constant); };
    if (name == "atan") {
        if (a.size() == 2) return Make(result, b_->Intrinsic(ir::Intrinsic::kAtan2, rt, a), e->range, constant);
        return intrinsic(ir::Intrinsic::kAtan);
    }
    if (std::optional<ir::Intrinsic> direct = semakit::DirectIntrinsic(semakit::Language::kGlsl, name))
        return intrinsic(*direct);
    if (name == "radians") return scale(M_PI / 180.0);
    if (name == "degrees") return scale(180.0 / M_PI);
    if (name == "mod") {  // section 8.3: x - y * floor(x / y)
        ir::InstId q = b_->Intrinsic(ir::Intrinsic::kFloor, rt, {b_->Div(a[0], a[1])});
        return Make(result, b_->Sub(a[0], b_->Mul(a[1], q)), e->range, constant);
    }
    if (name == "faceforward") {  // dot(Nref, I) < 0 ? N : -N
        ir::InstId d = b_->Intrinsic(ir::Intrinsic::kDot, module_.types.Float(), {a[2], a[1]});
        ir::InstId facing = b_->Binary(ir::Op::kLt, d, b_->Float(0));
        return Make(result, b_->Select(facing, a[0], b_->Neg(a[0])), e->range, constant);
    }
    if (name == "matrixCompMult") {
        std::vector<ir::InstId> cols;
        for (int c = 0; c < result.columns; ++c) {
            const ir::InstId right = b_->Extract(a[1], c);  // before the left: see ir/builder.h
            cols.push_back(b_->Mul(b_->Extract(a[0], c), right));
        }
        return Make(result, b_->Construct(rt, cols), e->range, constant);
    }
    static const std::map<std::string, ir::Op> kCompare = {
        {"lessThan", ir::Op::kLt}, {"lessThanEqual", ir::Op::kLe}, {"greaterThan", ir::Op::kGt},
        {"greaterThanEqual", ir::Op::kGe}, {"equal", ir::Op::kEq}, {"notEqual", ir::Op::kNe}};
    if (auto it = kCompare.find(name); it != kCompare.end())
        return Make(result, b_->Binary(it->second, a[0], a[1]), e->range, constant);
    if (name == "any" || name == "all")
        return Make(result, b_->Reduce(name == "any" ? ir::Op::kAny : ir::Op::kAll, a[0]), e->range, constant);
    if (name == "not") return Make(result, b_->Not(a[0]), e->range, constant);
    if (name == "dFdx" || name == "dFdy" || name == "fwidth") {
        // A call on constant expressions is one (GLSL 1.20 section 4.3.3), and a constant
        // does not vary over the primitive: its derivatives, and so fwidth, are 0 (8.8).
        if (constant) return Make(result, b_->Splat(rt, 0), e->range, true);
        if (!options_.check_only && !options_.derivatives) {
            Error(e->op_range, "'" + name + "' cannot be expressed in ARB_fragment_program 1.0 (it has no derivative "
                                            "instructions; the fp30 and fp40 targets have them)");
            return ErrorValue(e->range);
        }
        if (name != "fwidth")
            return Make(result, b_->Intrinsic(name == "dFdy" ? ir::Intrinsic::kDdy : ir::Intrinsic::kDdx, rt, {a[0]}),
                        e->range, false);
        // Section 8.8: fwidth(p) = abs(dFdx(p)) + abs(dFdy(p)).
        const ir::InstId dx = b_->Intrinsic(ir::Intrinsic::kAbs, rt, {b_->Intrinsic(ir::Intrinsic::kDdx, rt, {a[0]})});
        const ir::InstId dy = b_->Intrinsic(ir::Intrinsic::kAbs, rt, {b_->Intrinsic(ir::Intrinsic::kDdy, rt, {a[0]})});
        return Make(result, b_->Add(dx, dy), e->range, false);
    }
    if (name.rfind("noise", 0) == 0) return Make(result, b_->Splat(rt, 0), e->range, false);
    // Texture lookups (section 8.7).
    bool proj = name.find("Proj") != std::string::npos;
    bool bias = a.size() == 3;
    ir::InstId coord = a[1];
    const Type& ct = args[1].type;
    ir::TypeId vec4 = module_.types.Vector(ir::ScalarKind::kFloat, 4);
    if (proj && ct.size < 4) {
        // The divisor is the last component; ARBfp's TXP divides by w: move it there.
        ir::InstId zero = b_->Float(0);
        ir::InstId last = b_->Extract(coord, static_cast<std::uint32_t>(ct.size - 1));
        std::vector<ir::InstId> parts = {b_->Extract(coord, 0), ct.size == 3 ? b_->Extract(coord, 1) : zero, zero, last};
        coord = b_->Construct(vec4, parts);
    }
    const bool lod = explicit_lod_.has_value();  // a vertex shader's texture*Lod (vertex_stage.cpp)
    if (proj && (bias || lod)) {  // TXB and TXL cannot project: divide first
        ir::InstId w = b_->Extract(coord, 3);
        coord = b_->Div(coord, b_->Swizzle(w, {0, 0, 0, 0}));
        proj = false;
    }
    ir::SampleKind kind = proj   ? ir::SampleKind::kProjective
                          : bias ? ir::SampleKind::kBias
                          : lod  ? ir::SampleKind::kLod
                                 : ir::SampleKind::kPlain;
    std::vector<ir::InstId> extra;
    if (bias) extra.push_back(a[2]);
    if (lod) extra.push_back(*explicit_lod_);
    return Make(result, b_->Sample(kind, a[0], coord, extra), e->range, false);
}

std::optional<Value> Sema::MatrixBuiltin120(const Expr* e, const std::string& name, std::vector<Value>& args) {
    bool constant = true;
    for (Value& a : args) {
        constant = constant && a.constant;
        if (a.type.base == Type::Base::kInt && a.type.IsNumeric()) a = ConvertTo(a, Type::Float(a.type.size));
    }
    if (name == "transpose" && args.size() == 1 && args[0].type.IsMatrix()) {
        // The IR holds the transpose of GLSL's matrix; transposing it transposes both.
        const Type& m = args[0].type;
        Type result = Type::Matrix(m.size, m.columns);
        return Make(result, b_->Intrinsic(ir::Intrinsic::kTranspose, Ir(result), {args[0].id}), e->range, constant);
    }
    if (name == "outerProduct" && args.size() == 2 && args[0].type.IsVector() && args[1].type.IsVector() &&
        args[0].type.base == Type::Base::kFloat && args[1].type.base == Type::Base::kFloat) {
        // Section 8.5 (1.20): column i of c * r^T is c * r[i].
        const Type &c = args[0].type, &r = args[1].type;
        Type result = Type::Matrix(r.size, c.size);
        std::vector<ir::InstId> cols;
        for (int i = 0; i < r.size; ++i)
            cols.push_back(b_->Mul(args[0].id, Splat(b_->Extract(args[1].id, static_cast<std::uint32_t>(i)), c)));
        return Make(result, b_->Construct(Ir(result), cols), e->range, constant);
    }
    std::string list;
    for (std::size_t i = 0; i < args.size(); ++i) list += (i ? ", " : "") + TypeName(args[i].type);
    Error(e->op_range, "no matching overload for '" + name + "(" + list + ")'");
    return ErrorValue(e->range);
}

}  // namespace tessera::lang::glsl::sema
