// SPDX-License-Identifier: MIT
// The reference vertex executor on values worked out by hand from 2.14.4 and 2.14.5.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "lang/arbvp/reader/reader.h"
#include "runtime/exec/vertex.h"

namespace tessera::runtime::exec {
namespace {

using support::Vec4;

// Reads `body`, runs it with `attributes` (in program order) and `parameters` values for the
// program's env parameters 0.. (constants are taken from the program), returns the results.
std::vector<Vec4> Execute(const std::string& body, std::vector<Vec4> attributes = {},
                      std::vector<Vec4> env = {}) {
    auto r = lang::arbvp::ReadProgram("!!ARBvp1.0\n" + body);
    EXPECT_TRUE(r.program.has_value()) << body << r.error_string;
    if (!r.program) return {};
    std::vector<Vec4> parameters;
    for (const auto& p : r.program->parameters)
        parameters.push_back(p.kind == lang::arbasm::ParameterBinding::Kind::kEnv
                                 ? env.at(p.index)
                                 : Vec4{p.constant[0], p.constant[1], p.constant[2], p.constant[3]});
    attributes.resize(r.program->attributes.size(), Vec4{0, 0, 0, 1});
    std::vector<Vec4> results(r.program->outputs.size());
    RunVertexReference(*r.program, attributes, parameters, results);
    return results;
}

TEST(VertexExecutor, SharedInstructionsAndWriteMasks) {
    // DP4 of (1,2,3,4) and (0.5,0.5,0.5,0.5) = 5; MAD (1,2,3,4)*2+1 = (3,5,7,9).
    auto out = Execute(
        "TEMP t;\nDP4 t.x, vertex.position, {0.5, 0.5, 0.5, 0.5};\n"
        "MAD t.yzw, vertex.position.xyzw, 2, 1;\nMOV result.color, t;\n"
        "SWZ result.texcoord, vertex.position, -w, 0, 1, y;\nEND",
        {Vec4{1, 2, 3, 4}});
    ASSERT_EQ(out.size(), 2u);
    EXPECT_EQ(out[0], (Vec4{5, 5, 7, 9}));
    EXPECT_EQ(out[1], (Vec4{-4, 0, 1, 2}));
}

TEST(VertexExecutor, UnwrittenResultsAndComponents) {
    // result.color's y..w are never written: (0,0,0,1) stands for undefined.
    auto out = Execute("MOV result.color.x, {0.25}.x;\nEND");
    EXPECT_EQ(out.at(0), (Vec4{0.25f, 0, 0, 1}));
}

TEST(VertexExecutor, ExpAndLog) {
    // EXP(2.5) = (2^2, 0.5, 2^2.5, 1); EXP(-1.25) = (2^-2, 0.75, 2^-1.25, 1).
    EXPECT_EQ(ExpApproximate(2.5f), (Vec4{4, 0.5f, std::exp2(2.5f), 1}));
    EXPECT_EQ(ExpApproximate(-1.25f), (Vec4{0.25f, 0.75f, std::exp2(-1.25f), 1}));
    // LOG(-12) uses |x| = 12 = 1.5 * 2^3: (3, 1.5, log2(12), 1).
    EXPECT_EQ(LogApproximate(-12.0f), (Vec4{3, 1.5f, std::log2(12.0f), 1}));
    EXPECT_EQ(LogApproximate(1.0f), (Vec4{0, 1, 0, 1}));
    // Just below 8: the exponent is 2, y just below 2 (log2 would round to 3).
    const float below8 = std::nextafter(8.0f, 0.0f);
    EXPECT_EQ(LogApproximate(below8)[0], 2);
    EXPECT_LT(LogApproximate(below8)[1], 2);
    const Vec4 zero = LogApproximate(0.0f);
    EXPECT_EQ(zero[0], -std::numeric_limits<float>::infinity());
    EXPECT_TRUE(std::isnan(zero[1]));
    EXPECT_EQ(zero[2], -std::numeric_limits<float>::infinity());
    auto out = Execute("EXP result.color, {3.0}.x;\nLOG result.texcoord, -{0.5}.x;\nEND");
    EXPECT_EQ(out.at(0), (Vec4{8, 0, 8, 1}));
    EXPECT_EQ(out.at(1), (Vec4{-1, 1, -1, 1}));
}

TEST(VertexExecutor, AddressLoadFloors) {
    EXPECT_EQ(AddressLoad(-1.7f), -2);
    EXPECT_EQ(AddressLoad(1.0f), 1);
    EXPECT_EQ(AddressLoad(3.7f), 3);
    EXPECT_EQ(AddressLoad(std::numeric_limits<float>::quiet_NaN()), 0);
    EXPECT_EQ(AddressLoad(1e30f), 16777216);
}

TEST(VertexExecutor, RelativeAddressing) {
    // c = {10, 20, 30, 40}; A0.x = floor(position.x); reads c[A0.x + 1].
    const std::string body =
        "ADDRESS A0; PARAM c[] = { 10, 20, 30, 40 };\n"
        "ARL A0.x, vertex.position.x;\nMOV result.color, c[A0.x + 1];\n"
        "MOV result.texcoord, c[A0.x - 2];\nEND";
    auto out = Execute(body, {Vec4{1.5f, 0, 0, 1}});
    EXPECT_EQ(out.at(0), (Vec4{30, 30, 30, 30}));  // 1 + 1 = 2
    EXPECT_EQ(out.at(1), (Vec4{0, 0, 0, 0}));      // 1 - 2 = -1: out of range
    out = Execute(body, {Vec4{3.2f, 0, 0, 1}});
    EXPECT_EQ(out.at(0), (Vec4{0, 0, 0, 0}));  // 4: one past the end
    EXPECT_EQ(out.at(1), (Vec4{20, 20, 20, 20}));
    out = Execute(body, {Vec4{-0.5f, 0, 0, 1}});  // floor(-0.5) = -1
    EXPECT_EQ(out.at(0), (Vec4{10, 10, 10, 10}));
}

TEST(VertexExecutor, EnvParametersAndTemporariesStartAtZero) {
    auto out = Execute("TEMP t;\nADD result.color, t, program.env[2];\nEND", {},
                   {Vec4{}, Vec4{}, Vec4{1, 2, 3, 4}});
    EXPECT_EQ(out.at(0), (Vec4{1, 2, 3, 4}));
}

}  // namespace
}  // namespace tessera::runtime::exec
