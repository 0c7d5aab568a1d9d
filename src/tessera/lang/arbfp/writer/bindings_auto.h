// SPDX-License-Identifier: MIT
//
// Automatic allocation of varyings without a binding semantic (the Cg spec's "Using a
// Structure to Define Binding Semantics (Connectors)": "Binding semantics may be omitted from
// any input or output, and the compiler performs automatic allocation of that input or
// output to a hardware resource. However, to guarantee interoperability of one program's
// output with another program's input ... it is necessary to put all of the variables in a
// single struct").
//
// - A struct's member without a semantic takes the first TEXCOORDn its struct does not name,
//   in member order: from the struct alone, so the vertex program returning the struct and
//   the fragment program taking it agree (libretro's `struct data { float2 tex; float
//   pix_no; }` between main_vertex and main_fragment). An output also skips the numbers the
//   program's other outputs name, as outputs cannot alias.
// - Any other varying without a semantic takes the first TEXCOORDn that no varying of the
//   program in the same direction names or was given, in declaration order; a fragment
//   program's output takes COLOR.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "ir/module.h"

namespace tessera::lang::arbfp::writer_detail {

class SemanticAllocator {
public:
    /// `texcoords`: how many TEXCOORDn the stage has.
    SemanticAllocator(const ir::Module& module, int texcoords);

    /// The semantic of each field of the struct `type` (a varying without a semantic of its
    /// own): the field's own, or one allocated; empty when none is left.
    std::vector<std::string> StructFields(ir::TypeId type, bool output);

    /// A semantic for a varying outside a struct; empty when none is left.
    std::string Next(bool output);

private:
    void Name(const std::string& semantic, ir::TypeId type, bool output);
    int FirstFree(const std::set<int>& taken) const;

    const ir::Module& module_;
    const int texcoords_;
    const bool fragment_;
    std::set<int> taken_[2];  ///< TEXCOORD numbers named or given, [0] inputs, [1] outputs
    bool color_taken_ = false;
};

}  // namespace tessera::lang::arbfp::writer_detail
