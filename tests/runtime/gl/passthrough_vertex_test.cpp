// The pass-through vertex program subset.
#include "runtime/gl/passthrough_vertex.h"

#include <gtest/gtest.h>

namespace tessera::runtime::gl {
namespace {

TEST(PassThroughVertexTest, MinimalProgram) {
    const auto p = ReadPassThroughVertexProgram("!!ARBvp1.0 OPTION ARB_position_invariant; END");
    ASSERT_TRUE(p.has_value());
    EXPECT_TRUE(p->copies.empty());
}

TEST(PassThroughVertexTest, WhitespaceCommentsAndCrlf) {
    const auto p = ReadPassThroughVertexProgram(
        "!!ARBvp1.0\r\n# a comment; with a semicolon\r\nOPTION   ARB_position_invariant ;\r\n"
        "\tEND\r\n# trailing text is ignored; MOV x;\r\n");
    ASSERT_TRUE(p.has_value());
}

TEST(PassThroughVertexTest, Moves) {
    const auto p = ReadPassThroughVertexProgram(
        "!!ARBvp1.0\nOPTION ARB_position_invariant;\n"
        "MOV result.color, vertex.color;\n"
        "MOV result.texcoord[ 3 ], vertex.texcoord[1];\n"
        "MOV result.color.secondary, vertex.color.secondary;\n"
        "MOV result.fogcoord, vertex.fogcoord;\n"
        "MOV result.texcoord, vertex.color.primary;\nEND\n");
    ASSERT_TRUE(p.has_value());
    ASSERT_EQ(p->copies.size(), 5u);
    EXPECT_EQ(p->copies[0], (VertexCopy{VertexSlot::kColor, 0, VertexSlot::kColor, 0}));
    EXPECT_EQ(p->copies[1], (VertexCopy{VertexSlot::kTexCoord, 3, VertexSlot::kTexCoord, 1}));
    EXPECT_EQ(p->copies[2],
              (VertexCopy{VertexSlot::kSecondaryColor, 0, VertexSlot::kSecondaryColor, 0}));
    EXPECT_EQ(p->copies[3], (VertexCopy{VertexSlot::kFogCoord, 0, VertexSlot::kFogCoord, 0}));
    EXPECT_EQ(p->copies[4], (VertexCopy{VertexSlot::kTexCoord, 0, VertexSlot::kColor, 0}));
}

TEST(PassThroughVertexTest, RejectsEverythingElse) {
    const char* rejected[] = {
        "!!ARBvp1.0 END",                                 // no invariant option
        "!!ARBvp1.0 OPTION ARB_position_invariant;",      // no END
        "!!ARBfp1.0 OPTION ARB_position_invariant; END",  // wrong header
        "!!ARBvp1.0OPTION ARB_position_invariant; END",   // header glued on
        "!!ARBvp1.0 OPTION ARB_fog_linear; END",          // other option
        "!!ARBvp1.0 OPTION ARB_position_invariant; ADD result.color, vertex.color, vertex.color; "
        "END",
        "!!ARBvp1.0 OPTION ARB_position_invariant; MOV result.position, vertex.position; END",
        "!!ARBvp1.0 OPTION ARB_position_invariant; MOV result.color.x, vertex.color; END",
        "!!ARBvp1.0 OPTION ARB_position_invariant; MOV result.texcoord[8], vertex.texcoord; END",
        "!!ARBvp1.0 OPTION ARB_position_invariant; MOV vertex.color, result.color; END",
        "!!ARBvp1.0 OPTION ARB_position_invariant; MOVresult.color, vertex.color; END",
        "!!ARBvp1.0 OPTION ARB_position_invariant; ENDX",
    };
    for (const char* text : rejected)
        EXPECT_FALSE(ReadPassThroughVertexProgram(text).has_value()) << text;
}

}  // namespace
}  // namespace tessera::runtime::gl
