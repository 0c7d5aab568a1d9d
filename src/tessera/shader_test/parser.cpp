// SPDX-License-Identifier: MIT
// Reading `.shader_test` files (see parser.h).
//
// The file is cut into lines once; a line whose first non-blank character is `[` opens a
// section, and every other line belongs to the section above it (lines before the first
// header are piglit's free-form comments). Program and shader bodies are kept byte for
// byte, because the program readers report positions inside them. [require] and [test]
// lines lose their `#` comments and are tokenized: a token is a run of characters other
// than blanks and the punctuation `( ) , ;`, and it is a number when the whole token reads
// as one.
#include "shader_test/parser.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstddef>

namespace tessera::shader_test {
namespace {

// The [test] grammar. Shapes are alternatives of `n` (number) and `w` (word or anything).
// The rgb probes also take a fourth color value, which shader_runner reads past and
// ignores (its get_floats reads only the values it needs); piglit files do write them.
constexpr std::array kGrammar = {
    CommandGrammar{"clear color", "nnnn", "R G B A"},
    CommandGrammar{"clear depth", "n", "DEPTH"},
    CommandGrammar{"clear", "", ""},
    CommandGrammar{"color", "nnnn", "R G B A"},
    CommandGrammar{"draw rect", "nnnn", "X Y W H"},
    CommandGrammar{"draw arrays", "wnn", "MODE FIRST COUNT"},
    CommandGrammar{"enable", "w", "CAPABILITY"},
    CommandGrammar{"disable", "w", "CAPABILITY"},
    CommandGrammar{"shade model", "w", "smooth|flat"},
    CommandGrammar{"draw rect ortho", "nnnn", "X Y W H"},
    CommandGrammar{"draw rect tex", "nnnnnnnn", "X Y W H TX TY TW TH"},
    CommandGrammar{"ortho", "|nnnn", "[LEFT RIGHT BOTTOM TOP]"},
    CommandGrammar{"frustum", "nnnnnn", "LEFT RIGHT BOTTOM TOP NEAR FAR"},
    CommandGrammar{"link success", "", ""},
    CommandGrammar{"link error", "", ""},
    CommandGrammar{"clip plane", "nnnnn", "PLANE A B C D"},
    CommandGrammar{"probe depth", "nnn", "X Y DEPTH"},
    CommandGrammar{"probe rgb", "nnnnn|nnnnnn", "X Y R G B"},
    CommandGrammar{"probe rgba", "nnnnnn", "X Y R G B A"},
    CommandGrammar{"relative probe rgb", "nnnnn|nnnnnn", "(RX, RY) (R, G, B)"},
    CommandGrammar{"relative probe rgba", "nnnnnn", "(RX, RY) (R, G, B, A)"},
    CommandGrammar{"probe all rgb", "nnn|nnnn", "R G B"},
    CommandGrammar{"probe all rgba", "nnnn", "R G B A"},
    CommandGrammar{"probe warn all rgba", "nnnn", "R G B A"},
    CommandGrammar{"hint", "ww", "TARGET MODE"},
    CommandGrammar{"probe rect rgb", "nnnnnnn", "(X, Y, W, H) (R, G, B)"},
    CommandGrammar{"probe rect rgba", "nnnnnnnn", "(X, Y, W, H) (R, G, B, A)"},
    CommandGrammar{"relative probe rect rgb", "nnnnnnn", "(RX, RY, RW, RH) (R, G, B)"},
    CommandGrammar{"relative probe rect rgba", "nnnnnnnn", "(RX, RY, RW, RH) (R, G, B, A)"},
    CommandGrammar{"parameter", "wnnnnn", "env_fp|local_fp|env_vp|local_vp INDEX (X, Y, Z, W)"},
    CommandGrammar{"texture rgbw", "nnn", "UNIT (W, H)"},
    CommandGrammar{"texture rgbw 1D", "n", "UNIT"},
    CommandGrammar{"texture rgbw 3D", "n", "UNIT"},
    CommandGrammar{"texture checkerboard", "nnnnnnnnnnnn",
                   "UNIT LEVEL (W, H) (R, G, B, A) (R, G, B, A)"},
    CommandGrammar{"texture miptree", "n", "UNIT"},
    CommandGrammar{"texture shadow1D", "nn", "UNIT (W)"},
    CommandGrammar{"texture shadow2D", "nnn", "UNIT (W, H)"},
    CommandGrammar{"texture shadowRect", "nnn", "UNIT (W, H)"},
    CommandGrammar{"texparameter", "www", "TARGET NAME VALUE"},
    // TYPE NAME and 1 to 16 values; the values are words because piglit writes some
    // floats as bit patterns (0x7f800000). The handler matches them to the type.
    CommandGrammar{"uniform",
                   "www|wwww|wwwww|wwwwww|wwwwwww|wwwwwwww|wwwwwwwww|wwwwwwwwww|wwwwwwwwwww|"
                   "wwwwwwwwwwww|wwwwwwwwwwwww|wwwwwwwwwwwwww|wwwwwwwwwwwwwww|wwwwwwwwwwwwwwww|"
                   "wwwwwwwwwwwwwwwww|wwwwwwwwwwwwwwwwww",
                   "TYPE NAME VALUE..."},
};

struct Token {
    std::string_view text;
    std::size_t offset = 0;  ///< in the file
};

struct Line {
    std::string_view text;  ///< without the terminator
    std::size_t offset = 0;
    std::uint32_t number = 0;
};

std::vector<Line> SplitLines(std::string_view text) {
    std::vector<Line> lines;
    std::size_t start = 0;
    std::uint32_t number = 1;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back({line, start, number++});
        start = end + 1;
    }
    return lines;
}

bool IsBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }
bool IsSeparator(char c) { return IsBlank(c) || c == '(' || c == ')' || c == ',' || c == ';'; }

// The line without its `#` comment and surrounding blanks; `offset` moves with the start.
std::string_view StripComment(std::string_view line, std::size_t& offset) {
    if (const std::size_t hash = line.find('#'); hash != std::string_view::npos)
        line = line.substr(0, hash);
    while (!line.empty() && IsBlank(line.front())) {
        line.remove_prefix(1);
        ++offset;
    }
    while (!line.empty() && IsBlank(line.back())) line.remove_suffix(1);
    return line;
}

std::vector<Token> Tokenize(std::string_view line, std::size_t offset) {
    std::vector<Token> tokens;
    std::size_t i = 0;
    while (i < line.size()) {
        if (IsSeparator(line[i])) {
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < line.size() && !IsSeparator(line[i])) ++i;
        tokens.push_back({line.substr(start, i - start), offset + start});
    }
    return tokens;
}

enum class NumberRead { kNumber, kWord, kTooLarge };

// number = ["+" | "-"] digits ["." digits] [exponent], the whole token (from_chars takes
// no leading "+", so it is skipped here). A number too large for a double (1e99999) is
// kTooLarge: piglit's strtod would read infinity, which no probe or coordinate means, and
// reading it as a word made the command "unknown" and the test skip. One too small for a
// double reads as strtod reads it (zero or a denormal).
NumberRead ReadNumber(std::string_view token, double& value) {
    if (!token.empty() && token.front() == '+') token.remove_prefix(1);
    if (token.empty()) return NumberRead::kWord;
    const char* end = token.data() + token.size();
    const auto [ptr, ec] = std::from_chars(token.data(), end, value);
    if (ptr != end) return NumberRead::kWord;
    if (ec == std::errc()) return NumberRead::kNumber;
    if (ec != std::errc::result_out_of_range) return NumberRead::kWord;
    value = std::strtod(std::string(token).c_str(), nullptr);
    return std::isinf(value) ? NumberRead::kTooLarge : NumberRead::kNumber;
}

// `text` cut at every `separator` (empty pieces kept: "|nnnn" is "" and "nnnn").
std::vector<std::string_view> Split(std::string_view text, char separator) {
    std::vector<std::string_view> pieces;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(separator, start);
        if (end == std::string_view::npos) end = text.size();
        pieces.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return pieces;
}

// The grammar entry whose name is the longest run of leading tokens, or null.
const CommandGrammar* MatchName(const std::vector<Token>& tokens, std::size_t& name_words) {
    const CommandGrammar* best = nullptr;
    name_words = 0;
    for (const CommandGrammar& grammar : kGrammar) {
        const std::vector<std::string_view> words = Split(grammar.name, ' ');
        if (words.size() > tokens.size() || words.size() <= name_words) continue;
        bool match = true;
        for (std::size_t i = 0; i < words.size() && match; ++i) match = tokens[i].text == words[i];
        if (match) {
            best = &grammar;
            name_words = words.size();
        }
    }
    return best;
}

bool FitsShape(std::string_view shape, const std::vector<Argument>& arguments) {
    if (shape.size() != arguments.size()) return false;
    for (std::size_t i = 0; i < shape.size(); ++i)
        if (shape[i] == 'n' && !arguments[i].is_number) return false;
    return true;
}

bool FitsAnyShape(std::string_view shapes, const std::vector<Argument>& arguments) {
    const std::vector<std::string_view> alternatives = Split(shapes, '|');
    return std::any_of(alternatives.begin(), alternatives.end(),
                       [&](std::string_view shape) { return FitsShape(shape, arguments); });
}

// True when some alternative takes a word first. When none does and the command's first
// argument is a word, the line is a longer command this grammar does not know (piglit's
// `draw rect patch`, `texture rgbw 1D`), not a malformed known one.
bool SomeShapeStartsWithWord(std::string_view shapes) {
    const std::vector<std::string_view> alternatives = Split(shapes, '|');
    return std::any_of(alternatives.begin(), alternatives.end(),
                       [](std::string_view shape) { return !shape.empty() && shape[0] == 'w'; });
}

class Parser {
  public:
    explicit Parser(const support::SourceFile& source) : source_(source) {
        result_.test.file_name = source.Name();
    }

    ParseResult Run() {
        const std::vector<Line> lines = SplitLines(source_.Text());
        std::size_t i = 0;
        while (i < lines.size() && !IsHeader(lines[i])) ++i;  // piglit's free-form preamble
        // shader_runner fails a file without [require]; one without any section (binary
        // garbage, the wrong file) has nothing a test could be.
        if (i == lines.size())
            result_.diagnostics.Error(0, 1, "no section header: a shader test needs [require]");
        while (i < lines.size()) {
            const Line& header = lines[i++];
            const std::size_t body_start = i;
            while (i < lines.size() && !IsHeader(lines[i])) ++i;
            AddSection(header, lines, body_start, i);
        }
        return std::move(result_);
    }

  private:
    static bool IsHeader(const Line& line) {
        const std::size_t first = line.text.find_first_not_of(" \t");
        return first != std::string_view::npos && line.text[first] == '[';
    }

    // section = "[" name "]" NEWLINE body
    void AddSection(const Line& header, const std::vector<Line>& lines, std::size_t begin,
                    std::size_t end) {
        const std::size_t open = header.text.find('[');
        const std::size_t close = header.text.find(']', open);
        Section section;
        section.line = header.number;
        if (close == std::string_view::npos) {
            result_.diagnostics.Error(header.offset + open, header.text.size() - open,
                                      "section header has no closing ']'");
            section.name = std::string(header.text.substr(open + 1));
        } else {
            section.name = std::string(header.text.substr(open + 1, close - open - 1));
        }
        section.kind = KindOf(section.name);
        const std::size_t body_begin =
            begin < lines.size() ? lines[begin].offset : source_.Text().size();
        const std::size_t body_end = end < lines.size() ? lines[end].offset : source_.Text().size();
        section.body_offset = body_begin;
        section.body = std::string(source_.Text().substr(body_begin, body_end - body_begin));
        for (std::size_t i = begin; i < end; ++i) {
            if (section.kind == SectionKind::kRequire) AddRequirement(lines[i]);
            if (section.kind == SectionKind::kTest) AddCommand(lines[i]);
        }
        result_.test.sections.push_back(std::move(section));
    }

    static SectionKind KindOf(std::string_view name) {
        if (name == "require") return SectionKind::kRequire;
        if (name == "vertex program") return SectionKind::kVertexProgram;
        if (name == "fragment program") return SectionKind::kFragmentProgram;
        if (name == "vertex data") return SectionKind::kVertexData;
        if (name == "test") return SectionKind::kTest;
        // Every GLSL stage and its variants ("vertex shader passthrough", "compute shader",
        // "fragment shader binary", ...) names a shader.
        if (name.find("shader") != std::string_view::npos) return SectionKind::kShader;
        return SectionKind::kOther;
    }

    void AddRequirement(const Line& line) {
        std::size_t offset = line.offset;
        const std::string_view text = StripComment(line.text, offset);
        if (text.empty()) return;
        result_.test.requirements.push_back({line.number, offset, std::string(text)});
    }

    // command = name argument* ; the name is the grammar's longest match
    void AddCommand(const Line& line) {
        std::size_t offset = line.offset;
        const std::string_view text = StripComment(line.text, offset);
        if (text.empty()) return;
        const std::vector<Token> tokens = Tokenize(text, offset);
        Command command;
        command.line = line.number;
        command.offset = offset;
        command.text = std::string(text);
        std::size_t name_words = 0;
        const CommandGrammar* grammar = MatchName(tokens, name_words);
        for (std::size_t i = name_words; i < tokens.size(); ++i)
            command.arguments.push_back(MakeArgument(tokens[i]));
        if (grammar == nullptr) {
            command.name = tokens.empty() ? std::string(text) : std::string(tokens[0].text);
        } else if (FitsAnyShape(grammar->shapes, command.arguments)) {
            command.name = std::string(grammar->name);
            command.known = true;
        } else if (!command.arguments.empty() && !command.arguments[0].is_number &&
                   !SomeShapeStartsWithWord(grammar->shapes)) {
            command.name = std::string(grammar->name) + " " + command.arguments[0].word;
        } else {
            const std::size_t at = name_words < tokens.size() ? tokens[name_words].offset : offset;
            result_.diagnostics.Error(at, 1,
                                      "'" + std::string(grammar->name) + "' expects " +
                                          (grammar->usage.empty() ? std::string("no arguments")
                                                                  : std::string(grammar->usage)));
            command.name = std::string(grammar->name);
        }
        result_.test.commands.push_back(std::move(command));
    }

    Argument MakeArgument(const Token& token) {
        Argument argument;
        argument.word = std::string(token.text);
        const NumberRead read = ReadNumber(token.text, argument.number);
        argument.is_number = read != NumberRead::kWord;
        if (read == NumberRead::kTooLarge)
            result_.diagnostics.Error(token.offset, 1, "number out of range (too large for a double)");
        return argument;
    }

    const support::SourceFile& source_;
    ParseResult result_;
};

}  // namespace

const Section* ShaderTest::Find(SectionKind kind) const {
    for (const Section& section : sections)
        if (section.kind == kind) return &section;
    return nullptr;
}

std::span<const CommandGrammar> KnownCommands() { return kGrammar; }

ParseResult Parse(const support::SourceFile& source) { return Parser(source).Run(); }

std::string FormatErrors(const support::SourceFile& source, const ParseResult& result) {
    return support::FormatDiagnostics(source, result.diagnostics);
}

}  // namespace tessera::shader_test
