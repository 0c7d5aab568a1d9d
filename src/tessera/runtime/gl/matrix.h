// SPDX-License-Identifier: MIT
// 4x4 matrices and matrix stacks, as OpenGL 1.4 section 2.10.2 defines them.
//
// A matrix is stored the way GL passes it to LoadMatrix: column-major, so element
// (row r, column c) is m[c * 4 + r]. Keeping GL's layout means LoadMatrix/MultMatrix take
// GL's arrays unchanged, and a "row" of the ARB state bindings is the strided read
// (m[r], m[r+4], m[r+8], m[r+12]) that Mesa's state tracker makes too.
//
// Every operation that builds a matrix (Ortho, Frustum, Rotate, ...) follows the formula
// printed in section 2.10.2, and the current matrix is post-multiplied by it (C = C * M),
// which is what makes the last call the first transform applied to a vertex.
//
// The inverse is computed by cofactor expansion in double precision: the matrices GL
// programs use are small and well-conditioned, and a closed formula has no pivoting
// decisions that could make two nearly equal inputs give different outputs.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "runtime/gl/error.h"
#include "support/vec4.h"

namespace tessera::runtime::gl {

using support::Vec4;

/// Column-major 4x4 matrix: element (row r, column c) is m[c * 4 + r].
using Matrix4 = std::array<float, 16>;

Matrix4 IdentityMatrix();
/// a * b (b applied first to a column vector).
Matrix4 Multiply(const Matrix4& a, const Matrix4& b);
/// m * v for a column vector v.
Vec4 Transform(const Matrix4& m, const Vec4& v);
Matrix4 Transpose(const Matrix4& m);
/// The general inverse. A singular matrix has no inverse; the spec leaves the binding
/// undefined then (3.11.3.2) and Tessera returns the identity, so results stay finite.
Matrix4 Inverse(const Matrix4& m);
/// True when `m` has a usable inverse (|det| above a tiny threshold).
bool IsInvertible(const Matrix4& m);
/// Row `row` of `m`: (m[row], m[row+4], m[row+8], m[row+12]).
Vec4 Row(const Matrix4& m, int row);

// The matrices of GL 1.4 section 2.10.2, each to be post-multiplied onto the current one.
Matrix4 OrthoMatrix(double l, double r, double b, double t, double n, double f);
Matrix4 FrustumMatrix(double l, double r, double b, double t, double n, double f);
Matrix4 TranslateMatrix(double x, double y, double z);
Matrix4 ScaleMatrix(double x, double y, double z);
/// Rotation by `angle_degrees` about the axis (x, y, z), which need not be unit length.
Matrix4 RotateMatrix(double angle_degrees, double x, double y, double z);

/// A matrix stack: the top is the current matrix; Push duplicates it, Pop discards it.
class MatrixStack {
  public:
    explicit MatrixStack(std::size_t max_depth = 32);

    const Matrix4& Top() const { return stack_.back(); }
    std::size_t Depth() const { return stack_.size(); }
    std::size_t MaxDepth() const { return max_depth_; }

    void Load(const Matrix4& m) { stack_.back() = m; }
    void LoadIdentity() { stack_.back() = IdentityMatrix(); }
    /// Top = Top * m.
    void Multiply(const Matrix4& m);
    /// STACK_OVERFLOW when the stack is full (nothing changes).
    GlError Push();
    /// STACK_UNDERFLOW when only one matrix is left (nothing changes).
    GlError Pop();

  private:
    std::size_t max_depth_;
    std::vector<Matrix4> stack_;
};

}  // namespace tessera::runtime::gl
