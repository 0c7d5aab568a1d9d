// SPDX-License-Identifier: MIT
#include "lang/common/cfamily/number.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <limits>

namespace tessera::lang::cfamily {
namespace {

NumberSyntax Cg() {
    NumberSyntax s;
    s.cg_suffixes = true;
    return s;
}

NumberValue Ok(std::string_view text, NumberSyntax syntax = Cg()) {
    ParsedNumber n = ParseNumber(text, syntax);
    EXPECT_TRUE(n.ok) << text << ": " << n.error;
    return n.value;
}

std::string Err(std::string_view text, NumberSyntax syntax = Cg()) {
    ParsedNumber n = ParseNumber(text, syntax);
    EXPECT_FALSE(n.ok) << text;
    return n.error;
}

TEST(CfamilyNumber, Integers) {
    EXPECT_EQ(Ok("0").integer, 0u);
    EXPECT_EQ(Ok("42").integer, 42u);
    EXPECT_EQ(Ok("42").type, NumberType::kCint);
    EXPECT_FALSE(Ok("42").is_float);
    EXPECT_EQ(Ok("017").integer, 15u);   // octal
    EXPECT_EQ(Ok("0x1F").integer, 31u);  // hexadecimal
    EXPECT_EQ(Ok("0XaBc").integer, 2748u);
    EXPECT_EQ(Ok("18446744073709551615").integer, 18446744073709551615u);
    EXPECT_EQ(Ok("0xFFFFFFFFFFFFFFFF").integer, 18446744073709551615u);
    EXPECT_EQ(Ok("01777777777777777777777").integer, 18446744073709551615u);
}

TEST(CfamilyNumber, IntegerErrors) {
    EXPECT_EQ(Err("18446744073709551616"), "integer constant is too large");
    EXPECT_EQ(Err("0x10000000000000000"), "integer constant is too large");
    EXPECT_EQ(Err("08"), "invalid digit '8' in octal constant");
    EXPECT_EQ(Err("0x", NumberSyntax{}), "hexadecimal constant has no digits");
    EXPECT_EQ(Err("12abc"), "invalid suffix 'abc' on integer constant");
    EXPECT_EQ(Err("0x1h"), "invalid suffix 'h' on integer constant");
    EXPECT_EQ(Err("1lu"), "invalid suffix 'lu' on integer constant");
}

TEST(CfamilyNumber, Floats) {
    EXPECT_EQ(Ok("1.").real, 1.0);
    EXPECT_EQ(Ok(".5").real, 0.5);
    EXPECT_EQ(Ok("1.5e2").real, 150.0);
    EXPECT_EQ(Ok("1E-2").real, 0.01);
    EXPECT_EQ(Ok("1e+3").real, 1000.0);
    EXPECT_EQ(Ok("0.1").real, 0.1);   // correctly rounded
    EXPECT_EQ(Ok("08.5").real, 8.5);  // a leading 0 does not make a float octal
    EXPECT_EQ(Ok("09e1").real, 90.0);
    EXPECT_TRUE(Ok("1.5").is_float);
    EXPECT_EQ(Ok("1.5").type, NumberType::kCfloat);
    EXPECT_EQ(Ok("2e3").type, NumberType::kCfloat);
    EXPECT_EQ(Ok("1e-999").real, 0.0);  // underflow is not an error
    EXPECT_EQ(Ok("1.7976931348623157e308").real, std::numeric_limits<double>::max());
}

TEST(CfamilyNumber, FloatErrors) {
    EXPECT_EQ(Err("1e999"), "floating constant is too large");
    EXPECT_EQ(Err("1e"), "exponent has no digits");
    EXPECT_EQ(Err("1e+"), "exponent has no digits");
    EXPECT_EQ(Err("1.2.3"), "invalid suffix '.3' on floating constant");
    EXPECT_EQ(Err("1.5i"), "invalid suffix 'i' on floating constant");
    EXPECT_EQ(Err("1.5ff"), "invalid suffix 'ff' on floating constant");
}

TEST(CfamilyNumber, CgSuffixes) {
    // Cg spec, "Constants": d f h i l s t u x, and u followed by s t i l.
    struct Case {
        const char* text;
        NumberType type;
        bool is_float;
    } cases[] = {
        {"1.5f", NumberType::kFloat, true},        {"1.5F", NumberType::kFloat, true},
        {"1.5h", NumberType::kHalf, true},         {"1.5x", NumberType::kFixed, true},
        {"1.5d", NumberType::kDouble, true},       {"1e2h", NumberType::kHalf, true},
        {"7i", NumberType::kInt, false},           {"7l", NumberType::kLong, false},
        {"7s", NumberType::kShort, false},         {"7t", NumberType::kChar, false},
        {"7u", NumberType::kUnsigned, false},      {"7us", NumberType::kUnsignedShort, false},
        {"7ut", NumberType::kUnsignedChar, false}, {"7ui", NumberType::kUnsignedInt, false},
        {"7ul", NumberType::kUnsignedLong, false}, {"7UL", NumberType::kUnsignedLong, false},
        {"0x7u", NumberType::kUnsigned, false},    {"07s", NumberType::kShort, false},
    };
    for (const Case& c : cases) {
        NumberValue v = Ok(c.text);
        EXPECT_EQ(v.type, c.type) << c.text;
        EXPECT_EQ(v.is_float, c.is_float) << c.text;
        EXPECT_EQ(c.is_float ? v.real : static_cast<double>(v.integer),
                  c.is_float ? std::atof(c.text) : 7.0)
            << c.text;
    }
}

TEST(CfamilyNumber, FloatSuffixOnAnIntegerMakesAFloat) {
    NumberValue v = Ok("2h");
    EXPECT_TRUE(v.is_float);
    EXPECT_EQ(v.type, NumberType::kHalf);
    EXPECT_EQ(v.real, 2.0);
    EXPECT_EQ(Ok("010f").real, 10.0);  // digits then a float suffix read as decimal
    NumberValue zero = Ok("0x");
    EXPECT_EQ(zero.type, NumberType::kFixed);
    EXPECT_EQ(zero.real, 0.0);
}

TEST(CfamilyNumber, GlslSuffixes) {
    NumberSyntax glsl110;
    EXPECT_EQ(Err("1.0f", glsl110), "invalid suffix 'f' on floating constant");
    EXPECT_EQ(Err("3u", glsl110), "invalid suffix 'u' on integer constant");
    EXPECT_EQ(Err("1h", glsl110), "invalid suffix 'h' on integer constant");
    EXPECT_EQ(Ok("1.0", glsl110).type, NumberType::kCfloat);
    NumberSyntax glsl130;
    glsl130.float_suffix_f = true;
    glsl130.unsigned_suffix_u = true;
    EXPECT_EQ(Ok("1.0f", glsl130).type, NumberType::kFloat);
    EXPECT_EQ(Ok("3u", glsl130).type, NumberType::kUnsigned);
    EXPECT_EQ(Err("1f", glsl130), "invalid suffix 'f' on integer constant");
    EXPECT_EQ(Err("1.0h", glsl130), "invalid suffix 'h' on floating constant");
}

TEST(CfamilyNumber, SuffixNames) {
    EXPECT_EQ(NumberTypeSuffix(NumberType::kCint), "");
    EXPECT_EQ(NumberTypeSuffix(NumberType::kUnsignedChar), "ut");
    EXPECT_EQ(NumberTypeSuffix(NumberType::kFixed), "x");
}

}  // namespace
}  // namespace tessera::lang::cfamily
