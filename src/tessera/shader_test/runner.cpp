// SPDX-License-Identifier: MIT
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

#include "lang/common/arbasm/fragment_limits.h"
#include "shader_test/commands.h"
#include "shader_test/glsl_stage.h"

namespace tessera::shader_test {
namespace {

namespace gl = runtime::gl;
using detail::RunState;
using detail::Step;

constexpr int kMaxWindowSide = 4096;

/// The extensions whose tests Tessera can run besides the program extensions, which the
/// test's context names (gl::Context::Extensions(): GL_ARB_fragment_program,
/// GL_ARB_fragment_program_shadow, GL_ARB_vertex_program, and the NVIDIA options its
/// limits accept, such as GL_NV_fragment_program2, whose programs the reference
/// interpreter runs).
constexpr std::array<std::string_view, 3> kTextureExtensions = {
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

/// What the run offers: the GL version depends on whether the test runs GLSL shaders, the
/// extensions on the context.
struct Offer {
    double gl_version = kGlVersion;
    std::vector<std::string> extensions;
};

std::string Unsupported(const Requirement& r) { return "unsupported requirement '" + r.text + "'"; }

// GL [ES|CORE|COMPAT] OP VERSION
std::string CheckGlVersion(const Requirement& r, const std::vector<std::string_view>& t,
                           const Offer& offer) {
    std::size_t i = 1;
    if (t.size() > 1 && t[1] == "ES") return "requires OpenGL ES ('" + r.text + "')";
    if (t.size() > 1 && t[1] == "CORE") return "requires a core profile ('" + r.text + "')";
    if (t.size() > 1 && t[1] == "COMPAT") ++i;
    if (t.size() != i + 2) return Unsupported(r);
    const std::optional<double> want = ReadDouble(t[i + 1]);
    const std::optional<bool> ok = want ? Compare(offer.gl_version, t[i], *want) : std::nullopt;
    if (!ok) return Unsupported(r);
    if (!*ok)
        return "requires '" + r.text + "' (Tessera offers OpenGL " +
               (offer.gl_version == kGlVersion ? "1.4" : "2.1 to GLSL tests") + ")";
    return {};
}

// GLSL >= VERSION (shader_runner accepts only >=); GLSL ES is another language.
std::string CheckGlsl(const Requirement& r, const std::vector<std::string_view>& t, const Offer&) {
    if (t.size() > 1 && t[1] == "ES") return "requires GLSL ES ('" + r.text + "')";
    const std::optional<double> want = t.size() == 3 ? ReadDouble(t[2]) : std::nullopt;
    if (!want || t[1] != ">=") return Unsupported(r);
    if (*want * 100 > detail::kGlslVersion + 0.5)
        return "requires '" + r.text + "' (Tessera compiles GLSL 1.10 and 1.20)";
    return {};
}

std::string CheckSize(const Requirement& r, const std::vector<std::string_view>& t, const Offer&) {
    const auto in_range = [](std::optional<double> v) {
        return v && *v >= 1 && *v <= kMaxWindowSide && *v == static_cast<int>(*v);
    };
    if (t.size() != 3 || !in_range(ReadDouble(t[1])) || !in_range(ReadDouble(t[2])))
        return "unsupported window size '" + r.text + "'";
    return {};
}

// [!]GL_name, or a bare ARB_name as some piglit files write it.
std::string CheckExtension(const Requirement& r, const std::vector<std::string_view>& t,
                           const Offer& offer) {
    if (t.size() != 1) return Unsupported(r);  // limits such as "GL_MAX_... >= 16"
    std::string_view name = t[0];
    const bool negated = !name.empty() && name[0] == '!';
    if (negated) name.remove_prefix(1);
    const std::string full =
        name.starts_with("GL_") ? std::string(name) : "GL_" + std::string(name);
    const bool have =
        std::find(kTextureExtensions.begin(), kTextureExtensions.end(), full) != kTextureExtensions.end() ||
        std::find(offer.extensions.begin(), offer.extensions.end(), full) != offer.extensions.end();
    if (have == negated) return negated ? "requires " + full + " to be absent" : "requires " + full;
    return {};
}

// GL_MAX_x OP N: the implementation limits a GLSL test may ask for, as Tessera's GL would
// report them. Varyings travel in the texture coordinate sets (lang/glsl binds each
// varying to a TEXCOORD), 4 components each; fragment uniforms in program.local.
std::optional<double> LimitValue(std::string_view name) {
    const lang::arbasm::fragment::Limits limits = lang::arbasm::fragment::Limits::Default();
    if (name == "GL_MAX_VARYING_COMPONENTS" || name == "GL_MAX_VARYING_FLOATS")
        return limits.max_texture_coords * 4.0;
    if (name == "GL_MAX_FRAGMENT_UNIFORM_COMPONENTS") return limits.max_local_parameters * 4.0;
    return std::nullopt;
}

std::string CheckLimit(const Requirement& r, const std::vector<std::string_view>& t, const Offer&) {
    const std::optional<double> have = LimitValue(t[0]);
    const std::optional<double> want = t.size() == 3 ? ReadDouble(t[2]) : std::nullopt;
    const std::optional<bool> ok = have && want ? Compare(*have, t[1], *want) : std::nullopt;
    if (!ok) return Unsupported(r);
    if (!*ok) return "requires '" + r.text + "' (Tessera's is " + std::to_string(int(*have)) + ")";
    return {};
}

// `rlimit N` caps shader_runner's memory; Tessera's runner bounds its own allocations.
std::string AcceptRlimit(const Requirement&, const std::vector<std::string_view>&, const Offer&) {
    return {};
}

using RequirementCheck = std::string (*)(const Requirement&, const std::vector<std::string_view>&,
                                         const Offer&);

struct RequirementKind {
    std::string_view first_word;
    RequirementCheck check;
};

constexpr std::array<RequirementKind, 7> kRequirementKinds = {{
    {"GL", CheckGlVersion},
    {"GLSL", CheckGlsl},
    {"SIZE", CheckSize},
    {"GL_MAX_VARYING_COMPONENTS", CheckLimit},
    {"GL_MAX_VARYING_FLOATS", CheckLimit},
    {"GL_MAX_FRAGMENT_UNIFORM_COMPONENTS", CheckLimit},
    {"rlimit", AcceptRlimit},
}};

std::string CheckRequirement(const Requirement& r, const Offer& offer) {
    const std::vector<std::string_view> tokens = Tokens(r.text);
    if (tokens.empty()) return {};
    for (const RequirementKind& kind : kRequirementKinds)
        if (tokens[0] == kind.first_word) return kind.check(r, tokens, offer);
    // Extension names are the rest: GL_x, !GL_x, and bare ARB_x / EXT_x / NV_x ...
    const std::string_view word = tokens[0];
    // shader_runner ignores lines it does not recognise, and some files keep a C comment
    // in [require]: its lines (`/* ...`, `* ...`, or prose with no GL name in its first
    // word) are not requirements.
    const bool prose = !word.starts_with("GL") && !word.starts_with("!") &&
                       word.find('_') == std::string_view::npos;
    if (word.starts_with("/*") || word.starts_with("*") || prose) return {};
    if (word.find('_') != std::string_view::npos &&
        word.find_first_of(".<>=") == std::string_view::npos)
        return CheckExtension(r, tokens, offer);
    return Unsupported(r);
}

std::optional<std::string> CheckAdmission(const ShaderTest& test, const gl::Context& context) {
    // GLSL 1.20 came with OpenGL 2.1, and piglit's GLSL tests ask for GL 2.x only to get
    // GLSL: a test whose shaders Tessera compiles is offered 2.1. (Its other features,
    // such as several draw buffers, come with commands or requirements that still skip.)
    const Offer offer{detail::HasGlslStages(test) ? kGlslGlVersion : kGlVersion, context.Extensions()};
    for (const Requirement& r : test.requirements)
        if (std::string reason = CheckRequirement(r, offer); !reason.empty())
            return reason + " (line " + std::to_string(r.line) + ")";
    if (std::optional<std::string> reason = detail::UnsupportedGlslSection(test)) return reason;
    for (const Section& section : test.sections) {
        if (section.kind == SectionKind::kOther)
            return "unsupported section [" + section.name + "] (line " +
                   std::to_string(section.line) + ")";
    }
    return std::nullopt;
}

// --- Setup: loading the programs --------------------------------------------------------

// The first message of a reader's error string, without its "LINE:COL: error: " (a
// position inside the program text).
std::string FirstErrorMessage(std::string_view errors) {
    errors = errors.substr(0, errors.find('\n'));
    const std::size_t at = errors.find("error: ");
    return std::string(at == errors.npos ? errors : errors.substr(at + 7));
}

// What shader_runner does for [vertex program] and [fragment program]. An error is placed
// in the .shader_test file, FILE:LINE:COL (the program's own line and column mean nothing
// to whoever reads the report; issue 10).
Step LoadProgram(RunState& state, const ShaderTest& test, const Section& section,
                 gl::ProgramTarget target) {
    const std::string what = "[" + section.name + "]";
    const Step step = detail::LoadProgramText(state, target, section.body, what, section.line + 1);
    if (step.kind != Step::Kind::kError) return step;
    const gl::ProgramObjects& programs = state.context.Programs();
    const std::string_view body = section.body;
    const std::size_t at = std::min<std::size_t>(
        static_cast<std::size_t>(std::max<std::int64_t>(programs.ErrorPosition(), 0)), body.size());
    const std::size_t line_start = body.rfind('\n', at == 0 ? 0 : at - 1);
    const std::size_t column = line_start == body.npos || at == 0 ? at + 1 : at - line_start;
    const auto line = section.line + 1 + std::count(body.begin(), body.begin() + at, '\n');
    return Step::Error(what + " does not load (line " + std::to_string(line) + "): " +
                       test.file_name + ":" + std::to_string(line) + ":" +
                       std::to_string(column) +
                       ": error: " + FirstErrorMessage(programs.ErrorString()));
}

Step LoadPrograms(RunState& state, const ShaderTest& test) {
    if (detail::HasGlslStages(test)) return detail::LoadGlslStages(state, test);
    // The fragment program first, then the vertex program, each failing the test when it
    // does not load (as shader_runner does).
    if (const Section* fp = test.Find(SectionKind::kFragmentProgram)) {
        Step step = LoadProgram(state, test, *fp, gl::ProgramTarget::kFragmentProgram);
        if (step.kind != Step::Kind::kOk) return step;
    }
    if (const Section* vp = test.Find(SectionKind::kVertexProgram))
        return LoadProgram(state, test, *vp, gl::ProgramTarget::kVertexProgram);
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

// FAIL when a probe failed; WARN when only `probe warn` probes did (shader_runner keeps
// a FAIL over a WARN whichever came first).
Result Finish(RunState& state) {
    if (state.failures.empty() && state.warnings.empty()) return {};
    const Outcome outcome = state.failures.empty() ? Outcome::kWarn : Outcome::kFail;
    std::vector<std::string>& probes = state.failures.empty() ? state.warnings : state.failures;
    Result result{outcome, probes.front(), std::move(probes)};
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
        case Outcome::kWarn:
            return "WARN";
    }
    return "?";
}

WindowSize RequestedWindowSize(const ShaderTest& test) {
    WindowSize size;
    for (const Requirement& r : test.requirements) {
        const std::vector<std::string_view> t = Tokens(r.text);
        if (t.empty() || t[0] != "SIZE" || !CheckSize(r, t, Offer{}).empty()) continue;
        size.width = static_cast<int>(*ReadDouble(t[1]));
        size.height = static_cast<int>(*ReadDouble(t[2]));
    }
    return size;
}

Result Run(const ShaderTest& test, gl::Context& context) {
    // shader_runner fails a script without a [require] section; one without any section
    // has nothing a test could be.
    if (test.sections.empty()) return Fail("has no sections (a shader test needs [require])");
    if (std::optional<std::string> reason = CheckAdmission(test, context)) return Skip(*reason);
    RunState state(context);
    state.width = context.Framebuffer().Width();
    state.height = context.Framebuffer().Height();
    state.vertex_data = test.Find(SectionKind::kVertexData);
    // Programs before commands, as shader_runner compiles and links before the [test]
    // section: a shader that does not compile fails even where a command would skip.
    if (Step step = LoadPrograms(state, test); step.kind != Step::Kind::kOk) return FromStep(step);
    if (std::optional<std::string> reason = FindUnsupportedCommand(test)) return Skip(*reason);
    for (const Command& command : test.commands) {
        const Step step = detail::FindHandler(command.name)(state, command);
        // A skip discovered while running (an argument value Tessera lacks, such as
        // `texparameter 2D depth_mode red`) does not hide probes that already failed.
        if (step.kind == Step::Kind::kSkip && !(state.failures.empty() && state.warnings.empty()))
            return Finish(state);
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

namespace detail {

// Generate, bind, load the string and enable the target, as shader_runner does.
Step LoadProgramText(RunState& state, gl::ProgramTarget target, std::string_view text,
                     std::string_view what, std::uint32_t first_line) {
    gl::ProgramObjects& programs = state.context.Programs();
    const std::vector<std::uint32_t> names = programs.GenPrograms(1);
    if (const gl::GlError e = programs.BindProgram(target, names.at(0)); e != gl::GlError::kNoError)
        return Step::Error(std::string("binding the program raised ") + gl::GlErrorName(e));
    const gl::GlError error = programs.ProgramString(target, gl::ProgramFormat::kAscii, text);
    if (error != gl::GlError::kNoError) {
        const std::size_t at = std::min<std::size_t>(
            static_cast<std::size_t>(std::max<std::int64_t>(programs.ErrorPosition(), 0)),
            text.size());
        const auto line = first_line + static_cast<std::uint32_t>(
                                           std::count(text.begin(), text.begin() + at, '\n'));
        return Step::Error(std::string(what) + " does not load (line " + std::to_string(line) +
                           "): " + programs.ErrorString());
    }
    state.context.Enable(target == gl::ProgramTarget::kVertexProgram
                             ? gl::Capability::kVertexProgram
                             : gl::Capability::kFragmentProgram);
    return Step::Ok();
}

}  // namespace detail

}  // namespace tessera::shader_test
