// SPDX-License-Identifier: MIT
// Helpers shared by the ISL tests: compile a shader text and run its plan on a scene.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "lang/isl/reader/compile.h"
#include "runtime/multipass/executor.h"
#include "runtime/raster/meshes.h"

namespace tessera::lang::isl::testing {

namespace mp = runtime::multipass;

struct Light {
    plan::LightKind kind;
    std::vector<float> color;
    std::vector<float> vec;  ///< distant: toward the light; point: position
};

struct Render {
    CompileResult compiled;
    mp::ExecuteResult image;
    int width = 32;
    int height = 32;
    support::Vec4 At(int x, int y) const { return image.color[static_cast<std::size_t>(y * width + x)]; }
};

inline Render RenderIsl(const std::string& text, plan::PlanKind plan, const std::string& scene = "sphere",
                        const std::vector<Light>& lights = {}, const plan::Inputs& params = {}, int size = 32,
                        const std::string& image_dir = ".",
                        const std::vector<CompileOptions::LightShader>& light_shaders = {}) {
    Render r;
    r.width = r.height = size;
    CompileOptions options;
    options.source_name = "test.isl";
    options.text = text;
    options.plan = plan;
    mp::ExecuteOptions run;
    run.width = run.height = size;
    run.inputs = params;
    for (std::size_t i = 0; i < lights.size(); ++i) {
        options.lights.push_back(lights[i].kind);
        std::vector<float> m{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
        int row = lights[i].kind == plan::LightKind::kPoint ? 12 : 8;
        for (std::size_t k = 0; k < lights[i].vec.size(); ++k) m[row + k] = lights[i].vec[k];
        run.inputs["light" + std::to_string(i) + ".color"] = lights[i].color;
        run.inputs["light" + std::to_string(i) + ".matrix"] = m;
    }
    for (const auto& [name, value] : params) options.uniform_params[name] = value;
    options.light_shaders = light_shaders;
    r.compiled = CompileIsl(options);
    if (!r.compiled.ok) return r;
    run.load_image = mp::DirectoryImageLoader({image_dir});
    auto mesh = runtime::raster::MeshByName(scene);
    r.image = mp::Execute(r.compiled.plan, *mesh, run);
    return r;
}

/// Expects `options` to fail to compile with a diagnostic containing `error`.
inline void ExpectRejected(const CompileOptions& options, const std::string& error) {
    CompileResult result = CompileIsl(options);
    EXPECT_FALSE(result.ok);
    EXPECT_NE(result.diagnostics.find(error), std::string::npos) << result.diagnostics;
}

}  // namespace tessera::lang::isl::testing
