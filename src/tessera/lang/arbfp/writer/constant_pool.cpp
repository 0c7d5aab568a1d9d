// SPDX-License-Identifier: MIT
// Constant pooling: every literal operand becomes a swizzle of one shared PARAM vector.
//
// 3.11.3.6 counts each distinct constant vector as one parameter, so the fewer vectors the
// better, and a vector holds four scalars that any operand can select with a swizzle. An
// operand needs all of its distinct values in ONE vector (a swizzle cannot span two). The
// pool is a greedy bin packing:
// - operands with the most distinct values are placed first (they constrain most);
// - each goes into the vector that already holds the most of its values and has room for
//   the rest; a new vector only when none has;
// - an operand may instead use the negated values with the operand's `-` (3.11.4.1 negates
//   all four components), so `-0.5` shares the component holding `0.5`.
// Values compare by bit pattern, so 0 and -0 stay distinct (MUL by -0 gives -0, which CMP
// and KIL treat differently from nothing, but a person would not merge them by accident).
#include <algorithm>
#include <bit>
#include <cstring>

#include "lang/arbfp/writer/machine.h"

namespace tessera::lang::arbfp::writer_detail {

namespace {

bool SameBits(float a, float b) { return std::bit_cast<std::uint32_t>(a) == std::bit_cast<std::uint32_t>(b); }

int IndexOf(const std::vector<float>& v, float x) {
    for (std::size_t i = 0; i < v.size(); ++i)
        if (SameBits(v[i], x)) return static_cast<int>(i);
    return -1;
}

struct Request {
    std::size_t inst = 0;
    int src = 0;
    std::uint8_t slots = 0;
    std::vector<float> values;  ///< distinct values, in slot order
};

}  // namespace

ConstantPool PoolConstants(const Machine& machine) {
    ConstantPool pool;
    pool.operands.resize(machine.code.size() * 3);
    std::vector<Request> requests;
    for (std::size_t i = 0; i < machine.code.size(); ++i) {
        const MInst& inst = machine.code[i];
        for (int s = 0; s < inst.nsrc; ++s) {
            if (inst.src[s].kind != SrcKind::kLiteral) continue;
            Request r{i, s, SlotsRead(inst, s), {}};
            if (r.slots == 0) r.slots = 1;
            for (int k = 0; k < 4; ++k)
                if ((r.slots & (1u << k)) && IndexOf(r.values, inst.src[s].lit[k]) < 0)
                    r.values.push_back(inst.src[s].lit[k]);
            requests.push_back(std::move(r));
        }
    }
    std::stable_sort(requests.begin(), requests.end(),
                     [](const Request& a, const Request& b) { return a.values.size() > b.values.size(); });
    for (const Request& r : requests) {
        int best = -1, best_missing = 5;
        bool best_neg = false;
        for (int neg = 0; neg < 2; ++neg) {
            for (std::size_t v = 0; v < pool.vectors.size(); ++v) {
                int missing = 0;
                for (float x : r.values) missing += IndexOf(pool.vectors[v], neg ? -x : x) < 0;
                if (pool.vectors[v].size() + missing > 4) continue;
                if (missing < best_missing) {
                    best = static_cast<int>(v);
                    best_missing = missing;
                    best_neg = neg != 0;
                }
            }
        }
        if (best < 0) {
            pool.vectors.emplace_back();
            best = static_cast<int>(pool.vectors.size() - 1);
            best_neg = r.values[0] < 0;  // keep the stored value positive: KIL -1 shows { 1 }
        }
        std::vector<float>& vec = pool.vectors[best];
        PooledOperand& op = pool.operands[r.inst * 3 + r.src];
        op.vector = static_cast<std::uint32_t>(best);
        op.neg = best_neg;
        const MSrc& src = machine.code[r.inst].src[r.src];
        for (int k = 0; k < 4; ++k) {
            if (!(r.slots & (1u << k))) continue;
            const float x = best_neg ? -src.lit[k] : src.lit[k];
            int at = IndexOf(vec, x);
            if (at < 0) {
                vec.push_back(x);
                at = static_cast<int>(vec.size() - 1);
            }
            op.comp[k] = static_cast<std::uint8_t>(at);
        }
    }
    return pool;
}

}  // namespace tessera::lang::arbfp::writer_detail
