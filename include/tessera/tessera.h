// SPDX-License-Identifier: MIT
/* Tessera's C API: the C++ API of tessera.hpp behind an opaque program object, for other
 * languages' bindings. It follows OpenGL's program-object calls where that is natural:
 *
 *     GL                          Tessera
 *     glCreateProgram             tessera_create_program(language)
 *     glShaderSource              tessera_program_source(program, name, text)
 *     glCompileShader             tessera_compile_program(program)
 *     glGetProgramiv              tessera_get_program_iv(program, TESSERA_COMPILE_STATUS)
 *     glGetProgramInfoLog         tessera_get_program_info_log(program)
 *     glGetActiveUniform          tessera_get_active_variable(program, index, &variable)
 *     glGetUniformLocation        tessera_get_variable_index(program, name)
 *     glDeleteProgram             tessera_delete_program(program)
 *
 * A program in an assembly language (TESSERA_LANGUAGE_ARBFP, _ARBVP) is loaded (validated
 * and counted) by tessera_compile_program and its text is its source; the language is the
 * target, as glProgramStringARB's, so the other target's header is an error. Strings returned are
 * owned by the program and stay valid until the next compile or its deletion. No call
 * crashes on a NULL program: it returns 0, -1 or "" instead. docs/api.md has an example. */
#ifndef TESSERA_TESSERA_H
#define TESSERA_TESSERA_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct TesseraProgram TesseraProgram;

typedef enum TesseraLanguage {
    TESSERA_LANGUAGE_ARBFP = 0,
    TESSERA_LANGUAGE_ARBVP = 1,
    TESSERA_LANGUAGE_CG = 2,
    TESSERA_LANGUAGE_GLSL = 3,
    TESSERA_LANGUAGE_PARASOL = 4,
    TESSERA_LANGUAGE_ISL = 5,
    /* Not a language: makes every int a value of the type (as Vulkan's *_MAX_ENUM do), so
     * the functions can check what a C caller passes before using it. */
    TESSERA_LANGUAGE_MAX_ENUM = 0x7FFFFFFF
} TesseraLanguage;

/* Queries for tessera_get_program_iv. */
typedef enum TesseraProgramParameter {
    TESSERA_COMPILE_STATUS = 0,   /* 1 after a successful compile, else 0 */
    TESSERA_ACTIVE_VARIABLES = 1, /* reflection entries (tessera_get_active_variable) */
    TESSERA_CONSTANTS = 2,        /* literal vectors of c[] (tessera_get_constant) */
    TESSERA_DIAGNOSTICS = 3,      /* messages (tessera_get_diagnostic) */
    TESSERA_INSTRUCTIONS = 4,     /* the resource counts of ARB_fragment_program 3.11.3.6 */
    TESSERA_ALU_INSTRUCTIONS = 5,
    TESSERA_TEX_INSTRUCTIONS = 6,
    TESSERA_TEX_INDIRECTIONS = 7,
    TESSERA_TEMPORARIES = 8,
    TESSERA_PARAMETERS = 9,
    TESSERA_ATTRIBUTES = 10,
    TESSERA_ERROR_POSITION = 11, /* assembly: PROGRAM_ERROR_POSITION_ARB, -1 if none */
    TESSERA_PROGRAM_PARAMETER_MAX_ENUM = 0x7FFFFFFF /* as TESSERA_LANGUAGE_MAX_ENUM */
} TesseraProgramParameter;

/* The program texts of a compile: ARBfp1.0, GLSL (the stage compiled; Parasol: the fragment
 * shader), ARBvp1.0, GLSL's vertex shader of a Parasol program, an ISL pass plan. */
typedef enum TesseraTextKind {
    TESSERA_TEXT_ARBFP = 0,
    TESSERA_TEXT_GLSL = 1,
    TESSERA_TEXT_ARBVP = 2,
    TESSERA_TEXT_GLSL_VERTEX = 3,
    TESSERA_TEXT_PLAN = 4,
    TESSERA_TEXT_KIND_MAX_ENUM = 0x7FFFFFFF /* as TESSERA_LANGUAGE_MAX_ENUM */
} TesseraTextKind;

typedef enum TesseraVariableKind {
    TESSERA_VARIABLE_ATTRIBUTE = 0,
    TESSERA_VARIABLE_OUTPUT = 1,
    TESSERA_VARIABLE_UNIFORM = 2,
    TESSERA_VARIABLE_SAMPLER = 3
} TesseraVariableKind;

/* One reflection entry; see tessera::Variable in tessera.hpp for each field. */
typedef struct TesseraVariable {
    TesseraVariableKind kind;
    const char* name;
    const char* type;
    const char* semantic;
    const char* binding; /* "fragment.texcoord[0]", "program.local[2]", "texunit 0"... */
    int ordinal;
    int entry_parameter;
    int referenced;
    int first_parameter; /* uniforms, else -1 */
    int parameter_count;
    int constant_index; /* uniforms: first entry of c[], or -1 */
    int texture_unit;   /* samplers, else -1 */
    const char* texture_target;
} TesseraVariable;

typedef enum TesseraSeverity {
    TESSERA_ERROR = 0,
    TESSERA_WARNING = 1,
    TESSERA_NOTE = 2
} TesseraSeverity;

typedef struct TesseraDiagnostic {
    TesseraSeverity severity;
    const char* file;
    int line; /* 1-based; 0 when the message has no position */
    int column;
    const char* message;
} TesseraDiagnostic;

const char* tessera_version(void);

/* NULL when the language is not one of TesseraLanguage. */
TesseraProgram* tessera_create_program(TesseraLanguage language);
void tessera_delete_program(TesseraProgram* program);

/* The source: `text`, or (text NULL) the file `name` read at compile time. */
void tessera_program_source(TesseraProgram* program, const char* name, const char* text);

/* Options, by cgc's names: "entry", "profile", "define" (NAME or NAME=VALUE), "undefine",
 * "include" (a directory), "bind" (Cg: NAME=STRUCT, the struct a uniform of interface type
 * stands for), "profile_option" (cgc's -po NAME=N for a limit, e.g. "NumTemps=24",
 * repeatable; tessera.hpp's CompileOptions::profile_options lists them), and the switches
 * "optimize", "fastmath", "comments", "env" ("1" or "0").
 * ISL, as `tessera render FILE.isl` takes them: "light" (KIND:R,G,B[,A][:X,Y,Z] or
 * LIGHT.isl[:X,Y,Z], repeatable), "param" (NAME=V[,V...]), "plan_limits" ("default" or
 * "minimum"; "profile" picks "multipass" or "fused"), and the scene's "mesh" ("sphere",
 * "plane", "torus"), "background" (R,G,B,A) and "image_dir" (where texture files are looked
 * up, repeatable). Returns 1, or 0 for an unknown option or a bad value. */
int tessera_program_option(TesseraProgram* program, const char* option, const char* value);

/* Compiles (or, for assembly, loads) the source; returns TESSERA_COMPILE_STATUS. */
int tessera_compile_program(TesseraProgram* program);

int tessera_get_program_iv(const TesseraProgram* program, TesseraProgramParameter pname);
const char* tessera_get_program_text(const TesseraProgram* program, TesseraTextKind kind);
/* Every diagnostic, formatted with source lines and carets. */
const char* tessera_get_program_info_log(const TesseraProgram* program);

/* Each returns 1 and fills `out` for 0 <= index < count, else 0. */
int tessera_get_active_variable(const TesseraProgram* program, int index, TesseraVariable* out);
int tessera_get_diagnostic(const TesseraProgram* program, int index, TesseraDiagnostic* out);
/* Constant `index`: its position in c[] and up to four values; returns the value count. */
int tessera_get_constant(const TesseraProgram* program, int index, int* c_index, float values[4]);
/* The index of the variable called `name` for tessera_get_active_variable, or -1. */
int tessera_get_variable_index(const TesseraProgram* program, const char* name);

/* Renders into `rgba` (width * height * 4 bytes, rows from the top): the compiled fragment
 * program over the default scene, or an ISL shader's pass plan over its scene (the "mesh",
 * "light" and other ISL options; compiled from the source here, as RenderScene() does).
 * Returns 1, or 0 (the reason in the info log). */
int tessera_render_program(TesseraProgram* program, int width, int height, unsigned char* rgba);

typedef enum TesseraTestOutcome {
    TESSERA_TEST_PASS = 0,
    TESSERA_TEST_FAIL = 1,
    TESSERA_TEST_SKIP = 2,
    TESSERA_TEST_WARN = 3 /* only `probe warn` probes failed (piglit's WARN) */
} TesseraTestOutcome;

/* Runs one of piglit's .shader_test files as `tessera shader-test` does (RunShaderTest());
 * returns the verdict and, when `reason` is not NULL, copies why it failed or was skipped
 * (empty for a pass), cut to reason_size - 1 bytes and terminated. */
TesseraTestOutcome tessera_run_shader_test(const char* path, char* reason, int reason_size);
/* Writes width * height RGBA pixels (rows from the top) as a PNG; returns 1 or 0. */
int tessera_write_png(const char* path, int width, int height, const unsigned char* rgba);

#ifdef __cplusplus
}
#endif

#endif /* TESSERA_TESSERA_H */
