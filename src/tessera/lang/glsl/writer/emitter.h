// SPDX-License-Identifier: MIT
// The emitter: IR values -> GLSL expressions and statements (the body of main).
//
// Each value becomes an expression string with its precedence. A value is written as a
// statement (`vec3 t4 = ...;`) when it is used more than once, used in another block than
// its own, expensive (a texture sample, most intrinsics) or long; otherwise its expression
// is inlined at its single use. The trick that keeps this simple: values are pure, so an
// expression may be evaluated at any point between its definition and its use, and when an
// operation needs an operand several times (a component-wise select, a matrix row) the
// emitter names that operand right there (Reusable), even if it had planned to inline it.
// Loads of local variables are the one impure read; they are always named where they are.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "lang/glsl/writer/writer_impl.h"
#include "support/source.h"

namespace tessera::lang::glsl::writer_detail {

class Emitter {
public:
    Emitter(const ir::Module& m, const GlslWriterOptions& o, const VersionInfo& v, const Interface& i,
            TypeNamer& t, Diags& d);
    Body Run();

private:
    struct Value {
        Expr expr;
        bool named = false;  ///< a variable (t3) or free to repeat (a literal, a uniform)
        const InterfaceNode* node = nullptr;  ///< a struct input read field by field
        int uses = 0;
        const ir::Block* def_block = nullptr;
        const ir::Block* use_block = nullptr;  ///< the block of the (last) use
    };
    /// Where a stored value comes from: a value, an interface node or an expression.
    struct Source {
        ir::InstId id;
        const InterfaceNode* node = nullptr;
        Expr expr;
    };

    // emitter.cpp: blocks, statements, naming
    void CountUses(const ir::Block& block);
    void EmitBlock(const ir::Block& block);
    void EmitInstruction(ir::InstId id, const ir::Block& block, bool last);
    void EmitLoop(const ir::Instruction& inst);
    void Line(const std::string& text, ir::Span span);
    void Define(ir::InstId id, Expr expr, bool expensive);
    std::string Materialize(ir::InstId id, const Expr& expr);
    Expr Ref(ir::InstId id);
    Expr Reusable(ir::InstId id);
    std::string Arg(ir::InstId id) { return Ref(id).text; }
    void Store(const InterfaceNode& node, const Source& source, ir::Span span);
    Source Part(const Source& source, std::size_t field);
    Expr SourceExpr(const Source& source);
    Expr NodeConstructor(const InterfaceNode& node, ir::Span span);
    Expr ValueExpr(const ir::Instruction& inst, ir::InstId id, bool& expensive, bool& free);

    // emit_ops.cpp: operators and the instructions with a shape of their own
    Expr Constant(ir::TypeId type, const std::vector<double>& literal, std::size_t& at, ir::Span span);
    Expr Binary(const ir::Instruction& inst);
    Expr Compare(const ir::Instruction& inst);
    Expr Logic(const ir::Instruction& inst);
    Expr Select(const ir::Instruction& inst);
    Expr Swizzle(const ir::Instruction& inst);
    Expr Extract(const ir::Instruction& inst, ir::InstId id);
    Expr Construct(const ir::Instruction& inst);
    Expr Insert(const ir::Instruction& inst);
    bool ArrayByElements(ir::TypeId type) const;
    Expr ArrayVariable(const ir::Instruction& inst);
    std::vector<std::string> Scalars(ir::InstId id);
    std::string Component(const Expr& e, ir::TypeId type, int i);
    std::string ClampIndex(ir::InstId index, std::uint32_t count);
    Expr MatrixRow(const Expr& matrix, ir::TypeId type, const std::string& row);
    Expr Intrinsic(const ir::Instruction& inst, bool& expensive);
    Expr Sample(const ir::Instruction& inst);
    std::string Helper(const std::string& name, ir::TypeId type, ir::Span span);
    std::string DeterminantHelper(int n);
    std::string Call(const std::string& f, const std::vector<ir::InstId>& args);

    int Width(ir::TypeId t) const { return types().Get(t).Width(); }
    const ir::TypeTable& types() const { return module_.types; }
    std::string TypeName(ir::TypeId t, ir::Span span) { return namer_.Name(t, span); }
    bool IsFloat(ir::TypeId t) const { return types().Get(t).scalar == ir::ScalarKind::kFloat; }

    const ir::Module& module_;
    const ir::Function& fn_;
    const GlslWriterOptions& options_;
    const VersionInfo& version_;
    const Interface& interface_;
    TypeNamer& namer_;
    Diags& diags_;
    std::vector<Value> values_;
    std::vector<std::string> local_names_;
    std::string out_;
    int indent_ = 1;
    int next_temp_ = 0;
    int next_loop_ = 0;
    ir::Span span_;  ///< the instruction being written (for diagnostics)
    std::uint32_t last_comment_file_ = UINT32_MAX;
    std::size_t last_comment_line_ = SIZE_MAX;
    Body body_;
    std::set<std::string> helper_keys_;
    std::map<std::uint32_t, std::unique_ptr<support::SourceFile>> sources_;  ///< for comments
};

}  // namespace tessera::lang::glsl::writer_detail
