// SPDX-License-Identifier: MIT
// Texture instructions of the program generator (generator_state.h).
//
// A texture instruction is only as safe as its coordinates, and what is safe depends on
// the texture's kind (scene.h):
//   - discrete (NEAREST), depth (SHADOW*) and miptree textures take a raw coordinate set,
//     whose ramps keep pixel centres away from texel boundaries and give an integer LOD;
//     s and t may be swapped (any swizzle of x and y), r and q stay in place so the shadow
//     reference and TXP's q > 0 stay what the scene chose;
//   - plane textures take a computed coordinate, conditioned into the texture's interior
//     (MOV_SAT then MAD), where LINEAR filtering of every mipmap level gives one affine
//     function; cube coordinates then get a major axis of +-1 through SWZ's constants.
// TXP gets q = 1 (or 2, by doubling the whole vector), so the projected coordinate is
// the same point; TXB on the miptree gets an integer bias, so the level stays exact.
#include <string>

#include "generator_state.h"

namespace tessera::testing::differential {

using lang::arbasm::fragment::TextureTarget;

Operand GeneratorState::RawCoordinate(int set, bool allow_negate, bool distinct_st) {
    const std::string name =
        set == 0 && Chance(0.3) ? "fragment.texcoord" : "fragment.texcoord[" + std::to_string(set) + "]";
    const Source* found = nullptr;
    for (const Source& s : attributes_)
        if (s.text == "fragment.texcoord[" + std::to_string(set) + "]") found = &s;
    const char* letters = Chance(0.3) ? "rgba" : "xyzw";
    // s and t from the two ramps (both from one ramp when the level of detail does not
    // matter); r and q where the scene put them.
    std::array<int, 4> swizzle = {Int(0, 1), Int(0, 1), 2, 3};
    if (distinct_st) swizzle[1] = 1 - swizzle[0];
    std::string suffix;
    if (swizzle != std::array<int, 4>{0, 1, 2, 3} || Chance(0.3)) {
        suffix = ".";
        for (int c : swizzle) suffix += letters[c];
    }
    const bool negate = allow_negate && Chance(0.25);
    Operand op{(negate ? "-" : "") + name + suffix, {}};
    for (int i = 0; i < 4; ++i)
        op.value[i] = negate ? Negate(found->value[swizzle[i]]) : found->value[swizzle[i]];
    return op;
}

Operand GeneratorState::PlaneCoordinate(TextureTarget target, Opcode op) {
    const Temp& t = temps_[coord_];
    const Destination all{t.names[0], coord_, false, 0xF};
    const Operand src = RandomOperand(false);
    Commit(all, src.value, true);
    Emit(Opcode::kMOV, true, all, {src.text});
    // Into the interior: [0.25, 0.75] normalized, [2, 6] texels for the 8x8 RECT texture,
    // [-0.25, 0.25] for a cube direction's minor axes.
    const bool rect = target == TextureTarget::kRect;
    const bool cube = target == TextureTarget::kCube;
    const double scale = rect ? 4 : 0.5, offset = rect ? 2 : (cube ? -0.25 : 0.25);
    ValueVec s, o;
    for (int c = 0; c < 4; ++c) {
        s[c] = Value::Of(scale);
        o[c] = Value::Of(offset);
    }
    Commit(all, *Evaluate(Opcode::kMAD, {t.value, s, o}), false);
    Emit(Opcode::kMAD, false, all, {t.names[0], Number(scale), Number(offset)});
    if (cube) {
        const int axis = Int(0, 2);
        const bool negative = Chance(0.5);
        const Destination d{t.names[0] + "." + "xyz"[axis], coord_, false,
                            static_cast<std::uint8_t>(1 << axis)};
        ValueVec major;
        major.fill(Value::Of(negative ? -1 : 1));
        Commit(d, major, false);
        const std::string one = negative ? "-1" : "1";
        Emit(Opcode::kSWZ, false, d, {t.names[0], one + "," + one + "," + one + "," + one});
    }
    if (op == Opcode::kTXP) {
        const Destination w{t.names[0] + ".w", coord_, false, 0x8};
        ValueVec q;
        q.fill(Value::Of(1));
        Commit(w, q, false);
        Emit(Opcode::kSWZ, false, w, {t.names[0], "0,0,0,1"});
        if (Chance(0.5)) {  // (2s, 2t, 2r, 2): the same projected point
            Commit(all, *Evaluate(Opcode::kADD, {t.value, t.value, {}}), false);
            Emit(Opcode::kADD, false, all, {t.names[0], t.names[0]});
        }
    }
    return {t.names[0], t.value};
}

ValueVec GeneratorState::SampleValue(TextureKind kind) const {
    ValueVec v;
    switch (kind) {
        case TextureKind::kPlane:
            v.fill(Value::Range(0, 1));
            break;
        case TextureKind::kDepth:
            v.fill(Value::Points({0, 1}));
            break;
        default:
            v.fill(Value::Points({kPalette.begin(), kPalette.end()}));
            break;
    }
    return v;
}

void GeneratorState::Sample(Opcode op) {
    std::vector<int> used;
    for (int u = 0; u < 8; ++u)
        if (unit_targets_[u]) used.push_back(u);
    int unit = 0;
    if (!used.empty() && Chance(0.4)) {
        unit = used[Int(0, static_cast<int>(used.size()) - 1)];
    } else {
        unit = Int(0, 7);
    }
    TextureTarget target;
    if (unit_targets_[unit]) {
        target = *unit_targets_[unit];
    } else {
        // A program samples one target per unit (3.11.6); SHADOW targets need the option.
        const int last = shadow_ ? 7 : 4;
        target = static_cast<TextureTarget>(Int(0, last));
    }
    const TextureKind kind = KindOf(unit, target);
    const bool rect = target == TextureTarget::kRect || target == TextureTarget::kShadowRect;
    Operand coordinate;
    switch (kind) {
        case TextureKind::kPlane:
            coordinate = PlaneCoordinate(target, op);
            break;
        case TextureKind::kMiptree: {
            const int set = Int(0, 2);
            // s and t from different ramps: the derivatives are then axis-aligned and the
            // LOD exact (GL lets rho be approximated otherwise, and llvmpipe does).
            coordinate = RawCoordinate(set, op == Opcode::kTEX, true);
            if (op == Opcode::kTXB) {
                // An integer bias in w: SWZ gives -1, 0 or 1, doubling makes 2.
                const Temp& t = temps_[coord_];
                const Destination all{t.names[0], coord_, false, 0xF};
                Commit(all, coordinate.value, false);
                Emit(Opcode::kMOV, false, all, {coordinate.text});
                const Destination w{t.names[0] + ".w", coord_, false, 0x8};
                const int bias = Int(-1, 1);
                ValueVec b;
                b.fill(Value::Of(bias));
                Commit(w, b, false);
                Emit(Opcode::kSWZ, false, w,
                     {t.names[0], bias < 0 ? "0,0,0,-1" : (bias == 0 ? "0,0,0,0" : "0,0,0,1")});
                if (bias == 1 && Chance(0.5)) {
                    b.fill(Value::Of(2));
                    Commit(w, b, false);
                    Emit(Opcode::kADD, false, w, {t.names[0] + ".w", t.names[0] + ".w"});
                }
                coordinate = {t.names[0], t.value};
            }
            break;
        }
        default: {
            const int set = rect ? Int(0, 2) : Int(0, 1);
            coordinate = RawCoordinate(set, op == Opcode::kTEX && kind == TextureKind::kDiscrete,
                                       false);
            break;
        }
    }
    unit_targets_[unit] = target;
    const Destination d = PickDestination(0xF, true);
    const bool sat = Chance(0.2);
    Commit(d, SampleValue(kind), sat);
    const std::string image = unit == 0 && Chance(0.3) ? "texture" : "texture[" + std::to_string(unit) + "]";
    Emit(op, sat, d, {coordinate.text, image, lang::arbasm::fragment::TextureTargetName(target)});
}

}  // namespace tessera::testing::differential
