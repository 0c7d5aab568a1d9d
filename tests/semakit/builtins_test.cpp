// SPDX-License-Identifier: MIT
// The built-in-to-intrinsic table: each language's spelling finds the same intrinsic, and a
// name of the other language (or one written out of several instructions) finds none. The
// spellings are the Cg reference manual's and GLSL 1.10 section 8's.
#include "lang/common/semakit/builtins.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace tessera::lang::semakit {
namespace {

TEST(BuiltinIntrinsics, EachLanguageItsOwnSpelling) {
    EXPECT_EQ(DirectIntrinsic(Language::kCg, "lerp"), ir::Intrinsic::kLerp);
    EXPECT_EQ(DirectIntrinsic(Language::kGlsl, "mix"), ir::Intrinsic::kLerp);
    EXPECT_EQ(DirectIntrinsic(Language::kCg, "frac"), ir::Intrinsic::kFract);
    EXPECT_EQ(DirectIntrinsic(Language::kGlsl, "fract"), ir::Intrinsic::kFract);
    EXPECT_EQ(DirectIntrinsic(Language::kCg, "rsqrt"), ir::Intrinsic::kRsqrt);
    EXPECT_EQ(DirectIntrinsic(Language::kGlsl, "inversesqrt"), ir::Intrinsic::kRsqrt);
    EXPECT_EQ(DirectIntrinsic(Language::kGlsl, "smoothstep"), ir::Intrinsic::kSmoothstep);
}

TEST(BuiltinIntrinsics, OtherLanguagesNamesAndWrittenOutFunctionsAreNone) {
    EXPECT_EQ(DirectIntrinsic(Language::kGlsl, "lerp"), std::nullopt);
    EXPECT_EQ(DirectIntrinsic(Language::kCg, "mix"), std::nullopt);
    EXPECT_EQ(DirectIntrinsic(Language::kGlsl, "saturate"), std::nullopt);  // not GLSL
    EXPECT_EQ(DirectIntrinsic(Language::kGlsl, "mod"), std::nullopt);       // floored, written out
    EXPECT_EQ(DirectIntrinsic(Language::kGlsl, "atan"), std::nullopt);      // one or two arguments
    EXPECT_EQ(DirectIntrinsic(Language::kCg, "degrees"), std::nullopt);     // a product
    EXPECT_EQ(DirectIntrinsic(Language::kCg, "tex2D"), std::nullopt);       // a sample
}

TEST(BuiltinIntrinsics, ARowPerIntrinsicAndNoNameTwice) {
    std::set<ir::Intrinsic> intrinsics;
    std::set<std::string> cg, glsl;
    for (const BuiltinIntrinsic& row : BuiltinIntrinsics()) {
        EXPECT_TRUE(intrinsics.insert(row.intrinsic).second);
        EXPECT_TRUE(row.cg != nullptr || row.glsl != nullptr);
        if (row.cg) {
            EXPECT_TRUE(cg.insert(row.cg).second) << row.cg;
        }
        if (row.glsl) {
            EXPECT_TRUE(glsl.insert(row.glsl).second) << row.glsl;
        }
    }
    // What the two readers' own tables held before they shared this one: 42 Cg names, 30 GLSL.
    EXPECT_EQ(cg.size(), 42u);
    EXPECT_EQ(glsl.size(), 30u);
}

}  // namespace
}  // namespace tessera::lang::semakit
