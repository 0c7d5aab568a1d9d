// SPDX-License-Identifier: MIT
// Matrix arithmetic for runtime/gl (see matrix.h for the layout and the choices).
//
// Everything is computed in double and rounded to float once at the end, so a matrix built
// from exact inputs (a scale by 2, a translation by 3) comes out exact, and the tests can
// compare against hand-derived numbers without tolerances.
#include "runtime/gl/matrix.h"

#include <cmath>
#include <numbers>

namespace tessera::runtime::gl {
namespace {

using Grid = std::array<std::array<double, 4>, 4>;  // [row][column]

Grid ToGrid(const Matrix4& m) {
    Grid g{};
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c) g[r][c] = m[c * 4 + r];
    return g;
}

Matrix4 FromGrid(const Grid& g) {
    Matrix4 m{};
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c) m[c * 4 + r] = static_cast<float>(g[r][c]);
    return m;
}

// The determinant of the 3x3 matrix left when row `skip_row` and column `skip_col` are
// removed.
double Minor(const Grid& g, int skip_row, int skip_col) {
    double s[3][3];
    int rr = 0;
    for (int r = 0; r < 4; ++r) {
        if (r == skip_row) continue;
        int cc = 0;
        for (int c = 0; c < 4; ++c) {
            if (c == skip_col) continue;
            s[rr][cc++] = g[r][c];
        }
        ++rr;
    }
    return s[0][0] * (s[1][1] * s[2][2] - s[1][2] * s[2][1]) -
           s[0][1] * (s[1][0] * s[2][2] - s[1][2] * s[2][0]) +
           s[0][2] * (s[1][0] * s[2][1] - s[1][1] * s[2][0]);
}

double Cofactor(const Grid& g, int r, int c) {
    const double sign = ((r + c) % 2 == 0) ? 1.0 : -1.0;
    return sign * Minor(g, r, c);
}

double Determinant(const Grid& g) {
    double det = 0;
    for (int c = 0; c < 4; ++c) det += g[0][c] * Cofactor(g, 0, c);
    return det;
}

// Below this |det| the inverse is treated as undefined ("poorly-conditioned", 3.11.3.2).
constexpr double kSingularThreshold = 1e-30;

}  // namespace

Matrix4 IdentityMatrix() {
    Matrix4 m{};
    m[0] = m[5] = m[10] = m[15] = 1;
    return m;
}

Matrix4 Multiply(const Matrix4& a, const Matrix4& b) {
    const Grid ga = ToGrid(a);
    const Grid gb = ToGrid(b);
    Grid p{};
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c) {
            double sum = 0;
            for (int k = 0; k < 4; ++k) sum += ga[r][k] * gb[k][c];
            p[r][c] = sum;
        }
    return FromGrid(p);
}

Vec4 Transform(const Matrix4& m, const Vec4& v) {
    Vec4 out{};
    for (int r = 0; r < 4; ++r) {
        double sum = 0;
        for (int c = 0; c < 4; ++c) sum += static_cast<double>(m[c * 4 + r]) * v[c];
        out[r] = static_cast<float>(sum);
    }
    return out;
}

Matrix4 Transpose(const Matrix4& m) {
    Matrix4 t{};
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c) t[c * 4 + r] = m[r * 4 + c];
    return t;
}

bool IsInvertible(const Matrix4& m) {
    return std::fabs(Determinant(ToGrid(m))) > kSingularThreshold;
}

Matrix4 Inverse(const Matrix4& m) {
    const Grid g = ToGrid(m);
    const double det = Determinant(g);
    if (!(std::fabs(det) > kSingularThreshold)) return IdentityMatrix();
    // inverse = adjugate / det, where the adjugate is the transposed cofactor matrix.
    Grid inv{};
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c) inv[r][c] = Cofactor(g, c, r) / det;
    return FromGrid(inv);
}

Vec4 Row(const Matrix4& m, int row) { return {m[row], m[row + 4], m[row + 8], m[row + 12]}; }

// GL 1.4 section 2.10.2, Ortho.
Matrix4 OrthoMatrix(double l, double r, double b, double t, double n, double f) {
    Grid g{};
    g[0][0] = 2 / (r - l);
    g[1][1] = 2 / (t - b);
    g[2][2] = -2 / (f - n);
    g[0][3] = -(r + l) / (r - l);
    g[1][3] = -(t + b) / (t - b);
    g[2][3] = -(f + n) / (f - n);
    g[3][3] = 1;
    return FromGrid(g);
}

// GL 1.4 section 2.10.2, Frustum.
Matrix4 FrustumMatrix(double l, double r, double b, double t, double n, double f) {
    Grid g{};
    g[0][0] = 2 * n / (r - l);
    g[0][2] = (r + l) / (r - l);
    g[1][1] = 2 * n / (t - b);
    g[1][2] = (t + b) / (t - b);
    g[2][2] = -(f + n) / (f - n);
    g[2][3] = -2 * f * n / (f - n);
    g[3][2] = -1;
    return FromGrid(g);
}

Matrix4 TranslateMatrix(double x, double y, double z) {
    Grid g{};
    for (int i = 0; i < 4; ++i) g[i][i] = 1;
    g[0][3] = x;
    g[1][3] = y;
    g[2][3] = z;
    return FromGrid(g);
}

Matrix4 ScaleMatrix(double x, double y, double z) {
    Grid g{};
    g[0][0] = x;
    g[1][1] = y;
    g[2][2] = z;
    g[3][3] = 1;
    return FromGrid(g);
}

// GL 1.4 section 2.10.2: R = u u^T + cos(theta) (I - u u^T) + sin(theta) S, with u the unit
// axis and S the cross-product matrix of u.
Matrix4 RotateMatrix(double angle_degrees, double x, double y, double z) {
    const double length = std::sqrt(x * x + y * y + z * z);
    if (length == 0) return IdentityMatrix();
    const double u[3] = {x / length, y / length, z / length};
    const double theta = angle_degrees * std::numbers::pi / 180.0;
    const double c = std::cos(theta);
    const double s = std::sin(theta);
    const double cross[3][3] = {{0, -u[2], u[1]}, {u[2], 0, -u[0]}, {-u[1], u[0], 0}};
    Grid g{};
    for (int r = 0; r < 3; ++r)
        for (int col = 0; col < 3; ++col) {
            const double outer = u[r] * u[col];
            const double identity = (r == col) ? 1.0 : 0.0;
            g[r][col] = outer + c * (identity - outer) + s * cross[r][col];
        }
    g[3][3] = 1;
    return FromGrid(g);
}

MatrixStack::MatrixStack(std::size_t max_depth)
    : max_depth_(max_depth < 1 ? 1 : max_depth), stack_{IdentityMatrix()} {}

void MatrixStack::Multiply(const Matrix4& m) { stack_.back() = gl::Multiply(stack_.back(), m); }

GlError MatrixStack::Push() {
    if (stack_.size() >= max_depth_) return GlError::kStackOverflow;
    stack_.push_back(stack_.back());
    return GlError::kNoError;
}

GlError MatrixStack::Pop() {
    if (stack_.size() <= 1) return GlError::kStackUnderflow;
    stack_.pop_back();
    return GlError::kNoError;
}

}  // namespace tessera::runtime::gl
