// SPDX-License-Identifier: MIT
// The checker-lowerer's state, shared by the sema_*.cpp and lower_*.cpp files (sema.h says
// which file does what). Internal: only compile.cpp's AnalyzeAndLower call is public.
#pragma once

#include <deque>
#include <functional>
#include <iterator>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "lang/cg/reader/compile.h"
#include "lang/cg/reader/sema.h"
#include "lang/cg/reader/stdlib.h"
#include "lang/common/semakit/control_flow.h"

namespace tessera::lang::cg::sema {

class Sema {
  public:
    Sema(const cfamily::SourceManager& sources, const SemaOptions& options,
         support::DiagnosticList& diagnostics, ir::Module& module);
    SemaResult Run(const TranslationUnit& unit);

    // --- diagnostics (sema_decls.cpp) ---
    void Error(const SourceRange& range, std::string message);
    void Warning(const SourceRange& range, std::string message);
    void Note(const SourceRange& range, std::string message);
    ir::Span SpanOf(const SourceRange& range) const;

    // --- scopes and declarations (sema_decls.cpp) ---
    void PushScope() { scopes_.emplace_back(); }
    void PopScope() { scopes_.pop_back(); }
    /// Moves every scope but the global one out (moved, not copied: a chain of n const globals
    /// would otherwise copy the global scope n times per use); RestoreScopes puts them back.
    std::vector<std::map<std::string, Symbol>> SetScopesAside() {
        std::vector<std::map<std::string, Symbol>> inner(std::make_move_iterator(scopes_.begin() + 1),
                                                         std::make_move_iterator(scopes_.end()));
        scopes_.resize(1);
        return inner;
    }
    void RestoreScopes(std::vector<std::map<std::string, Symbol>> inner) {
        scopes_.resize(1);
        scopes_.insert(scopes_.end(), std::make_move_iterator(inner.begin()), std::make_move_iterator(inner.end()));
    }
    Symbol* Lookup(const std::string& name);
    Symbol* Declare(const std::string& name, const SourceRange& range, Symbol symbol);
    Type ResolveType(const TypeSpec& spec, bool allow_unsized = false);
    Type ResolveBase(const TypeSpec& spec);
    ir::TypeId IrType(const Type& type);
    void DeclareStruct(const StructDecl* decl);
    void DeclareTypedef(const TypedefDecl* decl);
    void DeclareGlobal(const VarDecl* decl);
    void DeclareFunction(const FunctionDecl* decl, const StructInfo* owner = nullptr);
    /// The IR function `f` is lowered into (false, with an error, when none is left).
    bool CreateIrFunction(FunctionInfo* f, const std::string& name, const SourceRange& range);
    void DefineFunction(FunctionInfo* info, const FunctionDecl* decl);
    /// DefineFunction for a member function of a struct declared inside a function body.
    void DefineLocalMember(FunctionInfo* info, const FunctionDecl* decl);
    bool ProfileMatches(const std::string& profile) const;
    /// arbvp1: the program is a vertex program.
    bool VertexProfile() const { return IsVertexProfile(options_.profile); }
    /// The profile wildcard that matches the compiled profile: "vs" or "ps".
    const char* ProfileWildcard() const { return VertexProfile() ? "vs" : "ps"; }
    bool IsProfileName(const std::string& name) const;
    void DeclareLocal(const VarDecl* decl);

    // --- expressions (sema_exprs.cpp) ---
    Value Expression(const Expr* e);
    /// The expression converted to `to` (implicitly: errors and warnings per the table).
    Value ExpressionAs(const Expr* e, const Type& to, const char* context);
    Value Convert(const Value& v, const Type& to, bool explicit_cast, const SourceRange& range,
                  const char* context = nullptr);
    /// Emits the IR conversion only (the checks are done).
    ir::InstId ConvertIr(ir::InstId id, const Type& from, const Type& to);
    Value Binary(const BinaryExpr* e);
    Value BinaryValues(BinaryOp op, Value a, Value b, const SourceRange& range,
                       const SourceRange& op_range);
    Value Unary(const UnaryExpr* e);
    Value Assign(const AssignExpr* e);
    Value Conditional(const ConditionalExpr* e);
    Value ErrorValue(const SourceRange& range) const;
    Value Make(Type type, ir::InstId id, const SourceRange& range) const;
    ir::InstId Constant(const Type& type, double value);
    ir::InstId Splat(ir::InstId scalar, const Type& to);
    Value Condition(const Expr* e, const char* statement);
    /// A numeric scalar or vector as bool of the same shape (`!= 0`), as cgc read a number
    /// where a bool is wanted (conditions, `!`, `&&`, `||`); bool values pass unchanged.
    Value AsBool(const Value& v);

    // --- access paths (sema_access.cpp) ---
    Value Member(const MemberExpr* e);
    Value Index(const IndexExpr* e);
    Value Identifier(const IdentifierExpr* e);
    /// `glstate.<item>` (glstate.cpp): a load of the item's state-bound uniform, or nullopt
    /// when `e` does not spell a complete item rooted at an undeclared `glstate`.
    std::optional<Value> GlState(const Expr* e);
    /// The item path of a chain rooted at `glstate` ("light[0].diffuse"); false otherwise.
    bool GlStatePath(const Expr* e, std::string& path);
    void StoreTo(const Place& place, ir::InstId value, const SourceRange& range);
    bool ParseSwizzle(const std::string& name, int width, std::vector<std::uint32_t>& out,
                      std::string& error) const;
    bool ParseMatrixSwizzle(const std::string& name, int rows, int columns,
                            std::vector<std::uint32_t>& out, std::string& error) const;

    // --- constructors, casts, initializers, constants (sema_construct.cpp) ---
    Value Constructor(const ConstructorExpr* e);
    Value Cast(const CastExpr* e);
    Value Initializer(const Expr* init, Type& type, const char* context);
    Value Number(const NumberExpr* e);
    std::optional<std::int64_t> EvalConstInt(const Expr* e);
    /// An initializer checked in global scope in a function that is thrown away (a global's;
    /// a uniform entry parameter's default value): whether it checked, and its value when it
    /// folds to constants (flattened as the IR's literals are).
    struct CheckedInitializer {
        bool ok = false;
        std::optional<std::vector<double>> value;
    };
    CheckedInitializer CheckInitializer(const Expr* init, Type& type, const char* context);
    /// Keeps a uniform's initializer as its default value (SemaResult::uniform_defaults), or
    /// reports that it is not a constant.
    void KeepUniformDefault(const std::string& name, ir::TypeId type, const SourceRange& range,
                            const CheckedInitializer& init);

    // --- calls (sema_calls.cpp) ---
    Value Call(const CallExpr* e);
    Value CallUser(FunctionInfo* f, const std::vector<Value>& args, const SourceRange& range,
                   const std::vector<const Expr*>& arg_exprs);

    // --- interfaces (sema_interfaces.cpp) ---
    void CheckImplementation(const StructInfo* info, const SourceRange& where);
    /// `f` lowered again with parameter types `params` (interfaces replaced by structs).
    FunctionInfo* Specialize(FunctionInfo* f, const std::vector<Type>& params, const SourceRange& range);
    /// The specialization of `f` for the struct arguments passed to its interface parameters.
    FunctionInfo* SpecializeForArguments(FunctionInfo* f, const std::vector<Value>& args,
                                         const SourceRange& range);
    /// A call through an interface in a body checked as written: checked, an undefined value.
    Value CallAbstract(const FunctionInfo* f, std::vector<Value> args, const SourceRange& range);
    /// The struct an interface-typed uniform is bound to (SemaOptions::interface_bindings).
    Type BindInterface(const std::string& name, const Type& iface, const SourceRange& range);
    /// The entry with its uniform interface parameters bound (null after an error).
    FunctionInfo* BindEntryInterfaces(FunctionInfo* entry);
    /// A `sampler` (the base type) at `place` converted to a specific `kind`: remembered for
    /// its global or parameter ("a sampler variable must be used in a consistent way").
    void NoteSamplerUse(const Place& place, SamplerKind kind);
    /// A `sampler` argument passed for a specific sampler type: noted (NoteSamplerUse), and
    /// true. Only in a body checked as written (each call passes its own sampler type) or
    /// in a first analysis (AnalyzeAndLower): the call is then an undefined value.
    bool UnresolvedSamplers(const std::vector<Value>& args, const std::vector<Type>& params);
    /// The specific type a global or entry parameter of type `sampler` takes (sampler_kinds).
    Type SamplerHint(const Type& type, bool parameter, const std::string& name) const;
    /// " at run time, which arbfp1 cannot do (...)": the end of the errors for an interface
    /// whose implementation only the run time could choose.
    std::string RunTimeChoice() const;
    /// When `a` and `b` are different structs implementing one interface, reports that `what`
    /// (choosing between them) "would select the implementation ... at run time" and returns true.
    bool RejectRunTimeChoice(const Type& a, const Type& b, const SourceRange& range, const std::string& what);

    // --- globals the program writes (lower_globals.cpp) ---
    /// A store to `var`: a global gets a private copy.
    void NoteGlobalWrite(ir::VarRef var);
    /// After BuildEntry: the private copies, as hidden inout parameters.
    void PrivatizeGlobals();
    /// A static global that is not const: a placeholder global for `symbol` to name until
    /// PrivatizeGlobals turns it into the entry's local state.
    void DeclareStatic(const VarDecl* decl, const Type& type, Symbol& symbol);
    /// The wrapper's first statements: each static's initializer stored to its placeholder.
    void InitializeStatics();
    /// After privatizing: the placeholders, no longer used, leave the module.
    void RemoveStaticPlaceholders();

    // --- shadow lookups (lower_shadow.cpp) ---
    void NoteShadowLookup(ir::InstId sample, const SourceRange& range);
    void NotePlainLookup(ir::InstId sample, const SourceRange& range);
    /// After lowering: the samplers shadow lookups read get the IR's shadow sampler types.
    void RetypeShadowSamplers();

    // --- statements (sema_stmts.cpp) ---
    void Statement(const Stmt* s);
    /// An `if` condition's value where the program states it: `true`, `false`, `!`, `&&`, `||`
    /// and const variables initialized so (crt-royale's `static const bool sample_orig_luts =
    /// true;`); nullopt for anything else.
    std::optional<bool> StatedTruth(const Expr* e, int depth = 0);
    void Block(const BlockStmt* s, bool new_scope = true);
    void LocalDecl(const VarDecl* decl);

    // --- the standard library (lower_stdlib.cpp) ---
    Value CallBuiltin(const BuiltinSignature& sig, std::vector<Value>& args,
                      const SourceRange& range);

    // --- the program interface (lower_entry.cpp) ---
    void BuildEntry(FunctionInfo* entry);
    ir::VarRef AddEntryGlobal(const std::string& name, const Type& type, ir::Global::Kind kind,
                              const std::string& semantic, int binding, const SourceRange& where);
    /// A struct with a sampler or a member declared `uniform`, at any depth.
    static bool HasUniformMembers(const Type& type);
    ir::InstId LoadSplitInput(ir::Builder& b, const std::string& name, const Type& type,
                              std::string texunit, const SourceRange& where);
    /// A vertex profile has no discard (nor clip()): the use is remembered instead of lowered
    /// (true), and an error only if the entry reaches it (CheckReachedErrors), so a shared
    /// file's fragment entry may still use it. False in fragment profiles.
    bool VertexDiscard(const SourceRange& range);
    /// Reports `message` at `range` if the entry reaches the function being lowered.
    void ErrorIfReached(const SourceRange& range, std::string message);
    /// An undeclared identifier or function: an error where the entry reaches it.
    void UndeclaredName(const SourceRange& range, std::string message);
    void CheckReachedErrors();
    /// The semantics an entry's varying inputs and outputs can have in the profile, for messages.
    std::string OutputHint() const;

    // State ------------------------------------------------------------------------------------
    const cfamily::SourceManager& sources_;
    /// SpanFiles(sources_): the files spans index, fixed once preprocessing is done.
    const std::vector<cfamily::FileId> span_files_;
    SemaOptions options_;
    support::DiagnosticList& diags_;
    ir::Module& module_;
    std::vector<std::map<std::string, Symbol>> scopes_;
    std::map<std::string, StructInfo*> tags_;
    std::deque<StructInfo> structs_;
    std::deque<FunctionInfo> functions_;
    std::vector<LoopInfo> loops_;
    /// The function being lowered (null at global scope) and its builder.
    FunctionInfo* current_ = nullptr;
    ir::Builder* b_ = nullptr;
    /// A builder for global initializers and other code that is checked but not kept.
    std::uint32_t scratch_index_ = 0;
    /// Whether the code being lowered is reachable, and the loops around it.
    semakit::ControlFlow flow_;
    int branch_depth_ = 0;  ///< `if` statements around the statement being lowered
    /// Branches around the statement being lowered that their if's StatedTruth rules out:
    /// names are not looked up there (UndeclaredName).
    int ruled_out_depth_ = 0;
    /// Uniform and varying globals in declaration order (the program's interface).
    std::vector<const VarDecl*> interface_globals_;
    /// Static consts being lowered (to catch an initializer that uses itself).
    std::set<const VarDecl*> expanding_;
    /// A const global's initializer is lowered again at each use (Identifier), so a chain of
    /// them nests expressions past the parser's limit for one expression, and one that uses
    /// another twice doubles the work at each link. The limits (docs/robustness.md): depth
    /// in Expression (ASan's frames overflowed 8 MB at 8,000 levels), and expansions in all.
    static constexpr int kMaxLoweringDepth = 2048;
    static constexpr std::size_t kMaxConstExpansions = 100000;
    int lowering_depth_ = 0;
    std::size_t const_expansions_ = 0;
    bool lowering_limit_reported_ = false;
    /// One level of lowering_depth_, for its lifetime.
    struct LoweringLevel {
        explicit LoweringLevel(int& counter) : depth(++counter) {}
        ~LoweringLevel() { --depth; }
        LoweringLevel(const LoweringLevel&) = delete;
        LoweringLevel& operator=(const LoweringLevel&) = delete;
        int& depth;
    };
    /// Counts one expansion of a const global's initializer; false (reported once) past the limit.
    bool CountConstExpansion(const SourceRange& use, const std::string& name);
    /// discard/clip uses in a vertex profile: the IR function they are in, and where.
    /// Errors (and warnings) that count only where the entry reaches the function
    /// (CheckReachedErrors).
    struct ReachedError {
        std::uint32_t function;
        SourceRange range;
        std::string message;
        bool warning = false;
    };
    std::vector<ReachedError> reached_errors_;
    /// Specializations of functions with interface parameters, by function and types.
    std::map<std::pair<FunctionInfo*, std::string>, FunctionInfo*> specializations_;
    /// Texture lookups on 1D, 2D and RECT samplers: shadow lookups, and the others.
    struct TextureLookup {
        std::uint32_t function;
        ir::InstId sample;
        SourceRange range;
    };
    std::vector<TextureLookup> shadow_lookups_;
    std::vector<TextureLookup> texture_lookups_;
    /// Globals with a private copy (written inputs and uniforms, varying out globals): the
    /// global's index -> the output global the copy is stored to at the end, or -1.
    std::map<std::uint32_t, int> private_globals_;
    /// Static (not const) globals: the placeholder global's index -> the declaration and type.
    std::map<std::uint32_t, std::pair<const VarDecl*, Type>> static_globals_;
    /// Inside a specialization: diagnostics were given for the body as written.
    int muted_ = 0;
    /// The uniform globals made for `glstate` items, by name.
    std::map<std::string, std::uint32_t> glstate_globals_;
    /// `sampler` parameters and the specific types their bodies as written ask for.
    std::map<std::pair<const FunctionInfo*, std::size_t>, SamplerKind> parameter_samplers_;
    /// The same for globals and entry parameters (SemaOptions::sampler_kinds' keys).
    std::map<std::pair<bool, std::string>, SamplerKind> sampler_uses_;
    /// Uniforms' initializers by binding name (SemaResult::uniform_defaults).
    std::map<std::string, std::vector<double>> uniform_defaults_;
};

/// `concrete` is a struct that implements interface `iface`.
bool Implements(const Type& concrete, const Type& iface);

/// The type a parameter of dynamic type (an interface, an unsized array, the base `sampler`)
/// takes at a call from its argument of type `actual`, or nullopt when it takes none.
std::optional<Type> ConcreteFor(const Type& formal, const Type& actual);

/// A lookup on a `dim` sampler with this many coordinate components is a shadow lookup.
bool IsShadowLookup(ir::SamplerDim dim, int coordinate_components, bool projective);

/// Upper-cases a semantic ("Semantic names are case-insensitive").
std::string UpperSemantic(const std::string& text);
/// A struct member declared `uniform` (sema_decls.cpp, DeclareStruct).
bool IsUniformMember(const StructInfo::Field& f);

}  // namespace tessera::lang::cg::sema
