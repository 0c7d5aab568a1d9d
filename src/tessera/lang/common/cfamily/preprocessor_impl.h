// SPDX-License-Identifier: MIT
// The preprocessor's engine, shared by its implementation files (not a public header).
//
// Input comes from two stacks. Files: the main source and the #includes, each with its
// lexer, a one-token lookahead and its #if stack. Contexts: token lists being rescanned,
// one per macro expansion, each disabling its macro while it lives; an identifier naming a
// disabled macro is painted kNoExpand for good (C 6.10.3.4). A "barrier" context holds a
// macro argument or an #if line being expanded on its own: reading stops at its end
// instead of continuing into what follows, which is how an argument is "completely macro
// replaced as if it formed the rest of the file" (C 6.10.3.1).
//
// Directives are recognised only when reading straight from a file (a "#" that starts a
// line), so a macro can never produce one. Files: preprocessor.cpp (driver, file input,
// output checks, Print), macros.cpp (expansion), directives.cpp (#define, #include, ...),
// conditionals.cpp (#if and skipping), expression.cpp (#if arithmetic).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "lang/common/cfamily/preprocessor.h"

namespace tessera::lang::cfamily {

struct Macro {
    enum class Builtin : std::uint8_t { kNone, kLine, kFile, kVersion };
    std::string name;
    bool function_like = false;
    std::vector<std::string> params;
    std::vector<Token> body;
    std::vector<int> param_of;  ///< per body token: the parameter it names, or -1
    Location location;          ///< the name in the #define
    Builtin builtin = Builtin::kNone;
    bool disabled = false;  ///< its expansion is being rescanned
};

struct StringHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

struct Preprocessor::Impl {
    struct Conditional {
        Location location;   ///< the #if, for "unterminated #if"
        bool taken = false;  ///< some group of this #if was (or is being) processed
        bool seen_else = false;
    };
    struct FileState {
        FileId id = 0;
        std::string path;  ///< as found, for quoted #include and cycle detection
        std::unique_ptr<Lexer> lexer;
        std::optional<Token> lookahead;
        std::vector<Conditional> conditionals;
        bool builtin = false;  ///< "<built-in>" or "<command line>": reserved names allowed
        bool end_checked = false;
    };
    /// One of the limits that stop a run: how much was spent, the limit, what to say.
    struct Budget {
        std::size_t used = 0;
        std::size_t limit = 0;
        const char* message = "";
        std::size_t Remaining() const { return used < limit ? limit - used : 0; }
    };
    struct Context {
        std::vector<Token> tokens;
        std::size_t pos = 0;
        std::shared_ptr<Macro> macro;  ///< re-enabled when the context is popped
        bool barrier = false;
    };

    Impl(Options options, support::DiagnosticList& diagnostics);

    // preprocessor.cpp
    std::vector<Token> Run(std::string name, std::string text);
    void StartUnit();
    void PushFile(FileId id, std::string path, bool builtin);
    Token Next();
    bool NextIsLParen();
    Token& PeekFile();
    Token NextFromFile();
    Token RawFileToken();
    std::vector<Token> ReadLine();
    void PopContext();
    void FinishToken(Token& token);
    void Error(const Token& token, std::string message);
    void Warning(const Token& token, std::string message);
    void ErrorAt(Location location, std::size_t length, std::string message);
    Token EndToken() const;
    bool Spend(Budget& budget, std::size_t amount, Location at, std::size_t length);
    bool Spend(Budget& budget, std::size_t amount, const Token& at);

    // macros.cpp
    Token ExpandNext();
    std::vector<Token> ExpandList(std::vector<Token> tokens);
    bool CollectArguments(const Macro& macro, const Token& name,
                          std::vector<std::vector<Token>>& args);
    std::vector<Token> Substitute(const Macro& macro, const Token& name,
                                  std::vector<std::vector<Token>>& args);
    Token Stringize(const std::vector<Token>& arg, const Token& hash, const Token& name);
    bool Paste(Token& lhs, const Token& rhs, const Token& name);
    Token BuiltinToken(const Macro& macro, const Token& name);
    Token DefinedOperator(const Token& defined);
    Token MakeNumber(std::string spelling, const Token& like);
    std::shared_ptr<Macro> FindMacro(std::string_view name) const;

    // directives.cpp
    void HandleDirective(const Token& hash);
    void Define(const Token& directive, std::vector<Token>& line);
    void Undef(const Token& directive, std::vector<Token>& line);
    void Include(const Token& directive, std::vector<Token>& line);
    void LineDirective(const Token& directive, std::vector<Token>& line);
    void ErrorDirective(const Token& directive, std::vector<Token>& line);
    void PragmaDirective(const Token& directive, std::vector<Token>& line);
    void VersionDirective(const Token& directive, std::vector<Token>& line);
    void ExtensionDirective(const Token& directive, std::vector<Token>& line);
    bool CheckMacroName(const Token& directive, const std::vector<Token>& line, bool defining);
    void ExtraTokens(const std::vector<Token>& line, std::size_t from, std::string_view directive);
    void ApplyMacroOptions(const std::vector<MacroOption>& options, std::string file_name);

    // conditionals.cpp
    void If(const Token& directive, std::vector<Token>& line);
    void Ifdef(const Token& directive, std::vector<Token>& line, bool negate);
    void Elif(const Token& directive, std::vector<Token>& line);
    void Else(const Token& directive, std::vector<Token>& line);
    void Endif(const Token& directive, std::vector<Token>& line);
    void PushConditional(const Token& directive, bool taken);
    void SkipGroup();
    bool EvaluateCondition(const Token& directive, std::vector<Token> line);

    Options options_;
    /// As constructed: each Run starts from these (#version changes options_).
    Options base_options_;
    support::DiagnosticList& diagnostics_;
    SourceManager sources_;
    std::unordered_map<std::string, std::shared_ptr<Macro>, StringHash, std::equal_to<>> macros_;
    std::vector<FileState> files_;
    std::vector<Context> contexts_;
    std::vector<Pragma> pragmas_;
    std::vector<cfamily::ExtensionDirective> extensions_;
    std::size_t output_count_ = 0;
    Budget tokens_;        ///< tokens produced by expansion and output
    Budget output_bytes_;  ///< the output tokens' spellings
    Budget made_bytes_;    ///< spellings made by "#" and "##"
    Budget arguments_;     ///< tokens collected as macro arguments (nested calls copy theirs)
    Budget includes_;      ///< #include files read
    Budget source_bytes_;  ///< bytes of every file read
    bool fatal_ = false;  ///< a limit was hit: stop producing tokens
    bool depth_reported_ = false;
    bool if_depth_reported_ = false;
    bool in_if_ = false;        ///< expanding an #if line: "defined" is an operator
    bool saw_content_ = false;  ///< GLSL: something other than #version came first
    int version_ = 110;
    bool has_version_ = false;
};

}  // namespace tessera::lang::cfamily
