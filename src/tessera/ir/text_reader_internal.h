// SPDX-License-Identifier: MIT
// The text reader's parser class, shared by text_reader.cpp (lines, tokens, declarations,
// types) and text_reader_body.cpp (function bodies and instructions). Not a public API:
// include ir/text_reader.h.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ir/module.h"
#include "support/diagnostic.h"
#include "support/source.h"

namespace tessera::ir::text_reader_detail {

using support::DiagnosticList;
using support::SourceFile;

enum class Tok : std::uint8_t { kWord, kValue, kLocal, kGlobal, kPunct, kArrow, kEnd };

struct Token {
    Tok kind = Tok::kEnd;
    std::string_view text;  ///< for sigil tokens, the name without the sigil
    std::size_t offset = 0;
    std::size_t length = 1;
};

/// Thrown after an error was reported; caught by the line loop (never leaves the reader).
struct LineError {};

/// Flattened scalar kinds of a type (the layout of docs/IR.md), for reading literals.
void FlattenKinds(const TypeTable& types, TypeId id, std::vector<ScalarKind>& out);

/// Reads one source; see text_reader.cpp for the design.
class Reader {
  public:
    Reader(const SourceFile& source, DiagnosticList& diagnostics)
        : source_(source), diags_(diagnostics) {}

    std::optional<Module> Run();

  private:
    struct Line {
        std::size_t offset = 0;
        std::string_view text;
    };

    /// Where instructions go: the function body or a nested block of an if or loop.
    struct Frame {
        enum class Kind : std::uint8_t { kBody, kThen, kElse, kLoopBody, kContinuing };
        Kind kind = Kind::kBody;
        InstId owner;  ///< the if or loop (invalid for the body)
    };

    // --- lines and tokens --------------------------------------------------------------

    void SplitLines();

    /// Lexes one line; a character that starts no token is reported (and ends the line).
    std::vector<Token> Lex(const Line& line);

    void Error(const Token& at, const std::string& message, bool unwind = true);

    static std::string Describe(const Token& t);

    const Token& Peek() const { return tokens_[pos_]; }
    const Token& Next() { return pos_ + 1 < tokens_.size() ? tokens_[pos_++] : tokens_[pos_]; }
    bool PeekPunct(char c) const { return Peek().kind == Tok::kPunct && Peek().text[0] == c; }
    bool PeekWord(std::string_view w) const {
        return Peek().kind == Tok::kWord && Peek().text == w;
    }
    bool AcceptPunct(char c);
    void ExpectPunct(char c);
    const Token& Expect(Tok kind, const char* what);
    void ExpectEnd();
    std::uint32_t ExpectCount(const char* what);

    Span SpanOf(const Line& line) const;

    // --- the two passes ----------------------------------------------------------------

    void CollectFunctionNames();

    void ReadLine(const Line& line);

    bool LexQuietly(const Line& line);

    /// After a malformed line inside a function: define what the line meant to define and
    /// open what it meant to open, so later lines do not report echoes of this error.
    void Recover();

    // --- top level -----------------------------------------------------------------------

    // top = module | struct | global | fn | entry
    void ReadTopLevel();

    // module = "module" ("fragment" | "vertex")
    void ReadModuleLine();

    // struct = "struct" NAME "{" [field {"," field}] "}"     field = NAME ":" type [@SEM]
    void ReadStruct();

    // global = ("input" | "output" | "uniform" | "sampler") @NAME ":" type [@SEM] ["binding" N]
    void ReadGlobal();

    // header = "fn" NAME "(" [param {"," param}] ")" "->" type [@SEM] "{"
    // param  = ("in" | "out" | "inout") $NAME ":" type [@SEM]
    void ReadFunctionHeader();

    void ResolveEntry();

    // type = base {"[" N "]"}
    // base = "void" | "struct" NAME | bool|int|float[N] | floatRxC | sampler...
    TypeId ReadType();

    std::uint32_t DeclareLocal(const Token& name, TypeId type);

    // --- function bodies -------------------------------------------------------------------

    InstId Append(Instruction inst);

    Block& CurrentBlock();

    // line = "}" ["else" "{" | "continuing" "{"] | "var" $NAME ":" type | instruction
    void ReadFunctionLine();

    static const std::map<std::string_view, Op>& OpTable();

    // instruction = [%NAME ":" type "="] op [item {"," item}] ["{"]
    // op   = OPNAME | "intrinsic" NAME | "sample" [.proj|.bias|.grad|.lod] | "call" NAME
    // item = %VALUE | $VAR | @VAR | "out" ($VAR | @VAR) | "(" literal {"," literal} ")" | "[" N
    // {"," N} "]"
    void ReadInstruction();

    void ReadItems(Instruction& inst);

    // literal = integer | float | "inf" | "-inf" | "nan" | "true" | "false"
    void ReadLiteral(Instruction& inst);

    InstId LookupValue(const Token& t);

    VarRef LookupVar(const Token& t);

    const SourceFile& source_;
    DiagnosticList& diags_;
    bool quiet_ = false;
    Module module_;
    std::vector<Line> lines_;
    const Line* line_ = nullptr;
    std::vector<Token> tokens_;
    std::size_t pos_ = 0;

    bool seen_module_ = false;
    Token entry_token_{};
    std::map<std::string, TypeId> structs_;
    std::map<std::string, std::uint32_t> globals_;
    std::map<std::string, std::uint32_t> function_index_;

    // The function being read.
    bool in_function_ = false;
    int skip_depth_ = 0;
    Token fn_token_{};
    std::map<std::string, std::uint32_t> locals_;
    std::map<std::string, InstId> values_;
    std::vector<Frame> frames_;
    std::string pending_value_;           ///< the value the current line defines
    std::optional<TypeId> pending_type_;  ///< and its declared type, once read
};

}  // namespace tessera::ir::text_reader_detail
