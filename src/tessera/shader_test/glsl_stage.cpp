// SPDX-License-Identifier: MIT
// GLSL shader tests on the ARB program targets (see glsl_stage.h): loading the stages,
// the `uniform` and `hint` commands, and the sampler units.
//
// Uniform values are read as shader_runner reads them: floats with strtod, except that a
// `0x` token is the float's bit pattern (piglit's strtof_hex, used by the NaN tests);
// integers with strtol in base 0, unsigned ones with strtoul. A matCxR takes C*R values column by
// column, as glUniformMatrix with transpose FALSE does, and column c goes to the binding's
// parameter first_parameter + c (docs/glsl.md). A value for a bool uniform stores 1 for any
// non-zero value and 0 for zero (OpenGL 2.0 section 2.15.3, Uniform Variables).
#include "shader_test/glsl_stage.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "shader_test/vertex_stage.h"

namespace tessera::shader_test::detail {
namespace {

namespace gl = runtime::gl;
namespace texture = runtime::texture;
using lang::arbfp::Binding;

// --- Sections --------------------------------------------------------------------------

constexpr std::array<std::string_view, 3> kRunnableShaderSections = {
    "fragment shader", "vertex shader", "vertex shader passthrough"};

StageSections FindSections(const ShaderTest& test, std::string_view name) {
    StageSections found;
    for (const Section& s : test.sections)
        if (s.kind == SectionKind::kShader && s.name == name) found.push_back(&s);
    return found;
}

bool ExpectsLinkError(const ShaderTest& test) {
    for (const Command& c : test.commands)
        if (c.name == "link error") return true;
    return false;
}

// A stage that failed to link: the test goes on when it expects `link error` (that command
// then passes), and fails with the link error otherwise, as shader_runner's link check does.
Step LinkFailed(RunState& state, const ShaderTest& test, const std::string& stage,
                const std::string& error) {
    if (!ExpectsLinkError(test)) return Step::Error("[" + stage + "] does not link: " + error);
    state.link_failed = true;
    return Step::Ok();
}

// --- Loading ---------------------------------------------------------------------------

// Sets the parameters of every uniform that has an initializer (GLSL 1.20 section 4.3.5:
// the value at link time), as the GL does when it links the program: a uniform is one
// program-wide variable, so an initializer in either stage's shader sets both copies.
Step SetUniformDefaults(RunState& state, const std::vector<Binding>& bindings,
                        const std::map<std::string, std::vector<double>>& defaults, gl::ProgramTarget target) {
    for (const Binding& b : bindings) {
        const auto found = defaults.find(b.name);
        if (found == defaults.end() || b.kind != Binding::Kind::kUniform) continue;
        const std::vector<double>& values = found->second;
        const std::size_t per = b.parameter_count == 0 ? 0 : values.size() / b.parameter_count;
        if (per == 0 || per > 4 || per * b.parameter_count != values.size())
            return Step::Error("the initializer of uniform '" + b.name + "' has " +
                               std::to_string(values.size()) + " values for " +
                               std::to_string(b.parameter_count) + " parameters");
        for (std::uint32_t p = 0; p < b.parameter_count; ++p) {
            float v[4] = {0, 0, 0, 0};
            for (std::size_t c = 0; c < per; ++c) v[c] = static_cast<float>(values[p * per + c]);
            state.context.Programs().ProgramLocalParameter4fv(target, b.first_parameter + p, v);
        }
    }
    return Step::Ok();
}

Step LoadFragmentShader(RunState& state, const ShaderTest& test, const StageSections& sections,
                        VaryingLayout& varyings,
                        std::map<std::string, std::vector<double>>& defaults) {
    const int version = std::max(RequiredGlslVersion(test), 110);
    CompiledFragmentShader compiled = CompileFragmentShader(test.file_name, sections, version);
    if (compiled.compiler_missing) return Step::Skip(compiled.error);
    if (compiled.link_failed) return LinkFailed(state, test, "fragment shader", compiled.error);
    if (!compiled.ok) return Step::Error("[fragment shader] does not compile: " + compiled.error);
    // The compiler's output is checked by our own reader before it is returned, so a
    // program that does not load here is an internal error of the compiler.
    Step step = LoadProgramText(state, gl::ProgramTarget::kFragmentProgram, compiled.program,
                                "the compiled [fragment shader]", 1);
    if (step.kind != Step::Kind::kOk) return step;
    if (Step set = SetUniformDefaults(state, compiled.bindings, compiled.uniform_defaults,
                                      gl::ProgramTarget::kFragmentProgram);
        set.kind != Step::Kind::kOk)
        return set;
    varyings = compiled.varyings;
    defaults = compiled.uniform_defaults;
    state.glsl = GlslInterface{std::move(compiled.bindings), {}, {}, {}};
    return Step::Ok();
}

// The [vertex shader] compiled to ARBvp with the fragment shader's varyings (the link
// rule, docs/glsl.md). When it does not compile, a pass-through shader still runs as its
// matched equivalent (vertex_stage.h); any other fails the test, as a link error would.
Step LoadVertexShader(RunState& state, const ShaderTest& test, const StageSections& sections,
                      const VaryingLayout& varyings,
                      const std::map<std::string, std::vector<double>>& fragment_defaults) {
    const int version = std::max(RequiredGlslVersion(test), 110);
    CompiledFragmentShader compiled =
        CompileVertexShader(test.file_name, sections, version, varyings);
    if (compiled.link_failed) return LinkFailed(state, test, "vertex shader", compiled.error);
    std::string program = compiled.program;
    if (!compiled.ok) {
        const VertexStageMatch match = sections.size() == 1
                                           ? MatchPassThroughVertexShader(sections[0]->body)
                                           : VertexStageMatch{};
        if (!match.matched && compiled.compiler_missing) return Step::Skip(compiled.error);
        if (!match.matched) return Step::Error("[vertex shader] does not compile: " + compiled.error);
        program = match.program;
    }
    Step step = LoadProgramText(state, gl::ProgramTarget::kVertexProgram, program,
                                "the compiled [vertex shader]", 1);
    if (step.kind != Step::Kind::kOk || !compiled.ok) return step;
    std::map<std::string, std::vector<double>> defaults = compiled.uniform_defaults;
    defaults.insert(fragment_defaults.begin(), fragment_defaults.end());
    if (Step set = SetUniformDefaults(state, compiled.bindings, defaults, gl::ProgramTarget::kVertexProgram);
        set.kind != Step::Kind::kOk)
        return set;
    if (!state.glsl) state.glsl = GlslInterface{};
    if (Step set = SetUniformDefaults(state, state.glsl->bindings, compiled.uniform_defaults,
                                      gl::ProgramTarget::kFragmentProgram);
        set.kind != Step::Kind::kOk)
        return set;
    state.glsl->vertex_bindings = std::move(compiled.bindings);
    state.glsl->attributes = std::move(compiled.attributes);
    return Step::Ok();
}

// --- Uniforms --------------------------------------------------------------------------

/// How shader_runner reads a type's values: strtod, strtol or strtoul.
enum class Scalar { kFloat, kInt, kUint };

struct UniformType {
    std::string_view name;
    int columns;
    int rows;
    Scalar scalar;
};

constexpr Scalar F = Scalar::kFloat, I = Scalar::kInt, U = Scalar::kUint;

// shader_runner's `uniform` types that a GLSL 1.20 program can take (the double types need
// GL 4.0; piglit skips them there too). GLSL 1.20 has no unsigned types, but glUniform*ui
// may set a bool uniform (OpenGL 3.0 section 2.20.3, Uniform Variables: "either the i, ui
// or f variants may be used to provide values for uniform variables of type boolean"), and
// Mesa runs piglit's `uniform uint` on a 1.10 bool that way (fs-discard-deep-branch).
constexpr std::array<UniformType, 24> kUniformTypes = {{
    {"float", 1, 1, F},  {"vec2", 1, 2, F},   {"vec3", 1, 3, F},   {"vec4", 1, 4, F},
    {"int", 1, 1, I},    {"ivec2", 1, 2, I},  {"ivec3", 1, 3, I},  {"ivec4", 1, 4, I},
    {"uint", 1, 1, U},   {"uvec2", 1, 2, U},  {"uvec3", 1, 3, U},  {"uvec4", 1, 4, U},
    {"mat2", 2, 2, F},   {"mat3", 3, 3, F},   {"mat4", 4, 4, F},   {"mat2x2", 2, 2, F},
    {"mat2x3", 2, 3, F}, {"mat2x4", 2, 4, F}, {"mat3x2", 3, 2, F}, {"mat3x3", 3, 3, F},
    {"mat3x4", 3, 4, F}, {"mat4x2", 4, 2, F}, {"mat4x3", 4, 3, F}, {"mat4x4", 4, 4, F},
}};

std::string At(const Command& command) { return "line " + std::to_string(command.line) + ": "; }

// One value as shader_runner reads it; nullopt when the token is not a whole number.
std::optional<float> ReadValue(const std::string& token, Scalar scalar) {
    const char* begin = token.c_str();
    char* end = nullptr;
    errno = 0;
    float value = 0;
    if (scalar == Scalar::kInt) {
        const long v = std::strtol(begin, &end, 0);
        value = static_cast<float>(v);
    } else if (scalar == Scalar::kUint) {
        const unsigned long v = std::strtoul(begin, &end, 0);
        value = static_cast<float>(static_cast<std::uint32_t>(v));
    } else if (token.starts_with("0x") || token.starts_with("0X")) {
        const unsigned long bits = std::strtoul(begin, &end, 16);
        const auto u = static_cast<std::uint32_t>(bits);
        std::memcpy(&value, &u, sizeof value);
    } else {
        value = std::strtof(begin, &end);
    }
    if (end == begin || *end != '\0') return std::nullopt;
    return value;
}

// The binding GL's glGetUniformLocation(name) finds in one stage: the name itself, or
// element 0 of an array named without a subscript.
const Binding* FindBinding(const std::vector<Binding>& bindings, const std::string& name) {
    for (const std::string& candidate : {name, name + "[0]"})
        for (const Binding& b : bindings)
            if (b.name == candidate &&
                (b.kind == Binding::Kind::kUniform || b.kind == Binding::Kind::kSampler))
                return &b;
    return nullptr;
}

Step WriteUniform(RunState& state, const Command& command, const Binding& b, gl::ProgramTarget target,
                  const UniformType& type_ref, const std::vector<float>& values);

Step SetSampler(RunState& state, const Command& command, const Binding& binding,
                const UniformType& type, float unit) {
    if (type.scalar != Scalar::kInt || type.rows != 1)
        return Step::Error(At(command) + "sampler '" + binding.name +
                           "' is set with 'uniform int'");
    if (unit < 0 || unit >= static_cast<float>(texture::kMaxTextureUnits))
        return Step::Error(At(command) + "texture unit " + std::to_string(unit) +
                           " is out of range");
    state.glsl->sampler_units[binding.name] = static_cast<int>(unit);
    return Step::Ok();
}

Step SetUniform(RunState& state, const Command& command) {
    const std::string& type_name = command.arguments.at(0).word;
    const UniformType* type = nullptr;
    for (const UniformType& t : kUniformTypes)
        if (t.name == type_name) type = &t;
    if (type == nullptr)
        return Step::Skip(At(command) + "uniform type '" + type_name + "' is not supported");
    if (!state.glsl) return Step::Error(At(command) + "'uniform' needs a GLSL shader");
    const std::string& name = command.arguments.at(1).word;
    // shader_runner reads the values the type needs with strtod/strtol from the rest of
    // the script: values past them are ignored, and missing ones read as 0 (the next
    // line starts with a command word, where strtod stops).
    const std::size_t count = static_cast<std::size_t>(type->columns * type->rows);
    const std::size_t given = std::min(count, command.arguments.size() - 2);
    std::vector<float> values(count, 0.0f);
    for (std::size_t i = 0; i < given; ++i) {
        const std::optional<float> v = ReadValue(command.arguments[2 + i].word, type->scalar);
        if (!v)
            return Step::Error(At(command) + "'" + command.arguments[2 + i].word +
                               "' is not a number");
        values[i] = *v;
    }
    // A uniform both stages use has one value: it is written to both programs.
    const Binding* fragment = FindBinding(state.glsl->bindings, name);
    const Binding* vertex = FindBinding(state.glsl->vertex_bindings, name);
    if (fragment == nullptr && vertex == nullptr)
        return Step::Error(At(command) + "the program has no uniform '" + name + "'");
    // A sampler names one GL texture unit for both stages (a vertex shader's is vp40's).
    for (const Binding* binding : {fragment, vertex})
        if (binding != nullptr && binding->kind == Binding::Kind::kSampler)
            return SetSampler(state, command, *binding, *type, values[0]);
    for (const auto& [binding, target] : {std::pair{fragment, gl::ProgramTarget::kFragmentProgram},
                                          std::pair{vertex, gl::ProgramTarget::kVertexProgram}}) {
        if (binding == nullptr || binding->kind != Binding::Kind::kUniform) continue;
        if (Step step = WriteUniform(state, command, *binding, target, *type, values); step.kind != Step::Kind::kOk)
            return step;
    }
    return Step::Ok();
}

// Writes one uniform's values into its program.local range of `target`.
Step WriteUniform(RunState& state, const Command& command, const Binding& b, gl::ProgramTarget target,
                  const UniformType& type_ref, const std::vector<float>& values) {
    const std::string& name = b.name;
    const std::string& type_name = command.arguments.at(0).word;
    const UniformType* type = &type_ref;
    const Binding* binding = &b;
    if (binding->parameter_count < static_cast<std::uint32_t>(type->columns))
        return Step::Error(At(command) + "uniform '" + name + "' is bound to " +
                           std::to_string(binding->parameter_count) + " parameters, '" +
                           command.name + " " + type_name + "' sets " +
                           std::to_string(type->columns));
    const bool is_bool = binding->type.starts_with("bool");
    if (type->scalar == Scalar::kUint && !is_bool)
        return Step::Error(At(command) + "'uniform " + type_name + "' cannot set '" + name +
                           "' of type '" + binding->type +
                           "': glUniform*ui sets only unsigned and bool uniforms and raises "
                           "INVALID_OPERATION on others (OpenGL 3.0 section 2.20.3)");
    for (int c = 0; c < type->columns; ++c) {
        float v[4] = {0, 0, 0, 0};
        for (int r = 0; r < type->rows; ++r) {
            const float x = values[static_cast<std::size_t>(c * type->rows + r)];
            v[r] = is_bool ? (x != 0 ? 1.0f : 0.0f) : x;
        }
        const gl::GlError error = state.context.Programs().ProgramLocalParameter4fv(
            target, binding->first_parameter + static_cast<std::uint32_t>(c), v);
        if (error != gl::GlError::kNoError)
            return Step::Error(At(command) + "setting '" + name + "' raised " +
                               gl::GlErrorName(error));
    }
    return Step::Ok();
}

// `link success`: the program must have linked.
Step LinkSuccess(RunState& state, const Command& command) {
    if (state.link_failed)
        return Step::Error(At(command) + "the program did not link, but the test expects it to");
    return Step::Ok();
}

// `link error`: the test expects the program not to link, and shader_runner fails it when
// the program links. A shader that does not compile fails the test before the commands
// (in shader_runner too); a link error of the compiler (a stage's shaders that do not link,
// docs/glsl.md) lets the run reach this command with state.link_failed.
Step LinkError(RunState& state, const Command& command) {
    if (state.link_failed) return Step::Ok();
    return Step::Error(At(command) + "the program linked, but the test expects a link error");
}

// `hint TARGET MODE`: glHint. The one target that changes what is drawn is GL 2.0's
// FRAGMENT_SHADER_DERIVATIVE_HINT (section 5.6; NICEST: dFdx per row and dFdy per column of
// each 2x2 quad, gl::Context::SetDerivativeHint); the test is skipped for the others, whose
// effect the runtime does not model. A mode that is not one of glHint's three raises
// INVALID_ENUM in GL, which shader_runner reports as a failure.
Step Hint(RunState& state, const Command& command) {
    const std::string& target = command.arguments[0].word;
    const std::string& mode = command.arguments[1].word;
    gl::HintMode value = gl::HintMode::kDontCare;
    if (mode == "GL_NICEST") value = gl::HintMode::kNicest;
    else if (mode == "GL_FASTEST") value = gl::HintMode::kFastest;
    else if (mode != "GL_DONT_CARE")
        return Step::Error(At(command) + "'" + mode + "' is not a hint mode (INVALID_ENUM)");
    if (target != "GL_FRAGMENT_SHADER_DERIVATIVE_HINT" &&
        target != "GL_FRAGMENT_SHADER_DERIVATIVE_HINT_ARB")
        return Step::Skip(At(command) + "hint target '" + target + "' is not supported");
    state.context.SetDerivativeHint(value);
    return Step::Ok();
}

constexpr std::array kGlslHandlers = {
    CommandHandler{"hint", Hint},
    CommandHandler{"uniform", SetUniform},
    CommandHandler{"link success", LinkSuccess},
    CommandHandler{"link error", LinkError},
};

}  // namespace

int RequiredGlslVersion(const ShaderTest& test) {
    for (const Requirement& r : test.requirements) {
        // "GLSL >= 1.20": piglit's number is major * 100 + minor.
        int major = 0, minor = 0;
        char op[3] = {};
        if (std::sscanf(r.text.c_str(), "GLSL %2[<>=!] %d.%d", op, &major, &minor) == 3)
            return major * 100 + minor;
    }
    return 0;
}

bool HasGlslStages(const ShaderTest& test) {
    for (std::string_view name : kRunnableShaderSections)
        if (!FindSections(test, name).empty()) return true;
    return false;
}

std::optional<std::string> UnsupportedGlslSection(const ShaderTest& test) {
    for (const Section& s : test.sections) {
        if (s.kind != SectionKind::kShader) continue;
        const bool runnable =
            std::find(kRunnableShaderSections.begin(), kRunnableShaderSections.end(), s.name) !=
            kRunnableShaderSections.end();
        if (!runnable)
            return "unsupported section [" + s.name + "] (line " + std::to_string(s.line) + ")";
    }
    if (HasGlslStages(test) && (test.Find(SectionKind::kFragmentProgram) != nullptr ||
                                test.Find(SectionKind::kVertexProgram) != nullptr))
        return std::string("mixes GLSL shaders with ARB programs");
    return std::nullopt;
}

std::string GlslSourceText(const Section& section, int version) {
    // The body starts on file line section.line + 1: that many lines precede it.
    std::string prefix;
    std::uint32_t lines = section.line;
    if (section.body.find("#version ") == std::string::npos) {
        prefix = "#version " + std::to_string(version) + "\n";
        --lines;
    }
    prefix.append(lines, '\n');
    return prefix + section.body;
}

Step LoadGlslStages(RunState& state, const ShaderTest& test) {
    // The fragment shader first: its varying assignment is the program's (LinkGlsl's rule).
    VaryingLayout varyings;
    std::map<std::string, std::vector<double>> defaults;
    if (const StageSections fs = FindSections(test, "fragment shader"); !fs.empty()) {
        Step step = LoadFragmentShader(state, test, fs, varyings, defaults);
        if (step.kind != Step::Kind::kOk || state.link_failed) return step;
    }
    if (!FindSections(test, "vertex shader passthrough").empty())
        return LoadProgramText(state, gl::ProgramTarget::kVertexProgram, PassThroughVertexProgram(),
                               "the vertex shader's equivalent vertex program", 1);
    if (const StageSections vs = FindSections(test, "vertex shader"); !vs.empty())
        return LoadVertexShader(state, test, vs, varyings, defaults);
    return Step::Ok();  // the fixed-function vertex stage
}

std::span<const CommandHandler> GlslCommandHandlers() { return kGlslHandlers; }

void PrepareDraw(RunState& state) {
    if (!state.glsl) return;
    // Both programs read one set of units: a vertex shader's sampler (vp40's texture
    // lookups) is bound like a fragment shader's, to the unit its program names.
    texture::TextureUnits units;
    std::vector<Binding> samplers = state.glsl->bindings;
    samplers.insert(samplers.end(), state.glsl->vertex_bindings.begin(), state.glsl->vertex_bindings.end());
    for (const Binding& b : samplers) {
        if (b.kind != Binding::Kind::kSampler) continue;
        const auto found = state.glsl->sampler_units.find(b.name);
        const int gl_unit = found == state.glsl->sampler_units.end() ? 0 : found->second;
        for (int t = 0; t < texture::kTargetCount; ++t) {
            const auto target = static_cast<texture::Target>(t);
            const auto texture = state.textures.find({gl_unit, target});
            if (texture != state.textures.end())
                units.Bind(static_cast<int>(b.texture_unit), target, texture->second);
        }
    }
    state.context.Textures() = units;
}

}  // namespace tessera::shader_test::detail
