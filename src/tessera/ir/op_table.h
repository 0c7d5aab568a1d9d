// SPDX-License-Identifier: MIT
// The table of IR operations and intrinsics, generated from ir/ops.def: what the printer,
// text reader, validator, interpreter and constant folder know about each one.
//
// Component-wise arithmetic is held as one function per component with a uniform
// signature (three operands; a unary or binary function ignores the rest), so the
// interpreter can run any of them with one loop. The functions themselves are the ones
// ops.def names in support/scalar_math.h.
#pragma once

#include <cstdint>
#include <iterator>
#include <type_traits>

#include "ir/module.h"
#include "support/scalar_math.h"

namespace tessera::ir {

/// ops.def's operand count for operations checked by their own rule.
inline constexpr int kVariadic = -1;

/// How an intrinsic's operand and result types are checked (ops.def explains each).
enum class IntrinsicRule : std::uint8_t { kFloat, kNumeric, kFloatToScalar, kSpecial };

using FloatLanes = float (*)(float, float, float);
using IntLanes = std::int32_t (*)(std::int32_t, std::int32_t, std::int32_t);
using CompareLanes = bool (*)(double, double);
using LogicLanes = bool (*)(bool, bool);

namespace op_table_detail {

// Calls a scalar function of one, two or three operands with the first that many of (a, b, c).
template <auto Fn, typename T>
auto Lanes(T a, T b, T c) {
    if constexpr (std::is_invocable_v<decltype(Fn), T>)
        return Fn(a);
    else if constexpr (std::is_invocable_v<decltype(Fn), T, T>)
        return Fn(a, b);
    else
        return Fn(a, b, c);
}

template <auto Fn, typename Pointer, typename T>
constexpr Pointer LanesOf() {
    if constexpr (std::is_null_pointer_v<decltype(Fn)>)
        return nullptr;
    else
        return &Lanes<Fn, T>;
}

template <auto Fn>
bool LogicLanesOf(bool a, bool b) {
    if constexpr (std::is_invocable_v<decltype(Fn), bool>)
        return Fn(a);
    else
        return Fn(a, b);
}

}  // namespace op_table_detail

struct OpInfo {
    const char* name;                  ///< in the text form
    int operands;                      ///< or kVariadic
    FloatLanes float_lanes = nullptr;  ///< component-wise arithmetic on floats
    IntLanes int_lanes = nullptr;      ///< ... on ints
    CompareLanes compare = nullptr;    ///< component-wise comparison
    LogicLanes logic = nullptr;        ///< component-wise on bools
};

struct IntrinsicInfo {
    const char* name;
    int operands;
    IntrinsicRule rule;
    FloatLanes float_lanes;  ///< null: not component-wise (interpreter_math.cpp computes it)
    IntLanes int_lanes;      ///< null: takes no ints
};

inline constexpr OpInfo kOpTable[] = {
#define TESSERA_OP(Id, text, operands) {text, operands},
#define TESSERA_OP_ARITH(Id, text, operands, float_fn, int_fn)                \
    {text, operands, op_table_detail::LanesOf<float_fn, FloatLanes, float>(), \
     op_table_detail::LanesOf<int_fn, IntLanes, std::int32_t>()},
#define TESSERA_OP_COMPARE(Id, text, fn) {text, 2, nullptr, nullptr, fn},
#define TESSERA_OP_LOGIC(Id, text, operands, fn) \
    {text, operands, nullptr, nullptr, nullptr, &op_table_detail::LogicLanesOf<fn>},
#include "ir/ops.def"
};

inline constexpr IntrinsicInfo kIntrinsicTable[] = {
#define TESSERA_INTRINSIC(Id, name, operands, rule, float_fn, int_fn)                              \
    {name, operands, IntrinsicRule::rule, op_table_detail::LanesOf<float_fn, FloatLanes, float>(), \
     op_table_detail::LanesOf<int_fn, IntLanes, std::int32_t>()},
#include "ir/ops.def"
};

static_assert(std::size(kOpTable) == kOpCount && std::size(kIntrinsicTable) == kIntrinsicCount);

inline const OpInfo& Info(Op op) { return kOpTable[static_cast<std::size_t>(op)]; }
inline const IntrinsicInfo& Info(Intrinsic intrinsic) {
    return kIntrinsicTable[static_cast<std::size_t>(intrinsic)];
}

}  // namespace tessera::ir
