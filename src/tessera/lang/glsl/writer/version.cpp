// SPDX-License-Identifier: MIT
// What each GLSL version offers, as one table: every place the writer's output differs
// between versions reads a field of this table, so adding a version is adding a row.
//
// Sources: the GLSL 1.10, 1.20, 1.30, 1.40, 1.50 and 3.30 specifications and GLSL ES 1.00
// and 3.00. 1.40 removed the fixed-function built-ins (they live on only with
// ARB_compatibility) and took sampler2DRect into the core; 1.50 added determinant; neither
// has layout(location) on outputs (3.30), so a fragment output is located by the
// application (glBindFragDataLocation) or is the only one (location 0).
// 1.30 still has the fixed-function built-ins (gl_TexCoord, gl_Color, gl_FragColor, the
// state uniforms; deprecated, 1.30 section 7); `#version 330` is the core profile, which
// removed them. ES 1.00 has no 1D, 3D, shadow or rectangle samplers, no gl_FragDepth and
// (Appendix A) only constant-bounded loops; derivatives need GL_OES_standard_derivatives.
#include <iterator>

#include "lang/glsl/writer/writer_impl.h"

namespace tessera::lang::glsl {

namespace writer_detail {

namespace {

// Rows in GlslVersion order (1.40 and 1.50 came last); a field not named is false
// (derivatives: true).
constexpr VersionInfo kVersions[] = {
    {.version = GlslVersion::k110, .name = "glsl110", .directive = "#version 110", .title = "GLSL 1.10",
     .legacy_builtins = true, .frag_depth = true, .loops = true, .rect = true, .sampler1d = true,
     .sampler3d = true, .shadow = true, .max_draw_buffers = true},
    {.version = GlslVersion::k120, .name = "glsl120", .directive = "#version 120", .title = "GLSL 1.20",
     .legacy_builtins = true, .nonsquare = true, .frag_depth = true, .loops = true, .rect = true,
     .sampler1d = true, .sampler3d = true, .shadow = true, .max_draw_buffers = true},
    {.version = GlslVersion::k130, .name = "glsl130", .directive = "#version 130", .title = "GLSL 1.30",
     .in_out = true, .legacy_builtins = true, .texture_overloads = true, .integer_ops = true,
     .bool_mix = true, .nonsquare = true, .frag_depth = true, .loops = true, .rect = true,
     .sampler1d = true, .sampler3d = true, .shadow = true, .fragment_lod = true, .grad = true,
     .max_draw_buffers = true},
    {.version = GlslVersion::k330, .name = "glsl330", .directive = "#version 330", .title = "GLSL 3.30",
     .in_out = true, .fragment_out = true, .output_layout = true, .texture_overloads = true, .integer_ops = true,
     .bool_mix = true, .nonsquare = true, .determinant = true, .bits_to_float = true,
     .frag_depth = true, .loops = true, .rect_builtin = true, .rect = true, .sampler1d = true,
     .sampler3d = true, .shadow = true, .fragment_lod = true, .grad = true, .max_draw_buffers = true},
    {.version = GlslVersion::kEs100, .name = "glsles100", .directive = "#version 100",
     .title = "GLSL ES 1.00", .es = true, .derivatives = false},
    {.version = GlslVersion::kEs300, .name = "glsles300", .directive = "#version 300 es",
     .title = "GLSL ES 3.00", .es = true, .in_out = true, .fragment_out = true, .output_layout = true,
     .texture_overloads = true, .integer_ops = true, .bool_mix = true, .nonsquare = true,
     .determinant = true, .bits_to_float = true, .frag_depth = true, .loops = true,
     .sampler3d = true, .shadow = true, .fragment_lod = true, .grad = true, .max_draw_buffers = true},
    {.version = GlslVersion::k140, .name = "glsl140", .directive = "#version 140", .title = "GLSL 1.40",
     .in_out = true, .fragment_out = true, .texture_overloads = true, .integer_ops = true,
     .bool_mix = true, .nonsquare = true, .frag_depth = true, .loops = true, .rect_builtin = true,
     .rect = true, .sampler1d = true, .sampler3d = true, .shadow = true, .fragment_lod = true, .grad = true,
     .max_draw_buffers = true},
    {.version = GlslVersion::k150, .name = "glsl150", .directive = "#version 150", .title = "GLSL 1.50",
     .in_out = true, .fragment_out = true, .texture_overloads = true, .integer_ops = true,
     .bool_mix = true, .nonsquare = true, .determinant = true, .frag_depth = true, .loops = true,
     .rect_builtin = true, .rect = true, .sampler1d = true, .sampler3d = true, .shadow = true,
     .fragment_lod = true, .grad = true, .max_draw_buffers = true},
};

}  // namespace

const VersionInfo& Info(GlslVersion version) { return kVersions[static_cast<std::size_t>(version)]; }

}  // namespace writer_detail

std::optional<GlslVersion> GlslVersionByName(std::string_view name) {
    for (const writer_detail::VersionInfo& v : writer_detail::kVersions)
        if (name == v.name) return v.version;
    return std::nullopt;
}

const char* GlslVersionName(GlslVersion version) { return writer_detail::Info(version).name; }

}  // namespace tessera::lang::glsl
