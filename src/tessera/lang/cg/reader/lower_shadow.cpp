// SPDX-License-Identifier: MIT
// Shadow lookups. The standard library's shadow forms of the texture functions take one more
// coordinate component, the depth to compare: tex1D(sampler1D, float2), tex2D(sampler2D,
// float3), texRECT(samplerRECT, float3), their forms with derivatives, and the projective
// tex1Dproj(float3), tex2Dproj(float4), texRECTproj(float4). In ARBfp they are lookups on the
// SHADOW1D, SHADOW2D and SHADOWRECT targets (ARB_fragment_program_shadow), which compare r
// with the depth texture's value as the texture's compare mode and function say.
//
// Cg has no shadow sampler types: a sampler2D becomes a shadow sampler by the lookups made
// with it. The IR's sampler types carry the target, so after lowering the samplers a shadow
// lookup reads are retyped, with everything they are passed through: a sampler reaches a
// lookup only as a parameter (global, entry parameter, `in` parameter of a function), so
// the chain is loads and call arguments. A sampler used both ways is an error: an ARBfp
// program uses one target per texture unit (ARB_fragment_program, section 3.11.6: a program
// sampling one unit with two targets fails to load). So is a unit two samplers share by
// TEXUNITn or register(sN) when their lookups differ in target (fuzz_cg_compile found
// `sampler2D a : TEXUNIT1` shadow-sampled beside `sampler1D b : TEXUNIT1`).
#include <algorithm>
#include <string_view>

#include "lang/cg/reader/sema_impl.h"

namespace tessera::lang::cg::sema {

namespace {

std::optional<ir::SamplerDim> ShadowDim(ir::SamplerDim dim) {
    switch (dim) {
        case ir::SamplerDim::k1D: return ir::SamplerDim::kShadow1D;
        case ir::SamplerDim::k2D: return ir::SamplerDim::kShadow2D;
        case ir::SamplerDim::kRect: return ir::SamplerDim::kShadowRect;
        default: return std::nullopt;
    }
}

/// A sampler variable: (function, local index) for a parameter, (-1, global index).
using SamplerVar = std::pair<std::int64_t, std::uint32_t>;

SamplerVar VarOf(std::uint32_t function, ir::VarRef v) {
    return {v.scope == ir::VarRef::Scope::kGlobal ? -1 : std::int64_t{function}, v.index};
}

/// Where a call passes the parameter with local `local` of `fn` among its operands (in and inout
/// parameters, in order), or -1.
int PassedPosition(const ir::Function& fn, std::uint32_t local) {
    int at = 0;
    for (const ir::Parameter& p : fn.params) {
        if (p.var == local) return at;
        if (p.direction != ir::ParamDirection::kOut) ++at;
    }
    return -1;
}

/// The local of the parameter a call's operand `k` is passed to.
std::optional<std::uint32_t> PassedParameter(const ir::Function& fn, std::size_t k) {
    std::size_t at = 0;
    for (const ir::Parameter& p : fn.params) {
        if (p.direction == ir::ParamDirection::kOut) continue;
        if (at++ == k) return p.var;
    }
    return std::nullopt;
}

const char* TargetName(ir::SamplerDim dim) {
    static const char* const names[] = {"1D", "2D", "3D", "CUBE", "RECT", "SHADOW1D", "SHADOW2D", "SHADOWRECT"};
    return names[static_cast<int>(dim)];
}

/// The texture unit a sampler global asks for (register(sN), else TEXUNITn, as the ARBfp
/// writer reads them), or -1: then the writer gives it a unit of its own.
int ExplicitUnit(const ir::Global& g) {
    if (g.binding >= 0) return g.binding;
    const std::string_view prefix = "TEXUNIT";
    if (g.semantic.size() <= prefix.size() || !g.semantic.starts_with(prefix)) return -1;
    int n = 0;
    for (char c : std::string_view(g.semantic).substr(prefix.size())) {
        if (c < '0' || c > '9' || n > 1000) return -1;
        n = n * 10 + (c - '0');
    }
    return n;
}

/// The sampler globals each sampler variable may hold: a global itself, a parameter what
/// its callers pass (a fixpoint: the sets only grow, and never past the globals).
std::map<SamplerVar, std::set<std::uint32_t>> SamplerOrigins(const ir::Module& m) {
    std::map<SamplerVar, std::set<std::uint32_t>> origins;
    for (std::uint32_t g = 0; g < m.globals.size(); ++g)
        if (m.globals[g].kind == ir::Global::Kind::kSampler) origins[{-1, g}] = {g};
    for (bool changed = true; changed;) {
        changed = false;
        for (std::uint32_t f = 0; f < m.functions.size(); ++f) {
            for (const ir::Instruction& inst : m.functions[f].insts) {
                if (inst.op != ir::Op::kCall) continue;
                for (std::size_t k = 0; k < inst.operands.size(); ++k) {
                    const ir::Instruction& arg = m.functions[f].At(inst.operands[k]);
                    if (arg.op != ir::Op::kLoad) continue;
                    auto from = origins.find(VarOf(f, arg.vars[0]));
                    auto param = PassedParameter(m.functions[inst.callee], k);
                    if (from == origins.end() || !param) continue;
                    const std::set<std::uint32_t> passed = from->second;
                    std::set<std::uint32_t>& to = origins[{inst.callee, *param}];
                    for (std::uint32_t g : passed) changed |= to.insert(g).second;
                }
            }
        }
    }
    return origins;
}

/// The functions the entry calls, directly or not (a lookup elsewhere is never emitted).
std::vector<bool> ReachableFunctions(const ir::Module& m) {
    std::vector<bool> reached(m.functions.size(), false);
    if (m.entry >= m.functions.size()) return reached;
    std::vector<std::uint32_t> work{m.entry};
    reached[m.entry] = true;
    while (!work.empty()) {
        const std::uint32_t f = work.back();
        work.pop_back();
        for (const ir::Instruction& inst : m.functions[f].insts)
            if (inst.op == ir::Op::kCall && inst.callee < reached.size() && !reached[inst.callee]) {
                reached[inst.callee] = true;
                work.push_back(inst.callee);
            }
    }
    return reached;
}

bool IsShadowDim(ir::SamplerDim dim) {
    return dim == ir::SamplerDim::kShadow1D || dim == ir::SamplerDim::kShadow2D || dim == ir::SamplerDim::kShadowRect;
}

/// `vars` and the sampler variables passed to them: back from a parameter to what its
/// callers pass, and on from each to the parameters it is passed to.
std::set<SamplerVar> PassedTo(const ir::Module& m, std::vector<SamplerVar> work) {
    std::set<SamplerVar> found(work.begin(), work.end());
    auto add = [&](SamplerVar v) {
        if (found.insert(v).second) work.push_back(v);
    };
    while (!work.empty()) {
        auto [f, var] = work.back();
        work.pop_back();
        int position = f < 0 ? -1 : PassedPosition(m.functions[static_cast<std::size_t>(f)], var);
        for (std::uint32_t g = 0; g < m.functions.size(); ++g) {
            const ir::Function& fn = m.functions[g];
            for (const ir::Instruction& inst : fn.insts) {
                if (inst.op != ir::Op::kCall) continue;
                if (f >= 0 && inst.callee == static_cast<std::uint32_t>(f) && position >= 0 &&
                    position < static_cast<int>(inst.operands.size())) {
                    const ir::Instruction& passed = fn.At(inst.operands[static_cast<std::size_t>(position)]);
                    if (passed.op == ir::Op::kLoad) add(VarOf(g, passed.vars[0]));
                }
                for (std::size_t k = 0; k < inst.operands.size(); ++k) {
                    const ir::Instruction& arg = fn.At(inst.operands[k]);
                    if (arg.op != ir::Op::kLoad || VarOf(g, arg.vars[0]) != SamplerVar{f, var}) continue;
                    if (auto param = PassedParameter(m.functions[inst.callee], k)) add({inst.callee, *param});
                }
            }
        }
    }
    return found;
}

/// Gives the sampler variables in `shadow`, and their loads, the shadow sampler types.
void RetypeSamplers(ir::Module& m, const std::set<SamplerVar>& shadow) {
    auto shadow_type = [&](ir::TypeId t) {
        std::optional<ir::SamplerDim> dim = ShadowDim(m.types.Get(t).sampler);
        return dim ? m.types.Sampler(*dim) : t;
    };
    for (const auto& [f, index] : shadow) {
        if (f < 0) {
            m.globals[index].type = shadow_type(m.globals[index].type);
            continue;
        }
        ir::Function& fn = m.functions[static_cast<std::size_t>(f)];
        fn.locals[index].type = shadow_type(fn.locals[index].type);
        for (ir::Parameter& p : fn.params)
            if (p.var == index) p.type = fn.locals[index].type;
    }
    for (std::uint32_t f = 0; f < m.functions.size(); ++f)
        for (ir::Instruction& inst : m.functions[f].insts)
            if (inst.op == ir::Op::kLoad && shadow.count(VarOf(f, inst.vars[0]))) inst.type = shadow_type(inst.type);
}

/// The lookups (function, sample instruction; in source order) that sample a texture unit
/// with another target than the first lookup of that unit, each with its message. Only
/// units asked for explicitly can be shared; lookups the entry never reaches are not emitted.
std::vector<std::pair<std::size_t, std::string>> UnitTargetConflicts(
    const ir::Module& m, const std::vector<std::pair<std::uint32_t, ir::InstId>>& lookups) {
    const std::map<SamplerVar, std::set<std::uint32_t>> origins = SamplerOrigins(m);
    const std::vector<bool> reachable = ReachableFunctions(m);
    std::map<int, std::pair<ir::SamplerDim, std::uint32_t>> first_use;  // unit -> target, global
    std::vector<std::pair<std::size_t, std::string>> conflicts;
    for (std::size_t i = 0; i < lookups.size(); ++i) {
        const auto [f, sample] = lookups[i];
        if (f >= reachable.size() || !reachable[f]) continue;
        const ir::Function& fn = m.functions[f];
        const ir::Instruction& sampler = fn.At(fn.At(sample).operands[0]);
        auto held = sampler.op == ir::Op::kLoad ? origins.find(VarOf(f, sampler.vars[0])) : origins.end();
        if (held == origins.end()) continue;
        const ir::SamplerDim target = m.types.Get(sampler.type).sampler;
        for (std::uint32_t g : held->second) {
            const int unit = ExplicitUnit(m.globals[g]);
            if (unit < 0) continue;
            auto [first, added] = first_use.try_emplace(unit, target, g);
            if (added || first->second.first == target) continue;
            conflicts.emplace_back(i, "sampler '" + m.globals[g].name + "' samples texture unit " + std::to_string(unit) +
                                          " as " + TargetName(target) + ", but '" + m.globals[first->second.second].name +
                                          "' samples it as " + TargetName(first->second.first) +
                                          "; an ARBfp program samples a texture unit with one target");
            break;
        }
    }
    return conflicts;
}

}  // namespace

bool IsShadowLookup(ir::SamplerDim dim, int coordinate_components, bool projective) {
    int plain = dim == ir::SamplerDim::k1D ? 2 : dim == ir::SamplerDim::k2D || dim == ir::SamplerDim::kRect ? 3 : 0;
    return plain && coordinate_components == plain + (projective ? 1 : 0);
}

void Sema::NoteShadowLookup(ir::InstId sample, const SourceRange& range) {
    if (current_) shadow_lookups_.push_back({current_->ir_index, sample, range});
}

void Sema::NotePlainLookup(ir::InstId sample, const SourceRange& range) {
    if (current_) texture_lookups_.push_back({current_->ir_index, sample, range});
}

void Sema::RetypeShadowSamplers() {
    // The variables the shadow lookups read, and back through the calls that pass them.
    std::vector<SamplerVar> read;
    for (const TextureLookup& s : shadow_lookups_) {
        const ir::Function& fn = module_.functions[s.function];
        const ir::Instruction& load = fn.At(fn.At(s.sample).operands[0]);
        if (load.op == ir::Op::kLoad) read.push_back(VarOf(s.function, load.vars[0]));
    }
    const std::set<SamplerVar> shadow = PassedTo(module_, read);
    if (!shadow.empty()) {
        RetypeSamplers(module_, shadow);
        for (const auto& [f, inst, range] : texture_lookups_) {  // the lookups without comparison
            const ir::Function& fn = module_.functions[f];
            const ir::Type& sampler = module_.types.Get(fn.At(fn.At(inst).operands[0]).type);
            if (IsShadowDim(sampler.sampler))
                Error(range, "this sampler is also used for shadow lookups (a coordinate with the depth to "
                             "compare); an ARBfp program samples a texture unit with one target");
        }
    }
    // A unit two samplers share: every lookup of it with one target, the first one's.
    std::vector<TextureLookup> lookups = shadow_lookups_;
    lookups.insert(lookups.end(), texture_lookups_.begin(), texture_lookups_.end());
    std::stable_sort(lookups.begin(), lookups.end(), [](const TextureLookup& a, const TextureLookup& b) {
        return a.range.location.offset < b.range.location.offset;
    });
    std::vector<std::pair<std::uint32_t, ir::InstId>> sites;
    for (const TextureLookup& lookup : lookups) sites.push_back({lookup.function, lookup.sample});
    for (const auto& [index, message] : UnitTargetConflicts(module_, sites)) Error(lookups[index].range, message);
}

}  // namespace tessera::lang::cg::sema
