// SPDX-License-Identifier: MIT
// The programs and inputs every benchmark runs: one definition, so the kernel benchmarks and
// the side-by-side comparison with Mesa measure the same work.
//
// Programs come from three places: piglit's ARBfp1.0 asmparsertest files that are meant to
// load (when the piglit cache is there), examples/arbfp/*.fp, and long programs from the
// differential test's generator (tests/differential), 20 to 400 instructions with textures.
// Textures are described once (BenchTexture: RGBA8 texels, or depths for SHADOW targets)
// and turned into Tessera texture objects here and into GL textures by bench/vs-mesa, so
// both renderers sample the same images with the same filters.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "lang/common/arbasm/fragment_program.h"
#include "runtime/base/fragment.h"
#include "runtime/raster/rasterizer.h"
#include "runtime/texture/texture.h"

namespace tessera::bench {

using support::Vec4;

struct BenchProgram {
    std::string name;  ///< e.g. "piglit/abs-01.txt", "example/rings.fp", "generated/200-1"
    std::string text;
};

/// piglit's loadable ARBfp1.0 files (empty when the cache is missing or not built in).
std::vector<BenchProgram> PiglitPrograms();
/// examples/arbfp/*.fp, sorted by name.
std::vector<BenchProgram> ExamplePrograms();
/// Generated programs of each length in `lengths`, `per_length` seeds each (empty when the
/// generator is not built in).
std::vector<BenchProgram> GeneratedPrograms(const std::vector<int>& lengths, int per_length);

/// One texture a program samples: a square image of `size` texels a side (a cube of them
/// for 3D, six faces for CUBE), mipmapped with LINEAR_MIPMAP_LINEAR except for RECT and
/// depth textures (LINEAR / NEAREST), wrap REPEAT (CLAMP_TO_EDGE for RECT).
struct BenchTexture {
    int unit = 0;
    lang::arbasm::fragment::TextureTarget target = lang::arbasm::fragment::TextureTarget::k2D;
    int size = 0;
    int layers = 1;                  ///< depth of a 3D texture, 6 for a cube map, else 1
    std::vector<std::uint8_t> rgba;  ///< size*size*layers*4 bytes (color textures)
    std::vector<float> depth;        ///< size*size values (SHADOW targets)
    bool IsDepth() const { return !depth.empty(); }
};

/// The textures `program` samples (Program::unit_targets), with deterministic contents.
std::vector<BenchTexture> MakeBenchTextures(const lang::arbasm::fragment::Program& program);

/// Tessera texture units holding `textures`.
std::shared_ptr<runtime::texture::TextureUnits> MakeTesseraTextures(
    const std::vector<BenchTexture>& textures);

/// Values of program.env[i] and program.local[i] for i < 16 (given to both renderers).
Vec4 EnvParameter(int index);
Vec4 LocalParameter(int index);
/// Every entry of program.parameters: constants as written, env and local from the
/// functions above, GL state bindings (which Mesa takes from its own default state) 0.5.
std::vector<Vec4> ResolveParameters(const lang::arbasm::fragment::Program& program);

/// The per-corner attributes of the benchmark quad, corners (-1,-1), (1,-1), (1,1), (-1,1):
/// colors and fog coordinate ramps, texture coordinate set t running over [0, 2^(t%3)].
struct Corner {
    Vec4 position;
    Vec4 color;
    Vec4 secondary;
    Vec4 texcoord[8];
    float fogcoord;
};
Corner QuadCorner(int corner);

/// The two clip-space triangles (0,1,2), (0,2,3) of the benchmark quad for Tessera.
std::vector<runtime::raster::Vertex> QuadTriangles();

}  // namespace tessera::bench
