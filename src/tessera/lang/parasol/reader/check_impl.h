// SPDX-License-Identifier: MIT
// The checker's internals, shared by check.cpp (modules, imports, types, terms, programs),
// check_expr.cpp (expressions, constructors) and check_shader.cpp (shaders).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "lang/parasol/reader/check.h"

namespace tessera::lang::parasol {

class Checker {
public:
    Checker(std::vector<Unit>& units, Checked& out, Diags& diags)
        : units_(units), out_(out), diags_(diags) {}
    bool Run();

private:
    /// What names mean where an expression is checked: the module and the local names
    /// (function parameters, let values, shader inputs, parameters and locals), innermost last.
    struct Scope {
        ModuleInfo* module = nullptr;
        std::vector<std::pair<std::string, PType>> locals;
    };

    // check.cpp
    void BuildModules();
    void AddModule(ModuleDecl& decl, std::uint32_t unit_index);
    void ResolveImports(ModuleInfo& m);
    void CheckImportCycles(ModuleInfo& m, std::vector<ModuleInfo*>& stack);
    bool CheckName(const std::string& name, Pos pos, const char* what, bool module_name = false);
    /// False (and an error) when `map` already holds `name`: one name space of a module.
    template <typename Map>
    bool Unique(const Map& map, const std::string& name, Pos pos, const char* what, const ModuleInfo& m) {
        if (!map.count(name)) return true;
        diags_.Error(pos, std::string(what) + " '" + name + "' is already declared in module '" + m.qualified + "'");
        return false;
    }
    PType ResolveType(const Path& path, ModuleInfo* module);
    void ResolveRecord(RecordInfo& record);
    void CheckTerm(TermInfo& term);
    ModuleInfo* ModuleOf(const Path& path, ModuleInfo* module);

    // check_expr.cpp
    PType Expression(Expr& e);
    PType Variable(Expr& e);
    PType Conditional(Expr& e);
    PType Column(Expr& e);
    PType Project(Expr& e);
    PType Apply(Expr& e);
    PType Let(Expr& e);
    PType New(Expr& e);
    PType Record(Expr& e);
    PType Swizzle(Expr& e);
    PType LocalValue(LocalDecl& d);
    /// A module term (or intrinsic) named by `path`; reports and returns nullptr/false if none.
    TermInfo* LookupTerm(const Path& path, bool& is_intrinsic);
    const PType* LookupLocal(const std::string& name) const;
    /// Records that `e` (naming `what`) reads the fragment coordinate: the term being checked
    /// becomes fragment-only, and a vertex shader's own expression is an error.
    void NoteFragmentOnly(Pos pos, const std::string& what);

    // check_shader.cpp
    void CheckShader(ShaderDecl& shader);
    void CheckPorts(ShaderDecl& shader);
    void CheckProgram(ShaderDecl& program);
    ShaderDecl* LookupShader(const Path& path, ModuleInfo* module, ShaderDecl::Kind kind,
                             ModuleInfo** where = nullptr);

    static constexpr std::size_t kMaxDependencyDepth = 500;

    std::vector<Unit>& units_;
    Checked& out_;
    Diags& diags_;
    Scope scope_;
    bool in_vertex_shader_ = false;
    std::vector<TermInfo*> term_stack_;
    std::vector<RecordInfo*> record_stack_;
};

/// The basic type named `name` (`float`, `vector_3f`, ...), or a kError type.
PType BuiltinType(const std::string& name);

/// "a -> b -> ... -> a": the cycle that `target` closes on a depth-first `stack`.
template <typename T, typename NameOf>
std::string CycleText(const std::vector<T*>& stack, const T* target, NameOf name_of) {
    std::string cycle;
    bool in = false;
    for (const T* item : stack) {
        in = in || item == target;
        if (in) cycle += name_of(*item) + " -> ";
    }
    return cycle + name_of(*target);
}

}  // namespace tessera::lang::parasol
