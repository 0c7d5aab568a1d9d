// SPDX-License-Identifier: MIT
// The C preprocessor shared by the Cg and GLSL readers.
//
// Cg's spec asks for "the full ANSI C standard preprocessor"; GLSL 1.10 (section 3.3) for the
// same with changes: no #include, no strings, #version/#extension, __FILE__ a source string
// number, __VERSION__, reserved GL_ and "__" names, and a #line that names the line before
// the next one. One engine does both; Options says which language and carries the limits
// that keep hostile input (exponential macros, include cycles) from running away.
//
// Usage:
//     support::DiagnosticList diagnostics;
//     Preprocessor pp(Options::Cg(), diagnostics);
//     std::vector<Token> tokens = pp.Run("brick.cg", text);   // ends with kEndOfFile
//     std::cerr << pp.Sources().FormatAll(diagnostics);
// Tokens' spellings and locations stay valid as long as `pp` lives. Run reports errors and
// keeps going, so one pass shows every mistake.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "lang/common/cfamily/lexer.h"
#include "lang/common/cfamily/number.h"
#include "lang/common/cfamily/source_manager.h"
#include "lang/common/cfamily/token.h"
#include "support/diagnostic.h"

namespace tessera::lang::cfamily {

enum class Language : std::uint8_t { kCg, kGlsl };

/// Bounds on the work one Run may do; exceeding one is an error naming the limit. The
/// first seven stop the run (the output ends there): they are what keeps exponential macros
/// and include trees inside a few hundred MB and seconds (docs/robustness.md). A token
/// takes about 56 bytes, so max_tokens bounds the output at about 56 MB.
struct Limits {
    std::size_t max_tokens = 1'000'000;          ///< tokens produced (output and expansions)
    std::size_t max_output_bytes = 64 << 20;     ///< bytes of the output tokens' spellings
    std::size_t max_made_bytes = 16 << 20;       ///< bytes of spellings made by "#" and "##"
    std::size_t max_argument_tokens = 2'000'000; ///< tokens collected as macro arguments, in all
    std::size_t max_include_depth = 64;          ///< nested #include files
    std::size_t max_includes = 4096;             ///< #include files read, in all
    std::size_t max_source_bytes = 64 << 20;     ///< bytes of all files read, the main one too
    std::size_t max_expansion_depth = 256;       ///< nested macro expansions (and argument levels)
    std::size_t max_if_depth = 256;              ///< nested #if groups in one file
    std::size_t max_expression_depth = 256;      ///< nested parentheses and operators in #if
};

/// A -D or -U option: "NAME", "NAME=VALUE", "NAME(a,b)=VALUE" (-D NAME means NAME=1).
struct MacroOption {
    bool undefine = false;
    std::string text;
};

/// Reads an #include candidate path; nullopt when there is no such file.
using IncludeReader = std::function<std::optional<std::string>(const std::string& path)>;

enum class ReservedNameCheck : std::uint8_t { kNone, kWarning, kError };

struct Options {
    Language language = Language::kCg;
    LexOptions lex;
    NumberSyntax numbers;
    /// Integer constants in the output must fit this many bits, unsigned (#if uses 64).
    unsigned int_bits = 32;
    Limits limits;

    std::vector<std::string> include_dirs;  ///< -I, searched in order
    IncludeReader read_file;                ///< default: the file system

    /// The language's own macros (a Cg profile's, a GLSL extension's); reserved names allowed.
    std::vector<MacroOption> predefined;
    /// The user's -D and -U options, applied in order after `predefined`.
    std::vector<MacroOption> command_line;

    // GLSL only.
    int default_version = 110;  ///< __VERSION__ when there is no #version
    std::vector<int> supported_versions = {110};
    std::vector<std::string> supported_extensions;
    bool glsl_es = false;                    ///< defines GL_ES 1
    bool fragment_precision_high = false;    ///< ES only: defines GL_FRAGMENT_PRECISION_HIGH 1
    std::uint32_t source_string_number = 0;  ///< __FILE__ before any #line
    /// GLSL 1.10-3.20: after "#line L" the next line is L + 1 (C and GLSL 3.30: L).
    bool line_directive_plus_one = false;
    /// #define/#undef of a name starting with "GL_", or containing "__" (GLSL 3.3).
    ReservedNameCheck reserved_gl_prefix = ReservedNameCheck::kNone;
    ReservedNameCheck reserved_double_underscore = ReservedNameCheck::kNone;
    /// An identifier left in an #if expression is an error instead of 0.
    bool undefined_identifier_in_if_is_error = false;
    /// A macro redefined differently is a warning and the new definition replaces the old
    /// (cgc's behaviour), instead of C's error.
    bool redefinition_is_warning = false;

    /// Cg: strings, characters, "#"-stringizing, #include, Cg's constant suffixes, and
    /// cgc's warning (not error) for a macro redefined differently.
    static Options Cg();
    /// GLSL 1.10: no strings, no "#"-stringizing, no #include, no suffixes, "^^".
    static Options Glsl();
};

/// A #pragma: its tokens (not macro-expanded, as GLSL 3.3 says and C allows) and how many
/// output tokens came before it.
struct Pragma {
    Location location;
    std::vector<Token> tokens;
    std::size_t token_index = 0;
};

/// A GLSL "#extension name : behavior".
struct ExtensionDirective {
    Location location;
    std::string name;
    std::string behavior;
};

class Preprocessor {
  public:
    Preprocessor(Options options, support::DiagnosticList& diagnostics);
    ~Preprocessor();
    Preprocessor(const Preprocessor&) = delete;
    Preprocessor& operator=(const Preprocessor&) = delete;

    /// Preprocesses a main source; the result ends with one kEndOfFile token. Each call is a
    /// compilation unit of its own (macros and #version start afresh) whose files join the
    /// one SourceManager: a GLSL link preprocesses each shader of a stage this way.
    std::vector<Token> Run(std::string name, std::string text);

    /// Gives a finished token vector's storage back for the next Run on this thread. A
    /// compile's token vector is one of its largest blocks (~230 KB for a 200-line Cg
    /// shader): freed, it left the top of glibc's heap free past the trim threshold, so the
    /// heap was returned to the system and faulted in again on every compile of a long-lived
    /// client (docs/compile_performance.md). Kept, the next Run fills it again.
    static void Recycle(std::vector<Token>&& tokens);

    /// Every file read, for locations and for formatting diagnostics.
    const SourceManager& Sources() const;
    const std::vector<Pragma>& Pragmas() const;
    const std::vector<ExtensionDirective>& Extensions() const;
    /// GLSL: the #version given, or the default.
    int Version() const;
    bool HasVersionDirective() const;
    /// Whether a macro is defined at the end of the run (built-ins included).
    bool IsDefined(std::string_view name) const;

    struct Impl;

  private:
    std::unique_ptr<Impl> impl_;
};

/// Turns tokens back into text: a line break before a token that began a line, one space
/// where the source had white space or where two tokens would otherwise run together.
std::string Print(const std::vector<Token>& tokens);

/// Print with each #pragma back on a line of its own where it was (for -E style output).
std::string Print(const std::vector<Token>& tokens, const std::vector<Pragma>& pragmas);

}  // namespace tessera::lang::cfamily
