// SPDX-License-Identifier: MIT
// Hostile sources for the readers without a test file of their own (GLSL, Parasol, ISL,
// ARBvp), through `tessera check` and, for the languages that compile, `tessera compile`:
// each must be rejected with a positioned error, in bounded time and memory
// (hostile_case.h). One table says how to write each language; every test runs every row.
#include <functional>

#include "hostile_case.h"

namespace tessera::testing {
namespace {

// How to write a source of one language around an expression or statements. Every
// generated source also names something undefined (`missing`), so that it is an error
// even where the reader accepts the hostile part.
struct Language {
    const char* name;
    const char* extension;
    /// A valid source, cut to make truncated files.
    std::string_view valid;
    /// A source whose value is `expression` (ending in an error of its own).
    std::function<std::string(const std::string& expression)> with_expression;
    /// A source whose body holds `statements` (each ending in ';' or a block).
    std::function<std::string(const std::string& statements)> with_statements;
    /// A statement, assigning to a declared variable.
    const char* statement;
    /// Brackets that nest in an expression ('(' ')', or '{' '}' for ARB assembly).
    const char* open;
    const char* close;
    /// A statement holding statements (its text before and after them), or "" "".
    const char* block_open;
    const char* block_close;
    /// A valid source (no `missing`) with a loop that would unroll to a million
    /// instructions, or "": `tessera compile` must stop at the unrolling limit.
    const char* million_loop;
    bool compiles;  // `tessera compile` applies (ARB assembly is only loaded)
};

const std::vector<Language>& Languages() {
    static const std::vector<Language> languages = {
        {"glsl", "frag",
         "uniform sampler2D t;\nvarying vec2 uv;\nfloat f(float x) { return x * x; }\n"
         "void main() {\n    vec4 c = texture2D(t, uv);\n    for (int i = 0; i < 4; i++) c *= 0.9;\n"
         "    gl_FragColor = c * f(uv.x);\n}\n",
         [](const std::string& e) {
             return "void main() { gl_FragColor = vec4(" + e + ") + missing; }\n";
         },
         [](const std::string& s) {
             return "void main() { vec4 c = vec4(1.0);\n" + s + "gl_FragColor = c + missing; }\n";
         },
         "c = c.yzwx * c + 0.25;\n", "(", ")", "if (c.x > 0.0) {", "}",
         "void main() {\n    vec4 c = gl_Color;\n"
         "    for (int i = 0; i < 1000000; i++) c = sin(c) * c + 0.5;\n    gl_FragColor = c;\n}\n",
         true},
        {"parasol", "p",
         "package p;\nmodule M is\n  value a = new vector_3f (1.0, 0.75, 0.5);\n"
         "  value b = a;\nend;\n",
         [](const std::string& e) {
             return "package p;\nmodule M is\n  value v = " + e + ";\n  value w = missing;\nend;\n";
         },
         [](const std::string& s) { return "package p;\nmodule M is\n" + s + "  value w = missing;\nend;\n"; },
         "  value x = 1.0;\n", "(", ")", "", "", "", true},
        {"isl", "isl",
         "surface s(uniform float k = 3; parameter float t = 4) {\n    varying color l;\n"
         "    FB = diffuse();\n    l = FB;\n    repeat (k) { if (FB[0] > t) FB *= 0.5; }\n"
         "    FB.a = 1;\n}\n",
         [](const std::string& e) { return "surface s() {\n    FB = " + e + " + missing;\n}\n"; },
         [](const std::string& s) { return "surface s() {\n" + s + "    FB = missing;\n}\n"; },
         "    FB = FB * 0.5;\n", "(", ")", "if (FB[0] > 0) {", "}",
         "surface s() {\n    repeat (1000000) FB = FB * FB + 0.5;\n}\n", true},
        {"arbvp", "vp",
         "!!ARBvp1.0\nATTRIB p = vertex.position;\nPARAM m[4] = { state.matrix.mvp };\n"
         "DP4 result.position.x, m[0], p;\nDP4 result.position.y, m[1], p;\n"
         "MOV result.color, vertex.color;\nEND\n",
         [](const std::string& e) {
             return "!!ARBvp1.0\nPARAM c = " + e + ";\nMOV result.position, missing;\nEND\n";
         },
         [](const std::string& s) {
             return "!!ARBvp1.0\nTEMP t;\n" + s + "MOV result.position, missing;\nEND\n";
         },
         "MOV t, vertex.position;\n", "{", "}", "", "", "", false},
    };
    return languages;
}

class ReadersHostile : public HostileInput {
  protected:
    // `tessera check` on the source, then `tessera compile` where the language compiles.
    void ExpectErrors(const Language& language, const std::string& stem, const std::string& text,
                      std::string_view message = "") {
        SCOPED_TRACE(language.name);
        const std::string path = Write(stem + "." + language.extension, text);
        ExpectCleanError({"check", path}, message);
        if (language.compiles)
            ExpectCleanError({"compile", path, "-o", (dir_ / "out.txt").string()}, message);
    }
};

// An array size far past any target's resources is one positioned error at its size, at
// once (a GLSL `uniform float a[2000000000]` once made `tessera compile` run for minutes).
// Cg's own checks are in cg_hostile_test.cpp; every reader has the same bound.
TEST_F(ReadersHostile, HugeArraySizes) {
    const struct {
        const char* name;
        const char* source;
        const char* message;
    } cases[] = {
        {"uniform.frag", "uniform float a[2000000000];\nvoid main() { gl_FragColor = vec4(a[1]); }\n",
         "1:17: error: array size must be between 1 and 65536, not 2000000000"},
        {"local.frag", "void main() { vec4 a[2000000000]; a[7] = vec4(1.0); gl_FragColor = a[7]; }\n",
         "1:22: error: array size must be between 1 and 65536, not 2000000000"},
        {"uniform.vert", "uniform vec4 a[2000000000];\nvoid main() { gl_Position = a[1]; }\n",
         "1:16: error: array size must be between 1 and 65536, not 2000000000"},
        {"huge.isl", "surface s() {\n    uniform float a[2000000000];\n    FB = a[0];\n}\n",
         "2:21: error: an array size must be a uniform float from 1 to 4096"},
        {"huge.vp", "!!ARBvp1.0\nPARAM a[2000000000] = { program.env[0..1] };\nMOV result.position, a[0];\nEND\n",
         "2:9: error:"},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.name);
        const std::string path = Write(c.name, c.source);
        ExpectCleanError({"check", path}, c.message);
        if (!std::string_view(c.name).ends_with(".vp"))
            ExpectCleanError({"compile", path, "-o", (dir_ / "out.txt").string()}, c.message);
    }
}

// The largest size allowed, for 65,536 one-float uniforms: past the parameter limit, so an
// error, the first one in full and the others counted in one more (not one per element),
// at once (the binding used to search for free parameters from 0 for each, quadratic).
TEST_F(ReadersHostile, LargestUniformArray) {
    const std::string path =
        Write("largest.frag", "uniform float a[65536];\nvoid main() { gl_FragColor = vec4(a[1]); }\n");
    const ChildResult r =
        ExpectCleanError({"compile", path, "-o", (dir_ / "out.txt").string()},
                         "1:15: error: uniform 'a[2048]' needs program.local[2048..2048], past the limit of 2048");
    EXPECT_NE(r.err.find("1:15: error: 63487 more uniforms are past the parameter limit"), std::string::npos) << r.err;
    std::size_t errors = 0;
    for (std::size_t at = r.err.find(": error: "); at != std::string::npos; at = r.err.find(": error: ", at + 1))
        ++errors;
    EXPECT_EQ(errors, 2u) << r.err;
}

TEST_F(ReadersHostile, TruncatedSources) {
    for (const Language& language : Languages())
        for (std::size_t cut : {language.valid.size() / 3, language.valid.size() * 2 / 3,
                                language.valid.size() - 3})
            ExpectErrors(language, "cut" + std::to_string(cut),
                         std::string(language.valid.substr(0, cut)));
}

TEST_F(ReadersHostile, BinaryGarbage) {
    for (const Language& language : Languages()) {
        ExpectErrors(language, "garbage", RandomBytes(1 << 16, 11));
        ExpectErrors(language, "valid_then_garbage",
                     std::string(language.valid) + RandomBytes(1 << 16, 12));
    }
}

TEST_F(ReadersHostile, InvalidUtf8) {
    for (const Language& language : Languages())
        ExpectErrors(language, "utf8", language.with_expression("caf\xc3\x28 \xff\xfe \xe2\x82"));
}

TEST_F(ReadersHostile, OneMegabyteLine) {
    for (const Language& language : Languages())
        ExpectErrors(language, "long_line", language.with_expression(Repeat("1+", 1 << 19) + "1"));
}

TEST_F(ReadersHostile, TenThousandDeepBrackets) {
    for (const Language& language : Languages())
        ExpectErrors(language, "brackets",
                     language.with_expression(Repeat(language.open, 10000) + "1" +
                                              Repeat(language.close, 10000)));
}

TEST_F(ReadersHostile, TenThousandDeepUnaryMinus) {
    for (const Language& language : Languages())
        ExpectErrors(language, "unary", language.with_expression(Repeat("-", 10000) + "1"));
}

TEST_F(ReadersHostile, TenThousandDeepBlocks) {
    for (const Language& language : Languages())
        if (*language.block_open)
            ExpectErrors(language, "blocks",
                         language.with_statements(Repeat(language.block_open, 10000) +
                                                  Repeat(language.block_close, 10000) + "\n"));
}

TEST_F(ReadersHostile, LoopsThatWouldUnrollToAMillionInstructions) {
    for (const Language& language : Languages())
        if (*language.million_loop)
            ExpectCleanError({"compile", Write(std::string("million.") + language.extension,
                                               language.million_loop),
                              "-o", (dir_ / "out.txt").string()});
}

TEST_F(ReadersHostile, EnormousNumericLiterals) {
    for (const Language& language : Languages()) {
        ExpectErrors(language, "exponent", language.with_expression("1e99999999999999999999"));
        ExpectErrors(language, "digits", language.with_expression(std::string(1 << 20, '7')));
    }
}

TEST_F(ReadersHostile, AHundredThousandStatements) {
    for (const Language& language : Languages())
        ExpectErrors(language, "statements",
                     language.with_statements(Repeat(language.statement, 100000)));
}

}  // namespace
}  // namespace tessera::testing
