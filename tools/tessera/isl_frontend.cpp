// SPDX-License-Identifier: MIT
// ISL's scene options on the command line, turned into the API's (tessera::Light,
// CompileOptions::formals, tessera::SceneOptions); compiling and rendering are the API's
// (tessera::Compile, tessera::RenderScene).
//
//   tessera compile marble.isl --plan fused
//   tessera render marble.isl --scene torus --light ambient:0.2,0.2,0.2
//       --light distant:1,1,1:0.3,0.5,1 --param kd=0.8 -o marble.png
//
// A light is KIND:R,G,B[,A][:X,Y,Z]: ambient, distant (X,Y,Z the direction toward the light,
// default 0,0,1: the spec's light shining down the z axis turned by its shadermatrix) or
// point (X,Y,Z its position); or LIGHT.isl[:X,Y,Z], an ISL light shader whose result is the
// light's color per pixel and whose type gives the kind. --param NAME=V[,V...] sets a shader
// formal: a uniform one is folded into the compile, a parameter one is fed to the plan.
#include "isl_frontend.h"

#include <iostream>

#include "shared.h"

namespace tessera::tool {

namespace {

struct IslCommandOptions {
    std::string plan = "multipass";
    std::string scene = "sphere";
    std::vector<std::string> lights;
    std::string background = "0,0,0,1";
    std::string limits = "default";
};

IslCommandOptions& Options() {
    static IslCommandOptions options;
    return options;
}

}  // namespace

bool SetIslOptions(const std::vector<std::string>& params, CompileOptions& options) {
    const IslCommandOptions& o = Options();
    if (o.plan != "multipass" && o.plan != "fused") {
        std::cerr << "tessera: --plan expects multipass or fused, got '" << o.plan << "'\n";
        return false;
    }
    options.profile = o.plan;
    if (o.limits != "default" && o.limits != "minimum") {
        std::cerr << "tessera: --plan-limits expects default or minimum, got '" << o.limits
                  << "'\n";
        return false;
    }
    options.plan_limits = o.limits == "minimum" ? Limits::kMinimum : Limits::kDefault;
    for (const std::string& spec : o.lights) {
        std::optional<Light> light = ParseLight(spec);
        if (!light) {
            std::cerr << "tessera: --light expects ambient|distant|point:R,G,B[,A][:X,Y,Z] or "
                         "LIGHT.isl[:X,Y,Z] (an ISL light shader), got '"
                      << spec << "'\n";
            return false;
        }
        options.lights.push_back(std::move(*light));
    }
    for (const std::string& p : params) {
        if (!ParseFormal(p, options.formals)) {
            std::cerr << "tessera: --param expects NAME=V[,V...], got '" << p << "'\n";
            return false;
        }
    }
    return true;
}

void AddIslCompileOptions(CLI::App* command) {
    command->add_option("--plan", Options().plan, "ISL: the plan to print, multipass or fused")
        ->capture_default_str();
    command
        ->add_option(
            "--plan-limits", Options().limits,
            "ISL: the fragment-program limits the fused plan must fit, default (Mesa's) or minimum "
            "(the spec's); a shader that does not fit in one program is split")
        ->capture_default_str();
    command->add_option("--light", Options().lights,
                        "ISL: a scene light KIND:R,G,B[,A][:X,Y,Z] (repeatable)");
}

void AddIslRenderOptions(CLI::App* command) {
    IslCommandOptions& o = Options();
    command->add_option("--plan", o.plan, "ISL: run the multipass or the fused plan")
        ->capture_default_str();
    command->add_option("--scene", o.scene, "ISL: sphere, plane or torus")->capture_default_str();
    command->add_option(
        "--light", o.lights,
        "ISL: KIND:R,G,B[,A][:X,Y,Z] with KIND ambient, distant (X,Y,Z toward the light) or point "
        "(X,Y,Z its position), or LIGHT.isl[:X,Y,Z] (an ISL light shader); repeatable; default an "
        "ambient and a distant light");
    command->add_option("--background", o.background, "ISL: FB before the shader, R,G,B,A")
        ->capture_default_str();
    command
        ->add_option("--plan-limits", o.limits,
                     "ISL: default or minimum fragment-program limits for the fused plan")
        ->capture_default_str();
}

int RenderIsl(const std::string& file, const std::string& output, int width, int height,
              const std::vector<std::string>& params) {
    CompileOptions options;
    options.language = Language::kIsl;
    options.source_name = file;
    if (!SetIslOptions(params, options)) return 2;
    SceneOptions scene;
    scene.mesh = Options().scene;
    scene.width = width;
    scene.height = height;
    std::vector<float> background;
    if (!ParseFloats(Options().background, background) || background.size() != 4) {
        std::cerr << "tessera: --background expects R,G,B,A\n";
        return 2;
    }
    std::copy(background.begin(), background.end(), scene.background.begin());
    if (scene.mesh != "sphere" && scene.mesh != "plane" && scene.mesh != "torus") {
        std::cerr << "tessera: --scene expects sphere, plane or torus, got '" << scene.mesh
                  << "'\n";
        return 2;
    }
    const RenderResult picture = RenderScene(options, scene);
    std::cerr << picture.diagnostics_text;
    if (!picture.ok) return 1;
    return WritePicture(picture.image, file, output);
}

}  // namespace tessera::tool
