// SPDX-License-Identifier: MIT
// The IR builder: how front ends and passes create instructions.
//
// A Builder appends to one block of one function at a time (its insertion point) and infers
// result types where the operands decide them, so a front end writes
//
//     InstId sum = b.Add(x, y);          // type of x
//     InstId lit = b.Float(0.5f);
//     InstId t   = b.Sample(sampler, uv); // float4
//     b.If(cond, [&] { b.Discard(); });
//
// Nested blocks are built with callbacks: If and Loop move the insertion point into the new
// block for the callback's duration, which keeps the structure correct by construction.
// The builder does not check types beyond what it needs to infer them; ir/validate does.
//
// Every call appends, so two builder calls as arguments of one call, b.Mul(b.Extract(x, 0),
// b.Extract(y, 0)), leave the order of the instructions to the C++ compiler (the order of
// evaluating arguments is unspecified; GCC goes right to left, clang left to right), and
// with it the numbering and the program written. Make the order a statement: take the one
// that goes first into a local (the code does the right operand first, as GCC did when the
// expected outputs were written).
#pragma once

#include <functional>
#include <initializer_list>
#include <span>
#include <string>
#include <vector>

#include "ir/module.h"

namespace tessera::ir {

class Builder {
public:
    /// Appends to `function`'s body.
    Builder(Module& module, Function& function);

    Module& GetModule() { return module_; }
    Function& GetFunction() { return function_; }
    TypeTable& Types() { return module_.types; }

    /// Instructions created from now on carry `span`.
    void SetSpan(Span span) { span_ = span; }

    // --- constants ---
    InstId Float(float value);
    InstId Int(std::int32_t value);
    InstId Bool(bool value);
    /// A constant of `type` from its flattened scalars (see Instruction::literal).
    InstId Constant(TypeId type, std::vector<double> scalars);
    /// `value` repeated over every scalar of `type` (a splat).
    InstId Splat(TypeId type, double value);
    InstId Undef(TypeId type);

    // --- variables ---
    /// A new local variable of the current function.
    VarRef Local(std::string name, TypeId type);
    InstId Load(VarRef var);
    void Store(VarRef var, InstId value);
    TypeId VarType(VarRef var) const;

    // --- operations (result types inferred) ---
    InstId Binary(Op op, InstId a, InstId b);  ///< arithmetic: type of a; comparisons: bool of its width
    InstId Add(InstId a, InstId b) { return Binary(Op::kAdd, a, b); }
    InstId Sub(InstId a, InstId b) { return Binary(Op::kSub, a, b); }
    InstId Mul(InstId a, InstId b) { return Binary(Op::kMul, a, b); }
    InstId Div(InstId a, InstId b) { return Binary(Op::kDiv, a, b); }
    InstId Neg(InstId a);
    InstId Not(InstId a);
    InstId Reduce(Op op, InstId a);  ///< kAny / kAll
    InstId MatrixTimesVector(InstId m, InstId v);
    InstId VectorTimesMatrix(InstId v, InstId m);
    InstId MatrixTimesMatrix(InstId a, InstId b);
    InstId Select(InstId condition, InstId if_true, InstId if_false);
    InstId Swizzle(InstId value, std::vector<std::uint32_t> components);
    InstId Extract(InstId value, std::uint32_t index);
    InstId Insert(InstId composite, std::uint32_t index, InstId element);
    InstId DynamicExtract(InstId composite, InstId index);
    InstId Construct(TypeId type, std::vector<InstId> parts);
    InstId Convert(InstId value, ScalarKind to);
    /// An intrinsic whose result type is given (the front end knows the language's rule).
    InstId Intrinsic(ir::Intrinsic which, TypeId type, std::vector<InstId> args);
    /// A float4 texture sample (a shadow sampler's result is float4 too, as in ARBfp).
    InstId Sample(SampleKind kind, InstId sampler, InstId coordinate, std::vector<InstId> extra = {});
    /// A call; `out_vars` are the caller's variables for the callee's out/inout parameters.
    InstId Call(std::uint32_t callee, std::vector<InstId> args, std::vector<VarRef> out_vars = {});

    // --- control ---
    void If(InstId condition, const std::function<void()>& then_part,
            const std::function<void()>& else_part = nullptr);
    void Loop(const std::function<void()>& body, const std::function<void()>& continuing = nullptr);
    void Break();
    void Continue();
    void Return(InstId value = InstId{});
    void Discard();

    /// The type of an existing value.
    TypeId TypeOf(InstId value) const { return function_.At(value).type; }

    /// Appends an instruction built by hand (for passes and the text reader).
    InstId Append(Instruction inst);
    /// Runs `build` with the insertion point moved to `block`, then restores it.
    void WithBlock(Block& block, const std::function<void()>& build);

private:
    InstId Emit(Op op, TypeId type, std::vector<InstId> operands = {});
    Block& Current() { return *current_; }

    Module& module_;
    Function& function_;
    Block* current_;
    Span span_;
};

}  // namespace tessera::ir
