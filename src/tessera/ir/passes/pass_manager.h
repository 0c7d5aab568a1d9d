// SPDX-License-Identifier: MIT
// The pass manager: pipelines by name, with the switches that make a miscompile bisectable.
//
//     PipelineOptions options;
//     options.print_after = {"opt_cse"};      // or {"all"}
//     options.skip = {"opt_vector_pack"};
//     RunPipeline(module, "lower,optimize", options, diagnostics);
//
// A pipeline is a comma-separated list of pass names and two groups: "lower" (inline,
// unroll, if-to-select, promote, once each, in that order) and "optimize" (fold, algebraic,
// copy-propagate, cse, dce, mad, pack, repeated until none makes progress or
// max_iterations rounds ran). Pass names are the canonical ones (`lower_inline`,
// `opt_cse`, ...) or short aliases (`inline`, `cse`, `if-to-select`, `fold`, ...).
#pragma once

#include <ostream>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "ir/passes/lower_unroll.h"
#include "ir/passes/pass.h"

namespace tessera::ir::passes {

struct PipelineOptions {
#ifdef NDEBUG
    static constexpr bool kValidateByDefault = false;
#else
    static constexpr bool kValidateByDefault = true;
#endif
    /// Pass names (canonical or alias) after which the module is printed, or "all".
    std::set<std::string> print_after;
    /// Where print_after writes; std::cerr when null.
    std::ostream* print_to = nullptr;
    /// Pass names (canonical or alias) not to run.
    std::set<std::string> skip;
    /// Validate before the pipeline and after every pass (and, after "lower", that the
    /// entry function is in the lowered form). A failure is an internal error.
    bool validate = kValidateByDefault;
    /// opt_algebraic may apply rules that ignore NaN, infinities and signed zeros.
    bool fast_math = false;
    /// Rounds of the "optimize" group at most.
    int max_iterations = 8;
    UnrollOptions unroll;
    /// The target has loops (fp40): lower_unroll keeps the loops it cannot unroll,
    /// lower_if_to_select leaves the ifs that hold their breaks, and lower_promote_variables
    /// the locals they carry; the lowered-form check is skipped.
    bool keep_loops = false;
};

/// The canonical name for a pass name or alias, or "" if there is no such pass.
std::string CanonicalPassName(std::string_view name);
/// Every pass's canonical name, in pipeline order.
std::vector<std::string> PassNames();

/// Runs one pass by name (canonical or alias), without validation or printing.
Result RunPass(Module& module, std::string_view name, const PipelineOptions& options,
               DiagnosticList& diagnostics);

/// Runs a pipeline (see above). Stops at the first pass that fails (an error in
/// `diagnostics`, `ok` false); an unknown name is an error before anything runs.
Result RunPipeline(Module& module, std::string_view pipeline, const PipelineOptions& options,
                   DiagnosticList& diagnostics);

}  // namespace tessera::ir::passes
