// SPDX-License-Identifier: MIT
// The IR's stable text form (see docs/IR.md for the grammar).
#pragma once

#include <string>

#include "ir/module.h"

namespace tessera::ir {

/// The whole module as text; print -> read (ir/text_reader.h) -> print is a fixed point.
std::string Print(const Module& module);

/// The mnemonic of an op in the text form ("add", "mul.mv", "extract.dyn", ...).
const char* OpName(Op op);
/// ".proj", ".bias", ".grad", ".lod", or "" for a plain sample.
const char* SampleKindSuffix(SampleKind kind);
/// A literal scalar: integers without a point, floats in the shortest form that reads back
/// to the same float, and inf, -inf, nan.
std::string PrintScalar(double value);

}  // namespace tessera::ir
