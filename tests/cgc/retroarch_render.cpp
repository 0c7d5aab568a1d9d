// SPDX-License-Identifier: MIT
// The two renderers of retroarch_render.h and the scene they share.
#include "retroarch_render.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <optional>
#include <sstream>

#include "lang/cg/reader/compile.h"
#include "runtime/gl/context.h"
#include "runtime/texture/texture.h"

#ifdef TESSERA_HAVE_MESA
#include "mesa_glsl.h"
#endif

namespace tessera::retroarch {

namespace {

using Vec4 = std::array<float, 4>;

// ortho(0, 1, 0, 1, -1, 1), row by row (RetroArch's projection of its 0..1 quad).
constexpr float kOrthoRows[16] = {2, 0, 0, -1, 0, 2, 0, -1, 0, 0, -1, 0, 0, 0, 0, 1};

const Vec4 kCorners[4] = {{0, 0, 0, 1}, {1, 0, 0, 1}, {1, 1, 0, 1}, {0, 1, 0, 1}};

// A corner's texture coordinate: the frame's part of its texture.
Vec4 FrameCoordinate(const Vec4& corner, const Scene& s) {
    return {corner[0] * static_cast<float>(s.video_width) / static_cast<float>(s.input.width),
            corner[1] * static_cast<float>(s.video_height) / static_cast<float>(s.input.height), 0,
            1};
}

// Is `global` one of the frame structs of RetroArch's Cg shaders (IN, ORIG, PREV, PREVn)?
bool FrameStruct(const std::string& global) {
    if (global == "IN" || global == "ORIG" || global == "PREV") return true;
    return global.size() == 5 && global.compare(0, 4, "PREV") == 0 && global[4] >= '1' &&
           global[4] <= '6';
}

// A Cg uniform's value as RetroArch's Cg driver sets it, four floats per parameter.
std::optional<std::vector<float>> CgUniform(const std::string& name, const Scene& s) {
    if (name == "modelViewProj" || name == "IN.mvp_matrix")
        return std::vector<float>(kOrthoRows, kOrthoRows + 16);
    const std::size_t dot = name.find('.');
    if (dot == std::string::npos || !FrameStruct(name.substr(0, dot))) return std::nullopt;
    const std::string field = name.substr(dot + 1);
    if (field == "video_size")
        return std::vector<float>{static_cast<float>(s.video_width),
                                  static_cast<float>(s.video_height), 0, 0};
    if (field == "texture_size")
        return std::vector<float>{static_cast<float>(s.input.width),
                                  static_cast<float>(s.input.height), 0, 0};
    if (name.compare(0, 3, "IN.") != 0) return std::nullopt;
    if (field == "output_size")
        return std::vector<float>{static_cast<float>(s.width), static_cast<float>(s.height), 0, 0};
    if (field == "frame_count")
        return std::vector<float>{static_cast<float>(s.frame_count), 0, 0, 0};
    if (field == "frame_direction")
        return std::vector<float>{static_cast<float>(s.frame_direction), 0, 0, 0};
    return std::nullopt;
}

// How many program parameters a value of `type` takes (one per vector, matrix row, array
// element, struct field's parameters), as the ARB writers count them.
std::uint32_t ParameterCount(const ir::TypeTable& types, ir::TypeId type) {
    const ir::Type& t = types.Get(type);
    if (t.IsMatrix()) return t.rows;
    if (t.kind == ir::Type::Kind::kArray) return t.count * ParameterCount(types, t.element);
    if (t.kind == ir::Type::Kind::kStruct) {
        std::uint32_t n = 0;
        for (const ir::StructField& f : t.fields) n += ParameterCount(types, f.type);
        return n;
    }
    return 1;
}

// The program.local values of uniform `b`: a struct uniform (the ARB writers bind `IN` as
// one run of parameters) field by field in declaration order.
std::vector<std::pair<std::uint32_t, Vec4>> Locals(const lang::arbfp::Binding& b,
                                                   const ir::Module& module, const Scene& scene) {
    std::vector<std::pair<std::uint32_t, Vec4>> out;
    auto add = [&](const std::string& name, std::uint32_t first, std::uint32_t count) {
        const auto value = CgUniform(name, scene);
        for (std::uint32_t i = 0; value && i < count && 4 * i + 3 < value->size(); ++i)
            out.push_back(
                {first + i,
                 {(*value)[4 * i], (*value)[4 * i + 1], (*value)[4 * i + 2], (*value)[4 * i + 3]}});
    };
    for (const ir::Global& g : module.globals) {
        const ir::Type& t = module.types.Get(g.type);
        if (g.name != b.name || t.kind != ir::Type::Kind::kStruct) continue;
        std::uint32_t at = b.first_parameter;
        for (const ir::StructField& f : t.fields) {
            const std::uint32_t n = ParameterCount(module.types, f.type);
            add(b.name + "." + f.name, at, n);
            at += n;
        }
        return out;
    }
    add(b.name, b.first_parameter, b.parameter_count);
    return out;
}

std::shared_ptr<runtime::texture::Texture> MakeTexture(const Texture& t) {
    namespace tx = runtime::texture;
    auto texture = std::make_shared<tx::Texture>(tx::Target::k2D, tx::BaseFormat::kRgba);
    texture->SetImage(0, tx::ImageFromFloats(t.width, t.height, t.rgba));
    texture->Params().min_filter = texture->Params().mag_filter = tx::Filter::kNearest;
    texture->Params().wrap_s = texture->Params().wrap_t = tx::Wrap::kClampToEdge;
    return texture;
}

// The stage's limits with cgc's `-po` options applied ("" when they apply), into `options`.
std::string ApplyProfileOptions(const std::vector<std::string>& profile_options,
                                lang::cg::CompileOptions& options) {
    if (profile_options.empty()) return "";
    auto fragment = lang::cg::DefaultArbfpLimits(options.profile);
    auto vertex = lang::cg::DefaultArbvpLimits(options.profile);
    const bool vertex_stage = lang::cg::IsVertexProfile(options.profile);
    for (const std::string& option : profile_options)
        if ((vertex_stage ? lang::arbasm::vertex::ApplyCgcLimitOption(vertex, option)
                          : lang::arbasm::fragment::ApplyCgcLimitOption(fragment, option)) !=
            lang::arbasm::LimitOption::kApplied)
            return "profile option '" + option + "' is not a limit";
    if (vertex_stage) options.arbvp_limits = vertex;
    else options.arbfp_limits = fragment;
    return "";
}

lang::cg::CompileResult CompileStage(const std::string& path, const char* entry,
                                     const char* profile, bool parameter_uniforms,
                                     const std::vector<std::string>& profile_options) {
    lang::cg::CompileOptions options;
    if (parameter_uniforms) options.defines.push_back({false, "PARAMETER_UNIFORM"});
    options.source_name = path;
    options.entry = entry;
    options.profile = profile;
    options.glsl_builtins = true;
    if (std::string error = ApplyProfileOptions(profile_options, options); !error.empty()) {
        lang::cg::CompileResult refused;
        refused.diagnostics = path + ": error: " + error;
        return refused;
    }
    return lang::cg::CompileCg(options);
}

}  // namespace

Texture TestImage(int width, int height) {
    static const float kPalette[][3] = {{0.12f, 0.15f, 0.55f},
                                        {0.95f, 0.85f, 0.2f},
                                        {0.85f, 0.2f, 0.25f},
                                        {0.15f, 0.7f, 0.3f},
                                        {1, 1, 1},
                                        {0.05f, 0.05f, 0.05f}};
    Texture t{width, height, {}};
    t.rgba.reserve(static_cast<std::size_t>(width * height * 4));
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const int block = ((x / 8) + 3 * (y / 8)) % 4;
            const float* c = kPalette[block];
            const float dx = static_cast<float>(x - width / 2) + 0.5f,
                        dy = static_cast<float>(y - height / 2) + 0.5f;
            if (std::abs(x - y) <= 1) c = kPalette[4];                                // a diagonal
            if (std::abs(std::sqrt(dx * dx + dy * dy) - 14) < 1.5f) c = kPalette[5];  // a ring
            Vec4 p{c[0], c[1], c[2], 1};
            if (y >= height - 8)
                p = {static_cast<float>(x) / static_cast<float>(width - 1), 0.5f,
                     1 - static_cast<float>(x) / static_cast<float>(width - 1), 1};
            for (float v : p)
                t.rgba.push_back(std::round(v * 255) / 255);  // what an RGBA8 frame holds
        }
    return t;
}

Parameters ParametersOf(const std::string& text) {
    Parameters out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        std::istringstream words(line);
        std::string pragma, parameter, name;
        if (!(words >> pragma >> parameter >> name) || pragma != "#pragma" ||
            parameter != "parameter")
            continue;
        const std::size_t close = line.find('"', line.find('"') + 1);
        if (close == std::string::npos) continue;
        std::istringstream rest(line.substr(close + 1));
        float value = 0;
        if (rest >> value) out.emplace_back(name, value);
    }
    return out;
}

Picture RenderArb(const std::string& cg_path, const Scene& scene, const Parameters& parameters,
                  const std::vector<std::string>& profile_options) {
    namespace gl = runtime::gl;
    Picture picture;
    const bool uniforms = !parameters.empty();
    const lang::cg::CompileResult stages[] = {
        CompileStage(cg_path, "main_vertex", "arbvp1", uniforms, profile_options),
        CompileStage(cg_path, "main_fragment", "arbfp1", uniforms, profile_options)};
    for (const lang::cg::CompileResult& r : stages)
        if (!r.ok) {
            const std::size_t error = r.diagnostics.find(": error: ");
            const std::size_t start =
                error == std::string::npos ? 0 : r.diagnostics.rfind('\n', error) + 1;
            picture.error = r.diagnostics.substr(start, r.diagnostics.find('\n', start) - start);
            return picture;
        }
    gl::Context context(scene.width, scene.height);
    gl::ProgramObjects& programs = context.Programs();
    // The programs' MaxTexCoords, if any, for GL's reader too (the compile above accepted
    // every option).
    lang::arbasm::fragment::Limits extended = lang::arbasm::fragment::Limits::Default();
    for (const std::string& option : profile_options)
        lang::arbasm::fragment::ApplyCgcLimitOption(extended, option);
    programs.ExtendTexCoordSets(extended.extended_texcoord_sets);
    const gl::ProgramTarget targets[] = {gl::ProgramTarget::kVertexProgram,
                                         gl::ProgramTarget::kFragmentProgram};
    for (int s = 0; s < 2; ++s) {
        programs.BindProgram(targets[s], programs.GenPrograms(1).at(0));
        if (programs.ProgramString(targets[s], gl::ProgramFormat::kAscii, stages[s].arbfp.text) !=
            gl::GlError::kNoError) {
            picture.error = programs.ErrorString();
            return picture;
        }
        for (const lang::arbfp::Binding& b : stages[s].arbfp.bindings) {
            if (b.kind == lang::arbfp::Binding::Kind::kSampler) {
                auto lookup = scene.lookups.find(b.name);
                context.Textures().Bind(
                    b.texture_unit, runtime::texture::Target::k2D,
                    MakeTexture(lookup == scene.lookups.end() ? scene.input : lookup->second));
                continue;
            }
            if (b.kind != lang::arbfp::Binding::Kind::kUniform || b.gl_state || !stages[s].lowered)
                continue;
            for (const auto& [index, value] : Locals(b, *stages[s].lowered, scene))
                programs.ProgramLocalParameter4fv(targets[s], index, value.data());
            for (const auto& [name, value] : parameters)
                if (name == b.name) {
                    const Vec4 v{value, 0, 0, 0};
                    programs.ProgramLocalParameter4fv(targets[s], b.first_parameter, v.data());
                }
        }
    }
    // RetroArch gives a frame struct's tex_coord (IN, ORIG, PREV, PREVn) the frame's
    // coordinates, wherever the binding put it; IN.vertex_coord the corner (below). Other
    // structs' (FEEDBACK's) have no name known here and keep GL's (0, 0, 0, 1) on both sides.
    std::vector<std::size_t> frame_coordinates = {0}, corner_coordinates = {1};
    for (const lang::arbfp::Binding& b : stages[0].arbfp.bindings) {
        const std::size_t dot = b.name.rfind('.');
        const std::size_t open = b.resource.find("texcoord[");
        if (b.kind != lang::arbfp::Binding::Kind::kAttribute || dot == std::string::npos ||
            open == std::string::npos || !FrameStruct(b.name.substr(0, dot)))
            continue;
        const auto n = static_cast<std::size_t>(std::atoi(b.resource.c_str() + open + 9));
        const std::string field = b.name.substr(dot + 1);
        if (field == "tex_coord") frame_coordinates.push_back(n);
        if (field == "vertex_coord" || field == "lut_tex_coord") corner_coordinates.push_back(n);
    }
    context.Enable(gl::Capability::kVertexProgram);
    context.Enable(gl::Capability::kFragmentProgram);
    std::vector<runtime::raster::Vertex> vertices;
    for (int i : {0, 1, 2, 0, 2, 3}) {
        runtime::raster::Vertex v;
        const Vec4& c = kCorners[i];
        v.position = {c[0], c[1], c[2], c[3]};
        v.color = {1, 1, 1, 1};
        const Vec4 frame = FrameCoordinate(c, scene);
        for (std::size_t n : corner_coordinates)
            if (n < v.texcoord.size()) v.texcoord[n] = {c[0], c[1], c[2], c[3]};
        for (std::size_t n : frame_coordinates)
            if (n < v.texcoord.size()) v.texcoord[n] = {frame[0], frame[1], frame[2], frame[3]};
        vertices.push_back(v);
    }
    if (context.DrawTriangles(vertices) != gl::GlError::kNoError) {
        picture.error = "the draw failed";
        return picture;
    }
    picture.rgba = context.Framebuffer().ReadRgba8();
    return picture;
}

Picture RenderGlsl(const std::string& glsl_text, const Scene& scene) {
    Picture picture;
#ifdef TESSERA_HAVE_MESA
    namespace mt = tessera::testing;
    mt::GlslDraw draw;
    // As RetroArch's GLSL driver compiles a shader file: once per stage, after the defines.
    draw.vertex = "#define VERTEX\n#define PARAMETER_UNIFORM\n" + glsl_text;
    draw.fragment = "#define FRAGMENT\n#define PARAMETER_UNIFORM\n" + glsl_text;
    draw.width = scene.width;
    draw.height = scene.height;
    for (int i = 0; i < 4; ++i) {
        mt::Vertex& v = draw.corners[static_cast<std::size_t>(i)];
        v.position = kCorners[i];
        v.primary_color = {1, 1, 1, 1};
        v.texcoords[0] = FrameCoordinate(kCorners[i], scene);
        v.texcoords[1] = {kCorners[i][0], kCorners[i][1], 0, 1};
    }
    draw.attributes = {{"VertexCoord", 0}, {"COLOR", 1}, {"Color", 1}, {"TexCoord", 4}, {"LUTTexCoord", 5}};
    for (const char* frame : {"Orig", "Prev", "Prev1", "Prev2", "Prev3", "Prev4", "Prev5", "Prev6"})
        draw.attributes.push_back({std::string(frame) + "TexCoord", 4});
    // Attributes RetroArch does not feed (a varying given TEXCOORDn): at the harness's
    // texture coordinate n, which both draws leave (0, 0, 0, 1), not wherever the linker
    // would put them.
    for (int n = 2; n < 12; ++n)  // locations 6..15: GL has 16 generic attributes at least
        for (const char* name : {"TEXCOORD", "TexCoord"})  // cg2glsl.py renames TEXCOORD to TexCoord
            draw.attributes.push_back({name + std::to_string(n), 4 + n});
    const auto w = static_cast<float>(scene.video_width),
               h = static_cast<float>(scene.video_height);
    const auto tw = static_cast<float>(scene.input.width),
               th = static_cast<float>(scene.input.height);
    draw.uniforms.push_back(
        {"MVPMatrix", std::vector<float>(kOrthoRows, kOrthoRows + 16), mt::MatrixLayout::kRows});
    for (const char* frame :
         {"", "Orig", "Prev", "Prev1", "Prev2", "Prev3", "Prev4", "Prev5", "Prev6"}) {
        draw.uniforms.push_back({std::string(frame) + "InputSize", {w, h}});
        draw.uniforms.push_back({std::string(frame) + "TextureSize", {tw, th}});
        draw.samplers.push_back({std::string(frame) + "Texture", 0});
    }
    draw.uniforms.push_back(
        {"OutputSize", {static_cast<float>(scene.width), static_cast<float>(scene.height)}});
    draw.uniforms.push_back({"FrameCount", {static_cast<float>(scene.frame_count)}});
    draw.uniforms.push_back({"FrameDirection", {static_cast<float>(scene.frame_direction)}});
    for (const auto& [name, value] : ParametersOf(glsl_text))
        draw.uniforms.push_back({name, {value}});
    mt::TextureSpec input;
    input.levels.push_back({scene.input.width, scene.input.height, 1, scene.input.rgba});
    draw.textures.push_back(input);
    int unit = 1;
    for (const auto& [name, t] : scene.lookups) {
        mt::TextureSpec lut;
        lut.unit = unit;
        lut.levels.push_back({t.width, t.height, 1, t.rgba});
        draw.textures.push_back(lut);
        draw.samplers.push_back({name, unit++});
    }
    const mt::GlslDrawResult drawn = mt::DrawGlsl(draw);
    picture.error = drawn.error;
    picture.rgba = drawn.rgba8;
#else
    (void)glsl_text;
    (void)scene;
    picture.error = "unavailable: built without Mesa";
#endif
    return picture;
}

Agreement Compare(const Picture& a, const Picture& b, int tolerance) {
    Agreement out;
    if (a.rgba.size() != b.rgba.size()) return out;
    out.pixels = a.rgba.size() / 4;
    for (std::size_t p = 0; p < out.pixels; ++p) {
        int worst = 0;
        for (std::size_t c = 0; c < 4; ++c)
            worst = std::max(worst, std::abs(int{a.rgba[4 * p + c]} - int{b.rgba[4 * p + c]}));
        out.max_difference = std::max(out.max_difference, worst);
        if (worst <= tolerance) ++out.within;
    }
    return out;
}

}  // namespace tessera::retroarch
