// SPDX-License-Identifier: MIT
// The constant folder and the interpreter agree, over the whole of ir/ops.def.
//
// For every component-wise operation and every intrinsic, one small module computes it from
// uniforms; the interpreter runs it, and the folder (TryFold) folds the same instruction
// with the uniforms' values as constants. Over a grid of operands (zeros of both signs,
// negatives, huge and tiny values, infinities, NaN; ints at their limits) the two must give
// the same bits, and the folder may decline only where docs/IR.md says a program cannot
// count on the value (int division by zero, INT_MIN / -1). The folder calls the
// interpreter's arithmetic, so this holds by construction; the test keeps it so.
//
// The arithmetic itself is checked by the spot values below, derived by hand from the
// GLSL 1.10 (section 8) and Cg formulas docs/IR.md cites.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "ir/interpreter.h"
#include "ir/op_table.h"
#include "ir/passes/const_eval.h"
#include "ir/printer.h"
#include "ir/text_reader.h"

namespace tessera::ir::passes {
namespace {

struct Case {
    std::string op;  ///< as the text form spells it ("add", "intrinsic smoothstep")
    std::vector<std::string> operands;
    std::string result;
};

// Two modules for one case: `interpreted` loads the operands from uniforms, `folded` has
// the same instruction with constant operands (the loads turned into constants).
struct Harness {
    Module interpreted;
    Module folded;

    explicit Harness(const Case& c) {
        std::string text = "module fragment\n";
        for (std::size_t i = 0; i < c.operands.size(); ++i)
            text += "uniform @u" + std::to_string(i) + ": " + c.operands[i] + "\n";
        text += "fn main() -> " + c.result + " {\n";
        std::string args;
        for (std::size_t i = 0; i < c.operands.size(); ++i) {
            text += "  %" + std::to_string(i) + ": " + c.operands[i] + " = load @u" +
                    std::to_string(i) + "\n";
            args += (i ? ", %" : " %") + std::to_string(i);
        }
        const std::string result = "%" + std::to_string(c.operands.size());
        text += "  " + result + ": " + c.result + " = " + c.op + args + "\n  ret " + result +
                "\n}\nentry main\n";
        support::SourceFile source("case.ir", text);
        support::DiagnosticList diagnostics;
        std::optional<Module> m = ReadModule(source, diagnostics);
        EXPECT_TRUE(m.has_value()) << text;
        if (!m) return;
        interpreted = *m;
        folded = std::move(*m);
        Function& f = folded.functions[0];
        for (std::size_t i = 0; i < c.operands.size(); ++i) {
            Instruction& load = f.At(f.body[i]);
            load.op = Op::kConstant;
            load.vars.clear();
        }
    }

    bool Ok() const { return !interpreted.functions.empty(); }

    std::vector<double> Interpret(const std::vector<std::vector<double>>& operands) const {
        Inputs inputs(interpreted);
        for (std::size_t i = 0; i < operands.size(); ++i)
            EXPECT_TRUE(inputs.SetGlobal(i, operands[i]));
        RunResult run = RunFragment(interpreted, inputs);
        EXPECT_TRUE(run.ok) << run.error;
        if (!run.ok || !run.fragments[0].returned) return {};
        return run.fragments[0].returned->scalars;
    }

    std::optional<std::vector<double>> Fold(const std::vector<std::vector<double>>& operands) {
        Function& f = folded.functions[0];
        for (std::size_t i = 0; i < operands.size(); ++i) f.At(f.body[i]).literal = operands[i];
        return TryFold(folded.types, f, f.At(f.body[operands.size()]));
    }
};

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kIntMax = std::numeric_limits<std::int32_t>::max();
constexpr double kIntMin = std::numeric_limits<std::int32_t>::min();

std::vector<double> Grid(const std::string& type) {
    if (type.rfind("bool", 0) == 0) return {0, 1};
    if (type.rfind("int", 0) == 0) return {0, 1, -1, 2, -7, 3, kIntMax, kIntMin};
    // Every value is a float; 1e-30 is a small normal float, 1e30 squares to infinity.
    return {
        0.0,  -0.0,  1,   -1, 0.5, -2.5, 3, static_cast<float>(1e30), static_cast<float>(-1e-30),
        kInf, -kInf, kNaN};
}

std::size_t ScalarCount(const std::string& type) {
    if (type.find('x') != std::string::npos)
        return (type[type.size() - 3] - '0') * std::size_t(type.back() - '0');
    char last = type.back();
    return last >= '1' && last <= '4' ? std::size_t(last - '0') : 1;
}

// Operands for run `r`: every tuple of grid values over the operands is visited, one tuple
// per scalar position, so a float4 case tries four tuples per run. With `splat`, every
// scalar of an operand holds the same value instead, which is what reductions (dot,
// length, determinant) need to meet their own edge cases (a dot product of -0s).
std::vector<std::vector<double>> Operands(const Case& c, std::size_t r, std::size_t width,
                                          bool splat) {
    std::vector<std::vector<double>> out;
    std::size_t stride = 1;
    for (const std::string& type : c.operands) {
        std::vector<double> grid = Grid(type);
        std::vector<double> values(ScalarCount(type));
        for (std::size_t j = 0; j < values.size(); ++j)
            values[j] = grid[((splat ? r : r * width + j) / stride) % grid.size()];
        out.push_back(values);
        stride *= grid.size();
    }
    return out;
}

// docs/IR.md: int division and mod by zero, and INT_MIN / -1, are the interpreter's choice.
bool MayDecline(const Case& c, const std::vector<std::vector<double>>& operands) {
    if ((c.op != "div" && c.op != "mod") || c.operands[0].rfind("int", 0) != 0) return false;
    for (std::size_t i = 0; i < operands[1].size(); ++i)
        if (operands[1][i] == 0 || (operands[0][i] == kIntMin && operands[1][i] == -1)) return true;
    return false;
}

std::vector<Case> TableCases() {
    std::vector<Case> cases;
    auto same = [](const std::string& op, int n, const std::string& type,
                   const std::string& result) {
        return Case{op, std::vector<std::string>(static_cast<std::size_t>(n), type), result};
    };
    for (std::size_t i = 0; i < kOpCount; ++i) {
        const OpInfo& info = kOpTable[i];
        if (info.float_lanes) cases.push_back(same(info.name, info.operands, "float4", "float4"));
        if (info.int_lanes) cases.push_back(same(info.name, info.operands, "int4", "int4"));
        if (info.compare) {
            cases.push_back(same(info.name, 2, "float4", "bool4"));
            cases.push_back(same(info.name, 2, "int4", "bool4"));
        }
        if (info.logic) cases.push_back(same(info.name, info.operands, "bool4", "bool4"));
    }
    for (std::size_t i = 0; i < kIntrinsicCount; ++i) {
        const IntrinsicInfo& info = kIntrinsicTable[i];
        const std::string op = std::string("intrinsic ") + info.name;
        switch (info.rule) {
            case IntrinsicRule::kNumeric:
                cases.push_back(same(op, info.operands, "int4", "int4"));
                [[fallthrough]];
            case IntrinsicRule::kFloat:
                cases.push_back(same(op, info.operands, "float4", "float4"));
                break;
            case IntrinsicRule::kFloatToScalar:
                cases.push_back(same(op, info.operands, "float4", "float"));
                break;
            case IntrinsicRule::kSpecial:
                switch (static_cast<Intrinsic>(i)) {
                    case Intrinsic::kCross:
                        cases.push_back(same(op, 2, "float3", "float3"));
                        break;
                    case Intrinsic::kRefract:
                        cases.push_back({op, {"float4", "float4", "float"}, "float4"});
                        break;
                    case Intrinsic::kTranspose:
                        cases.push_back(same(op, 1, "float2x3", "float3x2"));
                        break;
                    case Intrinsic::kDeterminant:
                        cases.push_back(same(op, 1, "float2x2", "float"));
                        cases.push_back(same(op, 1, "float3x3", "float"));
                        break;
                    case Intrinsic::kLit:
                        cases.push_back(same(op, 3, "float", "float4"));
                        break;
                    default:
                        ADD_FAILURE() << "no test case for intrinsic " << info.name;
                }
                break;
        }
    }
    return cases;
}

TEST(FoldAgrees, EveryTableEntryFoldsToWhatTheInterpreterComputes) {
    std::size_t checked = 0;
    for (const Case& c : TableCases()) {
        Harness h(c);
        ASSERT_TRUE(h.Ok()) << c.op;
        std::size_t width = ScalarCount(c.operands[0]);
        std::size_t tuples = 1;
        for (const std::string& t : c.operands) tuples *= Grid(t).size();
        // At most 512 runs a case and way (lit's 1,728 tuples of scalars are sampled).
        for (std::size_t run = 0; run < 1024; ++run) {
            bool splat = run >= 512;
            std::size_t r = run % 512;
            if ((splat ? r : r * width) >= tuples) continue;
            std::vector<std::vector<double>> operands = Operands(c, r, width, splat);
            std::vector<double> interpreted = h.Interpret(operands);
            std::optional<std::vector<double>> folded = h.Fold(operands);
            if (!folded) {
                EXPECT_TRUE(MayDecline(c, operands))
                    << c.op << " " << c.operands[0] << " run " << run;
                continue;
            }
            ASSERT_EQ(folded->size(), interpreted.size()) << c.op;
            for (std::size_t i = 0; i < interpreted.size(); ++i)
                ASSERT_EQ(std::bit_cast<std::uint64_t>((*folded)[i]),
                          std::bit_cast<std::uint64_t>(interpreted[i]))
                    << c.op << " " << c.operands[0] << " run " << run << " component " << i
                    << ": folded " << PrintScalar((*folded)[i]) << ", interpreted "
                    << PrintScalar(interpreted[i]);
            ++checked;
        }
    }
    EXPECT_GT(checked, 3000u);
}

// One value through both paths (they agree, as tested above), checked against a number
// worked out by hand.
std::vector<double> Computed(const Case& c, const std::vector<std::vector<double>>& operands) {
    Harness h(c);
    std::optional<std::vector<double>> folded = h.Fold(operands);
    EXPECT_TRUE(folded.has_value()) << c.op;
    EXPECT_EQ(folded.value_or(std::vector<double>{}), h.Interpret(operands)) << c.op;
    return folded.value_or(std::vector<double>{});
}

TEST(FoldAgrees, SpotValuesMatchTheSpecFormulas) {
    using V = std::vector<double>;
    // smoothstep (GLSL 8.3): t = clamp((x - e0) / (e1 - e0), 0, 1); t * t * (3 - 2t).
    // t = 1/2: 0.25 * 2 = 0.5; t = 1/4: 0.0625 * 2.5 = 0.15625; below e0: 0; above e1: 1.
    EXPECT_EQ(Computed({"intrinsic smoothstep", {"float4", "float4", "float4"}, "float4"},
                       {{0, 0, 0, 0}, {2, 4, 2, 2}, {1, 1, -1, 3}}),
              (V{0.5, 0.15625, 0, 1}));
    // lerp (Cg): a + t (b - a) = 1 + 0.25 * 2; step (GLSL): x < edge ? 0 : 1.
    EXPECT_EQ(
        Computed({"intrinsic lerp", {"float", "float", "float"}, "float"}, {{1}, {3}, {0.25}}),
        V{1.5});
    EXPECT_EQ(Computed({"intrinsic step", {"float2", "float2"}, "float2"}, {{1, 0.5}, {0.5, 1}}),
              (V{0, 1}));
    // fmod and float mod (Cg): x - y trunc(x / y), the sign of x: -7 - 3 * -2 = -1.
    EXPECT_EQ(Computed({"intrinsic fmod", {"float", "float"}, "float"}, {{-7}, {3}}), V{-1});
    EXPECT_EQ(Computed({"mod", {"float", "float"}, "float"}, {{7}, {-3}}), V{1});
    // Int div and mod truncate toward zero as C does: -7 / 2 = -3, -7 % 2 = -1.
    EXPECT_EQ(Computed({"div", {"int", "int"}, "int"}, {{-7}, {2}}), V{-3});
    EXPECT_EQ(Computed({"mod", {"int", "int"}, "int"}, {{-7}, {2}}), V{-1});
    // clamp, saturate, sign, fract (x - floor x), round (halves away from zero, docs/IR.md).
    EXPECT_EQ(Computed({"intrinsic clamp", {"float", "float", "float"}, "float"}, {{5}, {0}, {2}}),
              V{2});
    EXPECT_EQ(Computed({"intrinsic saturate", {"float2"}, "float2"}, {{-0.5, 1.5}}), (V{0, 1}));
    EXPECT_EQ(Computed({"intrinsic sign", {"int2"}, "int2"}, {{-3, 0}}), (V{-1, 0}));
    EXPECT_EQ(Computed({"intrinsic fract", {"float"}, "float"}, {{-0.25}}), V{0.75});
    EXPECT_EQ(Computed({"intrinsic round", {"float2"}, "float2"}, {{2.5, -2.5}}), (V{3, -3}));
    EXPECT_EQ(Computed({"intrinsic pow", {"float", "float"}, "float"}, {{2}, {10}}), V{1024});
    EXPECT_EQ(Computed({"intrinsic rsqrt", {"float"}, "float"}, {{4}}), V{0.5});
    // dot: 1*5 + 2*6 + 3*7 + 4*8 = 70; cross(x, y) = z; length (3, 4) = 5;
    // distance((1, 1), (4, 5)) = length((3, 4)) = 5.
    EXPECT_EQ(
        Computed({"intrinsic dot", {"float4", "float4"}, "float"}, {{1, 2, 3, 4}, {5, 6, 7, 8}}),
        V{70});
    EXPECT_EQ(Computed({"intrinsic cross", {"float3", "float3"}, "float3"}, {{1, 0, 0}, {0, 1, 0}}),
              (V{0, 0, 1}));
    EXPECT_EQ(Computed({"intrinsic length", {"float2"}, "float"}, {{3, 4}}), V{5});
    EXPECT_EQ(Computed({"intrinsic distance", {"float2", "float2"}, "float"}, {{1, 1}, {4, 5}}),
              V{5});
    // reflect (GLSL 8.4): i - 2 dot(n, i) n = (1, -1) - 2 (-1) (0, 1) = (1, 1).
    EXPECT_EQ(Computed({"intrinsic reflect", {"float2", "float2"}, "float2"}, {{1, -1}, {0, 1}}),
              (V{1, 1}));
    // refract, eta = 1 (GLSL 8.4): k = 1 - 1 (1 - 1) = 1; i - (d + 1) n with d = -1 gives i.
    EXPECT_EQ(Computed({"intrinsic refract", {"float2", "float2", "float"}, "float2"},
                       {{0, -1}, {0, 1}, {1}}),
              (V{0, -1}));
    // faceforward: dot(ng, i) = -1 < 0 keeps n.
    EXPECT_EQ(Computed({"intrinsic faceforward", {"float2", "float2", "float2"}, "float2"},
                       {{0, 1}, {0, -1}, {0, 1}}),
              (V{0, 1}));
    // determinant of rows (1, 2), (3, 4): 1 * 4 - 2 * 3 = -2.
    EXPECT_EQ(Computed({"intrinsic determinant", {"float2x2"}, "float"}, {{1, 2, 3, 4}}), V{-2});
    // Cg's lit(0.5, 0.5, 2) = (1, max(0.5, 0), 0.5^2, 1).
    EXPECT_EQ(
        Computed({"intrinsic lit", {"float", "float", "float"}, "float4"}, {{0.5}, {0.5}, {2}}),
        (V{1, 0.5, 0.25, 1}));
}

}  // namespace
}  // namespace tessera::ir::passes
