// SPDX-License-Identifier: MIT
// Compiling a test's [fragment shader] and [vertex shader] with lang/glsl (see glsl_stage.h).
//
// The module is built with the compiler when lang/glsl/reader exists
// (TESSERA_SHADER_TEST_HAS_GLSL, set by CMakeLists.txt); without it every GLSL shader test
// is skipped with that reason, never passed.
#include "shader_test/glsl_stage.h"

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

}  // namespace

CompiledFragmentShader CompileFragmentShader(const std::string& file_name,
                                             const StageSections& sections, int version) {
    return Collect(lang::glsl::CompileGlsl(
        Options(file_name, sections, version, lang::glsl::ShaderStage::kFragment)));
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
    return Collect(lang::glsl::CompileGlsl(options));
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
