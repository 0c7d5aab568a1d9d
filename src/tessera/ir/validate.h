// SPDX-License-Identifier: MIT
// The IR validator: checks every invariant docs/IR.md states.
//
// Front ends and passes build IR with the Builder, which infers types but checks nothing;
// the validator is where a wrong module is caught, before a back end turns it into a
// wrong program. As in Tint, it runs before and after every pass in tests and debug
// builds (AssertValid), and as in naga, a back end asks for it: the ARBfp writer
// validates with `lowered = true`, which adds the rules of docs/IR.md's last section.
//
// Every message names the function and the instruction in text form, with the value
// numbers the printer would give (so it can be found in Print's output):
//
//     function 'main': '%5: float4 = add %3, %4': operands have different types
//     (float4 and float3)
//
// The validator never stops at the first problem: a module with several broken
// instructions yields one message for each (up to kMaxErrors).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ir/module.h"

namespace tessera::ir {

struct ValidateOptions {
    /// Also require the lowered form the ARBfp writer accepts (docs/IR.md, "Lowered form"):
    /// the entry function has no call, loop, if, break, continue, no local variables other
    /// than `in` parameters (which it may only load), and at most one `ret`, last.
    bool lowered = false;
};

struct ValidationResult {
    static constexpr std::size_t kMaxErrors = 50;

    std::vector<std::string> errors;  ///< one sentence each, lower case, no final period

    bool Ok() const { return errors.empty(); }
    explicit operator bool() const { return Ok(); }
    /// Every error, one per line.
    std::string Message() const;
};

/// Checks `module` against docs/IR.md's invariants.
ValidationResult Validate(const Module& module, ValidateOptions options = {});

/// docs/IR.md's type rules for one instruction whose operands exist: "" when it is well
/// typed, else the reason (one clause, lower case). Calls are left to Validate, which knows
/// the callee. The constant folder folds only what this accepts.
std::string CheckTypes(const TypeTable& types, const Function& function, const Instruction& inst);

/// For passes and tests: validates, and on failure prints an internal-error report to
/// stderr (the errors, `when` (e.g. "after opt_cse"), and the whole module in text form),
/// then aborts. A module failing here is a bug in the code that made it, not in the input.
void AssertValid(const Module& module, std::string_view when, ValidateOptions options = {});

/// One instruction as the printer writes its line (for `if` and `loop`, the opening line
/// up to " {"), with the printer's value numbers. For messages about an instruction.
std::string InstructionText(const Module& module, const Function& function, InstId id);

}  // namespace tessera::ir
