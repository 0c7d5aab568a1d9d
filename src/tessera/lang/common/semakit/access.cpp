// SPDX-License-Identifier: MIT
// Stores through access paths (access.h).
#include "lang/common/semakit/access.h"

namespace tessera::lang::semakit {

namespace {

/// Each of `components` of `whole` replaced by the matching component of `value` (a scalar
/// when there is one component).
ir::InstId InsertComponents(ir::Builder& b, ir::InstId whole, const std::vector<std::uint32_t>& components,
                            ir::InstId value) {
    for (std::size_t k = 0; k < components.size(); ++k) {
        ir::InstId part = components.size() == 1 ? value : b.Extract(value, static_cast<std::uint32_t>(k));
        whole = b.Insert(whole, components[k], part);
    }
    return whole;
}

ir::InstId StoreDynamic(ir::Builder& b, ir::InstId whole, const std::vector<AccessStep>& steps, std::size_t at,
                        ir::InstId value) {
    // Each element: the new value where the index matches, the old one elsewhere.
    const AccessStep& s = steps[at];
    ir::InstId result = whole;
    for (int i = 0; i < s.count; ++i) {
        std::uint32_t k = static_cast<std::uint32_t>(i);
        ir::InstId old = b.Extract(whole, k);
        ir::InstId updated = StoreThrough(b, old, steps, at + 1, value);
        ir::InstId hit = b.Binary(ir::Op::kEq, s.dynamic, b.Int(i));
        result = b.Insert(result, k, b.Select(hit, updated, old));
    }
    return result;
}

ir::InstId StoreSwizzle(ir::Builder& b, ir::InstId whole, const std::vector<AccessStep>& steps, std::size_t at,
                        ir::InstId value) {
    const std::vector<std::uint32_t>& c = steps[at].components;
    if (b.Types().Get(b.TypeOf(whole)).IsScalar()) return StoreThrough(b, whole, steps, at + 1, value);  // f.x = v
    if (at + 1 < steps.size()) {  // v.xy.x = s: the swizzled value, written through the rest
        ir::InstId sub = c.size() == 1 ? b.Extract(whole, c[0]) : b.Swizzle(whole, c);
        value = StoreThrough(b, sub, steps, at + 1, value);
    }
    return InsertComponents(b, whole, c, value);
}

ir::InstId StoreMatrixSwizzle(ir::Builder& b, ir::InstId whole, const std::vector<AccessStep>& steps,
                              std::size_t at, ir::InstId value) {
    const std::vector<std::uint32_t>& c = steps[at].components;
    const std::size_t n = c.size() / 2;
    if (at + 1 < steps.size()) {  // m._m00_m11.x = s: the elements as a vector, written through the rest
        std::vector<ir::InstId> parts;
        for (std::size_t k = 0; k < n; ++k) parts.push_back(b.Extract(b.Extract(whole, c[2 * k]), c[2 * k + 1]));
        ir::InstId sub = n == 1 ? parts[0]
                                : b.Construct(b.Types().Vector(ir::ScalarKind::kFloat, static_cast<int>(n)), parts);
        value = StoreThrough(b, sub, steps, at + 1, value);
    }
    for (std::size_t k = 0; k < n; ++k) {
        ir::InstId part = n == 1 ? value : b.Extract(value, static_cast<std::uint32_t>(k));
        std::uint32_t r = c[2 * k], col = c[2 * k + 1];
        ir::InstId row = b.Extract(whole, r);
        whole = b.Insert(whole, r, b.Insert(row, col, part));
    }
    return whole;
}

}  // namespace

ir::InstId StoreThrough(ir::Builder& b, ir::InstId whole, const std::vector<AccessStep>& steps, std::size_t at,
                        ir::InstId value) {
    if (at == steps.size()) return value;
    const AccessStep& s = steps[at];
    switch (s.kind) {
        case AccessStep::Kind::kIndex: {
            ir::InstId part = StoreThrough(b, b.Extract(whole, s.index), steps, at + 1, value);
            return b.Insert(whole, s.index, part);
        }
        case AccessStep::Kind::kDynamic: return StoreDynamic(b, whole, steps, at, value);
        case AccessStep::Kind::kSwizzle: return StoreSwizzle(b, whole, steps, at, value);
        case AccessStep::Kind::kMatrixSwizzle: return StoreMatrixSwizzle(b, whole, steps, at, value);
    }
    return value;
}

bool RepeatsComponent(const AccessStep& step) {
    if (step.kind != AccessStep::Kind::kSwizzle && step.kind != AccessStep::Kind::kMatrixSwizzle) return false;
    // A matrix swizzle's components are (row, column) pairs: an element repeats when both do.
    const std::size_t stride = step.kind == AccessStep::Kind::kSwizzle ? 1 : 2;
    const std::vector<std::uint32_t>& c = step.components;
    for (std::size_t i = 0; i + stride <= c.size(); i += stride)
        for (std::size_t j = i + stride; j + stride <= c.size(); j += stride)
            if (c[i] == c[j] && (stride == 1 || c[i + 1] == c[j + 1])) return true;
    return false;
}

bool PathRepeatsComponent(const std::vector<AccessStep>& steps) {
    for (const AccessStep& s : steps)
        if (RepeatsComponent(s)) return true;
    return false;
}

}  // namespace tessera::lang::semakit
