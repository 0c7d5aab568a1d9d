// SPDX-License-Identifier: MIT
// The compile drivers' diagnostics (lang/common/compile_driver.h): an error the passes report
// in an #included header points into the header, not at the same offset of the main file.
#include <gtest/gtest.h>

#include "lang/cg/reader/compile.h"

namespace tessera::lang::cg {
namespace {

// The loop's bound is a uniform, so lower_unroll reports it; the loop is on line 4, column 5
// of loop.cgh (the `for`), which is what the message must name.
TEST(DriverDiagnostics, PassErrorInIncludedHeaderPointsIntoHeader) {
    const std::string header = "float sum(float n)\n{\n    float s = 0;\n    for (float i = 0; i < n; i++)\n"
                               "        s += i;\n    return s;\n}\n";
    CompileOptions options;
    options.source_name = "main.cg";
    options.source_text = "#include \"loop.cgh\"\n"
                          "float4 main(uniform float n) : COLOR { return float4(sum(n), 0, 0, 1); }\n";
    options.read_file = [&](const std::string& path) -> std::optional<std::string> {
        if (path.size() >= 8 && path.substr(path.size() - 8) == "loop.cgh") return header;
        return std::nullopt;
    };
    CompileResult r = CompileCg(options);
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.diagnostics.find("loop.cgh:4:5: error: loops must have a compile-time iteration count in arbfp1: "
                                 "this 'for' loop cannot be unrolled"),
              std::string::npos)
        << r.diagnostics;
    // The header's inclusion is named ("in file included from main.cg:1:"), no position in main.cg.
    EXPECT_EQ(r.diagnostics.find("\nmain.cg:"), std::string::npos) << r.diagnostics;
    EXPECT_NE(r.diagnostics.rfind("main.cg:", 0), 0u) << r.diagnostics;
}

// The main file's loop does not unroll; the header's does, and starts at the same byte
// offset in its file. The error must name the main file's loop (matching the loop by file
// and offset; by offset alone, the header's loop, seen first, would be blamed).
TEST(DriverDiagnostics, SameOffsetInTwoFilesIsNotConfused) {
    const std::string header = "// a header whose loop starts at the same offset as main.cg's\n"
                               "float twice(float x) { float s = 0; for (int i = 0; i < 2; i++) s += x; return s; }\n";
    std::string main = "#include \"twice.cgh\"\nfloat4 main(uniform float n) : COLOR {\n  float s = twice(n);\n";
    const std::size_t header_loop = header.find("for (");
    ASSERT_GT(header_loop, main.size());
    const std::size_t line_start = main.size();
    main += std::string(header_loop - main.size(), ' ') + "for (float i = 0; i < n; i++) s += i;\n"
            "  return float4(s, 0, 0, 1);\n}\n";
    ASSERT_EQ(main.find("for ("), header_loop);
    CompileOptions options;
    options.source_name = "main.cg";
    options.source_text = main;
    options.read_file = [&](const std::string& path) -> std::optional<std::string> {
        if (path.size() >= 9 && path.substr(path.size() - 9) == "twice.cgh") return header;
        return std::nullopt;
    };
    CompileResult r = CompileCg(options);
    EXPECT_FALSE(r.ok);
    // Line 4 of main.cg; the column is the loop's offset in its line plus one.
    const std::string where = "main.cg:4:" + std::to_string(header_loop - line_start + 1) + ": error: loops must have";
    EXPECT_NE(r.diagnostics.find(where), std::string::npos) << where << "\n" << r.diagnostics;
    EXPECT_EQ(r.diagnostics.find("twice.cgh:"), std::string::npos) << r.diagnostics;
}

}  // namespace
}  // namespace tessera::lang::cg
