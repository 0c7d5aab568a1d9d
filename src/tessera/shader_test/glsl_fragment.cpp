// Compiling a test's [fragment shader] with lang/glsl (see glsl_stage.h).
//
// The module is built with the compiler when lang/glsl/reader exists
// (TESSERA_SHADER_TEST_HAS_GLSL, set by CMakeLists.txt); without it every GLSL fragment
// shader test is skipped with that reason, never passed.
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

}  // namespace

CompiledFragmentShader CompileFragmentShader(const std::string& file_name, const Section& section,
                                             int version) {
    lang::glsl::CompileOptions options;
    options.source_name = file_name;
    options.source_text = GlslSourceText(section, version);
    options.stage = lang::glsl::ShaderStage::kFragment;
    options.comments = false;
    lang::glsl::CompileResult result = lang::glsl::CompileGlsl(options);
    CompiledFragmentShader compiled;
    compiled.ok = result.ok;
    if (!result.ok) {
        compiled.error = FirstLine(result.diagnostics);
        if (compiled.error.empty()) compiled.error = "the compiler reported no diagnostic";
        return compiled;
    }
    compiled.program = std::move(result.arbfp.text);
    compiled.bindings = std::move(result.arbfp.bindings);
    compiled.uniform_defaults = std::move(result.uniform_defaults);
    return compiled;
}

#else

CompiledFragmentShader CompileFragmentShader(const std::string&, const Section&, int) {
    CompiledFragmentShader compiled;
    compiled.compiler_missing = true;
    compiled.error = "needs the GLSL compiler, which this build does not have (lang/glsl/reader)";
    return compiled;
}

#endif

}  // namespace tessera::shader_test::detail
