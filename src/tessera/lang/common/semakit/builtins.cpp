// SPDX-License-Identifier: MIT
// The built-in-to-intrinsic table (builtins.h). Cg's names are the Cg Toolkit reference
// manual's standard library, GLSL's the GLSL 1.10 specification's section 8.
#include "lang/common/semakit/builtins.h"

namespace tessera::lang::semakit {

namespace {

using I = ir::Intrinsic;

constexpr BuiltinIntrinsic kTable[] = {
    // Angle and trigonometry functions (GLSL 8.1). GLSL's atan takes one or two arguments.
    {I::kSin, "sin", "sin"},
    {I::kCos, "cos", "cos"},
    {I::kTan, "tan", "tan"},
    {I::kAsin, "asin", "asin"},
    {I::kAcos, "acos", "acos"},
    {I::kAtan, "atan", nullptr},
    {I::kAtan2, "atan2", nullptr},
    // Exponential functions (8.2).
    {I::kPow, "pow", "pow"},
    {I::kExp, "exp", "exp"},
    {I::kLog, "log", "log"},
    {I::kExp2, "exp2", "exp2"},
    {I::kLog2, "log2", "log2"},
    {I::kSqrt, "sqrt", "sqrt"},
    {I::kRsqrt, "rsqrt", "inversesqrt"},
    // Common functions (8.3). GLSL's mod is floored and written out; Cg's fmod truncates.
    {I::kAbs, "abs", "abs"},
    {I::kSign, "sign", "sign"},
    {I::kFloor, "floor", "floor"},
    {I::kCeil, "ceil", "ceil"},
    {I::kFract, "frac", "fract"},
    {I::kRound, "round", nullptr},
    {I::kTrunc, "trunc", nullptr},
    {I::kFmod, "fmod", nullptr},
    {I::kMin, "min", "min"},
    {I::kMax, "max", "max"},
    {I::kClamp, "clamp", "clamp"},
    {I::kSaturate, "saturate", nullptr},
    {I::kLerp, "lerp", "mix"},
    {I::kStep, "step", "step"},
    {I::kSmoothstep, "smoothstep", "smoothstep"},
    // Geometric functions (8.4). GLSL's faceforward is written out.
    {I::kLength, "length", "length"},
    {I::kDistance, "distance", "distance"},
    {I::kDot, "dot", "dot"},
    {I::kCross, "cross", "cross"},
    {I::kNormalize, "normalize", "normalize"},
    {I::kFaceforward, "faceforward", nullptr},
    {I::kReflect, "reflect", "reflect"},
    {I::kRefract, "refract", "refract"},
    // Matrix functions (GLSL 1.20's transpose has its own overloads there), derivatives
    // (GLSL's dFdx has fragment-only checks), Cg's lighting.
    {I::kTranspose, "transpose", nullptr},
    {I::kDeterminant, "determinant", nullptr},
    {I::kDdx, "ddx", nullptr},
    {I::kDdy, "ddy", nullptr},
    {I::kLit, "lit", nullptr},
};

}  // namespace

std::span<const BuiltinIntrinsic> BuiltinIntrinsics() { return kTable; }

std::optional<ir::Intrinsic> DirectIntrinsic(Language language, std::string_view name) {
    for (const BuiltinIntrinsic& row : kTable) {
        const char* spelled = language == Language::kCg ? row.cg : row.glsl;
        if (spelled != nullptr && name == spelled) return row.intrinsic;
    }
    return std::nullopt;
}

}  // namespace tessera::lang::semakit
