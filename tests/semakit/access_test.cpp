// SPDX-License-Identifier: MIT
// Stores through access paths: each test builds `whole` from constants, stores a value
// through a path with StoreThrough, returns the result and runs it in the IR interpreter.
// The expected scalars are derived by hand in the comments (a matrix flattens row by row,
// as the IR's matrix elements are its rows).
#include "lang/common/semakit/access.h"

#include <gtest/gtest.h>

#include "ir/interpreter.h"

namespace tessera::lang::semakit {
namespace {

using Kind = AccessStep::Kind;

AccessStep Index(std::uint32_t i) { return {Kind::kIndex, i, {}, {}, 0}; }
AccessStep Swizzle(std::vector<std::uint32_t> c) { return {Kind::kSwizzle, 0, {}, std::move(c), 0}; }

/// Builds main() returning StoreThrough(whole, steps, value), with `make_steps` free to add
/// instructions (a run-time index) first, and returns the result's scalars.
template <typename MakeSteps>
std::vector<double> Store(ir::TypeId (*type)(ir::TypeTable&), std::vector<double> whole,
                          ir::TypeId (*value_type)(ir::TypeTable&), std::vector<double> value,
                          MakeSteps make_steps) {
    ir::Module m;
    ir::Function f;
    f.name = "main";
    f.return_type = type(m.types);
    m.functions.push_back(std::move(f));
    ir::Builder b(m, m.functions[0]);
    ir::InstId w = b.Constant(type(m.types), std::move(whole));
    ir::InstId v = b.Constant(value_type(m.types), std::move(value));
    std::vector<AccessStep> steps = make_steps(b);
    b.Return(StoreThrough(b, w, steps, 0, v));
    ir::RunResult r = ir::RunFragment(m, ir::Inputs(m));
    EXPECT_TRUE(r.ok) << r.error;
    if (!r.ok || !r.fragments[0].returned) return {};
    return r.fragments[0].returned->scalars;
}

ir::TypeId Float(ir::TypeTable& t) { return t.Float(); }
ir::TypeId Float2(ir::TypeTable& t) { return t.Vector(ir::ScalarKind::kFloat, 2); }
ir::TypeId Float4(ir::TypeTable& t) { return t.Vector(ir::ScalarKind::kFloat, 4); }
ir::TypeId Float2Array2(ir::TypeTable& t) { return t.Array(Float2(t), 2); }
ir::TypeId FloatArray3(ir::TypeTable& t) { return t.Array(t.Float(), 3); }
ir::TypeId Float2x2(ir::TypeTable& t) { return t.Matrix(2, 2); }

TEST(StoreThrough, ElementThenComponent) {
    // a = {(1,2), (3,4)}; a[1].y = 9 -> {(1,2), (3,9)}.
    auto steps = [](ir::Builder&) { return std::vector<AccessStep>{Index(1), Swizzle({1})}; };
    EXPECT_EQ(Store(Float2Array2, {1, 2, 3, 4}, Float, {9}, steps), (std::vector<double>{1, 2, 3, 9}));
}

TEST(StoreThrough, WriteMaskInItsOrder) {
    // v = (1,2,3,4); v.zx = (7,8): z = 7, x = 8 -> (8,2,7,4).
    auto steps = [](ir::Builder&) { return std::vector<AccessStep>{Swizzle({2, 0})}; };
    EXPECT_EQ(Store(Float4, {1, 2, 3, 4}, Float2, {7, 8}, steps), (std::vector<double>{8, 2, 7, 4}));
}

TEST(StoreThrough, SwizzleOfASwizzle) {
    // v = (1,2,3,4); v.wy.x = 9: .wy's first component is w -> (1,2,3,9).
    auto steps = [](ir::Builder&) { return std::vector<AccessStep>{Swizzle({3, 1}), Swizzle({0})}; };
    EXPECT_EQ(Store(Float4, {1, 2, 3, 4}, Float, {9}, steps), (std::vector<double>{1, 2, 3, 9}));
}

TEST(StoreThrough, SwizzleOfAScalarIsTheScalar) {
    // f = 1; f.x = 5 -> 5.
    auto steps = [](ir::Builder&) { return std::vector<AccessStep>{Swizzle({0})}; };
    EXPECT_EQ(Store(Float, {1}, Float, {5}, steps), (std::vector<double>{5}));
}

TEST(StoreThrough, RunTimeIndexSelectsTheElement) {
    // a = {1,2,3}; i = 1; a[i] = 5 -> {1,5,3}.
    auto steps = [](ir::Builder& b) {
        return std::vector<AccessStep>{{Kind::kDynamic, 0, b.Int(1), {}, 3}};
    };
    EXPECT_EQ(Store(FloatArray3, {1, 2, 3}, Float, {5}, steps), (std::vector<double>{1, 5, 3}));
}

TEST(StoreThrough, RunTimeIndexIntoUnknownSizeChangesNothing) {
    // count 0 (a Cg unsized array in a body checked as written): no element is visited.
    auto steps = [](ir::Builder& b) {
        return std::vector<AccessStep>{{Kind::kDynamic, 0, b.Int(1), {}, 0}};
    };
    EXPECT_EQ(Store(FloatArray3, {1, 2, 3}, Float, {5}, steps), (std::vector<double>{1, 2, 3}));
}

TEST(StoreThrough, MatrixSwizzleWritesElementPairs) {
    // m = rows (1,2), (3,4); m._m10_m01 = (7,8): m[1][0] = 7, m[0][1] = 8 -> rows (1,8), (7,4).
    auto steps = [](ir::Builder&) {
        return std::vector<AccessStep>{{Kind::kMatrixSwizzle, 0, {}, {1, 0, 0, 1}, 0}};
    };
    EXPECT_EQ(Store(Float2x2, {1, 2, 3, 4}, Float2, {7, 8}, steps), (std::vector<double>{1, 8, 7, 4}));
}

TEST(StoreThrough, MatrixSwizzleThenComponent) {
    // m = rows (1,2), (3,4); m._m11_m00.y = 6: the second element named is m[0][0] -> rows (6,2), (3,4).
    auto steps = [](ir::Builder&) {
        return std::vector<AccessStep>{{Kind::kMatrixSwizzle, 0, {}, {1, 1, 0, 0}, 0}, Swizzle({1})};
    };
    EXPECT_EQ(Store(Float2x2, {1, 2, 3, 4}, Float, {6}, steps), (std::vector<double>{6, 2, 3, 4}));
}

TEST(RepeatsComponent, WriteMasks) {
    EXPECT_TRUE(RepeatsComponent(Swizzle({0, 1, 0})));   // .xyx
    EXPECT_FALSE(RepeatsComponent(Swizzle({3, 2, 1, 0})));  // .wzyx
    // Matrix swizzles repeat an element only when row and column both do: _m00_m01 does not.
    EXPECT_FALSE(RepeatsComponent({Kind::kMatrixSwizzle, 0, {}, {0, 0, 0, 1}, 0}));
    EXPECT_TRUE(RepeatsComponent({Kind::kMatrixSwizzle, 0, {}, {0, 1, 1, 1, 0, 1}, 0}));
    EXPECT_FALSE(RepeatsComponent(Index(0)));
    EXPECT_TRUE(PathRepeatsComponent({Index(0), Swizzle({1, 1})}));
    EXPECT_FALSE(PathRepeatsComponent({Index(0), Swizzle({1, 0})}));
}

}  // namespace
}  // namespace tessera::lang::semakit
