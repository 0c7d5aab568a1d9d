// SPDX-License-Identifier: MIT
// The NV options' ALU instructions and condition codes, written as their pseudocode is
// (section numbers are NV_fragment_program_option's and NV_fragment_program2's). See
// nv_alu.h for the choices made where the specs leave room.
#include "runtime/exec/nv_alu.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

#include "runtime/exec/alu.h"

namespace tessera::runtime::exec {

using lang::arbasm::fragment::CcRule;
using lang::arbasm::fragment::CcTest;
using lang::arbasm::fragment::Instruction;
using lang::arbasm::fragment::Opcode;
using lang::arbasm::fragment::Precision;

CondCode GenerateCC(float value) {
    if (std::isnan(value)) return CondCode::kUN;
    if (value < 0) return CondCode::kLT;
    if (value == 0) return CondCode::kEQ;
    return CondCode::kGT;
}

// "Comparisons involving condition codes of UN evaluate to true for NE and false
// otherwise" (3.11.4.3).
bool TestCC(CcRule rule, CondCode field) {
    switch (rule) {
        case CcRule::kEQ:
            return field == CondCode::kEQ;
        case CcRule::kNE:
            return field != CondCode::kEQ;
        case CcRule::kLT:
            return field == CondCode::kLT;
        case CcRule::kGE:
            return field == CondCode::kGT || field == CondCode::kEQ;
        case CcRule::kLE:
            return field == CondCode::kLT || field == CondCode::kEQ;
        case CcRule::kGT:
            return field == CondCode::kGT;
        case CcRule::kTR:
            return true;
        case CcRule::kFL:
            return false;
    }
    return false;
}

std::uint8_t CcMask(const CcTest& test, const CondCodes& cc) {
    std::uint8_t mask = 0;
    for (int i = 0; i < 4; ++i) {
        const int component = static_cast<int>(test.swizzle[i]) & 3;
        if (TestCC(test.rule, cc[component])) mask |= static_cast<std::uint8_t>(1u << i);
    }
    return mask;
}

bool ConditionHolds(const std::optional<CcTest>& test, const CondCodes& cc) {
    return !test || CcMask(*test, cc) != 0;
}

// An fp16 has 10 fraction bits; below 2^-14 (denormals) its step stays 2^-24. Dividing by
// the step is exact (a power of two), so one nearbyint does the rounding.
float RoundToHalf(float value) {
    if (!std::isfinite(value) || value == 0) return value;
    const float magnitude = std::fabs(value);
    if (magnitude >= 65520.0f) return std::copysign(std::numeric_limits<float>::infinity(), value);
    int exponent = 0;
    std::frexp(magnitude, &exponent);  // magnitude in [2^(exponent-1), 2^exponent)
    const float step = std::ldexp(1.0f, std::max(exponent - 1, -14) - 10);
    return std::copysign(std::nearbyint(magnitude / step) * step, value);
}

float RoundToFixed12(float value) {
    if (std::isnan(value)) return 0.0f;
    const float clamped = std::clamp(value, -2048.0f / 1024, 2047.0f / 1024);
    return std::nearbyint(clamped * 1024) / 1024;
}

Vec4 ConvertPrecision(Precision precision, Vec4 value) {
    if (precision == Precision::kFloat16) {
        for (float& v : value) v = RoundToHalf(v);
    } else if (precision == Precision::kFixed12) {
        for (float& v : value) v = RoundToFixed12(v);
    }
    return value;
}

std::uint16_t HalfBits(float value) {
    const float h = RoundToHalf(value);
    const std::uint16_t sign = std::signbit(h) ? 0x8000 : 0;
    if (std::isnan(h)) return 0x7E00;
    if (std::isinf(h)) return sign | 0x7C00;
    const float magnitude = std::fabs(h);
    if (magnitude < 0x1p-14f)  // denormal or zero: the fraction counts steps of 2^-24
        return sign | static_cast<std::uint16_t>(magnitude * 0x1p24f);
    int exponent = 0;
    const float fraction = std::frexp(magnitude, &exponent);  // [0.5, 1)
    const auto mantissa = static_cast<std::uint16_t>((fraction * 2 - 1) * 1024);
    return sign | static_cast<std::uint16_t>((exponent - 1 + 15) << 10) | mantissa;
}

float HalfValue(std::uint16_t bits) {
    const float sign = bits & 0x8000 ? -1.0f : 1.0f;
    const int exponent = (bits >> 10) & 0x1F;
    const int mantissa = bits & 0x3FF;
    if (exponent == 31)
        return mantissa ? std::numeric_limits<float>::quiet_NaN()
                        : sign * std::numeric_limits<float>::infinity();
    if (exponent == 0) return sign * std::ldexp(static_cast<float>(mantissa), -24);
    return sign * std::ldexp(1.0f + mantissa / 1024.0f, exponent - 15);
}

namespace {

Vec4 Replicate(float v) { return {v, v, v, v}; }
Vec4 Replicate(std::uint32_t bits) { return Replicate(std::bit_cast<float>(bits)); }
std::uint32_t RawBits(float v) { return std::bit_cast<std::uint32_t>(v); }

// round(scale * clamp(v, low, high) + offset) of 3.11.5.33 to 3.11.5.35; NaN packs 0.
std::uint32_t Quantize(float v, float low, float high, float scale, float offset) {
    if (std::isnan(v)) return 0;
    return static_cast<std::uint32_t>(std::round(scale * std::clamp(v, low, high) + offset));
}

Vec4 Pack(Opcode op, const Vec4& a) {
    switch (op) {
        case Opcode::kPK2H:  // 3.11.5.32
            return Replicate(std::uint32_t{HalfBits(a[0])} | std::uint32_t{HalfBits(a[1])} << 16);
        case Opcode::kPK2US:  // 3.11.5.33
            return Replicate(Quantize(a[0], 0, 1, 65535, 0) | Quantize(a[1], 0, 1, 65535, 0) << 16);
        default: {  // PK4B (3.11.5.34), PK4UB (3.11.5.35)
            const bool is_signed = op == Opcode::kPK4B;
            std::uint32_t bits = 0;
            for (int i = 0; i < 4; ++i) {
                bits |= (is_signed ? Quantize(a[i], -128.0f / 127, 1, 127, 128)
                                   : Quantize(a[i], 0, 1, 255, 0))
                        << (8 * i);
            }
            return Replicate(bits);
        }
    }
}

// 3.11.5.43 to 3.11.5.46: the scalar operand's raw bits.
Vec4 Unpack(Opcode op, float s) {
    const std::uint32_t bits = RawBits(s);
    switch (op) {
        case Opcode::kUP2H: {
            const float lo = HalfValue(static_cast<std::uint16_t>(bits));
            const float hi = HalfValue(static_cast<std::uint16_t>(bits >> 16));
            return {lo, hi, lo, hi};
        }
        case Opcode::kUP2US: {
            const float lo = static_cast<float>(bits & 0xFFFF) / 65535.0f;
            const float hi = static_cast<float>(bits >> 16) / 65535.0f;
            return {lo, hi, lo, hi};
        }
        default: {  // UP4B, UP4UB
            Vec4 r{};
            for (int i = 0; i < 4; ++i) {
                const auto byte = static_cast<float>((bits >> (8 * i)) & 0xFF);
                r[i] = op == Opcode::kUP4B ? (byte - 128) / 127.0f : byte / 255.0f;
            }
            return r;
        }
    }
}

// 3.11.5.36: the reflection of `direction` about `axis`.
Vec4 Reflect(const Vec4& axis, const Vec4& direction) {
    const float length2 = axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2];
    float k = axis[0] * direction[0] + axis[1] * direction[1] + axis[2] * direction[2];
    k = 2.0f * k;
    k = k / length2;
    return {k * axis[0] - direction[0], k * axis[1] - direction[1], k * axis[2] - direction[2],
            0.0f};
}

template <typename F>
Vec4 Compare(const Vec4& a, const Vec4& b, F f) {
    Vec4 r{};
    for (int i = 0; i < 4; ++i) r[i] = f(a[i], b[i]) ? 1.0f : 0.0f;
    return r;
}

}  // namespace

Vec4 EvaluateNvAlu(const Instruction& instruction, const std::array<Vec4, 3>& operands) {
    const Vec4& a = operands[0];
    const Vec4& b = operands[1];
    const Vec4& c = operands[2];
    switch (instruction.opcode) {
        case Opcode::kPK2H:
        case Opcode::kPK2US:
        case Opcode::kPK4B:
        case Opcode::kPK4UB:
            return Pack(instruction.opcode, a);
        case Opcode::kUP2H:
        case Opcode::kUP2US:
        case Opcode::kUP4B:
        case Opcode::kUP4UB:
            return Unpack(instruction.opcode, a[0]);
        case Opcode::kRFL:
            return Reflect(a, b);
        case Opcode::kSEQ:
            return Compare(a, b, [](float x, float y) { return x == y; });
        case Opcode::kSFL:
            return Replicate(0.0f);
        case Opcode::kSGT:
            return Compare(a, b, [](float x, float y) { return x > y; });
        case Opcode::kSLE:
            return Compare(a, b, [](float x, float y) { return x <= y; });
        case Opcode::kSNE:
            return Compare(a, b, [](float x, float y) { return x != y; });
        case Opcode::kSTR:
            return Replicate(1.0f);
        case Opcode::kX2D: {  // 3.11.5.47
            const float x = a[0] + b[0] * c[0] + b[1] * c[1];
            const float y = a[1] + b[0] * c[2] + b[1] * c[3];
            return {x, y, x, y};
        }
        case Opcode::kDIV:  // 3.11.5.48: b is the scalar operand, replicated
            return {a[0] / b[0], a[1] / b[0], a[2] / b[0], a[3] / b[0]};
        case Opcode::kDP2:  // 3.11.5.49
            return Replicate(a[0] * b[0] + a[1] * b[1]);
        case Opcode::kDP2A:  // 3.11.5.50
            return Replicate(a[0] * b[0] + a[1] * b[1] + c[0]);
        case Opcode::kNRM: {  // 3.11.5.51
            const float scale =
                1.0f / std::sqrt(std::fabs(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]));
            return {a[0] * scale, a[1] * scale, a[2] * scale, 0.0f};
        }
        default:
            return EvaluateAlu(instruction, operands);
    }
}

void UpdateDestinationNv(const Instruction& instruction, const Vec4& result, Vec4& destination,
                         CondCodes& cc) {
    const std::uint8_t cc_mask = instruction.condition ? CcMask(*instruction.condition, cc) : 0xF;
    const std::uint8_t enabled = instruction.dst.write_mask & cc_mask;
    for (int i = 0; i < 4; ++i) {
        if (!(enabled & (1u << i))) continue;
        const float value = instruction.saturate ? Saturate(result[i]) : result[i];
        destination[i] = value;
        if (instruction.update_cc) cc[i] = GenerateCC(value);
    }
}

Vec4 QuadDifference(bool along_x, bool fine, const std::array<Vec4, 4>& value, int fragment) {
    // The pair the difference is taken over: its first fragment, and the neighbour one step
    // along the axis (+1 along x, +2 along y). Coarse: fragment 0's pair for the whole quad.
    const int step = along_x ? 1 : 2;
    const int row_or_column = along_x ? fragment & 2 : fragment & 1;
    const int first = fine ? row_or_column : 0;
    Vec4 difference{};
    for (int c = 0; c < 4; ++c) difference[c] = value[first + step][c] - value[first][c];
    return difference;
}

float LoopCount(float x) {
    const float count = std::floor(x);
    return count > 0 ? std::min(count, kMaxLoopCount) : 0.0f;
}

NvBlockMap::NvBlockMap(const std::vector<Instruction>& program) {
    const auto size = static_cast<std::uint32_t>(program.size());
    next.assign(size, size);
    end.assign(size, size);
    std::vector<std::uint32_t> open;
    for (std::uint32_t at = 0; at < size; ++at) {
        switch (program[at].opcode) {
            case Opcode::kIF:
            case Opcode::kLOOP:
            case Opcode::kREP:
                open.push_back(at);
                break;
            case Opcode::kELSE:
                if (!open.empty()) next[open.back()] = at;
                break;
            case Opcode::kENDIF:
            case Opcode::kENDLOOP:
            case Opcode::kENDREP:
                if (open.empty()) break;
                if (program[open.back()].opcode != Opcode::kIF || next[open.back()] == size)
                    next[open.back()] = at;
                end[open.back()] = at;
                open.pop_back();
                break;
            default:
                break;
        }
    }
}

std::uint32_t NvStart(const lang::arbasm::fragment::Program& program) {
    std::uint32_t start = 0;
    for (const auto& label : program.labels)
        if (label.name == "main") start = label.instruction;
    return start;
}

}  // namespace tessera::runtime::exec
