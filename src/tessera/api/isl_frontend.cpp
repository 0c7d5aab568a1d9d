// The ISL row: a shader to its pass plan (profile "multipass", the default for anything else,
// or "fused"), lit by the scene `tessera render` uses when no --light is given: an ambient
// and a distant light. The plan's listing is the result's `plan`; its uniform formals take
// their defaults. A checked ISL shader is one that compiles.
#include "api/frontends.h"
#include "lang/isl/compile.h"
#include "runtime/multipass/plan.h"
#include "support/source.h"

namespace tessera::api_detail {

CompileResult CompileIsl(const CompileOptions& options) {
    namespace mp = runtime::multipass;
    lang::isl::CompileOptions isl;
    isl.source_name = options.source_name;
    if (options.source_text) {
        isl.text = *options.source_text;
    } else if (!support::ReadFile(options.source_name, isl.text)) {
        return StartResult(options, options.source_name + ": error: cannot read file\n", 1, 0);
    }
    isl.plan = options.profile == "fused" ? mp::PlanKind::kFused : mp::PlanKind::kMultipass;
    isl.lights = {mp::LightKind::kAmbient, mp::LightKind::kDistant};
    lang::isl::CompileResult compiled = lang::isl::CompileIsl(isl);
    const std::size_t errors = compiled.ok ? 0 : 1;  // the ISL compiler stops at its first
    CompileResult result = StartResult(options, std::move(compiled.diagnostics), errors, 0);
    result.source_files = {options.source_name};
    if (!compiled.ok) return result;
    result.plan = mp::PrintPlan(compiled.plan);
    for (const std::string& name : compiled.parameters) {
        Variable v;
        v.kind = VariableKind::kUniform;
        v.name = name;
        v.binding = "plan input " + name;
        v.referenced = true;
        result.variables.push_back(std::move(v));
    }
    result.ok = true;
    return result;
}

CompileResult CheckIsl(const CompileOptions& options) {
    CompileResult result = CompileIsl(options);
    result.plan.clear();
    result.variables.clear();
    return result;
}

}  // namespace tessera::api_detail
