// SPDX-License-Identifier: MIT
// Instruction selection's view of IR values, and the bindings of globals it starts from.
//
// An IR value becomes a Val: for a scalar or vector, one Lane per component saying where
// that component already is (a lane of a virtual register, a component of an attribute or
// parameter, or a literal), with a sign. Swizzles, negations, extracts and most constructs
// only shuffle Lanes, so they cost no instruction; a Val is materialized into a virtual
// register (with one masked MOV per source) only when an instruction needs it as one
// operand and its lanes come from different registers. Matrices, arrays and structs are
// Vals with elements (a matrix's elements are its rows). A bool is a float 0.0 or 1.0; a
// comparison is kept unevaluated (`cond`) until something needs its value, so `select` and
// `discard` can use CMP and KIL on the difference directly.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ir/module.h"
#include "lang/arbfp/writer/arbfp_writer.h"
#include "lang/arbfp/writer/machine.h"
#include "lang/arbfp/writer/target.h"

namespace tessera::lang::arbfp::writer_detail {

struct Lane {
    SrcKind kind = SrcKind::kLiteral;
    std::uint32_t id = 0;
    std::uint8_t sel = 0;
    bool neg = false;
    float lit = 0;
    friend bool operator==(const Lane&, const Lane&) = default;
    /// Same register and sign (the lanes can share one operand).
    bool SameSource(const Lane& o) const {
        return kind == o.kind && (kind == SrcKind::kLiteral || (id == o.id && neg == o.neg));
    }
};

struct Val {
    std::vector<Lane> lanes;  ///< scalar or vector
    std::vector<Val> elems;   ///< matrix rows, array elements, struct fields
    bool aggregate = false;
    bool is_sampler = false;
    std::uint8_t unit = 0;
    TextureTarget target = TextureTarget::k2D;
    int cond = -1;  ///< index of an unevaluated comparison, when lanes is empty
    /// An input field no attribute could bind (BindingTable::unbound_inputs): its lanes are
    /// zeros, and reading it (an extract) reports why it is unbound.
    int unbound = -1;

    int Width() const { return static_cast<int>(lanes.size()); }
};

/// The width an operation on a and b has (a scalar operand is broadcast).
inline int CommonWidth(const Val& a, const Val& b) { return std::max(a.Width(), b.Width()); }

/// Output registers a stored value goes to: one per leaf, or -1 where nothing is bound.
struct OutTree {
    int output = -1;  ///< OutputBinding
    std::vector<OutTree> elems;
};

struct Diags {
    std::vector<WriterDiagnostic>* list = nullptr;
    void Error(ir::Span span, std::string message) {
        list->push_back({support::Severity::kError, span, std::move(message)});
    }
    void Warning(ir::Span span, std::string message) {
        list->push_back({support::Severity::kWarning, span, std::move(message)});
    }
    bool HasErrors() const {
        for (const WriterDiagnostic& d : *list)
            if (d.severity == support::Severity::kError) return true;
        return false;
    }
};

/// What a variable (global, entry parameter, or the entry's return value) is bound to.
struct VarBinding {
    bool bound = false;
    bool is_output = false;
    Val value;    ///< inputs, uniforms, samplers
    OutTree out;  ///< outputs
    std::vector<std::size_t> records;  ///< indices into BindingTable::records
    /// Why an unbound variable could not be bound, reported only if the program reads it
    /// (a `state.*` uniform another stage's code uses may be invalid in this one).
    std::vector<WriterDiagnostic> pending;
};

struct BindingTable {
    std::vector<std::string> attributes;       ///< SrcKind::kAttribute ids: the binding's text
    std::vector<OutputRegister> outputs;       ///< DstKind::kOutput ids
    std::vector<std::string> state_rows;       ///< SrcKind::kState ids: `state.*` vectors
    std::map<std::size_t, std::vector<std::uint32_t>> record_state_rows;  ///< per GL-state record
    std::vector<Binding> records;              ///< what WriteResult::bindings reports
    std::vector<int> ordinals;                 ///< cgc's PARAM_ORDINAL per record
    std::vector<VarBinding> globals;           ///< per Module::globals
    std::vector<VarBinding> locals;            ///< per entry local (parameters only)
    VarBinding ret;                            ///< the entry's return value
    bool shadow = false;                       ///< a shadow sampler is referenced
    /// Why each unbound input field (Val::unbound) could not be bound, reported only if the
    /// program reads the field: cgc bound only the inputs a program reads, so a struct shared
    /// by both stages may carry POSITION into a fragment entry that never reads it.
    std::vector<std::vector<WriterDiagnostic>> unbound_inputs;
};

/// Binds every global, entry parameter and the return value (bindings.cpp).
BindingTable BindGlobals(const ir::Module& module, const WriterOptions& options,
                         const StageTarget& target, Diags& diags);

/// The `state.*` vectors a uniform with semantic `semantic` binds to (state_binding.cpp):
/// `slots` rows of a matrix (`rows` > 0) or one vector, checked by the ARB core's binding
/// parser for `target`. Empty after reporting an error at `span`.
std::vector<std::string> StateRows(const std::string& semantic, int rows, const StageTarget& target,
                                   ir::Span span, Diags& diags);

/// Selects instructions for the entry function (isel.cpp). Marks referenced bindings.
void SelectInstructions(const ir::Module& module, const StageTarget& target, BindingTable& bindings,
                        Machine& machine, Diags& diags);

/// Rewrites CMP and LRP for targets without them (legalize.cpp), before scheduling.
void LegalizeSelects(Machine& machine);

/// Replaces literal operands holding NaN, which no ARB grammar can spell, by a temporary
/// computed as 1e39 * 0 (legalize.cpp).
void MaterializeNaNLiterals(Machine& machine);

/// Binds, selects, schedules, allocates, pools and emits (arbfp_writer.cpp): the program
/// text, or "" with errors in `result.diagnostics`. Fills result.bindings and constants.
std::string WriteProgramText(const ir::Module& lowered, const WriterOptions& options,
                             const StageTarget& target, WriteResult& result);

/// How the structured flow of a vertex program's kept loops is printed (emit_branches.cpp):
/// `text[i]` replaces flow instruction i (labels and BRAs), `branches` counts the BRAs.
struct BranchForm {
    std::vector<std::string> text;
    std::size_t branches = 0;
};
BranchForm BranchesForFlow(const Machine& machine);

/// The program text (emit.cpp). Fills each uniform record's constant_index and `constants`;
/// "" after reporting a relative offset the grammar cannot spell.
std::string EmitProgram(const ir::Module& module, const WriterOptions& options,
                        const StageTarget& target, const Machine& machine, const Allocation& alloc, const ConstantPool& pool,
                        BindingTable& bindings, std::vector<ConstantVector>& constants, Diags& diags);

}  // namespace tessera::lang::arbfp::writer_detail
