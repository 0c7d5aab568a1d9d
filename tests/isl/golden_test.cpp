// SPDX-License-Identifier: MIT
// Golden ISL programs (tests/support/expectations.h): golden/NAME.isl beside
// NAME.isl.expected.diag (the diagnostics of a rejected program) or NAME.isl.expected.plan
// (an accepted program's multipass plan on one line, its passes written as
// "draw COMBINE CHANNELS [s&M=R]", "save N", "transform", "lookup", "mask BIT").
// Every accepted file must also give a fused plan of exactly one pass.
#include <gtest/gtest.h>

#include <filesystem>

#include "lang/isl/reader/compile.h"
#include "tests/support/expectations.h"
#include "tests/support/golden_files.h"

namespace tessera::lang::isl {
namespace {

namespace fs = std::filesystem;

std::string Summary(const plan::Plan& plan) {
    static const char* combines[] = {"replace", "add", "subtract", "multiply", "blend", "over", "under"};
    std::string out;
    for (const plan::Pass& p : plan.passes) {
        if (!out.empty()) out += "; ";
        switch (p.kind) {
            case plan::PassKind::kDraw: {
                out += std::string("draw ") + combines[static_cast<int>(p.combine)] + " ";
                for (int i = 0; i < 4; ++i)
                    if (p.color_mask[i]) out += "rgba"[i];
                break;
            }
            case plan::PassKind::kSave: out += "save " + std::to_string(p.image); break;
            case plan::PassKind::kColorMatrix: out += "transform"; break;
            case plan::PassKind::kLookup: out += "lookup"; break;
            case plan::PassKind::kMask: out += "mask " + std::to_string(p.bit); break;
        }
        if (p.kind != plan::PassKind::kSave && p.kind != plan::PassKind::kMask && p.stencil.mask != 0)
            out += " s&" + std::to_string(p.stencil.mask) + "=" + std::to_string(p.stencil.ref);
    }
    return out;
}

/// The plan's passes on one line (the format of the file comment), or nothing when the
/// shader was rejected; an accepted shader must also give a fused plan of exactly one pass.
tessera::testing::Translation CompileGolden(const fs::path& path) {
    CompileOptions options;
    options.source_name = path.filename().string();
    options.text = tessera::testing::ReadText(path);
    options.lights = {plan::LightKind::kAmbient, plan::LightKind::kDistant};
    const CompileResult multipass = CompileIsl(options);
    if (!multipass.ok) return {false, "", multipass.diagnostics};
    options.plan = plan::PlanKind::kFused;
    const CompileResult fused = CompileIsl(options);
    EXPECT_TRUE(fused.ok) << fused.diagnostics;
    if (fused.ok) {
        EXPECT_EQ(plan::PassCount(fused.plan), 1);
    }
    return {true, Summary(multipass.plan) + "\n", multipass.diagnostics};
}

const tessera::testing::ExpectationFolder kGolden{TESSERA_ISL_GOLDEN_DIR, ".isl", "plan", &CompileGolden};

}  // namespace
}  // namespace tessera::lang::isl

namespace tessera::testing {
INSTANTIATE_TEST_SUITE_P(Isl, Expectations, ::testing::ValuesIn(ExpectationCases(lang::isl::kGolden)), ExpectationName);
}  // namespace tessera::testing
