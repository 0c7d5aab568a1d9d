// SPDX-License-Identifier: MIT
// Semantic analysis and lowering of Cg: one walk over the AST that checks and emits IR.
//
// The design's one trick: checking an expression and lowering it are the same walk. Every
// expression is visited once and comes back as a Value: its Cg type, the IR value that
// computes it, and, when it is an lvalue, its Place (a variable and a path of fields,
// indices and swizzles through it). A conversion is where the type system and the IR meet:
// Convert checks the conversion table and emits the IR for it in one step. So there is no
// annotated tree to keep in sync with a second walker, and "type-check every function of a
// file" (CheckCg) is simply "lower every function" with the result thrown away.
//
// Where the walk does what:
//   sema_decls.cpp    scopes, types as written, structs, typedefs, globals, functions
//   sema_exprs.cpp    operators, the usual arithmetic conversions, smearing, conversions
//   sema_access.cpp   swizzles, write masks, matrix swizzles, fields, indexing, places
//   sema_construct.cpp constructors, casts, initializer lists, constant evaluation
//   sema_calls.cpp    overload resolution (the spec's matching rules and profiles)
//   sema_stmts.cpp    statements and loops
//   stdlib.cpp        the standard library's signatures; lower_stdlib.cpp their IR
//   lower_entry.cpp   the program's interface: entry parameters and return value to globals
//
// User functions become IR functions (in/out/inout as the IR's call has them); the IR's
// passes inline them, unroll loops and flatten ifs. The entry function gets a wrapper
// without parameters, the module's entry, which loads the input, uniform and sampler
// globals, calls it, and stores its results to the output globals.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ir/builder.h"
#include "ir/module.h"
#include "lang/common/cfamily/source_manager.h"
#include "lang/common/semakit/access.h"
#include "lang/cg/reader/ast.h"
#include "lang/cg/reader/types.h"
#include "support/diagnostic.h"

namespace tessera::lang::cg {

struct SemaOptions {
    std::string entry = "main";
    std::string profile = "arbfp1";
    /// CheckCg: every function is checked; no entry wrapper, no program interface.
    bool check_only = false;
    /// GLSL's spellings of library functions (fract, mix, mod, atan(y, x)), as cgc's GLSL
    /// profiles accepted them.
    bool glsl_builtins = false;
    /// Uniforms of interface type (entry parameters, globals): name -> implementing struct.
    std::map<std::string, std::string> interface_bindings;
    /// Globals (false, name) and entry parameters (true, name) of the base type `sampler`:
    /// the sampler type their uses ask for, found by a first analysis (AnalyzeAndLower).
    std::map<std::pair<bool, std::string>, SamplerKind> sampler_kinds;
};

/// Spans of the loops lowered, so the driver can name them in profile errors.
struct LoopInfo {
    ir::Span span;
    std::string keyword;  ///< "for", "while", "do"
};

struct SemaResult {
    bool ok = false;
    std::vector<LoopInfo> loops;
    /// The initializers of uniforms (globals, and entry parameters' default values) by name,
    /// four values per program parameter (one per vector, matrix row, array element and
    /// struct field, padded as a constant vector is): the values the program expects until
    /// the application sets them, as the Cg runtime applied them.
    std::map<std::string, std::vector<double>> uniform_defaults;
};

/// The files IR spans index (Module::files): every file of `sources` except the
/// preprocessor's pseudo-files ("<built-in>", "<command line>"); span file i is FileId out[i].
std::vector<cfamily::FileId> SpanFiles(const cfamily::SourceManager& sources);

/// Checks `unit` and lowers it into `module` (empty on entry). Diagnostics use cfamily's
/// global offsets; `sources` turns them into IR spans (file index = cfamily FileId).
SemaResult AnalyzeAndLower(const TranslationUnit& unit, const cfamily::SourceManager& sources,
                           const SemaOptions& options, support::DiagnosticList& diagnostics,
                           ir::Module& module);

namespace sema {

/// One step of a Place's path (the toolkit's, lang/common/semakit/access.h).
using Step = semakit::AccessStep;

/// An lvalue: a variable and a path into it.
struct Place {
    ir::VarRef var;
    std::vector<Step> steps;
    /// Why it cannot be assigned ("'x' is const"), empty when it can.
    std::string read_only;
};

/// A checked (and lowered) expression.
struct Value {
    Type type;
    ir::InstId id;  ///< invalid for void and error values
    std::optional<Place> place;
    SourceRange range;
    bool IsError() const { return type.IsError(); }
};

struct FunctionInfo;

/// A name in the regular namespace.
struct Symbol {
    enum class Kind : std::uint8_t { kVariable, kType, kFunctions };
    Kind kind = Kind::kVariable;
    Type type;
    // kVariable
    enum class Storage : std::uint8_t {
        kLocal,     ///< an IR local: `var`
        kGlobal,    ///< an IR global (input, uniform, sampler): `var`, only loaded
        kConstant,  ///< a static const global: its initializer is lowered at each use
        kUnbound,   ///< declared but not lowered (an error was reported, or check-only)
    };
    Storage storage = Storage::kLocal;
    ir::VarRef var;
    const VarDecl* decl = nullptr;
    bool is_const = false;
    /// Inside a member function: the field of `this` (var) this name stands for, else -1.
    int field = -1;
    // kFunctions
    std::vector<FunctionInfo*> functions;
};

struct ParamInfo {
    std::string name;
    Type type;
    ir::ParamDirection direction = ir::ParamDirection::kIn;
    bool uniform = false;
    const ParamDecl* decl = nullptr;
};

struct FunctionInfo {
    std::string name;
    const FunctionDecl* decl = nullptr;  ///< the first declaration
    const FunctionDecl* definition = nullptr;
    Type return_type;
    std::vector<ParamInfo> params;
    std::vector<std::string> profiles;
    std::uint32_t ir_index = 0;
    const StructInfo* owner = nullptr;  ///< a member function's struct
    bool called = false;
};

}  // namespace sema
}  // namespace tessera::lang::cg
