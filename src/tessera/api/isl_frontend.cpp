// SPDX-License-Identifier: MIT
// The ISL row, and RenderScene(): a shader to its pass plan (profile "multipass", the default
// for anything else, or "fused") for the scene's lights, and that plan run over a mesh.
//
// A scene light is a kind, a color and a vector; the plan reads them as the inputs
// "lightN.color" and "lightN.matrix", the light's shadermatrix: ISL's light shines down the z
// axis of its own space (SGI's ISL spec, "Lights"), so a distant light's direction is the
// matrix's third row and a point light's position its fourth. A light given by an ISL light
// shader takes its kind from the shader's type. The shader's formals are folded into the
// compile (uniform ones) and fed to the plan (varying ones) from CompileOptions::formals.
// A checked ISL shader is one that compiles.
#include "api/frontends.h"
#include "lang/isl/reader/compile.h"
#include "lang/isl/reader/parser.h"
#include "runtime/multipass/executor.h"
#include "lang/isl/plan/plan.h"
#include "runtime/raster/meshes.h"
#include "support/source.h"

namespace tessera::api_detail {

namespace {

namespace mp = runtime::multipass;  // the executor
namespace plan = lang::isl::plan;

// tessera render's scene when no light is given.
const Light kDefaultLights[] = {
    {Light::Kind::kAmbient, {0.2f, 0.2f, 0.2f, 1}, std::nullopt, ""},
    {Light::Kind::kDistant, {0.8f, 0.8f, 0.8f, 1}, std::array<float, 3>{-0.5f, 0.6f, 1}, ""},
};

// The kind of the light shader `shader` holds, read with the ISL parser.
std::optional<plan::LightKind> LightShaderKind(const std::string& text) {
    support::DiagnosticList ignored;
    for (const lang::isl::Function& f : lang::isl::Parse(text, ignored).functions) {
        if (f.type.shader == lang::isl::ShaderKind::kAmbientLight) return plan::LightKind::kAmbient;
        if (f.type.shader == lang::isl::ShaderKind::kDistantLight) return plan::LightKind::kDistant;
        if (f.type.shader == lang::isl::ShaderKind::kPointLight) return plan::LightKind::kPoint;
    }
    return std::nullopt;
}

plan::LightKind KindOf(Light::Kind kind) {
    switch (kind) {
        case Light::Kind::kAmbient:
            return plan::LightKind::kAmbient;
        case Light::Kind::kPoint:
            return plan::LightKind::kPoint;
        case Light::Kind::kDistant:
            break;
    }
    return plan::LightKind::kDistant;
}

// The compile's options and the plan's inputs for the lights and formals of `options`.
struct IslSetup {
    lang::isl::CompileOptions compile;
    plan::Inputs inputs;
};

// Adds light N: its kind (and shader) to the compile, its color and matrix to the inputs.
// Returns an error message, or "" when it is fine.
std::string AddLight(const Light& light, IslSetup& setup) {
    lang::isl::CompileOptions::LightShader shader;
    plan::LightKind kind = KindOf(light.kind);
    std::array<float, 4> color = light.color;
    if (!light.shader.empty()) {
        shader.source_name = light.shader;
        if (!support::ReadFile(light.shader, shader.text))
            return light.shader + ": error: cannot read file";
        std::optional<plan::LightKind> declared = LightShaderKind(shader.text);
        if (!declared) return light.shader + ": error: not an ISL light shader";
        kind = *declared;
        color = {1, 1, 1, 1};
    }
    const std::array<float, 3> vector = light.vector.value_or(
        std::array<float, 3>{0, 0, kind == plan::LightKind::kPoint ? 2.0f : 1.0f});
    std::vector<float> matrix{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    const std::size_t row = kind == plan::LightKind::kPoint ? 12 : 8;
    std::copy(vector.begin(), vector.end(), matrix.begin() + static_cast<long>(row));
    const std::string prefix = "light" + std::to_string(setup.compile.lights.size());
    setup.compile.lights.push_back(kind);
    setup.compile.light_shaders.push_back(std::move(shader));
    setup.inputs[prefix + ".color"] = std::vector<float>(color.begin(), color.end());
    setup.inputs[prefix + ".matrix"] = matrix;
    return "";
}

// Fills `setup` from `options`; the error's text (a diagnostic line) or "".
std::string MakeSetup(const CompileOptions& options, IslSetup& setup) {
    lang::isl::CompileOptions& isl = setup.compile;
    isl.source_name = options.source_name;
    if (options.source_text) {
        isl.text = *options.source_text;
    } else if (!support::ReadFile(options.source_name, isl.text)) {
        return options.source_name + ": error: cannot read file";
    }
    isl.plan = options.profile == "fused" ? plan::PlanKind::kFused : plan::PlanKind::kMultipass;
    isl.limits = options.plan_limits == Limits::kMinimum ? lang::arbasm::fragment::Limits::Minimum()
                                                         : lang::arbasm::fragment::Limits::Default();
    const std::span<const Light> lights =
        options.lights.empty() ? std::span<const Light>(kDefaultLights) : options.lights;
    for (const Light& light : lights)
        if (std::string error = AddLight(light, setup); !error.empty()) return error;
    for (const auto& [name, values] : options.formals) {
        isl.uniform_params[name] = values;
        setup.inputs[name] = values;
    }
    return "";
}

// Compiles with `setup`; the result's diagnostics and verdict are set, the plan returned.
std::optional<plan::Plan> CompileWith(const CompileOptions& options, const IslSetup& setup,
                                    CompileResult& result) {
    lang::isl::CompileResult compiled = lang::isl::CompileIsl(setup.compile);
    const std::size_t errors = compiled.ok ? 0 : 1;  // the ISL compiler stops at its first
    result = StartResult(options, std::move(compiled.diagnostics), errors, 0);
    result.source_files = {options.source_name};
    if (!compiled.ok) return std::nullopt;
    for (const std::string& name : compiled.parameters) {
        Variable v;
        v.kind = VariableKind::kUniform;
        v.name = name;
        v.binding = "plan input " + name;
        v.referenced = true;
        result.variables.push_back(std::move(v));
    }
    result.ok = true;
    return std::move(compiled.plan);
}

// A formal given a number of values its plan input does not take; "" when all fit.
std::string CheckFormals(const plan::Plan& plan, const plan::Inputs& inputs, const std::string& file) {
    for (const plan::ValueStep& step : plan.values) {
        auto it = inputs.find(step.name);
        if (step.op == plan::ValueOp::kInput && it != inputs.end() &&
            it->second.size() != step.constant.size())
            return file + ": error: formal '" + step.name + "' takes " +
                   std::to_string(step.constant.size()) +
                   (step.constant.size() == 1 ? " value" : " values") + ", got " +
                   std::to_string(it->second.size());
    }
    return "";
}

RenderResult RenderFailure(std::string message) {
    RenderResult out;
    out.diagnostics_text = message.empty() || message.back() == '\n' ? message : message + "\n";
    out.diagnostics = ParseDiagnostics(out.diagnostics_text);
    return out;
}

}  // namespace

CompileResult CompileIsl(const CompileOptions& options) {
    IslSetup setup;
    if (std::string error = MakeSetup(options, setup); !error.empty())
        return StartResult(options, error + "\n", 1, 0);
    CompileResult result;
    if (std::optional<plan::Plan> plan = CompileWith(options, setup, result))
        result.plan = plan::PrintPlan(*plan);
    return result;
}

CompileResult CheckIsl(const CompileOptions& options) {
    CompileResult result = CompileIsl(options);
    result.plan.clear();
    result.variables.clear();
    return result;
}

}  // namespace tessera::api_detail

namespace tessera {

using namespace api_detail;

RenderResult RenderScene(const CompileOptions& options, const SceneOptions& scene) {
    if (options.language != Language::kIsl)
        return RenderFailure(options.source_name +
                             ": error: only ISL shaders are rendered on a scene");
    const std::optional<std::vector<runtime::raster::Vertex>> mesh =
        runtime::raster::MeshByName(scene.mesh);
    if (!mesh)
        return RenderFailure("error: unknown mesh '" + scene.mesh + "' (sphere, plane or torus)");
    if (scene.width < 1 || scene.height < 1 || scene.width > 8192 || scene.height > 8192)
        return RenderFailure("error: the image must be 1 to 8192 pixels on each side");
    IslSetup setup;
    if (std::string error = MakeSetup(options, setup); !error.empty()) return RenderFailure(error);
    CompileResult compiled;
    const std::optional<plan::Plan> plan = CompileWith(options, setup, compiled);
    if (!plan) return RenderFailure(compiled.diagnostics_text);
    if (std::string error = CheckFormals(*plan, setup.inputs, options.source_name); !error.empty())
        return RenderFailure(error);
    mp::ExecuteOptions run;
    run.width = scene.width;
    run.height = scene.height;
    run.background = {scene.background[0], scene.background[1], scene.background[2],
                      scene.background[3]};
    run.inputs = setup.inputs;
    std::vector<std::string> dirs = scene.image_dirs;
    if (dirs.empty()) {
        const std::size_t slash = options.source_name.rfind('/');
        dirs = {slash == std::string::npos ? "." : options.source_name.substr(0, slash), "."};
    }
    run.load_image = mp::DirectoryImageLoader(dirs);
    const mp::ExecuteResult image = mp::Execute(*plan, *mesh, run);
    if (!image.ok) return RenderFailure(options.source_name + ": error: " + image.error);
    RenderResult out;
    out.ok = true;
    out.image.width = scene.width;
    out.image.height = scene.height;
    out.image.rgba = FlipRows(mp::ToRgba8(image.color), scene.width, scene.height);
    return out;
}

}  // namespace tessera
