// SPDX-License-Identifier: MIT
// The multipass and fused plans (see backends.h). Both compute each source with the same
// ProgramBuilder snippet, so they can differ only in how results combine and clamp.
#include "lang/isl/reader/backends.h"

#include <optional>

#include "lang/arbfp/reader/reader.h"

#include <cstdio>
#include <string>

namespace tessera::lang::isl {

namespace {

using plan::Combine;

std::string MaskSuffix(const std::array<bool, 4>& mask) {
    std::string s;
    for (int i = 0; i < 4; ++i)
        if (mask[i]) s += "xyzw"[i];
    return s == "xyzw" ? "" : "." + s;
}

// Enough digits that the reader gets the same float back.
std::string Number(float x) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.9g", static_cast<double>(x));
    return buffer;
}

plan::StencilTest Stencil(const std::vector<bool>& branches) {
    plan::StencilTest t;
    for (std::size_t i = 0; i < branches.size(); ++i) {
        t.mask = static_cast<std::uint8_t>(t.mask | (1u << i));
        if (branches[i]) t.ref = static_cast<std::uint8_t>(t.ref | (1u << i));
    }
    return t;
}

}  // namespace

void BuildMultipass(const std::vector<VOp>& ops, plan::Plan& plan) {
    std::vector<bool> branches;  // per open varying if: in its then (true) or else branch
    for (const VOp& op : ops) {
        plan::Pass pass;
        pass.comment = op.comment;
        pass.stencil = Stencil(branches);
        switch (op.kind) {
            case VOp::Kind::kWrite: {
                ProgramBuilder b;
                std::string t = b.Emit(op.source);
                b.Line("MOV result.color, " + t + ";");
                b.Finish(pass);
                pass.combine = op.combine;
                pass.color_mask = op.mask;
                // Section VII: a varying variable passes texgen 3 to the geometry callback.
                pass.texgen = op.source.kind == Source::Kind::kImage ? 3 : op.source.texgen;
                break;
            }
            case VOp::Kind::kSave:
                pass.kind = plan::PassKind::kSave;
                pass.image = op.image;
                break;
            case VOp::Kind::kTransform:
            case VOp::Kind::kLookup:
                pass.kind = op.kind == VOp::Kind::kTransform ? plan::PassKind::kColorMatrix : plan::PassKind::kLookup;
                pass.step = op.step;
                pass.width = op.width;
                break;
            case VOp::Kind::kIfPush:
                pass.kind = plan::PassKind::kMask;
                pass.bit = static_cast<int>(branches.size());
                pass.channel = op.channel;
                pass.compare = op.compare;
                pass.step = op.step;
                branches.push_back(true);
                break;
            case VOp::Kind::kElse:
                if (!branches.empty()) branches.back() = false;
                continue;
            case VOp::Kind::kIfPop:
                if (!branches.empty()) branches.pop_back();
                continue;
        }
        plan.passes.push_back(std::move(pass));
    }
}

namespace {

// One fused program. With `images` > 0 the varying variables live in temporaries (the
// whole shader in one program); with 0 they are saved images read as textures (a chunk
// of a shader split to fit the limits, whose saves are copy passes between chunks).
// Scratch temporaries are reused statement by statement; FB, the variables and the
// active-pixel flags of open ifs stay.
class Fuser {
  public:
    explicit Fuser(int images) {
        plan::TextureBinding fb_binding;
        fb_binding.source = plan::TextureSource::kFramebuffer;
        fb_ = b_.Temp();
        b_.Line("TEX " + fb_ + ", fragment.position, texture[" + std::to_string(b_.Texture(fb_binding)) + "], RECT;");
        for (int i = 0; i < images; ++i) {
            images_.push_back(b_.Temp());
            b_.Line("MOV " + images_.back() + ", " + fb_ + ";");
        }
    }

    void Add(const VOp& op) {
        int mark = b_.Mark();
        AddOp(op, mark);
        if (op.kind != VOp::Kind::kIfPush && op.kind != VOp::Kind::kElse && op.kind != VOp::Kind::kIfPop) b_.Release(mark);
    }

  private:
    void AddOp(const VOp& op, int mark) {
        switch (op.kind) {
            case VOp::Kind::kWrite: return Write(Combined(op), op.mask);
            case VOp::Kind::kSave:
                if (static_cast<std::size_t>(op.image) < images_.size())
                    b_.Line("MOV " + images_[static_cast<std::size_t>(op.image)] + ", " + fb_ + ";");
                return;
            case VOp::Kind::kTransform: {
                std::string n = b_.Temp();
                for (int k = 0; k < 4; ++k)
                    b_.Line("DP4 " + n + "." + "xyzw"[k] + ", " + fb_ + ", " + b_.Local(op.step, plan::LocalKind::kColumn, k) + ";");
                b_.Line("MOV_SAT " + n + ", " + n + ";");
                return Write(n, op.mask);
            }
            case VOp::Kind::kLookup: return Write(Lookup(op), op.mask);
            case VOp::Kind::kIfPush: return Push(op, mark);
            case VOp::Kind::kElse: {
                Level& top = levels_.back();
                std::string act = b_.Temp();
                b_.Line("SUB " + act + ".x, {1, 1, 1, 1}, " + top.condition + ".x;");
                if (!top.parent.empty()) b_.Line("MUL " + act + ".x, " + act + ".x, " + top.parent + ".x;");
                top.active = act;
                return;
            }
            case VOp::Kind::kIfPop:
                b_.Release(levels_.back().mark);
                levels_.pop_back();
                return;
        }
    }

  public:
    void Finish(plan::Pass& pass) {
        b_.Line("MOV result.color, " + fb_ + ";");
        b_.Finish(pass);
    }

  private:
    struct Level {
        std::string parent;     ///< the enclosing active flag, or "" at the top
        std::string condition;  ///< 1 where the relation holds
        std::string active;     ///< the flag of the branch being compiled
        int mark = 0;           ///< temporaries in use before the if
    };

    std::string Active() const { return levels_.empty() ? "" : levels_.back().active; }

    // The combined color of a write, clamped as the framebuffer would clamp it.
    std::string Combined(const VOp& op) {
        std::string s = b_.Emit(op.source, fb_, images_), n = b_.Temp(), t = b_.Temp(), fb = fb_;
        switch (op.combine) {
            case Combine::kReplace: b_.Line("MOV_SAT " + n + ", " + s + ";"); break;
            case Combine::kAdd: b_.Line("ADD_SAT " + n + ", " + fb + ", " + s + ";"); break;
            case Combine::kSubtract: b_.Line("SUB_SAT " + n + ", " + fb + ", " + s + ";"); break;
            case Combine::kMultiply: b_.Line("MUL_SAT " + n + ", " + fb + ", " + s + ";"); break;
            case Combine::kBlend:  // D * (1 - S) + S
                b_.Line("SUB " + t + ", {1, 1, 1, 1}, " + s + ";");
                b_.Line("MAD_SAT " + n + ", " + fb + ", " + t + ", " + s + ";");
                break;
            case Combine::kOver:  // S * (1 - D.a) + D * D.a
                b_.Line("MUL " + t + ", " + fb + ", " + fb + ".w;");
                b_.Line("SUB " + n + ".x, {1, 1, 1, 1}, " + fb + ".w;");
                b_.Line("MAD_SAT " + n + ", " + s + ", " + n + ".x, " + t + ";");
                break;
            case Combine::kUnder:  // D * (1 - S.a) + S * S.a
                b_.Line("MUL " + t + ", " + s + ", " + s + ".w;");
                b_.Line("SUB " + n + ".x, {1, 1, 1, 1}, " + s + ".w;");
                b_.Line("MAD_SAT " + n + ", " + fb + ", " + n + ".x, " + t + ";");
                break;
        }
        return n;
    }

    // Entry floor(c * (n - 1) + 1/2) of an n-entry table, per channel, by nearest sampling
    // at u = (c * (n - 1) + 1/2) / n; a float table leaves alpha alone.
    std::string Lookup(const VOp& op) {
        plan::TextureBinding binding;
        binding.source = plan::TextureSource::kLookupTable;
        binding.step = op.step;
        binding.width = op.width;
        std::string unit = std::to_string(b_.Texture(binding));
        float n = static_cast<float>(std::max(op.entries, 1));
        std::string scale = Number((n - 1) / n), bias = Number(0.5f / n);
        std::string u = b_.Temp(), out = b_.Temp(), sample = b_.Temp();
        b_.Line("MAD " + u + ", " + fb_ + ", {" + scale + ", " + scale + ", " + scale + ", " + scale + "}, {" + bias + ", " +
                bias + ", " + bias + ", " + bias + "};");
        b_.Line("MOV " + out + ", " + fb_ + ";");
        int channels = op.width == 4 ? 4 : 3;
        for (int k = 0; k < channels; ++k) {
            std::string c(1, "xyzw"[k]);
            b_.Line("TEX " + sample + ", " + u + "." + c + c + c + c + ", texture[" + unit + "], 1D;");
            b_.Line("MOV " + out + "." + c + ", " + sample + "." + c + ";");
        }
        b_.Line("MOV_SAT " + out + ", " + out + ";");
        return out;
    }

    void Write(const std::string& value, const std::array<bool, 4>& mask) {
        std::string dst = fb_ + MaskSuffix(mask);
        if (Active().empty()) b_.Line("MOV " + dst + ", " + value + ";");
        else b_.Line("CMP " + dst + ", -" + Active() + ".x, " + value + ", " + fb_ + ";");
    }

    void Push(const VOp& op, int mark) {
        std::string c = b_.Temp(), e = b_.Temp();
        std::string ch = fb_ + "." + "xyzw"[op.channel & 3];
        std::string ref = b_.Local(op.step) + ".x";
        switch (op.compare) {
            case plan::Compare::kGreaterEqual: b_.Line("SGE " + c + ".x, " + ch + ", " + ref + ";"); break;
            case plan::Compare::kLess: b_.Line("SLT " + c + ".x, " + ch + ", " + ref + ";"); break;
            case plan::Compare::kGreater: b_.Line("SLT " + c + ".x, " + ref + ", " + ch + ";"); break;
            case plan::Compare::kLessEqual: b_.Line("SGE " + c + ".x, " + ref + ", " + ch + ";"); break;
            case plan::Compare::kEqual:
            case plan::Compare::kNotEqual:
                b_.Line("SGE " + c + ".x, " + ch + ", " + ref + ";");
                b_.Line("SGE " + e + ".x, " + ref + ", " + ch + ";");
                b_.Line("MUL " + c + ".x, " + c + ".x, " + e + ".x;");
                if (op.compare == plan::Compare::kNotEqual) b_.Line("SUB " + c + ".x, {1, 1, 1, 1}, " + c + ".x;");
                break;
        }
        Level level{Active(), c, c, mark};
        if (!level.parent.empty()) {
            level.active = b_.Temp();
            b_.Line("MUL " + level.active + ".x, " + c + ".x, " + level.parent + ".x;");
        }
        levels_.push_back(level);
    }

    ProgramBuilder b_;
    std::string fb_;
    std::vector<std::string> images_;
    std::vector<Level> levels_;
};

}  // namespace

namespace {

plan::Pass FusedPass(const std::vector<VOp>& ops, std::size_t begin, std::size_t end, int images) {
    Fuser fuser(images);
    for (std::size_t i = begin; i < end; ++i) fuser.Add(ops[i]);
    plan::Pass pass;
    pass.comment = images > 0 ? "the whole shader" : "statements " + std::to_string(begin + 1) + " to " + std::to_string(end);
    fuser.Finish(pass);
    return pass;
}

bool Fits(const plan::Pass& pass, const lang::arbasm::fragment::Limits& limits) {
    return lang::arbfp::ReadProgram(pass.program, limits).program.has_value();
}

// Where a chunk may end: after an operation outside every varying if.
std::vector<std::size_t> Boundaries(const std::vector<VOp>& ops) {
    std::vector<std::size_t> out;
    int depth = 0;
    for (std::size_t i = 0; i < ops.size(); ++i) {
        if (ops[i].kind == VOp::Kind::kIfPush) ++depth;
        if (ops[i].kind == VOp::Kind::kIfPop) --depth;
        if (depth == 0) out.push_back(i + 1);
    }
    return out;
}

}  // namespace

bool BuildFused(const std::vector<VOp>& ops, int images, const lang::arbasm::fragment::Limits& limits, plan::Plan& plan,
                std::size_t& failed) {
    plan::Pass whole = FusedPass(ops, 0, ops.size(), images);
    if (Fits(whole, limits)) {
        plan.passes.push_back(std::move(whole));
        return true;
    }
    // Too large for one program: greedy chunks between boundaries, as long as each loads;
    // the varying variables become saved images and their saves copy passes.
    plan.saved_images = images;
    std::size_t begin = 0;
    std::vector<std::size_t> ends = Boundaries(ops);
    for (std::size_t k = 0; begin < ops.size();) {
        if (ops[begin].kind == VOp::Kind::kSave) {
            plan::Pass save;
            save.kind = plan::PassKind::kSave;
            save.image = ops[begin].image;
            save.comment = ops[begin].comment;
            plan.passes.push_back(std::move(save));
            while (k < ends.size() && ends[k] <= begin + 1) ++k;
            ++begin;
            continue;
        }
        std::optional<plan::Pass> best;
        std::size_t best_end = begin;
        for (std::size_t j = k; j < ends.size(); ++j) {
            std::size_t end = ends[j];
            bool has_save = false;  // saves are copy passes of their own (or, inside an if, unsplittable)
            for (std::size_t i = begin; i < end; ++i) has_save = has_save || ops[i].kind == VOp::Kind::kSave;
            if (has_save) break;
            plan::Pass chunk = FusedPass(ops, begin, end, 0);
            if (!Fits(chunk, limits)) break;
            best = std::move(chunk);
            best_end = end;
        }
        if (!best) {
            failed = begin;
            return false;
        }
        plan.passes.push_back(std::move(*best));
        begin = best_end;
        while (k < ends.size() && ends[k] <= begin) ++k;
    }
    return true;
}

}  // namespace tessera::lang::isl
