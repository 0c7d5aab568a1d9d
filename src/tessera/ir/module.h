// SPDX-License-Identifier: MIT
// The IR: modules, functions, instructions and structured blocks.
//
// One IR for every front end (Cg, GLSL, Parasol, ISL) and every back end (ARBfp, GLSL).
// It is deliberately plain data, in the spirit of naga and Tint's IR:
//
// - A Function owns an arena of Instructions; an InstId indexes it. An instruction that
//   has a type produces a value, named by its InstId (`%7` in text). Values are
//   single-assignment: mutable state lives in Variables, reached through load and store.
// - Control flow is structured. A Block is a list of InstIds; `if` and `loop` are
//   instructions that own nested blocks. A value is visible in its own block after its
//   definition and in every block nested below (the structure is the dominator tree).
// - Module-level data are Globals: stage inputs and outputs with their semantics,
//   uniforms, samplers. Globals and local variables are both reached with VarRef.
// - Every instruction carries a source span; diagnostics and output comments use it.
//
// The passes lower this towards what ARBfp can run: inline every call, unroll every loop,
// turn every `if` into selects, promote variables to values. After that the entry function
// is one straight block, which the ARBfp writer turns into instructions. docs/IR.md states
// the invariants; ir/validate.h checks them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "ir/type.h"
#include "support/chunked_vector.h"

namespace tessera::ir {

struct InstId {
    std::uint32_t value = UINT32_MAX;
    bool Valid() const { return value != UINT32_MAX; }
    friend bool operator==(InstId, InstId) = default;
    friend auto operator<=>(InstId, InstId) = default;
};

/// A place in the source: which file (an index the front end assigns) and a byte range.
struct Span {
    std::uint32_t file = 0;
    std::uint32_t offset = 0;
    std::uint32_t length = 0;
};

/// A variable: a function's local (including its parameters) or a module global.
struct VarRef {
    enum class Scope : std::uint8_t { kLocal, kGlobal };
    Scope scope = Scope::kLocal;
    std::uint32_t index = 0;
    friend bool operator==(VarRef, VarRef) = default;
};

/// The operations; ir/ops.def defines each one (name, operands, type rule, arithmetic) and
/// docs/IR.md says what it means.
enum class Op : std::uint8_t {
#define TESSERA_OP(Id, text, operands) Id,
#include "ir/ops.def"
};

/// Math and geometric functions (Op::kIntrinsic), also defined in ir/ops.def.
enum class Intrinsic : std::uint8_t {
#define TESSERA_INTRINSIC(Id, name, operands, rule, float_fn, int_fn) Id,
#include "ir/ops.def"
};

#define TESSERA_OP(Id, text, operands) +1
inline constexpr std::size_t kOpCount = 0
#include "ir/ops.def"
    ;
#define TESSERA_INTRINSIC(Id, name, operands, rule, float_fn, int_fn) +1
inline constexpr std::size_t kIntrinsicCount = 0
#include "ir/ops.def"
    ;

const char* IntrinsicName(Intrinsic intrinsic);

/// How a kSample reads its coordinate.
enum class SampleKind : std::uint8_t {
    kPlain,       ///< operands: sampler, coordinate
    kProjective,  ///< coordinate's last component divides the others
    kBias,        ///< operands: sampler, coordinate, bias (float)
    kGrad,        ///< operands: sampler, coordinate, ddx, ddy
    kLod,         ///< operands: sampler, coordinate, lod (float); not expressible in ARBfp
};

using Block = std::vector<InstId>;

struct Instruction {
    Op op = Op::kUndef;
    TypeId type;  ///< the result type; void for instructions without a result
    std::vector<InstId> operands;
    std::vector<VarRef> vars;            ///< kLoad, kStore, kCall
    std::vector<std::uint32_t> indices;  ///< kSwizzle, kExtract, kInsert
    /// kConstant: every scalar of the value, flattened (vectors in order, matrices row by
    /// row, arrays element by element, structs field by field). Floats are stored exactly as
    /// the float they are; ints and bools (0/1) exactly.
    std::vector<double> literal;
    Intrinsic intrinsic = Intrinsic::kAbs;  ///< kIntrinsic
    SampleKind sample = SampleKind::kPlain; ///< kSample
    std::uint32_t callee = 0;               ///< kCall: index into Module::functions
    std::vector<Block> blocks;              ///< kIf, kLoop
    Span span;
};

enum class ParamDirection : std::uint8_t { kIn, kOut, kInOut };

struct Variable {
    std::string name;
    TypeId type;
    Span span;
};

struct Parameter {
    std::string name;
    TypeId type;
    ParamDirection direction = ParamDirection::kIn;
    std::uint32_t var = 0;  ///< the local variable that holds it inside the function
    std::string semantic;
};

struct Function {
    std::string name;
    TypeId return_type;
    std::string return_semantic;
    std::vector<Parameter> params;
    std::vector<Variable> locals;  ///< parameters first, then declared locals
    /// Every instruction, addressed by InstId; appending never moves the others.
    support::ChunkedVector<Instruction> insts;
    Block body;
    Span span;

    const Instruction& At(InstId id) const { return insts[id.value]; }
    Instruction& At(InstId id) { return insts[id.value]; }
};

/// Module-level data: what a shader reads and writes besides its locals.
struct Global {
    enum class Kind : std::uint8_t {
        kInput,    ///< a stage input (read-only), bound by `semantic`
        kOutput,   ///< a stage output (write-only), bound by `semantic`
        kUniform,  ///< read-only per draw; `binding` >= 0 asks for a parameter slot
        kSampler,  ///< a texture unit; `binding` >= 0 asks for that unit
    };
    std::string name;
    TypeId type;
    Kind kind = Kind::kUniform;
    std::string semantic;  ///< e.g. "TEXCOORD0", "COLOR", "WPOS"; upper case
    int binding = -1;
    Span span;
};

enum class Stage : std::uint8_t { kFragment, kVertex };

struct Module {
    Stage stage = Stage::kFragment;
    TypeTable types;
    std::vector<Global> globals;
    std::vector<Function> functions;
    std::uint32_t entry = 0;  ///< the function the stage runs
    /// Source file names for spans (index = Span::file).
    std::vector<std::string> files;
};

/// An instruction produces a value exactly when its type is not void (TypeTable interns
/// void first, as id 0).
inline bool ProducesValue(const Instruction& inst) { return inst.type.value != 0; }

}  // namespace tessera::ir
