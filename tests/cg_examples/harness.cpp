// SPDX-License-Identifier: MIT
// Compiling, rendering and interpreting corpus shaders (see harness.h).
#include "tests/cg_examples/harness.h"

#include <algorithm>
#include <cmath>

#include "ir/interpreter.h"
#include "runtime/gl/context.h"
#include "runtime/raster/rasterizer.h"
#include "runtime/raster/scene.h"

namespace tessera::cg_examples {
namespace {

namespace texture = runtime::texture;
namespace exec = runtime::exec;
namespace raster = runtime::raster;
using lang::arbfp::Binding;

const ir::Function& Entry(const ir::Module& m) { return m.functions[m.entry]; }

// The width of each program.local slot a value of type `t` takes: one per scalar or vector,
// per matrix row, per array element, per struct field (the writer's layout, bindings.cpp).
void Slots(const ir::TypeTable& types, ir::TypeId t, std::vector<int>& widths) {
    const ir::Type& type = types.Get(t);
    switch (type.kind) {
        case ir::Type::Kind::kScalar: widths.push_back(1); break;
        case ir::Type::Kind::kVector: widths.push_back(type.rows); break;
        case ir::Type::Kind::kMatrix:
            for (int r = 0; r < type.rows; ++r) widths.push_back(type.columns);
            break;
        case ir::Type::Kind::kArray:
            for (std::uint32_t i = 0; i < type.count; ++i) Slots(types, type.element, widths);
            break;
        case ir::Type::Kind::kStruct:
            for (const ir::StructField& f : type.fields) Slots(types, f.type, widths);
            break;
        default: break;
    }
}

std::size_t ScalarCount(const ir::TypeTable& types, ir::TypeId t) {
    std::vector<int> widths;
    Slots(types, t, widths);
    std::size_t n = 0;
    for (int w : widths) n += static_cast<std::size_t>(w);
    return n;
}

const UniformDefault* FindDefault(const ParsedShader& parsed, const std::string& name) {
    for (const UniformDefault& u : parsed.uniforms)
        if (u.name == name) return &u;
    return nullptr;
}

// The bindings of global `name`: itself, or its fields and elements ("name.f", "name[1]").
std::vector<const Binding*> BindingsOf(const lang::arbfp::WriteResult& w, const std::string& name) {
    std::vector<const Binding*> out;
    for (const Binding& b : w.bindings) {
        if (b.name == name || b.name.rfind(name + ".", 0) == 0 || b.name.rfind(name + "[", 0) == 0)
            out.push_back(&b);
    }
    return out;
}

// What a fragment attribute is for a Cg input semantic (the writer's table, bindings.cpp).
std::optional<Vec4> Attribute(std::string semantic, const exec::FragmentAttributes& f) {
    std::transform(semantic.begin(), semantic.end(), semantic.begin(),
                   [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    if (semantic == "COLOR" || semantic == "COLOR0" || semantic == "COL" || semantic == "COL0")
        return f.color_primary;
    if (semantic == "COLOR1" || semantic == "COL1") return f.color_secondary;
    if (semantic == "FOG" || semantic == "FOGC" || semantic == "FOGCOORD")
        return Vec4{f.fogcoord, 0, 0, 1};
    if (semantic == "WPOS") return f.position;
    for (const char* prefix : {"TEXCOORD", "TEX"}) {
        std::string p = prefix;
        if (semantic.size() == p.size() + 1 && semantic.rfind(p, 0) == 0 &&
            semantic.back() >= '0' && semantic.back() <= '7')
            return f.texcoord[semantic.back() - '0'];
    }
    return std::nullopt;
}

// The scalars of an input of type `t` with `semantic` (a struct: field by field).
bool InputScalars(const ir::TypeTable& types, ir::TypeId t, const std::string& semantic,
                  const exec::FragmentAttributes& f, std::vector<double>& out) {
    const ir::Type& type = types.Get(t);
    if (type.kind == ir::Type::Kind::kStruct) {
        for (const ir::StructField& field : type.fields)
            if (!InputScalars(types, field.type, field.semantic, f, out)) return false;
        return true;
    }
    if (!type.IsNumeric()) return false;
    std::optional<Vec4> v = Attribute(semantic, f);
    if (!v) return false;
    for (int i = 0; i < type.Width(); ++i) out.push_back((*v)[i]);
    return true;
}

bool IsColor(const std::string& s) {
    return s == "COLOR" || s == "COLOR0" || s == "COL" || s == "COL0";
}
bool IsDepth(const std::string& s) { return s == "DEPTH" || s == "DEPR"; }

// Takes the COLOR and DEPTH parts of an output value of type `t` starting at scalar `at`.
void TakeOutputs(const ir::TypeTable& types, ir::TypeId t, const std::string& semantic,
                 const std::vector<double>& scalars, std::size_t& at, InterpretedFragment& out) {
    const ir::Type& type = types.Get(t);
    if (type.kind == ir::Type::Kind::kStruct) {
        for (const ir::StructField& field : type.fields)
            TakeOutputs(types, field.type, field.semantic, scalars, at, out);
        return;
    }
    std::size_t n = ScalarCount(types, t);
    if (IsColor(semantic)) {
        Vec4 c{0, 0, 0, 1};
        for (std::size_t i = 0; i < std::min<std::size_t>(n, 4); ++i)
            c[i] = static_cast<float>(scalars[at + i]);
        out.color = c;
    } else if (IsDepth(semantic)) {
        out.depth = static_cast<float>(scalars[at]);
    }
    at += n;
}

lang::arbasm::fragment::TextureTarget TargetOf(ir::SamplerDim dim) {
    using T = lang::arbasm::fragment::TextureTarget;
    switch (dim) {
        case ir::SamplerDim::k1D: return T::k1D;
        case ir::SamplerDim::k2D: return T::k2D;
        case ir::SamplerDim::k3D: return T::k3D;
        case ir::SamplerDim::kCube: return T::kCube;
        case ir::SamplerDim::kRect: return T::kRect;
        case ir::SamplerDim::kShadow1D: return T::kShadow1D;
        case ir::SamplerDim::kShadow2D: return T::kShadow2D;
        case ir::SamplerDim::kShadowRect: return T::kShadowRect;
    }
    return T::k2D;
}

// The built-in texture for a unit sampled with `target`, like `tessera render`'s; a depth
// ramp with comparison for shadow targets and for `shadow_map` samplers.
std::shared_ptr<texture::Texture> BuiltInTexture(lang::arbasm::fragment::TextureTarget used, bool shadow) {
    using texture::Target;
    Target target = texture::TargetOf(used);
    if (shadow || used >= lang::arbasm::fragment::TextureTarget::kShadow1D) {
        auto t = texture::MakeDepthRampTexture(target, 64, target == Target::k1D ? 1 : 64);
        t->Params().compare_mode = texture::CompareMode::kCompareRToTexture;
        t->Params().compare_func = texture::CompareFunc::kLequal;
        return t;
    }
    const Vec4 dark{0.15f, 0.2f, 0.35f, 1}, light{0.95f, 0.85f, 0.55f, 1};
    auto t = std::make_shared<texture::Texture>(target, texture::BaseFormat::kRgba);
    switch (target) {
        case Target::k1D: t->SetImage(0, texture::HorizontalGradientImage(64, 1)); break;
        case Target::k2D:
        case Target::kRect:
            t->SetImage(0, texture::CheckerboardImage(64, 64, 8, 8, dark, light));
            break;
        case Target::k3D: {
            texture::Image volume = texture::SolidImage(16, 16, dark, 16);
            for (int z = 0; z < 16; ++z)
                for (int y = 0; y < 16; ++y)
                    for (int x = 0; x < 16; ++x)
                        if (((x / 4) + (y / 4) + (z / 4)) % 2) volume.At(x, y, z) = light;
            t->SetImage(0, std::move(volume));
            break;
        }
        case Target::kCube: {
            const Vec4 faces[6] = {{1, 0.3f, 0.3f, 1},    {0.3f, 1, 1, 1},    {0.3f, 1, 0.3f, 1},
                                   {1, 0.3f, 1, 1},       {0.3f, 0.3f, 1, 1}, {1, 1, 0.3f, 1}};
            for (int f = 0; f < 6; ++f)
                t->SetImage(0, texture::SolidImage(16, 16, faces[f]),
                            static_cast<texture::CubeFace>(f));
            break;
        }
    }
    if (target != Target::kRect) {
        t->GenerateMipmaps();
        t->Params().min_filter = texture::Filter::kLinearMipmapLinear;
    } else {
        t->Params().min_filter = texture::Filter::kLinear;
        t->Params().wrap_s = t->Params().wrap_t = texture::Wrap::kClampToEdge;
    }
    return t;
}

}  // namespace

lang::cg::CompileResult Compile(const Shader& shader) {
    lang::cg::CompileOptions options;
    options.source_name = shader.path;
    options.source_text = shader.text;
    options.profile = "arbfp1";
    options.keep_front_ir = true;  // the interpreter runs the front end's module
    return lang::cg::CompileCg(options);
}

LocalValues UniformLocals(const lang::cg::CompileResult& compiled, const ParsedShader& parsed) {
    LocalValues out;
    const ir::Module& m = *compiled.ir;
    for (const ir::Global& g : m.globals) {
        if (g.kind != ir::Global::Kind::kUniform) continue;
        // A uniform bound to GL state (a `state.*` semantic, Binding::gl_state) takes no
        // program.local: its parameter_count is 0 and its first_parameter means nothing, so
        // it must not lower `first` below. The GL supplies its value, not a default: skip it.
        const std::vector<const Binding*> all = BindingsOf(compiled.arbfp, g.name);
        std::vector<const Binding*> bindings;
        for (const Binding* b : all)
            if (!b->gl_state) bindings.push_back(b);
        if (!all.empty() && bindings.empty()) continue;
        const UniformDefault* d = FindDefault(parsed, g.name);
        std::vector<int> widths;
        Slots(m.types, g.type, widths);
        std::size_t total = 0;
        for (int w : widths) total += static_cast<std::size_t>(w);
        if (d == nullptr || d->values.size() != total) {
            out.error += "uniform '" + g.name + "': default has " +
                         (d ? std::to_string(d->values.size()) : std::string("no")) +
                         " values, its type " + std::to_string(total) + "\n";
            continue;
        }
        if (bindings.empty()) {
            out.error += "uniform '" + g.name + "' has no binding\n";
            continue;
        }
        // The slots are consecutive from the lowest one the global's bindings use.
        std::uint32_t first = UINT32_MAX, count = 0;
        for (const Binding* b : bindings) {
            first = std::min(first, b->first_parameter);
            count += b->parameter_count;
        }
        if (count != widths.size()) {
            out.error += "uniform '" + g.name + "' takes " + std::to_string(count) +
                         " parameters, expected " + std::to_string(widths.size()) + "\n";
            continue;
        }
        std::size_t at = 0;
        for (std::size_t s = 0; s < widths.size(); ++s) {
            Vec4 v{0, 0, 0, 0};
            for (int i = 0; i < widths[s]; ++i) v[i] = static_cast<float>(d->values[at++]);
            out.locals[first + static_cast<std::uint32_t>(s)] = v;
        }
    }
    return out;
}

std::pair<int, int> PixelOf(const exec::QuadInputs& quad, int lane) {
    return {static_cast<int>(std::floor(quad.fragments[lane].position[0])),
            static_cast<int>(std::floor(quad.fragments[lane].position[1]))};
}

Rendering RenderWithRuntime(const lang::cg::CompileResult& compiled, const LocalValues& locals,
                            int width, int height) {
    using runtime::gl::ProgramTarget;
    Rendering r;
    r.width = width;
    r.height = height;
    runtime::gl::Context context(width, height);
    auto& programs = context.Programs();
    std::vector<std::uint32_t> names = programs.GenPrograms(1);
    programs.BindProgram(ProgramTarget::kFragmentProgram, names[0]);
    if (programs.ProgramString(ProgramTarget::kFragmentProgram,
                               runtime::gl::ProgramFormat::kAscii, compiled.arbfp.text) !=
        runtime::gl::GlError::kNoError) {
        r.error = "the runtime did not load the program: " + programs.ErrorString();
        return r;
    }
    r.program = programs.Current(ProgramTarget::kFragmentProgram).fragment;
    context.Enable(runtime::gl::Capability::kFragmentProgram);
    context.State().FogState().source = runtime::gl::FogCoordinateSource::kFogCoordinate;
    for (const auto& [index, v] : locals.locals) {
        if (programs.ProgramLocalParameter4fv(ProgramTarget::kFragmentProgram, index, v.data()) !=
            runtime::gl::GlError::kNoError) {
            r.error = "program.local[" + std::to_string(index) + "] is out of range";
            return r;
        }
    }
    for (std::size_t unit = 0; unit < r.program->unit_targets.size(); ++unit) {
        const auto& used = r.program->unit_targets[unit];
        if (!used) continue;
        bool shadow = false;
        for (const Binding& b : compiled.arbfp.bindings)
            shadow = shadow || (b.kind == Binding::Kind::kSampler && b.texture_unit == unit &&
                                b.name.rfind("shadow", 0) == 0);
        context.Textures().Bind(static_cast<int>(unit), texture::TargetOf(*used),
                                BuiltInTexture(*used, shadow));
    }
    r.textures = std::make_unique<texture::TextureUnits>(context.Textures());

    // What Context::DrawTriangles does, with a shader that also records each quad's inputs.
    std::vector<raster::Vertex> clip;
    for (const raster::Vertex& v : raster::DefaultScene()) clip.push_back(context.RunVertexStage(v));
    raster::RasterState state;
    state.viewport = {0, 0, width, height};
    state.depth_test = true;  // ALWAYS passes; on, so result.depth reaches the buffer
    state.depth_func = raster::DepthFunc::kAlways;
    exec::DrawInputs inputs;
    inputs.program = r.program.get();
    inputs.parameters = context.ResolveParameters(*r.program);
    inputs.textures = r.textures.get();
    r.framebuffer = std::make_unique<raster::Framebuffer>(width, height);
    r.framebuffer->ClearColor({0, 0, 0, 0});
    r.framebuffer->ClearDepth(1);
    r.killed.assign(static_cast<std::size_t>(width) * height, false);
    const raster::QuadShader shader = [&](const exec::QuadInputs& quad, exec::QuadResults& out) {
        exec::RunQuadReference(inputs, quad, out);
        r.quads.push_back(quad);
        for (int lane = 0; lane < exec::kQuadSize; ++lane) {
            auto [x, y] = PixelOf(quad, lane);
            if (quad.covered[lane] && x >= 0 && y >= 0 && x < width && y < height)
                r.killed[static_cast<std::size_t>(y) * width + x] = out.killed[lane];
        }
    };
    raster::DrawTriangles(clip, state, shader, *r.framebuffer);
    return r;
}

InterpretedQuad InterpretQuad(const lang::cg::CompileResult& compiled, const ParsedShader& parsed,
                              const Rendering& rendering, const exec::QuadInputs& quad) {
    InterpretedQuad out;
    const ir::Module& m = *compiled.ir;
    const ir::Function& entry = Entry(m);
    std::array<ir::Inputs, 4> inputs = {ir::Inputs(m), ir::Inputs(m), ir::Inputs(m), ir::Inputs(m)};
    std::map<std::uint32_t, int> units;  // sampler global -> texture unit
    for (std::uint32_t gi = 0; gi < m.globals.size(); ++gi) {
        const ir::Global& g = m.globals[gi];
        for (int lane = 0; lane < 4; ++lane) {
            const exec::FragmentAttributes& f = quad.fragments[lane];
            std::vector<double> scalars;
            bool ok = true;
            switch (g.kind) {
                case ir::Global::Kind::kInput:
                    ok = InputScalars(m.types, g.type, g.semantic, f, scalars);
                    break;
                case ir::Global::Kind::kUniform:
                    if (const UniformDefault* d = FindDefault(parsed, g.name)) scalars = d->values;
                    else ok = false;
                    break;
                default: continue;
            }
            if (!ok || !inputs[lane].SetGlobal(gi, scalars)) {
                out.error = "cannot set global '" + g.name + "'";
                return out;
            }
        }
        if (g.kind == ir::Global::Kind::kSampler) {
            units[gi] = g.binding;
            for (const Binding* b : BindingsOf(compiled.arbfp, g.name))
                if (b->kind == Binding::Kind::kSampler) units[gi] = static_cast<int>(b->texture_unit);
        }
    }
    for (std::uint32_t pi = 0; pi < entry.params.size(); ++pi) {
        const ir::Parameter& p = entry.params[pi];
        if (p.direction == ir::ParamDirection::kOut) continue;
        for (int lane = 0; lane < 4; ++lane) {
            std::vector<double> scalars;
            if (!InputScalars(m.types, p.type, p.semantic, quad.fragments[lane], scalars) ||
                !inputs[lane].SetParameter(pi, scalars)) {
                out.error = "cannot set entry parameter '" + p.name + "'";
                return out;
            }
        }
    }
    ir::RunOptions options;
    const texture::TextureUnits* textures = rendering.textures.get();
    options.sample = [&](const ir::SampleRequest& request) -> Vec4 {
        auto it = units.find(request.sampler);
        int unit = it != units.end() ? it->second : request.binding;
        texture::Derivatives d{request.ddx, request.ddy};
        return textures->Sample(unit, TargetOf(m.types.Get(m.globals[request.sampler].type).sampler),
                                request.texcoord[0], request.texcoord[1], request.texcoord[2], d,
                                request.bias);
    };
    ir::RunResult run = ir::RunQuad(m, inputs, options);
    if (!run.ok) {
        out.error = "the IR interpreter failed: " + run.error;
        return out;
    }
    for (int lane = 0; lane < 4; ++lane) {
        const ir::FragmentResult& fr = run.fragments[lane];
        InterpretedFragment& frag = out.fragments[lane];
        frag.discarded = fr.discarded;
        for (const ir::Global& g : m.globals) {
            if (g.kind != ir::Global::Kind::kOutput) continue;
            if (const ir::Value* v = fr.Find("@" + g.name)) {
                std::size_t at = 0;
                TakeOutputs(m.types, g.type, g.semantic, v->scalars, at, frag);
            }
        }
        for (const ir::Parameter& p : entry.params) {
            if (p.direction == ir::ParamDirection::kIn) continue;
            if (const ir::Value* v = fr.Find("$" + p.name)) {
                std::size_t at = 0;
                TakeOutputs(m.types, p.type, p.semantic, v->scalars, at, frag);
            }
        }
        if (fr.returned) {
            std::size_t at = 0;
            TakeOutputs(m.types, fr.returned->type, entry.return_semantic, fr.returned->scalars, at,
                        frag);
        }
    }
    return out;
}

}  // namespace tessera::cg_examples
