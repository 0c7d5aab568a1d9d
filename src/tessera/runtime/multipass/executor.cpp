// SPDX-License-Identifier: MIT
// The plan executor (see executor.h). The combine equations are the ones ISL section VIII
// gives for blend(), over() and under() and section VII for +=, -=, *=; results are clamped
// to [0,1] as the section III rule for varying colors says.
#include "runtime/multipass/executor.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

#include "runtime/gl/context.h"
#include "runtime/raster/framebuffer.h"
#include "runtime/raster/image_io.h"

namespace tessera::runtime::multipass {

// The plan model (lang/isl/plan) this file runs.
using lang::isl::plan::Combine;
using lang::isl::plan::Compare;
using lang::isl::plan::EvaluateSteps;
using lang::isl::plan::LocalBinding;
using lang::isl::plan::LocalKind;
using lang::isl::plan::Pass;
using lang::isl::plan::PassKind;
using lang::isl::plan::Plan;
using lang::isl::plan::StencilTest;
using lang::isl::plan::TextureBinding;
using lang::isl::plan::TextureSource;
using lang::isl::plan::Value;

namespace {

using support::Vec4;
using texture::Texture;

float Clamp01(float x) { return x > 0 ? (x < 1 ? x : 1) : 0; }  // NaN -> 0

Vec4 CombineColors(Combine combine, const Vec4& s, const Vec4& d) {
    Vec4 r{};
    for (int i = 0; i < 4; ++i) {
        switch (combine) {
            case Combine::kReplace: r[i] = s[i]; break;
            case Combine::kAdd: r[i] = d[i] + s[i]; break;
            case Combine::kSubtract: r[i] = d[i] - s[i]; break;
            case Combine::kMultiply: r[i] = d[i] * s[i]; break;
            case Combine::kBlend: r[i] = d[i] * (1 - s[i]) + s[i]; break;
            case Combine::kOver: r[i] = s[i] * (1 - d[3]) + d[i] * d[3]; break;
            case Combine::kUnder: r[i] = d[i] * (1 - s[3]) + s[i] * s[3]; break;
        }
        r[i] = Clamp01(r[i]);
    }
    return r;
}

bool Compares(Compare compare, float a, float b) {
    switch (compare) {
        case Compare::kEqual: return a == b;
        case Compare::kNotEqual: return a != b;
        case Compare::kGreaterEqual: return a >= b;
        case Compare::kLessEqual: return a <= b;
        case Compare::kGreater: return a > b;
        case Compare::kLess: return a < b;
    }
    return false;
}

Vec4 LocalValue(const LocalBinding& b, const Value& v) {
    Vec4 out{};
    for (int i = 0; i < 4; ++i) {
        std::size_t at = b.kind == LocalKind::kColumn ? static_cast<std::size_t>(i * 4 + b.offset)
                                                       : static_cast<std::size_t>(b.offset + i);
        out[i] = v.size() == 1 ? v[0] : (at < v.size() ? v[at] : 0.0f);
    }
    return out;
}

std::shared_ptr<Texture> RectTexture(const std::vector<Vec4>& pixels, int width, int height) {
    auto t = std::make_shared<Texture>(texture::Target::kRect, texture::BaseFormat::kRgba);
    texture::Image image{width, height, 1, pixels};
    t->SetImage(0, std::move(image));
    t->Params().min_filter = t->Params().mag_filter = texture::Filter::kNearest;
    return t;
}

std::shared_ptr<Texture> TableTexture(const Value& table, int width) {
    int n = std::max(1, static_cast<int>(table.size()) / width);
    texture::Image image{n, 1, 1, std::vector<Vec4>(static_cast<std::size_t>(n))};
    for (int i = 0; i < n && !table.empty(); ++i)
        for (int k = 0; k < 4; ++k) image.texels[i][k] = table[static_cast<std::size_t>(i * width + (width == 1 ? 0 : k))];
    auto t = std::make_shared<Texture>(texture::Target::k1D, texture::BaseFormat::kRgba);
    t->SetImage(0, std::move(image));
    t->Params().min_filter = t->Params().mag_filter = texture::Filter::kNearest;
    t->Params().wrap_s = texture::Wrap::kClampToEdge;
    return t;
}

class Executor {
  public:
    Executor(const Plan& plan, std::span<const raster::Vertex> triangles, const ExecuteOptions& options)
        : plan_(plan), triangles_(triangles), options_(options),
          context_(options.width, options.height, lang::arbasm::fragment::Limits::Default(), raster::ColorFormat::kFloat) {}

    ExecuteResult Run() {
        values_ = EvaluateSteps(plan_.values, options_.inputs);
        std::size_t pixels = static_cast<std::size_t>(options_.width) * static_cast<std::size_t>(options_.height);
        result_.color.assign(pixels, options_.background);
        stencil_.assign(pixels, 0);
        saved_.assign(static_cast<std::size_t>(std::max(plan_.saved_images, 0)), result_.color);
        context_.Enable(gl::Capability::kDepthTest);
        context_.SetDepthFunc(raster::DepthFunc::kLess);
        // Object space is eye space, the viewer on +z: flip z so nearer means smaller depth.
        context_.State().SetMatrixMode(gl::MatrixMode::kProjection);
        context_.State().LoadMatrix({1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1});
        if (!Draw("!!ARBfp1.0\nMOV result.color, {1, 1, 1, 1};\nEND\n", {}, {})) return Fail();
        covered_.resize(pixels);
        for (int y = 0; y < options_.height; ++y)
            for (int x = 0; x < options_.width; ++x)
                covered_[Index(x, y)] = context_.Framebuffer().DepthAt(x, y) < 1.0f;
        for (const Pass& pass : plan_.passes)
            if (!RunPass(pass)) return Fail();
        result_.ok = true;
        return std::move(result_);
    }

  private:
    std::size_t Index(int x, int y) const { return static_cast<std::size_t>(y) * options_.width + x; }

    ExecuteResult Fail() {
        result_.ok = false;
        return std::move(result_);
    }

    bool Active(std::size_t i, const StencilTest& test) const {
        return covered_[i] && (stencil_[i] & test.mask) == test.ref;
    }

    bool RunPass(const Pass& pass) {
        switch (pass.kind) {
            case PassKind::kDraw: return RunDraw(pass);
            case PassKind::kSave:
                if (pass.image < 0 || pass.image >= static_cast<int>(saved_.size())) return Error("bad saved image");
                saved_[static_cast<std::size_t>(pass.image)] = result_.color;
                return true;
            case PassKind::kColorMatrix:
            case PassKind::kLookup: PixelTransfer(pass); return true;
            case PassKind::kMask: {
                float ref = values_[static_cast<std::size_t>(pass.step)].at(0);
                auto bit = static_cast<std::uint8_t>(1u << pass.bit);
                for (std::size_t i = 0; i < stencil_.size(); ++i) {
                    bool on = Compares(pass.compare, result_.color[i][pass.channel & 3], ref);
                    stencil_[i] = static_cast<std::uint8_t>(on ? stencil_[i] | bit : stencil_[i] & ~bit);
                }
                return true;
            }
        }
        return true;
    }

    // transform(): FB * M with FB as a row vector; lookup(): entry round(c * (n - 1)).
    void PixelTransfer(const Pass& pass) {
        const Value& v = values_[static_cast<std::size_t>(pass.step)];
        int entries = std::max(1, static_cast<int>(v.size()) / pass.width);
        for (std::size_t i = 0; i < result_.color.size(); ++i) {
            if (!Active(i, pass.stencil)) continue;
            Vec4& d = result_.color[i];
            Vec4 r = d;
            for (int k = 0; k < 4; ++k) {
                if (pass.kind == PassKind::kColorMatrix) {
                    r[k] = d[0] * v[k] + d[1] * v[4 + k] + d[2] * v[8 + k] + d[3] * v[12 + k];
                } else if (pass.width == 4 || k < 3) {
                    int e = static_cast<int>(std::floor(d[k] * static_cast<float>(entries - 1) + 0.5f));
                    e = std::clamp(e, 0, entries - 1);
                    r[k] = v[static_cast<std::size_t>(e * pass.width + (pass.width == 4 ? k : 0))];
                }
            }
            for (int k = 0; k < 4; ++k) d[k] = Clamp01(r[k]);
        }
    }

    bool Error(std::string message) {
        result_.error = std::move(message);
        return false;
    }

    std::shared_ptr<Texture> FileTexture(const TextureBinding& b) {
        std::string key = (b.source == TextureSource::kFile1D ? "1D:" : "2D:") + b.name;
        if (auto it = files_.find(key); it != files_.end()) return it->second;
        std::optional<texture::Image> image = options_.load_image ? options_.load_image(b.name) : std::nullopt;
        if (!image) return nullptr;
        std::shared_ptr<Texture> t;
        if (b.source == TextureSource::kFile1D) {
            t = std::make_shared<Texture>(texture::Target::k1D, texture::BaseFormat::kRgba);
            texture::Image row{image->width, 1, 1, std::vector<Vec4>(image->texels.begin(), image->texels.begin() + image->width)};
            t->SetImage(0, std::move(row));
        } else {
            t = std::make_shared<Texture>(texture::Target::k2D, texture::BaseFormat::kRgba);
            t->SetImage(0, std::move(*image));
        }
        t->GenerateMipmaps();
        t->Params().min_filter = texture::Filter::kLinearMipmapLinear;
        files_[key] = t;
        return t;
    }

    bool BindTexture(const TextureBinding& b) {
        std::shared_ptr<Texture> t;
        texture::Target target = texture::Target::kRect;
        switch (b.source) {
            case TextureSource::kFile:
            case TextureSource::kFile1D:
                target = b.source == TextureSource::kFile ? texture::Target::k2D : texture::Target::k1D;
                t = FileTexture(b);
                if (!t) return Error("cannot find the texture image '" + b.name + "'");
                break;
            case TextureSource::kSavedImage:
                t = RectTexture(saved_.at(static_cast<std::size_t>(b.image)), options_.width, options_.height);
                break;
            case TextureSource::kFramebuffer:
                t = RectTexture(result_.color, options_.width, options_.height);
                break;
            case TextureSource::kLookupTable:
                target = texture::Target::k1D;
                t = TableTexture(values_.at(static_cast<std::size_t>(b.step)), b.width);
                break;
        }
        context_.Textures().Bind(b.unit, target, std::move(t));
        return true;
    }

    bool Draw(const std::string& program, const std::vector<LocalBinding>& locals,
              const std::vector<TextureBinding>& textures) {
        using gl::ProgramTarget;
        auto& programs = context_.Programs();
        if (program_names_.empty()) program_names_ = programs.GenPrograms(1);
        programs.BindProgram(ProgramTarget::kFragmentProgram, program_names_[0]);
        if (programs.ProgramString(ProgramTarget::kFragmentProgram, gl::ProgramFormat::kAscii, program) !=
            gl::GlError::kNoError)
            return Error("a pass's program did not load: " + programs.ErrorString());
        for (const LocalBinding& b : locals) {
            Vec4 v = LocalValue(b, values_.at(static_cast<std::size_t>(b.step)));
            programs.ProgramLocalParameter4fv(ProgramTarget::kFragmentProgram, static_cast<std::uint32_t>(b.local), v.data());
        }
        for (const TextureBinding& b : textures)
            if (!BindTexture(b)) return false;
        context_.Enable(gl::Capability::kFragmentProgram);
        context_.SetClearColor({0, 0, 0, 0});
        context_.Clear(true, true);
        if (context_.DrawTriangles(triangles_) != gl::GlError::kNoError) return Error("a draw failed");
        return true;
    }

    bool RunDraw(const Pass& pass) {
        if (!Draw(pass.program, pass.locals, pass.textures)) return false;
        ++result_.draws;
        const raster::Framebuffer& scratch = context_.Framebuffer();
        for (int y = 0; y < options_.height; ++y) {
            for (int x = 0; x < options_.width; ++x) {
                std::size_t i = Index(x, y);
                if (!Active(i, pass.stencil)) continue;
                Vec4 r = CombineColors(pass.combine, scratch.ColorAt(x, y), result_.color[i]);
                for (int k = 0; k < 4; ++k)
                    if (pass.color_mask[k]) result_.color[i][k] = r[k];
            }
        }
        return true;
    }

    const Plan& plan_;
    std::span<const raster::Vertex> triangles_;
    const ExecuteOptions& options_;
    gl::Context context_;
    std::vector<Value> values_;
    std::vector<std::uint8_t> stencil_;
    std::vector<bool> covered_;
    std::vector<std::vector<Vec4>> saved_;
    std::map<std::string, std::shared_ptr<Texture>> files_;
    std::vector<std::uint32_t> program_names_;
    ExecuteResult result_;
};

}  // namespace

ImageLoader DirectoryImageLoader(std::vector<std::string> directories) {
    return [directories](const std::string& name) -> std::optional<texture::Image> {
        for (const std::string& dir : directories) {
            for (const std::string& candidate : {name, name + ".png"}) {
                std::string path = dir.empty() || candidate.starts_with('/') ? candidate : dir + "/" + candidate;
                auto image = raster::ReadPngRgba8(path, raster::RowOrder::kBottomUp);
                if (image) return texture::ImageFromRgba8(image->width, image->height, image->pixels);
            }
        }
        return std::nullopt;
    };
}

ExecuteResult Execute(const Plan& plan, std::span<const raster::Vertex> triangles, const ExecuteOptions& options) {
    return Executor(plan, triangles, options).Run();
}

std::vector<std::uint8_t> ToRgba8(const std::vector<support::Vec4>& color) {
    std::vector<std::uint8_t> out;
    out.reserve(color.size() * 4);
    for (const Vec4& c : color)
        for (float v : c) out.push_back(raster::FloatToUnorm8(v));
    return out;
}

}  // namespace tessera::runtime::multipass
