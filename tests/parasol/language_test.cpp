// SPDX-License-Identifier: MIT
// The language, section by section: programs the spec accepts are accepted, and each
// rejection names the rule broken at the right line:column. Bodies go through InModule, so
// line 1 of a body is line 3 of test.p; columns are counted by hand from the sources.
#include <gtest/gtest.h>

#include "lang/parasol/reader/check.h"
#include "lang/parasol/reader/parser.h"
#include "tests/parasol/parasol_test_util.h"

namespace tessera::parasol_test {
namespace {

struct Rejection {
    const char* name;
    std::string source;
    const char* where;    ///< "line:col" in test.p
    const char* message;  ///< a part of the message
};

void ExpectRejected(const Rejection& r) {
    lang::parasol::CheckResult checked = Check(r.source);
    EXPECT_FALSE(checked.ok) << r.name;
    std::string want = std::string("test.p:") + r.where + ": error: ";
    bool found = false;
    for (std::size_t at = checked.diagnostics.find(want); at != std::string::npos;
         at = checked.diagnostics.find(want, at + 1)) {
        std::size_t end = checked.diagnostics.find('\n', at);
        found = found || checked.diagnostics.substr(at, end - at).find(r.message) != std::string::npos;
    }
    EXPECT_TRUE(found) << r.name << ": expected " << want << "..." << r.message << "\ngot:\n" << checked.diagnostics;
}

void ExpectAccepted(const std::string& source) {
    lang::parasol::CheckResult checked = Check(source);
    EXPECT_TRUE(checked.ok) << checked.diagnostics;
}

// --- Lexical conventions ---

TEST(ParasolLexical, Rejections) {
    const Rejection cases[] = {
        {"leading zero", InModule("  value x = 007;\n"), "3:13", "integer literal cannot start with 0"},
        {"minus zero", InModule("  value x = -0;\n"), "3:13", "'-0' is not an integer literal"},
        {"too large", InModule("  value x = 2147483648;\n"), "3:13", "out of the 32-bit range"},
        {"lone minus", InModule("  value x = - 1;\n"), "3:13", "'-' must start a comment"},
        {"hyphen in name", InModule("  value x-y = 1;\n"), "3:10", "names cannot contain '-'"},
        {"non-ASCII", InModule("  value x = 1; \xc3\xa9\n"), "3:16", "outside ASCII may appear only in comments"},
        {"underscore first", InModule("  value _x = 1;\n"), "3:9", "names cannot begin with '_'"},
        {"stray character", InModule("  value x = 1 + 2;\n"), "3:15", "unexpected character '+'"},
    };
    for (const Rejection& r : cases) ExpectRejected(r);
}

TEST(ParasolLexical, CommentsLineSeparatorsAndLiterals) {
    // -- comments anywhere (with non-ASCII text), CR, LF and CR LF line ends, negative literals.
    ExpectAccepted("-- h\xc3\xa9llo\rpackage p;\r\nmodule M is -- trailing\n  value i = -12;\r"
                   "  value r = -0.5;\n  value z = 0;\n  value b = true;\n  value r0 = 00.25;\nend;\n");
    // Positions count every line separator: the error is on line 4 (after CR, CR LF, LF).
    ExpectRejected({"CR LF lines", "package p;\rmodule M is\r\n\n  value x = y;\nend;\n", "4:13", "unknown name 'y'"});
}

// --- Names ---

TEST(ParasolNames, Rejections) {
    const Rejection cases[] = {
        {"double underscore", InModule("  value a__b = 1;\n"), "3:9", "two adjacent underscores"},
        {"trailing underscore", InModule("  value ab_ = 1;\n"), "3:9", "cannot end with an underscore"},
        {"gl_ prefix", InModule("  value gl_x = 1;\n"), "3:9", "cannot start with 'gl_'"},
        {"GLSL reserved", InModule("  value uniform = 1;\n"), "3:9", "'uniform' is a reserved word of GLSL"},
        {"reserved function", InModule("  function half (x : float) : float = x;\n"), "3:12", "reserved word of GLSL"},
        {"reserved parameter", InModule("  function g (vec2 : float) : float = vec2;\n"), "3:15", "reserved word"},
        {"reserved type", InModule("  type mat4 is record x : float end;\n"), "3:8", "reserved word"},
        {"reserved field", InModule("  type t is record int : float end;\n"), "3:20", "reserved word"},
        {"reserved local", InModule("  value x = let value flat = 1; in flat end;\n"), "3:23", "reserved word"},
        {"GL_ module", "package p;\nmodule GL_M is\nend;\n", "2:8", "module names cannot start with 'GL_'"},
        {"module trailing underscore", "package p;\nmodule M_ is\nend;\n", "2:8", "cannot end with an underscore"},
        {"keyword as name", InModule("  value then = 1;\n"), "3:9", "expected a lowercase name, found 'then'"},
        {"uppercase term", InModule("  value X = 1;\n"), "3:9", "expected a lowercase name, found 'X'"},
        {"lowercase module", "package p;\nmodule m is\nend;\n", "2:8", "expected an uppercase name"},
        {"basic type name", InModule("  type integer is record x : float end;\n"), "3:8", "name of a basic type"},
    };
    for (const Rejection& r : cases) ExpectRejected(r);
}

// --- Grammar ---

TEST(ParasolGrammar, Rejections) {
    const Rejection cases[] = {
        {"no package", "module M is\nend;\n", "1:1", "expected 'package'"},
        {"no module", "package p;\n", "2:1", "expected 'module'"},
        {"import late", InModule("  value x = 1;\n  import p.N;\n"), "4:3", "'import' must come before"},
        {"missing semicolon", InModule("  value x = 1\n  value y = 2;\n"), "4:3", "expected ';'"},
        {"empty arguments", InModule("  value x = f ();\n"), "3:16", "expected an expression"},
        {"column needs a literal", InModule("  value x = column m k;\n"), "3:22", "expected an integer literal"},
        {"record needs braces", InModule("  value x = record t (1);\n"), "3:22", "expected '{'"},
    };
    for (const Rejection& r : cases) ExpectRejected(r);
}

// The parser recovers at declarations (parser.cpp, "Recovery"): each independent error once.
TEST(ParasolGrammar, SyntaxErrorsAreEachReportedOnce) {
    lang::parasol::CheckResult r = Check(InModule("  value x = ) ;\n  value y = 2 3;\n"));
    EXPECT_EQ(r.error_count, 2u) << r.diagnostics;
    EXPECT_NE(r.diagnostics.find("test.p:3:13: error: expected an expression, found ')'"), std::string::npos)
        << r.diagnostics;
    EXPECT_NE(r.diagnostics.find("test.p:4:15: error: expected ';', found '3'"), std::string::npos) << r.diagnostics;
    // The file ends inside a let, inside a module: one error, not one per open construct.
    r = Check("package p;\nmodule M is\n  value x = let value y = 1; in y\n");
    EXPECT_EQ(r.error_count, 1u) << r.diagnostics;
    EXPECT_NE(r.diagnostics.find("expected 'end', found the end of the file"), std::string::npos) << r.diagnostics;
    // 300 broken values: the parse stops when the diagnostic list is full (100).
    std::string many;
    for (int i = 0; i < 300; ++i) many += "  value x = ;\n";
    r = Check(InModule(many));
    EXPECT_EQ(r.error_count, lang::parasol::Diags::kMax) << r.diagnostics.substr(0, 400);
}

// --- Modules and packages ---

TEST(ParasolModules, ImportsWithAsAndSeveralUnits) {
    lang::parasol::CheckResult ok = CheckUnits({
        "package com.example_zero;\nmodule Y is\n  value k = 23;\nend;\n",
        "package com.example_one;\nmodule Y is\n  value p = 1.5;\nend;\n",
        "package com.example;\nmodule X is\n  import com.example_zero.Y;\n  import com.example_one.Y as Z;\n"
        "  value z = Y.k;\n  value q = Z.p;\nend;\n",
    });
    EXPECT_TRUE(ok.ok) << ok.diagnostics;
}

TEST(ParasolModules, Rejections) {
    lang::parasol::CheckResult twice = CheckUnits({"package p;\nmodule M is\nend;\n", "package p;\n\nmodule M is\nend;\n"});
    EXPECT_NE(twice.diagnostics.find("b.p:3:8: error: module 'p.M' is declared twice"), std::string::npos)
        << twice.diagnostics;
    EXPECT_NE(twice.diagnostics.find("a.p:2:8: note: the first declaration is here"), std::string::npos)
        << twice.diagnostics;
    lang::parasol::CheckResult cycle = CheckUnits(
        {"package p;\nmodule A is\n  import p.B;\nend;\n", "package p;\nmodule B is\n  import p.A;\nend;\n"});
    EXPECT_NE(cycle.diagnostics.find("b.p:3:10: error: modules cannot import each other in a cycle: p.A -> p.B -> p.A"),
              std::string::npos)
        << cycle.diagnostics;
    const Rejection cases[] = {
        {"unknown import", InModule("  import p.Q;\n"), "3:10", "no module 'p.Q' is declared"},
        {"self import", InModule("  import p.M;\n"), "3:10", "cycle: p.M -> p.M"},
        {"alias collision", "package p;\nmodule N is\nend;\nmodule M is\n  import p.N;\n  import p.M as N;\nend;\n",
         "6:17", "the name 'N' is already used by another import"},
        {"internal module", InModule("  import com.io7m.parasol.Intrinsic;\n"), "3:10", "internal to the standard library"},
        {"unimported module", InModule("  value x = Q.y;\n"), "3:13", "no module is imported as 'Q'"},
        {"no such term", InModule("  import com.io7m.parasol.Float as F;\n  value x = F.nothing;\n"), "4:13",
         "module 'com.io7m.parasol.Float' has no term 'nothing'"},
        {"not transitive", "package p;\nmodule N is\n  import com.io7m.parasol.Float;\nend;\nmodule M is\n"
                           "  import p.N;\n  value x = N.Float;\nend;\n", "7:15", "expected a lowercase name"},
    };
    for (const Rejection& r : cases) ExpectRejected(r);
}

// --- Terms ---

TEST(ParasolTerms, SortedTopologically) {
    // Declared in reverse order of their dependencies; checking sorts them (check.h).
    std::vector<lang::parasol::Unit> units(1);
    units[0].name = "test.p";
    units[0].text = InModule("  value c = f (b);\n  function f (x : integer) : integer = x;\n  value b = a;\n  value a = 1;\n");
    lang::parasol::Diags diags;
    ASSERT_TRUE(lang::parasol::ParseUnit(units[0], 0, diags));
    lang::parasol::Checked checked;
    ASSERT_TRUE(lang::parasol::Check(units, checked, diags)) << diags.Format(units);
    std::vector<std::string> order;
    for (const lang::parasol::TermInfo* t : checked.by_name.at("p.M")->sorted) order.push_back(t->decl->name);
    auto before = [&](const char* x, const char* y) {
        return std::find(order.begin(), order.end(), x) < std::find(order.begin(), order.end(), y);
    };
    ASSERT_EQ(order.size(), 4u);
    EXPECT_TRUE(before("a", "b") && before("b", "c") && before("f", "c"));
}

TEST(ParasolTerms, Rejections) {
    const Rejection cases[] = {
        {"duplicate", InModule("  value x = 1;\n  value x = 2;\n"), "4:9", "term 'x' is already declared"},
        {"self recursion", InModule("  function f (x : integer) : integer = f (x);\n"), "3:40", "terms cannot be recursive: f -> f"},
        {"mutual recursion", InModule("  value a = b;\n  value b = a;\n"), "4:13", "terms cannot be recursive: a -> b -> a"},
        {"unknown name", InModule("  value x = y;\n"), "3:13", "unknown name 'y'"},
        {"ascription", InModule("  value x : float = 1;\n"), "3:21", "value 'x' has type 'integer' but is declared 'float'"},
        {"return type", InModule("  function f (x : integer) : float = x;\n"), "3:38", "has type 'integer' but is declared 'float'"},
        {"argument count", InModule("  function f (x : integer) : integer = x;\n  value y = f (1, 2);\n"), "4:13",
         "takes 1 argument, not 2"},
        {"argument type", InModule("  function f (x : integer) : integer = x;\n  value y = f (1.0);\n"), "4:16",
         "argument 1 of 'f' has type 'float' but the function takes 'integer'"},
        {"unapplied function", InModule("  function f (x : integer) : integer = x;\n  value y = f;\n"), "4:13",
         "function 'f' must be applied"},
        {"applied value", InModule("  value x = 1;\n  value y = x (1);\n"), "4:13", "'x' is a value, not a function"},
        {"applied local", InModule("  function f (g : integer) : integer = g (1);\n"), "3:40", "'g' is a local value"},
        {"duplicate parameter", InModule("  function f (x : integer, x : integer) : integer = x;\n"), "3:28",
         "parameter 'x' is declared twice"},
        {"let is sequential", InModule("  value x = let value a = b; value b = 1; in a end;\n"), "3:27", "unknown name 'b'"},
    };
    for (const Rejection& r : cases) ExpectRejected(r);
}

TEST(ParasolTerms, HostileDepthIsADiagnostic) {
    // 600 values each naming the next: beyond the checker's bound, an error rather than a crash.
    std::string chain;
    for (int i = 0; i < 600; ++i) chain += "  value v" + std::to_string(i) + " = v" + std::to_string(i + 1) + ";\n";
    chain += "  value v600 = 1;\n";
    lang::parasol::CheckResult deep = Check(InModule(chain));
    EXPECT_FALSE(deep.ok);
    EXPECT_NE(deep.diagnostics.find("levels deep"), std::string::npos) << deep.diagnostics.substr(0, 500);
    // 1000 nested conditionals: the parser's bound.
    std::string nested;
    for (int i = 0; i < 1000; ++i) nested += "if true then ";
    lang::parasol::CheckResult parsed = Check(InModule("  value x = " + nested + "1;\n"));
    EXPECT_FALSE(parsed.ok);
    EXPECT_NE(parsed.diagnostics.find("expression nested too deeply"), std::string::npos);
}

// --- Types ---

TEST(ParasolTypes, Rejections) {
    const Rejection cases[] = {
        {"duplicate field", InModule("  type t is record x : integer, x : integer end;\n"), "3:33", "field 'x' is declared twice"},
        {"recursive record", InModule("  type t is record x : t end;\n"), "3:24", "record types cannot be recursive: t -> t"},
        {"mutually recursive", InModule("  type t is record x : u end;\n  type u is record y : t end;\n"), "4:24",
         "record types cannot be recursive: t -> u -> t"},
        {"unknown type", InModule("  value x : colour = 1;\n"), "3:13", "unknown type 'colour'"},
        {"by name", InModule("  type t is record x : integer end;\n  type u is record x : integer end;\n"
                             "  function f (v : t) : u = v;\n"), "5:28", "has type 'p.M.t' but is declared 'p.M.u'"},
        {"sampler field", InModule("  type t is record s : sampler_2d end;\n"), "3:24", "record fields cannot be samplers"},
        {"duplicate type", InModule("  type t is record x : float end;\n  type t is record y : float end;\n"), "4:8",
         "type 't' is already declared"},
    };
    for (const Rejection& r : cases) ExpectRejected(r);
}

// --- Expressions ---

TEST(ParasolExpressions, Rejections) {
    std::string t = "  type t is record x : float, y : float end;\n";  // line 3
    const Rejection cases[] = {
        {"missing field", InModule(t + "  value r = record t { x = 1.0 };\n"), "4:13", "lacks field(s) 'y'"},
        {"field twice", InModule(t + "  value r = record t { x = 1.0, x = 2.0, y = 0.0 };\n"), "4:33", "field 'x' is given twice"},
        {"unknown field", InModule(t + "  value r = record t { x = 1.0, y = 2.0, z = 0.0 };\n"), "4:42", "has no field 'z'"},
        {"field type", InModule(t + "  value r = record t { x = 1, y = 2.0 };\n"), "4:28", "field 'x' has type 'float', not 'integer'"},
        {"record of basic", InModule("  value r = record float { x = 1.0 };\n"), "3:20", "'float' is not a record type"},
        {"projection of vector", InModule("  value v = new vector_2f (1.0, 2.0);\n  value x = v.x;\n"), "4:15",
         "'.x' needs a record, not 'vector_2f'"},
        {"no such field", InModule(t + "  value r = record t { x = 1.0, y = 2.0 };\n  value z = r.z;\n"), "5:15",
         "has no field 'z'"},
        {"no constructor", InModule("  value v = new vector_3f (1.0, 2.0);\n"), "3:13", "no constructor of 'vector_3f' takes (float, float)"},
        {"mixed elements", InModule("  value v = new vector_2f (1.0, 2);\n"), "3:13", "takes (float, integer)"},
        {"scalar arity", InModule("  value v = new integer (1, 2);\n"), "3:13", "no constructor of 'integer'"},
        {"matrix columns", InModule("  value m = new matrix_3x3f (new vector_3f (1.0, 2.0, 3.0));\n"), "3:13", "no constructor of 'matrix_3x3f'"},
        {"record new", InModule(t + "  value r = new t (1.0, 2.0);\n"), "4:17", "record types have no constructors"},
        {"sampler new", InModule("  value s = new sampler_2d (1.0);\n"), "3:17", "sampler types have no constructors"},
        {"swizzle label", InModule("  value v = new vector_2f (1.0, 2.0);\n  value z = v [z];\n"), "4:16",
         "'z' is not a component of 'vector_2f' (xy)"},
        // Five labels: the fifth (column 24) is one too many for any vector type.
        {"swizzle length", InModule("  value v = new vector_2f (1.0, 2.0);\n  value z = v [x y x y x];\n"), "4:24",
         "a swizzle names at most 4 components"},
        // The result's width is the number of labels, whatever the source's: a vector_4f here.
        {"swizzle width", InModule("  value v = new vector_2f (1.0, 2.0);\n  value z : vector_2f = v [x y x y];\n"),
         "4:25", "value 'z' has type 'vector_4f' but is declared 'vector_2f'"},
        {"swizzle scalar", InModule("  value z = 1.0 [x];\n"), "3:18", "swizzles need a vector, not 'float'"},
        {"column range", InModule("  value m = new matrix_3x3f (new vector_3f (1.0, 0.0, 0.0), new vector_3f (0.0, 1.0, 0.0),"
                                  " new vector_3f (0.0, 0.0, 1.0));\n  value c = column m 3;\n"), "4:13",
         "column 3 is out of range for 'matrix_3x3f' (0 to 2)"},
        {"column of vector", InModule("  value v = new vector_3f (1.0, 2.0, 3.0);\n  value c = column v 0;\n"), "4:20",
         "'column' needs a matrix"},
        {"if condition", InModule("  value x = if 1 then 2 else 3 end;\n"), "3:16", "condition of 'if' must be boolean, not 'integer'"},
        {"if branches", InModule("  value x = if true then 2 else 3.0 end;\n"), "3:33", "different types: 'integer' and 'float'"},
    };
    for (const Rejection& r : cases) ExpectRejected(r);
}

TEST(ParasolExpressions, EveryConstructorOfTheTables) {
    // "Constructors": every primary and auxiliary constructor of the vector tables, scalar
    // conversions, and both matrices.
    ExpectAccepted(InModule(R"(
  value s2 = new vector_2f (1.0, 2.0);
  value s3 = new vector_3f (1.0, 2.0, 3.0);
  value a = new vector_3f (1.0, s2);
  value b = new vector_3f (s2, 1.0);
  value c = new vector_3f (s3);
  value d = new vector_4f (s2, 1.0, 1.0);
  value e = new vector_4f (1.0, s2, 1.0);
  value f = new vector_4f (s2, s2);
  value g = new vector_4f (1.0, 1.0, s2);
  value h = new vector_4f (s3, 1.0);
  value i = new vector_4f (1.0, s3);
  value j = new vector_4f (h);
  value k = new vector_4i (new vector_2i (1, 2), new vector_2i (3, 4));
  value l = new vector_3i (new vector_2i (1, 2), 3);
  value m = new matrix_4x4f (h, h, h, h);
  value n = new matrix_3x3f (s3, s3, s3);
  value o = new integer (true);
  value p = new float (3);
  value q = new boolean (2.5);
  value r = new integer (2.5);
)"));
}

TEST(ParasolExpressions, SwizzlesNameUpToFourComponentsOfAnyVector) {
    // "Vectors" (swizzles) as jparasol 0.11.3 reads it: one to four labels, each a component of
    // the source; the result is the scalar or the vector of that many components, of the
    // source's element type, whatever the source's width.
    ExpectAccepted(InModule(R"(
  value s2 = new vector_2f (0.0, 1.0);
  value a : vector_4f = new vector_2f (0.0, 1.0) [x y x y];
  value b : vector_3f = s2 [y y x];
  value c : vector_4i = new vector_3i (1, 2, 3) [z z z z];
  value d : vector_2i = new vector_2i (1, 2) [y x];
  value e : float = s2 [y];
  value f : vector_4f = new vector_4f (s2, s2) [w z y x];
)"));
}

// --- Shaders ---

std::string VertexOk() {
    return "  shader vertex v is\n    in pos : vector_4f;\n    out vertex clip : vector_4f;\n    out uv : vector_2f;\n"
           "  with\n    value u = new vector_2f (0.0, 0.0);\n  as\n    out clip = pos;\n    out uv = u;\n  end;\n";
}

TEST(ParasolShaders, Rejections) {
    const Rejection cases[] = {
        {"no out vertex", InModule("  shader vertex v is\n    in p : vector_4f;\n  as\n    out q = p;\n  end;\n"), "3:17",
         "needs exactly one 'out vertex'"},
        {"two out vertex", InModule("  shader vertex v is\n    out vertex a : vector_4f;\n    out vertex b : vector_4f;\n"
                                    "    in p : vector_4f;\n  as\n    out a = p;\n    out b = p;\n  end;\n"), "5:16",
         "exactly one 'out vertex'"},
        {"out vertex type", InModule("  shader vertex v is\n    out vertex a : vector_3f;\n    in p : vector_3f;\n  as\n"
                                     "    out a = p;\n  end;\n"), "4:20", "must be vector_4f, not 'vector_3f'"},
        {"unassigned", InModule("  shader vertex v is\n    in p : vector_4f;\n    out vertex a : vector_4f;\n"
                                "    out b : vector_4f;\n  as\n    out a = p;\n  end;\n"), "6:9", "output 'b' of shader 'v' is never assigned"},
        {"assigned twice", InModule("  shader vertex v is\n    in p : vector_4f;\n    out vertex a : vector_4f;\n  as\n"
                                    "    out a = p;\n    out a = p;\n  end;\n"), "8:9", "output 'a' is assigned twice"},
        {"not an output", InModule("  shader vertex v is\n    in p : vector_4f;\n    out vertex a : vector_4f;\n  as\n"
                                   "    out a = p;\n    out p = p;\n  end;\n"), "8:9", "'p' is not an output"},
        {"output type", InModule("  shader vertex v is\n    in p : vector_4f;\n    in q : vector_2f;\n    out vertex a : vector_4f;\n"
                                 "  as\n    out a = q;\n  end;\n"), "8:13", "output 'a' has type 'vector_4f' but 'q' has type 'vector_2f'"},
        {"input type", InModule("  shader vertex v is\n    in p : matrix_4x4f;\n    out vertex a : vector_4f;\n  as\n"
                                "    out a = a;\n  end;\n"), "4:12", "this input must be float or vector_2f to vector_4f"},
        {"duplicate port", InModule("  shader fragment f is\n    in p : vector_4f;\n    parameter p : float;\n"
                                    "    out c : vector_4f as 0;\n  as\n    out c = p;\n  end;\n"), "5:15", "'p' is already declared"},
        {"index twice", InModule("  shader fragment f is\n    in p : vector_4f;\n    out c : vector_4f as 0;\n"
                                 "    out d : vector_4f as 0;\n  as\n    out c = p;\n    out d = p;\n  end;\n"), "6:26",
         "output index 0 is already used"},
        {"fragment output type", InModule("  shader fragment f is\n    in p : vector_3f;\n    out c : vector_3f as 0;\n"
                                          "  as\n    out c = p;\n  end;\n"), "5:13", "must be vector_4f"},
        {"depth type", InModule("  shader fragment f is\n    in p : vector_4f;\n    out c : vector_4f as 0;\n"
                                "    out depth d : vector_4f;\n  as\n    out c = p;\n    out d = p;\n  end;\n"), "6:19", "must be float"},
        {"two depths", InModule("  shader fragment f is\n    in p : float;\n    out depth d : float;\n    out depth e : float;\n"
                                "  as\n    out d = p;\n    out e = p;\n  end;\n"), "6:15", "at most one 'out depth'"},
        {"discard condition", InModule("  shader fragment f is\n    in p : vector_4f;\n    out c : vector_4f as 0;\n  with\n"
                                       "    discard (p);\n  as\n    out c = p;\n  end;\n"), "7:14", "condition of 'discard' must be boolean"},
        {"vertex discard", InModule("  shader vertex v is\n    in p : vector_4f;\n    out vertex a : vector_4f;\n  with\n"
                                    "    discard (true);\n  as\n    out a = p;\n  end;\n"), "7:5", "expected 'value'"},
        {"fragment coordinate in vertex",
         InModule("  import com.io7m.parasol.Fragment as W;\n  value c = W.coordinate;\n  shader vertex v is\n"
                  "    out vertex a : vector_4f;\n  with\n    value x = c;\n  as\n    out a = x;\n  end;\n"),
         "8:15", "'c' reads the fragment coordinate, which only fragment shaders have"},
        {"shader name", InModule("  shader fragment while is\n    in p : vector_4f;\n    out c : vector_4f as 0;\n  as\n"
                                 "    out c = p;\n  end;\n"), "3:19", "invalid shader name 'while'"},
    };
    for (const Rejection& r : cases) ExpectRejected(r);
}

TEST(ParasolShaders, ProgramLinking) {
    std::string fragment_uv = "  shader fragment f is\n    in uv : vector_2f;\n    parameter k : float;\n"
                              "    out c : vector_4f as 0;\n  with\n    value r = new vector_4f (uv, k, 1.0);\n  as\n"
                              "    out c = r;\n  end;\n";  // lines 13-21 after VertexOk
    ExpectAccepted(InModule(VertexOk() + fragment_uv + "  shader program p is\n    vertex v;\n    fragment f;\n  end;\n"));
    std::string fragment_st = fragment_uv;
    fragment_st.replace(fragment_st.find("in uv"), 5, "in st");
    fragment_st.replace(fragment_st.find("(uv,"), 4, "(st,");
    std::string fragment_3 = fragment_uv;
    fragment_3.replace(fragment_3.find("uv : vector_2f"), 14, "uv : vector_3f");
    fragment_3.replace(fragment_3.find("(uv, k"), 6, "(uv   ");
    std::string vertex_k = VertexOk();
    vertex_k.replace(vertex_k.find("    out vertex"), 0, "    parameter k : integer;\n");  // shifts lines by one
    const Rejection cases[] = {
        {"missing varying", InModule(VertexOk() + fragment_st + "  shader program p is\n    vertex v;\n    fragment f;\n  end;\n"),
         "24:14", "fragment input 'st' of 'f' is not an output of vertex shader 'v'"},
        {"varying type", InModule(VertexOk() + fragment_3 + "  shader program p is\n    vertex v;\n    fragment f;\n  end;\n"),
         "24:14", "fragment input 'uv' has type 'vector_3f' in 'f' but 'vector_2f' in 'v'"},
        {"parameter type", InModule(vertex_k + fragment_uv + "  shader program p is\n    vertex v;\n    fragment f;\n  end;\n"),
         "25:14", "parameter 'k' has type 'float' in 'f' but 'integer' in 'v'"},
        {"wrong kind", InModule(VertexOk() + fragment_uv + "  shader program p is\n    vertex f;\n    fragment v;\n  end;\n"),
         "23:12", "'f' is not a vertex shader"},
        {"unknown shader", InModule(VertexOk() + "  shader program p is\n    vertex v;\n    fragment g;\n  end;\n"),
         "15:14", "unknown fragment shader 'g'"},
    };
    for (const Rejection& r : cases) ExpectRejected(r);
}

TEST(ParasolShaders, CompileNamesWhatCannotBeExpressed) {
    // Sampler2D.texture_with_offset has no IR form (lower.cpp): the compile fails and says so.
    std::string fragment = "  import com.io7m.parasol.Sampler2D as S;\n" + VertexOk() +
                           "  shader fragment f is\n    parameter t : sampler_2d;\n    in uv : vector_2f;\n"
                           "    out c : vector_4f as 0;\n  with\n"
                           "    value r = S.texture_with_offset (t, uv, new vector_2i (1, 0));\n  as\n    out c = r;\n"
                           "  end;\n  shader program prog is\n    vertex v;\n    fragment f;\n  end;\n";
    lang::parasol::CompileResult r = Compile(InModule(fragment));
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.diagnostics.find("error: texture_with_offset cannot be compiled"), std::string::npos) << r.diagnostics;
    lang::parasol::CompileResult missing = Compile(InModule("  value x = 1;\n"), "p.M.nothing");
    EXPECT_NE(missing.diagnostics.find("module 'p.M' declares no program 'nothing'"), std::string::npos)
        << missing.diagnostics;
}

}  // namespace
}  // namespace tessera::parasol_test
