// SPDX-License-Identifier: MIT
// The language rules of GLSL 1.10 (CheckGlsl): shaders the specification accepts, and
// shaders it rejects, each with the message and the line:column it must be reported at.
// The expected verdicts come from the GLSL 1.10 specification (section cited per case).
#include <gtest/gtest.h>

#include "lang/glsl/reader/compile.h"

namespace tessera::lang::glsl {
namespace {

CheckResult Check(const std::string& source) {
    CompileOptions options;
    options.source_name = "t.frag";
    options.source_text = source;
    return CheckGlsl(options);
}

void Accepts(const std::string& source) {
    CheckResult r = Check(source);
    EXPECT_TRUE(r.ok) << source << "\n" << r.diagnostics;
}

/// `where` is "line:col"; `message` a part of the message.
void Rejects(const std::string& source, const std::string& where, const std::string& message) {
    CheckResult r = Check(source);
    EXPECT_FALSE(r.ok) << source;
    EXPECT_NE(r.diagnostics.find("t.frag:" + where + ": error: "), std::string::npos) << r.diagnostics;
    EXPECT_NE(r.diagnostics.find(message), std::string::npos) << r.diagnostics;
}

TEST(GlslRules, AcceptsTheLanguage) {
    Accepts("void main() { gl_FragColor = vec4(1.0, 0.0, 0.0, 1.0); }");
    // Constructors (5.4.1-5.4.3): conversion, splat, shortening, matrix diagonal, struct.
    Accepts(R"(
struct S { vec2 a; float b; };
void main() {
    int i = int(2.7); bool b = bool(i); float f = float(b);
    vec3 v = vec3(f); vec2 w = vec2(v); mat2 m = mat2(1.0); vec4 x = vec4(m);
    S s = S(w, 1.0);
    gl_FragColor = vec4(v.xy, s.a.y, float(vec3(x)));
})");
    // Swizzles (5.5), sequence (5.9), ++/--, ?: and ^^.
    Accepts(R"(
void main() {
    vec4 c = gl_Color.bgra; c.xz = c.zx; float t = c.s;
    int i = 0; i++; --i;
    bool b = (t > 0.5) ^^ (i == 0);
    float r = (i = 2, float(i));
    gl_FragColor = b ? c : vec4(r);
})");
    // Structure equality (5.7), functions with out/inout (6.1), const expressions (4.3.3).
    Accepts(R"(
struct P { vec3 p; int n; };
const int N = 2 * 2;
float a[N];
void f(inout float x, out vec2 y) { x += 1.0; y = vec2(x); }
void main() {
    P p = P(vec3(1.0), 1), q = p;
    float x = 0.0; vec2 y;
    f(x, y);
    for (int i = 0; i < N; ++i) a[i] = float(i);
    gl_FragColor = (p == q) ? vec4(a[3]) : vec4(y, x, 1.0);
})");
    // Built-ins (section 8) and built-in state (7.5).
    Accepts(R"(
uniform sampler2D tex; uniform samplerCube cube; uniform sampler2DShadow sh;
void main() {
    vec4 c = texture2D(tex, gl_TexCoord[0].xy) + texture2DProj(tex, gl_TexCoord[0]) + textureCube(cube, vec3(1.0), 0.5);
    c += shadow2D(sh, vec3(0.5)) + vec4(dot(c.xyz, vec3(1.0)), pow(c.x, 2.0), mod(c.y, 1.0), any(lessThan(c, vec4(0.5))));
    gl_FragColor = c * gl_LightSource[0].diffuse + gl_ModelViewMatrix[0] * gl_DepthRange.near;
})");
}

TEST(GlslRules, NoImplicitConversions) {
    // 1.10 section 4.1.10: no implicit conversions between types.
    Rejects("void main() { float f = 1; }", "1:25", "cannot initialize 'f' of type 'float' with a value of type 'int'");
    Rejects("void main() { vec3 v = vec3(1.0) * 2; }", "1:34", "operator '*' cannot be applied to 'vec3' and 'int'");
    Rejects("void main() { int i = 1; float f = 1.0; if (i < f) discard; }", "1:47", "operator '<'");
}

TEST(GlslRules, ReservedOperators) {
    // 5.1: % << >> & | ^ ~ are reserved.
    Rejects("void main() { int i = 5 % 2; }", "1:25", "operator '%' is reserved");
    Rejects("void main() { int i = ~1; }", "1:23", "operator '~' is reserved");
}

TEST(GlslRules, Constructors) {
    // 5.4.2: too few components, unused arguments, no arguments; 1.10: no matrix from matrix.
    Rejects("void main() { vec4 v = vec4(1.0, 2.0); }", "1:24", "not enough components for constructor 'vec4' (2 of 4)");
    Rejects("void main() { vec2 v = vec2(vec2(1.0), 1.0); }", "1:40", "too many arguments to constructor 'vec2'");
    Rejects("void main() { mat3 m = mat3(mat2(1.0)); }", "1:29", "a matrix cannot be constructed from a matrix");
    Rejects("struct S { float a; }; void main() { S s = S(1); }", "1:46", "argument 1 of constructor 'S' must be 'float'");
}

TEST(GlslRules, SwizzlesAndLValues) {
    // 5.5: one component set; within the vector; no repeated components on the left.
    Rejects("void main() { vec2 v; float f = v.z; }", "1:35", "selects a component beyond a vec2");
    Rejects("void main() { vec4 v; vec2 w = v.xg; }", "1:34", "mixes component sets");
    Rejects("void main() { vec4 v; v.xx = vec2(1.0); }", "1:23", "repeats a component");
    Rejects("uniform vec4 u; void main() { u = vec4(1.0); }", "1:31", "uniform 'u' is read-only");
    Rejects("void main() { gl_Color = vec4(1.0); }", "1:15", "read-only");
    Rejects("const float c = 1.0; void main() { c = 2.0; }", "1:36", "'c' is const");
}

TEST(GlslRules, DeclarationsAndScopes) {
    Rejects("void main() { float x; float x; }", "1:30", "redeclaration of 'x'");
    Rejects("void main() { gl_FragColor = vec4(y); }", "1:35", "'y' is not declared");
    Rejects("float gl_x;", "1:7", "names beginning with 'gl_'");
    Rejects("void main() { const float c; }", "1:27", "needs an initializer");
    Rejects("uniform float u; const float c = u;", "1:34", "must be a constant expression");
    Rejects("float a[0];", "1:9", "greater than zero");
    Rejects("attribute vec4 a;", "1:16", "only allowed in vertex shaders");
    Rejects("varying int v;", "1:13", "must be float");
    Rejects("void main() { int i = 0; float a[i]; }", "1:34", "constant integer expression");
}

TEST(GlslRules, UnsizedArrayRedeclaration) {
    // Section 4.1.9 (1.10 and 1.20): an array declared without a size may be redeclared with
    // one, of the same element type. Every verdict and column below is Mesa 22.3's.
    const std::string kGreen = " gl_FragColor = vec4(0.0, 1.0, 0.0, 1.0); }";
    Accepts("void main() { float a[]; float a[2]; a[0] = 0.0; a[1] = 1.0;" + kGreen);
    Accepts("void main() { float a[]; a[1] = 1.0; float a[2];" + kGreen);
    Accepts("void main() { float a[]; float a[]; a[1] = 1.0;" + kGreen);
    Accepts("void main() { float a[]; float a[2]; for (int i = 0; i < 2; i++) a[i] = 1.0;" +
            kGreen);
    Accepts("float a[]; void main() { a[1] = 1.0;" + kGreen + " float a[4];");
    Accepts("float a[]; void main() {" + kGreen);  // never used: no size needed
    Accepts("#version 120\nvoid main() { float a[]; float a[] = float[](0.0, 1.0);" + kGreen);
    Rejects("void main() { float a[2]; float a[3]; }", "1:33", "redeclaration of 'a'");
    Rejects("void main() { float a[]; a[1] = 0.0; int a[2]; }", "1:42",
            "redeclaration of 'a' as 'int[2]': it was declared an array of 'float'");
    Rejects("void main() { float a[]; a[1] = 0.0; float a; }", "1:44",
            "redeclaration of 'a' as 'float'");
    Rejects("void main() { float a[]; a[1] = 0.0; float a[2]; float a[3]; }", "1:56",
            "redeclaration of 'a'");
    Rejects("void main() { float a[]; a[3] = 1.0; float a[2]; }", "1:44",
            "array size must be greater than 3: element 3 of 'a' is used before this declaration");
    // Until a declaration gives it a size, such an array takes only constant indices
    // (4.1.9); Mesa's columns again.
    const std::string kNoSize = "array 'a' has no declared size: before a declaration gives it "
                                "one, only a constant index may be used with it";
    Rejects("void main() { float a[]; int i = 1; a[i] = 1.0; float a[2]; }", "1:37", kNoSize);
    Rejects("void main() { float a[]; a[1] = 1.0; int i = 1; gl_FragColor = vec4(a[i]); }",
            "1:69", kNoSize);
    Rejects("uniform float u[2]; void main() { float a[]; a[1] = 1.0; a = u; }", "1:58", kNoSize);
    Rejects("#version 120\nvoid main() { float a[]; a[1] = 1.0; gl_FragColor = vec4(a.length()); }",
            "2:58", kNoSize);
    // 1.20's `T[] a` form is the same declaration.
    Accepts("#version 120\nvoid main() { float[] a; a[0] = 0.0; float[2] a; a[1] = 1.0;" + kGreen);
}

TEST(GlslRules, FunctionsAndStatements) {
    Rejects("float f(float x) { return x; } void main() { f(1); }", "1:46", "no matching overload for 'f(int)'");
    Rejects("float f(); int f(); void main() {}", "1:16", "differs from an earlier declaration only in its return type");
    Rejects("void f(out float x) { x = 1.0; } void main() { f(1.0); }", "1:50", "needs a writable l-value");
    Rejects("void main() { if (1) discard; }", "1:19", "must be a scalar bool");
    Rejects("void main() { break; }", "1:15", "'break' outside of a loop");
    Rejects("float f() { return 1; } void main() {}", "1:20", "returns 'float', not 'int'");
    Rejects("void main() { float x = sin(1); }", "1:25", "no matching overload for 'sin(int)'");
    Rejects("uniform sampler2D t; void main() { gl_FragColor = texture2DLod(t, vec2(0.0), 0.0); }", "1:51", "only in vertex shaders");
}

TEST(GlslRules, Preprocessor) {
    Accepts("#version 110\n#if __VERSION__ == 110\nvoid main() {}\n#endif\n");
    Accepts("#ifdef GL_ES\n#error no\n#endif\nvoid main() {}\n");
    Rejects("#version 130\nvoid main() {}\n", "1:10", "GLSL version 130 is not supported");
    Rejects("#extension GL_foo_bar : require\nvoid main() {}\n", "1:12", "not supported");
    // The directive ends after the behavior (GLSL 1.10 section 3.3).
    Rejects("#extension all : disable;\nvoid main() {}\n", "1:25", "unexpected tokens after #extension");
    // 1.20 section 4.1.4: the "f" suffix.
    Accepts("#version 120\nvoid main() { gl_FragColor = vec4(1.0f); }\n");
}

TEST(GlslRules, SyntaxErrors) {
    Rejects("void main() { float x = 1.0 }", "1:29", "expected ';'");
    Rejects("void main() { int switch = 1; }", "1:19", "'switch' is a reserved keyword");
}

TEST(GlslRules, ArbfpLimitationsAreClearErrors) {
    CompileOptions options;
    options.source_name = "t.frag";
    options.source_text = "void main() { gl_FragColor = vec4(dFdx(gl_Color.x)); }";
    CompileResult r = CompileGlsl(options);
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.diagnostics.find("t.frag:1:35: error: 'dFdx' cannot be expressed in ARB_fragment_program"), std::string::npos)
        << r.diagnostics;
    options.source_text = "void main() { gl_FragColor = vec4(float(gl_FrontFacing)); }";
    r = CompileGlsl(options);
    EXPECT_NE(r.diagnostics.find("t.frag:1:41: error: gl_FrontFacing cannot be expressed"), std::string::npos) << r.diagnostics;
    options.source_text = "uniform int n; void main() { float s = 0.0; for (int i = 0; i < n; i++) s += 0.1; gl_FragColor = vec4(s); }";
    r = CompileGlsl(options);
    EXPECT_NE(r.diagnostics.find("loops must have a compile-time iteration count"), std::string::npos) << r.diagnostics;
    // The same shaders are valid GLSL: CheckGlsl accepts them.
    EXPECT_TRUE(Check("void main() { gl_FragColor = vec4(dFdx(gl_Color.x)); }").ok);
}

// The parser recovers after a syntax error (docs/glsl.md, "Syntax errors"); the positions
// below were counted by hand.
TEST(GlslRules, SyntaxErrorsAreEachReportedOnce) {
    // A stray '}' at file scope is one error; the function after it is still read.
    CheckResult r = Check("void f() {} } void main() { x = ; }");
    EXPECT_EQ(r.error_count, 2u) << r.diagnostics;
    EXPECT_NE(r.diagnostics.find("t.frag:1:13: error: expected a type, found '}'"), std::string::npos) << r.diagnostics;
    EXPECT_NE(r.diagnostics.find("t.frag:1:33: error: expected an expression, found ';'"), std::string::npos)
        << r.diagnostics;
    // A block the file ends inside: one error, not one per enclosing construct.
    r = Check("void main() { if (true) { gl_FragColor = vec4(1.0);");
    EXPECT_EQ(r.error_count, 1u) << r.diagnostics;
    EXPECT_NE(r.diagnostics.find("expected '}' to end the block"), std::string::npos) << r.diagnostics;
    // Blocks nested past the limit: one error, at the 200th inner '{' (column 13 + 200), the
    // too-deep block skipped with its '}', and the statement after the nest (its ';' at
    // column 13 + 600 + 6) still read.
    r = Check("void main() {" + std::string(300, '{') + std::string(300, '}') + " x = ; }");
    EXPECT_EQ(r.error_count, 2u) << r.diagnostics;
    EXPECT_NE(r.diagnostics.find("t.frag:1:213: error: the program nests too deeply"), std::string::npos)
        << r.diagnostics;
    EXPECT_NE(r.diagnostics.find("t.frag:1:619: error: expected an expression, found ';'"), std::string::npos)
        << r.diagnostics;
    // 300 broken statements: the parse stops when the diagnostic list is full (100).
    std::string many = "void main() {\n";
    for (int i = 0; i < 300; ++i) many += "    x = ;\n";
    r = Check(many + "}\n");
    EXPECT_EQ(r.error_count, support::DiagnosticList::kMaxDiagnostics) << r.diagnostics.substr(0, 400);
}

}  // namespace
}  // namespace tessera::lang::glsl
