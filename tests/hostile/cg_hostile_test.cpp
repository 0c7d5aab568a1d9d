// SPDX-License-Identifier: MIT
// Hostile Cg sources through `tessera check` (parse and type-check every function) and
// `tessera compile` (the whole path to ARBfp): each must be rejected with a positioned
// error, in bounded time and memory (hostile_case.h).
#include "hostile_case.h"

namespace tessera::testing {
namespace {

constexpr std::string_view kShader =
    "uniform sampler2D tex : TEXUNIT0;\n"
    "struct Light { float3 dir; float4 color; };\n"
    "float shade(float3 n, Light l) { return saturate(dot(n, -l.dir)); }\n"
    "float4 main(float2 uv : TEXCOORD0, float3 n : TEXCOORD1) : COLOR {\n"
    "    Light l = { float3(0, 0, -1), float4(1, 0.5, 0.25, 1) };\n"
    "    float4 c = tex2D(tex, uv) * shade(normalize(n), l);\n"
    "    for (int i = 0; i < 4; i++) c.rgb *= 0.9;\n"
    "    return c;\n"
    "}\n";

using CgHostile = HostileInput;

// `tessera compile FILE -o OUT`: the whole path.
class CgCompileHostile : public HostileInput {
  protected:
    ChildResult ExpectCompileError(const std::string& name, std::string_view content,
                                   std::string_view message = "") {
        return ExpectCleanError({"compile", Write(name, content), "-o", (dir_ / "out.fp").string()},
                                message);
    }
};

TEST_F(CgHostile, TruncatedSources) {
    for (std::size_t cut : {kShader.find("struct") + 10, kShader.find("saturate(") + 9,
                            kShader.find("for ("), kShader.size() - 3})
        ExpectCheckError("cut" + std::to_string(cut) + ".cg", kShader.substr(0, cut));
}

TEST_F(CgHostile, BinaryGarbage) {
    ExpectCheckError("garbage.cg", RandomBytes(1 << 16, 3));
    ExpectCheckError("shader_then_garbage.cg", std::string(kShader) + RandomBytes(1 << 16, 4));
}

TEST_F(CgHostile, InvalidUtf8) {
    ExpectCheckError("utf8.cg",
                     "float4 main() : COLOR { float caf\xc3\x28 = 1; return \xff\xfe; }\n");
}

TEST_F(CgHostile, OneMegabyteLine) {
    ExpectCheckError("long_line.cg",
                     "float4 main() : COLOR { return " + Repeat("x+", 1 << 19) + "; }\n");
}

TEST_F(CgHostile, TenThousandDeepNesting) {
    const std::string head = "float4 main() : COLOR { float x = 1;\n";
    ExpectCheckError("parens.cg",
                     head + "return " + Repeat("(", 10000) + "x" + Repeat(")", 10000) + "; }\n");
    ExpectCheckError("blocks.cg", head + Repeat("{", 10000) + Repeat("}", 10000) + "return x; }\n");
    ExpectCheckError("ifs.cg", head + Repeat("if (x > 0) ", 10000) + "x = 2; return x; }\n");
    ExpectCheckError("unary.cg", head + "return " + Repeat("-", 10000) + "x; }\n");
    ExpectCheckError("initializers.cg", head + "float a[1] = " + Repeat("{", 10000) + "1" +
                                            Repeat("}", 10000) + "; return x; }\n");
}

TEST_F(CgHostile, EnormousNumericLiterals) {
    ExpectCheckError("int.cg",
                     "float4 main() : COLOR { int i = 99999999999999999999999999; return i; }\n");
    ExpectCheckError("float.cg",
                     "float4 main() : COLOR { return 1e99999999999999999999 + missing; }\n");
    ExpectCheckError("digits.cg", "float4 main() : COLOR { return " + std::string(1 << 20, '7') +
                                      " + missing; }\n");
}

TEST_F(CgHostile, HugeArraySizes) {
    ExpectCheckError("uniform_array.cg",
                     "uniform float4 a[4000000000];\nfloat4 main() : COLOR { return a[3999999999] "
                     "+ missing; }\n");
    ExpectCheckError("negative_array.cg", "float4 main() : COLOR { float a[-1]; return 1; }\n");
}

TEST_F(CgCompileHostile, HugeArraySizes) {
    ExpectCompileError("local_array.cg",
                       "float4 main() : COLOR { float4 a[100000000]; a[7] = 1; return a[7]; }\n");
    ExpectCompileError("uniform_array.cg",
                       "uniform float4 a[1000000000];\nfloat4 main() : COLOR { return a[5]; }\n");
}

TEST_F(CgCompileHostile, LoopsThatWouldUnrollToAMillionInstructions) {
    ExpectCompileError(
        "million.cg",
        "float4 main(float4 c : COLOR0) : COLOR {\n"
        "    for (int i = 0; i < 1000000; i++) c = sin(c) * c + 0.5;\n    return c;\n}\n");
    // 1,000 iterations of a 1,000-iteration loop: each loop alone is within the limits.
    ExpectCompileError(
        "nested.cg",
        "float4 main(float4 c : COLOR0) : COLOR {\n"
        "    for (int i = 0; i < 1000; i++) for (int j = 0; j < 1000; j++) c = c * c + 0.5;\n"
        "    return c;\n}\n");
}

// The unroller's per-loop limits pass one loop within them; inlined a thousand times it
// would unroll to about three million instructions (once std::bad_alloc under 512 MiB).
// The function's total (UnrollOptions::max_total_instructions) stops it, at the loop.
TEST_F(CgCompileHostile, AnInlinedLoopUnrolledAThousandTimes) {
    ExpectCompileError(
        "inlined.cg",
        "float4 f(float4 c) { for (int i = 0; i < 1000; i++) c = c * c + 0.5; return c; }\n"
        "float4 main(float4 c : COLOR0) : COLOR {\n" +
            Repeat("    c = f(c);\n", 1000) + "    return c;\n}\n",
        "inlined.cg:1:22: error: unrolling the loops of 'main' makes more than 262144 "
        "instructions, the limit for a function");
}

// f_k calls f_{k-1} twice, with different arguments (merge_calls cannot merge them), so
// inlining f40 would copy f0 2^40 times (once a hang: merge_calls, quadratic in the
// growing entry function, then std::bad_alloc). Inlining stops at kMaxInlinedInstructions,
// at a call in one of the f_k.
TEST_F(CgCompileHostile, CallsNestedExponentially) {
    std::string text = "float f0(float x) { return x * x + 1; }\n";
    for (int k = 1; k <= 40; ++k)
        text += "float f" + std::to_string(k) + "(float x) { return f" + std::to_string(k - 1) +
                "(f" + std::to_string(k - 1) + "(x)); }\n";
    ExpectCompileError("exponential.cg",
                       text + "float4 main(float4 c : COLOR0) : COLOR { return f40(c.x); }\n",
                       "error: inlining the calls from 'main' makes more than 262144 "
                       "instructions, the limit (at this call)");
}

// A const global's initializer is lowered again at each use. k_j = k_{j-1} + k_{j-1} doubles
// the expansions at each link (once a hang: 2^40 expansions), and a chain of initializers,
// each an expression 1,000 levels deep, nested the lowering past what the parser allows one
// expression (once a stack overflow under ASan, found by fuzz_cg_check in CI).
TEST_F(CgHostile, ConstGlobalsExpandingExponentiallyOrDeeply) {
    std::string doubling = "static const float k0 = 1;\n";
    for (int k = 1; k <= 40; ++k)
        doubling += "static const float k" + std::to_string(k) + " = k" + std::to_string(k - 1) + " + k" +
                    std::to_string(k - 1) + ";\n";
    ExpectCheckError("doubling.cg", doubling + "float4 main() : COLOR { return k40; }\n",
                     "error: the initializers of const globals were expanded more than 100000 times");
    std::string deep = "static const float d0 = 1;\n";
    for (int k = 1; k <= 8; ++k)
        deep += "static const float d" + std::to_string(k) + " = d" + std::to_string(k - 1) +
                Repeat(" + 1", 1000) + ";\n";
    ExpectCheckError("deep.cg", deep + "float4 main() : COLOR { return d8; }\n",
                     "error: expressions nest more than 2048 levels deep through the initializers of const globals");
}

TEST_F(CgCompileHostile, AHundredThousandStatements) {
    ExpectCompileError("statements.cg", "float4 main(float4 c : COLOR0) : COLOR {\n" +
                                            Repeat("    c = c.yzwx * c + 0.25;\n", 100000) +
                                            "    return c;\n}\n");
}

}  // namespace
}  // namespace tessera::testing
