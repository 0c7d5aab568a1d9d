// SPDX-License-Identifier: MIT
// Several shaders in one stage (CompileOptions::linked_sources): what links, what it computes,
// and each link error with its message and file:line:col.
//
// The verdicts follow the GLSL 1.10 specification: section 4.2 ("shared globals ... must be
// declared with the same type ... All initializers for a shared global must have the same
// value, or a link error will result"), section 6.1 (a function may be declared in one shader
// and defined in another; "if a built-in function is redeclared in a shader (i.e. a prototype
// is visible) before a call to it, then the linker will only attempt to resolve that call
// within the set of shaders that are linked with it"; one shader of the set must define
// `main`). Each verdict was also run through Mesa 22.3 (piglit's shader_runner on llvmpipe,
// with the same shaders as [fragment shader] sections): Mesa links and draws the accepted
// programs with the colours expected below and fails the link of every rejected one, except
// where a test says otherwise. Expected colours are worked out by hand in each test.
#include <gtest/gtest.h>

#include "lang/glsl/reader/compile.h"
#include "run_arbfp.h"

namespace tessera::lang::glsl {
namespace {

CompileOptions Linked(const std::string& a, const std::string& b) {
    CompileOptions options;
    options.source_name = "a.frag";
    options.source_text = a;
    options.linked_sources.push_back({"b.frag", b});
    return options;
}

// The colour the linked program writes (no inputs but `uniforms`).
support::Vec4 Colour(const std::string& a, const std::string& b,
                     const std::map<std::string, std::vector<float>>& uniforms = {}) {
    const CompileResult r = CompileGlsl(Linked(a, b));
    EXPECT_TRUE(r.ok) << r.diagnostics;
    if (!r.ok) return {};
    test_support::FragmentInputs in;
    in.uniforms = uniforms;
    std::string error;
    const auto out = test_support::RunOnFragmentProcessor(r, in, error);
    EXPECT_TRUE(out) << error;
    return out ? out->color : support::Vec4{};
}

// A link error: `where` is "file:line:col" of the error, `message` part of its text.
void FailsToLink(const std::string& a, const std::string& b, const std::string& where, const std::string& message) {
    const CompileResult r = CompileGlsl(Linked(a, b));
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(r.link_failed) << r.diagnostics;
    EXPECT_NE(r.diagnostics.find(where + ": error: " + message), std::string::npos) << r.diagnostics;
}

void ExpectColour(const support::Vec4& got, const support::Vec4& want) {
    for (int i = 0; i < 4; ++i) EXPECT_FLOAT_EQ(got[i], want[i]) << "component " << i;
}

TEST(GlslLink, AFunctionDeclaredInOneShaderIsDefinedInAnother) {
    // shade(0.5) = 0.5 * 2.0 = 1.0 in green.
    ExpectColour(Colour("float shade(float x);\n"
                        "void main() { gl_FragColor = vec4(0.0, shade(0.5), 0.0, 1.0); }\n",
                        "float shade(float x) { return x * 2.0; }\n"),
                 {0, 1, 0, 1});
}

TEST(GlslLink, ABuiltInRedeclaredInAShaderIsResolvedAtLinkTime) {
    // a.frag declares abs, so its call finds b.frag's abs(x) = x: -0.5 + 0.5 = 0 in red.
    // b.frag's own mine() calls the redefined abs too: -0.25 + 0.5 = 0.25 in green.
    ExpectColour(Colour("float abs(float x);\nfloat mine(float x);\n"
                        "void main() { gl_FragColor = vec4(abs(-0.5) + 0.5, mine(-0.25) + 0.5, 0.0, 1.0); }\n",
                        "float abs(float x) { return x; }\nfloat mine(float x) { return abs(x); }\n"),
                 {0, 0.25f, 0, 1});
    // Without the prototype, a.frag's call is the built-in: abs(-0.5) = 0.5 in red.
    ExpectColour(Colour("float mine(float x);\n"
                        "void main() { gl_FragColor = vec4(abs(-0.5), mine(-0.25) + 0.5, 0.0, 1.0); }\n",
                        "float abs(float x) { return x; }\nfloat mine(float x) { return abs(x); }\n"),
                 {0.5f, 0.25f, 0, 1});
}

TEST(GlslLink, SharedGlobalsAreOneVariable) {
    // g starts at 0.5 (b.frag's initializer), shade() doubles it, main reads it after the
    // call: 0.5 * 1.0 in green... and the uniform u declared in both is one value.
    ExpectColour(Colour("float g;\nuniform float u;\nvec4 shade();\n"
                        "void main() { vec4 c = shade(); gl_FragColor = c * g * u; }\n",
                        "float g = 0.5;\nuniform float u;\n"
                        "vec4 shade() { g = g * 2.0; return vec4(0.0, 0.5, 0.0, 1.0); }\n",
                        {{"u", {1, 1, 1, 1}}}),
                 {0, 0.5f, 0, 1});
    // The same constant initializer twice is one value (section 4.2).
    ExpectColour(Colour("const float k = 0.25;\nvec4 shade();\nvoid main() { gl_FragColor = shade() * 4.0 * k; }\n",
                        "const float k = 0.25;\nvec4 shade() { return vec4(0.0, k, 0.0, 1.0); }\n"),
                 {0, 0.25f, 0, 1});  // (0, 0.25, 0, 1) * 4 * 0.25
}

TEST(GlslLink, StructuresOfTheSameDefinitionAreOneType) {
    ExpectColour(Colour("struct S { float a; };\nS s;\nvec4 shade();\n"
                        "void main() { s.a = 0.75; gl_FragColor = shade(); }\n",
                        "struct S { float a; };\nS s;\nvec4 shade() { return vec4(0.0, s.a, 0.0, 1.0); }\n"),
                 {0, 0.75f, 0, 1});
}

TEST(GlslLink, AFunctionDefinedInNoShader) {
    // Mesa: "unresolved reference to function `shade'".
    FailsToLink("vec4 shade();\nvoid main() { gl_FragColor = shade(); }\n", "vec4 other() { return vec4(1.0); }\n",
                "a.frag:2:30", "function 'shade' is declared but no shader of the stage defines it");
}

TEST(GlslLink, OnlyCallsTheProgramContainsMustResolve) {
    // Mesa 22.3 links main's shader whole and pulls in from the others only what main's calls
    // reach: b.frag's unused() is left out, and its call of the undefined f() with it.
    ExpectColour(Colour("void main() { gl_FragColor = vec4(0.0, 1.0, 0.0, 1.0); }\n",
                        "void f();\nvoid unused() { f(); }\n"),
                 {0, 1, 0, 1});
    // The same function in main's shader is linked, called or not (Mesa: "unresolved
    // reference to function `f'").
    FailsToLink("void f();\nvoid unused() { f(); }\nvoid main() { gl_FragColor = vec4(1.0); }\n",
                "void g() {}\n", "a.frag:2:17", "function 'f' is declared but no shader of the stage defines it");
}

TEST(GlslLink, AFunctionDefinedInTwoShaders) {
    // Mesa: "function `shade' is multiply defined".
    FailsToLink("vec4 shade() { return vec4(0.0); }\nvoid main() { gl_FragColor = shade(); }\n",
                "vec4 shade() { return vec4(1.0); }\n", "b.frag:1:6",
                "function 'shade' is defined in two shaders of the stage");
}

TEST(GlslLink, MainDefinedTwiceOrNowhere) {
    // Mesa: "function `main' is multiply defined", "fragment shader lacks `main'".
    FailsToLink("void main() { gl_FragColor = vec4(0.0); }\n", "void main() { gl_FragColor = vec4(1.0); }\n",
                "b.frag:1:6", "function 'main' is defined in two shaders of the stage");
    const CompileResult r = CompileGlsl(Linked("vec4 shade() { return vec4(1.0); }\n",
                                               "vec4 shade();\nvoid paint() { gl_FragColor = shade(); }\n"));
    EXPECT_TRUE(r.link_failed);
    EXPECT_NE(r.diagnostics.find("error: no shader of the stage defines 'main'"), std::string::npos) << r.diagnostics;
}

TEST(GlslLink, SharedGlobalsOfDifferentTypes) {
    // Mesa: "global variable `g' declared as type `int' and type `float'".
    FailsToLink("float g;\nvec4 shade();\nvoid main() { g = 1.0; gl_FragColor = shade(); }\n",
                "int g;\nvec4 shade() { return vec4(1.0); }\n", "b.frag:1:5",
                "shared global 'g' is declared 'float' in one shader of the stage and 'int' in another");
    // Mesa: "global variable `s' declared as type `S' and type `S'" (field a against b).
    FailsToLink("struct S { float a; };\nS s;\nvec4 shade();\nvoid main() { s.a = 1.0; gl_FragColor = shade(); }\n",
                "struct S { float b; };\nS s;\nvec4 shade() { return vec4(s.b); }\n", "b.frag:1:8",
                "structure 'S' is defined differently in another shader of the stage");
}

TEST(GlslLink, AnUnsizedArrayTakesTheSizeAnotherShaderGives) {
    // Section 4.1.9 and 4.2: b.frag's `float a[]` is a.frag's float[3]; a[2] is 0.25.
    ExpectColour(Colour("float a[3];\nfloat f();\nvoid main() { a[2] = 0.25; gl_FragColor = "
                        "vec4(0.0, f(), 0.0, 1.0); }\n",
                        "float a[];\nfloat f() { return a[2]; }\n"),
                 {0, 0.25f, 0, 1});
    // Mesa: "global variable `a' declared as type `float[3]' but outermost dimension has an
    // index of `3'".
    FailsToLink("float a[3];\nfloat f();\nvoid main() { a[1] = 0.5; gl_FragColor = vec4(f()); }\n",
                "float a[];\nfloat f() { return a[3]; }\n", "b.frag:1:7",
                "shared global 'a' is indexed with 3 in this shader, but another shader of the "
                "stage declares it "
                "'float[3]'");
}

TEST(GlslLink, SharedGlobalsOfDifferentStorage) {
    // A deliberate difference from Mesa 22.3, which links this program (its linker compares
    // the types only): a uniform cannot "share the same storage" (section 4.2) with a
    // variable the other shader writes, so Tessera refuses it (docs/glsl.md).
    FailsToLink("uniform float g;\nvec4 shade();\nvoid main() { gl_FragColor = shade() * g; }\n",
                "float g;\nvec4 shade() { g = 1.0; return vec4(1.0); }\n", "b.frag:1:7",
                "shared global 'g' is declared 'float' in one shader of the stage and 'float' in another with "
                "other qualifiers");
}

TEST(GlslLink, VaryingsOfDifferentInvarianceOrSampling) {
    // GLSL 1.20 vertex shaders; Mesa: "declarations for shader output `v' have mismatching
    // invariant qualifiers" (and "centroid qualifiers").
    for (const char* qualifier : {"invariant", "centroid"}) {
        CompileOptions options =
            Linked(std::string("#version 120\n") + qualifier +
                       " varying float v;\nvoid main() { gl_Position = gl_Vertex; v = 1.0; }\n",
                   "#version 120\nvarying float v;\nvoid f() {}\n");
        options.stage = ShaderStage::kVertex;
        const CompileResult r = CompileGlsl(options);
        EXPECT_TRUE(r.link_failed) << qualifier;
        EXPECT_NE(
            r.diagnostics.find(
                "b.frag:2:15: error: shared global 'v' is declared 'float' in one shader of the "
                "stage and 'float' in another with other qualifiers"),
            std::string::npos)
            << r.diagnostics;
    }
}

TEST(GlslLink, SharedGlobalsWithDifferentInitializers) {
    // Mesa: "initializers for global constant `k' have differing values".
    FailsToLink("const float k = 0.5;\nvec4 shade();\nvoid main() { gl_FragColor = shade() * k; }\n",
                "const float k = 0.25;\nvec4 shade() { return vec4(1.0); }\n", "b.frag:1:17",
                "shared global 'k' has another initializer in another shader of the stage");
    // Mesa: "shared global variable `g' has multiple non-constant initializers" (piglit's
    // global-initializer-matched-expression: even the same expression).
    FailsToLink("uniform float u;\nfloat g = u * 2.0;\nvec4 shade();\nvoid main() { gl_FragColor = shade() * g; }\n",
                "uniform float u;\nfloat g = u * 2.0;\nvec4 shade() { return vec4(1.0); }\n", "b.frag:2:11",
                "shared global 'g' has initializers in two shaders of the stage, not both constant");
}

TEST(GlslLink, EachShaderMustCompileOnItsOwn) {
    // b.frag uses g, which only a.frag declares: a compile error in b.frag (section 4.2.1, a
    // name is visible from its declaration on, in its own shader), not a link.
    const CompileResult r = CompileGlsl(Linked("float g;\nvec4 shade();\nvoid main() { gl_FragColor = shade(); }\n",
                                               "vec4 shade() { return vec4(g); }\n"));
    EXPECT_FALSE(r.ok);
    EXPECT_FALSE(r.link_failed);
    EXPECT_NE(r.diagnostics.find("b.frag:1:28: error: "), std::string::npos) << r.diagnostics;
}

TEST(GlslLink, EachShaderHasItsOwnMacrosAndVersion) {
    // a.frag's #define does not reach b.frag, whose X is its own (1.20: `float[2](...)`).
    ExpectColour(Colour("#define X 0.0\nfloat shade();\nvoid main() { gl_FragColor = vec4(X, shade(), 0.0, 1.0); }\n",
                        "#version 120\nfloat shade() { float a[2] = float[2](0.5, 1.0);\n"
                        "#ifdef X\nreturn 0.0;\n#else\nreturn a[1];\n#endif\n}\n"),
                 {0, 1, 0, 1});
}

}  // namespace
}  // namespace tessera::lang::glsl
