// SPDX-License-Identifier: MIT
// Tessera's public C++ API: compile a shading language to ARB assembly (and, as the writers
// land, GLSL), read back where every variable was bound, load and check ARB programs, and
// render a fragment program to an image.
//
// Everything here is a plain value type or a free function: no internal header leaks into
// this one, so a program built against an installed Tessera needs only this file and the
// libraries (`find_package(Tessera)` and `Tessera::tessera`, or `pkg-config tessera`).
// docs/api.md is the guide; examples/api/ is a complete program. The C API in tessera.h is
// a thin layer over this one.
//
//     tessera::CompileOptions options;
//     options.source_name = "brick.cg";
//     tessera::CompileResult result = tessera::Compile(options);
//     if (!result.ok) std::cerr << result.diagnostics_text;
//     tessera::RenderResult picture = tessera::Render(result.arbfp);
//     picture.image.WritePng("brick.png");
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tessera {

/// The version of the library, "MAJOR.MINOR.PATCH".
const char* Version();

/// The source languages Tessera knows. Which of them compile today: LanguageCompiles().
enum class Language { kArbfp, kArbvp, kCg, kGlsl, kParasol, kIsl };

/// "arbfp", "arbvp", "cg", "glsl", "parasol", "isl".
const char* LanguageName(Language language);
std::optional<Language> LanguageFromName(std::string_view name);
/// By file extension: .fp .arbfp, .vp .arbvp, .cg, .frag .vert .glsl, .p, .isl.
std::optional<Language> LanguageFromPath(std::string_view path);
/// True when Compile() accepts sources in `language` (false for the assembly languages,
/// which are loaded with LoadProgram(), and for front ends that have not landed yet).
bool LanguageCompiles(Language language);

/// A -D or -U option: `NAME`, `NAME=VALUE`, or (undefine) `NAME`.
struct Define {
    std::string name;
    std::string value = "1";
    bool undefine = false;

    /// From the command-line spelling: "NAME" (value 1) or "NAME=VALUE".
    static Define FromText(std::string_view text, bool undefine = false);
};

/// The pipeline stage a program runs in.
enum class Stage { kFragment, kVertex };

/// Whose conventions GLSL text follows (docs/glsl_writer.md, "Conventions"): Tessera's
/// prefixed names, NVIDIA cgc's GLSL profiles (docs/cgc.md), or RetroArch's GLSL shaders.
enum class GlslConventions { kTessera, kCgc, kRetroArch };

/// Which ARB program limits to check against.
/// kNvOptions: Mesa llvmpipe's limits with the NVIDIA options accepted (NV_fragment_program,
/// NV_fragment_program2, NV_vertex_program2, NV_vertex_program3: what cgc's fp30, fp40, vp30
/// and vp40 profiles write), as the reference executors that draw them do.
enum class Limits { kDefault /* Mesa llvmpipe's */, kMinimum /* the spec's minimums */, kNvOptions };

/// ISL: a light of the scene a shader is compiled for (and rendered in, RenderScene()).
struct Light {
    enum class Kind { kAmbient, kDistant, kPoint };
    Kind kind = Kind::kDistant;
    std::array<float, 4> color{1, 1, 1, 1};
    /// Distant: the direction toward the light (default 0, 0, 1); point: its position
    /// (default 0, 0, 2). Ambient lights have none.
    std::optional<std::array<float, 3>> vector;
    /// An ISL light shader's file: its result is the light's color per pixel and its type
    /// (ambient, distant, point) sets `kind`; `color` is then unused.
    std::string shader;
};

struct CompileOptions {
    Language language = Language::kCg;
    /// The main file's name, for diagnostics; read from disk when `source_text` is empty.
    std::string source_name = "<source>";
    std::optional<std::string> source_text;
    /// The function to compile (cgc's -entry).
    std::string entry = "main";
    /// The target: "arbfp1" (cgc's limits), "arbfp1-strict" (the spec's minimums), "arbvp1"
    /// and "arbvp1-strict" (a vertex program), or a GLSL version (glsl110, glsl120, glsl130,
    /// glsl330, glsles100, glsles300; Cg and Parasol) for GLSL text instead of ARB assembly.
    /// Cg: "retroarch-glsl" writes RetroArch's GLSL shader file (`glsl`) from the entries
    /// main_vertex and main_fragment. ISL: "multipass" or "fused", the pass plan to make.
    std::string profile = "arbfp1";
    /// The stage to compile for. The arbvp1 profiles and a GLSL `.vert` source imply kVertex;
    /// set it for a Cg vertex entry written as GLSL (cgc's glslv).
    Stage stage = Stage::kFragment;
    /// Parasol: the further units compiled together with the main one, and the program to
    /// compile (package.Module.program). GLSL: further shaders of the main one's stage, read
    /// from these files and linked with it into one program stage, as glLinkProgram links
    /// several shader objects (docs/glsl.md, "Several shaders in a stage").
    std::vector<std::string> more_sources;
    std::string program;
    std::vector<Define> defines;
    std::vector<std::string> include_dirs;
    /// Run the optimiser (cgc's default); off: only what the target needs.
    bool optimize = true;
    /// Rewrites that ignore NaN, infinities and signed zeros (cgc -fastmath).
    bool fast_math = false;
    /// `#var`/`#const` header and `# file:line` comments in the ARB text.
    bool comments = true;
    /// GLSL targets of Cg: the names and shapes the text follows, and whether it begins
    /// with `#version` (cgc wrote one only when asked: `-po version=N`).
    GlslConventions glsl_conventions = GlslConventions::kTessera;
    bool glsl_version_line = true;
    /// RetroArch: the preset's look-up textures, samplers that keep their names (the main
    /// texture, `Texture`, is the TEXUNIT0 sampler, or else the first other one).
    std::vector<std::string> lookup_textures;
    /// Bind uniforms to program.env instead of program.local.
    bool uniforms_to_env = false;
    /// Cg: uniforms of interface type (entry parameters or globals, by name) -> the struct
    /// implementing the interface that each stands for, as the Cg runtime's
    /// cgConnectParameter bound them (`tessera compile --bind NAME=STRUCT`).
    std::map<std::string, std::string> interface_bindings;
    /// Cg, arbfp1 and arbvp1: cgc's profile options that set a limit (`-po NumTemps=24`, what
    /// cgGLSetOptimalOptions passed): NumTemps, NumInstructionSlots, NumTexInstructionSlots,
    /// NumMathInstructionSlots, MaxTexIndirections, MaxLocalParams (arbfp1); NumTemps,
    /// MaxInstructions, MaxLocalParams, MaxAddressRegs (arbvp1). Others are ignored.
    std::vector<std::string> profile_options;
    /// For bisecting a miscompile: print the IR after these passes ("all": every pass) and
    /// leave these passes out; keep the IR as the front end made it in `ir_text`.
    std::vector<std::string> print_after;
    std::vector<std::string> skip_passes;
    bool keep_ir = false;
    /// ISL: the scene's lights (empty: tessera render's, an ambient light of 0.2 and a
    /// distant light of 0.8 from -0.5, 0.6, 1), values for the shader's formals (a uniform
    /// formal is folded into the plan, a varying one is fed to it), and the limits each
    /// program of the fused plan must fit (a shader that does not fit is split).
    std::vector<Light> lights;
    std::map<std::string, std::vector<float>> formals;
    Limits plan_limits = Limits::kDefault;
};

enum class Severity { kError, kWarning, kNote };

/// One message, with its position (line and column 1-based; 0 when it has none).
struct Diagnostic {
    Severity severity = Severity::kError;
    std::string file;
    int line = 0;
    int column = 0;
    std::string message;
};

/// What a variable is to the program: a varying input, an output, a uniform or a sampler.
enum class VariableKind { kAttribute, kOutput, kUniform, kSampler };

/// One entry of the reflection data: a variable of the source and where it was bound. The
/// machine-readable form of cgc's `#var TYPE NAME : SEMANTIC : RESOURCE : ORDINAL : USED`.
struct Variable {
    VariableKind kind = VariableKind::kUniform;
    std::string name;      ///< as cgc names it: `lightDir`, `IN.uv` (struct fields dotted)
    std::string type;      ///< the source type, e.g. "float4x4", "sampler2D"
    std::string semantic;  ///< as declared, upper case; empty when none
    /// The ARB binding: "fragment.texcoord[0]", "result.color", "program.local[0..3]",
    /// "texunit 1".
    std::string binding;
    /// cgc's parameter ordinal: the entry parameter's index; -1 for globals and the
    /// return value.
    int ordinal = -1;
    /// Declared as a parameter of the entry function (false: a global or the return value).
    bool entry_parameter = false;
    bool referenced = false;  ///< the program reads (or writes) it
    /// Uniforms: the first program.local (or env) number and how many it takes (one per
    /// vector, matrix row, array element); the first entry of the `c[]` array or -1.
    int first_parameter = -1;
    int parameter_count = 0;
    int constant_index = -1;
    /// Samplers: the texture unit and target ("1D", "2D", "3D", "CUBE", "RECT", "SHADOW2D"...).
    int texture_unit = -1;
    std::string texture_target;
    /// Uniforms with an initializer (GLSL 1.20 `uniform vec4 c = vec4(...)`; Cg's
    /// `uniform float4 c = {...}` and an entry parameter's default value): the value the
    /// program expects until the application sets it, four floats per parameter from
    /// `first_parameter` on (missing components as a constant vector has them: 0, 0, 0, 1).
    std::vector<float> default_value;
};

/// A literal vector of the program's `c[]` array (cgc's `#const c[N] = x y z w`).
struct Constant {
    int index = 0;
    std::vector<float> values;
};

/// The resource counts of ARB_fragment_program 3.11.3.6 (temporaries are cgc's R-regs).
struct Counts {
    int instructions = 0;
    int alu_instructions = 0;
    int tex_instructions = 0;
    int tex_indirections = 0;
    int temporaries = 0;
    int parameters = 0;
    int attributes = 0;
};

struct CompileResult {
    bool ok = false;
    /// `!!ARBfp1.0` text (empty when there were errors or the target is another).
    std::string arbfp;
    /// `!!ARBvp1.0` text, for the arbvp1 profiles.
    std::string arbvp;
    /// GLSL text, for the GLSL targets: the shader of the stage compiled (Parasol: the
    /// fragment shader, with the vertex shader in `glsl_vertex`).
    std::string glsl;
    std::string glsl_vertex;
    /// ISL: the pass plan's listing.
    std::string plan;
    /// The IR as the front end made it, when CompileOptions::keep_ir asked for it.
    std::string ir_text;
    std::string entry;
    std::string profile;
    /// The main file and every file it included, in the order they were first read.
    std::vector<std::string> source_files;
    std::vector<Variable> variables;
    std::vector<Constant> constants;
    Counts counts;
    std::vector<Diagnostic> diagnostics;
    /// Every diagnostic formatted with its source line and caret, as `tessera` prints them.
    std::string diagnostics_text;
    std::size_t error_count = 0;
    std::size_t warning_count = 0;

    /// The variable called `name`, or nullptr.
    const Variable* FindVariable(std::string_view name) const;
};

/// Compiles one entry function of a source. Never throws for bad input: errors are in
/// `diagnostics`.
CompileResult Compile(const CompileOptions& options);

/// Checks a source as a compiler's front end does, without generating code: every function
/// of a Cg file, a GLSL shader of its stage, Parasol units together (more_sources), an ISL
/// shader. `ok` and the diagnostics are set; nothing else is.
CompileResult Check(const CompileOptions& options);

/// The main program text of a result: arbfp, arbvp, glsl or plan, whichever the target made.
const std::string& ProgramText(const CompileResult& result);

/// The source after the preprocessor alone (cgc -E): `ok`, the `text` (each #pragma kept on
/// a line of its own), the files read and the diagnostics.
struct PreprocessResult {
    bool ok = false;
    std::string text;
    std::vector<std::string> source_files;
    std::vector<Diagnostic> diagnostics;
    std::string diagnostics_text;
};

/// Preprocesses `options`' source as its language's compile would (Cg or GLSL): the same
/// -D, -I and the profile's predefined macros.
PreprocessResult Preprocess(const CompileOptions& options);

/// An ARB assembly program as ProgramStringARB would load it.
struct ProgramInfo {
    bool ok = false;
    Language language = Language::kArbfp;  ///< kArbfp or kArbvp, from the header
    Counts counts;
    std::vector<Diagnostic> diagnostics;
    std::string diagnostics_text;
    /// PROGRAM_ERROR_POSITION_ARB: -1 when loaded, else the byte offset of the first error.
    long long error_position = -1;
    /// Fragment programs: the target of each texture unit sampled ("2D"...), "" if unused.
    std::vector<std::string> texture_units;
};

/// Loads (validates and counts) an `!!ARBfp1.0` or `!!ARBvp1.0` program. With `expected`
/// (kArbfp or kArbvp) the text is read as that target's program, as ProgramStringARB with
/// FRAGMENT_PROGRAM_ARB or VERTEX_PROGRAM_ARB would: the other target's header is an error.
/// Without it the header chooses; a text with neither header is read as the extension of
/// `name` says (.vp, .arbvp: a vertex program), else as a fragment program. A wrong or
/// missing header's error says which header the program must begin with.
ProgramInfo LoadProgram(std::string_view text, std::string_view name = "<program>",
                        Limits limits = Limits::kDefault,
                        std::optional<Language> expected = std::nullopt);

/// An RGBA image, 8 bits per channel, rows from the top.
struct Image {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> rgba;

    /// The pixel at (x, y), y counted from the top.
    std::array<std::uint8_t, 4> At(int x, int y) const;
    /// Writes a PNG; on failure returns false and sets `error` when given.
    bool WritePng(const std::string& path, std::string* error = nullptr) const;
    static std::optional<Image> ReadPng(const std::string& path, std::string* error = nullptr);
};

/// A program.local or program.env value for a render.
struct ParameterValue {
    unsigned index = 0;
    std::array<float, 4> value{0, 0, 0, 1};
};

struct RenderOptions {
    int width = 256;
    int height = 256;
    std::vector<ParameterValue> locals;
    std::vector<ParameterValue> envs;
    /// Images for 2D or RECT units (by unit); a sampled unit without one gets a built-in
    /// pattern for its target (checkerboard, gradient, per-face colors; for a shadow target a
    /// depth ramp along s, compared with R as ARB_shadow does).
    std::vector<std::pair<unsigned, Image>> textures;
};

struct RenderResult {
    bool ok = false;
    Image image;
    std::vector<Diagnostic> diagnostics;
    std::string diagnostics_text;
};

/// Runs an `!!ARBfp1.0` program over the default scene (what `tessera render` draws: a
/// window-filling quad whose corners carry distinct colors, texture coordinates 0..1 and a
/// fog coordinate 0..1) and returns the picture.
RenderResult Render(std::string_view arbfp_text, const RenderOptions& options = {},
                    std::string_view name = "<program>");

/// ISL: the scene RenderScene() draws a shader on.
struct SceneOptions {
    std::string mesh = "sphere";  ///< "sphere", "plane" or "torus"
    int width = 256;
    int height = 256;
    std::array<float, 4> background{0, 0, 0, 1};  ///< the framebuffer before the shader
    /// Where the shader's texture files are looked up; empty: the source's folder, then ".".
    std::vector<std::string> image_dirs;
};

/// Compiles an ISL shader (`options.language` kIsl; profile "multipass" or "fused", lit by
/// `options.lights`) and runs its pass plan over `scene`: what `tessera render FILE.isl`
/// draws. Errors (the compile's, a formal given the wrong number of values, an unknown
/// mesh) are returned as diagnostics.
RenderResult RenderScene(const CompileOptions& options, const SceneOptions& scene = {});

/// Comma-separated floats ("0.2,0.4,1") into `out`; false when a part is not a number.
bool ParseFloats(const std::string& text, std::vector<float>& out);

/// ISL: a light written as `tessera render --light` takes it: KIND:R,G,B[,A][:X,Y,Z] with
/// KIND ambient, distant (X,Y,Z toward the light) or point (X,Y,Z its position), or
/// LIGHT.isl[:X,Y,Z] (a light shader); nullopt when malformed.
std::optional<Light> ParseLight(const std::string& spec);

/// ISL: a formal's value written NAME=V[,V...] into `formals` (CompileOptions::formals);
/// false when malformed.
bool ParseFormal(const std::string& text, std::map<std::string, std::vector<float>>& formals);

/// The verdict on one of piglit's `.shader_test` files run on Tessera's GL.
/// kWarn: only `probe warn` probes failed (piglit's WARN: not a pass, not a failure).
enum class TestOutcome { kPass, kFail, kSkip, kWarn };

/// "PASS", "FAIL", "SKIP" or "WARN".
const char* TestOutcomeName(TestOutcome outcome);

struct ShaderTestResult {
    TestOutcome outcome = TestOutcome::kPass;
    /// Why it failed or was skipped (empty for a pass): a requirement or section Tessera
    /// does not have, a program that does not load, the first failed probe.
    std::string reason;
    /// Every failed probe, in order.
    std::vector<std::string> failures;
};

/// Runs a piglit `.shader_test` file as piglit's shader_runner would (`tessera
/// shader-test`): a test passes only when every section and command ran and no probe
/// failed; what Tessera cannot run is a skip with its reason, never a pass.
ShaderTestResult RunShaderTest(const std::string& path);

}  // namespace tessera
