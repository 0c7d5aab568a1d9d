// SPDX-License-Identifier: MIT
// The [test] commands: one function per command, and the table that names them.
//
// Each handler does what piglit's shader_runner does for the command, through the
// gl::Context API: `draw rect` is piglit_draw_rect, `ortho` is piglit_ortho_projection,
// `texture rgbw` is piglit_rgbw_texture on the given unit, and so on. The parser has
// already checked the argument shapes, so handlers read arguments by position.
//
// Probes follow piglit's comparisons exactly, because a different comparison would make
// a Tessera pass mean something else than a piglit pass:
// - pixel probes (`probe rgba`, `relative probe rgba`) read floats and fail a channel
//   when |observed - expected| > 0.01;
// - rectangle probes (`probe all rgba`, `probe rect rgba`) on an 8-bit framebuffer read
//   bytes: the expected value is truncated to a byte (e * 255), the tolerance rounded up
//   to one (ceil(0.01 * 255) = 3), and a channel fails when the bytes differ by 3 or more.
//   On a float framebuffer they fail when |observed - expected| >= 0.01.
// A failed probe is recorded and the test goes on; only the first bad pixel of a
// rectangle is reported, as piglit does. `probe warn all rgba` fails as WARN instead.
#include "shader_test/commands.h"

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <optional>

#include "runtime/raster/framebuffer.h"
#include "shader_test/runner.h"

namespace tessera::shader_test::detail {
namespace {

namespace gl = runtime::gl;
namespace texture = runtime::texture;
using support::Vec4;

// --- Reading arguments --------------------------------------------------------------------

// Conversions that stay defined for any number a file can hold (1e300, inf, nan):
// C++ leaves out-of-range float and int conversions undefined.
float ToFloat(double v) {
    if (!std::isfinite(v)) return static_cast<float>(v);
    return static_cast<float>(std::clamp<double>(v, -FLT_MAX, FLT_MAX));
}

// Truncates toward zero like C's cast; NaN becomes 0 and magnitudes stop at 1e9, far
// outside any window, so sums of two such values cannot overflow an int.
int ToInt(double v) {
    if (std::isnan(v)) return 0;
    return static_cast<int>(std::clamp(v, -1e9, 1e9));
}

float Number(const Command& command, std::size_t i) {
    return ToFloat(command.arguments.at(i).number);
}

int Integer(const Command& command, std::size_t i) { return ToInt(command.arguments.at(i).number); }

// Arguments i..i+3 as a vector; `count` of 3 leaves w at 1.
Vec4 Color(const Command& command, std::size_t i, int count = 4) {
    Vec4 v{0, 0, 0, 1};
    for (int c = 0; c < count; ++c) v[c] = Number(command, i + c);
    return v;
}

std::string At(const Command& command) { return "line " + std::to_string(command.line) + ": "; }

template <typename T>
struct Named {
    std::string_view name;
    T value;
};

template <typename T, std::size_t N>
std::optional<T> Lookup(const std::array<Named<T>, N>& table, std::string_view name) {
    for (const Named<T>& entry : table)
        if (entry.name == name) return entry.value;
    return std::nullopt;
}

Step CheckGl(const Command& command, gl::GlError error) {
    if (error == gl::GlError::kNoError) return Step::Ok();
    return Step::Error(At(command) + "'" + command.name + "' raised " + gl::GlErrorName(error));
}

// --- Clearing and drawing -----------------------------------------------------------------

Step ClearColor(RunState& state, const Command& command) {
    state.context.SetClearColor(Color(command, 0));
    state.clear_color = true;
    return Step::Ok();
}

Step ClearDepth(RunState& state, const Command& command) {
    state.context.SetClearDepth(command.arguments.at(0).number);
    state.clear_depth = true;
    return Step::Ok();
}

Step Clear(RunState& state, const Command&) {
    state.context.Clear(state.clear_color, state.clear_depth);
    return Step::Ok();
}

Step CurrentColor(RunState& state, const Command& command) {
    state.context.Current().color = Color(command, 0);
    return Step::Ok();
}

Step DrawRect(RunState& state, const Command& command) {
    PrepareDraw(state);
    return CheckGl(command, state.context.DrawRect(Number(command, 0), Number(command, 1),
                                                   Number(command, 2), Number(command, 3)));
}

// `draw rect ortho x y w h`: a rectangle in window pixels, drawn in clip coordinates.
Step DrawRectOrtho(RunState& state, const Command& command) {
    const float w = static_cast<float>(state.width);
    const float h = static_cast<float>(state.height);
    PrepareDraw(state);
    return CheckGl(command, state.context.DrawRect(
                                -1 + 2 * Number(command, 0) / w, -1 + 2 * Number(command, 1) / h,
                                2 * Number(command, 2) / w, 2 * Number(command, 3) / h));
}

Step DrawRectTex(RunState& state, const Command& command) {
    PrepareDraw(state);
    return CheckGl(command, state.context.DrawRectTex(Number(command, 0), Number(command, 1),
                                                      Number(command, 2), Number(command, 3),
                                                      Number(command, 4), Number(command, 5),
                                                      Number(command, 6), Number(command, 7)));
}

// The projection becomes `load` applied to the identity, and the modelview the identity.
template <typename Load>
Step SetProjection(RunState& state, const Command& command, Load load) {
    gl::GlState& gl_state = state.context.State();
    gl_state.SetMatrixMode(gl::MatrixMode::kProjection);
    gl_state.LoadIdentity();
    const gl::GlError error = load(gl_state);
    gl_state.SetMatrixMode(gl::MatrixMode::kModelview);
    gl_state.LoadIdentity();
    return CheckGl(command, error);
}

// piglit_gen_ortho_projection: the projection becomes glOrtho(l, r, b, t, -1, 1) and the
// modelview the identity. Without arguments the box is the window in pixels.
Step Ortho(RunState& state, const Command& command) {
    double box[4] = {0, static_cast<double>(state.width), 0, static_cast<double>(state.height)};
    if (command.arguments.size() == 4)
        for (int i = 0; i < 4; ++i) box[i] = command.arguments[i].number;
    return SetProjection(state, command, [&](gl::GlState& s) {
        return s.Ortho(box[0], box[1], box[2], box[3], -1, 1);
    });
}

// piglit_frustum_projection(false, l, r, b, t, n, f): glFrustum on the identity projection,
// the modelview the identity.
Step Frustum(RunState& state, const Command& command) {
    double v[6];
    for (int i = 0; i < 6; ++i) v[i] = command.arguments[i].number;
    return SetProjection(state, command, [&](gl::GlState& s) {
        return s.Frustum(v[0], v[1], v[2], v[3], v[4], v[5]);
    });
}

// --- Program parameters -------------------------------------------------------------------

struct ParameterKind {
    gl::ProgramTarget target;
    bool env;
};

constexpr std::array<Named<ParameterKind>, 4> kParameterKinds = {{
    {"env_fp", {gl::ProgramTarget::kFragmentProgram, true}},
    {"local_fp", {gl::ProgramTarget::kFragmentProgram, false}},
    {"env_vp", {gl::ProgramTarget::kVertexProgram, true}},
    {"local_vp", {gl::ProgramTarget::kVertexProgram, false}},
}};

// `parameter KIND INDEX (x, y, z, w)`: glProgramEnv/LocalParameter4fvARB on the program
// bound to the target (the one the test loaded).
Step Parameter(RunState& state, const Command& command) {
    const std::optional<ParameterKind> kind = Lookup(kParameterKinds, command.arguments[0].word);
    if (!kind)
        return Step::Error(At(command) + "unknown parameter kind '" + command.arguments[0].word +
                           "' (expected env_fp, local_fp, env_vp or local_vp)");
    const double index = command.arguments[1].number;
    if (index < 0 || index != std::floor(index) || index > 1e9)
        return Step::Error(At(command) + "parameter index must be a non-negative integer");
    const Vec4 v = Color(command, 2);
    gl::ProgramObjects& programs = state.context.Programs();
    const auto i = static_cast<std::uint32_t>(index);
    return CheckGl(command, kind->env
                                ? programs.ProgramEnvParameter4fv(kind->target, i, v.data())
                                : programs.ProgramLocalParameter4fv(kind->target, i, v.data()));
}

// --- Probes ---------------------------------------------------------------------------------

std::string FormatColor(const Vec4& color, int components) {
    std::string text;
    char buffer[32];
    for (int c = 0; c < components; ++c) {
        std::snprintf(buffer, sizeof buffer, c == 0 ? "%f" : " %f", static_cast<double>(color[c]));
        text += buffer;
    }
    return text;
}

void RecordFailure(RunState& state, const Command& command, int x, int y, const Vec4& expected,
                   const Vec4& observed, int components) {
    state.failures.push_back(
        At(command) + "probe at (" + std::to_string(x) + ", " + std::to_string(y) + "): expected " +
        FormatColor(expected, components) + ", observed " + FormatColor(observed, components));
}

Step OutsideWindow(const RunState& state, const Command& command) {
    return Step::Error(At(command) + "'" + command.text + "' reads outside the " +
                       std::to_string(state.width) + "x" + std::to_string(state.height) +
                       " window");
}

// piglit_probe_pixel_rgb(a): float comparison, failing above the tolerance.
Step ProbePixel(RunState& state, const Command& command, int x, int y, const Vec4& expected,
                int components) {
    const runtime::raster::Framebuffer& fb = state.context.Framebuffer();
    if (!fb.Contains(x, y)) return OutsideWindow(state, command);
    const Vec4& observed = fb.ColorAt(x, y);
    for (int c = 0; c < components; ++c) {
        if (std::fabs(observed[c] - expected[c]) > kProbeTolerance) {
            RecordFailure(state, command, x, y, expected, observed, components);
            break;
        }
    }
    return Step::Ok();
}

// The byte comparison of piglit's rectangle probes (probe_rect_ubyte). The expected value
// is clamped before the truncation only to keep the conversion defined.
bool ChannelMatchesUnorm8(float observed, float expected) {
    const int expected_byte = ToInt(std::clamp(static_cast<double>(expected), 0.0, 1.0) * 255);
    const int observed_byte = runtime::raster::FloatToUnorm8(observed);
    const int tolerance = static_cast<int>(std::ceil(kProbeTolerance * 255));
    return std::abs(observed_byte - expected_byte) < tolerance;
}

bool PixelMatchesRect(const runtime::raster::Framebuffer& fb, const Vec4& observed,
                      const Vec4& expected, int components) {
    for (int c = 0; c < components; ++c) {
        const bool ok = fb.Format() == runtime::raster::ColorFormat::kUnorm8
                            ? ChannelMatchesUnorm8(observed[c], expected[c])
                            : std::fabs(observed[c] - expected[c]) < kProbeTolerance;
        if (!ok) return false;
    }
    return true;
}

// piglit_probe_rect_rgb(a): every pixel of the rectangle, stopping at the first bad one.
Step ProbeRect(RunState& state, const Command& command, int x, int y, int w, int h,
               const Vec4& expected, int components) {
    const runtime::raster::Framebuffer& fb = state.context.Framebuffer();
    if (w <= 0 || h <= 0) return Step::Ok();
    if (!fb.Contains(x, y) || !fb.Contains(x + w - 1, y + h - 1))
        return OutsideWindow(state, command);
    for (int j = y; j < y + h; ++j) {
        for (int i = x; i < x + w; ++i) {
            if (!PixelMatchesRect(fb, fb.ColorAt(i, j), expected, components)) {
                RecordFailure(state, command, i, j, expected, fb.ColorAt(i, j), components);
                return Step::Ok();
            }
        }
    }
    return Step::Ok();
}

// piglit_probe_pixel_depth: the depth buffer read as floats, failing unless
// |observed - expected| < 0.01 (on Mesa, a 0.5 depth passes `probe depth` 0.509 and 0.491
// and fails 0.511 and 0.489).
Step ProbeDepth(RunState& state, const Command& command) {
    const int x = Integer(command, 0), y = Integer(command, 1);
    const runtime::raster::Framebuffer& fb = state.context.Framebuffer();
    if (!fb.Contains(x, y)) return OutsideWindow(state, command);
    const Vec4 expected{Number(command, 2), 0, 0, 0}, observed{fb.DepthAt(x, y), 0, 0, 0};
    if (!(std::fabs(observed[0] - expected[0]) < kProbeTolerance))
        RecordFailure(state, command, x, y, expected, observed, 1);
    return Step::Ok();
}

// Relative coordinates: x = rx * width truncated, and the far edge (1.0) moved onto the
// last pixel, as shader_runner does.
int RelativeX(const RunState& state, float rx) {
    return std::min(ToInt(static_cast<double>(rx) * state.width), state.width - 1);
}
int RelativeY(const RunState& state, float ry) {
    return std::min(ToInt(static_cast<double>(ry) * state.height), state.height - 1);
}

template <int N>
Step ProbePixelCommand(RunState& state, const Command& command) {
    return ProbePixel(state, command, Integer(command, 0), Integer(command, 1),
                      Color(command, 2, N), N);
}

template <int N>
Step RelativeProbePixelCommand(RunState& state, const Command& command) {
    return ProbePixel(state, command, RelativeX(state, Number(command, 0)),
                      RelativeY(state, Number(command, 1)), Color(command, 2, N), N);
}

template <int N>
Step ProbeAllCommand(RunState& state, const Command& command) {
    return ProbeRect(state, command, 0, 0, state.width, state.height, Color(command, 0, N), N);
}

// `probe warn all rgba`: probe all rgba whose mismatch piglit reports as WARN (a result
// the test accepts as imperfect) rather than FAIL.
Step ProbeWarnAll(RunState& state, const Command& command) {
    const std::size_t before = state.failures.size();
    const Step step = ProbeAllCommand<4>(state, command);
    state.warnings.insert(state.warnings.end(), state.failures.begin() + before,
                          state.failures.end());
    state.failures.resize(before);
    return step;
}

template <int N>
Step ProbeRectCommand(RunState& state, const Command& command) {
    return ProbeRect(state, command, Integer(command, 0), Integer(command, 1), Integer(command, 2),
                     Integer(command, 3), Color(command, 4, N), N);
}

template <int N>
Step RelativeProbeRectCommand(RunState& state, const Command& command) {
    const double w = state.width;
    const double h = state.height;
    return ProbeRect(state, command, ToInt(Number(command, 0) * w), ToInt(Number(command, 1) * h),
                     ToInt(Number(command, 2) * w), ToInt(Number(command, 3) * h),
                     Color(command, 4, N), N);
}

// --- Textures -------------------------------------------------------------------------------

// glActiveTexture(unit) + glBindTexture(target, texture), remembering the texture so
// texparameter can change it.
Step Bind(RunState& state, const Command& command, int unit, texture::Target target,
          std::shared_ptr<texture::Texture> object) {
    if (unit < 0 || unit >= texture::kMaxTextureUnits)
        return Step::Error(At(command) + "texture unit " + std::to_string(unit) +
                           " is out of range");
    state.active_unit = unit;
    state.context.Textures().Bind(unit, target, object);
    state.textures[{unit, target}] = std::move(object);
    return Step::Ok();
}

Step CheckSize(const Command& command, int w, int h) {
    // Texture sizes are tiny in practice; the cap keeps a hostile file from allocating
    // gigabytes.
    if (w >= 1 && h >= 1 && w <= 4096 && h <= 4096) return Step::Ok();
    return Step::Error(At(command) + "texture size " + std::to_string(w) + "x" + std::to_string(h) +
                       " is out of range");
}

Step TextureRgbw(RunState& state, const Command& command) {
    const int w = Integer(command, 1), h = Integer(command, 2);
    if (Step s = CheckSize(command, w, h); s.kind != Step::Kind::kOk) return s;
    return Bind(state, command, Integer(command, 0), texture::Target::k2D,
                texture::MakeRgbwTexture(w, h));
}

// piglit_checkerboard_texture uploads its float colors into a GL_RGBA texture, which
// stores each channel as an 8-bit unsigned normalized value: round(clamp(c) * 255) / 255
// (GL 2.0 2.14.9's conversion, rounded as Mesa does).
Vec4 Unorm8(Vec4 color) {
    for (float& c : color) c = std::round(std::clamp(c, 0.0f, 1.0f) * 255.0f) / 255.0f;
    return color;
}

Step TextureRgbw1D(RunState& state, const Command& command) {
    return Bind(state, command, Integer(command, 0), texture::Target::k1D,
                texture::MakeRgbw1DTexture());
}

Step TextureRgbw3D(RunState& state, const Command& command) {
    return Bind(state, command, Integer(command, 0), texture::Target::k3D,
                texture::MakeRgbw3DTexture());
}

Step TextureCheckerboard(RunState& state, const Command& command) {
    if (Integer(command, 1) != 0)
        return Step::Skip(At(command) +
                          "a checkerboard texture level other than 0 is not supported");
    const int w = Integer(command, 2), h = Integer(command, 3);
    if (Step s = CheckSize(command, w, h); s.kind != Step::Kind::kOk) return s;
    return Bind(state, command, Integer(command, 0), texture::Target::k2D,
                texture::MakeCheckerboardTexture(w, h, Unorm8(Color(command, 4)),
                                                 Unorm8(Color(command, 8))));
}

Step TextureMiptree(RunState& state, const Command& command) {
    return Bind(state, command, Integer(command, 0), texture::Target::k2D,
                texture::MakeMiptreeTexture());
}

// `texture shadow*`: piglit_depth_texture, then compare mode COMPARE_R_TO_TEXTURE with
// compare function GREATER, as shader_runner sets them.
Step DepthTexture(RunState& state, const Command& command, texture::Target target, int w, int h) {
    if (Step s = CheckSize(command, w, h); s.kind != Step::Kind::kOk) return s;
    std::shared_ptr<texture::Texture> object = texture::MakeDepthRampTexture(target, w, h);
    object->Params().compare_mode = texture::CompareMode::kCompareRToTexture;
    object->Params().compare_func = texture::CompareFunc::kGreater;
    return Bind(state, command, Integer(command, 0), target, std::move(object));
}

Step TextureShadow1D(RunState& state, const Command& command) {
    return DepthTexture(state, command, texture::Target::k1D, Integer(command, 1), 1);
}
Step TextureShadow2D(RunState& state, const Command& command) {
    return DepthTexture(state, command, texture::Target::k2D, Integer(command, 1),
                        Integer(command, 2));
}
Step TextureShadowRect(RunState& state, const Command& command) {
    return DepthTexture(state, command, texture::Target::kRect, Integer(command, 1),
                        Integer(command, 2));
}

// --- texparameter ---------------------------------------------------------------------------

constexpr std::array<Named<texture::Target>, 5> kTextureTargets = {{
    {"1D", texture::Target::k1D},
    {"2D", texture::Target::k2D},
    {"3D", texture::Target::k3D},
    {"Rect", texture::Target::kRect},
    {"Cube", texture::Target::kCube},
}};

constexpr std::array<Named<texture::CompareFunc>, 8> kCompareFuncs = {{
    {"never", texture::CompareFunc::kNever},
    {"less", texture::CompareFunc::kLess},
    {"equal", texture::CompareFunc::kEqual},
    {"lequal", texture::CompareFunc::kLequal},
    {"greater", texture::CompareFunc::kGreater},
    {"notequal", texture::CompareFunc::kNotequal},
    {"gequal", texture::CompareFunc::kGequal},
    {"always", texture::CompareFunc::kAlways},
}};

constexpr std::array<Named<texture::DepthTextureMode>, 3> kDepthModes = {{
    {"intensity", texture::DepthTextureMode::kIntensity},
    {"luminance", texture::DepthTextureMode::kLuminance},
    {"alpha", texture::DepthTextureMode::kAlpha},
}};

constexpr std::array<Named<texture::Filter>, 6> kFilters = {{
    {"nearest", texture::Filter::kNearest},
    {"linear", texture::Filter::kLinear},
    {"nearest_mipmap_nearest", texture::Filter::kNearestMipmapNearest},
    {"linear_mipmap_nearest", texture::Filter::kLinearMipmapNearest},
    {"nearest_mipmap_linear", texture::Filter::kNearestMipmapLinear},
    {"linear_mipmap_linear", texture::Filter::kLinearMipmapLinear},
}};

// MAG_FILTER takes only the two non-mipmap filters (GL 1.4 section 3.8.8).
constexpr std::array<Named<texture::Filter>, 2> kMagFilters = {{
    {"nearest", texture::Filter::kNearest},
    {"linear", texture::Filter::kLinear},
}};

constexpr std::array<Named<texture::Wrap>, 5> kWraps = {{
    {"repeat", texture::Wrap::kRepeat},
    {"clamp", texture::Wrap::kClamp},
    {"clamp_to_edge", texture::Wrap::kClampToEdge},
    {"clamp_to_border", texture::Wrap::kClampToBorder},
    {"mirrored_repeat", texture::Wrap::kMirroredRepeat},
}};

// Sets `field` from `table`; an unknown value is a skip (piglit may know values Tessera
// does not, like depth mode `red`).
template <typename T, std::size_t N>
Step SetFrom(const std::array<Named<T>, N>& table, const Command& command, T& field) {
    const std::string& value = command.arguments[2].word;
    const std::optional<T> found = Lookup(table, value);
    if (!found)
        return Step::Skip(At(command) + "texparameter " + command.arguments[1].word + " value '" +
                          value + "' is not supported");
    field = *found;
    return Step::Ok();
}

Step SetNumber(const Command& command, float& field) {
    if (!command.arguments[2].is_number)
        return Step::Error(At(command) + "texparameter " + command.arguments[1].word +
                           " needs a number");
    field = Number(command, 2);
    return Step::Ok();
}

Step SetInteger(const Command& command, int& field) {
    if (!command.arguments[2].is_number)
        return Step::Error(At(command) + "texparameter " + command.arguments[1].word +
                           " needs a number");
    field = Integer(command, 2);
    return Step::Ok();
}

using ParameterSetter = Step (*)(const Command&, texture::Parameters&);

constexpr std::array<Named<ParameterSetter>, 10> kTexParameters = {{
    {"compare_func",
     [](const Command& c, texture::Parameters& p) {
         return SetFrom(kCompareFuncs, c, p.compare_func);
     }},
    {"depth_mode", [](const Command& c,
                      texture::Parameters& p) { return SetFrom(kDepthModes, c, p.depth_mode); }},
    {"min",
     [](const Command& c, texture::Parameters& p) { return SetFrom(kFilters, c, p.min_filter); }},
    {"mag", [](const Command& c,
               texture::Parameters& p) { return SetFrom(kMagFilters, c, p.mag_filter); }},
    {"wrap_s",
     [](const Command& c, texture::Parameters& p) { return SetFrom(kWraps, c, p.wrap_s); }},
    {"wrap_t",
     [](const Command& c, texture::Parameters& p) { return SetFrom(kWraps, c, p.wrap_t); }},
    {"wrap_r",
     [](const Command& c, texture::Parameters& p) { return SetFrom(kWraps, c, p.wrap_r); }},
    {"lod_bias", [](const Command& c, texture::Parameters& p) { return SetNumber(c, p.lod_bias); }},
    {"base_level",
     [](const Command& c, texture::Parameters& p) { return SetInteger(c, p.base_level); }},
    {"max_level",
     [](const Command& c, texture::Parameters& p) { return SetInteger(c, p.max_level); }},
}};

// `texparameter TARGET NAME VALUE`: glTexParameter on the texture bound to TARGET on the
// active unit.
Step TexParameter(RunState& state, const Command& command) {
    const std::optional<texture::Target> target =
        Lookup(kTextureTargets, command.arguments[0].word);
    if (!target)
        return Step::Skip(At(command) + "texparameter target '" + command.arguments[0].word +
                          "' is not supported");
    const std::optional<ParameterSetter> setter = Lookup(kTexParameters, command.arguments[1].word);
    if (!setter)
        return Step::Skip(At(command) + "texparameter '" + command.arguments[1].word +
                          "' is not supported");
    const auto found = state.textures.find({state.active_unit, *target});
    if (found == state.textures.end())
        return Step::Error(At(command) + "no texture is bound to " + command.arguments[0].word +
                           " on unit " + std::to_string(state.active_unit));
    return (*setter)(command, found->second->Params());
}

constexpr std::array kHandlers = {
    CommandHandler{"clear color", ClearColor},
    CommandHandler{"clear depth", ClearDepth},
    CommandHandler{"clear", Clear},
    CommandHandler{"color", CurrentColor},
    CommandHandler{"draw rect", DrawRect},
    CommandHandler{"draw rect ortho", DrawRectOrtho},
    CommandHandler{"draw rect tex", DrawRectTex},
    CommandHandler{"ortho", Ortho},
    CommandHandler{"frustum", Frustum},
    CommandHandler{"parameter", Parameter},
    CommandHandler{"probe rgb", ProbePixelCommand<3>},
    CommandHandler{"probe rgba", ProbePixelCommand<4>},
    CommandHandler{"relative probe rgb", RelativeProbePixelCommand<3>},
    CommandHandler{"relative probe rgba", RelativeProbePixelCommand<4>},
    CommandHandler{"probe all rgb", ProbeAllCommand<3>},
    CommandHandler{"probe all rgba", ProbeAllCommand<4>},
    CommandHandler{"probe warn all rgba", ProbeWarnAll},
    CommandHandler{"probe rect rgb", ProbeRectCommand<3>},
    CommandHandler{"probe rect rgba", ProbeRectCommand<4>},
    CommandHandler{"relative probe rect rgb", RelativeProbeRectCommand<3>},
    CommandHandler{"relative probe rect rgba", RelativeProbeRectCommand<4>},
    CommandHandler{"probe depth", ProbeDepth},
    CommandHandler{"texture rgbw", TextureRgbw},
    CommandHandler{"texture rgbw 1D", TextureRgbw1D},
    CommandHandler{"texture rgbw 3D", TextureRgbw3D},
    CommandHandler{"texture checkerboard", TextureCheckerboard},
    CommandHandler{"texture miptree", TextureMiptree},
    CommandHandler{"texture shadow1D", TextureShadow1D},
    CommandHandler{"texture shadow2D", TextureShadow2D},
    CommandHandler{"texture shadowRect", TextureShadowRect},
    CommandHandler{"texparameter", TexParameter},
};

}  // namespace

std::span<const CommandHandler> CommandHandlers() { return kHandlers; }

Handler FindHandler(std::string_view name) {
    for (std::span<const CommandHandler> table : {CommandHandlers(), GlslCommandHandlers(), VertexCommandHandlers()})
        for (const CommandHandler& entry : table)
            if (entry.name == name) return entry.handler;
    return nullptr;
}

}  // namespace tessera::shader_test::detail
