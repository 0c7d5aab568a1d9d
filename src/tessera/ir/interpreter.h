// SPDX-License-Identifier: MIT
// The IR interpreter: runs a module's entry function on given inputs.
//
// It is the IR's executable semantics, the reference the passes and the ARBfp writer are
// tested against: a pass must not change what a module computes here, and the ARBfp the
// writer makes must compute (to float rounding) what the interpreter computes.
//
// The interpreter is a small SIMD machine. It runs one fragment (RunFragment) or a 2x2 quad in
// lock-step (RunQuad), as the ARBfp reference interpreter runs quads: every instruction
// executes for all active lanes before the next, and structured control flow narrows the
// active set (an `if` runs its blocks for the lanes whose condition holds; lanes that
// `break`, `continue` or `ret` sit out until their loop or function ends). Derivatives
// need the lock-step: ddx(v) = v(lane 1) - v(lane 0) and ddy(v) = v(lane 2) - v(lane 0)
// on every lane of the quad (coarse derivatives, as the reference interpreter computes
// its texture derivatives). In a single-fragment run (RunFragment), ddx and ddy are 0 and samples
// get zero derivatives. Inside divergent control flow a derivative uses whatever the inactive lanes
// last held (the languages leave it undefined).
//
// Arithmetic follows docs/IR.md: floats are computed and stored as IEEE single precision
// (every float result is rounded to float), ints as int32 with wrapping. Where C, Cg or
// GLSL leave a result open, the choice is stated in interpreter_math.cpp's header; most
// follow the ARBfp reference (runtime/exec/alu.h) so that the two agree.
//
// Sampling goes through a callback, so that tessera_ir does not depend on the runtime:
// the test or the differential harness plugs in a texture unit table (for the runtime's
// TextureUnits: unit = Global::binding of request.sampler, target from request.dim,
// (s, t, r) = request.texcoord, derivatives = request.ddx/ddy, bias = request.bias).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ir/module.h"
#include "support/vec4.h"

namespace tessera::ir {

/// A value: its type and its scalars, flattened as docs/IR.md's layout says (vectors in
/// order, matrices row by row, arrays element by element, structs field by field). Bools
/// are 0 or 1, ints whole numbers, floats exactly representable as float. A sampler value
/// holds the index of its global.
struct Value {
    TypeId type;
    std::vector<double> scalars;
};

/// One texture sample the program asks for.
struct SampleRequest {
    std::uint32_t sampler = 0;  ///< index of the sampler's global in Module::globals
    int binding = -1;           ///< that global's binding (the texture unit), -1 if unset
    SamplerDim dim = SamplerDim::k2D;
    SampleKind kind = SampleKind::kPlain;
    /// The coordinate operand as the program gave it (1 to 4 floats).
    std::vector<float> coordinate;
    /// The coordinate ready to sample with, as ARBfp's (s, t, r, q) register would hold it:
    /// the coordinate's components padded with 0; for `.proj`, the last component q moves
    /// to w and divides the others (Cg's tex2Dproj(s, float3(s, t, q)) gives (s/q, t/q, 0, q),
    /// what TXP computes from (s, t, _, q)). A shadow sampler's reference value stays where
    /// the program put it (r for 2D, ARBfp's convention).
    support::Vec4 texcoord{0, 0, 0, 0};
    float bias = 0;  ///< `.bias`'s operand
    float lod = 0;   ///< `.lod`'s operand
    /// Derivatives of texcoord's (s, t, r): `.grad`'s operands, else the quad's (zero in a
    /// single-fragment run).
    std::array<float, 3> ddx{};
    std::array<float, 3> ddy{};
    int lane = 0;  ///< which fragment of the quad asks (0 in a single-fragment run)
};

/// Returns the sampled float4. Without a callback every sample returns (0, 0, 0, 1), what
/// ARBfp gives for an incomplete texture.
using SampleFunction = std::function<support::Vec4(const SampleRequest&)>;

/// What one fragment reads: stage inputs and uniforms, and the entry's in/inout parameters.
/// Anything not set reads as zeros.
class Inputs {
  public:
    explicit Inputs(const Module& module) : module_(&module) {}

    /// Sets a global (`@name` or `name`) or, with `$name`, a parameter of the entry
    /// function. Returns false if there is no such global or parameter or the number of
    /// scalars is not the type's.
    bool Set(std::string_view name, std::vector<double> scalars);
    bool SetGlobal(std::uint32_t index, std::vector<double> scalars);
    bool SetParameter(std::uint32_t index, std::vector<double> scalars);

    const std::map<std::uint32_t, std::vector<double>>& Globals() const { return globals_; }
    const std::map<std::uint32_t, std::vector<double>>& Parameters() const { return params_; }

  private:
    const Module* module_;
    std::map<std::uint32_t, std::vector<double>> globals_;
    std::map<std::uint32_t, std::vector<double>> params_;
};

struct RunOptions {
    SampleFunction sample;
    /// Loop iterations allowed in one run (all loops together); past it the run fails.
    std::uint64_t max_loop_iterations = 1'000'000;
    /// Calls nested deeper than this fail (recursion is invalid IR, but a guard is cheap).
    std::uint32_t max_call_depth = 256;
};

/// What one fragment produced.
struct FragmentResult {
    /// Every output global by name ("@color"), and every out/inout parameter of the entry
    /// function by name ("$c"). Outputs never stored read as zeros, as ARBfp's result
    /// registers start.
    std::map<std::string, Value> outputs;
    /// The entry function's return value (none for void).
    std::optional<Value> returned;
    /// A `discard` dropped the fragment (execution still ran to the end, as ARBfp's KIL).
    bool discarded = false;

    /// outputs[name] or, for "return", *returned; null if absent.
    const Value* Find(std::string_view name) const;
};

struct RunResult {
    bool ok = false;
    std::string error;  ///< why the run failed (an invalid module, the loop limit, ...)
    std::vector<FragmentResult> fragments;  ///< one per lane: 1 for RunFragment, 4 for RunQuad
};

/// What a pure instruction (every op except load, store, call, sample and control)
/// computes from its operands' flattened scalars, as RunFragment does (ddx and ddy give 0).
/// This is the IR's arithmetic: the constant folder calls it, so folding cannot change a
/// value. The instruction must be well typed (ir::CheckTypes) and each operand complete.
std::vector<double> EvaluateInstruction(const TypeTable& types, const Function& function,
                                        const Instruction& inst,
                                        const std::vector<const std::vector<double>*>& operands);

/// Runs the entry function for one fragment. The module must be valid (it is validated
/// first; an invalid module gives an error).
RunResult RunFragment(const Module& module, const Inputs& inputs, const RunOptions& options = {});

/// Runs the entry function on a 2x2 quad in lock-step; lane i is the fragment at
/// (x + (i & 1), y + (i >> 1)), as runtime/base/fragment.h orders a quad.
RunResult RunQuad(const Module& module, const std::array<Inputs, 4>& inputs,
                  const RunOptions& options = {});

}  // namespace tessera::ir
