// SPDX-License-Identifier: MIT
// See random_vertex_program.h.
#include "random_vertex_program.h"

#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <sstream>
#include <string_view>

#include "runtime/exec/vertex.h"
#include "runtime/fast_exec/vertex_fast.h"

namespace tessera::testing::vertex_fast {

using lang::arbasm::vertex::Program;
using runtime::exec::fast::Isa;

namespace {

constexpr int kTemporaries = 4;
constexpr std::array<std::string_view, 4> kAttributes = {
    "vertex.position", "vertex.normal", "vertex.attrib[5]", "vertex.texcoord[1]"};
constexpr std::array<std::string_view, 4> kOutputs = {
    "result.position", "result.color", "result.texcoord[0]", "result.texcoord[3]"};
constexpr std::string_view kComponents = "xyzw";

// Operand shapes of Table X.5 (2.14.2).
enum class Shape { kVector, kScalar, kBinScalar, kBinary, kTernary, kSwizzle, kAddress };
struct OpcodeShape {
    std::string_view name;
    Shape shape;
};
constexpr std::array<OpcodeShape, 27> kOpcodes = {{
    {"ABS", Shape::kVector},  {"ADD", Shape::kBinary},    {"ARL", Shape::kAddress},
    {"DP3", Shape::kBinary},  {"DP4", Shape::kBinary},    {"DPH", Shape::kBinary},
    {"DST", Shape::kBinary},  {"EX2", Shape::kScalar},    {"EXP", Shape::kScalar},
    {"FLR", Shape::kVector},  {"FRC", Shape::kVector},    {"LG2", Shape::kScalar},
    {"LIT", Shape::kVector},  {"LOG", Shape::kScalar},    {"MAD", Shape::kTernary},
    {"MAX", Shape::kBinary},  {"MIN", Shape::kBinary},    {"MOV", Shape::kVector},
    {"MUL", Shape::kBinary},  {"POW", Shape::kBinScalar}, {"RCP", Shape::kScalar},
    {"RSQ", Shape::kScalar},  {"SGE", Shape::kBinary},    {"SLT", Shape::kBinary},
    {"SUB", Shape::kBinary},  {"SWZ", Shape::kSwizzle},   {"XPD", Shape::kBinary},
}};

int Pick(std::mt19937& random, int count) {
    return std::uniform_int_distribution<int>(0, count - 1)(random);
}
bool Chance(std::mt19937& random, int percent) { return Pick(random, 100) < percent; }

// A register a source may name, without swizzle or sign. Relative offsets run from -3 to
// kArraySize + 2, so with addresses around [-3, kArraySize + 3] reads land inside and
// outside the array.
std::string SourceRegister(std::mt19937& random) {
    switch (Pick(random, 5)) {
        case 0: return "t" + std::to_string(Pick(random, kTemporaries));
        case 1: return std::string(kAttributes[Pick(random, 4)]);
        case 2: return "c[" + std::to_string(Pick(random, kArraySize)) + "]";
        case 3: {
            const int offset = Pick(random, kArraySize + 6) - 3;
            return "c[A0.x" + std::string(offset < 0 ? "-" : "+") + std::to_string(std::abs(offset)) +
                   "]";
        }
        default: return Chance(random, 50) ? "k" : "program.local[2]";
    }
}

std::string Sign(std::mt19937& random) { return Chance(random, 30) ? "-" : ""; }

std::string VectorSource(std::mt19937& random) {
    std::string s = Sign(random) + SourceRegister(random);
    if (Chance(random, 60)) {
        s += '.';
        for (int i = 0; i < 4; ++i) s += kComponents[Pick(random, 4)];
    }
    return s;
}

std::string ScalarSource(std::mt19937& random) {
    return Sign(random) + SourceRegister(random) + "." + kComponents[Pick(random, 4)];
}

// SWZ's source is a plain <srcReg>: ARB_vertex_program's grammar gives it no sign (the
// selectors carry their own).
std::string SwizzleSource(std::mt19937& random) {
    std::string s = SourceRegister(random);
    for (int i = 0; i < 4; ++i) {
        s += i == 0 ? ", " : ",";
        if (Chance(random, 30)) s += '-';
        s += "xyzw01"[Pick(random, 6)];
    }
    return s;
}

std::string Destination(std::mt19937& random) {
    std::string d = Chance(random, 65) ? "t" + std::to_string(Pick(random, kTemporaries))
                                       : std::string(kOutputs[Pick(random, 4)]);
    if (Chance(random, 50)) {
        std::string mask;
        for (int c = 0; c < 4; ++c)
            if (Chance(random, 50)) mask += kComponents[c];
        if (!mask.empty()) d += "." + mask;
    }
    return d;
}

std::string Instruction(std::mt19937& random) {
    const OpcodeShape& op = kOpcodes[Pick(random, static_cast<int>(kOpcodes.size()))];
    const std::string name(op.name);
    switch (op.shape) {
        case Shape::kVector: return name + " " + Destination(random) + ", " + VectorSource(random);
        case Shape::kScalar: return name + " " + Destination(random) + ", " + ScalarSource(random);
        case Shape::kBinScalar:
            return name + " " + Destination(random) + ", " + ScalarSource(random) + ", " +
                   ScalarSource(random);
        case Shape::kBinary:
            return name + " " + Destination(random) + ", " + VectorSource(random) + ", " +
                   VectorSource(random);
        case Shape::kTernary:
            return name + " " + Destination(random) + ", " + VectorSource(random) + ", " +
                   VectorSource(random) + ", " + VectorSource(random);
        case Shape::kSwizzle: return name + " " + Destination(random) + ", " + SwizzleSource(random);
        case Shape::kAddress: return "ARL A0.x, " + ScalarSource(random);
    }
    return "MOV t0, k";
}

}  // namespace

std::string RandomVertexProgram(std::mt19937& random, int instructions) {
    std::string text = "!!ARBvp1.0\nADDRESS A0;\nTEMP t0, t1, t2, t3;\n";
    text += "PARAM c[" + std::to_string(kArraySize) + "] = { program.env[0.." +
            std::to_string(kArraySize - 1) + "] };\n";
    text += "PARAM k = {0.5, -2, 3, 1};\n";
    // Start from an address taken from an attribute half of the time, as real programs do
    // (skinning reads a matrix index); the other half relies on A0 starting at 0.
    if (Chance(random, 50)) text += "ARL A0.x, vertex.attrib[5].x;\n";
    for (int i = 0; i < instructions; ++i) text += Instruction(random) + ";\n";
    return text + "END\n";
}

float RandomValue(std::mt19937& random, bool hostile) {
    constexpr float kInf = std::numeric_limits<float>::infinity();
    static constexpr std::array<float, 16> kSpecial = {
        0.0f,   -0.0f, kInf,  -kInf, std::numeric_limits<float>::quiet_NaN(),
        1e-40f, -1e-41f, std::numeric_limits<float>::denorm_min(), 1e30f, -3e38f,
        128.0f, 0x1.fffffep6f, -1.0f, 1.0f, 2.0f, 0.5f};
    const int kind = Pick(random, 10);
    if (hostile && kind < 3) return kSpecial[Pick(random, static_cast<int>(kSpecial.size()))];
    // Small integers and near-integers: addresses in and around the array.
    if (kind < 6) return static_cast<float>(Pick(random, kArraySize + 7) - 3) +
                         (Chance(random, 50) ? 0.0f : 0.75f);
    return std::uniform_real_distribution<float>(-20.0f, 20.0f)(random);
}

std::vector<Vec4> RandomAttributes(const lang::arbasm::vertex::Program& program, std::mt19937& random,
                                   std::size_t count) {
    std::vector<Vec4> out(count * program.attributes.size());
    for (Vec4& v : out)
        for (float& c : v) c = RandomValue(random, true);
    return out;
}

std::vector<Vec4> ResolveParameters(const lang::arbasm::vertex::Program& program, std::mt19937& random) {
    std::vector<Vec4> out;
    for (const auto& p : program.parameters) {
        if (p.kind == lang::arbasm::vertex::ParameterBinding::Kind::kConstant) {
            out.push_back({p.constant[0], p.constant[1], p.constant[2], p.constant[3]});
            continue;
        }
        Vec4 v;
        for (float& c : v) c = RandomValue(random, true);
        out.push_back(v);
    }
    return out;
}

bool SameBits(float a, float b) {
    if (std::isnan(a) && std::isnan(b)) return true;
    return std::bit_cast<std::uint32_t>(a) == std::bit_cast<std::uint32_t>(b);
}

namespace {

// Every kernel variant this CPU runs (AVX-512, AVX2, SSE4, SSSE3 and scalar on this
// project's x86 machines; NEON, SVE and SVE2 under qemu-aarch64).
std::vector<Isa> IsasToCheck() { return runtime::exec::fast::RunnableIsas(); }

std::vector<Vec4> RunReference(const Program& program, const std::vector<Vec4>& attributes,
                               const std::vector<Vec4>& parameters, std::size_t count) {
    const std::size_t inputs = program.attributes.size();
    const std::size_t outputs = program.outputs.size();
    std::vector<Vec4> results(count * outputs);
    const std::span<const Vec4> all_attributes(attributes);
    const std::span<Vec4> all_results(results);
    for (std::size_t v = 0; v < count; ++v)
        runtime::exec::RunVertexReference(program, all_attributes.subspan(v * inputs, inputs),
                                          parameters, all_results.subspan(v * outputs, outputs));
    return results;
}

}  // namespace

std::string CompareExecutors(const Program& program, const std::vector<Vec4>& attributes,
                             const std::vector<Vec4>& parameters, std::size_t count) {
    const std::vector<Vec4> expected = RunReference(program, attributes, parameters, count);
    const std::size_t outputs = program.outputs.size();
    for (Isa isa : IsasToCheck()) {
        // A sentinel no executor writes, so a result left unwritten shows.
        std::vector<Vec4> actual(expected.size(), Vec4{-7.25f, -7.25f, -7.25f, -7.25f});
        runtime::exec::RunVerticesFast(program, attributes, parameters, actual, count, isa);
        for (std::size_t i = 0; i < expected.size(); ++i) {
            for (int c = 0; c < 4; ++c) {
                if (SameBits(expected[i][c], actual[i][c])) continue;
                std::ostringstream out;
                out << runtime::exec::fast::IsaName(isa) << ": vertex " << i / outputs
                    << " output " << i % outputs << " component " << c << ": reference "
                    << expected[i][c] << ", fast " << actual[i][c];
                return out.str();
            }
        }
    }
    return "";
}

}  // namespace tessera::testing::vertex_fast
