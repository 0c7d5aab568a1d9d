// The fast executor's fused block path: rasterizer output straight into registers, and
// registers straight into the framebuffer.
//
// BlockExecutor::Shade takes quads as the rasterizer's generic entry point delivers them
// (every attribute of every fragment interpolated into an array of structures) and
// transposes them; for a full-screen draw that costs more than a short program. Here a
// block is an 8x8 pixel square (raster::BlockCoverage, 16 quads = kLanes lanes): the
// perspective weights are computed once per lane, only the attributes the program reads
// are interpolated, each directly into its register row, and result processing and the
// framebuffer writes run over the lanes.
//
// The arithmetic is the rasterizer's own (raster::Perspective and raster::Blend, the very
// functions raster::Interpolate calls) and result processing is Finish's and raster's
// Resolve's, so the framebuffer ends up bit for bit as DrawTriangles with RunQuadReference
// leaves it (tests/runtime/fast_exec/fast_draw_test.cpp).
#include <algorithm>
#include <bit>

#include "runtime/exec/alu.h"
#include "runtime/exec/fast_executor.h"
#include "runtime/raster/clones.h"

namespace tessera::runtime::exec::fast {

using lang::arbfp::AttributeBinding;
using raster::Vertex;

static_assert(raster::kBlockLanes == kLanes, "a block is one 8x8 pixel square");

namespace {

// The vertex value an attribute binding reads (Table X.1); null for position, which is
// not a vertex attribute, and for texture coordinate sets that do not exist.
const Vec4* VertexValue(const AttributeBinding& binding, const Vertex& v) {
    switch (binding.kind) {
        case AttributeBinding::Kind::kColorPrimary:
            return &v.color;
        case AttributeBinding::Kind::kColorSecondary:
            return &v.secondary;
        case AttributeBinding::Kind::kTexCoord:
            return binding.unit < kMaxTextureCoords ? &v.texcoord[binding.unit] : nullptr;
        case AttributeBinding::Kind::kFogCoord:
        case AttributeBinding::Kind::kPosition:
            return nullptr;
    }
    return nullptr;
}

// One interpolated register row: out[lane] for a0, a1, a2 at the three vertices.
TESSERA_CLONES void BlendRow(const double (&weights)[3][kLanes], float a0, float a1, float a2,
                             float* out) {
    for (int lane = 0; lane < kLanes; ++lane) {
        out[lane] = raster::Blend(weights[0][lane], weights[1][lane], weights[2][lane], a0, a1, a2);
    }
}

}  // namespace

void BlockExecutor::InterpolateBlock(const raster::SetupTriangle& tri,
                                     const raster::BlockCoverage& coverage, int bx, int by) {
    alignas(64) double inv_w_exact[kLanes];
    alignas(64) double z_exact[kLanes];
    raster::PerspectiveBlock(tri, coverage, weights_, inv_w_exact, z_exact);
    alignas(64) float inv_w[kLanes];
    for (int lane = 0; lane < kLanes; ++lane) {
        inv_w[lane] = static_cast<float>(inv_w_exact[lane]);
        window_z_[lane] = static_cast<float>(z_exact[lane]);
    }
    const Vertex* v[3] = {tri.v[0].attributes, tri.v[1].attributes, tri.v[2].attributes};
    const bool fog_option = program_.Source().fog != lang::arbfp::FogOption::kNone;
    bool fog_read = false;
    const Layout& layout = program_.GetLayout();
    const auto& bindings = program_.Source().attributes;
    for (std::size_t k = 0; k < bindings.size(); ++k) {
        float* slot = registers_ + (layout.attributes + k) * kSlotFloats;
        const AttributeBinding& binding = bindings[k];
        if (binding.kind == AttributeBinding::Kind::kPosition) {
            // raster::Interpolate's (x + 0.5, y + 0.5, z, 1/w).
            for (int lane = 0; lane < kLanes; ++lane) {
                slot[lane] = static_cast<float>(bx + raster::LaneX(lane) + 0.5);
                slot[kRowFloats + lane] = static_cast<float>(by + raster::LaneY(lane) + 0.5);
            }
            std::copy_n(window_z_, kLanes, slot + 2 * kRowFloats);
            std::copy_n(inv_w, kLanes, slot + 3 * kRowFloats);
            continue;
        }
        if (binding.kind == AttributeBinding::Kind::kFogCoord) {
            BlendRow(weights_, v[0]->fogcoord, v[1]->fogcoord, v[2]->fogcoord, slot);
            std::fill_n(slot + kRowFloats, 2 * kRowFloats, 0.0f);
            std::fill_n(slot + 3 * kRowFloats, kRowFloats, 1.0f);
            if (fog_option && !fog_read) std::copy_n(slot, kLanes, fogcoord_);
            fog_read = true;
            continue;
        }
        const Vec4* a[3] = {VertexValue(binding, *v[0]), VertexValue(binding, *v[1]),
                            VertexValue(binding, *v[2])};
        for (int c = 0; c < 4; ++c) {
            float* row = slot + c * kRowFloats;
            if (a[0] == nullptr) {
                std::fill_n(row, kLanes, c == 3 ? 1.0f : 0.0f);  // a missing set reads (0,0,0,1)
            } else {
                BlendRow(weights_, (*a[0])[c], (*a[1])[c], (*a[2])[c], row);
            }
        }
    }
    if (fog_option && !fog_read)
        BlendRow(weights_, v[0]->fogcoord, v[1]->fogcoord, v[2]->fogcoord, fogcoord_);
}

namespace {

// Result processing's clamp and the framebuffer's conversion for one component row:
// framebuffer.StoreComponent(Saturate(color[lane])), written without branches so that the
// loop vectorises. Saturate maps NaN to 0 (v > 0 is false for NaN) and leaves [0, 1], where
// FloatToUnorm8's three cases all equal trunc(double(v * 255) + 0.5) (0 for 0, 255 for 1).
TESSERA_CLONES void StoreRow(raster::ColorFormat format, const float* __restrict color,
                             float* __restrict stored) {
    if (format == raster::ColorFormat::kUnorm8) {
        for (int lane = 0; lane < kLanes; ++lane) {
            float v = color[lane] > 0 ? color[lane] : 0.0f;
            v = v > 1 ? 1.0f : v;
            const int unorm = static_cast<int>(static_cast<double>(v * 255.0f) + 0.5);
            stored[lane] = static_cast<float>(unorm) / 255.0f;
        }
        return;
    }
    for (int lane = 0; lane < kLanes; ++lane) {
        const float v = color[lane] > 0 ? color[lane] : 0.0f;
        stored[lane] = v > 1 ? 1.0f : v;
    }
}

// Whether every lane is covered and none killed (the common case inside a triangle).
bool WholeBlockWritten(const raster::BlockCoverage& coverage, const std::int32_t* killed) {
    int missing = 0;
    for (int lane = 0; lane < kLanes; ++lane)
        missing |= (coverage.covered[lane] == 0) | killed[lane];
    return missing == 0;
}

// The lane of pixel (x, y) of the square: the inverse of raster::LaneX and LaneY.
struct LaneTable {
    int lane[raster::kBlockSide][raster::kBlockSide];
    constexpr LaneTable() : lane() {
        for (int l = 0; l < kLanes; ++l) lane[raster::LaneY(l)][raster::LaneX(l)] = l;
    }
    constexpr const int* operator[](int y) const { return lane[y]; }
};
constexpr LaneTable kLaneAt;

}  // namespace

// Finish (3.11.4.4, 3.11.4.5.1) and raster's Resolve (GL 1.4 section 4.1.5) per lane. The
// colors are clamped and converted a row at a time first (Saturate, then the framebuffer's
// own conversion, as WriteColor would make it); fog needs the clamped color per fragment.
void BlockExecutor::ResolveBlock(const raster::BlockCoverage& coverage, int bx, int by,
                                 const raster::RasterState& state, raster::Framebuffer& framebuffer,
                                 raster::DrawStats& stats) const {
    const lang::arbfp::FogOption fog = program_.Source().fog;
    const float* color = program_.ColorSlot() >= 0 ? registers_ + program_.ColorSlot() : nullptr;
    const float* depth = program_.WritesDepth() && program_.DepthSlot() >= 0
                             ? registers_ + program_.DepthSlot() + 2 * kRowFloats
                             : nullptr;
    alignas(64) float stored[4][kLanes];
    const bool fogged = fog != lang::arbfp::FogOption::kNone;
    if (!fogged) {
        for (int c = 0; c < 4; ++c) {
            if (color != nullptr)
                StoreRow(framebuffer.Format(), color + c * kRowFloats, stored[c]);
            else
                std::fill_n(stored[c], kLanes, framebuffer.StoreComponent(0.0f));
        }
    }
    if (!fogged && !state.depth_test && WholeBlockWritten(coverage, killed_)) {
        // Every pixel of the square is covered and kept, and nothing is tested: the
        // per-lane loop below would write each stored color, a pixel row at a time here.
        stats.covered += kLanes;
        stats.written += kLanes;
        for (int y = 0; y < raster::kBlockSide; ++y) {
            Vec4* row = framebuffer.StoredRow(bx, by + y);
            for (int x = 0; x < raster::kBlockSide; ++x) {
                const int lane = kLaneAt[y][x];
                row[x] = {stored[0][lane], stored[1][lane], stored[2][lane], stored[3][lane]};
            }
        }
        return;
    }
    for (int lane = 0; lane < kLanes; ++lane) {
        if (!coverage.covered[lane]) continue;
        ++stats.covered;
        if (killed_[lane]) continue;
        const int x = bx + raster::LaneX(lane);
        const int y = by + raster::LaneY(lane);
        const float z = depth != nullptr ? Saturate(depth[lane]) : window_z_[lane];
        if (state.depth_test) {
            if (!raster::DepthPasses(state.depth_func, z, framebuffer.DepthAt(x, y))) continue;
            if (state.depth_write) framebuffer.WriteDepth(x, y, std::clamp(z, 0.0f, 1.0f));
        }
        ++stats.written;
        if (!fogged) {
            framebuffer.WriteStored(
                x, y, {stored[0][lane], stored[1][lane], stored[2][lane], stored[3][lane]});
            continue;
        }
        Vec4 clamped{0, 0, 0, 0};
        if (color != nullptr)
            for (int c = 0; c < 4; ++c) clamped[c] = Saturate(color[c * kRowFloats + lane]);
        framebuffer.WriteColor(x, y, ApplyFog(fog, draw_.fog, fogcoord_[lane], clamped));
    }
}

void BlockExecutor::ShadeBlock(const raster::SetupTriangle& tri,
                               const raster::BlockCoverage& coverage, int bx, int by,
                               const raster::RasterState& state, raster::Framebuffer& framebuffer,
                               raster::DrawStats& stats) {
    InterpolateBlock(tri, coverage, bx, by);
    Run(coverage.quads);
    stats.quads += static_cast<std::size_t>(std::popcount(coverage.quads));
    ResolveBlock(coverage, bx, by, state, framebuffer, stats);
}

}  // namespace tessera::runtime::exec::fast
