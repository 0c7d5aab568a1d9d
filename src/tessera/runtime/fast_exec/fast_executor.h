// SPDX-License-Identifier: MIT
// The fast fragment executor: a decoded program run on blocks of quads.
//
// A BlockExecutor is one thread's worth of state for one draw: the block register array of
// fast_program.h with the draw's parameters already broadcast into it, and the ISA-specific
// kernel chosen at construction (fast_kernels.h). Shade() takes up to kBlockQuads quads as
// the rasterizer delivers them (array of structures), transposes the attributes the program
// reads into lanes, runs the program's instruction stream (fast_stream.h, decoded once per
// executor) for all lanes, and writes each quad's results exactly as
// RunQuadReference would: the executors are interchangeable, bit for bit, and
// tests/runtime/fast_exec checks it.
//
// A program with an NVIDIA option (FastProgram::IsNv) runs its NvSteps on fast_nv.h's
// masked interpreter instead of the step list; attributes, textures and result processing
// are the same.
//
// Lanes of a block beyond `count` quads are padding: zero inputs, never sampled, results
// dropped. A killed fragment keeps executing (its neighbours may need its coordinates for
// derivatives), as in the reference, until every fragment of its quad is killed: such a
// quad is no longer sampled, and a block whose quads are all killed stops (fast_stream.h).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "runtime/fast_exec/fast_kernels.h"
#include "runtime/fast_exec/fast_program.h"
#include "runtime/fast_exec/fast_stream.h"
#include "runtime/base/fragment.h"
#include "runtime/raster/framebuffer.h"
#include "runtime/raster/rasterizer.h"
#include "runtime/texture/texture.h"

namespace tessera::runtime::exec::fast {

/// A kernel variant: one of the Highway targets the kernels are compiled for
/// (KernelTarget::target, fast_kernels.h).
struct Isa {
    std::int64_t target = 0;
    bool operator==(const Isa&) const = default;
};

/// The variant Highway's dispatch picks for this CPU (the best it runs: AVX-512, AVX2, NEON,
/// SVE...), unless the environment variable TESSERA_FAST_ISA names another one this CPU runs
/// (IsaName's names in any case, e.g. avx2 or scalar).
Isa BestIsa();
/// Every variant this CPU runs, best first (tests run each).
std::vector<Isa> RunnableIsas();
/// hwy::TargetName's name of the variant ("AVX3" is AVX-512).
const char* IsaName(Isa isa);
/// The kernels of `isa`; BestIsa's for a variant this CPU does not run.
RunStepsFunction KernelsFor(Isa isa);
/// The instruction stream's op kernels of `isa` (fast_stream.h), chosen as KernelsFor's.
const OpKernelTable& OpKernelsFor(Isa isa);

struct StoredColors;  // fast_block.cpp

/// result.color's four rows of kLanes floats (FastProgram::ColorRows in the registers).
using ColorRows = std::array<const float*, 4>;

/// Zeros kLanes 32-bit lanes (64-byte aligned) with plain vector stores: GCC turns a
/// zeroing loop or std::fill of this size into `rep stos`, whose start-up costs more than
/// the 256 bytes it writes, once or more per block (fast_block.cpp).
void ZeroLanes(void* lanes);

/// A register row the block path interpolates from the values at a triangle's three
/// vertices (raster::Blend), or fills with value[0] where Blend would return it unchanged
/// (`constant`: the same nonzero finite float at the three; raster::WeightsBounded).
struct InterpolatedRow {
    float* row;
    float value[3];
    bool constant;
};

/// A register row of an affine triangle that InterpolateBlock computes as one value per
/// block plus `steps[lane]`, the same bits as raster::Blend (fast_interpolate.cpp, "Affine
/// rows"); `steps` points at kLanes doubles of the triangle's plan.
struct AffineRow {
    float* row;
    float value[3];
    const double* steps;
};

class BlockExecutor {
  public:
    /// `program` and `draw` must outlive the executor; draw.program is not used (the
    /// decoded program's source is).
    BlockExecutor(const FastProgram& program, const DrawInputs& draw, Isa isa = BestIsa());
    /// Not copyable: the instruction stream points into this executor's registers.
    BlockExecutor(const BlockExecutor&) = delete;
    BlockExecutor& operator=(const BlockExecutor&) = delete;

    /// Shades quads[0..count), count in [1, kBlockQuads], into results[0..count).
    /// `raw_colors`, when given, receives each quad's result.color before result processing
    /// clamps it (RunQuadReference's raw_color, for tests).
    void Shade(const QuadInputs* quads, QuadResults* results, int count,
               std::array<Vec4, kQuadSize>* raw_colors = nullptr);

    /// Shades any number of quads, kBlockQuads at a time.
    void ShadeMany(const QuadInputs* quads, QuadResults* results, std::size_t count);

    /// The fused path of fast_draw (fast_block.cpp): interpolates the attributes of `tri`
    /// at the lanes of the 8x8 block at (bx, by) straight into the registers, runs the
    /// program on the quads `coverage` marks, and resolves their covered fragments into
    /// `framebuffer` (KIL, depth test, writes) exactly as raster::DrawTriangles does with
    /// RunQuadReference. Adds the block's quads and fragments to `stats`. What to
    /// interpolate is planned at the first block of a triangle and kept while the blocks of
    /// the same `tri` and `state` (the same objects, unchanged) follow.
    void ShadeBlock(const raster::SetupTriangle& tri, const raster::BlockCoverage& coverage, int bx,
                    int by, const raster::RasterState& state, raster::Framebuffer& framebuffer,
                    raster::DrawStats& stats);

    /// Whether ShadeBlock of `tri` under `state` reads the barycentric weights of its
    /// coverage (when it does not, raster::CoverBlock may skip them): the program reads an
    /// attribute that is not an affine triangle's exact row or a constant, or
    /// fragment.position's w, or the depth test needs the window z. Plans the triangle.
    bool NeedsWeights(const raster::SetupTriangle& tri, const raster::RasterState& state);

  private:
    void LoadAttributes(const QuadInputs* quads, int count);
    void PrepareTextures();
    void Finish(const QuadInputs* quads, QuadResults* results, int count,
                std::array<Vec4, kQuadSize>* raw_colors) const;
    void Run(std::uint32_t quad_mask);
    /// Per attribute binding of the program, the components (bit c) some step reads.
    static std::vector<std::uint8_t> AttributeComponentsRead(const FastProgram& program);
    static bool Kills(const FastProgram& program);
    /// The parts of PerspectiveBlock the program's attribute reads and fog option need.
    static raster::PerspectiveParts AttributeParts(const FastProgram& program,
                                                   const std::vector<std::uint8_t>& reads);
    raster::PerspectiveParts PerspectiveNeeds(const raster::RasterState& state) const;
    /// Plans InterpolateBlock for the blocks of `tri` under `state` (fast_interpolate.cpp):
    /// which rows to fill and from which vertex values.
    void PrepareTriangle(const raster::SetupTriangle& tri, const raster::RasterState& state);
    void InterpolateBlock(const raster::SetupTriangle& tri, const raster::BlockCoverage& coverage,
                          int bx, int by);
    /// Moves the rows of an affine triangle that need no weights from plan_.rows to
    /// plan_.affine or plan_.filled (fast_interpolate.cpp, "Affine rows").
    void PlanAffineRows(const raster::SetupTriangle& tri);
    void ResolveBlock(const raster::BlockCoverage& coverage, int bx, int by,
                      const raster::RasterState& state, raster::Framebuffer& framebuffer,
                      raster::DrawStats& stats);
    void WriteDepthTested(const StoredColors& stored, const raster::BlockCoverage& coverage,
                          const float* depth, int bx, int by, const raster::RasterState& state,
                          raster::Framebuffer& framebuffer, raster::DrawStats& stats);
    /// Whether every block stores the same colors: no fog option, and result.color is not
    /// written or lies in rows every lane and block shares (constants, parameters, the
    /// prologue's results).
    static bool SameColorsInEveryBlock(const FastProgram& program);
    /// The block's colors as `format` stores them: computed into `scratch`, or once per
    /// executor (and format) when SameColorsInEveryBlock.
    const StoredColors& BlockColors(raster::ColorFormat format, StoredColors& scratch);
    /// The rows result.color is read from; none when the program writes no color.
    std::optional<ColorRows> Color() const;
    void StoreColors(const std::optional<ColorRows>& color, raster::ColorFormat format,
                     StoredColors& stored) const;

    const FastProgram& program_;
    const DrawInputs& draw_;
    RunStepsFunction run_;
    // SampleContext::samplers: the textures the program samples, prepared once.
    std::vector<std::unique_ptr<texture::PreparedTexture>> prepared_;
    std::vector<const texture::PreparedTexture*> samplers_;
    std::vector<float> storage_;
    float* registers_ = nullptr;  ///< storage_, aligned to 64 bytes
    // The per-block steps as an instruction stream over registers_ and scratch_
    // (fast_stream.h), decoded once per executor.
    std::unique_ptr<KernelScratch> scratch_ = std::make_unique<KernelScratch>();
    std::vector<Op> stream_;
    alignas(64) std::int32_t killed_[kLanes] = {};
    // The block path's per-lane values besides the registers: the perspective weights
    // (when not the coverage's own) and what result processing needs (window z, fog
    // coordinate).
    alignas(64) double weights_[3][kLanes] = {};
    alignas(64) float window_z_[kLanes] = {};
    alignas(64) float fogcoord_[kLanes] = {};
    // Where the fog option reads the fog coordinate: fogcoord_, or the row of a
    // fragment.fogcoord.x that steps read (the same values).
    const float* fog_row_ = fogcoord_;
    // PrepareTriangle's plan: what InterpolateBlock computes for each block of a triangle.
    struct TrianglePlan {
        const raster::SetupTriangle* triangle = nullptr;  // planned for (and `state`)
        const raster::RasterState* state = nullptr;
        raster::PerspectiveParts parts{false, false, false};
        std::vector<InterpolatedRow> rows;  // interpolated attribute rows (and fogcoord_)
        std::vector<std::pair<float*, float>> filled;  // rows of one value in every lane
        std::vector<AffineRow> affine;  // rows computed without weights, and their steps
        std::vector<double> affine_steps;
        double inverse_area = 0;  // 1 / area2 of an affine triangle (exact)
        // The window z is read (fragment.position.z, the depth test): `parts.z`, or of an
        // affine triangle `affine_z` (window_z_ without weights) with its values and steps.
        bool window_z = false;
        bool affine_z = false;
        float z_value[3] = {};
        const double* z_steps = nullptr;
        bool unit_inv_w = false;  // fragment.position.w is 1 at every lane (affine triangles)
        // fragment.position's slot, when read, and the components read.
        float* position = nullptr;
        unsigned position_reads = 0;
    };
    TrianglePlan plan_;
    // InterpolateBlock fills only these rows of the attribute registers: the others are
    // never read, so they may keep another block's values.
    const std::vector<std::uint8_t> attribute_reads_ = AttributeComponentsRead(program_);
    const raster::PerspectiveParts attribute_parts_ = AttributeParts(program_, attribute_reads_);
    // The kill mask is zeroed per block only when a KIL can set it. Temporaries need no
    // zeroing: no per-block step reads one before the block writes it (fast_program.h).
    const bool kills_ = Kills(program_);
    const bool same_colors_ = SameColorsInEveryBlock(program_);
    std::shared_ptr<StoredColors> shared_colors_;  // BlockColors' once-per-executor colors
    raster::ColorFormat shared_format_ = raster::ColorFormat::kUnorm8;
    // Whether InterpolateBlock has anything to do besides the window z of a depth test.
    const bool interpolates_ = std::any_of(attribute_reads_.begin(), attribute_reads_.end(),
                                           [](std::uint8_t read) { return read != 0; }) ||
                               program_.Fog() != lang::arbasm::fragment::FogOption::kNone;
};

/// RunQuadReference's contract for one quad, on the fast executor (decodes the program
/// each call: for tests and one-off use; draws keep a BlockExecutor).
void RunQuadFast(const DrawInputs& draw, const QuadInputs& quad, QuadResults& results,
                 Isa isa = BestIsa());

}  // namespace tessera::runtime::exec::fast
