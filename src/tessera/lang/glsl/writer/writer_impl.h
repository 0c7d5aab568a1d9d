// SPDX-License-Identifier: MIT
// The GLSL writer's internals, shared by its files:
//
//   version.cpp    what each GLSL version has (one table row per version)
//   names.cpp      identifiers (prefixes, sanitising, reserved words), types, literals
//   interface.cpp  globals and entry parameters -> GLSL declarations and access expressions
//   emitter.cpp    values -> expressions and statements (the body of main)
//   emit_ops.cpp   the instructions that are not plain operators: intrinsics, samples, shapes
//   glsl_writer.cpp the driver: assembles the text, formats diagnostics
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "lang/glsl/writer/glsl_writer.h"

namespace tessera::lang::glsl::writer_detail {

/// What one GLSL version offers; every version difference the writer knows is a field here.
struct VersionInfo {
    GlslVersion version = GlslVersion::k110;
    const char* name = "";       ///< the --target name
    const char* directive = "";  ///< "#version 110", "#version 300 es"
    const char* title = "";      ///< "GLSL 1.10", "GLSL ES 3.00" (for messages)
    bool es = false;
    bool in_out = false;          ///< `in`/`out` instead of attribute/varying (1.30, 3.30, ES 3.00)
    bool fragment_out = false;    ///< user-declared fragment outputs (1.40, 1.50, 3.30, ES 3.00)
    bool output_layout = false;   ///< layout(location = n) on them (3.30, ES 3.00)
    bool legacy_builtins = false; ///< gl_TexCoord, gl_Color, gl_MultiTexCoordN, state uniforms
    bool texture_overloads = false;  ///< texture(), textureProj(), textureLod(), textureGrad()
    bool integer_ops = false;     ///< %, int min/max/clamp/abs/sign, flat varyings, trunc, round
    bool bool_mix = false;        ///< mix(x, y, bvec)
    bool nonsquare = false;       ///< matCxR with C != R, transpose, array constructors
    bool determinant = false;
    bool bits_to_float = false;   ///< intBitsToFloat (infinity and NaN literals)
    bool frag_depth = false;      ///< gl_FragDepth
    bool loops = false;           ///< general while/for loops (ES 1.00's Appendix A forbids them)
    bool derivatives = true;      ///< dFdx/dFdy without an extension
    bool rect_builtin = false;    ///< sampler2DRect without #extension (1.40+)
    bool rect = false;            ///< sampler2DRect at all
    bool sampler1d = false;
    bool sampler3d = false;
    bool shadow = false;          ///< shadow samplers
    bool fragment_lod = false;    ///< explicit-lod sampling in fragment shaders
    bool grad = false;
    bool max_draw_buffers = false;  ///< gl_FragData[n] for n > 0
};
const VersionInfo& Info(GlslVersion version);

/// Operator precedence of an expression's top (GLSL 1.10 section 5.1; higher binds tighter).
enum Prec : int {
    kTernary = 2,
    kLogicalOr = 3,
    kLogicalXor = 4,
    kLogicalAnd = 5,
    kEquality = 8,
    kRelational = 9,
    kAdditive = 11,
    kMultiplicative = 12,
    kUnary = 13,
    kPostfix = 14,
    kPrimary = 15,
};

struct Expr {
    Expr() = default;
    Expr(std::string t, int p) : text(std::move(t)), prec(p) {}
    Expr(std::string t, int p, std::string b, std::string l)
        : text(std::move(t)), prec(p), base(std::move(b)), letters(std::move(l)) {}

    std::string text;
    int prec = kPrimary;
    /// When the text is `base.letters` (a swizzle of something that may be repeated), the
    /// parts, so a swizzle of it composes into one (`gl_TexCoord[0].xy.x` -> `.x`).
    std::string base;
    std::string letters;
};

/// `e.letters` or a composition with e's own swizzle; `letters` index e's components.
Expr SwizzleOf(const Expr& e, const std::string& letters);

/// `e` as an operand at precedence `min`: parenthesised when it binds more loosely.
std::string Operand(const Expr& e, int min);

/// Diagnostics collected while writing.
class Diags {
public:
    void Error(ir::Span span, std::string message) {
        items.push_back({support::Severity::kError, span, std::move(message)});
    }
    bool HasErrors() const {
        for (const GlslWriterDiagnostic& d : items)
            if (d.severity == support::Severity::kError) return true;
        return false;
    }
    std::vector<GlslWriterDiagnostic> items;
};

// ---- conventions.cpp -------------------------------------------------------------------

/// The names of one output convention (GlslConventions); names.cpp's rules for Tessera's.
class Naming {
public:
    explicit Naming(const GlslWriterOptions& options);
    GlslConventions Conventions() const { return conventions_; }
    bool Is(GlslConventions c) const { return conventions_ == c; }
    /// A uniform or sampler (a global or an entry parameter) called `name`.
    std::string Uniform(const std::string& name) const;
    std::string Field(const std::string& name) const;
    std::string StructType(const std::string& name) const;
    std::string Temporary(int n) const;
    std::string Local(const std::string& name) const;
    /// The variable of a vertex input (a varying) without a built-in in the version, by its
    /// canonical semantic, or by `base` (the sanitized global name) without one.
    std::string Attribute(const std::string& semantic, const std::string& base) const;
    std::string Varying(const std::string& semantic, const std::string& base) const;
    /// A user-declared fragment color output (GLSL 3.30, ES 3.00).
    std::string FragmentOutput(const std::string& base) const;
    /// Named attributes and varyings are declared vec4 and read and written through
    /// swizzles, as cgc declared them: two stages then agree on the type whatever width
    /// each gives the value.
    bool FullWidth() const { return conventions_ != GlslConventions::kTessera; }
    /// A uniform matrix is an array of its rows (`uniform vec4 _m1[4]`), as cgc wrote it.
    bool MatrixRowUniforms() const { return conventions_ == GlslConventions::kCgc; }

private:
    GlslConventions conventions_;
};

/// TEXCOORDn for varyings declared without a semantic (auto_semantics.cpp), in cgc's and
/// RetroArch's conventions, which name varyings by their semantic.
class AutoSemantics {
public:
    explicit AutoSemantics(const ir::Module& module);
    /// Each field's semantic of the struct `type` (a varying without one of its own): the
    /// field's, or one allocated; empty when none is left.
    std::vector<std::string> StructFields(ir::TypeId type, bool output);
    /// A semantic for a varying outside a struct; empty when none is left.
    std::string Next(bool output);

private:
    void Take(const std::string& semantic, ir::TypeId type, bool output);
    static int FirstFree(const std::set<int>& taken);

    const ir::Module& module_;
    std::set<int> taken_[2];  ///< TEXCOORD numbers named or given: [0] inputs, [1] outputs
};

/// A uniform (or a field of a uniform struct) as RetroArch's GLSL driver names it.
struct RetroArchUniform {
    std::string name;
    bool integer = false;    ///< FrameCount, FrameDirection are `uniform int`
    bool attribute = false;  ///< ORIG.tex_coord etc. are vertex attributes (OrigTexCoord)
};
/// RetroArch's name for uniform `global` (of struct type `type_name`, field `field`; no
/// field: the whole global), or nullopt when RetroArch binds no such uniform.
std::optional<RetroArchUniform> RetroArchUniformFor(const std::string& global, const std::string& type_name,
                                                  const std::string& field, bool vertex);

// ---- names.cpp -------------------------------------------------------------------------

/// An identifier from any name: characters outside [A-Za-z0-9_] become '_', runs of '_'
/// collapse to one (GLSL reserves "__"), and a leading digit gets a leading 'n'.
std::string Sanitize(const std::string& name);
/// A comment line's text made safe for GLSL: ASCII only, no trailing backslash.
std::string CommentText(std::string text);
/// True for every keyword and reserved word of GLSL 1.10 to 4.60 and ES 1.00 to 3.20.
bool IsReservedWord(const std::string& word);
/// A struct field's GLSL name: sanitized, with '_' appended to a reserved word.
std::string FieldName(const std::string& name);

/// The canonical form of a semantic: upper case, aliases resolved (COL -> COLOR0, TEX2 ->
/// TEXCOORD2, FOGC -> FOG, HPOS -> POSITION, DEPR -> DEPTH, PSIZ -> PSIZE).
std::string CanonicalSemantic(const std::string& semantic);
/// n for "PREFIXn" (n < 100), else -1.
int IndexedSemantic(const std::string& semantic, const std::string& prefix);

/// Shortest decimal that reads back as the same float, always with a '.' or an exponent.
std::string FloatLiteral(double value);

/// Types as GLSL spells them; structs are recorded in `structs` (in dependency order) so
/// the driver can declare them. Reports an error for what the version has no type for.
class TypeNamer {
public:
    TypeNamer(const ir::TypeTable& types, const VersionInfo& version, const Naming& naming, Diags& diags)
        : types_(types), version_(version), naming_(naming), diags_(diags) {}
    const Naming& naming() const { return naming_; }
    /// The element type's name for arrays (the declarator adds "[N]").
    std::string Name(ir::TypeId type, ir::Span span);
    /// "vec3 name", "float name[4]".
    std::string Declare(ir::TypeId type, const std::string& name, ir::Span span);
    /// The constructor name of a type: "vec3", "float[4]" (1.20+), "s_Light".
    std::string Constructor(ir::TypeId type, ir::Span span);
    /// Struct declarations, dependencies first.
    const std::vector<std::string>& StructDeclarations() const { return declarations_; }
    std::set<std::string> used_samplers;  ///< sampler type names used (ES precision lines)

private:
    const ir::TypeTable& types_;
    const VersionInfo& version_;
    const Naming& naming_;
    Diags& diags_;
    std::set<std::uint32_t> declared_;
    std::vector<std::string> declarations_;
};

// ---- interface.cpp ---------------------------------------------------------------------

/// How the shader reaches one global (or entry parameter), or one field of a struct that
/// is bound field by field.
struct InterfaceNode {
    ir::TypeId type;
    bool leaf = true;
    Expr read;               ///< reads the value as its IR type ("gl_TexCoord[0].xy")
    std::string write;       ///< the lvalue a store assigns ("gl_FragColor.xyz"); empty: none
    int write_component = -1;  ///< store only this component of the value (.z for depth)
    std::vector<InterfaceNode> fields;  ///< !leaf: one per struct field
};

struct Interface {
    std::vector<InterfaceNode> globals;  ///< by global index
    std::map<std::uint32_t, InterfaceNode> params;  ///< by entry local index
    InterfaceNode ret;                   ///< the entry's return value, if it has one
    bool has_ret = false;
    std::vector<std::string> declarations;  ///< "uniform vec4 u_tint;" in declaration order
    std::vector<GlslInterfaceName> names;
    std::vector<GlslGivenSemantic> given_semantics;
    std::set<std::string> extensions;
};

/// Rewrites the entry function so that matrices are held as row vectors where the writer
/// needs them (lower_matrix_rows.cpp): every non-square matrix value unless `nonsquare_ok`,
/// and with `uniform_rows` every matrix uniform, which becomes an array of its rows.
/// Returns whether anything changed.
bool LowerMatrixRows(ir::Module& module, bool nonsquare_ok, bool uniform_rows);

/// The GLSL built-in uniform for an ARB state binding (ARB_fragment_program 3.11.3.4 /
/// ARB_vertex_program 2.14.3.1 names; GLSL 1.10 section 7.5 built-ins), or "" (state_uniforms.cpp).
/// `matrix` says whether it is a whole matrix; `everywhere` that it exists in every version.
std::string StateUniform(const std::string& semantic, bool& matrix, bool& everywhere);

Interface BindInterface(const ir::Module& module, const GlslWriterOptions& options, const VersionInfo& version,
                        TypeNamer& types, Diags& diags);

// ---- emitter.cpp -----------------------------------------------------------------------

struct Body {
    std::string text;                    ///< the statements of main, indented one level
    std::vector<std::string> helpers;    ///< helper function definitions, in first-use order
    std::set<std::string> extensions;
};

Body EmitBody(const ir::Module& module, const GlslWriterOptions& options,
              const VersionInfo& version, const Interface& interface, TypeNamer& types,
              Diags& diags);

}  // namespace tessera::lang::glsl::writer_detail
