// ISL on the command line: compile a shader to a plan and print it, or run the plan over a
// scene (sphere, plane, torus) with lights and parameters and write a PNG.
//
//   tessera compile marble.isl --plan fused
//   tessera render marble.isl --scene torus --light ambient:0.2,0.2,0.2
//       --light distant:1,1,1:0.3,0.5,1 --param kd=0.8 -o marble.png
//
// A light is KIND:R,G,B[,A][:X,Y,Z]: ambient, distant (X,Y,Z the direction toward the light,
// default 0,0,1: the spec's light shining down the z axis turned by its shadermatrix) or
// point (X,Y,Z its position); or LIGHT.isl[:X,Y,Z], an ISL light shader whose result is the
// light's color per pixel and whose type gives the kind. --param NAME=V[,V...] sets a shader formal: a uniform one is
// folded into the compile, a parameter one is fed to the plan's parameter program.
#include "isl_frontend.h"

#include <cmath>
#include <fstream>
#include <iostream>
#include <sstream>

#include "lang/isl/compile.h"
#include "lang/isl/parser.h"
#include "runtime/multipass/executor.h"
#include "runtime/raster/image_io.h"
#include "runtime/raster/meshes.h"
#include "support/source.h"

namespace tessera::tool {

namespace {

namespace mp = runtime::multipass;

struct IslOptions {
    std::string plan = "multipass";
    std::string scene = "sphere";
    std::vector<std::string> lights;
    std::vector<std::string> params;
    std::string background = "0,0,0,1";
    std::string limits = "default";
};

IslOptions& Options() {
    static IslOptions options;
    return options;
}

bool ParseFloats(const std::string& text, std::vector<float>& out) {
    out.clear();
    std::stringstream in(text);
    for (std::string part; std::getline(in, part, ',');) {
        char* end = nullptr;
        float v = std::strtof(part.c_str(), &end);
        if (part.empty() || *end != '\0') return false;
        out.push_back(v);
    }
    return !out.empty();
}

struct Setup {
    std::vector<mp::LightKind> kinds;
    std::vector<lang::isl::CompileOptions::LightShader> light_shaders;
    mp::Inputs inputs;
    std::map<std::string, std::vector<float>> uniform_params;
    mp::PlanKind plan = mp::PlanKind::kMultipass;
};

// The kind of the light shader in `path` ("" if it has none), read with the ISL parser.
std::string LightShaderKind(const std::string& path, lang::isl::CompileOptions::LightShader& shader) {
    shader.source_name = path;
    if (!support::ReadFile(path, shader.text)) return "";
    support::DiagnosticList ignored;
    for (const lang::isl::Function& f : lang::isl::Parse(shader.text, ignored).functions) {
        if (f.type.shader == lang::isl::ShaderKind::kAmbientLight) return "ambient";
        if (f.type.shader == lang::isl::ShaderKind::kDistantLight) return "distant";
        if (f.type.shader == lang::isl::ShaderKind::kPointLight) return "point";
    }
    return "";
}

// One --light: its kind, and its color and matrix as the plan's inputs.
bool AddLight(const std::string& spec, Setup& setup) {
    std::size_t colon = spec.find(':');
    std::string kind = spec.substr(0, colon);
    std::vector<std::string> parts;
    std::stringstream in(colon == std::string::npos ? "" : spec.substr(colon + 1));
    for (std::string p; std::getline(in, p, ':');) parts.push_back(p);
    setup.light_shaders.emplace_back();
    if (kind.ends_with(".isl")) {
        kind = LightShaderKind(kind, setup.light_shaders.back());
        if (kind.empty()) return false;
        parts.insert(parts.begin(), "1,1,1,1");
    }
    std::vector<float> color{1, 1, 1, 1}, vec{0, 0, kind == "point" ? 2.0f : 1.0f};
    if (!parts.empty() && (!ParseFloats(parts[0], color) || (color.size() != 3 && color.size() != 4))) return false;
    if (color.size() == 3) color.push_back(1);
    if (parts.size() > 1 && (!ParseFloats(parts[1], vec) || vec.size() != 3)) return false;
    if (parts.size() > 2) return false;
    std::vector<float> matrix{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    mp::LightKind k;
    if (kind == "ambient") k = mp::LightKind::kAmbient;
    else if (kind == "distant") k = mp::LightKind::kDistant;
    else if (kind == "point") k = mp::LightKind::kPoint;
    else return false;
    // The light's shadermatrix: row 2 carries the direction (the z axis turned), row 3 the
    // position (the origin moved), as the plan's light snippets read them.
    for (int i = 0; i < 3; ++i) matrix[static_cast<std::size_t>((k == mp::LightKind::kPoint ? 12 : 8) + i)] = vec[static_cast<std::size_t>(i)];
    std::string prefix = "light" + std::to_string(setup.kinds.size());
    setup.kinds.push_back(k);
    setup.inputs[prefix + ".color"] = color;
    setup.inputs[prefix + ".matrix"] = matrix;
    return true;
}

bool MakeSetup(Setup& setup) {
    const IslOptions& o = Options();
    if (o.plan == "fused") setup.plan = mp::PlanKind::kFused;
    else if (o.plan != "multipass") {
        std::cerr << "tessera: --plan expects multipass or fused, got '" << o.plan << "'\n";
        return false;
    }
    std::vector<std::string> lights = o.lights;
    if (lights.empty()) lights = {"ambient:0.2,0.2,0.2", "distant:0.8,0.8,0.8:-0.5,0.6,1"};
    for (const std::string& l : lights) {
        if (!AddLight(l, setup)) {
            std::cerr << "tessera: --light expects ambient|distant|point:R,G,B[,A][:X,Y,Z] or LIGHT.isl[:X,Y,Z] (an "
                         "ISL light shader), got '"
                      << l << "'\n";
            return false;
        }
    }
    for (const std::string& p : o.params) {
        std::size_t eq = p.find('=');
        std::vector<float> values;
        if (eq == std::string::npos || eq == 0 || !ParseFloats(p.substr(eq + 1), values)) {
            std::cerr << "tessera: --param expects NAME=V[,V...], got '" << p << "'\n";
            return false;
        }
        setup.uniform_params[p.substr(0, eq)] = values;
        setup.inputs[p.substr(0, eq)] = values;
    }
    return true;
}

std::optional<lang::isl::CompileResult> Compile(const std::string& file, const Setup& setup) {
    lang::isl::CompileOptions options;
    options.source_name = file;
    if (!support::ReadFile(file, options.text)) {
        std::cerr << file << ": error: cannot read file\n";
        return std::nullopt;
    }
    options.plan = setup.plan;
    auto limits = lang::arbfp::Limits::ByName(Options().limits);
    if (!limits) {
        std::cerr << "tessera: --plan-limits expects default or minimum, got '" << Options().limits << "'\n";
        return std::nullopt;
    }
    options.limits = *limits;
    options.lights = setup.kinds;
    options.light_shaders = setup.light_shaders;
    options.uniform_params = setup.uniform_params;
    lang::isl::CompileResult result = lang::isl::CompileIsl(options);
    std::cerr << result.diagnostics;
    if (!result.ok) return std::nullopt;
    return result;
}

}  // namespace

void AddIslCompileOptions(CLI::App* command) {
    command->add_option("--plan", Options().plan, "ISL: the plan to print, multipass or fused")->capture_default_str();
    command->add_option("--plan-limits", Options().limits,
                        "ISL: the fragment-program limits the fused plan must fit, default (Mesa's) or minimum "
                        "(the spec's); a shader that does not fit in one program is split")
        ->capture_default_str();
    command->add_option("--light", Options().lights, "ISL: a scene light KIND:R,G,B[,A][:X,Y,Z] (repeatable)");
}

void AddIslRenderOptions(CLI::App* command) {
    IslOptions& o = Options();
    command->add_option("--plan", o.plan, "ISL: run the multipass or the fused plan")->capture_default_str();
    command->add_option("--scene", o.scene, "ISL: sphere, plane or torus")->capture_default_str();
    command->add_option("--light", o.lights,
                        "ISL: KIND:R,G,B[,A][:X,Y,Z] with KIND ambient, distant (X,Y,Z toward the light) or point "
                        "(X,Y,Z its position), or LIGHT.isl[:X,Y,Z] (an ISL light shader); repeatable; default an "
                        "ambient and a distant light");
    command->add_option("--background", o.background, "ISL: FB before the shader, R,G,B,A")->capture_default_str();
    command->add_option("--plan-limits", o.limits, "ISL: default or minimum fragment-program limits for the fused plan")
        ->capture_default_str();
}

int CompileIsl(const std::string& file, const std::string& output) {
    Setup setup;
    if (!MakeSetup(setup)) return 2;
    auto result = Compile(file, setup);
    if (!result) return 1;
    std::string listing = mp::PrintPlan(result->plan);
    if (output.empty() || output == "-") {
        std::cout << listing;
        return 0;
    }
    std::ofstream out(output, std::ios::binary);
    out << listing;
    return out ? 0 : 2;
}

int RenderIsl(const std::string& file, const std::string& output, int width, int height,
              const std::vector<std::string>& params) {
    Options().params = params;
    Setup setup;
    if (!MakeSetup(setup)) return 2;
    auto mesh = runtime::raster::MeshByName(Options().scene);
    if (!mesh) {
        std::cerr << "tessera: --scene expects sphere, plane or torus, got '" << Options().scene << "'\n";
        return 2;
    }
    mp::ExecuteOptions run;
    std::vector<float> background;
    if (!ParseFloats(Options().background, background) || background.size() != 4) {
        std::cerr << "tessera: --background expects R,G,B,A\n";
        return 2;
    }
    auto result = Compile(file, setup);
    if (!result) return 1;
    for (const mp::ValueStep& step : result->plan.values) {
        auto it = setup.inputs.find(step.name);
        if (step.op == mp::ValueOp::kInput && it != setup.inputs.end() && it->second.size() != step.constant.size()) {
            std::cerr << "tessera: --param " << step.name << " needs " << step.constant.size() << " values\n";
            return 2;
        }
    }
    run.width = width;
    run.height = height;
    run.background = {background[0], background[1], background[2], background[3]};
    run.inputs = setup.inputs;
    std::string dir = file.find('/') == std::string::npos ? "." : file.substr(0, file.rfind('/'));
    run.load_image = mp::DirectoryImageLoader({dir, "."});
    mp::ExecuteResult image = mp::Execute(result->plan, *mesh, run);
    if (!image.ok) {
        std::cerr << file << ": error: " << image.error << "\n";
        return 1;
    }
    std::string out = output;
    if (out.empty()) out = file.substr(0, file.rfind('.')) + ".png";
    std::string error;
    if (!runtime::raster::WritePng(out, width, height, mp::ToRgba8(image.color), runtime::raster::RowOrder::kBottomUp, &error)) {
        std::cerr << out << ": error: " << error << "\n";
        return 2;
    }
    std::cout << out << "\n";
    return 0;
}

}  // namespace tessera::tool
