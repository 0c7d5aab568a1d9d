// SPDX-License-Identifier: MIT
// Every pass tested from text, on the expectation runner (tests/support/expectations.h):
// tests/ir_passes/<pass>/NAME.ir is read, the pass (the directory's name) runs with
// validation after it, and the printed module must equal NAME.ir.expected.ir. Diagnostics
// the pass reports must equal NAME.ir.expected.diag (one "severity: message" per line; no
// file means none are expected). A pass that refuses still leaves a module: its .ir shows
// where the pipeline stopped, its .diag the refusal.
//
// A line `# pipeline: a, b, ...` in the input runs that pipeline instead (pass names or
// the groups "lower" and "optimize"); `# fast-math` turns on fast math; `# no-interpret`
// skips the interpreter check.
//
// The interpreter check: when the pass succeeded, the module before and after is run on a
// few inputs (every input, uniform and entry parameter set from a fixed pseudo-random
// sequence) and every output, the return value and the discard flag must agree (floats to
// a relative 1e-5: folding may evaluate a transcendental differently from the interpreter's
// own order of operations).
//
// TESSERA_UPDATE_GOLDEN=1 writes the expected files instead of comparing: review them.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "ir/interpreter.h"
#include "ir/passes/pass_manager.h"
#include "ir/printer.h"
#include "ir/text_reader.h"
#include "ir/validate.h"
#include "tests/support/expectations.h"

namespace tessera::ir::passes {
namespace {

namespace fs = std::filesystem;

std::string Slurp(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string Directive(const std::string& text, const std::string& key) {
    std::size_t at = text.find("# " + key);
    if (at == std::string::npos) return "";
    std::size_t end = text.find('\n', at);
    return text.substr(at + 2 + key.size(), end - at - 2 - key.size());
}

// Deterministic inputs: a small LCG, values that exercise signs and fractions.
struct Lcg {
    std::uint32_t state;
    double Next(ScalarKind kind) {
        state = state * 1664525u + 1013904223u;
        int r = static_cast<int>((state >> 8) % 17) - 8;  // -8..8
        if (kind == ScalarKind::kBool) return (state >> 12) & 1;
        if (kind == ScalarKind::kInt) return r;
        return static_cast<float>(r * 0.25);
    }
};

// The scalar kinds of a type's flattened scalars.
void Kinds(const TypeTable& types, TypeId id, std::vector<ScalarKind>& out) {
    const Type& t = types.Get(id);
    switch (t.kind) {
        case Type::Kind::kScalar: case Type::Kind::kVector: case Type::Kind::kMatrix:
            for (std::uint32_t i = 0; i < types.ComponentCount(id); ++i) out.push_back(t.scalar);
            return;
        case Type::Kind::kArray:
            for (std::uint32_t i = 0; i < t.count; ++i) Kinds(types, t.element, out);
            return;
        case Type::Kind::kStruct:
            for (const StructField& f : t.fields) Kinds(types, f.type, out);
            return;
        default: return;
    }
}

Inputs MakeInputs(const Module& m, std::uint32_t seed) {
    Inputs inputs(m);
    Lcg lcg{seed};
    auto values = [&](TypeId type) {
        std::vector<ScalarKind> kinds;
        Kinds(m.types, type, kinds);
        std::vector<double> v;
        for (ScalarKind k : kinds) v.push_back(lcg.Next(k));
        return v;
    };
    for (std::uint32_t g = 0; g < m.globals.size(); ++g)
        if (m.globals[g].kind == Global::Kind::kInput || m.globals[g].kind == Global::Kind::kUniform)
            inputs.SetGlobal(g, values(m.globals[g].type));
    const Function& entry = m.functions[m.entry];
    for (std::uint32_t p = 0; p < entry.params.size(); ++p)
        if (entry.params[p].direction != ParamDirection::kOut) inputs.SetParameter(p, values(entry.params[p].type));
    return inputs;
}

bool Close(double a, double b) {
    if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
    return a == b || std::fabs(a - b) <= 1e-5 * std::max(1.0, std::max(std::fabs(a), std::fabs(b)));
}

void CheckSameBehaviour(const Module& before, const Module& after) {
    for (std::uint32_t seed : {1u, 2u, 3u, 42u}) {
        RunResult a = RunFragment(before, MakeInputs(before, seed));
        if (!a.ok) return;  // the input does not run (e.g. an unbounded loop): nothing to compare
        RunResult b = RunFragment(after, MakeInputs(after, seed));
        ASSERT_TRUE(b.ok) << "the module after the pass does not run: " << b.error;
        const FragmentResult& fa = a.fragments[0];
        const FragmentResult& fb = b.fragments[0];
        EXPECT_EQ(fa.discarded, fb.discarded) << "seed " << seed;
        for (const auto& [name, value] : fa.outputs) {
            const Value* other = fb.Find(name);
            ASSERT_NE(other, nullptr) << name;
            ASSERT_EQ(value.scalars.size(), other->scalars.size()) << name;
            for (std::size_t i = 0; i < value.scalars.size(); ++i)
                EXPECT_TRUE(Close(value.scalars[i], other->scalars[i]))
                    << name << "[" << i << "]: " << value.scalars[i] << " before, " << other->scalars[i]
                    << " after (seed " << seed << ")";
        }
        ASSERT_EQ(fa.returned.has_value(), fb.returned.has_value());
        if (!fa.returned) continue;
        for (std::size_t i = 0; i < fa.returned->scalars.size(); ++i) {
            EXPECT_TRUE(Close(fa.returned->scalars[i], fb.returned->scalars[i]))
                << "return[" << i << "] (seed " << seed << ")";
        }
    }
}

std::string FormatDiagnostics(const support::DiagnosticList& list) {
    std::string out;
    for (const support::Diagnostic& d : list.All()) {
        const char* severity = d.severity == support::Severity::kError ? "error" :
                               d.severity == support::Severity::kWarning ? "warning" : "note";
        out += std::string(severity) + ": " + d.message + "\n";
    }
    return out;
}

// The module after the pipeline and its diagnostics; the interpreter check as EXPECTs.
tessera::testing::Translation RunPasses(const fs::path& path) {
    tessera::testing::Translation out;
    std::string text = Slurp(path);
    support::SourceFile source(path.filename().string(), text);
    support::DiagnosticList read_diagnostics;
    std::optional<Module> module = ReadModule(source, read_diagnostics);
    if (!module) {
        ADD_FAILURE() << FormatDiagnostics(read_diagnostics);
        return out;
    }
    ValidationResult valid = Validate(*module);
    if (!valid.Ok()) {
        ADD_FAILURE() << "the input is invalid: " << valid.Message();
        return out;
    }
    const Module before = *module;

    std::string pipeline = Directive(text, "pipeline:");
    if (pipeline.empty()) pipeline = path.parent_path().filename().string();
    PipelineOptions options;
    options.validate = true;
    options.fast_math = text.find("# fast-math") != std::string::npos;
    std::stringstream printed;
    options.print_to = &printed;
    support::DiagnosticList diagnostics;
    Result result = RunPipeline(*module, pipeline, options, diagnostics);
    EXPECT_EQ(printed.str().find("invalid IR"), std::string::npos) << printed.str();
    if (result.ok && text.find("# no-interpret") == std::string::npos) CheckSameBehaviour(before, *module);

    out.accepted = true;  // the input read and validated; a refusal shows in the diagnostics
    out.output = Print(*module);
    out.diagnostics = FormatDiagnostics(diagnostics);
    return out;
}

// One folder per pass, sorted; each folder's name is the pipeline its inputs run.
const std::vector<tessera::testing::ExpectationFolder>& PassFolders() {
    static const std::vector<tessera::testing::ExpectationFolder> folders = [] {
        std::vector<tessera::testing::ExpectationFolder> found;
        for (const auto& entry : fs::directory_iterator(TESSERA_IR_PASSES_DIR))
            if (entry.is_directory()) found.push_back({entry.path(), ".ir", "ir", &RunPasses});
        std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.dir < b.dir; });
        return found;
    }();
    return folders;
}

std::vector<tessera::testing::ExpectationCase> PassCases() {
    std::vector<tessera::testing::ExpectationCase> cases;
    for (const tessera::testing::ExpectationFolder& folder : PassFolders()) {
        std::vector<tessera::testing::ExpectationCase> more = tessera::testing::ExpectationCases(folder);
        cases.insert(cases.end(), more.begin(), more.end());
    }
    return cases;
}

// "<pass>_<input>", as names of different passes' inputs repeat ("basic").
std::string PassCaseName(const ::testing::TestParamInfo<tessera::testing::ExpectationCase>& info) {
    return info.param.folder->dir.filename().string() + "_" + tessera::testing::ExpectationName(info);
}

}  // namespace
}  // namespace tessera::ir::passes

namespace tessera::testing {
INSTANTIATE_TEST_SUITE_P(IrPasses, Expectations, ::testing::ValuesIn(ir::passes::PassCases()), ir::passes::PassCaseName);
}  // namespace tessera::testing

namespace tessera::ir::passes {
namespace {

// The IR core's own text corpus (tests/ir/text) through the whole pipeline: whatever lowers
// must validate in the lowered form and compute what it computed before.
std::vector<fs::path> CorpusFiles() {
    std::vector<fs::path> files;
    fs::path dir = fs::path(TESSERA_IR_PASSES_DIR).parent_path() / "ir" / "text";
    if (!fs::exists(dir)) return files;
    for (const auto& entry : fs::directory_iterator(dir))
        if (entry.path().extension() == ".ir") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

class Corpus : public ::testing::TestWithParam<fs::path> {};

TEST_P(Corpus, LowerOptimizeKeepsBehaviour) {
    std::string text = Slurp(GetParam());
    support::SourceFile source(GetParam().filename().string(), text);
    support::DiagnosticList read_diagnostics;
    std::optional<Module> module = ReadModule(source, read_diagnostics);
    ASSERT_TRUE(module) << FormatDiagnostics(read_diagnostics);
    if (!Validate(*module).Ok()) GTEST_SKIP() << "invalid on purpose";
    const Module before = *module;
    PipelineOptions options;
    options.validate = true;
    std::stringstream printed;
    options.print_to = &printed;
    support::DiagnosticList diagnostics;
    Result result = RunPipeline(*module, "lower,optimize", options, diagnostics);
    EXPECT_EQ(printed.str().find("invalid IR"), std::string::npos) << printed.str();
    if (!result.ok) {
        // Only the lowering passes may refuse (a loop with a run-time trip count).
        for (const support::Diagnostic& d : diagnostics.All())
            EXPECT_EQ(d.message.find("internal error"), std::string::npos) << d.message;
        GTEST_SKIP() << FormatDiagnostics(diagnostics);
    }
    CheckSameBehaviour(before, *module);
}

std::string CorpusName(const ::testing::TestParamInfo<fs::path>& info) {
    std::string name = info.param.stem().string();
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(IrText, Corpus, ::testing::ValuesIn(CorpusFiles()), CorpusName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Corpus);

}  // namespace
}  // namespace tessera::ir::passes
