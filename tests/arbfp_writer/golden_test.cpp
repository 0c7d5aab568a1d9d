// SPDX-License-Identifier: MIT
// Golden tests (tests/support/expectations.h): golden/NAME.ir is read, validated as lowered
// IR, written with comments, and compared with golden/NAME.ir.expected.fp (each reviewed
// by hand when it was made). Every program written is re-read by our reader and, with
// Mesa, loaded into it (CheckedWrite).
#include <gtest/gtest.h>

#include "ir/text_reader.h"
#include "ir/validate.h"
#include "tests/support/expectations.h"
#include "tests/support/golden_files.h"
#include "writer_test_support.h"

namespace tessera::lang::arbfp::writer_test {
namespace {

tessera::testing::Translation WriteGolden(const std::filesystem::path& path) {
    const std::string name = path.filename().string();
    const std::string text = tessera::testing::ReadText(path);
    support::SourceFile source(name, text);
    support::DiagnosticList diags;
    std::optional<ir::Module> module = ir::ReadModule(source, diags);
    if (!module.has_value()) return {false, "", name + ": the IR does not read\n"};
    ir::ValidateOptions vo;
    vo.lowered = true;
    if (!ir::Validate(*module, vo).Ok()) return {false, "", name + ": not valid lowered IR\n"};
    WriterOptions options;
    options.source_text = [&](std::uint32_t) -> const std::string* { return &text; };
    const WriteResult r = CheckedWrite(*module, options);
    return {r.ok(), r.ok() ? r.text : "", Messages(r)};
}

const tessera::testing::ExpectationFolder kGolden{TESSERA_WRITER_GOLDEN_DIR, ".ir", "fp", &WriteGolden};

}  // namespace
}  // namespace tessera::lang::arbfp::writer_test

namespace tessera::testing {
INSTANTIATE_TEST_SUITE_P(Writer, Expectations,
                         ::testing::ValuesIn(ExpectationCases(lang::arbfp::writer_test::kGolden)), ExpectationName);
}  // namespace tessera::testing
