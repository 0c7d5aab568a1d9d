// SPDX-License-Identifier: MIT
// Helpers of the GLSL writer's tests: IR text in, GLSL out, and glslangValidator (Debian's
// glslang-tools, the Khronos reference front end) as the judge of whether a text is GLSL.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

#include "ir/text_reader.h"
#include "lang/glsl/writer/glsl_writer.h"
#include "support/source.h"

namespace tessera::glsl_writer_test {

using lang::glsl::GlslVersion;

inline constexpr GlslVersion kAllVersions[] = {GlslVersion::k110, GlslVersion::k120, GlslVersion::k130,
                                               GlslVersion::k330, GlslVersion::kEs100, GlslVersion::kEs300};

/// The module an IR text describes; fails the test (and returns an empty module) on errors.
inline ir::Module ReadIr(const std::string& text) {
    support::SourceFile source("test.ir", text);
    support::DiagnosticList diagnostics;
    std::optional<ir::Module> m = ir::ReadModule(source, diagnostics);
    EXPECT_TRUE(m.has_value()) << support::FormatDiagnostics(source, diagnostics);
    return m ? std::move(*m) : ir::Module{};
}

inline lang::glsl::GlslWriteResult Write(const ir::Module& m, GlslVersion v, bool comments = false) {
    lang::glsl::GlslWriterOptions options;
    options.version = v;
    options.comments = comments;
    return lang::glsl::WriteGlsl(m, options);
}

inline std::string Messages(const lang::glsl::GlslWriteResult& r) {
    std::string out;
    for (const auto& d : r.diagnostics) out += d.message + "\n";
    return out;
}

/// True when glslangValidator is installed.
inline bool HaveGlslang() {
    static const bool have = std::system("glslangValidator --version > /dev/null 2>&1") == 0;
    return have;
}

/// "" when glslangValidator accepts `text` as a shader of `stage`, else its output.
inline std::string Glslang(const std::string& text, ir::Stage stage) {
    static int counter = 0;
    const std::filesystem::path dir = std::filesystem::temp_directory_path();
    const std::string base = (dir / ("tessera_glsl_" + std::to_string(::getpid()) + "_" + std::to_string(counter++))).string();
    const std::string file = base + (stage == ir::Stage::kFragment ? ".frag" : ".vert");
    std::ofstream(file) << text;
    const std::string log = base + ".log";
    const int rc = std::system(("glslangValidator " + file + " > " + log + " 2>&1").c_str());
    std::ifstream in(log);
    std::string output((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::filesystem::remove(file);
    std::filesystem::remove(log);
    return rc == 0 ? "" : output.empty() ? "glslangValidator failed" : output;
}

// Writes `ir` for `v`, expects success and glslang's approval, returns the text.
inline std::string WriteValid(const std::string& ir, GlslVersion v) {
    const ir::Module m = ReadIr(ir);
    const lang::glsl::GlslWriteResult r = Write(m, v);
    EXPECT_TRUE(r.ok()) << lang::glsl::GlslVersionName(v) << ": " << Messages(r);
    if (r.ok() && HaveGlslang()) {
        const std::string log = Glslang(r.text, m.stage);
        EXPECT_EQ(log, "") << lang::glsl::GlslVersionName(v) << ":\n" << r.text;
    }
    return r.text;
}

// Expects the writer to refuse `ir` for `v` with a message containing `what`.
inline void ExpectError(const std::string& ir, GlslVersion v, const std::string& what) {
    const lang::glsl::GlslWriteResult r = Write(ReadIr(ir), v);
    EXPECT_FALSE(r.ok()) << r.text;
    EXPECT_NE(Messages(r).find(what), std::string::npos) << Messages(r);
}

inline bool Has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// The Cg examples the writer must refuse for a version, with the reason (what the version
/// lacks): "" when `shader` must be written. GLSL ES 1.00 has neither gl_FragDepth (ES 1.00
/// section 7.2) nor shadow samplers (they came with ES 3.00).
inline std::string ExpectedRefusal(const std::string& shader, GlslVersion v) {
    if (v != GlslVersion::kEs100) return "";
    if (shader == "sphere_impostor") return "'main.depth' writes DEPTH, but GLSL ES 1.00 has no gl_FragDepth";
    if (shader == "shadow_map")
        return "a sampler2DShadow sample (the sampler type does not exist there) cannot be written in GLSL ES 1.00";
    return "";
}

/// Every message of a refused write is the expected refusal.
inline void ExpectRefusedFor(const std::string& shader, GlslVersion v, const lang::glsl::GlslWriteResult& r) {
    const std::string reason = ExpectedRefusal(shader, v);
    ASSERT_NE(reason, "") << shader << " was refused: " << Messages(r);
    ASSERT_FALSE(r.diagnostics.empty());
    for (const auto& d : r.diagnostics) EXPECT_EQ(d.message, reason) << shader;
}

}  // namespace tessera::glsl_writer_test
