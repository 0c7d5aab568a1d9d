// SPDX-License-Identifier: MIT
// The GLSL checker-lowerer's state, shared by the sema_*.cpp and builtin_*.cpp files.
//
// As in the Cg reader (lang/cg/reader/sema.h), checking an expression and lowering it are one walk:
// every expression comes back as a Value (its GLSL type, the IR value, its Place when it is
// an l-value, and whether it is a constant expression in the sense of GLSL 1.10 section 4.3.3).
// Instructions whose operands are all literals are folded as they are made, so a constant
// expression is a literal and array sizes and `const` initializers need no second evaluator.
//
// Where the walk does what:
//   sema.cpp           the driver: two phases (declare everything, then lower bodies), the
//                      entry wrapper, scopes and diagnostics
//   sema_decls.cpp     types as written, structs, global and local variables, functions
//   sema_exprs.cpp     operators (the exact type rules of glsl_operators.md)
//   sema_access.cpp    identifiers, fields, swizzles, indexing, places and stores
//   sema_construct.cpp constructors
//   sema_calls.cpp     calls of user functions
//   sema_stmts.cpp     statements and loops
//   builtin_vars.cpp   gl_* variables, state uniforms and constants
//   builtin_funcs.cpp  the built-in function library
//
// Global variables a shader writes (its own and gl_FragColor, gl_FragData, gl_FragDepth)
// are state shared by its functions, which the IR keeps only in locals: every user function
// gets one hidden `inout` parameter per such global (inlining makes them free), and the
// entry wrapper holds them in locals, runs the initializers, calls main, and stores the
// outputs the shader wrote.
#pragma once

#include <deque>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ir/builder.h"
#include "ir/module.h"
#include "lang/common/cfamily/source_manager.h"
#include "lang/common/semakit/access.h"
#include "lang/common/semakit/control_flow.h"
#include "lang/glsl/reader/ast.h"
#include "lang/glsl/reader/sema.h"
#include "lang/glsl/reader/types.h"
#include "support/diagnostic.h"

namespace tessera::lang::glsl::sema {

using Step = semakit::AccessStep;  ///< lang/common/semakit/access.h

/// An l-value: a variable and a path into it.
struct Place {
    ir::VarRef var;
    std::vector<Step> steps;
    int global_slot = -1;   ///< the mutable global it is in, or -1
    std::string read_only;  ///< why it cannot be written, empty when it can
};

/// One IR global (or one component of one) behind a leaf of an interface variable.
struct Leaf {
    std::uint32_t global = UINT32_MAX;  ///< UINT32_MAX: not expressible (see `missing`)
    std::vector<std::uint32_t> lanes;   ///< non-empty: these components of the global
    std::string missing;
    bool acos_degrees = false;          ///< the value is degrees(acos(that component))
    /// A matrix varying: one vector input global per column (`global` unused).
    std::vector<std::uint32_t> columns;
    bool positive = false;  ///< the value is whether the global is > 0 (gl_FrontFacing)
};

struct Symbol;

/// A checked and lowered expression.
struct Value {
    Type type;
    ir::InstId id;
    std::optional<Place> place;
    Range range;
    bool constant = false;  ///< a constant expression (section 4.3.3)
    /// An interface variable (uniform, input) not yet loaded: its leaves from `leaf`.
    const Symbol* iface = nullptr;
    std::size_t leaf = 0;
    bool IsError() const { return type.IsError(); }
};

struct FunctionInfo {
    std::string name;
    Type return_type;
    std::vector<const VarDecl*> param_decls;
    std::vector<Type> params;
    std::vector<ir::ParamDirection> directions;
    const FunctionDecl* decl = nullptr;
    const FunctionDecl* definition = nullptr;
    std::uint32_t ir_index = 0;
    int order = 0;      ///< of the first declaration
    int def_order = 0;  ///< of the definition
    int def_shader = 0;  ///< the shader of the stage that defines it
    /// (shader, order) of each shader's first declaration: a call sees the function only
    /// where its own shader declared it before (section 6.1, built-ins redefined at link time).
    std::vector<std::pair<int, int>> declared;
    bool VisibleFrom(int shader, int visible_order) const {
        for (const auto& [s, o] : declared)
            if (s == shader && o <= visible_order) return true;
        return false;
    }
};

struct Symbol {
    enum class Kind : std::uint8_t { kVariable, kFunctions, kStruct };
    enum class Storage : std::uint8_t { kLocal, kMutableGlobal, kInterface, kConstant, kUnbound };
    Kind kind = Kind::kVariable;
    Storage storage = Storage::kLocal;
    Type type;
    ir::VarRef var;               ///< kLocal
    int slot = -1;                ///< kMutableGlobal: index into Sema::globals_
    std::vector<Leaf> leaves;     ///< kInterface
    std::vector<double> literal;  ///< kConstant
    bool is_const = false;
    std::string read_only;        ///< why it cannot be written (uniform, varying, const)
    std::string unsupported;      ///< using it is this error (gl_FrontFacing...)
    int order = 0;                ///< global scope: declaration order
    int shader = 0;               ///< global scope: the shader of the stage that declared it
    std::uint8_t qualifiers = 0;  ///< global scope: the declaration's qualifiers
    /// Global scope: an initializer was given, and its value when it is a constant (the link
    /// rule compares them, section 4.2).
    bool initialized = false;
    std::optional<std::vector<double>> initial_value;
    std::vector<FunctionInfo*> functions;
    const StructInfo* struct_info = nullptr;
    Range range;
    /// Declared `T a[]` without an initializer (a local or a plain global): a later
    /// declaration in the same scope may give it a size (section 4.1.9).
    bool unsized_declaration = false;
    /// The largest constant index used on it so far (-1: none), which a size given by a
    /// redeclaration must exceed.
    int largest_index = -1;
};

/// A global the shader writes: its own global variables and the fragment outputs.
struct MutableGlobal {
    std::string name;
    Type type;
    const VarDecl* decl = nullptr;  ///< its initializer, if any
    std::string output;             ///< the output semantic ("COLOR", "DEPTH") or empty
    bool written = false;
    Range range;
    /// An array or matrix output: the semantic of each vector in it (elements, then columns).
    std::vector<std::string> element_outputs;
};

/// `T a[]` or 1.20's `T[] a`, without an initializer: sized by its constant indices or by a
/// later redeclaration (section 4.1.9).
bool IsUnsizedDeclaration(const VarDecl& v);
/// The size `T name[]` takes from the constant indices `unit` uses it with; -1 for none.
int ImplicitSize(const TranslationUnit& unit, const std::string& name);

class Sema {
  public:
    Sema(const cfamily::SourceManager& sources, const SemaOptions& options, support::DiagnosticList& diagnostics,
         ir::Module& module);
    /// Analyses the stage's shaders (one, or several being linked) as one program.
    SemaResult Run(const std::vector<LinkedShader>& shaders);

    // --- sema.cpp: diagnostics, scopes ---
    void Error(const Range& range, std::string message);
    void Warning(const Range& range, std::string message);
    ir::Span SpanOf(const Range& range) const;
    void PushScope() { scopes_.emplace_back(); }
    void PopScope() { scopes_.pop_back(); }
    Symbol* Lookup(const std::string& name);
    /// Declares in the innermost scope; reports a redeclaration (section 4.2.7).
    Symbol* Declare(const std::string& name, const Range& range, Symbol symbol);
    ir::TypeId Ir(const Type& t) {
        DefineIrStruct(t);
        return IrType(t, module_.types);
    }
    /// Built-in structure types get their IR type at first use, so a module lists only
    /// the ones its shader uses.
    void DefineIrStruct(const Type& t);
    std::string VersionName() const;

    // --- sema_decls.cpp ---
    Type ResolveType(const TypeSpec& spec);
    Type DeclaredType(const VarDecl& v, bool allow_unsized = false);
    /// GLSL 1.10 section 4.1.9: an array declared without a size is sized by the largest
    /// constant index the shader uses it with; -1 when it has none.
    int ImplicitSize(const std::string& name) const;
    const StructInfo* DeclareStruct(const StructDecl* decl);
    int ArraySize(const Expr* size);
    void DeclareGlobals(const ExternalDecl& d);

    // --- sema_link.cpp: several shaders in a stage (sections 4.2 and 6.1) ---
    /// An error of the link rules: reported as any error, and marks the result link_failed.
    void LinkError(const Range& range, std::string message);
    /// `v` is a global another shader of the stage declared: checks that the two agree and
    /// makes `v` that shared variable. False when `v` declares no shared global.
    bool LinkSharedGlobal(const VarDecl& v);
    /// A struct another shader declared by the same name: the same type when the two agree.
    /// Null when `decl` is no such struct.
    const StructInfo* LinkSharedStruct(const StructDecl* decl);
    /// The error for a function body whose signature `earlier` another shader defines.
    void ReportSecondDefinition(const FunctionDecl* decl, const FunctionInfo& earlier);
    /// Switches to shader `index` (its #version comes with it).
    void EnterShader(int index);
    /// The link errors for calls of functions no shader defines, in the functions the
    /// program contains as Mesa links it: all of main's shader, and what main reaches.
    void ReportUnresolvedCalls(const FunctionInfo* main);
    /// `invariant x;` (1.20 section 4.6.1): x must be a varying declared before.
    void RedeclareInvariant(const ExternalDecl& d);
    void DeclareFunction(const FunctionDecl* decl);
    void LowerFunction(FunctionInfo* f);
    void LocalDecl(const VarDecl& v);
    /// Section 4.1.9: `v` gives a size to an array its scope declared without one. False
    /// when `v` redeclares nothing of the kind (the caller declares it as usual).
    bool RedeclareUnsizedArray(const VarDecl& v);
    Type RedeclaredArrayType(const VarDecl& v, const Symbol& earlier, Value& init);
    /// `T a[]` with no constant index anywhere to size it: declared without a variable until
    /// a redeclaration sizes it. False when `v` is not such a declaration.
    bool DeclareUnsizedArray(const VarDecl& v);
    /// The error for a use of array `name` that needs the size it has not been given.
    std::string UnsizedUse(const std::string& name) const;
    void UniformDefault(const VarDecl& v, const Type& t, Value init, const std::vector<Leaf>& leaves);
    void CheckName(const std::string& name, const Range& range);

    // --- sema_exprs.cpp ---
    Value Expression(const Expr* e);
    Value Binary(const Expr* e);
    Value BinaryValues(cfamily::Punct op, Value a, Value b, const Range& range, const Range& op_range);
    Value Unary(const Expr* e);
    Value Assign(const Expr* e);
    Value Logical(const Expr* e);
    Value Conditional(const Expr* e);
    Value Make(Type type, ir::InstId id, const Range& range, bool constant);
    Value ErrorValue(const Range& range) const;
    /// Folds an instruction whose operands are literals into a literal.
    ir::InstId Fold(ir::InstId id);
    ir::InstId Splat(ir::InstId scalar, const Type& to);
    ir::InstId Literal(const Type& t, double value);
    Value Condition(const Expr* e, const char* what);
    /// GLSL 1.20's implicit int -> float conversions (none in 1.10).
    bool Converts(const Type& from, const Type& to) const;
    Value ConvertTo(const Value& v, const Type& to);

    // --- sema_access.cpp ---
    Value Identifier(const Expr* e);
    Value Member(const Expr* e);
    Value Index(const Expr* e);
    /// The expression, with interface variables left unloaded (for . and []).
    Value Access(const Expr* e);
    Value Materialize(Value v);
    ir::InstId LoadLeaves(const Type& type, const std::vector<Leaf>& leaves, std::size_t& at, const Range& range);
    void StoreTo(const Place& place, ir::InstId value, const Range& range);
    /// `v` is a uniform of the program's own (not GL state) not yet loaded, each leaf of
    /// `type` a whole IR uniform: its elements are consecutive program parameters.
    bool IsPlainUniform(const Value& v, const Type& type) const;
    ir::InstId SelectIndex(ir::InstId composite, const Type& type, ir::InstId index);
    bool Writable(const Value& v, const Range& range, const char* what);

    // --- sema_construct.cpp ---
    Value Constructor(const Expr* e, const Type& type, std::vector<Value> args);
    ir::InstId ConvertIr(ir::InstId id, const Type& from, ir::ScalarKind to);
    std::vector<ir::InstId> Scalars(const Value& v);

    // --- sema_calls.cpp ---
    Value Call(const Expr* e);
    Value CallUser(const Expr* e, FunctionInfo* f, std::vector<Value>& args);
    Value ArrayConstructor(const Expr* e, Type element, std::vector<Value>& args);

    // --- sema_stmts.cpp ---
    void Statement(const Stmt* s);
    void Loop(const Stmt* s);

    // --- builtin_vars.cpp ---
    void DeclareBuiltinVariables();
    /// The stage's own interface: fragment inputs and outputs, or vertex_stage.cpp's.
    void DeclareFragmentInterface();
    void DeclareVertexInterface();
    /// A mutable global that is (or whose elements are) a shader output.
    Symbol* DeclareOutput(const std::string& name, const Type& type, const std::string& semantic,
                          std::vector<std::string> element_semantics = {}, const Range& range = Range{});
    /// The entry wrapper's last step: every output the shader wrote into its output
    /// globals (an array or matrix one vector per element or column, element_outputs).
    void StoreOutputs(ir::Builder& b);
    /// A user varying's first TEXCOORD index (the link rule, docs/glsl.md), or -1 when a
    /// linked vertex shader's varying is not read by the fragment shader.
    int VaryingSlot(const std::string& name, const Type& type, const Range& range);
    /// A fragment shader's user varying: one vector input per element and matrix column,
    /// TEXCOORD `first` and down (the link rule).
    void AddVaryingInputs(const std::string& name, const Type& type, int first, const Range& range,
                          std::vector<Leaf>& out);
    /// A fragment shader's packed user varying (options_.pack_varyings): a read-only
    /// mutable global the entry wrapper fills from the TEXCOORDs, component `first` on.
    void DeclarePackedVarying(const VarDecl& v, const Type& t, int first);
    /// The entry wrapper's stores of a vertex shader's packed varyings, one vec4 per
    /// TEXCOORD; `claimed` gets the TEXCOORDs they take.
    void StorePackedVaryings(ir::Builder& b, std::set<std::string>& claimed);
    /// The entry wrapper's stores of gl_ClipVertex's distances to the clip planes, one
    /// CLPn output per plane (options_.clip_distances).
    void StoreClipDistances(ir::Builder& b);
    /// A user `attribute` of a vertex shader (section 4.3.3).
    void DeclareAttribute(const VarDecl& v, const Type& t);
    /// A user `varying` of a vertex shader: a mutable global written out.
    void DeclareVertexVarying(const VarDecl& v, const Type& t);
    /// Gives the user attributes their generic indices once the conventional attributes the
    /// shader reads are known (they alias generic ones, ARB_vertex_program Table X.2.1).
    void AssignAttributes();
    /// Creates the IR globals behind a built-in interface symbol at its first use.
    void BindBuiltin(Symbol& s, const std::string& name);

    // --- builtin_funcs.cpp ---
    /// A call of a built-in function; nullopt when `name` is not one.
    std::optional<Value> CallBuiltin(const Expr* e, const std::string& name, std::vector<Value>& args);
    /// Vertex-stage calls: ftransform, the texture lookups (none in ARBvp), fragment-only ones.
    std::optional<Value> VertexBuiltin(const Expr* e, const std::string& name, std::vector<Value>& args);
    /// While a vertex shader's texture*Lod is lowered as its plain form: the level of detail.
    std::optional<ir::InstId> explicit_lod_;
    std::optional<Value> MatrixBuiltin120(const Expr* e, const std::string& name, std::vector<Value>& args);
    /// Instructions main would have with every call inlined (saturating), to refuse blow-ups.
    std::uint64_t InlinedSize(std::uint32_t function, std::vector<std::uint64_t>& memo);

    std::uint32_t AddGlobal(const std::string& name, const Type& type, ir::Global::Kind kind,
                            const std::string& semantic, const Range& range);
    /// Declares the IR globals behind a user uniform or input, one per leaf.
    void AddLeaves(const std::string& name, const Type& type, ir::Global::Kind kind, const std::string& semantic,
                   const Range& range, std::vector<Leaf>& out);

    // State ------------------------------------------------------------------------------------
    const cfamily::SourceManager& sources_;
    SemaOptions options_;
    support::DiagnosticList& diags_;
    ir::Module& module_;
    int version_ = 110;
    std::vector<std::map<std::string, Symbol>> scopes_;
    std::deque<StructInfo> structs_;
    std::deque<FunctionInfo> functions_;
    std::vector<MutableGlobal> globals_;
    /// The variables holding globals_ in the function being lowered.
    std::vector<ir::VarRef> global_vars_;
    std::vector<LoopInfo> loops_;
    std::map<std::string, std::uint32_t> state_globals_;  ///< state semantic -> IR global
    FunctionInfo* current_ = nullptr;
    ir::Builder* b_ = nullptr;
    /// Only globals and functions declared before this order are visible (phase 2).
    int visible_order_ = 1 << 30;
    int next_order_ = 0;
    /// Whether the code being lowered is reachable, and the loops around it.
    semakit::ControlFlow flow_;
    /// Index is evaluating its base identifier, which may be an array without a declared
    /// size (section 4.1.9: such an array takes constant indices).
    bool indexing_base_ = false;
    int varyings_ = 0;
    bool varyings_overflow_ = false;
    /// Packed varyings: a fragment shader's TEXCOORD input per index; a vertex shader's
    /// packed varying outputs, globals_ index -> first component.
    std::map<int, std::uint32_t> packed_inputs_;
    std::map<std::size_t, int> packed_outputs_;
    /// User attributes in declaration order: name, its IR inputs (a matrix's columns).
    struct Attribute {
        std::string name;
        std::vector<std::uint32_t> globals;
        Range range;
    };
    std::vector<Attribute> attributes_;
    std::map<std::string, int> attribute_map_;
    std::map<std::string, int> varying_map_;
    const TranslationUnit* unit_ = nullptr;
    /// The stage's shaders (one unless linking) and the one being analysed.
    std::vector<LinkedShader> shaders_;
    int shader_ = 0;
    /// The qualifiers of the global being declared (Declare records them on its symbol).
    std::uint8_t declaring_qualifiers_ = 0;
    bool link_failed_ = false;
    /// Linking: calls of functions no shader defines, reported once the program is known.
    struct UnresolvedCall {
        const FunctionInfo* caller;
        Range range;
        std::string name;
    };
    std::vector<UnresolvedCall> unresolved_;
    /// > 0 inside the branch of an `if` whose condition is a constant that skips it.
    int dead_depth_ = 0;
    std::map<std::string, std::vector<double>> uniform_defaults_;
    /// Instructions Fold has looked at, in `fold_function_`.
    const ir::Function* fold_function_ = nullptr;
    std::vector<char> fold_seen_;
};

}  // namespace tessera::lang::glsl::sema
