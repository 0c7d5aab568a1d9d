// SPDX-License-Identifier: MIT
// The fast vertex executor against the reference one (runtime/exec/vertex.h), bit for bit:
// piglit's ARBvp1.0 programs, targeted programs on every special value, and random
// programs on hostile inputs. Any NaN equals any NaN; every other result must have the
// reference's bits. Every kernel variant this CPU runs is checked.
#include <gtest/gtest.h>

#include <cmath>
#include <iostream>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "lang/arbvp/reader/reader.h"
#include "piglit_corpus.h"
#include "random_vertex_program.h"
#include "runtime/fast_exec/vertex_fast.h"

namespace tessera::testing::vertex_fast {
namespace {

using lang::arbasm::vertex::Program;

Program Read(const std::string& text) {
    auto r = lang::arbvp::ReadProgram(text);
    EXPECT_TRUE(r.program.has_value()) << text << r.error_string;
    return r.program.value_or(Program{});
}

TEST(FastVertexExecutor, RelativeAddressingByHand) {
    // c = env[0..2] = (10,..), (20,..), (30,..). Reading c[A0.x + 1] with A0.x = floor(x):
    // x = -1 -> c[0] = 10; x = 1.5 -> c[2] = 30; x = 2 -> index 3, outside: 0;
    // x = -2 -> index -1, outside: 0; x = NaN -> A0.x = 0 (vertex.h) -> c[1] = 20;
    // x = 1e30 -> A0.x clamped to 2^24, outside: 0. result.texcoord's unwritten y, z, w read
    // (0, 0, 1), vertex.h's start value.
    const Program program = Read(
        "!!ARBvp1.0\nADDRESS A0;\nPARAM c[3] = { program.env[0..2] };\n"
        "ARL A0.x, vertex.position.x;\nMOV result.color, c[A0.x + 1];\n"
        "MOV result.texcoord.x, {0.25}.x;\nEND\n");
    const Vec4 env[] = {Vec4{10, 11, 12, 13}, Vec4{20, 21, 22, 23}, Vec4{30, 31, 32, 33}};
    std::vector<Vec4> parameters;  // the env entries, and the constant {0.25} as written
    for (const auto& p : program.parameters)
        parameters.push_back(p.kind == lang::arbasm::vertex::ParameterBinding::Kind::kEnv
                                 ? env[p.index]
                                 : Vec4{p.constant[0], p.constant[1], p.constant[2], p.constant[3]});
    const float xs[] = {-1.0f, 1.5f, 2.0f, -2.0f, std::numeric_limits<float>::quiet_NaN(), 1e30f};
    const float expected_x[] = {10, 30, 0, 0, 20, 0};
    std::vector<Vec4> attributes;
    for (float x : xs) attributes.push_back({x, 0, 0, 1});
    ASSERT_EQ(program.attributes.size(), 1u);
    ASSERT_EQ(program.outputs.size(), 2u);
    std::vector<Vec4> results(2 * std::size(xs));
    runtime::exec::RunVerticesFast(program, attributes, parameters, results, std::size(xs));
    for (std::size_t v = 0; v < std::size(xs); ++v) {
        EXPECT_EQ(results[2 * v][0], expected_x[v]) << "vertex " << v;
        EXPECT_EQ(results[2 * v + 1], (Vec4{0.25f, 0, 0, 1})) << "vertex " << v;
    }
}

TEST(FastVertexExecutor, SpecialValuesThroughEveryScalarInstruction) {
    // Every pair of special values through EXP, LOG, LIT, POW, RCP, RSQ, EX2, LG2, FRC.
    const Program program = Read(
        "!!ARBvp1.0\nTEMP t;\nEXP result.color, vertex.position.x;\n"
        "LOG result.texcoord[0], -vertex.position.y;\nLIT result.texcoord[1], vertex.position;\n"
        "POW t.x, vertex.position.z, vertex.position.w;\nRCP t.y, vertex.position.z;\n"
        "RSQ t.z, vertex.position.w;\nLG2 t.w, vertex.position.x;\n"
        "MOV result.position, t;\nEX2 result.texcoord[2].x, vertex.position.y;\n"
        "FRC result.texcoord[2].yzw, vertex.position;\nEND\n");
    constexpr float kInf = std::numeric_limits<float>::infinity();
    const float specials[] = {0.0f,  -0.0f,  kInf,  -kInf, std::numeric_limits<float>::quiet_NaN(),
                              1e-40f, -1e-40f, 128.0f, -129.0f, 0.5f, -1e-8f, 3.0f};
    std::vector<Vec4> attributes;
    for (float a : specials)
        for (float b : specials) attributes.push_back({a, b, b, a});
    EXPECT_EQ(CompareExecutors(program, attributes, {}, attributes.size()), "");
}

TEST(FastVertexExecutor, PiglitArbVp10Programs) {
    auto root = FindPiglitRoot();
    if (!root) TESSERA_SKIP_OR_FAIL_IN_CI(PiglitSearchDescription());
    std::mt19937 random(1);
    int compared = 0, relative = 0;
    for (const PiglitProgram& p : LoadAsmParserTests(*root, "ARBvp1.0")) {
        if (p.expect_fail || !p.required_extensions.empty()) continue;
        const auto r = lang::arbvp::ReadProgram(p.text);
        if (!r.program) continue;  // the reader test (tests/conformance) judges loading
        const std::vector<Vec4> parameters = ResolveParameters(*r.program, random);
        const std::vector<Vec4> attributes = RandomAttributes(*r.program, random, kVertices);
        EXPECT_EQ(CompareExecutors(*r.program, attributes, parameters, kVertices), "") << p.name;
        ++compared;
        for (const auto& instruction : r.program->instructions)
            if (instruction.opcode == lang::arbasm::vertex::Opcode::kARL) {
                ++relative;
                break;
            }
    }
    std::cout << "ARBvp1.0 asmparsertest: " << compared << " programs compared, " << relative
              << " with ARL\n";
    // 41 of piglit's 150 ARBvp1.0 files load without an extension (most of the others are
    // meant to fail); far fewer means the corpus or the reader broke, and this test would
    // then check little.
    EXPECT_GE(compared, 35);
    EXPECT_GT(relative, 0);
}

TEST(FastVertexExecutor, RandomPrograms) {
    std::mt19937 random(20261121);
    int compared = 0, rejected = 0;
    for (int i = 0; i < 800; ++i) {
        const std::string text = RandomVertexProgram(random, 4 + i % 24);
        const auto r = lang::arbvp::ReadProgram(text);
        if (!r.program) {
            ++rejected;
            ADD_FAILURE() << "the generator wrote a program the reader refuses:\n"
                          << text << r.error_string;
            continue;
        }
        const std::vector<Vec4> parameters = ResolveParameters(*r.program, random);
        const std::vector<Vec4> attributes = RandomAttributes(*r.program, random, kVertices);
        const std::string difference =
            CompareExecutors(*r.program, attributes, parameters, kVertices);
        EXPECT_EQ(difference, "") << text;
        if (!difference.empty()) break;  // one program to debug is enough
        ++compared;
    }
    std::cout << "random vertex programs: " << compared << " compared, " << rejected
              << " refused\n";
}

}  // namespace
}  // namespace tessera::testing::vertex_fast
