// SPDX-License-Identifier: MIT
// Builds the ARB fragment programs of a plan's draw passes, as text.
//
// Both plans compute a varying source (a parameter color, a saved FB copy, a texture, the
// lights) with the same snippets, so the two plans differ only in how results combine:
// the multipass plan writes one source per program and lets the framebuffer operation
// combine it; the fused plan combines in temporaries with _SAT after every statement, the
// way the framebuffer clamps.
//
// Programs are written directly as ARBfp text rather than through the IR and the ARBfp
// writer: each is a short fixed template over attributes, locals and textures with no
// control flow to optimise, and every program is re-read by our ARBfp reader when the
// executor loads it (docs/isl.md).
#pragma once

#include <string>
#include <vector>

#include "lang/isl/plan/plan.h"

namespace tessera::lang::isl {

/// A light's values in the parameter program, for diffuse() and specular().
struct LightRef {
    plan::LightKind kind = plan::LightKind::kDistant;
    int color_step = 0;
    int vector_step = 0;  ///< distant: direction toward the light; point: position
    int image = -1;       ///< a light shader's result (a varying variable), else color_step
};

/// A varying source: what one program computes per pixel (ISL sections VII, VIII).
struct Source {
    enum class Kind { kParameter, kImage, kFramebuffer, kTexture, kEnvironment, kProject, kAmbient, kDiffuse, kSpecular };
    Kind kind = Kind::kParameter;
    int step = -1;          ///< kParameter's color; kSpecular's exponent
    int image = 0;          ///< kImage
    std::string name;       ///< texture name
    bool one_d = false;     ///< an array of names: 1D texturing
    int xform_step = -1;    ///< optional matrix
    int texgen = 0;
    std::vector<LightRef> lights;
};

class ProgramBuilder {
  public:
    /// A temporary holding `source`, clamped to [0,1]. In the fused plan `fb` and `images`
    /// name the temporaries holding FB and the varying variables; the multipass plan leaves
    /// them empty and samples the framebuffer and the saved images as textures.
    std::string Emit(const Source& source, const std::string& fb = "", const std::vector<std::string>& images = {});
    /// A fresh temporary.
    std::string Temp();
    /// The temporaries in use now; Release(mark) frees every one taken since, for reuse
    /// (the fused program's scratch registers, statement by statement).
    int Mark() const { return temps_; }
    void Release(int mark);
    void Line(const std::string& instruction) { body_ += instruction + "\n"; }
    /// program.local bound to a value step (a float is splatted).
    std::string Local(int step, plan::LocalKind kind = plan::LocalKind::kVector, int offset = 0);
    /// A texture unit bound to `binding` (its unit is filled in).
    int Texture(plan::TextureBinding binding);
    /// The complete program; moves the bindings into `pass`.
    void Finish(plan::Pass& pass);

  private:
    std::string Normal();
    std::string TransformByMatrix(const std::string& v, int step);
    std::string Lights(const Source& source, const std::vector<std::string>& images);
    std::string LightColor(const LightRef& light, const std::vector<std::string>& images);

    std::string body_;
    int temps_ = 0;
    int max_temps_ = 0;
    int normal_temp_ = -1;
    std::vector<plan::LocalBinding> locals_;
    std::vector<plan::TextureBinding> textures_;
    std::string normal_;
};

}  // namespace tessera::lang::isl
