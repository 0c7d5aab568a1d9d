// SPDX-License-Identifier: MIT
// The random program generator (see program_generator.h).
//
// A program is built front to back: options, declarations (TEMP, ATTRIB, PARAM in all its
// forms, OUTPUT, ALIAS), then instructions. Every register the generator can name is a
// Source: its text and a ValueVec saying what each component holds (value_model.h). An
// instruction is attempted with random Sources; Evaluate() says whether the result is
// defined and safe, and what it is; the destination then takes the result under its write
// mask and _SAT. Temporaries remember which components were written, and operands only
// select written components, so nothing undefined is ever read.
#include "program_generator.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <random>

#include "generator_state.h"

namespace tessera::testing::differential {

const std::vector<Exclusion>& Exclusions() {
    static const std::vector<Exclusion> list = {
        {"reading a temporary component before it is written",
         "undefined (3.11.3.3); Tessera reads 0, as Mesa happens to"},
        {"a program that does not write every component of result.color",
         "undefined (3.11.4.4); Tessera writes 0"},
        {"TXP with q <= 0", "undefined (3.11.6.2); coordinates keep q at 1, 2 or a raw q > 0"},
        {"TXP or TEX on CUBE with coordinates without a dominant axis",
         "face selection flips at |s| = |t| = |r|; cube coordinates get a major axis of "
         "magnitude 1 and minor ones of at most 0.25"},
        {"LG2, RCP, RSQ, POW, EX2 producing infinities, NaN or magnitudes above 64",
         "arguments kept positive / away from zero / bounded (LG2 >= 1/64, |RCP| >= 1/64, "
         "|RSQ| >= 1/1024, POW base >= 1/64, EX2 <= 6); every register stays within +-64 so "
         "relative rounding differences stay below 1/255 after the final clamp"},
        {"POW(0, 0) and LIT with 0^0",
         "Mesa gives 0 at run time, the spec (and Tessera) 1: POW bases and LIT's y are >= 1/64"},
        {"LIT with x near 0", "the specular term switches on at x > 0: x is kept >= 1/128 from 0"},
        {"SIN and COS of |x| > 8, SCS of |x| > 3.1",
         "SCS is undefined outside [-pi, pi]; llvmpipe approximates sin and cos with range "
         "reduction whose error grows with |x|"},
        {"SCS writing z or w, XPD writing w",
         "undefined by the spec (Tessera and Mesa both write 0/1, which is a choice)"},
        {"SGE, SLT, CMP, KIL, FLR, FRC, LIT.x on values within 1/128 of their threshold",
         "a last-bit difference would flip the decision; compared values are constants, "
         "NEAREST samples, or conditioned into [n + 0.25, n + 0.75]"},
        {"NEAREST sampling at coordinates near texel boundaries",
         "NEAREST textures are sampled only with raw ramps whose pixel centres sit a quarter "
         "texel or more from every boundary; computed coordinates sample only the LINEAR "
         "'plane' textures, inside [0.25, 0.75] where every mipmap level holds the same "
         "affine function, so level-of-detail approximations cannot matter"},
        {"LOD selection near a level boundary, or from non-axis-aligned derivatives",
         "the mipmapped NEAREST_MIPMAP_NEAREST texture is sampled with raw ramps, s and t "
         "from different ramps, so the LOD is an integer; TXB biases are integers. (With s "
         "and t from one ramp rho is sqrt(2) * 4 and the LOD exactly 2.5, a level boundary; "
         "GL also lets rho be approximated there, and llvmpipe takes max(|du|, |dv|))"},
        {"DEPTH_TEXTURE_MODE INTENSITY and ALPHA",
         "Mesa 22.3 llvmpipe sometimes applies an earlier draw's depth texture mode (drawn "
         "alone the same request is right); depth textures use LUMINANCE"},
        {"shadow comparisons with the reference near a depth",
         "references 0.3125, 0.375, 0.625 against depths 0.1, 0.2, 0.5, 0.9"},
        {"attributes outside [0, 1] for colors",
         "CLAMP_VERTEX_COLOR would clamp them on Mesa's side; colors are chosen in [0.02, 0.98]"},
    };
    return list;
}

std::string GenerateProgram(const Scene& scene, std::uint32_t seed,
                            const GeneratorOptions& options) {
    GeneratorState g(scene, seed, options);
    g.DeclareAll();
    const int count = g.Int(options.min_instructions, options.max_instructions);
    for (int i = 0; i < count; ++i) {
        const auto op = static_cast<Opcode>(g.Int(0, lang::arbasm::fragment::kOpcodeCount - 1));
        switch (op) {
            case Opcode::kTEX:
            case Opcode::kTXP:
            case Opcode::kTXB:
                g.Sample(op);
                break;
            case Opcode::kKIL:
                g.Kill();
                break;
            default:
                if (!g.TryAlu(op, std::nullopt)) g.Conditioned(op, std::nullopt);
                break;
        }
    }
    g.FinishColor();
    return g.Text();
}

}  // namespace tessera::testing::differential
