// SPDX-License-Identifier: MIT
// The text reader: every construct, the print -> read -> print fixed point on the corpus in
// tests/ir/text, and errors with their positions.
#include "ir/text_reader.h"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <limits>
#include <string>

#include "ir/interpreter.h"
#include "ir/printer.h"
#include "ir/validate.h"
#include "support/source.h"

namespace tessera::ir {
namespace {

std::optional<Module> Read(const std::string& text, std::string* errors = nullptr) {
    support::SourceFile source("test.ir", text);
    support::DiagnosticList diagnostics;
    std::optional<Module> m = ReadModule(source, diagnostics);
    if (errors) {
        errors->clear();
        for (const support::Diagnostic& d : diagnostics.All()) {
            support::LineColumn at = source.Locate(d.offset);
            *errors +=
                std::to_string(at.line) + ":" + std::to_string(at.column) + ": " + d.message + "\n";
        }
    }
    EXPECT_EQ(m.has_value(), !diagnostics.HasErrors());
    return m;
}

Module ReadOk(const std::string& text) {
    std::string errors;
    std::optional<Module> m = Read(text, &errors);
    // Later checks index into the module: stop the whole test binary on a broken one.
    if (!m) {
        ADD_FAILURE() << errors;
        std::abort();
    }
    return std::move(*m);
}

std::string ReadError(const std::string& text) {
    std::string errors;
    std::optional<Module> m = Read(text, &errors);
    EXPECT_FALSE(m);
    return errors;
}

// --- the corpus -------------------------------------------------------------------------

std::vector<std::filesystem::path> CorpusFiles() {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(TESSERA_IR_TEXT_DIR))
        if (entry.path().extension() == ".ir") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

TEST(TextReaderCorpus, EveryFileIsValidAndAFixedPoint) {
    std::vector<std::filesystem::path> files = CorpusFiles();
    ASSERT_GE(files.size(), 6u);
    for (const auto& path : files) {
        SCOPED_TRACE(path.filename().string());
        std::string text;
        ASSERT_TRUE(support::ReadFile(path.string(), text));
        Module first = ReadOk(text);
        ValidationResult valid = Validate(first);
        EXPECT_TRUE(valid.Ok()) << valid.Message();
        std::string printed = Print(first);
        Module second = ReadOk(printed);
        EXPECT_EQ(Print(second), printed);
    }
}

// Files written in the printer's own form read and print back unchanged (comments aside).
TEST(TextReaderCorpus, CanonicalFilesPrintAsWritten) {
    for (const char* name :
         {"basic.ir", "lighting.ir", "loops.ir", "samplers.ir", "control.ir", "math.ir"}) {
        SCOPED_TRACE(name);
        std::string text;
        ASSERT_TRUE(support::ReadFile(std::string(TESSERA_IR_TEXT_DIR) + "/" + name, text));
        std::string without_comments;
        std::size_t start = 0;
        while (start < text.size()) {
            std::size_t end = text.find('\n', start);
            std::string line = text.substr(start, end - start);
            if (!line.empty() && line[0] != '#') without_comments += line + "\n";
            start = end == std::string::npos ? text.size() : end + 1;
        }
        EXPECT_EQ(Print(ReadOk(text)), without_comments);
    }
}

// --- constructs -----------------------------------------------------------------------------

TEST(TextReader, ModuleHeaderGlobalsAndStructs) {
    Module m = ReadOk(
        "module vertex\n"
        "struct Inner { a: float }\n"
        "struct Outer { i: struct Inner, xs: float3[2] @TEXCOORD3 }\n"
        "input @pos: float4 @POSITION\n"
        "output @out: struct Outer\n"
        "uniform @u: float4x4[2] binding 12\n"
        "sampler @s: samplerCUBE binding 3\n"
        "fn main() -> void {\n}\n");
    EXPECT_EQ(m.stage, Stage::kVertex);
    ASSERT_EQ(m.globals.size(), 4u);
    EXPECT_EQ(m.globals[0].kind, Global::Kind::kInput);
    EXPECT_EQ(m.globals[0].semantic, "POSITION");
    EXPECT_EQ(m.globals[0].binding, -1);
    EXPECT_EQ(m.types.Name(m.globals[1].type), "struct Outer");
    EXPECT_EQ(m.globals[1].kind, Global::Kind::kOutput);
    EXPECT_EQ(m.types.Name(m.globals[2].type), "float4x4[2]");
    EXPECT_EQ(m.globals[2].binding, 12);
    EXPECT_EQ(m.globals[3].kind, Global::Kind::kSampler);
    EXPECT_EQ(m.types.Get(m.globals[3].type).sampler, SamplerDim::kCube);
    const Type& outer = m.types.Get(m.globals[1].type);
    ASSERT_EQ(outer.fields.size(), 2u);
    EXPECT_EQ(m.types.Name(outer.fields[0].type), "struct Inner");
    EXPECT_EQ(outer.fields[1].semantic, "TEXCOORD3");
    EXPECT_EQ(m.types.Name(outer.fields[1].type), "float3[2]");
    EXPECT_EQ(m.files, std::vector<std::string>{"test.ir"});
}

TEST(TextReader, EveryTypeName) {
    const char* names[] = {
        "bool",        "int",         "float",           "bool1",           "int4",
        "float1",      "float4",      "float1x4",        "float4x1",        "float3x3",
        "float2[3]",   "float[2][4]", "sampler1D",       "sampler2D",       "sampler3D",
        "samplerCUBE", "samplerRECT", "sampler1DShadow", "sampler2DShadow", "samplerRECTShadow"};
    for (const char* name : names) {
        SCOPED_TRACE(name);
        bool sampler = std::string(name).rfind("sampler", 0) == 0;
        Module m = ReadOk(std::string(sampler ? "sampler" : "uniform") + " @g: " + name +
                          "\nfn main() -> void {\n}\n");
        ASSERT_EQ(m.globals.size(), 1u);
        EXPECT_EQ(m.types.Name(m.globals[0].type), name);
    }
}

TEST(TextReader, FunctionsParametersAndLocals) {
    Module m = ReadOk(
        "fn f(in $a: float @TEXCOORD0, out $b: float2, inout $c: int) -> float4 @COLOR {\n"
        "  var $d: bool\n"
        "  var $e: float[3]\n"
        "  %0: float4 = undef\n"
        "  ret %0\n"
        "}\n"
        "entry f\n");
    ASSERT_EQ(m.functions.size(), 1u);
    const Function& f = m.functions[0];
    ASSERT_EQ(f.params.size(), 3u);
    EXPECT_EQ(f.params[0].direction, ParamDirection::kIn);
    EXPECT_EQ(f.params[0].semantic, "TEXCOORD0");
    EXPECT_EQ(f.params[1].direction, ParamDirection::kOut);
    EXPECT_EQ(f.params[2].direction, ParamDirection::kInOut);
    EXPECT_EQ(f.params[2].var, 2u);
    ASSERT_EQ(f.locals.size(), 5u);
    EXPECT_EQ(f.locals[3].name, "d");
    EXPECT_EQ(m.types.Name(f.locals[4].type), "float[3]");
    EXPECT_EQ(f.return_semantic, "COLOR");
    EXPECT_EQ(m.types.Name(f.return_type), "float4");
    EXPECT_EQ(f.body.size(), 2u);
}

TEST(TextReader, EveryOpReadsIntoItsFields) {
    Module m = ReadOk(
        "uniform @u: float4\n"
        "output @o: float4\n"
        "sampler @s: sampler2D\n"
        "fn g(in $x: float, out $y: float) -> float {\n"
        "  %0: float = load $x\n"
        "  store $y, %0\n"
        "  ret %0\n"
        "}\n"
        "fn main() -> void {\n"
        "  var $v: float\n"
        "  %0: float4 = load @u\n"
        "  %1: float = intrinsic dot %0, %0\n"
        "  %2: float2 = swizzle %0, [3, 1]\n"
        "  %3: float = extract %0, [2]\n"
        "  %4: float4 = insert %0, %3, [0]\n"
        "  %5: sampler2D = load @s\n"
        "  %6: float4 = sample.grad %5, %2, %2, %2\n"
        "  %7: float = call g %3, out $v\n"
        "  loop {\n"
        "    break\n"
        "  } continuing {\n"
        "  }\n"
        "  store @o, %6\n"
        "}\n");
    const Function& f = m.functions[1];
    auto at = [&](std::size_t i) -> const Instruction& { return f.At(f.body[i]); };
    EXPECT_EQ(at(0).op, Op::kLoad);
    EXPECT_EQ(at(0).vars[0], (VarRef{VarRef::Scope::kGlobal, 0}));
    EXPECT_EQ(at(1).op, Op::kIntrinsic);
    EXPECT_EQ(at(1).intrinsic, Intrinsic::kDot);
    EXPECT_EQ(at(2).indices, (std::vector<std::uint32_t>{3, 1}));
    EXPECT_EQ(at(4).op, Op::kInsert);
    EXPECT_EQ(at(4).operands.size(), 2u);
    EXPECT_EQ(at(6).sample, SampleKind::kGrad);
    EXPECT_EQ(at(6).operands.size(), 4u);
    EXPECT_EQ(at(7).op, Op::kCall);
    EXPECT_EQ(at(7).callee, 0u);
    EXPECT_EQ(at(7).vars[0], (VarRef{VarRef::Scope::kLocal, 0}));
    EXPECT_EQ(at(8).op, Op::kLoop);
    ASSERT_EQ(at(8).blocks.size(), 2u);
    EXPECT_EQ(at(8).blocks[0].size(), 1u);
    EXPECT_TRUE(at(8).blocks[1].empty());
    EXPECT_EQ(at(9).op, Op::kStore);
    EXPECT_EQ(m.entry, 1u);  // no entry line: main
    EXPECT_TRUE(Validate(m).Ok()) << Validate(m).Message();
}

TEST(TextReader, CallsAFunctionDefinedLater) {
    Module m = ReadOk(
        "fn main() -> float {\n  %0: float = call later\n  ret %0\n}\n"
        "fn later() -> float {\n  %0: float = const (1)\n  ret %0\n}\nentry main\n");
    EXPECT_EQ(m.functions[0].At(m.functions[0].body[0]).callee, 1u);
    EXPECT_EQ(m.entry, 0u);
}

TEST(TextReader, LiteralsAreStoredAsTheirScalarKind) {
    Module m = ReadOk(
        "fn main() -> void {\n"
        "  %0: float3 = const (0.1, 3.4028235e38, -1e-50)\n"
        "  %1: float4 = const (inf, -inf, nan, +2.5)\n"
        "  %2: int2 = const (-2147483648, 2147483647)\n"
        "  %3: bool3 = const (true, false, 1)\n"
        "}\n");
    const Function& f = m.functions[0];
    const std::vector<double>& a = f.At(f.body[0]).literal;
    EXPECT_EQ(a[0], static_cast<double>(0.1f));  // rounded to the float nearest 0.1
    EXPECT_EQ(a[1], static_cast<double>(std::numeric_limits<float>::max()));
    const std::vector<double>& b = f.At(f.body[1]).literal;
    EXPECT_EQ(b[0], INFINITY);
    EXPECT_EQ(b[1], -INFINITY);
    EXPECT_TRUE(std::isnan(b[2]));
    EXPECT_EQ(b[3], 2.5);
    EXPECT_EQ(f.At(f.body[2]).literal, (std::vector<double>{-2147483648.0, 2147483647.0}));
    EXPECT_EQ(f.At(f.body[3]).literal, (std::vector<double>{1, 0, 1}));
    EXPECT_EQ(a[2], 0.0);  // underflows to (negative) zero
}

TEST(TextReader, StructLiteralsFollowTheFieldKinds) {
    Module m = ReadOk(
        "struct S { n: int, x: float2, b: bool }\n"
        "fn main() -> void {\n  %0: struct S = const (3, 0.1, 0.2, true)\n}\n");
    const std::vector<double>& l = m.functions[0].At(m.functions[0].body[0]).literal;
    EXPECT_EQ(l, (std::vector<double>{3, 0.1f, 0.2f, 1}));
}

TEST(TextReader, ValuesAreRenumberedInDefinitionOrder) {
    Module m = ReadOk(
        "fn main() -> float {\n"
        "  %x: float = const (1)\n"
        "  %42: float = const (2)\n"
        "  %7: float = add %42, %x\n"
        "  ret %7\n}\n");
    EXPECT_EQ(
        Print(m),
        "module fragment\nfn main() -> float {\n  %0: float = const (1)\n  %1: float = const (2)\n"
        "  %2: float = add %1, %0\n  ret %2\n}\nentry main\n");
}

TEST(TextReader, LineEndingsCommentsAndIndentation) {
    Module crlf =
        ReadOk("module fragment\r\nfn main() -> void {\r\n\t%0: int = const (1) # one\r\n}\r\n");
    Module cr = ReadOk("module fragment\rfn main() -> void {\r    %0: int = const (1)\r}\r");
    EXPECT_EQ(Print(crlf), Print(cr));
    EXPECT_EQ(crlf.functions[0].body.size(), 1u);
}

TEST(TextReader, SpansPointAtTheLine) {
    std::string text = "fn main() -> void {\n  %0: int = const (1)   # c\n}\n";
    Module m = ReadOk(text);
    const Span& s = m.functions[0].At(m.functions[0].body[0]).span;
    EXPECT_EQ(text.substr(s.offset, s.length), "%0: int = const (1)");
    EXPECT_EQ(m.functions[0].span.offset, 0u);
}

// The printer suffixes duplicate local names with their index; that text reads back.
TEST(TextReader, DuplicateLocalNamesRoundTrip) {
    Module m;
    m.functions.emplace_back();
    Function& f = m.functions[0];
    f.name = "main";
    f.return_type = m.types.Void();
    f.locals = {{"t", m.types.Float(), {}}, {"t", m.types.Int(), {}}, {"", m.types.Float(), {}}};
    std::string printed = Print(m);
    EXPECT_NE(printed.find("var $t.1: int"), std::string::npos);
    Module back = ReadOk(printed);
    EXPECT_EQ(Print(back), printed);
}

// --- errors --------------------------------------------------------------------------------

struct ErrorCase {
    const char* text;
    const char* expected;  // line:column: message
};

class TextReaderError : public testing::TestWithParam<ErrorCase> {};

TEST_P(TextReaderError, ReportsAtThePosition) {
    EXPECT_EQ(ReadError(GetParam().text), std::string(GetParam().expected) + "\n");
}

constexpr const char* kMain = "fn main() -> void {\n";

INSTANTIATE_TEST_SUITE_P(
    Cases, TextReaderError,
    testing::Values(
        ErrorCase{"fn main() -> void {\n  %0: float = frob %1\n}\n", "2:15: unknown op 'frob'"},
        ErrorCase{"fn main() -> void {\n  %0: float = neg %9\n}\n", "2:19: undefined value '%9'"},
        ErrorCase{"fn main() -> void {\n  %0: float5 = undef\n}\n", "2:7: unknown type 'float5'"},
        ErrorCase{"uniform @u: struct Nope\n", "1:20: unknown struct 'Nope'"},
        ErrorCase{"fn main() -> void {\n  %0: int = const (1)\n  %0: int = const (2)\n}\n",
                  "3:3: value '%0' is defined twice"},
        ErrorCase{"fn main() -> void {\n  %0: float2 = const (1)\n}\n",
                  "2:22: 'float2' has 2 scalars but the literal gives 1"},
        ErrorCase{"fn main() -> void {\n  %0: int = const (1.5)\n}\n",
                  "2:20: expected an int but found '1.5'"},
        ErrorCase{"fn main() -> void {\n  %0: bool = const (2)\n}\n",
                  "2:21: expected a bool (0, 1, true or false) but found '2'"},
        ErrorCase{"fn main() -> void {\n  %0: float = const (1e39)\n}\n",
                  "2:22: number '1e39' is out of range for float"},
        ErrorCase{"fn main() -> void {\n  %0: float = const (x1)\n}\n",
                  "2:22: expected a number but found 'x1'"},
        ErrorCase{"fn main() -> void {\n  %0: float = const 1\n}\n",
                  "2:21: expected an operand but found '1'"},
        ErrorCase{"}\n", "1:1: '}' outside a function"},
        ErrorCase{"fn main() -> void {\n  %0: int = const (1)\n",
                  "1:4: function 'main' is not closed"},
        ErrorCase{"fn main() -> void {\n} else {\n}\n",
                  "2:3: 'else' does not follow the first block of an 'if'"},
        ErrorCase{"fn main() -> void {\n  loop {\n  } else {\n  }\n}\n",
                  "3:5: 'else' does not follow the first block of an 'if'"},
        ErrorCase{"fn main() -> void {\n  call nobody\n}\n", "2:8: unknown function 'nobody'"},
        ErrorCase{"fn main() -> void {\n  %0: float = load $nope\n}\n",
                  "2:20: undeclared variable '$nope'"},
        ErrorCase{"fn main() -> void {\n  %0: float = load @nope\n}\n",
                  "2:20: undeclared global '@nope'"},
        ErrorCase{"fn main() -> void {\n  %0: float = intrinsic frob\n}\n",
                  "2:25: unknown intrinsic 'frob'"},
        ErrorCase{"fn main() -> void {\n  %0: float = const (1)\n  %1: float = add %0, (1)\n}\n",
                  "3:23: 'add' takes no literal"},
        ErrorCase{"fn main() -> void {\n  %0: float2 = const (1, 2)\n  %1: float = swizzle %0\n}\n",
                  "3:25: expected an index list like '[0, 1]'"},
        ErrorCase{"fn main() -> void {\n  %0: float = add % , %\n}\n",
                  "2:19: expected a name after '%'"},
        ErrorCase{"fn main() -> void {\n  %0: void = undef\n}\n",
                  "2:3: a value cannot have type void"},
        ErrorCase{"fn main() -> void {\n  %0: float = sample.fancy\n}\n",
                  "2:15: unknown op 'sample.fancy'"},
        ErrorCase{"fn main(sideways $x: float) -> void {\n}\n",
                  "1:9: expected 'in', 'out' or 'inout' but found 'sideways'"},
        ErrorCase{"fn main() void {\n}\n", "1:11: expected '->' but found 'void'"},
        ErrorCase{"module pixel\n", "1:8: expected 'fragment' or 'vertex' but found 'pixel'"},
        ErrorCase{"uniform @u: float\nuniform @u: int\n", "2:9: global '@u' is declared twice"},
        ErrorCase{"struct S { a: float, a: int }\n", "1:22: field 'a' is declared twice"},
        ErrorCase{"uniform @u: float[0]\n", "1:19: an array needs at least one element"},
        ErrorCase{"uniform @u: float4[65536][65536]\n",
                  "1:27: an array of 65536 elements is too large"},
        ErrorCase{"struct Big { a: float4[200000], b: float4[200000] }\n",
                  "1:8: struct 'Big' is too large"},
        ErrorCase{"fn main() -> void {\n  var $x: float\n  var $x: int\n}\n",
                  "3:7: variable '$x' is declared twice"},
        ErrorCase{"fn f() -> void {\n}\nfn f() -> void {\n}\n",
                  "3:4: function 'f' is defined twice"},
        ErrorCase{"fn main() -> void {\n}\nentry other\n", "3:7: unknown function 'other'"},
        ErrorCase{"fn main() -> void {\n  %0: float = const (1) }\n}\n",
                  "2:25: expected ',' but found '}'"},
        ErrorCase{"fn main() -> void {\n  %0: float = load\n  store $x, %0 %0\n}\n",
                  "3:9: undeclared variable '$x'"},
        ErrorCase{"fn main() -> void {\n  ret out $x\n}\n", "2:7: 'ret' takes no 'out' variables"},
        ErrorCase{"fn main() -> void {\n  break {\n}\n",
                  "2:9: unexpected '{' at the end of the line"},
        ErrorCase{"garbage here\n", "1:1: expected a declaration but found 'garbage'"}));

TEST(TextReaderErrors, IndependentMistakesAreAllReportedWithoutEchoes) {
    // Line 2's op is unknown, but %0 is still defined (as undef), so line 3 is quiet; line
    // 4 opens an if whose condition is undefined, the block still opens and closes, and line
    // 7 reports its own mistake.
    std::string errors = ReadError(
        "fn main() -> void {\n"
        "  %0: float = frob\n"
        "  %1: float = neg %0\n"
        "  if %nope {\n"
        "    discard\n"
        "  }\n"
        "  %2: float = neg %missing\n"
        "}\n");
    EXPECT_EQ(errors,
              "2:15: unknown op 'frob'\n"
              "4:6: undefined value '%nope'\n"
              "7:19: undefined value '%missing'\n");
}

TEST(TextReaderErrors, ABrokenHeaderSkipsItsBody) {
    std::string errors = ReadError(
        "fn main(in $x: flot) -> void {\n"
        "  %0: float = frob\n"
        "  if %1 {\n"
        "  }\n"
        "}\n"
        "fn other() -> void {\n"
        "  %0: float = frob\n"
        "}\n");
    EXPECT_EQ(errors, "1:16: unknown type 'flot'\n7:15: unknown op 'frob'\n");
}

TEST(TextReaderErrors, AnUnclosedFunctionBeforeTheNext) {
    std::string errors =
        ReadError(std::string(kMain) + "  %0: int = const (1)\nfn g() -> void {\n}\n");
    EXPECT_EQ(errors, "1:4: function 'main' is not closed\n");
}

// Reading only builds; type mistakes are the validator's (so tests can build bad modules).
TEST(TextReaderErrors, TypeMistakesAreLeftToTheValidator) {
    Module m = ReadOk(std::string(kMain) + "  %0: float = const (1)\n  %1: int = add %0, %0\n}\n");
    ValidationResult r = Validate(m);
    ASSERT_FALSE(r.Ok());
    EXPECT_EQ(
        r.errors[0],
        "function 'main': '%1: int = add %0, %0': result type should be 'float' but is 'int'");
}

// Robustness: every corpus file with one line removed (unbalanced blocks, undefined values,
// missing declarations) is either rejected with diagnostics or read; what is read is
// validated, and what is valid runs. Nothing may crash (the sanitizer build checks).
TEST(TextReaderRobustness, EveryCorpusFileWithALineRemoved) {
    int read = 0, valid = 0;
    for (const auto& path : CorpusFiles()) {
        std::string text;
        ASSERT_TRUE(support::ReadFile(path.string(), text));
        std::vector<std::string> lines;
        std::size_t start = 0;
        while (start < text.size()) {
            std::size_t end = text.find('\n', start);
            if (end == std::string::npos) end = text.size();
            lines.push_back(text.substr(start, end - start));
            start = end + 1;
        }
        for (std::size_t skip = 0; skip < lines.size(); ++skip) {
            std::string mutated;
            for (std::size_t i = 0; i < lines.size(); ++i)
                if (i != skip) mutated += lines[i] + "\n";
            support::SourceFile source("mutated.ir", mutated);
            support::DiagnosticList diagnostics;
            std::optional<Module> m = ReadModule(source, diagnostics);
            EXPECT_EQ(m.has_value(), !diagnostics.HasErrors());
            if (!m) continue;
            ++read;
            if (!Validate(*m).Ok()) continue;
            ++valid;
            RunOptions options;
            options.max_loop_iterations = 10000;
            (void)RunFragment(*m, Inputs(*m), options);
        }
    }
    EXPECT_GT(read, 0);
    EXPECT_GT(valid, 0);
}

}  // namespace
}  // namespace tessera::ir
