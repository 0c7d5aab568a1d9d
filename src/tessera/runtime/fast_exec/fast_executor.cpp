// SPDX-License-Identifier: MIT
// The ISA-neutral half of the fast executor: run-time kernel choice, the transpose of
// attributes into lanes and result processing (texture sampling, the kernels' one
// out-of-line call, is in fast_sample.cpp).
//
// Result processing calls the very functions the reference calls (alu.h's Saturate and
// ApplyFog), so there is nothing to keep in sync; the arithmetic that dominates long
// programs is in the kernels.
#include "runtime/fast_exec/fast_executor.h"

#include <algorithm>
#include <cstdlib>

#include <strings.h>  // strcasecmp

#include "runtime/exec/alu.h"
#include "runtime/fast_exec/fast_nv.h"
#include "runtime/texture/texture.h"

namespace tessera::runtime::exec::fast {

using lang::arbasm::fragment::AttributeBinding;

namespace {

// The compiled variant of `isa`, or null.
const KernelTarget* FindKernels(Isa isa) {
    for (const KernelTarget& kernels : RunnableKernels())
        if (kernels.target == isa.target) return &kernels;
    return nullptr;
}

}  // namespace

Isa BestIsa() {
    static const Isa best = [] {
        const std::vector<KernelTarget>& runnable = RunnableKernels();
        if (const char* forced = std::getenv("TESSERA_FAST_ISA")) {
            for (const KernelTarget& kernels : runnable)
                if (strcasecmp(forced, kernels.name) == 0) return Isa{kernels.target};
        }
        return Isa{runnable.front().target};
    }();
    return best;
}

std::vector<Isa> RunnableIsas() {
    std::vector<Isa> isas;
    for (const KernelTarget& kernels : RunnableKernels()) isas.push_back(Isa{kernels.target});
    return isas;
}

const char* IsaName(Isa isa) {
    const KernelTarget* kernels = FindKernels(isa);
    return kernels != nullptr ? kernels->name : "unknown";
}

RunStepsFunction KernelsFor(Isa isa) {
    const KernelTarget* kernels = FindKernels(isa);
    return kernels != nullptr ? kernels->run : FindKernels(BestIsa())->run;
}

const OpKernelTable& OpKernelsFor(Isa isa) {
    const KernelTarget* kernels = FindKernels(isa);
    return kernels != nullptr ? kernels->ops : FindKernels(BestIsa())->ops;
}

BlockExecutor::BlockExecutor(const FastProgram& program, const DrawInputs& draw, Isa isa)
    : program_(program),
      draw_(draw),
      run_(KernelsFor(isa)) {
    constexpr std::size_t kAlignFloats = 64 / sizeof(float);
    storage_.assign(program.RegisterFloats() + kAlignFloats, 0.0f);
    const auto address = reinterpret_cast<std::uintptr_t>(storage_.data());
    registers_ = storage_.data() + ((64 - address % 64) % 64) / sizeof(float);

    // The constant slot (fast_program.h) and the parameters, broadcast once.
    const float constants[4] = {0.0f, -0.0f, 1.0f, -1.0f};
    for (int r = 0; r < 4; ++r) std::fill_n(registers_ + r * kRowFloats, kLanes, constants[r]);
    const Layout& layout = program.GetLayout();
    const std::size_t parameters = program.Source().parameters.size();
    for (std::size_t p = 0; p < parameters; ++p) {
        // Read(): an entry the draw did not resolve reads (0,0,0,0).
        const Vec4 value = p < draw.parameters.size() ? draw.parameters[p] : Vec4{0, 0, 0, 0};
        float* slot = registers_ + (layout.parameters + p) * kSlotFloats;
        for (int c = 0; c < 4; ++c) std::fill_n(slot + c * kRowFloats, kLanes, value[c]);
    }
    PrepareTextures();
    // The uniform steps, once: they read only the rows filled above (fast_program.h).
    const std::vector<Step>& prologue = program.Prologue();
    if (!prologue.empty()) run_(prologue.data(), prologue.size(), registers_, killed_, SampleContext{});
    if (!program.IsNv())
        stream_ = DecodeStream(program.Steps(), OpKernelsFor(isa), registers_, *scratch_);
}

// Each (unit, target) some step samples gets one prepared texture: what is bound there
// (TextureUnits::Bound, as the reference looks it up per fragment).
void BlockExecutor::PrepareTextures() {
    samplers_.assign(kSamplerKeys, nullptr);
    std::vector<Step> nv_steps;  // an NV program's TEX, TXP and TXB have kernel steps too
    for (const NvStep& nv : program_.NvSteps()) nv_steps.push_back(nv.step);
    for (const Step& step : program_.IsNv() ? nv_steps : program_.Steps()) {
        using lang::arbasm::fragment::Opcode;  // (IsTextureInstruction counts KIL too)
        if (step.opcode != Opcode::kTEX && step.opcode != Opcode::kTXB &&
            step.opcode != Opcode::kTXP)
            continue;
        const std::size_t key = SamplerKey(step);
        if (draw_.textures == nullptr || key >= kSamplerKeys || samplers_[key] != nullptr)
            continue;
        const texture::Texture* bound = draw_.textures->Bound(
            step.texture_unit, texture::TargetOf(step.texture_target));
        if (bound == nullptr) continue;
        prepared_.push_back(std::make_unique<texture::PreparedTexture>(*bound));
        samplers_[key] = prepared_.back().get();
    }
}

void BlockExecutor::LoadAttributes(const QuadInputs* quads, int count) {
    const Layout& layout = program_.GetLayout();
    const auto& bindings = program_.Source().attributes;
    for (std::size_t k = 0; k < bindings.size(); ++k) {
        float* slot = registers_ + (layout.attributes + k) * kSlotFloats;
        for (int q = 0; q < kBlockQuads; ++q) {
            for (int i = 0; i < kQuadSize; ++i) {
                const int lane = q * kQuadSize + i;
                const Vec4 v = q < count ? AttributeValue(bindings[k], quads[q].fragments[i])
                                         : Vec4{0, 0, 0, 0};
                for (int c = 0; c < 4; ++c) slot[c * kRowFloats + lane] = v[c];
            }
        }
    }
}

// 3.11.4.4 and 3.11.4.5.1, as reference.cpp's Finish.
void BlockExecutor::Finish(const QuadInputs* quads, QuadResults* results, int count,
                           std::array<Vec4, kQuadSize>* raw_colors) const {
    const lang::arbasm::fragment::FogOption fog = program_.Fog();
    const std::optional<ColorRows> color = Color();
    const float* depth = program_.DepthSlot() >= 0 ? registers_ + program_.DepthSlot() : nullptr;
    for (int q = 0; q < count; ++q) {
        for (int i = 0; i < kQuadSize; ++i) {
            const int lane = q * kQuadSize + i;
            const FragmentAttributes& in = quads[q].fragments[i];
            Vec4 raw{0, 0, 0, 0};
            if (color)
                for (int c = 0; c < 4; ++c) raw[c] = (*color)[c][lane];
            if (raw_colors != nullptr) raw_colors[q][i] = raw;
            Vec4 clamped;
            for (int c = 0; c < 4; ++c) clamped[c] = Saturate(raw[c]);
            results[q].color[i] = fog == lang::arbasm::fragment::FogOption::kNone
                                      ? clamped
                                      : ApplyFog(fog, draw_.fog, in.fogcoord, clamped);
            results[q].depth[i] = program_.WritesDepth() && depth != nullptr
                                      ? Saturate(depth[2 * kRowFloats + lane])
                                      : in.position[2];
            results[q].killed[i] = killed_[lane] != 0;
        }
    }
}

std::optional<ColorRows> BlockExecutor::Color() const {
    const std::array<std::int64_t, 4>& rows = program_.ColorRows();
    if (rows[0] < 0) return std::nullopt;
    return ColorRows{registers_ + rows[0], registers_ + rows[1], registers_ + rows[2],
                     registers_ + rows[3]};
}

bool BlockExecutor::Kills(const FastProgram& program) {
    if (program.IsNv()) {
        const auto& instructions = program.Source().instructions;
        return std::any_of(instructions.begin(), instructions.end(), [](const auto& instruction) {
            return instruction.opcode == lang::arbasm::fragment::Opcode::kKIL;
        });
    }
    return std::any_of(program.Steps().begin(), program.Steps().end(), [](const Step& step) {
        return step.opcode == lang::arbasm::fragment::Opcode::kKIL;
    });
}

void BlockExecutor::Run(std::uint32_t quad_mask) {
    // Temporaries and outputs start at zero (reference.cpp), but no step reads one before
    // this block writes it (FastProgram::Steps), so only the kill mask is reset.
    if (kills_) ZeroLanes(killed_);
    SampleContext context;
    context.draw = &draw_;
    context.quad_mask = quad_mask;
    context.samplers = samplers_.data();
    if (program_.IsNv()) {
        RunNvBlock(program_, registers_, killed_, context, run_);
        return;
    }
    // Built field by field: copying `context` in whole would load its 4-byte quad_mask
    // with the padding as one 8-byte word just stored as 4 bytes, a store-forwarding stall
    // that perf showed costing as much as the loop of ops on a short program.
    OpState state;
    state.registers = registers_;
    state.killed = killed_;
    state.scratch = scratch_.get();
    state.context.draw = &draw_;
    state.context.samplers = samplers_.data();
    state.context.quad_mask = quad_mask;
    RunStream(stream_, state);
}

void BlockExecutor::Shade(const QuadInputs* quads, QuadResults* results, int count,
                          std::array<Vec4, kQuadSize>* raw_colors) {
    LoadAttributes(quads, count);
    Run(static_cast<std::uint32_t>((std::uint64_t{1} << count) - 1));
    Finish(quads, results, count, raw_colors);
}

void BlockExecutor::ShadeMany(const QuadInputs* quads, QuadResults* results, std::size_t count) {
    for (std::size_t first = 0; first < count; first += kBlockQuads) {
        const int n = static_cast<int>(std::min<std::size_t>(kBlockQuads, count - first));
        Shade(quads + first, results + first, n);
    }
}

void RunQuadFast(const DrawInputs& draw, const QuadInputs& quad, QuadResults& results, Isa isa) {
    if (draw.program == nullptr) {  // nothing to run: the same defaults
        RunQuadReference(draw, quad, results);
        return;
    }
    const FastProgram program(*draw.program);
    BlockExecutor executor(program, draw, isa);
    executor.Shade(&quad, &results, 1);
}

}  // namespace tessera::runtime::exec::fast
