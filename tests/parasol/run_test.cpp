// SPDX-License-Identifier: MIT
// Behaviour: Parasol programs compiled to ARBfp and run on Tessera's reference fragment
// processor (runtime/exec), compared with values worked out by hand from the spec's
// semantics (each expectation's derivation is in its comment). Inputs stay in [0, 1] so
// that the processor's clamping of result.color does not hide anything.
#include <gtest/gtest.h>

#include "tests/parasol/parasol_test_util.h"

namespace tessera::parasol_test {
namespace {

// A program whose fragment shader reads inputs a and b (texcoord 0 and 1), has the extra
// `ports`, evaluates `with`, and writes the local `result` as its color.
std::string Fragment(const std::string& with, const std::string& ports = "", const std::string& decls = "") {
    return R"(package p;
module M is
  import com.io7m.parasol.Boolean as B;
  import com.io7m.parasol.Float as F;
  import com.io7m.parasol.Integer as I;
  import com.io7m.parasol.Vector2f as V2;
  import com.io7m.parasol.Vector3f as V3;
  import com.io7m.parasol.Vector4f as V4;
  import com.io7m.parasol.Vector3i as V3I;
  import com.io7m.parasol.Matrix3x3f as M3;
  import com.io7m.parasol.Matrix4x4f as M4;
  import com.io7m.parasol.Fragment as Frag;
)" + decls + R"(
  shader vertex v is
    in position : vector_4f;
    in a_in : vector_4f;
    in b_in : vector_4f;
    out vertex clip : vector_4f;
    out a : vector_4f;
    out b : vector_4f;
  as
    out clip = position;
    out a = a_in;
    out b = b_in;
  end;
  shader fragment f is
    in a : vector_4f;
    in b : vector_4f;
)" + ports + R"(
    out color : vector_4f as 0;
  with
)" + with + "\n" + WriteResultAndDeclareProg();
}

void ExpectColor(const Outcome& o, Vec4 want) {
    ASSERT_TRUE(o.ok);
    EXPECT_FALSE(o.killed);
    EXPECT_FALSE(o.ir_killed);
    for (int k = 0; k < 4; ++k) {
        EXPECT_NEAR(o.color[k], want[k], 1e-5) << "ARBfp component " << k;
        EXPECT_NEAR(o.ir_color[k], want[k], 1e-5) << "IR interpreter component " << k;
    }
}

Fixture Inputs(Vec4 a, Vec4 b = {0, 0, 0, 0}) {
    Fixture in;
    in.texcoord[0] = a;
    in.texcoord[1] = b;
    return in;
}

TEST(ParasolRun, LiteralsAndConstructors) {
    // new vector_4f (vector_2f, float, float) concatenates: (0.25, 0.5) then 0.75, 1.0.
    ExpectColor(RunFragment(Fragment("value result = new vector_4f (new vector_2f (0.25, 0.5), 0.75, 1.0);"), Inputs({})),
                {0.25f, 0.5f, 0.75f, 1});
}

TEST(ParasolRun, SwizzlesInBothSpellings) {
    // a = (0.1, 0.2, 0.3, 0.4): a [w z] = (0.4, 0.3); a [y, x] = (0.2, 0.1).
    ExpectColor(RunFragment(Fragment("value result = new vector_4f (a [w z], a [y, x]);"), Inputs({0.1f, 0.2f, 0.3f, 0.4f})),
                {0.4f, 0.3f, 0.2f, 0.1f});
}

TEST(ParasolRun, SwizzlesWiderThanTheirVector) {
    // a = (0.1, 0.2, 0.3, 0.4). ab = (a.x, a.w) = (0.1, 0.4), a vector_2f; ab [y x x y] is the
    // vector_4f (0.4, 0.1, 0.1, 0.4). a [x y z] = (0.1, 0.2, 0.3); its [z z y x] is
    // (0.3, 0.3, 0.2, 0.1); V4.add of the two, lane by lane, is (0.7, 0.4, 0.3, 0.5).
    std::string with = R"(
    value ab = new vector_2f (a [x], a [w]);
    value result = V4.add (ab [y x x y], a [x y z] [z z y x]);)";
    ExpectColor(RunFragment(Fragment(with), Inputs({0.1f, 0.2f, 0.3f, 0.4f})),
                {0.7f, 0.4f, 0.3f, 0.5f});
}

TEST(ParasolRun, FloatFunctions) {
    // modulo (0.75, 0.5) = 0.75 - 0.5 * floor (1.5) = 0.25; clamp (1.5, 0, 0.5) = 0.5;
    // interpolate (0.2, 0.6, 0.5) = 0.2 * 0.5 + 0.6 * 0.5 = 0.4; absolute (-0.125) = 0.125.
    std::string with = R"(
    value result = new vector_4f (F.modulo (a [x], a [y]), F.clamp (1.5, 0.0, a [y]),
                                  F.interpolate (0.2, 0.6, a [y]), F.absolute (-0.125));)";
    ExpectColor(RunFragment(Fragment(with), Inputs({0.75f, 0.5f, 0, 0})), {0.25f, 0.5f, 0.4f, 0.125f});
}

TEST(ParasolRun, ConditionalAndBooleans) {
    // a.x = 0.3: lesser (0.3, 0.5) is true, so the first branch (0.9); greater (0.3, 0.5) is
    // false and or (false, true) is true, so 0.8; new float (true) = 1.0; not (true) = false -> 0.
    std::string with = R"(
    value lt = F.lesser (a [x], 0.5);
    value result = new vector_4f (if lt then 0.9 else 0.1 end,
                                  if B.or (F.greater (a [x], 0.5), lt) then 0.8 else 0.2 end,
                                  new float (lt), new float (B.not (lt)));)";
    ExpectColor(RunFragment(Fragment(with), Inputs({0.3f, 0, 0, 0})), {0.9f, 0.8f, 1, 0});
}

TEST(ParasolRun, LetHidesEarlierNames) {
    // The inner x (0.5) hides the outer (0.25); y = 0.5 * 2.0 = 1.0; the second let sees x = 0.25.
    std::string with = R"(
    value x = 0.25;
    value y = let value x = 0.5; value y = F.multiply (x, 2.0); in y end;
    value result = new vector_4f (x, y, let value z = x; in F.add (z, z) end, 0.0);)";
    ExpectColor(RunFragment(Fragment(with), Inputs({})), {0.25f, 1, 0.5f, 0});
}

TEST(ParasolRun, RecordsAndProjection) {
    // Fields in any order; projection picks them by name: (0.1, 0.2) and the nested c.z = 0.3.
    std::string decls = R"(
  type inner is record z : float end;
  type pair is record x : float, y : float, c : inner end;
)";
    std::string with = R"(
    value r = record pair { c = record inner { z = 0.3 }, y = 0.2, x = a [x] };
    value result = new vector_4f (r.x, r.y, r.c.z, 1.0);)";
    ExpectColor(RunFragment(Fragment(with, "", decls), Inputs({0.1f, 0, 0, 0})), {0.1f, 0.2f, 0.3f, 1});
}

TEST(ParasolRun, TermsInAnyOrderAndFunctions) {
    // scale is declared after its user; twice (0.2) = 0.4, plus offset 0.1 = 0.5.
    std::string decls = R"(
  function twice_plus (x : float) : float = F.add (F.multiply (x, scale), offset);
  value scale = 2.0;
  value offset = 0.1;
)";
    ExpectColor(RunFragment(Fragment("value result = new vector_4f (twice_plus (a [x]), 0.0, 0.0, 1.0);", "", decls),
                    Inputs({0.2f, 0, 0, 0})),
                {0.5f, 0, 0, 1});
}

TEST(ParasolRun, MatrixColumnsAndProducts) {
    // m's columns are (0.1,0,0,0), (0,0.2,0,0), (0,0,0.3,0), (0.4,0.5,0.6,1) (parameter slot i =
    // column i). m * (1, 1, 1, 0.5) = c0 + c1 + c2 + 0.5 c3 = (0.3, 0.45, 0.6, 0.5).
    Fixture in = Inputs({1, 1, 1, 0.5f});
    in.uniforms["m"] = {0.1f, 0, 0, 0, 0, 0.2f, 0, 0, 0, 0, 0.3f, 0, 0.4f, 0.5f, 0.6f, 1};
    ExpectColor(RunFragment(Fragment("value result = M4.multiply_vector (m, a);", "parameter m : matrix_4x4f;"), in),
                {0.3f, 0.45f, 0.6f, 0.5f});
    // column m 3 is c3 as written.
    ExpectColor(RunFragment(Fragment("value result = column m 3;", "parameter m : matrix_4x4f;"), in),
                {0.4f, 0.5f, 0.6f, 1});
    // (m * m) * e3: m * c3 = 0.4 c0 + 0.5 c1 + 0.6 c2 + c3 = (0.04+0.4, 0.1+0.5, 0.18+0.6, 1).
    ExpectColor(RunFragment(Fragment("value mm = M4.multiply (m, m);\n    value result = column mm 3;",
                                         "parameter m : matrix_4x4f;"),
                                in),
                {0.44f, 0.6f, 0.78f, 1});
}

TEST(ParasolRun, ConstructedMatrix3) {
    // new matrix_3x3f from columns; M3.multiply_vector (m, (0.5, 0.25, 1)) =
    // 0.5 (0.2,0,0) + 0.25 (0,0.4,0) + 1 (0.1,0.2,0.3) = (0.2, 0.3, 0.3).
    std::string with = R"(
    value m = new matrix_3x3f (new vector_3f (0.2, 0.0, 0.0), new vector_3f (0.0, 0.4, 0.0),
                               new vector_3f (0.1, 0.2, 0.3));
    value result = new vector_4f (M3.multiply_vector (m, a [x y z]), 1.0);)";
    ExpectColor(RunFragment(Fragment(with), Inputs({0.5f, 0.25f, 1, 0})), {0.2f, 0.3f, 0.3f, 1});
}

TEST(ParasolRun, VectorGeometry) {
    // normalize (0, 3, 4) = (0, 0.6, 0.8); dot with (0, 0.6, 0.8) = 1 -> times 0.5 = 0.5;
    // cross ((1,0,0), (0,1,0)) = (0,0,1) -> its z; magnitude (0, 0.3, 0.4) = 0.5.
    std::string with = R"(
    value n = V3.normalize (new vector_3f (0.0, 3.0, 4.0));
    value c = V3.cross (new vector_3f (1.0, 0.0, 0.0), new vector_3f (0.0, 1.0, 0.0));
    value result = new vector_4f (F.multiply (V3.dot (n, new vector_3f (0.0, 0.6, 0.8)), 0.5), c [z],
                                  V3.magnitude (new vector_3f (0.0, 0.3, 0.4)), n [y]);)";
    ExpectColor(RunFragment(Fragment(with), Inputs({})), {0.5f, 1, 0.5f, 0.6f});
}

TEST(ParasolRun, VectorScalarFunctions) {
    // a = (0.1, 0.2, 0.3, 0.4): multiply_scalar by 2 = (0.2, 0.4, 0.6, 0.8); add_scalar 0.1 to it
    // = (0.3, 0.5, 0.7, 0.9); interpolate toward b = (1,1,1,1) by 0.5 = (0.65, 0.75, 0.85, 0.95).
    std::string with = R"(
    value s = V4.add_scalar (V4.multiply_scalar (a, 2.0), 0.1);
    value result = V4.interpolate (s, b, 0.5);)";
    ExpectColor(RunFragment(Fragment(with), Inputs({0.1f, 0.2f, 0.3f, 0.4f}, {1, 1, 1, 1})), {0.65f, 0.75f, 0.85f, 0.95f});
}

TEST(ParasolRun, IntegersConvert) {
    // new integer (2.75) truncates to 2; 2 * 3 = 6; new float (6) / 8.0 = 0.75; dot ((1,2,3), (1,1,1)) = 6 -> 6/8.
    std::string with = R"(
    value i = I.multiply (new integer (2.75), 3);
    value d = V3I.dot (new vector_3i (1, 2, 3), new vector_3i (1, 1, 1));
    value result = new vector_4f (F.divide (new float (i), 8.0), F.divide (new float (d), 8.0),
                                  new float (new boolean (0)), new float (new boolean (-3)));)";
    ExpectColor(RunFragment(Fragment(with), Inputs({})), {0.75f, 0.75f, 0, 1});
}

TEST(ParasolRun, SharedSubtermsStayLinear) {
    // v40 uses v39 twice, which uses v38 twice, ...: 2^40 copies if every use were inlined
    // separately (lower.cpp shares identical calls). maximum (x, x) = x, so v40 = 0.25 and
    // f40 (a.x) = a.x = 0.75.
    std::string decls = "  value v0 = 0.25;\n  function f0 (x : float) : float = x;\n";
    for (int i = 0; i < 40; ++i) {
        std::string n = std::to_string(i), m = std::to_string(i + 1);
        decls += "  value v" + m + " = F.maximum (v" + n + ", v" + n + ");\n";
        decls += "  function f" + m + " (x : float) : float = F.maximum (f" + n + " (x), f" + n + " (x));\n";
    }
    ExpectColor(RunFragment(Fragment("value result = new vector_4f (v40, f40 (a [x]), 0.0, 1.0);", "", decls),
                            Inputs({0.75f, 0, 0, 0})),
                {0.25f, 0.75f, 0, 1});
}

TEST(ParasolRun, DiscardKillsOnlyWhenTrue) {
    std::string with = R"(
    discard (F.greater (a [x], 0.5));
    value result = a;)";
    Outcome kept = RunFragment(Fragment(with), Inputs({0.25f, 0, 0, 1}));
    ASSERT_TRUE(kept.ok);
    EXPECT_FALSE(kept.killed);
    Outcome killed = RunFragment(Fragment(with), Inputs({0.75f, 0, 0, 1}));
    ASSERT_TRUE(killed.ok);
    EXPECT_TRUE(killed.killed);
    EXPECT_TRUE(killed.ir_killed);
}

TEST(ParasolRun, FragmentCoordinate) {
    // Frag.coordinate is the window position: (3.5, 2.5) / 8 = (0.4375, 0.3125).
    Fixture in = Inputs({});
    in.position = {3.5f, 2.5f, 0.5f, 1};
    ExpectColor(RunFragment(Fragment("value result = new vector_4f (V2.divide_scalar (Frag.coordinate [x y], 8.0), 0.0, 1.0);"), in),
                {0.4375f, 0.3125f, 0, 1});
}

TEST(ParasolRun, DepthOutput) {
    std::string source = InModule(R"(
  import com.io7m.parasol.Float as F;
  shader vertex v is
    in position : vector_4f;
    out vertex clip : vector_4f;
  as
    out clip = position;
  end;
  shader fragment f is
    out color : vector_4f as 0;
    out depth d : float;
  with
    value c = new vector_4f (0.0, 0.0, 0.0, 1.0);
    value z = F.multiply (0.5, 0.5);
  as
    out color = c;
    out d = z;
  end;
  shader program prog is
    vertex v;
    fragment f;
  end;
)");
    Outcome o = RunFragment(source, Fixture{});
    ASSERT_TRUE(o.ok);
    EXPECT_NEAR(o.depth, 0.25f, 1e-6);  // 0.5 * 0.5, written to result.depth
}

}  // namespace
}  // namespace tessera::parasol_test
