// SPDX-License-Identifier: MIT
// Access paths and l-values, shared by the Cg and GLSL readers.
//
// An l-value is a variable and the path of steps through it: fields and elements by a
// constant index, elements by a run-time index, vector swizzles (a write mask when stored
// through) and Cg's matrix swizzles. Both languages read a path the same way (a load and a
// chain of extracts and swizzles, written by each Sema as it checks the expression) and
// write it the same way: load-modify-store, StoreThrough rebuilding the variable's value
// from the inside out with inserts, so `a[i].xz = v` is one load, the inserts, one store.
//
// The steps hold IR indices only, never a front end's type: what a store needs of the
// types it reads from the IR values themselves, so the two type models stay each in its
// own Sema.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "ir/builder.h"

namespace tessera::lang::semakit {

/// One step of an access path.
struct AccessStep {
    enum class Kind : std::uint8_t {
        kIndex,          ///< field, array element, matrix row or column, vector component
        kDynamic,        ///< an element at the run-time int `dynamic`
        kSwizzle,        ///< vector components (a write mask when stored through)
        kMatrixSwizzle,  ///< Cg's matrix elements: pairs (row, column) in `components`
    };
    Kind kind = Kind::kIndex;
    std::uint32_t index = 0;            ///< kIndex
    ir::InstId dynamic;                 ///< kDynamic: the int index
    std::vector<std::uint32_t> components;
    /// kDynamic: how many elements the index chooses among; a store compares it with each.
    /// 0 for an array whose size is not known yet (a Cg body checked as written), which a
    /// store through the index leaves unchanged.
    int count = 0;
};

/// The value of `whole` with the part that steps[at..] name replaced by `value`: extracts
/// down the path and inserts back up it. A run-time index becomes a select per element
/// (ARBfp cannot index a temporary at run time; unrolling makes most indices constants and
/// the selects fold away). A swizzle of a scalar (Cg's `f.x`) is the scalar itself.
ir::InstId StoreThrough(ir::Builder& b, ir::InstId whole, const std::vector<AccessStep>& steps, std::size_t at,
                        ir::InstId value);

/// A swizzle or matrix swizzle step that names one component twice (`v.xx`, `m._m00_m00`):
/// legal to read, not to write ("a write mask cannot repeat a component").
bool RepeatsComponent(const AccessStep& step);

/// Whether any step of the path repeats a component.
bool PathRepeatsComponent(const std::vector<AccessStep>& steps);

}  // namespace tessera::lang::semakit
