// SPDX-License-Identifier: MIT
// The ISL driver: parse, check and run (compiler.h), then build the requested plan.
#include "lang/isl/reader/compile.h"

#include "lang/isl/reader/backends.h"
#include "lang/isl/reader/compiler.h"
#include "lang/isl/reader/parser.h"
#include "support/diagnostic.h"
#include "support/source.h"

namespace tessera::lang::isl {

namespace {

// Drops the value steps no pass needs (constants of branches not taken, the checking runs
// of functions) and renumbers the rest; inputs stay, they are the shader's interface.
void PruneSteps(plan::Plan& plan) {
    std::vector<bool> used(plan.values.size(), false);
    auto use = [&](int step) {
        if (step >= 0 && static_cast<std::size_t>(step) < used.size()) used[static_cast<std::size_t>(step)] = true;
    };
    for (const plan::Pass& pass : plan.passes) {
        if (pass.kind != plan::PassKind::kDraw && pass.kind != plan::PassKind::kSave) use(pass.step);
        for (const plan::LocalBinding& b : pass.locals) use(b.step);
        for (const plan::TextureBinding& t : pass.textures)
            if (t.source == plan::TextureSource::kLookupTable) use(t.step);
    }
    for (std::size_t i = plan.values.size(); i-- > 0;) {
        if (plan.values[i].op == plan::ValueOp::kInput) used[i] = true;
        if (used[i])
            for (int a : plan.values[i].args) use(a);
    }
    std::vector<int> renumber(plan.values.size(), -1);
    std::vector<plan::ValueStep> kept;
    for (std::size_t i = 0; i < plan.values.size(); ++i) {
        if (!used[i]) continue;
        renumber[i] = static_cast<int>(kept.size());
        kept.push_back(std::move(plan.values[i]));
        for (int& a : kept.back().args) a = renumber[static_cast<std::size_t>(a)];
    }
    plan.values = std::move(kept);
    for (plan::Pass& pass : plan.passes) {
        if (pass.kind != plan::PassKind::kDraw && pass.kind != plan::PassKind::kSave) pass.step = renumber[static_cast<std::size_t>(pass.step)];
        for (plan::LocalBinding& b : pass.locals) b.step = renumber[static_cast<std::size_t>(b.step)];
        for (plan::TextureBinding& t : pass.textures)
            if (t.source == plan::TextureSource::kLookupTable) t.step = renumber[static_cast<std::size_t>(t.step)];
    }
}


// Parses and checks one light shader on its own (for its diagnostics); its shader function
// and kind when it is a light.
const Function* CheckLight(const CompileOptions::LightShader& light, const Unit& unit, support::DiagnosticList& diags,
                           plan::LightKind& kind) {
    CompileInput alone{light.text, {}, {}, {}};
    Compiler checker(alone, diags);
    if (!diags.HasErrors()) checker.Run(unit);
    for (const Function& f : unit.functions) {
        if (f.type.shader == ShaderKind::kNone) continue;
        if (f.type.shader == ShaderKind::kSurface || f.type.shader == ShaderKind::kAtmosphere) {
            diags.Error(f.name_span.offset, f.name_span.length, "a light needs an ambientlight, distantlight or pointlight shader");
            return nullptr;
        }
        kind = f.type.shader == ShaderKind::kAmbientLight ? plan::LightKind::kAmbient
             : f.type.shader == ShaderKind::kDistantLight ? plan::LightKind::kDistant : plan::LightKind::kPoint;
        return &f;
    }
    return nullptr;
}

}  // namespace

CompileResult CompileIsl(const CompileOptions& options) {
    CompileResult result;
    CompileInput input{options.text, options.lights, options.uniform_params, {}};
    std::vector<Unit> light_units(options.light_shaders.size());
    bool lights_ok = true;
    for (std::size_t i = 0; i < options.light_shaders.size(); ++i) {
        const CompileOptions::LightShader& light = options.light_shaders[i];
        input.light_shaders.emplace_back();
        if (light.text.empty()) continue;
        support::SourceFile light_source(light.source_name, light.text);
        support::DiagnosticList light_diags;
        light_units[i] = Parse(light_source.Text(), light_diags);
        plan::LightKind kind = plan::LightKind::kDistant;
        const Function* shader = CheckLight(light, light_units[i], light_diags, kind);
        result.diagnostics += support::FormatDiagnostics(light_source, light_diags);
        if (light_diags.HasErrors() || !shader) {
            lights_ok = false;
            continue;
        }
        if (i < input.lights.size()) input.lights[i] = kind;
        input.light_shaders.back() = {&light_units[i], shader, light.text};
    }
    support::SourceFile source(options.source_name, options.text);
    support::DiagnosticList diags;
    Unit unit = Parse(source.Text(), diags);
    Compiler compiler(input, diags);
    if (!diags.HasErrors() && lights_ok) compiler.Run(unit);
    result.diagnostics += support::FormatDiagnostics(source, diags);
    if (diags.HasErrors() || !lights_ok) return result;
    plan::Plan& plan = result.plan;
    plan.kind = options.plan;
    plan.shader = compiler.ShaderName();
    plan.values = std::move(compiler.Steps());
    plan.saved_images = options.plan == plan::PlanKind::kMultipass ? compiler.Images() : 0;
    if (options.plan == plan::PlanKind::kMultipass) {
        BuildMultipass(compiler.Ops(), plan);
    } else if (std::size_t failed = 0; !BuildFused(compiler.Ops(), compiler.Images(), options.limits, plan, failed)) {
        const Span& at = compiler.Ops()[failed].span;
        support::DiagnosticList limit;
        limit.Error(at.offset, at.length, "this statement does not fit in one fragment program under the limits");
        result.diagnostics += support::FormatDiagnostics(source, limit);
        return result;
    }
    PruneSteps(plan);
    result.parameters = compiler.ParameterNames();
    result.ok = true;
    return result;
}

}  // namespace tessera::lang::isl
