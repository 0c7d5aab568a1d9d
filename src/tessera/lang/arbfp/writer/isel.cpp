// SPDX-License-Identifier: MIT
// Instruction selection, part one: walking the lowered entry function, and the Vals.
//
// The walk is in program order, so the instructions come out in source order (the
// `# file:line` comments follow the source) before scheduling reorders texture work. Two
// things happen before it:
// - liveness: values no store, return or discard depends on are never selected, and each
//   value's live use count is known (a single-use value can be fused into its user);
// - deferral: a float `mul` (or `div`, as a * rcp(b)) that only `add`s and `sub`s read is
//   not selected on its own, each of them makes a MAD of it; a `max(x, 0)` whose only user is `min(., 1)` (or the other
//   way round) becomes a saturate. A deferred value is still selected on demand if anything
//   else asks for it, so deferral can only save instructions, never lose a value.
// After the walk (isel_peephole.cpp), moves are coalesced and the last write of a value goes
// straight to its result register when nothing else reads it (cgc's `MUL result.color, ...`).
#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

#include "ir/printer.h"
#include "lang/arbfp/writer/selector.h"

namespace tessera::lang::arbfp::writer_detail {

Selector::Selector(const ir::Module& module, const StageTarget& target, BindingTable& bindings,
                   Machine& machine, Diags& diags)
    : module_(module), target_(target), fn_(module.functions[module.entry]), bindings_(bindings),
      m_(machine), diags_(diags) {}

bool Selector::Unavailable(bool available, const std::string& what, const char* missing) {
    if (available) return false;
    diags_.Error(span_, what + " cannot be expressed in " + target_.language + ", which has no " + missing);
    return true;
}

std::uint32_t Selector::NewVReg(int width, bool fixed) {
    m_.vregs.push_back(VReg{static_cast<std::uint8_t>(width), fixed, -1});
    vreg_owner_.push_back(current_);
    vreg_defs_.emplace_back();
    return static_cast<std::uint32_t>(m_.vregs.size() - 1);
}

MInst& Selector::Emit(Opcode op, MDst dst, std::initializer_list<MSrc> srcs, bool sat) {
    MInst inst;
    inst.op = op;
    inst.sat = sat;
    inst.dst = dst;
    for (const MSrc& s : srcs) inst.src[inst.nsrc++] = s;
    inst.span = span_;
    if (dst.kind == DstKind::kVReg) {
        vreg_defs_[dst.id].push_back(static_cast<std::uint32_t>(m_.code.size()));
        if (HasFixedDestination(op)) m_.vregs[dst.id].fixed = true;
    }
    m_.code.push_back(inst);
    return m_.code.back();
}

Val Selector::VRegVal(std::uint32_t v, int width) {
    Val r;
    for (int l = 0; l < width; ++l)
        r.lanes.push_back(Lane{SrcKind::kVReg, v, static_cast<std::uint8_t>(l), false, 0});
    return r;
}

Val Selector::LiteralVal(std::vector<float> values) {
    Val r;
    for (float f : values) r.lanes.push_back(Lane{SrcKind::kLiteral, 0, 0, false, f});
    return r;
}

Val Selector::Broadcast(const Val& scalar, int width) {
    if (scalar.Width() == width) return scalar;
    Val r;
    for (int l = 0; l < width; ++l) r.lanes.push_back(scalar.lanes[0]);
    return r;
}

Val Selector::Negate(Val v) {
    for (Lane& l : v.lanes) {
        if (l.kind == SrcKind::kLiteral) l.lit = -l.lit;
        else l.neg = !l.neg;
    }
    for (Val& e : v.elems) e = Negate(std::move(e));
    return v;
}

Val Selector::LaneOf(const Val& v, int lane) {
    Val r;
    r.lanes.push_back(v.lanes[lane]);
    return r;
}

bool Selector::IsLiteral(const Val& v, float value) {
    if (v.lanes.empty()) return false;
    for (const Lane& l : v.lanes)
        if (l.kind != SrcKind::kLiteral || l.lit != value) return false;
    return true;
}

bool Selector::AllLiteral(const Val& v) {
    if (v.lanes.empty()) return false;
    for (const Lane& l : v.lanes)
        if (l.kind != SrcKind::kLiteral) return false;
    return true;
}

bool Selector::IsSingleSource(const Val& v) {
    for (const Lane& l : v.lanes)
        if (!l.SameSource(v.lanes[0])) return false;
    return !v.lanes.empty();
}

bool Selector::IsWholeVReg(const Val& v, std::uint32_t& vreg) const {
    if (v.lanes.empty() || v.lanes[0].kind != SrcKind::kVReg) return false;
    vreg = v.lanes[0].id;
    if (m_.vregs[vreg].width != v.Width()) return false;
    for (int l = 0; l < v.Width(); ++l) {
        const Lane& lane = v.lanes[l];
        if (lane.kind != SrcKind::kVReg || lane.id != vreg || lane.sel != l || lane.neg) return false;
    }
    return true;
}

void Selector::Materialize(Val& v) {
    if (v.cond >= 0) {
        v = MaterializeCondition(v.cond);
        return;
    }
    if (v.aggregate || v.lanes.empty() || IsSingleSource(v)) return;
    // One masked MOV per source register (all literal lanes together).
    const int width = v.Width();
    std::uint32_t r = NewVReg(width);
    std::vector<bool> done(width, false);
    for (int l = 0; l < width; ++l) {
        if (done[l]) continue;
        Val group;
        std::uint8_t mask = 0;
        for (int k = 0; k < width; ++k) {
            if (done[k] || !v.lanes[k].SameSource(v.lanes[l])) continue;
            done[k] = true;
            mask |= static_cast<std::uint8_t>(1u << k);
        }
        // Slot k of a component-wise MOV reads lane k: build a full-width Val whose
        // unwritten lanes repeat one of the group's.
        for (int k = 0; k < width; ++k) group.lanes.push_back(mask & (1u << k) ? v.lanes[k] : v.lanes[l]);
        Emit(Opcode::kMOV, ToVReg(r, mask), {Operand(group)});
    }
    v = VRegVal(r, width);
}

MSrc Selector::Operand(Val& v) {
    Materialize(v);
    MSrc s;
    if (v.lanes.empty()) return s;  // an error was reported where the value was made
    const int width = v.Width();
    if (AllLiteral(v)) {
        s.kind = SrcKind::kLiteral;
        for (int k = 0; k < 4; ++k) s.lit[k] = v.lanes[std::min(k, width - 1)].lit;
        return s;
    }
    s.kind = v.lanes[0].kind;
    s.id = v.lanes[0].id;
    s.neg = v.lanes[0].neg;
    for (int k = 0; k < 4; ++k) s.sel[k] = v.lanes[std::min(k, width - 1)].sel;
    return s;
}

MSrc Selector::ScalarOperand(const Val& v, int lane) {
    Val one = LaneOf(v, lane);
    return Operand(one);
}

Val& Selector::Raw(ir::InstId id) {
    if (!lowered_[id.value]) Lower(id);  // a deferred value somebody needs after all
    return vals_[id.value];
}

Val& Selector::Value(ir::InstId id) {
    Val& v = Raw(id);
    if (v.cond >= 0) v = MaterializeCondition(v.cond);
    return v;
}

void Selector::ComputeLiveness() {
    const std::size_t n = fn_.insts.size();
    live_.assign(n, 0);
    uses_.assign(n, 0);
    users_.assign(n, ir::InstId{});
    only_added_.assign(n, 1);
    for (auto it = fn_.body.rbegin(); it != fn_.body.rend(); ++it) {
        const ir::Instruction& inst = fn_.At(*it);
        const bool root = inst.op == ir::Op::kStore || inst.op == ir::Op::kReturn ||
                          inst.op == ir::Op::kDiscard || inst.op == ir::Op::kIf ||
                          inst.op == ir::Op::kLoop || inst.op == ir::Op::kCall ||
                          inst.op == ir::Op::kBreak || inst.op == ir::Op::kContinue;
        if (!root && !live_[it->value]) continue;
        live_[it->value] = 1;
        const bool adds = (inst.op == ir::Op::kAdd || inst.op == ir::Op::kSub) && inst.operands.size() == 2 &&
                          inst.operands[0] != inst.operands[1];
        for (ir::InstId op : inst.operands) {
            live_[op.value] = 1;
            ++uses_[op.value];
            users_[op.value] = *it;
            if (!adds) only_added_[op.value] = 0;
        }
    }
    // Deferral (see the essay at the top).
    deferred_.assign(n, 0);
    for (ir::InstId id : fn_.body) {
        const ir::Instruction& inst = fn_.At(id);
        if (!live_[id.value] || uses_[id.value] == 0) continue;
        const ir::Instruction& user = fn_.At(users_[id.value]);
        const bool is_float = KindOf(inst.type) ==
                                  ir::ScalarKind::kFloat &&
                              module_.types.Get(inst.type).IsNumeric();
        if (!is_float) continue;
        // A product (or a quotient, a * rcp(b)) that only adds and subtractions read is
        // made by each of them as a MAD: n MADs where MUL and n ADDs were (LowerArithmetic
        // checks that each MAD is one instruction).
        if ((inst.op == ir::Op::kMul || (inst.op == ir::Op::kDiv && !IsLiteralInst(inst.operands[0], 1))) &&
            only_added_[id.value]) {
            deferred_[id.value] = 1;
        }
        if (uses_[id.value] != 1) continue;
        if (inst.op == ir::Op::kIntrinsic && user.op == ir::Op::kIntrinsic && inst.operands.size() == 2 &&
            user.operands.size() == 2) {
            const bool max0 = inst.intrinsic == ir::Intrinsic::kMax && IsLiteralInst(inst.operands[1], 0);
            const bool min1 = inst.intrinsic == ir::Intrinsic::kMin && IsLiteralInst(inst.operands[1], 1);
            if ((max0 && user.intrinsic == ir::Intrinsic::kMin && IsLiteralInst(user.operands[1], 1)) ||
                (min1 && user.intrinsic == ir::Intrinsic::kMax && IsLiteralInst(user.operands[1], 0)))
                deferred_[id.value] = 1;
        }
    }
}

bool Selector::IsLiteralInst(ir::InstId id, double value) const {
    const ir::Instruction& inst = fn_.At(id);
    if (inst.op != ir::Op::kConstant || inst.literal.empty()) return false;
    for (double d : inst.literal)
        if (d != value) return false;
    return true;
}

void Selector::MarkReferenced(VarBinding& vb) {
    for (std::size_t r : vb.records) bindings_.records[r].referenced = true;
}

VarBinding* Selector::Variable(ir::VarRef ref, const ir::Instruction& inst) {
    if (ref.scope == ir::VarRef::Scope::kGlobal) {
        if (ref.index >= bindings_.globals.size()) return nullptr;
        VarBinding& vb = bindings_.globals[ref.index];
        if (vb.bound) return &vb;
        diags_.list->insert(diags_.list->end(), vb.pending.begin(), vb.pending.end());
        vb.pending.clear();
        return nullptr;
    }
    if (ref.index < bindings_.locals.size() && bindings_.locals[ref.index].bound)
        return &bindings_.locals[ref.index];
    const std::string name = ref.index < fn_.locals.size() ? fn_.locals[ref.index].name : "?";
    diags_.Error(inst.span, "local variable '$" + name +
                                "' is left over; the ARB writer needs the lowered form "
                                "(run the promote pass)");
    return nullptr;
}

void Selector::ReportUnboundInput(int index) {
    std::vector<WriterDiagnostic>& why = bindings_.unbound_inputs[static_cast<std::size_t>(index)];
    diags_.list->insert(diags_.list->end(), why.begin(), why.end());
    why.clear();
}

void Selector::StoreOutput(const OutTree& tree, const Val& value) {
    if (value.unbound >= 0) ReportUnboundInput(value.unbound);
    if (value.aggregate) {
        for (std::size_t i = 0; i < value.elems.size() && i < tree.elems.size(); ++i)
            StoreOutput(tree.elems[i], value.elems[i]);
        return;
    }
    if (tree.output < 0) return;
    Val v = value;
    if (const int k = m_.output_component[tree.output]; k >= 0) {
        // A scalar result (result.depth's .z, 3.11.4.4; result.fogcoord's and
        // result.pointsize's .x, 2.14.4.4): a vector's own component k goes there.
        v = LaneOf(v, v.Width() > k ? k : 0);
        Emit(Opcode::kMOV, MDst{DstKind::kOutput, static_cast<std::uint32_t>(tree.output), 1}, {Operand(v)});
        return;
    }
    Emit(Opcode::kMOV, MDst{DstKind::kOutput, static_cast<std::uint32_t>(tree.output), Mask(v.Width())},
         {Operand(v)});
}

void Selector::Flatten(const Val& v, std::vector<Lane>& out) const {
    if (v.aggregate) {
        for (const Val& e : v.elems) Flatten(e, out);
    } else {
        out.insert(out.end(), v.lanes.begin(), v.lanes.end());
    }
}

Val Selector::Reshape(ir::TypeId type, const std::vector<Lane>& lanes, std::size_t& pos) {
    const ir::Type& t = module_.types.Get(type);
    Val v;
    auto take = [&](int n) {
        Val leaf;
        for (int i = 0; i < n; ++i) leaf.lanes.push_back(pos < lanes.size() ? lanes[pos++] : Lane{});
        return leaf;
    };
    switch (t.kind) {
        case ir::Type::Kind::kScalar:
        case ir::Type::Kind::kVector: return take(t.Width());
        case ir::Type::Kind::kMatrix:
            v.aggregate = true;
            for (int r = 0; r < t.rows; ++r) v.elems.push_back(take(t.columns));
            return v;
        case ir::Type::Kind::kArray:
            v.aggregate = true;
            for (std::uint32_t i = 0; i < t.count; ++i) v.elems.push_back(Reshape(t.element, lanes, pos));
            return v;
        case ir::Type::Kind::kStruct:
            v.aggregate = true;
            for (const ir::StructField& f : t.fields) v.elems.push_back(Reshape(f.type, lanes, pos));
            return v;
        default: return v;
    }
}

Val Selector::ConstantVal(ir::TypeId type, const std::vector<double>& literal, std::size_t& pos,
                          ir::Span span) {
    const std::uint32_t count = module_.types.ComponentCount(type);
    std::vector<Lane> lanes;
    const bool is_int = module_.types.Get(type).IsNumeric() &&
                        KindOf(type) == ir::ScalarKind::kInt;
    for (std::uint32_t i = 0; i < count; ++i) {
        const double d = pos < literal.size() ? literal[pos++] : 0.0;
        // Integers live in float registers: exact up to 2^24 (24-bit significand).
        if (is_int && std::fabs(d) > 16777216.0) {
            diags_.Error(span, "integer constant " + ir::PrintScalar(d) +
                                   " is not exactly representable in ARBfp's float registers");
        }
        lanes.push_back(Lane{SrcKind::kLiteral, 0, 0, false, static_cast<float>(d)});
    }
    std::size_t at = 0;
    return Reshape(type, lanes, at);
}

void Selector::LowerShape(ir::InstId id, const ir::Instruction& inst) {
    Val& out = vals_[id.value];
    switch (inst.op) {
        case ir::Op::kSwizzle: {
            const Val& a = Value(inst.operands[0]);
            if (a.lanes.empty()) return;  // a value an error left without lanes
            for (std::uint32_t i : inst.indices) out.lanes.push_back(a.lanes[std::min<std::size_t>(i, a.lanes.size() - 1)]);
            return;
        }
        case ir::Op::kExtract: {
            const Val& a = Value(inst.operands[0]);
            const std::uint32_t i = inst.indices.empty() ? 0 : inst.indices[0];
            if (a.aggregate) out = i < a.elems.size() ? a.elems[i] : Val{};
            else if (i < a.lanes.size()) out = LaneOf(a, static_cast<int>(i));
            if (out.unbound >= 0) ReportUnboundInput(out.unbound);
            return;
        }
        case ir::Op::kInsert: {
            out = Value(inst.operands[0]);
            const Val& e = Value(inst.operands[1]);
            const std::uint32_t i = inst.indices.empty() ? 0 : inst.indices[0];
            if (out.aggregate && i < out.elems.size()) out.elems[i] = e;
            else if (!out.aggregate && i < out.lanes.size() && !e.lanes.empty()) out.lanes[i] = e.lanes[0];
            return;
        }
        case ir::Op::kDynamicExtract: {
            const Val& index = Value(inst.operands[1]);
            if (!AllLiteral(index)) {
                out = DynamicElement(Value(inst.operands[0]), index, inst.type, inst.span);
                return;
            }
            const Val& a = Value(inst.operands[0]);
            const long i = std::lround(index.lanes[0].lit);
            const long n = a.aggregate ? static_cast<long>(a.elems.size()) : a.Width();
            if (i < 0 || i >= n) {
                diags_.Error(inst.span, "constant index " + std::to_string(i) + " is out of range");
                std::size_t zero = 0;
                out = ConstantVal(inst.type, {}, zero, inst.span);
                return;
            }
            out = a.aggregate ? a.elems[i] : LaneOf(a, static_cast<int>(i));
            return;
        }
        case ir::Op::kConstruct: {
            std::vector<Lane> lanes;
            for (ir::InstId p : inst.operands) Flatten(Value(p), lanes);
            std::size_t pos = 0;
            out = Reshape(inst.type, lanes, pos);
            return;
        }
        default: return;
    }
}

void Selector::Lower(ir::InstId id) {
    if (lowered_[id.value]) return;
    lowered_[id.value] = 1;
    const ir::Instruction& inst = fn_.At(id);
    const ir::InstId saved_current = current_;
    const ir::Span saved_span = span_;
    current_ = id;
    span_ = inst.span;
    Val& out = vals_[id.value];
    switch (inst.op) {
        case ir::Op::kConstant: {
            std::size_t pos = 0;
            out = ConstantVal(inst.type, inst.literal, pos, inst.span);
            break;
        }
        case ir::Op::kUndef: {
            std::size_t pos = 0;
            out = ConstantVal(inst.type, {}, pos, inst.span);
            break;
        }
        case ir::Op::kLoad: {
            VarBinding* vb = Variable(inst.vars[0], inst);
            if (vb == nullptr) {
                std::size_t pos = 0;
                out = ConstantVal(inst.type, {}, pos, inst.span);
            } else if (vb->is_output) {
                diags_.Error(inst.span, std::string("an output is read; ") + target_.language +
                                            " result registers are write-only");
            } else {
                MarkReferenced(*vb);
                out = vb->value;
            }
            break;
        }
        case ir::Op::kStore: {
            VarBinding* vb = Variable(inst.vars[0], inst);
            if (vb == nullptr) break;
            if (!vb->is_output) {
                diags_.Error(inst.span, "a store to something that is not an output");
                break;
            }
            MarkReferenced(*vb);
            StoreOutput(vb->out, Value(inst.operands[0]));
            break;
        }
        case ir::Op::kReturn:
            if (!inst.operands.empty() && bindings_.ret.bound) {
                MarkReferenced(bindings_.ret);
                StoreOutput(bindings_.ret.out, Value(inst.operands[0]));
            }
            break;
        case ir::Op::kDiscard: {
            // NV_vertex_program3 fetches textures but has no KIL.
            if (Unavailable(target_.stage == ir::Stage::kFragment, "'discard'", "KIL instruction")) break;
            if (inst.operands.empty()) {
                Emit(Opcode::kKIL, MDst{}, {Operand(Splat(-1, 1))});
                break;
            }
            Val& c = Raw(inst.operands[0]);
            Val n;
            bool inverted = false;
            // x < y, x > y and x != y have a form that is negative exactly when they hold.
            const bool direct = c.cond >= 0 && (conds_[c.cond].op == ir::Op::kLt ||
                                                conds_[c.cond].op == ir::Op::kGt ||
                                                conds_[c.cond].op == ir::Op::kNe);
            if (direct && NegativeWhere(c.cond, n, inverted) && !inverted) {
                Emit(Opcode::kKIL, MDst{}, {ScalarOperand(n, 0)});
            } else {
                Val f = Negate(Value(inst.operands[0]));  // 1.0 (true) -> -1.0 kills
                Emit(Opcode::kKIL, MDst{}, {ScalarOperand(f, 0)});
            }
            break;
        }
        case ir::Op::kSwizzle:
        case ir::Op::kExtract:
        case ir::Op::kInsert:
        case ir::Op::kDynamicExtract:
        case ir::Op::kConstruct: LowerShape(id, inst); break;
        case ir::Op::kMatrixTimesVector:
        case ir::Op::kVectorTimesMatrix:
        case ir::Op::kMatrixTimesMatrix: LowerMatrix(id, inst); break;
        case ir::Op::kEq:
        case ir::Op::kNe:
        case ir::Op::kLt:
        case ir::Op::kLe:
        case ir::Op::kGt:
        case ir::Op::kGe:
        case ir::Op::kAnd:
        case ir::Op::kOr:
        case ir::Op::kXor:
        case ir::Op::kNot:
        case ir::Op::kAny:
        case ir::Op::kAll:
        case ir::Op::kSelect:
        case ir::Op::kConvert: LowerComparisonOrLogic(id, inst); break;
        case ir::Op::kIntrinsic: LowerIntrinsic(id, inst); break;
        case ir::Op::kSample: LowerSample(id, inst); break;
        case ir::Op::kCall:
            diags_.Error(inst.span, "a call is left over; the ARB writer needs the lowered form "
                                    "(run the inline pass)");
            break;
        case ir::Op::kIf:
            diags_.Error(inst.span, "an 'if' is left over; arbfp1 has no branches "
                                    "(run the if-convert pass)");
            break;
        case ir::Op::kLoop:
            diags_.Error(inst.span, "a loop is left over; arbfp1 has no loops, only loops with a "
                                    "compile-time trip count can be unrolled");
            break;
        case ir::Op::kBreak:
        case ir::Op::kContinue:
            diags_.Error(inst.span, std::string("'") + ir::OpName(inst.op) + "' outside a loop is left over");
            break;
        default: LowerArithmetic(id, inst); break;
    }
    current_ = saved_current;
    span_ = saved_span;
}

void Selector::Run() {
    const std::size_t n = fn_.insts.size();
    vals_.assign(n, Val{});
    lowered_.assign(n, 0);
    if (Structured()) {  // loops kept as loops: isel_flow.cpp
        ComputeStructuredLiveness();
        LowerBlock(fn_.body);
        return;
    }
    ComputeLiveness();
    for (std::size_t i = 0; i < fn_.body.size(); ++i) {
        const ir::InstId id = fn_.body[i];
        const ir::Instruction& inst = fn_.At(id);
        if (inst.op == ir::Op::kReturn && i + 1 != fn_.body.size())
            diags_.Error(inst.span, "'ret' before the end of the entry function is left over");
        if (!live_[id.value] || deferred_[id.value]) continue;
        Lower(id);
    }
    CoalesceMoves();
    PeepholeOutputs();
}

void SelectInstructions(const ir::Module& module, const StageTarget& target, BindingTable& bindings,
                        Machine& machine, Diags& diags) {
    machine.output_component.clear();
    for (const OutputRegister& r : bindings.outputs) machine.output_component.push_back(r.scalar_component);
    Selector(module, target, bindings, machine, diags).Run();
}

}  // namespace tessera::lang::arbfp::writer_detail
