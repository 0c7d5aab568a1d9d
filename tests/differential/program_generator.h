// SPDX-License-Identifier: MIT
// A seeded generator of valid ARB fragment programs whose results are well defined.
//
// Each program is written for one Scene (scene.h): the generator knows the range of every
// attribute, the value of every parameter and the kind of texture on every (unit, target),
// and tracks what each temporary holds (value_model.h). With that it picks random
// instructions, operands, swizzles (xyzw and rgba), negations, write masks and _SAT, but
// only where the spec defines the result and Tessera's documented choices agree with Mesa:
// see Exclusions() for every case it avoids and why. An instruction whose random operands
// are not safe is retried; after a few failures the generator builds a safe operand on
// purpose (a "conditioning" block: MOV_SAT then MAD into an interval that avoids every
// decision boundary), so every instruction keeps appearing.
//
// The text is the only output: the test reads it back with Tessera's reader (a program the
// reader rejects is a generator bug) and takes the opcode counts from what the reader saw.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "scene.h"

namespace tessera::testing::differential {

struct GeneratorOptions {
    int min_instructions = 4;
    int max_instructions = 20;
    /// Allow OPTION ARB_fragment_program_shadow and the SHADOW targets.
    bool allow_shadow = true;
};

/// A valid !!ARBfp1.0 program for `scene`, the same text for the same seed.
std::string GenerateProgram(const Scene& scene, std::uint32_t seed,
                            const GeneratorOptions& options = {});

/// One case the generator never produces, with the reason.
struct Exclusion {
    const char* what;
    const char* why;
};
const std::vector<Exclusion>& Exclusions();

}  // namespace tessera::testing::differential
