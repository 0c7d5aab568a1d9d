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
// program uses one target per texture unit.
#include "lang/cg/sema_impl.h"

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
    std::set<SamplerVar> shadow;
    std::vector<SamplerVar> work;
    auto add = [&](SamplerVar v) {
        if (shadow.insert(v).second) work.push_back(v);
    };
    auto reach = [&](std::uint32_t f, ir::InstId value) {
        const ir::Instruction& load = module_.functions[f].At(value);
        if (load.op == ir::Op::kLoad) add(VarOf(f, load.vars[0]));
    };
    for (const TextureLookup& s : shadow_lookups_) reach(s.function, module_.functions[s.function].At(s.sample).operands[0]);
    while (!work.empty()) {
        auto [f, var] = work.back();
        work.pop_back();
        // Back to what the callers pass for it, when it is a parameter of f.
        int position = f < 0 ? -1 : PassedPosition(module_.functions[static_cast<std::size_t>(f)], var);
        for (std::uint32_t g = 0; g < module_.functions.size(); ++g) {
            const ir::Function& fn = module_.functions[g];
            for (const ir::Instruction& inst : fn.insts) {
                if (inst.op != ir::Op::kCall) continue;
                if (f >= 0 && inst.callee == static_cast<std::uint32_t>(f) && position >= 0 && position < static_cast<int>(inst.operands.size()))
                    reach(g, inst.operands[static_cast<std::size_t>(position)]);
                // On to the parameters it is passed to.
                for (std::size_t k = 0; k < inst.operands.size(); ++k) {
                    const ir::Instruction& arg = fn.At(inst.operands[k]);
                    if (arg.op != ir::Op::kLoad || VarOf(g, arg.vars[0]) != SamplerVar{f, var}) continue;
                    if (auto param = PassedParameter(module_.functions[inst.callee], k)) add({inst.callee, *param});
                }
            }
        }
    }
    if (shadow.empty()) return;
    // Retype the variables and their loads; a plain lookup through one of them is an error.
    auto shadow_type = [&](ir::TypeId t) {
        std::optional<ir::SamplerDim> dim = ShadowDim(module_.types.Get(t).sampler);
        return dim ? module_.types.Sampler(*dim) : t;
    };
    for (const auto& [f, index] : shadow) {
        if (f < 0) {
            module_.globals[index].type = shadow_type(module_.globals[index].type);
            continue;
        }
        ir::Function& fn = module_.functions[static_cast<std::size_t>(f)];
        fn.locals[index].type = shadow_type(fn.locals[index].type);
        for (ir::Parameter& p : fn.params)
            if (p.var == index) p.type = fn.locals[index].type;
    }
    for (std::uint32_t f = 0; f < module_.functions.size(); ++f) {
        ir::Function& fn = module_.functions[f];
        for (ir::Instruction& inst : fn.insts) {
            if (inst.op == ir::Op::kLoad && shadow.count(VarOf(f, inst.vars[0]))) inst.type = shadow_type(inst.type);
        }
    }
    for (const auto& [f, inst, range] : texture_lookups_) {  // the lookups without comparison
        const ir::Function& fn = module_.functions[f];
        const ir::Type& sampler = module_.types.Get(fn.At(fn.At(inst).operands[0]).type);
        bool is_shadow = sampler.sampler == ir::SamplerDim::kShadow1D || sampler.sampler == ir::SamplerDim::kShadow2D ||
                         sampler.sampler == ir::SamplerDim::kShadowRect;
        if (is_shadow)
            Error(range, "this sampler is also used for shadow lookups (a coordinate with the depth to "
                         "compare); an ARBfp program samples a texture unit with one target");
    }
}

}  // namespace tessera::lang::cg::sema
