// SPDX-License-Identifier: MIT
// The source snippets of program_builder.h. Attributes (runtime/raster/meshes.h):
// texcoord[0] = surface coordinates, texcoord[1] = normal, texcoord[2] = position; the
// viewer looks down -z, so the view vector is (0, 0, 1) everywhere.
#include "lang/isl/reader/program_builder.h"

#include <algorithm>

namespace tessera::lang::isl {

std::string ProgramBuilder::Temp() {
    max_temps_ = std::max(max_temps_, temps_ + 1);
    return "t" + std::to_string(temps_++);
}

void ProgramBuilder::Release(int mark) {
    temps_ = mark;
    if (normal_temp_ >= mark) {
        normal_.clear();
        normal_temp_ = -1;
    }
}

std::string ProgramBuilder::Local(int step, plan::LocalKind kind, int offset) {
    for (const plan::LocalBinding& b : locals_)
        if (b.step == step && b.kind == kind && b.offset == offset) return "program.local[" + std::to_string(b.local) + "]";
    int index = static_cast<int>(locals_.size());
    locals_.push_back({index, step, kind, offset});
    return "program.local[" + std::to_string(index) + "]";
}

int ProgramBuilder::Texture(plan::TextureBinding binding) {
    for (const plan::TextureBinding& b : textures_)
        if (b.source == binding.source && b.name == binding.name && b.image == binding.image && b.step == binding.step)
            return b.unit;
    binding.unit = static_cast<int>(textures_.size());
    textures_.push_back(binding);
    return binding.unit;
}

// v (a row vector with w) times the matrix of `step`: one DP4 per column.
std::string ProgramBuilder::TransformByMatrix(const std::string& v, int step) {
    if (step < 0) return v;
    std::string out = Temp();
    for (int k = 0; k < 4; ++k)
        Line("DP4 " + out + "." + "xyzw"[k] + ", " + v + ", " + Local(step, plan::LocalKind::kColumn, k) + ";");
    return out;
}

std::string ProgramBuilder::Normal() {
    if (!normal_.empty()) return normal_;
    normal_temp_ = temps_;
    normal_ = Temp();
    Line("DP3 " + normal_ + ".w, fragment.texcoord[1], fragment.texcoord[1];");
    Line("RSQ " + normal_ + ".w, " + normal_ + ".w;");
    Line("MUL " + normal_ + ".xyz, fragment.texcoord[1], " + normal_ + ".w;");
    return normal_;
}

// A light's color: its color input, or the image its light shader left.
std::string ProgramBuilder::LightColor(const LightRef& light, const std::vector<std::string>& images) {
    if (light.image < 0) return Local(light.color_step);
    Source saved;
    saved.kind = Source::Kind::kImage;
    saved.image = light.image;
    return Emit(saved, "", images);
}

// Sum over the lights of color (ambient), color * max(N.L, 0) (diffuse) or
// color * max(R.V, 0)^e with R = 2(N.L)N - L and V = (0,0,1) (specular, Phong), section VIII.
std::string ProgramBuilder::Lights(const Source& s, const std::vector<std::string>& images) {
    std::string sum = Temp();
    Line("MOV " + sum + ", {0, 0, 0, 0};");
    if (s.kind == Source::Kind::kAmbient) {
        for (const LightRef& light : s.lights) Line("ADD " + sum + ", " + sum + ", " + LightColor(light, images) + ";");
        Line("MOV_SAT " + sum + ", " + sum + ";");
        return sum;
    }
    std::string n = Normal(), l = Temp(), f = Temp();
    for (const LightRef& light : s.lights) {
        std::string vec = Local(light.vector_step, plan::LocalKind::kVector, light.kind == plan::LightKind::kPoint ? 12 : 8);
        if (light.kind == plan::LightKind::kPoint) Line("SUB " + l + ", " + vec + ", fragment.texcoord[2];");
        else Line("MOV " + l + ", " + vec + ";");
        Line("DP3 " + l + ".w, " + l + ", " + l + ";");
        Line("RSQ " + l + ".w, " + l + ".w;");
        Line("MUL " + l + ".xyz, " + l + ", " + l + ".w;");
        if (s.kind == Source::Kind::kDiffuse) {
            Line("DP3_SAT " + f + ".x, " + n + ", " + l + ";");
        } else {
            Line("DP3 " + f + ".y, " + n + ", " + l + ";");
            Line("MUL " + f + ".y, " + f + ".y, {2, 2, 2, 2};");
            Line("MAD " + f + ".z, " + n + ".z, " + f + ".y, -" + l + ".z;");
            Line("MAX " + f + ".z, " + f + ".z, {0, 0, 0, 0};");
            Line("POW " + f + ".x, " + f + ".z, " + Local(s.step) + ".x;");
        }
        Line("MAD " + sum + ", " + LightColor(light, images) + ", " + f + ".x, " + sum + ";");
    }
    Line("MOV_SAT " + sum + ", " + sum + ";");
    return sum;
}

std::string ProgramBuilder::Emit(const Source& s, const std::string& fb, const std::vector<std::string>& images) {
    using Kind = Source::Kind;
    if (s.kind == Kind::kFramebuffer && !fb.empty()) return fb;
    if (s.kind == Kind::kImage && s.image < static_cast<int>(images.size())) return images[static_cast<std::size_t>(s.image)];
    std::string t = Temp();
    auto file = [&](const std::string& coords) {
        plan::TextureBinding b;
        b.source = s.one_d ? plan::TextureSource::kFile1D : plan::TextureSource::kFile;
        b.name = s.name;
        int unit = Texture(b);
        Line("TEX " + t + ", " + coords + ", texture[" + std::to_string(unit) + "], " + (s.one_d ? "1D;" : "2D;"));
    };
    switch (s.kind) {
        case Kind::kParameter: Line("MOV_SAT " + t + ", " + Local(s.step) + ";"); break;
        case Kind::kImage:
        case Kind::kFramebuffer: {
            plan::TextureBinding b;
            b.source = s.kind == Kind::kImage ? plan::TextureSource::kSavedImage : plan::TextureSource::kFramebuffer;
            b.image = s.image;
            Line("TEX " + t + ", fragment.position, texture[" + std::to_string(Texture(b)) + "], RECT;");
            break;
        }
        case Kind::kTexture: file(TransformByMatrix("fragment.texcoord[0]", s.xform_step)); break;
        case Kind::kProject: file(TransformByMatrix("fragment.texcoord[2]", s.xform_step)); break;
        case Kind::kEnvironment: {
            // Sphere map (GL 1.4 2.10.4): R = 2(N.V)N - V, m = 2 sqrt(Rx^2 + Ry^2 + (Rz+1)^2),
            // (s, t) = R.xy / m + 1/2; xform turns R first (to set the map's up direction).
            std::string n = Normal(), r = Temp(), q = Temp();
            Line("MUL " + r + ", " + n + ", " + n + ".z;");
            Line("ADD " + r + ", " + r + ", " + r + ";");
            Line("SUB " + r + ".z, " + r + ".z, {1, 1, 1, 1};");
            Line("MOV " + r + ".w, {0, 0, 0, 0};");
            std::string rr = TransformByMatrix(r, s.xform_step);
            Line("MOV " + q + ", " + rr + ";");
            Line("ADD " + q + ".z, " + q + ".z, {1, 1, 1, 1};");
            Line("DP3 " + q + ".w, " + q + ", " + q + ";");
            Line("RSQ " + q + ".w, " + q + ".w;");
            Line("MUL " + q + ".w, " + q + ".w, {0.5, 0.5, 0.5, 0.5};");
            Line("MAD " + q + ", " + rr + ", " + q + ".w, {0.5, 0.5, 0.5, 0.5};");
            file(q);
            break;
        }
        case Kind::kAmbient:
        case Kind::kDiffuse:
        case Kind::kSpecular: return Lights(s, images);
    }
    return t;
}

void ProgramBuilder::Finish(plan::Pass& pass) {
    std::string text = "!!ARBfp1.0\n";
    if (max_temps_ > 0) {
        text += "TEMP ";
        for (int i = 0; i < max_temps_; ++i) text += (i ? ", t" : "t") + std::to_string(i);
        text += ";\n";
    }
    pass.program = text + body_ + "END\n";
    pass.locals = std::move(locals_);
    pass.textures = std::move(textures_);
}

}  // namespace tessera::lang::isl
