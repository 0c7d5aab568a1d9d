// SPDX-License-Identifier: MIT
// The pass manager. The table of passes is the one place that knows every pass; the
// pipeline runner only knows names, which is what makes --skip-pass and --print-after
// uniform. Validation failures are reported as internal errors with the pass's name and
// the validator's messages; the IR itself is printed to print_to, so a failing test shows
// the module the pass produced.
#include "ir/passes/pass_manager.h"

#include <algorithm>
#include <functional>
#include <iostream>

#include "ir/passes/lower_if_to_select.h"
#include "ir/passes/lower_inline.h"
#include "ir/passes/lower_inverse_trig.h"
#include "ir/passes/lower_promote_variables.h"
#include "ir/passes/opt_algebraic.h"
#include "ir/passes/opt_constant_fold.h"
#include "ir/passes/opt_copy_propagate.h"
#include "ir/passes/opt_cse.h"
#include "ir/passes/opt_dce.h"
#include "ir/passes/opt_hoist_uniforms.h"
#include "ir/passes/opt_mad_fusion.h"
#include "ir/passes/opt_vector_pack.h"
#include "ir/printer.h"
#include "ir/validate.h"

namespace tessera::ir::passes {

namespace {

using Runner = std::function<Result(Module&, DiagnosticList&, const PipelineOptions&)>;

struct PassInfo {
    const char* name;
    const char* alias;  ///< besides the name without its lower_/opt_ prefix
    Runner run;
};

template <Result (*Pass)(Module&, DiagnosticList&)>
Result Plain(Module& m, DiagnosticList& d, const PipelineOptions&) { return Pass(m, d); }

const std::vector<PassInfo>& Passes() {
    static const std::vector<PassInfo> passes = {
        {"lower_inline", "inline", Plain<LowerInline>},
        {"lower_unroll", "unroll",
         [](Module& m, DiagnosticList& d, const PipelineOptions& o) {
             UnrollOptions unroll = o.unroll;
             unroll.keep_loops = unroll.keep_loops || o.keep_loops;
             return LowerUnroll(m, d, unroll);
         }},
        {"lower_if_to_select", "if_convert",
         [](Module& m, DiagnosticList& d, const PipelineOptions& o) { return LowerIfToSelect(m, d, o.keep_loops); }},
        {"lower_promote_variables", "promote",
         [](Module& m, DiagnosticList& d, const PipelineOptions& o) {
             return LowerPromoteVariables(m, d, o.keep_loops);
         }},
        {"lower_inverse_trig", "inverse-trig", Plain<LowerInverseTrig>},
        {"opt_constant_fold", "fold", Plain<OptConstantFold>},
        {"opt_algebraic", "algebraic",
         [](Module& m, DiagnosticList& d, const PipelineOptions& o) {
             return OptAlgebraic(m, d, AlgebraicOptions{o.fast_math});
         }},
        {"opt_copy_propagate", "copy_prop", Plain<OptCopyPropagate>},
        {"opt_cse", "cse", Plain<OptCse>},
        {"opt_dce", "dce", Plain<OptDce>},
        {"opt_mad_fusion", "mad", Plain<OptMadFusion>},
        {"opt_vector_pack", "pack", Plain<OptVectorPack>},
        {"opt_hoist_uniforms", "hoist_uniforms", Plain<OptHoistUniforms>},
    };
    return passes;
}

// Forwarding stored values and folding before unrolling lets a loop's bounds be any
// constant expression (`0 - 1`, `n - 1` with a const local n), not only a literal.
const std::vector<std::string> kLower = {"lower_inline", "opt_copy_propagate", "opt_constant_fold",
                                         "lower_unroll", "lower_if_to_select",
                                         "lower_promote_variables", "lower_inverse_trig"};
const std::vector<std::string> kOptimize = {"opt_constant_fold", "opt_algebraic", "opt_copy_propagate",
                                            "opt_cse", "opt_dce", "opt_mad_fusion", "opt_vector_pack"};

const PassInfo* Find(std::string_view name) {
    std::string canonical = CanonicalPassName(name);
    for (const PassInfo& p : Passes())
        if (canonical == p.name) return &p;
    return nullptr;
}

struct PipelineRun {
    Module& module;
    const PipelineOptions& options;
    DiagnosticList& diagnostics;
    std::set<std::string> print_after, skip;

    bool Validate(const std::string& when, bool lowered) {
        if (!options.validate) return true;
        ValidationResult v = ir::Validate(module, ValidateOptions{lowered});
        if (v.Ok()) return true;
        diagnostics.Error(0, 1, "internal error: the IR is invalid " + when + ": " + v.Message());
        std::ostream& out = options.print_to ? *options.print_to : std::cerr;
        out << "# invalid IR " << when << "\n" << Print(module);
        return false;
    }

    // Runs one pass with printing and validation; returns false to stop the pipeline.
    bool Run(const std::string& name, int iteration, Result& total) {
        last_progress = false;
        if (skip.count(name)) return true;
        Result r = Find(name)->run(module, diagnostics, options);
        total.progress = total.progress || r.progress;
        if (print_after.count(name) || print_after.count("all")) {
            std::ostream& out = options.print_to ? *options.print_to : std::cerr;
            out << "# IR after " << name;
            if (iteration > 0) out << " (round " << iteration << ")";
            out << (r.progress ? "" : " (no change)") << "\n" << Print(module);
        }
        if (!r.ok) total.ok = false;
        if (!Validate("after " + name, false)) total.ok = false;
        last_progress = r.progress;
        return total.ok;
    }
    bool last_progress = false;
};

std::string Normalize(std::string_view name) {
    std::string s(name);
    std::replace(s.begin(), s.end(), '-', '_');
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

}  // namespace

std::string CanonicalPassName(std::string_view name) {
    std::string n = Normalize(name);
    for (const PassInfo& p : Passes()) {
        std::string full = p.name;
        std::string bare = full.substr(full.find('_') + 1);
        if (n == full || n == bare || n == p.alias) return full;
    }
    if (n == "if_to_select") return "lower_if_to_select";
    if (n == "copy_propagation") return "opt_copy_propagate";
    return "";
}

std::vector<std::string> PassNames() {
    std::vector<std::string> names;
    for (const PassInfo& p : Passes()) names.push_back(p.name);
    return names;
}

Result RunPass(Module& module, std::string_view name, const PipelineOptions& options,
               DiagnosticList& diagnostics) {
    const PassInfo* pass = Find(name);
    if (!pass) {
        diagnostics.Error(0, 1, "unknown pass '" + std::string(name) + "'");
        return {false, false};
    }
    return pass->run(module, diagnostics, options);
}

Result RunPipeline(Module& module, std::string_view pipeline, const PipelineOptions& options,
                   DiagnosticList& diagnostics) {
    PipelineRun runner{module, options, diagnostics, {}, {}};
    auto canonical_set = [&](const std::set<std::string>& names, std::set<std::string>& out) {
        bool ok = true;
        for (const std::string& n : names) {
            if (n == "all") out.insert(n);
            else if (std::string c = CanonicalPassName(n); !c.empty()) out.insert(c);
            else diagnostics.Error(0, 1, "unknown pass '" + n + "'"), ok = false;
        }
        return ok;
    };
    // Parse everything first: a typo should not run half a pipeline.
    std::vector<std::string> steps;
    bool ok = canonical_set(options.print_after, runner.print_after) && canonical_set(options.skip, runner.skip);
    std::string_view rest = pipeline;
    while (!rest.empty()) {
        std::size_t comma = rest.find(',');
        std::string item = Normalize(rest.substr(0, comma));
        rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
        item.erase(std::remove(item.begin(), item.end(), ' '), item.end());
        if (item.empty()) continue;
        if (item == "lower" || item == "optimize") steps.push_back(item);
        else if (std::string c = CanonicalPassName(item); !c.empty()) steps.push_back(c);
        else diagnostics.Error(0, 1, "unknown pass '" + item + "'"), ok = false;
    }
    if (!ok) return {false, false};
    Result total;
    if (!runner.Validate("before the pipeline", false)) return {false, false};
    for (const std::string& step : steps) {
        if (step == "lower") {
            for (const std::string& name : kLower)
                if (!runner.Run(name, 0, total)) return total;
            bool complete = std::none_of(kLower.begin(), kLower.end(), [&](const std::string& n) { return runner.skip.count(n) > 0; });
            if (complete && !options.keep_loops && !runner.Validate("after lowering (lowered form)", true))
                total.ok = false;
            if (!total.ok) return total;
        } else if (step == "optimize") {
            for (int round = 1; round <= options.max_iterations; ++round) {
                bool progress = false;
                for (const std::string& name : kOptimize) {
                    if (!runner.Run(name, round, total)) return total;
                    progress = progress || runner.last_progress;
                }
                if (!progress) break;
            }
        } else if (!runner.Run(step, 0, total)) {
            return total;
        }
    }
    return total;
}

}  // namespace tessera::ir::passes
