// SPDX-License-Identifier: MIT
// The safe domain and the value of each ALU instruction (declared in generator_state.h).
//
// For each opcode, Evaluate() first checks the operands against the exclusions of
// program_generator.cpp (returning nullopt outside the safe domain), then computes the
// result with the value model. The domains are those exclusions, in code: a margin of
// kMargin from every decision threshold, positive or bounded arguments for the
// transcendental instructions, and the undefined components (XPD.w, SCS.zw) filled with
// placeholders that the callers never write.
#include <algorithm>
#include <cmath>

#include "generator_state.h"

namespace tessera::testing::differential {
namespace {

double Add(double a, double b) { return a + b; }
double Sub(double a, double b) { return a - b; }
double Mul(double a, double b) { return a * b; }
double Min(double a, double b) { return std::min(a, b); }
double Max(double a, double b) { return std::max(a, b); }

Value Over(std::vector<const Value*> args, double (*f)(const std::vector<double>&)) {
    return Combine(args, f);
}

}  // namespace

std::optional<ValueVec> Evaluate(Opcode op, const std::array<ValueVec, 3>& in) {
    const ValueVec& a = in[0];
    const ValueVec& b = in[1];
    const ValueVec& c = in[2];
    ValueVec r;
    auto each = [&r](auto f) {
        for (int i = 0; i < 4; ++i) r[i] = f(i);
    };
    auto all = [&r](const Value& v) { r = {v, v, v, v}; };
    const Value& s = a[0];
    switch (op) {
        case Opcode::kABS:
            each([&](int i) { return Abs(a[i]); });
            break;
        case Opcode::kADD:
            each([&](int i) { return Binary(a[i], b[i], Add); });
            break;
        case Opcode::kSUB:
            each([&](int i) { return Binary(a[i], b[i], Sub); });
            break;
        case Opcode::kMUL:
            each([&](int i) { return Binary(a[i], b[i], Mul); });
            break;
        case Opcode::kMIN:
            each([&](int i) { return Binary(a[i], b[i], Min); });
            break;
        case Opcode::kMAX:
            each([&](int i) { return Binary(a[i], b[i], Max); });
            break;
        case Opcode::kMOV:
            r = a;
            break;
        case Opcode::kMAD:
            each([&](int i) {
                return Over({&a[i], &b[i], &c[i]}, [](const std::vector<double>& p) {
                    return p[0] * p[1] + p[2];
                });
            });
            break;
        case Opcode::kLRP:
            each([&](int i) {
                return Over({&a[i], &b[i], &c[i]}, [](const std::vector<double>& p) {
                    return p[0] * p[1] + (1 - p[0]) * p[2];
                });
            });
            break;
        case Opcode::kCMP:
            for (int i = 0; i < 4; ++i) {
                if (!a[i].AwayFromZero(kMargin)) return std::nullopt;
                r[i] = a[i].hi < 0 ? b[i] : (a[i].lo > 0 ? c[i] : Union(b[i], c[i]));
            }
            break;
        case Opcode::kSGE:
        case Opcode::kSLT:
            for (int i = 0; i < 4; ++i) {
                if (!Binary(a[i], b[i], Sub).AwayFromZero(kMargin)) return std::nullopt;
                r[i] = op == Opcode::kSGE
                           ? Binary(a[i], b[i], [](double x, double y) { return x >= y ? 1.0 : 0.0; })
                           : Binary(a[i], b[i], [](double x, double y) { return x < y ? 1.0 : 0.0; });
            }
            break;
        case Opcode::kDP3:
            all(Over({&a[0], &a[1], &a[2], &b[0], &b[1], &b[2]}, [](const std::vector<double>& p) {
                return p[0] * p[3] + p[1] * p[4] + p[2] * p[5];
            }));
            break;
        case Opcode::kDP4:
            all(Over({&a[0], &a[1], &a[2], &a[3], &b[0], &b[1], &b[2], &b[3]},
                     [](const std::vector<double>& p) {
                         return p[0] * p[4] + p[1] * p[5] + p[2] * p[6] + p[3] * p[7];
                     }));
            break;
        case Opcode::kDPH:
            all(Over({&a[0], &a[1], &a[2], &b[0], &b[1], &b[2], &b[3]},
                     [](const std::vector<double>& p) {
                         return p[0] * p[3] + p[1] * p[4] + p[2] * p[5] + p[6];
                     }));
            break;
        case Opcode::kDST:
            r = {Value::Of(1), Binary(a[1], b[1], Mul), a[2], b[3]};
            break;
        case Opcode::kXPD:
            for (int i = 0; i < 3; ++i) {
                const int j = (i + 1) % 3, k = (i + 2) % 3;
                r[i] = Over({&a[j], &b[k], &a[k], &b[j]}, [](const std::vector<double>& p) {
                    return p[0] * p[1] - p[2] * p[3];
                });
            }
            r[3] = Value::Of(1);  // undefined by the spec: never written (mask excludes w)
            break;
        case Opcode::kFLR:
        case Opcode::kFRC:
            for (int i = 0; i < 4; ++i) {
                if (!a[i].AwayFromIntegers(kMargin)) return std::nullopt;
                r[i] = Unary(a[i], op == Opcode::kFLR
                                       ? +[](double x) { return std::floor(x); }
                                       : +[](double x) { return x - std::floor(x); });
            }
            break;
        case Opcode::kEX2:
            if (s.hi > 6 || s.lo < -30) return std::nullopt;
            all(Unary(s, [](double x) { return std::exp2(x); }));
            break;
        case Opcode::kLG2:
            if (s.lo < 1.0 / 64 || s.hi > kBound) return std::nullopt;
            all(Unary(s, [](double x) { return std::log2(x); }));
            break;
        case Opcode::kRCP:
            if (!s.AwayFromZero(1.0 / 64)) return std::nullopt;
            all(Unary(s, [](double x) { return 1 / x; }));
            break;
        case Opcode::kRSQ: {
            const Value m = Abs(s);
            if (m.lo < 1.0 / 1024) return std::nullopt;
            all(Unary(m, [](double x) { return 1 / std::sqrt(x); }));
            break;
        }
        case Opcode::kSIN:
        case Opcode::kCOS:
            if (s.MaxAbs() > 8) return std::nullopt;
            all(op == Opcode::kSIN ? Sin(s) : Cos(s));
            break;
        case Opcode::kSCS:
            if (s.MaxAbs() > 3.1) return std::nullopt;
            r = {Cos(s), Sin(s), Value::Of(0), Value::Of(1)};  // z, w undefined: never written
            break;
        case Opcode::kPOW:
            if (s.lo < 1.0 / 64 || b[0].MaxAbs() > kBound) return std::nullopt;
            all(Binary(s, b[0], [](double x, double y) { return std::pow(x, y); }));
            break;
        case Opcode::kLIT: {
            const Value& x = a[0];
            if (!x.AwayFromZero(kMargin)) return std::nullopt;
            Value z = Value::Of(0);
            if (x.hi > 0) {
                if (a[1].lo < 1.0 / 64 || a[3].MaxAbs() > 100) return std::nullopt;
                const Value spec =
                    Binary(a[1], a[3], [](double y, double w) { return std::pow(y, w); });
                z = x.lo > 0 ? spec : Union(spec, z);
            }
            r = {Value::Of(1), Unary(x, [](double v) { return std::max(v, 0.0); }), z,
                 Value::Of(1)};
            break;
        }
        default:
            return std::nullopt;  // SWZ, TEX, TXP, TXB, KIL: not handled here
    }
    return r;
}

}  // namespace tessera::testing::differential
