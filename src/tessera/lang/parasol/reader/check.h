// SPDX-License-Identifier: MIT
// Checking Parasol: combine units into modules, resolve names, type-check, link programs.
//
// The spec's lifecycle ("Compilation and Execution", steps 1-2) in one pass over the units:
// module-name collisions, imports (`as`, unknown modules, import cycles), the naming
// restrictions, record types (by name; recursion rejected), terms and shaders.
//
// Terms are checked on demand, depth first: checking a term first checks every term of its
// module it refers to statically. The order in which terms finish is therefore the spec's
// topological order ("Order of declarations"), and meeting a term that is still being
// checked is exactly the recursion the spec forbids; the message names the cycle. Record
// types are resolved the same way.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "lang/parasol/reader/ast.h"
#include "lang/parasol/reader/diagnostics.h"

namespace tessera::lang::parasol {

struct ModuleInfo;

enum class VisitState : std::uint8_t { kUnvisited, kActive, kDone };

struct RecordInfo {
    std::string name;       ///< as declared
    std::string qualified;  ///< package.Module.name
    const TypeDecl* decl = nullptr;
    ModuleInfo* module = nullptr;
    std::vector<std::pair<std::string, PType>> fields;
    VisitState state = VisitState::kUnvisited;
};

struct TermInfo {
    std::string qualified;
    const TermDecl* decl = nullptr;
    ModuleInfo* module = nullptr;
    PType type;  ///< a value's type, a function's return type
    std::vector<PType> params;
    VisitState state = VisitState::kUnvisited;
    /// Reads the fragment coordinate (directly or through other terms): fragment shaders only.
    bool fragment_only = false;
};

struct ModuleInfo {
    std::string package, name, qualified;
    ModuleDecl* decl = nullptr;
    std::uint32_t unit = 0;
    bool stdlib = false;
    bool intrinsic = false;  ///< the hidden com.io7m.parasol.Intrinsic
    std::map<std::string, ModuleInfo*> imports;  ///< by the name it is known as here
    std::map<std::string, std::unique_ptr<TermInfo>> terms;
    std::map<std::string, std::unique_ptr<RecordInfo>> types;
    std::map<std::string, ShaderDecl*> shaders;
    /// The module's terms in the spec's topological order (dependencies first).
    std::vector<const TermInfo*> sorted;
    VisitState import_state = VisitState::kUnvisited;
};

struct Checked {
    std::vector<std::unique_ptr<ModuleInfo>> modules;
    std::map<std::string, ModuleInfo*> by_name;  ///< by package.Module
};

/// Checks every unit (parsed, with `stdlib` set for the standard library's). Diagnostics
/// go to `diags`; returns false when there were errors.
bool Check(std::vector<Unit>& units, Checked& out, Diags& diags);

/// A program shader resolved to its two shaders.
struct ProgramRef {
    const ShaderDecl* program = nullptr;
    const ShaderDecl* vertex = nullptr;
    const ShaderDecl* fragment = nullptr;
    const ModuleInfo* vertex_module = nullptr;
    const ModuleInfo* fragment_module = nullptr;
};

/// Finds the program `package.Module.name` of a successfully checked set of units; an error
/// (without position) names what is missing.
bool FindProgram(const Checked& checked, const std::string& path, ProgramRef& out, std::string& error);

}  // namespace tessera::lang::parasol
