// SPDX-License-Identifier: MIT
// What the program generator knows about a register component: the values it can take.
//
// The generator must never write a program whose result depends on a decision made at a
// boundary (SGE of two equal numbers, FLR of an integer, KIL of zero, a TXP with q <= 0),
// because there a difference in the last bit between Tessera and llvmpipe becomes a whole
// 0-or-1 difference in a pixel. So it tracks, for every component of every register, a
// sound over-approximation of the values that component takes over all pixels of the quad:
//
//   - an exact finite set of points, for values that are piecewise constant (constants,
//     NEAREST texture samples, SGE results, and anything computed from those alone), or
//   - an interval [lo, hi], for everything else (interpolated attributes and what depends
//     on them).
//
// Sets matter because they let a comparison vary from pixel to pixel and still be safe:
// SLT of two NEAREST samples flips across texel boundaries but never sits on a threshold.
// Intervals are computed by evaluating the operation at every corner of the box of its
// arguments, which is exact for the functions ARBfp has that are monotonic or multilinear
// in each argument (ADD, MUL, MAD, LRP, DP*, MIN, MAX, EX2, LG2, POW over a > 0, FLR...);
// the others (ABS, SIN, COS, RSQ) have their own rules. Correlation between arguments is
// ignored (x - x is [-w, w], not 0), which only makes the model more cautious.
#pragma once

#include <array>
#include <functional>
#include <vector>

namespace tessera::testing::differential {

/// One component over every pixel.
struct Value {
    double lo = 0;
    double hi = 0;
    std::vector<double> points;  ///< when non-empty: exactly these values, lo/hi their hull

    static Value Of(double v);
    static Value Range(double lo, double hi);
    static Value Points(std::vector<double> points);

    bool Discrete() const { return !points.empty(); }
    double MaxAbs() const;
    /// Every value is at least `margin` away from zero (and so has one sign or, for a set,
    /// one sign per point).
    bool AwayFromZero(double margin) const;
    /// Every value is at least `margin` away from every integer.
    bool AwayFromIntegers(double margin) const;
};

using ValueVec = std::array<Value, 4>;

/// f over the arguments, evaluated over the product of their point sets when all of them
/// are sets (capped: a large product becomes an interval), else at the corners of their
/// box. Sound for f monotonic or multilinear in each argument.
Value Combine(const std::vector<const Value*>& args,
              const std::function<double(const std::vector<double>&)>& f);

Value Unary(const Value& a, double (*f)(double));
Value Binary(const Value& a, const Value& b, double (*f)(double, double));

Value Negate(const Value& a);
Value Abs(const Value& a);
Value Sin(const Value& a);
Value Cos(const Value& a);
Value Saturate(const Value& a);
/// The union (for CMP's two choices, or a sample's possible results).
Value Union(const Value& a, const Value& b);

}  // namespace tessera::testing::differential
