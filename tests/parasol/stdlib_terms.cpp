// SPDX-License-Identifier: MIT
// The cases of stdlib_terms.h.
//
// The parameters (so that nothing folds away):
//   a = (0.5, 0.25, 2, -1)  b = (1.5, -0.5, 0.75, 2)  c = (0.6, -0.8, 0, 0)  d = (0, 1, 0, 0)
//   i = (2, 1, 3, -4)  j = (3, -2, 2, 1)  e = (+inf, NaN, 0, 0)  k = (7, 9, 8, 5)
// and the names the cases use: a0..a3, b0..b3 their components; fa2..fa4 = a [x y],
// a [x y z], a (likewise fb, fc, fd); ia2..ia4, ib2..ib4 = i, j as integer vectors; ic4 =
// (3, -4, 0, 0) (5 c), id4 = (0, 1, 0, 0); ip4 = k, iq4 = (2, 4, 3, 2) (from i); three = 3;
// yes = true, no = false; m3 = the matrix_3x3f of columns fa3, fb3, fc3; m4 = the
// matrix_4x4f of columns a, b, c, d.
//
// A case's value is made a vector_4f (a scalar case holds up to four calls, one per
// channel; a vector is padded with 0) before Output's mapping.
#include "tests/parasol/stdlib_terms.h"

#include <cstdio>
#include <limits>
#include <regex>

namespace tessera::parasol_test::stdlib_terms {

namespace {

const char* kNames = R"(
    value a0 = a [x]; value a1 = a [y]; value a2 = a [z]; value a3 = a [w];
    value b0 = b [x]; value b1 = b [y]; value b2 = b [z]; value b3 = b [w];
    value fa2 = a [x y]; value fa3 = a [x y z]; value fa4 = a;
    value fb2 = b [x y]; value fb3 = b [x y z]; value fb4 = b;
    value fc2 = c [x y]; value fc3 = c [x y z]; value fc4 = c;
    value fd2 = d [x y]; value fd3 = d [x y z]; value fd4 = d;
    value ia4 = new vector_4i (new integer (i [x]), new integer (i [y]), new integer (i [z]), new integer (i [w]));
    value ib4 = new vector_4i (new integer (j [x]), new integer (j [y]), new integer (j [z]), new integer (j [w]));
    value ic4 = new vector_4i (new integer (F.multiply (c [x], 5.0)), new integer (F.multiply (c [y], 5.0)), 0, 0);
    value id4 = new vector_4i (new integer (d [x]), new integer (d [y]), new integer (d [z]), new integer (d [w]));
    value ia2 = ia4 [x y]; value ia3 = ia4 [x y z]; value ib2 = ib4 [x y]; value ib3 = ib4 [x y z];
    value ic2 = ic4 [x y]; value ic3 = ic4 [x y z]; value id2 = id4 [x y]; value id3 = id4 [x y z];
    value ip4 = new vector_4i (new integer (k [x]), new integer (k [y]), new integer (k [z]), new integer (k [w]));
    value iq4 = new vector_4i (ia4 [x], I.multiply (ia4 [x], ia4 [x]), ia4 [z], ia4 [x]);
    value ip2 = ip4 [x y]; value ip3 = ip4 [x y z]; value iq2 = iq4 [x y]; value iq3 = iq4 [x y z];
    value three = new integer (j [x]);
    value yes = F.lesser (a0, b0);
    value no = F.greater (a0, b0);
    value m3 = new matrix_3x3f (fa3, fb3, fc3);
    value m4 = new matrix_4x4f (a, b, c, d);
)";

const char* kParameterNames[] = {"a", "b", "c", "d", "i", "j", "e", "k"};

// The case's value as a vector_4f expression over r0..r3.
std::string Encode(const Case& k) {
    if (!k.encode.empty()) return k.encode;
    const bool vector = k.type.rfind("vector_", 0) == 0;
    const int width = vector ? k.type[7] - '0' : 1;
    const bool floats = k.type == "float" || k.type.back() == 'f';
    const std::string labels[] = {"x", "y", "z", "w"};
    std::string out = "new vector_4f (";
    for (int n = 0; n < 4; ++n) {
        std::string v = !vector ? (n < static_cast<int>(k.calls.size()) ? "r" + std::to_string(n) : "")
                                : (n < width ? "r0 [" + labels[n] + "]" : "");
        if (v.empty()) v = "0.0";
        else if (!floats) v = "new float (" + v + ")";
        out += (n ? ", " : "") + v;
    }
    return out + ")";
}

std::string Literal(float v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.7f", static_cast<double>(v));
    return text;
}

}  // namespace

std::string Program(const Case& k, Output output) {
    std::string ports;
    for (const char* n : kParameterNames) ports += std::string("    parameter ") + n + " : vector_4f;\n";
    std::string with = kNames;
    for (std::size_t n = 0; n < k.calls.size(); ++n)
        with += "    value r" + std::to_string(n) + " : " + k.type + " = " + k.calls[n] + ";\n";
    with += "    value v = " + Encode(k) + ";\n";
    if (output == Output::kValue) {
        with += "    value result = V4F.divide_scalar (V4F.add_scalar (v, 16.0), 32.0);\n";
    } else {
        std::string want = "new vector_4f (";
        for (int n = 0; n < 4; ++n) want += (n ? ", " : "") + Literal(k.want[n]);
        with += "    value result = V4F.add_scalar (V4F.multiply_scalar (V4F.subtract (v, " + want + ")), 16.0), 0.5);\n";
    }
    return R"(package p;
module M is
  import com.io7m.parasol.Boolean as B;
  import com.io7m.parasol.Float as F;
  import com.io7m.parasol.Integer as I;
  import com.io7m.parasol.Matrix3x3f as M3;
  import com.io7m.parasol.Matrix4x4f as M4;
  import com.io7m.parasol.Fragment as W;
  import com.io7m.parasol.Vector2f as V2F;
  import com.io7m.parasol.Vector3f as V3F;
  import com.io7m.parasol.Vector4f as V4F;
  import com.io7m.parasol.Vector2i as V2I;
  import com.io7m.parasol.Vector3i as V3I;
  import com.io7m.parasol.Vector4i as V4I;
  shader vertex v is
    in position : vector_4f;
    out vertex clip : vector_4f;
  as
    out clip = position;
  end;
  shader fragment f is
)" + ports + "    out color : vector_4f as 0;\n  with\n" + with + WriteResultAndDeclareProg();
}

const std::map<std::string, std::vector<float>>& Parameters() {
    const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
    static const std::map<std::string, std::vector<float>> parameters = {
        {"a", {0.5f, 0.25f, 2, -1}}, {"b", {1.5f, -0.5f, 0.75f, 2}}, {"c", {0.6f, -0.8f, 0, 0}},
        {"d", {0, 1, 0, 0}},         {"i", {2, 1, 3, -4}},           {"j", {3, -2, 2, 1}},
        {"e", {inf, nan, 0, 0}},     {"k", {7, 9, 8, 5}}};
    return parameters;
}

// Boolean, Float, Integer, Matrix3x3f, Matrix4x4f, Fragment: every term.
const std::vector<Case>& ScalarModuleCases() {
    static const std::vector<Case> cases = {
        // "true iff x == true or y == true"; and, not: Tessera's additions, their usual meaning.
        {"Boolean.or", "boolean", {"B.or (yes, no)", "B.or (no, no)", "B.or (no, yes)", "B.or (yes, yes)"}, {1, 0, 1, 1}},
        {"Boolean.and", "boolean", {"B.and (yes, yes)", "B.and (yes, no)", "B.and (no, yes)", "B.and (no, no)"}, {1, 0, 0, 0}},
        {"Boolean.not", "boolean", {"B.not (yes)", "B.not (no)"}, {0, 1, 0, 0}},
        {"Float.absolute", "float", {"F.absolute (b1)", "F.absolute (a0)"}, {0.5f, 0.5f, 0, 0}},
        {"Float.add", "float", {"F.add (a0, b0)", "F.add (a3, b1)"}, {2, -1.5f, 0, 0}},
        // acos 0.5 = pi/3, asin 0.5 = pi/6, atan -1 = -pi/4.
        {"Float.arc_cosine", "float", {"F.arc_cosine (a0)"}, {1.0471976f, 0, 0, 0}},
        {"Float.arc_sine", "float", {"F.arc_sine (a0)"}, {0.5235988f, 0, 0, 0}},
        {"Float.arc_tangent", "float", {"F.arc_tangent (a3)"}, {-0.7853982f, 0, 0, 0}},
        {"Float.ceiling", "float", {"F.ceiling (b0)", "F.ceiling (F.subtract (a3, a0))"}, {2, -1, 0, 0}},
        // clamp (1.5, 0.25, 0.5) = 0.5; clamp (-0.5, 0.25, 0.5) = 0.25; clamp (0.5, 0.25, 1.5) = 0.5.
        {"Float.clamp", "float", {"F.clamp (b0, a1, a0)", "F.clamp (b1, a1, a0)", "F.clamp (a0, a1, b0)"}, {0.5f, 0.25f, 0.5f, 0}},
        {"Float.cosine", "float", {"F.cosine (a3)"}, {0.5403023f, 0, 0, 0}},  // cos (-1)
        {"Float.divide", "float", {"F.divide (b0, a0)", "F.divide (a3, a1)"}, {3, -4, 0, 0}},
        {"Float.equals", "boolean", {"F.equals (a0, 0.5)", "F.equals (a0, b0)"}, {1, 0, 0, 0}},
        {"Float.floor", "float", {"F.floor (b0)", "F.floor (b1)"}, {1, -1, 0, 0}},
        {"Float.greater", "boolean", {"F.greater (b0, a0)", "F.greater (a0, a0)", "F.greater (a0, b0)"}, {1, 0, 0, 0}},
        {"Float.greater_or_equal", "boolean", {"F.greater_or_equal (b0, a0)", "F.greater_or_equal (a0, a0)",
                                               "F.greater_or_equal (a0, b0)"}, {1, 1, 0, 0}},
        // x (1 - a) + y a: 0.5 * 0.75 + 1.5 * 0.25 = 0.75.
        {"Float.interpolate", "float", {"F.interpolate (a0, b0, a1)"}, {0.75f, 0, 0, 0}},
        {"Float.is_infinite", "boolean", {"F.is_infinite (e [x])", "F.is_infinite (a0)", "F.is_infinite (e [y])"}, {1, 0, 0, 0}},
        {"Float.is_nan", "boolean", {"F.is_nan (a0)", "F.is_nan (e [x])"}, {0, 0, 0, 0}},
        // NaN itself not on ARBfp: its writer tests comparisons by the sign of x - y, and
        // NaN - NaN has none, so the ARBfp says false (docs/parasol.md).
        {"Float.is_nan", "boolean", {"F.is_nan (e [y])"}, {1, 0, 0, 0}, "", false},
        {"Float.lesser", "boolean", {"F.lesser (a0, b0)", "F.lesser (a0, a0)", "F.lesser (b0, a0)"}, {1, 0, 0, 0}},
        {"Float.lesser_or_equal", "boolean", {"F.lesser_or_equal (a0, b0)", "F.lesser_or_equal (a0, a0)",
                                              "F.lesser_or_equal (b0, a0)"}, {1, 1, 0, 0}},
        {"Float.log2", "float", {"F.log2 (a2)", "F.log2 (a1)"}, {1, -2, 0, 0}},
        {"Float.maximum", "float", {"F.maximum (a0, b0)", "F.maximum (a3, b1)"}, {1.5f, -0.5f, 0, 0}},
        {"Float.minimum", "float", {"F.minimum (a0, b0)", "F.minimum (a3, b1)"}, {0.5f, -1, 0, 0}},
        // x - y floor (x / y): 2 - 0.75 * 2 = 0.5; -1 - 0.75 * -2 = 0.5.
        {"Float.modulo", "float", {"F.modulo (a2, b2)", "F.modulo (a3, b2)"}, {0.5f, 0.5f, 0, 0}},
        {"Float.multiply", "float", {"F.multiply (a0, b0)", "F.multiply (a3, b1)"}, {0.75f, 0.5f, 0, 0}},
        {"Float.negate", "float", {"F.negate (a3)", "F.negate (a0)"}, {1, -0.5f, 0, 0}},
        {"Float.power", "float", {"F.power (a2, b0)", "F.power (a0, a2)"}, {2.8284271f, 0.25f, 0, 0}},  // 2^1.5, 0.5^2
        {"Float.round", "float", {"F.round (b2)", "F.round (a1)", "F.round (F.negate (b2))"}, {1, 0, -1, 0}},
        {"Float.sign", "float", {"F.sign (a3)", "F.sign (a0)", "F.sign (F.subtract (a0, a0))"}, {-1, 1, 0, 0}},
        {"Float.sine", "float", {"F.sine (a0)"}, {0.4794255f, 0, 0, 0}},  // sin 0.5
        {"Float.square_root", "float", {"F.square_root (a2)", "F.square_root (a1)"}, {1.4142136f, 0.5f, 0, 0}},
        {"Float.subtract", "float", {"F.subtract (a0, b0)"}, {-1, 0, 0, 0}},
        {"Float.tangent", "float", {"F.tangent (a0)"}, {0.5463025f, 0, 0, 0}},  // tan 0.5
        // toward zero: 1.5 -> 1, -1.5 -> -1.
        {"Float.truncate", "float", {"F.truncate (b0)", "F.truncate (F.multiply (b0, a3))"}, {1, -1, 0, 0}},
        {"Integer.add", "integer", {"I.add (ia4 [x], ib4 [x])", "I.add (ia4 [w], ib4 [y])"}, {5, -6, 0, 0}},
        // defined for y > 0: 7 / 2 = 3, 9 / 4 = 2 (GLSL's integer division truncates).
        {"Integer.divide", "integer", {"I.divide (ip4 [x], iq4 [x])", "I.divide (ip4 [y], iq4 [y])"}, {3, 2, 0, 0}},
        {"Integer.multiply", "integer", {"I.multiply (ia4 [z], ib4 [y])"}, {-6, 0, 0, 0}},
        {"Integer.subtract", "integer", {"I.subtract (ia4 [x], ib4 [x])"}, {-1, 0, 0, 0}},
        // m3 (0.5, 0.25, 2) = 0.5 (0.5, 0.25, 2) + 0.25 (1.5, -0.5, 0.75) + 2 (0.6, -0.8, 0).
        {"Matrix3x3f.multiply_vector", "vector_3f", {"M3.multiply_vector (m3, fa3)"}, {1.825f, -1.6f, 1.1875f, 0}},
        // column 1 of m3 m3 is m3 times column 1 = 1.5 c0 - 0.5 c1 + 0.75 c2.
        {"Matrix3x3f.multiply", "matrix_3x3f", {"M3.multiply (m3, m3)"}, {0.45f, 0.025f, 2.625f, 0},
         "new vector_4f (column r0 1, 0.0)"},
        // m4 b = 1.5 a - 0.5 b + 0.75 c + 2 d.
        {"Matrix4x4f.multiply_vector", "vector_4f", {"M4.multiply_vector (m4, fb4)"}, {0.45f, 2.025f, 2.625f, -2.5f}},
        // column 0 of m4 m4 = m4 a = 0.5 a + 0.25 b + 2 c - d.
        {"Matrix4x4f.multiply", "matrix_4x4f", {"M4.multiply (m4, m4)"}, {1.825f, -2.6f, 1.1875f, 0}, "column r0 0"},
        // the window position the ARBfp run gives (kPosition); Mesa's 1 x 1 draw has another.
        {"Fragment.coordinate", "vector_4f", {"W.coordinate"}, {3.5f, 2.5f, 0.25f, 1}, "", true, false},
    };
    return cases;
}

namespace {

// A term of the six vector modules, for one element type: `call` names the module $M, the
// operands $A, $B, $C, $D, $P, $Q (fa2, fb2, ... or ia2, ib2, ... at the module's size) and
// the scalar $S (a0 = 0.5 for float vectors, three = 3 for integer ones); `want` is per
// size 2, 3, 4, or one entry when the size only truncates the result (component-wise).
struct VectorTerm {
    std::string name, call, result;  ///< result: "$V" for the module's vector type
    std::vector<Vec4> want;
};

const std::vector<VectorTerm>& FloatVectorTerms() {
    // a = (0.5, 0.25, 2, -1), b = (1.5, -0.5, 0.75, 2), c = (0.6, -0.8, 0, 0), d = (0, 1, 0, 0).
    static const std::vector<VectorTerm> terms = {
        {"add", "$M.add ($A, $B)", "$V", {{2, -0.25f, 2.75f, 1}}},
        {"add_scalar", "$M.add_scalar ($A, $S)", "$V", {{1, 0.75f, 2.5f, -0.5f}}},
        {"divide", "$M.divide ($A, $B)", "$V", {{1 / 3.0f, -0.5f, 8 / 3.0f, -0.5f}}},
        {"divide_scalar", "$M.divide_scalar ($A, $S)", "$V", {{1, 0.5f, 4, -2}}},
        // 0.5 0.5 + 0.25 -0.5 = 0.625; + 2 0.75 = 2.125; + -1 2 = 0.125.
        {"dot", "$M.dot ($A, $B)", "float", {{0.625f, 0, 0, 0}, {2.125f, 0, 0, 0}, {0.125f, 0, 0, 0}}},
        // v0 (1 - t) + v1 t, t = 0.25.
        {"interpolate", "$M.interpolate ($A, $B, a1)", "$V", {{0.75f, 0.0625f, 1.6875f, -0.25f}}},
        // sqrt (0.3125), sqrt (4.3125), sqrt (5.3125).
        {"magnitude", "$M.magnitude ($A)", "float", {{0.5590170f, 0, 0, 0}, {2.0766560f, 0, 0, 0}, {2.3048861f, 0, 0, 0}}},
        {"maximum", "$M.maximum ($A, $B)", "$V", {{1.5f, 0.25f, 2, 2}}},
        {"minimum", "$M.minimum ($A, $B)", "$V", {{0.5f, -0.5f, 0.75f, -1}}},
        {"multiply", "$M.multiply ($A, $B)", "$V", {{0.75f, -0.125f, 1.5f, -2}}},
        {"multiply_scalar", "$M.multiply_scalar ($A, $S)", "$V", {{0.25f, 0.125f, 1, -0.5f}}},
        {"negate", "$M.negate ($A)", "$V", {{-0.5f, -0.25f, -2, 1}}},
        // a divided by the magnitudes above.
        {"normalize", "$M.normalize ($A)", "$V",
         {{0.8944272f, 0.4472136f, 0, 0}, {0.2407717f, 0.1203859f, 0.9630868f, 0},
          {0.2169305f, 0.1084652f, 0.8677218f, -0.4338609f}}},
        // i - 2 dot (n, i) n: dot = -0.8, so c + 1.6 d.
        {"reflect", "$M.reflect ($C, $D)", "$V", {{0.6f, 0.8f, 0, 0}}},
        // GLSL 1.10, 8.4: k = 1 - e^2 (1 - dot^2) = 1 - 0.25 0.36 = 0.91; e i - (e dot + sqrt k) n
        // = (0.3, -0.4) - (-0.4 + 0.9539392) (0, 1).
        {"refract", "$M.refract ($C, $D, a0)", "$V", {{0.3f, -0.9539392f, 0, 0}}},
        {"subtract", "$M.subtract ($A, $B)", "$V", {{-1, 0.75f, 1.25f, -3}}},
        {"subtract_scalar", "$M.subtract_scalar ($A, $S)", "$V", {{0, -0.25f, 1.5f, -1.5f}}},
    };
    return terms;
}

const std::vector<VectorTerm>& IntegerVectorTerms() {
    // i = (2, 1, 3, -4), j = (3, -2, 2, 1), 5 c = (3, -4, 0, 0), d = (0, 1, 0, 0), 3; results
    // computed in float are truncated back to integers (docs/parasol.md).
    static const std::vector<VectorTerm> terms = {
        {"add", "$M.add ($A, $B)", "$V", {{5, -1, 5, -3}}},
        {"add_scalar", "$M.add_scalar ($A, $S)", "$V", {{5, 4, 6, -1}}},
        // (7, 9, 8, 5) / (2, 4, 3, 2), and / 3, truncated.
        {"divide", "$M.divide ($P, $Q)", "$V", {{3, 2, 2, 2}}},
        {"divide_scalar", "$M.divide_scalar ($P, $S)", "$V", {{2, 3, 2, 1}}},
        // 6 - 2 = 4; + 6 = 10; - 4 = 6.
        {"dot", "$M.dot ($A, $B)", "integer", {{4, 0, 0, 0}, {10, 0, 0, 0}, {6, 0, 0, 0}}},
        // (2, 1, 3, -4) 0.75 + (3, -2, 2, 1) 0.25 = (2.25, 0.25, 2.75, -2.75).
        {"interpolate", "$M.interpolate ($A, $B, a1)", "$V", {{2, 0, 2, -2}}},
        // sqrt 5, sqrt 14, sqrt 30.
        {"magnitude", "$M.magnitude ($A)", "float", {{2.2360680f, 0, 0, 0}, {3.7416574f, 0, 0, 0}, {5.4772256f, 0, 0, 0}}},
        {"maximum", "$M.maximum ($A, $B)", "$V", {{3, 1, 3, 1}}},
        {"minimum", "$M.minimum ($A, $B)", "$V", {{2, -2, 2, -4}}},
        {"multiply", "$M.multiply ($A, $B)", "$V", {{6, -2, 6, -4}}},
        {"multiply_scalar", "$M.multiply_scalar ($A, $S)", "$V", {{6, 3, 9, -12}}},
        {"negate", "$M.negate ($A)", "$V", {{-2, -1, -3, 4}}},
        // (0, 3, 0, 0) has magnitude 3.
        {"normalize", "$M.normalize ($M.multiply_scalar ($D, $S))", "$V", {{0, 1, 0, 0}}},
        // dot = -4: (3, -4) + 8 (0, 1).
        {"reflect", "$M.reflect ($C, $D)", "$V", {{3, 4, 0, 0}}},
        // k = 1 - 0.25 (1 - 16) = 4.75; (1.5, -2) - (-2 + 2.1794495) (0, 1) = (1.5, -2.1794495).
        {"refract", "$M.refract ($C, $D, a0)", "$V", {{1, -2, 0, 0}}},
        {"subtract", "$M.subtract ($A, $B)", "$V", {{-1, 3, 1, -5}}},
        {"subtract_scalar", "$M.subtract_scalar ($A, $S)", "$V", {{-1, -2, 0, -7}}},
    };
    return terms;
}

// The term at size n, element 'f' or 'i', as a Case.
Case VectorCase(const VectorTerm& t, int n, char element) {
    const std::string size = std::to_string(n), vector = "vector_" + size + element;
    const std::string prefix(1, element);
    std::string call = t.call;
    const std::pair<std::string, std::string> names[] = {
        {"$M", "V" + size + (element == 'f' ? "F" : "I")}, {"$S", element == 'f' ? "a0" : "three"},
        {"$A", prefix + "a" + size}, {"$B", prefix + "b" + size}, {"$C", prefix + "c" + size},
        {"$D", prefix + "d" + size}, {"$P", "ip" + size}, {"$Q", "iq" + size}};
    for (const auto& [from, to] : names) call = std::regex_replace(call, std::regex("\\" + from), to);
    Vec4 want = t.want.size() == 3 ? t.want[static_cast<std::size_t>(n - 2)] : t.want[0];
    for (int k = n; k < 4; ++k) want[k] = 0;  // a vector_n result is padded with 0
    std::string module = names[0].second;
    return {module + "." + t.name, t.result == "$V" ? vector : t.result, {call}, want};
}

}  // namespace

std::vector<Case> VectorModuleCases(char element) {
    std::vector<Case> cases;
    for (int n = 2; n <= 4; ++n)
        for (const VectorTerm& t : element == 'f' ? FloatVectorTerms() : IntegerVectorTerms())
            cases.push_back(VectorCase(t, n, element));
    // a [x y z] x b [x y z] = (0.25 0.75 - 2 -0.5, 2 1.5 - 0.5 0.75, 0.5 -0.5 - 0.25 1.5).
    if (element == 'f') cases.push_back({"Vector3f.cross", "vector_3f", {"V3F.cross (fa3, fb3)"}, {1.1875f, 2.625f, -0.625f, 0}});
    return cases;
}

}  // namespace tessera::parasol_test::stdlib_terms
