// Internal to the reader: the recursive-descent parser over the token list.
//
// One Parser reads one program string. Its methods are split by subject: statements,
// instructions and operands in reader.cpp, the bindings of Tables X.1 to X.3 in bindings.cpp,
// and resource counting in resources.cpp. Every parse method carries its grammar rule
// (from 3.11.2) as a comment.
//
// Error handling: a method that finds a syntax error reports it and returns false (or an
// empty optional); the statement loop then skips to the next ";" and goes on, so one run
// finds every independent mistake. The first error reported is the one ProgramStringARB
// reports, since tokens are consumed in order.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "lang/arbfp/limits.h"
#include "lang/arbfp/program.h"
#include "lang/arbfp/reader/lexer.h"
#include "support/diagnostic.h"

namespace tessera::lang::arbfp::detail {

/// What a declared name stands for.
struct Symbol {
    enum class Kind : std::uint8_t { kTemporary, kAttribute, kParameter, kParameterArray, kOutput };
    Kind kind = Kind::kTemporary;
    std::uint32_t index = 0;  ///< register index (for arrays: the first parameter entry)
    std::uint32_t size = 1;   ///< array size
    std::uint32_t declared_at = 0;
};

/// A register reference before a swizzle is applied.
struct RegisterRef {
    RegisterFile file = RegisterFile::kTemporary;
    std::uint32_t index = 0;
};

class Parser {
public:
    Parser(std::string_view text, const Limits& limits, support::DiagnosticList& diagnostics);

    /// Parses the whole program; the program is complete only if no error was reported.
    Program Run();

    // --- token access ---
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

    // --- numbers (reader.cpp) ---
    /// <integer> in [0, limit): reports `what` out of range otherwise.
    std::optional<std::uint32_t> ParseIndex(std::uint32_t limit, const char* what);
    /// <signedFloatConstant> (allow_sign) or <floatConstant>.
    std::optional<float> ParseFloat(bool allow_sign);

    // --- bindings (bindings.cpp) ---
    /// <fragAttribBinding>, after "fragment" was seen (not consumed).
    std::optional<AttributeBinding> ParseAttributeBinding();
    /// <resultBinding>, after "result" was seen.
    std::optional<OutputBinding> ParseResultBinding();
    /// <stateSingleItem>, or <stateMultipleItem> when `multiple` (appends every row).
    bool ParseStateItem(std::vector<StateBinding>& out, bool multiple);
    /// The "matrix" part of a state binding: one row, or several rows when `multiple`.
    bool ParseMatrixRows(std::vector<StateBinding>& out, bool multiple);
    /// <programSingleItem> or <programMultipleItem>.
    bool ParseProgramItem(std::vector<ParameterBinding>& out, bool multiple);
    /// <paramConstVector>.
    std::optional<ParameterBinding> ParseConstantVector();
    /// <paramSingleItemDecl>, <paramSingleItemUse> or <paramMultipleItem>.
    bool ParseParameterItem(std::vector<ParameterBinding>& out, bool multiple, bool declaration);

    // --- registers (reader.cpp) ---
    std::uint32_t InternAttribute(const AttributeBinding& binding);
    std::uint32_t InternOutput(OutputBinding binding);
    std::uint32_t AddImplicitParameter(const ParameterBinding& binding);

    // --- resources (resources.cpp) ---
    void CountAndCheckResources();

private:
    bool ParseStatement();
    bool ParseOption();
    bool ParseAttribStatement();
    bool ParseParamStatement();
    bool ParseTempStatement();
    bool ParseOutputStatement();
    bool ParseAliasStatement();
    bool ParseInstruction();
    bool ParseOperands(Instruction& inst, OpcodeClass cls);
    bool ParseDestination(DestinationOperand& dst);
    bool ParseSource(SourceOperand& src, bool scalar);
    std::optional<RegisterRef> ParseSourceRegister();
    bool ParseSuffix(SourceOperand& src, bool scalar);
    bool ParseExtendedSwizzle(Instruction& inst);
    bool ParseTextureOperands(Instruction& inst);
    std::optional<std::string> ParseNewName();
    const Symbol* LookUp(const Token& name);
    void SkipStatement();

    std::string_view text_;
    const Limits& limits_;
    support::DiagnosticList& diagnostics_;
    std::vector<Token> tokens_;
    std::size_t pos_ = 0;
    Program program_;
    std::unordered_map<std::string, Symbol> symbols_;
};

/// True for the reserved keywords of 3.11.2 (opcodes with and without _SAT, statement
/// keywords, and fragment, program, result, state, texture).
bool IsReservedWord(std::string_view word);

/// The opcode named by "MAD" or "MAD_SAT" (setting `saturate`); KIL has no _SAT form.
std::optional<Opcode> LookUpOpcode(std::string_view word, bool& saturate);

}  // namespace tessera::lang::arbfp::detail
