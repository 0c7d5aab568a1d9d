// SPDX-License-Identifier: MIT
// Swizzle parsing against the rule both languages state (GLSL 1.10 section 5.5; Cg's
// "Vector swizzle operator"): 1 to 4 characters of one of the sets xyzw, rgba, stpq, each
// naming a component (x, r, s are 0; y, g, t 1; z, b, p 2; w, a, q 3) below the width.
#include "lang/common/semakit/swizzle.h"

#include <gtest/gtest.h>

namespace tessera::lang::semakit {
namespace {

using Problem = SwizzleParse::Problem;
using Components = std::vector<std::uint32_t>;

TEST(Swizzle, EachSetNamesTheSameComponents) {
    EXPECT_EQ(ParseSwizzle("wzyx", 4).components, (Components{3, 2, 1, 0}));
    EXPECT_EQ(ParseSwizzle("abgr", 4).components, (Components{3, 2, 1, 0}));
    EXPECT_EQ(ParseSwizzle("qpts", 4).components, (Components{3, 2, 1, 0}));
    EXPECT_TRUE(ParseSwizzle("qpts", 4).Ok());
}

TEST(Swizzle, RepeatsAreReadable) {
    SwizzleParse p = ParseSwizzle("xxyy", 2);
    EXPECT_TRUE(p.Ok());
    EXPECT_EQ(p.components, (Components{0, 0, 1, 1}));
}

TEST(Swizzle, AScalarHasOnlyTheFirstComponent) {
    EXPECT_EQ(ParseSwizzle("xxx", 1).components, (Components{0, 0, 0}));
    SwizzleParse p = ParseSwizzle("xy", 1);
    EXPECT_EQ(p.problem, Problem::kOutOfRange);
    EXPECT_EQ(p.bad, 'y');
    EXPECT_EQ(p.bad_at, 1u);
    EXPECT_EQ(p.components, (Components{0}));
}

TEST(Swizzle, ComponentPastTheWidth) {
    // vec3 has x, y, z: w (3) is past it.
    SwizzleParse p = ParseSwizzle("xyw", 3);
    EXPECT_EQ(p.problem, Problem::kOutOfRange);
    EXPECT_EQ(p.bad, 'w');
    EXPECT_EQ(p.bad_at, 2u);
}

TEST(Swizzle, MixedSetsAndUnknownCharacters) {
    SwizzleParse mixed = ParseSwizzle("xg", 4);  // x from xyzw, g from rgba
    EXPECT_EQ(mixed.problem, Problem::kMixedSets);
    EXPECT_EQ(mixed.bad, 'g');
    SwizzleParse unknown = ParseSwizzle("xk", 4);
    EXPECT_EQ(unknown.problem, Problem::kNotAComponent);
    EXPECT_EQ(unknown.bad, 'k');
    SwizzleParse first = ParseSwizzle("length", 4);  // not a swizzle at all: the first character
    EXPECT_EQ(first.problem, Problem::kNotAComponent);
    EXPECT_EQ(first.bad_at, 0u);
}

TEST(Swizzle, LengthIsCheckedApartFromTheCharacters) {
    // Five valid characters: only the length is wrong.
    SwizzleParse five = ParseSwizzle("xyzwx", 4);
    EXPECT_TRUE(five.bad_length);
    EXPECT_EQ(five.problem, Problem::kNone);
    EXPECT_FALSE(five.Ok());
    // Too long and a bad character: both findings, for each language to order.
    SwizzleParse both = ParseSwizzle("xyzwk", 4);
    EXPECT_TRUE(both.bad_length);
    EXPECT_EQ(both.problem, Problem::kNotAComponent);
    EXPECT_TRUE(ParseSwizzle("", 4).bad_length);
}

}  // namespace
}  // namespace tessera::lang::semakit
