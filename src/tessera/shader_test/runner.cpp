// Running shader tests (see runner.h): admission, setup, then the commands.
//
// Admission is table-driven like the commands: a [require] line is classified by its
// first word (`GL`, `GLSL`, `SIZE`, or an extension name) and each class has one check.
// The set of extensions Tessera satisfies is written out below with the reason for each,
// because claiming an extension is a promise that the tests requiring it can pass.
#include "shader_test/runner.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <optional>
#include <sstream>

#include "shader_test/commands.h"

namespace tessera::shader_test {
namespace {

namespace gl = runtime::gl;
using detail::RunState;
using detail::Step;

constexpr int kMaxWindowSide = 4096;

/// The extensions whose tests Tessera can run.
constexpr std::array<std::string_view, 6> kSupportedExtensions = {
    "GL_ARB_fragment_program",         // lang/arbfp and runtime/exec
    "GL_ARB_fragment_program_shadow",  // the SHADOW targets, runtime/texture's comparison
    // lang/arbvp and runtime/exec's vertex executor. Its NV options are extensions of their
    // own (GL_NV_vertex_program2_option, ...), which are not claimed, so a test using them
    // is skipped at admission.
    "GL_ARB_vertex_program",
    "GL_ARB_texture_rectangle",  // RECT targets in the reader and in runtime/texture
    "GL_ARB_depth_texture",      // DEPTH_COMPONENT textures in runtime/texture
    "GL_ARB_shadow",             // the depth comparison in runtime/texture
};

std::vector<std::string_view> Tokens(std::string_view text) {
    std::vector<std::string_view> tokens;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
        if (i > start) tokens.push_back(text.substr(start, i - start));
    }
    return tokens;
}

std::optional<double> ReadDouble(std::string_view token) {
    double value = 0;
    const auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (ec != std::errc() || ptr != token.data() + token.size()) return std::nullopt;
    return value;
}

std::optional<bool> Compare(double have, std::string_view op, double want) {
    if (op == ">=") return have >= want;
    if (op == ">") return have > want;
    if (op == "<=") return have <= want;
    if (op == "<") return have < want;
    if (op == "=" || op == "==") return have == want;
    if (op == "!=") return have != want;
    return std::nullopt;
}

// --- [require] checks: an empty string means satisfied, anything else is the skip reason.

std::string Unsupported(const Requirement& r) { return "unsupported requirement '" + r.text + "'"; }

// GL [ES|CORE|COMPAT] OP VERSION
std::string CheckGlVersion(const Requirement& r, const std::vector<std::string_view>& t) {
    std::size_t i = 1;
    if (t.size() > 1 && t[1] == "ES") return "requires OpenGL ES ('" + r.text + "')";
    if (t.size() > 1 && t[1] == "CORE") return "requires a core profile ('" + r.text + "')";
    if (t.size() > 1 && t[1] == "COMPAT") ++i;
    if (t.size() != i + 2) return Unsupported(r);
    const std::optional<double> want = ReadDouble(t[i + 1]);
    const std::optional<bool> ok = want ? Compare(kGlVersion, t[i], *want) : std::nullopt;
    if (!ok) return Unsupported(r);
    if (!*ok) return "requires '" + r.text + "' (Tessera's runtime is OpenGL 1.4)";
    return {};
}

std::string CheckGlsl(const Requirement& r, const std::vector<std::string_view>&) {
    return "requires '" + r.text + "' (GLSL is not implemented yet)";
}

std::string CheckSize(const Requirement& r, const std::vector<std::string_view>& t) {
    const auto in_range = [](std::optional<double> v) {
        return v && *v >= 1 && *v <= kMaxWindowSide && *v == static_cast<int>(*v);
    };
    if (t.size() != 3 || !in_range(ReadDouble(t[1])) || !in_range(ReadDouble(t[2])))
        return "unsupported window size '" + r.text + "'";
    return {};
}

// [!]GL_name, or a bare ARB_name as some piglit files write it.
std::string CheckExtension(const Requirement& r, const std::vector<std::string_view>& t) {
    if (t.size() != 1) return Unsupported(r);  // limits such as "GL_MAX_... >= 16"
    std::string_view name = t[0];
    const bool negated = !name.empty() && name[0] == '!';
    if (negated) name.remove_prefix(1);
    const std::string full =
        name.starts_with("GL_") ? std::string(name) : "GL_" + std::string(name);
    const bool have = std::find(kSupportedExtensions.begin(), kSupportedExtensions.end(), full) !=
                      kSupportedExtensions.end();
    if (have == negated) return negated ? "requires " + full + " to be absent" : "requires " + full;
    return {};
}

using RequirementCheck = std::string (*)(const Requirement&, const std::vector<std::string_view>&);

struct RequirementKind {
    std::string_view first_word;
    RequirementCheck check;
};

constexpr std::array<RequirementKind, 3> kRequirementKinds = {{
    {"GL", CheckGlVersion},
    {"GLSL", CheckGlsl},
    {"SIZE", CheckSize},
}};

std::string CheckRequirement(const Requirement& r) {
    const std::vector<std::string_view> tokens = Tokens(r.text);
    if (tokens.empty()) return {};
    for (const RequirementKind& kind : kRequirementKinds)
        if (tokens[0] == kind.first_word) return kind.check(r, tokens);
    // Extension names are the rest: GL_x, !GL_x, and bare ARB_x / EXT_x / NV_x ...
    const std::string_view word = tokens[0];
    if (word.find('_') != std::string_view::npos &&
        word.find_first_of(".<>=") == std::string_view::npos)
        return CheckExtension(r, tokens);
    return Unsupported(r);
}

std::optional<std::string> CheckAdmission(const ShaderTest& test) {
    for (const Requirement& r : test.requirements)
        if (std::string reason = CheckRequirement(r); !reason.empty())
            return reason + " (line " + std::to_string(r.line) + ")";
    for (const Section& section : test.sections) {
        if (section.kind == SectionKind::kShader)
            return "needs GLSL shaders (not implemented yet): [" + section.name + "]";
        if (section.kind == SectionKind::kOther)
            return "unsupported section [" + section.name + "] (line " +
                   std::to_string(section.line) + ")";
    }
    return std::nullopt;
}

// --- Setup: loading the programs --------------------------------------------------------

// The file line of byte `offset` of a section's body.
std::uint32_t LineInFile(const Section& section, std::int64_t offset) {
    const std::size_t end = std::min<std::size_t>(
        static_cast<std::size_t>(std::max<std::int64_t>(offset, 0)), section.body.size());
    return section.line + 1 +
           static_cast<std::uint32_t>(
               std::count(section.body.begin(), section.body.begin() + end, '\n'));
}

// What shader_runner does for [vertex program] and [fragment program]: generate, bind,
// load the string and enable the target.
Step LoadProgram(RunState& state, const Section& section, gl::ProgramTarget target) {
    gl::ProgramObjects& programs = state.context.Programs();
    const std::vector<std::uint32_t> names = programs.GenPrograms(1);
    if (const gl::GlError e = programs.BindProgram(target, names.at(0)); e != gl::GlError::kNoError)
        return Step::Error(std::string("binding the program raised ") + gl::GlErrorName(e));
    const gl::GlError error =
        programs.ProgramString(target, gl::ProgramFormat::kAscii, section.body);
    if (error != gl::GlError::kNoError) {
        return Step::Error("[" + section.name + "] does not load (line " +
                           std::to_string(LineInFile(section, programs.ErrorPosition())) +
                           "): " + programs.ErrorString());
    }
    state.context.Enable(target == gl::ProgramTarget::kVertexProgram
                             ? gl::Capability::kVertexProgram
                             : gl::Capability::kFragmentProgram);
    return Step::Ok();
}

Step LoadPrograms(RunState& state, const ShaderTest& test) {
    // The fragment program first, then the vertex program, each failing the test when it
    // does not load (as shader_runner does).
    if (const Section* fp = test.Find(SectionKind::kFragmentProgram)) {
        Step step = LoadProgram(state, *fp, gl::ProgramTarget::kFragmentProgram);
        if (step.kind != Step::Kind::kOk) return step;
    }
    if (const Section* vp = test.Find(SectionKind::kVertexProgram))
        return LoadProgram(state, *vp, gl::ProgramTarget::kVertexProgram);
    return Step::Ok();
}

// --- Commands ---------------------------------------------------------------------------

std::optional<std::string> FindUnsupportedCommand(const ShaderTest& test) {
    for (const Command& command : test.commands)
        if (!command.known || detail::FindHandler(command.name) == nullptr)
            return "unsupported command '" + command.text + "' (line " +
                   std::to_string(command.line) + ")";
    return std::nullopt;
}

Result Skip(std::string reason) { return {Outcome::kSkip, std::move(reason), {}}; }
Result Fail(std::string reason) { return {Outcome::kFail, std::move(reason), {}}; }

Result FromStep(const Step& step) {
    return step.kind == Step::Kind::kSkip ? Skip(step.message) : Fail(step.message);
}

Result Finish(RunState& state) {
    if (state.failures.empty()) return {};
    Result result{Outcome::kFail, state.failures.front(), std::move(state.failures)};
    if (result.failures.size() > 1)
        result.reason +=
            " (and " + std::to_string(result.failures.size() - 1) + " more failed probes)";
    return result;
}

}  // namespace

const char* OutcomeName(Outcome outcome) {
    switch (outcome) {
        case Outcome::kPass:
            return "PASS";
        case Outcome::kFail:
            return "FAIL";
        case Outcome::kSkip:
            return "SKIP";
    }
    return "?";
}

WindowSize RequestedWindowSize(const ShaderTest& test) {
    WindowSize size;
    for (const Requirement& r : test.requirements) {
        const std::vector<std::string_view> t = Tokens(r.text);
        if (t.empty() || t[0] != "SIZE" || !CheckSize(r, t).empty()) continue;
        size.width = static_cast<int>(*ReadDouble(t[1]));
        size.height = static_cast<int>(*ReadDouble(t[2]));
    }
    return size;
}

Result Run(const ShaderTest& test, gl::Context& context) {
    if (std::optional<std::string> reason = CheckAdmission(test)) return Skip(*reason);
    if (std::optional<std::string> reason = FindUnsupportedCommand(test)) return Skip(*reason);
    RunState state(context);
    state.width = context.Framebuffer().Width();
    state.height = context.Framebuffer().Height();
    if (Step step = LoadPrograms(state, test); step.kind != Step::Kind::kOk) return FromStep(step);
    for (const Command& command : test.commands) {
        const Step step = detail::FindHandler(command.name)(state, command);
        // A skip discovered while running (an argument value Tessera lacks, such as
        // `texparameter 2D depth_mode red`) does not hide probes that already failed.
        if (step.kind == Step::Kind::kSkip && !state.failures.empty()) return Finish(state);
        if (step.kind != Step::Kind::kOk) return FromStep(step);
    }
    return Finish(state);
}

Result RunSource(const support::SourceFile& source) {
    const ParseResult parsed = Parse(source);
    if (const support::Diagnostic* error = parsed.diagnostics.FirstError()) {
        // One line, so the command line's one-line-per-file report stays one line; the
        // full diagnostics with carets come from FormatErrors.
        const support::LineColumn at = source.Locate(error->offset);
        std::string reason = "does not parse: " + source.Name() + ":" + std::to_string(at.line) +
                             ":" + std::to_string(at.column) + ": error: " + error->message;
        if (const std::size_t more = parsed.diagnostics.ErrorCount() - 1; more > 0)
            reason += " (and " + std::to_string(more) + " more errors)";
        return Fail(reason);
    }
    const WindowSize size = RequestedWindowSize(parsed.test);
    gl::Context context(size.width, size.height);
    return Run(parsed.test, context);
}

Result RunFile(const std::string& path) {
    std::string text;
    if (!support::ReadFile(path, text)) return Fail("cannot read file");
    return RunSource(support::SourceFile(path, std::move(text)));
}

bool HasHandler(std::string_view name) { return detail::FindHandler(name) != nullptr; }

}  // namespace tessera::shader_test
