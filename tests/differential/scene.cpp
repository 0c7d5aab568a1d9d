// SPDX-License-Identifier: MIT
// Scenes and the two renderers (see scene.h).
#include "scene.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <memory>

#include "lang/common/arbasm/fragment_limits.h"
#include "runtime/gl/context.h"
#include "runtime/texture/texture.h"

namespace tessera::testing::differential {
namespace {

using lang::arbasm::fragment::AttributeBinding;
using lang::arbasm::fragment::TextureTarget;
namespace rt = runtime;

// GL enum values (mesa_gl.h takes them as integers; this file does not include GL headers).
constexpr std::uint32_t kNearest = 0x2600, kLinear = 0x2601;
constexpr std::uint32_t kNearestMipmapNearest = 0x2700, kLinearMipmapLinear = 0x2703;
constexpr std::uint32_t kRepeat = 0x2901, kClamp = 0x2900, kClampToEdge = 0x812F,
                        kClampToBorder = 0x812D, kMirroredRepeat = 0x8370;
constexpr std::uint32_t kCompareMode = 0x884C, kCompareRToTexture = 0x884E,
                        kCompareFunc = 0x884D, kDepthTextureMode = 0x884B;
constexpr std::uint32_t kLuminance = 0x1909, kIntensity = 0x8049, kAlpha = 0x1906;

float Uniform(std::mt19937& rng, double lo, double hi) {
    return static_cast<float>(std::uniform_real_distribution<double>(lo, hi)(rng));
}

// Four affine corner values within [lo, hi]: c0 + c2 == c1 + c3 holds exactly, because the
// values are m -+ dx -+ dy with every term a multiple of 1/1024 (exact in float).
std::array<float, 4> AffineCorners(std::mt19937& rng, double lo, double hi) {
    auto q = [](double v) { return std::round(v * 1024) / 1024; };
    const double half = (hi - lo) / 2;
    const double dx = q(Uniform(rng, -half / 2, half / 2));
    const double dy = q(Uniform(rng, -half / 2, half / 2));
    const double slack = half - std::fabs(dx) - std::fabs(dy);
    const double m = q((lo + hi) / 2 + Uniform(rng, -slack, slack) * 0.9);
    return {static_cast<float>(m - dx - dy), static_cast<float>(m + dx - dy),
            static_cast<float>(m + dx + dy), static_cast<float>(m - dx + dy)};
}

void SetAffine(std::mt19937& rng, std::array<Vertex, 4>& corners, double lo, double hi,
               Vec4 Vertex::* field, int c) {
    const std::array<float, 4> v = AffineCorners(rng, lo, hi);
    for (int i = 0; i < 4; ++i) (corners[i].*field)[c] = v[i];
}

double PaletteValue(std::mt19937& rng) {
    return kPalette[std::uniform_int_distribution<int>(0, 3)(rng)];
}

std::uint32_t Pick(std::mt19937& rng, std::initializer_list<std::uint32_t> values) {
    const int i = std::uniform_int_distribution<int>(0, static_cast<int>(values.size()) - 1)(rng);
    return *(values.begin() + i);
}

TextureTarget Base(TextureTarget target) {
    switch (target) {
        case TextureTarget::kShadow1D:
            return TextureTarget::k1D;
        case TextureTarget::kShadow2D:
            return TextureTarget::k2D;
        case TextureTarget::kShadowRect:
            return TextureTarget::kRect;
        default:
            return target;
    }
}

testing::TextureTarget ArbToMesa(TextureTarget target) {
    switch (Base(target)) {
        case TextureTarget::k1D:
            return testing::TextureTarget::k1D;
        case TextureTarget::k3D:
            return testing::TextureTarget::k3D;
        case TextureTarget::kCube:
            return testing::TextureTarget::kCube;
        case TextureTarget::kRect:
            return testing::TextureTarget::kRect;
        default:
            return testing::TextureTarget::k2D;
    }
}

// The size of level 0 of a kind/target, and how many levels it has.
struct Shape {
    int width, height, depth, levels;
};
Shape ShapeOf(TextureKind kind, TextureTarget target) {
    const TextureTarget base = Base(target);
    if (kind == TextureKind::kMiptree) return {64, 64, 1, 7};
    const bool plane = kind == TextureKind::kPlane;
    switch (base) {
        case TextureTarget::k1D:
            return {8, 1, 1, plane ? 3 : 1};
        case TextureTarget::k3D:
            return {4, 4, 4, plane ? 2 : 1};
        case TextureTarget::kRect:
            return {kRectSize, kRectSize, 1, 1};
        default:  // 2D, CUBE
            return {8, 8, 1, plane ? 3 : 1};
    }
}

}  // namespace

TextureKind KindOf(int unit, TextureTarget target) {
    switch (target) {
        case TextureTarget::kShadow1D:
        case TextureTarget::kShadow2D:
        case TextureTarget::kShadowRect:
            return TextureKind::kDepth;
        case TextureTarget::kCube:
            return TextureKind::kPlane;
        case TextureTarget::k2D:
            return unit % 3 == 0 ? TextureKind::kDiscrete
                                 : (unit % 3 == 1 ? TextureKind::kPlane : TextureKind::kMiptree);
        default:  // 1D, 3D, RECT
            return unit % 2 == 0 ? TextureKind::kDiscrete : TextureKind::kPlane;
    }
}

Scene MakeScene(std::uint32_t seed, int size) {
    std::mt19937 rng(seed);
    Scene s;
    s.width = s.height = size;
    s.corners = UniformCorners();
    for (int c = 0; c < 4; ++c) {
        SetAffine(rng, s.corners, 0.02, 0.98, &Vertex::primary_color, c);
        SetAffine(rng, s.corners, 0.02, 0.98, &Vertex::secondary_color, c);
    }
    const std::array<float, 4> fog = AffineCorners(rng, 0.0, 1.0);
    for (int i = 0; i < 4; ++i) s.corners[i].fog_coord = fog[i];
    // Raw sets: u is 0 at x = -1 and 1 at x = +1; v likewise in y (corner order
    // (-1,-1), (1,-1), (1,1), (-1,1)).
    const float u[4] = {0, 1, 1, 0}, v[4] = {0, 0, 1, 1};
    for (int i = 0; i < 4; ++i) {
        s.corners[i].texcoords[0] = {u[i], v[i], 0.375f, 1};
        s.corners[i].texcoords[1] = {2 * u[i], 2 * v[i], 0.625f, 2};
        s.corners[i].texcoords[2] = {8 * u[i], 8 * v[i], 0.375f, 1};
    }
    for (int set = kRawSets; set < 8; ++set) {
        std::array<std::array<float, 4>, 4> comps;
        for (int c = 0; c < 4; ++c)
            comps[c] = c == 3 ? AffineCorners(rng, 0.5, 2.0) : AffineCorners(rng, -2.0, 2.0);
        for (int i = 0; i < 4; ++i)
            for (int c = 0; c < 4; ++c) s.corners[i].texcoords[set][c] = comps[c][i];
    }
    // Parameters: multiples of 1/64 in [-2, 2], exact in float.
    auto param = [&rng]() {
        Vec4 p;
        for (float& x : p) x = std::round(Uniform(rng, -2, 2) * 64) / 64;
        return p;
    };
    for (Vec4& p : s.env) p = param();
    for (Vec4& p : s.local) p = param();
    s.fog.mode = Pick(rng, {0x2601, 0x0800, 0x0801});
    s.fog.density = Uniform(rng, 0.2, 2.0);
    s.fog.start = Uniform(rng, -0.5, 0.3);
    s.fog.end = s.fog.start + Uniform(rng, 0.5, 2.0);
    for (float& c : s.fog.color) c = Uniform(rng, 0, 1);
    s.texture_seed = seed;
    return s;
}

std::array<double, 2> AttributeRange(const Scene& scene, AttributeBinding binding, int c) {
    using Kind = AttributeBinding::Kind;
    double lo = 1e30, hi = -1e30;
    for (const Vertex& v : scene.corners) {
        double x = 0;
        switch (binding.kind) {
            case Kind::kColorPrimary:
                x = v.primary_color[c];
                break;
            case Kind::kColorSecondary:
                x = v.secondary_color[c];
                break;
            case Kind::kTexCoord:
                x = v.texcoords[binding.unit][c];
                break;
            case Kind::kFogCoord:
                x = c == 0 ? v.fog_coord : (c == 3 ? 1 : 0);
                break;
            case Kind::kPosition: {
                // Window x and y of pixel centres, window z of z_ndc = 0, 1/w = 1.
                const double extent = c == 0 ? scene.width : scene.height;
                if (c < 2) return {0.5, extent - 0.5};
                return c == 2 ? std::array<double, 2>{0.5, 0.5} : std::array<double, 2>{1, 1};
            }
            case Kind::kFacing:  // NV_fragment_program2: the generator never binds it
                break;
        }
        lo = std::min(lo, x);
        hi = std::max(hi, x);
    }
    return {lo, hi};
}

TextureSpec MakeTexture(const Scene& scene, int unit, TextureTarget target) {
    std::mt19937 rng(scene.texture_seed * 131u + static_cast<std::uint32_t>(unit) * 17u +
                     static_cast<std::uint32_t>(target));
    const TextureKind kind = KindOf(unit, target);
    const Shape shape = ShapeOf(kind, target);
    const bool cube = target == TextureTarget::kCube;
    const bool rect = Base(target) == TextureTarget::kRect;
    TextureSpec spec;
    spec.unit = unit;
    spec.target = ArbToMesa(target);
    spec.depth_texture = kind == TextureKind::kDepth;
    const int faces = cube ? 6 : 1;
    const int channels = spec.depth_texture ? 1 : 4;

    // Plane coefficients per face and channel: value = a + b*u + c*v + d*w, within [0, 1].
    std::array<std::array<std::array<float, 4>, 4>, 6> plane{};
    for (auto& face : plane)
        for (auto& ch : face) ch = {Uniform(rng, 0.45, 0.55), Uniform(rng, -0.15, 0.15),
                                    Uniform(rng, -0.15, 0.15), Uniform(rng, -0.15, 0.15)};
    std::vector<float> base;  // level 0 texels of discrete and depth kinds
    const std::size_t texels = static_cast<std::size_t>(shape.width) * shape.height * shape.depth;
    for (std::size_t i = 0; i < texels * channels; ++i)
        base.push_back(static_cast<float>(
            spec.depth_texture ? kDepthPalette[std::uniform_int_distribution<int>(0, 3)(rng)]
                               : PaletteValue(rng)));

    for (int level = 0; level < shape.levels; ++level) {
        TextureLevel l;
        l.width = std::max(1, shape.width >> level);
        l.height = std::max(1, shape.height >> level);
        l.depth = std::max(1, shape.depth >> level);
        if (Base(target) == TextureTarget::k1D) l.height = 1;
        for (int f = 0; f < faces; ++f) {
            for (int z = 0; z < l.depth; ++z)
                for (int y = 0; y < l.height; ++y)
                    for (int x = 0; x < l.width; ++x) {
                        const float pu = (x + 0.5f) / l.width, pv = (y + 0.5f) / l.height,
                                    pw = (z + 0.5f) / l.depth;
                        for (int c = 0; c < channels; ++c) {
                            float value = 0;
                            if (kind == TextureKind::kPlane) {
                                const auto& k = plane[f][c];
                                value = k[0] + k[1] * pu + k[2] * pv + k[3] * pw;
                            } else if (kind == TextureKind::kMiptree) {
                                value = static_cast<float>(kPalette[(level + c) % 4]);
                            } else {
                                value = base[((static_cast<std::size_t>(z) * l.height + y) *
                                                  l.width + x) * channels + c];
                            }
                            l.data.push_back(value);
                        }
                    }
        }
        spec.levels.push_back(std::move(l));
    }
    switch (kind) {
        case TextureKind::kPlane:
            spec.min_filter = rect ? kLinear : kLinearMipmapLinear;
            spec.mag_filter = kLinear;
            break;
        case TextureKind::kMiptree:
            spec.min_filter = kNearestMipmapNearest;
            spec.mag_filter = kNearest;
            break;
        default:
            spec.min_filter = spec.mag_filter = kNearest;
            break;
    }
    auto wrap = [&]() {
        return rect || kind == TextureKind::kDepth
                   ? Pick(rng, {kClampToEdge, kClamp, kClampToBorder})
                   : Pick(rng, {kRepeat, kClampToEdge, kMirroredRepeat, kClamp, kClampToBorder});
    };
    spec.wrap_s = wrap();
    spec.wrap_t = wrap();
    spec.wrap_r = wrap();
    for (float& c : spec.border_color) c = static_cast<float>(PaletteValue(rng));
    if (kind == TextureKind::kDepth) {
        spec.parameters.emplace_back(kCompareMode, static_cast<float>(kCompareRToTexture));
        spec.parameters.emplace_back(
            kCompareFunc,
            static_cast<float>(0x0200 + std::uniform_int_distribution<std::uint32_t>(0, 7)(rng)));
        // LUMINANCE only. Mesa 22.3's llvmpipe sometimes applies the DEPTH_TEXTURE_MODE of
        // an earlier draw: piglit's shadow-01 drawn over a LUMINANCE scene and then an ALPHA
        // one gives (1,1,1,1) where (0,0,0,1) is right (and right when drawn alone); random
        // programs hit it too. Until that is understood the other modes are not compared.
        spec.parameters.emplace_back(kDepthTextureMode, static_cast<float>(kLuminance));
    }
    return spec;
}

RenderRequest MakeRequest(const Scene& scene, const std::string& program_text,
                          const std::vector<std::optional<TextureTarget>>& unit_targets) {
    RenderRequest r;
    r.program = program_text;
    r.width = scene.width;
    r.height = scene.height;
    r.read_depth = true;
    r.clear_color = {0.25f, 0.5f, 0.75f, 1};
    r.corners = scene.corners;
    for (int i = 0; i < static_cast<int>(scene.env.size()); ++i)
        r.env_parameters.emplace_back(i, scene.env[i]);
    for (int i = 0; i < static_cast<int>(scene.local.size()); ++i)
        r.local_parameters.emplace_back(i, scene.local[i]);
    for (std::size_t unit = 0; unit < unit_targets.size(); ++unit)
        if (unit_targets[unit])
            r.textures.push_back(MakeTexture(scene, static_cast<int>(unit), *unit_targets[unit]));
    r.fog = scene.fog;
    return r;
}

namespace {

rt::texture::Filter ToFilter(std::uint32_t gl) {
    using F = rt::texture::Filter;
    switch (gl) {
        case kLinear:
            return F::kLinear;
        case kNearestMipmapNearest:
            return F::kNearestMipmapNearest;
        case 0x2701:
            return F::kLinearMipmapNearest;
        case 0x2702:
            return F::kNearestMipmapLinear;
        case kLinearMipmapLinear:
            return F::kLinearMipmapLinear;
        default:
            return F::kNearest;
    }
}

rt::texture::Wrap ToWrap(std::uint32_t gl) {
    using W = rt::texture::Wrap;
    switch (gl) {
        case kClamp:
            return W::kClamp;
        case kClampToEdge:
            return W::kClampToEdge;
        case kClampToBorder:
            return W::kClampToBorder;
        case kMirroredRepeat:
            return W::kMirroredRepeat;
        default:
            return W::kRepeat;
    }
}

rt::texture::Target ToTarget(testing::TextureTarget t) {
    using T = rt::texture::Target;
    switch (t) {
        case testing::TextureTarget::k1D:
            return T::k1D;
        case testing::TextureTarget::k3D:
            return T::k3D;
        case testing::TextureTarget::kCube:
            return T::kCube;
        case testing::TextureTarget::kRect:
            return T::kRect;
        default:
            return T::k2D;
    }
}

// The TextureSpec as a Tessera texture object (the same levels and parameters).
std::shared_ptr<rt::texture::Texture> ToTessera(const TextureSpec& spec) {
    using namespace rt::texture;
    auto texture = std::make_shared<Texture>(
        ToTarget(spec.target), spec.depth_texture ? BaseFormat::kDepthComponent : BaseFormat::kRgba);
    const int faces = spec.target == testing::TextureTarget::kCube ? 6 : 1;
    for (std::size_t level = 0; level < spec.levels.size(); ++level) {
        const TextureLevel& l = spec.levels[level];
        const std::size_t face_size = l.data.size() / faces;
        for (int f = 0; f < faces; ++f) {
            const std::span<const float> data(l.data.data() + f * face_size, face_size);
            Image image = spec.depth_texture ? ImageFromSingle(l.width, l.height, data, l.depth)
                                             : ImageFromFloats(l.width, l.height, data, l.depth);
            texture->SetImage(static_cast<int>(level), std::move(image), static_cast<CubeFace>(f));
        }
    }
    Parameters& p = texture->Params();
    p.min_filter = ToFilter(spec.min_filter);
    p.mag_filter = ToFilter(spec.mag_filter);
    p.wrap_s = ToWrap(spec.wrap_s);
    p.wrap_t = ToWrap(spec.wrap_t);
    p.wrap_r = ToWrap(spec.wrap_r);
    p.border_color = spec.border_color;
    p.max_level = spec.max_level.value_or(static_cast<int>(spec.levels.size()) - 1);
    for (const auto& [pname, value] : spec.parameters) {
        const auto v = static_cast<std::uint32_t>(value);
        if (pname == kCompareMode) {
            p.compare_mode =
                v == kCompareRToTexture ? CompareMode::kCompareRToTexture : CompareMode::kNone;
        } else if (pname == kCompareFunc) {
            p.compare_func = static_cast<CompareFunc>(v - 0x0200);  // NEVER..ALWAYS in GL order
        } else if (pname == kDepthTextureMode) {
            p.depth_mode = v == kIntensity ? DepthTextureMode::kIntensity
                                           : (v == kAlpha ? DepthTextureMode::kAlpha
                                                          : DepthTextureMode::kLuminance);
        }
    }
    return texture;
}

rt::gl::FogMode ToFogMode(std::uint32_t gl) {
    return gl == 0x2601 ? rt::gl::FogMode::kLinear
                        : (gl == 0x0801 ? rt::gl::FogMode::kExp2 : rt::gl::FogMode::kExp);
}

Vec4 ClampColor(const Vec4& c, bool clamp) {
    if (!clamp) return c;
    return {std::clamp(c[0], 0.f, 1.f), std::clamp(c[1], 0.f, 1.f), std::clamp(c[2], 0.f, 1.f),
            std::clamp(c[3], 0.f, 1.f)};
}

}  // namespace

RenderResult RenderWithTessera(const RenderRequest& request, const lang::arbasm::fragment::Limits& limits) {
    using rt::gl::ProgramTarget;
    RenderResult result;
    rt::gl::Context c(request.width, request.height, limits,
                      request.float_target ? rt::raster::ColorFormat::kFloat
                                           : rt::raster::ColorFormat::kUnorm8);
    c.SetClearColor(request.clear_color);
    c.SetClearDepth(1);
    c.Clear(true, true);
    rt::gl::Fog& fog = c.State().FogState();
    fog.mode = ToFogMode(request.fog.mode);
    fog.density = request.fog.density;
    fog.start = request.fog.start;
    fog.end = request.fog.end;
    c.State().SetFogColor(request.fog.color);
    // The Mesa harness hands the fog coordinate to the program unchanged; GL's default source
    // (FRAGMENT_DEPTH) would replace it by |z_eye|.
    fog.source = rt::gl::FogCoordinateSource::kFogCoordinate;

    auto& programs = c.Programs();
    if (programs.ProgramString(ProgramTarget::kFragmentProgram, rt::gl::ProgramFormat::kAscii,
                               request.program) != rt::gl::GlError::kNoError) {
        result.load.error_string = programs.ErrorString();
        result.load.error_position = static_cast<int>(programs.ErrorPosition());
        result.error = "program: " + programs.ErrorString();
        return result;
    }
    result.load.ok = true;
    for (const auto& [index, value] : request.env_parameters)
        programs.ProgramEnvParameter4fv(ProgramTarget::kFragmentProgram, index, value.data());
    for (const auto& [index, value] : request.local_parameters)
        programs.ProgramLocalParameter4fv(ProgramTarget::kFragmentProgram, index, value.data());
    for (const TextureSpec& spec : request.textures)
        c.Textures().Bind(spec.unit, ToTarget(spec.target), ToTessera(spec));
    if (request.read_depth) {
        // ALWAYS, as the Mesa harness: result.depth is stored whatever it is.
        c.Enable(rt::gl::Capability::kDepthTest);
        c.SetDepthFunc(rt::raster::DepthFunc::kAlways);
    }
    c.Enable(rt::gl::Capability::kFragmentProgram);
    if (request.extra_state) {
        result.error = "extra_state is Mesa-only";
        return result;
    }

    std::vector<rt::raster::Vertex> vertices;
    for (int i : {0, 1, 2, 0, 2, 3}) {
        const Vertex& in = request.corners[i];
        rt::raster::Vertex v;
        v.position = in.position;
        v.color = ClampColor(in.primary_color, request.clamp_vertex_color);
        v.secondary = ClampColor(in.secondary_color, request.clamp_vertex_color);
        for (int t = 0; t < 8; ++t) v.texcoord[t] = in.texcoords[t];
        v.fogcoord = in.fog_coord;
        vertices.push_back(v);
    }
    if (c.DrawTriangles(vertices) != rt::gl::GlError::kNoError) {
        result.error = "draw failed";
        return result;
    }
    result.rgba = c.Framebuffer().ReadFloat();
    if (!request.float_target) result.rgba8 = c.Framebuffer().ReadRgba8();
    if (request.read_depth)
        for (int y = 0; y < request.height; ++y)
            for (int x = 0; x < request.width; ++x)
                result.depth.push_back(c.Framebuffer().DepthAt(x, y));
    return result;
}

Difference CompareRgba8(const RenderResult& a, const RenderResult& b, int width, int tolerance,
                        std::uint8_t channels) {
    Difference d;
    const std::size_t n = std::min(a.rgba8.size(), b.rgba8.size());
    for (std::size_t p = 0; p + 3 < n; p += 4) {
        bool over = false;
        for (int c = 0; c < 4; ++c) {
            if (!(channels & (1 << c))) continue;
            const int diff = std::abs(int{a.rgba8[p + c]} - int{b.rgba8[p + c]});
            if (diff > tolerance) over = true;
            if (diff > d.max_units) {
                d.max_units = diff;
                d.x = static_cast<int>(p / 4) % width;
                d.y = static_cast<int>(p / 4) / width;
                d.channel = c;
            }
        }
        if (over) ++d.pixels_over;
    }
    return d;
}

}  // namespace tessera::testing::differential
