// SPDX-License-Identifier: MIT
// Reading piglit's `.shader_test` files into plain data.
//
// A shader test is a list of bracketed sections:
//
//     [require]            GL >= 1.3, GL_ARB_fragment_program, SIZE 64 64, ...
//     [vertex program]     an ARBvp1.0 program, kept verbatim
//     [fragment program]   an ARBfp1.0 program, kept verbatim
//     [vertex shader] ...  GLSL stages, kept verbatim
//     [vertex data]        a table of vertex attributes, kept verbatim
//     [test]               one command per line: clear, draw rect, probe rgba, ...
//
// The parser does not know what a command does; it knows what each command looks like.
// kCommandGrammar below is the whole grammar of the [test] section: a command name of one
// or more words followed by arguments, where `(`, `)`, `,` and `;` are only punctuation, so
// `relative probe rgba (0.5, 0.5) (0, 1, 0, 1);` is the name "relative probe rgba" and six
// numbers. A name the grammar does not know is kept as an unknown command (the runner
// skips the test, since piglit has far more commands than Tessera runs); a known name
// whose arguments do not fit is an error with the file, line and column.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "support/diagnostic.h"
#include "support/source.h"

namespace tessera::shader_test {

enum class SectionKind {
    kRequire,
    kVertexProgram,    ///< [vertex program]: ARBvp1.0
    kFragmentProgram,  ///< [fragment program]: ARBfp1.0
    kShader,           ///< any GLSL stage: [vertex shader], [fragment shader], ...
    kVertexData,
    kTest,
    kOther,  ///< a section name piglit may know but this reader does not
};

struct Section {
    SectionKind kind = SectionKind::kOther;
    std::string name;             ///< as written between the brackets, e.g. "vertex program"
    std::uint32_t line = 0;       ///< line of the `[name]` header
    std::size_t body_offset = 0;  ///< byte offset of the first body line in the file
    std::string body;             ///< everything up to the next header, verbatim
};

/// One line of [require], without comments and surrounding blanks.
struct Requirement {
    std::uint32_t line = 0;
    std::size_t offset = 0;
    std::string text;
};

/// A command argument: a number, or a word such as `2D`, `env_fp` or `greater`.
struct Argument {
    bool is_number = false;
    double number = 0;
    std::string word;  ///< the token as written (numbers too, for messages)
};

struct Command {
    std::uint32_t line = 0;
    std::size_t offset = 0;
    /// The grammar's name ("probe rgba"); for an unknown command, its leading words.
    std::string name;
    bool known = false;
    std::vector<Argument> arguments;
    std::string text;  ///< the line as written, without comment and trailing blanks
};

struct ShaderTest {
    std::string file_name;
    std::vector<Section> sections;
    std::vector<Requirement> requirements;
    std::vector<Command> commands;

    /// The first section of `kind`, or null.
    const Section* Find(SectionKind kind) const;
};

struct ParseResult {
    ShaderTest test;
    support::DiagnosticList diagnostics;
    bool Ok() const { return !diagnostics.HasErrors(); }
};

/// One command shape of the [test] grammar: `name` then arguments matching one of the
/// `|`-separated `shapes`, each a string of `n` (number) and `w` (word); an empty
/// alternative means no arguments. `usage` is shown when the arguments do not fit.
struct CommandGrammar {
    std::string_view name;
    std::string_view shapes;
    std::string_view usage;
};

/// Every command the parser knows, in no particular order (names are matched longest
/// first).
std::span<const CommandGrammar> KnownCommands();

/// Parses a whole file. Errors are collected (the parser keeps going); a test with
/// errors must not be run.
ParseResult Parse(const support::SourceFile& source);

/// "file:line:col: error: message" plus the line and a caret, for every diagnostic.
std::string FormatErrors(const support::SourceFile& source, const ParseResult& result);

}  // namespace tessera::shader_test
