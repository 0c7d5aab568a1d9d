// SPDX-License-Identifier: MIT
// The [vertex data] section and the commands that draw with it or change how vertices are
// shaded: `draw arrays`, `enable`/`disable`, `shade model` (shader_runner's names).
//
// [vertex data] is a table: a header of `NAME/TYPE/COUNT` columns, then one row of numbers
// per vertex. shader_runner puts each column in a vertex buffer and points the attribute
// NAME at it (glGetAttribLocation); `draw arrays MODE FIRST COUNT` then draws rows FIRST on.
// Here each row becomes a generic vertex: the current attributes, with every column written
// to the generic attribute the compiled vertex shader gave its name (a name the shader does
// not use is inactive and ignored, as the GL ignores it). The legacy names gl_Vertex,
// gl_Normal, gl_Color, gl_SecondaryColor and gl_MultiTexCoordN are the conventional
// attributes, which the generic ones of Table X.2.1 alias. Only float columns exist here.
#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "shader_test/commands.h"

namespace tessera::shader_test::detail {
namespace {

namespace gl = runtime::gl;
using support::Vec4;

struct Column {
    int attribute = -1;  ///< generic index; -1: inactive
    int count = 0;       ///< components given (1 to 4)
};

struct VertexTable {
    std::vector<Column> columns;
    std::vector<gl::GenericVertex> rows;
};

std::vector<std::string_view> Words(std::string_view line) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
        if (i > start) words.push_back(line.substr(start, i - start));
    }
    return words;
}

// The generic attribute a column's name feeds: a legacy gl_ name's alias, else the shader's.
int AttributeIndex(const RunState& state, std::string_view name) {
    static constexpr std::array<std::pair<std::string_view, int>, 4> kLegacy = {
        {{"gl_Vertex", 0}, {"gl_Normal", 2}, {"gl_Color", 3}, {"gl_SecondaryColor", 4}}};
    for (const auto& [legacy, index] : kLegacy)
        if (name == legacy) return index;
    constexpr std::string_view kTexCoord = "gl_MultiTexCoord";
    if (name.size() == kTexCoord.size() + 1 && name.substr(0, kTexCoord.size()) == kTexCoord &&
        name.back() >= '0' && name.back() <= '7')
        return 8 + (name.back() - '0');
    if (!state.glsl) return -1;
    const auto found = state.glsl->attributes.find(std::string(name));
    return found == state.glsl->attributes.end() ? -1 : found->second;
}

// Reads the section; `error` says why not (naming the section's line), skip when the
// table is valid but needs what Tessera lacks.
std::optional<VertexTable> ReadTable(const RunState& state, const Section& section, Step& failure) {
    VertexTable table;
    std::uint32_t line_number = section.line;
    std::size_t start = 0;
    bool header = true;
    while (start <= section.body.size()) {
        std::size_t end = section.body.find('\n', start);
        if (end == std::string::npos) end = section.body.size();
        std::string_view line = std::string_view(section.body).substr(start, end - start);
        start = end + 1;
        ++line_number;
        line = line.substr(0, line.find('#'));
        const std::vector<std::string_view> words = Words(line);
        if (words.empty()) continue;
        const std::string at = "[vertex data] line " + std::to_string(line_number) + ": ";
        if (header) {
            header = false;
            for (std::string_view word : words) {
                const std::size_t slash = word.find('/');
                const std::size_t second = slash == std::string_view::npos ? slash : word.find('/', slash + 1);
                if (second == std::string_view::npos) {
                    failure = Step::Error(at + "column '" + std::string(word) + "' is not NAME/TYPE/COUNT");
                    return std::nullopt;
                }
                const std::string_view type = word.substr(slash + 1, second - slash - 1);
                const std::string_view count = word.substr(second + 1);
                if (type != "float" || count.size() != 1 || count[0] < '1' || count[0] > '4') {
                    failure = Step::Skip(at + "column '" + std::string(word) +
                                         "' is not a float attribute of 1 to 4 components (the only kind fed)");
                    return std::nullopt;
                }
                table.columns.push_back({AttributeIndex(state, word.substr(0, slash)), count[0] - '0'});
            }
            continue;
        }
        gl::GenericVertex vertex = state.context.MakeGenericVertex();
        std::size_t w = 0;
        for (const Column& column : table.columns) {
            Vec4 value{0, 0, 0, 1};
            for (int c = 0; c < column.count; ++c, ++w) {
                double number = 0;
                const char* first = w < words.size() ? words[w].data() : nullptr;
                const auto parsed = first ? std::from_chars(first, first + words[w].size(), number)
                                          : std::from_chars_result{nullptr, std::errc::invalid_argument};
                if (!first || parsed.ec != std::errc() || parsed.ptr != first + words[w].size()) {
                    failure = Step::Error(at + "expected " + std::to_string(w + 1) + " numbers or more in this row");
                    return std::nullopt;
                }
                value[c] = std::isfinite(number) ? static_cast<float>(std::clamp(number, -3.4e38, 3.4e38))
                                                 : static_cast<float>(number);
            }
            if (column.attribute >= 0) vertex[column.attribute] = value;
        }
        if (w != words.size()) {
            failure = Step::Error(at + "the row has " + std::to_string(words.size()) + " numbers, the header " +
                                  std::to_string(w));
            return std::nullopt;
        }
        table.rows.push_back(vertex);
    }
    return table;
}

// `draw arrays MODE FIRST COUNT` (glDrawArrays of the [vertex data] rows).
Step DrawArrays(RunState& state, const Command& command) {
    static constexpr std::array<std::pair<std::string_view, gl::Primitive>, 3> kModes = {
        {{"GL_TRIANGLES", gl::Primitive::kTriangles},
         {"GL_TRIANGLE_STRIP", gl::Primitive::kTriangleStrip},
         {"GL_TRIANGLE_FAN", gl::Primitive::kTriangleFan}}};
    const std::string at = "line " + std::to_string(command.line) + ": ";
    const std::string& mode_name = command.arguments.at(0).word;
    const auto mode = std::find_if(kModes.begin(), kModes.end(), [&](const auto& m) { return m.first == mode_name; });
    if (mode == kModes.end())
        return Step::Skip(at + "draw arrays " + mode_name + ": only triangles are drawn (points and lines are not)");
    if (!state.vertex_data) return Step::Error(at + "'draw arrays' needs a [vertex data] section");
    Step failure = Step::Ok();
    const std::optional<VertexTable> table = ReadTable(state, *state.vertex_data, failure);
    if (!table) return failure;
    const double first = command.arguments.at(1).number;
    const double count = command.arguments.at(2).number;
    if (!(first >= 0 && count >= 0 && first + count <= static_cast<double>(table->rows.size())) ||
        first != std::floor(first) || count != std::floor(count))
        return Step::Error(at + "rows " + command.arguments.at(1).word + " to " + command.arguments.at(1).word + "+" +
                           command.arguments.at(2).word + " are not in the " + std::to_string(table->rows.size()) +
                           " rows of [vertex data]");
    PrepareDraw(state);
    const std::span<const gl::GenericVertex> rows(table->rows);
    const gl::GlError error =
        state.context.DrawArrays(mode->second, rows.subspan(static_cast<std::size_t>(first), static_cast<std::size_t>(count)));
    if (error == gl::GlError::kNoError) return Step::Ok();
    return Step::Error(at + "'draw arrays' raised " + gl::GlErrorName(error));
}

// GL_CLIP_PLANEn's n, or -1 when `name` names no clip plane the GL has.
int ClipPlaneIndex(std::string_view name) {
    constexpr std::string_view kPrefix = "GL_CLIP_PLANE";
    if (!name.starts_with(kPrefix) || name.size() != kPrefix.size() + 1) return -1;
    const int n = name.back() - '0';
    return n >= 0 && n < gl::kMaxClipPlanes ? n : -1;
}

// `enable CAP` / `disable CAP`: the capabilities the runtime has. User clip planes clip
// with the fixed-function vertex stage and position-invariant vertex programs; with any
// other vertex program (a GLSL vertex shader's included) GL defines no eye position to clip
// (GLSL's gl_ClipVertex, which Tessera cannot compile), so enabling one skips the test.
Step SetCapability(RunState& state, const Command& command, bool enabled) {
    static constexpr std::array<std::pair<std::string_view, gl::Capability>, 2> kCapabilities = {
        {{"GL_VERTEX_PROGRAM_TWO_SIDE", gl::Capability::kVertexProgramTwoSide},
         {"GL_DEPTH_TEST", gl::Capability::kDepthTest}}};
    const std::string& name = command.arguments.at(0).word;
    for (const auto& [cap_name, capability] : kCapabilities)
        if (cap_name == name) {
            state.context.SetEnabled(capability, enabled);
            return Step::Ok();
        }
    const std::string at =
        "line " + std::to_string(command.line) + ": '" + command.name + " " + name + "': ";
    if (const int plane = ClipPlaneIndex(name); plane >= 0) {
        if (enabled && !state.context.UserClippingApplies())
            return Step::Skip(at +
                              "user clip planes with a vertex shader, or a vertex program "
                              "without ARB_position_invariant, are not implemented");
        state.context.State().EnableClipPlane(plane, enabled);
        return Step::Ok();
    }
    return Step::Skip(at + "the runtime has no such capability");
}

// `clip plane N A B C D`: glClipPlane(GL_CLIP_PLANE0 + N), which stores the plane in eye
// coordinates (the current modelview's inverse applied, GL 2.0 section 2.12); ARB programs
// read it as state.clip[N].plane. shader_runner fails the test when N is out of range.
Step ClipPlane(RunState& state, const Command& command) {
    const double n = command.arguments.at(0).number;
    if (n < 0 || n >= gl::kMaxClipPlanes || n != std::floor(n))
        return Step::Error("line " + std::to_string(command.line) + ": clip plane " +
                           command.arguments.at(0).word +
                           " is out of range (GL_MAX_CLIP_PLANES is " +
                           std::to_string(gl::kMaxClipPlanes) + ")");
    Vec4 plane{};
    for (int i = 0; i < 4; ++i) plane[i] = static_cast<float>(command.arguments.at(1 + i).number);
    state.context.State().SetClipPlane(static_cast<int>(n), plane);
    return Step::Ok();
}

Step Enable(RunState& state, const Command& command) { return SetCapability(state, command, true); }
Step Disable(RunState& state, const Command& command) { return SetCapability(state, command, false); }

// `shade model smooth|flat` (glShadeModel).
Step ShadeModel(RunState& state, const Command& command) {
    const std::string& model = command.arguments.at(0).word;
    if (model != "smooth" && model != "flat")
        return Step::Error("line " + std::to_string(command.line) + ": shade model is smooth or flat, not '" + model +
                           "'");
    state.context.SetShadeModel(model == "flat" ? gl::ShadeModel::kFlat : gl::ShadeModel::kSmooth);
    return Step::Ok();
}

constexpr std::array kVertexHandlers = {
    CommandHandler{"draw arrays", DrawArrays},
    CommandHandler{"enable", Enable},
    CommandHandler{"disable", Disable},
    CommandHandler{"shade model", ShadeModel},
    CommandHandler{"clip plane", ClipPlane},
};

}  // namespace

std::span<const CommandHandler> VertexCommandHandlers() { return kVertexHandlers; }

}  // namespace tessera::shader_test::detail
