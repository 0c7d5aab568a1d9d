// SPDX-License-Identifier: MIT
// The ISL compiler's internal state: semantic analysis and "execution" in one walk.
//
// ISL's control flow is all uniform (if on a uniform relation, repeat with a uniform
// count) or a restriction of the active pixels (if on a varying relation), so the compiler
// runs the shader: uniform values are folded to constants as it goes, uniform ifs pick a
// branch, repeats unroll and functions inline. What cannot be known at compile time falls
// into two lists: parameter values become value steps (run on the CPU per draw), and
// varying work becomes framebuffer operations (VOps), which backends.cpp turns into the
// multipass or the fused plan. Branches not taken and repeat bodies run zero times are
// still checked (with `live_` false, emitting nothing), so every error is found.
#pragma once

#include <cmath>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "lang/isl/reader/ast.h"
#include "lang/isl/reader/program_builder.h"
#include "lang/isl/plan/plan.h"
#include "support/diagnostic.h"

namespace tessera::lang::isl {

/// `value` rounded down and clamped to [0, last], NaN as 0. Constant indices and channels
/// may be any float (`FB[1e40]`, found by fuzz_isl_compile), and converting one outside
/// int's range to int is undefined: clamp first, then convert.
inline int ClampedIndex(double value, int last) {
    const double down = std::floor(value);
    if (!(down > 0)) return 0;  // NaN too
    return down >= last ? last : static_cast<int>(down);
}

/// The values one element of a type takes: floats for numbers (a matrix is 16), one entry
/// of Val::strings for a string (counted as 16, `names[1] = "b"` wrote past the strings).
inline int ElementSize(BaseType base) {
    return base == BaseType::kFloat || base == BaseType::kString ? 1 : base == BaseType::kColor ? 4 : 16;
}

/// A value during compilation.
struct Val {
    enum class Kind { kBad, kNumeric, kString, kRelation, kVaryingRelation, kVarying };
    Kind kind = Kind::kBad;
    DataClass data = DataClass::kUniform;
    BaseType base = BaseType::kFloat;
    int count = -1;  ///< array length, -1 for a scalar
    std::vector<float> k;  ///< value when constant (every uniform is)
    int step = -1;         ///< value step when not constant
    std::vector<std::string> strings;
    bool truth = false;    ///< uniform relation
    Source source;         ///< kVarying
    // kVaryingRelation: FB[channel] compare value(step)
    int channel = 0;
    plan::Compare compare = plan::Compare::kEqual;

    bool Ok() const { return kind != Kind::kBad; }
    bool IsConst() const { return step < 0; }
};

/// One framebuffer operation in program order.
struct VOp {
    enum class Kind { kWrite, kSave, kTransform, kLookup, kIfPush, kElse, kIfPop };
    Kind kind = Kind::kWrite;
    plan::Combine combine = plan::Combine::kReplace;
    std::array<bool, 4> mask{true, true, true, true};
    Source source;
    int image = 0;
    int step = 0;
    int width = 1;
    int channel = 0;
    plan::Compare compare = plan::Compare::kEqual;
    std::string comment;
    int entries = 0;  ///< kLookup: the table's length
    Span span;        ///< the statement, in the surface's source (0 for a light shader's)

    /// An operation with no operands but these (saves, else, the end of an if).
    static VOp Simple(Kind kind, std::string comment, int image = 0) {
        VOp op;
        op.kind = kind;
        op.image = image;
        op.comment = std::move(comment);
        return op;
    }
};

struct Variable {
    DataClass data = DataClass::kUniform;
    BaseType base = BaseType::kFloat;
    int count = -1;
    Val value;
    int image = -1;  ///< varying variables: the saved image holding them
    Span span;
};

/// An ISL light shader feeding the surface's ambient()/diffuse()/specular().
struct LightUnit {
    const Unit* unit = nullptr;
    const Function* shader = nullptr;
    std::string_view text;
};

struct CompileInput {
    std::string_view text;
    std::vector<plan::LightKind> lights;
    std::map<std::string, std::vector<float>> uniform_params;  ///< --param for uniform formals
    std::vector<LightUnit> light_shaders;  ///< per light; no unit for a built-in light
};

class Compiler {
  public:
    Compiler(const CompileInput& input, support::DiagnosticList& diags) : input_(input), diags_(diags), text_(input.text) {}

    /// Checks and runs the unit's shader; fills steps(), ops(), shader_name().
    void Run(const Unit& unit);

    std::vector<plan::ValueStep>& Steps() { return steps_; }
    const std::vector<VOp>& Ops() const { return ops_; }
    const std::string& ShaderName() const { return shader_name_; }
    int Images() const { return images_; }
    std::vector<std::string> ParameterNames() const { return parameter_names_; }

  private:
    // compile_expr.cpp
    Val Eval(const Expr& e);
    Val EvalName(const Expr& e);
    Val EvalUnary(const Expr& e);
    Val EvalBinary(const Expr& e);
    Val EvalRelation(const Expr& e, const Val& a, const Val& b);
    Val Arith(const std::string& op, Val a, Val b, const Expr& ea, const Expr& eb, const Expr& e);
    Val EvalIndex(const Expr& e);
    Val EvalList(const Expr& e);
    Val Number(float x);
    Val Step(plan::ValueOp op, std::vector<Val> args, DataClass data, BaseType base, int count = -1,
             std::string name = "", int width = 1);
    Val Convert(const Val& v, BaseType base, const Expr& where);
    bool Arithmetic(const Val& a, const Expr& where);
    int StepOf(const Val& v);
    Val Bad() { return Val{}; }
    void Error(const Span& span, std::string message) { diags_.Error(span.offset, span.length, std::move(message)); }

    // compile_calls.cpp
    Val EvalCall(const Expr& e);
    Val CallBuiltin(const Expr& e, std::vector<Val>& args);
    Val CallVarying(const Expr& e, std::vector<Val>& args);
    Val CallTexture(const Expr& e, std::vector<Val>& args);
    Val Wrong(const Expr& call, const std::string& what);
    Val CallUser(const Expr& e, const Function& f, std::vector<Val>& args);
    std::vector<LightRef> Lights(plan::LightKind kind);
    void RunLightShaders();

    // compile_stmt.cpp
    void RunBody(const std::vector<StmtPtr>& body, const Function& f);
    void RunStmt(const Stmt& s, bool last, const Function& f);
    void Declare(const Declaration& d, bool formal, const Val* given = nullptr);
    bool ArraySize(const Declaration& d, bool formal, int& count);
    Val ZeroValue(BaseType base, int count);
    void Assign(const Stmt& s);
    void AssignFB(const Stmt& s);
    void AssignVariable(const Stmt& s);
    void If(const Stmt& s, const Function& f);
    void RunDead(const Stmt& s, const Function& f);
    void RunScoped(const Stmt& s, const Function& f);
    Val Assignable(DataClass data, BaseType base, int count, const Val& v, const Span& span);
    void AssignElement(Variable& var, const Stmt& s, std::vector<const Expr*>& indices, const Val& rhs);
    void CheckReturns(const Function& f);
    void RunFunction(const Function& f, const std::string& input_prefix = "");
    void Repeat(const Stmt& s, const Function& f);
    void Return(const Stmt& s, const Function& f);
    void Emit(VOp op, const Span& span = {});
    Variable* Lookup(const std::string& name);
    std::string Snippet(const Span& span) const;

    const CompileInput& input_;
    support::DiagnosticList& diags_;
    std::map<std::string, const Function*> functions_;
    std::set<const Function*> failed_;  ///< functions whose check reported errors
    std::vector<std::map<std::string, Variable>> scopes_;
    std::vector<plan::ValueStep> steps_;
    std::vector<VOp> ops_;
    std::string shader_name_;
    std::vector<std::string> parameter_names_;
    int images_ = 0;
    bool live_ = true;
    int call_depth_ = 0;
    std::size_t unrolled_ = 0;
    std::size_t calls_ = 0;
    int varying_if_depth_ = 0;
    Val* return_value_ = nullptr;  ///< where the current function's return goes
    std::vector<std::pair<int, int>> light_steps_;  ///< each light's color and matrix inputs
    std::vector<int> light_images_;  ///< each light shader's result (saved image), or -1
    std::string_view text_;          ///< the source being run (the surface's or a light's)
    /// The saved image of each varying declaration (at each call depth): a declaration run
    /// again (in a repeat) reuses its image, so images stay bounded by the source.
    std::map<std::pair<const Declaration*, int>, int> image_of_;
};

using support::Counted;

const char* TypeName(BaseType base);
const char* ClassName(DataClass data);

}  // namespace tessera::lang::isl
