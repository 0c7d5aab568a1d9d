// SPDX-License-Identifier: MIT
// The shared core of the ARB assembly readers: what ARBfp1.0 and ARBvp1.0 parse the same way.
//
// The two languages are one grammar with two ends. The statements that name things (TEMP,
// ALIAS, PARAM and, for vertex programs, ADDRESS), the parameter bindings (constants,
// program.env/local, the state.* tables), the swizzles and write masks and SWZ's extended
// swizzle are word for word the same in ARB_fragment_program 3.11.2 and ARB_vertex_program
// 2.14.2; only the attribute and result bindings, the instruction set and the options
// differ. ParserBase holds the common part; each target's Parser derives from it and adds
// its header, its bindings and its instructions.
//
// The one trick: the core fills a target-neutral parameter table (ParameterBinding, which
// can also hold the vertex-only state of Tables X.3.4, X.3.6 and X.3.7), the table both
// program models keep. Grammar differences inside the shared rules are switched by
// Target: the state groups texgen, clip and point exist only for vertex programs, texenv
// and depth only for fragment programs (as Mesa's grammar has them), and the rgba swizzle
// letters only for fragment programs (2.14.2's <component> is xyzw).
//
// The model types both targets share (state vectors, components, declarations) are the ones
// lang/common/arbasm/fragment_program.h has defined since the fragment reader came first.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "lang/common/arbasm/lexer.h"
#include "lang/common/arbasm/nv_grammar.h"
#include "lang/common/arbasm/fragment_program.h"
#include "support/diagnostic.h"

namespace tessera::lang::arbasm {

using fragment::Component;
using fragment::ExtendedSwizzleComponent;
using fragment::Face;
using fragment::MatrixModifier;
using fragment::MatrixName;
using fragment::ParameterBinding;
using fragment::ParameterDeclaration;
using fragment::StateBinding;
using fragment::VertexStateBinding;

enum class Target : std::uint8_t { kFragment, kVertex };

/// True when `a` and `b` bind the same value (constants compare exactly, as written).
bool SameBinding(const ParameterBinding& a, const ParameterBinding& b);
/// True when `a` and `b` count once against the parameter limit: the same state vector or
/// env/local parameter, or constants that are numerically equal (so 0 and -0 are one).
bool CountsOnce(const ParameterBinding& a, const ParameterBinding& b);

/// The parameter count of 3.11.3.6 / 2.14.3.7: each distinct binding once under CountsOnce.
std::uint32_t CountDistinctParameters(const std::vector<ParameterBinding>& parameters);

/// PROGRAM_ERROR_STRING_ARB: every message, errors and warnings, one per line, with the
/// line and column of each (a GL error string is free-form).
std::string FormatErrorString(std::string_view text, const support::DiagnosticList& diagnostics);

/// What ProgramStringARB leaves behind (2.14.1, 3.11.1), for either target's Program.
template <typename ProgramT>
struct ReadResultOf {
    /// The loaded program, present only when there were no errors.
    std::optional<ProgramT> program;
    support::DiagnosticList diagnostics;
    /// PROGRAM_ERROR_POSITION_ARB: -1 on success, else the byte offset of the first error.
    std::int64_t error_position = -1;
    /// PROGRAM_ERROR_STRING_ARB: empty on success, else one line per message.
    std::string error_string;
};

/// Runs a target's Parser over `text` and fills its ReadResultOf.
template <typename Result, typename Parser, typename LimitsT>
Result Read(std::string_view text, const LimitsT& limits) {
    Result result;
    Parser parser(text, limits, result.diagnostics);
    auto program = parser.Run();
    if (const support::Diagnostic* first = result.diagnostics.FirstError()) {
        result.error_position = static_cast<std::int64_t>(first->offset);
    } else {
        result.program = std::move(program);
    }
    result.error_string = FormatErrorString(text, result.diagnostics);
    return result;
}

/// The ranges of the integers inside bindings (ARBfp 3.11.2, ARBvp 2.14.2).
struct BindingLimits {
    std::uint32_t max_parameters = 0;  ///< largest PARAM array size
    std::uint32_t max_env_parameters = 0;
    std::uint32_t max_local_parameters = 0;
    std::uint32_t max_texture_coords = 0;  ///< <texCoordNum> (texture matrices, texgen)
    std::uint32_t max_texture_units = 0;   ///< legacy units (state.texenv)
    std::uint32_t max_lights = 0;
    std::uint32_t max_vertex_units = 0;  ///< modelview matrices (ARB_vertex_blend)
    std::uint32_t max_palette_matrices = 0;
    std::uint32_t max_program_matrices = 0;
    std::uint32_t max_clip_planes = 0;
};

/// What a declared name stands for.
struct Symbol {
    enum class Kind : std::uint8_t {
        kTemporary, kAttribute, kParameter, kParameterArray, kOutput, kAddress,
    };
    Kind kind = Kind::kTemporary;
    std::uint32_t index = 0;  ///< register index (for arrays: the first parameter entry)
    std::uint32_t size = 1;   ///< array size
    std::uint32_t declared_at = 0;
};

class ParserBase {
  public:
    ParserBase(std::string_view text, Target target, const BindingLimits& limits,
               support::DiagnosticList& diagnostics);
    virtual ~ParserBase() = default;

    // --- token access (parser_base.cpp) ---
    const Token& Peek(std::size_t ahead = 0) const;
    std::string_view Text(const Token& token) const;
    bool IsPunct(std::string_view punct, std::size_t ahead = 0) const;
    bool IsWord(std::string_view word, std::size_t ahead = 0) const;
    const Token& Advance();
    bool Accept(std::string_view punct);
    bool Expect(std::string_view punct, const char* what);
    bool ExpectWord(std::string_view word);
    void Error(const Token& at, std::string message);
    void ErrorAt(std::uint32_t offset, std::uint32_t length, std::string message);
    /// "'text'" (at most 40 characters) or "end of program", for messages.
    std::string Describe(const Token& token) const;

    // --- numbers ---
    /// <integer> in [0, limit): reports `what` out of range otherwise.
    std::optional<std::uint32_t> ParseIndex(std::uint32_t limit, const char* what);
    /// <signedFloatConstant> (allow_sign) or <floatConstant>.
    std::optional<float> ParseFloat(bool allow_sign);

    // --- bindings (bindings.cpp) ---
    bool ParseStateItem(std::vector<ParameterBinding>& out, bool multiple);
    bool ParseMatrixRows(std::vector<ParameterBinding>& out, bool multiple);
    bool ParseVertexStateItem(std::vector<ParameterBinding>& out);
    bool ParseProgramItem(std::vector<ParameterBinding>& out, bool multiple);
    std::optional<ParameterBinding> ParseConstantVector();
    /// <paramSingleItemDecl>, <paramSingleItemUse> or <paramMultipleItem>.
    bool ParseParameterItem(std::vector<ParameterBinding>& out, bool multiple, bool declaration);
    /// True when the next tokens start a <paramSingleItemUse> inside an operand.
    bool AtParameterItem() const;
    /// A binding used inside an instruction: its entry in the parameter table.
    std::optional<std::uint32_t> ParseImplicitParameter();

  protected:
    /// The reserved words of the target (3.11.2 / 2.14.2).
    virtual bool IsReserved(std::string_view word) const = 0;
    /// Applies OPTION `name` (already consumed); reports and returns false when unknown.
    virtual bool ApplyOption(const Token& name) = 0;
    /// A statement that is the target's own (ATTRIB, OUTPUT, ADDRESS, an instruction),
    /// without its ";".
    virtual bool ParseTargetStatement(std::string_view word) = 0;
    /// True when the chosen option has branch labels (NV_fragment_program2, NV_vertex_program2).
    virtual bool AllowsLabels() const { return false; }
    /// True when the chosen option has SHORT/LONG declarations (the NV fragment options).
    virtual bool AllowsStorageSizes() const { return false; }
    /// How many instructions were read so far (a label names the next one).
    virtual std::uint32_t InstructionCount() const { return 0; }

    /// <program> ::= <optionSequence> <statementSequence> "END", after Start(): the loop both
    /// targets share, skipping a failed statement to its ";". False when END is missing.
    bool ParseProgram();
    /// <option> ::= "OPTION" <identifier> ";"
    bool ParseOption();
    /// <statement> ::= <instruction> ";" | <namingStatement> ";"
    bool ParseStatement();

    /// Checks the header and splits the rest into tokens; false (reported) on failure.
    bool Start(std::string_view header, const char* message);
    /// Skips to the token after the next ";" (or to an END that closes the program).
    void SkipStatement();
    /// Reads "END" and checks nothing but whitespace follows; false when missing.
    bool ParseEnd();

    // --- names (parser_base.cpp) ---
    /// <establishName>: a name not declared before and not a keyword.
    std::optional<std::string> ParseNewName();
    const Symbol* LookUp(const Token& name);
    void Declare(const std::string& name, Symbol symbol) { symbols_[name] = symbol; }
    /// TEMP or ADDRESS: a <varNameList> of `kind`, appended to `names`.
    bool ParseNameList(Symbol::Kind kind, std::vector<std::string>& names);
    bool ParseAliasStatement();
    bool ParseParamStatement();
    std::uint32_t AddImplicitParameter(const ParameterBinding& binding);
    /// The declared name an operand starts with, checked: not a keyword, declared.
    const Symbol* ParseDeclaredName(const char* expected);

    // --- the NV options (nv_grammar.cpp) ---
    /// <ccTest> ::= <ccMaskRule> <swizzleSuffix>
    bool ParseCcTest(CcTest& test);
    /// <optionalCCMask> ::= "" | "(" <ccTest> ")"
    bool ParseOptionalCcMask(std::optional<CcTest>& mask);
    bool AtLabelDefinition() const;
    bool ParseLabelDefinition(std::uint32_t next_instruction);
    /// A branch's label and optional condition (CAL in fragment programs, BRA and CAL in
    /// vertex programs); the branch is the instruction being read.
    bool ParseBranchOperands(std::optional<CcTest>& condition);
    /// At the end: reports the labels branched to but never defined, and sets each branch's
    /// `label` to its label's index in flow_.Labels().
    template <typename InstructionList>
    void ResolveBranchLabels(InstructionList& instructions) {
        CheckLabelsAtEnd();
        for (const auto& [instruction, label] : flow_.ResolvedBranches())
            if (instruction < instructions.size()) instructions[instruction].label = label;
    }
    void CheckLabelsAtEnd();
    /// SHORT or LONG (consumed here); the TEMP or OUTPUT after it records the size.
    bool ParseStorageSize();

    // --- operands (operands.cpp) ---
    /// <optionalSign>: true for "-".
    bool ParseOptionalSign();
    /// <optionalMask>, after the register: the write mask (0xF when absent).
    std::optional<std::uint8_t> ParseOptionalMask();
    /// <optionalSuffix> / <swizzleSuffix>, or <scalarSuffix> when `scalar`.
    bool ParseSuffix(std::array<Component, 4>& swizzle, bool scalar);
    /// <extendedSwizzle>.
    bool ParseExtendedSwizzle(std::array<ExtendedSwizzleComponent, 4>& components);
    /// A parameter array's absolute index "[" <integer> "]" checked against its size.
    std::optional<std::uint32_t> ParseArrayIndex(const Token& name, const Symbol& array);

    std::string_view text_;
    Target target_;
    BindingLimits limits_;
    support::DiagnosticList& diagnostics_;
    std::vector<Token> tokens_;
    std::size_t pos_ = 0;
    std::unordered_map<std::string, Symbol> symbols_;
    // The declarations both targets keep; each reader moves them into its program.
    std::vector<std::string> temporaries_;
    std::vector<fragment::StorageSize> temporary_sizes_;  ///< parallel to temporaries_
    fragment::StorageSize pending_size_ = fragment::StorageSize::kDefault;  ///< SHORT/LONG just read
    ControlFlow flow_;
    std::vector<ParameterBinding> parameters_;
    std::vector<ParameterDeclaration> parameter_declarations_;
};

}  // namespace tessera::lang::arbasm
