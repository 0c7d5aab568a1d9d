// SPDX-License-Identifier: MIT
// Matching pass-through vertex shaders (see vertex_stage.h).
//
// The source is first made compact: comments go, `#version` and `#extension` lines go (any
// other directive stops the match, since a macro could change what the text means), and
// blanks remain only between two identifier characters. `void main() { ... }` must then be
// the only function; what precedes it must be plain uniform, varying and attribute
// declarations (no initializers: a 1.20 uniform initializer would set a value), and every
// statement of its body must match one row of kForms, where `$` stands for one digit that
// is the same everywhere in the row. The instructions of the matched rows, with `$`
// replaced, are the vertex program.
#include "shader_test/vertex_stage.h"

#include <array>
#include <cctype>
#include <optional>
#include <vector>

namespace tessera::shader_test {
namespace {

struct PassThroughForm {
    std::string_view statement;  ///< compact GLSL, `$` a digit
    /// The ARBvp instructions; empty with `position_invariant` for the fixed-function
    /// transform, which ARB_position_invariant computes exactly as the fixed-function
    /// stage does (ARB_vertex_program 2.14.4.5.1), as ftransform() must (GLSL 1.10 8.5).
    std::string_view instructions;
    bool position_invariant = false;
    bool writes_position = false;
};

// GL's default state makes every form below the fixed-function stage's behaviour: the
// texture matrices are the identity, lighting and texture coordinate generation are off.
constexpr std::array<PassThroughForm, 7> kForms = {{
    {"gl_Position=gl_Vertex", "MOV result.position, vertex.position;", false, true},
    {"gl_Position=gl_ModelViewProjectionMatrix*gl_Vertex", "", true, true},
    {"gl_Position=ftransform()", "", true, true},
    {"gl_TexCoord[$]=gl_MultiTexCoord$", "MOV result.texcoord[$], vertex.texcoord[$];"},
    {"gl_FrontColor=gl_Color", "MOV result.color, vertex.color;"},
    {"gl_FrontSecondaryColor=gl_SecondaryColor",
     "MOV result.color.secondary, vertex.color.secondary;"},
    {"gl_FogFragCoord=gl_FogCoord", "MOV result.fogcoord.x, vertex.fogcoord.x;"},
}};

bool IsIdentifierChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

// The source without comments; each comment becomes one blank so tokens stay apart.
std::string StripComments(std::string_view source) {
    std::string out;
    std::size_t i = 0;
    while (i < source.size()) {
        if (source.substr(i, 2) == "//") {
            while (i < source.size() && source[i] != '\n') ++i;
            out += ' ';
        } else if (source.substr(i, 2) == "/*") {
            const std::size_t end = source.find("*/", i + 2);
            i = end == std::string_view::npos ? source.size() : end + 2;
            out += ' ';
        } else {
            out += source[i++];
        }
    }
    return out;
}

// Drops `#version` and `#extension` lines; any other directive is a reason not to match.
std::optional<std::string> DropDirectives(const std::string& text, std::string& reason) {
    std::string out;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        const std::string_view line = std::string_view(text).substr(start, end - start);
        const std::size_t first = line.find_first_not_of(" \t\r");
        if (first != std::string_view::npos && line[first] == '#') {
            const std::string_view directive = line.substr(first);
            if (!directive.starts_with("#version") && !directive.starts_with("#extension")) {
                reason = "has the preprocessor directive '" + std::string(directive) + "'";
                return std::nullopt;
            }
        } else {
            out += line;
            out += '\n';
        }
        start = end + 1;
    }
    return out;
}

// Blanks only where two identifier characters would otherwise touch.
std::string Compact(std::string_view text) {
    std::string out;
    bool pending_blank = false;
    for (char c : text) {
        if (std::isspace(static_cast<unsigned char>(c)) != 0) {
            pending_blank = true;
            continue;
        }
        if (pending_blank && !out.empty() && IsIdentifierChar(out.back()) && IsIdentifierChar(c))
            out += ' ';
        pending_blank = false;
        out += c;
    }
    return out;
}

std::vector<std::string_view> SplitStatements(std::string_view text) {
    std::vector<std::string_view> pieces;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find(';', start);
        if (end == std::string_view::npos) end = text.size();
        if (end > start) pieces.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return pieces;
}

// declaration = ("uniform" | "varying" | "attribute") type name ["[" n "]"] ("," ...)*
bool IsPlainDeclaration(std::string_view d) {
    const bool qualified =
        d.starts_with("uniform ") || d.starts_with("varying ") || d.starts_with("attribute ");
    return qualified && d.find_first_of("=(){}") == std::string_view::npos;
}

// Matches `statement` against `form`; `digit` is the character `$` stood for.
bool MatchForm(std::string_view form, std::string_view statement, char& digit) {
    if (form.size() != statement.size()) return false;
    digit = 0;
    for (std::size_t i = 0; i < form.size(); ++i) {
        if (form[i] != '$') {
            if (form[i] != statement[i]) return false;
            continue;
        }
        if (std::isdigit(static_cast<unsigned char>(statement[i])) == 0) return false;
        if (digit != 0 && statement[i] != digit) return false;
        digit = statement[i];
    }
    return true;
}

std::string Substitute(std::string_view text, char digit) {
    std::string out(text);
    for (char& c : out)
        if (c == '$') c = digit;
    return out;
}

VertexStageMatch NotMatched(std::string reason) { return {false, {}, std::move(reason)}; }

}  // namespace

VertexStageMatch MatchPassThroughVertexShader(std::string_view source) {
    std::string reason;
    const std::optional<std::string> text = DropDirectives(StripComments(source), reason);
    if (!text) return NotMatched(reason);
    const std::string compact = Compact(*text);
    std::size_t main = compact.find("void main(){");
    std::size_t body = main + 12;
    if (main == std::string::npos) {
        main = compact.find("void main(void){");
        body = main + 16;
    }
    if (main == std::string::npos || !compact.ends_with('}'))
        return NotMatched("has no 'void main()' that ends the shader");
    for (std::string_view d : SplitStatements(std::string_view(compact).substr(0, main)))
        if (!IsPlainDeclaration(d)) return NotMatched("declares '" + std::string(d) + "'");
    const std::string_view statements =
        std::string_view(compact).substr(body, compact.size() - 1 - body);
    if (statements.find_first_of("{}") != std::string_view::npos)
        return NotMatched("has blocks or functions besides main's body");

    std::string instructions;
    bool position_invariant = false;
    bool writes_position = false;
    for (std::string_view statement : SplitStatements(statements)) {
        const PassThroughForm* found = nullptr;
        char digit = 0;
        for (const PassThroughForm& form : kForms)
            if (MatchForm(form.statement, statement, digit)) found = &form;
        if (found == nullptr) return NotMatched("computes '" + std::string(statement) + "'");
        if (!found->instructions.empty())
            instructions += Substitute(found->instructions, digit) + "\n";
        position_invariant = position_invariant || found->position_invariant;
        writes_position = writes_position || found->writes_position;
    }
    if (!writes_position) return NotMatched("does not write gl_Position");
    // ARB_position_invariant forbids writing result.position as well (2.14.4.5.1).
    if (position_invariant && instructions.find("result.position") != std::string::npos)
        return NotMatched("writes gl_Position twice, in two ways");
    std::string program = "!!ARBvp1.0\n";
    if (position_invariant) program += "OPTION ARB_position_invariant;\n";
    return {true, program + instructions + "END\n", {}};
}

std::string PassThroughVertexProgram() {
    return "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n";
}

}  // namespace tessera::shader_test
