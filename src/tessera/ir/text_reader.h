// SPDX-License-Identifier: MIT
// Reading the IR's text form (docs/IR.md, "The text form") back into a Module.
//
// The reader accepts exactly what ir::Print writes, plus what a person writes by hand in a
// test: `#` comments, blank lines, any indentation, and any value numbering as long as each
// %N is defined once before it is used (the reader maps the names to fresh InstIds, so
// printing renumbers them %0, %1, ... in definition order).
//
// The reader checks only what it needs to build the module: the syntax of each line, that
// names (types, structs, globals, locals, functions, values, ops, intrinsics) resolve, and
// that a literal fits its type's scalar count. Whether an instruction's types make sense is
// ir::Validate's job, so a test can read an invalid module on purpose and validate it.
//
// Spans: every instruction, variable, global and function gets Span{0, offset, length} of
// its line in the source, with Module::files = {source.Name()}, so diagnostics about a read
// module point back into the text.
#pragma once

#include <optional>

#include "ir/module.h"
#include "support/diagnostic.h"
#include "support/source.h"

namespace tessera::ir {

/// Reads a whole module. Every error is reported to `diagnostics` with the position and
/// length of the offending token, and then the result is std::nullopt. The reader recovers
/// line by line: a malformed line is reported and skipped (a value it defines becomes an
/// `undef` of its declared type, a block it opens is still opened), so one mistake gives
/// one message rather than a cascade, and independent mistakes are all reported.
std::optional<Module> ReadModule(const support::SourceFile& source,
                                 support::DiagnosticList& diagnostics);

}  // namespace tessera::ir
