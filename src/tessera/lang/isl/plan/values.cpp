// SPDX-License-Identifier: MIT
// Value steps and the built-in functions of ISL section VIII.
//
// Matrices are row-major and act on row vectors (p' = p * M), which is what the spec's
// translate() says: matrix(1,0,0,0, 0,1,0,0, 0,0,1,0, x,y,z,1) puts the offset in the last
// row. rotate() and perspective() follow the same convention (docs/isl.md).
#include "lang/isl/plan/values.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>

#include "support/scalar_math.h"

namespace tessera::lang::isl::plan {

namespace {

using Matrix = std::array<float, 16>;

Value ElementWise(const Value& a, const Value& b, const std::function<float(float, float)>& f) {
    Value out(std::max(a.size(), b.size()));
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = f(a[std::min(i, a.size() - 1)], b[std::min(i, b.size() - 1)]);
    return out;
}

Value MatMul(const Value& a, const Value& b) {
    Value out(16, 0.0f);
    for (int i = 0; i < 4; ++i)
        for (int k = 0; k < 4; ++k)
            for (int j = 0; j < 4; ++j) out[i * 4 + k] += a[i * 4 + j] * b[j * 4 + k];
    return out;
}

// Gauss-Jordan with partial pivoting; a singular matrix gives all NaN (undefined in ISL).
Value Inverse(const Value& m) {
    double a[4][8];
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 8; ++j) a[i][j] = j < 4 ? m[i * 4 + j] : (j - 4 == i ? 1 : 0);
    for (int c = 0; c < 4; ++c) {
        int pivot = c;
        for (int r = c + 1; r < 4; ++r)
            if (std::fabs(a[r][c]) > std::fabs(a[pivot][c])) pivot = r;
        if (a[pivot][c] == 0) return Value(16, std::nanf(""));
        std::swap(a[pivot], a[c]);
        double inv = 1.0 / a[c][c];
        for (double& x : a[c]) x *= inv;
        for (int r = 0; r < 4; ++r) {
            if (r == c) continue;
            double f = a[r][c];
            for (int j = 0; j < 8; ++j) a[r][j] -= f * a[c][j];
        }
    }
    Value out(16);
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) out[i * 4 + j] = static_cast<float>(a[i][j + 4]);
    return out;
}

// Rotation by r radians about (x, y, z), as a row-vector matrix (the transpose of GL's
// glRotate matrix, so p * M rotates p counter-clockwise looking down the axis).
Value Rotate(float x, float y, float z, float r) {
    float len = std::sqrt(x * x + y * y + z * z);
    if (len > 0) x /= len, y /= len, z /= len;
    float c = std::cos(r), s = std::sin(r), t = 1 - c;
    return {t * x * x + c,     t * x * y + s * z, t * x * z - s * y, 0,
            t * x * y - s * z, t * y * y + c,     t * y * z + s * x, 0,
            t * x * z + s * y, t * y * z - s * x, t * z * z + c,     0,
            0,                 0,                 0,                 1};
}

// A perspective projection looking down -z with a field of view of d degrees: x and y are
// scaled by cot(d/2) and w' = -z (row-vector form).
Value Perspective(float degrees) {
    float f = 1.0f / std::tan(degrees * std::numbers::pi_v<float> / 360.0f);
    return {f, 0, 0, 0, 0, f, 0, 0, 0, 0, 1, -1, 0, 0, 0, 0};
}

// Catmull-Rom through the control points c[0..n-1] (elements of `width` floats), the whole
// curve covered as x runs from 0 to 1; the end tangents use the end points themselves.
Value Spline(float x, const Value& c, int width) {
    int n = static_cast<int>(c.size()) / width;
    Value out(width, 0.0f);
    if (n == 0) return out;
    if (n == 1 || !(x == x)) return Value(c.begin(), c.begin() + width);
    float t = std::clamp(x, 0.0f, 1.0f) * static_cast<float>(n - 1);
    int seg = std::min(static_cast<int>(std::floor(t)), n - 2);
    float u = t - static_cast<float>(seg);
    auto at = [&](int i, int k) { return c[std::clamp(i, 0, n - 1) * width + k]; };
    for (int k = 0; k < width; ++k) {
        float p0 = at(seg - 1, k), p1 = at(seg, k), p2 = at(seg + 1, k), p3 = at(seg + 2, k);
        out[k] = 0.5f * ((2 * p1) + (-p0 + p2) * u + (2 * p0 - 5 * p1 + 4 * p2 - p3) * u * u +
                         (-p0 + 3 * p1 - 3 * p2 + p3) * u * u * u);
    }
    return out;
}

using Unary = float (*)(float);

const std::map<std::string, Unary>& UnaryBuiltins() {
    static const std::map<std::string, Unary> table = {
        {"abs", [](float x) { return std::fabs(x); }},
        {"acos", [](float x) { return std::acos(x); }},
        {"asin", [](float x) { return std::asin(x); }},
        {"atan", [](float x) { return std::atan(x); }},
        {"ceil", [](float x) { return std::ceil(x); }},
        {"cos", [](float x) { return std::cos(x); }},
        {"exp", [](float x) { return std::exp(x); }},
        {"floor", [](float x) { return std::floor(x); }},
        {"log", [](float x) { return std::log(x); }},
        {"round", [](float x) { return std::round(x); }},
        {"sign", [](float x) { return static_cast<float>((x > 0) - (x < 0)); }},
        {"sin", [](float x) { return std::sin(x); }},
        {"sqrt", [](float x) { return std::sqrt(x); }},
        {"tan", [](float x) { return std::tan(x); }},
    };
    return table;
}

// ISL's edges (section VIII: 0 for x < a, 1 for x > b), the IR's polynomial between them.
float Smoothstep(float a, float b, float x) {
    if (x < a) return 0;
    if (x > b) return 1;
    float t = b > a ? (x - a) / (b - a) : 1.0f;
    return support::scalar::SmoothstepPolynomial(t);
}

Value CallBuiltin(const std::string& name, std::span<const Value> a) {
    if (auto it = UnaryBuiltins().find(name); it != UnaryBuiltins().end() && a.size() == 1)
        return {it->second(a[0][0])};
    if (name == "atan") return {std::atan2(a[0][0], a[1][0])};
    if (name == "clamp") return {std::min(std::max(a[0][0], a[1][0]), a[2][0])};
    if (name == "max") return {std::max(a[0][0], a[1][0])};
    if (name == "min") return {std::min(a[0][0], a[1][0])};
    if (name == "mod") return {a[0][0] - a[1][0] * std::floor(a[0][0] / a[1][0])};
    if (name == "pow") return {std::pow(a[0][0], a[1][0])};
    if (name == "step") return {a[1][0] < a[0][0] ? 0.0f : 1.0f};
    if (name == "smoothstep") return {Smoothstep(a[0][0], a[1][0], a[2][0])};
    if (name == "inverse") return Inverse(a[0]);
    if (name == "perspective") return Perspective(a[0][0]);
    if (name == "rotate") return Rotate(a[0][0], a[1][0], a[2][0], a[3][0]);
    if (name == "scale") return {a[0][0], 0, 0, 0, 0, a[1][0], 0, 0, 0, 0, a[2][0], 0, 0, 0, 0, 1};
    if (name == "translate") return {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, a[0][0], a[1][0], a[2][0], 1};
    if (name == "spline1") return Spline(a[0][0], a[1], 1);
    if (name == "spline4") return Spline(a[0][0], a[1], 4);
    return {};
}

int Floor(float x, int count) {
    if (!(x == x)) return 0;
    return std::clamp(static_cast<int>(std::floor(std::clamp(x, -1e6f, 1e6f))), 0, std::max(count - 1, 0));
}

}  // namespace

int BuiltinResultSize(const std::string& name, std::span<const int> arg_sizes) {
    if (name == "inverse" || name == "perspective" || name == "rotate" || name == "scale" ||
        name == "translate")
        return 16;
    if (name == "spline4") return 4;
    if (UnaryBuiltins().count(name) || name == "clamp" || name == "max" || name == "min" ||
        name == "mod" || name == "pow" || name == "step" || name == "smoothstep" || name == "spline1")
        return 1;
    (void)arg_sizes;
    return -1;
}

Value EvaluateStep(const ValueStep& step, std::span<const Value> a, const Inputs& inputs) {
    switch (step.op) {
        case ValueOp::kConst: return step.constant;
        case ValueOp::kInput: {
            auto it = inputs.find(step.name);
            if (it == inputs.end() || it->second.size() != step.constant.size()) return step.constant;
            return it->second;
        }
        case ValueOp::kNeg: return ElementWise(a[0], a[0], [](float x, float) { return -x; });
        case ValueOp::kAdd: return ElementWise(a[0], a[1], std::plus<float>());
        case ValueOp::kSub: return ElementWise(a[0], a[1], std::minus<float>());
        case ValueOp::kMul: return ElementWise(a[0], a[1], std::multiplies<float>());
        case ValueOp::kDiv: return ElementWise(a[0], a[1], std::divides<float>());
        case ValueOp::kMatMul: return MatMul(a[0], a[1]);
        case ValueOp::kExtract: {
            int count = static_cast<int>(a[0].size()) / step.width;
            int i = Floor(a[1][0], count) * step.width;
            return Value(a[0].begin() + i, a[0].begin() + i + step.width);
        }
        case ValueOp::kInsert: {
            Value out = a[0];
            int i = Floor(a[1][0], static_cast<int>(out.size()) / step.width) * step.width;
            std::copy(a[2].begin(), a[2].begin() + step.width, out.begin() + i);
            return out;
        }
        case ValueOp::kConcat: {
            Value out;
            for (const Value& v : a) out.insert(out.end(), v.begin(), v.end());
            return out;
        }
        case ValueOp::kSplat: return Value(static_cast<std::size_t>(step.width), a[0][0]);
        case ValueOp::kDiagonal: {
            Value out(16, 0.0f);
            for (int i = 0; i < 4; ++i) out[i * 5] = a[0][0];
            return out;
        }
        case ValueOp::kCall: return CallBuiltin(step.name, a);
    }
    return {};
}

std::vector<Value> EvaluateSteps(const std::vector<ValueStep>& steps, const Inputs& inputs) {
    std::vector<Value> values;
    values.reserve(steps.size());
    std::vector<Value> args;
    for (const ValueStep& step : steps) {
        args.clear();
        for (int index : step.args) args.push_back(values[static_cast<std::size_t>(index)]);
        values.push_back(EvaluateStep(step, args, inputs));
    }
    return values;
}

}  // namespace tessera::lang::isl::plan
