// SPDX-License-Identifier: MIT
// Structured IR (before the "lower" pipeline): if/else, loops with break and continue and a
// continuing block, local variables. The writer keeps the structure; loops need a version
// with general loops (not ES 1.00, whose Appendix A allows only constant-bounded for loops).
#include <fstream>
#include <sstream>

#include "glsl_test_support.h"

namespace tessera::glsl_writer_test {
namespace {

std::string ReadText(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream all;
    all << in.rdbuf();
    return all.str();
}


TEST(GlslStructured, LoopsKeepTheirShape) {
    const ir::Module m = ReadIr(ReadText(TESSERA_SOURCE_DIR "/tests/ir/text/loops.ir"));
    for (GlslVersion v : {GlslVersion::k110, GlslVersion::k130, GlslVersion::k330, GlslVersion::kEs300}) {
        SCOPED_TRACE(lang::glsl::GlslVersionName(v));
        const lang::glsl::GlslWriteResult r = Write(m, v);
        ASSERT_TRUE(r.ok()) << Messages(r);
        // The first loop continues, so its continuing block runs at the top of each later
        // iteration; the second has no continue: body, then continuing, in a while loop.
        EXPECT_TRUE(Has(r.text, "for (bool first0 = true;; first0 = false) {")) << r.text;
        EXPECT_TRUE(Has(r.text, "if (!first0) {")) << r.text;
        EXPECT_TRUE(Has(r.text, "while (true) {")) << r.text;
        EXPECT_TRUE(Has(r.text, "continue;")) << r.text;
        EXPECT_TRUE(Has(r.text, "break;")) << r.text;
        EXPECT_TRUE(Has(r.text, "int l_i;")) << r.text;
        if (HaveGlslang()) {
            EXPECT_EQ(Glslang(r.text, ir::Stage::kFragment), "") << r.text;
        }
    }
    const lang::glsl::GlslWriteResult es = Write(m, GlslVersion::kEs100);
    EXPECT_FALSE(es.ok());
    EXPECT_NE(Messages(es).find("Appendix A"), std::string::npos) << Messages(es);
}

TEST(GlslStructured, IfElseAndLocals) {
    const std::string ir = R"(module fragment
input @v: float4 @TEXCOORD0
output @color: float4 @COLOR
fn main() -> void {
  var $x: float4
  %0: float4 = load @v
  %1: float = extract %0, [0]
  %2: float = const (0.5)
  %3: bool = lt %1, %2
  if %3 {
    store $x, %0
  } else {
    %4: float4 = neg %0
    store $x, %4
  }
  %5: float4 = load $x
  store @color, %5
  ret
}
entry main
)";
    for (GlslVersion v : kAllVersions) {
        const lang::glsl::GlslWriteResult r = Write(ReadIr(ir), v);
        ASSERT_TRUE(r.ok()) << Messages(r);
        EXPECT_TRUE(Has(r.text, "vec4 l_x;")) << r.text;
        EXPECT_TRUE(Has(r.text, "} else {")) << r.text;
        EXPECT_TRUE(Has(r.text, "l_x = -")) << r.text;
        if (HaveGlslang()) {
            EXPECT_EQ(Glslang(r.text, ir::Stage::kFragment), "") << r.text;
        }
    }
}

TEST(GlslStructured, CallsMustBeInlinedFirst) {
    const ir::Module m = ReadIr(ReadText(TESSERA_SOURCE_DIR "/tests/ir/text/control.ir"));
    const lang::glsl::GlslWriteResult r = Write(m, GlslVersion::k130);
    EXPECT_FALSE(r.ok());
    EXPECT_NE(Messages(r).find("call of 'classify'"), std::string::npos) << Messages(r);
}

}  // namespace
}  // namespace tessera::glsl_writer_test
