// SPDX-License-Identifier: MIT
// The rendering plan: what a shading-language compiler (lang/isl) hands to the runtime.
//
// A plan is plain data in two parts. The parameter program is a list of value steps run on
// the CPU before every draw: it turns the shader's parameters (named inputs with defaults)
// into the numbers the passes need, so changing a parameter never recompiles anything
// (ISL spec section III). The passes are framebuffer operations in order: each is a draw of
// the geometry with one ARB fragment program whose result is combined with FB (replace,
// add, blend, ...), a copy of FB into a saved image, a per-pixel color matrix or lookup
// table, or an update of the active-pixel mask (the stencil bits of `if` on a varying
// relation). The multipass plan has one operation per pass; the fused plan is usually a
// single draw whose program does all of the shader's varying work.
//
// Plain data below both sides (docs/ARCHITECTURE.md, "Layers"): lang/isl builds these
// types, and runtime/multipass/executor.h runs them on runtime/gl.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace tessera::lang::isl::plan {

/// What a value step computes. Values are flat float vectors: a float has 1 element, a
/// color 4, a matrix 16 (row-major, ISL's order), an array n times its element's size.
enum class ValueOp : std::uint8_t {
    kConst,     ///< `constant`
    kInput,     ///< the shader parameter `name`; `constant` is its default
    kNeg, kAdd, kSub, kMul, kDiv,  ///< element by element (operands of equal size)
    kMatMul,    ///< 4x4 row-major product of args[0] and args[1]
    kExtract,   ///< args[0][floor(args[1]) * width ...], `width` elements (index clamped)
    kInsert,    ///< args[0] with elements floor(args[1]) * width ... set to args[2]
    kConcat,    ///< the args one after the other (color(...), matrix(...), array literals)
    kSplat,     ///< args[0] (one float) repeated `width` times
    kDiagonal,  ///< matrix(f,0,0,0, 0,f,0,0, 0,0,f,0, 0,0,0,f)
    kCall,      ///< the built-in function `name` (ISL spec section VIII)
};

struct ValueStep {
    ValueOp op = ValueOp::kConst;
    std::vector<int> args;          ///< earlier step indices
    std::vector<float> constant;    ///< kConst's value, kInput's default
    std::string name;               ///< kInput's parameter, kCall's function
    int width = 1;                  ///< kExtract/kInsert element size, kSplat count
};

/// How a program.local parameter is filled from a value before a draw.
enum class LocalKind : std::uint8_t {
    kVector,  ///< elements offset..offset+3 (a float is splatted to all four)
    kColumn,  ///< column `offset` of a matrix (for p * M as DP4s)
};

struct LocalBinding {
    int local = 0;  ///< program.local index
    int step = 0;   ///< value step
    LocalKind kind = LocalKind::kVector;
    int offset = 0;
};

/// What a texture unit of a pass samples.
enum class TextureSource : std::uint8_t {
    kFile,         ///< the PNG image `name` (2D, mipmapped, repeat)
    kFile1D,       ///< row 0 of the PNG image `name`, as a 1D texture
    kSavedImage,   ///< saved FB copy `image`, RECT, nearest, sampled at fragment.position
    kFramebuffer,  ///< FB as the pass begins, RECT, nearest
    kLookupTable,  ///< value step `step` as a 1D table of `width`-element entries, nearest
};

struct TextureBinding {
    int unit = 0;
    TextureSource source = TextureSource::kFile;
    std::string name;
    int image = 0;
    int step = 0;
    int width = 1;
};

enum class PassKind : std::uint8_t {
    kDraw,         ///< draw the geometry with `program`; combine its color with FB by `combine`
    kSave,         ///< copy FB into saved image `image` (all covered pixels, mask ignored)
    kColorMatrix,  ///< FB = FB * matrix(step), per pixel (ISL transform())
    kLookup,       ///< FB = lookup(table step, `width` = 1 or 4 elements per entry)
    kMask,         ///< stencil bit `bit` = (FB[channel] compare value(step)) for covered pixels
};

/// How a draw's color S combines with the framebuffer color D (ISL sections VII, VIII).
enum class Combine : std::uint8_t {
    kReplace,   ///< S
    kAdd,       ///< D + S
    kSubtract,  ///< D - S
    kMultiply,  ///< D * S
    kBlend,     ///< D * (1 - S) + S
    kOver,      ///< S * (1 - D.a) + D * D.a
    kUnder,     ///< D * (1 - S.a) + S * S.a
};

enum class Compare : std::uint8_t { kEqual, kNotEqual, kGreaterEqual, kLessEqual, kGreater, kLess };

/// The active pixel set as a stencil test: a pixel is active when (stencil & mask) == ref.
struct StencilTest {
    std::uint8_t mask = 0;
    std::uint8_t ref = 0;
};

struct Pass {
    PassKind kind = PassKind::kDraw;
    std::string comment;  ///< the source statement this pass comes from, for the listing
    // kDraw
    std::string program;  ///< !!ARBfp1.0 text
    std::vector<LocalBinding> locals;
    std::vector<TextureBinding> textures;
    Combine combine = Combine::kReplace;
    std::array<bool, 4> color_mask{true, true, true, true};
    int texgen = 0;  ///< what SGI passed to the geometry callback (recorded, not used)
    // kDraw, kColorMatrix, kLookup: which pixels the operation writes
    StencilTest stencil;
    // kSave
    int image = 0;
    // kColorMatrix, kLookup, kMask
    int step = 0;
    int width = 1;
    // kMask
    int bit = 0;
    int channel = 0;
    Compare compare = Compare::kEqual;
};

enum class PlanKind : std::uint8_t { kMultipass, kFused };

/// A light the shader's ambient()/diffuse()/specular() sum over. Its color and matrix are
/// parameter inputs ("lightN.color", "lightN.matrix"), so they change without a recompile.
enum class LightKind : std::uint8_t { kAmbient, kDistant, kPoint };

struct Plan {
    PlanKind kind = PlanKind::kMultipass;
    std::string shader;  ///< the shader function's name
    std::vector<ValueStep> values;
    std::vector<Pass> passes;
    int saved_images = 0;
};

/// A readable listing of the plan: the parameter program, then each pass with its
/// framebuffer state and program.
std::string PrintPlan(const Plan& plan);

/// Number of framebuffer operations (every pass is one).
inline int PassCount(const Plan& plan) { return static_cast<int>(plan.passes.size()); }

}  // namespace tessera::lang::isl::plan
