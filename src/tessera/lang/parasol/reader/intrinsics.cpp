// SPDX-License-Identifier: MIT
// The intrinsic table (see intrinsics.h), built once from a few loops over the types.
#include "lang/parasol/reader/intrinsics.h"

#include <algorithm>

namespace tessera::lang::parasol {

namespace {

using K = PType::Kind;
using Form = IntrinsicDef::Form;

std::vector<IntrinsicDef> BuildTable() {
    std::vector<IntrinsicDef> t;
    const PType boolean = PType::Of(K::kBoolean), integer = PType::Of(K::kInteger),
                real = PType::Of(K::kFloat);
    auto add = [&t](std::string name, std::vector<PType> params, PType result, Form form,
                    ir::Op op = ir::Op::kAdd, ir::Intrinsic fn = ir::Intrinsic::kAbs) {
        t.push_back({std::move(name), std::move(params), result, form, op, fn, false});
    };
    std::vector<PType> floats = {real}, numerics = {real, integer};
    for (int n = 2; n <= 4; ++n) {
        floats.push_back(PType::Of(K::kVectorF, n));
        numerics.push_back(PType::Of(K::kVectorF, n));
        numerics.push_back(PType::Of(K::kVectorI, n));
    }
    for (const PType& x : numerics) {
        add("add", {x, x}, x, Form::kOp, ir::Op::kAdd);
        add("subtract", {x, x}, x, Form::kOp, ir::Op::kSub);
        add("multiply", {x, x}, x, Form::kOp, ir::Op::kMul);
        add("divide", {x, x}, x, Form::kOp, ir::Op::kDiv);
        add("negate", {x}, x, Form::kOp, ir::Op::kNeg);
    }
    for (const PType& x : {real, integer}) {
        add("equals", {x, x}, boolean, Form::kOp, ir::Op::kEq);
        add("lesser", {x, x}, boolean, Form::kOp, ir::Op::kLt);
        add("lesser_or_equal", {x, x}, boolean, Form::kOp, ir::Op::kLe);
        add("greater", {x, x}, boolean, Form::kOp, ir::Op::kGt);
        add("greater_or_equal", {x, x}, boolean, Form::kOp, ir::Op::kGe);
    }
    add("equals", {boolean, boolean}, boolean, Form::kOp, ir::Op::kEq);
    add("or", {boolean, boolean}, boolean, Form::kOp, ir::Op::kOr);
    add("and", {boolean, boolean}, boolean, Form::kOp, ir::Op::kAnd);
    add("not", {boolean}, boolean, Form::kOp, ir::Op::kNot);
    using I = ir::Intrinsic;
    const std::pair<const char*, I> unary[] = {
        {"abs", I::kAbs},   {"ceil", I::kCeil}, {"floor", I::kFloor}, {"round", I::kRound},
        {"trunc", I::kTrunc}, {"sqrt", I::kSqrt}, {"sin", I::kSin},   {"cos", I::kCos},
        {"tan", I::kTan},   {"asin", I::kAsin}, {"acos", I::kAcos},   {"atan", I::kAtan},
        {"log2", I::kLog2}, {"sign", I::kSign}, {"fract", I::kFract}, {"exp2", I::kExp2}};
    for (const PType& x : floats) {
        for (auto [name, fn] : unary) add(name, {x}, x, Form::kIntrinsic, ir::Op::kIntrinsic, fn);
        add("pow", {x, x}, x, Form::kIntrinsic, ir::Op::kIntrinsic, I::kPow);
        add("min", {x, x}, x, Form::kIntrinsic, ir::Op::kIntrinsic, I::kMin);
        add("max", {x, x}, x, Form::kIntrinsic, ir::Op::kIntrinsic, I::kMax);
        add("clamp", {x, x, x}, x, Form::kIntrinsic, ir::Op::kIntrinsic, I::kClamp);
        add("lerp", {x, x, x}, x, Form::kIntrinsic, ir::Op::kIntrinsic, I::kLerp);
        if (x.kind != K::kVectorF) continue;
        add("dot", {x, x}, real, Form::kIntrinsic, ir::Op::kIntrinsic, I::kDot);
        add("length", {x}, real, Form::kIntrinsic, ir::Op::kIntrinsic, I::kLength);
        add("normalize", {x}, x, Form::kIntrinsic, ir::Op::kIntrinsic, I::kNormalize);
        add("reflect", {x, x}, x, Form::kIntrinsic, ir::Op::kIntrinsic, I::kReflect);
        add("refract", {x, x, real}, x, Form::kIntrinsic, ir::Op::kIntrinsic, I::kRefract);
    }
    const PType v3 = PType::Of(K::kVectorF, 3);
    add("cross", {v3, v3}, v3, Form::kIntrinsic, ir::Op::kIntrinsic, I::kCross);
    add("is_nan", {real}, boolean, Form::kIsNan);
    add("is_infinite", {real}, boolean, Form::kIsInfinite);
    for (int n = 3; n <= 4; ++n) {
        PType m = PType::Of(K::kMatrix, n), v = PType::Of(K::kVectorF, n);
        add("multiply", {m, m}, m, Form::kMatrixMatrix);
        add("multiply_vector", {m, v}, v, Form::kMatrixVector);
    }
    const PType s2 = PType::Of(K::kSampler2D), cube = PType::Of(K::kSamplerCube),
                v2 = PType::Of(K::kVectorF, 2), v4 = PType::Of(K::kVectorF, 4);
    add("texture", {s2, v2}, v4, Form::kSample);
    add("texture", {cube, v3}, v4, Form::kSample);
    add("texture_projective", {s2, v3}, v4, Form::kSampleProjective);
    add("texture_projective", {s2, v4}, v4, Form::kSampleProjective);
    add("texture_lod", {s2, v2, real}, v4, Form::kSampleLod);
    add("texture_lod", {cube, v3, real}, v4, Form::kSampleLod);
    add("texture_offset", {s2, v2, PType::Of(K::kVectorI, 2)}, v4, Form::kSampleOffset);
    t.push_back({"fragment_coordinate", {}, v4, Form::kFragCoord, ir::Op::kLoad, I::kAbs, true});
    return t;
}

const std::vector<IntrinsicDef>& Table() {
    static const std::vector<IntrinsicDef> table = BuildTable();
    return table;
}

}  // namespace

const IntrinsicDef* FindIntrinsic(const std::string& name, const std::vector<PType>& args) {
    for (const IntrinsicDef& d : Table())
        if (d.name == name && d.params == args) return &d;
    return nullptr;
}

bool IntrinsicExists(const std::string& name) {
    return std::any_of(Table().begin(), Table().end(),
                       [&](const IntrinsicDef& d) { return d.name == name; });
}

}  // namespace tessera::lang::parasol
