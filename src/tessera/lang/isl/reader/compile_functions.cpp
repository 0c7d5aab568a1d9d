// SPDX-License-Identifier: MIT
// Functions and shaders (section XI): the unit's functions are checked once each (with
// their formals' initial values, emitting nothing), then the one shader runs for real.
// Calls inline: the callee sees only the predefined names and its own formals (static
// scoping), and a varying function's result is FB when it ends (or what it returns).
#include <algorithm>

#include "lang/isl/reader/compiler.h"

namespace tessera::lang::isl {

namespace {

constexpr int kMaxCallDepth = 16;
constexpr std::size_t kMaxCalls = 100000;  ///< every call inlines: bound the work

const char* ShaderKindName(ShaderKind kind) {
    static const char* names[] = {"", "surface", "atmosphere", "ambientlight", "distantlight", "pointlight"};
    return names[static_cast<int>(kind)];
}

}  // namespace

void Compiler::CheckReturns(const Function& f) {
    if (f.type.data == DataClass::kVarying) return;  // return is optional (section XI)
    if (f.body.empty() || f.body.back()->kind != StmtKind::kReturn)
        Error(f.name_span, "function '" + f.name + "' must end with 'return value;'");
}

Val Compiler::CallUser(const Expr& e, const Function& f, std::vector<Val>& args) {
    if (f.type.shader != ShaderKind::kNone) {
        Error(e.span, std::string("'") + f.name + "' is a " + ShaderKindName(f.type.shader) + " shader and cannot be called");
        return Bad();
    }
    if (e.args.size() != f.params.size()) {
        Error(e.span, "'" + f.name + "' takes " + Counted(f.params.size(), "argument") + ", not " +
                          std::to_string(e.args.size()));
        return Bad();
    }
    // Its body's errors were reported when it was checked: running it again would repeat them.
    if (failed_.count(&f)) return Bad();
    if (call_depth_ >= kMaxCallDepth) {
        Error(e.span, "calls nested too deeply (is '" + f.name + "' recursive?)");
        return Bad();
    }
    if (++calls_ > kMaxCalls) {
        if (calls_ == kMaxCalls + 1) Error(e.span, "too many function calls to inline");
        return Bad();
    }
    for (const ExprPtr& a : e.args) {
        args.push_back(Eval(*a));
        if (!args.back().Ok()) return Bad();
    }
    auto saved_scopes = std::move(scopes_);
    scopes_ = {saved_scopes.front(), {}};
    bool ok = true;
    for (std::size_t i = 0; i < f.params.size(); ++i) {
        Declaration formal;
        formal.type = f.params[i].type;
        formal.name = f.params[i].name;
        formal.name_span = e.args[i]->span;
        formal.is_array = f.params[i].is_array;
        std::size_t before = diags_.ErrorCount();
        Declare(formal, true, &args[i]);
        ok = ok && diags_.ErrorCount() == before;
    }
    Val result;
    Val* saved_return = return_value_;
    return_value_ = &result;
    ++call_depth_;
    if (ok) RunBody(f.body, f);
    --call_depth_;
    return_value_ = saved_return;
    saved_scopes.front() = scopes_.front();
    scopes_ = std::move(saved_scopes);
    if (f.type.data == DataClass::kVarying) {
        if (!result.Ok()) {
            result.kind = Val::Kind::kVarying;
            result.data = DataClass::kVarying;
            result.base = BaseType::kColor;
            result.source.kind = Source::Kind::kFramebuffer;
        }
        result.strings = {"call"};
    }
    return result;
}

// Runs `f` with its formals at their initial values (for checking, and for the shader).
void Compiler::RunFunction(const Function& f, const std::string& input_prefix) {
    scopes_.resize(1);
    scopes_.emplace_back();
    bool shader = f.type.shader != ShaderKind::kNone;
    for (const Declaration& d : f.params) {
        auto override_value = input_.uniform_params.find(input_prefix + d.name);
        if (shader && live_ && d.type.data == DataClass::kParameter && d.init) {
            Val init = Eval(*d.init);
            std::size_t before = diags_.ErrorCount();
            Declare(d, true);
            Variable* var = scopes_.back().count(d.name) ? &scopes_.back()[d.name] : nullptr;
            if (!var || diags_.ErrorCount() != before || !init.Ok()) continue;
            if (!var->value.IsConst()) {
                Error(d.init->span, "a shader parameter's default must be a constant");
                continue;
            }
            plan::ValueStep input{plan::ValueOp::kInput, {}, var->value.k, input_prefix + d.name, 1};
            steps_.push_back(std::move(input));
            var->value.step = static_cast<int>(steps_.size()) - 1;
            parameter_names_.push_back(input_prefix + d.name);
        } else if (shader && live_ && override_value != input_.uniform_params.end() && d.type.base != BaseType::kString) {
            Declare(d, true);
            Variable* var = scopes_.back().count(d.name) ? &scopes_.back()[d.name] : nullptr;
            if (var && var->value.Ok() && var->value.IsConst() && var->value.k.size() == override_value->second.size())
                var->value.k = override_value->second;
            else if (var) Error(d.name_span, "--param " + d.name + " has the wrong number of values");
        } else {
            Declare(d, true);
        }
    }
    Val result;
    return_value_ = &result;
    RunBody(f.body, f);
    return_value_ = nullptr;
    if (shader && result.Ok() && result.kind == Val::Kind::kVarying && result.source.kind != Source::Kind::kFramebuffer) {
        VOp op;
        op.source = result.source;
        op.comment = "return";
        Emit(op);
    }
}

void Compiler::Run(const Unit& unit) {
    std::map<std::string, Variable> predefined;
    predefined["pi"].value = Number(3.14159265358979f);
    Variable& shadermatrix = predefined["shadermatrix"];
    shadermatrix.data = DataClass::kParameter;
    shadermatrix.base = BaseType::kMatrix;
    steps_.push_back({plan::ValueOp::kInput, {}, {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}, "shadermatrix", 1});
    shadermatrix.value.kind = Val::Kind::kNumeric;
    shadermatrix.value.data = DataClass::kParameter;
    shadermatrix.value.base = BaseType::kMatrix;
    shadermatrix.value.step = 0;
    scopes_ = {predefined};

    const Function* shader = nullptr;
    for (const Function& f : unit.functions) {
        if (functions_.count(f.name)) Error(f.name_span, "function '" + f.name + "' is already defined");
        else functions_[f.name] = &f;
        if (f.type.shader == ShaderKind::kNone) continue;
        if (shader) Error(f.name_span, "a file defines one shader; '" + shader->name + "' came first");
        else shader = &f;
    }
    for (const Function& f : unit.functions) {
        CheckReturns(f);
        if (f.type.shader != ShaderKind::kNone) continue;
        live_ = false;
        const std::size_t before = diags_.ErrorCount();
        RunFunction(f);
        if (diags_.ErrorCount() != before) failed_.insert(&f);
    }
    if (!shader) {
        if (!diags_.HasErrors())
            diags_.Error(0, 1, "no shader in this file (a surface, atmosphere, ambientlight, distantlight or pointlight function)");
        return;
    }
    shader_name_ = shader->name;
    live_ = true;
    ops_.clear();
    RunLightShaders();
    RunFunction(*shader);
}

// Each ISL light shader runs before the surface, inside a save and restore of FB: its
// result is kept as a varying variable that ambient(), diffuse() and specular() read as
// that light's color per pixel. Its `shadermatrix` is the light's matrix input, and its
// parameter formals are inputs named "lightN.NAME".
void Compiler::RunLightShaders() {
    Lights(plan::LightKind::kAmbient);  // creates the lights' inputs
    light_images_.assign(input_.lights.size(), -1);
    auto surface_functions = functions_;
    Val surface_matrix = scopes_[0]["shadermatrix"].value;
    for (std::size_t i = 0; i < input_.light_shaders.size() && i < input_.lights.size(); ++i) {
        const LightUnit& light = input_.light_shaders[i];
        if (!light.unit || !light.shader) continue;
        functions_.clear();
        for (const Function& f : light.unit->functions) functions_.emplace(f.name, &f);
        text_ = light.text;
        scopes_.resize(1);
        scopes_[0]["shadermatrix"].value.step = light_steps_[i].second;
        std::string prefix = "light" + std::to_string(i) + ".", label = "light " + std::to_string(i) + ": ";
        int keep = images_++;
        Emit(VOp::Simple(VOp::Kind::kSave, label + "save FB", keep));
        RunFunction(*light.shader, prefix);
        int result = images_++;
        Emit(VOp::Simple(VOp::Kind::kSave, label + "its result", result));
        VOp restore;
        restore.source.kind = Source::Kind::kImage;
        restore.source.image = keep;
        restore.comment = label + "restore FB";
        Emit(restore);
        light_images_[i] = result;
    }
    functions_ = std::move(surface_functions);
    text_ = input_.text;
    scopes_.resize(1);
    scopes_[0]["shadermatrix"].value = surface_matrix;
}

}  // namespace tessera::lang::isl
