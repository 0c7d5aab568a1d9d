// GLSL shader tests on the ARB program targets (see glsl_stage.h): loading the stages,
// the `uniform` command, and the sampler units.
//
// Uniform values are read as shader_runner reads them: floats with strtod, except that a
// `0x` token is the float's bit pattern (piglit's strtof_hex, used by the NaN tests);
// integers with strtol in base 0. A matCxR takes C*R values column by column, as
// glUniformMatrix with transpose FALSE does, and column c goes to the binding's parameter
// first_parameter + c (docs/glsl.md). A value for a bool uniform stores 1 for any non-zero
// value and 0 for zero (OpenGL 2.0 section 2.15.3, Uniform Variables).
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

std::size_t CountSections(const ShaderTest& test, std::string_view name) {
    std::size_t n = 0;
    for (const Section& s : test.sections) n += s.kind == SectionKind::kShader && s.name == name;
    return n;
}

const Section* FindSection(const ShaderTest& test, std::string_view name) {
    for (const Section& s : test.sections)
        if (s.kind == SectionKind::kShader && s.name == name) return &s;
    return nullptr;
}

// --- Loading ---------------------------------------------------------------------------

// Sets the parameters of every uniform that has an initializer (GLSL 1.20 section 4.3.5:
// the value at link time), as the GL does when it links the program.
Step SetUniformDefaults(RunState& state, const CompiledFragmentShader& compiled) {
    for (const Binding& b : compiled.bindings) {
        const auto found = compiled.uniform_defaults.find(b.name);
        if (found == compiled.uniform_defaults.end() || b.kind != Binding::Kind::kUniform) continue;
        const std::vector<double>& values = found->second;
        const std::size_t per = b.parameter_count == 0 ? 0 : values.size() / b.parameter_count;
        if (per == 0 || per > 4 || per * b.parameter_count != values.size())
            return Step::Error("the initializer of uniform '" + b.name + "' has " +
                               std::to_string(values.size()) + " values for " +
                               std::to_string(b.parameter_count) + " parameters");
        for (std::uint32_t p = 0; p < b.parameter_count; ++p) {
            float v[4] = {0, 0, 0, 0};
            for (std::size_t c = 0; c < per; ++c) v[c] = static_cast<float>(values[p * per + c]);
            state.context.Programs().ProgramLocalParameter4fv(gl::ProgramTarget::kFragmentProgram,
                                                              b.first_parameter + p, v);
        }
    }
    return Step::Ok();
}

Step LoadFragmentShader(RunState& state, const ShaderTest& test, const Section& section) {
    const int version = std::max(RequiredGlslVersion(test), 110);
    CompiledFragmentShader compiled = CompileFragmentShader(test.file_name, section, version);
    if (compiled.compiler_missing) return Step::Skip(compiled.error);
    if (!compiled.ok) return Step::Error("[fragment shader] does not compile: " + compiled.error);
    // The compiler's output is checked by our own reader before it is returned, so a
    // program that does not load here is an internal error of the compiler.
    Step step = LoadProgramText(state, gl::ProgramTarget::kFragmentProgram, compiled.program,
                                "the compiled [fragment shader]", 1);
    if (step.kind != Step::Kind::kOk) return step;
    if (Step defaults = SetUniformDefaults(state, compiled); defaults.kind != Step::Kind::kOk)
        return defaults;
    state.glsl = GlslInterface{std::move(compiled.bindings), {}};
    return Step::Ok();
}

// The vertex program standing in for `section`, or a skip when there is none.
Step VertexProgramFor(const Section& section, std::string& program) {
    if (section.name == "vertex shader passthrough") {
        program = PassThroughVertexProgram();
        return Step::Ok();
    }
    const VertexStageMatch match = MatchPassThroughVertexShader(section.body);
    if (!match.matched)
        return Step::Skip("needs a real vertex shader (issue 11): the [vertex shader] at line " +
                          std::to_string(section.line) + " " + match.reason);
    program = match.program;
    return Step::Ok();
}

// --- Uniforms --------------------------------------------------------------------------

struct UniformType {
    std::string_view name;
    int columns;
    int rows;
    bool integer;
};

// shader_runner's `uniform` types that GLSL 1.20 has (uint and the double types need
// GL 3.0 or later; piglit skips them there too).
constexpr std::array<UniformType, 20> kUniformTypes = {{
    {"float", 1, 1, false},  {"vec2", 1, 2, false},   {"vec3", 1, 3, false},
    {"vec4", 1, 4, false},   {"int", 1, 1, true},     {"ivec2", 1, 2, true},
    {"ivec3", 1, 3, true},   {"ivec4", 1, 4, true},   {"mat2", 2, 2, false},
    {"mat3", 3, 3, false},   {"mat4", 4, 4, false},   {"mat2x2", 2, 2, false},
    {"mat2x3", 2, 3, false}, {"mat2x4", 2, 4, false}, {"mat3x2", 3, 2, false},
    {"mat3x3", 3, 3, false}, {"mat3x4", 3, 4, false}, {"mat4x2", 4, 2, false},
    {"mat4x3", 4, 3, false}, {"mat4x4", 4, 4, false},
}};

std::string At(const Command& command) { return "line " + std::to_string(command.line) + ": "; }

// One value as shader_runner reads it; nullopt when the token is not a whole number.
std::optional<float> ReadValue(const std::string& token, bool integer) {
    const char* begin = token.c_str();
    char* end = nullptr;
    errno = 0;
    float value = 0;
    if (integer) {
        const long v = std::strtol(begin, &end, 0);
        value = static_cast<float>(v);
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

// The binding GL's glGetUniformLocation(name) finds: the name itself, or element 0 of an
// array named without a subscript.
const Binding* FindBinding(const GlslInterface& glsl, const std::string& name) {
    for (const std::string& candidate : {name, name + "[0]"})
        for (const Binding& b : glsl.bindings)
            if (b.name == candidate &&
                (b.kind == Binding::Kind::kUniform || b.kind == Binding::Kind::kSampler))
                return &b;
    return nullptr;
}

Step SetSampler(RunState& state, const Command& command, const Binding& binding,
                const UniformType& type, float unit) {
    if (!type.integer || type.rows != 1)
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
    if (!state.glsl) return Step::Error(At(command) + "'uniform' needs a GLSL [fragment shader]");
    const std::string& name = command.arguments.at(1).word;
    // shader_runner reads the values the type needs with strtod/strtol from the rest of
    // the script: values past them are ignored, and missing ones read as 0 (the next
    // line starts with a command word, where strtod stops).
    const std::size_t count = static_cast<std::size_t>(type->columns * type->rows);
    const std::size_t given = std::min(count, command.arguments.size() - 2);
    std::vector<float> values(count, 0.0f);
    for (std::size_t i = 0; i < given; ++i) {
        const std::optional<float> v = ReadValue(command.arguments[2 + i].word, type->integer);
        if (!v)
            return Step::Error(At(command) + "'" + command.arguments[2 + i].word +
                               "' is not a number");
        values[i] = *v;
    }
    const Binding* binding = FindBinding(*state.glsl, name);
    if (binding == nullptr)
        return Step::Error(At(command) + "the fragment shader has no uniform '" + name + "'");
    if (binding->kind == Binding::Kind::kSampler)
        return SetSampler(state, command, *binding, *type, values[0]);
    if (binding->parameter_count < static_cast<std::uint32_t>(type->columns))
        return Step::Error(At(command) + "uniform '" + name + "' is bound to " +
                           std::to_string(binding->parameter_count) + " parameters, '" +
                           command.name + " " + type_name + "' sets " +
                           std::to_string(type->columns));
    const bool is_bool = binding->type.starts_with("bool");
    for (int c = 0; c < type->columns; ++c) {
        float v[4] = {0, 0, 0, 0};
        for (int r = 0; r < type->rows; ++r) {
            const float x = values[static_cast<std::size_t>(c * type->rows + r)];
            v[r] = is_bool ? (x != 0 ? 1.0f : 0.0f) : x;
        }
        const gl::GlError error = state.context.Programs().ProgramLocalParameter4fv(
            gl::ProgramTarget::kFragmentProgram,
            binding->first_parameter + static_cast<std::uint32_t>(c), v);
        if (error != gl::GlError::kNoError)
            return Step::Error(At(command) + "setting '" + name + "' raised " +
                               gl::GlErrorName(error));
    }
    return Step::Ok();
}

// `link success`: the program must have linked. A run reaches the commands only when
// every stage loaded, so this holds whenever it runs.
Step LinkSuccess(RunState&, const Command&) { return Step::Ok(); }

constexpr std::array kGlslHandlers = {
    CommandHandler{"uniform", SetUniform},
    CommandHandler{"link success", LinkSuccess},
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
        if (CountSections(test, name) > 0) return true;
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
        if (CountSections(test, s.name) > 1)
            return "links several [" + s.name + "] sections (one shader per stage is supported)";
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
    // The vertex stage is matched first, so a test that needs a real vertex shader is
    // skipped whatever the fragment shader compiler makes of its fragment shader.
    std::string vertex_program;
    for (std::string_view name : {"vertex shader", "vertex shader passthrough"}) {
        if (const Section* vs = FindSection(test, name)) {
            Step step = VertexProgramFor(*vs, vertex_program);
            if (step.kind != Step::Kind::kOk) return step;
        }
    }
    if (const Section* fs = FindSection(test, "fragment shader")) {
        Step step = LoadFragmentShader(state, test, *fs);
        if (step.kind != Step::Kind::kOk) return step;
    }
    if (vertex_program.empty()) return Step::Ok();  // the fixed-function vertex stage
    return LoadProgramText(state, gl::ProgramTarget::kVertexProgram, vertex_program,
                           "the vertex shader's equivalent vertex program", 1);
}

std::span<const CommandHandler> GlslCommandHandlers() { return kGlslHandlers; }

void PrepareDraw(RunState& state) {
    if (!state.glsl) return;
    texture::TextureUnits units;
    for (const Binding& b : state.glsl->bindings) {
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
