// SPDX-License-Identifier: MIT
// Function calls: color() and matrix() constructors, the built-ins of section VIII
// (uniform/parameter math, the varying functions) and user functions, which inline.
#include <algorithm>
#include <map>

#include "lang/isl/reader/compiler.h"
#include "lang/isl/plan/values.h"

namespace tessera::lang::isl {

namespace {

// Built-ins on floats: name -> accepted argument counts (section VIII). inverse() takes a
// matrix and spline() a float and an array; they are checked separately.
const std::map<std::string, std::vector<int>>& FloatBuiltins() {
    static const std::map<std::string, std::vector<int>> table = {
        {"abs", {1}},   {"acos", {1}},       {"asin", {1}},   {"atan", {1, 2}},      {"ceil", {1}},
        {"clamp", {3}}, {"cos", {1}},        {"exp", {1}},    {"floor", {1}},        {"log", {1}},
        {"max", {2}},   {"min", {2}},        {"mod", {2}},    {"perspective", {1}},  {"pow", {2}},
        {"rotate", {4}}, {"round", {1}},     {"scale", {3}},  {"sign", {1}},         {"sin", {1}},
        {"smoothstep", {3}}, {"sqrt", {1}},  {"step", {2}},   {"tan", {1}},          {"translate", {3}}};
    return table;
}

const std::vector<std::string>& VaryingBuiltins() {
    static const std::vector<std::string> names = {"texture", "environment", "project", "transform", "lookup",
                                                   "blend",   "over",        "under",   "ambient",   "diffuse",
                                                   "specular"};
    return names;
}

}  // namespace

Val Compiler::EvalCall(const Expr& e) {
    bool varying_builtin = std::count(VaryingBuiltins().begin(), VaryingBuiltins().end(), e.op) > 0;
    auto user = functions_.find(e.op);
    std::vector<Val> args;
    if (user == functions_.end() || varying_builtin) {
        for (const ExprPtr& a : e.args) {
            args.push_back(Eval(*a));
            if (!args.back().Ok()) return Bad();
        }
    }
    if (user != functions_.end() && !varying_builtin) return CallUser(e, *user->second, args);
    if (varying_builtin) return CallVarying(e, args);
    return CallBuiltin(e, args);
}

Val Compiler::CallBuiltin(const Expr& e, std::vector<Val>& args) {
    auto arity_error = [&](const std::string& expected) {
        Error(e.span, "'" + e.op + "' takes " + expected);
        return Bad();
    };
    auto check_floats = [&](std::size_t from) {
        for (std::size_t i = from; i < args.size(); ++i) {
            if (!Arithmetic(args[i], *e.args[i])) return false;
            if (args[i].base != BaseType::kFloat) {
                Error(e.args[i]->span, "expected a float argument, not a " + std::string(TypeName(args[i].base)));
                return false;
            }
        }
        return true;
    };
    DataClass data = DataClass::kUniform;
    for (const Val& a : args) data = std::max(data, a.data);
    if (e.op == "color" || e.op == "matrix") {
        std::size_t n = e.op == "color" ? 4 : 16;
        if (args.size() != n) return arity_error(std::to_string(n) + " floats");
        if (!check_floats(0)) return Bad();
        return Step(plan::ValueOp::kConcat, args, data, e.op == "color" ? BaseType::kColor : BaseType::kMatrix);
    }
    if (e.op == "inverse") {
        if (args.size() != 1) return arity_error("one matrix");
        if (!Arithmetic(args[0], *e.args[0])) return Bad();
        Val m = Convert(args[0], BaseType::kMatrix, *e.args[0]);
        if (!m.Ok()) return Bad();
        return Step(plan::ValueOp::kCall, {m}, data, BaseType::kMatrix, -1, "inverse");
    }
    if (e.op == "spline") {
        if (args.size() != 2) return arity_error("a float and an array of floats or colors");
        if (!Arithmetic(args[0], *e.args[0]) || args[0].base != BaseType::kFloat) return arity_error("a float first");
        const Val& c = args[1];
        if (c.kind != Val::Kind::kNumeric || c.count < 0 || c.base == BaseType::kMatrix)
            return arity_error("an array of floats or colors as its second argument");
        bool color = c.base == BaseType::kColor;
        return Step(plan::ValueOp::kCall, args, data, color ? BaseType::kColor : BaseType::kFloat, -1,
                    color ? "spline4" : "spline1");
    }
    auto it = FloatBuiltins().find(e.op);
    if (it == FloatBuiltins().end()) {
        Error(e.span, "unknown function '" + e.op + "'");
        return Bad();
    }
    if (std::count(it->second.begin(), it->second.end(), static_cast<int>(args.size())) == 0)
        return arity_error(Counted(static_cast<std::size_t>(it->second.back()), "float argument"));
    if (!check_floats(0)) return Bad();
    int sizes[4] = {1, 1, 1, 1};
    BaseType result = plan::BuiltinResultSize(e.op, sizes) == 16 ? BaseType::kMatrix : BaseType::kFloat;
    return Step(plan::ValueOp::kCall, args, data, result, -1, e.op);
}

// The lights `kind` sums over (diffuse and specular take distant and point lights).
std::vector<LightRef> Compiler::Lights(plan::LightKind kind) {
    if (light_steps_.empty()) {
        for (std::size_t i = 0; i < input_.lights.size(); ++i) {
            std::string prefix = "light" + std::to_string(i);
            steps_.push_back({plan::ValueOp::kInput, {}, {1, 1, 1, 1}, prefix + ".color", 1});
            steps_.push_back({plan::ValueOp::kInput, {}, {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}, prefix + ".matrix", 1});
            int matrix_step = static_cast<int>(steps_.size()) - 1;
            light_steps_.emplace_back(matrix_step - 1, matrix_step);
        }
    }
    std::vector<LightRef> out;
    for (std::size_t i = 0; i < input_.lights.size(); ++i) {
        plan::LightKind k = input_.lights[i];
        if ((kind == plan::LightKind::kAmbient) != (k == plan::LightKind::kAmbient)) continue;
        int image = i < light_images_.size() ? light_images_[i] : -1;
        out.push_back({k, light_steps_[i].first, light_steps_[i].second, image});
    }
    return out;
}

namespace {

bool IsParameter(const std::vector<Val>& args, std::size_t i, BaseType base) {
    return i < args.size() && args[i].kind == Val::Kind::kNumeric && args[i].count < 0 && args[i].base == base &&
           args[i].data != DataClass::kVarying;
}

Val VaryingColor() {
    Val v;
    v.kind = Val::Kind::kVarying;
    v.data = DataClass::kVarying;
    v.base = BaseType::kColor;
    return v;
}

}  // namespace

// texture(name [, texgen] [, xform]), environment(name [, xform]), project(name [, xform])
// (NOTES.md restores the signatures); the texgen SGI passed along is recorded.
Val Compiler::CallTexture(const Expr& e, std::vector<Val>& args) {
    const std::string& f = e.op;
    if (args.empty() || args[0].kind != Val::Kind::kString)
        return Wrong(e, "a uniform string texture name (or string array) first");
    bool texgen = f == "texture" && args.size() >= 2 && IsParameter(args, 1, BaseType::kFloat);
    std::size_t xform = texgen ? 2 : 1;
    if (args.size() > xform + 1 || (args.size() == xform + 1 && !IsParameter(args, xform, BaseType::kMatrix)))
        return Wrong(e, f == "texture" ? "a texture name, an optional parameter float texgen and an optional matrix"
                                       : "a texture name and an optional parameter matrix");
    Val v = VaryingColor();
    v.source.kind = f == "texture" ? Source::Kind::kTexture : f == "environment" ? Source::Kind::kEnvironment
                                                                                 : Source::Kind::kProject;
    v.source.name = args[0].strings.empty() ? "" : args[0].strings[0];
    v.source.one_d = args[0].count >= 0;
    // The texgen argument is only recorded; clamped like an index so that a huge constant
    // (1e40) converts to int without undefined behaviour.
    if (texgen) v.source.texgen = args[1].IsConst() ? ClampedIndex(args[1].k[0], 1 << 20) : 0;
    else v.source.texgen = f == "environment" ? 2 : f == "project" ? 1 : 0;
    if (args.size() == xform + 1) v.source.xform_step = StepOf(args[xform]);
    return v;
}

Val Compiler::Wrong(const Expr& e, const std::string& what) {
    Error(e.span, "'" + e.op + "' takes " + what);
    return Bad();
}

// Section VIII's varying functions. Sources (texture, environment, project, the lights)
// come back as a varying value; transform, lookup, blend, over and under as a varying
// value whose `strings[0]` names the framebuffer operation.
Val Compiler::CallVarying(const Expr& e, std::vector<Val>& args) {
    const std::string& f = e.op;
    if (f == "texture" || f == "environment" || f == "project") return CallTexture(e, args);
    Val v = VaryingColor();
    if (f == "ambient" || f == "diffuse" || f == "specular") {
        bool specular = f == "specular";
        if (specular && (args.size() != 1 || !IsParameter(args, 0, BaseType::kFloat)))
            return Wrong(e, "one parameter float exponent");
        if (!specular && !args.empty()) return Wrong(e, "no arguments");
        v.source.kind = f == "ambient" ? Source::Kind::kAmbient : specular ? Source::Kind::kSpecular : Source::Kind::kDiffuse;
        v.source.lights = Lights(f == "ambient" ? plan::LightKind::kAmbient : plan::LightKind::kDistant);
        if (specular) v.source.step = StepOf(args[0]);
        return v;
    }
    v.strings = {f};
    if (f == "transform") {
        if (args.size() != 1 || !IsParameter(args, 0, BaseType::kMatrix)) return Wrong(e, "one parameter matrix");
        v.step = StepOf(args[0]);
        return v;
    }
    if (f == "lookup") {
        if (args.size() != 1 || args[0].kind != Val::Kind::kNumeric || args[0].count < 1 ||
            args[0].base == BaseType::kMatrix || args[0].data == DataClass::kVarying)
            return Wrong(e, "one parameter float or color array");
        v.step = StepOf(args[0]);
        v.count = args[0].base == BaseType::kColor ? 4 : 1;
        v.channel = args[0].count;  // the table's length
        return v;
    }
    // blend, over, under: of a varying color (or a parameter color made varying).
    if (args.size() != 1) return Wrong(e, "one varying color");
    Val s = args[0];
    if (s.kind == Val::Kind::kVarying && !s.strings.empty())
        return Wrong(e, "a varying color, not the result of '" + s.strings[0] + "'");
    if (s.kind == Val::Kind::kVarying) {
        v.source = s.source;
        return v;
    }
    if (!Arithmetic(s, *e.args[0])) return Bad();
    s = Convert(s, BaseType::kColor, *e.args[0]);
    if (!s.Ok()) return Bad();
    v.source.kind = Source::Kind::kParameter;
    v.source.step = StepOf(s);
    return v;
}

}  // namespace tessera::lang::isl
