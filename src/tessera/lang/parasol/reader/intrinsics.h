// SPDX-License-Identifier: MIT
// The intrinsics: the few primitive operations the standard library is written over.
//
// The standard library (stdlib.h) is Parasol source; its functions are one-liners over the
// hidden module `com.io7m.parasol.Intrinsic`, which only standard-library units may import.
// Unlike ordinary Parasol functions, intrinsics are overloaded: one name (`add`) covers
// every numeric type, picked by the argument types. Each maps onto one IR operation (or a
// short fixed sequence), so after inlining the IR optimiser sees plain arithmetic.
#pragma once

#include <string>
#include <vector>

#include "ir/module.h"
#include "lang/parasol/reader/ast.h"

namespace tessera::lang::parasol {

inline constexpr const char* kIntrinsicModule = "com.io7m.parasol.Intrinsic";

struct IntrinsicDef {
    enum class Form : std::uint8_t {
        kOp,             ///< one IR op on the arguments (add, neg, lt, and, not, ...)
        kIntrinsic,      ///< one ir::Intrinsic
        kIsNan,          ///< x != x
        kIsInfinite,     ///< |x| == inf
        kMatrixMatrix,   ///< m0 * m1
        kMatrixVector,   ///< m * v
        kSample,         ///< texture (sampler, coordinate)
        kSampleLod,      ///< texture with an explicit level of detail
        kSampleProjective,  ///< texture whose coordinate's last component divides the others
        kSampleOffset,   ///< texture with texel offsets: not expressible in the IR
        kFragCoord,      ///< the value `fragment_coordinate` (window position)
    };
    std::string name;
    std::vector<PType> params;  ///< empty for a value
    PType result;
    Form form = Form::kOp;
    ir::Op op = ir::Op::kAdd;
    ir::Intrinsic intrinsic = ir::Intrinsic::kAbs;
    bool is_value = false;
};

/// The overload of `name` taking exactly `args`, or nullptr.
const IntrinsicDef* FindIntrinsic(const std::string& name, const std::vector<PType>& args);
/// True when some intrinsic is called `name`.
bool IntrinsicExists(const std::string& name);

}  // namespace tessera::lang::parasol
