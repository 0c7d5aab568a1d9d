// SPDX-License-Identifier: MIT
// Random inputs for running fragment programs outside a GL context: texture units with a
// texture on every target, resolved parameters, quads of fragments, and an exact comparison
// of two executors' results. Shared by the fast executor's differential test and the
// benchmarks (bench/), so both exercise the same kinds of inputs.
//
// The inputs are deliberately hostile where the differential test wants them to be: with
// `specials`, attributes and parameters include NaN, infinities, -0, denormals and huge
// values, and quads get random coverage, so every NaN rule and every branch of the sampler
// (wraps, LOD, cube faces, shadow comparisons) is reached by both executors.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "lang/common/arbasm/fragment_program.h"
#include "runtime/base/fragment.h"
#include "runtime/texture/texture.h"

namespace tessera::testing::fast_exec {

using runtime::exec::QuadInputs;
using runtime::exec::QuadResults;
using support::Vec4;

/// Units [0, units) get a texture on each of the five targets: random RGBA texels of
/// `size` texels a side (cube faces and 3D included), mipmapped, with filters and wraps
/// chosen by the seed. On odd units the 1D, 2D and RECT textures are DEPTH_COMPONENT with
/// the ARB_shadow comparison on, for the SHADOW targets.
std::shared_ptr<runtime::texture::TextureUnits> MakeTextureUnits(std::uint32_t seed, int units = 16,
                                                                 int size = 8);

/// One value for every entry of program.parameters: constants as written, env, local and
/// state bindings random.
std::vector<Vec4> ResolveParameters(const lang::arbasm::fragment::Program& program, std::mt19937& random,
                                    bool specials);

/// Random fog parameters.
runtime::exec::FogParameters MakeFog(std::mt19937& random);

/// `count` quads with random attributes (affine across each quad when !specials, so
/// derivatives look like a real draw's) and random coverage.
std::vector<QuadInputs> MakeQuads(std::mt19937& random, std::size_t count, bool specials);

/// "" when `a` and `b` kill the same fragments and hold the same bits for the others (any
/// NaN equals any NaN; a killed fragment has no results), else the first difference. With
/// `raw_a` and `raw_b` (result.color before the clamp), those too.
std::string CompareResults(const QuadResults& a, const QuadResults& b,
                           const std::array<Vec4, runtime::exec::kQuadSize>* raw_a = nullptr,
                           const std::array<Vec4, runtime::exec::kQuadSize>* raw_b = nullptr);

}  // namespace tessera::testing::fast_exec
