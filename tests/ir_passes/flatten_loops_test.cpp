// SPDX-License-Identifier: MIT
// lower_flatten_loops (through the "lower" pipeline with kept loops, as for fp40): nests of
// `levels` loops, each `for (i_k = 0; i_k < n; ++i_k)` with n a uniform, run by the IR
// interpreter before and after, and compared with a direct model of the same loops
// (Expected below, plain C++ loops). The innermost body skips i_last == 1 (continue) and
// leaves when i_0 + i_last == 3 (break), so both exits of the inner loop are exercised.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "ir/interpreter.h"
#include "ir/passes/ir_util.h"
#include "ir/passes/pass_manager.h"
#include "ir/text_reader.h"

namespace tessera::ir::passes {
namespace {

// The IR text of the nest; the output's x is the number of times the innermost body
// reached its end.
std::string NestText(int levels) {
    std::ostringstream o;
    int v = 0;
    const auto value = [&v] { return "%" + std::to_string(v++); };
    o << "module fragment\nuniform @n: int\noutput @color: float4 @COLOR\nfn main() -> void {\n"
      << "var $s: float\n";
    for (int k = 0; k < levels; ++k) o << "var $i" << k << ": int\n";
    std::string zero = value();
    o << zero << ": float = const (0)\nstore $s, " << zero << "\n";
    for (int k = 0; k < levels; ++k) {
        const std::string init = value(), i = value(), n = value(), lt = value(), out = value();
        o << init << ": int = const (0)\nstore $i" << k << ", " << init << "\nloop {\n"
          << i << ": int = load $i" << k << "\n" << n << ": int = load @n\n"
          << lt << ": bool = lt " << i << ", " << n << "\n" << out << ": bool = not " << lt << "\n"
          << "if " << out << " {\nbreak\n}\n";
    }
    const int last = levels - 1;
    const std::string a = value(), b = value(), sum = value(), three = value(), stop = value(),
                      one = value(), skip = value(), s = value();
    o << a << ": int = load $i0\n" << b << ": int = load $i" << last << "\n"
      << sum << ": int = add " << a << ", " << b << "\n" << three << ": int = const (3)\n"
      << stop << ": bool = eq " << sum << ", " << three << "\nif " << stop << " {\nbreak\n}\n"
      << one << ": int = const (1)\n" << skip << ": bool = eq " << b << ", " << one << "\n"
      << "if " << skip << " {\ncontinue\n}\n"
      << s << ": float = load $s\n";
    const std::string fone = value(), s2 = value();
    o << fone << ": float = const (1)\n" << s2 << ": float = add " << s << ", " << fone << "\n"
      << "store $s, " << s2 << "\n";
    for (int k = last; k >= 0; --k) {
        const std::string i = value(), step = value(), next = value();
        o << "} continuing {\n" << i << ": int = load $i" << k << "\n" << step << ": int = const (1)\n"
          << next << ": int = add " << i << ", " << step << "\nstore $i" << k << ", " << next << "\n}\n";
    }
    const std::string r = value(), color = value();
    o << r << ": float = load $s\n" << color << ": float4 = construct " << r << ", " << r << ", " << r << ", "
      << r << "\nstore @color, " << color << "\nret\n}\nentry main\n";
    return o.str();
}

// The same loops in C++.
double Expected(int levels, int n) {
    double s = 0;
    std::vector<int> i(static_cast<std::size_t>(levels));
    std::function<void(int)> level = [&](int k) {
        for (i[k] = 0; i[k] < n; ++i[k]) {
            if (k + 1 < levels) {
                level(k + 1);
                continue;
            }
            if (i[0] + i[k] == 3) break;
            if (i[k] == 1) continue;
            s += 1;
        }
    };
    level(0);
    return s;
}

int Depth(const Function& f, const Block& block) {
    int depth = 0;
    for (InstId id : block)
        for (const Block& nested : f.At(id).blocks)
            depth = std::max(depth, Depth(f, nested) + (f.At(id).op == Op::kLoop ? 1 : 0));
    return depth;
}

std::optional<Module> Read(const std::string& text) {
    support::SourceFile source("nest.ir", text);
    support::DiagnosticList diagnostics;
    std::optional<Module> m = ReadModule(source, diagnostics);
    EXPECT_TRUE(m.has_value()) << support::FormatDiagnostics(source, diagnostics) << text;
    return m;
}

double Interpret(const Module& m, int n) {
    Inputs inputs(m);
    EXPECT_TRUE(inputs.SetGlobal(0, {static_cast<double>(n)}));
    const RunResult run = RunFragment(m, inputs);
    EXPECT_TRUE(run.ok) << run.error;
    return run.ok ? run.fragments[0].outputs.at("@color").scalars[0] : -1;
}

TEST(FlattenLoops, DeepNestsBecomeTwoLoopsThatComputeTheSame) {
    for (int levels : {4, 5, 7}) {
        const std::optional<Module> source = Read(NestText(levels));
        ASSERT_TRUE(source.has_value());
        Module lowered = *source;
        PipelineOptions options;
        options.validate = true;
        options.keep_loops = true;
        support::DiagnosticList diagnostics;
        ASSERT_TRUE(RunPipeline(lowered, "lower", options, diagnostics).ok) << levels;
        const Function& f = lowered.functions[lowered.entry];
        // Nests the option runs (4 deep at most) stay as they are.
        EXPECT_EQ(Depth(f, f.body), levels <= 4 ? levels : 2) << levels;
        for (int n : {0, 1, 3}) {
            EXPECT_EQ(Interpret(*source, n), Expected(levels, n)) << levels << " levels, n = " << n;
            EXPECT_EQ(Interpret(lowered, n), Expected(levels, n)) << levels << " levels, n = " << n;
        }
    }
}

}  // namespace
}  // namespace tessera::ir::passes
