// SPDX-License-Identifier: MIT
// The fast executor's fused block path: rasterizer output straight into registers, and
// registers straight into the framebuffer.
//
// BlockExecutor::Shade takes quads as the rasterizer's generic entry point delivers them
// (every attribute of every fragment interpolated into an array of structures) and
// transposes them; for a full-screen draw that costs more than a short program. Here a
// block is an 8x8 pixel square (raster::BlockCoverage, 16 quads = kLanes lanes): the
// perspective weights are computed once per lane, only the attributes the program reads
// are interpolated, each directly into its register row, and result processing and the
// framebuffer writes run over the lanes. The interpolation is fast_interpolate.cpp's.
//
// The arithmetic is the rasterizer's own (raster::Perspective and raster::Blend, the very
// functions raster::Interpolate calls) and result processing is Finish's and raster's
// Resolve's, so the framebuffer ends up bit for bit as DrawTriangles with RunQuadReference
// leaves it (tests/runtime/fast_exec/fast_draw_test.cpp).
#include <algorithm>
#include <bit>
#include <cstring>
#include <memory>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "runtime/base/clones.h"
#include "runtime/exec/alu.h"
#include "runtime/fast_exec/fast_executor.h"

namespace tessera::runtime::exec::fast {

static_assert(raster::kBlockLanes == kLanes, "a block is one 8x8 pixel square");

// A block's colors as the framebuffer stores them: a float buffer's clamped components
// (color[component][lane]), or an 8-bit buffer's packed values (packed[lane]).
struct StoredColors {
    alignas(64) float color[4][kLanes];
    alignas(64) std::uint32_t packed[kLanes];
};
static_assert(raster::Framebuffer::kClearBlockSide == raster::kBlockSide,
              "a covered square overwrites exactly one block of a pending clear");

namespace {

// Result processing's clamp, fog blend and the framebuffer's conversion for every lane:
// framebuffer.StoreComponent(Saturate(c)) of each component c of the (fogged) color,
// written without branches so that the loops vectorise. Saturate maps NaN to 0 (v > 0 is
// false for NaN) and leaves [0, 1], where FloatToUnorm8 is UnitToUnorm8 (float arithmetic,
// eight lanes a vector); an 8-bit buffer keeps the four values packed as raster::PackUnorm8.
//
// Saturate is two selects, v > 0 ? v : 0 then v < 1 ? v : 1, and each is a loop of its own
// over rows in memory: in one loop GCC merges the two (and a multiplication that follows)
// into a three-way select of several compares and blends per vector, three to four times
// the work of a compare and a blend (or an AND) per select.
inline float AtLeastZero(float value) { return value > 0 ? value : 0.0f; }
inline float AtMostOne(float value) { return value < 1 ? value : 1.0f; }

// Saturate of the first `rows` rows of `color` into `out`.
[[gnu::always_inline]] inline void SaturateRows(const ColorRows& color, float (&out)[4][kLanes],
                                                int rows) {
    for (int c = 0; c < rows; ++c) {
        const float* row = color[c];
        for (int lane = 0; lane < kLanes; ++lane) out[c][lane] = AtLeastZero(row[lane]);
        for (int lane = 0; lane < kLanes; ++lane) out[c][lane] = AtMostOne(out[c][lane]);
    }
}

// The fog option's blend (ApplyFog's f * C + (1 - f) * Saturate(fog.rgb), in its order, of
// the clamped color; alpha unfogged).
struct FogBlend {
    const float* factor;  // FogFactor per lane
    float color[3];       // the saturated fog color
};

// The clamped and fogged color of a float buffer in out.color.
TESSERA_CLONES void StoreLanesFogged(const ColorRows& color, const FogBlend& fog,
                                     StoredColors& out) {
    SaturateRows(color, out.color, 4);
    // 1 - f once per lane: the same operation ApplyFog does per component.
    alignas(64) float rest[kLanes];
    const float* __restrict factor = fog.factor;
    for (int lane = 0; lane < kLanes; ++lane) rest[lane] = 1 - factor[lane];
    for (int c = 0; c < 3; ++c) {
        const float fog_color = fog.color[c];
        float* __restrict stored = out.color[c];
        for (int lane = 0; lane < kLanes; ++lane)
            stored[lane] = factor[lane] * stored[lane] + rest[lane] * fog_color;
    }
    // StoreComponent saturates the fogged value again, which changes nothing: each term is
    // a product of numbers in [0, 1] (f and r = 1 - f as rounded, the saturated colors),
    // at least +0 and, rounding being monotonic, at most f or r; and f + r <= 1 + 2^-25
    // (r is exact for f >= 1/2, else within half an ulp of [1/2, 1) of 1 - f), which
    // rounds to 1. (FogTest.BlendStaysInTheUnitInterval checks 6.5 million blends.)
}

// An unfogged color for a float buffer: the saturated color is what it stores.
TESSERA_CLONES void SaturateLanes(const ColorRows& color, StoredColors& out) {
    SaturateRows(color, out.color, 4);
}

// Saturate for a packing loop: v > 0 ? v : 0 (NaN to 0) as SaturateRows' first select, then
// the clamp to 1 as an unsigned minimum of the bits, which orders non-negative floats as
// their values (one integer instruction where the float select takes a compare and a
// blend, and GCC keeps it apart from the conversion that follows).
inline float SaturatedForPacking(float value) {
    const float positive = AtLeastZero(value);
    const std::uint32_t bits = std::bit_cast<std::uint32_t>(positive);
    constexpr std::uint32_t kOneBits = 0x3f800000u;
    return std::bit_cast<float>(bits < kOneBits ? bits : kOneBits);
}

// The 8-bit value of a float in [0, 1], in the bits PackUnorm8 puts it at.
inline std::uint32_t Unorm8Bits(float unit) {
    return static_cast<std::uint32_t>(raster::UnitToUnorm8(unit));
}

// An unfogged color for an 8-bit buffer: saturated and packed in one loop, the packed values
// only (all that an 8-bit buffer reads): 6% of a two-instruction program's time less than
// saturating the rows first and packing them in a second loop (PackLanesFogged likewise).
TESSERA_CLONES void PackLanesPlain(const ColorRows& color, StoredColors& out) {
    const float* r = color[0];  // (may be the same row: a copy's swizzle repeats one)
    const float* g = color[1];
    const float* b = color[2];
    const float* a = color[3];
    std::uint32_t* __restrict packed = out.packed;
    for (int lane = 0; lane < kLanes; ++lane) {
        const auto unorm = [](float v) { return Unorm8Bits(SaturatedForPacking(v)); };
        packed[lane] =
            unorm(r[lane]) | unorm(g[lane]) << 8 | unorm(b[lane]) << 16 | unorm(a[lane]) << 24;
    }
}

// A fogged color for an 8-bit buffer in one loop: StoreLanesFogged's values (Saturate as
// SaturatedForPacking, which gives the same floats, then the blend in ApplyFog's order,
// which stays in [0, 1]), converted and packed without rows in between: 6 to 9% of
// example/fog.fp's and generated/200-0's draw less than StoreLanesFogged and a packing
// loop. (Before SaturatedForPacking the fused loop measured no faster: GCC merged the two
// float selects and the multiplication into a three-way select.)
TESSERA_CLONES void PackLanesFogged(const ColorRows& color, const FogBlend& fog,
                                    StoredColors& out) {
    const float* r = color[0];
    const float* g = color[1];
    const float* b = color[2];
    const float* a = color[3];
    const float* __restrict factor = fog.factor;
    const float fog_r = fog.color[0], fog_g = fog.color[1], fog_b = fog.color[2];
    std::uint32_t* __restrict packed = out.packed;
    for (int lane = 0; lane < kLanes; ++lane) {
        const float f = factor[lane];
        const float rest = 1 - f;
        const auto fogged = [&](float v, float fog_color) {
            return Unorm8Bits(f * SaturatedForPacking(v) + rest * fog_color);
        };
        packed[lane] = fogged(r[lane], fog_r) | fogged(g[lane], fog_g) << 8 |
                       fogged(b[lane], fog_b) << 16 |
                       Unorm8Bits(SaturatedForPacking(a[lane])) << 24;
    }
}

// The fog factors of a block's lanes, FogFactor's bits (alu.h's FogFactorRow: the option
// switched once, each case a loop), for the CPU's vectors.
TESSERA_CLONES void FogFactors(lang::arbasm::fragment::FogOption option, const FogParameters& fog,
                               const float* coord, float* factor) {
    FogFactorRow(option, fog, coord, factor, kLanes);
}

// Whether every lane's flag (0 or 1 a byte) is 1, eight at a time.
bool AllLanesSet(const std::uint8_t (&flags)[kLanes]) {
    std::uint64_t all = ~std::uint64_t{0};
    for (int lane = 0; lane < kLanes; lane += 8) {
        std::uint64_t eight;
        std::memcpy(&eight, flags + lane, sizeof eight);
        all &= eight;
    }
    return all == 0x0101010101010101u;
}

// Whether every lane is covered and none killed (the common case inside a triangle);
// `killed` is null for a program without KIL.
// The coverage flags eight at a time, the kill flags in a separate loop: one loop over both
// widens every byte to 32 bits first.
bool WholeBlockWritten(const raster::BlockCoverage& coverage, const std::int32_t* killed) {
    if (!AllLanesSet(coverage.covered)) return false;
    if (killed == nullptr) return true;  // the program has no KIL
    std::int32_t any_killed = 0;
    for (int lane = 0; lane < kLanes; ++lane) any_killed |= killed[lane];
    return any_killed == 0;
}

// Four quads (16 lanes of 4 bytes, a row of quads of the square) written to their two pixel
// rows (WriteQuadRow) or read from them (ReadQuadRow): quad q's lanes 4q, 4q + 1 are
// bottom[2q ..], its lanes 4q + 2, 4q + 3 top[2q ..]. With SSE2 each row is two 16-byte
// stores or loads, the quads' 64-bit halves unpacked (half the accesses of the 8-byte pairs).
void WriteQuadRow(const void* quads, void* bottom, void* top) {
#if defined(__SSE2__)
    const auto* lanes = static_cast<const __m128i*>(quads);
    const __m128i q0 = _mm_load_si128(lanes), q1 = _mm_load_si128(lanes + 1);
    const __m128i q2 = _mm_load_si128(lanes + 2), q3 = _mm_load_si128(lanes + 3);
    auto* low = static_cast<__m128i*>(bottom);
    auto* high = static_cast<__m128i*>(top);
    _mm_storeu_si128(low, _mm_unpacklo_epi64(q0, q1));
    _mm_storeu_si128(low + 1, _mm_unpacklo_epi64(q2, q3));
    _mm_storeu_si128(high, _mm_unpackhi_epi64(q0, q1));
    _mm_storeu_si128(high + 1, _mm_unpackhi_epi64(q2, q3));
#else
    constexpr std::size_t kPair = 8;
    const auto* lanes = static_cast<const unsigned char*>(quads);
    for (int q = 0; q < 4; ++q) {
        std::memcpy(static_cast<unsigned char*>(bottom) + q * kPair, lanes + 2 * q * kPair, kPair);
        std::memcpy(static_cast<unsigned char*>(top) + q * kPair, lanes + (2 * q + 1) * kPair, kPair);
    }
#endif
}

void ReadQuadRow(const void* bottom, const void* top, void* quads) {
#if defined(__SSE2__)
    const auto* low = static_cast<const __m128i*>(bottom);
    const auto* high = static_cast<const __m128i*>(top);
    const __m128i b0 = _mm_loadu_si128(low), b1 = _mm_loadu_si128(low + 1);
    const __m128i t0 = _mm_loadu_si128(high), t1 = _mm_loadu_si128(high + 1);
    auto* lanes = static_cast<__m128i*>(quads);
    _mm_store_si128(lanes, _mm_unpacklo_epi64(b0, t0));
    _mm_store_si128(lanes + 1, _mm_unpackhi_epi64(b0, t0));
    _mm_store_si128(lanes + 2, _mm_unpacklo_epi64(b1, t1));
    _mm_store_si128(lanes + 3, _mm_unpackhi_epi64(b1, t1));
#else
    constexpr std::size_t kPair = 8;
    auto* lanes = static_cast<unsigned char*>(quads);
    for (int q = 0; q < 4; ++q) {
        std::memcpy(lanes + 2 * q * kPair, static_cast<const unsigned char*>(bottom) + q * kPair, kPair);
        std::memcpy(lanes + (2 * q + 1) * kPair, static_cast<const unsigned char*>(top) + q * kPair, kPair);
    }
#endif
}

// Writes the stored colors of a whole 8x8 square to the framebuffer. Quad q's lanes 4q ..
// 4q+3 are its pixels (0,0), (1,0), (0,1), (1,1) (raster::LaneX, LaneY): two adjacent
// pixels of one row, two of the row above. A float buffer's pixels come out of one 4x4
// transpose of the quad's four component rows; an 8-bit buffer's are already packed.
void WriteWholeBlock(const StoredColors& colors, int bx, int by, raster::Framebuffer& framebuffer) {
    framebuffer.OverwriteBlock(bx, by);  // a pending clear of the square is never seen
    if (framebuffer.Format() == raster::ColorFormat::kUnorm8) {
        // Pixel row 2r + i of the square is the lanes 4q + 2i, 4q + 2i + 1 of the quads
        // q = 4r .. 4r + 3, left to right.
        for (int r = 0; r < raster::kBlockSide / 2; ++r)
            WriteQuadRow(colors.packed + 16 * r, framebuffer.PackedRow(bx, by + 2 * r),
                         framebuffer.PackedRow(bx, by + 2 * r + 1));
        return;
    }
    for (int q = 0; q < raster::kBlockQuadCount; ++q) {
        const int lane = q * exec::kQuadSize;
        const int x = bx + raster::LaneX(lane);
        const int y = by + raster::LaneY(lane);
        Vec4* bottom = framebuffer.StoredRow(x, y);
        Vec4* top = framebuffer.StoredRow(x, y + 1);
#if defined(__SSE2__)
        __m128 p0 = _mm_load_ps(colors.color[0] + lane);
        __m128 p1 = _mm_load_ps(colors.color[1] + lane);
        __m128 p2 = _mm_load_ps(colors.color[2] + lane);
        __m128 p3 = _mm_load_ps(colors.color[3] + lane);
        _MM_TRANSPOSE4_PS(p0, p1, p2, p3);  // p<i> is now lane + i's (r, g, b, a)
        _mm_storeu_ps(bottom[0].data(), p0);
        _mm_storeu_ps(bottom[1].data(), p1);
        _mm_storeu_ps(top[0].data(), p2);
        _mm_storeu_ps(top[1].data(), p3);
#else
        Vec4* pixel[4] = {&bottom[0], &bottom[1], &top[0], &top[1]};
        for (int i = 0; i < exec::kQuadSize; ++i)
            for (int c = 0; c < 4; ++c) (*pixel[i])[c] = colors.color[c][lane + i];
#endif
    }
}

// Writes the stored color of every covered lane not killed (`killed` null for a program
// without KIL) that passed the depth test (`passes` null without one), and its depth when
// `depth` is given, of a square not written whole: the pixels the per-lane loop of
// ResolveBlock would write, in any order (each is written once). The square's pending
// clear is written first, once (the square is one block of the clear), instead of looked
// up at every pixel by WritePacked.
void WriteKeptLanes(const StoredColors& colors, const raster::BlockCoverage& coverage,
                    const std::int32_t* killed, const std::uint8_t* passes, const float* depth,
                    int bx, int by, raster::Framebuffer& framebuffer, raster::DrawStats& stats) {
    framebuffer.MaterializeBlock(bx, by);
    const bool unorm8 = framebuffer.Format() == raster::ColorFormat::kUnorm8;
    std::size_t covered = 0, written = 0;
    for (int lane = 0; lane < kLanes; ++lane) {
        if (!coverage.covered[lane]) continue;
        ++covered;
        if (killed != nullptr && killed[lane]) continue;
        if (passes != nullptr && !passes[lane]) continue;
        ++written;
        const int x = bx + raster::LaneX(lane);
        const int y = by + raster::LaneY(lane);
        if (depth != nullptr) framebuffer.WriteDepth(x, y, depth[lane]);
        if (unorm8) {
            *framebuffer.PackedRow(x, y) = colors.packed[lane];
        } else {
            const float(&c)[4][kLanes] = colors.color;
            *framebuffer.StoredRow(x, y) = {c[0][lane], c[1][lane], c[2][lane], c[3][lane]};
        }
    }
    stats.covered += covered;
    stats.written += written;
}

// raster::DepthPasses(func, z, stored) of every lane, 0 or 1 in `passes`: the function
// switched once, each comparison a loop that vectorises.
TESSERA_CLONES void DepthTest(raster::DepthFunc func, const float (&z)[kLanes],
                              const float (&stored)[kLanes], std::uint8_t (&passes)[kLanes]) {
    const auto test = [&](auto compare) {
        for (int lane = 0; lane < kLanes; ++lane) passes[lane] = compare(z[lane], stored[lane]);
    };
    switch (func) {
        case raster::DepthFunc::kNever:
            return test([](float, float) { return false; });
        case raster::DepthFunc::kLess:
            return test([](float a, float b) { return a < b; });
        case raster::DepthFunc::kEqual:
            return test([](float a, float b) { return a == b; });
        case raster::DepthFunc::kLequal:
            return test([](float a, float b) { return a <= b; });
        case raster::DepthFunc::kGreater:
            return test([](float a, float b) { return a > b; });
        case raster::DepthFunc::kNotequal:
            return test([](float a, float b) { return a != b; });
        case raster::DepthFunc::kGequal:
            return test([](float a, float b) { return a >= b; });
        case raster::DepthFunc::kAlways:
            return test([](float, float) { return true; });
    }
}

}  // namespace

// Finish (3.11.4.4, 3.11.4.5.1) and raster's Resolve (GL 1.4 section 4.1.5) per lane. The
// colors are clamped, fogged and converted a row at a time first (Saturate, ApplyFog's
// blend, then the framebuffer's own conversion, as WriteColor would make it), then written
// a quad at a time when the whole square is kept, else pixel by pixel (without a depth
// test, WriteKeptLanes).
void BlockExecutor::ResolveBlock(const raster::BlockCoverage& coverage, int bx, int by,
                                 const raster::RasterState& state, raster::Framebuffer& framebuffer,
                                 raster::DrawStats& stats) {
    const float* depth = program_.WritesDepth() && program_.DepthSlot() >= 0
                             ? registers_ + program_.DepthSlot() + 2 * kRowFloats
                             : nullptr;
    StoredColors scratch;
    const StoredColors& stored = BlockColors(framebuffer.Format(), scratch);
    if (!state.depth_test) {
        const std::int32_t* killed = kills_ ? killed_ : nullptr;
        if (WholeBlockWritten(coverage, killed)) {
            // Every pixel of the square is covered and kept, and nothing is tested: the
            // per-lane loop below would write each stored color, a quad at a time here.
            stats.covered += kLanes;
            stats.written += kLanes;
            WriteWholeBlock(stored, bx, by, framebuffer);
        } else {
            WriteKeptLanes(stored, coverage, killed, nullptr, nullptr, bx, by, framebuffer, stats);
        }
        return;
    }
    WriteDepthTested(stored, coverage, depth, bx, by, state, framebuffer, stats);
}

// The depth test (GL 1.4 section 4.1.5) of a square's covered lanes not killed, then the
// depth and color writes of those that pass. The incoming and stored depths and the test
// are computed for all 64 lanes at once (the stored depths read a row of quads at a time,
// the comparison switched once, each case a loop); a square whose every lane passes is
// written whole (WriteWholeBlock, and its depths a row at a time), else its pending clear is
// written once and the passing lanes one by one. Every pixel is tested against its own
// stored depth, so this writes what a per-lane test and write would.
void BlockExecutor::WriteDepthTested(const StoredColors& stored,
                                     const raster::BlockCoverage& coverage, const float* depth,
                                     int bx, int by, const raster::RasterState& state,
                                     raster::Framebuffer& framebuffer, raster::DrawStats& stats) {
    alignas(64) float z[kLanes];
    if (depth != nullptr) {
        for (int lane = 0; lane < kLanes; ++lane) z[lane] = Saturate(depth[lane]);
    } else {
        std::copy_n(window_z_, kLanes, z);
    }
    alignas(64) float buffer_z[kLanes];
    if (bx + raster::kBlockSide <= framebuffer.Width() &&
        by + raster::kBlockSide <= framebuffer.Height()) {
        for (int r = 0; r < raster::kBlockSide / 2; ++r)
            ReadQuadRow(framebuffer.DepthRow(bx, by + 2 * r),
                        framebuffer.DepthRow(bx, by + 2 * r + 1), buffer_z + 16 * r);
    } else {  // a square sticking out of the buffer: only its covered lanes are inside
        for (int lane = 0; lane < kLanes; ++lane)
            buffer_z[lane] = coverage.covered[lane] ? framebuffer.DepthAt(bx + raster::LaneX(lane),
                                                                          by + raster::LaneY(lane))
                                                    : 0.0f;
    }
    alignas(64) std::uint8_t passes[kLanes];
    DepthTest(state.depth_func, z, buffer_z, passes);
    // The value a passing lane writes to the depth buffer.
    for (int lane = 0; lane < kLanes; ++lane) z[lane] = std::clamp(z[lane], 0.0f, 1.0f);
    if (AllLanesSet(passes) && WholeBlockWritten(coverage, kills_ ? killed_ : nullptr)) {
        stats.covered += kLanes;
        stats.written += kLanes;
        WriteWholeBlock(stored, bx, by, framebuffer);
        if (!state.depth_write) return;
        for (int r = 0; r < raster::kBlockSide / 2; ++r)
            WriteQuadRow(z + 16 * r, framebuffer.DepthRow(bx, by + 2 * r),
                         framebuffer.DepthRow(bx, by + 2 * r + 1));
        return;
    }
    WriteKeptLanes(stored, coverage, killed_, passes, state.depth_write ? z : nullptr, bx, by,
                   framebuffer, stats);
}

bool BlockExecutor::SameColorsInEveryBlock(const FastProgram& program) {
    if (program.Fog() != lang::arbasm::fragment::FogOption::kNone) return false;
    const Layout& layout = program.GetLayout();
    // The prologue's results are computed once per executor, into slots of their own.
    const auto prologue_writes = [&](std::uint32_t slot) {
        return std::any_of(program.Prologue().begin(), program.Prologue().end(),
                           [&](const Step& step) { return step.dst / kSlotFloats == slot; });
    };
    for (const std::int64_t row : program.ColorRows()) {
        if (row < 0) return true;  // no color: zeros
        const auto slot = static_cast<std::uint32_t>(row / kSlotFloats);
        // The constant slot (0) and the parameters (broadcast once per executor) too; no
        // per-block step writes any of them.
        const bool shared = slot == 0 || (slot >= layout.parameters && slot < layout.trash) ||
                            (slot >= layout.uniforms && prologue_writes(slot));
        if (!shared) return false;
    }
    return true;
}

const StoredColors& BlockExecutor::BlockColors(raster::ColorFormat format, StoredColors& scratch) {
    if (!same_colors_) {
        StoreColors(Color(), format, scratch);
        return scratch;
    }
    if (shared_colors_ == nullptr || shared_format_ != format) {
        if (shared_colors_ == nullptr) shared_colors_ = std::make_shared<StoredColors>();
        StoreColors(Color(), format, *shared_colors_);
        shared_format_ = format;
    }
    return *shared_colors_;
}

// The color every lane would store (no `color`: the program writes no color, which reads
// as zeros, stored as zeros, and has no fog applied: AppliedFog): the saturated color, or
// with a fog option ApplyFog's result (FogBlend), converted as the framebuffer stores it.
void BlockExecutor::StoreColors(const std::optional<ColorRows>& color, raster::ColorFormat format,
                                StoredColors& stored) const {
    const lang::arbasm::fragment::FogOption fog = program_.Fog();
    if (fog == lang::arbasm::fragment::FogOption::kNone) {
        if (!color) {  // zeros, in the part of `stored` the format reads
            if (format == raster::ColorFormat::kUnorm8) {
                ZeroLanes(stored.packed);
            } else {
                for (float* row : stored.color) ZeroLanes(row);
            }
            return;
        }
        if (format == raster::ColorFormat::kUnorm8)
            PackLanesPlain(*color, stored);
        else
            SaturateLanes(*color, stored);
        return;
    }
    alignas(64) static constexpr float kZeros[kLanes] = {};
    alignas(64) float factor[kLanes];
    FogFactors(fog, draw_.fog, fog_row_, factor);
    FogBlend blend{factor, {}};
    for (int c = 0; c < 3; ++c) blend.color[c] = Saturate(draw_.fog.color[c]);
    const ColorRows rows = color.value_or(ColorRows{kZeros, kZeros, kZeros, kZeros});
    if (format == raster::ColorFormat::kUnorm8)
        PackLanesFogged(rows, blend, stored);
    else
        StoreLanesFogged(rows, blend, stored);
}

namespace {

// The number of set bits of a block's quad mask, without std::popcount: baseline x86-64
// has no popcnt instruction, and GCC calls libgcc's __popcountdi2 for it.
int QuadCount(std::uint32_t quads) {
    quads = quads - ((quads >> 1) & 0x55555555u);
    quads = (quads & 0x33333333u) + ((quads >> 2) & 0x33333333u);
    quads = (quads + (quads >> 4)) & 0x0F0F0F0Fu;
    return static_cast<int>((quads * 0x01010101u) >> 24);
}

}  // namespace

void ZeroLanes(void* lanes) {
#if defined(__SSE2__)
    float* p = static_cast<float*>(lanes);
    const __m128 zero = _mm_setzero_ps();
#pragma GCC unroll 16  // unrolled before GCC could see a memset in the loop
    for (int i = 0; i < kLanes / 4; ++i) _mm_store_ps(p + 4 * i, zero);
#else
    std::memset(lanes, 0, kLanes * sizeof(float));
#endif
}

void BlockExecutor::ShadeBlock(const raster::SetupTriangle& tri,
                               const raster::BlockCoverage& coverage, int bx, int by,
                               const raster::RasterState& state, raster::Framebuffer& framebuffer,
                               raster::DrawStats& stats) {
    if (&tri != plan_.triangle || &state != plan_.state) PrepareTriangle(tri, state);
    if (interpolates_ || plan_.window_z) InterpolateBlock(tri, coverage, bx, by);
    Run(coverage.quads);
    stats.quads += static_cast<std::size_t>(QuadCount(coverage.quads));
    ResolveBlock(coverage, bx, by, state, framebuffer, stats);
}

}  // namespace tessera::runtime::exec::fast
