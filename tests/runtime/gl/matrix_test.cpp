// SPDX-License-Identifier: MIT
// Matrix arithmetic and stacks against hand-derived matrices (GL 1.4 section 2.10.2).
#include "runtime/gl/matrix.h"

#include <gtest/gtest.h>

namespace tessera::runtime::gl {
namespace {

// Builds a column-major matrix from rows as written on paper.
Matrix4 FromRows(const std::array<std::array<float, 4>, 4>& rows) {
    Matrix4 m{};
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c) m[c * 4 + r] = rows[r][c];
    return m;
}

void ExpectNear(const Matrix4& actual, const Matrix4& expected, float tolerance = 1e-6f) {
    for (int i = 0; i < 16; ++i) EXPECT_NEAR(actual[i], expected[i], tolerance) << "element " << i;
}

TEST(MatrixTest, RowReadsAcrossColumns) {
    const Matrix4 m = FromRows({{{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 16}}});
    EXPECT_EQ(Row(m, 0), (Vec4{1, 2, 3, 4}));
    EXPECT_EQ(Row(m, 3), (Vec4{13, 14, 15, 16}));
    EXPECT_EQ(Row(Transpose(m), 1), (Vec4{2, 6, 10, 14}));
}

TEST(MatrixTest, MultiplyAppliesRightOperandFirst) {
    // T(1,0,0) * S(2,2,2) maps (1,0,0,1) to (3,0,0,1); S * T maps it to (4,0,0,1).
    const Matrix4 t = TranslateMatrix(1, 0, 0);
    const Matrix4 s = ScaleMatrix(2, 2, 2);
    EXPECT_EQ(Transform(Multiply(t, s), {1, 0, 0, 1}), (Vec4{3, 0, 0, 1}));
    EXPECT_EQ(Transform(Multiply(s, t), {1, 0, 0, 1}), (Vec4{4, 0, 0, 1}));
}

TEST(MatrixTest, InverseOfScaleAndTranslate) {
    // M = T(1,2,3) S(2,4,8); M^-1 = S(1/2,1/4,1/8) T(-1,-2,-3).
    const Matrix4 m = Multiply(TranslateMatrix(1, 2, 3), ScaleMatrix(2, 4, 8));
    const Matrix4 expected = FromRows(
        {{{0.5f, 0, 0, -0.5f}, {0, 0.25f, 0, -0.5f}, {0, 0, 0.125f, -0.375f}, {0, 0, 0, 1}}});
    EXPECT_EQ(Inverse(m), expected);
    EXPECT_TRUE(IsInvertible(m));
}

TEST(MatrixTest, InverseOfGeneralMatrixTimesMatrixIsIdentity) {
    const Matrix4 m = FromRows({{{2, 1, 0, 3}, {0, 1, 4, 1}, {1, 0, 1, 0}, {0, 2, 0, 1}}});
    ExpectNear(Multiply(m, Inverse(m)), IdentityMatrix(), 1e-5f);
}

TEST(MatrixTest, SingularInverseIsIdentity) {
    const Matrix4 m = ScaleMatrix(1, 0, 1);
    EXPECT_FALSE(IsInvertible(m));
    EXPECT_EQ(Inverse(m), IdentityMatrix());
}

TEST(MatrixTest, OrthoMatchesFormula) {
    // glOrtho(0, 4, 0, 2, -1, 1): x' = x/2 - 1, y' = y - 1, z' = -z.
    const Matrix4 m = OrthoMatrix(0, 4, 0, 2, -1, 1);
    EXPECT_EQ(Row(m, 0), (Vec4{0.5f, 0, 0, -1}));
    EXPECT_EQ(Row(m, 1), (Vec4{0, 1, 0, -1}));
    EXPECT_EQ(Row(m, 2), (Vec4{0, 0, -1, 0}));
}

TEST(MatrixTest, FrustumMatchesFormula) {
    // glFrustum(-1, 1, -1, 1, 1, 3): C = -(3+1)/(3-1) = -2, D = -2*3*1/(3-1) = -3.
    const Matrix4 m = FrustumMatrix(-1, 1, -1, 1, 1, 3);
    EXPECT_EQ(Row(m, 0), (Vec4{1, 0, 0, 0}));
    EXPECT_EQ(Row(m, 2), (Vec4{0, 0, -2, -3}));
    EXPECT_EQ(Row(m, 3), (Vec4{0, 0, -1, 0}));
}

TEST(MatrixTest, RotateQuarterTurnAboutZ) {
    const Matrix4 m = RotateMatrix(90, 0, 0, 5);  // axis length is irrelevant
    const Vec4 v = Transform(m, {1, 0, 0, 1});
    EXPECT_NEAR(v[0], 0, 1e-7);
    EXPECT_NEAR(v[1], 1, 1e-7);
    EXPECT_NEAR(v[2], 0, 1e-7);
}

TEST(MatrixStackTest, PushPopAndLimits) {
    MatrixStack stack(2);
    stack.Multiply(ScaleMatrix(2, 2, 2));
    EXPECT_EQ(stack.Push(), GlError::kNoError);
    EXPECT_EQ(stack.Top(), ScaleMatrix(2, 2, 2));  // Push duplicates the top
    stack.LoadIdentity();
    EXPECT_EQ(stack.Push(), GlError::kStackOverflow);
    EXPECT_EQ(stack.Depth(), 2u);
    EXPECT_EQ(stack.Pop(), GlError::kNoError);
    EXPECT_EQ(stack.Top(), ScaleMatrix(2, 2, 2));
    EXPECT_EQ(stack.Pop(), GlError::kStackUnderflow);
}

}  // namespace
}  // namespace tessera::runtime::gl
