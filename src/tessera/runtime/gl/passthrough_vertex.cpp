// The pass-through vertex program subset (see passthrough_vertex.h).
//
// The subset is small enough that a statement-at-a-time reading is exact: comments are
// blanked out, the text is cut at semicolons, and each statement is matched whole against
// the three statement forms. Register names are compared with the whitespace removed,
// which ARBvp allows between all tokens of a register name.
#include "runtime/gl/passthrough_vertex.h"

#include <cctype>
#include <string>

namespace tessera::runtime::gl {
namespace {

constexpr std::string_view kHeader = "!!ARBvp1.0";
constexpr int kMaxTexCoords = 8;

bool IsSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

std::string_view Trim(std::string_view s) {
    while (!s.empty() && IsSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && IsSpace(s.back())) s.remove_suffix(1);
    return s;
}

std::string WithoutSpaces(std::string_view s) {
    std::string out;
    for (char c : s)
        if (!IsSpace(c)) out.push_back(c);
    return out;
}

// `word` followed by whitespace or the end: returns the rest, or nullopt.
std::optional<std::string_view> AfterKeyword(std::string_view s, std::string_view word) {
    if (s.substr(0, word.size()) != word) return std::nullopt;
    std::string_view rest = s.substr(word.size());
    if (!rest.empty() && !IsSpace(rest.front())) return std::nullopt;
    return Trim(rest);
}

// "texcoord" or "texcoord[n]" with n < 8; returns the unit.
std::optional<std::uint8_t> TexCoordUnit(std::string_view s) {
    constexpr std::string_view kName = "texcoord";
    if (s.substr(0, kName.size()) != kName) return std::nullopt;
    s.remove_prefix(kName.size());
    if (s.empty()) return 0;
    if (s.size() < 3 || s.front() != '[' || s.back() != ']') return std::nullopt;
    const std::string_view digits = s.substr(1, s.size() - 2);
    if (digits.empty() || digits.size() > 2) return std::nullopt;
    int unit = 0;
    for (char c : digits) {
        if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
        unit = unit * 10 + (c - '0');
    }
    if (unit >= kMaxTexCoords) return std::nullopt;
    return static_cast<std::uint8_t>(unit);
}

// A register after its "result." or "vertex." prefix: color[.primary|.secondary],
// texcoord[n], fogcoord.
bool ParseSlot(std::string_view s, VertexSlot& slot, std::uint8_t& unit) {
    unit = 0;
    if (s == "color" || s == "color.primary") {
        slot = VertexSlot::kColor;
    } else if (s == "color.secondary") {
        slot = VertexSlot::kSecondaryColor;
    } else if (s == "fogcoord") {
        slot = VertexSlot::kFogCoord;
    } else if (auto u = TexCoordUnit(s)) {
        slot = VertexSlot::kTexCoord;
        unit = *u;
    } else {
        return false;
    }
    return true;
}

// MOV's operands, "result.R,vertex.A" with whitespace already removed.
std::optional<VertexCopy> ParseMove(const std::string& operands) {
    const std::size_t comma = operands.find(',');
    if (comma == std::string::npos) return std::nullopt;
    const std::string_view dst = std::string_view(operands).substr(0, comma);
    const std::string_view src = std::string_view(operands).substr(comma + 1);
    constexpr std::string_view kResult = "result.";
    constexpr std::string_view kVertex = "vertex.";
    if (dst.substr(0, kResult.size()) != kResult || src.substr(0, kVertex.size()) != kVertex)
        return std::nullopt;
    VertexCopy copy;
    if (!ParseSlot(dst.substr(kResult.size()), copy.destination, copy.destination_unit) ||
        !ParseSlot(src.substr(kVertex.size()), copy.source, copy.source_unit))
        return std::nullopt;
    return copy;
}

// Replaces every comment ("#" to the end of the line) with spaces.
std::string BlankComments(std::string_view text) {
    std::string out(text);
    bool in_comment = false;
    for (char& c : out) {
        if (c == '\n' || c == '\r')
            in_comment = false;
        else if (c == '#')
            in_comment = true;
        if (in_comment) c = ' ';
    }
    return out;
}

}  // namespace

std::optional<PassThroughVertexProgram> ReadPassThroughVertexProgram(std::string_view text) {
    if (text.substr(0, kHeader.size()) != kHeader) return std::nullopt;
    const std::string body = BlankComments(text.substr(kHeader.size()));
    std::string_view rest = body;
    // The header must be followed by whitespace (or a comment, now blanked).
    if (rest.empty() || !IsSpace(rest.front())) return std::nullopt;
    PassThroughVertexProgram program;
    bool position_invariant = false;
    while (true) {
        rest = Trim(rest);
        // END ends the program; whatever follows it is ignored, as in every ARB program.
        if (AfterKeyword(rest, "END"))
            return position_invariant ? std::optional(program) : std::nullopt;
        const std::size_t semicolon = rest.find(';');
        if (semicolon == std::string_view::npos) return std::nullopt;  // no END
        const std::string_view statement = Trim(rest.substr(0, semicolon));
        rest.remove_prefix(semicolon + 1);
        if (auto option = AfterKeyword(statement, "OPTION")) {
            if (*option != "ARB_position_invariant") return std::nullopt;
            position_invariant = true;
        } else if (auto operands = AfterKeyword(statement, "MOV")) {
            std::optional<VertexCopy> copy = ParseMove(WithoutSpaces(*operands));
            if (!copy) return std::nullopt;
            program.copies.push_back(*copy);
        } else {
            return std::nullopt;
        }
    }
}

}  // namespace tessera::runtime::gl
