// SPDX-License-Identifier: MIT
// Golden ISL programs (golden/*.isl). Each file states what must happen in its leading
// comments, written by hand from the spec:
//   // ERROR L:C: message     one per expected error, in order (rejected programs)
//   // PASSES: a; b; ...      the multipass plan's passes (accepted programs), as
//                             "draw COMBINE CHANNELS [s&M=R]", "save N", "transform",
//                             "lookup", "mask BIT"; several PASSES lines concatenate
// Every accepted file must also give a fused plan of exactly one pass.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "lang/isl/compile.h"
#include "tests/support/golden_files.h"

namespace tessera::lang::isl {
namespace {

namespace fs = std::filesystem;
namespace mp = runtime::multipass;

std::string Summary(const mp::Plan& plan) {
    static const char* combines[] = {"replace", "add", "subtract", "multiply", "blend", "over", "under"};
    std::string out;
    for (const mp::Pass& p : plan.passes) {
        if (!out.empty()) out += "; ";
        switch (p.kind) {
            case mp::PassKind::kDraw: {
                out += std::string("draw ") + combines[static_cast<int>(p.combine)] + " ";
                for (int i = 0; i < 4; ++i)
                    if (p.color_mask[i]) out += "rgba"[i];
                break;
            }
            case mp::PassKind::kSave: out += "save " + std::to_string(p.image); break;
            case mp::PassKind::kColorMatrix: out += "transform"; break;
            case mp::PassKind::kLookup: out += "lookup"; break;
            case mp::PassKind::kMask: out += "mask " + std::to_string(p.bit); break;
        }
        if (p.kind != mp::PassKind::kSave && p.kind != mp::PassKind::kMask && p.stencil.mask != 0)
            out += " s&" + std::to_string(p.stencil.mask) + "=" + std::to_string(p.stencil.ref);
    }
    return out;
}

struct Expectations {
    std::vector<std::string> errors;  ///< "L:C: message"
    std::string passes;
    bool has_passes = false;
};

Expectations ReadExpectations(const std::string& text) {
    Expectations e;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("// ERROR ", 0) == 0) e.errors.push_back(line.substr(9));
        if (line.rfind("// PASSES:", 0) == 0) {
            std::string part = line.substr(10);
            part.erase(0, part.find_first_not_of(' '));
            if (!e.passes.empty() && !part.empty()) e.passes += "; ";
            e.passes += part;
            e.has_passes = true;
        }
    }
    return e;
}

std::vector<std::string> Errors(const std::string& diagnostics) {
    std::vector<std::string> out;
    static const std::regex error(R"(^[^:\n]+:(\d+):(\d+): error: (.*)$)");
    std::istringstream in(diagnostics);
    for (std::string line; std::getline(in, line);) {
        std::smatch m;
        if (std::regex_match(line, m, error)) out.push_back(m[1].str() + ":" + m[2].str() + ": " + m[3].str());
    }
    return out;
}

class Golden : public ::testing::TestWithParam<std::string> {};

TEST_P(Golden, MatchesExpectations) {
    std::string text = tessera::testing::ReadText(fs::path(TESSERA_ISL_GOLDEN_DIR) / GetParam());
    Expectations expected = ReadExpectations(text);
    ASSERT_TRUE(expected.has_passes || !expected.errors.empty()) << "no expectations in " << GetParam();
    CompileOptions options;
    options.source_name = GetParam();
    options.text = text;
    options.lights = {mp::LightKind::kAmbient, mp::LightKind::kDistant};
    CompileResult multipass = CompileIsl(options);
    EXPECT_EQ(Errors(multipass.diagnostics), expected.errors) << multipass.diagnostics;
    if (!expected.errors.empty()) {
        EXPECT_FALSE(multipass.ok);
        return;
    }
    ASSERT_TRUE(multipass.ok) << multipass.diagnostics;
    EXPECT_EQ(Summary(multipass.plan), expected.passes);
    options.plan = mp::PlanKind::kFused;
    CompileResult fused = CompileIsl(options);
    ASSERT_TRUE(fused.ok);
    EXPECT_EQ(mp::PassCount(fused.plan), 1);
}

INSTANTIATE_TEST_SUITE_P(Isl, Golden, ::testing::ValuesIn(tessera::testing::GoldenInputs(TESSERA_ISL_GOLDEN_DIR, ".isl")),
                         [](const auto& info) {
                             std::string name = info.param.substr(0, info.param.find('.'));
                             for (char& c : name)
                                 if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                             return name;
                         });

}  // namespace
}  // namespace tessera::lang::isl
