// SPDX-License-Identifier: MIT
// The standard library ("Standard Library Reference", and jparasol 0.11.3's additions to it):
// every function exists with its signature (the listing's slips corrected as NOTES.md says;
// stdlib_terms_test.cpp checks each one's value), checked by calling
// each one with arguments of exactly the listed types and ascribing the listed result type.
#include <gtest/gtest.h>

#include "tests/parasol/parasol_test_util.h"

namespace tessera::parasol_test {
namespace {

// One `value` per function: `value NAME_k : RESULT = MODULE.NAME (ARGS);`.
struct Signature {
    std::string module, name, args, result;
};

std::string Uses(const std::vector<Signature>& signatures) {
    std::string body;
    int k = 0;
    for (const Signature& s : signatures)
        body += "  value use_" + std::to_string(k++) + " : " + s.result + " = " + s.module + "." + s.name + " (" + s.args + ");\n";
    return body;
}

const char* kImports = R"(  import com.io7m.parasol.Boolean as B;
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
  value f = 1.0;
  value i = 1;
  value b = true;
  value m3 = new matrix_3x3f (new vector_3f (f, f, f), new vector_3f (f, f, f), new vector_3f (f, f, f));
  value m4 = new matrix_4x4f (new vector_4f (f, f, f, f), new vector_4f (f, f, f, f), new vector_4f (f, f, f, f),
                              new vector_4f (f, f, f, f));
  value v2f = new vector_2f (f, f);
  value v3f = new vector_3f (f, f, f);
  value v4f = new vector_4f (f, f, f, f);
  value v2i = new vector_2i (i, i);
  value v3i = new vector_3i (i, i, i);
  value v4i = new vector_4i (i, i, i, i);
)";

TEST(ParasolStdlib, ScalarAndMatrixModules) {
    std::vector<Signature> s = {
        {"B", "or", "b, b", "boolean"},
        {"I", "add", "i, i", "integer"}, {"I", "divide", "i, i", "integer"},
        {"I", "multiply", "i, i", "integer"}, {"I", "subtract", "i, i", "integer"},
        {"M3", "multiply", "m3, m3", "matrix_3x3f"}, {"M3", "multiply_vector", "m3, v3f", "vector_3f"},
        {"M4", "multiply", "m4, m4", "matrix_4x4f"}, {"M4", "multiply_vector", "m4, v4f", "vector_4f"},
    };
    for (const char* unary : {"absolute", "arc_cosine", "arc_sine", "arc_tangent", "ceiling", "cosine", "floor",
                              "log2", "negate", "round", "sign", "sine", "square_root", "tangent", "truncate"})
        s.push_back({"F", unary, "f", "float"});
    for (const char* binary : {"add", "divide", "maximum", "minimum", "modulo", "multiply", "power", "subtract"})
        s.push_back({"F", binary, "f, f", "float"});
    for (const char* test : {"equals", "greater", "greater_or_equal", "lesser", "lesser_or_equal"})
        s.push_back({"F", test, "f, f", "boolean"});
    s.push_back({"F", "clamp", "f, f, f", "float"});
    s.push_back({"F", "interpolate", "f, f, f", "float"});
    s.push_back({"F", "is_infinite", "f", "boolean"});
    s.push_back({"F", "is_nan", "f", "boolean"});
    lang::parasol::CheckResult r = Check(InModule(kImports + Uses(s) + "  value frag : vector_4f = W.coordinate;\n"));
    EXPECT_TRUE(r.ok) << r.diagnostics;
}

TEST(ParasolStdlib, VectorModules) {
    std::vector<Signature> s;
    static const std::vector<std::string> names = {"V2F", "V3F", "V4F", "V2I", "V3I", "V4I"};
    static const std::vector<std::string> values = {"v2f", "v3f", "v4f", "v2i", "v3i", "v4i"};
    static const std::vector<std::string> types = {"vector_2f", "vector_3f", "vector_4f",
                                                   "vector_2i", "vector_3i", "vector_4i"};
    auto add = [&](const std::string& m, const char* name, const std::string& args, const std::string& result) {
        s.push_back({m, name, args, result});
    };
    for (std::size_t k = 0; k < names.size(); ++k) {
        const std::string& m = names[k];
        const std::string& v = values[k];
        const std::string& t = types[k];
        std::string scalar = k < 3 ? "f" : "i";  // float vectors take floats, integer vectors integers
        std::string scalar_type = k < 3 ? "float" : "integer";
        for (const char* binary : {"add", "divide", "maximum", "minimum", "multiply", "subtract", "reflect"}) add(m, binary, v + ", " + v, t);
        for (const char* with_scalar : {"add_scalar", "divide_scalar", "multiply_scalar", "subtract_scalar"}) add(m, with_scalar, v + ", " + scalar, t);
        add(m, "dot", v + ", " + v, scalar_type);
        add(m, "interpolate", v + ", " + v + ", f", t);
        add(m, "magnitude", v, "float");
        add(m, "negate", v, t);
        add(m, "normalize", v, t);
        add(m, "refract", v + ", " + v + ", f", t);
    }
    add("V3F", "cross", "v3f, v3f", "vector_3f");
    lang::parasol::CheckResult r = Check(InModule(kImports + Uses(s)));
    EXPECT_TRUE(r.ok) << r.diagnostics;
}

TEST(ParasolStdlib, Samplers) {
    std::string body = std::string("  import com.io7m.parasol.Sampler2D as S;\n  import com.io7m.parasol.SamplerCube as SC;\n") +
                       "  function a (t : sampler_2d, uv : vector_2f) : vector_4f = S.texture (t, uv);\n"
                       "  function b (t : sampler_2d, uv : vector_2f) : vector_4f = S.texture_with_lod (t, uv, 0.0);\n"
                       "  function c (t : sampler_2d, uv : vector_2f) : vector_4f =\n"
                       "    S.texture_with_offset (t, uv, new vector_2i (0, 0));\n"
                       "  function d (t : sampler_cube, v : vector_3f) : vector_4f = SC.texture (t, v);\n"
                       "  function e (t : sampler_2d, v : vector_3f) : vector_4f = S.texture_projective_3f (t, v);\n"
                       "  function g (t : sampler_2d, v : vector_4f) : vector_4f = S.texture_projective_4f (t, v);\n"
                       "  function h (t : sampler_cube, v : vector_3f) : vector_4f = SC.texture_with_lod (t, v, 0.0);\n";
    lang::parasol::CheckResult r = Check(InModule(body));
    EXPECT_TRUE(r.ok) << r.diagnostics;
}

}  // namespace
}  // namespace tessera::parasol_test
