// SPDX-License-Identifier: MIT
// The validator: valid modules pass; one invalid module per rule of docs/IR.md, each with
// the message it must give. Most modules are read from text (the reader leaves type
// mistakes to the validator); what text cannot say (ids out of range, an instruction in two
// blocks) is built by hand.
#include "ir/validate.h"

#include <gtest/gtest.h>

#include "ir/builder.h"
#include "ir/text_reader.h"

namespace tessera::ir {
namespace {

Module ReadText(const std::string& text) {
    support::SourceFile source("test.ir", text);
    support::DiagnosticList diagnostics;
    std::optional<Module> m = ReadModule(source, diagnostics);
    if (!m) {
        ADD_FAILURE() << support::FormatDiagnostics(source, diagnostics);
        std::abort();
    }
    return std::move(*m);
}

/// The validator's messages for `text`, one per line.
std::string Errors(const std::string& text, ValidateOptions options = {}) {
    return Validate(ReadText(text), options).Message();
}

std::string Main(const std::string& body, const std::string& ret = "void") {
    return "fn main() -> " + ret + " {\n" + body + "}\n";
}

TEST(Validate, AcceptsAValidModule) {
    Module m = ReadText(
        "input @uv: float2 @TEXCOORD0\noutput @c: float4 @COLOR\nsampler @s: sampler2D\n"
        "fn main() -> void {\n  %0: sampler2D = load @s\n  %1: float2 = load @uv\n"
        "  %2: float4 = sample %0, %1\n  store @c, %2\n}\n");
    ValidationResult r = Validate(m);
    EXPECT_TRUE(r.Ok()) << r.Message();
    EXPECT_TRUE(static_cast<bool>(r));
    EXPECT_TRUE(Validate(m, {.lowered = true}).Ok());
}

TEST(Validate, AcceptsBuilderOutput) {
    Module m;
    m.functions.emplace_back();
    Function& f = m.functions[0];
    f.name = "main";
    f.return_type = m.types.Vector(ScalarKind::kFloat, 4);
    Builder b(m, f);
    InstId x = b.Splat(f.return_type, 0.5);
    InstId y = b.Add(x, x);
    InstId c = b.Binary(Op::kLt, x, y);
    InstId any = b.Reduce(Op::kAny, c);
    b.If(any, [&] { b.Discard(); });
    VarRef v = b.Local("v", m.types.Int());
    b.Loop([&] {
        InstId i = b.Load(v);
        b.Store(v, b.Add(i, b.Int(1)));
        b.If(b.Binary(Op::kGt, i, b.Int(3)), [&] { b.Break(); });
    });
    b.Return(b.Swizzle(y, {3, 2, 1, 0}));
    EXPECT_TRUE(Validate(m).Ok()) << Validate(m).Message();
}

// --- rule 1: structural dominance ---------------------------------------------------------

TEST(ValidateDominance, ValueFromASiblingBlock) {
    EXPECT_EQ(Errors(Main("  %0: bool = const (1)\n  if %0 {\n    %1: float = const (1)\n  }\n  "
                          "%2: float = neg %1\n")),
              "function 'main': '%2: float = neg %1': operand %1 is not defined before this "
              "instruction in its "
              "block or an enclosing one\n");
}

TEST(ValidateDominance, ContinuingDoesNotSeeTheBody) {
    EXPECT_EQ(Errors(Main("  loop {\n    %0: float = const (1)\n  } continuing {\n    %1: float = "
                          "neg %0\n    break\n  }\n")),
              "function 'main': '%1: float = neg %0': operand %0 is not defined before this "
              "instruction in its "
              "block or an enclosing one\n");
}

TEST(ValidateDominance, UseBeforeDefinitionInTheSameBlock) {
    Module m = ReadText(Main("  %0: float = const (1)\n  %1: float = neg %0\n"));
    std::swap(m.functions[0].body[0], m.functions[0].body[1]);
    EXPECT_EQ(Validate(m).Message(),
              "function 'main': '%0: float = neg %1': operand %1 is not defined before this "
              "instruction in its "
              "block or an enclosing one\n");
}

TEST(ValidateDominance, NestedBlocksSeeEnclosingValues) {
    EXPECT_EQ(Errors(Main("  %0: float = const (1)\n  %1: bool = const (1)\n  if %1 {\n    loop {\n"
                          "      %2: float = neg %0\n      break\n    }\n  }\n")),
              "");
}

TEST(ValidateDominance, OperandsThatAreNotValues) {
    Module m = ReadText(Main("  %0: float = const (1)\n  %1: float = neg %0\n"));
    Function& f = m.functions[0];
    f.At(f.body[1]).operands[0] = InstId{77};
    Instruction ret;
    ret.op = Op::kReturn;
    ret.type = m.types.Void();
    f.insts.push_back(ret);
    Instruction use = f.At(f.body[1]);
    use.operands = {InstId{2}};  // the ret, which is no value
    f.insts.push_back(use);
    f.body.push_back(InstId{3});
    EXPECT_EQ(Validate(m).Message(),
              "function 'main': '%1: float = neg %?77': operand %?77 does not exist\n"
              "function 'main': '%2: float = neg %?2': operand %?2 is not a value\n");
}

TEST(ValidateStructure, AnInstructionInTwoPlaces) {
    Module m = ReadText(Main("  %0: float = const (1)\n"));
    m.functions[0].body.push_back(m.functions[0].body[0]);
    m.functions[0].body.push_back(InstId{9});
    EXPECT_EQ(Validate(m).Message(),
              "function 'main': '%0: float = const (1)': appears in more than one place\n"
              "function 'main': a block refers to instruction 9, which does not exist\n");
}

// --- rule 2: types --------------------------------------------------------------------------

struct TypeCase {
    const char* body;
    const char* message;  // after "function 'main': "
};

class ValidateTypes : public testing::TestWithParam<TypeCase> {};

TEST_P(ValidateTypes, RejectsWithMessage) {
    std::string globals =
        "input @in: float4\noutput @out: float4\nuniform @u: float4\nsampler @s: sampler2D\n"
        "uniform @m: float3x4\nstruct S { a: float, b: int2 }\n";
    EXPECT_EQ(Errors(globals + Main(GetParam().body)),
              "function 'main': " + std::string(GetParam().message) + "\n");
}

#define F4 "  %f4: float4 = const (1, 2, 3, 4)\n"
#define F3 "  %f3: float3 = const (1, 2, 3)\n"
#define F1 "  %f: float = const (1)\n"
#define B1 "  %b: bool = const (1)\n"
#define I1 "  %i: int = const (1)\n"

INSTANTIATE_TEST_SUITE_P(
    Cases, ValidateTypes,
    testing::Values(
        TypeCase{
            F4 F3 "  %x: float4 = add %f4, %f3\n",
            "'%2: float4 = add %0, %1': operands have different types ('float4' and 'float3')"},
        TypeCase{
            B1 "  %x: bool = add %b, %b\n",
            "'%1: bool = add %0, %0': operates on int or float scalars and vectors, not 'bool'"},
        TypeCase{F4 "  %x: float4 = add %f4\n",
                 "'%1: float4 = add %0': expects 2 operands but has 1"},
        TypeCase{F4 "  %x: float4 = neg %f4, %f4\n",
                 "'%1: float4 = neg %0, %0': expects 1 operand but has 2"},
        TypeCase{
            F4 "  %x: bool = lt %f4, %f4\n",
            "'%1: bool = lt %0, %0': result should be bool of the operands' width, not 'bool'"},
        TypeCase{B1 "  %x: bool = lt %b, %b\n",
                 "'%1: bool = lt %0, %0': compares int or float scalars and vectors, not 'bool'"},
        TypeCase{F1 "  %x: float = and %f, %f\n",
                 "'%1: float = and %0, %0': operates on bools, not 'float'"},
        TypeCase{"  %v: bool2 = const (1, 0)\n  %x: bool2 = any %v\n",
                 "'%1: bool2 = any %0': result should be 'bool', not 'bool2'"},
        TypeCase{F4 "  %c: bool2 = const (1, 0)\n  %x: float4 = select %c, %f4, %f4\n",
                 "'%2: float4 = select %1, %0, %0': condition 'bool2' is neither 'bool' nor bool "
                 "of the width of 'float4'"},
        TypeCase{F4 F3 B1 "  %x: float4 = select %b, %f4, %f3\n",
                 "'%3: float4 = select %2, %0, %1': operands have different types ('float4' and "
                 "'float3')"},
        TypeCase{F3 "  %x: float2 = swizzle %f3, [0, 3]\n",
                 "'%1: float2 = swizzle %0, [0, 3]': component 3 is out of range for 'float3'"},
        TypeCase{F3 "  %x: float3 = swizzle %f3, [0, 1]\n",
                 "'%1: float3 = swizzle %0, [0, 1]': result type 'float3' does not match 2 "
                 "components of 'float3'"},
        TypeCase{F3 "  %x: float = extract %f3, [3]\n",
                 "'%1: float = extract %0, [3]': index 3 is out of range for 'float3'"},
        TypeCase{"  %m: float3x4 = load @m\n  %x: float3 = extract %m, [0]\n",
                 "'%1: float3 = extract %0, [0]': result 'float3' is not element 0 of 'float3x4'"},
        TypeCase{"  %s: struct S = undef\n  %x: int = extract %s, [1]\n",
                 "'%1: int = extract %0, [1]': result 'int' is not element 1 of 'struct S'"},
        TypeCase{F3 F1 "  %x: float3 = insert %f3, %f, [5]\n",
                 "'%2: float3 = insert %0, %1, [5]': index 5 is out of range for 'float3'"},
        TypeCase{F3 I1 "  %x: float3 = insert %f3, %i, [0]\n",
                 "'%2: float3 = insert %0, %1, [0]': element 'int' is not element 0 of 'float3'"},
        TypeCase{F3 F1 "  %x: float = extract.dyn %f3, %f\n",
                 "'%2: float = extract.dyn %0, %1': index must be 'int', not 'float'"},
        TypeCase{F1 "  %x: float4 = construct %f, %f\n",
                 "'%1: float4 = construct %0, %0': operands give 2 scalars but 'float4' has 4"},
        TypeCase{F1 I1 "  %x: float2 = construct %f, %i\n",
                 "'%2: float2 = construct %0, %1': scalar 1 is int but 'float2' needs float "
                 "(convert it first)"},
        TypeCase{F3 "  %x: int2 = convert %f3\n",
                 "'%1: int2 = convert %0': result 'int2' does not have the shape of 'float3'"},
        TypeCase{"  %m: float3x4 = load @m\n" F3 "  %x: float3 = mul.mv %m, %f3\n",
                 "'%2: float3 = mul.mv %0, %1': needs a matrix and a float vector of its column "
                 "count, not 'float3x4' and 'float3'"},
        TypeCase{"  %m: float3x4 = load @m\n" F3 "  %x: float3 = mul.vm %f3, %m\n",
                 "'%2: float3 = mul.vm %1, %0': result type should be float4 but is 'float3'"},
        TypeCase{"  %m: float3x4 = load @m\n  %x: float3x3 = mul.mm %m, %m\n",
                 "'%1: float3x3 = mul.mm %0, %0': needs an RxK and a KxC matrix, not 'float3x4' "
                 "and 'float3x4'"},
        TypeCase{
            I1 "  %x: float = intrinsic dot %i, %i\n",
            "'%1: float = intrinsic dot %0, %0': 'dot' takes float scalars or vectors, not 'int'"},
        TypeCase{F4 "  %x: float4 = intrinsic cross %f4, %f4\n",
                 "'%1: float4 = intrinsic cross %0, %0': 'cross' takes float3, not 'float4'"},
        TypeCase{
            F4 "  %x: float4 = intrinsic dot %f4, %f4\n",
            "'%1: float4 = intrinsic dot %0, %0': result type should be 'float' but is 'float4'"},
        TypeCase{F4 "  %x: float4 = intrinsic lit %f4, %f4, %f4\n",
                 "'%1: float4 = intrinsic lit %0, %0, %0': 'lit' takes three floats, not 'float4'"},
        TypeCase{"  %m: float3x4 = load @m\n  %x: float3x4 = intrinsic transpose %m\n",
                 "'%1: float3x4 = intrinsic transpose %0': result type 'float3x4' is not the "
                 "transpose of 'float3x4'"},
        TypeCase{"  %m: float3x4 = load @m\n  %x: float = intrinsic determinant %m\n",
                 "'%1: float = intrinsic determinant %0': 'determinant' takes a square matrix, not "
                 "'float3x4'"},
        TypeCase{F3 F4 "  %x: float3 = intrinsic refract %f3, %f3, %f4\n",
                 "'%2: float3 = intrinsic refract %0, %0, %1': 'refract''s ratio must be 'float', "
                 "not 'float4'"},
        TypeCase{F3 "  %x: float3 = intrinsic lerp %f3, %f3\n",
                 "'%1: float3 = intrinsic lerp %0, %0': expects 3 operands but has 2"},
        TypeCase{F4 "  %x: float4 = sample %f4, %f4\n",
                 "'%1: float4 = sample %0, %0': first operand must be a sampler, not 'float4'"},
        TypeCase{"  %s: sampler2D = load @s\n" F1 "  %x: float4 = sample %s, %f\n",
                 "'%2: float4 = sample %0, %1': coordinate must be float with at least 2 "
                 "components, not 'float'"},
        TypeCase{"  %s: sampler2D = load @s\n  %c: float2 = const (0, 0)\n  %x: float4 = "
                 "sample.proj %s, %c\n",
                 "'%2: float4 = sample.proj %0, %1': coordinate must be float with at least 3 "
                 "components, not 'float2'"},
        TypeCase{"  %s: sampler2D = load @s\n  %c: float2 = const (0, 0)\n  %x: float4 = "
                 "sample.bias %s, %c, %c\n",
                 "'%2: float4 = sample.bias %0, %1, %1': bias must be 'float', not 'float2'"},
        TypeCase{"  %s: sampler2D = load @s\n  %c: float2 = const (0, 0)\n  %x: float3 = sample "
                 "%s, %c\n",
                 "'%2: float3 = sample %0, %1': result should be 'float4', not 'float3'"},
        TypeCase{F1 "  if %f {\n  }\n", "'if %0 {': condition must be 'bool', not 'float'"},
        TypeCase{F1 "  discard %f\n", "'discard %0': condition must be 'bool', not 'float'"},
        TypeCase{"  %x: sampler2D = undef\n", "'%0: sampler2D = undef': a sampler cannot be undef"},
        TypeCase{"  var $v: float\n" I1 "  store $v, %i\n",
                 "'store $v, %0': stores 'int' to $v of type 'float'"},
        TypeCase{"  var $v: float\n  %x: int = load $v\n",
                 "'%0: int = load $v': loads 'float' from $v into a value of type 'int'"},
        TypeCase{I1 "  ret %i\n", "'ret %0': expects 0 operands but has 1"}));

TEST(ValidateTypes, ReturnTypes) {
    EXPECT_EQ(Errors(Main("  %0: int = const (1)\n  ret %0\n", "float")),
              "function 'main': 'ret %0': returns 'int' from a function returning 'float'\n");
    EXPECT_EQ(Errors(Main("  ret\n", "float")),
              "function 'main': 'ret': expects 1 operand but has 0\n");
}

TEST(ValidateTypes, ConstantsMustFillTheirType) {
    Module m = ReadText(Main("  %0: float2 = const (1, 2)\n"));
    m.functions[0].insts[0].literal.pop_back();
    EXPECT_EQ(Validate(m).Message(),
              "function 'main': '%0: float2 = const (1)': 'float2' has 2 scalars but the literal "
              "has 1\n");
}

TEST(ValidateTypes, VoidAndValueOps) {
    Module m = ReadText(Main("  %0: float = const (1)\n  break\n"));
    m.functions[0].insts[0].type = m.types.Void();
    m.functions[0].insts[1].type = m.types.Float();
    EXPECT_EQ(Validate(m).Message(),
              "function 'main': 'const (1)': produces a value but has type 'void'\n"
              "function 'main': '%0: float = break': produces no value but has type 'float'\n"
              "function 'main': '%0: float = break': is not inside a loop\n");
}

// --- rule 3: control flow -----------------------------------------------------------------

TEST(ValidateControl, BreakAndContinueOutsideALoop) {
    EXPECT_EQ(Errors(Main("  break\n")), "function 'main': 'break': is not inside a loop\n");
    EXPECT_EQ(Errors(Main("  %0: bool = const (1)\n  if %0 {\n    continue\n  }\n")),
              "function 'main': 'continue': is not inside a loop\n");
}

TEST(ValidateControl, ContinueInTheContinuingBlock) {
    EXPECT_EQ(Errors(Main("  loop {\n    break\n  } continuing {\n    continue\n  }\n")),
              "function 'main': 'continue': is inside a continuing block\n");
    // break is allowed there (do-while), and an inner loop's continue is the inner loop's.
    EXPECT_EQ(
        Errors(Main(
            "  loop {\n  } continuing {\n    loop {\n      continue\n    }\n    break\n  }\n")),
        "");
}

TEST(ValidateControl, NothingFollowsBreakContinueOrRet) {
    EXPECT_EQ(Errors(Main("  ret\n  %0: float = const (1)\n")),
              "function 'main': 'ret': must be the last instruction of its block\n");
    EXPECT_EQ(Errors(Main("  loop {\n    break\n    continue\n  }\n")),
              "function 'main': 'break': must be the last instruction of its block\n");
    // discard does not end its block (ARBfp's KIL does not branch).
    EXPECT_EQ(Errors(Main("  discard\n  %0: float = const (1)\n")), "");
}

TEST(ValidateControl, DiscardOnlyInFragmentModules) {
    EXPECT_EQ(Errors("module vertex\n" + Main("  discard\n")),
              "function 'main': 'discard': is only allowed in a fragment module\n");
}

TEST(ValidateControl, IfAndLoopNeedTwoBlocks) {
    Module m = ReadText(Main("  loop {\n    break\n  }\n"));
    m.functions[0].insts[0].blocks.pop_back();
    EXPECT_EQ(Validate(m).Message(), "function 'main': 'loop {': must have two blocks\n");
}

// --- rule 4: globals ------------------------------------------------------------------------

TEST(ValidateGlobals, InputsUniformsAndSamplersAreOnlyLoaded) {
    std::string globals =
        "input @i: float\nuniform @u: float\noutput @o: float\nsampler @s: sampler2D\n";
    EXPECT_EQ(Errors(globals + Main("  %0: float = load @i\n  store @i, %0\n  store @u, %0\n")),
              "function 'main': 'store @i, %0': stores to input @i, which is read-only\n"
              "function 'main': 'store @u, %0': stores to uniform @u, which is read-only\n");
    EXPECT_EQ(Errors(globals + Main("  %0: sampler2D = load @s\n  store @s, %0\n")),
              "function 'main': 'store @s, %0': stores to sampler @s, which is read-only\n");
}

TEST(ValidateGlobals, OutputsAreOnlyStored) {
    EXPECT_EQ(Errors("output @o: float\n" + Main("  %0: float = load @o\n")),
              "function 'main': '%0: float = load @o': loads output @o, which is write-only\n");
}

TEST(ValidateGlobals, SamplerKindsAndTypes) {
    EXPECT_EQ(Errors("uniform @s: sampler2D\nsampler @t: float\n" + Main("")),
              "uniform '@s' has a sampler type but is not a sampler\nsampler '@t' is a sampler but "
              "has type 'float'\n");
}

// --- rule 5: calls --------------------------------------------------------------------------

const char* kCallee =
    "uniform @u: float\nfn f(in $a: float, out $b: int, inout $c: float2) -> float {\n  %0: float "
    "= load $a\n  ret %0\n}\n";

TEST(ValidateCalls, AcceptsMatchingArguments) {
    EXPECT_EQ(
        Errors(std::string(kCallee) +
               Main("  var $b: int\n  var $c: float2\n  %0: float = const (1)\n"
                    "  %1: float2 = const (1, 2)\n  %2: float = call f %0, %1, out $b, out $c\n")),
        "");
}

TEST(ValidateCalls, ArgumentsOutVariablesAndResult) {
    std::string decls = std::string(kCallee) + "output @o: int\n";
    EXPECT_EQ(Errors(decls + Main("  var $b: int\n  var $c: float2\n  %0: float = const (1)\n"
                                  "  %1: float = call f %0, out $b, out $c\n")),
              "function 'main': '%1: float = call f %0, out $b, out $c': passes 1 argument but "
              "'f' takes 2 in or inout parameters\n");
    EXPECT_EQ(Errors(decls + Main("  var $b: int\n  var $c: float2\n  %0: float = const (1)\n"
                                  "  %1: float = call f %0, %0, out $b, out $c\n")),
              "function 'main': '%1: float = call f %0, %0, out $b, out $c': argument 1 is 'float' "
              "but parameter '$c' of 'f' is 'float2'\n");
    EXPECT_EQ(Errors(decls +
                     Main("  var $c: float2\n  %0: float = const (1)\n  %1: float2 = const (1, 2)\n"
                          "  %2: float = call f %0, %1, out $c\n")),
              "function 'main': '%2: float = call f %0, %1, out $c': names 1 out variables but 'f' "
              "has 2 out and inout parameters\n");
    EXPECT_EQ(Errors(decls +
                     Main("  var $c: float2\n  %0: float = const (1)\n  %1: float2 = const (1, 2)\n"
                          "  %2: float = call f %0, %1, out $c, out $c\n")),
              "function 'main': '%2: float = call f %0, %1, out $c, out $c': variable $c is "
              "'float2' but parameter '$b' of 'f' is 'int'\n");
    EXPECT_EQ(Errors(decls +
                     Main("  var $c: float2\n  %0: float = const (1)\n  %1: float2 = const (1, 2)\n"
                          "  %2: int = call f %0, %1, out @o, out $c\n")),
              "function 'main': '%2: int = call f %0, %1, out @o, out $c': has type 'int' but 'f' "
              "returns 'float'\n");
    EXPECT_EQ(Errors("uniform @w: int\n" + decls +
                     Main("  var $c: float2\n  %0: float = const (1)\n  %1: float2 = const (1, 2)\n"
                          "  %2: float = call f %0, %1, out @w, out $c\n")),
              "function 'main': '%2: float = call f %0, %1, out @w, out $c': writes to uniform @w, "
              "which is read-only\n");
}

TEST(ValidateCalls, NoRecursion) {
    EXPECT_EQ(Errors("fn f() -> void {\n  call f\n}\n" + Main("  call f\n")),
              "function 'f' is recursive (f -> f)\n");
    EXPECT_EQ(Errors("fn a() -> void {\n  call b\n}\nfn b() -> void {\n  call c\n}\nfn c() -> void "
                     "{\n  call a\n}\n" +
                     Main("  call a\n")),
              "function 'a' is recursive (a -> b -> c -> a)\n");
}

TEST(ValidateCalls, CalleeOutOfRange) {
    Module m = ReadText("fn g() -> void {\n}\n" + Main("  call g\n"));
    m.functions[1].insts[0].callee = 5;
    EXPECT_EQ(Validate(m).Message(),
              "function 'main': 'call ?': calls function 5, which does not exist\n");
}

// --- module level ------------------------------------------------------------------------

TEST(ValidateModule, EntryAndFunctions) {
    Module empty;
    EXPECT_EQ(Validate(empty).Message(), "the module has no functions\n");
    Module m = ReadText(Main(""));
    m.entry = 3;
    EXPECT_EQ(Validate(m).Message(), "the entry function index 3 is out of range\n");
}

TEST(ValidateModule, ParametersAndTheirVariables) {
    Module m = ReadText("fn main(in $a: float) -> void {\n}\n");
    m.functions[0].params[0].type = m.types.Int();
    EXPECT_EQ(Validate(m).Message(),
              "function 'main': parameter 'a' and its variable have different types\n");
    m.functions[0].params[0].var = 4;
    EXPECT_EQ(Validate(m).Message(),
              "function 'main': parameter 'a' refers to local 4, which does not exist\n");
}

TEST(ValidateModule, SeveralErrorsAreAllReported) {
    ValidationResult r =
        Validate(ReadText(Main("  break\n  %0: float = const (1)\n  %1: int = neg %0\n")));
    EXPECT_EQ(r.errors.size(), 3u) << r.Message();
}

// --- the lowered form ---------------------------------------------------------------------

TEST(ValidateLowered, AcceptsStraightLineCode) {
    EXPECT_EQ(Errors("input @x: float\noutput @o: float\nfn main(in $p: float) -> float {\n  %0: "
                     "float = load @x\n"
                     "  %1: float = load $p\n  %2: bool = lt %0, %1\n  discard %2\n  store @o, "
                     "%0\n  ret %1\n}\n",
                     {.lowered = true}),
              "");
}

TEST(ValidateLowered, RejectsControlFlowCallsAndVariables) {
    std::string text =
        "fn g() -> void {\n}\n"
        "fn main(out $q: float) -> void {\n  var $v: float\n  %0: float = const (1)\n  store $v, "
        "%0\n  call g\n"
        "  %1: bool = const (1)\n  if %1 {\n  }\n  loop {\n    break\n  }\n}\n";
    EXPECT_EQ(Errors(text), "");
    EXPECT_EQ(
        Errors(text, {.lowered = true}),
        "function 'main': parameter '$q' is not 'in', which is not allowed in the lowered form\n"
        "function 'main': variable '$v' is not allowed in the lowered form\n"
        "function 'main': 'store $v, %0': stores to a local variable, which is not allowed in the "
        "lowered form\n"
        "function 'main': 'call g': is not allowed in the lowered form\n"
        "function 'main': 'if %1 {': is not allowed in the lowered form\n"
        "function 'main': 'loop {': is not allowed in the lowered form\n");
}

TEST(ValidateLowered, OneReturnAtTheEnd) {
    Module m = ReadText(Main("  %0: float = const (1)\n  ret %0\n", "float"));
    Instruction ret = m.functions[0].insts[1];
    m.functions[0].insts.push_back(ret);
    m.functions[0].body.push_back(InstId{2});
    EXPECT_EQ(Validate(m, {.lowered = true}).Message(),
              "function 'main': 'ret %0': must be the last instruction of its block\n"
              "function 'main': 'ret %0': must be the last instruction of the function in the "
              "lowered form\n");
}

// --- messages and AssertValid -------------------------------------------------------------

TEST(ValidateText, InstructionTextMatchesThePrinter) {
    Module m = ReadText(
        "output @o: float4\nfn g(out $x: float) -> float {\n  %0: float = const (2)\n  store $x, "
        "%0\n  ret %0\n}\n" +
        Main("  var $t: float\n  %0: float4 = const (1, 0.5, inf, -2)\n  %1: float2 = swizzle %0, "
             "[3, 1]\n"
             "  %2: float = call g out $t\n  %3: sampler2D = undef\n  %4: float4 = sample.bias %3, "
             "%1, %2\n"
             "  store @o, %4\n"));
    const Function& f = m.functions[1];
    EXPECT_EQ(InstructionText(m, f, f.body[0]), "%0: float4 = const (1, 0.5, inf, -2)");
    EXPECT_EQ(InstructionText(m, f, f.body[1]), "%1: float2 = swizzle %0, [3, 1]");
    EXPECT_EQ(InstructionText(m, f, f.body[2]), "%2: float = call g out $t");
    EXPECT_EQ(InstructionText(m, f, f.body[4]), "%4: float4 = sample.bias %3, %1, %2");
    EXPECT_EQ(InstructionText(m, f, f.body[5]), "store @o, %4");
}

TEST(ValidateDeathTest, AssertValidPrintsThePassAndTheModule) {
    Module m = ReadText(Main("  break\n"));
    EXPECT_DEATH(AssertValid(m, "after opt_example"),
                 "internal error: invalid IR after opt_example \\(a bug in the compiler\\)\n"
                 "function 'main': 'break': is not inside a loop\n"
                 "--- the module ---\nmodule fragment\nfn main\\(\\) -> void \\{\n  "
                 "break\n\\}\nentry main\n");
    AssertValid(ReadText(Main("")), "after nothing");  // a valid module passes silently
}

}  // namespace
}  // namespace tessera::ir
