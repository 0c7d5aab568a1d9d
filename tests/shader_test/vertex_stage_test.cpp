// SPDX-License-Identifier: MIT
// The pass-through vertex shader matcher. The expected programs are the ARB_vertex_program
// equivalents of each GLSL form, written out by hand (GLSL 1.10 section 7: gl_Vertex is
// vertex.position, gl_MultiTexCoordN vertex.texcoord[N], gl_FrontColor result.color, ...).
#include "shader_test/vertex_stage.h"

#include <gtest/gtest.h>

namespace tessera::shader_test {
namespace {

TEST(PassThroughVertexShader, PositionCopy) {
    const VertexStageMatch m =
        MatchPassThroughVertexShader("void main() { gl_Position = gl_Vertex; }");
    ASSERT_TRUE(m.matched) << m.reason;
    EXPECT_EQ(m.program, "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n");
}

TEST(PassThroughVertexShader, FixedFunctionTransformIsPositionInvariant) {
    for (const char* statement : {"gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex;",
                                  "gl_Position = ftransform();"}) {
        const VertexStageMatch m = MatchPassThroughVertexShader(
            std::string("#version 120\n/* a comment */\nuniform float u;\nvarying vec4 v;\n"
                        "void main()\n{\n  // the transform\n  ") +
            statement + "\n}\n");
        ASSERT_TRUE(m.matched) << statement << ": " << m.reason;
        EXPECT_EQ(m.program, "!!ARBvp1.0\nOPTION ARB_position_invariant;\nEND\n") << statement;
    }
}

TEST(PassThroughVertexShader, TexCoordsAndColors) {
    const VertexStageMatch m = MatchPassThroughVertexShader(
        "void main(void) {\n"
        "  gl_Position = ftransform();\n"
        "  gl_TexCoord[0] = gl_MultiTexCoord0;\n"
        "  gl_TexCoord[3]=gl_MultiTexCoord3;\n"
        "  gl_FrontColor = gl_Color;\n"
        "  gl_FrontSecondaryColor = gl_SecondaryColor;\n"
        "}\n");
    ASSERT_TRUE(m.matched) << m.reason;
    EXPECT_EQ(m.program,
              "!!ARBvp1.0\nOPTION ARB_position_invariant;\n"
              "MOV result.texcoord[0], vertex.texcoord[0];\n"
              "MOV result.texcoord[3], vertex.texcoord[3];\n"
              "MOV result.color, vertex.color;\n"
              "MOV result.color.secondary, vertex.color.secondary;\nEND\n");
}

TEST(PassThroughVertexShader, AnythingElseIsNotMatched) {
    struct Case {
        const char* source;
        const char* reason;
    };
    const Case cases[] = {
        {"varying vec4 t; void main() { gl_Position = gl_Vertex; t = (gl_Vertex + 1.0) / 2.0; }",
         "computes 't=(gl_Vertex+1.0)/2.0'"},
        // The unit of the coordinate set must be the unit of the output.
        {"void main() { gl_Position = gl_Vertex; gl_TexCoord[0] = gl_MultiTexCoord1; }",
         "computes 'gl_TexCoord[0]=gl_MultiTexCoord1'"},
        // A 1.20 uniform initializer sets the program's uniform: not a pass-through.
        {"uniform int u = 1; void main() { gl_Position = gl_Vertex; }",
         "declares 'uniform int u=1'"},
        {"float f(float x) { return x; } void main() { gl_Position = gl_Vertex; }",
         "declares 'float f(float x){return x'"},
        {"void main() { if (true) { gl_Position = gl_Vertex; } }",
         "has blocks or functions besides main's body"},
        {"void main() { gl_FrontColor = gl_Color; }", "does not write gl_Position"},
        {"#define P gl_Vertex\nvoid main() { gl_Position = P; }",
         "has the preprocessor directive '#define P gl_Vertex'"},
        {"void main() { gl_Position = gl_Vertex; gl_Position = ftransform(); }",
         "writes gl_Position twice, in two ways"},
        {"", "has no 'void main()' that ends the shader"},
        {"void main() { gl_Position = gl_Vertex; } void g() {}",
         "has blocks or functions besides main's body"},
    };
    for (const Case& c : cases) {
        const VertexStageMatch m = MatchPassThroughVertexShader(c.source);
        EXPECT_FALSE(m.matched) << c.source;
        EXPECT_EQ(m.reason, c.reason) << c.source;
    }
}

TEST(PassThroughVertexShader, PiglitsPassThroughSection) {
    EXPECT_EQ(PassThroughVertexProgram(),
              "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n");
}

}  // namespace
}  // namespace tessera::shader_test
