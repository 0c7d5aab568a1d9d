// SPDX-License-Identifier: MIT
// Compiling a test's [fragment shader] and [vertex shader] with lang/glsl (see glsl_stage.h).
//
// Each stage is compiled for the ARB target first (arbfp1, arbvp1) and, when that fails, for
// cgc's NVIDIA profile of the stage (fp40, vp40), which adds what ARB programs lack:
// derivatives, gl_FrontFacing and loops kept as REP/ENDREP (fp40), texture lookups (vp40).
// The GL context takes these programs (its extensions include the options) and runs them on
// the reference interpreter. Trying the targets in order is the whole rule: an error the
// NVIDIA profile does not have was a profile limit; one it has too is the shader's own (a
// type error, a link error) and is reported as the ARB target found it.
//
// The module is built with the compiler when lang/glsl/reader exists
// (TESSERA_SHADER_TEST_HAS_GLSL, set by CMakeLists.txt); without it every GLSL shader test
// is skipped with that reason, never passed.
#include "shader_test/glsl_stage.h"

#include <span>

#if TESSERA_SHADER_TEST_HAS_GLSL
#include "lang/glsl/reader/compile.h"
#endif

namespace tessera::shader_test::detail {

#if TESSERA_SHADER_TEST_HAS_GLSL

namespace {

// The first line of the compiler's diagnostics ("file:line:col: error: message"), so the
// one-line-per-test report stays one line.
std::string FirstLine(const std::string& diagnostics) {
    const std::size_t end = diagnostics.find('\n');
    return end == std::string::npos ? diagnostics : diagnostics.substr(0, end);
}

// The stage's sections, linked in the test's order (every one named after the test file: each
// keeps its own line numbers in it).
lang::glsl::CompileOptions Options(const std::string& file_name, const StageSections& sections,
                                   int version, lang::glsl::ShaderStage stage) {
    lang::glsl::CompileOptions options;
    options.source_name = file_name;
    options.source_text = GlslSourceText(*sections.at(0), version);
    for (std::size_t i = 1; i < sections.size(); ++i)
        options.linked_sources.push_back({file_name, GlslSourceText(*sections[i], version)});
    options.stage = stage;
    options.comments = false;
    return options;
}

CompiledFragmentShader Collect(lang::glsl::CompileResult result) {
    CompiledFragmentShader compiled;
    compiled.ok = result.ok;
    compiled.link_failed = result.link_failed;
    if (!result.ok) {
        compiled.error = FirstLine(result.diagnostics);
        if (compiled.error.empty()) compiled.error = "the compiler reported no diagnostic";
        return compiled;
    }
    compiled.program = std::move(result.arbfp.text);
    compiled.bindings = std::move(result.arbfp.bindings);
    compiled.uniform_defaults = std::move(result.uniform_defaults);
    compiled.varyings = {std::move(result.varyings), result.packed_varyings};
    compiled.attributes = std::move(result.attributes);
    return compiled;
}

// A target the runner compiles a stage for: cgc's profile name and its NVIDIA option.
struct Target {
    const char* profile;
    const char* nv_option;
};

constexpr Target kFragmentTargets[] = {{"arbfp1", ""}, {"fp40", "NV_fragment_program2"}};
constexpr Target kVertexTargets[] = {{"arbvp1", ""}, {"vp40", "NV_vertex_program3"}};

// The first target of `targets` the shader compiles for. When none takes it, the first
// target's failure, with the others' first errors where they differ (the NVIDIA profile's
// own limit, such as a loop it cannot keep yet). A link error ends the search: it is the
// same for every target.
CompiledFragmentShader CompileForFirstTarget(lang::glsl::CompileOptions options,
                                             std::span<const Target> targets) {
    CompiledFragmentShader first;
    for (const Target& target : targets) {
        options.nv_option = target.nv_option;
        CompiledFragmentShader compiled = Collect(lang::glsl::CompileGlsl(options));
        compiled.profile = target.profile;
        if (compiled.ok) return compiled;
        if (first.profile.empty()) {
            first = std::move(compiled);
            if (first.link_failed) break;
        } else if (compiled.error != first.error) {
            first.error += " (" + compiled.profile + ": " + compiled.error + ")";
        }
    }
    return first;
}

}  // namespace

CompiledFragmentShader CompileFragmentShader(const std::string& file_name,
                                             const StageSections& sections, int version) {
    return CompileForFirstTarget(
        Options(file_name, sections, version, lang::glsl::ShaderStage::kFragment),
        kFragmentTargets);
}

CompiledFragmentShader CompileVertexShader(const std::string& file_name,
                                           const StageSections& sections, int version,
                                           const VaryingLayout& varyings) {
    lang::glsl::CompileOptions options =
        Options(file_name, sections, version, lang::glsl::ShaderStage::kVertex);
    options.varying_slots = varyings.slots;
    options.pack_varyings = varyings.packed;
    // shader_runner binds these names (glBindAttribLocation) to the attributes piglit's
    // draw_rect feeds; ours feeds the position and texture coordinate set 0, which generic
    // attributes 0 and 8 alias (ARB_vertex_program Table X.2.1).
    options.attribute_locations = {{"piglit_vertex", 0}, {"piglit_texcoord", 8}};
    return CompileForFirstTarget(std::move(options), kVertexTargets);
}

#else

CompiledFragmentShader CompileFragmentShader(const std::string&, const StageSections&, int) {
    CompiledFragmentShader compiled;
    compiled.compiler_missing = true;
    compiled.error = "needs the GLSL compiler, which this build does not have (lang/glsl/reader)";
    return compiled;
}

CompiledFragmentShader CompileVertexShader(const std::string& file_name,
                                           const StageSections& sections, int version,
                                           const VaryingLayout&) {
    return CompileFragmentShader(file_name, sections, version);
}

#endif

}  // namespace tessera::shader_test::detail
