// SPDX-License-Identifier: MIT
// GLSL writer expectation files (tests/support/expectations.h): expectations/NAME.ir is
// read and written as GLSL, compared with NAME.ir.expected.glsl or NAME.ir.expected.diag.
// The version is GLSL 1.10 unless the first line is "# TARGET: glsl330" (any --target
// name); every text written is also given to glslangValidator, which must accept it.
// expectations/README.md says how each expected file was checked.
#include "glsl_test_support.h"
#include "tests/support/expectations.h"
#include "tests/support/golden_files.h"

namespace tessera::glsl_writer_test {
namespace {

constexpr const char* kTargetLine = "# TARGET: ";

tessera::testing::Translation WriteGolden(const std::filesystem::path& path) {
    const std::string name = path.filename().string();
    const std::string text = tessera::testing::ReadText(path);
    support::SourceFile source(name, text);
    support::DiagnosticList diagnostics;
    std::optional<ir::Module> module = ir::ReadModule(source, diagnostics);
    if (!module.has_value()) return {false, "", support::FormatDiagnostics(source, diagnostics)};
    lang::glsl::GlslWriterOptions options;
    options.comments = false;
    if (text.rfind(kTargetLine, 0) == 0) {
        const std::string target = text.substr(std::strlen(kTargetLine), text.find('\n') - std::strlen(kTargetLine));
        const std::optional<GlslVersion> version = lang::glsl::GlslVersionByName(target);
        EXPECT_TRUE(version.has_value()) << "unknown target " << target;
        options.version = version.value_or(GlslVersion::k110);
    }
    options.source_text = [&](std::uint32_t) -> const std::string* { return &text; };
    const lang::glsl::GlslWriteResult r = lang::glsl::WriteGlsl(*module, options);
    if (r.ok() && HaveGlslang()) {
        EXPECT_EQ(Glslang(r.text, module->stage), "") << r.text;
    }
    return {r.ok(), r.text, lang::glsl::FormatGlslDiagnostics(*module, r, options)};
}

const tessera::testing::ExpectationFolder kGolden{TESSERA_GLSL_WRITER_EXPECTATIONS_DIR, ".ir", "glsl", &WriteGolden};

}  // namespace
}  // namespace tessera::glsl_writer_test

namespace tessera::testing {
INSTANTIATE_TEST_SUITE_P(GlslWriter, Expectations, ::testing::ValuesIn(ExpectationCases(glsl_writer_test::kGolden)),
                         ExpectationName);
}  // namespace tessera::testing
