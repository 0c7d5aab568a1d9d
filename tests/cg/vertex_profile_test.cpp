// SPDX-License-Identifier: MIT
// The arbvp1 profile and Cg's `glstate`: what CompileCg writes for vertex entries, which
// entry `entry` picks, position invariance, the diagnostics of what a vertex program cannot
// do, and `glstate` items read by a fragment program on Tessera's GL with the state set
// (expected values derived by hand in the comments).
#include <gtest/gtest.h>

#include "lang/arbvp/reader/reader.h"
#include "lang/cg/reader/compile.h"
#include "runtime/gl/context.h"

namespace tessera::lang::cg {
namespace {

CompileResult Compile(const std::string& source, const std::string& entry, const std::string& profile) {
    CompileOptions options;
    options.source_name = "pair.cg";
    options.source_text = source;
    options.entry = entry;
    options.profile = profile;
    return CompileCg(options);
}

bool Has(const std::string& text, const std::string& needle) { return text.find(needle) != std::string::npos; }

const char* const kPair = R"(
float4 tint;
void main_vertex(float4 p : POSITION, float4 c : COLOR0, out float4 op : POSITION,
                 out float4 oc : COLOR0, out float2 ouv : TEXCOORD3) {
    op = mul(glstate.matrix.mvp, p);
    oc = c * tint;
    ouv = p.xy;
}
float4 main_fragment(float4 c : COLOR0) : COLOR { if (c.a < 0.5) discard; return c * tint; }
)";

// One file, two entries: arbvp1 writes the vertex one, arbfp1 the fragment one.
TEST(CgVertexProfile, EntryPicksTheStage) {
    CompileResult v = Compile(kPair, "main_vertex", "arbvp1");
    ASSERT_TRUE(v.ok) << v.diagnostics;
    EXPECT_EQ(v.arbfp.text.rfind("!!ARBvp1.0\n", 0), 0u) << v.arbfp.text;
    EXPECT_TRUE(Has(v.arbfp.text, "#profile arbvp1"));
    // mul(M, p) is one DP4 per row of state.matrix.mvp (rows, 2.14.3.2) into result.position.
    EXPECT_TRUE(Has(v.arbfp.text, "state.matrix.mvp.row[0..3]")) << v.arbfp.text;
    EXPECT_TRUE(Has(v.arbfp.text, "DP4 result.position.x")) << v.arbfp.text;
    EXPECT_TRUE(Has(v.arbfp.text, "result.texcoord[3].xy")) << v.arbfp.text;
    arbvp::ReadResult read = arbvp::ReadProgram(v.arbfp.text);
    ASSERT_TRUE(read.program.has_value()) << read.error_string;
    EXPECT_EQ(read.program->counts.instructions, v.arbfp.counts.instructions);
    EXPECT_EQ(read.program->counts.attributes, 2u);

    CompileResult f = Compile(kPair, "main_fragment", "arbfp1");
    ASSERT_TRUE(f.ok) << f.diagnostics;
    EXPECT_EQ(f.arbfp.text.rfind("!!ARBfp1.0\n", 0), 0u);
    // A vertex entry is not a fragment program: its POSITION output does not exist there.
    EXPECT_FALSE(Compile(kPair, "main_vertex", "arbfp1").ok);
}

TEST(CgVertexProfile, PositionInvariantPragmaUsesTheOption) {
    const std::string source = "#pragma position_invariant\n" + std::string(kPair);
    CompileResult v = Compile(source, "main_vertex", "arbvp1");
    ASSERT_TRUE(v.ok) << v.diagnostics;
    EXPECT_TRUE(Has(v.arbfp.text, "OPTION ARB_position_invariant;")) << v.arbfp.text;
    std::string code;  // the program without its comment lines
    for (std::size_t at = 0, end; at < v.arbfp.text.size(); at = end + 1) {
        end = v.arbfp.text.find('\n', at);
        if (end == std::string::npos) end = v.arbfp.text.size();
        if (v.arbfp.text[at] != '#') code += v.arbfp.text.substr(at, end - at) + "\n";
    }
    EXPECT_FALSE(Has(code, "result.position")) << "2.14.4.5.1 forbids writing it\n" << v.arbfp.text;
    arbvp::ReadResult read = arbvp::ReadProgram(v.arbfp.text);
    ASSERT_TRUE(read.program.has_value()) << read.error_string;
    EXPECT_TRUE(read.program->position_invariant);
}

// What ARBvp has no instruction for is an error at the construct; bad semantics name the
// ones the profile has.
TEST(CgVertexProfile, Diagnostics) {
    struct Bad {
        const char* source;
        const char* message;
    };
    const Bad bad[] = {
        {"sampler2D s;\nfloat4 main(float4 p : POSITION, out float4 c : COLOR0) : POSITION {\n"
         "  c = tex2D(s, p.xy); return p; }",
         "pair.cg:3:7: error: texture sampling cannot be expressed in ARBvp"},
        {"float4 f(float4 p) { clip(p); return p; }\nfloat4 main(float4 p : POSITION) : POSITION {\n"
         "  return f(p); }",
         "pair.cg:1:22: error: a vertex program cannot discard"},
        {"float4 main(float4 p : WPOS) : POSITION { return p; }", "not a vertex attribute of arbvp1"},
        {"float4 main(float4 p : POSITION) : DEPTH { return p; }", "arbvp1 cannot write"},
        {"float4 main(float4 p : POSITION) : POSITION { return p * glstate.depth.range; }",
         "'state.depth.range' is not GL state an ARBvp program can bind"},
        {"float4 main(float4 p : POSITION) : POSITION { return p * glstate; }", "'glstate' is Cg's GL state"},
    };
    for (const Bad& b : bad) {
        SCOPED_TRACE(b.source);
        CompileResult r = Compile(b.source, "main", "arbvp1");
        EXPECT_FALSE(r.ok);
        EXPECT_TRUE(Has(r.diagnostics, b.message)) << r.diagnostics;
        EXPECT_TRUE(Has(r.diagnostics, "error: ")) << r.diagnostics;
    }
    CompileResult texgen = Compile("float4 main() : COLOR { return glstate.texgen[0].eye.s; }", "main", "arbfp1");
    EXPECT_FALSE(texgen.ok);
    EXPECT_TRUE(Has(texgen.diagnostics, "pair.cg:1:32: error: 'state.texgen[0].eye.s' is not GL state an ARBfp"))
        << texgen.diagnostics;
}

// glstate in a fragment program, run on Tessera's GL. With light 0's diffuse color
// (0.25, 0.5, 0.75, 1) and a modelview matrix whose row 1 is (0, 0.5, 0, 0.25), the shader
// returns diffuse * 0.5 + row1 = (0.125, 0.25, 0.375, 0.5) + (0, 0.5, 0, 0.25)
// = (0.125, 0.75, 0.375, 0.75).
TEST(CgGlState, FragmentProgramReadsTheState) {
    const char* source = R"(
float4 main() : COLOR {
    return glstate.light[0].diffuse * 0.5 + glstate.matrix.modelview[0][1];
})";
    CompileResult r = Compile(source, "main", "arbfp1");
    ASSERT_TRUE(r.ok) << r.diagnostics;
    EXPECT_TRUE(Has(r.arbfp.text, "state.light[0].diffuse")) << r.arbfp.text;
    namespace gl = runtime::gl;
    gl::Context context(2, 2);
    gl::GlState& state = context.State();
    state.LightAt(0).diffuse = {0.25f, 0.5f, 0.75f, 1};
    // Column-major: translate(0, 0.25, 0) * scale(1, 0.5, 1); row 1 = (m[1], m[5], m[9], m[13]).
    state.SetMatrixMode(gl::MatrixMode::kModelview);
    state.LoadMatrix({1, 0, 0, 0, 0, 0.5f, 0, 0, 0, 0, 1, 0, 0, 0.25f, 0, 1});
    gl::ProgramObjects& programs = context.Programs();
    const std::pair<gl::ProgramTarget, std::string> stages[] = {
        {gl::ProgramTarget::kVertexProgram, "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n"},
        {gl::ProgramTarget::kFragmentProgram, r.arbfp.text}};
    for (const auto& [target, text] : stages) {
        programs.BindProgram(target, programs.GenPrograms(1).at(0));
        ASSERT_EQ(programs.ProgramString(target, gl::ProgramFormat::kAscii, text), gl::GlError::kNoError)
            << programs.ErrorString();
    }
    context.Enable(gl::Capability::kVertexProgram);
    context.Enable(gl::Capability::kFragmentProgram);
    ASSERT_EQ(context.DrawRect(-1, -1, 2, 2), gl::GlError::kNoError);
    const auto& c = context.Framebuffer().ColorAt(0, 0);
    const float expected[] = {0.125f, 0.75f, 0.375f, 0.75f};
    for (int k = 0; k < 4; ++k) EXPECT_NEAR(c[k], expected[k], 0.5 / 255) << k;
}

}  // namespace
}  // namespace tessera::lang::cg
