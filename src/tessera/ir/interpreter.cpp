// SPDX-License-Identifier: MIT
// The interpreter's machine: lanes, masks, structured control flow, variables, calls,
// samples and derivatives. The arithmetic is in interpreter_math.cpp.
//
// Every value and variable has one slot per lane. Executing a block means executing each
// instruction for the lanes that are still active: the caller's mask, minus lanes that
// returned from the current function, minus lanes that left the innermost loop's current
// iteration (break or continue). Masks only shrink inside a block, so a block stops as soon
// as no lane is left. An `if` runs its then-block for the lanes whose condition holds and
// its else-block for the others; a loop repeats body and continuing block while any of its
// lanes has not broken out. With one lane this is an ordinary tree-walking interpreter.
//
// Inactive lanes keep the last value they computed (zeros if none), so a derivative in
// divergent control flow reads stale values, which the languages leave undefined anyway.
// Run-time errors (the loop limit, a function ending without `ret`) stop the whole run.
#include "ir/interpreter.h"

#include "ir/interpreter_internal.h"
#include "ir/validate.h"

namespace tessera::ir {

using interpreter_detail::RoundToFloat;
using interpreter_detail::Scalars;

// --- Inputs ----------------------------------------------------------------------------------

bool Inputs::Set(std::string_view name, std::vector<double> scalars) {
    if (!name.empty() && name[0] == '$') {
        if (module_->entry >= module_->functions.size()) return false;
        const Function& entry = module_->functions[module_->entry];
        for (std::uint32_t i = 0; i < entry.params.size(); ++i)
            if (entry.params[i].name == name.substr(1)) return SetParameter(i, std::move(scalars));
        return false;
    }
    if (!name.empty() && name[0] == '@') name.remove_prefix(1);
    for (std::uint32_t i = 0; i < module_->globals.size(); ++i)
        if (module_->globals[i].name == name) return SetGlobal(i, std::move(scalars));
    return false;
}

bool Inputs::SetGlobal(std::uint32_t index, std::vector<double> scalars) {
    if (index >= module_->globals.size()) return false;
    const Global& g = module_->globals[index];
    if (g.kind != Global::Kind::kInput && g.kind != Global::Kind::kUniform) return false;
    if (scalars.size() != module_->types.ComponentCount(g.type)) return false;
    globals_[index] = std::move(scalars);
    return true;
}

bool Inputs::SetParameter(std::uint32_t index, std::vector<double> scalars) {
    if (module_->entry >= module_->functions.size()) return false;
    const Function& entry = module_->functions[module_->entry];
    if (index >= entry.params.size() || entry.params[index].direction == ParamDirection::kOut)
        return false;
    if (scalars.size() != module_->types.ComponentCount(entry.params[index].type)) return false;
    params_[index] = std::move(scalars);
    return true;
}

const Value* FragmentResult::Find(std::string_view name) const {
    if (name == "return") return returned ? &*returned : nullptr;
    auto it = outputs.find(std::string(name));
    return it == outputs.end() ? nullptr : &it->second;
}

namespace {

constexpr int kQuad = 4;
using Mask = std::uint8_t;
using LaneScalars = std::array<Scalars, kQuad>;

struct RunError {
    std::string message;
};

class Machine {
  public:
    Machine(const Module& m, const RunOptions& options, int lanes)
        : m_(m), options_(options), lanes_(lanes) {}

    RunResult Run(const std::vector<const Inputs*>& inputs) {
        RunResult result;
        ValidationResult valid = Validate(m_);
        if (!valid.Ok()) {
            result.error = "invalid module: " + valid.errors.front();
            return result;
        }
        const Function& entry = m_.functions[m_.entry];
        // Globals: inputs and uniforms from the caller, samplers hold their own index,
        // outputs start as zeros (as ARBfp's result registers).
        globals_.resize(m_.globals.size());
        for (std::uint32_t g = 0; g < m_.globals.size(); ++g) {
            for (int lane = 0; lane < lanes_; ++lane) {
                const auto& given = inputs[lane]->Globals();
                auto it = given.find(g);
                if (m_.globals[g].kind == Global::Kind::kSampler)
                    globals_[g][lane] = {static_cast<double>(g)};
                else if (it != given.end())
                    globals_[g][lane] = it->second;
                else
                    globals_[g][lane] = Zeros(m_.globals[g].type);
            }
        }
        std::vector<LaneScalars> args;
        for (std::uint32_t p = 0; p < entry.params.size(); ++p) {
            if (entry.params[p].direction == ParamDirection::kOut) continue;
            LaneScalars arg;
            for (int lane = 0; lane < lanes_; ++lane) {
                auto it = inputs[lane]->Parameters().find(p);
                arg[lane] = it != inputs[lane]->Parameters().end() ? it->second
                                                                   : Zeros(entry.params[p].type);
            }
            args.push_back(std::move(arg));
        }
        Mask all = static_cast<Mask>((1u << lanes_) - 1);
        std::vector<LaneScalars> outs;
        LaneScalars returned;
        try {
            Call(m_.entry, args, all, outs, returned);
        } catch (const RunError& e) {
            result.error = e.message;
            return result;
        }
        result.ok = true;
        for (int lane = 0; lane < lanes_; ++lane) {
            FragmentResult fragment;
            for (std::uint32_t g = 0; g < m_.globals.size(); ++g)
                if (m_.globals[g].kind == Global::Kind::kOutput)
                    fragment.outputs["@" + m_.globals[g].name] = {m_.globals[g].type,
                                                                  globals_[g][lane]};
            std::size_t out_index = 0;
            for (const Parameter& p : entry.params)
                if (p.direction != ParamDirection::kIn)
                    fragment.outputs["$" + p.name] = {p.type, outs[out_index++][lane]};
            if (entry.return_type != m_.types.Void())
                fragment.returned = Value{entry.return_type, returned[lane]};
            fragment.discarded = discarded_[lane];
            result.fragments.push_back(std::move(fragment));
        }
        return result;
    }

  private:
    struct Loop {
        Mask broke = 0;
        Mask continued = 0;
    };
    struct Frame {
        const Function* f = nullptr;
        std::vector<LaneScalars> values;
        std::vector<LaneScalars> locals;
        std::vector<Loop> loops;
        Mask returned = 0;
        LaneScalars result;
    };

    Scalars Zeros(TypeId type) const { return Scalars(m_.types.ComponentCount(type), 0.0); }

    [[noreturn]] void Fail(const Frame& frame, InstId id, const std::string& message) const {
        throw RunError{"function '" + frame.f->name + "': '" + InstructionText(m_, *frame.f, id) +
                       "': " + message};
    }

    /// Calls function `index` for the lanes in `mask`; `args` are the in and inout
    /// arguments in parameter order; `outs` receives the out and inout parameters' values.
    void Call(std::uint32_t index, const std::vector<LaneScalars>& args, Mask mask,
              std::vector<LaneScalars>& outs, LaneScalars& result) {
        if (++depth_ > options_.max_call_depth)
            throw RunError{"calls are nested more than " + std::to_string(options_.max_call_depth) +
                           " deep"};
        const Function& f = m_.functions[index];
        Frame frame;
        frame.f = &f;
        frame.values.resize(f.insts.size());
        frame.locals.resize(f.locals.size());
        for (std::size_t v = 0; v < f.locals.size(); ++v)
            for (int lane = 0; lane < lanes_; ++lane)
                frame.locals[v][lane] = Zeros(f.locals[v].type);
        std::size_t next_arg = 0;
        for (const Parameter& p : f.params)
            if (p.direction != ParamDirection::kOut) frame.locals[p.var] = args[next_arg++];
        ExecuteBlock(frame, f.body, mask);
        if (f.return_type != m_.types.Void() && (mask & ~frame.returned) != 0)
            throw RunError{"function '" + f.name + "' ended without returning a value"};
        outs.clear();
        for (const Parameter& p : f.params)
            if (p.direction != ParamDirection::kIn) outs.push_back(frame.locals[p.var]);
        result = frame.result;
        --depth_;
    }

    Mask Active(const Frame& frame, Mask mask) const {
        Mask out = mask & static_cast<Mask>(~frame.returned);
        if (!frame.loops.empty())
            out &= static_cast<Mask>(~(frame.loops.back().broke | frame.loops.back().continued));
        return out;
    }

    void ExecuteBlock(Frame& frame, const Block& block, Mask mask) {
        for (InstId id : block) {
            Mask active = Active(frame, mask);
            if (active == 0) return;
            Execute(frame, id, active);
        }
    }

    Scalars& VarSlot(Frame& frame, VarRef v, int lane) {
        return v.scope == VarRef::Scope::kLocal ? frame.locals[v.index][lane]
                                                : globals_[v.index][lane];
    }

    void Execute(Frame& frame, InstId id, Mask mask) {
        const Function& f = *frame.f;
        const Instruction& inst = f.At(id);
        LaneScalars& out = frame.values[id.value];
        auto operand = [&](std::size_t i, int lane) -> const Scalars& {
            return frame.values[inst.operands[i].value][lane];
        };
        auto lanes = [&](auto body) {
            for (int lane = 0; lane < lanes_; ++lane)
                if (mask & (1u << lane)) body(lane);
        };
        switch (inst.op) {
            case Op::kLoad:
                lanes([&](int lane) { out[lane] = VarSlot(frame, inst.vars[0], lane); });
                break;
            case Op::kStore:
                lanes([&](int lane) { VarSlot(frame, inst.vars[0], lane) = operand(0, lane); });
                break;
            case Op::kCall: {
                std::vector<LaneScalars> args;
                for (InstId a : inst.operands) args.push_back(frame.values[a.value]);
                std::vector<LaneScalars> outs;
                LaneScalars result;
                Call(inst.callee, args, mask, outs, result);
                lanes([&](int lane) {
                    // Written back in parameter order when the callee returns (docs/IR.md).
                    for (std::size_t i = 0; i < inst.vars.size(); ++i)
                        VarSlot(frame, inst.vars[i], lane) = outs[i][lane];
                    out[lane] = result[lane];
                });
                break;
            }
            case Op::kSample:
                Sample(frame, id, inst, mask);
                break;
            case Op::kIf: {
                Mask taken = 0;
                lanes([&](int lane) { taken |= operand(0, lane)[0] != 0 ? (1u << lane) : 0; });
                if (taken) ExecuteBlock(frame, inst.blocks[0], taken);
                if (mask & ~taken)
                    ExecuteBlock(frame, inst.blocks[1], static_cast<Mask>(mask & ~taken));
                break;
            }
            case Op::kLoop: {
                frame.loops.push_back({});
                Mask live = mask;
                while (true) {
                    frame.loops.back().continued = 0;
                    ExecuteBlock(frame, inst.blocks[0], live);
                    frame.loops.back().continued = 0;
                    ExecuteBlock(frame, inst.blocks[1], live);
                    live &= static_cast<Mask>(~(frame.loops.back().broke | frame.returned));
                    if (live == 0) break;
                    if (++iterations_ > options_.max_loop_iterations)
                        Fail(frame, id,
                             "the loop limit of " + std::to_string(options_.max_loop_iterations) +
                                 " iterations was reached");
                }
                frame.loops.pop_back();
                break;
            }
            case Op::kBreak:
                frame.loops.back().broke |= mask;
                break;
            case Op::kContinue:
                frame.loops.back().continued |= mask;
                break;
            case Op::kReturn:
                lanes([&](int lane) {
                    if (!inst.operands.empty()) frame.result[lane] = operand(0, lane);
                });
                frame.returned |= mask;
                break;
            case Op::kDiscard:
                lanes([&](int lane) {
                    if (inst.operands.empty() || operand(0, lane)[0] != 0) discarded_[lane] = true;
                });
                break;
            case Op::kIntrinsic:
                if (inst.intrinsic == Intrinsic::kDdx || inst.intrinsic == Intrinsic::kDdy) {
                    Derivative(frame, id, inst, mask);
                    break;
                }
                [[fallthrough]];
            default: {
                std::vector<const Scalars*> args(inst.operands.size());
                lanes([&](int lane) {
                    for (std::size_t i = 0; i < inst.operands.size(); ++i)
                        args[i] = &operand(i, lane);
                    out[lane] = EvaluateInstruction(m_.types, f, inst, args);
                });
                break;
            }
        }
        // Lanes that sat this instruction out still get a value of the right size, so that
        // derivatives and later reads of stale lanes never see an empty vector.
        if (ProducesValue(inst))
            for (int lane = 0; lane < lanes_; ++lane)
                if (out[lane].empty()) out[lane] = Zeros(inst.type);
    }

    // Coarse derivatives across the quad, the same on all four lanes; 0 with one lane.
    void Derivative(Frame& frame, InstId id, const Instruction& inst, Mask mask) {
        const LaneScalars& v = frame.values[inst.operands[0].value];
        LaneScalars& out = frame.values[id.value];
        int other = inst.intrinsic == Intrinsic::kDdx ? 1 : 2;
        for (int lane = 0; lane < lanes_; ++lane) {
            if (!(mask & (1u << lane))) continue;
            out[lane] = Scalars(v[0].size(), 0.0);
            if (lanes_ < kQuad) continue;
            for (std::size_t i = 0; i < v[0].size(); ++i)
                out[lane][i] =
                    RoundToFloat(static_cast<float>(v[other][i]) - static_cast<float>(v[0][i]));
        }
    }

    void Sample(Frame& frame, InstId id, const Instruction& inst, Mask mask) {
        LaneScalars& out = frame.values[id.value];
        std::array<SampleRequest, kQuad> requests;
        for (int lane = 0; lane < lanes_; ++lane) {
            SampleRequest& r = requests[lane];
            const Scalars& sampler = frame.values[inst.operands[0].value][lane];
            r.sampler = sampler.empty() ? 0 : static_cast<std::uint32_t>(sampler[0]);
            if (r.sampler < m_.globals.size()) r.binding = m_.globals[r.sampler].binding;
            r.dim = m_.types.Get(frame.f->At(inst.operands[0]).type).sampler;
            r.kind = inst.sample;
            r.lane = lane;
            const Scalars& c = frame.values[inst.operands[1].value][lane];
            for (double v : c) r.coordinate.push_back(static_cast<float>(v));
            std::size_t n = r.coordinate.size();
            if (inst.sample == SampleKind::kProjective) {
                // q moves to w and divides the others (what ARBfp's TXP reads).
                float q = r.coordinate[n - 1];
                for (std::size_t i = 0; i + 1 < n && i < 3; ++i)
                    r.texcoord[i] = r.coordinate[i] / q;
                r.texcoord[3] = q;
            } else {
                for (std::size_t i = 0; i < n && i < 4; ++i) r.texcoord[i] = r.coordinate[i];
            }
            if (inst.sample == SampleKind::kBias)
                r.bias = static_cast<float>(frame.values[inst.operands[2].value][lane][0]);
            if (inst.sample == SampleKind::kLod)
                r.lod = static_cast<float>(frame.values[inst.operands[2].value][lane][0]);
            if (inst.sample == SampleKind::kGrad) {
                const Scalars& dx = frame.values[inst.operands[2].value][lane];
                const Scalars& dy = frame.values[inst.operands[3].value][lane];
                for (std::size_t i = 0; i < 3 && i < dx.size(); ++i) {
                    r.ddx[i] = static_cast<float>(dx[i]);
                    r.ddy[i] = static_cast<float>(dy[i]);
                }
            }
        }
        if (lanes_ == kQuad && inst.sample != SampleKind::kGrad) {
            // The reference interpreter's texture derivatives: along the quad's first row
            // and first column, shared by all four fragments.
            for (int lane = 0; lane < kQuad; ++lane) {
                for (int i = 0; i < 3; ++i) {
                    requests[lane].ddx[i] = requests[1].texcoord[i] - requests[0].texcoord[i];
                    requests[lane].ddy[i] = requests[2].texcoord[i] - requests[0].texcoord[i];
                }
            }
        }
        for (int lane = 0; lane < lanes_; ++lane) {
            if (!(mask & (1u << lane))) continue;
            support::Vec4 texel =
                options_.sample ? options_.sample(requests[lane]) : support::Vec4{0, 0, 0, 1};
            out[lane] = {RoundToFloat(texel[0]), RoundToFloat(texel[1]), RoundToFloat(texel[2]),
                         RoundToFloat(texel[3])};
        }
    }

    const Module& m_;
    const RunOptions& options_;
    const int lanes_;
    std::vector<LaneScalars> globals_;
    std::array<bool, kQuad> discarded_{};
    std::uint64_t iterations_ = 0;
    std::uint32_t depth_ = 0;
};

}  // namespace

RunResult RunFragment(const Module& module, const Inputs& inputs, const RunOptions& options) {
    return Machine(module, options, 1).Run({&inputs});
}

RunResult RunQuad(const Module& module, const std::array<Inputs, 4>& inputs,
                  const RunOptions& options) {
    return Machine(module, options, kQuad).Run({&inputs[0], &inputs[1], &inputs[2], &inputs[3]});
}

}  // namespace tessera::ir
