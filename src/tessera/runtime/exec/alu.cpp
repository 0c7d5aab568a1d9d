// SPDX-License-Identifier: MIT
// The ALU instructions of section 3.11.5, one small function each, written as the spec's
// pseudocode is: same operation order (the dot products add left to right), single
// precision throughout (the transcendentals are lane_math.h's), no fused multiply-add (the
// project builds with ISO C++, where GCC does not contract a * b + c). See alu.h for the
// choices made where the spec leaves a result undefined.
#include "runtime/exec/alu.h"

#include <cmath>
#include <limits>

namespace tessera::runtime::exec {

using lang::arbasm::fragment::Component;
using lang::arbasm::fragment::FogOption;
using lang::arbasm::fragment::Instruction;
using lang::arbasm::fragment::Opcode;

namespace {

Vec4 Replicate(float v) { return {v, v, v, v}; }

template <typename F>
Vec4 PerComponent(const Vec4& a, F f) {
    return {f(a[0]), f(a[1]), f(a[2]), f(a[3])};
}

template <typename F>
Vec4 PerComponent(const Vec4& a, const Vec4& b, F f) {
    return {f(a[0], b[0]), f(a[1], b[1]), f(a[2], b[2]), f(a[3], b[3])};
}

template <typename F>
Vec4 PerComponent(const Vec4& a, const Vec4& b, const Vec4& c, F f) {
    return {f(a[0], b[0], c[0]), f(a[1], b[1], c[1]), f(a[2], b[2], c[2]), f(a[3], b[3], c[3])};
}

// 3.11.5.16 / 3.11.5.17 with Mesa's NaN handling (alu.h).
float Max(float a, float b) {
    if (std::isnan(a)) return b;
    if (std::isnan(b)) return a;
    return a > b ? a : b;
}
float Min(float a, float b) {
    if (std::isnan(a)) return b;
    if (std::isnan(b)) return a;
    return a > b ? b : a;
}

// 3.11.5.13. The exponent is clamped to (-128, +128) exclusive.
Vec4 Lit(Vec4 tmp) {
    constexpr float kLimit = 128.0f;
    const float limit = std::nextafter(kLimit, 0.0f);  // 128 - epsilon
    if (tmp[0] < 0) tmp[0] = 0;
    if (tmp[1] < 0) tmp[1] = 0;
    if (tmp[3] < -limit)
        tmp[3] = -limit;
    else if (tmp[3] > limit)
        tmp[3] = limit;
    // Pow(0, 0) = 1, which is the spec's RoughApproxPower(0, 0).
    const float specular = tmp[0] > 0 ? lane_math::Pow(tmp[1], tmp[3]) : 0.0f;
    return {1.0f, tmp[0], specular, 1.0f};
}

float ExtendedSwizzleComponent(const Vec4& operand, lang::arbasm::fragment::ExtendedSwizzleComponent c) {
    float result = 0;
    switch (c.select) {
        case Component::kZero:
            result = 0.0f;
            break;
        case Component::kOne:
            result = 1.0f;
            break;
        default:
            result = operand[static_cast<int>(c.select)];
            break;
    }
    return c.negate ? -result : result;
}

float Dot3(const Vec4& a, const Vec4& b) { return (a[0] * b[0]) + (a[1] * b[1]) + (a[2] * b[2]); }

}  // namespace

Vec4 EvaluateAlu(const Instruction& instruction, const std::array<Vec4, 3>& operands) {
    const Vec4& a = operands[0];
    const Vec4& b = operands[1];
    const Vec4& c = operands[2];
    const float s = a[0];  // the scalar operand of SCALARop instructions
    switch (instruction.opcode) {
        case Opcode::kABS:
            return PerComponent(a, [](float x) { return std::fabs(x); });
        case Opcode::kADD:
            return PerComponent(a, b, [](float x, float y) { return x + y; });
        case Opcode::kCMP:
            return PerComponent(a, b, c,
                                [](float x, float y, float z) { return x < 0.0f ? y : z; });
        case Opcode::kCOS:
            return Replicate(lane_math::Cos(s));
        case Opcode::kDP3:
            return Replicate(Dot3(a, b));
        case Opcode::kDP4:
            return Replicate(Dot3(a, b) + (a[3] * b[3]));
        case Opcode::kDPH:
            return Replicate(Dot3(a, b) + b[3]);
        case Opcode::kDST:
            return {1.0f, a[1] * b[1], a[2], b[3]};
        case Opcode::kEX2:
            return Replicate(lane_math::Exp2(s));
        case Opcode::kFLR:
            return PerComponent(a, [](float x) { return std::floor(x); });
        case Opcode::kFRC:
            return PerComponent(a, [](float x) { return x - std::floor(x); });
        case Opcode::kLG2:
            return Replicate(lane_math::Log2(s));
        case Opcode::kLIT:
            return Lit(a);
        case Opcode::kLRP:
            return PerComponent(a, b, c,
                                [](float t, float x, float y) { return t * x + (1 - t) * y; });
        case Opcode::kMAD:
            return PerComponent(a, b, c, [](float x, float y, float z) { return x * y + z; });
        case Opcode::kMAX:
            return PerComponent(a, b, Max);
        case Opcode::kMIN:
            return PerComponent(a, b, Min);
        case Opcode::kMOV:
            return a;
        case Opcode::kMUL:
            return PerComponent(a, b, [](float x, float y) { return x * y; });
        case Opcode::kPOW:
            return Replicate(lane_math::Pow(s, b[0]));
        case Opcode::kRCP:
            return Replicate(1.0f / s);
        case Opcode::kRSQ:
            return Replicate(1.0f / std::sqrt(std::fabs(s)));
        case Opcode::kSCS:
            return {lane_math::Cos(s), lane_math::Sin(s), 0.0f, 1.0f};
        case Opcode::kSGE:
            return PerComponent(a, b, [](float x, float y) { return x >= y ? 1.0f : 0.0f; });
        case Opcode::kSIN:
            return Replicate(lane_math::Sin(s));
        case Opcode::kSLT:
            return PerComponent(a, b, [](float x, float y) { return x < y ? 1.0f : 0.0f; });
        case Opcode::kSUB:
            return PerComponent(a, b, [](float x, float y) { return x - y; });
        case Opcode::kSWZ: {
            const auto& swizzle = instruction.extended_swizzle;
            return {
                ExtendedSwizzleComponent(a, swizzle[0]), ExtendedSwizzleComponent(a, swizzle[1]),
                ExtendedSwizzleComponent(a, swizzle[2]), ExtendedSwizzleComponent(a, swizzle[3])};
        }
        case Opcode::kXPD:
            return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0],
                    1.0f};
        case Opcode::kTEX:
        case Opcode::kTXB:
        case Opcode::kTXP:
        case Opcode::kKIL:
            break;  // not ALU instructions: the executor handles them
        TESSERA_ARBFP_OPTION_OPCODE_CASES:
            break;  // never executed (see program.h)
    }
    return Vec4{0, 0, 0, 0};
}

void UpdateDestination(Vec4& destination, Vec4 result, bool saturate, std::uint8_t write_mask) {
    if (saturate) {
        for (float& component : result) component = Saturate(component);
    }
    for (int i = 0; i < 4; ++i) {
        if (write_mask & (1u << i)) destination[i] = result[i];
    }
}

Vec4 ApplyFog(FogOption option, const FogParameters& fog, float fogcoord, const Vec4& color) {
    if (option == FogOption::kNone) return color;
    const float f = FogFactor(option, fog, fogcoord);
    Vec4 out = color;
    for (int i = 0; i < 3; ++i) out[i] = f * color[i] + (1 - f) * Saturate(fog.color[i]);
    return out;
}

}  // namespace tessera::runtime::exec
