// SPDX-License-Identifier: MIT
// Compiling an ISL shader to a rendering plan (lang/isl/plan/plan.h).
//
//   CompileOptions o;  o.source_name = "marble.isl";  o.text = ...;
//   CompileResult r = CompileIsl(o);   // r.diagnostics, r.plan
//
// The shader's uniform values are folded now (a --param on a uniform formal needs this
// compile again); its parameter formals become inputs of the plan's parameter program,
// set per draw without recompiling.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "lang/common/arbasm/fragment_limits.h"
#include "lang/isl/plan/plan.h"

namespace tessera::lang::isl {

struct CompileOptions {
    std::string source_name = "<input>";
    std::string text;
    plan::PlanKind plan = plan::PlanKind::kMultipass;
    /// The fragment-program limits the fused plan's programs must fit.
    lang::arbasm::fragment::Limits limits = lang::arbasm::fragment::Limits::Default();
    /// The lights of the scene, in order: their colors and matrices are the inputs
    /// "lightN.color" and "lightN.matrix" (N from 0).
    std::vector<plan::LightKind> lights;
    /// ISL light shaders (ambientlight, distantlight, pointlight), one per light or fewer; an
    /// entry with text replaces light N's color input by the shader's result per pixel, and
    /// its kind by the shader's type. Its parameter formals are inputs "lightN.NAME".
    struct LightShader {
        std::string source_name;
        std::string text;
    };
    std::vector<LightShader> light_shaders;
    /// Values of the shader's uniform formals (by name); their defaults otherwise.
    std::map<std::string, std::vector<float>> uniform_params;
};

struct CompileResult {
    bool ok = false;
    std::string diagnostics;  ///< formatted "file:line:col: error: ..." with carets
    plan::Plan plan;
    std::vector<std::string> parameters;  ///< the shader's parameter formals (plan inputs)
};

CompileResult CompileIsl(const CompileOptions& options);

}  // namespace tessera::lang::isl
