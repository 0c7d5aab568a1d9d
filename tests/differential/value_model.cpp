// SPDX-License-Identifier: MIT
// The generator's value model (see value_model.h).
#include "value_model.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace tessera::testing::differential {
namespace {

// A set larger than this becomes an interval: the product of a few sets grows fast, and a
// big set is no more useful to a comparison than its hull.
constexpr std::size_t kMaxPoints = 16;

Value FromCandidates(std::vector<double> values, bool exact) {
    if (exact && values.size() <= kMaxPoints * 4) {
        std::sort(values.begin(), values.end());
        values.erase(std::unique(values.begin(), values.end()), values.end());
        if (values.size() <= kMaxPoints) return Value::Points(std::move(values));
    }
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    // A zero-width interval is a constant: keep it a point so comparisons stay exact.
    if (*lo == *hi) return Value::Of(*lo);
    return Value::Range(*lo, *hi);
}

}  // namespace

Value Value::Of(double v) { return Points({v}); }

Value Value::Range(double lo, double hi) {
    Value v;
    v.lo = std::min(lo, hi);
    v.hi = std::max(lo, hi);
    return v;
}

Value Value::Points(std::vector<double> points) {
    Value v;
    std::sort(points.begin(), points.end());
    v.lo = points.front();
    v.hi = points.back();
    v.points = std::move(points);
    return v;
}

double Value::MaxAbs() const { return std::max(std::fabs(lo), std::fabs(hi)); }

bool Value::AwayFromZero(double margin) const {
    if (Discrete())
        return std::all_of(points.begin(), points.end(),
                           [margin](double p) { return std::fabs(p) >= margin; });
    return lo >= margin || hi <= -margin;
}

bool Value::AwayFromIntegers(double margin) const {
    auto distance = [](double p) { return std::fabs(p - std::round(p)); };
    if (Discrete())
        return std::all_of(points.begin(), points.end(),
                           [&](double p) { return distance(p) >= margin; });
    // One integer-free stretch: the same floor at both ends, each end away from integers.
    return std::floor(lo) == std::floor(hi) && distance(lo) >= margin && distance(hi) >= margin;
}

Value Combine(const std::vector<const Value*>& args,
              const std::function<double(const std::vector<double>&)>& f) {
    bool exact =
        std::all_of(args.begin(), args.end(), [](const Value* v) { return v->Discrete(); });
    std::size_t product = 1;
    for (const Value* v : args) product *= exact ? v->points.size() : 2;
    // Too many combinations of points: the box's corners instead (still sound).
    if (exact && product > 256) {
        exact = false;
        product = std::size_t{1} << args.size();
    }
    // Candidate values of each argument: its points, or its interval's two ends.
    std::vector<std::vector<double>> choices;
    for (const Value* v : args)
        choices.push_back(exact ? v->points : std::vector<double>{v->lo, v->hi});
    std::vector<double> results;
    std::vector<double> point(args.size());
    for (std::size_t n = 0; n < product; ++n) {
        std::size_t rest = n;
        for (std::size_t i = 0; i < args.size(); ++i) {
            point[i] = choices[i][rest % choices[i].size()];
            rest /= choices[i].size();
        }
        results.push_back(f(point));
    }
    return FromCandidates(std::move(results), exact);
}

Value Unary(const Value& a, double (*f)(double)) {
    return Combine({&a}, [f](const std::vector<double>& p) { return f(p[0]); });
}

Value Binary(const Value& a, const Value& b, double (*f)(double, double)) {
    return Combine({&a, &b}, [f](const std::vector<double>& p) { return f(p[0], p[1]); });
}

Value Negate(const Value& a) {
    return Unary(a, [](double x) { return -x; });
}

Value Abs(const Value& a) {
    if (a.Discrete() || a.lo >= 0 || a.hi <= 0) return Unary(a, [](double x) { return std::fabs(x); });
    return Value::Range(0, a.MaxAbs());
}

namespace {

// sin or cos over an interval: the ends plus every extremum inside.
Value Periodic(const Value& a, double (*f)(double), double first_extremum) {
    if (a.Discrete()) return Unary(a, f);
    if (a.hi - a.lo >= 2 * std::numbers::pi) return Value::Range(-1, 1);
    double lo = std::min(f(a.lo), f(a.hi)), hi = std::max(f(a.lo), f(a.hi));
    const double step = std::numbers::pi;
    for (double x = first_extremum + step * std::ceil((a.lo - first_extremum) / step); x <= a.hi;
         x += step) {
        lo = std::min(lo, f(x));
        hi = std::max(hi, f(x));
    }
    return Value::Range(lo, hi);
}

}  // namespace

Value Sin(const Value& a) {
    return Periodic(a, [](double x) { return std::sin(x); }, std::numbers::pi / 2);
}

Value Cos(const Value& a) {
    return Periodic(a, [](double x) { return std::cos(x); }, 0);
}

Value Saturate(const Value& a) {
    return Unary(a, [](double x) { return std::clamp(x, 0.0, 1.0); });
}

Value Union(const Value& a, const Value& b) {
    if (a.Discrete() && b.Discrete()) {
        std::vector<double> all = a.points;
        all.insert(all.end(), b.points.begin(), b.points.end());
        return FromCandidates(std::move(all), true);
    }
    return Value::Range(std::min(a.lo, b.lo), std::max(a.hi, b.hi));
}

}  // namespace tessera::testing::differential
